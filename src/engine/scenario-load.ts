import type { Dispatcher } from 'undici';
import type { ScenarioRecorder } from './scenario-recorder.js';
import { timerDelay } from './timers.js';

/** How the requests of a scenario are sent and judged. */
export interface LoadSettings {
  /** The pause after each response. */
  thinkTimeMs: number;
  /** The most a response may take, from the request's write to its last byte; 0: no limit. */
  timeoutMs: number;
  /** A GraphQL scenario: a response whose body carries `errors` fails as `graphql`. */
  graphql: boolean;
}

/**
 * What the request handlers of one scenario share, whatever the executor: the request, where they record, when to
 * stop, and the requests in flight, which the end of the run waits for (`drain`).
 */
export class ScenarioLoad {
  /** Set when the measured time is over or the run is cancelled: no request starts after that. */
  stopping = false;
  /** performance.now() at which the measured time ends. */
  endsAt = Number.POSITIVE_INFINITY;
  /** Requests started and not yet ended. */
  inFlight = 0;
  readonly thinkTimeMs: number;
  readonly timeoutMs: number;
  readonly graphql: boolean;

  /** The requests of a scenario with data sources, built once, sent in turn; undefined for any other scenario. */
  readonly variants: Dispatcher.DispatchOptions[] | undefined;
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
  ) {
    this.variants = variants !== undefined && variants.length > 1 ? variants : undefined;
    if (this.variants) this.nextIndex = firstVariant % this.variants.length;
    // Checked once here, not on the hot path: every handler re-arms its timers with these delays.
    this.thinkTimeMs = timerDelay(settings.thinkTimeMs, 'the think time');
    this.timeoutMs = timerDelay(settings.timeoutMs, 'the timeout');
    this.graphql = settings.graphql;
  }

  /** Returns the request variant to send next: request k of the scenario, across its users, takes variant k mod n. */
  nextVariant(): Dispatcher.DispatchOptions {
    const variants = this.variants!;
    const variant = variants[this.nextIndex]!;
    this.nextIndex = this.nextIndex + 1 === variants.length ? 0 : this.nextIndex + 1;
    return variant;
  }

  /** Counts a request that ended; ends the drain when it was the last one after the stop. */
  ended(): void {
    if (--this.inFlight === 0 && this.stopping) this.endDrain();
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
