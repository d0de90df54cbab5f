import { expect, it } from '@jest/globals';
import type { Problem } from '../../src/errors.js';
import { LoadTestError } from '../../src/loadtest/load-test-error.js';
import { checkLoadTest, parseLoadTest, type ParseOptions } from '../../src/loadtest/validate.js';

/** Returns the lines joined, with a final line break: line numbers in a test are the array's indexes + 1. */
export const yamlLines = (...lines: string[]) => `${lines.join('\n')}\n`;

/** Returns the problems validation finds in a loadtool.yaml text; fails the test when it is accepted. */
export function loadTestProblems(yaml: string): Problem[] {
  try {
    parseLoadTest(yaml, 'loadtool.yaml');
  } catch (error) {
    if (error instanceof LoadTestError) return error.problems;
    throw error;
  }
  throw new Error('the load test was accepted');
}

/** A problem as the finding tables expect it: where it is (`line:column`), its path and its message. */
export interface PlacedProblem {
  at: string;
  path: string;
  message: string;
}

const placed = ({ line, column, path, message }: Problem): PlacedProblem => ({
  at: `${line}:${column}`,
  path,
  message,
});

/** Returns the problems parseLoadTest finds with `options` (as `run` does), placed; fails the test when accepted. */
export function placedProblems(yaml: string, options: ParseOptions = {}): PlacedProblem[] {
  try {
    parseLoadTest(yaml, 'loadtool.yaml', options);
  } catch (error) {
    if (error instanceof LoadTestError) return error.problems.map(placed);
    throw error;
  }
  throw new Error('the load test was accepted');
}

/**
 * Returns the warnings of a load test as `loadtool validate` finds them (an unset `${NAME}` is one), placed; throws
 * the LoadTestError, with every problem, when the file is refused.
 */
export function placedWarnings(yaml: string, env: NodeJS.ProcessEnv = {}): PlacedProblem[] {
  return checkLoadTest(yaml, 'loadtool.yaml', { env, unsetVariables: 'warning' }).warnings.map(placed);
}

/** What a table row expects of one problem: at `line:column` and `path`, a message that holds `says`. */
export const problemAt = (at: string, path: string, says: string) => ({
  at,
  path,
  message: expect.stringContaining(says) as unknown as string,
});

/** The first lines of a load test (1–3), up to its list of scenarios. */
export const HEAD = ['version: 1', 'baseUrl: http://localhost:3000', 'scenarios:'];
/** A scenario that validation accepts (lines 4–7 after HEAD). */
export const PETS = ['  - name: List pets', '    endpoint: GET /pets', '    concurrentUsers: 10', '    duration: 30s'];
/** A valid file of one scenario (lines 1–7), with `more` lines added to the scenario from line 8. */
export const withScenario = (...more: string[]) => yamlLines(...HEAD, ...PETS, ...more.map((line) => `    ${line}`));

/** A row of a finding table: the rule it shows, the file, and the problems (or warnings) it expects, in order. */
export interface FindingRow {
  rule: string;
  yaml: string;
  env?: NodeJS.ProcessEnv;
  problems: PlacedProblem[];
}

/**
 * Defines the tests of a finding table: each accepted file gets no problem and no warning, each refused file exactly
 * its problems in order, each warned file exactly its warnings.
 */
export function judgesFindingRows(
  accepted: Array<Omit<FindingRow, 'problems'>>,
  refused: FindingRow[],
  warned: FindingRow[] = [],
): void {
  it.each(accepted)('accepts $rule', ({ yaml, env }) => {
    expect(placedWarnings(yaml, env)).toEqual([]);
  });
  it.each(refused)('refuses $rule', ({ yaml, env, problems }) => {
    expect(placedProblems(yaml, { env })).toEqual(problems);
  });
  if (warned.length > 0) {
    it.each(warned)('warns of $rule', ({ yaml, env, problems }) => {
      expect(placedWarnings(yaml, env)).toEqual(problems);
    });
  }
}
