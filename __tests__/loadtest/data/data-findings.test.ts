import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { checkLoadTestFile } from '../../../src/loadtest/validate.js';
import { LoadTestError } from '../../../src/loadtest/load-test-error.js';
import { loadTestFingerprint } from '../../../src/loadtest/fingerprint.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();

async function problemsOf(files: Record<string, string>, scenarios: unknown[]): Promise<string[]> {
  const dir = await tempDir();
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const file = join(dir, 'loadtool.yaml');
  await writeFile(file, stringify({ version: 1, baseUrl: 'http://127.0.0.1:1', scenarios }));
  const error = await checkLoadTestFile(file, { env: {}, unsetVariables: 'error' }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LoadTestError);
  return (error as LoadTestError).problems.map(({ path, line, message }) => `${line} ${path}: ${message}`);
}

const scenario = (name: string, extra: object) => ({
  name,
  endpoint: 'GET /search',
  concurrentUsers: 1,
  duration: '4s',
  ...extra,
});

describe('the data files of a load test, validated', () => {
  it('finds every problem at once, each at its line: a missing column, a broken row, no file, no data:', async () => {
    const problems = await problemsOf(
      {
        'terms.csv': 'term,lang\nshoes,en\n',
        'broken.csv': 'term,lang\nshoes,en\nboots\n',
      },
      [
        scenario('Missing column', { query: { q: '${data.term}', c: '${data.colour}' }, data: { file: 'terms.csv' } }),
        scenario('Broken row', { query: { q: '${data.term}' }, data: { file: 'broken.csv', pick: 'random' } }),
        scenario('No file', { query: { q: '${data.term}' }, data: { file: 'gone.csv' } }),
        scenario('No data', { query: { q: '${data.term}' } }),
        scenario('Bad pick', { data: { file: 'terms.csv', pick: 'shuffled' } }),
      ],
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^\d+ scenarios\[0\]\.data\.file: terms\.csv has no column colour, which \$\{data\.colour\} uses: its columns are term, lang$/,
        ),
        expect.stringMatching(
          /^\d+ scenarios\[1\]\.data\.file: broken\.csv:3: the row has another number of values than the header has columns$/,
        ),
        expect.stringMatching(
          /^\d+ scenarios\[2\]\.data\.file: gone\.csv: not found: give the path of a CSV or JSON file/,
        ),
        expect.stringMatching(
          /^\d+ scenarios\[3\]\.name: the scenario uses \$\{data\.term\} and has no data file: add data: \{ file: users\.csv \}/,
        ),
        expect.stringMatching(
          /^\d+ scenarios\[4\]\.data\.pick: "shuffled" is not allowed; write one of "sequential", "random", "unique"$/,
        ),
      ]),
    );
    expect(problems).toHaveLength(5);
  });

  it('accepts a scenario whose placeholders its data file has, and a script may not have data:', async () => {
    const problems = await problemsOf({ 'terms.csv': 'term\nshoes\n' }, [
      scenario('Fine', { query: { q: '${data.term}' }, data: { file: 'terms.csv' } }),
      scenario('Not a script', { endpoint: undefined, script: 'run.ts', data: { file: 'terms.csv' } }),
    ]);
    expect(problems.filter((problem) => problem.includes('scenarios[0]'))).toEqual([]);
    expect(problems).toContainEqual(
      expect.stringMatching(/^\d+ scenarios\[1\]\.data: is not a key of a script scenario/),
    );
  });

  it('gives shards that check the project out into different folders one fingerprint', async () => {
    const fingerprints = [];
    for (const pick of ['sequential', 'sequential', 'unique']) {
      const dir = await tempDir();
      await writeFile(join(dir, 'terms.csv'), 'term\nshoes\n');
      const file = join(dir, 'loadtool.yaml');
      const scenarios = [scenario('Search', { query: { q: '${data.term}' }, data: { file: 'terms.csv', pick } })];
      await writeFile(file, stringify({ version: 1, baseUrl: 'http://127.0.0.1:1', scenarios }));
      fingerprints.push(
        loadTestFingerprint((await checkLoadTestFile(file, { env: {}, unsetVariables: 'error' })).loadTest),
      );
    }
    expect(fingerprints[0]).toBe(fingerprints[1]);
    expect(fingerprints[2]).not.toBe(fingerprints[0]);
  });
});
