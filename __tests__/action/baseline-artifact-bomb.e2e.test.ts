import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Zip, zipSync, type ZipInputFile } from 'fflate';
import { resultsJsonOfZip, ZipRefused } from '../../src/action/artifact-zip.js';
import { MAX_RESULTS_BYTES } from '../../src/results/read-results-text.js';
import type { RequestLimits } from '../../src/action/github-api.js';
import { startFakeGitHub, type FakeArtifact, type FakeGitHub } from '../helpers/fake-github.js';
import { runResults, scenarioResult } from '../helpers/results.js';

// `baseline: artifact` takes one results.json out of a zip that anybody who can push to the base branch shapes: only
// the entry it needs is inflated, and never beyond MAX_RESULTS_BYTES, whatever the zip's headers say (they can lie).

const MiB = 1024 * 1024;
const TOKEN = 'ghs_bomb0123456789abcdef';

/** 60 MiB of zeros, deflated once (61 KB), shared by every entry of the bombs. */
const ZEROS_60_MIB = deflateRawSync(new Uint8Array(60 * MiB), { level: 9 });

/**
 * Returns a zip of entries given already deflated, each with the inflated size its headers declare (true or not):
 * the 7 MB zip of 120 entries of 60 MiB is made without deflating 7 GB.
 */
function zipOfDeflated(entries: Array<{ name: string; deflated: Uint8Array; declared: number }>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const { name, deflated, declared } of entries) {
    const file: ZipInputFile = { filename: name, size: declared, crc: 0, compression: 8 };
    zip.add(file);
    file.ondata!(null, new Uint8Array(deflated), true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

/** The bomb: 120 entries `dN/results.json`, each 60 MiB of zeros, declared as such. */
const bomb = () =>
  zipOfDeflated(
    Array.from({ length: 120 }, (_, n) => ({ name: `d${n}/results.json`, deflated: ZEROS_60_MIB, declared: 60 * MiB })),
  );

const RESULTS = new TextEncoder().encode(JSON.stringify(runResults([scenarioResult()])));

/** Returns why the zip was refused, failing when it was not. */
function refusal(zip: Uint8Array, maxBytes?: number): string {
  try {
    resultsJsonOfZip(zip, maxBytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ZipRefused);
    return (error as Error).message;
  }
  throw new Error('the zip was not refused');
}

describe('the results.json taken out of an artifact', () => {
  it('inflates only the one entry it takes out of 120, at the default cap', () => {
    const zip = bomb();
    expect(zip.byteLength).toBeLessThan(8 * MiB);

    const taken = resultsJsonOfZip(zip);

    // One entry of 60 MiB, not 120: nothing else of the zip was inflated.
    expect(taken.name).toBe('d0/results.json');
    expect(taken.bytes.byteLength).toBe(60 * MiB);
  });

  it('stops inflating at the default cap an entry whose header says less than it holds', () => {
    const deflated = deflateRawSync(new Uint8Array(MAX_RESULTS_BYTES + MiB), { level: 9 });
    const zip = zipOfDeflated([{ name: 'results.json', deflated, declared: 1024 }]);
    expect(refusal(zip)).toBe(
      'its results.json inflates to more than the 64 MiB a results.json may be, though the zip says 1 KiB: nothing was taken out of it; upload qa-reports/perf as loadtool writes it',
    );
  });

  it('stops at the first entry over the cap, with a lower cap: nothing is inflated, a deeper entry is not looked for', () => {
    const zip = zipOfDeflated([
      { name: 'results.json', deflated: ZEROS_60_MIB, declared: 60 * MiB },
      { name: 'perf/results.json', deflated: deflateRawSync(RESULTS), declared: RESULTS.byteLength },
    ]);
    expect(refusal(zip, MiB)).toBe(
      'its results.json is 60 MiB inflated, more than the 1 MiB a results.json may be: nothing was taken out of it; upload qa-reports/perf as loadtool writes it',
    );
  });

  it('takes the results.json at the top, else the shallowest, as the artifact holds it', () => {
    const zip = zipSync({ 'a/b/results.json': RESULTS, 'perf/results.json': RESULTS, 'summary.md': RESULTS });
    expect(resultsJsonOfZip(zip)).toEqual({ name: 'perf/results.json', bytes: RESULTS });
    expect(resultsJsonOfZip(zipSync({ 'results.json': RESULTS }, { level: 0 })).bytes).toEqual(RESULTS);
  });

  it.each([
    ['no results.json', zipSync({ 'summary.md': RESULTS }), 'the artifact has no results.json'],
    ['not a zip', new TextEncoder().encode('not a zip at all'), 'the artifact is not a zip this version can open'],
    [
      'a zip cut short',
      zipSync({ 'results.json': RESULTS }).subarray(40),
      'the artifact is not a zip this version can open',
    ],
  ])('%s: refused, saying so', (_what, zip, message) => {
    expect(refusal(zip)).toContain(message);
  });
});

describe('`baseline: artifact` with a zip bomb served by GitHub', () => {
  /** The fake's artifacts, set by each test: @actions/github keeps the API's URL it was first imported with. */
  const artifacts: FakeArtifact[] = [];
  let github: FakeGitHub;
  /** RUNNER_TEMP, where the results.json taken out is written: not a test folder, whose results.json are checked. */
  let runnerTemp: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    github = await startFakeGitHub({ owner: 'acme', repo: 'shop', pr: 7, token: TOKEN, artifacts });
    runnerTemp = await mkdtemp(join(tmpdir(), 'qa-perf-runner-'));
    delete process.env.GITHUB_EVENT_PATH;
    Object.assign(process.env, {
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_BASE_REF: 'main',
      RUNNER_TEMP: runnerTemp,
    });
  });
  afterAll(async () => {
    process.env = saved;
    github.server.closeAllConnections();
    await new Promise((resolve) => github.server.close(resolve));
    await rm(runnerTemp, { recursive: true, force: true });
  });

  /** Runs baselineFromArtifact in this process against the fake with this zip on main; returns it and its notices. */
  async function baselineFrom(zip: Uint8Array) {
    artifacts.splice(0, artifacts.length, { name: 'qa-perf-results', branch: 'main', zip });
    // Imported once the fake listens and the variables are set.
    const { baselineFromArtifact } = await import('../../src/action/baseline-artifact.js');
    const written: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = (text: string | Uint8Array) => written.push(String(text)) > 0;
    try {
      const limits: RequestLimits = { timeoutMs: 30_000 };
      const found = await baselineFromArtifact(TOKEN, limits);
      return {
        found,
        notices: written
          .join('')
          .split('\n')
          .filter((line) => line.startsWith('::notice::')),
      };
    } finally {
      process.stdout.write = write;
    }
  }

  it('the 7 MB zip of 120 entries of 60 MiB: one entry read, refused as not JSON, with a notice and no crash', async () => {
    const { found, notices } = await baselineFrom(bomb());

    expect(found).toBeUndefined();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^::notice::no baseline: no successful run on main uploaded qa-perf-results that this step could get: its results\.json is not one this version reads: .*results\.json:1:1: is not JSON: expected a value/,
    );
    expect(notices[0]).not.toContain('\\u0000');
    expect(notices[0]).not.toContain(TOKEN);
  }, 60_000);

  it('a zip whose header lies about the size: refused at the cap, with a notice', async () => {
    const deflated = deflateRawSync(new Uint8Array(MAX_RESULTS_BYTES + MiB), { level: 9 });
    const zip = zipOfDeflated([{ name: 'results.json', deflated, declared: 1024 }]);

    const { found, notices } = await baselineFrom(zip);

    expect(found).toBeUndefined();
    expect(notices).toEqual([
      '::notice::no baseline: no successful run on main uploaded qa-perf-results that this step could get: its results.json inflates to more than the 64 MiB a results.json may be, though the zip says 1 KiB: nothing was taken out of it; upload qa-reports/perf as loadtool writes it. The gate runs on the absolute thresholds.',
    ]);
  }, 60_000);
});
