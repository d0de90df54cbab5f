export const id = 974;
export const ids = [974];
export const modules = {

/***/ 22785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ messageOf),
/* harmony export */   x: () => (/* binding */ truncate)
/* harmony export */ });
// How much of an error's own text a schema message quotes, and the message of any thrown value.
/** How much of an error's own text is quoted: enough to say what is wrong, not a whole stack trace. */
const MAX_QUOTE = 200;
/** Returns a text cut short to MAX_QUOTE characters, with `…` where it was cut. */
function truncate(text) {
    return text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 1)}…` : text;
}
/** Returns the message of what was thrown, an Error or anything else. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 71927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ sourceForFile),
/* harmony export */   S: () => (/* binding */ fetchText)
/* harmony export */ });
/* harmony import */ var _redact_url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20470);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _error_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(22785);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9275);
// Fetches a schema's text from a file or a URL, bounded in size and time, headers sent but never shown.




/** The largest response read: GitHub's REST description is 13 MB and its introspection result 5 MB. */
const MAX_SCHEMA_BYTES = 50 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Redirects followed at most, each on the origin of the URL given. */
const MAX_REDIRECTS = 3;
/**
 * Returns the status, content type and body text of an HTTP request, following up to 3 redirects that stay on the
 * URL's origin, and reading at most MAX_SCHEMA_BYTES. A redirect to another origin is refused: the request's headers
 * (a schema's credentials) must not travel to a host nobody named. Throws a SchemaError, naming the URL without its
 * password, when the request fails or the body is too large; any other status is returned for the caller to judge.
 * Throws a CancelledError when `signal` aborts, whenever that happens.
 */
async function fetchText(url, options = {}) {
    const fail = (message) => new _schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaError */ .A((0,_redact_url_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .B)(url), [{ path: '', message }]);
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
        throw fail('is not an http(s) URL: give the full address, e.g. https://api.example.com/openapi.json');
    }
    const { origin } = new URL(url);
    let current = url;
    for (let redirects = 0;; redirects++) {
        const fetched = await fetchOnce(current, options);
        const location = fetched.location;
        if (location === undefined || redirects === MAX_REDIRECTS)
            return fetched;
        const next = URL.parse(location, current);
        if (!next)
            throw fail('redirects to a location that is not a URL, which is refused: check the URL');
        if (next.protocol !== 'http:' && next.protocol !== 'https:') {
            // A file: or data: URL has no origin to compare (`null`): it is named, without a password, and refused.
            throw fail(`redirects to a URL that is not http(s) (${(0,_error_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .x)((0,_redact_url_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .B)(next.href))}), which is refused: give the http(s) URL of the schema itself`);
        }
        if (next.origin !== origin) {
            throw fail(`redirects to another origin (${next.origin}), which is not followed: give the URL it redirects to, if that host is the one to trust`);
        }
        current = next.toString();
    }
}
/** One request: its status, content type and body text, and where a 3xx with a Location header points. */
async function fetchOnce(url, options) {
    const where = (0,_redact_url_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .B)(url);
    const fail = (message) => new _schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaError */ .A(where, [{ path: '', message }]);
    const cancelled = () => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc(`Cancelled while fetching the schema from ${where}.`);
    if (options.signal?.aborted)
        throw cancelled();
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // The two timeouts below reset with every chunk: this one stops a server that trickles its answer.
    const whole = AbortSignal.timeout(wholeTimeout(timeoutMs));
    // Loaded on the first fetch: a schema read from a file, and every command that reads none, do without the client.
    const { Agent, request } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(913)]).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
    const dispatcher = options.tls && new Agent({ connect: options.tls });
    try {
        const response = await request(url, {
            method: options.method ?? 'GET',
            headers: options.headers,
            body: options.body,
            headersTimeout: timeoutMs,
            bodyTimeout: timeoutMs,
            signal: options.signal ? AbortSignal.any([whole, options.signal]) : whole,
            ...(dispatcher && { dispatcher }),
        });
        const tooLarge = () => {
            response.body.destroy();
            return fail(`answered with more than ${MAX_SCHEMA_BYTES / 1024 / 1024} MB: that is not an API schema`);
        };
        if (Number(response.headers['content-length']) > MAX_SCHEMA_BYTES)
            throw tooLarge();
        const chunks = [];
        let size = 0;
        for await (const chunk of response.body) {
            size += chunk.length;
            if (size > MAX_SCHEMA_BYTES)
                throw tooLarge();
            chunks.push(chunk);
        }
        const contentType = String(response.headers['content-type'] ?? '');
        const location = response.headers.location;
        const redirect = response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string';
        return {
            status: response.statusCode,
            contentType,
            text: Buffer.concat(chunks).toString('utf8'),
            ...(redirect && { location }),
        };
    }
    catch (error) {
        if (options.signal?.aborted)
            throw cancelled();
        if (error instanceof _schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .SchemaError */ .A)
            throw error;
        throw fail(networkMessage(error, url, timeoutMs));
    }
    finally {
        await dispatcher?.destroy();
    }
}
/**
 * Returns how long a whole request may take: twice the silence allowed, and at least 2 s more than it, since undici
 * checks its own timeouts only about every half second (a 300 ms headers timeout fires after about 1 s).
 */
function wholeTimeout(timeoutMs) {
    return Math.max(timeoutMs * 2, timeoutMs + 2_000);
}
/**
 * Returns how a schema's location is named in a file that gets committed: a URL without user name, password, query
 * or fragment, since any of them may hold a credential; a path as given.
 */
function sourceForFile(source) {
    if (!/^https?:\/\//i.test(source) || !URL.canParse(source))
        return source;
    const parsed = new URL(source);
    return `${parsed.origin}${parsed.pathname}`;
}
/** Returns a sentence for a failed request, from undici's or Node's error code. */
function networkMessage(error, url, timeoutMs) {
    const code = errorCode(error);
    const { host, hostname } = new URL(url);
    switch (code) {
        case 'UND_ERR_HEADERS_TIMEOUT':
        case 'UND_ERR_BODY_TIMEOUT':
            return `did not answer within ${formatSeconds(timeoutMs)}: check that the server at ${host} is up and that the URL is right`;
        case 'TimeoutError':
            return `did not finish answering within ${formatSeconds(wholeTimeout(timeoutMs))}: check that the server at ${host} is healthy`;
        case 'ECONNREFUSED':
            return `refused the connection: check that the server is running and listening on ${host}`;
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
            return `names a host that cannot be found (${hostname}): check the spelling of the URL`;
        case 'UND_ERR_CONNECT_TIMEOUT':
        case 'ETIMEDOUT':
        case 'EHOSTUNREACH':
        case 'ENETUNREACH':
            return `could not be reached (${code}): check the URL and that ${host} is reachable from here`;
        case 'ECONNRESET':
        case 'UND_ERR_SOCKET':
            return 'closed the connection before its answer was complete: check the URL and that the server is healthy';
        default:
            if (code && /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
                return `presented a TLS certificate that is not trusted (${code}): check the URL, or trust its CA: tls.ca in loadtool.yaml for a load test's schema, NODE_EXTRA_CA_CERTS for generation`;
            }
            return `could not be reached (${(0,_error_text_js__WEBPACK_IMPORTED_MODULE_3__/* .truncate */ .x)(code ?? (0,_error_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageOf */ .b)(error))}): check the URL and that the server is running`;
    }
}
/** Returns undici's or Node's error code, or the name of the AbortSignal's TimeoutError. */
function errorCode(error) {
    if (!isRecord(error))
        return undefined;
    if (typeof error.code === 'string')
        return error.code;
    if (error.name === 'TimeoutError')
        return 'TimeoutError';
    // A host with several addresses fails with an AggregateError that carries one error per address.
    if (Array.isArray(error.errors))
        return errorCode(error.errors[0]);
    return errorCode(error.cause);
}
function formatSeconds(ms) {
    return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null;
}


/***/ }),

/***/ 82974:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readApiSchema: () => (/* binding */ readApiSchema)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/graphql/index.js
var graphql = __webpack_require__(17645);
// EXTERNAL MODULE: ./src/redact-url.ts
var redact_url = __webpack_require__(20470);
// EXTERNAL MODULE: ./src/schema/fetch-text.ts
var fetch_text = __webpack_require__(71927);
;// CONCATENATED MODULE: ./src/schema/graphql/graphql-endpoint.ts
// The path every GraphQL scenario posts to, by one rule whatever the schema is read from.
/**
 * Returns the path every GraphQL scenario posts to, by one rule whatever the schema is read from: the base URL's
 * path when it has one (what the user configured wins); else the path of the live endpoint the schema was
 * introspected from, when it is on the base URL's origin (it has just answered GraphQL there); else `/graphql`.
 */
function graphqlEndpointPath(baseUrl, introspectedUrl) {
    const base = baseUrl !== undefined && URL.canParse(baseUrl) ? new URL(baseUrl) : undefined;
    const basePath = base?.pathname.replace(/\/+$/, '') ?? '';
    if (basePath)
        return basePath;
    if (introspectedUrl !== undefined && URL.canParse(introspectedUrl)) {
        const live = new URL(introspectedUrl);
        if (!base || live.origin === base.origin)
            return live.pathname.replace(/(?<=.)\/+$/, '') || '/';
    }
    return '/graphql';
}

// EXTERNAL MODULE: ./src/bracket-nesting.ts
var bracket_nesting = __webpack_require__(76772);
// EXTERNAL MODULE: ./src/schema/error-text.ts
var error_text = __webpack_require__(22785);
// EXTERNAL MODULE: ./src/schema/nesting.ts
var nesting = __webpack_require__(15441);
// EXTERNAL MODULE: ./src/schema/schema-error.ts
var schema_error = __webpack_require__(9275);
// EXTERNAL MODULE: ./src/schema/schema-headers.ts
var schema_headers = __webpack_require__(4719);
// EXTERNAL MODULE: ./src/json-record.ts
var json_record = __webpack_require__(41563);
;// CONCATENATED MODULE: ./src/schema/graphql/graphql-introspect.ts
// A GraphQL schema from an introspection result: read from a file, or asked of a live endpoint.









// SDL is read in graphql-sdl.ts.
/**
 * Reads an introspection result, `{ __schema }` or a whole response `{ data: { __schema } }`; returns the schema or
 * throws a SchemaError saying what is wrong with it (a response with errors, another kind of document).
 */
function readGraphqlIntrospection(json, source) {
    const fail = (message) => {
        throw new schema_error/* SchemaError */.A(source, [{ path: '', message }]);
    };
    if (!(0,json_record/* isRecord */.u)(json)) {
        return fail(`${expectedShape} It holds ${describeValue(json)}.`);
    }
    // buildClientSchema follows a type's ofType chain, and parses default values, with one call per level.
    if ((0,nesting/* nestsTooDeep */.qK)(json))
        throw new nesting/* TooDeepError */.Fd(source);
    if (hasErrors(json)) {
        return fail(`is a GraphQL response with errors, not a schema: ${quoteErrors(json.errors)}`);
    }
    const result = (0,json_record/* isRecord */.u)(json.data) ? json.data : json;
    if (!(0,json_record/* isRecord */.u)(result.__schema)) {
        if ('openapi' in json || 'swagger' in json) {
            return fail(`is an OpenAPI document, not a GraphQL introspection result: ${expectedShape}`);
        }
        const keys = Object.keys(json).slice(0, 5).join(', ');
        return fail(`${expectedShape} Its top-level keys are: ${keys || 'none'}.`);
    }
    if (!Array.isArray(result.__schema.types)) {
        return fail('is not a complete introspection result: its __schema has no types list. Run the full introspection query');
    }
    try {
        return (0,graphql/* buildClientSchema */.DO9)(result);
    }
    catch (error) {
        return fail(`is not a complete introspection result (${(0,error_text/* truncate */.x)((0,error_text/* messageOf */.b)(error))}): run the full introspection query`);
    }
}
/**
 * The introspection query failed; `answer` says how the server answered it, so that a caller that only guessed the
 * URL was a GraphQL endpoint can word the failure for what the URL really is.
 */
class IntrospectionError extends schema_error/* SchemaError */.A {
    answer;
    name = 'IntrospectionError';
    constructor(file, problems, 
    /** The HTTP status, when there was one; `graphql`: the body was a GraphQL response (`data` or `errors`). */
    answer) {
        super(file, problems);
        this.answer = answer;
    }
}
const expectedShape = 'expected a GraphQL introspection result: { "__schema": { … } } or a response { "data": { "__schema": { … } } }.';
/**
 * Sends the introspection query to a GraphQL endpoint; returns the schema, or throws a SchemaError naming the URL and
 * what to check. Header values are never put in a message: they often hold tokens.
 */
async function introspectGraphqlEndpoint(url, options = {}) {
    const where = (0,redact_url/* redactUrl */.B)(url);
    let answer = { graphql: false };
    const fail = (message) => {
        throw new IntrospectionError(where, [{ path: '', message }], answer);
    };
    if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) {
        return fail('is not an http(s) URL: give the full address of the GraphQL endpoint, e.g. https://api.example.com/graphql');
    }
    // From entries: a header named `__proto__` or `constructor` is a header like any other.
    const headers = Object.fromEntries([
        ['content-type', 'application/json'],
        ['accept', 'application/graphql-response+json, application/json'],
        ...Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ]);
    const headerNames = Object.keys(options.headers ?? {});
    // fetchText's errors already name the URL without its password and never quote a header.
    const { status, contentType, text } = await (0,fetch_text/* fetchText */.S)(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: (0,graphql/* getIntrospectionQuery */.IcO)(), operationName: 'IntrospectionQuery' }),
        timeoutMs: options.timeoutMs,
        signal: options.signal,
        tls: options.tls,
    });
    const deep = (0,bracket_nesting/* deepNestingPosition */.i)(text, nesting/* MAX_NESTING */.M1);
    if (deep)
        throw new nesting/* TooDeepError */.Fd(where, deep);
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        json = undefined;
    }
    answer = { status, graphql: (0,json_record/* isRecord */.u)(json) && ('data' in json || 'errors' in json) };
    if (status < 200 || status > 299) {
        const errors = hasErrors(json) ? `; the server says: ${quoteErrors(json.errors)}` : '';
        return fail(`answered the introspection query with HTTP ${status}${errors}. ${statusHint(status, headerNames)}`);
    }
    if (json === undefined) {
        const type = contentType ? contentType.split(';')[0].trim() : 'a body without a content type';
        return fail(`answered with ${type}, not JSON: check that the URL is the GraphQL endpoint itself (often …/graphql), not a web page`);
    }
    if (hasErrors(json)) {
        return fail(`refused the introspection query: ${quoteErrors(json.errors)}. If introspection is disabled there, ` +
            'point the schema setting at the SDL file instead');
    }
    return readGraphqlIntrospection(json, where);
}
function statusHint(status, headerNames) {
    if (status === 401 || status === 403) {
        return headerNames.length > 0
            ? `Check the credentials sent in ${headerNames.join(', ')}: they were not accepted`
            : `The endpoint needs credentials: ${schema_headers/* SCHEMA_HEADER_HINT */.y7}`;
    }
    if (status === 404)
        return 'Check the path of the URL: nothing answers there';
    if (status === 405)
        return 'The URL does not take POST requests: check that it is the GraphQL endpoint';
    if (status >= 300 && status < 400)
        return 'It redirects: use the address it redirects to';
    if (status >= 500)
        return 'The server failed: check that it is healthy and look at its logs';
    return 'Check the URL and the headers';
}
/** Returns whether a GraphQL response carries errors; an empty list, which some servers send, is none. */
function hasErrors(json) {
    if (!(0,json_record/* isRecord */.u)(json) || json.errors === undefined || json.errors === null)
        return false;
    return !Array.isArray(json.errors) || json.errors.length > 0;
}
/** Returns the server's error messages quoted, at most three and each shortened. */
function quoteErrors(errors) {
    const list = Array.isArray(errors) ? errors : [errors];
    const messages = list.map((error) => {
        if (typeof error === 'string')
            return error;
        if ((0,json_record/* isRecord */.u)(error) && typeof error.message === 'string')
            return error.message;
        return JSON.stringify(error);
    });
    const quoted = messages.slice(0, 3).map((message) => `"${(0,error_text/* truncate */.x)(message.replace(/\s+/g, ' ').trim())}"`);
    const more = messages.length > 3 ? ` and ${messages.length - 3} more` : '';
    return quoted.join('; ') + more;
}
function describeValue(value) {
    if (Array.isArray(value))
        return 'an array';
    if (value === null)
        return 'null';
    return `a ${typeof value}`;
}

;// CONCATENATED MODULE: ./src/schema/graphql/graphql-operation-name.ts
// The PascalCase operation name of a root field: `pets` → `Pets`, `add_pet` → `AddPet`.
/** Returns the PascalCase operation name for a root field: `pets` → `Pets`, `add_pet` → `AddPet`. */
function operationName(field) {
    const name = field
        .split('_')
        .filter((part) => part !== '')
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
    return /^[A-Za-z]/.test(name) ? name : `Operation${name}`;
}

;// CONCATENATED MODULE: ./src/schema/graphql/graphql-sample.ts
// Sample values for a GraphQL field's required arguments and input objects, page sizes included.

/** How deep required input objects may nest before the sample gives up on them. */
const MAX_INPUT_DEPTH = 10;
/** Page-size arguments: 1 would make the load test measure a page of one item. */
const PAGE_SIZE_NAMES = new Set(['first', 'last', 'limit', 'per_page', 'perpage', 'pagesize', 'page_size', 'take']);
/** The page size a page-size argument is given. */
const PAGE_SIZE = 10;
const TIMESTAMP = '2024-01-01T00:00:00Z';
/** Values for custom scalars whose meaning their name makes clear, by lower-case name. */
const CUSTOM_SCALARS = {
    datetime: TIMESTAMP,
    timestamp: TIMESTAMP,
    gittimestamp: TIMESTAMP,
    iso8601datetime: TIMESTAMP,
    instant: TIMESTAMP,
    offsetdatetime: TIMESTAMP,
    zoneddatetime: TIMESTAMP,
    precisedatetime: '2024-01-01T00:00:00.000Z',
    date: '2024-01-01',
    localdate: '2024-01-01',
    time: '12:00:00Z',
    localtime: '12:00:00',
    uri: 'https://example.com',
    url: 'https://example.com',
    html: '<p>example</p>',
    gitobjectid: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
    gitrefname: 'refs/heads/main',
    gitsshremote: 'git@github.com:octocat/example.git',
    base64string: 'ZXhhbXBsZQ==',
    base64: 'ZXhhbXBsZQ==',
    x509certificate: '-----BEGIN CERTIFICATE-----\nZXhhbXBsZQ==\n-----END CERTIFICATE-----',
    // GitHub's BigInt and most others are sent as a string, since they may not fit in a JSON number.
    bigint: '1',
    long: 1,
    decimal: 1.5,
    bigdecimal: 1.5,
    uuid: '00000000-0000-4000-8000-000000000000',
    email: 'user@example.com',
    emailaddress: 'user@example.com',
    phonenumber: '+15555550100',
    json: {},
    jsonobject: {},
    positiveint: 1,
    nonnegativeint: 1,
    unsignedint: 1,
};
/**
 * Returns a value of an input type, or the problem that prevents one. `name` is the argument's or input field's
 * name (a page size gets 10), `at` its path for messages, `stack` the input objects being filled.
 */
function sampleInput(type, name, at, stack) {
    if ((0,graphql/* isNonNullType */.bdc)(type))
        return sampleInput(type.ofType, name, at, stack);
    if ((0,graphql/* isListType */.Fsh)(type)) {
        const item = sampleInput(type.ofType, name, `${at}[0]`, stack);
        return 'problem' in item ? item : { value: [item.value] };
    }
    if ((0,graphql/* isEnumType */.oFc)(type)) {
        const values = type.getValues();
        // The first value that is not deprecated: a server may already refuse a deprecated one.
        const value = values.find((candidate) => candidate.deprecationReason == null) ?? values[0];
        return value ? { value: value.name } : { problem: `${at} (${type.name}): the enum has no values` };
    }
    if ((0,graphql/* isScalarType */.lgc)(type))
        return sampleScalar(type.name, name, at);
    if ((0,graphql/* isInputObjectType */.qK7)(type)) {
        const chain = [...stack, type.name].join(' → ');
        if (stack.includes(type.name)) {
            return { problem: `${at} (${type.name}): its required fields never end (${chain})` };
        }
        if (stack.length >= MAX_INPUT_DEPTH) {
            return {
                problem: `${at} (${type.name}): required input objects nest more than ${MAX_INPUT_DEPTH} deep (${chain})`,
            };
        }
        const inner = [...stack, type.name];
        const fields = Object.values(type.getFields());
        if (type.isOneOf) {
            // A @oneOf input takes exactly one field: the first that can be produced.
            let first;
            for (const field of fields) {
                const sample = sampleInput(field.type, field.name, `${at}.${field.name}`, inner);
                if ('value' in sample)
                    return { value: { [field.name]: sample.value } };
                first ??= sample.problem;
            }
            return { problem: `${at} (@oneOf ${type.name}): none of its fields can be produced${first ? `: ${first}` : ''}` };
        }
        const value = {};
        for (const field of fields) {
            if (!(0,graphql/* isRequiredInputField */.YXT)(field))
                continue;
            const sample = sampleInput(field.type, field.name, `${at}.${field.name}`, inner);
            if ('problem' in sample)
                return sample;
            value[field.name] = sample.value;
        }
        return { value };
    }
    return { problem: `${at}: its type cannot be used as an input` };
}
/**
 * Returns the optional argument that sets the page size of a field (`first`, `limit`, …) when it has no default.
 * Relay servers such as GitHub's refuse a connection without `first` or `last`, so it gets a value even though it
 * is optional; `first` wins over `last` because they refuse both at once.
 */
function pageSizeArgument(field) {
    const candidates = field.args.filter((arg) => arg.defaultValue === undefined &&
        PAGE_SIZE_NAMES.has(arg.name.toLowerCase()) &&
        (String(arg.type) === 'Int' || String(arg.type) === 'Int!'));
    return candidates.find((arg) => arg.name.toLowerCase() !== 'last') ?? candidates[0];
}
function sampleScalar(scalar, name, at) {
    switch (scalar) {
        case 'Int':
            return { value: PAGE_SIZE_NAMES.has(name.toLowerCase()) ? PAGE_SIZE : 1 };
        case 'Float':
            return { value: 1.5 };
        case 'String':
            return { value: 'example' };
        case 'Boolean':
            return { value: true };
        case 'ID':
            return { value: '1' };
    }
    const known = CUSTOM_SCALARS[scalar.toLowerCase()];
    if (known !== undefined)
        return { value: structuredClone(known) };
    if (/^upload$|^file$/i.test(scalar)) {
        return { problem: `${at} (${scalar}): a file upload, which a JSON request cannot carry` };
    }
    return { problem: `${at} (custom scalar ${scalar}): its format is unknown, so no example value can be made up` };
}

;// CONCATENATED MODULE: ./src/schema/graphql/graphql-selection.ts
// The selection set a generated query asks for: scalar fields first, nested objects within bounds.


/** Fields per selection set: GitHub's Repository has over a hundred, and a load test does not need them all. */
const MAX_FIELDS = 25;
/** Places in a full selection set kept for object fields, ahead of the scalars that would fill it. */
const MIN_NESTED = 5;
/** Inline fragments per interface or union: GitHub's Node interface has over two hundred possible types. */
const MAX_FRAGMENTS = 5;
/** Builds selection sets that graphql-js validates, the same for the same schema. */
class SelectionBuilder {
    schema;
    depth;
    /** Per abstract type: the type each field name is selected with unaliased in its fragments. */
    canonical = new Map();
    possible = new Map();
    constructor(schema, depth) {
        this.schema = schema;
        this.depth = depth;
    }
    /**
     * Returns the selections of a selection set on `type` at `level` (1 is the root field's), never empty. `path`
     * holds the types from the root down to `type`, so that a cycle (User.friends: [User]) is cut.
     */
    selectionSet(type, level, path) {
        if (!(0,graphql/* isAbstractType */.LcQ)(type)) {
            const fields = this.fields(type, level, path);
            return fields.length > 0 ? fields : ['__typename'];
        }
        const selections = ['__typename', ...((0,graphql/* isInterfaceType */.kDU)(type) ? this.fields(type, level, path) : [])];
        let fragments = 0;
        for (const possible of this.possibleTypes(type)) {
            if (fragments === MAX_FRAGMENTS)
                break;
            if (path.has(possible.name))
                continue;
            const fields = this.fields(possible, level, new Set(path).add(possible.name), type);
            // A fragment that adds nothing to __typename and the interface's fields is noise.
            if (fields.length === 0)
                continue;
            selections.push(`... on ${possible.name} { ${fields.join(' ')} }`);
            fragments += 1;
        }
        return selections;
    }
    /**
     * Returns the field selections of an object or interface type: scalars and enums first, then objects while the
     * depth allows, at most MAX_FIELDS of which up to MIN_NESTED are kept for objects. Inside a fragment on a possible
     * type of `within`, the interface's own fields are left to the interface, and a field whose type differs from the
     * one its name has elsewhere in `within` gets an alias, since graphql-js refuses one response name with two types
     * ("fields conflict because they return conflicting types").
     */
    fields(type, level, path, within) {
        const leaves = [];
        const nested = [];
        const interfaceFields = within && (0,graphql/* isInterfaceType */.kDU)(within) ? within.getFields() : undefined;
        const canonical = within ? this.canonicalTypes(within) : undefined;
        for (const field of Object.values(type.getFields())) {
            if (field.deprecationReason != null)
                continue;
            if (field.args.some(graphql/* isRequiredArgument */.xP9))
                continue;
            if (interfaceFields?.[field.name])
                continue;
            let name = field.name;
            if (canonical && canonical.get(field.name) !== String(field.type)) {
                name = `${field.name}On${type.name}`;
                // The alias must not be a field name elsewhere in the abstract type, or it would conflict in turn.
                if (canonical.has(name))
                    continue;
                name = `${name}: ${field.name}`;
            }
            const named = (0,graphql/* getNamedType */.MR_)(field.type);
            const pageSize = pageSizeArgument(field);
            // Always the same literal, so that two selections of one field never differ in arguments.
            if (pageSize)
                name += `(${pageSize.name}: ${PAGE_SIZE})`;
            if ((0,graphql/* isLeafType */.zf9)(named))
                leaves.push(name);
            else if (level < this.depth && !path.has(named.name))
                nested.push({ name, type: named });
        }
        // A type with many scalars still gets a few of its relations, which are what make a query cost something.
        const selections = leaves.slice(0, MAX_FIELDS - Math.min(nested.length, MIN_NESTED));
        for (const { name, type: child } of nested) {
            if (selections.length === MAX_FIELDS)
                break;
            const inner = this.selectionSet(child, level + 1, new Set(path).add(child.name));
            selections.push(`${name} { ${inner.join(' ')} }`);
        }
        return selections;
    }
    /** Returns the possible types of an abstract type by name, so that the order does not depend on how it was read. */
    possibleTypes(type) {
        let types = this.possible.get(type.name);
        if (!types) {
            types = [...this.schema.getPossibleTypes(type)].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
            this.possible.set(type.name, types);
        }
        return types;
    }
    /**
     * Returns, for each field name in an abstract type, the type it is selected with without an alias: the
     * interface's own, else the first possible type's. Computed over all possible types, not only those that get a
     * fragment, so that two selection sets on the same type always agree when graphql-js merges them.
     */
    canonicalTypes(type) {
        let types = this.canonical.get(type.name);
        if (!types) {
            types = new Map();
            const sources = (0,graphql/* isInterfaceType */.kDU)(type) ? [type, ...this.possibleTypes(type)] : this.possibleTypes(type);
            for (const source of sources) {
                for (const field of Object.values(source.getFields())) {
                    if (!types.has(field.name))
                        types.set(field.name, String(field.type));
                }
            }
            this.canonical.set(type.name, types);
        }
        return types;
    }
}

;// CONCATENATED MODULE: ./src/schema/lookup-filter.ts
// The JSONPath filter that keeps a look-up's several keys together, item by item.
// See docs/real-data-and-flows.md#real-data-from-the-api.
/**
 * Returns the filter expression that holds when every condition holds: `(A) && (B)`, nested two at a time
 * (`((A) && (B)) && (C)`). jsonpath-rfc9535 1.3 evaluates a chain of three or more `&&` wrongly (`A && B && C` keeps
 * an item where B is false), while a pair is right, so each conjunction is one pair.
 */
function everyOf(conditions) {
    return conditions.reduce((all, condition, index) => (index === 0 ? condition : `(${all}) && (${condition})`), '');
}
/** Returns the condition that a member (`.postId`, `["odd name"]`) of the current item is set: present and not null. */
function isSet(member, present) {
    return present === 'always present' ? `@${member} != null` : `(@${member}) && (@${member} != null)`;
}

;// CONCATENATED MODULE: ./src/schema/graphql/graphql-sources.ts
// Where the values of a GraphQL query's required arguments come from in the API itself: the lists of the schema.



/**
 * Returns a finder of sources for the required arguments of a query's root field (docs/real-data-and-flows.md#real-data-from-the-api):
 * each takes the values of the field of the same name (`id` also for `<type>Id`) and a type it accepts, in the items
 * of a Query field with no required arguments that lists the type the field returns (`books: [Book]` for `book(id:
 * ID!): Book`), bare or as a connection's `nodes` or `edges.node`; for an interface (Relay's `node(nodeId: ID!)`), a
 * list of a type that implements it; else a list whose items hold one such object (`allPosts { nodes { author { id }
 * } }` for `user(id:)`). The keys of one field come from one list (see lookupSources). A scalar key of a look-up that
 * nothing gives is `unsourced` with the reason, as is an `ID` argument of any other field; a search term is not.
 * The Query type's fields are read once.
 */
function graphqlSourceFinder(schema, endpointPath) {
    let lists;
    return (field) => {
        // An enum's sample is already one of its values; a scalar's is made up.
        const keys = field.args.filter((arg) => (0,graphql/* isRequiredArgument */.xP9)(arg) && (0,graphql/* isScalarType */.lgc)((0,graphql/* getNullableType */.ylD)(arg.type)));
        if (keys.length === 0)
            return {};
        lists ??= listFields(schema);
        const returned = (0,graphql/* getNamedType */.MR_)(field.type);
        const lookup = isLookupField(field);
        const { sources, missing, listed } = lookupSources(schema, lists, returned, keys, endpointPath);
        const found = {};
        if (Object.keys(sources).length > 0)
            found.sources = sources;
        for (const arg of missing) {
            if (!lookup && (0,graphql/* getNamedType */.MR_)(arg.type).name !== 'ID')
                continue;
            (found.unsourced ??= {})[arg.name] = reason(returned, arg, listed);
        }
        return found;
    };
}
/**
 * Returns whether a root field looks one object up by its arguments (`post(id: UUID!): Post`,
 * `postTagByPostIdAndTagId(postId: UUID!, tagId: Int!): PostTag`, `node(nodeId: ID!): Node`): it returns one object
 * or nothing, and has required arguments. Such a field answers a key it does not know with null, a 200 without
 * errors; a non-null field answers it with an error, which is already counted.
 */
function isLookupField(field) {
    return (!(0,graphql/* isNonNullType */.bdc)(field.type) &&
        !(0,graphql/* isListType */.Fsh)(field.type) &&
        (0,graphql/* isCompositeType */.MLQ)((0,graphql/* getNamedType */.MR_)(field.type)) &&
        field.args.some(graphql/* isRequiredArgument */.xP9));
}
function reason(returned, arg, listed) {
    const type = (0,graphql/* getNamedType */.MR_)(arg.type).name;
    if (listed)
        return `no list of ${returned.name} has a field ${arg.name} of type ${type}`;
    return type !== 'ID' || namesReturned(returned, arg.name)
        ? `no query lists ${returned.name}`
        : `nothing says which ids ${arg.name} takes`;
}
/** Returns whether an argument names the returned object itself: `id`, or `bookId` for a Book. */
function namesReturned(returned, arg) {
    return arg === 'id' || arg.toLowerCase() === `${returned.name}id`.toLowerCase();
}
/**
 * Returns the sources of a field's keys from the one list that gives most of them (the first on a tie), each picking
 * the field of the same items from one request that selects them all; the keys no list gives; whether any list of the
 * type was found. The keys of one field stay together item by item: the engine gives request k the k-th value of each
 * source (modulo its count), and one source request is sent once in the pre-flight however many values pick from it.
 * An item whose key field is null would drop out of one pick and not the other, so nullable key fields are picked
 * through a filter that keeps only the items where every key is set.
 */
function lookupSources(schema, lists, returned, keys, endpointPath) {
    let best;
    let listed = false;
    for (const candidate of candidates(schema, lists, returned)) {
        listed = true;
        const fields = new Map();
        for (const arg of keys) {
            const item = itemField(candidate.type, returned, arg);
            if (item)
                fields.set(arg, item);
        }
        if (fields.size > (best?.fields.size ?? 0))
            best = { candidate, fields };
        if (fields.size === keys.length)
            break;
    }
    if (!best)
        return { sources: {}, missing: [...keys], listed };
    const { candidate, fields } = best;
    const { list, via } = candidate;
    const names = [...new Set([...fields.values()].map((item) => item.name))];
    const inner = via ? `${via} { ${names.join(' ')} }` : names.join(' ');
    const within = via ? `.${via}` : '';
    const nullable = [...fields.values()].some((item) => !(0,graphql/* isNonNullType */.bdc)(item.type));
    const items = names.length > 1 && nullable
        ? `${list.array}[?${everyOf(names.map((name) => isSet(`${list.member}${within}.${name}`, 'always present')))}]${list.member}`
        : list.items;
    const sources = {};
    for (const [arg, item] of fields) {
        sources[arg.name] = {
            from: `POST ${endpointPath}`,
            graphql: { query: `{ ${list.wrap(inner)} }` },
            pick: `${items}${within}.${item.name}`,
        };
    }
    return { sources, missing: keys.filter((arg) => !fields.has(arg)), listed };
}
/**
 * The places a look-up's values may be, best first: the lists of the type itself, the lists of a type that
 * implements it (an interface such as Relay's Node), then the lists whose items hold one object of it.
 */
function* candidates(schema, lists, returned) {
    const typeOf = (name) => {
        const type = schema.getType(name);
        return (0,graphql/* isObjectType */.YQo)(type) || (0,graphql/* isInterfaceType */.kDU)(type) ? type : undefined;
    };
    for (const list of lists) {
        const type = typeOf(list.type);
        if (type && list.type === returned.name)
            yield { list, type };
    }
    if ((0,graphql/* isAbstractType */.LcQ)(returned)) {
        for (const list of lists) {
            const type = typeOf(list.type);
            if (type && (0,graphql/* isObjectType */.YQo)(type) && schema.isSubType(returned, type))
                yield { list, type };
        }
    }
    for (const list of lists) {
        const type = typeOf(list.type);
        if (!type || list.type === returned.name)
            continue;
        for (const field of Object.values(type.getFields())) {
            const held = (0,graphql/* getNamedType */.MR_)(field.type);
            if (held.name !== returned.name || (0,graphql/* isListType */.Fsh)((0,graphql/* getNullableType */.ylD)(field.type)))
                continue;
            if (field.args.some(graphql/* isRequiredArgument */.xP9) || !((0,graphql/* isObjectType */.YQo)(held) || (0,graphql/* isInterfaceType */.kDU)(held)))
                continue;
            yield { list, via: field.name, type: held };
        }
    }
}
/**
 * The field of an item that gives an argument its values: the field of the same name, else `id` for the object's own
 * id (`bookId` of a Book); a single leaf, without required arguments, of a type the argument accepts.
 */
function itemField(type, returned, arg) {
    const fields = type.getFields();
    for (const name of [arg.name, ...(namesReturned(returned, arg.name) ? ['id'] : [])]) {
        const field = fields[name];
        if (!field || field.args.some(graphql/* isRequiredArgument */.xP9) || (0,graphql/* isListType */.Fsh)((0,graphql/* getNullableType */.ylD)(field.type)))
            continue;
        if (accepts((0,graphql/* getNamedType */.MR_)(arg.type), (0,graphql/* getNamedType */.MR_)(field.type)))
            return field;
    }
    return undefined;
}
/**
 * Whether an argument of one leaf type takes the values of a field of another: the same type; an `ID` (sent as a
 * string, and accepting an integer) from any scalar but a Boolean or Float; a String from an ID.
 */
function accepts(arg, field) {
    if (arg.name === field.name)
        return true;
    if (!(0,graphql/* isScalarType */.lgc)(arg) || !(0,graphql/* isScalarType */.lgc)(field))
        return false;
    if (arg.name === 'ID')
        return field.name !== 'Boolean' && field.name !== 'Float';
    return arg.name === 'String' && field.name === 'ID';
}
/** Returns the source of a field of a type's objects (`id`, `nodeId`) in a list of them, or undefined. */
function listedValues(lists, type, field, endpointPath) {
    const list = lists.find((candidate) => candidate.type === type);
    return (list && {
        from: `POST ${endpointPath}`,
        graphql: { query: `{ ${list.wrap(field)} }` },
        pick: `${list.items}.${field}`,
    });
}
/** The Query fields without required arguments that return a list, a connection's `nodes`, or its `edges.node`. */
function listFields(schema) {
    const query = schema.getQueryType();
    if (!query)
        return [];
    const plain = [];
    const connections = [];
    for (const field of Object.values(query.getFields())) {
        if (field.args.some(graphql/* isRequiredArgument */.xP9))
            continue;
        // A connection without a page size is refused by Relay servers such as GitHub's, as in a scenario's document.
        const pageSize = pageSizeArgument(field);
        const name = pageSize ? `${field.name}(${pageSize.name}: ${PAGE_SIZE})` : field.name;
        const at = field.name;
        const listed = listedType(field.type);
        if (listed) {
            plain.push({
                type: listed.name,
                wrap: (inner) => `${name} { ${inner} }`,
                items: `$.data.${at}[*]`,
                array: `$.data.${at}`,
                member: '',
            });
            continue;
        }
        const connection = (0,graphql/* getNamedType */.MR_)(field.type);
        if (!(0,graphql/* isObjectType */.YQo)(connection))
            continue;
        const { nodes, edges } = connection.getFields();
        const node = nodes && listedType(nodes.type);
        if (node) {
            connections.push({
                type: node.name,
                wrap: (inner) => `${name} { nodes { ${inner} } }`,
                items: `$.data.${at}.nodes[*]`,
                array: `$.data.${at}.nodes`,
                member: '',
            });
            continue;
        }
        const edge = edges && listedType(edges.type);
        const edgeNode = edge && (0,graphql/* isObjectType */.YQo)(edge) ? edge.getFields().node : undefined;
        if (edgeNode && !(0,graphql/* isListType */.Fsh)((0,graphql/* getNullableType */.ylD)(edgeNode.type))) {
            connections.push({
                type: (0,graphql/* getNamedType */.MR_)(edgeNode.type).name,
                wrap: (inner) => `${name} { edges { node { ${inner} } } }`,
                items: `$.data.${at}.edges[*].node`,
                array: `$.data.${at}.edges`,
                member: '.node',
            });
        }
    }
    // A plain list is the simplest request; a connection comes after.
    return [...plain, ...connections];
}
/** The item type of a list type of objects (`[Book!]!` → Book), or undefined. */
function listedType(type) {
    const nullable = (0,graphql/* getNullableType */.ylD)(type);
    if (!(0,graphql/* isListType */.Fsh)(nullable))
        return undefined;
    const named = (0,graphql/* getNamedType */.MR_)(nullable);
    return (0,graphql/* isObjectType */.YQo)(named) || (0,graphql/* isInterfaceType */.kDU)(named) ? named : undefined;
}

// EXTERNAL MODULE: ./src/vocabulary/write-verbs.ts
var write_verbs = __webpack_require__(97136);
;// CONCATENATED MODULE: ./src/schema/record-names.ts
// The words generated writes use for records, the same for OpenAPI and GraphQL (docs/real-data-and-flows.md#writes).
/**
 * The value generation writes for free text in what a test creates or changes: a new UUID at every request
 * (`${uuid}`, filled by the engine), after a word that tells a record the test made from one a person made.
 */
const UNIQUE_TEXT = 'qa-perf ${uuid}';
/** A field or property that names a record: `id`, `nodeId`, `rowId`, `postId`, `post_id`. */
const KEY_NAME = /^(?:id|nodeId|rowId)$|[a-z0-9]Id$|_id$/;
/** Returns what a reference to another record names (`author` for `authorId` or `author_id`), else undefined. */
function referenceBase(name) {
    return /^(.+?)(?:Id|_id)$/.exec(name)?.[1];
}

;// CONCATENATED MODULE: ./src/schema/graphql/graphql-write-document.ts
// The document a generated mutation sends: its input objects written out, every value a variable of its own.




/**
 * Returns the document of a mutation: each of its required input objects written out field by field, every value a
 * variable of its own with its sampled value (free text new at every request), a patch (an input object whose every
 * field is optional) with one field of free text that is not in `keep`; `keyOf` picks the values that name the
 * record (never a patch's); `select` is the selection set of its answer. Or the problem that prevents a value.
 */
function documentOf(field, select, keyOf, 
/** Fields a patch leaves alone: the record's key by name (`name` of `updateTagByName`), which it would change. */
keep = []) {
    const used = new Set();
    const leaves = [];
    let problem;
    const walk = (type, name, parent, depth, patch = false) => {
        const named = (0,graphql/* isNonNullType */.bdc)(type) ? type.ofType : type;
        // A @oneOf input takes exactly one field, which the sample picks: it stays one value.
        if ((0,graphql/* isInputObjectType */.qK7)(named) && !named.isOneOf && depth < 4) {
            const fields = Object.values(named.getFields());
            const required = fields.filter(graphql/* isRequiredInputField */.YXT);
            // A patch (every field optional) gets one field of free text, so that the change changes something.
            const inPatch = patch || (required.length === 0 && depth > 0);
            const chosen = inPatch
                ? fields.filter((f) => !KEY_NAME.test(f.name) && !keep.includes(f.name) && freeText(f.type)).slice(0, 1)
                : required;
            const nodes = [];
            for (const inner of chosen) {
                const node = walk(inner.type, inner.name, name, depth + 1, inPatch);
                if (node)
                    nodes.push([inner.name, node]);
            }
            return { fields: nodes };
        }
        const sample = sampleInput(type, name, name, []);
        if ('problem' in sample) {
            problem ??= sample.problem;
            return undefined;
        }
        let variable = name;
        if (used.has(variable))
            variable = `${parent}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
        for (let n = 2; used.has(variable); n++)
            variable = `${name}${n}`;
        used.add(variable);
        const leaf = { variable, name, type, value: freeText(type) ? textFor(name) : sample.value, patch };
        leaves.push(leaf);
        return { leaf };
    };
    const args = [];
    for (const arg of field.args) {
        if (!(0,graphql/* isNonNullType */.bdc)(arg.type) || arg.defaultValue !== undefined)
            continue;
        const node = walk(arg.type, arg.name, field.name, 0);
        if (node)
            args.push(`${arg.name}: ${render(node)}`);
    }
    if (problem !== undefined)
        return { problem };
    const header = leaves.length > 0 ? `(${leaves.map((l) => `$${l.variable}: ${String(l.type)}`).join(', ')})` : '';
    const call = args.length > 0 ? `(${args.join(', ')})` : '';
    const query = `mutation ${operationName(field.name)}${header} { ${field.name}${call}${select} }`;
    const variables = Object.fromEntries(leaves.map((leaf) => [leaf.variable, leaf.value]));
    // What a patch sets is the change, never the record's key.
    const keys = keyOf ? leaves.filter((leaf) => !leaf.patch && keyOf(leaf)) : [];
    return { query, variables, leaves, keys };
}
/** Whether a value names a record: a scalar named as a key (`id`, `nodeId`, `tagId`) or of type ID or UUID. */
function isKey(leaf) {
    const named = (0,graphql/* getNamedType */.MR_)(leaf.type);
    return ((0,graphql/* isScalarType */.lgc)(named) &&
        !(0,graphql/* isListType */.Fsh)((0,graphql/* isNonNullType */.bdc)(leaf.type) ? leaf.type.ofType : leaf.type) &&
        (KEY_NAME.test(leaf.name) || named.name === 'ID' || /^uuid$/i.test(named.name)));
}
/** Whether free text fits an input: a String (not an ID, which often must name something). */
function freeText(type) {
    const named = (0,graphql/* isNonNullType */.bdc)(type) ? type.ofType : type;
    return (0,graphql/* isScalarType */.lgc)(named) && named.name === 'String';
}
/** Unique text for a field, in the shape its name asks for (an e-mail address, a URL) where it says. */
function textFor(name) {
    if (/e-?mail/i.test(name))
        return 'qa-perf-${uuid}@example.com';
    if (/url|uri|link|website/i.test(name))
        return 'https://example.com/qa-perf/${uuid}';
    return UNIQUE_TEXT;
}
function render(node) {
    if ('leaf' in node)
        return `$${node.leaf.variable}`;
    if (node.fields.length === 0)
        return '{}';
    return `{ ${node.fields.map(([name, inner]) => `${name}: ${render(inner)}`).join(', ')} }`;
}
function wrap(path, inner) {
    return path.reduceRight((text, name) => `${name} { ${text} }`, inner);
}

;// CONCATENATED MODULE: ./src/schema/graphql/graphql-writes.ts
// Keeps a generated GraphQL mutation to the records the run creates: its document, the create before it, the cleanup.





/** Any of the three: what is left of the name is the record it writes (`createTag` → `Tag`). */
const VERB = new RegExp(`${write_verbs/* CREATE_VERB */.Po.source}|${write_verbs/* DELETE_VERB */.Cn.source}|${write_verbs/* CHANGE_VERB */.lB.source}`);
/**
 * Returns a finder of the documents and write plans of a schema's mutations (docs/real-data-and-flows.md#writes). Each document writes
 * its input objects out field by field, every value a variable of its own (`createComment(input: { comment: {
 * postId: $postId, body: $body } })`), so that a value can come from the API or from a step before it. Free text
 * gets a new value at every request; a reference to another record (`postId`) a real record's id from a list of
 * them. A create is a create; a mutation with a key (`id`, `nodeId`, the fields of `…ByName`) changes or deletes the
 * record of that key, which the create of the same type makes first; one named as a change or a delete without a
 * key is refused.
 */
function graphqlWriteFinder(schema, endpointPath) {
    const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
    let lists;
    const listed = (type, field) => listedValues((lists ??= listFields(schema)), type, field, endpointPath);
    /**
     * The references of a create to other records (`postId`), each from a list of them; and, for a record made only of
     * references (a post's tag), the last one left to a parent the iteration creates, since a pair of listed records
     * would be the same pair at every request, which its key refuses after the first.
     */
    const referencesOf = (leaves, record) => {
        const sources = {};
        const unsourced = {};
        const references = leaves.flatMap((leaf) => {
            const base = referenceBase(leaf.name);
            if (!base || !(0,graphql/* isLeafType */.zf9)((0,graphql/* getNamedType */.MR_)(leaf.type)))
                return [];
            return [{ leaf, target: referenced(schema, record, leaf.name, base), base }];
        });
        const link = references.length >= 2 && references.length === leaves.length ? references.at(-1) : undefined;
        for (const { leaf, target, base } of references) {
            if (leaf === link?.leaf && target)
                continue;
            const source = target && listed(target.name, 'id');
            if (source)
                sources[leaf.variable] = source;
            else
                unsourced[leaf.variable] = `no query lists the ${target?.name ?? base} it names`;
        }
        return { sources, unsourced, parent: link?.target && { leaf: link.leaf, type: link.target } };
    };
    /**
     * The steps that make a record of `type` and extract its `fields` (each under `names[field]`, else its own name),
     * a link record's new parent first; the step that removes the record, and those that remove its new parents.
     */
    const createChain = (type, fields, names = {}, depth = 0) => {
        if (depth > 2)
            return undefined;
        for (const mutation of mutations) {
            if (!write_verbs/* CREATE_VERB */.Po.test(mutation.name))
                continue;
            const record = recordOf(mutation, fields);
            if (record?.type !== type)
                continue;
            const removal = deleteOf(type, fields, names);
            const selected = [...new Set([...fields, ...(removal?.keys ?? [])])];
            const document = documentOf(mutation, ` { ${wrap(record.path, selected.join(' '))} }`);
            if ('problem' in document)
                continue;
            const { sources, parent } = referencesOf(document.leaves, type);
            const made = parent && createChain(parent.type, ['id'], { id: parent.leaf.variable }, depth + 1);
            if (parent && !made)
                continue;
            const at = ['$.data', mutation.name, ...record.path].join('.');
            const variables = {
                ...document.variables,
                ...sources,
                ...(parent && { [parent.leaf.variable]: `\${${parent.leaf.variable}}` }),
            };
            const step = {
                endpoint: `POST ${endpointPath}`,
                title: mutation.name,
                request: { graphql: { query: document.query, variables } },
                extract: Object.fromEntries(selected.map((name) => [names[name] ?? name, `${at}.${name}`])),
            };
            return {
                create: [...(made?.create ?? []), step],
                ...(removal && { removal: removal.step }),
                parents: made ? [...(made.removal ? [made.removal] : []), ...made.parents] : [],
            };
        }
        return undefined;
    };
    /** The delete of a record of `type` by fields it has, as a step with the values extracted under their `names`. */
    const deleteOf = (type, prefer, names = {}) => {
        const candidates = mutations.flatMap((mutation) => {
            if (!write_verbs/* DELETE_VERB */.Cn.test(mutation.name))
                return [];
            const document = documentOf(mutation, ' { __typename }', isKey);
            if ('problem' in document || document.keys.length === 0)
                return [];
            const keys = document.keys.map((leaf) => leaf.name);
            if (recordOf(mutation, keys)?.type !== type || document.keys.length !== document.leaves.length)
                return [];
            return [{ mutation, document, keys }];
        });
        const chosen = candidates.find(({ keys }) => keys.length === prefer.length && keys.every((k) => prefer.includes(k))) ??
            candidates[0];
        if (!chosen)
            return undefined;
        const step = {
            endpoint: `POST ${endpointPath}`,
            title: chosen.mutation.name,
            request: {
                graphql: {
                    query: chosen.document.query,
                    variables: Object.fromEntries(chosen.document.keys.map((leaf) => [leaf.variable, `\${${names[leaf.name] ?? leaf.name}}`])),
                },
            },
        };
        return { step, keys: chosen.keys };
    };
    return (field, selection) => {
        if (write_verbs/* CREATE_VERB */.Po.test(field.name)) {
            // The cleanup deletes the new record by its keys: the create selects them first, to extract them.
            const record = recordOf(field, []);
            const removal = record && deleteOf(record.type, ['id']);
            const select = removal && selection ? selection.replace(/^ \{/, ` { ${wrap(record.path, removal.keys.join(' '))}`) : selection;
            const document = documentOf(field, select);
            if ('problem' in document)
                return document;
            const { sources, unsourced, parent } = referencesOf(document.leaves, record?.type);
            const made = parent && createChain(parent.type, ['id'], { id: parent.leaf.variable });
            const at = ['$.data', field.name, ...(record?.path ?? [])].join('.');
            const variables = {
                ...document.variables,
                ...(made && { [parent.leaf.variable]: `\${${parent.leaf.variable}}` }),
            };
            const parents = made ? [...(made.removal ? [made.removal] : []), ...made.parents] : [];
            const cleanup = [...(removal && selection ? [removal.step] : []), ...parents];
            return {
                request: { graphql: { query: document.query, variables } },
                ...(Object.keys(sources).length > 0 && { sources }),
                ...(Object.keys(unsourced).length > 0 && { unsourced }),
                write: {
                    kind: 'create',
                    ...(made && { before: made.create }),
                    ...(removal &&
                        selection && { extract: Object.fromEntries(removal.keys.map((key) => [key, `${at}.${key}`])) }),
                    ...(cleanup.length > 0 && { cleanup }),
                },
            };
        }
        // PostGraphile names a write by a unique key after `By` (`updateTagByName`, `…ByPostIdAndTagId`).
        const named = /By([A-Z]\w*)$/
            .exec(field.name)?.[1]
            ?.split(/And(?=[A-Z])/)
            .map((part) => part.charAt(0).toLowerCase() + part.slice(1));
        const document = documentOf(field, selection, (leaf) => isKey(leaf) || (named?.includes(leaf.name) ?? false), named);
        if ('problem' in document)
            return document;
        const request = { graphql: { query: document.query, variables: document.variables } };
        const keyNames = document.keys.map((leaf) => leaf.name);
        const record = keyNames.length > 0 ? recordOf(field, keyNames) : undefined;
        if (keyNames.length === 0) {
            if (!write_verbs/* DELETE_VERB */.Cn.test(field.name) && !write_verbs/* CHANGE_VERB */.lB.test(field.name))
                return { request };
            return {
                request,
                write: refused(`it ${write_verbs/* DELETE_VERB */.Cn.test(field.name) ? 'deletes' : 'changes'} records without naming one by a key`),
            };
        }
        if (!record)
            return {
                request,
                write: refused(`its answer has no record with its ${keyNames.join(', ')}, so no create of the same records can be found`),
            };
        const sources = {};
        for (const leaf of document.keys) {
            const source = listed(record.type.name, leaf.name);
            if (source)
                sources[leaf.variable] = source;
        }
        const withSources = Object.keys(sources).length > 0 ? { sources } : {};
        const perIteration = write_verbs/* DELETE_VERB */.Cn.test(field.name);
        const chain = createChain(record.type, keyNames);
        if (!chain)
            return {
                request,
                ...withSources,
                write: refused(`no create mutation returns a ${record.type.name} with its ${keyNames.join(', ')}`),
            };
        // A delete removes its own record: what stays to remove is what its create made before it (a link's parent).
        const cleanup = [...(chain.removal && !perIteration ? [chain.removal] : []), ...chain.parents];
        return {
            request,
            ...withSources,
            write: {
                kind: 'record',
                create: chain.create,
                perIteration,
                keys: Object.fromEntries(document.keys.map((leaf) => [leaf.variable, `\${${leaf.name}}`])),
                ...(cleanup.length > 0 && { cleanup }),
            },
        };
    };
}
/**
 * Returns the record a mutation answers with: the type its name is about (`Tag` for `createTag`, `updateTagByName`,
 * `deleteTag`; `PostTag` for `deletePostTagByPostIdAndTagId`), which it returns itself or as a field of its payload
 * (`UpdateTagPayload.tag`), and which has every field of `keys`. Matched by name only: a payload also returns the
 * records around the one written (`CreateCommentPayload.userByAuthorId`), which a write must never take for its own.
 */
function recordOf(mutation, keys) {
    const subject = normalized(mutation.name.replace(VERB, '').replace(/By[A-Z]\w*$/, ''));
    const named = (0,graphql/* getNamedType */.MR_)(mutation.type);
    if (!(0,graphql/* isObjectType */.YQo)(named) || subject === '')
        return undefined;
    const fits = (candidate) => {
        const fields = candidate.getFields();
        return normalized(candidate.name) === subject && keys.every((key) => fields[key] !== undefined);
    };
    if (fits(named))
        return { path: [], type: named };
    for (const field of Object.values(named.getFields())) {
        const inner = (0,graphql/* getNamedType */.MR_)(field.type);
        if ((0,graphql/* isObjectType */.YQo)(inner) && !(0,graphql/* isListType */.Fsh)((0,graphql/* getNullableType */.ylD)(field.type)) && fits(inner))
            return { path: [field.name], type: inner };
    }
    return undefined;
}
/** A name without case or separators, to compare a mutation's subject with a type's name. */
function normalized(name) {
    return name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
}
/** The type a reference names: a field of the record (`author` or `userByAuthorId`), else the type of that name. */
function referenced(schema, record, name, base) {
    const suffix = `By${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    for (const field of Object.values(record?.getFields() ?? {})) {
        const type = (0,graphql/* getNamedType */.MR_)(field.type);
        if ((field.name === base || field.name.endsWith(suffix)) && (0,graphql/* isObjectType */.YQo)(type))
            return type;
    }
    const type = schema.getType(`${base.charAt(0).toUpperCase()}${base.slice(1)}`);
    return (0,graphql/* isObjectType */.YQo)(type) ? type : undefined;
}
function refused(reason) {
    return { kind: 'refused', reason };
}

;// CONCATENATED MODULE: ./src/schema/graphql/graphql-operations.ts
// src/schema/graphql/ reads GraphQL schemas; this makes an Operation of each root field: query, mutation, subscription.






/**
 * Two levels below the root field: the object it returns with its scalars, and the objects next to it with theirs
 * (`pets { id name owner { id name } }`). That is the usual shape of a page in a client and makes the server resolve
 * relations, which is where the cost of a GraphQL query is; a third level multiplies the document's size (and the
 * load on the server) by the width of the schema for little more realism.
 */
const DEFAULT_DEPTH = 2;
/**
 * Returns the operations of a GraphQL schema: one per field of the Query type (`query <field>`, safe), of the
 * Mutation type (`mutation <field>`, not safe) and of the Subscription type (`subscription <field>`, safe, a stream),
 * each with a document and sampled variables. Fields whose
 * required arguments cannot be given a value are listed in `skipped` instead. Deterministic.
 */
function graphqlApi(schema, options) {
    const warnings = [...(options.warnings ?? [])];
    const depth = Math.max(1, Math.floor(options.depth ?? DEFAULT_DEPTH));
    const builder = new SelectionBuilder(schema, depth);
    const findSources = graphqlSourceFinder(schema, options.endpointPath);
    const findWrite = graphqlWriteFinder(schema, options.endpointPath);
    const operations = [];
    const skipped = [];
    const keys = [];
    // A subscription is a read: safe to repeat, and its variables are sourced as a query's are.
    const roots = [
        { kind: 'query', type: schema.getQueryType(), safe: true },
        { kind: 'mutation', type: schema.getMutationType(), safe: false },
        { kind: 'subscription', type: schema.getSubscriptionType(), safe: true },
    ];
    if (!roots[0].type)
        warnings.push(`${options.source}: the schema has no Query type, so no query can be load tested`);
    for (const { kind, type, safe } of roots) {
        if (!type)
            continue;
        for (const field of Object.values(type.getFields())) {
            const key = `${kind} ${field.name}`;
            keys.push(key);
            if (options.include && !options.include(key, safe))
                continue;
            const named = (0,graphql/* getNamedType */.MR_)(field.type);
            const selections = (0,graphql/* isLeafType */.zf9)(named) ? [] : builder.selectionSet(named, 1, new Set([type.name, named.name]));
            const selection = (0,graphql/* isLeafType */.zf9)(named) ? '' : ` { ${selections.join(' ')} }`;
            const found = kind === 'mutation'
                ? mutationOperation(findWrite(field, selection))
                : queryOperation(field, selections, findSources, kind);
            if ('problem' in found) {
                skipped.push({ key, reason: found.problem });
                continue;
            }
            operations.push({ key, method: 'POST', path: options.endpointPath, title: field.name, safe, ...found });
        }
    }
    return {
        kind: 'graphql',
        source: options.source,
        servers: [],
        operations,
        keys,
        securityHeaders: {},
        graphqlSchema: schema,
        skipped,
        warnings,
    };
}
/** What a mutation's operation holds beyond its name: its document and write plan, or why no input can be made. */
function mutationOperation(found) {
    if ('problem' in found)
        return { problem: `a value of its input cannot be made: ${found.problem}` };
    return {
        request: found.request,
        ...(found.sources && { sources: found.sources }),
        ...(found.unsourced && { unsourced: found.unsourced }),
        ...(found.write && { write: found.write }),
    };
}
/**
 * What a query's (or a subscription's) operation holds beyond its name: a document with a variable for each required
 * argument and for one page size, their sources in the API, the check of a lookup (a subscription's stream instead);
 * or why an argument cannot be given a value.
 */
function queryOperation(field, selections, findSources, kind) {
    const variables = {};
    const definitions = [];
    const args = [];
    const pageSize = pageSizeArgument(field);
    const found = findSources(field);
    for (const arg of field.args) {
        if (!(0,graphql/* isRequiredArgument */.xP9)(arg) && arg !== pageSize)
            continue;
        // A key the API lists needs no sample of its own (a custom scalar `Slug!`): generation writes its source there.
        let sample = sampleInput(arg.type, arg.name, arg.name, []);
        if ('problem' in sample && found.sources?.[arg.name])
            sample = { value: '' };
        if ('problem' in sample)
            return {
                problem: `the required argument ${arg.name} (${String(arg.type)}) cannot be given a value: ${sample.problem}`,
            };
        variables[arg.name] = sample.value;
        definitions.push(`$${arg.name}: ${String(arg.type)}`);
        args.push(`${arg.name}: $${arg.name}`);
    }
    const header = definitions.length > 0 ? `(${definitions.join(', ')})` : '';
    const call = args.length > 0 ? `(${args.join(', ')})` : '';
    const selection = selections.length > 0 ? ` { ${selections.join(' ')} }` : '';
    const query = `${kind} ${operationName(field.name)}${header} { ${field.name}${call}${selection} }`;
    return {
        request: { graphql: definitions.length > 0 ? { query, variables } : { query } },
        ...found,
        // A subscription's events are checked by no body check: it is a stream, over SSE on the same endpoint by default
        // (GraphQL over SSE, what graphql-yoga and others serve); the plan may choose graphql-ws (docs/streams.md).
        ...(kind === 'query' ? lookupCheck(field, selections) : { stream: { protocol: 'sse', mode: 'hold' } }),
    };
}
/**
 * Returns the check of a look-up (isLookupField): a leaf of the answer's object is present, so that a null answer
 * (`{"data":{"post":null}}`, a 200 without errors for a key the server does not know) fails instead of being measured
 * as a look-up. The leaf is `id`, else `nodeId`, else the first selected leaf the schema says is never null, else the
 * first selected leaf, else `__typename` (which an interface's selection has), as selected: a field selected with
 * arguments or an alias is not one.
 */
function lookupCheck(field, selections) {
    if (!isLookupField(field))
        return {};
    const type = (0,graphql/* getNamedType */.MR_)(field.type);
    const fields = (0,graphql/* isObjectType */.YQo)(type) || (0,graphql/* isInterfaceType */.kDU)(type) ? type.getFields() : {};
    const leaves = selections.filter((name) => fields[name] && (0,graphql/* isLeafType */.zf9)((0,graphql/* getNamedType */.MR_)(fields[name].type)));
    const leaf = ['id', 'nodeId'].find((name) => leaves.includes(name)) ??
        leaves.find((name) => (0,graphql/* isNonNullType */.bdc)(fields[name].type)) ??
        leaves[0] ??
        (selections.includes('__typename') ? '__typename' : undefined);
    return leaf ? { expectJson: { [`$.data.${field.name}.${leaf}`]: 'present' } } : {};
}

// EXTERNAL MODULE: ./node_modules/graphql/validation/validate.js
var validate = __webpack_require__(77063);
;// CONCATENATED MODULE: ./src/schema/graphql/graphql-dedupe.ts
// A GraphQL SDL document with its repeated definitions of a field or value dropped, each with a warning.

const TYPE_KINDS = new Set([
    graphql/* Kind */.b8C.SCALAR_TYPE_DEFINITION,
    graphql/* Kind */.b8C.OBJECT_TYPE_DEFINITION,
    graphql/* Kind */.b8C.INTERFACE_TYPE_DEFINITION,
    graphql/* Kind */.b8C.UNION_TYPE_DEFINITION,
    graphql/* Kind */.b8C.ENUM_TYPE_DEFINITION,
    graphql/* Kind */.b8C.INPUT_OBJECT_TYPE_DEFINITION,
]);
/**
 * Returns the document with every duplicated definition dropped, keeping the first: a type or directive defined
 * twice, a field, enum value, argument, union member or interface listed twice in one type (across its extensions
 * too). Published schemas have these (GitHub's defines two fields of EnterpriseOwnerInfo twice) and servers built
 * from them still work, so one mistake in a 20,000-line file must not stop the load test.
 */
function withoutDuplicates(document, source, warnings) {
    const types = new Map();
    const directives = new Map();
    let schemaDefinition = null;
    // Members seen per type, shared by the type's definition and its extensions, which graphql-js merges.
    const membersOf = new Map();
    const warn = (loc, first, what) => {
        const at = loc ? `${source}:${loc.startToken.line}:${loc.startToken.column}` : source;
        const firstLine = first ? ` (first at line ${first.startToken.line})` : '';
        warnings.push(`${at}: ${what} is defined twice${firstLine}: the first definition is kept`);
    };
    const unique = (members, seen, describe) => {
        if (!members)
            return undefined;
        const kept = [];
        for (const member of members) {
            const name = member.name.value;
            if (seen.has(name)) {
                warn(member.name.loc, seen.get(name), describe(name));
                continue;
            }
            seen.set(name, member.name.loc);
            kept.push(dedupeArguments(member, describe(name)));
        }
        return kept;
    };
    const dedupeArguments = (member, owner) => {
        const args = member.arguments;
        if (!args || args.length < 2)
            return member;
        const kept = unique(args, new Map(), (name) => `argument "${name}" of ${owner}`);
        return kept.length === args.length ? member : { ...member, arguments: kept };
    };
    const definitions = [];
    for (const definition of document.definitions) {
        if (definition.kind === graphql/* Kind */.b8C.SCHEMA_DEFINITION) {
            if (schemaDefinition !== null) {
                warn(definition.loc, schemaDefinition, 'the schema { … } block');
                continue;
            }
            schemaDefinition = definition.loc;
            definitions.push(definition);
            continue;
        }
        if (definition.kind === graphql/* Kind */.b8C.DIRECTIVE_DEFINITION) {
            const name = definition.name.value;
            if (directives.has(name)) {
                warn(definition.name.loc, directives.get(name), `directive @${name}`);
                continue;
            }
            directives.set(name, definition.name.loc);
            definitions.push(dedupeArguments(definition, `directive @${name}`));
            continue;
        }
        if (!('name' in definition) || !definition.name) {
            definitions.push(definition);
            continue;
        }
        const { value: name, loc } = definition.name;
        if (TYPE_KINDS.has(definition.kind)) {
            if (types.has(name)) {
                warn(loc, types.get(name), `type ${name}`);
                continue;
            }
            types.set(name, loc);
        }
        let members = membersOf.get(name);
        if (!members) {
            members = new Map();
            membersOf.set(name, members);
        }
        const interfaces = new Map();
        const changed = {};
        if ('fields' in definition && definition.fields) {
            changed.fields = unique(definition.fields, members, (field) => `field ${name}.${field}`);
        }
        if ('values' in definition && definition.values) {
            changed.values = unique(definition.values, members, (value) => `enum value ${name}.${value}`);
        }
        if ('types' in definition && definition.types) {
            changed.types = unique(definition.types, members, (member) => `member ${member} of union ${name}`);
        }
        if ('interfaces' in definition && definition.interfaces) {
            changed.interfaces = unique(definition.interfaces, interfaces, (face) => `interface ${face} of ${name}`);
        }
        definitions.push({ ...definition, ...changed });
    }
    return { ...document, definitions };
}

// EXTERNAL MODULE: ./src/schema/graphql/graphql-nesting.ts
var graphql_nesting = __webpack_require__(37047);
;// CONCATENATED MODULE: ./src/schema/graphql/graphql-sdl.ts
// A GraphQL schema from SDL text, bounded in tokens, every error with its location.

// Not re-exported by the package's index, but it is what buildASTSchema runs, and it keeps each error's location.





/**
 * The most tokens (names, punctuation, strings) an SDL document may hold: graphql-js keeps about 400 bytes per token
 * while it parses, validates and builds. GitHub's schema holds about 61,000; 500,000 read in seconds and well under
 * 1 GB, and a document past them is refused at the token where the bound is passed.
 */
const MAX_SDL_TOKENS = 500_000;
/**
 * Parses GraphQL SDL; returns the schema and a warning for each duplicated definition that was dropped. Throws a
 * SchemaError with line and column for a syntax error or an invalid definition (an unknown type, for example).
 */
function readGraphqlSdl(text, source) {
    const body = text.replace(/^\uFEFF/, '');
    if (body.trim() === '') {
        throw new schema_error/* SchemaError */.A(source, [{ path: '', message: 'is empty: it must hold GraphQL type definitions (SDL)' }]);
    }
    // graphql-js parses, validates and builds a value or type nested N deep with N nested calls.
    const deep = (0,graphql_nesting/* deepGraphqlPosition */.T)(body);
    if (deep)
        throw new nesting/* TooDeepError */.Fd(source, deep);
    let document;
    try {
        document = (0,graphql/* parse */.qgA)(body, { maxTokens: MAX_SDL_TOKENS });
    }
    catch (error) {
        if (!(error instanceof graphql/* GraphQLError */.eOn))
            throw error;
        throw new schema_error/* SchemaError */.A(source, [{ path: '', ...locationOf(error), message: syntaxMessage(body, error) }]);
    }
    const executable = document.definitions.find((definition) => definition.kind === graphql/* Kind */.b8C.OPERATION_DEFINITION || definition.kind === graphql/* Kind */.b8C.FRAGMENT_DEFINITION);
    if (executable) {
        throw new schema_error/* SchemaError */.A(source, [
            {
                path: '',
                ...lineOf(executable.loc),
                message: 'holds a GraphQL query, not a schema: point the schema setting at the SDL file (type Query { … }) or at the endpoint',
            },
        ]);
    }
    const warnings = [];
    const deduplicated = withoutDuplicates(document, source, warnings);
    const errors = (0,validate.validateSDL)(deduplicated);
    if (errors.length > 0) {
        throw new schema_error/* SchemaError */.A(source, errors.map((error) => ({ path: '', ...locationOf(error), message: error.message })));
    }
    // validateSDL has just run; buildASTSchema would run it a second time on a megabyte of SDL.
    return { schema: (0,graphql/* buildASTSchema */.omO)(deduplicated, { assumeValidSDL: true }), warnings };
}
function locationOf(error) {
    const location = error.locations?.[0];
    return location ? { line: location.line, column: location.column } : {};
}
function lineOf(loc) {
    return loc ? { line: loc.startToken.line, column: loc.startToken.column } : {};
}
/** Returns graphql's syntax error as a sentence with a hint at the usual cause. */
function syntaxMessage(text, error) {
    if (/contains more th(?:an|at) \d+ tokens/.test(error.message)) {
        return `holds more than ${MAX_SDL_TOKENS.toLocaleString('en-US')} GraphQL tokens (names, punctuation, strings), more than reading it within memory allows (GitHub's schema holds about 61,000): check that this is the schema meant, or point the schema setting at the endpoint`;
    }
    if (/^\s*[[{]/.test(text)) {
        return 'is JSON, not GraphQL SDL: an introspection result must be read as JSON (name the file *.json)';
    }
    const what = error.message.replace(/^Syntax Error:\s*/, '').replace(/\.$/, '');
    const sentence = what.charAt(0).toLowerCase() + what.slice(1);
    if (/<EOF>/.test(what)) {
        return `the schema ends too early (${sentence.replace('<EOF>', 'the end of the file')}): close every { and ( that is open`;
    }
    return `GraphQL syntax error: ${sentence}. Check for a missing brace, colon or type just before it`;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/schema/openapi/openapi-document.ts
// An OpenAPI document parsed (JSON or YAML), and the readings of it every other reader shares: `$ref`, parameters.











/** Where grafted external documents live inside the root, so that their `$ref`s become local pointers. */
const GRAFTS = 'x-qa-perf-external';
/** Returns the value a local `$ref` (`#/components/schemas/Pet`) points to, or undefined. */
function resolvePointer(root, ref) {
    if (!ref.startsWith('#'))
        return undefined;
    let value = root;
    for (const raw of ref.slice(1).split('/').slice(1)) {
        const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
        if (!value || typeof value !== 'object')
            return undefined;
        value = value[key];
    }
    return value;
}
/** Returns the object a value stands for: the target of its `$ref` (followed up to 20 times), or the value itself. */
function deref(root, value) {
    let current = value;
    for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === 'string'; hops++) {
        current = resolvePointer(root, current.$ref);
    }
    return isObject(current) ? current : undefined;
}
/** The path item's parameters overlaid by the operation's, by name and location. */
function operationParameters(root, item, operation) {
    const byKey = new Map();
    for (const list of [item.parameters, operation.parameters]) {
        if (!Array.isArray(list))
            continue;
        for (const raw of list) {
            const parameter = deref(root, raw);
            if (parameter)
                byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
        }
    }
    return [...byKey.values()];
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Parses an OpenAPI document's text (JSON or YAML); returns the parsed value or throws a positioned SchemaError. */
function parseDocumentText(text, source) {
    // Refused before parsing: YAML's composer and every later walker recurse once per level.
    const deep = (0,bracket_nesting/* deepNestingPosition */.i)(text, nesting/* MAX_NESTING */.M1);
    if (deep)
        throw new nesting/* TooDeepError */.Fd(source, deep);
    if (/^\s*[{[]/.test(text)) {
        try {
            return JSON.parse(text);
        }
        catch {
            // Not JSON after all (YAML flow style starts with `{` too): the YAML parser says where it breaks.
        }
    }
    let value;
    try {
        value = (0,dist/* parse */.qg)(text, { maxAliasCount: 1000 });
    }
    catch (error) {
        const [position] = error instanceof dist/* YAMLParseError */.XT ? (error.linePos ?? []) : [];
        // The YAML parser reports a stack overflow of its own as a parse error at the place it happened.
        if ((0,nesting/* isStackOverflow */.fF)(error))
            throw new nesting/* TooDeepError */.Fd(source, { line: position?.line, column: position?.col });
        if (error instanceof dist/* YAMLParseError */.XT) {
            const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
            throw new schema_error/* SchemaError */.A(source, [{ path: '', line: position?.line, column: position?.col, message }]);
        }
        throw new schema_error/* SchemaError */.A(source, [{ path: '', message: `cannot be parsed: ${error.message}` }]);
    }
    // Block style nests by indentation, and an alias may repeat a deep part: the parsed value is what counts.
    if ((0,nesting/* nestsTooDeep */.qK)(value))
        throw new nesting/* TooDeepError */.Fd(source);
    return value;
}
/**
 * Returns the OpenAPI version of a parsed document, or undefined when it is not an OpenAPI document. 3.2 is read as
 * 3.1: the same JSON Schema 2020-12 and the same objects, with additions (a media type's `itemSchema`, the `query`
 * method, tags' parents) that generation can do without.
 */
function openApiVersion(value) {
    if (!isObject(value))
        return undefined;
    if (typeof value.swagger === 'string' && value.swagger.startsWith('2.'))
        return '2.0';
    if (typeof value.openapi === 'string' && value.openapi.startsWith('3.0'))
        return '3.0';
    if (typeof value.openapi === 'string' && /^3\.[12]\b/.test(value.openapi))
        return '3.1';
    return undefined;
}
/** Distinct external documents read at most: a split description has dozens, a hostile one would have no end. */
const MAX_EXTERNAL_DOCUMENTS = 500;
/**
 * How many external documents a chain of `$ref`s may pass through from the document (the shortest chain to each).
 * A document that refers to itself by a relative path from a folder the server serves it in for every path
 * (`./schemas/pets.json` → `/schemas/schemas/pets.json` → …) would otherwise be fetched until the URL is too long.
 */
const MAX_EXTERNAL_DEPTH = 32;
/**
 * Returns the document with every external `$ref` grafted in as a local pointer. External documents may only be
 * files beside the document (its folder and below, symbolic links resolved), or, for a document read from a URL,
 * URLs of the same origin, whose redirects must stay on it; at most MAX_EXTERNAL_DOCUMENTS of them, at most
 * MAX_EXTERNAL_DEPTH away. Throws a SchemaError naming each `$ref` that is refused or cannot be read.
 */
async function withExternalRefs(document, text, options = {}) {
    // Most documents have no external $ref: a look at the text spares walking a large document.
    if (!/["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"']/.test(text))
        return document;
    const problems = [];
    const grafts = {};
    const loaded = new Map();
    const rootFolder = document.location.kind === 'file' ? await realFolder(document.location.path) : undefined;
    const queue = [
        { value: document.root, location: document.location, graftPath: '', chain: [] },
    ];
    for (let next = queue.shift(); next; next = queue.shift()) {
        const { location, graftPath, chain } = next;
        // A problem in an external document says which one: the SchemaError names the document the user gave.
        const within = chain.length > 0 ? `in ${chain[chain.length - 1]}: ` : '';
        for (const { holder, ref, segments } of refsIn(next.value)) {
            if (ref.startsWith('#')) {
                if (graftPath)
                    holder.$ref = `#${graftPath}${ref.slice(1)}`;
                continue;
            }
            const at = (0,errors/* joinPath */.uJ)([...segments, '$ref']);
            const [target, pointer = ''] = ref.split('#');
            const resolved = await resolveRef(document.location, rootFolder, location, target);
            if ('refused' in resolved) {
                problems.push({ path: at, message: `${within}${resolved.refused}` });
                continue;
            }
            let name = loaded.get(resolved.key);
            if (name === undefined) {
                const limit = chain.length >= MAX_EXTERNAL_DEPTH
                    ? `a chain of more than ${MAX_EXTERNAL_DEPTH} external documents (${[...chain.slice(0, 3), '…', ...chain.slice(-2), resolved.label].join(' → ')})`
                    : loaded.size >= MAX_EXTERNAL_DOCUMENTS
                        ? `more than ${MAX_EXTERNAL_DOCUMENTS} external documents`
                        : undefined;
                if (limit) {
                    // Nothing more is fetched: a document that never ends would go on for ever.
                    problems.push({
                        path: at,
                        message: `${within}refers to ${target}, which would make ${limit}: external $refs may not go further; a relative $ref that leads back to its own document under a longer path never ends, so check the paths of the $refs`,
                    });
                    throw new schema_error/* SchemaError */.A(document.source, problems);
                }
                name = String(loaded.size);
                loaded.set(resolved.key, name);
                try {
                    // Only same-origin URLs get this far, so the schema's headers may go with them.
                    const external = await readLocation(resolved.location, options);
                    grafts[name] = parseDocumentText(external, resolved.label);
                    queue.push({
                        value: grafts[name],
                        location: resolved.location,
                        graftPath: `/${GRAFTS}/${name}`,
                        chain: [...chain, resolved.label],
                    });
                }
                catch (error) {
                    if (error instanceof errors/* CancelledError */.cc)
                        throw error;
                    const reason = error instanceof schema_error/* SchemaError */.A
                        ? error.problems
                            .map((p) => p.line === undefined ? p.message : `${resolved.label}:${p.line}:${p.column ?? 1}: ${p.message}`)
                            .join('; ')
                        : error.message;
                    problems.push({ path: at, message: `${within}refers to ${target}, which cannot be read: ${reason}` });
                }
            }
            holder.$ref = `#/${GRAFTS}/${name}${pointer}`;
        }
    }
    if (problems.length > 0)
        throw new schema_error/* SchemaError */.A(document.source, problems);
    return { ...document, root: { ...document.root, [GRAFTS]: grafts } };
}
/** Yields every object with a `$ref` in a parsed document, with its path; iterative, in document order. */
function* refsIn(value) {
    const stack = [{ value, segments: [] }];
    for (let next = stack.pop(); next; next = stack.pop()) {
        const { value: current, segments } = next;
        const children = Array.isArray(current)
            ? [...current.entries()]
            : isObject(current)
                ? Object.entries(current)
                : [];
        if (isObject(current) && typeof current.$ref === 'string')
            yield { holder: current, ref: current.$ref, segments };
        for (let index = children.length - 1; index >= 0; index--) {
            const [key, item] = children[index];
            if (typeof item === 'object' && item !== null)
                stack.push({ value: item, segments: [...segments, key] });
        }
    }
}
/** Returns the real path of a file's folder, symbolic links resolved, or the folder as given when it is missing. */
async function realFolder(file) {
    return (0,promises_.realpath)((0,external_node_path_.dirname)(file)).catch(() => (0,external_node_path_.dirname)(file));
}
async function resolveRef(root, rootFolder, from, target) {
    if (from.kind === 'url') {
        const url = new URL(target, from.url);
        const origin = new URL(root.kind === 'url' ? root.url : 'file:///').origin;
        if (url.origin !== origin)
            return { refused: `refers to ${target}, on another host: external $refs may only point to the same server` };
        return { location: { kind: 'url', url: url.href }, key: url.href, label: (0,redact_url/* redactUrl */.B)(url.href) };
    }
    if (/^[a-z][\w+.-]*:/i.test(target) || (0,external_node_path_.isAbsolute)(target)) {
        return {
            refused: `refers to ${target}: external $refs may only point to files beside the document, by a relative path`,
        };
    }
    const outside = {
        refused: `refers to ${target}, outside the document's folder: external $refs may only point to files beside it`,
    };
    const folder = root.kind === 'file' ? (0,external_node_path_.dirname)(root.path) : '.';
    const path = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(from.path), target);
    if (!isWithin(folder, path))
        return outside;
    // A symbolic link beside the document may lead anywhere: where it really leads is what must be inside.
    const real = await (0,promises_.realpath)(path).catch(() => undefined);
    if (real === undefined)
        return { location: { kind: 'file', path }, key: path, label: (0,external_node_path_.relative)(folder, path) };
    if (!isWithin(rootFolder ?? folder, real)) {
        return {
            refused: `refers to ${target}, outside the document's folder (a symbolic link leads there): external $refs may only point to files beside it`,
        };
    }
    return { location: { kind: 'file', path }, key: real, label: (0,external_node_path_.relative)(folder, path) };
}
function isWithin(folder, path) {
    const inside = (0,external_node_path_.relative)(folder, path);
    return !inside.startsWith('..') && !(0,external_node_path_.isAbsolute)(inside);
}
/** Returns the text at a location: a file, or an http(s) URL answering 2xx to a GET with the given headers. */
async function readLocation(location, options = {}) {
    if (location.kind === 'file') {
        try {
            return await (0,promises_.readFile)(location.path, 'utf8');
        }
        catch {
            throw new schema_error/* SchemaError */.A(location.path, [
                { path: '', message: 'not found: check the path (relative to qa.config.json)' },
            ]);
        }
    }
    const response = await (0,fetch_text/* fetchText */.S)(location.url, {
        ...options,
        headers: { accept: 'application/json, application/yaml, */*', ...options.headers },
    });
    if (response.status < 200 || response.status > 299) {
        throw new schema_error/* SchemaError */.A((0,redact_url/* redactUrl */.B)(location.url), [
            {
                path: '',
                message: `answered GET with HTTP ${response.status}: ${(0,schema_headers/* statusAdvice */.FZ)(response.status, Object.keys(options.headers ?? {}))}`,
            },
        ]);
    }
    return response.text;
}

// EXTERNAL MODULE: ./src/vocabulary/http-methods.ts
var http_methods = __webpack_require__(54289);
// EXTERNAL MODULE: ./src/vocabulary/arrival-rate.ts
var arrival_rate = __webpack_require__(45128);
// EXTERNAL MODULE: ./src/vocabulary/thresholds.ts
var thresholds = __webpack_require__(58442);
// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
;// CONCATENATED MODULE: ./src/schema/openapi/openapi-perf.ts
// The `x-perf` extension of an OpenAPI operation, read as overrides.





/** Returns the `x-perf` extension of an operation as overrides; adds a problem for each value that is wrong. */
function perfOverrides(value, segments, problems) {
    if (value === undefined)
        return undefined;
    const at = (key) => (0,errors/* joinPath */.uJ)(key ? [...segments, key] : segments);
    if (!isObject(value)) {
        problems.push({
            path: at(),
            message: 'must be an object such as { concurrentUsers: 20, duration: 60s, p95: 200ms }',
        });
        return undefined;
    }
    const overrides = {};
    for (const [key, item] of Object.entries(value)) {
        if (key === 'concurrentUsers') {
            if (Number.isInteger(item) && item >= 1)
                overrides.concurrentUsers = item;
            else
                problems.push({ path: at(key), message: `must be a whole number of at least 1, not ${JSON.stringify(item)}` });
        }
        else if (key === 'arrivalRate') {
            const rate = (0,arrival_rate/* parseRate */.WN)(item);
            if (rate !== undefined && rate > 0 && rate <= arrival_rate/* MAX_ARRIVAL_RATE */.m3)
                overrides.arrivalRate = (0,arrival_rate/* formatRate */.CE)(rate);
            else
                problems.push({
                    path: at(key),
                    message: `must be a rate above 0 and at most ${arrival_rate/* MAX_ARRIVAL_RATE */.m3}/s, not ${JSON.stringify(item)}: write ${arrival_rate/* RATE_EXAMPLES */.bI}`,
                });
        }
        else if (key === 'maxUsers') {
            if (Number.isInteger(item) && item >= 1 && item <= units/* MAX_CONCURRENT_USERS */.AD)
                overrides.maxUsers = item;
            else
                problems.push({
                    path: at(key),
                    message: `must be a whole number of connections from 1 to ${units/* MAX_CONCURRENT_USERS */.AD}, not ${JSON.stringify(item)}`,
                });
        }
        else if (key === 'duration') {
            if (typeof item === 'number' && Number.isInteger(item) && item > 0)
                overrides.duration = `${item}s`;
            else if (typeof item === 'string' && (0,units/* parseDurationSeconds */.lW)(item))
                overrides.duration = item;
            else
                problems.push({
                    path: at(key),
                    message: `must be a duration such as "30s", "2m" or "1h", not ${JSON.stringify(item)}`,
                });
        }
        else if ((0,thresholds/* isThresholdKey */.jA)(key) && (typeof item === 'string' || typeof item === 'number')) {
            const problem = (0,units/* thresholdValueProblem */.Uh)(key, item);
            if (problem)
                problems.push({ path: at(key), message: `${JSON.stringify(item)} does not suit ${key}: write ${problem}` });
            else
                (overrides.thresholds ??= {})[key] = item;
        }
        else {
            problems.push({
                path: at(key),
                message: `is not an x-perf key: use concurrentUsers, or arrivalRate with maxUsers, duration, or a threshold (${thresholds/* THRESHOLD_KEYS */.Hj.join(', ')})`,
            });
        }
    }
    // The two load models, as loadtool.yaml has them: users, or a rate with its connections at most.
    if (isObject(value) && 'arrivalRate' in value && 'concurrentUsers' in value) {
        problems.push({
            path: at('arrivalRate'),
            message: 'cannot be set together with concurrentUsers: keep concurrentUsers for the closed model (each user waits for its answer), or arrivalRate, with maxUsers for its connections, for the open model',
        });
    }
    else if (isObject(value) && 'maxUsers' in value && !('arrivalRate' in value)) {
        problems.push({
            path: at('maxUsers'),
            message: 'bounds the connections of a rate: add arrivalRate (e.g. arrivalRate: 200/s), or remove maxUsers',
        });
    }
    return overrides;
}

// EXTERNAL MODULE: ./node_modules/openapi-sampler/dist/openapi-sampler.js
var openapi_sampler = __webpack_require__(90551);
;// CONCATENATED MODULE: ./src/schema/sample-copy.ts
// The copy of a schema that sample-budget.ts gives openapi-sampler: what it reads, within a budget of values.


// See docs/architecture.md, "Bounded samples and merges".
/** How deep openapi-sampler goes into properties and items (its `maxSampleDepth`). */
const MAX_SAMPLE_DEPTH = 8;
/** The longest string a `minLength` may ask for: openapi-sampler repeats its sample up to it. */
const MAX_MIN_LENGTH = 10_000;
/** Keywords of schemas that openapi-sampler combines; the copy holds only the parts it samples. */
const COMPOSED = new Set(['allOf', 'oneOf', 'anyOf', 'if', 'then', 'else']);
/** Keywords whose value openapi-sampler returns as the sample. */
const EXAMPLES = ['const', 'examples', 'enum', 'default'];
/** Returns how many values (scalars, lists and mappings) a value holds, or undefined past `budget`; iterative. */
function valuesWithin(value, budget) {
    let count = 0;
    const stack = [value];
    while (stack.length > 0) {
        const next = stack.pop();
        if (++count > budget)
            return undefined;
        if (typeof next === 'object' && next !== null)
            for (const item of Object.values(next))
                stack.push(item);
    }
    return count;
}
/**
 * Copies a schema as openapi-sampler samples it (with `skipNonRequired`): every `$ref` resolved, only required
 * properties, at most `budget` values; past it, properties are left out (in the schema's order) and lists shortened,
 * and `cut` is set.
 */
class Copier {
    document;
    budget;
    spent = 0;
    cut = false;
    /** The `$ref`s being copied, as openapi-sampler marks them: one met again inside itself is circular. */
    refs = [];
    constructor(document, budget) {
        this.document = document;
        this.budget = budget;
    }
    get left() {
        return this.budget - this.spent;
    }
    /**
     * Returns the copy of a schema given as layers, later ones winning as openapi-sampler merges them (a `$ref`'s
     * target and its siblings in OAS 3.1, `if` and `then`); `depth` is openapi-sampler's context depth, undefined at
     * the top and under `allOf`, where it starts again.
     */
    copy(given, depth) {
        const entered = this.refs.length;
        try {
            const layers = this.layers(given);
            if (!Array.isArray(layers))
                return layers.circular;
            return this.merged(layers, depth);
        }
        finally {
            this.refs.length = entered;
        }
    }
    /** Resolves `$ref`s (marking them) and `if`/`then` into layers; a `$ref` met inside itself is circular. */
    layers(given) {
        const layers = [];
        for (const layer of given) {
            if (!isObject(layer)) {
                layers.push(layer);
                continue;
            }
            const { $ref, if: condition, then } = layer;
            const rest = without(layer, ['$ref', 'if', 'then', 'else']);
            if (typeof $ref === 'string') {
                const target = pointerTarget(this.document.root, $ref);
                // Left for openapi-sampler to refuse, with its message: it resolves a `$ref` as pointerTarget does.
                if (!isObject(target))
                    return { circular: layer };
                const siblings = this.document.version === '3.1' ? [rest] : [];
                if (this.refs.includes($ref))
                    return { circular: stub(Object.assign({}, target, ...siblings)) };
                this.refs.push($ref);
                const inner = this.layers([target, ...siblings]);
                if (!Array.isArray(inner))
                    return inner;
                layers.push(...inner);
            }
            else if (condition !== undefined && then !== undefined) {
                // openapi-sampler merges them deeply, `required` lists by index as any list.
                const required = [rest, condition, then].reduce((merged, part) => isObject(part) && Array.isArray(part.required) ? Object.assign(merged, part.required) : merged, []);
                const inner = this.layers([
                    without(rest, ['required']),
                    isObject(condition) ? without(condition, ['required']) : condition,
                    { ...(isObject(then) ? then : {}), required },
                ]);
                if (!Array.isArray(inner))
                    return inner;
                layers.push(...inner);
            }
            else
                layers.push(layer);
        }
        return layers;
    }
    merged(layers, depth) {
        this.spent += 1;
        const objects = layers.filter(isObject);
        if (objects.length === 0)
            return layers[layers.length - 1];
        const merged = Object.assign({}, ...objects);
        const example = merged.example !== undefined ? merged.example : exampleOf(merged);
        if (example !== undefined)
            return this.leaf(merged, example);
        const copy = {};
        for (const [key, value] of Object.entries(merged)) {
            if (key === '$ref' || COMPOSED.has(key))
                continue;
            // Walked keywords are copied below; every object is kept empty for openapi-sampler's type inference, which
            // looks only at whether a keyword is there.
            copy[key] =
                typeof value === 'object' && value !== null && key !== 'type' ? (Array.isArray(value) ? [] : {}) : value;
        }
        if (typeof copy.minLength === 'number' && copy.minLength > MAX_MIN_LENGTH) {
            copy.minLength = MAX_MIN_LENGTH;
            this.cut = true;
        }
        const composed = Array.isArray(merged.allOf) || nonEmpty(merged.oneOf) || nonEmpty(merged.anyOf);
        // openapi-sampler samples a schema's own part of an `allOf` without its context: depth starts again.
        const own = Array.isArray(merged.allOf) ? undefined : depth;
        this.properties(objects, own, copy);
        this.additional(merged, own, copy);
        this.items(merged, own, copy);
        if (composed)
            this.composed(merged, depth, own, copy);
        return copy;
    }
    leaf(merged, example) {
        const size = valuesWithin(example, this.left + 1);
        if (size === undefined) {
            this.cut = true;
            return stub(merged);
        }
        this.spent += size - 1;
        const copy = {};
        for (const key of ['example', ...EXAMPLES, 'type', 'readOnly', 'writeOnly'])
            if (merged[key] !== undefined)
                copy[key] = merged[key];
        return copy;
    }
    /** The required properties, in the order of the schema, each copied until the budget is spent. */
    properties(layers, depth, copy) {
        const all = layers.map((layer) => (isObject(layer.properties) ? layer.properties : undefined));
        if (!all.some(Boolean))
            return;
        const required = new Set(layers.flatMap((layer) => (Array.isArray(layer.required) ? layer.required : [])));
        const names = [...new Set(all.flatMap((properties) => Object.keys(properties ?? {})))].filter((name) => required.has(name));
        const properties = {};
        const child = (depth ?? 1) + 1;
        for (const name of names) {
            if (this.left <= 0) {
                this.cut = true;
                break;
            }
            const value = this.child(all.flatMap((properties) => (properties && properties[name] !== undefined ? [properties[name]] : [])), child);
            if (value !== undefined)
                properties[name] = value;
        }
        copy.properties = properties;
        copy.required = Object.keys(properties);
    }
    /** openapi-sampler samples `additionalProperties` twice (`property1`, `property2`). */
    additional(merged, depth, copy) {
        if (!isObject(merged.additionalProperties))
            return;
        const before = this.spent;
        const value = this.child([merged.additionalProperties], (depth ?? 1) + 1);
        const cost = this.spent - before;
        // Nothing (past the depth, not an object or a list) is no property, as openapi-sampler leaves it out of JSON.
        if (value === undefined || cost > this.left) {
            this.cut ||= value !== undefined;
            delete copy.additionalProperties;
            return;
        }
        this.spent += cost;
        copy.additionalProperties = value;
    }
    /** The items openapi-sampler samples (`prefixItems`, else `items`, else `contains`), as many as it makes. */
    items(merged, depth, copy) {
        const key = ['prefixItems', 'items', 'contains'].find((name) => merged[name]);
        if (key === undefined)
            return;
        const given = merged[key];
        const min = typeof merged.minItems === 'number' && merged.minItems > 0 ? merged.minItems : 1;
        const wanted = Math.min(typeof merged.maxItems === 'number' ? merged.maxItems : Infinity, min);
        let length;
        if (Array.isArray(given)) {
            const copies = this.each(given, (depth ?? 1) + 1);
            copy[key] = copies;
            // Beyond its tuple, openapi-sampler fills a list with one value each.
            const more = copies.length < given.length ? 0 : Math.max(0, wanted - copies.length);
            length = copies.length + Math.min(more, this.left);
            this.spent += length - copies.length;
            if (length < Math.max(wanted, given.length))
                this.cut = true;
        }
        else {
            const before = this.spent;
            const [item] = this.each([given], (depth ?? 1) + 1);
            copy[key] = item ?? {};
            // Each item beyond the first costs what the first did.
            const each = Math.max(1, this.spent - before);
            length = item === undefined ? 0 : 1 + Math.max(0, Math.min(wanted - 1, Math.floor(this.left / each)));
            this.spent += Math.max(0, length - 1) * each;
            if (length < wanted)
                this.cut = true;
        }
        copy.minItems = length;
        copy.maxItems = length;
    }
    /** `allOf` in full; of `oneOf` and `anyOf` only the first, the one openapi-sampler samples. */
    composed(merged, depth, own, copy) {
        if (Array.isArray(merged.allOf))
            copy.allOf = this.each(merged.allOf, depth);
        const [key, list] = nonEmpty(merged.oneOf) ? ['oneOf', merged.oneOf] : ['anyOf', merged.anyOf];
        if (nonEmpty(list))
            copy[key] = this.each(list.slice(0, 1), own);
    }
    /** Copies of the schemas of a list, as many as the budget allows. */
    each(list, depth) {
        const copies = [];
        for (const item of list) {
            if (this.left <= 0) {
                this.cut = true;
                break;
            }
            copies.push(this.child([item], depth) ?? {});
        }
        return copies;
    }
    /**
     * Returns the copy of a property's or item's schema at a depth, or undefined where openapi-sampler gives no value
     * (a value past its depth that is neither an object nor a list).
     */
    child(layers, depth) {
        if (depth !== undefined && depth > MAX_SAMPLE_DEPTH) {
            // openapi-sampler looks at the schema as written, before resolving a `$ref`.
            const written = Object.assign({}, ...layers.filter(isObject));
            this.spent += 1;
            return stub(written);
        }
        if (this.left <= 0) {
            this.cut = true;
            return undefined;
        }
        return this.copy(layers, depth);
    }
}
/** What openapi-sampler gives for a circular schema or one too deep: `{}`, `[]`, or nothing. */
function stub(schema) {
    const type = (0,openapi_sampler.inferType)(schema);
    return type === 'object' || type === 'array' ? { type } : undefined;
}
/** The value openapi-sampler takes as the sample before looking at types: `const`, `examples[0]`, `enum[0]`, `default`. */
function exampleOf(schema) {
    if (schema.const !== undefined)
        return schema.const;
    if (Array.isArray(schema.examples) && schema.examples.length > 0)
        return schema.examples[0];
    if (Array.isArray(schema.enum) && schema.enum.length > 0)
        return schema.enum[0];
    return schema.default;
}
/** Returns what a `$ref` points to, resolved as openapi-sampler resolves it (decoded whole, then a JSON pointer). */
function pointerTarget(root, ref) {
    let pointer;
    try {
        pointer = decodeURIComponent(ref);
    }
    catch {
        return undefined;
    }
    if (pointer.startsWith('#'))
        pointer = pointer.slice(1);
    if (pointer === '')
        return root;
    if (!pointer.startsWith('/'))
        return undefined;
    let value = root;
    for (const token of pointer.slice(1).split('/')) {
        if (typeof value !== 'object' || value === null)
            return undefined;
        value = value[token.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return value;
}
function without(schema, keys) {
    return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}
function nonEmpty(value) {
    return Array.isArray(value) && value.length > 0;
}

;// CONCATENATED MODULE: ./src/schema/sample-budget.ts

// The copy holds only what the sampler reads (sample-copy.ts), so that a schema small on disk that fans out (a wide
// schema referred to, or aliased in YAML, from hundreds of places) is sampled in time linear in the document. See
// docs/architecture.md, "Bounded samples and merges".

/**
 * The most values (scalars, lists and mappings) one sampled request value holds; past it the sample is cut.
 * @internal Exported for the tests.
 */
const MAX_SAMPLE_VALUES = 1_000;
/** The most values all the samples of one document hold together: a document cannot fan out across operations. */
const MAX_DOCUMENT_SAMPLE_VALUES = 100_000;
/** What the samples of each document have spent of MAX_DOCUMENT_SAMPLE_VALUES. */
const spentBy = new WeakMap();
/** The values a sample of a document may hold now; `spend` records what it took. */
function budgetOf(document) {
    const spent = spentBy.get(document.root) ?? 0;
    const budget = Math.max(0, Math.min(MAX_SAMPLE_VALUES, MAX_DOCUMENT_SAMPLE_VALUES - spent));
    return {
        budget,
        text: budget.toLocaleString('en-US'),
        spend: (count) => spentBy.set(document.root, spent + count),
    };
}
/**
 * Returns a copy of `schema` that openapi-sampler samples as it samples `schema` (with `skipNonRequired`), with every
 * `$ref` resolved, only required properties, and at most MAX_SAMPLE_VALUES values (fewer once the document's samples
 * have spent MAX_DOCUMENT_SAMPLE_VALUES): past the bound, properties are left out (required ones first, in order)
 * and lists shortened, and `cut` says so.
 */
function boundedSchema(document, schema) {
    const { budget, text, spend } = budgetOf(document);
    const copier = new Copier(document, budget);
    const copy = copier.copy([schema], undefined);
    spend(copier.spent);
    if (!copier.cut)
        return { schema: copy };
    const why = budget < MAX_SAMPLE_VALUES
        ? `the document's samples hold ${MAX_DOCUMENT_SAMPLE_VALUES.toLocaleString('en-US')} values in all`
        : 'its required values expand to more, through $refs or YAML aliases';
    return { schema: copy, cut: `cut at ${text} values (${why})` };
}
/**
 * Returns an example of the document to send as it is when it holds at most MAX_SAMPLE_VALUES values (fewer once the
 * document's samples have spent MAX_DOCUMENT_SAMPLE_VALUES), else why not, to sample the schema instead.
 */
function boundedExample(document, example) {
    const { budget, text, spend } = budgetOf(document);
    const count = valuesWithin(example, budget);
    if (count === undefined)
        return { cut: `its example holds more than ${text} values, so it was sampled from its schema` };
    spend(count);
    return { example };
}

// EXTERNAL MODULE: ./src/vocabulary/uploads.ts
var uploads = __webpack_require__(55010);
;// CONCATENATED MODULE: ./src/schema/openapi/openapi-properties.ts
// The properties of an OpenAPI object schema, read by sampling, sources, writes and uploads alike.

/** The properties of an object schema, `allOf` parts included, each dereferenced. */
function propertiesOf(document, schema, depth = 0) {
    if (!schema || depth > 8)
        return {};
    const result = {};
    for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
        Object.assign(result, propertiesOf(document, deref(document.root, part), depth + 1));
    }
    for (const [key, value] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
        const property = deref(document.root, value);
        if (property)
            result[key] = property;
    }
    return result;
}

;// CONCATENATED MODULE: ./src/schema/openapi/openapi-upload.ts



// The files a generated upload names are written by generation beside loadtool.yaml, under `uploads/`, when they are
// not there (pipeline/upload-files.ts): a small valid file of the declared type. A multipart file is named after its
// field (`uploads/photo.png`), a whole-body file `uploads/upload.<ext>`: operations that upload the same field of the
// same type share one file.
/** Where generated upload files go, relative to loadtool.yaml. */
const UPLOADS_DIR = 'uploads';
/** Media types whose body is text or data of its own, never a file's bytes. */
const NOT_A_FILE = /json|xml|yaml|graphql|^text\/|x-www-form-urlencoded|^multipart\//i;
/**
 * Returns whether a request body of `contentType` with `schema` is a file's bytes: a media type that is not text or
 * data (application/octet-stream, image/png, application/pdf, `*\/*`) whose schema is absent or a string (OpenAPI
 * 3.0's `format: binary`, 3.1's `contentMediaType`, or no format at all).
 */
function isFileBody(document, contentType, schema) {
    if (NOT_A_FILE.test(contentType))
        return false;
    const resolved = deref(document.root, schema);
    return !resolved || Object.keys(resolved).length === 0 || resolved.type === 'string' || isBinary(resolved);
}
/** Returns the request of a whole body that is a file of `contentType`: `{ file: uploads/upload.png }`. */
function fileBody(contentType) {
    const type = concreteType(contentType);
    return { body: { file: `${UPLOADS_DIR}/upload.${(0,uploads/* extensionOf */.je)(type)}` }, contentType: type };
}
/**
 * Returns the multipart body of a form whose sample is `sampled` (its required properties): each text property as
 * text (an object or list as JSON, which is multipart's default for them), each binary one (OpenAPI 3.0's `format:
 * binary`, 3.1's `contentMediaType`) a file of its declared type (the encoding object's `contentType`, else
 * `contentMediaType`, else application/octet-stream). When no binary property is required, the first one is sent
 * all the same: an upload without its file tests nothing.
 */
function multipartBody(document, media, sampled) {
    const schema = deref(document.root, media.schema);
    const properties = propertiesOf(document, schema);
    const encoding = isObject(media.encoding) ? media.encoding : {};
    const values = isObject(sampled) ? sampled : {};
    const binary = Object.keys(properties).filter((name) => isBinary(fileSchema(document, properties[name])));
    const required = new Set(Array.isArray(schema?.required) ? schema.required : []);
    const files = binary.filter((name) => required.has(name));
    if (files.length === 0 && binary.length > 0)
        files.push(binary[0]);
    const fields = [];
    for (const [name, value] of Object.entries(values)) {
        if (binary.includes(name) || value === null || value === undefined)
            continue;
        fields.push([name, typeof value === 'object' ? JSON.stringify(value) : value]);
    }
    for (const name of files) {
        const declared = deref(document.root, encoding[name])?.contentType;
        const property = fileSchema(document, properties[name]);
        const contentType = concreteType(typeof declared === 'string'
            ? declared.split(',')[0].trim()
            : typeof property.contentMediaType === 'string'
                ? property.contentMediaType
                : uploads/* OCTET_STREAM */.jn);
        fields.push([name, filePart(name, contentType)]);
    }
    return { body: { multipart: Object.fromEntries(fields) } };
}
/**
 * Returns the multipart body of a Swagger 2.0 form (`in: formData`): its required fields sampled by `valueOf`, its
 * `type: file` fields (the required ones, else the first) files of application/octet-stream, which Swagger cannot
 * say more of.
 */
function swaggerMultipartBody(fields, valueOf) {
    const fileFields = fields.filter((field) => field.type === 'file');
    const files = fileFields.filter((field) => field.required === true);
    if (files.length === 0 && fileFields.length > 0)
        files.push(fileFields[0]);
    const entries = [];
    for (const field of fields) {
        if (field.type === 'file' || field.required !== true)
            continue;
        const value = valueOf(field);
        entries.push([String(field.name), typeof value === 'object' && value !== null ? JSON.stringify(value) : value]);
    }
    for (const field of files)
        entries.push([String(field.name), filePart(String(field.name), uploads/* OCTET_STREAM */.jn)]);
    return { body: { multipart: Object.fromEntries(entries) } };
}
/**
 * Returns a JSON body as a request: with its content type written when the body has the shape of an upload, so that
 * loadtool.yaml reads it as JSON (vocabulary/uploads.ts's rule).
 */
function jsonBody(body, contentType) {
    return (0,uploads/* uploadKind */.wE)(body, undefined) === undefined ? { body } : { body, contentType };
}
/** Returns a multipart file field: `{ file: uploads/<field>.<ext> }`, its content type written unless the extension says it. */
function filePart(name, contentType) {
    const slug = name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'file';
    const file = `${UPLOADS_DIR}/${slug}.${(0,uploads/* extensionOf */.je)(contentType)}`;
    return (0,uploads/* contentTypeOf */.JX)(file) === contentType ? { file } : { file, contentType };
}
/** Returns the schema of a file property: the items' for a list of files (one is sent). */
function fileSchema(document, property) {
    return property.type === 'array' ? (deref(document.root, property.items) ?? property) : property;
}
/** Whether a schema is a file's bytes: 3.0's `format: binary` (or `base64`), 3.1's `contentMediaType`. */
function isBinary(schema) {
    return schema.format === 'binary' || schema.format === 'base64' || typeof schema.contentMediaType === 'string';
}
/** Returns a media type a file can be made of: a range (`image/*`, `*\/*`) as one of its types, parameters left out. */
function concreteType(declared) {
    const type = declared.split(';')[0].trim().toLowerCase();
    if (!type.endsWith('/*'))
        return type;
    if (type === 'image/*')
        return 'image/png';
    if (type === 'text/*')
        return 'text/plain';
    return uploads/* OCTET_STREAM */.jn;
}

;// CONCATENATED MODULE: ./src/schema/openapi/openapi-sample.ts
// The request data of an OpenAPI operation, sampled from its schemas within sample-budget.ts's bounds.




/** Thrown for request data that cannot be produced; the operation is left out and listed with the reason. */
class UnsampleableError extends Error {
    name = 'UnsampleableError';
}
/** The parameter keywords of Swagger 2 that form a schema when the parameter has no `schema`. */
const SWAGGER_SCHEMA_KEYS = [
    'type',
    'format',
    'items',
    'enum',
    'default',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'pattern',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
    'x-example',
];
/** Headers that OpenAPI says to ignore as parameters: they are set from other parts of the description. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
/**
 * Returns a sample of a schema: its `example`, `examples`, `default` or `enum`, else a value built from its type,
 * format, pattern, bounds and required properties, within the bounds of sample-budget.ts (what was cut is added to
 * `cuts`, said of `part`). Deterministic.
 */
function sampleSchema(document, schema, forRequest = true, cuts = [], part = 'its request body') {
    if (!isObject(schema))
        return undefined;
    const bounded = boundedSchema(document, schema);
    if (bounded.cut)
        cuts.push(`${part}: ${bounded.cut}`);
    if (!isObject(bounded.schema))
        return undefined;
    try {
        return (0,openapi_sampler.sample)(bounded.schema, {
            skipReadOnly: forRequest,
            skipNonRequired: true,
            quiet: true,
            enablePatterns: true,
            maxSampleDepth: MAX_SAMPLE_DEPTH,
        }, document.root);
    }
    catch (error) {
        throw new UnsampleableError(`its schema cannot be sampled (${error.message})`);
    }
}
/**
 * Returns an example the document gives (undefined for none), or the sample of `schema` in place of one too large to
 * send, saying so in `cuts`.
 */
function exampleOrSample(document, example, schema, cuts, part) {
    if (example === undefined)
        return undefined;
    const bounded = boundedExample(document, example);
    if (!bounded.cut)
        return bounded.example;
    cuts.push(`${part}: ${bounded.cut}`);
    return sampleSchema(document, schema, true, cuts, part) ?? null;
}
/**
 * Returns the request data of an operation: path, required query, header and cookie parameters, and the body; what
 * was cut of it to stay within the bounds of sample-budget.ts is added to `cuts`.
 */
function sampleRequest(document, parameters, operation, cuts = []) {
    const request = {};
    const cookies = [];
    for (const parameter of parameters) {
        const name = String(parameter.name);
        const where = parameter.in;
        if (where === 'body' || where === 'formData')
            continue;
        if (where !== 'path' && parameter.required !== true)
            continue;
        const value = parameterValue(document, parameter, cuts);
        if (value === undefined)
            throw new UnsampleableError(`no value can be made for the ${String(where)} parameter "${name}"`);
        // Spread, not assigned: a parameter named `__proto__` or `constructor` is a name like any other.
        if (where === 'path') {
            const scalar = toScalar(value);
            request.params = { ...request.params, [name]: scalar === '' ? 'example' : scalar };
        }
        else if (where === 'query') {
            request.query = { ...request.query, ...queryEntries(document, parameter, name, value) };
        }
        else if (where === 'header' && !IGNORED_HEADERS.has(name.toLowerCase())) {
            request.headers = { ...request.headers, [name]: String(toScalar(value)) };
        }
        else if (where === 'cookie') {
            cookies.push(`${name}=${String(toScalar(value))}`);
        }
    }
    if (cookies.length)
        (request.headers ??= {}).Cookie = cookies.join('; ');
    Object.assign(request, document.version === '2.0'
        ? swaggerBody(document, parameters, operation, cuts)
        : requestBody(document, operation, cuts));
    return request;
}
function parameterValue(document, parameter, cuts) {
    const part = `its ${String(parameter.in)} parameter "${String(parameter.name)}"`;
    const swagger = document.version === '2.0' && parameter.schema === undefined;
    const media = isObject(parameter.content) ? Object.values(parameter.content)[0] : undefined;
    const schema = swagger
        ? Object.fromEntries(SWAGGER_SCHEMA_KEYS.filter((key) => key in parameter).map((key) => [key, parameter[key]]))
        : ((isObject(media) ? media.schema : parameter.schema) ?? { type: 'string' });
    const swaggerExample = swagger ? parameter['x-example'] : undefined;
    // The first example given, in that order (Swagger's x-example only for a parameter without a schema).
    const example = [parameter.example, firstExample(document, parameter.examples), swaggerExample].find((value) => value !== undefined);
    return exampleOrSample(document, example, schema, cuts, part) ?? sampleSchema(document, schema, true, cuts, part);
}
/** The first value of an OAS 3 `examples` map (of Example objects) or a JSON Schema `examples` array. */
function firstExample(document, examples) {
    if (Array.isArray(examples))
        return examples[0];
    if (!isObject(examples))
        return undefined;
    for (const example of Object.values(examples)) {
        const resolved = deref(document.root, example);
        if (resolved && resolved.value !== undefined)
            return resolved.value;
    }
    return undefined;
}
function queryEntries(document, parameter, name, value) {
    if (Array.isArray(value)) {
        const items = value.map(toScalar);
        if (document.version === '2.0') {
            const format = typeof parameter.collectionFormat === 'string' ? parameter.collectionFormat : 'csv';
            const separator = { csv: ',', ssv: ' ', tsv: '\t', pipes: '|' }[format];
            return { [name]: separator === undefined ? items : items.join(separator) };
        }
        const separator = parameter.style === 'spaceDelimited' ? ' ' : parameter.style === 'pipeDelimited' ? '|' : ',';
        return {
            [name]: parameter.explode === false || (parameter.style !== undefined && parameter.style !== 'form')
                ? items.join(separator)
                : items,
        };
    }
    if (isObject(value)) {
        const entries = Object.entries(value).map(([key, item]) => [
            parameter.style === 'deepObject' ? `${name}[${key}]` : key,
            toScalar(item),
        ]);
        if (parameter.explode === false)
            return { [name]: entries.flat().join(',') };
        return Object.fromEntries(entries);
    }
    return { [name]: toScalar(value) };
}
function requestBody(document, operation, cuts) {
    const body = deref(document.root, operation.requestBody);
    if (!body || !isObject(body.content))
        return {};
    const types = Object.keys(body.content);
    const contentType = types.find((type) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) ??
        types.find((type) => /^application\/x-www-form-urlencoded\b/i.test(type)) ??
        types.find((type) => /^text\/plain\b/i.test(type)) ??
        types.find((type) => /^multipart\/form-data\b/i.test(type)) ??
        types[0];
    if (contentType === undefined)
        return {};
    const media = deref(document.root, body.content[contentType]) ?? {};
    if (isFileBody(document, contentType, media.schema))
        return fileBody(contentType);
    const part = 'its request body';
    let value = exampleOrSample(document, media.example ?? firstExample(document, media.examples), media.schema, cuts, part);
    if (value === undefined)
        value = sampleSchema(document, media.schema ?? {}, true, cuts, part);
    if (/^multipart\/form-data\b/i.test(contentType))
        return multipartBody(document, media, value);
    return /json/i.test(contentType) ? jsonBody(value ?? {}, contentType) : { body: value ?? '', contentType };
}
function swaggerBody(document, parameters, operation, cuts) {
    const bodyParameter = parameters.find((parameter) => parameter.in === 'body');
    if (bodyParameter) {
        const schema = bodyParameter.schema ?? {};
        const part = 'its request body';
        const value = exampleOrSample(document, bodyParameter['x-example'], schema, cuts, part) ??
            sampleSchema(document, schema, true, cuts, part);
        const consumes = stringList(operation.consumes ?? document.root.consumes);
        const contentType = consumes.find((type) => /json/i.test(type)) ?? consumes[0];
        if (contentType !== undefined && isFileBody(document, contentType, schema))
            return fileBody(contentType);
        return contentType === undefined || /json/i.test(contentType)
            ? jsonBody(value ?? {}, contentType ?? 'application/json')
            : { body: value, contentType };
    }
    const fields = parameters.filter((parameter) => parameter.in === 'formData');
    if (fields.length === 0)
        return {};
    const consumes = stringList(operation.consumes ?? document.root.consumes);
    // A form with a file is multipart/form-data whatever `consumes` says first: a URL-encoded form carries no file.
    if (fields.some((field) => field.type === 'file') || (consumes[0] ?? '').startsWith('multipart/'))
        return swaggerMultipartBody(fields, (field) => parameterValue(document, field, cuts));
    const form = {};
    for (const field of fields.filter((f) => f.required === true))
        form[String(field.name)] = toScalar(parameterValue(document, field, cuts));
    return {
        body: form,
        contentType: consumes.find((type) => /urlencoded/i.test(type)) ?? consumes[0] ?? 'application/x-www-form-urlencoded',
    };
}
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
function toScalar(value) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return value;
    return value === null || value === undefined ? '' : JSON.stringify(value);
}

;// CONCATENATED MODULE: ./src/schema/openapi/openapi-login.ts

// Request properties that carry the user's name, in the order preferred when a body has several.
const USER_FIELDS = ['username', 'email', 'user', 'login'];
// Response properties that carry a bearer token, in the order preferred.
const TOKEN_FIELDS = ['access_token', 'accessToken', 'token', 'jwt', 'id_token'];
/**
 * Returns how to log in for a security scheme, or undefined when the document does not say: an OAuth2 password
 * flow's token URL (a form body, `access_token` in the answer), else its client-credentials flow's (the client's id
 * and secret in the form body, as RFC 6749 section 2.3.1 allows), or, for an HTTP bearer scheme, the document's login
 * operation (a POST whose JSON body has a user name or email and a password, and whose answer has a token property).
 */
function loginOf(document, scheme) {
    if (!scheme)
        return undefined;
    const type = String(scheme.type);
    const tokenUrl = type === 'oauth2'
        ? document.version === '2.0'
            ? scheme.flow === 'password' && scheme.tokenUrl
            : isObject(scheme.flows) && isObject(scheme.flows.password) && scheme.flows.password.tokenUrl
        : undefined;
    if (typeof tokenUrl === 'string' && tokenUrl !== '') {
        return {
            endpoint: `POST ${relativePath(document, tokenUrl)}`,
            form: true,
            userField: 'username',
            passwordField: 'password',
            tokenPath: '$.access_token',
        };
    }
    const clientUrl = type === 'oauth2' ? clientCredentialsUrl(document, scheme) : undefined;
    if (clientUrl !== undefined) {
        return {
            endpoint: `POST ${relativePath(document, clientUrl)}`,
            form: true,
            grant: 'client_credentials',
            userField: 'client_id',
            passwordField: 'client_secret',
            tokenPath: '$.access_token',
        };
    }
    const bearer = type === 'http' && typeof scheme.scheme === 'string' && scheme.scheme.toLowerCase() === 'bearer';
    return bearer || type === 'oauth2' ? loginOperation(document, false) : undefined;
}
/**
 * Returns the cookie session login of a document whose scheme is an API key in a cookie: its login operation (as
 * loginOperation finds it), whose answer sets the session cookie; undefined when it has none.
 */
function cookieLoginOf(document) {
    return loginOperation(document, true);
}
/**
 * Returns the first login operation of the document: a POST with a user field and a password, answering a token; or,
 * for a `session` (a cookie scheme), or when its answer declares `Set-Cookie` and no token, a cookie session login.
 */
function loginOperation(document, session) {
    const { root } = document;
    for (const [path, rawItem] of Object.entries(isObject(root.paths) ? root.paths : {})) {
        const operation = deref(root, deref(root, rawItem)?.post);
        if (!operation || !path.startsWith('/') || path.includes('{'))
            continue;
        const body = properties(document, requestSchema(document, operation));
        const userField = USER_FIELDS.find((name) => name in body);
        if (!userField || !('password' in body))
            continue;
        const login = { endpoint: `POST ${path}`, form: false, userField, passwordField: 'password' };
        const tokenPath = session ? undefined : tokenPathOf(document, operation);
        if (tokenPath)
            return { ...login, tokenPath };
        if (session || setsCookie(document, operation))
            return login;
    }
    return undefined;
}
/** The JSON schema of an operation's request body (OpenAPI 3), or of its `in: body` parameter (Swagger 2.0). */
function requestSchema(document, operation) {
    const { root } = document;
    const content = deref(root, operation.requestBody)?.content;
    if (isObject(content))
        return deref(root, jsonMedia(content))?.schema;
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    return parameters.map((parameter) => deref(root, parameter)).find((parameter) => parameter?.in === 'body')?.schema;
}
/** Returns `$.name` of the token property of the operation's success answer, one level of nesting included. */
function tokenPathOf(document, operation) {
    const { root } = document;
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, raw] of Object.entries(responses)) {
        if (!/^2/.test(status))
            continue;
        const response = deref(root, raw);
        const schema = isObject(response?.content) ? deref(root, jsonMedia(response.content))?.schema : response?.schema;
        const top = properties(document, schema);
        const direct = TOKEN_FIELDS.find((name) => name in top);
        if (direct)
            return `$.${direct}`;
        for (const [name, value] of Object.entries(top)) {
            const nested = TOKEN_FIELDS.find((field) => field in properties(document, value));
            if (nested && /^\w+$/.test(name))
                return `$.${name}.${nested}`;
        }
    }
    return undefined;
}
/** Returns whether a success answer of the operation declares a `Set-Cookie` header. */
function setsCookie(document, operation) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    return Object.entries(responses).some(([status, raw]) => {
        const headers = /^2/.test(status) ? deref(document.root, raw)?.headers : undefined;
        return isObject(headers) && Object.keys(headers).some((name) => name.toLowerCase() === 'set-cookie');
    });
}
/** The JSON media type entry of a `content` map: `application/json`, or any `+json` type. */
function jsonMedia(content) {
    const key = Object.keys(content).find((type) => /^application\/(?:[\w.-]+\+)?json\b/i.test(type));
    return key === undefined ? undefined : content[key];
}
/** The properties of an object schema, those of its `allOf` parts included. */
function properties(document, raw, depth = 0) {
    const schema = deref(document.root, raw);
    if (!schema || depth > 8)
        return {};
    const own = isObject(schema.properties) ? schema.properties : {};
    const parts = Array.isArray(schema.allOf) ? schema.allOf : [];
    return Object.assign({}, ...parts.map((part) => properties(document, part, depth + 1)), own);
}
/**
 * Returns the token URL as a path under the scenarios' base URL: an absolute URL or an absolute path loses the
 * prefix of the document's first server, which the base URL already carries.
 */
function relativePath(document, tokenUrl) {
    const { root } = document;
    const server = Array.isArray(root.servers) && isObject(root.servers[0]) ? String(root.servers[0].url) : '';
    const base = document.version === '2.0' && typeof root.basePath === 'string' ? root.basePath : server;
    const prefix = new URL(base, 'http://placeholder').pathname.replace(/\/+$/, '');
    const path = new URL(tokenUrl, `http://placeholder${prefix}/`).pathname;
    return prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}
/** Returns the token URL of an OAuth2 scheme's client-credentials flow (OpenAPI 2.0's `application` flow). */
function clientCredentialsUrl(document, scheme) {
    const url = document.version === '2.0'
        ? scheme.flow === 'application' && scheme.tokenUrl
        : isObject(scheme.flows) && isObject(scheme.flows.clientCredentials) && scheme.flows.clientCredentials.tokenUrl;
    return typeof url === 'string' && url !== '' ? url : undefined;
}

;// CONCATENATED MODULE: ./src/schema/openapi/openapi-sources.ts




/**
 * Returns a finder of sources for the keys of an operation, its path parameters and required scalar query parameters,
 * strongest first: an OpenAPI `links` entry on another GET's response; for several keys, one list whose items carry
 * them all (`GET /fields` for `/fields/{collection}/{field}`), so that the values of one request belong to one item;
 * then for each key a list operation one path segment up whose items carry it, a list of the same schema component
 * as the operation's one item (`$ref`), a list whose items carry a property of the key's name, and, for a path
 * parameter, a create operation on that path answering a `Location` header (the new item's id is its last path
 * segment). A path key that none gives, and a query key the schema gives no value of, is `unsourced` with the reason.
 * The document's GET operations are read once, whether or not they are in scope: a list is a source even when not
 * tested.
 */
function openApiSourceFinder(document) {
    let gets;
    return (path, method, operation, parameters) => {
        const keys = parameters.filter((parameter) => parameter.in === 'path' || (parameter.in === 'query' && parameter.required === true && isScalar(parameter)));
        if (keys.length === 0)
            return {};
        gets ??= getOperations(document);
        const names = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => String(parameter.name));
        const found = {};
        const single = singleItem(document, operation);
        let pending = [];
        for (const parameter of keys) {
            const name = String(parameter.name);
            // The sources of a write's ids are real records: generation uses them only where the plan allows writes to
            // existing data (src/schema/openapi/openapi-writes.ts keeps a write to the records the run creates).
            const source = linkSource(document, gets, operation, name, names);
            if (source)
                (found.sources ??= {})[name] = source;
            else
                pending.push(parameter);
        }
        const together = pending.length > 1 ? jointSource(document, gets, path, pending, single) : undefined;
        if (together) {
            Object.assign((found.sources ??= {}), together);
            pending = [];
        }
        for (const parameter of pending) {
            const name = String(parameter.name);
            const source = (parameter.in === 'path' ? listSource(document, gets, path, parameter, names) : undefined) ??
                otherListSource(document, gets, path, parameter, single);
            const created = source || parameter.in !== 'path' || (method !== 'get' && method !== 'head')
                ? undefined
                : createSource(document, path, name);
            if (source)
                (found.sources ??= {})[name] = source;
            else if (created)
                (found.created ??= {})[name] = created;
            else if (parameter.in === 'path' || !schemaGivesValue(document, parameter))
                (found.unsourced ??= {})[name] = `no operation lists ${name}`;
        }
        return found;
    };
}
/** The lists of GET operations that need no value to be sent (no path or required query parameter), in schema order. */
function plainLists(document, gets, target) {
    const lists = [];
    for (const source of gets) {
        if (source.pathParams.length > 0 || source.needsMore || source.path === target)
            continue;
        const responses = deref(document.root, source.operation.responses) ?? {};
        for (const code of successCodes(responses)) {
            const response = deref(document.root, responses[code]);
            const list = response && listOf(document, bodySchema(document, response));
            if (list) {
                lists.push({ source, ...list });
                break;
            }
        }
    }
    return lists;
}
/**
 * The one object an operation answers with: its 2xx body, or the body's `data`, `item` or `result` property, as the
 * component it is, when it is an object; what a list of the same component lists.
 */
function singleItem(document, operation) {
    const responses = deref(document.root, operation.responses) ?? {};
    for (const code of successCodes(responses)) {
        const response = deref(document.root, responses[code]);
        const body = response && bodySchema(document, response);
        if (!body || body.type === 'array')
            continue;
        const properties = propertiesOf(document, body);
        const wrapped = ['data', 'item', 'result'].map((key) => properties[key]).find((value) => value !== undefined);
        return wrapped && wrapped.type !== 'array' ? wrapped : body;
    }
    return undefined;
}
/**
 * The property of a list's items that holds a key: the key's own name and its snake case, else, for an `id` whose
 * items have none, the name of the thing the path segment before it lists (`collection` for `/collections/{id}`).
 */
function keyProperty(document, items, parameter, path) {
    const direct = matchingProperty(document, items, parameter);
    if (direct)
        return direct;
    const name = String(parameter.name);
    if (!/id$/i.test(name))
        return undefined;
    const segments = path.split('/');
    const at = segments.indexOf(`{${name}}`);
    const literal = segments
        .slice(0, at === -1 ? segments.length : at)
        .reverse()
        .find((segment) => segment !== '' && !isParam(segment));
    if (!literal)
        return undefined;
    const singular = literal.replace(/ies$/, 'y').replace(/s$/, '');
    return matchingProperty(document, items, { ...parameter, name: singular });
}
/**
 * A list that gives every one of several keys (path or query) from the same items, by the same component as the
 * operation's item first: one request whose i-th values belong to one item. An item where a key is missing or null
 * would drop out of one pick and not of the others, so such items are filtered out unless the schema requires them.
 */
function jointSource(document, gets, path, keys, single) {
    const lists = plainLists(document, gets, path);
    const ordered = [...lists.filter((list) => list.items === single), ...lists.filter((list) => list.items !== single)];
    for (const list of ordered) {
        // Every list has an `id`: only a list of the operation's own component says it is the key's.
        const same = list.items === single;
        const properties = keys.map((key) => same ? keyProperty(document, list.items, key, path) : matchingProperty(document, list.items, key));
        if (properties.some((property) => property === undefined || (!same && property === 'id')))
            continue;
        const required = new Set(Array.isArray(list.items.required) ? list.items.required.map(String) : []);
        const shape = propertiesOf(document, list.items);
        const conditions = properties
            .filter((property) => !required.has(property) || shape[property]?.nullable === true)
            .map((property) => isSet(member(property), required.has(property) ? 'always present' : 'maybe absent'));
        const items = conditions.length > 0 ? `${list.path}[?${everyOf(conditions)}]` : `${list.path}[*]`;
        return Object.fromEntries(keys.map((key, index) => [
            String(key.name),
            { from: `GET ${list.source.path}`, pick: `${items}${member(properties[index])}` },
        ]));
    }
    return undefined;
}
/**
 * A list, not one path segment up, whose items give a key: one of the same component as the operation's item (by
 * `$ref`), else one whose items carry a property of the key's own name (not a bare `id`, which every list has), the
 * one whose path shares most of the operation's first.
 */
function otherListSource(document, gets, path, parameter, single) {
    const lists = plainLists(document, gets, path);
    const source = (list, property) => ({
        from: `GET ${list.source.path}`,
        pick: `${list.path}[*]${member(property)}`,
    });
    for (const list of lists) {
        if (list.items !== single)
            continue;
        const property = keyProperty(document, list.items, parameter, path);
        if (property)
            return source(list, property);
    }
    const name = String(parameter.name);
    if (name === 'id')
        return undefined;
    const shared = (other) => {
        const mine = path.split('/');
        const theirs = other.split('/');
        let count = 0;
        while (count < mine.length && mine[count] === theirs[count])
            count++;
        return count;
    };
    let best;
    for (const list of lists) {
        const property = matchingProperty(document, list.items, { ...parameter, name });
        if (!property || property === 'id')
            continue;
        const score = shared(list.source.path);
        if (!best || score > best.shared)
            best = { list, property, shared: score };
    }
    return best && source(best.list, best.property);
}
/** Whether a parameter is one value (a string, number or integer), not a list, an object or a flag. */
function isScalar(parameter) {
    const type = parameter.schema === undefined ? parameter.type : isObject(parameter.schema) ? parameter.schema.type : 'string';
    return type === undefined || type === 'string' || type === 'integer' || type === 'number';
}
/** Whether the schema gives a parameter's value itself: an example, a default or an enum, on it or its schema. */
function schemaGivesValue(document, parameter) {
    const schema = deref(document.root, parameter.schema) ?? parameter;
    return [parameter, schema].some((where) => ['example', 'examples', 'x-example', 'default', 'enum'].some((key) => where[key] !== undefined));
}
function getOperations(document) {
    const { root } = document;
    const result = [];
    for (const [path, rawItem] of Object.entries(isObject(root.paths) ? root.paths : {})) {
        const item = deref(root, rawItem);
        const operation = deref(root, item?.get);
        if (!item || !operation || !path.startsWith('/') || /[?#]/.test(path))
            continue;
        const parameters = operationParameters(root, item, operation);
        result.push({
            path,
            segments: path.split('/'),
            operation,
            pathParams: parameters.filter((p) => p.in === 'path').map((p) => String(p.name)),
            needsMore: parameters.some((p) => (p.in === 'query' || p.in === 'header') && p.required === true),
            links: responseLinks(root, operation),
        });
    }
    return result;
}
/** Returns the `links` entries of an operation's 2xx responses, 200 first, each with its response. */
function responseLinks(root, operation) {
    const responses = deref(root, operation.responses) ?? {};
    return successCodes(responses).flatMap((code) => {
        const response = deref(root, responses[code]);
        return Object.values(deref(root, response?.links) ?? {}).flatMap((raw) => {
            const link = deref(root, raw);
            return link && response ? [{ link, response }] : [];
        });
    });
}
/** A `links` entry of another GET's 2xx response that targets the operation and says where `name` is in the body. */
function linkSource(document, gets, target, name, fillable) {
    const { root } = document;
    for (const source of gets) {
        if (source.links.length === 0 || source.operation === target || !usable(source, fillable))
            continue;
        for (const { link, response } of source.links) {
            if (!targets(root, link, target))
                continue;
            const parameters = isObject(link.parameters) ? link.parameters : {};
            const expression = parameters[name] ?? parameters[`path.${name}`];
            const pointer = typeof expression === 'string' ? /^\$response\.body#(.*)$/.exec(expression)?.[1] : undefined;
            if (pointer === undefined)
                continue;
            const listed = deref(root, bodySchema(document, response))?.type === 'array';
            return { from: `GET ${source.path}`, pick: jsonPathOf(pointer, listed) };
        }
    }
    return undefined;
}
/** Whether a link names the operation by its operationId or by an operationRef to it. */
function targets(root, link, target) {
    if (typeof link.operationId === 'string')
        return link.operationId === target.operationId;
    if (typeof link.operationRef !== 'string')
        return false;
    const hash = link.operationRef.indexOf('#');
    return hash !== -1 && deref(root, resolvePointer(root, link.operationRef.slice(hash))) === target;
}
/**
 * A GET on the path up to the parameter's segment (`GET /pets` for `/pets/{petId}`) whose 2xx JSON body is a list of
 * objects, bare or in one array property, whose items carry the parameter under a matching name and type.
 */
function listSource(document, gets, path, parameter, fillable) {
    const name = String(parameter.name);
    const segments = path.split('/');
    const at = segments.indexOf(`{${name}}`);
    if (at < 1)
        return undefined;
    const prefix = segments.slice(0, at);
    const source = gets.find((candidate) => candidate.segments.length === prefix.length &&
        candidate.segments.every((segment, i) => segment === prefix[i] || (isParam(segment) && isParam(prefix[i]))));
    if (!source || source.needsMore)
        return undefined;
    // The list's own parameters are filled as the target fills them, by position (`/items/{collection}`).
    const from = `GET ${prefix.join('/') || '/'}`;
    if (!prefix.filter(isParam).every((segment) => fillable.includes(segment.slice(1, -1))))
        return undefined;
    const responses = deref(document.root, source.operation.responses) ?? {};
    for (const code of successCodes(responses)) {
        const response = deref(document.root, responses[code]);
        const list = response && listOf(document, bodySchema(document, response));
        if (!list)
            continue;
        const property = matchingProperty(document, list.items, parameter);
        if (property)
            return { from, pick: `${list.path}[*]${member(property)}` };
    }
    return undefined;
}
/**
 * A POST on the path up to the parameter's segment (`POST /articles` for `/articles/{articleId}`) whose 2xx answer
 * declares a `Location` header, with its sampled request. A path with parameters of its own is not one: their values
 * would have to be fetched before the create.
 */
function createSource(document, path, name) {
    const { root } = document;
    const segments = path.split('/');
    const at = segments.indexOf(`{${name}}`);
    const prefix = segments.slice(0, at).join('/');
    if (at < 1 || prefix === '' || prefix.includes('{'))
        return undefined;
    const item = deref(root, isObject(root.paths) ? root.paths[prefix] : undefined);
    const operation = deref(root, item?.post);
    if (!item || !operation)
        return undefined;
    const responses = deref(root, operation.responses) ?? {};
    const locates = successCodes(responses).some((code) => {
        const headers = deref(root, deref(root, responses[code])?.headers);
        return isObject(headers) && Object.keys(headers).some((header) => header.toLowerCase() === 'location');
    });
    if (!locates)
        return undefined;
    const parameters = operationParameters(root, item, operation);
    try {
        const title = [operation.summary, operation.operationId].find((text) => typeof text === 'string' && text.trim());
        return {
            endpoint: `POST ${prefix}`,
            title: typeof title === 'string' ? title.trim() : `POST ${prefix}`,
            request: sampleRequest(document, parameters, operation),
        };
    }
    catch (error) {
        if (error instanceof UnsampleableError)
            return undefined;
        throw error;
    }
}
function usable(source, fillable) {
    return !source.needsMore && source.pathParams.every((name) => fillable.includes(name));
}
const isParam = (segment) => /^\{[^}]+\}$/.test(segment);
/** The 2xx status codes of a responses object, 200 first. */
function successCodes(responses) {
    return Object.keys(responses)
        .filter((code) => /^2(?:\d\d|XX)$/i.test(code))
        .sort();
}
/** The JSON schema of a response's body (OpenAPI 3 `content`, Swagger 2 `schema`), dereferenced. */
function bodySchema(document, response) {
    if (document.version === '2.0')
        return deref(document.root, response.schema);
    const content = isObject(response.content) ? response.content : {};
    const type = Object.keys(content).find((key) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(key));
    const media = type === undefined ? undefined : deref(document.root, content[type]);
    return deref(document.root, media?.schema);
}
const WRAPPERS = ['data', 'items', 'results'];
/** The items of a list body: the body itself (`$`), or its `data`, `items`, `results` or only array property. */
function listOf(document, schema) {
    const items = (list) => (list?.type === 'array' ? deref(document.root, list.items) : undefined);
    const root = items(schema);
    if (root)
        return { path: '$', items: root };
    const properties = propertiesOf(document, schema);
    const arrays = Object.entries(properties).filter(([, property]) => property.type === 'array');
    const chosen = arrays.find(([key]) => WRAPPERS.includes(key)) ?? (arrays.length === 1 ? arrays[0] : undefined);
    const found = chosen && items(chosen[1]);
    return found ? { path: `$${member(chosen[0])}`, items: found } : undefined;
}
/** The item property that carries the parameter: its own name, `id` for a name ending in id, or its snake case. */
function matchingProperty(document, items, parameter) {
    const name = String(parameter.name);
    const properties = propertiesOf(document, items);
    const snake = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
    const candidates = [name, ...(/id$/i.test(name) ? ['id'] : []), snake];
    const wanted = typeOf(document, parameter);
    return candidates.find((key) => {
        const property = properties[key];
        if (!property)
            return false;
        const type = property.type;
        // A path is text: a string parameter takes any scalar; a number needs a number (or an untyped property).
        if (wanted === undefined || wanted === 'string' || type === undefined)
            return type !== 'object' && type !== 'array';
        return ['integer', 'number'].includes(wanted) ? type === 'integer' || type === 'number' : type === wanted;
    });
}
function typeOf(document, parameter) {
    const schema = document.version === '2.0' && parameter.schema === undefined ? parameter : parameter.schema;
    const type = deref(document.root, schema)?.type;
    return typeof type === 'string' ? type : undefined;
}
/**
 * Returns the JSONPath of a link's JSON Pointer into the body: `/results/0/pet/key` → `$.results[*].pet.key`. An
 * index stands for every item, as does a list body's root: a load test wants all the ids, not the first.
 */
function jsonPathOf(pointer, listBody) {
    const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
    let path = listBody && !/^\d+$/.test(segments[0] ?? '') ? '$[*]' : '$';
    for (const segment of segments)
        path += /^\d+$/.test(segment) ? '[*]' : member(segment);
    return path;
}
function unescapePointer(segment) {
    return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
/** A member of a JSONPath: `.name`, or `["odd name"]` (RFC 9535's name selector takes JSON's escapes). */
function member(name) {
    return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

;// CONCATENATED MODULE: ./src/schema/openapi/openapi-stream.ts

/** `text/event-stream`, with or without parameters (`; charset=utf-8`). */
const EVENT_STREAM = /^text\/event-stream\s*(?:;|$)/i;
/**
 * Returns the stream an operation answers with, or undefined for an ordinary answer: Server-Sent Events when a
 * success response (`200`, `2XX`, else `default` when no success is declared) has `text/event-stream` among its
 * content types (OpenAPI 2.0: in `produces`). A 3.2 media type's `itemSchema` (each event's schema) is not read: a
 * stream has no response contract. Held open (`hold`) for a request without a body, one stream per request
 * (`request`, an LLM-style answer) for one with a body.
 */
function openApiStream(document, operation, request) {
    if (!eventStream(document, operation))
        return undefined;
    return { protocol: 'sse', mode: request.body === undefined ? 'hold' : 'request' };
}
function eventStream(document, operation) {
    const { root } = document;
    if (document.version === '2.0') {
        const produces = Array.isArray(operation.produces) ? operation.produces : root.produces;
        return Array.isArray(produces) && produces.some((type) => typeof type === 'string' && EVENT_STREAM.test(type));
    }
    const responses = deref(root, operation.responses) ?? {};
    const success = Object.keys(responses).filter((status) => /^2(?:\d\d|xx)$/i.test(status));
    const statuses = success.length > 0 ? success : Object.hasOwn(responses, 'default') ? ['default'] : [];
    return statuses.some((status) => {
        const content = deref(root, responses[status])?.content;
        return isObject(content) && Object.keys(content).some((type) => EVENT_STREAM.test(type));
    });
}

;// CONCATENATED MODULE: ./src/schema/openapi/openapi-references.ts




/**
 * Returns the request with each top-level property of its JSON body that names another record (`authorId`,
 * `author_id`) taken from a list of those records: a GET on the collection its name gives (`/authors`, `/todo-lists`
 * for `todoListId`), without parameters of its own, whose 2xx body lists objects with an `id`. A sampled reference
 * names no record, and the server refuses it (a foreign key); where no list is found, the sample stays.
 */
function withReferences(document, request) {
    const body = request.body;
    if (!isObject(body) || request.contentType !== undefined)
        return request;
    let changed;
    for (const name of Object.keys(body)) {
        const base = referenceBase(name);
        const source = base && listedIds(document, base);
        if (source)
            (changed ??= { ...body })[name] = source;
    }
    return changed ? { ...request, body: changed } : request;
}
/** The source of the ids of the records `base` names, from the first collection path its plural names that lists them. */
function listedIds(document, base) {
    const { root } = document;
    const paths = isObject(root.paths) ? root.paths : {};
    const kebab = base.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const snake = kebab.replace(/-/g, '_');
    const names = [...new Set([base, kebab, snake])].flatMap((name) => [`${name}s`, `${name}es`]);
    for (const path of Object.keys(paths).filter((key) => names.some((name) => key.endsWith(`/${name}`)))) {
        if (path.includes('{'))
            continue;
        const item = deref(root, paths[path]);
        const operation = deref(root, item?.get);
        if (!item || !operation || requiresParameters(root, item, operation))
            continue;
        const responses = deref(root, operation.responses) ?? {};
        for (const code of successCodes(responses)) {
            const response = deref(root, responses[code]);
            const list = response && listOf(document, bodySchema(document, response));
            if (list && propertiesOf(document, list.items).id)
                return { from: `GET ${path}`, pick: `${list.path}[*]${member('id')}` };
        }
    }
    return undefined;
}
/** Whether a GET needs a query or header parameter that a source's request cannot carry. */
function requiresParameters(root, item, operation) {
    return operationParameters(root, item, operation).some((parameter) => parameter.required === true && parameter.in !== 'path');
}

;// CONCATENATED MODULE: ./src/schema/openapi/openapi-unique.ts



/**
 * Returns the request with each free-text string of its JSON body (a string property without format, pattern, enum
 * or const, whose length bounds allow UNIQUE_TEXT once filled) replaced by UNIQUE_TEXT: a server with a unique column
 * refuses the second record with the same sampled text. Other values keep their sample. An empty body of a `patch`
 * gets its first free-text property that does not name a record (`id`, `…Id`), so that the change changes something.
 */
function uniqueBody(document, request, operation, parameters, patch = false) {
    if (request.body === undefined || request.contentType !== undefined)
        return request;
    const schema = document.version === '2.0'
        ? deref(document.root, parameters.find((parameter) => parameter.in === 'body')?.schema)
        : jsonSchemaOf(document, operation);
    if (!schema)
        return request;
    const body = request.body;
    if (patch && isObject(body) && Object.keys(body).length === 0) {
        const text = Object.entries(propertiesOf(document, schema)).find(([name, property]) => !KEY_NAME.test(name) && property.readOnly !== true && openapi_unique_freeText(property));
        if (text)
            return { ...request, body: { [text[0]]: UNIQUE_TEXT } };
    }
    return { ...request, body: unique(document, schema, body, 0) };
}
/** The filled text's length: `qa-perf ` and a UUID. */
const FILLED_LENGTH = 'qa-perf '.length + 36;
function unique(document, schema, value, depth) {
    if (depth > 8)
        return value;
    // The document's own example keeps its words; text the sampler made up ("string") says who wrote the record.
    if (typeof value === 'string' && openapi_unique_freeText(schema, value))
        return value === 'string' || value === '' ? UNIQUE_TEXT : `${value} \${uuid}`;
    if (typeof value === 'string')
        return value;
    if (Array.isArray(value)) {
        const items = deref(document.root, schema.items);
        return items ? value.map((item) => unique(document, items, item, depth + 1)) : value;
    }
    if (!isObject(value))
        return value;
    const properties = propertiesOf(document, schema);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => {
        const property = properties[key];
        return [key, property ? unique(document, property, item, depth + 1) : item];
    }));
}
function openapi_unique_freeText(schema, example = 'string') {
    const { maxLength, minLength } = schema;
    const length = Math.max(FILLED_LENGTH, example.length + 37);
    return ((schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) &&
        schema.format === undefined &&
        schema.pattern === undefined &&
        schema.enum === undefined &&
        schema.const === undefined &&
        (typeof maxLength !== 'number' || maxLength >= length) &&
        (typeof minLength !== 'number' || minLength <= FILLED_LENGTH));
}
/** The JSON schema of an OpenAPI 3 request body, dereferenced. */
function jsonSchemaOf(document, operation) {
    const body = deref(document.root, operation.requestBody);
    const content = isObject(body?.content) ? body.content : {};
    const type = Object.keys(content).find((key) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(key));
    return type === undefined ? undefined : deref(document.root, deref(document.root, content[type])?.schema);
}

// EXTERNAL MODULE: ./src/schema/operation.ts
var operation = __webpack_require__(60226);
;// CONCATENATED MODULE: ./src/schema/openapi/openapi-writes.ts
// Keeps a generated OpenAPI write to the records the run creates: the create before it, the key, the cleanup.







/** The query parameters that filter the records a bulk write applies to (LoopBack's `where`). */
const FILTERS = ['where'];
/**
 * Returns a finder of the write plan of an operation (docs/real-data-and-flows.md#writes): a read gets none; a POST on a collection is a
 * create, cleaned up by the DELETE of its item when the answer names the new record; a write to `/things/{id}` (or
 * an action under it) first creates its record with `POST /things`, once per user or, for a DELETE, at every
 * iteration; a write without an id is kept to the created record by a `where` filter, or refused with the reason.
 */
function openApiWriteFinder(document) {
    const { root } = document;
    const paths = isObject(root.paths) ? root.paths : {};
    const itemAt = (path) => deref(root, paths[path]);
    /** The create on `collection` (no parameter of its own), with its request sampled, free text made unique. */
    const createAt = (collection) => {
        const item = itemAt(collection);
        const operation = deref(root, item?.post);
        if (!item || !operation || collection.includes('{'))
            return undefined;
        const parameters = operationParameters(root, item, operation);
        try {
            const request = sampleRequest(document, parameters, operation);
            return {
                operation,
                request: withReferences(document, uniqueBody(document, request, operation, parameters)),
                title: titleOf(operation, `POST ${collection}`),
            };
        }
        catch (error) {
            if (error instanceof UnsampleableError)
                return undefined;
            throw error;
        }
    };
    /** The item path under a collection (`/todos/{id}`) with its one parameter, when it has the method. */
    const itemOf = (collection, method) => {
        for (const [path, raw] of Object.entries(paths)) {
            const match = path.startsWith(`${collection}/`) && /^\{([^}/]+)\}$/.exec(path.slice(collection.length + 1));
            const item = deref(root, raw);
            const operation = deref(root, item?.[method]);
            if (!match || !item || !operation)
                continue;
            const parameter = operationParameters(root, item, operation).find((p) => p.in === 'path' && p.name === match[1]);
            if (parameter)
                return { path, parameter };
        }
        return undefined;
    };
    /** The DELETE of the item whose key `name` holds, as a step: the cleanup of a record the run created. */
    const cleanupOf = (collection, name) => {
        const item = itemOf(collection, 'delete');
        if (!item)
            return undefined;
        const operation = deref(root, itemAt(item.path)?.delete);
        return {
            endpoint: `DELETE ${item.path}`,
            title: titleOf(operation, `DELETE ${item.path}`),
            request: { params: { [String(item.parameter.name)]: `\${${name}}` } },
        };
    };
    return (path, method, operation, parameters) => {
        if (method === 'get' || method === 'head' || method === 'options')
            return undefined;
        const segments = path.split('/');
        const at = segments.findLastIndex((segment) => /^\{[^}]+\}$/.test(segment));
        if (at === -1) {
            if (method === 'post') {
                // A create: its answer names the new record (the key the item's DELETE takes), which is then deleted.
                const item = itemOf(path, 'delete');
                const key = item && keyOf(document, operation, item.parameter);
                const name = item && String(item.parameter.name);
                const cleanup = key && name ? cleanupOf(path, name) : undefined;
                return key && cleanup
                    ? { kind: 'create', extract: { [name]: key.extract }, cleanup: [cleanup] }
                    : { kind: 'create' };
            }
            return bulkPlan(path, method, parameters);
        }
        const name = segments[at].slice(1, -1);
        const collection = segments.slice(0, at).join('/');
        if (collection === '' || collection.includes('{'))
            return openapi_writes_refused(`the record it ${verb(method)} sits under another one (${collection || '/'}), which the test would have to create first: not supported yet`);
        const create = createAt(collection);
        if (!create)
            return openapi_writes_refused(`no create operation (POST ${collection}) makes a record for it to ${verbBase(method)}`);
        const parameter = parameters.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' };
        const key = keyOf(document, create.operation, parameter);
        if (!key)
            return openapi_writes_refused(`POST ${collection} does not say where the new record's ${name} is in its answer (a Location header, or a body property ${name} or id)`);
        // A DELETE removes its record: one is created at every iteration. Any other write changes one record per user.
        const perIteration = method === 'delete' && at === segments.length - 1;
        const cleanup = perIteration ? undefined : cleanupOf(collection, name);
        return {
            kind: 'record',
            create: [
                {
                    endpoint: `POST ${collection}`,
                    title: create.title,
                    request: create.request,
                    extract: { [name]: key.extract },
                },
            ],
            perIteration,
            keys: { [name]: `\${${name}}` },
            ...(cleanup && { cleanup: [cleanup] }),
        };
    };
    /** A write without an id in its path: kept to the created record by a `where` filter on its key, or refused. */
    function bulkPlan(path, method, parameters) {
        const filter = parameters.find((p) => p.in === 'query' && FILTERS.includes(String(p.name)));
        const create = filter && createAt(path);
        const item = create && (itemOf(path, 'get') ?? itemOf(path, 'delete') ?? itemOf(path, 'patch'));
        const key = item && keyOf(document, create.operation, item.parameter);
        if (!create || !key || key.property === undefined)
            return openapi_writes_refused(`a ${method.toUpperCase()} without an id in its path ${verb(method)} every record it applies to, and no filter (a where parameter on the new record's key) keeps it to a record the test creates`);
        const name = String(item.parameter.name);
        const value = key.numeric ? `\${${name}}` : `"\${${name}}"`;
        const cleanup = method === 'delete' ? undefined : cleanupOf(path, name);
        return {
            kind: 'record',
            create: [
                { endpoint: `POST ${path}`, title: create.title, request: create.request, extract: { [name]: key.extract } },
            ],
            perIteration: method === 'delete',
            keys: { [String(filter.name)]: `{${JSON.stringify(key.property)}:${value}}` },
            bulk: true,
            ...(cleanup && { cleanup: [cleanup] }),
        };
    }
}
/**
 * Where a create's answer names the new record's key: a property of its 2xx JSON body (or of the body's `data`)
 * matching the item's path parameter (`id`, the name, its snake case), else a declared `Location` header's last path
 * segment. A body property is taken first: it keeps its JSON type (a number stays a number in a filter).
 */
function keyOf(document, create, parameter) {
    const { root } = document;
    const responses = deref(root, create.responses) ?? {};
    let location = false;
    for (const code of successCodes(responses)) {
        const response = deref(root, responses[code]);
        if (!response)
            continue;
        const body = bodySchema(document, response);
        for (const [prefix, schema] of [
            ['$', body],
            ['$.data', deref(root, propertiesOf(document, body).data)],
        ]) {
            const property = schema && matchingProperty(document, schema, parameter);
            if (property) {
                const type = propertiesOf(document, schema)[property]?.type;
                return {
                    extract: `${prefix}${member(property)}`,
                    property,
                    numeric: type === 'integer' || type === 'number',
                };
            }
        }
        const headers = deref(root, response.headers);
        location ||= isObject(headers) && Object.keys(headers).some((header) => header.toLowerCase() === 'location');
    }
    return location ? { extract: { header: 'Location', match: operation/* LAST_PATH_SEGMENT */.l } } : undefined;
}
function openapi_writes_refused(reason) {
    return { kind: 'refused', reason };
}
function titleOf(operation, fallback) {
    const title = [operation.summary, operation.operationId].find((text) => typeof text === 'string' && text.trim());
    return typeof title === 'string' ? title.trim() : fallback;
}
/** `changes`, `deletes`: what a write of the method does to its records. */
function verb(method) {
    return method === 'delete' ? 'deletes' : 'changes';
}
function verbBase(method) {
    return method === 'delete' ? 'delete' : 'change';
}

;// CONCATENATED MODULE: ./src/schema/openapi/openapi-operations.ts
// src/schema/openapi/ reads OpenAPI 2.0, 3.0, 3.1 and 3.2; this makes an Operation of each path item's method.











// The methods an OpenAPI path item may hold: those a load test refuses are read only to be left out with a reason.
const METHODS = http_methods/* KNOWN_HTTP_METHODS */.I3.map((method) => method.toLowerCase());
/** Returns the operations of an OpenAPI document with sampled request data; throws a SchemaError for bad `x-perf`. */
function openApiDescription(document, filter = {}) {
    const { root } = document;
    const operations = [];
    const skipped = [];
    const keys = [];
    const problems = [];
    const warnings = [];
    const security = securityOf(document);
    const findSources = openApiSourceFinder(document);
    const findWrite = openApiWriteFinder(document);
    const paths = isObject(root.paths) ? root.paths : {};
    for (const [path, rawItem] of Object.entries(paths)) {
        const item = deref(root, rawItem);
        if (!item || !path.startsWith('/'))
            continue;
        const target = splitPathKey(path);
        for (const method of METHODS) {
            const operation = deref(root, item[method]);
            if (!operation)
                continue;
            const key = `${method.toUpperCase()} ${path}`;
            keys.push(key);
            const safe = method === 'get' || method === 'head';
            if (filter.include && !filter.include(key, safe))
                continue;
            const perf = perfOverrides(operation['x-perf'], ['paths', path, method, 'x-perf'], problems);
            if ('problem' in target) {
                skipped.push({ key, reason: target.problem });
                continue;
            }
            if (!(0,http_methods/* isSentHttpMethod */.Uw)(method)) {
                skipped.push({ key, reason: (0,http_methods/* unsentMethodMessage */.yC)(method.toUpperCase()) });
                continue;
            }
            try {
                const parameters = operationParameters(root, item, operation);
                const cuts = [];
                const sampled = sampleRequest(document, parameters, operation, cuts);
                const write = findWrite(target.path, method, operation, parameters);
                const request = write
                    ? withReferences(document, uniqueBody(document, sampled, operation, parameters, method === 'patch'))
                    : sampled;
                if (security.query)
                    request.query = { ...security.query, ...request.query };
                if (target.query)
                    request.query = { ...request.query, ...target.query };
                const stream = openApiStream(document, operation, request);
                const title = typeof operation.summary === 'string'
                    ? operation.summary
                    : typeof operation.operationId === 'string'
                        ? operation.operationId
                        : key;
                operations.push({
                    key,
                    method: method.toUpperCase(),
                    path: target.path,
                    title: title.trim() || key,
                    safe,
                    request,
                    ...(perf && { perf }),
                    ...operationLogin(root, operation, security),
                    ...findSources(target.path, method, operation, parameters),
                    ...(write && { write }),
                    ...(cuts.length > 0 && { sampleCut: cuts.join('; ') }),
                    ...(stream && { stream }),
                });
                if (cuts.length > 0)
                    warnings.push(cutWarning(key, cuts));
            }
            catch (error) {
                if (!(error instanceof UnsampleableError))
                    throw error;
                skipped.push({ key, reason: error.message });
            }
        }
    }
    if (problems.length > 0)
        throw new schema_error/* SchemaError */.A(document.source, problems);
    return {
        kind: 'openapi',
        source: document.source,
        ...(isObject(root.info) && typeof root.info.title === 'string' && { title: root.info.title }),
        servers: servers(document),
        operations,
        keys,
        securityHeaders: security.headers,
        ...(security.login && { login: security.login.request }),
        skipped,
        warnings,
    };
}
/** Says what was cut of an operation's sampled request, and what to do. */
function cutWarning(key, cuts) {
    return `${key}: ${cuts.join('; ')}: check what its scenario sends in loadtool.yaml, and complete it by hand where the server needs more`;
}
/**
 * Returns the path of a path key and the literal query it carries: published cloud APIs key operations as
 * `/x?type=a` (several operations on one path) or `/access-preview/{id}#analyzerArn`. The fragment is never sent, so
 * it is dropped; a literal query is sent as `query`; a `{parameter}` in the query cannot be, and is a problem.
 */
function splitPathKey(key) {
    const withoutFragment = key.split('#')[0];
    const mark = withoutFragment.indexOf('?');
    if (mark === -1)
        return { path: withoutFragment };
    const path = withoutFragment.slice(0, mark) || '/';
    const search = withoutFragment.slice(mark + 1);
    if (/\{[^}]*\}/.test(search)) {
        return {
            problem: `its path key carries a {parameter} in its query string (?${search}), which a scenario cannot send: write a scenario for it by hand`,
        };
    }
    // Gathered in a Map: a parameter named `__proto__` or `constructor` is a name like any other.
    const values = new Map();
    for (const [name, value] of new URLSearchParams(search))
        values.set(name, [...(values.get(name) ?? []), value]);
    const query = Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
    return values.size > 0 ? { path, query } : { path };
}
/** Returns the base URLs the document declares, server variables filled with their defaults. */
function servers(document) {
    const { root } = document;
    if (document.version === '2.0') {
        const basePath = typeof root.basePath === 'string' ? root.basePath : '';
        if (typeof root.host !== 'string')
            return basePath ? [basePath] : [];
        const schemes = Array.isArray(root.schemes) ? root.schemes.map(String) : [];
        const scheme = schemes.includes('https') ? 'https' : (schemes[0] ?? 'https');
        return [`${scheme}://${root.host}${basePath}`];
    }
    const list = Array.isArray(root.servers) ? root.servers.filter(isObject) : [];
    return list.map((server) => {
        const variables = isObject(server.variables) ? server.variables : {};
        return String(server.url).replace(/\{([^}]+)\}/g, (whole, name) => {
            const variable = variables[name];
            return isObject(variable) && typeof variable.default === 'string' ? variable.default : whole;
        });
    });
}
/**
 * Returns the headers (and query parameters) that the document's security requirement needs, with `${ENV}`
 * placeholders: the global requirement, else the one most operations declare.
 */
function securityOf(document) {
    const { root } = document;
    const schemes = deref(root, document.version === '2.0'
        ? root.securityDefinitions
        : isObject(root.components)
            ? root.components.securitySchemes
            : undefined) ?? {};
    const requirement = firstRequirement(root.security) ?? mostCommonRequirement(root);
    let headers = {};
    let query = {};
    let login;
    const schemeOf = (name) => (Object.hasOwn(schemes, name) ? deref(root, schemes[name]) : undefined);
    const apiKeys = Object.keys(requirement ?? {}).filter((name) => schemeOf(name)?.type === 'apiKey');
    for (const name of Object.keys(requirement ?? {})) {
        const scheme = schemeOf(name);
        if (!scheme)
            continue;
        const type = String(scheme.type);
        const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
        if (type === 'oauth2' || type === 'openIdConnect' || (type === 'http' && httpScheme === 'bearer')) {
            headers.Authorization = 'Bearer ${API_TOKEN}';
            const request = loginOf(document, scheme);
            if (request)
                login = { scheme: name, request };
        }
        else if (type === 'basic' || (type === 'http' && httpScheme === 'basic')) {
            headers.Authorization = 'Basic ${API_BASIC_AUTH}';
        }
        else if (type === 'apiKey' && typeof scheme.name === 'string') {
            const variable = apiKeys.length > 1 ? `API_KEY_${scheme.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}` : 'API_KEY';
            // Spread, not assigned: a key named `__proto__` is a name like any other.
            if (scheme.in === 'header')
                headers = { ...headers, [scheme.name]: `\${${variable}}` };
            else if (scheme.in === 'query')
                query = { ...query, [scheme.name]: `\${${variable}}` };
            else if (scheme.in === 'cookie') {
                // A session cookie a login operation sets: each user logs in and its cookie jar carries it; else a key.
                const request = cookieLoginOf(document);
                if (request)
                    login = { scheme: name, request };
                else
                    headers.Cookie = `${scheme.name}=\${${variable}}`;
            }
        }
    }
    const loginOfScheme = (name) => {
        const scheme = schemeOf(name);
        if (!scheme)
            return undefined;
        if (scheme.type === 'apiKey')
            return scheme.in === 'cookie' ? cookieLoginOf(document) : undefined;
        return loginOf(document, scheme);
    };
    return {
        headers,
        ...(Object.keys(query).length > 0 && { query }),
        ...(login && { login }),
        loginOf: loginOfScheme,
    };
}
/**
 * Returns how an operation logs in when the API has a login: with it (nothing to say), with the login of another
 * scheme its own security requirement names (`login`), or not at all (`anonymous`: `security: []`, or schemes
 * without a login).
 */
function operationLogin(root, operation, security) {
    const login = security.login;
    if (!login || requires(root, operation, login.scheme))
        return {};
    const own = firstRequirement(operation.security);
    const other = Object.keys(own ?? {})
        .map((name) => security.loginOf(name))
        .find((request) => request !== undefined);
    return other ? { login: other } : { anonymous: true };
}
/** Returns whether an operation needs the named scheme: its own requirements when it declares them, else the document's. */
function requires(root, operation, scheme) {
    const security = Array.isArray(operation.security) ? operation.security : root.security;
    if (!Array.isArray(security))
        return true;
    return security.some((requirement) => isObject(requirement) && scheme in requirement);
}
function firstRequirement(security) {
    if (!Array.isArray(security))
        return undefined;
    return security.find((requirement) => isObject(requirement) && Object.keys(requirement).length > 0);
}
function mostCommonRequirement(root) {
    const counts = new Map();
    for (const item of Object.values(isObject(root.paths) ? root.paths : {})) {
        for (const method of METHODS) {
            const requirement = firstRequirement(deref(root, deref(root, item)?.[method])?.security);
            if (!requirement)
                continue;
            const key = Object.keys(requirement).sort().join(' ');
            const entry = counts.get(key) ?? { requirement, count: 0 };
            entry.count++;
            counts.set(key, entry);
        }
    }
    return [...counts.values()].sort((a, b) => b.count - a.count)[0]?.requirement;
}

// EXTERNAL MODULE: ./src/schema/response-contract.ts
var response_contract = __webpack_require__(71463);
;// CONCATENATED MODULE: ./src/schema/openapi/response-contract-openapi.ts
// The response contracts of an OpenAPI document's operations: its declared responses as JSON Schema for ajv.


/** Keywords whose value is one schema. */
const ONE_SCHEMA = new Set([
    'additionalProperties',
    'additionalItems',
    'not',
    'contains',
    'propertyNames',
    'if',
    'then',
    'else',
    'unevaluatedProperties',
    'unevaluatedItems',
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/**
 * Assertions kept as written. `format` is left out: documents disagree with their servers about formats far more
 * than about shapes, and a date written another way is no broken contract. Annotations (description, example,
 * discriminator, xml, readOnly…) are left out as well: they assert nothing.
 */
const ASSERTIONS = new Set([
    'type',
    'enum',
    'const',
    'required',
    'minimum',
    'maximum',
    'exclusiveMinimum',
    'exclusiveMaximum',
    'multipleOf',
    'minLength',
    'maxLength',
    'pattern',
    'minItems',
    'maxItems',
    'uniqueItems',
    'minProperties',
    'maxProperties',
    'dependentRequired',
    'minContains',
    'maxContains',
]);
/**
 * Returns a function that gives an operation's response contract by its path key and method (`/pets/{id}`, `get`),
 * or undefined when the operation declares no responses. The schemas are converted once per document and shared:
 * OpenAPI 2.0 and 3.0 to draft-07 (`nullable` and `x-nullable` as a `null` type, draft-04's boolean
 * `exclusiveMinimum`, `file`), 3.1 kept as 2020-12; every `$ref` becomes `#/$defs/<n>`.
 */
function openApiResponseContracts(document) {
    const { root, version } = document;
    const legacy = version !== '3.1';
    const dialect = legacy ? 'draft-07' : '2020-12';
    const definitions = {};
    const names = new Map();
    const refName = (ref) => {
        let name = names.get(ref);
        if (name !== undefined)
            return name;
        name = String(names.size);
        names.set(ref, name);
        // Set before converting, so that a schema that refers to itself finds its name.
        definitions[name] = true;
        const target = resolvePointer(root, ref);
        definitions[name] = target === undefined ? true : convert(target);
        return name;
    };
    const convert = (value) => {
        if (typeof value === 'boolean')
            return value;
        if (!isObject(value))
            return true;
        const ref = typeof value.$ref === 'string' ? value.$ref : undefined;
        // A `$ref` outside the document was grafted in (openapi-document.ts): every one left is local, or unresolvable.
        const target = ref === undefined ? undefined : ref.startsWith('#') ? { $ref: response_contract/* DEFINITIONS_REF */.Fd + refName(ref) } : {};
        // Beside a `$ref`, OpenAPI 2.0 and 3.0 ignore every other keyword.
        if (target && legacy)
            return target;
        const out = { ...target };
        for (const [key, child] of Object.entries(value)) {
            if (ONE_SCHEMA.has(key))
                out[key] = convert(child);
            else if (SCHEMA_LISTS.has(key) && Array.isArray(child))
                out[key] = child.map(convert);
            else if (SCHEMA_MAPS.has(key) && isObject(child))
                out[key] = Object.fromEntries(Object.entries(child).map(([name, schema]) => [name, convert(schema)]));
            else if (key === 'items')
                out[key] = Array.isArray(child) && legacy ? child.map(convert) : convert(Array.isArray(child) ? {} : child);
            else if (key === 'pattern') {
                if (typeof child === 'string' && validPattern(child))
                    out[key] = child;
            }
            else if (ASSERTIONS.has(key))
                out[key] = child;
        }
        return legacy ? fromDraft04(value, out) : out;
    };
    const declared = (response, operation) => {
        if (version === '2.0') {
            const produces = Array.isArray(operation.produces) ? operation.produces : root.produces;
            const json = !Array.isArray(produces) || produces.some((type) => typeof type === 'string' && isJsonType(type));
            return json && response.schema !== undefined ? { json, schema: convert(response.schema) } : { json: false };
        }
        const content = isObject(response.content) ? response.content : {};
        const types = Object.keys(content);
        const jsonType = types.find(isJsonType);
        if (jsonType !== undefined) {
            const media = deref(root, content[jsonType]);
            return media?.schema === undefined ? { json: true } : { json: true, schema: convert(media.schema) };
        }
        // `*/*` with a structured schema is how some generators (springdoc) declare their JSON.
        const any = deref(root, content['*/*']);
        const schema = any ? deref(root, any.schema) : undefined;
        if (any?.schema !== undefined && schema?.type !== 'string' && types.length === 1)
            return { json: true, schema: convert(any.schema) };
        return { json: false };
    };
    return (path, method) => {
        const item = deref(root, isObject(root.paths) ? root.paths[path] : undefined);
        const operation = deref(root, item?.[method]);
        const responses = deref(root, operation?.responses);
        if (!operation || !responses)
            return undefined;
        const statuses = {};
        for (const [status, raw] of Object.entries(responses)) {
            const key = /^[1-5]xx$/i.test(status) ? status.toUpperCase() : status;
            if (!/^(?:[1-5]\d\d|[1-5]XX|default)$/.test(key))
                continue;
            const response = deref(root, raw);
            if (response)
                statuses[key] = declared(response, operation);
        }
        if (Object.keys(statuses).length === 0)
            return undefined;
        return { dialect, statuses, definitions };
    };
}
/** Whether a media type is JSON: `application/json`, `application/problem+json`, with or without parameters. */
function isJsonType(type) {
    return /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type.trim());
}
/** Returns the converted schema of an OpenAPI 2.0 or 3.0 schema object in draft-07's terms. */
function fromDraft04(value, converted) {
    const { exclusiveMinimum, exclusiveMaximum, minimum, maximum, type, required, ...rest } = converted;
    // A write-only property is sent, never answered: required only in requests.
    const properties = isObject(value.properties) ? value.properties : {};
    const answered = Array.isArray(required)
        ? required.filter((name) => !(typeof name === 'string' && deref({}, properties[name])?.writeOnly === true))
        : undefined;
    const out = {
        ...rest,
        ...draft07Bound(exclusiveMinimum, minimum, 'exclusiveMinimum', 'minimum'),
        ...draft07Bound(exclusiveMaximum, maximum, 'exclusiveMaximum', 'maximum'),
        ...(type !== undefined && type !== 'file' && { type }),
        ...(answered && { required: answered }),
    };
    if (value.nullable !== true && value['x-nullable'] !== true)
        return out;
    if (Array.isArray(out.enum) && !out.enum.includes(null))
        out.enum = [...out.enum, null];
    if (typeof out.type === 'string')
        out.type = [out.type, 'null'];
    else if (out.type === undefined)
        return { anyOf: [{ type: 'null' }, out] };
    return out;
}
/**
 * Returns a bound in draft-07's terms: draft-04's `exclusiveMinimum: true` beside `minimum: 0` is
 * `exclusiveMinimum: 0`; `false` is dropped; a number (already draft-07) is kept.
 */
function draft07Bound(exclusive, bound, exclusiveKey, boundKey) {
    if (exclusive === true && typeof bound === 'number')
        return { [exclusiveKey]: bound };
    return {
        ...(typeof exclusive === 'number' && { [exclusiveKey]: exclusive }),
        ...(bound !== undefined && { [boundKey]: bound }),
    };
}
/** Whether a pattern compiles as ajv compiles it (Unicode mode): a document's PCRE-only pattern is left out. */
function validPattern(pattern) {
    try {
        new RegExp(pattern, 'u');
        return true;
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./src/masker.ts + 1 modules
var masker = __webpack_require__(153);
;// CONCATENATED MODULE: ./src/schema/read-schema.ts
// src/schema/ reads an API schema into Operations; readApiSchema here takes any kind: OpenAPI, SDL, introspection.
















/**
 * Reads an API schema from a file or an http(s) URL: an OpenAPI document (Swagger 2.0, OAS 3.0, 3.1, and 3.2 read as
 * 3.1; JSON or YAML), GraphQL SDL, GraphQL introspection JSON, or a GraphQL endpoint (introspected). Returns its
 * operations; throws a SchemaError in which no header value appears, or a CancelledError when `signal` aborts.
 */
async function readApiSchema(given, options) {
    const mask = (0,masker/* maskerOf */.nk)(options.headers?.secrets ?? []);
    try {
        const api = await readUnmasked(given, options);
        return { ...api, warnings: api.warnings.map(mask) };
    }
    catch (caught) {
        // Nesting is bounded where each format is read; a walker that still overflows must not show a stack trace.
        const error = (0,nesting/* isStackOverflow */.fF)(caught)
            ? new nesting/* TooDeepError */.Fd(/^https?:\/\//i.test(given) ? (0,redact_url/* redactUrl */.B)(given) : given)
            : caught;
        if (!(error instanceof schema_error/* SchemaError */.A) || !options.headers?.secrets.length)
            throw error;
        throw new schema_error/* SchemaError */.A(mask(error.file), error.problems.map((problem) => ({ ...problem, message: mask(problem.message) })));
    }
}
async function readUnmasked(given, options) {
    const isUrl = /^https?:\/\//i.test(given);
    const location = isUrl
        ? { kind: 'url', url: given }
        : { kind: 'file', path: (0,external_node_path_.resolve)(options.baseDir, given) };
    // Messages and the generated file name the source; a password in its URL is not shown.
    const source = isUrl ? (0,redact_url/* redactUrl */.B)(given) : given;
    const headers = options.headers?.headers ?? {};
    const headerNames = Object.keys(headers);
    const graphql = (schema, warnings = [], introspectedUrl) => graphqlApi(schema, {
        source,
        endpointPath: graphqlEndpointPath(options.baseUrl, introspectedUrl),
        include: options.include,
        warnings,
    });
    let text;
    if (location.kind === 'file') {
        const info = await (0,promises_.stat)(location.path).catch(() => undefined);
        if (!info?.isFile()) {
            throw new schema_error/* SchemaError */.A(source, [
                {
                    path: '',
                    message: 'not found: check the path (relative to qa.config.json), or run `loadtool init` to find the schema',
                },
            ]);
        }
        text = await readLocation(location);
        if (/\.(?:graphql|graphqls|gql)$/i.test(location.path)) {
            const { schema, warnings } = readGraphqlSdl(text, source);
            return graphql(schema, warnings);
        }
    }
    else {
        const response = await (0,fetch_text/* fetchText */.S)(location.url, {
            headers: { accept: 'application/json, application/yaml, */*', ...headers },
            signal: options.signal,
            tls: options.tls,
        });
        const ok = response.status >= 200 && response.status < 300;
        const parsed = ok ? tryParse(response.text, source) : undefined;
        if (ok && looksLikeSdl(response.text)) {
            const { schema, warnings } = readGraphqlSdl(response.text, source);
            return graphql(schema, warnings);
        }
        if (!openApiVersion(parsed) && !holdsIntrospection(parsed)) {
            // A URL that names a document (…/openapi.json, …/v3/api-docs, …/schema.graphql) is no GraphQL endpoint: its
            // GET's answer is the one to report, worded for the document asked for.
            const document = documentNamedBy(location.url);
            if (document) {
                throw new schema_error/* SchemaError */.A(source, [{ path: '', message: notASchema(response, undefined, headerNames, document) }]);
            }
            // Not a schema: a GraphQL endpoint answers a plain GET with an error, a playground page or a 4xx, and is then
            // asked with the introspection query. When that is not answered by GraphQL either, the GET's answer is the
            // one to report: the URL was most likely meant for a document.
            try {
                return graphql(await introspectGraphqlEndpoint(location.url, { headers, signal: options.signal, tls: options.tls }), [], location.url);
            }
            catch (error) {
                if (!(error instanceof IntrospectionError) || error.answer.graphql)
                    throw error;
                throw new schema_error/* SchemaError */.A(source, [{ path: '', message: notASchema(response, error.answer.status, headerNames) }]);
            }
        }
        text = response.text;
    }
    const parsed = parseDocumentText(text, source);
    const version = openApiVersion(parsed);
    if (version) {
        const document = await withExternalRefs({ root: parsed, version, source, location }, text, { headers, signal: options.signal, tls: options.tls });
        return withResponseContracts(openApiDescription(document, options), document);
    }
    if (looksIntrospected(parsed))
        return graphql(readGraphqlIntrospection(parsed, source));
    throw new schema_error/* SchemaError */.A(source, [
        {
            path: '',
            message: 'is neither an OpenAPI document (no "openapi" or "swagger" key) nor a GraphQL schema (.graphql SDL or introspection JSON)',
        },
    ]);
}
/** Returns the API with each operation's response contract, found by its key (`GET /pets/{id}`: path key and method). */
function withResponseContracts(api, document) {
    const contractOf = openApiResponseContracts(document);
    const operations = api.operations.map((operation) => {
        // A stream's body is events, not the JSON a contract describes (docs/streams.md).
        if (operation.stream)
            return operation;
        const space = operation.key.indexOf(' ');
        const responses = contractOf(operation.key.slice(space + 1), operation.key.slice(0, space).toLowerCase());
        return responses ? { ...operation, responses } : operation;
    });
    return { ...api, operations };
}
/**
 * Says what a URL answered a GET with when it was neither a schema nor a GraphQL endpoint (`introspectionStatus`: how
 * it answered the introspection query), or when it named a `document` (see documentNamedBy) that it did not serve.
 */
function notASchema(response, introspectionStatus, headerNames, document) {
    const post = introspectionStatus === undefined
        ? ''
        : `, and a POST of the GraphQL introspection query with HTTP ${introspectionStatus}`;
    if (response.status < 200 || response.status > 299) {
        const advice = document && response.status === 404
            ? `no ${document} is there: check the URL${document === OPENAPI_DOCUMENT ? OPENAPI_PATHS : ''}`
            : (0,schema_headers/* statusAdvice */.FZ)(response.status, headerNames);
        return `answered GET with HTTP ${response.status}${post}: ${advice}`;
    }
    const type = response.contentType.split(';')[0].trim() || 'a body without a content type';
    return (`answered GET with ${type} that is neither an OpenAPI document nor a GraphQL schema (SDL or introspection JSON)${post}: ` +
        'check that the URL is the document itself (e.g. …/openapi.json) or the GraphQL endpoint (often …/graphql)');
}
const OPENAPI_DOCUMENT = 'OpenAPI document';
const OPENAPI_PATHS = ' (an API often serves its document at …/openapi.json, …/v3/api-docs or …/swagger.json)';
/**
 * Returns the kind of document a URL's last path segment names (`openapi.json`, `swagger.yaml`, `api-docs`,
 * `schema.graphql`, `schema.json`), or undefined for a path that may be a GraphQL endpoint (`/graphql`, `/api`,
 * `/graphql.json`).
 */
function documentNamedBy(url) {
    const last = new URL(url).pathname.split('/').pop() ?? '';
    if (/openapi|swagger|api-docs|\.ya?ml$/i.test(last))
        return OPENAPI_DOCUMENT;
    if (/\.(?:graphql|graphqls|gql)$/i.test(last))
        return 'GraphQL schema';
    // Shopify's GraphQL endpoint is …/graphql.json.
    return /\.json$/i.test(last) && !/graphql/i.test(last) ? 'schema document' : undefined;
}
/** A file that says it is a whole introspection result, or a response carrying one (or only its errors). */
function looksIntrospected(value) {
    return isObject(value) && ('__schema' in value || 'data' in value || 'errors' in value);
}
/** An introspection result as a URL serves it: `{ __schema }` or `{ data: { __schema } }`, not a GraphQL error. */
function holdsIntrospection(value) {
    return isObject(value) && ('__schema' in value || (isObject(value.data) && '__schema' in value.data));
}
/** Whether a text is GraphQL SDL: it parses as GraphQL and defines types, not operations. */
function looksLikeSdl(text) {
    // JSON, YAML documents and HTML pages are told apart at once, without a GraphQL parse of a large document.
    if (!/^\s*(?:"""[\s\S]*?"""\s*|"[^"\n]*"\s*|#.*\n\s*)*(?:schema|type|interface|union|enum|input|scalar|directive|extend)\b(?!\s*:)/.test(text)) {
        return false;
    }
    try {
        return (0,graphql/* parse */.qgA)(text, { maxTokens: MAX_SDL_TOKENS }).definitions.every((definition) => definition.kind !== graphql/* Kind */.b8C.OPERATION_DEFINITION && definition.kind !== graphql/* Kind */.b8C.FRAGMENT_DEFINITION);
    }
    catch {
        // A syntax error in SDL is still SDL (and so is SDL past MAX_SDL_TOKENS): readGraphqlSdl reports it with its line.
        return true;
    }
}
function tryParse(text, source) {
    try {
        return parseDocumentText(text, source);
    }
    catch (error) {
        // Too deep to be read as anything: said at once, rather than asked again as a GraphQL endpoint.
        if (error instanceof nesting/* TooDeepError */.Fd)
            throw error;
        return undefined;
    }
}


/***/ })

};
