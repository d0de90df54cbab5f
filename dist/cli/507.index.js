export const id = 507;
export const ids = [507];
export const modules = {

/***/ 85877:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ ConfigNotFoundError),
/* harmony export */   x: () => (/* binding */ ConfigError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// The errors of an invalid or missing `qa.config.json`, every problem in one.

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

/***/ 1507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jw: () => (/* binding */ folderMissing),
  Z9: () => (/* binding */ loadConfig),
  z: () => (/* binding */ missingFolder),
  o4: () => (/* binding */ parseConfig),
  A3: () => (/* binding */ reasonOf)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./schemas/qa.config.schema.json
const qa_config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"qa.config.schema.json","title":"qa.config.json","description":"The project\'s QA configuration: what is tested and against which limits. qa-perf reads the project, the api domain and the performance domain; the other domains belong to other tools and are validated so that a typo never passes silently.","type":"object","required":["project"],"properties":{"$schema":{"type":"string","title":"the path or URL of this JSON Schema","description":"The JSON Schema an editor uses to check this file."},"project":{"type":"object","title":"an object with the project\'s name","examples":[{"name":"petstore"}],"description":"The project under test.","default":{},"required":["name"],"properties":{"name":{"type":"string","minLength":1,"title":"the project\'s name","examples":["petstore"],"description":"The project\'s name, shown in reports and in the pull-request comment."}},"patternProperties":{"^x-":true},"additionalProperties":false},"domains":{"type":"object","title":"an object with the ui, api, accessibility and performance domains","description":"What is tested. A domain that is absent, or present without `enabled`, is enabled (`enabled` defaults to true), so its required fields must be given: list every domain, with `\\"enabled\\": false` for those not tested.","default":{},"properties":{"ui":{"type":"object","title":"an object such as { \\"enabled\\": false }","description":"End-to-end tests of the web front end (another tool\'s concern; validated here).","default":{},"properties":{"enabled":{"$ref":"#/$defs/enabled","default":true},"baseUrl":{"$ref":"#/$defs/httpUrl","title":"the front end\'s URL","examples":["https://app.example.com"],"description":"The URL of the web front end. Required when the domain is enabled."},"recordVideo":{"type":"boolean","title":"true or false","default":true,"description":"Record a video of failing UI tests."},"reportDir":{"$ref":"#/$defs/reportDir","default":"./qa-reports/ui"}},"patternProperties":{"^x-":true},"additionalProperties":false,"if":{"$ref":"#/$defs/isEnabled"},"then":{"required":["baseUrl"]}},"api":{"type":"object","title":"an object such as { \\"enabled\\": true, \\"baseUrl\\": \\"https://api.example.com\\", \\"schemaPath\\": \\"./openapi.yaml\\" }","description":"The HTTP API and its schema. The performance domain falls back to its base URL, not to its schema.","default":{},"properties":{"enabled":{"$ref":"#/$defs/enabled","default":true},"baseUrl":{"$ref":"#/$defs/httpUrl","title":"the API\'s base URL","examples":["https://api.example.com"],"description":"The base URL of the API. Required when the domain is enabled."},"schemaUrl":{"$ref":"#/$defs/httpUrl","title":"the URL of the API\'s OpenAPI document or GraphQL endpoint","examples":["https://api.example.com/openapi.json"],"description":"Where the API\'s schema is served: an OpenAPI (Swagger 2, 3.0, 3.1) document, or a GraphQL endpoint to introspect. Exactly one of `schemaUrl` and `schemaPath` is required when the domain is enabled."},"schemaPath":{"type":"string","minLength":1,"title":"a path to the schema file, relative to qa.config.json","examples":["./openapi.yaml"],"description":"The API\'s schema in the repository: an OpenAPI document (`.json`, `.yaml`, `.yml`) or GraphQL SDL (`.graphql`) or introspection JSON, relative to `qa.config.json`."},"reportDir":{"$ref":"#/$defs/reportDir","default":"./qa-reports/api"}},"patternProperties":{"^x-":true},"additionalProperties":false,"if":{"$ref":"#/$defs/isEnabled"},"then":{"required":["baseUrl"],"anyOf":[{"required":["schemaUrl"]},{"required":["schemaPath"]}],"not":{"required":["schemaUrl","schemaPath"]}}},"accessibility":{"type":"object","title":"an object such as { \\"enabled\\": false }","description":"WCAG audits (another tool\'s concern; validated here).","default":{},"properties":{"enabled":{"$ref":"#/$defs/enabled","default":true},"jurisdiction":{"enum":["US","EU","UK","NZ","AU","CA","INTERNATIONAL"],"title":"the jurisdiction whose law applies","examples":["EU"],"description":"The jurisdiction whose accessibility law the report cites. No default: when absent it stays absent."},"level":{"enum":["A","AA","AAA"],"title":"the WCAG conformance level","examples":["AA"],"default":"AA","description":"The WCAG conformance level to audit against."},"reportDir":{"$ref":"#/$defs/reportDir","default":"./qa-reports/a11y"}},"patternProperties":{"^x-":true},"additionalProperties":false},"performance":{"type":"object","title":"an object such as { \\"enabled\\": true, \\"thresholds\\": { \\"p99LatencyMs\\": 1000, \\"okRequestPercent\\": 99 } }","description":"The load tests that qa-perf generates and runs.","default":{},"properties":{"enabled":{"$ref":"#/$defs/enabled","default":true},"baseUrl":{"$ref":"#/$defs/httpUrl","title":"the base URL of the system under test","examples":["http://localhost:3000"],"description":"The base URL the load is sent to. Resolved in this order: the `base-url` input or `--base-url` flag, this field, `domains.api.baseUrl`. One of them is required when the domain is enabled."},"schemaUrl":{"type":"string","minLength":1,"format":"http-url-or-relative-path","title":"an http(s) URL, or a path relative to qa.config.json","examples":["./openapi.yaml","https://api.example.com/openapi.json"],"description":"The schema the load tests are generated from: an http(s) URL or a path relative to `qa.config.json`. Required when the domain is enabled, even when the api domain has a schema: it is not copied from there."},"schemaHeaders":{"type":"object","title":"an object of header names and values, such as { \\"Authorization\\": \\"Bearer ${SCHEMA_TOKEN}\\" }","examples":[{"Authorization":"Bearer ${SCHEMA_TOKEN}"}],"description":"Headers sent with the request for `schemaUrl` when it is an http(s) URL, for a protected schema. `${NAME}` in a value is read from the environment and never printed (`$${` writes a literal `${`). A header that carries a credential (`Authorization`, `Cookie`, or a name with `auth`, `token`, `key`, `secret`, `password`, `session`) must take its value from a `${NAME}`: a credential written into the file is refused.","additionalProperties":{"type":"string","title":"a header value, with ${NAME} for a secret","examples":["Bearer ${SCHEMA_TOKEN}"]}},"thresholds":{"type":"object","title":"an object such as { \\"p99LatencyMs\\": 1000, \\"okRequestPercent\\": 99 }","description":"The limits every generated scenario is checked against after the run. Both are required when the domain is enabled.","default":{},"properties":{"p99LatencyMs":{"type":"number","minimum":0.001,"maximum":86400000,"title":"a number of milliseconds","examples":[1000],"description":"The highest acceptable 99th-percentile latency, in milliseconds: at least 0.001 (one microsecond, the resolution latencies are measured at) and at most 86400000 (24 hours, the longest run), the range of a latency limit in loadtool.yaml. Written into each scenario as `thresholds.p99`."},"okRequestPercent":{"type":"number","exclusiveMinimum":0,"maximum":100,"title":"a percentage above 0 and at most 100","examples":[99],"description":"The lowest acceptable share of successful requests, in percent (0 < n ≤ 100). Written into each scenario as `thresholds.okRate`."}},"patternProperties":{"^x-":true},"additionalProperties":false},"reportDir":{"$ref":"#/$defs/reportDir","default":"./qa-reports/perf"}},"patternProperties":{"^x-":true},"additionalProperties":false,"if":{"$ref":"#/$defs/isEnabled"},"then":{"required":["schemaUrl"],"properties":{"thresholds":{"type":"object","required":["p99LatencyMs","okRequestPercent"]}}}}},"patternProperties":{"^x-":true},"additionalProperties":false},"requirements":{"type":"object","title":"an object such as { \\"docsPath\\": \\"./docs/requirements\\" }","description":"Where the project\'s requirements live.","default":{},"properties":{"docsPath":{"type":["string","null"],"title":"a folder path, or null","examples":["./docs/requirements"],"default":"./requirements","description":"A folder of requirement documents, relative to `qa.config.json`; `qa-plan.md` is looked up there when it is not at the project root. `null` for none."}},"patternProperties":{"^x-":true},"additionalProperties":false}},"patternProperties":{"^x-":true},"additionalProperties":false,"$defs":{"enabled":{"type":"boolean","title":"true or false","description":"Whether this domain is tested."},"isEnabled":{"$comment":"A domain without `enabled` is enabled: `enabled` defaults to true.","type":"object","properties":{"enabled":{"const":true}}},"httpUrl":{"type":"string","format":"uri","pattern":"^https?://"},"reportDir":{"type":"string","minLength":1,"title":"a folder path, relative to qa.config.json","description":"Where this domain\'s reports are written."}}}');
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/config/config-error.ts
var config_error = __webpack_require__(85877);
// EXTERNAL MODULE: ./node_modules/@humanwhocodes/momoa/dist/momoa.js
var momoa = __webpack_require__(93162);
// EXTERNAL MODULE: ./src/bracket-nesting.ts
var bracket_nesting = __webpack_require__(76772);
;// CONCATENATED MODULE: ./src/config/json-source.ts
// A JSON document parsed with the positions of its values, so that messages point at a line.



/**
 * How deep arrays and objects may nest in qa.config.json, which needs four levels.
 * @internal Exported for the tests.
 */
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

// EXTERNAL MODULE: ./src/header-value.ts
var header_value = __webpack_require__(93218);
// EXTERNAL MODULE: ./src/placeholders.ts
var src_placeholders = __webpack_require__(84429);
;// CONCATENATED MODULE: ./src/config/schema-header-rules.ts


/** A header name as HTTP defines it (RFC 9110 `token`). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * Header names whose value is a credential. A literal value there is a secret committed to the repository, readable
 * by anyone who can read the file (and by every fork), so it must come from a `${NAME}` set from a CI secret.
 */
const CREDENTIAL = /auth|token|key|secret|passw|session|cookie|credential|signature/i;
/**
 * Returns what the JSON Schema cannot say about `domains.performance.schemaHeaders`: header names that are not
 * names, values a header cannot carry (a line break), `${…}` that are not variables, and credentials written into
 * the file. Messages never quote a value.
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
        const unsendable = (0,header_value/* headerValueProblem */.k)(value);
        if (unsendable) {
            findings.push({ segments, message: unsendable });
            continue;
        }
        const placeholders = (0,src_placeholders/* findPlaceholders */.GY)(value);
        const invalid = (0,src_placeholders/* invalidPlaceholders */._t)(value);
        if (invalid !== undefined) {
            findings.push({ segments, message: invalid });
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
const JSON_WORDING = new json_schema_messages/* Wording */.Jj({ ...json_schema_messages/* JSON_WORDS */.Tp, reference: "qa-perf's docs/configuration.md" });
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

// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/formats.js
var formats = __webpack_require__(10779);
;// CONCATENATED MODULE: ./src/config/config-formats.ts
// The formats qa.config.schema.json names, for its validator compiled ahead of time.


/**
 * The formats qa.config.schema.json names, for its validator compiled ahead of time (src/config/config-schema.generated.ts)
 * to import: `uri` as ajv-formats checks it, and the base URL or path of a schema.
 */
const CONFIG_FORMATS = {
    uri: formats.fullFormats.uri,
    'http-url-or-relative-path': (value) => /^https?:\/\/\S+$/.test(value) ? URL.canParse(value) : !/^[A-Za-z][\w+.-]*:/.test(value) && !(0,external_node_path_.isAbsolute)(value),
};

;// CONCATENATED MODULE: ./src/config/config-schema.generated.ts
// @ts-nocheck
// Generated by `npm run validators` from schemas/qa.config.schema.json (ajv standalone code): do not edit.

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
/* harmony default export */ const config_schema_generated = (validate0);
const schema0 = { "$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "qa.config.schema.json", "title": "qa.config.json", "description": "The project's QA configuration: what is tested and against which limits. qa-perf reads the project, the api domain and the performance domain; the other domains belong to other tools and are validated so that a typo never passes silently.", "type": "object", "required": ["project"], "properties": { "$schema": { "type": "string", "title": "the path or URL of this JSON Schema", "description": "The JSON Schema an editor uses to check this file." }, "project": { "type": "object", "title": "an object with the project's name", "examples": [{ "name": "petstore" }], "description": "The project under test.", "default": {}, "required": ["name"], "properties": { "name": { "type": "string", "minLength": 1, "title": "the project's name", "examples": ["petstore"], "description": "The project's name, shown in reports and in the pull-request comment." } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "domains": { "type": "object", "title": "an object with the ui, api, accessibility and performance domains", "description": "What is tested. A domain that is absent, or present without `enabled`, is enabled (`enabled` defaults to true), so its required fields must be given: list every domain, with `\"enabled\": false` for those not tested.", "default": {}, "properties": { "ui": { "type": "object", "title": "an object such as { \"enabled\": false }", "description": "End-to-end tests of the web front end (another tool's concern; validated here).", "default": {}, "properties": { "enabled": { "$ref": "#/$defs/enabled", "default": true }, "baseUrl": { "$ref": "#/$defs/httpUrl", "title": "the front end's URL", "examples": ["https://app.example.com"], "description": "The URL of the web front end. Required when the domain is enabled." }, "recordVideo": { "type": "boolean", "title": "true or false", "default": true, "description": "Record a video of failing UI tests." }, "reportDir": { "$ref": "#/$defs/reportDir", "default": "./qa-reports/ui" } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "if": { "$ref": "#/$defs/isEnabled" }, "then": { "required": ["baseUrl"] } }, "api": { "type": "object", "title": "an object such as { \"enabled\": true, \"baseUrl\": \"https://api.example.com\", \"schemaPath\": \"./openapi.yaml\" }", "description": "The HTTP API and its schema. The performance domain falls back to its base URL, not to its schema.", "default": {}, "properties": { "enabled": { "$ref": "#/$defs/enabled", "default": true }, "baseUrl": { "$ref": "#/$defs/httpUrl", "title": "the API's base URL", "examples": ["https://api.example.com"], "description": "The base URL of the API. Required when the domain is enabled." }, "schemaUrl": { "$ref": "#/$defs/httpUrl", "title": "the URL of the API's OpenAPI document or GraphQL endpoint", "examples": ["https://api.example.com/openapi.json"], "description": "Where the API's schema is served: an OpenAPI (Swagger 2, 3.0, 3.1) document, or a GraphQL endpoint to introspect. Exactly one of `schemaUrl` and `schemaPath` is required when the domain is enabled." }, "schemaPath": { "type": "string", "minLength": 1, "title": "a path to the schema file, relative to qa.config.json", "examples": ["./openapi.yaml"], "description": "The API's schema in the repository: an OpenAPI document (`.json`, `.yaml`, `.yml`) or GraphQL SDL (`.graphql`) or introspection JSON, relative to `qa.config.json`." }, "reportDir": { "$ref": "#/$defs/reportDir", "default": "./qa-reports/api" } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "if": { "$ref": "#/$defs/isEnabled" }, "then": { "required": ["baseUrl"], "anyOf": [{ "required": ["schemaUrl"] }, { "required": ["schemaPath"] }], "not": { "required": ["schemaUrl", "schemaPath"] } } }, "accessibility": { "type": "object", "title": "an object such as { \"enabled\": false }", "description": "WCAG audits (another tool's concern; validated here).", "default": {}, "properties": { "enabled": { "$ref": "#/$defs/enabled", "default": true }, "jurisdiction": { "enum": ["US", "EU", "UK", "NZ", "AU", "CA", "INTERNATIONAL"], "title": "the jurisdiction whose law applies", "examples": ["EU"], "description": "The jurisdiction whose accessibility law the report cites. No default: when absent it stays absent." }, "level": { "enum": ["A", "AA", "AAA"], "title": "the WCAG conformance level", "examples": ["AA"], "default": "AA", "description": "The WCAG conformance level to audit against." }, "reportDir": { "$ref": "#/$defs/reportDir", "default": "./qa-reports/a11y" } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "performance": { "type": "object", "title": "an object such as { \"enabled\": true, \"thresholds\": { \"p99LatencyMs\": 1000, \"okRequestPercent\": 99 } }", "description": "The load tests that qa-perf generates and runs.", "default": {}, "properties": { "enabled": { "$ref": "#/$defs/enabled", "default": true }, "baseUrl": { "$ref": "#/$defs/httpUrl", "title": "the base URL of the system under test", "examples": ["http://localhost:3000"], "description": "The base URL the load is sent to. Resolved in this order: the `base-url` input or `--base-url` flag, this field, `domains.api.baseUrl`. One of them is required when the domain is enabled." }, "schemaUrl": { "type": "string", "minLength": 1, "format": "http-url-or-relative-path", "title": "an http(s) URL, or a path relative to qa.config.json", "examples": ["./openapi.yaml", "https://api.example.com/openapi.json"], "description": "The schema the load tests are generated from: an http(s) URL or a path relative to `qa.config.json`. Required when the domain is enabled, even when the api domain has a schema: it is not copied from there." }, "schemaHeaders": { "type": "object", "title": "an object of header names and values, such as { \"Authorization\": \"Bearer ${SCHEMA_TOKEN}\" }", "examples": [{ "Authorization": "Bearer ${SCHEMA_TOKEN}" }], "description": "Headers sent with the request for `schemaUrl` when it is an http(s) URL, for a protected schema. `${NAME}` in a value is read from the environment and never printed (`$${` writes a literal `${`). A header that carries a credential (`Authorization`, `Cookie`, or a name with `auth`, `token`, `key`, `secret`, `password`, `session`) must take its value from a `${NAME}`: a credential written into the file is refused.", "additionalProperties": { "type": "string", "title": "a header value, with ${NAME} for a secret", "examples": ["Bearer ${SCHEMA_TOKEN}"] } }, "thresholds": { "type": "object", "title": "an object such as { \"p99LatencyMs\": 1000, \"okRequestPercent\": 99 }", "description": "The limits every generated scenario is checked against after the run. Both are required when the domain is enabled.", "default": {}, "properties": { "p99LatencyMs": { "type": "number", "minimum": 0.001, "maximum": 86400000, "title": "a number of milliseconds", "examples": [1000], "description": "The highest acceptable 99th-percentile latency, in milliseconds: at least 0.001 (one microsecond, the resolution latencies are measured at) and at most 86400000 (24 hours, the longest run), the range of a latency limit in loadtool.yaml. Written into each scenario as `thresholds.p99`." }, "okRequestPercent": { "type": "number", "exclusiveMinimum": 0, "maximum": 100, "title": "a percentage above 0 and at most 100", "examples": [99], "description": "The lowest acceptable share of successful requests, in percent (0 < n ≤ 100). Written into each scenario as `thresholds.okRate`." } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "reportDir": { "$ref": "#/$defs/reportDir", "default": "./qa-reports/perf" } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "if": { "$ref": "#/$defs/isEnabled" }, "then": { "required": ["schemaUrl"], "properties": { "thresholds": { "type": "object", "required": ["p99LatencyMs", "okRequestPercent"] } } } } }, "patternProperties": { "^x-": true }, "additionalProperties": false }, "requirements": { "type": "object", "title": "an object such as { \"docsPath\": \"./docs/requirements\" }", "description": "Where the project's requirements live.", "default": {}, "properties": { "docsPath": { "type": ["string", "null"], "title": "a folder path, or null", "examples": ["./docs/requirements"], "default": "./requirements", "description": "A folder of requirement documents, relative to `qa.config.json`; `qa-plan.md` is looked up there when it is not at the project root. `null` for none." } }, "patternProperties": { "^x-": true }, "additionalProperties": false } }, "patternProperties": { "^x-": true }, "additionalProperties": false, "$defs": { "enabled": { "type": "boolean", "title": "true or false", "description": "Whether this domain is tested." }, "isEnabled": { "$comment": "A domain without `enabled` is enabled: `enabled` defaults to true.", "type": "object", "properties": { "enabled": { "const": true } } }, "httpUrl": { "type": "string", "format": "uri", "pattern": "^https?://" }, "reportDir": { "type": "string", "minLength": 1, "title": "a folder path, relative to qa.config.json", "description": "Where this domain's reports are written." } } };
const schema1 = { "$comment": "A domain without `enabled` is enabled: `enabled` defaults to true.", "type": "object", "properties": { "enabled": { "const": true } } };
const schema2 = { "type": "boolean", "title": "true or false", "description": "Whether this domain is tested." };
const schema3 = { "type": "string", "format": "uri", "pattern": "^https?://" };
const schema4 = { "type": "string", "minLength": 1, "title": "a folder path, relative to qa.config.json", "description": "Where this domain's reports are written." };
const pattern0 = new RegExp("^x-", "u");
const pattern4 = new RegExp("^https?://", "u");
const func0 = ucs2length;
const formats0 = CONFIG_FORMATS.uri;
const formats8 = CONFIG_FORMATS["http-url-or-relative-path"];
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) { /*# sourceURL="qa.config.schema.json" */ ; let vErrors = null; let errors = 0; const evaluated0 = validate0.evaluated; if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
} if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
} if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.project === undefined) {
        data.project = {};
    }
    if (data.domains === undefined) {
        data.domains = {};
    }
    if (data.requirements === undefined) {
        data.requirements = {};
    }
    if (data.project === undefined) {
        const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "project" }, message: "must have required property '" + "project" + "'", schema: schema0.required, parentSchema: schema0, data };
        if (vErrors === null) {
            vErrors = [err0];
        }
        else {
            vErrors.push(err0);
        }
        errors++;
    }
    for (const key0 in data) {
        if (!(((((key0 === "$schema") || (key0 === "project")) || (key0 === "domains")) || (key0 === "requirements")) || (pattern0.test(key0)))) {
            const err1 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0, data };
            if (vErrors === null) {
                vErrors = [err1];
            }
            else {
                vErrors.push(err1);
            }
            errors++;
        }
    }
    if (data.$schema !== undefined) {
        let data0 = data.$schema;
        if (typeof data0 !== "string") {
            const err2 = { instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.$schema.type, parentSchema: schema0.properties.$schema, data: data0 };
            if (vErrors === null) {
                vErrors = [err2];
            }
            else {
                vErrors.push(err2);
            }
            errors++;
        }
    }
    let data1 = data.project;
    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
        if (data1.name === undefined) {
            const err3 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/required", keyword: "required", params: { missingProperty: "name" }, message: "must have required property '" + "name" + "'", schema: schema0.properties.project.required, parentSchema: schema0.properties.project, data: data1 };
            if (vErrors === null) {
                vErrors = [err3];
            }
            else {
                vErrors.push(err3);
            }
            errors++;
        }
        for (const key1 in data1) {
            if (!((key1 === "name") || (pattern0.test(key1)))) {
                const err4 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.project, data: data1 };
                if (vErrors === null) {
                    vErrors = [err4];
                }
                else {
                    vErrors.push(err4);
                }
                errors++;
            }
        }
        if (data1.name !== undefined) {
            let data2 = data1.name;
            if (typeof data2 === "string") {
                if (func0(data2) < 1) {
                    const err5 = { instancePath: instancePath + "/project/name", schemaPath: "#/properties/project/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.project.properties.name, data: data2 };
                    if (vErrors === null) {
                        vErrors = [err5];
                    }
                    else {
                        vErrors.push(err5);
                    }
                    errors++;
                }
            }
            else {
                const err6 = { instancePath: instancePath + "/project/name", schemaPath: "#/properties/project/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.project.properties.name.type, parentSchema: schema0.properties.project.properties.name, data: data2 };
                if (vErrors === null) {
                    vErrors = [err6];
                }
                else {
                    vErrors.push(err6);
                }
                errors++;
            }
        }
    }
    else {
        const err7 = { instancePath: instancePath + "/project", schemaPath: "#/properties/project/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.project.type, parentSchema: schema0.properties.project, data: data1 };
        if (vErrors === null) {
            vErrors = [err7];
        }
        else {
            vErrors.push(err7);
        }
        errors++;
    }
    let data3 = data.domains;
    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.ui === undefined) {
            data3.ui = {};
        }
        if (data3.api === undefined) {
            data3.api = {};
        }
        if (data3.accessibility === undefined) {
            data3.accessibility = {};
        }
        if (data3.performance === undefined) {
            data3.performance = {};
        }
        for (const key2 in data3) {
            if (!(((((key2 === "ui") || (key2 === "api")) || (key2 === "accessibility")) || (key2 === "performance")) || (pattern0.test(key2)))) {
                const err8 = { instancePath: instancePath + "/domains", schemaPath: "#/properties/domains/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.domains, data: data3 };
                if (vErrors === null) {
                    vErrors = [err8];
                }
                else {
                    vErrors.push(err8);
                }
                errors++;
            }
        }
        let data4 = data3.ui;
        const _errs14 = errors;
        let valid3 = true;
        const _errs15 = errors;
        const _errs16 = errors;
        if (errors === _errs16) {
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.enabled !== undefined) {
                    if (true !== data4.enabled) {
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
        var _valid0 = _errs15 === errors;
        errors = _errs14;
        if (vErrors !== null) {
            if (_errs14) {
                vErrors.length = _errs14;
            }
            else {
                vErrors = null;
            }
        }
        if (_valid0) {
            const _errs20 = errors;
            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.baseUrl === undefined) {
                    const err11 = { instancePath: instancePath + "/domains/ui", schemaPath: "#/properties/domains/properties/ui/then/required", keyword: "required", params: { missingProperty: "baseUrl" }, message: "must have required property '" + "baseUrl" + "'", schema: schema0.properties.domains.properties.ui.then.required, parentSchema: schema0.properties.domains.properties.ui.then, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err11];
                    }
                    else {
                        vErrors.push(err11);
                    }
                    errors++;
                }
            }
            var _valid0 = _errs20 === errors;
            valid3 = _valid0;
        }
        if (!valid3) {
            const err12 = { instancePath: instancePath + "/domains/ui", schemaPath: "#/properties/domains/properties/ui/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema0.properties.domains.properties.ui.if, parentSchema: schema0.properties.domains.properties.ui, data: data4 };
            if (vErrors === null) {
                vErrors = [err12];
            }
            else {
                vErrors.push(err12);
            }
            errors++;
        }
        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.enabled === undefined) {
                data4.enabled = true;
            }
            if (data4.recordVideo === undefined) {
                data4.recordVideo = true;
            }
            if (data4.reportDir === undefined) {
                data4.reportDir = "./qa-reports/ui";
            }
            for (const key3 in data4) {
                if (!(((((key3 === "enabled") || (key3 === "baseUrl")) || (key3 === "recordVideo")) || (key3 === "reportDir")) || (pattern0.test(key3)))) {
                    const err13 = { instancePath: instancePath + "/domains/ui", schemaPath: "#/properties/domains/properties/ui/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.domains.properties.ui, data: data4 };
                    if (vErrors === null) {
                        vErrors = [err13];
                    }
                    else {
                        vErrors.push(err13);
                    }
                    errors++;
                }
            }
            let data6 = data4.enabled;
            if (typeof data6 !== "boolean") {
                const err14 = { instancePath: instancePath + "/domains/ui/enabled", schemaPath: "#/$defs/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema2.type, parentSchema: schema2, data: data6 };
                if (vErrors === null) {
                    vErrors = [err14];
                }
                else {
                    vErrors.push(err14);
                }
                errors++;
            }
            if (data4.baseUrl !== undefined) {
                let data7 = data4.baseUrl;
                if (typeof data7 === "string") {
                    if (!pattern4.test(data7)) {
                        const err15 = { instancePath: instancePath + "/domains/ui/baseUrl", schemaPath: "#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"", schema: "^https?://", parentSchema: schema3, data: data7 };
                        if (vErrors === null) {
                            vErrors = [err15];
                        }
                        else {
                            vErrors.push(err15);
                        }
                        errors++;
                    }
                    if (!(formats0(data7))) {
                        const err16 = { instancePath: instancePath + "/domains/ui/baseUrl", schemaPath: "#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema3, data: data7 };
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
                    const err17 = { instancePath: instancePath + "/domains/ui/baseUrl", schemaPath: "#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.type, parentSchema: schema3, data: data7 };
                    if (vErrors === null) {
                        vErrors = [err17];
                    }
                    else {
                        vErrors.push(err17);
                    }
                    errors++;
                }
            }
            let data8 = data4.recordVideo;
            if (typeof data8 !== "boolean") {
                const err18 = { instancePath: instancePath + "/domains/ui/recordVideo", schemaPath: "#/properties/domains/properties/ui/properties/recordVideo/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema0.properties.domains.properties.ui.properties.recordVideo.type, parentSchema: schema0.properties.domains.properties.ui.properties.recordVideo, data: data8 };
                if (vErrors === null) {
                    vErrors = [err18];
                }
                else {
                    vErrors.push(err18);
                }
                errors++;
            }
            let data9 = data4.reportDir;
            if (typeof data9 === "string") {
                if (func0(data9) < 1) {
                    const err19 = { instancePath: instancePath + "/domains/ui/reportDir", schemaPath: "#/$defs/reportDir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4, data: data9 };
                    if (vErrors === null) {
                        vErrors = [err19];
                    }
                    else {
                        vErrors.push(err19);
                    }
                    errors++;
                }
            }
            else {
                const err20 = { instancePath: instancePath + "/domains/ui/reportDir", schemaPath: "#/$defs/reportDir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.type, parentSchema: schema4, data: data9 };
                if (vErrors === null) {
                    vErrors = [err20];
                }
                else {
                    vErrors.push(err20);
                }
                errors++;
            }
        }
        else {
            const err21 = { instancePath: instancePath + "/domains/ui", schemaPath: "#/properties/domains/properties/ui/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.domains.properties.ui.type, parentSchema: schema0.properties.domains.properties.ui, data: data4 };
            if (vErrors === null) {
                vErrors = [err21];
            }
            else {
                vErrors.push(err21);
            }
            errors++;
        }
        let data10 = data3.api;
        const _errs35 = errors;
        let valid10 = true;
        const _errs36 = errors;
        const _errs37 = errors;
        if (errors === _errs37) {
            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                if (data10.enabled !== undefined) {
                    if (true !== data10.enabled) {
                        const err22 = {};
                        if (vErrors === null) {
                            vErrors = [err22];
                        }
                        else {
                            vErrors.push(err22);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err23 = {};
                if (vErrors === null) {
                    vErrors = [err23];
                }
                else {
                    vErrors.push(err23);
                }
                errors++;
            }
        }
        var _valid1 = _errs36 === errors;
        errors = _errs35;
        if (vErrors !== null) {
            if (_errs35) {
                vErrors.length = _errs35;
            }
            else {
                vErrors = null;
            }
        }
        if (_valid1) {
            const _errs41 = errors;
            const _errs42 = errors;
            const _errs43 = errors;
            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                let missing0;
                if (((data10.schemaUrl === undefined) && (missing0 = "schemaUrl")) || ((data10.schemaPath === undefined) && (missing0 = "schemaPath"))) {
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
            var valid13 = _errs43 === errors;
            if (valid13) {
                const err25 = { instancePath: instancePath + "/domains/api", schemaPath: "#/properties/domains/properties/api/then/not", keyword: "not", params: {}, message: "must NOT be valid", schema: schema0.properties.domains.properties.api.then.not, parentSchema: schema0.properties.domains.properties.api.then, data: data10 };
                if (vErrors === null) {
                    vErrors = [err25];
                }
                else {
                    vErrors.push(err25);
                }
                errors++;
            }
            else {
                errors = _errs42;
                if (vErrors !== null) {
                    if (_errs42) {
                        vErrors.length = _errs42;
                    }
                    else {
                        vErrors = null;
                    }
                }
            }
            const _errs44 = errors;
            let valid14 = false;
            const _errs45 = errors;
            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                if (data10.schemaUrl === undefined) {
                    const err26 = { instancePath: instancePath + "/domains/api", schemaPath: "#/properties/domains/properties/api/then/anyOf/0/required", keyword: "required", params: { missingProperty: "schemaUrl" }, message: "must have required property '" + "schemaUrl" + "'", schema: schema0.properties.domains.properties.api.then.anyOf[0].required, parentSchema: schema0.properties.domains.properties.api.then.anyOf[0], data: data10 };
                    if (vErrors === null) {
                        vErrors = [err26];
                    }
                    else {
                        vErrors.push(err26);
                    }
                    errors++;
                }
            }
            var _valid2 = _errs45 === errors;
            valid14 = valid14 || _valid2;
            const _errs46 = errors;
            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                if (data10.schemaPath === undefined) {
                    const err27 = { instancePath: instancePath + "/domains/api", schemaPath: "#/properties/domains/properties/api/then/anyOf/1/required", keyword: "required", params: { missingProperty: "schemaPath" }, message: "must have required property '" + "schemaPath" + "'", schema: schema0.properties.domains.properties.api.then.anyOf[1].required, parentSchema: schema0.properties.domains.properties.api.then.anyOf[1], data: data10 };
                    if (vErrors === null) {
                        vErrors = [err27];
                    }
                    else {
                        vErrors.push(err27);
                    }
                    errors++;
                }
            }
            var _valid2 = _errs46 === errors;
            valid14 = valid14 || _valid2;
            if (!valid14) {
                const err28 = { instancePath: instancePath + "/domains/api", schemaPath: "#/properties/domains/properties/api/then/anyOf", keyword: "anyOf", params: {}, message: "must match a schema in anyOf", schema: schema0.properties.domains.properties.api.then.anyOf, parentSchema: schema0.properties.domains.properties.api.then, data: data10 };
                if (vErrors === null) {
                    vErrors = [err28];
                }
                else {
                    vErrors.push(err28);
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
            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
                if (data10.baseUrl === undefined) {
                    const err29 = { instancePath: instancePath + "/domains/api", schemaPath: "#/properties/domains/properties/api/then/required", keyword: "required", params: { missingProperty: "baseUrl" }, message: "must have required property '" + "baseUrl" + "'", schema: schema0.properties.domains.properties.api.then.required, parentSchema: schema0.properties.domains.properties.api.then, data: data10 };
                    if (vErrors === null) {
                        vErrors = [err29];
                    }
                    else {
                        vErrors.push(err29);
                    }
                    errors++;
                }
            }
            var _valid1 = _errs41 === errors;
            valid10 = _valid1;
        }
        if (!valid10) {
            const err30 = { instancePath: instancePath + "/domains/api", schemaPath: "#/properties/domains/properties/api/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema0.properties.domains.properties.api.if, parentSchema: schema0.properties.domains.properties.api, data: data10 };
            if (vErrors === null) {
                vErrors = [err30];
            }
            else {
                vErrors.push(err30);
            }
            errors++;
        }
        if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
            if (data10.enabled === undefined) {
                data10.enabled = true;
            }
            if (data10.reportDir === undefined) {
                data10.reportDir = "./qa-reports/api";
            }
            for (const key4 in data10) {
                if (!((((((key4 === "enabled") || (key4 === "baseUrl")) || (key4 === "schemaUrl")) || (key4 === "schemaPath")) || (key4 === "reportDir")) || (pattern0.test(key4)))) {
                    const err31 = { instancePath: instancePath + "/domains/api", schemaPath: "#/properties/domains/properties/api/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.domains.properties.api, data: data10 };
                    if (vErrors === null) {
                        vErrors = [err31];
                    }
                    else {
                        vErrors.push(err31);
                    }
                    errors++;
                }
            }
            let data12 = data10.enabled;
            if (typeof data12 !== "boolean") {
                const err32 = { instancePath: instancePath + "/domains/api/enabled", schemaPath: "#/$defs/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema2.type, parentSchema: schema2, data: data12 };
                if (vErrors === null) {
                    vErrors = [err32];
                }
                else {
                    vErrors.push(err32);
                }
                errors++;
            }
            if (data10.baseUrl !== undefined) {
                let data13 = data10.baseUrl;
                if (typeof data13 === "string") {
                    if (!pattern4.test(data13)) {
                        const err33 = { instancePath: instancePath + "/domains/api/baseUrl", schemaPath: "#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"", schema: "^https?://", parentSchema: schema3, data: data13 };
                        if (vErrors === null) {
                            vErrors = [err33];
                        }
                        else {
                            vErrors.push(err33);
                        }
                        errors++;
                    }
                    if (!(formats0(data13))) {
                        const err34 = { instancePath: instancePath + "/domains/api/baseUrl", schemaPath: "#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema3, data: data13 };
                        if (vErrors === null) {
                            vErrors = [err34];
                        }
                        else {
                            vErrors.push(err34);
                        }
                        errors++;
                    }
                }
                else {
                    const err35 = { instancePath: instancePath + "/domains/api/baseUrl", schemaPath: "#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.type, parentSchema: schema3, data: data13 };
                    if (vErrors === null) {
                        vErrors = [err35];
                    }
                    else {
                        vErrors.push(err35);
                    }
                    errors++;
                }
            }
            if (data10.schemaUrl !== undefined) {
                let data14 = data10.schemaUrl;
                if (typeof data14 === "string") {
                    if (!pattern4.test(data14)) {
                        const err36 = { instancePath: instancePath + "/domains/api/schemaUrl", schemaPath: "#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"", schema: "^https?://", parentSchema: schema3, data: data14 };
                        if (vErrors === null) {
                            vErrors = [err36];
                        }
                        else {
                            vErrors.push(err36);
                        }
                        errors++;
                    }
                    if (!(formats0(data14))) {
                        const err37 = { instancePath: instancePath + "/domains/api/schemaUrl", schemaPath: "#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema3, data: data14 };
                        if (vErrors === null) {
                            vErrors = [err37];
                        }
                        else {
                            vErrors.push(err37);
                        }
                        errors++;
                    }
                }
                else {
                    const err38 = { instancePath: instancePath + "/domains/api/schemaUrl", schemaPath: "#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.type, parentSchema: schema3, data: data14 };
                    if (vErrors === null) {
                        vErrors = [err38];
                    }
                    else {
                        vErrors.push(err38);
                    }
                    errors++;
                }
            }
            if (data10.schemaPath !== undefined) {
                let data15 = data10.schemaPath;
                if (typeof data15 === "string") {
                    if (func0(data15) < 1) {
                        const err39 = { instancePath: instancePath + "/domains/api/schemaPath", schemaPath: "#/properties/domains/properties/api/properties/schemaPath/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.domains.properties.api.properties.schemaPath, data: data15 };
                        if (vErrors === null) {
                            vErrors = [err39];
                        }
                        else {
                            vErrors.push(err39);
                        }
                        errors++;
                    }
                }
                else {
                    const err40 = { instancePath: instancePath + "/domains/api/schemaPath", schemaPath: "#/properties/domains/properties/api/properties/schemaPath/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.domains.properties.api.properties.schemaPath.type, parentSchema: schema0.properties.domains.properties.api.properties.schemaPath, data: data15 };
                    if (vErrors === null) {
                        vErrors = [err40];
                    }
                    else {
                        vErrors.push(err40);
                    }
                    errors++;
                }
            }
            let data16 = data10.reportDir;
            if (typeof data16 === "string") {
                if (func0(data16) < 1) {
                    const err41 = { instancePath: instancePath + "/domains/api/reportDir", schemaPath: "#/$defs/reportDir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4, data: data16 };
                    if (vErrors === null) {
                        vErrors = [err41];
                    }
                    else {
                        vErrors.push(err41);
                    }
                    errors++;
                }
            }
            else {
                const err42 = { instancePath: instancePath + "/domains/api/reportDir", schemaPath: "#/$defs/reportDir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.type, parentSchema: schema4, data: data16 };
                if (vErrors === null) {
                    vErrors = [err42];
                }
                else {
                    vErrors.push(err42);
                }
                errors++;
            }
        }
        else {
            const err43 = { instancePath: instancePath + "/domains/api", schemaPath: "#/properties/domains/properties/api/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.domains.properties.api.type, parentSchema: schema0.properties.domains.properties.api, data: data10 };
            if (vErrors === null) {
                vErrors = [err43];
            }
            else {
                vErrors.push(err43);
            }
            errors++;
        }
        let data17 = data3.accessibility;
        if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
            if (data17.enabled === undefined) {
                data17.enabled = true;
            }
            if (data17.level === undefined) {
                data17.level = "AA";
            }
            if (data17.reportDir === undefined) {
                data17.reportDir = "./qa-reports/a11y";
            }
            for (const key5 in data17) {
                if (!(((((key5 === "enabled") || (key5 === "jurisdiction")) || (key5 === "level")) || (key5 === "reportDir")) || (pattern0.test(key5)))) {
                    const err44 = { instancePath: instancePath + "/domains/accessibility", schemaPath: "#/properties/domains/properties/accessibility/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.domains.properties.accessibility, data: data17 };
                    if (vErrors === null) {
                        vErrors = [err44];
                    }
                    else {
                        vErrors.push(err44);
                    }
                    errors++;
                }
            }
            let data18 = data17.enabled;
            if (typeof data18 !== "boolean") {
                const err45 = { instancePath: instancePath + "/domains/accessibility/enabled", schemaPath: "#/$defs/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema2.type, parentSchema: schema2, data: data18 };
                if (vErrors === null) {
                    vErrors = [err45];
                }
                else {
                    vErrors.push(err45);
                }
                errors++;
            }
            if (data17.jurisdiction !== undefined) {
                let data19 = data17.jurisdiction;
                if (!(((((((data19 === "US") || (data19 === "EU")) || (data19 === "UK")) || (data19 === "NZ")) || (data19 === "AU")) || (data19 === "CA")) || (data19 === "INTERNATIONAL"))) {
                    const err46 = { instancePath: instancePath + "/domains/accessibility/jurisdiction", schemaPath: "#/properties/domains/properties/accessibility/properties/jurisdiction/enum", keyword: "enum", params: { allowedValues: schema0.properties.domains.properties.accessibility.properties.jurisdiction.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.domains.properties.accessibility.properties.jurisdiction.enum, parentSchema: schema0.properties.domains.properties.accessibility.properties.jurisdiction, data: data19 };
                    if (vErrors === null) {
                        vErrors = [err46];
                    }
                    else {
                        vErrors.push(err46);
                    }
                    errors++;
                }
            }
            let data20 = data17.level;
            if (!(((data20 === "A") || (data20 === "AA")) || (data20 === "AAA"))) {
                const err47 = { instancePath: instancePath + "/domains/accessibility/level", schemaPath: "#/properties/domains/properties/accessibility/properties/level/enum", keyword: "enum", params: { allowedValues: schema0.properties.domains.properties.accessibility.properties.level.enum }, message: "must be equal to one of the allowed values", schema: schema0.properties.domains.properties.accessibility.properties.level.enum, parentSchema: schema0.properties.domains.properties.accessibility.properties.level, data: data20 };
                if (vErrors === null) {
                    vErrors = [err47];
                }
                else {
                    vErrors.push(err47);
                }
                errors++;
            }
            let data21 = data17.reportDir;
            if (typeof data21 === "string") {
                if (func0(data21) < 1) {
                    const err48 = { instancePath: instancePath + "/domains/accessibility/reportDir", schemaPath: "#/$defs/reportDir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4, data: data21 };
                    if (vErrors === null) {
                        vErrors = [err48];
                    }
                    else {
                        vErrors.push(err48);
                    }
                    errors++;
                }
            }
            else {
                const err49 = { instancePath: instancePath + "/domains/accessibility/reportDir", schemaPath: "#/$defs/reportDir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.type, parentSchema: schema4, data: data21 };
                if (vErrors === null) {
                    vErrors = [err49];
                }
                else {
                    vErrors.push(err49);
                }
                errors++;
            }
        }
        else {
            const err50 = { instancePath: instancePath + "/domains/accessibility", schemaPath: "#/properties/domains/properties/accessibility/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.domains.properties.accessibility.type, parentSchema: schema0.properties.domains.properties.accessibility, data: data17 };
            if (vErrors === null) {
                vErrors = [err50];
            }
            else {
                vErrors.push(err50);
            }
            errors++;
        }
        let data22 = data3.performance;
        const _errs75 = errors;
        let valid23 = true;
        const _errs76 = errors;
        const _errs77 = errors;
        if (errors === _errs77) {
            if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                if (data22.enabled !== undefined) {
                    if (true !== data22.enabled) {
                        const err51 = {};
                        if (vErrors === null) {
                            vErrors = [err51];
                        }
                        else {
                            vErrors.push(err51);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err52 = {};
                if (vErrors === null) {
                    vErrors = [err52];
                }
                else {
                    vErrors.push(err52);
                }
                errors++;
            }
        }
        var _valid3 = _errs76 === errors;
        errors = _errs75;
        if (vErrors !== null) {
            if (_errs75) {
                vErrors.length = _errs75;
            }
            else {
                vErrors = null;
            }
        }
        if (_valid3) {
            const _errs81 = errors;
            if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                if (data22.schemaUrl === undefined) {
                    const err53 = { instancePath: instancePath + "/domains/performance", schemaPath: "#/properties/domains/properties/performance/then/required", keyword: "required", params: { missingProperty: "schemaUrl" }, message: "must have required property '" + "schemaUrl" + "'", schema: schema0.properties.domains.properties.performance.then.required, parentSchema: schema0.properties.domains.properties.performance.then, data: data22 };
                    if (vErrors === null) {
                        vErrors = [err53];
                    }
                    else {
                        vErrors.push(err53);
                    }
                    errors++;
                }
                if (data22.thresholds !== undefined) {
                    let data24 = data22.thresholds;
                    if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                        if (data24.p99LatencyMs === undefined) {
                            const err54 = { instancePath: instancePath + "/domains/performance/thresholds", schemaPath: "#/properties/domains/properties/performance/then/properties/thresholds/required", keyword: "required", params: { missingProperty: "p99LatencyMs" }, message: "must have required property '" + "p99LatencyMs" + "'", schema: schema0.properties.domains.properties.performance.then.properties.thresholds.required, parentSchema: schema0.properties.domains.properties.performance.then.properties.thresholds, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err54];
                            }
                            else {
                                vErrors.push(err54);
                            }
                            errors++;
                        }
                        if (data24.okRequestPercent === undefined) {
                            const err55 = { instancePath: instancePath + "/domains/performance/thresholds", schemaPath: "#/properties/domains/properties/performance/then/properties/thresholds/required", keyword: "required", params: { missingProperty: "okRequestPercent" }, message: "must have required property '" + "okRequestPercent" + "'", schema: schema0.properties.domains.properties.performance.then.properties.thresholds.required, parentSchema: schema0.properties.domains.properties.performance.then.properties.thresholds, data: data24 };
                            if (vErrors === null) {
                                vErrors = [err55];
                            }
                            else {
                                vErrors.push(err55);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err56 = { instancePath: instancePath + "/domains/performance/thresholds", schemaPath: "#/properties/domains/properties/performance/then/properties/thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.domains.properties.performance.then.properties.thresholds.type, parentSchema: schema0.properties.domains.properties.performance.then.properties.thresholds, data: data24 };
                        if (vErrors === null) {
                            vErrors = [err56];
                        }
                        else {
                            vErrors.push(err56);
                        }
                        errors++;
                    }
                }
            }
            var _valid3 = _errs81 === errors;
            valid23 = _valid3;
            if (valid23) {
                var props0 = {};
                props0.thresholds = true;
                props0.enabled = true;
            }
        }
        if (!valid23) {
            const err57 = { instancePath: instancePath + "/domains/performance", schemaPath: "#/properties/domains/properties/performance/if", keyword: "if", params: { failingKeyword: "then" }, message: "must match \"then\" schema", schema: schema0.properties.domains.properties.performance.if, parentSchema: schema0.properties.domains.properties.performance, data: data22 };
            if (vErrors === null) {
                vErrors = [err57];
            }
            else {
                vErrors.push(err57);
            }
            errors++;
        }
        if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            if (data22.enabled === undefined) {
                data22.enabled = true;
            }
            if (data22.thresholds === undefined) {
                data22.thresholds = {};
            }
            if (data22.reportDir === undefined) {
                data22.reportDir = "./qa-reports/perf";
            }
            for (const key6 in data22) {
                if (!(((((((key6 === "enabled") || (key6 === "baseUrl")) || (key6 === "schemaUrl")) || (key6 === "schemaHeaders")) || (key6 === "thresholds")) || (key6 === "reportDir")) || (pattern0.test(key6)))) {
                    const err58 = { instancePath: instancePath + "/domains/performance", schemaPath: "#/properties/domains/properties/performance/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.domains.properties.performance, data: data22 };
                    if (vErrors === null) {
                        vErrors = [err58];
                    }
                    else {
                        vErrors.push(err58);
                    }
                    errors++;
                }
            }
            let data25 = data22.enabled;
            if (typeof data25 !== "boolean") {
                const err59 = { instancePath: instancePath + "/domains/performance/enabled", schemaPath: "#/$defs/enabled/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema2.type, parentSchema: schema2, data: data25 };
                if (vErrors === null) {
                    vErrors = [err59];
                }
                else {
                    vErrors.push(err59);
                }
                errors++;
            }
            if (data22.baseUrl !== undefined) {
                let data26 = data22.baseUrl;
                if (typeof data26 === "string") {
                    if (!pattern4.test(data26)) {
                        const err60 = { instancePath: instancePath + "/domains/performance/baseUrl", schemaPath: "#/$defs/httpUrl/pattern", keyword: "pattern", params: { pattern: "^https?://" }, message: "must match pattern \"" + "^https?://" + "\"", schema: "^https?://", parentSchema: schema3, data: data26 };
                        if (vErrors === null) {
                            vErrors = [err60];
                        }
                        else {
                            vErrors.push(err60);
                        }
                        errors++;
                    }
                    if (!(formats0(data26))) {
                        const err61 = { instancePath: instancePath + "/domains/performance/baseUrl", schemaPath: "#/$defs/httpUrl/format", keyword: "format", params: { format: "uri" }, message: "must match format \"" + "uri" + "\"", schema: "uri", parentSchema: schema3, data: data26 };
                        if (vErrors === null) {
                            vErrors = [err61];
                        }
                        else {
                            vErrors.push(err61);
                        }
                        errors++;
                    }
                }
                else {
                    const err62 = { instancePath: instancePath + "/domains/performance/baseUrl", schemaPath: "#/$defs/httpUrl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema3.type, parentSchema: schema3, data: data26 };
                    if (vErrors === null) {
                        vErrors = [err62];
                    }
                    else {
                        vErrors.push(err62);
                    }
                    errors++;
                }
            }
            if (data22.schemaUrl !== undefined) {
                let data27 = data22.schemaUrl;
                if (typeof data27 === "string") {
                    if (func0(data27) < 1) {
                        const err63 = { instancePath: instancePath + "/domains/performance/schemaUrl", schemaPath: "#/properties/domains/properties/performance/properties/schemaUrl/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema0.properties.domains.properties.performance.properties.schemaUrl, data: data27 };
                        if (vErrors === null) {
                            vErrors = [err63];
                        }
                        else {
                            vErrors.push(err63);
                        }
                        errors++;
                    }
                    if (!(formats8(data27))) {
                        const err64 = { instancePath: instancePath + "/domains/performance/schemaUrl", schemaPath: "#/properties/domains/properties/performance/properties/schemaUrl/format", keyword: "format", params: { format: "http-url-or-relative-path" }, message: "must match format \"" + "http-url-or-relative-path" + "\"", schema: "http-url-or-relative-path", parentSchema: schema0.properties.domains.properties.performance.properties.schemaUrl, data: data27 };
                        if (vErrors === null) {
                            vErrors = [err64];
                        }
                        else {
                            vErrors.push(err64);
                        }
                        errors++;
                    }
                }
                else {
                    const err65 = { instancePath: instancePath + "/domains/performance/schemaUrl", schemaPath: "#/properties/domains/properties/performance/properties/schemaUrl/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.domains.properties.performance.properties.schemaUrl.type, parentSchema: schema0.properties.domains.properties.performance.properties.schemaUrl, data: data27 };
                    if (vErrors === null) {
                        vErrors = [err65];
                    }
                    else {
                        vErrors.push(err65);
                    }
                    errors++;
                }
            }
            if (data22.schemaHeaders !== undefined) {
                let data28 = data22.schemaHeaders;
                if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                    for (const key7 in data28) {
                        let data29 = data28[key7];
                        if (typeof data29 !== "string") {
                            const err66 = { instancePath: instancePath + "/domains/performance/schemaHeaders/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/domains/properties/performance/properties/schemaHeaders/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema0.properties.domains.properties.performance.properties.schemaHeaders.additionalProperties.type, parentSchema: schema0.properties.domains.properties.performance.properties.schemaHeaders.additionalProperties, data: data29 };
                            if (vErrors === null) {
                                vErrors = [err66];
                            }
                            else {
                                vErrors.push(err66);
                            }
                            errors++;
                        }
                    }
                }
                else {
                    const err67 = { instancePath: instancePath + "/domains/performance/schemaHeaders", schemaPath: "#/properties/domains/properties/performance/properties/schemaHeaders/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.domains.properties.performance.properties.schemaHeaders.type, parentSchema: schema0.properties.domains.properties.performance.properties.schemaHeaders, data: data28 };
                    if (vErrors === null) {
                        vErrors = [err67];
                    }
                    else {
                        vErrors.push(err67);
                    }
                    errors++;
                }
            }
            let data30 = data22.thresholds;
            if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
                for (const key8 in data30) {
                    if (!(((key8 === "p99LatencyMs") || (key8 === "okRequestPercent")) || (pattern0.test(key8)))) {
                        const err68 = { instancePath: instancePath + "/domains/performance/thresholds", schemaPath: "#/properties/domains/properties/performance/properties/thresholds/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key8 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.domains.properties.performance.properties.thresholds, data: data30 };
                        if (vErrors === null) {
                            vErrors = [err68];
                        }
                        else {
                            vErrors.push(err68);
                        }
                        errors++;
                    }
                }
                if (data30.p99LatencyMs !== undefined) {
                    let data31 = data30.p99LatencyMs;
                    if ((typeof data31 == "number") && (isFinite(data31))) {
                        if (data31 > 86400000 || isNaN(data31)) {
                            const err69 = { instancePath: instancePath + "/domains/performance/thresholds/p99LatencyMs", schemaPath: "#/properties/domains/properties/performance/properties/thresholds/properties/p99LatencyMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 86400000 }, message: "must be <= 86400000", schema: 86400000, parentSchema: schema0.properties.domains.properties.performance.properties.thresholds.properties.p99LatencyMs, data: data31 };
                            if (vErrors === null) {
                                vErrors = [err69];
                            }
                            else {
                                vErrors.push(err69);
                            }
                            errors++;
                        }
                        if (data31 < 0.001 || isNaN(data31)) {
                            const err70 = { instancePath: instancePath + "/domains/performance/thresholds/p99LatencyMs", schemaPath: "#/properties/domains/properties/performance/properties/thresholds/properties/p99LatencyMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0.001 }, message: "must be >= 0.001", schema: 0.001, parentSchema: schema0.properties.domains.properties.performance.properties.thresholds.properties.p99LatencyMs, data: data31 };
                            if (vErrors === null) {
                                vErrors = [err70];
                            }
                            else {
                                vErrors.push(err70);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err71 = { instancePath: instancePath + "/domains/performance/thresholds/p99LatencyMs", schemaPath: "#/properties/domains/properties/performance/properties/thresholds/properties/p99LatencyMs/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.domains.properties.performance.properties.thresholds.properties.p99LatencyMs.type, parentSchema: schema0.properties.domains.properties.performance.properties.thresholds.properties.p99LatencyMs, data: data31 };
                        if (vErrors === null) {
                            vErrors = [err71];
                        }
                        else {
                            vErrors.push(err71);
                        }
                        errors++;
                    }
                }
                if (data30.okRequestPercent !== undefined) {
                    let data32 = data30.okRequestPercent;
                    if ((typeof data32 == "number") && (isFinite(data32))) {
                        if (data32 > 100 || isNaN(data32)) {
                            const err72 = { instancePath: instancePath + "/domains/performance/thresholds/okRequestPercent", schemaPath: "#/properties/domains/properties/performance/properties/thresholds/properties/okRequestPercent/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100", schema: 100, parentSchema: schema0.properties.domains.properties.performance.properties.thresholds.properties.okRequestPercent, data: data32 };
                            if (vErrors === null) {
                                vErrors = [err72];
                            }
                            else {
                                vErrors.push(err72);
                            }
                            errors++;
                        }
                        if (data32 <= 0 || isNaN(data32)) {
                            const err73 = { instancePath: instancePath + "/domains/performance/thresholds/okRequestPercent", schemaPath: "#/properties/domains/properties/performance/properties/thresholds/properties/okRequestPercent/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema0.properties.domains.properties.performance.properties.thresholds.properties.okRequestPercent, data: data32 };
                            if (vErrors === null) {
                                vErrors = [err73];
                            }
                            else {
                                vErrors.push(err73);
                            }
                            errors++;
                        }
                    }
                    else {
                        const err74 = { instancePath: instancePath + "/domains/performance/thresholds/okRequestPercent", schemaPath: "#/properties/domains/properties/performance/properties/thresholds/properties/okRequestPercent/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema0.properties.domains.properties.performance.properties.thresholds.properties.okRequestPercent.type, parentSchema: schema0.properties.domains.properties.performance.properties.thresholds.properties.okRequestPercent, data: data32 };
                        if (vErrors === null) {
                            vErrors = [err74];
                        }
                        else {
                            vErrors.push(err74);
                        }
                        errors++;
                    }
                }
            }
            else {
                const err75 = { instancePath: instancePath + "/domains/performance/thresholds", schemaPath: "#/properties/domains/properties/performance/properties/thresholds/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.domains.properties.performance.properties.thresholds.type, parentSchema: schema0.properties.domains.properties.performance.properties.thresholds, data: data30 };
                if (vErrors === null) {
                    vErrors = [err75];
                }
                else {
                    vErrors.push(err75);
                }
                errors++;
            }
            let data33 = data22.reportDir;
            if (typeof data33 === "string") {
                if (func0(data33) < 1) {
                    const err76 = { instancePath: instancePath + "/domains/performance/reportDir", schemaPath: "#/$defs/reportDir/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters", schema: 1, parentSchema: schema4, data: data33 };
                    if (vErrors === null) {
                        vErrors = [err76];
                    }
                    else {
                        vErrors.push(err76);
                    }
                    errors++;
                }
            }
            else {
                const err77 = { instancePath: instancePath + "/domains/performance/reportDir", schemaPath: "#/$defs/reportDir/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema4.type, parentSchema: schema4, data: data33 };
                if (vErrors === null) {
                    vErrors = [err77];
                }
                else {
                    vErrors.push(err77);
                }
                errors++;
            }
        }
        else {
            const err78 = { instancePath: instancePath + "/domains/performance", schemaPath: "#/properties/domains/properties/performance/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.domains.properties.performance.type, parentSchema: schema0.properties.domains.properties.performance, data: data22 };
            if (vErrors === null) {
                vErrors = [err78];
            }
            else {
                vErrors.push(err78);
            }
            errors++;
        }
    }
    else {
        const err79 = { instancePath: instancePath + "/domains", schemaPath: "#/properties/domains/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.domains.type, parentSchema: schema0.properties.domains, data: data3 };
        if (vErrors === null) {
            vErrors = [err79];
        }
        else {
            vErrors.push(err79);
        }
        errors++;
    }
    let data34 = data.requirements;
    if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
        if (data34.docsPath === undefined) {
            data34.docsPath = "./requirements";
        }
        for (const key9 in data34) {
            if (!((key9 === "docsPath") || (pattern0.test(key9)))) {
                const err80 = { instancePath: instancePath + "/requirements", schemaPath: "#/properties/requirements/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key9 }, message: "must NOT have additional properties", schema: false, parentSchema: schema0.properties.requirements, data: data34 };
                if (vErrors === null) {
                    vErrors = [err80];
                }
                else {
                    vErrors.push(err80);
                }
                errors++;
            }
        }
        let data35 = data34.docsPath;
        if ((typeof data35 !== "string") && (data35 !== null)) {
            const err81 = { instancePath: instancePath + "/requirements/docsPath", schemaPath: "#/properties/requirements/properties/docsPath/type", keyword: "type", params: { type: schema0.properties.requirements.properties.docsPath.type }, message: "must be string,null", schema: schema0.properties.requirements.properties.docsPath.type, parentSchema: schema0.properties.requirements.properties.docsPath, data: data35 };
            if (vErrors === null) {
                vErrors = [err81];
            }
            else {
                vErrors.push(err81);
            }
            errors++;
        }
    }
    else {
        const err82 = { instancePath: instancePath + "/requirements", schemaPath: "#/properties/requirements/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.properties.requirements.type, parentSchema: schema0.properties.requirements, data: data34 };
        if (vErrors === null) {
            vErrors = [err82];
        }
        else {
            vErrors.push(err82);
        }
        errors++;
    }
}
else {
    const err83 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema0.type, parentSchema: schema0, data };
    if (vErrors === null) {
        vErrors = [err83];
    }
    else {
        vErrors.push(err83);
    }
    errors++;
} validate0.errors = vErrors; return errors === 0; }
validate0.evaluated = { "props": true, "dynamicProps": false, "dynamicItems": false };

// EXTERNAL MODULE: ./src/file-error.ts
var file_error = __webpack_require__(64730);
;// CONCATENATED MODULE: ./src/config/load.ts
// src/config/ owns qa.config.json; this loads it: read, bounded, validated, its defaults applied.










/** A configuration file is a few kilobytes; anything past this is not one. */
const MAX_CONFIG_BYTES = 1024 * 1024;
// Compiled when the package is built (scripts/validators.ts), so that a run compiles no schema.
const validateConfig = config_schema_generated;
/** Returns the schema's errors in the data (none when it is valid), its defaults filled in. */
function load_validate(data) {
    // ajv checks if/then before it fills in the defaults of `properties`: the first pass fills them in, so that the
    // second sees a missing domain or thresholds object as the empty object it defaults to.
    validateConfig(data);
    return validateConfig(data) ? [] : (validateConfig.errors ?? []);
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
/** Returns the system's reason for a failed read or write in words (`EACCES: permission denied`), for a message. */
function reasonOf(error) {
    return (0,file_error/* fileErrorReason */.Hs)(error);
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
        ...problemsFromSchemaErrors(load_validate(data), qa_config_schema_namespaceObject, data).map((problem) => withSchemaHint(problem, data)),
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
