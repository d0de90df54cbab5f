// src/engine/data/ feeds requests from a scenario's data file: this process's rows, read once, taken in turn.
import { stat } from 'node:fs/promises';
import { readDataFile, type DataRows, type RowPart } from '../../loadtest/data/read-data-file.js';
import type { DataFile, DataPick } from '../../loadtest/types.js';
import type { Shard } from '../../results/types.js';
import { DATA_PREFIX } from '../../placeholders.js';
import type { RequestValues } from '../http/request-template.js';
import { formatCount } from '../../results/wording.js';

/**
 * Returns the rows of a data file one process runs: shard i of n, worker thread j of m, takes the rows whose index,
 * counted from 0, is (i - 1) + n·(j - 1) modulo n·m, so that the shards split the file exactly (shard i takes rows i,
 * i + n, …, counted from 1) and each shard's threads split its rows again, whatever the number of users.
 */
export function rowPart(shard: Shard | undefined, worker: Shard | undefined): RowPart {
  const shards = shard?.count ?? 1;
  const workers = worker?.count ?? 1;
  return { offset: (shard ? shard.index - 1 : 0) + shards * (worker ? worker.index - 1 : 0), stride: shards * workers };
}

/** The files read by this process, by path and part: a scenario run again (the same job's rounds) reads none again. */
const read = new Map<string, { version: string; rows: Promise<DataRows> }>();

/**
 * Returns this process's rows of a data file, read once and shared by every user of every scenario that names it:
 * read again only when the file changed (its size or time). Rejects with a DataFileError.
 */
export async function dataRows(path: string, part: RowPart): Promise<DataRows> {
  const info = await stat(path).catch(() => undefined);
  const version = info ? `${info.size} ${info.mtimeMs}` : '';
  const key = `${part.offset}/${part.stride} ${path}`;
  const known = read.get(key);
  if (known && known.version === version) return known.rows;
  const rows = readDataFile(path, part);
  read.set(key, { version, rows });
  rows.catch(() => read.delete(key));
  return rows;
}

/**
 * Takes the rows of one scenario's data file for its requests (or a flow's iterations), across its users: in order
 * (`sequential`, from the first again once all are used), at random, or each once (`unique`), after which `take`
 * answers false and the scenario is ended by `usedUp`. A taken row's values are put into a user's values as
 * `data.<column>`: a string as is, any other JSON value as its text and, apart, as itself (RequestValues).
 */
export class DataFeeder {
  private next = 0;
  private readonly names: string[];

  constructor(
    private readonly data: DataRows,
    private readonly pick: DataPick,
    /** Called once, when `unique` finds no row left: the scenario ends (ScenarioLoad.endWhenIdle). */
    private readonly usedUp: () => void,
  ) {
    this.names = data.columns.map((column) => `${DATA_PREFIX}${column}`);
  }

  /** Puts the next row's values into `into`; returns false, and puts nothing, when `unique` has no row left. */
  take(into: RequestValues): boolean {
    const rows = this.data.rows;
    let index: number;
    if (this.pick === 'random') index = Math.floor(Math.random() * rows.length);
    else if (this.pick === 'sequential') {
      index = this.next;
      this.next = index + 1 === rows.length ? 0 : index + 1;
    } else {
      index = this.next++;
      if (index >= rows.length) {
        if (index === rows.length) this.usedUp();
        return false;
      }
    }
    const row = rows[index]!;
    const names = this.names;
    for (let column = 0; column < names.length; column++) {
      const value = row[column];
      const name = names[column]!;
      if (typeof value === 'string' || value === undefined) {
        into.text[name] = value ?? '';
        into.json[name] = undefined;
      } else {
        into.text[name] = JSON.stringify(value);
        into.json[name] = value;
      }
    }
    return true;
  }
}

/**
 * Returns the feeder of a scenario with a data file (its `rows` in this process), which calls `end` with the reason
 * when `unique` rows run out (ScenarioLoad.endWhenIdle).
 */
export function dataFeeder(data: DataFile, rows: DataRows, end: (reason: string) => void): DataFeeder {
  return new DataFeeder(rows, data.pick, () => {
    end(usedUpReason(data, rows));
  });
}

/** Returns the sentence a report gives for a scenario whose `unique` rows ran out. */
function usedUpReason(data: DataFile, rows: DataRows): string {
  return `every row of its data file ${data.file} was used once (pick: unique; ${formatCount(rows.total)} ${rows.total === 1 ? 'row' : 'rows'})`;
}
