import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { renderHtmlReport } from '../../../src/report/html/render-html.js';
import type { RunResults } from '../../../src/results/types.js';
import { loadTestOf, runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { useChromium } from '../../helpers/chromium.js';
import { useServers } from '../../helpers/servers.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

// report.html in a real browser: Debian's chromium, headless, driven by puppeteer-core over the DevTools protocol.

/** The README's screenshot is taken again with UPDATE_SCREENSHOT=1; any other run saves it in its temporary folder. */
const README_SCREENSHOT = resolve(import.meta.dirname, '../../..', 'docs', 'report-screenshot.png');
const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(1)>';

const servers = useServers();
const tempDir = useTempDirs();
const browser = useChromium();

/** Runs the real engine on a local server: one scenario passes, one fails its errorRate threshold, one cannot run. */
async function realRun(): Promise<RunResults> {
  const server = await startHttpTarget(servers, (request, response) => {
    if (request.url?.startsWith('/broken')) {
      response.statusCode = 500;
      response.setHeader('content-type', 'application/json');
      response.end(`{"error":"${HOSTILE.replace(/"/g, '\\"')}"}`);
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end('{"ok":true}');
  });
  return runEngine(
    loadTestOf(
      server.url,
      [
        { name: 'List items', endpoint: 'GET /items', duration: '2s', thresholds: { errorRate: '1%' } },
        { name: HOSTILE, endpoint: 'GET /broken', duration: '2s', thresholds: { errorRate: '1%' } },
        { name: 'Needs a token', endpoint: 'GET /me', headers: { Authorization: 'Bearer ${API_TOKEN}' } },
      ],
      { execution: 'parallel' },
    ),
  );
}

describe('report.html in headless Chromium', () => {
  it('draws every chart, shows a hostile name as text, logs no error, and is screenshot', async () => {
    const results = await realRun();
    expect(results.scenarios.map((scenario) => scenario.outcome)).toEqual(['passed', 'failed', 'errored']);
    const dir = await tempDir();
    const file = join(dir, 'report.html');
    await writeFile(file, renderHtmlReport(results, 'load-tests/loadtool.yaml'));

    const page = await browser().newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page: ${String(error)}`));
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.setViewport({ width: 1200, height: 1000, deviceScaleFactor: 1 });
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: 30_000 });

    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll('figure.chart')].map((figure) => {
        const canvas = figure.querySelector('canvas');
        if (!canvas || canvas.width === 0 || canvas.height === 0) return { id: figure.id, painted: 0 };
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted++;
        return { id: figure.id, painted };
      }),
    );
    // The scenarios that ran have a percentile curve and a timeline; the one that could not run has no chart. Worst
    // first: the one that could not run, the failed one, then the passed one; each keeps its results.json index.
    expect(drawn.map(({ id }) => id)).toEqual([
      'scenario-1-distribution',
      'scenario-1-timeline',
      'scenario-0-distribution',
      'scenario-0-timeline',
    ]);
    expect(drawn.filter(({ painted }) => painted < 100)).toEqual([]);

    const shown = await page.evaluate(() => ({
      name: document.querySelector('#scenario-1 h2 .name')?.textContent,
      body: document.querySelector('#scenario-1 table pre')?.textContent,
      scripts: document.querySelectorAll('script').length,
      images: document.querySelectorAll('img').length,
      errored: document.querySelector('#scenario-2 .error')?.textContent,
      headline: document.querySelector('p.headline')?.textContent,
      sections: [...document.querySelectorAll('section.scenario')].map((section) => section.id),
      // The legend's values, read with no cursor over any chart.
      legend: [...document.querySelectorAll('#scenario-0-timeline table.legend tbody tr')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      ),
    }));
    expect(shown.headline).toBe('1 of 3 scenarios could not run, 1 failed');
    expect(shown.sections).toEqual(['scenario-2', 'scenario-1', 'scenario-0']);
    expect(shown.legend.map((row) => row[0])).toEqual(['requests/s', 'errors/s', 'p50 ms', 'p95 ms', 'p99 ms']);
    expect(shown.legend.every((row) => row.length === 4 && row.slice(1).every((cell) => /^[\d,.]+$/.test(cell)))).toBe(
      true,
    );
    expect(shown.name).toBe(HOSTILE);
    expect(shown.body).toContain(HOSTILE);
    expect(shown.errored).toContain('API_TOKEN');
    // The data, uPlot and the page's own script; nothing the names or the bodies carried became an element.
    expect({ scripts: shown.scripts, images: shown.images }).toEqual({ scripts: 3, images: 0 });
    expect(problems).toEqual([]);

    const screenshot = process.env.UPDATE_SCREENSHOT === '1' ? README_SCREENSHOT : join(dir, 'report.png');
    await mkdir(resolve(screenshot, '..'), { recursive: true });
    await page.screenshot({ path: screenshot, fullPage: false });
    expect(existsSync(screenshot)).toBe(true);
    await page.close();
  }, 60_000);
});
