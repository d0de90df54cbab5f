// undici's Client for what the lean client leaves to it (requests it does not serialize, LOADTOOL_HTTP_CLIENT=undici),
// and its connector; undici itself is loaded on the first need, so that a run on the lean client does without it.
import type { buildConnector, Client, Dispatcher } from 'undici';
import type { TlsOptions } from '../../tls-options.js';
import type { LeanHandler } from './lean/lean-handler.js';

type Undici = typeof import('undici');

let undici: Undici | undefined;

/** Loads undici, once: loading it takes a twentieth of a second of a run's start, which the lean client saves. */
export async function loadUndici(): Promise<void> {
  undici ??= await import('undici');
}

/** Returns undici, loaded by loadUndici before any client was asked for. */
function loaded(): Undici {
  if (undici === undefined) throw new Error('undici is used before loadUndici() loaded it');
  return undici;
}

/**
 * Returns undici's connector with `timeoutMs` as its connect timeout (0: none) and the load test's TLS options;
 * shared, it reuses TLS sessions. undici must be loaded (loadUndici).
 */
export function undiciConnector(timeoutMs: number, tls: TlsOptions): buildConnector.connector {
  return loaded().buildConnector({ ...tls, ...(timeoutMs > 0 && { timeout: timeoutMs }) });
}

/** Returns an undici Client to `origin` as a virtual user uses one, connecting through `connect` (see undiciConnector). */
export function undiciClient(origin: string, maxResponseBytes: number, connect: buildConnector.connector): Client {
  return new (loaded().Client)(origin, {
    connect,
    // One request per connection at a time, as k6 and wrk send: a pipelined request would wait behind a slow one.
    pipelining: 1,
    maxResponseSize: maxResponseBytes,
    // The request handlers time the whole response themselves (see RequestHandler); 0 keeps undici's 300 s away.
    headersTimeout: 0,
    bodyTimeout: 0,
  });
}

/**
 * A user's undici Client, made (and undici loaded) by `make` on its first request; the requests wait for it. Once it
 * is destroyed, undici fails a request itself (ClientDestroyedError).
 */
export class LaterClient {
  private client: Promise<Client> | undefined;

  constructor(private readonly make: () => Promise<Client>) {}

  dispatch(options: Dispatcher.DispatchOptions, handler: LeanHandler): boolean {
    this.client ??= this.make();
    void this.client.then(
      (client) => client.dispatch(options, handler),
      (error: unknown) => {
        handler.onError(error as Error);
      },
    );
    return true;
  }

  /** Returns when the client, if one was made, is closed. */
  destroy(): Promise<void> {
    return this.client ? this.client.then((client) => client.destroy()).catch(() => undefined) : Promise.resolve();
  }
}
