// src/loadtest/data/ reads a scenario's data file (`data:`): CSV or JSON rows, one part of them, bounded.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { parse, type CsvError } from 'csv-parse';
import { isRecord } from '../../json-record.js';

/**
 * The largest data file read: its rows are held in memory for the whole run (docs/data-files.md#bounds).
 * @internal Exported for the tests.
 */
export const MAX_DATA_FILE_BYTES = 256 * 1024 * 1024;
/** The longest row of a CSV file, so that one unclosed quote cannot swallow the whole file into one value. */
const MAX_ROW_BYTES = 1024 * 1024;
/** The most columns a data file may have. */
const MAX_COLUMNS = 1_000;
/** What a column of a data file is called to be used as `${data.<column>}`. */
const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** Which rows one process keeps: rows offset, offset + stride, … (0-based, the header row aside). */
export interface RowPart {
  offset: number;
  stride: number;
}

/** The whole file. */
export const ALL_ROWS: RowPart = { offset: 0, stride: 1 };

/**
 * The rows of a data file one process keeps, held once whatever the number of users: `columns` in the file's order,
 * each row its values in that order (a CSV file's strings; a JSON file's values of any JSON type, undefined where a
 * row lacks the key). `total` counts the file's rows, kept or not.
 */
export interface DataRows {
  columns: string[];
  rows: unknown[][];
  total: number;
}

/** A data file that cannot be read, with the 1-based line of the problem when it is in the text. */
export class DataFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/**
 * Returns the `part` of a data file's rows: a `.json` file is one JSON array of objects (their keys the columns, in
 * the order first met), any other file CSV with a header row (RFC 4180: quotes, commas and line breaks in quoted
 * values; a UTF-8 byte order mark skipped; empty lines ignored). A CSV file is read row by row, keeping only the
 * part's rows, so that its whole text is never in memory. Throws a DataFileError saying what is wrong and what to do.
 */
export async function readDataFile(path: string, part: RowPart = ALL_ROWS): Promise<DataRows> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile())
    throw new DataFileError('not found: give the path of a CSV or JSON file, relative to loadtool.yaml');
  if (info.size > MAX_DATA_FILE_BYTES)
    throw new DataFileError(
      `is ${Math.ceil(info.size / 1024 / 1024)} MiB, over the ${MAX_DATA_FILE_BYTES / 1024 / 1024} MiB a data file may have: split it, or keep the rows the test needs`,
    );
  const rows = /\.json$/i.test(path) ? jsonRows(await readFile(path, 'utf8'), part) : await csvRows(path, part);
  if (rows.total === 0) throw new DataFileError('has no rows: a data file needs at least one row of values');
  return rows;
}

/** Returns the part's rows of a CSV file with a header row, read as a stream. */
async function csvRows(path: string, part: RowPart): Promise<DataRows> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, skip_empty_lines: true, max_record_size: MAX_ROW_BYTES }),
  );
  let columns: string[] | undefined;
  const rows: unknown[][] = [];
  let total = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        // The header row: the file's first line, but for empty lines before it.
        columns = checkedColumns(record, 1);
        continue;
      }
      if (total % part.stride === part.offset) rows.push(record);
      total++;
    }
  } catch (error) {
    throw error instanceof DataFileError ? error : csvProblem(error as CsvError);
  }
  if (!columns) throw new DataFileError('is empty: a CSV data file starts with a header row naming its columns');
  return { columns, rows, total };
}

/** Returns a CSV parser's error as what to fix, at its line; never with the values of the row. */
function csvProblem(error: CsvError): DataFileError {
  const line = typeof error.lines === 'number' ? error.lines : undefined;
  const reasons: Partial<Record<string, string>> = {
    CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the row has another number of values than the header has columns',
    CSV_QUOTE_NOT_CLOSED: 'a quoted value is not closed: end it with "',
    CSV_INVALID_CLOSING_QUOTE: 'a quote inside a value must be doubled ("")',
    CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value is followed by more text: put the whole value in quotes',
    CSV_MAX_RECORD_SIZE: `a row is longer than ${MAX_ROW_BYTES / 1024} KiB: an unclosed quote, or a value too long for a data file`,
  };
  const reason = reasons[error.code] ?? `it is not valid CSV (${error.code})`;
  return new DataFileError(reason, line);
}

/** Returns the header row's names, checked: each a name `${data.<column>}` can use, none twice. */
function checkedColumns(header: string[], line: number): string[] {
  if (header.length > MAX_COLUMNS)
    throw new DataFileError(`has ${header.length} columns, over the ${MAX_COLUMNS} a data file may have`, line);
  const columns = header.map((name) => name.trim());
  const bad = columns.filter((name) => !COLUMN_NAME.test(name));
  if (bad.length > 0)
    throw new DataFileError(
      `the header names ${bad.map((name) => JSON.stringify(name)).join(', ')}: a column is named with letters, digits, _ and - (starting with a letter or _), so that \${data.<column>} can use it`,
      line,
    );
  const twice = columns.filter((name, index) => columns.indexOf(name) !== index);
  if (twice.length > 0) throw new DataFileError(`the header names ${twice.join(', ')} twice`, line);
  return columns;
}

/** Returns the part's rows of a JSON data file: an array of objects. */
function jsonRows(text: string, part: RowPart): DataRows {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    // The parser's message may quote the text, values included: only the place is said.
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    const line = position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
    throw new DataFileError(
      `is not valid JSON${line === undefined ? '' : ` at line ${line}`}: a JSON data file is one array of objects`,
      line,
    );
  }
  if (!Array.isArray(data)) throw new DataFileError('must be a JSON array of objects, one per row');
  const notObject = data.findIndex((row) => !isRecord(row));
  if (notObject >= 0)
    throw new DataFileError(`item ${notObject} is not an object: a JSON data file is an array of objects, one per row`);
  const columns: string[] = [];
  const index = new Map<string, number>();
  for (const row of data as Array<Record<string, unknown>>)
    for (const key of Object.keys(row))
      if (!index.has(key)) {
        index.set(key, columns.length);
        columns.push(key);
      }
  if (columns.length > MAX_COLUMNS)
    throw new DataFileError(`has ${columns.length} keys, over the ${MAX_COLUMNS} columns a data file may have`);
  const rows: unknown[][] = [];
  for (let at = part.offset; at < data.length; at += part.stride) {
    const row = data[at] as Record<string, unknown>;
    rows.push(columns.map((column) => (Object.hasOwn(row, column) ? row[column] : undefined)));
  }
  return { columns, rows, total: data.length };
}
