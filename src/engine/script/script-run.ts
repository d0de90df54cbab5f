// src/engine/script/ runs custom scripts; this sets up a script scenario: one ScriptUser per connection.
import type { Scenario } from '../../loadtest/types.js';
import { maskerOf } from '../../masker.js';
import type { MeasuredScenario } from '../../results/types.js';
import type { LoadedScript } from '../../scripts/loaded-script.js';
import { buildRequest, checkProtocol } from '../http/build-request.js';
import { ClosedModel } from '../closed/closed-model.js';
import { statusTable } from '../error-category.js';
import type { ExecutorParts } from '../executor.js';
import { maskSamples } from '../flow/flow-run.js';
import { scenarioConnections, type ClientSettings } from '../http/scenario-connections.js';
import { measuredScenario } from '../record/scenario-figures.js';
import type { ScenarioSetup } from '../scenario-lifecycle.js';
import { ScenarioLoad } from '../scenario-load.js';
import { ScenarioRecorder } from '../record/scenario-recorder.js';
import { ScriptSteps } from './script-steps.js';
import { ScriptUser, type ScriptShared } from './script-user.js';
import { OpenScriptUser } from './open-script-user.js';
import { OpenModel } from '../open/open-model.js';
import type { ArrivalPart } from '../open/arrival-schedule.js';

/**
 * Returns a script scenario ready to run: one ScriptUser per connection on the closed model (or, at a rate, one
 * OpenScriptUser per connection, each call one arrival), the scenario's recorder
 * counting iterations and one recorder per request name (a step, created on first use). Throws, naming the variable,
 * when the scenario's headers need an environment variable that is not set.
 */
export function scriptSetup(
  baseUrl: string,
  scenario: Scenario,
  script: LoadedScript,
  env: NodeJS.ProcessEnv,
  client: ClientSettings,
  /** The `vu.id` of the first user: the users of the shards before this one in a sharded run. */
  firstUser = 0,
  /** At a rate: the part of the schedule this process runs; absent: the whole. */
  arrivalPart?: ArrivalPart,
): ScenarioSetup {
  // The scenario's headers, filled once: their values are secrets, like every `${NAME}` value.
  const built = buildRequest(baseUrl, { method: 'GET', path: '', headers: scenario.headers ?? {} }, env);
  checkProtocol(built.origin);
  // Shared by every recorder, so that a value vu.env returns later is never cut in half in a sample either.
  const secrets = [...built.secrets];
  const recorder = new ScenarioRecorder(statusTable(undefined), secrets);
  const timeoutMs = scenario.timeoutMs;
  const settings = { thinkTimeMs: scenario.thinkTimeMs ?? 0, timeoutMs, graphql: false };
  const stepRecorders: ScenarioRecorder[] = [];
  const parts: ExecutorParts = {
    load: new ScenarioLoad({ method: 'GET', path: built.path || '/' }, recorder, settings),
    // A script's request may ask to follow redirects (its followRedirects option), whatever the scenario says.
    connections: scenarioConnections(built.origin, scenario, client, true),
    stepRecorders,
  };
  let onceFailure: string | undefined;
  const shared: ScriptShared = {
    load: parts.load,
    steps: new ScriptSteps(recorder, stepRecorders, secrets),
    script,
    scriptPath: scenario.script ?? script.file,
    base: { prefix: built.path, headers: built.headers },
    timeoutMs,
    followRedirects: scenario.followRedirects ?? 0,
    crossOrigin: scenario.crossOrigin === true,
    env,
    secret: (value) => {
      if (!secrets.includes(value)) secrets.push(value);
    },
    failedChecks: new Map(),
    onceFailed: (reason) => (onceFailure = reason),
  };
  let users = firstUser;
  // At a rate (the open model), each arrival runs one call on a free user; else each user calls it in a loop.
  const executor = scenario.arrival
    ? new OpenModel(
        parts,
        scenario.arrival,
        scenario.durationSeconds * 1000,
        arrivalPart,
        (client, figures, freed) => new OpenScriptUser(client, users++, shared, figures, freed),
      )
    : new ClosedModel(parts, (scenario.rampUpSeconds ?? 0) * 1000, (client) => new ScriptUser(client, users++, shared));
  return {
    executor,
    parts,
    timeoutMs,
    measured: (time) => {
      const mask = maskerOf(secrets);
      const figures = measuredScenario(scenario, recorder, time);
      const steps = shared.steps.measured(scenario, time, mask);
      const measured: MeasuredScenario = { ...figures, samples: maskSamples(figures.samples, mask), steps };
      if (shared.failedChecks.size > 0)
        measured.requests = { ...measured.requests, byCheck: Object.fromEntries(shared.failedChecks) };
      if (executor instanceof OpenModel) Object.assign(measured, executor.measured(measured, time));
      // Not one iteration ran because `once` never succeeded: the scenario could not run, and says why.
      if (figures.requests.total === 0 && onceFailure !== undefined && !time.cancelled)
        return {
          ...measured,
          outcome: 'errored',
          error: mask(`the script's once function never succeeded: ${onceFailure}`),
        };
      return measured;
    },
  };
}
