// The findings of a scenario's load model (closed: concurrentUsers; open: arrivalRate or stages), worded here alone.
import { unknownKey, type Segments } from '../../json-schema-messages.js';
import { MAX_ARRIVAL_RATE, parseRate, RATE_EXAMPLES } from '../../vocabulary/arrival-rate.js';
import { lacksUnit, MAX_CONCURRENT_USERS, MAX_DURATION_SECONDS, parseDurationSeconds } from '../../vocabulary/units.js';
import type { Finding } from './finding.js';
import { show } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

// Every problem at once: the JSON Schema says the same things for editors, but as "must not be present" or a pattern,
// where a user needs to hear which model each key belongs to. schema-findings.ts leaves what isArrivalOwned and
// isArrivalSchemaError claim to these findings.

const STAGE_EXAMPLE = 'stages: [{ duration: 30s, target: 200/s }, { duration: 60s, target: 200/s }]';

/** Returns whether a path is one whose problems these findings word: arrivalRate, maxUsers or stages, and within. */
export function isArrivalOwned(segments: Segments): boolean {
  const isScenario = segments.length >= 3 && segments[0] === 'scenarios' && typeof segments[1] === 'number';
  const key = isScenario ? segments[2] : segments[0] === 'defaults' ? segments[1] : undefined;
  if (key === 'stages') return isScenario;
  return key === 'arrivalRate' || key === 'maxUsers';
}

/** Returns whether a JSON Schema error is one of the exclusions of the open model's keys (their `dependentSchemas`). */
export function isArrivalSchemaError(schemaPath: string): boolean {
  return /\/dependentSchemas\/(?:arrivalRate|stages|maxUsers)\//.test(schemaPath);
}

/**
 * Returns whether a scenario runs in the open model: it sets arrivalRate or stages, or it sets no concurrentUsers
 * and defaults sets arrivalRate. A scenario's own load model replaces that of defaults as a whole.
 */
export function isOpenModel(scenario: Record<string, unknown>, defaults: Record<string, unknown>): boolean {
  if (Object.hasOwn(scenario, 'arrivalRate') || Object.hasOwn(scenario, 'stages')) return true;
  return !Object.hasOwn(scenario, 'concurrentUsers') && Object.hasOwn(defaults, 'arrivalRate');
}

/**
 * Returns every problem of the load model: a rate, maxUsers or stages of the wrong shape or out of bounds, and the
 * keys that do not go together (concurrentUsers with a rate, arrivalRate with stages, duration beside stages,
 * maxUsers without a rate, thinkTime or rampUp in the open model).
 */
export function arrivalFindings(data: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  const defaults = isRecord(data.defaults) ? data.defaults : {};
  valueFindings(defaults, ['defaults'], findings);
  defaultsFindings(defaults, findings);
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    valueFindings(scenario, at, findings);
    if (Object.hasOwn(scenario, 'stages')) stagesFindings(scenario.stages, [...at, 'stages'], findings);
    combinationFindings(scenario, defaults, at, findings);
  });
  return findings;
}

function valueFindings(holder: Record<string, unknown>, at: Segments, findings: Finding[]): void {
  if (Object.hasOwn(holder, 'arrivalRate')) {
    const message = rateProblem(holder.arrivalRate, false);
    if (message) findings.push({ segments: [...at, 'arrivalRate'], at: 'value', message });
  }
  if (Object.hasOwn(holder, 'maxUsers')) {
    const value = holder.maxUsers;
    if (!(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_CONCURRENT_USERS)) {
      const past = typeof value === 'number' && value > MAX_CONCURRENT_USERS;
      findings.push({
        segments: [...at, 'maxUsers'],
        at: 'value',
        message: past
          ? `${show(value)} is more than ${MAX_CONCURRENT_USERS}, the most connections of one scenario (one process): write at most ${MAX_CONCURRENT_USERS}, and split a larger load over several runners (shards)`
          : `${show(value)} is not a whole number of connections from 1 to ${MAX_CONCURRENT_USERS}: write the most requests in flight at once, e.g. maxUsers: 400`,
      });
    }
  }
}

/** Returns what is wrong with a rate, or undefined when it is one; `zero` says whether 0/s is allowed (a stage). */
function rateProblem(value: unknown, zero: boolean): string | undefined {
  const rate = parseRate(value);
  if (rate === undefined) return `${show(value)} is not a rate: write ${RATE_EXAMPLES}`;
  if (rate === 0 && !zero) {
    return `${show(value)} sends no request: write a rate above 0, e.g. 200/s; for a pause, use stages with a target of 0/s`;
  }
  if (rate > MAX_ARRIVAL_RATE) {
    return `${show(value)} is more than ${MAX_ARRIVAL_RATE}/s, the highest rate of one scenario (one process): write at most "${MAX_ARRIVAL_RATE}/s", and split a larger load over several runners (shards)`;
  }
  return undefined;
}

function stagesFindings(stages: unknown, at: Segments, findings: Finding[]): void {
  const shape = `a list of stages, each with duration and target, e.g. ${STAGE_EXAMPLE}`;
  if (!Array.isArray(stages) || stages.length === 0) {
    const what = stages === null ? 'is empty' : Array.isArray(stages) ? 'is an empty list' : `is ${show(stages)}`;
    findings.push({ segments: at, at: 'value', message: `${what}: write ${shape}` });
    return;
  }
  let seconds = 0;
  let valid = true;
  let sends = false;
  for (const [index, stage] of (stages as unknown[]).entries()) {
    const stageAt = [...at, index];
    if (!isRecord(stage)) {
      findings.push({ segments: stageAt, at: 'value', message: `${show(stage)} is not a stage: write ${shape}` });
      valid = false;
      continue;
    }
    for (const key of Object.keys(stage)) {
      if (key === 'duration' || key === 'target' || key.startsWith('x-')) continue;
      findings.push({ segments: [...stageAt, key], at: 'key', message: unknownKey(key, ['duration', 'target']) });
    }
    for (const key of ['duration', 'target'].filter((name) => !Object.hasOwn(stage, name))) {
      const example = key === 'duration' ? 'duration: 30s' : 'target: 200/s';
      findings.push({
        segments: [...stageAt, key],
        at: 'parent',
        message: `is required: each stage has a duration and the rate it reaches, e.g. { ${example} }`,
      });
      valid = false;
    }
    if (Object.hasOwn(stage, 'duration')) {
      const stageSeconds = typeof stage.duration === 'string' ? parseDurationSeconds(stage.duration) : undefined;
      if (stageSeconds === undefined) {
        const message = lacksUnit(stage.duration)
          ? `${show(stage.duration)} needs a unit, e.g. "${String(stage.duration).trim()}s"`
          : `${show(stage.duration)} is not a duration: write a whole number above 0 followed by s, m or h, e.g. "30s"`;
        findings.push({ segments: [...stageAt, 'duration'], at: 'value', message });
        valid = false;
      } else seconds += stageSeconds;
    }
    if (Object.hasOwn(stage, 'target')) {
      const message = rateProblem(stage.target, true);
      if (message) findings.push({ segments: [...stageAt, 'target'], at: 'value', message });
      else sends ||= parseRate(stage.target)! > 0;
      valid &&= message === undefined;
    }
  }
  if (!valid) return;
  if (seconds > MAX_DURATION_SECONDS) {
    findings.push({
      segments: at,
      at: 'key',
      message: `last ${seconds}s in all, longer than 24h, the longest a scenario may run: shorten the stages to at most 24h together, and run a longer soak test as several runs`,
    });
  }
  if (!sends) {
    findings.push({
      segments: at,
      at: 'key',
      message: "every stage's target is 0/s, so the scenario sends nothing: give at least one stage a target above 0",
    });
  }
}

function defaultsFindings(defaults: Record<string, unknown>, findings: Finding[]): void {
  const own = (key: string) => Object.hasOwn(defaults, key);
  if (own('arrivalRate') && own('concurrentUsers')) {
    findings.push({
      segments: ['defaults', 'arrivalRate'],
      at: 'key',
      message:
        'cannot be set together with concurrentUsers in defaults: keep one load model as the default (concurrentUsers: each user waits for its answer; arrivalRate: requests start on schedule), and set the other in the scenarios that need it',
    });
  }
  if (own('maxUsers') && !own('arrivalRate')) {
    findings.push({
      segments: ['defaults', 'maxUsers'],
      at: 'key',
      message:
        'bounds the connections of a rate, and defaults has none: add arrivalRate to defaults (e.g. arrivalRate: 200/s), or move maxUsers to the scenarios with arrivalRate or stages',
    });
  }
  if (own('arrivalRate')) {
    for (const key of ['thinkTime', 'rampUp'].filter(own)) {
      findings.push({ segments: ['defaults', key], at: 'key', message: openModelRefuses(key) });
    }
  }
}

function combinationFindings(
  scenario: Record<string, unknown>,
  defaults: Record<string, unknown>,
  at: Segments,
  findings: Finding[],
): void {
  const own = (key: string) => Object.hasOwn(scenario, key);
  const push = (key: string, message: string) => findings.push({ segments: [...at, key], at: 'key', message });
  const rateKey = own('arrivalRate') ? 'arrivalRate' : own('stages') ? 'stages' : undefined;
  if (own('arrivalRate') && own('stages')) {
    push(
      'stages',
      'cannot be set together with arrivalRate: keep arrivalRate for a constant rate, or stages for a rate that changes over time',
    );
  }
  if (rateKey && own('concurrentUsers')) {
    push(
      rateKey,
      `cannot be set together with concurrentUsers: concurrentUsers is the closed model (each user waits for its answer), ${rateKey} the open model (requests start on schedule whatever the server does); keep one, with maxUsers for the connections of a rate`,
    );
  }
  if (own('stages') && own('duration')) {
    push(
      'duration',
      "cannot be set beside stages: the scenario lasts the sum of its stages' durations; remove duration, or change the stages",
    );
  }
  const open = isOpenModel(scenario, defaults);
  if (own('maxUsers') && !open) {
    push(
      'maxUsers',
      own('concurrentUsers')
        ? 'cannot be set together with concurrentUsers: maxUsers bounds the connections of a rate (arrivalRate or stages), and concurrentUsers is already the number of connections of the closed model; remove maxUsers'
        : 'bounds the connections of a rate, and this scenario has none: add arrivalRate (e.g. arrivalRate: 200/s) or stages, or remove maxUsers',
    );
  }
  if (!open) return;
  const from = rateKey ?? 'arrivalRate of defaults';
  for (const key of ['thinkTime', 'rampUp'].filter(own)) push(key, openModelRefuses(key, from));
}

/** Returns the seconds of valid stages in all (the scenario's measured time), or undefined for anything else. */
export function stagesSeconds(stages: unknown): number | undefined {
  if (!Array.isArray(stages) || stages.length === 0) return undefined;
  let seconds = 0;
  for (const stage of stages as unknown[]) {
    const each =
      isRecord(stage) && typeof stage.duration === 'string' ? parseDurationSeconds(stage.duration) : undefined;
    if (each === undefined) return undefined;
    seconds += each;
  }
  return seconds;
}

/** The sentence for thinkTime or rampUp in the open model, where they mean nothing. */
function openModelRefuses(key: string, from = 'arrivalRate'): string {
  const instead =
    key === 'rampUp' ? `ramp the rate with stages instead, e.g. ${STAGE_EXAMPLE}` : 'lower the rate for fewer requests';
  return `means nothing in the open model (${from}): requests start on schedule, not when a user is ready; remove ${key}, and ${instead}`;
}
