// A script's virtual user: the script's default function called again and again on its own connection.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { HttpClient } from '../http/scenario-connections.js';
import type { RequestOptions, Response, ScriptFunction, VirtualUser as ScriptVirtualUser } from '../../scripts/api.js';
import type { LoadedScript } from '../../scripts/loaded-script.js';
import { CATEGORY, OK, type CategoryIndex } from '../error-category.js';
import { ONCE_RETRY_MS } from '../flow/flow-shared.js';
import type { ClosedUser } from '../closed/closed-model.js';
import type { ScenarioLoad } from '../scenario-load.js';
import { scriptDispatch, scriptResponse, type ScriptBase } from './script-http.js';
import { ScriptRequest } from './script-request.js';
import type { ScriptSteps } from './script-steps.js';
import { scriptFailure } from './script-failure.js';
import { timerDelay } from '../timers.js';
import { CONNECT_RETRY_PAUSE_MS } from '../virtual-user.js';
import { MAX_REDIRECTS } from '../../vocabulary/units.js';

/** What the users of one script scenario share. */
export interface ScriptShared {
  load: ScenarioLoad;
  steps: ScriptSteps;
  script: LoadedScript;
  /** The script's path as written in loadtool.yaml: an error's location names it. */
  scriptPath: string;
  base: ScriptBase;
  /** Each request's timeout; 0: none. */
  timeoutMs: number;
  /** The scenario's `followRedirects` and `crossOrigin`, which a request's options may set otherwise. */
  followRedirects: number;
  crossOrigin: boolean;
  env: NodeJS.ProcessEnv;
  /** Keeps a value `vu.env` returned as a secret, masked wherever a sample is written. */
  secret: (value: string) => void;
  /** Iterations failed as `check`, by the name of the check that failed them first. */
  failedChecks: Map<string, number>;
  /** Called with why `once` failed, each time it does. */
  onceFailed: (reason: string) => void;
}

/**
 * What `vu.request` and `vu.sleep` return once the measured time is over or the run is cancelled: a promise that never
 * settles, so the script's call stays suspended and ends the user quietly. A rejection would let a script that catches
 * it loop on at once, in microtasks that never yield to the timers that end the run.
 */
const NEVER = new Promise<never>(() => undefined);

/** Returns a request's `followRedirects`; throws, failing the iteration as the script's error, when it is no count. */
function redirectsOf(value: unknown): number {
  if (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_REDIRECTS) return value as number;
  throw new TypeError(`followRedirects must be a whole number from 0 to ${MAX_REDIRECTS}, not ${String(value)}`);
}

/** The first failure of an iteration (or of `once`), and what its sample says. */
export interface Failure {
  category: CategoryIndex;
  status: number;
  body?: string;
  check?: string;
  reason?: string;
}

/**
 * One virtual user of a script, on its own keep-alive connection: it runs the script's `once` (again after
 * ONCE_RETRY_MS until it succeeds), then its default export again and again until the measured time is over. Each
 * call of the default export is one iteration, recorded in the load's recorder: ok when every request was ok and
 * every check passed, else failed in the category of its first failure; its latency is the sum of its requests'.
 * Each request is recorded in its step's recorder (ScriptRequest). An iteration the end cuts is not counted.
 */
export class ScriptUser implements ClosedUser {
  private readonly api: ScriptVirtualUser;
  private readonly vars: Record<string, unknown> = {};
  protected iteration = 0;
  private inOnce = false;
  /** Set by interrupt(): the run is over, nothing more is recorded. */
  protected ended = false;
  /** Set when the current call met the end (a rejected request or sleep): it is not counted. */
  protected cut = false;
  private current: ScriptRequest | undefined;
  private readonly waits = new Set<NodeJS.Timeout>();
  // The current call's figures.
  private failure: Failure | undefined;
  protected requests = 0;
  private latencyMs = 0;
  private bytes = 0;
  private lastStatus = 0;
  /** Whether a request of the call got no whole response: then the call has no latency. */
  private noLatency = false;

  constructor(
    private readonly client: HttpClient,
    id: number,
    protected readonly shared: ScriptShared,
  ) {
    const iteration = () => this.iteration;
    this.api = {
      id,
      get iteration() {
        return iteration();
      },
      vars: this.vars,
      request: (method, path, options) => this.request(method, path, options ?? {}),
      check: (name, condition) => this.check(name, condition),
      sleep: (ms) => this.wait(timerDelay(Math.max(0, ms), 'the sleep')),
      env: (name) => this.env(name),
    };
  }

  readonly start = (): void => {
    void this.loop();
  };

  /** Ends the user; returns true when a request of an iteration was in flight (an interrupted iteration). */
  interrupt(): boolean {
    this.ended = true;
    for (const timer of this.waits) clearTimeout(timer);
    this.waits.clear();
    const inFlight = this.current?.interrupt() ?? false;
    return inFlight && !this.inOnce;
  }

  protected over(): boolean {
    const load = this.shared.load;
    return this.ended || load.stopping || performance.now() >= load.endsAt;
  }

  private async loop(): Promise<void> {
    const { script, load } = this.shared;
    if (script.once) await this.runOnce(script.once);
    while (!this.over()) {
      const failure = await this.call(script.run);
      if (this.cut || this.ended) return;
      this.record(failure);
      this.iteration++;
      if (this.requests === 0) await nextTurn();
      // A request that never reached the server fails again at once: wait like a failed connect (VirtualUser).
      if (failure?.category === CATEGORY.connect) await this.wait(CONNECT_RETRY_PAUSE_MS);
      else if (load.thinkTimeMs > 0) await this.wait(load.thinkTimeMs);
    }
  }

  /** Runs `once` until it succeeds, waiting ONCE_RETRY_MS after each failure: never a busy loop on a failing login. */
  protected async runOnce(once: ScriptFunction): Promise<void> {
    this.inOnce = true;
    for (;;) {
      if (this.over()) return NEVER;
      const failure = await this.call(once);
      if (this.cut || this.ended) return NEVER;
      if (!failure) break;
      this.shared.onceFailed(failure.reason ?? failure.check ?? `a request failed (${failure.category})`);
      await this.wait(ONCE_RETRY_MS);
    }
    this.inOnce = false;
  }

  /** Calls the script's function; returns its first failure, undefined when it all went well. */
  protected async call(fn: ScriptFunction): Promise<Failure | undefined> {
    this.failure = undefined;
    this.requests = 0;
    this.latencyMs = 0;
    this.bytes = 0;
    this.lastStatus = 0;
    this.noLatency = false;
    this.cut = false;
    try {
      await fn(this.api);
    } catch (error) {
      this.failure ??= {
        category: CATEGORY.script,
        status: this.lastStatus,
        reason: scriptFailure(error, this.shared.script.file, this.shared.scriptPath),
      };
    }
    return this.failure;
  }

  /** Records the iteration that just ended in the load's recorder, with a sample of its failure. */
  protected record(failure: Failure | undefined): void {
    const recorder = this.shared.load.recorder;
    const now = performance.now();
    const latencyMs = this.iterationLatency(this.latencyMs, now);
    if (!failure) {
      recorder.response(this.lastStatus, OK, latencyMs, this.bytes, now);
      return;
    }
    const { category, status, body, check, reason } = failure;
    if (check !== undefined) this.shared.failedChecks.set(check, (this.shared.failedChecks.get(check) ?? 0) + 1);
    recorder.samples.add(status, category, body ?? '', undefined, reason, check);
    if (this.noLatency && status === 0) recorder.error(category, now);
    else recorder.response(status, category, latencyMs, this.bytes, now);
  }

  /** Returns an iteration's latency, given the sum of its requests' (the open model's: from its arrival). */
  protected iterationLatency(requestsMs: number, _now: number): number {
    return requestsMs;
  }

  private async request(method: string, path: string, options: RequestOptions): Promise<Response> {
    if (this.over()) {
      this.cut = true;
      return NEVER;
    }
    const { load, steps, base, timeoutMs } = this.shared;
    const redirects = {
      followRedirects: redirectsOf(options.followRedirects ?? this.shared.followRedirects),
      crossOrigin: options.crossOrigin ?? this.shared.crossOrigin,
    };
    const { options: dispatch, bare } = scriptDispatch(base, method, path, options);
    const endpoint = `${dispatch.method} ${bare}`;
    const step = steps.stepOf(options.name ?? endpoint, this.inOnce, endpoint);
    const handler = new ScriptRequest(load, steps, step, options.expect?.status, timeoutMs, redirects);
    this.current = handler;
    handler.send(this.client, dispatch);
    const outcome = await handler.done;
    this.current = undefined;
    if (!outcome || this.ended) {
      this.cut = true;
      return NEVER;
    }
    this.requests++;
    this.lastStatus = outcome.status;
    this.bytes += outcome.bytes;
    if (outcome.latencyMs >= 0) this.latencyMs += outcome.latencyMs;
    else this.noLatency = true;
    if (outcome.category !== OK)
      this.failure ??= {
        category: outcome.category,
        status: outcome.status,
        body: handler.sampleOf(outcome.body),
      };
    return scriptResponse(outcome);
  }

  private check(name: string, condition: boolean | (() => boolean)): boolean {
    const passed = typeof condition === 'function' ? condition() : condition;
    if (!passed) this.failure ??= { category: CATEGORY.check, status: this.lastStatus, check: name };
    return passed;
  }

  private env(name: string): string {
    const value = this.shared.env[name];
    if (value === undefined)
      throw new Error(`the environment variable ${name} is not set: set it before the run, or stop reading it`);
    this.shared.secret(value);
    return value;
  }

  /** Waits `ms`; never settles when the run ends first (NEVER). */
  private wait(ms: number): Promise<void> {
    if (this.ended) return NEVER;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve();
      }, ms);
      this.waits.add(timer);
    });
  }
}
