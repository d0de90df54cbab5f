export const id = 837;
export const ids = [837];
export const modules = {

/***/ 52837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gate: () => (/* binding */ gate)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(91084);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/engine/workers/worker-count.ts
var worker_count = __webpack_require__(33112);
// EXTERNAL MODULE: ./src/masker.ts + 1 modules
var masker = __webpack_require__(153);
// EXTERNAL MODULE: ./src/secret-values.ts
var secret_values = __webpack_require__(33754);
// EXTERNAL MODULE: ./src/report/write-reports.ts
var write_reports = __webpack_require__(22195);
// EXTERNAL MODULE: ./src/config/config-error.ts
var config_error = __webpack_require__(85877);
// EXTERNAL MODULE: ./src/config/load.ts + 6 modules
var load = __webpack_require__(1507);
// EXTERNAL MODULE: ./src/config/onboard.ts + 1 modules
var onboard = __webpack_require__(34362);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/pipeline/file-checks.ts
// Whether a path exists, or is a folder: the pipeline's small questions to the file system.

/** Returns whether `path` is a folder. */
function isFolder(path) {
    return (0,promises_.stat)(path).then((stats) => stats.isDirectory(), () => false);
}
/** Returns whether something exists at `file`. */
function exists(file) {
    return (0,promises_.access)(file).then(() => true, () => false);
}

// EXTERNAL MODULE: ./src/file-error.ts
var file_error = __webpack_require__(64730);
;// CONCATENATED MODULE: ./src/pipeline/stages/config-stage.ts
// The config stage: qa.config.json loaded once for the whole run, or onboarded first when asked.






/**
 * Returns qa.config.json loaded, once for the whole run (the later stages take this object), creating the file first
 * when it is missing and onboarding is asked for.
 */
async function configStage(inputs, reporter, options) {
    if (options.onboard && !(await exists(inputs.config))) {
        const folder = (0,external_node_path_.dirname)(inputs.config);
        const refuse = (why) => {
            throw new config_error/* ConfigError */.x(inputs.config, [
                {
                    path: '',
                    message: `not found, and onboarding cannot create it: ${why}. Check the action's \`config\` input (a path from the repository's root, e.g. "services/shop/qa.config.json"), or commit the file there.`,
                },
            ]);
        };
        if (!(await isFolder(folder)))
            refuse(`the folder ${folder} does not exist`);
        const found = await (0,onboard/* discoverAnswers */.JO)(inputs.config, options.onboard.repository);
        const result = await (0,onboard/* writeInitialConfig */.S1)(inputs.config, {
            name: found.name,
            schema: found.schema,
            baseUrl: inputs.baseUrl,
        }).catch((error) => 
        // writeInitialConfig says why in a sentence of its own (a ConfigError); anything else is the system's reason.
        refuse(error instanceof config_error/* ConfigError */.x
            ? error.problems.map((problem) => problem.message).join('; ')
            : `writing it failed (${(0,file_error/* fileErrorReason */.Hs)(error)})`));
        reporter.group(`${inputs.config} was missing: onboarding wrote it (commit it to your repository)`, [
            ...found.notes,
            ...result.notes,
            ...result.text.trimEnd().split('\n'),
        ]);
        if (result.missing.length > 0)
            throw new config_error/* ConfigError */.x(inputs.config, result.missing);
    }
    return (0,load/* loadConfig */.Z9)(inputs.config, { baseUrl: inputs.baseUrl });
}

;// CONCATENATED MODULE: ./src/pipeline/report-dir.ts
// The folder of the report files, relative to the config file, refused outside the workspace.



/**
 * Returns the report folder, relative to the working directory as every path the pipeline shows: a relative
 * `reportDir` is relative to the config file, an absolute one is kept. With a workspace, a folder outside it
 * is refused: the action must not write over the runner's other files.
 */
async function reportDirOf(configFile, reportDir, workspace) {
    const dir = (0,external_node_path_.resolve)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(configFile)), reportDir);
    // Real paths, so that a symbolic link inside the checkout that points elsewhere does not lead the reports out.
    if (workspace !== undefined && !isInside(await realPathOf(workspace), await realPathOf(dir))) {
        throw new config_error/* ConfigError */.x(configFile, [
            {
                path: 'domains.performance.reportDir',
                message: `${JSON.stringify(reportDir)} leads to ${dir}, outside the workspace ${(0,external_node_path_.resolve)(workspace)}: the action writes its reports only inside the repository's checkout. Give a folder inside it, relative to ${configFile}, e.g. "./qa-reports/perf".`,
            },
        ]);
    }
    return (0,external_node_path_.relative)(process.cwd(), dir) || '.';
}
/** Returns the real path of `path`: its longest existing ancestor with links resolved, and the rest as given. */
async function realPathOf(path) {
    const absolute = (0,external_node_path_.resolve)(path);
    try {
        return await (0,promises_.realpath)(absolute);
    }
    catch {
        const parent = (0,external_node_path_.dirname)(absolute);
        return parent === absolute ? absolute : (0,external_node_path_.join)(await realPathOf(parent), (0,external_node_path_.basename)(absolute));
    }
}
/** Returns whether `path` is `dir` or inside it. */
function isInside(dir, path) {
    const rel = (0,external_node_path_.relative)(dir, path);
    return rel === '' || (!(0,external_node_path_.isAbsolute)(rel) && rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`));
}

;// CONCATENATED MODULE: ./src/pipeline/stages/enabled-stage.ts



/**
 * Returns the config (configStage) with the report folder (reportDirOf), or, when performance testing is disabled in
 * it, the skipped pipeline, said once: "… nothing to `task`". The first stage of a run and of a merge alike.
 */
async function enabledStage(inputs, reporter, options, task) {
    const config = await configStage(inputs, reporter, options);
    const performance = config.domains.performance;
    if (!performance.enabled) {
        reporter.info(`Performance testing is disabled in ${inputs.config} (domains.performance.enabled): nothing to ${task}.`);
        return { outcome: 'skipped', exitCode: exit_codes/* ExitCode */.y.passed, config };
    }
    return { config, reportDir: await reportDirOf(inputs.config, performance.reportDir, options.workspace) };
}

// EXTERNAL MODULE: ./src/loadtest/apply-overrides.ts
var apply_overrides = __webpack_require__(53652);
// EXTERNAL MODULE: ./src/loadtest/drift.ts
var loadtest_drift = __webpack_require__(18123);
// EXTERNAL MODULE: ./src/loadtest/load-test-tls.ts
var load_test_tls = __webpack_require__(34871);
// EXTERNAL MODULE: ./src/loadtest/validate.ts + 25 modules
var validate = __webpack_require__(39075);
// EXTERNAL MODULE: ./src/redact-url.ts
var redact_url = __webpack_require__(20470);
// EXTERNAL MODULE: ./src/loadtest/response-contracts.ts + 1 modules
var response_contracts = __webpack_require__(25100);
// EXTERNAL MODULE: ./src/pipeline/stages/drift-stage.ts
var drift_stage = __webpack_require__(89048);
// EXTERNAL MODULE: ./src/pipeline/stages/generate-stage.ts + 19 modules
var generate_stage = __webpack_require__(26278);
// EXTERNAL MODULE: ./src/pipeline/stages/plan-stage.ts
var plan_stage = __webpack_require__(97774);
;// CONCATENATED MODULE: ./src/pipeline/stages/load-test-stage.ts
// The load test stage: generated or committed (checked for drift), then the run's overrides applied.











/**
 * Returns the validated load test with the run's overrides applied: generated when asked (`always`) or missing
 * (`auto`), otherwise the committed file, with a warning for each scenario that exercises nothing in the schema and
 * each operation in scope that no scenario covers. The plan is read once, by whichever of the two needs it.
 */
async function loadTestStage(context) {
    const { inputs, file, env } = context;
    const committed = await exists(file);
    const generating = generates(inputs, committed);
    let api = generating ? await generate(context) : undefined;
    const loadTest = await (0,validate/* loadLoadTest */.f$)(file, { env });
    if (!generating && committed)
        api = await warnAboutDrift(loadTest, context);
    const overrides = {
        // A generated load test was written for the base URL already, its schema's path prefix included.
        baseUrl: generating ? undefined : inputs.baseUrl,
        concurrentUsers: inputs.users,
        durationSeconds: inputs.durationSeconds,
    };
    const overridden = (0,apply_overrides/* applyRunOverrides */.T)(loadTest, overrides);
    for (const warning of (0,apply_overrides/* overrideWarnings */.U)(overridden, overrides))
        context.reporter.warning(warning, { file });
    if (!api)
        return overridden;
    // The schema read for generation or for drift gives each scenario the responses it documents (conformance).
    const attached = (0,response_contracts/* attachContracts */.t)(overridden, api);
    context.reporter.info((0,response_contracts/* conformanceNote */.W)(attached, (0,redact_url/* redactUrl */.B)(context.config.domains.performance.schemaUrl ?? api.source)));
    return attached.loadTest;
}
/** Whether the stage generates the load test: when asked to (`always`), or when none is committed (`auto`). */
async function generatesLoadTest(inputs, file) {
    return generates(inputs, await exists(file));
}
function generates(inputs, committed) {
    return inputs.generate === 'always' || (inputs.generate === 'auto' && !committed);
}
/** Returns the plan's scope: the plan input, else qa-plan.md beside the config or under requirements.docsPath. */
function planOf({ inputs, config }) {
    return (0,plan_stage/* readPlan */.m)({ plan: inputs.plan, root: projectDirOf(inputs), docsPath: config.requirements.docsPath });
}
/** Generates the load test from the config loaded and the plan's scope, and writes it; returns the API read. */
async function generate(context) {
    const { inputs, file, config, reporter } = context;
    const prepared = await (0,generate_stage/* generateLoadTestFrom */.QO)(config, await planOf(context), {
        config: inputs.config,
        plan: inputs.plan,
        schemaHeaders: inputs.schemaHeaders,
        env: context.env,
        output: file,
        signal: context.signal,
        probe: true,
    });
    for (const secret of prepared.secrets)
        reporter.secret(secret);
    const { loadTest, edits } = await (0,generate_stage/* writeLoadTest */.ee)(prepared);
    reporter.group(`Generated ${file}: ${loadTest.scenarios.length} scenarios`, [
        ...prepared.notes,
        ...prepared.probe,
        ...edits,
    ]);
    return prepared.api;
}
/**
 * Warns about each scenario the schema lacks and each operation in the plan's scope that no scenario covers; returns
 * the API read.
 */
async function warnAboutDrift(loadTest, context) {
    const { inputs, file, config, reporter } = context;
    const schema = config.domains.performance.schemaUrl;
    const headers = (0,generate_stage/* schemaHeadersFor */.l9)(schema, config, inputs.config, inputs.schemaHeaders, context.env);
    for (const secret of headers.secrets)
        reporter.secret(secret);
    const drift = await (0,drift_stage/* driftFrom */.m)(loadTest, await planOf(context), {
        schema,
        baseDir: projectDirOf(inputs),
        headers,
        signal: context.signal,
        tls: (0,load_test_tls/* loadTestTls */.m)(loadTest, file, context.env),
    });
    for (const { index, endpoint, line } of drift.unknown) {
        reporter.warning(`scenarios[${index}]: ${endpoint} exercises nothing in ${(0,redact_url/* redactUrl */.B)(schema)} (removed or renamed?): update the scenario or remove it`, { file, line });
    }
    for (const operation of drift.uncovered)
        reporter.warning((0,loadtest_drift/* uncoveredMessage */.jQ)(operation), { file });
    for (const warning of drift.plan ?? [])
        reporter.warning(warning.message, { file: warning.file, line: warning.line });
    return drift.api;
}
function projectDirOf(inputs) {
    return (0,external_node_path_.dirname)((0,external_node_path_.resolve)(inputs.config));
}

// EXTERNAL MODULE: ./src/pipeline/stages/run-stage.ts + 88 modules
var run_stage = __webpack_require__(87632);
// EXTERNAL MODULE: ./src/pipeline/baseline.ts
var pipeline_baseline = __webpack_require__(66671);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(24371);
// EXTERNAL MODULE: ./src/forced-exit.ts
var forced_exit = __webpack_require__(59151);
// EXTERNAL MODULE: ./src/pipeline/wait-timeout.ts
var wait_timeout = __webpack_require__(65631);
;// CONCATENATED MODULE: ./src/pipeline/system-under-test.ts
// The system under test: `start-command` started in a process group of its own, `wait-for` polled until it answers.








/** The pause between two polls of `wait-for`. */
const POLL_INTERVAL_MS = 500;
/** How long a stopped system under test has after SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 5_000;
/** How much of the command's output is kept for the log: its last bytes. */
const MAX_OUTPUT_BYTES = 256 * 1024;
/**
 * Starts `command` in a shell, in a process group of its own, and waits until `waitFor` answers. Throws a
 * CannotRunError, the command already stopped, when it exits first or `waitFor` does not answer in time.
 * @internal Exported for the tests.
 */
async function startSystemUnderTest(command, options = {}) {
    const system = launchSystemUnderTest(command);
    if (!options.waitFor)
        return system;
    try {
        await waitUntilAnswers(system, options.waitFor, options);
    }
    catch (error) {
        await system.stop();
        throw error;
    }
    return system;
}
/**
 * Returns the system under test as soon as `command` is spawned, in a shell and a process group of its own, so that
 * its output can be shown whatever happens next (it exits at once, `wait-for` times out, the run fails). Until it has
 * exited, a forced exit (a second Ctrl+C, src/forced-exit.ts) kills its whole group at once (SIGKILL): nothing it
 * started outlives loadtool, holding the port.
 */
function launchSystemUnderTest(command, options = {}) {
    const child = (0,external_node_child_process_.spawn)(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd });
    let output = Buffer.alloc(0);
    const keep = (chunk) => {
        output = Buffer.concat([output, chunk]);
        if (output.length > MAX_OUTPUT_BYTES)
            output = output.subarray(output.length - MAX_OUTPUT_BYTES);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let exitCode;
    let closed = false;
    const forgetExit = (0,forced_exit/* onForcedExit */.f)(() => {
        signalGroup(child.pid, 'SIGKILL');
    });
    const done = new Promise((resolve) => {
        child.once('exit', (code, signal) => {
            exitCode ??= code ?? (signal ? 128 + external_node_os_.constants.signals[signal] : -1);
        });
        // 'close' comes once the pipes are closed too: the output is complete, and nothing of the group writes any more.
        child.once('close', () => {
            closed = true;
            resolve();
        });
        child.once('error', (error) => {
            keep(Buffer.from(`${error.message}\n`));
            exitCode = -1;
            closed = true;
            resolve();
        });
    }).finally(forgetExit);
    return {
        output: () => output.toString('utf8'),
        exitCode: () => exitCode,
        closed: () => done,
        stop: async () => {
            if (closed)
                return;
            // The shell may have exited while what it started still runs in its group: the group is stopped either way.
            signalGroup(child.pid, 'SIGTERM');
            const killed = (0,external_node_timers_promises_.setTimeout)(STOP_GRACE_MS, undefined, { ref: false }).then(() => {
                signalGroup(child.pid, 'SIGKILL');
            });
            await Promise.race([done, killed]);
            await done;
        },
    };
}
/**
 * Polls `waitFor` until it answers with any HTTP status. Throws a CannotRunError when the command exits first or the
 * URL does not answer within `waitSeconds`, a CancelledError when the signal aborts; the command is left running.
 */
async function waitUntilAnswers(system, waitFor, options = {}) {
    const seconds = options.waitSeconds ?? wait_timeout/* DEFAULT_WAIT_SECONDS */.a;
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
        const exitCode = system.exitCode();
        if (exitCode !== undefined) {
            throw new errors/* CannotRunError */.F3(`start-command exited with code ${exitCode} before ${waitFor} answered; its output is in the log above`);
        }
        if (options.signal?.aborted)
            throw new errors/* CancelledError */.cc('Cancelled while waiting for the system under test.');
        if (await answers(waitFor))
            return;
        if (Date.now() >= deadline) {
            throw new errors/* CannotRunError */.F3(`${waitFor} did not answer within ${seconds} s after start-command; its output is in the log above. Check that the command starts the service on that address, or raise wait-timeout`);
        }
        await (0,external_node_timers_promises_.setTimeout)(POLL_INTERVAL_MS);
    }
}
/** Returns true when the URL answers with any HTTP status within 2 s. */
async function answers(url) {
    try {
        const response = await (0,undici.request)(url, { headersTimeout: 2_000, bodyTimeout: 2_000 });
        await response.body.dump();
        return true;
    }
    catch {
        return false;
    }
}
function signalGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // The group is gone already.
    }
}

;// CONCATENATED MODULE: ./src/pipeline/base-worktree.ts
// `--baseline-ref`: the base commit fetched, checked out into a worktree of its own and built there.






/** git's own stall limit: a fetch slower than 1000 bytes/s for 30 s gives up instead of hanging the job. */
const STALL_LIMITS = ['-c', 'http.lowSpeedLimit=1000', '-c', 'http.lowSpeedTime=30'];
/** The most of git's stdout or stderr kept: far above what rev-parse, fetch or worktree say. */
const GIT_OUTPUT_BYTES = 16 * 1024 * 1024;
/**
 * Returns the base commit fetched from origin, checked out into a fresh worktree and built there. Throws an InputError
 * when origin has no such ref, a CannotRunError when git or the build fails, a CancelledError when the signal
 * aborts; the worktree is removed before any of them is thrown.
 */
async function checkoutBase(options) {
    const { ref, repository, signal, reporter } = options;
    const run = (args) => git(args, repository, signal);
    const shallow = await run(['rev-parse', '--is-shallow-repository']);
    // Only a shallow clone is fetched shallow: --depth on a full clone would make the whole repository shallow.
    const depth = shallow.stdout.trim() === 'true' ? ['--depth=1'] : [];
    const fetched = await run([...STALL_LIMITS, 'fetch', '--no-tags', ...depth, 'origin', ref]);
    if (fetched.exitCode !== 0)
        throw fetchError(ref, fetched.stderr, options.mask);
    const head = await run(['rev-parse', 'FETCH_HEAD']);
    if (head.exitCode !== 0)
        throw gitError('git rev-parse FETCH_HEAD', head, options.mask);
    const commit = head.stdout.trim();
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(options.env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)(), 'qa-perf-base-'));
    const worktree = { dir, commit, remove: () => removeWorktree(repository, dir) };
    try {
        const added = await run(['worktree', 'add', '--detach', dir, commit]);
        if (added.exitCode !== 0)
            throw gitError('git worktree add', added, options.mask);
        reporter.info(`Base build: ${options.mask(ref)} at ${commit.slice(0, 7)} in ${dir}`);
        if (options.buildCommand !== undefined)
            await build(options.buildCommand, dir, options);
    }
    catch (error) {
        await worktree.remove();
        throw error;
    }
    return worktree;
}
/**
 * Runs the build command in the worktree and shows its output, masked, as a group; throws a CannotRunError when it
 * exits non-zero, a CancelledError (the command stopped) when the signal aborts first.
 */
async function build(command, dir, options) {
    const { reporter, mask } = options;
    reporter.info(`Building the base: ${command}`);
    // Started like the system under test: in a process group of its own, so that a cancelled run stops all of it.
    const system = launchSystemUnderTest(command, { cwd: dir });
    try {
        await raced(system.closed(), options.signal);
    }
    finally {
        await system.stop();
        const output = system.output();
        reporter.group('Output of baseline-build-command', output ? mask(output).trimEnd().split('\n') : ['(no output)']);
    }
    const code = system.exitCode();
    if (code !== 0) {
        throw new errors/* CannotRunError */.F3(`baseline-build-command exited with code ${code} in the base's worktree; its output is in the log above. Fix the command, or the base branch's build.`);
    }
}
/** Removes the worktree with git, else its folder and git's record of it; never throws, as it runs in a finally. */
async function removeWorktree(repository, dir) {
    const removed = await git(['worktree', 'remove', '--force', dir], repository).catch(() => undefined);
    if (removed?.exitCode === 0)
        return;
    await (0,promises_.rm)(dir, { recursive: true, force: true }).catch(() => undefined);
    await git(['worktree', 'prune'], repository).catch(() => undefined);
}
/** Returns the error of a failed fetch: bad input when origin has no such ref, else a run that cannot take place. */
function fetchError(ref, stderr, mask) {
    const said = lastLine(stderr, mask);
    if (/couldn't find remote ref|not our ref/i.test(stderr)) {
        return new errors/* InputError */.dz('baseline-ref', [
            {
                path: '',
                message: `origin has no branch, tag or commit ${JSON.stringify(mask(ref))} (git: ${said}). Write the base branch, e.g. \${{ github.base_ref }} in a pull_request workflow, or a branch, tag or commit that origin has.`,
            },
        ]);
    }
    return new errors/* CannotRunError */.F3(`baseline-ref: git fetch origin ${mask(ref)} failed (git: ${said}). Check that the job can read origin (actions/checkout's credentials are kept by default).`);
}
/** Returns the CannotRunError of a git command that failed, naming baseline-ref and git's last word. */
function gitError(what, output, mask) {
    return new errors/* CannotRunError */.F3(`baseline-ref: ${what} exited with code ${output.exitCode} (git: ${lastLine(output.stderr, mask)}).`);
}
/** Returns git's last non-empty line of stderr, masked, credentials in URLs hidden, on one line. */
function lastLine(stderr, mask) {
    const line = stderr
        .split('\n')
        .map((text) => text.trim())
        .filter(Boolean)
        .at(-1) ?? 'no message';
    // eslint-disable-next-line no-control-regex -- control characters are what is taken out
    return mask(line.replace(/:\/\/[^/@\s]+@/g, '://***@')).replace(/[\u0000-\u001f\u007f]/g, ' ');
}
/**
 * Runs git without output to the log, never asking for a password; resolves with its exit code, stdout and stderr.
 * node:child_process rather than @actions/exec, since the pipeline is the CLI's too and only src/action/ speaks to
 * GitHub's toolkit (docs/architecture.md section 4).
 */
function git(args, cwd, signal) {
    return new Promise((resolve, reject) => {
        const env = { ...process.env, GIT_TERMINAL_PROMPT: '0' };
        // The signal kills a git still running (a fetch, say) when the run is cancelled, instead of leaving it behind.
        (0,external_node_child_process_.execFile)('git', args, { cwd, env, signal, maxBuffer: GIT_OUTPUT_BYTES }, (error, stdout, stderr) => {
            if (signal?.aborted) {
                reject(cancelledError());
            }
            else if (error === null) {
                resolve({ exitCode: 0, stdout, stderr });
            }
            else if (typeof error.code === 'number') {
                resolve({ exitCode: error.code, stdout, stderr });
            }
            else if (error.signal) {
                resolve({ exitCode: 128 + external_node_os_.constants.signals[error.signal], stdout, stderr });
            }
            else if (error.code === 'ENOENT') {
                reject(new errors/* CannotRunError */.F3(`baseline-ref needs git on PATH: ${error.message}. Install git, or compare with --baseline-url alone.`));
            }
            else {
                // A git that cannot be started for another reason, or that says more than is kept: the run cannot take place.
                reject(new errors/* CannotRunError */.F3(`baseline-ref: git ${args[0] ?? ''} could not run: ${error.message}.`));
            }
        });
    });
}
/** Returns the error of a run cancelled while the base is prepared. */
function cancelledError() {
    return new errors/* CancelledError */.cc('Cancelled while preparing the base build (baseline-ref).');
}
/** Returns what `work` resolves to, or throws a CancelledError as soon as the signal aborts. */
async function raced(work, signal) {
    if (!signal)
        return work;
    if (signal.aborted) {
        work.catch(() => undefined);
        throw cancelledError();
    }
    let onAbort = () => undefined;
    const aborted = new Promise((_resolve, reject) => {
        onAbort = () => {
            reject(cancelledError());
        };
        signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
        return await Promise.race([work, aborted]);
    }
    finally {
        signal.removeEventListener('abort', onAbort);
    }
}

;// CONCATENATED MODULE: ./src/pipeline/run-pipeline.ts
// src/pipeline/ strings the stages together for both doors; runPipeline here is the stages in the action's order.













/**
 * Runs every stage (docs/architecture.md §1) the way the action does: config (onboarding when asked), plan and
 * generate (or the committed load test, with drift warnings), validate, start the system under test (before
 * generation when it generates), run, verdict, triage, and the report files. Bad input throws an InputError (exit 2), a run that cannot take place a
 * CannotRunError (exit 3); breaches, failures and cancellation are results.
 */
async function runPipeline(inputs, reporter, options) {
    // Credentials in a URL are secrets wherever the URL appears: masked before anything is said.
    for (const secret of (0,secret_values/* urlPasswords */.s1)([inputs.baseUrl, inputs.waitFor, inputs.baselineUrl]))
        reporter.secret(secret);
    const enabled = await enabledStage(inputs, reporter, options, 'test');
    if ('outcome' in enabled)
        return enabled;
    const { config, reportDir } = enabled;
    const { baseUrl, schemaUrl } = config.domains.performance;
    for (const secret of (0,secret_values/* urlPasswords */.s1)([baseUrl, schemaUrl]))
        reporter.secret(secret);
    const loadTestFile = loadTestFileOf(inputs);
    const systems = [];
    const wait = { waitSeconds: inputs.waitSeconds, signal: options.signal };
    let mask = (0,masker/* maskerOf */.nk)([]);
    let base;
    // Generation probes the system under test and may read the schema it serves: when the stage generates, the system
    // is started first. A committed load test is validated before anything starts (docs/decisions.md).
    const startFirst = inputs.startCommand !== undefined && (await generatesLoadTest(inputs, loadTestFile));
    try {
        if (inputs.startCommand && startFirst) {
            await launchStart(systems, inputs.startCommand, inputs.waitFor, wait, reporter, 'generating the load test');
        }
        const loadTest = await loadTestStage({
            inputs,
            file: loadTestFile,
            config,
            reporter,
            env: options.env,
            signal: options.signal,
        });
        const secrets = (0,secret_values/* secretValues */.VX)(loadTest, options.env);
        for (const secret of secrets)
            reporter.secret(secret);
        mask = (0,masker/* maskerOf */.nk)(secrets);
        // A wrong baseline path is bad input, said before any load is sent.
        const baseline = inputs.baseline === undefined ? undefined : await (0,pipeline_baseline/* readBaseline */.mF)(inputs.baseline, inputs.baselineSource);
        // The base commit is fetched and built before the base build starts: a wrong ref is said before it runs.
        base =
            inputs.baselineRef === undefined
                ? undefined
                : await checkoutBase({
                    ref: inputs.baselineRef,
                    buildCommand: inputs.baselineBuildCommand,
                    repository: (0,external_node_path_.dirname)((0,external_node_path_.resolve)(inputs.config)),
                    env: options.env,
                    signal: options.signal,
                    reporter,
                    mask,
                });
        if (inputs.startCommand && !startFirst) {
            await launchStart(systems, inputs.startCommand, inputs.waitFor, wait, reporter, 'starting the load');
        }
        if (inputs.baselineStartCommand) {
            reporter.info(`Starting the base build: ${inputs.baselineStartCommand}`);
            // Without baseline-wait-for, the baseline URL itself is polled: the base build is up when it answers.
            const waitFor = inputs.baselineWaitFor ?? inputs.baselineUrl;
            const baseWait = { ...wait, cwd: base?.dir };
            await launch(systems, 'baseline-start-command', inputs.baselineStartCommand, waitFor, baseWait, reporter, 'the base build is up');
        }
        const started = systems.find(({ name }) => name === 'start-command')?.system;
        const sameJob = inputs.baselineUrl === undefined ? undefined : { url: inputs.baselineUrl, maxRounds: inputs.maxRounds };
        const { results, baselineResults } = await (0,run_stage/* runStageWithBaseline */.r)(loadTest, loadTestFile, reporter, {
            env: options.env,
            signal: options.signal,
            mask,
            baseline,
            sameJob,
            shard: inputs.shard,
            startAt: inputs.startAt,
            workers: (0,worker_count/* resolveWorkerCount */.SU)(inputs.workers ?? 1, systems.length > 0),
            metricsOut: inputs.metricsOut,
            httpDebug: inputs.httpDebug,
        }).catch((error) => {
            throw withExitOf(started, error);
        });
        const outcome = options.signal?.aborted ? 'cancelled' : results.outcome;
        const done = await reportStage({
            outcome,
            exitCode: (0,exit_codes/* exitCodeFor */.R)(outcome, { failOnInconclusive: inputs.failOnInconclusive }),
            config,
            loadTestFile,
            results,
        }, reportDir);
        if (!baselineResults || !done.files)
            return done;
        try {
            return { ...done, baselineFile: await (0,pipeline_baseline/* writeBaselineResults */.Lk)(baselineResults, reportDir) };
        }
        catch (error) {
            if (!(error instanceof write_reports/* ReportWriteError */.yi))
                throw error;
            return unwritten(done, error);
        }
    }
    finally {
        // Stopped also when the run failed or was cancelled; each one's output shown, masked.
        for (const { name, system } of systems) {
            const exitedEarly = system.exitCode();
            await system.stop();
            const output = system.output();
            reporter.group(exitedEarly === undefined
                ? `Output of ${name}`
                : `Output of ${name} (it exited with code ${exitedEarly} before the end of the run)`, output ? mask(output).trimEnd().split('\n') : ['(no output)']);
        }
        // After the base build is stopped, so that nothing of it still runs in the folder removed.
        await base?.remove();
    }
}
/** Starts `start-command`, saying so, and waits for `waitFor` (see launch); `next` says what follows once it answers. */
async function launchStart(systems, command, waitFor, wait, reporter, next) {
    reporter.info(`Starting the system under test: ${command}`);
    await launch(systems, 'start-command', command, waitFor, wait, reporter, next);
}
/**
 * Starts `command` and adds it to `systems` before waiting, so that the caller's finally shows its output and stops
 * it however the wait ends; then waits until `waitFor` answers, and says so with `next`, what follows. It runs in `wait.cwd` when given (the base's
 * worktree). Throws waitUntilAnswers' errors, naming the input.
 */
async function launch(systems, name, command, waitFor, wait, reporter, next) {
    const system = launchSystemUnderTest(command, { cwd: wait.cwd });
    systems.push({ name, system });
    if (!waitFor)
        return;
    try {
        await waitUntilAnswers(system, waitFor, wait);
    }
    catch (error) {
        // waitUntilAnswers speaks of start-command: the base build's own input is named instead.
        if (name === 'start-command' || !(error instanceof errors/* CannotRunError */.F3))
            throw error;
        throw new errors/* CannotRunError */.F3(error.message.replaceAll('start-command', name));
    }
    reporter.info(`${waitFor} answers: ${next}`);
}
/** Returns the load test's path: the `loadtest` input, else load-tests/loadtool.yaml beside the config. */
function loadTestFileOf(inputs) {
    return (inputs.loadtest ?? (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_path_.resolve)(inputs.config)), 'load-tests', 'loadtool.yaml')));
}
/** Returns the pipeline's result with the report files written, or errored with why they could not be (unwritten). */
async function reportStage(done, reportDir) {
    try {
        return { ...done, files: await (0,write_reports/* writeReports */.Li)(done.results, reportDir, done.loadTestFile) };
    }
    catch (error) {
        if (!(error instanceof write_reports/* ReportWriteError */.yi))
            throw error;
        return unwritten(done, error);
    }
}
/**
 * Returns the pipeline's result when its files could not be written: errored (exit 3), unless cancelled, since a later
 * step would find no results.json; the verdict stays in `results`, for the doors to show before the reason.
 */
function unwritten(done, error) {
    const outcome = (0,write_reports/* unwrittenOutcome */.Rx)(done.outcome);
    return { ...done, outcome, exitCode: (0,exit_codes/* exitCodeFor */.R)(outcome), reportError: error };
}
/** Returns the error, saying also that start-command had exited when the run could not take place after it did. */
function withExitOf(system, error) {
    const code = system?.exitCode();
    if (!(error instanceof errors/* CannotRunError */.F3) || code === undefined)
        return error;
    return new errors/* CannotRunError */.F3(`${error.message} start-command exited with code ${code} before the run; its output is in the log above.`);
}

// EXTERNAL MODULE: ./src/report/terminal-table.ts
var terminal_table = __webpack_require__(6025);
// EXTERNAL MODULE: ./src/cli/http-debug-text.ts
var http_debug_text = __webpack_require__(80528);
// EXTERNAL MODULE: ./src/cli/command-plumbing.ts
var command_plumbing = __webpack_require__(25416);
// EXTERNAL MODULE: ./src/cli/run-flags.ts + 7 modules
var run_flags = __webpack_require__(5161);
// EXTERNAL MODULE: ./src/cli/k6-conventions.ts
var k6_conventions = __webpack_require__(79104);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/cli/upload-written.ts
var upload_written = __webpack_require__(42939);
;// CONCATENATED MODULE: ./src/cli/handlers/gate-handler.ts
// src/cli/handlers/ holds what each command does, loaded by import(); this is `loadtool gate`: the whole pipeline.











/** Runs `loadtool gate`: the whole pipeline; returns the exit code of its outcome. */
async function gate(io, signals, flags) {
    const waitSeconds = Number(flags.waitTimeout);
    const parsed = (0,run_flags/* parseSharedRunFlags */.T)(flags, io.env);
    const { overrides, workers, workersNotice, sameJob, shard, startAt, outTarget, metricsOut, problems } = parsed;
    const { quiet, httpDebug, breachedExitCode } = parsed;
    // The run's environment from here on: the process's with the `-e` pairs over it.
    io = { ...io, env: parsed.env };
    if (!Number.isFinite(waitSeconds) || waitSeconds <= 0) {
        problems.push(`--wait-timeout ${flags.waitTimeout} is not a number of seconds above 0`);
    }
    if (flags.baselineWaitFor !== undefined && flags.baselineStartCommand === undefined)
        problems.push('--baseline-wait-for needs --baseline-start-command, the command that starts the base build');
    if (problems.length > 0) {
        for (const problem of problems)
            io.stderr.write(`loadtool gate: ${problem}\n`);
        return exit_codes/* ExitCode */.y.badInput;
    }
    const { reporter, signal, stop } = (0,run_flags/* startTerminalRun */.K)(io, signals, quiet);
    if (workersNotice)
        reporter.warning(workersNotice);
    try {
        const result = await runPipeline({
            config: flags.config,
            plan: flags.plan,
            loadtest: flags.loadtest,
            generate: flags.generate,
            baseUrl: overrides.baseUrl,
            users: overrides.concurrentUsers,
            durationSeconds: overrides.durationSeconds,
            startCommand: flags.startCommand,
            waitFor: flags.waitFor,
            waitSeconds,
            schemaHeaders: flags.schemaHeader,
            baseline: flags.baseline,
            baselineUrl: sameJob?.url,
            baselineStartCommand: flags.baselineStartCommand,
            baselineWaitFor: flags.baselineWaitFor,
            baselineRef: flags.baselineRef,
            baselineBuildCommand: flags.baselineBuildCommand,
            maxRounds: sameJob?.maxRounds,
            failOnInconclusive: flags.failOnInconclusive,
            shard,
            startAt,
            workers: workers ?? 1,
            metricsOut,
            httpDebug,
        }, reporter, { env: io.env, signal });
        if (result.outcome === 'skipped')
            return result.exitCode;
        if (httpDebug)
            io.stderr.write((0,http_debug_text/* httpDebugText */.Z)(result.results));
        io.stdout.write(`\n${(0,terminal_table/* renderTerminalTable */.j)(result.results, { color: (0,command_plumbing/* colorOf */.HN)(io) })}\n`);
        if (result.files)
            io.stdout.write(`Reports: ${result.files.results}, ${result.files.summary}, ${result.files.junit}, ${result.files.html}\n`);
        if (result.baselineFile)
            io.stdout.write(`Baseline: ${result.baselineFile}\n`);
        // The verdict above is shown; the lost files are said last, where they are seen, and error the run (exit 3).
        if (result.reportError)
            io.stderr.write(`loadtool gate: error: ${(0,report_escape/* logText */.kc)(result.reportError.message)}\n`);
        // A failed upload is said as unwritten reports are: the verdict shown, the local files kept, exit 3.
        if (result.files &&
            outTarget &&
            !(await (0,upload_written/* uploadWritten */.p)(io, 'gate', outTarget, result.files, shard, (0,external_node_path_.dirname)(result.files.results))))
            return result.exitCode === exit_codes/* ExitCode */.y.cancelled ? result.exitCode : exit_codes/* ExitCode */.y.cannotRun;
        return (0,k6_conventions/* withBreachedExitCode */.ak)(result.exitCode, breachedExitCode);
    }
    catch (error) {
        if (!(error instanceof errors/* CannotRunError */.F3))
            throw error;
        io.stderr.write(`loadtool gate: the run could not take place: ${(0,report_escape/* logText */.kc)(error.message)}\n`);
        return error.exitCode;
    }
    finally {
        stop();
    }
}


/***/ }),

/***/ 34362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JO: () => (/* binding */ discoverAnswers),
  PF: () => (/* binding */ writeFailed),
  S1: () => (/* binding */ writeInitialConfig)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/config/config-error.ts
var config_error = __webpack_require__(85877);
;// CONCATENATED MODULE: ./src/config/find-schema.ts
// Finds the API schema files in a repository, for onboarding.


const SCHEMA_FILE = /^(?:openapi|swagger)(?:[._-][\w.-]*)?\.(?:json|ya?ml)$|\.(?:graphql|graphqls|gql)$/i;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', 'vendor', 'target', 'qa-reports']);
const MAX_DEPTH = 5;
const MAX_FOLDERS = 2000;
/**
 * Returns the API schema files in a repository (OpenAPI/Swagger `.json/.yaml/.yml`, GraphQL SDL), as paths relative
 * to `root` with `/` separators, shallowest first, OpenAPI before GraphQL, then by name.
 */
async function findApiSchemas(root) {
    const found = [];
    let queue = [root];
    let visited = 0;
    for (let depth = 0; depth <= MAX_DEPTH && queue.length > 0 && visited < MAX_FOLDERS; depth++) {
        const next = [];
        const level = [];
        for (const folder of queue) {
            if (++visited > MAX_FOLDERS)
                break;
            const entries = await (0,promises_.readdir)(folder, { withFileTypes: true }).catch(() => []);
            for (const entry of entries) {
                if (entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED_FOLDERS.has(entry.name))
                    next.push((0,external_node_path_.join)(folder, entry.name));
                else if (entry.isFile() && SCHEMA_FILE.test(entry.name))
                    level.push((0,external_node_path_.relative)(root, (0,external_node_path_.join)(folder, entry.name)).split(external_node_path_.sep).join('/'));
            }
        }
        level.sort((a, b) => Number(isGraphql(a)) - Number(isGraphql(b)) || a.localeCompare(b));
        found.push(...level);
        queue = next.sort();
    }
    return found;
}
function isGraphql(path) {
    return /\.(?:graphql|graphqls|gql)$/i.test(path);
}

// EXTERNAL MODULE: ./src/config/load.ts + 6 modules
var load = __webpack_require__(1507);
;// CONCATENATED MODULE: ./src/config/onboard.ts
// Onboarding (`loadtool init`, the action's first run): the answers found or asked, a first qa.config.json written.





const DEFAULT_THRESHOLDS = { p99LatencyMs: 1000, okRequestPercent: 99 };
/**
 * Returns the values onboarding can find on its own: the project name (package.json, else the repository's name,
 * else the folder's) and the API schema in the repository, as a path relative to the working directory.
 */
async function discoverAnswers(configFile, repository) {
    const root = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(configFile));
    const notes = [];
    const name = (await packageName(root)) ?? repository?.split('/').pop() ?? (0,external_node_path_.basename)(root);
    const schemas = await findApiSchemas(root);
    const [schema, ...others] = schemas;
    if (schema)
        notes.push(`found the API schema ${schema}${others.length ? ` (also found: ${others.join(', ')})` : ''}`);
    return { name, schema: schema && (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.resolve)(root, schema)), notes };
}
/** The ConfigError of a file `loadtool init` could not write (qa.config.json or the starter qa-plan.md). */
function writeFailed(file, error) {
    return new config_error/* ConfigError */.x(file, [
        { path: '', message: `writing it failed (${(0,load/* reasonOf */.A3)(error)}): check the folder's permissions` },
    ]);
}
/** Writes a new `qa.config.json` from the answers; returns what it wrote and which required values are missing. */
async function writeInitialConfig(configFile, answers) {
    const root = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(configFile));
    const schemaKey = answers.schema && /^https?:\/\//i.test(answers.schema) ? 'schemaUrl' : 'schemaPath';
    const schema = answers.schema && schemaKey === 'schemaPath' ? toConfigRelative(root, answers.schema) : answers.schema;
    const api = { enabled: true, baseUrl: answers.baseUrl, [schemaKey]: schema };
    const config = {
        project: answers.name ? { name: answers.name } : {},
        domains: {
            ui: { enabled: false },
            api,
            accessibility: { enabled: false },
            // The performance domain names its schema itself: it is required there, with no fallback to api's.
            performance: { enabled: true, schemaUrl: schema, thresholds: DEFAULT_THRESHOLDS },
        },
    };
    const text = `${JSON.stringify(config, null, 2)}\n`;
    const folder = await (0,load/* missingFolder */.z)(configFile);
    if (folder)
        throw new config_error/* ConfigError */.x(configFile, [{ path: '', message: (0,load/* folderMissing */.jw)(folder) }]);
    await (0,promises_.writeFile)(configFile, text).catch((error) => {
        throw writeFailed(configFile, error);
    });
    const notes = [
        `project.name: ${answers.name ? JSON.stringify(answers.name) : '(missing)'}`,
        `domains.api.baseUrl: ${answers.baseUrl ?? '(missing)'}`,
        `domains.api.${schemaKey}: ${schema ?? '(missing)'}`,
        `domains.performance.schemaUrl: ${schema ?? '(missing)'}`,
        `domains.performance.thresholds: p99 under ${DEFAULT_THRESHOLDS.p99LatencyMs} ms, at least ${DEFAULT_THRESHOLDS.okRequestPercent}% of requests ok`,
    ];
    return { file: configFile, text, notes, missing: problemsIn(text, configFile) };
}
function problemsIn(text, file) {
    try {
        (0,load/* parseConfig */.o4)(text, file);
        return [];
    }
    catch (error) {
        if (error instanceof config_error/* ConfigError */.x)
            return error.problems;
        throw error;
    }
}
function toConfigRelative(root, path) {
    const fromRoot = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(path)).split('\\').join('/');
    return (0,external_node_path_.isAbsolute)(fromRoot) || fromRoot.startsWith('../') ? fromRoot : `./${fromRoot}`;
}
async function packageName(root) {
    const parsed = (await readJsonFile(root, 'package.json'));
    return typeof parsed?.name === 'string' && parsed.name ? parsed.name.replace(/^@[^/]+\//, '') : undefined;
}
/** Returns the parsed JSON of `folder/name`, or undefined when it is missing or invalid. */
async function readJsonFile(folder, name) {
    // The file name is a parameter so that the bundler does not take it for an asset to copy into dist/.
    try {
        return JSON.parse(await (0,promises_.readFile)((0,external_node_path_.resolve)(folder, name), 'utf8'));
    }
    catch {
        return undefined;
    }
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


/***/ })

};
