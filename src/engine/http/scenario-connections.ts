// src/engine/http/ is the engine's HTTP client; this gives a scenario's users their clients, lean or undici, warm.
import type { buildConnector, Client, Dispatcher } from 'undici';
import { LeanClient } from './lean/lean-client.js';
import type { LeanHandler } from './lean/lean-handler.js';
import { LeanOrigin } from './lean/lean-origin.js';
import { undiciClient, undiciConnector } from './undici-client.js';
import { WarmConnection } from './warm-connection.js';

/** How a scenario's clients connect and read. */
export interface ConnectionSettings {
  /** The connect timeout; 0: none. */
  timeoutMs: number;
  /** Larger responses fail (category `other`): the client aborts them. */
  maxResponseBytes: number;
}

/** What a virtual user sends its requests with: the lean client, or undici's Client (both call a LeanHandler alike). */
export interface HttpClient {
  dispatch(options: Dispatcher.DispatchOptions, handler: LeanHandler): boolean;
}

/**
 * Returns whether the engine uses the lean client for `url`: for http:// unless LOADTOOL_HTTP_CLIENT=undici, which
 * keeps undici's Client, the lean client's predecessor, to compare the two and as a way back. https:// always goes
 * through undici.
 */
function leanFor(url: URL): boolean {
  return url.protocol === 'http:' && process.env.LOADTOOL_HTTP_CLIENT !== 'undici';
}

/**
 * A scenario's HTTP clients, each with one keep-alive connection that can be opened before the clock starts. They are
 * shared by whatever executor sends the scenario's requests; the lifecycle closes them.
 */
export class ScenarioConnections {
  readonly clients: readonly HttpClient[];
  /** `http://host:port`, as given. */
  readonly origin: string;
  private readonly opens: ReadonlyArray<() => Promise<void>>;
  private readonly closes: ReadonlyArray<() => Promise<void>>;

  /** `count` clients to `origin` (`http://host:port`), none connected yet. */
  constructor(origin: string, count: number, settings: ConnectionSettings) {
    this.origin = origin;
    const url = new URL(origin);
    if (leanFor(url)) {
      const shared = new LeanOrigin(url, settings);
      const clients = Array.from({ length: count }, () => new LeanClient(shared));
      this.clients = clients;
      this.opens = clients.map((client) => () => client.open());
      this.closes = clients.map((client) => () => client.destroy());
    } else {
      const undici = undiciClients(url, count, settings);
      this.clients = undici.map(({ client }) => client);
      this.opens = undici.map(
        ({ warm }) =>
          () =>
            warm.open(),
      );
      this.closes = undici.map(({ client, warm }) => () => {
        warm.discard();
        return client.destroy().catch(() => undefined);
      });
    }
  }

  /** Returns when the connections of the first `count` clients are open or failed; it never rejects. */
  open(count: number): Promise<void> {
    return Promise.all(this.opens.slice(0, count).map((open) => open())).then(() => undefined);
  }

  /** Returns when every client is closed, aborting whatever is still in flight; call after the executor's interrupt(). */
  close(): Promise<void> {
    return Promise.all(this.closes.map((close) => close())).then(() => undefined);
  }
}

/** Returns `count` undici clients to `url`, each with its connection opened in advance by a WarmConnection. */
function undiciClients(
  url: URL,
  count: number,
  settings: ConnectionSettings,
): { client: Client; warm: WarmConnection }[] {
  const connect = undiciConnector(settings.timeoutMs);
  const params: buildConnector.Options = {
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    host: url.host,
    protocol: url.protocol,
    port: url.port,
  };
  return Array.from({ length: count }, () => {
    const warm = new WarmConnection(connect, params);
    return { client: undiciClient(url.origin, settings.maxResponseBytes, warm.connector), warm };
  });
}
