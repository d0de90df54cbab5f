// How results are said to people, the same in every report and in the triage.
import type { FailedCheck, RunResults, ScenarioOutcome, ScenarioResult, ThresholdResult, Triage } from './types.js';
import type { ThresholdKey } from '../vocabulary/thresholds.js';

// The terminal table, markdown, JUnit, annotations and the triage share it, so that a breach or a figure reads the same
// everywhere. Not escaped for any medium: each caller escapes.

/**
 * Returns one breached threshold as `p95 312 ms > 300 ms`, `okRate 97.5% < 99%`, `ttfe p95 812 ms > 500 ms`,
 * `events 3.2 per stream < 5 per stream` or `p95 not measured`.
 */
export function describeBreach(threshold: ThresholdResult): string {
  const { key, bound, limit, actual, unit } = threshold;
  const withUnit = (value: number) => formatWithUnit(value, unit);
  const name = thresholdName(key);
  if (actual === undefined)
    return `${name} not measured (${NOT_MEASURED[key] ?? 'no response'}), limit ${withUnit(limit)}`;
  return `${name} ${withUnit(actual)} ${bound === 'min' ? '<' : '>'} ${withUnit(limit)}`;
}

/** Why a stream threshold measured nothing; any other's: no response. */
const NOT_MEASURED: Partial<Record<ThresholdKey, string>> = {
  ttfb: 'no stream opened',
  ttfe: 'no event',
  eventGap: 'no stream got two events',
  events: 'no stream',
};

/** The stream thresholds judged on a distribution's p95 (verdict/evaluate.ts). */
const ON_P95: ReadonlySet<ThresholdKey> = new Set(['ttfb', 'ttfe', 'eventGap']);

/** Returns a threshold's key as a sentence names it: `ttfe p95` for a stream distribution's, else the key. */
export function thresholdName(key: ThresholdKey): string {
  return ON_P95.has(key) ? `${key} p95` : key;
}

/** Returns a threshold's figure with its unit: `312 ms`, `97.5%`, `41 req/s`, `3.2 per stream` (events). */
export function formatWithUnit(value: number, unit: ThresholdResult['unit']): string {
  switch (unit) {
    case 'ms':
      return `${formatNumber(value)} ms`;
    case '%':
      return `${formatNumber(value)}%`;
    case 'rps':
      return `${formatNumber(value)} req/s`;
    case 'events':
      return `${formatNumber(value)} per stream`;
  }
}

/** Returns a failed check as `availability — the service stopped answering from second 2 of 6 (…)`. */
export function describeCheck(check: FailedCheck): string {
  return `${check.check} — ${check.message}`;
}

/**
 * Returns a triage's evidence and next step as one text: `96% of responses were 401 (1,152 of 1,200). Next: set
 * API_TOKEN`; not escaped for any medium.
 */
export function describeTriage(triage: Triage): string {
  const evidence = triage.evidence.trim();
  return `${evidence}${/[.!?]$/.test(evidence) ? '' : '.'} Next: ${triage.nextStep.trim()}`;
}

/** Returns why a scenario could not run, as recorded, or `no reason was recorded`; not escaped for any medium. */
export function errorReason(result: Pick<ScenarioResult, 'error'>): string {
  return result.error ?? 'no reason was recorded';
}

/** Returns why a scenario was not run (its `skip:`), or `no reason was given`; not escaped for any medium. */
export function skipReason(result: Pick<ScenarioResult, 'skip'>): string {
  return result.skip ?? 'no reason was given';
}

/** Returns the scenarios not run on purpose (`skip:`), in the run's order. */
export function skippedScenarios(results: Pick<RunResults, 'scenarios'>): ScenarioResult[] {
  return results.scenarios.filter((s) => s.outcome === 'skipped');
}

/** Returns `, 2 not run` after a headline when scenarios were skipped; nothing otherwise. */
export function notRunSuffix(results: Pick<RunResults, 'scenarios'>): string {
  const count = skippedScenarios(results).length;
  return count > 0 ? `, ${count} not run` : '';
}

/**
 * Returns the run's verdict with its counts, as the job summary's heading and report.html's headline say it:
 * `6 of 44 scenarios failed, 2 not run`, `all 12 scenarios passed`, `1 of 3 scenarios could not run, 1 failed`.
 */
export function runHeadline(results: Pick<RunResults, 'outcome' | 'scenarios' | 'error'>): string {
  const total = results.scenarios.length;
  const count = (outcome: ScenarioOutcome) => results.scenarios.filter((s) => s.outcome === outcome).length;
  const [failed, errored, cancelled] = [count('failed'), count('errored'), count('cancelled')];
  const of = (n: number) => `${n} of ${total} ${total === 1 ? 'scenario' : 'scenarios'}`;
  const also = (parts: Array<[number, string]>) =>
    parts
      .filter(([n]) => n > 0)
      .map(([n, what]) => `, ${n} ${what}`)
      .join('');
  const notRun = notRunSuffix(results);
  if (total === 0) return results.outcome === 'cancelled' ? 'cancelled before any scenario ran' : 'no scenario ran';
  switch (results.outcome) {
    case 'skipped':
      return `no scenario ran${notRun}`;
    case 'passed':
      if (notRun) return `${of(count('passed'))} passed${notRun}`;
      return total === 1 ? 'the scenario passed' : `all ${total} scenarios passed`;
    case 'inconclusive':
      return `${of(count('inconclusive'))} inconclusive against the baseline${notRun}`;
    case 'failed':
      return `${of(failed)} failed${notRun}`;
    case 'errored':
      // Errored though none of its scenarios is: every one was skipped.
      if (errored === 0 && results.error !== undefined) return `no scenario ran${notRun}`;
      return `${of(errored)} could not run${also([[failed, 'failed']])}${notRun}`;
    case 'cancelled': {
      // None may have been cut short: the cancel came between two scenarios, those after it not run.
      const cut = cancelled > 0 ? `, ${of(cancelled)} did not finish` : '';
      return `run cancelled${cut}${also([
        [failed, 'failed'],
        [errored, 'could not run'],
      ])}${notRun}`;
    }
  }
}

/** Returns the generator's self-check as a sentence for people, for a saturated generator. */
export function selfCheckMessage(results: RunResults): string {
  const { message, eventLoopDelayP99Ms, cpuUtilization } = results.generator;
  return (
    message ??
    `the load generator was saturated (event-loop delay p99 ${formatNumber(eventLoopDelayP99Ms)} ms, CPU ${Math.round(cpuUtilization * 100)}%): the figures may show the generator's limit, not the server's`
  );
}

/** Returns a sentence of ours with its first letter capitalized, to stand at the start of a line. */
export function capitalized(sentence: string): string {
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

/** Returns a count with thousands separators: 12,034. */
export function formatCount(value: number): string {
  // A whole number is grouped by hand: toLocaleString's first call starts ICU, a hundredth of a second of every run.
  if (Number.isSafeInteger(value)) return grouped(String(value));
  return value.toLocaleString('en-US');
}

/** Returns a number written in plain decimals (`-12345.6`) with its whole part grouped by thousands (`-12,345.6`). */
function grouped(decimal: string): string {
  const point = decimal.indexOf('.');
  const whole = point < 0 ? decimal : decimal.slice(0, point);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (point < 0 ? '' : decimal.slice(point));
}

/** Three significant figures at most below 100, whole numbers above: 0.123, 4.56, 45.6, 312, 12,034. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  const digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
  const rounded = Number(value.toFixed(digits));
  // Grouped by hand, as formatCount: String writes plain decimals below 1e21 and drops trailing zeros, as
  // toLocaleString with maximumFractionDigits does (which keeps the sign of -0).
  if (Math.abs(rounded) >= 1e21) return rounded.toLocaleString('en-US', { maximumFractionDigits: digits });
  return Object.is(rounded, -0) ? '-0' : grouped(String(rounded));
}

/** Returns a share in whole percents from 10%, one decimal below; never 100% for less than all, nor 0% for more than none. */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  const value = (part / whole) * 100;
  let shown =
    value >= 10 ? Math.round(value) : value >= 0.1 ? Math.round(value * 10) / 10 : Number(value.toPrecision(1));
  if (shown >= 100 && part < whole) shown = Math.floor(value * 10) / 10;
  return `${shown}%`;
}
