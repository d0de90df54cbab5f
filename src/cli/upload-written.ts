// `--out-url` of `run` and `gate`: the target checked before the run, the written report files uploaded after it.
import { logText } from '../report/escape.js';
import type { ReportFiles } from '../report/write-reports.js';
import type { Shard } from '../results/types.js';
import { parseOutUrl, type OutTarget } from '../upload/out-url.js';
import type { CliIo } from './io.js';

/** Returns the target of `--out-url` (none without the flag) and a sentence for each problem with it or its variables. */
export function outUrlOf(
  text: string | undefined,
  env: CliIo['env'],
  label = '--out-url',
): { target?: OutTarget; problems: string[] } {
  return text === undefined ? { problems: [] } : parseOutUrl(text, env, label);
}

/**
 * Uploads the written report files to the target and says where they went; returns false after saying, on stderr,
 * which could not be uploaded and that the local files in `outDir` are kept (the run then exits 3).
 */
export async function uploadWritten(
  io: CliIo,
  command: string,
  target: OutTarget,
  files: ReportFiles,
  shard: Shard | undefined,
  outDir: string,
): Promise<boolean> {
  // Loaded only with --out-url: the signing library is no part of a run without it.
  const { uploadReports, UploadError } = await import('../upload/upload-reports.js');
  try {
    const uploaded = await uploadReports(target, [files.results, files.summary, files.junit, files.html], shard);
    io.stdout.write(`Uploaded: ${logText(uploaded.join(', '))}\n`);
    return true;
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    io.stderr.write(
      `loadtool ${command}: error: ${logText(error.message)}; the files are kept in ${logText(outDir)}\n`,
    );
    return false;
  }
}
