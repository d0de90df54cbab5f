import { describe, expect, it } from '@jest/globals';
import { createLatencyHistogram, encodeHistogram } from '../../../src/engine/record/latency-histogram.js';
import { renderHtmlReport } from '../../../src/report/html/render-html.js';
import { renderSummary } from '../../../src/report/markdown.js';
import type { ScenarioResult } from '../../../src/results/types.js';
import { runResults, scenarioResult } from '../../helpers/results.js';

// report.html's headline, its order (worst first, not run last), its legends' values and whole GraphQL messages.

/** Returns a histogram of 1,000 latencies of 1 to 20 ms, encoded as results.json keeps it. */
function histogram(): string {
  const recorded = createLatencyHistogram();
  for (let i = 0; i < 1000; i++) recorded.recordValue(1000 + ((i * 7919) % 19_000));
  return encodeHistogram(recorded);
}

/** Returns the order in which the page's sections come: their scenario names. */
function sectionNames(html: string): string[] {
  return [
    ...html.matchAll(/<section class="scenario \w+" id="scenario-\d+">\n<h2>.*?<span class="name">(.*?)<\/span>/g),
  ].map((match) => match[1]!);
}

/** Returns the text of the page's headline paragraph. */
function headline(html: string): string | undefined {
  return /<p class="headline">(.*?)<\/p>/.exec(html)?.[1];
}

const failed = (name: string): ScenarioResult => scenarioResult({ name, outcome: 'failed' });
const skipped = (name: string, skip: string): ScenarioResult => scenarioResult({ name, outcome: 'skipped', skip });

describe('report.html headline', () => {
  it('says the counts in the job summary\'s words: "6 of 44 scenarios failed, 2 not run"', () => {
    const scenarios = [
      ...Array.from({ length: 36 }, (_, i) => scenarioResult({ name: `passes ${i}` })),
      ...Array.from({ length: 6 }, (_, i) => failed(`fails ${i}`)),
      skipped('Files', 'no file on the server to look up'),
      skipped('Presets', 'no preset'),
    ];
    const results = runResults(scenarios, { outcome: 'failed' });
    const html = renderHtmlReport(results);
    expect(headline(html)).toBe('6 of 44 scenarios failed, 2 not run');
    expect(html).toContain('<title>Performance report: 6 of 44 scenarios failed, 2 not run</title>');
    expect(renderSummary(results, { loadTestFile: 'loadtool.yaml' })).toContain('6 of 44 scenarios failed, 2 not run');
  });

  it.each([
    {
      what: 'all passed',
      outcomes: ['passed', 'passed'] as const,
      outcome: 'passed' as const,
      expected: 'all 2 scenarios passed',
    },
    {
      what: 'one could not run, one failed',
      outcomes: ['errored', 'failed', 'passed'] as const,
      outcome: 'errored' as const,
      expected: '1 of 3 scenarios could not run, 1 failed',
    },
    {
      what: 'passed with one not run',
      outcomes: ['passed', 'skipped'] as const,
      outcome: 'passed' as const,
      expected: '1 of 2 scenarios passed, 1 not run',
    },
  ])("is the job summary's heading when $what", ({ outcomes, outcome, expected }) => {
    const results = runResults(
      outcomes.map((o, i) => scenarioResult({ name: `s${i}`, outcome: o, ...(o === 'skipped' && { skip: 'later' }) })),
      { outcome },
    );
    expect(headline(renderHtmlReport(results))).toBe(expected);
    expect(renderSummary(results, { loadTestFile: 'loadtool.yaml' })).toContain(`qa-perf: ${expected}`);
  });

  it('escapes what the headline and the not-run list carry from the load test', () => {
    const html = renderHtmlReport(
      runResults([skipped('<img src=x onerror=alert(1)>', '<script>alert(2)</script> & more'), scenarioResult()]),
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt; &amp; more');
  });
});

describe('report.html order', () => {
  it('lists the worst outcomes first, the passed after, and the ones not run last with their reasons', () => {
    const scenarios = [
      scenarioResult({ name: 'A passes' }),
      skipped('B not run', 'no preset on the server'),
      scenarioResult({ name: 'C inconclusive', outcome: 'inconclusive' }),
      failed('D fails'),
      scenarioResult({ name: 'E errored', outcome: 'errored', error: 'the look-up of files was empty' }),
      failed('F fails too'),
    ];
    const html = renderHtmlReport(runResults(scenarios, { outcome: 'errored' }));
    const order = ['E errored', 'D fails', 'F fails too', 'C inconclusive', 'A passes', 'B not run'];
    expect(sectionNames(html)).toEqual(order);
    const overview = /<table class="overview">[\s\S]*?<\/table>/.exec(html)![0];
    expect([...overview.matchAll(/<a href="#scenario-(\d+)">(.*?)<\/a>/g)].map((m) => [m[1], m[2]])).toEqual(
      order.map((name) => [String(scenarios.findIndex((s) => s.name === name)), name]),
    );
    // Each section keeps the id of its place in results.json, so that links and charts meet.
    expect(html).toContain('<section class="scenario skipped" id="scenario-1">');
    expect(html).toMatch(/<li><a href="#scenario-1">B not run<\/a>: no preset on the server<\/li>/);
    expect(html).toMatch(/id="scenario-1">[\s\S]*?<strong>Not run<\/strong>.*no preset on the server/);
  });
});

describe('report.html legends', () => {
  it("shows each series' figures beside its chart, without hovering and without JavaScript", () => {
    const timeline = [1, 2, 3].map((second) => ({
      second,
      requests: 100 * second,
      errors: second - 1,
      p50: 2 * second,
      p95: 5 * second,
      p99: 9 * second,
    }));
    const html = renderHtmlReport(runResults([scenarioResult({ histogram: histogram(), timeline })]));
    const distribution = /<figure class="chart" id="scenario-0-distribution"[\s\S]*?<\/figure>/.exec(html)![0];
    expect(distribution).toMatch(
      /<table class="legend"><thead><tr><th scope="col">Series<\/th><th scope="col">p50 ms<\/th>/,
    );
    const curveRow = /<th scope="row"><span class="swatch"[^>]*><\/span>List pets<\/th>((?:<td>[^<]*<\/td>){4})/.exec(
      distribution,
    );
    const [p50, p95, p99, max] = [...curveRow![1]!.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => Number(m[1]));
    expect(p50).toBeGreaterThan(8);
    expect(p50).toBeLessThan(13);
    expect(p95).toBeGreaterThan(p50!);
    expect(p99).toBeGreaterThanOrEqual(p95!);
    expect(max).toBeGreaterThanOrEqual(p99!);

    const timelineBox = /<figure class="chart" id="scenario-0-timeline"[\s\S]*?<\/figure>/.exec(html)![0];
    // min, mean, max of each series.
    expect(timelineBox).toMatch(/requests\/s<\/th><td>100<\/td><td>200<\/td><td>300<\/td>/);
    expect(timelineBox).toMatch(/errors\/s<\/th><td>0<\/td><td>1<\/td><td>2<\/td>/);
    expect(timelineBox).toMatch(/p99 ms<\/th><td>9<\/td><td>18<\/td><td>27<\/td>/);
  });
});

describe('report.html samples and categories', () => {
  it("shows a GraphQL error's message whole, 2 KB of it, escaped, with its code", () => {
    const message = `Variable "$id" <b>got</b> invalid value; ${'x'.repeat(2000)} & the end`;
    expect(message.length).toBeGreaterThan(2000);
    const html = renderHtmlReport(
      runResults([
        scenarioResult({
          outcome: 'failed',
          requests: { total: 10, ok: 0, failed: 10, byCategory: { graphql: 10 }, byStatus: { '200': 10 } },
          samples: [
            {
              status: 200,
              category: 'graphql',
              body: '{"errors":[{"message":"Variable',
              graphqlMessage: message,
              graphqlCode: 'GRAPHQL_VALIDATION',
            },
          ],
        }),
      ]),
    );
    const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(html).toContain(`<div class="graphql-message"><code>GRAPHQL_VALIDATION</code> ${escaped}</div>`);
    expect(html).not.toContain('<b>got</b>');
  });

  it('lists the conformance category and its mismatch like the other categories', () => {
    const html = renderHtmlReport(
      runResults([
        scenarioResult({
          outcome: 'failed',
          requests: {
            total: 100,
            ok: 60,
            failed: 40,
            byCategory: { conformance: 30, http5xx: 10 },
            byStatus: { '200': 90, '500': 10 },
          },
          failedChecks: [{ check: 'conformance', message: '30 responses did not match the schema' }],
          samples: [
            {
              status: 200,
              category: 'conformance',
              body: '{"data":{"post":null}}',
              check: '$.data.post must be object (type)',
            },
          ],
        }),
      ]),
    );
    const categories = /<caption>Error categories<\/caption>[\s\S]*?<\/table>/.exec(html)![0];
    expect(categories).toContain('<tr><td><code>conformance</code></td><td>30</td><td>30%</td></tr>');
    expect(categories).toContain('<tr><td><code>http5xx</code></td><td>10</td><td>10%</td></tr>');
    expect(html).toContain('<td><code>conformance</code></td><td>$.data.post must be object (type)</td>');
    expect(html).toContain('conformance — 30 responses did not match the schema');
  });
});
