// The triage's words about the credentials a scenario sends: accepted elsewhere, and what to check.
import type { RunResults, ScenarioResult } from '../results/types.js';
import { findPlaceholders } from '../placeholders.js';
import type { Scenario } from '../loadtest/types.js';

/** Header and query names that carry credentials: Authorization, X-API-Key, api_key, access_token, Cookie. */
const CREDENTIAL_NAME = /auth|token|secret|cookie|apikey|(^|[-_])key($|[-_])/i;

/** Keys of a request body that carry a login's credentials. */
const BODY_CREDENTIAL = /pass|user|login|email|secret|token|client_?id/i;

/** An Authorization value that starts with a scheme (`Bearer …`, `Basic …`, `Token …`). */
const WITH_SCHEME = /^\s*[A-Za-z][\w-]*\s+\S/;

/** Other scenarios named in a sentence at most; the count says how many there were. */
const NAMED_SCENARIOS = 3;

/** One credential the scenario sends: where (`the Authorization header`), its name and its value as written. */
interface Credential {
  where: string;
  name: string;
  value: string;
}

/**
 * Returns the headers and query parameters of the scenario that carry credentials, with their values as written: a
 * header by its name (`Authorization`, `X-API-Key`), a query parameter by its name only when its value comes from a
 * `${VARIABLE}` (a secret kept out of loadtool.yaml): a `token` parameter holding the literal `string` is a value
 * the generator invented, not a credential.
 */
function credentials(spec: Scenario): Credential[] {
  const headers = Object.entries(spec.headers ?? {})
    .filter(([name]) => CREDENTIAL_NAME.test(name))
    .map(([name, value]) => ({ where: `the ${name} header`, name: name.toLowerCase(), value }));
  const query = Object.entries(spec.query ?? {})
    .map(([name, value]) => ({ name, value: [value].flat().map(String).join(',') }))
    .filter(({ name, value }) => isCredentialQuery(name, value))
    .map(({ name, value }) => ({ where: `the ${name} query parameter`, name: `?${name}`, value }));
  return [...headers, ...query];
}

/** A query parameter named like a credential whose value comes from a `${VARIABLE}`. */
function isCredentialQuery(name: string, value: string): boolean {
  return CREDENTIAL_NAME.test(name) && findPlaceholders(value).some(({ valid }) => valid);
}

/**
 * Returns the names of the other scenarios of the run that sent the same credentials as `spec` (every one of them,
 * the same value as written in loadtool.yaml) and got ok responses: the run's own proof that those credentials work.
 */
export function acceptedElsewhere(
  result: ScenarioResult,
  spec: Scenario,
  run: RunResults,
  specs: ReadonlyMap<string, Scenario>,
): string[] {
  const sent = credentials(spec);
  if (sent.length === 0) return [];
  return run.scenarios
    .filter((other) => other.name !== result.name && other.requests.ok > 0)
    .filter((other) => {
      const theirs = specs.get(other.name);
      if (!theirs) return false;
      const same = new Set(credentials(theirs).map(({ name, value }) => `${name}\n${value}`));
      return sent.every(({ name, value }) => same.has(`${name}\n${value}`));
    })
    .map((other) => other.name);
}

/** Returns `in 28 other scenarios of this run (List pets, Get user, Get order…)`. */
export function otherScenarios(names: string[]): string {
  const shown = names.slice(0, NAMED_SCENARIOS).map((name) => `"${name}"`);
  const more = names.length > NAMED_SCENARIOS ? ', …' : '';
  return `in ${names.length} other ${names.length === 1 ? 'scenario' : 'scenarios'} of this run (${shown.join(', ')}${more})`;
}

/**
 * Returns the next step for a 401 or 403. When the same credentials got ok responses elsewhere in the run, the token
 * is not the cause: the path params (named with their values), the body's credentials or data, the query, or the
 * route is. Otherwise the credentials are: missing, refused, or (a 401 on an `Authorization` value without a scheme)
 * written without the `Bearer ` prefix the API may expect.
 */
export function credentialsNextStep(
  status: 401 | 403,
  result: ScenarioResult,
  spec: Scenario | undefined,
  accepted: string[],
): string {
  const suggestion = 'headers: { Authorization: "Bearer ${API_TOKEN}" } under defaults or the scenario';
  if (!spec)
    return `check that the scenario sends credentials (${suggestion}) and that they are valid for this environment`;
  if (accepted.length > 0) return notTheCredentials(status, result, spec);
  const sent = credentials(spec);
  if (sent.length === 0)
    return `the scenario sends no credentials: add ${suggestion}, and set API_TOKEN in the environment of the run`;
  const variables = new Set(
    sent.flatMap(({ value }) => findPlaceholders(value).flatMap(({ name, valid }) => (valid ? [name] : []))),
  );
  const where = sent.map(({ where }) => where).join(' and ');
  const refused = status === 401 ? 'were refused' : 'were not allowed this request';
  const noScheme = sent.find(({ name, value }) => name === 'authorization' && !WITH_SCHEME.test(value));
  if (status === 401 && noScheme)
    return `the ${noScheme.where.slice('the '.length)} has no scheme before its value: if the API expects a bearer token, write "Bearer " before it (Authorization: "Bearer \${API_KEY}"); if it takes an API key, check the header it reads it from (often X-API-Key)`;
  if (variables.size > 0) {
    const names = [...variables].join(' and ');
    return `the credentials in ${names} (${where}) ${refused}: check that ${names} holds a token valid for this environment, with the scope ${result.endpoint} needs`;
  }
  return `the credentials in ${where} ${refused}: check they are valid for this environment and have the scope ${result.endpoint} needs (and keep secrets in \${NAME} placeholders, not in loadtool.yaml)`;
}

/** The credentials work elsewhere in the run: what else of the request the server refuses. */
function notTheCredentials(status: 401 | 403, result: ScenarioResult, spec: Scenario): string {
  const params = Object.entries(spec.params ?? {});
  if (params.length > 0)
    return `the request's path params are the likely cause, not the credentials: put values that exist on the server, and that these credentials may see, in params (now ${params.map(([name, value]) => `${name} = ${shown(value)}`).join(', ')})`;
  if (isObject(spec.body) && status === 401) {
    const keys = Object.keys(spec.body).filter((key) => BODY_CREDENTIAL.test(key));
    if (keys.length > 0)
      return `the credentials in the body (${keys.join(', ')}) were refused, not the token: give ${result.endpoint} a login that exists in this environment, from \${NAME} placeholders`;
  }
  if (spec.graphql !== undefined) return graphqlArguments(spec.graphql.variables);
  if (spec.body !== undefined)
    return `the request's body is the likely cause, not the credentials: check what ${result.endpoint} accepts and which records these credentials may change`;
  const query = Object.entries(spec.query ?? {}).filter(
    ([name, value]) => !isCredentialQuery(name, [value].flat().map(String).join(',')),
  );
  if (query.length > 0)
    return `the query is the likely cause, not the credentials: check its values (now ${query.map(([name, value]) => `${name} = ${shown(value)}`).join(', ')})`;
  return `the route is the likely cause, not the credentials: ${result.endpoint} may need a role or scope the others do not, or not exist for this method; send one request by hand and read the response`;
}

/**
 * The credentials work elsewhere and the GraphQL server still says FORBIDDEN or UNAUTHENTICATED: an argument that
 * names no record these credentials may see (an invented id or key) is refused like a missing permission by many
 * servers (Directus), so the variables are named with their values.
 */
function graphqlArguments(variables: Record<string, unknown> | undefined): string {
  const scalars = Object.entries(variables ?? {}).filter(
    ([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value),
  );
  const now =
    scalars.length > 0
      ? ` (now ${scalars.map(([name, value]) => `${name} = ${JSON.stringify(value)}`).join(', ')})`
      : ' (and the arguments written in the query)';
  return `the request's graphql arguments are the likely cause, not the credentials: a value that names no record these credentials may see (an invented id or key) is refused like a missing permission; put values that exist on the server in graphql.variables${now}, or take them from the API with a data source (from/pick)`;
}

/** A value as written in loadtool.yaml: `0`, `"string"`. */
function shown(value: string | number | boolean | Array<string | number | boolean>): string {
  return JSON.stringify(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
