// src/outputs/ pushes a run's metrics to Prometheus remote write and OTLP receivers as it runs, and its end figures.
import type { ScenarioProgress } from '../engine/record/scenario-figures.js';
import type { MeasuredRun, Shard } from '../results/types.js';
import type { MetricsOutput } from '../vocabulary/metrics-outputs.js';
import { fillPlaceholders } from '../placeholders.js';
import { decodedUserinfo, Receiver, type Point, type ReceiverLog } from './receiver.js';
import { measuredFigures, progressFigures, type ScenarioLabels, type SeriesFigures } from './series-figures.js';

/** How often the running scenarios' figures are pushed (and once at the first progress). */
const PUSH_INTERVAL_MS = 5_000;
/**
 * The longest the end of the run waits for the final push (docs/metrics-out.md#when-the-receiver-is-down).
 * @internal Exported for the tests.
 */
export const FINAL_WAIT_MS = 5_000;

export interface LiveOutputsOptions {
  outputs: readonly MetricsOutput[];
  /** The run_id label (runIdOf). */
  runId: string;
  shard?: Shard | undefined;
  /** The scenarios that run: their endpoint and users label their series. */
  scenarios: ReadonlyArray<{
    name: string;
    endpoint: string;
    concurrentUsers: number;
    flow?: ReadonlyArray<{ name: string; endpoint: string }> | undefined;
  }>;
  log: ReceiverLog;
}

/** The live outputs of one run: fed with the progress, finished with the measured run. */
export interface LiveOutputs {
  progress(update: ScenarioProgress): void;
  /** Pushes the measured run's figures (results.json's) and waits for them, FINAL_WAIT_MS at most; never throws. */
  finish(measured: MeasuredRun): Promise<void>;
}

/**
 * Starts pushing to every receiver: each running scenario's cumulative figures (ScenarioProgress.live) at its first
 * progress and every PUSH_INTERVAL_MS, then the measured run's. Says the run id once, and at the end each receiver's
 * pushes and drops; a receiver that fails costs one warning, never the run (receiver.ts).
 */
export function startLiveOutputs(options: LiveOutputsOptions): LiveOutputs {
  const startMs = Date.now();
  const receivers = options.outputs.map((output) => new Receiver(output, startMs, options.log));
  options.log.info(
    `Metrics out with run_id ${options.runId}: ${receivers.map((receiver) => receiver.shown).join(', ')}`,
  );
  const specs = new Map(
    options.scenarios.map((scenario): [string, ScenarioLabels] => [
      scenario.name,
      {
        endpoint: scenario.endpoint,
        users: scenario.concurrentUsers,
        ...(scenario.flow && { stepEndpoints: new Map(scenario.flow.map((step) => [step.name, step.endpoint])) }),
      },
    ]),
  );
  const latest = new Map<string, ScenarioProgress>();
  const run = { runId: options.runId, shard: options.shard };
  const pushLatest = () => {
    const updates = [...latest.values()];
    const point: Point = {
      timestamp: Date.now(),
      figures: () =>
        updates.flatMap((update) => progressFigures(update, specs.get(update.name) ?? { endpoint: '', users: 0 }, run)),
    };
    for (const receiver of receivers) receiver.push(point);
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    progress(update) {
      if (!update.live) return;
      latest.set(update.name, update);
      if (timer) return;
      pushLatest();
      timer = setInterval(pushLatest, PUSH_INTERVAL_MS);
      timer.unref();
    },
    async finish(measured) {
      clearInterval(timer);
      let figures: SeriesFigures[] = [];
      try {
        figures = measuredFigures(measured, run);
      } catch (error) {
        options.log.warning(`metrics out: the end figures could not be built (${(error as Error).message})`);
      }
      const point: Point = { timestamp: Date.now(), figures: () => figures };
      for (const receiver of receivers) receiver.push(point);
      await Promise.all(receivers.map((receiver) => receiver.settled(FINAL_WAIT_MS)));
      for (const receiver of receivers)
        options.log.info(`metrics to ${receiver.shown}: ${receiver.pushes} pushes, ${receiver.dropped} dropped`);
    },
  };
}

/**
 * Returns the outputs with each header's `${NAME}` filled from `env`; each value, and the password of a URL's user
 * information (sent as basic auth), is passed to `onSecret`, to be masked wherever a receiver's answer echoes it. An
 * unset variable throws, naming it.
 */
export function resolvedOutputs(
  outputs: readonly MetricsOutput[],
  env: NodeJS.ProcessEnv,
  onSecret: (value: string) => void,
): MetricsOutput[] {
  for (const { url } of outputs) {
    const password = URL.canParse(url) ? new URL(url).password : '';
    if (password) onSecret(decodedUserinfo(password));
  }
  return outputs.map((output) => ({
    ...output,
    ...(output.headers && {
      headers: Object.fromEntries(
        Object.entries(output.headers).map(([name, value]) => [name, fillPlaceholders(value, env, onSecret)]),
      ),
    }),
  }));
}
