// src/engine/http/agent/ is a user's agent, as a browser is one: its cookies and the redirects it follows; its client.
import type { Dispatcher } from 'undici';
import type { LeanHandler } from '../lean/lean-handler.js';
import { headerPairs } from '../lean/request-wire.js';
import { headerValues } from '../lean/raw-headers.js';
import type { UserCookies } from './cookie-jar.js';
import { isRedirect, nextHop, RedirectError, redirectLoop, tooManyRedirects, type Hop } from './redirects.js';

/** What sends a request: a user's client (lean, undici or HTTP/2), to one origin. */
interface Sender {
  dispatch(options: Dispatcher.DispatchOptions, handler: LeanHandler): boolean;
}

/** A user's client to another origin than the scenario's, for the redirects that lead there (crossOrigin). */
export interface ForeignClient extends Sender {
  destroy(): Promise<void>;
}

/** What the session asks of the handler of a request (engine/http/request-handler.ts is one). */
export interface SessionHandler extends LeanHandler {
  /** The most redirects the request follows; 0: a redirect is an answer like any other. */
  readonly followRedirects: number;
  /** Whether those redirects may lead to another origin. */
  readonly crossOrigin: boolean;
  /** Whether the request is still in flight: a chain the run ended is not followed further. */
  readonly active: boolean;
  /** Masks the user's cookie values in a sample's text; set by a session that keeps cookies. */
  maskCookies: ((text: string) => string) | undefined;
  onData(chunk: Buffer): boolean;
  /** A redirect was followed: counted; returns false when the request's timeout passed meanwhile (it ended it). */
  redirected(): boolean;
  /** The next request of the chain is written: the request's latency goes on from the hops before. */
  onRedirect(abort: (error?: Error) => void): void;
}

/** The request a response was an answer to, and its Cookie header, when the session reads it. */
interface Sent {
  origin: string;
  options: Dispatcher.DispatchOptions;
  cookie: string;
}

/** The Cookie header a request of the session was last sent with, and the request with it, to send it again as is. */
interface WithCookie {
  cookie: string;
  options: Dispatcher.DispatchOptions;
}

/**
 * A virtual user's session, between the user (its request handler) and its client: it keeps the cookies of every
 * response, redirects included, in the user's jar and adds the jar's Cookie header to every request, after one the
 * request writes itself; and it follows the redirects a request allows (`followRedirects`), each hop a request of its
 * own on the wire and one request for the user, its latency the sum of the hops' (each from its write to its last
 * byte, as any request's), its status the last one's. It is the client's handler meanwhile, and hands the user only
 * the final response. A request that neither keeps cookies nor follows redirects goes to the client untouched, so a
 * scenario without either pays nothing; the engine makes a session only for scenarios that may need one.
 *
 * Requests are built once and reused, and the clients serialize each request object once: the request with a Cookie
 * header, and each hop, is kept and sent again as long as the cookie and the Location stay the same (a session's
 * cookie, a login's redirect), so that the clients' caches keep working.
 */
export class UserSession implements LeanHandler {
  readonly readsHeaders = true;
  private handler: SessionHandler | null = null;
  /** The request in flight (the chain's current hop). */
  private sent: Sent = { origin: '', options: { method: 'GET', path: '/' }, cookie: '' };
  /** Where the current response leads: the next hop, why not, or undefined when it is the user's answer. */
  private leadsTo: Hop | RedirectError | undefined;
  /** The redirects followed in the chain in flight, and the requests it sent (method, URL, Cookie), from its first. */
  private hops = 0;
  private chain: string[] | undefined;
  private readonly withCookies = new WeakMap<Dispatcher.DispatchOptions, WithCookie>();
  /** The last hop of each request, by status and Location: a login's redirect is the same every time. */
  private readonly hopsOf = new WeakMap<Dispatcher.DispatchOptions, { key: string; hop: Hop }>();
  private readonly foreign = new Map<string, ForeignClient>();

  constructor(
    private readonly client: Sender,
    /** `http://host:port` of the scenario, which `client` connects to. */
    private readonly origin: string,
    /** The user's jar; undefined when the scenario keeps no cookies. */
    private readonly cookies: UserCookies | undefined,
    /** Returns a new client to another origin, for the user's redirects there. */
    private readonly foreignClient: (origin: string) => ForeignClient,
  ) {}

  dispatch(options: Dispatcher.DispatchOptions, handler: SessionHandler): boolean {
    const cookies = this.cookies;
    if (cookies === undefined && handler.followRedirects === 0) return this.client.dispatch(options, handler);
    this.handler = handler;
    this.hops = 0;
    this.chain = undefined;
    if (cookies !== undefined) handler.maskCookies ??= cookies.mask;
    return this.send(this.client, this.origin, options);
  }

  /** Closes the user's clients to other origins; its own client is the scenario's to close. */
  close(): Promise<void> {
    const clients = [...this.foreign.values()];
    this.foreign.clear();
    return Promise.all(clients.map((client) => client.destroy())).then(() => undefined);
  }

  onConnect(abort: (error?: Error) => void): void {
    if (this.hops === 0) this.handler!.onConnect(abort);
    else this.handler!.onRedirect(abort);
  }

  onHeaders(status: number, rawHeaders: Buffer[], resume: () => void, statusText: string): boolean {
    const handler = this.handler!;
    const sent = this.sent;
    if (this.cookies !== undefined) {
      const setCookies = headerValues(rawHeaders, 'set-cookie');
      if (setCookies.length > 0) this.cookies.keep(setCookies, `${sent.origin}${sent.options.path}`);
    }
    this.leadsTo = undefined;
    const follow = handler.followRedirects;
    if (follow > 0 && isRedirect(status)) {
      const location = headerValues(rawHeaders, 'location')[0];
      if (location !== undefined) {
        this.leadsTo = this.hops >= follow ? tooManyRedirects(status, follow) : this.next(status, location);
        return true;
      }
    }
    return handler.onHeaders(status, rawHeaders, resume, statusText);
  }

  onData(chunk: Buffer): boolean {
    if (this.leadsTo === undefined) this.handler!.onData(chunk);
    return true;
  }

  onBody(chunk: Buffer, start: number, length: number): void {
    // A redirect's body is read to keep the connection, not kept: the user's answer is the last response.
    if (this.leadsTo === undefined) this.handler!.onBody(chunk, start, length);
  }

  onComplete(trailers: string[] | null): void {
    const handler = this.handler!;
    const leadsTo = this.leadsTo;
    this.leadsTo = undefined;
    if (leadsTo === undefined) handler.onComplete(trailers);
    else if (leadsTo instanceof RedirectError) handler.onError(leadsTo);
    else if (handler.active && handler.redirected()) {
      this.hops++;
      this.send(
        leadsTo.origin === this.origin ? this.client : this.clientTo(leadsTo.origin),
        leadsTo.origin,
        leadsTo.options,
      );
    }
  }

  onError(error: Error): void {
    this.leadsTo = undefined;
    this.handler!.onError(error);
  }

  /** Sends a request of the chain to `origin` on `client`, with the jar's Cookie header for its URL. */
  private send(client: Sender, origin: string, options: Dispatcher.DispatchOptions): boolean {
    const cookie = this.cookies?.header(`${origin}${options.path}`) ?? '';
    this.sent = { origin, options, cookie };
    return client.dispatch(cookie === '' ? options : this.withCookie(options, cookie), this);
  }

  /** Returns the hop a redirect leads to, or why it is not followed: it leads back to a request of the chain. */
  private next(status: number, location: string): Hop | RedirectError {
    const { origin, options } = this.sent;
    const handler = this.handler!;
    const key = `${origin} ${status} ${handler.crossOrigin} ${location}`;
    const known = this.hopsOf.get(options);
    let hop: Hop | RedirectError;
    if (known?.key === key) hop = known.hop;
    else {
      hop = nextHop(options, origin, status, location, handler.crossOrigin);
      if (hop instanceof RedirectError) return hop;
      this.hopsOf.set(options, { key, hop });
    }
    // The same request with the same cookies would get the same answer: a loop. The same URL is not enough, as a
    // POST answered by a 303 to its own URL (post/redirect/get), or a redirect back once a cookie is set, is none.
    const chain = (this.chain ??= [requestKey(this.sent)]);
    const cookie = this.cookies?.header(`${hop.origin}${hop.options.path}`) ?? '';
    const nextKey = requestKey({ ...hop, cookie });
    if (chain.includes(nextKey)) return redirectLoop(status, hop.origin, hop.options.path, this.hops + 1);
    chain.push(nextKey);
    return hop;
  }

  /** Returns the request with `cookie` after the Cookie header it may write itself, kept per request and cookie. */
  private withCookie(options: Dispatcher.DispatchOptions, cookie: string): Dispatcher.DispatchOptions {
    const known = this.withCookies.get(options);
    if (known?.cookie === cookie) return known.options;
    const headers = headerPairs(options.headers) ?? [];
    const merged: string[] = [];
    let written = false;
    for (let index = 0; index + 1 < headers.length; index += 2) {
      const name = headers[index]!;
      let value = headers[index + 1]!;
      if (!written && name.toLowerCase() === 'cookie') {
        value = `${value}; ${cookie}`;
        written = true;
      }
      merged.push(name, value);
    }
    if (!written) merged.push('cookie', cookie);
    const sent = { ...options, headers: merged };
    this.withCookies.set(options, { cookie, options: sent });
    return sent;
  }

  /** Returns the user's client to `origin`, made on its first redirect there. */
  private clientTo(origin: string): ForeignClient {
    let client = this.foreign.get(origin);
    if (client === undefined) {
      client = this.foreignClient(origin);
      this.foreign.set(origin, client);
    }
    return client;
  }
}

/** Returns what tells two requests of a chain apart: method, URL and Cookie header. */
function requestKey({ origin, options, cookie }: Sent): string {
  return `${options.method} ${origin}${options.path}\n${cookie}`;
}
