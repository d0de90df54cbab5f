// What every report says of a run's writes: that it changed existing data (defaults.writes: existing), naming the
// scenarios, and that reads ran before writes; each through its medium's escaping. Markdown kept in __goldens__.
import { describe, expect, it } from '@jest/globals';
import { renderHtmlReport } from '../../src/report/html/render-html.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import type { RunResults } from '../../src/results/types.js';
import { expectGolden } from '../helpers/golden.js';
import { resultsSchemaErrors } from '../helpers/results-schema.js';
import { runResults, scenarioResult } from '../helpers/results.js';

/** The golden files a reviewer can open (docs/testing.md): a missing one fails, and UPDATE_GOLDENS=1 writes them. */
const GOLDENS = new URL('./__goldens__/', import.meta.url);

const LOAD_TEST = 'load-tests/loadtool.yaml';
const MARKER = '<!-- qa-perf todos perf -->';
const HOSTILE = 'Rename <b>|todo|</b> & "it" @team';

const list = scenarioResult({ name: 'List todos', endpoint: 'GET /todos' });
const rename = scenarioResult({ name: HOSTILE, endpoint: 'PUT /todos/{id}', line: 12, writes: true });
const remove = scenarioResult({ name: 'Delete todo', endpoint: 'DELETE /todos/{id}', line: 20, writes: true });
const neverRan = scenarioResult({
  name: 'Never ran',
  endpoint: 'PATCH /todos/{id}',
  line: 28,
  outcome: 'cancelled',
  requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
  writes: true,
});

const existing = runResults([rename, list, remove, neverRan], {
  outcome: 'cancelled',
  writes: 'existing',
  movedWrites: 1,
});
const own = runResults([list, { ...remove, name: 'Create todo', endpoint: 'POST /todos' }], {
  writes: 'own',
});
/** A results.json written before `writes` existed. */
const older = runResults([list, scenarioResult({ name: 'Create todo', endpoint: 'POST /todos' })]);

const EXISTING_NOTE =
  'This run changed existing data (defaults.writes: existing): Rename <b>|todo|</b> & "it" @team, Delete todo';
const READS_FIRST =
  'Reads ran before writes: 1 write scenario moved after the reads, so that a read does not measure what a write left.';

describe('a run that changed existing data (defaults.writes: existing)', () => {
  it('fits the results contract', () => {
    for (const results of [existing, own, older]) expect(resultsSchemaErrors(results)).toEqual([]);
  });

  it('warns in the job summary and the comment, naming the scenarios that wrote, escaped', () => {
    const summary = renderSummary(existing, { loadTestFile: LOAD_TEST });
    expect(summary).toContain(
      '> [!WARNING]\n> This run changed existing data (defaults.writes: existing): Rename &lt;b>\\|todo\\|&lt;/b> &amp; "it" @\u200bteam, Delete todo',
    );
    expect(summary).toContain(`\n\n${READS_FIRST}\n`);
    expect(summary).not.toContain('Never ran,');
    expectGolden(new URL('writes-existing-summary.md', GOLDENS), summary);
    const comment = renderComment(existing, { loadTestFile: LOAD_TEST, marker: MARKER });
    expect(comment).toContain('> This run changed existing data (defaults.writes: existing): Rename');
    expectGolden(new URL('writes-existing-comment.md', GOLDENS), comment);
  });

  it('says so in the terminal table, on one line', () => {
    const table = renderTerminalTable(existing);
    expect(table).toContain(`\n\n${EXISTING_NOTE}\n\n${READS_FIRST}\n\nOutcome: cancelled`);
  });

  it('says so in JUnit: the writes property and the suite’s system-out, escaped for XML', () => {
    const xml = renderJUnit(existing, { loadTestFile: LOAD_TEST });
    expect(xml).toContain('<property name="writes" value="existing"/>');
    expect(xml).toContain(
      'This run changed existing data (defaults.writes: existing): Rename &lt;b&gt;|todo|&lt;/b&gt; &amp; &quot;it&quot; @team, Delete todo\nReads ran before writes: 1 write scenario moved',
    );
    expect(xml).not.toContain('<b>');
  });

  it('says so at the top of report.html, escaped for HTML', () => {
    const html = renderHtmlReport(existing, LOAD_TEST);
    expect(html).toContain(
      '<p class="error"><strong>This run changed existing data (defaults.writes: existing): Rename &lt;b&gt;|todo|&lt;/b&gt; &amp; &quot;it&quot; @team, Delete todo</strong></p>',
    );
    expect(html).toContain(`<p class="meta">${READS_FIRST}</p>`);
  });

  it('names at most 10 scenarios, then how many more', () => {
    const many = Array.from({ length: 12 }, (_, index) => scenarioResult({ name: `Write ${index + 1}`, writes: true }));
    const table = renderTerminalTable(runResults(many, { writes: 'existing' }));
    expect(table).toContain(
      'This run changed existing data (defaults.writes: existing): Write 1, Write 2, Write 3, Write 4, Write 5, Write 6, Write 7, Write 8, Write 9, Write 10 and 2 more (results.json marks each with writes: true)',
    );
  });
});

describe('a run whose writes kept to its own records (defaults.writes: own)', () => {
  const reports = (results: RunResults) => [
    renderComment(results, { loadTestFile: LOAD_TEST, marker: MARKER }),
    renderTerminalTable(results),
    renderJUnit(results, { loadTestFile: LOAD_TEST }),
    renderHtmlReport(results, LOAD_TEST),
  ];

  it('says it only in the job summary', () => {
    const summary = renderSummary(own, { loadTestFile: LOAD_TEST });
    expect(summary).toContain('\n\nWrites acted only on records the run created (defaults.writes: own).\n');
    expectGolden(new URL('writes-own-summary.md', GOLDENS), summary);
    for (const report of reports(own)) {
      expect(report).not.toContain('existing data');
      expect(report).not.toContain('records the run created');
    }
    expect(renderJUnit(own, { loadTestFile: LOAD_TEST })).toContain('<property name="writes" value="own"/>');
  });

  it('says nothing of writes for a run without any, nor for a results.json written before writes existed', () => {
    const readsOnly = runResults([list], { writes: 'own' });
    for (const results of [readsOnly, older]) {
      expect(renderSummary(results, { loadTestFile: LOAD_TEST })).not.toMatch(/[Ww]rites/);
      for (const report of reports(results)) expect(report).not.toMatch(/existing data|Reads ran before writes/);
    }
    expect(renderJUnit(older, { loadTestFile: LOAD_TEST })).not.toContain('name="writes"');
  });
});
