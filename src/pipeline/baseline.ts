import { compareRun, notCompared } from '../compare/compare-run.js';
import type { LoadTest } from '../loadtest/types.js';
import { readResults } from '../results/read-results.js';
import type { BaselineInfo, Comparison, MeasuredRun, RunResults } from '../results/types.js';
import type { PipelineReporter } from './reporter.js';

/** A results file given as the baseline (`--baseline FILE`, the action's `baseline`), read before the run. */
export interface Baseline {
  info: BaselineInfo;
  results: RunResults;
}

/**
 * Returns the baseline read from a results.json; throws an InputError (exit 2) naming the file when it is missing,
 * not JSON or not a results.json, so that a wrong path is said before any load is sent.
 */
export async function readBaseline(file: string): Promise<Baseline> {
  const results = await readResults(file);
  return { info: { kind: 'file', source: file, startedAt: results.startedAt }, results };
}

/**
 * Returns the comparisons of the measured scenarios with the baseline's (src/compare/), warning once for each
 * measured scenario that could not be compared and why, and once when the baseline has no rounds at all.
 */
export function compareWithBaseline(
  baseline: Baseline,
  measured: MeasuredRun,
  loadTest: LoadTest,
  reporter: PipelineReporter,
): Map<string, Comparison> {
  const { source } = baseline.info;
  const bases = new Map(baseline.results.scenarios.map((scenario) => [scenario.name, scenario]));
  if (!baseline.results.scenarios.some(({ rounds }) => rounds?.length)) {
    reporter.warning(
      `The baseline ${source} has no rounds (it was written before results kept them): nothing is compared with it. Use a results.json of this version as the baseline.`,
    );
  } else {
    for (const scenario of measured.scenarios) {
      const why = scenario.outcome === 'measured' ? notCompared(bases.get(scenario.name), scenario) : undefined;
      if (why) reporter.warning(`${scenario.name}: not compared with the baseline ${source}: ${why}.`);
    }
  }
  return compareRun(baseline.results, measured, loadTest);
}
