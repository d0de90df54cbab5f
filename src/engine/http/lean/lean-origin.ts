// What the lean clients of one scenario share: where they connect and each request's bytes, serialized once.
import type { buildConnector, Client, Dispatcher } from 'undici';
import { undiciClient, undiciConnector } from '../undici-client.js';
import { requestWire } from './request-wire.js';

/** How the clients of an origin connect and read (the scenario's settings). */
export interface OriginSettings {
  /** The connect timeout; 0: none. */
  timeoutMs: number;
  /** Larger responses fail (category `other`). */
  maxResponseBytes: number;
}

/**
 * What the lean clients of one scenario share: where they connect, the bytes of each request (serialized on its first
 * send and kept as long as the request object lives: a scenario's request, or each data-source variant, is one object
 * for the whole run), and how to make the undici Client of a user for the requests it leaves to undici (requestWire
 * says which).
 */
export class LeanOrigin {
  readonly hostname: string;
  readonly port: number;
  readonly connectTimeoutMs: number;
  readonly maxResponseBytes: number;
  /** The Host header: host and port as the URL gives them. */
  private readonly host: string;
  private readonly wires = new WeakMap<Dispatcher.DispatchOptions, Buffer | null>();
  private connector: buildConnector.connector | undefined;

  /** The origin `url` (http:). */
  constructor(
    private readonly url: URL,
    settings: OriginSettings,
  ) {
    this.hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    this.port = Number(url.port || 80);
    this.host = url.host;
    this.connectTimeoutMs = settings.timeoutMs;
    this.maxResponseBytes = settings.maxResponseBytes;
  }

  /** Returns the bytes to write for `options`, or null when undici sends it (see requestWire). */
  wireOf(options: Dispatcher.DispatchOptions): Buffer | null {
    let wire = this.wires.get(options);
    if (wire === undefined) {
      wire = requestWire(options, this.host);
      this.wires.set(options, wire);
    }
    return wire;
  }

  /** Returns a new undici Client to the origin with the same settings, for a user's requests left to undici. */
  undiciClient(): Client {
    this.connector ??= undiciConnector(this.connectTimeoutMs);
    return undiciClient(this.url.origin, this.maxResponseBytes, this.connector);
  }
}
