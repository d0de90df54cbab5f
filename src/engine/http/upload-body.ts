// A request's upload body: a file's bytes, held or streamed from disk, or a multipart/form-data form around them.
import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { MAX_HELD_UPLOAD_BYTES, MAX_UPLOAD_BYTES, type Upload, type UploadFile } from '../../vocabulary/uploads.js';

/** How much of a streamed file one read takes: undici writes each chunk as it comes, waiting for the socket to drain. */
const STREAM_CHUNK_BYTES = 64 * 1024;

/**
 * A body streamed from disk: its parts in order, bytes held or the path of a file, `length` bytes in all. It is an
 * async iterable that opens its files anew each time it is iterated, so that one request object serves every send:
 * undici iterates it once per request, with the `content-length` the request carries (the lean client and the
 * HTTP/2 client send only bytes: such a request goes through undici, scenario-connections.ts).
 */
export class StreamedBody implements AsyncIterable<Uint8Array> {
  constructor(
    private readonly parts: ReadonlyArray<Buffer | StreamedFile>,
    readonly length: number,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    for (const part of this.parts) {
      if (Buffer.isBuffer(part)) yield part;
      // A file that changed size since the request was built ends the request as undici's length mismatch.
      else yield* createReadStream(part.path, { highWaterMark: STREAM_CHUNK_BYTES }) as AsyncIterable<Buffer>;
    }
  }
}

/** A file of a streamed body: read from `path` at each request, `size` bytes. */
interface StreamedFile {
  path: string;
  size: number;
}

/** A request's upload: its body and its `Content-Type` (a multipart one with the form's boundary). */
interface EncodedUpload {
  body: Buffer | StreamedBody;
  contentType: string;
}

/** The bytes of each file held in memory, or the size of one streamed: read once per file and request definition. */
const contents = new WeakMap<UploadFile, Buffer | number>();
/** The boundary of each form: one per upload, so that each request of a scenario has the same. */
const boundaries = new WeakMap<Upload, string>();
/** The last form encoded whole of each upload, by its filled texts: a form without per-request values is built once. */
const encoded = new WeakMap<Upload, { key: string; body: Buffer }>();

/**
 * Returns the body of an upload, its texts (a multipart form's text fields and filenames) passed through `fill`. A
 * file up to MAX_HELD_UPLOAD_BYTES is read once and held; a larger one is streamed from disk at each request
 * (StreamedBody). Throws, naming the file, when it cannot be read: the scenario cannot start.
 */
export function uploadBody(upload: Upload, fill: (text: string) => string): EncodedUpload {
  if ('file' in upload) {
    const file = upload.file;
    const content = contentOf(file);
    return {
      body: typeof content === 'number' ? new StreamedBody([{ path: file.path, size: content }], content) : content,
      contentType: file.contentType,
    };
  }
  let boundary = boundaries.get(upload);
  if (boundary === undefined) {
    boundary = `----loadtool${randomBytes(12).toString('hex')}`;
    boundaries.set(upload, boundary);
  }
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const fields = Object.entries(upload.multipart);
  const texts = fields.map(([, value]) => fill(typeof value === 'string' ? value : (value.filename ?? '')));
  const key = texts.join('\0');
  const last = encoded.get(upload);
  if (last?.key === key) return { body: last.body, contentType };
  // The form's own bytes between the files, each run of them one Buffer.
  const parts: Array<Buffer | StreamedFile> = [];
  let text = '';
  fields.forEach(([name, value], index) => {
    text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
    if (typeof value === 'string') {
      text += `\r\n\r\n${texts[index]!}\r\n`;
      return;
    }
    text += `; filename="${texts[index]!}"\r\nContent-Type: ${value.contentType}\r\n\r\n`;
    const content = contentOf(value);
    parts.push(Buffer.from(text), typeof content === 'number' ? { path: value.path, size: content } : content);
    text = '\r\n';
  });
  parts.push(Buffer.from(`${text}--${boundary}--\r\n`));
  if (parts.every((part) => Buffer.isBuffer(part))) {
    const body = Buffer.concat(parts);
    encoded.set(upload, { key, body });
    return { body, contentType };
  }
  const length = parts.reduce((sum, part) => sum + (Buffer.isBuffer(part) ? part.length : part.size), 0);
  return { body: new StreamedBody(parts, length), contentType };
}

/** Returns the bytes of a file to hold, or the size of one to stream; read once per file. */
function contentOf(file: UploadFile): Buffer | number {
  let content = contents.get(file);
  if (content === undefined) {
    content = readContent(file);
    contents.set(file, content);
  }
  return content;
}

function readContent({ file, path }: UploadFile): Buffer | number {
  let size: number;
  try {
    const info = statSync(path);
    if (!info.isFile()) throw new Error('it is not a file');
    size = info.size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`its file to upload ${file} cannot be read (${code ?? (error as Error).message})`);
  }
  if (size > MAX_UPLOAD_BYTES) throw new Error(`its file to upload ${file} is over the 1 GiB an upload may have`);
  return size > MAX_HELD_UPLOAD_BYTES ? size : readFileSync(path);
}

/** Returns the bytes of a request body as the engine sends it (bytesSent): a Buffer's, a string's, a streamed one's. */
export function bodyLength(body: unknown): number {
  if (body === null || body === undefined) return 0;
  if (body instanceof Uint8Array) return body.length;
  if (body instanceof StreamedBody) return body.length;
  return typeof body === 'string' ? Buffer.byteLength(body) : 0;
}
