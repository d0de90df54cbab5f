// The findings of `expect.json`: keys that are not JSONPaths, `${NAME}` in values, near-misses of keywords.
import { distance } from 'fastest-levenshtein';
import { isJsonPathSyntaxError, parseJsonPath } from '../../json-path.js';
import type { Segments } from '../../json-schema-messages.js';
import { findPlaceholders } from '../../placeholders.js';
import type { Finding } from './finding.js';
import { eachStep } from './each-step.js';
import type { JsonCheck } from '../types.js';
import { show } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

/** The words of `expect.json` that are not values to compare with. */
const KEYWORDS = ['absent', 'present'] as const;

const PATH_EXAMPLES = 'write e.g. "$.data.id", "$.items[0].name" or "$.errors"';

/** What is wrong with the `expect.json` checks, and what looks like a slip: a value one typo away from a keyword. */
export interface ExpectJsonFindings {
  problems: Finding[];
  warnings: Finding[];
}

/**
 * Returns what the JSON Schema cannot say about `expect.json` (under `defaults` and each scenario): a key that is not
 * an RFC 9535 JSONPath (at the key, with the column in the path where the parser stopped), a value holding `${NAME}`
 * (compared as written, never filled in), and, as warnings, a string value close to `absent` or `present`.
 */
export function expectJsonFindings(data: Record<string, unknown>): ExpectJsonFindings {
  const found: ExpectJsonFindings = { problems: [], warnings: [] };
  const inExpect = (owner: unknown, at: Segments) => {
    const checks = isRecord(owner) && isRecord(owner.expect) ? owner.expect.json : undefined;
    if (!isRecord(checks)) return;
    for (const [path, value] of Object.entries(checks)) {
      const segments = [...at, 'expect', 'json', path];
      const pathProblem = jsonPathProblem(path);
      if (pathProblem) found.problems.push({ segments, at: 'key', message: pathProblem });
      if (typeof value !== 'string') continue;
      if (findPlaceholders(value).length > 0) {
        found.problems.push({
          segments,
          at: 'value',
          message: `${show(value)} holds a \${NAME}: expect.json values are compared as written, never filled in from the environment; write the value itself`,
        });
      }
      const near = KEYWORDS.find((word) => value !== word && distance(value.toLowerCase(), word) <= 2);
      if (near) {
        found.warnings.push({
          segments,
          at: 'value',
          message: `${show(value)} is compared as a string: did you mean ${near}? Write absent or present in lower case`,
        });
      }
    }
  };
  inExpect(data.defaults, ['defaults']);
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    inExpect(scenario, ['scenarios', index]);
    eachStep(scenario, ['scenarios', index], inExpect);
  });
  return found;
}

/** Returns the checks of a valid `expect.json` mapping, in the order written. */
export function toJsonChecks(checks: Record<string, string | number | boolean | null>): JsonCheck[] {
  return Object.entries(checks).map(([path, value]) =>
    value === 'absent' || value === 'present' ? { path, expect: value } : { path, expect: 'equals', value },
  );
}

/** Returns why a text is not an RFC 9535 JSONPath, as a problem's message; undefined when it is one. */
export function jsonPathProblem(path: string): string | undefined {
  if (!path.startsWith('$')) {
    const suggestion = path.startsWith('.') || path.startsWith('[') ? `$${path}` : `$.${path}`;
    const valid = !isJsonPathSyntaxError(parseJsonPath(suggestion));
    return `is not a JSONPath (RFC 9535): it must start with $, the root of the body; ${valid ? `write ${JSON.stringify(suggestion)}` : PATH_EXAMPLES}`;
  }
  const parsed = parseJsonPath(path);
  if (!isJsonPathSyntaxError(parsed)) return undefined;
  return `is not a JSONPath (RFC 9535): at column ${parsed.column} of the path, ${parsed.message}; ${PATH_EXAMPLES}`;
}
