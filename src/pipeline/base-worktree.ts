// `--baseline-ref`: the base commit fetched, checked out into a worktree of its own and built there.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CancelledError, CannotRunError, InputError } from '../errors.js';
import type { PipelineReporter } from './reporter.js';
import { launchSystemUnderTest } from './system-under-test.js';

/** git's own stall limit: a fetch slower than 1000 bytes/s for 30 s gives up instead of hanging the job. */
const STALL_LIMITS = ['-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=30'];

/** The most of git's stdout or stderr kept: far above what rev-parse, fetch or worktree say. */
const GIT_OUTPUT_BYTES = 16 * 1024 * 1024;

/** The base commit checked out into a folder of its own (`baseline-ref`), built, ready for baseline-start-command. */
export interface BaseWorktree {
  dir: string;
  commit: string;
  /** Removes the worktree (its folder, and git's record of it); never throws. */
  remove(): Promise<void>;
}

export interface BaseWorktreeOptions {
  ref: string;
  buildCommand?: string | undefined;
  /** A folder of the repository whose origin has the ref (the project's folder). */
  repository: string;
  /** Where the worktree's folder is made: under RUNNER_TEMP when set, else the system's temporary folder. */
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal | undefined;
  reporter: PipelineReporter;
  mask: (text: string) => string;
}

/**
 * Returns the base commit fetched from origin, checked out into a fresh worktree and built there. Throws an InputError
 * when origin has no such ref, a CannotRunError when git or the build fails, a CancelledError when the signal
 * aborts; the worktree is removed before any of them is thrown.
 */
export async function checkoutBase(options: BaseWorktreeOptions): Promise<BaseWorktree> {
  const { ref, repository, signal, reporter } = options;
  const run = (args: string[]) => git(args, repository, signal);
  const shallow = await run(['rev-parse', '--is-shallow-repository']);
  // Only a shallow clone is fetched shallow: --depth on a full clone would make the whole repository shallow.
  const depth = shallow.stdout.trim() === 'true' ? ['--depth=1'] : [];
  const fetched = await run([...STALL_LIMITS, 'fetch', '--no-tags', ...depth, 'origin', ref]);
  if (fetched.exitCode !== 0) throw fetchError(ref, fetched.stderr, options.mask);
  const head = await run(['rev-parse', 'FETCH_HEAD']);
  if (head.exitCode !== 0) throw gitError('git rev-parse FETCH_HEAD', head, options.mask);
  const commit = head.stdout.trim();
  const dir = await mkdtemp(join(options.env['RUNNER_TEMP'] || tmpdir(), 'qa-perf-base-'));
  const worktree = { dir, commit, remove: () => removeWorktree(repository, dir) };
  try {
    const added = await run(['worktree', 'add', '--detach', dir, commit]);
    if (added.exitCode !== 0) throw gitError('git worktree add', added, options.mask);
    reporter.info(`Base build: ${options.mask(ref)} at ${commit.slice(0, 7)} in ${dir}`);
    if (options.buildCommand !== undefined) await build(options.buildCommand, dir, options);
  } catch (error) {
    await worktree.remove();
    throw error;
  }
  return worktree;
}

/**
 * Runs the build command in the worktree and shows its output, masked, as a group; throws a CannotRunError when it
 * exits non-zero, a CancelledError (the command stopped) when the signal aborts first.
 */
async function build(command: string, dir: string, options: BaseWorktreeOptions): Promise<void> {
  const { reporter, mask } = options;
  reporter.info(`Building the base: ${command}`);
  // Started like the system under test: in a process group of its own, so that a cancelled run stops all of it.
  const system = launchSystemUnderTest(command, { cwd: dir });
  try {
    await raced(system.closed(), options.signal);
  } finally {
    await system.stop();
    const output = system.output();
    reporter.group('Output of baseline-build-command', output ? mask(output).trimEnd().split('\n') : ['(no output)']);
  }
  const code = system.exitCode();
  if (code !== 0) {
    throw new CannotRunError(
      `baseline-build-command exited with code ${code} in the base's worktree; its output is in the log above. Fix the command, or the base branch's build.`,
    );
  }
}

/** Removes the worktree with git, else its folder and git's record of it; never throws, as it runs in a finally. */
async function removeWorktree(repository: string, dir: string): Promise<void> {
  const removed = await git(['worktree', 'remove', '--force', dir], repository).catch(() => undefined);
  if (removed?.exitCode === 0) return;
  await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  await git(['worktree', 'prune'], repository).catch(() => undefined);
}

/** Returns the error of a failed fetch: bad input when origin has no such ref, else a run that cannot take place. */
function fetchError(ref: string, stderr: string, mask: (text: string) => string): Error {
  const said = lastLine(stderr, mask);
  if (/couldn't find remote ref|not our ref/i.test(stderr)) {
    return new InputError('baseline-ref', [
      {
        path: '',
        message: `origin has no branch, tag or commit ${JSON.stringify(mask(ref))} (git: ${said}). Write the base branch, e.g. \${{ github.base_ref }} in a pull_request workflow, or a branch, tag or commit that origin has.`,
      },
    ]);
  }
  return new CannotRunError(
    `baseline-ref: git fetch origin ${mask(ref)} failed (git: ${said}). Check that the job can read origin (actions/checkout's credentials are kept by default).`,
  );
}

/** Returns the CannotRunError of a git command that failed, naming baseline-ref and git's last word. */
function gitError(what: string, output: GitOutput, mask: (text: string) => string): CannotRunError {
  return new CannotRunError(
    `baseline-ref: ${what} exited with code ${output.exitCode} (git: ${lastLine(output.stderr, mask)}).`,
  );
}

/** Returns git's last non-empty line of stderr, masked, credentials in URLs hidden, on one line. */
function lastLine(stderr: string, mask: (text: string) => string): string {
  const line =
    stderr
      .split('\n')
      .map((text) => text.trim())
      .filter(Boolean)
      .at(-1) ?? 'no message';
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  return mask(line.replace(/:\/\/[^/@\s]+@/g, '://***@')).replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/** What a git command said: its exit code (128 + the signal's number when a signal ended it), stdout and stderr. */
interface GitOutput {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs git without output to the log, never asking for a password; resolves with its exit code, stdout and stderr.
 * node:child_process rather than @actions/exec, since the pipeline is the CLI's too and only src/action/ speaks to
 * GitHub's toolkit (docs/architecture.md section 4).
 */
function git(args: string[], cwd: string, signal?: AbortSignal): Promise<GitOutput> {
  return new Promise<GitOutput>((resolve, reject) => {
    const env = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
    // The signal kills a git still running (a fetch, say) when the run is cancelled, instead of leaving it behind.
    execFile('git', args, { cwd, env, signal, maxBuffer: GIT_OUTPUT_BYTES }, (error, stdout, stderr) => {
      if (signal?.aborted) {
        reject(cancelledError());
      } else if (error === null) {
        resolve({ exitCode: 0, stdout, stderr });
      } else if (typeof error.code === 'number') {
        resolve({ exitCode: error.code, stdout, stderr });
      } else if (error.signal) {
        resolve({ exitCode: 128 + constants.signals[error.signal], stdout, stderr });
      } else if (error.code === 'ENOENT') {
        reject(
          new CannotRunError(
            `baseline-ref needs git on PATH: ${error.message}. Install git, or compare with --baseline-url alone.`,
          ),
        );
      } else {
        // A git that cannot be started for another reason, or that says more than is kept: the run cannot take place.
        reject(new CannotRunError(`baseline-ref: git ${args[0] ?? ''} could not run: ${error.message}.`));
      }
    });
  });
}

/** Returns the error of a run cancelled while the base is prepared. */
function cancelledError(): CancelledError {
  return new CancelledError('Cancelled while preparing the base build (baseline-ref).');
}

/** Returns what `work` resolves to, or throws a CancelledError as soon as the signal aborts. */
async function raced<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    work.catch(() => undefined);
    throw cancelledError();
  }
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => {
      reject(cancelledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
