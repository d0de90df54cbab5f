import { operationShape, type ApiDescription, type LoginRequest, type Operation } from '../schema/operation.js';
import { isDataSource } from '../vocabulary/data-source.js';
import type { PerfOverrides } from '../vocabulary/perf-overrides.js';
import type { RequestWithValues } from './generate-values.js';

type Values = Record<string, unknown>;

/** The name of the login step, and of the value it extracts. */
const LOGIN_STEP = 'Log in';
const TOKEN = 'token';

/** The environment variables of the login's user name and password, as a plan line names them. */
export type Credentials = NonNullable<PerfOverrides['credentials']>;

/**
 * The credentials variables of a login when the plan names none: an API with a login then runs with these two set,
 * and no hand edit (README, "Flows and logins").
 */
export const DEFAULT_CREDENTIALS: Credentials = { user: 'API_USER', password: 'API_PASSWORD' };

/** Returns the comment written on a login step: which variables to set for it. */
export function loginComment({ user, password }: Credentials): string {
  return ` set ${user} and ${password} in the environment: the user name and password this login sends`;
}

/**
 * The part of a `Location` a create step takes: its last path segment, a trailing slash, query and fragment left out
 * (`/articles/7f3c…` → `7f3c…`).
 */
export const LAST_PATH_SEGMENT = '([^/?#]+)/?(?:[?#].*)?$';

/** A scenario's request written as a flow: its steps, and where the request's own step is among them. */
export interface LoginFlow {
  steps: Values[];
  /** The index of the scenario's own request among the steps: its value comments go there. */
  requestStep: number;
  /** Whether the first step logs in (and the request sends its token). */
  login: boolean;
}

/**
 * Returns the steps of a scenario that logs in first or creates the item it asks for: a `once` login step (refreshed
 * on 401) that extracts the token, a `once` step for each data source of the request (a source is fetched with the
 * token, so it cannot be fetched before the run as a plain scenario's is; its first value is used), a `once` create
 * step for each value only a create's `Location` gives, then the request (with the token). Returns undefined when
 * the scenario needs neither: no login in the API, no credentials, or an operation that declares no security, and
 * nothing created. Generation passes DEFAULT_CREDENTIALS when the plan names none.
 */
export function loginFlow(
  api: ApiDescription,
  operation: Operation,
  name: string,
  request: Values,
  credentials: Credentials | undefined,
  created: RequestWithValues['created'] = [],
): LoginFlow | undefined {
  const login =
    api.login &&
    credentials &&
    !operation.anonymous &&
    `${operation.method} ${operation.path}` !== api.login.endpoint &&
    api.login;
  if (!login && created.length === 0) return undefined;
  const auth = login ? { Authorization: `Bearer \${${TOKEN}}` } : undefined;
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
  const own = withoutSources(request, (valueName, from, pick) => {
    const [endpoint = from, search] = from.split('?');
    const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
    const listing = api.operations.find((candidate) => operationShape(candidate.key) === operationShape(endpoint));
    sourceSteps.push({
      name: unique(listing?.title ?? `Fetch ${valueName}`),
      endpoint,
      once: true,
      ...(query && { query }),
      ...withAuth(undefined),
      extract: { [valueName]: pick },
    });
  });
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
  const step = { name, endpoint: `${operation.method} ${operation.path}`, ...own, ...withAuth(own.headers) };
  const first = login ? [loginStep(login, credentials)] : [];
  return {
    steps: [...first, ...sourceSteps, step],
    requestStep: first.length + sourceSteps.length,
    login: first.length > 0,
  };
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
