import type { Scenario, SourcedValue } from '../loadtest/types.js';
import { MAX_NESTING } from '../schema/nesting.js';
import type { Fetched } from './fetch-source.js';
import type { Picked } from './pick-values.js';

/** How much of a source's body a message quotes. */
export const QUOTED_BODY_CHARACTERS = 200;

/** A data source that failed or yielded no value: which scenario and value, and a sentence of what came back. */
export interface SourceFailure {
  scenario: string;
  /** Where the value goes: `params.id`. */
  value: string;
  /** `GET /broken answered 500: {"error":"boom"}; check that …` */
  message: string;
}

/** Returns why a source gives the scenario no value, with what to do; undefined when it gives at least one. */
export function sourceFailure(
  scenario: Scenario,
  sourced: SourcedValue,
  fetched: Fetched,
  picked: Picked | undefined,
): SourceFailure | undefined {
  const { from, pick } = sourced.source;
  const value = `${sourced.in === 'variables' ? 'graphql.variables' : sourced.in}.${sourced.name}`;
  const fail = (message: string): SourceFailure => ({ scenario: scenario.name, value, message });
  const instead = `or give ${value} a fixed value instead`;
  if (!('status' in fetched)) {
    return fail(
      `${from} got no response (${fetched.error}): check that the API is up and that baseUrl and from are right, ${instead}`,
    );
  }
  const { status } = fetched;
  const body = quoted(fetched.body);
  if (status < 200 || status > 299) {
    return fail(
      `${from} answered ${status}: ${body}; check that it answers 2xx to the scenario's headers (its credentials), ${instead}`,
    );
  }
  if (picked?.problem === 'not JSON') {
    return fail(
      `${from} answered ${status} with a body that is not JSON: ${body}; point from at an operation that answers JSON`,
    );
  }
  if (picked?.problem === 'nested too deep') {
    return fail(
      `${from} answered ${status} with JSON nested more than ${MAX_NESTING} levels deep, which is not read; point from at a list`,
    );
  }
  if (picked?.problem === 'GraphQL errors') {
    return fail(`${from} answered ${status} with GraphQL errors: ${body}; correct the source's graphql.query`);
  }
  if (!picked?.values || picked.values.length === 0) {
    return fail(
      `${from} answered ${status}, but ${pick} matched no string, number or boolean in its body: ${body}; correct pick, or make sure the API holds data there (an empty list has no ids), ${instead}`,
    );
  }
  return undefined;
}

/** Returns the message that stops the run: every failing source, each with its scenario, value and what came back. */
export function sourceFailuresMessage(failures: readonly SourceFailure[]): string {
  const count = failures.length;
  const lines = failures.map(
    ({ scenario, value, message }) => `- scenario ${JSON.stringify(scenario)}, ${value}: ${message}`,
  );
  return [
    `${count === 1 ? 'a data source' : `${count} data sources`} failed before the run, so no load was sent (a value is never invented):`,
    ...lines,
  ].join('\n');
}

/** Returns the start of a body on one line, as a message quotes it: `(empty body)` for none. */
function quoted(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text === '') return '(empty body)';
  const characters = Array.from(text);
  return characters.length > QUOTED_BODY_CHARACTERS ? `${characters.slice(0, QUOTED_BODY_CHARACTERS).join('')}…` : text;
}
