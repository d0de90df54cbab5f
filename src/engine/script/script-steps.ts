// The named requests of a script, each recorded as a step, created on first use and bounded in number.
import type { Scenario } from '../../loadtest/types.js';
import type { MeasuredStep } from '../../results/types.js';
import { OK, statusTable, type CategoryIndex } from '../error-category.js';
import { maskSamples } from '../flow/flow-run.js';
import { measuredScenario } from '../record/scenario-figures.js';
import type { MeasuredTime } from '../scenario-lifecycle.js';
import { ScenarioRecorder } from '../record/scenario-recorder.js';

/** The most distinct request names of a script: more would make results.json and the reports unreadable. */
const MAX_SCRIPT_STEPS = 50;
/** The step that records every request past the first MAX_SCRIPT_STEPS names. */
const OTHER_REQUESTS = 'other requests';

/** One step of a script: the requests of one name, during `once` or during the iterations. */
export interface ScriptStep {
  name: string;
  once: boolean;
  /** `METHOD path` of the step's first request, as sent without its query. */
  endpoint: string;
  recorder: ScenarioRecorder;
}

/**
 * The steps of a script scenario, created on first use by request name (a name used in `once` and in the iterations
 * is two steps, the first marked once), in first-use order. Their recorders are the lifecycle's step recorders:
 * `recorders` is the array it finishes at the end, and a step created during the run starts its clock like the
 * scenario's recorder.
 */
export class ScriptSteps {
  readonly steps: ScriptStep[] = [];
  private readonly byKey = new Map<string, ScriptStep>();
  /** Status tables by `expect.status` list, built once each. */
  private readonly tables = new Map<string, Int8Array>();

  constructor(
    /** The scenario's recorder (its iterations): its clock is the one every step starts with. */
    private readonly scenarioRecorder: ScenarioRecorder,
    /** The lifecycle's step recorders, which this fills. */
    private readonly recorders: ScenarioRecorder[],
    /** Shared by every recorder: the values a sample never keeps half of, growing as vu.env reads more. */
    private readonly secrets: readonly string[],
  ) {}

  /** Returns the step a request of this name (during `once` or not) is recorded in, created on first use. */
  stepOf(name: string, once: boolean, endpoint: string): ScriptStep {
    const key = `${once ? 'once' : 'run'} ${name}`;
    let step = this.byKey.get(key);
    if (step) return step;
    if (this.steps.length >= MAX_SCRIPT_STEPS) {
      const other = `${once ? 'once' : 'run'} ${OTHER_REQUESTS}`;
      step = this.byKey.get(other);
      if (step) return step;
      return this.add(other, OTHER_REQUESTS, once, 'requests of other names');
    }
    return this.add(key, name, once, endpoint);
  }

  /** Returns OK or the category of a status, by the request's `expect.status` or else by 2xx and 3xx being ok. */
  categoryOf(status: number, expectStatus: readonly number[] | undefined): CategoryIndex {
    const key = expectStatus ? expectStatus.join(',') : '';
    let table = this.tables.get(key);
    if (!table) {
      table = statusTable(expectStatus);
      this.tables.set(key, table);
    }
    return status >= 0 && status < table.length ? table[status]! : OK;
  }

  /** Returns each step's figures, in first-use order, samples masked with `mask`. */
  measured(scenario: Scenario, time: MeasuredTime, mask: (text: string) => string): MeasuredStep[] {
    return this.steps.map(({ name, endpoint, once, recorder }): MeasuredStep => {
      const figures = measuredScenario({ ...scenario, name, endpoint }, recorder, time);
      return { ...figures, samples: maskSamples(figures.samples, mask), ...(once && { once: true }) };
    });
  }

  private add(key: string, name: string, once: boolean, endpoint: string): ScriptStep {
    const recorder = new ScenarioRecorder(statusTable(undefined), this.secrets);
    recorder.startLike(this.scenarioRecorder);
    const step: ScriptStep = { name, once, endpoint, recorder };
    this.byKey.set(key, step);
    this.steps.push(step);
    this.recorders.push(recorder);
    return step;
  }
}
