export const id = 75;
export const ids = [75];
export const modules = {

/***/ 487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ RUNTIME_COMPILE)
/* harmony export */ });
// The ajv options every validator of our schemas is compiled with at run time.
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
/* harmony export */   d: () => (/* binding */ positionOf),
/* harmony export */   i: () => (/* binding */ deepNestingPosition)
/* harmony export */ });
// A bound on `[`/`{` nesting, found by a scan before a parser recurses on untrusted text.
/**
 * Everything up to the next bracket or quote, double-quoted strings whole (escapes included): one match skips a run
 * of keys and values between two brackets. Bounded, so that the regular expression's backtracking stack stays small on
 * a long run of strings; the scan goes on where it stopped.
 */
const SKIP = /[^[\]{}"]*(?:"[^"\\]*(?:\\[^][^"\\]*)*"[^[\]{}"]*){0,256}/y;
/** The rest of a double-quoted string, escapes included, to its closing quote. */
const STRING_REST = /[^"\\]*(?:\\[^][^"\\]*)*"/y;
/**
 * Returns the position (1-based line and column) of the first `[` or `{` of a JSON text (or YAML in flow style) that
 * opens a level beyond `limit`, or undefined when the text stays within it. Brackets inside double-quoted strings do
 * not count; exact for JSON, a close estimate for YAML (a `'` quoted scalar is not told apart). Iterative, so that
 * every reader can refuse a hostile depth before a recursive parser or walker overflows the stack on it.
 */
function deepNestingPosition(text, limit) {
    // Regular expressions skip what is not a bracket, strings whole: a large description is mostly strings, which a
    // loop over every character reads at a fraction of the speed; one match per run between brackets, not per string.
    const skip = new RegExp(SKIP);
    const stringRest = new RegExp(STRING_REST);
    let depth = 0;
    for (let index = 0;; index++) {
        skip.lastIndex = index;
        skip.test(text);
        index = skip.lastIndex;
        if (index >= text.length)
            return undefined;
        const char = text.charCodeAt(index);
        if (char === 0x22 /* " */) {
            stringRest.lastIndex = index + 1;
            // A string that never closes holds the rest of the text.
            if (!stringRest.test(text))
                return undefined;
            // Past the closing quote, which the loop's step skips.
            index = stringRest.lastIndex - 1;
        }
        else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
            if (++depth > limit)
                return positionOf(text, index);
        }
        else {
            depth = Math.max(0, depth - 1);
        }
    }
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

/***/ 93218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ unsendable),
/* harmony export */   k: () => (/* binding */ headerValueProblem)
/* harmony export */ });
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84429);
// What a header value cannot carry (a line break, a control character), said without the value.

/**
 * What a header value may hold (RFC 9110 field-vchar, as undici checks it): tab, visible ASCII and space, and the
 * Latin-1 range. A line break would split the header in two (header injection), and undici refuses it.
 */
const BAD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const LINE_BREAK = /[\r\n]/;
/**
 * Returns what a header value holds that no header can carry, in words (`a line break, which …`), or undefined when
 * it can be sent. A leaf module: the load test, the schema's headers and the data sources all check their values here.
 */
function unsendable(value) {
    if (LINE_BREAK.test(value))
        return 'a line break, which a header cannot carry';
    if (BAD_VALUE.test(value))
        return 'a character a header cannot carry (a control character, or one beyond Latin-1 such as €)';
    return undefined;
}
/**
 * Returns why a header value, written as `template` with `${NAME}` filled from `env`, cannot be sent, or undefined:
 * said of the text as written, else of the variables whose values bring the character in; never quoting a value,
 * which may be a secret. Without `env`, only the text as written is checked.
 */
function headerValueProblem(template, env) {
    const written = unsendable(template);
    if (written)
        return `holds ${written}: remove it, or encode the value (percent-encoding, base64)`;
    if (!env)
        return undefined;
    const names = [...new Set((0,_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .findPlaceholders */ .GY)(template).flatMap(({ name, valid }) => (valid ? [name] : [])))].filter((name) => unsendable(env[name] ?? '') !== undefined);
    if (names.length === 0)
        return undefined;
    const what = unsendable(names.map((name) => env[name]).join(''));
    return `with ${names.map((name) => `\${${name}}`).join(' and ')} filled in from the environment, the value holds ${what}: check ${names.join(' and ')} (a trailing newline is the usual cause)`;
}


/***/ }),

/***/ 23653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hf: () => (/* binding */ parseJsonPath),
/* harmony export */   lJ: () => (/* binding */ isJsonPathSyntaxError),
/* harmony export */   nO: () => (/* binding */ compileJsonPath)
/* harmony export */ });
/* harmony import */ var jsonpath_rfc9535__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10681);
/* harmony import */ var jsonpath_rfc9535_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(71185);
// RFC 9535 JSONPath: a path parsed with the column where it is wrong, and compiled once to run on many bodies.


/**
 * Returns the query parsed, or why the text is not an RFC 9535 JSONPath (the parser's sentence, beginning in lower
 * case, and its column in the text).
 */
function parseJsonPath(path) {
    try {
        return (0,jsonpath_rfc9535_parser__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A)(path);
    }
    catch (error) {
        const column = error.location?.start?.column ?? 1;
        const message = error instanceof Error ? error.message : String(error);
        return { message: message.charAt(0).toLowerCase() + message.slice(1).replace(/\.$/, ''), column };
    }
}
/** Returns whether parseJsonPath failed. */
function isJsonPathSyntaxError(parsed) {
    return 'message' in parsed;
}
/**
 * Returns a function that gives the matches of a valid JSONPath in a JSON value, in document order, as
 * jsonpath-rfc9535's `query` does. The library parses its text on every call and evaluates no parsed form, so a
 * singular query (names and indexes only: `$.data.id`, `$.items[0]`, `$['a b'][-1]`, the shape almost every body
 * check has) is walked here from the query parsed once; any other (wildcards, slices, filters, `..`) goes to `query`.
 * Throws when the text is not a JSONPath.
 */
function compileJsonPath(path) {
    const parsed = parseJsonPath(path);
    if (isJsonPathSyntaxError(parsed))
        throw new Error(`${path} is not a JSONPath: ${parsed.message}`);
    const steps = singularSteps(parsed);
    if (!steps)
        return (json) => (0,jsonpath_rfc9535__WEBPACK_IMPORTED_MODULE_0__/* .query */ .P)(json, path);
    return (json) => {
        let value = json;
        for (const step of steps)
            value = childOf(value, step);
        return value === undefined ? [] : [value];
    };
}
/** Returns the names and indexes of a query made of them alone, one per segment; undefined for any other query. */
function singularSteps(parsed) {
    const steps = [];
    for (const segment of parsed.segments) {
        if (segment.type !== 'ChildSegment')
            return undefined;
        const { node } = segment;
        if (node.type === 'MemberNameShorthand')
            steps.push(node.value);
        else if (node.type === 'BracketedSelection' && node.selectors.length === 1) {
            const [selector] = node.selectors;
            if (selector?.type === 'NameSelector' || selector?.type === 'IndexSelector')
                steps.push(selector.value);
            else
                return undefined;
        }
        else
            return undefined;
    }
    return steps;
}
/** Returns the member or element a name or index selects (RFC 9535 §2.3.1, §2.3.3), undefined when there is none. */
function childOf(value, step) {
    if (typeof step === 'string') {
        // Own members only: a body's `constructor` or `__proto__` key is data, the prototype's are not.
        return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, step)
            ? value[step]
            : undefined;
    }
    if (!Array.isArray(value))
        return undefined;
    const index = step < 0 ? value.length + step : step;
    return index >= 0 && index < value.length ? value[index] : undefined;
}


/***/ }),

/***/ 41563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
// Whether a value parsed from JSON or YAML is a mapping: what every check of raw data asks before reading its keys.
/** Returns whether `value` is a mapping (an object that is not an array, nor null). */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
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
    /** Returns how to fix a value: `write <the schema's title>, e.g. <its first example>`, or where the reference page says. */
    whatToWrite(node) {
        if (!node?.title)
            return `see ${this.words.reference}`;
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

/***/ 94837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lD: () => (/* binding */ readDataFile),
/* harmony export */   of: () => (/* binding */ ALL_ROWS),
/* harmony export */   t1: () => (/* binding */ DataFileError)
/* harmony export */ });
/* unused harmony export MAX_DATA_FILE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var csv_parse__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56070);
/* harmony import */ var _json_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41563);
// src/loadtest/data/ reads a scenario's data file (`data:`): CSV or JSON rows, one part of them, bounded.




/**
 * The largest data file read: its rows are held in memory for the whole run (docs/data-files.md#bounds).
 * @internal Exported for the tests.
 */
const MAX_DATA_FILE_BYTES = 256 * 1024 * 1024;
/** The longest row of a CSV file, so that one unclosed quote cannot swallow the whole file into one value. */
const MAX_ROW_BYTES = 1024 * 1024;
/** The most columns a data file may have. */
const MAX_COLUMNS = 1_000;
/** What a column of a data file is called to be used as `${data.<column>}`. */
const COLUMN_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** The whole file. */
const ALL_ROWS = { offset: 0, stride: 1 };
/** A data file that cannot be read, with the 1-based line of the problem when it is in the text. */
class DataFileError extends Error {
    line;
    constructor(message, line) {
        super(message);
        this.line = line;
    }
}
/**
 * Returns the `part` of a data file's rows: a `.json` file is one JSON array of objects (their keys the columns, in
 * the order first met), any other file CSV with a header row (RFC 4180: quotes, commas and line breaks in quoted
 * values; a UTF-8 byte order mark skipped; empty lines ignored). A CSV file is read row by row, keeping only the
 * part's rows, so that its whole text is never in memory. Throws a DataFileError saying what is wrong and what to do.
 */
async function readDataFile(path, part = ALL_ROWS) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(path).catch(() => undefined);
    if (!info?.isFile())
        throw new DataFileError('not found: give the path of a CSV or JSON file, relative to loadtool.yaml');
    if (info.size > MAX_DATA_FILE_BYTES)
        throw new DataFileError(`is ${Math.ceil(info.size / 1024 / 1024)} MiB, over the ${MAX_DATA_FILE_BYTES / 1024 / 1024} MiB a data file may have: split it, or keep the rows the test needs`);
    const rows = /\.json$/i.test(path) ? jsonRows(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8'), part) : await csvRows(path, part);
    if (rows.total === 0)
        throw new DataFileError('has no rows: a data file needs at least one row of values');
    return rows;
}
/** Returns the part's rows of a CSV file with a header row, read as a stream. */
async function csvRows(path, part) {
    const parser = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(path).pipe((0,csv_parse__WEBPACK_IMPORTED_MODULE_2__/* .parse */ .qg)({ bom: true, skip_empty_lines: true, max_record_size: MAX_ROW_BYTES }));
    let columns;
    const rows = [];
    let total = 0;
    try {
        for await (const record of parser) {
            if (!columns) {
                // The header row: the file's first line, but for empty lines before it.
                columns = checkedColumns(record, 1);
                continue;
            }
            if (total % part.stride === part.offset)
                rows.push(record);
            total++;
        }
    }
    catch (error) {
        throw error instanceof DataFileError ? error : csvProblem(error);
    }
    if (!columns)
        throw new DataFileError('is empty: a CSV data file starts with a header row naming its columns');
    return { columns, rows, total };
}
/** Returns a CSV parser's error as what to fix, at its line; never with the values of the row. */
function csvProblem(error) {
    const line = typeof error.lines === 'number' ? error.lines : undefined;
    const reasons = {
        CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'the row has another number of values than the header has columns',
        CSV_QUOTE_NOT_CLOSED: 'a quoted value is not closed: end it with "',
        CSV_INVALID_CLOSING_QUOTE: 'a quote inside a value must be doubled ("")',
        CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value is followed by more text: put the whole value in quotes',
        CSV_MAX_RECORD_SIZE: `a row is longer than ${MAX_ROW_BYTES / 1024} KiB: an unclosed quote, or a value too long for a data file`,
    };
    const reason = reasons[error.code] ?? `it is not valid CSV (${error.code})`;
    return new DataFileError(reason, line);
}
/** Returns the header row's names, checked: each a name `${data.<column>}` can use, none twice. */
function checkedColumns(header, line) {
    if (header.length > MAX_COLUMNS)
        throw new DataFileError(`has ${header.length} columns, over the ${MAX_COLUMNS} a data file may have`, line);
    const columns = header.map((name) => name.trim());
    const bad = columns.filter((name) => !COLUMN_NAME.test(name));
    if (bad.length > 0)
        throw new DataFileError(`the header names ${bad.map((name) => JSON.stringify(name)).join(', ')}: a column is named with letters, digits, _ and - (starting with a letter or _), so that \${data.<column>} can use it`, line);
    const twice = columns.filter((name, index) => columns.indexOf(name) !== index);
    if (twice.length > 0)
        throw new DataFileError(`the header names ${twice.join(', ')} twice`, line);
    return columns;
}
/** Returns the part's rows of a JSON data file: an array of objects. */
function jsonRows(text, part) {
    let data;
    try {
        data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (error) {
        // The parser's message may quote the text, values included: only the place is said.
        const position = /position (\d+)/.exec(error.message)?.[1];
        const line = position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
        throw new DataFileError(`is not valid JSON${line === undefined ? '' : ` at line ${line}`}: a JSON data file is one array of objects`, line);
    }
    if (!Array.isArray(data))
        throw new DataFileError('must be a JSON array of objects, one per row');
    const notObject = data.findIndex((row) => !(0,_json_record_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u)(row));
    if (notObject >= 0)
        throw new DataFileError(`item ${notObject} is not an object: a JSON data file is an array of objects, one per row`);
    const columns = [];
    const index = new Map();
    for (const row of data)
        for (const key of Object.keys(row))
            if (!index.has(key)) {
                index.set(key, columns.length);
                columns.push(key);
            }
    if (columns.length > MAX_COLUMNS)
        throw new DataFileError(`has ${columns.length} keys, over the ${MAX_COLUMNS} columns a data file may have`);
    const rows = [];
    for (let at = part.offset; at < data.length; at += part.stride) {
        const row = data[at];
        rows.push(columns.map((column) => (Object.hasOwn(row, column) ? row[column] : undefined)));
    }
    return { columns, rows, total: data.length };
}


/***/ }),

/***/ 77009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ isOpenModel),
/* harmony export */   Kg: () => (/* binding */ arrivalFindings),
/* harmony export */   Rz: () => (/* binding */ isArrivalOwned),
/* harmony export */   xH: () => (/* binding */ stagesSeconds),
/* harmony export */   x_: () => (/* binding */ isArrivalSchemaError)
/* harmony export */ });
/* harmony import */ var _json_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45034);
/* harmony import */ var _vocabulary_arrival_rate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(45128);
/* harmony import */ var _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17947);
/* harmony import */ var _yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5190);
/* harmony import */ var _json_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41563);
// The findings of a scenario's load model (closed: concurrentUsers; open: arrivalRate or stages), worded here alone.





// Every problem at once: the JSON Schema says the same things for editors, but as "must not be present" or a pattern,
// where a user needs to hear which model each key belongs to. schema-findings.ts leaves what isArrivalOwned and
// isArrivalSchemaError claim to these findings.
const STAGE_EXAMPLE = 'stages: [{ duration: 30s, target: 200/s }, { duration: 60s, target: 200/s }]';
/** Returns whether a path is one whose problems these findings word: arrivalRate, maxUsers or stages, and within. */
function isArrivalOwned(segments) {
    const isScenario = segments.length >= 3 && segments[0] === 'scenarios' && typeof segments[1] === 'number';
    const key = isScenario ? segments[2] : segments[0] === 'defaults' ? segments[1] : undefined;
    if (key === 'stages')
        return isScenario;
    return key === 'arrivalRate' || key === 'maxUsers';
}
/** Returns whether a JSON Schema error is one of the exclusions of the open model's keys (their `dependentSchemas`). */
function isArrivalSchemaError(schemaPath) {
    return /\/dependentSchemas\/(?:arrivalRate|stages|maxUsers)\//.test(schemaPath);
}
/**
 * Returns whether a scenario runs in the open model: it sets arrivalRate or stages, or it sets no concurrentUsers
 * and defaults sets arrivalRate. A scenario's own load model replaces that of defaults as a whole.
 */
function isOpenModel(scenario, defaults) {
    if (Object.hasOwn(scenario, 'arrivalRate') || Object.hasOwn(scenario, 'stages'))
        return true;
    return !Object.hasOwn(scenario, 'concurrentUsers') && Object.hasOwn(defaults, 'arrivalRate');
}
/**
 * Returns every problem of the load model: a rate, maxUsers or stages of the wrong shape or out of bounds, and the
 * keys that do not go together (concurrentUsers with a rate, arrivalRate with stages, duration beside stages,
 * maxUsers without a rate, thinkTime or rampUp in the open model).
 */
function arrivalFindings(data) {
    const findings = [];
    const defaults = (0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(data.defaults) ? data.defaults : {};
    valueFindings(defaults, ['defaults'], findings);
    defaultsFindings(defaults, findings);
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    scenarios.forEach((scenario, index) => {
        if (!(0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(scenario))
            return;
        const at = ['scenarios', index];
        valueFindings(scenario, at, findings);
        if (Object.hasOwn(scenario, 'stages'))
            stagesFindings(scenario.stages, [...at, 'stages'], findings);
        combinationFindings(scenario, defaults, at, findings);
    });
    return findings;
}
function valueFindings(holder, at, findings) {
    if (Object.hasOwn(holder, 'arrivalRate')) {
        const message = rateProblem(holder.arrivalRate, false);
        if (message)
            findings.push({ segments: [...at, 'arrivalRate'], at: 'value', message });
    }
    if (Object.hasOwn(holder, 'maxUsers')) {
        const value = holder.maxUsers;
        if (!(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CONCURRENT_USERS */ .AD)) {
            const past = typeof value === 'number' && value > _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CONCURRENT_USERS */ .AD;
            findings.push({
                segments: [...at, 'maxUsers'],
                at: 'value',
                message: past
                    ? `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is more than ${_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CONCURRENT_USERS */ .AD}, the most connections of one scenario (one process): write at most ${_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CONCURRENT_USERS */ .AD}, and split a larger load over several runners (shards)`
                    : `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is not a whole number of connections from 1 to ${_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CONCURRENT_USERS */ .AD}: write the most requests in flight at once, e.g. maxUsers: 400`,
            });
        }
    }
}
/** Returns what is wrong with a rate, or undefined when it is one; `zero` says whether 0/s is allowed (a stage). */
function rateProblem(value, zero) {
    const rate = (0,_vocabulary_arrival_rate_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRate */ .WN)(value);
    if (rate === undefined)
        return `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is not a rate: write ${_vocabulary_arrival_rate_js__WEBPACK_IMPORTED_MODULE_1__/* .RATE_EXAMPLES */ .bI}`;
    if (rate === 0 && !zero) {
        return `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} sends no request: write a rate above 0, e.g. 200/s; for a pause, use stages with a target of 0/s`;
    }
    if (rate > _vocabulary_arrival_rate_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ARRIVAL_RATE */ .m3) {
        return `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is more than ${_vocabulary_arrival_rate_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ARRIVAL_RATE */ .m3}/s, the highest rate of one scenario (one process): write at most "${_vocabulary_arrival_rate_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ARRIVAL_RATE */ .m3}/s", and split a larger load over several runners (shards)`;
    }
    return undefined;
}
function stagesFindings(stages, at, findings) {
    const shape = `a list of stages, each with duration and target, e.g. ${STAGE_EXAMPLE}`;
    if (!Array.isArray(stages) || stages.length === 0) {
        const what = stages === null ? 'is empty' : Array.isArray(stages) ? 'is an empty list' : `is ${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(stages)}`;
        findings.push({ segments: at, at: 'value', message: `${what}: write ${shape}` });
        return;
    }
    let seconds = 0;
    let valid = true;
    let sends = false;
    for (const [index, stage] of stages.entries()) {
        const stageAt = [...at, index];
        if (!(0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(stage)) {
            findings.push({ segments: stageAt, at: 'value', message: `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(stage)} is not a stage: write ${shape}` });
            valid = false;
            continue;
        }
        for (const key of Object.keys(stage)) {
            if (key === 'duration' || key === 'target' || key.startsWith('x-'))
                continue;
            findings.push({ segments: [...stageAt, key], at: 'key', message: (0,_json_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .unknownKey */ .a)(key, ['duration', 'target']) });
        }
        for (const key of ['duration', 'target'].filter((name) => !Object.hasOwn(stage, name))) {
            const example = key === 'duration' ? 'duration: 30s' : 'target: 200/s';
            findings.push({
                segments: [...stageAt, key],
                at: 'parent',
                message: `is required: each stage has a duration and the rate it reaches, e.g. { ${example} }`,
            });
            valid = false;
        }
        if (Object.hasOwn(stage, 'duration')) {
            const stageSeconds = typeof stage.duration === 'string' ? (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDurationSeconds */ .lW)(stage.duration) : undefined;
            if (stageSeconds === undefined) {
                const message = (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .lacksUnit */ .rU)(stage.duration)
                    ? `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(stage.duration)} needs a unit, e.g. "${String(stage.duration).trim()}s"`
                    : `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(stage.duration)} is not a duration: write a whole number above 0 followed by s, m or h, e.g. "30s"`;
                findings.push({ segments: [...stageAt, 'duration'], at: 'value', message });
                valid = false;
            }
            else
                seconds += stageSeconds;
        }
        if (Object.hasOwn(stage, 'target')) {
            const message = rateProblem(stage.target, true);
            if (message)
                findings.push({ segments: [...stageAt, 'target'], at: 'value', message });
            else
                sends ||= (0,_vocabulary_arrival_rate_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRate */ .WN)(stage.target) > 0;
            valid &&= message === undefined;
        }
    }
    if (!valid)
        return;
    if (seconds > _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DURATION_SECONDS */ .EF) {
        findings.push({
            segments: at,
            at: 'key',
            message: `last ${seconds}s in all, longer than 24h, the longest a scenario may run: shorten the stages to at most 24h together, and run a longer soak test as several runs`,
        });
    }
    if (!sends) {
        findings.push({
            segments: at,
            at: 'key',
            message: "every stage's target is 0/s, so the scenario sends nothing: give at least one stage a target above 0",
        });
    }
}
function defaultsFindings(defaults, findings) {
    const own = (key) => Object.hasOwn(defaults, key);
    if (own('arrivalRate') && own('concurrentUsers')) {
        findings.push({
            segments: ['defaults', 'arrivalRate'],
            at: 'key',
            message: 'cannot be set together with concurrentUsers in defaults: keep one load model as the default (concurrentUsers: each user waits for its answer; arrivalRate: requests start on schedule), and set the other in the scenarios that need it',
        });
    }
    if (own('maxUsers') && !own('arrivalRate')) {
        findings.push({
            segments: ['defaults', 'maxUsers'],
            at: 'key',
            message: 'bounds the connections of a rate, and defaults has none: add arrivalRate to defaults (e.g. arrivalRate: 200/s), or move maxUsers to the scenarios with arrivalRate or stages',
        });
    }
    if (own('arrivalRate')) {
        for (const key of ['thinkTime', 'rampUp'].filter(own)) {
            findings.push({ segments: ['defaults', key], at: 'key', message: openModelRefuses(key) });
        }
    }
}
function combinationFindings(scenario, defaults, at, findings) {
    const own = (key) => Object.hasOwn(scenario, key);
    const push = (key, message) => findings.push({ segments: [...at, key], at: 'key', message });
    const rateKey = own('arrivalRate') ? 'arrivalRate' : own('stages') ? 'stages' : undefined;
    if (own('arrivalRate') && own('stages')) {
        push('stages', 'cannot be set together with arrivalRate: keep arrivalRate for a constant rate, or stages for a rate that changes over time');
    }
    if (rateKey && own('concurrentUsers')) {
        push(rateKey, `cannot be set together with concurrentUsers: concurrentUsers is the closed model (each user waits for its answer), ${rateKey} the open model (requests start on schedule whatever the server does); keep one, with maxUsers for the connections of a rate`);
    }
    if (own('stages') && own('duration')) {
        push('duration', "cannot be set beside stages: the scenario lasts the sum of its stages' durations; remove duration, or change the stages");
    }
    const open = isOpenModel(scenario, defaults);
    if (own('maxUsers') && !open) {
        push('maxUsers', own('concurrentUsers')
            ? 'cannot be set together with concurrentUsers: maxUsers bounds the connections of a rate (arrivalRate or stages), and concurrentUsers is already the number of connections of the closed model; remove maxUsers'
            : 'bounds the connections of a rate, and this scenario has none: add arrivalRate (e.g. arrivalRate: 200/s) or stages, or remove maxUsers');
    }
    if (!open)
        return;
    const from = rateKey ?? 'arrivalRate of defaults';
    for (const key of ['thinkTime', 'rampUp'].filter(own))
        push(key, openModelRefuses(key, from));
}
/** Returns the seconds of valid stages in all (the scenario's measured time), or undefined for anything else. */
function stagesSeconds(stages) {
    if (!Array.isArray(stages) || stages.length === 0)
        return undefined;
    let seconds = 0;
    for (const stage of stages) {
        const each = (0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(stage) && typeof stage.duration === 'string' ? (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDurationSeconds */ .lW)(stage.duration) : undefined;
        if (each === undefined)
            return undefined;
        seconds += each;
    }
    return seconds;
}
/** The sentence for thinkTime or rampUp in the open model, where they mean nothing. */
function openModelRefuses(key, from = 'arrivalRate') {
    const instead = key === 'rampUp' ? `ramp the rate with stages instead, e.g. ${STAGE_EXAMPLE}` : 'lower the rate for fewer requests';
    return `means nothing in the open model (${from}): requests start on schedule, not when a user is ready; remove ${key}, and ${instead}`;
}


/***/ }),

/***/ 95066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ boundFindings),
/* harmony export */   d: () => (/* binding */ DURATION_PAST_BOUND)
/* harmony export */ });
/* harmony import */ var _vocabulary_thresholds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58442);
/* harmony import */ var _arrival_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77009);
/* harmony import */ var _each_step_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21225);
/* harmony import */ var _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17947);
/* harmony import */ var _yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5190);
/* harmony import */ var _json_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41563);
// The findings of the bounds of a load test: values past them (errors), times that do not fit the duration (warnings).






/** The times a scenario or `defaults` may set besides its duration, with their bound and how a message names them. */
const TIMES = [
    { key: 'timeout', max: _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_TIMEOUT_MS */ .mn, noun: 'a timeout', fix: 'a request slower than that is no load test' },
    { key: 'thinkTime', max: _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_THINK_TIME_MS */ .PU, noun: 'a think time', fix: 'a user that waits longer sends no load' },
    { key: 'rampUp', max: _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_RAMP_UP_MS */ .X0, noun: 'a ramp-up', fix: 'the ramp-up is part of the duration' },
];
const LATENCY = /^([0-9]+(?:\.[0-9]+)?)(ms|s)$/;
/**
 * Returns the values past the bounds of units.ts (a duration over 24 h, a timeout, think time or ramp-up too long, a
 * latency limit below what is measured), and, as warnings, a think time or ramp-up longer than the scenario's
 * duration (with `defaults` merged): then most users send one request, or never start. The number of users is
 * bounded by the JSON Schema. Values of the wrong shape are left to the JSON Schema.
 */
function boundFindings(data) {
    const problems = [];
    const warnings = [];
    const defaults = (0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(data.defaults) ? data.defaults : {};
    checkTimes(defaults, ['defaults'], problems);
    checkLatencies(defaults.thresholds, ['defaults', 'thresholds'], problems);
    const defaultSeconds = durationWithin(defaults.duration, ['defaults', 'duration'], problems);
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    scenarios.forEach((scenario, index) => {
        if (!(0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(scenario))
            return;
        const at = ['scenarios', index];
        checkTimes(scenario, at, problems);
        checkLatencies(scenario.thresholds, [...at, 'thresholds'], problems);
        (0,_each_step_js__WEBPACK_IMPORTED_MODULE_5__/* .eachStep */ .c)(scenario, at, (step, stepAt) => {
            checkTimes(step, stepAt, problems);
            checkLatencies(step.thresholds, [...stepAt, 'thresholds'], problems);
            checkStepAbort(step.thresholds, [...stepAt, 'thresholds'], problems);
        });
        const own = Object.hasOwn(scenario, 'duration');
        const duration = own ? scenario.duration : defaults.duration;
        const seconds = own ? durationWithin(duration, [...at, 'duration'], problems) : defaultSeconds;
        // The open model has no think time or ramp-up (arrival-findings.ts): nothing to compare with its duration.
        if (seconds === undefined || (0,_arrival_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .isOpenModel */ .A)(scenario, defaults))
            return;
        const name = typeof scenario.name === 'string' ? ` of ${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(scenario.name)}` : '';
        for (const { key, max } of TIMES) {
            if (key === 'timeout')
                continue;
            const [value, segments] = Object.hasOwn(scenario, key)
                ? [scenario[key], [...at, key]]
                : [defaults[key], ['defaults', key]];
            const ms = typeof value === 'string' ? (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTimeMs */ .jR)(value) : undefined;
            // A time past its bound is an error already.
            if (ms === undefined || ms <= seconds * 1000 || ms > max)
                continue;
            const effect = key === 'thinkTime'
                ? 'each virtual user sends one request, then waits past the end'
                : 'the users due to start after the end never start';
            warnings.push({
                segments,
                at: 'value',
                message: `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is longer than the duration${name} (${String(duration)}): ${effect}; shorten ${key} or lengthen the duration`,
            });
        }
    });
    return { problems, warnings };
}
/** Returns the seconds of a duration within the bound, pushing the problem of one past it; undefined for either. */
function durationWithin(value, segments, problems) {
    const seconds = typeof value === 'string' ? (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDurationSeconds */ .lW)(value) : undefined;
    if (seconds === undefined || seconds <= _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DURATION_SECONDS */ .EF)
        return seconds;
    problems.push({
        segments,
        at: 'value',
        message: `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is ${DURATION_PAST_BOUND}`,
    });
    return undefined;
}
/** What a duration past its bound is, and what to do instead; `--duration` says the same. */
const DURATION_PAST_BOUND = `longer than 24h, the longest a scenario may run: write at most "24h" (or "${_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DURATION_SECONDS */ .EF}s"), and run a longer soak test as several runs`;
function checkTimes(holder, at, problems) {
    for (const { key, max, noun, fix } of TIMES) {
        const value = holder[key];
        const ms = typeof value === 'string' ? (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTimeMs */ .jR)(value) : undefined;
        if (ms === undefined || ms <= max)
            continue;
        problems.push({
            segments: [...at, key],
            at: 'value',
            message: `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is longer than ${formatBound(max)}, the longest ${noun} may be (${fix}): write at most "${formatBound(max)}"`,
        });
    }
}
/**
 * A step's threshold cannot stop its flow early: abortOnFail stops a scenario, which is judged on the flow's figures
 * (engine/record/abort-watch.ts watches the scenario's own thresholds).
 */
function checkStepAbort(thresholds, at, problems) {
    if (!(0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(thresholds))
        return;
    for (const [key, value] of Object.entries(thresholds))
        if ((0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value) && value.abortOnFail === true)
            problems.push({
                segments: [...at, key, 'abortOnFail'],
                at: 'key',
                message: "abortOnFail stops a whole scenario: set it on the flow's own thresholds (the scenario's), not a step's",
            });
}
function checkLatencies(thresholds, at, problems) {
    if (!(0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(thresholds))
        return;
    for (const [key, written] of Object.entries(thresholds)) {
        // A threshold with abortOnFail is a mapping with its limit.
        const [value, segments] = (0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(written) ? [written.limit, [...at, key, 'limit']] : [written, [...at, key]];
        const match = (0,_vocabulary_thresholds_js__WEBPACK_IMPORTED_MODULE_0__/* .isLatencyKey */ .iC)(key) && typeof value === 'string' ? LATENCY.exec(value) : null;
        if (!match)
            continue;
        const ms = Number(match[1]) * (match[2] === 's' ? 1000 : 1);
        // Zero is the JSON Schema's to refuse: it says "above 0".
        if (ms === 0)
            continue;
        if (ms < _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_LATENCY_MS */ .pv) {
            problems.push({
                segments,
                at: 'value',
                message: `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is below 0.001ms, the smallest latency limit: latencies are measured to the microsecond; write 0.001ms or more`,
            });
        }
        else if (ms > _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LATENCY_MS */ .B4) {
            problems.push({
                segments,
                at: 'value',
                message: `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is longer than 24h, the longest latency limit: write at most "${_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_LATENCY_MS */ .B4}ms" (or remove the threshold)`,
            });
        }
    }
}
/** Returns a bound as these times are written, in the largest whole unit they take: `10m`, `60m`, `1440m`. */
function formatBound(ms) {
    if (ms % 60_000 === 0)
        return `${ms / 60_000}m`;
    return `${ms / 1000}s`;
}


/***/ }),

/***/ 21225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ eachStep)
/* harmony export */ });
/* harmony import */ var _json_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41563);

/** Calls `visit` with each step of a scenario's flow that is a mapping, and where it is; nothing without a flow. */
function eachStep(scenario, at, visit) {
    if (!(0,_json_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(scenario) || !Array.isArray(scenario.flow))
        return;
    scenario.flow.forEach((step, index) => {
        if ((0,_json_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(step))
            visit(step, [...at, 'flow', index]);
    });
}


/***/ }),

/***/ 73080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jh: () => (/* binding */ toJsonChecks),
/* harmony export */   Yv: () => (/* binding */ expectJsonFindings),
/* harmony export */   tX: () => (/* binding */ jsonPathProblem)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21916);
/* harmony import */ var _json_path_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23653);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84429);
/* harmony import */ var _each_step_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(21225);
/* harmony import */ var _yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5190);
/* harmony import */ var _json_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(41563);
// The findings of `expect.json`: keys that are not JSONPaths, `${NAME}` in values, near-misses of keywords.






/** The words of `expect.json` that are not values to compare with. */
const KEYWORDS = ['absent', 'present'];
const PATH_EXAMPLES = 'write e.g. "$.data.id", "$.items[0].name" or "$.errors"';
/**
 * Returns what the JSON Schema cannot say about `expect.json` (under `defaults` and each scenario): a key that is not
 * an RFC 9535 JSONPath (at the key, with the column in the path where the parser stopped), a value holding `${NAME}`
 * (compared as written, never filled in), and, as warnings, a string value close to `absent` or `present`.
 */
function expectJsonFindings(data) {
    const found = { problems: [], warnings: [] };
    const inExpect = (owner, at) => {
        const checks = (0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(owner) && (0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(owner.expect) ? owner.expect.json : undefined;
        if (!(0,_json_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(checks))
            return;
        for (const [path, value] of Object.entries(checks)) {
            const segments = [...at, 'expect', 'json', path];
            const pathProblem = jsonPathProblem(path);
            if (pathProblem)
                found.problems.push({ segments, at: 'key', message: pathProblem });
            if (typeof value !== 'string')
                continue;
            if ((0,_placeholders_js__WEBPACK_IMPORTED_MODULE_2__/* .findPlaceholders */ .GY)(value).length > 0) {
                found.problems.push({
                    segments,
                    at: 'value',
                    message: `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} holds a \${NAME}: expect.json values are compared as written, never filled in from the environment; write the value itself`,
                });
            }
            const near = KEYWORDS.find((word) => value !== word && (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(value.toLowerCase(), word) <= 2);
            if (near) {
                found.warnings.push({
                    segments,
                    at: 'value',
                    message: `${(0,_yaml_yaml_wording_js__WEBPACK_IMPORTED_MODULE_3__/* .show */ .W)(value)} is compared as a string: did you mean ${near}? Write absent or present in lower case`,
                });
            }
        }
    };
    inExpect(data.defaults, ['defaults']);
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    scenarios.forEach((scenario, index) => {
        inExpect(scenario, ['scenarios', index]);
        (0,_each_step_js__WEBPACK_IMPORTED_MODULE_5__/* .eachStep */ .c)(scenario, ['scenarios', index], inExpect);
    });
    return found;
}
/** Returns the checks of a valid `expect.json` mapping, in the order written. */
function toJsonChecks(checks) {
    return Object.entries(checks).map(([path, value]) => value === 'absent' || value === 'present' ? { path, expect: value } : { path, expect: 'equals', value });
}
/** Returns why a text is not an RFC 9535 JSONPath, as a problem's message; undefined when it is one. */
function jsonPathProblem(path) {
    if (!path.startsWith('$')) {
        const suggestion = path.startsWith('.') || path.startsWith('[') ? `$${path}` : `$.${path}`;
        const valid = !(0,_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonPathSyntaxError */ .lJ)((0,_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonPath */ .Hf)(suggestion));
        return `is not a JSONPath (RFC 9535): it must start with $, the root of the body; ${valid ? `write ${JSON.stringify(suggestion)}` : PATH_EXAMPLES}`;
    }
    const parsed = (0,_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonPath */ .Hf)(path);
    if (!(0,_json_path_js__WEBPACK_IMPORTED_MODULE_1__/* .isJsonPathSyntaxError */ .lJ)(parsed))
        return undefined;
    return `is not a JSONPath (RFC 9535): at column ${parsed.column} of the path, ${parsed.message}; ${PATH_EXAMPLES}`;
}


/***/ }),

/***/ 81260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ LoadTestError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// The error of an invalid `loadtool.yaml`: every problem, each with its line and column.

/** `loadtool.yaml` is invalid: every problem, each with its line and column. */
class LoadTestError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    name = 'LoadTestError';
}


/***/ }),

/***/ 88890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e7: () => (/* binding */ requestData),
/* harmony export */   ey: () => (/* binding */ toThresholds),
/* harmony export */   hE: () => (/* binding */ expectOf),
/* harmony export */   lF: () => (/* binding */ mergeHeaders)
/* harmony export */ });
/* harmony import */ var _vocabulary_thresholds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58442);
/* harmony import */ var _vocabulary_units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17947);
/* harmony import */ var _findings_expect_json_findings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73080);



/** Returns the request data of valid raw keys, with `headers` (already merged) in place of the raw ones. */
function requestData(raw, headers) {
    return {
        ...(raw.params && { params: raw.params }),
        ...(raw.query && { query: raw.query }),
        ...(headers && { headers }),
        ...('body' in raw && { body: raw.body }),
        ...(raw.contentType && { contentType: raw.contentType }),
        ...(raw.graphql && {
            graphql: { query: raw.graphql.query, ...(raw.graphql.variables && { variables: raw.graphql.variables }) },
        }),
    };
}
/**
 * Returns the statuses and body checks of a request: each key of expect on its own, so that a request that sets its
 * status keeps the default body checks, and the reverse.
 */
function expectOf(own, defaults) {
    const expectStatus = own?.status ?? defaults?.status;
    const expectJson = own?.json ?? defaults?.json;
    return { ...(expectStatus && { expectStatus }), ...(expectJson && { expectJson: (0,_findings_expect_json_findings_js__WEBPACK_IMPORTED_MODULE_2__/* .toJsonChecks */ .Jh)(expectJson) }) };
}
/** Returns the thresholds of a valid mapping written at `at`, each with the line and column of its key. */
function toThresholds(thresholds, at, locate) {
    return Object.entries(thresholds).flatMap(([key, raw]) => {
        if (!(0,_vocabulary_thresholds_js__WEBPACK_IMPORTED_MODULE_0__/* .isThresholdKey */ .jA)(key))
            return [];
        const { bound, unit } = _vocabulary_thresholds_js__WEBPACK_IMPORTED_MODULE_0__/* .THRESHOLD_DEFINITIONS */ .Tf[key];
        const value = typeof raw === 'object' ? raw.limit : raw;
        const text = String(value);
        const limit = unit === 'rps' || unit === 'events' ? Number(value) : unit === '%' ? (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePercent */ .lo)(text) : (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLatencyMs */ .cO)(text);
        const abort = typeof raw === 'object' && raw.abortOnFail === true;
        return [
            {
                key,
                bound,
                limit,
                unit,
                text,
                ...locate([...at, key], 'key'),
                ...(abort && { abortOnFail: { delayMs: (0,_vocabulary_units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTimeMs */ .jR)(raw.delay ?? '0s') ?? 0 } }),
            },
        ];
    });
}
/** Returns the headers of each layer in turn, a later one on top; names match whatever their case, as HTTP's do. */
function mergeHeaders(...layers) {
    if (layers.every((layer) => !layer))
        return undefined;
    const merged = new Map();
    for (const [name, value] of layers.flatMap((layer) => Object.entries(layer ?? {}))) {
        merged.set(name.toLowerCase(), [name, value]);
    }
    return Object.fromEntries(merged.values());
}


/***/ }),

/***/ 39075:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nz: () => (/* binding */ WARNING),
  VR: () => (/* binding */ checkLoadTest),
  hS: () => (/* binding */ checkLoadTestFile),
  F$: () => (/* binding */ hasProblems),
  f$: () => (/* binding */ loadLoadTest),
  wH: () => (/* binding */ parseLoadTest)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/loadtest/findings/arrival-findings.ts
var arrival_findings = __webpack_require__(77009);
// EXTERNAL MODULE: ./src/loadtest/findings/bound-findings.ts
var bound_findings = __webpack_require__(95066);
// EXTERNAL MODULE: ./src/loadtest/findings/expect-json-findings.ts
var expect_json_findings = __webpack_require__(73080);
// EXTERNAL MODULE: ./src/loadtest/load-test-error.ts
var load_test_error = __webpack_require__(81260);
// EXTERNAL MODULE: ./src/loadtest/yaml/read-yaml.ts + 2 modules
var read_yaml = __webpack_require__(19976);
// EXTERNAL MODULE: ./src/json-schema-messages.ts
var json_schema_messages = __webpack_require__(45034);
// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
// EXTERNAL MODULE: ./src/vocabulary/regression.ts
var vocabulary_regression = __webpack_require__(93975);
// EXTERNAL MODULE: ./src/loadtest/findings/each-step.ts
var each_step = __webpack_require__(21225);
// EXTERNAL MODULE: ./src/loadtest/yaml/yaml-wording.ts
var yaml_wording = __webpack_require__(5190);
// EXTERNAL MODULE: ./src/json-record.ts
var json_record = __webpack_require__(41563);
;// CONCATENATED MODULE: ./src/loadtest/findings/regression-findings.ts
// The findings of the `regression` and `rounds` keys, worded here alone, every problem at once, and the warning of
// rounds too few to compare.







// The JSON Schema says the same things for editors, in words too general for a tolerance (`1pp` where a percentage
// belongs is a wrong unit, not a pattern), so schema-findings.ts leaves what isRegressionOwned claims to these
// findings.
/**
 * The fewest rounds a side that give a 95% interval of a change (the exact Mann–Whitney interval): with fewer, every
 * comparison with a baseline is inconclusive (docs/regression-gate.md).
 */
const MIN_COMPARED_ROUNDS = 4;
const EXAMPLE = `{ p95: ${vocabulary_regression/* DEFAULT_REGRESSION */.ou.p95}, errorRate: ${vocabulary_regression/* DEFAULT_REGRESSION */.ou.errorRate} }`;
/**
 * Returns whether a path is one whose problems these findings word: a `regression` or `rounds` of defaults or of a
 * scenario, what is under them, and one written on a flow's step.
 */
function isRegressionOwned(segments) {
    const index = segments.findIndex((segment) => segment === 'regression' || segment === 'rounds');
    if (index < 0)
        return false;
    const holder = segments.slice(0, index);
    const isStep = holder.length === 4 && holder[0] === 'scenarios' && holder[2] === 'flow';
    const isScenario = holder.length === 2 && holder[0] === 'scenarios';
    const isDefaults = holder.length === 1 && holder[0] === 'defaults';
    return isStep || isScenario || isDefaults;
}
/**
 * Returns every problem of the `regression` and `rounds` keys: unknown keys (with the key meant), `okRate`, a
 * tolerance in the wrong unit or out of range, rounds that are not a whole number from 1 to MAX_ROUNDS or shorter than
 * a second each (with the duration merged from defaults), and either key on a flow's step. And, as warnings, the
 * scenarios run in fewer than MIN_COMPARED_ROUNDS rounds (written, or roundsOf their duration), whose comparison with
 * a baseline could never be conclusive: a warning, since a run without a baseline is judged by its thresholds alone.
 */
function regressionFindings(data) {
    const findings = [];
    const defaults = (0,json_record/* isRecord */.u)(data.defaults) ? data.defaults : {};
    toleranceFindings(defaults, ['defaults'], findings);
    const defaultRounds = roundsWithin(defaults, ['defaults'], findings);
    if (defaultRounds !== undefined)
        findings.push(...shortRounds({}, defaults, ['defaults'], defaultRounds));
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    scenarios.forEach((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario))
            return;
        const at = ['scenarios', index];
        toleranceFindings(scenario, at, findings);
        const own = roundsWithin(scenario, at, findings);
        const rounds = Object.hasOwn(scenario, 'rounds') ? own : defaultRounds;
        // Only rounds somebody wrote are checked against the duration: without them the engine picks how to split it.
        if (rounds !== undefined)
            findings.push(...shortRounds(scenario, defaults, at, rounds));
        (0,each_step/* eachStep */.c)(scenario, at, (step, stepAt) => {
            for (const key of ['regression', 'rounds'].filter((name) => Object.hasOwn(step, name))) {
                findings.push({
                    segments: [...stepAt, key],
                    at: 'key',
                    message: `a flow step has no ${key} of its own: the scenario's ${key} judges the flow as a whole; move it up to the scenario`,
                });
            }
        });
    });
    return { problems: findings, warnings: fewRoundsWarnings(scenarios, defaults) };
}
/**
 * Returns the warnings of the scenarios that are not skipped and run in fewer than MIN_COMPARED_ROUNDS rounds: at the
 * rounds written (the scenario's, else those of defaults), else at the duration they come from (the scenario's own,
 * its stages', else that of defaults). What defaults cause is said once, at defaults.
 */
function fewRoundsWarnings(scenarios, defaults) {
    const warnings = [];
    const saidAt = new Set();
    scenarios.forEach((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario) || typeof scenario.skip === 'string')
            return;
        const warning = fewRounds(scenario, defaults, ['scenarios', index]);
        if (!warning)
            return;
        const key = warning.segments.join('.');
        if (saidAt.has(key))
            return;
        saidAt.add(key);
        warnings.push(warning);
    });
    return warnings;
}
/** Returns the warning of one scenario's rounds when they are fewer than MIN_COMPARED_ROUNDS, else undefined. */
function fewRounds(scenario, defaults, at) {
    const staged = (0,arrival_findings/* stagesSeconds */.xH)(scenario.stages);
    // Stages that do not add up are an error already.
    if (Object.hasOwn(scenario, 'stages') && staged === undefined)
        return undefined;
    const ownDuration = Object.hasOwn(scenario, 'duration');
    const duration = staged !== undefined ? `${staged}s` : ownDuration ? scenario.duration : defaults.duration;
    const seconds = typeof duration === 'string' ? (0,units/* parseDurationSeconds */.lW)(duration) : undefined;
    const roundsHolder = Object.hasOwn(scenario, 'rounds') ? scenario : Object.hasOwn(defaults, 'rounds') ? defaults : {};
    const tooFew = `a comparison with a baseline needs at least ${MIN_COMPARED_ROUNDS} rounds a side for a 95% interval (with fewer it is always inconclusive)`;
    const shortest = `${MIN_COMPARED_ROUNDS * vocabulary_regression/* MIN_ROUND_SECONDS */.EK}s`;
    if (Object.hasOwn(roundsHolder, 'rounds')) {
        const rounds = roundsHolder.rounds;
        // Rounds that are not a whole number from 1 to MAX_ROUNDS are an error already.
        if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > vocabulary_regression/* MAX_ROUNDS */.JH)
            return undefined;
        if (rounds >= MIN_COMPARED_ROUNDS)
            return undefined;
        const own = roundsHolder === scenario;
        const name = own && typeof scenario.name === 'string' ? ` of ${(0,yaml_wording/* show */.W)(scenario.name)}` : '';
        const short = own && seconds !== undefined && seconds < MIN_COMPARED_ROUNDS * vocabulary_regression/* MIN_ROUND_SECONDS */.EK;
        const longer = !short
            ? ''
            : staged !== undefined
                ? `, and stages that last at least ${shortest} in all`
                : `, and a duration of at least ${shortest}`;
        return {
            segments: own ? [...at, 'rounds'] : ['defaults', 'rounds'],
            at: 'value',
            message: `${rounds} rounds${name}: ${tooFew}; write at least ${MIN_COMPARED_ROUNDS} rounds${longer}`,
        };
    }
    if (seconds === undefined)
        return undefined;
    const rounds = (0,vocabulary_regression/* roundsOf */.T1)({ durationSeconds: seconds });
    if (rounds >= MIN_COMPARED_ROUNDS)
        return undefined;
    const named = (staged !== undefined || ownDuration) && typeof scenario.name === 'string';
    const name = named ? ` of ${(0,yaml_wording/* show */.W)(scenario.name)}` : '';
    const gives = `${rounds} round${rounds === 1 ? '' : 's'} of ${formatSeconds(seconds / rounds)}: ${tooFew}`;
    if (staged !== undefined) {
        return {
            segments: [...at, 'stages'],
            at: 'value',
            message: `the stages${name} (${String(duration)} in all) give ${gives}; make the stages last at least ${shortest} in all`,
        };
    }
    return {
        segments: ownDuration ? [...at, 'duration'] : ['defaults', 'duration'],
        at: 'value',
        message: `the duration${name} (${String(duration)}) gives ${gives}; write a duration of at least ${shortest}`,
    };
}
function toleranceFindings(holder, at, findings) {
    if (!Object.hasOwn(holder, 'regression'))
        return;
    const regression = holder.regression;
    const segments = [...at, 'regression'];
    if (!(0,json_record/* isRecord */.u)(regression)) {
        const what = regression === null ? 'is empty' : `must be a mapping, not ${(0,yaml_wording/* show */.W)(regression)}`;
        findings.push({ segments, at: 'value', message: `${what}: write the tolerances as a mapping, e.g. ${EXAMPLE}` });
        return;
    }
    for (const [key, value] of Object.entries(regression)) {
        if (key.startsWith('x-'))
            continue;
        if (key === 'okRate') {
            findings.push({
                segments: [...segments, key],
                at: 'key',
                message: "okRate has no tolerance of its own, its change is the error rate's: use errorRate, e.g. errorRate: 1pp",
            });
        }
        else if (!(0,vocabulary_regression/* isRegressionKey */.z2)(key)) {
            findings.push({ segments: [...segments, key], at: 'key', message: unknownRegressionKey(key) });
        }
        else {
            const message = toleranceProblem(key, value);
            if (message)
                findings.push({ segments: [...segments, key], at: 'value', message });
        }
    }
}
/**
 * Returns the message of an unknown key: a percentile typo means the nearest percentile (`p96` is p95 rather than p90,
 * both one letter away), else the key a letter or two away, else the list.
 */
function unknownRegressionKey(key) {
    const percentile = /^p([0-9]+)$/.exec(key);
    if (percentile) {
        const wanted = Number(`0.${percentile[1]}`);
        const nearest = vocabulary_regression/* REGRESSION_KEYS */.Xn.filter((known) => /^p[0-9]+$/.test(known)).sort((a, b) => Math.abs(Number(`0.${a.slice(1)}`) - wanted) - Math.abs(Number(`0.${b.slice(1)}`) - wanted))[0];
        const message = (0,json_schema_messages/* unknownKey */.a)(key, [nearest]);
        if (message.includes('did you mean'))
            return message;
    }
    return (0,json_schema_messages/* unknownKey */.a)(key, vocabulary_regression/* REGRESSION_KEYS */.Xn);
}
/** Returns what is wrong with the tolerance of `key`, or undefined when parseTolerance takes it. */
function toleranceProblem(key, value) {
    if (typeof value === 'string' && (0,vocabulary_regression/* parseTolerance */.BL)(key, value) !== undefined)
        return undefined;
    const { unit, worse } = vocabulary_regression/* REGRESSION_DEFINITIONS */.dO[key];
    const what = unit === 'pp'
        ? 'percentage points such as 1pp (2% → 3% is +1pp)'
        : `a percentage such as 10% (how much ${worse} than the baseline's it may get)`;
    const expected = `${key}'s tolerance is ${what}`;
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
    const match = text === undefined ? null : /^([+-])?\s*([0-9]+(?:\.[0-9]+)?)\s*(%|pp)?$/.exec(text);
    if (!match)
        return `${(0,yaml_wording/* show */.W)(value)} is not a tolerance: ${expected}`;
    const [, sign, number = '', written] = match;
    const fixed = `${Number(number)}${unit}`;
    if (written === undefined)
        return `${(0,yaml_wording/* show */.W)(value)} needs a unit: write "${fixed}"; ${expected}`;
    if (written !== unit)
        return `${(0,yaml_wording/* show */.W)(value)} is in the wrong unit: ${expected}; write "${fixed}"`;
    if (sign) {
        return `${(0,yaml_wording/* show */.W)(value)} has a sign: a tolerance is how much ${worse} it may get, without a sign; write "${fixed}"`;
    }
    const most = unit === 'pp' ? '100pp' : key === 'rps' ? '100%' : '1000%';
    return `${(0,yaml_wording/* show */.W)(value)} is more than ${most}, the largest tolerance of ${key}: write at most "${most}"`;
}
/** Returns the rounds written in `holder` when they are valid, pushing the problem of any other value. */
function roundsWithin(holder, at, findings) {
    if (!Object.hasOwn(holder, 'rounds'))
        return undefined;
    const rounds = holder.rounds;
    if (typeof rounds === 'number' && Number.isInteger(rounds) && rounds >= 1 && rounds <= vocabulary_regression/* MAX_ROUNDS */.JH)
        return rounds;
    const why = typeof rounds === 'number' && Number.isInteger(rounds) ? 'out of range' : 'not a whole number';
    findings.push({
        segments: [...at, 'rounds'],
        at: 'value',
        message: `${(0,yaml_wording/* show */.W)(rounds)} is ${why}: rounds is a whole number from 1 to ${vocabulary_regression/* MAX_ROUNDS */.JH}, e.g. 6`,
    });
    return undefined;
}
/** Returns the problem of rounds shorter than MIN_ROUND_SECONDS, said where the scenario's own value is written. */
function shortRounds(scenario, defaults, at, rounds) {
    // Stages are the scenario's own duration: their sum.
    const staged = (0,arrival_findings/* stagesSeconds */.xH)(scenario.stages);
    const ownDuration = Object.hasOwn(scenario, 'duration') || staged !== undefined;
    // Both from defaults: said once, at defaults.
    if (at[0] === 'scenarios' && !ownDuration && !Object.hasOwn(scenario, 'rounds'))
        return [];
    const duration = staged !== undefined ? `${staged}s` : ownDuration ? scenario.duration : defaults.duration;
    const seconds = typeof duration === 'string' ? (0,units/* parseDurationSeconds */.lW)(duration) : undefined;
    if (seconds === undefined || seconds / rounds >= vocabulary_regression/* MIN_ROUND_SECONDS */.EK)
        return [];
    const most = Math.max(1, Math.floor(seconds / vocabulary_regression/* MIN_ROUND_SECONDS */.EK));
    const name = typeof scenario.name === 'string' ? ` of ${(0,yaml_wording/* show */.W)(scenario.name)}` : '';
    const message = `${rounds} rounds of the duration${name} (${String(duration)}) last ${formatSeconds(seconds / rounds)} each, under the ${vocabulary_regression/* MIN_ROUND_SECONDS */.EK} s a round needs: write at most ${most} round${most === 1 ? '' : 's'}, or a duration of at least ${rounds * vocabulary_regression/* MIN_ROUND_SECONDS */.EK}s`;
    // At the scenario's own rounds, else at its own duration (the rounds of defaults are too many for it).
    const segments = Object.hasOwn(scenario, 'rounds') || !ownDuration ? [...at, 'rounds'] : [...at, staged ? 'stages' : 'duration'];
    return [{ segments, at: 'value', message }];
}
function formatSeconds(seconds) {
    return `${Number(seconds.toFixed(2))} s`;
}

// EXTERNAL MODULE: ./src/placeholders.ts
var src_placeholders = __webpack_require__(84429);
// EXTERNAL MODULE: ./src/loadtest/data/read-data-file.ts
var read_data_file = __webpack_require__(94837);
;// CONCATENATED MODULE: ./src/loadtest/data/data-findings.ts
// The findings of `data:`: a data file that cannot be read, a `${data.<column>}` its file does not have.




/** Returns a scenario's `data:` with its path resolved against `dir`, the folder of loadtool.yaml. */
function toDataFile(data, dir, line) {
    return { file: data.file, path: (0,external_node_path_.resolve)(dir, data.file), pick: data.pick ?? 'sequential', line };
}
/**
 * Returns what is wrong with each scenario's data: a `${data.<column>}` in a scenario without `data:`, and, for one
 * with it, a file that is not there or does not read (its own line in the message: `users.csv:12: …`), or a column
 * the file does not have. The file is read whole once here, so that a broken row deep in it stops the run before
 * any load is sent; it is read again, in parts, by each process that runs the scenario (engine/data/).
 */
async function dataFindings(data, file) {
    if (!(0,json_record/* isRecord */.u)(data) || !Array.isArray(data.scenarios))
        return [];
    const findings = [];
    await Promise.all(data.scenarios.map(async (scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario))
            return;
        const used = usedColumns(scenario);
        const raw = scenario.data;
        if (!(0,json_record/* isRecord */.u)(raw) || typeof raw.file !== 'string') {
            const [column] = used;
            if (column !== undefined && raw === undefined)
                findings.push({
                    segments: ['scenarios', index, 'name'],
                    at: 'key',
                    message: `the scenario uses \${${src_placeholders/* DATA_PREFIX */.Qs}${column}} and has no data file: add data: { file: users.csv } with a column ${column}`,
                });
            return;
        }
        const at = ['scenarios', index, 'data', 'file'];
        const path = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(file), raw.file);
        try {
            const { columns } = await (0,read_data_file/* readDataFile */.lD)(path);
            const missing = used.filter((column) => !columns.includes(column));
            if (missing.length > 0)
                findings.push({
                    segments: at,
                    at: 'value',
                    message: `${raw.file} has no column ${missing.join(', ')}, which \${${src_placeholders/* DATA_PREFIX */.Qs}${missing[0]}} uses: its columns are ${columns.join(', ')}`,
                });
        }
        catch (error) {
            if (!(error instanceof read_data_file/* DataFileError */.t1))
                throw error;
            const where = error.line === undefined ? raw.file : `${raw.file}:${error.line}`;
            findings.push({ segments: at, at: 'value', message: `${where}: ${error.message}` });
        }
    }));
    return findings;
}
/** Returns the columns a scenario's `${data.<column>}` placeholders name, each once. */
function usedColumns(scenario) {
    const rest = Object.entries(scenario).filter(([key]) => key !== 'data');
    const names = (0,src_placeholders/* findPlaceholders */.GY)(JSON.stringify(rest)).flatMap(({ name, valid }) => valid && (0,src_placeholders/* isDataName */.MY)(name) ? [name.slice(src_placeholders/* DATA_PREFIX */.Qs.length)] : []);
    return [...new Set(names)];
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./src/ajv-options.ts
var ajv_options = __webpack_require__(487);
// EXTERNAL MODULE: ./schemas/loadtool.schema.json
var loadtool_schema = __webpack_require__(84886);
;// CONCATENATED MODULE: ./src/loadtest/findings/fits-schema.generated.ts
// @ts-nocheck
// Generated by `npm run validators` from schemas/loadtool.schema.json (ajv standalone code): do not edit.
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
const validate = (/* unused pure expression or super */ null && (validate0));
/* harmony default export */ const fits_schema_generated = (validate0);
const schema0 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "loadtool.schema.json", "title": "loadtool.yaml", "description": "A load test: the system under test and the scenarios run against it, each with its users, duration and thresholds. Version 1. Keys that start with `x-` are allowed at every level and ignored.", "type": "object", "required": ["version", "baseUrl", "scenarios"], "properties": { "$schema": { "type": "string", "title": "the path or URL of this JSON Schema", "examples": ["../node_modules/qa-perf/schemas/loadtool.schema.json"], "description": "The JSON Schema an editor uses to check this file." }, "version": { "const": 1, "title": "1 (the only version of this format)", "description": "The version of the file format; only 1 exists." }, "baseUrl": { "$ref": "#/$defs/baseUrl", "title": "the http(s) URL of the system under test", "examples": ["http://localhost:3000", "https://${API_HOST}/v1"], "description": "Every scenario's path is appended to it. It may end in a path prefix (`/v1`) but has no query or fragment. `${NAME}` is read from the environment at run time, and may be the whole URL (`${BASE_URL}`): the URL is checked with the variables filled in." }, "execution": { "enum": ["sequential", "parallel"], "default": "sequential", "title": "sequential or parallel", "examples": ["sequential"], "description": "`sequential` runs one scenario after the other; `parallel` runs every scenario at once." }, "tls": { "type": "object", "title": "a mapping of ca, cert, key, passphrase, servername and insecure", "examples": [{ "ca": "certs/staging-ca.pem" }, { "cert": "${CLIENT_CERT}", "key": "${CLIENT_KEY}" }], "description": "How https:// connections are made, for the load, the data sources and a schema fetched by `run --schema`. `ca`, `cert` and `key` are each the PEM text or the path of a PEM file, relative to this file; any value may be `${NAME}`, read from the environment at run time. None of them is ever printed.", "properties": { "ca": { "type": "string", "minLength": 1, "title": "the certificates to trust: PEM text or a file", "description": "The certificates of the authority that signed the server's (a staging server's own CA, or the self-signed certificate itself), trusted in place of the public ones. Without it, the public CAs and NODE_EXTRA_CA_CERTS are trusted." }, "cert": { "type": "string", "minLength": 1, "title": "the client certificate (mTLS): PEM text or a file", "description": "The certificate presented to a server that asks for one (mutual TLS); with `key`." }, "key": { "type": "string", "minLength": 1, "title": "the client certificate's private key: PEM text or a file", "description": "The private key of `cert`, in PEM; `passphrase` when it is encrypted. Give it as `${NAME}` of a secret, or a file that is not committed." }, "passphrase": { "type": "string", "minLength": 1, "title": "the passphrase of an encrypted key", "description": "Give it as `${NAME}` of a secret." }, "servername": { "type": "string", "minLength": 1, "title": "the host name sent in SNI and checked in the certificate", "description": "In place of the base URL's host: for a server reached by its address whose certificate names a host. Without it, the URL's host name (none for an IP address)." }, "insecure": { "type": "boolean", "default": false, "title": "true to accept any certificate (staging only)", "description": "The server's certificate is not checked: anyone on the path can read and change the traffic. Every report of the run says so. Prefer `ca`." } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "defaults": { "type": "object", "title": "a mapping of concurrentUsers or arrivalRate (with maxUsers), duration, headers, timeout, thinkTime, rampUp, thresholds, expect, protocol, connections and writes", "examples": [{ "concurrentUsers": 10, "duration": "30s", "headers": { "Authorization": "Bearer ${API_TOKEN}" } }], "description": "Applied to every scenario unless the scenario sets its own value. Headers are merged by name (ignoring case), the scenario's winning; any other key set in a scenario replaces the default as a whole. A scenario may leave out concurrentUsers (or arrivalRate) and duration only when they are set here. A scenario's own concurrentUsers, arrivalRate or stages replaces the load model of defaults as a whole; thinkTime and rampUp of defaults apply to closed-model scenarios only.", "properties": { "concurrentUsers": { "$ref": "#/$defs/concurrentUsers" }, "arrivalRate": { "$ref": "#/$defs/arrivalRate" }, "maxUsers": { "$ref": "#/$defs/maxUsers" }, "duration": { "$ref": "#/$defs/duration" }, "headers": { "$ref": "#/$defs/headers" }, "timeout": { "$ref": "#/$defs/timeout" }, "thinkTime": { "$ref": "#/$defs/thinkTime" }, "rampUp": { "$ref": "#/$defs/rampUp" }, "thresholds": { "$ref": "#/$defs/thresholds" }, "expect": { "$ref": "#/$defs/expect" }, "rounds": { "$ref": "#/$defs/rounds" }, "regression": { "$ref": "#/$defs/regression" }, "conformance": { "$ref": "#/$defs/conformance" }, "protocol": { "$ref": "#/$defs/protocol" }, "connections": { "$ref": "#/$defs/connections" }, "followRedirects": { "$ref": "#/$defs/followRedirects" }, "crossOrigin": { "$ref": "#/$defs/crossOrigin" }, "cookies": { "$ref": "#/$defs/cookies" }, "writes": { "enum": ["own", "existing"], "default": "own", "title": "own or existing", "examples": ["existing"], "description": "What the writes (POST, PUT, PATCH, DELETE, GraphQL mutations) may change. `own`: only records the run creates; `loadtool validate` refuses a write that takes a value from a data source, or a flow step that writes with a `${name}` extracted by a step that only reads (either names a record that exists in the API): create the record first in a flow, with a once step that creates it and extracts its id. `existing`: writes may change records the run did not create; `validate` warns, and every report of the run names the scenarios that wrote. Set once, here, for the whole file." } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "dependentSchemas": { "arrivalRate": { "$comment": "The open model: no users of the closed model beside it, and nothing that only they use.", "properties": { "concurrentUsers": false, "thinkTime": false, "rampUp": false } }, "maxUsers": { "$comment": "maxUsers bounds the connections of a rate.", "required": ["arrivalRate"] } } }, "outputs": { "type": "array", "minItems": 1, "title": "a list of receivers, each { prometheus: URL } or { otlp: URL }", "examples": [[{ "prometheus": "http://localhost:9090/api/v1/write" }], [{ "otlp": "http://localhost:4318/v1/metrics", "headers": { "Authorization": "Bearer ${OTLP_TOKEN}" } }]], "description": "Live metrics during the run (docs/metrics-out.md): each receiver gets every scenario's counters, latency histogram and users every 5 s, then the end-of-run figures, equal to results.json's. A receiver that is down or slow never slows or fails the run: one warning, counted drops. Not part of the load test's fingerprint.", "items": { "type": "object", "title": "a mapping of prometheus or otlp, and headers", "properties": { "prometheus": { "type": "string", "pattern": "^https?://\\S+$", "title": "an http:// or https:// URL", "examples": ["http://localhost:9090/api/v1/write"], "description": "A Prometheus remote write URL (remote write 1.0; Prometheus needs --web.enable-remote-write-receiver). user:password@ in it is sent as basic auth and never shown." }, "otlp": { "type": "string", "pattern": "^https?://\\S+$", "title": "an http:// or https:// URL", "examples": ["http://localhost:4318/v1/metrics"], "description": "An OTLP/HTTP metrics URL (protobuf), e.g. an OpenTelemetry Collector's. user:password@ in it is sent as basic auth and never shown." }, "headers": { "type": "object", "title": "a mapping of header names to values", "examples": [{ "Authorization": "Bearer ${METRICS_TOKEN}" }], "description": "Headers sent with each push; ${NAME} is read from the environment at run time, a secret never shown.", "additionalProperties": { "type": "string", "minLength": 1, "title": "a header value" } } }, "oneOf": [{ "required": ["prometheus"], "not": { "required": ["otlp"] } }, { "required": ["otlp"], "not": { "required": ["prometheus"] } }], "additionalProperties": false } }, "scenarios": { "type": "array", "minItems": 1, "title": "a list of scenarios, each with name, endpoint, concurrentUsers and duration", "examples": [[{ "name": "List pets", "endpoint": "GET /pets", "concurrentUsers": 10, "duration": "30s" }]], "description": "The scenarios, run in this order when execution is sequential.", "items": { "$ref": "#/$defs/scenario" } } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "allOf": [{ "$comment": "A scenario without concurrentUsers, arrivalRate or stages takes the load model of defaults; with neither, concurrentUsers is required in the scenario.", "if": { "type": "object", "required": ["defaults"], "properties": { "defaults": { "type": "object", "anyOf": [{ "required": ["concurrentUsers"] }, { "required": ["arrivalRate"] }] } } }, "else": { "type": "object", "properties": { "scenarios": { "type": "array", "items": { "if": { "type": "object", "not": { "anyOf": [{ "type": "object", "required": ["arrivalRate"] }, { "type": "object", "required": ["stages"] }] } }, "then": { "type": "object", "required": ["concurrentUsers"] } } } } } }, { "$comment": "A scenario without duration takes the one in defaults; with neither, it is required in the scenario.", "if": { "type": "object", "required": ["defaults"], "properties": { "defaults": { "type": "object", "required": ["duration"] } } }, "else": { "type": "object", "properties": { "scenarios": { "type": "array", "items": { "$comment": "The duration of stages is their sum.", "if": { "type": "object", "not": { "required": ["stages"] } }, "then": { "type": "object", "required": ["duration"] } } } } } }], "$defs": { "scenario": { "type": "object", "title": "a mapping with name, endpoint (or flow), concurrentUsers and duration", "examples": [{ "name": "List pets", "endpoint": "GET /pets", "concurrentUsers": 10, "duration": "30s" }], "description": "One endpoint under load: that many virtual users send requests one after the other for that long (the closed model), or requests start at arrivalRate, or along stages, whatever the server does (the open model); or a flow, a sequence of steps each user runs in turn. concurrentUsers (or arrivalRate) and duration may be left out when defaults sets them.", "required": ["name"], "properties": { "name": { "type": "string", "minLength": 1, "title": "a name for the scenario, unique in the file", "examples": ["List pets"], "description": "Shown in reports and in the pull-request comment; unique in the file." }, "endpoint": { "$ref": "#/$defs/endpoint", "description": "The one request of the scenario: the method (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS) and the path, appended to baseUrl. A scenario has either endpoint or flow." }, "flow": { "$ref": "#/$defs/flow" }, "script": { "$ref": "#/$defs/script" }, "concurrentUsers": { "$ref": "#/$defs/concurrentUsers" }, "arrivalRate": { "$ref": "#/$defs/arrivalRate" }, "stages": { "$ref": "#/$defs/stages" }, "maxUsers": { "$ref": "#/$defs/maxUsers" }, "duration": { "$ref": "#/$defs/duration" }, "params": { "$ref": "#/$defs/params" }, "query": { "$ref": "#/$defs/query" }, "headers": { "$ref": "#/$defs/headers" }, "body": { "$ref": "#/$defs/body" }, "contentType": { "$ref": "#/$defs/mediaType", "title": "a media type", "examples": ["application/x-www-form-urlencoded"], "description": "The request's `Content-Type`; `application/json` when there is a body." }, "graphql": { "$ref": "#/$defs/graphql" }, "expect": { "$ref": "#/$defs/expect" }, "timeout": { "$ref": "#/$defs/timeout" }, "followRedirects": { "$ref": "#/$defs/followRedirects" }, "crossOrigin": { "$ref": "#/$defs/crossOrigin" }, "cookies": { "$ref": "#/$defs/cookies" }, "thinkTime": { "$ref": "#/$defs/thinkTime" }, "rampUp": { "$ref": "#/$defs/rampUp" }, "thresholds": { "$ref": "#/$defs/thresholds" }, "rounds": { "$ref": "#/$defs/rounds" }, "regression": { "$ref": "#/$defs/regression" }, "conformance": { "$ref": "#/$defs/conformance" }, "protocol": { "$ref": "#/$defs/protocol" }, "connections": { "$ref": "#/$defs/connections" }, "data": { "$ref": "#/$defs/data" }, "stream": { "$ref": "#/$defs/stream" }, "skip": { "type": "string", "pattern": "\\S", "title": "the reason the scenario is not run, as a non-empty string", "examples": ["no data: GET /files answered an empty list"], "description": "Leaves the scenario out of every run, kept in the file: nothing is sent for it (no data source is fetched either), and every report lists it as not run with this reason. It is still validated. A run in which no scenario ran is errored." } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "not": { "type": "object", "required": ["graphql", "body"] }, "oneOf": [{ "required": ["endpoint"] }, { "required": ["flow"] }, { "required": ["script"] }], "dependentSchemas": { "arrivalRate": { "$comment": "The open model, a constant rate: not with the closed model's keys.", "properties": { "concurrentUsers": false, "stages": false, "thinkTime": false, "rampUp": false } }, "stages": { "$comment": "The open model, a ramping rate: its duration is the sum of the stages.", "properties": { "concurrentUsers": false, "duration": false, "thinkTime": false, "rampUp": false } }, "maxUsers": { "$comment": "maxUsers bounds the connections of a rate.", "properties": { "concurrentUsers": false } }, "script": { "$comment": "A script scenario's requests are the script's own: only its headers apply to them.", "properties": { "params": false, "query": false, "body": false, "graphql": false, "contentType": false, "expect": false, "data": false } }, "flow": { "$comment": "A flow scenario sends no request of its own: its request keys belong on the steps.", "properties": { "params": false, "query": false, "body": false, "graphql": false, "contentType": false, "expect": false } } } }, "data": { "type": "object", "title": "a mapping with file (a .csv or .json file) and pick (sequential, random or unique)", "examples": [{ "file": "users.csv", "pick": "sequential" }], "description": "A data file whose rows feed the scenario's requests: each request (each iteration of a flow) takes one row, its values written ${data.<column>}. A CSV file has a header row naming the columns; a JSON file is an array of objects. The file is read once per process and shared by every user; shards and worker threads split its rows (the i-th of n takes rows i, i+n, …).", "required": ["file"], "additionalProperties": false, "properties": { "file": { "type": "string", "pattern": "\\S", "title": "the path of a CSV or JSON file, relative to loadtool.yaml", "examples": ["users.csv", "data/search-terms.json"], "description": "A .json file is a JSON array of objects; any other is CSV with a header row. At most 256 MiB." }, "pick": { "enum": ["sequential", "random", "unique"], "title": "sequential, random or unique", "examples": ["sequential"], "description": "sequential (the default): the rows in order, again from the first once all are used; random: any row each time; unique: each row once in the whole run, and the scenario ends when none is left (said in every report)." } } }, "script": { "type": "string", "pattern": "\\.(ts|mts|js|mjs)$", "title": "the path of a TypeScript or JavaScript module (.ts, .mts, .js or .mjs)", "examples": ["load-tests/checkout.ts"], "description": "A custom script instead of endpoint or flow: a module whose default export is one iteration of a virtual user, resolved against the directory of loadtool.yaml, or else the working directory. A script scenario has no params, query, body, graphql, contentType or expect: its requests are the script's own, sent with the scenario's headers." }, "params": { "type": "object", "title": "a mapping of path parameter names to values", "examples": [{ "petId": 1 }], "description": "The value of each `{name}` in the endpoint's path. Every `{name}` needs one, and every key must appear in the path. A value may come from the API itself: `{ from: \"GET /items\", pick: \"$.data[*].id\" }`.", "additionalProperties": { "anyOf": [{ "type": ["string", "number", "boolean"] }, { "$ref": "#/$defs/source" }], "title": "a string, number or boolean, or a source { from, pick }", "examples": [1] } }, "query": { "type": "object", "title": "a mapping of query parameter names to values", "examples": [{ "limit": 20 }], "description": "Sent as the query string; a list repeats the parameter.", "additionalProperties": { "anyOf": [{ "type": ["string", "number", "boolean", "array"], "items": { "type": ["string", "number", "boolean"], "title": "a string, number or boolean", "examples": ["cat"] } }, { "$ref": "#/$defs/source" }], "title": "a string, number or boolean, a list of them, or a source { from, pick }", "examples": [20] } }, "body": { "title": "the request body, any YAML value", "examples": [{ "name": "Rex" }, { "file": "uploads/photo.png" }], "description": "Sent as JSON unless `contentType` says otherwise (then a string is sent as it is). Not together with `graphql`. A top-level property of a mapping may be a source `{ from, pick }`, filled in from the API before the run. An upload is exactly `{ file: uploads/photo.png }` (the file's bytes, `contentType` guessed from its extension unless given) or `{ multipart: { photo: { file: uploads/photo.png, contentType: image/png, filename: photo.png }, name: Rex } }` (multipart/form-data), each path relative to loadtool.yaml; unless `contentType` is JSON or a URL-encoded form, where such a mapping is sent as data." }, "graphql": { "type": "object", "title": "a mapping with query and, optionally, variables", "examples": [{ "query": "query Pets($first: Int) { pets(first: $first) { id } }", "variables": { "first": 10 } }], "description": "A GraphQL operation, sent as a JSON body `{ query, variables }`. Not together with `body`.", "required": ["query"], "properties": { "query": { "type": "string", "minLength": 1, "title": "a GraphQL document", "examples": ["query Pets { pets { id name } }"], "description": "The GraphQL query or mutation." }, "variables": { "type": "object", "title": "a mapping of variable names to values", "examples": [{ "first": 10 }], "description": "The operation's variables. A top-level variable may be a source `{ from, pick }`, filled in from the API before the run." } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "flow": { "type": "array", "minItems": 1, "title": "a list of steps, each with name and endpoint", "examples": [[{ "name": "Log in", "endpoint": "POST /login", "once": true, "extract": { "token": "$.token" } }, { "name": "List items", "endpoint": "GET /items", "headers": { "Authorization": "Bearer ${token}" } }]], "description": "The steps each virtual user runs in order, again and again, instead of one endpoint. The scenario's thresholds judge one iteration of the measured steps as a whole; each step may have its own. A flow scenario has no params, query, body, graphql, contentType or expect of its own: they go on the steps.", "items": { "$ref": "#/$defs/step" } }, "step": { "type": "object", "title": "a mapping with name and endpoint", "examples": [{ "name": "List items", "endpoint": "GET /items", "headers": { "Authorization": "Bearer ${token}" }, "extract": { "id": "$.data[0].id" } }], "description": "One request of a flow, measured and judged on its own. The scenario's headers (and those of defaults) are merged into it by name; the scenario's timeout is its default. `${name}` takes a value an earlier step extracted, else the environment variable NAME; `${uuid}` is a new UUID for each request. A string of a JSON body or of graphql.variables that is exactly one `${name}` of a value extracted from JSON as a number, boolean, object or list sends that value with its JSON type (`\"${id}\"` sends 42); any other text stays text.", "required": ["name", "endpoint"], "properties": { "name": { "type": "string", "minLength": 1, "title": "a name for the step, unique in the flow", "examples": ["Log in"], "description": "Shown in reports beside the step's figures; unique in the flow." }, "endpoint": { "$ref": "#/$defs/endpoint" }, "params": { "$ref": "#/$defs/params" }, "query": { "$ref": "#/$defs/query" }, "headers": { "$ref": "#/$defs/headers" }, "body": { "$ref": "#/$defs/body" }, "contentType": { "$ref": "#/$defs/mediaType", "title": "a media type", "examples": ["application/x-www-form-urlencoded"], "description": "The request's `Content-Type`; `application/json` when there is a body." }, "graphql": { "$ref": "#/$defs/graphql" }, "expect": { "$ref": "#/$defs/expect" }, "timeout": { "$ref": "#/$defs/timeout" }, "followRedirects": { "$ref": "#/$defs/followRedirects" }, "crossOrigin": { "$ref": "#/$defs/crossOrigin" }, "once": { "type": "boolean", "default": false, "title": "true or false", "examples": [true], "description": "Run the step once per virtual user before its measured iterations (a login): not measured, and the values it extracts are secrets, masked everywhere. A user whose once step fails tries it again after 1 s." }, "measure": { "type": "boolean", "default": true, "title": "true or false", "examples": [false], "description": "false: the step runs in every iteration, in its place, with its own figures, but is left out of the flow's: its latency and bytes are not the iteration's (a create before the measured delete, or the delete after a measured create). A failure still ends the iteration, a failed iteration of the flow in that step's category. Not on a once or cleanup step; a flow needs at least one measured step." }, "cleanup": { "type": "boolean", "default": false, "title": "true or false", "examples": [true], "description": "Run the step once per virtual user after the measured time, when the user's last iteration has ended (the delete of what a once step created): not measured, not in the flow's figures, its own figures shown but never judged. It is sent only when every `${name}` it uses has a value for that user (a user whose create never succeeded has nothing to delete), may use what once steps and measured steps extracted (the user's last values), and must end within the grace the run gives the requests in flight at its end: what is still running then is abandoned, counted as interrupted. Not run on a cancelled run. Cleanup steps come last; not with once, refreshOn or measure." }, "shared": { "type": "boolean", "title": "true or false", "examples": [true], "description": "Only on a once step: its answer is shared by every user of the scenario (an OAuth2 client-credentials token): sent once, by the first user that needs it, while the others wait, and again on refreshOn (once for all) or when the answer's expires_in has nine tenths passed." }, "refreshOn": { "type": "array", "minItems": 1, "title": "a list of HTTP status codes", "examples": [[401]], "description": "Only on a once step: when a later step gets one of these statuses, the once step runs again (a token refresh).", "items": { "type": "integer", "minimum": 100, "maximum": 599, "title": "an HTTP status code from 100 to 599", "examples": [401] } }, "extract": { "$ref": "#/$defs/extract" }, "thresholds": { "$ref": "#/$defs/thresholds" } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "not": { "type": "object", "required": ["graphql", "body"] } }, "extract": { "type": "object", "title": "a mapping of names to a JSONPath on the JSON body, or to { header: Name }", "examples": [{ "token": "$.token", "next": { "header": "Location" } }], "description": "Values taken from the step's response, each used as `${name}` in later steps: a JSONPath (RFC 9535) on the JSON body takes its first match; `{ header: Name }` a response header; `{ header: Name, match: expression }` the part of it a regular expression finds. A step whose value is missing fails as category check. `uuid` is reserved: `${uuid}` is a new UUID for each request.", "propertyNames": { "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "title": "a name of letters, digits and _, not starting with a digit", "examples": ["token"] }, "additionalProperties": { "anyOf": [{ "type": "string", "minLength": 1, "title": "a JSONPath (RFC 9535) on the response body", "examples": ["$.data[0].id"] }, { "type": "object", "required": ["header"], "properties": { "header": { "type": "string", "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "title": "a header name: letters, digits and - (no spaces or colons)", "examples": ["Location"] }, "match": { "type": "string", "minLength": 1, "title": "a regular expression (JavaScript syntax) on the header's value", "examples": ["([^/?#]+)/?(?:[?#].*)?$"], "description": "Takes the part of the header's value the expression finds: its first capture group, else the whole match; no match fails the step as category check. `([^/?#]+)/?(?:[?#].*)?$` takes the last path segment of a Location: a created item's id." } }, "additionalProperties": false }], "title": "a JSONPath on the body, or { header: Name, match: regular expression }", "examples": ["$.token"] } }, "concurrentUsers": { "type": "integer", "minimum": 1, "maximum": 10000, "title": "a whole number of virtual users from 1 to 10000", "examples": [10], "description": "How many virtual users send requests at the same time, each on its own connection, all from one process: at most 10000. For more, shard the load over several runners." }, "arrivalRate": { "type": ["string", "number"], "pattern": "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$", "exclusiveMinimum": 0, "title": "a rate above 0: requests per second such as 200/s, 200 rps or 200, or per minute such as 12000/m", "examples": ["200/s", "12000/m"], "description": "The open model, instead of concurrentUsers: requests start at this rate whatever the server does (latency is measured from when each was due, so a stall shows in full); a request due while every connection is busy is dropped and counted. At most 100000/s. Not with a flow or script (for now), thinkTime or rampUp." }, "rate": { "type": ["string", "number"], "pattern": "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$", "minimum": 0, "title": "a rate: requests per second such as 200/s, 200 rps or 200, or per minute such as 12000/m; 0/s allowed", "examples": ["200/s", "0/s"] }, "maxUsers": { "type": "integer", "minimum": 1, "maximum": 10000, "title": "a whole number of connections from 1 to 10000", "examples": [400], "description": "With arrivalRate or stages: the most requests in flight (connections) at once. Default: enough for 1 s of the highest rate (200 for 200/s), at most 10000." }, "stages": { "type": "array", "minItems": 1, "title": "a list of stages, each with duration and target", "examples": [[{ "duration": "30s", "target": "200/s" }, { "duration": "60s", "target": "200/s" }]], "description": "The open model with a ramping rate, instead of concurrentUsers: from 0/s, the rate moves linearly to each stage's target over its duration. The scenario's measured time is the sum of the durations, so it has no duration of its own.", "items": { "type": "object", "title": "a mapping with duration and target", "examples": [{ "duration": "30s", "target": "200/s" }], "required": ["duration", "target"], "properties": { "duration": { "$ref": "#/$defs/duration" }, "target": { "$ref": "#/$defs/rate", "description": "The rate at the end of the stage, reached linearly from the rate at its start." } }, "patternProperties": { "^x-": true }, "additionalProperties": false } }, "baseUrl": { "$comment": "An http(s) URL, or a text with ${NAME} in it: that one is checked once the variables are filled in (validate, run).", "type": "string", "pattern": "^(?:https?://[^\\s/?#]+[^\\s?#]*|\\S*\\$\\{\\S*)$" }, "sourceFrom": { "type": "string", "pattern": "^(GET|POST) /[^\\s#{}]*$" }, "endpoint": { "type": "string", "pattern": "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) /[^\\s?#]*$", "title": "an HTTP method in upper case, a space and a path", "examples": ["GET /pets/{petId}"], "description": "The method (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS) and the path, appended to baseUrl. `{name}` takes its value from `params`; the query goes in `query`." }, "duration": { "type": "string", "pattern": "^[1-9][0-9]*(s|m|h)$", "title": "a whole number above 0 followed by s, m or h, at most 24h", "examples": ["30s", "2m", "1h"], "description": "How long the scenario sends requests: at most 24h (86400s)." }, "stream": { "type": "object", "title": "a mapping of protocol (sse, websocket or graphql-ws), mode (hold or request), stall, reconnect, send and until", "examples": [{ "protocol": "sse", "mode": "hold", "stall": "10s" }], "description": "The response is a stream of events, measured as such (docs/streams.md): Server-Sent Events, the messages of a WebSocket, or a GraphQL subscription's payloads. Each stream counts as one request: ok when it ended as it should. A stream scenario has an endpoint (not a flow or a script) and the closed model (concurrentUsers: the streams open at once); no data, uploads, followRedirects or protocol: h2.", "properties": { "protocol": { "enum": ["sse", "websocket", "graphql-ws"], "default": "sse", "title": "sse, websocket or graphql-ws", "examples": ["sse"], "description": "`sse`: a text/event-stream response (with graphql:, GraphQL over SSE, sent as a POST). `websocket`: a WebSocket's messages; `graphql-ws`: a GraphQL subscription (graphql:) over the graphql-transport-ws protocol. Both WebSocket protocols take a GET, sent to the base URL with ws: or wss:." }, "mode": { "enum": ["hold", "request"], "title": "hold or request", "examples": ["hold"], "description": "`hold`: each user keeps one stream open for the measured time (concurrentUsers streams); `request`: each iteration opens one stream and reads it to its end (an LLM-style answer). By default hold for a GET without a body, else request." }, "stall": { "$ref": "#/$defs/stall" }, "reconnect": { "type": "boolean", "default": true, "title": "true or false", "examples": [false], "description": "Hold mode: whether a user opens its stream again when it ended or failed (SSE with Last-Event-ID, after the server's retry:). True when absent." }, "send": { "type": "array", "minItems": 1, "title": "a list of messages: strings, or mappings sent as their JSON", "examples": [["{\"subscribe\":\"prices\"}"]], "description": "WebSocket only: the messages sent once the socket is open, in order; a mapping is sent as its JSON.", "items": { "type": ["string", "object"] } }, "until": { "type": "string", "minLength": 1, "title": "a JSONPath (RFC 9535)", "examples": ["$.type"], "description": "WebSocket request mode only: the iteration ends with the first message whose JSON has a match for this JSONPath; the first message when absent." } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "stall": { "type": "string", "pattern": "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number above 0 followed by ms, s or m", "examples": ["10s"], "default": "30s", "description": "The longest a stream may go without an event (or without its first event after its head) before it is a stream fault and closed: at most 10m." }, "timeout": { "type": "string", "pattern": "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number above 0 followed by ms, s or m", "examples": ["30s", "500ms"], "default": "30s", "description": "How long one request may take before it counts as a timeout: at most 10m." }, "thinkTime": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number followed by ms, s or m", "examples": ["1s", "250ms"], "description": "How long each virtual user waits between two requests; none when absent. At most 60m; longer than the duration is a warning." }, "rampUp": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number followed by ms, s or m", "examples": ["10s"], "description": "How long it takes to start all virtual users, evenly spread; all at once when absent. Part of the duration: at most 1440m (24h); longer than the duration is a warning." }, "latency": { "type": "string", "pattern": "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$", "title": "a number above 0 followed by ms or s", "examples": ["300ms", "1.5s"], "description": "A plain decimal number (no exponent such as 1e-7) and its unit, from 0.001ms (latencies are measured to the microsecond) to 24h." }, "percentage": { "type": "string", "pattern": "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$", "title": "a percentage from 0% to 100%, fractions allowed", "examples": ["1%", "0.5%"] }, "mediaType": { "type": "string", "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+( *;.*)?$" }, "headers": { "type": "object", "title": "a mapping of header names to string values", "examples": [{ "Authorization": "Bearer ${API_TOKEN}" }], "description": "Request headers. `${NAME}` in a value is read from the environment at run time and masked in logs; `${uuid}` is a new UUID for each request, not masked.", "propertyNames": { "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "title": "a header name: letters, digits and - (no spaces or colons)", "examples": ["X-Request-Id"] }, "additionalProperties": { "anyOf": [{ "type": "string" }, { "$ref": "#/$defs/source" }], "title": "a string (quote values that look like numbers), or a source { from, pick }", "examples": ["Bearer ${API_TOKEN}"] } }, "source": { "type": "object", "title": "a mapping with from and pick, and graphql for a GraphQL source", "examples": [{ "from": "GET /items", "pick": "$.data[*].id" }], "description": "Values taken from the API itself, fetched once before the measured time with the scenario's headers and used in turn (request k takes value k mod n). Also allowed as a top-level property of a JSON `body` and as a GraphQL variable. A source that fails or yields no value stops the run (exit 3).", "required": ["from", "pick"], "properties": { "from": { "$ref": "#/$defs/sourceFrom", "title": "GET or POST, a space and a path, relative to baseUrl", "examples": ["GET /items/articles", "GET /pets?limit=100", "POST /graphql"], "description": "The request whose response holds the values: GET, or POST (without a body, or with `graphql`), and a path relative to baseUrl, a query string allowed." }, "pick": { "type": "string", "minLength": 1, "title": "a JSONPath (RFC 9535) on the response body", "examples": ["$.data[*].id"], "description": "Selects the values in the JSON body; strings, numbers and booleans are kept (at most 1000), other matches are skipped." }, "graphql": { "type": "object", "title": "a mapping with query and, optionally, variables", "examples": [{ "query": "{ pets { id } }" }], "description": "A GraphQL source: the document posted to `from` (`POST /graphql`). A response with `errors` fails the source.", "required": ["query"], "properties": { "query": { "type": "string", "minLength": 1, "title": "a GraphQL document", "examples": ["{ pets { id } }"] }, "variables": { "type": "object", "title": "a mapping of variable names to values", "examples": [{ "first": 100 }] } }, "patternProperties": { "^x-": true }, "additionalProperties": false } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "expect": { "type": "object", "title": "a mapping with status, a list of HTTP status codes, and json, checks on the body", "examples": [{ "status": [201] }, { "status": [200], "json": { "$.errors": "absent", "$.data.id": "present" } }], "description": "What counts as an ok response. Absent: any 2xx or 3xx status and any body. A scenario that sets status or json keeps the other from defaults.", "if": { "not": { "required": ["json"] } }, "then": { "required": ["status"] }, "properties": { "status": { "type": "array", "minItems": 1, "title": "a list of HTTP status codes", "examples": [[200, 404]], "description": "The status codes that count as ok.", "items": { "type": "integer", "minimum": 100, "maximum": 599, "title": "an HTTP status code from 100 to 599", "examples": [201] } }, "json": { "type": "object", "title": "a mapping of JSONPath queries on the body to absent, present or the value the first match must equal", "examples": [{ "$.errors": "absent", "$.data.id": "present", "$.ok": true }], "description": "Checks on the JSON body of every response whose status is ok, in the order written: each key an RFC 9535 JSONPath ($.data.id), each value absent (no match), present (at least one match), or a string, number, boolean or null that the first match must equal. A response that fails one, whose body is not JSON or is over 64 KiB, fails as category check.", "additionalProperties": { "type": ["string", "number", "boolean", "null"], "title": "absent, present, or a string, number, boolean or null", "examples": ["absent", "present", true, "active"] } } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "protocol": { "enum": ["http1", "h2"], "default": "http1", "title": "http1 or h2", "examples": ["h2"], "description": "The HTTP version the scenario speaks. `http1`: HTTP/1.1, one keep-alive connection per user. `h2`: HTTP/2, each user's request a stream over `connections` connections shared by the users; over https by ALPN, over http by prior knowledge (h2c), as h2load does. A server that does not agree to h2 fails every request as `connect`." }, "connections": { "type": "integer", "minimum": 1, "maximum": 10000, "title": "a whole number from 1 to 10000", "examples": [1, 4], "description": "With `protocol: h2`: how many connections the scenario's users share, user i on connection i mod n (at most one per user); by default one per 100 users, as h2load's `-c`/`-m`. Each connection takes as many streams at once as the server's SETTINGS_MAX_CONCURRENT_STREAMS allows; the others wait for a stream, outside the latency." }, "conformance": { "const": "off", "title": "off", "examples": ["off"], "description": "`off`: the responses are not checked against the API schema. By default, when the run knows the schema (`loadtool run --schema`, `gate` and the action), a sample of each scenario's responses (the first 20, then 1 in 100) must have a status the operation declares and a body that matches the declared JSON schema (GraphQL: every selected field of a non-null type, and a look-up's answer, present); a mismatch fails the response as `conformance`. For APIs whose documents are known to be wrong." }, "followRedirects": { "type": "integer", "minimum": 0, "maximum": 20, "default": 0, "title": "a whole number of redirects from 0 to 20", "examples": [5], "description": "How many redirects (301, 302, 303, 307, 308 with a Location) each request follows: each hop is sent, counted in requests.redirects, and its latency added to the request's; the last response's status is the one judged. 301, 302 and 303 turn into a GET without a body (HEAD stays HEAD), 307 and 308 keep the method and the body; a relative Location is resolved against the request's URL. Only on the same origin unless crossOrigin is true. A chain longer than this, a loop (the same request with the same cookies twice in one chain) and a redirect to another origin without crossOrigin fail as `redirect`. 0 (the default): a redirect is the answer, judged as it is." }, "crossOrigin": { "type": "boolean", "default": false, "title": "true or false", "examples": [true], "description": "true: the redirects that followRedirects follows may lead to another origin (scheme, host and port), on a connection of each user's own, without the Authorization, Proxy-Authorization, Cookie and Host headers written for the first one (the user's cookie jar still sends that origin's cookies). false (the default): such a redirect fails as `redirect`." }, "cookies": { "enum": ["on", "off"], "title": "on or off", "examples": ["on"], "description": "Whether each virtual user keeps a cookie jar (RFC 6265): the Set-Cookie of every response, redirects included, kept by domain, path and expiry, and the matching Cookie header sent with each request, after a Cookie header the request writes itself; Secure cookies over https only, SameSite ignored. Default: on for a flow and a script (one user's session), off for a single request." }, "rounds": { "type": "integer", "minimum": 1, "maximum": 100, "default": 10, "title": "a whole number of rounds from 1 to 100", "examples": [10], "description": "Into how many equal rounds the measured time is split, each with its own figures, so that a comparison with a baseline has independent repetitions. Each round lasts at least 1 s (duration / rounds). Absent: one round a second of the duration, at most 10 (10 from a duration of 10s), at least 1. A comparison needs at least 4 rounds a side: fewer is a warning." }, "regression": { "type": "object", "title": "a mapping of tolerances such as p95: 10% or errorRate: 1pp", "examples": [{ "p50": "10%", "p95": "10%", "errorRate": "1pp" }], "description": "How much worse than the baseline each metric may get before the scenario fails; merged with defaults key by key, the scenario's winning. Ignored without a baseline.", "properties": { "p50": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the median latency may get, in percent of the baseline's." }, "p75": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 75th-percentile latency may get, in percent of the baseline's." }, "p90": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 90th-percentile latency may get, in percent of the baseline's." }, "p95": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 95th-percentile latency may get, in percent of the baseline's." }, "p99": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 99th-percentile latency may get, in percent of the baseline's." }, "p999": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 99.9th-percentile latency may get, in percent of the baseline's." }, "max": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the highest latency may get, in percent of the baseline's." }, "mean": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the mean latency may get, in percent of the baseline's." }, "errorRate": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?pp$", "title": "percentage points from 0pp to 100pp, fractions allowed", "examples": ["1pp", "0.5pp"], "description": "How many percentage points the share of failed requests may grow by (2% → 3% is +1pp)." }, "rps": { "$ref": "#/$defs/tolerancePercent", "description": "How much lower than the baseline's the throughput may get, in percent of the baseline's (at most 100%)." } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "tolerancePercent": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?%$", "title": "a percentage of the baseline's value, fractions allowed", "examples": ["10%", "20%"] }, "abortingLatency": { "type": "object", "title": "a mapping with limit, abortOnFail and delay", "examples": [{ "limit": "300ms", "abortOnFail": true, "delay": "10s" }], "description": "The threshold's limit, and whether the scenario stops as soon as the breach can no longer be undone (abortOnFail), not before delay into its measured time.", "required": ["limit"], "additionalProperties": false, "properties": { "limit": { "$ref": "#/$defs/latency" }, "abortOnFail": { "type": "boolean", "title": "true or false", "examples": [true], "description": "true: the scenario stops once the threshold is breached whatever its remaining requests do; the rest of the run goes on, and every report says it was stopped and why." }, "delay": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number followed by ms, s or m", "examples": ["10s"], "description": "How long into the measured time abortOnFail waits before it may stop the scenario; none when absent." } } }, "abortingPercentage": { "type": "object", "title": "a mapping with limit, abortOnFail and delay", "examples": [{ "limit": "1%", "abortOnFail": true, "delay": "10s" }], "description": "The threshold's limit, and whether the scenario stops as soon as the breach can no longer be undone (abortOnFail), not before delay into its measured time.", "required": ["limit"], "additionalProperties": false, "properties": { "limit": { "$ref": "#/$defs/percentage" }, "abortOnFail": { "type": "boolean", "title": "true or false", "examples": [true], "description": "true: the scenario stops once the threshold is breached whatever its remaining requests do; the rest of the run goes on, and every report says it was stopped and why." }, "delay": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number followed by ms, s or m", "examples": ["10s"], "description": "How long into the measured time abortOnFail waits before it may stop the scenario; none when absent." } } }, "thresholds": { "type": "object", "title": "a mapping of thresholds such as p95: 300ms or okRate: 99%", "examples": [{ "p95": "300ms", "p99": "1s", "errorRate": "1%", "okRate": "99%" }], "description": "The limits checked after the run; one breached fails the scenario.", "properties": { "p50": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable median latency." }, "p75": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 75th-percentile latency." }, "p90": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 90th-percentile latency." }, "p95": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 95th-percentile latency." }, "p99": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 99th-percentile latency." }, "p999": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 99.9th-percentile latency." }, "max": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable latency of any request." }, "mean": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable mean latency." }, "errorRate": { "anyOf": [{ "$ref": "#/$defs/percentage" }, { "$ref": "#/$defs/abortingPercentage" }], "description": "The highest acceptable share of failed requests." }, "okRate": { "anyOf": [{ "$ref": "#/$defs/percentage" }, { "$ref": "#/$defs/abortingPercentage" }], "examples": ["99%", "99.9%"], "description": "The lowest acceptable share of ok requests." }, "rps": { "type": "number", "exclusiveMinimum": 0, "title": "a number of requests per second, above 0", "examples": [100], "description": "The lowest acceptable throughput, in requests per second." }, "ttfb": { "$ref": "#/$defs/latency", "description": "A stream scenario's (stream:) highest acceptable time to first byte, from the request written to the response's head (the WebSocket's upgrade), on its 95th percentile." }, "ttfe": { "$ref": "#/$defs/latency", "description": "A stream scenario's (stream:) highest acceptable time to first event, from the request written to the stream's first event, on its 95th percentile." }, "eventGap": { "$ref": "#/$defs/latency", "description": "A stream scenario's (stream:) highest acceptable gap between two consecutive events of one stream, on its 95th percentile." }, "events": { "type": "number", "exclusiveMinimum": 0, "title": "a number of events per stream, above 0", "examples": [10], "description": "A stream scenario's (stream:) lowest acceptable number of events per stream, the mean over every stream it opened." } }, "patternProperties": { "^x-": true }, "additionalProperties": false } } };
const schema1 = { "$comment": "An http(s) URL, or a text with ${NAME} in it: that one is checked once the variables are filled in (validate, run).", "type": "string", "pattern": "^(?:https?://[^\\s/?#]+[^\\s?#]*|\\S*\\$\\{\\S*)$" };
const schema2 = { "type": "integer", "minimum": 1, "maximum": 10000, "title": "a whole number of virtual users from 1 to 10000", "examples": [10], "description": "How many virtual users send requests at the same time, each on its own connection, all from one process: at most 10000. For more, shard the load over several runners." };
const schema3 = { "type": ["string", "number"], "pattern": "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$", "exclusiveMinimum": 0, "title": "a rate above 0: requests per second such as 200/s, 200 rps or 200, or per minute such as 12000/m", "examples": ["200/s", "12000/m"], "description": "The open model, instead of concurrentUsers: requests start at this rate whatever the server does (latency is measured from when each was due, so a stall shows in full); a request due while every connection is busy is dropped and counted. At most 100000/s. Not with a flow or script (for now), thinkTime or rampUp." };
const schema4 = { "type": "integer", "minimum": 1, "maximum": 10000, "title": "a whole number of connections from 1 to 10000", "examples": [400], "description": "With arrivalRate or stages: the most requests in flight (connections) at once. Default: enough for 1 s of the highest rate (200 for 200/s), at most 10000." };
const schema5 = { "type": "string", "pattern": "^[1-9][0-9]*(s|m|h)$", "title": "a whole number above 0 followed by s, m or h, at most 24h", "examples": ["30s", "2m", "1h"], "description": "How long the scenario sends requests: at most 24h (86400s)." };
const schema9 = { "type": "string", "pattern": "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number above 0 followed by ms, s or m", "examples": ["30s", "500ms"], "default": "30s", "description": "How long one request may take before it counts as a timeout: at most 10m." };
const schema10 = { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number followed by ms, s or m", "examples": ["1s", "250ms"], "description": "How long each virtual user waits between two requests; none when absent. At most 60m; longer than the duration is a warning." };
const schema11 = { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number followed by ms, s or m", "examples": ["10s"], "description": "How long it takes to start all virtual users, evenly spread; all at once when absent. Part of the duration: at most 1440m (24h); longer than the duration is a warning." };
const schema30 = { "type": "object", "title": "a mapping with status, a list of HTTP status codes, and json, checks on the body", "examples": [{ "status": [201] }, { "status": [200], "json": { "$.errors": "absent", "$.data.id": "present" } }], "description": "What counts as an ok response. Absent: any 2xx or 3xx status and any body. A scenario that sets status or json keeps the other from defaults.", "if": { "not": { "required": ["json"] } }, "then": { "required": ["status"] }, "properties": { "status": { "type": "array", "minItems": 1, "title": "a list of HTTP status codes", "examples": [[200, 404]], "description": "The status codes that count as ok.", "items": { "type": "integer", "minimum": 100, "maximum": 599, "title": "an HTTP status code from 100 to 599", "examples": [201] } }, "json": { "type": "object", "title": "a mapping of JSONPath queries on the body to absent, present or the value the first match must equal", "examples": [{ "$.errors": "absent", "$.data.id": "present", "$.ok": true }], "description": "Checks on the JSON body of every response whose status is ok, in the order written: each key an RFC 9535 JSONPath ($.data.id), each value absent (no match), present (at least one match), or a string, number, boolean or null that the first match must equal. A response that fails one, whose body is not JSON or is over 64 KiB, fails as category check.", "additionalProperties": { "type": ["string", "number", "boolean", "null"], "title": "absent, present, or a string, number, boolean or null", "examples": ["absent", "present", true, "active"] } } }, "patternProperties": { "^x-": true }, "additionalProperties": false };
const schema31 = { "type": "integer", "minimum": 1, "maximum": 100, "default": 10, "title": "a whole number of rounds from 1 to 100", "examples": [10], "description": "Into how many equal rounds the measured time is split, each with its own figures, so that a comparison with a baseline has independent repetitions. Each round lasts at least 1 s (duration / rounds). Absent: one round a second of the duration, at most 10 (10 from a duration of 10s), at least 1. A comparison needs at least 4 rounds a side: fewer is a warning." };
const schema42 = { "const": "off", "title": "off", "examples": ["off"], "description": "`off`: the responses are not checked against the API schema. By default, when the run knows the schema (`loadtool run --schema`, `gate` and the action), a sample of each scenario's responses (the first 20, then 1 in 100) must have a status the operation declares and a body that matches the declared JSON schema (GraphQL: every selected field of a non-null type, and a look-up's answer, present); a mismatch fails the response as `conformance`. For APIs whose documents are known to be wrong." };
const schema43 = { "enum": ["http1", "h2"], "default": "http1", "title": "http1 or h2", "examples": ["h2"], "description": "The HTTP version the scenario speaks. `http1`: HTTP/1.1, one keep-alive connection per user. `h2`: HTTP/2, each user's request a stream over `connections` connections shared by the users; over https by ALPN, over http by prior knowledge (h2c), as h2load does. A server that does not agree to h2 fails every request as `connect`." };
const schema44 = { "type": "integer", "minimum": 1, "maximum": 10000, "title": "a whole number from 1 to 10000", "examples": [1, 4], "description": "With `protocol: h2`: how many connections the scenario's users share, user i on connection i mod n (at most one per user); by default one per 100 users, as h2load's `-c`/`-m`. Each connection takes as many streams at once as the server's SETTINGS_MAX_CONCURRENT_STREAMS allows; the others wait for a stream, outside the latency." };
const schema45 = { "type": "integer", "minimum": 0, "maximum": 20, "default": 0, "title": "a whole number of redirects from 0 to 20", "examples": [5], "description": "How many redirects (301, 302, 303, 307, 308 with a Location) each request follows: each hop is sent, counted in requests.redirects, and its latency added to the request's; the last response's status is the one judged. 301, 302 and 303 turn into a GET without a body (HEAD stays HEAD), 307 and 308 keep the method and the body; a relative Location is resolved against the request's URL. Only on the same origin unless crossOrigin is true. A chain longer than this, a loop (the same request with the same cookies twice in one chain) and a redirect to another origin without crossOrigin fail as `redirect`. 0 (the default): a redirect is the answer, judged as it is." };
const schema46 = { "type": "boolean", "default": false, "title": "true or false", "examples": [true], "description": "true: the redirects that followRedirects follows may lead to another origin (scheme, host and port), on a connection of each user's own, without the Authorization, Proxy-Authorization, Cookie and Host headers written for the first one (the user's cookie jar still sends that origin's cookies). false (the default): such a redirect fails as `redirect`." };
const schema47 = { "enum": ["on", "off"], "title": "on or off", "examples": ["on"], "description": "Whether each virtual user keeps a cookie jar (RFC 6265): the Set-Cookie of every response, redirects included, kept by domain, path and expiry, and the matching Cookie header sent with each request, after a Cookie header the request writes itself; Secure cookies over https only, SameSite ignored. Default: on for a flow and a script (one user's session), off for a single request." };
const pattern0 = new RegExp("^x-", "u");
const pattern1 = new RegExp("^(?:https?://[^\\s/?#]+[^\\s?#]*|\\S*\\$\\{\\S*)$", "u");
const pattern4 = new RegExp("^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$", "u");
const pattern5 = new RegExp("^[1-9][0-9]*(s|m|h)$", "u");
const pattern10 = new RegExp("^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$", "u");
const pattern11 = new RegExp("^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "u");
const pattern43 = new RegExp("^https?://\\S+$", "u");
const func0 = ucs2length;
const func5 = Object.prototype.hasOwnProperty;
const schema6 = { "type": "object", "title": "a mapping of header names to string values", "examples": [{ "Authorization": "Bearer ${API_TOKEN}" }], "description": "Request headers. `${NAME}` in a value is read from the environment at run time and masked in logs; `${uuid}` is a new UUID for each request, not masked.", "propertyNames": { "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "title": "a header name: letters, digits and - (no spaces or colons)", "examples": ["X-Request-Id"] }, "additionalProperties": { "anyOf": [{ "type": "string" }, { "$ref": "#/$defs/source" }], "title": "a string (quote values that look like numbers), or a source { from, pick }", "examples": ["Bearer ${API_TOKEN}"] } };
const pattern6 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "u");
const schema7 = { "type": "object", "title": "a mapping with from and pick, and graphql for a GraphQL source", "examples": [{ "from": "GET /items", "pick": "$.data[*].id" }], "description": "Values taken from the API itself, fetched once before the measured time with the scenario's headers and used in turn (request k takes value k mod n). Also allowed as a top-level property of a JSON `body` and as a GraphQL variable. A source that fails or yields no value stops the run (exit 3).", "required": ["from", "pick"], "properties": { "from": { "$ref": "#/$defs/sourceFrom", "title": "GET or POST, a space and a path, relative to baseUrl", "examples": ["GET /items/articles", "GET /pets?limit=100", "POST /graphql"], "description": "The request whose response holds the values: GET, or POST (without a body, or with `graphql`), and a path relative to baseUrl, a query string allowed." }, "pick": { "type": "string", "minLength": 1, "title": "a JSONPath (RFC 9535) on the response body", "examples": ["$.data[*].id"], "description": "Selects the values in the JSON body; strings, numbers and booleans are kept (at most 1000), other matches are skipped." }, "graphql": { "type": "object", "title": "a mapping with query and, optionally, variables", "examples": [{ "query": "{ pets { id } }" }], "description": "A GraphQL source: the document posted to `from` (`POST /graphql`). A response with `errors` fails the source.", "required": ["query"], "properties": { "query": { "type": "string", "minLength": 1, "title": "a GraphQL document", "examples": ["{ pets { id } }"] }, "variables": { "type": "object", "title": "a mapping of variable names to values", "examples": [{ "first": 100 }] } }, "patternProperties": { "^x-": true }, "additionalProperties": false } }, "patternProperties": { "^x-": true }, "additionalProperties": false };
const schema8 = { "type": "string", "pattern": "^(GET|POST) /[^\\s#{}]*$" };
const pattern8 = new RegExp("^(GET|POST) /[^\\s#{}]*$", "u");
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate2.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((data.from === undefined) && (missing0 = "from")) || ((data.pick === undefined) && (missing0 = "pick"))) {
            validate2.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!((((key0 === "from") || (key0 === "pick")) || (key0 === "graphql")) || (pattern0.test(key0)))) {
                    validate2.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.from !== undefined) {
                    let data0 = data.from;
                    const _errs2 = errors;
                    const _errs3 = errors;
                    if (errors === _errs3) {
                        if (typeof data0 === "string") {
                            if (!pattern8.test(data0)) {
                                validate2.errors = [{ instancePath: instancePath + "/from", schemaPath: "#/$defs/sourceFrom/pattern", keyword: "pattern", params: { pattern: "^(GET|POST) /[^\\s#{}]*$" }, message: "must match pattern \"" + "^(GET|POST) /[^\\s#{}]*$" + "\"" }];
                                return false;
                            }
                        }
                        else {
                            validate2.errors = [{ instancePath: instancePath + "/from", schemaPath: "#/$defs/sourceFrom/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.pick !== undefined) {
                        let data1 = data.pick;
                        const _errs5 = errors;
                        if (errors === _errs5) {
                            if (typeof data1 === "string") {
                                if (func0(data1) < 1) {
                                    validate2.errors = [{ instancePath: instancePath + "/pick", schemaPath: "#/properties/pick/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                    return false;
                                }
                            }
                            else {
                                validate2.errors = [{ instancePath: instancePath + "/pick", schemaPath: "#/properties/pick/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                        }
                        var valid0 = _errs5 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.graphql !== undefined) {
                            let data2 = data.graphql;
                            const _errs7 = errors;
                            if (errors === _errs7) {
                                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                                    let missing1;
                                    if ((data2.query === undefined) && (missing1 = "query")) {
                                        validate2.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/properties/graphql/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                        return false;
                                    }
                                    else {
                                        const _errs9 = errors;
                                        for (const key1 in data2) {
                                            if (!(((key1 === "query") || (key1 === "variables")) || (pattern0.test(key1)))) {
                                                validate2.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/properties/graphql/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                return false;
                                                break;
                                            }
                                        }
                                        if (_errs9 === errors) {
                                            if (data2.query !== undefined) {
                                                let data3 = data2.query;
                                                const _errs10 = errors;
                                                if (errors === _errs10) {
                                                    if (typeof data3 === "string") {
                                                        if (func0(data3) < 1) {
                                                            validate2.errors = [{ instancePath: instancePath + "/graphql/query", schemaPath: "#/properties/graphql/properties/query/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                            return false;
                                                        }
                                                    }
                                                    else {
                                                        validate2.errors = [{ instancePath: instancePath + "/graphql/query", schemaPath: "#/properties/graphql/properties/query/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                    }
                                                }
                                                var valid2 = _errs10 === errors;
                                            }
                                            else {
                                                var valid2 = true;
                                            }
                                            if (valid2) {
                                                if (data2.variables !== undefined) {
                                                    let data4 = data2.variables;
                                                    const _errs12 = errors;
                                                    if (!(data4 && typeof data4 == "object" && !Array.isArray(data4))) {
                                                        validate2.errors = [{ instancePath: instancePath + "/graphql/variables", schemaPath: "#/properties/graphql/properties/variables/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                    var valid2 = _errs12 === errors;
                                                }
                                                else {
                                                    var valid2 = true;
                                                }
                                            }
                                        }
                                    }
                                }
                                else {
                                    validate2.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/properties/graphql/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs7 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                    }
                }
            }
        }
    }
    else {
        validate2.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate2.errors = vErrors; return errors === 0; }
validate2.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate1(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate1.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            const _errs1 = errors;
            if (typeof key0 === "string") {
                if (!pattern6.test(key0)) {
                    const err0 = { instancePath, schemaPath: "#/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }, message: "must match pattern \"" + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" + "\"", propertyName: key0 };
                    if (vErrors === null) {
                        vErrors = [err0];
                    }
                    else {
                        vErrors.push(err0);
                    }
                    errors++;
                }
            }
            var valid0 = _errs1 === errors;
            if (!valid0) {
                const err1 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, message: "property name must be valid" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
                validate1.errors = vErrors;
                return false;
                break;
            }
        }
        if (valid0) {
            for (const key1 in data) {
                let data0 = data[key1];
                const _errs3 = errors;
                const _errs4 = errors;
                let valid2 = false;
                const _errs5 = errors;
                if (typeof data0 !== "string") {
                    const err2 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                }
                var _valid0 = _errs5 === errors;
                valid2 = valid2 || _valid0;
                const _errs7 = errors;
                if (!(validate2(data0, { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key1, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                    errors = vErrors.length;
                }
                var _valid0 = _errs7 === errors;
                valid2 = valid2 || _valid0;
                if (!valid2) {
                    const err3 = { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                    if (vErrors === null) {
                        vErrors = [err3];
                    }
                    else {
                        vErrors.push(err3);
                    }
                    errors++;
                    validate1.errors = vErrors;
                    return false;
                }
                else {
                    errors = _errs4;
                    if (vErrors !== null) {
                        if (_errs4) {
                            vErrors.length = _errs4;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
                var valid1 = _errs3 === errors;
                if (!valid1) {
                    break;
                }
            }
        }
    }
    else {
        validate1.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate1.errors = vErrors; return errors === 0; }
validate1.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema12 = { "type": "object", "title": "a mapping of thresholds such as p95: 300ms or okRate: 99%", "examples": [{ "p95": "300ms", "p99": "1s", "errorRate": "1%", "okRate": "99%" }], "description": "The limits checked after the run; one breached fails the scenario.", "properties": { "p50": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable median latency." }, "p75": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 75th-percentile latency." }, "p90": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 90th-percentile latency." }, "p95": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 95th-percentile latency." }, "p99": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 99th-percentile latency." }, "p999": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable 99.9th-percentile latency." }, "max": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable latency of any request." }, "mean": { "anyOf": [{ "$ref": "#/$defs/latency" }, { "$ref": "#/$defs/abortingLatency" }], "description": "The highest acceptable mean latency." }, "errorRate": { "anyOf": [{ "$ref": "#/$defs/percentage" }, { "$ref": "#/$defs/abortingPercentage" }], "description": "The highest acceptable share of failed requests." }, "okRate": { "anyOf": [{ "$ref": "#/$defs/percentage" }, { "$ref": "#/$defs/abortingPercentage" }], "examples": ["99%", "99.9%"], "description": "The lowest acceptable share of ok requests." }, "rps": { "type": "number", "exclusiveMinimum": 0, "title": "a number of requests per second, above 0", "examples": [100], "description": "The lowest acceptable throughput, in requests per second." }, "ttfb": { "$ref": "#/$defs/latency", "description": "A stream scenario's (stream:) highest acceptable time to first byte, from the request written to the response's head (the WebSocket's upgrade), on its 95th percentile." }, "ttfe": { "$ref": "#/$defs/latency", "description": "A stream scenario's (stream:) highest acceptable time to first event, from the request written to the stream's first event, on its 95th percentile." }, "eventGap": { "$ref": "#/$defs/latency", "description": "A stream scenario's (stream:) highest acceptable gap between two consecutive events of one stream, on its 95th percentile." }, "events": { "type": "number", "exclusiveMinimum": 0, "title": "a number of events per stream, above 0", "examples": [10], "description": "A stream scenario's (stream:) lowest acceptable number of events per stream, the mean over every stream it opened." } }, "patternProperties": { "^x-": true }, "additionalProperties": false };
const schema13 = { "type": "string", "pattern": "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$", "title": "a number above 0 followed by ms or s", "examples": ["300ms", "1.5s"], "description": "A plain decimal number (no exponent such as 1e-7) and its unit, from 0.001ms (latencies are measured to the microsecond) to 24h." };
const schema23 = { "type": "string", "pattern": "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$", "title": "a percentage from 0% to 100%, fractions allowed", "examples": ["1%", "0.5%"] };
const pattern14 = new RegExp("^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$", "u");
const pattern24 = new RegExp("^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$", "u");
const schema14 = { "type": "object", "title": "a mapping with limit, abortOnFail and delay", "examples": [{ "limit": "300ms", "abortOnFail": true, "delay": "10s" }], "description": "The threshold's limit, and whether the scenario stops as soon as the breach can no longer be undone (abortOnFail), not before delay into its measured time.", "required": ["limit"], "additionalProperties": false, "properties": { "limit": { "$ref": "#/$defs/latency" }, "abortOnFail": { "type": "boolean", "title": "true or false", "examples": [true], "description": "true: the scenario stops once the threshold is breached whatever its remaining requests do; the rest of the run goes on, and every report says it was stopped and why." }, "delay": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number followed by ms, s or m", "examples": ["10s"], "description": "How long into the measured time abortOnFail waits before it may stop the scenario; none when absent." } } };
function validate6(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate6.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if ((data.limit === undefined) && (missing0 = "limit")) {
            validate6.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!(((key0 === "limit") || (key0 === "abortOnFail")) || (key0 === "delay"))) {
                    validate6.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.limit !== undefined) {
                    let data0 = data.limit;
                    const _errs2 = errors;
                    const _errs3 = errors;
                    if (errors === _errs3) {
                        if (typeof data0 === "string") {
                            if (!pattern14.test(data0)) {
                                validate6.errors = [{ instancePath: instancePath + "/limit", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" }];
                                return false;
                            }
                        }
                        else {
                            validate6.errors = [{ instancePath: instancePath + "/limit", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.abortOnFail !== undefined) {
                        const _errs5 = errors;
                        if (typeof data.abortOnFail !== "boolean") {
                            validate6.errors = [{ instancePath: instancePath + "/abortOnFail", schemaPath: "#/properties/abortOnFail/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                            return false;
                        }
                        var valid0 = _errs5 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.delay !== undefined) {
                            let data2 = data.delay;
                            const _errs7 = errors;
                            if (errors === _errs7) {
                                if (typeof data2 === "string") {
                                    if (!pattern11.test(data2)) {
                                        validate6.errors = [{ instancePath: instancePath + "/delay", schemaPath: "#/properties/delay/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                        return false;
                                    }
                                }
                                else {
                                    validate6.errors = [{ instancePath: instancePath + "/delay", schemaPath: "#/properties/delay/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs7 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                    }
                }
            }
        }
    }
    else {
        validate6.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate6.errors = vErrors; return errors === 0; }
validate6.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema24 = { "type": "object", "title": "a mapping with limit, abortOnFail and delay", "examples": [{ "limit": "1%", "abortOnFail": true, "delay": "10s" }], "description": "The threshold's limit, and whether the scenario stops as soon as the breach can no longer be undone (abortOnFail), not before delay into its measured time.", "required": ["limit"], "additionalProperties": false, "properties": { "limit": { "$ref": "#/$defs/percentage" }, "abortOnFail": { "type": "boolean", "title": "true or false", "examples": [true], "description": "true: the scenario stops once the threshold is breached whatever its remaining requests do; the rest of the run goes on, and every report says it was stopped and why." }, "delay": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number followed by ms, s or m", "examples": ["10s"], "description": "How long into the measured time abortOnFail waits before it may stop the scenario; none when absent." } } };
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate15.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if ((data.limit === undefined) && (missing0 = "limit")) {
            validate15.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
        }
        else {
            const _errs1 = errors;
            for (const key0 in data) {
                if (!(((key0 === "limit") || (key0 === "abortOnFail")) || (key0 === "delay"))) {
                    validate15.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs1 === errors) {
                if (data.limit !== undefined) {
                    let data0 = data.limit;
                    const _errs2 = errors;
                    const _errs3 = errors;
                    if (errors === _errs3) {
                        if (typeof data0 === "string") {
                            if (!pattern24.test(data0)) {
                                validate15.errors = [{ instancePath: instancePath + "/limit", schemaPath: "#/$defs/percentage/pattern", keyword: "pattern", params: { pattern: "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$" }, message: "must match pattern \"" + "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$" + "\"" }];
                                return false;
                            }
                        }
                        else {
                            validate15.errors = [{ instancePath: instancePath + "/limit", schemaPath: "#/$defs/percentage/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                    }
                    var valid0 = _errs2 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.abortOnFail !== undefined) {
                        const _errs5 = errors;
                        if (typeof data.abortOnFail !== "boolean") {
                            validate15.errors = [{ instancePath: instancePath + "/abortOnFail", schemaPath: "#/properties/abortOnFail/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                            return false;
                        }
                        var valid0 = _errs5 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.delay !== undefined) {
                            let data2 = data.delay;
                            const _errs7 = errors;
                            if (errors === _errs7) {
                                if (typeof data2 === "string") {
                                    if (!pattern11.test(data2)) {
                                        validate15.errors = [{ instancePath: instancePath + "/delay", schemaPath: "#/properties/delay/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                        return false;
                                    }
                                }
                                else {
                                    validate15.errors = [{ instancePath: instancePath + "/delay", schemaPath: "#/properties/delay/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs7 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                    }
                }
            }
        }
    }
    else {
        validate15.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate15.errors = vErrors; return errors === 0; }
validate15.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate5.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        const _errs1 = errors;
        for (const key0 in data) {
            if (!((func5.call(schema12.properties, key0)) || (pattern0.test(key0)))) {
                validate5.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                return false;
                break;
            }
        }
        if (_errs1 === errors) {
            if (data.p50 !== undefined) {
                let data0 = data.p50;
                const _errs2 = errors;
                const _errs3 = errors;
                let valid1 = false;
                const _errs4 = errors;
                const _errs5 = errors;
                if (errors === _errs5) {
                    if (typeof data0 === "string") {
                        if (!pattern14.test(data0)) {
                            const err0 = { instancePath: instancePath + "/p50", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" };
                            if (vErrors === null) {
                                vErrors = [err0];
                            }
                            else {
                                vErrors.push(err0);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err1 = { instancePath: instancePath + "/p50", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                        if (vErrors === null) {
                            vErrors = [err1];
                        }
                        else {
                            vErrors.push(err1);
                        }
                        errors++;
                    }
                }
                var _valid0 = _errs4 === errors;
                valid1 = valid1 || _valid0;
                const _errs7 = errors;
                if (!(validate6(data0, { instancePath: instancePath + "/p50", parentData: data, parentDataProperty: "p50", rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                    errors = vErrors.length;
                }
                var _valid0 = _errs7 === errors;
                valid1 = valid1 || _valid0;
                if (!valid1) {
                    const err2 = { instancePath: instancePath + "/p50", schemaPath: "#/properties/p50/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                    if (vErrors === null) {
                        vErrors = [err2];
                    }
                    else {
                        vErrors.push(err2);
                    }
                    errors++;
                    validate5.errors = vErrors;
                    return false;
                }
                else {
                    errors = _errs3;
                    if (vErrors !== null) {
                        if (_errs3) {
                            vErrors.length = _errs3;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
                var valid0 = _errs2 === errors;
            }
            else {
                var valid0 = true;
            }
            if (valid0) {
                if (data.p75 !== undefined) {
                    let data1 = data.p75;
                    const _errs8 = errors;
                    const _errs9 = errors;
                    let valid3 = false;
                    const _errs10 = errors;
                    const _errs11 = errors;
                    if (errors === _errs11) {
                        if (typeof data1 === "string") {
                            if (!pattern14.test(data1)) {
                                const err3 = { instancePath: instancePath + "/p75", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" };
                                if (vErrors === null) {
                                    vErrors = [err3];
                                }
                                else {
                                    vErrors.push(err3);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err4 = { instancePath: instancePath + "/p75", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                            if (vErrors === null) {
                                vErrors = [err4];
                            }
                            else {
                                vErrors.push(err4);
                            }
                            errors++;
                        }
                    }
                    var _valid1 = _errs10 === errors;
                    valid3 = valid3 || _valid1;
                    const _errs13 = errors;
                    if (!(validate6(data1, { instancePath: instancePath + "/p75", parentData: data, parentDataProperty: "p75", rootData, dynamicAnchors }))) {
                        vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                        errors = vErrors.length;
                    }
                    var _valid1 = _errs13 === errors;
                    valid3 = valid3 || _valid1;
                    if (!valid3) {
                        const err5 = { instancePath: instancePath + "/p75", schemaPath: "#/properties/p75/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                        if (vErrors === null) {
                            vErrors = [err5];
                        }
                        else {
                            vErrors.push(err5);
                        }
                        errors++;
                        validate5.errors = vErrors;
                        return false;
                    }
                    else {
                        errors = _errs9;
                        if (vErrors !== null) {
                            if (_errs9) {
                                vErrors.length = _errs9;
                            }
                            else {
                                vErrors = null;
                            }
                        }
                    }
                    var valid0 = _errs8 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.p90 !== undefined) {
                        let data2 = data.p90;
                        const _errs14 = errors;
                        const _errs15 = errors;
                        let valid5 = false;
                        const _errs16 = errors;
                        const _errs17 = errors;
                        if (errors === _errs17) {
                            if (typeof data2 === "string") {
                                if (!pattern14.test(data2)) {
                                    const err6 = { instancePath: instancePath + "/p90", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" };
                                    if (vErrors === null) {
                                        vErrors = [err6];
                                    }
                                    else {
                                        vErrors.push(err6);
                                    }
                                    errors++;
                                }
                            }
                            else {
                                const err7 = { instancePath: instancePath + "/p90", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                if (vErrors === null) {
                                    vErrors = [err7];
                                }
                                else {
                                    vErrors.push(err7);
                                }
                                errors++;
                            }
                        }
                        var _valid2 = _errs16 === errors;
                        valid5 = valid5 || _valid2;
                        const _errs19 = errors;
                        if (!(validate6(data2, { instancePath: instancePath + "/p90", parentData: data, parentDataProperty: "p90", rootData, dynamicAnchors }))) {
                            vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                            errors = vErrors.length;
                        }
                        var _valid2 = _errs19 === errors;
                        valid5 = valid5 || _valid2;
                        if (!valid5) {
                            const err8 = { instancePath: instancePath + "/p90", schemaPath: "#/properties/p90/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                            if (vErrors === null) {
                                vErrors = [err8];
                            }
                            else {
                                vErrors.push(err8);
                            }
                            errors++;
                            validate5.errors = vErrors;
                            return false;
                        }
                        else {
                            errors = _errs15;
                            if (vErrors !== null) {
                                if (_errs15) {
                                    vErrors.length = _errs15;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                        }
                        var valid0 = _errs14 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.p95 !== undefined) {
                            let data3 = data.p95;
                            const _errs20 = errors;
                            const _errs21 = errors;
                            let valid7 = false;
                            const _errs22 = errors;
                            const _errs23 = errors;
                            if (errors === _errs23) {
                                if (typeof data3 === "string") {
                                    if (!pattern14.test(data3)) {
                                        const err9 = { instancePath: instancePath + "/p95", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" };
                                        if (vErrors === null) {
                                            vErrors = [err9];
                                        }
                                        else {
                                            vErrors.push(err9);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err10 = { instancePath: instancePath + "/p95", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                    if (vErrors === null) {
                                        vErrors = [err10];
                                    }
                                    else {
                                        vErrors.push(err10);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs22 === errors;
                            valid7 = valid7 || _valid3;
                            const _errs25 = errors;
                            if (!(validate6(data3, { instancePath: instancePath + "/p95", parentData: data, parentDataProperty: "p95", rootData, dynamicAnchors }))) {
                                vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                                errors = vErrors.length;
                            }
                            var _valid3 = _errs25 === errors;
                            valid7 = valid7 || _valid3;
                            if (!valid7) {
                                const err11 = { instancePath: instancePath + "/p95", schemaPath: "#/properties/p95/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                if (vErrors === null) {
                                    vErrors = [err11];
                                }
                                else {
                                    vErrors.push(err11);
                                }
                                errors++;
                                validate5.errors = vErrors;
                                return false;
                            }
                            else {
                                errors = _errs21;
                                if (vErrors !== null) {
                                    if (_errs21) {
                                        vErrors.length = _errs21;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            var valid0 = _errs20 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.p99 !== undefined) {
                                let data4 = data.p99;
                                const _errs26 = errors;
                                const _errs27 = errors;
                                let valid9 = false;
                                const _errs28 = errors;
                                const _errs29 = errors;
                                if (errors === _errs29) {
                                    if (typeof data4 === "string") {
                                        if (!pattern14.test(data4)) {
                                            const err12 = { instancePath: instancePath + "/p99", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" };
                                            if (vErrors === null) {
                                                vErrors = [err12];
                                            }
                                            else {
                                                vErrors.push(err12);
                                            }
                                            errors++;
                                        }
                                    }
                                    else {
                                        const err13 = { instancePath: instancePath + "/p99", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                        if (vErrors === null) {
                                            vErrors = [err13];
                                        }
                                        else {
                                            vErrors.push(err13);
                                        }
                                        errors++;
                                    }
                                }
                                var _valid4 = _errs28 === errors;
                                valid9 = valid9 || _valid4;
                                const _errs31 = errors;
                                if (!(validate6(data4, { instancePath: instancePath + "/p99", parentData: data, parentDataProperty: "p99", rootData, dynamicAnchors }))) {
                                    vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                                    errors = vErrors.length;
                                }
                                var _valid4 = _errs31 === errors;
                                valid9 = valid9 || _valid4;
                                if (!valid9) {
                                    const err14 = { instancePath: instancePath + "/p99", schemaPath: "#/properties/p99/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                    if (vErrors === null) {
                                        vErrors = [err14];
                                    }
                                    else {
                                        vErrors.push(err14);
                                    }
                                    errors++;
                                    validate5.errors = vErrors;
                                    return false;
                                }
                                else {
                                    errors = _errs27;
                                    if (vErrors !== null) {
                                        if (_errs27) {
                                            vErrors.length = _errs27;
                                        }
                                        else {
                                            vErrors = null;
                                        }
                                    }
                                }
                                var valid0 = _errs26 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.p999 !== undefined) {
                                    let data5 = data.p999;
                                    const _errs32 = errors;
                                    const _errs33 = errors;
                                    let valid11 = false;
                                    const _errs34 = errors;
                                    const _errs35 = errors;
                                    if (errors === _errs35) {
                                        if (typeof data5 === "string") {
                                            if (!pattern14.test(data5)) {
                                                const err15 = { instancePath: instancePath + "/p999", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" };
                                                if (vErrors === null) {
                                                    vErrors = [err15];
                                                }
                                                else {
                                                    vErrors.push(err15);
                                                }
                                                errors++;
                                            }
                                        }
                                        else {
                                            const err16 = { instancePath: instancePath + "/p999", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                            if (vErrors === null) {
                                                vErrors = [err16];
                                            }
                                            else {
                                                vErrors.push(err16);
                                            }
                                            errors++;
                                        }
                                    }
                                    var _valid5 = _errs34 === errors;
                                    valid11 = valid11 || _valid5;
                                    const _errs37 = errors;
                                    if (!(validate6(data5, { instancePath: instancePath + "/p999", parentData: data, parentDataProperty: "p999", rootData, dynamicAnchors }))) {
                                        vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                                        errors = vErrors.length;
                                    }
                                    var _valid5 = _errs37 === errors;
                                    valid11 = valid11 || _valid5;
                                    if (!valid11) {
                                        const err17 = { instancePath: instancePath + "/p999", schemaPath: "#/properties/p999/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                        if (vErrors === null) {
                                            vErrors = [err17];
                                        }
                                        else {
                                            vErrors.push(err17);
                                        }
                                        errors++;
                                        validate5.errors = vErrors;
                                        return false;
                                    }
                                    else {
                                        errors = _errs33;
                                        if (vErrors !== null) {
                                            if (_errs33) {
                                                vErrors.length = _errs33;
                                            }
                                            else {
                                                vErrors = null;
                                            }
                                        }
                                    }
                                    var valid0 = _errs32 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.max !== undefined) {
                                        let data6 = data.max;
                                        const _errs38 = errors;
                                        const _errs39 = errors;
                                        let valid13 = false;
                                        const _errs40 = errors;
                                        const _errs41 = errors;
                                        if (errors === _errs41) {
                                            if (typeof data6 === "string") {
                                                if (!pattern14.test(data6)) {
                                                    const err18 = { instancePath: instancePath + "/max", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" };
                                                    if (vErrors === null) {
                                                        vErrors = [err18];
                                                    }
                                                    else {
                                                        vErrors.push(err18);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            else {
                                                const err19 = { instancePath: instancePath + "/max", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                if (vErrors === null) {
                                                    vErrors = [err19];
                                                }
                                                else {
                                                    vErrors.push(err19);
                                                }
                                                errors++;
                                            }
                                        }
                                        var _valid6 = _errs40 === errors;
                                        valid13 = valid13 || _valid6;
                                        const _errs43 = errors;
                                        if (!(validate6(data6, { instancePath: instancePath + "/max", parentData: data, parentDataProperty: "max", rootData, dynamicAnchors }))) {
                                            vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                                            errors = vErrors.length;
                                        }
                                        var _valid6 = _errs43 === errors;
                                        valid13 = valid13 || _valid6;
                                        if (!valid13) {
                                            const err20 = { instancePath: instancePath + "/max", schemaPath: "#/properties/max/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                            if (vErrors === null) {
                                                vErrors = [err20];
                                            }
                                            else {
                                                vErrors.push(err20);
                                            }
                                            errors++;
                                            validate5.errors = vErrors;
                                            return false;
                                        }
                                        else {
                                            errors = _errs39;
                                            if (vErrors !== null) {
                                                if (_errs39) {
                                                    vErrors.length = _errs39;
                                                }
                                                else {
                                                    vErrors = null;
                                                }
                                            }
                                        }
                                        var valid0 = _errs38 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                    if (valid0) {
                                        if (data.mean !== undefined) {
                                            let data7 = data.mean;
                                            const _errs44 = errors;
                                            const _errs45 = errors;
                                            let valid15 = false;
                                            const _errs46 = errors;
                                            const _errs47 = errors;
                                            if (errors === _errs47) {
                                                if (typeof data7 === "string") {
                                                    if (!pattern14.test(data7)) {
                                                        const err21 = { instancePath: instancePath + "/mean", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" };
                                                        if (vErrors === null) {
                                                            vErrors = [err21];
                                                        }
                                                        else {
                                                            vErrors.push(err21);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                else {
                                                    const err22 = { instancePath: instancePath + "/mean", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                    if (vErrors === null) {
                                                        vErrors = [err22];
                                                    }
                                                    else {
                                                        vErrors.push(err22);
                                                    }
                                                    errors++;
                                                }
                                            }
                                            var _valid7 = _errs46 === errors;
                                            valid15 = valid15 || _valid7;
                                            const _errs49 = errors;
                                            if (!(validate6(data7, { instancePath: instancePath + "/mean", parentData: data, parentDataProperty: "mean", rootData, dynamicAnchors }))) {
                                                vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                                                errors = vErrors.length;
                                            }
                                            var _valid7 = _errs49 === errors;
                                            valid15 = valid15 || _valid7;
                                            if (!valid15) {
                                                const err23 = { instancePath: instancePath + "/mean", schemaPath: "#/properties/mean/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                                if (vErrors === null) {
                                                    vErrors = [err23];
                                                }
                                                else {
                                                    vErrors.push(err23);
                                                }
                                                errors++;
                                                validate5.errors = vErrors;
                                                return false;
                                            }
                                            else {
                                                errors = _errs45;
                                                if (vErrors !== null) {
                                                    if (_errs45) {
                                                        vErrors.length = _errs45;
                                                    }
                                                    else {
                                                        vErrors = null;
                                                    }
                                                }
                                            }
                                            var valid0 = _errs44 === errors;
                                        }
                                        else {
                                            var valid0 = true;
                                        }
                                        if (valid0) {
                                            if (data.errorRate !== undefined) {
                                                let data8 = data.errorRate;
                                                const _errs50 = errors;
                                                const _errs51 = errors;
                                                let valid17 = false;
                                                const _errs52 = errors;
                                                const _errs53 = errors;
                                                if (errors === _errs53) {
                                                    if (typeof data8 === "string") {
                                                        if (!pattern24.test(data8)) {
                                                            const err24 = { instancePath: instancePath + "/errorRate", schemaPath: "#/$defs/percentage/pattern", keyword: "pattern", params: { pattern: "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$" }, message: "must match pattern \"" + "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$" + "\"" };
                                                            if (vErrors === null) {
                                                                vErrors = [err24];
                                                            }
                                                            else {
                                                                vErrors.push(err24);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    else {
                                                        const err25 = { instancePath: instancePath + "/errorRate", schemaPath: "#/$defs/percentage/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                        if (vErrors === null) {
                                                            vErrors = [err25];
                                                        }
                                                        else {
                                                            vErrors.push(err25);
                                                        }
                                                        errors++;
                                                    }
                                                }
                                                var _valid8 = _errs52 === errors;
                                                valid17 = valid17 || _valid8;
                                                const _errs55 = errors;
                                                if (!(validate15(data8, { instancePath: instancePath + "/errorRate", parentData: data, parentDataProperty: "errorRate", rootData, dynamicAnchors }))) {
                                                    vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
                                                    errors = vErrors.length;
                                                }
                                                var _valid8 = _errs55 === errors;
                                                valid17 = valid17 || _valid8;
                                                if (!valid17) {
                                                    const err26 = { instancePath: instancePath + "/errorRate", schemaPath: "#/properties/errorRate/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                                    if (vErrors === null) {
                                                        vErrors = [err26];
                                                    }
                                                    else {
                                                        vErrors.push(err26);
                                                    }
                                                    errors++;
                                                    validate5.errors = vErrors;
                                                    return false;
                                                }
                                                else {
                                                    errors = _errs51;
                                                    if (vErrors !== null) {
                                                        if (_errs51) {
                                                            vErrors.length = _errs51;
                                                        }
                                                        else {
                                                            vErrors = null;
                                                        }
                                                    }
                                                }
                                                var valid0 = _errs50 === errors;
                                            }
                                            else {
                                                var valid0 = true;
                                            }
                                            if (valid0) {
                                                if (data.okRate !== undefined) {
                                                    let data9 = data.okRate;
                                                    const _errs56 = errors;
                                                    const _errs57 = errors;
                                                    let valid19 = false;
                                                    const _errs58 = errors;
                                                    const _errs59 = errors;
                                                    if (errors === _errs59) {
                                                        if (typeof data9 === "string") {
                                                            if (!pattern24.test(data9)) {
                                                                const err27 = { instancePath: instancePath + "/okRate", schemaPath: "#/$defs/percentage/pattern", keyword: "pattern", params: { pattern: "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$" }, message: "must match pattern \"" + "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$" + "\"" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err27];
                                                                }
                                                                else {
                                                                    vErrors.push(err27);
                                                                }
                                                                errors++;
                                                            }
                                                        }
                                                        else {
                                                            const err28 = { instancePath: instancePath + "/okRate", schemaPath: "#/$defs/percentage/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                            if (vErrors === null) {
                                                                vErrors = [err28];
                                                            }
                                                            else {
                                                                vErrors.push(err28);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    var _valid9 = _errs58 === errors;
                                                    valid19 = valid19 || _valid9;
                                                    const _errs61 = errors;
                                                    if (!(validate15(data9, { instancePath: instancePath + "/okRate", parentData: data, parentDataProperty: "okRate", rootData, dynamicAnchors }))) {
                                                        vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
                                                        errors = vErrors.length;
                                                    }
                                                    var _valid9 = _errs61 === errors;
                                                    valid19 = valid19 || _valid9;
                                                    if (!valid19) {
                                                        const err29 = { instancePath: instancePath + "/okRate", schemaPath: "#/properties/okRate/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                                        if (vErrors === null) {
                                                            vErrors = [err29];
                                                        }
                                                        else {
                                                            vErrors.push(err29);
                                                        }
                                                        errors++;
                                                        validate5.errors = vErrors;
                                                        return false;
                                                    }
                                                    else {
                                                        errors = _errs57;
                                                        if (vErrors !== null) {
                                                            if (_errs57) {
                                                                vErrors.length = _errs57;
                                                            }
                                                            else {
                                                                vErrors = null;
                                                            }
                                                        }
                                                    }
                                                    var valid0 = _errs56 === errors;
                                                }
                                                else {
                                                    var valid0 = true;
                                                }
                                                if (valid0) {
                                                    if (data.rps !== undefined) {
                                                        let data10 = data.rps;
                                                        const _errs62 = errors;
                                                        if (errors === _errs62) {
                                                            if ((typeof data10 == "number") && (isFinite(data10))) {
                                                                if (data10 <= 0 || isNaN(data10)) {
                                                                    validate5.errors = [{ instancePath: instancePath + "/rps", schemaPath: "#/properties/rps/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                    return false;
                                                                }
                                                            }
                                                            else {
                                                                validate5.errors = [{ instancePath: instancePath + "/rps", schemaPath: "#/properties/rps/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid0 = _errs62 === errors;
                                                    }
                                                    else {
                                                        var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                        if (data.ttfb !== undefined) {
                                                            let data11 = data.ttfb;
                                                            const _errs64 = errors;
                                                            const _errs65 = errors;
                                                            if (errors === _errs65) {
                                                                if (typeof data11 === "string") {
                                                                    if (!pattern14.test(data11)) {
                                                                        validate5.errors = [{ instancePath: instancePath + "/ttfb", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                else {
                                                                    validate5.errors = [{ instancePath: instancePath + "/ttfb", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid0 = _errs64 === errors;
                                                        }
                                                        else {
                                                            var valid0 = true;
                                                        }
                                                        if (valid0) {
                                                            if (data.ttfe !== undefined) {
                                                                let data12 = data.ttfe;
                                                                const _errs67 = errors;
                                                                const _errs68 = errors;
                                                                if (errors === _errs68) {
                                                                    if (typeof data12 === "string") {
                                                                        if (!pattern14.test(data12)) {
                                                                            validate5.errors = [{ instancePath: instancePath + "/ttfe", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate5.errors = [{ instancePath: instancePath + "/ttfe", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid0 = _errs67 === errors;
                                                            }
                                                            else {
                                                                var valid0 = true;
                                                            }
                                                            if (valid0) {
                                                                if (data.eventGap !== undefined) {
                                                                    let data13 = data.eventGap;
                                                                    const _errs70 = errors;
                                                                    const _errs71 = errors;
                                                                    if (errors === _errs71) {
                                                                        if (typeof data13 === "string") {
                                                                            if (!pattern14.test(data13)) {
                                                                                validate5.errors = [{ instancePath: instancePath + "/eventGap", schemaPath: "#/$defs/latency/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s)$)[0-9]+(\\.[0-9]+)?(ms|s)$" + "\"" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate5.errors = [{ instancePath: instancePath + "/eventGap", schemaPath: "#/$defs/latency/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid0 = _errs70 === errors;
                                                                }
                                                                else {
                                                                    var valid0 = true;
                                                                }
                                                                if (valid0) {
                                                                    if (data.events !== undefined) {
                                                                        let data14 = data.events;
                                                                        const _errs73 = errors;
                                                                        if (errors === _errs73) {
                                                                            if ((typeof data14 == "number") && (isFinite(data14))) {
                                                                                if (data14 <= 0 || isNaN(data14)) {
                                                                                    validate5.errors = [{ instancePath: instancePath + "/events", schemaPath: "#/properties/events/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            else {
                                                                                validate5.errors = [{ instancePath: instancePath + "/events", schemaPath: "#/properties/events/type", keyword: "type", params: { type: "number" }, message: "must be number" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        var valid0 = _errs73 === errors;
                                                                    }
                                                                    else {
                                                                        var valid0 = true;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate5.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate5.errors = vErrors; return errors === 0; }
validate5.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema32 = { "type": "object", "title": "a mapping of tolerances such as p95: 10% or errorRate: 1pp", "examples": [{ "p50": "10%", "p95": "10%", "errorRate": "1pp" }], "description": "How much worse than the baseline each metric may get before the scenario fails; merged with defaults key by key, the scenario's winning. Ignored without a baseline.", "properties": { "p50": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the median latency may get, in percent of the baseline's." }, "p75": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 75th-percentile latency may get, in percent of the baseline's." }, "p90": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 90th-percentile latency may get, in percent of the baseline's." }, "p95": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 95th-percentile latency may get, in percent of the baseline's." }, "p99": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 99th-percentile latency may get, in percent of the baseline's." }, "p999": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the 99.9th-percentile latency may get, in percent of the baseline's." }, "max": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the highest latency may get, in percent of the baseline's." }, "mean": { "$ref": "#/$defs/tolerancePercent", "description": "How much higher than the baseline's the mean latency may get, in percent of the baseline's." }, "errorRate": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?pp$", "title": "percentage points from 0pp to 100pp, fractions allowed", "examples": ["1pp", "0.5pp"], "description": "How many percentage points the share of failed requests may grow by (2% → 3% is +1pp)." }, "rps": { "$ref": "#/$defs/tolerancePercent", "description": "How much lower than the baseline's the throughput may get, in percent of the baseline's (at most 100%)." } }, "patternProperties": { "^x-": true }, "additionalProperties": false };
const schema33 = { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?%$", "title": "a percentage of the baseline's value, fractions allowed", "examples": ["10%", "20%"] };
const pattern33 = new RegExp("^[0-9]+(\\.[0-9]+)?%$", "u");
const pattern41 = new RegExp("^[0-9]+(\\.[0-9]+)?pp$", "u");
function validate19(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate19.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        const _errs1 = errors;
        for (const key0 in data) {
            if (!((func5.call(schema32.properties, key0)) || (pattern0.test(key0)))) {
                validate19.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                return false;
                break;
            }
        }
        if (_errs1 === errors) {
            if (data.p50 !== undefined) {
                let data0 = data.p50;
                const _errs2 = errors;
                const _errs3 = errors;
                if (errors === _errs3) {
                    if (typeof data0 === "string") {
                        if (!pattern33.test(data0)) {
                            validate19.errors = [{ instancePath: instancePath + "/p50", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                            return false;
                        }
                    }
                    else {
                        validate19.errors = [{ instancePath: instancePath + "/p50", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                    }
                }
                var valid0 = _errs2 === errors;
            }
            else {
                var valid0 = true;
            }
            if (valid0) {
                if (data.p75 !== undefined) {
                    let data1 = data.p75;
                    const _errs5 = errors;
                    const _errs6 = errors;
                    if (errors === _errs6) {
                        if (typeof data1 === "string") {
                            if (!pattern33.test(data1)) {
                                validate19.errors = [{ instancePath: instancePath + "/p75", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                                return false;
                            }
                        }
                        else {
                            validate19.errors = [{ instancePath: instancePath + "/p75", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                    }
                    var valid0 = _errs5 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.p90 !== undefined) {
                        let data2 = data.p90;
                        const _errs8 = errors;
                        const _errs9 = errors;
                        if (errors === _errs9) {
                            if (typeof data2 === "string") {
                                if (!pattern33.test(data2)) {
                                    validate19.errors = [{ instancePath: instancePath + "/p90", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                                    return false;
                                }
                            }
                            else {
                                validate19.errors = [{ instancePath: instancePath + "/p90", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                        }
                        var valid0 = _errs8 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.p95 !== undefined) {
                            let data3 = data.p95;
                            const _errs11 = errors;
                            const _errs12 = errors;
                            if (errors === _errs12) {
                                if (typeof data3 === "string") {
                                    if (!pattern33.test(data3)) {
                                        validate19.errors = [{ instancePath: instancePath + "/p95", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                                        return false;
                                    }
                                }
                                else {
                                    validate19.errors = [{ instancePath: instancePath + "/p95", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                            }
                            var valid0 = _errs11 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.p99 !== undefined) {
                                let data4 = data.p99;
                                const _errs14 = errors;
                                const _errs15 = errors;
                                if (errors === _errs15) {
                                    if (typeof data4 === "string") {
                                        if (!pattern33.test(data4)) {
                                            validate19.errors = [{ instancePath: instancePath + "/p99", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                                            return false;
                                        }
                                    }
                                    else {
                                        validate19.errors = [{ instancePath: instancePath + "/p99", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs14 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.p999 !== undefined) {
                                    let data5 = data.p999;
                                    const _errs17 = errors;
                                    const _errs18 = errors;
                                    if (errors === _errs18) {
                                        if (typeof data5 === "string") {
                                            if (!pattern33.test(data5)) {
                                                validate19.errors = [{ instancePath: instancePath + "/p999", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                                                return false;
                                            }
                                        }
                                        else {
                                            validate19.errors = [{ instancePath: instancePath + "/p999", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs17 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                                if (valid0) {
                                    if (data.max !== undefined) {
                                        let data6 = data.max;
                                        const _errs20 = errors;
                                        const _errs21 = errors;
                                        if (errors === _errs21) {
                                            if (typeof data6 === "string") {
                                                if (!pattern33.test(data6)) {
                                                    validate19.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                                                    return false;
                                                }
                                            }
                                            else {
                                                validate19.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                            }
                                        }
                                        var valid0 = _errs20 === errors;
                                    }
                                    else {
                                        var valid0 = true;
                                    }
                                    if (valid0) {
                                        if (data.mean !== undefined) {
                                            let data7 = data.mean;
                                            const _errs23 = errors;
                                            const _errs24 = errors;
                                            if (errors === _errs24) {
                                                if (typeof data7 === "string") {
                                                    if (!pattern33.test(data7)) {
                                                        validate19.errors = [{ instancePath: instancePath + "/mean", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                                                        return false;
                                                    }
                                                }
                                                else {
                                                    validate19.errors = [{ instancePath: instancePath + "/mean", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                }
                                            }
                                            var valid0 = _errs23 === errors;
                                        }
                                        else {
                                            var valid0 = true;
                                        }
                                        if (valid0) {
                                            if (data.errorRate !== undefined) {
                                                let data8 = data.errorRate;
                                                const _errs26 = errors;
                                                if (errors === _errs26) {
                                                    if (typeof data8 === "string") {
                                                        if (!pattern41.test(data8)) {
                                                            validate19.errors = [{ instancePath: instancePath + "/errorRate", schemaPath: "#/properties/errorRate/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?pp$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?pp$" + "\"" }];
                                                            return false;
                                                        }
                                                    }
                                                    else {
                                                        validate19.errors = [{ instancePath: instancePath + "/errorRate", schemaPath: "#/properties/errorRate/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                    }
                                                }
                                                var valid0 = _errs26 === errors;
                                            }
                                            else {
                                                var valid0 = true;
                                            }
                                            if (valid0) {
                                                if (data.rps !== undefined) {
                                                    let data9 = data.rps;
                                                    const _errs28 = errors;
                                                    const _errs29 = errors;
                                                    if (errors === _errs29) {
                                                        if (typeof data9 === "string") {
                                                            if (!pattern33.test(data9)) {
                                                                validate19.errors = [{ instancePath: instancePath + "/rps", schemaPath: "#/$defs/tolerancePercent/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?%$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?%$" + "\"" }];
                                                                return false;
                                                            }
                                                        }
                                                        else {
                                                            validate19.errors = [{ instancePath: instancePath + "/rps", schemaPath: "#/$defs/tolerancePercent/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                        }
                                                    }
                                                    var valid0 = _errs28 === errors;
                                                }
                                                else {
                                                    var valid0 = true;
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate19.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate19.errors = vErrors; return errors === 0; }
validate19.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema48 = { "type": "object", "title": "a mapping with name, endpoint (or flow), concurrentUsers and duration", "examples": [{ "name": "List pets", "endpoint": "GET /pets", "concurrentUsers": 10, "duration": "30s" }], "description": "One endpoint under load: that many virtual users send requests one after the other for that long (the closed model), or requests start at arrivalRate, or along stages, whatever the server does (the open model); or a flow, a sequence of steps each user runs in turn. concurrentUsers (or arrivalRate) and duration may be left out when defaults sets them.", "required": ["name"], "properties": { "name": { "type": "string", "minLength": 1, "title": "a name for the scenario, unique in the file", "examples": ["List pets"], "description": "Shown in reports and in the pull-request comment; unique in the file." }, "endpoint": { "$ref": "#/$defs/endpoint", "description": "The one request of the scenario: the method (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS) and the path, appended to baseUrl. A scenario has either endpoint or flow." }, "flow": { "$ref": "#/$defs/flow" }, "script": { "$ref": "#/$defs/script" }, "concurrentUsers": { "$ref": "#/$defs/concurrentUsers" }, "arrivalRate": { "$ref": "#/$defs/arrivalRate" }, "stages": { "$ref": "#/$defs/stages" }, "maxUsers": { "$ref": "#/$defs/maxUsers" }, "duration": { "$ref": "#/$defs/duration" }, "params": { "$ref": "#/$defs/params" }, "query": { "$ref": "#/$defs/query" }, "headers": { "$ref": "#/$defs/headers" }, "body": { "$ref": "#/$defs/body" }, "contentType": { "$ref": "#/$defs/mediaType", "title": "a media type", "examples": ["application/x-www-form-urlencoded"], "description": "The request's `Content-Type`; `application/json` when there is a body." }, "graphql": { "$ref": "#/$defs/graphql" }, "expect": { "$ref": "#/$defs/expect" }, "timeout": { "$ref": "#/$defs/timeout" }, "followRedirects": { "$ref": "#/$defs/followRedirects" }, "crossOrigin": { "$ref": "#/$defs/crossOrigin" }, "cookies": { "$ref": "#/$defs/cookies" }, "thinkTime": { "$ref": "#/$defs/thinkTime" }, "rampUp": { "$ref": "#/$defs/rampUp" }, "thresholds": { "$ref": "#/$defs/thresholds" }, "rounds": { "$ref": "#/$defs/rounds" }, "regression": { "$ref": "#/$defs/regression" }, "conformance": { "$ref": "#/$defs/conformance" }, "protocol": { "$ref": "#/$defs/protocol" }, "connections": { "$ref": "#/$defs/connections" }, "data": { "$ref": "#/$defs/data" }, "stream": { "$ref": "#/$defs/stream" }, "skip": { "type": "string", "pattern": "\\S", "title": "the reason the scenario is not run, as a non-empty string", "examples": ["no data: GET /files answered an empty list"], "description": "Leaves the scenario out of every run, kept in the file: nothing is sent for it (no data source is fetched either), and every report lists it as not run with this reason. It is still validated. A run in which no scenario ran is errored." } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "not": { "type": "object", "required": ["graphql", "body"] }, "oneOf": [{ "required": ["endpoint"] }, { "required": ["flow"] }, { "required": ["script"] }], "dependentSchemas": { "arrivalRate": { "$comment": "The open model, a constant rate: not with the closed model's keys.", "properties": { "concurrentUsers": false, "stages": false, "thinkTime": false, "rampUp": false } }, "stages": { "$comment": "The open model, a ramping rate: its duration is the sum of the stages.", "properties": { "concurrentUsers": false, "duration": false, "thinkTime": false, "rampUp": false } }, "maxUsers": { "$comment": "maxUsers bounds the connections of a rate.", "properties": { "concurrentUsers": false } }, "script": { "$comment": "A script scenario's requests are the script's own: only its headers apply to them.", "properties": { "params": false, "query": false, "body": false, "graphql": false, "contentType": false, "expect": false, "data": false } }, "flow": { "$comment": "A flow scenario sends no request of its own: its request keys belong on the steps.", "properties": { "params": false, "query": false, "body": false, "graphql": false, "contentType": false, "expect": false } } } };
const schema49 = { "type": "string", "pattern": "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) /[^\\s?#]*$", "title": "an HTTP method in upper case, a space and a path", "examples": ["GET /pets/{petId}"], "description": "The method (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS) and the path, appended to baseUrl. `{name}` takes its value from `params`; the query goes in `query`." };
const schema63 = { "type": "string", "pattern": "\\.(ts|mts|js|mjs)$", "title": "the path of a TypeScript or JavaScript module (.ts, .mts, .js or .mjs)", "examples": ["load-tests/checkout.ts"], "description": "A custom script instead of endpoint or flow: a module whose default export is one iteration of a virtual user, resolved against the directory of loadtool.yaml, or else the working directory. A script scenario has no params, query, body, graphql, contentType or expect: its requests are the script's own, sent with the scenario's headers." };
const schema55 = { "title": "the request body, any YAML value", "examples": [{ "name": "Rex" }, { "file": "uploads/photo.png" }], "description": "Sent as JSON unless `contentType` says otherwise (then a string is sent as it is). Not together with `graphql`. A top-level property of a mapping may be a source `{ from, pick }`, filled in from the API before the run. An upload is exactly `{ file: uploads/photo.png }` (the file's bytes, `contentType` guessed from its extension unless given) or `{ multipart: { photo: { file: uploads/photo.png, contentType: image/png, filename: photo.png }, name: Rex } }` (multipart/form-data), each path relative to loadtool.yaml; unless `contentType` is JSON or a URL-encoded form, where such a mapping is sent as data." };
const schema56 = { "type": "string", "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+( *;.*)?$" };
const schema57 = { "type": "object", "title": "a mapping with query and, optionally, variables", "examples": [{ "query": "query Pets($first: Int) { pets(first: $first) { id } }", "variables": { "first": 10 } }], "description": "A GraphQL operation, sent as a JSON body `{ query, variables }`. Not together with `body`.", "required": ["query"], "properties": { "query": { "type": "string", "minLength": 1, "title": "a GraphQL document", "examples": ["query Pets { pets { id name } }"], "description": "The GraphQL query or mutation." }, "variables": { "type": "object", "title": "a mapping of variable names to values", "examples": [{ "first": 10 }], "description": "The operation's variables. A top-level variable may be a source `{ from, pick }`, filled in from the API before the run." } }, "patternProperties": { "^x-": true }, "additionalProperties": false };
const schema85 = { "type": "object", "title": "a mapping with file (a .csv or .json file) and pick (sequential, random or unique)", "examples": [{ "file": "users.csv", "pick": "sequential" }], "description": "A data file whose rows feed the scenario's requests: each request (each iteration of a flow) takes one row, its values written ${data.<column>}. A CSV file has a header row naming the columns; a JSON file is an array of objects. The file is read once per process and shared by every user; shards and worker threads split its rows (the i-th of n takes rows i, i+n, …).", "required": ["file"], "additionalProperties": false, "properties": { "file": { "type": "string", "pattern": "\\S", "title": "the path of a CSV or JSON file, relative to loadtool.yaml", "examples": ["users.csv", "data/search-terms.json"], "description": "A .json file is a JSON array of objects; any other is CSV with a header row. At most 256 MiB." }, "pick": { "enum": ["sequential", "random", "unique"], "title": "sequential, random or unique", "examples": ["sequential"], "description": "sequential (the default): the rows in order, again from the first once all are used; random: any row each time; unique: each row once in the whole run, and the scenario ends when none is left (said in every report)." } } };
const pattern46 = new RegExp("^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) /[^\\s?#]*$", "u");
const pattern55 = new RegExp("\\.(ts|mts|js|mjs)$", "u");
const pattern49 = new RegExp("^[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+( *;.*)?$", "u");
const pattern67 = new RegExp("\\S", "u");
const schema50 = { "type": "array", "minItems": 1, "title": "a list of steps, each with name and endpoint", "examples": [[{ "name": "Log in", "endpoint": "POST /login", "once": true, "extract": { "token": "$.token" } }, { "name": "List items", "endpoint": "GET /items", "headers": { "Authorization": "Bearer ${token}" } }]], "description": "The steps each virtual user runs in order, again and again, instead of one endpoint. The scenario's thresholds judge one iteration of the measured steps as a whole; each step may have its own. A flow scenario has no params, query, body, graphql, contentType or expect of its own: they go on the steps.", "items": { "$ref": "#/$defs/step" } };
const schema51 = { "type": "object", "title": "a mapping with name and endpoint", "examples": [{ "name": "List items", "endpoint": "GET /items", "headers": { "Authorization": "Bearer ${token}" }, "extract": { "id": "$.data[0].id" } }], "description": "One request of a flow, measured and judged on its own. The scenario's headers (and those of defaults) are merged into it by name; the scenario's timeout is its default. `${name}` takes a value an earlier step extracted, else the environment variable NAME; `${uuid}` is a new UUID for each request. A string of a JSON body or of graphql.variables that is exactly one `${name}` of a value extracted from JSON as a number, boolean, object or list sends that value with its JSON type (`\"${id}\"` sends 42); any other text stays text.", "required": ["name", "endpoint"], "properties": { "name": { "type": "string", "minLength": 1, "title": "a name for the step, unique in the flow", "examples": ["Log in"], "description": "Shown in reports beside the step's figures; unique in the flow." }, "endpoint": { "$ref": "#/$defs/endpoint" }, "params": { "$ref": "#/$defs/params" }, "query": { "$ref": "#/$defs/query" }, "headers": { "$ref": "#/$defs/headers" }, "body": { "$ref": "#/$defs/body" }, "contentType": { "$ref": "#/$defs/mediaType", "title": "a media type", "examples": ["application/x-www-form-urlencoded"], "description": "The request's `Content-Type`; `application/json` when there is a body." }, "graphql": { "$ref": "#/$defs/graphql" }, "expect": { "$ref": "#/$defs/expect" }, "timeout": { "$ref": "#/$defs/timeout" }, "followRedirects": { "$ref": "#/$defs/followRedirects" }, "crossOrigin": { "$ref": "#/$defs/crossOrigin" }, "once": { "type": "boolean", "default": false, "title": "true or false", "examples": [true], "description": "Run the step once per virtual user before its measured iterations (a login): not measured, and the values it extracts are secrets, masked everywhere. A user whose once step fails tries it again after 1 s." }, "measure": { "type": "boolean", "default": true, "title": "true or false", "examples": [false], "description": "false: the step runs in every iteration, in its place, with its own figures, but is left out of the flow's: its latency and bytes are not the iteration's (a create before the measured delete, or the delete after a measured create). A failure still ends the iteration, a failed iteration of the flow in that step's category. Not on a once or cleanup step; a flow needs at least one measured step." }, "cleanup": { "type": "boolean", "default": false, "title": "true or false", "examples": [true], "description": "Run the step once per virtual user after the measured time, when the user's last iteration has ended (the delete of what a once step created): not measured, not in the flow's figures, its own figures shown but never judged. It is sent only when every `${name}` it uses has a value for that user (a user whose create never succeeded has nothing to delete), may use what once steps and measured steps extracted (the user's last values), and must end within the grace the run gives the requests in flight at its end: what is still running then is abandoned, counted as interrupted. Not run on a cancelled run. Cleanup steps come last; not with once, refreshOn or measure." }, "shared": { "type": "boolean", "title": "true or false", "examples": [true], "description": "Only on a once step: its answer is shared by every user of the scenario (an OAuth2 client-credentials token): sent once, by the first user that needs it, while the others wait, and again on refreshOn (once for all) or when the answer's expires_in has nine tenths passed." }, "refreshOn": { "type": "array", "minItems": 1, "title": "a list of HTTP status codes", "examples": [[401]], "description": "Only on a once step: when a later step gets one of these statuses, the once step runs again (a token refresh).", "items": { "type": "integer", "minimum": 100, "maximum": 599, "title": "an HTTP status code from 100 to 599", "examples": [401] } }, "extract": { "$ref": "#/$defs/extract" }, "thresholds": { "$ref": "#/$defs/thresholds" } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "not": { "type": "object", "required": ["graphql", "body"] } };
const schema62 = { "type": "object", "title": "a mapping of names to a JSONPath on the JSON body, or to { header: Name }", "examples": [{ "token": "$.token", "next": { "header": "Location" } }], "description": "Values taken from the step's response, each used as `${name}` in later steps: a JSONPath (RFC 9535) on the JSON body takes its first match; `{ header: Name }` a response header; `{ header: Name, match: expression }` the part of it a regular expression finds. A step whose value is missing fails as category check. `uuid` is reserved: `${uuid}` is a new UUID for each request.", "propertyNames": { "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "title": "a name of letters, digits and _, not starting with a digit", "examples": ["token"] }, "additionalProperties": { "anyOf": [{ "type": "string", "minLength": 1, "title": "a JSONPath (RFC 9535) on the response body", "examples": ["$.data[0].id"] }, { "type": "object", "required": ["header"], "properties": { "header": { "type": "string", "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", "title": "a header name: letters, digits and - (no spaces or colons)", "examples": ["Location"] }, "match": { "type": "string", "minLength": 1, "title": "a regular expression (JavaScript syntax) on the header's value", "examples": ["([^/?#]+)/?(?:[?#].*)?$"], "description": "Takes the part of the header's value the expression finds: its first capture group, else the whole match; no match fails the step as category check. `([^/?#]+)/?(?:[?#].*)?$` takes the last path segment of a Location: a created item's id." } }, "additionalProperties": false }], "title": "a JSONPath on the body, or { header: Name, match: regular expression }", "examples": ["$.token"] } };
const pattern53 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const schema53 = { "type": "object", "title": "a mapping of path parameter names to values", "examples": [{ "petId": 1 }], "description": "The value of each `{name}` in the endpoint's path. Every `{name}` needs one, and every key must appear in the path. A value may come from the API itself: `{ from: \"GET /items\", pick: \"$.data[*].id\" }`.", "additionalProperties": { "anyOf": [{ "type": ["string", "number", "boolean"] }, { "$ref": "#/$defs/source" }], "title": "a string, number or boolean, or a source { from, pick }", "examples": [1] } };
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate24.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            let data0 = data[key0];
            const _errs2 = errors;
            const _errs3 = errors;
            let valid1 = false;
            const _errs4 = errors;
            if (((typeof data0 !== "string") && (!((typeof data0 == "number") && (isFinite(data0))))) && (typeof data0 !== "boolean")) {
                const err0 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf/0/type", keyword: "type", params: { type: schema53.additionalProperties.anyOf[0].type }, message: "must be string,number,boolean" };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
            var _valid0 = _errs4 === errors;
            valid1 = valid1 || _valid0;
            const _errs6 = errors;
            if (!(validate2(data0, { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
            }
            var _valid0 = _errs6 === errors;
            valid1 = valid1 || _valid0;
            if (!valid1) {
                const err1 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                    vErrors = [err1];
                }
                else {
                    vErrors.push(err1);
                }
                errors++;
                validate24.errors = vErrors;
                return false;
            }
            else {
                errors = _errs3;
                if (vErrors !== null) {
                    if (_errs3) {
                        vErrors.length = _errs3;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
            var valid0 = _errs2 === errors;
            if (!valid0) {
                break;
            }
        }
    }
    else {
        validate24.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate24.errors = vErrors; return errors === 0; }
validate24.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
const schema54 = { "type": "object", "title": "a mapping of query parameter names to values", "examples": [{ "limit": 20 }], "description": "Sent as the query string; a list repeats the parameter.", "additionalProperties": { "anyOf": [{ "type": ["string", "number", "boolean", "array"], "items": { "type": ["string", "number", "boolean"], "title": "a string, number or boolean", "examples": ["cat"] } }, { "$ref": "#/$defs/source" }], "title": "a string, number or boolean, a list of them, or a source { from, pick }", "examples": [20] } };
function validate27(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate27.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
            let data0 = data[key0];
            const _errs2 = errors;
            const _errs3 = errors;
            let valid1 = false;
            const _errs4 = errors;
            if ((((typeof data0 !== "string") && (!((typeof data0 == "number") && (isFinite(data0))))) && (typeof data0 !== "boolean")) && (!(Array.isArray(data0)))) {
                const err0 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf/0/type", keyword: "type", params: { type: schema54.additionalProperties.anyOf[0].type }, message: "must be string,number,boolean,array" };
                if (vErrors === null) {
                    vErrors = [err0];
                }
                else {
                    vErrors.push(err0);
                }
                errors++;
            }
            if (errors === _errs4) {
                if (Array.isArray(data0)) {
                    var valid2 = true;
                    const len0 = data0.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                        let data1 = data0[i0];
                        const _errs6 = errors;
                        if (((typeof data1 !== "string") && (!((typeof data1 == "number") && (isFinite(data1))))) && (typeof data1 !== "boolean")) {
                            const err1 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, schemaPath: "#/additionalProperties/anyOf/0/items/type", keyword: "type", params: { type: schema54.additionalProperties.anyOf[0].items.type }, message: "must be string,number,boolean" };
                            if (vErrors === null) {
                                vErrors = [err1];
                            }
                            else {
                                vErrors.push(err1);
                            }
                            errors++;
                        }
                        var valid2 = _errs6 === errors;
                        if (!valid2) {
                            break;
                        }
                    }
                }
            }
            var _valid0 = _errs4 === errors;
            valid1 = valid1 || _valid0;
            const _errs8 = errors;
            if (!(validate2(data0, { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData, dynamicAnchors }))) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
            }
            var _valid0 = _errs8 === errors;
            valid1 = valid1 || _valid0;
            if (!valid1) {
                const err2 = { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                if (vErrors === null) {
                    vErrors = [err2];
                }
                else {
                    vErrors.push(err2);
                }
                errors++;
                validate27.errors = vErrors;
                return false;
            }
            else {
                errors = _errs3;
                if (vErrors !== null) {
                    if (_errs3) {
                        vErrors.length = _errs3;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
            var valid0 = _errs2 === errors;
            if (!valid0) {
                break;
            }
        }
    }
    else {
        validate27.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate27.errors = vErrors; return errors === 0; }
validate27.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate23.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} const _errs1 = errors; const _errs2 = errors; if (errors === _errs2) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((data.graphql === undefined) && (missing0 = "graphql")) || ((data.body === undefined) && (missing0 = "body"))) {
            const err0 = {};
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = {};
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
} var valid0 = _errs2 === errors; if (valid0) {
    validate23.errors = [{ instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid" }];
    return false;
}
else {
    errors = _errs1;
    if (vErrors !== null) {
        if (_errs1) {
            vErrors.length = _errs1;
        }
        else {
            vErrors = null;
        }
    }
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing1;
        if (((data.name === undefined) && (missing1 = "name")) || ((data.endpoint === undefined) && (missing1 = "endpoint"))) {
            validate23.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
            return false;
        }
        else {
            const _errs4 = errors;
            for (const key0 in data) {
                if (!((func5.call(schema51.properties, key0)) || (pattern0.test(key0)))) {
                    validate23.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs4 === errors) {
                if (data.name !== undefined) {
                    let data0 = data.name;
                    const _errs5 = errors;
                    if (errors === _errs5) {
                        if (typeof data0 === "string") {
                            if (func0(data0) < 1) {
                                validate23.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                return false;
                            }
                        }
                        else {
                            validate23.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                    }
                    var valid1 = _errs5 === errors;
                }
                else {
                    var valid1 = true;
                }
                if (valid1) {
                    if (data.endpoint !== undefined) {
                        let data1 = data.endpoint;
                        const _errs7 = errors;
                        const _errs8 = errors;
                        if (errors === _errs8) {
                            if (typeof data1 === "string") {
                                if (!pattern46.test(data1)) {
                                    validate23.errors = [{ instancePath: instancePath + "/endpoint", schemaPath: "#/$defs/endpoint/pattern", keyword: "pattern", params: { pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) /[^\\s?#]*$" }, message: "must match pattern \"" + "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) /[^\\s?#]*$" + "\"" }];
                                    return false;
                                }
                            }
                            else {
                                validate23.errors = [{ instancePath: instancePath + "/endpoint", schemaPath: "#/$defs/endpoint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                        }
                        var valid1 = _errs7 === errors;
                    }
                    else {
                        var valid1 = true;
                    }
                    if (valid1) {
                        if (data.params !== undefined) {
                            const _errs10 = errors;
                            if (!(validate24(data.params, { instancePath: instancePath + "/params", parentData: data, parentDataProperty: "params", rootData, dynamicAnchors }))) {
                                vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                                errors = vErrors.length;
                            }
                            var valid1 = _errs10 === errors;
                        }
                        else {
                            var valid1 = true;
                        }
                        if (valid1) {
                            if (data.query !== undefined) {
                                const _errs11 = errors;
                                if (!(validate27(data.query, { instancePath: instancePath + "/query", parentData: data, parentDataProperty: "query", rootData, dynamicAnchors }))) {
                                    vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
                                    errors = vErrors.length;
                                }
                                var valid1 = _errs11 === errors;
                            }
                            else {
                                var valid1 = true;
                            }
                            if (valid1) {
                                if (data.headers !== undefined) {
                                    const _errs12 = errors;
                                    if (!(validate1(data.headers, { instancePath: instancePath + "/headers", parentData: data, parentDataProperty: "headers", rootData, dynamicAnchors }))) {
                                        vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                                        errors = vErrors.length;
                                    }
                                    var valid1 = _errs12 === errors;
                                }
                                else {
                                    var valid1 = true;
                                }
                                if (valid1) {
                                    if (data.body !== undefined) {
                                        const _errs13 = errors;
                                        var valid1 = _errs13 === errors;
                                    }
                                    else {
                                        var valid1 = true;
                                    }
                                    if (valid1) {
                                        if (data.contentType !== undefined) {
                                            let data6 = data.contentType;
                                            const _errs14 = errors;
                                            const _errs15 = errors;
                                            if (errors === _errs15) {
                                                if (typeof data6 === "string") {
                                                    if (!pattern49.test(data6)) {
                                                        validate23.errors = [{ instancePath: instancePath + "/contentType", schemaPath: "#/$defs/mediaType/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+( *;.*)?$" }, message: "must match pattern \"" + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+( *;.*)?$" + "\"" }];
                                                        return false;
                                                    }
                                                }
                                                else {
                                                    validate23.errors = [{ instancePath: instancePath + "/contentType", schemaPath: "#/$defs/mediaType/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                }
                                            }
                                            var valid1 = _errs14 === errors;
                                        }
                                        else {
                                            var valid1 = true;
                                        }
                                        if (valid1) {
                                            if (data.graphql !== undefined) {
                                                let data7 = data.graphql;
                                                const _errs17 = errors;
                                                const _errs18 = errors;
                                                if (errors === _errs18) {
                                                    if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                                                        let missing2;
                                                        if ((data7.query === undefined) && (missing2 = "query")) {
                                                            validate23.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/$defs/graphql/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }];
                                                            return false;
                                                        }
                                                        else {
                                                            const _errs20 = errors;
                                                            for (const key1 in data7) {
                                                                if (!(((key1 === "query") || (key1 === "variables")) || (pattern0.test(key1)))) {
                                                                    validate23.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/$defs/graphql/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                                    return false;
                                                                    break;
                                                                }
                                                            }
                                                            if (_errs20 === errors) {
                                                                if (data7.query !== undefined) {
                                                                    let data8 = data7.query;
                                                                    const _errs21 = errors;
                                                                    if (errors === _errs21) {
                                                                        if (typeof data8 === "string") {
                                                                            if (func0(data8) < 1) {
                                                                                validate23.errors = [{ instancePath: instancePath + "/graphql/query", schemaPath: "#/$defs/graphql/properties/query/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate23.errors = [{ instancePath: instancePath + "/graphql/query", schemaPath: "#/$defs/graphql/properties/query/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid6 = _errs21 === errors;
                                                                }
                                                                else {
                                                                    var valid6 = true;
                                                                }
                                                                if (valid6) {
                                                                    if (data7.variables !== undefined) {
                                                                        let data9 = data7.variables;
                                                                        const _errs23 = errors;
                                                                        if (!(data9 && typeof data9 == "object" && !Array.isArray(data9))) {
                                                                            validate23.errors = [{ instancePath: instancePath + "/graphql/variables", schemaPath: "#/$defs/graphql/properties/variables/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                            return false;
                                                                        }
                                                                        var valid6 = _errs23 === errors;
                                                                    }
                                                                    else {
                                                                        var valid6 = true;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        validate23.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/$defs/graphql/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                        return false;
                                                    }
                                                }
                                                var valid1 = _errs17 === errors;
                                            }
                                            else {
                                                var valid1 = true;
                                            }
                                            if (valid1) {
                                                if (data.expect !== undefined) {
                                                    let data10 = data.expect;
                                                    const _errs25 = errors;
                                                    const _errs26 = errors;
                                                    const _errs28 = errors;
                                                    let valid8 = true;
                                                    const _errs29 = errors;
                                                    const _errs30 = errors;
                                                    const _errs31 = errors;
                                                    if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                                        let missing3;
                                                        if ((data10.json === undefined) && (missing3 = "json")) {
                                                            const err2 = {};
                                                            if (vErrors === null) {
                                                                vErrors = [err2];
                                                            }
                                                            else {
                                                                vErrors.push(err2);
                                                            }
                                                            errors++;
                                                        }
                                                    }
                                                    var valid9 = _errs31 === errors;
                                                    if (valid9) {
                                                        const err3 = {};
                                                        if (vErrors === null) {
                                                            vErrors = [err3];
                                                        }
                                                        else {
                                                            vErrors.push(err3);
                                                        }
                                                        errors++;
                                                    }
                                                    else {
                                                        errors = _errs30;
                                                        if (vErrors !== null) {
                                                            if (_errs30) {
                                                                vErrors.length = _errs30;
                                                            }
                                                            else {
                                                                vErrors = null;
                                                            }
                                                        }
                                                    }
                                                    var _valid0 = _errs29 === errors;
                                                    errors = _errs28;
                                                    if (vErrors !== null) {
                                                        if (_errs28) {
                                                            vErrors.length = _errs28;
                                                        }
                                                        else {
                                                            vErrors = null;
                                                        }
                                                    }
                                                    if (_valid0) {
                                                        const _errs32 = errors;
                                                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                                            let missing4;
                                                            if ((data10.status === undefined) && (missing4 = "status")) {
                                                                validate23.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/then/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
                                                                return false;
                                                            }
                                                        }
                                                        var _valid0 = _errs32 === errors;
                                                        valid8 = _valid0;
                                                    }
                                                    if (!valid8) {
                                                        const err4 = { instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema" };
                                                        if (vErrors === null) {
                                                            vErrors = [err4];
                                                        }
                                                        else {
                                                            vErrors.push(err4);
                                                        }
                                                        errors++;
                                                        validate23.errors = vErrors;
                                                        return false;
                                                    }
                                                    if (errors === _errs26) {
                                                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                                            const _errs33 = errors;
                                                            for (const key2 in data10) {
                                                                if (!(((key2 === "status") || (key2 === "json")) || (pattern0.test(key2)))) {
                                                                    validate23.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                                    return false;
                                                                    break;
                                                                }
                                                            }
                                                            if (_errs33 === errors) {
                                                                if (data10.status !== undefined) {
                                                                    let data11 = data10.status;
                                                                    const _errs34 = errors;
                                                                    if (errors === _errs34) {
                                                                        if (Array.isArray(data11)) {
                                                                            if (data11.length < 1) {
                                                                                validate23.errors = [{ instancePath: instancePath + "/expect/status", schemaPath: "#/$defs/expect/properties/status/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                                                return false;
                                                                            }
                                                                            else {
                                                                                var valid11 = true;
                                                                                const len0 = data11.length;
                                                                                for (let i0 = 0; i0 < len0; i0++) {
                                                                                    let data12 = data11[i0];
                                                                                    const _errs36 = errors;
                                                                                    if (!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) {
                                                                                        validate23.errors = [{ instancePath: instancePath + "/expect/status/" + i0, schemaPath: "#/$defs/expect/properties/status/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                        return false;
                                                                                    }
                                                                                    if (errors === _errs36) {
                                                                                        if ((typeof data12 == "number") && (isFinite(data12))) {
                                                                                            if (data12 > 599 || isNaN(data12)) {
                                                                                                validate23.errors = [{ instancePath: instancePath + "/expect/status/" + i0, schemaPath: "#/$defs/expect/properties/status/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599" }];
                                                                                                return false;
                                                                                            }
                                                                                            else {
                                                                                                if (data12 < 100 || isNaN(data12)) {
                                                                                                    validate23.errors = [{ instancePath: instancePath + "/expect/status/" + i0, schemaPath: "#/$defs/expect/properties/status/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    var valid11 = _errs36 === errors;
                                                                                    if (!valid11) {
                                                                                        break;
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate23.errors = [{ instancePath: instancePath + "/expect/status", schemaPath: "#/$defs/expect/properties/status/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid10 = _errs34 === errors;
                                                                }
                                                                else {
                                                                    var valid10 = true;
                                                                }
                                                                if (valid10) {
                                                                    if (data10.json !== undefined) {
                                                                        let data13 = data10.json;
                                                                        const _errs38 = errors;
                                                                        if (errors === _errs38) {
                                                                            if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
                                                                                for (const key3 in data13) {
                                                                                    let data14 = data13[key3];
                                                                                    const _errs41 = errors;
                                                                                    if ((((typeof data14 !== "string") && (!((typeof data14 == "number") && (isFinite(data14))))) && (typeof data14 !== "boolean")) && (data14 !== null)) {
                                                                                        validate23.errors = [{ instancePath: instancePath + "/expect/json/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/expect/properties/json/additionalProperties/type", keyword: "type", params: { type: schema30.properties.json.additionalProperties.type }, message: "must be string,number,boolean,null" }];
                                                                                        return false;
                                                                                    }
                                                                                    var valid12 = _errs41 === errors;
                                                                                    if (!valid12) {
                                                                                        break;
                                                                                    }
                                                                                }
                                                                            }
                                                                            else {
                                                                                validate23.errors = [{ instancePath: instancePath + "/expect/json", schemaPath: "#/$defs/expect/properties/json/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        var valid10 = _errs38 === errors;
                                                                    }
                                                                    else {
                                                                        var valid10 = true;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                        else {
                                                            validate23.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                            return false;
                                                        }
                                                    }
                                                    var valid1 = _errs25 === errors;
                                                }
                                                else {
                                                    var valid1 = true;
                                                }
                                                if (valid1) {
                                                    if (data.timeout !== undefined) {
                                                        let data15 = data.timeout;
                                                        const _errs43 = errors;
                                                        const _errs44 = errors;
                                                        if (errors === _errs44) {
                                                            if (typeof data15 === "string") {
                                                                if (!pattern10.test(data15)) {
                                                                    validate23.errors = [{ instancePath: instancePath + "/timeout", schemaPath: "#/$defs/timeout/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                                                    return false;
                                                                }
                                                            }
                                                            else {
                                                                validate23.errors = [{ instancePath: instancePath + "/timeout", schemaPath: "#/$defs/timeout/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid1 = _errs43 === errors;
                                                    }
                                                    else {
                                                        var valid1 = true;
                                                    }
                                                    if (valid1) {
                                                        if (data.followRedirects !== undefined) {
                                                            let data16 = data.followRedirects;
                                                            const _errs46 = errors;
                                                            const _errs47 = errors;
                                                            if (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))) {
                                                                validate23.errors = [{ instancePath: instancePath + "/followRedirects", schemaPath: "#/$defs/followRedirects/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                return false;
                                                            }
                                                            if (errors === _errs47) {
                                                                if ((typeof data16 == "number") && (isFinite(data16))) {
                                                                    if (data16 > 20 || isNaN(data16)) {
                                                                        validate23.errors = [{ instancePath: instancePath + "/followRedirects", schemaPath: "#/$defs/followRedirects/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" }];
                                                                        return false;
                                                                    }
                                                                    else {
                                                                        if (data16 < 0 || isNaN(data16)) {
                                                                            validate23.errors = [{ instancePath: instancePath + "/followRedirects", schemaPath: "#/$defs/followRedirects/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            var valid1 = _errs46 === errors;
                                                        }
                                                        else {
                                                            var valid1 = true;
                                                        }
                                                        if (valid1) {
                                                            if (data.crossOrigin !== undefined) {
                                                                const _errs49 = errors;
                                                                if (typeof data.crossOrigin !== "boolean") {
                                                                    validate23.errors = [{ instancePath: instancePath + "/crossOrigin", schemaPath: "#/$defs/crossOrigin/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                    return false;
                                                                }
                                                                var valid1 = _errs49 === errors;
                                                            }
                                                            else {
                                                                var valid1 = true;
                                                            }
                                                            if (valid1) {
                                                                if (data.once !== undefined) {
                                                                    const _errs52 = errors;
                                                                    if (typeof data.once !== "boolean") {
                                                                        validate23.errors = [{ instancePath: instancePath + "/once", schemaPath: "#/properties/once/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                        return false;
                                                                    }
                                                                    var valid1 = _errs52 === errors;
                                                                }
                                                                else {
                                                                    var valid1 = true;
                                                                }
                                                                if (valid1) {
                                                                    if (data.measure !== undefined) {
                                                                        const _errs54 = errors;
                                                                        if (typeof data.measure !== "boolean") {
                                                                            validate23.errors = [{ instancePath: instancePath + "/measure", schemaPath: "#/properties/measure/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                            return false;
                                                                        }
                                                                        var valid1 = _errs54 === errors;
                                                                    }
                                                                    else {
                                                                        var valid1 = true;
                                                                    }
                                                                    if (valid1) {
                                                                        if (data.cleanup !== undefined) {
                                                                            const _errs56 = errors;
                                                                            if (typeof data.cleanup !== "boolean") {
                                                                                validate23.errors = [{ instancePath: instancePath + "/cleanup", schemaPath: "#/properties/cleanup/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                return false;
                                                                            }
                                                                            var valid1 = _errs56 === errors;
                                                                        }
                                                                        else {
                                                                            var valid1 = true;
                                                                        }
                                                                        if (valid1) {
                                                                            if (data.shared !== undefined) {
                                                                                const _errs58 = errors;
                                                                                if (typeof data.shared !== "boolean") {
                                                                                    validate23.errors = [{ instancePath: instancePath + "/shared", schemaPath: "#/properties/shared/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                    return false;
                                                                                }
                                                                                var valid1 = _errs58 === errors;
                                                                            }
                                                                            else {
                                                                                var valid1 = true;
                                                                            }
                                                                            if (valid1) {
                                                                                if (data.refreshOn !== undefined) {
                                                                                    let data22 = data.refreshOn;
                                                                                    const _errs60 = errors;
                                                                                    if (errors === _errs60) {
                                                                                        if (Array.isArray(data22)) {
                                                                                            if (data22.length < 1) {
                                                                                                validate23.errors = [{ instancePath: instancePath + "/refreshOn", schemaPath: "#/properties/refreshOn/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                                                                return false;
                                                                                            }
                                                                                            else {
                                                                                                var valid16 = true;
                                                                                                const len1 = data22.length;
                                                                                                for (let i1 = 0; i1 < len1; i1++) {
                                                                                                    let data23 = data22[i1];
                                                                                                    const _errs62 = errors;
                                                                                                    if (!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))) {
                                                                                                        validate23.errors = [{ instancePath: instancePath + "/refreshOn/" + i1, schemaPath: "#/properties/refreshOn/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    if (errors === _errs62) {
                                                                                                        if ((typeof data23 == "number") && (isFinite(data23))) {
                                                                                                            if (data23 > 599 || isNaN(data23)) {
                                                                                                                validate23.errors = [{ instancePath: instancePath + "/refreshOn/" + i1, schemaPath: "#/properties/refreshOn/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            else {
                                                                                                                if (data23 < 100 || isNaN(data23)) {
                                                                                                                    validate23.errors = [{ instancePath: instancePath + "/refreshOn/" + i1, schemaPath: "#/properties/refreshOn/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                    var valid16 = _errs62 === errors;
                                                                                                    if (!valid16) {
                                                                                                        break;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate23.errors = [{ instancePath: instancePath + "/refreshOn", schemaPath: "#/properties/refreshOn/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid1 = _errs60 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid1 = true;
                                                                                }
                                                                                if (valid1) {
                                                                                    if (data.extract !== undefined) {
                                                                                        let data24 = data.extract;
                                                                                        const _errs64 = errors;
                                                                                        const _errs65 = errors;
                                                                                        if (errors === _errs65) {
                                                                                            if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                                                                for (const key4 in data24) {
                                                                                                    const _errs67 = errors;
                                                                                                    if (typeof key4 === "string") {
                                                                                                        if (!pattern53.test(key4)) {
                                                                                                            const err5 = { instancePath: instancePath + "/extract", schemaPath: "#/$defs/extract/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: "must match pattern \"" + "^[A-Za-z_][A-Za-z0-9_]*$" + "\"", propertyName: key4 };
                                                                                                            if (vErrors === null) {
                                                                                                                vErrors = [err5];
                                                                                                            }
                                                                                                            else {
                                                                                                                vErrors.push(err5);
                                                                                                            }
                                                                                                            errors++;
                                                                                                        }
                                                                                                    }
                                                                                                    var valid18 = _errs67 === errors;
                                                                                                    if (!valid18) {
                                                                                                        const err6 = { instancePath: instancePath + "/extract", schemaPath: "#/$defs/extract/propertyNames", keyword: "propertyNames", params: { propertyName: key4 }, message: "property name must be valid" };
                                                                                                        if (vErrors === null) {
                                                                                                            vErrors = [err6];
                                                                                                        }
                                                                                                        else {
                                                                                                            vErrors.push(err6);
                                                                                                        }
                                                                                                        errors++;
                                                                                                        validate23.errors = vErrors;
                                                                                                        return false;
                                                                                                        break;
                                                                                                    }
                                                                                                }
                                                                                                if (valid18) {
                                                                                                    for (const key5 in data24) {
                                                                                                        let data25 = data24[key5];
                                                                                                        const _errs69 = errors;
                                                                                                        const _errs70 = errors;
                                                                                                        let valid20 = false;
                                                                                                        const _errs71 = errors;
                                                                                                        if (errors === _errs71) {
                                                                                                            if (typeof data25 === "string") {
                                                                                                                if (func0(data25) < 1) {
                                                                                                                    const err7 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/extract/additionalProperties/anyOf/0/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                                                                                                    if (vErrors === null) {
                                                                                                                        vErrors = [err7];
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        vErrors.push(err7);
                                                                                                                    }
                                                                                                                    errors++;
                                                                                                                }
                                                                                                            }
                                                                                                            else {
                                                                                                                const err8 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/extract/additionalProperties/anyOf/0/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                                                                if (vErrors === null) {
                                                                                                                    vErrors = [err8];
                                                                                                                }
                                                                                                                else {
                                                                                                                    vErrors.push(err8);
                                                                                                                }
                                                                                                                errors++;
                                                                                                            }
                                                                                                        }
                                                                                                        var _valid1 = _errs71 === errors;
                                                                                                        valid20 = valid20 || _valid1;
                                                                                                        const _errs73 = errors;
                                                                                                        if (errors === _errs73) {
                                                                                                            if (data25 && typeof data25 == "object" && !Array.isArray(data25)) {
                                                                                                                let missing5;
                                                                                                                if ((data25.header === undefined) && (missing5 = "header")) {
                                                                                                                    const err9 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/extract/additionalProperties/anyOf/1/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" };
                                                                                                                    if (vErrors === null) {
                                                                                                                        vErrors = [err9];
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        vErrors.push(err9);
                                                                                                                    }
                                                                                                                    errors++;
                                                                                                                }
                                                                                                                else {
                                                                                                                    const _errs75 = errors;
                                                                                                                    for (const key6 in data25) {
                                                                                                                        if (!((key6 === "header") || (key6 === "match"))) {
                                                                                                                            const err10 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/extract/additionalProperties/anyOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" };
                                                                                                                            if (vErrors === null) {
                                                                                                                                vErrors = [err10];
                                                                                                                            }
                                                                                                                            else {
                                                                                                                                vErrors.push(err10);
                                                                                                                            }
                                                                                                                            errors++;
                                                                                                                            break;
                                                                                                                        }
                                                                                                                    }
                                                                                                                    if (_errs75 === errors) {
                                                                                                                        if (data25.header !== undefined) {
                                                                                                                            let data26 = data25.header;
                                                                                                                            const _errs76 = errors;
                                                                                                                            if (errors === _errs76) {
                                                                                                                                if (typeof data26 === "string") {
                                                                                                                                    if (!pattern6.test(data26)) {
                                                                                                                                        const err11 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/header", schemaPath: "#/$defs/extract/additionalProperties/anyOf/1/properties/header/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" }, message: "must match pattern \"" + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$" + "\"" };
                                                                                                                                        if (vErrors === null) {
                                                                                                                                            vErrors = [err11];
                                                                                                                                        }
                                                                                                                                        else {
                                                                                                                                            vErrors.push(err11);
                                                                                                                                        }
                                                                                                                                        errors++;
                                                                                                                                    }
                                                                                                                                }
                                                                                                                                else {
                                                                                                                                    const err12 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/header", schemaPath: "#/$defs/extract/additionalProperties/anyOf/1/properties/header/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                                                                                    if (vErrors === null) {
                                                                                                                                        vErrors = [err12];
                                                                                                                                    }
                                                                                                                                    else {
                                                                                                                                        vErrors.push(err12);
                                                                                                                                    }
                                                                                                                                    errors++;
                                                                                                                                }
                                                                                                                            }
                                                                                                                            var valid21 = _errs76 === errors;
                                                                                                                        }
                                                                                                                        else {
                                                                                                                            var valid21 = true;
                                                                                                                        }
                                                                                                                        if (valid21) {
                                                                                                                            if (data25.match !== undefined) {
                                                                                                                                let data27 = data25.match;
                                                                                                                                const _errs78 = errors;
                                                                                                                                if (errors === _errs78) {
                                                                                                                                    if (typeof data27 === "string") {
                                                                                                                                        if (func0(data27) < 1) {
                                                                                                                                            const err13 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/match", schemaPath: "#/$defs/extract/additionalProperties/anyOf/1/properties/match/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" };
                                                                                                                                            if (vErrors === null) {
                                                                                                                                                vErrors = [err13];
                                                                                                                                            }
                                                                                                                                            else {
                                                                                                                                                vErrors.push(err13);
                                                                                                                                            }
                                                                                                                                            errors++;
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                    else {
                                                                                                                                        const err14 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1") + "/match", schemaPath: "#/$defs/extract/additionalProperties/anyOf/1/properties/match/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                                                                                                                        if (vErrors === null) {
                                                                                                                                            vErrors = [err14];
                                                                                                                                        }
                                                                                                                                        else {
                                                                                                                                            vErrors.push(err14);
                                                                                                                                        }
                                                                                                                                        errors++;
                                                                                                                                    }
                                                                                                                                }
                                                                                                                                var valid21 = _errs78 === errors;
                                                                                                                            }
                                                                                                                            else {
                                                                                                                                var valid21 = true;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                            else {
                                                                                                                const err15 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/extract/additionalProperties/anyOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                                                                                                if (vErrors === null) {
                                                                                                                    vErrors = [err15];
                                                                                                                }
                                                                                                                else {
                                                                                                                    vErrors.push(err15);
                                                                                                                }
                                                                                                                errors++;
                                                                                                            }
                                                                                                        }
                                                                                                        var _valid1 = _errs73 === errors;
                                                                                                        valid20 = valid20 || _valid1;
                                                                                                        if (!valid20) {
                                                                                                            const err16 = { instancePath: instancePath + "/extract/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/extract/additionalProperties/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf" };
                                                                                                            if (vErrors === null) {
                                                                                                                vErrors = [err16];
                                                                                                            }
                                                                                                            else {
                                                                                                                vErrors.push(err16);
                                                                                                            }
                                                                                                            errors++;
                                                                                                            validate23.errors = vErrors;
                                                                                                            return false;
                                                                                                        }
                                                                                                        else {
                                                                                                            errors = _errs70;
                                                                                                            if (vErrors !== null) {
                                                                                                                if (_errs70) {
                                                                                                                    vErrors.length = _errs70;
                                                                                                                }
                                                                                                                else {
                                                                                                                    vErrors = null;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                        var valid19 = _errs69 === errors;
                                                                                                        if (!valid19) {
                                                                                                            break;
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            else {
                                                                                                validate23.errors = [{ instancePath: instancePath + "/extract", schemaPath: "#/$defs/extract/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        var valid1 = _errs64 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid1 = true;
                                                                                    }
                                                                                    if (valid1) {
                                                                                        if (data.thresholds !== undefined) {
                                                                                            const _errs80 = errors;
                                                                                            if (!(validate5(data.thresholds, { instancePath: instancePath + "/thresholds", parentData: data, parentDataProperty: "thresholds", rootData, dynamicAnchors }))) {
                                                                                                vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
                                                                                                errors = vErrors.length;
                                                                                            }
                                                                                            var valid1 = _errs80 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid1 = true;
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate23.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate23.errors = vErrors; return errors === 0; }
validate23.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate22.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (Array.isArray(data)) {
        if (data.length < 1) {
            validate22.errors = [{ instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
            return false;
        }
        else {
            var valid0 = true;
            const len0 = data.length;
            for (let i0 = 0; i0 < len0; i0++) {
                const _errs1 = errors;
                if (!(validate23(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors }))) {
                    vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
                    errors = vErrors.length;
                }
                var valid0 = _errs1 === errors;
                if (!valid0) {
                    break;
                }
            }
        }
    }
    else {
        validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
        return false;
    }
} validate22.errors = vErrors; return errors === 0; }
validate22.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
const schema66 = { "type": "array", "minItems": 1, "title": "a list of stages, each with duration and target", "examples": [[{ "duration": "30s", "target": "200/s" }, { "duration": "60s", "target": "200/s" }]], "description": "The open model with a ramping rate, instead of concurrentUsers: from 0/s, the rate moves linearly to each stage's target over its duration. The scenario's measured time is the sum of the durations, so it has no duration of its own.", "items": { "type": "object", "title": "a mapping with duration and target", "examples": [{ "duration": "30s", "target": "200/s" }], "required": ["duration", "target"], "properties": { "duration": { "$ref": "#/$defs/duration" }, "target": { "$ref": "#/$defs/rate", "description": "The rate at the end of the stage, reached linearly from the rate at its start." } }, "patternProperties": { "^x-": true }, "additionalProperties": false } };
const schema68 = { "type": ["string", "number"], "pattern": "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$", "minimum": 0, "title": "a rate: requests per second such as 200/s, 200 rps or 200, or per minute such as 12000/m; 0/s allowed", "examples": ["200/s", "0/s"] };
function validate34(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate34.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (Array.isArray(data)) {
        if (data.length < 1) {
            validate34.errors = [{ instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
            return false;
        }
        else {
            var valid0 = true;
            const len0 = data.length;
            for (let i0 = 0; i0 < len0; i0++) {
                let data0 = data[i0];
                const _errs1 = errors;
                if (errors === _errs1) {
                    if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                        let missing0;
                        if (((data0.duration === undefined) && (missing0 = "duration")) || ((data0.target === undefined) && (missing0 = "target"))) {
                            validate34.errors = [{ instancePath: instancePath + "/" + i0, schemaPath: "#/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
                            return false;
                        }
                        else {
                            const _errs3 = errors;
                            for (const key0 in data0) {
                                if (!(((key0 === "duration") || (key0 === "target")) || (pattern0.test(key0)))) {
                                    validate34.errors = [{ instancePath: instancePath + "/" + i0, schemaPath: "#/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                                    return false;
                                    break;
                                }
                            }
                            if (_errs3 === errors) {
                                if (data0.duration !== undefined) {
                                    let data1 = data0.duration;
                                    const _errs4 = errors;
                                    const _errs5 = errors;
                                    if (errors === _errs5) {
                                        if (typeof data1 === "string") {
                                            if (!pattern5.test(data1)) {
                                                validate34.errors = [{ instancePath: instancePath + "/" + i0 + "/duration", schemaPath: "#/$defs/duration/pattern", keyword: "pattern", params: { pattern: "^[1-9][0-9]*(s|m|h)$" }, message: "must match pattern \"" + "^[1-9][0-9]*(s|m|h)$" + "\"" }];
                                                return false;
                                            }
                                        }
                                        else {
                                            validate34.errors = [{ instancePath: instancePath + "/" + i0 + "/duration", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                        }
                                    }
                                    var valid1 = _errs4 === errors;
                                }
                                else {
                                    var valid1 = true;
                                }
                                if (valid1) {
                                    if (data0.target !== undefined) {
                                        let data2 = data0.target;
                                        const _errs7 = errors;
                                        const _errs8 = errors;
                                        if ((typeof data2 !== "string") && (!((typeof data2 == "number") && (isFinite(data2))))) {
                                            validate34.errors = [{ instancePath: instancePath + "/" + i0 + "/target", schemaPath: "#/$defs/rate/type", keyword: "type", params: { type: schema68.type }, message: "must be string,number" }];
                                            return false;
                                        }
                                        if (errors === _errs8) {
                                            if ((typeof data2 == "number") && (isFinite(data2))) {
                                                if (data2 < 0 || isNaN(data2)) {
                                                    validate34.errors = [{ instancePath: instancePath + "/" + i0 + "/target", schemaPath: "#/$defs/rate/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                    return false;
                                                }
                                            }
                                            if (errors === _errs8) {
                                                if (typeof data2 === "string") {
                                                    if (!pattern4.test(data2)) {
                                                        validate34.errors = [{ instancePath: instancePath + "/" + i0 + "/target", schemaPath: "#/$defs/rate/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$" + "\"" }];
                                                        return false;
                                                    }
                                                }
                                            }
                                        }
                                        var valid1 = _errs7 === errors;
                                    }
                                    else {
                                        var valid1 = true;
                                    }
                                }
                            }
                        }
                    }
                    else {
                        validate34.errors = [{ instancePath: instancePath + "/" + i0, schemaPath: "#/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                        return false;
                    }
                }
                var valid0 = _errs1 === errors;
                if (!valid0) {
                    break;
                }
            }
        }
    }
    else {
        validate34.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
        return false;
    }
} validate34.errors = vErrors; return errors === 0; }
validate34.evaluated = { "items": true, "dynamicProps": false, "dynamicItems": false };
const schema86 = { "type": "object", "title": "a mapping of protocol (sse, websocket or graphql-ws), mode (hold or request), stall, reconnect, send and until", "examples": [{ "protocol": "sse", "mode": "hold", "stall": "10s" }], "description": "The response is a stream of events, measured as such (docs/streams.md): Server-Sent Events, the messages of a WebSocket, or a GraphQL subscription's payloads. Each stream counts as one request: ok when it ended as it should. A stream scenario has an endpoint (not a flow or a script) and the closed model (concurrentUsers: the streams open at once); no data, uploads, followRedirects or protocol: h2.", "properties": { "protocol": { "enum": ["sse", "websocket", "graphql-ws"], "default": "sse", "title": "sse, websocket or graphql-ws", "examples": ["sse"], "description": "`sse`: a text/event-stream response (with graphql:, GraphQL over SSE, sent as a POST). `websocket`: a WebSocket's messages; `graphql-ws`: a GraphQL subscription (graphql:) over the graphql-transport-ws protocol. Both WebSocket protocols take a GET, sent to the base URL with ws: or wss:." }, "mode": { "enum": ["hold", "request"], "title": "hold or request", "examples": ["hold"], "description": "`hold`: each user keeps one stream open for the measured time (concurrentUsers streams); `request`: each iteration opens one stream and reads it to its end (an LLM-style answer). By default hold for a GET without a body, else request." }, "stall": { "$ref": "#/$defs/stall" }, "reconnect": { "type": "boolean", "default": true, "title": "true or false", "examples": [false], "description": "Hold mode: whether a user opens its stream again when it ended or failed (SSE with Last-Event-ID, after the server's retry:). True when absent." }, "send": { "type": "array", "minItems": 1, "title": "a list of messages: strings, or mappings sent as their JSON", "examples": [["{\"subscribe\":\"prices\"}"]], "description": "WebSocket only: the messages sent once the socket is open, in order; a mapping is sent as its JSON.", "items": { "type": ["string", "object"] } }, "until": { "type": "string", "minLength": 1, "title": "a JSONPath (RFC 9535)", "examples": ["$.type"], "description": "WebSocket request mode only: the iteration ends with the first message whose JSON has a match for this JSONPath; the first message when absent." } }, "patternProperties": { "^x-": true }, "additionalProperties": false };
const schema87 = { "type": "string", "pattern": "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$", "title": "a number above 0 followed by ms, s or m", "examples": ["10s"], "default": "30s", "description": "The longest a stream may go without an event (or without its first event after its head) before it is a stream fault and closed: at most 10m." };
function validate41(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate41.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        const _errs1 = errors;
        for (const key0 in data) {
            if (!(((((((key0 === "protocol") || (key0 === "mode")) || (key0 === "stall")) || (key0 === "reconnect")) || (key0 === "send")) || (key0 === "until")) || (pattern0.test(key0)))) {
                validate41.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                return false;
                break;
            }
        }
        if (_errs1 === errors) {
            if (data.protocol !== undefined) {
                let data0 = data.protocol;
                const _errs2 = errors;
                if (!(((data0 === "sse") || (data0 === "websocket")) || (data0 === "graphql-ws"))) {
                    validate41.errors = [{ instancePath: instancePath + "/protocol", schemaPath: "#/properties/protocol/enum", keyword: "enum", params: { allowedValues: schema86.properties.protocol.enum }, message: "must be equal to one of the allowed values" }];
                    return false;
                }
                var valid0 = _errs2 === errors;
            }
            else {
                var valid0 = true;
            }
            if (valid0) {
                if (data.mode !== undefined) {
                    let data1 = data.mode;
                    const _errs3 = errors;
                    if (!((data1 === "hold") || (data1 === "request"))) {
                        validate41.errors = [{ instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema86.properties.mode.enum }, message: "must be equal to one of the allowed values" }];
                        return false;
                    }
                    var valid0 = _errs3 === errors;
                }
                else {
                    var valid0 = true;
                }
                if (valid0) {
                    if (data.stall !== undefined) {
                        let data2 = data.stall;
                        const _errs4 = errors;
                        const _errs5 = errors;
                        if (errors === _errs5) {
                            if (typeof data2 === "string") {
                                if (!pattern10.test(data2)) {
                                    validate41.errors = [{ instancePath: instancePath + "/stall", schemaPath: "#/$defs/stall/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                    return false;
                                }
                            }
                            else {
                                validate41.errors = [{ instancePath: instancePath + "/stall", schemaPath: "#/$defs/stall/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                        }
                        var valid0 = _errs4 === errors;
                    }
                    else {
                        var valid0 = true;
                    }
                    if (valid0) {
                        if (data.reconnect !== undefined) {
                            const _errs7 = errors;
                            if (typeof data.reconnect !== "boolean") {
                                validate41.errors = [{ instancePath: instancePath + "/reconnect", schemaPath: "#/properties/reconnect/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                return false;
                            }
                            var valid0 = _errs7 === errors;
                        }
                        else {
                            var valid0 = true;
                        }
                        if (valid0) {
                            if (data.send !== undefined) {
                                let data4 = data.send;
                                const _errs9 = errors;
                                if (errors === _errs9) {
                                    if (Array.isArray(data4)) {
                                        if (data4.length < 1) {
                                            validate41.errors = [{ instancePath: instancePath + "/send", schemaPath: "#/properties/send/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                            return false;
                                        }
                                        else {
                                            var valid2 = true;
                                            const len0 = data4.length;
                                            for (let i0 = 0; i0 < len0; i0++) {
                                                let data5 = data4[i0];
                                                const _errs11 = errors;
                                                if ((typeof data5 !== "string") && (!(data5 && typeof data5 == "object" && !Array.isArray(data5)))) {
                                                    validate41.errors = [{ instancePath: instancePath + "/send/" + i0, schemaPath: "#/properties/send/items/type", keyword: "type", params: { type: schema86.properties.send.items.type }, message: "must be string,object" }];
                                                    return false;
                                                }
                                                var valid2 = _errs11 === errors;
                                                if (!valid2) {
                                                    break;
                                                }
                                            }
                                        }
                                    }
                                    else {
                                        validate41.errors = [{ instancePath: instancePath + "/send", schemaPath: "#/properties/send/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                    }
                                }
                                var valid0 = _errs9 === errors;
                            }
                            else {
                                var valid0 = true;
                            }
                            if (valid0) {
                                if (data.until !== undefined) {
                                    let data6 = data.until;
                                    const _errs13 = errors;
                                    if (errors === _errs13) {
                                        if (typeof data6 === "string") {
                                            if (func0(data6) < 1) {
                                                validate41.errors = [{ instancePath: instancePath + "/until", schemaPath: "#/properties/until/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                return false;
                                            }
                                        }
                                        else {
                                            validate41.errors = [{ instancePath: instancePath + "/until", schemaPath: "#/properties/until/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                        }
                                    }
                                    var valid0 = _errs13 === errors;
                                }
                                else {
                                    var valid0 = true;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate41.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate41.errors = vErrors; return errors === 0; }
validate41.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { let vErrors = null; let errors = 0; const evaluated0 = validate21.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} const _errs1 = errors; const _errs2 = errors; if (errors === _errs2) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if (((data.graphql === undefined) && (missing0 = "graphql")) || ((data.body === undefined) && (missing0 = "body"))) {
            const err0 = {};
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
    }
    else {
        const err1 = {};
        if (vErrors === null) {
            vErrors = [err1];
        }
        else {
            vErrors.push(err1);
        }
        errors++;
    }
} var valid0 = _errs2 === errors; if (valid0) {
    validate21.errors = [{ instancePath, schemaPath: "#/not", keyword: "not", params: {}, message: "must NOT be valid" }];
    return false;
}
else {
    errors = _errs1;
    if (vErrors !== null) {
        if (_errs1) {
            vErrors.length = _errs1;
        }
        else {
            vErrors = null;
        }
    }
    const _errs4 = errors;
    let valid1 = false;
    let passing0 = null;
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing1;
        if ((data.endpoint === undefined) && (missing1 = "endpoint")) {
            const err2 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    var _valid0 = _errs5 === errors;
    if (_valid0) {
        valid1 = true;
        passing0 = 0;
    }
    const _errs6 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if ((data.flow === undefined) && (missing2 = "flow")) {
            const err3 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
    }
    var _valid0 = _errs6 === errors;
    if (_valid0 && valid1) {
        valid1 = false;
        passing0 = [passing0, 1];
    }
    else {
        if (_valid0) {
            valid1 = true;
            passing0 = 1;
        }
        const _errs7 = errors;
        if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing3;
            if ((data.script === undefined) && (missing3 = "script")) {
                const err4 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        var _valid0 = _errs7 === errors;
        if (_valid0 && valid1) {
            valid1 = false;
            passing0 = [passing0, 2];
        }
        else {
            if (_valid0) {
                valid1 = true;
                passing0 = 2;
            }
        }
    }
    if (!valid1) {
        const err5 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
        validate21.errors = vErrors;
        return false;
    }
    else {
        errors = _errs4;
        if (vErrors !== null) {
            if (_errs4) {
                vErrors.length = _errs4;
            }
            else {
                vErrors = null;
            }
        }
    }
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing4;
        if ((data.name === undefined) && (missing4 = "name")) {
            validate21.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing4 }, message: "must have required property '" + missing4 + "'" }];
            return false;
        }
        else {
            const _errs8 = errors;
            for (const key0 in data) {
                if (!((func5.call(schema48.properties, key0)) || (pattern0.test(key0)))) {
                    validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs8 === errors) {
                if (data.name !== undefined) {
                    let data0 = data.name;
                    const _errs9 = errors;
                    if (errors === _errs9) {
                        if (typeof data0 === "string") {
                            if (func0(data0) < 1) {
                                validate21.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                return false;
                            }
                        }
                        else {
                            validate21.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                        }
                    }
                    var valid2 = _errs9 === errors;
                }
                else {
                    var valid2 = true;
                }
                if (valid2) {
                    if (data.endpoint !== undefined) {
                        let data1 = data.endpoint;
                        const _errs11 = errors;
                        const _errs12 = errors;
                        if (errors === _errs12) {
                            if (typeof data1 === "string") {
                                if (!pattern46.test(data1)) {
                                    validate21.errors = [{ instancePath: instancePath + "/endpoint", schemaPath: "#/$defs/endpoint/pattern", keyword: "pattern", params: { pattern: "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) /[^\\s?#]*$" }, message: "must match pattern \"" + "^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) /[^\\s?#]*$" + "\"" }];
                                    return false;
                                }
                            }
                            else {
                                validate21.errors = [{ instancePath: instancePath + "/endpoint", schemaPath: "#/$defs/endpoint/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                return false;
                            }
                        }
                        var valid2 = _errs11 === errors;
                    }
                    else {
                        var valid2 = true;
                    }
                    if (valid2) {
                        if (data.flow !== undefined) {
                            const _errs14 = errors;
                            if (!(validate22(data.flow, { instancePath: instancePath + "/flow", parentData: data, parentDataProperty: "flow", rootData, dynamicAnchors }))) {
                                vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
                                errors = vErrors.length;
                            }
                            var valid2 = _errs14 === errors;
                        }
                        else {
                            var valid2 = true;
                        }
                        if (valid2) {
                            if (data.script !== undefined) {
                                let data3 = data.script;
                                const _errs15 = errors;
                                const _errs16 = errors;
                                if (errors === _errs16) {
                                    if (typeof data3 === "string") {
                                        if (!pattern55.test(data3)) {
                                            validate21.errors = [{ instancePath: instancePath + "/script", schemaPath: "#/$defs/script/pattern", keyword: "pattern", params: { pattern: "\\.(ts|mts|js|mjs)$" }, message: "must match pattern \"" + "\\.(ts|mts|js|mjs)$" + "\"" }];
                                            return false;
                                        }
                                    }
                                    else {
                                        validate21.errors = [{ instancePath: instancePath + "/script", schemaPath: "#/$defs/script/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                    }
                                }
                                var valid2 = _errs15 === errors;
                            }
                            else {
                                var valid2 = true;
                            }
                            if (valid2) {
                                if (data.concurrentUsers !== undefined) {
                                    let data4 = data.concurrentUsers;
                                    const _errs18 = errors;
                                    const _errs19 = errors;
                                    if (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) {
                                        validate21.errors = [{ instancePath: instancePath + "/concurrentUsers", schemaPath: "#/$defs/concurrentUsers/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                        return false;
                                    }
                                    if (errors === _errs19) {
                                        if ((typeof data4 == "number") && (isFinite(data4))) {
                                            if (data4 > 10000 || isNaN(data4)) {
                                                validate21.errors = [{ instancePath: instancePath + "/concurrentUsers", schemaPath: "#/$defs/concurrentUsers/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10000 }, message: "must be <= 10000" }];
                                                return false;
                                            }
                                            else {
                                                if (data4 < 1 || isNaN(data4)) {
                                                    validate21.errors = [{ instancePath: instancePath + "/concurrentUsers", schemaPath: "#/$defs/concurrentUsers/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                    return false;
                                                }
                                            }
                                        }
                                    }
                                    var valid2 = _errs18 === errors;
                                }
                                else {
                                    var valid2 = true;
                                }
                                if (valid2) {
                                    if (data.arrivalRate !== undefined) {
                                        let data5 = data.arrivalRate;
                                        const _errs21 = errors;
                                        const _errs22 = errors;
                                        if ((typeof data5 !== "string") && (!((typeof data5 == "number") && (isFinite(data5))))) {
                                            validate21.errors = [{ instancePath: instancePath + "/arrivalRate", schemaPath: "#/$defs/arrivalRate/type", keyword: "type", params: { type: schema3.type }, message: "must be string,number" }];
                                            return false;
                                        }
                                        if (errors === _errs22) {
                                            if ((typeof data5 == "number") && (isFinite(data5))) {
                                                if (data5 <= 0 || isNaN(data5)) {
                                                    validate21.errors = [{ instancePath: instancePath + "/arrivalRate", schemaPath: "#/$defs/arrivalRate/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                    return false;
                                                }
                                            }
                                            if (errors === _errs22) {
                                                if (typeof data5 === "string") {
                                                    if (!pattern4.test(data5)) {
                                                        validate21.errors = [{ instancePath: instancePath + "/arrivalRate", schemaPath: "#/$defs/arrivalRate/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$" + "\"" }];
                                                        return false;
                                                    }
                                                }
                                            }
                                        }
                                        var valid2 = _errs21 === errors;
                                    }
                                    else {
                                        var valid2 = true;
                                    }
                                    if (valid2) {
                                        if (data.stages !== undefined) {
                                            const _errs24 = errors;
                                            if (!(validate34(data.stages, { instancePath: instancePath + "/stages", parentData: data, parentDataProperty: "stages", rootData, dynamicAnchors }))) {
                                                vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
                                                errors = vErrors.length;
                                            }
                                            var valid2 = _errs24 === errors;
                                        }
                                        else {
                                            var valid2 = true;
                                        }
                                        if (valid2) {
                                            if (data.maxUsers !== undefined) {
                                                let data7 = data.maxUsers;
                                                const _errs25 = errors;
                                                const _errs26 = errors;
                                                if (!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) {
                                                    validate21.errors = [{ instancePath: instancePath + "/maxUsers", schemaPath: "#/$defs/maxUsers/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                    return false;
                                                }
                                                if (errors === _errs26) {
                                                    if ((typeof data7 == "number") && (isFinite(data7))) {
                                                        if (data7 > 10000 || isNaN(data7)) {
                                                            validate21.errors = [{ instancePath: instancePath + "/maxUsers", schemaPath: "#/$defs/maxUsers/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10000 }, message: "must be <= 10000" }];
                                                            return false;
                                                        }
                                                        else {
                                                            if (data7 < 1 || isNaN(data7)) {
                                                                validate21.errors = [{ instancePath: instancePath + "/maxUsers", schemaPath: "#/$defs/maxUsers/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                return false;
                                                            }
                                                        }
                                                    }
                                                }
                                                var valid2 = _errs25 === errors;
                                            }
                                            else {
                                                var valid2 = true;
                                            }
                                            if (valid2) {
                                                if (data.duration !== undefined) {
                                                    let data8 = data.duration;
                                                    const _errs28 = errors;
                                                    const _errs29 = errors;
                                                    if (errors === _errs29) {
                                                        if (typeof data8 === "string") {
                                                            if (!pattern5.test(data8)) {
                                                                validate21.errors = [{ instancePath: instancePath + "/duration", schemaPath: "#/$defs/duration/pattern", keyword: "pattern", params: { pattern: "^[1-9][0-9]*(s|m|h)$" }, message: "must match pattern \"" + "^[1-9][0-9]*(s|m|h)$" + "\"" }];
                                                                return false;
                                                            }
                                                        }
                                                        else {
                                                            validate21.errors = [{ instancePath: instancePath + "/duration", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                        }
                                                    }
                                                    var valid2 = _errs28 === errors;
                                                }
                                                else {
                                                    var valid2 = true;
                                                }
                                                if (valid2) {
                                                    if (data.params !== undefined) {
                                                        const _errs31 = errors;
                                                        if (!(validate24(data.params, { instancePath: instancePath + "/params", parentData: data, parentDataProperty: "params", rootData, dynamicAnchors }))) {
                                                            vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
                                                            errors = vErrors.length;
                                                        }
                                                        var valid2 = _errs31 === errors;
                                                    }
                                                    else {
                                                        var valid2 = true;
                                                    }
                                                    if (valid2) {
                                                        if (data.query !== undefined) {
                                                            const _errs32 = errors;
                                                            if (!(validate27(data.query, { instancePath: instancePath + "/query", parentData: data, parentDataProperty: "query", rootData, dynamicAnchors }))) {
                                                                vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
                                                                errors = vErrors.length;
                                                            }
                                                            var valid2 = _errs32 === errors;
                                                        }
                                                        else {
                                                            var valid2 = true;
                                                        }
                                                        if (valid2) {
                                                            if (data.headers !== undefined) {
                                                                const _errs33 = errors;
                                                                if (!(validate1(data.headers, { instancePath: instancePath + "/headers", parentData: data, parentDataProperty: "headers", rootData, dynamicAnchors }))) {
                                                                    vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                                                                    errors = vErrors.length;
                                                                }
                                                                var valid2 = _errs33 === errors;
                                                            }
                                                            else {
                                                                var valid2 = true;
                                                            }
                                                            if (valid2) {
                                                                if (data.body !== undefined) {
                                                                    const _errs34 = errors;
                                                                    var valid2 = _errs34 === errors;
                                                                }
                                                                else {
                                                                    var valid2 = true;
                                                                }
                                                                if (valid2) {
                                                                    if (data.contentType !== undefined) {
                                                                        let data13 = data.contentType;
                                                                        const _errs35 = errors;
                                                                        const _errs36 = errors;
                                                                        if (errors === _errs36) {
                                                                            if (typeof data13 === "string") {
                                                                                if (!pattern49.test(data13)) {
                                                                                    validate21.errors = [{ instancePath: instancePath + "/contentType", schemaPath: "#/$defs/mediaType/pattern", keyword: "pattern", params: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+( *;.*)?$" }, message: "must match pattern \"" + "^[!#$%&'*+.^_`|~0-9A-Za-z-]+/[!#$%&'*+.^_`|~0-9A-Za-z-]+( *;.*)?$" + "\"" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            else {
                                                                                validate21.errors = [{ instancePath: instancePath + "/contentType", schemaPath: "#/$defs/mediaType/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        var valid2 = _errs35 === errors;
                                                                    }
                                                                    else {
                                                                        var valid2 = true;
                                                                    }
                                                                    if (valid2) {
                                                                        if (data.graphql !== undefined) {
                                                                            let data14 = data.graphql;
                                                                            const _errs38 = errors;
                                                                            const _errs39 = errors;
                                                                            if (errors === _errs39) {
                                                                                if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                                                                                    let missing5;
                                                                                    if ((data14.query === undefined) && (missing5 = "query")) {
                                                                                        validate21.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/$defs/graphql/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                                                                        return false;
                                                                                    }
                                                                                    else {
                                                                                        const _errs41 = errors;
                                                                                        for (const key1 in data14) {
                                                                                            if (!(((key1 === "query") || (key1 === "variables")) || (pattern0.test(key1)))) {
                                                                                                validate21.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/$defs/graphql/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                                                                return false;
                                                                                                break;
                                                                                            }
                                                                                        }
                                                                                        if (_errs41 === errors) {
                                                                                            if (data14.query !== undefined) {
                                                                                                let data15 = data14.query;
                                                                                                const _errs42 = errors;
                                                                                                if (errors === _errs42) {
                                                                                                    if (typeof data15 === "string") {
                                                                                                        if (func0(data15) < 1) {
                                                                                                            validate21.errors = [{ instancePath: instancePath + "/graphql/query", schemaPath: "#/$defs/graphql/properties/query/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                    else {
                                                                                                        validate21.errors = [{ instancePath: instancePath + "/graphql/query", schemaPath: "#/$defs/graphql/properties/query/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                                var valid12 = _errs42 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid12 = true;
                                                                                            }
                                                                                            if (valid12) {
                                                                                                if (data14.variables !== undefined) {
                                                                                                    let data16 = data14.variables;
                                                                                                    const _errs44 = errors;
                                                                                                    if (!(data16 && typeof data16 == "object" && !Array.isArray(data16))) {
                                                                                                        validate21.errors = [{ instancePath: instancePath + "/graphql/variables", schemaPath: "#/$defs/graphql/properties/variables/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                    var valid12 = _errs44 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid12 = true;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate21.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/$defs/graphql/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid2 = _errs38 === errors;
                                                                        }
                                                                        else {
                                                                            var valid2 = true;
                                                                        }
                                                                        if (valid2) {
                                                                            if (data.expect !== undefined) {
                                                                                let data17 = data.expect;
                                                                                const _errs46 = errors;
                                                                                const _errs47 = errors;
                                                                                const _errs49 = errors;
                                                                                let valid14 = true;
                                                                                const _errs50 = errors;
                                                                                const _errs51 = errors;
                                                                                const _errs52 = errors;
                                                                                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                                                    let missing6;
                                                                                    if ((data17.json === undefined) && (missing6 = "json")) {
                                                                                        const err6 = {};
                                                                                        if (vErrors === null) {
                                                                                            vErrors = [err6];
                                                                                        }
                                                                                        else {
                                                                                            vErrors.push(err6);
                                                                                        }
                                                                                        errors++;
                                                                                    }
                                                                                }
                                                                                var valid15 = _errs52 === errors;
                                                                                if (valid15) {
                                                                                    const err7 = {};
                                                                                    if (vErrors === null) {
                                                                                        vErrors = [err7];
                                                                                    }
                                                                                    else {
                                                                                        vErrors.push(err7);
                                                                                    }
                                                                                    errors++;
                                                                                }
                                                                                else {
                                                                                    errors = _errs51;
                                                                                    if (vErrors !== null) {
                                                                                        if (_errs51) {
                                                                                            vErrors.length = _errs51;
                                                                                        }
                                                                                        else {
                                                                                            vErrors = null;
                                                                                        }
                                                                                    }
                                                                                }
                                                                                var _valid1 = _errs50 === errors;
                                                                                errors = _errs49;
                                                                                if (vErrors !== null) {
                                                                                    if (_errs49) {
                                                                                        vErrors.length = _errs49;
                                                                                    }
                                                                                    else {
                                                                                        vErrors = null;
                                                                                    }
                                                                                }
                                                                                if (_valid1) {
                                                                                    const _errs53 = errors;
                                                                                    if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                                                        let missing7;
                                                                                        if ((data17.status === undefined) && (missing7 = "status")) {
                                                                                            validate21.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/then/required", keyword: "required", params: { missingProperty: missing7 }, message: "must have required property '" + missing7 + "'" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var _valid1 = _errs53 === errors;
                                                                                    valid14 = _valid1;
                                                                                }
                                                                                if (!valid14) {
                                                                                    const err8 = { instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema" };
                                                                                    if (vErrors === null) {
                                                                                        vErrors = [err8];
                                                                                    }
                                                                                    else {
                                                                                        vErrors.push(err8);
                                                                                    }
                                                                                    errors++;
                                                                                    validate21.errors = vErrors;
                                                                                    return false;
                                                                                }
                                                                                if (errors === _errs47) {
                                                                                    if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                                                        const _errs54 = errors;
                                                                                        for (const key2 in data17) {
                                                                                            if (!(((key2 === "status") || (key2 === "json")) || (pattern0.test(key2)))) {
                                                                                                validate21.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                                                                return false;
                                                                                                break;
                                                                                            }
                                                                                        }
                                                                                        if (_errs54 === errors) {
                                                                                            if (data17.status !== undefined) {
                                                                                                let data18 = data17.status;
                                                                                                const _errs55 = errors;
                                                                                                if (errors === _errs55) {
                                                                                                    if (Array.isArray(data18)) {
                                                                                                        if (data18.length < 1) {
                                                                                                            validate21.errors = [{ instancePath: instancePath + "/expect/status", schemaPath: "#/$defs/expect/properties/status/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid17 = true;
                                                                                                            const len0 = data18.length;
                                                                                                            for (let i0 = 0; i0 < len0; i0++) {
                                                                                                                let data19 = data18[i0];
                                                                                                                const _errs57 = errors;
                                                                                                                if (!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))) {
                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/expect/status/" + i0, schemaPath: "#/$defs/expect/properties/status/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                                if (errors === _errs57) {
                                                                                                                    if ((typeof data19 == "number") && (isFinite(data19))) {
                                                                                                                        if (data19 > 599 || isNaN(data19)) {
                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/expect/status/" + i0, schemaPath: "#/$defs/expect/properties/status/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                        else {
                                                                                                                            if (data19 < 100 || isNaN(data19)) {
                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/expect/status/" + i0, schemaPath: "#/$defs/expect/properties/status/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                                var valid17 = _errs57 === errors;
                                                                                                                if (!valid17) {
                                                                                                                    break;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                    else {
                                                                                                        validate21.errors = [{ instancePath: instancePath + "/expect/status", schemaPath: "#/$defs/expect/properties/status/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                                var valid16 = _errs55 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid16 = true;
                                                                                            }
                                                                                            if (valid16) {
                                                                                                if (data17.json !== undefined) {
                                                                                                    let data20 = data17.json;
                                                                                                    const _errs59 = errors;
                                                                                                    if (errors === _errs59) {
                                                                                                        if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                                                                                                            for (const key3 in data20) {
                                                                                                                let data21 = data20[key3];
                                                                                                                const _errs62 = errors;
                                                                                                                if ((((typeof data21 !== "string") && (!((typeof data21 == "number") && (isFinite(data21))))) && (typeof data21 !== "boolean")) && (data21 !== null)) {
                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/expect/json/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/expect/properties/json/additionalProperties/type", keyword: "type", params: { type: schema30.properties.json.additionalProperties.type }, message: "must be string,number,boolean,null" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                                var valid18 = _errs62 === errors;
                                                                                                                if (!valid18) {
                                                                                                                    break;
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                        else {
                                                                                                            validate21.errors = [{ instancePath: instancePath + "/expect/json", schemaPath: "#/$defs/expect/properties/json/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                    var valid16 = _errs59 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid16 = true;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                    else {
                                                                                        validate21.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/$defs/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                var valid2 = _errs46 === errors;
                                                                            }
                                                                            else {
                                                                                var valid2 = true;
                                                                            }
                                                                            if (valid2) {
                                                                                if (data.timeout !== undefined) {
                                                                                    let data22 = data.timeout;
                                                                                    const _errs64 = errors;
                                                                                    const _errs65 = errors;
                                                                                    if (errors === _errs65) {
                                                                                        if (typeof data22 === "string") {
                                                                                            if (!pattern10.test(data22)) {
                                                                                                validate21.errors = [{ instancePath: instancePath + "/timeout", schemaPath: "#/$defs/timeout/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate21.errors = [{ instancePath: instancePath + "/timeout", schemaPath: "#/$defs/timeout/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid2 = _errs64 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid2 = true;
                                                                                }
                                                                                if (valid2) {
                                                                                    if (data.followRedirects !== undefined) {
                                                                                        let data23 = data.followRedirects;
                                                                                        const _errs67 = errors;
                                                                                        const _errs68 = errors;
                                                                                        if (!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))) {
                                                                                            validate21.errors = [{ instancePath: instancePath + "/followRedirects", schemaPath: "#/$defs/followRedirects/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                            return false;
                                                                                        }
                                                                                        if (errors === _errs68) {
                                                                                            if ((typeof data23 == "number") && (isFinite(data23))) {
                                                                                                if (data23 > 20 || isNaN(data23)) {
                                                                                                    validate21.errors = [{ instancePath: instancePath + "/followRedirects", schemaPath: "#/$defs/followRedirects/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" }];
                                                                                                    return false;
                                                                                                }
                                                                                                else {
                                                                                                    if (data23 < 0 || isNaN(data23)) {
                                                                                                        validate21.errors = [{ instancePath: instancePath + "/followRedirects", schemaPath: "#/$defs/followRedirects/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        var valid2 = _errs67 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid2 = true;
                                                                                    }
                                                                                    if (valid2) {
                                                                                        if (data.crossOrigin !== undefined) {
                                                                                            const _errs70 = errors;
                                                                                            if (typeof data.crossOrigin !== "boolean") {
                                                                                                validate21.errors = [{ instancePath: instancePath + "/crossOrigin", schemaPath: "#/$defs/crossOrigin/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                return false;
                                                                                            }
                                                                                            var valid2 = _errs70 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid2 = true;
                                                                                        }
                                                                                        if (valid2) {
                                                                                            if (data.cookies !== undefined) {
                                                                                                let data25 = data.cookies;
                                                                                                const _errs73 = errors;
                                                                                                if (!((data25 === "on") || (data25 === "off"))) {
                                                                                                    validate21.errors = [{ instancePath: instancePath + "/cookies", schemaPath: "#/$defs/cookies/enum", keyword: "enum", params: { allowedValues: schema47.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                    return false;
                                                                                                }
                                                                                                var valid2 = _errs73 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid2 = true;
                                                                                            }
                                                                                            if (valid2) {
                                                                                                if (data.thinkTime !== undefined) {
                                                                                                    let data26 = data.thinkTime;
                                                                                                    const _errs75 = errors;
                                                                                                    const _errs76 = errors;
                                                                                                    if (errors === _errs76) {
                                                                                                        if (typeof data26 === "string") {
                                                                                                            if (!pattern11.test(data26)) {
                                                                                                                validate21.errors = [{ instancePath: instancePath + "/thinkTime", schemaPath: "#/$defs/thinkTime/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                        else {
                                                                                                            validate21.errors = [{ instancePath: instancePath + "/thinkTime", schemaPath: "#/$defs/thinkTime/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                    var valid2 = _errs75 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid2 = true;
                                                                                                }
                                                                                                if (valid2) {
                                                                                                    if (data.rampUp !== undefined) {
                                                                                                        let data27 = data.rampUp;
                                                                                                        const _errs78 = errors;
                                                                                                        const _errs79 = errors;
                                                                                                        if (errors === _errs79) {
                                                                                                            if (typeof data27 === "string") {
                                                                                                                if (!pattern11.test(data27)) {
                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/rampUp", schemaPath: "#/$defs/rampUp/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                            }
                                                                                                            else {
                                                                                                                validate21.errors = [{ instancePath: instancePath + "/rampUp", schemaPath: "#/$defs/rampUp/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                        var valid2 = _errs78 === errors;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid2 = true;
                                                                                                    }
                                                                                                    if (valid2) {
                                                                                                        if (data.thresholds !== undefined) {
                                                                                                            const _errs81 = errors;
                                                                                                            if (!(validate5(data.thresholds, { instancePath: instancePath + "/thresholds", parentData: data, parentDataProperty: "thresholds", rootData, dynamicAnchors }))) {
                                                                                                                vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
                                                                                                                errors = vErrors.length;
                                                                                                            }
                                                                                                            var valid2 = _errs81 === errors;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid2 = true;
                                                                                                        }
                                                                                                        if (valid2) {
                                                                                                            if (data.rounds !== undefined) {
                                                                                                                let data29 = data.rounds;
                                                                                                                const _errs82 = errors;
                                                                                                                const _errs83 = errors;
                                                                                                                if (!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) {
                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/rounds", schemaPath: "#/$defs/rounds/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                                if (errors === _errs83) {
                                                                                                                    if ((typeof data29 == "number") && (isFinite(data29))) {
                                                                                                                        if (data29 > 100 || isNaN(data29)) {
                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/rounds", schemaPath: "#/$defs/rounds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                        else {
                                                                                                                            if (data29 < 1 || isNaN(data29)) {
                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/rounds", schemaPath: "#/$defs/rounds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                                var valid2 = _errs82 === errors;
                                                                                                            }
                                                                                                            else {
                                                                                                                var valid2 = true;
                                                                                                            }
                                                                                                            if (valid2) {
                                                                                                                if (data.regression !== undefined) {
                                                                                                                    const _errs85 = errors;
                                                                                                                    if (!(validate19(data.regression, { instancePath: instancePath + "/regression", parentData: data, parentDataProperty: "regression", rootData, dynamicAnchors }))) {
                                                                                                                        vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
                                                                                                                        errors = vErrors.length;
                                                                                                                    }
                                                                                                                    var valid2 = _errs85 === errors;
                                                                                                                }
                                                                                                                else {
                                                                                                                    var valid2 = true;
                                                                                                                }
                                                                                                                if (valid2) {
                                                                                                                    if (data.conformance !== undefined) {
                                                                                                                        const _errs86 = errors;
                                                                                                                        if ("off" !== data.conformance) {
                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/conformance", schemaPath: "#/$defs/conformance/const", keyword: "const", params: { allowedValue: "off" }, message: "must be equal to constant" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                        var valid2 = _errs86 === errors;
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        var valid2 = true;
                                                                                                                    }
                                                                                                                    if (valid2) {
                                                                                                                        if (data.protocol !== undefined) {
                                                                                                                            let data32 = data.protocol;
                                                                                                                            const _errs88 = errors;
                                                                                                                            if (!((data32 === "http1") || (data32 === "h2"))) {
                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/protocol", schemaPath: "#/$defs/protocol/enum", keyword: "enum", params: { allowedValues: schema43.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                            var valid2 = _errs88 === errors;
                                                                                                                        }
                                                                                                                        else {
                                                                                                                            var valid2 = true;
                                                                                                                        }
                                                                                                                        if (valid2) {
                                                                                                                            if (data.connections !== undefined) {
                                                                                                                                let data33 = data.connections;
                                                                                                                                const _errs90 = errors;
                                                                                                                                const _errs91 = errors;
                                                                                                                                if (!(((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33))) && (isFinite(data33)))) {
                                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/connections", schemaPath: "#/$defs/connections/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                                                    return false;
                                                                                                                                }
                                                                                                                                if (errors === _errs91) {
                                                                                                                                    if ((typeof data33 == "number") && (isFinite(data33))) {
                                                                                                                                        if (data33 > 10000 || isNaN(data33)) {
                                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/connections", schemaPath: "#/$defs/connections/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10000 }, message: "must be <= 10000" }];
                                                                                                                                            return false;
                                                                                                                                        }
                                                                                                                                        else {
                                                                                                                                            if (data33 < 1 || isNaN(data33)) {
                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/connections", schemaPath: "#/$defs/connections/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                                                                return false;
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                }
                                                                                                                                var valid2 = _errs90 === errors;
                                                                                                                            }
                                                                                                                            else {
                                                                                                                                var valid2 = true;
                                                                                                                            }
                                                                                                                            if (valid2) {
                                                                                                                                if (data.data !== undefined) {
                                                                                                                                    let data34 = data.data;
                                                                                                                                    const _errs93 = errors;
                                                                                                                                    const _errs94 = errors;
                                                                                                                                    if (errors === _errs94) {
                                                                                                                                        if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
                                                                                                                                            let missing8;
                                                                                                                                            if ((data34.file === undefined) && (missing8 = "file")) {
                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/$defs/data/required", keyword: "required", params: { missingProperty: missing8 }, message: "must have required property '" + missing8 + "'" }];
                                                                                                                                                return false;
                                                                                                                                            }
                                                                                                                                            else {
                                                                                                                                                const _errs96 = errors;
                                                                                                                                                for (const key4 in data34) {
                                                                                                                                                    if (!((key4 === "file") || (key4 === "pick"))) {
                                                                                                                                                        validate21.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/$defs/data/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                                                                                                                                        return false;
                                                                                                                                                        break;
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                                if (_errs96 === errors) {
                                                                                                                                                    if (data34.file !== undefined) {
                                                                                                                                                        let data35 = data34.file;
                                                                                                                                                        const _errs97 = errors;
                                                                                                                                                        if (errors === _errs97) {
                                                                                                                                                            if (typeof data35 === "string") {
                                                                                                                                                                if (!pattern67.test(data35)) {
                                                                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/data/file", schemaPath: "#/$defs/data/properties/file/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: "must match pattern \"" + "\\S" + "\"" }];
                                                                                                                                                                    return false;
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                            else {
                                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/data/file", schemaPath: "#/$defs/data/properties/file/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                                                                return false;
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                        var valid30 = _errs97 === errors;
                                                                                                                                                    }
                                                                                                                                                    else {
                                                                                                                                                        var valid30 = true;
                                                                                                                                                    }
                                                                                                                                                    if (valid30) {
                                                                                                                                                        if (data34.pick !== undefined) {
                                                                                                                                                            let data36 = data34.pick;
                                                                                                                                                            const _errs99 = errors;
                                                                                                                                                            if (!(((data36 === "sequential") || (data36 === "random")) || (data36 === "unique"))) {
                                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/data/pick", schemaPath: "#/$defs/data/properties/pick/enum", keyword: "enum", params: { allowedValues: schema85.properties.pick.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                                                                                return false;
                                                                                                                                                            }
                                                                                                                                                            var valid30 = _errs99 === errors;
                                                                                                                                                        }
                                                                                                                                                        else {
                                                                                                                                                            var valid30 = true;
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                        else {
                                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/$defs/data/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                                                            return false;
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                    var valid2 = _errs93 === errors;
                                                                                                                                }
                                                                                                                                else {
                                                                                                                                    var valid2 = true;
                                                                                                                                }
                                                                                                                                if (valid2) {
                                                                                                                                    if (data.stream !== undefined) {
                                                                                                                                        const _errs100 = errors;
                                                                                                                                        if (!(validate41(data.stream, { instancePath: instancePath + "/stream", parentData: data, parentDataProperty: "stream", rootData, dynamicAnchors }))) {
                                                                                                                                            vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
                                                                                                                                            errors = vErrors.length;
                                                                                                                                        }
                                                                                                                                        var valid2 = _errs100 === errors;
                                                                                                                                    }
                                                                                                                                    else {
                                                                                                                                        var valid2 = true;
                                                                                                                                    }
                                                                                                                                    if (valid2) {
                                                                                                                                        if (data.skip !== undefined) {
                                                                                                                                            let data38 = data.skip;
                                                                                                                                            const _errs101 = errors;
                                                                                                                                            if (errors === _errs101) {
                                                                                                                                                if (typeof data38 === "string") {
                                                                                                                                                    if (!pattern67.test(data38)) {
                                                                                                                                                        validate21.errors = [{ instancePath: instancePath + "/skip", schemaPath: "#/properties/skip/pattern", keyword: "pattern", params: { pattern: "\\S" }, message: "must match pattern \"" + "\\S" + "\"" }];
                                                                                                                                                        return false;
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                                else {
                                                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/skip", schemaPath: "#/properties/skip/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                                                                    return false;
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                            var valid2 = _errs101 === errors;
                                                                                                                                        }
                                                                                                                                        else {
                                                                                                                                            var valid2 = true;
                                                                                                                                        }
                                                                                                                                        if (valid2) {
                                                                                                                                            if (data.arrivalRate !== undefined) {
                                                                                                                                                const _errs103 = errors;
                                                                                                                                                if (errors === _errs103) {
                                                                                                                                                    if (data && typeof data == "object" && !Array.isArray(data)) {
                                                                                                                                                        if (data.concurrentUsers !== undefined) {
                                                                                                                                                            var valid32 = false;
                                                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/concurrentUsers", schemaPath: "#/dependentSchemas/arrivalRate/properties/concurrentUsers/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                            return false;
                                                                                                                                                        }
                                                                                                                                                        else {
                                                                                                                                                            var valid32 = true;
                                                                                                                                                        }
                                                                                                                                                        if (valid32) {
                                                                                                                                                            if (data.stages !== undefined) {
                                                                                                                                                                var valid32 = false;
                                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/stages", schemaPath: "#/dependentSchemas/arrivalRate/properties/stages/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                return false;
                                                                                                                                                            }
                                                                                                                                                            else {
                                                                                                                                                                var valid32 = true;
                                                                                                                                                            }
                                                                                                                                                            if (valid32) {
                                                                                                                                                                if (data.thinkTime !== undefined) {
                                                                                                                                                                    var valid32 = false;
                                                                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/thinkTime", schemaPath: "#/dependentSchemas/arrivalRate/properties/thinkTime/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                    return false;
                                                                                                                                                                }
                                                                                                                                                                else {
                                                                                                                                                                    var valid32 = true;
                                                                                                                                                                }
                                                                                                                                                                if (valid32) {
                                                                                                                                                                    if (data.rampUp !== undefined) {
                                                                                                                                                                        var valid32 = false;
                                                                                                                                                                        validate21.errors = [{ instancePath: instancePath + "/rampUp", schemaPath: "#/dependentSchemas/arrivalRate/properties/rampUp/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                        return false;
                                                                                                                                                                    }
                                                                                                                                                                    else {
                                                                                                                                                                        var valid32 = true;
                                                                                                                                                                    }
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                                var valid31 = _errs103 === errors;
                                                                                                                                            }
                                                                                                                                            else {
                                                                                                                                                var valid31 = true;
                                                                                                                                            }
                                                                                                                                            if (valid31) {
                                                                                                                                                if (data.stages !== undefined) {
                                                                                                                                                    const _errs105 = errors;
                                                                                                                                                    if (errors === _errs105) {
                                                                                                                                                        if (data && typeof data == "object" && !Array.isArray(data)) {
                                                                                                                                                            if (data.concurrentUsers !== undefined) {
                                                                                                                                                                var valid33 = false;
                                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/concurrentUsers", schemaPath: "#/dependentSchemas/stages/properties/concurrentUsers/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                return false;
                                                                                                                                                            }
                                                                                                                                                            else {
                                                                                                                                                                var valid33 = true;
                                                                                                                                                            }
                                                                                                                                                            if (valid33) {
                                                                                                                                                                if (data.duration !== undefined) {
                                                                                                                                                                    var valid33 = false;
                                                                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/duration", schemaPath: "#/dependentSchemas/stages/properties/duration/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                    return false;
                                                                                                                                                                }
                                                                                                                                                                else {
                                                                                                                                                                    var valid33 = true;
                                                                                                                                                                }
                                                                                                                                                                if (valid33) {
                                                                                                                                                                    if (data.thinkTime !== undefined) {
                                                                                                                                                                        var valid33 = false;
                                                                                                                                                                        validate21.errors = [{ instancePath: instancePath + "/thinkTime", schemaPath: "#/dependentSchemas/stages/properties/thinkTime/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                        return false;
                                                                                                                                                                    }
                                                                                                                                                                    else {
                                                                                                                                                                        var valid33 = true;
                                                                                                                                                                    }
                                                                                                                                                                    if (valid33) {
                                                                                                                                                                        if (data.rampUp !== undefined) {
                                                                                                                                                                            var valid33 = false;
                                                                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/rampUp", schemaPath: "#/dependentSchemas/stages/properties/rampUp/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                            return false;
                                                                                                                                                                        }
                                                                                                                                                                        else {
                                                                                                                                                                            var valid33 = true;
                                                                                                                                                                        }
                                                                                                                                                                    }
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                    var valid31 = _errs105 === errors;
                                                                                                                                                }
                                                                                                                                                else {
                                                                                                                                                    var valid31 = true;
                                                                                                                                                }
                                                                                                                                                if (valid31) {
                                                                                                                                                    if (data.maxUsers !== undefined) {
                                                                                                                                                        const _errs107 = errors;
                                                                                                                                                        if (errors === _errs107) {
                                                                                                                                                            if (data && typeof data == "object" && !Array.isArray(data)) {
                                                                                                                                                                if (data.concurrentUsers !== undefined) {
                                                                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/concurrentUsers", schemaPath: "#/dependentSchemas/maxUsers/properties/concurrentUsers/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                    return false;
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                        var valid31 = _errs107 === errors;
                                                                                                                                                    }
                                                                                                                                                    else {
                                                                                                                                                        var valid31 = true;
                                                                                                                                                    }
                                                                                                                                                    if (valid31) {
                                                                                                                                                        if (data.script !== undefined) {
                                                                                                                                                            const _errs109 = errors;
                                                                                                                                                            if (errors === _errs109) {
                                                                                                                                                                if (data && typeof data == "object" && !Array.isArray(data)) {
                                                                                                                                                                    if (data.params !== undefined) {
                                                                                                                                                                        var valid35 = false;
                                                                                                                                                                        validate21.errors = [{ instancePath: instancePath + "/params", schemaPath: "#/dependentSchemas/script/properties/params/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                        return false;
                                                                                                                                                                    }
                                                                                                                                                                    else {
                                                                                                                                                                        var valid35 = true;
                                                                                                                                                                    }
                                                                                                                                                                    if (valid35) {
                                                                                                                                                                        if (data.query !== undefined) {
                                                                                                                                                                            var valid35 = false;
                                                                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/query", schemaPath: "#/dependentSchemas/script/properties/query/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                            return false;
                                                                                                                                                                        }
                                                                                                                                                                        else {
                                                                                                                                                                            var valid35 = true;
                                                                                                                                                                        }
                                                                                                                                                                        if (valid35) {
                                                                                                                                                                            if (data.body !== undefined) {
                                                                                                                                                                                var valid35 = false;
                                                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/body", schemaPath: "#/dependentSchemas/script/properties/body/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                return false;
                                                                                                                                                                            }
                                                                                                                                                                            else {
                                                                                                                                                                                var valid35 = true;
                                                                                                                                                                            }
                                                                                                                                                                            if (valid35) {
                                                                                                                                                                                if (data.graphql !== undefined) {
                                                                                                                                                                                    var valid35 = false;
                                                                                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/dependentSchemas/script/properties/graphql/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                    return false;
                                                                                                                                                                                }
                                                                                                                                                                                else {
                                                                                                                                                                                    var valid35 = true;
                                                                                                                                                                                }
                                                                                                                                                                                if (valid35) {
                                                                                                                                                                                    if (data.contentType !== undefined) {
                                                                                                                                                                                        var valid35 = false;
                                                                                                                                                                                        validate21.errors = [{ instancePath: instancePath + "/contentType", schemaPath: "#/dependentSchemas/script/properties/contentType/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                        return false;
                                                                                                                                                                                    }
                                                                                                                                                                                    else {
                                                                                                                                                                                        var valid35 = true;
                                                                                                                                                                                    }
                                                                                                                                                                                    if (valid35) {
                                                                                                                                                                                        if (data.expect !== undefined) {
                                                                                                                                                                                            var valid35 = false;
                                                                                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/dependentSchemas/script/properties/expect/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                            return false;
                                                                                                                                                                                        }
                                                                                                                                                                                        else {
                                                                                                                                                                                            var valid35 = true;
                                                                                                                                                                                        }
                                                                                                                                                                                        if (valid35) {
                                                                                                                                                                                            if (data.data !== undefined) {
                                                                                                                                                                                                var valid35 = false;
                                                                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/dependentSchemas/script/properties/data/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                                return false;
                                                                                                                                                                                            }
                                                                                                                                                                                            else {
                                                                                                                                                                                                var valid35 = true;
                                                                                                                                                                                            }
                                                                                                                                                                                        }
                                                                                                                                                                                    }
                                                                                                                                                                                }
                                                                                                                                                                            }
                                                                                                                                                                        }
                                                                                                                                                                    }
                                                                                                                                                                }
                                                                                                                                                            }
                                                                                                                                                            var valid31 = _errs109 === errors;
                                                                                                                                                        }
                                                                                                                                                        else {
                                                                                                                                                            var valid31 = true;
                                                                                                                                                        }
                                                                                                                                                        if (valid31) {
                                                                                                                                                            if (data.flow !== undefined) {
                                                                                                                                                                const _errs111 = errors;
                                                                                                                                                                if (errors === _errs111) {
                                                                                                                                                                    if (data && typeof data == "object" && !Array.isArray(data)) {
                                                                                                                                                                        if (data.params !== undefined) {
                                                                                                                                                                            var valid36 = false;
                                                                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/params", schemaPath: "#/dependentSchemas/flow/properties/params/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                            return false;
                                                                                                                                                                        }
                                                                                                                                                                        else {
                                                                                                                                                                            var valid36 = true;
                                                                                                                                                                        }
                                                                                                                                                                        if (valid36) {
                                                                                                                                                                            if (data.query !== undefined) {
                                                                                                                                                                                var valid36 = false;
                                                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/query", schemaPath: "#/dependentSchemas/flow/properties/query/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                return false;
                                                                                                                                                                            }
                                                                                                                                                                            else {
                                                                                                                                                                                var valid36 = true;
                                                                                                                                                                            }
                                                                                                                                                                            if (valid36) {
                                                                                                                                                                                if (data.body !== undefined) {
                                                                                                                                                                                    var valid36 = false;
                                                                                                                                                                                    validate21.errors = [{ instancePath: instancePath + "/body", schemaPath: "#/dependentSchemas/flow/properties/body/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                    return false;
                                                                                                                                                                                }
                                                                                                                                                                                else {
                                                                                                                                                                                    var valid36 = true;
                                                                                                                                                                                }
                                                                                                                                                                                if (valid36) {
                                                                                                                                                                                    if (data.graphql !== undefined) {
                                                                                                                                                                                        var valid36 = false;
                                                                                                                                                                                        validate21.errors = [{ instancePath: instancePath + "/graphql", schemaPath: "#/dependentSchemas/flow/properties/graphql/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                        return false;
                                                                                                                                                                                    }
                                                                                                                                                                                    else {
                                                                                                                                                                                        var valid36 = true;
                                                                                                                                                                                    }
                                                                                                                                                                                    if (valid36) {
                                                                                                                                                                                        if (data.contentType !== undefined) {
                                                                                                                                                                                            var valid36 = false;
                                                                                                                                                                                            validate21.errors = [{ instancePath: instancePath + "/contentType", schemaPath: "#/dependentSchemas/flow/properties/contentType/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                            return false;
                                                                                                                                                                                        }
                                                                                                                                                                                        else {
                                                                                                                                                                                            var valid36 = true;
                                                                                                                                                                                        }
                                                                                                                                                                                        if (valid36) {
                                                                                                                                                                                            if (data.expect !== undefined) {
                                                                                                                                                                                                var valid36 = false;
                                                                                                                                                                                                validate21.errors = [{ instancePath: instancePath + "/expect", schemaPath: "#/dependentSchemas/flow/properties/expect/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                                                                return false;
                                                                                                                                                                                            }
                                                                                                                                                                                            else {
                                                                                                                                                                                                var valid36 = true;
                                                                                                                                                                                            }
                                                                                                                                                                                        }
                                                                                                                                                                                    }
                                                                                                                                                                                }
                                                                                                                                                                            }
                                                                                                                                                                        }
                                                                                                                                                                    }
                                                                                                                                                                }
                                                                                                                                                                var valid31 = _errs111 === errors;
                                                                                                                                                            }
                                                                                                                                                            else {
                                                                                                                                                                var valid31 = true;
                                                                                                                                                            }
                                                                                                                                                        }
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                }
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate21.errors = vErrors; return errors === 0; }
validate21.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="loadtool.schema.json" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate0.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} const _errs1 = errors; const _errs3 = errors; let valid1 = true; const _errs4 = errors; if (errors === _errs4) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing0;
        if ((data.defaults === undefined) && (missing0 = "defaults")) {
            const err0 = {};
            if (vErrors === null) {
                vErrors = [err0];
            }
            else {
                vErrors.push(err0);
            }
            errors++;
        }
        else {
            if (data.defaults !== undefined) {
                let data0 = data.defaults;
                if (!(data0 && typeof data0 == "object" && !Array.isArray(data0))) {
                    const err1 = {};
                    if (vErrors === null) {
                        vErrors = [err1];
                    }
                    else {
                        vErrors.push(err1);
                    }
                    errors++;
                }
                const _errs8 = errors;
                let valid3 = false;
                const _errs9 = errors;
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                    let missing1;
                    if ((data0.concurrentUsers === undefined) && (missing1 = "concurrentUsers")) {
                        const err2 = {};
                        if (vErrors === null) {
                            vErrors = [err2];
                        }
                        else {
                            vErrors.push(err2);
                        }
                        errors++;
                    }
                }
                var _valid1 = _errs9 === errors;
                valid3 = valid3 || _valid1;
                const _errs10 = errors;
                if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
                    let missing2;
                    if ((data0.arrivalRate === undefined) && (missing2 = "arrivalRate")) {
                        const err3 = {};
                        if (vErrors === null) {
                            vErrors = [err3];
                        }
                        else {
                            vErrors.push(err3);
                        }
                        errors++;
                    }
                }
                var _valid1 = _errs10 === errors;
                valid3 = valid3 || _valid1;
                if (!valid3) {
                    const err4 = {};
                    if (vErrors === null) {
                        vErrors = [err4];
                    }
                    else {
                        vErrors.push(err4);
                    }
                    errors++;
                }
                else {
                    errors = _errs8;
                    if (vErrors !== null) {
                        if (_errs8) {
                            vErrors.length = _errs8;
                        }
                        else {
                            vErrors = null;
                        }
                    }
                }
            }
        }
    }
    else {
        const err5 = {};
        if (vErrors === null) {
            vErrors = [err5];
        }
        else {
            vErrors.push(err5);
        }
        errors++;
    }
} var _valid0 = _errs4 === errors; errors = _errs3; if (vErrors !== null) {
    if (_errs3) {
        vErrors.length = _errs3;
    }
    else {
        vErrors = null;
    }
} if (!_valid0) {
    const _errs11 = errors;
    if (errors === _errs11) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            if (data.scenarios !== undefined) {
                let data1 = data.scenarios;
                const _errs13 = errors;
                if (errors === _errs13) {
                    if (Array.isArray(data1)) {
                        var valid5 = true;
                        const len0 = data1.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                            let data2 = data1[i0];
                            const _errs15 = errors;
                            const _errs16 = errors;
                            let valid6 = true;
                            const _errs17 = errors;
                            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2))) {
                                const err6 = {};
                                if (vErrors === null) {
                                    vErrors = [err6];
                                }
                                else {
                                    vErrors.push(err6);
                                }
                                errors++;
                            }
                            const _errs19 = errors;
                            const _errs20 = errors;
                            const _errs21 = errors;
                            let valid8 = false;
                            const _errs22 = errors;
                            if (errors === _errs22) {
                                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                                    let missing3;
                                    if ((data2.arrivalRate === undefined) && (missing3 = "arrivalRate")) {
                                        const err7 = {};
                                        if (vErrors === null) {
                                            vErrors = [err7];
                                        }
                                        else {
                                            vErrors.push(err7);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err8 = {};
                                    if (vErrors === null) {
                                        vErrors = [err8];
                                    }
                                    else {
                                        vErrors.push(err8);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs22 === errors;
                            valid8 = valid8 || _valid3;
                            const _errs24 = errors;
                            if (errors === _errs24) {
                                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                                    let missing4;
                                    if ((data2.stages === undefined) && (missing4 = "stages")) {
                                        const err9 = {};
                                        if (vErrors === null) {
                                            vErrors = [err9];
                                        }
                                        else {
                                            vErrors.push(err9);
                                        }
                                        errors++;
                                    }
                                }
                                else {
                                    const err10 = {};
                                    if (vErrors === null) {
                                        vErrors = [err10];
                                    }
                                    else {
                                        vErrors.push(err10);
                                    }
                                    errors++;
                                }
                            }
                            var _valid3 = _errs24 === errors;
                            valid8 = valid8 || _valid3;
                            if (!valid8) {
                                const err11 = {};
                                if (vErrors === null) {
                                    vErrors = [err11];
                                }
                                else {
                                    vErrors.push(err11);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs21;
                                if (vErrors !== null) {
                                    if (_errs21) {
                                        vErrors.length = _errs21;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            var valid7 = _errs20 === errors;
                            if (valid7) {
                                const err12 = {};
                                if (vErrors === null) {
                                    vErrors = [err12];
                                }
                                else {
                                    vErrors.push(err12);
                                }
                                errors++;
                            }
                            else {
                                errors = _errs19;
                                if (vErrors !== null) {
                                    if (_errs19) {
                                        vErrors.length = _errs19;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                            }
                            var _valid2 = _errs17 === errors;
                            errors = _errs16;
                            if (vErrors !== null) {
                                if (_errs16) {
                                    vErrors.length = _errs16;
                                }
                                else {
                                    vErrors = null;
                                }
                            }
                            if (_valid2) {
                                const _errs26 = errors;
                                if (errors === _errs26) {
                                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                                        let missing5;
                                        if ((data2.concurrentUsers === undefined) && (missing5 = "concurrentUsers")) {
                                            validate0.errors = [{ instancePath: instancePath + "/scenarios/" + i0, schemaPath: "#/allOf/0/else/properties/scenarios/items/then/required", keyword: "required", params: { missingProperty: missing5 }, message: "must have required property '" + missing5 + "'" }];
                                            return false;
                                        }
                                    }
                                    else {
                                        validate0.errors = [{ instancePath: instancePath + "/scenarios/" + i0, schemaPath: "#/allOf/0/else/properties/scenarios/items/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                    }
                                }
                                var _valid2 = _errs26 === errors;
                                valid6 = _valid2;
                            }
                            if (!valid6) {
                                const err13 = { instancePath: instancePath + "/scenarios/" + i0, schemaPath: "#/allOf/0/else/properties/scenarios/items/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema" };
                                if (vErrors === null) {
                                    vErrors = [err13];
                                }
                                else {
                                    vErrors.push(err13);
                                }
                                errors++;
                                validate0.errors = vErrors;
                                return false;
                            }
                            var valid5 = _errs15 === errors;
                            if (!valid5) {
                                break;
                            }
                        }
                    }
                    else {
                        validate0.errors = [{ instancePath: instancePath + "/scenarios", schemaPath: "#/allOf/0/else/properties/scenarios/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                        return false;
                    }
                }
            }
        }
        else {
            validate0.errors = [{ instancePath, schemaPath: "#/allOf/0/else/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
            return false;
        }
    }
    var _valid0 = _errs11 === errors;
    valid1 = _valid0;
    if (valid1) {
        var props0 = {};
        props0.scenarios = true;
        props0.defaults = true;
    }
} if (!valid1) {
    const err14 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "else" }, message: "must match \"else\" schema" };
    if (vErrors === null) {
        vErrors = [err14];
    }
    else {
        vErrors.push(err14);
    }
    errors++;
    validate0.errors = vErrors;
    return false;
} var valid0 = _errs1 === errors; if (valid0) {
    const _errs28 = errors;
    const _errs30 = errors;
    let valid9 = true;
    const _errs31 = errors;
    if (errors === _errs31) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
            let missing6;
            if ((data.defaults === undefined) && (missing6 = "defaults")) {
                const err15 = {};
                if (vErrors === null) {
                    vErrors = [err15];
                }
                else {
                    vErrors.push(err15);
                }
                errors++;
            }
            else {
                if (data.defaults !== undefined) {
                    let data3 = data.defaults;
                    const _errs33 = errors;
                    if (errors === _errs33) {
                        if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                            let missing7;
                            if ((data3.duration === undefined) && (missing7 = "duration")) {
                                const err16 = {};
                                if (vErrors === null) {
                                    vErrors = [err16];
                                }
                                else {
                                    vErrors.push(err16);
                                }
                                errors++;
                            }
                        }
                        else {
                            const err17 = {};
                            if (vErrors === null) {
                                vErrors = [err17];
                            }
                            else {
                                vErrors.push(err17);
                            }
                            errors++;
                        }
                    }
                }
            }
        }
        else {
            const err18 = {};
            if (vErrors === null) {
                vErrors = [err18];
            }
            else {
                vErrors.push(err18);
            }
            errors++;
        }
    }
    var _valid4 = _errs31 === errors;
    errors = _errs30;
    if (vErrors !== null) {
        if (_errs30) {
            vErrors.length = _errs30;
        }
        else {
            vErrors = null;
        }
    }
    if (!_valid4) {
        const _errs35 = errors;
        if (errors === _errs35) {
            if (data && typeof data == "object" && !Array.isArray(data)) {
                if (data.scenarios !== undefined) {
                    let data4 = data.scenarios;
                    const _errs37 = errors;
                    if (errors === _errs37) {
                        if (Array.isArray(data4)) {
                            var valid12 = true;
                            const len1 = data4.length;
                            for (let i1 = 0; i1 < len1; i1++) {
                                let data5 = data4[i1];
                                const _errs39 = errors;
                                const _errs41 = errors;
                                let valid13 = true;
                                const _errs42 = errors;
                                if (!(data5 && typeof data5 == "object" && !Array.isArray(data5))) {
                                    const err19 = {};
                                    if (vErrors === null) {
                                        vErrors = [err19];
                                    }
                                    else {
                                        vErrors.push(err19);
                                    }
                                    errors++;
                                }
                                const _errs44 = errors;
                                const _errs45 = errors;
                                if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                    let missing8;
                                    if ((data5.stages === undefined) && (missing8 = "stages")) {
                                        const err20 = {};
                                        if (vErrors === null) {
                                            vErrors = [err20];
                                        }
                                        else {
                                            vErrors.push(err20);
                                        }
                                        errors++;
                                    }
                                }
                                var valid14 = _errs45 === errors;
                                if (valid14) {
                                    const err21 = {};
                                    if (vErrors === null) {
                                        vErrors = [err21];
                                    }
                                    else {
                                        vErrors.push(err21);
                                    }
                                    errors++;
                                }
                                else {
                                    errors = _errs44;
                                    if (vErrors !== null) {
                                        if (_errs44) {
                                            vErrors.length = _errs44;
                                        }
                                        else {
                                            vErrors = null;
                                        }
                                    }
                                }
                                var _valid5 = _errs42 === errors;
                                errors = _errs41;
                                if (vErrors !== null) {
                                    if (_errs41) {
                                        vErrors.length = _errs41;
                                    }
                                    else {
                                        vErrors = null;
                                    }
                                }
                                if (_valid5) {
                                    const _errs46 = errors;
                                    if (errors === _errs46) {
                                        if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                            let missing9;
                                            if ((data5.duration === undefined) && (missing9 = "duration")) {
                                                validate0.errors = [{ instancePath: instancePath + "/scenarios/" + i1, schemaPath: "#/allOf/1/else/properties/scenarios/items/then/required", keyword: "required", params: { missingProperty: missing9 }, message: "must have required property '" + missing9 + "'" }];
                                                return false;
                                            }
                                        }
                                        else {
                                            validate0.errors = [{ instancePath: instancePath + "/scenarios/" + i1, schemaPath: "#/allOf/1/else/properties/scenarios/items/then/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var _valid5 = _errs46 === errors;
                                    valid13 = _valid5;
                                }
                                if (!valid13) {
                                    const err22 = { instancePath: instancePath + "/scenarios/" + i1, schemaPath: "#/allOf/1/else/properties/scenarios/items/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema" };
                                    if (vErrors === null) {
                                        vErrors = [err22];
                                    }
                                    else {
                                        vErrors.push(err22);
                                    }
                                    errors++;
                                    validate0.errors = vErrors;
                                    return false;
                                }
                                var valid12 = _errs39 === errors;
                                if (!valid12) {
                                    break;
                                }
                            }
                        }
                        else {
                            validate0.errors = [{ instancePath: instancePath + "/scenarios", schemaPath: "#/allOf/1/else/properties/scenarios/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                            return false;
                        }
                    }
                }
            }
            else {
                validate0.errors = [{ instancePath, schemaPath: "#/allOf/1/else/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                return false;
            }
        }
        var _valid4 = _errs35 === errors;
        valid9 = _valid4;
        if (valid9) {
            var props1 = {};
            props1.scenarios = true;
            props1.defaults = true;
        }
    }
    if (!valid9) {
        const err23 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "else" }, message: "must match \"else\" schema" };
        if (vErrors === null) {
            vErrors = [err23];
        }
        else {
            vErrors.push(err23);
        }
        errors++;
        validate0.errors = vErrors;
        return false;
    }
    var valid0 = _errs28 === errors;
    if (valid0) {
        if (props0 !== true && props1 !== undefined) {
            if (props1 === true) {
                props0 = true;
            }
            else {
                props0 = props0 || {};
                Object.assign(props0, props1);
            }
        }
    }
} if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing10;
        if ((((data.version === undefined) && (missing10 = "version")) || ((data.baseUrl === undefined) && (missing10 = "baseUrl"))) || ((data.scenarios === undefined) && (missing10 = "scenarios"))) {
            validate0.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing10 }, message: "must have required property '" + missing10 + "'" }];
            return false;
        }
        else {
            const _errs48 = errors;
            for (const key0 in data) {
                if (!(((((((((key0 === "$schema") || (key0 === "version")) || (key0 === "baseUrl")) || (key0 === "execution")) || (key0 === "tls")) || (key0 === "defaults")) || (key0 === "outputs")) || (key0 === "scenarios")) || (pattern0.test(key0)))) {
                    validate0.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                    return false;
                    break;
                }
            }
            if (_errs48 === errors) {
                if (data.$schema !== undefined) {
                    const _errs49 = errors;
                    if (typeof data.$schema !== "string") {
                        validate0.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                        return false;
                    }
                    var valid15 = _errs49 === errors;
                }
                else {
                    var valid15 = true;
                }
                if (valid15) {
                    if (data.version !== undefined) {
                        const _errs51 = errors;
                        if (1 !== data.version) {
                            validate0.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" }];
                            return false;
                        }
                        var valid15 = _errs51 === errors;
                    }
                    else {
                        var valid15 = true;
                    }
                    if (valid15) {
                        if (data.baseUrl !== undefined) {
                            let data8 = data.baseUrl;
                            const _errs52 = errors;
                            const _errs53 = errors;
                            if (errors === _errs53) {
                                if (typeof data8 === "string") {
                                    if (!pattern1.test(data8)) {
                                        validate0.errors = [{ instancePath: instancePath + "/baseUrl", schemaPath: "#/$defs/baseUrl/pattern", keyword: "pattern", params: { pattern: "^(?:https?://[^\\s/?#]+[^\\s?#]*|\\S*\\$\\{\\S*)$" }, message: "must match pattern \"" + "^(?:https?://[^\\s/?#]+[^\\s?#]*|\\S*\\$\\{\\S*)$" + "\"" }];
                                        return false;
                                    }
                                }
                                else {
                                    validate0.errors = [{ instancePath: instancePath + "/baseUrl", schemaPath: "#/$defs/baseUrl/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                    return false;
                                }
                            }
                            var valid15 = _errs52 === errors;
                        }
                        else {
                            var valid15 = true;
                        }
                        if (valid15) {
                            if (data.execution !== undefined) {
                                let data9 = data.execution;
                                const _errs56 = errors;
                                if (!((data9 === "sequential") || (data9 === "parallel"))) {
                                    validate0.errors = [{ instancePath: instancePath + "/execution", schemaPath: "#/properties/execution/enum", keyword: "enum", params: { allowedValues: schema0.properties.execution.enum }, message: "must be equal to one of the allowed values" }];
                                    return false;
                                }
                                var valid15 = _errs56 === errors;
                            }
                            else {
                                var valid15 = true;
                            }
                            if (valid15) {
                                if (data.tls !== undefined) {
                                    let data10 = data.tls;
                                    const _errs57 = errors;
                                    if (errors === _errs57) {
                                        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                                            const _errs59 = errors;
                                            for (const key1 in data10) {
                                                if (!(((((((key1 === "ca") || (key1 === "cert")) || (key1 === "key")) || (key1 === "passphrase")) || (key1 === "servername")) || (key1 === "insecure")) || (pattern0.test(key1)))) {
                                                    validate0.errors = [{ instancePath: instancePath + "/tls", schemaPath: "#/properties/tls/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }];
                                                    return false;
                                                    break;
                                                }
                                            }
                                            if (_errs59 === errors) {
                                                if (data10.ca !== undefined) {
                                                    let data11 = data10.ca;
                                                    const _errs60 = errors;
                                                    if (errors === _errs60) {
                                                        if (typeof data11 === "string") {
                                                            if (func0(data11) < 1) {
                                                                validate0.errors = [{ instancePath: instancePath + "/tls/ca", schemaPath: "#/properties/tls/properties/ca/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                return false;
                                                            }
                                                        }
                                                        else {
                                                            validate0.errors = [{ instancePath: instancePath + "/tls/ca", schemaPath: "#/properties/tls/properties/ca/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                        }
                                                    }
                                                    var valid17 = _errs60 === errors;
                                                }
                                                else {
                                                    var valid17 = true;
                                                }
                                                if (valid17) {
                                                    if (data10.cert !== undefined) {
                                                        let data12 = data10.cert;
                                                        const _errs62 = errors;
                                                        if (errors === _errs62) {
                                                            if (typeof data12 === "string") {
                                                                if (func0(data12) < 1) {
                                                                    validate0.errors = [{ instancePath: instancePath + "/tls/cert", schemaPath: "#/properties/tls/properties/cert/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                    return false;
                                                                }
                                                            }
                                                            else {
                                                                validate0.errors = [{ instancePath: instancePath + "/tls/cert", schemaPath: "#/properties/tls/properties/cert/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                            }
                                                        }
                                                        var valid17 = _errs62 === errors;
                                                    }
                                                    else {
                                                        var valid17 = true;
                                                    }
                                                    if (valid17) {
                                                        if (data10.key !== undefined) {
                                                            let data13 = data10.key;
                                                            const _errs64 = errors;
                                                            if (errors === _errs64) {
                                                                if (typeof data13 === "string") {
                                                                    if (func0(data13) < 1) {
                                                                        validate0.errors = [{ instancePath: instancePath + "/tls/key", schemaPath: "#/properties/tls/properties/key/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                else {
                                                                    validate0.errors = [{ instancePath: instancePath + "/tls/key", schemaPath: "#/properties/tls/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid17 = _errs64 === errors;
                                                        }
                                                        else {
                                                            var valid17 = true;
                                                        }
                                                        if (valid17) {
                                                            if (data10.passphrase !== undefined) {
                                                                let data14 = data10.passphrase;
                                                                const _errs66 = errors;
                                                                if (errors === _errs66) {
                                                                    if (typeof data14 === "string") {
                                                                        if (func0(data14) < 1) {
                                                                            validate0.errors = [{ instancePath: instancePath + "/tls/passphrase", schemaPath: "#/properties/tls/properties/passphrase/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    else {
                                                                        validate0.errors = [{ instancePath: instancePath + "/tls/passphrase", schemaPath: "#/properties/tls/properties/passphrase/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                var valid17 = _errs66 === errors;
                                                            }
                                                            else {
                                                                var valid17 = true;
                                                            }
                                                            if (valid17) {
                                                                if (data10.servername !== undefined) {
                                                                    let data15 = data10.servername;
                                                                    const _errs68 = errors;
                                                                    if (errors === _errs68) {
                                                                        if (typeof data15 === "string") {
                                                                            if (func0(data15) < 1) {
                                                                                validate0.errors = [{ instancePath: instancePath + "/tls/servername", schemaPath: "#/properties/tls/properties/servername/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate0.errors = [{ instancePath: instancePath + "/tls/servername", schemaPath: "#/properties/tls/properties/servername/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid17 = _errs68 === errors;
                                                                }
                                                                else {
                                                                    var valid17 = true;
                                                                }
                                                                if (valid17) {
                                                                    if (data10.insecure !== undefined) {
                                                                        const _errs70 = errors;
                                                                        if (typeof data10.insecure !== "boolean") {
                                                                            validate0.errors = [{ instancePath: instancePath + "/tls/insecure", schemaPath: "#/properties/tls/properties/insecure/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                            return false;
                                                                        }
                                                                        var valid17 = _errs70 === errors;
                                                                    }
                                                                    else {
                                                                        var valid17 = true;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                        else {
                                            validate0.errors = [{ instancePath: instancePath + "/tls", schemaPath: "#/properties/tls/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                            return false;
                                        }
                                    }
                                    var valid15 = _errs57 === errors;
                                }
                                else {
                                    var valid15 = true;
                                }
                                if (valid15) {
                                    if (data.defaults !== undefined) {
                                        let data17 = data.defaults;
                                        const _errs72 = errors;
                                        if (errors === _errs72) {
                                            if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                const _errs74 = errors;
                                                for (const key2 in data17) {
                                                    if (!((func5.call(schema0.properties.defaults.properties, key2)) || (pattern0.test(key2)))) {
                                                        validate0.errors = [{ instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }];
                                                        return false;
                                                        break;
                                                    }
                                                }
                                                if (_errs74 === errors) {
                                                    if (data17.concurrentUsers !== undefined) {
                                                        let data18 = data17.concurrentUsers;
                                                        const _errs75 = errors;
                                                        const _errs76 = errors;
                                                        if (!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))) {
                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/concurrentUsers", schemaPath: "#/$defs/concurrentUsers/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                            return false;
                                                        }
                                                        if (errors === _errs76) {
                                                            if ((typeof data18 == "number") && (isFinite(data18))) {
                                                                if (data18 > 10000 || isNaN(data18)) {
                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/concurrentUsers", schemaPath: "#/$defs/concurrentUsers/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10000 }, message: "must be <= 10000" }];
                                                                    return false;
                                                                }
                                                                else {
                                                                    if (data18 < 1 || isNaN(data18)) {
                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/concurrentUsers", schemaPath: "#/$defs/concurrentUsers/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                        return false;
                                                                    }
                                                                }
                                                            }
                                                        }
                                                        var valid18 = _errs75 === errors;
                                                    }
                                                    else {
                                                        var valid18 = true;
                                                    }
                                                    if (valid18) {
                                                        if (data17.arrivalRate !== undefined) {
                                                            let data19 = data17.arrivalRate;
                                                            const _errs78 = errors;
                                                            const _errs79 = errors;
                                                            if ((typeof data19 !== "string") && (!((typeof data19 == "number") && (isFinite(data19))))) {
                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/arrivalRate", schemaPath: "#/$defs/arrivalRate/type", keyword: "type", params: { type: schema3.type }, message: "must be string,number" }];
                                                                return false;
                                                            }
                                                            if (errors === _errs79) {
                                                                if ((typeof data19 == "number") && (isFinite(data19))) {
                                                                    if (data19 <= 0 || isNaN(data19)) {
                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/arrivalRate", schemaPath: "#/$defs/arrivalRate/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0" }];
                                                                        return false;
                                                                    }
                                                                }
                                                                if (errors === _errs79) {
                                                                    if (typeof data19 === "string") {
                                                                        if (!pattern4.test(data19)) {
                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/arrivalRate", schemaPath: "#/$defs/arrivalRate/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?\\s*(/s|rps|/m)$" + "\"" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                            var valid18 = _errs78 === errors;
                                                        }
                                                        else {
                                                            var valid18 = true;
                                                        }
                                                        if (valid18) {
                                                            if (data17.maxUsers !== undefined) {
                                                                let data20 = data17.maxUsers;
                                                                const _errs81 = errors;
                                                                const _errs82 = errors;
                                                                if (!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))) {
                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/maxUsers", schemaPath: "#/$defs/maxUsers/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                    return false;
                                                                }
                                                                if (errors === _errs82) {
                                                                    if ((typeof data20 == "number") && (isFinite(data20))) {
                                                                        if (data20 > 10000 || isNaN(data20)) {
                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/maxUsers", schemaPath: "#/$defs/maxUsers/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10000 }, message: "must be <= 10000" }];
                                                                            return false;
                                                                        }
                                                                        else {
                                                                            if (data20 < 1 || isNaN(data20)) {
                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/maxUsers", schemaPath: "#/$defs/maxUsers/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                                var valid18 = _errs81 === errors;
                                                            }
                                                            else {
                                                                var valid18 = true;
                                                            }
                                                            if (valid18) {
                                                                if (data17.duration !== undefined) {
                                                                    let data21 = data17.duration;
                                                                    const _errs84 = errors;
                                                                    const _errs85 = errors;
                                                                    if (errors === _errs85) {
                                                                        if (typeof data21 === "string") {
                                                                            if (!pattern5.test(data21)) {
                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/duration", schemaPath: "#/$defs/duration/pattern", keyword: "pattern", params: { pattern: "^[1-9][0-9]*(s|m|h)$" }, message: "must match pattern \"" + "^[1-9][0-9]*(s|m|h)$" + "\"" }];
                                                                                return false;
                                                                            }
                                                                        }
                                                                        else {
                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/duration", schemaPath: "#/$defs/duration/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                            return false;
                                                                        }
                                                                    }
                                                                    var valid18 = _errs84 === errors;
                                                                }
                                                                else {
                                                                    var valid18 = true;
                                                                }
                                                                if (valid18) {
                                                                    if (data17.headers !== undefined) {
                                                                        const _errs87 = errors;
                                                                        if (!(validate1(data17.headers, { instancePath: instancePath + "/defaults/headers", parentData: data17, parentDataProperty: "headers", rootData, dynamicAnchors }))) {
                                                                            vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
                                                                            errors = vErrors.length;
                                                                        }
                                                                        var valid18 = _errs87 === errors;
                                                                    }
                                                                    else {
                                                                        var valid18 = true;
                                                                    }
                                                                    if (valid18) {
                                                                        if (data17.timeout !== undefined) {
                                                                            let data23 = data17.timeout;
                                                                            const _errs88 = errors;
                                                                            const _errs89 = errors;
                                                                            if (errors === _errs89) {
                                                                                if (typeof data23 === "string") {
                                                                                    if (!pattern10.test(data23)) {
                                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/timeout", schemaPath: "#/$defs/timeout/pattern", keyword: "pattern", params: { pattern: "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^(?!0+(\\.0+)?(ms|s|m)$)[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/timeout", schemaPath: "#/$defs/timeout/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid18 = _errs88 === errors;
                                                                        }
                                                                        else {
                                                                            var valid18 = true;
                                                                        }
                                                                        if (valid18) {
                                                                            if (data17.thinkTime !== undefined) {
                                                                                let data24 = data17.thinkTime;
                                                                                const _errs91 = errors;
                                                                                const _errs92 = errors;
                                                                                if (errors === _errs92) {
                                                                                    if (typeof data24 === "string") {
                                                                                        if (!pattern11.test(data24)) {
                                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/thinkTime", schemaPath: "#/$defs/thinkTime/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    else {
                                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/thinkTime", schemaPath: "#/$defs/thinkTime/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                var valid18 = _errs91 === errors;
                                                                            }
                                                                            else {
                                                                                var valid18 = true;
                                                                            }
                                                                            if (valid18) {
                                                                                if (data17.rampUp !== undefined) {
                                                                                    let data25 = data17.rampUp;
                                                                                    const _errs94 = errors;
                                                                                    const _errs95 = errors;
                                                                                    if (errors === _errs95) {
                                                                                        if (typeof data25 === "string") {
                                                                                            if (!pattern11.test(data25)) {
                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/rampUp", schemaPath: "#/$defs/rampUp/pattern", keyword: "pattern", params: { pattern: "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" }, message: "must match pattern \"" + "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" + "\"" }];
                                                                                                return false;
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/rampUp", schemaPath: "#/$defs/rampUp/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid18 = _errs94 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid18 = true;
                                                                                }
                                                                                if (valid18) {
                                                                                    if (data17.thresholds !== undefined) {
                                                                                        const _errs97 = errors;
                                                                                        if (!(validate5(data17.thresholds, { instancePath: instancePath + "/defaults/thresholds", parentData: data17, parentDataProperty: "thresholds", rootData, dynamicAnchors }))) {
                                                                                            vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
                                                                                            errors = vErrors.length;
                                                                                        }
                                                                                        var valid18 = _errs97 === errors;
                                                                                    }
                                                                                    else {
                                                                                        var valid18 = true;
                                                                                    }
                                                                                    if (valid18) {
                                                                                        if (data17.expect !== undefined) {
                                                                                            let data27 = data17.expect;
                                                                                            const _errs98 = errors;
                                                                                            const _errs99 = errors;
                                                                                            const _errs101 = errors;
                                                                                            let valid27 = true;
                                                                                            const _errs102 = errors;
                                                                                            const _errs103 = errors;
                                                                                            const _errs104 = errors;
                                                                                            if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                                                                                let missing11;
                                                                                                if ((data27.json === undefined) && (missing11 = "json")) {
                                                                                                    const err24 = {};
                                                                                                    if (vErrors === null) {
                                                                                                        vErrors = [err24];
                                                                                                    }
                                                                                                    else {
                                                                                                        vErrors.push(err24);
                                                                                                    }
                                                                                                    errors++;
                                                                                                }
                                                                                            }
                                                                                            var valid28 = _errs104 === errors;
                                                                                            if (valid28) {
                                                                                                const err25 = {};
                                                                                                if (vErrors === null) {
                                                                                                    vErrors = [err25];
                                                                                                }
                                                                                                else {
                                                                                                    vErrors.push(err25);
                                                                                                }
                                                                                                errors++;
                                                                                            }
                                                                                            else {
                                                                                                errors = _errs103;
                                                                                                if (vErrors !== null) {
                                                                                                    if (_errs103) {
                                                                                                        vErrors.length = _errs103;
                                                                                                    }
                                                                                                    else {
                                                                                                        vErrors = null;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                            var _valid6 = _errs102 === errors;
                                                                                            errors = _errs101;
                                                                                            if (vErrors !== null) {
                                                                                                if (_errs101) {
                                                                                                    vErrors.length = _errs101;
                                                                                                }
                                                                                                else {
                                                                                                    vErrors = null;
                                                                                                }
                                                                                            }
                                                                                            if (_valid6) {
                                                                                                const _errs105 = errors;
                                                                                                if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                                                                                    let missing12;
                                                                                                    if ((data27.status === undefined) && (missing12 = "status")) {
                                                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/expect", schemaPath: "#/$defs/expect/then/required", keyword: "required", params: { missingProperty: missing12 }, message: "must have required property '" + missing12 + "'" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                                var _valid6 = _errs105 === errors;
                                                                                                valid27 = _valid6;
                                                                                            }
                                                                                            if (!valid27) {
                                                                                                const err26 = { instancePath: instancePath + "/defaults/expect", schemaPath: "#/$defs/expect/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema" };
                                                                                                if (vErrors === null) {
                                                                                                    vErrors = [err26];
                                                                                                }
                                                                                                else {
                                                                                                    vErrors.push(err26);
                                                                                                }
                                                                                                errors++;
                                                                                                validate0.errors = vErrors;
                                                                                                return false;
                                                                                            }
                                                                                            if (errors === _errs99) {
                                                                                                if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                                                                                    const _errs106 = errors;
                                                                                                    for (const key3 in data27) {
                                                                                                        if (!(((key3 === "status") || (key3 === "json")) || (pattern0.test(key3)))) {
                                                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/expect", schemaPath: "#/$defs/expect/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                                                                                            return false;
                                                                                                            break;
                                                                                                        }
                                                                                                    }
                                                                                                    if (_errs106 === errors) {
                                                                                                        if (data27.status !== undefined) {
                                                                                                            let data28 = data27.status;
                                                                                                            const _errs107 = errors;
                                                                                                            if (errors === _errs107) {
                                                                                                                if (Array.isArray(data28)) {
                                                                                                                    if (data28.length < 1) {
                                                                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/expect/status", schemaPath: "#/$defs/expect/properties/status/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        var valid30 = true;
                                                                                                                        const len2 = data28.length;
                                                                                                                        for (let i2 = 0; i2 < len2; i2++) {
                                                                                                                            let data29 = data28[i2];
                                                                                                                            const _errs109 = errors;
                                                                                                                            if (!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) {
                                                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/expect/status/" + i2, schemaPath: "#/$defs/expect/properties/status/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                            if (errors === _errs109) {
                                                                                                                                if ((typeof data29 == "number") && (isFinite(data29))) {
                                                                                                                                    if (data29 > 599 || isNaN(data29)) {
                                                                                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/expect/status/" + i2, schemaPath: "#/$defs/expect/properties/status/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 599 }, message: "must be <= 599" }];
                                                                                                                                        return false;
                                                                                                                                    }
                                                                                                                                    else {
                                                                                                                                        if (data29 < 100 || isNaN(data29)) {
                                                                                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/expect/status/" + i2, schemaPath: "#/$defs/expect/properties/status/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 100 }, message: "must be >= 100" }];
                                                                                                                                            return false;
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                }
                                                                                                                            }
                                                                                                                            var valid30 = _errs109 === errors;
                                                                                                                            if (!valid30) {
                                                                                                                                break;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                                else {
                                                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/expect/status", schemaPath: "#/$defs/expect/properties/status/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                            }
                                                                                                            var valid29 = _errs107 === errors;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid29 = true;
                                                                                                        }
                                                                                                        if (valid29) {
                                                                                                            if (data27.json !== undefined) {
                                                                                                                let data30 = data27.json;
                                                                                                                const _errs111 = errors;
                                                                                                                if (errors === _errs111) {
                                                                                                                    if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                                                                                                                        for (const key4 in data30) {
                                                                                                                            let data31 = data30[key4];
                                                                                                                            const _errs114 = errors;
                                                                                                                            if ((((typeof data31 !== "string") && (!((typeof data31 == "number") && (isFinite(data31))))) && (typeof data31 !== "boolean")) && (data31 !== null)) {
                                                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/expect/json/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/$defs/expect/properties/json/additionalProperties/type", keyword: "type", params: { type: schema30.properties.json.additionalProperties.type }, message: "must be string,number,boolean,null" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                            var valid31 = _errs114 === errors;
                                                                                                                            if (!valid31) {
                                                                                                                                break;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/expect/json", schemaPath: "#/$defs/expect/properties/json/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                }
                                                                                                                var valid29 = _errs111 === errors;
                                                                                                            }
                                                                                                            else {
                                                                                                                var valid29 = true;
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                else {
                                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/expect", schemaPath: "#/$defs/expect/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                                    return false;
                                                                                                }
                                                                                            }
                                                                                            var valid18 = _errs98 === errors;
                                                                                        }
                                                                                        else {
                                                                                            var valid18 = true;
                                                                                        }
                                                                                        if (valid18) {
                                                                                            if (data17.rounds !== undefined) {
                                                                                                let data32 = data17.rounds;
                                                                                                const _errs116 = errors;
                                                                                                const _errs117 = errors;
                                                                                                if (!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))) {
                                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/rounds", schemaPath: "#/$defs/rounds/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                    return false;
                                                                                                }
                                                                                                if (errors === _errs117) {
                                                                                                    if ((typeof data32 == "number") && (isFinite(data32))) {
                                                                                                        if (data32 > 100 || isNaN(data32)) {
                                                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/rounds", schemaPath: "#/$defs/rounds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        else {
                                                                                                            if (data32 < 1 || isNaN(data32)) {
                                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/rounds", schemaPath: "#/$defs/rounds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                                var valid18 = _errs116 === errors;
                                                                                            }
                                                                                            else {
                                                                                                var valid18 = true;
                                                                                            }
                                                                                            if (valid18) {
                                                                                                if (data17.regression !== undefined) {
                                                                                                    const _errs119 = errors;
                                                                                                    if (!(validate19(data17.regression, { instancePath: instancePath + "/defaults/regression", parentData: data17, parentDataProperty: "regression", rootData, dynamicAnchors }))) {
                                                                                                        vErrors = vErrors === null ? validate19.errors : vErrors.concat(validate19.errors);
                                                                                                        errors = vErrors.length;
                                                                                                    }
                                                                                                    var valid18 = _errs119 === errors;
                                                                                                }
                                                                                                else {
                                                                                                    var valid18 = true;
                                                                                                }
                                                                                                if (valid18) {
                                                                                                    if (data17.conformance !== undefined) {
                                                                                                        const _errs120 = errors;
                                                                                                        if ("off" !== data17.conformance) {
                                                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/conformance", schemaPath: "#/$defs/conformance/const", keyword: "const", params: { allowedValue: "off" }, message: "must be equal to constant" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                        var valid18 = _errs120 === errors;
                                                                                                    }
                                                                                                    else {
                                                                                                        var valid18 = true;
                                                                                                    }
                                                                                                    if (valid18) {
                                                                                                        if (data17.protocol !== undefined) {
                                                                                                            let data35 = data17.protocol;
                                                                                                            const _errs122 = errors;
                                                                                                            if (!((data35 === "http1") || (data35 === "h2"))) {
                                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/protocol", schemaPath: "#/$defs/protocol/enum", keyword: "enum", params: { allowedValues: schema43.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                                return false;
                                                                                                            }
                                                                                                            var valid18 = _errs122 === errors;
                                                                                                        }
                                                                                                        else {
                                                                                                            var valid18 = true;
                                                                                                        }
                                                                                                        if (valid18) {
                                                                                                            if (data17.connections !== undefined) {
                                                                                                                let data36 = data17.connections;
                                                                                                                const _errs124 = errors;
                                                                                                                const _errs125 = errors;
                                                                                                                if (!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) {
                                                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/connections", schemaPath: "#/$defs/connections/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                                    return false;
                                                                                                                }
                                                                                                                if (errors === _errs125) {
                                                                                                                    if ((typeof data36 == "number") && (isFinite(data36))) {
                                                                                                                        if (data36 > 10000 || isNaN(data36)) {
                                                                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/connections", schemaPath: "#/$defs/connections/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10000 }, message: "must be <= 10000" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                        else {
                                                                                                                            if (data36 < 1 || isNaN(data36)) {
                                                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/connections", schemaPath: "#/$defs/connections/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                                var valid18 = _errs124 === errors;
                                                                                                            }
                                                                                                            else {
                                                                                                                var valid18 = true;
                                                                                                            }
                                                                                                            if (valid18) {
                                                                                                                if (data17.followRedirects !== undefined) {
                                                                                                                    let data37 = data17.followRedirects;
                                                                                                                    const _errs127 = errors;
                                                                                                                    const _errs128 = errors;
                                                                                                                    if (!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))) {
                                                                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/followRedirects", schemaPath: "#/$defs/followRedirects/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }];
                                                                                                                        return false;
                                                                                                                    }
                                                                                                                    if (errors === _errs128) {
                                                                                                                        if ((typeof data37 == "number") && (isFinite(data37))) {
                                                                                                                            if (data37 > 20 || isNaN(data37)) {
                                                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/followRedirects", schemaPath: "#/$defs/followRedirects/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                            else {
                                                                                                                                if (data37 < 0 || isNaN(data37)) {
                                                                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/followRedirects", schemaPath: "#/$defs/followRedirects/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }];
                                                                                                                                    return false;
                                                                                                                                }
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                    var valid18 = _errs127 === errors;
                                                                                                                }
                                                                                                                else {
                                                                                                                    var valid18 = true;
                                                                                                                }
                                                                                                                if (valid18) {
                                                                                                                    if (data17.crossOrigin !== undefined) {
                                                                                                                        const _errs130 = errors;
                                                                                                                        if (typeof data17.crossOrigin !== "boolean") {
                                                                                                                            validate0.errors = [{ instancePath: instancePath + "/defaults/crossOrigin", schemaPath: "#/$defs/crossOrigin/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }];
                                                                                                                            return false;
                                                                                                                        }
                                                                                                                        var valid18 = _errs130 === errors;
                                                                                                                    }
                                                                                                                    else {
                                                                                                                        var valid18 = true;
                                                                                                                    }
                                                                                                                    if (valid18) {
                                                                                                                        if (data17.cookies !== undefined) {
                                                                                                                            let data39 = data17.cookies;
                                                                                                                            const _errs133 = errors;
                                                                                                                            if (!((data39 === "on") || (data39 === "off"))) {
                                                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/cookies", schemaPath: "#/$defs/cookies/enum", keyword: "enum", params: { allowedValues: schema47.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                                                return false;
                                                                                                                            }
                                                                                                                            var valid18 = _errs133 === errors;
                                                                                                                        }
                                                                                                                        else {
                                                                                                                            var valid18 = true;
                                                                                                                        }
                                                                                                                        if (valid18) {
                                                                                                                            if (data17.writes !== undefined) {
                                                                                                                                let data40 = data17.writes;
                                                                                                                                const _errs135 = errors;
                                                                                                                                if (!((data40 === "own") || (data40 === "existing"))) {
                                                                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/writes", schemaPath: "#/properties/defaults/properties/writes/enum", keyword: "enum", params: { allowedValues: schema0.properties.defaults.properties.writes.enum }, message: "must be equal to one of the allowed values" }];
                                                                                                                                    return false;
                                                                                                                                }
                                                                                                                                var valid18 = _errs135 === errors;
                                                                                                                            }
                                                                                                                            else {
                                                                                                                                var valid18 = true;
                                                                                                                            }
                                                                                                                            if (valid18) {
                                                                                                                                if (data17.arrivalRate !== undefined) {
                                                                                                                                    const _errs136 = errors;
                                                                                                                                    if (errors === _errs136) {
                                                                                                                                        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                                                                                                            if (data17.concurrentUsers !== undefined) {
                                                                                                                                                var valid40 = false;
                                                                                                                                                validate0.errors = [{ instancePath: instancePath + "/defaults/concurrentUsers", schemaPath: "#/properties/defaults/dependentSchemas/arrivalRate/properties/concurrentUsers/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                return false;
                                                                                                                                            }
                                                                                                                                            else {
                                                                                                                                                var valid40 = true;
                                                                                                                                            }
                                                                                                                                            if (valid40) {
                                                                                                                                                if (data17.thinkTime !== undefined) {
                                                                                                                                                    var valid40 = false;
                                                                                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults/thinkTime", schemaPath: "#/properties/defaults/dependentSchemas/arrivalRate/properties/thinkTime/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                    return false;
                                                                                                                                                }
                                                                                                                                                else {
                                                                                                                                                    var valid40 = true;
                                                                                                                                                }
                                                                                                                                                if (valid40) {
                                                                                                                                                    if (data17.rampUp !== undefined) {
                                                                                                                                                        var valid40 = false;
                                                                                                                                                        validate0.errors = [{ instancePath: instancePath + "/defaults/rampUp", schemaPath: "#/properties/defaults/dependentSchemas/arrivalRate/properties/rampUp/false schema", keyword: "false schema", params: {}, message: "boolean schema is false" }];
                                                                                                                                                        return false;
                                                                                                                                                    }
                                                                                                                                                    else {
                                                                                                                                                        var valid40 = true;
                                                                                                                                                    }
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                    }
                                                                                                                                    var valid39 = _errs136 === errors;
                                                                                                                                }
                                                                                                                                else {
                                                                                                                                    var valid39 = true;
                                                                                                                                }
                                                                                                                                if (valid39) {
                                                                                                                                    if (data17.maxUsers !== undefined) {
                                                                                                                                        const _errs138 = errors;
                                                                                                                                        if (errors === _errs138) {
                                                                                                                                            if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                                                                                                                let missing13;
                                                                                                                                                if ((data17.arrivalRate === undefined) && (missing13 = "arrivalRate")) {
                                                                                                                                                    validate0.errors = [{ instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/dependentSchemas/maxUsers/required", keyword: "required", params: { missingProperty: missing13 }, message: "must have required property '" + missing13 + "'" }];
                                                                                                                                                    return false;
                                                                                                                                                }
                                                                                                                                            }
                                                                                                                                        }
                                                                                                                                        var valid39 = _errs138 === errors;
                                                                                                                                    }
                                                                                                                                    else {
                                                                                                                                        var valid39 = true;
                                                                                                                                    }
                                                                                                                                }
                                                                                                                            }
                                                                                                                        }
                                                                                                                    }
                                                                                                                }
                                                                                                            }
                                                                                                        }
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                            else {
                                                validate0.errors = [{ instancePath: instancePath + "/defaults", schemaPath: "#/properties/defaults/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                return false;
                                            }
                                        }
                                        var valid15 = _errs72 === errors;
                                    }
                                    else {
                                        var valid15 = true;
                                    }
                                    if (valid15) {
                                        if (data.outputs !== undefined) {
                                            let data44 = data.outputs;
                                            const _errs140 = errors;
                                            if (errors === _errs140) {
                                                if (Array.isArray(data44)) {
                                                    if (data44.length < 1) {
                                                        validate0.errors = [{ instancePath: instancePath + "/outputs", schemaPath: "#/properties/outputs/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                        return false;
                                                    }
                                                    else {
                                                        var valid41 = true;
                                                        const len3 = data44.length;
                                                        for (let i3 = 0; i3 < len3; i3++) {
                                                            let data45 = data44[i3];
                                                            const _errs142 = errors;
                                                            const _errs144 = errors;
                                                            let valid42 = false;
                                                            let passing0 = null;
                                                            const _errs145 = errors;
                                                            const _errs146 = errors;
                                                            const _errs147 = errors;
                                                            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                                                                let missing14;
                                                                if ((data45.otlp === undefined) && (missing14 = "otlp")) {
                                                                    const err27 = {};
                                                                    if (vErrors === null) {
                                                                        vErrors = [err27];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err27);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            var valid43 = _errs147 === errors;
                                                            if (valid43) {
                                                                const err28 = { instancePath: instancePath + "/outputs/" + i3, schemaPath: "#/properties/outputs/items/oneOf/0/not", keyword: "not", params: {}, message: "must NOT be valid" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err28];
                                                                }
                                                                else {
                                                                    vErrors.push(err28);
                                                                }
                                                                errors++;
                                                            }
                                                            else {
                                                                errors = _errs146;
                                                                if (vErrors !== null) {
                                                                    if (_errs146) {
                                                                        vErrors.length = _errs146;
                                                                    }
                                                                    else {
                                                                        vErrors = null;
                                                                    }
                                                                }
                                                            }
                                                            if (errors === _errs145) {
                                                                if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                                                                    let missing15;
                                                                    if ((data45.prometheus === undefined) && (missing15 = "prometheus")) {
                                                                        const err29 = { instancePath: instancePath + "/outputs/" + i3, schemaPath: "#/properties/outputs/items/oneOf/0/required", keyword: "required", params: { missingProperty: missing15 }, message: "must have required property '" + missing15 + "'" };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err29];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err29);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                }
                                                            }
                                                            var _valid7 = _errs145 === errors;
                                                            if (_valid7) {
                                                                valid42 = true;
                                                                passing0 = 0;
                                                            }
                                                            const _errs148 = errors;
                                                            const _errs149 = errors;
                                                            const _errs150 = errors;
                                                            if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                                                                let missing16;
                                                                if ((data45.prometheus === undefined) && (missing16 = "prometheus")) {
                                                                    const err30 = {};
                                                                    if (vErrors === null) {
                                                                        vErrors = [err30];
                                                                    }
                                                                    else {
                                                                        vErrors.push(err30);
                                                                    }
                                                                    errors++;
                                                                }
                                                            }
                                                            var valid44 = _errs150 === errors;
                                                            if (valid44) {
                                                                const err31 = { instancePath: instancePath + "/outputs/" + i3, schemaPath: "#/properties/outputs/items/oneOf/1/not", keyword: "not", params: {}, message: "must NOT be valid" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err31];
                                                                }
                                                                else {
                                                                    vErrors.push(err31);
                                                                }
                                                                errors++;
                                                            }
                                                            else {
                                                                errors = _errs149;
                                                                if (vErrors !== null) {
                                                                    if (_errs149) {
                                                                        vErrors.length = _errs149;
                                                                    }
                                                                    else {
                                                                        vErrors = null;
                                                                    }
                                                                }
                                                            }
                                                            if (errors === _errs148) {
                                                                if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                                                                    let missing17;
                                                                    if ((data45.otlp === undefined) && (missing17 = "otlp")) {
                                                                        const err32 = { instancePath: instancePath + "/outputs/" + i3, schemaPath: "#/properties/outputs/items/oneOf/1/required", keyword: "required", params: { missingProperty: missing17 }, message: "must have required property '" + missing17 + "'" };
                                                                        if (vErrors === null) {
                                                                            vErrors = [err32];
                                                                        }
                                                                        else {
                                                                            vErrors.push(err32);
                                                                        }
                                                                        errors++;
                                                                    }
                                                                }
                                                            }
                                                            var _valid7 = _errs148 === errors;
                                                            if (_valid7 && valid42) {
                                                                valid42 = false;
                                                                passing0 = [passing0, 1];
                                                            }
                                                            else {
                                                                if (_valid7) {
                                                                    valid42 = true;
                                                                    passing0 = 1;
                                                                }
                                                            }
                                                            if (!valid42) {
                                                                const err33 = { instancePath: instancePath + "/outputs/" + i3, schemaPath: "#/properties/outputs/items/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                                                                if (vErrors === null) {
                                                                    vErrors = [err33];
                                                                }
                                                                else {
                                                                    vErrors.push(err33);
                                                                }
                                                                errors++;
                                                                validate0.errors = vErrors;
                                                                return false;
                                                            }
                                                            else {
                                                                errors = _errs144;
                                                                if (vErrors !== null) {
                                                                    if (_errs144) {
                                                                        vErrors.length = _errs144;
                                                                    }
                                                                    else {
                                                                        vErrors = null;
                                                                    }
                                                                }
                                                            }
                                                            if (errors === _errs142) {
                                                                if (data45 && typeof data45 == "object" && !Array.isArray(data45)) {
                                                                    const _errs151 = errors;
                                                                    for (const key5 in data45) {
                                                                        if (!(((key5 === "prometheus") || (key5 === "otlp")) || (key5 === "headers"))) {
                                                                            validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3, schemaPath: "#/properties/outputs/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
                                                                            return false;
                                                                            break;
                                                                        }
                                                                    }
                                                                    if (_errs151 === errors) {
                                                                        if (data45.prometheus !== undefined) {
                                                                            let data46 = data45.prometheus;
                                                                            const _errs152 = errors;
                                                                            if (errors === _errs152) {
                                                                                if (typeof data46 === "string") {
                                                                                    if (!pattern43.test(data46)) {
                                                                                        validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3 + "/prometheus", schemaPath: "#/properties/outputs/items/properties/prometheus/pattern", keyword: "pattern", params: { pattern: "^https?://\\S+$" }, message: "must match pattern \"" + "^https?://\\S+$" + "\"" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                else {
                                                                                    validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3 + "/prometheus", schemaPath: "#/properties/outputs/items/properties/prometheus/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                    return false;
                                                                                }
                                                                            }
                                                                            var valid45 = _errs152 === errors;
                                                                        }
                                                                        else {
                                                                            var valid45 = true;
                                                                        }
                                                                        if (valid45) {
                                                                            if (data45.otlp !== undefined) {
                                                                                let data47 = data45.otlp;
                                                                                const _errs154 = errors;
                                                                                if (errors === _errs154) {
                                                                                    if (typeof data47 === "string") {
                                                                                        if (!pattern43.test(data47)) {
                                                                                            validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3 + "/otlp", schemaPath: "#/properties/outputs/items/properties/otlp/pattern", keyword: "pattern", params: { pattern: "^https?://\\S+$" }, message: "must match pattern \"" + "^https?://\\S+$" + "\"" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    else {
                                                                                        validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3 + "/otlp", schemaPath: "#/properties/outputs/items/properties/otlp/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                        return false;
                                                                                    }
                                                                                }
                                                                                var valid45 = _errs154 === errors;
                                                                            }
                                                                            else {
                                                                                var valid45 = true;
                                                                            }
                                                                            if (valid45) {
                                                                                if (data45.headers !== undefined) {
                                                                                    let data48 = data45.headers;
                                                                                    const _errs156 = errors;
                                                                                    if (errors === _errs156) {
                                                                                        if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
                                                                                            for (const key6 in data48) {
                                                                                                let data49 = data48[key6];
                                                                                                const _errs159 = errors;
                                                                                                if (errors === _errs159) {
                                                                                                    if (typeof data49 === "string") {
                                                                                                        if (func0(data49) < 1) {
                                                                                                            validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3 + "/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/outputs/items/properties/headers/additionalProperties/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                                                            return false;
                                                                                                        }
                                                                                                    }
                                                                                                    else {
                                                                                                        validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3 + "/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/outputs/items/properties/headers/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                                                        return false;
                                                                                                    }
                                                                                                }
                                                                                                var valid46 = _errs159 === errors;
                                                                                                if (!valid46) {
                                                                                                    break;
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                        else {
                                                                                            validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3 + "/headers", schemaPath: "#/properties/outputs/items/properties/headers/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                                            return false;
                                                                                        }
                                                                                    }
                                                                                    var valid45 = _errs156 === errors;
                                                                                }
                                                                                else {
                                                                                    var valid45 = true;
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                                else {
                                                                    validate0.errors = [{ instancePath: instancePath + "/outputs/" + i3, schemaPath: "#/properties/outputs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                                                    return false;
                                                                }
                                                            }
                                                            var valid41 = _errs142 === errors;
                                                            if (!valid41) {
                                                                break;
                                                            }
                                                        }
                                                    }
                                                }
                                                else {
                                                    validate0.errors = [{ instancePath: instancePath + "/outputs", schemaPath: "#/properties/outputs/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                    return false;
                                                }
                                            }
                                            var valid15 = _errs140 === errors;
                                        }
                                        else {
                                            var valid15 = true;
                                        }
                                        if (valid15) {
                                            if (data.scenarios !== undefined) {
                                                let data50 = data.scenarios;
                                                const _errs161 = errors;
                                                if (errors === _errs161) {
                                                    if (Array.isArray(data50)) {
                                                        if (data50.length < 1) {
                                                            validate0.errors = [{ instancePath: instancePath + "/scenarios", schemaPath: "#/properties/scenarios/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }];
                                                            return false;
                                                        }
                                                        else {
                                                            var valid47 = true;
                                                            const len4 = data50.length;
                                                            for (let i4 = 0; i4 < len4; i4++) {
                                                                const _errs163 = errors;
                                                                if (!(validate21(data50[i4], { instancePath: instancePath + "/scenarios/" + i4, parentData: data50, parentDataProperty: i4, rootData, dynamicAnchors }))) {
                                                                    vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                                                                    errors = vErrors.length;
                                                                }
                                                                var valid47 = _errs163 === errors;
                                                                if (!valid47) {
                                                                    break;
                                                                }
                                                            }
                                                        }
                                                    }
                                                    else {
                                                        validate0.errors = [{ instancePath: instancePath + "/scenarios", schemaPath: "#/properties/scenarios/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                                        return false;
                                                    }
                                                }
                                                var valid15 = _errs161 === errors;
                                            }
                                            else {
                                                var valid15 = true;
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    else {
        validate0.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
        return false;
    }
} validate0.errors = vErrors; return errors === 0; }
validate0.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// EXTERNAL MODULE: ./src/vocabulary/http-methods.ts
var http_methods = __webpack_require__(54289);
;// CONCATENATED MODULE: ./src/loadtest/findings/schema-findings.ts
// The findings of schemas/loadtool.schema.json: one per value that does not fit, with a sentence that says the fix.












const schema = loadtool_schema;
let validator;
/**
 * Returns whether the data fits the JSON Schema: the yes or no of schemaFindings, from a validator that stops at the
 * first error, compiled when the package is built (scripts/validators.mjs), so that a run compiles no schema for it.
 * For data that is almost always valid (what generation writes), so that its findings are only worded when there are
 * some.
 */
function fitsSchema(data) {
    return fits_schema_generated(data);
}
/** Returns what the JSON Schema finds wrong in the data: one finding per value, with a sentence that says the fix. */
function schemaFindings(data) {
    // The validator compiled at build time says whether there is anything to word: a valid file, every run's, costs
    // no compile (a tenth of a second of a run's start).
    if (fits_schema_generated(data))
        return [];
    // Compiled without $refs: ajv concatenates the errors of a referenced schema onto all those found so far, which
    // takes quadratic time in a file with many bad scenarios; inlined schemas push their errors instead.
    validator ??= new _2020.Ajv2020({
        ...ajv_options/* RUNTIME_COMPILE */.f,
        allErrors: true,
        strict: true,
        strictRequired: false,
        allowUnionTypes: true,
    }).compile(inlineRefs(schema));
    if (validator(data))
        return [];
    const findings = [];
    const seen = new Set();
    const errors = validator.errors ?? [];
    const meant = meantBranches(errors, data);
    for (const error of errors) {
        // An `if`'s own error ("must match else schema") says nothing that its branch's errors do not; a `oneOf`'s
        // (endpoint or flow) says more than its branches' "endpoint is required" and "flow is required".
        if (error.keyword === 'propertyNames' || error.keyword === 'if' || !meant(error))
            continue;
        if (/\/oneOf\/\d+\//.test(error.schemaPath) || (0,arrival_findings/* isArrivalSchemaError */.x_)(error.schemaPath))
            continue;
        // A scenario that is no mapping passes every branch of the oneOf, each of which only requires a key: its type
        // error says what is wrong, where "has both endpoint and flow" would not.
        if (error.keyword === 'oneOf' && !(0,json_record/* isRecord */.u)((0,json_schema_messages/* subjectOf */.et)(error, schema, data).value))
            continue;
        const finding = describeError(error, data);
        // regression-findings.ts words these, every one, in the words of tolerances and rounds; arrival-findings.ts those
        // of the load model.
        if (isRegressionOwned(finding.segments) || (0,arrival_findings/* isArrivalOwned */.Rz)(finding.segments))
            continue;
        const path = (0,src_errors/* joinPath */.uJ)(finding.segments);
        // One sentence per value: the first of its errors is the one to fix first.
        if (!seen.has(path))
            findings.push(finding);
        seen.add(path);
    }
    return findings;
}
/**
 * Returns whether an error speaks of the value as it was meant: an error inside an `anyOf` (a value, or a data
 * source) counts only in the branch the value is meant for (`meantBranch`), and the `anyOf`'s own error ("must match
 * a schema in anyOf") says nothing more.
 */
function meantBranches(errors, data) {
    const anyOfs = errors.filter((error) => error.keyword === 'anyOf');
    return (error) => {
        if (error.keyword === 'anyOf')
            return false;
        const branch = /^(.*\/anyOf)\/(\d+)\//.exec(error.schemaPath);
        if (!branch)
            return true;
        const owner = anyOfs
            .filter(({ schemaPath, instancePath }) => schemaPath === branch[1] && isPrefix(instancePath, error.instancePath))
            .sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
        if (!owner)
            return true;
        const { at, value } = (0,json_schema_messages/* subjectOf */.et)(owner, schema, data);
        return (0,json_schema_messages/* meantBranch */.e6)(schema, (0,json_schema_messages/* schemaAt */.lv)(schema, at).node, value) === Number(branch[2]);
    };
}
function isPrefix(pointer, of) {
    return of === pointer || of.startsWith(`${pointer}/`);
}
/** Returns a copy of a schema node with every `$ref` to `#/$defs` replaced by what it refers to. */
function inlineRefs(node) {
    const inlined = Object.fromEntries(Object.entries(node)
        .filter(([keyword]) => keyword !== '$ref' && keyword !== '$defs')
        .map(([keyword, value]) => [keyword, inlineValue(keyword, value)]));
    const target = node.$ref ? schema.$defs?.[node.$ref.replace('#/$defs/', '')] : undefined;
    return target ? { ...inlineRefs(target), ...inlined } : inlined;
}
function inlineValue(keyword, value) {
    if (!value || typeof value !== 'object' || ['examples', 'default', 'const', 'enum'].includes(keyword))
        return value;
    if (Array.isArray(value))
        return value.map((item) => inlineValue('', item));
    // Under properties and patternProperties the keys are names, each with a schema; elsewhere the object is a schema.
    if (keyword === 'properties' || keyword === 'patternProperties') {
        return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, inlineValue('', item)]));
    }
    return inlineRefs(value);
}
function describeError(error, data) {
    const subject = (0,json_schema_messages/* subjectOf */.et)(error, schema, data);
    const { at, value, node, def, params } = subject;
    const finding = (message, segments = at, where = 'value') => ({
        segments,
        message,
        at: where,
    });
    if (error.propertyName !== undefined) {
        const names = node?.propertyNames;
        const what = def === 'extract' ? 'a name to extract: it is used as ${name} in later steps;' : 'a header name;';
        return finding(`${(0,yaml_wording/* show */.W)(error.propertyName)} is not ${what} ${yaml_wording/* YAML_WORDING */.V.whatToWrite(names)}`, [...at, error.propertyName], 'key');
    }
    switch (error.keyword) {
        case 'required': {
            const name = String(params.missingProperty);
            // concurrentUsers and duration: either place will do.
            const orDefaults = at.length === 2 && at[0] === 'scenarios' && schema.properties?.defaults?.properties?.[name]
                ? ', in the scenario or once under defaults for every scenario'
                : '';
            // The closed model's users, or else a rate: the open model.
            const orRate = name === 'concurrentUsers' ? '; or, for the open model, arrivalRate (e.g. arrivalRate: 200/s)' : '';
            return finding(`is required; ${yaml_wording/* YAML_WORDING */.V.whatToWrite((0,json_schema_messages/* schemaAt */.lv)(schema, [...at, name], data).node)}${orDefaults}${orRate}`, [...at, name], 'parent');
        }
        case 'additionalProperties': {
            const name = String(params.additionalProperty);
            // What writes may change is one choice for the whole file (writes-findings.ts), not a scenario's or a step's.
            if (name === 'writes' && (at.length === 0 || at.at(-2) === 'scenarios' || at.at(-2) === 'flow'))
                return finding('is set once, under defaults, for the whole file: write defaults.writes: existing to allow writes to existing data', [...at, name], 'key');
            return finding((0,json_schema_messages/* unknownKey */.a)(name, Object.keys(node?.properties ?? {})), [...at, name], 'key');
        }
        case 'oneOf':
            // The scenario's one `oneOf`: an endpoint, a flow or a script. None is the missing endpoint, at the scenario
            // as a missing key is.
            return params.passingSchemas
                ? finding(bothMessage(params.passingSchemas))
                : finding('has neither endpoint, flow nor script: add endpoint, e.g. endpoint: GET /pets, or flow, a list of steps each with name and endpoint, or script, the path of a module, e.g. script: load-tests/checkout.ts', [...at, 'endpoint'], 'parent');
        case 'false schema':
            // The request keys a flow or script scenario may not have (its `dependentSchemas`).
            return error.schemaPath.includes('/dependentSchemas/script/')
                ? finding("is not a key of a script scenario: the script's requests set it, e.g. vu.request('GET', '/pets', { query, json, expect })", at, 'key')
                : finding('is not a key of a flow scenario: put it on the step that needs it, under flow', at, 'key');
        case 'not':
            return finding('cannot be set together with graphql, which sends its own JSON body: keep one of them', [...at, 'body'], 'key');
        case 'type':
            if (value === null)
                return finding(`is empty; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
            if (def && UNITS[def] && (0,units/* lacksUnit */.rU)(value))
                return finding(unitMessage(value, node, def));
            if (params.type === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
                return finding(`must be a string, not ${yaml_wording/* YAML_WORDING */.V.kindOf(value)}: quote it, e.g. ${JSON.stringify(String(value))}`);
            }
            return finding(yaml_wording/* YAML_WORDING */.V.wrongType(subject));
        case 'const':
            return finding(`must be ${JSON.stringify(params.allowedValue)}, not ${yaml_wording/* YAML_WORDING */.V.kindOf(value)}; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
        case 'enum':
            return finding((0,json_schema_messages/* notAllowed */.mj)((0,yaml_wording/* show */.W)(value), node));
        case 'minimum':
            return finding(`must be at least ${String(params.limit)}, not ${(0,yaml_wording/* show */.W)(value)}; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
        case 'maximum':
            return finding(`must be at most ${String(params.limit)}, not ${(0,yaml_wording/* show */.W)(value)}; ${MAXIMUM_ADVICE[String(at.at(-1))] ?? yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
        case 'exclusiveMinimum':
            return finding(`must be more than ${String(params.limit)}, not ${(0,yaml_wording/* show */.W)(value)}; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
        case 'minItems':
            return finding(`must not be an empty list; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
        case 'minLength':
            return finding(`must not be empty; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
        case 'pattern':
            if (def === 'endpoint')
                return finding(endpointMessage(String(value), node));
            if (def && UNITS[def])
                return finding(unitMessage(value, node, def));
            return finding(`${(0,yaml_wording/* show */.W)(value)} is not ${def ? (PATTERN_NOUNS[def] ?? 'valid') : 'valid'}; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
        default:
            return finding(`${error.message ?? 'is invalid'}; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`);
    }
}
/**
 * Values with a unit, by the `$defs` entry of their schema: a noun for messages, and the units to suggest for a bare
 * number (a timeout of 500 is as likely 500ms as 500s; a latency of 300 is 300ms).
 */
const UNITS = {
    duration: { noun: 'a duration', suggest: ['s'] },
    timeout: { noun: 'a timeout', suggest: ['ms', 's'] },
    stall: { noun: 'a stall limit', suggest: ['s'] },
    thinkTime: { noun: 'a think time', suggest: ['ms', 's'] },
    rampUp: { noun: 'a ramp-up time', suggest: ['s'] },
    latency: { noun: 'a latency limit', suggest: ['ms'] },
    percentage: { noun: 'a percentage', suggest: ['%'] },
};
/** What to do instead of a value past its maximum, by key, where writing a smaller value is not the whole answer. */
const MAXIMUM_ADVICE = {
    concurrentUsers: 'one process holds one connection per virtual user, so a larger load does not fit in one run: split it over several runners (shards), each with at most 10000 users',
};
const PATTERN_NOUNS = {
    sourceFrom: 'GET or POST, a space and a path relative to baseUrl',
    baseUrl: 'an http(s) URL without a query or fragment',
    mediaType: 'a media type',
    script: 'the path of a module ending in .ts, .mts, .js or .mjs',
};
/** The sentence for a scenario with more than one of endpoint, flow and script (the `oneOf` branches that passed). */
function bothMessage(passing) {
    const keys = passing.map((index) => ['endpoint', 'flow', 'script'][index]);
    return `has both ${keys.join(' and ')}: keep endpoint for one request, flow for a sequence of steps, or script for a module of your own`;
}
function unitMessage(value, node, def) {
    const { noun, suggest } = UNITS[def];
    if ((0,units/* lacksUnit */.rU)(value)) {
        const pattern = new RegExp(String(node?.pattern), 'u');
        const fixed = suggest.map((unit) => `${String(value).trim()}${unit}`).filter((text) => pattern.test(text));
        const examples = fixed.length > 0 ? fixed : (node?.examples ?? []).slice(0, 1);
        return `${(0,yaml_wording/* show */.W)(value)} needs a unit, e.g. ${examples.map((text) => JSON.stringify(text)).join(' or ')}`;
    }
    if (def === 'percentage' && typeof value === 'string' && /^[0-9]+(\.[0-9]+)?%$/.test(value)) {
        return `${(0,yaml_wording/* show */.W)(value)} is more than 100%; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`;
    }
    return `${(0,yaml_wording/* show */.W)(value)} is not ${noun}; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`;
}
function endpointMessage(endpoint, node) {
    const match = /^(\S+)(\s+)(\S+)$/.exec(endpoint.trim());
    if (!match)
        return `${(0,yaml_wording/* show */.W)(endpoint)} is not METHOD /path; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`;
    const [, method = '', space = '', path = ''] = match;
    if (!(0,http_methods/* isSentHttpMethod */.Uw)(method))
        return (0,http_methods/* unsentMethodMessage */.yC)(method);
    const [pathOnly = ''] = path.split(/[?#]/);
    const fixed = `${method.toUpperCase()} ${pathOnly.startsWith('/') ? '' : '/'}${pathOnly}`;
    if (method !== method.toUpperCase())
        return `the method must be in upper case: write ${JSON.stringify(fixed)}`;
    if (!path.startsWith('/'))
        return `the path must start with /: write ${JSON.stringify(fixed)}`;
    if (pathOnly !== path) {
        return `the path holds a query or fragment: write ${JSON.stringify(fixed)} and put the parameters under query, e.g. query: { limit: 20 }`;
    }
    if (space !== ' ' || endpoint !== endpoint.trim())
        return `write one space between method and path: ${JSON.stringify(fixed)}`;
    return `${(0,yaml_wording/* show */.W)(endpoint)} is not METHOD /path; ${yaml_wording/* YAML_WORDING */.V.whatToWrite(node)}`;
}

// EXTERNAL MODULE: ./src/scripts/find-script.ts
var find_script = __webpack_require__(77825);
// EXTERNAL MODULE: ./src/scripts/load-script.ts
var load_script = __webpack_require__(94680);
;// CONCATENATED MODULE: ./src/loadtest/findings/script-findings.ts
// The findings of a load test's script scenarios: a module not found, not loading, or without its default export.




/**
 * Returns what is wrong with the modules of the file's script scenarios: a file not found (both places tried named),
 * a module that does not load (a syntax error, an import that fails, TypeScript that Node cannot strip) or lacks its
 * default export function. Each at its `script:` value. Loading a module runs its top level.
 */
async function scriptFindings(data, loadTestFile) {
    const scenarios = (0,json_record/* isRecord */.u)(data) && Array.isArray(data.scenarios) ? data.scenarios : [];
    const findings = [];
    for (const [index, scenario] of scenarios.entries()) {
        if (!(0,json_record/* isRecord */.u)(scenario) || typeof scenario.script !== 'string' || !/\.(ts|mts|js|mjs)$/.test(scenario.script))
            continue;
        const message = await scriptProblem(scenario.script, loadTestFile);
        if (message)
            findings.push({ segments: ['scenarios', index, 'script'], at: 'value', message });
    }
    return findings;
}
/** Returns why the script does not do as a script, or undefined when it loads with a default export function. */
async function scriptProblem(script, loadTestFile) {
    const { file, tried } = (0,find_script/* findScript */.f)(script, loadTestFile);
    if (!file) {
        return `${(0,yaml_wording/* show */.W)(script)} is not found: looked for ${tried.join(' and ')}; write the path relative to loadtool.yaml's directory, or run \`loadtool codegen\` to write a script`;
    }
    try {
        await (0,load_script/* loadScript */.k0)(file);
        return undefined;
    }
    catch (error) {
        if (error instanceof load_script/* ScriptLoadError */.gX)
            return `${(0,yaml_wording/* show */.W)(script)} ${error.message}`;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/vocabulary/data-source.ts
var data_source = __webpack_require__(62866);
;// CONCATENATED MODULE: ./src/loadtest/findings/path-param-findings.ts

/** The path of an endpoint, `METHOD /path`, as the JSON Schema lets it through. */
const ENDPOINT_PATH = /^\S+ (\/[^\s?#]*)/;
/**
 * Returns what is wrong with the path parameters of a request at `at`: an empty or unmatched brace, a `{name}` with
 * no value in `params`, and a key of `params` that the path does not use.
 */
function pathParamFindings(path, params, at) {
    const findings = [];
    const names = [...new Set([...path.matchAll(/\{([^{}]*)\}/g)].map(([, name = '']) => name))];
    if (names.includes('') || /[{}]/.test(path.replace(/\{[^{}]*\}/g, ''))) {
        findings.push({
            segments: [...at, 'endpoint'],
            at: 'value',
            message: 'the path has an empty {} or an unmatched { or }: write each parameter as {name}, e.g. /pets/{petId}',
        });
    }
    const given = (0,json_record/* isRecord */.u)(params) ? params : {};
    const missing = names.filter((name) => name !== '' && !Object.hasOwn(given, name));
    if (missing.length > 0) {
        const list = missing.map((name) => `{${name}}`).join(' and ');
        findings.push({
            segments: [...at, 'endpoint'],
            at: 'value',
            message: `${list} ${missing.length > 1 ? 'have' : 'has'} no value: add ${(0,json_record/* isRecord */.u)(params) ? '' : 'params with '}${missing.length > 1 ? 'them' : 'it'}, e.g. params: { ${missing.map((name) => `${name}: 1`).join(', ')} }`,
        });
    }
    for (const key of Object.keys(given)) {
        if (!names.includes(key)) {
            findings.push({
                segments: [...at, 'params', key],
                at: 'key',
                message: `the path ${path} has no {${key}}: remove this parameter, or use it in the endpoint`,
            });
        }
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/loadtest/findings/placeholder-findings.ts

/** Returns every string inside a value (mappings and lists walked without recursion), each with its place. */
function stringsIn(value, segments) {
    const strings = [];
    const stack = [{ value, segments }];
    for (let item = stack.pop(); item; item = stack.pop()) {
        if (typeof item.value === 'string')
            strings.push({ segments: item.segments, text: item.value });
        else if (Array.isArray(item.value)) {
            item.value.forEach((child, index) => stack.push({ value: child, segments: [...item.segments, index] }));
        }
        else if (typeof item.value === 'object' && item.value !== null) {
            for (const [key, child] of Object.entries(item.value))
                stack.push({ value: child, segments: [...item.segments, key] });
        }
    }
    return strings;
}
/** Returns the problem of a text with a `${…}` that is not a variable name, if it has one. */
function invalidPlaceholderFinding(text, segments) {
    const message = (0,src_placeholders/* invalidPlaceholders */._t)(text);
    return message === undefined ? undefined : { segments, at: 'value', message };
}
/**
 * Returns the finding of a text whose `${NAME}`s `env` leaves unset or empty, if any; the names in `extracted` are
 * values an earlier flow step takes from a response, not environment variables.
 */
function unsetFinding(text, segments, env, extracted) {
    const unset = (0,src_placeholders/* unsetVariables */.f)(text, env).filter((name) => !extracted?.has(name));
    if (unset.length === 0)
        return undefined;
    const names = unset.map((name) => `\${${name}}`).join(' and ');
    return {
        segments,
        at: 'value',
        message: `${names} ${unset.length > 1 ? 'are' : 'is'} not set (or empty) in the environment: set ${unset.join(' and ')} before the run, e.g. under env: in the workflow`,
    };
}

;// CONCATENATED MODULE: ./src/loadtest/findings/flow-findings.ts







/** The keys of a step whose strings may hold `${name}`, as a scenario's may. */
const PLACEHOLDER_KEYS = ['params', 'query', 'headers', 'body'];
/** A name that reads as an environment variable: upper case, digits and _. */
const ENVIRONMENT_NAME = /^[A-Z_][A-Z0-9_]*$/;
/**
 * Returns what the JSON Schema cannot say about the flow of the scenario at `at` (nothing for a scenario without
 * one): step names used twice, path parameters, a `once` step after a measured one, `refreshOn` on a step that is
 * not `once`, the roles a step cannot have together (`once`, `cleanup`, `measure`), a `cleanup` step before another
 * kind, a flow without a measured step, extractions that are not JSONPaths or take the built-in name `uuid`, data
 * sources (which a step does not take), and each `${name}` that no earlier step extracts and that is no environment
 * variable; the environment variables `env` lacks go to `unset`.
 */
function flowFindings(scenario, at, env) {
    const found = { problems: [], unset: [] };
    if (!Array.isArray(scenario.flow))
        return found;
    if ((0,json_record/* isRecord */.u)(scenario.headers))
        scenarioHeaderFindings(scenario.headers, scenario.flow, [...at, 'headers'], env, found);
    const firstIndex = new Map();
    // The names extracted by the steps before the one at hand: a once step's count for every later step.
    const extracted = new Set();
    // The first step of the iterations: every once step comes before it, as each user runs them.
    let measured;
    // The last step that is not a cleanup: every cleanup step comes after it, as each user runs them after the last.
    const lastOther = scenario.flow.findLastIndex((step) => (0,json_record/* isRecord */.u)(step) && step.cleanup !== true);
    found.problems.push(...measuredStepFindings(scenario.flow, [...at, 'flow']));
    scenario.flow.forEach((step, index) => {
        if (!(0,json_record/* isRecord */.u)(step))
            return;
        const stepAt = [...at, 'flow', index];
        if (typeof step.name === 'string' && step.name !== '') {
            const first = firstIndex.get(step.name);
            if (first === undefined)
                firstIndex.set(step.name, index);
            else {
                found.problems.push({
                    segments: [...stepAt, 'name'],
                    at: 'value',
                    message: `${(0,yaml_wording/* show */.W)(step.name)} is already the name of flow[${first}]: give each step its own name`,
                });
            }
        }
        const path = typeof step.endpoint === 'string' ? ENDPOINT_PATH.exec(step.endpoint)?.[1] : undefined;
        if (path !== undefined)
            found.problems.push(...pathParamFindings(path, step.params, stepAt));
        if (step.once === true && measured !== undefined) {
            found.problems.push({
                segments: [...stepAt, 'once'],
                at: 'key',
                message: `a once step runs before the measured steps of each user: move it before flow[${measured}]`,
            });
        }
        if (step.once !== true && step.cleanup !== true)
            measured ??= index;
        if (step.shared === true && step.once !== true)
            found.problems.push({
                segments: [...stepAt, 'shared'],
                at: 'key',
                message: "shares a once step's answer among the users: add once: true, or remove shared",
            });
        if (step.refreshOn !== undefined && step.once !== true) {
            found.problems.push({
                segments: [...stepAt, 'refreshOn'],
                at: 'key',
                message: step.cleanup === true
                    ? 'works only on a once step; a cleanup step is never run again: remove refreshOn'
                    : 'works only on a once step, which it runs again: add once: true, or remove refreshOn',
            });
        }
        found.problems.push(...roleFindings(step, stepAt, index < lastOther ? lastOther : undefined));
        const variables = (0,json_record/* isRecord */.u)(step.graphql) ? step.graphql.variables : undefined;
        if ((0,json_record/* isRecord */.u)(variables))
            found.problems.push(...sourceFindings(variables, [...stepAt, 'graphql', 'variables']));
        for (const key of PLACEHOLDER_KEYS) {
            if ((0,json_record/* isRecord */.u)(step[key]))
                found.problems.push(...sourceFindings(step[key], [...stepAt, key]));
            placeholderFindings(step[key], [...stepAt, key], env, { extracted, earlier: true }, found);
        }
        if ((0,json_record/* isRecord */.u)(step.extract)) {
            if (src_placeholders/* UUID */.kk in step.extract)
                found.problems.push({
                    segments: [...stepAt, 'extract', src_placeholders/* UUID */.kk],
                    at: 'key',
                    message: `${src_placeholders/* UUID */.kk} is the built-in \${${src_placeholders/* UUID */.kk}}, a new UUID for each request: give the extracted value another name`,
                });
            for (const [name, how] of Object.entries(step.extract)) {
                const problem = typeof how === 'string' ? (0,expect_json_findings/* jsonPathProblem */.tX)(how) : undefined;
                if (problem)
                    found.problems.push({ segments: [...stepAt, 'extract', name], at: 'value', message: problem });
                const match = (0,json_record/* isRecord */.u)(how) && typeof how.match === 'string' ? matchProblem(how.match) : undefined;
                if (match)
                    found.problems.push({ segments: [...stepAt, 'extract', name, 'match'], at: 'value', message: match });
            }
            for (const name of Object.keys(step.extract))
                extracted.add(name);
        }
    });
    return found;
}
/**
 * Returns the problems of a step's roles: `measure` on a once or cleanup step (neither is ever measured), `cleanup`
 * with `once`, and a cleanup step with another kind of step after it (`last`, the last of those, when there is one).
 */
function roleFindings(step, at, last) {
    const problems = [];
    const cleanup = step.cleanup === true;
    if (step.measure !== undefined && (step.once === true || cleanup)) {
        problems.push({
            segments: [...at, 'measure'],
            at: 'key',
            message: cleanup
                ? 'a cleanup step is never measured (it runs after the measured time): remove measure'
                : 'a once step is never measured (it runs before the iterations): remove measure',
        });
    }
    if (cleanup && step.once === true) {
        problems.push({
            segments: [...at, 'cleanup'],
            at: 'key',
            message: 'a cleanup step runs after the measured time, a once step before it: keep cleanup: true or once: true',
        });
    }
    else if (cleanup && last !== undefined) {
        problems.push({
            segments: [...at, 'cleanup'],
            at: 'key',
            message: `a cleanup step runs after each user's last iteration: move it after flow[${last}]`,
        });
    }
    return problems;
}
/** Returns the problem of a flow without a measured step (each is once, cleanup or `measure: false`), if so. */
function measuredStepFindings(steps, at) {
    const records = steps.filter(json_record/* isRecord */.u);
    if (records.length < steps.length)
        return [];
    const measured = (step) => step.once !== true && step.cleanup !== true && step.measure !== false;
    if (records.length === 0 || records.some(measured))
        return [];
    return [
        {
            segments: at,
            at: 'key',
            message: "has no measured step: each is once, cleanup or measure: false, and the flow's figures are those of its measured steps; measure the request the scenario is about (remove its measure: false, or add it)",
        },
    ];
}
/**
 * Adds the findings of a flow scenario's own headers, which every step sends: a `${name}` may be a value that any of
 * its steps extracts (the steps before that one do not send the header, see parse-flow.ts); a data source is refused.
 */
function scenarioHeaderFindings(headers, steps, at, env, found) {
    found.problems.push(...sourceFindings(headers, at, 'first'));
    const extracted = new Set(steps.flatMap((step) => ((0,json_record/* isRecord */.u)(step) && (0,json_record/* isRecord */.u)(step.extract) ? Object.keys(step.extract) : [])));
    placeholderFindings(headers, at, env, { extracted, earlier: false }, found);
}
/**
 * Adds the findings of the `${name}`s in a value: one that is not a name, one neither in `names.extracted` (by an
 * earlier step when `names.earlier`, else by any step) nor an environment variable, and unset environment variables.
 */
function placeholderFindings(value, at, env, names, found) {
    for (const { segments, text } of stringsIn(value, at)) {
        const problem = invalidPlaceholderFinding(text, segments) ?? notExtractedFinding(text, segments, names);
        if (problem)
            found.problems.push(problem);
        const missing = env ? unsetFinding(text, segments, env, names.extracted) : undefined;
        if (missing)
            found.unset.push(missing);
    }
}
/** Returns the problem of a text with a `${name}` that is neither extracted nor an environment variable. */
function notExtractedFinding(text, segments, { extracted, earlier }) {
    const names = (0,src_placeholders/* findPlaceholders */.GY)(text).flatMap(({ name }) => extracted.has(name) || ENVIRONMENT_NAME.test(name) || (0,src_placeholders/* isRunValue */.Xe)(name) ? [] : [name]);
    const [name] = names;
    if (name === undefined)
        return undefined;
    return {
        segments,
        at: 'value',
        message: earlier
            ? `no earlier step extracts ${name}: add extract: { ${name}: $.… } to an earlier step`
            : `no step extracts ${name}: add extract: { ${name}: $.… } to a step`,
    };
}
/**
 * Returns one problem per data source among the values, with what to write instead: a `once` step (`where` says where
 * it goes) that sends the source's request and extracts the value, and `${name}` in its place. A source is fetched in
 * the pre-flight, which sends no login, while a flow's values come from its own steps, the login's token included.
 */
function sourceFindings(values, at, where = 'before this one') {
    return Object.entries(values).flatMap(([key, value]) => {
        if (!(0,data_source/* isDataSource */.y)(value))
            return [];
        const name = key.replace(/[^A-Za-z0-9_]/g, '_');
        const request = typeof value.from === 'string' && typeof value.pick === 'string'
            ? ` with endpoint: ${value.from}${graphqlOf(value.graphql)} and extract: { ${name}: ${JSON.stringify(value.pick)} },`
            : ' that fetches the value and extracts it,';
        return [
            {
                segments: [...at, key],
                at: 'value',
                message: `a data source { from, pick } is not fetched for a flow step (the pre-flight sends no login): add a once step ${where}${request} and write "\${${name}}" here`,
            },
        ];
    });
}
/** Returns `, its graphql: { query: "…" }` for a GraphQL source, else nothing. */
function graphqlOf(graphql) {
    if (!(0,json_record/* isRecord */.u)(graphql) || typeof graphql.query !== 'string')
        return '';
    const variables = (0,json_record/* isRecord */.u)(graphql.variables) ? `, variables: ${JSON.stringify(graphql.variables)}` : '';
    return `, its graphql: { query: ${JSON.stringify(graphql.query)}${variables} }`;
}
/** Returns why a `match` is not a regular expression JavaScript compiles, or undefined when it is one. */
function matchProblem(pattern) {
    try {
        new RegExp(pattern);
        return undefined;
    }
    catch (error) {
        return `is not a regular expression (${error.message}): write one such as "[^/]+$", the last path segment`;
    }
}

// EXTERNAL MODULE: ./src/header-value.ts
var header_value = __webpack_require__(93218);
;// CONCATENATED MODULE: ./src/loadtest/findings/header-findings.ts



const CONNECTION = 'manages the connection, which loadtool keeps itself (one keep-alive connection per virtual user)';
/**
 * The headers the HTTP client (undici) refuses or sets itself, by lower-case name, with why. undici fails every
 * request that carries one (or, for a Content-Length that differs from the body, every request with a body) before it
 * reaches the server. `Host` is not among them: undici sends it as given, which tests a virtual host.
 */
const REFUSED_HEADERS = new Map([
    ['content-length', 'loadtool sets Content-Length itself, from the body it sends'],
    ['transfer-encoding', 'loadtool sends the body whole, with its Content-Length, never with a Transfer-Encoding'],
    ['connection', CONNECTION],
    ['keep-alive', CONNECTION],
    ['upgrade', `${CONNECTION}; a protocol upgrade (WebSocket, h2c) is not load-tested`],
    ['expect', 'loadtool sends the body at once: its HTTP client does not support Expect (100-continue)'],
]);
/**
 * Returns the headers of the file (defaults and every scenario) that the HTTP client would refuse: a name it refuses
 * or sets itself (at the key), a value with a character a header cannot carry (at the value), and, when `env` is
 * given, a `${NAME}` whose value brings one in (said without the value, which may be a secret).
 */
function headerFindings(data, env) {
    const findings = [];
    const check = (headers, at) => {
        if (!(0,json_record/* isRecord */.u)(headers))
            return;
        for (const [name, value] of Object.entries(headers)) {
            const segments = [...at, name];
            const refused = REFUSED_HEADERS.get(name.toLowerCase());
            if (refused)
                findings.push({ segments, at: 'key', message: `${refused}: remove this header` });
            if (typeof value !== 'string')
                continue;
            const problem = (0,header_value/* headerValueProblem */.k)(value, env);
            if (problem)
                findings.push({ segments, at: 'value', message: problem });
        }
    };
    if ((0,json_record/* isRecord */.u)(data.defaults))
        check(data.defaults.headers, ['defaults', 'headers']);
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    scenarios.forEach((scenario, index) => {
        if ((0,json_record/* isRecord */.u)(scenario))
            check(scenario.headers, ['scenarios', index, 'headers']);
        (0,each_step/* eachStep */.c)(scenario, ['scenarios', index], (step, at) => {
            check(step.headers, [...at, 'headers']);
        });
    });
    return findings;
}

;// CONCATENATED MODULE: ./src/loadtest/findings/protocol-findings.ts

const ONLY_H2 = 'connections is for protocol: h2, where the users are streams over shared connections; over HTTP/1.1 each user has a connection of its own: set protocol: h2, or remove connections';
/**
 * Returns a problem for each `connections` that no HTTP/2 scenario reads: a scenario's own when its protocol (its own,
 * or that of defaults) is not h2, and that of defaults when no scenario inherits it with h2.
 */
function protocolFindings(data) {
    const findings = [];
    const defaults = (0,json_record/* isRecord */.u)(data.defaults) ? data.defaults : {};
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    const isH2 = (scenario) => (scenario.protocol ?? defaults.protocol) === 'h2';
    const place = (segments) => findings.push({ segments, at: 'key', message: ONLY_H2 });
    scenarios.forEach((scenario, index) => {
        if ((0,json_record/* isRecord */.u)(scenario) && Object.hasOwn(scenario, 'connections') && !isH2(scenario))
            place(['scenarios', index, 'connections']);
    });
    const inherited = scenarios.some((scenario) => (0,json_record/* isRecord */.u)(scenario) && !Object.hasOwn(scenario, 'connections') && isH2(scenario));
    if (Object.hasOwn(defaults, 'connections') && !inherited)
        place(['defaults', 'connections']);
    return findings;
}

// EXTERNAL MODULE: ./node_modules/graphql/index.js
var node_modules_graphql = __webpack_require__(17645);
// EXTERNAL MODULE: ./src/json-path.ts
var json_path = __webpack_require__(23653);
// EXTERNAL MODULE: ./src/bracket-nesting.ts
var bracket_nesting = __webpack_require__(76772);
// EXTERNAL MODULE: ./src/schema/graphql/graphql-nesting.ts
var graphql_nesting = __webpack_require__(37047);
// EXTERNAL MODULE: ./src/schema/nesting.ts
var nesting = __webpack_require__(15441);
;// CONCATENATED MODULE: ./src/loadtest/findings/source-findings.ts
// The findings of data sources (`{ from, pick }`): a `pick` that is not a JSONPath, a query that is not GraphQL.









const source_findings_schema = loadtool_schema;
/** The schema's own pattern for `from`: a body or GraphQL variables, which may hold any value, are checked here. */
const FROM = new RegExp(String(source_findings_schema.$defs?.sourceFrom?.pattern), 'u');
const SOURCE_KEYS = new Set(['from', 'pick', 'graphql']);
const FROM_WORDS = 'GET or POST, a space and a path relative to baseUrl, e.g. "GET /items"';
/**
 * Returns what is wrong with the data sources of a load test (`{ from, pick }` values) that its JSON Schema cannot
 * say: a `pick` that is not a JSONPath, a `graphql.query` that is not a GraphQL document; and, in a body or GraphQL
 * variables, where the schema allows any value, the shape of the source itself.
 */
function source_findings_sourceFindings(data) {
    const findings = [];
    const inMapping = (mapping, at, shapeUnchecked) => {
        if (!(0,json_record/* isRecord */.u)(mapping))
            return;
        for (const [name, value] of Object.entries(mapping)) {
            if (!(0,json_record/* isRecord */.u)(value))
                continue;
            // In params, query and headers every mapping is meant as a source; the schema has said what else is wrong.
            if (shapeUnchecked && !(0,data_source/* isDataSource */.y)(value))
                continue;
            findings.push(...sourceProblems(value, [...at, name], shapeUnchecked));
        }
    };
    if ((0,json_record/* isRecord */.u)(data.defaults))
        inMapping(data.defaults.headers, ['defaults', 'headers'], false);
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    scenarios.forEach((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario))
            return;
        const at = ['scenarios', index];
        for (const key of ['params', 'query', 'headers'])
            inMapping(scenario[key], [...at, key], false);
        inMapping(scenario.body, [...at, 'body'], true);
        if ((0,json_record/* isRecord */.u)(scenario.graphql))
            inMapping(scenario.graphql.variables, [...at, 'graphql', 'variables'], true);
    });
    return findings;
}
function sourceProblems(source, at, shapeUnchecked) {
    const findings = [];
    const { from, pick, graphql } = source;
    if (shapeUnchecked) {
        for (const key of Object.keys(source)) {
            if (!SOURCE_KEYS.has(key) && !key.startsWith('x-'))
                findings.push({
                    segments: [...at, key],
                    at: 'key',
                    message: `a source has only from, pick and graphql: remove ${(0,yaml_wording/* show */.W)(key)}`,
                });
        }
        if (typeof from !== 'string' || !FROM.test(from))
            findings.push({ segments: [...at, 'from'], at: 'value', message: `must be ${FROM_WORDS}` });
        if (typeof pick !== 'string')
            findings.push({ segments: [...at, 'pick'], at: 'value', message: 'must be a JSONPath, e.g. "$.data[*].id"' });
        if (graphql !== undefined && !((0,json_record/* isRecord */.u)(graphql) && typeof graphql.query === 'string'))
            findings.push({
                segments: [...at, 'graphql'],
                at: 'value',
                message: 'must be a mapping with query, e.g. { query: "{ pets { id } }" }',
            });
    }
    if (typeof pick === 'string') {
        const problem = jsonPathProblem(pick);
        if (problem)
            findings.push({
                segments: [...at, 'pick'],
                at: 'value',
                message: `${(0,yaml_wording/* show */.W)(pick)} is not a JSONPath (RFC 9535): ${problem}; write one such as "$.data[*].id"`,
            });
    }
    if ((0,json_record/* isRecord */.u)(graphql) && typeof graphql.query === 'string') {
        // graphql-js parses by recursion: a document nested thousands deep would overflow the stack.
        if ((0,graphql_nesting/* deepGraphqlPosition */.T)(graphql.query)) {
            findings.push({
                segments: [...at, 'graphql', 'query'],
                at: 'value',
                message: `nests more than ${nesting/* MAX_NESTING */.M1} levels deep: no API takes such a document; shorten it`,
            });
            return findings;
        }
        try {
            (0,node_modules_graphql/* parse */.qgA)(graphql.query);
        }
        catch (error) {
            findings.push({
                segments: [...at, 'graphql', 'query'],
                at: 'value',
                message: `is not a GraphQL document: ${error.message.split('\n')[0]}; correct the query`,
            });
        }
    }
    return findings;
}
/** Returns why a text is not an RFC 9535 JSONPath, or undefined when it is one. */
function jsonPathProblem(path) {
    // The JSONPath parser recurses into brackets and filters: a hostile depth is refused before it.
    if ((0,bracket_nesting/* deepNestingPosition */.i)(path, nesting/* MAX_NESTING */.M1))
        return `it nests more than ${nesting/* MAX_NESTING */.M1} levels deep`;
    const parsed = (0,json_path/* parseJsonPath */.Hf)(path);
    return (0,json_path/* isJsonPathSyntaxError */.lJ)(parsed) ? parsed.message : undefined;
}

;// CONCATENATED MODULE: ./src/loadtest/findings/semantic-findings.ts
// The findings a JSON Schema cannot state: paths, placeholders, headers, flows and data sources, gathered.










const semantic_findings_schema = loadtool_schema;
/** The schema's baseUrl: an http(s) URL, or a text with `${…}` in it, checked here once filled in. */
const BASE_URL = new RegExp(String(semantic_findings_schema.$defs?.baseUrl?.pattern), 'u');
const HTTP_SCHEME = /^https?:\/\//;
/** Returns what a JSON Schema cannot say is wrong, the unset variables apart. */
function semanticFindings(data, env) {
    const problems = [];
    const unset = [];
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    const firstIndex = new Map();
    scenarios.forEach((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario))
            return;
        const at = ['scenarios', index];
        if (typeof scenario.name === 'string' && scenario.name !== '') {
            const first = firstIndex.get(scenario.name);
            if (first === undefined)
                firstIndex.set(scenario.name, index);
            else {
                problems.push({
                    segments: [...at, 'name'],
                    at: 'value',
                    message: `${(0,yaml_wording/* show */.W)(scenario.name)} is already the name of scenarios[${first}]: give each scenario its own name`,
                });
            }
        }
        const path = typeof scenario.endpoint === 'string' ? ENDPOINT_PATH.exec(scenario.endpoint)?.[1] : undefined;
        if (path !== undefined)
            problems.push(...pathParamFindings(path, scenario.params, at));
        const flow = flowFindings(scenario, at, env);
        problems.push(...flow.problems);
        unset.push(...flow.unset);
    });
    // Where `${NAME}` is read from the environment at run time (a flow's steps apart).
    const strings = [];
    const collect = (value, segments) => strings.push(...stringsIn(value, segments));
    collect(data.baseUrl, ['baseUrl']);
    collect(data.tls, ['tls']);
    if ((0,json_record/* isRecord */.u)(data.defaults))
        collect(data.defaults.headers, ['defaults', 'headers']);
    scenarios.forEach((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario))
            return;
        for (const key of ['headers', 'query', 'params', 'body']) {
            // A flow's own headers may name values its steps extract: flowFindings checks them.
            if (key === 'headers' && Array.isArray(scenario.flow))
                continue;
            collect(scenario[key], ['scenarios', index, key]);
        }
    });
    for (const { segments, text } of strings) {
        const invalid = invalidPlaceholderFinding(text, segments);
        if (invalid)
            problems.push(invalid);
        const missing = env ? unsetFinding(text, segments, env) : undefined;
        if (missing)
            unset.push(missing);
    }
    problems.push(...headerFindings(data, env));
    problems.push(...source_findings_sourceFindings(data));
    problems.push(...protocolFindings(data));
    const { baseUrl } = data;
    if (typeof baseUrl === 'string' && BASE_URL.test(baseUrl)) {
        const problem = baseUrlFinding(baseUrl, env);
        if (problem)
            problems.push({ segments: ['baseUrl'], at: 'value', message: problem });
    }
    return { problems, unset };
}
/**
 * Returns what is wrong with a base URL of the schema's shape, if anything. A URL may still not parse (a port past
 * 65535). With `${NAME}` in it, the URL is known only once the variables are filled in: then it must be an http(s)
 * URL (said without its value, which may be a secret); before, its literal start must be able to begin one.
 */
function baseUrlFinding(baseUrl, env) {
    const placeholders = (0,src_placeholders/* findPlaceholders */.GY)(baseUrl);
    if (placeholders.length === 0) {
        return URL.canParse(baseUrl)
            ? undefined
            : `${(0,yaml_wording/* show */.W)(baseUrl)} is not a valid URL; write an http(s) URL, e.g. "http://localhost:3000"`;
    }
    // A `${…}` that is not a variable is reported where every placeholder is.
    if (placeholders.some(({ valid }) => !valid))
        return undefined;
    const builtIn = placeholders.find(({ name }) => (0,src_placeholders/* isRunValue */.Xe)(name));
    if (builtIn) {
        return `\${${builtIn.name}} is a new value for each request, never part of the base URL (the origin every connection opens to): write it in a request's params, query, headers or body`;
    }
    const names = [...new Set(placeholders.map(({ name }) => name))];
    const start = (0,src_placeholders/* replacePlaceholders */.Lb)(baseUrl, () => '\0').split('\0')[0];
    if (!(HTTP_SCHEME.test(start) || 'http://'.startsWith(start) || 'https://'.startsWith(start))) {
        return `${(0,yaml_wording/* show */.W)(baseUrl)} is not an http(s) URL: it must start with http:// or https://, e.g. "http://\${${names[0]}}" or "\${${names[0]}}" with the whole URL in ${names[0]}`;
    }
    if (!env || (0,src_placeholders/* unsetVariables */.f)(baseUrl, env).length > 0)
        return undefined;
    const filled = (0,src_placeholders/* replacePlaceholders */.Lb)(baseUrl, (name) => env[name]);
    if (HTTP_SCHEME.test(filled) && BASE_URL.test(filled) && URL.canParse(filled))
        return undefined;
    const list = names.map((name) => `\${${name}}`).join(' and ');
    return `with ${list} filled in from the environment, it is not an http(s) URL without a query or fragment: set ${names.join(' and ')} so that it is one, e.g. "http://localhost:3000"`;
}

// EXTERNAL MODULE: ./src/vocabulary/streams.ts
var streams = __webpack_require__(58765);
// EXTERNAL MODULE: ./src/vocabulary/uploads.ts
var uploads = __webpack_require__(55010);
// EXTERNAL MODULE: ./src/vocabulary/thresholds.ts
var thresholds = __webpack_require__(58442);
;// CONCATENATED MODULE: ./src/loadtest/stream/stream-threshold-findings.ts




const STREAM_KEYS = new Set(thresholds/* STREAM_THRESHOLD_KEYS */.EY);
/**
 * Returns a problem at each stream threshold key that no stream measures: on a scenario without `stream:`, on a flow's
 * step (streams in flows are not supported yet), and in `defaults.thresholds` when a scenario without `stream:` and
 * without thresholds of its own takes them (a scenario's own thresholds replace those of defaults as a whole).
 */
function streamThresholdFindings(scenarios, defaults) {
    const findings = [];
    const inheritors = [];
    scenarios.forEach((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario))
            return;
        const at = ['scenarios', index];
        const stream = Object.hasOwn(scenario, 'stream');
        if (!stream && (0,json_record/* isRecord */.u)(scenario.thresholds))
            for (const key of streamKeys(scenario.thresholds))
                findings.push({
                    segments: [...at, 'thresholds', key],
                    at: 'key',
                    message: `is a figure of streams, and this scenario has no stream: add stream: (docs/streams.md) when its response is a stream of events, or remove ${key}`,
                });
        if (!stream && !Object.hasOwn(scenario, 'thresholds'))
            inheritors.push(typeof scenario.name === 'string' ? (0,yaml_wording/* show */.W)(scenario.name) : `scenarios[${index}]`);
        (0,each_step/* eachStep */.c)(scenario, at, (step, stepAt) => {
            if (!(0,json_record/* isRecord */.u)(step.thresholds))
                return;
            for (const key of streamKeys(step.thresholds))
                findings.push({
                    segments: [...stepAt, 'thresholds', key],
                    at: 'key',
                    message: `is a figure of streams, and a flow's step is no stream (streams in flows are not supported yet): remove ${key}`,
                });
        });
    });
    if ((0,json_record/* isRecord */.u)(defaults.thresholds) && inheritors.length > 0) {
        const names = inheritors.length > 3 ? `${inheritors.slice(0, 3).join(', ')} and others` : inheritors.join(', ');
        for (const key of streamKeys(defaults.thresholds))
            findings.push({
                segments: ['defaults', 'thresholds', key],
                at: 'key',
                message: `is a figure of streams, and scenarios without stream: take these thresholds (${names}): move ${key} to the thresholds of the stream scenarios`,
            });
    }
    return findings;
}
function streamKeys(thresholds) {
    return Object.keys(thresholds).filter((key) => STREAM_KEYS.has(key));
}

;// CONCATENATED MODULE: ./src/loadtest/stream/stream-findings.ts
// src/loadtest/stream/ is loadtool.yaml's `stream:`; this, its findings: what a stream cannot be or have, its keys' clashes.









// Every problem at once, each at the key that causes it, with what to do: what streams do not support yet (flows,
// scripts, the open model, HTTP/2) is said as such, so that nobody takes it for a mistake of theirs (docs/streams.md).
/**
 * Returns a stream's mode when `stream.mode` is not written: `hold` for a GET without a body (a stream to keep open),
 * else `request` (one stream per iteration, read to its end: an LLM-style answer, GraphQL over SSE's POST).
 */
function defaultStreamMode(method, hasBody) {
    return method === 'GET' && !hasBody ? 'hold' : 'request';
}
/** Returns every problem of the stream scenarios, and of the stream thresholds on what is no stream. */
function streamFindings(data) {
    const findings = [];
    const defaults = (0,json_record/* isRecord */.u)(data.defaults) ? data.defaults : {};
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    scenarios.forEach((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario))
            return;
        const at = ['scenarios', index];
        if ((0,json_record/* isRecord */.u)(scenario.stream))
            findings.push(...scenarioFindings(scenario, scenario.stream, defaults, at));
        else if (!Object.hasOwn(scenario, 'stream')) {
            const subscription = subscriptionFinding(scenario, at);
            if (subscription)
                findings.push(subscription);
        }
    });
    findings.push(...streamThresholdFindings(scenarios, defaults));
    return findings;
}
/** Returns the problems of one stream scenario. */
function scenarioFindings(scenario, stream, defaults, at) {
    const findings = [];
    const key = (name, message) => findings.push({ segments: [...at, name], at: 'key', message });
    const atStream = (message) => findings.push({ segments: [...at, 'stream'], at: 'key', message });
    const own = (name) => Object.hasOwn(scenario, name);
    if (own('flow'))
        key('flow', 'a stream scenario has one endpoint: streams in flows are not supported yet; give the stream a scenario of its own with endpoint and stream:, or remove stream');
    if (own('script'))
        key('script', 'a stream scenario has one endpoint: streams in scripts are not supported yet; give the stream a scenario of its own with endpoint and stream:, or remove stream');
    const rate = own('arrivalRate') ? 'arrivalRate' : own('stages') ? 'stages' : undefined;
    if (rate)
        key(rate, `a stream scenario runs in the closed model (the open model is not supported for streams yet): concurrentUsers is the number of streams open at once; write concurrentUsers: 200 in place of ${rate}`);
    else if ((0,arrival_findings/* isOpenModel */.A)(scenario, defaults))
        atStream('takes the open model of defaults (arrivalRate), which streams do not support yet: set concurrentUsers in this scenario, the number of streams open at once');
    if (own('data'))
        key('data', 'a stream scenario reads no data file yet: remove data, and write the values in the scenario (params, query, graphql variables)');
    if ((0,uploads/* uploadKind */.wE)(scenario.body, scenario.contentType))
        key('body', 'a stream scenario uploads no file: remove the upload, or make the upload a scenario of its own');
    if (typeof scenario.followRedirects === 'number' && scenario.followRedirects > 0)
        key('followRedirects', "a stream follows no redirect: remove followRedirects, and give the stream's own URL in endpoint");
    else if (!own('followRedirects') && typeof defaults.followRedirects === 'number' && defaults.followRedirects > 0)
        atStream("takes followRedirects from defaults, and a stream follows no redirect: write followRedirects: 0 in this scenario, and give the stream's own URL in endpoint");
    if (scenario.protocol === 'h2')
        key('protocol', 'streams go over HTTP/1.1 (HTTP/2 streams are not supported yet): remove protocol: h2, or write protocol: http1');
    else if (!own('protocol') && defaults.protocol === 'h2')
        atStream('takes protocol: h2 from defaults, and streams go over HTTP/1.1 (HTTP/2 streams are not supported yet): write protocol: http1 in this scenario');
    findings.push(...shapeFindings(scenario, stream, at));
    return findings;
}
/** Returns the problems of the stream's own keys against its protocol, its endpoint and its mode. */
function shapeFindings(scenario, stream, at) {
    const findings = [];
    const streamAt = [...at, 'stream'];
    const push = (segments, where, message) => findings.push({ segments, at: where, message });
    const protocol = (stream.protocol ?? 'sse');
    // A protocol the JSON Schema refuses is said there; what depends on it waits for a valid one.
    if (!streams/* STREAM_PROTOCOLS */.NP.includes(protocol))
        return findings;
    const endpoint = typeof scenario.endpoint === 'string' ? /^(\S+) (\S+)$/.exec(scenario.endpoint) : null;
    const [method, path] = endpoint ? [endpoint[1], endpoint[2]] : [undefined, undefined];
    const hasGraphql = Object.hasOwn(scenario, 'graphql');
    // GraphQL over SSE is a POST (a body of its own) and graphql-ws a GET: the method says which, as for any request.
    const hasBody = Object.hasOwn(scenario, 'body');
    const socket = protocol !== 'sse';
    if (socket && method !== undefined && method !== 'GET')
        push([...at, 'endpoint'], 'value', `a WebSocket opens with a GET (to the base URL with ws: or wss:), not a ${method}: write "GET ${path}"`);
    if (socket && Object.hasOwn(scenario, 'body'))
        push([...at, 'body'], 'key', protocol === 'websocket'
            ? 'a WebSocket sends no request body: write the messages to send once it is open in stream.send'
            : 'graphql-ws sends the subscription of graphql: and nothing else: remove body');
    if (protocol === 'graphql-ws' && !hasGraphql)
        push([...at, 'graphql'], 'parent', 'is required with protocol: graphql-ws, which carries a GraphQL subscription: add graphql: { query: "subscription { … }" }');
    if (protocol === 'websocket' && hasGraphql)
        push([...at, 'graphql'], 'key', 'a GraphQL subscription over a WebSocket is protocol: graphql-ws (the graphql-transport-ws protocol): write that in stream, or remove graphql');
    if (protocol === 'sse' && hasGraphql && method !== undefined && method !== 'POST')
        push([...at, 'endpoint'], 'value', `GraphQL over SSE is sent as a POST, not a ${method}: write "POST ${path}"`);
    if (Object.hasOwn(stream, 'send') && protocol !== 'websocket')
        push([...streamAt, 'send'], 'key', protocol === 'sse'
            ? 'is for protocol: websocket: a Server-Sent Events stream takes nothing once open; send what it needs in the request (query, body), or remove send'
            : 'is for protocol: websocket: graphql-ws sends the subscription of graphql: itself; remove send');
    // A mode the JSON Schema refuses is said there: nothing that depends on the mode is said of it.
    const written = streams/* STREAM_MODES */.gq.find((each) => each === stream.mode);
    const mode = Object.hasOwn(stream, 'mode')
        ? written
        : method === undefined
            ? undefined
            : defaultStreamMode(method, hasBody);
    const modeWords = Object.hasOwn(stream, 'mode') ? 'mode: request' : `mode: request (the default for a ${method})`;
    if (Object.hasOwn(stream, 'until')) {
        if (protocol !== 'websocket')
            push([...streamAt, 'until'], 'key', 'is for protocol: websocket in request mode: the message that ends an iteration; remove until');
        else if (mode === 'hold')
            push([...streamAt, 'until'], 'key', 'ends an iteration in request mode, and this stream is held open (mode: hold): set mode: request, or remove until');
        const parsed = typeof stream.until === 'string' ? (0,json_path/* parseJsonPath */.Hf)(stream.until) : undefined;
        if (parsed && (0,json_path/* isJsonPathSyntaxError */.lJ)(parsed))
            push([...streamAt, 'until'], 'value', `${(0,yaml_wording/* show */.W)(stream.until)} is not a JSONPath (RFC 9535): at column ${parsed.column} of the path, ${parsed.message}; write e.g. "$.type" or "$.data.done"`);
    }
    if (Object.hasOwn(stream, 'reconnect') && mode === 'request')
        push([...streamAt, 'reconnect'], 'key', `means nothing in ${modeWords}: each iteration opens a stream of its own and reads it to its end; remove reconnect, or set mode: hold`);
    const stallMs = typeof stream.stall === 'string' ? (0,units/* parseTimeMs */.jR)(stream.stall) : undefined;
    if (stallMs !== undefined && stallMs > units/* MAX_TIMEOUT_MS */.mn)
        push([...streamAt, 'stall'], 'value', `${(0,yaml_wording/* show */.W)(stream.stall)} is longer than 10m, the longest a stream may go without an event: write at most "10m"`);
    return findings;
}
/**
 * Returns the problem of a scenario without `stream:` whose GraphQL document is a subscription: it never ends as an
 * answer does, so it is measured as a stream or not at all.
 */
function subscriptionFinding(scenario, at) {
    const query = (0,json_record/* isRecord */.u)(scenario.graphql) ? scenario.graphql.query : undefined;
    if (typeof query !== 'string' || !/\bsubscription\b/.test(query))
        return undefined;
    let subscribes = false;
    try {
        subscribes = (0,node_modules_graphql/* parse */.qgA)(query, { maxTokens: 10_000 }).definitions.some((definition) => definition.kind === node_modules_graphql/* Kind */.b8C.OPERATION_DEFINITION && definition.operation === node_modules_graphql/* OperationTypeNode */.cEU.SUBSCRIPTION);
    }
    catch {
        // graphql-findings.ts says what is wrong with a document that does not parse.
    }
    if (!subscribes)
        return undefined;
    return {
        segments: [...at, 'graphql', 'query'],
        at: 'key',
        message: 'is a subscription, a stream of events that never ends as an answer does: add stream: { protocol: sse, mode: hold } (GraphQL over SSE) or stream: { protocol: graphql-ws } with endpoint: GET, see docs/streams.md',
    };
}

;// CONCATENATED MODULE: ./src/loadtest/scenario-sources.ts
// A scenario's data sources (`{ from, pick }` values) moved out of its request into `sources`.


/**
 * Returns the scenario with its data sources (`{ from, pick }` values) moved out of params, query, headers, the
 * body's top-level properties and the GraphQL variables into `sources`; the same scenario when it has none.
 */
function withSources(scenario) {
    const sources = [];
    const split = (where, values) => {
        if (!values || !Object.values(values).some(data_source/* isDataSource */.y))
            return values;
        const kept = {};
        for (const [name, value] of Object.entries(values)) {
            if ((0,data_source/* isDataSource */.y)(value))
                sources.push({ in: where, name, source: value });
            else
                kept[name] = value;
        }
        return kept;
    };
    const params = split('params', scenario.params);
    const query = split('query', scenario.query);
    const headers = split('headers', scenario.headers);
    const body = (0,json_record/* isRecord */.u)(scenario.body) ? split('body', scenario.body) : scenario.body;
    const variables = split('variables', scenario.graphql?.variables);
    if (sources.length === 0)
        return scenario;
    return {
        ...scenario,
        ...(params && { params }),
        ...(query && { query }),
        ...(headers && { headers }),
        ...('body' in scenario && { body }),
        ...(scenario.graphql && { graphql: { ...scenario.graphql, ...(variables && { variables }) } }),
        sources,
    };
}

// EXTERNAL MODULE: ./src/vocabulary/arrival-rate.ts
var arrival_rate = __webpack_require__(45128);
;// CONCATENATED MODULE: ./src/loadtest/parse/parse-arrival.ts


/**
 * Returns a scenario's load from valid data. Its own concurrentUsers, arrivalRate or stages wins over defaults as a
 * whole; else defaults' arrivalRate, else defaults' concurrentUsers. In the open model `concurrentUsers` is maxUsers
 * (its own, else that of defaults, else defaultMaxUsers of the highest rate) and the measured time is the duration of
 * `arrivalRate` (one stage at that rate) or the sum of the stages (which start from 0/s).
 */
function toLoadModel(defaults, scenario, at, locate) {
    const ownModel = ['concurrentUsers', 'arrivalRate', 'stages'].some((key) => Object.hasOwn(scenario, key));
    const model = ownModel ? scenario : defaults;
    const modelAt = ownModel ? at : ['defaults'];
    // The JSON Schema requires the duration in the scenario when defaults lacks it, unless the scenario has stages.
    const durationSeconds = () => (0,units/* parseDurationSeconds */.lW)((scenario.duration ?? defaults.duration));
    if (model.stages === undefined && model.arrivalRate === undefined) {
        return { concurrentUsers: model.concurrentUsers, durationSeconds: durationSeconds() };
    }
    let startRate = 0;
    let stages;
    if (model.stages) {
        stages = model.stages.map((stage, index) => ({
            durationSeconds: (0,units/* parseDurationSeconds */.lW)(stage.duration),
            target: (0,arrival_rate/* parseRate */.WN)(stage.target),
            line: locate([...modelAt, 'stages', index], 'value').line,
        }));
    }
    else {
        startRate = (0,arrival_rate/* parseRate */.WN)(model.arrivalRate);
        const line = locate([...modelAt, 'arrivalRate'], 'key').line;
        stages = [{ durationSeconds: durationSeconds(), target: startRate, line }];
    }
    const maxUsers = scenario.maxUsers ?? defaults.maxUsers ?? (0,arrival_rate/* defaultMaxUsers */.O0)([startRate, ...stages.map((stage) => stage.target)]);
    return {
        concurrentUsers: maxUsers,
        durationSeconds: stages.reduce((sum, stage) => sum + stage.durationSeconds, 0),
        arrival: { startRate, stages, maxUsers },
    };
}

// EXTERNAL MODULE: ./src/loadtest/parse/raw-request.ts
var raw_request = __webpack_require__(88890);
;// CONCATENATED MODULE: ./src/loadtest/parse/parse-session.ts
/**
 * Returns the redirect keys of a request from the layers that may set them, strongest first (a step, its scenario,
 * defaults), each key on its own: a step that sets `followRedirects` keeps the scenario's `crossOrigin`. 0 and false
 * are left out, as absent means them.
 */
function redirectsOf(...layers) {
    const followRedirects = layers.find((layer) => layer?.followRedirects !== undefined)?.followRedirects ?? 0;
    const crossOrigin = layers.find((layer) => layer?.crossOrigin !== undefined)?.crossOrigin ?? false;
    return { ...(followRedirects > 0 && { followRedirects }), ...(crossOrigin && { crossOrigin: true }) };
}
/** Returns a scenario's session keys: its redirects and `cookies`, its own or those of defaults. */
function sessionOf(scenario, defaults) {
    const cookies = scenario.cookies ?? defaults.cookies;
    return { ...redirectsOf(scenario, defaults), ...(cookies !== undefined && { cookies }) };
}

;// CONCATENATED MODULE: ./src/loadtest/parse/parse-flow.ts




/** Returns the steps of a valid flow written at `at`, each with the scenario's headers and defaults merged in. */
function toFlow(steps, inherited, at, locate) {
    const extractedByAny = new Set(steps.flatMap((step) => Object.keys(step.extract ?? {})));
    // The names extracted by the steps before the one at hand: a once step's count for every later step.
    const extracted = new Set();
    return steps.map((step, index) => {
        const stepAt = [...at, index];
        const [method = '', path = ''] = step.endpoint.split(' ');
        const headers = (0,raw_request/* mergeHeaders */.lF)(knownHeaders(inherited.headers, extractedByAny, extracted), step.headers);
        for (const name of Object.keys(step.extract ?? {}))
            extracted.add(name);
        return {
            name: step.name,
            endpoint: step.endpoint,
            method,
            path,
            line: locate(stepAt, 'value').line,
            ...(0,raw_request/* requestData */.e7)(step, headers),
            ...(0,raw_request/* expectOf */.hE)(step.expect, inherited.expect),
            timeoutMs: step.timeout === undefined ? inherited.timeoutMs : (0,units/* parseTimeMs */.jR)(step.timeout),
            once: step.once ?? false,
            ...(step.refreshOn && { refreshOn: step.refreshOn }),
            ...(step.once === true && step.shared === true && { shared: true }),
            ...(step.measure === false && { measure: false }),
            ...(step.cleanup === true && { cleanup: true }),
            ...redirectsOf(step, ...inherited.redirects),
            extract: Object.entries(step.extract ?? {}).map(([name, how]) => {
                const { line } = locate([...stepAt, 'extract', name], 'key');
                if (typeof how === 'string')
                    return { name, line, path: how };
                return { name, line, header: how.header, ...(how.match !== undefined && { match: how.match }) };
            }),
            thresholds: (0,raw_request/* toThresholds */.ey)(step.thresholds ?? {}, [...stepAt, 'thresholds'], locate),
        };
    });
}
/**
 * Returns the inherited headers a step sends: those naming a value that a step of the flow extracts (`Authorization:
 * Bearer ${token}`) only once an earlier step has extracted it, so that the login that gets the token does not send
 * it, and the steps after it do, as they would write it themselves.
 */
function knownHeaders(headers, extractedByAny, extracted) {
    if (!headers)
        return undefined;
    const unknown = (value) => (0,src_placeholders/* findPlaceholders */.GY)(value).some(({ name }) => extractedByAny.has(name) && !extracted.has(name));
    const known = Object.entries(headers).filter(([, value]) => !unknown(value));
    return known.length > 0 ? Object.fromEntries(known) : undefined;
}

;// CONCATENATED MODULE: ./src/loadtest/parse/parse-regression.ts

/**
 * Returns a scenario's tolerances and rounds from valid data: the tolerances of defaults merged in key by key (the
 * scenario's winning, in place), each with the position of the key that won; nothing for what neither sets.
 */
function toRegression(defaults, scenario, at, locate) {
    const written = new Map();
    for (const [holder, holderAt] of [
        [defaults, ['defaults']],
        [scenario, at],
    ]) {
        for (const [key, text] of Object.entries(holder.regression ?? {})) {
            written.set(key, { text, segments: [...holderAt, 'regression', key] });
        }
    }
    const regression = [...written].flatMap(([key, { text, segments }]) => {
        if (!(0,vocabulary_regression/* isRegressionKey */.z2)(key))
            return [];
        return [
            { key, ...vocabulary_regression/* REGRESSION_DEFINITIONS */.dO[key], limit: (0,vocabulary_regression/* parseTolerance */.BL)(key, text), text, ...locate(segments, 'key') },
        ];
    });
    const rounds = scenario.rounds ?? defaults.rounds;
    return { ...(regression.length > 0 && { regression }), ...(rounds !== undefined && { rounds }) };
}

;// CONCATENATED MODULE: ./src/loadtest/parse/parse-upload.ts
// A request's upload body (`body: { file }`, `body: { multipart }`) read into its Upload, each path resolved.


/**
 * Returns the scenario with the body of its request, and of each of its flow's steps, read into `upload` when it is
 * an upload (vocabulary/uploads.ts's uploadKind); `dir`, the folder of loadtool.yaml, is where the paths start. The
 * same scenario when nothing uploads.
 */
function withUploads(scenario, dir) {
    const own = uploadOf(scenario, dir);
    const flow = scenario.flow;
    if (!flow?.some((step) => (0,uploads/* uploadKind */.wE)(step.body, step.contentType)))
        return own;
    return { ...own, flow: flow.map((step) => uploadOf(step, dir)) };
}
/** Returns the request with its upload body read into `upload`; the same request for any other body. */
function uploadOf(request, dir) {
    const kind = (0,uploads/* uploadKind */.wE)(request.body, request.contentType);
    if (kind === undefined)
        return request;
    const { body, ...rest } = request;
    const written = body;
    let upload;
    if (kind === 'file')
        upload = { file: fileOf({ file: written.file }, dir, request.contentType) };
    else {
        // Built from entries: a field named `__proto__` is a field like any other, not the prototype.
        const fields = Object.fromEntries(Object.entries(written.multipart).map(([name, value]) => [
            name,
            typeof value === 'object' && value !== null ? partOf(value, dir) : String(value),
        ]));
        upload = { multipart: fields };
    }
    return { ...rest, upload };
}
/** Returns a multipart field's file, its filename the file's own name unless one is written. */
function partOf(part, dir) {
    return { ...fileOf(part, dir, part.contentType), filename: part.filename ?? (0,external_node_path_.basename)(part.file) };
}
/** Returns a file to upload: its path resolved against `dir`, its content type as written or by its extension. */
function fileOf(part, dir, contentType) {
    return { file: part.file, path: (0,external_node_path_.resolve)(dir, part.file), contentType: contentType ?? (0,uploads/* contentTypeOf */.JX)(part.file) };
}

;// CONCATENATED MODULE: ./src/loadtest/stream/parse-stream.ts



/**
 * Returns the stream settings of a valid `stream:` written at `at`, of a scenario sending `method` with a body or not:
 * protocol `sse`, mode `hold` for a GET without a body (else `request`), stall DEFAULT_STALL_MS and reconnect true
 * when not written; each message of `send` a string, a mapping as its JSON.
 */
function toStream(raw, method, hasBody, at, locate) {
    return {
        protocol: raw.protocol ?? 'sse',
        mode: raw.mode ?? defaultStreamMode(method, hasBody),
        stallMs: (raw.stall !== undefined ? (0,units/* parseTimeMs */.jR)(raw.stall) : undefined) ?? streams/* DEFAULT_STALL_MS */.MX,
        reconnect: raw.reconnect ?? true,
        ...(raw.send && {
            send: raw.send.map((message) => (typeof message === 'string' ? message : JSON.stringify(message))),
        }),
        ...(raw.until !== undefined && { until: raw.until }),
        line: locate(at, 'key').line,
    };
}

;// CONCATENATED MODULE: ./src/loadtest/parse/to-load-test.ts










/** The per-request timeout when neither the scenario nor `defaults` sets one. */
const DEFAULT_TIMEOUT_MS = 30_000;
/** Returns the scenario's HTTP/2 keys: `protocol: h2` and its `connections`, its own or those of defaults. */
function protocolOf(scenario, defaults) {
    if ((scenario.protocol ?? defaults.protocol) !== 'h2')
        return {};
    const connections = scenario.connections ?? defaults.connections;
    return { protocol: 'h2', ...(connections !== undefined && { connections }) };
}
/**
 * Returns the load test of valid data (validate.ts checked it); `dir`, the load test's folder, is where the paths of
 * `tls:`, `data:` and uploads start.
 */
function toLoadTest(raw, locate, dir) {
    const defaults = raw.defaults ?? {};
    const scenarios = raw.scenarios.map((scenario, index) => {
        const at = ['scenarios', index];
        const headers = (0,raw_request/* mergeHeaders */.lF)(defaults.headers, scenario.headers);
        const timeoutMs = (0,units/* parseTimeMs */.jR)(scenario.timeout ?? defaults.timeout ?? '') ?? DEFAULT_TIMEOUT_MS;
        const flow = scenario.flow &&
            toFlow(scenario.flow, { headers, timeoutMs, expect: defaults.expect, redirects: [scenario, defaults] }, [...at, 'flow'], locate);
        // A flow's endpoint names its steps, a script's its module; their method and path are empty, their request
        // data on the steps or in the script (which gets the headers).
        const { script } = scenario;
        const endpoint = flow
            ? flow.map((step) => step.endpoint).join(' → ')
            : script !== undefined
                ? `script ${script}`
                : scenario.endpoint;
        const [method = '', path = ''] = flow || script !== undefined ? [] : endpoint.split(' ');
        const load = toLoadModel(defaults, scenario, at, locate);
        const data = scenario.data && toDataFile(scenario.data, dir, locate([...at, 'data'], 'key').line);
        // Neither means anything in the open model: arrival-findings.ts refuses a scenario's own, and those of defaults
        // are for the closed-model scenarios.
        const thinkTime = load.arrival ? undefined : (scenario.thinkTime ?? defaults.thinkTime);
        const rampUp = load.arrival ? undefined : (scenario.rampUp ?? defaults.rampUp);
        const [thresholds, thresholdsAt] = scenario.thresholds
            ? [scenario.thresholds, [...at, 'thresholds']]
            : [defaults.thresholds ?? {}, ['defaults', 'thresholds']];
        const read = withSources({
            name: scenario.name,
            endpoint,
            method,
            path,
            line: locate(at, 'value').line,
            ...load,
            ...(flow
                ? { flow }
                : script !== undefined
                    ? { script, ...(headers && { headers }) }
                    : (0,raw_request/* requestData */.e7)(scenario, headers)),
            ...(!flow && script === undefined && (0,raw_request/* expectOf */.hE)(scenario.expect, defaults.expect)),
            timeoutMs,
            ...(thinkTime && { thinkTimeMs: (0,units/* parseTimeMs */.jR)(thinkTime) }),
            ...(rampUp && { rampUpSeconds: (0,units/* parseTimeMs */.jR)(rampUp) / 1000 }),
            thresholds: (0,raw_request/* toThresholds */.ey)(thresholds, thresholdsAt, locate),
            ...toRegression(defaults, scenario, at, locate),
            ...(scenario.skip !== undefined && { skip: scenario.skip }),
            ...((scenario.conformance ?? defaults.conformance) === 'off' && { conformance: 'off' }),
            ...protocolOf(scenario, defaults),
            ...sessionOf(scenario, defaults),
            ...(data && { data }),
            ...(scenario.stream && {
                stream: toStream(scenario.stream, method, 'body' in scenario, [...at, 'stream'], locate),
            }),
        });
        return withUploads(read, dir);
    });
    return {
        version: 1,
        baseUrl: raw.baseUrl,
        execution: raw.execution ?? 'sequential',
        writes: defaults.writes ?? 'own',
        ...(raw.tls && { tls: { ...raw.tls, dir, line: locate(['tls'], 'key').line } }),
        ...(raw.outputs && {
            outputs: raw.outputs.map(({ prometheus, otlp, headers }) => ({
                kind: prometheus !== undefined ? 'prometheus' : 'otlp',
                url: prometheus ?? otlp ?? '',
                ...(headers && { headers }),
            })),
        }),
        scenarios,
    };
}

// EXTERNAL MODULE: ./src/loadtest/writes.ts
var writes = __webpack_require__(83738);
;// CONCATENATED MODULE: ./src/loadtest/findings/writes-findings.ts
// The rule that keeps a load test's writes to the records the run creates, unless `defaults.writes: existing` says
// otherwise (docs/real-data-and-flows.md#writes): a write refused where it takes a real record of the API.






/** The keys of a request whose values may name a record: a source or a `${name}` there picks which one is written. */
const RECORD_KEYS = ['params', 'query', 'headers', 'body'];
/**
 * Returns the problems of the writes of a load test (a request that `requestWrites`), unless `defaults.writes` is
 * `existing`: a write scenario that takes a value from a data source (`{ from, pick }` in params, query, headers,
 * body or graphql.variables, or in a header of defaults it sends), and a flow step that writes with a `${name}` (in
 * params, query, body or graphql.variables) that the last earlier step extracting it took from a request that only
 * reads. Either value names a record that exists in the API. Left alone: a create (`requestCreates`: `POST /todos`,
 * `createComment`), whose values from the API are references to records it does not change (the post a comment is
 * on), as generation writes them; and a header's `${name}`, since a value read for a header (a token, a CSRF token)
 * names no record. With `existing`, no problem, and one warning at `defaults.writes` naming every scenario that
 * writes (`scenarioWrites`), as every report of the run will.
 */
function writesFindings(data) {
    const defaults = (0,json_record/* isRecord */.u)(data.defaults) ? data.defaults : {};
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    if (defaults.writes === 'existing')
        return { problems: [], warnings: existingWarning(scenarios) };
    const problems = scenarios.flatMap((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario) || scenario.script !== undefined)
            return [];
        const at = ['scenarios', index];
        if (Array.isArray(scenario.flow))
            return flowProblems(scenario.flow, [...at, 'flow']);
        if (!(0,writes/* requestWrites */.mZ)(scenario) || (0,writes/* requestCreates */.V9)(scenario))
            return [];
        return [...writes_findings_sourceProblems(scenario, at), ...defaultHeaderProblems(scenario, index, defaults.headers)];
    });
    return { problems, warnings: [] };
}
/** The end of every message: why the value is refused, and the two ways out. */
function changesRealData(write) {
    return `the value names a record that exists in the API, so ${write} would change real data; create the record first in a flow (a once step that creates it and extracts its id), or write defaults.writes: existing to allow writes to existing data`;
}
/** Returns how a message names a write: `PUT /todos/{id}`, or `the mutation`. */
function writeName(request) {
    if ((0,json_record/* isRecord */.u)(request.graphql))
        return 'the mutation';
    return typeof request.endpoint === 'string' ? request.endpoint.trim() : 'the write';
}
/** Returns `GET /todos (a data source)` for a source's request. */
function sourceName(source) {
    return `${typeof source.from === 'string' ? source.from : 'the API'} (a data source)`;
}
/** Returns a problem for each data source among a write scenario's own values. */
function writes_findings_sourceProblems(scenario, at) {
    const mappings = RECORD_KEYS.map((key) => [scenario[key], [...at, key]]);
    if ((0,json_record/* isRecord */.u)(scenario.graphql))
        mappings.push([scenario.graphql.variables, [...at, 'graphql', 'variables']]);
    return mappings.flatMap(([mapping, segments]) => (0,json_record/* isRecord */.u)(mapping)
        ? Object.entries(mapping).flatMap(([name, value]) => (0,data_source/* isDataSource */.y)(value)
            ? [
                {
                    segments: [...segments, name],
                    at: 'value',
                    message: `takes its value from ${sourceName(value)}: ${changesRealData(writeName(scenario))}`,
                },
            ]
            : [])
        : []);
}
/** Returns a problem for each data source among the headers of defaults that a write scenario sends (not its own). */
function defaultHeaderProblems(scenario, index, headers) {
    if (!(0,json_record/* isRecord */.u)(headers))
        return [];
    const own = new Set(Object.keys((0,json_record/* isRecord */.u)(scenario.headers) ? scenario.headers : {}).map((name) => name.toLowerCase()));
    const label = typeof scenario.name === 'string' ? ` (${(0,yaml_wording/* show */.W)(scenario.name)})` : '';
    return Object.entries(headers).flatMap(([name, value]) => (0,data_source/* isDataSource */.y)(value) && !own.has(name.toLowerCase())
        ? [
            {
                segments: ['defaults', 'headers', name],
                at: 'value',
                message: `is sent with scenarios[${index}]${label}, which writes, and takes its value from ${sourceName(value)}: ${changesRealData(writeName(scenario))}`,
            },
        ]
        : []);
}
/**
 * Returns a problem for each value of a writing step that holds a `${name}` whose last extraction before the step
 * was by a step that only reads. Steps run in the order written (once steps first, cleanup steps last, as
 * flow-findings.ts requires), so the last earlier step that extracts a name gave the value the step sends.
 */
function flowProblems(steps, at) {
    const problems = [];
    const extractedBy = new Map();
    steps.forEach((step, index) => {
        if (!(0,json_record/* isRecord */.u)(step))
            return;
        const stepAt = [...at, index];
        if ((0,writes/* requestWrites */.mZ)(step) && !(0,writes/* requestCreates */.V9)(step)) {
            const values = RECORD_KEYS.filter((key) => key !== 'headers').map((key) => [
                step[key],
                [...stepAt, key],
            ]);
            if ((0,json_record/* isRecord */.u)(step.graphql))
                values.push([step.graphql.variables, [...stepAt, 'graphql', 'variables']]);
            for (const { segments, text } of values.flatMap(([value, segments]) => stringsIn(value, segments))) {
                const read = (0,src_placeholders/* findPlaceholders */.GY)(text).find(({ name }) => {
                    const by = extractedBy.get(name);
                    return by !== undefined && !(0,writes/* requestWrites */.mZ)(steps[by]);
                });
                if (!read)
                    continue;
                const by = extractedBy.get(read.name);
                problems.push({
                    segments,
                    at: 'value',
                    message: `\${${read.name}} is extracted by flow[${by}] (${stepLabel(steps[by])}), which only reads: ${changesRealData(writeName(step))}`,
                });
            }
        }
        if ((0,json_record/* isRecord */.u)(step.extract))
            for (const name of Object.keys(step.extract))
                extractedBy.set(name, index);
    });
    return problems;
}
/** Returns how a message names a step: `"List todos", GET /todos`. */
function stepLabel(step) {
    const name = typeof step.name === 'string' ? (0,yaml_wording/* show */.W)(step.name) : 'a step';
    return typeof step.endpoint === 'string' ? `${name}, ${step.endpoint.trim()}` : name;
}
/** Returns the warning of `defaults.writes: existing` that names the scenarios that write, or none when none does. */
function existingWarning(scenarios) {
    const names = scenarios.flatMap((scenario) => (0,json_record/* isRecord */.u)(scenario) && (0,writes/* scenarioWrites */.Zj)(scenario)
        ? [typeof scenario.name === 'string' ? (0,yaml_wording/* show */.W)(scenario.name) : '?']
        : []);
    if (names.length === 0)
        return [];
    const which = names.length === 1 ? '1 scenario' : `${names.length} scenarios`;
    return [
        {
            segments: ['defaults', 'writes'],
            at: 'value',
            message: `lets ${which} change records the run did not create, and every report of the run says so: ${names.join(', ')}`,
        },
    ];
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/loadtest/findings/tls-findings.ts
// The findings of `tls:`: a certificate file that is not there, a client certificate without its key.



/**
 * Returns what is wrong with `tls:` that validation can see: a `ca`, `cert` or `key` written as a path (no PEM text,
 * no `${NAME}`) that names no file next to the load test `file`, and `cert` without `key` or the reverse. A value with
 * `${NAME}` is known only at run time, where the same checks are made (tls-options.ts).
 */
function tlsFindings(data, file) {
    const tls = data.tls;
    if (typeof tls !== 'object' || tls === null)
        return [];
    const findings = [];
    const values = tls;
    for (const key of ['ca', 'cert', 'key']) {
        const value = values[key];
        if (typeof value !== 'string' || value.includes('-----BEGIN') || (0,src_placeholders/* findPlaceholders */.GY)(value).length > 0)
            continue;
        const path = (0,external_node_path_.resolve)((0,external_node_path_.dirname)(file), value);
        if (!(0,external_node_fs_.existsSync)(path)) {
            findings.push({
                segments: ['tls', key],
                at: 'value',
                message: `no file ${path}: give the path of a PEM file, relative to this file, or \${NAME} of a variable holding the PEM text`,
            });
        }
    }
    if (typeof values.cert === 'string' && values.key === undefined) {
        findings.push({ segments: ['tls', 'cert'], at: 'key', message: 'a client certificate needs its key: add tls.key' });
    }
    if (typeof values.key === 'string' && values.cert === undefined) {
        findings.push({ segments: ['tls', 'key'], at: 'key', message: 'a key needs its client certificate: add tls.cert' });
    }
    return findings;
}

;// CONCATENATED MODULE: ./src/loadtest/findings/upload-findings.ts
// The findings of uploads: a multipart field of no known shape, a file path that is not a file or is too large.







/** A media type as the schema's `mediaType` writes it, without parameters: a multipart part's `contentType`. */
const MEDIA_TYPE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** What a field name or filename cannot hold: it is written between quotes in the part's Content-Disposition. */
const NOT_IN_QUOTES = /["\r\n\\]/;
const FILE_KEYS = new Set(['file', 'contentType', 'filename']);
/**
 * Returns what is wrong with the uploads of each scenario and flow step that the YAML alone shows: a `multipart`
 * whose `contentType` is not multipart/form-data, a field that is neither text nor a file `{ file, contentType?,
 * filename? }`, a name or filename that cannot be quoted, and a path with `${…}` (the file is checked when the test
 * is validated, so its path is known then).
 */
function uploadFindings(data) {
    const findings = [];
    eachRequest(data, (request, at) => {
        const kind = (0,uploads/* uploadKind */.wE)(request.body, request.contentType);
        if (kind === 'file')
            findings.push(...pathFindings(request.body.file, [...at, 'body', 'file']));
        if (kind !== 'multipart')
            return;
        const contentType = request.contentType;
        if (typeof contentType === 'string' && !/^multipart\/form-data$/i.test(contentType.trim()))
            findings.push({
                segments: [...at, 'contentType'],
                at: 'value',
                message: `a multipart body is sent as multipart/form-data with a boundary of its own, not as ${(0,yaml_wording/* show */.W)(contentType)}: remove contentType`,
            });
        const fields = Object.entries(request.body.multipart);
        const fieldsAt = [...at, 'body', 'multipart'];
        if (fields.length === 0)
            findings.push({
                segments: fieldsAt,
                at: 'value',
                message: 'a multipart body needs a field: write { photo: { file: uploads/photo.png }, name: "Rex" }',
            });
        for (const [name, value] of fields)
            findings.push(...fieldFindings(name, value, [...fieldsAt, name]));
    });
    return findings;
}
/** Returns what is wrong with one field of a multipart body, written at `at`. */
function fieldFindings(name, value, at) {
    const findings = [];
    if (NOT_IN_QUOTES.test(name))
        findings.push({
            segments: at,
            at: 'key',
            message: 'a multipart field name cannot hold a quote, a backslash or a line break',
        });
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return findings;
    if (!(0,json_record/* isRecord */.u)(value) || typeof value.file !== 'string') {
        findings.push({
            segments: at,
            at: 'value',
            message: `a multipart field is a text (a string, number or boolean, \${NAME} allowed) or a file { file: uploads/photo.png, contentType: image/png, filename: photo.png }, not ${(0,yaml_wording/* show */.W)(value)}`,
        });
        return findings;
    }
    findings.push(...pathFindings(value.file, [...at, 'file']));
    for (const key of Object.keys(value).filter((key) => !FILE_KEYS.has(key)))
        findings.push({
            segments: [...at, key],
            at: 'key',
            message: `a multipart file has file, contentType and filename, not ${key}`,
        });
    if (value.contentType !== undefined && (typeof value.contentType !== 'string' || !MEDIA_TYPE.test(value.contentType)))
        findings.push({
            segments: [...at, 'contentType'],
            at: 'value',
            message: `${(0,yaml_wording/* show */.W)(value.contentType)} is not a media type: write one such as image/png, or leave it out to have it guessed from the file's extension`,
        });
    const { filename } = value;
    if (filename !== undefined && (typeof filename !== 'string' || filename === '' || NOT_IN_QUOTES.test(filename)))
        findings.push({
            segments: [...at, 'filename'],
            at: 'value',
            message: 'a filename is a non-empty text without quotes, backslashes or line breaks, such as photo.png',
        });
    return findings;
}
/** Returns what is wrong with a file path as written: empty, or with `${…}`. */
function pathFindings(file, at) {
    if (file.trim() === '')
        return [
            { segments: at, at: 'value', message: 'the path of the file to upload is empty: write it relative to this file' },
        ];
    if ((0,src_placeholders/* findPlaceholders */.GY)(file).length > 0)
        return [
            {
                segments: at,
                at: 'value',
                message: 'the path of a file to upload is read when the test is validated: write it without ${…}, relative to this file',
            },
        ];
    return [];
}
/**
 * Returns what is wrong with the files the uploads of a load test `file` name, each read from disk: not there, not a
 * file, over MAX_UPLOAD_BYTES, or over MAX_HELD_UPLOAD_BYTES (so streamed) in a request over HTTP/2, whose client
 * sends only bodies held in memory.
 */
async function uploadFileFindings(data, file) {
    if (!(0,json_record/* isRecord */.u)(data))
        return [];
    const named = [];
    const defaults = (0,json_record/* isRecord */.u)(data.defaults) ? data.defaults : {};
    eachRequest(data, (request, at, scenario) => {
        const h2 = (scenario.protocol ?? defaults.protocol) === 'h2';
        const name = (path, segments) => {
            if (typeof path === 'string' && pathFindings(path, segments).length === 0)
                named.push({ file: path, segments, h2 });
        };
        const kind = (0,uploads/* uploadKind */.wE)(request.body, request.contentType);
        if (kind === 'file')
            name(request.body.file, [...at, 'body', 'file']);
        if (kind !== 'multipart')
            return;
        for (const [field, value] of Object.entries(request.body.multipart))
            if ((0,json_record/* isRecord */.u)(value))
                name(value.file, [...at, 'body', 'multipart', field, 'file']);
    });
    const dir = (0,external_node_path_.dirname)(file);
    const findings = await Promise.all(named.map(async ({ file: written, segments, h2 }) => {
        const path = (0,external_node_path_.resolve)(dir, written);
        const info = await (0,promises_.stat)(path).catch(() => undefined);
        const problem = !info
            ? `no file ${path}: give the path of the file to upload, relative to this file`
            : !info.isFile()
                ? `${written} is not a file (${info.isDirectory() ? 'a folder' : 'not a regular file'}): give the path of the file to upload`
                : info.size > uploads/* MAX_UPLOAD_BYTES */.hR
                    ? `${written} has ${bytesText(info.size)}, over the 1 GiB (${bytesText(uploads/* MAX_UPLOAD_BYTES */.hR)}) an upload may have: upload a smaller file`
                    : h2 && info.size > uploads/* MAX_HELD_UPLOAD_BYTES */.TI
                        ? `${written} has ${bytesText(info.size)}: a file over 1 MiB (${bytesText(uploads/* MAX_HELD_UPLOAD_BYTES */.TI)}) is streamed from disk at each request, which the HTTP/2 client does not do; upload a smaller file, or send it over HTTP/1.1 (protocol: http1)`
                        : undefined;
        return problem === undefined ? undefined : { segments, at: 'value', message: problem };
    }));
    return findings.filter((finding) => finding !== undefined);
}
/** Returns a number of bytes in words, its digits grouped: `1,048,577 bytes`. */
function bytesText(bytes) {
    return `${String(bytes).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} bytes`;
}
/** Calls `visit` with each scenario's request and each of its flow's steps, where it is, and its scenario. */
function eachRequest(data, visit) {
    const scenarios = Array.isArray(data.scenarios) ? data.scenarios : [];
    scenarios.forEach((scenario, index) => {
        if (!(0,json_record/* isRecord */.u)(scenario))
            return;
        const at = ['scenarios', index];
        visit(scenario, at, scenario);
        (0,each_step/* eachStep */.c)(scenario, at, (step, stepAt) => {
            visit(step, stepAt, scenario);
        });
    });
}

// EXTERNAL MODULE: ./src/masker.ts + 1 modules
var masker = __webpack_require__(153);
// EXTERNAL MODULE: ./src/secret-values.ts
var secret_values = __webpack_require__(33754);
;// CONCATENATED MODULE: ./src/loadtest/validate.ts
// src/loadtest/ owns loadtool.yaml; this validates a file into a LoadTest, or throws every problem with its line.




















/** How a warning's message starts where it is printed among problems. */
const WARNING = 'warning: ';
/** Reads and validates a `loadtool.yaml`; returns the load test or throws a LoadTestError with every problem. */
async function loadLoadTest(file, options = {}) {
    return (await checkLoadTestFile(file, { ...options, unsetVariables: 'error' })).loadTest;
}
/** Reads and validates a `loadtool.yaml`; returns the load test and its warnings, or throws a LoadTestError. */
async function checkLoadTestFile(file, options) {
    const info = await (0,promises_.stat)(file).catch(() => undefined);
    if (!info)
        throw fileProblem(file, 'not found: run `loadtool generate` to write it, or pass the path of loadtool.yaml');
    if (!info.isFile())
        throw fileProblem(file, 'is not a file: pass the path of loadtool.yaml');
    (0,read_yaml/* checkSize */.C1)(info.size, file);
    const text = await (0,promises_.readFile)(file, 'utf8');
    return checkLoadTest(text, file, options, await filesFindings(text, file, options.env ?? process.env));
}
/**
 * Returns what is wrong with the script modules (script-findings.ts), the data files (data/data-findings.ts) and the
 * files to upload (upload-findings.ts) the file names: found apart, as reading them is asynchronous, so that they are
 * listed with every other problem.
 * Nothing for a file that does not read as YAML. A module's top level may throw what it read from the environment:
 * the load test's secrets are masked in each.
 */
async function filesFindings(text, file, env) {
    const scripts = /\bscript\s*:/.test(text);
    const uploads = /\b(?:file|multipart)\s*:/.test(text);
    if (!scripts && !uploads && !text.includes('data'))
        return [];
    let data;
    try {
        data = (0,read_yaml/* readYaml */.gM)(text, file).data;
    }
    catch {
        return [];
    }
    const mask = (0,masker/* maskerOf */.nk)((0,secret_values/* secretValues */.VX)(data, env));
    const modules = scripts ? await scriptFindings(data, file) : [];
    return [
        ...modules.map((finding) => ({ ...finding, message: mask(finding.message) })),
        ...(await dataFindings(data, file)),
        ...(uploads ? await uploadFileFindings(data, file) : []),
    ];
}
/**
 * Validates the text of a `loadtool.yaml`; returns the load test with defaults merged and units parsed, or throws a
 * LoadTestError with every problem, each with its line and column. An unset `${NAME}` is one of them.
 */
function parseLoadTest(text, file, options = {}) {
    return checkLoadTest(text, file, { ...options, unsetVariables: 'error' }).loadTest;
}
/**
 * Validates the text of a `loadtool.yaml`; returns the load test and its warnings (the unset variables, when
 * `unsetVariables` says so), or throws a LoadTestError with every problem, each with its line and column.
 */
function checkLoadTest(text, file, options, modules = []) {
    const { data, locate } = (0,read_yaml/* readYaml */.gM)(text, file);
    const { errors, warnings } = findingsOf(data, options, [...modules, ...tlsFindings(data, file)]);
    const locateAll = (list) => {
        const problems = new Map();
        for (const { segments, at, message } of list) {
            const path = (0,src_errors/* joinPath */.uJ)(segments);
            problems.set(`${path}\n${message}`, { path, ...locate(segments, at), message });
        }
        return (0,read_yaml/* sortProblems */.dS)([...problems.values()]);
    };
    if (errors.length > 0) {
        // The warnings are listed too, marked, so that one pass shows everything left to do.
        const marked = warnings.map((finding) => ({ ...finding, message: `${WARNING}${finding.message}` }));
        throw new load_test_error/* LoadTestError */.v(file, locateAll([...errors, ...marked]));
    }
    const loadTest = toLoadTest(data, locate, (0,external_node_path_.dirname)((0,external_node_path_.resolve)(file)));
    return { loadTest, warnings: locateAll(warnings) };
}
/**
 * Returns whether the data of a load test holds a problem that parseLoadTest would report for its text: the same
 * findings, without their positions. For generation, which holds the data it renders and needs positions only to
 * report a problem.
 */
function hasProblems(data, options = {}) {
    if (!fitsSchema(data))
        return true;
    return findingsOf(data, { ...options, unsetVariables: 'error' }, [], () => []).errors.length > 0;
}
/** Returns what is wrong with the data of a load test, as errors and warnings, not yet located in its text. */
function findingsOf(data, options, modules = [], bySchema = schemaFindings) {
    const semantic = semanticFindings(data, options.env);
    const checks = (0,expect_json_findings/* expectJsonFindings */.Yv)(data);
    const bounds = (0,bound_findings/* boundFindings */.b)(data);
    const writes = writesFindings(data);
    const regression = regressionFindings(data);
    // The one switch between validate and run: the same findings, counted as errors or as warnings. A skipped
    // scenario sends nothing, so a variable only it uses is never needed: a warning, even for a run.
    const asWarnings = options.unsetVariables === 'warning';
    const skipped = (finding) => isSkipped(data, finding);
    const unsetErrors = asWarnings ? [] : semantic.unset.filter((finding) => !skipped(finding));
    const unsetWarnings = asWarnings ? semantic.unset : semantic.unset.filter(skipped);
    const errors = [
        ...bySchema(data),
        ...semantic.problems,
        ...bounds.problems,
        ...regression.problems,
        ...(0,arrival_findings/* arrivalFindings */.Kg)(data),
        ...checks.problems,
        ...writes.problems,
        ...uploadFindings(data),
        ...streamFindings(data),
        ...modules,
        ...unsetErrors,
    ];
    const warnings = [
        ...unsetWarnings,
        ...bounds.warnings,
        ...regression.warnings,
        ...checks.warnings,
        ...writes.warnings,
    ];
    return { errors, warnings };
}
/** Returns whether a finding is inside a scenario that has `skip:` (a string, as the schema wants it). */
function isSkipped(data, { segments }) {
    if (segments[0] !== 'scenarios' || typeof segments[1] !== 'number')
        return false;
    const scenarios = data.scenarios;
    const scenario = Array.isArray(scenarios) ? scenarios[segments[1]] : undefined;
    return typeof scenario?.skip === 'string';
}
function fileProblem(file, message) {
    return new load_test_error/* LoadTestError */.v(file, [{ path: '', message }]);
}


/***/ }),

/***/ 83738:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V9: () => (/* binding */ requestCreates),
/* harmony export */   Zj: () => (/* binding */ scenarioWrites),
/* harmony export */   mZ: () => (/* binding */ requestWrites)
/* harmony export */ });
/* harmony import */ var graphql__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17645);
/* harmony import */ var _schema_graphql_graphql_nesting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37047);
/* harmony import */ var _vocabulary_write_verbs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97136);
/* harmony import */ var _json_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41563);
// Which requests and scenarios of a load test write: the one answer that validation (writes-findings.ts), the run
// order (engine/run-order.ts) and the reports (`writes: true` in results.json) share (docs/real-data-and-flows.md#writes).




/** The methods that change data on the server; GET, HEAD and OPTIONS only read. */
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/**
 * Returns whether a request writes: a PUT, PATCH or DELETE, and a POST unless its `graphql.query` is a GraphQL
 * document whose operations are all queries (or subscriptions). A mutation writes; a document that does not parse, or
 * nests too deep to be read, counts as a write, as what it does cannot be known.
 */
function requestWrites(request) {
    const [method] = endpointParts(request);
    if (method === undefined || !WRITE_METHODS.includes(method))
        return false;
    if (method !== 'POST')
        return true;
    const query = graphqlQuery(request);
    if (query === undefined)
        return true;
    const operations = operationsOf(query);
    return !operations || operations.some((operation) => operation.operation === graphql__WEBPACK_IMPORTED_MODULE_1__/* .OperationTypeNode */ .cEU.MUTATION);
}
/**
 * Returns whether a write only creates, and so changes no record that exists: a POST to a path without `{param}` (a
 * collection, `POST /todos`), or a GraphQL document whose every mutation field is named as a create (`createComment`,
 * see CREATE_VERB). What such a write takes from the API (a `postId`) is a reference to a record it does not change.
 * A POST to an item (`POST /todos/{id}/done`) and any other mutation act on the record they name.
 */
function requestCreates(request) {
    const [method, path = ''] = endpointParts(request);
    if (method !== 'POST')
        return false;
    const query = graphqlQuery(request);
    if (query === undefined)
        return !/\{[^}]*\}/.test(path);
    // A fragment spread at the top of a mutation hides which fields it calls: undefined, so not a create.
    const fields = (operationsOf(query) ?? [])
        .filter((operation) => operation.operation === graphql__WEBPACK_IMPORTED_MODULE_1__/* .OperationTypeNode */ .cEU.MUTATION)
        .flatMap((operation) => operation.selectionSet.selections)
        .map((selection) => (selection.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .Kind */ .b8C.FIELD ? selection.name.value : undefined))
        .filter((name) => name !== '__typename');
    return fields.length > 0 && fields.every((name) => name !== undefined && _vocabulary_write_verbs_js__WEBPACK_IMPORTED_MODULE_2__/* .CREATE_VERB */ .Po.test(name));
}
/**
 * Returns whether a scenario writes: its request does; a flow when any of its steps does (once, measured,
 * `measure: false` and cleanup steps alike); a script always, since its requests are known only when it runs.
 */
function scenarioWrites(scenario) {
    if (scenario.script !== undefined)
        return true;
    if (Array.isArray(scenario.flow))
        return scenario.flow.some((step) => (0,_json_record_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u)(step) && requestWrites(step));
    return requestWrites(scenario);
}
/** Returns the method and the path of a request's `endpoint`, each undefined when it has none. */
function endpointParts(request) {
    return typeof request.endpoint === 'string' ? request.endpoint.trim().split(/\s+/) : [];
}
/** Returns the GraphQL document a request sends, if any. */
function graphqlQuery(request) {
    const query = (0,_json_record_js__WEBPACK_IMPORTED_MODULE_3__/* .isRecord */ .u)(request.graphql) ? request.graphql.query : undefined;
    return typeof query === 'string' ? query : undefined;
}
/**
 * Returns the operations of a GraphQL document; undefined when it cannot be read (it does not parse, nests too deep to
 * be parsed, or holds no operation), which requestWrites counts as a write.
 */
function operationsOf(query) {
    // graphql-js parses by recursion: a document nested thousands deep would overflow the stack.
    if ((0,_schema_graphql_graphql_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .deepGraphqlPosition */ .T)(query))
        return undefined;
    let document;
    try {
        document = (0,graphql__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qgA)(query, { noLocation: true });
    }
    catch {
        return undefined;
    }
    const operations = document.definitions.filter((definition) => definition.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .Kind */ .b8C.OPERATION_DEFINITION);
    return operations.length > 0 ? operations : undefined;
}


/***/ }),

/***/ 19976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TG: () => (/* binding */ MAX_LOAD_TEST_BYTES),
  Nv: () => (/* binding */ YAML_OPTIONS),
  C1: () => (/* binding */ checkSize),
  gM: () => (/* binding */ readYaml),
  dS: () => (/* binding */ sortProblems)
});

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/loadtest/load-test-error.ts
var load_test_error = __webpack_require__(81260);
// EXTERNAL MODULE: ./src/loadtest/yaml/yaml-locator.ts
var yaml_locator = __webpack_require__(64632);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/loadtest/yaml/yaml-structure.ts
// The checks of loadtool.yaml's structure the yaml library leaves to us: duplicate keys, aliases, tags.


/** The most aliases a file may hold, and the yaml library's limit on how far they may expand (`maxAliasCount`). */
const MAX_ALIASES = 100;
/**
 * Returns the problems the yaml library would pass over or meet only while converting: keys that repeat or are not
 * plain values, aliases that point nowhere or into themselves, too many aliases, and aliases that expand past the
 * library's `maxAliasCount` (its own rule, replayed here to point at the alias), and tags. Walks without recursion.
 */
function structureProblems(root, position, source) {
    const problems = [];
    const at = (node) => position(node.range?.[0] ?? 0);
    const tagProblem = (node, path) => {
        if (!(0,dist/* isNode */.Ll)(node) || !node.tag)
            return;
        problems.push({ path, ...position(tagOffset(node, source)), message: tagMessage(node.tag) });
    };
    const anchors = new Map();
    const targets = new Map();
    const uses = new Map();
    let aliases = 0;
    let aliasProblem = false;
    const stack = [{ node: root, segments: [] }];
    for (let frame = stack.pop(); frame; frame = stack.pop()) {
        const { node, segments } = frame;
        const path = (0,errors/* joinPath */.uJ)(segments);
        if ((0,dist/* isAlias */.Vj)(node)) {
            aliases += 1;
            if (aliasProblem)
                continue;
            const target = anchors.get(node.source);
            let message;
            if (aliases > MAX_ALIASES) {
                message = `more than ${MAX_ALIASES} aliases: write the values out, or use defaults for what scenarios share`;
            }
            else if (!target) {
                message = `*${node.source} has no anchor &${node.source} before it: define the anchor first, or fix the name`;
            }
            else if (ancestors(frame).includes(target)) {
                message = `*${node.source} is inside &${node.source} itself, which makes an endless loop: remove the alias`;
            }
            else {
                targets.set(node, target);
                // The yaml library's rule: an anchor's uses times the expansion of what it holds may not pass maxAliasCount.
                const use = uses.get(target) ?? { count: 1, weight: 0 };
                uses.set(target, use);
                use.count += 1;
                if (use.weight === 0)
                    use.weight = aliasWeight(target, targets, uses);
                if (use.count * use.weight > MAX_ALIASES) {
                    message = `*${node.source} makes the aliases expand past ${MAX_ALIASES} copies, as an "alias bomb" does: write the values out`;
                }
            }
            if (message) {
                // One alias problem is enough: the aliases after it are checked against counts that no longer hold.
                problems.push({ path, ...at(node), message });
                aliasProblem = true;
            }
            continue;
        }
        if (!node || typeof node !== 'object')
            continue;
        tagProblem(node, path);
        const anchor = node.anchor;
        if (anchor)
            anchors.set(anchor, node);
        const children = [];
        if ((0,dist/* isMap */.jh)(node)) {
            const seen = new Map();
            for (const { key, value } of node.items) {
                if (!(0,dist/* isScalar */.jn)(key)) {
                    const where = key && typeof key === 'object' && 'range' in key ? at(key) : at(node);
                    problems.push({ path, ...where, message: 'a key must be a plain name, not a list, mapping or alias' });
                    continue;
                }
                tagProblem(key, path);
                const name = String(key.value);
                const first = seen.get(name);
                if (first) {
                    const line = at(first).line;
                    problems.push({
                        path: (0,errors/* joinPath */.uJ)([...segments, name]),
                        ...at(key),
                        message: `this key appears twice in the same mapping (first on line ${line}): keep one`,
                    });
                }
                else
                    seen.set(name, key);
                children.push({ node: value, segments: [...segments, name], parent: frame });
            }
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            node.items.forEach((item, index) => children.push({ node: item, segments: [...segments, index], parent: frame }));
        }
        // Reversed, so that nodes are visited in the order of the text, as anchors and aliases must be. One by one: a
        // mapping may have more keys than a function call takes arguments.
        for (let index = children.length - 1; index >= 0; index--)
            stack.push(children[index]);
    }
    return problems;
}
/**
 * Every tag is refused, those the yaml library resolves too: `!!binary` would turn a body into a Buffer (sent as
 * `{"0":104,…}`), `!!timestamp` a string into a Date, `!!set` a list into an empty mapping. A load test holds plain
 * values, which the JSON Schema checks as written.
 */
function tagMessage(tag) {
    const written = tag.replace(/^tag:yaml\.org,2002:/, '!!');
    return `the tag ${written} is not allowed: loadtool.yaml holds plain values only (strings, numbers, booleans, lists and mappings); remove the tag and write the value as text, e.g. a body as a string`;
}
/** Returns the offset of a node's tag: the node's range starts at its value, after the tag (and an anchor). */
function tagOffset(node, source) {
    const start = node.range?.[0] ?? 0;
    let bang = source.lastIndexOf('!', start);
    if (bang < 0)
        return start;
    // Back to the tag's first character: `!!binary` and `!e!name` hold more than one `!`.
    while (bang > 0 && !/[\s,[{]/.test(source[bang - 1]))
        bang--;
    return bang;
}
function ancestors(frame) {
    const nodes = [];
    for (let parent = frame.parent; parent; parent = parent.parent)
        nodes.push(parent.node);
    return nodes;
}
/** Returns the yaml library's alias count of a node: an alias weighs its anchor's uses times its weight, any value 1. */
function aliasWeight(node, targets, uses) {
    let weight = 0;
    const stack = [node];
    while (stack.length > 0) {
        const item = stack.pop();
        if ((0,dist/* isAlias */.Vj)(item)) {
            const target = targets.get(item);
            const use = target && uses.get(target);
            weight = Math.max(weight, use ? use.count * use.weight : 0);
        }
        else if ((0,dist/* isMap */.jh)(item)) {
            for (const pair of item.items)
                stack.push(pair.key, pair.value);
        }
        else if ((0,dist/* isSeq */.oP)(item)) {
            for (const child of item.items)
                stack.push(child);
        }
        else
            weight = Math.max(weight, 1);
    }
    return weight;
}

;// CONCATENATED MODULE: ./src/loadtest/yaml/yaml-syntax-problems.ts
/** What a second document in loadtool.yaml is told to do. */
const ONE_DOCUMENT = 'loadtool.yaml holds one document; remove this "---" and what follows, or merge it into the first';
const YAML_HINTS = {
    TAB_AS_INDENT: 'indent with spaces only',
    BAD_INDENT: 'check the indentation of this line against the lines above',
    MISSING_CHAR: 'close the quote or bracket that is open',
    BLOCK_AS_IMPLICIT_KEY: 'put a nested mapping on its own lines, indented, or quote a value that holds ": "',
    MULTILINE_IMPLICIT_KEY: 'a key must fit on one line; check for a missing ":" or a quote left open above',
    UNEXPECTED_TOKEN: 'check the YAML syntax at this point',
    TAG_RESOLVE_FAILED: 'remove the tag: loadtool.yaml uses plain YAML values only',
    BAD_ALIAS: 'check the alias name',
};
/** Returns a syntax error of the yaml library as a problem at its place, with a hint at the fix. */
function yamlProblem(error, position) {
    const said = error.message.replace(/\.$/, '');
    // A JSONPath with brackets left unquoted inside `{ … }` (`extract: { id: $.data[0].id }`) opens a list there.
    const hint = /^Unexpected flow-seq-start at node end/.test(error.message)
        ? 'a [ inside a value starts a list there: quote the value, e.g. "$.data[0].id"'
        : YAML_HINTS[error.code];
    return {
        path: '',
        ...position(error.pos[0]),
        message: `${said.charAt(0).toLowerCase()}${said.slice(1)}${hint ? `: ${hint}` : ''}`,
    };
}

;// CONCATENATED MODULE: ./src/loadtest/yaml/read-yaml.ts
// src/loadtest/yaml/ reads loadtool.yaml; this is its entry: the text parsed with positions.





/** A load test is a few kilobytes; a file past this is refused unread. */
const MAX_LOAD_TEST_BYTES = 10 * 1024 * 1024;
/** The deepest nesting of mappings and lists accepted; a body nested deeper than this is not a hand-written test. */
const MAX_NESTING = 64;
// Duplicate keys are found in structureProblems: the library's own check takes quadratic time in a large mapping.
const YAML_OPTIONS = { uniqueKeys: false, logLevel: 'error' };
/** Throws a LoadTestError when a file of `bytes` is too big to be a load test; returns nothing otherwise. */
function checkSize(bytes, file) {
    if (bytes > MAX_LOAD_TEST_BYTES) {
        const message = `is ${(bytes / 1024 / 1024).toFixed(1)} MB; a load test is a few kilobytes, so this is not one: check the path`;
        throw new load_test_error/* LoadTestError */.v(file, [{ path: '', message }]);
    }
}
/**
 * Returns the one YAML document of a text as data, and a function that says where the value at a path is written.
 * Throws a LoadTestError for a text too big, or what is not a YAML mapping, or not safe to convert into one.
 */
function readYaml(text, file) {
    checkSize(Buffer.byteLength(text), file);
    // Editors do not show a byte-order mark; columns on the first line are counted without it.
    const source = text.replace(/^\uFEFF/, '');
    const lineCounter = new dist/* LineCounter */.HN();
    const position = (offset) => {
        const { line, col } = lineCounter.linePos(offset);
        return { line, column: col };
    };
    const fail = (problems) => new load_test_error/* LoadTestError */.v(file, sortProblems(problems));
    const parsed = parseYaml(source, lineCounter);
    if ('tooDeep' in parsed) {
        const message = `nested more than ${MAX_NESTING} levels deep: a load test does not need this much nesting; flatten it`;
        throw fail([{ path: '', ...position(parsed.tooDeep), message }]);
    }
    const { doc, secondDocument } = parsed;
    const syntax = [...doc.errors, ...doc.warnings].map((error) => yamlProblem(error, position));
    if (secondDocument !== undefined) {
        const message = `a second YAML document starts here: ${ONE_DOCUMENT}`;
        syntax.push({ path: '', ...position(secondDocument), message });
    }
    if (syntax.length > 0)
        throw fail(syntax);
    const root = doc.contents;
    if (root === null) {
        throw fail([
            { path: '', line: 1, column: 1, message: 'the file is empty: write version: 1, baseUrl and scenarios' },
        ]);
    }
    if (!(0,dist/* isMap */.jh)(root)) {
        const what = (0,dist/* isSeq */.oP)(root) ? 'a list' : (0,dist/* isAlias */.Vj)(root) ? 'an alias' : 'a single value';
        const message = `the file must hold a mapping of keys (version, baseUrl, scenarios), not ${what}`;
        throw fail([{ path: '', ...position(root.range[0]), message }]);
    }
    const structure = structureProblems(root, position, source);
    if (structure.length > 0)
        throw fail(structure);
    let data;
    try {
        data = doc.toJS({ maxAliasCount: MAX_ALIASES });
    }
    catch (error) {
        // structureProblems finds what the library refuses; this is a safety net for what it may find besides.
        if (!(error instanceof ReferenceError))
            throw error;
        throw fail([{ path: '', ...position(root.range[0]), message: `the aliases cannot be resolved: ${error.message}` }]);
    }
    const offsetOf = (0,yaml_locator/* locator */.f)(doc);
    return { data, locate: (segments, at) => position(offsetOf(segments, at)) };
}
/** Stops the token stream of a document nested too deeply, before the document is composed. */
class TooDeep extends Error {
    offset;
    constructor(offset) {
        super('nested too deeply');
        this.offset = offset;
    }
}
const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);
/**
 * Parses the first YAML document of a text, as the yaml library's parseDocument does, in one pass that watches how
 * deep the parser is: the library composes nested nodes recursively, so input nested past MAX_NESTING is stopped
 * before composition, at the offset of the first collection too deep. Also returns where a second document starts.
 */
function parseYaml(source, lineCounter) {
    const parser = new dist/* Parser */.iX(lineCounter.addNewLine);
    function* tokens() {
        lineCounter.addNewLine(0);
        for (const lexeme of new dist/* Lexer */.JG().lex(source)) {
            yield* parser.next(lexeme);
            // The parser keeps what is open on an explicit stack; collections are at most as many as its entries.
            if (parser.stack.length <= MAX_NESTING)
                continue;
            const deepest = parser.stack.filter((token) => COLLECTIONS.has(token.type))[MAX_NESTING];
            if (deepest && 'offset' in deepest)
                throw new TooDeep(deepest.offset);
        }
        yield* parser.end();
    }
    const documents = [];
    try {
        for (const doc of new dist/* Composer */.Dk(YAML_OPTIONS).compose(tokens(), true, source.length)) {
            documents.push(doc);
            if (documents.length === 2)
                break;
        }
    }
    catch (error) {
        if (error instanceof TooDeep)
            return { tooDeep: error.offset };
        throw error;
    }
    return { doc: documents[0], secondDocument: documents[1]?.range[0] };
}
/** Returns the problems in the order of the text: by line, then column, then path. */
function sortProblems(problems) {
    return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.path.localeCompare(b.path));
}


/***/ }),

/***/ 64632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ locator)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
// Where a path of the data is written in loadtool.yaml, as an offset, and offsets as line and column.

/**
 * Returns a function that says where the value at `segments` is written, as an offset: its key (`at: 'key'`), its
 * value (`'value'`, the key when the value is empty), or the mapping that holds it (`'parent'`, for a key that is
 * missing). A path that leaves the text, as through an alias, ends at the last node it reached.
 */
function locator(doc) {
    // Each mapping's keys are indexed once: a file may hold many problems in one large mapping.
    const indexes = new WeakMap();
    const pairOf = (map, key) => {
        let index = indexes.get(map);
        if (!index) {
            index = new Map();
            for (const pair of map.items)
                if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key))
                    index.set(String(pair.key.value), pair);
            indexes.set(map, index);
        }
        return index.get(key);
    };
    const start = (node) => ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) ? node.range?.[0] : undefined);
    return (segments, at) => {
        let value = doc.contents;
        let key;
        for (const segment of at === 'parent' ? segments.slice(0, -1) : segments) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(value)) {
                const pair = pairOf(value, String(segment));
                if (!pair)
                    break;
                [key, value] = [pair.key, pair.value];
            }
            else if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(value) && value.items[Number(segment)] !== undefined) {
                [key, value] = [undefined, value.items[Number(segment)]];
            }
            else
                break;
        }
        const empty = start(value) === undefined || ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(value) && value.value === null && !value.source);
        return (at === 'key' || empty ? start(key) : undefined) ?? start(value) ?? 0;
    };
}


/***/ }),

/***/ 5190:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ YAML_WORDING),
/* harmony export */   W: () => (/* binding */ show)
/* harmony export */ });
/* harmony import */ var _json_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45034);
// How loadtool.yaml's messages speak: a mapping, a list, examples as flow YAML.

/** loadtool.yaml is YAML: its messages call an object a mapping and an array a list, and write examples as flow YAML. */
const YAML_WORDING = new _json_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .Wording */ .Jj({
    types: {
        object: 'a mapping',
        array: 'a list',
        string: 'a string',
        integer: 'a whole number',
        number: 'a number',
        boolean: 'a boolean',
        null: 'empty',
    },
    show,
    typedScalars: false,
    print: flowYaml,
    reference: "qa-perf's docs/loadtool-yaml.md",
});
/** Returns a value as a message about loadtool.yaml quotes it: JSON on one line, cut short past 60 characters. */
function show(value) {
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
/** Returns a value as YAML on one line: `{ status: [201] }`, `"30s"`. */
function flowYaml(value) {
    if (Array.isArray(value))
        return `[${value.map(flowYaml).join(', ')}]`;
    if (value && typeof value === 'object') {
        const entries = Object.entries(value).map(([key, item]) => `${/^[A-Za-z_][\w-]*$/.test(key) ? key : JSON.stringify(key)}: ${flowYaml(item)}`);
        return `{ ${entries.join(', ')} }`;
    }
    return JSON.stringify(value);
}


/***/ }),

/***/ 153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ym: () => (/* binding */ MIN_MASKED_LENGTH),
  nk: () => (/* binding */ maskerOf),
  Mp: () => (/* binding */ tooShortToMask)
});

;// CONCATENATED MODULE: ./src/secret-forms.ts
// Finds a secret in a text in every form it took on the way out, for masker.ts.
/**
 * Where a secret is in a text, in whatever form it took on the way out: a server echoes what it was sent
 * percent-encoded (`Cannot GET /items?t=p%40ss`), JSON-escaped (once, or JSON within JSON), HTML- or XML-escaped, in
 * base64 (alone, or inside `user:password` of Basic auth), form-encoded (`+` for a space), or cut by a line break.
 *
 * Rather than spell out every form (a pattern of every encoding of every character grows with the secret and with
 * each encoding), the text is decoded into bytes that each remember the span of the text they came from, one kind of
 * escape at a time (percent, JSON, HTML/XML; up to three layers, any order: `\\"` in JSON within JSON, `%2540`
 * encoded twice, JSON within HTML); line breaks are dropped. The secret's bytes and its base64 are looked for in the
 * text and in each decoding, and a match is the span of the text it came from. One kind a layer, because the kinds
 * read each other's characters (`\f&quot;` is a JSON escape and an HTML one); each layer is read as its encoder wrote
 * it, from the start of the text. A leaf module.
 */
/** How many layers of escapes are decoded at most: an escape of an escape of an escape, and no deeper. */
const DECODINGS = 3;
/** What a secret looks like decoded: as written without line breaks, with `+` for a space, and its base64. */
function secretForms(secret) {
    const plain = withoutBreaks(secret);
    return [...new Set([plain, plain.replace(/ /g, '+'), ...base64Cores(secret)])].filter((form) => form.length > 0);
}
/** The text without its line breaks, as it is searched. */
function withoutBreaks(text) {
    return text.replace(/[\r\n]/g, '');
}
/** Returns the spans of the text (start, end) where one of the forms is, in the text as it is or decoded. */
function spansOf(text, forms) {
    const spans = [];
    if (!/[%\\&\r\n]/.test(text)) {
        // Nothing to decode and no line break: the forms as they are (the common case, without a copy of the text).
        for (const form of forms) {
            for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1))
                spans.push([at, at + form.length]);
        }
        return spans;
    }
    const needles = forms.map((form) => Buffer.from(form, 'utf8'));
    const layers = [{ decoded: asBytes(text), depth: 0 }];
    for (let layer = layers.pop(); layer !== undefined; layer = layers.pop()) {
        const { decoded, depth } = layer;
        for (const form of needles) {
            for (let at = decoded.bytes.indexOf(form); at !== -1; at = decoded.bytes.indexOf(form, at + 1)) {
                spans.push([decoded.start[at], decoded.end[at + form.length - 1]]);
            }
        }
        if (depth === DECODINGS)
            continue;
        for (const escape of ESCAPES) {
            const next = decodeOnce(decoded, escape);
            if (next)
                layers.push({ decoded: next, depth: depth + 1 });
        }
    }
    return spans;
}
/** The text as UTF-8 bytes, each with the span of its character; line breaks left out. */
function asBytes(text) {
    const decoded = { bytes: Buffer.alloc(0), start: [], end: [] };
    const bytes = [];
    let index = 0;
    for (const character of text) {
        const next = index + character.length;
        if (character !== '\n' && character !== '\r') {
            for (const byte of Buffer.from(character, 'utf8')) {
                bytes.push(byte);
                decoded.start.push(index);
                decoded.end.push(next);
            }
        }
        index = next;
    }
    decoded.bytes = Buffer.from(bytes);
    return decoded;
}
const JSON_ESCAPES = {
    '"': '"',
    '\\': '\\',
    '/': '/',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
};
const NAMED_REFERENCES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** `%XX`: a byte. */
const percent = (text, at) => {
    const match = /^%([0-9a-fA-F]{2})/.exec(text.slice(at, at + 3));
    return match ? [[parseInt(match[1], 16)], 3] : undefined;
};
/** `\uXXXX` (a surrogate pair as one), `\"` and the other escapes of a JSON string. */
const json = (text, at) => {
    const rest = text.slice(at, at + 12);
    let match = /^\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})/i.exec(rest);
    if (match)
        return [utf8(String.fromCharCode(parseInt(match[1], 16), parseInt(match[2], 16))), 12];
    match = /^\\u([0-9a-fA-F]{4})/.exec(rest);
    if (match)
        return [utf8(String.fromCharCode(parseInt(match[1], 16))), 6];
    match = /^\\(["\\/bfnrt])/.exec(rest);
    return match ? [utf8(JSON_ESCAPES[match[1]]), 2] : undefined;
};
/** `&lt;` and the other named references of XML, `&#60;`, `&#x3C;`. */
const markup = (text, at) => {
    const match = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/.exec(text.slice(at, at + 12));
    if (!match)
        return undefined;
    if (match[3])
        return [utf8(NAMED_REFERENCES[match[3]]), match[0].length];
    const code = match[1] ? Number(match[1]) : parseInt(match[2], 16);
    return code <= 0x10ffff ? [utf8(String.fromCodePoint(code)), match[0].length] : undefined;
};
const ESCAPES = [percent, json, markup];
/** Decodes every escape of one kind once; undefined when there is none. A line break decoded is dropped. */
function decodeOnce(input, escape) {
    const output = { bytes: Buffer.alloc(0), start: [], end: [] };
    const bytes = [];
    const text = input.bytes.toString('latin1');
    let decodedAny = false;
    for (let at = 0; at < text.length;) {
        const found = escape(text, at);
        decodedAny ||= found !== undefined;
        const [value, length] = found ?? [[input.bytes[at]], 1];
        const start = input.start[at];
        const end = input.end[at + length - 1];
        for (const byte of value) {
            if (byte === 0x0a || byte === 0x0d)
                continue;
            bytes.push(byte);
            output.start.push(start);
            output.end.push(end);
        }
        at += length;
    }
    if (!decodedAny)
        return undefined;
    output.bytes = Buffer.from(bytes);
    return output;
}
function utf8(text) {
    return [...Buffer.from(text, 'utf8')];
}
/**
 * Returns the base64 characters that the secret's bytes alone decide, at each of the three places it can start in
 * a base64 text (after 0, 1 or 2 bytes of something else, e.g. `user:`), in both alphabets (`+/` and `-_`).
 */
function base64Cores(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const cores = [];
    for (const offset of [0, 1, 2]) {
        const text = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(2)]).toString('base64');
        // A base64 character holds 6 bits: those wholly inside the secret's bits depend on nothing else.
        const core = text.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
        cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return cores;
}

;// CONCATENATED MODULE: ./src/masker.ts
// maskerOf(values): the one way a secret is hidden in text, in every form it takes on the way out.

/**
 * Secrets shorter than this are not masked. Masking a one-character secret (`API_TOKEN=o`) would replace that letter
 * in every text, and still hide nothing worth hiding; GitHub's masker has the same problem, so such a value is not
 * given to it either. Whoever registers secrets warns about the short ones, naming them (see `tooShortToMask`).
 */
const MIN_MASKED_LENGTH = 4;
/** Returns whether a secret is too short to be masked safely (see MIN_MASKED_LENGTH); an empty value is no secret. */
function tooShortToMask(secret) {
    return secret.length > 0 && withoutBreaks(secret).length < MIN_MASKED_LENGTH;
}
/**
 * Returns a function that replaces each of the secrets in a text with `***`, in every form it can take on the way out
 * (as written, percent-encoded, JSON-, HTML- or XML-escaped, base64 alone or within `user:password`, cut by a line
 * break: secret-forms.ts). Every stage that handles a secret (the schema fetch's headers, the load test's `${NAME}`
 * values) masks with it, before anything reaches a log or a file. Secrets too short to mask safely are left out.
 */
function maskerOf(secrets) {
    const forms = [...new Set(secrets)]
        .filter((secret) => withoutBreaks(secret).length >= MIN_MASKED_LENGTH)
        .flatMap((secret) => secretForms(secret));
    if (forms.length === 0)
        return (text) => text;
    const maskOnce = (text) => replaceSpans(text, spansOf(text, forms));
    // Again until nothing changes: a secret of `*` can be made whole again by the `***` put in its place.
    return (text) => {
        let result = text;
        for (let before = ''; result !== before;)
            [before, result] = [result, maskOnce(result)];
        return result;
    };
}
/** Returns the text with each span, overlapping ones merged, replaced by `***`. */
function replaceSpans(text, spans) {
    if (spans.length === 0)
        return text;
    spans.sort((a, b) => a[0] - b[0]);
    let result = '';
    let from = 0;
    for (const [start, end] of spans) {
        if (end <= from)
            continue;
        result += start >= from ? `${text.slice(from, start)}***` : '';
        from = end;
    }
    return result + text.slice(from);
}


/***/ }),

/***/ 37047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ deepGraphqlPosition)
/* harmony export */ });
/* harmony import */ var graphql__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17645);
/* harmony import */ var _nesting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15441);
// Where a GraphQL text first nests too deep, found with graphql-js's lexer before the parser recurses.


/**
 * Returns where a GraphQL text (SDL or a query) first opens a list, object or argument list beyond MAX_NESTING levels, or undefined when
 * it stays within them (or does not lex: the parser then says where). Reads tokens with graphql-js's lexer, which
 * does not recurse, so that brackets in strings and comments do not count.
 */
function deepGraphqlPosition(body) {
    const lexer = new graphql__WEBPACK_IMPORTED_MODULE_1__/* .Lexer */ .JGi(new graphql__WEBPACK_IMPORTED_MODULE_1__/* .Source */ .kLi(body));
    let depth = 0;
    try {
        for (let token = lexer.advance(); token.kind !== graphql__WEBPACK_IMPORTED_MODULE_1__/* .TokenKind */ .Ypy.EOF; token = lexer.advance()) {
            if (token.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .TokenKind */ .Ypy.BRACKET_L || token.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .TokenKind */ .Ypy.BRACE_L || token.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .TokenKind */ .Ypy.PAREN_L) {
                if (++depth > _nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_NESTING */ .M1)
                    return { line: token.line, column: token.column };
            }
            else if (token.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .TokenKind */ .Ypy.BRACKET_R ||
                token.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .TokenKind */ .Ypy.BRACE_R ||
                token.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .TokenKind */ .Ypy.PAREN_R) {
                depth = Math.max(0, depth - 1);
            }
        }
    }
    catch (error) {
        if (!(error instanceof graphql__WEBPACK_IMPORTED_MODULE_1__/* .GraphQLError */ .eOn))
            throw error;
    }
    return undefined;
}


/***/ }),

/***/ 15441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fd: () => (/* binding */ TooDeepError),
/* harmony export */   M1: () => (/* binding */ MAX_NESTING),
/* harmony export */   fF: () => (/* binding */ isStackOverflow),
/* harmony export */   qK: () => (/* binding */ nestsTooDeep)
/* harmony export */ });
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9275);
// How deep a schema may nest, and the error of one that nests deeper, checked before any walker recurses.

/**
 * How deep arrays and objects (or GraphQL lists, objects and argument lists) may nest in a schema. Real API
 * descriptions stay far below (GitHub's REST description: about 20 levels); every walker that reads a schema (our own, the
 * $ref resolver, openapi-sampler, graphql-js's parser and printer) recurses once per level, so a hostile document
 * nested 100,000 deep would otherwise end in a stack overflow instead of a message.
 */
const MAX_NESTING = 256;
/** A schema nests deeper than MAX_NESTING: refused before any walker recurses into it. */
class TooDeepError extends _schema_error_js__WEBPACK_IMPORTED_MODULE_0__/* .SchemaError */ .A {
    name = 'TooDeepError';
    constructor(source, position = {}) {
        super(source, [
            {
                path: '',
                ...position,
                message: `nests more than ${MAX_NESTING} levels deep (lists and objects within each other): no API schema does, so it is not read; check that this is the schema meant`,
            },
        ]);
    }
}
/** Returns whether a parsed value nests arrays and objects more than MAX_NESTING deep; iterative. */
function nestsTooDeep(value) {
    const stack = [{ value, depth: 0 }];
    // A YAML alias may share one object from several places (or contain itself): each is walked again only when
    // reached deeper than before, so that the walk ends and a cycle counts as too deep.
    const deepest = new Map();
    for (let next = stack.pop(); next; next = stack.pop()) {
        const { value: current, depth } = next;
        if (typeof current !== 'object' || current === null || (deepest.get(current) ?? -1) >= depth)
            continue;
        if (depth >= MAX_NESTING)
            return true;
        deepest.set(current, depth);
        for (const item of Object.values(current)) {
            if (typeof item === 'object' && item !== null)
                stack.push({ value: item, depth: depth + 1 });
        }
    }
    return false;
}
/**
 * Returns whether an error is a JavaScript stack overflow (or a library's error that wraps one), which a schema too
 * deep for a walker causes.
 */
function isStackOverflow(error) {
    return error instanceof Error && /maximum call stack size exceeded/i.test(error.message);
}


/***/ }),

/***/ 9275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ SchemaError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// The error of an API schema that cannot be read: every problem found.

/** The API schema (OpenAPI document or GraphQL schema) cannot be read: every problem found. */
class SchemaError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    name = 'SchemaError';
}


/***/ }),

/***/ 77825:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ findScript)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Finds a script scenario's module: beside loadtool.yaml, else in the working directory.


/**
 * Returns the file of a scenario's `script:` as written: resolved against the directory of loadtool.yaml, else the
 * working directory, as a user who runs `loadtool` from the repository's root or beside the file would expect.
 */
function findScript(script, loadTestFile, cwd = process.cwd()) {
    const tried = [...new Set([(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, loadTestFile)), script), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, script)])];
    return { file: tried.find((path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false })?.isFile()), tried };
}


/***/ }),

/***/ 94680:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gX: () => (/* binding */ ScriptLoadError),
/* harmony export */   k0: () => (/* binding */ loadScript)
/* harmony export */ });
/* unused harmony export loadErrorMessage */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
// src/scripts/ is custom scripts; this loads a script's module, stripping TypeScript's types where Node cannot.



/** A script that does not load, or does not export what a script must: the message says why and what to do. */
class ScriptLoadError extends Error {
    name = 'ScriptLoadError';
}
let hooksRegistered = false;
/**
 * Imports a script module (an absolute path) and returns its functions; throws a ScriptLoadError, with the loader's
 * message and never a stack trace, when it does not load or its default export (or `once`) is not a function.
 * Importing runs the module's top level, once per process.
 */
async function loadScript(file) {
    registerStripTypes();
    let module;
    try {
        // Kept a real import in the bundle: ncc must not try to bundle a file only known at run time.
        module = (await import(/* webpackIgnore: true */ (0,node_url__WEBPACK_IMPORTED_MODULE_2__.pathToFileURL)(file).href));
    }
    catch (error) {
        throw new ScriptLoadError(`does not load: ${loadErrorMessage(error)}`);
    }
    const { default: run, once } = module;
    if (typeof run !== 'function') {
        throw new ScriptLoadError(`has no default export function: write export default async function (vu: VirtualUser) { … }, one iteration of a virtual user`);
    }
    if (once !== undefined && typeof once !== 'function') {
        throw new ScriptLoadError(`exports once, but not as a function: write export async function once(vu: VirtualUser) { … }, or remove it`);
    }
    return { file, run: run, once: once };
}
/**
 * Lets Node import TypeScript where it cannot by itself (Node 20): registers, once, the load hook that strips types
 * (strip-types-hooks.ts), for a `.js` script's `.ts` imports too. Not needed where Node strips types itself (22.18+, 24), nor from the sources (jest, tsx),
 * whose own loader compiles TypeScript.
 */
function registerStripTypes() {
    if (hooksRegistered)
        return;
    hooksRegistered = true;
    if (process.features.typescript)
        return;
    const here = import.meta.url;
    if (here.endsWith('.ts'))
        return;
    // The bundle is dist/index.js (the action) or dist/cli/index.js (loadtool); the hooks are dist/strip-types/.
    const hooks = ['./strip-types/index.js', '../strip-types/index.js']
        .map((path) => new URL(path, here))
        .find((url) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(url)));
    if (hooks)
        (0,node_module__WEBPACK_IMPORTED_MODULE_1__.register)(hooks.href);
}
/**
 * Returns the first line of a loader's error, with the place in the script when Node's own stripper names one.
 * @internal Exported for the tests.
 */
function loadErrorMessage(error) {
    if (!(error instanceof Error))
        return String(error);
    // Node's stripper (22.18+, 24) writes `x message`, then `,-[file:line:column]` over the code; ours names the place.
    const first = (error.message.split('\n').find((line) => line.trim() !== '') ?? error.name)
        .trim()
        .replace(/^x\s+/, '');
    const place = /,-\[(.+:\d+:\d+)\]/.exec(error.message)?.[1] ?? syntaxPlace(error.stack);
    return place ? `${first} (${place.startsWith('file:') ? (0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(place) : place})` : first;
}
/**
 * Returns `file:line:column` of a syntax error whose message names no place (Node 24's stripper, V8's own syntax
 * errors): their stack starts with `file:line`, the code, then a line of carets under the fault; undefined otherwise.
 * Only the place is taken from the stack, never the stack itself.
 */
function syntaxPlace(stack) {
    const [head, ...rest] = (stack ?? '').split('\n');
    const at = /^((?:file:\/\/|\/).+):(\d+)$/.exec(head ?? '');
    if (!at)
        return undefined;
    const carets = rest.find((line) => /^\s*\^+\s*$/.test(line));
    return `${at[1]}:${at[2]}:${carets ? carets.indexOf('^') + 1 : 1}`;
}


/***/ }),

/***/ 33754:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lk: () => (/* binding */ shortSecretNames),
/* harmony export */   VX: () => (/* binding */ secretValues),
/* harmony export */   s1: () => (/* binding */ urlPasswords)
/* harmony export */ });
/* harmony import */ var _masker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(153);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84429);
// Which values are secrets: those of a load test's `${NAME}`s, and the passwords in URLs.


/**
 * Returns the values to mask of a load test, parsed or as read from YAML: those of the environment variables that its
 * `${NAME}` placeholders name, when set, and the password of its base URL's user information; those too short to mask
 * safely left out (see `shortSecretNames`). A leaf module, so that validation can mask what a script's top level
 * throws before the load test is whole.
 */
function secretValues(loadTest, env) {
    const values = placeholderNames(loadTest).map((name) => env[name]);
    return [...values, ...urlPasswords([baseUrlOf(loadTest)])].filter((value) => Boolean(value) && !(0,_masker_js__WEBPACK_IMPORTED_MODULE_0__/* .tooShortToMask */ .Mp)(value));
}
/** Returns the names of the `${NAME}` variables of a load test whose values are set but too short to mask safely. */
function shortSecretNames(loadTest, env) {
    return placeholderNames(loadTest).filter((name) => (0,_masker_js__WEBPACK_IMPORTED_MODULE_0__/* .tooShortToMask */ .Mp)(env[name] ?? ''));
}
/** Returns the names of a load test's `${NAME}` variables; `${uuid}` and `${data.<column>}` are the run's own values, never secrets. */
function placeholderNames(loadTest) {
    const names = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .findPlaceholders */ .GY)(JSON.stringify(loadTest) ?? '').flatMap(({ name }) => (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .isRunValue */ .Xe)(name) ? [] : [name]);
    return [...new Set(names)];
}
function baseUrlOf(loadTest) {
    const baseUrl = loadTest?.baseUrl;
    return typeof baseUrl === 'string' ? baseUrl : undefined;
}
/**
 * Returns the passwords of the URLs' user information, as written and decoded (a server's error may echo either):
 * credentials in a URL are secrets wherever the URL appears.
 */
function urlPasswords(urls) {
    const passwords = urls.flatMap((url) => {
        if (url === undefined || !URL.canParse(url))
            return [];
        const { password } = new URL(url);
        if (!password)
            return [];
        let decoded = password;
        try {
            decoded = decodeURIComponent(password);
        }
        catch {
            // A malformed escape: the password as written is all there is.
        }
        return [password, decoded];
    });
    return [...new Set(passwords)];
}


/***/ }),

/***/ 45128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ formatRate),
/* harmony export */   O0: () => (/* binding */ defaultMaxUsers),
/* harmony export */   WN: () => (/* binding */ parseRate),
/* harmony export */   bI: () => (/* binding */ RATE_EXAMPLES),
/* harmony export */   m3: () => (/* binding */ MAX_ARRIVAL_RATE)
/* harmony export */ });
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17947);
// The rates of the open model (`arrivalRate: 200/s`, a stage's `target`), parsed and written.

/**
 * As loadtool.yaml, the plan and `x-perf` write them: requests per second (`200/s`, `200 rps`, a plain number) or per
 * minute (`12000/m`), fractions allowed.
 */
/**
 * The highest rate of one scenario, in requests per second: what one process schedules with room to spare; a larger
 * load is sharded over runners, as users are.
 */
const MAX_ARRIVAL_RATE = 100_000;
/** A rate as text: a number, then `/s`, `rps` (per second) or `/m` (per minute), spaces allowed before the unit. */
const RATE = /^([0-9]+(?:\.[0-9]+)?)\s*(\/s|rps|\/m)$/;
/** What a rate looks like, for messages. */
const RATE_EXAMPLES = 'requests per second such as 200/s (or 200 rps, a plain 200, or 12000/m per minute)';
/**
 * Returns the requests per second of a rate (`200/s`, `200 rps`, `12000/m`, or a plain number per second), or
 * undefined for anything else; 0 and rates past MAX_ARRIVAL_RATE are returned for the caller to judge.
 */
function parseRate(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) && value >= 0 ? value : undefined;
    if (typeof value !== 'string')
        return undefined;
    const text = value.trim();
    if (/^[0-9]+(?:\.[0-9]+)?$/.test(text))
        return Number(text);
    const match = RATE.exec(text);
    if (!match)
        return undefined;
    const number = Number(match[1]);
    return match[2] === '/m' ? number / 60 : number;
}
/** Returns a rate in requests per second as loadtool.yaml writes it: `200/s`, `0.5/s`. */
function formatRate(perSecond) {
    return `${Number(perSecond.toFixed(6))}/s`;
}
/**
 * Returns the connections an open-model scenario uses when it sets no `maxUsers`: enough for 1 s of its highest rate
 * (a request may take up to a second before the schedule runs out of connections), at least 1, at most
 * MAX_CONCURRENT_USERS.
 */
function defaultMaxUsers(rates) {
    return Math.min(_units_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_CONCURRENT_USERS */ .AD, Math.max(1, Math.ceil(Math.max(0, ...rates))));
}


/***/ }),

/***/ 62866:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ MAX_SOURCE_VALUES),
/* harmony export */   y: () => (/* binding */ isDataSource)
/* harmony export */ });
/** The most values kept of one source: enough to spread the load over many records, bounded in memory. */
const MAX_SOURCE_VALUES = 1000;
/**
 * Returns whether a value is written as a data source: a mapping with a `from` and a `pick`. In a body or GraphQL
 * variables, where any mapping is data, only such a mapping is read as a source.
 */
function isDataSource(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'pick' in value;
}


/***/ }),

/***/ 54289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I3: () => (/* binding */ KNOWN_HTTP_METHODS),
/* harmony export */   Uw: () => (/* binding */ isSentHttpMethod),
/* harmony export */   yC: () => (/* binding */ unsentMethodMessage)
/* harmony export */ });
/* unused harmony export HTTP_METHODS */
// The one list of HTTP methods a load test sends.
/**
 * The methods a load test sends: the plan reader, the OpenAPI reader and validation all take this one list.
 * @internal Exported for the tests.
 */
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/**
 * Methods a document may name that a load test never sends: `TRACE` echoes the request back (a diagnostic, often
 * disabled) and `CONNECT` opens a tunnel. They are recognized only so that they are refused with a reason.
 */
const UNSENT_HTTP_METHODS = ['TRACE', 'CONNECT'];
/** Every method a document may name: those sent, then those recognized only to be refused. */
const KNOWN_HTTP_METHODS = [...HTTP_METHODS, ...UNSENT_HTTP_METHODS];
/** Returns whether `method` (any case) is one a load test sends. */
function isSentHttpMethod(method) {
    return HTTP_METHODS.includes(method.toUpperCase());
}
/** Returns the sentence that refuses a method outside HTTP_METHODS, naming the ones to write instead. */
function unsentMethodMessage(method) {
    return `${method} is not an HTTP method a load test sends; write one of ${HTTP_METHODS.join(', ')}`;
}


/***/ }),

/***/ 93975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BL: () => (/* binding */ parseTolerance),
/* harmony export */   EK: () => (/* binding */ MIN_ROUND_SECONDS),
/* harmony export */   JH: () => (/* binding */ MAX_ROUNDS),
/* harmony export */   T1: () => (/* binding */ roundsOf),
/* harmony export */   Xn: () => (/* binding */ REGRESSION_KEYS),
/* harmony export */   dO: () => (/* binding */ REGRESSION_DEFINITIONS),
/* harmony export */   lg: () => (/* binding */ FALSE_ALARM_RATE),
/* harmony export */   ou: () => (/* binding */ DEFAULT_REGRESSION),
/* harmony export */   yM: () => (/* binding */ fewestRoundsToRegress),
/* harmony export */   z2: () => (/* binding */ isRegressionKey)
/* harmony export */ });
/* unused harmony export DEFAULT_ROUNDS */
// The regression tolerances of `loadtool.yaml`: how much worse than the baseline each metric may get.
/**
 * The regression tolerances of `loadtool.yaml` (`regression: { p95: 10%, errorRate: 1pp }`): how much worse than the
 * baseline a metric may get, keyed by the threshold keys. A latency (and `mean`) may grow by a percentage of the
 * baseline's value; `rps` may fall by one; `errorRate` may grow by percentage points. `okRate` has no tolerance: its
 * change is errorRate's. Adding a key is one line here plus its property in `schemas/loadtool.schema.json`.
 */
const REGRESSION_DEFINITIONS = {
    p50: { worse: 'higher', unit: '%' },
    p75: { worse: 'higher', unit: '%' },
    p90: { worse: 'higher', unit: '%' },
    p95: { worse: 'higher', unit: '%' },
    p99: { worse: 'higher', unit: '%' },
    p999: { worse: 'higher', unit: '%' },
    max: { worse: 'higher', unit: '%' },
    mean: { worse: 'higher', unit: '%' },
    errorRate: { worse: 'higher', unit: 'pp' },
    rps: { worse: 'lower', unit: '%' },
};
/** Every regression key, latencies first. */
const REGRESSION_KEYS = Object.keys(REGRESSION_DEFINITIONS);
/**
 * What generation writes in `defaults.regression`, a tolerance a line, and what judges a scenario without tolerances
 * against a baseline (docs/regression-gate.md).
 */
const DEFAULT_REGRESSION = { p50: '10%', p95: '10%', errorRate: '1pp' };
/**
 * The most rounds a scenario gets when loadtool.yaml sets none (see roundsOf): enough for the run-level error control
 * to judge hundreds of comparisons (docs/regression-gate.md#the-statistics).
 * @internal Exported for the tests.
 */
const DEFAULT_ROUNDS = 10;
/** The most rounds a scenario may have. */
const MAX_ROUNDS = 100;
/** The shortest round: a round's figures need enough requests to stand for it. */
const MIN_ROUND_SECONDS = 1;
/**
 * Returns the rounds a scenario's measured time is split into: the ones written, else as many as fit rounds of at
 * least MIN_ROUND_SECONDS, at most DEFAULT_ROUNDS, and at least one (the same rule validation holds written rounds to).
 */
function roundsOf(scenario) {
    if (scenario.rounds !== undefined)
        return scenario.rounds;
    return Math.max(1, Math.min(DEFAULT_ROUNDS, Math.floor(scenario.durationSeconds / MIN_ROUND_SECONDS)));
}
/** Returns true when a text is a regression key. */
function isRegressionKey(key) {
    return Object.hasOwn(REGRESSION_DEFINITIONS, key);
}
/**
 * Returns the number in a tolerance written in its key's unit (`10%` → 10 for p95, `1pp` → 1 for errorRate; fractions
 * allowed, 0 too), or undefined when it is not one: a percentage up to 1000% for a latency, up to 100% for rps, points
 * up to 100pp for errorRate.
 */
function parseTolerance(key, text) {
    const { unit } = REGRESSION_DEFINITIONS[key];
    const match = /^([0-9]+(?:\.[0-9]+)?)(%|pp)$/.exec(text.trim());
    if (!match || match[2] !== unit)
        return undefined;
    const value = Number(match[1]);
    const most = unit === 'pp' || key === 'rps' ? 100 : 1000;
    return value <= most ? value : undefined;
}
/**
 * The most the chance may be that an unchanged build is judged regressed anywhere in a run: on any scenario, any
 * tolerance. A pull request shows one verdict; 1% of unchanged pull requests failing is what a gate can afford.
 */
const FALSE_ALARM_RATE = 0.01;
/**
 * Returns the fewest rounds a side (as many on each) with which a metric can be judged regressed among `comparisons`
 * at FALSE_ALARM_RATE: the smallest exact one-sided Mann–Whitney p-value of n against n rounds is 1 / C(2n, n) (every
 * head round beyond every base one), which must be within FALSE_ALARM_RATE / comparisons, the bound of Holm's first
 * step. 5 for one comparison, 8 for 60; at most MAX_ROUNDS.
 */
function fewestRoundsToRegress(comparisons) {
    let rounds = 1;
    let arrangements = 2; // C(2, 1)
    while (1 / arrangements > FALSE_ALARM_RATE / Math.max(1, comparisons) && rounds < MAX_ROUNDS) {
        rounds++;
        // C(2n, n) = C(2n − 2, n − 1) × 2n (2n − 1) / n²
        arrangements = (arrangements * (2 * rounds) * (2 * rounds - 1)) / (rounds * rounds);
    }
    return rounds;
}


/***/ }),

/***/ 58765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MX: () => (/* binding */ DEFAULT_STALL_MS),
/* harmony export */   NP: () => (/* binding */ STREAM_PROTOCOLS),
/* harmony export */   dX: () => (/* binding */ STREAM_FAULTS),
/* harmony export */   gq: () => (/* binding */ STREAM_MODES)
/* harmony export */ });
// Streams (`stream:` in loadtool.yaml): how they are carried and held, the words the load test and results share.
/** How a stream scenario's streams are carried (docs/streams.md). */
const STREAM_PROTOCOLS = ['sse', 'websocket', 'graphql-ws'];
/** `hold`: each user keeps one stream open for the measured time; `request`: one stream per iteration, read to its end. */
const STREAM_MODES = ['hold', 'request'];
/** The stall limit when `stream.stall` is not set: the longest a stream goes without an event before it is a fault. */
const DEFAULT_STALL_MS = 30_000;
/** The kinds of a stream fault (error category `stream`), as results.json counts them (StreamResult.faults). */
const STREAM_FAULTS = ['stalled', 'ended', 'silent'];


/***/ }),

/***/ 58442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EY: () => (/* binding */ STREAM_THRESHOLD_KEYS),
/* harmony export */   Hj: () => (/* binding */ THRESHOLD_KEYS),
/* harmony export */   Tf: () => (/* binding */ THRESHOLD_DEFINITIONS),
/* harmony export */   iC: () => (/* binding */ isLatencyKey),
/* harmony export */   jA: () => (/* binding */ isThresholdKey)
/* harmony export */ });
// src/vocabulary/ holds the words every stage shares; this holds the threshold keys, each with its bound and unit.
/**
 * The threshold keys of `loadtool.yaml`, each with its bound and unit, in the order reports and generation write
 * them (latencies first). Adding a key is one line here plus its property in `schemas/loadtool.schema.json`.
 */
const THRESHOLD_DEFINITIONS = {
    p50: { bound: 'max', unit: 'ms' },
    p75: { bound: 'max', unit: 'ms' },
    p90: { bound: 'max', unit: 'ms' },
    p95: { bound: 'max', unit: 'ms' },
    p99: { bound: 'max', unit: 'ms' },
    p999: { bound: 'max', unit: 'ms' },
    max: { bound: 'max', unit: 'ms' },
    mean: { bound: 'max', unit: 'ms' },
    // A stream scenario's (stream:), each judged on its p95: time to the response's head, to the first event, and the
    // gaps between a stream's events (docs/streams.md).
    ttfb: { bound: 'max', unit: 'ms' },
    ttfe: { bound: 'max', unit: 'ms' },
    eventGap: { bound: 'max', unit: 'ms' },
    errorRate: { bound: 'max', unit: '%' },
    okRate: { bound: 'min', unit: '%' },
    rps: { bound: 'min', unit: 'rps' },
    // A stream scenario's events per stream (the mean over every stream it opened).
    events: { bound: 'min', unit: 'events' },
};
/** Every threshold key, latencies first. */
const THRESHOLD_KEYS = Object.keys(THRESHOLD_DEFINITIONS);
/** Returns true when a text is a threshold key. */
function isThresholdKey(key) {
    return Object.hasOwn(THRESHOLD_DEFINITIONS, key);
}
/** The threshold keys of a stream scenario's own figures (ScenarioResult.stream), judged on nothing else. */
const STREAM_THRESHOLD_KEYS = ['ttfb', 'ttfe', 'eventGap', 'events'];
/** Returns true when a threshold key limits a latency (milliseconds). */
function isLatencyKey(key) {
    return isThresholdKey(key) && THRESHOLD_DEFINITIONS[key].unit === 'ms';
}


/***/ }),

/***/ 17947:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ MAX_CONCURRENT_USERS),
/* harmony export */   B4: () => (/* binding */ MAX_LATENCY_MS),
/* harmony export */   EF: () => (/* binding */ MAX_DURATION_SECONDS),
/* harmony export */   NX: () => (/* binding */ MAX_REDIRECTS),
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
// The units of `loadtool.yaml`: durations, shorter times, latency limits and percentages, parsed and bounded.
// Test durations (`30s`, `2m`, `1h`), shorter times (`500ms`, `1.5s`), latency limits (`300ms`, `1s`) and percentages
// (`1%`, `0.5%`). Each parser accepts exactly what the JSON Schema's pattern accepts and returns undefined for anything
// else, so that generation can reuse them on values it writes.
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
/** The most redirects one request follows (`followRedirects`): the Fetch standard's limit, which browsers keep. */
const MAX_REDIRECTS = 20;
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
// Made once, and only for a number that String does not write in plain decimals: toLocaleString with options builds a
// formatter at each call, which a large load test notices, and building the first one costs a start-up 20 ms.
let percentFormat;
/** Plain decimals of at most 20 fraction digits: what the formatter writes too, for a number String writes so. */
const PLAIN_DECIMAL = /^-?[0-9]+(?:\.[0-9]{1,20})?$/;
/**
 * Returns a percentage as loadtool.yaml writes it (`99%`, `0.0000001%`): plain decimal notation, never `1e-7%`, which
 * the load test does not read.
 */
function formatPercent(percent) {
    const text = String(percent);
    if (PLAIN_DECIMAL.test(text) && !Object.is(percent, -0))
        return `${text}%`;
    percentFormat ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });
    return `${percentFormat.format(percent)}%`;
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
 * undefined when it does: a latency for p50…max, mean, ttfb, ttfe and eventGap, a percentage for errorRate and okRate,
 * a number for rps and events.
 */
function thresholdValueProblem(key, value) {
    const text = String(value);
    if (key === 'rps')
        return NUMBER.test(text) && Number(text) > 0 ? undefined : 'a number of requests per second above 0, such as 100';
    if (key === 'events')
        return NUMBER.test(text) && Number(text) > 0 ? undefined : 'a number of events per stream above 0, such as 10';
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


/***/ }),

/***/ 55010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JX: () => (/* binding */ contentTypeOf),
/* harmony export */   TI: () => (/* binding */ MAX_HELD_UPLOAD_BYTES),
/* harmony export */   hR: () => (/* binding */ MAX_UPLOAD_BYTES),
/* harmony export */   je: () => (/* binding */ extensionOf),
/* harmony export */   jn: () => (/* binding */ OCTET_STREAM),
/* harmony export */   wE: () => (/* binding */ uploadKind)
/* harmony export */ });
// Uploads (`body: { file }`, `body: { multipart }`): which bodies are uploads, their types, bounds and content types.
/**
 * A file up to this size is read once per process and held in memory, its request (a multipart form encoded around
 * it) built once; a larger one is streamed from disk at each request (docs/loadtool-yaml.md#uploads).
 */
const MAX_HELD_UPLOAD_BYTES = 1024 * 1024;
/** The largest file a request may upload: beyond it a load test measures the disk and the network, not the API. */
const MAX_UPLOAD_BYTES = 1024 * 1024 * 1024;
/**
 * The content types under which a mapping is the body's own data (JSON, a URL-encoded form): there, a body of an
 * upload's shape is sent as that data, never as an upload.
 */
const MAPPING_TYPES = /json|x-www-form-urlencoded/i;
/**
 * Returns which upload a body written in loadtool.yaml is, or undefined for any other body. The rule, one for
 * validation, generation and the engine: a mapping with exactly one key, `file` holding a string or `multipart`
 * holding a mapping, is an upload, unless `contentType` is JSON or a URL-encoded form; so that the JSON body
 * `{"file": "a.png"}` is written with `contentType: application/json`.
 */
function uploadKind(body, contentType) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        return undefined;
    if (typeof contentType === 'string' && MAPPING_TYPES.test(contentType))
        return undefined;
    const keys = Object.keys(body);
    if (keys.length !== 1)
        return undefined;
    const value = body[keys[0]];
    if (keys[0] === 'file')
        return typeof value === 'string' ? 'file' : undefined;
    if (keys[0] === 'multipart')
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? 'multipart' : undefined;
    return undefined;
}
/** Content types by file extension, lower case; the first extension of a type is the one generation writes. */
const TYPES = [
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['svg', 'image/svg+xml'],
    ['pdf', 'application/pdf'],
    ['txt', 'text/plain'],
    ['csv', 'text/csv'],
    ['html', 'text/html'],
    ['json', 'application/json'],
    ['xml', 'application/xml'],
    ['zip', 'application/zip'],
    ['gz', 'application/gzip'],
    ['mp3', 'audio/mpeg'],
    ['wav', 'audio/wav'],
    ['mp4', 'video/mp4'],
    ['bin', 'application/octet-stream'],
];
/** What a file is sent as when nothing says: bytes. */
const OCTET_STREAM = 'application/octet-stream';
/** Returns the content type of a file by its extension (`photo.PNG` → `image/png`); application/octet-stream else. */
function contentTypeOf(path) {
    const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
    return TYPES.find(([known]) => known === extension)?.[1] ?? OCTET_STREAM;
}
/** Returns the extension of a file of a content type (`image/jpeg` → `jpg`, parameters ignored); `bin` when unknown. */
function extensionOf(contentType) {
    const type = contentType.split(';')[0].trim().toLowerCase();
    return TYPES.find(([, known]) => known === type)?.[0] ?? 'bin';
}


/***/ }),

/***/ 97136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cn: () => (/* binding */ DELETE_VERB),
/* harmony export */   Po: () => (/* binding */ CREATE_VERB),
/* harmony export */   lB: () => (/* binding */ CHANGE_VERB)
/* harmony export */ });
// How GraphQL schemas name what a mutation does to records: create, delete or change.
/**
 * How GraphQL schemas name what a mutation does to records: the verb that starts its name. A create (`createTag`,
 * `addComment`, `insert_todos`), a delete (`deleteTagById`, `removeItem`), a change (`updateUser`, `setTitle`).
 * Validation (loadtest/writes.ts) reads a document by them; schema/graphql/graphql-writes.ts names mutations the same way for
 * generation.
 */
const CREATE_VERB = /^(?:create|add|insert|new|register)(?=[A-Z_0-9]|$)/;
const DELETE_VERB = /^(?:delete|remove|destroy|drop|purge)(?=[A-Z_0-9]|$)/;
const CHANGE_VERB = /^(?:update|edit|set|patch|replace|upsert|modify|change|rename)(?=[A-Z_0-9]|$)/;


/***/ }),

/***/ 84886:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"loadtool.schema.json","title":"loadtool.yaml","description":"A load test: the system under test and the scenarios run against it, each with its users, duration and thresholds. Version 1. Keys that start with `x-` are allowed at every level and ignored.","type":"object","required":["version","baseUrl","scenarios"],"properties":{"$schema":{"type":"string","title":"the path or URL of this JSON Schema","examples":["../node_modules/qa-perf/schemas/loadtool.schema.json"],"description":"The JSON Schema an editor uses to check this file."},"version":{"const":1,"title":"1 (the only version of this format)","description":"The version of the file format; only 1 exists."},"baseUrl":{"$ref":"#/$defs/baseUrl","title":"the http(s) URL of the system under test","examples":["http://localhost:3000","https://${API_HOST}/v1"],"description":"Every scenario\'s path is appended to it. It may end in a path prefix (`/v1`) but has no query or fragment. `${NAME}` is read from the environment at run time, and may be the whole URL (`${BASE_URL}`): the URL is checked with the variables filled in."},"execution":{"enum":["sequential","parallel"],"default":"sequential","title":"sequential or parallel","examples":["sequential"],"description":"`sequential` runs one scenario after the other; `parallel` runs every scenario at once."},"tls":{"type":"object","title":"a mapping of ca, cert, key, passphrase, servername and insecure","examples":[{"ca":"certs/staging-ca.pem"},{"cert":"${CLIENT_CERT}","key":"${CLIENT_KEY}"}],"description":"How https:// connections are made, for the load, the data sources and a schema fetched by `run --schema`. `ca`, `cert` and `key` are each the PEM text or the path of a PEM file, relative to this file; any value may be `${NAME}`, read from the environment at run time. None of them is ever printed.","properties":{"ca":{"type":"string","minLength":1,"title":"the certificates to trust: PEM text or a file","description":"The certificates of the authority that signed the server\'s (a staging server\'s own CA, or the self-signed certificate itself), trusted in place of the public ones. Without it, the public CAs and NODE_EXTRA_CA_CERTS are trusted."},"cert":{"type":"string","minLength":1,"title":"the client certificate (mTLS): PEM text or a file","description":"The certificate presented to a server that asks for one (mutual TLS); with `key`."},"key":{"type":"string","minLength":1,"title":"the client certificate\'s private key: PEM text or a file","description":"The private key of `cert`, in PEM; `passphrase` when it is encrypted. Give it as `${NAME}` of a secret, or a file that is not committed."},"passphrase":{"type":"string","minLength":1,"title":"the passphrase of an encrypted key","description":"Give it as `${NAME}` of a secret."},"servername":{"type":"string","minLength":1,"title":"the host name sent in SNI and checked in the certificate","description":"In place of the base URL\'s host: for a server reached by its address whose certificate names a host. Without it, the URL\'s host name (none for an IP address)."},"insecure":{"type":"boolean","default":false,"title":"true to accept any certificate (staging only)","description":"The server\'s certificate is not checked: anyone on the path can read and change the traffic. Every report of the run says so. Prefer `ca`."}},"patternProperties":{"^x-":true},"additionalProperties":false},"defaults":{"type":"object","title":"a mapping of concurrentUsers or arrivalRate (with maxUsers), duration, headers, timeout, thinkTime, rampUp, thresholds, expect, protocol, connections and writes","examples":[{"concurrentUsers":10,"duration":"30s","headers":{"Authorization":"Bearer ${API_TOKEN}"}}],"description":"Applied to every scenario unless the scenario sets its own value. Headers are merged by name (ignoring case), the scenario\'s winning; any other key set in a scenario replaces the default as a whole. A scenario may leave out concurrentUsers (or arrivalRate) and duration only when they are set here. A scenario\'s own concurrentUsers, arrivalRate or stages replaces the load model of defaults as a whole; thinkTime and rampUp of defaults apply to closed-model scenarios only.","properties":{"concurrentUsers":{"$ref":"#/$defs/concurrentUsers"},"arrivalRate":{"$ref":"#/$defs/arrivalRate"},"maxUsers":{"$ref":"#/$defs/maxUsers"},"duration":{"$ref":"#/$defs/duration"},"headers":{"$ref":"#/$defs/headers"},"timeout":{"$ref":"#/$defs/timeout"},"thinkTime":{"$ref":"#/$defs/thinkTime"},"rampUp":{"$ref":"#/$defs/rampUp"},"thresholds":{"$ref":"#/$defs/thresholds"},"expect":{"$ref":"#/$defs/expect"},"rounds":{"$ref":"#/$defs/rounds"},"regression":{"$ref":"#/$defs/regression"},"conformance":{"$ref":"#/$defs/conformance"},"protocol":{"$ref":"#/$defs/protocol"},"connections":{"$ref":"#/$defs/connections"},"followRedirects":{"$ref":"#/$defs/followRedirects"},"crossOrigin":{"$ref":"#/$defs/crossOrigin"},"cookies":{"$ref":"#/$defs/cookies"},"writes":{"enum":["own","existing"],"default":"own","title":"own or existing","examples":["existing"],"description":"What the writes (POST, PUT, PATCH, DELETE, GraphQL mutations) may change. `own`: only records the run creates; `loadtool validate` refuses a write that takes a value from a data source, or a flow step that writes with a `${name}` extracted by a step that only reads (either names a record that exists in the API): create the record first in a flow, with a once step that creates it and extracts its id. `existing`: writes may change records the run did not create; `validate` warns, and every report of the run names the scenarios that wrote. Set once, here, for the whole file."}},"patternProperties":{"^x-":true},"additionalProperties":false,"dependentSchemas":{"arrivalRate":{"$comment":"The open model: no users of the closed model beside it, and nothing that only they use.","properties":{"concurrentUsers":false,"thinkTime":false,"rampUp":false}},"maxUsers":{"$comment":"maxUsers bounds the connections of a rate.","required":["arrivalRate"]}}},"outputs":{"type":"array","minItems":1,"title":"a list of receivers, each { prometheus: URL } or { otlp: URL }","examples":[[{"prometheus":"http://localhost:9090/api/v1/write"}],[{"otlp":"http://localhost:4318/v1/metrics","headers":{"Authorization":"Bearer ${OTLP_TOKEN}"}}]],"description":"Live metrics during the run (docs/metrics-out.md): each receiver gets every scenario\'s counters, latency histogram and users every 5 s, then the end-of-run figures, equal to results.json\'s. A receiver that is down or slow never slows or fails the run: one warning, counted drops. Not part of the load test\'s fingerprint.","items":{"type":"object","title":"a mapping of prometheus or otlp, and headers","properties":{"prometheus":{"type":"string","pattern":"^https?://\\\\S+$","title":"an http:// or https:// URL","examples":["http://localhost:9090/api/v1/write"],"description":"A Prometheus remote write URL (remote write 1.0; Prometheus needs --web.enable-remote-write-receiver). user:password@ in it is sent as basic auth and never shown."},"otlp":{"type":"string","pattern":"^https?://\\\\S+$","title":"an http:// or https:// URL","examples":["http://localhost:4318/v1/metrics"],"description":"An OTLP/HTTP metrics URL (protobuf), e.g. an OpenTelemetry Collector\'s. user:password@ in it is sent as basic auth and never shown."},"headers":{"type":"object","title":"a mapping of header names to values","examples":[{"Authorization":"Bearer ${METRICS_TOKEN}"}],"description":"Headers sent with each push; ${NAME} is read from the environment at run time, a secret never shown.","additionalProperties":{"type":"string","minLength":1,"title":"a header value"}}},"oneOf":[{"required":["prometheus"],"not":{"required":["otlp"]}},{"required":["otlp"],"not":{"required":["prometheus"]}}],"additionalProperties":false}},"scenarios":{"type":"array","minItems":1,"title":"a list of scenarios, each with name, endpoint, concurrentUsers and duration","examples":[[{"name":"List pets","endpoint":"GET /pets","concurrentUsers":10,"duration":"30s"}]],"description":"The scenarios, run in this order when execution is sequential.","items":{"$ref":"#/$defs/scenario"}}},"patternProperties":{"^x-":true},"additionalProperties":false,"allOf":[{"$comment":"A scenario without concurrentUsers, arrivalRate or stages takes the load model of defaults; with neither, concurrentUsers is required in the scenario.","if":{"type":"object","required":["defaults"],"properties":{"defaults":{"type":"object","anyOf":[{"required":["concurrentUsers"]},{"required":["arrivalRate"]}]}}},"else":{"type":"object","properties":{"scenarios":{"type":"array","items":{"if":{"type":"object","not":{"anyOf":[{"type":"object","required":["arrivalRate"]},{"type":"object","required":["stages"]}]}},"then":{"type":"object","required":["concurrentUsers"]}}}}}},{"$comment":"A scenario without duration takes the one in defaults; with neither, it is required in the scenario.","if":{"type":"object","required":["defaults"],"properties":{"defaults":{"type":"object","required":["duration"]}}},"else":{"type":"object","properties":{"scenarios":{"type":"array","items":{"$comment":"The duration of stages is their sum.","if":{"type":"object","not":{"required":["stages"]}},"then":{"type":"object","required":["duration"]}}}}}}],"$defs":{"scenario":{"type":"object","title":"a mapping with name, endpoint (or flow), concurrentUsers and duration","examples":[{"name":"List pets","endpoint":"GET /pets","concurrentUsers":10,"duration":"30s"}],"description":"One endpoint under load: that many virtual users send requests one after the other for that long (the closed model), or requests start at arrivalRate, or along stages, whatever the server does (the open model); or a flow, a sequence of steps each user runs in turn. concurrentUsers (or arrivalRate) and duration may be left out when defaults sets them.","required":["name"],"properties":{"name":{"type":"string","minLength":1,"title":"a name for the scenario, unique in the file","examples":["List pets"],"description":"Shown in reports and in the pull-request comment; unique in the file."},"endpoint":{"$ref":"#/$defs/endpoint","description":"The one request of the scenario: the method (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS) and the path, appended to baseUrl. A scenario has either endpoint or flow."},"flow":{"$ref":"#/$defs/flow"},"script":{"$ref":"#/$defs/script"},"concurrentUsers":{"$ref":"#/$defs/concurrentUsers"},"arrivalRate":{"$ref":"#/$defs/arrivalRate"},"stages":{"$ref":"#/$defs/stages"},"maxUsers":{"$ref":"#/$defs/maxUsers"},"duration":{"$ref":"#/$defs/duration"},"params":{"$ref":"#/$defs/params"},"query":{"$ref":"#/$defs/query"},"headers":{"$ref":"#/$defs/headers"},"body":{"$ref":"#/$defs/body"},"contentType":{"$ref":"#/$defs/mediaType","title":"a media type","examples":["application/x-www-form-urlencoded"],"description":"The request\'s `Content-Type`; `application/json` when there is a body."},"graphql":{"$ref":"#/$defs/graphql"},"expect":{"$ref":"#/$defs/expect"},"timeout":{"$ref":"#/$defs/timeout"},"followRedirects":{"$ref":"#/$defs/followRedirects"},"crossOrigin":{"$ref":"#/$defs/crossOrigin"},"cookies":{"$ref":"#/$defs/cookies"},"thinkTime":{"$ref":"#/$defs/thinkTime"},"rampUp":{"$ref":"#/$defs/rampUp"},"thresholds":{"$ref":"#/$defs/thresholds"},"rounds":{"$ref":"#/$defs/rounds"},"regression":{"$ref":"#/$defs/regression"},"conformance":{"$ref":"#/$defs/conformance"},"protocol":{"$ref":"#/$defs/protocol"},"connections":{"$ref":"#/$defs/connections"},"data":{"$ref":"#/$defs/data"},"stream":{"$ref":"#/$defs/stream"},"skip":{"type":"string","pattern":"\\\\S","title":"the reason the scenario is not run, as a non-empty string","examples":["no data: GET /files answered an empty list"],"description":"Leaves the scenario out of every run, kept in the file: nothing is sent for it (no data source is fetched either), and every report lists it as not run with this reason. It is still validated. A run in which no scenario ran is errored."}},"patternProperties":{"^x-":true},"additionalProperties":false,"not":{"type":"object","required":["graphql","body"]},"oneOf":[{"required":["endpoint"]},{"required":["flow"]},{"required":["script"]}],"dependentSchemas":{"arrivalRate":{"$comment":"The open model, a constant rate: not with the closed model\'s keys.","properties":{"concurrentUsers":false,"stages":false,"thinkTime":false,"rampUp":false}},"stages":{"$comment":"The open model, a ramping rate: its duration is the sum of the stages.","properties":{"concurrentUsers":false,"duration":false,"thinkTime":false,"rampUp":false}},"maxUsers":{"$comment":"maxUsers bounds the connections of a rate.","properties":{"concurrentUsers":false}},"script":{"$comment":"A script scenario\'s requests are the script\'s own: only its headers apply to them.","properties":{"params":false,"query":false,"body":false,"graphql":false,"contentType":false,"expect":false,"data":false}},"flow":{"$comment":"A flow scenario sends no request of its own: its request keys belong on the steps.","properties":{"params":false,"query":false,"body":false,"graphql":false,"contentType":false,"expect":false}}}},"data":{"type":"object","title":"a mapping with file (a .csv or .json file) and pick (sequential, random or unique)","examples":[{"file":"users.csv","pick":"sequential"}],"description":"A data file whose rows feed the scenario\'s requests: each request (each iteration of a flow) takes one row, its values written ${data.<column>}. A CSV file has a header row naming the columns; a JSON file is an array of objects. The file is read once per process and shared by every user; shards and worker threads split its rows (the i-th of n takes rows i, i+n, …).","required":["file"],"additionalProperties":false,"properties":{"file":{"type":"string","pattern":"\\\\S","title":"the path of a CSV or JSON file, relative to loadtool.yaml","examples":["users.csv","data/search-terms.json"],"description":"A .json file is a JSON array of objects; any other is CSV with a header row. At most 256 MiB."},"pick":{"enum":["sequential","random","unique"],"title":"sequential, random or unique","examples":["sequential"],"description":"sequential (the default): the rows in order, again from the first once all are used; random: any row each time; unique: each row once in the whole run, and the scenario ends when none is left (said in every report)."}}},"script":{"type":"string","pattern":"\\\\.(ts|mts|js|mjs)$","title":"the path of a TypeScript or JavaScript module (.ts, .mts, .js or .mjs)","examples":["load-tests/checkout.ts"],"description":"A custom script instead of endpoint or flow: a module whose default export is one iteration of a virtual user, resolved against the directory of loadtool.yaml, or else the working directory. A script scenario has no params, query, body, graphql, contentType or expect: its requests are the script\'s own, sent with the scenario\'s headers."},"params":{"type":"object","title":"a mapping of path parameter names to values","examples":[{"petId":1}],"description":"The value of each `{name}` in the endpoint\'s path. Every `{name}` needs one, and every key must appear in the path. A value may come from the API itself: `{ from: \\"GET /items\\", pick: \\"$.data[*].id\\" }`.","additionalProperties":{"anyOf":[{"type":["string","number","boolean"]},{"$ref":"#/$defs/source"}],"title":"a string, number or boolean, or a source { from, pick }","examples":[1]}},"query":{"type":"object","title":"a mapping of query parameter names to values","examples":[{"limit":20}],"description":"Sent as the query string; a list repeats the parameter.","additionalProperties":{"anyOf":[{"type":["string","number","boolean","array"],"items":{"type":["string","number","boolean"],"title":"a string, number or boolean","examples":["cat"]}},{"$ref":"#/$defs/source"}],"title":"a string, number or boolean, a list of them, or a source { from, pick }","examples":[20]}},"body":{"title":"the request body, any YAML value","examples":[{"name":"Rex"},{"file":"uploads/photo.png"}],"description":"Sent as JSON unless `contentType` says otherwise (then a string is sent as it is). Not together with `graphql`. A top-level property of a mapping may be a source `{ from, pick }`, filled in from the API before the run. An upload is exactly `{ file: uploads/photo.png }` (the file\'s bytes, `contentType` guessed from its extension unless given) or `{ multipart: { photo: { file: uploads/photo.png, contentType: image/png, filename: photo.png }, name: Rex } }` (multipart/form-data), each path relative to loadtool.yaml; unless `contentType` is JSON or a URL-encoded form, where such a mapping is sent as data."},"graphql":{"type":"object","title":"a mapping with query and, optionally, variables","examples":[{"query":"query Pets($first: Int) { pets(first: $first) { id } }","variables":{"first":10}}],"description":"A GraphQL operation, sent as a JSON body `{ query, variables }`. Not together with `body`.","required":["query"],"properties":{"query":{"type":"string","minLength":1,"title":"a GraphQL document","examples":["query Pets { pets { id name } }"],"description":"The GraphQL query or mutation."},"variables":{"type":"object","title":"a mapping of variable names to values","examples":[{"first":10}],"description":"The operation\'s variables. A top-level variable may be a source `{ from, pick }`, filled in from the API before the run."}},"patternProperties":{"^x-":true},"additionalProperties":false},"flow":{"type":"array","minItems":1,"title":"a list of steps, each with name and endpoint","examples":[[{"name":"Log in","endpoint":"POST /login","once":true,"extract":{"token":"$.token"}},{"name":"List items","endpoint":"GET /items","headers":{"Authorization":"Bearer ${token}"}}]],"description":"The steps each virtual user runs in order, again and again, instead of one endpoint. The scenario\'s thresholds judge one iteration of the measured steps as a whole; each step may have its own. A flow scenario has no params, query, body, graphql, contentType or expect of its own: they go on the steps.","items":{"$ref":"#/$defs/step"}},"step":{"type":"object","title":"a mapping with name and endpoint","examples":[{"name":"List items","endpoint":"GET /items","headers":{"Authorization":"Bearer ${token}"},"extract":{"id":"$.data[0].id"}}],"description":"One request of a flow, measured and judged on its own. The scenario\'s headers (and those of defaults) are merged into it by name; the scenario\'s timeout is its default. `${name}` takes a value an earlier step extracted, else the environment variable NAME; `${uuid}` is a new UUID for each request. A string of a JSON body or of graphql.variables that is exactly one `${name}` of a value extracted from JSON as a number, boolean, object or list sends that value with its JSON type (`\\"${id}\\"` sends 42); any other text stays text.","required":["name","endpoint"],"properties":{"name":{"type":"string","minLength":1,"title":"a name for the step, unique in the flow","examples":["Log in"],"description":"Shown in reports beside the step\'s figures; unique in the flow."},"endpoint":{"$ref":"#/$defs/endpoint"},"params":{"$ref":"#/$defs/params"},"query":{"$ref":"#/$defs/query"},"headers":{"$ref":"#/$defs/headers"},"body":{"$ref":"#/$defs/body"},"contentType":{"$ref":"#/$defs/mediaType","title":"a media type","examples":["application/x-www-form-urlencoded"],"description":"The request\'s `Content-Type`; `application/json` when there is a body."},"graphql":{"$ref":"#/$defs/graphql"},"expect":{"$ref":"#/$defs/expect"},"timeout":{"$ref":"#/$defs/timeout"},"followRedirects":{"$ref":"#/$defs/followRedirects"},"crossOrigin":{"$ref":"#/$defs/crossOrigin"},"once":{"type":"boolean","default":false,"title":"true or false","examples":[true],"description":"Run the step once per virtual user before its measured iterations (a login): not measured, and the values it extracts are secrets, masked everywhere. A user whose once step fails tries it again after 1 s."},"measure":{"type":"boolean","default":true,"title":"true or false","examples":[false],"description":"false: the step runs in every iteration, in its place, with its own figures, but is left out of the flow\'s: its latency and bytes are not the iteration\'s (a create before the measured delete, or the delete after a measured create). A failure still ends the iteration, a failed iteration of the flow in that step\'s category. Not on a once or cleanup step; a flow needs at least one measured step."},"cleanup":{"type":"boolean","default":false,"title":"true or false","examples":[true],"description":"Run the step once per virtual user after the measured time, when the user\'s last iteration has ended (the delete of what a once step created): not measured, not in the flow\'s figures, its own figures shown but never judged. It is sent only when every `${name}` it uses has a value for that user (a user whose create never succeeded has nothing to delete), may use what once steps and measured steps extracted (the user\'s last values), and must end within the grace the run gives the requests in flight at its end: what is still running then is abandoned, counted as interrupted. Not run on a cancelled run. Cleanup steps come last; not with once, refreshOn or measure."},"shared":{"type":"boolean","title":"true or false","examples":[true],"description":"Only on a once step: its answer is shared by every user of the scenario (an OAuth2 client-credentials token): sent once, by the first user that needs it, while the others wait, and again on refreshOn (once for all) or when the answer\'s expires_in has nine tenths passed."},"refreshOn":{"type":"array","minItems":1,"title":"a list of HTTP status codes","examples":[[401]],"description":"Only on a once step: when a later step gets one of these statuses, the once step runs again (a token refresh).","items":{"type":"integer","minimum":100,"maximum":599,"title":"an HTTP status code from 100 to 599","examples":[401]}},"extract":{"$ref":"#/$defs/extract"},"thresholds":{"$ref":"#/$defs/thresholds"}},"patternProperties":{"^x-":true},"additionalProperties":false,"not":{"type":"object","required":["graphql","body"]}},"extract":{"type":"object","title":"a mapping of names to a JSONPath on the JSON body, or to { header: Name }","examples":[{"token":"$.token","next":{"header":"Location"}}],"description":"Values taken from the step\'s response, each used as `${name}` in later steps: a JSONPath (RFC 9535) on the JSON body takes its first match; `{ header: Name }` a response header; `{ header: Name, match: expression }` the part of it a regular expression finds. A step whose value is missing fails as category check. `uuid` is reserved: `${uuid}` is a new UUID for each request.","propertyNames":{"pattern":"^[A-Za-z_][A-Za-z0-9_]*$","title":"a name of letters, digits and _, not starting with a digit","examples":["token"]},"additionalProperties":{"anyOf":[{"type":"string","minLength":1,"title":"a JSONPath (RFC 9535) on the response body","examples":["$.data[0].id"]},{"type":"object","required":["header"],"properties":{"header":{"type":"string","pattern":"^[!#$%&\'*+.^_`|~0-9A-Za-z-]+$","title":"a header name: letters, digits and - (no spaces or colons)","examples":["Location"]},"match":{"type":"string","minLength":1,"title":"a regular expression (JavaScript syntax) on the header\'s value","examples":["([^/?#]+)/?(?:[?#].*)?$"],"description":"Takes the part of the header\'s value the expression finds: its first capture group, else the whole match; no match fails the step as category check. `([^/?#]+)/?(?:[?#].*)?$` takes the last path segment of a Location: a created item\'s id."}},"additionalProperties":false}],"title":"a JSONPath on the body, or { header: Name, match: regular expression }","examples":["$.token"]}},"concurrentUsers":{"type":"integer","minimum":1,"maximum":10000,"title":"a whole number of virtual users from 1 to 10000","examples":[10],"description":"How many virtual users send requests at the same time, each on its own connection, all from one process: at most 10000. For more, shard the load over several runners."},"arrivalRate":{"type":["string","number"],"pattern":"^[0-9]+(\\\\.[0-9]+)?\\\\s*(/s|rps|/m)$","exclusiveMinimum":0,"title":"a rate above 0: requests per second such as 200/s, 200 rps or 200, or per minute such as 12000/m","examples":["200/s","12000/m"],"description":"The open model, instead of concurrentUsers: requests start at this rate whatever the server does (latency is measured from when each was due, so a stall shows in full); a request due while every connection is busy is dropped and counted. At most 100000/s. Not with a flow or script (for now), thinkTime or rampUp."},"rate":{"type":["string","number"],"pattern":"^[0-9]+(\\\\.[0-9]+)?\\\\s*(/s|rps|/m)$","minimum":0,"title":"a rate: requests per second such as 200/s, 200 rps or 200, or per minute such as 12000/m; 0/s allowed","examples":["200/s","0/s"]},"maxUsers":{"type":"integer","minimum":1,"maximum":10000,"title":"a whole number of connections from 1 to 10000","examples":[400],"description":"With arrivalRate or stages: the most requests in flight (connections) at once. Default: enough for 1 s of the highest rate (200 for 200/s), at most 10000."},"stages":{"type":"array","minItems":1,"title":"a list of stages, each with duration and target","examples":[[{"duration":"30s","target":"200/s"},{"duration":"60s","target":"200/s"}]],"description":"The open model with a ramping rate, instead of concurrentUsers: from 0/s, the rate moves linearly to each stage\'s target over its duration. The scenario\'s measured time is the sum of the durations, so it has no duration of its own.","items":{"type":"object","title":"a mapping with duration and target","examples":[{"duration":"30s","target":"200/s"}],"required":["duration","target"],"properties":{"duration":{"$ref":"#/$defs/duration"},"target":{"$ref":"#/$defs/rate","description":"The rate at the end of the stage, reached linearly from the rate at its start."}},"patternProperties":{"^x-":true},"additionalProperties":false}},"baseUrl":{"$comment":"An http(s) URL, or a text with ${NAME} in it: that one is checked once the variables are filled in (validate, run).","type":"string","pattern":"^(?:https?://[^\\\\s/?#]+[^\\\\s?#]*|\\\\S*\\\\$\\\\{\\\\S*)$"},"sourceFrom":{"type":"string","pattern":"^(GET|POST) /[^\\\\s#{}]*$"},"endpoint":{"type":"string","pattern":"^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) /[^\\\\s?#]*$","title":"an HTTP method in upper case, a space and a path","examples":["GET /pets/{petId}"],"description":"The method (GET, HEAD, POST, PUT, PATCH, DELETE or OPTIONS) and the path, appended to baseUrl. `{name}` takes its value from `params`; the query goes in `query`."},"duration":{"type":"string","pattern":"^[1-9][0-9]*(s|m|h)$","title":"a whole number above 0 followed by s, m or h, at most 24h","examples":["30s","2m","1h"],"description":"How long the scenario sends requests: at most 24h (86400s)."},"stream":{"type":"object","title":"a mapping of protocol (sse, websocket or graphql-ws), mode (hold or request), stall, reconnect, send and until","examples":[{"protocol":"sse","mode":"hold","stall":"10s"}],"description":"The response is a stream of events, measured as such (docs/streams.md): Server-Sent Events, the messages of a WebSocket, or a GraphQL subscription\'s payloads. Each stream counts as one request: ok when it ended as it should. A stream scenario has an endpoint (not a flow or a script) and the closed model (concurrentUsers: the streams open at once); no data, uploads, followRedirects or protocol: h2.","properties":{"protocol":{"enum":["sse","websocket","graphql-ws"],"default":"sse","title":"sse, websocket or graphql-ws","examples":["sse"],"description":"`sse`: a text/event-stream response (with graphql:, GraphQL over SSE, sent as a POST). `websocket`: a WebSocket\'s messages; `graphql-ws`: a GraphQL subscription (graphql:) over the graphql-transport-ws protocol. Both WebSocket protocols take a GET, sent to the base URL with ws: or wss:."},"mode":{"enum":["hold","request"],"title":"hold or request","examples":["hold"],"description":"`hold`: each user keeps one stream open for the measured time (concurrentUsers streams); `request`: each iteration opens one stream and reads it to its end (an LLM-style answer). By default hold for a GET without a body, else request."},"stall":{"$ref":"#/$defs/stall"},"reconnect":{"type":"boolean","default":true,"title":"true or false","examples":[false],"description":"Hold mode: whether a user opens its stream again when it ended or failed (SSE with Last-Event-ID, after the server\'s retry:). True when absent."},"send":{"type":"array","minItems":1,"title":"a list of messages: strings, or mappings sent as their JSON","examples":[["{\\"subscribe\\":\\"prices\\"}"]],"description":"WebSocket only: the messages sent once the socket is open, in order; a mapping is sent as its JSON.","items":{"type":["string","object"]}},"until":{"type":"string","minLength":1,"title":"a JSONPath (RFC 9535)","examples":["$.type"],"description":"WebSocket request mode only: the iteration ends with the first message whose JSON has a match for this JSONPath; the first message when absent."}},"patternProperties":{"^x-":true},"additionalProperties":false},"stall":{"type":"string","pattern":"^(?!0+(\\\\.0+)?(ms|s|m)$)[0-9]+(\\\\.[0-9]+)?(ms|s|m)$","title":"a number above 0 followed by ms, s or m","examples":["10s"],"default":"30s","description":"The longest a stream may go without an event (or without its first event after its head) before it is a stream fault and closed: at most 10m."},"timeout":{"type":"string","pattern":"^(?!0+(\\\\.0+)?(ms|s|m)$)[0-9]+(\\\\.[0-9]+)?(ms|s|m)$","title":"a number above 0 followed by ms, s or m","examples":["30s","500ms"],"default":"30s","description":"How long one request may take before it counts as a timeout: at most 10m."},"thinkTime":{"type":"string","pattern":"^[0-9]+(\\\\.[0-9]+)?(ms|s|m)$","title":"a number followed by ms, s or m","examples":["1s","250ms"],"description":"How long each virtual user waits between two requests; none when absent. At most 60m; longer than the duration is a warning."},"rampUp":{"type":"string","pattern":"^[0-9]+(\\\\.[0-9]+)?(ms|s|m)$","title":"a number followed by ms, s or m","examples":["10s"],"description":"How long it takes to start all virtual users, evenly spread; all at once when absent. Part of the duration: at most 1440m (24h); longer than the duration is a warning."},"latency":{"type":"string","pattern":"^(?!0+(\\\\.0+)?(ms|s)$)[0-9]+(\\\\.[0-9]+)?(ms|s)$","title":"a number above 0 followed by ms or s","examples":["300ms","1.5s"],"description":"A plain decimal number (no exponent such as 1e-7) and its unit, from 0.001ms (latencies are measured to the microsecond) to 24h."},"percentage":{"type":"string","pattern":"^(100(\\\\.0+)?|[0-9]{1,2}(\\\\.[0-9]+)?)%$","title":"a percentage from 0% to 100%, fractions allowed","examples":["1%","0.5%"]},"mediaType":{"type":"string","pattern":"^[!#$%&\'*+.^_`|~0-9A-Za-z-]+/[!#$%&\'*+.^_`|~0-9A-Za-z-]+( *;.*)?$"},"headers":{"type":"object","title":"a mapping of header names to string values","examples":[{"Authorization":"Bearer ${API_TOKEN}"}],"description":"Request headers. `${NAME}` in a value is read from the environment at run time and masked in logs; `${uuid}` is a new UUID for each request, not masked.","propertyNames":{"pattern":"^[!#$%&\'*+.^_`|~0-9A-Za-z-]+$","title":"a header name: letters, digits and - (no spaces or colons)","examples":["X-Request-Id"]},"additionalProperties":{"anyOf":[{"type":"string"},{"$ref":"#/$defs/source"}],"title":"a string (quote values that look like numbers), or a source { from, pick }","examples":["Bearer ${API_TOKEN}"]}},"source":{"type":"object","title":"a mapping with from and pick, and graphql for a GraphQL source","examples":[{"from":"GET /items","pick":"$.data[*].id"}],"description":"Values taken from the API itself, fetched once before the measured time with the scenario\'s headers and used in turn (request k takes value k mod n). Also allowed as a top-level property of a JSON `body` and as a GraphQL variable. A source that fails or yields no value stops the run (exit 3).","required":["from","pick"],"properties":{"from":{"$ref":"#/$defs/sourceFrom","title":"GET or POST, a space and a path, relative to baseUrl","examples":["GET /items/articles","GET /pets?limit=100","POST /graphql"],"description":"The request whose response holds the values: GET, or POST (without a body, or with `graphql`), and a path relative to baseUrl, a query string allowed."},"pick":{"type":"string","minLength":1,"title":"a JSONPath (RFC 9535) on the response body","examples":["$.data[*].id"],"description":"Selects the values in the JSON body; strings, numbers and booleans are kept (at most 1000), other matches are skipped."},"graphql":{"type":"object","title":"a mapping with query and, optionally, variables","examples":[{"query":"{ pets { id } }"}],"description":"A GraphQL source: the document posted to `from` (`POST /graphql`). A response with `errors` fails the source.","required":["query"],"properties":{"query":{"type":"string","minLength":1,"title":"a GraphQL document","examples":["{ pets { id } }"]},"variables":{"type":"object","title":"a mapping of variable names to values","examples":[{"first":100}]}},"patternProperties":{"^x-":true},"additionalProperties":false}},"patternProperties":{"^x-":true},"additionalProperties":false},"expect":{"type":"object","title":"a mapping with status, a list of HTTP status codes, and json, checks on the body","examples":[{"status":[201]},{"status":[200],"json":{"$.errors":"absent","$.data.id":"present"}}],"description":"What counts as an ok response. Absent: any 2xx or 3xx status and any body. A scenario that sets status or json keeps the other from defaults.","if":{"not":{"required":["json"]}},"then":{"required":["status"]},"properties":{"status":{"type":"array","minItems":1,"title":"a list of HTTP status codes","examples":[[200,404]],"description":"The status codes that count as ok.","items":{"type":"integer","minimum":100,"maximum":599,"title":"an HTTP status code from 100 to 599","examples":[201]}},"json":{"type":"object","title":"a mapping of JSONPath queries on the body to absent, present or the value the first match must equal","examples":[{"$.errors":"absent","$.data.id":"present","$.ok":true}],"description":"Checks on the JSON body of every response whose status is ok, in the order written: each key an RFC 9535 JSONPath ($.data.id), each value absent (no match), present (at least one match), or a string, number, boolean or null that the first match must equal. A response that fails one, whose body is not JSON or is over 64 KiB, fails as category check.","additionalProperties":{"type":["string","number","boolean","null"],"title":"absent, present, or a string, number, boolean or null","examples":["absent","present",true,"active"]}}},"patternProperties":{"^x-":true},"additionalProperties":false},"protocol":{"enum":["http1","h2"],"default":"http1","title":"http1 or h2","examples":["h2"],"description":"The HTTP version the scenario speaks. `http1`: HTTP/1.1, one keep-alive connection per user. `h2`: HTTP/2, each user\'s request a stream over `connections` connections shared by the users; over https by ALPN, over http by prior knowledge (h2c), as h2load does. A server that does not agree to h2 fails every request as `connect`."},"connections":{"type":"integer","minimum":1,"maximum":10000,"title":"a whole number from 1 to 10000","examples":[1,4],"description":"With `protocol: h2`: how many connections the scenario\'s users share, user i on connection i mod n (at most one per user); by default one per 100 users, as h2load\'s `-c`/`-m`. Each connection takes as many streams at once as the server\'s SETTINGS_MAX_CONCURRENT_STREAMS allows; the others wait for a stream, outside the latency."},"conformance":{"const":"off","title":"off","examples":["off"],"description":"`off`: the responses are not checked against the API schema. By default, when the run knows the schema (`loadtool run --schema`, `gate` and the action), a sample of each scenario\'s responses (the first 20, then 1 in 100) must have a status the operation declares and a body that matches the declared JSON schema (GraphQL: every selected field of a non-null type, and a look-up\'s answer, present); a mismatch fails the response as `conformance`. For APIs whose documents are known to be wrong."},"followRedirects":{"type":"integer","minimum":0,"maximum":20,"default":0,"title":"a whole number of redirects from 0 to 20","examples":[5],"description":"How many redirects (301, 302, 303, 307, 308 with a Location) each request follows: each hop is sent, counted in requests.redirects, and its latency added to the request\'s; the last response\'s status is the one judged. 301, 302 and 303 turn into a GET without a body (HEAD stays HEAD), 307 and 308 keep the method and the body; a relative Location is resolved against the request\'s URL. Only on the same origin unless crossOrigin is true. A chain longer than this, a loop (the same request with the same cookies twice in one chain) and a redirect to another origin without crossOrigin fail as `redirect`. 0 (the default): a redirect is the answer, judged as it is."},"crossOrigin":{"type":"boolean","default":false,"title":"true or false","examples":[true],"description":"true: the redirects that followRedirects follows may lead to another origin (scheme, host and port), on a connection of each user\'s own, without the Authorization, Proxy-Authorization, Cookie and Host headers written for the first one (the user\'s cookie jar still sends that origin\'s cookies). false (the default): such a redirect fails as `redirect`."},"cookies":{"enum":["on","off"],"title":"on or off","examples":["on"],"description":"Whether each virtual user keeps a cookie jar (RFC 6265): the Set-Cookie of every response, redirects included, kept by domain, path and expiry, and the matching Cookie header sent with each request, after a Cookie header the request writes itself; Secure cookies over https only, SameSite ignored. Default: on for a flow and a script (one user\'s session), off for a single request."},"rounds":{"type":"integer","minimum":1,"maximum":100,"default":10,"title":"a whole number of rounds from 1 to 100","examples":[10],"description":"Into how many equal rounds the measured time is split, each with its own figures, so that a comparison with a baseline has independent repetitions. Each round lasts at least 1 s (duration / rounds). Absent: one round a second of the duration, at most 10 (10 from a duration of 10s), at least 1. A comparison needs at least 4 rounds a side: fewer is a warning."},"regression":{"type":"object","title":"a mapping of tolerances such as p95: 10% or errorRate: 1pp","examples":[{"p50":"10%","p95":"10%","errorRate":"1pp"}],"description":"How much worse than the baseline each metric may get before the scenario fails; merged with defaults key by key, the scenario\'s winning. Ignored without a baseline.","properties":{"p50":{"$ref":"#/$defs/tolerancePercent","description":"How much higher than the baseline\'s the median latency may get, in percent of the baseline\'s."},"p75":{"$ref":"#/$defs/tolerancePercent","description":"How much higher than the baseline\'s the 75th-percentile latency may get, in percent of the baseline\'s."},"p90":{"$ref":"#/$defs/tolerancePercent","description":"How much higher than the baseline\'s the 90th-percentile latency may get, in percent of the baseline\'s."},"p95":{"$ref":"#/$defs/tolerancePercent","description":"How much higher than the baseline\'s the 95th-percentile latency may get, in percent of the baseline\'s."},"p99":{"$ref":"#/$defs/tolerancePercent","description":"How much higher than the baseline\'s the 99th-percentile latency may get, in percent of the baseline\'s."},"p999":{"$ref":"#/$defs/tolerancePercent","description":"How much higher than the baseline\'s the 99.9th-percentile latency may get, in percent of the baseline\'s."},"max":{"$ref":"#/$defs/tolerancePercent","description":"How much higher than the baseline\'s the highest latency may get, in percent of the baseline\'s."},"mean":{"$ref":"#/$defs/tolerancePercent","description":"How much higher than the baseline\'s the mean latency may get, in percent of the baseline\'s."},"errorRate":{"type":"string","pattern":"^[0-9]+(\\\\.[0-9]+)?pp$","title":"percentage points from 0pp to 100pp, fractions allowed","examples":["1pp","0.5pp"],"description":"How many percentage points the share of failed requests may grow by (2% → 3% is +1pp)."},"rps":{"$ref":"#/$defs/tolerancePercent","description":"How much lower than the baseline\'s the throughput may get, in percent of the baseline\'s (at most 100%)."}},"patternProperties":{"^x-":true},"additionalProperties":false},"tolerancePercent":{"type":"string","pattern":"^[0-9]+(\\\\.[0-9]+)?%$","title":"a percentage of the baseline\'s value, fractions allowed","examples":["10%","20%"]},"abortingLatency":{"type":"object","title":"a mapping with limit, abortOnFail and delay","examples":[{"limit":"300ms","abortOnFail":true,"delay":"10s"}],"description":"The threshold\'s limit, and whether the scenario stops as soon as the breach can no longer be undone (abortOnFail), not before delay into its measured time.","required":["limit"],"additionalProperties":false,"properties":{"limit":{"$ref":"#/$defs/latency"},"abortOnFail":{"type":"boolean","title":"true or false","examples":[true],"description":"true: the scenario stops once the threshold is breached whatever its remaining requests do; the rest of the run goes on, and every report says it was stopped and why."},"delay":{"type":"string","pattern":"^[0-9]+(\\\\.[0-9]+)?(ms|s|m)$","title":"a number followed by ms, s or m","examples":["10s"],"description":"How long into the measured time abortOnFail waits before it may stop the scenario; none when absent."}}},"abortingPercentage":{"type":"object","title":"a mapping with limit, abortOnFail and delay","examples":[{"limit":"1%","abortOnFail":true,"delay":"10s"}],"description":"The threshold\'s limit, and whether the scenario stops as soon as the breach can no longer be undone (abortOnFail), not before delay into its measured time.","required":["limit"],"additionalProperties":false,"properties":{"limit":{"$ref":"#/$defs/percentage"},"abortOnFail":{"type":"boolean","title":"true or false","examples":[true],"description":"true: the scenario stops once the threshold is breached whatever its remaining requests do; the rest of the run goes on, and every report says it was stopped and why."},"delay":{"type":"string","pattern":"^[0-9]+(\\\\.[0-9]+)?(ms|s|m)$","title":"a number followed by ms, s or m","examples":["10s"],"description":"How long into the measured time abortOnFail waits before it may stop the scenario; none when absent."}}},"thresholds":{"type":"object","title":"a mapping of thresholds such as p95: 300ms or okRate: 99%","examples":[{"p95":"300ms","p99":"1s","errorRate":"1%","okRate":"99%"}],"description":"The limits checked after the run; one breached fails the scenario.","properties":{"p50":{"anyOf":[{"$ref":"#/$defs/latency"},{"$ref":"#/$defs/abortingLatency"}],"description":"The highest acceptable median latency."},"p75":{"anyOf":[{"$ref":"#/$defs/latency"},{"$ref":"#/$defs/abortingLatency"}],"description":"The highest acceptable 75th-percentile latency."},"p90":{"anyOf":[{"$ref":"#/$defs/latency"},{"$ref":"#/$defs/abortingLatency"}],"description":"The highest acceptable 90th-percentile latency."},"p95":{"anyOf":[{"$ref":"#/$defs/latency"},{"$ref":"#/$defs/abortingLatency"}],"description":"The highest acceptable 95th-percentile latency."},"p99":{"anyOf":[{"$ref":"#/$defs/latency"},{"$ref":"#/$defs/abortingLatency"}],"description":"The highest acceptable 99th-percentile latency."},"p999":{"anyOf":[{"$ref":"#/$defs/latency"},{"$ref":"#/$defs/abortingLatency"}],"description":"The highest acceptable 99.9th-percentile latency."},"max":{"anyOf":[{"$ref":"#/$defs/latency"},{"$ref":"#/$defs/abortingLatency"}],"description":"The highest acceptable latency of any request."},"mean":{"anyOf":[{"$ref":"#/$defs/latency"},{"$ref":"#/$defs/abortingLatency"}],"description":"The highest acceptable mean latency."},"errorRate":{"anyOf":[{"$ref":"#/$defs/percentage"},{"$ref":"#/$defs/abortingPercentage"}],"description":"The highest acceptable share of failed requests."},"okRate":{"anyOf":[{"$ref":"#/$defs/percentage"},{"$ref":"#/$defs/abortingPercentage"}],"examples":["99%","99.9%"],"description":"The lowest acceptable share of ok requests."},"rps":{"type":"number","exclusiveMinimum":0,"title":"a number of requests per second, above 0","examples":[100],"description":"The lowest acceptable throughput, in requests per second."},"ttfb":{"$ref":"#/$defs/latency","description":"A stream scenario\'s (stream:) highest acceptable time to first byte, from the request written to the response\'s head (the WebSocket\'s upgrade), on its 95th percentile."},"ttfe":{"$ref":"#/$defs/latency","description":"A stream scenario\'s (stream:) highest acceptable time to first event, from the request written to the stream\'s first event, on its 95th percentile."},"eventGap":{"$ref":"#/$defs/latency","description":"A stream scenario\'s (stream:) highest acceptable gap between two consecutive events of one stream, on its 95th percentile."},"events":{"type":"number","exclusiveMinimum":0,"title":"a number of events per stream, above 0","examples":[10],"description":"A stream scenario\'s (stream:) lowest acceptable number of events per stream, the mean over every stream it opened."}},"patternProperties":{"^x-":true},"additionalProperties":false}}}');

/***/ })

};
