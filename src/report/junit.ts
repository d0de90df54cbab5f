// The run as JUnit XML: a test case per scenario and step, failures with their breaches, triage and samples.
import type { RunResults, ScenarioResult } from '../results/types.js';
import { runFactNotes } from '../results/writes-wording.js';
import { escapeXml, oneLine } from './escape.js';
import {
  baselineSentence,
  inconclusiveHint,
  metricLine,
  noBaselineSentence,
  notComparedReason,
  roundNotes,
  runNotes,
  stepComparison,
  stepLines,
} from './comparison-lines.js';
import { describeRegression } from '../triage/regression-causes.js';
import { hasResponses } from '../results/responses.js';
import { perSecond, scheduledLoad, serviceFigures } from '../results/arrival-wording.js';
import { qualifiedName, withSteps, type ReportRow } from '../results/steps.js';
import {
  describeBreach,
  describeCheck,
  describeTriage,
  errorReason,
  formatCount,
  formatNumber,
  selfCheckMessage,
  skipReason,
} from '../results/wording.js';
import { skippedBySkipKey } from '../results/not-started.js';
import { streamLatency, streamSentence } from '../results/stream-wording.js';

export interface JUnitOptions {
  /** The load test's path, written as each test case's `file`. */
  loadTestFile: string;
}

/**
 * Returns the run as JUnit XML, as test reporters (dorny/test-reporter, mikepenz/action-junit-report) read it: one
 * `<testsuite name="qa-perf">`, one `<testcase>` per scenario with the load test's `file` and the scenario's `line`
 * (and one per step of a flow after it, named `Shop › List items`, with the step's line),
 * one `<failure type="check">` per failed check (the service stopped answering, no ok response), one
 * `<failure type="threshold">` per breached threshold (its message as `p95 812 ms > 300 ms`) and one
 * `<failure type="regression">` per metric that regressed against the baseline (`p95 +23% (95% CI +17% … +30%) >
 * 10%`, on the tolerance's line), the triage in the first
 * one's text, `<error>` for a scenario that could not run, `<skipped>` for a cancelled one and for one not run on
 * purpose (`skip:`, its reason as the message; the suite's `error` property when no scenario ran), and the figures in
 * `<system-out>` (with the median of rounds base → head, the shift and how sure per metric when compared, and notes
 * on its rounds; an inconclusive scenario passes, its comparison there; the suite's `<system-out>` has the baseline,
 * the run's false-alarm rate and a warning when the two runs' machines differed);
 * the suite's `writes` property (`own` or `existing`) and its `<system-out>` say what the run's writes did (a note
 * when they changed existing data, or when reads ran before writes). `failures`, `errors` and `skipped` count test cases.
 */
export function renderJUnit(results: RunResults, options: JUnitOptions): string {
  const cases = withSteps(results.scenarios);
  const count = (outcome: ScenarioResult['outcome']) => cases.filter(({ result }) => result.outcome === outcome).length;
  const seconds = (Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000;
  const totals = {
    tests: cases.length,
    failures: count('failed'),
    errors: count('errored'),
    skipped: count('cancelled') + count('skipped'),
    time: Number.isFinite(seconds) && seconds >= 0 ? seconds : 0,
  };
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: 'qa-perf', ...totals })}>`,
    `  <testsuite${attributes({ name: 'qa-perf', ...totals, timestamp: timestamp(results.startedAt) })}>`,
    '    <properties>',
    `      <property${attributes({ name: 'baseUrl', value: results.baseUrl })}/>`,
    `      <property${attributes({ name: 'outcome', value: results.outcome })}/>`,
    ...(results.writes ? [`      <property${attributes({ name: 'writes', value: results.writes })}/>`] : []),
    ...(results.error !== undefined
      ? [`      <property${attributes({ name: 'error', value: oneLine(results.error) })}/>`]
      : []),
    '    </properties>',
    ...cases.flatMap((row) => testCase(row, options.loadTestFile, results)),
    `    <system-out>${content(runFigures(results))}</system-out>`,
    '  </testsuite>',
    '</testsuites>',
  ];
  return `${lines.join('\n')}\n`;
}

function testCase(row: ReportRow, file: string, results: RunResults): string[] {
  const s = row.result;
  const open = `    <testcase${attributes({
    name: oneLine(qualifiedName(row)),
    classname: oneLine(s.endpoint) || 'qa-perf',
    time: s.durationSeconds,
    file,
    line: s.line,
  })}>`;
  return [
    open,
    ...verdict(s, file),
    `      <system-out>${content([scenarioFigures(s), ...streamFigures(s), ...(row.flow ? stepFigures(row.flow, s.name) : comparisonFigures(s, results))].join('\n'))}</system-out>`,
    '    </testcase>',
  ];
}

function verdict(s: ScenarioResult, file: string): string[] {
  const triage = s.triage ? `\nTriage: ${s.triage.category}: ${oneLine(describeTriage(s.triage))}` : '';
  switch (s.outcome) {
    case 'skipped':
      return [`      <skipped${attributes({ message: oneLine(skipReason(s)) })}/>`];
    case 'passed':
      return [];
    case 'inconclusive':
      // Not a failure: JUnit has no "unknown", and skipped would hide that it ran; the comparison is in system-out.
      return [];
    case 'cancelled':
      return [`      <skipped${attributes({ message: 'the run was cancelled before this scenario finished' })}/>`];
    case 'errored': {
      const error = oneLine(errorReason(s));
      return [
        `      <error${attributes({ message: error, type: 'errored' })}>${content(`${file}:${s.line}: ${s.name}: ${error}${triage}`)}</error>`,
      ];
    }
    case 'failed': {
      const failures = [
        ...(s.failedChecks ?? []).map((check) => ({
          message: oneLine(describeCheck(check)),
          type: 'check',
          line: s.line,
        })),
        ...s.thresholds
          .filter((t) => !t.passed)
          .map((t) => ({ message: describeBreach(t), type: 'threshold', line: t.line })),
        ...(s.comparison?.metrics ?? [])
          .filter(({ verdict }) => verdict === 'regressed')
          .map((metric) => ({
            message: describeRegression(metric, s.comparison!.confidence),
            type: 'regression',
            line: metric.line,
          })),
      ];
      if (failures.length === 0)
        return [
          `      <failure${attributes({ message: 'failed', type: 'threshold' })}>${content(`${file}:${s.line}: ${s.name}${triage}`)}</failure>`,
        ];
      return failures.map(({ message, type, line }, index) => {
        const text = `${file}:${line}: ${message}${index === 0 ? triage : ''}`;
        return `      <failure${attributes({ message, type })}>${content(text)}</failure>`;
      });
    }
  }
}

/** A stream scenario's figures (streams, events, faults, distributions) and what its latency is; none for others. */
function streamFigures(s: ScenarioResult): string[] {
  return s.stream ? [`Streams: ${streamSentence(s, s.stream)}; ${streamLatency(s.stream)}`] : [];
}

function scenarioFigures(s: ScenarioResult): string {
  if (s.outcome === 'skipped')
    return `not run${skippedBySkipKey([s]) ? ' (skip: in the load test)' : ''}: ${oneLine(skipReason(s))}`;
  const { total, failed } = s.requests;
  const { arrival } = s;
  const percentiles = `p50 ${formatNumber(s.latencyMs.p50)} ms, p95 ${formatNumber(s.latencyMs.p95)} ms, p99 ${formatNumber(s.latencyMs.p99)} ms`;
  if (!arrival) {
    const latency = hasResponses(s) ? `; latency ${percentiles}` : '; no response';
    return `${formatCount(s.concurrentUsers)} users for ${s.durationSeconds}s: ${formatCount(total)} requests, ${formatCount(failed)} failed, ${formatNumber(s.rps)} req/s${latency}`;
  }
  // The open model: the latency runs from each request's intended start; the service time from its actual write.
  const latency = hasResponses(s)
    ? `; latency from the intended start ${percentiles}; ${serviceFigures(arrival)}`
    : '; no response';
  return `at ${scheduledLoad(s, arrival)} (${perSecond(arrival.achievedRate)} achieved), at most ${formatCount(arrival.maxUsers)} connections for ${s.durationSeconds}s: ${formatCount(total)} requests, ${formatCount(failed)} failed, ${formatCount(s.requests.dropped ?? 0)} dropped, ${formatNumber(s.rps)} req/s${latency}; schedule lateness p99 ${formatNumber(arrival.latenessP99Ms)} ms`;
}

function runFigures(results: RunResults): string {
  const requests = results.scenarios.reduce((sum, s) => sum + s.requests.total, 0);
  const generator = results.generator.saturated ? `\nGenerator self-check: ${selfCheckMessage(results)}` : '';
  const baseline = noBaselineSentence(results) ?? baselineSentence(results, oneLine);
  // When the machines differed, every verdict against the baseline is at most inconclusive: said before the rest.
  const comparison = [
    ...(baseline ? [baseline] : []),
    ...runNotes(results, { warning: (warning) => `Warning: ${oneLine(warning)}`, note: oneLine }),
  ].map((line) => `\n${line}`);
  const writes = runFactNotes(results).map((note) => `\n${oneLine(note)}`);
  const error = results.error !== undefined ? ` (${oneLine(results.error)})` : '';
  return `Base URL ${oneLine(results.baseUrl)}: ${formatCount(requests)} requests, outcome ${results.outcome}${error}${generator}${comparison.join('')}${writes.join('')}`;
}

/**
 * A compared scenario's metrics (median of rounds base → head, the shift, how sure at the run's level), notes on its
 * rounds, and what would settle it when inconclusive; why it was not compared.
 */
function comparisonFigures(s: ScenarioResult, results: RunResults): string[] {
  const { comparison } = s;
  if (!comparison) return results.baseline ? [`Baseline: ${notComparedReason(s)}`] : [];
  const run = results.regression;
  const hint = inconclusiveHint(s, run);
  return [
    `Baseline: ${comparison.verdict}`,
    ...comparison.metrics.map((metric) => metricLine(metric, comparison.confidence, { run })),
    ...roundNotes(comparison),
    ...(hint ? [hint] : []),
  ];
}

/** A step's comparison, base → head, from its flow's comparison (reported, not judged); none when not compared. */
function stepFigures(flow: ScenarioResult, name: string): string[] {
  const step = stepComparison(flow.comparison, name);
  return step ? stepLines(step, oneLine) : [];
}

/** The JUnit schema's timestamp: ISO 8601 in UTC without zone or fraction, as jest-junit writes it. */
function timestamp(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toISOString().slice(0, 19);
}

function attributes(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(typeof value === 'number' ? seconds(value) : value)}"`)
    .join('');
}

/** Numbers as written in JUnit: at most three decimals, no thousands separator. */
function seconds(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

function content(text: string): string {
  return escapeXml(text, 'content');
}
