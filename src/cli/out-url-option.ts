// `--out-url` of `run` and `gate`: the flag and its help; what it does is in upload-written.ts (docs/scale.md).
/** `--out-url URL`: where the reports go after `--out`. */
export const OUT_URL_OPTION = [
  '--out-url <url>',
  'after writing the reports to --out, upload them to s3://bucket/prefix/ (a shard under shard-i-of-n/; credentials from AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION; AWS_ENDPOINT_URL for MinIO, R2 or GCS) or results.json alone to an https:// presigned PUT URL. A failed upload keeps the verdict and the local files, and exits 3',
] as const;
