export const id = 425;
export const ids = [425];
export const modules = {

/***/ 85877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ ConfigNotFoundError),
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

/** `qa.config.json` is invalid: every problem in it. */
class ConfigError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    constructor(file, problems) {
        super(file, problems);
        this.name = 'ConfigError';
    }
    /** Returns `file: path: message`, or `file:line:column: message` for a JSON syntax error. */
    describe({ path, message, line, column }) {
        return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(this.file, path ? { path, message } : { path, message, line, column });
    }
}
/** `qa.config.json` does not exist; onboarding (`loadtool init`) creates it. */
class ConfigNotFoundError extends ConfigError {
    constructor(file) {
        super(file, [
            { path: '', message: 'not found. Run `loadtool init` to create it, or pass --config with its path.' },
        ]);
        this.name = 'ConfigNotFoundError';
    }
}


/***/ }),

/***/ 45425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jw: () => (/* binding */ folderMissing),
  Z9: () => (/* binding */ loadConfig),
  z: () => (/* binding */ missingFolder),
  o4: () => (/* binding */ parseConfig),
  A3: () => (/* binding */ reasonOf)
});

// UNUSED EXPORTS: MAX_CONFIG_BYTES

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./src/ajv-options.ts
var ajv_options = __webpack_require__(487);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(82815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
;// CONCATENATED MODULE: ./schemas/qa.config.schema.json
const qa_config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"qa.config.schema.json","title":"qa.config.json","description":"The project\'s QA configuration: what is tested and against which limits. qa-perf reads the project, the api domain and the performance domain; the other domains belong to other tools and are validated so that a typo never passes silently.","type":"object","required":["project"],"properties":{"$schema":{"type":"string","title":"the path or URL of this JSON Schema","description":"The JSON Schema an editor uses to check this file."},"project":{"type":"object","title":"an object with the project\'s name","examples":[{"name":"petstore"}],"description":"The project under test.","default":{},"required":["name"],"properties":{"name":{"type":"string","minLength":1,"title":"the project\'s name","examples":["petstore"],"description":"The project\'s name, shown in reports and in the pull-request comment."}},"patternProperties":{"^x-":true},"additionalProperties":false},"domains":{"type":"object","title":"an object with the ui, api, accessibility and performance domains","description":"What is tested. A domain that is absent, or present without `enabled`, is enabled (`enabled` defaults to true), so its required fields must be given: list every domain, with `\\"enabled\\": false` for those not tested.","default":{},"properties":{"ui":{"type":"object","title":"an object such as { \\"enabled\\": false }","description":"End-to-end tests of the web front end (another tool\'s concern; validated here).","default":{},"properties":{"enabled":{"$ref":"#/$defs/enabled","default":true},"baseUrl":{"$ref":"#/$defs/httpUrl","title":"the front end\'s URL","examples":["https://app.example.com"],"description":"The URL of the web front end. Required when the domain is enabled."},"recordVideo":{"type":"boolean","title":"true or false","default":true,"description":"Record a video of failing UI tests."},"reportDir":{"$ref":"#/$defs/reportDir","default":"./qa-reports/ui"}},"patternProperties":{"^x-":true},"additionalProperties":false,"if":{"$ref":"#/$defs/isEnabled"},"then":{"required":["baseUrl"]}},"api":{"type":"object","title":"an object such as { \\"enabled\\": true, \\"baseUrl\\": \\"https://api.example.com\\", \\"schemaPath\\": \\"./openapi.yaml\\" }","description":"The HTTP API and its schema. The performance domain falls back to its base URL, not to its schema.","default":{},"properties":{"enabled":{"$ref":"#/$defs/enabled","default":true},"baseUrl":{"$ref":"#/$defs/httpUrl","title":"the API\'s base URL","examples":["https://api.example.com"],"description":"The base URL of the API. Required when the domain is enabled."},"schemaUrl":{"$ref":"#/$defs/httpUrl","title":"the URL of the API\'s OpenAPI document or GraphQL endpoint","examples":["https://api.example.com/openapi.json"],"description":"Where the API\'s schema is served: an OpenAPI (Swagger 2, 3.0, 3.1) document, or a GraphQL endpoint to introspect. Exactly one of `schemaUrl` and `schemaPath` is required when the domain is enabled."},"schemaPath":{"type":"string","minLength":1,"title":"a path to the schema file, relative to qa.config.json","examples":["./openapi.yaml"],"description":"The API\'s schema in the repository: an OpenAPI document (`.json`, `.yaml`, `.yml`) or GraphQL SDL (`.graphql`) or introspection JSON, relative to `qa.config.json`."},"reportDir":{"$ref":"#/$defs/reportDir","default":"./qa-reports/api"}},"patternProperties":{"^x-":true},"additionalProperties":false,"if":{"$ref":"#/$defs/isEnabled"},"then":{"required":["baseUrl"],"anyOf":[{"required":["schemaUrl"]},{"required":["schemaPath"]}],"not":{"required":["schemaUrl","schemaPath"]}}},"accessibility":{"type":"object","title":"an object such as { \\"enabled\\": false }","description":"WCAG audits (another tool\'s concern; validated here).","default":{},"properties":{"enabled":{"$ref":"#/$defs/enabled","default":true},"jurisdiction":{"enum":["US","EU","UK","NZ","AU","CA","INTERNATIONAL"],"title":"the jurisdiction whose law applies","examples":["EU"],"description":"The jurisdiction whose accessibility law the report cites. No default: when absent it stays absent."},"level":{"enum":["A","AA","AAA"],"title":"the WCAG conformance level","examples":["AA"],"default":"AA","description":"The WCAG conformance level to audit against."},"reportDir":{"$ref":"#/$defs/reportDir","default":"./qa-reports/a11y"}},"patternProperties":{"^x-":true},"additionalProperties":false},"performance":{"type":"object","title":"an object such as { \\"enabled\\": true, \\"thresholds\\": { \\"p99LatencyMs\\": 1000, \\"okRequestPercent\\": 99 } }","description":"The load tests that qa-perf generates and runs.","default":{},"properties":{"enabled":{"$ref":"#/$defs/enabled","default":true},"baseUrl":{"$ref":"#/$defs/httpUrl","title":"the base URL of the system under test","examples":["http://localhost:3000"],"description":"The base URL the load is sent to. Resolved in this order: the `base-url` input or `--base-url` flag, this field, `domains.api.baseUrl`. One of them is required when the domain is enabled."},"schemaUrl":{"type":"string","minLength":1,"format":"http-url-or-relative-path","title":"an http(s) URL, or a path relative to qa.config.json","examples":["./openapi.yaml","https://api.example.com/openapi.json"],"description":"The schema the load tests are generated from: an http(s) URL or a path relative to `qa.config.json`. Required when the domain is enabled, even when the api domain has a schema: it is not copied from there."},"schemaHeaders":{"type":"object","title":"an object of header names and values, such as { \\"Authorization\\": \\"Bearer ${SCHEMA_TOKEN}\\" }","examples":[{"Authorization":"Bearer ${SCHEMA_TOKEN}"}],"description":"Headers sent with the request for `schemaUrl` when it is an http(s) URL, for a protected schema. `${NAME}` in a value is read from the environment and never printed (`$${` writes a literal `${`). A header that carries a credential (`Authorization`, `Cookie`, or a name with `auth`, `token`, `key`, `secret`, `password`, `session`) must take its value from a `${NAME}`: a credential written into the file is refused.","additionalProperties":{"type":"string","title":"a header value, with ${NAME} for a secret","examples":["Bearer ${SCHEMA_TOKEN}"]}},"thresholds":{"type":"object","title":"an object such as { \\"p99LatencyMs\\": 1000, \\"okRequestPercent\\": 99 }","description":"The limits every generated scenario is checked against after the run. Both are required when the domain is enabled.","default":{},"properties":{"p99LatencyMs":{"type":"number","minimum":0.001,"maximum":86400000,"title":"a number of milliseconds","examples":[1000],"description":"The highest acceptable 99th-percentile latency, in milliseconds: at least 0.001 (one microsecond, the resolution latencies are measured at) and at most 86400000 (24 hours, the longest run), the range of a latency limit in loadtool.yaml. Written into each scenario as `thresholds.p99`."},"okRequestPercent":{"type":"number","exclusiveMinimum":0,"maximum":100,"title":"a percentage above 0 and at most 100","examples":[99],"description":"The lowest acceptable share of successful requests, in percent (0 < n ≤ 100). Written into each scenario as `thresholds.okRate`."}},"patternProperties":{"^x-":true},"additionalProperties":false},"reportDir":{"$ref":"#/$defs/reportDir","default":"./qa-reports/perf"}},"patternProperties":{"^x-":true},"additionalProperties":false,"if":{"$ref":"#/$defs/isEnabled"},"then":{"required":["schemaUrl"],"properties":{"thresholds":{"type":"object","required":["p99LatencyMs","okRequestPercent"]}}}}},"patternProperties":{"^x-":true},"additionalProperties":false},"requirements":{"type":"object","title":"an object such as { \\"docsPath\\": \\"./docs/requirements\\" }","description":"Where the project\'s requirements live.","default":{},"properties":{"docsPath":{"type":["string","null"],"title":"a folder path, or null","examples":["./docs/requirements"],"default":"./requirements","description":"A folder of requirement documents, relative to `qa.config.json`; `qa-plan.md` is looked up there when it is not at the project root. `null` for none."}},"patternProperties":{"^x-":true},"additionalProperties":false}},"patternProperties":{"^x-":true},"additionalProperties":false,"$defs":{"enabled":{"type":"boolean","title":"true or false","description":"Whether this domain is tested."},"isEnabled":{"$comment":"A domain without `enabled` is enabled: `enabled` defaults to true.","type":"object","properties":{"enabled":{"const":true}}},"httpUrl":{"type":"string","format":"uri","pattern":"^https?://"},"reportDir":{"type":"string","minLength":1,"title":"a folder path, relative to qa.config.json","description":"Where this domain\'s reports are written."}}}');
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
// EXTERNAL MODULE: ./src/config/config-error.ts
var config_error = __webpack_require__(85877);
// EXTERNAL MODULE: ./node_modules/@humanwhocodes/momoa/dist/momoa.js
var momoa = __webpack_require__(93162);
// EXTERNAL MODULE: ./src/bracket-nesting.ts
var bracket_nesting = __webpack_require__(76772);
;// CONCATENATED MODULE: ./src/config/json-source.ts



/** How deep arrays and objects may nest in qa.config.json, which needs four levels. */
const MAX_JSON_NESTING = 64;
/**
 * Parses JSON text strictly (no comments, no trailing commas). Returns the document, or its problems with line and
 * column: the first syntax error, or every duplicated key and every raw control character in a string.
 */
function parseJsonSource(text) {
    // The parser recurses once per level: 3,000 levels would end in a stack overflow, not a message.
    const deep = (0,bracket_nesting/* deepNestingPosition */.i)(text, MAX_JSON_NESTING);
    if (deep)
        return { problems: [tooDeep(deep)] };
    let body;
    try {
        body = (0,momoa/* parse */.qg)(text, { mode: 'json', ranges: true }).body;
    }
    catch (error) {
        if (error instanceof RangeError)
            return { problems: [tooDeep({ line: 1, column: 1 })] };
        const { line, column, offset, message } = error;
        return { problems: [{ path: '', line, column, message: syntaxMessage(text, offset, message) }] };
    }
    const problems = [];
    visit(body, [], (node, segments, keyNode) => {
        if (keyNode) {
            problems.push({
                path: (0,errors/* joinPath */.uJ)(segments),
                ...at(keyNode),
                message: 'this key appears twice in the same object: keep one',
            });
            return;
        }
        // JSON.parse reads 1e400 as Infinity, which no JSON writer can give back (JSON.stringify writes null).
        if (node.type === 'Number' && !Number.isFinite(node.value)) {
            problems.push({
                path: (0,errors/* joinPath */.uJ)(segments),
                ...at(node),
                message: `${text.slice(node.range[0], node.range[1])} is too large a number (JSON numbers end near 1.8e308): write the value meant`,
            });
        }
        // momoa accepts raw tabs and line breaks inside strings, JSON.parse does not.
        // eslint-disable-next-line no-control-regex -- raw control characters are what this looks for
        if (node.type === 'String' && /[\u0000-\u001f]/.test(text.slice(node.range[0], node.range[1]))) {
            problems.push({
                path: (0,errors/* joinPath */.uJ)(segments),
                ...at(node),
                message: 'a tab or line break inside a string: write it as \\t or \\n',
            });
        }
    });
    if (problems.length > 0)
        return { problems };
    return {
        // JSON.parse rather than the tree's values: it keeps a "__proto__" key as plain data.
        value: JSON.parse(text),
        positionOf(segments) {
            let node = body;
            let position = at(body);
            for (const segment of segments) {
                if (node.type === 'Object') {
                    const member = node.members.find((m) => m.name.type === 'String' && m.name.value === String(segment));
                    if (!member)
                        break;
                    [node, position] = [member.value, at(member.name)];
                }
                else if (node.type === 'Array') {
                    const element = node.elements[Number(segment)];
                    if (!element)
                        break;
                    [node, position] = [element.value, at(element)];
                }
                else
                    break;
            }
            return position;
        },
    };
}
function tooDeep(position) {
    return {
        path: '',
        ...position,
        message: `arrays and objects are nested more than ${MAX_JSON_NESTING} levels deep here: a configuration needs four, so this is not one; check the file`,
    };
}
function at(node) {
    return { line: node.loc.start.line, column: node.loc.start.column };
}
/** Calls `report` for each value, with `duplicateKey` set when its key already appeared in the same object. */
function visit(node, segments, report) {
    report(node, segments);
    if (node.type === 'Array') {
        node.elements.forEach((element, index) => {
            visit(element.value, [...segments, index], report);
        });
    }
    if (node.type !== 'Object')
        return;
    const seen = new Set();
    for (const member of node.members) {
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        if (seen.has(key))
            report(member.value, [...segments, key], member.name);
        seen.add(key);
        visit(member.value, [...segments, key], report);
    }
}
function syntaxMessage(text, offset, parserMessage) {
    const next = text[offset];
    const before = text.slice(0, offset).trimEnd();
    if (text.trim() === '')
        return 'the file is empty: it must hold a JSON object';
    if (next === undefined || /end of input/i.test(parserMessage))
        return 'the JSON ends too early: close every { and [ that is open';
    if ((next === '}' || next === ']') && before.endsWith(','))
        return "trailing comma: remove the ',' before this point";
    if (next === '/')
        return 'comments are not allowed in JSON: remove them';
    if (next === "'")
        return 'strings and keys need double quotes, not single quotes';
    const what = parserMessage
        .replace(/\s*\(\d+:\d+\)$/, '')
        .replace(/ found\.?$/, '')
        .replace(/^Unexpected/, 'unexpected');
    return `${what}: check for a missing comma, colon or quote just before it`;
}

// EXTERNAL MODULE: ./src/placeholders.ts
var src_placeholders = __webpack_require__(84429);
;// CONCATENATED MODULE: ./src/config/schema-headers.ts

/** A header name as HTTP defines it (RFC 9110 `token`). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * Header names whose value is a credential. A literal value there is a secret committed to the repository, readable
 * by anyone who can read the file (and by every fork), so it must come from a `${NAME}` set from a CI secret.
 */
const CREDENTIAL = /auth|token|key|secret|passw|session|cookie|credential|signature/i;
/**
 * Returns what the JSON Schema cannot say about `domains.performance.schemaHeaders`: header names that are not
 * names, `${…}` that are not variables, and credentials written into the file. Messages never quote a value.
 */
function schemaHeaderFindings(data) {
    const headers = recordAt(recordAt(recordAt(data, 'domains'), 'performance'), 'schemaHeaders');
    if (!headers)
        return [];
    const findings = [];
    for (const [name, value] of Object.entries(headers)) {
        const segments = ['domains', 'performance', 'schemaHeaders', name];
        if (!HEADER_NAME.test(name)) {
            findings.push({
                segments,
                message: 'is not a header name: use letters, digits and - only, e.g. "Authorization" or "X-Api-Key"',
            });
            continue;
        }
        // A value of another type is the schema's to report.
        if (typeof value !== 'string')
            continue;
        const placeholders = (0,src_placeholders/* findPlaceholders */.GY)(value);
        const invalid = placeholders.filter(({ valid }) => !valid).map(({ name: bad }) => `\${${bad}}`);
        if (invalid.length > 0) {
            findings.push({
                segments,
                message: `${invalid.join(' and ')} is not a variable: write \${NAME} with letters, digits and _ only (or $\${ for a literal \${)`,
            });
        }
        else if (CREDENTIAL.test(name) && placeholders.length === 0) {
            findings.push({
                segments,
                message: `holds a credential written into the file, where everyone who can read the repository reads it: keep it in a secret and write a \${NAME} here, e.g. "Bearer \${SCHEMA_TOKEN}", with SCHEMA_TOKEN set in the environment (env: SCHEMA_TOKEN: \${{ secrets.SCHEMA_TOKEN }})`,
            });
        }
    }
    return findings;
}
function recordAt(parent, key) {
    const value = parent && typeof parent === 'object' ? parent[key] : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

// EXTERNAL MODULE: ./src/json-schema-messages.ts
var json_schema_messages = __webpack_require__(45034);
;// CONCATENATED MODULE: ./src/config/schema-problems.ts

const FORMATS = {
    uri: 'an http(s) URL',
    'http-url-or-relative-path': 'an http(s) URL or a relative path',
};
/** qa.config.json is JSON: its messages use JSON's names for types and write examples as JSON. */
const JSON_WORDING = new json_schema_messages/* Wording */.Jj({ ...json_schema_messages/* JSON_WORDS */.Tp, reference: 'the configuration reference' });
/** Returns one problem per invalid value, each with a sentence that says what to write instead. */
function problemsFromSchemaErrors(errors, root, data) {
    const failedBranches = errors.filter((e) => e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
    const described = errors
        .filter((error) => error.keyword !== 'if' && !failedBranches.some((prefix) => error.schemaPath.startsWith(prefix)))
        .map((error) => describe(error, root, data));
    return (0,json_schema_messages/* problemsByPath */.P8)(described);
}
function describe(error, root, data) {
    const subject = (0,json_schema_messages/* subjectOf */.et)(error, root, data);
    const { at, value, node, params } = subject;
    switch (error.keyword) {
        case 'required': {
            const domain = error.schemaPath.includes('/then/') && at[0] === 'domains' ? at[1] : undefined;
            if (domain === undefined)
                break;
            const segments = [...at, String(params.missingProperty)];
            return {
                segments,
                message: `is required when ${domain} is enabled; ${JSON_WORDING.whatToWrite((0,json_schema_messages/* schemaAt */.lv)(root, segments).node)}`,
            };
        }
        case 'type':
            if (at.length > 0)
                break;
            return { segments: at, message: `the file must hold a JSON object, not ${JSON_WORDING.kindOf(value)}` };
        case 'exclusiveMinimum':
            return {
                segments: at,
                message: `must be greater than ${String(params.limit)}, not ${String(value)}; ${JSON_WORDING.whatToWrite(node)}`,
            };
        case 'minLength':
            return { segments: at, message: `must not be empty; ${JSON_WORDING.whatToWrite(node)}` };
        case 'format':
        case 'pattern':
            return {
                segments: at,
                message: `${JSON.stringify(value)} is not ${FORMATS[String(params.format)] ?? FORMATS.uri}; ${JSON_WORDING.whatToWrite(node)}`,
            };
        case 'anyOf': {
            const names = error.schema.flatMap((branch) => branch.required ?? []);
            const each = names.map((n) => `${n}: ${JSON_WORDING.whatToWrite((0,json_schema_messages/* schemaAt */.lv)(root, [...at, n]).node)}`);
            return { segments: at, message: `needs one of ${names.join(' or ')}; ${each.join('; ')}` };
        }
        case 'not': {
            const names = error.schema.required ?? [];
            return { segments: at, message: `sets ${names.join(' and ')} together; keep only one of them` };
        }
    }
    return (0,json_schema_messages/* jsonMessage */.G1)(error, subject, root, JSON_WORDING) ?? { segments: at, message: error.message ?? 'is invalid' };
}

;// CONCATENATED MODULE: ./src/config/load.ts












/** A configuration file is a few kilobytes; anything past this is not one. */
const MAX_CONFIG_BYTES = 1024 * 1024;
let validator;
function validate(data) {
    if (!validator) {
        const ajv = new _2020.Ajv2020({
            ...ajv_options/* RUNTIME_COMPILE */.f,
            allErrors: true,
            useDefaults: true,
            verbose: true,
            strict: true,
            strictRequired: false,
        });
        // ajv-formats is CommonJS; its plugin is also its own `default` property, which both Node and the bundle see.
        dist_default()["default"](ajv, ['uri']);
        ajv.addFormat('http-url-or-relative-path', (value) => /^https?:\/\/\S+$/.test(value) ? URL.canParse(value) : !/^[A-Za-z][\w+.-]*:/.test(value) && !(0,external_node_path_.isAbsolute)(value));
        validator = ajv.compile(withLoadTestBounds(qa_config_schema_namespaceObject));
    }
    // ajv checks if/then before it fills in the defaults of `properties`: the first pass fills them in, so that the
    // second sees a missing domain or thresholds object as the empty object it defaults to.
    validator(data);
    return validator(data) ? [] : (validator.errors ?? []);
}
/**
 * Returns the schema with the range of `p99LatencyMs` taken from the load test's own (units.ts), so that the config
 * never accepts a limit that the load test generated from it refuses; the published schema states the same figures,
 * and a test fails when they part.
 */
function withLoadTestBounds(root) {
    const copy = structuredClone(root);
    const p99 = copy.properties.domains.properties.performance.properties.thresholds.properties.p99LatencyMs;
    Object.assign(p99, { minimum: units/* MIN_LATENCY_MS */.pv, maximum: units/* MAX_LATENCY_MS */.B4 });
    return copy;
}
/** Reads and validates a `qa.config.json`; returns the effective config or throws a ConfigError with every problem. */
async function loadConfig(file, options = {}) {
    const info = await (0,promises_.stat)(file).catch(() => undefined);
    if (!info) {
        const folder = await missingFolder(file);
        if (folder)
            throw new config_error/* ConfigError */.x(file, [{ path: '', message: folderMissing(folder) }]);
        throw new config_error/* ConfigNotFoundError */.k(file);
    }
    if (!info.isFile())
        throw new config_error/* ConfigError */.x(file, [
            { path: '', message: 'is not a file: pass --config with the path of qa.config.json' },
        ]);
    if (info.size > MAX_CONFIG_BYTES) {
        const size = `${(info.size / 1024 / 1024).toFixed(1)} MB`;
        throw new config_error/* ConfigError */.x(file, [
            { path: '', message: `is ${size}; a configuration is a few kilobytes, so this is not one: check the path` },
        ]);
    }
    const text = await (0,promises_.readFile)(file, 'utf8').catch((error) => {
        throw new config_error/* ConfigError */.x(file, [{ path: '', message: `cannot be read (${reasonOf(error)}): check its permissions` }]);
    });
    return parseConfig(text, file, options);
}
/** Returns the folder of `file` when that folder does not exist, else undefined. */
async function missingFolder(file) {
    const folder = (0,external_node_path_.dirname)(file);
    const info = await (0,promises_.stat)(folder).catch(() => undefined);
    return info?.isDirectory() ? undefined : folder;
}
/** Returns the system's short reason for a failed read or write (`EACCES`), for a message. */
function reasonOf(error) {
    return error.code ?? String(error);
}
/** Returns the sentence for a config path whose folder does not exist: the folder, and the two fixes. */
function folderMissing(folder) {
    return `the folder ${folder} does not exist: create it, or correct the \`config\` input (--config)`;
}
/** Validates the text of a `qa.config.json`; returns the effective config or throws a ConfigError with every problem. */
function parseConfig(text, file, options = {}) {
    if (text.replace(/^\uFEFF/, '').trim() === '') {
        throw new config_error/* ConfigError */.x(file, [
            { path: '', message: 'is empty: it must hold a JSON object. Run `loadtool init --force` to write one.' },
        ]);
    }
    const source = parseJsonSource(text.replace(/^\uFEFF/, ''));
    if ('problems' in source)
        throw new config_error/* ConfigError */.x(file, source.problems);
    const data = source.value;
    const problems = [
        ...problemsFromSchemaErrors(validate(data), qa_config_schema_namespaceObject, data).map((problem) => withSchemaHint(problem, data)),
        ...resolvePerformance(data, options),
    ];
    const located = problems.map((problem) => problem.path ? { ...problem, ...source.positionOf(segmentsOf(problem)) } : problem);
    // Checked in code, not in the schema: whether a header holds a credential written into the file.
    for (const { segments, message } of schemaHeaderFindings(data)) {
        located.push({ path: (0,errors/* joinPath */.uJ)(segments), message, ...source.positionOf(segments) });
    }
    if (located.length > 0) {
        located.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.path.localeCompare(b.path));
        throw new config_error/* ConfigError */.x(file, located);
    }
    return data;
}
/**
 * Fills in the performance domain's base URL from its fallbacks (the flag or input, this domain, the api
 * domain); returns what is still missing. When the api domain is enabled, its own required fields already report a
 * missing base URL. The schema has no fallback: the JSON Schema requires `domains.performance.schemaUrl`.
 */
function resolvePerformance(data, options) {
    const domains = objectAt(data, 'domains');
    const api = objectAt(domains, 'api') ?? {};
    const performance = objectAt(domains, 'performance');
    if (!performance)
        return [];
    const baseUrl = options.baseUrl ?? load_text(performance.baseUrl) ?? load_text(api.baseUrl);
    if (baseUrl)
        performance.baseUrl = baseUrl;
    const problems = [];
    if (options.baseUrl !== undefined && !(/^https?:\/\//.test(options.baseUrl) && URL.canParse(options.baseUrl))) {
        problems.push({
            path: '',
            message: `the base URL ${JSON.stringify(options.baseUrl)} (base-url input or --base-url) is not an http(s) URL`,
        });
    }
    if (performance.enabled !== true || api.enabled === true || baseUrl)
        return problems;
    problems.push({
        path: 'domains.performance.baseUrl',
        message: 'is required when performance is enabled (or domains.api.baseUrl, or the base-url input); write the base URL of the system under test, e.g. "http://localhost:3000"',
    });
    return problems;
}
/**
 * Returns the problem with a hint when it is the missing `domains.performance.schemaUrl` and the api domain names a
 * schema: the user most likely wants that one, but copying it silently would hide which schema is load tested.
 */
function withSchemaHint(problem, data) {
    if (problem.path !== 'domains.performance.schemaUrl' || !problem.message.startsWith('is required'))
        return problem;
    const api = objectAt(objectAt(data, 'domains'), 'api') ?? {};
    const key = load_text(api.schemaPath) ? 'schemaPath' : load_text(api.schemaUrl) ? 'schemaUrl' : undefined;
    if (!key)
        return problem;
    const value = JSON.stringify(api[key]);
    return {
        ...problem,
        message: `${problem.message}. The api domain's schema is ${value} (domains.api.${key}): write "schemaUrl": ${value} here to load test the same API`,
    };
}
function load_text(value) {
    return typeof value === 'string' ? value : undefined;
}
function objectAt(parent, key) {
    const value = parent && typeof parent === 'object' ? parent[key] : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}
function segmentsOf(problem) {
    return problem.path === '$' ? [] : problem.path.split('.');
}


/***/ })

};
