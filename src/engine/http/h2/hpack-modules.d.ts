// hpack.js ships its RFC 7541 tables as plain CommonJS data without typings; the HTTP/2 client reads only these two.
declare module 'hpack.js/lib/hpack/huffman.js' {
  /** For each symbol 0–256 (256: EOS), its code's length in bits and the code. */
  export const encode: ReadonlyArray<readonly [bits: number, code: number]>;
}
declare module 'hpack.js/lib/hpack/static-table.js' {
  /** The static table of RFC 7541 Appendix A, index 1 first. */
  export const table: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}
