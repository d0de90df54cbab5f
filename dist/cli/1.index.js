export const id = 1;
export const ids = [1];
export const modules = {

/***/ 487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ RUNTIME_COMPILE)
/* harmony export */ });
/**
 * The ajv options every validator of a schema of ours is compiled with at run time, besides its own. The schemas are
 * checked against the JSON Schema meta-schema by a test, so ajv does not check them again at each start (compiling
 * the meta-schema costs more than the schema); and the code is not optimised, which saves more when compiling than it
 * costs in validating one file.
 */
const RUNTIME_COMPILE = { validateSchema: false, code: { optimize: false } };


/***/ }),

/***/ 76772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ deepNestingPosition)
/* harmony export */ });
/** A bracket or the quote that opens a string: all the scan looks at. */
const STRUCTURE = /[[\]{}"]/g;
/** The rest of a double-quoted string, escapes included, to its closing quote. */
const STRING_REST = /(?:[^"\\]|\\[^])*"/y;
/**
 * Returns the position (1-based line and column) of the first `[` or `{` of a JSON text (or YAML in flow style) that
 * opens a level beyond `limit`, or undefined when the text stays within it. Brackets inside double-quoted strings do
 * not count; exact for JSON, a close estimate for YAML (a `'` quoted scalar is not told apart). Iterative, so that
 * every reader can refuse a hostile depth before a recursive parser or walker overflows the stack on it.
 */
function deepNestingPosition(text, limit) {
    // Regular expressions skip what is not a bracket, and each string whole: a large description is mostly strings,
    // which a loop over every character reads at a fraction of the speed.
    const structure = new RegExp(STRUCTURE);
    const stringRest = new RegExp(STRING_REST);
    let depth = 0;
    for (let match = structure.exec(text); match; match = structure.exec(text)) {
        const char = text.charCodeAt(match.index);
        if (char === 0x22 /* " */) {
            stringRest.lastIndex = match.index + 1;
            // A string that never closes holds the rest of the text.
            if (!stringRest.test(text))
                return undefined;
            structure.lastIndex = stringRest.lastIndex;
        }
        else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
            if (++depth > limit)
                return positionOf(text, match.index);
        }
        else {
            depth = Math.max(0, depth - 1);
        }
    }
    return undefined;
}
/** Returns the 1-based line and column of an offset in a text. */
function positionOf(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
        line++;
        lineStart = index + 1;
    }
    return { line, column: offset - lineStart + 1 };
}


/***/ }),

/***/ 65825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   printConfig: () => (/* binding */ printConfig)
/* harmony export */ });
/* harmony import */ var _config_load_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45425);

/** Runs `loadtool config`: prints the effective configuration as JSON, or throws with every problem in it. */
async function printConfig(io, options) {
    const config = await (0,_config_load_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(options.config);
    io.stdout.write(`${JSON.stringify(config, null, 2)}\n`);
}


/***/ }),

/***/ 45034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G1: () => (/* binding */ jsonMessage),
/* harmony export */   Jj: () => (/* binding */ Wording),
/* harmony export */   P8: () => (/* binding */ problemsByPath),
/* harmony export */   Tp: () => (/* binding */ JSON_WORDS),
/* harmony export */   a: () => (/* binding */ unknownKey),
/* harmony export */   e6: () => (/* binding */ meantBranch),
/* harmony export */   et: () => (/* binding */ subjectOf),
/* harmony export */   lv: () => (/* binding */ schemaAt),
/* harmony export */   mj: () => (/* binding */ notAllowed)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21916);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);


/**
 * Returns the schema node that describes the value at `segments`, following `properties`, `items` (for array indexes)
 * and `additionalProperties`, with `$ref`s to `#/$defs` merged in; empty where the schema says nothing of the value.
 * Given the data, an `anyOf` of a mapping and other values is followed into the branch for the value's kind (a
 * mapping into the mapping's), so that a message speaks of the value as it was meant.
 */
function schemaAt(root, segments, data) {
    let at = resolve(root, root);
    let value = data;
    for (const segment of segments) {
        const node = at.node;
        const child = node?.properties?.[segment] ??
            (typeof segment === 'number' ? node?.items : undefined) ??
            (typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined);
        if (!child)
            return {};
        value = valueAt(value, [segment]);
        at = branchFor(root, resolve(root, child), value);
    }
    return at;
}
/** Returns the branch of an `anyOf` node meant for the value (see `meantBranch`), merged over the node; else the node. */
function branchFor(root, at, value) {
    const index = value === undefined ? undefined : meantBranch(root, at.node, value);
    if (index === undefined)
        return at;
    const resolved = resolve(root, at.node.anyOf[index]);
    return { ...resolved, node: { ...at.node, ...resolved.node } };
}
/**
 * Returns the index of the `anyOf` branch of `node` that a value is meant for, undefined when the node has none: a
 * mapping that uses a key of a mapping branch is meant for that branch; any other value for the first branch that
 * is not a mapping. A message then speaks of the value as it was meant, not of every branch it misses.
 */
function meantBranch(root, node, value) {
    const branches = node?.anyOf;
    if (!Array.isArray(branches))
        return undefined;
    const nodes = branches.map((branch) => resolve(root, branch).node ?? {});
    const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
    const mapping = nodes.findIndex((branch) => branch.type === 'object' && keys.some((key) => branch.properties?.[key] !== undefined));
    if (mapping !== -1)
        return mapping;
    const other = nodes.findIndex((branch) => branch.type !== 'object');
    return other === -1 ? undefined : other;
}
function resolve(root, node) {
    const def = node.$ref?.replace('#/$defs/', '');
    const target = def ? root.$defs?.[def] : undefined;
    return target ? { node: { ...resolve(root, target).node, ...node }, def } : { node };
}
/** Returns what an ajv error is about, in `data` validated against `root`. */
function subjectOf(error, root, data) {
    const at = segmentsOf(error.instancePath, data);
    return { at, value: valueAt(data, at), ...schemaAt(root, at, data), params: error.params };
}
/** Returns the segments of an ajv instance path (a JSON Pointer) into `data`, array indexes as numbers. */
function segmentsOf(pointer, data) {
    const segments = [];
    let value = data;
    for (const raw of pointer ? pointer.slice(1).split('/') : []) {
        const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        segments.push(Array.isArray(value) ? Number(segment) : segment);
        value = valueAt(value, [segment]);
    }
    return segments;
}
function valueAt(data, segments) {
    return segments.reduce((value, key) => (value && typeof value === 'object' ? value[key] : undefined), data);
}
/** JSON's names for types and its way of quoting values, for the messages about a JSON file (qa.config.json, results.json). */
const JSON_WORDS = {
    types: {
        object: 'an object',
        array: 'an array',
        string: 'a string',
        integer: 'an integer',
        number: 'a number',
        boolean: 'a boolean',
        null: 'null',
    },
    show: (value) => JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value),
    typedScalars: true,
    print: (value) => JSON.stringify(value),
};
/**
 * The sentences about values that both validators write, in the words of one file: qa.config.json is JSON ("an
 * array", examples in JSON), loadtool.yaml is YAML ("a list", examples in flow YAML).
 */
class Wording {
    words;
    constructor(words) {
        this.words = words;
    }
    /** Returns how to fix a value: `write <the schema's title>, e.g. <its first example>`, or where the README says. */
    whatToWrite(node) {
        if (!node?.title)
            return `see ${this.words.reference} in the README`;
        const example = node.examples?.[0];
        return example === undefined ? `write ${node.title}` : `write ${node.title}, e.g. ${this.words.print(example)}`;
    }
    /** Returns what a value is, for a message: `a list`, `the string "30 s"`, `5` or `a number (5)`. */
    kindOf(value) {
        const { types, show, typedScalars } = this.words;
        if (value === null)
            return types.null;
        if (Array.isArray(value))
            return types.array;
        if (typeof value === 'object')
            return types.object;
        if (typeof value === 'string')
            return `the string ${show(value)}`;
        return typedScalars ? `${types[typeof value] ?? typeof value} (${show(value)})` : show(value);
    }
    /** Returns the sentence for a value of the wrong type: the types the schema allows, what it is, what to write. */
    wrongType({ node, params, value }) {
        const types = [].concat(node?.type ?? params.type).map(String);
        const names = types.map((type) => this.words.types[type] ?? type);
        const expected = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'valid');
        return `must be ${expected}, not ${this.kindOf(value)}; ${this.whatToWrite(node)}`;
    }
}
/** Returns the sentence for a value outside the schema's `enum`: the value as quoted, then the values allowed. */
function notAllowed(quoted, node) {
    return `${quoted} is not allowed; write one of ${(node?.enum ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
}
/**
 * Returns the sentence for a key the schema does not know: the known key it most likely meant, else all of them, then
 * the fix (by default for a file whose keys of one's own start with `x-`).
 */
function unknownKey(name, known, fix = 'Remove it, or start a key of your own with "x-".') {
    const guess = closest(name, known);
    const hint = guess ? `did you mean "${guess}"?` : `the keys here are ${known.map((key) => `"${key}"`).join(', ')}.`;
    return `unknown key: ${hint} ${fix}`;
}
/** Returns the known key a typo most likely meant: same letters ignoring case, or at most two edits away. */
function closest(name, known) {
    let best;
    for (const key of known) {
        const distance = key.toLowerCase() === name.toLowerCase() ? 0 : (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(name, key);
        if (distance <= 2 && (!best || distance < best.distance))
            best = { key, distance };
    }
    return best?.key;
}
/**
 * Returns the sentence for an error of a keyword that every JSON file's messages word alike (a missing or unknown key,
 * a wrong type, a value outside an enum, a number out of range), in `wording`; undefined for any other keyword.
 * `unknownKeyFix` is what to do about an unknown key (see unknownKey).
 */
function jsonMessage(error, subject, root, wording, unknownKeyFix) {
    const { at, value, node, params } = subject;
    switch (error.keyword) {
        case 'required': {
            const segments = [...at, String(params.missingProperty)];
            return { segments, message: `is required; ${wording.whatToWrite(schemaAt(root, segments).node)}` };
        }
        case 'additionalProperties': {
            const name = String(params.additionalProperty);
            return { segments: [...at, name], message: unknownKey(name, Object.keys(node?.properties ?? {}), unknownKeyFix) };
        }
        case 'type':
            return { segments: at, message: wording.wrongType(subject) };
        case 'enum':
            return { segments: at, message: notAllowed(JSON.stringify(value), node) };
        case 'minimum':
            return {
                segments: at,
                message: `must be at least ${String(params.limit)}, not ${String(value)}; ${wording.whatToWrite(node)}`,
            };
        case 'maximum':
            return {
                segments: at,
                message: `must be at most ${String(params.limit)}, not ${String(value)}; ${wording.whatToWrite(node)}`,
            };
        default:
            return undefined;
    }
}
/** Returns one problem per value: the first sentence about each path, the one to fix first (`$` is the file itself). */
function problemsByPath(described) {
    const problems = new Map();
    for (const { segments, message } of described) {
        const path = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPath */ .uJ)(segments) || '$';
        if (!problems.has(path))
            problems.set(path, { path, message });
    }
    return [...problems.values()];
}


/***/ }),

/***/ 84429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ fillPlaceholders),
/* harmony export */   GY: () => (/* binding */ findPlaceholders),
/* harmony export */   Lb: () => (/* binding */ replacePlaceholders),
/* harmony export */   f: () => (/* binding */ unsetVariables)
/* harmony export */ });
/* unused harmony export isSet */
/**
 * `${NAME}` placeholders, read the same way wherever a value comes from the environment (loadtool.yaml, the schema
 * headers of qa.config.json) and by the engine: a name of letters, digits and `_`; `$${` writes a literal `${`. An
 * empty variable counts as unset: GitHub Actions gives "" for a secret that a fork's run cannot read.
 */
const PLACEHOLDER = /\$?\$\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Returns each `${…}` placeholder in a text: its name, and whether that name is a valid variable name. `$${` is a literal `${`. */
function findPlaceholders(text) {
    return [...text.matchAll(PLACEHOLDER)]
        .filter(([match]) => !match.startsWith('$$'))
        .map(([, name = '']) => ({ name, valid: NAME.test(name) }));
}
/** Returns whether a variable counts as set: present and not empty. */
function isSet(env, name) {
    return Boolean(env[name]);
}
/** Returns the names of the valid placeholders of a text that `env` leaves unset, each once, in order. */
function unsetVariables(text, env) {
    const names = findPlaceholders(text).flatMap(({ name, valid }) => (valid && !isSet(env, name) ? [name] : []));
    return [...new Set(names)];
}
/** Returns the text with each `${NAME}` replaced by `fill(NAME)` and each `$${` by `${`: the one reading of the syntax. */
function replacePlaceholders(text, fill) {
    return text.replace(PLACEHOLDER, (match, name) => (match.startsWith('$$') ? match.slice(1) : fill(name)));
}
/**
 * Returns the text with each `${NAME}` replaced by its value in `env` (and `$${` by `${`); calls `onValue` with each
 * value used, so that it can be masked. An unset or empty variable throws, naming the variable, never a value.
 */
function fillPlaceholders(text, env, onValue) {
    return replacePlaceholders(text, (name) => {
        if (!isSet(env, name))
            throw new Error(`the environment variable ${name} is not set`);
        const value = env[name];
        onValue(value);
        return value;
    });
}


/***/ }),

/***/ 17947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ MAX_CONCURRENT_USERS),
/* harmony export */   B4: () => (/* binding */ MAX_LATENCY_MS),
/* harmony export */   EF: () => (/* binding */ MAX_DURATION_SECONDS),
/* harmony export */   PU: () => (/* binding */ MAX_THINK_TIME_MS),
/* harmony export */   Se: () => (/* binding */ formatLatencyMs),
/* harmony export */   Uh: () => (/* binding */ thresholdValueProblem),
/* harmony export */   X0: () => (/* binding */ MAX_RAMP_UP_MS),
/* harmony export */   cO: () => (/* binding */ parseLatencyMs),
/* harmony export */   jR: () => (/* binding */ parseTimeMs),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   lW: () => (/* binding */ parseDurationSeconds),
/* harmony export */   lo: () => (/* binding */ parsePercent),
/* harmony export */   mn: () => (/* binding */ MAX_TIMEOUT_MS),
/* harmony export */   pv: () => (/* binding */ MIN_LATENCY_MS),
/* harmony export */   rU: () => (/* binding */ lacksUnit)
/* harmony export */ });
/**
 * The units of `loadtool.yaml`: test durations (`30s`, `2m`, `1h`), shorter times (`500ms`, `1.5s`),
 * latency limits (`300ms`, `1s`) and percentages (`1%`, `0.5%`). Each parser accepts exactly what the JSON Schema's
 * pattern accepts and returns undefined for anything else, so that generation can reuse them on values it writes.
 */
const MILLISECONDS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
// The bounds of a load test, in one place: validate enforces them, generation and the config's own ranges import
// them. Each keeps a run within what one process can do and every timer within Node's range (about 24.8 days).
/** The most virtual users of one scenario: one process, one connection each; a larger load is sharded over runners. */
const MAX_CONCURRENT_USERS = 10_000;
/** The longest a scenario may run: 24 hours. */
const MAX_DURATION_SECONDS = 24 * 60 * 60;
/** The longest per-request timeout: 10 minutes. */
const MAX_TIMEOUT_MS = 10 * 60_000;
/** The longest think time between two requests of a user: 1 hour. */
const MAX_THINK_TIME_MS = 60 * 60_000;
/** The longest ramp-up: the longest duration, since the ramp-up is part of it. */
const MAX_RAMP_UP_MS = MAX_DURATION_SECONDS * 1000;
/** The smallest latency limit: 1 microsecond, the resolution at which latencies are recorded. */
const MIN_LATENCY_MS = 0.001;
/** The largest latency limit: the longest duration. */
const MAX_LATENCY_MS = MAX_DURATION_SECONDS * 1000;
/**
 * Returns a latency limit as loadtool.yaml writes it (`300ms`, `0.5ms`): plain decimal notation (never `1e-7`),
 * rounded to the microsecond; undefined when it is outside MIN_LATENCY_MS … MAX_LATENCY_MS.
 */
function formatLatencyMs(ms) {
    if (!Number.isFinite(ms))
        return undefined;
    const rounded = Math.round(ms * 1000) / 1000;
    if (rounded < MIN_LATENCY_MS || rounded > MAX_LATENCY_MS)
        return undefined;
    // At most 8 digits before the point and 3 after: toFixed writes plain decimals, and the zeros it pads are dropped.
    return `${rounded.toFixed(3).replace(/\.?0+$/, '')}ms`;
}
/** Returns the seconds of a test duration, a whole number above 0 with `s`, `m` or `h` (`30s`, `2m`, `1h`), or undefined. */
function parseDurationSeconds(text) {
    const match = /^([1-9][0-9]*)(s|m|h)$/.exec(text);
    return match ? (Number(match[1]) * MILLISECONDS[match[2]]) / 1000 : undefined;
}
/** Returns the milliseconds of a time, a number of 0 or more with `ms`, `s` or `m` (`500ms`, `1.5s`, `2m`), or undefined. */
function parseTimeMs(text) {
    return parseNumberWithUnit(text, ['ms', 's', 'm']);
}
/** Returns the milliseconds of a latency limit, a number above 0 with `ms` or `s` (`300ms`, `1s`, `1.5s`), or undefined. */
function parseLatencyMs(text) {
    const ms = parseNumberWithUnit(text, ['ms', 's']);
    return ms === undefined || ms === 0 ? undefined : ms;
}
// Made once: toLocaleString with options builds a formatter at each call, which a large load test notices.
const PERCENT = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });
/**
 * Returns a percentage as loadtool.yaml writes it (`99%`, `0.0000001%`): plain decimal notation, never `1e-7%`, which
 * the load test does not read.
 */
function formatPercent(percent) {
    return `${PERCENT.format(percent)}%`;
}
/** Returns the number in a percentage from `0%` to `100%`, fractions allowed (`1%`, `0.5%`), or undefined. */
function parsePercent(text) {
    const match = /^([0-9]+(?:\.[0-9]+)?)%$/.exec(text);
    const percent = match ? Number(match[1]) : undefined;
    return percent !== undefined && percent <= 100 ? percent : undefined;
}
/** Returns true when a value is a bare number written without its unit (`30`, `"30"`, `"1.5"`). */
function lacksUnit(value) {
    return ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && NUMBER.test(value.trim())));
}
const NUMBER = /^[0-9]+(?:\.[0-9]+)?$/;
/**
 * Returns what to write instead when a value does not suit a threshold key (`a latency such as 300ms or 1s`), or
 * undefined when it does: a latency for p50…max and mean, a percentage for errorRate and okRate, a number for rps.
 */
function thresholdValueProblem(key, value) {
    const text = String(value);
    if (key === 'rps')
        return NUMBER.test(text) && Number(text) > 0 ? undefined : 'a number of requests per second above 0, such as 100';
    if (key === 'errorRate' || key === 'okRate')
        return parsePercent(text) === undefined ? 'a percentage such as 99%' : undefined;
    return parseLatencyMs(text) === undefined ? 'a latency such as 300ms or 1s' : undefined;
}
function parseNumberWithUnit(text, units) {
    const match = /^([0-9]+(?:\.[0-9]+)?)(ms|s|m|h)$/.exec(text);
    if (!match || !units.includes(match[2]))
        return undefined;
    // Rounded to the microsecond: 1.1 * 1000 is 1100.0000000000002 in floating point.
    return Math.round(Number(match[1]) * MILLISECONDS[match[2]] * 1000) / 1000;
}


/***/ })

};
