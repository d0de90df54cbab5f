import { operationShape, type ApiDescription, type LoginRequest, type Operation } from '../schema/operation.js';
import { isDataSource } from '../vocabulary/data-source.js';
import type { PerfOverrides } from '../vocabulary/perf-overrides.js';

type Values = Record<string, unknown>;

/** The name of the login step, and of the value it extracts. */
const LOGIN_STEP = 'Log in';
const TOKEN = 'token';

/** The environment variables of the login's user name and password, as a plan line names them. */
export type Credentials = NonNullable<PerfOverrides['credentials']>;

/** A scenario's request written as a login flow: its steps, and where the request's own step is among them. */
export interface LoginFlow {
  steps: Values[];
  /** The index of the scenario's own request among the steps: its value comments go there. */
  requestStep: number;
}

/**
 * Returns the steps of a scenario that logs in first: a `once` login step (refreshed on 401) that extracts the
 * token, a `once` step for each data source of the request (a source is fetched with the token, so it cannot be
 * fetched before the run as a plain scenario's is; its first value is used), then the request with the token.
 * Returns undefined when the scenario needs no login: no login in the API, no credentials, or an operation that
 * declares no security.
 */
export function loginFlow(
  api: ApiDescription,
  operation: Operation,
  name: string,
  request: Values,
  credentials: Credentials | undefined,
): LoginFlow | undefined {
  if (
    !api.login ||
    !credentials ||
    operation.anonymous ||
    `${operation.method} ${operation.path}` === api.login.endpoint
  )
    return undefined;
  const auth = { Authorization: `Bearer \${${TOKEN}}` };
  const names = new Set([LOGIN_STEP, name]);
  const unique = (wanted: string) => {
    let step = wanted;
    for (let n = 2; names.has(step); n++) step = `${wanted} ${n}`;
    names.add(step);
    return step;
  };
  const sourceSteps: Values[] = [];
  const own = withoutSources(request, (valueName, from, pick) => {
    const [endpoint = from, search] = from.split('?');
    const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
    const listing = api.operations.find((candidate) => operationShape(candidate.key) === operationShape(endpoint));
    sourceSteps.push({
      name: unique(listing?.title ?? `Fetch ${valueName}`),
      endpoint,
      once: true,
      ...(query && { query }),
      headers: auth,
      extract: { [valueName]: pick },
    });
  });
  const step = {
    name,
    endpoint: `${operation.method} ${operation.path}`,
    ...own,
    headers: { ...(own.headers as Values | undefined), ...auth },
  };
  return { steps: [loginStep(api.login, credentials), ...sourceSteps, step], requestStep: sourceSteps.length + 1 };
}

/** Returns the `once` login step: a form body for OAuth2's password grant, else the login operation's JSON body. */
function loginStep(login: LoginRequest, { user, password }: Credentials): Values {
  const body = login.form
    ? `grant_type=password&${login.userField}=\${${user}}&${login.passwordField}=\${${password}}`
    : { [login.userField]: `\${${user}}`, [login.passwordField]: `\${${password}}` };
  return {
    name: LOGIN_STEP,
    endpoint: login.endpoint,
    once: true,
    refreshOn: [401],
    ...(login.form && { contentType: 'application/x-www-form-urlencoded' }),
    body,
    extract: { [TOKEN]: login.tokenPath },
  };
}

/** Returns the request with each data source replaced by `${name}` of the value a step extracts, told to `found`. */
function withoutSources(request: Values, found: (name: string, from: string, pick: string) => void): Values {
  const copy: Values = { ...request };
  const replace = (values: unknown): Values | undefined => {
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
    const entries = Object.entries(values as Values).map(([key, value]) => {
      if (!isDataSource(value)) return [key, value];
      found(key, value.from, value.pick);
      return [key, `\${${key}}`];
    });
    return Object.fromEntries(entries) as Values;
  };
  for (const key of ['params', 'query', 'headers', 'body'] as const) {
    const replaced = replace(copy[key]);
    if (replaced) copy[key] = replaced;
  }
  return copy;
}
