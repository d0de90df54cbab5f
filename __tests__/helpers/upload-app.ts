import { createHash } from 'node:crypto';
import express from 'express';
import multer from 'multer';
import type { useServers } from './servers.js';
import { serveOn } from './schema-project.js';

/** A file as the app received it: what multer read of its part, and the sha256 of its bytes. */
export interface ReceivedFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** One upload as the app received it. */
export interface Received {
  path: string;
  /** The request's own Content-Type and Content-Length. */
  contentType: string | undefined;
  contentLength: number;
  /** A multipart form's text fields. */
  fields: Record<string, string>;
  /** A multipart form's files, or the raw body as one file named `body`. */
  files: ReceivedFile[];
}

/** A running app and every upload it received. */
export interface UploadApp {
  url: string;
  received: Received[];
  /** The uploads one path received. */
  at(path: string): Received[];
}

/** Returns the sha256 of bytes, in hex. */
export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Returns the first bytes a file of a content type starts with, for the types generation writes a sample of. */
const MAGIC: Record<string, Buffer> = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'application/pdf': Buffer.from('%PDF-'),
};

/**
 * Starts an Express app on 127.0.0.1:0 with real middleware: multer (its memory storage) for multipart/form-data and
 * express.raw for any other body. `POST /forms` and `POST /big` take any form (one file at most per field), `POST
 * /raw` and `POST /big-raw` any body (`/big…` up to 64 MiB); each answers 200 with what it got, a sha256 per file.
 * `POST /photos` is a create: a form with a `title` and a file `photo` whose bytes are an image of its declared type
 * (PNG or JPEG), answered 201 `{ id }`, or 400; `DELETE /photos/:id` removes it (404 for an unknown id) and `PUT
 * /photos/:id/content` takes a PDF or any bytes of application/octet-stream for a photo that exists (404 otherwise).
 */
export async function startUploadApp(servers: ReturnType<typeof useServers>): Promise<UploadApp> {
  const received: Received[] = [];
  const app = express();
  const forms = multer({ storage: multer.memoryStorage(), limits: { fileSize: 64 * 1024 * 1024 } }).any();
  const raw = express.raw({ type: () => true, limit: '64mb' });
  const record = (request: express.Request): Received => {
    const files = ((request.files as Express.Multer.File[] | undefined) ?? []).map((file) => ({
      field: file.fieldname,
      filename: file.originalname,
      contentType: file.mimetype,
      size: file.size,
      sha256: sha256(file.buffer),
    }));
    if (Buffer.isBuffer(request.body)) {
      files.push({
        field: 'body',
        filename: '',
        contentType: request.headers['content-type'] ?? '',
        size: request.body.length,
        sha256: sha256(request.body),
      });
    }
    const seen: Received = {
      path: request.path,
      contentType: request.headers['content-type'],
      contentLength: Number(request.headers['content-length']),
      fields: Buffer.isBuffer(request.body) ? {} : { ...(request.body as Record<string, string>) },
      files,
    };
    received.push(seen);
    return seen;
  };
  app.post(['/forms', '/big'], forms, (request, response) => {
    response.json(record(request));
  });
  app.post(['/raw', '/big-raw'], raw, (request, response) => {
    response.json(record(request));
  });

  const photos = new Set<string>();
  let next = 1;
  app.post('/photos', forms, (request, response) => {
    const seen = record(request);
    const photo = ((request.files as Express.Multer.File[] | undefined) ?? []).find((f) => f.fieldname === 'photo');
    const magic = photo && MAGIC[photo.mimetype];
    if (!photo || !magic || !photo.buffer.subarray(0, magic.length).equals(magic) || !seen.fields.title) {
      response.status(400).json({ error: 'a title and a photo (PNG or JPEG) are required' });
      return;
    }
    const id = String(next++);
    photos.add(id);
    response.status(201).json({ id, title: seen.fields.title });
  });
  app.delete('/photos/:id', (request, response) => {
    response.status(photos.delete(request.params.id) ? 204 : 404).end();
  });
  app.put('/photos/:id/content', raw, (request, response) => {
    const seen = record(request);
    const [file] = seen.files;
    const pdf = seen.contentType === 'application/pdf' && file && MAGIC['application/pdf']!;
    const bytes = request.body as Buffer;
    if (!photos.has(request.params.id)) response.status(404).json({ error: 'no such photo' });
    else if (!file || file.size === 0 || (pdf && !bytes.subarray(0, pdf.length).equals(pdf)))
      response.status(400).json({ error: 'the content is missing or not of its type' });
    else response.status(204).end();
  });

  const url = await serveOn(servers, app);
  return { url, received, at: (path) => received.filter((seen) => seen.path === path) };
}
