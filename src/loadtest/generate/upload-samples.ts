// The small files generation writes for the uploads it names: a valid file of each declared type, a few bytes long.
import { gzipSync } from 'node:zlib';
import { isRecord } from '../../json-record.js';
import { contentTypeOf, extensionOf, uploadKind } from '../../vocabulary/uploads.js';

/** 1×1 images, each as its encoder wrote it (a white pixel, no metadata), so that a server that decodes them can. */
const IMAGES: Record<string, string> = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABAQAAAAA3bvkkAAAACklEQVQI12NoAAAAggCB3UNq9AAAAABJRU5ErkJggg==',
  jpg: '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AQH//2Q==',
  gif: 'R0lGODlhAQABAPAAAP///wAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==',
  webp: 'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAgA0JaQAA3AA/vuUAAA=',
};

/** Texts of the text types: a line a person reading the server's logs recognises. */
const TEXTS: Record<string, string> = {
  txt: 'A sample file uploaded by loadtool.\n',
  csv: 'name,value\nsample,1\n',
  html: '<!doctype html><title>loadtool</title><p>A sample file uploaded by loadtool.</p>\n',
  json: '{"sample":"uploaded by loadtool"}\n',
  xml: '<?xml version="1.0" encoding="UTF-8"?><sample>uploaded by loadtool</sample>\n',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="#fff"/></svg>\n',
};

/** The size of a file of bytes (application/octet-stream and every type without a sample of its own). */
const BYTES_LENGTH = 1024;

/**
 * Returns the bytes of a small valid file of `contentType`, by the extension it is written with (vocabulary/uploads.ts's
 * extensionOf), so that two uploads of one file name get the same bytes: a 1×1 PNG, JPEG, GIF or WebP image, a
 * one-page PDF, an empty ZIP, a gzipped line, a line of text, CSV, HTML, JSON, XML or SVG; else 1 KiB of every byte value in turn.
 */
export function sampleUpload(contentType: string): Buffer {
  const extension = extensionOf(contentType);
  const image = IMAGES[extension];
  if (image !== undefined) return Buffer.from(image, 'base64');
  const text = TEXTS[extension];
  if (text !== undefined) return Buffer.from(text);
  if (extension === 'pdf') return onePagePdf();
  // An empty archive: its end-of-central-directory record alone.
  if (extension === 'zip') return Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
  if (extension === 'gz') return gzipSync(TEXTS.txt!);
  return Buffer.from(Array.from({ length: BYTES_LENGTH }, (_, index) => index % 256));
}

/** Returns a PDF of one empty page, its cross-reference table at the offsets of its objects. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** A file an upload of a load test names, as written, and the type it is sent as. */
export interface NamedUpload {
  file: string;
  contentType: string;
}

/**
 * Returns the files the uploads of a load test's data name (each scenario's request and flow steps), each once, with
 * the type each is sent as: a part's or the body's `contentType`, else the one its extension gives.
 */
export function namedUploads(data: unknown): NamedUpload[] {
  const named = new Map<string, NamedUpload>();
  const add = (file: unknown, contentType: unknown) => {
    if (typeof file !== 'string' || named.has(file)) return;
    named.set(file, { file, contentType: typeof contentType === 'string' ? contentType : contentTypeOf(file) });
  };
  const visit = (request: unknown) => {
    if (!isRecord(request)) return;
    const kind = uploadKind(request.body, request.contentType);
    const body = request.body as Record<string, unknown>;
    if (kind === 'file') add(body.file, request.contentType);
    if (kind !== 'multipart') return;
    for (const part of Object.values(body.multipart as Record<string, unknown>))
      if (isRecord(part)) add(part.file, part.contentType);
  };
  const scenarios = isRecord(data) && Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  for (const scenario of scenarios) {
    visit(scenario);
    if (isRecord(scenario) && Array.isArray(scenario.flow)) scenario.flow.forEach(visit);
  }
  return [...named.values()];
}
