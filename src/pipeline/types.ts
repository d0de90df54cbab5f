// The pipeline's shared types: its inputs and options, and the PipelineResult union.
import type { QaConfig } from '../config/types.js';
import type { ReportFiles, ReportWriteError } from '../report/write-reports.js';
import type { RunResults, ScenarioOutcome, Shard } from '../results/types.js';
import type { WorkerCount } from '../engine/workers/worker-count.js';
import type { MetricsOutput } from '../vocabulary/metrics-outputs.js';

/** What the pipeline is asked to do: the action's inputs, which `loadtool gate` mirrors as flags. */
export interface PipelineInputs {
  config: string;
  /** Absent: qa-plan.md beside the config, else under requirements.docsPath. */
  plan?: string;
  /** Absent: load-tests/loadtool.yaml beside the config. */
  loadtest?: string;
  generate: 'auto' | 'always' | 'never';
  /** The system under test: the config's base URL for generation, and a committed load test's `baseUrl` for the run. */
  baseUrl?: string;
  /** Every scenario's users for this run (`--users`, `users`), validated; the file is left as it is. */
  users?: number;
  /** Every scenario's duration for this run, in seconds (`--duration`, `duration`), validated. */
  durationSeconds?: number;
  startCommand?: string;
  waitFor?: string;
  waitSeconds?: number;
  /** `Name: value` lines sent when the schema is fetched (`--schema-header`, `schema-headers`). */
  schemaHeaders?: string[];
  /** A results.json to compare the run with (`--baseline`, `baseline`), read before any load is sent. */
  baseline?: string;
  /** How reports name the baseline when not by its path (the action's `baseline: artifact`); default the path. */
  baselineSource?: string;
  /** The same-job mode (`--baseline-url`, `baseline-url`): where the base build answers, validated. */
  baselineUrl?: string;
  /** Starts the base build (`--baseline-start-command`); stopped at the end, like startCommand. */
  baselineStartCommand?: string;
  /**
   * The base commit (`--baseline-ref`, `baseline-ref`): fetched from origin and checked out into a worktree of its own,
   * where baselineBuildCommand, then baselineStartCommand, run; the worktree is removed at the end. Validated.
   */
  baselineRef?: string;
  /** Builds the base in its worktree before baselineStartCommand (`--baseline-build-command`); with baselineRef. */
  baselineBuildCommand?: string;
  /** Polled after baselineStartCommand until it answers, before any load (waitSeconds at most). */
  baselineWaitFor?: string;
  /** The most rounds a side while a comparison is inconclusive (`--max-rounds`, `max-rounds`); absent: three times the rounds. */
  maxRounds?: number;
  /** Exit 1 when the comparison with the baseline is inconclusive (`--fail-on-inconclusive`); else such a run exits 0. */
  failOnInconclusive?: boolean;
  /** Runs shard `index` of `count` (`--shard i/n`): this part of every scenario's users; validated. */
  shard?: Shard;
  /** When the first request may start, in ms since the epoch (`--start-at`); validated. */
  startAt?: number;
  /**
   * Worker threads to send the load from (`--workers`, `workers`), validated; `auto`: one per core, less one when
   * start-command or baseline-start-command runs the system under test in the same job. Absent: 1.
   */
  workers?: WorkerCount;
  /** Receivers of the live metrics besides loadtool.yaml's `outputs:` (`--metrics-out`, `metrics-out`), validated. */
  metricsOut?: MetricsOutput[];
  /** Failed samples keep the request and the response's head (`--http-debug`). */
  httpDebug?: boolean;
}

export interface PipelineOptions {
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Write qa.config.json when it is missing (the action's onboarding); otherwise a missing config is bad input. */
  onboard?: { repository?: string };
  /**
   * The folder the reports must stay in (the action's workspace): a `reportDir` that leads outside it is bad input.
   * Absent (the CLI): any folder the user names is honoured.
   */
  workspace?: string;
}

/** The pipeline when performance testing is disabled in the config: nothing ran, exit 0. */
export interface SkippedPipeline {
  outcome: 'skipped';
  exitCode: number;
  config: QaConfig;
}

/** The pipeline once the run has taken place: results known; the files absent when they could not be written. */
export interface RanPipeline {
  outcome: ScenarioOutcome;
  exitCode: number;
  config: QaConfig;
  loadTestFile: string;
  /** Masked, judged and triaged. */
  results: RunResults;
  files?: ReportFiles;
  /** The base side's results file of the same-job mode (baseline-results.json), once written. */
  baselineFile?: string;
  /** Set when the report files could not be written; the verdict stands and the doors report it. */
  reportError?: ReportWriteError;
}

/** What the pipeline ends with, told apart by `outcome`. */
export type PipelineResult = SkippedPipeline | RanPipeline;
