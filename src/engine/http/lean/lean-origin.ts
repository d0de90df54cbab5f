// What the lean clients of one scenario share: where they connect and each request's bytes, serialized once.
import { connect, isIP, type OnReadOpts, type Socket } from 'node:net';
import { connect as connectTls, type ConnectionOptions } from 'node:tls';
import type { buildConnector, Client, Dispatcher } from 'undici';
import type { TlsOptions } from '../../../tls-options.js';
import { loadUndici, undiciClient, undiciConnector } from '../undici-client.js';
import { requestWire } from './request-wire.js';

/** How the clients of an origin connect and read (the scenario's settings). */
export interface OriginSettings {
  /** The connect timeout; 0: none. */
  timeoutMs: number;
  /** Larger responses fail (category `other`). */
  maxResponseBytes: number;
  /** The load test's TLS options, for an https: origin. */
  tls: TlsOptions;
  /** `h2`: the connections speak HTTP/2 (offered by ALPN over TLS); else HTTP/1.1. */
  protocol?: 'h2';
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
  /** For an https: origin, what `tls.connect` takes (SNI, ALPN, the load test's options); null for http:. */
  readonly tls: ConnectionOptions | null;
  /**
   * The TLS session of the origin's last handshake: a reconnect resumes it (a ticket) rather than repeating the whole
   * handshake, as a browser does and as undici's connector does.
   */
  private session: Buffer | undefined;
  /** The Host header: host and port as the URL gives them. */
  private readonly host: string;
  private readonly wires = new WeakMap<Dispatcher.DispatchOptions, Buffer | null>();
  private connector: buildConnector.connector | undefined;
  private readonly tlsOptions: TlsOptions;

  /** The origin `url` (http: or https:). */
  constructor(
    private readonly url: URL,
    settings: OriginSettings,
  ) {
    this.hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const secure = url.protocol === 'https:';
    this.port = Number(url.port || (secure ? 443 : 80));
    this.host = url.host;
    this.connectTimeoutMs = settings.timeoutMs;
    this.maxResponseBytes = settings.maxResponseBytes;
    this.tlsOptions = settings.tls;
    const { servername = isIP(this.hostname) === 0 ? this.hostname : undefined, ...tls } = settings.tls;
    // SNI names a host, never an address (RFC 6066); without one, the certificate is checked against the address.
    this.tls = secure
      ? {
          ...tls,
          host: this.hostname,
          port: this.port,
          ...(servername && { servername }),
          ALPNProtocols: [settings.protocol ?? 'http/1.1'],
        }
      : null;
  }

  /**
   * Opens a keep-alive connection with Nagle off: TCP, or TLS over it for https: (resuming the last session, and
   * keeping the new one for the next reconnect); every read, decrypted for TLS, goes to `onread`; `onOpen` is called
   * when requests may be written (after the TLS handshake).
   */
  openSocket(onread: OnReadOpts, onOpen: () => void): Socket {
    const tls = this.tls;
    const socket = tls
      ? // tls.connect takes every option of net's connect, `onread` too (not in its types).
        connectTls({ ...tls, ...(this.session && { session: this.session }), onread } as ConnectionOptions)
      : connect({ host: this.hostname, port: this.port, onread });
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 60_000);
    socket.on(tls ? 'secureConnect' : 'connect', onOpen);
    if (tls) {
      socket.on('session', (session: Buffer) => {
        this.session = session;
      });
    }
    return socket;
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

  /**
   * Returns a new undici Client to the origin with the same settings, for a user's requests left to undici, once
   * undici is loaded.
   */
  async undiciClient(): Promise<Client> {
    await loadUndici();
    this.connector ??= undiciConnector(this.connectTimeoutMs, this.tlsOptions);
    return undiciClient(this.url.origin, this.maxResponseBytes, this.connector);
  }
}
