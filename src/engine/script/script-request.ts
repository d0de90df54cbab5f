// One request of a script, timed and recorded as any other, under its step name.
import type { Dispatcher } from 'undici';
import type { HttpClient } from '../http/scenario-connections.js';
import { CATEGORY, categoryOfError, OK, reasonFor, type CategoryIndex } from '../error-category.js';
import { SAMPLE_BODY_BYTES } from '../record/failed-samples.js';
import { RequestHandler } from '../http/request-handler.js';
import type { ScenarioLoad } from '../scenario-load.js';
import type { ScriptSteps, ScriptStep } from './script-steps.js';

/** How one request of a script ended: its response (status 0 without one) and its category (OK or failed). */
export interface ScriptOutcome {
  status: number;
  category: CategoryIndex;
  headers: Record<string, string>;
  body: Buffer;
  /** From the request's write to the response's last byte; -1 without a whole response. */
  latencyMs: number;
  bytes: number;
}

/**
 * One request of a script's user, as its own undici dispatch handler: scripts are not the engine's hot path, so each
 * request gets a fresh handler that keeps the whole body (undici's maxResponseSize bounds it), records the response
 * in its step and resolves `done` once it ended. `interrupt` ends it when the run is over.
 */
export class ScriptRequest extends RequestHandler {
  private readonly chunks: Buffer[] = [];
  private headers: Record<string, string> = {};
  private resolve!: (outcome: ScriptOutcome | undefined) => void;
  /** The request's outcome; undefined when the run ended it before it did (interrupt). */
  readonly done = new Promise<ScriptOutcome | undefined>((resolve) => (this.resolve = resolve));

  constructor(
    private readonly load: ScenarioLoad,
    private readonly steps: ScriptSteps,
    private readonly step: ScriptStep,
    private readonly expectStatus: readonly number[] | undefined,
    timeoutMs: number,
    /** The redirects the request follows, and whether to another origin (see RequestHandler). */
    redirects: { followRedirects: number; crossOrigin: boolean },
  ) {
    super();
    this.timeoutMs = timeoutMs;
    this.readsHeaders = true;
    this.followRedirects = redirects.followRedirects;
    this.crossOrigin = redirects.crossOrigin;
  }

  /** Returns the start of a body as a sample keeps it, the user's cookie values masked. */
  sampleOf(body: Buffer): string {
    const text = body.toString('utf8', 0, Math.min(body.length, SAMPLE_BODY_BYTES));
    return this.maskCookies === undefined ? text : this.maskCookies(text);
  }

  /** Sends the request on `client`; `done` resolves when it ended. */
  send(client: HttpClient, options: Dispatcher.DispatchOptions): void {
    this.dispatchOn(client, options, this.load, this.step.recorder);
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean {
    this.status = statusCode;
    const headers: Record<string, string> = {};
    for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
      const name = rawHeaders[index]!.toString('latin1').toLowerCase();
      const value = rawHeaders[index + 1]!.toString('latin1');
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    this.headers = headers;
    return true;
  }

  override onBody(chunk: Buffer, start: number, length: number): void {
    this.bytes += length;
    // A copy: the client may reuse the bytes it passes once the call returns.
    this.chunks.push(Buffer.from(chunk.subarray(start, start + length)));
  }

  onComplete(): void {
    if (!this.settle()) return;
    const now = performance.now();
    const latencyMs = now - this.sentAt;
    const recorder = this.step.recorder;
    if (this.timeoutMs > 0 && latencyMs > this.timeoutMs) {
      this.failed(CATEGORY.timeout, now);
      return;
    }
    const status = this.status;
    const category = this.steps.categoryOf(status, this.expectStatus);
    const body = Buffer.concat(this.chunks, this.bytes);
    if (category !== OK && recorder.samples.wants(status, category))
      recorder.samples.add(status, category, this.sampleOf(body));
    recorder.response(status, category, latencyMs, this.bytes, now);
    this.end({ status, category, headers: this.headers, body, latencyMs, bytes: this.bytes });
  }

  onError(error: Error): void {
    if (!this.settle()) return;
    const category: CategoryIndex = CATEGORY[categoryOfError(error)];
    this.failed(category, performance.now(), reasonFor(category, error));
  }

  protected countRedirect(): void {
    this.step.recorder.redirects++;
  }

  /** Ends the request in flight without waiting (the run is over); returns whether one was in flight. */
  interrupt(): boolean {
    const wasInFlight = this.endRequest();
    if (wasInFlight) this.step.recorder.interrupted(1);
    this.resolve(undefined);
    return wasInFlight;
  }

  private failed(category: CategoryIndex, now: number, reason?: () => string): void {
    this.step.recorder.error(category, now, reason);
    this.end({ status: 0, category, headers: {}, body: Buffer.alloc(0), latencyMs: -1, bytes: this.bytes });
  }

  private end(outcome: ScriptOutcome): void {
    this.endRequest();
    this.load.ended();
    this.resolve(outcome);
  }
}
