import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { annotationsFor } from '../../src/action/annotations.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import type { BaselineInfo, Comparison, RunResults, ScenarioResult } from '../../src/results/types.js';
import { triageResults } from '../../src/triage/triage.js';
import { judgeWithComparisons } from '../../src/verdict/regression-verdict.js';
import { pullRequestEnv, ROOT, runnerEnv } from '../helpers/bundle.js';
import { comparisonOf, metricComparison, roundsOf, toleranceResult, runComparisonOf } from '../helpers/comparisons.js';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { runResults, scenarioResult } from '../helpers/results.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

// The reports of a run compared with a baseline: base → head per metric, with its interval and verdict, in every
// report, and the action's annotations and step verdict. The comparisons are built by hand.

const tempDir = useTempDirs();
const servers = useServers();

const BASELINE: BaselineInfo = { kind: 'file', source: 'base/results.json', startedAt: '2026-01-01T09:00:00Z' };
const FILE = 'load-tests/loadtool.yaml';

const regressedP95 = metricComparison('p95', 'regressed', 23, [17, 30]);
const inconclusiveP95 = metricComparison('p95', 'inconclusive', 8, [3, 14]);
const unchangedErrors = metricComparison('errorRate', 'unchanged', 0, [-0.2, 0.2], { base: 0, head: 0, line: 15 });

/** A scenario with rounds and tolerances on lines 14 (p95) and 15 (errorRate), as judged before any comparison. */
function scenario(overrides: Partial<ScenarioResult> = {}): ScenarioResult {
  const base = scenarioResult(overrides);
  return {
    ...base,
    rounds: roundsOf(base),
    tolerances: [toleranceResult('p95', 10, 14), toleranceResult('errorRate', 1, 15)],
    ...overrides,
  };
}

/** The results judged with the comparisons by scenario name, against BASELINE, and triaged: as `loadtool compare` does. */
function compared(scenarios: ScenarioResult[], comparisons: Record<string, Comparison>): RunResults {
  return triageResults(
    judgeWithComparisons(runResults(scenarios), runComparisonOf(new Map(Object.entries(comparisons))), BASELINE),
  );
}

const regressed = () => compared([scenario()], { 'List pets': comparisonOf(regressedP95, unchangedErrors) });
const inconclusive = () => compared([scenario()], { 'List pets': comparisonOf(inconclusiveP95, unchangedErrors) });

const markdownOptions = { loadTestFile: FILE };

describe('the terminal table', () => {
  it('shows base → head per metric (labelled: pooled in a file without medians) with the shift, its interval, the tolerance and the verdict', () => {
    const table = renderTerminalTable(regressed());
    expect(table).toContain('compared with the results file base/results.json, run at 2026-01-01T09:00:00Z');
    expect(table).toContain('List pets: ❌ regressed (6 base rounds, 6 head rounds)');
    expect(table).toContain(
      'p95 over all rounds 100 → 123 ms; shift +23% (95% CI +17% … +30%), tolerance 10% (line 14): ❌ regressed',
    );
    expect(table).toContain(
      'errorRate over all rounds 0 → 0%; shift ±0pp (95% CI −0.2pp … +0.2pp), tolerance 1pp (line 15): ✅ unchanged',
    );
    expect(table).toContain('List pets: regression — against the baseline: p95 +23% (95% CI +17% … +30%) > 10%');
    expect(table).toMatch(/Outcome: failed \(1 failed\)\n$/);
  });

  it('an inconclusive scenario says what would make it conclusive, with the change it could detect', () => {
    const table = renderTerminalTable(inconclusive());
    expect(table).toContain(
      'p95 over all rounds 100 → 108 ms; shift +8% (95% CI +3% … +14%), tolerance 10% (line 14): ❔ inconclusive',
    );
    expect(table).toContain(
      'p95 could tell only changes beyond ±5.5% from 10%; to make it conclusive, run about 46 rounds',
    );
    expect(table).toMatch(/Outcome: inconclusive \(1 inconclusive\)\n$/);
  });

  it('tolerances without a baseline: "no baseline"', () => {
    const table = renderTerminalTable(runResults([scenario()]));
    expect(table).toContain('no baseline: the regression tolerances of 1 scenario were not checked');
  });

  it('a scenario not compared says why', () => {
    const table = renderTerminalTable(
      compared([scenario(), scenario({ name: 'New one' }), scenario({ name: 'Old file', rounds: undefined })], {
        'List pets': comparisonOf(unchangedErrors),
      }),
    );
    expect(table).toContain('New one: not compared: the baseline has no scenario of this name with rounds');
    expect(table).toContain('Old file: not compared: this run has no rounds of it');
  });
});

describe('the job summary and the pull-request comment', () => {
  const row = '| List pets | p95 | 100 → 123 ms | \\+23% (+17% … +30%) | 10% (line 14) | ❌ regressed |';

  it('the summary: the verdict, the regression triage and a base → head row per metric', () => {
    const summary = renderSummary(regressed(), markdownOptions);
    expect(summary).toMatch(/^## ❌ qa-perf: 1 of 1 scenario failed$/m);
    expect(summary).toContain('**Baseline:** Compared with the results file base/results.json');
    // Results without medians of rounds (a file written before them): the pooled figures, the column says so.
    expect(summary).toContain(
      '| Scenario | Metric | Over all rounds, base → head | Shift (95% CI) | Tolerance | Verdict |',
    );
    expect(summary).toContain(row);
    expect(summary).toContain(
      '| List pets | errorRate | 0 → 0% | ±0pp (−0.2pp … +0.2pp) | 1pp (line 15) | ✅ unchanged |',
    );
    expect(summary).toContain('`regression`: against the baseline: p95 +23% (95% CI +17% … +30%) > 10%');
  });

  it('the comment shows the same rows', () => {
    const comment = renderComment(regressed(), { ...markdownOptions, marker: '<!-- qa-perf -->' });
    expect(comment).toMatch(/^### ❌ qa-perf: 1 of 1 scenario failed$/m);
    expect(comment).toContain(row);
  });

  it('inconclusive: ❔ in the heading and the row (⚠️ stays for a scenario that could not run), and what would settle it', () => {
    const summary = renderSummary(inconclusive(), markdownOptions);
    expect(summary).toMatch(/^## ❔ qa-perf: 1 of 1 scenario inconclusive against the baseline$/m);
    expect(summary).toContain('| 10% (line 14) | ❔ inconclusive |');
    expect(summary).toMatch(
      /^- ❔ \*\*List pets\*\* — `inconclusive`: p95 could tell only changes beyond ±5\.5% from 10%; to make it conclusive, run about 46 rounds/m,
    );
    expect(summary).not.toContain('⚠️');
  });

  it('"no baseline" and "not compared" are said', () => {
    expect(renderSummary(runResults([scenario()]), markdownOptions)).toContain(
      '**Baseline:** no baseline: the regression tolerances of 1 scenario were not checked',
    );
    const summary = renderSummary(compared([scenario({ name: 'New one' })], {}), markdownOptions);
    expect(summary).toContain(
      '| New one | — | — | not compared: the baseline has no scenario of this name with rounds',
    );
  });
});

describe('JUnit', () => {
  it('a regressed metric is a failure of type regression on its message; base → head in system-out', () => {
    const xml = renderJUnit(regressed(), { loadTestFile: FILE });
    expect(xml).toContain('<failure message="p95 +23% (95% CI +17% … +30%) &gt; 10%" type="regression">');
    expect(xml).toContain(`${FILE}:14: p95 +23% (95% CI +17% … +30%) &gt; 10%`);
    expect(xml).toContain(
      'p95 over all rounds 100 → 123 ms; shift +23% (95% CI +17% … +30%), tolerance 10% (line 14): ❌ regressed',
    );
    expect(xml).toMatch(/<testsuites name="qa-perf" tests="1" failures="1"/);
  });

  it('an inconclusive scenario is not a failure; its comparison and what would settle it are in system-out', () => {
    const xml = renderJUnit(inconclusive(), { loadTestFile: FILE });
    expect(xml).not.toContain('<failure');
    expect(xml).toMatch(/<testsuites name="qa-perf" tests="1" failures="0"/);
    expect(xml).toContain('❔ inconclusive');
    expect(xml).toContain('to make it conclusive');
  });
});

describe('hostile scenario names in the comparison', () => {
  const hostile = '<img src=x onerror=alert(1)> | ::error::pwned\n##[error]x @team `code`';
  const results = () =>
    compared([scenario({ name: hostile }), scenario({ name: `${hostile} 2` })], {
      [hostile]: comparisonOf(regressedP95),
    });

  it('are escaped in the markdown, the terminal, JUnit and the annotations', () => {
    const summary = renderSummary(results(), markdownOptions);
    expect(summary).not.toContain('<img');
    expect(summary).not.toContain('::error::');
    expect(summary).not.toContain('@team');
    expect(summary).not.toMatch(/[^\\]`code/);
    // The table keeps its six cells: the name's `|` cannot split a row.
    const rows = summary.split('\n').filter((text) => text.includes('| p95 | 100 → 123 ms'));
    expect(rows).toHaveLength(1);
    for (const line of rows) {
      expect(line.split(/(?<!\\)\|/)).toHaveLength(8);
    }
    const terminal = renderTerminalTable(results());
    expect(terminal).not.toMatch(/^\s*::error::/m);
    expect(terminal).not.toMatch(/^##\[error\]/m);
    // The name on one line, its break shown as \n, its `##[` broken by a zero-width space.
    expect(terminal).toContain('pwned\\n#\u200b#[error]x @team `code`: ❌ regressed (6 base rounds');
    const xml = renderJUnit(results(), { loadTestFile: FILE });
    expect(xml).not.toContain('<img');
    for (const annotation of annotationsFor(results())) expect(annotation.message).not.toContain('\n');
  });
});

/**
 * Runs the action's reporting (src/action/report-results.ts, from the sources) as the action does after the pipeline,
 * on `results`, with the inputs as INPUT_* variables, against the fake GitHub, in a process of its own.
 */
async function reportAsTheAction(results: RunResults, github: FakeGitHub, inputs: Record<string, string> = {}) {
  const workspace = await tempDir();
  const resultsFile = join(workspace, 'results.json');
  await writeFile(resultsFile, JSON.stringify(results));
  const driver = join(workspace, 'report.mjs');
  await writeFile(
    driver,
    [
      `const { readInputs } = await import(${JSON.stringify(`${ROOT}src/action/inputs.ts`)});`,
      `const { reportResults } = await import(${JSON.stringify(`${ROOT}src/action/report-results.ts`)});`,
      `const { readFile } = await import('node:fs/promises');`,
      `const results = JSON.parse(await readFile(process.argv[2], 'utf8'));`,
      `const config = { project: { name: 'target' } };`,
      `const loadTestFile = ${JSON.stringify(join(workspace, FILE))};`,
      `await reportResults(readInputs(), { outcome: results.outcome, exitCode: 0, config, loadTestFile, results }, {});`,
    ].join('\n'),
  );
  const runner = await runnerEnv(
    workspace,
    { 'github-token': 'ghs_report0123456789', ...inputs },
    await pullRequestEnv(workspace, github.url),
  );
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(GITHUB_|INPUT_|RUNNER_)/.test(name)),
  );
  const run = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', driver, resultsFile], {
      cwd: ROOT,
      env: { ...inherited, ...runner.env },
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout });
    });
  });
  return { ...run, summary: await runner.summary() };
}

async function fakeGitHub(): Promise<FakeGitHub> {
  const github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: 'ghs_report0123456789' });
  servers.push(github.server);
  return github;
}

describe('the action on compared results (its reporting from the sources, a fake GitHub)', () => {
  it('a regression: an error annotation on the tolerance’s line, base → head in the comment, the step fails', async () => {
    const github = await fakeGitHub();
    const run = await reportAsTheAction(regressed(), github);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      // The runner's command syntax encodes `:` in properties and `%` everywhere.
      /^::error title=Regressed against the baseline%3A List pets,file=load-tests\/loadtool\.yaml,line=14::List pets \(GET \/pets\): p95 over all rounds 100 → 123 ms; shift \+23%25 \(95%25 CI \+17%25 … \+30%25\)/m,
    );
    expect(run.stdout).toMatch(/^::error::1 of 1 scenario failed: 1 metric\(s\) regressed against the baseline;/m);
    expect(github.checkRuns[0]!.conclusion).toBe('failure');
    expect(github.checkRuns[0]!.output.annotations).toContainEqual(
      expect.objectContaining({ path: FILE, start_line: 14, annotation_level: 'failure' }),
    );
    const comment = github.comments.at(-1)!.body;
    expect(comment).toContain(
      '| List pets | p95 | 100 → 123 ms | \\+23% (+17% … +30%) | 10% (line 14) | ❌ regressed |',
    );
    expect(run.summary).toContain('❌ regressed');
  }, 60_000);

  it('inconclusive: a warning on the tolerance’s line, the step passes; with fail-on-inconclusive it fails', async () => {
    const github = await fakeGitHub();
    const run = await reportAsTheAction(inconclusive(), github);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning title=Inconclusive against the baseline%3A List pets,file=load-tests\/loadtool\.yaml,line=14::.*to make it conclusive/m,
    );
    expect(run.stdout).toMatch(/^::warning title=Inconclusive against the baseline::.*fail-on-inconclusive is false/m);
    expect(run.stdout).not.toMatch(/^::error/m);
    expect(github.checkRuns[0]!.conclusion).toBe('neutral');
    expect(github.checkRuns[0]!.output.annotations).toContainEqual(
      expect.objectContaining({ path: FILE, start_line: 14, annotation_level: 'warning' }),
    );

    const strict = await fakeGitHub();
    const failing = await reportAsTheAction(inconclusive(), strict, { 'fail-on-inconclusive': 'true' });
    expect(failing.code).toBe(1);
    expect(failing.stdout).toMatch(/^::error::1 of 1 scenario could not be told apart from the baseline/m);
    expect(strict.checkRuns[0]!.conclusion).toBe('failure');
  }, 60_000);
});
