// A request serialized into the bytes the lean client writes, or undefined when it leaves the request to undici.
import type { Dispatcher } from 'undici';

/** A header name as HTTP allows it (a token). */
const TOKEN = /^[\^_\x60a-zA-Z\-0-9!#$%&'*+.|~]+$/;
/** A header value as HTTP allows it: no control character but tab, nothing beyond Latin-1. */
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** A request target of printable Latin-1 characters, starting at the root. */
const PATH = /^\/[\u0021-\u00ff]*$/;
/** Methods whose semantics expect a body: only these are sent with one (as undici does). */
export const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'QUERY', 'PROPFIND', 'PROPPATCH']);
/**
 * Headers that change how the message is framed or the connection is used. A request that sets one goes through
 * undici, which refuses most of them with its own message (the category `other` names it) and frames the rest.
 */
const FRAMING = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'expect',
]);

/**
 * Returns the bytes of `options` as an HTTP/1.1 request on a keep-alive connection to `host` (`127.0.0.1:8080`), head
 * and body in one Buffer, written as is by one `write` (the head as undici writes it: `host`, `connection:
 * keep-alive`, the headers, `content-length`); or null when the request is one undici should send or refuse: framing
 * headers, characters HTTP does not allow, a body on a method without one, a body that is not bytes or text.
 */
export function requestWire(options: Dispatcher.DispatchOptions, host: string): Buffer | null {
  const { method, path } = options;
  if (!TOKEN.test(method) || method === 'CONNECT' || !PATH.test(path)) return null;
  const body = bodyBytes(options.body);
  if (body === null || (body.length > 0 && !WITH_BODY.has(method))) return null;
  let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
  const headers = headerPairs(options.headers);
  if (headers === null) return null;
  for (let index = 0; index + 1 < headers.length; index += 2) {
    const name = headers[index]!;
    const value = headers[index + 1]!;
    if (!TOKEN.test(name) || FRAMING.has(name.toLowerCase()) || !VALUE.test(value)) return null;
    head += `${name}: ${value}\r\n`;
  }
  if (body.length > 0 || WITH_BODY.has(method)) head += `content-length: ${body.length}\r\n`;
  head += '\r\n';
  const headLength = Buffer.byteLength(head, 'latin1');
  const wire = Buffer.allocUnsafe(headLength + body.length);
  wire.write(head, 0, 'latin1');
  wire.set(body, headLength);
  return wire;
}

/** Returns the body as bytes (empty without one), or null when it is neither bytes nor text. */
export function bodyBytes(body: Dispatcher.DispatchOptions['body']): Uint8Array | null {
  if (body === null || body === undefined) return new Uint8Array(0);
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  return null;
}

/** Returns the headers as a flat [name, value, …] list, or null for a form this client leaves to undici. */
export function headerPairs(headers: Dispatcher.DispatchOptions['headers']): string[] | null {
  if (headers === null || headers === undefined) return [];
  if (Array.isArray(headers)) return headers.every((item) => typeof item === 'string') ? headers : null;
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (typeof value !== 'string') return null;
    pairs.push(name, value);
  }
  return pairs;
}
