// A flow step being written: a recorded request split into the parts loadtool.yaml names, edited by each pass.
import type { RecordedBody, RecordedRequest } from './recorded.js';

/** A step of the flow as the passes edit it (correlation, secrets, logins), before it is written out. */
export interface DraftStep {
  name: string;
  method: string;
  /** The path after the base URL, `{name}` where a value is correlated. */
  path: string;
  params: Record<string, string>;
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  body?: RecordedBody;
  contentType?: string;
  extract: Record<string, string | { header: string; match?: string }>;
  once?: boolean;
  expectStatus?: number[];
  /** The recording this step comes from, read by the passes (its response, its timing). */
  recorded: RecordedRequest;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Returns whether a method is one a load test sends. */
export function isSendable(method: string): boolean {
  return METHODS.has(method);
}

/** Returns the draft of a recorded request whose URL starts with `origin`; names are made unique by the caller. */
export function draftOf(request: RecordedRequest, origin: string): DraftStep {
  const rest = request.url.slice(origin.length).replace(/#.*$/, '');
  const mark = rest.indexOf('?');
  const rawPath = (mark === -1 ? rest : rest.slice(0, mark)) || '/';
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const query = mark === -1 ? [] : [...new URLSearchParams(rest.slice(mark + 1))];
  const draft: DraftStep = {
    name: request.name ?? `${request.method} ${decodeSafely(path)}`,
    method: request.method,
    path: decodeSafely(path),
    params: {},
    query,
    headers: request.headers.map(([name, value]) => [name, value]),
    extract: { ...request.extract },
    recorded: request,
  };
  if (request.body) draft.body = request.body;
  if (request.contentType) draft.contentType = request.contentType;
  if (request.expectStatus) draft.expectStatus = request.expectStatus;
  return draft;
}

/** Returns a path with its percent-escapes decoded, or as it is when they do not decode. */
function decodeSafely(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Calls `edit` on every string a step sends (path, query, headers, body), keeping what it returns. */
export function editStrings(step: DraftStep, edit: (text: string) => string): void {
  step.path = edit(step.path);
  step.query = step.query.map(([name, value]) => [name, edit(value)]);
  step.headers = step.headers.map(([name, value]) => [name, edit(value)]);
  for (const key of Object.keys(step.params)) step.params[key] = edit(step.params[key]!);
  if (!step.body) return;
  if (step.body.kind === 'text') step.body = { kind: 'text', text: edit(step.body.text) };
  else if (step.body.kind === 'form')
    step.body = { kind: 'form', fields: step.body.fields.map(([n, v]) => [n, edit(v)]) };
  else step.body = { kind: 'json', value: mapStrings(step.body.value, edit) };
}

/** Returns JSON data with every string (not keys) passed through `edit`. */
function mapStrings(value: unknown, edit: (text: string) => string): unknown {
  if (typeof value === 'string') return edit(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, edit));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, edit)]));
  return value;
}

/** Returns the text of everything a step sends, to look a value up in. */
export function sentText(step: DraftStep): string {
  const body = !step.body
    ? ''
    : step.body.kind === 'text'
      ? step.body.text
      : step.body.kind === 'form'
        ? step.body.fields.map(([n, v]) => `${n}=${v}`).join('&')
        : JSON.stringify(step.body.value);
  return [
    step.path,
    ...step.query.map(([n, v]) => `${n}=${v}`),
    ...step.headers.map(([n, v]) => `${n}: ${v}`),
    body,
  ].join('\n');
}
