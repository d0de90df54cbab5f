// src/engine/http/ is the engine's HTTP client; this gives a scenario's users their clients, lean or undici, warm.
import type { buildConnector, Dispatcher } from 'undici';
import type { TlsOptions } from '../../tls-options.js';
import { LeanClient } from './lean/lean-client.js';
import type { LeanHandler } from './lean/lean-handler.js';
import { LeanOrigin } from './lean/lean-origin.js';
import { LaterClient, loadUndici, undiciClient, undiciConnector } from './undici-client.js';
import { WarmConnection } from './warm-connection.js';

/** What every scenario's clients share: the bound on a response, the load test's TLS options. */
export interface ClientSettings {
  /** Larger responses fail (category `other`): the client aborts them. */
  maxResponseBytes: number;
  /** The load test's TLS options (`tls:`), for https:. */
  tls: TlsOptions;
}

/** How a scenario's clients connect and read. */
export interface ConnectionSettings extends ClientSettings {
  /** The connect timeout; 0: none. */
  timeoutMs: number;
}

/** What a virtual user sends its requests with: the lean client, or undici's Client (both call a LeanHandler alike). */
export interface HttpClient {
  dispatch(options: Dispatcher.DispatchOptions, handler: LeanHandler): boolean;
}

/**
 * Returns whether the engine uses the lean client (http:// and https://): unless LOADTOOL_HTTP_CLIENT=undici, which
 * keeps undici's Client, the lean client's predecessor, to compare the two and as a way back.
 */
function leanClients(): boolean {
  return process.env.LOADTOOL_HTTP_CLIENT !== 'undici';
}

/**
 * A scenario's HTTP clients, each with one keep-alive connection that can be opened before the clock starts. They are
 * shared by whatever executor sends the scenario's requests; the lifecycle closes them.
 */
export class ScenarioConnections {
  readonly clients: readonly HttpClient[];
  /** `http://host:port` or https:, as given. */
  readonly origin: string;
  private readonly opens: ReadonlyArray<() => Promise<void>>;
  private readonly closes: ReadonlyArray<() => Promise<void>>;

  /** `count` clients to `origin` (`http://host:port` or https:), none connected yet. */
  constructor(origin: string, count: number, settings: ConnectionSettings) {
    this.origin = origin;
    const url = new URL(origin);
    if (leanClients()) {
      const shared = new LeanOrigin(url, settings);
      const clients = Array.from({ length: count }, () => new LeanClient(shared));
      this.clients = clients;
      this.opens = clients.map((client) => () => client.open());
      this.closes = clients.map((client) => () => client.destroy());
    } else {
      const undici = undiciClients(url, count, settings);
      this.clients = undici.map(({ client }) => client);
      this.opens = undici.map(({ open }) => open);
      this.closes = undici.map(({ close }) => close);
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

/**
 * Returns `count` undici clients to `url`, each with its connection opened in advance by a WarmConnection (`open`),
 * undici loaded by the first `open` or request.
 */
function undiciClients(
  url: URL,
  count: number,
  settings: ConnectionSettings,
): Array<{ client: HttpClient; open: () => Promise<void>; close: () => Promise<void> }> {
  const params: buildConnector.Options = {
    hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    host: url.host,
    protocol: url.protocol,
    port: url.port,
  };
  let connect: buildConnector.connector | undefined;
  return Array.from({ length: count }, () => {
    let warm: WarmConnection | undefined;
    const warmed = async () => {
      await loadUndici();
      connect ??= undiciConnector(settings.timeoutMs, settings.tls);
      return (warm ??= new WarmConnection(connect, params));
    };
    const client = new LaterClient(async () =>
      undiciClient(url.origin, settings.maxResponseBytes, (await warmed()).connector),
    );
    const open = async () => (await warmed()).open();
    const close = () => {
      warm?.discard();
      return client.destroy();
    };
    return { client, open, close };
  });
}
