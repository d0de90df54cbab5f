// Runs one scenario: its executor picked (closed, open, flow or script) and run through its lifecycle.
import type { Dispatcher } from 'undici';
import type { Scenario } from '../loadtest/types.js';
import type { MeasuredScenario } from '../results/types.js';
import type { LoadedScript } from '../scripts/loaded-script.js';
import type { PickedValue } from '../vocabulary/data-source.js';
import { roundsOf } from '../vocabulary/regression.js';
import { BodyChecks } from './http/body-checks.js';
import { conformanceOf } from './http/conformance.js';
import { buildRequest, checkProtocol, dispatchOptions, type BuiltRequest } from './http/build-request.js';
import type { ArrivalPart } from './open/arrival-schedule.js';
import { ClosedModel } from './closed/closed-model.js';
import { flowSetup } from './flow/flow-run.js';
import { OpenModel } from './open/open-model.js';
import { statusTable } from './error-category.js';
import type { ExecutorParts } from './executor.js';
import { scenarioConnections, type ClientSettings } from './http/scenario-connections.js';
import { keepsCookies, loadCookies } from './http/agent/cookie-jar.js';
import {
  emptyMeasurement,
  measuredScenario,
  scenarioProgress,
  type ScenarioProgress,
} from './record/scenario-figures.js';
import { runLifecycle, type ScenarioSetup } from './scenario-lifecycle.js';
import { scriptSetup } from './script/script-run.js';
import { streamSetup } from './stream/stream-run.js';
import { ScenarioLoad } from './scenario-load.js';
import { ScenarioRecorder } from './record/scenario-recorder.js';
import { perRequestNames, RequestTemplate } from './http/request-template.js';
import { variantScenarios } from './http/request-variants.js';
import { timerDelay } from './timers.js';
import { ALL_ROWS, DataFileError, type DataRows, type RowPart } from '../loadtest/data/read-data-file.js';
import { dataFeeder, dataRows } from './data/data-feeder.js';
import { abortWatch, remainingRequests } from './record/abort-watch.js';

export type { ScenarioProgress } from './record/scenario-figures.js';

/** The longest the requests in flight at the end are awaited, whatever the timeout. */
export const GRACE_CAP_MS = 30_000;
/**
 * Added to the grace period, so that a request about to time out is counted as a timeout, not as interrupted. The
 * response timeout itself is exact to the event loop's delay (each user's own timer), but a request that had to
 * reconnect at the end first waits for its connect, whose timeout undici checks on a clock that ticks every 500 ms.
 */
export const TIMER_SLACK_MS = 1_000;
/** The longest the connections opened before the clock starts are awaited; the slower ones connect during the run. */
export const WARM_UP_CAP_MS = 5_000;

export interface ScenarioRunOptions {
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal | undefined;
  onProgress?: ((progress: ScenarioProgress) => void) | undefined;
  /** Adds the cumulative figures to each progress (ScenarioProgress.live), for the live metrics outputs. */
  liveFigures?: boolean | undefined;
  /** `--http-debug` (RunOptions.httpDebug). */
  httpDebug?: boolean | undefined;
  /** The bound on a response (larger ones are failed requests of category `other`) and the TLS options. */
  client: ClientSettings;
  /** By scenario name, the values of each of its data sources (`scenario.sources`), fetched before the run. */
  sourceValues?: ReadonlyMap<string, ReadonlyArray<readonly PickedValue[]>> | undefined;
  /**
   * By scenario name, why its data sources gave it no value (src/sources/: what came back and what to do): such a
   * scenario is `errored` with that message and sends nothing.
   */
  sourceFailures?: ReadonlyMap<string, string> | undefined;
  /** By scenario name, the script of each script scenario (`scenario.script`), loaded before the run. */
  scripts?: ReadonlyMap<string, LoadedScript> | undefined;
  /**
   * The number of the scenario's first user here, 0 unless it runs one shard of a sharded run (the users of the shards
   * before it): data-source values and a script's `vu.id` go on from there, so that shards do not all repeat the first.
   */
  firstUser?: number | undefined;
  /** An open-model scenario's requests run here: one shard's or worker's part of its schedule; absent: the whole. */
  arrivalPart?: ArrivalPart | undefined;
  /** The rows of a data file this process takes: one shard's or worker's part (rowPart); absent: all of them. */
  dataPart?: RowPart | undefined;
}

/**
 * Returns the measurement of a scenario that is not to run at all, whatever the way it is run: `skipped` with its
 * reason when it has `skip:`, `errored` with the failure when its data sources gave it no value; undefined otherwise.
 */
export function notRunMeasurement(
  scenario: Scenario,
  options: Pick<ScenarioRunOptions, 'sourceFailures'>,
): MeasuredScenario | undefined {
  if (scenario.skip !== undefined) return { ...emptyMeasurement(scenario, 'skipped'), skip: scenario.skip };
  const failure = options.sourceFailures?.get(scenario.name);
  if (failure !== undefined) return { ...emptyMeasurement(scenario, 'errored'), error: failure };
  return undefined;
}

/**
 * Returns what one scenario measured, not yet judged (outcome `measured`, `cancelled`, `errored`, or `skipped`, see
 * notRunMeasurement). It never throws for what happens on the wire: that is data.
 */
export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  options: ScenarioRunOptions,
): Promise<MeasuredScenario> {
  const notRun = notRunMeasurement(scenario, options);
  if (notRun) return notRun;
  if (options.signal?.aborted) return emptyMeasurement(scenario, 'cancelled');
  // A scenario with fewer users than shards has none in some shards: not run there, and listed with 0 users, so that
  // the merge sees it was not forgotten (docs/scale.md#sharded-runs).
  if (scenario.concurrentUsers === 0) return emptyMeasurement(scenario, 'measured');
  // The users' cookie jars are made with the setup, which is synchronous.
  if (keepsCookies(scenario)) await loadCookies();
  let setup: ScenarioSetup;
  // A stream scenario adds its events to its progress: its held streams end only with the measured time.
  let progressed: (progress: ScenarioProgress) => ScenarioProgress = (progress) => progress;
  try {
    const rows = scenario.data && (await dataRows(scenario.data.path, options.dataPart ?? ALL_ROWS));
    // A validated load test is within these; one built otherwise must not have its timers fire at once.
    timerDelay(scenario.durationSeconds * 1000, 'the duration');
    timerDelay((scenario.rampUpSeconds ?? 0) * 1000, 'the ramp-up');
    timerDelay(scenario.thinkTimeMs ?? 0, 'the think time');
    timerDelay(scenario.timeoutMs, 'the timeout');
    if (scenario.script !== undefined) {
      const script = options.scripts?.get(scenario.name);
      if (!script) throw new Error(`its script ${scenario.script} was not loaded before the run`);
      setup = scriptSetup(
        baseUrl,
        scenario,
        script,
        options.env,
        options.client,
        options.firstUser,
        options.arrivalPart,
      );
    } else if (scenario.stream !== undefined) {
      const streamed = streamSetup(baseUrl, scenario, options);
      setup = streamed;
      progressed = streamed.progressed;
    } else
      setup = scenario.flow
        ? flowSetup(baseUrl, scenario, scenario.flow, options, rows)
        : requestSetup(baseUrl, scenario, options, rows);
  } catch (error) {
    // buildRequest's messages name the variable, never its value; a URL error's own message may quote the URL with
    // the values filled in, so it is replaced.
    const invalidUrl = (error as { code?: unknown }).code === 'ERR_INVALID_URL';
    const reason = invalidUrl
      ? `baseUrl ${baseUrl} is not a valid URL`
      : error instanceof DataFileError
        ? `its data file ${scenario.data!.file}${error.line === undefined ? '' : `:${error.line}`} ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    return { ...emptyMeasurement(scenario, 'errored'), error: `the scenario could not start: ${reason}` };
  }

  const { executor, parts, timeoutMs } = setup;
  const recorder = parts.load.recorder;
  const onProgress = options.onProgress;
  const time = await runLifecycle(executor, parts, {
    durationMs: scenario.durationSeconds * 1000,
    rounds: roundsOf(scenario),
    graceMs: (timeoutMs > 0 ? Math.min(timeoutMs, GRACE_CAP_MS) : GRACE_CAP_MS) + TIMER_SLACK_MS,
    warmUpMs: Math.min(timeoutMs > 0 ? timeoutMs : WARM_UP_CAP_MS, WARM_UP_CAP_MS),
    signal: options.signal,
    watch: abortWatch(scenario, recorder, remainingRequests(scenario, recorder, options.arrivalPart)),
    onProgress:
      onProgress &&
      ((now, elapsedMs) => {
        const live = options.liveFigures ? { steps: parts.stepRecorders, dropped: executor.dropped?.() } : undefined;
        onProgress(progressed(scenarioProgress(scenario, recorder, now, elapsedMs, live)));
      }),
  });
  return setup.measured(time);
}

/**
 * Returns a single-request scenario ready to run on the closed model, or the open model when it has an `arrival`
 * schedule: its request built once (or its variants), or, with `${uuid}`, built anew for each send.
 */
function requestSetup(
  baseUrl: string,
  scenario: Scenario,
  options: ScenarioRunOptions,
  rows: DataRows | undefined,
): ScenarioSetup {
  let sourced: Scenario[] | undefined;
  if (scenario.sources) {
    // Never a request with an invented value: the values come from the pre-flight, or the scenario does not run.
    const values = options.sourceValues?.get(scenario.name);
    if (!values) throw new Error('its data sources (from, pick) were not fetched before the run');
    sourced = variantScenarios(scenario, values);
  }
  let templates: RequestTemplate[] | undefined;
  let variants: BuiltRequest[] | undefined;
  let built: Pick<BuiltRequest, 'origin' | 'secrets'>;
  let request: Dispatcher.DispatchOptions;
  if (perRequestNames(scenario).size > 0) {
    // `${uuid}` is new at every request; a scenario without it keeps its request built once.
    const secrets: string[] = [];
    const addSecret = (value: string) => {
      if (!secrets.includes(value)) secrets.push(value);
    };
    templates = (sourced ?? [scenario]).map(
      (variant) => new RequestTemplate(baseUrl, variant, perRequestNames(variant), options.env, addSecret),
    );
    built = { origin: templates[0]!.origin, secrets };
    request = templates[0]!.build();
  } else {
    variants = sourced?.map((variant) => buildRequest(baseUrl, variant, options.env));
    const first = variants?.[0] ?? buildRequest(baseUrl, scenario, options.env);
    built = first;
    request = dispatchOptions(first);
  }
  checkProtocol(built.origin);
  // `timeout: 0s` means none at all.
  const timeoutMs = scenario.timeoutMs;
  const recorder = new ScenarioRecorder(statusTable(scenario.expectStatus), built.secrets);
  const settings = {
    thinkTimeMs: scenario.thinkTimeMs ?? 0,
    timeoutMs,
    graphql: scenario.graphql !== undefined,
    followRedirects: scenario.followRedirects ?? 0,
    crossOrigin: scenario.crossOrigin === true,
    httpDebug: options.httpDebug,
  };
  const load: ScenarioLoad = new ScenarioLoad(
    request,
    recorder,
    settings,
    variants?.map(dispatchOptions),
    options.firstUser,
    templates,
    rows &&
      dataFeeder(scenario.data!, rows, (reason) => {
        load.endWhenIdle(reason);
      }),
  );
  const parts: ExecutorParts = {
    load,
    connections: scenarioConnections(built.origin, scenario, options.client, (scenario.followRedirects ?? 0) > 0),
    checks: scenario.expectJson && new BodyChecks(scenario.expectJson),
    conformance: scenario.conformance === 'off' ? undefined : conformanceOf(scenario.responseContract),
  };
  const executor = scenario.arrival
    ? new OpenModel(parts, scenario.arrival, scenario.durationSeconds * 1000, options.arrivalPart)
    : new ClosedModel(parts, (scenario.rampUpSeconds ?? 0) * 1000);
  return {
    executor,
    parts,
    timeoutMs,
    measured: (time) => {
      let measured = measuredScenario(scenario, recorder, time);
      if (executor instanceof OpenModel) measured = executor.measured(measured, time);
      return parts.checks ? parts.checks.withCounts(measured) : measured;
    },
  };
}
