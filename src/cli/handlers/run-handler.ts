// What `loadtool run` does: a load test validated, run with its overrides, judged and reported.
import { ExitCode, exitCodeFor } from '../../exit-codes.js';
import { LoadTestError } from '../../loadtest/load-test-error.js';
import type { LoadTest } from '../../loadtest/types.js';
import { loadLoadTest } from '../../loadtest/validate.js';
import { applyRunOverrides, overrideWarnings } from '../../loadtest/apply-overrides.js';
import { CannotRunError } from '../../errors.js';
import { runStageWithBaseline } from '../../pipeline/stages/run-stage.js';
import { readBaseline, writeBaselineResults } from '../../pipeline/baseline.js';
import { maskerOf } from '../../masker.js';
import { resolveWorkerCount } from '../../engine/workers/worker-count.js';
import { secretValues } from '../../secret-values.js';
import { renderTerminalTable } from '../../report/terminal-table.js';
import { ReportWriteError, unwrittenOutcome, writeReports } from '../../report/write-reports.js';
import { colorOf, type SignalSource } from '../command-plumbing.js';
import { parseSharedRunFlags, startTerminalRun } from '../run-flags.js';
import { withBreachedExitCode, type ConventionFlags } from '../k6-conventions.js';
import { httpDebugText } from '../http-debug-text.js';
import type { CliIo } from '../io.js';
import { logText } from '../../report/escape.js';
import { attachContracts, conformanceNote } from '../../loadtest/response-contracts.js';
import type { PipelineReporter } from '../../pipeline/reporter.js';
import { redactUrl } from '../../redact-url.js';
import { loadTestTls } from '../../loadtest/load-test-tls.js';
import { schemaHeadersFor } from '../schema-headers-flag.js';
import { uploadWritten } from '../upload-written.js';

/** The flags of `loadtool run`. */
export interface RunFlags extends ConventionFlags {
  out: string;
  scenario: string[];
  baseUrl?: string;
  users?: string;
  duration?: string;
  baseline?: string;
  baselineUrl?: string;
  maxRounds?: string;
  failOnInconclusive?: boolean;
  shard?: string;
  startAt?: string;
  workers?: string;
  forceWorkers?: boolean;
  /** The API schema whose response contracts a sample of the responses is checked against. */
  schema?: string;
  schemaHeader?: string[];
  outUrl?: string;
  metricsOut?: string[];
}

/** Runs `loadtool run` on a file; returns the exit code of its outcome. */
export async function runLoadTestCommand(
  io: CliIo,
  signals: SignalSource,
  file: string,
  flags: RunFlags,
): Promise<number> {
  const parsed = parseSharedRunFlags(flags, io.env);
  const { overrides, workers, workersNotice, sameJob, shard, startAt, outTarget, metricsOut, problems } = parsed;
  const { quiet, httpDebug, breachedExitCode } = parsed;
  // The run's environment from here on: the process's with the `-e` pairs over it.
  io = { ...io, env: parsed.env };
  if (problems.length > 0) {
    for (const problem of problems) io.stderr.write(`loadtool run: ${problem}\n`);
    return ExitCode.badInput;
  }
  const { reporter, signal, stop } = startTerminalRun(io, signals, quiet);
  if (workersNotice) reporter.warning(workersNotice);
  try {
    const named = flags.scenario.length > 0 ? flags.scenario : undefined;
    // Applied to the scenarios that run: with --scenario, those named.
    const runOverrides = { ...overrides, scenarios: named };
    const loaded = applyRunOverrides(await loadLoadTest(file, { env: io.env }), runOverrides);
    checkScenarioNames(loaded, flags.scenario, file);
    for (const warning of overrideWarnings(loaded, runOverrides)) reporter.warning(warning);
    const loadTest = await withSchemaContracts(loaded, file, flags, io, reporter, signal);
    // A wrong baseline path is bad input, said before any load is sent.
    const baseline = flags.baseline === undefined ? undefined : await readBaseline(flags.baseline);
    const secrets = secretValues(loadTest, io.env);
    for (const secret of secrets) reporter.secret(secret);
    const { results, baselineResults } = await runStageWithBaseline(loadTest, file, reporter, {
      env: io.env,
      signal,
      scenarios: named,
      mask: maskerOf(secrets),
      baseline,
      sameJob,
      shard,
      startAt,
      // `loadtool run` starts no system under test: auto takes every core.
      workers: resolveWorkerCount(workers ?? 1, false),
      metricsOut,
      httpDebug,
    });
    if (httpDebug) io.stderr.write(httpDebugText(results));
    // The table first: a folder that cannot be written loses the files, never the verdict.
    io.stdout.write(`\n${renderTerminalTable(results, { color: colorOf(io) })}\n`);
    let outcome = signal.aborted ? 'cancelled' : results.outcome;
    try {
      const files = await writeReports(results, flags.out, file);
      io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}, ${files.html}\n`);
      if (baselineResults) io.stdout.write(`Baseline: ${await writeBaselineResults(baselineResults, flags.out)}\n`);
      if (outTarget && !(await uploadWritten(io, 'run', outTarget, files, shard, flags.out)))
        outcome = unwrittenOutcome(outcome);
    } catch (error) {
      if (!(error instanceof ReportWriteError)) throw error;
      io.stderr.write(`loadtool run: error: ${logText(error.message)}\n`);
      outcome = unwrittenOutcome(outcome);
    }
    return withBreachedExitCode(
      exitCodeFor(outcome, { failOnInconclusive: flags.failOnInconclusive }),
      breachedExitCode,
    );
  } catch (error) {
    if (!(error instanceof CannotRunError)) throw error;
    io.stderr.write(`loadtool run: the run could not take place: ${logText(error.message)}\n`);
    return signal.aborted ? ExitCode.cancelled : error.exitCode;
  } finally {
    stop();
  }
}

/**
 * Returns the load test with the response contracts of `--schema` attached (conformance), saying so once; without
 * `--schema`, as it is, saying that the responses are not checked. A schema URL is fetched with the load test's TLS
 * options, as the load is sent.
 */
async function withSchemaContracts(
  loadTest: LoadTest,
  file: string,
  flags: RunFlags,
  io: CliIo,
  reporter: PipelineReporter,
  signal: AbortSignal,
): Promise<LoadTest> {
  if (flags.schema === undefined) {
    reporter.info(conformanceNote(undefined));
    return loadTest;
  }
  const headers = schemaHeadersFor(flags.schema, flags.schemaHeader ?? [], io.env);
  for (const secret of headers?.secrets ?? []) reporter.secret(secret);
  const tls = loadTestTls(loadTest, file, io.env);
  // Loaded only for --schema: the schema readers (GraphQL, OpenAPI) are a run's start otherwise.
  const { readApiSchema } = await import('../../schema/read-schema.js');
  const api = await readApiSchema(flags.schema, { baseDir: process.cwd(), headers, signal, tls, include: () => true });
  const attached = attachContracts(loadTest, api);
  reporter.info(conformanceNote(attached, redactUrl(flags.schema)));
  return attached.loadTest;
}

function checkScenarioNames(loadTest: LoadTest, names: string[], file: string): void {
  const known = new Set(loadTest.scenarios.map((s) => s.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  const list = [...known].map((name) => JSON.stringify(name)).join(', ');
  throw new LoadTestError(
    file,
    unknown.map((name) => ({
      path: '',
      message: `--scenario ${JSON.stringify(name)} matches no scenario; the scenarios are ${list}`,
    })),
  );
}
