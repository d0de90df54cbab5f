import { buildConnector, Client, type Dispatcher } from 'undici';
import type { Scenario } from '../loadtest/types.js';
import { buildRequest, type BuiltRequest } from './build-request.js';
import { statusTable } from './error-category.js';
import {
  createLatencyHistogram,
  decodeHistogram,
  encodeHistogram,
  summarizeLatency,
  toMs,
} from './latency-histogram.js';
import type { ScenarioResult } from '../results/types.js';
import { ScenarioRecorder } from './scenario-recorder.js';
import { timerDelay } from './timers.js';
import { ScenarioLoad, VirtualUser } from './virtual-user.js';
import { WarmConnection } from './warm-connection.js';

/** The longest the requests in flight at the end are awaited, whatever the timeout. */
export const GRACE_CAP_MS = 30_000;
/**
 * Added to the grace period, so that a request about to time out is counted as a timeout, not as interrupted. The
 * response timeout itself is exact to the event loop's delay (each user's own timer), but a request that had to
 * reconnect at the end first waits for its connect, whose timeout undici checks on a clock that ticks every 500 ms.
 */
export const TIMER_SLACK_MS = 1_000;
/** How long a cancelled run waits for the requests in flight. */
export const CANCEL_DRAIN_MS = 2_000;
/** The longest the connections opened before the clock starts are awaited; the slower ones connect during the run. */
export const WARM_UP_CAP_MS = 5_000;
/** Users that start later than this in a ramp-up connect when they start: a connection opened early might be idle-closed. */
const WARM_UP_WITHIN_MS = 1_000;

/** One running scenario's figures, about once a second. */
export interface ScenarioProgress {
  name: string;
  elapsedSeconds: number;
  durationSeconds: number;
  /** Requests completed so far, ok or failed. */
  requests: number;
  errors: number;
  rps: number;
  /** The p95 latency of the seconds completed so far; 0 before the first. */
  p95Ms: number;
}

export interface ScenarioRunOptions {
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: ScenarioProgress) => void) | undefined;
  maxResponseBytes: number;
}

/**
 * Returns the measured result of one scenario, its thresholds not yet evaluated (`thresholds: []`, outcome
 * `passed`, `cancelled` or `errored`). It never throws for what happens on the wire: that is data.
 */
export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  options: ScenarioRunOptions,
): Promise<ScenarioResult> {
  if (options.signal?.aborted) return emptyResult(scenario, 'cancelled');
  let built: BuiltRequest;
  try {
    // A validated load test is within these; one built otherwise must not have its timers fire at once.
    timerDelay(scenario.durationSeconds * 1000, 'the duration');
    timerDelay((scenario.rampUpSeconds ?? 0) * 1000, 'the ramp-up');
    timerDelay(scenario.thinkTimeMs ?? 0, 'the think time');
    timerDelay(scenario.timeoutMs, 'the timeout');
    built = buildRequest(baseUrl, scenario, options.env);
    const { protocol } = new URL(built.origin);
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error(`baseUrl must be an http:// or https:// URL, not ${protocol}`);
  } catch (error) {
    // buildRequest's messages name the variable, never its value; a URL error's own message may quote the URL with
    // the values filled in, so it is replaced.
    const invalidUrl = (error as { code?: unknown }).code === 'ERR_INVALID_URL';
    const reason = invalidUrl
      ? `baseUrl ${baseUrl} is not a valid URL`
      : error instanceof Error
        ? error.message
        : String(error);
    return { ...emptyResult(scenario, 'errored'), error: `the scenario could not start: ${reason}` };
  }
  return new ScenarioRunner(scenario, built, options).run();
}

class ScenarioRunner {
  private readonly recorder: ScenarioRecorder;
  private readonly load: ScenarioLoad;
  private readonly users: VirtualUser[] = [];
  private readonly connections: WarmConnection[] = [];
  private readonly durationMs: number;
  private readonly graceMs: number;
  private startedAt = 0;
  private stoppedAt = 0;
  private cancelled = false;
  private drained!: () => void;
  private readonly done = new Promise<void>((resolve) => (this.drained = resolve));
  private readonly timers: NodeJS.Timeout[] = [];
  private graceTimer: NodeJS.Timeout | undefined;
  private graceEndsAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly scenario: Scenario,
    built: BuiltRequest,
    private readonly options: ScenarioRunOptions,
  ) {
    this.durationMs = scenario.durationSeconds * 1000;
    const timeout = scenario.timeoutMs > 0 ? Math.min(scenario.timeoutMs, GRACE_CAP_MS) : GRACE_CAP_MS;
    this.graceMs = timeout + TIMER_SLACK_MS;
    this.recorder = new ScenarioRecorder(statusTable(scenario.expectStatus), built.secrets);
    // `timeout: 0s` means none at all.
    const timeoutMs = scenario.timeoutMs;
    const request: Dispatcher.DispatchOptions = {
      method: built.method,
      path: built.path,
      // A flat array is what undici walks fastest, and a Buffer body is not re-encoded on every request.
      headers: Object.entries(built.headers).flat(),
      body: built.body === undefined ? null : Buffer.from(built.body),
      // The virtual users enforce the timeout on the whole response (see VirtualUser). undici's own headers and body
      // timers are switched off, not kept as a backstop: on their 500 ms clock they could only fire after ours, and
      // each request would pay for re-arming them. 0 is explicit, so that undici's defaults of 300 s never apply.
      headersTimeout: 0,
      bodyTimeout: 0,
      // One request per connection at a time: "blocking" only makes undici run its dispatch loop once more per response.
      blocking: false,
    };
    const settings = { thinkTimeMs: scenario.thinkTimeMs ?? 0, timeoutMs, graphql: scenario.graphql !== undefined };
    this.load = new ScenarioLoad(request, this.recorder, settings, () => {
      this.drained();
    });

    const origin = new URL(built.origin);
    // undici's connector, with the scenario's timeout as the connect timeout; shared, so TLS sessions are reused.
    const connect = buildConnector(timeoutMs > 0 ? { timeout: timeoutMs } : {});
    const params: buildConnector.Options = {
      hostname: origin.hostname.replace(/^\[(.*)\]$/, '$1'),
      host: origin.host,
      protocol: origin.protocol,
      port: origin.port,
    };
    for (let i = 0; i < scenario.concurrentUsers; i++) {
      const connection = new WarmConnection(connect, params);
      const client = new Client(built.origin, {
        connect: connection.connector,
        pipelining: 1,
        maxResponseSize: options.maxResponseBytes,
        headersTimeout: 0,
        bodyTimeout: 0,
      });
      this.connections.push(connection);
      this.users.push(new VirtualUser(client, this.load));
    }
  }

  async run(): Promise<ScenarioResult> {
    const signal = this.options.signal;
    const onAbort = () => {
      this.stop(true);
    };
    try {
      await this.warmUp();
      if (signal?.aborted) this.cancelled = true;
      else {
        signal?.addEventListener('abort', onAbort, { once: true });
        this.start();
        await this.done;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      for (const timer of this.timers) clearInterval(timer);
      clearTimeout(this.graceTimer);
    }
    let interrupted = 0;
    for (const user of this.users) if (user.interrupt()) interrupted++;
    this.recorder.interrupted(interrupted);
    this.recorder.finish();
    for (const connection of this.connections) connection.discard();
    await Promise.all(this.users.map((user) => user.close()));
    return this.result();
  }

  /** Opens the connections of the users that start in the first second, before the clock starts. */
  private async warmUp(): Promise<void> {
    const opening = this.connections
      .filter((_, index) => this.startOffsetMs(index) < WARM_UP_WITHIN_MS)
      .map((connection) => connection.open());
    const timeout = Math.min(this.scenario.timeoutMs > 0 ? this.scenario.timeoutMs : WARM_UP_CAP_MS, WARM_UP_CAP_MS);
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    await Promise.race([
      Promise.all(opening),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeout);
        onAbort = resolve;
        this.options.signal?.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    clearTimeout(timer);
    if (onAbort) this.options.signal?.removeEventListener('abort', onAbort);
  }

  private start(): void {
    const now = performance.now();
    this.startedAt = now;
    this.recorder.start(now, this.scenario.durationSeconds - 1);
    this.load.endsAt = now + this.durationMs;
    this.users.forEach((user, index) => {
      const offset = this.startOffsetMs(index);
      if (offset === 0) user.start();
      else this.timers.push(setTimeout(user.start, timerDelay(offset, 'the ramp-up')));
    });
    this.timers.push(
      setTimeout(
        () => {
          this.stop(false);
        },
        timerDelay(this.durationMs, 'the duration'),
      ),
    );
    const onProgress = this.options.onProgress;
    if (onProgress)
      this.timers.push(
        setInterval(() => {
          onProgress(this.progress());
        }, 1000),
      );
  }

  /** Returns when user `index` starts: users start linearly over the ramp-up, the first at once. */
  private startOffsetMs(index: number): number {
    const rampUpMs = (this.scenario.rampUpSeconds ?? 0) * 1000;
    return (rampUpMs * index) / this.scenario.concurrentUsers;
  }

  /** Stops starting requests, then waits for those in flight: the grace period, or 2 s when cancelled. */
  private stop(cancel: boolean): void {
    const now = performance.now();
    if (cancel) this.cancelled = true;
    if (!this.load.stopping) {
      this.load.stopping = true;
      this.stoppedAt = Math.min(now, this.load.endsAt);
      if (cancel) this.recorder.stop(Math.ceil((this.stoppedAt - this.startedAt) / 1000) - 1);
      for (const timer of this.timers) clearTimeout(timer);
      this.timers.length = 0;
      if (this.load.inFlight === 0) {
        this.drained();
        return;
      }
      this.waitAtMost(cancel ? CANCEL_DRAIN_MS : this.graceMs, now);
    } else if (cancel && this.graceEndsAt - now > CANCEL_DRAIN_MS) {
      this.waitAtMost(CANCEL_DRAIN_MS, now);
    }
  }

  private waitAtMost(ms: number, now: number): void {
    clearTimeout(this.graceTimer);
    this.graceEndsAt = now + ms;
    this.graceTimer = setTimeout(this.drained, timerDelay(ms, 'the grace period'));
  }

  private progress(): ScenarioProgress {
    const now = performance.now();
    this.recorder.roll(now);
    const elapsedMs = Math.min(now - this.startedAt, this.durationMs);
    const requests = this.recorder.completed();
    const total = this.recorder.total;
    return {
      name: this.scenario.name,
      elapsedSeconds: Math.round(elapsedMs / 100) / 10,
      durationSeconds: this.scenario.durationSeconds,
      requests,
      errors: this.recorder.errors(),
      rps: elapsedMs > 0 ? Math.round((requests / elapsedMs) * 1000 * 10) / 10 : 0,
      p95Ms: total.totalCount > 0 ? toMs(total.getValueAtPercentile(95)) : 0,
    };
  }

  private result(): ScenarioResult {
    const recorder = this.recorder;
    const failed = recorder.errors();
    const interrupted = recorder.byCategory().interrupted ?? 0;
    const measuredMs = this.stoppedAt - this.startedAt;
    const histogram = encodeHistogram(recorder.total);
    return {
      ...emptyResult(this.scenario, this.cancelled ? 'cancelled' : 'passed'),
      requests: {
        total: recorder.ok + failed,
        ok: recorder.ok,
        failed,
        byCategory: recorder.byCategory(),
        byStatus: recorder.statusCounts(),
      },
      // The summary comes from the encoded histogram, so that whoever decodes results.json gets the same figures.
      latencyMs: summarizeLatency(decodeHistogram(histogram)),
      histogram,
      // Completed requests: the interrupted ones never completed.
      rps: measuredMs > 0 ? Math.round(((recorder.ok + failed - interrupted) / measuredMs) * 1000 * 100) / 100 : 0,
      bytesReceived: recorder.bytesReceived,
      timeline: recorder.timeline,
      samples: [...recorder.samples.samples],
    };
  }
}

/** Returns the result of a scenario that sent nothing. */
function emptyResult(scenario: Scenario, outcome: ScenarioResult['outcome']): ScenarioResult {
  const empty = createLatencyHistogram();
  return {
    name: scenario.name,
    endpoint: scenario.endpoint,
    line: scenario.line,
    outcome,
    concurrentUsers: scenario.concurrentUsers,
    durationSeconds: scenario.durationSeconds,
    requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
    latencyMs: summarizeLatency(empty),
    histogram: encodeHistogram(empty),
    rps: 0,
    bytesReceived: 0,
    timeline: [],
    samples: [],
    thresholds: [],
    triage: null,
  };
}
