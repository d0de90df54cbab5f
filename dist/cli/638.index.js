export const id = 638;
export const ids = [638];
export const modules = {

/***/ 86638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  validate: () => (/* binding */ validate_handler_validate)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/loadtest/drift.ts
var loadtest_drift = __webpack_require__(18123);
// EXTERNAL MODULE: ./node_modules/graphql/index.js
var node_modules_graphql = __webpack_require__(17645);
// EXTERNAL MODULE: ./src/placeholders.ts
var placeholders = __webpack_require__(84429);
// EXTERNAL MODULE: ./src/schema/graphql/graphql-nesting.ts
var graphql_nesting = __webpack_require__(37047);
// EXTERNAL MODULE: ./src/schema/nesting.ts
var nesting = __webpack_require__(15441);
;// CONCATENATED MODULE: ./src/loadtest/findings/graphql-findings.ts
// The findings of a scenario's GraphQL document, located at their line in the file.





/**
 * Returns a problem for every GraphQL document of a scenario or of a flow step that cannot run against the schema: a
 * syntax error, an unknown field or argument, an undefined variable (graphql-js `validate`), a required variable
 * without a value, a value that the variable's type refuses, or one not declared by the operation. Each is positioned
 * at its `graphql.query` (found by `positionOf` from the segments of that key; the scenario's or step's first line
 * when it cannot be found) and says where in the document it is.
 */
function graphqlFindings(loadTest, schema, positionOf) {
    const problems = [];
    loadTest.scenarios.forEach((scenario, index) => {
        const at = ['scenarios', index];
        const requests = scenario.flow
            ? scenario.flow.map((step, stepIndex) => ({
                graphql: step.graphql,
                at: { segments: [...at, 'flow', stepIndex, 'graphql'], line: step.line },
            }))
            : [{ graphql: scenario.graphql, at: { segments: [...at, 'graphql'], line: scenario.line } }];
        // A variable with a data source gets its values from the API before the run: its type is only known then.
        const sourced = (scenario.sources ?? []).flatMap((value) => (value.in === 'variables' ? [value.name] : []));
        for (const { graphql, at: documentAt } of requests) {
            if (graphql)
                problems.push(...documentFindings(graphql, schema, documentAt, positionOf, sourced));
        }
    });
    return problems;
}
/** Returns the problems of one GraphQL document and its variables against the schema (see graphqlFindings). */
function documentFindings(graphql, schema, at, positionOf, sourced = []) {
    const problems = [];
    const { query, variables = {} } = graphql;
    const placement = positionOf([...at.segments, 'query']);
    const where = { line: placement?.line ?? at.line, column: placement?.column ?? 1 };
    const prefix = (0,errors/* joinPath */.uJ)(at.segments);
    const add = (message, key = 'query', error) => {
        const located = error?.locations?.[0];
        const exact = located && placement?.block && key === 'query'
            ? { line: placement.block.line + located.line - 1, column: placement.block.column + located.column - 1 }
            : where;
        problems.push({ path: `${prefix}.${key}`, ...exact, message });
    };
    const multiline = query.trim().includes('\n');
    // graphql-js parses and validates by recursion: a document nested thousands deep would overflow the stack.
    const deep = (0,graphql_nesting/* deepGraphqlPosition */.T)(query);
    if (deep) {
        add(`nests more than ${nesting/* MAX_NESTING */.M1} levels deep at line ${deep.line}, column ${deep.column} of the query: no API takes such a document; shorten it`);
        return problems;
    }
    let document;
    try {
        document = (0,node_modules_graphql/* parse */.qgA)(query);
    }
    catch (error) {
        if (!(error instanceof node_modules_graphql/* GraphQLError */.eOn))
            throw error;
        add(`${inQuery(error, multiline)}is not valid GraphQL: ${error.message.replace(/^Syntax Error: /, '')}`, 'query', error);
        return problems;
    }
    for (const error of (0,node_modules_graphql/* validate */.tfT)(schema, document)) {
        add(`${inQuery(error, multiline)}${error.message} Correct the query, or run \`loadtool generate\` anew`, 'query', error);
    }
    const operations = document.definitions.filter((definition) => definition.kind === node_modules_graphql/* Kind */.b8C.OPERATION_DEFINITION);
    if (operations.length !== 1) {
        if (operations.length > 1)
            add(`holds ${operations.length} operations, and a scenario sends one: keep one operation per scenario`);
        return problems;
    }
    const [operation] = operations;
    const declared = new Set((operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value));
    for (const name of [...Object.keys(variables), ...sourced]) {
        if (!declared.has(name)) {
            add(`gives $${name}, which the operation does not declare: declare it ($${name}: Type) in the query, or remove it`, `variables.${name}`);
        }
    }
    // A value holding ${NAME} is filled in at run time: its type is only known then.
    const checked = Object.fromEntries(Object.entries(variables).filter(([, value]) => (0,placeholders/* findPlaceholders */.GY)(JSON.stringify(value)).length === 0));
    const definitions = (operation.variableDefinitions ?? []).filter(({ variable: { name } }) => !sourced.includes(name.value) && (!(name.value in variables) || name.value in checked));
    const coerced = (0,node_modules_graphql/* getVariableValues */.VEv)(schema, definitions, checked);
    for (const error of coerced.errors ?? []) {
        const fix = / was not provided\.?$/.test(error.message)
            ? 'give it a value under graphql.variables'
            : 'correct its value under graphql.variables';
        add(`${error.message.replace(/\.$/, '')}: ${fix}`, 'variables');
    }
    return problems;
}
/** Returns where in the document an error is, for the start of a message: `line 3, column 5 of the query: `. */
function inQuery(error, multiline) {
    const location = error.locations?.[0];
    if (!location)
        return '';
    return multiline
        ? `at line ${location.line}, column ${location.column} of the query: `
        : `at column ${location.column} of the query: `;
}

// EXTERNAL MODULE: ./src/loadtest/load-test-error.ts
var load_test_error = __webpack_require__(81260);
// EXTERNAL MODULE: ./src/loadtest/yaml/read-yaml.ts + 2 modules
var read_yaml = __webpack_require__(19976);
// EXTERNAL MODULE: ./src/loadtest/validate.ts + 25 modules
var validate = __webpack_require__(39075);
// EXTERNAL MODULE: ./src/loadtest/load-test-tls.ts
var load_test_tls = __webpack_require__(34871);
// EXTERNAL MODULE: ./src/pipeline/stages/drift-stage.ts
var drift_stage = __webpack_require__(89048);
// EXTERNAL MODULE: ./src/redact-url.ts
var redact_url = __webpack_require__(20470);
// EXTERNAL MODULE: ./src/cli/schema-headers-flag.ts
var schema_headers_flag = __webpack_require__(62399);
// EXTERNAL MODULE: ./src/cli/command-plumbing.ts
var command_plumbing = __webpack_require__(25416);
;// CONCATENATED MODULE: ./src/cli/handlers/validate-handler.ts
// What `loadtool validate` does: a loadtool.yaml checked, its summary or every problem printed, drift too.












/** Runs `loadtool validate` on a file: prints its summary and warnings, or throws with every problem. */
async function validate_handler_validate(io, signals, file, flags) {
    // A variable unset here may well be set where the test runs (a CI secret): a warning; `run` refuses it.
    const checked = await (0,validate/* checkLoadTestFile */.hS)(file, { env: io.env, unsetVariables: 'warning' });
    const loadTest = checked.loadTest;
    const warnings = checked.warnings.map((problem) => (0,errors/* formatProblem */.Vw)(file, { ...problem, message: `${validate/* WARNING */.Nz}${problem.message}` }));
    if (flags.schema) {
        const headers = (0,schema_headers_flag/* schemaHeadersFor */.l)(flags.schema, flags.schemaHeader, io.env);
        const drift = await (0,command_plumbing/* cancellable */.nZ)(signals, (signal) => (0,drift_stage/* checkDrift */.o)(loadTest, {
            schema: flags.schema,
            plan: flags.plan,
            baseDir: process.cwd(),
            headers,
            signal,
            tls: validateTls(loadTest, file, io.env),
        }));
        if (drift.api.graphqlSchema) {
            // The file has just been validated, so it reads again without error; only positions are wanted from it.
            const text = await (0,promises_.readFile)(file, 'utf8');
            const { locate } = (0,read_yaml/* readYaml */.gM)(text, file);
            const problems = graphqlFindings(loadTest, drift.api.graphqlSchema, (segments) => queryPosition(text, locate(segments, 'value')));
            if (problems.length > 0)
                throw new load_test_error/* LoadTestError */.v(file, problems);
        }
        warnings.push(...(0,loadtest_drift/* driftWarnings */.Nc)(file, drift, (0,redact_url/* redactUrl */.B)(flags.schema)));
    }
    const count = loadTest.scenarios.length;
    io.stdout.write(`${file}: ${count} scenario${count === 1 ? '' : 's'}, valid\n`);
    for (const warning of warnings)
        io.stderr.write(`${warning}\n`);
}
/**
 * Returns where a `graphql.query` value is written: for a literal block (`query: |`), where its document's first line
 * starts, so that a line and column inside the document map onto the file; otherwise the value itself.
 */
function queryPosition(text, value) {
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    if (!/^\|[0-9+-]*\s*(#.*)?$/.test(lines[value.line - 1]?.slice(value.column - 1) ?? ''))
        return value;
    const first = lines.findIndex((line, index) => index >= value.line && line.trim() !== '');
    if (first === -1)
        return value;
    const indent = /^ */.exec(lines[first])[0].length;
    return { ...value, block: { line: first + 1, column: indent + 1 } };
}
/**
 * Returns the TLS options to fetch the schema with: the load test's, or the defaults while a `${NAME}` of `tls:` is
 * unset here (said above as a warning: the variable is often set only where the test runs).
 */
function validateTls(loadTest, file, env) {
    try {
        return (0,load_test_tls/* loadTestTls */.m)(loadTest, file, env);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 62399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ schemaHeadersFor)
/* harmony export */ });
/* harmony import */ var _schema_schema_headers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4719);
// The headers `--schema-header` gives for fetching a schema URL, `${NAME}` filled from the environment.

/**
 * Returns the headers `--schema-header` gives for fetching `schema` (`${NAME}` filled from `env`), or undefined for a
 * schema file, which is read without headers: their variables need not be set then.
 */
function schemaHeadersFor(schema, headerLines, env) {
    const headers = (0,_schema_schema_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .parseHeaderLines */ .oR)(headerLines, '--schema-header');
    return /^https?:\/\//i.test(schema)
        ? (0,_schema_schema_headers_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveSchemaHeaders */ .oE)([{ headers, file: '--schema-header', path: '' }], env)
        : undefined;
}


/***/ }),

/***/ 18123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L1: () => (/* binding */ findDrift),
/* harmony export */   Nc: () => (/* binding */ driftWarnings),
/* harmony export */   jQ: () => (/* binding */ uncoveredMessage)
/* harmony export */ });
/* harmony import */ var graphql__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17645);
/* harmony import */ var _schema_operation_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60226);
// How a load test and the API schema have drifted apart: operations not covered, scenarios of none, as warnings.


/**
 * Returns the drift between a load test and the schema's operations: `inScope` operations no scenario covers (but the
 * writes generation leaves out), and scenarios whose endpoint (or, for GraphQL, root field; for a flow, any step's)
 * the schema does not have. A scenario with `skip:` covers its operation: it was left out of the runs on purpose, as
 * an operation a plan's `not` line leaves out is not in `inScope`.
 */
function findDrift(loadTest, operations, inScope) {
    const known = new Set(operations.map(coverageKey));
    const covered = new Set();
    const unknown = [];
    loadTest.scenarios.forEach((scenario, index) => {
        // A flow covers what each of its steps sends; its own method and path are empty.
        const keys = (scenario.flow ?? [scenario]).flatMap((request) => request.graphql ? graphqlKeys(request.graphql.query) : [(0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_0__/* .operationShape */ .b)(`${request.method} ${request.path}`)]);
        for (const key of keys)
            covered.add(key);
        if (keys.length === 0 || keys.some((key) => !known.has(key)))
            unknown.push({ index, name: scenario.name, endpoint: scenario.endpoint, line: scenario.line });
    });
    // A write that generation leaves out, since it would change records the run did not create, is no gap to report
    // while the load test keeps its writes to its own records (docs/real-data-and-flows.md#writes).
    const generable = (operation) => operation.write?.kind !== 'refused' || loadTest.writes === 'existing';
    return {
        uncovered: inScope.filter((operation) => generable(operation) && !covered.has(coverageKey(operation))),
        unknown,
    };
}
/**
 * Returns what a scenario that covers the operation has as its key: the root field for GraphQL, else the method and
 * the path it is sent to (`GET /x` for the schema's `GET /x?type=a`).
 */
function coverageKey(operation) {
    const rest = /^[A-Z]+ \//.test(operation.key);
    return (0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_0__/* .operationShape */ .b)(rest ? `${operation.method} ${operation.path}` : operation.key);
}
/** The operation keys (`query pets`) of a GraphQL document's root fields; none when it does not parse. */
function graphqlKeys(query) {
    try {
        return (0,graphql__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .qgA)(query)
            .definitions.filter((definition) => definition.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .Kind */ .b8C.OPERATION_DEFINITION)
            .flatMap((definition) => definition.selectionSet.selections.flatMap((selection) => selection.kind === graphql__WEBPACK_IMPORTED_MODULE_1__/* .Kind */ .b8C.FIELD ? [`${definition.operation} ${selection.name.value}`] : []));
    }
    catch {
        return [];
    }
}
/** Returns what to do about an operation in scope that no scenario covers, for the warning that names it. */
function uncoveredMessage(operation) {
    return `${operation.key} is in scope but no scenario covers it: add one (with \`skip: "<reason>"\` to keep it from running), leave it out with a plan line \`- not ${operation.key}\`, or regenerate with \`loadtool generate\``;
}
/**
 * Returns one warning line per drift: `FILE:LINE: scenarios[2]: warning: …`, then the uncovered operations, then the
 * plan's lines that leave out nothing.
 */
function driftWarnings(file, drift, schema) {
    return [
        ...drift.unknown.map(({ index, endpoint, line }) => `${file}:${line}: scenarios[${index}]: warning: ${endpoint} exercises nothing in ${schema} (removed or renamed?): update the scenario or remove it`),
        ...drift.uncovered.map((operation) => `${file}: warning: ${uncoveredMessage(operation)}`),
        ...(drift.plan ?? []).map((warning) => `${warning.file}:${warning.line}: warning: ${warning.message}`),
    ];
}


/***/ }),

/***/ 34871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ loadTestTls)
/* harmony export */ });
/* harmony import */ var _tls_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27837);
/* harmony import */ var _load_test_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81260);
// The TLS options a load test's run uses (`tls:`, docs/tls-and-protocols.md): read once for the load, the data sources and the schema.


/**
 * Returns the TLS options of the load test in `file` (`tls:`, its files read, `${NAME}` filled from `env`), the
 * defaults without one; throws a LoadTestError with every problem at the line of `tls:` (a file gone since
 * validation, a file with no PEM block), exit 2.
 */
function loadTestTls(loadTest, file, env) {
    if (!loadTest.tls)
        return _tls_options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_TLS */ .s;
    const resolved = (0,_tls_options_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveTls */ .w)(loadTest.tls, env);
    if ('options' in resolved)
        return resolved.options;
    const line = loadTest.tls.line;
    throw new _load_test_error_js__WEBPACK_IMPORTED_MODULE_1__/* .LoadTestError */ .v(file, resolved.problems.map(({ key, message }) => ({ path: key, message, ...(line !== undefined && { line }) })));
}


/***/ }),

/***/ 89048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ driftFrom),
/* harmony export */   o: () => (/* binding */ checkDrift)
/* harmony export */ });
/* harmony import */ var _loadtest_drift_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(18123);
/* harmony import */ var _plan_select_operations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1654);
/* harmony import */ var _schema_read_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82974);
/* harmony import */ var _plan_stage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97774);
// The drift check: how a committed load test has drifted from the API schema and the plan's scope.




/**
 * Reads the plan's scope and the schema; returns how the load test has drifted from them, and the API read: for
 * `loadtool validate --schema`, which starts from the files. The pipeline has read the plan already and calls
 * driftFrom.
 */
async function checkDrift(loadTest, options) {
    const plan = await (0,_plan_stage_js__WEBPACK_IMPORTED_MODULE_2__/* .readPlan */ .m)({ plan: options.plan, root: options.baseDir, docsPath: options.docsPath });
    return driftFrom(loadTest, plan, options);
}
/**
 * Reads the schema; returns how the load test has drifted from it and from the plan's scope (no plan: the operations
 * safe to repeat should be covered; those the plan's `not` lines leave out need not be), and the API read.
 */
async function driftFrom(loadTest, plan, options) {
    const api = await (0,_schema_read_schema_js__WEBPACK_IMPORTED_MODULE_1__.readApiSchema)(options.schema, {
        baseDir: options.baseDir,
        headers: options.headers,
        signal: options.signal,
        tls: options.tls,
        include: () => true,
    });
    const file = plan.file ?? 'qa-plan.md';
    const inScope = (0,_plan_select_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .selectOperations */ .VX)(plan.scope, api.operations, file, api).map(({ operation }) => operation);
    const warnings = (0,_plan_select_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .scopeWarnings */ .Qo)(plan.scope, api).map((warning) => ({ file, ...warning }));
    return { ...(0,_loadtest_drift_js__WEBPACK_IMPORTED_MODULE_3__/* .findDrift */ .L1)(loadTest, api.operations, inScope), ...(warnings.length > 0 && { plan: warnings }), api };
}


/***/ }),

/***/ 20470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ redactUrl)
/* harmony export */ });
// A URL without its credentials and query values, for messages.
/** Query parameters whose value is likely a credential (`?access_token=`, `?api_key=`, `?sig=`). */
const CREDENTIAL_PARAMETER = /token|key|secret|pass|pwd|auth|sig|credential|session|code/i;
/**
 * Returns the URL with its user name, password and credential-like query values replaced by ***, for anything shown
 * or written: messages, logs, results.json, reports. A leaf module, so that every stage can redact a URL (a schema's
 * address, the base URL of the system under test) without importing another stage.
 */
function redactUrl(url) {
    if (!URL.canParse(url))
        return url;
    const parsed = new URL(url);
    const secretParameters = [...parsed.searchParams.keys()].filter((name) => CREDENTIAL_PARAMETER.test(name));
    if (!parsed.username && !parsed.password && secretParameters.length === 0)
        return url;
    parsed.username = parsed.username ? '***' : '';
    parsed.password = parsed.password ? '***' : '';
    for (const name of secretParameters)
        parsed.searchParams.set(name, '***');
    return parsed.toString();
}


/***/ }),

/***/ 27837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ DEFAULT_TLS),
/* harmony export */   w: () => (/* binding */ resolveTls)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84429);
// The TLS options of a load test (`tls:` in loadtool.yaml, docs/tls-and-protocols.md): PEM text or files, `${NAME}` filled.



/** The keys of `tls:` that hold PEM text or the path of a PEM file. */
const PEM_KEYS = ['ca', 'cert', 'key'];
/** The most of a PEM file read: a bundle of every public CA is 220 KB. */
const MAX_PEM_BYTES = 1024 * 1024;
/** The TLS options of a load test without `tls:`: the public CAs (and NODE_EXTRA_CA_CERTS), certificates checked. */
const DEFAULT_TLS = { rejectUnauthorized: true };
/**
 * Returns the options `settings` give, each `${NAME}` filled from `env` (`onValue` gets each value, to mask it) and
 * each file read; or the problems, each naming its key (`tls.ca`) and what to do, every one at once. A value is PEM
 * text when it holds `-----BEGIN`, else a path. It never names a value, only variables and paths.
 */
function resolveTls(settings, env, onValue = () => undefined) {
    const problems = [];
    const fill = (key, text) => {
        try {
            return (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_2__/* .fillPlaceholders */ .Ct)(text, env, onValue);
        }
        catch (error) {
            problems.push({ key, message: error.message });
            return undefined;
        }
    };
    const options = { rejectUnauthorized: settings.insecure !== true };
    for (const key of PEM_KEYS) {
        const written = settings[key];
        if (written === undefined)
            continue;
        const value = fill(`tls.${key}`, written);
        if (value === undefined)
            continue;
        const pem = value.includes('-----BEGIN') ? value : readPem((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(settings.dir, value), key, problems);
        if (pem !== undefined)
            options[key] = pem;
    }
    for (const key of ['passphrase', 'servername']) {
        const written = settings[key];
        const value = written === undefined ? undefined : fill(`tls.${key}`, written);
        if (value !== undefined)
            options[key] = value;
    }
    if ((options.cert === undefined) !== (options.key === undefined) && problems.length === 0) {
        problems.push({ key: 'tls', message: 'a client certificate needs both cert and key: give the one missing' });
    }
    return problems.length > 0 ? { problems } : { options };
}
/** Returns the PEM text of a file, or undefined with a problem that names the path and the fix. */
function readPem(path, key, problems) {
    let text;
    try {
        const bytes = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
        if (bytes.length > MAX_PEM_BYTES) {
            problems.push({ key: `tls.${key}`, message: `${path} is larger than 1 MiB: give a PEM file` });
            return undefined;
        }
        text = bytes.toString('utf8');
    }
    catch (error) {
        const code = error.code ?? 'unreadable';
        problems.push({
            key: `tls.${key}`,
            message: `cannot read ${path} (${code}): give the path of a PEM file, relative to the load test, or the PEM text itself`,
        });
        return undefined;
    }
    if (!text.includes('-----BEGIN')) {
        problems.push({
            key: `tls.${key}`,
            message: `${path} holds no PEM block (-----BEGIN …): convert it, e.g. openssl x509 -inform der -in FILE -out FILE.pem`,
        });
        return undefined;
    }
    return text;
}


/***/ })

};
