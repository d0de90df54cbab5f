// A data source that failed or gave nothing, as a sentence, and the scenarios it errors.
import { unsendable } from '../header-value.js';
import type { Scenario, SourcedValue } from '../loadtest/types.js';
import type { PickedValue } from '../vocabulary/data-source.js';
import { MAX_NESTING } from '../schema/nesting.js';
import type { Fetched } from './fetch-source.js';
import type { Picked } from './pick-values.js';

/** How much of a source's body a message quotes. */
const QUOTED_BODY_CHARACTERS = 200;

/** A data source that failed or yielded no value: which scenario and value, and a sentence of what came back. */
export interface SourceFailure {
  scenario: string;
  /** Where the value goes: `params.id`. */
  value: string;
  /** `GET /broken answered 500: {"error":"boom"}; check that …` */
  message: string;
  /** The HTTP status the source answered with, when one came. */
  status?: number;
  /** Set when the source answered 2xx but its pick matched no value (an empty list). */
  empty?: true;
  /** Why the source's request could not be built (an unset variable), when it was not sent. */
  notSent?: string;
}

/** An Authorization value that starts with a scheme (`Bearer …`, `Basic …`): it has a space after a word. */
const WITH_SCHEME = /^\s*[A-Za-z][\w-]*\s+\S/;

/** What the fetch of resolve-sources prefixes to the error of a request it could not build. */
const NOT_SENT = 'not sent: ';

/** Returns why a source gives the scenario no value, with what to do; undefined when it gives at least one. */
export function sourceFailure(
  scenario: Scenario,
  sourced: SourcedValue,
  fetched: Fetched,
  picked: Picked | undefined,
  sentHeaders: Readonly<Record<string, string>> = {},
): SourceFailure | undefined {
  const { from, pick } = sourced.source;
  const value = `${sourced.in === 'variables' ? 'graphql.variables' : sourced.in}.${sourced.name}`;
  const fail = (message: string, fields: Partial<SourceFailure> = {}): SourceFailure => ({
    scenario: scenario.name,
    value,
    message,
    ...fields,
  });
  const instead = `or give ${value} a fixed value instead`;
  if (!('status' in fetched)) {
    const notSent = fetched.error.startsWith(NOT_SENT) ? fetched.error.slice(NOT_SENT.length) : undefined;
    return fail(
      `${from} got no response (${fetched.error}): check that the API is up and that baseUrl and from are right, ${instead}`,
      notSent !== undefined ? { notSent } : {},
    );
  }
  const { status } = fetched;
  const body = quoted(fetched.body);
  if (status < 200 || status > 299) {
    return fail(
      `${from} answered ${status}: ${body}; ${bareToken(status, sentHeaders) ?? "check that it answers 2xx to the scenario's headers (its credentials)"}, ${instead}`,
      { status },
    );
  }
  if (picked?.problem === 'not JSON') {
    return fail(
      `${from} answered ${status} with a body that is not JSON: ${body}; point from at an operation that answers JSON`,
      { status },
    );
  }
  if (picked?.problem === 'nested too deep') {
    return fail(
      `${from} answered ${status} with JSON nested more than ${MAX_NESTING} levels deep, which is not read; point from at a list`,
      { status },
    );
  }
  if (picked?.problem === 'GraphQL errors') {
    return fail(`${from} answered ${status} with GraphQL errors: ${body}; correct the source's graphql.query`, {
      status,
    });
  }
  if (!picked?.values || picked.values.length === 0) {
    return fail(
      `${from} answered ${status}, but ${pick} matched no string, number or boolean in its body: ${body}; correct pick, or make sure the API holds data there (an empty list has no ids), ${instead}`,
      { status, empty: true },
    );
  }
  const unfit = sourced.in === 'headers' ? unsendableValue(picked.values) : undefined;
  if (unfit) {
    // The value is not quoted: it may be a credential; its place in the list finds it.
    return fail(
      `${from} answered ${status}, but ${pick} matched a value (the ${ordinal(unfit.index + 1)} of ${picked.values.length}) that holds ${unfit.holds}: pick a field that a header can carry, or send it as a query parameter or in the body, ${instead}`,
      { status },
    );
  }
  return undefined;
}

/** Returns the first picked value that no header can carry, by its index, with what it holds in words. */
function unsendableValue(values: readonly PickedValue[]): { index: number; holds: string } | undefined {
  for (const [index, value] of values.entries()) {
    const holds = typeof value === 'string' ? unsendable(value) : undefined;
    if (holds) return { index, holds };
  }
  return undefined;
}

/** Returns 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * Returns the hint for a 401 or 403 to a request whose Authorization value, as sent (its `${VARIABLE}`s filled), has
 * no scheme before it: a bare token, which an API that expects `Bearer <token>` refuses. Never quotes the value.
 */
function bareToken(status: number, sentHeaders: Readonly<Record<string, string>>): string | undefined {
  if (status !== 401 && status !== 403) return undefined;
  const authorization = Object.entries(sentHeaders).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  if (authorization === undefined || authorization.trim() === '' || WITH_SCHEME.test(authorization)) return undefined;
  return `the Authorization header was sent as a bare token, with no scheme before it: if the API expects a bearer token, write "Bearer " before it (Authorization: "Bearer \${API_TOKEN}"), or put the prefix in the variable's value`;
}

/**
 * Returns, by scenario name, why its data sources gave it no value: the error of a scenario that is not run (only
 * that scenario; the others run), each failing value with what came back and what to do.
 */
export function scenarioSourceErrors(failures: readonly SourceFailure[]): Map<string, string> {
  const byScenario = new Map<string, SourceFailure[]>();
  for (const failure of failures)
    byScenario.set(failure.scenario, [...(byScenario.get(failure.scenario) ?? []), failure]);
  return new Map(
    [...byScenario].map(([scenario, list]) => {
      const what = list.length === 1 ? 'its data source gave' : `${list.length} of its data sources gave`;
      const each = list.map(({ value, message }) => `${value}: ${message}`).join('; ');
      return [scenario, `${what} no value, so it sent nothing (a value is never invented): ${each}`];
    }),
  );
}

/** Returns the pre-flight's line for a source that failed: the scenario, the value, what came back, what to do. */
export function sourceFailureLine({ scenario, value, message }: SourceFailure): string {
  return `Pre-flight: ${scenario}, ${value}: ${message} (${scenario} does not run: errored; the other scenarios run)`;
}

/**
 * Returns the start of a body on one line, at most `length` characters, as a message quotes it: `(empty body)` for
 * none.
 */
export function quoted(body: string, length = QUOTED_BODY_CHARACTERS): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text === '') return '(empty body)';
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
