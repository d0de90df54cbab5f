// The one interface of a scenario's executors (closed and open model), and the parts each is given.
import type { BodyChecks } from './http/body-checks.js';
import type { Conformance } from './http/conformance.js';
import type { ScenarioConnections } from './http/scenario-connections.js';
import type { ScenarioLoad } from './scenario-load.js';
import type { ScenarioRecorder } from './record/scenario-recorder.js';

/**
 * What every executor of a scenario is given, and owns none of: the load (the request built once, the recorder with
 * its error categories and histograms, the requests in flight) and the connections (undici clients, opened warm).
 */
export interface ExecutorParts {
  load: ScenarioLoad;
  connections: ScenarioConnections;
  /** The scenario's `expect.json`, compiled once; undefined without it, so that no body is read for it. */
  checks?: BodyChecks | undefined;
  /** The scenario's response contract, compiled once; undefined without one, so that no body is read for it. */
  conformance?: Conformance | undefined;
  /** The recorders of a flow's steps, whose clock the lifecycle runs with the load's recorder; absent otherwise. */
  stepRecorders?: readonly ScenarioRecorder[] | undefined;
}

/**
 * How a scenario's requests are started: the lifecycle (scenario-lifecycle.ts) opens the connections, starts the
 * executor, stops it when the measured time is over or the run is cancelled, drains it, and counts what it
 * interrupts. The closed model (closed-model.ts: each virtual user sends again when its answer arrives) is the
 * first implementation; the open model (open/open-model.ts) starts requests on a schedule on connections from the same
 * clients and records through the same recorder (docs/architecture.md, section 6).
 *
 * Progress and results are the recorder's figures, which every executor shares; the open model adds its own beside
 * them (arrival-figures.ts: the requests dropped, the service time, its lateness) to the measured scenario.
 */
export interface Executor {
  /**
   * Returns how many connections (the first of the scenario's clients) the executor uses within `withinMs` of its
   * start: those are opened before the clock starts, so that the first second measures the server, not handshakes.
   */
  warmConnections(withinMs: number): number;
  /** Starts sending at `now` (performance.now()); no request starts at or after `endsAt`. */
  start(now: number, endsAt: number): void;
  /** Stops starting requests; those in flight go on until they end or the drain is over. */
  stop(): void;
  /**
   * Returns a promise that resolves once no request is in flight after stop(), or `graceMs` from now, whichever
   * comes first; a later call can only shorten the wait (a cancel during the grace period).
   */
  drain(graceMs: number): Promise<void>;
  /** Ends every request still in flight without waiting; returns how many there were, counted as interrupted. */
  interrupt(): number;
  /** The open model's requests dropped so far (for the live metrics); absent in the closed model, which drops none. */
  dropped?(): number;
}

/** Ends each user's request in flight without waiting; returns how many had one, which count as interrupted. */
export function interruptEach(users: Iterable<{ interrupt(): boolean }>): number {
  let interrupted = 0;
  for (const user of users) if (user.interrupt()) interrupted++;
  return interrupted;
}
