// The findings of uploads: a multipart field of no known shape, a file path that is not a file or is too large.
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Segments } from '../../json-schema-messages.js';
import { isRecord } from '../../json-record.js';
import { findPlaceholders } from '../../placeholders.js';
import { MAX_HELD_UPLOAD_BYTES, MAX_UPLOAD_BYTES, uploadKind } from '../../vocabulary/uploads.js';
import { show } from '../yaml/yaml-wording.js';
import { eachStep } from './each-step.js';
import type { Finding } from './finding.js';

/** A media type as the schema's `mediaType` writes it, without parameters: a multipart part's `contentType`. */
const MEDIA_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** What a field name or filename cannot hold: it is written between quotes in the part's Content-Disposition. */
const NOT_IN_QUOTES = /["\r\n\\]/;
const FILE_KEYS = new Set(['file', 'contentType', 'filename']);

/** A file an upload names, and where its path is written. */
interface NamedFile {
  file: string;
  segments: Segments;
  /** Whether its request goes over HTTP/2 (`protocol: h2`, its own or that of defaults). */
  h2: boolean;
}

/**
 * Returns what is wrong with the uploads of each scenario and flow step that the YAML alone shows: a `multipart`
 * whose `contentType` is not multipart/form-data, a field that is neither text nor a file `{ file, contentType?,
 * filename? }`, a name or filename that cannot be quoted, and a path with `${…}` (the file is checked when the test
 * is validated, so its path is known then).
 */
export function uploadFindings(data: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  eachRequest(data, (request, at) => {
    const kind = uploadKind(request.body, request.contentType);
    if (kind === 'file')
      findings.push(...pathFindings((request.body as { file: string }).file, [...at, 'body', 'file']));
    if (kind !== 'multipart') return;
    const contentType = request.contentType;
    if (typeof contentType === 'string' && !/^multipart\/form-data$/i.test(contentType.trim()))
      findings.push({
        segments: [...at, 'contentType'],
        at: 'value',
        message: `a multipart body is sent as multipart/form-data with a boundary of its own, not as ${show(contentType)}: remove contentType`,
      });
    const fields = Object.entries((request.body as { multipart: Record<string, unknown> }).multipart);
    const fieldsAt = [...at, 'body', 'multipart'];
    if (fields.length === 0)
      findings.push({
        segments: fieldsAt,
        at: 'value',
        message: 'a multipart body needs a field: write { photo: { file: uploads/photo.png }, name: "Rex" }',
      });
    for (const [name, value] of fields) findings.push(...fieldFindings(name, value, [...fieldsAt, name]));
  });
  return findings;
}

/** Returns what is wrong with one field of a multipart body, written at `at`. */
function fieldFindings(name: string, value: unknown, at: Segments): Finding[] {
  const findings: Finding[] = [];
  if (NOT_IN_QUOTES.test(name))
    findings.push({
      segments: at,
      at: 'key',
      message: 'a multipart field name cannot hold a quote, a backslash or a line break',
    });
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return findings;
  if (!isRecord(value) || typeof value.file !== 'string') {
    findings.push({
      segments: at,
      at: 'value',
      message: `a multipart field is a text (a string, number or boolean, \${NAME} allowed) or a file { file: uploads/photo.png, contentType: image/png, filename: photo.png }, not ${show(value)}`,
    });
    return findings;
  }
  findings.push(...pathFindings(value.file, [...at, 'file']));
  for (const key of Object.keys(value).filter((key) => !FILE_KEYS.has(key)))
    findings.push({
      segments: [...at, key],
      at: 'key',
      message: `a multipart file has file, contentType and filename, not ${key}`,
    });
  if (value.contentType !== undefined && (typeof value.contentType !== 'string' || !MEDIA_TYPE.test(value.contentType)))
    findings.push({
      segments: [...at, 'contentType'],
      at: 'value',
      message: `${show(value.contentType)} is not a media type: write one such as image/png, or leave it out to have it guessed from the file's extension`,
    });
  const { filename } = value;
  if (filename !== undefined && (typeof filename !== 'string' || filename === '' || NOT_IN_QUOTES.test(filename)))
    findings.push({
      segments: [...at, 'filename'],
      at: 'value',
      message: 'a filename is a non-empty text without quotes, backslashes or line breaks, such as photo.png',
    });
  return findings;
}

/** Returns what is wrong with a file path as written: empty, or with `${…}`. */
function pathFindings(file: string, at: Segments): Finding[] {
  if (file.trim() === '')
    return [
      { segments: at, at: 'value', message: 'the path of the file to upload is empty: write it relative to this file' },
    ];
  if (findPlaceholders(file).length > 0)
    return [
      {
        segments: at,
        at: 'value',
        message:
          'the path of a file to upload is read when the test is validated: write it without ${…}, relative to this file',
      },
    ];
  return [];
}

/**
 * Returns what is wrong with the files the uploads of a load test `file` name, each read from disk: not there, not a
 * file, over MAX_UPLOAD_BYTES, or over MAX_HELD_UPLOAD_BYTES (so streamed) in a request over HTTP/2, whose client
 * sends only bodies held in memory.
 */
export async function uploadFileFindings(data: unknown, file: string): Promise<Finding[]> {
  if (!isRecord(data)) return [];
  const named: NamedFile[] = [];
  const defaults = isRecord(data.defaults) ? data.defaults : {};
  eachRequest(data, (request, at, scenario) => {
    const h2 = (scenario.protocol ?? defaults.protocol) === 'h2';
    const name = (path: unknown, segments: Segments) => {
      if (typeof path === 'string' && pathFindings(path, segments).length === 0)
        named.push({ file: path, segments, h2 });
    };
    const kind = uploadKind(request.body, request.contentType);
    if (kind === 'file') name((request.body as { file: string }).file, [...at, 'body', 'file']);
    if (kind !== 'multipart') return;
    for (const [field, value] of Object.entries((request.body as { multipart: Record<string, unknown> }).multipart))
      if (isRecord(value)) name(value.file, [...at, 'body', 'multipart', field, 'file']);
  });
  const dir = dirname(file);
  const findings = await Promise.all(
    named.map(async ({ file: written, segments, h2 }): Promise<Finding | undefined> => {
      const path = resolve(dir, written);
      const info = await stat(path).catch(() => undefined);
      const problem = !info
        ? `no file ${path}: give the path of the file to upload, relative to this file`
        : !info.isFile()
          ? `${written} is not a file (${info.isDirectory() ? 'a folder' : 'not a regular file'}): give the path of the file to upload`
          : info.size > MAX_UPLOAD_BYTES
            ? `${written} has ${bytesText(info.size)}, over the 1 GiB (${bytesText(MAX_UPLOAD_BYTES)}) an upload may have: upload a smaller file`
            : h2 && info.size > MAX_HELD_UPLOAD_BYTES
              ? `${written} has ${bytesText(info.size)}: a file over 1 MiB (${bytesText(MAX_HELD_UPLOAD_BYTES)}) is streamed from disk at each request, which the HTTP/2 client does not do; upload a smaller file, or send it over HTTP/1.1 (protocol: http1)`
              : undefined;
      return problem === undefined ? undefined : { segments, at: 'value', message: problem };
    }),
  );
  return findings.filter((finding) => finding !== undefined);
}

/** Returns a number of bytes in words, its digits grouped: `1,048,577 bytes`. */
function bytesText(bytes: number): string {
  return `${String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} bytes`;
}

/** Calls `visit` with each scenario's request and each of its flow's steps, where it is, and its scenario. */
function eachRequest(
  data: Record<string, unknown>,
  visit: (request: Record<string, unknown>, at: Segments, scenario: Record<string, unknown>) => void,
): void {
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    visit(scenario, at, scenario);
    eachStep(scenario, at, (step, stepAt) => {
      visit(step, stepAt, scenario);
    });
  });
}
