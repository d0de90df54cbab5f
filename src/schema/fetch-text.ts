// Fetches a schema's text from a file or a URL, bounded in size and time, headers sent but never shown.
import { redactUrl } from '../redact-url.js';
import { CancelledError } from '../errors.js';
import type { TlsOptions } from '../tls-options.js';
import { messageOf, truncate } from './error-text.js';
import { SchemaError } from './schema-error.js';

/** The largest response read: GitHub's REST description is 13 MB and its introspection result 5 MB. */
const MAX_SCHEMA_BYTES = 50 * 1024 * 1024;

const DEFAULT_TIMEOUT_MS = 30_000;

/** Redirects followed at most, each on the origin of the URL given. */
const MAX_REDIRECTS = 3;

export interface FetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** How long the server may stay silent, before answering and between chunks (30 s); see wholeTimeout for the rest. */
  timeoutMs?: number;
  /** Aborts the request at once (a cancelled run): fetchText then throws a CancelledError. */
  signal?: AbortSignal;
  /** The load test's TLS options (`loadtool run --schema`); absent: the public CAs. */
  tls?: TlsOptions;
}

export interface FetchedText {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Returns the status, content type and body text of an HTTP request, following up to 3 redirects that stay on the
 * URL's origin, and reading at most MAX_SCHEMA_BYTES. A redirect to another origin is refused: the request's headers
 * (a schema's credentials) must not travel to a host nobody named. Throws a SchemaError, naming the URL without its
 * password, when the request fails or the body is too large; any other status is returned for the caller to judge.
 * Throws a CancelledError when `signal` aborts, whenever that happens.
 */
export async function fetchText(url: string, options: FetchOptions = {}): Promise<FetchedText> {
  const fail = (message: string) => new SchemaError(redactUrl(url), [{ path: '', message }]);
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
    throw fail('is not an http(s) URL: give the full address, e.g. https://api.example.com/openapi.json');
  }
  const { origin } = new URL(url);
  let current = url;
  for (let redirects = 0; ; redirects++) {
    const fetched = await fetchOnce(current, options);
    const location = fetched.location;
    if (location === undefined || redirects === MAX_REDIRECTS) return fetched;
    const next = URL.parse(location, current);
    if (!next) throw fail('redirects to a location that is not a URL, which is refused: check the URL');
    if (next.protocol !== 'http:' && next.protocol !== 'https:') {
      // A file: or data: URL has no origin to compare (`null`): it is named, without a password, and refused.
      throw fail(
        `redirects to a URL that is not http(s) (${truncate(redactUrl(next.href))}), which is refused: give the http(s) URL of the schema itself`,
      );
    }
    if (next.origin !== origin) {
      throw fail(
        `redirects to another origin (${next.origin}), which is not followed: give the URL it redirects to, if that host is the one to trust`,
      );
    }
    current = next.toString();
  }
}

/** One request: its status, content type and body text, and where a 3xx with a Location header points. */
async function fetchOnce(url: string, options: FetchOptions): Promise<FetchedText & { location?: string }> {
  const where = redactUrl(url);
  const fail = (message: string) => new SchemaError(where, [{ path: '', message }]);
  const cancelled = () => new CancelledError(`Cancelled while fetching the schema from ${where}.`);
  if (options.signal?.aborted) throw cancelled();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // The two timeouts below reset with every chunk: this one stops a server that trickles its answer.
  const whole = AbortSignal.timeout(wholeTimeout(timeoutMs));
  // Loaded on the first fetch: a schema read from a file, and every command that reads none, do without the client.
  const { Agent, request } = await import('undici');
  const dispatcher = options.tls && new Agent({ connect: options.tls });
  try {
    const response = await request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: options.signal ? AbortSignal.any([whole, options.signal]) : whole,
      ...(dispatcher && { dispatcher }),
    });
    const tooLarge = () => {
      response.body.destroy();
      return fail(`answered with more than ${MAX_SCHEMA_BYTES / 1024 / 1024} MB: that is not an API schema`);
    };
    if (Number(response.headers['content-length']) > MAX_SCHEMA_BYTES) throw tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_SCHEMA_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
    const contentType = String(response.headers['content-type'] ?? '');
    const location = response.headers.location;
    const redirect = response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string';
    return {
      status: response.statusCode,
      contentType,
      text: Buffer.concat(chunks).toString('utf8'),
      ...(redirect && { location }),
    };
  } catch (error) {
    if (options.signal?.aborted) throw cancelled();
    if (error instanceof SchemaError) throw error;
    throw fail(networkMessage(error, url, timeoutMs));
  } finally {
    await dispatcher?.destroy();
  }
}

/**
 * Returns how long a whole request may take: twice the silence allowed, and at least 2 s more than it, since undici
 * checks its own timeouts only about every half second (a 300 ms headers timeout fires after about 1 s).
 */
function wholeTimeout(timeoutMs: number): number {
  return Math.max(timeoutMs * 2, timeoutMs + 2_000);
}

/**
 * Returns how a schema's location is named in a file that gets committed: a URL without user name, password, query
 * or fragment, since any of them may hold a credential; a path as given.
 */
export function sourceForFile(source: string): string {
  if (!/^https?:\/\//i.test(source) || !URL.canParse(source)) return source;
  const parsed = new URL(source);
  return `${parsed.origin}${parsed.pathname}`;
}

/** Returns a sentence for a failed request, from undici's or Node's error code. */
function networkMessage(error: unknown, url: string, timeoutMs: number): string {
  const code = errorCode(error);
  const { host, hostname } = new URL(url);
  switch (code) {
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return `did not answer within ${formatSeconds(timeoutMs)}: check that the server at ${host} is up and that the URL is right`;
    case 'TimeoutError':
      return `did not finish answering within ${formatSeconds(wholeTimeout(timeoutMs))}: check that the server at ${host} is healthy`;
    case 'ECONNREFUSED':
      return `refused the connection: check that the server is running and listening on ${host}`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `names a host that cannot be found (${hostname}): check the spelling of the URL`;
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `could not be reached (${code}): check the URL and that ${host} is reachable from here`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'closed the connection before its answer was complete: check the URL and that the server is healthy';
    default:
      if (code && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
        return `presented a TLS certificate that is not trusted (${code}): check the URL, or trust its CA: tls.ca in loadtool.yaml for a load test's schema, NODE_EXTRA_CA_CERTS for generation`;
      }
      return `could not be reached (${truncate(code ?? messageOf(error))}): check the URL and that the server is running`;
  }
}

/** Returns undici's or Node's error code, or the name of the AbortSignal's TimeoutError. */
function errorCode(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  if (typeof error.code === 'string') return error.code;
  if (error.name === 'TimeoutError') return 'TimeoutError';
  // A host with several addresses fails with an AggregateError that carries one error per address.
  if (Array.isArray(error.errors)) return errorCode(error.errors[0]);
  return errorCode(error.cause);
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
