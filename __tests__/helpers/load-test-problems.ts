import type { Problem } from '../../src/errors.js';
import { LoadTestError } from '../../src/loadtest/load-test-error.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';

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
