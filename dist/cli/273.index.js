export const id = 273;
export const ids = [273];
export const modules = {

/***/ 94806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runLoadTestCommand: () => (/* binding */ runLoadTestCommand)
/* harmony export */ });
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91084);
/* harmony import */ var _loadtest_load_test_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81260);
/* harmony import */ var _loadtest_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39075);
/* harmony import */ var _loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(53652);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _pipeline_stages_run_stage_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(87632);
/* harmony import */ var _pipeline_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66671);
/* harmony import */ var _masker_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(153);
/* harmony import */ var _engine_workers_worker_count_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(33112);
/* harmony import */ var _secret_values_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(33754);
/* harmony import */ var _report_terminal_table_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6025);
/* harmony import */ var _report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(22195);
/* harmony import */ var _command_plumbing_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(25416);
/* harmony import */ var _run_flags_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5161);
/* harmony import */ var _k6_conventions_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(79104);
/* harmony import */ var _http_debug_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(80528);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(14031);
/* harmony import */ var _loadtest_response_contracts_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(25100);
/* harmony import */ var _redact_url_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(20470);
/* harmony import */ var _loadtest_load_test_tls_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(34871);
/* harmony import */ var _schema_headers_flag_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(62399);
/* harmony import */ var _upload_written_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(42939);
// What `loadtool run` does: a load test validated, run with its overrides, judged and reported.






















/** Runs `loadtool run` on a file; returns the exit code of its outcome. */
async function runLoadTestCommand(io, signals, file, flags) {
    const parsed = (0,_run_flags_js__WEBPACK_IMPORTED_MODULE_12__/* .parseSharedRunFlags */ .T)(flags, io.env);
    const { overrides, workers, workersNotice, sameJob, shard, startAt, outTarget, metricsOut, problems } = parsed;
    const { quiet, httpDebug, breachedExitCode } = parsed;
    // The run's environment from here on: the process's with the `-e` pairs over it.
    io = { ...io, env: parsed.env };
    if (problems.length > 0) {
        for (const problem of problems)
            io.stderr.write(`loadtool run: ${problem}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.badInput;
    }
    const { reporter, signal, stop } = (0,_run_flags_js__WEBPACK_IMPORTED_MODULE_12__/* .startTerminalRun */ .K)(io, signals, quiet);
    if (workersNotice)
        reporter.warning(workersNotice);
    try {
        const named = flags.scenario.length > 0 ? flags.scenario : undefined;
        // Applied to the scenarios that run: with --scenario, those named.
        const runOverrides = { ...overrides, scenarios: named };
        const loaded = (0,_loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_20__/* .applyRunOverrides */ .T)(await (0,_loadtest_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .loadLoadTest */ .f$)(file, { env: io.env }), runOverrides);
        checkScenarioNames(loaded, flags.scenario, file);
        for (const warning of (0,_loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_20__/* .overrideWarnings */ .U)(loaded, runOverrides))
            reporter.warning(warning);
        const loadTest = await withSchemaContracts(loaded, file, flags, io, reporter, signal);
        // A wrong baseline path is bad input, said before any load is sent.
        const baseline = flags.baseline === undefined ? undefined : await (0,_pipeline_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .readBaseline */ .mF)(flags.baseline);
        const secrets = (0,_secret_values_js__WEBPACK_IMPORTED_MODULE_8__/* .secretValues */ .VX)(loadTest, io.env);
        for (const secret of secrets)
            reporter.secret(secret);
        const { results, baselineResults } = await (0,_pipeline_stages_run_stage_js__WEBPACK_IMPORTED_MODULE_4__/* .runStageWithBaseline */ .r)(loadTest, file, reporter, {
            env: io.env,
            signal,
            scenarios: named,
            mask: (0,_masker_js__WEBPACK_IMPORTED_MODULE_6__/* .maskerOf */ .nk)(secrets),
            baseline,
            sameJob,
            shard,
            startAt,
            // `loadtool run` starts no system under test: auto takes every core.
            workers: (0,_engine_workers_worker_count_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveWorkerCount */ .SU)(workers ?? 1, false),
            metricsOut,
            httpDebug,
        });
        if (httpDebug)
            io.stderr.write((0,_http_debug_text_js__WEBPACK_IMPORTED_MODULE_14__/* .httpDebugText */ .Z)(results));
        // The table first: a folder that cannot be written loses the files, never the verdict.
        io.stdout.write(`\n${(0,_report_terminal_table_js__WEBPACK_IMPORTED_MODULE_9__/* .renderTerminalTable */ .j)(results, { color: (0,_command_plumbing_js__WEBPACK_IMPORTED_MODULE_11__/* .colorOf */ .HN)(io) })}\n`);
        let outcome = signal.aborted ? 'cancelled' : results.outcome;
        try {
            const files = await (0,_report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__/* .writeReports */ .Li)(results, flags.out, file);
            io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}, ${files.html}\n`);
            if (baselineResults)
                io.stdout.write(`Baseline: ${await (0,_pipeline_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .writeBaselineResults */ .Lk)(baselineResults, flags.out)}\n`);
            if (outTarget && !(await (0,_upload_written_js__WEBPACK_IMPORTED_MODULE_19__/* .uploadWritten */ .p)(io, 'run', outTarget, files, shard, flags.out)))
                outcome = (0,_report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__/* .unwrittenOutcome */ .Rx)(outcome);
        }
        catch (error) {
            if (!(error instanceof _report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__/* .ReportWriteError */ .yi))
                throw error;
            io.stderr.write(`loadtool run: error: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_15__/* .logText */ .kc)(error.message)}\n`);
            outcome = (0,_report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__/* .unwrittenOutcome */ .Rx)(outcome);
        }
        return (0,_k6_conventions_js__WEBPACK_IMPORTED_MODULE_13__/* .withBreachedExitCode */ .ak)((0,_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .exitCodeFor */ .R)(outcome, { failOnInconclusive: flags.failOnInconclusive }), breachedExitCode);
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CannotRunError */ .F3))
            throw error;
        io.stderr.write(`loadtool run: the run could not take place: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_15__/* .logText */ .kc)(error.message)}\n`);
        return signal.aborted ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.cancelled : error.exitCode;
    }
    finally {
        stop();
    }
}
/**
 * Returns the load test with the response contracts of `--schema` attached (conformance), saying so once; without
 * `--schema`, as it is, saying that the responses are not checked. A schema URL is fetched with the load test's TLS
 * options, as the load is sent.
 */
async function withSchemaContracts(loadTest, file, flags, io, reporter, signal) {
    if (flags.schema === undefined) {
        reporter.info((0,_loadtest_response_contracts_js__WEBPACK_IMPORTED_MODULE_16__/* .conformanceNote */ .W)(undefined));
        return loadTest;
    }
    const headers = (0,_schema_headers_flag_js__WEBPACK_IMPORTED_MODULE_18__/* .schemaHeadersFor */ .l)(flags.schema, flags.schemaHeader ?? [], io.env);
    for (const secret of headers?.secrets ?? [])
        reporter.secret(secret);
    const tls = (0,_loadtest_load_test_tls_js__WEBPACK_IMPORTED_MODULE_17__/* .loadTestTls */ .m)(loadTest, file, io.env);
    // Loaded only for --schema: the schema readers (GraphQL, OpenAPI) are a run's start otherwise.
    const { readApiSchema } = await Promise.all(/* import() */[__webpack_require__.e(551), __webpack_require__.e(974)]).then(__webpack_require__.bind(__webpack_require__, 82974));
    const api = await readApiSchema(flags.schema, { baseDir: process.cwd(), headers, signal, tls, include: () => true });
    const attached = (0,_loadtest_response_contracts_js__WEBPACK_IMPORTED_MODULE_16__/* .attachContracts */ .t)(loadTest, api);
    reporter.info((0,_loadtest_response_contracts_js__WEBPACK_IMPORTED_MODULE_16__/* .conformanceNote */ .W)(attached, (0,_redact_url_js__WEBPACK_IMPORTED_MODULE_21__/* .redactUrl */ .B)(flags.schema)));
    return attached.loadTest;
}
function checkScenarioNames(loadTest, names, file) {
    const known = new Set(loadTest.scenarios.map((s) => s.name));
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length === 0)
        return;
    const list = [...known].map((name) => JSON.stringify(name)).join(', ');
    throw new _loadtest_load_test_error_js__WEBPACK_IMPORTED_MODULE_1__/* .LoadTestError */ .v(file, unknown.map((name) => ({
        path: '',
        message: `--scenario ${JSON.stringify(name)} matches no scenario; the scenarios are ${list}`,
    })));
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

/***/ 60226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ operationShape),
/* harmony export */   l: () => (/* binding */ LAST_PATH_SEGMENT)
/* harmony export */ });
/**
 * The part of a `Location` a create step takes: its last path segment, a trailing slash, query and fragment left out
 * (`/articles/7f3c…` → `7f3c…`).
 */
const LAST_PATH_SEGMENT = '([^/?#]+)/?(?:[?#].*)?$';
/**
 * Returns the shape of an operation key, which ignores the names of path parameters and a trailing slash
 * (`GET /pets/{}`), so that `/pets/{id}` in a plan or a load test names the schema's `/pets/{petId}`.
 */
function operationShape(key) {
    const space = key.indexOf(' ');
    const [verb, target] = space === -1 ? ['', key] : [key.slice(0, space), key.slice(space + 1)];
    if (!target.startsWith('/'))
        return key;
    return `${verb.toUpperCase()} ${target.replace(/\{[^}]*\}/g, '{}').replace(/(?<=.)\/+$/, '')}`;
}


/***/ }),

/***/ 71463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ forScenario),
/* harmony export */   Fd: () => (/* binding */ DEFINITIONS_REF),
/* harmony export */   ZS: () => (/* binding */ declaredStatuses)
/* harmony export */ });
// The response contract of an operation: the statuses its schema declares and, per status, the JSON body it documents.
/** The prefix of every `$ref` in a contract's schemas. */
const DEFINITIONS_REF = '#/$defs/';
/**
 * Returns the contract with only the definitions its schemas reach, and no body check for HEAD (which has no body):
 * what a scenario carries, small enough to be copied to every worker thread.
 */
function forScenario(contract, method) {
    const statuses = {};
    for (const [status, declared] of Object.entries(contract.statuses))
        statuses[status] = method === 'HEAD' ? { json: false } : declared;
    const reached = {};
    const stack = Object.values(statuses).map((declared) => declared.schema);
    while (stack.length > 0) {
        const value = stack.pop();
        if (typeof value !== 'object' || value === null)
            continue;
        if (Array.isArray(value)) {
            stack.push(...value);
            continue;
        }
        const ref = value.$ref;
        if (typeof ref === 'string' && ref.startsWith(DEFINITIONS_REF)) {
            const name = ref.slice(DEFINITIONS_REF.length);
            if (!(name in reached) && name in contract.definitions) {
                reached[name] = contract.definitions[name];
                stack.push(reached[name]);
            }
        }
        stack.push(...Object.values(value));
    }
    return { dialect: contract.dialect, statuses, definitions: reached };
}
/** Returns the declared statuses as written for people: `200, 404, default`. */
function declaredStatuses(contract) {
    return Object.keys(contract.statuses).join(', ');
}


/***/ }),

/***/ 4719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FZ: () => (/* binding */ statusAdvice),
/* harmony export */   oE: () => (/* binding */ resolveSchemaHeaders),
/* harmony export */   oR: () => (/* binding */ parseHeaderLines),
/* harmony export */   y7: () => (/* binding */ SCHEMA_HEADER_HINT)
/* harmony export */ });
/* harmony import */ var _header_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93218);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84429);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9275);



/** Where a protected schema URL's credentials go, said in every message about a 401 or 403. */
const SCHEMA_HEADER_HINT = 'send them with --schema-header "Authorization: Bearer ${SCHEMA_TOKEN}" (the action input schema-headers, or domains.performance.schemaHeaders in qa.config.json)';
// RFC 9110 token characters: what a header name may hold.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * Returns the headers of `Name: value` lines (the `--schema-header` flag, the `schema-headers` input); blank lines
 * are skipped. Throws a SchemaError naming each line that is not a header, never quoting its value.
 */
function parseHeaderLines(lines, origin) {
    const headers = [];
    const problems = [];
    lines.forEach((line, index) => {
        if (line.trim() === '')
            return;
        const colon = line.indexOf(':');
        const name = colon === -1 ? '' : line.slice(0, colon).trim();
        if (!HEADER_NAME.test(name)) {
            problems.push({
                path: `[${index}]`,
                message: `is not a header: write "Name: value", e.g. "Authorization: Bearer \${SCHEMA_TOKEN}", one per ${origin === 'schema-headers' ? 'line' : 'flag'}`,
            });
            return;
        }
        headers.push([name, line.slice(colon + 1).trim()]);
    });
    if (problems.length > 0)
        throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .A(origin, problems);
    // From entries: a header named `__proto__` or `constructor` is a header like any other.
    return Object.fromEntries(headers);
}
/**
 * Returns the headers of the sources merged by name, case-insensitively (a later source wins), with each `${NAME}`
 * filled from the environment, and the values to mask. Throws a SchemaError naming the header and the variable
 * (never a value) for each variable that is not set, and for each value a header cannot carry (a line break).
 */
function resolveSchemaHeaders(sources, env) {
    const merged = new Map();
    for (const source of sources) {
        for (const [name, template] of Object.entries(source.headers))
            merged.set(name.toLowerCase(), { name, template, source });
    }
    const headers = [];
    const secrets = [];
    const problems = new Map();
    const refuse = (source, name, message) => {
        const list = problems.get(source.file) ?? [];
        list.push({ path: source.path ? `${source.path}.${name}` : name, message });
        problems.set(source.file, list);
    };
    for (const { name, template, source } of merged.values()) {
        try {
            const value = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .fillPlaceholders */ .Ct)(template, env, (filled) => secrets.push(filled));
            headers.push([name, value]);
            secrets.push(value);
            // undici would refuse it as an invalid argument, which reads as a server that cannot be reached.
            const unsendable = (0,_header_value_js__WEBPACK_IMPORTED_MODULE_0__/* .headerValueProblem */ .k)(template, env);
            if (unsendable)
                refuse(source, name, unsendable);
        }
        catch (error) {
            refuse(source, name, `${error.message}: set it before running loadtool (in a workflow, from a secret under env:), or remove the header`);
        }
    }
    const [first] = problems.entries();
    if (first)
        throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .A(first[0], [...problems.values()].flat());
    // From entries: a header named `__proto__` or `constructor` is a header like any other.
    return {
        headers: Object.fromEntries(headers),
        secrets: secrets.filter((value) => value.trim() !== ''),
        templates: Object.fromEntries([...merged.values()].map(({ name, template }) => [name, template])),
    };
}
/** Returns the sentence for a schema URL that answered a request with an error status. */
function statusAdvice(status, headerNames) {
    if (status === 401 || status === 403) {
        return headerNames.length > 0
            ? `the credentials sent in ${headerNames.join(', ')} were not accepted: check the values of the variables they name`
            : `the schema URL needs credentials: ${SCHEMA_HEADER_HINT}`;
    }
    if (status === 404)
        return 'nothing is there: check the URL';
    if (status >= 500)
        return 'the server failed: check that it is healthy and look at its logs';
    return 'check the URL';
}


/***/ })

};
