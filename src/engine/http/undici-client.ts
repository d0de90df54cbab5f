// undici's Client for what the lean client leaves to it (https://, requests it does not serialize), and its connector.
import { buildConnector, Client } from 'undici';

/** Returns undici's connector with `timeoutMs` as its connect timeout (0: none); shared, it reuses TLS sessions. */
export function undiciConnector(timeoutMs: number): buildConnector.connector {
  return buildConnector(timeoutMs > 0 ? { timeout: timeoutMs } : {});
}

/** Returns an undici Client to `origin` as a virtual user uses one, connecting through `connect`. */
export function undiciClient(origin: string, maxResponseBytes: number, connect: buildConnector.connector): Client {
  return new Client(origin, {
    connect,
    // One request per connection at a time, as k6 and wrk send: a pipelined request would wait behind a slow one.
    pipelining: 1,
    maxResponseSize: maxResponseBytes,
    // The request handlers time the whole response themselves (see RequestHandler); 0 keeps undici's 300 s away.
    headersTimeout: 0,
    bodyTimeout: 0,
  });
}
