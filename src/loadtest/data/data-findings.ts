// The findings of `data:`: a data file that cannot be read, a `${data.<column>}` its file does not have.
import { dirname, resolve } from 'node:path';
import { DATA_PREFIX, findPlaceholders, isDataName } from '../../placeholders.js';
import { isRecord } from '../../json-record.js';
import type { Finding } from '../findings/finding.js';
import type { DataFile, DataPick } from '../types.js';
import { DataFileError, readDataFile } from './read-data-file.js';

/** The raw `data:` of a scenario, as the JSON Schema checked it. */
interface RawData {
  file: string;
  pick?: DataPick;
}

/** Returns a scenario's `data:` with its path resolved against `dir`, the folder of loadtool.yaml. */
export function toDataFile(data: RawData, dir: string, line: number): DataFile {
  return { file: data.file, path: resolve(dir, data.file), pick: data.pick ?? 'sequential', line };
}

/**
 * Returns what is wrong with each scenario's data: a `${data.<column>}` in a scenario without `data:`, and, for one
 * with it, a file that is not there or does not read (its own line in the message: `users.csv:12: …`), or a column
 * the file does not have. The file is read whole once here, so that a broken row deep in it stops the run before
 * any load is sent; it is read again, in parts, by each process that runs the scenario (engine/data/).
 */
export async function dataFindings(data: unknown, file: string): Promise<Finding[]> {
  if (!isRecord(data) || !Array.isArray(data.scenarios)) return [];
  const findings: Finding[] = [];
  await Promise.all(
    data.scenarios.map(async (scenario: unknown, index) => {
      if (!isRecord(scenario)) return;
      const used = usedColumns(scenario);
      const raw = scenario.data;
      if (!isRecord(raw) || typeof raw.file !== 'string') {
        const [column] = used;
        if (column !== undefined && raw === undefined)
          findings.push({
            segments: ['scenarios', index, 'name'],
            at: 'key',
            message: `the scenario uses \${${DATA_PREFIX}${column}} and has no data file: add data: { file: users.csv } with a column ${column}`,
          });
        return;
      }
      const at = ['scenarios', index, 'data', 'file'];
      const path = resolve(dirname(file), raw.file);
      try {
        const { columns } = await readDataFile(path);
        const missing = used.filter((column) => !columns.includes(column));
        if (missing.length > 0)
          findings.push({
            segments: at,
            at: 'value',
            message: `${raw.file} has no column ${missing.join(', ')}, which \${${DATA_PREFIX}${missing[0]!}} uses: its columns are ${columns.join(', ')}`,
          });
      } catch (error) {
        if (!(error instanceof DataFileError)) throw error;
        const where = error.line === undefined ? raw.file : `${raw.file}:${error.line}`;
        findings.push({ segments: at, at: 'value', message: `${where}: ${error.message}` });
      }
    }),
  );
  return findings;
}

/** Returns the columns a scenario's `${data.<column>}` placeholders name, each once. */
function usedColumns(scenario: Record<string, unknown>): string[] {
  const rest = Object.entries(scenario).filter(([key]) => key !== 'data');
  const names = findPlaceholders(JSON.stringify(rest)).flatMap(({ name, valid }) =>
    valid && isDataName(name) ? [name.slice(DATA_PREFIX.length)] : [],
  );
  return [...new Set(names)];
}
