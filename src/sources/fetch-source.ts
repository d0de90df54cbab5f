// Sends one data source's request and reads its answer, bounded in size and time.
import { Agent, request, type Dispatcher } from 'undici';
import type { BuiltRequest } from '../engine/http/build-request.js';
import type { TlsOptions } from '../tls-options.js';

/** The most of a source's body that is read: a list of records, not a download. */
const MAX_SOURCE_BYTES = 16 * 1024 * 1024;

/** What one source request brought back: a response, or why none came. */
export type Fetched = { status: number; body: string; ms: number } | { error: string; ms: number };

/** A source request to send, and what it brought back once sent. */
export interface SourceRequest {
  built: BuiltRequest;
  timeoutMs: number;
  fetched?: Fetched;
}

/**
 * Sends every request of `queue` (each once, its `fetched` set), `concurrency` at a time, with the load test's TLS
 * options (undici's global agent without any); never throws.
 */
export async function fetchSources(
  queue: SourceRequest[],
  concurrency: number,
  options: { signal?: AbortSignal | undefined; tls?: TlsOptions | undefined },
): Promise<void> {
  const pending = [...queue];
  const dispatcher = options.tls && new Agent({ connect: options.tls });
  const worker = async () => {
    for (let next = pending.shift(); next; next = pending.shift())
      next.fetched = await fetchSource(next.built, next.timeoutMs, options.signal, dispatcher);
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
  } finally {
    await dispatcher?.close();
  }
}

/**
 * Returns the response of a source request (its status and body, read whole up to MAX_SOURCE_BYTES), or why it got
 * none: the error's code, "no response within N s" past `timeoutMs` (0: no limit), "cancelled" on the run's signal.
 * It never throws: a failure is data, turned into a message by the caller. `dispatcher` carries the load test's TLS
 * options; undici's global agent without it.
 */
export async function fetchSource(
  built: BuiltRequest,
  timeoutMs: number,
  signal?: AbortSignal,
  dispatcher?: Dispatcher,
): Promise<Fetched> {
  const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  const signals = [signal, timeout].filter((item): item is AbortSignal => item !== undefined);
  const startedAt = performance.now();
  const elapsed = () => Math.round((performance.now() - startedAt) * 10) / 10;
  try {
    const response = await request(`${built.origin}${built.path}`, {
      method: built.method,
      headers: built.headers,
      body: built.body ?? null,
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      ...(dispatcher && { dispatcher }),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_SOURCE_BYTES) {
        response.body.destroy();
        return { error: `its body is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MiB`, ms: elapsed() };
      }
      chunks.push(chunk);
    }
    return { status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: elapsed() };
  } catch (error) {
    if (signal?.aborted) return { error: 'cancelled', ms: elapsed() };
    if (timeout?.aborted) return { error: `no response within ${timeoutMs / 1000} s`, ms: elapsed() };
    const { code, message } = error as { code?: unknown; message?: unknown };
    return { error: typeof code === 'string' ? code : String(message), ms: elapsed() };
  }
}
