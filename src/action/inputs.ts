// The action's inputs read once from the workflow: the pipeline's, and those of the reporting to GitHub.
import * as core from '@actions/core';
import type { PipelineInputs } from '../pipeline/types.js';
import { DEFAULT_WAIT_SECONDS } from '../pipeline/system-under-test.js';
import { INPUT_LABELS, parseRunOverrides } from '../pipeline/run-overrides.js';
import { parseSameJob, SAME_JOB_INPUT_LABELS } from '../pipeline/baseline.js';
import { parseShardInputs, SHARD_INPUT_LABELS } from '../pipeline/shard-inputs.js';
import { metricsOutOf } from '../outputs/metrics-out-spec.js';

/** The action's inputs (README.md#inputs-and-outputs), read once: the pipeline's, and how to report to GitHub. */
export interface ActionInputs extends PipelineInputs {
  githubToken?: string;
  comment: 'always' | 'on-failure' | 'never';
  failOnBreach: boolean;
  /**
   * `run`: the whole gate; `shard`: run the part `shard` of the load and write only its results, for a merge job;
   * `merge`: no load, the shards' results under `mergeFrom` merged, judged and reported like a run.
   */
  mode: ActionMode;
  /** With mode merge: the folder the shards' results were downloaded into. */
  mergeFrom?: string;
}

/** The action's modes (docs/scale.md#many-runners-the-matrix-workflow). */
const ACTION_MODES = ['run', 'shard', 'merge'] as const;
type ActionMode = (typeof ACTION_MODES)[number];

/** Returns every input of the action; throws with the input's name and its allowed values when one is wrong. */
export function readInputs(): ActionInputs {
  const optional = (name: string) => core.getInput(name) || undefined;
  const { overrides, workers, problems } = parseRunOverrides(
    {
      baseUrl: optional('base-url'),
      users: optional('users'),
      duration: optional('duration'),
      workers: optional('workers'),
    },
    INPUT_LABELS,
  );
  const baseline = baselineInput(optional('baseline'));
  const { sameJob, problems: sameJobProblems } = parseSameJob(
    {
      baseline,
      baselineUrl: optional('baseline-url'),
      baselineStartCommand: optional('baseline-start-command'),
      baselineRef: optional('baseline-ref'),
      baselineBuildCommand: optional('baseline-build-command'),
      maxRounds: optional('max-rounds'),
    },
    SAME_JOB_INPUT_LABELS,
  );
  problems.push(...sameJobProblems);
  const mode = oneOf('mode', ACTION_MODES);
  const mergeFrom = optional('merge-from');
  const sharding = parseShardInputs(
    { shard: optional('shard'), startAt: optional('start-at'), baseline, baselineUrl: optional('baseline-url') },
    SHARD_INPUT_LABELS,
    Date.now(),
    process.env,
  );
  const metricsOut = metricsOutOf(core.getMultilineInput('metrics-out'), 'Input metrics-out:');
  problems.push(...metricsOut.problems);
  problems.push(...sharding.problems, ...modeProblems(mode, { shard: optional('shard'), mergeFrom, baseline }));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return {
    config: core.getInput('config') || 'qa.config.json',
    plan: optional('plan'),
    loadtest: optional('loadtest'),
    generate: oneOf('generate', ['auto', 'always', 'never']),
    baseUrl: overrides.baseUrl,
    users: overrides.concurrentUsers,
    durationSeconds: overrides.durationSeconds,
    startCommand: optional('start-command'),
    waitFor: optional('wait-for'),
    waitSeconds: seconds('wait-timeout', DEFAULT_WAIT_SECONDS),
    schemaHeaders: core.getMultilineInput('schema-headers'),
    githubToken: optional('github-token'),
    comment: oneOf('comment', ['always', 'on-failure', 'never']),
    failOnBreach: core.getInput('fail-on-breach') === '' ? true : core.getBooleanInput('fail-on-breach'),
    baseline,
    baselineUrl: sameJob?.url,
    baselineStartCommand: optional('baseline-start-command'),
    baselineWaitFor: optional('baseline-wait-for'),
    baselineRef: optional('baseline-ref'),
    baselineBuildCommand: optional('baseline-build-command'),
    maxRounds: sameJob?.maxRounds,
    failOnInconclusive: core.getInput('fail-on-inconclusive') !== '' && core.getBooleanInput('fail-on-inconclusive'),
    shard: sharding.shard,
    startAt: sharding.startAt,
    // The runner's cores by default: a runner runs one job at a time.
    workers: workers ?? 'auto',
    ...(metricsOut.outputs.length > 0 && { metricsOut: metricsOut.outputs }),
    mode,
    mergeFrom,
  };
}

/** Returns a sentence for each input that the mode requires and lacks, or that only another mode takes. */
function modeProblems(mode: ActionMode, given: { shard?: string; mergeFrom?: string; baseline?: string }): string[] {
  const problems: string[] = [];
  if (mode === 'shard' && given.shard === undefined)
    problems.push(
      'Input shard is required with mode: shard; write which shard this job runs, i/n, e.g. "${{ matrix.shard }}/4"',
    );
  if (mode !== 'shard' && given.shard !== undefined)
    problems.push(
      `Input shard is set but mode is ${mode}; set mode: shard, so that this job runs its part of the load and leaves the verdict to the merge job`,
    );
  if (mode === 'merge' && given.mergeFrom === undefined)
    problems.push(
      "Input merge-from is required with mode: merge; write the folder the shards' artifacts were downloaded into, e.g. shards",
    );
  if (mode !== 'merge' && given.mergeFrom !== undefined)
    problems.push(`Input merge-from is set but mode is ${mode}; set mode: merge to merge the shards' results`);
  if (mode === 'merge' && given.baseline !== undefined)
    problems.push(
      'Input baseline is not taken with mode: merge, which only merges and judges the shards; compare the merged results.json in a later step (loadtool compare)',
    );
  return problems;
}

/** What reporting needs of the inputs; known even when one of the other inputs is invalid. */
export type ReportingInputs = Pick<ActionInputs, 'config' | 'githubToken' | 'comment'>;

/** Returns what reporting needs when readInputs refused an input: the comment is then written whatever `comment` says. */
export function lenientInputs(): ReportingInputs {
  const token = core.getInput('github-token') || undefined;
  if (token) core.setSecret(token);
  // A shard job never comments nor creates a check run, whatever went wrong: the merge job reports the run.
  const githubToken = core.getInput('mode') === 'shard' ? undefined : token;
  const comment = core.getInput('comment');
  return {
    config: core.getInput('config') || 'qa.config.json',
    githubToken,
    comment: comment === 'never' || comment === 'on-failure' ? comment : 'always',
  };
}

/** The value of `baseline` that finds the base branch's results among the workflow runs' artifacts (a file: ./artifact). */
export const ARTIFACT_BASELINE = 'artifact';

/** Returns the baseline file, or ARTIFACT_BASELINE however it is spaced. */
function baselineInput(value: string | undefined): string | undefined {
  return value?.trim() === ARTIFACT_BASELINE ? ARTIFACT_BASELINE : value;
}

function oneOf<T extends string>(name: string, allowed: readonly T[]): T {
  const value = core.getInput(name) || allowed[0]!;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Input ${name} is ${JSON.stringify(value)}; write one of ${allowed.join(', ')}`);
}

function seconds(name: string, fallback: number): number {
  const text = core.getInput(name);
  if (text === '') return fallback;
  const value = Number(text);
  if (Number.isFinite(value) && value > 0) return value;
  throw new Error(`Input ${name} is ${JSON.stringify(text)}; write a number of seconds above 0`);
}

/** How long reporting to GitHub may take: each request, and the whole phase (comment and check run). */
export interface ReportingLimits {
  requestTimeoutMs: number;
  budgetMs: number;
}

/**
 * Returns the reporting limits: 10 s per GitHub request and 60 s in all, so that a GitHub that hangs never holds the
 * step (and its runner) hostage. QA_PERF_GITHUB_TIMEOUT_SECONDS and QA_PERF_REPORTING_BUDGET_SECONDS change them.
 */
export function reportingLimits(env: NodeJS.ProcessEnv): ReportingLimits {
  return {
    requestTimeoutMs: envSeconds(env, 'QA_PERF_GITHUB_TIMEOUT_SECONDS', 10) * 1000,
    budgetMs: envSeconds(env, 'QA_PERF_REPORTING_BUDGET_SECONDS', 60) * 1000,
  };
}

function envSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] || Number.NaN);
  // A tuning knob, not an input: a value that is not a number of seconds keeps the default rather than fail a gate.
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
