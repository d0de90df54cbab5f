// The load of a scenario that every executor shares: the request built once, its recorder, the requests in flight.
import type { Dispatcher } from 'undici';
import { emptyValues, type RequestTemplate } from './http/request-template.js';
import type { DataFeeder } from './data/data-feeder.js';
import type { ScenarioRecorder } from './record/scenario-recorder.js';
import { timerDelay } from './timers.js';

/** How the requests of a scenario are sent and judged. */
export interface LoadSettings {
  /** The pause after each response. */
  thinkTimeMs: number;
  /** The most a response may take, from the request's write to its last byte; 0: no limit. */
  timeoutMs: number;
  /** A GraphQL scenario: a response whose body carries `errors` fails as `graphql`. */
  graphql: boolean;
  /** The redirects each request follows (`followRedirects`), and whether to another origin; absent: none. */
  followRedirects?: number;
  crossOrigin?: boolean;
  /** `--http-debug`: each failed response's sample keeps the request as sent and the response's head. */
  httpDebug?: boolean | undefined;
}

/**
 * What the request handlers of one scenario share, whatever the executor: the request, where they record, when to
 * stop, and the requests in flight, which the end of the run waits for (`drain`).
 */
export class ScenarioLoad {
  /** Set when the measured time is over or the run is cancelled: no request starts after that, but a flow's cleanup. */
  stopping = false;
  /** Set when the run is cancelled (before `stopping`): not even a flow's cleanup starts then. */
  cancelled = false;
  /** performance.now() at which the measured time ends. */
  endsAt = Number.POSITIVE_INFINITY;
  /** Requests started and not yet ended. */
  inFlight = 0;
  /**
   * Ends the scenario's measured time before it is over, for a reason every report gives: set by the lifecycle
   * (scenario-lifecycle.ts) when the measured time starts; nothing before.
   */
  endEarly: (reason: string) => void = () => {};
  /** Set by endWhenIdle: the reason the scenario ends once its last request in flight ends. */
  private endWhenIdleFor: string | undefined;
  readonly thinkTimeMs: number;
  readonly timeoutMs: number;
  readonly graphql: boolean;
  readonly followRedirects: number;
  readonly crossOrigin: boolean;
  readonly httpDebug: boolean;

  /**
   * Whether the requests differ: the variants of a scenario with data sources, or requests built anew for each send
   * (`${uuid}`); false for any other scenario, which sends `request` as is.
   */
  readonly varies: boolean;
  /** The requests of a scenario with data sources, built once, sent in turn; undefined for any other scenario. */
  readonly variants: Dispatcher.DispatchOptions[] | undefined;
  /** The requests of a scenario with `${uuid}` (one per variant), built anew for each send; undefined otherwise. */
  private readonly templates: readonly RequestTemplate[] | undefined;
  /** How many variants (or templates) the requests go through in turn. */
  private readonly count: number;
  /** The variant the next request takes. */
  private nextIndex = 0;

  private drained!: () => void;
  private readonly done = new Promise<void>((resolve) => (this.drained = resolve));
  private drainTimer: NodeJS.Timeout | undefined;
  private drainEndsAt = Number.POSITIVE_INFINITY;

  constructor(
    /** The request, built once and dispatched as is on every iteration. */
    readonly request: Dispatcher.DispatchOptions,
    readonly recorder: ScenarioRecorder,
    settings: LoadSettings,
    variants?: Dispatcher.DispatchOptions[],
    /** The variant of the first request: a shard's starts where the shards before it left off (their users). */
    firstVariant = 0,
    /**
     * For a scenario with `${uuid}` or a data file: the template of each variant (or of its one request), in place of
     * `variants`.
     */
    templates?: readonly RequestTemplate[],
    /** For a scenario with a data file: the rows each request takes one of, into its template. */
    private readonly feeder?: DataFeeder,
  ) {
    this.templates = templates !== undefined && templates.length > 0 ? templates : undefined;
    this.variants = !this.templates && variants !== undefined && variants.length > 1 ? variants : undefined;
    this.count = this.templates?.length ?? this.variants?.length ?? 1;
    this.varies = this.templates !== undefined || this.variants !== undefined;
    if (this.varies) this.nextIndex = firstVariant % this.count;
    // Checked once here, not on the hot path: every handler re-arms its timers with these delays.
    this.thinkTimeMs = timerDelay(settings.thinkTimeMs, 'the think time');
    this.timeoutMs = timerDelay(settings.timeoutMs, 'the timeout');
    this.graphql = settings.graphql;
    this.followRedirects = settings.followRedirects ?? 0;
    this.crossOrigin = settings.crossOrigin ?? false;
    this.httpDebug = settings.httpDebug === true;
  }

  /**
   * Returns the request to send next when the requests vary: request k of the scenario, across its users, takes
   * variant k mod n, built anew when the scenario has templates, with the next row of its data file; undefined once
   * a data file's rows are used up (`pick: unique`), which ends the scenario.
   */
  nextVariant(): Dispatcher.DispatchOptions | undefined {
    const index = this.nextIndex;
    this.nextIndex = index + 1 === this.count ? 0 : index + 1;
    return this.variant(index);
  }

  /** Returns request `k` of the whole schedule when the requests vary (the open model): variant k mod n. */
  variantAt(k: number): Dispatcher.DispatchOptions | undefined {
    return this.variant(k % this.count);
  }

  /** The values of the data file's row the request being built takes: one object, filled anew for each build. */
  private readonly row = emptyValues();

  private variant(index: number): Dispatcher.DispatchOptions | undefined {
    const templates = this.templates;
    if (templates === undefined) return this.variants![index]!;
    const feeder = this.feeder;
    if (feeder === undefined) return templates[index]!.build();
    return feeder.take(this.row) ? templates[index]!.build(this.row) : undefined;
  }

  /** Counts a request that ended; ends the drain when it was the last one after the stop. */
  ended(): void {
    if (--this.inFlight === 0) {
      if (this.stopping) this.endDrain();
      else if (this.endWhenIdleFor !== undefined) this.endEarly(this.endWhenIdleFor);
    }
  }

  /**
   * Ends the scenario's measured time (endEarly) once no request is in flight, now if none is: the users start no new
   * request (a data file's rows are used up), and those under way, a flow's iteration to its last step, still count.
   */
  endWhenIdle(reason: string): void {
    if (this.inFlight === 0) this.endEarly(reason);
    else this.endWhenIdleFor = reason;
  }

  /**
   * Returns a promise that resolves once no request is in flight, or `graceMs` from now, whichever comes first; call
   * after `stopping` is set. A later call can only shorten the wait (a cancel during the grace period), never extend it.
   */
  drain(graceMs: number): Promise<void> {
    if (this.inFlight === 0) this.endDrain();
    else {
      const now = performance.now();
      if (now + graceMs < this.drainEndsAt) {
        clearTimeout(this.drainTimer);
        this.drainEndsAt = now + graceMs;
        this.drainTimer = setTimeout(this.endDrain, timerDelay(graceMs, 'the grace period'));
      }
    }
    return this.done;
  }

  private readonly endDrain = (): void => {
    clearTimeout(this.drainTimer);
    this.drainEndsAt = Number.NEGATIVE_INFINITY;
    this.drained();
  };
}
