// The findings of the `regression` and `rounds` keys, worded here alone, every problem at once, and the warning of
// rounds too few to compare.
import { unknownKey, type Segments } from '../../json-schema-messages.js';
import { parseDurationSeconds } from '../../vocabulary/units.js';
import {
  DEFAULT_REGRESSION,
  isRegressionKey,
  MAX_ROUNDS,
  MIN_ROUND_SECONDS,
  parseTolerance,
  REGRESSION_DEFINITIONS,
  REGRESSION_KEYS,
  roundsOf,
  type RegressionKey,
} from '../../vocabulary/regression.js';
import { stagesSeconds } from './arrival-findings.js';
import type { Finding } from './finding.js';
import { eachStep } from './each-step.js';
import { show } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

// The JSON Schema says the same things for editors, in words too general for a tolerance (`1pp` where a percentage
// belongs is a wrong unit, not a pattern), so schema-findings.ts leaves what isRegressionOwned claims to these
// findings.

/**
 * The fewest rounds a side that give a 95% interval of a change (the exact Mann–Whitney interval): with fewer, every
 * comparison with a baseline is inconclusive (docs/regression-gate.md).
 */
const MIN_COMPARED_ROUNDS = 4;

const EXAMPLE = `{ p95: ${DEFAULT_REGRESSION.p95}, errorRate: ${DEFAULT_REGRESSION.errorRate} }`;

/**
 * Returns whether a path is one whose problems these findings word: a `regression` or `rounds` of defaults or of a
 * scenario, what is under them, and one written on a flow's step.
 */
export function isRegressionOwned(segments: Segments): boolean {
  const index = segments.findIndex((segment) => segment === 'regression' || segment === 'rounds');
  if (index < 0) return false;
  const holder = segments.slice(0, index);
  const isStep = holder.length === 4 && holder[0] === 'scenarios' && holder[2] === 'flow';
  const isScenario = holder.length === 2 && holder[0] === 'scenarios';
  const isDefaults = holder.length === 1 && holder[0] === 'defaults';
  return isStep || isScenario || isDefaults;
}

/** What the `regression` and `rounds` keys find: problems (errors), and rounds too few to compare (warnings). */
export interface RegressionFindings {
  problems: Finding[];
  warnings: Finding[];
}

/**
 * Returns every problem of the `regression` and `rounds` keys: unknown keys (with the key meant), `okRate`, a
 * tolerance in the wrong unit or out of range, rounds that are not a whole number from 1 to MAX_ROUNDS or shorter than
 * a second each (with the duration merged from defaults), and either key on a flow's step. And, as warnings, the
 * scenarios run in fewer than MIN_COMPARED_ROUNDS rounds (written, or roundsOf their duration), whose comparison with
 * a baseline could never be conclusive: a warning, since a run without a baseline is judged by its thresholds alone.
 */
export function regressionFindings(data: Record<string, unknown>): RegressionFindings {
  const findings: Finding[] = [];
  const defaults = isRecord(data.defaults) ? data.defaults : {};
  toleranceFindings(defaults, ['defaults'], findings);
  const defaultRounds = roundsWithin(defaults, ['defaults'], findings);
  if (defaultRounds !== undefined) findings.push(...shortRounds({}, defaults, ['defaults'], defaultRounds));
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    toleranceFindings(scenario, at, findings);
    const own = roundsWithin(scenario, at, findings);
    const rounds = Object.hasOwn(scenario, 'rounds') ? own : defaultRounds;
    // Only rounds somebody wrote are checked against the duration: without them the engine picks how to split it.
    if (rounds !== undefined) findings.push(...shortRounds(scenario, defaults, at, rounds));
    eachStep(scenario, at, (step, stepAt) => {
      for (const key of ['regression', 'rounds'].filter((name) => Object.hasOwn(step, name))) {
        findings.push({
          segments: [...stepAt, key],
          at: 'key',
          message: `a flow step has no ${key} of its own: the scenario's ${key} judges the flow as a whole; move it up to the scenario`,
        });
      }
    });
  });
  return { problems: findings, warnings: fewRoundsWarnings(scenarios, defaults) };
}

/**
 * Returns the warnings of the scenarios that are not skipped and run in fewer than MIN_COMPARED_ROUNDS rounds: at the
 * rounds written (the scenario's, else those of defaults), else at the duration they come from (the scenario's own,
 * its stages', else that of defaults). What defaults cause is said once, at defaults.
 */
function fewRoundsWarnings(scenarios: unknown[], defaults: Record<string, unknown>): Finding[] {
  const warnings: Finding[] = [];
  const saidAt = new Set<string>();
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario) || typeof scenario.skip === 'string') return;
    const warning = fewRounds(scenario, defaults, ['scenarios', index]);
    if (!warning) return;
    const key = warning.segments.join('.');
    if (saidAt.has(key)) return;
    saidAt.add(key);
    warnings.push(warning);
  });
  return warnings;
}

/** Returns the warning of one scenario's rounds when they are fewer than MIN_COMPARED_ROUNDS, else undefined. */
function fewRounds(
  scenario: Record<string, unknown>,
  defaults: Record<string, unknown>,
  at: Segments,
): Finding | undefined {
  const staged = stagesSeconds(scenario.stages);
  // Stages that do not add up are an error already.
  if (Object.hasOwn(scenario, 'stages') && staged === undefined) return undefined;
  const ownDuration = Object.hasOwn(scenario, 'duration');
  const duration = staged !== undefined ? `${staged}s` : ownDuration ? scenario.duration : defaults.duration;
  const seconds = typeof duration === 'string' ? parseDurationSeconds(duration) : undefined;
  const roundsHolder = Object.hasOwn(scenario, 'rounds') ? scenario : Object.hasOwn(defaults, 'rounds') ? defaults : {};
  const tooFew = `a comparison with a baseline needs at least ${MIN_COMPARED_ROUNDS} rounds a side for a 95% interval (with fewer it is always inconclusive)`;
  const shortest = `${MIN_COMPARED_ROUNDS * MIN_ROUND_SECONDS}s`;
  if (Object.hasOwn(roundsHolder, 'rounds')) {
    const rounds = roundsHolder.rounds;
    // Rounds that are not a whole number from 1 to MAX_ROUNDS are an error already.
    if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) return undefined;
    if (rounds >= MIN_COMPARED_ROUNDS) return undefined;
    const own = roundsHolder === scenario;
    const name = own && typeof scenario.name === 'string' ? ` of ${show(scenario.name)}` : '';
    const short = own && seconds !== undefined && seconds < MIN_COMPARED_ROUNDS * MIN_ROUND_SECONDS;
    const longer = !short
      ? ''
      : staged !== undefined
        ? `, and stages that last at least ${shortest} in all`
        : `, and a duration of at least ${shortest}`;
    return {
      segments: own ? [...at, 'rounds'] : ['defaults', 'rounds'],
      at: 'value',
      message: `${rounds} rounds${name}: ${tooFew}; write at least ${MIN_COMPARED_ROUNDS} rounds${longer}`,
    };
  }
  if (seconds === undefined) return undefined;
  const rounds = roundsOf({ durationSeconds: seconds });
  if (rounds >= MIN_COMPARED_ROUNDS) return undefined;
  const named = (staged !== undefined || ownDuration) && typeof scenario.name === 'string';
  const name = named ? ` of ${show(scenario.name)}` : '';
  const gives = `${rounds} round${rounds === 1 ? '' : 's'} of ${formatSeconds(seconds / rounds)}: ${tooFew}`;
  if (staged !== undefined) {
    return {
      segments: [...at, 'stages'],
      at: 'value',
      message: `the stages${name} (${String(duration)} in all) give ${gives}; make the stages last at least ${shortest} in all`,
    };
  }
  return {
    segments: ownDuration ? [...at, 'duration'] : ['defaults', 'duration'],
    at: 'value',
    message: `the duration${name} (${String(duration)}) gives ${gives}; write a duration of at least ${shortest}`,
  };
}

function toleranceFindings(holder: Record<string, unknown>, at: Segments, findings: Finding[]): void {
  if (!Object.hasOwn(holder, 'regression')) return;
  const regression = holder.regression;
  const segments = [...at, 'regression'];
  if (!isRecord(regression)) {
    const what = regression === null ? 'is empty' : `must be a mapping, not ${show(regression)}`;
    findings.push({ segments, at: 'value', message: `${what}: write the tolerances as a mapping, e.g. ${EXAMPLE}` });
    return;
  }
  for (const [key, value] of Object.entries(regression)) {
    if (key.startsWith('x-')) continue;
    if (key === 'okRate') {
      findings.push({
        segments: [...segments, key],
        at: 'key',
        message:
          "okRate has no tolerance of its own, its change is the error rate's: use errorRate, e.g. errorRate: 1pp",
      });
    } else if (!isRegressionKey(key)) {
      findings.push({ segments: [...segments, key], at: 'key', message: unknownRegressionKey(key) });
    } else {
      const message = toleranceProblem(key, value);
      if (message) findings.push({ segments: [...segments, key], at: 'value', message });
    }
  }
}

/**
 * Returns the message of an unknown key: a percentile typo means the nearest percentile (`p96` is p95 rather than p90,
 * both one letter away), else the key a letter or two away, else the list.
 */
function unknownRegressionKey(key: string): string {
  const percentile = /^p([0-9]+)$/.exec(key);
  if (percentile) {
    const wanted = Number(`0.${percentile[1]!}`);
    const nearest = REGRESSION_KEYS.filter((known) => /^p[0-9]+$/.test(known)).sort(
      (a, b) => Math.abs(Number(`0.${a.slice(1)}`) - wanted) - Math.abs(Number(`0.${b.slice(1)}`) - wanted),
    )[0]!;
    const message = unknownKey(key, [nearest]);
    if (message.includes('did you mean')) return message;
  }
  return unknownKey(key, REGRESSION_KEYS);
}

/** Returns what is wrong with the tolerance of `key`, or undefined when parseTolerance takes it. */
function toleranceProblem(key: RegressionKey, value: unknown): string | undefined {
  if (typeof value === 'string' && parseTolerance(key, value) !== undefined) return undefined;
  const { unit, worse } = REGRESSION_DEFINITIONS[key];
  const what =
    unit === 'pp'
      ? 'percentage points such as 1pp (2% → 3% is +1pp)'
      : `a percentage such as 10% (how much ${worse} than the baseline's it may get)`;
  const expected = `${key}'s tolerance is ${what}`;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
  const match = text === undefined ? null : /^([+-])?\s*([0-9]+(?:\.[0-9]+)?)\s*(%|pp)?$/.exec(text);
  if (!match) return `${show(value)} is not a tolerance: ${expected}`;
  const [, sign, number = '', written] = match;
  const fixed = `${Number(number)}${unit}`;
  if (written === undefined) return `${show(value)} needs a unit: write "${fixed}"; ${expected}`;
  if (written !== unit) return `${show(value)} is in the wrong unit: ${expected}; write "${fixed}"`;
  if (sign) {
    return `${show(value)} has a sign: a tolerance is how much ${worse} it may get, without a sign; write "${fixed}"`;
  }
  const most = unit === 'pp' ? '100pp' : key === 'rps' ? '100%' : '1000%';
  return `${show(value)} is more than ${most}, the largest tolerance of ${key}: write at most "${most}"`;
}

/** Returns the rounds written in `holder` when they are valid, pushing the problem of any other value. */
function roundsWithin(holder: Record<string, unknown>, at: Segments, findings: Finding[]): number | undefined {
  if (!Object.hasOwn(holder, 'rounds')) return undefined;
  const rounds = holder.rounds;
  if (typeof rounds === 'number' && Number.isInteger(rounds) && rounds >= 1 && rounds <= MAX_ROUNDS) return rounds;
  const why = typeof rounds === 'number' && Number.isInteger(rounds) ? 'out of range' : 'not a whole number';
  findings.push({
    segments: [...at, 'rounds'],
    at: 'value',
    message: `${show(rounds)} is ${why}: rounds is a whole number from 1 to ${MAX_ROUNDS}, e.g. 6`,
  });
  return undefined;
}

/** Returns the problem of rounds shorter than MIN_ROUND_SECONDS, said where the scenario's own value is written. */
function shortRounds(
  scenario: Record<string, unknown>,
  defaults: Record<string, unknown>,
  at: Segments,
  rounds: number,
): Finding[] {
  // Stages are the scenario's own duration: their sum.
  const staged = stagesSeconds(scenario.stages);
  const ownDuration = Object.hasOwn(scenario, 'duration') || staged !== undefined;
  // Both from defaults: said once, at defaults.
  if (at[0] === 'scenarios' && !ownDuration && !Object.hasOwn(scenario, 'rounds')) return [];
  const duration = staged !== undefined ? `${staged}s` : ownDuration ? scenario.duration : defaults.duration;
  const seconds = typeof duration === 'string' ? parseDurationSeconds(duration) : undefined;
  if (seconds === undefined || seconds / rounds >= MIN_ROUND_SECONDS) return [];
  const most = Math.max(1, Math.floor(seconds / MIN_ROUND_SECONDS));
  const name = typeof scenario.name === 'string' ? ` of ${show(scenario.name)}` : '';
  const message = `${rounds} rounds of the duration${name} (${String(duration)}) last ${formatSeconds(seconds / rounds)} each, under the ${MIN_ROUND_SECONDS} s a round needs: write at most ${most} round${most === 1 ? '' : 's'}, or a duration of at least ${rounds * MIN_ROUND_SECONDS}s`;
  // At the scenario's own rounds, else at its own duration (the rounds of defaults are too many for it).
  const segments =
    Object.hasOwn(scenario, 'rounds') || !ownDuration ? [...at, 'rounds'] : [...at, staged ? 'stages' : 'duration'];
  return [{ segments, at: 'value', message }];
}

function formatSeconds(seconds: number): string {
  return `${Number(seconds.toFixed(2))} s`;
}
