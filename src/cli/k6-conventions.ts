// The flags k6 users type, on `run` and `gate`: -u/--vus, -e NAME=VALUE, -q/--quiet, --http-debug,
// --threshold-exit-code (docs/cli.md#k6-conventions).
import type { Command } from 'commander';
import { ExitCode } from '../exit-codes.js';
import { isVariableName } from '../placeholders.js';

/** `-u, --vus <n>`: `--users` in k6's spelling. */
export const VUS_OPTION = ['-u, --vus <n>', "the same as --users, in k6's spelling"] as const;

/** `-e, --env NAME=VALUE`, repeatable: a `${NAME}` for this run. */
const ENV_OPTION = [
  '-e, --env <NAME=VALUE>',
  'set ${NAME} for this run, over the environment (as k6 -e); repeat the flag for several. The value is a secret: masked wherever it would show',
  (pair: string, pairs: string[]) => [...pairs, pair],
  [] as string[],
] as const;

/** `-q, --quiet`: no progress and no notes. */
const QUIET_OPTION = [
  '-q, --quiet',
  'print no progress line and no notes: warnings, errors, the results table and the files written only',
] as const;

/** `--http-debug`: the failed requests kept as samples, printed with their headers and bodies. */
const HTTP_DEBUG_OPTION = [
  '--http-debug',
  'print the failed requests the run keeps as samples (the first 2 of each status and error category, at most 10 a scenario) with their headers and bodies, credentials masked; results.json keeps them too',
] as const;

/** `--threshold-exit-code <n>`: k6's 99, for pipelines that expect it. */
const THRESHOLD_EXIT_CODE_OPTION = [
  '--threshold-exit-code <n>',
  'exit with n instead of 1 when a threshold is breached or a metric regressed (k6 exits 99); the other exit codes stay',
] as const;

/** Returns the command with `-e`, `-q`, `--http-debug` and `--threshold-exit-code` (`-u` stands beside `--users`). */
export function withK6Options(command: Command): Command {
  return command
    .option(...ENV_OPTION)
    .option(...QUIET_OPTION)
    .option(...HTTP_DEBUG_OPTION)
    .option(...THRESHOLD_EXIT_CODE_OPTION);
}

/** The flags of this file, as commander gives them. */
export interface ConventionFlags {
  users?: string | undefined;
  vus?: string | undefined;
  env?: string[] | undefined;
  quiet?: boolean | undefined;
  httpDebug?: boolean | undefined;
  thresholdExitCode?: string | undefined;
}

/** What the flags ask for: the environment of the run, the users, quiet, the exit code of a breach. */
export interface Conventions {
  /** The process's environment with each `-e` pair over it. */
  env: NodeJS.ProcessEnv;
  /** `--users`, or `--vus` in its place. */
  users?: string | undefined;
  quiet: boolean;
  httpDebug: boolean;
  /** The exit code of a breached threshold or a regression: 1, or `--threshold-exit-code`. */
  breachedExitCode: number;
  problems: string[];
}

/** The codes a breach may not take: those that say something else (docs/architecture.md section 5). */
const RESERVED_EXIT_CODES = new Set<number>([ExitCode.passed, ExitCode.badInput, ExitCode.cannotRun]);

/**
 * Returns what the k6-style flags ask for over the process's environment `env`, and a sentence for every one that is
 * wrong, naming it and what to write, so that all are told at once. A pair's value is never quoted.
 */
export function parseConventions(flags: ConventionFlags, env: NodeJS.ProcessEnv): Conventions {
  const problems: string[] = [];
  const runEnv: NodeJS.ProcessEnv = { ...env };
  for (const pair of flags.env ?? []) {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    if (equals < 0)
      problems.push(
        `-e ${nameShown(name)} has no "=": write -e NAME=VALUE, e.g. -e API_TOKEN=… (an empty value: -e NAME=)`,
      );
    else if (!isVariableName(name))
      problems.push(
        `-e ${nameShown(name)}=… names no variable: a name is letters, digits and _, not starting with a digit, as in \${NAME}`,
      );
    else runEnv[name] = pair.slice(equals + 1);
  }
  if (flags.users !== undefined && flags.vus !== undefined && flags.users !== flags.vus)
    problems.push(
      `--users ${flags.users} and --vus ${flags.vus} say two things: --vus is --users in k6's spelling; give one`,
    );
  let breachedExitCode: number = ExitCode.breached;
  if (flags.thresholdExitCode !== undefined) {
    const code = /^[0-9]{1,3}$/.test(flags.thresholdExitCode) ? Number(flags.thresholdExitCode) : Number.NaN;
    if (code >= 1 && code <= 125 && !RESERVED_EXIT_CODES.has(code)) breachedExitCode = code;
    else
      problems.push(
        `--threshold-exit-code is ${JSON.stringify(flags.thresholdExitCode.slice(0, 20))}; write a code from 1 to 125 but 2 and 3 (bad input, could not run), e.g. 99 as k6`,
      );
  }
  return {
    env: runEnv,
    users: flags.users ?? flags.vus,
    quiet: flags.quiet === true,
    httpDebug: flags.httpDebug === true,
    breachedExitCode,
    problems,
  };
}

/**
 * Returns the arguments with k6's `--http-debug=full` as `--http-debug`: k6 prints bodies only with `full`, loadtool
 * always does. (An optional value would take the load test's path in `--http-debug loadtool.yaml`.)
 */
export function withK6Spellings(argv: readonly string[]): string[] {
  return argv.map((arg) => (arg === '--http-debug=full' ? '--http-debug' : arg));
}

/** Returns the exit code with a breach's code replaced by `breachedExitCode`. */
export function withBreachedExitCode(code: number, breachedExitCode: number): number {
  return code === ExitCode.breached ? breachedExitCode : code;
}

/** Returns a name as a message shows it: at most 40 characters, as JSON (it may hold anything). */
function nameShown(name: string): string {
  return JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
}
