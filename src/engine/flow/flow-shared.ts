// What the users of one flow scenario share: its load, its compiled steps, its data and its shared once answers.
import type { ScenarioLoad } from '../scenario-load.js';
import type { DataFeeder } from '../data/data-feeder.js';
import type { FlowStepPlan } from './compiled-steps.js';
import type { SharedOnce } from './shared-once.js';

/** A failed once step (a login) is tried again after this long: never a busy loop against a failing login. */
export const ONCE_RETRY_MS = 1_000;

/** What the users of one flow share: the load (the flow's recorder, the stop, the requests in flight) and the steps. */
export interface FlowShared {
  load: ScenarioLoad;
  plans: readonly FlowStepPlan[];
  /**
   * The indexes of the once steps, of the steps of an iteration (measured, or `measure: false`) and of the cleanup
   * steps, each in flow order.
   */
  once: readonly number[];
  iteration: readonly number[];
  cleanup: readonly number[];
  /** Keeps a value a once step extracted as a secret, to be masked wherever a sample of the flow is written. */
  secret: (value: string) => void;
  /** The rows of the flow's data file, one per iteration; absent without one. */
  data?: DataFeeder;
  /** The answers of its `shared: true` once steps, by step index; absent when it has none. */
  sharedOnce?: ReadonlyMap<number, SharedOnce>;
}
