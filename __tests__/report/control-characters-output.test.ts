import { describe, expect, it } from '@jest/globals';
import { annotationsFor } from '../../src/action/annotations.js';
import { jsonForScript, renderHtmlReport } from '../../src/report/html/render-html.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import { escapeHtml, escapeXml } from '../../src/report/escape.js';
import { runResults, scenarioResult, thresholdResult } from '../helpers/results.js';

/** Every C0 control but tab, LF and CR, then DEL, two C1 controls and a lone surrogate: in a scenario's name. */
const CONTROLS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007f',
  '\u0085',
  '\u009b',
  '\ud800',
].join('');
const NAME = `List\u0000pets ${CONTROLS} end`;

/** C0 controls other than tab, LF and CR: what no output may hold (XML 1.0 forbids them; HTML calls them errors). */
// eslint-disable-next-line no-control-regex -- control characters are what the test looks for
const C0 = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/u;

/** Characters HTML parses as errors, or that no encoding can write: DEL, C1 controls, lone surrogates. */
const NOT_HTML = /[\u007f-\u009f\p{Cs}]/u;

/** A run with one failed scenario named NAME, with an error sample and a breached threshold that carry it too. */
const results = runResults(
  [
    scenarioResult({
      name: NAME,
      endpoint: `GET /pets/${CONTROLS}`,
      outcome: 'failed',
      requests: { total: 10, ok: 5, failed: 5, byCategory: { http5xx: 5 }, byStatus: { '200': 5, '500': 5 } },
      thresholds: [thresholdResult('okRate', 99, 50, 9)],
      samples: [{ status: 500, category: 'http5xx', body: `boom ${CONTROLS}` }],
      triage: { category: 'server-errors', evidence: `said ${CONTROLS}`, nextStep: 'look' },
    }),
  ],
  { outcome: 'failed' },
);

/** Returns each control character of a text, with its code and a bit of context. */
function found(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(new RegExp(pattern.source, 'gu'))].map(
    (match) =>
      `U+${match[0].codePointAt(0)!.toString(16).padStart(4, '0')} in ${JSON.stringify(text.slice(Math.max(0, match.index - 20), match.index + 20))}`,
  );
}

describe('control characters in a scenario name, in every output', () => {
  it.each([
    { output: 'report.html', text: () => renderHtmlReport(results), shown: '\ufffd', html: true },
    { output: 'junit.xml', text: () => renderJUnit(results, { loadTestFile: 'loadtool.yaml' }) },
    { output: 'summary.md', text: () => renderSummary(results, { loadTestFile: 'loadtool.yaml' }) },
    { output: 'the terminal table', text: () => renderTerminalTable(results) },
    {
      output: 'the annotations',
      text: () =>
        annotationsFor(results)
          .flatMap(({ title, message }) => [title, message])
          .join('\n'),
    },
  ])('$output holds none, and keeps the name readable', ({ text, shown, html }) => {
    const output = text();
    expect(found(output, C0)).toEqual([]);
    if (html) expect(found(output, NOT_HTML)).toEqual([]);
    expect(output).toMatch(/List.?.?.?.?pets/);
    if (shown) expect(output).toContain(`List${shown}pets`);
  });

  it('escapeHtml and escapeXml show each one as U+FFFD, and keep tab and line breaks', () => {
    expect(escapeHtml('a\u0000b\u001bc\u007fd\ud800e\tf\ng\r')).toBe('a\ufffdb\ufffdc\ufffdd\ufffde\tf\ng\r');
    expect(escapeHtml('😀 <b>')).toBe('😀 &lt;b&gt;');
    expect(escapeXml('a\u0000b\u001bc\ufffed\ud800e', 'content')).toBe('a\ufffdb\ufffdc\ufffdd\ufffde');
    expect(escapeXml('😀\t', 'content')).toBe('😀\t');
  });

  it('the JSON data of report.html holds none either, and reads back as it was', () => {
    const data = { name: NAME };
    const json = jsonForScript(data);
    expect(found(json, C0)).toEqual([]);
    expect(found(json, NOT_HTML)).toEqual([]);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
  });
});
