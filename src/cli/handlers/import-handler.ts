// What `loadtool import` does: the input read by its format's importer, the flow written and checked, a summary.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { InputError } from '../../errors.js';
import { importJourney, type ImportFormat } from '../../import/import-file.js';
import { maskerOf } from '../../masker.js';
import { logText } from '../../report/escape.js';
import type { CliIo } from '../io.js';

export type { ImportFormat };

/** The flags of `loadtool import <format>`. */
export interface ImportFlags {
  out: string;
  force?: boolean;
  host?: string;
  environment?: string;
}

/** Runs `loadtool import`: writes the flow, then prints what was written, the variables to set and what was left out. */
export async function importFile(io: CliIo, format: ImportFormat, file: string, flags: ImportFlags): Promise<void> {
  if (existsSync(flags.out) && !flags.force)
    throw new InputError(flags.out, [
      { path: '', message: 'exists: pass --force to replace it, or --out for another file' },
    ]);
  const imported = await importJourney(format, file, {
    file: flags.out,
    ...(flags.host === undefined ? {} : { host: flags.host }),
    ...(flags.environment === undefined ? {} : { environment: flags.environment }),
  });
  await mkdir(dirname(flags.out), { recursive: true });
  await writeFile(flags.out, imported.text);
  const lines = [`Wrote ${flags.out}: 1 flow scenario, ${imported.steps} step(s), from ${file}.`];
  const { extracts } = imported;
  const more = extracts.length > 10 ? ` and ${extracts.length - 10} more` : '';
  if (extracts.length > 0)
    lines.push(`Correlated (extract, then \${name}): ${extracts.slice(0, 10).join(', ')}${more}`);
  for (const note of imported.notes) lines.push(`Note: ${note}`);
  if (imported.variables.size > 0) {
    lines.push('Set these variables before a run (their recorded values are not in the file):');
    for (const [name, why] of imported.variables) lines.push(`  ${name}: ${why}`);
  }
  lines.push(`Next: loadtool validate ${flags.out}, then loadtool run ${flags.out}`);
  // A note quotes a script line, which may hold a secret written in it: every secret found is masked.
  const mask = maskerOf(imported.secrets);
  for (const line of lines) io.stdout.write(`${logText(mask(line))}\n`);
}
