// src/engine/flow/ runs flows (steps that pass values on); this sets up a flow scenario's users and recorders.
import type { FlowStep, Scenario } from '../../loadtest/types.js';
import { maskerOf } from '../../masker.js';
import type { FailedSample, MeasuredScenario, MeasuredStep } from '../../results/types.js';
import { checkProtocol } from '../http/build-request.js';
import { ClosedModel } from '../closed/closed-model.js';
import { OpenModel } from '../open/open-model.js';
import { OpenFlowUser } from './open-flow-user.js';
import type { ArrivalPart } from '../open/arrival-schedule.js';
import { statusTable } from '../error-category.js';
import type { ExecutorParts } from '../executor.js';
import { extractionCounts, planFlowSteps, type FlowStepPlan } from './compiled-steps.js';
import { FlowUser } from './flow-user.js';
import type { FlowShared } from './flow-shared.js';
import { SharedOnce } from './shared-once.js';
import { scenarioConnections, type ClientSettings } from '../http/scenario-connections.js';
import { measuredScenario } from '../record/scenario-figures.js';
import type { MeasuredTime, ScenarioSetup } from '../scenario-lifecycle.js';
import { ScenarioLoad } from '../scenario-load.js';
import { ScenarioRecorder } from '../record/scenario-recorder.js';
import { timerDelay } from '../timers.js';
import type { DataRows } from '../../loadtest/data/read-data-file.js';
import { dataFeeder } from '../data/data-feeder.js';

/**
 * Returns a flow scenario ready to run: its users on the closed model, one per connection, each running the flow's
 * steps (FlowUser), its cleanup steps after the measured time, each iteration with a row of `rows`, the scenario's
 * data file, when it has one; the flow's recorder counts iterations, each step's recorder its requests. Throws, naming the step, when a step cannot be built (an environment variable not set).
 */
export function flowSetup(
  baseUrl: string,
  scenario: Scenario,
  flow: readonly FlowStep[],
  options: {
    env: NodeJS.ProcessEnv;
    client: ClientSettings;
    arrivalPart?: ArrivalPart | undefined;
    httpDebug?: boolean | undefined;
  },
  rows?: DataRows,
): ScenarioSetup {
  const { env, client } = options;
  for (const step of flow) timerDelay(step.timeoutMs, 'the timeout');
  // Shared by every recorder, so that a value a once step extracts later is never cut in half in a sample either.
  const secrets: string[] = [];
  const plans = planFlowSteps(baseUrl, flow, env, secrets);
  const onceValues = new Set<string>();
  const recorder = new ScenarioRecorder(statusTable(undefined), secrets);
  // One timeout of 0 (none) makes the flow's longest unlimited.
  const timeoutMs = flow.some((step) => step.timeoutMs === 0) ? 0 : Math.max(...flow.map((step) => step.timeoutMs));
  const settings = { thinkTimeMs: scenario.thinkTimeMs ?? 0, timeoutMs, graphql: false, httpDebug: options.httpDebug };
  const first = plans[0]!;
  checkProtocol(first.origin);
  const parts: ExecutorParts = {
    load: new ScenarioLoad(first.request ?? { method: first.step.method, path: '/' }, recorder, settings),
    connections: scenarioConnections(
      first.origin,
      { ...scenario, timeoutMs },
      client,
      flow.some((step) => (step.followRedirects ?? 0) > 0),
    ),
    stepRecorders: plans.map((plan) => plan.recorder),
  };
  // One answer for every user of the scenario for each `shared: true` once step (a client-credentials token).
  const sharedOnce = new Map(
    flow.flatMap((step, index) => (step.shared ? [[index, new SharedOnce(step.extract.map(({ name }) => name))]] : [])),
  );
  const shared: FlowShared = {
    load: parts.load,
    plans,
    once: indexesWhere(flow, (step) => step.once),
    iteration: indexesWhere(flow, (step) => !step.once && step.cleanup !== true),
    cleanup: indexesWhere(flow, (step) => step.cleanup === true),
    ...(sharedOnce.size > 0 && { sharedOnce }),
    ...(rows && {
      data: dataFeeder(scenario.data!, rows, (reason) => {
        parts.load.endWhenIdle(reason);
      }),
    }),
    secret: (value) => {
      if (onceValues.has(value)) return;
      onceValues.add(value);
      secrets.push(value);
    },
  };
  // At a rate (the open model), each arrival runs one iteration on a free user; else each user runs them in a loop.
  const executor = scenario.arrival
    ? new OpenModel(
        parts,
        scenario.arrival,
        scenario.durationSeconds * 1000,
        options.arrivalPart,
        (client, figures, freed) => new OpenFlowUser(client, shared, figures, freed),
      )
    : new ClosedModel(parts, (scenario.rampUpSeconds ?? 0) * 1000, (client) => new FlowUser(client, shared));
  return {
    executor,
    parts,
    timeoutMs,
    measured: (time) => {
      const measured = measuredFlow(scenario, recorder, plans, time, maskerOf([...onceValues]));
      return executor instanceof OpenModel ? executor.measured(measured, time) : measured;
    },
  };
}

/** Returns the flow's figures with each step's, every sample masked of the values the once steps extracted. */
function measuredFlow(
  scenario: Scenario,
  recorder: ScenarioRecorder,
  plans: readonly FlowStepPlan[],
  time: MeasuredTime,
  mask: (text: string) => string,
): MeasuredScenario {
  // A step's time is its flow's; only the flow says it stopped early.
  const stepTime: MeasuredTime = { startedAt: time.startedAt, stoppedAt: time.stoppedAt, cancelled: time.cancelled };
  const steps = plans.map((plan): MeasuredStep => {
    const { step } = plan;
    let measured = measuredScenario(
      { ...scenario, name: step.name, endpoint: step.endpoint, line: step.line },
      plan.recorder,
      stepTime,
    );
    if (plan.checks) measured = plan.checks.withCounts(measured);
    const extracted = extractionCounts(plan);
    if (Object.keys(extracted).length > 0)
      measured = {
        ...measured,
        requests: { ...measured.requests, byCheck: { ...measured.requests.byCheck, ...extracted } },
      };
    return {
      ...measured,
      samples: maskSamples(measured.samples, mask),
      ...(step.once && { once: true }),
      ...(step.measure === false && { measure: false as const }),
      ...(step.cleanup && { cleanup: true as const }),
    };
  });
  const flow = measuredScenario(scenario, recorder, time);
  return { ...flow, samples: maskSamples(flow.samples, mask), steps };
}

/** Returns the samples with every free text (body, GraphQL message, reason) masked; a script's steps mask theirs too. */
export function maskSamples(samples: FailedSample[] | undefined, mask: (text: string) => string): FailedSample[] {
  return (samples ?? []).map((sample) => ({
    ...sample,
    body: mask(sample.body),
    ...(sample.graphqlMessage !== undefined && { graphqlMessage: mask(sample.graphqlMessage) }),
    ...(sample.reason !== undefined && { reason: mask(sample.reason) }),
  }));
}

/** Returns the indexes of the steps that pass `test`, in order. */
function indexesWhere(flow: readonly FlowStep[], test: (step: FlowStep) => boolean): number[] {
  return flow.flatMap((step, index) => (test(step) ? [index] : []));
}
