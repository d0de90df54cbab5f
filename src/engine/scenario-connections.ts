import { buildConnector, Client } from 'undici';
import { WarmConnection } from './warm-connection.js';

/** How a scenario's clients connect and read. */
export interface ConnectionSettings {
  /** The connect timeout; 0: none. */
  timeoutMs: number;
  /** Larger responses fail (category `other`): undici aborts them. */
  maxResponseBytes: number;
}

/**
 * A scenario's undici clients, each with one keep-alive connection that can be opened before the clock starts
 * (WarmConnection). They are shared by whatever executor sends the scenario's requests; the lifecycle closes them.
 */
export class ScenarioConnections {
  readonly clients: readonly Client[];
  /** `http://host:port`, as given. */
  readonly origin: string;
  private readonly warm: readonly WarmConnection[];

  /** `count` clients to `origin` (`http://host:port`), none connected yet. */
  constructor(origin: string, count: number, settings: ConnectionSettings) {
    this.origin = origin;
    const url = new URL(origin);
    // undici's connector, with the scenario's timeout as the connect timeout; shared, so TLS sessions are reused.
    const connect = buildConnector(settings.timeoutMs > 0 ? { timeout: settings.timeoutMs } : {});
    const params: buildConnector.Options = {
      hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      host: url.host,
      protocol: url.protocol,
      port: url.port,
    };
    const warm: WarmConnection[] = [];
    const clients: Client[] = [];
    for (let i = 0; i < count; i++) {
      const connection = new WarmConnection(connect, params);
      warm.push(connection);
      clients.push(
        new Client(url.origin, {
          connect: connection.connector,
          // One request per connection at a time, as k6 and wrk send: a pipelined request would wait behind a slow one.
          pipelining: 1,
          maxResponseSize: settings.maxResponseBytes,
          // The request handlers time the whole response themselves (see VirtualUser); 0 keeps undici's 300 s away.
          headersTimeout: 0,
          bodyTimeout: 0,
        }),
      );
    }
    this.warm = warm;
    this.clients = clients;
  }

  /** Returns when the connections of the first `count` clients are open or failed; it never rejects. */
  open(count: number): Promise<void> {
    return Promise.all(this.warm.slice(0, count).map((connection) => connection.open())).then(() => undefined);
  }

  /** Returns when every client is closed, aborting whatever is still in flight; call after the executor's interrupt(). */
  close(): Promise<void> {
    for (const connection of this.warm) connection.discard();
    return Promise.all(this.clients.map((client) => client.destroy().catch(() => undefined))).then(() => undefined);
  }
}
