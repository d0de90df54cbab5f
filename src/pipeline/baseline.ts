// The baseline of a run: a results file read before it, the same-job mode's inputs, the comparison with it.
import { join } from 'node:path';
import { compareRun, notCompared, type RunComparison } from '../compare/compare-run.js';
import type { LoadTest } from '../loadtest/types.js';
import { writeWhole } from '../report/write-reports.js';
import { readResults } from '../results/read-results.js';
import { serializeResults } from '../results/write-results.js';
import { MAX_ROUNDS } from '../vocabulary/regression.js';
import type { SameJob } from './stages/interleave-stage.js';
import type { BaselineInfo, MeasuredRun, RunResults } from '../results/types.js';
import type { PipelineReporter } from './reporter.js';

/** A results file given as the baseline (`--baseline FILE`, the action's `baseline`), read before the run. */
export interface Baseline {
  info: BaselineInfo;
  results: RunResults;
}

/**
 * Returns the baseline read from a results.json; throws an InputError (exit 2) naming the file when it is missing,
 * not JSON or not a results.json, so that a wrong path is said before any load is sent. `source` names it in reports.
 */
export async function readBaseline(file: string, source = file): Promise<Baseline> {
  const results = await readResults(file);
  return { info: { kind: 'file', source, startedAt: results.startedAt }, results };
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
): RunComparison {
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
  return compareRun(baseline.results, measured, { loadTest, acrossTime: baseline.info.kind === 'file' });
}

/** The file the same-job mode writes the base side's results into, beside results.json. */
const BASELINE_RESULTS_FILE = 'baseline-results.json';

/**
 * Writes the base side's results as `baseline-results.json` into `dir` (where results.json was just written), whole
 * or not at all (a temporary file renamed over it), and returns its path; throws a ReportWriteError as the reports do.
 */
export async function writeBaselineResults(results: RunResults, dir: string): Promise<string> {
  const file = join(dir, BASELINE_RESULTS_FILE);
  await writeWhole(dir, [[file, serializeResults(results)]]);
  return file;
}

/** The same-job values as typed: `--baseline-url`, `--max-rounds` (or the action's inputs), and `--baseline` beside. */
export interface SameJobTexts {
  baseline?: string | undefined;
  baselineUrl?: string | undefined;
  baselineStartCommand?: string | undefined;
  baselineRef?: string | undefined;
  baselineBuildCommand?: string | undefined;
  maxRounds?: string | undefined;
}

/** How a message names each value: `--max-rounds` on the command line, `Input max-rounds` in the action. */
export type SameJobLabels = Record<keyof SameJobTexts, string>;

export const SAME_JOB_FLAG_LABELS: SameJobLabels = {
  baseline: '--baseline',
  baselineUrl: '--baseline-url',
  baselineStartCommand: '--baseline-start-command',
  baselineRef: '--baseline-ref',
  baselineBuildCommand: '--baseline-build-command',
  maxRounds: '--max-rounds',
};

export const SAME_JOB_INPUT_LABELS: SameJobLabels = {
  baseline: 'Input baseline',
  baselineUrl: 'Input baseline-url',
  baselineStartCommand: 'Input baseline-start-command',
  baselineRef: 'Input baseline-ref',
  baselineBuildCommand: 'Input baseline-build-command',
  maxRounds: 'Input max-rounds',
};

/**
 * Returns the same-job mode asked for (undefined without a baseline URL) and a sentence for every value that is not
 * valid or does not go with the others, naming the flag or input, so that all are told before anything starts.
 */
export function parseSameJob(texts: SameJobTexts, labels: SameJobLabels): { sameJob?: SameJob; problems: string[] } {
  const problems: string[] = [];
  const { baselineUrl, maxRounds } = texts;
  const rounds = maxRounds === undefined ? undefined : /^[0-9]+$/.test(maxRounds) ? Number(maxRounds) : Number.NaN;
  if (rounds !== undefined && !(rounds >= 1 && rounds <= MAX_ROUNDS)) {
    problems.push(
      `${labels.maxRounds} is ${JSON.stringify(maxRounds)}; write a whole number of rounds a side from 1 to ${MAX_ROUNDS}, e.g. 12`,
    );
  }
  problems.push(...baseRefProblems(texts, labels));
  if (baselineUrl === undefined) {
    for (const key of ['maxRounds', 'baselineStartCommand', 'baselineRef'] as const) {
      if (texts[key] !== undefined)
        problems.push(`${labels[key]} needs ${labels.baselineUrl}, the URL where the base build answers`);
    }
    return { problems };
  }
  if (!/^https?:\/\//i.test(baselineUrl) || !URL.canParse(baselineUrl)) {
    problems.push(
      `${labels.baselineUrl} is not an http(s) URL; write where the base build answers, e.g. "http://localhost:3001"`,
    );
  }
  if (texts.baseline !== undefined) {
    problems.push(
      `${labels.baseline} and ${labels.baselineUrl} are both given; compare with a results file or with a running base build, not both`,
    );
  }
  return { sameJob: { url: baselineUrl, ...(rounds !== undefined && { maxRounds: rounds }) }, problems };
}

/**
 * Returns a sentence for each problem of `baseline-ref` and `baseline-build-command`: the ref becomes an argument of
 * git, so one that git would read as an option, or as a refspec that writes a local branch (`a:b`) or a pattern
 * (`*`), or that holds a space or a control character, is refused.
 */
function baseRefProblems(texts: SameJobTexts, labels: SameJobLabels): string[] {
  const problems: string[] = [];
  const { baselineRef } = texts;
  if (baselineRef === undefined) {
    if (texts.baselineBuildCommand !== undefined)
      problems.push(`${labels.baselineBuildCommand} needs ${labels.baselineRef}, the base commit it builds`);
    return problems;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (baselineRef === '' || baselineRef.startsWith('-') || /[\s:*\u0000-\u001f\u007f]/.test(baselineRef)) {
    problems.push(
      `${labels.baselineRef} is ${JSON.stringify(baselineRef)}; write a branch, tag or commit of origin (no space, ":" or "*", not starting with "-"), e.g. main or \${{ github.base_ref }}`,
    );
  }
  if (texts.baselineStartCommand === undefined) {
    problems.push(
      `${labels.baselineRef} needs ${labels.baselineStartCommand}, the command that starts the base build in its worktree (e.g. "PORT=3001 npm start")`,
    );
  }
  return problems;
}
