export const id = 247;
export const ids = [247];
export const modules = {

/***/ 37588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ triageResults)
});

// EXTERNAL MODULE: ./src/results/wording.ts
var wording = __webpack_require__(48314);
// EXTERNAL MODULE: ./src/verdict/checks.ts
var checks = __webpack_require__(66588);
;// CONCATENATED MODULE: ./src/triage/context.ts
/**
 * The share of failed requests from which the failures, not a breached latency or rps bound, explain a scenario: one
 * request in ten failing (timeouts above all, which have no latency) is the thing to fix first, whatever the
 * thresholds say.
 */
const FAILURES_EXPLAIN = 0.1;
/** Failure categories in the order of TRIAGE_CATEGORIES (results/types.ts): on a tie, the earlier one decides. */
const FAILURE_ORDER = [
    'connect',
    'http5xx',
    'http4xx',
    'graphql',
    'check',
    'conformance',
    'redirect',
    'script',
    'stream',
    'timeout',
    'reset',
    'protocol',
    'interrupted',
    'other',
];
/**
 * Returns the failure category with the most requests among `among` (every category by default), undefined when none
 * of them has any; on a tie, the one earlier in FAILURE_ORDER.
 */
function largestFailure(result, among = () => true) {
    const counts = FAILURE_ORDER.filter(among).map((category) => [category, result.requests.byCategory[category] ?? 0]);
    // A stable sort: on a tie the category earlier in FAILURE_ORDER stays first.
    return counts.filter(([, count]) => count > 0).sort(([, a], [, b]) => b - a)[0]?.[0];
}

// EXTERNAL MODULE: ./src/triage/figures.ts
var triage_figures = __webpack_require__(55317);
;// CONCATENATED MODULE: ./src/triage/availability.ts


/**
 * Users below this many cannot fill a listening socket's accept backlog (Node's default is 511, Linux's somaxconn
 * 4096, older kernels 128): refused connections at fewer users mean the service went away, not that it was full.
 */
const BACKLOG_USERS = 128;
/** Words of an `error` that say the target could not be reached. */
const CONNECT_ERROR = /connect|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|unreachable|resolve/i;
/** What failed requests of each category had, when the service stopped answering: `35% of requests (…) could not connect`. */
const SERVICE_FAILURES = {
    connect: 'could not connect',
    timeout: 'got no answer within the timeout',
    reset: 'had their connection closed or reset',
    http5xx: 'got a 5xx response',
    protocol: 'got a response that is not valid HTTP',
    interrupted: 'were still waiting for an answer when the run ended',
};
/**
 * Returns the triage of a scenario whose service stopped answering during the run: `unavailable` from that second,
 * with the failures the service caused (refused connections, timeouts, resets, 5xx), and never "lower
 * concurrentUsers": the load did not find a limit, the service went away. Undefined when every failure is the test's
 * own (4xx, an invalid GraphQL document, a status `expect.status` does not list: a token that expired mid-run, a body
 * that failed expect.json): that category stays, with the second.
 */
function stoppedAnswering(result, context, message, outage) {
    const largest = largestFailure(result, (category) => SERVICE_FAILURES[category] !== undefined);
    if (largest === undefined)
        return undefined;
    const when = `from second ${outage.fromSecond} of the scenario (${outage.fromSecond} s after it started, between ${context.run.startedAt} and ${context.run.finishedAt})`;
    return {
        category: 'unavailable',
        evidence: `${message}; ${(0,triage_figures/* requestShare */.R4)(result, largest)} ${SERVICE_FAILURES[largest]}`,
        nextStep: outage.recovered
            ? `the service went away for ${outage.untilSecond - outage.fromSecond} seconds and came back: check its logs ${when} for a restart, a crash or a long pause (garbage collection, a deploy, a failover)`
            : `the service stopped answering and did not come back: check its logs ${when} for a crash, an out-of-memory kill or a restart, and whether it was stopped while the run went on`,
    };
}
/**
 * Returns what the evidence says of an outage whose failed requests all got an answer (4xx, GraphQL `errors`, a body
 * that failed expect.json): the service kept answering, so the sentence is about the answers, never "stopped
 * answering" (the availability check is about answers that did not come).
 */
function answeredThroughout(outage) {
    const to = outage.recovered ? ` to second ${outage.untilSecond - 1}` : '';
    return `no request got an ok response from second ${outage.fromSecond} of ${outage.seconds}${to}, but each got an answer: the service did not stop answering, it refused the requests`;
}
/** Returns the triage of an errored scenario that made no request: it could not start, or its target could not be reached. */
function couldNotStart(result, evidence, run) {
    const error = result.error ?? '';
    if (CONNECT_ERROR.test(error))
        return { category: 'unavailable', evidence, nextStep: checkTargetIsUp(run) };
    const variable = /environment variable ([A-Za-z_][A-Za-z0-9_]*)/.exec(error)?.[1];
    return {
        category: 'client-errors',
        evidence,
        nextStep: variable
            ? `set ${variable} in the environment of the run (in a workflow, from a secret under env:), then rerun`
            : 'fix what the error names in loadtool.yaml or in the environment of the run, then rerun',
    };
}
/** Returns the triage of refused connections: the service is down, went away during the run, or is full. */
function unavailable(result, run) {
    const connect = result.requests.byCategory.connect ?? 0;
    const most = connect > result.requests.total / 2;
    return {
        category: 'unavailable',
        evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'connect')} could not connect to ${run.baseUrl}`,
        nextStep: most
            ? checkTargetIsUp(run)
            : result.concurrentUsers < BACKLOG_USERS
                ? `connections were refused or timed out at only ${(0,triage_figures/* users */.VV)(result)} while others got through, too few to fill a server's accept backlog: check the service's logs for a restart or a crash during the run, and what else limits its connections (a proxy, a connection limit)`
                : `connections were refused or timed out at ${(0,triage_figures/* users */.VV)(result)} while others got through: check the service's connection limits and accept backlog (or the runner's free ports), or lower ${(0,triage_figures/* loadKey */.cv)(result)}`,
    };
}
function checkTargetIsUp(run) {
    return `check that ${run.baseUrl} answers before the load starts: the service is up and listening there, and baseUrl names the right host and port (a health check or wait step before loadtool run)`;
}

;// CONCATENATED MODULE: ./src/triage/check-causes.ts


/**
 * Returns the triage of responses whose status was ok but whose body failed `expect.json`: `client-errors`, since the
 * service answered and the answer is not what the test expects, whichever side is to fix. The evidence names the
 * checks that failed with their counts and quotes a sample (the check in words, then the body's start); the next
 * step follows the check that failed most: a body that reports an error (an `absent` check), one that lacks what
 * the test wants (often a request naming nothing that exists), one that is not JSON, or one too large to check.
 */
function checkFailures(result, spec, run) {
    const counts = Object.entries(result.requests.byCheck ?? {}).sort(([, a], [, b]) => b - a);
    const listed = counts
        .slice(0, 2)
        .map(([check, count]) => `${check} on ${(0,wording/* formatCount */.B4)(count)}`)
        .join(', ');
    const sample = (result.samples ?? []).find(({ category }) => category === 'check');
    const quoted = sample
        ? `; one answered ${sample.status}${sample.check ? ` and failed it: ${sample.check}` : ''}${sample.body.trim() ? `: ${sample.body}` : ''}`
        : '';
    // A script's checks are its own `vu.check` calls, counted by iteration: not expect.json.
    if (spec?.script !== undefined)
        return {
            category: 'client-errors',
            evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'check')} failed a check of the script${listed ? ` (${listed})` : ''}`,
            nextStep: `compare what ${spec.script} checks${counts[0] ? ` (${counts[0][0]})` : ''} with a response of its requests sent by hand, then correct the request or the check`,
        };
    return {
        category: 'client-errors',
        evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'check')} got an ok status and failed expect.json${listed ? ` (${listed})` : ''}${quoted}`,
        nextStep: nextStep(counts[0]?.[0], result, spec, run),
    };
}
function nextStep(top, result, spec, run) {
    const { endpoint } = result;
    if (top?.startsWith('body: over'))
        return `${endpoint} answers more than expect.json reads: ask for a smaller page (a limit or page-size query parameter), or check an endpoint with smaller answers`;
    if (top === 'body: not JSON')
        return `${endpoint} answers with a body that is not JSON (a login or error page, or a compressed body when the scenario sends Accept-Encoding): send one request by hand and read what it says; remove expect.json where the endpoint does not answer JSON`;
    const path = top?.slice(0, top.lastIndexOf(': ')) ?? 'the checked path';
    if (top?.endsWith(': absent'))
        return `the server answers with an error in the body (${path}): read the sample for what it objects to (often the request's params, body or credentials) and the server's logs between ${run.startedAt} and ${run.finishedAt}`;
    const params = Object.entries(spec?.params ?? {});
    return params.length > 0
        ? `the responses lack what expect.json wants at ${path}: the request may name nothing that exists (an unknown id answers null or an empty list); put ids that exist in params (now ${params.map(([name, value]) => `${name} = ${String(value)}`).join(', ')}), or correct expect.json`
        : `the responses lack what expect.json wants at ${path}: compare a response of ${endpoint} by hand with the check, then correct the request or expect.json`;
}

;// CONCATENATED MODULE: ./src/triage/generator.ts


// Its event loop, late by the self-check's delay, fires a request's timeout before it reads the answer that came, and
// ends the run with answers still unread (docs/decisions.md#triage).
/** What to do about a generator that was overloaded, whatever the scenario. */
const GENERATOR_NEXT_STEP = "the load generator was overloaded, so these failures may be its own, not the server's: run fewer scenarios at once (execution: sequential, or fewer scenarios in a parallel run), give it more CPU (--workers auto, or a bigger runner), or split the load over several runners with --shard, then run again; timeouts that remain once the self-check is not saturated are the server's";
/**
 * Returns whether the run's self-check says the generator was saturated and the scenario's largest failure category
 * is one that a late generator makes itself: `timeout` or `interrupted`.
 */
function lateGenerator(result, run) {
    const largest = largestFailure(result);
    return run.generator.saturated && (largest === 'timeout' || largest === 'interrupted');
}
/**
 * Returns the triage of timeouts (or requests still waiting at the end) as the generator's when the run's self-check
 * says it was saturated: `generator`, the same evidence with the self-check's delay, and the generator's next step;
 * the server's triage as it is otherwise.
 */
function overloadedGenerator(server, run) {
    if (!run.generator.saturated)
        return server;
    return {
        category: 'generator',
        evidence: `${server.evidence}, while the load generator was saturated (event-loop delay p99 ${(0,wording/* formatNumber */.ZV)(run.generator.eventLoopDelayP99Ms)} ms): its own late timers count as timeouts`,
        nextStep: GENERATOR_NEXT_STEP,
    };
}

// EXTERNAL MODULE: ./src/placeholders.ts
var placeholders = __webpack_require__(84429);
;// CONCATENATED MODULE: ./src/triage/credentials.ts

/** Header and query names that carry credentials: Authorization, X-API-Key, api_key, access_token, Cookie. */
const CREDENTIAL_NAME = /auth|token|secret|cookie|apikey|(^|[-_])key($|[-_])/i;
/** Keys of a request body that carry a login's credentials. */
const BODY_CREDENTIAL = /pass|user|login|email|secret|token|client_?id/i;
/** An Authorization value that starts with a scheme (`Bearer …`, `Basic …`, `Token …`). */
const WITH_SCHEME = /^\s*[A-Za-z][\w-]*\s+\S/;
/** Other scenarios named in a sentence at most; the count says how many there were. */
const NAMED_SCENARIOS = 3;
/**
 * Returns the headers and query parameters of the scenario that carry credentials, with their values as written: a
 * header by its name (`Authorization`, `X-API-Key`), a query parameter by its name only when its value comes from a
 * `${VARIABLE}` (a secret kept out of loadtool.yaml): a `token` parameter holding the literal `string` is a value
 * the generator invented, not a credential.
 */
function credentials(spec) {
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
function isCredentialQuery(name, value) {
    return CREDENTIAL_NAME.test(name) && (0,placeholders/* findPlaceholders */.GY)(value).some(({ valid }) => valid);
}
/**
 * Returns the names of the other scenarios of the run that sent the same credentials as `spec` (every one of them,
 * the same value as written in loadtool.yaml) and got ok responses: the run's own proof that those credentials work.
 */
function acceptedElsewhere(result, spec, run, specs) {
    const sent = credentials(spec);
    if (sent.length === 0)
        return [];
    return run.scenarios
        .filter((other) => other.name !== result.name && other.requests.ok > 0)
        .filter((other) => {
        const theirs = specs.get(other.name);
        if (!theirs)
            return false;
        const same = new Set(credentials(theirs).map(({ name, value }) => `${name}\n${value}`));
        return sent.every(({ name, value }) => same.has(`${name}\n${value}`));
    })
        .map((other) => other.name);
}
/** Returns `in 28 other scenarios of this run (List pets, Get user, Get order…)`. */
function otherScenarios(names) {
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
function credentialsNextStep(status, result, spec, accepted) {
    const suggestion = 'headers: { Authorization: "Bearer ${API_TOKEN}" } under defaults or the scenario';
    if (!spec)
        return `check that the scenario sends credentials (${suggestion}) and that they are valid for this environment`;
    if (accepted.length > 0)
        return notTheCredentials(status, result, spec);
    const sent = credentials(spec);
    if (sent.length === 0)
        return `the scenario sends no credentials: add ${suggestion}, and set API_TOKEN in the environment of the run`;
    const variables = new Set(sent.flatMap(({ value }) => (0,placeholders/* findPlaceholders */.GY)(value).flatMap(({ name, valid }) => (valid ? [name] : []))));
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
function notTheCredentials(status, result, spec) {
    const params = Object.entries(spec.params ?? {});
    if (params.length > 0)
        return `the request's path params are the likely cause, not the credentials: put values that exist on the server, and that these credentials may see, in params (now ${params.map(([name, value]) => `${name} = ${shown(value)}`).join(', ')})`;
    if (isObject(spec.body) && status === 401) {
        const keys = Object.keys(spec.body).filter((key) => BODY_CREDENTIAL.test(key));
        if (keys.length > 0)
            return `the credentials in the body (${keys.join(', ')}) were refused, not the token: give ${result.endpoint} a login that exists in this environment, from \${NAME} placeholders`;
    }
    if (spec.graphql !== undefined)
        return graphqlArguments(spec.graphql.variables);
    if (spec.body !== undefined)
        return `the request's body is the likely cause, not the credentials: check what ${result.endpoint} accepts and which records these credentials may change`;
    const query = Object.entries(spec.query ?? {}).filter(([name, value]) => !isCredentialQuery(name, [value].flat().map(String).join(',')));
    if (query.length > 0)
        return `the query is the likely cause, not the credentials: check its values (now ${query.map(([name, value]) => `${name} = ${shown(value)}`).join(', ')})`;
    return `the route is the likely cause, not the credentials: ${result.endpoint} may need a role or scope the others do not, or not exist for this method; send one request by hand and read the response`;
}
/**
 * The credentials work elsewhere and the GraphQL server still says FORBIDDEN or UNAUTHENTICATED: an argument that
 * names no record these credentials may see (an invented id or key) is refused like a missing permission by many
 * servers (Directus), so the variables are named with their values.
 */
function graphqlArguments(variables) {
    const scalars = Object.entries(variables ?? {}).filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value));
    const now = scalars.length > 0
        ? ` (now ${scalars.map(([name, value]) => `${name} = ${JSON.stringify(value)}`).join(', ')})`
        : ' (and the arguments written in the query)';
    return `the request's graphql arguments are the likely cause, not the credentials: a value that names no record these credentials may see (an invented id or key) is refused like a missing permission; put values that exist on the server in graphql.variables${now}, or take them from the API with a data source (from/pick)`;
}
/** A value as written in loadtool.yaml: `0`, `"string"`. */
function shown(value) {
    return JSON.stringify(value);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/triage/input-values.ts
/** Suffixes PostgreSQL gives the constraints it names itself: `tags_name_key`, `comments_post_id_fkey`. */
const CONSTRAINT_SUFFIX = /_(?:key|fkey|pkey|check|not_null|excl|idx|unique)$/;
/**
 * Returns the values of `spec` that the server named: those equal to one of `values` (PostgreSQL's detail quotes the
 * value it refused), else those whose key is one of `columns` (`post_id` is `postId` or `post_id`), else, from a
 * constraint's name alone (`tags_name_key`, on `table` when known), those whose key ends it. Empty without a spec,
 * or when nothing matches: the value may be inline in a GraphQL query, or come from a data source.
 */
function sentAs(spec, named) {
    if (!spec)
        return [];
    const sent = sentValues(spec);
    const values = named.values ?? [];
    const byValue = sent.filter(({ value }) => value !== null && values.includes(String(value)));
    if (byValue.length > 0)
        return byValue;
    const columns = (named.columns ?? []).map((column) => column.toLowerCase());
    const byColumn = sent.filter(({ path }) => columns.includes(snakeCase(lastKey(path))));
    if (byColumn.length > 0 || !named.constraint)
        return byColumn;
    let core = named.constraint.toLowerCase().replace(CONSTRAINT_SUFFIX, '');
    if (named.table && core.startsWith(`${named.table.toLowerCase()}_`))
        core = core.slice(named.table.length + 1);
    // The longest key that ends the constraint's name: `post_id` rather than `id` in `comments_post_id`.
    const ending = sent
        .map((value) => ({ value, key: snakeCase(lastKey(value.path)) }))
        .filter(({ key }) => key !== '' && (core === key || core.endsWith(`_${key}`)));
    const longest = Math.max(0, ...ending.map(({ key }) => key.length));
    return ending.filter(({ key }) => key.length === longest).map(({ value }) => value);
}
/** Returns `graphql.variables.name = "history"`, the values joined by `, `. */
function describeSent(values) {
    return values.map(({ path, value }) => `${path} = ${JSON.stringify(value)}`).join(', ');
}
/** Returns the column a constraint's name stands for: `comments_post_id_fkey` on `comments` → `post_id`. */
function constraintColumn(constraint, table) {
    const core = constraint.replace(CONSTRAINT_SUFFIX, '');
    if (core === constraint || !table || !core.startsWith(`${table}_`))
        return undefined;
    return core.slice(table.length + 1) || undefined;
}
/** Every scalar value the scenario sends in params, query, body and graphql.variables, in that order. */
function sentValues(spec) {
    const found = [];
    const walk = (value, path) => {
        if (typeof value === 'object' && value !== null) {
            const entries = Array.isArray(value)
                ? value.map((item, index) => [`${path}[${index}]`, item])
                : Object.entries(value).map(([key, item]) => [`${path}.${key}`, item]);
            for (const [at, item] of entries)
                walk(item, at);
        }
        else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) {
            found.push({ path, value });
        }
    };
    walk(spec.params, 'params');
    walk(spec.query, 'query');
    walk(spec.body, 'body');
    walk(spec.graphql?.variables, 'graphql.variables');
    return found;
}
/** `graphql.variables.input.postId` → `postId`; `query.ids[0]` → `ids`. */
function lastKey(path) {
    return path.replace(/(\[\d+\])+$/, '').replace(/^.*\./, '');
}
/** `postId` → `post_id`; `post-id` → `post_id`. */
function snakeCase(key) {
    return key
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/-/g, '_')
        .toLowerCase();
}

;// CONCATENATED MODULE: ./src/triage/input-next-step.ts


/** What the request is, where loadtool.yaml writes its data, in the words of a next step. */
const REQUEST_DATA = ['body', 'query', 'params', 'graphql'];
/**
 * Returns the next step for an input problem, naming the scenario's values to fix where it can find them (by the
 * value PostgreSQL's detail quotes, else by the column's or constraint's name); a `denied` problem is worded as a 401
 * or 403 is (credentials.ts), and `accepted` lists the other scenarios whose same credentials got ok responses.
 */
function inputNextStep(problem, result, spec, accepted) {
    switch (problem.kind) {
        case 'unique':
            return unique(problem, spec);
        case 'foreign-key':
            return foreignKey(problem, spec);
        case 'still-referenced':
            return stillReferenced(problem, spec);
        case 'not-found':
            return notFound(problem, spec);
        case 'invalid-value':
            return invalidValue(problem, result, spec);
        case 'denied':
            return credentialsNextStep(problem.status ?? 403, result, spec, accepted);
    }
}
/** Returns `; the same credentials got ok responses in …` for a `denied` problem whose credentials work elsewhere. */
function deniedEvidence(accepted) {
    return accepted.length > 0 ? `; the same credentials got ok responses ${otherScenarios(accepted)}` : '';
}
/** Returns the other scenarios whose same credentials got ok responses, for a `denied` problem; else none. */
function acceptedFor(problem, result, spec, context) {
    return problem?.kind === 'denied' && spec ? acceptedElsewhere(result, spec, context.run, context.specs) : [];
}
function unique(problem, spec) {
    const sent = sentAs(spec, problem);
    const subject = listed(problem.columns) ??
        listed(keysOf(sent)) ??
        (problem.constraint ? `the column of constraint ${problem.constraint}` : 'a unique column');
    const about = [
        problem.constraint && !subject.includes(problem.constraint) ? `constraint ${problem.constraint}` : undefined,
        sentOrNow(sent, problem),
    ];
    return `the value of ${subject}${parenthesized(about)} must be unique per request: use \${uuid} in it (loadtool.yaml supports a new random UUID per request as \${uuid})`;
}
function foreignKey(problem, spec) {
    const columns = problem.columns.length > 0 ? problem.columns : columnOfConstraint(problem);
    const sent = sentAs(spec, { ...problem, columns });
    const subject = listed(columns) ??
        listed(keysOf(sent)) ??
        (problem.constraint ? `the column of constraint ${problem.constraint}` : 'the reference');
    const about = [
        problem.constraint && !subject.includes(problem.constraint) ? `constraint ${problem.constraint}` : undefined,
        sentOrNow(sent, problem),
    ];
    const record = problem.otherTable ? `an existing record in ${problem.otherTable}` : 'an existing record';
    return `${subject}${parenthesized(about)} must name ${record}: take it from the API with a data source (from/pick) or a create step`;
}
function stillReferenced(problem, spec) {
    const sent = sentAs(spec, problem);
    const record = sent.length > 0 ? ` (${describeSent(sent)})` : '';
    const table = problem.table ? ` of ${problem.table}` : '';
    const from = problem.otherTable ? `rows of ${problem.otherTable}` : 'other rows';
    return `the record${table}${record} cannot be deleted while ${from} name it: delete only records the run created (a flow whose create step makes the record it deletes), or delete what names it first`;
}
function notFound(problem, spec) {
    let sent = sentAs(spec, { values: problem.values });
    if (sent.length === 0)
        sent = sentAs(spec, { columns: ['id', 'node_id'] });
    const where = [
        problem.table ? `in ${problem.table}` : undefined,
        sent.length > 0 ? `(${describeSent(sent)})` : undefined,
    ]
        .filter((part) => part !== undefined)
        .join(' ');
    return `the id does not exist${where ? ` ${where}` : ''}: create the record first (a flow) or take ids from the API`;
}
function invalidValue(problem, result, spec) {
    if (problem.fields.length > 0)
        return `the server refuses the request data (${problem.fields.join('; ')}): correct the scenario's ${requestData(spec)} to what ${result.endpoint} expects`;
    const columns = problem.columns.length > 0 ? problem.columns : columnOfConstraint(problem);
    const variable = problem.variable ? [problem.variable] : [];
    let sent = sentAs(spec, { values: problem.values, columns: [...variable, ...columns] });
    if (problem.variable)
        sent = sent.filter(({ path }) => path === `graphql.variables.${problem.variable}`);
    const what = sent.length > 0
        ? describeSent(sent)
        : problem.values.length > 0
            ? `${problem.values.map((value) => JSON.stringify(value)).join(', ')}${problem.variable ? ` in $${problem.variable}` : ''}`
            : problem.variable
                ? `the value of $${problem.variable}`
                : columns.length > 0
                    ? `the column ${columns.join(', ')}${problem.table ? ` of ${problem.table}` : ''}`
                    : 'a value of the request';
    return `the server refuses ${what} (${reasonOf(problem)}): ${fixOf(problem, sent, spec, columns)}`;
}
/** Why a value was refused, in a few words: `not a valid uuid`, `check constraint tags_name_check`. */
function reasonOf(problem) {
    if (problem.type)
        return `not a valid ${problem.type}`;
    if (problem.constraint)
        return `check constraint ${problem.constraint}${problem.table ? ` of ${problem.table}` : ''}`;
    if (/not-null/.test(problem.quote))
        return 'it must not be null';
    return problem.quote;
}
function fixOf(problem, sent, spec, columns) {
    const where = sent.length > 0
        ? ` in ${[...new Set(sent.map(({ path }) => path))].join(', ')}`
        : ` in the scenario's ${requestData(spec)}`;
    if (problem.type && /^uuid$/i.test(problem.type))
        return `send a real uuid${where}: take it from the API with a data source (from/pick) or a create step, or use \${uuid} for a new one`;
    if (problem.type)
        return `send a value of type ${problem.type}${where}`;
    if (/not-null/.test(problem.quote) && columns.length > 0)
        return `send a value for ${columns.join(', ')}${where}`;
    if (problem.constraint)
        return `send a value that the constraint accepts${where}`;
    return `send a value the API accepts${where}`;
}
/** Returns `graphql variables`, `body and query`: where the scenario's request data is written. */
function requestData(spec) {
    const sent = REQUEST_DATA.filter((key) => spec?.[key] !== undefined).map((key) => key === 'graphql' ? 'graphql variables' : key);
    return sent.length > 0 ? sent.join(' and ') : 'request data';
}
/** The column a foreign key's or check's name stands for, when PostgreSQL's detail did not name it. */
function columnOfConstraint({ constraint, table }) {
    const column = constraint ? constraintColumn(constraint, table) : undefined;
    return column ? [column] : [];
}
/** `graphql.variables.name = "history"`, or `now "history"` from the detail when the value is not in the scenario. */
function sentOrNow(sent, problem) {
    if (sent.length > 0)
        return describeSent(sent);
    return problem.values.length > 0
        ? `now ${problem.values.map((value) => JSON.stringify(value)).join(', ')}`
        : undefined;
}
function keysOf(sent) {
    return [...new Set(sent.map(({ path }) => path.replace(/(\[\d+\])+$/, '').replace(/^.*\./, '')))];
}
function listed(names) {
    return names.length > 0 ? names.join(', ') : undefined;
}
function parenthesized(parts) {
    const present = parts.filter((part) => part !== undefined && part !== '');
    return present.length > 0 ? ` (${present.join('; ')})` : '';
}

;// CONCATENATED MODULE: ./src/triage/input-problems.ts
// What a failed answer says about the request's input: PostgreSQL's errors (as PostGraphile, Apollo Server or a
// hand-written API pass them on), PostGraphile's, LoopBack's and graphql-js's, read from the server's own words.
/**
 * PostgreSQL's messages (its C sources, unchanged since 9.x and the same in every version the tests ran: 15) and
 * those of PostGraphile 4, LoopBack 4 and graphql-js, in the order they are tried.
 */
const WORDINGS = [
    {
        kind: 'unique',
        pattern: /duplicate key value violates unique constraint "([^"]+)"/,
        read: (match) => ({ constraint: match[1] }),
    },
    {
        kind: 'foreign-key',
        pattern: /insert or update on table "([^"]+)" violates foreign key constraint "([^"]+)"/,
        read: (match) => ({ table: match[1], constraint: match[2] }),
    },
    {
        kind: 'still-referenced',
        pattern: /update or delete on table "([^"]+)" violates foreign key constraint "([^"]+)"(?: on table "([^"]+)")?/,
        read: (match) => ({ table: match[1], constraint: match[2], otherTable: match[3] }),
    },
    {
        kind: 'invalid-value',
        pattern: /null value in column "([^"]+)"(?: of relation "([^"]+)")? violates not-null constraint/,
        read: (match) => ({ columns: [match[1]], table: match[2] }),
    },
    {
        kind: 'invalid-value',
        pattern: /new row for relation "([^"]+)" violates check constraint "([^"]+)"/,
        read: (match) => ({ table: match[1], constraint: match[2] }),
    },
    {
        kind: 'invalid-value',
        pattern: /invalid input (?:syntax for type|value for enum) ([\w ]+?): "(.*)"/,
        read: (match) => ({ type: match[1], values: [match[2]] }),
    },
    {
        kind: 'invalid-value',
        pattern: /value too long for type (.+)|(?:integer|smallint|bigint|numeric) out of range/,
        read: (match) => ({ ...(match[1] !== undefined && { type: match[1] }) }),
    },
    {
        kind: 'denied',
        pattern: /permission denied for (?:table|relation|schema|function|sequence|view) "?([\w.]+)"?/,
        read: (match) => ({ table: match[1], status: 403 }),
    },
    {
        kind: 'not-found',
        pattern: /No values were (?:updated|deleted) in collection '([^']+)'/,
        read: (match) => ({ table: match[1] }),
    },
    {
        // LoopBack 4's EntityNotFoundError (`code: ENTITY_NOT_FOUND`).
        kind: 'not-found',
        pattern: /Entity not found: (\S+) with id (.+)/,
        read: (match) => ({ table: match[1], values: [unquoted(match[2])] }),
    },
    {
        // graphql-js's coercion of a variable's value: `Variable "$id" got invalid value "abc"; Int cannot represent …`.
        kind: 'invalid-value',
        pattern: /Variable "\$(\w+)" got invalid value (.+?); (.+)/,
        read: (match) => ({
            variable: match[1],
            values: [unquoted(match[2])],
            type: /Expected type "(\w+)"/.exec(match[3])?.[1] ?? /^(\w+) cannot represent/.exec(match[3])?.[1],
        }),
    },
    {
        // LoopBack 4's invalid path or query parameter (`code: INVALID_PARAMETER_VALUE`).
        kind: 'invalid-value',
        pattern: /Invalid data "(.*)" for parameter "([^"]+)"/,
        read: (match) => ({ values: [match[1]], columns: [match[2]] }),
    },
];
/** PostgreSQL's detail of a constraint: the columns, their values, and what is wrong with them. */
const KEY_DETAIL = /Key \(([^)]*)\)=\((.*)\) (already exists|is not present in table "([^"]+)"|is still referenced from table "([^"]+)")/;
/** PostgreSQL's detail of a check or not-null violation: the row it refused, which names no column. */
const FAILING_ROW = /^Failing row contains \(.*\)\.?$/s;
/** LoopBack 4 (AJV) details of a body that failed validation, as they appear in the body's text. */
const LOOPBACK_DETAIL = /"path":"((?:[^"\\]|\\.)*)","code":"[^"]*","message":"((?:[^"\\]|\\.)*)"(?:,"info":\{"(?:missingProperty|additionalProperty)":"((?:[^"\\]|\\.)*)")?/g;
/**
 * Returns the input problem that the server's texts name, the first that matches (the first GraphQL error's message
 * before the body's strings), with PostgreSQL's detail when one of the texts carries it; undefined when none does.
 * `code` is a SQLSTATE or a GraphQL code: a SQLSTATE of classes 22, 23 and 28 or 42501 names the kind when no text
 * does. `body` is the sample's body as the server wrote it, for LoopBack's validation details.
 */
function readInputProblem(texts, { code, body } = {}) {
    const key = texts.map((text) => KEY_DETAIL.exec(text)).find((match) => match !== null);
    const failing = texts.find((text) => FAILING_ROW.test(text));
    const fromDetail = key
        ? {
            detail: key[0].endsWith('.') ? key[0] : `${key[0]}.`,
            columns: splitList(key[1]),
            values: splitList(key[2]),
            ...(key[4] !== undefined && { otherTable: key[4] }),
            ...(key[5] !== undefined && { otherTable: key[5] }),
        }
        : failing !== undefined
            ? { detail: failing }
            : {};
    for (const text of texts) {
        for (const wording of WORDINGS) {
            const match = wording.pattern.exec(text);
            if (!match)
                continue;
            const read = withoutUndefined(wording.read(match));
            return {
                kind: wording.kind,
                quote: text,
                columns: [],
                values: [],
                fields: [],
                ...read,
                // The detail names the columns and values exactly; the message, at best, a constraint.
                ...fromDetail,
                ...(read.otherTable !== undefined && { otherTable: read.otherTable }),
            };
        }
    }
    const fields = body === undefined ? [] : loopbackFields(body);
    if (fields.length > 0)
        return { kind: 'invalid-value', quote: fields.join('; '), columns: [], values: [], fields };
    const kind = code === undefined ? undefined : sqlstateKind(code);
    if (kind === undefined)
        return undefined;
    return {
        kind,
        quote: texts[0] ?? code,
        columns: [],
        values: [],
        fields: [],
        ...fromDetail,
        ...(kind === 'denied' && { status: code.startsWith('28') ? 401 : 403 }),
    };
}
/**
 * Returns the strings of a JSON text, or of its start (a sample keeps 300 bytes): each string value and key in order,
 * unescaped; a string cut by the end is kept as far as it goes. Not JSON at all: the text itself.
 */
function stringsOf(text) {
    if (!/^\s*[[{]/.test(text))
        return text.trim() === '' ? [] : [text];
    const strings = [];
    for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)(?:"|\\?$)/g)) {
        try {
            strings.push(JSON.parse(`"${match[1]}"`));
        }
        catch {
            strings.push(match[1]);
        }
    }
    return strings;
}
/** The kind of problem a SQLSTATE names, for a message that does not say: classes 22 and 23, 28 and 42501. */
function sqlstateKind(code) {
    if (code === '23505')
        return 'unique';
    if (code === '23503')
        return 'foreign-key';
    if (code === '42501' || /^28[0-9A-Z]{3}$/.test(code))
        return 'denied';
    if (/^2[23][0-9A-Z]{3}$/.test(code))
        return 'invalid-value';
    return undefined;
}
/** Returns LoopBack's validation details of a body's text as `isComplete: must be boolean`. */
function loopbackFields(text) {
    return [...text.matchAll(LOOPBACK_DETAIL)].map(([, path, message, property]) => {
        const field = path.replace(/^\//, '').replaceAll('/', '.');
        const words = unescaped(message);
        return `${field ? `${field}: ` : ''}${words}${property && !words.includes(`'${property}'`) ? ` (${unescaped(property)})` : ''}`;
    });
}
/** `post_id, tag_id` → two names; a value with a comma of its own is split too, which only costs its naming. */
function splitList(list) {
    return list.split(', ').filter((item) => item !== '');
}
/** `"post-1"` → `post-1`: a value quoted as JSON by graphql-js or LoopBack, as text. */
function unquoted(value) {
    const trimmed = value.trim().replace(/\.$/, '');
    if (!trimmed.startsWith('"'))
        return trimmed;
    try {
        return JSON.parse(trimmed);
    }
    catch {
        return trimmed.slice(1, trimmed.endsWith('"') ? -1 : undefined);
    }
}
function unescaped(text) {
    try {
        return JSON.parse(`"${text}"`);
    }
    catch {
        return text;
    }
}
function withoutUndefined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));
}

;// CONCATENATED MODULE: ./src/triage/samples.ts
/**
 * Returns the failed response to show for a status or a category: the first sample with that status, else with
 * that category, that has a body; undefined when the engine kept none.
 */
function sampleOf(result, wanted) {
    const samples = (result.samples ?? []).filter((sample) => sample.body.trim() !== '');
    return (samples.find((sample) => wanted.status !== undefined && sample.status === wanted.status) ??
        samples.find((sample) => wanted.category !== undefined && sample.category === wanted.category));
}
/**
 * Returns `; one answered 403: {"error":"forbidden"}` for the sample, or '' without one. The body is quoted whole (at
 * most 300 bytes) and as it is: the results are masked after the triage, and masking finds whole values only, so a
 * body cut here could leave the start of a secret behind; each report makes it one line, cuts it and escapes it.
 */
function quoteSample(sample) {
    return sample ? `; one answered ${sample.status}: ${sample.body}` : '';
}

;// CONCATENATED MODULE: ./src/triage/graphql.ts




/**
 * graphql-js's validation messages: the document does not fit the server's schema (a field, argument, type or
 * fragment it does not know, a variable of the wrong type, a selection missing or not allowed, a syntax error).
 */
const INVALID_DOCUMENT = /Cannot query field|Unknown (argument|type|fragment|directive)|Variable "\$[^"]*" (of required type|of type|got invalid value|is never used|is not defined)|must have a selection|must not have a selection|Syntax Error|Expected (type|value of type)|was provided invalid value|is required, but it was not provided/i;
/**
 * The codes of Apollo Server, graphql-yoga and Envelop for a document that does not parse or fit the schema, and
 * Directus's (`GRAPHQL_VALIDATION`; `GRAPHQL_VALIDATION_EXCEPTION` before version 10).
 */
const DOCUMENT_CODES = new Set([
    'GRAPHQL_VALIDATION_FAILED',
    'GRAPHQL_PARSE_FAILED',
    'GRAPHQL_VALIDATION',
    'GRAPHQL_VALIDATION_EXCEPTION',
]);
/** Their codes for a request that is not a GraphQL operation the server can pick and run. */
const REQUEST_CODES = new Set(['BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);
/** The message of an error a server hides from its clients (graphql-yoga's and Envelop's maskedErrors). */
const MASKED = /^(Unexpected error\.?|Internal server error\.?)$/i;
/**
 * Returns the triage of GraphQL responses that carry `errors`, from the first error's code (`extensions.code`, or a
 * PostgreSQL SQLSTATE the engine kept as `graphqlCode`) and words, quoting it. `client-errors`, with a next step that
 * names the scenario's values to fix, when the error blames the input: a unique or foreign key violation, an update
 * or delete that found nothing, a value of the wrong type or form (`BAD_USER_INPUT`, `invalid input syntax`), a
 * `NOT_FOUND`; the credentials (`UNAUTHENTICATED`, `FORBIDDEN`, `permission denied`); the document
 * (`GRAPHQL_VALIDATION_FAILED`, `GRAPHQL_PARSE_FAILED` or graphql-js's validation words: the load test is out of
 * date); the request (`BAD_REQUEST`, `OPERATION_RESOLUTION_FAILURE`, `PERSISTED_QUERY_NOT_FOUND`). The error's words
 * are read before its code, since Apollo Server sends PostgreSQL's own message as `INTERNAL_SERVER_ERROR`, and a
 * masked "Unexpected error." is read behind, in what the body shows of the original error (graphql-yoga in
 * development). Else `server-errors`: `INTERNAL_SERVER_ERROR`, a masked error, an unknown code or no code at all.
 */
function graphqlErrors(result, context) {
    const { run } = context;
    const spec = context.specs.get(result.name);
    const sample = sampleOf(result, { category: 'graphql' });
    const message = sample?.graphqlMessage;
    const code = sample?.graphqlCode;
    const texts = [...(message ? [message] : []), ...stringsOf(sample?.body ?? '')];
    const problem = readInputProblem(texts, { code, body: sample?.body }) ?? codeProblem(code, message);
    const accepted = acceptedFor(problem, result, spec, context);
    // Quoted whole, as the sample body is (see quoteSample): the engine keeps at most 2,048 characters of it.
    const quoted = message ? `; the first error says: ${message}${code ? ` (${code})` : ''}` : quoteSample(sample);
    const behind = [problem?.quote, problem?.detail].filter((text) => text !== undefined && message !== undefined && !message.includes(text));
    const evidence = `${(0,triage_figures/* requestShare */.R4)(result, 'graphql')} got a GraphQL response with errors${quoted}` +
        behind.map((text) => `; ${text}`).join('') +
        deniedEvidence(accepted);
    if (problem)
        return { category: 'client-errors', evidence, nextStep: inputNextStep(problem, result, spec, accepted) };
    if ((code && DOCUMENT_CODES.has(code)) || (message && INVALID_DOCUMENT.test(message)))
        return {
            category: 'client-errors',
            evidence,
            nextStep: `the scenario's graphql query does not fit the server's schema: check the documents against it with loadtool validate --schema <the schema>, then regenerate the load test (loadtool generate) or correct the query`,
        };
    if (code && REQUEST_CODES.has(code))
        return {
            category: 'client-errors',
            evidence,
            nextStep: `the server cannot read the request as a GraphQL operation to run: check the scenario's graphql (a query that is not empty, variables as a JSON object, an operationName the query defines)`,
        };
    if (code === 'PERSISTED_QUERY_NOT_FOUND')
        return {
            category: 'client-errors',
            evidence,
            nextStep: `the server does not know the persisted query the scenario sends by its hash: send the whole query in graphql.query, or register the persisted query on the server before the run`,
        };
    const masked = message !== undefined && MASKED.test(message);
    return {
        category: 'server-errors',
        evidence,
        nextStep: `a resolver failed on the server: check its logs for the error between ${run.startedAt} and ${run.finishedAt}${message ? '' : ' (the response bodies carry the errors)'}${masked ? ` (the server hides it behind "${message}": its logs have the real error)` : ''}`,
    };
}
/** The input problem that a GraphQL code names when the error's words do not: the credentials, a missing record, a value. */
function codeProblem(code, message) {
    const quote = message ?? code ?? '';
    const problem = { quote, columns: [], values: [], fields: [] };
    switch (code) {
        case 'UNAUTHENTICATED':
            return { ...problem, kind: 'denied', status: 401 };
        case 'FORBIDDEN':
            return { ...problem, kind: 'denied', status: 403 };
        case 'NOT_FOUND':
            return { ...problem, kind: 'not-found' };
        case 'BAD_USER_INPUT': {
            const variable = message ? /Variable "\$(\w+)"/.exec(message)?.[1] : undefined;
            return { ...problem, kind: 'invalid-value', ...(variable !== undefined && { variable }) };
        }
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/triage/statuses.ts





const OVERLOAD_CODES = new Set([502, 503, 504]);
/**
 * Returns the triage of 5xx responses: overload for 502/503/504, a failing request for 500, else the status. A body
 * that blames the request's input (PostgreSQL's `duplicate key value violates unique constraint`, passed on by a
 * handler that answers 500) makes it `client-errors`, with the values to fix (input-next-step.ts).
 */
function serverErrors(result, spec, context) {
    const { run } = context;
    const statuses = failingStatuses(result, spec, 500, 599);
    const top = statuses[0]?.[0];
    const sample = sampleOf(result, { status: top, category: 'http5xx' });
    const overload = top !== undefined && OVERLOAD_CODES.has(top);
    const problem = sample && !overload ? readInputProblem(stringsOf(sample.body), { body: sample.body }) : undefined;
    const accepted = acceptedFor(problem, result, spec, context);
    const evidence = (statuses.length > 0 ? (0,triage_figures/* statusEvidence */.w0)(result, statuses) : `${(0,triage_figures/* requestShare */.R4)(result, 'http5xx')} got a 5xx response`) +
        deniedEvidence(accepted) +
        quoteSample(sample);
    if (problem)
        return { category: 'client-errors', evidence, nextStep: inputNextStep(problem, result, spec, accepted) };
    const nextStep = overload
        ? `the service or its proxy is overloaded or restarting at ${(0,triage_figures/* users */.VV)(result)}: check its logs and capacity (instances, workers, pool sizes), or lower ${(0,triage_figures/* loadKey */.cv)(result)}`
        : top === 500
            ? `the server fails under this request: check its logs for the error between ${run.startedAt} and ${run.finishedAt}`
            : `check the server's logs for why it answers ${top ?? '5xx'} to ${result.endpoint} between ${run.startedAt} and ${run.finishedAt}`;
    return { category: 'server-errors', evidence, nextStep };
}
/**
 * Returns the triage of 4xx responses, with a next step for the largest status (credentials, params, data, rate);
 * a body that names the input problem (a unique or foreign key violation, `Entity not found`, LoopBack's validation
 * details) names the values to fix instead (input-next-step.ts).
 */
function clientErrors(result, spec, context) {
    const statuses = failingStatuses(result, spec, 400, 499);
    const top = statuses[0]?.[0];
    const denied = top === 401 || top === 403;
    const sample = sampleOf(result, { status: top, category: 'http4xx' });
    const problem = sample && !denied ? readInputProblem(stringsOf(sample.body), { body: sample.body }) : undefined;
    // The run's own evidence: credentials that other scenarios got ok responses with are not what the server refuses.
    const accepted = denied && spec
        ? acceptedElsewhere(result, spec, context.run, context.specs)
        : acceptedFor(problem, result, spec, context);
    const evidence = (statuses.length > 0 ? (0,triage_figures/* statusEvidence */.w0)(result, statuses) : `${(0,triage_figures/* requestShare */.R4)(result, 'http4xx')} got a 4xx response`) +
        deniedEvidence(accepted) +
        quoteSample(sample);
    const nextStep = problem
        ? inputNextStep(problem, result, spec, accepted)
        : clientNextStep(top, result, spec, accepted);
    return { category: 'client-errors', evidence, nextStep };
}
function clientNextStep(status, result, spec, accepted) {
    switch (status) {
        case 401:
        case 403:
            return credentialsNextStep(status, result, spec, accepted);
        case 404: {
            const params = Object.entries(spec?.params ?? {});
            return params.length > 0
                ? `the path or its params name nothing on the server: put ids that exist there in params (now ${params.map(([name, value]) => `${name} = ${String(value)}`).join(', ')})`
                : `the path names nothing on the server: check ${result.endpoint} against the API's routes and the path prefix of baseUrl`;
        }
        case 400:
        case 422: {
            const sent = ['body', 'query', 'params', 'graphql'].filter((key) => spec?.[key] !== undefined);
            return sent.length > 0
                ? `the server refuses the request data: compare the scenario's ${sent.join(' and ')} with what ${result.endpoint} expects (the response body usually names the field)`
                : `the server refuses the request data: the scenario sends no body or query; check what ${result.endpoint} expects`;
        }
        case 429:
            return `the server rate-limited the load test at ${(0,triage_figures/* users */.VV)(result)}: lower ${(0,triage_figures/* loadKey */.cv)(result)}${result.arrival ? '' : ', add thinkTime,'} or exempt the load test's client from the rate limit`;
        default:
            return `the server refuses the request with ${status ?? '4xx'}: send one by hand to ${result.endpoint} and read the response body for what it objects to`;
    }
}
/**
 * Returns the triage of `other` failures: responses with a status that `expect.status` does not list, or errors
 * without a category.
 */
function otherFailures(result, spec) {
    const statuses = failingStatuses(result, spec, 0, 999).filter(([status]) => status < 400 || status >= 600);
    const withStatus = statuses.reduce((sum, [, count]) => sum + count, 0);
    const other = result.requests.byCategory.other ?? 0;
    const top = statuses[0]?.[0];
    if (top !== undefined && withStatus * 2 >= other) {
        const expected = spec?.expectStatus;
        return {
            category: 'client-errors',
            evidence: `${(0,triage_figures/* statusEvidence */.w0)(result, statuses)}${expected ? `, which expect.status (${expected.join(', ')}) does not list` : ''}`,
            nextStep: expected
                ? `the server answers ${top} where the scenario expects ${expected.join(' or ')}: correct expect.status if ${top} is right, else check the request${top >= 300 && top < 400 ? ' (a 3xx is often a redirect to a login page)' : ''}`
                : `the server answers ${top}, which is neither a success nor an error: send one request by hand to ${result.endpoint} and check what answers`,
        };
    }
    const reason = (result.samples ?? []).find((sample) => sample.category === 'other' && sample.reason)?.reason;
    return {
        category: 'server-errors',
        evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'other')} failed with an error that loadtool does not classify${reason ? `; one failed with "${reason}"` : ''}`,
        nextStep: `run the scenario alone with concurrentUsers: 1 and check the server's logs and the runner's output for the error`,
    };
}
/**
 * The failed responses with a status from `from` to `to`, largest count first: those that are not ok by the
 * scenario's `expect.status`, or not 2xx or 3xx without it.
 */
function failingStatuses(result, spec, from, to) {
    const ok = (status) => spec?.expectStatus ? spec.expectStatus.includes(status) : status >= 200 && status < 400;
    return Object.entries(result.requests.byStatus)
        .map(([status, count]) => [Number(status), count])
        .filter(([status, count]) => count > 0 && status >= from && status <= to && !ok(status))
        .sort(([a, x], [b, y]) => y - x || a - b);
}

// EXTERNAL MODULE: ./src/vocabulary/streams.ts
var streams = __webpack_require__(58765);
// EXTERNAL MODULE: ./src/engine/record/latency-histogram.ts
var latency_histogram = __webpack_require__(39331);
// EXTERNAL MODULE: ./src/results/stream-wording.ts
var stream_wording = __webpack_require__(62593);
;// CONCATENATED MODULE: ./src/triage/stream-faults.ts





/** Lengths within this margin of each other are one length: a cut at a fixed time (a proxy's timeout). */
const CLUSTER_MARGIN = 0.1;
/** A cluster shorter than this is not a timeout's: a server that closes at once is said as ended, not cut. */
const MIN_CUT_MS = 1000;
/** A held stream that lasted this share of the measured time or more lasted the run: not cut. */
const HELD_SHARE = 0.9;
/**
 * Returns the triage of a scenario whose failures are mostly stream faults, by its most frequent kind (a tie goes to
 * the kind first in STREAM_FAULTS):
 * - `stalled` is `timeouts`: the server stopped sending after the first event (a blocked producer, a full buffer);
 * - `silent` is `timeouts`: the server accepted the streams and never sent an event, or sent them into a buffer that
 *   never flushed (compression, a proxy's buffering: SSE), or nothing published (WebSocket, GraphQL);
 * - `ended` is `server-errors`: when the streams were cut at one length (cutLength) a proxy's or load balancer's
 *   timeout, else the server closing them (a restart, a crash, its own limit).
 * The evidence gives the count of that kind among the streams opened, and the other kinds when there are any.
 */
function streamFaults(result, spec) {
    const { stream } = result;
    if (!stream)
        return {
            category: 'timeouts',
            evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'stream')} were streams that stalled, ended early or sent nothing`,
            nextStep: `look at what feeds the stream on the server at ${(0,triage_figures/* users */.VV)(result)} (its logs, its queue, a proxy in front of it)`,
        };
    const kind = mostFrequent(stream);
    const count = stream.faults[kind];
    const of = `${(0,wording/* formatCount */.B4)(count)} of ${(0,wording/* formatCount */.B4)(stream.streams)} streams (${(0,wording/* formatShare */.T1)(count, stream.streams)})`;
    const others = streams/* STREAM_FAULTS */.dX.some((fault) => fault !== kind && stream.faults[fault] > 0)
        ? `; faults: ${(0,stream_wording/* faultsText */.H0)(stream)}`
        : '';
    const stall = stallText(spec);
    switch (kind) {
        case 'stalled':
            return {
                category: 'timeouts',
                evidence: `${of} went ${stall} without an event after their first${gapsText(stream)}${others}`,
                nextStep: `the server stopped sending (a blocked producer, a full buffer, a lost subscription to its broker) at ${(0,triage_figures/* users */.VV)(result)}: look at what feeds the stream on the server (its logs, its queue); a stream meant to be quiet that long needs a heartbeat (an SSE comment line, a WebSocket ping) or a longer stall:`,
            };
        case 'silent':
            return {
                category: 'timeouts',
                evidence: `${of} were accepted${headText(stream)} and got not one event within ${stall}${others}`,
                nextStep: silentNextStep(stream),
            };
        case 'ended':
            return endedTriage(result, stream, of, others);
    }
}
/** Returns the fault kind with the most streams; on a tie, the first in STREAM_FAULTS. */
function mostFrequent(stream) {
    return streams/* STREAM_FAULTS */.dX.reduce((most, fault) => (stream.faults[fault] > stream.faults[most] ? fault : most));
}
/** Returns the scenario's stall limit as `10 s`, or `the stall limit` without its load test. */
function stallText(spec) {
    return spec?.stream ? duration(spec.stream.stallMs) : 'the stall limit';
}
/** Returns ` (events came 1.2 s apart at p95 before)`, or nothing when no two events came. */
function gapsText(stream) {
    return stream.eventGap.count > 0 ? ` (before that, event gaps p95 ${duration(stream.eventGap.ms.p95)})` : '';
}
/** Returns ` (first byte p50 12 ms)`, or nothing when no stream got its head. */
function headText(stream) {
    return stream.ttfb.count > 0 ? ` (first byte p50 ${duration(stream.ttfb.ms.p50)})` : '';
}
function silentNextStep(stream) {
    if (stream.protocol === 'sse')
        return 'the server accepted the streams and never sent an event, or wrote them into a buffer that was never flushed: check that it flushes each event as it writes it (a compression middleware or a proxy buffering the response holds them: send `X-Accel-Buffering: no`, set nginx `proxy_buffering off`, leave text/event-stream out of compression), then that it has events to send during the run';
    return 'the server accepted the streams and never sent a message: check that something publishes during the run (for a GraphQL subscription, its trigger, a mutation in the plan) and that what send: writes is what the server expects';
}
function endedTriage(result, stream, of, others) {
    const early = stream.mode === 'hold' ? 'were closed before the measured time was over' : 'ended before their protocol said so';
    const cut = cutLength(result, stream);
    if (cut !== undefined)
        return {
            category: 'server-errors',
            evidence: `${of} ${early}, cut after about ${duration(cut)} each (stream lengths ${lengthsText(stream)})${others}`,
            nextStep: `a timeout cuts them at one length: a proxy's or load balancer's idle or read timeout (nginx \`proxy_read_timeout\`, 60 s by default; a cloud load balancer's idle timeout) or the server's own limit on a stream; raise it for this route, or have the server send an event or a heartbeat (an SSE comment line, a WebSocket ping) well within it${stream.reconnects > 0 ? ` (the users reconnected ${(0,wording/* formatCount */.B4)(stream.reconnects)} times)` : ''}`,
        };
    return {
        category: 'server-errors',
        evidence: `${of} ${early}${others}`,
        nextStep: `the server (or a proxy in front of it) closed them at ${(0,triage_figures/* users */.VV)(result)}: check its logs for restarts, crashes, or a limit on a stream's length or on open streams`,
    };
}
/** Returns `p10 59.8 s … p90 60.1 s`: the lengths' spread. */
function lengthsText(stream) {
    const [p10 = 0, p90 = 0] = (0,latency_histogram/* percentilesOf */.ib)((0,latency_histogram/* decodeHistogram */.pr)(stream.length.histogram), [10, 90]).map(latency_histogram/* toMs */.G8);
    return `p10 ${duration(p10)} … p90 ${duration(p90)}`;
}
/**
 * Returns the length (ms) at which the ended streams were cut, undefined when they were not cut at one length: the
 * lengths' p10 … p90 within CLUSTER_MARGIN of each other, or the longest streams, as many as ended, within it (a cut
 * ends the longest streams: the others had not reached it). Not a length held streams reach by lasting the run (at
 * least HELD_SHARE of it), nor one under MIN_CUT_MS.
 */
function cutLength(result, stream) {
    let histogram;
    try {
        histogram = (0,latency_histogram/* decodeHistogram */.pr)(stream.length.histogram);
    }
    catch {
        return undefined;
    }
    const total = histogram.totalCount;
    const ended = stream.faults.ended;
    if (total === 0 || ended === 0)
        return undefined;
    const within = (low, high) => low > 0 && high <= low * (1 + CLUSTER_MARGIN);
    const [p10 = 0, p50 = 0, p90 = 0] = (0,latency_histogram/* percentilesOf */.ib)(histogram, [10, 50, 90]);
    // The first of the `ended` longest lengths, and the middle of them.
    const top = Math.min(ended, total);
    const [low = 0, middle = 0] = (0,latency_histogram/* percentilesOf */.ib)(histogram, [
        (100 * (total - top + 1)) / total,
        (100 * (total - top / 2)) / total,
    ]);
    const cut = within(p10, p90) ? p50 : ended >= 2 && within(low, histogram.maxValue) ? middle : undefined;
    if (cut === undefined)
        return undefined;
    const ms = (0,latency_histogram/* toMs */.G8)(cut);
    const lastedTheRun = stream.mode === 'hold' && ms >= result.durationSeconds * 1000 * HELD_SHARE;
    return ms >= MIN_CUT_MS && !lastedTheRun ? ms : undefined;
}
/** Returns a duration in ms as people say it: `60 s`, `2.5 s`, `850 ms`. */
function duration(ms) {
    if (ms >= 10_000)
        return `${(0,wording/* formatCount */.B4)(Math.round(ms / 1000))} s`;
    return ms >= 1000 ? `${(0,wording/* formatNumber */.ZV)(ms / 1000)} s` : `${(0,wording/* formatNumber */.ZV)(ms)} ms`;
}

;// CONCATENATED MODULE: ./src/triage/failures.ts









/**
 * Returns the triage named by the largest failure category: `connect` is `unavailable`; `http5xx` is
 * `server-errors` unless its body blames the request's input; `http4xx` is `client-errors`; `graphql` follows the
 * server's first error (its code and words); `check` (a body that failed expect.json) is `client-errors`; `timeout`
 * and `interrupted` are `timeouts`, or `generator` when the run's self-check says the generator was saturated; `reset`
 * and `protocol` are `server-errors`; `redirect` (a redirect not followed) and `script` (the script threw) are
 * `client-errors`; `stream` (a stream that stalled, ended early or sent nothing) follows its most frequent fault
 * (stream-faults.ts); `other` follows its statuses.
 */
function fromFailures(result, context) {
    const spec = context.specs.get(result.name);
    const { run } = context;
    switch (largestFailure(result) ?? 'other') {
        case 'connect':
            return unavailable(result, run);
        case 'http5xx':
            return serverErrors(result, spec, context);
        case 'http4xx':
            return clientErrors(result, spec, context);
        case 'graphql':
            return graphqlErrors(result, context);
        case 'check':
            return checkFailures(result, spec, run);
        case 'conformance':
            return conformanceFailures(result);
        case 'redirect':
            return redirectFailures(result);
        // A saturated generator's own late timers make these: its triage, not the server's (generator.ts).
        case 'timeout':
            return overloadedGenerator(timeouts(result, spec), run);
        case 'interrupted':
            return overloadedGenerator({
                category: 'timeouts',
                evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'interrupted')} were still waiting for an answer when the run ended`,
                nextStep: `the server left requests unanswered past the end of the run at ${(0,triage_figures/* users */.VV)(result)}: look at what is slow on it (its logs, slow queries, locks)`,
            }, run);
        case 'reset':
            return {
                category: 'server-errors',
                evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'reset')} had their connection closed or reset mid-request`,
                nextStep: `the server or a proxy in front of it dropped connections at ${(0,triage_figures/* users */.VV)(result)}: check its logs for crashes or restarts, and its connection limits and keep-alive timeout`,
            };
        case 'protocol':
            return {
                category: 'server-errors',
                evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'protocol')} got a response that is not valid HTTP`,
                nextStep: `send one request by hand (curl -v ${run.baseUrl}) and check what answers there: another service, a TLS port spoken to over http, or a server that breaks its responses under load`,
            };
        case 'script':
            return scriptErrors(result, spec);
        case 'stream':
            return streamFaults(result, spec);
        case 'other':
            return otherFailures(result, spec);
    }
}
/**
 * Returns the triage of responses that did not match the API schema: `server-errors`, since the service answered what
 * its own schema does not document; a sample names the first mismatch. Only a sample of responses is checked (the
 * first 20, then 1 in 100), so the count is of those checked.
 */
function conformanceFailures(result) {
    const count = result.requests.byCategory.conformance ?? 0;
    const sample = (result.samples ?? []).find(({ category }) => category === 'conformance');
    const quoted = sample
        ? `; one answered ${sample.status}${sample.check ? `: ${sample.check}` : ''}${sample.body.trim() ? `: ${sample.body}` : ''}`
        : '';
    return {
        category: 'server-errors',
        evidence: `${(0,wording/* formatCount */.B4)(count)} of the responses checked against the API schema did not match it${quoted}`,
        nextStep: 'fix the server or its schema, whichever is wrong: the answer must be what the schema documents (its status and JSON body); for an API whose document is known to be wrong, set `conformance: off` on the scenario',
    };
}
/**
 * Returns the triage of requests whose redirects were not followed: `client-errors`, since what the load test allows
 * (followRedirects, crossOrigin) decides it; the sample's reason says which case and what to set. A loop is the
 * server's, and the reason says so.
 */
function redirectFailures(result) {
    const reason = (result.samples ?? []).find(({ category }) => category === 'redirect')?.reason;
    return {
        category: 'client-errors',
        evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'redirect')} ended at a redirect that was not followed${reason ? `: ${reason}` : ''}`,
        nextStep: 'allow what the redirects need (followRedirects, crossOrigin: true), or send the request where they lead; a loop means the server redirects back to a request already sent: fix the server, or the cookies it expects',
    };
}
/** Returns the triage of iterations a script ended by throwing: the script's own fault, whatever the server did. */
function scriptErrors(result, spec) {
    const reason = (result.samples ?? []).find(({ category }) => category === 'script')?.reason;
    return {
        category: 'client-errors',
        evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'script')} ended with the script throwing${reason ? `: ${reason}` : ''}`,
        nextStep: `fix the script${spec?.script ? ` ${spec.script}` : ''} where it throws (run it against one user with a short duration), or catch what it expects to fail`,
    };
}
function timeouts(result, spec) {
    const limit = spec && spec.timeoutMs > 0 ? `${(0,wording/* formatCount */.B4)(spec.timeoutMs)} ms` : undefined;
    return {
        category: 'timeouts',
        evidence: `${(0,triage_figures/* requestShare */.R4)(result, 'timeout')} got no answer within ${limit ? `the ${limit} timeout` : 'the timeout'}`,
        nextStep: `the server does not answer within ${limit ?? 'the timeout'} at ${(0,triage_figures/* users */.VV)(result)}: look at what is slow (its logs, slow queries, locks), or raise timeout if that wait is acceptable`,
    };
}

;// CONCATENATED MODULE: ./src/triage/time-shape.ts
/**
 * Fewer requests than this are too few to conclude from: a percentile of 6 requests is one of them, and a slow
 * first request or two (a cold cache, a lazy connection pool) decides it.
 */
const THIN_REQUESTS = 20;
/** The first seconds that can be a warm-up: at most two, and at most a third of the timeline. */
const WARM_UP_SECONDS = 2;
/**
 * The timeline's per-second figure that bounds each latency key from above: when every later second's p95 is within
 * a p90 limit, so is its p90. Keys without one (`max`, `mean`, `p999`) cannot be told apart by second.
 */
const BOUND_BY = {
    p50: 'p50',
    p75: 'p95',
    p90: 'p95',
    p95: 'p95',
    p99: 'p99',
};
/** Returns `only 6 requests: rerun longer before drawing conclusions` when the scenario made too few; else ''. */
function thinEvidence(result) {
    const { total } = result.requests;
    if (total <= 0 || total >= THIN_REQUESTS)
        return '';
    return `only ${total} ${total === 1 ? 'request' : 'requests'}: rerun longer before drawing conclusions`;
}
/**
 * Returns how many first seconds of the timeline breached the latency bounds (1 or 2), when only they did: every
 * later second with requests kept each breached bound. A percentile over several seconds is at most the largest of
 * theirs, so the breach then comes from those first seconds: a warm-up effect. Undefined when the breaches are not
 * all latency percentiles the timeline has, or when later seconds breach too.
 */
function warmUpSeconds(result, breaches) {
    const { timeline } = result;
    const window = Math.min(WARM_UP_SECONDS, Math.floor(timeline.length / 3));
    if (breaches.length === 0 || window < 1)
        return undefined;
    const bounds = breaches.map((threshold) => ({ figure: BOUND_BY[threshold.key], limit: threshold.limit }));
    if (bounds.some(({ figure }) => figure === undefined))
        return undefined;
    for (let seconds = 1; seconds <= window; seconds++) {
        const later = timeline.slice(seconds).filter((entry) => entry.requests > entry.errors);
        if (later.length > 0 && later.every((entry) => bounds.every(({ figure, limit }) => entry[figure] <= limit)))
            return seconds;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/triage/performance.ts



/** A breach this close to its limit (10%) is within what two runs of the same code differ by on a shared runner. */
const BORDERLINE_MARGIN = 0.1;
/**
 * Returns the triage of breached latency and rps bounds: `latency` for a warm-up (only the first one or two seconds
 * breached), `systemic` when every scenario of the run breached a latency bound, `borderline` when each breach is
 * within 10% of its limit, else `latency` (for rps alone too). A scenario with few requests is asked to run longer.
 */
function fromPerformance(result, spec, context, breaches) {
    const { run, systemic } = context;
    const saturated = run.generator.saturated
        ? "; the load generator was saturated during the run, so these figures may be its own, not the server's"
        : '';
    const figures = breaches.map(wording/* describeBreach */.DR).join(', ');
    const latency = breaches.filter((threshold) => threshold.unit === 'ms');
    const thin = thinEvidence(result);
    const warmUp = latency.length === breaches.length ? warmUpSeconds(result, breaches) : undefined;
    if (warmUp !== undefined)
        return {
            category: 'latency',
            evidence: `${figures}, only in the first ${warmUp === 1 ? 'second' : `${warmUp} seconds`}: every later second kept ${breaches.length > 1 ? 'the limits' : 'the limit'}, a warm-up effect${saturated}`,
            nextStep: `${thin ? 'rerun longer before drawing conclusions; ' : ''}the service was slow only while it warmed up (cold caches, connection pools, lazy loading): add rampUp (e.g. rampUp: 5s) so that the load grows while it warms up, or run longer so that the first seconds weigh less`,
        };
    // A percentile of a handful of requests is one of them: no profiling advice on that.
    if (thin)
        return {
            category: breaches.every(withinMargin) ? 'borderline' : 'latency',
            evidence: `${figures}${saturated}`,
            nextStep: `${thin} (a longer duration, and rampUp if the first requests were the slow ones), then look at ${result.endpoint} if it stays slow`,
        };
    if (systemic && latency.length > 0)
        return {
            category: 'systemic',
            evidence: `all ${run.scenarios.length} scenarios breached latency bounds at once; here ${figures}${saturated}`,
            nextStep: 'the service as a whole (or the runner) was slow: check what the endpoints share (the database, the CPU and memory of the host) rather than one endpoint',
        };
    if (breaches.every(withinMargin))
        return {
            category: 'borderline',
            evidence: `${figures}, ${breaches.length > 1 ? 'each ' : ''}within ${BORDERLINE_MARGIN * 100}% of ${breaches.length > 1 ? 'its' : 'the'} limit${saturated}`,
            nextStep: `rerun: a margin this small is within run-to-run noise on a shared runner; or ${latency.length > 0 ? 'raise the limit a little if that latency' : `lower the ${breaches[0].key} limit a little if that ${breaches[0].unit === 'events' ? 'event count' : 'throughput'}`} is acceptable`,
        };
    if (latency.length > 0)
        return {
            category: 'latency',
            evidence: `${figures}${saturated}`,
            nextStep: `profile ${result.endpoint} at ${(0,triage_figures/* users */.VV)(result)}: look at its database queries, caching and what else it waits on`,
        };
    // Too few events per stream (the `events` threshold): what the server sends, not how fast it answers.
    if (breaches.some((threshold) => threshold.unit === 'events'))
        return {
            category: 'latency',
            evidence: `${figures}${saturated}`,
            nextStep: `the streams carried fewer events than the limit at ${(0,triage_figures/* users */.VV)(result)}: check what publishes them on the server during the run (for a GraphQL subscription, its trigger), that a buffer does not hold them, and the streams' faults; or lower the limit`,
        };
    return { category: 'latency', evidence: `${figures}${saturated}`, nextStep: throughputNextStep(result, spec) };
}
/** Returns the latency bounds a scenario breached with a measured value. */
function latencyBreaches(result) {
    return result.thresholds.filter((t) => !t.passed && t.unit === 'ms' && t.actual !== undefined);
}
/** Users that each wait for an answer (and think) cannot make more than users / (latency + think time) requests/s. */
function throughputNextStep(result, spec) {
    // An open-model scenario sends what its schedule asks, whatever the server does: its rate is set, not reached.
    if (result.arrival)
        return `the schedule asks for ${(0,triage_figures/* users */.VV)(result)}, below the rps limit: raise arrivalRate (or the stages' targets) or lower the limit`;
    const cycleMs = result.latencyMs.mean + (spec?.thinkTimeMs ?? 0);
    if (!(cycleMs > 0))
        return `the server answered too slowly for that rate at ${(0,triage_figures/* users */.VV)(result)}: raise concurrentUsers or make ${result.endpoint} faster`;
    const ceiling = (result.concurrentUsers * 1000) / cycleMs;
    return `at ${(0,triage_figures/* users */.VV)(result)} and ${(0,wording/* formatNumber */.ZV)(cycleMs)} ms per request${spec?.thinkTimeMs ? ' with thinkTime' : ''}, at most about ${(0,wording/* formatNumber */.ZV)(ceiling)} req/s are possible: raise concurrentUsers or make ${result.endpoint} faster`;
}
function withinMargin({ bound, actual, limit }) {
    if (actual === undefined)
        return false;
    return bound === 'min' ? actual >= limit * (1 - BORDERLINE_MARGIN) : actual <= limit * (1 + BORDERLINE_MARGIN);
}

;// CONCATENATED MODULE: ./src/triage/flow.ts
/**
 * Returns the context in which a step of a flow is triaged: the step's request data (with the flow's users, duration
 * and headers) where the triage looks for the scenario's own, so that its next step names the step's params and body.
 */
function stepContext(context, flow, step) {
    const spec = context.specs.get(flow.name);
    const written = spec?.flow?.find(({ name }) => name === step.name);
    if (!spec || !written)
        return context;
    return { ...context, specs: new Map(context.specs).set(step.name, stepSpec(spec, written)) };
}
function stepSpec(flow, step) {
    // The step's request replaces the flow's; the flow's steps and sources say nothing of this one request.
    const spec = { ...flow, ...step };
    delete spec.flow;
    delete spec.sources;
    return spec;
}
/**
 * Returns the flow's triage from its first step that did not pass, `step "List items" failed: …` with that step's
 * category and next step; undefined when every step passed (the flow's own figures explain it).
 */
function fromFirstStep(steps) {
    const first = steps.find(({ outcome, triage }) => (outcome === 'failed' || outcome === 'errored') && triage);
    if (!first?.triage)
        return undefined;
    return { ...first.triage, evidence: `step "${first.name}" ${first.outcome}: ${first.triage.evidence}` };
}

// EXTERNAL MODULE: ./src/triage/regression-causes.ts
var regression_causes = __webpack_require__(38252);
// EXTERNAL MODULE: ./src/results/responses.ts
var responses = __webpack_require__(26814);
// EXTERNAL MODULE: ./src/results/arrival-wording.ts
var arrival_wording = __webpack_require__(94130);
;// CONCATENATED MODULE: ./src/triage/schedule.ts




// Not keeping it: below 95% of the target rate, or requests dropped. The two causes need opposite fixes.
/** Below this share of the target rate, an open-model scenario did not keep its schedule. */
const TARGET_SHARE = 0.95;
/**
 * A scheduler this late at p99 (actual minus intended start) is the generator falling behind: a healthy one is well
 * under a millisecond late, so 10 ms is far past noise yet short of any server's stall.
 */
const LATE_MS = 10;
/** How many of the connections needed at the p95 service time are worth asking for: room for bursts and stalls. */
const HEADROOM = 2;
/**
 * Returns the triage of an open-model scenario that did not keep its schedule, when that is what explains it:
 * `generator` when the run's self-check says the generator was saturated or its own lateness p99 is over 10 ms
 * (then every figure may be the generator's own), unless failed requests outnumber the dropped ones and are one in
 * ten of those sent; else `latency` (the server fell behind: every connection busy) when the dropped requests are at
 * least as many as the failed ones and the server answered. Undefined for a scenario that kept its schedule, or whose
 * failures outnumber its dropped requests (they explain it first).
 */
function scheduleTriage(result, run) {
    const { arrival } = result;
    if (!arrival || !fellBehind(result, arrival))
        return undefined;
    const { total, failed, dropped = 0 } = result.requests;
    const failuresFirst = failed > dropped;
    if (run.generator.saturated || arrival.latenessP99Ms > LATE_MS)
        // A late generator sends late, but a 401 is a 401: many failures keep their own category.
        return failuresFirst && failed >= total * FAILURES_EXPLAIN ? undefined : generatorBehind(result, arrival, run);
    if (failuresFirst || !(0,responses/* hasResponses */.b)(result))
        return undefined;
    return serverBehind(result, arrival);
}
/** Returns the triage with the dropped requests added to its evidence, for an open-model scenario that dropped some. */
function withDropped(triage, result) {
    const dropped = result.requests.dropped ?? 0;
    if (!result.arrival || dropped === 0)
        return triage;
    return {
        ...triage,
        evidence: `${triage.evidence}; also ${droppedRequests(result)}: every connection was busy at their due time`,
    };
}
function fellBehind(result, arrival) {
    return (result.requests.dropped ?? 0) > 0 || arrival.achievedRate < arrival.targetRate * TARGET_SHARE;
}
function generatorBehind(result, arrival, run) {
    const dropped = (result.requests.dropped ?? 0) > 0 ? `, ${droppedRequests(result)}` : '';
    const saturated = run.generator.saturated ? `; ${(0,wording/* selfCheckMessage */.c9)(run)}` : '';
    return {
        category: 'generator',
        evidence: `the load generator could not keep the schedule: ${started(arrival)}${dropped}, its own lateness p99 ${(0,wording/* formatNumber */.ZV)(arrival.latenessP99Ms)} ms (requests started that long after they were due)${saturated}`,
        nextStep: `these figures are the load generator's limit, not the server's: give it more CPU (--workers auto, or a bigger runner), run fewer scenarios at once, or split the rate over several runners with --shard, then run again`,
    };
}
function serverBehind(result, arrival) {
    const { failed } = result.requests;
    const dropped = (result.requests.dropped ?? 0) > 0 ? `; ${droppedRequests(result)}` : '';
    const busy = dropped
        ? `: every one of the ${(0,wording/* formatCount */.B4)(arrival.maxUsers)} connections was busy at their due time, service time p95 ${(0,wording/* formatNumber */.ZV)(arrival.serviceMs.p95)} ms`
        : '';
    const failures = failed > 0 ? `; ${(0,wording/* formatCount */.B4)(failed)} of the requests sent failed (${topCategories(result)})` : '';
    return {
        category: 'latency',
        evidence: `${started(arrival)}${dropped}${busy}; the load generator kept its schedule (lateness p99 ${(0,wording/* formatNumber */.ZV)(arrival.latenessP99Ms)} ms)${failures}`,
        nextStep: serverNextStep(result, arrival),
    };
}
/**
 * Little's law: a rate of R requests/s served in S seconds each keeps R × S requests in flight. When maxUsers is short
 * of that (with headroom), it is the test's limit as much as the server's; when it is not, the server stalled.
 */
function serverNextStep(result, arrival) {
    const rate = (0,arrival_wording/* scheduledLoad */.iw)(result, arrival);
    const { p95, p99, max } = arrival.serviceMs;
    const needed = Math.max(1, Math.ceil(((0,arrival_wording/* peakTarget */.L_)(result, arrival) * p95) / 1000));
    if (needed * HEADROOM > arrival.maxUsers)
        return `the server did not keep up with ${rate} on ${(0,wording/* formatCount */.B4)(arrival.maxUsers)} connections: at a service time of ${(0,wording/* formatNumber */.ZV)(p95)} ms (p95), ${rate} needs about ${(0,wording/* formatCount */.B4)(needed)} requests in flight; raise maxUsers (e.g. maxUsers: ${needed * HEADROOM}) if the server should cope with that many at once, or make ${result.endpoint} faster`;
    return `the server stalled: at a service time of ${(0,wording/* formatNumber */.ZV)(p95)} ms (p95), ${rate} needs only about ${(0,wording/* formatCount */.B4)(needed)} of the ${(0,wording/* formatCount */.B4)(arrival.maxUsers)} connections, but its slowest answers (p99 ${(0,wording/* formatNumber */.ZV)(p99)} ms, max ${(0,wording/* formatNumber */.ZV)(max)} ms) held them all; look at what ${result.endpoint} waits on when it stalls (locks, pauses, a pool), or raise maxUsers if such stalls are acceptable`;
}
/** Returns `150 of 200 requests/s started (75% of the target)`. */
function started(arrival) {
    return `${(0,arrival_wording/* rateFigures */.IJ)(arrival)} (${(0,wording/* formatShare */.T1)(arrival.achievedRate, arrival.targetRate)} of the target)`;
}
/** Returns `500 requests dropped (25% of 2,000 due)`. */
function droppedRequests(result) {
    const dropped = result.requests.dropped ?? 0;
    const due = (0,arrival_wording/* dueCount */.io)(result);
    return `${(0,wording/* formatCount */.B4)(dropped)} ${dropped === 1 ? 'request' : 'requests'} dropped (${(0,wording/* formatShare */.T1)(dropped, due)} of ${(0,wording/* formatCount */.B4)(due)} due)`;
}
/** Returns `http5xx 20, timeout 3`: the two largest failure categories. */
function topCategories(result) {
    return Object.entries(result.requests.byCategory)
        .filter(([, count]) => count > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, 2)
        .map(([category, count]) => `${category} ${(0,wording/* formatCount */.B4)(count)}`)
        .join(', ');
}

;// CONCATENATED MODULE: ./src/triage/triage.ts











// Each family of categories has its file: availability.ts (the service went away or could not be reached), failures.ts
// and statuses.ts (the failed requests), performance.ts (breached latency and rps bounds), schedule.ts (an open-model
// scenario that fell behind its schedule).
/**
 * Returns the results with `triage` set on every scenario and every step of a flow that did not pass (failed or
 * errored; cancelled and passed get null). A flow's triage is that of its first step that did not pass, named in
 * the evidence; the flow's own figures are triaged only when every step passed.
 *
 * One category per scenario, the first that applies:
 * - an errored scenario is triaged by its failures when it has some; without, it is `unavailable` when its error
 *   says the target could not be reached, else `client-errors`: it could not start as written (an unset variable, a
 *   bad baseUrl);
 * - a scenario that failed the `availability` check (the service stopped answering during the run) is `unavailable`
 *   from the second the check names, unless its failures are 4xx, GraphQL errors or bodies that failed expect.json:
 *   answers that came, quick or not, which keep their category, the evidence saying the service kept answering;
 * - an open-model scenario that did not keep its schedule (below 95% of its target rate, or requests dropped) is
 *   `generator` when the run's self-check says the generator was saturated or its own lateness p99 is over 10 ms,
 *   else `latency` (the server fell behind: every connection busy) unless its failed requests outnumber its dropped
 *   ones; then the rules below decide, and the evidence adds the dropped requests (schedule.ts);
 * - the failures decide when a built-in check failed, when a rate threshold (`errorRate`, `okRate`) was breached,
 *   when no latency or rps bound was breached with a measured value, or when at least one request in ten failed;
 *   then the largest failure category names it: `connect` is `unavailable`; `http5xx` is `server-errors`, unless its
 *   body blames the input (PostgreSQL's unique or foreign key violation passed on as a 500); `http4xx` is
 *   `client-errors`; `graphql` is `client-errors` when the server's first error blames the input (a unique or foreign
 *   key violation, a record not found, a value refused, `BAD_USER_INPUT`, `NOT_FOUND`), the credentials
 *   (`UNAUTHENTICATED`, `FORBIDDEN`), the document (it does not fit the schema) or the request, else `server-errors`
 *   (graphql.ts); when the input is to blame, the next step names the values to fix (input-next-step.ts); `check`
 *   (an ok status whose body failed expect.json) is `client-errors`, with
 *   the checks that failed and how often; `timeout` and `interrupted` are `timeouts`, or `generator` when the run's self-check says the
 *   generator was saturated (its own late timers make them, generator.ts), an outage of such failures too; `reset` and `protocol` are
 *   `server-errors`, since the server or a proxy in front of it broke the exchange; `other` is `client-errors` when
 *   it counts responses whose status `expect.status` does not list, else `server-errors`. A 401 or 403 (or GraphQL's
 *   `UNAUTHENTICATED`, `FORBIDDEN`) is blamed on the credentials only when the run holds no proof that they work:
 *   when the same credentials got ok responses in other scenarios, the params, the GraphQL variables, the body, the
 *   query or the route is named instead. A query parameter is a credential only when its value comes from a
 *   `${VARIABLE}` (credentials.ts);
 * - otherwise the breached latency and rps bounds: `latency` for a warm-up (only the first one or two seconds
 *   breached), `systemic` when every scenario of the run breached a latency bound, `borderline` when each breach is
 *   within 10% of its limit, else `latency` (for rps alone too).
 *
 * Thin evidence is said: a scenario of fewer than THIN_REQUESTS requests says so in its evidence, and its latency
 * triage asks for a longer run before any profiling. A failed response the engine kept is quoted (its body's start,
 * or a GraphQL error's message), as the server wrote it: each report escapes it.
 *
 * A scenario that failed only because its comparison with the baseline regressed is `regression`, with each regressed
 * metric's change and interval; one that also breached a threshold or failed a check keeps that category, and its
 * evidence adds the regression. An `inconclusive` scenario gets no triage: the reports say what would settle it.
 *
 * Without the load test (a results file judged again by `loadtool compare`), the triage uses the results alone.
 */
function triageResults(results, loadTest) {
    const context = {
        run: results,
        specs: new Map(loadTest?.scenarios.map((scenario) => [scenario.name, scenario])),
        systemic: results.scenarios.length >= 2 && results.scenarios.every((scenario) => latencyBreaches(scenario).length > 0),
    };
    return {
        ...results,
        scenarios: results.scenarios.map((scenario) => {
            if (!scenario.steps)
                return { ...scenario, triage: triageOf(scenario, context) };
            const steps = scenario.steps.map((step) => ({
                ...step,
                triage: triageOf(step, stepContext(context, scenario, step)),
            }));
            const own = didNotPass(scenario) ? (fromFirstStep(steps) ?? triageOf(scenario, context)) : null;
            return { ...scenario, steps, triage: own };
        }),
    };
}
/** A flow's steps are triaged on their own; the flow's triage names its first step that did not pass. */
function triageOf(result, context) {
    return didNotPass(result) ? withThinEvidence(withRegression(triageScenario(result, context), result), result) : null;
}
/** Adds the regressed metrics to the evidence of a scenario that also failed for another reason. */
function withRegression(triage, result) {
    if (triage.category === 'regression' || result.comparison?.verdict !== 'regressed')
        return triage;
    return {
        ...triage,
        evidence: `${triage.evidence}; also regressed against the baseline: ${(0,regression_causes/* regressionEvidence */.bD)(result.comparison)}`,
    };
}
function didNotPass({ outcome }) {
    return outcome === 'failed' || outcome === 'errored';
}
function triageScenario(result, context) {
    const { run } = context;
    const { failed } = result.requests;
    if (result.outcome === 'errored') {
        const quoted = `the scenario errored with "${(0,wording/* errorReason */.jf)(result)}"`;
        if (failed > 0) {
            const triage = fromFailures(result, context);
            return { ...triage, evidence: `${quoted}; ${triage.evidence}` };
        }
        return couldNotStart(result, quoted, run);
    }
    const availability = result.failedChecks?.find(({ check }) => check === 'availability');
    const outage = availability && (0,checks/* findOutage */.x)(result);
    // Timeouts that fill whole seconds in a run whose generator was saturated are its own, not an outage (generator.ts).
    if (availability && outage && !lateGenerator(result, run)) {
        const failures = stoppedAnswering(result, context, availability.message, outage);
        if (failures)
            return failures;
        const own = fromFailures(result, context);
        return { ...own, evidence: `${answeredThroughout(outage)}; ${own.evidence}` };
    }
    const schedule = scheduleTriage(result, run);
    if (schedule)
        return schedule;
    return withDropped(fromBreaches(result, context), result);
}
/** Returns the triage of a scenario that ran and stayed available: its failures, its breaches or its regression. */
function fromBreaches(result, context) {
    const spec = context.specs.get(result.name);
    const { total, failed } = result.requests;
    const checkFailed = (result.failedChecks?.length ?? 0) > 0;
    const breached = result.thresholds.filter((threshold) => !threshold.passed);
    const rateBreached = breached.some((threshold) => threshold.unit === '%');
    const performance = breached.filter((threshold) => threshold.unit !== '%' && threshold.actual !== undefined);
    if (result.comparison?.verdict === 'regressed' && breached.length === 0 && !checkFailed)
        return (0,regression_causes/* fromRegression */.uA)(result, result.comparison);
    if (failed > 0 && (checkFailed || rateBreached || performance.length === 0 || failed >= total * FAILURES_EXPLAIN))
        return fromFailures(result, context);
    if (performance.length > 0)
        return fromPerformance(result, spec, context, performance);
    return {
        category: 'latency',
        evidence: breached.length > 0 ? breached.map(wording/* describeBreach */.DR).join(', ') : 'no breached threshold was recorded',
        nextStep: `rerun the scenario alone (loadtool run --scenario "${result.name}") and compare its figures with its thresholds`,
    };
}
/** Adds `only 6 requests: rerun longer before drawing conclusions` to the evidence of a scenario with few requests. */
function withThinEvidence(triage, result) {
    const thin = thinEvidence(result);
    return thin && !triage.evidence.includes(thin) ? { ...triage, evidence: `${triage.evidence}; ${thin}` } : triage;
}


/***/ }),

/***/ 66588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ failedChecks),
/* harmony export */   x: () => (/* binding */ findOutage)
/* harmony export */ });
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);

/**
 * Seconds with failures and not one ok response that make an outage. One such second alone is not enough: at a
 * request or two per second (one user, a slow endpoint), a single failed request fills a second by itself.
 */
const OUTAGE_SECONDS = 2;
/**
 * The failures that are answers which did not come: no response (a timeout, a connection refused or reset, a
 * response cut short or not HTTP), or a 5xx, which is what a proxy answers for a service behind it that stopped. A
 * scenario whose failures are all other answers (a 4xx, GraphQL `errors` with a 200, a failed check, a mismatch with
 * the schema), however quick, got its answers: it has no outage.
 */
const UNANSWERED = ['timeout', 'connect', 'reset', 'interrupted', 'protocol', 'http5xx'];
/**
 * Returns the first outage of the scenario's timeline, or undefined: at least OUTAGE_SECONDS seconds that each had
 * failures and not one ok response (ok = requests − errors), with no second between them that had an ok response.
 * A second in which no request ended (every user still waiting, as on a hung server) neither starts nor breaks an
 * outage. Every second counts, the last one too: it is whole (durations are whole seconds) and also holds the
 * responses of the grace period. A scenario that never got an ok response has no outage: it did not stop answering,
 * it never answered, which is the `ok-responses` check.
 */
function findOutage(result) {
    if (result.requests.ok === 0)
        return undefined;
    const seconds = result.timeline.length;
    let from;
    let failing = 0;
    for (const { second, requests, errors } of result.timeline) {
        if (requests - errors > 0) {
            if (from !== undefined && failing >= OUTAGE_SECONDS)
                return { fromSecond: from, untilSecond: second, recovered: true, seconds };
            from = undefined;
            failing = 0;
        }
        else if (errors > 0) {
            from ??= second;
            failing++;
        }
    }
    return from !== undefined && failing >= OUTAGE_SECONDS
        ? { fromSecond: from, untilSecond: seconds, recovered: false, seconds }
        : undefined;
}
/** Returns the outage as a sentence for people: `the service stopped answering from second 2 of 6 (…)`. */
function describeOutage(outage) {
    const { fromSecond, untilSecond, recovered, seconds } = outage;
    const span = untilSecond - fromSecond;
    const into = `${fromSecond} s into the run`;
    return recovered
        ? `the service did not answer from second ${fromSecond} to second ${untilSecond - 1} of ${seconds} (${into}): not one ok response for ${span} ${span === 1 ? 'second' : 'seconds'}, then it answered again`
        : `the service stopped answering from second ${fromSecond} of ${seconds} (${into}): not one ok response in its last ${span} ${span === 1 ? 'second' : 'seconds'}`;
}
/**
 * Returns the built-in checks the scenario failed, whatever its thresholds: `ok-responses` when it made requests and
 * not one got an ok response (a gate must not pass a scenario that never worked, thresholds or not),
 * `availability` when the service stopped answering during the run (see findOutage and UNANSWERED), and `conformance` when a
 * response did not match the API schema.
 */
function failedChecks(result) {
    const checks = [];
    const { total, ok } = result.requests;
    if (total > 0 && ok === 0)
        checks.push({
            check: 'ok-responses',
            message: `not one of the ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(total)} ${total === 1 ? 'request' : 'requests'} got an ok response`,
        });
    // The check is about answers that did not come: seconds of quick answers with errors (UNANSWERED) are not an outage.
    const outage = UNANSWERED.some((category) => (result.requests.byCategory[category] ?? 0) > 0) && findOutage(result);
    if (outage)
        checks.push({ check: 'availability', message: describeOutage(outage), fromSecond: outage.fromSecond });
    // Only a sample of the responses is checked against the schema (engine/http/conformance.ts): one that did not match is
    // a broken contract, however few the sample makes it.
    const nonConforming = result.requests.byCategory.conformance ?? 0;
    if (nonConforming > 0)
        checks.push({
            check: 'conformance',
            message: `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(nonConforming)} of the responses checked against the API schema did not match it`,
        });
    return checks;
}


/***/ }),

/***/ 95537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qZ: () => (/* binding */ judgeScenario),
  CL: () => (/* binding */ runOutcome),
  Om: () => (/* binding */ worstOutcome)
});

// EXTERNAL MODULE: ./src/verdict/checks.ts
var verdict_checks = __webpack_require__(66588);
;// CONCATENATED MODULE: ./src/verdict/evaluate.ts
/**
 * Returns each threshold's verdict: the measured value against the limit (`max`: at most the limit, `min`: at least).
 * A threshold whose value was not measured (no response for a latency, no request for a rate) has no `actual` and
 * has not passed: a gate must not pass on the absence of data.
 */
function evaluateThresholds(thresholds, measured) {
    return thresholds.map((threshold) => {
        const value = evaluate_valueOf(threshold.key, measured);
        const known = value !== undefined && Number.isFinite(value);
        const passed = known && (threshold.bound === 'max' ? value <= threshold.limit : value >= threshold.limit);
        return {
            key: threshold.key,
            bound: threshold.bound,
            limit: threshold.limit,
            ...(known && { actual: shown(value, threshold, passed) }),
            unit: threshold.unit,
            passed,
            line: threshold.line,
        };
    });
}
function evaluate_valueOf(key, measured) {
    switch (key) {
        case 'errorRate':
            return measured.errorRate;
        case 'okRate':
            return measured.okRate;
        case 'rps':
            return measured.rps;
        case 'ttfb':
        case 'ttfe':
        case 'eventGap': {
            // Judged on the p95, like generation's latency thresholds; undefined when no stream got that far.
            const distribution = measured.stream?.[key];
            return distribution !== undefined && distribution.count > 0 ? distribution.ms.p95 : undefined;
        }
        case 'events':
            return measured.stream && measured.stream.streams > 0
                ? measured.stream.events / measured.stream.streams
                : undefined;
        default:
            return measured.latencyMs?.[key];
    }
}
/**
 * Returns the value as reports show it, rounded to 0.001, unless rounding would make a breach look like a pass
 * (1 error in a million is an errorRate of 0.0001 %, which is above a limit of 0 %).
 */
function shown(value, threshold, passed) {
    const rounded = Math.round(value * 1000) / 1000;
    const roundedPasses = threshold.bound === 'max' ? rounded <= threshold.limit : rounded >= threshold.limit;
    return roundedPasses === passed ? rounded : value;
}

// EXTERNAL MODULE: ./src/results/responses.ts
var responses = __webpack_require__(26814);
// EXTERNAL MODULE: ./src/results/wording.ts
var wording = __webpack_require__(48314);
;// CONCATENATED MODULE: ./src/verdict/once-step.ts

/**
 * Returns why the flow could not run because of this `once` step ("the once step Log in never succeeded: …"), or
 * undefined when it is a measured step or succeeded at least once.
 */
function onceStepFailure(step) {
    if (!step.once || step.outcome !== 'errored')
        return undefined;
    return `the once step ${step.name} never succeeded: ${step.error ?? onceAttempts(step)}`;
}
function onceAttempts(step) {
    const { total } = step.requests;
    return `not one of its ${(0,wording/* formatCount */.B4)(total)} ${total === 1 ? 'attempt' : 'attempts'} got an ok response`;
}

// EXTERNAL MODULE: ./src/results/not-started.ts
var not_started = __webpack_require__(14551);
;// CONCATENATED MODULE: ./src/verdict/outcome.ts





// A skipped scenario was not run on purpose: below passed, so that it never worsens a run.
const SEVERITY = {
    skipped: -1,
    passed: 0,
    inconclusive: 1,
    failed: 2,
    errored: 3,
    cancelled: 4,
};
/**
 * Returns the worst of the outcomes (cancelled > errored > failed > inconclusive > passed), `skipped` counting for
 * nothing; `passed` when there are none (judgedRun errors a run in which no scenario ran).
 */
function worstOutcome(outcomes) {
    let worst = 'passed';
    for (const outcome of outcomes)
        if (SEVERITY[outcome] > SEVERITY[worst])
            worst = outcome;
    return worst;
}
/** Why a run in which every scenario was skipped is errored: it must never pass without measuring anything. */
const NO_SCENARIO_RAN = 'no scenario ran: every scenario of the run is skipped (skip: in the load test)';
/**
 * Returns a run's outcome from its scenarios': the worst of them, a scenario the cancelled run never started
 * (NOT_STARTED) counting as `cancelled`; or `errored` with NO_SCENARIO_RAN as its `error` when every one was skipped
 * by its `skip:`.
 */
function runOutcome(scenarios) {
    const outcomes = scenarios.map((scenario) => ((0,not_started/* notStarted */.DY)(scenario) ? 'cancelled' : scenario.outcome));
    if (outcomes.length > 0 && outcomes.every((outcome) => outcome === 'skipped'))
        return { outcome: 'errored', error: NO_SCENARIO_RAN };
    return { outcome: worstOutcome(outcomes) };
}
/**
 * Returns the scenario's result with its thresholds evaluated, its built-in checks done and its outcome decided. A
 * scenario passes only when it ran (`errored` when not one request was made), got ok responses (`failed`, check
 * `ok-responses`, when not one was ok), did not lose the service during the run (`failed`, check `availability`:
 * see findOutage) and met every threshold (`failed` when one was breached). A scenario that was cancelled or could
 * not run keeps that outcome; its thresholds are still evaluated, so that reports show how far it got. It takes what
 * the engine measured, or a scenario judged before (a results file judged again).
 *
 * A skipped scenario (`skip:`) stays `skipped`, with no thresholds, checks nor triage; so does one cancelled before it
 * sent anything (cancelledBeforeSending: the run was cancelled before it started), skipped with NOT_STARTED: its
 * thresholds would be judged against nothing measured, and breached.
 *
 * A flow's measured steps (`measure: false` ones too) are judged the same way against `stepThresholds` (by step name),
 * its `once` steps are never judged (errored only when not one attempt succeeded: then the flow is errored with that
 * reason), nor are its `cleanup` steps, and the flow's outcome is the worst of its own and its steps'.
 */
function judgeScenario(result, thresholds, stepThresholds = new Map()) {
    const { steps, ...own } = result;
    // Not run (`skip:`, or the run cancelled before it started): nothing to judge, no triage; its thresholds measured
    // nothing.
    const cancelled = (0,not_started/* cancelledBeforeSending */.xX)(result);
    if (cancelled || own.outcome === 'skipped') {
        const skipped = { ...own, outcome: 'skipped', thresholds: [], triage: null };
        if (cancelled)
            skipped.skip = not_started/* NOT_STARTED */.Yd;
        delete skipped.failedChecks;
        delete skipped.error;
        return skipped;
    }
    const judged = judgeFigures(own, thresholds);
    if (!steps)
        return judged;
    const judgedSteps = steps.map((step) => judgeStep(step, stepThresholds.get(step.name) ?? []));
    const onceFailure = judgedSteps.map(onceStepFailure).find((reason) => reason !== undefined);
    const flow = { ...judged, steps: judgedSteps };
    if (onceFailure && flow.outcome !== 'cancelled')
        return { ...flow, outcome: 'errored', error: onceFailure };
    return { ...flow, outcome: worstOutcome([flow.outcome, ...judgedSteps.map(({ outcome }) => outcome)]) };
}
function judgeStep(step, thresholds) {
    if (!step.once && !step.cleanup)
        return judgeFigures(step, thresholds);
    // A once step (a log in) is setup, not load: shown, never judged; onceStepFailure says when it never succeeded. A
    // cleanup step (after the measured time) measured nothing of the load either: shown, its failures in its figures.
    const { once, ...figures } = step;
    const outcome = step.outcome === 'cancelled' ? 'cancelled' : 'passed';
    const judged = { ...figures, ...(once !== undefined && { once }), outcome, thresholds: [], triage: null };
    delete judged.failedChecks;
    delete judged.error;
    if (once && step.requests.ok === 0 && judged.outcome !== 'cancelled') {
        judged.outcome = 'errored';
        judged.error =
            step.error ?? (step.requests.total === 0 ? 'it was never run' : 'not one attempt got an ok response');
    }
    return judged;
}
function judgeFigures(result, thresholds) {
    const stopped = result.outcome === 'cancelled' || result.outcome === 'errored' ? result.outcome : undefined;
    // Judged afresh: the checks and the triage of an earlier verdict (a results file judged again) must not stay; the
    // triage (src/triage/) follows the new verdict.
    const judged = { ...result, outcome: stopped ?? 'passed', thresholds: [], triage: null };
    delete judged.failedChecks;
    const { total, ok, failed } = judged.requests;
    // An open-model request dropped (every connection busy when it was due) is one the users did not get served: the
    // rates are over every request due, so that a server that cannot keep up fails them.
    const dropped = judged.requests.dropped ?? 0;
    const due = total + dropped;
    judged.thresholds = evaluateThresholds(thresholds, {
        latencyMs: (0,responses/* hasResponses */.b)(judged) ? judged.latencyMs : undefined,
        okRate: due > 0 ? (ok / due) * 100 : Number.NaN,
        errorRate: due > 0 ? ((failed + dropped) / due) * 100 : Number.NaN,
        rps: judged.rps,
        stream: judged.stream,
    });
    if (stopped)
        return judged;
    // No users in this shard of a sharded run (fewer users than shards): not run here by design, so not judged here;
    // its thresholds stay listed, unjudged, and the merge judges the whole (docs/scale.md#sharded-runs).
    if (judged.concurrentUsers === 0)
        return {
            ...judged,
            thresholds: judged.thresholds.map(({ actual: _, ...threshold }) => ({ ...threshold, passed: true })),
        };
    if (total === 0)
        return { ...judged, outcome: 'errored', error: 'no request was made during the run' };
    const checks = (0,verdict_checks/* failedChecks */.H)(judged);
    const breached = judged.thresholds.some((verdict) => !verdict.passed) || checks.length > 0;
    return { ...judged, ...(checks.length > 0 && { failedChecks: checks }), outcome: breached ? 'failed' : 'passed' };
}


/***/ }),

/***/ 24580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ui: () => (/* binding */ judgeWithComparisons),
/* harmony export */   aS: () => (/* binding */ withComparison),
/* harmony export */   qR: () => (/* binding */ toleranceResults)
/* harmony export */ });
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95537);

/** Returns the tolerances of a scenario as results.json keeps them (without the YAML's text and column). */
function toleranceResults(tolerances) {
    if (!tolerances || tolerances.length === 0)
        return undefined;
    return tolerances.map(({ key, worse, unit, limit, line }) => ({ key, worse, unit, limit, line }));
}
/**
 * Returns the scenario with its comparison set and its outcome decided with it: a scenario that passed its thresholds
 * and checks is `failed` when the comparison regressed and `inconclusive` when it could not tell; a scenario already
 * failed stays failed (both the breach and the regression are reported); errored and cancelled keep their outcome,
 * since their figures do not make a fair comparison. Without a comparison, the scenario is returned as judged.
 */
function withComparison(result, comparison) {
    const judged = { ...result };
    delete judged.comparison;
    if (!comparison)
        return judged;
    return { ...judged, comparison, outcome: outcomeWith(result.outcome, comparison) };
}
function outcomeWith(outcome, comparison) {
    if (outcome !== 'passed' && outcome !== 'inconclusive')
        return outcome;
    if (comparison.verdict === 'regressed')
        return 'failed';
    return comparison.verdict === 'inconclusive' ? 'inconclusive' : 'passed';
}
/**
 * Returns a results file judged again against a baseline (`loadtool compare`, `--baseline FILE`): each scenario's
 * comparison taken from `compared.scenarios` by name (none: not compared), its outcome decided afresh from its
 * thresholds, checks and steps as recorded plus that comparison, its triage cleared for `triageResults` to give again,
 * the run's outcome the worst, and the baseline and the run-level control (`regression`) recorded. An earlier
 * comparison in the file is replaced, never stacked.
 */
function judgeWithComparisons(results, compared, baseline) {
    const scenarios = results.scenarios.map((scenario) => withComparison({ ...scenario, outcome: recordedOutcome(scenario), triage: null }, compared.scenarios.get(scenario.name)));
    const { version, ...run } = results;
    delete run.outcome;
    delete run.error;
    delete run.regression;
    // `version` and `outcome` first, where results.json has always had them.
    return { version, ...(0,_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .runOutcome */ .CL)(scenarios), ...run, scenarios, baseline, regression: compared.regression };
}
/** The outcome the scenario's thresholds, checks and steps gave, without any earlier comparison's part in it. */
function recordedOutcome(scenario) {
    if (scenario.outcome === 'errored' || scenario.outcome === 'cancelled' || scenario.outcome === 'skipped')
        return scenario.outcome;
    const breached = scenario.thresholds.some(({ passed }) => !passed) || (scenario.failedChecks?.length ?? 0) > 0;
    return (0,_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .worstOutcome */ .Om)([breached ? 'failed' : 'passed', ...(scenario.steps ?? []).map(({ outcome }) => outcome)]);
}


/***/ })

};
