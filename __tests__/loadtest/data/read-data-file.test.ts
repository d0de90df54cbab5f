import { writeFile, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DataFileError, MAX_DATA_FILE_BYTES, readDataFile } from '../../../src/loadtest/data/read-data-file.js';
import { rowPart } from '../../../src/engine/data/data-feeder.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const tempDir = useTempDirs();
const ROWS = 100_000;

/** A CSV value that needs quoting now and then: commas, quotes and line breaks inside values. */
function awkward(index: number): string {
  if (index % 7 === 0) return `"name, ""${index}""\nline two"`;
  return `name-${index}`;
}

async function bigCsv(dir: string): Promise<string> {
  const lines = ['\uFEFFid,name,email'];
  for (let index = 0; index < ROWS; index++) lines.push(`${index},${awkward(index)},user${index}@example.test`);
  const path = join(dir, 'users.csv');
  await writeFile(path, `${lines.join('\r\n')}\r\n\r\n`);
  return path;
}

/** Returns the value a CSV cell written by awkward() reads as. */
function read(index: number): string {
  return index % 7 === 0 ? `name, "${index}"\nline two` : `name-${index}`;
}

async function expectProblem(path: string, message: RegExp, line?: number): Promise<void> {
  const error = await readDataFile(path).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataFileError);
  expect((error as DataFileError).message).toMatch(message);
  expect((error as DataFileError).line).toBe(line);
  // A data file's values may be passwords: a message says where, never what.
  expect((error as DataFileError).message).not.toMatch(/secret/);
}

describe('a data file read', () => {
  it(`reads a CSV file of ${ROWS.toLocaleString('en-US')} rows, quoted values with commas, quotes and line breaks included`, async () => {
    const rows = await readDataFile(await bigCsv(await tempDir()));
    expect(rows.columns).toEqual(['id', 'name', 'email']);
    expect(rows.total).toBe(ROWS);
    expect(rows.rows).toHaveLength(ROWS);
    for (const index of [0, 1, 6, 7, 49_999, ROWS - 1])
      expect(rows.rows[index]).toEqual([String(index), read(index), `user${index}@example.test`]);
  });

  it('splits a CSV file exactly among shards and worker threads: every row in one part, in order', async () => {
    const path = await bigCsv(await tempDir());
    // 3 shards of 2 worker threads each: six parts.
    const parts = [];
    for (let shard = 1; shard <= 3; shard++)
      for (let worker = 1; worker <= 2; worker++)
        parts.push(await readDataFile(path, rowPart({ index: shard, count: 3 }, { index: worker, count: 2 })));
    const ids = parts.flatMap((part) => part.rows.map((row) => Number(row[0])));
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids).size).toBe(ROWS);
    for (const part of parts) {
      const partIds = part.rows.map((row) => Number(row[0]));
      expect(partIds).toEqual([...partIds].sort((a, b) => a - b));
      expect(part.total).toBe(ROWS);
    }
    // Shard 2 of 3 takes rows 2, 5, 8, … counted from 1, whatever its threads: ids 1, 4, 7, …
    const shardTwo = parts.slice(2, 4).flatMap((part) => part.rows.map((row) => Number(row[0])));
    expect(shardTwo.sort((a, b) => a - b).slice(0, 4)).toEqual([1, 4, 7, 10]);
  });

  it(`reads a JSON array of ${ROWS.toLocaleString('en-US')} objects, keeping each value's JSON type`, async () => {
    const dir = await tempDir();
    const path = join(dir, 'users.json');
    const items = Array.from({ length: ROWS }, (_, index) => ({
      id: index,
      name: `name-${index}`,
      ...(index % 2 === 0 && { tags: ['a', index] }),
    }));
    await writeFile(path, JSON.stringify(items));
    const all = await readDataFile(path);
    expect(all.columns).toEqual(['id', 'name', 'tags']);
    expect(all.rows[0]).toEqual([0, 'name-0', ['a', 0]]);
    expect(all.rows[1]).toEqual([1, 'name-1', undefined]);
    const halves = [await readDataFile(path, rowPart({ index: 1, count: 2 }, undefined))];
    halves.push(await readDataFile(path, rowPart({ index: 2, count: 2 }, undefined)));
    expect(halves.map((half) => half.rows.length)).toEqual([ROWS / 2, ROWS / 2]);
    expect(halves[1]!.rows[0]![0]).toBe(1);
  });

  it('says what is wrong with a CSV file, at its line, without the values of the row', async () => {
    const dir = await tempDir();
    const path = join(dir, 'bad.csv');
    await writeFile(path, 'user,password\nann,secret-one\nbob,secret-two,extra\n');
    await expectProblem(path, /another number of values than the header has columns/, 3);
    await writeFile(path, 'user,password\nann,"secret-one\n');
    await expectProblem(path, /quoted value is not closed/, 2);
    await writeFile(path, 'user,pass word\nann,x\n');
    await expectProblem(path, /the header names "pass word": a column is named with letters/, 1);
    await writeFile(path, 'user,user\nann,x\n');
    await expectProblem(path, /the header names user twice/, 1);
    await writeFile(path, 'user,password\n');
    await expectProblem(path, /has no rows/);
    await writeFile(path, '');
    await expectProblem(path, /is empty: a CSV data file starts with a header row/);
  });

  it('says what is wrong with a JSON file', async () => {
    const dir = await tempDir();
    const path = join(dir, 'bad.json');
    await writeFile(path, '{"user": "ann"}');
    await expectProblem(path, /must be a JSON array of objects/);
    await writeFile(path, '[{"user": "ann"}, "bob"]');
    await expectProblem(path, /item 1 is not an object/);
    await writeFile(path, '[{"user": "ann", "password": "secret-one"}, {"user": }]');
    const error = (await readDataFile(path).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toMatch(/^is not valid JSON/);
    expect(error.message).not.toMatch(/secret-one/);
    await writeFile(path, '[]');
    await expectProblem(path, /has no rows/);
  });

  it('refuses a file over the bound, and a path that is not a file', async () => {
    const dir = await tempDir();
    const path = join(dir, 'huge.csv');
    await writeFile(path, 'a\n1\n');
    // A sparse file: its size is over the bound without writing it.
    await truncate(path, MAX_DATA_FILE_BYTES + 1);
    await expectProblem(path, /is 257 MiB, over the 256 MiB a data file may have: split it/);
    await expectProblem(join(dir, 'missing.csv'), /not found: give the path of a CSV or JSON file/);
    await expectProblem(dir, /not found/);
  });
});
