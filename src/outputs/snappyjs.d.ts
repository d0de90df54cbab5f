// snappyjs ships no typings; the remote write encoder uses its block format (compress) and the tests uncompress.
declare module 'snappyjs' {
  const snappy: {
    compress(input: Uint8Array): Uint8Array;
    uncompress(input: Uint8Array): Uint8Array;
  };
  export = snappy;
}
