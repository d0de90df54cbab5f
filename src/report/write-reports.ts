import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunResults } from '../results/types.js';
import { serializeResults } from '../results/write-results.js';
import { renderHtmlReport } from './html/render-html.js';
import { renderJUnit } from './junit.js';
import { renderSummary } from './markdown.js';

/** The paths of the report files of a run, as given (relative to the working directory when the folder was). */
export interface ReportFiles {
  results: string;
  summary: string;
  junit: string;
  /** report.html: the charts and tables of the run, one self-contained page. */
  html: string;
}

/** What each error code of a failed write means, in the words of the fix. */
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exceeded',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'a folder stands where a report file goes',
  ENOENT: 'a part of the path does not exist',
  EEXIST: 'a file stands where the folder goes',
};

/** The report files could not be written; the run and its verdict are unaffected. */
export class ReportWriteError extends Error {
  constructor(
    readonly dir: string,
    readonly code: string | undefined,
    cause: unknown,
  ) {
    const reason = code ? `${code}: ${REASONS[code] ?? 'the write failed'}` : String(cause);
    super(
      `the reports could not be written into ${dir} (${reason}); no report file was left half-written. Make the folder writable, free space, or set domains.performance.reportDir (\`--out\` for loadtool run) to a writable folder.`,
      { cause },
    );
    this.name = 'ReportWriteError';
  }
}

/** Returns the content of results.json, summary.md, junit.xml and report.html for a run, by file name. */
export function renderReports(results: RunResults, loadTestFile: string): Record<keyof ReportFiles, string> {
  return {
    results: serializeResults(results),
    summary: renderSummary(results, { loadTestFile }),
    junit: renderJUnit(results, { loadTestFile }),
    html: renderHtmlReport(results, loadTestFile),
  };
}

/**
 * Writes results.json, summary.md, junit.xml and report.html into `dir` and returns their paths. Each file is written whole or not
 * at all: into a temporary file in the same folder, then renamed over the old one (a rename within one folder is
 * atomic), so that a full disk or a killed process never leaves a truncated results.json for a later step to read
 * (writeWhole). Throws a ReportWriteError naming the folder and the error code.
 */
export async function writeReports(results: RunResults, dir: string, loadTestFile: string): Promise<ReportFiles> {
  const contents = renderReports(results, loadTestFile);
  const files: ReportFiles = {
    results: join(dir, 'results.json'),
    summary: join(dir, 'summary.md'),
    junit: join(dir, 'junit.xml'),
    html: join(dir, 'report.html'),
  };
  await writeWhole(
    dir,
    (Object.keys(files) as (keyof ReportFiles)[]).map((name) => [files[name], contents[name]]),
  );
  return files;
}

/**
 * Writes each text into its file in `dir`, every one whole or not at all: each into a temporary file in the same
 * folder, then renamed over the old one (a rename within one folder is atomic). Throws a ReportWriteError naming the
 * folder and the error code, after removing its temporary files.
 */
export async function writeWhole(
  dir: string,
  texts: ReadonlyArray<readonly [file: string, text: string]>,
): Promise<void> {
  const suffix = `.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const temporary = texts.map(([file]) => `${file}${suffix}`);
  try {
    await mkdir(dir, { recursive: true });
    // Every file is written before any is renamed, so that a failure leaves the previous ones as they were.
    await Promise.all(texts.map(([, text], i) => writeFile(temporary[i]!, text, { flag: 'wx' })));
    for (const [i, [file]] of texts.entries()) await rename(temporary[i]!, file);
  } catch (error) {
    await Promise.all(temporary.map((file) => rm(file, { force: true }).catch(() => undefined)));
    throw new ReportWriteError(dir, (error as NodeJS.ErrnoException | null)?.code, error);
  }
}
