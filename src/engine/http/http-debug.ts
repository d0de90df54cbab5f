// `--http-debug`: a failed request as it was sent and the head of its response, as text for its sample (docs/cli.md).
import type { Dispatcher } from 'undici';
import type { HttpExchange } from '../../results/types.js';

/** The most of a request body, and of each of the two texts, a sample keeps. */
const DEBUG_BODY_BYTES = 1024;
const DEBUG_TEXT_CHARS = 8192;

/**
 * Headers whose values are credentials, shown as `***` (an Authorization's scheme kept: `Bearer ***`), whatever the
 * masking of `${NAME}` values later finds: a token written into loadtool.yaml, a cookie the server set.
 */
const CREDENTIAL_HEADER =
  /^(authorization|proxy-authorization|cookie|set-cookie)$|token|api-?key|secret|session|password/i;

/**
 * Returns the request as sent (method, path, headers, the start of its body) and the response's status line and
 * headers, each bounded; `mask` masks the user's cookie values besides.
 */
export function httpExchange(
  request: Dispatcher.DispatchOptions,
  status: number,
  rawHeaders: readonly Buffer[] | undefined,
  mask: ((text: string) => string) | undefined,
): HttpExchange {
  const lines = [`${request.method} ${request.path}`, ...headerLines(pairsOf(request.headers))];
  const body = bodyText(request.body);
  const sent = body ? `${lines.join('\n')}\n\n${body}` : lines.join('\n');
  const received = [`${status === 0 ? 'no response' : status}`, ...headerLines(rawPairs(rawHeaders ?? []))].join('\n');
  const bounded = (text: string) => (mask ? mask(text) : text).slice(0, DEBUG_TEXT_CHARS);
  return { request: bounded(sent), response: bounded(received) };
}

function headerLines(pairs: Array<[string, string]>): string[] {
  return pairs.map(([name, value]) => `${name}: ${CREDENTIAL_HEADER.test(name) ? maskedValue(name, value) : value}`);
}

/** `***`, or an Authorization's scheme and `***` (`Bearer ***`), so that one can see which was sent. */
function maskedValue(name: string, value: string): string {
  const scheme = /authorization$/i.test(name) ? /^\S+\s/.exec(value)?.[0] : undefined;
  return `${scheme ?? ''}***`;
}

/** The headers of a DispatchOptions: a flat array of names and values, or an object. */
function pairsOf(headers: Dispatcher.DispatchOptions['headers']): Array<[string, string]> {
  if (!headers) return [];
  if (Array.isArray(headers)) {
    const pairs: Array<[string, string]> = [];
    for (let index = 0; index + 1 < headers.length; index += 2)
      pairs.push([String(headers[index]), String(headers[index + 1])]);
    return pairs;
  }
  const entries =
    Symbol.iterator in Object(headers) ? [...(headers as Iterable<[string, unknown]>)] : Object.entries(headers);
  return entries.flatMap(([name, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one): [string, string] => [
      name,
      String(one),
    ]),
  );
}

function rawPairs(raw: readonly Buffer[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let index = 0; index + 1 < raw.length; index += 2)
    pairs.push([raw[index]!.toString('latin1'), raw[index + 1]!.toString('latin1')]);
  return pairs;
}

/** The start of a body held in memory as text; a streamed or multipart body is named, not read. */
function bodyText(body: Dispatcher.DispatchOptions['body']): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return clipped(Buffer.from(body.slice(0, DEBUG_BODY_BYTES * 4)));
  if (Buffer.isBuffer(body) || body instanceof Uint8Array) return clipped(Buffer.from(body));
  return '(a streamed body)';
}

function clipped(bytes: Buffer): string {
  if (bytes.length === 0) return '';
  const text = bytes.toString('utf8', 0, Math.min(bytes.length, DEBUG_BODY_BYTES));
  return bytes.length > DEBUG_BODY_BYTES ? `${text}… (${bytes.length} bytes)` : text;
}
