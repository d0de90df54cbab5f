// src/engine/http/ is the engine's HTTP client; this gives a scenario's users their clients, lean or undici, warm.
import type { buildConnector, Dispatcher } from 'undici';
import type { Scenario } from '../../loadtest/types.js';
import type { TlsOptions } from '../../tls-options.js';
import { LeanClient } from './lean/lean-client.js';
import type { LeanHandler } from './lean/lean-handler.js';
import { LeanOrigin } from './lean/lean-origin.js';
import { LaterClient, loadUndici, undiciClient, undiciConnector } from './undici-client.js';
import { WarmConnection } from './warm-connection.js';
import { H2Connection } from './h2/h2-connection.js';
import { H2User } from './h2/h2-user.js';
import { requestFrames, type RequestFrames } from './h2/request-frames.js';
import { keepsCookies, UserCookies } from './agent/cookie-jar.js';
import { UserSession, type ForeignClient } from './agent/user-session.js';

/** What every scenario's clients share: the bound on a response, the load test's TLS options. */
export interface ClientSettings {
  /** Larger responses fail (category `other`): the client aborts them. */
  maxResponseBytes: number;
  /** The load test's TLS options (`tls:`), for https:. */
  tls: TlsOptions;
}

/** How a scenario's clients connect and read. */
export interface ConnectionSettings extends ClientSettings {
  /**
   * Each user's client wrapped in a session of its own (http/agent/), for a scenario whose requests may follow
   * redirects, with a cookie jar when `cookies`; absent: the clients as they are, at no cost per request.
   */
  session?: { cookies: boolean };
  /** The connect timeout; 0: none. */
  timeoutMs: number;
  /** `h2`: HTTP/2, the users' requests as streams over `connections` connections; else HTTP/1.1, one per user. */
  protocol?: 'h2';
  /** The HTTP/2 connections; default one per H2_USERS_PER_CONNECTION users. */
  connections?: number;
}

/** The users that share an HTTP/2 connection when the scenario does not say (`connections:`): h2load's `-m 100`. */
const H2_USERS_PER_CONNECTION = 100;

/** Returns the HTTP/2 connections `users` share: `connections` when set, else one per H2_USERS_PER_CONNECTION users. */
export function h2Connections(users: number, connections: number | undefined): number {
  return connections ?? Math.ceil(users / H2_USERS_PER_CONNECTION);
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
    let clients: readonly HttpClient[];
    let closes: ReadonlyArray<() => Promise<void>>;
    if (settings.protocol === 'h2') {
      const h2 = h2Clients(url, count, settings);
      clients = h2.clients;
      this.opens = h2.clients.map((client) => () => client.open());
      closes = h2.connections.map((connection) => () => connection.destroy());
    } else if (leanClients()) {
      const shared = new LeanOrigin(url, settings);
      const lean = Array.from({ length: count }, () => new LeanClient(shared));
      clients = lean;
      this.opens = lean.map((client) => () => client.open());
      closes = lean.map((client) => () => client.destroy());
    } else {
      const undici = undiciClients(url, count, settings);
      clients = undici.map(({ client }) => client);
      this.opens = undici.map(({ open }) => open);
      closes = undici.map(({ close }) => close);
    }
    const session = settings.session;
    if (session === undefined) {
      this.clients = clients;
      this.closes = closes;
    } else {
      const foreign = foreignClients(settings);
      const sessions = clients.map(
        (client) => new UserSession(client, url.origin, session.cookies ? new UserCookies() : undefined, foreign),
      );
      this.clients = sessions;
      this.closes = [...closes, ...sessions.map((user) => () => user.close())];
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
 * Returns the connections of `scenario`'s users to `origin`, by its protocol, its timeout and the run's `client`; each
 * user's in a session (http/agent/) when the scenario keeps cookies or `redirects` may be followed.
 */
export function scenarioConnections(
  origin: string,
  scenario: Pick<
    Scenario,
    'concurrentUsers' | 'timeoutMs' | 'protocol' | 'connections' | 'cookies' | 'flow' | 'script'
  >,
  client: ClientSettings,
  redirects: boolean,
): ScenarioConnections {
  const { concurrentUsers, timeoutMs, protocol, connections } = scenario;
  const cookies = keepsCookies(scenario);
  return new ScenarioConnections(origin, concurrentUsers, {
    timeoutMs,
    ...client,
    ...(protocol && { protocol }),
    ...(connections !== undefined && { connections }),
    ...((cookies || redirects) && { session: { cookies } }),
  });
}

/**
 * Returns how a scenario's users reach another origin, for the redirects that lead there (`crossOrigin`): a client of
 * each user's own per origin, over HTTP/1.1 whatever the scenario's protocol (the simplest way that is correct: such
 * hops are few), the origin's settings (TLS, its sessions, serialized requests) shared by the scenario's users.
 */
function foreignClients(settings: ConnectionSettings): (origin: string) => ForeignClient {
  const origins = new Map<string, LeanOrigin>();
  const { timeoutMs, maxResponseBytes, tls } = settings;
  return (origin) => {
    let shared = origins.get(origin);
    if (shared === undefined) {
      shared = new LeanOrigin(new URL(origin), { timeoutMs, maxResponseBytes, tls });
      origins.set(origin, shared);
    }
    const to = shared;
    return leanClients() ? new LeanClient(to) : new LaterClient(() => to.undiciClient());
  };
}

/**
 * Returns `count` users over HTTP/2 to `url` and the connections they share (`settings.connections`, at most one per
 * user), user i on connection i mod n, so that a ramp-up spreads over them; each request's frames are built once.
 */
function h2Clients(
  url: URL,
  count: number,
  settings: ConnectionSettings,
): { clients: H2User[]; connections: H2Connection[] } {
  const origin = new LeanOrigin(url, settings);
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  const cache = new WeakMap<Dispatcher.DispatchOptions, RequestFrames | string>();
  const framesOf = (options: Dispatcher.DispatchOptions): RequestFrames | string => {
    let frames = cache.get(options);
    if (frames === undefined) {
      frames = requestFrames(options, scheme, url.host);
      cache.set(options, frames);
    }
    return frames;
  };
  const wanted = h2Connections(count, settings.connections);
  const connections = Array.from(
    { length: Math.max(1, Math.min(wanted, count)) },
    () => new H2Connection(origin, settings.maxResponseBytes),
  );
  const clients = Array.from(
    { length: count },
    (_, index) => new H2User(connections[index % connections.length]!, framesOf),
  );
  return { clients, connections };
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
