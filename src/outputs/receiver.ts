// One receiver of the live metrics: its pushes in order, a bounded queue, a timeout per push, one warning at most.
import type { MetricsOutput } from '../vocabulary/metrics-outputs.js';
import { redactUrl } from '../redact-url.js';
import { holdsHistograms, REMOTE_WRITE_HEADERS, remoteWriteBody } from './remote-write.js';
import { OTLP_HEADERS, otlpBody } from './otlp-metrics.js';
import type { SeriesFigures } from './series-figures.js';

/** The longest one push may take: a slow receiver costs its pushes, never the run's time. */
const PUSH_TIMEOUT_MS = 3_000;
/** The most points waiting for a receiver: when full, the oldest is dropped (each point is cumulative). */
const MAX_QUEUED = 3;

/** The figures of every scenario at one time. */
export interface Point {
  figures: () => SeriesFigures[];
  timestamp: number;
}

/** What a receiver says to the run's log (masked by the pipeline's reporter). */
export interface ReceiverLog {
  info(message: string): void;
  warning(message: string): void;
}

/** A receiver's pushes; never throws into the run. */
export class Receiver {
  /** The pushes the receiver took. */
  pushes = 0;
  /** The points that never reached it: dropped from a full queue, or refused, failed or timed out. */
  dropped = 0;
  /** The URL as shown: without its credentials. */
  readonly shown: string;
  private readonly url: string;
  private readonly headers: Record<string, string>;
  private native = true;
  private warned = false;
  private readonly queue: Point[] = [];
  private sending: Promise<void> | undefined;

  constructor(
    private readonly output: MetricsOutput,
    private readonly startMs: number,
    private readonly log: ReceiverLog,
  ) {
    this.shown = redactUrl(output.url);
    const { url, authorization } = withoutUserinfo(output.url);
    this.url = url;
    this.headers = {
      ...(output.kind === 'prometheus' ? REMOTE_WRITE_HEADERS : OTLP_HEADERS),
      ...(authorization !== undefined && { Authorization: authorization }),
      ...output.headers,
    };
  }

  /** Queues a point, dropping the oldest waiting one when MAX_QUEUED wait, and sends what waits in order. */
  push(point: Point): void {
    if (this.queue.length >= MAX_QUEUED) {
      this.queue.shift();
      this.dropped++;
    }
    this.queue.push(point);
    this.sending ??= this.drain().finally(() => {
      this.sending = undefined;
    });
  }

  /** Resolves when every queued point was sent (or failed); at most `waitMs`, whatever the receiver does. */
  async settled(waitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.sending,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      }),
    ]);
    clearTimeout(timer);
    // What is still queued never goes.
    this.dropped += this.queue.splice(0).length;
  }

  private async drain(): Promise<void> {
    for (let point = this.queue.shift(); point; point = this.queue.shift()) {
      if (await this.send(point)) this.pushes++;
      else this.dropped++;
    }
  }

  /** Sends one point; a receiver that takes no native histogram gets it again with summaries, and summaries since. */
  private async send(point: Point): Promise<boolean> {
    try {
      const figures = point.figures();
      const native = this.output.kind === 'prometheus' && this.native && holdsHistograms(figures);
      const refused = await this.post(this.bodyOf(figures, point.timestamp));
      if (refused === undefined) return true;
      if (native && refused.status >= 400) {
        this.native = false;
        const again = await this.post(this.bodyOf(figures, point.timestamp));
        if (again === undefined) {
          this.log.info(
            `metrics to ${this.shown}: native histograms refused (HTTP ${refused.status}): the latency goes as a summary`,
          );
          return true;
        }
        this.warn(`HTTP ${again.status} ${again.text}`);
        return false;
      }
      this.warn(`HTTP ${refused.status} ${refused.text}`);
    } catch (error) {
      this.warn((error as Error).message);
    }
    return false;
  }

  private bodyOf(figures: SeriesFigures[], timestamp: number): Uint8Array {
    return this.output.kind === 'prometheus'
      ? remoteWriteBody(figures, timestamp, this.native)
      : otlpBody(figures, this.startMs, timestamp);
  }

  /** Returns undefined when the receiver took the body, else its status and the start of its answer. */
  private async post(body: Uint8Array): Promise<{ status: number; text: string } | undefined> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: this.headers,
      body: body as unknown as BodyInit,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    const text = await response.text();
    return response.ok ? undefined : { status: response.status, text: text.trim().slice(0, 200) };
  }

  private warn(why: string): void {
    if (this.warned) return;
    this.warned = true;
    this.log.warning(
      `metrics to ${this.shown}: a push failed (${why}); the run goes on, and the points this receiver does not take are dropped (docs/metrics-out.md#when-the-receiver-is-down)`,
    );
  }
}

/** Returns the URL without its user name and password, and those as a basic Authorization header. */
function withoutUserinfo(url: string): { url: string; authorization?: string } {
  const parsed = new URL(url);
  if (!parsed.username && !parsed.password) return { url };
  const credentials = `${decodedUserinfo(parsed.username)}:${decodedUserinfo(parsed.password)}`;
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.toString(), authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };
}

/** Returns a URL's user name or password as sent: percent-decoded, or as written where it is not valid encoding. */
export function decodedUserinfo(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
