export const id = 806;
export const ids = [806];
export const modules = {

/***/ 94806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runLoadTestCommand: () => (/* binding */ runLoadTestCommand)
/* harmony export */ });
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91084);
/* harmony import */ var _loadtest_load_test_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81260);
/* harmony import */ var _loadtest_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62939);
/* harmony import */ var _loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(53652);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _pipeline_stages_run_stage_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13902);
/* harmony import */ var _pipeline_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66671);
/* harmony import */ var _masker_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(153);
/* harmony import */ var _engine_workers_worker_count_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(33112);
/* harmony import */ var _secret_values_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(33754);
/* harmony import */ var _report_terminal_table_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6025);
/* harmony import */ var _report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(22195);
/* harmony import */ var _command_plumbing_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(25416);
/* harmony import */ var _run_flags_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(18782);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(14031);
/* harmony import */ var _loadtest_response_contracts_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(25100);
/* harmony import */ var _redact_url_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(20470);
/* harmony import */ var _schema_read_schema_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(34536);
/* harmony import */ var _schema_headers_flag_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(62399);
// What `loadtool run` does: a load test validated, run with its overrides, judged and reported.



















/** Runs `loadtool run` on a file; returns the exit code of its outcome. */
async function runLoadTestCommand(io, signals, file, flags) {
    const { overrides, workers, workersNotice, sameJob, shard, startAt, problems } = (0,_run_flags_js__WEBPACK_IMPORTED_MODULE_12__/* .parseSharedRunFlags */ .T)(flags);
    if (problems.length > 0) {
        for (const problem of problems)
            io.stderr.write(`loadtool run: ${problem}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.badInput;
    }
    const { reporter, signal, stop } = (0,_run_flags_js__WEBPACK_IMPORTED_MODULE_12__/* .startTerminalRun */ .K)(io, signals);
    if (workersNotice)
        reporter.warning(workersNotice);
    try {
        const named = flags.scenario.length > 0 ? flags.scenario : undefined;
        // Applied to the scenarios that run: with --scenario, those named.
        const runOverrides = { ...overrides, scenarios: named };
        const loaded = (0,_loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_17__/* .applyRunOverrides */ .T)(await (0,_loadtest_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .loadLoadTest */ .f$)(file, { env: io.env }), runOverrides);
        checkScenarioNames(loaded, flags.scenario, file);
        for (const warning of (0,_loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_17__/* .overrideWarnings */ .U)(loaded, runOverrides))
            reporter.warning(warning);
        const loadTest = await withSchemaContracts(loaded, flags, io, reporter, signal);
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
        });
        // The table first: a folder that cannot be written loses the files, never the verdict.
        io.stdout.write(`\n${(0,_report_terminal_table_js__WEBPACK_IMPORTED_MODULE_9__/* .renderTerminalTable */ .j)(results, { color: (0,_command_plumbing_js__WEBPACK_IMPORTED_MODULE_11__/* .colorOf */ .HN)(io) })}\n`);
        let outcome = signal.aborted ? 'cancelled' : results.outcome;
        try {
            const files = await (0,_report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__/* .writeReports */ .Li)(results, flags.out, file);
            io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}, ${files.html}\n`);
            if (baselineResults)
                io.stdout.write(`Baseline: ${await (0,_pipeline_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .writeBaselineResults */ .Lk)(baselineResults, flags.out)}\n`);
        }
        catch (error) {
            if (!(error instanceof _report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__/* .ReportWriteError */ .yi))
                throw error;
            io.stderr.write(`loadtool run: error: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_13__/* .logText */ .kc)(error.message)}\n`);
            outcome = (0,_report_write_reports_js__WEBPACK_IMPORTED_MODULE_10__/* .unwrittenOutcome */ .Rx)(outcome);
        }
        return (0,_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .exitCodeFor */ .R)(outcome, { failOnInconclusive: flags.failOnInconclusive });
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CannotRunError */ .F3))
            throw error;
        io.stderr.write(`loadtool run: the run could not take place: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_13__/* .logText */ .kc)(error.message)}\n`);
        return signal.aborted ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.cancelled : error.exitCode;
    }
    finally {
        stop();
    }
}
/**
 * Returns the load test with the response contracts of `--schema` attached (conformance), saying so once; without
 * `--schema`, as it is, saying that the responses are not checked.
 */
async function withSchemaContracts(loadTest, flags, io, reporter, signal) {
    if (flags.schema === undefined) {
        reporter.info((0,_loadtest_response_contracts_js__WEBPACK_IMPORTED_MODULE_14__/* .conformanceNote */ .W)(undefined));
        return loadTest;
    }
    const headers = (0,_schema_headers_flag_js__WEBPACK_IMPORTED_MODULE_16__/* .schemaHeadersFor */ .l)(flags.schema, flags.schemaHeader ?? [], io.env);
    for (const secret of headers?.secrets ?? [])
        reporter.secret(secret);
    const api = await (0,_schema_read_schema_js__WEBPACK_IMPORTED_MODULE_15__/* .readApiSchema */ .S)(flags.schema, { baseDir: process.cwd(), headers, signal, include: () => true });
    const attached = (0,_loadtest_response_contracts_js__WEBPACK_IMPORTED_MODULE_14__/* .attachContracts */ .t)(loadTest, api);
    reporter.info((0,_loadtest_response_contracts_js__WEBPACK_IMPORTED_MODULE_14__/* .conformanceNote */ .W)(attached, (0,_redact_url_js__WEBPACK_IMPORTED_MODULE_18__/* .redactUrl */ .B)(flags.schema)));
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


/***/ })

};
