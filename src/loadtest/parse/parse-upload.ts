// A request's upload body (`body: { file }`, `body: { multipart }`) read into its Upload, each path resolved.
import { basename, resolve } from 'node:path';
import type { RequestData } from '../../schema/operation.js';
import { contentTypeOf, uploadKind, type Upload, type UploadFile } from '../../vocabulary/uploads.js';
import type { Scenario } from '../types.js';

/** A multipart field's file as validation let it through (upload-findings.ts). */
interface RawFilePart {
  file: string;
  contentType?: string;
  filename?: string;
}

/**
 * Returns the scenario with the body of its request, and of each of its flow's steps, read into `upload` when it is
 * an upload (vocabulary/uploads.ts's uploadKind); `dir`, the folder of loadtool.yaml, is where the paths start. The
 * same scenario when nothing uploads.
 */
export function withUploads(scenario: Scenario, dir: string): Scenario {
  const own = uploadOf(scenario, dir);
  const flow = scenario.flow;
  if (!flow?.some((step) => uploadKind(step.body, step.contentType))) return own;
  return { ...own, flow: flow.map((step) => uploadOf(step, dir)) };
}

/** Returns the request with its upload body read into `upload`; the same request for any other body. */
function uploadOf<T extends RequestData>(request: T, dir: string): T {
  const kind = uploadKind(request.body, request.contentType);
  if (kind === undefined) return request;
  const { body, ...rest } = request;
  const written = body as Record<string, unknown>;
  let upload: Upload;
  if (kind === 'file') upload = { file: fileOf({ file: written.file as string }, dir, request.contentType) };
  else {
    // Built from entries: a field named `__proto__` is a field like any other, not the prototype.
    const fields = Object.fromEntries(
      Object.entries(written.multipart as Record<string, unknown>).map(([name, value]) => [
        name,
        typeof value === 'object' && value !== null ? partOf(value as RawFilePart, dir) : String(value),
      ]),
    );
    upload = { multipart: fields };
  }
  return { ...rest, upload } as T;
}

/** Returns a multipart field's file, its filename the file's own name unless one is written. */
function partOf(part: RawFilePart, dir: string): UploadFile {
  return { ...fileOf(part, dir, part.contentType), filename: part.filename ?? basename(part.file) };
}

/** Returns a file to upload: its path resolved against `dir`, its content type as written or by its extension. */
function fileOf(part: Pick<RawFilePart, 'file'>, dir: string, contentType: string | undefined): UploadFile {
  return { file: part.file, path: resolve(dir, part.file), contentType: contentType ?? contentTypeOf(part.file) };
}
