// `expect.json` and conformance on a response's body: how much is read, and the checks run on it.
import type { JsonValue } from 'jsonpath-rfc9535';
import { compileJsonPath, type CompiledJsonPath } from '../../json-path.js';
import type { JsonCheck } from '../../loadtest/types.js';
import type { MeasuredScenario } from '../../results/types.js';
import { GRAPHQL_BODY_BYTES } from './graphql-errors.js';

/**
 * How much of an ok response's body a scenario with `expect.json` reads: the bound of GraphQL bodies, read into the
 * same per-user buffer. A longer body fails the checks, which could not run on it.
 */
export const CHECKED_BODY_BYTES = GRAPHQL_BODY_BYTES;

/** Passed: the body meets every check. */
export const PASSED = -1;

/**
 * A scenario's `expect.json`, compiled once and shared by its virtual users: each JSONPath parsed when the scenario
 * starts, never per request, and the failures counted by the first check each response failed.
 *
 * A failure is a number, so that judging a body allocates nothing beyond JSON.parse and the matches: the index of
 * the check in the order written, then one for a body that is not JSON and one for a body over CHECKED_BODY_BYTES.
 * Only a response kept as a sample is described in words (`describe`), without the server's values: a sample's
 * check is written to results.json unmasked, as our own text.
 */
export class BodyChecks {
  /** Responses by the failure they were counted in (see the class comment). */
  readonly failed: Float64Array;
  private readonly paths: CompiledJsonPath[];
  private readonly notJson: number;
  private readonly tooLarge: number;

  /** Throws when a path is not a JSONPath: a validated load test has none such. */
  constructor(private readonly checks: readonly JsonCheck[]) {
    this.paths = checks.map(({ path }) => compileJsonPath(path));
    this.notJson = checks.length;
    this.tooLarge = checks.length + 1;
    this.failed = new Float64Array(checks.length + 2);
  }

  /**
   * Returns PASSED, or the failure of the body of an ok response, counting it: `body[0, kept)` holds its first bytes,
   * `bytes` is its whole length.
   */
  judge(body: Buffer, kept: number, bytes: number): number {
    const failure = this.firstFailure(body, kept, bytes);
    if (failure !== PASSED) this.failed[failure]!++;
    return failure;
  }

  /** Returns the sample's sentence for a failure of this body: `$.errors is present (expected absent)`. */
  describe(failure: number, body: Buffer, kept: number): string {
    if (failure === this.tooLarge)
      return `the body is over ${CHECKED_BODY_BYTES / 1024} KiB: expect.json could not run`;
    if (failure === this.notJson)
      return kept === 0
        ? 'the body is empty, not JSON (expected by expect.json)'
        : 'the body is not JSON (expected by expect.json)';
    const check = this.checks[failure]!;
    const expected = `(expected ${check.expect === 'equals' ? JSON.stringify(check.value) : check.expect})`;
    const [found] = this.paths[failure]!(parse(body, kept) ?? null);
    if (found === undefined) return `${check.path} is absent ${expected}`;
    if (check.expect !== 'equals') return `${check.path} is present ${expected}`;
    return `${check.path} is ${kindOf(found, check.value ?? null)} ${expected}`;
  }

  /** Returns the measured scenario with `requests.byCheck`: each failure's count under the check as written. */
  withCounts(measured: MeasuredScenario): MeasuredScenario {
    const byCheck: Record<string, number> = {};
    this.failed.forEach((count, failure) => {
      if (count > 0) byCheck[this.nameOf(failure)] = count;
    });
    return { ...measured, requests: { ...measured.requests, byCheck } };
  }

  private firstFailure(body: Buffer, kept: number, bytes: number): number {
    if (bytes > kept) return this.tooLarge;
    const json = parse(body, kept);
    if (json === undefined) return this.notJson;
    for (let index = 0; index < this.paths.length; index++) {
      const matches = this.paths[index]!(json);
      const check = this.checks[index]!;
      const passed =
        check.expect === 'absent'
          ? matches.length === 0
          : check.expect === 'present'
            ? matches.length > 0
            : matches.length > 0 && matches[0] === check.value;
      if (!passed) return index;
    }
    return PASSED;
  }

  /** Returns the check as written (`$.errors: absent`, `$.ok: true`), or `body: not JSON`, for results' byCheck. */
  private nameOf(failure: number): string {
    if (failure === this.tooLarge) return `body: over ${CHECKED_BODY_BYTES / 1024} KiB`;
    if (failure === this.notJson) return 'body: not JSON';
    const check = this.checks[failure]!;
    return `${check.path}: ${check.expect === 'equals' ? JSON.stringify(check.value) : check.expect}`;
  }
}

/** Returns the body's first `kept` bytes parsed as JSON, undefined when they are not JSON. */
export function parse(body: Buffer, kept: number): JsonValue | undefined {
  try {
    return JSON.parse(body.toString('utf8', 0, kept)) as JsonValue;
  } catch {
    return undefined;
  }
}

/**
 * Returns what a first match that is not the expected value is, without the value itself unless it is a boolean
 * or null: a string or number may be anything the server holds (a token, a person's data), and the sample is ours.
 */
function kindOf(found: JsonValue, expected: string | number | boolean | null): string {
  if (found === null || typeof found === 'boolean') return String(found);
  if (Array.isArray(found)) return 'an array';
  if (typeof found === 'object') return 'an object';
  return `${typeof found === typeof expected ? 'another' : 'a'} ${typeof found}`;
}
