// Uploads (`body: { file }`, `body: { multipart }`): which bodies are uploads, their types, bounds and content types.

/**
 * A file up to this size is read once per process and held in memory, its request (a multipart form encoded around
 * it) built once; a larger one is streamed from disk at each request (docs/loadtool-yaml.md#uploads).
 */
export const MAX_HELD_UPLOAD_BYTES = 1024 * 1024;

/** The largest file a request may upload: beyond it a load test measures the disk and the network, not the API. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;

/** A file a request uploads, as validation read it. */
export interface UploadFile {
  /** The path as written in loadtool.yaml, relative to its folder: what messages and the fingerprint name. */
  file: string;
  /** The absolute path: `file` resolved against the folder of loadtool.yaml. */
  path: string;
  /** The part's (or the body's) `Content-Type`: as written, else guessed from the extension (contentTypeOf). */
  contentType: string;
  /** A multipart part's `filename`: as written, else the file's own name; absent for a raw body. */
  filename?: string;
}

/**
 * A request's upload: the bytes of one file as the whole body (`{ file }`), or a multipart/form-data form whose fields
 * are text (a `${NAME}` may be in it, filled as any value of the request is) or files, in the order written.
 */
export type Upload = { file: UploadFile } | { multipart: Record<string, string | UploadFile> };

/** Which upload a body is. */
type UploadKind = 'file' | 'multipart';

/**
 * The content types under which a mapping is the body's own data (JSON, a URL-encoded form): there, a body of an
 * upload's shape is sent as that data, never as an upload.
 */
const MAPPING_TYPES = /json|x-www-form-urlencoded/i;

/**
 * Returns which upload a body written in loadtool.yaml is, or undefined for any other body. The rule, one for
 * validation, generation and the engine: a mapping with exactly one key, `file` holding a string or `multipart`
 * holding a mapping, is an upload, unless `contentType` is JSON or a URL-encoded form; so that the JSON body
 * `{"file": "a.png"}` is written with `contentType: application/json`.
 */
export function uploadKind(body: unknown, contentType: unknown): UploadKind | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  if (typeof contentType === 'string' && MAPPING_TYPES.test(contentType)) return undefined;
  const keys = Object.keys(body);
  if (keys.length !== 1) return undefined;
  const value = (body as Record<string, unknown>)[keys[0]!];
  if (keys[0] === 'file') return typeof value === 'string' ? 'file' : undefined;
  if (keys[0] === 'multipart')
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? 'multipart' : undefined;
  return undefined;
}

/** Content types by file extension, lower case; the first extension of a type is the one generation writes. */
const TYPES: ReadonlyArray<readonly [string, string]> = [
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['svg', 'image/svg+xml'],
  ['pdf', 'application/pdf'],
  ['txt', 'text/plain'],
  ['csv', 'text/csv'],
  ['html', 'text/html'],
  ['json', 'application/json'],
  ['xml', 'application/xml'],
  ['zip', 'application/zip'],
  ['gz', 'application/gzip'],
  ['mp3', 'audio/mpeg'],
  ['wav', 'audio/wav'],
  ['mp4', 'video/mp4'],
  ['bin', 'application/octet-stream'],
];

/** What a file is sent as when nothing says: bytes. */
export const OCTET_STREAM = 'application/octet-stream';

/** Returns the content type of a file by its extension (`photo.PNG` → `image/png`); application/octet-stream else. */
export function contentTypeOf(path: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return TYPES.find(([known]) => known === extension)?.[1] ?? OCTET_STREAM;
}

/** Returns the extension of a file of a content type (`image/jpeg` → `jpg`, parameters ignored); `bin` when unknown. */
export function extensionOf(contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return TYPES.find(([, known]) => known === type)?.[0] ?? 'bin';
}
