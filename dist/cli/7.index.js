export const id = 7;
export const ids = [7];
export const modules = {

/***/ 87210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runLoadTestCommand: () => (/* binding */ runLoadTestCommand)
/* harmony export */ });
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91084);
/* harmony import */ var _loadtest_load_test_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81260);
/* harmony import */ var _loadtest_validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(32720);
/* harmony import */ var _loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(53652);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _pipeline_run_stage_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(65047);
/* harmony import */ var _pipeline_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66671);
/* harmony import */ var _masker_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(46532);
/* harmony import */ var _engine_workers_worker_count_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(33112);
/* harmony import */ var _report_mask_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(69488);
/* harmony import */ var _report_terminal_table_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(52252);
/* harmony import */ var _report_write_reports_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(22195);
/* harmony import */ var _command_plumbing_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(25416);
/* harmony import */ var _run_flags_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(75375);
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(14031);















/** Runs `loadtool run` on a file; returns the exit code of its outcome. */
async function runLoadTestCommand(io, signals, file, flags) {
    const { overrides, workers, sameJob, shard, startAt, problems } = (0,_run_flags_js__WEBPACK_IMPORTED_MODULE_11__/* .parseSharedRunFlags */ .T)(flags);
    if (problems.length > 0) {
        for (const problem of problems)
            io.stderr.write(`loadtool run: ${problem}\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.badInput;
    }
    const { reporter, signal, stop } = (0,_run_flags_js__WEBPACK_IMPORTED_MODULE_11__/* .startTerminalRun */ .K)(io, signals);
    try {
        const named = flags.scenario.length > 0 ? flags.scenario : undefined;
        // Applied to the scenarios that run: with --scenario, those named.
        const runOverrides = { ...overrides, scenarios: named };
        const loadTest = (0,_loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_13__/* .applyRunOverrides */ .T)(await (0,_loadtest_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .loadLoadTest */ .f$)(file, { env: io.env }), runOverrides);
        checkScenarioNames(loadTest, flags.scenario, file);
        for (const warning of (0,_loadtest_apply_overrides_js__WEBPACK_IMPORTED_MODULE_13__/* .overrideWarnings */ .U)(loadTest, runOverrides))
            reporter.warning(warning);
        // A wrong baseline path is bad input, said before any load is sent.
        const baseline = flags.baseline === undefined ? undefined : await (0,_pipeline_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .readBaseline */ .mF)(flags.baseline);
        const secrets = (0,_report_mask_js__WEBPACK_IMPORTED_MODULE_7__/* .secretValues */ .VX)(loadTest, io.env);
        for (const secret of secrets)
            reporter.secret(secret);
        const { results, baselineResults } = await (0,_pipeline_run_stage_js__WEBPACK_IMPORTED_MODULE_4__/* .runStageWithBaseline */ .r)(loadTest, file, reporter, {
            env: io.env,
            signal,
            scenarios: named,
            mask: (0,_masker_js__WEBPACK_IMPORTED_MODULE_14__/* .maskerOf */ .nk)(secrets),
            baseline,
            sameJob,
            shard,
            startAt,
            // `loadtool run` starts no system under test: auto takes every core.
            workers: (0,_engine_workers_worker_count_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveWorkerCount */ .SU)(workers ?? 1, false),
        });
        // The table first: a folder that cannot be written loses the files, never the verdict.
        io.stdout.write(`\n${(0,_report_terminal_table_js__WEBPACK_IMPORTED_MODULE_8__/* .renderTerminalTable */ .j)(results, { color: (0,_command_plumbing_js__WEBPACK_IMPORTED_MODULE_10__/* .colorOf */ .HN)(io) })}\n`);
        try {
            const files = await (0,_report_write_reports_js__WEBPACK_IMPORTED_MODULE_9__/* .writeReports */ .Li)(results, flags.out, file);
            io.stdout.write(`Results: ${files.results}, ${files.summary}, ${files.junit}, ${files.html}\n`);
            if (baselineResults)
                io.stdout.write(`Baseline: ${await (0,_pipeline_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .writeBaselineResults */ .Lk)(baselineResults, flags.out)}\n`);
        }
        catch (error) {
            if (!(error instanceof _report_write_reports_js__WEBPACK_IMPORTED_MODULE_9__/* .ReportWriteError */ .yi))
                throw error;
            io.stderr.write(`loadtool run: error: ${error.message}\n`);
        }
        return signal.aborted
            ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.cancelled
            : (0,_exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .exitCodeFor */ .R)(results.outcome, { failOnInconclusive: flags.failOnInconclusive });
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .CannotRunError */ .F3))
            throw error;
        io.stderr.write(`loadtool run: the run could not take place: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_12__/* .logText */ .kc)(error.message)}\n`);
        return signal.aborted ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.cancelled : error.exitCode;
    }
    finally {
        stop();
    }
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

/***/ 46532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mp: () => (/* binding */ tooShortToMask),
/* harmony export */   Ym: () => (/* binding */ MIN_MASKED_LENGTH),
/* harmony export */   nk: () => (/* binding */ maskerOf)
/* harmony export */ });
/**
 * Secrets shorter than this are not masked. Masking a one-character secret (`API_TOKEN=o`) would replace that letter
 * in every text, and still hide nothing worth hiding; GitHub's masker has the same problem, so such a value is not
 * given to it either. Whoever registers secrets warns about the short ones, naming them (see `tooShortToMask`).
 */
const MIN_MASKED_LENGTH = 4;
/** Returns whether a secret is too short to be masked safely (see MIN_MASKED_LENGTH); an empty value is no secret. */
function tooShortToMask(secret) {
    return secret.length > 0 && secret.length < MIN_MASKED_LENGTH;
}
/**
 * Returns a function that replaces each of the secrets in a text with `***`. Every stage that handles a secret (the
 * schema fetch's headers, the load test's `${NAME}` values) masks with it, before anything reaches a log or a file.
 * Secrets too short to mask safely are left out.
 */
function maskerOf(secrets) {
    // Longest first, so that a secret containing another is masked whole.
    const sorted = [...new Set(secrets)]
        .filter((secret) => secret.length >= MIN_MASKED_LENGTH)
        .sort((a, b) => b.length - a.length);
    return (text) => sorted.reduce((masked, secret) => masked.split(secret).join('***'), text);
}


/***/ }),

/***/ 20470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ redactUrl)
/* harmony export */ });
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


/***/ })

};
