// The findings of the bounds of a load test: values past them (errors), times that do not fit the duration (warnings).
import { isLatencyKey } from '../../vocabulary/thresholds.js';
import type { Segments } from '../../json-schema-messages.js';
import { isOpenModel } from './arrival-findings.js';
import type { Finding } from './finding.js';
import { eachStep } from './each-step.js';
import {
  MAX_DURATION_SECONDS,
  MAX_LATENCY_MS,
  MAX_RAMP_UP_MS,
  MAX_THINK_TIME_MS,
  MAX_TIMEOUT_MS,
  MIN_LATENCY_MS,
  parseDurationSeconds,
  parseTimeMs,
} from '../../vocabulary/units.js';
import { show } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

/** What the bounds find: values past them (errors), and times that do not fit the duration (warnings). */
export interface BoundFindings {
  problems: Finding[];
  warnings: Finding[];
}

/** The times a scenario or `defaults` may set besides its duration, with their bound and how a message names them. */
const TIMES = [
  { key: 'timeout', max: MAX_TIMEOUT_MS, noun: 'a timeout', fix: 'a request slower than that is no load test' },
  { key: 'thinkTime', max: MAX_THINK_TIME_MS, noun: 'a think time', fix: 'a user that waits longer sends no load' },
  { key: 'rampUp', max: MAX_RAMP_UP_MS, noun: 'a ramp-up', fix: 'the ramp-up is part of the duration' },
] as const;

const LATENCY = /^([0-9]+(?:\.[0-9]+)?)(ms|s)$/;

/**
 * Returns the values past the bounds of units.ts (a duration over 24 h, a timeout, think time or ramp-up too long, a
 * latency limit below what is measured), and, as warnings, a think time or ramp-up longer than the scenario's
 * duration (with `defaults` merged): then most users send one request, or never start. The number of users is
 * bounded by the JSON Schema. Values of the wrong shape are left to the JSON Schema.
 */
export function boundFindings(data: Record<string, unknown>): BoundFindings {
  const problems: Finding[] = [];
  const warnings: Finding[] = [];
  const defaults = isRecord(data.defaults) ? data.defaults : {};
  checkTimes(defaults, ['defaults'], problems);
  checkLatencies(defaults.thresholds, ['defaults', 'thresholds'], problems);
  const defaultSeconds = durationWithin(defaults.duration, ['defaults', 'duration'], problems);

  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    checkTimes(scenario, at, problems);
    checkLatencies(scenario.thresholds, [...at, 'thresholds'], problems);
    eachStep(scenario, at, (step, stepAt) => {
      checkTimes(step, stepAt, problems);
      checkLatencies(step.thresholds, [...stepAt, 'thresholds'], problems);
      checkStepAbort(step.thresholds, [...stepAt, 'thresholds'], problems);
    });
    const own = Object.hasOwn(scenario, 'duration');
    const duration = own ? scenario.duration : defaults.duration;
    const seconds = own ? durationWithin(duration, [...at, 'duration'], problems) : defaultSeconds;
    // The open model has no think time or ramp-up (arrival-findings.ts): nothing to compare with its duration.
    if (seconds === undefined || isOpenModel(scenario, defaults)) return;
    const name = typeof scenario.name === 'string' ? ` of ${show(scenario.name)}` : '';
    for (const { key, max } of TIMES) {
      if (key === 'timeout') continue;
      const [value, segments] = Object.hasOwn(scenario, key)
        ? [scenario[key], [...at, key]]
        : [defaults[key], ['defaults', key]];
      const ms = typeof value === 'string' ? parseTimeMs(value) : undefined;
      // A time past its bound is an error already.
      if (ms === undefined || ms <= seconds * 1000 || ms > max) continue;
      const effect =
        key === 'thinkTime'
          ? 'each virtual user sends one request, then waits past the end'
          : 'the users due to start after the end never start';
      warnings.push({
        segments,
        at: 'value',
        message: `${show(value)} is longer than the duration${name} (${String(duration)}): ${effect}; shorten ${key} or lengthen the duration`,
      });
    }
  });
  return { problems, warnings };
}

/** Returns the seconds of a duration within the bound, pushing the problem of one past it; undefined for either. */
function durationWithin(value: unknown, segments: Segments, problems: Finding[]): number | undefined {
  const seconds = typeof value === 'string' ? parseDurationSeconds(value) : undefined;
  if (seconds === undefined || seconds <= MAX_DURATION_SECONDS) return seconds;
  problems.push({
    segments,
    at: 'value',
    message: `${show(value)} is ${DURATION_PAST_BOUND}`,
  });
  return undefined;
}

/** What a duration past its bound is, and what to do instead; `--duration` says the same. */
export const DURATION_PAST_BOUND = `longer than 24h, the longest a scenario may run: write at most "24h" (or "${MAX_DURATION_SECONDS}s"), and run a longer soak test as several runs`;

function checkTimes(holder: Record<string, unknown>, at: Segments, problems: Finding[]): void {
  for (const { key, max, noun, fix } of TIMES) {
    const value = holder[key];
    const ms = typeof value === 'string' ? parseTimeMs(value) : undefined;
    if (ms === undefined || ms <= max) continue;
    problems.push({
      segments: [...at, key],
      at: 'value',
      message: `${show(value)} is longer than ${formatBound(max)}, the longest ${noun} may be (${fix}): write at most "${formatBound(max)}"`,
    });
  }
}

/**
 * A step's threshold cannot stop its flow early: abortOnFail stops a scenario, which is judged on the flow's figures
 * (engine/record/abort-watch.ts watches the scenario's own thresholds).
 */
function checkStepAbort(thresholds: unknown, at: Segments, problems: Finding[]): void {
  if (!isRecord(thresholds)) return;
  for (const [key, value] of Object.entries(thresholds))
    if (isRecord(value) && value.abortOnFail === true)
      problems.push({
        segments: [...at, key, 'abortOnFail'],
        at: 'key',
        message:
          "abortOnFail stops a whole scenario: set it on the flow's own thresholds (the scenario's), not a step's",
      });
}

function checkLatencies(thresholds: unknown, at: Segments, problems: Finding[]): void {
  if (!isRecord(thresholds)) return;
  for (const [key, written] of Object.entries(thresholds)) {
    // A threshold with abortOnFail is a mapping with its limit.
    const [value, segments] = isRecord(written) ? [written.limit, [...at, key, 'limit']] : [written, [...at, key]];
    const match = isLatencyKey(key) && typeof value === 'string' ? LATENCY.exec(value) : null;
    if (!match) continue;
    const ms = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
    // Zero is the JSON Schema's to refuse: it says "above 0".
    if (ms === 0) continue;
    if (ms < MIN_LATENCY_MS) {
      problems.push({
        segments,
        at: 'value',
        message: `${show(value)} is below 0.001ms, the smallest latency limit: latencies are measured to the microsecond; write 0.001ms or more`,
      });
    } else if (ms > MAX_LATENCY_MS) {
      problems.push({
        segments,
        at: 'value',
        message: `${show(value)} is longer than 24h, the longest latency limit: write at most "${MAX_LATENCY_MS}ms" (or remove the threshold)`,
      });
    }
  }
}

/** Returns a bound as these times are written, in the largest whole unit they take: `10m`, `60m`, `1440m`. */
function formatBound(ms: number): string {
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  return `${ms / 1000}s`;
}
