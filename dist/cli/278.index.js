export const id = 278;
export const ids = [278,618];
export const modules = {

/***/ 26278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  QO: () => (/* binding */ generateLoadTestFrom),
  iE: () => (/* binding */ prepareLoadTest),
  l9: () => (/* binding */ schemaHeadersFor),
  ee: () => (/* binding */ writeLoadTest)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/masker.ts + 1 modules
var masker = __webpack_require__(153);
// EXTERNAL MODULE: ./src/config/config-error.ts
var config_error = __webpack_require__(85877);
// EXTERNAL MODULE: ./src/config/load.ts + 6 modules
var load = __webpack_require__(1507);
// EXTERNAL MODULE: ./src/placeholders.ts
var src_placeholders = __webpack_require__(84429);
;// CONCATENATED MODULE: ./src/loadtest/carried-headers.ts
// Auth carried over: the headers a schema was read with, written into the load test as `${NAME}`, never as values.

/**
 * Returns the headers the schema was read with, to send with every scenario, when no security scheme of the API says
 * how requests authenticate (an API whose schema needs a token mostly needs it for its operations too): a template
 * (`Bearer ${TOKEN}`) is kept as written, a literal value becomes `${NAME}` named after the header (`X-Api-Key` →
 * `${X_API_KEY}`). Undefined when there is nothing to carry over.
 */
function carriedHeaders(templates, resolved, api) {
    const names = Object.keys(templates ?? {});
    if (names.length === 0 || Object.keys(api.securityHeaders).length > 0 || api.login)
        return undefined;
    const carried = { headers: {}, variables: [], literal: [] };
    for (const header of names) {
        const template = templates[header];
        const placeholders = (0,src_placeholders/* findPlaceholders */.GY)(template).filter(({ valid }) => valid);
        if (placeholders.length > 0) {
            carried.headers = { ...carried.headers, [header]: template };
            for (const { name } of placeholders) {
                if (!carried.variables.some(({ variable }) => variable === name))
                    carried.variables.push({ variable: name, header });
            }
            continue;
        }
        const variable = variableOf(header);
        carried.headers = { ...carried.headers, [header]: `\${${variable}}` };
        carried.variables.push({ variable, header });
        carried.literal.push({ header, variable, value: resolved[header] ?? template });
    }
    return carried;
}
/**
 * Returns the headers of the API's own security schemes that are one variable (`Authorization: "${API_KEY}"`) unset
 * in `env`, when the schema was read with the same header: the probe sends the schema header's value for it, in
 * memory only, and may tell whether it must carry its scheme.
 */
function borrowedHeaders(resolved, api, env) {
    const byName = new Map(Object.entries(resolved).map(([name, value]) => [name.toLowerCase(), value]));
    return Object.entries(api.securityHeaders).flatMap(([header, template]) => {
        const [placeholder] = (0,src_placeholders/* findPlaceholders */.GY)(template);
        const variable = placeholder?.valid && template === `\${${placeholder.name}}` ? placeholder.name : undefined;
        const value = byName.get(header.toLowerCase());
        return variable !== undefined && value !== undefined && !env[variable] ? [{ header, variable, value }] : [];
    });
}
/** Returns the note that names the variables to set before running, and where their values come from. */
function carriedNote(carried) {
    const headers = [...new Set(carried.variables.map(({ header }) => header))].join(', ');
    const variables = carried.variables.map(({ variable }) => variable).join(', ');
    return `the schema was read with ${headers} and no security scheme of the API says how its operations authenticate: every scenario sends ${plural(carried.variables.length, 'it', 'them')} as written in defaults.headers; set ${variables} in the environment before running (in a workflow, from a secret under env:)`;
}
/** Returns a variable name for a header: upper case, `-` and other characters as `_` (`X-Api-Key` → `X_API_KEY`). */
function variableOf(header) {
    const name = header.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
    return /^[0-9]/.test(name) ? `_${name}` : name;
}
function plural(count, one, many) {
    return count === 1 ? one : many;
}

// EXTERNAL MODULE: ./src/vocabulary/thresholds.ts
var thresholds = __webpack_require__(58442);
// EXTERNAL MODULE: ./src/vocabulary/regression.ts
var vocabulary_regression = __webpack_require__(93975);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
// EXTERNAL MODULE: ./src/schema/operation.ts
var schema_operation = __webpack_require__(60226);
// EXTERNAL MODULE: ./src/vocabulary/data-source.ts
var data_source = __webpack_require__(62866);
;// CONCATENATED MODULE: ./src/loadtest/generate/generate-flow.ts
// The flow generation writes around a request: a login, the once fetches, the creates and deletes of a write.


/** The name of the login step, and of the value it extracts. */
const LOGIN_STEP = 'Log in';
const TOKEN = 'token';
/**
 * The credentials variables of a login when the plan names none: an API with a login then runs with these two set,
 * and no hand edit (docs/schemas.md#a-login-flow).
 */
const DEFAULT_CREDENTIALS = { user: 'API_USER', password: 'API_PASSWORD' };
/** The variables of an OAuth2 client's id and secret when the plan names none (a client-credentials login). */
const DEFAULT_CLIENT = { user: 'CLIENT_ID', password: 'CLIENT_SECRET' };
/** Returns the credentials variables of a login when the plan names none: a client's, or a user's. */
function defaultCredentials(login) {
    return login?.grant === 'client_credentials' ? DEFAULT_CLIENT : DEFAULT_CREDENTIALS;
}
/** Returns the comment written on a login step: which variables to set for it. */
function loginComment({ user, password }, login) {
    const what = login?.grant === 'client_credentials' ? "the OAuth2 client's id and secret" : 'the user name and password';
    return ` set ${user} and ${password} in the environment: ${what} this login sends`;
}
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
function scenarioFlow(api, operation, name, request, credentials, created = [], write) {
    const needed = loginOfOperation(api, operation);
    const login = needed && credentials && `${operation.method} ${operation.path}` !== needed.endpoint && needed;
    const writeSteps = write && (write.kind === 'record' || write.cleanup || write.before);
    if (!login && created.length === 0 && !writeSteps)
        return undefined;
    // A cookie session login sends no token: each user's cookie jar carries the session.
    const auth = login && login.tokenPath !== undefined ? { Authorization: `Bearer \${${TOKEN}}` } : undefined;
    const withAuth = (headers) => auth ? { headers: { ...headers, ...auth } } : headers ? { headers } : {};
    const names = new Set([LOGIN_STEP, name]);
    const unique = (wanted) => {
        let step = wanted;
        for (let n = 2; names.has(step); n++)
            step = `${wanted} ${n}`;
        names.add(step);
        return step;
    };
    const sourceSteps = [];
    const fetched = new Set();
    const fetch = (valueName, { from, pick, graphql }) => {
        if (fetched.has(valueName))
            return;
        fetched.add(valueName);
        const [endpoint = from, search] = from.split('?');
        const query = search ? Object.fromEntries(new URLSearchParams(search)) : undefined;
        const listing = graphql
            ? undefined
            : api.operations.find((candidate) => (0,schema_operation/* operationShape */.b)(candidate.key) === (0,schema_operation/* operationShape */.b)(endpoint));
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
            extract: { [valueName]: { header: 'Location', match: schema_operation/* LAST_PATH_SEGMENT */.l } },
        });
    }
    const recordStep = (step, when) => {
        const { headers, ...data } = withoutSources(step.request, fetch);
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
    const after = (write?.cleanup ?? []).map((cleanup) => recordStep(cleanup, inIteration ? { measure: false } : { cleanup: true }));
    const first = login ? [loginStep(login, credentials)] : [];
    return {
        steps: [...first, ...sourceSteps, ...creates, step, ...after],
        requestStep: first.length + sourceSteps.length + creates.length,
        login: first.length > 0,
    };
}
/** Returns how an operation logs in: the login of its own scheme, else the API's unless it needs none. */
function loginOfOperation(api, operation) {
    return operation.login ?? (operation.anonymous ? undefined : api.login);
}
/**
 * Returns the `once` login step: a form body for OAuth2's password or client-credentials grant, else the login
 * operation's JSON body. A client's token is every user's (`shared: true`): fetched once, refreshed once for all.
 */
function loginStep(login, { user, password }) {
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
function withoutSources(request, found) {
    const copy = { ...request };
    const replace = (values) => {
        if (typeof values !== 'object' || values === null || Array.isArray(values))
            return undefined;
        const entries = Object.entries(values).map(([key, value]) => {
            if (!(0,data_source/* isDataSource */.y)(value))
                return [key, value];
            found(key, value);
            return [key, `\${${key}}`];
        });
        return Object.fromEntries(entries);
    };
    for (const key of ['params', 'query', 'headers', 'body']) {
        const replaced = replace(copy[key]);
        if (replaced)
            copy[key] = replaced;
    }
    const graphql = copy.graphql;
    const variables = graphql && replace(graphql.variables);
    if (graphql && variables)
        copy.graphql = { ...graphql, variables };
    return copy;
}

// EXTERNAL MODULE: ./src/vocabulary/arrival-rate.ts
var arrival_rate = __webpack_require__(45128);
;// CONCATENATED MODULE: ./src/loadtest/generate/generate-load.ts
// The load model of a generated scenario: users (the closed model), or a rate with its connections (the open model).

/**
 * Returns the load of a scenario from its layers, strongest first (plan line, `x-perf`, plan defaults), or the
 * built-in users: the strongest layer that sets users or a rate decides the model as a whole, so that a plan line's
 * `20 users` is not turned into a rate by the plan's default `200 rps`. A layer with both asks for the open model and
 * its users are the connections at most (`200 rps, 400 connections`).
 */
function generatedLoad(layers, builtInUsers) {
    const layer = layers.find((each) => each?.concurrentUsers !== undefined || each?.arrivalRate !== undefined);
    if (layer?.arrivalRate === undefined)
        return { concurrentUsers: layer?.concurrentUsers ?? builtInUsers };
    const maxUsers = layer.maxUsers ?? layer.concurrentUsers;
    return {
        concurrentUsers: maxUsers ?? (0,arrival_rate/* defaultMaxUsers */.O0)([(0,arrival_rate/* parseRate */.WN)(layer.arrivalRate) ?? 0]),
        arrivalRate: layer.arrivalRate,
        ...(maxUsers !== undefined && { maxUsers }),
    };
}

;// CONCATENATED MODULE: ./src/loadtest/generate/generate-stream.ts

/** The time to first event generated when the config sets no latency: a stream that says nothing for 1 s is felt. */
const DEFAULT_TTFE_MS = 1000;
/** The share of streams that may fail when the config sets no ok rate: a cut at a proxy's timeout, a reconnect. */
const DEFAULT_ERROR_PERCENT = 1;
/**
 * Returns the stream of an operation's scenario, or undefined for an ordinary one: the operation's (an OpenAPI
 * `text/event-stream` answer, a GraphQL subscription over SSE), a subscription carried by graphql-ws when the plan
 * says `over websocket` (its line, or a default line), and the method of the endpoint that opens it (a WebSocket's
 * GET).
 */
function generatedStream(operation, layers) {
    if (!operation.stream)
        return undefined;
    const transport = layers.find((layer) => layer?.transport !== undefined)?.transport;
    if (transport === 'websocket' && operation.key.startsWith('subscription '))
        return { stream: { protocol: 'graphql-ws', mode: 'hold' }, method: 'GET' };
    return { stream: { ...operation.stream }, method: operation.method };
}
/**
 * Returns the layers of a stream's scenario without a rate: streams run in the closed model (concurrentUsers: the
 * streams open at once), so a plan's `200 rps` leaves them to their users.
 */
function closedLayers(layers) {
    return layers.map((layer) => (layer?.arrivalRate === undefined ? layer : withoutRate(layer)));
}
function withoutRate({ arrivalRate: _rate, maxUsers: _max, ...rest }) {
    return rest;
}
/**
 * Returns the thresholds a stream's scenario starts from, in place of the config's `p99` and `okRate`: `ttfe`, the
 * time to the first event, is what a user waits for (the config's p99 latency when it sets one, else 1 s), where a
 * stream's own latency is its length (request mode) or that same wait (hold mode); and `errorRate`, the streams that
 * did not end as they should (the complement of the config's ok rate, else 1%).
 */
function streamThresholds(config) {
    const ttfe = config.p99LatencyMs ?? DEFAULT_TTFE_MS;
    const ok = config.okRequestPercent;
    const errors = ok === undefined ? DEFAULT_ERROR_PERCENT : Math.round((100 - ok) * 1e6) / 1e6;
    return { ttfe: (0,units/* formatLatencyMs */.Se)(ttfe) ?? `${ttfe}ms`, errorRate: (0,units/* formatPercent */.l9)(Math.max(0, errors)) };
}

;// CONCATENATED MODULE: ./src/loadtest/generate/generate-values.ts
/**
 * Returns the request data a scenario sends, each value from, strongest first: its plan line (`petId = 42`), the
 * plan's defaults (only for a value the request already has), a source in the API itself (`from`/`pick`), the
 * sampled value. A path parameter whose only source is a create's `Location` becomes `${name}`, extracted by a flow
 * step (`created`). A required id with neither a plan value nor a source keeps its sample, with a comment saying how
 * to give one.
 */
function requestWithValues(operation, lineValues = {}, defaultValues = {}) {
    const request = copyRequest(operation.request);
    if (operation.expectJson)
        request.expect = { json: { ...operation.expectJson } };
    const graphql = request.graphql;
    const params = request.params;
    const given = new Set();
    const set = (name, value, addAnywhere) => {
        given.add(name);
        if (graphql)
            (graphql.variables ??= {})[name] = value;
        else if (params && name in params)
            params[name] = value;
        else if (request.headers && name in request.headers)
            request.headers[name] = String(value);
        else if (addAnywhere || (request.query && name in request.query))
            (request.query ??= {})[name] = value;
        else
            given.delete(name);
    };
    for (const [name, value] of Object.entries(defaultValues)) {
        if (graphql ? name in (graphql.variables ?? {}) : true)
            set(name, value, false);
    }
    for (const [name, value] of Object.entries(lineValues))
        set(name, value, true);
    const where = graphql ? ['graphql', 'variables'] : ['params'];
    const values = graphql ? graphql.variables : params;
    const comments = [];
    const unsourced = { ...operation.unsourced };
    const sources = Object.entries(operation.sources ?? {}).filter(([name]) => !given.has(name));
    // A source's path is filled with values known now: a value fetched at run time cannot fill another's path.
    const known = Object.fromEntries(Object.entries(params ?? {}).filter(([name]) => !sources.some(([sourced]) => sourced === name)));
    // A REST key is a path parameter, or a required query parameter (`?collection=`).
    const placeOf = (name) => {
        if (values && (graphql || name in values))
            return { record: values, at: where };
        const query = request.query;
        return !graphql && query && name in query ? { record: query, at: ['query'] } : undefined;
    };
    for (const [name, source] of sources) {
        const place = placeOf(name);
        if (!place)
            continue;
        const from = filled(source.from, known);
        if (from === undefined)
            unsourced[name] = `its source ${source.from} needs a value that is itself fetched from the API`;
        else
            place.record[name] = sourceValue({ ...source, from });
    }
    const created = [];
    for (const [name, source] of Object.entries(operation.created ?? {})) {
        if (given.has(name) || !params || !(name in params))
            continue;
        params[name] = `\${${name}}`;
        created.push({ name, source });
    }
    for (const [name, reason] of Object.entries(unsourced)) {
        const place = placeOf(name);
        if (given.has(name) || !place || !(name in place.record))
            continue;
        comments.push({
            path: [...place.at, name],
            // On one line whatever the schema's names hold: a line break would end the comment.
            text: ` ${reason}: set a value, or a plan line "${operation.key}: ${name} = 42"`.replace(/\s+/g, ' '),
        });
    }
    if (operation.sampleCut) {
        comments.push({
            path: ['endpoint'],
            text: ` ${operation.sampleCut}: complete what the server needs by hand`.replace(/\s+/g, ' '),
        });
    }
    // A value written as a source is a mapping, and a created one a `${name}`: neither is invented.
    const invented = [];
    const collect = (where, record) => {
        for (const [name, value] of Object.entries(record ?? {})) {
            const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
            if (!plain || given.has(name) || String(value).includes('${'))
                continue;
            invented.push({ in: where, name, value });
        }
    };
    collect(graphql ? 'variables' : 'params', values);
    if (!graphql)
        collect('query', request.query);
    return { request, comments, created, invented };
}
/** Returns a source's path with its `{name}`s filled from the scenario's values, or undefined when one is not plain. */
function filled(from, params) {
    const missing = [];
    const path = from.replace(/\{([^}]+)\}/g, (whole, name) => {
        const value = params[name];
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
            return encodeURIComponent(String(value));
        missing.push(name);
        return whole;
    });
    return missing.length === 0 ? path : undefined;
}
/** A source as loadtool.yaml writes it: `from`, then the GraphQL document, then `pick`. */
function sourceValue(source) {
    return { from: source.from, ...(source.graphql && { graphql: { ...source.graphql } }), pick: source.pick };
}
function copyRequest(request) {
    const copy = { ...request };
    for (const key of ['params', 'query', 'headers'])
        if (request[key])
            copy[key] = { ...request[key] };
    if (request.graphql) {
        copy.graphql = {
            ...request.graphql,
            ...(request.graphql.variables && { variables: { ...request.graphql.variables } }),
        };
    }
    return copy;
}

;// CONCATENATED MODULE: ./src/loadtest/generate/generate-writes.ts
/**
 * Returns the operations to generate, each write with the plan it follows, and the writes left out with the reason.
 * With `own` (the default) a write that names a record gets the record's key from a create step (`${id}`) instead of
 * a source in the API, and one with no way to keep to created records is left out. A value the plan line gives for
 * every key is the user's choice: such a write is sent as written. With `existing`, writes take ids from the API as
 * reads do; a create still removes what it made.
 */
function ownWrites(selected, mode) {
    const kept = [];
    const notGenerated = [];
    for (const entry of selected) {
        const plan = entry.operation.write;
        const given = entry.overrides?.params ?? {};
        if (!plan || (plan.kind !== 'create' && mode === 'existing'))
            kept.push(entry);
        else if (plan.kind === 'create')
            kept.push({ ...entry, write: plan });
        else if (plan.kind === 'refused') {
            const params = Object.keys(entry.operation.request.params ?? {});
            if (params.length > 0 && params.every((name) => name in given))
                kept.push(entry);
            else
                notGenerated.push({ key: entry.operation.key, reason: plan.reason });
        }
        else if (Object.keys(plan.keys).every((name) => name in given))
            kept.push(entry);
        else
            kept.push({ ...entry, operation: withKeys(entry.operation, plan.keys), write: plan });
    }
    return { selected: kept, notGenerated };
}
/** Returns the operation with its keys set to the values a create step extracts, no longer taken from the API. */
function withKeys(operation, keys) {
    const { sources, unsourced, created, ...rest } = operation;
    const without = (values) => values && Object.keys(values).some((name) => !(name in keys))
        ? Object.fromEntries(Object.entries(values).filter(([name]) => !(name in keys)))
        : undefined;
    const request = { ...operation.request };
    for (const [name, value] of Object.entries(keys)) {
        if (request.graphql) {
            request.graphql = { ...request.graphql, variables: { ...request.graphql.variables, [name]: value } };
        }
        else if (request.params && name in request.params)
            request.params = { ...request.params, [name]: value };
        else
            request.query = { ...request.query, [name]: value };
    }
    const kept = {
        sources: without(sources),
        unsourced: without(unsourced),
        created: without(created),
    };
    return {
        ...rest,
        request,
        ...(kept.sources && { sources: kept.sources }),
        ...(kept.unsourced && { unsourced: kept.unsourced }),
        ...(kept.created && { created: kept.created }),
    };
}
/** Returns the line `generate` prints for a write it left out: why, and the plan line that would allow it. */
function notGeneratedNote({ key, reason }) {
    return `not generated: ${key}: ${reason}, so it would change records the test did not create; a plan line "Writes: existing" allows writes to existing data`;
}
/** Returns `existing` when the plan's defaults or one of its lines say `Writes: existing`, else `own`. */
function writesMode(layers) {
    return layers.some((layer) => layer?.writes === 'existing') ? 'existing' : 'own';
}

;// CONCATENATED MODULE: ./src/loadtest/generate/generate-layout.ts
// How generated scenarios are laid out: their names made unique, their keys in a fixed order, small maps in flow style.

/**
 * Returns thresholds or tolerances in the fixed order of their keys, latencies first, so that output does not depend
 * on where each came from; unknown keys last.
 */
function ordered(values, order) {
    const rank = (key) => (order.indexOf(key) + order.length + 1) % (order.length + 1);
    return Object.fromEntries(Object.entries(values).sort(([a], [b]) => rank(a) - rank(b)));
}
/** Scenario names from operation titles, made unique with the endpoint where two operations share a title. */
function uniqueNames(operations) {
    const counts = new Map();
    for (const { title } of operations)
        counts.set(title, (counts.get(title) ?? 0) + 1);
    const seen = new Set();
    return operations.map(({ title, key }) => {
        let name = counts.get(title) === 1 ? title : `${title} (${key})`;
        for (let n = 2; seen.has(name); n++)
            name = `${title} (${key}) ${n}`;
        seen.add(name);
        return name;
    });
}
/** Writes maps of a few scalars in flow style (`{ p99: 1000ms, okRate: 99% }`), as people write them. */
function flowSmallMaps(node) {
    if (!(0,dist/* isMap */.jh)(node) && !(node && typeof node === 'object' && 'items' in node))
        return;
    const collection = node;
    for (const item of collection.items) {
        const value = item.value ?? item;
        flowSmallMaps(value);
    }
    if ((0,dist/* isMap */.jh)(node) &&
        node.items.length <= 4 &&
        // A value with a comment keeps its own line: a comment cannot follow a value inside `{ … }`.
        node.items.every((pair) => !(pair.value &&
            typeof pair.value === 'object' &&
            ('items' in pair.value || ((0,dist/* isScalar */.jn)(pair.value) && pair.value.comment))))) {
        const text = JSON.stringify(node.toJSON());
        if (text.length <= 80)
            node.flow = true;
    }
}

;// CONCATENATED MODULE: ./src/loadtest/generate/generate.ts
// src/loadtest/generate/ writes loadtool.yaml from the schema's operations and the plan; this is its entry.










/** Where editors find the JSON Schema of loadtool.yaml (the `yaml-language-server` comment on the first line). */
const LOADTEST_SCHEMA_URL = 'https://raw.githubusercontent.com/qa-perf/qa-perf/v0/schemas/loadtool.schema.json';
/** The built-in load profile, the weakest source of a scenario's numbers (docs/loadtool-yaml.md). */
const BUILT_IN = { concurrentUsers: 10, duration: '30s' };
/**
 * Returns loadtool.yaml for the selected operations: one scenario each, with the operation's request data and the
 * numbers from, strongest first, its plan line, its `x-perf`, the plan's defaults, the config's thresholds and the
 * built-in defaults. Deterministic: the same input gives the same bytes.
 */
function generateLoadTest(input) {
    const { selected, notGenerated } = ownWrites(input.selected, input.writes ?? 'own');
    const configThresholds = {};
    const p99 = input.thresholds.p99LatencyMs;
    // In plain decimals, as the load test reads them: String(1e-7) is "1e-7". A value out of range is written as it
    // is, so that validating what was generated names it.
    if (p99 !== undefined)
        configThresholds.p99 = (0,units/* formatLatencyMs */.Se)(p99) ?? `${p99}ms`;
    if (input.thresholds.okRequestPercent !== undefined)
        configThresholds.okRate = (0,units/* formatPercent */.l9)(input.thresholds.okRequestPercent);
    const names = uniqueNames(selected.map(({ operation }) => operation));
    const scenarios = selected.map(({ operation, overrides }, index) => {
        const layers = [overrides, operation.perf, input.planDefaults];
        const streamed = generatedStream(operation, layers);
        const regression = ordered(Object.assign({}, ...[...layers].reverse().map((layer) => layer?.regression ?? {})), vocabulary_regression/* REGRESSION_KEYS */.Xn);
        return {
            name: names[index],
            endpoint: `${streamed?.method ?? operation.method} ${operation.path}`,
            ...generatedLoad(streamed ? closedLayers(layers) : layers, BUILT_IN.concurrentUsers),
            duration: layers.find((layer) => layer?.duration !== undefined)?.duration ?? BUILT_IN.duration,
            thresholds: ordered(Object.assign({}, streamed ? streamThresholds(input.thresholds) : configThresholds, ...[...layers].reverse().map((layer) => layer?.thresholds ?? {})), thresholds/* THRESHOLD_KEYS */.Hj),
            ...(Object.keys(regression).length > 0 && { regression }),
            ...(streamed && { stream: streamed.stream }),
        };
    });
    const requests = selected.map(({ operation, overrides }) => requestWithValues(operation, overrides?.params, input.planDefaults?.params));
    const credentials = selected.map(({ operation, overrides }) => [overrides, operation.perf, input.planDefaults].find((layer) => layer?.credentials)?.credentials ??
        defaultCredentials(loginOfOperation(input.api, operation)));
    // A stream is one request of its own (streams in flows are not supported yet): a scenario, never a flow.
    const flows = selected.map(({ operation }, index) => operation.stream
        ? undefined
        : scenarioFlow(input.api, operation, names[index], requests[index].request, credentials[index], requests[index].created, selected[index].write));
    const headers = requestHeaders(input.api, flows.some((flow) => flow?.login), input.carriedHeaders);
    const renderDocument = (edited = scenarios) => {
        const document = new dist/* Document */.yo({
            version: 1,
            baseUrl: input.baseUrl,
            execution: 'sequential',
            defaults: {
                ...(input.writes === 'existing' && { writes: 'existing' }),
                ...(Object.keys(headers.defaults).length > 0 && { headers: headers.defaults }),
                timeout: '30s',
                regression: { ...vocabulary_regression/* DEFAULT_REGRESSION */.ou },
            },
            scenarios: edited.map((scenario, index) => {
                const flow = flows[index];
                const request = withProbed(requests[index].request, scenario.probed);
                const own = flow?.login || selected[index].operation.anonymous ? undefined : headers.scenario;
                return {
                    name: scenario.name,
                    ...(flow
                        ? {
                            ...(scenario.skip !== undefined && { skip: scenario.skip }),
                            ...(own && { headers: own }),
                            flow: flow.steps,
                        }
                        : {
                            endpoint: scenario.endpoint,
                            ...(scenario.skip !== undefined && { skip: scenario.skip }),
                            ...request,
                            ...(own && { headers: { ...own, ...request.headers } }),
                        }),
                    ...(scenario.arrivalRate === undefined
                        ? { concurrentUsers: scenario.concurrentUsers }
                        : {
                            arrivalRate: scenario.arrivalRate,
                            ...(scenario.maxUsers !== undefined && { maxUsers: scenario.maxUsers }),
                        }),
                    duration: scenario.duration,
                    ...(scenario.stream && { stream: scenario.stream }),
                    ...(Object.keys(scenario.thresholds).length > 0 && { thresholds: scenario.thresholds }),
                    ...(scenario.regression && { regression: scenario.regression }),
                };
            }),
        });
        const count = `${edited.length} scenario${edited.length === 1 ? '' : 's'}`;
        document.commentBefore = [
            ` yaml-language-server: $schema=${LOADTEST_SCHEMA_URL}`,
            ` Generated by \`loadtool generate\` from ${input.sources.join(', ')}: ${count}.`,
            ' Edit it freely: `loadtool generate` keeps your edits (`--fresh` discards them), and `loadtool validate` checks it.',
        ].join('\n');
        edited.forEach((_, index) => {
            const flow = flows[index];
            const at = flow ? ['flow', flow.requestStep] : [];
            const login = flow?.login && document.getIn(['scenarios', index, 'flow', 0], true);
            if ((0,dist/* isMap */.jh)(login))
                login.commentBefore = loginComment(credentials[index], loginOfOperation(input.api, selected[index].operation));
            // `refreshOn: [401]`, as people write it.
            const refreshOn = flow && document.getIn(['scenarios', index, 'flow', 0, 'refreshOn'], true);
            if ((0,dist/* isSeq */.oP)(refreshOn))
                refreshOn.flow = true;
            for (const { path, text } of requests[index].comments) {
                const node = document.getIn(['scenarios', index, ...at, ...path], true);
                if ((0,dist/* isScalar */.jn)(node))
                    node.comment = text;
            }
            for (const value of edited[index].probed ?? []) {
                const node = document.getIn(['scenarios', index, ...at, ...probedPath(value)], true);
                if ((0,dist/* isScalar */.jn)(node))
                    node.comment = ` found by the probe in ${value.from} (the invented value got no real answer)`;
            }
        });
        flowSmallMaps(document.contents);
        // A tolerance a line, so that the annotation of a regressed metric points at its own (docs/regression-gate.md).
        for (const path of [['defaults'], ...edited.map((_, index) => ['scenarios', index])]) {
            const regression = document.getIn([...path, 'regression'], true);
            if ((0,dist/* isMap */.jh)(regression))
                regression.flow = false;
        }
        return document;
    };
    const logins = selected.flatMap(({ operation }, index) => flows[index]?.login ? [{ login: loginOfOperation(input.api, operation), credentials: credentials[index] }] : []);
    const used = [...new Set(logins.map(({ credentials: c }) => `${c.user} and ${c.password}`))];
    const endpoints = [...new Set(logins.map(({ login }) => login.endpoint))];
    const loginNote = used.length > 0
        ? `the scenarios log in first (${endpoints.join(', ')}): set ${used.join(', ')} in the environment before running`
        : undefined;
    return {
        scenarios,
        render: (edited = scenarios) => yamlText(renderDocument(edited)),
        document: renderDocument,
        ...(loginNote && { loginNote }),
        notGenerated,
        probeTargets: selected.map(({ operation }, index) => ({
            ...(operation.stream
                ? { notProbed: 'a stream' }
                : flows[index]
                    ? { notProbed: 'a flow' }
                    : !operation.safe || operation.write
                        ? { notProbed: 'a write' }
                        : {}),
            invented: requests[index].invented,
        })),
    };
}
/** Returns where a probed value is in a scenario's request: `['params', 'collection']`. */
function probedPath(value) {
    return value.in === 'variables' ? ['graphql', 'variables', value.name] : [value.in, value.name];
}
/** Returns the request with the probe's values in place of the invented ones; the same request when there are none. */
function withProbed(request, probed) {
    if (!probed || probed.length === 0)
        return request;
    const copy = { ...request };
    for (const value of probed) {
        if (value.in === 'variables') {
            const graphql = copy.graphql;
            copy.graphql = { ...graphql, variables: { ...graphql.variables, [value.name]: value.value } };
        }
        else
            copy[value.in] = { ...copy[value.in], [value.name]: value.value };
    }
    return copy;
}
/** Returns the text of a generated load test's document, as loadtool.yaml holds it. */
function yamlText(document) {
    return document.toString({ lineWidth: 0 });
}
/**
 * Returns the headers of the security schemes, after the headers carried over from the schema's reading that they do
 * not name: all in `defaults` as before; with a login flow written, the bearer token's header goes on each scenario
 * that still needs it instead, since the flows log in for theirs.
 */
function requestHeaders(api, loginFlows, carried = {}) {
    const own = new Set(Object.keys(api.securityHeaders).map((name) => name.toLowerCase()));
    const kept = Object.entries(carried).filter(([name]) => !own.has(name.toLowerCase()));
    const { Authorization, ...others } = api.securityHeaders;
    if (!loginFlows || Authorization === undefined)
        return { defaults: { ...Object.fromEntries(kept), ...api.securityHeaders } };
    return { defaults: { ...Object.fromEntries(kept), ...others }, scenario: { Authorization } };
}
/**
 * Returns the base URL that scenarios are sent to: the configured one, with the path prefix the schema declares
 * (Swagger `basePath`, the path of the first OpenAPI server) when the configured URL has no path of its own. The
 * engine appends each endpoint's path to it.
 */
function scenarioBaseUrl(configured, api) {
    const url = new URL(configured);
    // GraphQL operations carry the endpoint's path themselves (src/schema/graphql/graphql-endpoint.ts).
    if (api.kind === 'graphql')
        return url.origin;
    if (url.pathname !== '/' && url.pathname !== '')
        return configured.replace(/\/+$/, '');
    const server = api.servers[0];
    const prefix = server === undefined ? '' : new URL(server, 'http://placeholder').pathname.replace(/\/+$/, '');
    return `${url.origin}${prefix}`;
}

// EXTERNAL MODULE: ./src/loadtest/load-test-error.ts
var load_test_error = __webpack_require__(81260);
// EXTERNAL MODULE: ./src/loadtest/yaml/read-yaml.ts + 2 modules
var read_yaml = __webpack_require__(19976);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/loadtest/three-way-map.ts
// The three-way merge of regeneration, key by key: the new generation into the file as a person left it.


/**
 * Merges `theirs` (the new generation) into `ours` (the file as a person left it), in place, key by key against
 * `base` (what the last generation wrote); returns the keys it kept from `ours`. A key nobody touched takes the new
 * value; a key a person changed, added or removed stays as they left it, and mappings both sides changed are merged
 * key by key. Values are compared as data, so that a change of layout (flow or block style) is no edit. `ours` keeps
 * its order and comments; a new key goes after the key it follows in the new generation.
 */
function mergeMap(base, ours, theirs, at, skip = new Set()) {
    const kept = [];
    const baseMap = isPlainObject(base) ? base : {};
    const theirKeys = theirs.items.map(keyOf);
    const keys = [...ours.items.map(keyOf), ...theirKeys.filter((key) => !ours.has(key))];
    for (const key of keys) {
        if (skip.has(key))
            continue;
        const mine = ours.get(key, true);
        const their = theirs.get(key, true);
        const [b, o, t] = [baseMap[key], data(mine), data(their)];
        const segments = [...at, key];
        if ((0,external_node_util_.isDeepStrictEqual)(o, b)) {
            if ((0,external_node_util_.isDeepStrictEqual)(o, t))
                continue;
            if (t === undefined)
                ours.delete(key);
            else if (mine === undefined)
                insertPair(ours, pairOf(theirs, key), theirKeys);
            else
                ours.set(key, cloneOf(their));
        }
        else if ((0,external_node_util_.isDeepStrictEqual)(o, t)) {
            continue;
        }
        else if ((0,dist/* isMap */.jh)(mine) && (0,dist/* isMap */.jh)(their) && (b === undefined || isPlainObject(b))) {
            kept.push(...mergeMap(b, mine, their, segments));
        }
        else {
            kept.push({
                segments,
                change: o === undefined ? 'removed' : b === undefined && t === undefined ? 'added' : 'changed',
            });
        }
    }
    return kept;
}
/** Returns a node's value as plain data (a scalar's value, a collection as objects and arrays). */
function data(node) {
    return (0,dist/* isNode */.Ll)(node) ? node.toJSON() : node;
}
/** Returns a scalar as text, and anything else (a mapping, a list, nothing) as the empty string. */
function textOf(value) {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
/** Returns whether a value is a plain mapping (not null, not an array). */
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function keyOf(pair) {
    return String((0,dist/* isScalar */.jn)(pair.key) ? pair.key.value : pair.key);
}
function pairOf(map, key) {
    return map.items.find((pair) => keyOf(pair) === key);
}
function cloneOf(value) {
    return (0,dist/* isNode */.Ll)(value) ? value.clone() : value;
}
/** Inserts a pair of the new generation after the key it follows there, or first when it follows none of ours. */
function insertPair(ours, pair, theirKeys) {
    const before = theirKeys.slice(0, theirKeys.indexOf(keyOf(pair))).reverse();
    const after = before.map((key) => ours.items.findIndex((item) => keyOf(item) === key)).find((index) => index >= 0);
    ours.items.splice(after === undefined ? 0 : after + 1, 0, pair.clone());
}

// EXTERNAL MODULE: ./src/bracket-nesting.ts
var bracket_nesting = __webpack_require__(76772);
;// CONCATENATED MODULE: ./src/loadtest/yaml/yaml-expansion.ts
// The bound on a file whose aliases regeneration writes out as copies of their anchors (keep-edits.ts).


// A file that validation reads in a moment, since an alias shares its anchor's value, may be many times larger written
// out.
/**
 * The largest file, aliases written out, whose edits regeneration keeps: it parses the merged text several times
 * (to merge, locate the edits and validate), about 4 s and 220 MB a megabyte: about 8 s and 450 MB at this bound.
 * A load test is a few kilobytes; validation reads up to MAX_LOAD_TEST_BYTES.
 */
const MAX_MERGED_BYTES = 2 * 1024 * 1024;
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const FRESH = 'discard your edits with `loadtool generate --fresh`';
/** Returns the problem of a file larger than MAX_MERGED_BYTES as it is, found before it is parsed; else undefined. */
function mergedSizeProblem(text) {
    const bytes = Buffer.byteLength(text);
    if (bytes <= MAX_MERGED_BYTES)
        return undefined;
    const message = `is ${MB(bytes)}: regeneration keeps the edits of a load test of at most ${MB(MAX_MERGED_BYTES)} (a load test is a few kilobytes); ${FRESH}`;
    return { path: '', message };
}
/**
 * Returns the problem of a file that its aliases, written out, would make larger than MAX_MERGED_BYTES, at the alias
 * that passes the bound; undefined when it stays within. Counts the bytes of each anchor's text, its own aliases
 * written out, once per alias: aliases times aliases steps, which validation bounds (MAX_ALIASES).
 */
function aliasesSizeProblem(doc, text) {
    const aliases = [];
    // An alias stands for the last anchor of its name before it: the anchors are gathered in the order of the text.
    const anchors = new Map();
    (0,dist/* visit */.YR)(doc, {
        Alias: (_, alias) => {
            const target = anchors.get(alias.source);
            if (target)
                aliases.push({ alias, target });
        },
        Node: (_, node) => {
            if (node.anchor)
                anchors.set(node.anchor, node);
        },
    });
    const bytes = new Map();
    // The bytes of a node written out: its text, each alias inside it replaced by its anchor's bytes written out.
    const writtenOut = (node) => {
        const known = bytes.get(node);
        if (known !== undefined)
            return known;
        const [start, , end] = node.range ?? [0, 0, 0];
        let size = end - start;
        for (const { alias, target } of aliases) {
            const [at, , aliasEnd] = alias.range ?? [0, 0, 0];
            // Validation has refused an alias inside its own anchor: a target always ends before its alias starts.
            if (at >= start && aliasEnd <= end && target !== node)
                size += writtenOut(target) - (aliasEnd - at);
        }
        bytes.set(node, size);
        return size;
    };
    let total = Buffer.byteLength(text);
    for (const { alias, target } of aliases) {
        const [at, , end] = alias.range ?? [0, 0, 0];
        total += writtenOut(target) - (end - at);
        if (total <= MAX_MERGED_BYTES)
            continue;
        return {
            path: '',
            ...(0,bracket_nesting/* positionOf */.d)(text, at),
            message: `*${alias.source} and the aliases before it make the file ${MB(total)} once written out, as regeneration writes each alias (a copy of its anchor), and it keeps the edits of a load test of at most ${MB(MAX_MERGED_BYTES)}: write what scenarios share once (in defaults) rather than as large aliases, or ${FRESH}`,
        };
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/loadtest/yaml/yaml-locator.ts
var yaml_locator = __webpack_require__(64632);
;// CONCATENATED MODULE: ./src/loadtest/keep-edits.ts
// Regeneration that keeps hand edits, by a three-way merge as git merges.






/** Top-level keys not merged key by key: the scenarios are merged one by one, the base URL is generation's. */
const FOLLOW_GENERATION = ['scenarios', 'baseUrl'];
/**
 * Returns the load test to write: `generated` with the hand edits of `existing` kept, found against `previous`, the
 * text the last generation wrote (undefined without a record: then every value that differs from `generated` counts
 * as an edit). Scenarios are matched by name and endpoint, then by an endpoint that only one of them has, then by
 * name. Throws a LoadTestError, naming `file`, when `existing` is not a YAML mapping: its edits cannot be read.
 */
function keepEdits(previous, existing, generated, file = 'loadtool.yaml') {
    // Merging parses the text several times, and writes every alias out: the time it takes is bounded by the size of
    // the text so written.
    const tooLarge = mergedSizeProblem(existing);
    if (tooLarge)
        throw new load_test_error/* LoadTestError */.v(file, [tooLarge]);
    readable(existing, file);
    const parsed = (0,dist/* parseDocument */.Tp)(existing, read_yaml/* YAML_OPTIONS */.Nv);
    const expansion = aliasesSizeProblem(parsed, existing);
    if (expansion)
        throw new load_test_error/* LoadTestError */.v(file, [expansion]);
    const ours = withoutAliases(parsed);
    const theirs = (0,dist/* parseDocument */.Tp)(generated, read_yaml/* YAML_OPTIONS */.Nv);
    // A record that is not a readable YAML mapping any more (edited, or cut short) is no record.
    const base = previous !== undefined && isReadable(previous) ? (0,dist/* parseDocument */.Tp)(previous, read_yaml/* YAML_OPTIONS */.Nv) : undefined;
    if (!(0,dist/* isMap */.jh)(ours.contents) || !(0,dist/* isMap */.jh)(theirs.contents))
        throw new Error('keepEdits: not a load test');
    const their = scenariosOf(theirs);
    const baseScenarios = scenariosOf(base);
    const { result, dropped, added, removed } = arrange(baseScenarios, scenariosOf(ours), their);
    const changes = mergeMap(data(base?.contents), ours.contents, theirs.contents, [], new Set(FOLLOW_GENERATION));
    // Generation writes the base URL from the configuration or --base-url, which the run then trusts to be the target.
    ours.set('baseUrl', theirs.contents.get('baseUrl', true));
    result.forEach((entry, index) => {
        if (entry.theirs === undefined)
            changes.push({ segments: ['scenarios', index], change: 'added' });
        if (entry.theirs === undefined || entry.new)
            return;
        const theirNode = their[entry.theirs].node;
        const baseNode = entry.base === undefined ? undefined : baseScenarios[entry.base].node;
        keepComments(baseNode, entry.node, theirNode);
        changes.push(...mergeMap(data(baseNode), entry.node, theirNode, ['scenarios', index]));
    });
    const scenarios = ours.contents.get('scenarios', true);
    if ((0,dist/* isSeq */.oP)(scenarios))
        scenarios.items = result.map((entry) => entry.node);
    else
        ours.set('scenarios', result.map((entry) => entry.node));
    // The header says what the file was generated from: it follows generation unless a person rewrote it.
    if (base === undefined || ours.commentBefore === base.commentBefore)
        ours.commentBefore = theirs.commentBefore;
    const text = previous === existing ? generated : ours.toString({ lineWidth: 0 });
    return { text, kept: [...located(text, changes), ...removed], dropped, added };
}
/**
 * Returns the scenarios to write, in the order of the file as it is, each with its counterparts to merge with; the
 * scenarios dropped (generated last time, not now), added (generated for the first time) and those a person removed.
 */
function arrange(base, mine, their) {
    const baseToTheirs = match(base, their);
    const baseToMine = match(base, mine);
    const mineFromBase = inverse(baseToMine);
    const theirFromBase = inverse(baseToTheirs);
    // Scenarios the record does not know are matched directly: a person may have written one generation now writes.
    const mineLeft = mine.flatMap((_, index) => (mineFromBase.has(index) ? [] : [index]));
    const theirLeft = their.flatMap((_, index) => (theirFromBase.has(index) ? [] : [index]));
    const mineToTheirs = new Map();
    const direct = match(mineLeft.map((index) => mine[index]), theirLeft.map((index) => their[index]));
    for (const [from, to] of direct)
        mineToTheirs.set(mineLeft[from], theirLeft[to]);
    const dropped = [];
    const added = [];
    const removed = [];
    const result = [];
    mine.forEach((scenario, index) => {
        const from = mineFromBase.get(index);
        const to = from === undefined ? mineToTheirs.get(index) : baseToTheirs.get(from);
        if (from !== undefined && to === undefined)
            dropped.push(ref(base[from]));
        else
            result.push({ node: scenario.node, theirs: to, base: from });
    });
    their.forEach((scenario, index) => {
        if (result.some((entry) => entry.theirs === index))
            return;
        const from = theirFromBase.get(index);
        if (from !== undefined) {
            removed.push({ scenario: scenario.name, path: '', change: 'removed', line: undefined });
            return;
        }
        added.push(ref(scenario));
        // After the scenario it follows in the new generation, so that an untouched file keeps the generated order.
        const after = result.findLastIndex((entry) => entry.theirs !== undefined && entry.theirs < index);
        result.splice(after + 1, 0, { node: scenario.node, theirs: index, new: true });
    });
    return { result, dropped, added, removed };
}
/** Returns the document with each alias replaced by a copy of its node, so that a merge cannot leave one dangling. */
function withoutAliases(doc) {
    (0,dist/* visit */.YR)(doc, {
        Alias: (_, alias) => {
            const node = alias.resolve(doc);
            return node && node.clone();
        },
    });
    return doc;
}
/** Throws a LoadTestError, with a way out, when the file cannot be read as a YAML mapping. */
function readable(existing, file) {
    try {
        (0,read_yaml/* readYaml */.gM)(existing, file);
    }
    catch (error) {
        throw withReason(error, 'fix it to keep your edits, or discard them with `loadtool generate --fresh`');
    }
}
/** Returns whether a text can be read as a YAML mapping, as a load test can. */
function isReadable(text) {
    try {
        (0,read_yaml/* readYaml */.gM)(text, '');
        return true;
    }
    catch (error) {
        if (error instanceof load_test_error/* LoadTestError */.v)
            return false;
        throw error;
    }
}
/** Returns a LoadTestError with `why` added to each of its problems; any other error as it is. */
function withReason(error, why) {
    if (!(error instanceof load_test_error/* LoadTestError */.v))
        return error;
    return new load_test_error/* LoadTestError */.v(error.file, error.problems.map((problem) => ({ ...problem, message: `${problem.message} (${why})` })));
}
/** Returns the scenarios of a document that are mappings, with their name and endpoint. */
function scenariosOf(doc) {
    const list = (0,dist/* isMap */.jh)(doc?.contents) ? doc.contents.get('scenarios', true) : undefined;
    if (!(0,dist/* isSeq */.oP)(list))
        return [];
    return list.items
        .filter((item) => (0,dist/* isMap */.jh)(item))
        .map((node) => ({
        node,
        name: textOf(data(node.get('name', true))),
        endpoint: textOf(data(node.get('endpoint', true))),
    }));
}
/** Returns which scenario of `to` each scenario of `from` is (by index): same name and endpoint, endpoint, name. */
function match(from, to) {
    const pairs = new Map();
    const taken = new Set();
    const pass = (same, unique) => {
        from.forEach((scenario, index) => {
            if (pairs.has(index))
                return;
            const candidates = to.flatMap((other, at) => (!taken.has(at) && same(scenario, other) ? [at] : []));
            const [first] = candidates;
            if (first === undefined)
                return;
            if (unique && (candidates.length > 1 || from.filter((o, at) => !pairs.has(at) && same(o, to[first])).length > 1))
                return;
            pairs.set(index, first);
            taken.add(first);
        });
    };
    pass((a, b) => a.name === b.name && a.endpoint === b.endpoint, false);
    pass((a, b) => a.endpoint === b.endpoint, true);
    pass((a, b) => a.name === b.name, false);
    return pairs;
}
function inverse(map) {
    return new Map([...map].map(([from, to]) => [to, from]));
}
function ref({ name, endpoint }) {
    return { name, endpoint };
}
/** A scenario's comments follow generation unless a person changed them. */
function keepComments(base, ours, theirs) {
    if (base === undefined)
        return;
    if (ours.commentBefore === base.commentBefore)
        ours.commentBefore = theirs.commentBefore;
    if (ours.comment === base.comment)
        ours.comment = theirs.comment;
}
/** Returns the changes as kept edits with their scenario's name and their line in the merged text. */
function located(text, changes) {
    const doc = (0,dist/* parseDocument */.Tp)(text, read_yaml/* YAML_OPTIONS */.Nv);
    const locate = (0,yaml_locator/* locator */.f)(doc);
    const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((newline) => newline.index + 1)];
    const lineOf = (offset) => lineStarts.findLastIndex((start) => start <= offset) + 1;
    const edits = changes.map(({ segments, change }) => {
        const inScenario = segments[0] === 'scenarios' && typeof segments[1] === 'number';
        const scenario = inScenario ? textOf(doc.getIn([...segments.slice(0, 2), 'name'])) : undefined;
        const path = pathText(inScenario ? segments.slice(2) : segments);
        const line = lineOf(locate(segments, change === 'removed' ? 'parent' : 'key'));
        return { ...(scenario !== undefined && { scenario }), path, change, line };
    });
    return edits.sort((a, b) => a.line - b.line);
}
/** Returns a path as people write it: `params.petId`, `headers["X.Y"]`. */
function pathText(segments) {
    return segments
        .map((segment, index) => /^[A-Za-z_$][\w$-]*$/.test(String(segment))
        ? `${index === 0 ? '' : '.'}${segment}`
        : `[${JSON.stringify(segment)}]`)
        .join('');
}
/** Returns whether a file holds anything a person wrote besides blanks and comments: else there is no edit to keep. */
function hasContent(text) {
    // A file too large to be a load test is not parsed here: reading it for its edits says so.
    if (text.length > read_yaml/* MAX_LOAD_TEST_BYTES */.TG)
        return true;
    const doc = (0,dist/* parseDocument */.Tp)(text, read_yaml/* YAML_OPTIONS */.Nv);
    return doc.errors.length > 0 || doc.contents !== null;
}

// EXTERNAL MODULE: ./src/loadtest/validate.ts + 25 modules
var validate = __webpack_require__(39075);
// EXTERNAL MODULE: ./src/plan/plan-error.ts
var plan_error = __webpack_require__(80099);
// EXTERNAL MODULE: ./src/plan/select-operations.ts
var select_operations = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/redact-url.ts
var redact_url = __webpack_require__(20470);
// EXTERNAL MODULE: ./src/schema/fetch-text.ts
var fetch_text = __webpack_require__(71927);
// EXTERNAL MODULE: ./src/schema/read-schema.ts + 28 modules
var read_schema = __webpack_require__(82974);
// EXTERNAL MODULE: ./src/schema/schema-headers.ts
var schema_headers = __webpack_require__(4719);
// EXTERNAL MODULE: ./src/engine/http/build-request.ts
var build_request = __webpack_require__(65135);
// EXTERNAL MODULE: ./src/engine/preflight.ts
var preflight = __webpack_require__(61541);
// EXTERNAL MODULE: ./src/engine/http/request-variants.ts
var request_variants = __webpack_require__(3305);
// EXTERNAL MODULE: ./src/sources/fetch-source.ts
var fetch_source = __webpack_require__(71618);
// EXTERNAL MODULE: ./src/sources/resolve-sources.ts + 1 modules
var resolve_sources = __webpack_require__(92115);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./node_modules/graphql/index.js
var graphql = __webpack_require__(17645);
// EXTERNAL MODULE: ./src/engine/http/graphql-errors.ts
var graphql_errors = __webpack_require__(77340);
// EXTERNAL MODULE: ./src/sources/source-failure.ts
var source_failure = __webpack_require__(84202);
;// CONCATENATED MODULE: ./src/probe/answer.ts
// What one probe request's answer says of its scenario: ready, or why not, in words a person understands.




/** How much of a body a finding quotes. */
const QUOTED = 120;
/** The GraphQL error codes that say the request's credentials were not enough. */
const REFUSED_CODES = new Set(['FORBIDDEN', 'UNAUTHENTICATED', 'UNAUTHORIZED', 'ACCESS_DENIED']);
/**
 * Returns what an answer says of its scenario. Ready is a 2xx (or 3xx) whose body is a real answer: for GraphQL, no
 * `errors` and no root field null; for a REST look-up (a path with a `{name}`), a JSON body that is not null, `{}` or
 * `[]`, nor empty. `credentials` says whether the request carried a `${NAME}` header, for the words of a refusal.
 */
function judgeAnswer(fetched, scenario, credentials) {
    if (!('status' in fetched))
        return { kind: 'server error', detail: `no answer (${fetched.error})` };
    const { status, body } = fetched;
    const line = `${status} ${external_node_http_.STATUS_CODES[status] ?? ''}`.trimEnd();
    if (status === 401 || status === 403)
        return {
            kind: 'refused',
            detail: `${line} ${credentials ? 'with the generated credentials' : 'without credentials'}`,
        };
    if (status === 404)
        return { kind: 'not found', detail: `${scenario.endpoint} answered ${line}` };
    if (status >= 500)
        return { kind: 'server error', detail: `${line}: ${quoted(body)}` };
    if (status >= 400)
        return { kind: 'rejected', detail: `${line}: ${quoted(body)}` };
    if (scenario.graphql)
        return graphqlAnswer(body, scenario.graphql.query, credentials);
    if (scenario.method === 'HEAD')
        return { kind: 'ready', detail: '' };
    const lookup = /\{[^}]+\}/.test(scenario.path);
    let json;
    try {
        json = JSON.parse(body);
    }
    catch {
        // Not JSON (a text, an image): whether it is the right one is for the run's checks, not the probe.
        return lookup && body.trim() === ''
            ? { kind: 'null answer', detail: `${scenario.endpoint} answered an empty body` }
            : { kind: 'ready', detail: '' };
    }
    if (json === null)
        return { kind: 'null answer', detail: `${scenario.endpoint} answered null` };
    if (lookup && typeof json === 'object' && Object.keys(json).length === 0)
        return { kind: 'null answer', detail: `${scenario.endpoint} answered ${JSON.stringify(json)}` };
    return { kind: 'ready', detail: '', json };
}
function graphqlAnswer(body, query, credentials) {
    let json;
    try {
        json = JSON.parse(body);
    }
    catch {
        return { kind: 'rejected', detail: `an answer that is not JSON: ${quoted(body)}` };
    }
    if (Array.isArray(json?.errors) && json.errors.length > 0) {
        // The run's own reading of a GraphQL error: its message and code, a nested one (Directus) first.
        const text = Buffer.from(body);
        const { code, message = body } = (0,graphql_errors/* firstGraphqlError */.kL)(text, text.length, true) ?? {};
        if (code !== undefined && REFUSED_CODES.has(code))
            return {
                kind: 'refused',
                detail: `GraphQL ${code} ${credentials ? 'with the generated credentials' : 'without credentials'}: ${quoted(message)}`,
            };
        return {
            kind: 'rejected',
            detail: `GraphQL errors: ${quoted(message)}${code !== undefined ? ` (${code})` : ''}`,
        };
    }
    const data = json?.data;
    const field = rootField(query);
    if (!data || typeof data !== 'object')
        return { kind: 'null answer', detail: `${field} answered no data` };
    const empty = Object.entries(data).find(([, value]) => value === null || value === undefined);
    if (empty)
        return { kind: 'null answer', detail: `${field} answered null` };
    return { kind: 'ready', detail: '', json };
}
/**
 * Returns the first root field of a GraphQL document with the names of its arguments, as a finding names it:
 * `post(id)`, `posts`; the document's start when it does not parse.
 */
function rootField(query) {
    const field = rootFieldNode(query);
    if (!field)
        return quoted(query);
    const args = field.arguments?.map((arg) => arg.name.value) ?? [];
    return args.length > 0 ? `${field.name.value}(${args.join(', ')})` : field.name.value;
}
/** Returns the first root field of a GraphQL document (`posts` of `query { posts { id } }`), or undefined. */
function rootFieldNode(query) {
    try {
        const operation = (0,graphql/* parse */.qgA)(query).definitions.find((definition) => definition.kind === graphql/* Kind */.b8C.OPERATION_DEFINITION);
        return operation?.selectionSet.selections.find((selection) => selection.kind === graphql/* Kind */.b8C.FIELD);
    }
    catch {
        return undefined;
    }
}
/** Returns the start of a body on one line, as a finding quotes it: `(empty body)` for none. */
function quoted(body) {
    return (0,source_failure/* quoted */.TL)(body, QUOTED);
}

;// CONCATENATED MODULE: ./src/probe/candidates.ts
// Candidate values for an invented one: what the API's own lists hold, the same type's first, by name and type.


/** The most candidate values tried for one invented value: a probe, not a search. */
const MAX_CANDIDATES = 5;
/** Names under which an item holds a key a look-up may take, after the argument's own name and `id`. */
const KEY_FIELDS = ['id', 'key', 'name', 'slug', 'code', 'username', 'email', 'title', 'uuid', 'handle'];
/** Returns the list a ready scenario's JSON answer holds, or undefined when it holds none. */
function listAnswer(scenario, json, schema) {
    if (scenario.graphql) {
        const field = rootFieldNode(scenario.graphql.query);
        const data = json?.data;
        const answer = field && data ? data[field.alias?.value ?? field.name.value] : undefined;
        const items = graphqlItems(answer);
        if (!field || items.length === 0)
            return undefined;
        const type = schema?.getQueryType()?.getFields()[field.name.value]?.type;
        return { from: field.name.value, items, type: type ? itemTypeName(type) : field.name.value };
    }
    const items = restItems(json);
    return items.length === 0 ? undefined : { from: scenario.endpoint, items, type: scenario.path };
}
/**
 * Returns what a look-up's scenario returns, to compare with lists' types: the GraphQL type of its root field, or the
 * REST path up to the segment that holds `name` (`/collections` for `/collections/{collection}`).
 */
function lookupType(scenario, name, schema) {
    if (scenario.graphql) {
        const field = rootFieldNode(scenario.graphql.query);
        const type = field && schema?.getQueryType()?.getFields()[field.name.value]?.type;
        return type ? (0,graphql/* getNamedType */.MR_)(type).name : undefined;
    }
    const segments = scenario.path.split('/');
    const at = segments.indexOf(`{${name}}`);
    return at > 0 ? segments.slice(0, at).join('/') || '/' : undefined;
}
/**
 * Returns up to MAX_CANDIDATES values for an invented value, best first: an item field of the value's own name in a
 * list of the same type, then `id` of such a list for an id (`id`, `postId`), then the same name in any list (but `id`), then a
 * key-like field (`name`, `slug`…) of the same type's items; each converted to the invented value's JSON type.
 */
function candidateValues(invented, type, lists) {
    const scored = [];
    const idLike = invented.name === 'id' || /(?:Id|_id|ID)$/.test(invented.name);
    lists.forEach((list, order) => {
        const same = type !== undefined && (list.type === type || stemMatches(invented.name, list.type));
        const fields = new Map();
        // Every record has an `id`: another type's ids are not this one's.
        if (same || invented.name !== 'id')
            fields.set(invented.name, same ? 4 : 2);
        if (same && idLike)
            fields.set('id', Math.max(fields.get('id') ?? 0, 3));
        if (same)
            for (const key of KEY_FIELDS)
                if (!fields.has(key))
                    fields.set(key, 1);
        for (const [field, score] of fields) {
            for (const item of list.items) {
                const value = converted(item[field], invented.value);
                if (value !== undefined)
                    scored.push({ score, order, candidate: { value, from: list.from } });
            }
        }
    });
    scored.sort((a, b) => b.score - a.score || a.order - b.order);
    const seen = new Set([JSON.stringify(invented.value)]);
    const candidates = [];
    for (const { candidate } of scored) {
        const key = JSON.stringify(candidate.value);
        if (seen.has(key))
            continue;
        seen.add(key);
        candidates.push(candidate);
        if (candidates.length === MAX_CANDIDATES)
            break;
    }
    return candidates;
}
/** Whether an id's name names a REST list's last segment: `postId` and `/posts`, `author_id` and `/authors`. */
function stemMatches(name, listType) {
    const stem = /^(.+?)(?:Id|_id|ID)$/.exec(name)?.[1]?.toLowerCase();
    const last = listType.split('/').at(-1)?.toLowerCase() ?? '';
    return stem !== undefined && stem.length > 1 && (last === stem || last === `${stem}s` || last === `${stem}es`);
}
/** Returns a value of the invented value's JSON type (a number for a number, a string for a string), or undefined. */
function converted(value, like) {
    if (typeof value === 'string' && value !== '') {
        if (typeof like === 'number')
            return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
        return typeof like === 'string' ? value : undefined;
    }
    if (typeof value === 'number' && isFinite(value))
        return typeof like === 'string' ? String(value) : typeof like === 'number' ? value : undefined;
    return undefined;
}
function isItem(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Returns the objects of a REST list: a bare array, or the first array property of objects (`data`, `items`). */
function restItems(json) {
    if (Array.isArray(json))
        return json.filter(isItem);
    if (!isItem(json))
        return [];
    for (const value of Object.values(json)) {
        if (Array.isArray(value) && value.some(isItem))
            return value.filter(isItem);
    }
    return [];
}
/** Returns the objects of a GraphQL list field's answer: bare, a connection's `nodes`, or its `edges[].node`. */
function graphqlItems(answer) {
    if (Array.isArray(answer))
        return answer.filter(isItem);
    if (!isItem(answer))
        return [];
    if (Array.isArray(answer.nodes))
        return answer.nodes.filter(isItem);
    if (Array.isArray(answer.edges))
        return answer.edges.map((edge) => (isItem(edge) ? edge.node : undefined)).filter(isItem);
    return [];
}
/** Returns the name of the type a list field's items are: `Post` of `[Post!]!` and of a connection of Posts. */
function itemTypeName(type) {
    const nullable = (0,graphql/* getNullableType */.ylD)(type);
    if ((0,graphql/* isListType */.Fsh)(nullable))
        return (0,graphql/* getNamedType */.MR_)(nullable).name;
    const named = (0,graphql/* getNamedType */.MR_)(type);
    if ((0,graphql/* isObjectType */.YQo)(named)) {
        const fields = named.getFields();
        if (fields.nodes)
            return (0,graphql/* getNamedType */.MR_)(fields.nodes.type).name;
        const edge = fields.edges && (0,graphql/* getNamedType */.MR_)(fields.edges.type);
        const node = edge && (0,graphql/* isObjectType */.YQo)(edge) ? edge.getFields().node : undefined;
        if (node)
            return (0,graphql/* getNamedType */.MR_)(node.type).name;
    }
    return named.name;
}

;// CONCATENATED MODULE: ./src/probe/probe.ts









/** A probe, not a load: a few requests at once, each within 10 s, the whole within a minute. */
const PROBE_LIMITS = { timeoutMs: 10_000, budgetMs: 60_000, concurrency: 4, sourcedTries: 3 };
/** How long the probe waits for the base URL's host to accept a connection before it does without. */
const ANSWERS_WITHIN_MS = 3_000;
/**
 * Returns the probe's findings on a generated load test, or why it did not run (the base URL accepts no connection).
 * Every read of one request (`targets`) is sent once through the run's own request building (`${NAME}` from `env`),
 * after the run's own pre-flight of its data sources (an empty list is "no data"), a few at once, each within the
 * limits' timeout and all within its budget (what is left when it runs out is "not probed"). Lists first: a look-up
 * whose invented value gets no real answer is tried again with the values those lists hold (src/probe/candidates.ts).
 * It never throws for what happens on the wire, never sends a write and never opens a stream.
 */
async function probeLoadTest(input) {
    const limits = { ...PROBE_LIMITS, ...input.limits };
    const { loadTest, env } = input;
    const baseUrl = input.mask((0,redact_url/* redactUrl */.B)(loadTest.baseUrl));
    const down = await (0,preflight/* preflight */.M)(loadTest.baseUrl, env, input.signal, Math.min(ANSWERS_WITHIN_MS, limits.budgetMs));
    if (down !== undefined)
        return { ran: false, reason: `${baseUrl} did not answer (${down})` };
    const budget = AbortSignal.timeout(limits.budgetMs);
    const signal = input.signal ? AbortSignal.any([input.signal, budget]) : budget;
    const state = { input, limits, signal, requests: 0, lists: [] };
    const findings = loadTest.scenarios.map((scenario, index) => {
        // A stream is never opened: it would hold the probe for its whole length, or for ever (docs/streams.md).
        const notProbed = scenario.stream ? 'a stream' : input.targets[index]?.notProbed;
        return notProbed === undefined ? undefined : finding(scenario, 'not probed', notProbed);
    });
    const probed = loadTest.scenarios.filter((_, index) => findings[index] === undefined);
    const sources = await (0,resolve_sources/* resolveSources */.l)(loadTest, { env, signal, scenarios: probed.map(({ name }) => name) });
    state.requests += new Set(sources.results.map((result) => `${result.request}\n${result.pick}`)).size;
    for (const failure of sources.failures) {
        const index = loadTest.scenarios.findIndex(({ name }) => name === failure.scenario);
        if (index !== -1)
            findings[index] ??= sourceFinding(loadTest.scenarios[index], failure, input.mask);
    }
    const pending = (withInvented) => loadTest.scenarios.flatMap((scenario, index) => findings[index] === undefined && input.targets[index].invented.length > 0 === withInvented ? [index] : []);
    // Lists first: their items are the candidates of the look-ups' invented values.
    for (const phase of [pending(false), pending(true)]) {
        await eachAtOnce(phase, limits.concurrency, async (index) => {
            const scenario = loadTest.scenarios[index];
            findings[index] = await probeScenario(state, scenario, sources.values.get(scenario.name), input.targets[index].invented);
        });
    }
    return {
        ran: true,
        baseUrl,
        findings: findings.map((item, index) => item ?? notProbed(loadTest.scenarios[index])),
        requests: state.requests,
    };
}
/** Returns the finding of one scenario: tried as generated, then with candidates for its invented values. */
async function probeScenario(state, scenario, values, invented) {
    const variants = scenario.sources && values ? (0,request_variants/* variantScenarios */.f)(scenario, values).slice(0, state.limits.sourcedTries) : [scenario];
    let first;
    let tries = 0;
    for (const variant of variants) {
        const answer = await send(state, variant);
        if (answer === undefined)
            return notProbed(scenario);
        if (answer.kind === 'not probed')
            return finding(scenario, answer.kind, answer.detail);
        tries++;
        first ??= answer;
        if (answer.kind === 'ready')
            return ready(state, scenario, answer, []);
    }
    const schema = state.input.schema;
    const candidates = invented.map((value) => candidateValues(value, lookupType(scenario, value.name, schema), state.lists));
    for (let index = 0; index < MAX_CANDIDATES; index++) {
        const probed = [];
        invented.forEach((value, which) => {
            const candidate = candidates[which][index];
            if (candidate)
                probed.push({ ...value, value: candidate.value, from: candidate.from });
        });
        if (probed.length === 0)
            break;
        const answer = await send(state, withValues(variants[0], probed));
        if (answer === undefined)
            return notProbed(scenario);
        tries++;
        if (answer.kind === 'ready')
            return ready(state, scenario, answer, probed);
    }
    const { kind, detail } = first;
    const every = tries > 1 && (kind === 'null answer' || kind === 'not found' || kind === 'rejected');
    return finding(scenario, kind, `${detail}${every ? ' for every value tried' : ''}`);
}
/** Returns the answer to one request of the scenario, or undefined when the probe was stopped (its time ran out). */
async function send(state, scenario) {
    if (stopped(state))
        return undefined;
    const { input, limits } = state;
    let built;
    try {
        built = (0,build_request/* buildRequest */.mK)(input.loadTest.baseUrl, scenario, input.env);
    }
    catch (error) {
        // A variable not set where generation runs says nothing of the scenario: it is written as generated.
        return { kind: 'not probed', detail: `not sent: ${error.message}` };
    }
    const timeout = scenario.timeoutMs > 0 ? Math.min(scenario.timeoutMs, limits.timeoutMs) : limits.timeoutMs;
    state.requests++;
    const fetched = await (0,fetch_source/* fetchSource */.s)(built, timeout, state.signal);
    if (stopped(state))
        return undefined;
    const credentials = Object.values(scenario.headers ?? {}).some((value) => value.includes('${'));
    const answer = judgeAnswer(fetched, scenario, credentials);
    const mask = (0,masker/* maskerOf */.nk)(built.secrets);
    return { ...answer, detail: input.mask(mask(answer.detail)) };
}
/** Whether the probe was stopped: its time ran out, or the command was cancelled. */
function stopped(state) {
    return state.signal.aborted;
}
/** Returns the ready finding, after keeping the list the answer holds for the look-ups still to probe. */
function ready(state, scenario, answer, probed) {
    const list = answer.json === undefined ? undefined : listAnswer(scenario, answer.json, state.input.schema);
    if (list)
        state.lists.push(list);
    const detail = probed.map(({ name, value, from }) => `${name} = ${String(value)} (from ${from})`).join(', ');
    return { ...finding(scenario, 'ready', state.input.mask(detail)), ...(probed.length > 0 && { probed }) };
}
/** Returns the scenario with the probed values in place of the invented ones. */
function withValues(scenario, probed) {
    let variant = scenario;
    for (const { in: where, name, value } of probed) {
        // A value from the API is data: a `${` in it is sent as is, never read as a variable.
        const data = typeof value === 'string' ? value.replaceAll('${', '$${') : value;
        if (where === 'variables') {
            const graphql = variant.graphql;
            variant = { ...variant, graphql: { ...graphql, variables: { ...graphql.variables, [name]: data } } };
        }
        else
            variant = { ...variant, [where]: { ...variant[where], [name]: data } };
    }
    return variant;
}
/**
 * Returns the finding of a scenario whose data source failed in the pre-flight: "no data" for a source that answered
 * but listed nothing, else what it answered. The pre-flight's own message is the evidence.
 */
function sourceFinding(scenario, failure, mask) {
    const sourced = scenario.sources?.find((item) => `${placeOf(item)}.${item.name}` === failure.value);
    const from = sourced ? sourceName(sourced) : failure.value;
    const { message, status, empty, notSent } = failure;
    if (notSent !== undefined)
        return finding(scenario, 'not probed', mask(`${from} not sent: ${notSent}`));
    if (empty)
        return finding(scenario, 'no data', `${from} lists none`);
    if (status === 401 || status === 403)
        return finding(scenario, 'refused', mask(`its list ${from} answered ${status}: ${message}`));
    if (status === undefined || (status >= 500 && status <= 599))
        return finding(scenario, 'server error', mask(`its list ${message}`));
    return finding(scenario, 'rejected', mask(`its list ${message}`));
}
function placeOf(sourced) {
    return sourced.in === 'variables' ? 'graphql.variables' : sourced.in;
}
/** Returns how a finding names a source: `GET /files`, or the GraphQL list field it queries (`query ghosts`). */
function sourceName(sourced) {
    const { from, graphql } = sourced.source;
    return graphql ? `query ${rootField(graphql.query)}` : from;
}
function finding(scenario, kind, detail) {
    return { scenario: scenario.name, endpoint: scenario.endpoint, kind, detail };
}
function notProbed(scenario) {
    return finding(scenario, 'not probed', "the probe's time ran out");
}
/** Runs `work` on each item, at most `concurrency` at once; returns when all are done. */
async function eachAtOnce(items, concurrency, work) {
    const queue = [...items];
    const worker = async () => {
        for (let item = queue.shift(); item !== undefined; item = queue.shift())
            await work(item);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}
/**
 * Returns the reason to write in `skip:` for each scenario the probe could not make work, by name, and a note when
 * none is disabled although some failed: when no scenario is ready and every one was refused or failed on the server,
 * the credentials or the server are at fault, not the scenarios, and disabling them all would hide it.
 */
function skipReasons(findings) {
    const failed = findings.filter(({ kind }) => kind !== 'ready' && kind !== 'not probed');
    const whole = failed.length > 0 &&
        !findings.some(({ kind }) => kind === 'ready') &&
        failed.every(({ kind }) => kind === 'refused' || kind === 'server error');
    if (whole) {
        return {
            skips: new Map(),
            note: `no scenario got a real answer (${failed.length} refused or failed on the server): none was disabled; check the credentials and that the server is healthy, then generate again`,
        };
    }
    return { skips: new Map(failed.map(({ scenario, kind, detail }) => [scenario, `${kind}: ${detail}`])) };
}

;// CONCATENATED MODULE: ./src/probe/probe-table.ts
/** The widest a name or an endpoint is shown in the table; longer ones end with `…`. */
const MAX_CELL = 48;
/**
 * Returns the lines that report the probe: why it did not run, or a summary line and a table of each scenario's
 * finding (ready / no data / refused / server error / null answer / not found / rejected / not probed), its name,
 * endpoint and what was seen. The details are masked already (src/probe/probe.ts).
 */
function probeTable(report) {
    if (!report.ran) {
        const why = report.reason === '--no-probe' ? ' (--no-probe)' : `: ${report.reason}`;
        return [`no probe${why}: the scenarios are written as generated, their values not tried against the server`];
    }
    const { findings } = report;
    const count = (test) => findings.filter(({ kind }) => test(kind)).length;
    const ready = count((kind) => kind === 'ready');
    const skipped = count((kind) => kind !== 'ready' && kind !== 'not probed');
    const untried = count((kind) => kind === 'not probed');
    const summary = `Probed ${report.baseUrl} with ${report.requests} request${report.requests === 1 ? '' : 's'}: ${ready} ready, ${skipped} not working${untried > 0 ? `, ${untried} not probed` : ''}`;
    const rows = findings.map(({ kind, scenario, endpoint, detail }) => [kind, scenario, endpoint, detail]);
    const widths = [0, 1, 2].map((column) => Math.min(MAX_CELL, Math.max(...rows.map((row) => row[column].length))));
    const cell = (text, width) => (text.length > width ? `${text.slice(0, width - 1)}…` : text).padEnd(width);
    const lines = rows.map((row) => `  ${row
        .slice(0, 3)
        .map((text, column) => cell(text, widths[column]))
        .join('  ')}  ${row[3]}`.trimEnd());
    return [summary, ...lines];
}

;// CONCATENATED MODULE: ./src/probe/scheme-check.ts
// Whether an `Authorization` value carried over must hold its scheme (`Bearer …`): the probe asks the API itself.




/**
 * Returns a sentence for the user on what the variable of a literal `Authorization` header must hold, or undefined
 * when there is nothing to say (no ready scenario to ask with, or another header): a ready scenario is sent again
 * with the value's other form (the token alone for `Bearer abc`, `Bearer abc` for a bare `abc`), and the API's
 * answer tells whether the scheme is needed. Never quotes the value.
 */
async function schemeNote(loadTest, findings, literal, env, signal) {
    if (literal.header.toLowerCase() !== 'authorization')
        return undefined;
    const readyName = findings.find(({ kind, probed }) => kind === 'ready' && !probed)?.scenario;
    const scenario = loadTest.scenarios.find(({ name }) => name === readyName);
    if (!scenario)
        return undefined;
    const match = /^(\S+)\s+(\S.*)$/.exec(literal.value);
    const other = match ? match[2] : `Bearer ${literal.value}`;
    const scheme = match ? match[1] : 'Bearer';
    let built;
    try {
        built = (0,build_request/* buildRequest */.mK)(loadTest.baseUrl, scenario, { ...env, [literal.variable]: other });
    }
    catch {
        return undefined;
    }
    const fetched = await (0,fetch_source/* fetchSource */.s)(built, Math.min(scenario.timeoutMs || PROBE_LIMITS.timeoutMs, PROBE_LIMITS.timeoutMs), signal);
    const kind = judgeAnswer(fetched, scenario, true).kind;
    if (kind === 'ready') {
        return `${literal.variable} may hold the token with or without its scheme: the API accepted "${scheme} …" and the token alone`;
    }
    if (kind !== 'refused')
        return undefined;
    return match
        ? `${literal.variable} must carry its scheme: "${scheme} …", the whole value of ${literal.header} (the API refused the token alone)`
        : `${literal.variable} holds the token alone, without a scheme, as the schema was read with it (the API refused "Bearer …")`;
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/pipeline/kept-edits.ts
// What regeneration says about the file it replaced, and the scenarios as written, for generate-stage.ts.




// The hand edits it kept, the scenarios it dropped or added.
/** Returns one line per hand edit kept and per scenario dropped or added, its untrusted names made plain. */
function editLines(merged) {
    const lines = merged.kept.map(({ scenario, path, change, line }) => {
        const where = line === undefined ? '' : ` (line ${line})`;
        if (scenario !== undefined && path === '') {
            return change === 'removed'
                ? `kept your removal of scenario ${(0,report_escape/* plainText */.wh)(scenario)}: \`loadtool generate --fresh\` brings it back`
                : `kept your scenario ${(0,report_escape/* plainText */.wh)(scenario)}${where}`;
        }
        const what = `${change === 'removed' ? 'removal of ' : ''}${(0,report_escape/* plainText */.wh)(path)}`;
        return `kept your ${what}${scenario === undefined ? '' : ` of ${(0,report_escape/* plainText */.wh)(scenario)}`}${where}`;
    });
    for (const { name, endpoint } of merged.dropped) {
        lines.push(`dropped ${(0,report_escape/* plainText */.wh)(name)} (${(0,report_escape/* plainText */.wh)(endpoint)}): no longer in the schema or the plan's scope`);
    }
    for (const { name, endpoint } of merged.added)
        lines.push(`added ${(0,report_escape/* plainText */.wh)(name)} (${(0,report_escape/* plainText */.wh)(endpoint)})`);
    return lines;
}
/** Returns the scenarios of a written load test as the table shows them. */
function writtenScenarios(text) {
    const { scenarios } = (0,dist/* parse */.qg)(text, read_yaml/* YAML_OPTIONS */.Nv);
    return scenarios.map((scenario) => ({
        name: textOf(scenario.name),
        // A flow is shown by its measured steps, as generation shows it: a login flow by the request it measures, a
        // write by its request, without the create and delete around it (once, measure: false, cleanup).
        endpoint: Array.isArray(scenario.flow)
            ? scenario.flow
                .filter((step) => step.once !== true && step.measure !== false && step.cleanup !== true)
                .map((step) => textOf(step.endpoint))
                .join(' → ')
            : textOf(scenario.endpoint),
        // The open model's connections stand for its users, as generation shows them.
        concurrentUsers: Number(scenario.concurrentUsers ?? scenario.maxUsers ?? 0),
        ...(scenario.arrivalRate !== undefined && { arrivalRate: textOf(scenario.arrivalRate) }),
        duration: textOf(scenario.duration),
        thresholds: (scenario.thresholds ?? {}),
    }));
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./src/json-record.ts
var json_record = __webpack_require__(41563);
// EXTERNAL MODULE: ./src/vocabulary/uploads.ts
var uploads = __webpack_require__(55010);
;// CONCATENATED MODULE: ./src/loadtest/generate/upload-samples.ts
// The small files generation writes for the uploads it names: a valid file of each declared type, a few bytes long.



/** 1×1 images, each as its encoder wrote it (a white pixel, no metadata), so that a server that decodes them can. */
const IMAGES = {
    png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABAQAAAAA3bvkkAAAACklEQVQI12NoAAAAggCB3UNq9AAAAABJRU5ErkJggg==',
    jpg: '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAB//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AQH//2Q==',
    gif: 'R0lGODlhAQABAPAAAP///wAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==',
    webp: 'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAgA0JaQAA3AA/vuUAAA=',
};
/** Texts of the text types: a line a person reading the server's logs recognises. */
const TEXTS = {
    txt: 'A sample file uploaded by loadtool.\n',
    csv: 'name,value\nsample,1\n',
    html: '<!doctype html><title>loadtool</title><p>A sample file uploaded by loadtool.</p>\n',
    json: '{"sample":"uploaded by loadtool"}\n',
    xml: '<?xml version="1.0" encoding="UTF-8"?><sample>uploaded by loadtool</sample>\n',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1" fill="#fff"/></svg>\n',
};
/** The size of a file of bytes (application/octet-stream and every type without a sample of its own). */
const BYTES_LENGTH = 1024;
/**
 * Returns the bytes of a small valid file of `contentType`, by the extension it is written with (vocabulary/uploads.ts's
 * extensionOf), so that two uploads of one file name get the same bytes: a 1×1 PNG, JPEG, GIF or WebP image, a
 * one-page PDF, an empty ZIP, a gzipped line, a line of text, CSV, HTML, JSON, XML or SVG; else 1 KiB of every byte value in turn.
 */
function sampleUpload(contentType) {
    const extension = (0,uploads/* extensionOf */.je)(contentType);
    const image = IMAGES[extension];
    if (image !== undefined)
        return Buffer.from(image, 'base64');
    const text = TEXTS[extension];
    if (text !== undefined)
        return Buffer.from(text);
    if (extension === 'pdf')
        return onePagePdf();
    // An empty archive: its end-of-central-directory record alone.
    if (extension === 'zip')
        return Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
    if (extension === 'gz')
        return (0,external_node_zlib_.gzipSync)(TEXTS.txt);
    return Buffer.from(Array.from({ length: BYTES_LENGTH }, (_, index) => index % 256));
}
/** Returns a PDF of one empty page, its cross-reference table at the offsets of its objects. */
function onePagePdf() {
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
    ];
    let text = '%PDF-1.4\n';
    const offsets = [];
    objects.forEach((object, index) => {
        offsets.push(text.length);
        text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = text.length;
    text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets)
        text += `${String(offset).padStart(10, '0')} 00000 n \n`;
    text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
}
/**
 * Returns the files the uploads of a load test's data name (each scenario's request and flow steps), each once, with
 * the type each is sent as: a part's or the body's `contentType`, else the one its extension gives.
 */
function namedUploads(data) {
    const named = new Map();
    const add = (file, contentType) => {
        if (typeof file !== 'string' || named.has(file))
            return;
        named.set(file, { file, contentType: typeof contentType === 'string' ? contentType : (0,uploads/* contentTypeOf */.JX)(file) });
    };
    const visit = (request) => {
        if (!(0,json_record/* isRecord */.u)(request))
            return;
        const kind = (0,uploads/* uploadKind */.wE)(request.body, request.contentType);
        const body = request.body;
        if (kind === 'file')
            add(body.file, request.contentType);
        if (kind !== 'multipart')
            return;
        for (const part of Object.values(body.multipart))
            if ((0,json_record/* isRecord */.u)(part))
                add(part.file, part.contentType);
    };
    const scenarios = (0,json_record/* isRecord */.u)(data) && Array.isArray(data.scenarios) ? data.scenarios : [];
    for (const scenario of scenarios) {
        visit(scenario);
        if ((0,json_record/* isRecord */.u)(scenario) && Array.isArray(scenario.flow))
            scenario.flow.forEach(visit);
    }
    return [...named.values()];
}

;// CONCATENATED MODULE: ./src/pipeline/upload-files.ts
// The files a generated load test uploads, written beside loadtool.yaml when generation named them and none is there.




/**
 * Writes each file to upload that the load test `text` names, that generation itself named (in `generated`, the text
 * of its own output: a name a person wrote is theirs to provide) and that is not there yet, inside the folder of
 * loadtool.yaml (`output`): a small valid file of the declared type (upload-samples.ts). An existing file is never
 * replaced, so that a real file put in its place stays. Each file appears whole or not at all. Returns a line for
 * the user per file written.
 */
async function writeUploadFiles(text, generated, output) {
    // Most load tests upload nothing: their texts are not parsed again.
    if (!/\bfile:/.test(text))
        return [];
    const own = new Set(namedUploads((0,dist/* parse */.qg)(generated)).map(({ file }) => file));
    const dir = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(output));
    const lines = [];
    for (const { file, contentType } of namedUploads((0,dist/* parse */.qg)(text))) {
        const path = (0,external_node_path_.resolve)(dir, file);
        if (!own.has(file) || !path.startsWith(`${dir}${external_node_path_.sep}`))
            continue;
        if (await (0,promises_.stat)(path).catch(() => undefined))
            continue;
        await writeNew(path, sampleUpload(contentType));
        lines.push(`wrote ${(0,external_node_path_.relative)(process.cwd(), path) || file}, a small ${contentType} file to upload: put a real one in its place to upload that`);
    }
    return lines;
}
/** Writes a file through a temporary one beside it, never over a file that appeared meanwhile. */
async function writeNew(target, bytes) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
    const temporary = (0,external_node_path_.join)((0,external_node_path_.dirname)(target), `.${(0,external_node_path_.basename)(target)}.${process.pid}.tmp`);
    try {
        await (0,promises_.writeFile)(temporary, bytes);
        // A link appears whole and fails when the target exists, where a rename would replace it; a file system without
        // links gets the rename.
        await (0,promises_.link)(temporary, target).catch(async (error) => {
            if (error.code !== 'EEXIST')
                await (0,promises_.rename)(temporary, target);
        });
    }
    finally {
        await (0,promises_.rm)(temporary, { force: true });
    }
}

// EXTERNAL MODULE: ./src/pipeline/stages/plan-stage.ts
var plan_stage = __webpack_require__(97774);
;// CONCATENATED MODULE: ./src/pipeline/stages/generate-stage.ts
// The generate stage: a load test generated from the config, the plan and the schema, probed, then written.






















/**
 * Returns the load test generated from the config file, the plan it finds and the API schema, not yet written: for
 * `loadtool generate`, which starts from the files. The pipeline has read them already and calls generateLoadTestFrom.
 */
async function prepareLoadTest(options) {
    const config = await (0,load/* loadConfig */.Z9)(options.config, { baseUrl: options.baseUrl });
    if (!config.domains.performance.enabled) {
        throw new config_error/* ConfigError */.x(options.config, [
            { path: 'domains.performance.enabled', message: 'is false: set it to true to generate load tests' },
        ]);
    }
    const plan = await (0,plan_stage/* readPlan */.m)({
        plan: options.plan,
        root: (0,external_node_path_.dirname)((0,external_node_path_.resolve)(options.config)),
        docsPath: config.requirements.docsPath,
    });
    return generateLoadTestFrom(config, plan, options);
}
/**
 * Returns the load test generated from a loaded config (`options.config` names its file), the plan's scope and the
 * API schema, not yet written. A plan that was looked for and not found is bad input: generation needs a scope.
 */
async function generateLoadTestFrom(config, plan, options) {
    const performance = config.domains.performance;
    const configDir = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(options.config));
    const notes = planNotes(plan, config, configDir, options.plan);
    const { scope, file: planFile } = plan;
    const baseUrl = performance.baseUrl;
    const schemaSource = options.schema ?? performance.schemaUrl;
    const headers = schemaHeadersFor(schemaSource, config, options.config, options.schemaHeaders, options.env);
    const api = await (0,read_schema.readApiSchema)(schemaSource, {
        baseDir: options.schema ? process.cwd() : configDir,
        baseUrl,
        headers,
        signal: options.signal,
        include: (0,select_operations/* scopeIncludes */.UA)(scope),
    });
    // The plan's defaults rank below an operation's x-perf (docs/loadtool-yaml.md): generation applies them, not here.
    const selected = (0,select_operations/* selectOperations */.VX)({ ...scope, defaults: {} }, api.operations, planFile ?? 'qa-plan.md', api);
    for (const { line, message } of (0,select_operations/* scopeWarnings */.Qo)(scope, api))
        notes.push(`${planFile ?? 'qa-plan.md'}:${line}: warning: ${message}`);
    for (const { key, reason } of api.skipped)
        notes.push(`left out ${key}: ${reason}`);
    if (selected.length === 0) {
        throw new plan_error/* PlanError */.W(planFile ?? api.source, [
            {
                path: '',
                message: `no operation to test: ${(0,redact_url/* redactUrl */.B)(schemaSource)} has no GET or HEAD operation or GraphQL query${api.skipped.length ? ' that could be given request data' : ''}; name the operations to test in the Performance section of qa-plan.md`,
            },
        ]);
    }
    notes.push(...api.warnings);
    const carried = carriedHeaders(headers.templates, headers.headers, api);
    if (carried)
        notes.push(carriedNote(carried));
    const generated = generateLoadTest({
        api,
        selected,
        planDefaults: scope.defaults,
        thresholds: performance.thresholds,
        baseUrl: scenarioBaseUrl(baseUrl, api),
        // The file is committed: the schema's URL is named without anything that may be a credential.
        sources: [(0,fetch_text/* sourceForFile */.H)(schemaSource), ...(planFile ? [planFile] : []), options.config],
        writes: writesMode([scope.defaults, ...selected.map(({ overrides }) => overrides)]),
        ...(carried && { carriedHeaders: carried.headers }),
    });
    notes.push(...generated.notGenerated.map(notGeneratedNote));
    if (generated.scenarios.length === 0) {
        const writes = generated.notGenerated.map(({ key }) => key).join(', ');
        const message = `no operation to test: every operation in scope is a write that would change records the test did not create (${writes}); add reads to the Performance section of qa-plan.md, or a line "Writes: existing" to allow writes to existing data`;
        throw new plan_error/* PlanError */.W(planFile ?? api.source, [{ path: '', message }]);
    }
    if (generated.loginNote)
        notes.push(generated.loginNote);
    const probed = await probeGenerated(generated, {
        api,
        literal: [...(carried?.literal ?? []), ...borrowedHeaders(headers.headers, api, options.env ?? process.env)],
        secrets: headers.secrets,
        options,
        notes,
    });
    return {
        config,
        api,
        output: options.output,
        notes,
        secrets: headers.secrets,
        ...generated,
        scenarios: probed.scenarios,
        render: (scenarios = probed.scenarios) => generated.render(scenarios),
        document: (scenarios = probed.scenarios) => generated.document(scenarios),
        probe: probed.lines,
    };
}
/**
 * Returns the scenarios as the probe leaves them (src/probe/): a value found in the API in place of an invented one,
 * `skip` with the reason where nothing worked; and the lines that report it. The probe sends the schema headers'
 * values for the variables of the headers carried over, and of a security scheme's header the schema was read with
 * when its variable is not set, in memory only. Adds to `notes` what a carried
 * `Authorization` value must hold.
 */
async function probeGenerated(generated, context) {
    const { options, literal } = context;
    const scenarios = generated.scenarios;
    if (options.probe === false)
        return { scenarios, lines: probeTable({ ran: false, reason: '--no-probe' }) };
    if (options.probe !== true)
        return { scenarios, lines: [] };
    let loadTest;
    try {
        loadTest = (0,validate/* parseLoadTest */.wH)(generated.render(), options.output);
    }
    catch {
        // Writing it says what is wrong, with its line: the probe has nothing valid to send.
        return { scenarios, lines: probeTable({ ran: false, reason: 'the generated load test is not valid' }) };
    }
    const env = {
        ...(options.env ?? process.env),
        ...Object.fromEntries(literal.map(({ variable, value }) => [variable, value])),
    };
    const report = await probeLoadTest({
        loadTest,
        targets: generated.probeTargets,
        schema: context.api.graphqlSchema,
        env,
        mask: (0,masker/* maskerOf */.nk)(context.secrets),
        signal: options.signal,
    });
    const lines = probeTable(report);
    if (!report.ran)
        return { scenarios, lines };
    const { skips, note } = skipReasons(report.findings);
    if (note)
        lines.push(note);
    for (const header of literal) {
        const said = await schemeNote(loadTest, report.findings, header, env, options.signal);
        if (said)
            context.notes.push(said);
    }
    return {
        scenarios: scenarios.map((scenario, index) => {
            const probed = report.findings[index]?.probed;
            const skip = skips.get(scenario.name);
            return { ...scenario, ...(probed && { probed }), ...(skip !== undefined && { skip }) };
        }),
        lines,
    };
}
/**
 * Validates the load test as `loadtool validate` does, then writes it with the hand edits of the file it replaces
 * (unless `fresh`), the record of what generation wrote and the files to upload it named that are missing; returns
 * the parsed load test and what was kept. A file that fails validation is never written (an existing one is left as
 * it was), and each file appears whole or not at all.
 */
async function writeLoadTest(prepared, scenarios = prepared.scenarios, options = {}) {
    // A schema that echoes a credential it was fetched with must not carry it into a committed file.
    const mask = (0,masker/* maskerOf */.nk)(prepared.secrets.filter((secret) => secret.length >= 4));
    // The record is generation itself, without the adjustments made at the prompt: those count as the person's edits.
    const recordDocument = prepared.document();
    const recordText = yamlText(recordDocument);
    const record = mask(recordText);
    // Unadjusted, the file is the record: rendering a large description twice costs as much as reading it.
    const document = scenarios === prepared.scenarios ? recordDocument : prepared.document(scenarios);
    const unmasked = document === recordDocument ? recordText : yamlText(document);
    const generated = mask(unmasked);
    const target = (0,external_node_path_.resolve)(prepared.output);
    const recordFile = generationRecordPath(target);
    const existing = options.fresh ? undefined : await readIfThere(target);
    const previous = existing === undefined ? undefined : await readIfThere(recordFile);
    // A file as the last generation wrote it, which generation writes again unchanged, has no edit to keep, and nothing
    // dropped or added to say: regenerating it costs no more than a first generation.
    const unchanged = existing === generated && previous === existing;
    const merged = existing === undefined || unchanged || !hasContent(existing)
        ? undefined
        : keepEdits(previous, existing, generated, prepared.output);
    const text = merged ? mask(merged.text) : generated;
    const file = prepared.output;
    // Generation's own text is its document written out: its data is checked as the text would be, and the text is
    // parsed (the slowest step of generation) only to locate a problem, or when the load test is read.
    let loadTest = merged !== undefined
        ? validMerge(text, file)
        : text !== unmasked || (0,validate/* hasProblems */.F$)(document.toJS())
            ? (0,validate/* parseLoadTest */.wH)(text, file)
            : undefined;
    // The files to upload first: once loadtool.yaml is there, what it names is.
    const uploads = await writeUploadFiles(text, recordText, target);
    await writeWhole(target, text);
    await writeWhole(recordFile, record);
    const edits = [...(merged ? editLines(merged) : []), ...uploads];
    if (merged && previous === undefined && merged.kept.length > 0) {
        edits.unshift(`no record of the last generation (${(0,external_node_path_.basename)(recordFile)} beside ${(0,external_node_path_.basename)(target)}): every value that differs from what generation writes now was kept as your edit; \`loadtool generate --fresh\` takes the generated values`);
    }
    return {
        get loadTest() {
            return (loadTest ??= (0,validate/* parseLoadTest */.wH)(text, file));
        },
        baseUrl: mask(String(document.get('baseUrl'))),
        scenarios: merged ? writtenScenarios(text) : scenarios,
        edits,
    };
}
/** Returns the merged load test parsed; its problems, if any, say that they come with the hand edits kept. */
function validMerge(text, file) {
    try {
        return (0,validate/* parseLoadTest */.wH)(text, file);
    }
    catch (error) {
        throw withReason(error, 'in the file as regenerated with your edits kept, not written: fix the edit, or discard the edits with `loadtool generate --fresh`');
    }
}
/** Returns where the text of the last generation is kept: `.loadtool.generated.yaml` beside `loadtool.yaml`. */
function generationRecordPath(output) {
    const extension = (0,external_node_path_.extname)(output) || '.yaml';
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(output), `.${(0,external_node_path_.basename)(output, (0,external_node_path_.extname)(output))}.generated${extension}`);
}
async function readIfThere(file) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/** Writes a file through a temporary one beside it, so that it appears whole or not at all. */
async function writeWhole(target, text) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
    const temporary = (0,external_node_path_.join)((0,external_node_path_.dirname)(target), `.${(0,external_node_path_.basename)(target)}.${process.pid}.tmp`);
    try {
        await (0,promises_.writeFile)(temporary, text);
        await (0,promises_.rename)(temporary, target);
    }
    finally {
        await (0,promises_.rm)(temporary, { force: true });
    }
}
/**
 * Returns the headers to fetch the schema with: the config's `domains.performance.schemaHeaders`, overridden by name
 * by the `Name: value` lines of the flag or input, each `${NAME}` filled from the environment; none for a schema
 * read from a file, which needs no variable set.
 */
function schemaHeadersFor(schema, config, configFile, lines = [], env = process.env, linesOrigin = '--schema-header') {
    const fromConfig = config.domains.performance.schemaHeaders;
    const sources = [
        { headers: fromConfig ?? {}, file: configFile, path: 'domains.performance.schemaHeaders' },
        { headers: (0,schema_headers/* parseHeaderLines */.oR)(lines, linesOrigin), file: linesOrigin, path: '' },
    ];
    return /^https?:\/\//i.test(schema) ? (0,schema_headers/* resolveSchemaHeaders */.oE)(sources, env) : { headers: {}, secrets: [] };
}
/** Returns the notes on the plan for the user; throws a PlanError when it was looked for and not found. */
function planNotes(plan, config, configDir, asked) {
    if (plan.status === 'none')
        return ['no plan (--plan none): every GET and HEAD operation and GraphQL query is in scope'];
    if (plan.status === 'missing') {
        const where = asked ??
            `qa-plan.md (in ${(0,external_node_path_.relative)(process.cwd(), configDir) || '.'}${config.requirements.docsPath ? ` or ${config.requirements.docsPath}` : ''})`;
        throw new plan_error/* PlanError */.W(asked ?? 'qa-plan.md', [
            {
                path: '',
                message: `not found at ${where}: write a plan with a "Performance" section, or pass --plan none to test every GET operation`,
            },
        ]);
    }
    if (!plan.scope.found)
        return [`${plan.file} has no "Performance" section: every GET and HEAD operation and GraphQL query is in scope`];
    if (!(0,select_operations/* isNarrowed */.Jf)(plan.scope)) {
        const left = plan.scope.excluded?.length ?? 0;
        const but = left === 0 ? '' : `, but what its \`not\` ${left === 1 ? 'line leaves' : 'lines leave'} out`;
        return [
            `the Performance section of ${plan.file} names no endpoint to select: every GET and HEAD operation and GraphQL query is in scope${but}`,
        ];
    }
    return [];
}


/***/ }),

/***/ 71618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fetchSources: () => (/* binding */ fetchSources),
/* harmony export */   s: () => (/* binding */ fetchSource)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(24371);
// Sends one data source's request and reads its answer, bounded in size and time.

/** The most of a source's body that is read: a list of records, not a download. */
const MAX_SOURCE_BYTES = 16 * 1024 * 1024;
/**
 * Sends every request of `queue` (each once, its `fetched` set), `concurrency` at a time, with the load test's TLS
 * options (undici's global agent without any); never throws.
 */
async function fetchSources(queue, concurrency, options) {
    const pending = [...queue];
    const dispatcher = options.tls && new undici__WEBPACK_IMPORTED_MODULE_0__.Agent({ connect: options.tls });
    const worker = async () => {
        for (let next = pending.shift(); next; next = pending.shift())
            next.fetched = await fetchSource(next.built, next.timeoutMs, options.signal, dispatcher);
    };
    try {
        await Promise.all(Array.from({ length: Math.min(concurrency, pending.length) }, worker));
    }
    finally {
        await dispatcher?.close();
    }
}
/**
 * Returns the response of a source request (its status and body, read whole up to MAX_SOURCE_BYTES), or why it got
 * none: the error's code, "no response within N s" past `timeoutMs` (0: no limit), "cancelled" on the run's signal.
 * It never throws: a failure is data, turned into a message by the caller. `dispatcher` carries the load test's TLS
 * options; undici's global agent without it.
 */
async function fetchSource(built, timeoutMs, signal, dispatcher) {
    const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const signals = [signal, timeout].filter((item) => item !== undefined);
    const startedAt = performance.now();
    const elapsed = () => Math.round((performance.now() - startedAt) * 10) / 10;
    try {
        const response = await (0,undici__WEBPACK_IMPORTED_MODULE_0__.request)(`${built.origin}${built.path}`, {
            method: built.method,
            headers: built.headers,
            body: built.body ?? null,
            signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
            ...(dispatcher && { dispatcher }),
        });
        const chunks = [];
        let size = 0;
        for await (const chunk of response.body) {
            size += chunk.length;
            if (size > MAX_SOURCE_BYTES) {
                response.body.destroy();
                return { error: `its body is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MiB`, ms: elapsed() };
            }
            chunks.push(chunk);
        }
        return { status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: elapsed() };
    }
    catch (error) {
        if (signal?.aborted)
            return { error: 'cancelled', ms: elapsed() };
        if (timeout?.aborted)
            return { error: `no response within ${timeoutMs / 1000} s`, ms: elapsed() };
        const { code, message } = error;
        return { error: typeof code === 'string' ? code : String(message), ms: elapsed() };
    }
}


/***/ })

};
