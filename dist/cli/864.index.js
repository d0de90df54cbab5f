export const id = 864;
export const ids = [864];
export const modules = {

/***/ 8864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importFile: () => (/* binding */ importFile)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/loadtest/validate.ts + 25 modules
var validate = __webpack_require__(39075);
// EXTERNAL MODULE: ./src/loadtest/load-test-error.ts
var load_test_error = __webpack_require__(81260);
// EXTERNAL MODULE: ./src/json-record.ts
var json_record = __webpack_require__(41563);
;// CONCATENATED MODULE: ./src/import/import-error.ts
// The error of an input that cannot be imported: every problem, with its file and, where known, its line.

/** A HAR, collection or script that cannot be imported (exit 2), each problem located when the input says where. */
class ImportError extends errors/* InputError */.dz {
    name = 'ImportError';
}

// EXTERNAL MODULE: ./src/results/json-syntax-error.ts
var json_syntax_error = __webpack_require__(79287);
;// CONCATENATED MODULE: ./src/import/read-input.ts
// An import's input read: a regular file, bounded in size, parsed as JSON when the format is JSON.



/**
 * The largest input read: a HAR with response bodies of a long session stays well below it.
 * @internal Exported for the tests.
 */
const MAX_INPUT_BYTES = 50 * 1024 * 1024;
/**
 * The most requests (HAR entries, collection items, script calls) a journey may hold.
 * @internal Exported for the tests.
 */
const MAX_REQUESTS = 2_000;
/** Returns a file's text, or throws an ImportError naming the file and what to do. */
async function readInput(file, what) {
    const info = await (0,promises_.stat)(file).catch(() => undefined);
    if (!info)
        throw new ImportError(file, [{ path: '', message: `not found: pass the path of ${what}` }]);
    if (!info.isFile())
        throw new ImportError(file, [{ path: '', message: `is not a file: pass the path of ${what}` }]);
    if (info.size > MAX_INPUT_BYTES)
        throw new ImportError(file, [
            {
                path: '',
                message: `is ${(info.size / 1024 / 1024).toFixed(0)} MiB, over the ${MAX_INPUT_BYTES / 1024 / 1024} MiB an import reads: record a shorter journey, or export without response bodies of assets`,
            },
        ]);
    return (await (0,promises_.readFile)(file, 'utf8')).replace(/^\uFEFF/, '');
}
/**
 * Returns the JSON data of a file's text, or throws an ImportError with the line and column of the syntax error and
 * what was expected there, never quoting the text (it may hold a secret).
 */
function parseJsonInput(text, file, what) {
    try {
        return JSON.parse(text);
    }
    catch {
        const error = (0,json_syntax_error/* jsonSyntaxError */.U)(text);
        const where = error ? { line: error.line, column: error.column } : {};
        const expected = error ? ` (expected ${error.expected})` : '';
        throw new ImportError(file, [{ path: '', ...where, message: `is not JSON${expected}: pass ${what}` }]);
    }
}
/** Throws when a journey holds more requests than an import takes. */
function checkCount(count, file, what) {
    if (count > MAX_REQUESTS)
        throw new ImportError(file, [
            { path: '', message: `holds ${count} ${what}, over the ${MAX_REQUESTS} an import takes: split the journey` },
        ]);
}
/** Returns a value read from JSON as text: a string, number or boolean as written, anything else as ''. */
function scalarText(value) {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

;// CONCATENATED MODULE: ./src/import/har.ts
// `loadtool import har`: a HAR 1.2 file (a browser's DevTools export) read into the journey it recorded.



const WHAT = 'a HAR file (DevTools: Network, "Save all as HAR")';
/** Returns the journey a HAR's entries recorded, in the order they started; throws an ImportError on a bad file. */
function readHar(text, file) {
    const data = parseJsonInput(text, file, WHAT);
    const log = (0,json_record/* isRecord */.u)(data) && (0,json_record/* isRecord */.u)(data.log) ? data.log : undefined;
    if (!log || !Array.isArray(log.entries))
        throw new ImportError(file, [{ path: 'log.entries', message: `is missing: this is not ${WHAT}` }]);
    checkCount(log.entries.length, file, 'entries');
    const problems = [];
    const entries = log.entries.flatMap((entry, index) => {
        const request = (0,json_record/* isRecord */.u)(entry) && (0,json_record/* isRecord */.u)(entry.request) ? entry.request : undefined;
        if (!request || typeof request.method !== 'string' || typeof request.url !== 'string') {
            problems.push({ path: `log.entries[${index}].request`, message: 'needs a method and a url, as HAR 1.2 says' });
            return [];
        }
        return [{ entry: entry, request }];
    });
    if (problems.length > 0)
        throw new ImportError(file, problems);
    const started = entries.map(({ entry }) => Date.parse(String(entry.startedDateTime)));
    const first = Math.min(...started.filter((time) => !Number.isNaN(time)));
    const requests = entries
        .map(({ entry, request }, index) => {
        const response = (0,json_record/* isRecord */.u)(entry.response) ? entry.response : {};
        const content = (0,json_record/* isRecord */.u)(response.content) ? response.content : {};
        const start = Number.isNaN(started[index]) ? undefined : started[index] - first;
        const time = typeof entry.time === 'number' && entry.time >= 0 ? entry.time : 0;
        const recorded = {
            method: String(request.method).toUpperCase(),
            url: String(request.url),
            headers: pairs(request.headers),
            responseHeaders: pairs(response.headers),
        };
        const body = bodyOf(request.postData);
        if (body)
            recorded.body = body;
        if (start !== undefined) {
            recorded.startMs = start;
            recorded.endMs = start + time;
        }
        if (typeof response.status === 'number' && response.status > 0)
            recorded.status = response.status;
        if (typeof content.text === 'string')
            recorded.responseBody =
                content.encoding === 'base64' ? Buffer.from(content.text, 'base64').toString('utf8') : content.text;
        if (typeof content.mimeType === 'string')
            recorded.responseType = content.mimeType;
        if (typeof entry._resourceType === 'string')
            recorded.resourceType = entry._resourceType;
        return recorded;
    })
        .sort((a, b) => (a.startMs ?? 0) - (b.startMs ?? 0));
    const page = Array.isArray(log.pages) && (0,json_record/* isRecord */.u)(log.pages[0]) && typeof log.pages[0].title === 'string'
        ? log.pages[0].title
        : '';
    return {
        name: page && !/^https?:/.test(page) ? `Journey: ${page.slice(0, 80)}` : 'Recorded journey',
        requests,
        notes: [],
        variables: new Map(),
    };
}
/** Returns a HAR list of `{ name, value }` as pairs. */
function pairs(list) {
    if (!Array.isArray(list))
        return [];
    return list.filter(json_record/* isRecord */.u).map((item) => [String(item.name), scalarText(item.value)]);
}
/** Returns a HAR `postData` as a body: JSON when its text parses, a form's fields, else its text. */
function bodyOf(postData) {
    if (!(0,json_record/* isRecord */.u)(postData))
        return undefined;
    const type = typeof postData.mimeType === 'string' ? postData.mimeType : '';
    const text = typeof postData.text === 'string' ? postData.text : '';
    const params = Array.isArray(postData.params) ? pairs(postData.params) : [];
    // Some recorders (chrome-har) write a JSON body's top-level fields as params, without its text.
    if (text === '' && params.length > 0 && /json/i.test(type))
        return { kind: 'json', value: Object.fromEntries(params) };
    if (/json/i.test(type) || /^\s*[[{]/.test(text)) {
        try {
            return { kind: 'json', value: JSON.parse(text) };
        }
        catch {
            // Not JSON after all: sent as the text it is.
        }
    }
    if (/x-www-form-urlencoded/i.test(type)) {
        const fields = params.length > 0 ? params : [...new URLSearchParams(text)];
        return { kind: 'form', fields };
    }
    return text === '' ? undefined : { kind: 'text', text };
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/import/draft-step.ts
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Returns whether a method is one a load test sends. */
function isSendable(method) {
    return METHODS.has(method);
}
/** Returns the draft of a recorded request whose URL starts with `origin`; names are made unique by the caller. */
function draftOf(request, origin) {
    const rest = request.url.slice(origin.length).replace(/#.*$/, '');
    const mark = rest.indexOf('?');
    const rawPath = (mark === -1 ? rest : rest.slice(0, mark)) || '/';
    const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
    const query = mark === -1 ? [] : [...new URLSearchParams(rest.slice(mark + 1))];
    const draft = {
        name: request.name ?? `${request.method} ${decodeSafely(path)}`,
        method: request.method,
        path: decodeSafely(path),
        params: {},
        query,
        headers: request.headers.map(([name, value]) => [name, value]),
        extract: { ...request.extract },
        recorded: request,
    };
    if (request.body)
        draft.body = request.body;
    if (request.contentType)
        draft.contentType = request.contentType;
    if (request.expectStatus)
        draft.expectStatus = request.expectStatus;
    return draft;
}
/** Returns a path with its percent-escapes decoded, or as it is when they do not decode. */
function decodeSafely(path) {
    try {
        return decodeURI(path);
    }
    catch {
        return path;
    }
}
/** Calls `edit` on every string a step sends (path, query, headers, body), keeping what it returns. */
function editStrings(step, edit) {
    step.path = edit(step.path);
    step.query = step.query.map(([name, value]) => [name, edit(value)]);
    step.headers = step.headers.map(([name, value]) => [name, edit(value)]);
    for (const key of Object.keys(step.params))
        step.params[key] = edit(step.params[key]);
    if (!step.body)
        return;
    if (step.body.kind === 'text')
        step.body = { kind: 'text', text: edit(step.body.text) };
    else if (step.body.kind === 'form')
        step.body = { kind: 'form', fields: step.body.fields.map(([n, v]) => [n, edit(v)]) };
    else
        step.body = { kind: 'json', value: mapStrings(step.body.value, edit) };
}
/** Returns JSON data with every string (not keys) passed through `edit`. */
function mapStrings(value, edit) {
    if (typeof value === 'string')
        return edit(value);
    if (Array.isArray(value))
        return value.map((item) => mapStrings(item, edit));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, edit)]));
    return value;
}
/** Returns the text of everything a step sends, to look a value up in. */
function sentText(step) {
    const body = !step.body
        ? ''
        : step.body.kind === 'text'
            ? step.body.text
            : step.body.kind === 'form'
                ? step.body.fields.map(([n, v]) => `${n}=${v}`).join('&')
                : JSON.stringify(step.body.value);
    return [
        step.path,
        ...step.query.map(([n, v]) => `${n}=${v}`),
        ...step.headers.map(([n, v]) => `${n}: ${v}`),
        body,
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/import/correlate.ts
// Correlation: a value an earlier response gave that a later request sends becomes an extract and `${name}`.


const MAX_LEAVES = 2_000;
const MAX_DEPTH = 32;
/** Response headers whose values a later request may send back (a redirect's Location, a CSRF token). */
const CARRIED_HEADERS = /^(?:location|x-csrf-token|x-xsrf-token|csrf-token|x-request-token)$/i;
/** What separates the values of a request's text: a value found is one whole piece between them. */
const SEPARATORS = /[\s"'&=?/:,;{}[\]()<>\\]+/;
/** The most values remembered at once: the oldest are forgotten first, so that a long recording stays linear. */
const MAX_KNOWN = 50_000;
/**
 * Turns each value a later step sends back into an extract on the step that got it and `${name}` where it is sent.
 * Values are looked up by the pieces of each request's text (a set), not searched for, so that a recording of
 * thousands of requests with large bodies is correlated in time proportional to its size.
 */
function correlate(steps) {
    const known = new Map();
    /** Values with a separator inside (a whole Location URL): few, searched for in the text. */
    const spanning = new Map();
    const names = new Set(steps.flatMap((step) => Object.keys(step.extract)));
    const sentPieces = new Set();
    const sentTexts = [];
    for (const step of steps) {
        const original = sentText(step);
        const pieces = new Set(original.split(SEPARATORS));
        const hits = [
            ...[...pieces].flatMap((piece) => known.get(piece) ?? []),
            ...[...spanning.values()].filter((candidate) => original.includes(candidate.value)),
        ].sort((a, b) => b.value.length - a.value.length);
        for (const candidate of hits) {
            const name = candidate.name ?? uniqueName(candidate.baseName, names);
            if (substitute(step, candidate, name) && candidate.name === undefined) {
                candidate.name = name;
                names.add(name);
                candidate.producer.extract[name] = candidate.extract;
            }
        }
        for (const piece of pieces)
            sentPieces.add(piece);
        sentTexts.push(original);
        for (const candidate of candidatesOf(step)) {
            const whole = !SEPARATORS.test(candidate.value);
            if (whole ? sentPieces.has(candidate.value) : sentTexts.some((text) => text.includes(candidate.value)))
                continue;
            const into = whole ? known : spanning;
            into.delete(candidate.value);
            into.set(candidate.value, candidate);
            // Half the oldest forgotten at once: deleting one at a time from a Map's start is quadratic in V8.
            if (into.size > MAX_KNOWN) {
                const newest = [...into].slice(-MAX_KNOWN / 2);
                into.clear();
                for (const [value, kept] of newest)
                    into.set(value, kept);
            }
        }
    }
}
/** Returns a name for a value, made unique among `names` with a number. */
function uniqueName(base, names) {
    let name = base.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(?=\d)/, '_') || 'value';
    name = name.charAt(0).toLowerCase() + name.slice(1);
    if (name === 'uuid')
        name = 'uuidValue';
    let numbered = name;
    for (let n = 2; names.has(numbered); n++)
        numbered = `${name}${n}`;
    return numbered;
}
/** Replaces the candidate's value with `${name}` wherever the step sends it; returns whether it did. */
function substitute(step, candidate, name) {
    const placeholder = `\${${name}}`;
    let done = false;
    const inText = (text) => {
        if (text === candidate.value) {
            done = true;
            return placeholder;
        }
        if (!candidate.partial || !text.includes(candidate.value))
            return text;
        done = true;
        return text.split(candidate.value).join(placeholder);
    };
    step.path = step.path
        .split('/')
        .map((segment) => {
        if (segment !== candidate.value)
            return segment;
        done = true;
        step.params[name] = placeholder;
        return `{${name}}`;
    })
        .join('/');
    for (const key of Object.keys(step.params))
        step.params[key] = inText(step.params[key]);
    step.query = step.query.map(([key, value]) => [key, inText(value)]);
    step.headers = step.headers.map(([key, value]) => [key, inText(value)]);
    if (step.body?.kind === 'text')
        step.body = { kind: 'text', text: inText(step.body.text) };
    else if (step.body?.kind === 'form')
        step.body = { kind: 'form', fields: step.body.fields.map(([key, value]) => [key, inText(value)]) };
    else if (step.body?.kind === 'json') {
        const walk = (value) => {
            if (typeof value === 'string')
                return inText(value);
            if (typeof value === 'number' && candidate.number && String(value) === candidate.value) {
                done = true;
                return placeholder;
            }
            if (Array.isArray(value))
                return value.map(walk);
            if ((0,json_record/* isRecord */.u)(value))
                return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
            return value;
        };
        step.body = { kind: 'json', value: walk(step.body.value) };
    }
    return done;
}
/** Returns the values a step's recorded response gives that a later request could send back. */
function candidatesOf(step) {
    const found = [];
    const { responseBody, responseHeaders } = step.recorded;
    for (const [header, value] of responseHeaders ?? []) {
        if (!CARRIED_HEADERS.test(header) || value.length < 3)
            continue;
        const base = { producer: step, partial: value.length >= 8, number: false };
        found.push({ ...base, value, baseName: header.replace(/^x-/i, ''), extract: { header: canonical(header) } });
        const last = /[^/?#]+$/.exec(value.replace(/[?#].*$/, ''))?.[0];
        if (header.toLowerCase() === 'location' && last && last !== value && worthCorrelating(last))
            found.push({
                ...base,
                value: last,
                partial: last.length >= 8,
                baseName: 'id',
                extract: { header: 'Location', match: '[^/]+$' },
            });
    }
    let data;
    try {
        data = responseBody === undefined ? undefined : JSON.parse(responseBody);
    }
    catch {
        data = undefined;
    }
    const seen = new Set();
    const walk = (value, path, key, depth) => {
        if (found.length > MAX_LEAVES || depth > MAX_DEPTH)
            return;
        if (typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value))) {
            const text = String(value);
            const number = typeof value === 'number';
            if (seen.has(text) || !(number ? text.replace('-', '').length >= 3 : worthCorrelating(text)))
                return;
            seen.add(text);
            found.push({
                value: text,
                partial: !number && text.length >= 8,
                number,
                baseName: key,
                producer: step,
                extract: path,
            });
        }
        else if (Array.isArray(value)) {
            value.forEach((item, index) => {
                walk(item, `${path}[${index}]`, key, depth + 1);
            });
        }
        else if ((0,json_record/* isRecord */.u)(value)) {
            for (const [name, item] of Object.entries(value))
                walk(item, `${path}${member(name)}`, name, depth + 1);
        }
    };
    walk(data, '$', 'value', 0);
    return found;
}
/** Returns whether a string is distinctive enough that finding it in a later request is no coincidence. */
function worthCorrelating(text) {
    return text.length >= 6 && !/\s/.test(text) && (/\d/.test(text) || text.length >= 16);
}
/** Returns a JSONPath member selector for a key: `.name`, or `['a-b']` when it is not an identifier. */
function member(name) {
    return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? `.${name}` : `['${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
}
/** Returns a header name with each word capitalised, as written in a load test (`Location`). */
function canonical(header) {
    return header.replace(/(^|-)([a-z])/g, (_, dash, letter) => dash + letter.toUpperCase());
}

;// CONCATENATED MODULE: ./src/import/filter-requests.ts
const ASSET_TYPES = new Set(['document', 'stylesheet', 'image', 'media', 'font', 'script', 'manifest', 'texttrack']);
const ASSET_EXTENSIONS = /\.(?:css|js|mjs|map|png|jpe?g|gif|svg|ico|webp|avif|bmp|woff2?|ttf|otf|eot|mp4|webm|mp3|wav|html?|txt|webmanifest)$/i;
const ASSET_MEDIA = /^(?:text\/(?:css|html|javascript)|image\/|font\/|audio\/|video\/|application\/(?:javascript|font))/i;
/** Returns the origin of a URL, or undefined when it has none (a `${BASE_URL}/pets` keeps its variable). */
function originOf(url) {
    const variable = /^(\$\{[A-Za-z_][A-Za-z0-9_]*\})/.exec(url);
    if (variable)
        return variable[1];
    try {
        const parsed = new URL(url);
        return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
    }
    catch {
        return undefined;
    }
}
/** Returns whether a request fetched a static asset, by what the browser said, its response's type or its extension. */
function isAsset(request) {
    if (request.resourceType && ASSET_TYPES.has(request.resourceType.toLowerCase()))
        return true;
    if (request.method !== 'GET')
        return false;
    if (request.responseType && ASSET_MEDIA.test(request.responseType))
        return true;
    const path = request.url.replace(/[?#].*$/, '');
    return ASSET_EXTENSIONS.test(path);
}
/**
 * Keeps the requests of the main host (`host`, a host name or origin, else the origin most requests that are not
 * assets go to), leaving out assets, CORS preflights and other hosts' requests, each counted for a note.
 */
function filterRequests(requests, host) {
    const assets = [];
    let preflights = 0;
    const candidates = requests.filter((request) => {
        if (request.method === 'OPTIONS' && request.headers.some(([name]) => /^access-control-request-/i.test(name))) {
            preflights++;
            return false;
        }
        if (isAsset(request)) {
            assets.push(`${request.method} ${request.url.replace(/[?#].*$/, '')}`);
            return false;
        }
        return true;
    });
    const origin = host ? chosenOrigin(candidates, host) : mostFrequentOrigin(candidates);
    const thirdParty = new Map();
    const kept = candidates.filter((request) => {
        const own = originOf(request.url);
        if (own === origin)
            return true;
        const name = own ?? request.url;
        thirdParty.set(name, (thirdParty.get(name) ?? 0) + 1);
        return false;
    });
    return { kept, origin, assets, thirdParty, preflights };
}
/** Returns the origin the requests go to most often, the first seen winning a tie. */
function mostFrequentOrigin(requests) {
    const counts = new Map();
    for (const request of requests) {
        const origin = originOf(request.url);
        if (origin)
            counts.set(origin, (counts.get(origin) ?? 0) + 1);
    }
    let best;
    for (const [origin, count] of counts)
        if (best === undefined || count > counts.get(best))
            best = origin;
    return best;
}
/** Returns the origin of the requests that `--host` names (a host, host:port or origin), else the host as an origin. */
function chosenOrigin(requests, host) {
    const wanted = host.replace(/\/+$/, '').toLowerCase();
    for (const request of requests) {
        const origin = originOf(request.url);
        if (!origin)
            continue;
        const lower = origin.toLowerCase();
        if (lower === wanted || lower.replace(/^https?:\/\//, '') === wanted)
            return origin;
        if (lower.replace(/^https?:\/\//, '').replace(/:\d+$/, '') === wanted)
            return origin;
    }
    return /^https?:\/\//.test(wanted) ? wanted : `https://${wanted}`;
}
/** Returns the lines that say what filtering left out, one per kind. */
function filterNotes(filtered) {
    const notes = [];
    if (filtered.assets.length > 0) {
        const shown = filtered.assets.slice(0, 5).join(', ');
        const more = filtered.assets.length > 5 ? ` and ${filtered.assets.length - 5} more` : '';
        notes.push(`left out ${filtered.assets.length} static asset request(s) (pages, scripts, styles, images, fonts): ${shown}${more}`);
    }
    for (const [origin, count] of filtered.thirdParty)
        notes.push(`left out ${count} request(s) to ${origin}, not the main host ${filtered.origin ?? ''} (pass --host to choose another)`);
    if (filtered.preflights > 0)
        notes.push(`left out ${filtered.preflights} CORS preflight request(s) (OPTIONS): a browser sends them, an API client does not`);
    return notes;
}

;// CONCATENATED MODULE: ./src/import/secrets.ts
// Secrets out of the recording: passwords, keys, tokens and cookies nobody set become `${VARIABLES}` to set.


const SECRET_FIELD = /^(?:pass(?:word)?|passwd|pwd|secret|client_?secret|api_?key|apikey|access_?token|refresh_?token|id_?token|private_?key|otp|pin)$/i;
const USER_FIELD = /^(?:user(?:_?name)?|login|e?mail|client_?id)$/i;
const SECRET_HEADER = /(?:api[-_]?key|token|secret|session|csrf|xsrf|signature|^x-auth)/i;
const SECRET_QUERY = /^(?:api_?key|apikey|key|token|access_?token|auth|signature|sig|secret|client_?secret|password)$/i;
/** Collects the secret values found and the variable each became, so that one value gets one name. */
class SecretNames {
    variables;
    values = new Map();
    constructor(variables) {
        this.variables = variables;
    }
    /** Returns `${NAME}` for a secret value, naming it after `base` (a number added when the name is taken). */
    placeholder(base, value, why) {
        const known = this.values.get(value);
        if (known)
            return `\${${known}}`;
        const stem = base
            .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
            .replace(/[^A-Za-z0-9]+/g, '_')
            .replace(/^_+|_+$/g, '')
            .toUpperCase() || 'SECRET';
        let name = /^\d/.test(stem) ? `V_${stem}` : stem;
        for (let n = 2; this.variables.has(name); n++)
            name = `${stem}_${n}`;
        this.variables.set(name, why);
        this.values.set(value, name);
        return `\${${name}}`;
    }
}
/**
 * Replaces the secrets the steps send with `${NAME}`s, recording each in `variables`: credentials in bodies, an
 * `Authorization` that correlation left as it was, API key headers and query values, and cookies no response set
 * (those that one did are the cookie jar's: left out). Then every other place that sends one of those values.
 * Returns the secret values, for masking what import prints.
 */
function hideSecrets(steps, variables) {
    const names = new SecretNames(variables);
    const setCookies = new Set();
    for (const step of steps) {
        step.headers = step.headers.flatMap(([header, value]) => {
            if (value.includes('${') && !/^cookie$/i.test(header))
                return [[header, value]];
            if (/^authorization$/i.test(header)) {
                const scheme = /^(\w+)\s+(\S.*)$/.exec(value);
                if (scheme?.[1]?.toLowerCase() === 'bearer')
                    return [
                        [header, `Bearer ${names.placeholder('API_TOKEN', scheme[2], 'the bearer token of Authorization')}`],
                    ];
                if (scheme?.[1]?.toLowerCase() === 'basic')
                    return [
                        [
                            header,
                            `Basic ${names.placeholder('BASIC_AUTH', scheme[2], 'base64 of user:password for Authorization: Basic')}`,
                        ],
                    ];
                return [[header, names.placeholder('AUTHORIZATION', value, 'the Authorization header')]];
            }
            if (/^cookie$/i.test(header)) {
                const kept = value
                    .split(/;\s*/)
                    .filter((pair) => pair && !setCookies.has(pair.split('=')[0].trim()))
                    .map((pair) => {
                    const [name = '', ...rest] = pair.split('=');
                    const cookie = rest.join('=');
                    if (cookie.includes('${'))
                        return pair;
                    return `${name.trim()}=${names.placeholder(`COOKIE_${name.trim()}`, cookie, `the cookie ${name.trim()}, sent but never set in the recording`)}`;
                });
                return kept.length === 0 ? [] : [[header, kept.join('; ')]];
            }
            if (SECRET_HEADER.test(header))
                return [[header, names.placeholder(header, value, `the header ${header}`)]];
            return [[header, value]];
        });
        step.query = step.query.map(([key, value]) => SECRET_QUERY.test(key) && !value.includes('${')
            ? [key, names.placeholder(key, value, `the query parameter ${key}`)]
            : [key, value]);
        if (step.body?.kind === 'json')
            step.body = { kind: 'json', value: hideInJson(step.body.value, names) };
        if (step.body?.kind === 'form') {
            const fields = step.body.fields;
            const hasSecret = fields.some(([key]) => SECRET_FIELD.test(key));
            step.body = {
                kind: 'form',
                fields: fields.map(([key, value]) => value.includes('${') || !(SECRET_FIELD.test(key) || (hasSecret && USER_FIELD.test(key)))
                    ? [key, value]
                    : [key, names.placeholder(key, value, `the form field ${key}`)]),
            };
        }
        for (const [header, value] of step.recorded.responseHeaders ?? [])
            if (/^set-cookie$/i.test(header))
                setCookies.add(value.split('=')[0].trim());
    }
    // A secret sent elsewhere too (a token in a query, a password in a text body) is hidden there as well.
    const secrets = [...names.values].filter(([value]) => value.length >= 4).sort((a, b) => b[0].length - a[0].length);
    if (secrets.length === 0)
        return [];
    for (const step of steps)
        editStrings(step, (text) => secrets.reduce((out, [value, name]) => out.split(value).join(`\${${name}}`), text));
    return secrets.map(([value]) => value);
}
/** Returns JSON data with its secret fields (and the user field beside a secret one) as `${NAME}`. */
function hideInJson(value, names, depth = 0) {
    if (depth > 32)
        return value;
    if (Array.isArray(value))
        return value.map((item) => hideInJson(item, names, depth + 1));
    if (!(0,json_record/* isRecord */.u)(value))
        return value;
    const hasSecret = Object.entries(value).some(([key, item]) => SECRET_FIELD.test(key) && typeof item === 'string');
    return Object.fromEntries(Object.entries(value).map(([key, item]) => {
        const secret = SECRET_FIELD.test(key) || (hasSecret && USER_FIELD.test(key));
        if (typeof item === 'string' && secret && !item.includes('${'))
            return [key, names.placeholder(key, item, `the body field ${key}`)];
        return [key, hideInJson(item, names, depth + 1)];
    }));
}

;// CONCATENATED MODULE: ./src/import/write-steps.ts
/** A gap shorter than this between two requests is the client's, not a person's pause. */
const HUMAN_GAP_MS = 200;
/** One pause counts at most this much, and the think time of an iteration at most MAX_THINK_MS. */
const MAX_GAP_MS = 10_000;
const MAX_THINK_MS = 60_000;
/** Returns a step as loadtool.yaml data, its `${VAR}` path segments made `{param}`s. */
function stepOf(step) {
    const params = { ...step.params };
    const path = step.path
        .split('/')
        .map((segment) => {
        if (!segment.includes('${') || /^\{[A-Za-z_]\w*\}$/.test(segment))
            return segment;
        const base = /\$\{([A-Za-z_]\w*)\}/.exec(segment)?.[1] ?? 'segment';
        let name = base;
        for (let n = 2; name in params; n++)
            name = `${base}${n}`;
        params[name] = segment;
        return `{${name}}`;
    })
        .join('/')
        .replace(/\s/g, '%20');
    const out = { name: step.name, endpoint: `${step.method} ${path}` };
    if (step.once)
        out.once = true;
    if (Object.keys(params).length > 0)
        out.params = params;
    if (step.query.length > 0)
        out.query = Object.fromEntries(step.query);
    if (step.headers.length > 0)
        out.headers = Object.fromEntries(step.headers);
    if (step.body?.kind === 'json')
        out.body = step.body.value;
    else if (step.body?.kind === 'form') {
        out.contentType = 'application/x-www-form-urlencoded';
        out.body = Object.fromEntries(step.body.fields);
    }
    else if (step.body?.kind === 'text') {
        out.contentType = step.contentType ?? 'text/plain';
        out.body = step.body.text;
    }
    if (step.expectStatus && step.expectStatus.length > 0)
        out.expect = { status: step.expectStatus };
    if (Object.keys(step.extract).length > 0)
        out.extract = step.extract;
    return out;
}
/**
 * Takes out of the steps the headers they all send alike: into `defaults` when the value holds no extracted value,
 * into the scenario's headers when it holds one and every step after the one that extracts it sends it (a flow
 * sends such a header from that step on). Returns both.
 */
function scenarioHeaders(steps) {
    const defaults = {};
    const scenario = {};
    const extractedBy = new Map();
    steps.forEach((step, index) => {
        for (const name of Object.keys(step.extract))
            extractedBy.set(name, index);
    });
    const candidates = new Map();
    for (const step of steps)
        for (const [name, value] of step.headers)
            candidates.set(`${name.toLowerCase()}\n${value}`, [name, value]);
    for (const [key, [name, value]] of candidates) {
        const has = steps.map((step) => step.headers.some(([n, v]) => `${n.toLowerCase()}\n${v}` === key));
        const used = [...value.matchAll(/\$\{([A-Za-z_]\w*)\}/g)]
            .map((match) => extractedBy.get(match[1]))
            .filter((i) => i !== undefined);
        const from = used.length === 0 ? 0 : Math.max(...used) + 1;
        if (from >= steps.length || !has.every((sent, index) => sent === index >= from))
            continue;
        (used.length === 0 ? defaults : scenario)[name] = value;
        for (const step of steps)
            step.headers = step.headers.filter(([n, v]) => `${n.toLowerCase()}\n${v}` !== key);
    }
    return { defaults, scenario };
}
/**
 * Returns the scenario's think time: the pauses of the recording summed (each gap between a response and the next
 * request longer than a client's own, bounded, and the script's sleeps), rounded to 100 ms; a flow pauses once per
 * iteration, after its last step (docs/import.md). Undefined when there is none.
 */
function thinkTimeOf(requests) {
    let total = 0;
    requests.forEach((request, index) => {
        total += Math.min(request.pauseAfterMs ?? 0, MAX_GAP_MS);
        const next = requests[index + 1];
        if (!next || next.startMs === undefined)
            return;
        const end = request.endMs ?? request.startMs;
        if (end === undefined)
            return;
        const gap = next.startMs - end;
        if (gap >= HUMAN_GAP_MS)
            total += Math.min(gap, MAX_GAP_MS);
    });
    const rounded = Math.min(Math.round(total / 100) * 100, MAX_THINK_MS);
    if (rounded === 0)
        return undefined;
    return rounded % 1000 === 0 ? `${rounded / 1000}s` : `${rounded}ms`;
}

;// CONCATENATED MODULE: ./src/import/import-flow.ts
// src/import/ turns a HAR, a Postman collection or a k6 script into loadtool.yaml flows; this is the shared spine.







/** Headers a browser or client adds by itself, which a load test's client sets (or need not send). */
const NOISE_HEADER = /^(?::.*|host|connection|content-length|accept-encoding|accept-language|user-agent|origin|referer|sec-.*|pragma|cache-control|dnt|upgrade-insecure-requests|priority|te|keep-alive|if-none-match|if-modified-since|postman-token|accept)$/i;
const LOGIN_PATH = /(?:log-?in|sign-?in|auth|token|session)/i;
/** Returns the loadtool.yaml text of a journey: one flow scenario, correlated, its secrets as variables. */
function importFlow(journey, options) {
    const notes = [...journey.notes];
    const filtered = filterRequests(journey.requests, options.host);
    notes.push(...filterNotes(filtered));
    const origin = filtered.origin;
    if (!origin || filtered.kept.length === 0)
        throw new ImportError(options.file, [
            {
                path: '',
                message: 'no request to an API host is left to import: the input holds only static assets, preflights or requests to other hosts (pass --host to choose the API host)',
            },
        ]);
    const steps = [];
    for (const request of filtered.kept) {
        if (!isSendable(request.method)) {
            notes.push(`left out ${request.method} ${request.url}: a load test sends GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS`);
            continue;
        }
        const step = draftOf(request, origin);
        step.headers = step.headers.filter(([name]) => !NOISE_HEADER.test(name));
        const contentType = step.headers.find(([name]) => /^content-type$/i.test(name))?.[1];
        step.headers = step.headers.filter(([name]) => !/^content-type$/i.test(name));
        if (contentType && step.body && !/json/i.test(contentType) && !step.contentType)
            step.contentType = contentType;
        steps.push(step);
    }
    correlate(steps);
    const variables = new Map(journey.variables);
    const secrets = [...(journey.secrets ?? []), ...hideSecrets(steps, variables)];
    nameSteps(steps);
    markLogins(steps);
    const { defaults, scenario } = scenarioHeaders(steps);
    const flowScenario = {
        name: journey.name,
        concurrentUsers: journey.load?.concurrentUsers ?? 10,
        duration: journey.load?.duration ?? '30s',
    };
    if (journey.load?.rampUp)
        flowScenario.rampUp = journey.load.rampUp;
    const thinkTime = thinkTimeOf(filtered.kept);
    if (thinkTime)
        flowScenario.thinkTime = thinkTime;
    if (journey.load?.thresholds && Object.keys(journey.load.thresholds).length > 0)
        flowScenario.thresholds = journey.load.thresholds;
    if (Object.keys(scenario).length > 0)
        flowScenario.headers = scenario;
    flowScenario.flow = steps.map(stepOf);
    const document = { version: 1, baseUrl: journey.baseUrl ?? origin };
    if (Object.keys(defaults).length > 0)
        document.defaults = { headers: defaults };
    document.scenarios = [flowScenario];
    const header = `# Imported by loadtool import: ${steps.length} step(s). Set ${variables.size === 0 ? 'no variable' : [...variables.keys()].join(', ')} before a run.\n`;
    return {
        text: header + (0,dist/* stringify */.As)(document, { lineWidth: 0 }),
        variables,
        notes,
        secrets,
        steps: steps.length,
        extracts: steps.flatMap((step) => Object.keys(step.extract).map((key) => `${key} (${step.name})`)),
    };
}
/** Names each step uniquely: the input's name, else its method and path as correlation left it (`GET /pets/{id}`). */
function nameSteps(steps) {
    const names = new Set();
    for (const step of steps) {
        const base = (step.recorded.name ?? String(stepOf(step).endpoint)).slice(0, 95);
        let name = base;
        for (let n = 2; names.has(name); n++)
            name = `${base} (${n})`;
        names.add(name);
        step.name = name;
    }
}
/**
 * Marks as `once` the logins at the start of the flow: a POST to a login-like path, or one whose body the secrets
 * pass turned into variables, that gives a value later steps send. One measured step is always left.
 */
function markLogins(steps) {
    for (const [index, step] of steps.entries()) {
        if (index === steps.length - 1)
            return;
        const credentials = step.body !== undefined && JSON.stringify(step.body).includes('${');
        const login = step.method === 'POST' && (LOGIN_PATH.test(step.path) || credentials) && Object.keys(step.extract).length > 0;
        if (!login)
            return;
        step.once = true;
    }
}

// EXTERNAL MODULE: ./node_modules/acorn/dist/acorn.mjs
var acorn = __webpack_require__(54559);
;// CONCATENATED MODULE: ./src/import/k6-options.ts
/** The k6 percentiles and aggregates of http_req_duration that are loadtool threshold keys. */
const LATENCY = {
    'p(50)': 'p50',
    med: 'p50',
    'p(75)': 'p75',
    'p(90)': 'p90',
    'p(95)': 'p95',
    'p(99)': 'p99',
    'p(99.9)': 'p999',
    max: 'max',
    avg: 'mean',
};
/** Returns the load and thresholds k6's options say, and a note for each option it cannot carry over. */
function loadOf(options, note) {
    const load = {};
    if (options === undefined || options === null || typeof options !== 'object' || Array.isArray(options)) {
        if (options !== undefined)
            note('options is not a literal object: the default load (10 users, 30s) is written');
        return load;
    }
    for (const [key, value] of Object.entries(options)) {
        if (key === 'vus' && typeof value === 'number' && value >= 1)
            load.concurrentUsers = Math.round(value);
        else if (key === 'duration' && typeof value === 'string' && /^\d+(?:s|m|h)$/.test(value))
            load.duration = value;
        else if (key === 'stages' && Array.isArray(value))
            stagesOf(value, load, note);
        else if (key === 'thresholds' && value !== null && typeof value === 'object' && !Array.isArray(value))
            load.thresholds = thresholdsOf(value, note);
        else
            note(`options.${key} is not imported (vus, duration, stages and thresholds are)`);
    }
    return load;
}
/** Reads ramping-VU stages: the most users any stage reaches, the stages' total duration, the first as the ramp-up. */
function stagesOf(stages, load, note) {
    let total = 0;
    let most = 0;
    for (const stage of stages) {
        const duration = typeof stage === 'object' && stage && !Array.isArray(stage) ? stage.duration : undefined;
        const target = typeof stage === 'object' && stage && !Array.isArray(stage) ? stage.target : undefined;
        const seconds = typeof duration === 'string' ? secondsOf(duration) : undefined;
        if (seconds === undefined || typeof target !== 'number') {
            note('options.stages holds a stage without a duration like 30s and a numeric target: the stages are not imported');
            return;
        }
        total += seconds;
        most = Math.max(most, target);
    }
    if (most >= 1)
        load.concurrentUsers = most;
    if (total >= 1)
        load.duration = `${Math.round(total)}s`;
    const first = stages[0];
    if (first && typeof first.duration === 'string' && stages.length > 1)
        load.rampUp = `${secondsOf(first.duration)}s`;
    note(`options.stages become ${most} users for ${Math.round(total)}s with the first stage as the ramp-up: loadtool holds users steady after its ramp-up`);
}
/** Returns seconds of a k6 duration (`30s`, `1m30s`, `2m`, `500ms`), else undefined. */
function secondsOf(text) {
    const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
    if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text)
        return undefined;
    const scale = { ms: 0.001, s: 1, m: 60, h: 3600 };
    return parts.reduce((sum, [, value, unit]) => sum + Number(value) * scale[unit], 0);
}
/** Returns loadtool thresholds of k6's `http_req_duration` and `http_req_failed` expressions; notes the others. */
function thresholdsOf(thresholds, note) {
    const out = {};
    for (const [metric, value] of Object.entries(thresholds)) {
        const list = (Array.isArray(value) ? value : [value]).map((item) => typeof item === 'object' && item !== null && !Array.isArray(item) ? item.threshold : item);
        for (const expression of list) {
            const text = typeof expression === 'string' ? expression.replace(/\s+/g, '') : '';
            const latency = /^(p\([\d.]+\)|med|max|avg)<=?(\d+(?:\.\d+)?)$/.exec(text);
            const rate = /^rate<=?(\d*\.?\d+)$/.exec(text);
            const checks = /^rate>=?(\d*\.?\d+)$/.exec(text);
            if (metric === 'http_req_duration' && latency && LATENCY[latency[1]])
                out[LATENCY[latency[1]]] = `${Number(latency[2])}ms`;
            else if (metric === 'http_req_failed' && rate)
                out.errorRate = `${+(Number(rate[1]) * 100).toFixed(3)}%`;
            else if (metric === 'checks' && checks)
                out.okRate = `${+(Number(checks[1]) * 100).toFixed(3)}%`;
            else
                note(`options.thresholds.${metric}: ${JSON.stringify(expression)} is not imported (http_req_duration percentiles, http_req_failed rate<x and checks rate>x are)`);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/import/k6-values.ts
/** Returns the name of an identifier, else undefined. */
function nameOf(node) {
    return node?.type === 'Identifier' ? node.name : undefined;
}
/** Returns `object.property` of a member expression as two names (`http`, `get`), else undefined. */
function memberOf(node) {
    const member = node;
    if (member?.type !== 'MemberExpression' || member.computed)
        return undefined;
    const property = nameOf(member.property);
    return property === undefined ? undefined : [nameOf(member.object), property];
}
/** Returns X of `__ENV.X`, else undefined. */
function envName(node) {
    const member = memberOf(node);
    return member?.[0] === '__ENV' ? member[1] : undefined;
}
/** Returns the value of a literal expression (object, array, string, number, boolean), else undefined. */
function literalOf(node) {
    const any = node;
    if (!any)
        return undefined;
    if (any.type === 'Literal')
        return typeof any.value === 'string' ||
            typeof any.value === 'number' ||
            typeof any.value === 'boolean' ||
            any.value === null
            ? any.value
            : undefined;
    if (any.type === 'TemplateLiteral' && any.expressions.length === 0)
        return any.quasis[0]?.value.cooked ?? '';
    if (any.type === 'UnaryExpression' && any.operator === '-') {
        const value = literalOf(any.argument);
        return typeof value === 'number' ? -value : undefined;
    }
    if (any.type === 'ArrayExpression') {
        const items = any.elements.map((element) => literalOf(element));
        return items.every((item) => item !== undefined) ? items : undefined;
    }
    if (any.type === 'ObjectExpression') {
        const out = {};
        for (const property of any.properties) {
            if (property.type !== 'Property' || property.computed)
                return undefined;
            const key = nameOf(property.key) ?? literalOf(property.key);
            const value = literalOf(property.value);
            if (value === undefined || (typeof key !== 'string' && typeof key !== 'number'))
                return undefined;
            out[String(key)] = value;
        }
        return out;
    }
    return undefined;
}
/** Returns the text of a string expression (literal, template, `+`, constants, `__ENV.X`, extracted values), else undefined. */
function textOf(names, node) {
    const any = node;
    if (!any)
        return undefined;
    if (any.type === 'Literal')
        return typeof any.value === 'string' || typeof any.value === 'number' ? String(any.value) : undefined;
    if (any.type === 'TemplateLiteral') {
        let out = '';
        for (const [index, quasi] of any.quasis.entries()) {
            out += quasi.value.cooked ?? '';
            const expression = any.expressions[index];
            if (!expression)
                continue;
            const part = textOf(names, expression);
            if (part === undefined)
                return undefined;
            out += part;
        }
        return out;
    }
    if (any.type === 'BinaryExpression' && any.operator === '+') {
        const left = textOf(names, any.left);
        const right = textOf(names, any.right);
        return left === undefined || right === undefined ? undefined : left + right;
    }
    const name = nameOf(any);
    if (name !== undefined)
        return names.extracted.has(name) ? `\${${name}}` : names.constants.get(name);
    const env = envName(any);
    if (env === undefined)
        return undefined;
    names.env(env);
    return `\${${env}}`;
}
/** Returns the data of an expression for a body or params: a literal, `JSON.stringify(…)`, a named object, a text. */
function dataOf(names, node) {
    const any = node;
    if (!any)
        return undefined;
    if (any.type === 'CallExpression' && memberOf(any.callee)?.join('.') === 'JSON.stringify') {
        const inner = dataOf(names, any.arguments[0]);
        return inner === undefined ? undefined : JSON.stringify(inner);
    }
    if (any.type === 'ObjectExpression') {
        const out = {};
        for (const property of any.properties) {
            if (property.type !== 'Property' || property.computed)
                return undefined;
            const key = nameOf(property.key) ?? literalOf(property.key);
            const value = dataOf(names, property.value);
            if (value === undefined || (typeof key !== 'string' && typeof key !== 'number'))
                return undefined;
            out[String(key)] = value;
        }
        return out;
    }
    if (any.type === 'ArrayExpression') {
        const items = any.elements.map((element) => dataOf(names, element));
        return items.every((item) => item !== undefined) ? items : undefined;
    }
    const name = nameOf(any);
    if (name !== undefined && names.locals.has(name))
        return names.locals.get(name);
    const literal = literalOf(any);
    if (literal !== undefined && typeof literal !== 'string')
        return literal;
    return textOf(names, any);
}

;// CONCATENATED MODULE: ./src/import/k6.ts
// `loadtool import k6`: the common subset of a k6 script (options, http calls, check, sleep, res.json) as a journey.






const HTTP_METHODS = {
    get: 'GET',
    post: 'POST',
    put: 'PUT',
    patch: 'PATCH',
    del: 'DELETE',
    head: 'HEAD',
    options: 'OPTIONS',
};
/** Returns the journey of a k6 script's default function; every line it does not import is a note `script.js:12: …`. */
function readK6(text, file) {
    let program;
    try {
        program = (0,acorn/* parse */.qg)(text, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
    }
    catch (error) {
        const loc = error.loc;
        const message = error instanceof Error ? error.message.replace(/\s*\(\d+:\d+\)$/, '') : String(error);
        throw new ImportError(file, [
            {
                path: '',
                ...(loc ? { line: loc.line, column: loc.column + 1 } : {}),
                message: `is not JavaScript a k6 script can be (${message})`,
            },
        ]);
    }
    const journey = {
        name: (0,external_node_path_.basename)(file).replace(/\.[cm]?[jt]s$/, ''),
        requests: [],
        notes: [],
        variables: new Map(),
    };
    const reader = {
        text,
        name: (0,external_node_path_.basename)(file),
        journey,
        constants: new Map(),
        responses: new Map(),
        extracted: new Set(),
        locals: new Map(),
        env: (name) => {
            if (!journey.variables.has(name))
                journey.variables.set(name, `__ENV.${name} of the script`);
        },
    };
    let found = false;
    for (const statement of program.body) {
        if (statement.type === 'ImportDeclaration') {
            const source = String(statement.source.value);
            if (!/^k6(?:\/http)?$/.test(source))
                skip(reader, statement, `the module ${source} is not imported`);
        }
        else if (statement.type === 'ExportNamedDeclaration' &&
            statement.declaration?.type === 'VariableDeclaration' &&
            nameOf(statement.declaration.declarations[0]?.id) === 'options') {
            journey.load = loadOf(literalOf(statement.declaration.declarations[0]?.init), (message) => {
                note(reader, statement, message);
            });
        }
        else if (statement.type === 'ExportDefaultDeclaration' &&
            (statement.declaration.type === 'FunctionDeclaration' ||
                statement.declaration.type === 'ArrowFunctionExpression' ||
                statement.declaration.type === 'FunctionExpression') &&
            statement.declaration.body.type === 'BlockStatement') {
            found = true;
            for (const inner of statement.declaration.body.body)
                readStatement(reader, inner);
        }
        else if (statement.type === 'VariableDeclaration') {
            for (const declaration of statement.declarations)
                readConstant(reader, statement, nameOf(declaration.id), declaration.init);
        }
        else
            skip(reader, statement, 'only imports, options, constants and the default function are imported');
    }
    if (!found)
        throw new ImportError(file, [
            { path: '', message: 'has no export default function: a k6 script sends its requests from it' },
        ]);
    checkCount(journey.requests.length, file, 'requests');
    return journey;
}
/** Adds a note at a node's line: `script.js:12: …`. */
function note(reader, node, message) {
    reader.journey.notes.push(`${reader.name}:${node.loc?.start.line ?? 0}: ${message}`);
}
/** Notes a statement that is not imported, with its first line of source. */
function skip(reader, node, why) {
    const source = reader.text.slice(node.start, node.end).split('\n')[0].trim().slice(0, 80);
    note(reader, node, `${source} is not imported: ${why}`);
}
/** Reads a top-level constant: a literal, or `__ENV.X || 'default'`, whose text later URLs take. */
function readConstant(reader, statement, name, init) {
    if (!name || !init) {
        skip(reader, statement, 'a constant without a value');
        return;
    }
    if (init.type === 'LogicalExpression' && (init.operator === '||' || init.operator === '??')) {
        const env = envName(init.left);
        if (env !== undefined) {
            const fallback = literalOf(init.right);
            reader.constants.set(name, typeof fallback === 'string' ? fallback : (textOf(reader, init.left) ?? ''));
            return;
        }
    }
    const value = textOf(reader, init);
    if (value === undefined)
        skip(reader, statement, 'its value is not a literal or an environment variable');
    else
        reader.constants.set(name, value);
}
/** Reads one statement of the default function: a request, a check, a sleep, a value taken from a response. */
function readStatement(reader, statement) {
    if (statement.type === 'VariableDeclaration') {
        for (const declaration of statement.declarations) {
            const name = nameOf(declaration.id);
            const init = declaration.init;
            if (name && init && httpCall(init)) {
                const request = readRequest(reader, statement, init);
                if (request)
                    reader.responses.set(name, request);
            }
            else if (name && init && readExtract(reader, name, init))
                continue;
            else if (name && init?.type === 'ObjectExpression' && dataOf(reader, init) !== undefined)
                reader.locals.set(name, dataOf(reader, init));
            else
                skip(reader, statement, 'only requests (http.*), objects and values of res.json() are imported');
        }
        return;
    }
    const expression = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (expression && httpCall(expression)) {
        readRequest(reader, statement, expression);
        return;
    }
    const callee = expression?.type === 'CallExpression' ? nameOf(expression.callee) : undefined;
    if (expression?.type === 'CallExpression' && callee === 'sleep')
        readSleep(reader, statement, expression);
    else if (expression?.type === 'CallExpression' && callee === 'check')
        readCheck(reader, statement, expression);
    else if (callee === 'group')
        skip(reader, statement, 'group() is not imported: its requests are not read; move them out of the group');
    else
        skip(reader, statement, 'only http.* requests, check(), sleep() and values of res.json() are imported');
}
/** Returns whether an expression is `http.get(…)` and the like. */
function httpCall(node) {
    if (node.type !== 'CallExpression')
        return false;
    const member = memberOf(node.callee);
    return member?.[0] === 'http' && (HTTP_METHODS[member[1]] !== undefined || member[1] === 'request');
}
/** Reads `http.get(url, params)`, `http.post(url, body, params)` and `http.request(method, url, body, params)`. */
function readRequest(reader, statement, call) {
    const verb = memberOf(call.callee)[1];
    const args = call.arguments;
    const general = verb === 'request';
    const method = general ? literalOf(args[0]) : HTTP_METHODS[verb];
    const [urlNode, bodyNode, paramsNode] = general
        ? args.slice(1)
        : verb === 'get' || verb === 'head'
            ? [args[0], undefined, args[1]]
            : args;
    const url = textOf(reader, urlNode);
    if (typeof method !== 'string' || url === undefined) {
        skip(reader, statement, 'its method and URL are not literals, templates of constants or __ENV values');
        return undefined;
    }
    const request = { method: method.toUpperCase(), url, headers: [] };
    const body = dataOf(reader, bodyNode);
    const nullBody = bodyNode?.type === 'Literal' && literalOf(bodyNode) === null;
    if (bodyNode && body === undefined && !nullBody)
        note(reader, statement, 'the request body is not a literal: it is left out');
    if (typeof body === 'string') {
        try {
            request.body = { kind: 'json', value: JSON.parse(body) };
        }
        catch {
            request.body = { kind: 'text', text: body };
        }
    }
    else if (isObject(body))
        request.body = { kind: 'form', fields: Object.entries(body).map(([key, value]) => [key, scalar(value)]) };
    const params = dataOf(reader, paramsNode);
    if (paramsNode && !isObject(params))
        note(reader, statement, 'the request params are not a literal object: they are left out');
    else if (isObject(params)) {
        if (isObject(params.headers))
            request.headers = Object.entries(params.headers).map(([key, value]) => [key, scalar(value)]);
        for (const key of Object.keys(params))
            if (key !== 'headers')
                note(reader, statement, `params.${key} is not imported`);
    }
    reader.journey.requests.push(request);
    return request;
}
/** Returns whether a literal is an object (not a list or null). */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Returns a literal as the text a header or form field sends. */
function scalar(value) {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}
/** Reads `const token = res.json('token')` or `res.json().data.id` into an extract; returns whether it was one. */
function readExtract(reader, name, init) {
    let node = init;
    const members = [];
    while (node.type === 'MemberExpression' &&
        !node.computed &&
        nameOf(node.property) !== undefined &&
        node.object.type !== 'Super') {
        members.unshift(`.${nameOf(node.property)}`);
        node = node.object;
    }
    if (node.type !== 'CallExpression')
        return false;
    const member = memberOf(node.callee);
    const request = member?.[1] === 'json' && member[0] ? reader.responses.get(member[0]) : undefined;
    if (!request)
        return false;
    const selector = node.arguments[0] ? literalOf(node.arguments[0]) : undefined;
    if (node.arguments[0] && typeof selector !== 'string')
        return false;
    const path = `$${typeof selector === 'string' && selector ? `.${selector}` : ''}${members.join('')}`;
    request.extract = { ...request.extract, [name]: path };
    reader.extracted.add(name);
    return true;
}
/** Reads `sleep(n)` as a pause after the last request. */
function readSleep(reader, statement, call) {
    const seconds = literalOf(call.arguments[0]);
    const last = reader.journey.requests.at(-1);
    if (typeof seconds !== 'number' || !last) {
        skip(reader, statement, 'sleep() of a number after a request is imported');
        return;
    }
    last.pauseAfterMs = (last.pauseAfterMs ?? 0) + seconds * 1000;
}
/** Reads `check(res, { 'status is 200': (r) => r.status === 200 })` as the request's expected status. */
function readCheck(reader, statement, call) {
    const subject = nameOf(call.arguments[0]);
    const request = subject === undefined ? undefined : reader.responses.get(subject);
    const checks = call.arguments[1];
    if (!request || checks?.type !== 'ObjectExpression') {
        skip(reader, statement, 'check() of a request bound to a name is imported');
        return;
    }
    for (const property of checks.properties) {
        const test = property.type === 'Property' &&
            (property.value.type === 'ArrowFunctionExpression' || property.value.type === 'FunctionExpression')
            ? property.value.body
            : undefined;
        const status = test?.type === 'BinaryExpression' &&
            (test.operator === '===' || test.operator === '==') &&
            memberOf(test.left)?.[1] === 'status'
            ? literalOf(test.right)
            : undefined;
        if (typeof status === 'number')
            request.expectStatus = [...(request.expectStatus ?? []), status];
        else {
            const key = property.type === 'Property' ? reader.text.slice(property.key.start, property.key.end) : 'a spread';
            note(reader, property, `check ${key} is not imported: only r.status === N checks are`);
        }
    }
}

;// CONCATENATED MODULE: ./src/import/postman-scripts.ts
// A Postman item's test script read for what a load test can do: variables set from the response, the status checked.
const SET = /^pm\.(?:environment|collectionVariables|globals|variables)\.set\(\s*(['"`])([A-Za-z_][\w.-]*)\1\s*,\s*(.+?)\s*\)\s*;?$/;
const STATUS = /^pm\.response\.to\.(?:have\.status|be\.status)\(\s*(\d{3})\s*\)\s*;?$/;
const JSON_ALIAS = /^(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:pm\.response\.json\(\)|JSON\.parse\(\s*responseBody\s*\))\s*;?$/;
const BODY = /^(?:pm\.response\.json\(\)|JSON\.parse\(\s*responseBody\s*\))((?:\.[A-Za-z_$][\w$]*|\[\d+\]|\[(['"])[^'"]+\2\])*)$/;
/** Lines that only shape the script: they carry nothing to import. */
const FRAME = /^(?:pm\.test\(.*(?:function\s*\(\)|=>)\s*\{|\}\s*\)\s*;?|\}|\{|\/\/.*|'use strict';?)$/;
/** Reads the lines of a test script; `names` receives each variable it sets. */
function readTestScript(lines) {
    const reading = { extract: {}, status: [], skipped: [] };
    const aliases = new Set();
    lines.forEach((raw, index) => {
        const text = raw.trim();
        if (text === '' || FRAME.test(text))
            return;
        const alias = JSON_ALIAS.exec(text);
        if (alias) {
            aliases.add(alias[1]);
            return;
        }
        const status = STATUS.exec(text);
        if (status) {
            reading.status.push(Number(status[1]));
            return;
        }
        const set = SET.exec(text);
        const path = set ? jsonPathOf(set[3], aliases) : undefined;
        if (set && path) {
            reading.extract[set[2].replace(/[^A-Za-z0-9_]/g, '_')] = path;
            return;
        }
        reading.skipped.push({ line: index + 1, text: text.slice(0, 120) });
    });
    return reading;
}
/** Returns the JSONPath of `pm.response.json().a.b` (or an alias of the body's `.a.b`), else undefined. */
function jsonPathOf(expression, aliases) {
    let text = expression.trim();
    const head = /^([A-Za-z_$][\w$]*)/.exec(text)?.[1];
    if (head && aliases.has(head))
        text = `pm.response.json()${text.slice(head.length)}`;
    const match = BODY.exec(text);
    if (!match)
        return undefined;
    return `$${match[1].replace(/\[(['"])([^'"]+)\1\]/g, "['$2']")}`;
}

;// CONCATENATED MODULE: ./src/import/postman.ts
// `loadtool import postman`: a Postman collection v2.0/v2.1 (and its environment) read into the journey it sends.




/** A variable is a secret by its environment's type or by its name: its value never goes into the file. */
const SECRET_NAME = /(?:pass|pwd|secret|token|api_?key|apikey|auth|credential|private|cookie|session)/i;
/**
 * Returns the journey of a collection: its requests in order, folders flattened, `{{var}}` as the flow's extracted
 * `${name}`, the environment's or collection's value (not for a secret), or `${NAME}` to set.
 */
function readPostman(data, file, environment) {
    if (!(0,json_record/* isRecord */.u)(data) || !(0,json_record/* isRecord */.u)(data.info) || !Array.isArray(data.item)) {
        const v1 = (0,json_record/* isRecord */.u)(data) && Array.isArray(data.requests);
        throw new ImportError(file, [
            {
                path: v1 ? 'requests' : 'item',
                message: v1
                    ? 'is a Postman v1 collection: export it again as Collection v2.1'
                    : 'is missing: this is not a Postman collection v2.0 or v2.1 (info and item are needed)',
            },
        ]);
    }
    const schema = typeof data.info.schema === 'string' ? data.info.schema : '';
    if (schema && !/\/v2\.[01]\.\d+\//.test(schema))
        throw new ImportError(file, [
            {
                path: 'info.schema',
                message: `is ${schema}: only collections v2.0 and v2.1 are imported (export as Collection v2.1)`,
            },
        ]);
    const journey = {
        name: typeof data.info.name === 'string' && data.info.name.trim()
            ? data.info.name.trim().slice(0, 100)
            : 'Postman collection',
        requests: [],
        notes: [],
        variables: new Map(),
    };
    const context = { file, values: new Map(), extracted: new Set(), journey };
    for (const variable of Array.isArray(data.variable) ? data.variable : [])
        addValue(context, variable, false);
    if (environment) {
        const values = (0,json_record/* isRecord */.u)(environment.data) && Array.isArray(environment.data.values) ? environment.data.values : undefined;
        if (!values)
            throw new ImportError(environment.file, [
                { path: 'values', message: 'is missing: this is not a Postman environment file' },
            ]);
        for (const variable of values)
            addValue(context, variable, true);
    }
    walk(context, data.item, 'item', data.auth);
    journey.secrets = [...context.values.values()].filter(({ secret }) => secret).map(({ value }) => value);
    checkCount(journey.requests.length, file, 'requests');
    return journey;
}
/** Keeps a collection or environment variable's value; the environment's win, as in Postman. */
function addValue(context, variable, environment) {
    if (!(0,json_record/* isRecord */.u)(variable) || typeof variable.key !== 'string' || variable.enabled === false)
        return;
    const value = scalarText(variable.value);
    if (!environment && context.values.has(variable.key))
        return;
    context.values.set(variable.key, { value, secret: variable.type === 'secret' || SECRET_NAME.test(variable.key) });
}
/** Adds the requests of a list of items, folders flattened in order, each inheriting the auth of its folder. */
function walk(context, items, path, auth) {
    items.forEach((item, index) => {
        if (!(0,json_record/* isRecord */.u)(item))
            return;
        const at = `${path}[${index}]`;
        const inherited = item.auth !== undefined ? item.auth : auth;
        if (Array.isArray(item.item)) {
            walk(context, item.item, `${at}.item`, inherited);
            return;
        }
        if (!(0,json_record/* isRecord */.u)(item.request) && typeof item.request !== 'string') {
            throw new ImportError(context.file, [
                { path: `${at}.request`, message: 'is missing: each item is a folder (item) or a request' },
            ]);
        }
        context.journey.requests.push(requestOf(context, item, at, inherited));
    });
}
/** Returns one item's request, its variables filled in, its auth as headers, its test script's extracts. */
function requestOf(context, item, at, inheritedAuth) {
    const name = typeof item.name === 'string' && item.name.trim() ? item.name.trim() : at;
    const request = (0,json_record/* isRecord */.u)(item.request) ? item.request : { url: item.request };
    const auth = request.auth !== undefined ? request.auth : inheritedAuth;
    const fill = (text) => fillVariables(context, text, name);
    const method = typeof request.method === 'string' ? request.method.toUpperCase() : 'GET';
    const url = (0,json_record/* isRecord */.u)(request.url) ? scalarText(request.url.raw) : scalarText(request.url);
    const headers = (Array.isArray(request.header) ? request.header : [])
        .filter((header) => (0,json_record/* isRecord */.u)(header) && header.disabled !== true && typeof header.key === 'string')
        .map((header) => [String(header.key), fill(scalarText(header.value))]);
    const recorded = { method, url: fill(url), headers, name: name.slice(0, 100) };
    applyAuth(context, recorded, auth, fill);
    const body = postman_bodyOf(request.body, fill);
    if (body)
        recorded.body = body;
    for (const event of Array.isArray(item.event) ? item.event : []) {
        if (!(0,json_record/* isRecord */.u)(event) || !(0,json_record/* isRecord */.u)(event.script))
            continue;
        const exec = event.script.exec;
        const lines = Array.isArray(exec) ? exec.map(String) : typeof exec === 'string' ? exec.split('\n') : [];
        if (event.listen !== 'test') {
            lines.forEach((line, index) => {
                if (line.trim() && !line.trim().startsWith('//'))
                    context.journey.notes.push(`${name}: pre-request script line ${index + 1} is not imported: ${line.trim().slice(0, 120)}`);
            });
            continue;
        }
        const reading = readTestScript(lines);
        if (Object.keys(reading.extract).length > 0) {
            recorded.extract = reading.extract;
            for (const key of Object.keys(reading.extract))
                context.extracted.add(key);
        }
        if (reading.status.length > 0)
            recorded.expectStatus = reading.status;
        for (const { line, text } of reading.skipped)
            context.journey.notes.push(`${name}: test script line ${line} is not imported (only pm.*.set(name, pm.response.json()…) and status checks are): ${text}`);
    }
    return recorded;
}
/** Adds a request's auth (bearer, basic, apikey) as the header or query value it sends. */
function applyAuth(context, request, auth, fill) {
    if (!(0,json_record/* isRecord */.u)(auth) || typeof auth.type !== 'string' || auth.type === 'noauth')
        return;
    const field = (key) => {
        const list = auth[auth.type];
        if (Array.isArray(list)) {
            const found = list.find((entry) => (0,json_record/* isRecord */.u)(entry) && entry.key === key);
            return (0,json_record/* isRecord */.u)(found) ? fill(scalarText(found.value)) : '';
        }
        return (0,json_record/* isRecord */.u)(list) && list[key] !== undefined ? fill(scalarText(list[key])) : '';
    };
    if (auth.type === 'bearer')
        request.headers.push(['Authorization', `Bearer ${field('token')}`]);
    else if (auth.type === 'basic') {
        const user = field('username');
        const password = field('password');
        if (user.includes('${') || password.includes('${')) {
            context.journey.variables.set('BASIC_AUTH', 'base64 of user:password for Authorization: Basic');
            request.headers.push(['Authorization', 'Basic ${BASIC_AUTH}']);
        }
        else
            request.headers.push(['Authorization', `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`]);
    }
    else if (auth.type === 'apikey') {
        const key = field('key') || 'X-API-Key';
        const value = field('value');
        if (field('in') === 'query')
            request.url += `${request.url.includes('?') ? '&' : '?'}${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
        else
            request.headers.push([key, value]);
    }
    else
        context.journey.notes.push(`${request.name ?? request.url}: auth ${auth.type} is not imported (bearer, basic and apikey are)`);
}
/** Returns a request body: raw JSON (or text), or a URL-encoded form's enabled fields. */
function postman_bodyOf(body, fill) {
    if (!(0,json_record/* isRecord */.u)(body) || body.disabled === true)
        return undefined;
    if (body.mode === 'urlencoded' && Array.isArray(body.urlencoded)) {
        const fields = body.urlencoded
            .filter((field) => (0,json_record/* isRecord */.u)(field) && field.disabled !== true && typeof field.key === 'string')
            .map((field) => [String(field.key), fill(scalarText(field.value))]);
        return { kind: 'form', fields };
    }
    if (body.mode !== 'raw' || typeof body.raw !== 'string' || body.raw.trim() === '')
        return undefined;
    const text = fill(body.raw);
    try {
        return { kind: 'json', value: JSON.parse(text) };
    }
    catch {
        return { kind: 'text', text };
    }
}
/** Replaces each `{{name}}`: an extracted value's `${name}`, a value that is not a secret, else a `${NAME}` to set. */
function fillVariables(context, text, where) {
    return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name) => {
        if (name === '$guid' || name === '$randomUUID')
            return '${uuid}';
        if (name.startsWith('$')) {
            context.journey.notes.push(`${where}: the dynamic variable ${whole} is not imported: its text is sent as it is`);
            return whole;
        }
        if (context.extracted.has(name))
            return `\${${name.replace(/[^A-Za-z0-9_]/g, '_')}}`;
        const known = context.values.get(name);
        if (known && !known.secret && known.value !== '')
            return known.value;
        const variable = name
            .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
            .replace(/[^A-Za-z0-9]+/g, '_')
            .toUpperCase();
        context.journey.variables.set(variable, known
            ? `{{${name}}}, a secret of the collection or environment`
            : `{{${name}}}, which has no value in the collection or environment`);
        return `\${${variable}}`;
    });
}

;// CONCATENATED MODULE: ./src/import/import-file.ts
// An input file imported by its format: read, bounded, turned into a journey, written as a flow and checked.








/** Returns the loadtool.yaml of an input file, checked as `loadtool validate` checks it; throws on bad input. */
async function importJourney(format, file, options) {
    const text = await readInput(file, format === 'har' ? 'a HAR file' : format === 'k6' ? 'a k6 script' : 'a Postman collection');
    let journey;
    if (format === 'har')
        journey = readHar(text, file);
    else if (format === 'k6')
        journey = readK6(text, file);
    else {
        const environment = options.environment
            ? {
                file: options.environment,
                data: parseJsonInput(await readInput(options.environment, 'a Postman environment'), options.environment, 'a Postman environment file'),
            }
            : undefined;
        journey = readPostman(parseJsonInput(text, file, 'a Postman collection (v2.0 or v2.1)'), file, environment);
    }
    const imported = importFlow(journey, options);
    try {
        (0,validate/* checkLoadTest */.VR)(imported.text, options.file, { env: {}, unsetVariables: 'warning' });
    }
    catch (error) {
        if (!(error instanceof load_test_error/* LoadTestError */.v))
            throw error;
        throw new ImportError(file, [
            {
                path: '',
                message: `the flow imported from it does not validate (a bug of loadtool import: please report it with the input): ${error.message}`,
            },
        ]);
    }
    return imported;
}

// EXTERNAL MODULE: ./src/masker.ts + 1 modules
var masker = __webpack_require__(153);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/cli/handlers/import-handler.ts
// What `loadtool import` does: the input read by its format's importer, the flow written and checked, a summary.







/** Runs `loadtool import`: writes the flow, then prints what was written, the variables to set and what was left out. */
async function importFile(io, format, file, flags) {
    if ((0,external_node_fs_.existsSync)(flags.out) && !flags.force)
        throw new errors/* InputError */.dz(flags.out, [
            { path: '', message: 'exists: pass --force to replace it, or --out for another file' },
        ]);
    const imported = await importJourney(format, file, {
        file: flags.out,
        ...(flags.host === undefined ? {} : { host: flags.host }),
        ...(flags.environment === undefined ? {} : { environment: flags.environment }),
    });
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(flags.out), { recursive: true });
    await (0,promises_.writeFile)(flags.out, imported.text);
    const lines = [`Wrote ${flags.out}: 1 flow scenario, ${imported.steps} step(s), from ${file}.`];
    const { extracts } = imported;
    const more = extracts.length > 10 ? ` and ${extracts.length - 10} more` : '';
    if (extracts.length > 0)
        lines.push(`Correlated (extract, then \${name}): ${extracts.slice(0, 10).join(', ')}${more}`);
    for (const note of imported.notes)
        lines.push(`Note: ${note}`);
    if (imported.variables.size > 0) {
        lines.push('Set these variables before a run (their recorded values are not in the file):');
        for (const [name, why] of imported.variables)
            lines.push(`  ${name}: ${why}`);
    }
    lines.push(`Next: loadtool validate ${flags.out}, then loadtool run ${flags.out}`);
    // A note quotes a script line, which may hold a secret written in it: every secret found is masked.
    const mask = (0,masker/* maskerOf */.nk)(imported.secrets);
    for (const line of lines)
        io.stdout.write(`${(0,report_escape/* logText */.kc)(mask(line))}\n`);
}


/***/ }),

/***/ 79287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ jsonSyntaxError)
/* harmony export */ });
/* harmony import */ var _bracket_nesting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76772);
// Where JSON text first breaks the grammar (RFC 8259): its line and column, and what was expected there.

const VALUE = 'a value (an object, array, string, number, true, false or null)';
/** A number or a literal, from where it starts. */
const SCALAR = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
/**
 * Returns where JSON text that JSON.parse refused breaks, and what was expected there, never quoting the text (which
 * may hold anything, a secret too); undefined when the grammar finds nothing wrong. One pass without recursion, so that
 * a text of any size and nesting is told in time and memory proportional to its length, without a syntax tree:
 * JSON.parse's own message gives no position for an unexpected character, but a piece of the text instead.
 */
function jsonSyntaxError(text) {
    /** The closing bracket of each array and object open. */
    const open = [];
    let state = 'value';
    let i = 0;
    const fail = (expected) => ({ ...(0,_bracket_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .d)(text, i), expected });
    for (;;) {
        while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')
            i++;
        const c = text[i];
        const close = open.at(-1);
        if (state === 'after' && close === undefined)
            return c === undefined ? undefined : fail('the end of the file after the JSON value');
        if (c !== undefined && c === close && (state === 'after' || state === 'valueOrClose' || state === 'keyOrClose')) {
            open.pop();
            i++;
            state = 'after';
        }
        else if (state === 'after') {
            if (c !== ',')
                return fail(`',' or '${close}'`);
            i++;
            state = close === '}' ? 'key' : 'value';
        }
        else if (state === 'colon') {
            if (c !== ':')
                return fail("':' after the key");
            i++;
            state = 'value';
        }
        else if (c === '"' || isKey(state)) {
            if (c !== '"')
                return fail('a key in double quotes');
            const end = stringEnd(text, i);
            if (typeof end !== 'number')
                return { ...(0,_bracket_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .d)(text, end.at), expected: end.expected };
            i = end;
            state = isKey(state) ? 'colon' : 'after';
        }
        else if (c === '{' || c === '[') {
            open.push(c === '{' ? '}' : ']');
            i++;
            state = c === '{' ? 'keyOrClose' : 'valueOrClose';
        }
        else {
            SCALAR.lastIndex = i;
            if (c === undefined || !SCALAR.test(text))
                return fail(VALUE);
            i = SCALAR.lastIndex;
            state = 'after';
        }
    }
}
function isKey(state) {
    return state === 'key' || state === 'keyOrClose';
}
/** Returns the index after the string that starts at `start`, or where and why it is not one. */
function stringEnd(text, start) {
    for (let i = start + 1; i < text.length;) {
        const code = text.charCodeAt(i);
        if (code === 0x22)
            return i + 1;
        if (code < 0x20)
            return {
                at: i,
                expected: 'a character of the string (a line break or other control character is escaped in JSON, as \\n or \\u0000)',
            };
        if (code !== 0x5c) {
            i++;
            continue;
        }
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text))
            return {
                at: i,
                expected: 'an escape of JSON in a string: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u and four hex digits',
            };
        i = ESCAPE.lastIndex;
    }
    return { at: text.length, expected: 'the closing double quote of a string' };
}


/***/ })

};
