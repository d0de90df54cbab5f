// The errors that reach the user, each with its exit code: InputError and its problems, CannotRunError, CancelledError.
import { ExitCode } from './exit-codes.js';

/** One thing the user must fix in an input file, located by JSON path and, where known, line and column. */
export interface Problem {
  /** Dotted JSON path (`domains.api.baseUrl`, `scenarios[1].duration`); empty for the file as a whole. */
  path: string;
  message: string;
  line?: number;
  column?: number;
}

/** Bad input (exit code 2): every problem found in one file, reported at once. */
export class InputError extends Error {
  readonly exitCode = ExitCode.badInput;

  constructor(
    readonly file: string,
    readonly problems: Problem[],
  ) {
    super(problems.map((problem) => formatProblem(file, problem)).join('\n'));
    this.name = 'InputError';
  }

  /** Returns one problem as a line of output; see formatProblem. */
  describe(problem: Problem): string {
    return formatProblem(this.file, problem);
  }
}

/** The run could not take place (exit code 3): the system under test did not start or does not answer. */
export class CannotRunError extends Error {
  readonly exitCode = ExitCode.cannotRun;

  constructor(message: string) {
    super(message);
    this.name = 'CannotRunError';
  }
}

/** The user stopped a command (Ctrl+C, Ctrl+D at a prompt, or a signal before the run started): exit code 130. */
export class CancelledError extends Error {
  readonly exitCode = ExitCode.cancelled;

  constructor(message: string) {
    super(message);
    this.name = 'CancelledError';
  }
}

/**
 * Returns the exit code of an error that ended a command: its own for the errors above, and 1 for anything else,
 * which is a bug of loadtool (as Node.js exits with 1 on an uncaught error), never "the run could not take place".
 */
export function exitCodeOf(error: unknown): number {
  return carriesExitCode(error) ? error.exitCode : ExitCode.bug;
}

/** Returns whether an error is one of those that carry their exit code; any other is a bug of loadtool. */
function carriesExitCode(error: unknown): error is InputError | CannotRunError | CancelledError {
  return error instanceof InputError || error instanceof CannotRunError || error instanceof CancelledError;
}

/** The one sentence shown for a bug, before its stack trace. @internal Exported for the tests. */
export const BUG_SENTENCE =
  'loadtool stopped on an internal error, a bug in loadtool rather than in your input: please report it to the maintainers of qa-perf with this stack trace:';

/** Returns the lines that report a bug: the sentence asking for a report, then the stack trace, masked. */
export function bugReport(error: unknown, mask: (text: string) => string = (text) => text): string[] {
  const trace = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return [BUG_SENTENCE, ...mask(trace).split('\n')];
}

/** Returns the error with its message and stack masked, the same object so that its class is kept. */
export function maskedError(error: unknown, mask: (text: string) => string): unknown {
  if (!(error instanceof Error)) return new Error(mask(String(error)));
  error.message = mask(error.message);
  if (error.stack !== undefined) error.stack = mask(error.stack);
  return error;
}

/** Returns `file:line:column: path: message`, leaving out what the problem does not have. */
export function formatProblem(file: string, problem: Problem): string {
  const where = problem.line === undefined ? file : `${file}:${problem.line}:${problem.column ?? 1}`;
  return problem.path ? `${where}: ${problem.path}: ${problem.message}` : `${where}: ${problem.message}`;
}

/** Returns the dotted form of a path given as segments: `["scenarios", 1, "name"]` → `scenarios[1].name`. */
export function joinPath(segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const key = /^[A-Za-z_$][\w$-]*$/.test(segment) ? segment : JSON.stringify(segment);
    return path ? `${path}.${key}` : key;
  }, '');
}
