// The flow generation writes around a request: a login, the once fetches, the creates and deletes of a write.
import {
  LAST_PATH_SEGMENT,
  operationShape,
  type ApiDescription,
  type LoginRequest,
  type Operation,
  type RecordStep,
} from '../../schema/operation.js';
import { isDataSource, type DataSource } from '../../vocabulary/data-source.js';
import type { PerfOverrides } from '../../vocabulary/perf-overrides.js';
import type { RequestWithValues } from './generate-values.js';

type Values = Record<string, unknown>;

/** The name of the login step, and of the value it extracts. */
const LOGIN_STEP = 'Log in';
const TOKEN = 'token';

/** The environment variables of the login's user name and password, as a plan line names them. */
export type Credentials = NonNullable<PerfOverrides['credentials']>;

/**
 * The credentials variables of a login when the plan names none: an API with a login then runs with these two set,
 * and no hand edit (docs/schemas.md#a-login-flow).
 */
const DEFAULT_CREDENTIALS: Credentials = { user: 'API_USER', password: 'API_PASSWORD' };

/** The variables of an OAuth2 client's id and secret when the plan names none (a client-credentials login). */
const DEFAULT_CLIENT: Credentials = { user: 'CLIENT_ID', password: 'CLIENT_SECRET' };

/** Returns the credentials variables of a login when the plan names none: a client's, or a user's. */
export function defaultCredentials(login: LoginRequest | undefined): Credentials {
  return login?.grant === 'client_credentials' ? DEFAULT_CLIENT : DEFAULT_CREDENTIALS;
}

/** Returns the comment written on a login step: which variables to set for it. */
export function loginComment({ user, password }: Credentials, login: LoginRequest | undefined): string {
  const what =
    login?.grant === 'client_credentials' ? "the OAuth2 client's id and secret" : 'the user name and password';
  return ` set ${user} and ${password} in the environment: ${what} this login sends`;
}

/** A scenario's request written as a flow: its steps, and where the request's own step is among them. */
export interface ScenarioFlow {
  steps: Values[];
  /** The index of the scenario's own request among the steps: its value comments go there. */
  requestStep: number;
  /** Whether the first step logs in (and the request sends its token). */
  login: boolean;
}

/** A write plan that generation follows: the steps around the write that keep it to the records the run creates. */
export type OwnWrite = Exclude<NonNullable<Operation['write']>, { kind: 'refused' }>;

/**
 * Returns the steps of a scenario that logs in first, creates the item it asks for, or keeps a write to the records
 * it creates: a `once` login step (refreshed on 401) that extracts the token, a `once` step for each data source of
 * the request (a source is fetched with the token, so it cannot be fetched before the run as a plain scenario's is;
 * its first value is used), a `once` create step for each value only a create's `Location` gives, the create of the
 * record a write changes (`once`, or `measure: false` at every iteration for a delete), then the request (with the
 * token), then the cleanup: the delete of what the user created (`cleanup: true`, after the measured time), or of
 * what a create scenario's request created (`measure: false`, in the same iteration). Returns undefined when the
 * scenario needs none of these. Generation passes defaultCredentials when the plan names none.
 */
export function scenarioFlow(
  api: ApiDescription,
  operation: Operation,
  name: string,
  request: Values,
  credentials: Credentials | undefined,
  created: RequestWithValues['created'] = [],
  write?: OwnWrite,
): ScenarioFlow | undefined {
  const needed = loginOfOperation(api, operation);
  const login = needed && credentials && `${operation.method} ${operation.path}` !== needed.endpoint && needed;
  const writeSteps = write && (write.kind === 'record' || write.cleanup || write.before);
  if (!login && created.length === 0 && !writeSteps) return undefined;
  // A cookie session login sends no token: each user's cookie jar carries the session.
  const auth = login && login.tokenPath !== undefined ? { Authorization: `Bearer \${${TOKEN}}` } : undefined;
  const withAuth = (headers: unknown) =>
    auth ? { headers: { ...(headers as Values | undefined), ...auth } } : headers ? { headers } : {};
  const names = new Set([LOGIN_STEP, name]);
  const unique = (wanted: string) => {
    let step = wanted;
    for (let n = 2; names.has(step); n++) step = `${wanted} ${n}`;
    names.add(step);
    return step;
  };
  const sourceSteps: Values[] = [];
  const fetched = new Set<string>();
  const fetch = (valueName: string, { from, pick, graphql }: DataSource) => {
    if (fetched.has(valueName)) return;
    fetched.add(valueName);
    const [endpoint = from, search] = from.split('?');
    const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
    const listing = graphql
      ? undefined
      : api.operations.find((candidate) => operationShape(candidate.key) === operationShape(endpoint));
    sourceSteps.push({
      name: unique(listing?.title ?? `Fetch ${valueName}`),
      endpoint,
      once: true,
      ...(query && { query }),
      ...(graphql && { graphql }),
      ...withAuth(undefined),
      extract: { [valueName]: pick },
    });
  };
  const own = withoutSources(request, fetch);
  // A create under load would add an item per request: once per user, its item is the one the user then asks for.
  for (const { name: valueName, source } of created) {
    const { headers, ...data } = source.request;
    sourceSteps.push({
      name: unique(source.title),
      endpoint: source.endpoint,
      once: true,
      ...data,
      ...withAuth(headers),
      extract: { [valueName]: { header: 'Location', match: LAST_PATH_SEGMENT } },
    });
  }
  const recordStep = (step: RecordStep, when: Values) => {
    const { headers, ...data } = withoutSources(step.request as Values, fetch);
    return {
      name: unique(step.title),
      endpoint: step.endpoint,
      ...when,
      ...data,
      ...withAuth(headers),
      ...(step.extract && { extract: step.extract }),
    };
  };
  // What a delete or a create makes and removes at every iteration is left out of the flow's figures; what a change
  // needs is made once per user and removed after the measured time.
  const inIteration = write?.kind === 'create' || (write?.kind === 'record' && write.perIteration);
  const before = write?.kind === 'record' ? write.create : (write?.before ?? []);
  // Made after the fetches their values come from: a recordStep adds the fetch of each data source it holds.
  const creates = before.map((create) => recordStep(create, inIteration ? { measure: false } : { once: true }));
  const extract = write?.kind === 'create' && write.extract && write.cleanup ? { extract: write.extract } : {};
  const step = {
    name,
    endpoint: `${operation.method} ${operation.path}`,
    ...own,
    ...withAuth(own.headers),
    ...extract,
  };
  const after = (write?.cleanup ?? []).map((cleanup) =>
    recordStep(cleanup, inIteration ? { measure: false } : { cleanup: true }),
  );
  const first = login ? [loginStep(login, credentials)] : [];
  return {
    steps: [...first, ...sourceSteps, ...creates, step, ...after],
    requestStep: first.length + sourceSteps.length + creates.length,
    login: first.length > 0,
  };
}

/** Returns how an operation logs in: the login of its own scheme, else the API's unless it needs none. */
export function loginOfOperation(api: ApiDescription, operation: Operation): LoginRequest | undefined {
  return operation.login ?? (operation.anonymous ? undefined : api.login);
}

/**
 * Returns the `once` login step: a form body for OAuth2's password or client-credentials grant, else the login
 * operation's JSON body. A client's token is every user's (`shared: true`): fetched once, refreshed once for all.
 */
function loginStep(login: LoginRequest, { user, password }: Credentials): Values {
  const body = login.form
    ? `grant_type=${login.grant ?? 'password'}&${login.userField}=\${${user}}&${login.passwordField}=\${${password}}`
    : { [login.userField]: `\${${user}}`, [login.passwordField]: `\${${password}}` };
  return {
    name: LOGIN_STEP,
    endpoint: login.endpoint,
    once: true,
    ...(login.grant === 'client_credentials' && { shared: true }),
    refreshOn: [401],
    ...(login.form && { contentType: 'application/x-www-form-urlencoded' }),
    body,
    ...(login.tokenPath !== undefined && { extract: { [TOKEN]: login.tokenPath } }),
  };
}

/** Returns the request with each data source replaced by `${name}` of the value a step extracts, told to `found`. */
function withoutSources(request: Values, found: (name: string, source: DataSource) => void): Values {
  const copy: Values = { ...request };
  const replace = (values: unknown): Values | undefined => {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
    const entries = Object.entries(values as Values).map(([key, value]) => {
      if (!isDataSource(value)) return [key, value];
      found(key, value);
      return [key, `\${${key}}`];
    });
    return Object.fromEntries(entries) as Values;
  };
  for (const key of ['params', 'query', 'headers', 'body'] as const) {
    const replaced = replace(copy[key]);
    if (replaced) copy[key] = replaced;
  }
  const graphql = copy.graphql as { query: string; variables?: Values } | undefined;
  const variables = graphql && replace(graphql.variables);
  if (graphql && variables) copy.graphql = { ...graphql, variables };
  return copy;
}
