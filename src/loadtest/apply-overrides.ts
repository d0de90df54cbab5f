// A run's overrides of a valid load test (`--users`, `--duration`, `--base-url`), applied without touching its file.
import type { ArrivalSchedule, LoadTest } from './types.js';

/** What a run changes of a valid load test, k6's `--vus`/`--duration` and Artillery's `--target`: never its file. */
export interface RunOverrides {
  /** The server of the system under test; a path of its own replaces the file's path prefix (see below). */
  baseUrl?: string | undefined;
  concurrentUsers?: number | undefined;
  durationSeconds?: number | undefined;
  /** The scenarios the users and duration apply to; absent: every scenario. */
  scenarios?: readonly string[] | undefined;
}

/**
 * Returns the load test with the overrides applied: the users and duration of every scenario (or of those named),
 * and the base URL. The load test given is left as it was; with nothing to override, it is returned itself.
 */
export function applyRunOverrides(loadTest: LoadTest, overrides: RunOverrides): LoadTest {
  const { baseUrl, concurrentUsers, durationSeconds } = overrides;
  if (baseUrl === undefined && concurrentUsers === undefined && durationSeconds === undefined) return loadTest;
  const named = overrides.scenarios ? new Set(overrides.scenarios) : undefined;
  return {
    ...loadTest,
    baseUrl: baseUrl === undefined ? loadTest.baseUrl : withPathPrefix(baseUrl, loadTest.baseUrl),
    scenarios: loadTest.scenarios.map((scenario) =>
      named && !named.has(scenario.name)
        ? scenario
        : {
            ...scenario,
            concurrentUsers: concurrentUsers ?? scenario.concurrentUsers,
            durationSeconds: durationSeconds ?? scenario.durationSeconds,
            ...(scenario.arrival && { arrival: overriddenArrival(scenario.arrival, concurrentUsers, durationSeconds) }),
          },
    ),
  };
}

/**
 * Returns an open-model schedule with the run's overrides: `--users` is its maxUsers (the connections, which are its
 * users), and `--duration` stretches or shrinks every stage in proportion, so that a ramp keeps its shape (the one
 * stage of `arrivalRate:` takes the duration as it is).
 */
function overriddenArrival(
  arrival: ArrivalSchedule,
  maxUsers: number | undefined,
  durationSeconds: number | undefined,
): ArrivalSchedule {
  const total = arrival.stages.reduce((sum, stage) => sum + stage.durationSeconds, 0);
  const stages =
    durationSeconds === undefined
      ? arrival.stages
      : arrival.stages.map((stage, index, all) => ({
          ...stage,
          // The last stage takes what is left, so that the stages add up to the duration exactly.
          durationSeconds:
            index === all.length - 1
              ? durationSeconds -
                all.slice(0, -1).reduce((sum, { durationSeconds: each }) => sum + (each * durationSeconds) / total, 0)
              : (stage.durationSeconds * durationSeconds) / total,
        }));
  return { ...arrival, stages, maxUsers: maxUsers ?? arrival.maxUsers };
}

/**
 * Returns a sentence for each scenario whose ramp-up or think time is longer than the duration the overrides set (a
 * file's own are warned about when it is validated): then users never start, or each sends one request.
 */
export function overrideWarnings(loadTest: LoadTest, overrides: RunOverrides): string[] {
  if (overrides.durationSeconds === undefined) return [];
  const named = overrides.scenarios ? new Set(overrides.scenarios) : undefined;
  return loadTest.scenarios.flatMap(({ name, durationSeconds, rampUpSeconds = 0, thinkTimeMs = 0 }) => {
    if (named && !named.has(name)) return [];
    const past = [
      ...(rampUpSeconds > durationSeconds
        ? [`rampUp ${rampUpSeconds}s of ${JSON.stringify(name)} ${longer(durationSeconds)}: ${NEVER_START}`]
        : []),
      ...(thinkTimeMs > durationSeconds * 1000
        ? [`thinkTime ${thinkTimeMs / 1000}s of ${JSON.stringify(name)} ${longer(durationSeconds)}: ${ONE_REQUEST}`]
        : []),
    ];
    return past.map((sentence) => `${sentence}; lengthen the duration of the run`);
  });
}

const longer = (seconds: number) => `is longer than the duration of this run (${seconds}s)`;
const NEVER_START = 'the users due to start after the end never start';
const ONE_REQUEST = 'each virtual user sends one request, then waits past the end';

// The text before a base URL's path: a scheme and authority (which may hold `${NAME}`), or one `${NAME}` standing for
// them. A `${NAME}` that is the whole URL has no path we can read.
const ORIGIN = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]*|\$\{[^}]*\})(\/.*)?$/i;

/**
 * Returns the base URL given, with the path prefix of the one written in the file (`/v1`) when it has no path of its
 * own: the same rule as generation, which adds the schema's prefix to a base URL without a path, so that pointing a
 * committed load test at another server (`http://staging:8080`) keeps its endpoints where they were.
 */
function withPathPrefix(given: string, written: string): string {
  const { pathname } = new URL(given);
  if (pathname !== '/') return given;
  const prefix = ORIGIN.exec(written)?.[1] ?? '';
  return `${given.replace(/\/$/, '')}${prefix === '/' ? '' : prefix}`;
}
