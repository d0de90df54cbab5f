export const id = 344;
export const ids = [344];
export const modules = {

/***/ 65135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ checkProtocol),
/* harmony export */   i2: () => (/* binding */ buildRequestWith),
/* harmony export */   mK: () => (/* binding */ buildRequest),
/* harmony export */   th: () => (/* binding */ dispatchOptions)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84429);
/* harmony import */ var _upload_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28311);
// A scenario's request built once before the run (`${NAME}` filled, body serialized), and what undici is given.



/**
 * Returns the HTTP request a scenario sends: `${NAME}` placeholders resolved from `env`, path parameters filled and
 * encoded, the query appended (an array repeats its key), the body serialized (JSON unless `contentType` says a
 * form or text; a GraphQL scenario's query and variables as JSON, accepting `application/graphql-response+json`
 * unless the scenario sets its own Accept; an upload's file or multipart form, upload-body.ts). The URL is the base
 * URL, its path prefix included, followed by the endpoint's path.
 */
function buildRequest(baseUrl, scenario, env) {
    const secrets = new Set();
    // One `${uuid}` for the whole request, as the engine fills it (request-template.ts).
    let uuid;
    const built = buildRequestWith(baseUrl, scenario, (text) => (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .fillPlaceholders */ .Ct)(text, env, (value) => {
        secrets.add(value);
    }, () => (uuid ??= (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)())));
    return { ...built, secrets: [...secrets] };
}
/**
 * Returns the HTTP request of `scenario` with every text of its URL and request data passed through `fill` (which
 * resolves its placeholders): a flow step fills the values its user extracted this way, per request. `fillValue`,
 * when given, fills the strings of a JSON body and of GraphQL variables instead, and may return a value of another
 * JSON type (an extracted number for a string that is exactly its `${id}`).
 */
function buildRequestWith(baseUrl, scenario, fill, fillValue = fill) {
    const fillDeep = (value, fillString = fill) => {
        if (typeof value === 'string')
            return fillString(value);
        if (Array.isArray(value))
            return value.map((item) => fillDeep(item, fillString));
        if (value && typeof value === 'object')
            return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, fillString)]));
        return value;
    };
    const base = new URL(fill(baseUrl));
    const prefix = base.pathname.replace(/\/+$/, '');
    const path = scenario.path.replace(/\{([^}]+)\}/g, (_, name) => {
        const value = scenario.params && Object.hasOwn(scenario.params, name) ? scenario.params[name] : undefined;
        return encodeURIComponent(value === undefined ? `{${name}}` : fill(String(value)));
    });
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(scenario.query ?? {})) {
        for (const item of Array.isArray(value) ? value : [value])
            query.append(name, fill(String(item)));
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    // Built from entries: a header named `__proto__` or `constructor` is a header like any other, not the prototype.
    const headers = Object.fromEntries(Object.entries(scenario.headers ?? {}).map(([name, value]) => [name.toLowerCase(), fill(value)]));
    let body;
    let streamed;
    if (scenario.upload) {
        const upload = (0,_upload_body_js__WEBPACK_IMPORTED_MODULE_2__/* .uploadBody */ .E3)(scenario.upload, fill);
        // A form's boundary is the engine's: its Content-Type is never the scenario's.
        if ('multipart' in scenario.upload)
            headers['content-type'] = upload.contentType;
        else
            headers['content-type'] ??= upload.contentType;
        if (upload.body instanceof _upload_body_js__WEBPACK_IMPORTED_MODULE_2__/* .StreamedBody */ .IP) {
            streamed = upload.body;
            // Its length is known before it is read: undici frames it with this header.
            headers['content-length'] = String(streamed.length);
        }
        else
            body = upload.body;
    }
    else if (scenario.graphql) {
        const graphql = Object.entries(scenario.graphql).map(([key, value]) => [
            key,
            fillDeep(value, key === 'variables' ? fillValue : fill),
        ]);
        body = JSON.stringify(Object.fromEntries(graphql));
        headers['content-type'] ??= 'application/json';
        // GraphQL over HTTP: a server that speaks it answers an invalid document with a 4xx, not a 200 with `errors`.
        headers['accept'] ??= 'application/graphql-response+json, application/json';
    }
    else if (scenario.body !== undefined) {
        const contentType = scenario.contentType ?? 'application/json';
        const json = /json/i.test(contentType);
        const value = fillDeep(scenario.body, json ? fillValue : fill);
        if (json)
            body = JSON.stringify(value);
        else if (/x-www-form-urlencoded/i.test(contentType) && value && typeof value === 'object') {
            const fields = Object.entries(value).map(([k, v]) => [
                k,
                typeof v === 'string' ? v : JSON.stringify(v),
            ]);
            body = new URLSearchParams(fields).toString();
        }
        else
            body = typeof value === 'string' ? value : JSON.stringify(value);
        headers['content-type'] ??= contentType;
    }
    return {
        origin: base.origin,
        method: scenario.method,
        path: `${prefix}${path}${search}`,
        headers,
        ...(body !== undefined && { body }),
        ...(streamed && { streamed }),
    };
}
/** Returns the options undici dispatches for a built request, the same object for every request of the scenario. */
function dispatchOptions(built) {
    return {
        method: built.method,
        path: built.path,
        // A flat array is what undici walks fastest, and a Buffer body is not re-encoded on every request.
        headers: Object.entries(built.headers).flat(),
        // undici sends an async iterable as its documentation for dispatch says, though its types name only Readable.
        body: built.streamed
            ? built.streamed
            : built.body === undefined
                ? null
                : typeof built.body === 'string'
                    ? Buffer.from(built.body)
                    : built.body,
        // The request handlers enforce the timeout on the whole response (see VirtualUser). undici's own headers and body
        // timers are switched off, not kept as a backstop: on their 500 ms clock they could only fire after ours, and
        // each request would pay for re-arming them. 0 is explicit, so that undici's defaults of 300 s never apply.
        headersTimeout: 0,
        bodyTimeout: 0,
        // One request per connection at a time: "blocking" only makes undici run its dispatch loop once more per response.
        blocking: false,
    };
}
/** Throws unless `origin` is an http:// or https:// one: the only ones the engine speaks. */
function checkProtocol(origin) {
    const { protocol } = new URL(origin);
    if (protocol !== 'http:' && protocol !== 'https:')
        throw new Error(`baseUrl must be an http:// or https:// URL, not ${protocol}`);
}


/***/ }),

/***/ 77340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kL: () => (/* binding */ firstGraphqlError),
/* harmony export */   pV: () => (/* binding */ hasGraphqlErrors),
/* harmony export */   tj: () => (/* binding */ GRAPHQL_BODY_BYTES)
/* harmony export */ });
/* unused harmony export GRAPHQL_MESSAGE_CHARS */
// GraphQL's `errors` in a response body: how much of the body is kept to find them, and the first one's message.
/** How much of a GraphQL response body a virtual user keeps to look for `errors`: the rest is only counted. */
const GRAPHQL_BODY_BYTES = 64 * 1024;
/**
 * The longest `graphqlMessage` kept in a sample, in characters: 2 KB, so a report can show a message whole.
 * @internal Exported for the tests.
 */
const GRAPHQL_MESSAGE_CHARS = 2048;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const ERRORS = Buffer.from('errors');
/**
 * Returns true when the JSON text in `body[0, length)` is an object with a top-level `errors` key whose value is an
 * array with at least one element: a GraphQL response that reports errors (GraphQL-over-HTTP), whatever its status.
 * `errors: []`, `errors: null`, an `errors` key nested in `data` and the word inside a string do not count.
 *
 * It runs on every response of a GraphQL scenario, so it allocates nothing and parses nothing: it walks the bytes
 * once, tracking the nesting depth and skipping strings. It also decides on a prefix of the body (the first
 * GRAPHQL_BODY_BYTES of a longer one): GraphQL servers write `errors` first, as the GraphQL spec recommends.
 */
function hasGraphqlErrors(body, length) {
    // Only an object at the top holds GraphQL's `errors`: a body that starts with anything else is not a response.
    let i = skipSpace(body, 0, length);
    if (i >= length || body[i] !== OPEN_BRACE)
        return false;
    let depth = 1;
    for (i++; i < length; i++) {
        const byte = body[i];
        if (byte === QUOTE) {
            const start = i + 1;
            const end = endOfString(body, start, length);
            if (end < 0)
                return false;
            i = end;
            // A string directly in the top-level object followed by a colon is one of its keys.
            if (depth !== 1 || end - start !== ERRORS.length || body.compare(ERRORS, 0, ERRORS.length, start, end) !== 0)
                continue;
            let next = skipSpace(body, end + 1, length);
            if (body[next] !== COLON)
                continue;
            next = skipSpace(body, next + 1, length);
            if (next >= length || body[next] !== OPEN_BRACKET)
                continue;
            next = skipSpace(body, next + 1, length);
            return next < length && body[next] !== CLOSE_BRACKET;
        }
        if (byte === OPEN_BRACE || byte === OPEN_BRACKET)
            depth++;
        else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && --depth === 0)
            return false;
    }
    return false;
}
/** The longest `graphqlCode` kept in a sample, in characters: codes are words, not text. */
const GRAPHQL_CODE_CHARS = 64;
/** A PostgreSQL SQLSTATE: five digits or capitals, at least one a digit (`23505`, `22P02`, `42501`). */
const SQLSTATE = /^(?=[A-Z]*\d)[0-9A-Z]{5}$/;
/**
 * Returns the first error of a GraphQL response body (a whole body, or its first bytes when `complete` is false):
 * its message and its code; undefined when there is none. Called only for the few responses kept as samples, so it
 * may parse.
 */
function firstGraphqlError(body, length, complete) {
    const text = body.toString('utf8', 0, length);
    if (complete) {
        try {
            const parsed = JSON.parse(text);
            const first = Array.isArray(parsed?.errors) ? parsed.errors[0] : undefined;
            if (isObject(first)) {
                const message = errorMessage(first)?.slice(0, GRAPHQL_MESSAGE_CHARS);
                const code = graphqlCode(first);
                if (message !== undefined || code !== undefined)
                    return { ...(message !== undefined && { message }), ...(code !== undefined && { code }) };
            }
        }
        catch {
            // Not JSON after all: read it as a prefix below.
        }
    }
    const errorsAt = text.indexOf('"errors"');
    if (errorsAt < 0)
        return undefined;
    const errors = text.slice(errorsAt);
    const message = prefixMessage(errors);
    // In a prefix, the first `errcode` or `code` after `errors` (a SQLSTATE first): a cut body is not walked as JSON.
    const codes = [...errors.matchAll(/"(?:errcode|code)"\s*:\s*"([0-9A-Za-z_.-]{1,64})"/g)].map((match) => match[1]);
    const code = codes.find((found) => SQLSTATE.test(found)) ?? codes[0];
    if (message === undefined && code === undefined)
        return undefined;
    return { ...(message !== undefined && { message }), ...(code !== undefined && { code }) };
}
/**
 * Returns the message of one GraphQL error: that of the first of its `extensions.errors` when it has one, since
 * servers that wrap errors say what went wrong there (Directus: `GraphQL validation error.` around graphql-js's own
 * `Cannot query field …`), else its own.
 */
function errorMessage(error) {
    const extensions = isObject(error.extensions) ? error.extensions : {};
    const nested = Array.isArray(extensions.errors) && isObject(extensions.errors[0]) ? extensions.errors[0] : {};
    if (typeof nested.message === 'string' && nested.message !== '')
        return nested.message;
    return typeof error.message === 'string' ? error.message : undefined;
}
/**
 * Returns the code of one GraphQL error: the PostgreSQL SQLSTATE when the error carries one, since it says what the
 * database refused (PostGraphile's `errcode`, top-level or in `extensions` or `extensions.exception`; Apollo Server
 * 2-3's `extensions.exception.code` for an error thrown by `pg`), else `extensions.code` (Apollo Server, graphql-yoga
 * and Envelop: `BAD_USER_INPUT`, `INTERNAL_SERVER_ERROR`) unless the first of `extensions.errors` has a code of its
 * own (a wrapper's code, Directus's `GRAPHQL_EXECUTION`, says less than the error it wraps), else the code of
 * `extensions.exception`. Undefined when it has none; at most GRAPHQL_CODE_CHARS characters.
 */
function graphqlCode(error) {
    const extensions = isObject(error.extensions) ? error.extensions : {};
    const exception = isObject(extensions.exception) ? extensions.exception : {};
    const nested = Array.isArray(extensions.errors) && isObject(extensions.errors[0]) ? extensions.errors[0] : {};
    const codes = [
        error.errcode,
        extensions.errcode,
        exception.errcode,
        nested.errcode,
        nested.code,
        extensions.code,
        exception.code,
        error.code,
    ].filter((code) => typeof code === 'string' && code !== '');
    const code = codes.find((found) => SQLSTATE.test(found)) ?? codes[0];
    return code?.slice(0, GRAPHQL_CODE_CHARS);
}
/** Returns the first `message` of an `errors` prefix, as far as it goes when the prefix cuts it. */
function prefixMessage(errors) {
    const match = /"message"\s*:\s*"((?:[^"\\]|\\.)*)(?:"|\\?$)/.exec(errors);
    if (!match)
        return undefined;
    let message = match[1];
    try {
        message = JSON.parse(`"${message}"`);
    }
    catch {
        // An escape cut in half: the raw text says enough.
    }
    return message.slice(0, GRAPHQL_MESSAGE_CHARS);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Returns the index of the quote that ends the string starting at `start`, or -1 when the text ends first. */
function endOfString(body, start, length) {
    let at = start;
    for (;;) {
        const quote = body.indexOf(QUOTE, at);
        if (quote < 0 || quote >= length)
            return -1;
        // A quote after an odd number of backslashes is escaped.
        let backslashes = 0;
        while (quote - backslashes - 1 >= start && body[quote - backslashes - 1] === BACKSLASH)
            backslashes++;
        if (backslashes % 2 === 0)
            return quote;
        at = quote + 1;
    }
}
function skipSpace(body, from, length) {
    let i = from;
    while (i < length) {
        const byte = body[i];
        if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09)
            break;
        i++;
    }
    return i;
}


/***/ }),

/***/ 3305:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ variantScenarios)
/* harmony export */ });
/* unused harmony export buildVariants */
/* harmony import */ var _build_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65135);

/**
 * Returns the requests of a scenario whose values come from data sources, built once before the run: variant i
 * carries value i of each source (modulo its own count), so that request k of the scenario, across its users, takes
 * value k mod n. `values` holds the values of each of `scenario.sources`, in its order, none of them empty.
 * @internal Exported for the tests' helpers, which build a scenario's first request with it.
 */
function buildVariants(baseUrl, scenario, values, env) {
    return variantScenarios(scenario, values).map((variant) => buildRequest(baseUrl, variant, env));
}
/** Returns the scenario once per variant, with the values of variant i put where they go (see buildVariants). */
function variantScenarios(scenario, values) {
    const sources = scenario.sources ?? [];
    const count = Math.max(1, ...values.map((list) => list.length));
    const variants = [];
    for (let index = 0; index < count; index++) {
        let variant = scenario;
        sources.forEach((sourced, which) => {
            const list = values[which];
            variant = withValue(variant, sourced, list[index % list.length]);
        });
        variants.push(variant);
    }
    return variants;
}
/** Returns the scenario with one sourced value put where it goes. */
function withValue(scenario, sourced, picked) {
    // A value from the API is data: a `${` in it is written as is, never read as a variable of the environment.
    const value = typeof picked === 'string' ? picked.replaceAll('${', '$${') : picked;
    const { name } = sourced;
    switch (sourced.in) {
        case 'params':
            return { ...scenario, params: { ...scenario.params, [name]: value } };
        case 'query':
            return { ...scenario, query: { ...scenario.query, [name]: value } };
        case 'headers':
            return { ...scenario, headers: { ...scenario.headers, [name]: String(value) } };
        case 'body':
            return { ...scenario, body: { ...scenario.body, [name]: value } };
        case 'variables': {
            const graphql = scenario.graphql;
            return { ...scenario, graphql: { ...graphql, variables: { ...graphql.variables, [name]: value } } };
        }
    }
}


/***/ }),

/***/ 28311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ uploadBody),
/* harmony export */   IP: () => (/* binding */ StreamedBody),
/* harmony export */   ZA: () => (/* binding */ bodyLength)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _vocabulary_uploads_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55010);
// A request's upload body: a file's bytes, held or streamed from disk, or a multipart/form-data form around them.



/** How much of a streamed file one read takes: undici writes each chunk as it comes, waiting for the socket to drain. */
const STREAM_CHUNK_BYTES = 64 * 1024;
/**
 * A body streamed from disk: its parts in order, bytes held or the path of a file, `length` bytes in all. It is an
 * async iterable that opens its files anew each time it is iterated, so that one request object serves every send:
 * undici iterates it once per request, with the `content-length` the request carries (the lean client and the
 * HTTP/2 client send only bytes: such a request goes through undici, scenario-connections.ts).
 */
class StreamedBody {
    parts;
    length;
    constructor(parts, length) {
        this.parts = parts;
        this.length = length;
    }
    async *[Symbol.asyncIterator]() {
        for (const part of this.parts) {
            if (Buffer.isBuffer(part))
                yield part;
            // A file that changed size since the request was built ends the request as undici's length mismatch.
            else
                yield* (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(part.path, { highWaterMark: STREAM_CHUNK_BYTES });
        }
    }
}
/** The bytes of each file held in memory, or the size of one streamed: read once per file and request definition. */
const contents = new WeakMap();
/** The boundary of each form: one per upload, so that each request of a scenario has the same. */
const boundaries = new WeakMap();
/** The last form encoded whole of each upload, by its filled texts: a form without per-request values is built once. */
const encoded = new WeakMap();
/**
 * Returns the body of an upload, its texts (a multipart form's text fields and filenames) passed through `fill`. A
 * file up to MAX_HELD_UPLOAD_BYTES is read once and held; a larger one is streamed from disk at each request
 * (StreamedBody). Throws, naming the file, when it cannot be read: the scenario cannot start.
 */
function uploadBody(upload, fill) {
    if ('file' in upload) {
        const file = upload.file;
        const content = contentOf(file);
        return {
            body: typeof content === 'number' ? new StreamedBody([{ path: file.path, size: content }], content) : content,
            contentType: file.contentType,
        };
    }
    let boundary = boundaries.get(upload);
    if (boundary === undefined) {
        boundary = `----loadtool${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(12).toString('hex')}`;
        boundaries.set(upload, boundary);
    }
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const fields = Object.entries(upload.multipart);
    const texts = fields.map(([, value]) => fill(typeof value === 'string' ? value : (value.filename ?? '')));
    const key = texts.join('\0');
    const last = encoded.get(upload);
    if (last?.key === key)
        return { body: last.body, contentType };
    // The form's own bytes between the files, each run of them one Buffer.
    const parts = [];
    let text = '';
    fields.forEach(([name, value], index) => {
        text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
        if (typeof value === 'string') {
            text += `\r\n\r\n${texts[index]}\r\n`;
            return;
        }
        text += `; filename="${texts[index]}"\r\nContent-Type: ${value.contentType}\r\n\r\n`;
        const content = contentOf(value);
        parts.push(Buffer.from(text), typeof content === 'number' ? { path: value.path, size: content } : content);
        text = '\r\n';
    });
    parts.push(Buffer.from(`${text}--${boundary}--\r\n`));
    if (parts.every((part) => Buffer.isBuffer(part))) {
        const body = Buffer.concat(parts);
        encoded.set(upload, { key, body });
        return { body, contentType };
    }
    const length = parts.reduce((sum, part) => sum + (Buffer.isBuffer(part) ? part.length : part.size), 0);
    return { body: new StreamedBody(parts, length), contentType };
}
/** Returns the bytes of a file to hold, or the size of one to stream; read once per file. */
function contentOf(file) {
    let content = contents.get(file);
    if (content === undefined) {
        content = readContent(file);
        contents.set(file, content);
    }
    return content;
}
function readContent({ file, path }) {
    let size;
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(path);
        if (!info.isFile())
            throw new Error('it is not a file');
        size = info.size;
    }
    catch (error) {
        const code = error.code;
        throw new Error(`its file to upload ${file} cannot be read (${code ?? error.message})`);
    }
    if (size > _vocabulary_uploads_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_UPLOAD_BYTES */ .hR)
        throw new Error(`its file to upload ${file} is over the 1 GiB an upload may have`);
    return size > _vocabulary_uploads_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_HELD_UPLOAD_BYTES */ .TI ? size : (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path);
}
/** Returns the bytes of a request body as the engine sends it (bytesSent): a Buffer's, a string's, a streamed one's. */
function bodyLength(body) {
    if (body === null || body === undefined)
        return 0;
    if (body instanceof Uint8Array)
        return body.length;
    if (body instanceof StreamedBody)
        return body.length;
    return typeof body === 'string' ? Buffer.byteLength(body) : 0;
}


/***/ }),

/***/ 61541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ preflight)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84429);
// The pre-flight check: whether the base URL's host accepts a TCP connection before the load starts.


/** How long the pre-flight check waits for the base URL's host to accept a TCP connection. */
const PREFLIGHT_TIMEOUT_MS = 5_000;
/**
 * Returns undefined when the host and port of the base URL (`${NAME}` resolved from `env`) accept a TCP connection
 * within `timeoutMs`, otherwise why not: the error code, that it timed out, or the variable that is not set.
 */
function preflight(baseUrl, env, signal, timeoutMs = PREFLIGHT_TIMEOUT_MS) {
    let url;
    try {
        url = new URL((0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .fillPlaceholders */ .Ct)(baseUrl, env, () => undefined));
    }
    catch (error) {
        return Promise.resolve(error instanceof TypeError ? 'not a valid URL' : error.message);
    }
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (signal?.aborted)
        return Promise.resolve('cancelled');
    return new Promise((resolve) => {
        const socket = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.connect)({ host, port });
        const finish = (reason) => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
            socket.destroy();
            resolve(reason);
        };
        const onAbort = () => {
            finish('cancelled');
        };
        const timer = setTimeout(() => {
            finish(`no answer within ${timeoutMs / 1000} s`);
        }, timeoutMs);
        signal?.addEventListener('abort', onAbort);
        socket.once('connect', () => {
            finish();
        });
        socket.once('error', (error) => {
            finish(error.code ?? error.message);
        });
    });
}


/***/ }),

/***/ 92115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ resolveSources)
});

// EXTERNAL MODULE: ./src/engine/http/build-request.ts
var build_request = __webpack_require__(65135);
// EXTERNAL MODULE: ./node_modules/jsonpath-rfc9535/dist/esm/index.js + 38 modules
var esm = __webpack_require__(10681);
// EXTERNAL MODULE: ./src/bracket-nesting.ts
var bracket_nesting = __webpack_require__(76772);
// EXTERNAL MODULE: ./src/schema/nesting.ts
var nesting = __webpack_require__(15441);
// EXTERNAL MODULE: ./src/vocabulary/data-source.ts
var data_source = __webpack_require__(62866);
;// CONCATENATED MODULE: ./src/sources/pick-values.ts
// Picks a source's values out of its body with its JSONPath, or says why it has none.




/** Returns the values `pick` selects in a body: the strings, numbers and booleans, at most MAX_SOURCE_VALUES. */
function pickValues(body, sourced) {
    // The JSONPath evaluator recurses into the body (`$..id`): a hostile depth is refused before it walks it.
    if ((0,bracket_nesting/* deepNestingPosition */.i)(body, nesting/* MAX_NESTING */.M1))
        return { problem: 'nested too deep' };
    let json;
    try {
        json = JSON.parse(body);
    }
    catch {
        return { problem: 'not JSON' };
    }
    if (sourced.source.graphql && hasErrors(json))
        return { problem: 'GraphQL errors' };
    const values = [];
    for (const match of (0,esm/* query */.P)(json, sourced.source.pick)) {
        if (typeof match === 'string' || typeof match === 'boolean' || (typeof match === 'number' && isFinite(match)))
            values.push(match);
        if (values.length === data_source/* MAX_SOURCE_VALUES */.U)
            break;
    }
    return { values };
}
function hasErrors(json) {
    const errors = json?.errors;
    return Array.isArray(errors) ? errors.length > 0 : errors !== undefined && errors !== null;
}

// EXTERNAL MODULE: ./src/sources/source-failure.ts
var source_failure = __webpack_require__(84202);
;// CONCATENATED MODULE: ./src/sources/resolve-sources.ts
// src/sources/ is the pre-flight of data sources; this fetches each scenario's sources once, before the run.



/** How many source requests are in flight at once: a pre-flight, not a burst of load on the API. */
const CONCURRENT_SOURCES = 4;
/**
 * Returns the values of the data sources of a load test's scenarios, fetched before the measured time: each distinct
 * request (method, path, headers and body, `${NAME}` filled) sent once with the scenario's timeout, not measured; the
 * JSONPath matches that are strings, numbers or booleans kept, at most MAX_SOURCE_VALUES; a skipped scenario's (`skip:`)
 * are not sent. It never throws for what happens on the wire: a source that fails is one of `failures`.
 */
async function resolveSources(loadTest, options) {
    const selected = options.scenarios ? new Set(options.scenarios) : undefined;
    const uses = [];
    // One per distinct source request: sent once, shared by every scenario and pick that names it with the same headers.
    const requests = new Map();
    for (const scenario of loadTest.scenarios) {
        // A skipped scenario sends nothing: its look-ups are not needed.
        if (!scenario.sources || scenario.skip !== undefined || (selected && !selected.has(scenario.name)))
            continue;
        for (const sourced of scenario.sources) {
            let built;
            try {
                built = (0,build_request/* buildRequest */.mK)(loadTest.baseUrl, sourceScenario(scenario, sourced), options.env);
            }
            catch (error) {
                uses.push({ scenario, sourced, error: `not sent: ${error.message}` });
                continue;
            }
            const key = JSON.stringify([built.origin, built.method, built.path, built.headers, built.body ?? null]);
            let shared = requests.get(key);
            if (!shared)
                requests.set(key, (shared = { built, timeoutMs: scenario.timeoutMs }));
            // Shared by scenarios with other timeouts: the most patient one's, none when one has none.
            else if (shared.timeoutMs > 0)
                shared.timeoutMs = scenario.timeoutMs && Math.max(shared.timeoutMs, scenario.timeoutMs);
            uses.push({ scenario, sourced, shared });
        }
    }
    const queue = [...requests.values()];
    // Loaded only when there is a source to fetch: undici, which the lean client does without.
    if (queue.length > 0) {
        const { fetchSources } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(618)]).then(__webpack_require__.bind(__webpack_require__, 71618));
        await fetchSources(queue, CONCURRENT_SOURCES, options);
    }
    const resolved = { values: new Map(), results: [], failures: [] };
    const reported = new Map();
    for (const { scenario, sourced, shared, error } of uses) {
        const fetched = shared?.fetched ?? { error: error ?? 'not sent', ms: 0 };
        const picked = 'status' in fetched ? pickValues(fetched.body, sourced) : undefined;
        const failure = (0,source_failure/* sourceFailure */.Gn)(scenario, sourced, fetched, picked, shared?.built.headers);
        if (failure) {
            resolved.failures.push(failure);
            continue;
        }
        const values = picked.values;
        const list = resolved.values.get(scenario.name) ?? [];
        resolved.values.set(scenario.name, [...list, values]);
        const key = `${sourced.source.from}\n${sourced.source.pick}\n${JSON.stringify(shared.built.headers)}`;
        const result = reported.get(key);
        if (result && !result.scenarios.includes(scenario.name))
            result.scenarios.push(scenario.name);
        if (!result && 'status' in fetched) {
            const entry = {
                request: sourced.source.from,
                pick: sourced.source.pick,
                status: fetched.status,
                values: values.length,
                ms: fetched.ms,
                scenarios: [scenario.name],
            };
            reported.set(key, entry);
            resolved.results.push(entry);
        }
    }
    return resolved;
}
/**
 * Returns the request a source sends, as a scenario: its method and path, the scenario's headers (its credentials;
 * the sourced ones are not among them), and its GraphQL document when it has one; no params, query or body.
 */
function sourceScenario(scenario, sourced) {
    const { from, graphql } = sourced.source;
    const [method = 'GET', path = '/'] = from.split(' ');
    const { name, line, concurrentUsers, durationSeconds, timeoutMs, thresholds, headers } = scenario;
    return {
        ...{ name, line, concurrentUsers, durationSeconds, timeoutMs, thresholds, endpoint: from, method, path },
        ...(headers && { headers }),
        ...(graphql && { graphql }),
    };
}


/***/ }),

/***/ 84202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gn: () => (/* binding */ sourceFailure),
/* harmony export */   R6: () => (/* binding */ scenarioSourceErrors),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   cH: () => (/* binding */ sourceFailureLine)
/* harmony export */ });
/* harmony import */ var _header_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93218);
/* harmony import */ var _schema_nesting_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15441);
// A data source that failed or gave nothing, as a sentence, and the scenarios it errors.


/** How much of a source's body a message quotes. */
const QUOTED_BODY_CHARACTERS = 200;
/** An Authorization value that starts with a scheme (`Bearer …`, `Basic …`): it has a space after a word. */
const WITH_SCHEME = /^\s*[A-Za-z][\w-]*\s+\S/;
/** What the fetch of resolve-sources prefixes to the error of a request it could not build. */
const NOT_SENT = 'not sent: ';
/** Returns why a source gives the scenario no value, with what to do; undefined when it gives at least one. */
function sourceFailure(scenario, sourced, fetched, picked, sentHeaders = {}) {
    const { from, pick } = sourced.source;
    const value = `${sourced.in === 'variables' ? 'graphql.variables' : sourced.in}.${sourced.name}`;
    const fail = (message, fields = {}) => ({
        scenario: scenario.name,
        value,
        message,
        ...fields,
    });
    const instead = `or give ${value} a fixed value instead`;
    if (!('status' in fetched)) {
        const notSent = fetched.error.startsWith(NOT_SENT) ? fetched.error.slice(NOT_SENT.length) : undefined;
        return fail(`${from} got no response (${fetched.error}): check that the API is up and that baseUrl and from are right, ${instead}`, notSent !== undefined ? { notSent } : {});
    }
    const { status } = fetched;
    const body = quoted(fetched.body);
    if (status < 200 || status > 299) {
        return fail(`${from} answered ${status}: ${body}; ${bareToken(status, sentHeaders) ?? "check that it answers 2xx to the scenario's headers (its credentials)"}, ${instead}`, { status });
    }
    if (picked?.problem === 'not JSON') {
        return fail(`${from} answered ${status} with a body that is not JSON: ${body}; point from at an operation that answers JSON`, { status });
    }
    if (picked?.problem === 'nested too deep') {
        return fail(`${from} answered ${status} with JSON nested more than ${_schema_nesting_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NESTING */ .M1} levels deep, which is not read; point from at a list`, { status });
    }
    if (picked?.problem === 'GraphQL errors') {
        return fail(`${from} answered ${status} with GraphQL errors: ${body}; correct the source's graphql.query`, {
            status,
        });
    }
    if (!picked?.values || picked.values.length === 0) {
        return fail(`${from} answered ${status}, but ${pick} matched no string, number or boolean in its body: ${body}; correct pick, or make sure the API holds data there (an empty list has no ids), ${instead}`, { status, empty: true });
    }
    const unfit = sourced.in === 'headers' ? unsendableValue(picked.values) : undefined;
    if (unfit) {
        // The value is not quoted: it may be a credential; its place in the list finds it.
        return fail(`${from} answered ${status}, but ${pick} matched a value (the ${ordinal(unfit.index + 1)} of ${picked.values.length}) that holds ${unfit.holds}: pick a field that a header can carry, or send it as a query parameter or in the body, ${instead}`, { status });
    }
    return undefined;
}
/** Returns the first picked value that no header can carry, by its index, with what it holds in words. */
function unsendableValue(values) {
    for (const [index, value] of values.entries()) {
        const holds = typeof value === 'string' ? (0,_header_value_js__WEBPACK_IMPORTED_MODULE_0__/* .unsendable */ .Y)(value) : undefined;
        if (holds)
            return { index, holds };
    }
    return undefined;
}
/** Returns 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, 21st. */
function ordinal(n) {
    const teen = n % 100 >= 11 && n % 100 <= 13;
    const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix}`;
}
/**
 * Returns the hint for a 401 or 403 to a request whose Authorization value, as sent (its `${VARIABLE}`s filled), has
 * no scheme before it: a bare token, which an API that expects `Bearer <token>` refuses. Never quotes the value.
 */
function bareToken(status, sentHeaders) {
    if (status !== 401 && status !== 403)
        return undefined;
    const authorization = Object.entries(sentHeaders).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
    if (authorization === undefined || authorization.trim() === '' || WITH_SCHEME.test(authorization))
        return undefined;
    return `the Authorization header was sent as a bare token, with no scheme before it: if the API expects a bearer token, write "Bearer " before it (Authorization: "Bearer \${API_TOKEN}"), or put the prefix in the variable's value`;
}
/**
 * Returns, by scenario name, why its data sources gave it no value: the error of a scenario that is not run (only
 * that scenario; the others run), each failing value with what came back and what to do.
 */
function scenarioSourceErrors(failures) {
    const byScenario = new Map();
    for (const failure of failures)
        byScenario.set(failure.scenario, [...(byScenario.get(failure.scenario) ?? []), failure]);
    return new Map([...byScenario].map(([scenario, list]) => {
        const what = list.length === 1 ? 'its data source gave' : `${list.length} of its data sources gave`;
        const each = list.map(({ value, message }) => `${value}: ${message}`).join('; ');
        return [scenario, `${what} no value, so it sent nothing (a value is never invented): ${each}`];
    }));
}
/** Returns the pre-flight's line for a source that failed: the scenario, the value, what came back, what to do. */
function sourceFailureLine({ scenario, value, message }) {
    return `Pre-flight: ${scenario}, ${value}: ${message} (${scenario} does not run: errored; the other scenarios run)`;
}
/**
 * Returns the start of a body on one line, at most `length` characters, as a message quotes it: `(empty body)` for
 * none.
 */
function quoted(body, length = QUOTED_BODY_CHARACTERS) {
    const text = body.replace(/\s+/g, ' ').trim();
    if (text === '')
        return '(empty body)';
    const characters = Array.from(text);
    return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}


/***/ })

};
