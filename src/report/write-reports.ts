// src/report/ renders a run for people; this writes its report files: summary, JUnit, results.json, report.html.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileErrorCode, fileErrorReason, writeFixOf } from '../file-error.js';
import { onForcedExit } from '../forced-exit.js';
import type { RunResults, ScenarioOutcome } from '../results/types.js';
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

/** The report files could not be written: the run is errored (exit 3), its verdict still shown. */
export class ReportWriteError extends Error {
  /** The system's error code (`EROFS`), when it gave one. */
  readonly code: string | undefined;

  /**
   * `path` is the file that could not be written or the folder that could not be created (`creating`), as given;
   * the message names it, the system's reason in words (fileErrorReason) and what to do.
   */
  constructor(
    readonly dir: string,
    path: string,
    creating: boolean,
    cause: unknown,
  ) {
    const what = creating ? `creating the folder ${path}` : `writing ${path}`;
    const fix = writeFixOf(cause);
    super(
      `the reports could not be written into ${dir}: ${what} failed (${fileErrorReason(cause)}). ${fix[0]!.toUpperCase()}${fix.slice(1)}, or set domains.performance.reportDir (\`--out\` for loadtool run) to another folder; no report file was left half-written.`,
      { cause },
    );
    this.name = 'ReportWriteError';
    this.code = fileErrorCode(cause);
  }
}

/**
 * Returns the outcome of a run whose report files could not be written: `errored` (exit 3: a later step would find no
 * results.json), unless it was cancelled. The verdict itself is still shown (the terminal table, the job summary).
 */
export function unwrittenOutcome(outcome: ScenarioOutcome): ScenarioOutcome {
  return outcome === 'cancelled' ? 'cancelled' : 'errored';
}

/** Returns the content of results.json, summary.md, junit.xml and report.html for a run, by file name. */
function renderReports(results: RunResults, loadTestFile: string): Record<keyof ReportFiles, string> {
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
 * (writeWhole). Throws a ReportWriteError naming the file or folder, the reason and what to do.
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
 * file or folder and the reason, after removing its temporary files. The temporary files are removed too when the
 * process exits meanwhile (a second Ctrl+C: onForcedExit).
 */
export async function writeWhole(
  dir: string,
  texts: ReadonlyArray<readonly [file: string, text: string]>,
): Promise<void> {
  const suffix = `.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const temporary = texts.map(([file]) => `${file}${suffix}`);
  const removeTemporary = () => {
    for (const file of temporary) rmSync(file, { force: true });
  };
  const forgetExit = onForcedExit(removeTemporary);
  try {
    await makeFolder(dir);
    // Every file is written before any is renamed, so that a failure leaves the previous ones as they were.
    await Promise.all(texts.map(([, text], i) => writeFile(temporary[i]!, text, { flag: 'wx' })));
    for (const [i, [file]] of texts.entries()) await rename(temporary[i]!, file);
  } catch (error) {
    await Promise.all(temporary.map((file) => rm(file, { force: true }).catch(() => undefined)));
    throw new ReportWriteError(dir, ...failedPath(error, dir, suffix), error);
  } finally {
    forgetExit();
  }
}

/**
 * Returns what a failed step of writeWhole was about: the report file (not its temporary file), or the folder it
 * could not create (`true`); `dir` when the error names no path.
 */
function failedPath(error: unknown, dir: string, suffix: string): [path: string, creating: boolean] {
  const { path, dest, syscall } = error as Partial<NodeJS.ErrnoException & { dest: string }>;
  if (syscall === 'mkdir') return [path ?? dir, true];
  // A rename names the report file as its destination; a write, the temporary file.
  const file = dest ?? path;
  return file === undefined ? [dir, false] : [file.endsWith(suffix) ? file.slice(0, -suffix.length) : file, false];
}

/**
 * Creates `dir` and its missing parents, one level at a time: a level that cannot be created fails with its own reason
 * (EROFS on a read-only file system, EACCES), where mkdir's `recursive` says ENOENT. A folder that exists is kept.
 */
async function makeFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    const code = fileErrorCode(error);
    if (code === 'EEXIST') return;
    const parent = dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    await makeFolder(parent);
    await mkdir(dir).catch((again: unknown) => {
      if (fileErrorCode(again) !== 'EEXIST') throw again;
    });
  }
}
