import { describe, expect, it } from '@jest/globals';
import { exitCodeFor } from '../../src/exit-codes.js';
import type { LoadTest, Threshold, Tolerance } from '../../src/loadtest/types.js';
import type { Comparison, MeasuredRun, MeasuredScenario, RunResults, ScenarioResult } from '../../src/results/types.js';
import { triageResults } from '../../src/triage/triage.js';
import { judgeRun } from '../../src/verdict/judge-run.js';
import { judgeWithComparisons } from '../../src/verdict/regression-verdict.js';
import { comparisonOf, metricComparison, roundsOf, toleranceResult, runComparisonOf } from '../helpers/comparisons.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runResults, scenarioResult } from '../helpers/results.js';

// The verdict of a run compared with a baseline. The comparisons are built by hand: what is under test is how the
// verdict, the exit code and the triage follow a comparison's verdict, not the statistics that produce it.

const p95Tolerance: Tolerance = { key: 'p95', worse: 'higher', unit: '%', limit: 10, text: '10%', line: 14, column: 7 };
const p95Threshold: Threshold = { key: 'p95', bound: 'max', limit: 5, unit: 'ms', text: '5ms', line: 12, column: 7 };

/** A load test of one scenario, `List pets`, with a p95 tolerance of 10% on line 14 and the thresholds given. */
function loadTestWith(thresholds: Threshold[] = [], regression: Tolerance[] = [p95Tolerance]): LoadTest {
  // Only what the verdict reads of a load test: its scenarios' names, thresholds and tolerances.
  return { scenarios: [{ name: 'List pets', thresholds, regression }] } as unknown as LoadTest;
}

/** What the engine measured of `List pets`: 12,034 ok requests, p95 10.3 ms, in six rounds. */
function measuredRun(): MeasuredRun {
  const figures: Partial<ScenarioResult> = scenarioResult();
  delete figures.thresholds;
  delete figures.triage;
  const scenario = { ...figures, outcome: 'measured', rounds: roundsOf(scenarioResult()) } as MeasuredScenario;
  const run: Partial<RunResults> = runResults([]);
  delete run.outcome;
  return { ...run, scenarios: [scenario] } as MeasuredRun;
}

function judged(comparison: Comparison | undefined, thresholds: Threshold[] = []): RunResults {
  const comparisons = new Map(comparison ? [['List pets', comparison]] : []);
  const loadTest = loadTestWith(thresholds);
  return triageResults(judgeRun(measuredRun(), loadTest, comparisons), loadTest);
}

const regressedP95 = metricComparison('p95', 'regressed', 23, [17, 30]);
const inconclusiveP95 = metricComparison('p95', 'inconclusive', 8, [3, 14]);
const unchangedP95 = metricComparison('p95', 'unchanged', 1, [-4, 6]);

describe('judging a run with comparisons', () => {
  it('regressed: the scenario fails, triage regression with the change and its interval, exit 1', () => {
    const results = judged(comparisonOf(regressedP95, unchangedP95));
    const [scenario] = results.scenarios;
    expect(scenario!.outcome).toBe('failed');
    expect(scenario!.comparison?.verdict).toBe('regressed');
    expect(scenario!.triage?.category).toBe('regression');
    expect(scenario!.triage?.evidence).toBe('against the baseline: p95 +23% (95% CI +17% … +30%) > 10%');
    expect(scenario!.triage?.nextStep).toMatch(/line 14/);
    expect(results.outcome).toBe('failed');
    expect(exitCodeFor(results.outcome)).toBe(1);
  });

  it('inconclusive: the scenario and the run are inconclusive, no triage; exit 0, or 1 with fail-on-inconclusive', () => {
    const results = judged(comparisonOf(inconclusiveP95, unchangedP95));
    const [scenario] = results.scenarios;
    expect(scenario!.outcome).toBe('inconclusive');
    expect(scenario!.triage).toBeNull();
    expect(results.outcome).toBe('inconclusive');
    expect(exitCodeFor(results.outcome)).toBe(0);
    expect(exitCodeFor(results.outcome, { failOnInconclusive: false })).toBe(0);
    expect(exitCodeFor(results.outcome, { failOnInconclusive: true })).toBe(1);
  });

  it('unchanged: the scenario passes with its comparison recorded', () => {
    const results = judged(comparisonOf(unchangedP95));
    expect(results.scenarios[0]).toMatchObject({
      outcome: 'passed',
      triage: null,
      comparison: { verdict: 'unchanged' },
    });
    expect(results.outcome).toBe('passed');
  });

  it('a threshold breach and a regression: failed, the breach triaged, the regression listed in the evidence too', () => {
    const results = judged(comparisonOf(regressedP95), [p95Threshold]);
    const [scenario] = results.scenarios;
    expect(scenario!.outcome).toBe('failed');
    expect(scenario!.thresholds).toEqual([expect.objectContaining({ key: 'p95', passed: false, line: 12 })]);
    expect(scenario!.triage?.category).not.toBe('regression');
    expect(scenario!.triage?.evidence).toContain('p95 10.3 ms > 5 ms');
    expect(scenario!.triage?.evidence).toContain(
      'also regressed against the baseline: p95 +23% (95% CI +17% … +30%) > 10%',
    );
  });

  it('a threshold breach with an inconclusive comparison stays failed: the worse of the two', () => {
    const results = judged(comparisonOf(inconclusiveP95), [p95Threshold]);
    expect(results.scenarios[0]!.outcome).toBe('failed');
    expect(results.outcome).toBe('failed');
  });

  it("records the scenario's tolerances as results.json keeps them; without a baseline nothing else changes", () => {
    const results = judged(undefined);
    const [scenario] = results.scenarios;
    expect(scenario!.tolerances).toEqual([toleranceResult('p95', 10, 14)]);
    expect(scenario!).not.toHaveProperty('comparison');
    expect(scenario!.outcome).toBe('passed');
    expect(resultsSchemaErrors(results)).toEqual([]);
  });

  it('a scenario without tolerances records none', () => {
    const results = judgeRun(measuredRun(), loadTestWith([], []));
    expect(results.scenarios[0]).not.toHaveProperty('tolerances');
  });

  it('results with a comparison, tolerances and a baseline fit the published schema', () => {
    const results = judgeWithComparisons(
      judged(undefined),
      runComparisonOf(new Map([['List pets', comparisonOf(regressedP95)]])),
      {
        kind: 'file',
        source: 'base/results.json',
        startedAt: '2026-01-01T09:00:00Z',
      },
    );
    expect(resultsSchemaErrors(results)).toEqual([]);
  });

  it('an rps regression reads as a fall: rps −12% (95% CI −15% … −8%) < −5%', () => {
    const rps = metricComparison('rps', 'regressed', 12, [8, 15], { tolerance: 5 });
    expect(judged(comparisonOf(rps)).scenarios[0]!.triage?.evidence).toBe(
      'against the baseline: rps −12% (95% CI −15% … −8%) < −5%',
    );
  });

  it('an errorRate regression is in percentage points', () => {
    const errorRate = metricComparison('errorRate', 'regressed', 2.5, [1.5, 3.5]);
    expect(judged(comparisonOf(errorRate)).scenarios[0]!.triage?.evidence).toBe(
      'against the baseline: errorRate +2.5pp (95% CI +1.5pp … +3.5pp) > 1pp',
    );
  });
});

describe('judging a results file again with comparisons (loadtool compare)', () => {
  const baseline = { kind: 'file', source: 'base/results.json', startedAt: '2026-01-01T09:00:00Z' } as const;

  it('replaces an earlier comparison and its outcome: regressed then unchanged passes', () => {
    const regressed = judged(comparisonOf(regressedP95));
    expect(regressed.outcome).toBe('failed');
    const again = judgeWithComparisons(
      regressed,
      runComparisonOf(new Map([['List pets', comparisonOf(unchangedP95)]])),
      baseline,
    );
    expect(again.scenarios[0]).toMatchObject({ outcome: 'passed', triage: null, comparison: { verdict: 'unchanged' } });
    expect(again.outcome).toBe('passed');
    expect(again.baseline).toEqual(baseline);
  });

  it('a regression found on re-judging is triaged from the results alone', () => {
    const passed = judged(undefined);
    const again = triageResults(
      judgeWithComparisons(passed, runComparisonOf(new Map([['List pets', comparisonOf(regressedP95)]])), baseline),
    );
    expect(again.outcome).toBe('failed');
    expect(again.scenarios[0]!.triage?.category).toBe('regression');
  });

  it('a scenario without a counterpart keeps the outcome of its thresholds and gets no comparison', () => {
    const inconclusive = judged(comparisonOf(inconclusiveP95));
    const again = judgeWithComparisons(inconclusive, runComparisonOf(new Map()), baseline);
    expect(again.scenarios[0]!.outcome).toBe('passed');
    expect(again.scenarios[0]).not.toHaveProperty('comparison');
  });

  it('a breach recorded in the file keeps the scenario failed whatever the comparison', () => {
    const breached = runResults([
      scenarioResult({ outcome: 'failed', thresholds: [{ ...p95Threshold, actual: 10.3, passed: false }] }),
    ]);
    const again = judgeWithComparisons(
      breached,
      runComparisonOf(new Map([['List pets', comparisonOf(unchangedP95)]])),
      baseline,
    );
    expect(again.scenarios[0]!.outcome).toBe('failed');
  });

  it('an errored scenario stays errored: its comparison does not change that', () => {
    const errored = runResults([scenarioResult({ outcome: 'errored', error: 'no request was made during the run' })]);
    const again = judgeWithComparisons(
      errored,
      runComparisonOf(new Map([['List pets', comparisonOf(inconclusiveP95)]])),
      baseline,
    );
    expect(again.scenarios[0]!.outcome).toBe('errored');
    expect(again.outcome).toBe('errored');
  });
});
