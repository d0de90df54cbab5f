export const id = 223;
export const ids = [223];
export const modules = {

/***/ 80528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ httpDebugText)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// `--http-debug`'s printout: each failed request the run kept as a sample, as sent and as answered (docs/cli.md).

/**
 * Returns the run's failed samples that carry their exchange (`--http-debug`), each scenario's and each step's: the
 * request (`>` lines) and the response (`<` lines, then its body's start), as k6's `--http-debug` prints them; the
 * results are masked already, and every line goes through logText. Empty when no request failed.
 */
function httpDebugText(results) {
    const blocks = [];
    for (const scenario of results.scenarios)
        for (const part of [scenario, ...(scenario.steps ?? [])]) {
            const name = part === scenario ? scenario.name : `${scenario.name} › ${part.name}`;
            for (const sample of part.samples ?? [])
                if (sample.exchange)
                    blocks.push(block(name, sample));
        }
    if (blocks.length === 0)
        return '';
    return (0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(`\nHTTP debug: the failed requests kept as samples\n${blocks.join('\n')}`);
}
function block(name, sample) {
    const { request, response } = sample.exchange;
    const quoted = (mark, text) => text.split('\n').map((line) => (line === '' ? mark : `${mark} ${line}`));
    const lines = [
        `${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .wh)(name)}: ${sample.status === 0 ? 'no response' : sample.status} (${sample.category})`,
        ...quoted('>', request),
        ...quoted('<', response),
    ];
    if (sample.body !== '')
        lines.push('<', ...quoted('<', sample.body));
    if (sample.reason !== undefined)
        lines.push(`  ${sample.reason}`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 5161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  T: () => (/* binding */ parseSharedRunFlags),
  K: () => (/* binding */ startTerminalRun)
});

// EXTERNAL MODULE: ./src/pipeline/baseline.ts
var baseline = __webpack_require__(66671);
// EXTERNAL MODULE: ./schemas/loadtool.schema.json
var loadtool_schema = __webpack_require__(84886);
// EXTERNAL MODULE: ./src/loadtest/findings/bound-findings.ts
var bound_findings = __webpack_require__(95066);
// EXTERNAL MODULE: ./src/engine/workers/worker-count.ts
var worker_count = __webpack_require__(33112);
// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
;// CONCATENATED MODULE: ./src/pipeline/run-overrides.ts
// The run's overrides (`--base-url`, `--users`, `--duration` or the action's inputs), checked as typed.




/** The flags of `loadtool run` and `loadtool gate`. */
const FLAG_LABELS = {
    baseUrl: '--base-url',
    users: '--users',
    duration: '--duration',
    workers: '--workers',
};
/** The inputs of the action, named as its other input messages name them. */
const INPUT_LABELS = {
    baseUrl: 'Input base-url',
    users: 'Input users',
    duration: 'Input duration',
    workers: 'Input workers',
};
// The words of loadtool.yaml's own messages for these values, from its JSON Schema, so that the two never differ.
const { $defs } = loadtool_schema;
const BASE_URL = new RegExp($defs.baseUrl.pattern, 'u');
/**
 * Returns the overrides of a run, validated as loadtool.yaml's values are (the same bounds, the same words), and a
 * sentence naming the flag or input for every value that is not valid, so that all are told at once.
 */
function parseRunOverrides(texts, labels) {
    const problems = [];
    const overrides = {};
    const refuse = (key, why) => {
        problems.push(`${labels[key]} is ${JSON.stringify(texts[key])}${why}`);
    };
    if (texts.baseUrl !== undefined) {
        const url = texts.baseUrl;
        if (/^https?:\/\//i.test(url) && BASE_URL.test(url) && URL.canParse(url))
            overrides.baseUrl = url;
        else
            refuse('baseUrl', '; write an http(s) URL without a query or fragment, e.g. "http://localhost:3000"');
    }
    if (texts.users !== undefined) {
        const users = /^[0-9]+$/.test(texts.users) ? Number(texts.users) : Number.NaN;
        const advice = users > units/* MAX_CONCURRENT_USERS */.AD ? `: ${TOO_MANY_USERS}` : '';
        if (users >= 1 && users <= units/* MAX_CONCURRENT_USERS */.AD)
            overrides.concurrentUsers = users;
        else
            refuse('users', `; write ${$defs.concurrentUsers.title}, e.g. 10${advice}`);
    }
    if (texts.duration !== undefined) {
        const seconds = (0,units/* parseDurationSeconds */.lW)(texts.duration);
        if (seconds !== undefined && seconds <= units/* MAX_DURATION_SECONDS */.EF)
            overrides.durationSeconds = seconds;
        else if (seconds !== undefined) {
            refuse('duration', `, ${bound_findings/* DURATION_PAST_BOUND */.d}`);
        }
        else if ((0,units/* lacksUnit */.rU)(texts.duration) && (0,units/* parseDurationSeconds */.lW)(`${texts.duration.trim()}s`) !== undefined) {
            refuse('duration', `, which needs a unit, e.g. "${texts.duration.trim()}s"`);
        }
        else
            refuse('duration', `; write ${$defs.duration.title}, e.g. "30s"`);
    }
    let workers;
    if (texts.workers !== undefined) {
        workers = (0,worker_count/* parseWorkerCount */.Lz)(texts.workers);
        if (workers === undefined)
            refuse('workers', `; write ${worker_count/* WORKERS_SYNTAX */._T}, e.g. 4`);
    }
    return { overrides, problems, ...(workers !== undefined && { workers }) };
}
const TOO_MANY_USERS = `one process holds one connection per virtual user, so a larger load does not fit in one run: split it over several runners (shards), each with at most ${units/* MAX_CONCURRENT_USERS */.AD} users`;

;// CONCATENATED MODULE: ./src/pipeline/shard-auto.ts
/** Set by Kubernetes in every pod of an Indexed Job (`completionMode: Indexed`): 0 to completions - 1. */
const INDEX_VARIABLE = 'JOB_COMPLETION_INDEX';
/** The number of shards: Kubernetes does not set it, the manifest does, to the Job's `spec.completions`. */
const COUNT_VARIABLE = 'JOB_COMPLETIONS';
/** `--start-at` from the environment (a ConfigMap through `envFrom`); the flag wins. */
const START_AT_VARIABLE = 'LOADTOOL_START_AT';
/**
 * Returns the shard of this pod, `JOB_COMPLETION_INDEX + 1` of `JOB_COMPLETIONS`, or a sentence for each variable that
 * is missing or wrong, naming it and what to set, so that all are told at once. `label` names the flag or input.
 */
function autoShard(env, label, maxShards) {
    const problems = [];
    const index = wholeNumber(env, INDEX_VARIABLE, problems, {
        missing: `${label} auto needs ${INDEX_VARIABLE}, which Kubernetes sets in each pod of an Indexed Job (completionMode: Indexed); outside such a Job, write ${label} i/n`,
        what: "the pod's index in its Indexed Job, from 0",
    });
    const count = wholeNumber(env, COUNT_VARIABLE, problems, {
        missing: `${label} auto needs ${COUNT_VARIABLE}, the number of shards: Kubernetes does not set it, so set it in the Job's pod template (env: - name: ${COUNT_VARIABLE}, value: the Job's spec.completions, e.g. "4")`,
        what: "the Job's spec.completions",
    });
    if (count !== undefined && (count < 1 || count > maxShards))
        problems.push(`${COUNT_VARIABLE} is "${count}"; the number of shards must be 1 to ${maxShards}: set it to the Job's spec.completions`);
    else if (index !== undefined && count !== undefined && index >= count)
        problems.push(`${INDEX_VARIABLE} is "${index}" and ${COUNT_VARIABLE} is "${count}": the ${count} pods of the Job are indexed 0 to ${count - 1}; set ${COUNT_VARIABLE} to the Job's spec.completions, as its parallelism`);
    if (problems.length > 0 || index === undefined || count === undefined)
        return { problems };
    return { shard: { index: index + 1, count }, problems };
}
/** Returns the variable as a whole number from 0, or undefined after saying why it is missing or not a number. */
function wholeNumber(env, name, problems, words) {
    const text = env[name]?.trim();
    if (text === undefined || text === '') {
        problems.push(words.missing);
        return undefined;
    }
    if (!/^\d{1,9}$/.test(text)) {
        // The value is shown only when it is short: a variable is not a place for a secret, but a long one is no help.
        const shown = text.length <= 20 ? `"${text}"` : 'not a number';
        problems.push(`${name} is ${shown}; it must be a whole number, ${words.what}`);
        return undefined;
    }
    return Number(text);
}

;// CONCATENATED MODULE: ./src/pipeline/shard-inputs.ts

/** The most shards of one run: far more runners than a matrix job starts. @internal Exported for the tests. */
const MAX_SHARDS = 1000;
/** The furthest ahead `--start-at` may be: further is taken for a mistake (a wrong day or time zone). */
const MAX_START_AHEAD_MS = 10 * 60 * 1000;
/** The flags of `loadtool run` and `loadtool gate`. */
const SHARD_FLAG_LABELS = {
    shard: '--shard',
    startAt: '--start-at',
    baseline: '--baseline',
    baselineUrl: '--baseline-url',
};
/** The inputs of the action (`shard`, `start-at`), named as its other input messages name them. */
const SHARD_INPUT_LABELS = {
    shard: 'Input shard',
    startAt: 'Input start-at',
    baseline: 'Input baseline',
    baselineUrl: 'Input baseline-url',
};
/**
 * Returns the shard (`i/n`, 1 ≤ i ≤ n ≤ 1000, or `auto`: a Kubernetes Indexed Job's, from `env`, shard-auto.ts) and
 * the start time (ISO 8601 with a time zone, or seconds since the epoch; at most 10 minutes after `now`; without the
 * flag, `LOADTOOL_START_AT` from `env`), and a sentence naming the flag, input or variable for each value that is not
 * valid. A shard with a baseline is refused: a shard's figures are a part of the whole, so only the merged results
 * compare.
 */
function parseShardInputs(givenTexts, givenLabels, now = Date.now(), env = {}) {
    const parsed = { problems: [] };
    const fromEnv = givenTexts.startAt === undefined && (env[START_AT_VARIABLE]?.trim() ?? '') !== '';
    const texts = fromEnv ? { ...givenTexts, startAt: env[START_AT_VARIABLE] } : givenTexts;
    const labels = fromEnv ? { ...givenLabels, startAt: START_AT_VARIABLE } : givenLabels;
    const refuse = (key, why) => {
        parsed.problems.push(`${labels[key]} is ${JSON.stringify(texts[key])}${why}`);
    };
    if (texts.shard?.trim().toLowerCase() === 'auto') {
        const auto = autoShard(env, labels.shard, MAX_SHARDS);
        parsed.problems.push(...auto.problems);
        if (auto.shard)
            parsed.shard = auto.shard;
    }
    else if (texts.shard !== undefined) {
        const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(texts.shard);
        const index = Number(match?.[1]);
        const count = Number(match?.[2]);
        if (!match)
            refuse('shard', '; write i/n, this run being shard i of n, e.g. "2/4", or auto in a Kubernetes Indexed Job');
        else if (count < 1 || count > MAX_SHARDS)
            refuse('shard', `; the number of shards must be 1 to ${MAX_SHARDS}`);
        else if (index < 1 || index > count)
            refuse('shard', `; the ${count} shards are numbered 1 to ${count}, e.g. "1/${count}"`);
        else
            parsed.shard = { index, count };
    }
    if (texts.startAt !== undefined) {
        const at = parseTime(texts.startAt.trim());
        if (at === undefined)
            refuse('startAt', '; write an ISO 8601 time with its time zone, e.g. "2026-01-01T10:00:00Z", or seconds since the epoch, e.g. "1767261600"');
        else if (at - now > MAX_START_AHEAD_MS)
            refuse('startAt', `, ${aheadOf(at - now)} from now: more than 10 minutes ahead is taken for a mistake (a wrong day or time zone); write a time within 10 minutes`);
        else
            parsed.startAt = at;
    }
    const baseline = texts.baselineUrl !== undefined ? 'baselineUrl' : texts.baseline !== undefined ? 'baseline' : '';
    if (parsed.shard && baseline)
        parsed.problems.push(`${labels.shard} cannot be used with ${labels[baseline]}: a shard runs a part of the load, so its figures do not compare with a whole run; merge the shards' results, then compare the merged results.json (loadtool compare)`);
    return parsed;
}
/** Returns the time in ms since the epoch, or undefined when the text is neither ISO 8601 with a zone nor epoch seconds. */
function parseTime(text) {
    if (/^\d+(\.\d+)?$/.test(text))
        return Number(text) * 1000;
    // A time zone is required: a time without one would mean the runner's local time, which differs between machines.
    if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text))
        return undefined;
    const at = Date.parse(text);
    return Number.isNaN(at) ? undefined : at;
}
/** Returns a duration as people say it: `14 min 3 s`. */
function aheadOf(ms) {
    const seconds = Math.round(ms / 1000);
    return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

// EXTERNAL MODULE: ./src/cli/command-plumbing.ts
var command_plumbing = __webpack_require__(25416);
// EXTERNAL MODULE: ./src/masker.ts + 1 modules
var masker = __webpack_require__(153);
;// CONCATENATED MODULE: ./src/pipeline/reporter.ts

/**
 * Returns the reporter with what it says masked: each value given to `secret` (and pushed to `secrets`) is replaced in
 * every message, title and line from then on, in every form it can take (masker.ts). For the terminal and for GitHub
 * alike: GitHub's own masker knows the value as written only, and nothing told it before `secret`.
 */
function maskingReporter(reporter, secrets = []) {
    let mask = (0,masker/* maskerOf */.nk)(secrets);
    return {
        ...reporter,
        info: (message) => {
            reporter.info(mask(message));
        },
        warning: (message, where) => {
            reporter.warning(mask(message), where);
        },
        group: (title, lines) => {
            reporter.group(mask(title), lines.map(mask));
        },
        secret: (value) => {
            secrets.push(value);
            mask = (0,masker/* maskerOf */.nk)(secrets);
            reporter.secret(value);
        },
    };
}

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/results/wording.ts
var wording = __webpack_require__(48314);
;// CONCATENATED MODULE: ./src/report/progress.ts


/** Without a terminal, each running scenario logs a line this often, so that a long run is never silent. */
const LOG_INTERVAL_MS = 10_000;
/** In a terminal, the live lines are redrawn at most this often. */
const REDRAW_INTERVAL_MS = 100;
/** A scenario with no news for this long while another one reports has ended; its line is written for good. */
const STALE_AFTER_MS = 5_000;
/**
 * Returns one scenario's progress as `List pets  12/30 s  4,812 requests  401 req/s  p95 10.3 ms  3 errors (0.06%)`,
 * the name as `plainText`: a name is untrusted text, and this line reaches a terminal or a CI log as it is.
 * @internal Exported for the tests.
 */
function progressLine(p) {
    const elapsed = Math.min(Math.floor(p.elapsedSeconds), p.durationSeconds);
    const share = p.errors > 0 && p.requests > 0 ? ` (${percent((p.errors / p.requests) * 100)})` : '';
    return [
        (0,report_escape/* plainText */.wh)(p.name),
        `${elapsed}/${p.durationSeconds} s`,
        `${(0,wording/* formatCount */.B4)(p.requests)} requests`,
        ...(p.events === undefined ? [] : [`${(0,wording/* formatCount */.B4)(p.events)} events`]),
        `${(0,wording/* formatCount */.B4)(Math.round(p.rps))} req/s`,
        `p95 ${p.requests > 0 ? `${round(p.p95Ms)} ms` : '-'}`,
        `${(0,wording/* formatCount */.B4)(p.errors)} error${p.errors === 1 ? '' : 's'}${share}`,
    ].join('  ');
}
/**
 * Returns a reporter of the engine's progress. In a terminal: one live line per running scenario, the block redrawn
 * in place with ANSI cursor movement; a scenario that ends leaves its last line above the block. Without one: a line
 * per scenario every 10 s and one when it ends, so that CI logs show a long run moving.
 */
function createProgressReporter(options) {
    const now = options.now ?? Date.now;
    const shown = new Map();
    /** How many live lines the terminal shows below the finished ones. */
    let drawn = 0;
    let drawnAt = -Infinity;
    const fit = (line) => options.columns && line.length >= options.columns ? `${line.slice(0, Math.max(options.columns - 2, 1))}…` : line;
    /** Rewrites the live block: the lines of `finished` first, for good, then one per running scenario. */
    const redraw = (finished) => {
        let text = drawn > 0 ? `\x1b[${drawn}F` : '';
        const lines = [...finished, ...[...shown.values()].map((s) => s.progress)].map((p) => fit(progressLine(p)));
        for (const line of lines)
            text += `\x1b[2K${line}\n`;
        // When the block shrinks, the lines left below it are cleared.
        if (lines.length < drawn)
            text += '\x1b[0J';
        options.write(text);
        drawn = shown.size;
        drawnAt = now();
    };
    /** Takes the scenarios that ended out of the live set: they reached their duration, or went quiet. */
    const retire = (time, current) => {
        const ended = [];
        for (const [name, s] of shown) {
            const complete = s.progress.elapsedSeconds >= s.progress.durationSeconds;
            const quiet = name !== current && time - s.updatedAt >= STALE_AFTER_MS;
            if (complete || quiet) {
                shown.delete(name);
                if (options.tty || !s.written)
                    ended.push(s.progress);
            }
        }
        return ended;
    };
    return {
        update(progress) {
            const time = now();
            const previous = shown.get(progress.name);
            const entry = previous
                ? { ...previous, progress, updatedAt: time, written: false }
                : { progress, updatedAt: time, loggedAt: time, written: false };
            shown.set(progress.name, entry);
            const ended = retire(time, progress.name);
            if (options.tty) {
                if (ended.length > 0 || !previous || time - drawnAt >= REDRAW_INTERVAL_MS)
                    redraw(ended);
                return;
            }
            const due = time - entry.loggedAt >= LOG_INTERVAL_MS;
            if (due && shown.has(progress.name)) {
                entry.loggedAt = time;
                entry.written = true;
            }
            const lines = [...ended, ...(due && shown.has(progress.name) ? [progress] : [])];
            if (lines.length > 0)
                options.write(lines.map((p) => `${progressLine(p)}\n`).join(''));
        },
        note(line) {
            if (!options.tty || drawn === 0) {
                options.write(`${line}\n`);
                return;
            }
            // The live block is cleared, the note takes its place and the block is drawn again below it.
            options.write(`\x1b[${drawn}F\x1b[0J${line}\n`);
            drawn = 0;
            redraw([]);
        },
        done() {
            if (options.tty) {
                if (shown.size > 0 || drawn > 0) {
                    const last = [...shown.values()].map((s) => s.progress);
                    shown.clear();
                    redraw(last);
                }
                drawn = 0;
                return;
            }
            const last = [...shown.values()].filter((s) => !s.written).map((s) => s.progress);
            shown.clear();
            if (last.length > 0)
                options.write(last.map((p) => `${progressLine(p)}\n`).join(''));
        },
    };
}
function round(value) {
    return Number(value.toFixed(value >= 100 ? 0 : 1)).toString();
}
/** Small shares keep two decimals: one error in 5,000 requests is 0.02%, not 0%. */
function percent(value) {
    return `${Number(value.toFixed(value >= 10 ? 0 : value >= 1 ? 1 : 2))}%`;
}

;// CONCATENATED MODULE: ./src/cli/terminal-reporter.ts
// The pipeline's reporter in a terminal: progress live on a TTY, every 10 s otherwise, secrets masked.



/**
 * The pipeline's reporter for a terminal: progress live on a TTY, every 10 s otherwise; secrets masked. `quiet`
 * (`-q`): no progress and no notes, the warnings still said.
 */
function terminalReporter(io, quiet = false) {
    const stderr = io.stderr;
    const progress = createProgressReporter({
        tty: stderr.isTTY === true,
        columns: stderr.columns,
        write: (text) => {
            io.stderr.write(text);
        },
    });
    let running = false;
    // Every message goes through logText: it may quote a name, a server or a command's output, and a CI runner parses
    // these lines (progress lines and the table escape their own untrusted pieces, around their cursor moves and colours).
    const say = (line) => {
        const shown = (0,report_escape/* logText */.kc)(line);
        if (running)
            progress.note(shown);
        else
            io.stderr.write(`${shown}\n`);
    };
    return maskingReporter({
        info: (message) => {
            if (!quiet)
                say(message);
        },
        warning: (message, where) => {
            const at = where ? `${where.file}${where.line ? `:${where.line}` : ''}: ` : '';
            say(`${at}warning: ${message}`);
        },
        group: (title, lines) => {
            say(title);
            for (const line of lines)
                say(`  ${line}`);
        },
        secret: () => {
            // Masked by maskingReporter: a terminal has no masker of its own.
        },
        progress: (update) => {
            if (quiet)
                return;
            running = true;
            progress.update(update);
        },
        progressDone: () => {
            if (running)
                progress.done();
            running = false;
        },
    });
}

// EXTERNAL MODULE: ./src/cli/workers-option.ts
var workers_option = __webpack_require__(30939);
// EXTERNAL MODULE: ./src/cli/k6-conventions.ts
var k6_conventions = __webpack_require__(79104);
// EXTERNAL MODULE: ./src/cli/upload-written.ts
var upload_written = __webpack_require__(42939);
// EXTERNAL MODULE: ./src/redact-url.ts
var redact_url = __webpack_require__(20470);
;// CONCATENATED MODULE: ./src/outputs/metrics-out-spec.ts

/** The types the flag takes, k6's spellings among them, and the receiver each means. */
const METRICS_OUT_TYPES = {
    'prometheus-rw': 'prometheus',
    'experimental-prometheus-rw': 'prometheus',
    otlp: 'otlp',
    opentelemetry: 'otlp',
};
/** Returns the receivers `values` name (each `type=url`), and a problem, headed by `label`, for each that is not `type=http(s) URL`. */
function metricsOutOf(values, label = '--metrics-out') {
    const outputs = [];
    const problems = [];
    for (const value of values ?? []) {
        const at = value.indexOf('=');
        const type = at < 0 ? value : value.slice(0, at);
        const url = at < 0 ? '' : value.slice(at + 1);
        const kind = METRICS_OUT_TYPES[type];
        if (kind === undefined) {
            problems.push(`${label} ${(0,redact_url/* redactUrl */.B)(value)}: the type must be one of ${Object.keys(METRICS_OUT_TYPES).join(', ')}, as in prometheus-rw=http://localhost:9090/api/v1/write`);
            continue;
        }
        const problem = outputUrlProblem(url);
        if (problem)
            problems.push(`${label} ${type}=${(0,redact_url/* redactUrl */.B)(url)}: ${problem}`);
        else
            outputs.push({ kind, url });
    }
    return { outputs, problems };
}
/** Returns why a receiver's URL cannot be pushed to, or undefined when it is an http(s) URL. */
function outputUrlProblem(url) {
    if (!URL.canParse(url))
        return 'not a URL: give the full http:// or https:// address of the receiver';
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:'
        ? undefined
        : `the URL must start with http:// or https:// (not ${protocol})`;
}

;// CONCATENATED MODULE: ./src/cli/run-flags.ts
// The flags `loadtool run` and `loadtool gate` share, parsed once, and a run's start in a terminal.









/**
 * Returns what the shared flags ask for (`--shard auto` and `LOADTOOL_START_AT` read from `env`), `--workers` capped at the cores unless `--force-workers` (cappedWorkers) and
 * the notice saying so, and a sentence for every one that is wrong, so that all are told at once.
 */
function parseSharedRunFlags(flags, processEnv = {}) {
    // The k6 spellings first: `-e` pairs make the run's environment, `--vus` stands for `--users`.
    const { env, users, quiet, httpDebug, breachedExitCode, problems: conventionProblems, } = (0,k6_conventions/* parseConventions */.w3)(flags, processEnv);
    const { overrides, workers: asked, problems } = parseRunOverrides({ ...flags, users }, FLAG_LABELS);
    const { workers, notice } = (0,workers_option/* cappedWorkers */.tx)(asked, flags.forceWorkers === true);
    const { sameJob, problems: sameJobProblems } = (0,baseline/* parseSameJob */.BI)(flags, baseline/* SAME_JOB_FLAG_LABELS */.Ci);
    const { shard, startAt, problems: shardProblems } = parseShardInputs(flags, SHARD_FLAG_LABELS, Date.now(), env);
    const { target: outTarget, problems: outUrlProblems } = (0,upload_written/* outUrlOf */.D)(flags.outUrl, env);
    const { outputs: metricsOut, problems: metricsOutProblems } = metricsOutOf(flags.metricsOut);
    const allProblems = [
        ...conventionProblems,
        ...problems,
        ...sameJobProblems,
        ...shardProblems,
        ...outUrlProblems,
        ...metricsOutProblems,
    ];
    return {
        overrides,
        workers,
        workersNotice: notice,
        sameJob,
        shard,
        startAt,
        outTarget,
        metricsOut,
        env,
        quiet,
        httpDebug,
        breachedExitCode,
        problems: allProblems,
    };
}
/**
 * Returns the terminal's reporter and the signal that Ctrl+C (or SIGTERM) aborts, saying that the partial results are
 * written; `stop` removes the handlers.
 */
function startTerminalRun(io, signals, quiet = false) {
    const reporter = terminalReporter(io, quiet);
    const { signal, stop } = (0,command_plumbing/* abortOnSignals */.PB)(signals, (name) => {
        reporter.info(`${name}: stopping the run and writing the partial results; a second signal exits at once`);
    });
    return { reporter, signal, stop };
}


/***/ }),

/***/ 53652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ applyRunOverrides),
/* harmony export */   U: () => (/* binding */ overrideWarnings)
/* harmony export */ });
/**
 * Returns the load test with the overrides applied: the users and duration of every scenario (or of those named),
 * and the base URL. The load test given is left as it was; with nothing to override, it is returned itself.
 */
function applyRunOverrides(loadTest, overrides) {
    const { baseUrl, concurrentUsers, durationSeconds } = overrides;
    if (baseUrl === undefined && concurrentUsers === undefined && durationSeconds === undefined)
        return loadTest;
    const named = overrides.scenarios ? new Set(overrides.scenarios) : undefined;
    return {
        ...loadTest,
        baseUrl: baseUrl === undefined ? loadTest.baseUrl : withPathPrefix(baseUrl, loadTest.baseUrl),
        scenarios: loadTest.scenarios.map((scenario) => named && !named.has(scenario.name)
            ? scenario
            : {
                ...scenario,
                concurrentUsers: concurrentUsers ?? scenario.concurrentUsers,
                durationSeconds: durationSeconds ?? scenario.durationSeconds,
                ...(scenario.arrival && { arrival: overriddenArrival(scenario.arrival, concurrentUsers, durationSeconds) }),
            }),
    };
}
/**
 * Returns an open-model schedule with the run's overrides: `--users` is its maxUsers (the connections, which are its
 * users), and `--duration` stretches or shrinks every stage in proportion, so that a ramp keeps its shape (the one
 * stage of `arrivalRate:` takes the duration as it is).
 */
function overriddenArrival(arrival, maxUsers, durationSeconds) {
    const total = arrival.stages.reduce((sum, stage) => sum + stage.durationSeconds, 0);
    const stages = durationSeconds === undefined
        ? arrival.stages
        : arrival.stages.map((stage, index, all) => ({
            ...stage,
            // The last stage takes what is left, so that the stages add up to the duration exactly.
            durationSeconds: index === all.length - 1
                ? durationSeconds -
                    all.slice(0, -1).reduce((sum, { durationSeconds: each }) => sum + (each * durationSeconds) / total, 0)
                : (stage.durationSeconds * durationSeconds) / total,
        }));
    return { ...arrival, stages, maxUsers: maxUsers ?? arrival.maxUsers };
}
/**
 * Returns a sentence for each scenario whose ramp-up or think time is longer than the duration the overrides set (a
 * file's own are warned about when it is validated): then users never start, or each sends one request.
 */
function overrideWarnings(loadTest, overrides) {
    if (overrides.durationSeconds === undefined)
        return [];
    const named = overrides.scenarios ? new Set(overrides.scenarios) : undefined;
    return loadTest.scenarios.flatMap(({ name, durationSeconds, rampUpSeconds = 0, thinkTimeMs = 0 }) => {
        if (named && !named.has(name))
            return [];
        const past = [
            ...(rampUpSeconds > durationSeconds
                ? [`rampUp ${rampUpSeconds}s of ${JSON.stringify(name)} ${longer(durationSeconds)}: ${NEVER_START}`]
                : []),
            ...(thinkTimeMs > durationSeconds * 1000
                ? [`thinkTime ${thinkTimeMs / 1000}s of ${JSON.stringify(name)} ${longer(durationSeconds)}: ${ONE_REQUEST}`]
                : []),
        ];
        return past.map((sentence) => `${sentence}; lengthen the duration of the run`);
    });
}
const longer = (seconds) => `is longer than the duration of this run (${seconds}s)`;
const NEVER_START = 'the users due to start after the end never start';
const ONE_REQUEST = 'each virtual user sends one request, then waits past the end';
// The text before a base URL's path: a scheme and authority (which may hold `${NAME}`), or one `${NAME}` standing for
// them. A `${NAME}` that is the whole URL has no path we can read.
const ORIGIN = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]*|\$\{[^}]*\})(\/.*)?$/i;
/**
 * Returns the base URL given, with the path prefix of the one written in the file (`/v1`) when it has no path of its
 * own: the same rule as generation, which adds the schema's prefix to a base URL without a path, so that pointing a
 * committed load test at another server (`http://staging:8080`) keeps its endpoints where they were.
 */
function withPathPrefix(given, written) {
    const { pathname } = new URL(given);
    if (pathname !== '/')
        return given;
    const prefix = ORIGIN.exec(written)?.[1] ?? '';
    return `${given.replace(/\/$/, '')}${prefix === '/' ? '' : prefix}`;
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

/***/ 25100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ attachContracts),
  W: () => (/* binding */ conformanceNote)
});

// EXTERNAL MODULE: ./node_modules/graphql/index.js
var graphql = __webpack_require__(17645);
;// CONCATENATED MODULE: ./src/schema/graphql/response-contract-graphql.ts
// The response contract of a GraphQL document: the answer its selection must have, by the schema's types.

/** The JSON type of each built-in scalar; a custom scalar may be anything. `ID` is serialised as a string or a number. */
const SCALARS = {
    Int: { type: 'integer' },
    Float: { type: 'number' },
    String: { type: 'string' },
    Boolean: { type: 'boolean' },
    ID: { type: ['string', 'integer'] },
};
/**
 * Returns the contract of a GraphQL document's answer (its first operation), or undefined when the document does
 * not parse or its operation's root type is missing: an object with `data`, in which each selected field of a
 * non-null type is required and not null, recursively, and a look-up (a root field of a query that takes a required
 * argument and returns one object) is required not null whatever its type says: a look-up that answers null found
 * nothing, which a load test must not measure as a success. Fields selected in a fragment on a narrower type than
 * the one selected from, and fields under `@include`/`@skip`, are not required (they may be absent); extra fields
 * are allowed. Any status is allowed: GraphQL over HTTP answers errors with 200 and 4xx alike.
 */
function graphqlResponseContract(schema, query) {
    let operation;
    const fragments = new Map();
    try {
        for (const definition of (0,graphql/* parse */.qgA)(query).definitions) {
            if (definition.kind === graphql/* Kind */.b8C.OPERATION_DEFINITION)
                operation ??= definition;
            else if (definition.kind === graphql/* Kind */.b8C.FRAGMENT_DEFINITION)
                fragments.set(definition.name.value, definition);
        }
    }
    catch {
        return undefined;
    }
    if (!operation)
        return undefined;
    const root = schema.getRootType(operation.operation);
    if (!root)
        return undefined;
    const lookups = operation.operation === graphql/* OperationTypeNode */.cEU.QUERY;
    const data = selectionSchema(root, operation.selectionSet, fragments, lookups);
    return {
        dialect: 'draft-07',
        statuses: {
            default: { json: true, schema: { type: 'object', required: ['data'], properties: { data } } },
        },
        definitions: {},
    };
}
/** Returns the schema of an object selected from `type` (not null): its fields' schemas, those of non-null types required. */
function selectionSchema(type, selectionSet, fragments, lookups = false) {
    const properties = {};
    const required = [];
    const visit = (selections, sameType) => {
        for (const selection of selections.selections) {
            if (selection.kind === graphql/* Kind */.b8C.FIELD) {
                const key = selection.alias?.value ?? selection.name.value;
                if (key in properties || !sameType)
                    continue;
                const name = selection.name.value;
                if (name === '__typename') {
                    properties[key] = { type: 'string' };
                    required.push(key);
                    continue;
                }
                const field = type instanceof graphql/* GraphQLObjectType */.bhV || type instanceof graphql/* GraphQLInterfaceType */.VAD
                    ? type.getFields()[name]
                    : undefined;
                if (!field) {
                    properties[key] = true;
                    continue;
                }
                const lookup = lookups && isLookup(field.type, field.args);
                const fieldType = lookup && !(0,graphql/* isNonNullType */.bdc)(field.type) ? new graphql/* GraphQLNonNull */.GcH(field.type) : field.type;
                properties[key] = outputSchema(fieldType, selection.selectionSet, fragments);
                if ((0,graphql/* isNonNullType */.bdc)(fieldType) && !(selection.directives ?? []).length)
                    required.push(key);
            }
            else {
                const fragment = selection.kind === graphql/* Kind */.b8C.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
                if (!fragment)
                    continue;
                const condition = fragment.typeCondition?.name.value;
                // Only a fragment on the selected type itself holds for every answer; one on a narrower type may not apply.
                const applies = sameType && (condition === undefined || condition === type.name);
                if (applies && !(selection.directives ?? []).length)
                    visit(fragment.selectionSet, true);
            }
        }
    };
    visit(selectionSet, true);
    return { type: 'object', properties, ...(required.length > 0 && { required }) };
}
/** Returns the schema of a value of an output type: null allowed unless the type is non-null. */
function outputSchema(type, selectionSet, fragments) {
    if (type instanceof graphql/* GraphQLNonNull */.GcH)
        return nonNullSchema(type.ofType, selectionSet, fragments);
    const schema = nonNullSchema(type, selectionSet, fragments);
    if (typeof schema === 'boolean')
        return schema;
    if (typeof schema.type === 'string')
        return { ...schema, type: [schema.type, 'null'] };
    if (Array.isArray(schema.type))
        return { ...schema, type: [...schema.type, 'null'] };
    if (Array.isArray(schema.enum))
        return { ...schema, enum: [...schema.enum, null] };
    return schema;
}
function nonNullSchema(type, selectionSet, fragments) {
    if (type instanceof graphql/* GraphQLNonNull */.GcH)
        return nonNullSchema(type.ofType, selectionSet, fragments);
    if (type instanceof graphql/* GraphQLList */.KTZ)
        return { type: 'array', items: outputSchema(type.ofType, selectionSet, fragments) };
    if (type instanceof graphql/* GraphQLScalarType */.AgT)
        return SCALARS[type.name] ?? true;
    if (type instanceof graphql/* GraphQLEnumType */.Zbk)
        return { enum: type.getValues().map((value) => value.name) };
    if ((0,graphql/* isCompositeType */.MLQ)(type) && selectionSet)
        return selectionSchema(type, selectionSet, fragments);
    return true;
}
/** Whether a root field is a look-up: it returns one object (not a list) and takes a required argument. */
function isLookup(type, args) {
    const single = !(type instanceof graphql/* GraphQLList */.KTZ) && !((0,graphql/* isNonNullType */.bdc)(type) && type.ofType instanceof graphql/* GraphQLList */.KTZ);
    return (single &&
        (0,graphql/* isCompositeType */.MLQ)((0,graphql/* getNamedType */.MR_)(type)) &&
        args.some((arg) => (0,graphql/* isNonNullType */.bdc)(arg.type) && arg.defaultValue === undefined));
}

// EXTERNAL MODULE: ./src/schema/response-contract.ts
var response_contract = __webpack_require__(71463);
// EXTERNAL MODULE: ./src/schema/operation.ts
var schema_operation = __webpack_require__(60226);
;// CONCATENATED MODULE: ./src/loadtest/response-contracts.ts
// Gives each scenario of a load test the response contract of its operation in the API schema, for the run.



/**
 * Returns the load test with `responseContract` set on each scenario (each step of a flow) whose operation the
 * schema documents: REST by its method and path (`GET /pets/{}`, as drift.ts matches them), GraphQL from the
 * request's own document and the schema's types. A scenario with `conformance: off`, a script, a stream, and a
 * request the schema does not have get none.
 */
function attachContracts(loadTest, api) {
    const byShape = new Map();
    const templates = [];
    for (const operation of api.operations) {
        if (!operation.responses || !/^[A-Z]+ \//.test(operation.key))
            continue;
        const shape = (0,schema_operation/* operationShape */.b)(`${operation.method} ${operation.path}`);
        if (byShape.has(shape))
            continue;
        byShape.set(shape, operation.responses);
        templates.push({ method: operation.method, segments: segmentsOf(operation.path), contract: operation.responses });
    }
    /** The operation whose path template a concrete path (`/pets/7`, `/pets/${id}`) fits, literal segments first. */
    const fitting = (method, path) => {
        const segments = segmentsOf(path);
        let best;
        for (const template of templates) {
            if (template.method !== method || template.segments.length !== segments.length)
                continue;
            let literal = 0;
            const fits = template.segments.every((segment, index) => {
                if (segment === PARAMETER || segments[index] === PARAMETER)
                    return true;
                literal++;
                return segment === segments[index];
            });
            if (fits && (!best || literal > best.literal))
                best = { contract: template.contract, literal };
        }
        return best?.contract;
    };
    let checked = 0;
    let requests = 0;
    const contractOf = (request) => {
        requests++;
        const contract = request.graphql
            ? api.graphqlSchema && graphqlResponseContract(api.graphqlSchema, request.graphql.query)
            : (byShape.get((0,schema_operation/* operationShape */.b)(`${request.method} ${request.path}`)) ?? fitting(request.method, request.path));
        if (!contract)
            return undefined;
        checked++;
        return (0,response_contract/* forScenario */.Ct)(contract, request.method);
    };
    const scenarios = loadTest.scenarios.map((scenario) => {
        // A stream's body is a stream of events, not the JSON a contract describes (docs/streams.md).
        if (scenario.conformance === 'off' || scenario.script !== undefined || scenario.stream)
            return scenario;
        if (scenario.flow) {
            const flow = scenario.flow.map((step) => {
                const responseContract = contractOf(step);
                return responseContract ? { ...step, responseContract } : step;
            });
            return { ...scenario, flow };
        }
        const responseContract = contractOf(scenario);
        return responseContract ? { ...scenario, responseContract } : scenario;
    });
    return { loadTest: { ...loadTest, scenarios }, checked, requests };
}
/** A path parameter in a template, or a placeholder in a scenario's path. */
const PARAMETER = '{}';
/** Returns a path's segments, each parameter or `${name}` placeholder as PARAMETER, without query or trailing slash. */
function segmentsOf(path) {
    return path
        .split(/[?#]/)[0]
        .replace(/\$?\{[^}]*\}/g, PARAMETER)
        .split('/')
        .filter((segment, index, all) => segment !== '' || (index > 0 && index < all.length - 1));
}
/** Returns the line said once per run about conformance: how many requests are checked, or why none is. */
function conformanceNote(attached, schema) {
    if (!attached)
        return 'responses are not checked against the API schema (conformance): no schema is known to this run; give --schema to check them';
    const { checked, requests } = attached;
    return `conformance: the responses of ${checked} of ${requests} ${requests === 1 ? 'request' : 'requests'} are checked against ${schema ?? 'the API schema'} (the first 20 of each, then 1 in 100)`;
}


/***/ }),

/***/ 45115:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $S: () => (/* binding */ exponentialBuckets),
/* harmony export */   tI: () => (/* binding */ otlpBuckets),
/* harmony export */   wv: () => (/* binding */ spansAndDeltas)
/* harmony export */ });
/* unused harmony exports EXPONENTIAL_SCHEMA, bucketIndex, bucketUpperBound */
/* harmony import */ var _engine_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39331);
// HdrHistogram latencies as exponential buckets: Prometheus native histograms and OTLP's ExponentialHistogram.

/**
 * The schema (OTLP: scale) of the buckets: 8, the finest Prometheus takes, each bucket 2^(1/256) wide (0.27 %), the
 * closest to the HdrHistogram's 3 significant digits (0.1 %). docs/metrics-out.md#native-histograms-or-summaries.
 * @internal Exported for the tests.
 */
const EXPONENTIAL_SCHEMA = 8;
/**
 * Returns Prometheus's bucket index of a value > 0 at `schema`: the i with base^(i-1) < value <= base^i, base being
 * 2^(2^-schema).
 * @internal Exported for the tests.
 */
function bucketIndex(value, schema = EXPONENTIAL_SCHEMA) {
    return Math.ceil(Math.log2(value) * 2 ** schema);
}
/**
 * Returns the upper bound of Prometheus's bucket `index` at `schema`.
 * @internal Exported for the tests.
 */
function bucketUpperBound(index, schema = EXPONENTIAL_SCHEMA) {
    return 2 ** (index / 2 ** schema);
}
/**
 * Returns the histogram (microseconds) as exponential buckets in seconds: each HdrHistogram bucket's count goes to the
 * exponential bucket of its highest equivalent value, the value results.json's percentiles give. HdrHistogram's
 * buckets are finer, so a percentile read from these lies in the bucket that holds results.json's.
 */
function exponentialBuckets(histogram, schema = EXPONENTIAL_SCHEMA) {
    const counts = new Map();
    let zeroCount = 0;
    const hdr = histogram;
    const total = histogram.totalCount;
    if (total > 0) {
        const first = hdr.getCountAtIndex(0) > 0 ? 0 : hdr.countsArrayIndex(hdr.minNonZeroValue);
        const last = hdr.countsArrayIndex(hdr.maxValue);
        for (let index = first; index <= last; index++) {
            const count = hdr.getCountAtIndex(index);
            if (count === 0)
                continue;
            const micros = hdr.highestEquivalentValue(hdr.valueFromIndex(index));
            if (micros <= 0) {
                zeroCount += count;
                continue;
            }
            const bucket = bucketIndex(micros / 1e6, schema);
            counts.set(bucket, (counts.get(bucket) ?? 0) + count);
        }
    }
    return {
        schema,
        count: total,
        sum: ((0,_engine_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .meanOf */ .hm)(histogram) * total) / 1e6,
        zeroCount,
        buckets: [...counts].sort(([a], [b]) => a - b),
        min: total > 0 ? (hdr.getCountAtIndex(0) > 0 ? 0 : hdr.minNonZeroValue / 1e6) : 0,
        max: total > 0 ? hdr.maxValue / 1e6 : 0,
    };
}
/** Buckets closer than this many empty buckets share a span (Prometheus's spans; fewer spans, a few zeros). */
const SPAN_GAP = 2;
/**
 * Returns the buckets as Prometheus's spans and deltas: each span's offset from the previous span's end (the first's
 * from index 0), each count as its difference from the previous one.
 */
function spansAndDeltas(buckets) {
    const spans = [];
    const deltas = [];
    let previousCount = 0;
    let end = 0;
    const push = (count) => {
        deltas.push(count - previousCount);
        previousCount = count;
    };
    for (const [index, count] of buckets) {
        const gap = index - end;
        const span = spans.at(-1);
        if (span && gap <= SPAN_GAP) {
            for (let zero = 0; zero < gap; zero++)
                push(0);
            span.length += gap + 1;
        }
        else
            spans.push({ offset: span ? gap : index, length: 1 });
        push(count);
        end = index + 1;
    }
    return { spans, deltas };
}
/** Returns the buckets as OTLP's: an offset (OTLP's index is Prometheus's less one) and every count from there. */
function otlpBuckets(buckets) {
    if (buckets.length === 0)
        return { offset: 0, bucketCounts: [] };
    const first = buckets[0][0];
    const bucketCounts = new Array(buckets.at(-1)[0] - first + 1).fill(0);
    for (const [index, count] of buckets)
        bucketCounts[index - first] = count;
    return { offset: first - 1, bucketCounts };
}


/***/ }),

/***/ 30997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fU: () => (/* binding */ seriesSamples),
/* harmony export */   ji: () => (/* binding */ progressFigures),
/* harmony export */   wq: () => (/* binding */ measuredFigures)
/* harmony export */ });
/* harmony import */ var _engine_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39331);
/* harmony import */ var _vocabulary_metric_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96068);
/* harmony import */ var _exponential_buckets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45115);



/** Returns a series' labels: its scenario and endpoint, its step if a step's, the shard (`i/n`, `1/1`) and run id. */
function seriesLabels(scenario, endpoint, step, run) {
    return {
        scenario,
        endpoint,
        ...(step !== undefined && { step }),
        shard: run.shard ? `${run.shard.index}/${run.shard.count}` : '1/1',
        ...(run.runId !== undefined && { run_id: run.runId }),
    };
}
/**
 * Returns a running scenario's figures from its progress, and each of a flow's steps' (none without its cumulative
 * figures); an open model's dropped requests so far on the scenario's.
 */
function progressFigures(progress, scenario, run) {
    const { live } = progress;
    if (!live)
        return [];
    const figures = (counts, step, endpoint) => ({
        labels: seriesLabels(progress.name, endpoint, step, run),
        ok: counts.ok,
        failed: counts.failed,
        byCategory: counts.byCategory,
        bytesReceived: counts.bytesReceived,
        bytesSent: counts.bytesSent,
        histogram: (0,_engine_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeHistogram */ .pr)(counts.histogram),
        users: scenario.users,
    });
    return [
        { ...figures(live, undefined, scenario.endpoint), ...(live.dropped !== undefined && { dropped: live.dropped }) },
        ...(live.steps ?? []).map((step) => figures(step, step.name, scenario.stepEndpoints?.get(step.name) ?? '')),
    ];
}
/**
 * Returns the measured run's (or a results.json's) figures: each scenario's and each step's, from the same counts and
 * histogram as results.json's. Scenarios that sent nothing (errored, skipped) are left out.
 */
function measuredFigures(measured, run) {
    const figures = [];
    for (const scenario of measured.scenarios) {
        if (scenario.outcome === 'errored' || scenario.outcome === 'skipped')
            continue;
        figures.push(figuresOf(scenario, scenario, undefined, run));
        for (const step of scenario.steps ?? [])
            figures.push(figuresOf(scenario, step, step.name, run));
    }
    return figures;
}
function figuresOf(scenario, part, step, run) {
    return {
        labels: seriesLabels(scenario.name, part.endpoint, step, run),
        ok: part.requests.ok,
        failed: part.requests.failed,
        byCategory: part.requests.byCategory,
        ...(part.requests.dropped !== undefined && { dropped: part.requests.dropped }),
        bytesReceived: part.bytesReceived,
        bytesSent: part.bytesSent ?? 0,
        histogram: (0,_engine_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeHistogram */ .pr)(part.histogram),
        users: scenario.concurrentUsers,
    };
}
/**
 * Returns a series' samples in Prometheus's names, by metric in the order of METRIC_NAMES: requests by outcome, errors
 * by category, dropped (the open model), bytes, users, and with `summary` the latency as a summary (SUMMARY_QUANTILES
 * in seconds, HdrHistogram's exactly, `_sum` and `_count`; none without a response). The remote write's pushes and the
 * text export both write these.
 */
function seriesSamples(figures, summary) {
    const sample = (metric, suffix, value, labels = []) => ({ metric, suffix, labels, value });
    const samples = [
        sample('requests', '_total', figures.ok, [['outcome', 'ok']]),
        sample('requests', '_total', figures.failed, [['outcome', 'failed']]),
        ...Object.entries(figures.byCategory).map(([category, count]) => sample('errors', '_total', count ?? 0, [['category', category]])),
        ...(figures.dropped !== undefined ? [sample('dropped', '_total', figures.dropped)] : []),
        sample('bytesReceived', '_total', figures.bytesReceived),
        sample('bytesSent', '_total', figures.bytesSent),
        sample('users', '', figures.users),
    ];
    const { histogram } = figures;
    if (!summary || histogram.totalCount === 0)
        return samples;
    const values = (0,_engine_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .percentilesOf */ .ib)(histogram, _vocabulary_metric_names_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_QUANTILES */ .mN.map((quantile) => quantile * 100));
    const { sum, count } = (0,_exponential_buckets_js__WEBPACK_IMPORTED_MODULE_2__/* .exponentialBuckets */ .$S)(histogram);
    _vocabulary_metric_names_js__WEBPACK_IMPORTED_MODULE_1__/* .SUMMARY_QUANTILES */ .mN.forEach((quantile, index) => {
        samples.push(sample('duration', '', values[index] / 1e6, [['quantile', String(quantile)]]));
    });
    samples.push(sample('duration', '_sum', sum), sample('duration', '_count', count));
    return samples;
}


/***/ }),

/***/ 66671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ compareWithBaseline),
/* harmony export */   BI: () => (/* binding */ parseSameJob),
/* harmony export */   Ci: () => (/* binding */ SAME_JOB_FLAG_LABELS),
/* harmony export */   Lk: () => (/* binding */ writeBaselineResults),
/* harmony export */   mF: () => (/* binding */ readBaseline)
/* harmony export */ });
/* unused harmony export SAME_JOB_INPUT_LABELS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _compare_compare_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80613);
/* harmony import */ var _report_write_reports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22195);
/* harmony import */ var _results_read_results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(16430);
/* harmony import */ var _results_write_results_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(22178);
/* harmony import */ var _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93975);
// The baseline of a run: a results file read before it, the same-job mode's inputs, the comparison with it.






/**
 * Returns the baseline read from a results.json; throws an InputError (exit 2) naming the file when it is missing,
 * not JSON or not a results.json, so that a wrong path is said before any load is sent. `source` names it in reports.
 */
async function readBaseline(file, source = file) {
    const results = await (0,_results_read_results_js__WEBPACK_IMPORTED_MODULE_3__/* .readResults */ .x)(file);
    return { info: { kind: 'file', source, startedAt: results.startedAt }, results };
}
/**
 * Returns the comparisons of the measured scenarios with the baseline's (src/compare/), warning once for each
 * measured scenario that could not be compared and why, and once when the baseline has no rounds at all.
 */
function compareWithBaseline(baseline, measured, loadTest, reporter) {
    const { source } = baseline.info;
    const bases = new Map(baseline.results.scenarios.map((scenario) => [scenario.name, scenario]));
    if (!baseline.results.scenarios.some(({ rounds }) => rounds?.length)) {
        reporter.warning(`The baseline ${source} has no rounds (it was written before results kept them): nothing is compared with it. Use a results.json of this version as the baseline.`);
    }
    else {
        for (const scenario of measured.scenarios) {
            const why = scenario.outcome === 'measured' ? (0,_compare_compare_run_js__WEBPACK_IMPORTED_MODULE_1__/* .notCompared */ .vK)(bases.get(scenario.name), scenario) : undefined;
            if (why)
                reporter.warning(`${scenario.name}: not compared with the baseline ${source}: ${why}.`);
        }
    }
    return (0,_compare_compare_run_js__WEBPACK_IMPORTED_MODULE_1__/* .compareRun */ .XZ)(baseline.results, measured, { loadTest, acrossTime: baseline.info.kind === 'file' });
}
/** The file the same-job mode writes the base side's results into, beside results.json. */
const BASELINE_RESULTS_FILE = 'baseline-results.json';
/**
 * Writes the base side's results as `baseline-results.json` into `dir` (where results.json was just written), whole
 * or not at all (a temporary file renamed over it), and returns its path; throws a ReportWriteError as the reports do.
 */
async function writeBaselineResults(results, dir) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(dir, BASELINE_RESULTS_FILE);
    await (0,_report_write_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .writeWhole */ .f8)(dir, [[file, (0,_results_write_results_js__WEBPACK_IMPORTED_MODULE_5__/* .serializeResults */ .f)(results)]]);
    return file;
}
const SAME_JOB_FLAG_LABELS = {
    baseline: '--baseline',
    baselineUrl: '--baseline-url',
    baselineStartCommand: '--baseline-start-command',
    baselineRef: '--baseline-ref',
    baselineBuildCommand: '--baseline-build-command',
    maxRounds: '--max-rounds',
};
const SAME_JOB_INPUT_LABELS = {
    baseline: 'Input baseline',
    baselineUrl: 'Input baseline-url',
    baselineStartCommand: 'Input baseline-start-command',
    baselineRef: 'Input baseline-ref',
    baselineBuildCommand: 'Input baseline-build-command',
    maxRounds: 'Input max-rounds',
};
/**
 * Returns the same-job mode asked for (undefined without a baseline URL) and a sentence for every value that is not
 * valid or does not go with the others, naming the flag or input, so that all are told before anything starts.
 */
function parseSameJob(texts, labels) {
    const problems = [];
    const { baselineUrl, maxRounds } = texts;
    const rounds = maxRounds === undefined ? undefined : /^[0-9]+$/.test(maxRounds) ? Number(maxRounds) : Number.NaN;
    if (rounds !== undefined && !(rounds >= 1 && rounds <= _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ROUNDS */ .JH)) {
        problems.push(`${labels.maxRounds} is ${JSON.stringify(maxRounds)}; write a whole number of rounds a side from 1 to ${_vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ROUNDS */ .JH}, e.g. 12`);
    }
    problems.push(...baseRefProblems(texts, labels));
    if (baselineUrl === undefined) {
        for (const key of ['maxRounds', 'baselineStartCommand', 'baselineRef']) {
            if (texts[key] !== undefined)
                problems.push(`${labels[key]} needs ${labels.baselineUrl}, the URL where the base build answers`);
        }
        return { problems };
    }
    if (!/^https?:\/\//i.test(baselineUrl) || !URL.canParse(baselineUrl)) {
        problems.push(`${labels.baselineUrl} is not an http(s) URL; write where the base build answers, e.g. "http://localhost:3001"`);
    }
    if (texts.baseline !== undefined) {
        problems.push(`${labels.baseline} and ${labels.baselineUrl} are both given; compare with a results file or with a running base build, not both`);
    }
    return { sameJob: { url: baselineUrl, ...(rounds !== undefined && { maxRounds: rounds }) }, problems };
}
/**
 * Returns a sentence for each problem of `baseline-ref` and `baseline-build-command`: the ref becomes an argument of
 * git, so one that git would read as an option, or as a refspec that writes a local branch (`a:b`) or a pattern
 * (`*`), or that holds a space or a control character, is refused.
 */
function baseRefProblems(texts, labels) {
    const problems = [];
    const { baselineRef } = texts;
    if (baselineRef === undefined) {
        if (texts.baselineBuildCommand !== undefined)
            problems.push(`${labels.baselineBuildCommand} needs ${labels.baselineRef}, the base commit it builds`);
        return problems;
    }
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (baselineRef === '' || baselineRef.startsWith('-') || /[\s:*\u0000-\u001f\u007f]/.test(baselineRef)) {
        problems.push(`${labels.baselineRef} is ${JSON.stringify(baselineRef)}; write a branch, tag or commit of origin (no space, ":" or "*", not starting with "-"), e.g. main or \${{ github.base_ref }}`);
    }
    if (texts.baselineStartCommand === undefined) {
        problems.push(`${labels.baselineRef} needs ${labels.baselineStartCommand}, the command that starts the base build in its worktree (e.g. "PORT=3001 npm start")`);
    }
    return problems;
}


/***/ }),

/***/ 87632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ runStageWithBaseline)
});

// UNUSED EXPORTS: runStage

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/engine/preflight.ts
var preflight = __webpack_require__(61541);
// EXTERNAL MODULE: ./src/results/source-wording.ts
var source_wording = __webpack_require__(77916);
// EXTERNAL MODULE: ./src/loadtest/writes.ts
var loadtest_writes = __webpack_require__(83738);
;// CONCATENATED MODULE: ./src/engine/run-order.ts
// The order a run takes the scenarios in: reads before writes (docs/real-data-and-flows.md#writes), and the groups of a parallel run
// (docs/decisions.md#parallel-scenarios); the same in one process, in each worker thread, in each shard and in the same-job
// mode, so that every part of a run runs the same scenarios at once.

/**
 * The most scenarios of an `execution: parallel` run that run at once. Each running scenario costs the one event loop
 * its own clients, recorders and timers: a thousand at once saturated the generator (event-loop delay in seconds),
 * whose late timers then counted as the server's timeouts. More run in groups of this many, one group after another.
 */
const MAX_PARALLEL_SCENARIOS = 100;
/**
 * Returns the scenarios in the order they run. With `execution: sequential`, the scenarios that only read first, then
 * those that write (`scenarioWrites`: a flow with a writing step, a script), each group in the order given, so that a
 * read does not measure the rows a write added or changed. With `parallel`, they start together: as given.
 * @internal Exported for the tests.
 */
function runOrder(scenarios, execution) {
    if (execution === 'parallel')
        return [...scenarios];
    const writes = scenarios.map(loadtest_writes/* scenarioWrites */.Zj);
    return [...scenarios.filter((_, index) => !writes[index]), ...scenarios.filter((_, index) => writes[index])];
}
/**
 * Returns the scenarios in the groups they run in, each group's scenarios at once, one group after another: with
 * `sequential`, one scenario a group in runOrder's order; with `parallel`, the scenarios that run (not `skip`) in the
 * order given, MAX_PARALLEL_SCENARIOS a group, the skipped ones in the first group (they send nothing).
 */
function runGroups(scenarios, execution) {
    if (execution !== 'parallel')
        return runOrder(scenarios, execution).map((scenario) => [scenario]);
    const running = scenarios.filter(({ skip }) => skip === undefined);
    const skipped = scenarios.filter(({ skip }) => skip !== undefined);
    const groups = [];
    for (let start = 0; start < running.length; start += MAX_PARALLEL_SCENARIOS)
        groups.push(running.slice(start, start + MAX_PARALLEL_SCENARIOS));
    groups[0] = [...skipped, ...(groups[0] ?? [])];
    return groups;
}
/** Returns what the run says when a parallel run takes its scenarios in groups (runGroups); undefined otherwise. */
function parallelGroupsNotice(scenarios, execution) {
    if (execution !== 'parallel')
        return undefined;
    const groups = runGroups(scenarios, execution).length;
    if (groups <= 1)
        return undefined;
    const running = scenarios.filter(({ skip }) => skip === undefined).length;
    return `execution: parallel: ${running} scenarios run in ${groups} groups of at most ${MAX_PARALLEL_SCENARIOS} at once, one group after another, so that the load generator measures the server, not itself (qa-perf's docs/decisions.md#parallel-scenarios)`;
}
/**
 * Returns how many write scenarios runOrder moves after the reads: those with a scenario that only reads after them in
 * the order given. 0 when the run order is the order given (and always with `parallel`).
 */
function movedWrites(scenarios, execution) {
    if (execution === 'parallel')
        return 0;
    const writes = scenarios.map(loadtest_writes/* scenarioWrites */.Zj);
    const lastRead = writes.lastIndexOf(false);
    return writes.filter((write, index) => write && index < lastRead).length;
}

// EXTERNAL MODULE: ./src/vocabulary/regression.ts
var regression = __webpack_require__(93975);
// EXTERNAL MODULE: ./src/json-path.ts
var json_path = __webpack_require__(23653);
// EXTERNAL MODULE: ./src/engine/http/graphql-errors.ts
var graphql_errors = __webpack_require__(77340);
;// CONCATENATED MODULE: ./src/engine/http/body-checks.ts


/**
 * How much of an ok response's body a scenario with `expect.json` reads: the bound of GraphQL bodies, read into the
 * same per-user buffer. A longer body fails the checks, which could not run on it.
 */
const CHECKED_BODY_BYTES = graphql_errors/* GRAPHQL_BODY_BYTES */.tj;
/** Passed: the body meets every check. */
const PASSED = -1;
/**
 * A scenario's `expect.json`, compiled once and shared by its virtual users: each JSONPath parsed when the scenario
 * starts, never per request, and the failures counted by the first check each response failed.
 *
 * A failure is a number, so that judging a body allocates nothing beyond JSON.parse and the matches: the index of
 * the check in the order written, then one for a body that is not JSON and one for a body over CHECKED_BODY_BYTES.
 * Only a response kept as a sample is described in words (`describe`), without the server's values: a sample's
 * check is written to results.json unmasked, as our own text.
 */
class BodyChecks {
    checks;
    /** Responses by the failure they were counted in (see the class comment). */
    failed;
    paths;
    notJson;
    tooLarge;
    /** Throws when a path is not a JSONPath: a validated load test has none such. */
    constructor(checks) {
        this.checks = checks;
        this.paths = checks.map(({ path }) => (0,json_path/* compileJsonPath */.nO)(path));
        this.notJson = checks.length;
        this.tooLarge = checks.length + 1;
        this.failed = new Float64Array(checks.length + 2);
    }
    /**
     * Returns PASSED, or the failure of the body of an ok response, counting it: `body[0, kept)` holds its first bytes,
     * `bytes` is its whole length.
     */
    judge(body, kept, bytes) {
        const failure = this.firstFailure(body, kept, bytes);
        if (failure !== PASSED)
            this.failed[failure]++;
        return failure;
    }
    /** Returns the sample's sentence for a failure of this body: `$.errors is present (expected absent)`. */
    describe(failure, body, kept) {
        if (failure === this.tooLarge)
            return `the body is over ${CHECKED_BODY_BYTES / 1024} KiB: expect.json could not run`;
        if (failure === this.notJson)
            return kept === 0
                ? 'the body is empty, not JSON (expected by expect.json)'
                : 'the body is not JSON (expected by expect.json)';
        const check = this.checks[failure];
        const expected = `(expected ${check.expect === 'equals' ? JSON.stringify(check.value) : check.expect})`;
        const [found] = this.paths[failure](parse(body, kept) ?? null);
        if (found === undefined)
            return `${check.path} is absent ${expected}`;
        if (check.expect !== 'equals')
            return `${check.path} is present ${expected}`;
        return `${check.path} is ${kindOf(found, check.value ?? null)} ${expected}`;
    }
    /** Returns the measured scenario with `requests.byCheck`: each failure's count under the check as written. */
    withCounts(measured) {
        const byCheck = {};
        this.failed.forEach((count, failure) => {
            if (count > 0)
                byCheck[this.nameOf(failure)] = count;
        });
        return { ...measured, requests: { ...measured.requests, byCheck } };
    }
    firstFailure(body, kept, bytes) {
        if (bytes > kept)
            return this.tooLarge;
        const json = parse(body, kept);
        if (json === undefined)
            return this.notJson;
        for (let index = 0; index < this.paths.length; index++) {
            const matches = this.paths[index](json);
            const check = this.checks[index];
            const passed = check.expect === 'absent'
                ? matches.length === 0
                : check.expect === 'present'
                    ? matches.length > 0
                    : matches.length > 0 && matches[0] === check.value;
            if (!passed)
                return index;
        }
        return PASSED;
    }
    /** Returns the check as written (`$.errors: absent`, `$.ok: true`), or `body: not JSON`, for results' byCheck. */
    nameOf(failure) {
        if (failure === this.tooLarge)
            return `body: over ${CHECKED_BODY_BYTES / 1024} KiB`;
        if (failure === this.notJson)
            return 'body: not JSON';
        const check = this.checks[failure];
        return `${check.path}: ${check.expect === 'equals' ? JSON.stringify(check.value) : check.expect}`;
    }
}
/** Returns the body's first `kept` bytes parsed as JSON, undefined when they are not JSON. */
function parse(body, kept) {
    try {
        return JSON.parse(body.toString('utf8', 0, kept));
    }
    catch {
        return undefined;
    }
}
/**
 * Returns what a first match that is not the expected value is, without the value itself unless it is a boolean
 * or null: a string or number may be anything the server holds (a token, a person's data), and the sample is ours.
 */
function kindOf(found, expected) {
    if (found === null || typeof found === 'boolean')
        return String(found);
    if (Array.isArray(found))
        return 'an array';
    if (typeof found === 'object')
        return 'an object';
    return `${typeof found === typeof expected ? 'another' : 'a'} ${typeof found}`;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var dist_ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./src/schema/response-contract.ts
var response_contract = __webpack_require__(71463);
// EXTERNAL MODULE: ./src/engine/error-category.ts
var error_category = __webpack_require__(40749);
;// CONCATENATED MODULE: ./src/engine/http/conformance.ts
// Checks a sample of a scenario's responses against the response contract of the API schema (docs/results.md#conformance).





/** Every one of a scenario's first CHECK_FIRST ok responses is checked… @internal Exported for the tests. */
const CHECK_FIRST = 20;
/** …and after them one in CHECK_EVERY: the 100th, 200th… ok response. @internal Exported for the tests. */
const CHECK_EVERY = 100;
/** The failures of a checked response (PASSED when none). */
const UNDECLARED = 0;
const NOT_JSON = 1;
const MISMATCH = 2;
/** In the table by status: the status is declared, its body not checked; else the index of its validator. */
const NO_BODY = -1;
const NOT_DECLARED = -2;
/** One ajv per dialect, made on first use: the compiled validators hold their code, not the instance. */
let draft07;
let draft2020;
const OPTIONS = {
    strict: false,
    allErrors: false,
    validateFormats: false,
    validateSchema: false,
    logger: false,
    code: { optimize: false },
};
/**
 * A scenario's response contract, compiled once and shared by its virtual users (not per user, nor per request).
 * Which ok responses are checked is one counter: the first CHECK_FIRST, then one in CHECK_EVERY, across the users,
 * so that the engine's cost per request stays within 2% (bench/engine.mjs measures it); only a response to be
 * checked has its body kept (up to CHECKED_BODY_BYTES, as expect.json reads it). A checked response fails when its
 * status is not one the operation declares (`default` declares any), or when the declared status has a JSON body
 * and the body does not parse or does not match its schema. A body too long to keep whole is not checked.
 *
 * Like BodyChecks, a failure is a number; only a response kept as a sample is described in words (`describe`),
 * from ajv's first error: its place in the body and its keyword, never the server's values.
 */
class Conformance {
    contract;
    /** Ok responses seen, and those checked and failed. */
    seen = 0;
    checked = 0;
    failed = 0;
    countdown = CHECK_EVERY - CHECK_FIRST;
    byStatus = new Int16Array(error_category/* STATUS_CODES */.I_);
    validators = [];
    json = [];
    /** The first error of the last failed body, read only by describe. */
    lastError;
    /** Throws when a schema cannot be compiled: the scenario then starts without it (see conformanceOf). */
    constructor(contract) {
        this.contract = contract;
        const ajv = contract.dialect === '2020-12' ? (draft2020 ??= new _2020.Ajv2020(OPTIONS)) : (draft07 ??= new dist_ajv.Ajv(OPTIONS));
        const entries = Object.entries(contract.statuses);
        const indexOf = new Map();
        entries.forEach(([status, declared], index) => {
            indexOf.set(status, index);
            this.json.push(declared.json);
            this.validators.push(declared.json && declared.schema !== undefined
                ? ajv.compile(typeof declared.schema === 'boolean'
                    ? declared.schema
                    : { ...declared.schema, $defs: { ...contract.definitions, ...declared.schema.$defs } })
                : undefined);
        });
        for (let status = 0; status < error_category/* STATUS_CODES */.I_; status++) {
            const index = indexOf.get(String(status)) ?? indexOf.get(`${Math.floor(status / 100)}XX`) ?? indexOf.get('default');
            this.byStatus[status] = index === undefined ? NOT_DECLARED : this.json[index] ? index : NO_BODY;
        }
    }
    /** Returns whether the next ok response is to be checked; call once per ok response, when its head arrives. */
    sample() {
        if (++this.seen <= CHECK_FIRST)
            return true;
        // A countdown rather than a division on every response: the 100th, 200th… ok response is checked.
        if (--this.countdown > 0)
            return false;
        this.countdown = CHECK_EVERY;
        return true;
    }
    /**
     * Returns PASSED, or the failure of a sampled response, counting it: `body[0, kept)` holds its first bytes,
     * `bytes` is its whole length.
     */
    judge(status, body, kept, bytes) {
        this.checked++;
        const failure = this.firstFailure(status, body, kept, bytes);
        if (failure !== PASSED)
            this.failed++;
        return failure;
    }
    /** Returns the sample's sentence for a failure, without the server's values. */
    describe(failure, status) {
        if (failure === UNDECLARED)
            return `HTTP ${status} is not a status the API schema declares (${(0,response_contract/* declaredStatuses */.ZS)(this.contract)})`;
        if (failure === NOT_JSON)
            return `the body is not JSON, but the API schema declares JSON for HTTP ${status}`;
        const error = this.lastError;
        if (!error)
            return 'the body does not match the API schema';
        return `${jsonPath(error.instancePath)} ${error.message ?? 'does not match'} (${error.keyword}, at ${error.schemaPath})`;
    }
    firstFailure(status, body, kept, bytes) {
        const index = this.byStatus[status];
        if (index === NOT_DECLARED)
            return UNDECLARED;
        if (index === NO_BODY || bytes > kept)
            return PASSED;
        const json = body === undefined ? undefined : parse(body, kept);
        if (json === undefined)
            return NOT_JSON;
        const validate = this.validators[index];
        if (validate === undefined || validate(json))
            return PASSED;
        this.lastError = validate.errors?.[0] ?? undefined;
        return MISMATCH;
    }
}
/** Returns the contract compiled, or undefined when there is none or it cannot be compiled (a schema ajv refuses). */
function conformanceOf(contract) {
    if (!contract)
        return undefined;
    try {
        return new Conformance(contract);
    }
    catch {
        // A document's schema that ajv cannot compile (a keyword it refuses) is no reason not to run the load.
        return undefined;
    }
}
/** Returns ajv's instance path (`/data/items/0/id`) as a JSONPath (`$.data.items[0].id`). */
function jsonPath(pointer) {
    if (pointer === '')
        return '$';
    return ('$' +
        pointer
            .split('/')
            .slice(1)
            .map((raw) => {
            const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
            return /^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
        })
            .join(''));
}

// EXTERNAL MODULE: ./src/engine/http/build-request.ts
var build_request = __webpack_require__(65135);
;// CONCATENATED MODULE: ./src/engine/executor.ts
/** Ends each user's request in flight without waiting; returns how many had one, which count as interrupted. */
function interruptEach(users) {
    let interrupted = 0;
    for (const user of users)
        if (user.interrupt())
            interrupted++;
    return interrupted;
}

;// CONCATENATED MODULE: ./src/engine/timers.ts
// Node timers within their range: the longest delay one can wait, and a timer reused on the hot path.
/**
 * The longest delay a Node timer can wait: its delay is a signed 32-bit count of milliseconds (about 24.8 days). A
 * longer one does not wait longer: Node sets it to 1 ms, so a scenario's end would come at once, and the engine
 * would then roll its per-second timeline up to an end hours or years away, holding the event loop (and SIGINT).
 * @internal Exported for the tests.
 */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A delay a timer cannot wait: the scenario could not run as written. */
class TimerRangeError extends RangeError {
    constructor(what, ms) {
        super(`${what} of ${Math.round(ms / 3_600_000)} h is longer than a timer can wait (${MAX_TIMER_MS} ms, about 596 h)`);
        this.name = 'TimerRangeError';
    }
}
/**
 * Returns `ms` when a timer can wait that long (0 to MAX_TIMER_MS); throws a TimerRangeError naming `what`
 * otherwise, rather than let Node fire the timer at once. Every timer of the engine takes its delay through here.
 */
function timerDelay(ms, what) {
    if (!(ms >= 0 && ms <= MAX_TIMER_MS))
        throw new TimerRangeError(what, ms);
    return ms;
}
/**
 * One timer, re-armed in place (`refresh`) while its delay is unchanged and replaced only when the delay changes: a
 * timer set again for every request or every tick would cost a Timeout and the timer lists' upkeep each time.
 */
class ReusedTimer {
    callback;
    keepsAlive;
    timer;
    delayMs = 0;
    /** `keepsAlive` false: the timer never keeps the process alive (unref). */
    constructor(callback, keepsAlive = true) {
        this.callback = callback;
        this.keepsAlive = keepsAlive;
    }
    /** Calls the callback `delayMs` from now, instead of at any time armed before. */
    arm(delayMs) {
        if (this.timer !== undefined && this.delayMs === delayMs)
            this.timer.refresh();
        else {
            clearTimeout(this.timer);
            this.delayMs = delayMs;
            this.timer = setTimeout(this.callback, delayMs);
            if (!this.keepsAlive)
                this.timer.unref();
        }
    }
    clear() {
        clearTimeout(this.timer);
    }
}

// EXTERNAL MODULE: ./src/engine/record/failed-samples.ts
var failed_samples = __webpack_require__(99443);
// EXTERNAL MODULE: ./src/engine/http/upload-body.ts
var upload_body = __webpack_require__(28311);
;// CONCATENATED MODULE: ./src/engine/http/http-debug.ts
/** The most of a request body, and of each of the two texts, a sample keeps. */
const DEBUG_BODY_BYTES = 1024;
const DEBUG_TEXT_CHARS = 8192;
/**
 * Headers whose values are credentials, shown as `***` (an Authorization's scheme kept: `Bearer ***`), whatever the
 * masking of `${NAME}` values later finds: a token written into loadtool.yaml, a cookie the server set.
 */
const CREDENTIAL_HEADER = /^(authorization|proxy-authorization|cookie|set-cookie)$|token|api-?key|secret|session|password/i;
/**
 * Returns the request as sent (method, path, headers, the start of its body) and the response's status line and
 * headers, each bounded; `mask` masks the user's cookie values besides.
 */
function httpExchange(request, status, rawHeaders, mask) {
    const lines = [`${request.method} ${request.path}`, ...headerLines(pairsOf(request.headers))];
    const body = bodyText(request.body);
    const sent = body ? `${lines.join('\n')}\n\n${body}` : lines.join('\n');
    const received = [`${status === 0 ? 'no response' : status}`, ...headerLines(rawPairs(rawHeaders ?? []))].join('\n');
    const bounded = (text) => (mask ? mask(text) : text).slice(0, DEBUG_TEXT_CHARS);
    return { request: bounded(sent), response: bounded(received) };
}
function headerLines(pairs) {
    return pairs.map(([name, value]) => `${name}: ${CREDENTIAL_HEADER.test(name) ? maskedValue(name, value) : value}`);
}
/** `***`, or an Authorization's scheme and `***` (`Bearer ***`), so that one can see which was sent. */
function maskedValue(name, value) {
    const scheme = /authorization$/i.test(name) ? /^\S+\s/.exec(value)?.[0] : undefined;
    return `${scheme ?? ''}***`;
}
/** The headers of a DispatchOptions: a flat array of names and values, or an object. */
function pairsOf(headers) {
    if (!headers)
        return [];
    if (Array.isArray(headers)) {
        const pairs = [];
        for (let index = 0; index + 1 < headers.length; index += 2)
            pairs.push([String(headers[index]), String(headers[index + 1])]);
        return pairs;
    }
    const entries = Symbol.iterator in Object(headers) ? [...headers] : Object.entries(headers);
    return entries.flatMap(([name, value]) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one) => [
        name,
        String(one),
    ]));
}
function rawPairs(raw) {
    const pairs = [];
    for (let index = 0; index + 1 < raw.length; index += 2)
        pairs.push([raw[index].toString('latin1'), raw[index + 1].toString('latin1')]);
    return pairs;
}
/** The start of a body held in memory as text; a streamed or multipart body is named, not read. */
function bodyText(body) {
    if (body === undefined || body === null)
        return undefined;
    if (typeof body === 'string')
        return clipped(Buffer.from(body.slice(0, DEBUG_BODY_BYTES * 4)));
    if (Buffer.isBuffer(body) || body instanceof Uint8Array)
        return clipped(Buffer.from(body));
    return '(a streamed body)';
}
function clipped(bytes) {
    if (bytes.length === 0)
        return '';
    const text = bytes.toString('utf8', 0, Math.min(bytes.length, DEBUG_BODY_BYTES));
    return bytes.length > DEBUG_BODY_BYTES ? `${text}… (${bytes.length} bytes)` : text;
}

;// CONCATENATED MODULE: ./src/engine/http/request-handler.ts







// One error for every timeout: it is only read for its code, and building one would capture a stack each time.
const TIMED_OUT = new error_category/* ResponseTimeoutError */.$7();
/**
 * The request handler that a virtual user is (VirtualUser, and FlowUser for a flow), reused for every request it
 * sends, so that the hot path allocates nothing of ours. The lean client (lean/lean-client.ts) and undici's Client
 * both call it: undici's original handler methods (onConnect, onHeaders, onData, onComplete, onError), because undici
 * calls those directly (the newer controller-based ones go through a wrapper object allocated per request), and
 * onBody, by which the lean client passes body bytes without a Buffer per chunk.
 *
 * The timeout is the user's own timer, re-armed at each request's write, not undici's: undici checks its headers
 * and body timeouts on a clock that ticks every 500 ms, so that a 250 ms timeout fired after 500 to 1000 ms and a
 * 300 ms response passed. It covers the whole response, headers and body, as k6's `timeout` does.
 *
 * The body is read only as far as a decision needs it: `keepUpTo` bytes (set in onHeaders) are copied into `body`.
 * A subclass reads the head (onHeaders), records the response (onComplete) or the failure (onError), and sends.
 * A user that keeps cookies or follows redirects sends through its session (agent/user-session.ts), which hands it
 * only the last response of a chain and calls `redirected` and `onRedirect` between hops.
 */
class RequestHandler {
    /** Whether onHeaders reads the response's raw headers: a client may skip them otherwise. */
    readsHeaders = false;
    /** The redirects the request in flight follows (`followRedirects`, through the user's session); 0: none. */
    followRedirects = 0;
    /** Whether they may lead to another origin (`crossOrigin: true`). */
    crossOrigin = false;
    /**
     * `--http-debug` (ScenarioLoad.httpDebug): the request in flight as sent, set at each dispatch with readsHeaders, so
     * that a failed response's sample keeps it and the response's head (http-debug.ts); the subclass's onHeaders sets
     * `debugHeaders` while it is. Off, it costs one test per request.
     */
    debugRequest = undefined;
    debugHeaders = undefined;
    /** Masks the user's cookie values in a sample's text; set by its session when the user keeps cookies. */
    maskCookies = undefined;
    inFlight = false;
    dispatching = false;
    /** Whether undici handed the request in flight to a connection (onConnect): until then it never reached the wire. */
    connected = false;
    sentAt = 0;
    status = 0;
    bytes = 0;
    /** The most the request in flight may take, from its write to its last byte; 0: no limit. */
    timeoutMs = 0;
    body;
    /** Bytes of the current body copied into `body`, and how many it may take (0: none). */
    kept = 0;
    keepUpTo = 0;
    /** Set by judge(): whether the body carries GraphQL `errors`, and the expect.json failure (PASSED when none). */
    graphqlError = false;
    failure = PASSED;
    /** Set in onHeaders when the response is one the scenario's Conformance checks; its failure is set by judge(). */
    sampled = false;
    conformanceFailure = PASSED;
    /** undici's abort of the request in flight, while the timeout may still need it. */
    abort = null;
    lateTimer;
    /** The latency of the redirects the request in flight followed so far (see onRedirect). */
    redirectsMs = 0;
    /** The body bytes of the request in flight, and the recorders they count in once it is written (bytesSent). */
    sending = 0;
    sentTo = undefined;
    stepSentTo = undefined;
    onConnect(abort) {
        this.connected = true;
        // Counted as the request is written: one that never reached a connection (a refused connect) sent nothing.
        if (this.sending > 0) {
            this.sentTo.bytesSent += this.sending;
            if (this.stepSentTo !== undefined)
                this.stepSentTo.bytesSent += this.sending;
        }
        // Latency runs from the request's write, as wrk and k6 measure it: the connect (once per user, before the
        // clock, or again after the server closed the connection) is not the server's response time.
        this.sentAt = performance.now();
        const timeoutMs = this.timeoutMs;
        if (timeoutMs > 0) {
            this.abort = abort;
            this.timeoutTimer.arm(timeoutMs);
        }
    }
    /** Whether a request is in flight: the session follows no redirect of a request the run ended. */
    get active() {
        return this.inFlight;
    }
    /**
     * Counts a redirect of the request in flight that its session follows, and keeps the latency so far; returns false,
     * having ended the request as a timeout, when the chain already took the whole timeout.
     */
    redirected() {
        const redirectsMs = performance.now() - this.sentAt;
        if (this.timeoutMs > 0 && redirectsMs >= this.timeoutMs) {
            this.onError(TIMED_OUT);
            return false;
        }
        this.countRedirect();
        this.redirectsMs = redirectsMs;
        return true;
    }
    /**
     * The next request of a redirect chain is written: the latency goes on from the hops before (each hop from its write
     * to its last byte; a connect between them is not the server's time, as for any request), and the timeout is what
     * the chain has left of it.
     */
    onRedirect(abort) {
        this.sentAt = performance.now() - this.redirectsMs;
        const timeoutMs = this.timeoutMs;
        if (timeoutMs > 0) {
            this.abort = abort;
            this.timeoutTimer.arm(Math.max(1, Math.ceil(timeoutMs - this.redirectsMs)));
        }
    }
    onData(chunk) {
        this.onBody(chunk, 0, chunk.length);
        return true;
    }
    onBody(chunk, start, length) {
        this.bytes += length;
        // Copied only up to the bound, never kept beyond the response.
        if (this.kept < this.keepUpTo)
            this.kept += chunk.copy(this.body, this.kept, start, start + Math.min(length, this.keepUpTo - this.kept));
    }
    /**
     * Returns true when a request was in flight, and ends it: a request ends once, so a late callback (after the user
     * was interrupted, or an error after completion) gets false and is ignored.
     */
    settle() {
        if (!this.inFlight)
            return false;
        this.inFlight = false;
        this.abort = null;
        return true;
    }
    /**
     * Returns the category of a whole response whose status gave `category`: `graphql` when a GraphQL body carries
     * errors, `check` when an ok one fails `checks` (expect.json), `conformance` when an ok one that was sampled
     * (`sampled`) does not match the API schema; sets graphqlError, failure and conformanceFailure for the sample.
     */
    judge(category, graphql, checks, conformance) {
        const graphqlError = graphql && (0,graphql_errors/* hasGraphqlErrors */.pV)(this.body, this.kept);
        this.graphqlError = graphqlError;
        if (graphqlError)
            category = error_category/* CATEGORY */.XJ.graphql;
        let failure = PASSED;
        // Only a response that is ok by its status and GraphQL's errors is checked against expect.json.
        if (category === error_category.OK && checks !== undefined) {
            failure = checks.judge(this.body, this.kept, this.bytes);
            if (failure !== PASSED)
                category = error_category/* CATEGORY */.XJ.check;
        }
        this.failure = failure;
        let mismatch = PASSED;
        if (this.sampled) {
            this.sampled = false;
            if (category === error_category.OK) {
                mismatch = conformance.judge(this.status, this.body, this.kept, this.bytes);
                if (mismatch !== PASSED)
                    category = error_category/* CATEGORY */.XJ.conformance;
            }
        }
        this.conformanceFailure = mismatch;
        return category;
    }
    /**
     * Adds the current response to `samples`: the start of its body, its first GraphQL error, and the check it failed:
     * `check` when given, or else the `expect.json` check or the mismatch with the API schema of judge(). The body and
     * the message have the user's cookie values masked, for a user that keeps cookies.
     */
    keepSample(samples, category, checks, check, conformance) {
        const body = this.body;
        const kept = this.kept;
        let text = body ? body.toString('utf8', 0, Math.min(kept, failed_samples/* SAMPLE_BODY_BYTES */.OW)) : '';
        let graphql = this.graphqlError && body ? (0,graphql_errors/* firstGraphqlError */.kL)(body, kept, kept === this.bytes) : undefined;
        const mask = this.maskCookies;
        if (mask !== undefined) {
            text = mask(text);
            if (graphql?.message !== undefined)
                graphql = { ...graphql, message: mask(graphql.message) };
        }
        const failed = check ??
            (this.failure !== PASSED && body
                ? checks.describe(this.failure, body, kept)
                : this.conformanceFailure !== PASSED
                    ? conformance.describe(this.conformanceFailure, this.status)
                    : undefined);
        const request = this.debugRequest;
        const exchange = request && httpExchange(request, this.status, this.debugHeaders, mask);
        samples.add(this.status, category, text, graphql, undefined, failed, exchange);
    }
    /**
     * Sends `options` on `client`, counted in the load's requests in flight; its body's bytes count, once written, in
     * the load's recorder and in `step`'s, the recorder of a flow's or a script's step.
     */
    dispatchOn(client, options, load, step) {
        if (load.httpDebug) {
            this.debugRequest = options;
            this.readsHeaders = true;
        }
        this.sending = (0,upload_body/* bodyLength */.ZA)(options.body);
        this.sentTo = load.recorder;
        this.stepSentTo = step;
        this.inFlight = true;
        this.connected = false;
        this.status = 0;
        this.bytes = 0;
        this.kept = 0;
        this.keepUpTo = 0;
        this.sampled = false;
        load.inFlight++;
        this.dispatching = true;
        client.dispatch(options, this);
        this.dispatching = false;
    }
    /** Ends the request in flight and the timeout's timers; returns true when a request was still in flight. */
    endRequest() {
        const wasInFlight = this.inFlight;
        this.inFlight = false;
        this.abort = null;
        this.timeoutTimer.clear();
        clearTimeout(this.lateTimer);
        return wasInFlight;
    }
    /** Aborts the request in flight when its timeout has passed; the abort ends it in onError, as a `timeout`. */
    expire = () => {
        const abort = this.abort;
        if (!this.inFlight || abort === null)
            return;
        // Node starts a re-armed timer from the event loop's cached clock, which can be some milliseconds behind the
        // request's write on a busy loop: a timer that fired early waits out the rest on a one-off timer.
        const remainingMs = this.sentAt + this.timeoutMs - performance.now();
        if (remainingMs > 0) {
            clearTimeout(this.lateTimer);
            this.lateTimer = setTimeout(this.expire, Math.ceil(remainingMs)).unref();
            return;
        }
        this.abort = null;
        abort(TIMED_OUT);
    };
    /** The timeout of the request in flight, one timer per user (declared after `expire`, which it calls). */
    timeoutTimer = new ReusedTimer(this.expire, false);
}

;// CONCATENATED MODULE: ./src/engine/virtual-user.ts






/**
 * After a request that never reached the wire the next attempt waits this long: a refused port, or a request the
 * HTTP client refuses (a header it will not send), fails in microseconds, and without a pause every user would spin
 * a core on attempts that never reach the server. Each attempt is still a request, counted in its category.
 */
const CONNECT_RETRY_PAUSE_MS = 100;
/**
 * One virtual user of the closed model: it sends the scenario's request on its own keep-alive connection, reads
 * the whole response, records it and sends again until the measured time is over. It is its own undici dispatch
 * handler, with its own timeout (see RequestHandler).
 *
 * A GraphQL scenario keeps the first GRAPHQL_BODY_BYTES of every response to look for `errors`; one with
 * `expect.json` keeps the first CHECKED_BODY_BYTES of every ok response to check them; any other keeps the first
 * SAMPLE_BODY_BYTES of a failed response, and only while the scenario still wants samples of its status. The buffer
 * is allocated once per user.
 */
class VirtualUser extends RequestHandler {
    client;
    load;
    checks;
    conformance;
    constructor(client, load, 
    /** The scenario's `expect.json`; undefined without it. */
    checks, 
    /** The scenario's response contract; undefined without one. */
    conformance) {
        super();
        this.client = client;
        this.load = load;
        this.checks = checks;
        this.conformance = conformance;
        this.timeoutMs = load.timeoutMs;
        this.followRedirects = load.followRedirects;
        this.crossOrigin = load.crossOrigin;
        if (load.graphql || checks || conformance)
            this.body = Buffer.allocUnsafe(Math.max(graphql_errors/* GRAPHQL_BODY_BYTES */.tj, CHECKED_BODY_BYTES));
    }
    /** Sends the first request, unless the measured time is already over (a late ramp-up timer). */
    start = () => {
        if (!this.load.stopping && performance.now() < this.load.endsAt)
            this.send();
    };
    /** The user's timers before its next request (declared after `start`, which they call): waiting allocates nothing. */
    thinkTimer = new ReusedTimer(this.start);
    pauseTimer = new ReusedTimer(this.start);
    onHeaders(statusCode, rawHeaders) {
        this.status = statusCode;
        if (this.debugRequest)
            this.debugHeaders = rawHeaders;
        this.kept = 0;
        const load = this.load;
        const conformance = this.conformance;
        if (load.graphql) {
            this.keepUpTo = graphql_errors/* GRAPHQL_BODY_BYTES */.tj;
            if (conformance !== undefined && load.recorder.categoryOf(statusCode) === error_category.OK)
                this.sampled = conformance.sample();
        }
        else {
            const category = load.recorder.categoryOf(statusCode);
            // An ok response is read only to check it; a failed one only for a sample.
            if (category === error_category.OK) {
                if (conformance !== undefined)
                    this.sampled = conformance.sample();
                this.keepUpTo = this.checks !== undefined || this.sampled ? CHECKED_BODY_BYTES : 0;
            }
            else
                this.keepUpTo = load.recorder.samples.wants(statusCode, category) ? failed_samples/* SAMPLE_BODY_BYTES */.OW : 0;
            if (this.keepUpTo > 0)
                this.body ??= Buffer.allocUnsafe(failed_samples/* SAMPLE_BODY_BYTES */.OW);
        }
        return true;
    }
    onComplete() {
        if (!this.settle())
            return;
        const now = performance.now();
        const latencyMs = now - this.sentAt;
        const load = this.load;
        this.record(now, latencyMs, latencyMs);
        load.ended();
        if (load.stopping || now >= load.endsAt)
            return;
        if (load.thinkTimeMs > 0)
            this.thinkTimer.arm(load.thinkTimeMs);
        else
            this.send();
    }
    onError(error) {
        if (!this.settle())
            return;
        const now = performance.now();
        const load = this.load;
        this.recordError(error, now);
        load.ended();
        if (load.stopping || now >= load.endsAt)
            return;
        // A request that never reached a connection (a failed connect, or one undici refused: a header it will not send,
        // a Content-Length that does not match the body) fails again at once, whether inside dispatch(), where sending
        // again would recurse, or later in undici's own dispatch loop, where it would spin: it waits like a failed connect.
        if (!this.connected || this.dispatching)
            this.pauseTimer.arm(CONNECT_RETRY_PAUSE_MS);
        else if (load.thinkTimeMs > 0)
            this.thinkTimer.arm(load.thinkTimeMs);
        else
            this.send();
    }
    /**
     * Records the whole response that ended at `now`, `serviceMs` after its write, with `latencyMs` as its latency (the
     * same in the closed model); returns false when it came too late and counts as a timeout instead. The timer may run
     * a little late on a busy event loop: a response that took longer than the timeout is a timeout all the same, so
     * that no ok response is ever slower than the timeout.
     */
    record(now, serviceMs, latencyMs) {
        const recorder = this.load.recorder;
        if (this.timeoutMs > 0 && serviceMs > this.timeoutMs) {
            recorder.error(error_category/* CATEGORY */.XJ.timeout, now);
            return false;
        }
        const status = this.status;
        const category = this.judge(recorder.categoryOf(status), this.load.graphql, this.checks, this.conformance);
        if (category !== error_category.OK && recorder.samples.wants(status, category))
            this.keepSample(recorder.samples, category, this.checks, undefined, this.conformance);
        recorder.response(status, category, latencyMs, this.bytes, now);
        return true;
    }
    /** Records the request that failed with `error` at `now`, in the error's category (with its reason for `other`). */
    recordError(error, now) {
        const category = error_category/* CATEGORY */.XJ[(0,error_category/* categoryOfError */.sM)(error)];
        this.load.recorder.error(category, now, (0,error_category/* reasonFor */.qo)(category, error));
    }
    countRedirect() {
        this.load.recorder.redirects++;
    }
    /** Ends the user; returns true when a request was still in flight, which the caller counts as interrupted. */
    interrupt() {
        this.thinkTimer.clear();
        this.pauseTimer.clear();
        return this.endRequest();
    }
    send() {
        const load = this.load;
        // A scenario with data sources, `${uuid}` or a data file takes the next of its request variants; any other, its
        // one request as is. None is left once a data file's rows are used up: the scenario is ending (ScenarioLoad).
        const options = load.varies ? load.nextVariant() : load.request;
        if (options !== undefined)
            this.dispatchOn(this.client, options, load);
    }
}

;// CONCATENATED MODULE: ./src/engine/closed/closed-model.ts
// src/engine/closed/ is the closed model: N virtual users, each sending as soon as its last answer came.



/**
 * The closed model, as k6's constant-VUs and autocannon run it: one virtual user per connection, each sending its
 * next request when the answer to the last one arrived (after the think time). The users start linearly over the
 * ramp-up, the first at once.
 */
class ClosedModel {
    rampUpMs;
    load;
    users;
    rampUpTimers = [];
    /**
     * One user on each of the parts' clients, started over `rampUpMs`: a VirtualUser sending the scenario's request, or
     * the user `userOf` makes (a flow's).
     */
    constructor(parts, rampUpMs, userOf = (client) => new VirtualUser(client, parts.load, parts.checks, parts.conformance)) {
        this.rampUpMs = rampUpMs;
        this.load = parts.load;
        this.users = parts.connections.clients.map(userOf);
    }
    warmConnections(withinMs) {
        let count = 0;
        while (count < this.users.length && this.startOffsetMs(count) < withinMs)
            count++;
        return count;
    }
    start(_now, endsAt) {
        this.load.endsAt = endsAt;
        this.users.forEach((user, index) => {
            const offset = this.startOffsetMs(index);
            if (offset === 0)
                user.start();
            else
                this.rampUpTimers.push(setTimeout(user.start, timerDelay(offset, 'the ramp-up')));
        });
    }
    stop() {
        const first = !this.load.stopping;
        this.load.stopping = true;
        for (const timer of this.rampUpTimers)
            clearTimeout(timer);
        this.rampUpTimers.length = 0;
        if (first)
            for (const user of this.users)
                user.stopped?.();
    }
    drain(graceMs) {
        return this.load.drain(graceMs);
    }
    interrupt() {
        this.stop();
        return interruptEach(this.users);
    }
    /** Returns when user `index` starts: users start linearly over the ramp-up, the first at once. */
    startOffsetMs(index) {
        return (this.rampUpMs * index) / this.users.length;
    }
}

// EXTERNAL MODULE: ./src/masker.ts + 1 modules
var masker = __webpack_require__(153);
// EXTERNAL MODULE: ./src/engine/open/arrival-figures.ts
var arrival_figures = __webpack_require__(37258);
;// CONCATENATED MODULE: ./src/engine/open/arrival-schedule.ts
/** The whole schedule: every request. */
const WHOLE_SCHEDULE = { offset: 0, stride: 1 };
/**
 * The intended start of each request of an open-model schedule, computed from the schedule alone and never by adding
 * intervals, so that no rounding drifts: request k starts when the integral of the rate since the start reaches k (so
 * the first at once), the rate running linearly from `startRate` to each stage's target over the stage, as k6's
 * ramping-arrival-rate does. After the last stage the rate holds at its target (a duration longer than the stages).
 */
class ArrivalClock {
    segments = [];
    constructor(schedule) {
        let startMs = 0;
        let before = 0;
        let rate = schedule.startRate;
        for (const stage of schedule.stages) {
            const seconds = stage.durationSeconds;
            if (seconds > 0) {
                const slope = (stage.target - rate) / seconds;
                const count = rate * seconds + (slope * seconds * seconds) / 2;
                this.segments.push({ startMs, before, count, rate, slope });
                startMs += seconds * 1000;
                before += count;
            }
            rate = stage.target;
        }
        this.segments.push({ startMs, before, count: Number.POSITIVE_INFINITY, rate, slope: 0 });
    }
    /** Returns request `k`'s intended start in ms from the start of the measured time; Infinity when it never starts. */
    intendedAt(k) {
        const segments = this.segments;
        let index = 0;
        while (k >= segments[index].before + segments[index].count)
            index++;
        const { startMs, before, rate, slope } = segments[index];
        const m = k - before;
        // After the last stage at a rate of 0, nothing more starts.
        if (rate <= 0 && slope === 0)
            return Number.POSITIVE_INFINITY;
        if (m <= 0)
            return startMs;
        // The root of rate·t + slope·t²/2 = m, in the form that stays exact when the slope is 0 or tiny.
        const root = Math.sqrt(Math.max(0, rate * rate + 2 * slope * m));
        const denominator = rate + root;
        return denominator > 0 ? startMs + ((2 * m) / denominator) * 1000 : Number.POSITIVE_INFINITY;
    }
    /** Returns how many requests of `part` are scheduled to start before `ms` (from the start of the measured time). */
    countBefore(ms, part = WHOLE_SCHEDULE) {
        let whole = Math.max(0, Math.floor(this.integral(ms)));
        // The integral is a float: the requests are those whose computed start is before `ms`, whatever its rounding.
        while (whole > 0 && this.intendedAt(whole - 1) >= ms)
            whole--;
        while (this.intendedAt(whole) < ms)
            whole++;
        return whole > part.offset ? Math.ceil((whole - part.offset) / part.stride) : 0;
    }
    /** Returns the requests the rate asks for over the first `ms` (the integral of the rate). */
    integral(ms) {
        const segment = [...this.segments].reverse().find((candidate) => candidate.startMs <= ms) ?? this.segments[0];
        const seconds = Math.max(0, (ms - segment.startMs) / 1000);
        return segment.before + segment.rate * seconds + (segment.slope * seconds * seconds) / 2;
    }
}

;// CONCATENATED MODULE: ./src/engine/open/open-user.ts

/**
 * One connection of the open model: it sends a request when the scheduler hands it one (send), records it, and
 * goes back to the scheduler's free connections; it never sends on its own. It reads the head as a
 * VirtualUser does (the same body rules for samples, GraphQL and expect.json); its latency runs from the request's
 * intended start, so that time waiting behind a stalled server counts in full, and the service time (from the
 * write) and the scheduler's lateness go to the ArrivalFigures.
 */
class OpenUser extends VirtualUser {
    arrival;
    freed;
    /** performance.now() at which the request in flight was due. */
    intendedAt = 0;
    constructor(client, load, arrival, 
    /** Called when its request ended: the connection is free for the scheduler again. */
    freed, checks, conformance) {
        super(client, load, checks, conformance);
        this.arrival = arrival;
        this.freed = freed;
    }
    /**
     * Sends request `k` of the whole schedule, due at `intendedAt` (performance.now()); returns false, having sent
     * nothing, once a data file's rows are used up (the scenario is ending).
     */
    sendDue(intendedAt, k) {
        this.intendedAt = intendedAt;
        const load = this.load;
        // Request k of the whole schedule takes variant k mod n, whichever shard or worker sends it.
        const options = load.varies ? load.variantAt(k) : load.request;
        if (options === undefined)
            return false;
        this.dispatchOn(this.client, options, load);
        return true;
    }
    onComplete() {
        if (!this.settle())
            return;
        const now = performance.now();
        const serviceMs = now - this.sentAt;
        this.arrival.late(this.sentAt - this.intendedAt);
        // The timeout runs from the write, as in the closed model; the latency from the intended start.
        if (this.record(now, serviceMs, now - this.intendedAt))
            this.arrival.serviceTime(serviceMs);
        this.end();
    }
    onError(error) {
        if (!this.settle())
            return;
        if (this.connected)
            this.arrival.late(this.sentAt - this.intendedAt);
        this.recordError(error, performance.now());
        // A request that never reached the wire is not retried: the next one is due on schedule anyway.
        this.end();
    }
    end() {
        this.load.ended();
        this.freed(this);
    }
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/engine/open/arrival-ticker.ts
// The thread that wakes the open model's scheduler on time, sleeping in the kernel rather than spinning.

/**
 * The thread that wakes the scheduler on time. Node's timers count whole milliseconds, and waiting less means spinning
 * the event loop (setImmediate), which burns the core and makes the generator's self-check report it saturated. This
 * thread sleeps in the kernel until the due time (Atomics.wait takes fractions of a millisecond), then posts one
 * message, which wakes the event loop as a socket would.
 *
 * `state[SEQ]` counts the scheduler's changes of `due`: the wall-clock time in ms (timeOrigin + now: the same in every
 * thread) of the next wake-up, 0 for none (idle). The scheduler moves `due` at every tick without waking
 * the thread, which would cost a system call and a switch of threads per tick: a thread asleep until an older due
 * time wakes then, sees the newer one and sleeps on. It is woken (notify) only when it waits with no time, after a
 * post or while idle (`state[PARKED]`), or when `due` moves earlier.
 */
const TICKER = `
const { workerData, parentPort } = require('node:worker_threads');
const state = new Int32Array(workerData, 0, 2);
const due = new Float64Array(workerData, 8, 1);
for (;;) {
  const seen = Atomics.load(state, 0);
  const at = due[0];
  if (at > 0) {
    const wait = at - (performance.timeOrigin + performance.now());
    if (wait > 0) {
      Atomics.wait(state, 0, seen, wait);
      continue;
    }
    parentPort.postMessage(0);
  }
  Atomics.store(state, 1, 1);
  Atomics.wait(state, 0, seen);
  Atomics.store(state, 1, 0);
}
`;
/** The indexes of `state`: the count of changes, and whether the thread waits with no time. */
const SEQ = 0;
const PARKED = 1;
/** The tickers no scheduler uses, ready: the self warm-up's is reused by the run's first open-model scenario. */
const idle = [];
/** Wakes a scheduler at the times set with `wakeAt`, to a fraction of a millisecond, from a thread of its own. */
class ArrivalTicker {
    state;
    due;
    onTime;
    /** Returns a ticker that calls `onTime` at each time set: an idle one, or a new one (its thread starts meanwhile). */
    static take(onTime) {
        const ticker = idle.pop() ?? new ArrivalTicker();
        ticker.onTime = onTime;
        return ticker;
    }
    constructor() {
        const shared = new SharedArrayBuffer(16);
        this.state = new Int32Array(shared, 0, 2);
        this.due = new Float64Array(shared, 8, 1);
        const worker = new external_node_worker_threads_.Worker(TICKER, { eval: true, workerData: shared });
        worker.on('message', () => this.onTime?.());
        // Best effort: without the thread the scheduler's own timer still wakes it, to the millisecond.
        worker.on('error', () => undefined);
        // It never keeps the process alive, idle or not.
        worker.unref();
    }
    /** Wakes the scheduler at `at` (performance.now() of this thread). */
    wakeAt(at) {
        this.set(performance.timeOrigin + at);
    }
    /** Stops waking the scheduler; the thread waits, idle, for the next one. */
    release() {
        if (this.onTime === undefined)
            return;
        this.onTime = undefined;
        this.set(0);
        idle.push(this);
    }
    set(value) {
        const due = this.due;
        // Earlier than the time the thread may be sleeping until (0, idle, is earlier than any).
        const earlier = value < due[0];
        due[0] = value;
        // A thread that read SEQ before this change returns from its wait at once (the value differs); one already
        // waiting with no time set PARKED before it waited, so it is seen here and woken.
        Atomics.add(this.state, SEQ, 1);
        if (earlier || Atomics.load(this.state, PARKED) === 1)
            Atomics.notify(this.state, SEQ);
    }
}

;// CONCATENATED MODULE: ./src/engine/open/open-model.ts






/**
 * The connections opened before the clock starts are those the requests of the first WARM_SPAN_MS would keep busy on
 * a server answering in that time: the free connections are taken last-freed first, so a fast server uses only the
 * first few, and opening all of maxUsers ahead would cost the start of a large run many idle sockets.
 */
const WARM_SPAN_MS = 100;
/** The least time between two ticks, in ms: the most a request waits for the tick that sends it, at a high rate. */
const MIN_TICK_MS = 0.1;
/**
 * The open model, as k6's arrival-rate executors, wrk2 and vegeta run it: requests start on a schedule whatever the
 * server does, each on a free connection of the scenario's `concurrentUsers` (its maxUsers), and a request due while
 * every connection is busy is dropped (counted, never sent). Latency runs from each request's intended start, so a
 * stall shows in full instead of slowing the sender down (coordinated omission).
 *
 * A tick sends every request due since the last one (a late tick catches up, each request keeping its own intended
 * start), on the free connections, dropping those beyond them. The ticker thread (arrival-ticker.ts) wakes it at the
 * next due time to a fraction of a millisecond, and a timer to the millisecond in case the thread is late; either way
 * the tick itself runs after the I/O callbacks (setImmediate), so that a response that has already arrived frees its
 * connection before the tick looks for one. Ticks are at least MIN_TICK_MS apart: at a high rate each sends several
 * requests rather than waking the loop for every one.
 */
class OpenModel {
    part;
    figures;
    load;
    users;
    /** The free connections, last-freed on top, so that a server that keeps up keeps few connections busy. */
    free = [];
    clock;
    durationMs;
    startedAt = 0;
    endsAt = 0;
    /** The next request of this part (its index in the whole schedule) and its intended start from the start. */
    next;
    nextAt;
    immediate;
    started = false;
    stopped = false;
    ticker;
    /** The scheduler of `schedule` over `durationMs`, sending `part`'s requests on the parts' connections. */
    constructor(parts, schedule, durationMs, part = WHOLE_SCHEDULE, 
    /** The slots arrivals go to: by default a connection sending the scenario's request (OpenUser). */
    slotOf = (client, figures, freed) => new OpenUser(client, parts.load, figures, freed, parts.checks, parts.conformance)) {
        this.part = part;
        this.load = parts.load;
        this.durationMs = durationMs;
        this.clock = new ArrivalClock(schedule);
        this.figures = new arrival_figures/* ArrivalFigures */.v(durationMs);
        this.users = parts.connections.clients.map((client) => slotOf(client, this.figures, this.freed));
        // The first connection on top: the warm ones are taken first.
        for (let index = this.users.length - 1; index >= 0; index--)
            this.free.push(this.users[index]);
        // Taken before the clock: a new ticker's thread starts while the connections open.
        this.ticker = ArrivalTicker.take(this.wake);
        this.next = part.offset;
        this.nextAt = this.clock.intendedAt(part.offset);
    }
    warmConnections(withinMs) {
        const due = this.clock.countBefore(Math.min(withinMs, WARM_SPAN_MS), this.part);
        return Math.min(this.users.length, Math.max(1, due));
    }
    start(now, endsAt) {
        this.load.endsAt = endsAt;
        this.startedAt = now;
        this.endsAt = endsAt;
        this.started = true;
        this.tick();
    }
    stop() {
        if (this.stopped)
            return;
        // What fell due before the stop is sent (or dropped) still: the schedule up to the stop is the target.
        if (this.started)
            this.sendDue(performance.now());
        this.stopped = true;
        this.load.stopping = true;
        this.fallback.clear();
        if (this.immediate)
            clearImmediate(this.immediate);
        this.ticker.release();
        for (const user of this.users)
            user.stopped?.();
    }
    drain(graceMs) {
        return this.load.drain(graceMs);
    }
    interrupt() {
        this.stop();
        return interruptEach(this.users);
    }
    dropped() {
        return this.figures.dropped;
    }
    /** Returns what the scenario measured with the open model's figures added (see ArrivalFigures.withArrival). */
    measured(measured, time) {
        return this.figures.withArrival(measured, time, this.users.length);
    }
    /**
     * A connection whose request ended is free again, and the loop is awake: a request due by now is sent in this turn
     * (after its I/O), without waiting for the ticker's thread, which a busy core may run late.
     */
    freed = (user) => {
        this.free.push(user);
        if (this.started && performance.now() >= this.startedAt + this.nextAt)
            this.wake();
    };
    /** Runs the tick after the I/O callbacks of this turn of the event loop (see the class comment). */
    wake = () => {
        this.immediate ??= setImmediate(this.tick);
    };
    /** Wakes the scheduler in case the ticker's thread is late, to the millisecond (declared after `wake`). */
    fallback = new ReusedTimer(this.wake);
    tick = () => {
        this.immediate = undefined;
        if (this.stopped)
            return;
        const now = performance.now();
        this.sendDue(now);
        if (this.nextAt >= this.durationMs)
            return;
        const wakeAt = Math.max(this.startedAt + this.nextAt, now + MIN_TICK_MS);
        this.ticker.wakeAt(wakeAt);
        this.fallback.arm(Math.max(1, Math.floor(wakeAt - performance.now())));
    };
    /** Sends every request due by `now` (and before the end), each on a free connection, or drops it. */
    sendDue(now) {
        const limit = Math.min(now, this.endsAt) - this.startedAt;
        const durationMs = this.durationMs;
        const figures = this.figures;
        const free = this.free;
        const stride = this.part.stride;
        let at = this.nextAt;
        while (at <= limit && at < durationMs) {
            const second = Math.floor(at / 1000);
            const user = free.pop();
            if (user === undefined) {
                figures.dropped++;
                figures.droppedBySecond[second]++;
            }
            else if (user.sendDue(this.startedAt + at, this.next))
                figures.started++;
            else {
                // A data file's rows are used up (pick: unique): the scenario is ending, and this request is not due.
                free.push(user);
                break;
            }
            figures.scheduledBySecond[second]++;
            this.next += stride;
            at = this.clock.intendedAt(this.next);
        }
        this.nextAt = at;
    }
}

// EXTERNAL MODULE: ./src/placeholders.ts
var placeholders = __webpack_require__(84429);
;// CONCATENATED MODULE: ./src/engine/http/lean/raw-headers.ts
// The raw headers of the response being read, collected only for a handler that reads them, and read by name.
const NO_HEADERS = [];
/** Returns the values of a header (`name` in lower case) in raw headers [name, value, …], in order. */
function headerValues(raw, name) {
    const values = [];
    for (let index = 0; index + 1 < raw.length; index += 2) {
        const field = raw[index];
        if (field.length === name.length && field.toString('latin1').toLowerCase() === name)
            values.push(raw[index + 1].toString('latin1'));
    }
    return values;
}
/**
 * The raw headers of the response being read, as undici gives them (`[name, value, …]`, Buffers), collected only for
 * a handler that reads them; llhttp may hand a name or a value over in parts when a read splits it.
 */
class RawHeaders {
    list = null;
    lastWasField = false;
    /** Starts a response: its headers are kept when `wanted`, else skipped. */
    start(wanted) {
        this.list = wanted ? [] : null;
        this.lastWasField = false;
    }
    /** Keeps a copy of (a part of) a header's name (`field`) or value. */
    add(chunk, start, length, field) {
        const list = this.list;
        if (list === null)
            return;
        const part = Buffer.from(chunk.subarray(start, start + length));
        if (this.lastWasField === field && list.length > 0)
            list[list.length - 1] = Buffer.concat([list.at(-1), part]);
        else
            list.push(part);
        this.lastWasField = field;
    }
    /** Drops what was kept: an interim response's headers (103) are not the final one's, as undici gives them. */
    clear() {
        if (this.list !== null)
            this.list.length = 0;
        this.lastWasField = false;
    }
    /** Returns the headers kept (none when skipped), and stops keeping. */
    take() {
        const list = this.list ?? NO_HEADERS;
        this.list = null;
        return list;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/engine/http/request-template.ts
// A request filled anew at each send: its per-request values (`${uuid}`, a flow user's extracted values) put in.



/** Returns an empty set of values, for one user. */
function emptyValues() {
    return { text: Object.create(null), json: Object.create(null) };
}
const NO_VALUES = emptyValues();
/** Marks a per-request name in a text once the environment is filled in: a private-use character. */
const MARK = '\uE000';
const MARK_CODE = 0xe000;
const MARKED = /\uE000([A-Za-z0-9_.-]+)\uE000/g;
/** The marked `${uuid}` as the built request holds it: as is, or percent-encoded in a path, query or form body. */
const UUID_MARKED = /\uE000uuid\uE000|%EE%80%80uuid%EE%80%80/g;
/**
 * Returns the names a request's data fills per request: the built-in `${uuid}`, a data file's `${data.<column>}`,
 * and those of `extracted` (the values earlier flow steps extract) that it uses. Empty: the request is the same every time, built once.
 */
function perRequestNames(source, extracted = new Set()) {
    const { path, params, query, headers, body, graphql, upload } = source;
    const text = JSON.stringify([path, params, query, headers, body, graphql, upload]);
    return new Set((0,placeholders/* findPlaceholders */.GY)(text).flatMap(({ name }) => (extracted.has(name) || (0,placeholders/* isRunValue */.Xe)(name) ? [name] : [])));
}
/**
 * A request built anew for each send. The environment part of each text is filled once, when the template is made
 * (and checked then: an unset variable throws, naming it), and each per-request name is marked in it; a send only
 * puts the values in, one `${uuid}` for the whole request. Each build is a new object: the lean client serializes a
 * request once per object (lean/lean-origin.ts), in a WeakMap that lets it go with the object.
 *
 * A request whose only per-request value is `${uuid}` is built once, marked, and a send replaces the marks in its
 * path, headers and body: a UUID's characters read the same in every part, encoded or not. One with extracted values
 * is built from its texts at each send, since a value may need encoding where it goes.
 */
class RequestTemplate {
    baseUrl;
    source;
    names;
    env;
    addSecret;
    /** `http://host:port` of the request's URL. */
    origin;
    /** For a request whose only per-request value is `${uuid}`: its parts built once, marked. */
    marked;
    filled = new Map();
    /** The values of the request being built, and its UUID once one is drawn. */
    values = NO_VALUES;
    uuid;
    /** `names` are the extracted names it fills per request (`${uuid}` always is); `addSecret` gets each env value. */
    constructor(baseUrl, source, names, env, addSecret) {
        this.baseUrl = baseUrl;
        this.source = source;
        this.names = names;
        this.env = env;
        this.addSecret = addSecret;
        const built = (0,build_request/* buildRequestWith */.i2)(baseUrl, source, this.fillEnv);
        this.origin = built.origin;
        // An upload's bytes are no text to replace marks in: its form is encoded anew at each build (upload-body.ts).
        if ([...names].every(placeholders/* isBuiltIn */.qi) && source.upload === undefined)
            this.marked = markedRequest((0,build_request/* dispatchOptions */.th)({ ...built, secrets: [] }));
    }
    /** Returns a new request object with `values` (a flow user's) and a new `${uuid}` put in. */
    build(values = NO_VALUES) {
        if (this.marked)
            return withUuid(this.marked, (0,external_node_crypto_.randomUUID)());
        this.values = values;
        this.uuid = undefined;
        return (0,build_request/* dispatchOptions */.th)({ ...(0,build_request/* buildRequestWith */.i2)(this.baseUrl, this.source, this.fill, this.fillValue), secrets: [] });
    }
    /** Returns a text with the environment filled in and each per-request name marked; once per text. */
    fillEnv = (text) => {
        let done = this.filled.get(text);
        if (done === undefined) {
            done = (0,placeholders/* replacePlaceholders */.Lb)(text, (name) => this.names.has(name) || (0,placeholders/* isRunValue */.Xe)(name)
                ? `${MARK}${name}${MARK}`
                : (0,placeholders/* fillPlaceholders */.Ct)(`\${${name}}`, this.env, this.addSecret));
            this.filled.set(text, done);
        }
        return done;
    };
    /** Returns a text of the request with its per-request values put in. */
    fill = (text) => {
        const done = this.fillEnv(text);
        return done.includes(MARK) ? done.replace(MARKED, this.valueOf) : done;
    };
    /** Returns a string of a JSON body or of GraphQL variables filled: exactly one typed extracted value keeps its type. */
    fillValue = (text) => {
        const done = this.fillEnv(text);
        if (done.length > 2 && done.charCodeAt(0) === MARK_CODE && done.indexOf(MARK, 1) === done.length - 1) {
            const typed = this.values.json[done.slice(1, -1)];
            if (typed !== undefined)
                return typed;
        }
        return done.includes(MARK) ? done.replace(MARKED, this.valueOf) : done;
    };
    valueOf = (_, name) => (0,placeholders/* isBuiltIn */.qi)(name) ? (this.uuid ??= (0,external_node_crypto_.randomUUID)()) : (this.values.text[name] ?? '');
}
/** Returns a request built with its `${uuid}` marked, and where the marks are. */
function markedRequest(options) {
    const headers = options.headers;
    const body = options.body instanceof Buffer ? options.body.toString() : undefined;
    const has = (text) => text.includes(MARK) || text.includes('%EE%80%80');
    return {
        options: { ...options, headers },
        path: has(options.path),
        headers: headers.flatMap((value, index) => (index % 2 === 1 && value.includes(MARK) ? [index] : [])),
        body: body !== undefined && has(body) ? body : undefined,
    };
}
/** Returns a new request object: the marked one with `uuid` in each of its marks. */
function withUuid(marked, uuid) {
    const { options } = marked;
    let headers = options.headers;
    if (marked.headers.length > 0) {
        headers = [...headers];
        for (const index of marked.headers)
            headers[index] = headers[index].replace(UUID_MARKED, uuid);
    }
    return {
        ...options,
        path: marked.path ? options.path.replace(UUID_MARKED, uuid) : options.path,
        headers,
        body: marked.body === undefined ? options.body : Buffer.from(marked.body.replace(UUID_MARKED, uuid)),
    };
}

// EXTERNAL MODULE: ./src/engine/record/latency-histogram.ts
var latency_histogram = __webpack_require__(39331);
;// CONCATENATED MODULE: ./src/engine/record/round-recorder.ts

/** Returns milliseconds rounded to the microsecond, as results.json writes times. */
const roundMs = (ms) => Math.round(ms * 1000) / 1000;
/**
 * The rounds of one ScenarioRecorder: its measured time split into equal rounds, each with the requests that ended
 * in it and their latencies. Nothing here runs per request: the recorder hands over its latencies a slice at a
 * time (at every second or round boundary), and a round's counts are the recorder's running totals at its end less
 * those at its start. The last round also has what ends after the measured time (grace, interrupted requests).
 * A round's histogram is encoded only when the results are read: the encoding (deflate) takes milliseconds, and at a
 * round boundary during the run it would delay every response and every scheduled request behind it.
 */
class RoundRecorder {
    /** When the current round ends (performance.now()); never while it is the last. */
    nextAt = Number.POSITIVE_INFINITY;
    /** The rounds already over, in order. */
    ended = [];
    /** The current round's latencies, added slice by slice. */
    histogram = (0,latency_histogram/* createLatencyHistogram */.bf)();
    round = 0;
    /** The last round: -1 until started, lower once a cancel cut the measured time short. */
    last = -1;
    count = 1;
    startedAt = 0;
    durationMs = 0;
    /** Where the measured time ended, from its start: durationMs, or less once cancelled. */
    endMs = 0;
    /** The recorder's ok and failed requests when the current round started. */
    okBefore = 0;
    failedBefore = 0;
    /** The rounds already over, in order, with their histograms encoded. */
    get results() {
        return this.ended.map(({ round, histogram }) => ({ ...round, histogram: (0,latency_histogram/* encodeHistogram */.ll)(histogram) }));
    }
    /** Starts `count` rounds over the measured time, which starts at `now` and lasts `durationMs`. */
    start(now, durationMs, count) {
        this.startedAt = now;
        this.durationMs = durationMs;
        this.endMs = durationMs;
        this.count = Math.max(1, Math.floor(count));
        this.last = this.count - 1;
        this.schedule();
    }
    /** Starts the rounds as `other`'s started (and stopped, once cancelled): a recorder created during the run. */
    startLike(other) {
        this.start(other.startedAt, other.durationMs, other.count);
        this.last = other.last;
        this.endMs = other.endMs;
        this.schedule();
    }
    /** Adds latencies of the current round: the recorder's slice since its last boundary. */
    add(slice) {
        (0,latency_histogram/* addInto */.gQ)(this.histogram, slice);
    }
    /** Ends the rounds before `now`, given the recorder's ok and failed requests so far (none of them after `now`). */
    roll(now, ok, failed) {
        while (this.round < this.last && now - this.startedAt >= this.offset(this.round + 1))
            this.flush(ok, failed);
        this.schedule();
    }
    /** Ends the measured time `elapsedMs` after its start (a cancelled run): the round it stopped in is the last. */
    stop(elapsedMs) {
        const reached = this.durationMs > 0 ? Math.ceil((elapsedMs * this.count) / this.durationMs) - 1 : 0;
        // Never before the current round: what it recorded already must reach a round.
        this.last = Math.max(Math.min(reached, this.last), this.round);
        this.endMs = Math.min(this.endMs, Math.max(elapsedMs, this.offset(this.last)));
        this.schedule();
    }
    /** Ends every round up to the last one, given the recorder's final counts; call once, at the end. */
    finish(ok, failed) {
        while (this.round <= this.last)
            this.flush(ok, failed);
        this.nextAt = Number.POSITIVE_INFINITY;
    }
    /** Returns where round `index` starts, in ms from the start of the measured time. */
    offset(index) {
        return (this.durationMs * index) / this.count;
    }
    schedule() {
        this.nextAt = this.round < this.last ? this.startedAt + this.offset(this.round + 1) : Number.POSITIVE_INFINITY;
    }
    flush(ok, failed) {
        const start = this.offset(this.round);
        const end = this.round === this.last ? this.endMs : this.offset(this.round + 1);
        const roundOk = ok - this.okBefore;
        const roundFailed = failed - this.failedBefore;
        this.ended.push({
            round: {
                startMs: roundMs(start),
                durationMs: roundMs(Math.max(0, end - start)),
                requests: { total: roundOk + roundFailed, ok: roundOk, failed: roundFailed },
            },
            histogram: this.histogram,
        });
        this.histogram = (0,latency_histogram/* createLatencyHistogram */.bf)();
        this.okBefore = ok;
        this.failedBefore = failed;
        this.round++;
    }
}

// EXTERNAL MODULE: ./src/results/types.ts
var types = __webpack_require__(85187);
;// CONCATENATED MODULE: ./src/engine/record/scenario-recorder.ts
// src/engine/record/ records what a scenario measured; this is its recorder: counts, histograms, timeline, samples.





/**
 * The counters of one scenario, shared by its virtual users. The hot path does integer and typed-array updates and
 * one histogram record per request; everything else (percentiles, records, the timeline, the rounds) happens at a
 * second or round boundary, or at the end.
 */
class ScenarioRecorder {
    statuses;
    ok = 0;
    /** Failed requests by category index (ERROR_CATEGORIES order). */
    failed = new Float64Array(types/* ERROR_CATEGORIES */.Uu.length);
    /** Responses by status code. */
    byStatus = new Float64Array(error_category/* STATUS_CODES */.I_);
    bytesReceived = 0;
    /** The request bodies' bytes, each counted as its request is written (http/request-handler.ts). */
    bytesSent = 0;
    /** The redirects followed (http/agent/): each hop once, in no count of requests. */
    redirects = 0;
    /** Every latency of the seconds already rolled over; the current second's are in `current` until then. */
    total = (0,latency_histogram/* createLatencyHistogram */.bf)();
    timeline = [];
    /** The measured time split into equal rounds, each with its own counts and histogram. */
    rounds = new RoundRecorder();
    /** A few failed responses, as evidence; the virtual users add those with a body, the recorder those without. */
    samples;
    // Each request is recorded once, in `current`: the latencies since the last second or round boundary. At each
    // boundary that slice is added to its second's histogram and its round's; a second's is added to `total` when the
    // second ends. Rounds need not end on a second, hence the slice.
    current = (0,latency_histogram/* createLatencyHistogram */.bf)();
    secondHistogram = (0,latency_histogram/* createLatencyHistogram */.bf)();
    currentRequests = 0;
    currentErrors = 0;
    second = 0;
    lastSecond = -1;
    startedAt = 0;
    durationMs = 0;
    nextSecondAt = Number.POSITIVE_INFINITY;
    /** The next second or round boundary: the one time the hot path compares with. */
    nextBoundaryAt = Number.POSITIVE_INFINITY;
    /**
     * `statuses` maps a status code to OK or to its category index (see statusTable); `secrets` are the values of
     * the scenario's `${NAME}` placeholders, which a sample never keeps half of (see FailedSamples).
     */
    constructor(statuses, secrets = []) {
        this.statuses = statuses;
        this.samples = new failed_samples/* FailedSamples */.PQ(secrets);
    }
    /**
     * Starts the clock of the timeline and of `rounds` rounds over a measured time of `durationMs`: a response that
     * arrives after the measured time (before the scenario noticed it was over, or in the grace period) counts in the
     * last second and the last round.
     */
    start(now, durationMs, rounds = 1) {
        this.startedAt = now;
        this.durationMs = durationMs;
        this.lastSecond = Math.ceil(durationMs / 1000) - 1;
        this.nextSecondAt = this.lastSecond > 0 ? now + 1000 : Number.POSITIVE_INFINITY;
        this.rounds.start(now, durationMs, rounds);
        this.nextBoundaryAt = Math.min(this.nextSecondAt, this.rounds.nextAt);
    }
    /**
     * Starts the clock as `other`'s started (and stopped, once cancelled), for a recorder created during the run (a
     * script's step, on first use): its timeline and rounds then have the same seconds and rounds, those over empty.
     */
    startLike(other) {
        this.start(other.startedAt, other.durationMs);
        this.lastSecond = other.lastSecond;
        this.rounds.startLike(other.rounds);
        this.roll(other.startedAt);
    }
    /** Returns OK or the category index a response with this status counts in, by its status alone. */
    categoryOf(status) {
        return this.statuses[status];
    }
    /**
     * Records a whole response; `category` is OK or the index it failed in (categoryOf, or `graphql` when its body
     * says so); `latencyMs` from the request's write to the response's last byte.
     */
    response(status, category, latencyMs, bytes, now) {
        if (now >= this.nextBoundaryAt)
            this.roll(now);
        this.byStatus[status]++;
        this.bytesReceived += bytes;
        if (category === error_category.OK)
            this.ok++;
        else {
            this.failed[category]++;
            this.currentErrors++;
        }
        this.currentRequests++;
        this.current.recordValue(Math.round(latencyMs * latency_histogram/* MICROSECONDS_PER_MS */.Ld));
    }
    /**
     * Records a request that ended without a whole response: it has no latency, and its sample no status. `reason`
     * says why, for the sample; it is asked for only when a sample is taken, so the hot path builds no text.
     */
    error(category, now, reason) {
        if (now >= this.nextBoundaryAt)
            this.roll(now);
        this.failed[category]++;
        this.currentRequests++;
        this.currentErrors++;
        if (this.samples.wants(0, category))
            this.samples.add(0, category, '', undefined, reason?.());
    }
    /**
     * Records a failed request with no latency, status or sample of its own: a flow's iteration that failed in a
     * `measure: false` step, whose response (and its sample) is in that step's recorder, not in the flow's figures.
     */
    failure(category, now) {
        if (now >= this.nextBoundaryAt)
            this.roll(now);
        this.failed[category]++;
        this.currentRequests++;
        this.currentErrors++;
    }
    /**
     * Records requests still in flight when the grace period ran out; they never completed, so no second has them.
     * They ended after the measured time, so they count in the last round, as late responses do.
     */
    interrupted(count) {
        this.roll(Number.POSITIVE_INFINITY);
        this.failed[error_category/* CATEGORY */.XJ.interrupted] += count;
        if (count > 0)
            this.samples.add(0, error_category/* CATEGORY */.XJ.interrupted, '');
    }
    /**
     * Ends the seconds and rounds before `now`: the seconds' latencies go to `total` and their entries to the
     * timeline, the rounds' to `rounds`.
     */
    roll(now) {
        this.closeSlice();
        const target = Math.min(Math.floor((now - this.startedAt) / 1000), this.lastSecond);
        while (this.second < target)
            this.flush();
        this.nextSecondAt =
            this.second >= this.lastSecond ? Number.POSITIVE_INFINITY : this.startedAt + (this.second + 1) * 1000;
        if (now >= this.rounds.nextAt)
            this.rounds.roll(now, this.ok, this.errors());
        this.nextBoundaryAt = Math.min(this.nextSecondAt, this.rounds.nextAt);
    }
    /**
     * Ends the measured time early (a cancelled run), `elapsedMs` after its start: the second and the round in which
     * the run stopped become the last ones, so that the timeline has one entry per second measured and the rounds
     * are those reached, the last one partial.
     */
    stop(elapsedMs) {
        // Never before the current second: what it recorded already must reach the timeline and the total.
        this.lastSecond = Math.max(Math.min(Math.ceil(elapsedMs / 1000) - 1, this.lastSecond), this.second);
        this.rounds.stop(elapsedMs);
        this.roll(this.startedAt + elapsedMs);
    }
    /** Rolls over every second and round up to the last one, the current one included; call once, at the end. */
    finish() {
        this.closeSlice();
        while (this.second <= this.lastSecond)
            this.flush();
        this.rounds.finish(this.ok, this.errors());
        this.nextSecondAt = Number.POSITIVE_INFINITY;
        this.nextBoundaryAt = Number.POSITIVE_INFINITY;
    }
    /** Returns the requests completed so far (ok or failed), those of the current second included. */
    completed() {
        return this.ok + this.errors();
    }
    /** Returns the failed requests so far. */
    errors() {
        let sum = 0;
        for (const count of this.failed)
            sum += count;
        return sum;
    }
    /** Returns the failed requests by category name, leaving out the categories with none. */
    byCategory() {
        const counts = {};
        types/* ERROR_CATEGORIES */.Uu.forEach((name, index) => {
            const count = this.failed[index];
            if (count > 0)
                counts[name] = count;
        });
        return counts;
    }
    /** Returns the responses by status code, as results.json's record keyed by the code. */
    statusCounts() {
        const counts = {};
        this.byStatus.forEach((count, status) => {
            if (count > 0)
                counts[String(status)] = count;
        });
        return counts;
    }
    /** Hands the latencies since the last boundary to their second and their round. */
    closeSlice() {
        const slice = this.current;
        if (slice.totalCount === 0)
            return;
        (0,latency_histogram/* addInto */.gQ)(this.secondHistogram, slice);
        this.rounds.add(slice);
        slice.reset();
    }
    flush() {
        const histogram = this.secondHistogram;
        const [p50 = 0, p95 = 0, p99 = 0] = (0,latency_histogram/* percentilesOf */.ib)(histogram, [50, 95, 99]).map(latency_histogram/* toMs */.G8);
        this.timeline.push({
            second: this.second,
            requests: this.currentRequests,
            errors: this.currentErrors,
            p50,
            p95,
            p99,
        });
        if (histogram.totalCount > 0) {
            (0,latency_histogram/* addInto */.gQ)(this.total, histogram);
            histogram.reset();
        }
        this.currentRequests = 0;
        this.currentErrors = 0;
        this.second++;
    }
}

;// CONCATENATED MODULE: ./src/engine/flow/compiled-steps.ts









/**
 * Returns the plans of a flow's steps, in order. `secrets` receives the environment values filled in (to be masked);
 * the array is also each recorder's list of secrets, so that the caller can add the values once steps extract.
 * Throws, naming the step, when a step needs an environment variable that is not set.
 */
function planFlowSteps(baseUrl, steps, env, secrets) {
    // The names extracted by the steps before: a once step's are known to every later step, since it runs first.
    const extracted = new Set();
    return steps.map((step) => {
        try {
            const plan = planStep(baseUrl, step, perRequestNames(step, extracted), env, secrets);
            for (const { name } of step.extract)
                extracted.add(name);
            return plan;
        }
        catch (error) {
            // A URL error's own message may quote the URL with values filled in: it goes up as is, to be replaced.
            if (error.code === 'ERR_INVALID_URL')
                throw error;
            throw new Error(`step ${step.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
    });
}
/** Returns one step's plan; `names` are the extracted names its request uses, and `uuid` when it uses `${uuid}`. */
function planStep(baseUrl, step, names, env, secrets) {
    const addSecret = (value) => {
        if (!secrets.includes(value))
            secrets.push(value);
    };
    let origin;
    let request;
    let template;
    if (names.size === 0) {
        const built = (0,build_request/* buildRequest */.mK)(baseUrl, step, env);
        built.secrets.forEach(addSecret);
        origin = built.origin;
        request = (0,build_request/* dispatchOptions */.th)(built);
    }
    else {
        template = new RequestTemplate(baseUrl, step, names, env, addSecret);
        origin = template.origin;
    }
    const checks = step.expectJson && new BodyChecks(step.expectJson);
    const extractions = step.extract.map((one) => {
        if ('path' in one)
            return { name: one.name, path: (0,json_path/* compileJsonPath */.nO)(one.path), label: `extract ${one.name}: ${one.path}` };
        return {
            name: one.name,
            header: one.header.toLowerCase(),
            ...(one.match !== undefined && { match: new RegExp(one.match) }),
            label: `extract ${one.name}: header ${one.header}${one.match === undefined ? '' : ` match ${one.match}`}`,
        };
    });
    const graphql = step.graphql !== undefined;
    return {
        step,
        origin,
        recorder: new ScenarioRecorder((0,error_category/* statusTable */.XR)(step.expectStatus), secrets),
        checks,
        conformance: conformanceOf(step.responseContract),
        request,
        template,
        needs: [...names].filter((name) => !(0,placeholders/* isBuiltIn */.qi)(name)),
        inFlowFigures: !step.once && !step.cleanup && step.measure !== false,
        extractions,
        extractFailed: new Float64Array(extractions.length),
        keepBytes: graphql || checks || extractions.some((one) => one.path) ? CHECKED_BODY_BYTES : 0,
        readsHeaders: extractions.some((one) => one.header),
        graphql,
    };
}
/**
 * Returns the values of a response's extractions in `into`, or the index of the first that found nothing: the body
 * (its first `kept` of `bytes` bytes) parsed once when a JSONPath needs it, a header from undici's raw headers. A
 * JSON number, boolean, object or list is kept as its JSON text and, apart, as itself (see RequestValues).
 */
function extractValues(plan, body, kept, bytes, rawHeaders, into) {
    let json;
    let parsed = false;
    const extractions = plan.extractions;
    for (let index = 0; index < extractions.length; index++) {
        const extraction = extractions[index];
        let value;
        let typed;
        if (extraction.path) {
            if (!parsed) {
                parsed = true;
                json = body && bytes <= kept ? parse(body, kept) : undefined;
            }
            const [match] = json === undefined ? [] : extraction.path(json);
            if (typeof match === 'string')
                value = match;
            else if (match !== undefined && match !== null) {
                value = JSON.stringify(match);
                typed = match;
            }
        }
        else {
            value = rawHeaders && headerValues(rawHeaders, extraction.header)[0];
            if (value !== undefined && extraction.match) {
                const found = extraction.match.exec(value);
                value = found ? (found[1] ?? found[0]) : undefined;
            }
        }
        if (value === undefined || value === '') {
            plan.extractFailed[index]++;
            return index;
        }
        into.text[extraction.name] = value;
        into.json[extraction.name] = typed;
    }
    return -1;
}
/** Returns the `byCheck` entries of a step's failed extractions. */
function extractionCounts(plan) {
    const counts = {};
    plan.extractFailed.forEach((count, index) => {
        if (count > 0)
            counts[plan.extractions[index].label] = count;
    });
    return counts;
}

;// CONCATENATED MODULE: ./src/engine/flow/flow-shared.ts
/** A failed once step (a login) is tried again after this long: never a busy loop against a failing login. */
const ONCE_RETRY_MS = 1_000;

;// CONCATENATED MODULE: ./src/engine/flow/user-once-steps.ts
/** What a user sends next of its once steps: the index of a step, none left (`DONE`), or nothing yet (`WAIT`). */
const DONE = -1;
const WAIT = -2;
/**
 * The once steps of one flow user still to run before its next iteration: all of them first, later those a
 * `refreshOn` status asks again. A `shared: true` step is taken from its SharedOnce when another user fetched it, and
 * asked again when that answer was replaced or expired; the user remembers which answer (version) it holds, so that
 * its refreshOn status drops only that one.
 */
class UserOnceSteps {
    once;
    plans;
    shared;
    todo;
    /** For each shared step the user took, the version of the answer it holds. */
    versions = new Map();
    constructor(once, plans, 
    /** The shared once steps of the flow, by step index; absent when it has none. */
    shared) {
        this.once = once;
        this.plans = plans;
        this.shared = shared;
        this.todo = [...once];
    }
    /**
     * Returns the once step the user sends now, DONE when none is left to run, or WAIT while another user fetches a
     * shared one (`wake` is called when it is there). Shared answers already fetched go into `values` on the way.
     * Before an iteration (none left to run), a shared answer replaced or expired since the user took it is asked
     * again first.
     */
    next(values, wake) {
        const shared = this.shared;
        const now = performance.now();
        if (shared !== undefined && this.todo.length === 0)
            for (const [index, answer] of shared) {
                const version = this.versions.get(index);
                if (version !== undefined && answer.stale(version, now))
                    this.todo.push(index);
            }
        while (this.todo.length > 0) {
            const index = this.todo[0];
            const answer = shared?.get(index);
            if (answer === undefined)
                return index;
            const take = answer.take(values, wake, now);
            if (take === 'wait')
                return WAIT;
            if (take === 'send')
                return index;
            this.versions.set(index, answer.version);
            this.todo.shift();
        }
        return DONE;
    }
    /**
     * Notes that once step `index` ended, ok or not: an ok one is done (a shared one's answer kept for all, read from
     * `values` and the first `kept` bytes of `body`), a failed one stays first to be tried again.
     */
    ended(index, ok, values, body, kept) {
        const answer = this.shared?.get(index);
        if (ok) {
            this.todo.shift();
            if (answer) {
                answer.answered(values, body, kept, performance.now());
                this.versions.set(index, answer.version);
            }
        }
        else
            answer?.failed();
    }
    /** Queues the once steps whose `refreshOn` has `status`, the status of a step of an iteration that just ended. */
    refresh(status) {
        if (status === 0)
            return;
        for (const index of this.once) {
            const refreshOn = this.plans[index].step.refreshOn;
            if (!refreshOn?.includes(status) || this.todo.includes(index))
                continue;
            this.shared?.get(index)?.refresh(this.versions.get(index) ?? -1);
            this.todo.push(index);
        }
        if (this.todo.length > 1)
            this.todo.sort((a, b) => a - b);
    }
}

;// CONCATENATED MODULE: ./src/engine/flow/flow-user.ts









/**
 * One virtual user of a flow: on its own keep-alive connection it runs the once steps (a login), then the steps of an
 * iteration in order, again and again until the measured time is over, with the values its steps extracted. An
 * iteration ends at its first failed step; a status in a once step's `refreshOn` runs that step again before the next
 * one. A `measure: false` step is one of the iteration, but its latency and bytes are not the iteration's. Once the
 * run has stopped and the user's last request ended, it sends its cleanup steps, each only when the user has a value
 * for every extracted name it uses, within the drain of the run (none on a cancelled run).
 *
 * Like VirtualUser it is its own undici dispatch handler (RequestHandler) and reads a body only as far as a decision
 * needs it: the step's GraphQL errors, expect.json or JSONPath extraction, or a sample. The flow's iterations are
 * recorded in the load's recorder, each step's requests in the step's own.
 */
class FlowUser extends RequestHandler {
    client;
    flow;
    values = emptyValues();
    /** The once steps still to run before the next iteration: all of them first, later those to refresh. */
    onceSteps;
    /** The index of the step in flight, or of the last one. */
    planIndex = 0;
    /** The plan of the request in flight, or of the last one. */
    plan;
    /** The step of the iteration the user is at (an index into `iteration`). */
    position = 0;
    iterationMs = 0;
    iterationBytes = 0;
    /** The status of the iteration's last measured step: the flow's status for an ok iteration. */
    iterationStatus = 0;
    /** The raw headers of the response, kept only for a step that extracts a header. */
    rawHeaders;
    /** The size of `body`: the most any step reads. */
    bodyBytes;
    waitTimer;
    /** Whether the row the user took is still for the next iteration: taken before the once steps, or not yet used. */
    rowUnused = false;
    /** Whether the user sent a request: one that never started (a ramp-up cut short) has nothing to clean up. */
    sent = false;
    /** The next of `cleanup` to consider; -1 until the cleanup starts, past the end once it is over or abandoned. */
    cleanupAt = -1;
    constructor(client, flow) {
        super();
        this.client = client;
        this.flow = flow;
        this.onceSteps = new UserOnceSteps(flow.once, flow.plans, flow.sharedOnce);
        this.plan = flow.plans[0];
        this.bodyBytes = Math.max(failed_samples/* SAMPLE_BODY_BYTES */.OW, ...flow.plans.map((plan) => (plan.conformance ? CHECKED_BODY_BYTES : plan.keepBytes)));
    }
    /**
     * Sends the next request of the user: a once step still to run, or the first step of a new iteration. With a data
     * file, the user takes a row before its first request, for its once steps and its first iteration, and a new one
     * for each later iteration; none is sent once `unique` rows are used up (the scenario is ending).
     */
    start = () => {
        const load = this.flow.load;
        if (!load.stopping && performance.now() < load.endsAt)
            this.begin();
    };
    /** Sends the next request of the user (see start), the end of the measured time not checked. */
    begin() {
        const { iteration, data } = this.flow;
        if (data !== undefined && !this.rowUnused) {
            if (!data.take(this.values))
                return;
            this.rowUnused = true;
        }
        const once = this.onceSteps.next(this.values, this.start);
        if (once === WAIT)
            return;
        if (once !== DONE)
            this.send(once);
        else if (iteration.length > 0) {
            this.rowUnused = false;
            this.position = 0;
            this.iterationMs = 0;
            this.iterationBytes = 0;
            this.send(iteration[0]);
        }
    }
    /**
     * Called when the run stops (ClosedModel.stop): a user between requests (thinking, waiting to retry) starts its
     * cleanup now; one with a request in flight does when that request ends.
     */
    stopped = () => {
        if (this.inFlight)
            return;
        clearTimeout(this.waitTimer);
        this.cleanUp();
    };
    onHeaders(statusCode, rawHeaders) {
        this.status = statusCode;
        this.kept = 0;
        const plan = this.plan;
        if (plan.readsHeaders)
            this.rawHeaders = rawHeaders;
        if (this.debugRequest)
            this.debugHeaders = rawHeaders;
        const category = plan.recorder.categoryOf(statusCode);
        if (category === error_category.OK && plan.conformance !== undefined)
            this.sampled = plan.conformance.sample();
        if (plan.graphql || category === error_category.OK)
            this.keepUpTo = this.sampled ? CHECKED_BODY_BYTES : plan.keepBytes;
        else
            this.keepUpTo = plan.recorder.samples.wants(statusCode, category) ? failed_samples/* SAMPLE_BODY_BYTES */.OW : 0;
        if (this.keepUpTo > 0)
            this.body ??= Buffer.allocUnsafe(this.bodyBytes);
        return true;
    }
    onComplete() {
        if (!this.settle())
            return;
        const now = performance.now();
        const latencyMs = now - this.latencyFrom();
        const plan = this.plan;
        const recorder = plan.recorder;
        if (this.timeoutMs > 0 && now - this.sentAt > this.timeoutMs) {
            recorder.error(error_category/* CATEGORY */.XJ.timeout, now);
            this.stepEnded(error_category/* CATEGORY */.XJ.timeout, now, -1);
            return;
        }
        const status = this.status;
        let category = this.judge(recorder.categoryOf(status), plan.graphql, plan.checks, plan.conformance);
        let failedExtraction = -1;
        if (category === error_category.OK && plan.extractions.length > 0) {
            failedExtraction = extractValues(plan, this.body, this.kept, this.bytes, this.rawHeaders, this.values);
            if (failedExtraction >= 0)
                category = error_category/* CATEGORY */.XJ.check;
            else if (plan.step.once)
                for (const { name } of plan.extractions)
                    this.flow.secret(this.values.text[name]);
        }
        this.rawHeaders = undefined;
        if (category !== error_category.OK && recorder.samples.wants(status, category))
            this.keepSample(recorder.samples, category, plan.checks, failedExtraction >= 0 ? `${plan.extractions[failedExtraction].label} found nothing` : undefined, plan.conformance);
        recorder.response(status, category, latencyMs, this.bytes, now);
        this.stepEnded(category, now, latencyMs);
    }
    onError(error) {
        if (!this.settle())
            return;
        this.rawHeaders = undefined;
        const now = performance.now();
        const category = error_category/* CATEGORY */.XJ[(0,error_category/* categoryOfError */.sM)(error)];
        this.plan.recorder.error(category, now, (0,error_category/* reasonFor */.qo)(category, error));
        this.stepEnded(category, now, -1);
    }
    countRedirect() {
        this.plan.recorder.redirects++;
    }
    /**
     * Ends the user, its cleanup included; returns true when a step of an iteration was in flight, which the caller
     * counts as an interrupted iteration (a once or cleanup step in flight counts in that step alone).
     */
    interrupt() {
        clearTimeout(this.waitTimer);
        this.cleanupAt = this.flow.cleanup.length;
        const wasInFlight = this.endRequest();
        if (wasInFlight)
            this.plan.recorder.interrupted(1);
        const step = this.plan.step;
        return wasInFlight && !step.once && step.cleanup !== true;
    }
    /**
     * Goes on after a step's request ended in `category` (OK or failed), `latencyMs` after its write (-1: no whole
     * response), then counts it ended: the next request is in flight by then, so that the drain at the end of the run,
     * which ends when none is, waits for the cleanup a user starts as its last request ends.
     */
    stepEnded(category, now, latencyMs) {
        this.next(category, now, latencyMs);
        this.flow.load.ended();
    }
    /**
     * Sends what follows a step that ended: the next once step or step of the iteration, or the flow's record of the
     * iteration and the next one; the next cleanup step; or, once the run has stopped, the cleanup.
     */
    next(category, now, latencyMs) {
        const { load, iteration } = this.flow;
        const plan = this.plan;
        if (plan.step.cleanup) {
            this.nextCleanup();
            return;
        }
        const stopped = load.stopping || now >= load.endsAt;
        if (plan.step.once) {
            this.onceSteps.ended(this.planIndex, category === error_category.OK, this.values, this.body, this.kept);
            if (stopped)
                this.cleanUp();
            else if (category === error_category.OK)
                this.start();
            else
                this.wait(ONCE_RETRY_MS);
            return;
        }
        this.onceSteps.refresh(this.status);
        const recorder = load.recorder;
        // A `measure: false` step is one of the iteration, but neither its latency nor its bytes are the flow's.
        const inFigures = plan.inFlowFigures;
        if (inFigures)
            this.iterationBytes += this.bytes;
        if (category === error_category.OK) {
            if (inFigures) {
                this.iterationMs += latencyMs;
                this.iterationStatus = this.status;
            }
            // An iteration the end of the measured time cuts between two ok steps neither completed nor failed: it is not
            // counted in the flow's figures, as k6 does not count an iteration it did not finish.
            if (++this.position < iteration.length) {
                if (stopped)
                    this.cleanUp();
                else
                    this.send(iteration[this.position]);
                return;
            }
            const iterationMs = this.iterationLatency(this.iterationMs, now);
            recorder.response(this.iterationStatus, error_category.OK, iterationMs, this.iterationBytes, now);
        }
        else if (latencyMs < 0)
            recorder.error(category, now);
        // A failed `measure: false` step fails the iteration, with no latency of the flow's: its own is not the flow's,
        // and the measured steps' so far (none, for a create before the measured delete) would read as a fast iteration.
        else if (!inFigures)
            recorder.failure(category, now);
        else {
            const iterationMs = this.iterationLatency(this.iterationMs + latencyMs, now);
            recorder.response(this.status, category, iterationMs, this.iterationBytes, now);
        }
        if (stopped)
            this.cleanUp();
        else
            this.iterationEnded(category);
    }
    /** Where the latency of the request in flight starts: its write (the open model's first step: its arrival). */
    latencyFrom() {
        return this.sentAt;
    }
    /** Returns an iteration's latency, given the sum of its measured steps' (the open model's: from its arrival). */
    iterationLatency(stepsMs, _now) {
        return stepsMs;
    }
    /** Goes on after an iteration ended in `category`, before the end of the run: the next one, after a pause or not. */
    iterationEnded(category) {
        // A request that never reached the wire fails again at once: it waits like a failed connect (see VirtualUser).
        if (category !== error_category.OK && (!this.connected || this.dispatching))
            this.wait(CONNECT_RETRY_PAUSE_MS);
        else if (this.flow.load.thinkTimeMs > 0)
            this.wait(this.flow.load.thinkTimeMs);
        else
            this.start();
    }
    /** Whether the request in flight is the first step of an iteration (not a once or cleanup step). */
    get atFirstStep() {
        return this.position === 0 && !this.plan.step.once && this.plan.step.cleanup !== true;
    }
    /**
     * Starts the user's cleanup steps once the run has stopped, unless it was cancelled, or the user never sent a request,
     * or it started them already. A user past the end of the measured time before the run noticed is left idle: the stop
     * calls `stopped`, which starts them then.
     */
    cleanUp() {
        const { load, cleanup } = this.flow;
        if (!load.stopping || this.cleanupAt >= 0 || cleanup.length === 0 || !this.sent)
            return;
        this.cleanupAt = 0;
        this.nextCleanup();
    }
    /** Sends the next cleanup step for which the user has every extracted value it uses, skipping the others. */
    nextCleanup() {
        const { load, plans, cleanup } = this.flow;
        const values = this.values.text;
        while (this.cleanupAt < cleanup.length && !load.cancelled) {
            const index = cleanup[this.cleanupAt++];
            if (plans[index].needs.every((name) => values[name] !== undefined)) {
                this.send(index);
                return;
            }
        }
    }
    wait(delayMs) {
        clearTimeout(this.waitTimer);
        this.waitTimer = setTimeout(this.start, delayMs);
    }
    send(index) {
        const plan = this.flow.plans[index];
        this.plan = plan;
        this.planIndex = index;
        this.timeoutMs = plan.step.timeoutMs;
        this.followRedirects = plan.step.followRedirects ?? 0;
        this.crossOrigin = plan.step.crossOrigin === true;
        this.readsHeaders = plan.readsHeaders;
        this.sent = true;
        this.dispatchOn(this.client, plan.request ?? plan.template.build(this.values), this.flow.load, plan.recorder);
    }
}

;// CONCATENATED MODULE: ./src/engine/flow/open-flow-user.ts

/**
 * One of a flow's users in the open model (`arrivalRate` or `stages` on a flow): the scheduler hands it an arrival
 * (sendDue) when it is free, and it runs one iteration — its once steps first, the first time — then goes back to the
 * free users; an arrival due while every user is busy is dropped. The iteration's latency runs from its intended
 * start, and so does its first step's, so that a stall shows in full (coordinated omission), as the open model's
 * requests do; the later steps' run from their writes, as they start as soon as the step before ends.
 */
class OpenFlowUser extends FlowUser {
    arrival;
    freed;
    /** performance.now() at which the iteration under way was due. */
    intendedAt = 0;
    /** performance.now() at which the iteration's first request was written, for its service time. */
    firstSentAt = 0;
    constructor(client, flow, arrival, 
    /** Called when its iteration ended: the user is free for the scheduler again. */
    freed) {
        super(client, flow);
        this.arrival = arrival;
        this.freed = freed;
    }
    /** Starts an iteration due at `intendedAt`; returns false, having sent nothing, when none can start (no row left). */
    sendDue(intendedAt, _k) {
        this.intendedAt = intendedAt;
        this.firstSentAt = 0;
        // Due within the schedule by the scheduler's reckoning, even when its last tick runs after the end.
        this.begin();
        return this.inFlight;
    }
    latencyFrom() {
        if (!this.atFirstStep)
            return this.sentAt;
        if (this.firstSentAt === 0) {
            this.firstSentAt = this.sentAt;
            this.arrival.late(this.sentAt - this.intendedAt);
        }
        return this.intendedAt;
    }
    iterationLatency(_stepsMs, now) {
        if (this.firstSentAt > 0)
            this.arrival.serviceTime(now - this.firstSentAt);
        return now - this.intendedAt;
    }
    iterationEnded(_category) {
        this.freed(this);
    }
}

;// CONCATENATED MODULE: ./src/engine/flow/shared-once.ts

/** A shared answer is fetched again once this share of its `expires_in` has passed, before the server refuses it. */
const REFRESH_AT = 0.9;
/**
 * The answer of one `shared: true` once step (an OAuth2 client-credentials token), shared by the users of one flow
 * scenario in one process: the first user that needs it sends the step while the others wait; its extracted values
 * are then every user's. A `refreshOn` status refreshes it once for all, not once per user that got the status: only
 * a user holding the current answer invalidates it. An answer with a JSON `expires_in` (seconds, RFC 6749) is fetched
 * again once REFRESH_AT of it has passed, by the first user to start an iteration after that.
 */
class SharedOnce {
    names;
    /** Bumped at each new answer, so that a status got with an older one refreshes nothing. */
    version = 0;
    values;
    expiresAt = Number.POSITIVE_INFINITY;
    sending = false;
    waiting = [];
    constructor(
    /** The names the step extracts. */
    names) {
        this.names = names;
    }
    /**
     * Returns what a user does about the step at `now`: `ready` with the current answer's values put into `into`;
     * `send` when none is valid and no user is fetching it (the caller then sends the step and reports its end);
     * `wait` while another user fetches it, `wake` being called once that ends.
     */
    take(into, wake, now) {
        const values = this.values;
        if (values !== undefined && now < this.expiresAt) {
            for (const name of this.names) {
                into.text[name] = values.text[name];
                into.json[name] = values.json[name];
            }
            return 'ready';
        }
        if (this.sending) {
            this.waiting.push(wake);
            return 'wait';
        }
        this.sending = true;
        return 'send';
    }
    /** Whether the user holding answer `version` should fetch it again at `now`: a newer one is there, or it expired. */
    stale(version, now) {
        return version !== this.version || now >= this.expiresAt;
    }
    /**
     * Keeps the values a user's ok answer extracted (`from`), its JSON body's `expires_in` read from the first `kept`
     * bytes of `body`, and wakes the users that waited for it.
     */
    answered(from, body, kept, now) {
        const values = { text: {}, json: {} };
        for (const name of this.names) {
            values.text[name] = from.text[name];
            values.json[name] = from.json[name];
        }
        this.values = values;
        this.version++;
        const seconds = expiresIn(body, kept);
        this.expiresAt = seconds === undefined ? Number.POSITIVE_INFINITY : now + seconds * 1000 * REFRESH_AT;
        this.ended();
    }
    /** Wakes the waiting users after a failed answer: one of them sends the step again, as the sender would have. */
    failed() {
        this.ended();
    }
    /** Drops the answer of `version` (a later step got a refreshOn status with it); a newer one stays. */
    refresh(version) {
        if (version === this.version)
            this.values = undefined;
    }
    ended() {
        this.sending = false;
        for (const wake of this.waiting.splice(0))
            wake();
    }
}
/** Returns the `expires_in` of a JSON answer, in seconds, when it is a positive number. */
function expiresIn(body, kept) {
    if (!body || kept === 0)
        return undefined;
    const json = parse(body, kept);
    if (typeof json !== 'object' || json === null || Array.isArray(json))
        return undefined;
    const value = json.expires_in;
    const seconds = typeof value === 'string' ? Number(value) : value;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

// EXTERNAL MODULE: ./node_modules/undici/lib/llhttp/llhttp-wasm.js
var llhttp_wasm = __webpack_require__(63870);
var llhttp_wasm_default = /*#__PURE__*/__webpack_require__.n(llhttp_wasm);
// EXTERNAL MODULE: ./node_modules/undici/lib/llhttp/constants.js
var constants = __webpack_require__(52824);
;// CONCATENATED MODULE: ./src/engine/http/lean/llhttp.ts
// llhttp, Node's own HTTP parser, from the WebAssembly build undici ships: one response parser per socket.


const ERROR = constants["default"].ERROR;
/** llhttp's return codes the connection acts on. */
const LLHTTP = {
    OK: ERROR.OK,
    PAUSED: ERROR.PAUSED,
    /** From `on_headers_complete`: the response has no body (HEAD, 1xx). */
    SKIP_BODY: 1,
};
const ERROR_NAMES = new Map(Object.entries(ERROR).map(([name, code]) => [code, name]));
/** The bytes of the chunk being parsed are copied here: llhttp reads WebAssembly memory only. */
const INPUT_BYTES = 64 * 1024;
/**
 * The one llhttp instance of this thread, created on first use, and what it is parsing: llhttp calls back through
 * module-level imports, so the parser and chunk being executed are set around each call (parsing is never re-entered:
 * a callback only records, and whatever it starts is written later).
 */
let llhttp;
let inputPtr = 0;
/** A view of the input region; made again when the memory grows (growing detaches the views of the old one). */
let input = new Uint8Array(0);
let current;
let chunk = new Uint8Array(0);
/** Added to a WebAssembly address to give the offset in `chunk`. */
let delta = 0;
function instance() {
    if (llhttp)
        return llhttp;
    const at = (address) => address + delta;
    const imports = {
        env: {
            wasm_on_url: () => 0,
            wasm_on_status: () => 0,
            wasm_on_message_begin: () => 0,
            wasm_on_header_field: (_p, address, length) => {
                current.onHeaderField(chunk, at(address), length);
                return 0;
            },
            wasm_on_header_value: (_p, address, length) => {
                current.onHeaderValue(chunk, at(address), length);
                return 0;
            },
            wasm_on_headers_complete: (_p, status, _upgrade, keepAlive) => current.onHeadersComplete(status, keepAlive === 1),
            wasm_on_body: (_p, address, length) => current.onBody(chunk, at(address), length),
            wasm_on_message_complete: () => current.onMessageComplete(),
        },
    };
    const exports = new WebAssembly.Instance(new WebAssembly.Module((llhttp_wasm_default())), imports).exports;
    llhttp = exports;
    inputPtr = llhttp.malloc(INPUT_BYTES);
    return llhttp;
}
/** A response parse error, with llhttp's error name as its code (`HPE_INVALID_CONSTANT`): category `protocol`. */
class ParseError extends Error {
    code;
    constructor(code, reason) {
        super(`Response does not match the HTTP/1.1 protocol (${reason})`);
        this.code = code;
        this.name = 'ParseError';
    }
}
/**
 * The HTTP/1.1 response parser of one connection: llhttp, the parser Node itself uses, in the WebAssembly build that
 * undici ships (so strict as Node is: a response that is not HTTP fails as `protocol`).
 */
class ResponseParser {
    events;
    llhttp = instance();
    ptr = this.llhttp.llhttp_alloc(constants["default"].TYPE.RESPONSE);
    constructor(events) {
        this.events = events;
    }
    /**
     * Parses `data[start, start + length)`; returns llhttp's code: OK, PAUSED (a callback paused: `consumed` says how
     * far it got), or an error (see `error`).
     */
    execute(data, start, length) {
        const llhttp = this.llhttp;
        let code = LLHTTP.OK;
        for (let offset = 0; offset < length && code === LLHTTP.OK; offset += INPUT_BYTES) {
            const size = Math.min(INPUT_BYTES, length - offset);
            if (input.byteLength === 0)
                input = new Uint8Array(llhttp.memory.buffer, inputPtr, INPUT_BYTES);
            data.copy(input, 0, start + offset, start + offset + size);
            current = this.events;
            chunk = data;
            delta = start + offset - inputPtr;
            try {
                code = llhttp.llhttp_execute(this.ptr, inputPtr, size);
            }
            finally {
                current = undefined;
            }
            if (code !== LLHTTP.OK)
                this.consumed = offset + llhttp.llhttp_get_error_pos(this.ptr) - inputPtr;
        }
        return code;
    }
    /** How many bytes of the last `execute` were parsed when it paused or failed. */
    consumed = 0;
    /** Tells llhttp the connection ended: a body that runs to the close completes; returns llhttp's code. */
    finish() {
        current = this.events;
        try {
            return this.llhttp.llhttp_finish(this.ptr);
        }
        finally {
            current = undefined;
        }
    }
    /** Lets a paused parser go on with the next `execute`. */
    resume() {
        this.llhttp.llhttp_resume(this.ptr);
    }
    /** Readies the parser for a new connection. */
    reset() {
        if (this.ptr !== 0)
            this.llhttp.llhttp_reset(this.ptr);
    }
    /** Returns the error of a failed `execute` or `finish`, with llhttp's reason. */
    error(code) {
        const llhttp = this.llhttp;
        const reasonPtr = llhttp.llhttp_get_error_reason(this.ptr);
        const memory = new Uint8Array(llhttp.memory.buffer);
        const reason = reasonPtr ? Buffer.from(memory.subarray(reasonPtr, memory.indexOf(0, reasonPtr))).toString() : '';
        return new ParseError(`HPE_${ERROR_NAMES.get(code) ?? 'INTERNAL'}`, reason);
    }
    /** Frees llhttp's memory of this parser; it is not used again. */
    free() {
        if (this.ptr !== 0)
            this.llhttp.llhttp_free(this.ptr);
        this.ptr = 0;
    }
}

;// CONCATENATED MODULE: ./src/engine/http/lean/lean-handler.ts
/** An error of the connection, with the code undici gives the same failure, so that it counts in the same category. */
class ConnectionError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
        this.name = 'ConnectionError';
    }
}

;// CONCATENATED MODULE: ./src/engine/http/lean/write-queue.ts
/**
 * A request sent while a response is being read is written once the event loop has read every socket that is ready
 * (setImmediate runs after the poll phase): the write, the costliest call of a request, would otherwise delay the
 * reading, and so the measured latency, of every response that arrived with this one. One queue per thread.
 */
let reading = false;
let queued = [];
let spare = [];
const writeQueued = () => {
    const writers = queued;
    queued = spare;
    for (const writer of writers)
        writer.writePending();
    writers.length = 0;
    spare = writers;
};
/** Returns whether a response is being read: a request sent now waits for `whenReadsEnd`. */
function readingResponses() {
    return reading;
}
/** Marks the start (true) and the end (false) of the reading of a socket's bytes. */
function setReading(value) {
    reading = value;
}
/** Has `writer.writePending()` called once the reads that are ready have ended. */
function whenReadsEnd(writer) {
    if (queued.push(writer) === 1)
        setImmediate(writeQueued);
}

;// CONCATENATED MODULE: ./src/engine/http/undici-client.ts
let undici;
/** Loads undici, once: loading it takes a twentieth of a second of a run's start, which the lean client saves. */
async function loadUndici() {
    undici ??= await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 24371, 19));
}
/** Returns undici, loaded by loadUndici before any client was asked for. */
function loaded() {
    if (undici === undefined)
        throw new Error('undici is used before loadUndici() loaded it');
    return undici;
}
/**
 * Returns undici's connector with `timeoutMs` as its connect timeout (0: none) and the load test's TLS options;
 * shared, it reuses TLS sessions. undici must be loaded (loadUndici).
 */
function undiciConnector(timeoutMs, tls) {
    return loaded().buildConnector({ ...tls, ...(timeoutMs > 0 && { timeout: timeoutMs }) });
}
/** Returns an undici Client to `origin` as a virtual user uses one, connecting through `connect` (see undiciConnector). */
function undiciClient(origin, maxResponseBytes, connect) {
    return new (loaded().Client)(origin, {
        connect,
        // One request per connection at a time, as k6 and wrk send: a pipelined request would wait behind a slow one.
        pipelining: 1,
        maxResponseSize: maxResponseBytes,
        // The request handlers time the whole response themselves (see RequestHandler); 0 keeps undici's 300 s away.
        headersTimeout: 0,
        bodyTimeout: 0,
    });
}
/**
 * A user's undici Client, made (and undici loaded) by `make` on its first request; the requests wait for it. Once it
 * is destroyed, undici fails a request itself (ClientDestroyedError).
 */
class LaterClient {
    make;
    client;
    constructor(make) {
        this.make = make;
    }
    dispatch(options, handler) {
        this.client ??= this.make();
        void this.client.then((client) => client.dispatch(options, handler), (error) => {
            handler.onError(error);
        });
        return true;
    }
    /** Returns when the client, if one was made, is closed. */
    destroy() {
        return this.client ? this.client.then((client) => client.destroy()).catch(() => undefined) : Promise.resolve();
    }
}

;// CONCATENATED MODULE: ./src/engine/http/lean/lean-client.ts





/**
 * Every socket's reads go into this buffer, shared by every connection of the thread (TLS ones decrypted into it): a
 * read is parsed before the callback returns, and no two callbacks run at once.
 */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
const resumeNothing = () => undefined;
/**
 * A virtual user's HTTP/1.1 connection: one keep-alive socket (TCP, or TLS for https:, resuming the origin's last
 * session), one request at a time, each written whole by one
 * `write` of bytes serialized once (LeanOrigin), the response parsed by llhttp straight from a shared read buffer,
 * its headers read only when the handler asks, and the next request written as soon as the last response ended.
 * It calls the handler as undici's Client does (onConnect before the write, onHeaders, onComplete or onError), with
 * errors carrying undici's codes; a request it does not serialize goes through an undici Client of its own.
 */
class LeanClient {
    origin;
    socket = null;
    connecting = false;
    parser;
    handler = null;
    /** The request waiting for the connection to open. */
    pending = null;
    head = false;
    status = 0;
    keepAlive = true;
    complete = false;
    bodyBytes = 0;
    failure = null;
    rawHeaders = new RawHeaders();
    connectTimer;
    opened;
    destroyed = false;
    /** The user's undici Client, made (and undici loaded) for its first request left to undici. */
    undici;
    constructor(origin) {
        this.origin = origin;
        this.parser = new ResponseParser(this);
        this.undici = new LaterClient(() => origin.undiciClient());
    }
    /** Returns when a connection is open or failed, before the clock starts; it never rejects. */
    open() {
        if (this.socket !== null || this.destroyed)
            return Promise.resolve();
        return new Promise((resolve) => {
            this.opened = resolve;
            this.connect();
        });
    }
    dispatch(options, handler) {
        const wire = this.origin.wireOf(options);
        if (wire === null)
            return this.undici.dispatch(options, handler);
        if (this.destroyed) {
            handler.onError(new ConnectionError('UND_ERR_DESTROYED', 'The client is destroyed'));
            return false;
        }
        this.handler = handler;
        this.head = options.method === 'HEAD';
        const socket = this.socket;
        if (socket !== null && !this.connecting) {
            if (!readingResponses())
                this.write(socket, wire);
            else {
                this.pending = wire;
                whenReadsEnd(this);
            }
        }
        else {
            this.pending = wire;
            if (socket === null)
                this.connect();
        }
        return true;
    }
    /** Closes the connection, failing a request still in flight; returns when the user's undici Client is closed too. */
    destroy() {
        this.destroyed = true;
        if (this.socket !== null)
            this.detach(this.socket);
        this.fail(new ConnectionError('UND_ERR_DESTROYED', 'The client is destroyed'));
        this.parser.free();
        return this.undici.destroy();
    }
    /** undici's abort of the request in flight (the timeout): the connection is closed, the handler gets `error`. */
    abort = (error) => {
        if (this.handler === null)
            return;
        if (this.socket !== null)
            this.detach(this.socket);
        this.fail(error ?? new ConnectionError('UND_ERR_ABORTED', 'Request aborted'));
    };
    /** Writes the request that waited for the reads to end (see `reading`), unless it ended meanwhile. */
    writePending() {
        const wire = this.pending;
        const socket = this.socket;
        if (wire === null || this.handler === null || this.connecting)
            return;
        // The connection closed while the request waited: it was never written, so it goes on a new one.
        if (socket === null)
            this.connect();
        else {
            this.pending = null;
            this.write(socket, wire);
        }
    }
    write(socket, wire) {
        const handler = this.handler;
        this.status = 0;
        this.bodyBytes = 0;
        this.complete = false;
        this.rawHeaders.start(handler.readsHeaders);
        handler.onConnect(this.abort);
        socket.write(wire);
    }
    connect() {
        const origin = this.origin;
        this.connecting = true;
        const socket = origin.openSocket({
            buffer: READ_BUFFER,
            callback: (length) => {
                this.read(socket, length);
                return true;
            },
        }, () => {
            this.connected(socket);
        });
        this.socket = socket;
        socket.on('error', (error) => {
            this.lost(socket, error);
        });
        socket.on('end', () => {
            this.ended(socket);
        });
        socket.on('close', () => {
            this.lost(socket, null);
        });
        if (origin.connectTimeoutMs > 0) {
            this.connectTimer = setTimeout(() => {
                socket.destroy(new ConnectionError('UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error'));
            }, origin.connectTimeoutMs).unref();
        }
    }
    connected(socket) {
        if (socket !== this.socket)
            return;
        this.connecting = false;
        clearTimeout(this.connectTimer);
        this.settleOpen();
        const wire = this.pending;
        this.pending = null;
        if (wire !== null && this.handler !== null)
            this.write(socket, wire);
    }
    read(socket, length) {
        if (socket !== this.socket)
            return;
        // Bytes with no request written: the server is not speaking HTTP/1.1 as asked; the connection is not reused.
        if (this.handler === null || this.pending !== null) {
            this.detach(socket);
            return;
        }
        setReading(true);
        try {
            this.parse(socket, length);
        }
        finally {
            setReading(false);
        }
    }
    parse(socket, length) {
        const parser = this.parser;
        const code = parser.execute(READ_BUFFER, 0, length);
        if (code === LLHTTP.OK)
            return;
        if (code !== LLHTTP.PAUSED || !this.complete) {
            this.detach(socket);
            this.fail(this.failure ?? parser.error(code));
            return;
        }
        // Paused at the end of the response. Bytes after it, or a server that said it closes, end the connection; the
        // next request then opens a new one.
        parser.resume();
        if (parser.consumed < length || !this.keepAlive)
            this.detach(socket);
        this.completed();
    }
    /** The server ended the connection: a response delimited by the close is whole; any other in flight was cut. */
    ended(socket) {
        if (socket !== this.socket)
            return;
        if (this.waiting()) {
            this.detach(socket);
            return;
        }
        const inFlight = this.handler !== null;
        if (inFlight && this.status !== 0)
            this.parser.finish();
        this.detach(socket);
        if (!inFlight)
            return;
        if (this.complete)
            this.completed();
        else
            this.fail(new ConnectionError('UND_ERR_SOCKET', 'other side closed'));
    }
    lost(socket, error) {
        if (socket !== this.socket)
            return;
        const waiting = this.waiting();
        this.detach(socket);
        if (waiting)
            return;
        this.fail(error ?? new ConnectionError('UND_ERR_SOCKET', 'other side closed'));
    }
    /** Whether a request waits to be written on an open connection (see `reading`): a close does not concern it. */
    waiting() {
        return this.pending !== null && !this.connecting;
    }
    /** Forgets `socket` and closes it: its later events are ignored. */
    detach(socket) {
        this.socket = null;
        this.connecting = false;
        clearTimeout(this.connectTimer);
        socket.destroy();
        this.parser.reset();
        this.settleOpen();
    }
    completed() {
        const handler = this.handler;
        this.handler = null;
        handler.onComplete(null);
    }
    fail(error) {
        const handler = this.handler;
        this.handler = null;
        this.pending = null;
        this.failure = null;
        handler?.onError(error);
    }
    settleOpen() {
        const opened = this.opened;
        this.opened = undefined;
        opened?.();
    }
    onHeaderField(chunk, start, length) {
        this.rawHeaders.add(chunk, start, length, true);
    }
    onHeaderValue(chunk, start, length) {
        this.rawHeaders.add(chunk, start, length, false);
    }
    onHeadersComplete(status, keepAlive) {
        // An interim response (103 Early Hints) has no body and is followed by the real one; 100 Continue was never
        // asked for (no request sends Expect), so it is a bad response, as undici counts it.
        if (status < 200) {
            if (status !== 100) {
                // The final response's headers are its own, as undici gives them: the interim one's are dropped.
                this.rawHeaders.clear();
                return LLHTTP.SKIP_BODY;
            }
            this.failure = new ConnectionError('UND_ERR_SOCKET', 'bad response');
            return -1;
        }
        this.status = status;
        this.keepAlive = keepAlive;
        this.handler.onHeaders(status, this.rawHeaders.take(), resumeNothing, '');
        return this.head ? LLHTTP.SKIP_BODY : LLHTTP.OK;
    }
    onBody(chunk, start, length) {
        this.bodyBytes += length;
        if (this.bodyBytes > this.origin.maxResponseBytes) {
            this.failure = new ConnectionError('UND_ERR_RES_EXCEEDED_MAX_SIZE', 'Response content exceeded max size');
            return -1;
        }
        this.handler.onBody(chunk, start, length);
        return LLHTTP.OK;
    }
    onMessageComplete() {
        if (this.status === 0)
            return LLHTTP.OK;
        this.complete = true;
        return LLHTTP.PAUSED;
    }
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
var external_node_net_default = /*#__PURE__*/__webpack_require__.n(external_node_net_);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
var external_node_tls_default = /*#__PURE__*/__webpack_require__.n(external_node_tls_);
;// CONCATENATED MODULE: ./src/engine/http/lean/request-wire.ts
/** A header name as HTTP allows it (a token). */
const TOKEN = /^[\^_\x60a-zA-Z\-0-9!#$%&'*+.|~]+$/;
/** A header value as HTTP allows it: no control character but tab, nothing beyond Latin-1. */
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** A request target of printable Latin-1 characters, starting at the root. */
const PATH = /^\/[\u0021-\u00ff]*$/;
/** Methods whose semantics expect a body: only these are sent with one (as undici does). */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'QUERY', 'PROPFIND', 'PROPPATCH']);
/**
 * Headers that change how the message is framed or the connection is used. A request that sets one goes through
 * undici, which refuses most of them with its own message (the category `other` names it) and frames the rest.
 */
const FRAMING = new Set([
    'host',
    'content-length',
    'transfer-encoding',
    'connection',
    'keep-alive',
    'upgrade',
    'expect',
]);
/**
 * Returns the bytes of `options` as an HTTP/1.1 request on a keep-alive connection to `host` (`127.0.0.1:8080`), head
 * and body in one Buffer, written as is by one `write` (the head as undici writes it: `host`, `connection:
 * keep-alive`, the headers, `content-length`); or null when the request is one undici should send or refuse: framing
 * headers, characters HTTP does not allow, a body on a method without one, a body that is not bytes or text.
 */
function requestWire(options, host) {
    const { method, path } = options;
    if (!TOKEN.test(method) || method === 'CONNECT' || !PATH.test(path))
        return null;
    const body = bodyBytes(options.body);
    if (body === null || (body.length > 0 && !WITH_BODY.has(method)))
        return null;
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
    const headers = headerPairs(options.headers);
    if (headers === null)
        return null;
    for (let index = 0; index + 1 < headers.length; index += 2) {
        const name = headers[index];
        const value = headers[index + 1];
        if (!TOKEN.test(name) || FRAMING.has(name.toLowerCase()) || !VALUE.test(value))
            return null;
        head += `${name}: ${value}\r\n`;
    }
    if (body.length > 0 || WITH_BODY.has(method))
        head += `content-length: ${body.length}\r\n`;
    head += '\r\n';
    const headLength = Buffer.byteLength(head, 'latin1');
    const wire = Buffer.allocUnsafe(headLength + body.length);
    wire.write(head, 0, 'latin1');
    wire.set(body, headLength);
    return wire;
}
/** Returns the body as bytes (empty without one), or null when it is neither bytes nor text. */
function bodyBytes(body) {
    if (body === null || body === undefined)
        return new Uint8Array(0);
    if (typeof body === 'string')
        return Buffer.from(body);
    if (body instanceof Uint8Array)
        return body;
    return null;
}
/** Returns the headers as a flat [name, value, …] list, or null for a form this client leaves to undici. */
function headerPairs(headers) {
    if (headers === null || headers === undefined)
        return [];
    if (Array.isArray(headers))
        return headers.every((item) => typeof item === 'string') ? headers : null;
    const pairs = [];
    for (const [name, value] of Object.entries(headers)) {
        if (typeof value !== 'string')
            return null;
        pairs.push(name, value);
    }
    return pairs;
}

;// CONCATENATED MODULE: ./src/engine/http/lean/lean-origin.ts
// What the lean clients of one scenario share: where they connect and each request's bytes, serialized once.




/**
 * What the lean clients of one scenario share: where they connect, the bytes of each request (serialized on its first
 * send and kept as long as the request object lives: a scenario's request, or each data-source variant, is one object
 * for the whole run), and how to make the undici Client of a user for the requests it leaves to undici (requestWire
 * says which).
 */
class LeanOrigin {
    url;
    hostname;
    port;
    connectTimeoutMs;
    maxResponseBytes;
    /** For an https: origin, what `tls.connect` takes (SNI, ALPN, the load test's options); null for http:. */
    tls;
    /**
     * The TLS session of the origin's last handshake: a reconnect resumes it (a ticket) rather than repeating the whole
     * handshake, as a browser does and as undici's connector does.
     */
    session;
    /** The Host header: host and port as the URL gives them. */
    host;
    wires = new WeakMap();
    connector;
    tlsOptions;
    /** The origin `url` (http: or https:). */
    constructor(url, settings) {
        this.url = url;
        this.hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
        const secure = url.protocol === 'https:';
        this.port = Number(url.port || (secure ? 443 : 80));
        this.host = url.host;
        this.connectTimeoutMs = settings.timeoutMs;
        this.maxResponseBytes = settings.maxResponseBytes;
        this.tlsOptions = settings.tls;
        const { servername = (0,external_node_net_.isIP)(this.hostname) === 0 ? this.hostname : undefined, ...tls } = settings.tls;
        // SNI names a host, never an address (RFC 6066); without one, the certificate is checked against the address.
        this.tls = secure
            ? {
                ...tls,
                host: this.hostname,
                port: this.port,
                ...(servername && { servername }),
                ALPNProtocols: [settings.protocol ?? 'http/1.1'],
            }
            : null;
    }
    /**
     * Opens a keep-alive connection with Nagle off: TCP, or TLS over it for https: (resuming the last session, and
     * keeping the new one for the next reconnect); every read, decrypted for TLS, goes to `onread`; `onOpen` is called
     * when requests may be written (after the TLS handshake).
     */
    openSocket(onread, onOpen) {
        const tls = this.tls;
        const socket = tls
            ? // tls.connect takes every option of net's connect, `onread` too (not in its types).
                (0,external_node_tls_.connect)({ ...tls, ...(this.session && { session: this.session }), onread })
            : (0,external_node_net_.connect)({ host: this.hostname, port: this.port, onread });
        socket.setNoDelay(true);
        socket.setKeepAlive(true, 60_000);
        socket.on(tls ? 'secureConnect' : 'connect', onOpen);
        if (tls) {
            socket.on('session', (session) => {
                this.session = session;
            });
        }
        return socket;
    }
    /** Returns the bytes to write for `options`, or null when undici sends it (see requestWire). */
    wireOf(options) {
        let wire = this.wires.get(options);
        if (wire === undefined) {
            wire = requestWire(options, this.host);
            this.wires.set(options, wire);
        }
        return wire;
    }
    /**
     * Returns a new undici Client to the origin with the same settings, for a user's requests left to undici, once
     * undici is loaded.
     */
    async undiciClient() {
        await loadUndici();
        this.connector ??= undiciConnector(this.connectTimeoutMs, this.tlsOptions);
        return undiciClient(this.url.origin, this.maxResponseBytes, this.connector);
    }
}

;// CONCATENATED MODULE: ./src/engine/http/warm-connection.ts
/**
 * A virtual user's connection, opened before the clock starts so that the first second measures the server, not
 * TCP and TLS handshakes. undici has no "connect now" call, so this wraps the connector that undici calls when it
 * needs a socket: its first call gets the socket opened in advance, later calls (reconnects) open a new one.
 */
class WarmConnection {
    connect;
    params;
    socket;
    claimed = false;
    constructor(connect, params) {
        this.connect = connect;
        this.params = params;
    }
    /**
     * Returns a promise that settles when the connection is open or failed; it never rejects: a failed warm-up only
     * means no socket in advance, and the first request then connects itself and counts the failure.
     */
    open() {
        return new Promise((resolve) => {
            this.connect(this.params, (error, socket) => {
                if (!error) {
                    // The user connected on its own while this one was opening (see `connector`): this socket is not needed.
                    if (this.claimed)
                        socket.destroy();
                    else
                        this.socket = socket;
                }
                resolve();
            });
        });
    }
    /** The connector to give undici's Client. */
    connector = (options, callback) => {
        this.claimed = true;
        const socket = this.socket;
        this.socket = undefined;
        if (socket && !socket.destroyed && socket.writable && !socket.readableEnded) {
            // Asynchronously, as a real connect answers: undici is inside its resume loop here and would not see a
            // socket handed over synchronously until something else woke it up.
            queueMicrotask(() => {
                callback(null, socket);
            });
        }
        else {
            socket?.destroy();
            this.connect(options, callback);
        }
    };
    /** Closes the socket opened in advance if undici never took it. */
    discard() {
        this.claimed = true;
        this.socket?.destroy();
        this.socket = undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/hpack.js/lib/hpack/static-table.js
var static_table = __webpack_require__(31905);
// EXTERNAL MODULE: ./node_modules/hpack.js/lib/hpack/huffman.js
var huffman = __webpack_require__(43961);
;// CONCATENATED MODULE: ./src/engine/http/h2/huffman.ts
// The Huffman decoding of HPACK string literals (RFC 7541 §5.2), over the code table hpack.js ships (Appendix B).

/** The symbol that ends a string in no valid encoding: a decoder that meets it fails (RFC 7541 §5.2). */
const EOS = 256;
/**
 * The code as a binary tree in one array: node n's children are at 2n (bit 0) and 2n + 1 (bit 1); a child above 0 is
 * a node, below 0 a leaf holding -(symbol + 1), 0 no code at all.
 */
const TREE = buildTree();
function buildTree() {
    const tree = new Int32Array(2 * 512);
    let nodes = 1;
    huffman/* encode */.l.forEach(([bits, code], symbol) => {
        let node = 0;
        for (let bit = bits - 1; bit >= 0; bit--) {
            const slot = 2 * node + ((code >>> bit) & 1);
            if (bit === 0)
                tree[slot] = -(symbol + 1);
            else
                node = tree[slot] > 0 ? tree[slot] : (tree[slot] = nodes++);
        }
    });
    return tree;
}
/**
 * Returns the octets that `source[start, end)` encodes, or null when it is not a valid encoding: EOS inside it, or
 * padding longer than 7 bits or not all ones.
 */
function huffmanDecode(source, start, end) {
    // A code is at least 5 bits long: 8 bytes decode to at most 12 octets.
    const out = Buffer.allocUnsafe(Math.ceil(((end - start) * 8) / 5));
    let length = 0;
    let node = 0;
    let depth = 0;
    let ones = true;
    for (let index = start; index < end; index++) {
        const byte = source[index];
        for (let bit = 7; bit >= 0; bit--) {
            const one = (byte >>> bit) & 1;
            const next = TREE[2 * node + one];
            if (next < 0) {
                const symbol = -next - 1;
                if (symbol === EOS)
                    return null;
                out[length++] = symbol;
                node = 0;
                depth = 0;
                ones = true;
            }
            else if (next === 0)
                return null;
            else {
                node = next;
                depth++;
                ones &&= one === 1;
            }
        }
    }
    return depth <= 7 && ones ? out.subarray(0, length) : null;
}

;// CONCATENATED MODULE: ./src/engine/http/h2/hpack.ts
// HPACK (RFC 7541): the decoder of the server's header blocks, and the encoding of the requests' header blocks.


const STATUS = Buffer.from(':status');
const CONTENT_LENGTH = Buffer.from('content-length');
const STATIC = static_table/* table */.t.map(({ name, value }) => field(Buffer.from(name), Buffer.from(value)));
function field(name, value) {
    const status = name.equals(STATUS) && /^\d{3}$/.test(value.toString('latin1')) ? Number(value.toString('latin1')) : 0;
    const length = name.equals(CONTENT_LENGTH)
        ? /^\d{1,15}$/.test(value.toString('latin1'))
            ? Number(value.toString('latin1'))
            : -2
        : -1;
    return { name, value, size: name.length + value.length + 32, status, length };
}
/** Whether a literal's value is read even when nobody asked for the headers: the fields the client itself needs. */
const needsValue = (name) => name.equals(STATUS) || name.equals(CONTENT_LENGTH);
/** The header table size the client announces (SETTINGS_HEADER_TABLE_SIZE's default): the decoder's bound. */
const HEADER_TABLE_SIZE = 4096;
/**
 * The decoder of one connection's response header blocks, with its dynamic table, which every block changes in
 * order: a block is decoded even when nobody waits for it (a stream cancelled), or the next ones would be misread.
 * It reads `:status` and, only when asked, the other fields as undici gives them (`[name, value, …]`, pseudo-headers
 * left out); values nobody reads and no table keeps are skipped undecoded.
 */
class HpackDecoder {
    /** The dynamic table, the newest field last. */
    fields = [];
    size = 0;
    maxSize = HEADER_TABLE_SIZE;
    position = 0;
    source = Buffer.alloc(0);
    /** The `content-length` of the last block decoded: -1 without one, -2 when it is not a number. */
    contentLength = -1;
    /**
     * Returns the `:status` of the block `source[start, end)` (0 when it has none), pushing its other fields onto
     * `headers` when given; -1 when the block is not valid HPACK (a COMPRESSION_ERROR of the whole connection).
     */
    decode(source, start, end, headers) {
        this.source = source;
        this.position = start;
        this.contentLength = -1;
        let status = 0;
        while (this.position < end) {
            const first = source[this.position];
            let found;
            if (first & 0x80) {
                found = this.indexed(this.integer(7, end));
            }
            else if (first & 0x40) {
                found = this.literal(6, end, true, true);
                if (found !== null)
                    this.insert(found);
            }
            else if (first & 0x20) {
                const size = this.integer(5, end);
                if (size < 0 || size > HEADER_TABLE_SIZE)
                    return -1;
                this.maxSize = size;
                this.evict(0);
                continue;
            }
            else
                found = this.literal(4, end, false, headers !== null);
            if (found === null)
                return -1;
            if (found.status !== 0) {
                status = found.status;
                continue;
            }
            if (found.length !== -1)
                this.contentLength = found.length;
            if (headers !== null && found.name[0] !== 0x3a)
                headers.push(found.name, found.value);
        }
        return this.position === end ? status : -1;
    }
    /** Returns the field at `index` of the static table then the dynamic one, newest first; null when there is none. */
    indexed(index) {
        if (index <= 0)
            return null;
        if (index <= STATIC.length)
            return STATIC[index - 1];
        return this.fields[this.fields.length - (index - STATIC.length)] ?? null;
    }
    /**
     * Reads a literal field whose name index has a `prefix`-bit prefix; its value is decoded only when `keep` (a field
     * for the table or the caller) or when it is a `:status`.
     */
    literal(prefix, end, indexing, keep) {
        const index = this.integer(prefix, end);
        const name = index === 0 ? this.string(end, true) : this.indexed(index)?.name;
        if (name === undefined || name === null)
            return null;
        const value = this.string(end, keep || indexing || needsValue(name));
        if (value === null)
            return null;
        return field(name, value);
    }
    /** Reads an integer with a `prefix`-bit prefix (RFC 7541 §5.1); -1 when it is cut or too large. */
    integer(prefix, end) {
        const source = this.source;
        const limit = (1 << prefix) - 1;
        let value = source[this.position++] & limit;
        if (value < limit)
            return value;
        for (let shift = 0; shift <= 21; shift += 7) {
            if (this.position >= end)
                return -1;
            const byte = source[this.position++];
            value += (byte & 0x7f) << shift;
            if ((byte & 0x80) === 0)
                return value;
        }
        return -1;
    }
    /**
     * Reads a string literal (RFC 7541 §5.2): its octets when `decoded`, else an empty Buffer past it; null if invalid.
     */
    string(end, decoded) {
        if (this.position >= end)
            return null;
        const huffman = (this.source[this.position] & 0x80) !== 0;
        const length = this.integer(7, end);
        const start = this.position;
        if (length < 0 || start + length > end)
            return null;
        this.position = start + length;
        if (!decoded)
            return EMPTY;
        return huffman
            ? huffmanDecode(this.source, start, start + length)
            : Buffer.from(this.source.subarray(start, start + length));
    }
    insert(added) {
        this.evict(added.size);
        // A field larger than the whole table empties it and is not kept (RFC 7541 §4.4).
        if (added.size > this.maxSize)
            return;
        this.fields.push(added);
        this.size += added.size;
    }
    /** Drops the oldest fields until `room` more octets fit. */
    evict(room) {
        while (this.fields.length > 0 && this.size + room > this.maxSize)
            this.size -= this.fields.shift().size;
    }
}
const EMPTY = Buffer.alloc(0);
/** Headers HTTP/2 forbids or says otherwise (RFC 9113 §8.2.2): never sent; `host` becomes `:authority`. */
const CONNECTION_HEADERS = new Set([
    'connection',
    'keep-alive',
    'proxy-connection',
    'transfer-encoding',
    'upgrade',
    'host',
    'content-length',
    'expect',
]);
/** A header name as HTTP allows it (a token), and a value without control characters but tab. */
const hpack_TOKEN = /^[\^_\x60a-zA-Z\-0-9!#$%&'*+.|~]+$/;
const hpack_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/**
 * Returns the header block of a request: the pseudo-headers, then `headers` lower-cased, each a literal never added
 * to the server's table (RFC 7541 §6.2.2), so that blocks are built once and sent on any stream as they are; a `host`
 * header becomes `:authority`, the connection headers HTTP/2 forbids are left out, `te` is kept only as `trailers`.
 * Returns a string naming the header when one is not valid HTTP.
 */
function requestBlock(method, scheme, authority, path, headers, contentLength) {
    const parts = [];
    for (let index = 0; index + 1 < headers.length; index += 2) {
        const name = headers[index].toLowerCase();
        if (name === 'host')
            authority = headers[index + 1];
    }
    if (method === 'GET')
        parts.push(0x82);
    else if (method === 'POST')
        parts.push(0x83);
    else
        literal(parts, 2, '', method);
    parts.push(scheme === 'https' ? 0x87 : 0x86);
    literal(parts, 1, '', authority);
    if (path === '/')
        parts.push(0x84);
    else
        literal(parts, 4, '', path);
    for (let index = 0; index + 1 < headers.length; index += 2) {
        const name = headers[index];
        const value = headers[index + 1];
        if (!hpack_TOKEN.test(name))
            return `header name ${JSON.stringify(name)}`;
        if (!hpack_VALUE.test(value))
            return `the value of header ${name}`;
        const lower = name.toLowerCase();
        if (CONNECTION_HEADERS.has(lower) || (lower === 'te' && value.trim().toLowerCase() !== 'trailers'))
            continue;
        literal(parts, 0, lower, value);
    }
    if (contentLength !== null)
        literal(parts, 28, '', String(contentLength));
    return Buffer.from(parts);
}
/** Appends a literal field without indexing (RFC 7541 §6.2.2): name by static `index`, or `name` when 0. */
function literal(parts, index, name, value) {
    integer(parts, 0x00, 4, index);
    if (index === 0)
        octets(parts, name);
    octets(parts, value);
}
function octets(parts, text) {
    const bytes = Buffer.from(text, 'latin1');
    integer(parts, 0x00, 7, bytes.length);
    for (const byte of bytes)
        parts.push(byte);
}
/** Appends `value` with a `prefix`-bit prefix after the bits `high` (RFC 7541 §5.1). */
function integer(parts, high, prefix, value) {
    const limit = (1 << prefix) - 1;
    if (value < limit) {
        parts.push(high | value);
        return;
    }
    parts.push(high | limit);
    value -= limit;
    while (value >= 0x80) {
        parts.push((value & 0x7f) | 0x80);
        value >>>= 7;
    }
    parts.push(value);
}

;// CONCATENATED MODULE: ./src/engine/http/h2/frames.ts
// HTTP/2's frames (RFC 9113 §6): their types, flags, error codes and settings, and the connection's own frames.
const FRAME = {
    DATA: 0x0,
    HEADERS: 0x1,
    PRIORITY: 0x2,
    RST_STREAM: 0x3,
    SETTINGS: 0x4,
    PUSH_PROMISE: 0x5,
    PING: 0x6,
    GOAWAY: 0x7,
    WINDOW_UPDATE: 0x8,
    CONTINUATION: 0x9,
};
const FLAG = { END_STREAM: 0x1, ACK: 0x1, END_HEADERS: 0x4, PADDED: 0x8, PRIORITY: 0x20 };
const SETTING = {
    HEADER_TABLE_SIZE: 0x1,
    ENABLE_PUSH: 0x2,
    MAX_CONCURRENT_STREAMS: 0x3,
    INITIAL_WINDOW_SIZE: 0x4,
    MAX_FRAME_SIZE: 0x5,
};
/** The error codes of RFC 9113 §7, by number, for the messages of reset streams and GOAWAY. */
const frames_ERROR_NAMES = [
    'NO_ERROR',
    'PROTOCOL_ERROR',
    'INTERNAL_ERROR',
    'FLOW_CONTROL_ERROR',
    'SETTINGS_TIMEOUT',
    'STREAM_CLOSED',
    'FRAME_SIZE_ERROR',
    'REFUSED_STREAM',
    'CANCEL',
    'COMPRESSION_ERROR',
    'CONNECT_ERROR',
    'ENHANCE_YOUR_CALM',
    'INADEQUATE_SECURITY',
    'HTTP_1_1_REQUIRED',
];
const frames_ERROR = { NO_ERROR: 0x0, PROTOCOL_ERROR: 0x1, FRAME_SIZE_ERROR: 0x6, CANCEL: 0x8, COMPRESSION_ERROR: 0x9 };
/** Returns the name of an HTTP/2 error code, or its number in hex when RFC 9113 has none. */
function errorName(code) {
    return frames_ERROR_NAMES[code] ?? `0x${code.toString(16)}`;
}
/** The frame header's length (RFC 9113 §4.1), and the largest frame payload every peer takes (§4.2). */
const HEADER_LENGTH = 9;
const DEFAULT_MAX_FRAME_SIZE = 16_384;
/**
 * The receive window the client gives each stream and the connection: 2^30 − 1, as h2load's defaults (`-w 30 -W 30`),
 * so that no response of a load test waits for a window update; the client tops the window up at half.
 */
const RECEIVE_WINDOW = 2 ** 30 - 1;
/** The client connection preface (RFC 9113 §3.4). */
const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1');
/** Writes a frame header at `offset` of `target`. */
function writeHeader(target, offset, length, type, flags, stream) {
    target.writeUIntBE(length, offset, 3);
    target[offset + 3] = type;
    target[offset + 4] = flags;
    target.writeUInt32BE(stream, offset + 5);
}
/** Returns a whole frame of `type` with `payload`. */
function frames_frame(type, flags, stream, payload) {
    const bytes = Buffer.allocUnsafe(HEADER_LENGTH + payload.length);
    writeHeader(bytes, 0, payload.length, type, flags, stream);
    payload.copy(bytes, HEADER_LENGTH);
    return bytes;
}
/**
 * Returns what the client writes first: the preface, its SETTINGS (no push, the receive window, the default header
 * table) and the connection's window raised to RECEIVE_WINDOW.
 */
function prefaceBytes() {
    const settings = Buffer.alloc(12);
    settings.writeUInt16BE(SETTING.ENABLE_PUSH, 0);
    settings.writeUInt32BE(0, 2);
    settings.writeUInt16BE(SETTING.INITIAL_WINDOW_SIZE, 6);
    settings.writeUInt32BE(RECEIVE_WINDOW, 8);
    return Buffer.concat([PREFACE, frames_frame(FRAME.SETTINGS, 0, 0, settings), windowUpdate(0, RECEIVE_WINDOW - 65_535)]);
}
function windowUpdate(stream, increment) {
    const payload = Buffer.allocUnsafe(4);
    payload.writeUInt32BE(increment, 0);
    return frames_frame(FRAME.WINDOW_UPDATE, 0, stream, payload);
}
function resetStream(stream, code) {
    const payload = Buffer.allocUnsafe(4);
    payload.writeUInt32BE(code, 0);
    return frames_frame(FRAME.RST_STREAM, 0, stream, payload);
}
function goAway(lastStream, code) {
    const payload = Buffer.allocUnsafe(8);
    payload.writeUInt32BE(lastStream, 0);
    payload.writeUInt32BE(code, 4);
    return frames_frame(FRAME.GOAWAY, 0, 0, payload);
}
const SETTINGS_ACK = frames_frame(FRAME.SETTINGS, FLAG.ACK, 0, Buffer.alloc(0));

;// CONCATENATED MODULE: ./src/engine/http/h2/stream-output.ts

/** The windows every peer starts with (RFC 9113 §6.9.2). */
const DEFAULT_WINDOW = 65_535;
/**
 * The frames a session writes, gathered in one buffer and written by one `write` once the current turn of the event
 * loop is done (a microtask): the requests a read's responses released leave together, as h2load sends them. Bodies
 * go in DATA frames as large as the server takes, as far as the connection's and the stream's send windows allow; a
 * body the windows stop waits for the server's WINDOW_UPDATE.
 */
class StreamOutput {
    socket;
    maxFrameSize = DEFAULT_MAX_FRAME_SIZE;
    buffer = Buffer.allocUnsafe(16 * 1024);
    length = 0;
    scheduled = false;
    connectionWindow = DEFAULT_WINDOW;
    streamWindow = DEFAULT_WINDOW;
    /** The users whose bodies wait for a window. */
    blocked = new Set();
    constructor(socket) {
        this.socket = socket;
    }
    /** Writes `user`'s request on `stream`: its header frames, then as much of its body as the windows allow. */
    request(user, stream) {
        const frames = user.frames;
        const headers = frames.headers;
        const at = this.reserve(headers.length);
        headers.copy(this.buffer, at);
        for (const offset of frames.streamOffsets)
            this.buffer.writeUInt32BE(stream, at + offset);
        if (frames.body !== null) {
            user.bodySent = 0;
            user.sendWindow = this.streamWindow;
            this.pump(user);
        }
    }
    /** Writes a frame of the connection's own (SETTINGS, PING, WINDOW_UPDATE, RST_STREAM). */
    control(bytes) {
        bytes.copy(this.buffer, this.reserve(bytes.length));
    }
    /** The server's WINDOW_UPDATE for the connection (`stream` 0) or for `user`'s stream. */
    windowUpdate(stream, increment, user) {
        if (stream === 0)
            this.connectionWindow += increment;
        else if (user !== undefined)
            user.sendWindow += increment;
        for (const waiting of [...this.blocked])
            this.pump(waiting);
    }
    /** The server's SETTINGS_INITIAL_WINDOW_SIZE: every stream's window moves by the difference (RFC 9113 §6.9.2). */
    initialWindow(size, users) {
        const change = size - this.streamWindow;
        this.streamWindow = size;
        for (const user of users)
            user.sendWindow += change;
        for (const waiting of [...this.blocked])
            this.pump(waiting);
    }
    /** The request of `user` ended: the rest of its body is not sent. */
    forget(user) {
        this.blocked.delete(user);
    }
    /** Drops what was not written: the socket is gone. */
    clear() {
        this.length = 0;
        this.blocked.clear();
    }
    /** Writes what was gathered, now. */
    flush = () => {
        this.scheduled = false;
        if (this.length === 0 || this.socket.destroyed)
            return;
        this.socket.write(this.buffer.subarray(0, this.length));
        // The written bytes belong to the socket until they are sent: the next ones go into a new buffer.
        this.buffer = Buffer.allocUnsafe(Math.max(16 * 1024, this.length));
        this.length = 0;
    };
    /** Sends as much of `user`'s body as the windows allow, the last frame with END_STREAM. */
    pump(user) {
        const body = user.frames.body;
        for (;;) {
            const left = body.length - user.bodySent;
            const size = Math.min(left, this.maxFrameSize, user.sendWindow, this.connectionWindow);
            if (size <= 0 && left > 0) {
                this.blocked.add(user);
                return;
            }
            const last = size === left;
            const at = this.reserve(HEADER_LENGTH + size);
            writeHeader(this.buffer, at, size, FRAME.DATA, last ? FLAG.END_STREAM : 0, user.stream);
            body.copy(this.buffer, at + HEADER_LENGTH, user.bodySent, user.bodySent + size);
            user.bodySent += size;
            user.sendWindow -= size;
            this.connectionWindow -= size;
            if (last) {
                this.blocked.delete(user);
                return;
            }
        }
    }
    /** Returns where `size` more bytes go, the buffer grown when needed and the write scheduled. */
    reserve(size) {
        const at = this.length;
        if (at + size > this.buffer.length) {
            const larger = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, at + size));
            this.buffer.copy(larger, 0, 0, at);
            this.buffer = larger;
        }
        this.length = at + size;
        if (!this.scheduled) {
            this.scheduled = true;
            queueMicrotask(this.flush);
        }
        return at;
    }
}

;// CONCATENATED MODULE: ./src/engine/http/h2/frame-reader.ts

/** The payload sizes RFC 9113 fixes (§6.4, §6.7, §6.9), by frame type; GOAWAY's is at least 8. */
const FIXED_SIZE = {
    [FRAME.RST_STREAM]: 4,
    [FRAME.PING]: 8,
    [FRAME.WINDOW_UPDATE]: 4,
};
const MAX_STREAM = 2 ** 31 - 1;
/** Every session's reads go into this buffer: a read is handled before the callback returns, one at a time. */
const frame_reader_READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
/**
 * Splits a session's reads into frames: a frame cut by a read is kept until the rest arrives (at most a frame, as no
 * frame may be larger than the client's SETTINGS_MAX_FRAME_SIZE, the default), a header block's HEADERS and
 * CONTINUATION frames are joined, and a frame of the wrong size is a fault. The server's first frame must be its
 * SETTINGS (§3.4): anything else is a server that does not speak HTTP/2.
 */
class FrameReader {
    sink;
    partial = null;
    /** The header block being read, while CONTINUATION frames follow its HEADERS. */
    block = null;
    blockStream = 0;
    blockFlags = 0;
    first = true;
    constructor(sink) {
        this.sink = sink;
    }
    /** What the socket reads into (net's `onread`): the shared buffer, each read handled at once. */
    onread = {
        buffer: frame_reader_READ_BUFFER,
        callback: (length) => {
            if (!this.sink.ended())
                this.read(frame_reader_READ_BUFFER, length);
            return true;
        },
    };
    /** Reads `buffer[0, length)`, valid only during the call. */
    read(buffer, length) {
        let source = buffer;
        let end = length;
        if (this.partial !== null) {
            source = Buffer.concat([this.partial, buffer.subarray(0, length)]);
            end = source.length;
            this.partial = null;
        }
        let position = 0;
        while (end - position >= HEADER_LENGTH) {
            const size = (source[position] << 16) | (source[position + 1] << 8) | source[position + 2];
            const type = source[position + 3];
            if (this.first && (size > DEFAULT_MAX_FRAME_SIZE || type !== FRAME.SETTINGS)) {
                this.sink.fault(frames_ERROR.PROTOCOL_ERROR, 'an answer that is not HTTP/2: if it speaks HTTP/1.1 only, set protocol: http1');
                return;
            }
            if (size > DEFAULT_MAX_FRAME_SIZE) {
                this.sink.fault(frames_ERROR.FRAME_SIZE_ERROR, `a frame of ${size} bytes, more than the client allows`);
                return;
            }
            if (end - position < HEADER_LENGTH + size)
                break;
            this.first = false;
            const stream = source.readUInt32BE(position + 5) & MAX_STREAM;
            this.frame(type, source[position + 4], stream, source, position + HEADER_LENGTH, size);
            if (this.sink.ended())
                return;
            position += HEADER_LENGTH + size;
        }
        if (position < end)
            this.partial = Buffer.from(source.subarray(position, end));
    }
    frame(type, flags, stream, source, start, size) {
        const sink = this.sink;
        if (this.block !== null && (type !== FRAME.CONTINUATION || stream !== this.blockStream)) {
            sink.fault(frames_ERROR.PROTOCOL_ERROR, 'a frame inside a header block');
            return;
        }
        const fixed = FIXED_SIZE[type];
        if ((fixed !== undefined && size !== fixed) ||
            (type === FRAME.GOAWAY && size < 8) ||
            (type === FRAME.SETTINGS && size % 6 !== 0)) {
            sink.fault(frames_ERROR.FRAME_SIZE_ERROR, `a frame of type ${type} with ${size} bytes`);
            return;
        }
        if (type === FRAME.HEADERS) {
            let from = start;
            let to = start + size;
            if (flags & FLAG.PADDED)
                to -= source[from++];
            if (flags & FLAG.PRIORITY)
                from += 5;
            if (from > to || stream === 0) {
                sink.fault(frames_ERROR.PROTOCOL_ERROR, 'a HEADERS frame that does not fit');
                return;
            }
            this.blockStream = stream;
            this.blockFlags = flags;
            if (flags & FLAG.END_HEADERS)
                sink.headerBlock(stream, flags, source, from, to);
            else
                this.block = [Buffer.from(source.subarray(from, to))];
        }
        else if (type === FRAME.CONTINUATION) {
            if (this.block === null) {
                sink.fault(frames_ERROR.PROTOCOL_ERROR, 'a CONTINUATION frame without HEADERS');
                return;
            }
            this.block.push(Buffer.from(source.subarray(start, start + size)));
            if (flags & FLAG.END_HEADERS) {
                const whole = Buffer.concat(this.block);
                this.block = null;
                sink.headerBlock(this.blockStream, this.blockFlags, whole, 0, whole.length);
            }
        }
        else
            this.other(type, flags, stream, source, start, size);
    }
    /** The frames whose payload is read here; PRIORITY and types this client does not know are ignored (§5.5). */
    other(type, flags, stream, source, start, size) {
        const sink = this.sink;
        switch (type) {
            case FRAME.DATA: {
                const padding = flags & FLAG.PADDED ? source[start] + 1 : 0;
                if (padding > size)
                    sink.fault(frames_ERROR.PROTOCOL_ERROR, 'a DATA frame whose padding does not fit');
                else
                    sink.data(stream, flags, size, source, start + (padding > 0 ? 1 : 0), start + size - Math.max(0, padding - 1));
                return;
            }
            case FRAME.RST_STREAM:
                sink.reset(stream, source.readUInt32BE(start));
                return;
            case FRAME.SETTINGS: {
                if (flags & FLAG.ACK)
                    return;
                const values = [];
                for (let at = start; at < start + size; at += 6)
                    values.push([source.readUInt16BE(at), source.readUInt32BE(at + 2)]);
                sink.settings(values);
                return;
            }
            case FRAME.PUSH_PROMISE:
                sink.fault(frames_ERROR.PROTOCOL_ERROR, 'a PUSH_PROMISE, though push is off');
                return;
            case FRAME.PING:
                if (!(flags & FLAG.ACK))
                    sink.ping(Buffer.from(source.subarray(start, start + size)));
                return;
            case FRAME.GOAWAY:
                sink.goAway(source.readUInt32BE(start) & MAX_STREAM, source.readUInt32BE(start + 4));
                return;
            case FRAME.WINDOW_UPDATE:
                sink.windowUpdate(stream, source.readUInt32BE(start) & MAX_STREAM);
                return;
            default:
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/http/h2/h2-session.ts





const h2_session_MAX_STREAM = 2 ** 31 - 1;
/**
 * One socket speaking HTTP/2 (RFC 9113) as a client: the preface, the server's settings obeyed (concurrent streams,
 * window, frame size), every frame read from the shared buffer (a frame cut by a read kept until the rest arrives),
 * header blocks decoded in order by one HpackDecoder, responses handed to each stream's user, pings answered, the
 * windows topped up; a reset stream, a GOAWAY, a protocol error or the socket's loss each end the streams they concern
 * with an error whose code says which (error-category.ts).
 */
class H2Session {
    events;
    maxResponseBytes;
    socket;
    ready = false;
    /** No new stream may start: a GOAWAY came, or stream numbers ran out. */
    draining = false;
    closed = false;
    streams = new Map();
    nextStream = 1;
    maxStreams = Infinity;
    decoder = new HpackDecoder();
    output;
    reader = new FrameReader(this);
    /** What the connection's receive window took since it was last topped up. */
    received = 0;
    connectTimer;
    /** What the server's GOAWAY said, when it gave an error: the streams it cuts fail with it. */
    goAwayError = null;
    constructor(origin, events, maxResponseBytes) {
        this.events = events;
        this.maxResponseBytes = maxResponseBytes;
        this.socket = origin.openSocket(this.reader.onread, () => {
            this.opened();
        });
        this.output = new StreamOutput(this.socket);
        this.socket.on('error', (error) => {
            this.close(error);
        });
        this.socket.on('close', () => {
            this.close(new ConnectionError('UND_ERR_SOCKET', this.goAwayError ?? 'other side closed'));
        });
        if (origin.connectTimeoutMs > 0) {
            this.connectTimer = setTimeout(() => {
                this.close(new ConnectionError('UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error'));
            }, origin.connectTimeoutMs).unref();
        }
    }
    /** Whether a new stream may start now. */
    canStart() {
        return this.ready && !this.draining && this.streams.size < this.maxStreams;
    }
    /** Opens a stream for `user`'s request and writes it (canStart() must be true). */
    start(user) {
        const stream = this.nextStream;
        this.nextStream += 2;
        user.stream = stream;
        user.status = 0;
        user.bodyBytes = 0;
        this.streams.set(stream, user);
        user.handler.onConnect(user.abort);
        this.output.request(user, stream);
        if (this.nextStream > h2_session_MAX_STREAM)
            this.drain([]);
    }
    /** Ends `user`'s stream with `error` (its timeout): the server is told to stop (RST_STREAM CANCEL). */
    cancel(user, error) {
        const stream = user.stream;
        if (this.streams.get(stream) !== user)
            return;
        this.output.control(resetStream(stream, frames_ERROR.CANCEL));
        this.settle(user, error);
    }
    /** Closes the socket, failing every stream; `error` is what they fail with. */
    close(error) {
        if (this.closed)
            return;
        this.closed = true;
        clearTimeout(this.connectTimer);
        this.socket.destroy();
        this.output.clear();
        const users = [...this.streams.values()];
        this.streams.clear();
        // The connection forgets this session first: a user that sends again from its error handler gets a new one.
        this.events.closed(this, this.ready ? null : error);
        for (const user of users)
            user.fail(error);
    }
    /** Closes the socket once its last stream ended (after a GOAWAY, or when stream numbers ran out). */
    closeWhenIdle() {
        if (this.draining && this.streams.size === 0 && this.ready)
            this.close(new ConnectionError('UND_ERR_SOCKET', 'closed'));
    }
    opened() {
        // A TLS socket says what ALPN agreed (false: nothing); a TCP one has no such property.
        const alpn = this.socket.alpnProtocol;
        if (alpn !== undefined && alpn !== 'h2') {
            this.close(new ConnectionError('LOADTOOL_H2_ALPN', 'the server did not agree to HTTP/2 (ALPN h2)'));
            return;
        }
        this.output.control(prefaceBytes());
    }
    ended() {
        return this.closed;
    }
    fault(code, what) {
        this.protocolError(code, what);
    }
    reset(stream, code) {
        const user = this.streams.get(stream);
        const message = `the server reset the stream: ${errorName(code)}`;
        if (user !== undefined)
            this.settle(user, new ConnectionError('LOADTOOL_H2_RESET', message));
    }
    ping(payload) {
        this.output.control(frames_frame(FRAME.PING, FLAG.ACK, 0, payload));
    }
    windowUpdate(stream, increment) {
        this.output.windowUpdate(stream, increment, this.streams.get(stream));
    }
    settings(values) {
        for (const [setting, value] of values) {
            if (setting === SETTING.MAX_CONCURRENT_STREAMS)
                this.maxStreams = value;
            else if (setting === SETTING.INITIAL_WINDOW_SIZE)
                this.output.initialWindow(value, this.streams.values());
            // RFC 9113 §6.5.2 bounds it; a value outside is kept within rather than trusted.
            else if (setting === SETTING.MAX_FRAME_SIZE)
                this.output.maxFrameSize = Math.min(Math.max(value, DEFAULT_MAX_FRAME_SIZE), 2 ** 24 - 1);
        }
        this.output.control(SETTINGS_ACK);
        if (!this.ready) {
            this.ready = true;
            clearTimeout(this.connectTimer);
            this.events.ready(this);
        }
        else
            this.events.streamEnded(this);
    }
    headerBlock(stream, flags, source, start, end) {
        const user = this.streams.get(stream);
        const raw = user?.handler?.readsHeaders && user.status === 0 ? [] : null;
        const status = this.decoder.decode(source, start, end, raw);
        if (status < 0) {
            this.protocolError(frames_ERROR.COMPRESSION_ERROR, 'a header block that is not valid HPACK');
            return;
        }
        // A stream cancelled or ended: its block was read only to keep the header table in step.
        if (user === undefined)
            return;
        const endStream = (flags & FLAG.END_STREAM) !== 0;
        if (user.status === 0) {
            if (status >= 100 && status < 200 && !endStream)
                return;
            if (status < 200 || status > 999) {
                this.resetStream(user, frames_ERROR.PROTOCOL_ERROR, `a response without a valid :status (${status})`);
                return;
            }
            const length = this.decoder.contentLength;
            if (length === -2) {
                this.resetStream(user, frames_ERROR.PROTOCOL_ERROR, 'a content-length that is not a number');
                return;
            }
            user.status = status;
            user.expectedBytes = user.frames.head || status === 204 || status === 304 ? -1 : length;
            user.handler.onHeaders(status, raw ?? [], h2_session_resumeNothing, '');
        }
        if (endStream && this.streams.get(stream) === user)
            this.endOfStream(user);
    }
    /**
     * A response's DATA: counted against the response bound and handed to the handler. The connection's window is
     * topped up at half; a stream's never needs it, as a response is bounded (maxResponseBytes, 16 MB) far below it.
     */
    data(stream, flags, size, source, start, end) {
        this.received += size;
        if (this.received >= RECEIVE_WINDOW / 2) {
            this.output.control(windowUpdate(0, this.received));
            this.received = 0;
        }
        const user = this.streams.get(stream);
        if (user === undefined)
            return;
        if (user.status === 0) {
            this.resetStream(user, frames_ERROR.PROTOCOL_ERROR, 'DATA before the response headers');
            return;
        }
        const length = end - start;
        user.bodyBytes += length;
        if (user.bodyBytes > this.maxResponseBytes) {
            this.output.control(resetStream(stream, frames_ERROR.CANCEL));
            this.settle(user, new ConnectionError('UND_ERR_RES_EXCEEDED_MAX_SIZE', 'Response content exceeded max size'));
            return;
        }
        if (length > 0)
            user.handler.onBody(source, start, length);
        if (flags & FLAG.END_STREAM && this.streams.get(stream) === user)
            this.endOfStream(user);
    }
    /**
     * The server will handle no stream above `lastStream`: those were never processed and are handed back to be sent
     * on a new connection (RFC 9113 §6.8); the others go on until they end, then the socket closes.
     */
    goAway(lastStream, code) {
        const unprocessed = [];
        for (const [stream, user] of this.streams) {
            if (stream <= lastStream)
                continue;
            this.forget(user);
            user.stream = 0;
            unprocessed.push(user);
        }
        if (code !== frames_ERROR.NO_ERROR)
            this.goAwayError = `the server closed the connection: GOAWAY ${errorName(code)}`;
        this.drain(unprocessed);
    }
    drain(unprocessed) {
        this.draining = true;
        this.events.draining(this, unprocessed);
        this.closeWhenIdle();
    }
    /** Resets `user`'s stream for a fault of the server's response, which fails as `protocol`. */
    resetStream(user, code, what) {
        this.output.control(resetStream(user.stream, code));
        this.settle(user, new ConnectionError('LOADTOOL_H2_PROTOCOL', `the server sent ${what}`));
    }
    /** A fault of the whole connection: GOAWAY, and every stream fails as `protocol`. */
    protocolError(code, what) {
        // The last stream the client took from the server: none, as push is off.
        this.output.control(goAway(0, code));
        this.output.flush();
        this.close(new ConnectionError('LOADTOOL_H2_PROTOCOL', `the server sent ${what}`));
    }
    /**
     * The server ended `user`'s stream: the response is whole, unless its DATA do not add up to its content-length
     * (malformed, RFC 9113 §8.1.1): a body cut short, counted as `reset` as undici counts it over HTTP/1.1.
     */
    endOfStream(user) {
        const expected = user.expectedBytes;
        if (expected < 0 || expected === user.bodyBytes)
            this.settle(user, null);
        else {
            const message = `the response ended after ${user.bodyBytes} of its content-length ${expected} bytes`;
            this.settle(user, new ConnectionError('UND_ERR_RES_CONTENT_LENGTH_MISMATCH', message));
        }
    }
    /** Ends `user`'s request: whole when `error` is null, else failed; then another stream may take its place. */
    settle(user, error) {
        this.forget(user);
        if (error === null)
            user.complete();
        else
            user.fail(error);
        if (this.ended())
            return;
        this.closeWhenIdle();
        if (!this.ended())
            this.events.streamEnded(this);
    }
    forget(user) {
        this.streams.delete(user.stream);
        this.output.forget(user);
    }
}
const h2_session_resumeNothing = () => undefined;

;// CONCATENATED MODULE: ./src/engine/http/h2/h2-connection.ts
// src/engine/http/h2/ is the HTTP/2 client; this is one of a scenario's connections, its users' requests as streams.


/**
 * An HTTP/2 connection that its users share, each request one stream: a request starts at once when the session may
 * open a stream, else waits in order for one (the server's SETTINGS_MAX_CONCURRENT_STREAMS, or the connection being
 * opened). The waiting is not in the latency, which runs from the stream's opening, as the HTTP/1.1 client's runs from
 * the write. After a GOAWAY, new streams go on a new session while the old one finishes its own; the requests the
 * server said it never processed are sent there once more, first.
 */
class H2Connection {
    origin;
    maxResponseBytes;
    session = null;
    waiting = [];
    opening = [];
    destroyed = false;
    sessions = new Set();
    waitTimer;
    constructor(origin, maxResponseBytes) {
        this.origin = origin;
        this.maxResponseBytes = maxResponseBytes;
    }
    /** Returns when the connection is open or failed, before the clock starts; it never rejects. */
    open() {
        if (this.destroyed || this.session?.ready === true)
            return Promise.resolve();
        return new Promise((resolve) => {
            this.opening.push(resolve);
            this.connect();
        });
    }
    request(user) {
        if (this.destroyed) {
            user.fail(new ConnectionError('UND_ERR_DESTROYED', 'The client is destroyed'));
            return;
        }
        const session = this.session;
        if (session !== null && this.waiting.length === 0 && session.canStart())
            session.start(user);
        else {
            this.enqueue([user], false);
            this.connect();
        }
    }
    /** Ends `user`'s request with `error`: its stream is cancelled, or it leaves the queue. */
    cancel(user, error) {
        if (user.stream !== 0) {
            for (const session of this.sessions)
                session.cancel(user, error);
            return;
        }
        const index = this.waiting.indexOf(user);
        if (index < 0)
            return;
        this.waiting.splice(index, 1);
        user.fail(error);
    }
    /** Closes every session, failing what is in flight and what waits. */
    destroy() {
        this.destroyed = true;
        const error = new ConnectionError('UND_ERR_DESTROYED', 'The client is destroyed');
        for (const session of [...this.sessions])
            session.close(error);
        this.failWaiting(error);
        this.settleOpening();
        return Promise.resolve();
    }
    ready(session) {
        if (session === this.session)
            this.settleOpening();
        this.streamEnded(session);
    }
    streamEnded(session) {
        if (session !== this.session)
            return;
        const waiting = this.waiting;
        let taken = 0;
        while (taken < waiting.length && session.canStart())
            session.start(waiting[taken++]);
        if (taken > 0)
            waiting.splice(0, taken);
    }
    draining(session, unprocessed) {
        if (session === this.session)
            this.session = null;
        const again = [];
        for (const user of unprocessed) {
            if (user.resent)
                user.fail(new ConnectionError('LOADTOOL_H2_RESET', 'the server refused the stream twice (GOAWAY)'));
            else {
                user.resent = true;
                again.push(user);
            }
        }
        this.enqueue(again, true);
        if (this.waiting.length > 0)
            this.connect();
    }
    closed(session, error) {
        this.sessions.delete(session);
        if (session !== this.session)
            return;
        this.session = null;
        this.settleOpening();
        // A connection that could not be opened fails what waited for it, as a refused HTTP/1.1 connection does;
        // requests that waited on one that worked go on a new one.
        if (error !== null)
            this.failWaiting(error);
        else if (this.waiting.length > 0)
            this.connect();
    }
    /**
     * Puts `users` in the queue for a stream, last (or first, sent again after a GOAWAY), each bounded by the scenario's
     * timeout: a request that gets no stream within it (the server's limit held by slow streams, or SETTINGS that
     * never come) fails as `connect`, never sent, as a connection that does not open in time does.
     */
    enqueue(users, first) {
        const now = performance.now();
        for (const user of users)
            user.queuedAt = now;
        if (first)
            this.waiting.unshift(...users);
        else
            this.waiting.push(...users);
        if (this.waitTimer === undefined && this.origin.connectTimeoutMs > 0 && this.waiting.length > 0)
            this.waitTimer = setTimeout(this.expireWaiting, this.origin.connectTimeoutMs).unref();
    }
    expireWaiting = () => {
        this.waitTimer = undefined;
        const timeoutMs = this.origin.connectTimeoutMs;
        const now = performance.now();
        const expired = this.waiting.filter((user) => now - user.queuedAt >= timeoutMs);
        this.waiting = this.waiting.filter((user) => now - user.queuedAt < timeoutMs);
        if (this.waiting.length > 0) {
            const oldest = Math.min(...this.waiting.map((user) => user.queuedAt));
            this.waitTimer = setTimeout(this.expireWaiting, Math.max(1, oldest + timeoutMs - now)).unref();
        }
        const error = new ConnectionError('UND_ERR_CONNECT_TIMEOUT', 'no HTTP/2 stream could be opened within the timeout');
        for (const user of expired)
            user.fail(error);
    };
    connect() {
        if (this.session !== null || this.destroyed)
            return;
        const session = new H2Session(this.origin, this, this.maxResponseBytes);
        this.session = session;
        this.sessions.add(session);
    }
    failWaiting(error) {
        const waiting = this.waiting;
        this.waiting = [];
        clearTimeout(this.waitTimer);
        this.waitTimer = undefined;
        for (const user of waiting)
            user.fail(error);
    }
    settleOpening() {
        const opening = this.opening;
        this.opening = [];
        for (const resolve of opening)
            resolve();
    }
}

;// CONCATENATED MODULE: ./src/engine/http/h2/h2-user.ts

/**
 * What a virtual user sends its requests with over HTTP/2 (an HttpClient): each request is a stream on the user's
 * connection, shared with the other users of that connection; it calls the handler as the lean HTTP/1.1 client does
 * (onConnect when the stream is opened, onHeaders, onBody, onComplete or onError). The connection's session reads and
 * writes the fields below.
 */
class H2User {
    connection;
    framesOf;
    handler = null;
    frames = null;
    /** The stream of the request in flight; 0 while it waits for one. */
    stream = 0;
    /** The final response's status; 0 until its headers arrived. */
    status = 0;
    bodyBytes = 0;
    /** The response's `content-length`, which its DATA must add up to; -1 when it has none or none applies (HEAD). */
    expectedBytes = -1;
    /** How much of the body was sent, and what the stream's send window still takes. */
    bodySent = 0;
    sendWindow = 0;
    /** When the request began to wait for a stream (performance.now()), while it waits. */
    queuedAt = 0;
    /** Whether the request was sent again after a GOAWAY left it unprocessed: it is sent again once at most. */
    resent = false;
    constructor(connection, 
    /** Returns the frames of a request, or why HTTP/2 cannot send it. */
    framesOf) {
        this.connection = connection;
        this.framesOf = framesOf;
    }
    open() {
        return this.connection.open();
    }
    dispatch(options, handler) {
        const frames = this.framesOf(options);
        if (typeof frames === 'string') {
            handler.onError(new ConnectionError('LOADTOOL_H2_REQUEST', `HTTP/2 cannot send ${frames}`));
            return false;
        }
        this.handler = handler;
        this.frames = frames;
        this.resent = false;
        this.connection.request(this);
        return true;
    }
    /** undici's abort of the request in flight (the timeout): the stream is cancelled, the handler gets `error`. */
    abort = (error) => {
        this.connection.cancel(this, error ?? new ConnectionError('UND_ERR_ABORTED', 'Request aborted'));
    };
    /** Ends the request with `error`, once. */
    fail(error) {
        const handler = this.handler;
        this.handler = null;
        this.stream = 0;
        handler?.onError(error);
    }
    /** Ends the request with its whole response, once. */
    complete() {
        const handler = this.handler;
        this.handler = null;
        this.stream = 0;
        handler?.onComplete(null);
    }
}

;// CONCATENATED MODULE: ./src/engine/http/h2/request-frames.ts



/**
 * Returns the frames of `options` to `authority` over `scheme`, or a sentence saying what HTTP/2 cannot carry: a
 * header that is not valid HTTP, a body that is not bytes or text, a method without a body given one.
 */
function requestFrames(options, scheme, authority) {
    const { method, path } = options;
    const body = bodyBytes(options.body);
    if (body === null)
        return 'a body that is neither bytes nor text';
    if (body.length > 0 && !WITH_BODY.has(method))
        return `a body on ${method}`;
    const headers = headerPairs(options.headers);
    if (headers === null)
        return 'headers that are not text';
    const sendsBody = body.length > 0 || WITH_BODY.has(method);
    const block = requestBlock(method, scheme, authority, path, headers, sendsBody ? body.length : null);
    if (typeof block === 'string')
        return `${block}: it is not valid HTTP`;
    const count = Math.max(1, Math.ceil(block.length / DEFAULT_MAX_FRAME_SIZE));
    const bytes = Buffer.allocUnsafe(block.length + count * HEADER_LENGTH);
    const streamOffsets = [];
    let offset = 0;
    for (let index = 0; index < count; index++) {
        const part = block.subarray(index * DEFAULT_MAX_FRAME_SIZE, (index + 1) * DEFAULT_MAX_FRAME_SIZE);
        const last = index === count - 1;
        const flags = (last ? FLAG.END_HEADERS : 0) | (index === 0 && !sendsBody ? FLAG.END_STREAM : 0);
        writeHeader(bytes, offset, part.length, index === 0 ? FRAME.HEADERS : FRAME.CONTINUATION, flags, 0);
        streamOffsets.push(offset + 5);
        part.copy(bytes, offset + HEADER_LENGTH);
        offset += HEADER_LENGTH + part.length;
    }
    return { headers: bytes, streamOffsets, body: sendsBody ? Buffer.from(body) : null, head: method === 'HEAD' };
}

;// CONCATENATED MODULE: ./src/engine/http/agent/cookie-jar.ts

let tough;
/**
 * Returns whether a scenario's users keep cookies: `cookies: on|off` as written (its own or that of defaults), else
 * on for a flow and a script, whose steps are one user's session (a login, then what it allows), and off for a
 * single request, which repeats one request as if each came from a new client.
 */
function keepsCookies(scenario) {
    return scenario.cookies === undefined
        ? scenario.flow !== undefined || scenario.script !== undefined
        : scenario.cookies === 'on';
}
/**
 * Loads tough-cookie, once, before the first scenario that keeps cookies builds its users: a run without cookies never
 * loads it (it is a thirtieth of a second of a run's start, with its public-suffix list).
 */
async function loadCookies() {
    tough ??= await __webpack_require__.e(/* import() */ 380).then(__webpack_require__.bind(__webpack_require__, 77380));
}
/**
 * One virtual user's cookie jar, used synchronously on the hot path (tough-cookie's memory store answers at once): a
 * response's Set-Cookie headers are kept by RFC 6265's rules (domain and path, expiry and Max-Age, a cookie for a
 * public suffix refused), and each request asks for the Cookie header of its URL. `Secure` cookies are kept and sent
 * over https only, http://localhost included (tough-cookie, as browsers, would trust it); `SameSite` is ignored, as a
 * client that is not a browser has no site to compare with. Asking costs a few microseconds, so until the jar has
 * kept a cookie no request asks it.
 */
class UserCookies {
    jar;
    /** Whether a cookie was ever kept; until then every request has none. */
    kept = false;
    constructor() {
        if (tough === undefined)
            throw new Error('tough-cookie is used before loadCookies() loaded it');
        this.jar = new tough.CookieJar(undefined, { allowSecureOnLocal: false });
    }
    /** Keeps the cookies of a response to `url`; one the rules refuse (a foreign domain, Secure over http) is dropped. */
    keep(setCookies, url) {
        for (const header of setCookies) {
            if (this.jar.setCookieSync(header, url, { ignoreError: true }) !== undefined)
                this.kept = true;
        }
    }
    /** Returns the Cookie header of a request to `url`: '' when the jar has no cookie for it. */
    header(url) {
        return this.kept ? this.jar.getCookieStringSync(url) : '';
    }
    /**
     * Masks the values of the jar's cookies in a sample's text (a body that echoes a session): rare, so it builds its
     * masker each time. Values too short to mask safely are left, as every secret's (masker.ts).
     */
    mask = (text) => {
        if (!this.kept)
            return text;
        const values = (this.jar.serializeSync()?.cookies ?? []).flatMap(({ value }) => typeof value === 'string' ? [value] : []);
        return (0,masker/* maskerOf */.nk)(values)(text);
    };
}

// EXTERNAL MODULE: ./src/redact-url.ts
var redact_url = __webpack_require__(20470);
;// CONCATENATED MODULE: ./src/engine/http/agent/redirects.ts


/** The code of RedirectError, which engine/error-category.ts counts as `redirect`. */
const REDIRECT = 'LOADTOOL_REDIRECT';
/**
 * A redirect the user does not follow: a chain longer than followRedirects, a loop, a Location on another origin
 * without crossOrigin, one that is not an http(s) URL. Its message is the sample's reason: what happened and what to
 * set, with the URL redacted (redact-url.ts).
 */
class RedirectError extends Error {
    code = REDIRECT;
    constructor(message) {
        super(message);
        this.name = 'RedirectError';
    }
}
/**
 * Returns whether a status is a redirect that is followed: 301, 302, 303, 307 and 308. 300 (a choice), 304 (not
 * modified) and 305 (a proxy, deprecated) are answers, as browsers and undici take them.
 */
function isRedirect(status) {
    return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}
/**
 * Headers a request without a body drops (the Fetch standard's request-body-header names): a 301, 302 or 303 turned
 * into a GET sends no Content-Type of the body it no longer has.
 */
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-language', 'content-location']);
/**
 * Headers that never go to another origin: credentials meant for the first one, as undici, fetch and Go's client drop
 * them (a Cookie of the user's jar is added per origin by the jar itself), and a Host written for the first one.
 */
const ORIGIN_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'host']);
/**
 * Returns the request that a `status` response with `location` leads to from `options` sent to `origin`, or why it
 * is not followed. The Location is resolved against the request's URL (a relative one is usual) and its fragment
 * dropped. 301, 302 and 303 turn into a GET without a body (HEAD stays HEAD), as k6 (Go's client) does for every
 * method and browsers and undici for POST; 307 and 308 keep the method and the body. Another origin is followed only
 * with `crossOrigin`, and without the first origin's credentials.
 */
function nextHop(options, origin, status, location, crossOrigin) {
    let url;
    try {
        url = new URL(location, `${origin}${options.path}`);
    }
    catch {
        return new RedirectError(`a ${status} whose Location is not a URL: a redirect to nowhere, which the server sent`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return new RedirectError(`a ${status} to a ${url.protocol} URL: only http and https redirects are followed`);
    const foreign = url.origin !== origin;
    if (foreign && !crossOrigin)
        return new RedirectError(`a ${status} to another origin (${url.origin}): set crossOrigin: true on the scenario or step to follow it`);
    const method = options.method;
    const toGet = status <= 303 && method !== 'GET' && method !== 'HEAD';
    const pairs = headerPairs(options.headers) ?? [];
    const headers = [];
    for (let index = 0; index + 1 < pairs.length; index += 2) {
        const name = pairs[index].toLowerCase();
        if ((toGet && BODY_HEADERS.has(name)) || (foreign && ORIGIN_HEADERS.has(name)))
            continue;
        headers.push(pairs[index], pairs[index + 1]);
    }
    return {
        origin: url.origin,
        options: {
            ...options,
            method: toGet ? 'GET' : method,
            path: `${url.pathname}${url.search}`,
            headers,
            body: toGet ? null : options.body,
        },
    };
}
/** Returns why a chain is not followed further: a response that redirects once more than followRedirects allows. */
function tooManyRedirects(status, followRedirects) {
    return new RedirectError(`a ${status} after ${followRedirects} redirects, one more than followRedirects: ${followRedirects} allows: raise followRedirects, or send the request they lead to`);
}
/** Returns why a chain is not followed further: its redirect number `redirect` leads back to a request it sent. */
function redirectLoop(status, origin, path, redirect) {
    return new RedirectError(`a redirect loop: redirect ${redirect} of the chain (a ${status}) leads back to ${(0,redact_url/* redactUrl */.B)(`${origin}${path}`)}, already sent in it with the same cookies`);
}

;// CONCATENATED MODULE: ./src/engine/http/agent/user-session.ts



/**
 * A virtual user's session, between the user (its request handler) and its client: it keeps the cookies of every
 * response, redirects included, in the user's jar and adds the jar's Cookie header to every request, after one the
 * request writes itself; and it follows the redirects a request allows (`followRedirects`), each hop a request of its
 * own on the wire and one request for the user, its latency the sum of the hops' (each from its write to its last
 * byte, as any request's), its status the last one's. It is the client's handler meanwhile, and hands the user only
 * the final response. A request that neither keeps cookies nor follows redirects goes to the client untouched, so a
 * scenario without either pays nothing; the engine makes a session only for scenarios that may need one.
 *
 * Requests are built once and reused, and the clients serialize each request object once: the request with a Cookie
 * header, and each hop, is kept and sent again as long as the cookie and the Location stay the same (a session's
 * cookie, a login's redirect), so that the clients' caches keep working.
 */
class UserSession {
    client;
    origin;
    cookies;
    foreignClient;
    readsHeaders = true;
    handler = null;
    /** The request in flight (the chain's current hop). */
    sent = { origin: '', options: { method: 'GET', path: '/' }, cookie: '' };
    /** Where the current response leads: the next hop, why not, or undefined when it is the user's answer. */
    leadsTo;
    /** The redirects followed in the chain in flight, and the requests it sent (method, URL, Cookie), from its first. */
    hops = 0;
    chain;
    withCookies = new WeakMap();
    /** The last hop of each request, by status and Location: a login's redirect is the same every time. */
    hopsOf = new WeakMap();
    foreign = new Map();
    constructor(client, 
    /** `http://host:port` of the scenario, which `client` connects to. */
    origin, 
    /** The user's jar; undefined when the scenario keeps no cookies. */
    cookies, 
    /** Returns a new client to another origin, for the user's redirects there. */
    foreignClient) {
        this.client = client;
        this.origin = origin;
        this.cookies = cookies;
        this.foreignClient = foreignClient;
    }
    dispatch(options, handler) {
        const cookies = this.cookies;
        if (cookies === undefined && handler.followRedirects === 0)
            return this.client.dispatch(options, handler);
        this.handler = handler;
        this.hops = 0;
        this.chain = undefined;
        if (cookies !== undefined)
            handler.maskCookies ??= cookies.mask;
        return this.send(this.client, this.origin, options);
    }
    /** Closes the user's clients to other origins; its own client is the scenario's to close. */
    close() {
        const clients = [...this.foreign.values()];
        this.foreign.clear();
        return Promise.all(clients.map((client) => client.destroy())).then(() => undefined);
    }
    onConnect(abort) {
        if (this.hops === 0)
            this.handler.onConnect(abort);
        else
            this.handler.onRedirect(abort);
    }
    onHeaders(status, rawHeaders, resume, statusText) {
        const handler = this.handler;
        const sent = this.sent;
        if (this.cookies !== undefined) {
            const setCookies = headerValues(rawHeaders, 'set-cookie');
            if (setCookies.length > 0)
                this.cookies.keep(setCookies, `${sent.origin}${sent.options.path}`);
        }
        this.leadsTo = undefined;
        const follow = handler.followRedirects;
        if (follow > 0 && isRedirect(status)) {
            const location = headerValues(rawHeaders, 'location')[0];
            if (location !== undefined) {
                this.leadsTo = this.hops >= follow ? tooManyRedirects(status, follow) : this.next(status, location);
                return true;
            }
        }
        return handler.onHeaders(status, rawHeaders, resume, statusText);
    }
    onData(chunk) {
        if (this.leadsTo === undefined)
            this.handler.onData(chunk);
        return true;
    }
    onBody(chunk, start, length) {
        // A redirect's body is read to keep the connection, not kept: the user's answer is the last response.
        if (this.leadsTo === undefined)
            this.handler.onBody(chunk, start, length);
    }
    onComplete(trailers) {
        const handler = this.handler;
        const leadsTo = this.leadsTo;
        this.leadsTo = undefined;
        if (leadsTo === undefined)
            handler.onComplete(trailers);
        else if (leadsTo instanceof RedirectError)
            handler.onError(leadsTo);
        else if (handler.active && handler.redirected()) {
            this.hops++;
            this.send(leadsTo.origin === this.origin ? this.client : this.clientTo(leadsTo.origin), leadsTo.origin, leadsTo.options);
        }
    }
    onError(error) {
        this.leadsTo = undefined;
        this.handler.onError(error);
    }
    /** Sends a request of the chain to `origin` on `client`, with the jar's Cookie header for its URL. */
    send(client, origin, options) {
        const cookie = this.cookies?.header(`${origin}${options.path}`) ?? '';
        this.sent = { origin, options, cookie };
        return client.dispatch(cookie === '' ? options : this.withCookie(options, cookie), this);
    }
    /** Returns the hop a redirect leads to, or why it is not followed: it leads back to a request of the chain. */
    next(status, location) {
        const { origin, options } = this.sent;
        const handler = this.handler;
        const key = `${origin} ${status} ${handler.crossOrigin} ${location}`;
        const known = this.hopsOf.get(options);
        let hop;
        if (known?.key === key)
            hop = known.hop;
        else {
            hop = nextHop(options, origin, status, location, handler.crossOrigin);
            if (hop instanceof RedirectError)
                return hop;
            this.hopsOf.set(options, { key, hop });
        }
        // The same request with the same cookies would get the same answer: a loop. The same URL is not enough, as a
        // POST answered by a 303 to its own URL (post/redirect/get), or a redirect back once a cookie is set, is none.
        const chain = (this.chain ??= [requestKey(this.sent)]);
        const cookie = this.cookies?.header(`${hop.origin}${hop.options.path}`) ?? '';
        const nextKey = requestKey({ ...hop, cookie });
        if (chain.includes(nextKey))
            return redirectLoop(status, hop.origin, hop.options.path, this.hops + 1);
        chain.push(nextKey);
        return hop;
    }
    /** Returns the request with `cookie` after the Cookie header it may write itself, kept per request and cookie. */
    withCookie(options, cookie) {
        const known = this.withCookies.get(options);
        if (known?.cookie === cookie)
            return known.options;
        const headers = headerPairs(options.headers) ?? [];
        const merged = [];
        let written = false;
        for (let index = 0; index + 1 < headers.length; index += 2) {
            const name = headers[index];
            let value = headers[index + 1];
            if (!written && name.toLowerCase() === 'cookie') {
                value = `${value}; ${cookie}`;
                written = true;
            }
            merged.push(name, value);
        }
        if (!written)
            merged.push('cookie', cookie);
        const sent = { ...options, headers: merged };
        this.withCookies.set(options, { cookie, options: sent });
        return sent;
    }
    /** Returns the user's client to `origin`, made on its first redirect there. */
    clientTo(origin) {
        let client = this.foreign.get(origin);
        if (client === undefined) {
            client = this.foreignClient(origin);
            this.foreign.set(origin, client);
        }
        return client;
    }
}
/** Returns what tells two requests of a chain apart: method, URL and Cookie header. */
function requestKey({ origin, options, cookie }) {
    return `${options.method} ${origin}${options.path}\n${cookie}`;
}

;// CONCATENATED MODULE: ./src/engine/http/scenario-connections.ts









/** The users that share an HTTP/2 connection when the scenario does not say (`connections:`): h2load's `-m 100`. */
const H2_USERS_PER_CONNECTION = 100;
/** Returns the HTTP/2 connections `users` share: `connections` when set, else one per H2_USERS_PER_CONNECTION users. */
function h2Connections(users, connections) {
    return connections ?? Math.ceil(users / H2_USERS_PER_CONNECTION);
}
/**
 * Returns whether the engine uses the lean client (http:// and https://): unless LOADTOOL_HTTP_CLIENT=undici, which
 * keeps undici's Client, the lean client's predecessor, to compare the two and as a way back.
 */
function leanClients() {
    return process.env.LOADTOOL_HTTP_CLIENT !== 'undici';
}
/**
 * A scenario's HTTP clients, each with one keep-alive connection that can be opened before the clock starts. They are
 * shared by whatever executor sends the scenario's requests; the lifecycle closes them.
 */
class ScenarioConnections {
    clients;
    /** `http://host:port` or https:, as given. */
    origin;
    opens;
    closes;
    /** `count` clients to `origin` (`http://host:port` or https:), none connected yet. */
    constructor(origin, count, settings) {
        this.origin = origin;
        const url = new URL(origin);
        let clients;
        let closes;
        if (settings.protocol === 'h2') {
            const h2 = h2Clients(url, count, settings);
            clients = h2.clients;
            this.opens = h2.clients.map((client) => () => client.open());
            closes = h2.connections.map((connection) => () => connection.destroy());
        }
        else if (leanClients()) {
            const shared = new LeanOrigin(url, settings);
            const lean = Array.from({ length: count }, () => new LeanClient(shared));
            clients = lean;
            this.opens = lean.map((client) => () => client.open());
            closes = lean.map((client) => () => client.destroy());
        }
        else {
            const undici = undiciClients(url, count, settings);
            clients = undici.map(({ client }) => client);
            this.opens = undici.map(({ open }) => open);
            closes = undici.map(({ close }) => close);
        }
        const session = settings.session;
        if (session === undefined) {
            this.clients = clients;
            this.closes = closes;
        }
        else {
            const foreign = foreignClients(settings);
            const sessions = clients.map((client) => new UserSession(client, url.origin, session.cookies ? new UserCookies() : undefined, foreign));
            this.clients = sessions;
            this.closes = [...closes, ...sessions.map((user) => () => user.close())];
        }
    }
    /** Returns when the connections of the first `count` clients are open or failed; it never rejects. */
    open(count) {
        return Promise.all(this.opens.slice(0, count).map((open) => open())).then(() => undefined);
    }
    /** Returns when every client is closed, aborting whatever is still in flight; call after the executor's interrupt(). */
    close() {
        return Promise.all(this.closes.map((close) => close())).then(() => undefined);
    }
}
/**
 * Returns the connections of `scenario`'s users to `origin`, by its protocol, its timeout and the run's `client`; each
 * user's in a session (http/agent/) when the scenario keeps cookies or `redirects` may be followed.
 */
function scenarioConnections(origin, scenario, client, redirects) {
    const { concurrentUsers, timeoutMs, protocol, connections } = scenario;
    const cookies = keepsCookies(scenario);
    return new ScenarioConnections(origin, concurrentUsers, {
        timeoutMs,
        ...client,
        ...(protocol && { protocol }),
        ...(connections !== undefined && { connections }),
        ...((cookies || redirects) && { session: { cookies } }),
    });
}
/**
 * Returns how a scenario's users reach another origin, for the redirects that lead there (`crossOrigin`): a client of
 * each user's own per origin, over HTTP/1.1 whatever the scenario's protocol (the simplest way that is correct: such
 * hops are few), the origin's settings (TLS, its sessions, serialized requests) shared by the scenario's users.
 */
function foreignClients(settings) {
    const origins = new Map();
    const { timeoutMs, maxResponseBytes, tls } = settings;
    return (origin) => {
        let shared = origins.get(origin);
        if (shared === undefined) {
            shared = new LeanOrigin(new URL(origin), { timeoutMs, maxResponseBytes, tls });
            origins.set(origin, shared);
        }
        const to = shared;
        return leanClients() ? new LeanClient(to) : new LaterClient(() => to.undiciClient());
    };
}
/**
 * Returns `count` users over HTTP/2 to `url` and the connections they share (`settings.connections`, at most one per
 * user), user i on connection i mod n, so that a ramp-up spreads over them; each request's frames are built once.
 */
function h2Clients(url, count, settings) {
    const origin = new LeanOrigin(url, settings);
    const scheme = url.protocol === 'https:' ? 'https' : 'http';
    const cache = new WeakMap();
    const framesOf = (options) => {
        let frames = cache.get(options);
        if (frames === undefined) {
            frames = requestFrames(options, scheme, url.host);
            cache.set(options, frames);
        }
        return frames;
    };
    const wanted = h2Connections(count, settings.connections);
    const connections = Array.from({ length: Math.max(1, Math.min(wanted, count)) }, () => new H2Connection(origin, settings.maxResponseBytes));
    const clients = Array.from({ length: count }, (_, index) => new H2User(connections[index % connections.length], framesOf));
    return { clients, connections };
}
/**
 * Returns `count` undici clients to `url`, each with its connection opened in advance by a WarmConnection (`open`),
 * undici loaded by the first `open` or request.
 */
function undiciClients(url, count, settings) {
    const params = {
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        host: url.host,
        protocol: url.protocol,
        port: url.port,
    };
    let connect;
    return Array.from({ length: count }, () => {
        let warm;
        const warmed = async () => {
            await loadUndici();
            connect ??= undiciConnector(settings.timeoutMs, settings.tls);
            return (warm ??= new WarmConnection(connect, params));
        };
        const client = new LaterClient(async () => undiciClient(url.origin, settings.maxResponseBytes, (await warmed()).connector));
        const open = async () => (await warmed()).open();
        const close = () => {
            warm?.discard();
            return client.destroy();
        };
        return { client, open, close };
    });
}

// EXTERNAL MODULE: ./src/engine/record/rates.ts
var rates = __webpack_require__(10089);
;// CONCATENATED MODULE: ./src/engine/record/scenario-figures.ts


/**
 * Returns the running scenario's figures at `now`, `elapsedMs` into its measured time, from its recorder; with
 * `live`, its cumulative figures too (a flow's steps' by their names, the open model's dropped).
 */
function scenarioProgress(scenario, recorder, now, elapsedMs, live) {
    recorder.roll(now);
    const requests = recorder.completed();
    const total = recorder.total;
    return {
        name: scenario.name,
        elapsedSeconds: Math.round(elapsedMs / 100) / 10,
        durationSeconds: scenario.durationSeconds,
        requests,
        errors: recorder.errors(),
        rps: elapsedMs > 0 ? Math.round((requests / elapsedMs) * 1000 * 10) / 10 : 0,
        p95Ms: (0,latency_histogram/* toMs */.G8)((0,latency_histogram/* percentilesOf */.ib)(total, [95])[0]),
        ...(live && {
            live: {
                ...liveCounts(recorder),
                ...(live.dropped !== undefined && { dropped: live.dropped }),
                ...(scenario.flow &&
                    live.steps && {
                    steps: live.steps.map((step, index) => {
                        step.roll(now);
                        return { name: scenario.flow[index].name, ...liveCounts(step) };
                    }),
                }),
            },
        }),
    };
}
/** Returns a rolled recorder's cumulative figures. */
function liveCounts(recorder) {
    return {
        ok: recorder.ok,
        failed: recorder.errors(),
        byCategory: recorder.byCategory(),
        bytesReceived: recorder.bytesReceived,
        bytesSent: recorder.bytesSent,
        histogram: (0,latency_histogram/* encodeHistogram */.ll)(recorder.total),
    };
}
/** Returns what a scenario measured, from its finished recorder and its measured time: `cancelled` or `measured`. */
function measuredScenario(scenario, recorder, time) {
    const failed = recorder.errors();
    const interrupted = recorder.byCategory().interrupted ?? 0;
    const measuredMs = time.stoppedAt - time.startedAt;
    const histogram = (0,latency_histogram/* encodeHistogram */.ll)(recorder.total);
    return {
        ...emptyMeasurement(scenario, time.cancelled ? 'cancelled' : 'measured'),
        ...(time.endedEarly !== undefined &&
            !time.cancelled && {
            stoppedEarly: { afterSeconds: Math.round(measuredMs) / 1000, reason: time.endedEarly },
        }),
        requests: {
            total: recorder.ok + failed,
            ok: recorder.ok,
            failed,
            byCategory: recorder.byCategory(),
            byStatus: recorder.statusCounts(),
            ...(recorder.redirects > 0 && { redirects: recorder.redirects }),
        },
        // The summary comes from the encoded histogram, so that whoever decodes results.json gets the same figures.
        latencyMs: (0,latency_histogram/* summarizeLatency */.cH)((0,latency_histogram/* decodeHistogram */.pr)(histogram)),
        histogram,
        // Completed requests: the interrupted ones never completed.
        rps: (0,rates/* roundedRate */.y)((0,rates/* perSecond */.E)(recorder.ok + failed - interrupted, measuredMs)),
        bytesReceived: recorder.bytesReceived,
        ...(recorder.bytesSent > 0 && { bytesSent: recorder.bytesSent }),
        timeline: recorder.timeline,
        rounds: recorder.rounds.results,
        samples: [...recorder.samples.samples],
    };
}
/** Returns the measurement of a scenario that sent nothing. */
function emptyMeasurement(scenario, outcome) {
    const empty = (0,latency_histogram/* createLatencyHistogram */.bf)();
    return {
        name: scenario.name,
        endpoint: scenario.endpoint,
        line: scenario.line,
        outcome,
        concurrentUsers: scenario.concurrentUsers,
        durationSeconds: scenario.durationSeconds,
        requests: { total: 0, ok: 0, failed: 0, byCategory: {}, byStatus: {} },
        latencyMs: (0,latency_histogram/* summarizeLatency */.cH)(empty),
        histogram: (0,latency_histogram/* encodeHistogram */.ll)(empty),
        rps: 0,
        bytesReceived: 0,
        timeline: [],
        samples: [],
    };
}

;// CONCATENATED MODULE: ./src/engine/scenario-load.ts


/**
 * What the request handlers of one scenario share, whatever the executor: the request, where they record, when to
 * stop, and the requests in flight, which the end of the run waits for (`drain`).
 */
class ScenarioLoad {
    request;
    recorder;
    feeder;
    /** Set when the measured time is over or the run is cancelled: no request starts after that, but a flow's cleanup. */
    stopping = false;
    /** Set when the run is cancelled (before `stopping`): not even a flow's cleanup starts then. */
    cancelled = false;
    /** performance.now() at which the measured time ends. */
    endsAt = Number.POSITIVE_INFINITY;
    /** Requests started and not yet ended. */
    inFlight = 0;
    /**
     * Ends the scenario's measured time before it is over, for a reason every report gives: set by the lifecycle
     * (scenario-lifecycle.ts) when the measured time starts; nothing before.
     */
    endEarly = () => { };
    /** Set by endWhenIdle: the reason the scenario ends once its last request in flight ends. */
    endWhenIdleFor;
    thinkTimeMs;
    timeoutMs;
    graphql;
    followRedirects;
    crossOrigin;
    httpDebug;
    /**
     * Whether the requests differ: the variants of a scenario with data sources, or requests built anew for each send
     * (`${uuid}`); false for any other scenario, which sends `request` as is.
     */
    varies;
    /** The requests of a scenario with data sources, built once, sent in turn; undefined for any other scenario. */
    variants;
    /** The requests of a scenario with `${uuid}` (one per variant), built anew for each send; undefined otherwise. */
    templates;
    /** How many variants (or templates) the requests go through in turn. */
    count;
    /** The variant the next request takes. */
    nextIndex = 0;
    drained;
    done = new Promise((resolve) => (this.drained = resolve));
    drainTimer;
    drainEndsAt = Number.POSITIVE_INFINITY;
    constructor(
    /** The request, built once and dispatched as is on every iteration. */
    request, recorder, settings, variants, 
    /** The variant of the first request: a shard's starts where the shards before it left off (their users). */
    firstVariant = 0, 
    /**
     * For a scenario with `${uuid}` or a data file: the template of each variant (or of its one request), in place of
     * `variants`.
     */
    templates, 
    /** For a scenario with a data file: the rows each request takes one of, into its template. */
    feeder) {
        this.request = request;
        this.recorder = recorder;
        this.feeder = feeder;
        this.templates = templates !== undefined && templates.length > 0 ? templates : undefined;
        this.variants = !this.templates && variants !== undefined && variants.length > 1 ? variants : undefined;
        this.count = this.templates?.length ?? this.variants?.length ?? 1;
        this.varies = this.templates !== undefined || this.variants !== undefined;
        if (this.varies)
            this.nextIndex = firstVariant % this.count;
        // Checked once here, not on the hot path: every handler re-arms its timers with these delays.
        this.thinkTimeMs = timerDelay(settings.thinkTimeMs, 'the think time');
        this.timeoutMs = timerDelay(settings.timeoutMs, 'the timeout');
        this.graphql = settings.graphql;
        this.followRedirects = settings.followRedirects ?? 0;
        this.crossOrigin = settings.crossOrigin ?? false;
        this.httpDebug = settings.httpDebug === true;
    }
    /**
     * Returns the request to send next when the requests vary: request k of the scenario, across its users, takes
     * variant k mod n, built anew when the scenario has templates, with the next row of its data file; undefined once
     * a data file's rows are used up (`pick: unique`), which ends the scenario.
     */
    nextVariant() {
        const index = this.nextIndex;
        this.nextIndex = index + 1 === this.count ? 0 : index + 1;
        return this.variant(index);
    }
    /** Returns request `k` of the whole schedule when the requests vary (the open model): variant k mod n. */
    variantAt(k) {
        return this.variant(k % this.count);
    }
    /** The values of the data file's row the request being built takes: one object, filled anew for each build. */
    row = emptyValues();
    variant(index) {
        const templates = this.templates;
        if (templates === undefined)
            return this.variants[index];
        const feeder = this.feeder;
        if (feeder === undefined)
            return templates[index].build();
        return feeder.take(this.row) ? templates[index].build(this.row) : undefined;
    }
    /** Counts a request that ended; ends the drain when it was the last one after the stop. */
    ended() {
        if (--this.inFlight === 0) {
            if (this.stopping)
                this.endDrain();
            else if (this.endWhenIdleFor !== undefined)
                this.endEarly(this.endWhenIdleFor);
        }
    }
    /**
     * Ends the scenario's measured time (endEarly) once no request is in flight, now if none is: the users start no new
     * request (a data file's rows are used up), and those under way, a flow's iteration to its last step, still count.
     */
    endWhenIdle(reason) {
        if (this.inFlight === 0)
            this.endEarly(reason);
        else
            this.endWhenIdleFor = reason;
    }
    /**
     * Returns a promise that resolves once no request is in flight, or `graceMs` from now, whichever comes first; call
     * after `stopping` is set. A later call can only shorten the wait (a cancel during the grace period), never extend it.
     */
    drain(graceMs) {
        if (this.inFlight === 0)
            this.endDrain();
        else {
            const now = performance.now();
            if (now + graceMs < this.drainEndsAt) {
                clearTimeout(this.drainTimer);
                this.drainEndsAt = now + graceMs;
                this.drainTimer = setTimeout(this.endDrain, timerDelay(graceMs, 'the grace period'));
            }
        }
        return this.done;
    }
    endDrain = () => {
        clearTimeout(this.drainTimer);
        this.drainEndsAt = Number.NEGATIVE_INFINITY;
        this.drained();
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/loadtest/data/read-data-file.ts
var read_data_file = __webpack_require__(94837);
// EXTERNAL MODULE: ./src/results/wording.ts
var wording = __webpack_require__(48314);
;// CONCATENATED MODULE: ./src/engine/data/data-feeder.ts
// src/engine/data/ feeds requests from a scenario's data file: this process's rows, read once, taken in turn.




/**
 * Returns the rows of a data file one process runs: shard i of n, worker thread j of m, takes the rows whose index,
 * counted from 0, is (i - 1) + n·(j - 1) modulo n·m, so that the shards split the file exactly (shard i takes rows i,
 * i + n, …, counted from 1) and each shard's threads split its rows again, whatever the number of users.
 */
function rowPart(shard, worker) {
    const shards = shard?.count ?? 1;
    const workers = worker?.count ?? 1;
    return { offset: (shard ? shard.index - 1 : 0) + shards * (worker ? worker.index - 1 : 0), stride: shards * workers };
}
/** The files read by this process, by path and part: a scenario run again (the same job's rounds) reads none again. */
const read = new Map();
/**
 * Returns this process's rows of a data file, read once and shared by every user of every scenario that names it:
 * read again only when the file changed (its size or time). Rejects with a DataFileError.
 */
async function dataRows(path, part) {
    const info = await (0,promises_.stat)(path).catch(() => undefined);
    const version = info ? `${info.size} ${info.mtimeMs}` : '';
    const key = `${part.offset}/${part.stride} ${path}`;
    const known = read.get(key);
    if (known && known.version === version)
        return known.rows;
    const rows = (0,read_data_file/* readDataFile */.lD)(path, part);
    read.set(key, { version, rows });
    rows.catch(() => read.delete(key));
    return rows;
}
/**
 * Takes the rows of one scenario's data file for its requests (or a flow's iterations), across its users: in order
 * (`sequential`, from the first again once all are used), at random, or each once (`unique`), after which `take`
 * answers false and the scenario is ended by `usedUp`. A taken row's values are put into a user's values as
 * `data.<column>`: a string as is, any other JSON value as its text and, apart, as itself (RequestValues).
 */
class DataFeeder {
    data;
    pick;
    usedUp;
    next = 0;
    names;
    constructor(data, pick, 
    /** Called once, when `unique` finds no row left: the scenario ends (ScenarioLoad.endWhenIdle). */
    usedUp) {
        this.data = data;
        this.pick = pick;
        this.usedUp = usedUp;
        this.names = data.columns.map((column) => `${placeholders/* DATA_PREFIX */.Qs}${column}`);
    }
    /** Puts the next row's values into `into`; returns false, and puts nothing, when `unique` has no row left. */
    take(into) {
        const rows = this.data.rows;
        let index;
        if (this.pick === 'random')
            index = Math.floor(Math.random() * rows.length);
        else if (this.pick === 'sequential') {
            index = this.next;
            this.next = index + 1 === rows.length ? 0 : index + 1;
        }
        else {
            index = this.next++;
            if (index >= rows.length) {
                if (index === rows.length)
                    this.usedUp();
                return false;
            }
        }
        const row = rows[index];
        const names = this.names;
        for (let column = 0; column < names.length; column++) {
            const value = row[column];
            const name = names[column];
            if (typeof value === 'string' || value === undefined) {
                into.text[name] = value ?? '';
                into.json[name] = undefined;
            }
            else {
                into.text[name] = JSON.stringify(value);
                into.json[name] = value;
            }
        }
        return true;
    }
}
/**
 * Returns the feeder of a scenario with a data file (its `rows` in this process), which calls `end` with the reason
 * when `unique` rows run out (ScenarioLoad.endWhenIdle).
 */
function dataFeeder(data, rows, end) {
    return new DataFeeder(rows, data.pick, () => {
        end(usedUpReason(data, rows));
    });
}
/** Returns the sentence a report gives for a scenario whose `unique` rows ran out. */
function usedUpReason(data, rows) {
    return `every row of its data file ${data.file} was used once (pick: unique; ${(0,wording/* formatCount */.B4)(rows.total)} ${rows.total === 1 ? 'row' : 'rows'})`;
}

;// CONCATENATED MODULE: ./src/engine/flow/flow-run.ts















/**
 * Returns a flow scenario ready to run: its users on the closed model, one per connection, each running the flow's
 * steps (FlowUser), its cleanup steps after the measured time, each iteration with a row of `rows`, the scenario's
 * data file, when it has one; the flow's recorder counts iterations, each step's recorder its requests. Throws, naming the step, when a step cannot be built (an environment variable not set).
 */
function flowSetup(baseUrl, scenario, flow, options, rows) {
    const { env, client } = options;
    for (const step of flow)
        timerDelay(step.timeoutMs, 'the timeout');
    // Shared by every recorder, so that a value a once step extracts later is never cut in half in a sample either.
    const secrets = [];
    const plans = planFlowSteps(baseUrl, flow, env, secrets);
    const onceValues = new Set();
    const recorder = new ScenarioRecorder((0,error_category/* statusTable */.XR)(undefined), secrets);
    // One timeout of 0 (none) makes the flow's longest unlimited.
    const timeoutMs = flow.some((step) => step.timeoutMs === 0) ? 0 : Math.max(...flow.map((step) => step.timeoutMs));
    const settings = { thinkTimeMs: scenario.thinkTimeMs ?? 0, timeoutMs, graphql: false, httpDebug: options.httpDebug };
    const first = plans[0];
    (0,build_request/* checkProtocol */.Bv)(first.origin);
    const parts = {
        load: new ScenarioLoad(first.request ?? { method: first.step.method, path: '/' }, recorder, settings),
        connections: scenarioConnections(first.origin, { ...scenario, timeoutMs }, client, flow.some((step) => (step.followRedirects ?? 0) > 0)),
        stepRecorders: plans.map((plan) => plan.recorder),
    };
    // One answer for every user of the scenario for each `shared: true` once step (a client-credentials token).
    const sharedOnce = new Map(flow.flatMap((step, index) => (step.shared ? [[index, new SharedOnce(step.extract.map(({ name }) => name))]] : [])));
    const shared = {
        load: parts.load,
        plans,
        once: indexesWhere(flow, (step) => step.once),
        iteration: indexesWhere(flow, (step) => !step.once && step.cleanup !== true),
        cleanup: indexesWhere(flow, (step) => step.cleanup === true),
        ...(sharedOnce.size > 0 && { sharedOnce }),
        ...(rows && {
            data: dataFeeder(scenario.data, rows, (reason) => {
                parts.load.endWhenIdle(reason);
            }),
        }),
        secret: (value) => {
            if (onceValues.has(value))
                return;
            onceValues.add(value);
            secrets.push(value);
        },
    };
    // At a rate (the open model), each arrival runs one iteration on a free user; else each user runs them in a loop.
    const executor = scenario.arrival
        ? new OpenModel(parts, scenario.arrival, scenario.durationSeconds * 1000, options.arrivalPart, (client, figures, freed) => new OpenFlowUser(client, shared, figures, freed))
        : new ClosedModel(parts, (scenario.rampUpSeconds ?? 0) * 1000, (client) => new FlowUser(client, shared));
    return {
        executor,
        parts,
        timeoutMs,
        measured: (time) => {
            const measured = measuredFlow(scenario, recorder, plans, time, (0,masker/* maskerOf */.nk)([...onceValues]));
            return executor instanceof OpenModel ? executor.measured(measured, time) : measured;
        },
    };
}
/** Returns the flow's figures with each step's, every sample masked of the values the once steps extracted. */
function measuredFlow(scenario, recorder, plans, time, mask) {
    // A step's time is its flow's; only the flow says it stopped early.
    const stepTime = { startedAt: time.startedAt, stoppedAt: time.stoppedAt, cancelled: time.cancelled };
    const steps = plans.map((plan) => {
        const { step } = plan;
        let measured = measuredScenario({ ...scenario, name: step.name, endpoint: step.endpoint, line: step.line }, plan.recorder, stepTime);
        if (plan.checks)
            measured = plan.checks.withCounts(measured);
        const extracted = extractionCounts(plan);
        if (Object.keys(extracted).length > 0)
            measured = {
                ...measured,
                requests: { ...measured.requests, byCheck: { ...measured.requests.byCheck, ...extracted } },
            };
        return {
            ...measured,
            samples: maskSamples(measured.samples, mask),
            ...(step.once && { once: true }),
            ...(step.measure === false && { measure: false }),
            ...(step.cleanup && { cleanup: true }),
        };
    });
    const flow = measuredScenario(scenario, recorder, time);
    return { ...flow, samples: maskSamples(flow.samples, mask), steps };
}
/** Returns the samples with every free text (body, GraphQL message, reason) masked; a script's steps mask theirs too. */
function maskSamples(samples, mask) {
    return (samples ?? []).map((sample) => ({
        ...sample,
        body: mask(sample.body),
        ...(sample.graphqlMessage !== undefined && { graphqlMessage: mask(sample.graphqlMessage) }),
        ...(sample.reason !== undefined && { reason: mask(sample.reason) }),
    }));
}
/** Returns the indexes of the steps that pass `test`, in order. */
function indexesWhere(flow, test) {
    return flow.flatMap((step, index) => (test(step) ? [index] : []));
}

;// CONCATENATED MODULE: ./src/engine/record/abort-watch.ts



/** How often a running scenario's abortOnFail thresholds are checked. */
const ABORT_CHECK_MS = 1_000;
/** The percentile each latency threshold key limits; `max` and `mean` are judged apart. */
const PERCENTILES = {
    p50: 50,
    p75: 75,
    p90: 90,
    p95: 95,
    p99: 99,
    p999: 99.9,
};
/**
 * Returns the check of a scenario's abortOnFail thresholds, run every ABORT_CHECK_MS of its measured time: the
 * sentence of the first threshold breached for good, or undefined; undefined itself when none has abortOnFail.
 * `remaining` bounds the requests still to come, `elapsedMs` into the measured time (remainingRequests).
 *
 * A breach is for good when even the best remaining requests cannot undo it: for errorRate, the failures so far are
 * over the limit of every request the scenario would send (those so far and the remaining ones, all ok); for
 * okRate, not even all remaining requests ok would reach it; for a percentile, the values above the limit are more
 * than the percentile leaves above it even with every remaining request faster than any so far; for max, one
 * request was over; for mean, the latency so far is over the limit of the whole even with the remaining at 0 ms.
 */
function abortWatch(scenario, recorder, remaining) {
    const watched = scenario.thresholds.filter((threshold) => threshold.abortOnFail !== undefined);
    if (watched.length === 0)
        return undefined;
    return (now, elapsedMs) => {
        recorder.roll(now);
        const left = remaining(elapsedMs);
        for (const threshold of watched) {
            if (elapsedMs < threshold.abortOnFail.delayMs)
                continue;
            const detail = breachedForGood(threshold, recorder, left);
            if (detail !== undefined)
                return `abortOnFail: ${threshold.key} ${threshold.text} was breached for good after ${(0,wording/* formatCount */.B4)(recorder.completed())} requests (${detail}, whatever the at most ${(0,wording/* formatCount */.B4)(left)} still to come)`;
        }
        return undefined;
    };
}
/** Returns what makes the threshold's breach certain, or undefined while the remaining requests could undo it. */
function breachedForGood(threshold, recorder, left) {
    const { key, limit } = threshold;
    const done = recorder.completed();
    const all = done + left;
    if (all === 0)
        return undefined;
    if (key === 'errorRate') {
        const failed = recorder.errors();
        return (100 * failed) / all > limit ? `${(0,wording/* formatCount */.B4)(failed)} failed` : undefined;
    }
    if (key === 'okRate') {
        return (100 * (recorder.ok + left)) / all < limit ? `${(0,wording/* formatCount */.B4)(done - recorder.ok)} failed` : undefined;
    }
    // Latencies: of the responses in the seconds recorded so far.
    const histogram = recorder.total;
    const counted = histogram.totalCount;
    if (counted === 0)
        return undefined;
    if (key === 'max')
        return (0,latency_histogram/* toMs */.G8)(histogram.maxValue) > limit ? `one took ${(0,wording/* formatCount */.B4)((0,latency_histogram/* toMs */.G8)(histogram.maxValue))} ms` : undefined;
    if (key === 'mean')
        return (0,latency_histogram/* toMs */.G8)((0,latency_histogram/* meanOf */.hm)(histogram)) * (counted / (counted + left)) > limit ? 'their latency so far' : undefined;
    const percentile = PERCENTILES[key];
    if (percentile === undefined)
        return undefined;
    // The remaining requests, all faster than any so far, would be the lowest: the percentile of the whole is then the
    // value this far up the ones so far.
    const position = Math.ceil((percentile / 100) * (counted + left)) - left;
    if (position <= 0)
        return undefined;
    const [value] = (0,latency_histogram/* percentilesOf */.ib)(histogram, [Math.min(100, (100 * position) / counted)]);
    return (0,latency_histogram/* toMs */.G8)(value) > limit ? `too many took longer than ${threshold.text}` : undefined;
}
/**
 * Returns the bound on the requests a scenario still sends, `elapsedMs` into its measured time: an open model's
 * schedule says it (its clock's requests over the time left, this part's of them); a closed model's users send as
 * fast as the server answers, so twice its rate so far over the time left, and one more request a user.
 */
function remainingRequests(scenario, recorder, part = WHOLE_SCHEDULE) {
    const durationMs = scenario.durationSeconds * 1000;
    const clock = scenario.arrival && new ArrivalClock(scenario.arrival);
    const scheduled = clock?.countBefore(durationMs, part) ?? 0;
    return (elapsedMs) => {
        if (clock)
            return scheduled - clock.countBefore(Math.min(elapsedMs, durationMs), part);
        const rate = elapsedMs > 0 ? recorder.completed() / elapsedMs : 0;
        return Math.ceil(2 * rate * Math.max(0, durationMs - elapsedMs)) + scenario.concurrentUsers;
    };
}

;// CONCATENATED MODULE: ./src/engine/scenario-lifecycle.ts


/** How long a cancelled run waits for the requests in flight. */
const CANCEL_DRAIN_MS = 2_000;
/** Connections an executor uses later than this after its start are opened then: one opened early might be idle-closed. */
const WARM_UP_WITHIN_MS = 1_000;
/**
 * Returns the measured time of a scenario run by `executor`, once it is over: the connections it uses first opened
 * before the clock starts, the measured time, the stop, the drain (the grace period, or CANCEL_DRAIN_MS once
 * cancelled), the requests still in flight counted as interrupted, the recorder finished and the connections closed.
 * Every executor goes through it, so that they all end, cancel and count the same way.
 */
function runLifecycle(executor, parts, plan) {
    return new Lifecycle(executor, parts, plan).run();
}
class Lifecycle {
    executor;
    parts;
    plan;
    startedAt = 0;
    stoppedAt = 0;
    endsAt = Number.POSITIVE_INFINITY;
    stopping = false;
    cancelled = false;
    endedEarly;
    /** The duration's end and the progress ticks. */
    timers = [];
    stopped;
    /** Resolves when the executor is stopped and drained. */
    done = new Promise((resolve) => (this.stopped = resolve));
    constructor(executor, parts, plan) {
        this.executor = executor;
        this.parts = parts;
        this.plan = plan;
    }
    async run() {
        const signal = this.plan.signal;
        const onAbort = () => {
            this.stop(true);
        };
        try {
            await this.warmUp();
            if (signal?.aborted)
                this.cancelled = true;
            else {
                signal?.addEventListener('abort', onAbort, { once: true });
                this.parts.load.endEarly = this.endEarly;
                this.start();
                await this.done;
            }
        }
        finally {
            signal?.removeEventListener('abort', onAbort);
            for (const timer of this.timers)
                clearInterval(timer);
        }
        this.parts.load.recorder.interrupted(this.executor.interrupt());
        for (const recorder of this.recorders())
            recorder.finish();
        await this.parts.connections.close();
        const { startedAt, stoppedAt, cancelled, endedEarly } = this;
        return { startedAt, stoppedAt, cancelled, ...(endedEarly !== undefined && { endedEarly }) };
    }
    /**
     * Ends the measured time now, for `reason` (a data file used up, a threshold breached for good with abortOnFail):
     * the scenario stops as at the end of its time,
     * its requests in flight awaited for the grace period, and its figures are those of the time it ran, as for a cancel.
     */
    endEarly = (reason) => {
        if (this.stopping)
            return;
        this.endedEarly = reason;
        const elapsedMs = performance.now() - this.startedAt;
        for (const recorder of this.recorders())
            recorder.stop(elapsedMs);
        this.stop(false);
    };
    /** Returns the scenario's recorders: the load's, and those of a flow's steps. */
    recorders() {
        return [this.parts.load.recorder, ...(this.parts.stepRecorders ?? [])];
    }
    /** Opens the connections the executor uses in its first second, before the clock starts. */
    async warmUp() {
        const signal = this.plan.signal;
        const opening = this.parts.connections.open(this.executor.warmConnections(WARM_UP_WITHIN_MS));
        let timer;
        let onAbort;
        await Promise.race([
            opening,
            new Promise((resolve) => {
                timer = setTimeout(resolve, this.plan.warmUpMs);
                onAbort = resolve;
                signal?.addEventListener('abort', onAbort, { once: true });
            }),
        ]);
        clearTimeout(timer);
        if (onAbort)
            signal?.removeEventListener('abort', onAbort);
    }
    start() {
        const { durationMs, onProgress } = this.plan;
        const now = performance.now();
        this.startedAt = now;
        this.endsAt = now + durationMs;
        for (const recorder of this.recorders())
            recorder.start(now, durationMs, this.plan.rounds);
        this.executor.start(now, this.endsAt);
        this.timers.push(setTimeout(() => {
            this.stop(false);
        }, timerDelay(durationMs, 'the duration')));
        const watch = this.plan.watch;
        if (watch)
            this.timers.push(setInterval(() => {
                const tick = performance.now();
                const reason = watch(tick, tick - this.startedAt);
                if (reason !== undefined)
                    this.endEarly(reason);
            }, ABORT_CHECK_MS));
        if (onProgress)
            this.timers.push(setInterval(() => {
                const tick = performance.now();
                onProgress(tick, Math.min(tick - this.startedAt, durationMs));
            }, 1000));
    }
    /** Stops starting requests, then waits for those in flight: the grace period, or CANCEL_DRAIN_MS when cancelled. */
    stop(cancel) {
        const now = performance.now();
        if (cancel) {
            this.cancelled = true;
            // Before the executor stops: a flow's cleanup steps (after the measured time) are not sent on a cancelled run.
            this.parts.load.cancelled = true;
        }
        if (!this.stopping) {
            this.stopping = true;
            this.stoppedAt = Math.min(now, this.endsAt);
            if (cancel)
                for (const recorder of this.recorders())
                    recorder.stop(this.stoppedAt - this.startedAt);
            for (const timer of this.timers)
                clearTimeout(timer);
            this.timers.length = 0;
            this.executor.stop();
            this.stopped(this.executor.drain(cancel ? CANCEL_DRAIN_MS : this.plan.graceMs));
        }
        else if (cancel)
            void this.executor.drain(CANCEL_DRAIN_MS);
    }
}

;// CONCATENATED MODULE: ./src/engine/script/script-steps.ts




/** The most distinct request names of a script: more would make results.json and the reports unreadable. */
const MAX_SCRIPT_STEPS = 50;
/** The step that records every request past the first MAX_SCRIPT_STEPS names. */
const OTHER_REQUESTS = 'other requests';
/**
 * The steps of a script scenario, created on first use by request name (a name used in `once` and in the iterations
 * is two steps, the first marked once), in first-use order. Their recorders are the lifecycle's step recorders:
 * `recorders` is the array it finishes at the end, and a step created during the run starts its clock like the
 * scenario's recorder.
 */
class ScriptSteps {
    scenarioRecorder;
    recorders;
    secrets;
    steps = [];
    byKey = new Map();
    /** Status tables by `expect.status` list, built once each. */
    tables = new Map();
    constructor(
    /** The scenario's recorder (its iterations): its clock is the one every step starts with. */
    scenarioRecorder, 
    /** The lifecycle's step recorders, which this fills. */
    recorders, 
    /** Shared by every recorder: the values a sample never keeps half of, growing as vu.env reads more. */
    secrets) {
        this.scenarioRecorder = scenarioRecorder;
        this.recorders = recorders;
        this.secrets = secrets;
    }
    /** Returns the step a request of this name (during `once` or not) is recorded in, created on first use. */
    stepOf(name, once, endpoint) {
        const key = `${once ? 'once' : 'run'} ${name}`;
        let step = this.byKey.get(key);
        if (step)
            return step;
        if (this.steps.length >= MAX_SCRIPT_STEPS) {
            const other = `${once ? 'once' : 'run'} ${OTHER_REQUESTS}`;
            step = this.byKey.get(other);
            if (step)
                return step;
            return this.add(other, OTHER_REQUESTS, once, 'requests of other names');
        }
        return this.add(key, name, once, endpoint);
    }
    /** Returns OK or the category of a status, by the request's `expect.status` or else by 2xx and 3xx being ok. */
    categoryOf(status, expectStatus) {
        const key = expectStatus ? expectStatus.join(',') : '';
        let table = this.tables.get(key);
        if (!table) {
            table = (0,error_category/* statusTable */.XR)(expectStatus);
            this.tables.set(key, table);
        }
        return status >= 0 && status < table.length ? table[status] : error_category.OK;
    }
    /** Returns each step's figures, in first-use order, samples masked with `mask`. */
    measured(scenario, time, mask) {
        return this.steps.map(({ name, endpoint, once, recorder }) => {
            const figures = measuredScenario({ ...scenario, name, endpoint }, recorder, time);
            return { ...figures, samples: maskSamples(figures.samples, mask), ...(once && { once: true }) };
        });
    }
    add(key, name, once, endpoint) {
        const recorder = new ScenarioRecorder((0,error_category/* statusTable */.XR)(undefined), this.secrets);
        recorder.startLike(this.scenarioRecorder);
        const step = { name, once, endpoint, recorder };
        this.byKey.set(key, step);
        this.steps.push(step);
        this.recorders.push(recorder);
        return step;
    }
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
;// CONCATENATED MODULE: ./src/engine/script/script-http.ts


/**
 * Returns the undici options of `vu.request(method, path, options)`: the path under the base URL's prefix with
 * `options.query` added, the scenario's headers with the request's over them (by lower-case name), and the body
 * (`json` wins over `body`, and sets a JSON content type unless a header sets one).
 */
function scriptDispatch(base, method, path, options) {
    const relative = path.startsWith('/') ? path : `/${path}`;
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(options.query ?? {}))
        query.append(name, String(value));
    const joined = query.size === 0 ? '' : `${relative.includes('?') ? '&' : '?'}${query.toString()}`;
    const full = `${base.prefix}${relative}${joined}`;
    // Own keys only: a header named `__proto__` or `constructor` is a header like any other.
    const headers = Object.fromEntries([
        ...Object.entries(base.headers),
        ...Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ]);
    let body;
    if (options.json !== undefined) {
        body = JSON.stringify(options.json);
        headers['content-type'] ??= 'application/json';
    }
    else if (options.body !== undefined)
        body = options.body;
    return {
        options: {
            method: method.toUpperCase(),
            path: full,
            headers: Object.entries(headers).flat(),
            body: body === undefined ? null : body,
            // The request's own timer times the whole response (RequestHandler); undici's 300 s defaults stay away.
            headersTimeout: 0,
            bodyTimeout: 0,
            blocking: false,
        },
        bare: relative.split('?')[0],
    };
}
/** Returns the script's view of a request's outcome: never thrown, `ok` false and `error` set when it failed. */
function scriptResponse(outcome) {
    const { status, category, headers } = outcome;
    const body = outcome.body.toString('utf8');
    return {
        status,
        ok: category === error_category.OK,
        headers,
        body,
        // Typed by the script's own `json<T>()`: the body is whatever the server sent.
        json: () => JSON.parse(body),
        ...(status === 0 && category !== error_category.OK && { error: types/* ERROR_CATEGORIES */.Uu[category] }),
    };
}

;// CONCATENATED MODULE: ./src/engine/script/script-request.ts



/**
 * One request of a script's user, as its own undici dispatch handler: scripts are not the engine's hot path, so each
 * request gets a fresh handler that keeps the whole body (undici's maxResponseSize bounds it), records the response
 * in its step and resolves `done` once it ended. `interrupt` ends it when the run is over.
 */
class ScriptRequest extends RequestHandler {
    load;
    steps;
    step;
    expectStatus;
    chunks = [];
    headers = {};
    resolve;
    /** The request's outcome; undefined when the run ended it before it did (interrupt). */
    done = new Promise((resolve) => (this.resolve = resolve));
    constructor(load, steps, step, expectStatus, timeoutMs, 
    /** The redirects the request follows, and whether to another origin (see RequestHandler). */
    redirects) {
        super();
        this.load = load;
        this.steps = steps;
        this.step = step;
        this.expectStatus = expectStatus;
        this.timeoutMs = timeoutMs;
        this.readsHeaders = true;
        this.followRedirects = redirects.followRedirects;
        this.crossOrigin = redirects.crossOrigin;
    }
    /** Returns the start of a body as a sample keeps it, the user's cookie values masked. */
    sampleOf(body) {
        const text = body.toString('utf8', 0, Math.min(body.length, failed_samples/* SAMPLE_BODY_BYTES */.OW));
        return this.maskCookies === undefined ? text : this.maskCookies(text);
    }
    /** Sends the request on `client`; `done` resolves when it ended. */
    send(client, options) {
        this.dispatchOn(client, options, this.load, this.step.recorder);
    }
    onHeaders(statusCode, rawHeaders) {
        this.status = statusCode;
        const headers = {};
        for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
            const name = rawHeaders[index].toString('latin1').toLowerCase();
            const value = rawHeaders[index + 1].toString('latin1');
            headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
        }
        this.headers = headers;
        return true;
    }
    onBody(chunk, start, length) {
        this.bytes += length;
        // A copy: the client may reuse the bytes it passes once the call returns.
        this.chunks.push(Buffer.from(chunk.subarray(start, start + length)));
    }
    onComplete() {
        if (!this.settle())
            return;
        const now = performance.now();
        const latencyMs = now - this.sentAt;
        const recorder = this.step.recorder;
        if (this.timeoutMs > 0 && latencyMs > this.timeoutMs) {
            this.failed(error_category/* CATEGORY */.XJ.timeout, now);
            return;
        }
        const status = this.status;
        const category = this.steps.categoryOf(status, this.expectStatus);
        const body = Buffer.concat(this.chunks, this.bytes);
        if (category !== error_category.OK && recorder.samples.wants(status, category))
            recorder.samples.add(status, category, this.sampleOf(body));
        recorder.response(status, category, latencyMs, this.bytes, now);
        this.end({ status, category, headers: this.headers, body, latencyMs, bytes: this.bytes });
    }
    onError(error) {
        if (!this.settle())
            return;
        const category = error_category/* CATEGORY */.XJ[(0,error_category/* categoryOfError */.sM)(error)];
        this.failed(category, performance.now(), (0,error_category/* reasonFor */.qo)(category, error));
    }
    countRedirect() {
        this.step.recorder.redirects++;
    }
    /** Ends the request in flight without waiting (the run is over); returns whether one was in flight. */
    interrupt() {
        const wasInFlight = this.endRequest();
        if (wasInFlight)
            this.step.recorder.interrupted(1);
        this.resolve(undefined);
        return wasInFlight;
    }
    failed(category, now, reason) {
        this.step.recorder.error(category, now, reason);
        this.end({ status: 0, category, headers: {}, body: Buffer.alloc(0), latencyMs: -1, bytes: this.bytes });
    }
    end(outcome) {
        this.endRequest();
        this.load.ended();
        this.resolve(outcome);
    }
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/engine/script/script-failure.ts
// Why a script threw, for a sample: its message and where in the script, as the user wrote the path.

/**
 * Returns why a script threw, for a sample: the error's message and where in the script it was thrown, as
 * `message (at load-tests/checkout.ts:12:9)` with the script's path as written (`shown`). The location is the top
 * frame of the stack inside the script's `file`; the stack itself is never kept: it names the engine's own files
 * and, in a message, it would be noise.
 */
function scriptFailure(error, file, shown) {
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
    const location = topFrameIn(stack, file);
    return location ? `${message} (at ${shown}:${location})` : message;
}
/** Returns `line:column` of the first stack frame in `file` (a path or its file: URL), or undefined when none is. */
function topFrameIn(stack, file) {
    const names = [(0,external_node_url_.pathToFileURL)(file).href, file];
    for (const line of stack.split('\n')) {
        for (const name of names) {
            const at = line.indexOf(name);
            if (at < 0)
                continue;
            const match = /^:(\d+):(\d+)/.exec(line.slice(at + name.length));
            if (match)
                return `${match[1]}:${match[2]}`;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
;// CONCATENATED MODULE: ./src/engine/script/script-user.ts
// A script's virtual user: the script's default function called again and again on its own connection.









/**
 * What `vu.request` and `vu.sleep` return once the measured time is over or the run is cancelled: a promise that never
 * settles, so the script's call stays suspended and ends the user quietly. A rejection would let a script that catches
 * it loop on at once, in microtasks that never yield to the timers that end the run.
 */
const NEVER = new Promise(() => undefined);
/** Returns a request's `followRedirects`; throws, failing the iteration as the script's error, when it is no count. */
function redirectsOf(value) {
    if (Number.isInteger(value) && value >= 0 && value <= units/* MAX_REDIRECTS */.NX)
        return value;
    throw new TypeError(`followRedirects must be a whole number from 0 to ${units/* MAX_REDIRECTS */.NX}, not ${String(value)}`);
}
/**
 * One virtual user of a script, on its own keep-alive connection: it runs the script's `once` (again after
 * ONCE_RETRY_MS until it succeeds), then its default export again and again until the measured time is over. Each
 * call of the default export is one iteration, recorded in the load's recorder: ok when every request was ok and
 * every check passed, else failed in the category of its first failure; its latency is the sum of its requests'.
 * Each request is recorded in its step's recorder (ScriptRequest). An iteration the end cuts is not counted.
 */
class ScriptUser {
    client;
    shared;
    api;
    vars = {};
    iteration = 0;
    inOnce = false;
    /** Set by interrupt(): the run is over, nothing more is recorded. */
    ended = false;
    /** Set when the current call met the end (a rejected request or sleep): it is not counted. */
    cut = false;
    current;
    waits = new Set();
    // The current call's figures.
    failure;
    requests = 0;
    latencyMs = 0;
    bytes = 0;
    lastStatus = 0;
    /** Whether a request of the call got no whole response: then the call has no latency. */
    noLatency = false;
    constructor(client, id, shared) {
        this.client = client;
        this.shared = shared;
        const iteration = () => this.iteration;
        this.api = {
            id,
            get iteration() {
                return iteration();
            },
            vars: this.vars,
            request: (method, path, options) => this.request(method, path, options ?? {}),
            check: (name, condition) => this.check(name, condition),
            sleep: (ms) => this.wait(timerDelay(Math.max(0, ms), 'the sleep')),
            env: (name) => this.env(name),
        };
    }
    start = () => {
        void this.loop();
    };
    /** Ends the user; returns true when a request of an iteration was in flight (an interrupted iteration). */
    interrupt() {
        this.ended = true;
        for (const timer of this.waits)
            clearTimeout(timer);
        this.waits.clear();
        const inFlight = this.current?.interrupt() ?? false;
        return inFlight && !this.inOnce;
    }
    over() {
        const load = this.shared.load;
        return this.ended || load.stopping || performance.now() >= load.endsAt;
    }
    async loop() {
        const { script, load } = this.shared;
        if (script.once)
            await this.runOnce(script.once);
        while (!this.over()) {
            const failure = await this.call(script.run);
            if (this.cut || this.ended)
                return;
            this.record(failure);
            this.iteration++;
            if (this.requests === 0)
                await (0,external_node_timers_promises_.setImmediate)();
            // A request that never reached the server fails again at once: wait like a failed connect (VirtualUser).
            if (failure?.category === error_category/* CATEGORY */.XJ.connect)
                await this.wait(CONNECT_RETRY_PAUSE_MS);
            else if (load.thinkTimeMs > 0)
                await this.wait(load.thinkTimeMs);
        }
    }
    /** Runs `once` until it succeeds, waiting ONCE_RETRY_MS after each failure: never a busy loop on a failing login. */
    async runOnce(once) {
        this.inOnce = true;
        for (;;) {
            if (this.over())
                return NEVER;
            const failure = await this.call(once);
            if (this.cut || this.ended)
                return NEVER;
            if (!failure)
                break;
            this.shared.onceFailed(failure.reason ?? failure.check ?? `a request failed (${failure.category})`);
            await this.wait(ONCE_RETRY_MS);
        }
        this.inOnce = false;
    }
    /** Calls the script's function; returns its first failure, undefined when it all went well. */
    async call(fn) {
        this.failure = undefined;
        this.requests = 0;
        this.latencyMs = 0;
        this.bytes = 0;
        this.lastStatus = 0;
        this.noLatency = false;
        this.cut = false;
        try {
            await fn(this.api);
        }
        catch (error) {
            this.failure ??= {
                category: error_category/* CATEGORY */.XJ.script,
                status: this.lastStatus,
                reason: scriptFailure(error, this.shared.script.file, this.shared.scriptPath),
            };
        }
        return this.failure;
    }
    /** Records the iteration that just ended in the load's recorder, with a sample of its failure. */
    record(failure) {
        const recorder = this.shared.load.recorder;
        const now = performance.now();
        const latencyMs = this.iterationLatency(this.latencyMs, now);
        if (!failure) {
            recorder.response(this.lastStatus, error_category.OK, latencyMs, this.bytes, now);
            return;
        }
        const { category, status, body, check, reason } = failure;
        if (check !== undefined)
            this.shared.failedChecks.set(check, (this.shared.failedChecks.get(check) ?? 0) + 1);
        recorder.samples.add(status, category, body ?? '', undefined, reason, check);
        if (this.noLatency && status === 0)
            recorder.error(category, now);
        else
            recorder.response(status, category, latencyMs, this.bytes, now);
    }
    /** Returns an iteration's latency, given the sum of its requests' (the open model's: from its arrival). */
    iterationLatency(requestsMs, _now) {
        return requestsMs;
    }
    async request(method, path, options) {
        if (this.over()) {
            this.cut = true;
            return NEVER;
        }
        const { load, steps, base, timeoutMs } = this.shared;
        const redirects = {
            followRedirects: redirectsOf(options.followRedirects ?? this.shared.followRedirects),
            crossOrigin: options.crossOrigin ?? this.shared.crossOrigin,
        };
        const { options: dispatch, bare } = scriptDispatch(base, method, path, options);
        const endpoint = `${dispatch.method} ${bare}`;
        const step = steps.stepOf(options.name ?? endpoint, this.inOnce, endpoint);
        const handler = new ScriptRequest(load, steps, step, options.expect?.status, timeoutMs, redirects);
        this.current = handler;
        handler.send(this.client, dispatch);
        const outcome = await handler.done;
        this.current = undefined;
        if (!outcome || this.ended) {
            this.cut = true;
            return NEVER;
        }
        this.requests++;
        this.lastStatus = outcome.status;
        this.bytes += outcome.bytes;
        if (outcome.latencyMs >= 0)
            this.latencyMs += outcome.latencyMs;
        else
            this.noLatency = true;
        if (outcome.category !== error_category.OK)
            this.failure ??= {
                category: outcome.category,
                status: outcome.status,
                body: handler.sampleOf(outcome.body),
            };
        return scriptResponse(outcome);
    }
    check(name, condition) {
        const passed = typeof condition === 'function' ? condition() : condition;
        if (!passed)
            this.failure ??= { category: error_category/* CATEGORY */.XJ.check, status: this.lastStatus, check: name };
        return passed;
    }
    env(name) {
        const value = this.shared.env[name];
        if (value === undefined)
            throw new Error(`the environment variable ${name} is not set: set it before the run, or stop reading it`);
        this.shared.secret(value);
        return value;
    }
    /** Waits `ms`; never settles when the run ends first (NEVER). */
    wait(ms) {
        if (this.ended)
            return NEVER;
        return new Promise((resolve) => {
            const timer = setTimeout(() => {
                this.waits.delete(timer);
                resolve();
            }, ms);
            this.waits.add(timer);
        });
    }
}

;// CONCATENATED MODULE: ./src/engine/script/open-script-user.ts

/**
 * One of a script's users in the open model (`arrivalRate` or `stages` on a script): the scheduler hands it an
 * arrival (sendDue) when it is free, and it calls the script's function once — its `once` first, the first time —
 * then goes back to the free users; an arrival due while every user is busy is dropped. The iteration's latency runs
 * from its intended start, so that a stall shows in full (coordinated omission), as a flow's does at a rate.
 */
class OpenScriptUser extends ScriptUser {
    arrival;
    freed;
    intendedAt = 0;
    onceDone = false;
    busy = false;
    constructor(client, id, shared, arrival, 
    /** Called when its iteration ended: the user is free for the scheduler again. */
    freed) {
        super(client, id, shared);
        this.arrival = arrival;
        this.freed = freed;
    }
    /** Starts an iteration due at `intendedAt`; the scheduler hands one only to a free user. */
    sendDue(intendedAt, _k) {
        this.intendedAt = intendedAt;
        this.busy = true;
        this.arrival.late(performance.now() - intendedAt);
        void this.iterate();
        return true;
    }
    interrupt() {
        return super.interrupt() && this.busy;
    }
    iterationLatency(_requestsMs, now) {
        return now - this.intendedAt;
    }
    async iterate() {
        const { script } = this.shared;
        if (!this.onceDone && script.once)
            await this.runOnce(script.once);
        this.onceDone = true;
        const startedAt = performance.now();
        const failure = await this.call(script.run);
        if (this.cut || this.ended)
            return;
        this.record(failure);
        this.arrival.serviceTime(performance.now() - startedAt);
        this.iteration++;
        this.busy = false;
        this.freed(this);
    }
}

;// CONCATENATED MODULE: ./src/engine/script/script-run.ts













/**
 * Returns a script scenario ready to run: one ScriptUser per connection on the closed model (or, at a rate, one
 * OpenScriptUser per connection, each call one arrival), the scenario's recorder
 * counting iterations and one recorder per request name (a step, created on first use). Throws, naming the variable,
 * when the scenario's headers need an environment variable that is not set.
 */
function scriptSetup(baseUrl, scenario, script, env, client, 
/** The `vu.id` of the first user: the users of the shards before this one in a sharded run. */
firstUser = 0, 
/** At a rate: the part of the schedule this process runs; absent: the whole. */
arrivalPart) {
    // The scenario's headers, filled once: their values are secrets, like every `${NAME}` value.
    const built = (0,build_request/* buildRequest */.mK)(baseUrl, { method: 'GET', path: '', headers: scenario.headers ?? {} }, env);
    (0,build_request/* checkProtocol */.Bv)(built.origin);
    // Shared by every recorder, so that a value vu.env returns later is never cut in half in a sample either.
    const secrets = [...built.secrets];
    const recorder = new ScenarioRecorder((0,error_category/* statusTable */.XR)(undefined), secrets);
    const timeoutMs = scenario.timeoutMs;
    const settings = { thinkTimeMs: scenario.thinkTimeMs ?? 0, timeoutMs, graphql: false };
    const stepRecorders = [];
    const parts = {
        load: new ScenarioLoad({ method: 'GET', path: built.path || '/' }, recorder, settings),
        // A script's request may ask to follow redirects (its followRedirects option), whatever the scenario says.
        connections: scenarioConnections(built.origin, scenario, client, true),
        stepRecorders,
    };
    let onceFailure;
    const shared = {
        load: parts.load,
        steps: new ScriptSteps(recorder, stepRecorders, secrets),
        script,
        scriptPath: scenario.script ?? script.file,
        base: { prefix: built.path, headers: built.headers },
        timeoutMs,
        followRedirects: scenario.followRedirects ?? 0,
        crossOrigin: scenario.crossOrigin === true,
        env,
        secret: (value) => {
            if (!secrets.includes(value))
                secrets.push(value);
        },
        failedChecks: new Map(),
        onceFailed: (reason) => (onceFailure = reason),
    };
    let users = firstUser;
    // At a rate (the open model), each arrival runs one call on a free user; else each user calls it in a loop.
    const executor = scenario.arrival
        ? new OpenModel(parts, scenario.arrival, scenario.durationSeconds * 1000, arrivalPart, (client, figures, freed) => new OpenScriptUser(client, users++, shared, figures, freed))
        : new ClosedModel(parts, (scenario.rampUpSeconds ?? 0) * 1000, (client) => new ScriptUser(client, users++, shared));
    return {
        executor,
        parts,
        timeoutMs,
        measured: (time) => {
            const mask = (0,masker/* maskerOf */.nk)(secrets);
            const figures = measuredScenario(scenario, recorder, time);
            const steps = shared.steps.measured(scenario, time, mask);
            const measured = { ...figures, samples: maskSamples(figures.samples, mask), steps };
            if (shared.failedChecks.size > 0)
                measured.requests = { ...measured.requests, byCheck: Object.fromEntries(shared.failedChecks) };
            if (executor instanceof OpenModel)
                Object.assign(measured, executor.measured(measured, time));
            // Not one iteration ran because `once` never succeeded: the scenario could not run, and says why.
            if (figures.requests.total === 0 && onceFailure !== undefined && !time.cancelled)
                return {
                    ...measured,
                    outcome: 'errored',
                    error: mask(`the script's once function never succeeded: ${onceFailure}`),
                };
            return measured;
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/stream/stream-transport.ts
/**
 * A stream's own fault, with the code engine/error-category.ts counts it by: a GraphQL subscription's `error` message
 * (GRAPHQL_STREAM: `graphql`, as a GraphQL response with `errors`), a server that broke the WebSocket or
 * graphql-transport-ws protocol (WS_PROTOCOL: `protocol`).
 */
class StreamError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
        this.name = 'StreamError';
    }
}
const GRAPHQL_STREAM = 'LOADTOOL_GRAPHQL_STREAM';
const WS_PROTOCOL = 'LOADTOOL_WS_PROTOCOL';

// EXTERNAL MODULE: ./node_modules/ws/wrapper.mjs
var wrapper = __webpack_require__(52977);
;// CONCATENATED MODULE: ./src/engine/stream/websocket-socket.ts
// The `ws` sockets of the WebSocket and graphql-ws transports: opened with the target's headers and TLS, torn down whole.




/**
 * How long `close()` waits for the server's answering close frame before destroying the socket: ws's 30 s would keep
 * sockets (and the run's process) alive after the run's end against a server that never answers.
 */
const CLOSE_TIMEOUT_MS = 2_000;
const ignore = () => undefined;
/** The events a socket's transport listens to, removed whole when it is torn down. */
const EVENTS = ['open', 'message', 'unexpected-response', 'error', 'close'];
/** Returns the options every socket of `target` is opened with (without its own createConnection). */
function socketOptions(target) {
    return {
        // For https.request and tls.connect, as ws passes them on (its types' checkServerIdentity is not Node's).
        ...(isSecure(target.url) ? target.tls : undefined),
        headers: target.headers,
        // Compression off: ws offers permessage-deflate by default, which costs a zlib context per socket (hundreds of KB
        // for 1,000 users on one worker) and the load generator's CPU on each message, skewing what it measures; k6 leaves
        // it opt-in too. The server then sends uncompressed, as to a client that does not offer it (docs/streams.md).
        perMessageDeflate: false,
        followRedirects: false,
        closeTimeout: CLOSE_TIMEOUT_MS,
    };
}
/** Whether a socket to `url` goes over TLS (ws opens http:/https: URLs as ws:/wss:). */
const isSecure = (url) => url.startsWith('wss:') || url.startsWith('https:');
/** Throws when ws would not open `url`: not ws:, wss: (or http:/https:, which ws upgrades alike), or with a #fragment. */
function checkSocketUrl(url) {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (!parsed || !['ws:', 'wss:', 'http:', 'https:'].includes(parsed.protocol) || parsed.hash !== '') {
        // The URL itself is left out: its query may hold a secret filled in from the environment.
        throw new Error('a WebSocket stream needs a ws: or wss: URL without a #fragment');
    }
}
/**
 * Returns the error to report for one ws emitted: Node's own errors keep their code (ECONNREFUSED, TLS codes), so that
 * they are counted as connect or reset; ws's `WS_ERR_*` and its handshake errors without a code become protocol faults.
 */
function reported(error) {
    const code = error.code;
    if (typeof code === 'string' && code !== '' && !code.startsWith('WS_ERR_'))
        return error;
    return new StreamError(WS_PROTOCOL, typeof code === 'string' ? `${code}: ${error.message}` : error.message);
}
/** Returns a message's data as text: ws hands both text and binary messages over as one Buffer (binaryType nodebuffer). */
function textOf(data) {
    return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
/**
 * Opens one socket to `target` (`options` from socketOptions), reporting to `events` until one of refused, closed or
 * failed, or until the transport discards it. ws reports a connection that fails once open (ECONNRESET) only as a
 * close 1006, so the socket's own error is kept from its createConnection and reported with its code instead.
 */
function openSocket(target, options, protocol, events) {
    let socketError;
    const secure = isSecure(target.url);
    // Not once discarded (its listeners removed): a socket closed while connecting reports nothing.
    const written = () => {
        if (webSocket.listenerCount('close') > 0)
            events.written();
    };
    const createConnection = (connect) => {
        // As ws's own netConnect and tlsConnect (ws/lib/websocket.js), with a listener that keeps the first error.
        let connection;
        if (secure) {
            connect.path = undefined;
            if (!connect.servername && connect.servername !== '') {
                connect.servername = external_node_net_default().isIP(connect.host ?? '') ? '' : connect.host;
            }
            connection = external_node_tls_default().connect(connect);
            connection.once('secureConnect', written);
        }
        else {
            connect.path = connect.socketPath;
            connection = external_node_net_default().connect(connect);
            connection.once('connect', written);
        }
        connection.once('error', (error) => (socketError ??= error));
        return connection;
    };
    const webSocket = new wrapper/* default */.Ay(target.url, protocol, {
        ...options,
        createConnection: createConnection,
    });
    const over = () => {
        discard(webSocket);
    };
    webSocket.on('open', () => {
        events.open();
    });
    webSocket.on('message', (data) => {
        events.message(textOf(data));
    });
    webSocket.on('unexpected-response', (_request, response) => {
        over();
        events.refused(response.statusCode ?? 0);
    });
    webSocket.on('error', (error) => {
        over();
        events.failed(reported(socketError ?? error));
    });
    webSocket.on('close', (code) => {
        over();
        // A close without the server's close frame after the connection's own error (ECONNRESET) is that error.
        if (code === 1006 && socketError)
            events.failed(reported(socketError));
        else
            events.closed(code);
    });
    return webSocket;
}
/**
 * Tears a socket down and stops its reports: a socket still connecting (or refused) is destroyed, an open one closed
 * with `code` (the server sees the close frame); ws destroys it if the server does not answer within CLOSE_TIMEOUT_MS.
 */
function discard(socket, code = 1000, reason) {
    for (const event of EVENTS)
        socket.removeAllListeners(event);
    // ws may still emit an error (a close frame that could not be written): without a listener it would throw.
    socket.on('error', ignore);
    if (socket.readyState === wrapper/* default */.Ay.CONNECTING)
        socket.terminate();
    else if (socket.readyState === wrapper/* default */.Ay.OPEN)
        socket.close(code, reason);
}

;// CONCATENATED MODULE: ./src/engine/stream/graphql-ws-transport.ts


// The protocol is spoken here over `ws` rather than through the graphql-ws library's createClient, which hides what a
// load tool measures and decides itself: with `retryAttempts: 0` it still opens a new socket, silently, each time the
// server closes one with 1000 while a subscription is active (the user would never see the stream end, nor count its
// reconnects); it tells a subscription's sink `complete` both for the server's `complete` and for giving up; and the
// connection error's code reaches only its `on.error` listeners, the subscription getting a CloseEvent 1006. The
// protocol (github.com/enisdenjo/graphql-ws, PROTOCOL.md) is five messages: connection_init, connection_ack,
// subscribe, then next/error/complete, and ping/pong.
/** The WebSocket subprotocol of graphql-ws. */
const SUBPROTOCOL = 'graphql-transport-ws';
/** The id of the one subscription a socket carries. */
const ID = '1';
const CONNECTION_INIT = '{"type":"connection_init"}';
const PONG = '{"type":"pong"}';
const COMPLETE = `{"id":"${ID}","type":"complete"}`;
/** graphql-ws's close code for a message out of the protocol (PROTOCOL.md: 4400). */
const BAD_RESPONSE = 4400;
/** The longest GraphQL error message a stream's failure keeps: a reason to read in a report, not the server's text. */
const MESSAGE_LENGTH = 120;
/** The types of the messages about a subscription. */
const SUBSCRIPTION_MESSAGES = ['next', 'error', 'complete'];
/**
 * Returns the reason of a subscription's `error` message (its payload: a list of GraphQL errors): the first one's
 * message, cut short, and nothing else the server sent (no paths, no extensions, no values).
 */
function graphqlErrorMessage(payload) {
    const first = Array.isArray(payload) ? payload[0] : payload;
    const message = first?.message;
    if (typeof message !== 'string' || message === '')
        return 'the subscription failed with a GraphQL error';
    return `GraphQL error: ${message.length > MESSAGE_LENGTH ? `${message.slice(0, MESSAGE_LENGTH)}…` : message}`;
}
/** Returns the message of a protocol fault: what broke the protocol, naming only the protocol's own message types. */
function faultOf(message, acked) {
    if (message === undefined)
        return 'graphql-transport-ws: a message that is not a JSON object';
    if (message.type !== 'connection_ack' && !SUBSCRIPTION_MESSAGES.includes(message.type))
        return 'graphql-transport-ws: a message of a type the protocol does not have';
    if (!acked)
        return `graphql-transport-ws: a ${message.type} message before connection_ack`;
    return `graphql-transport-ws: a ${message.type} message for a subscription that was not sent`;
}
/** Returns the JSON object a message's text holds, or undefined. */
function parsed(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Returns one user's transport for the GraphQL subscription of `target` (its `graphql` document, required, and its
 * URL checked now: it throws without them). Each stream is one socket (subprotocol graphql-transport-ws, the target's
 * headers on the upgrade, its TLS for wss:) carrying one subscription. The sink hears `head(101)` at the server's
 * `connection_ack` (the subscription sent then), or the status of a refused upgrade; a graphql-ws close before the ack
 * with a code 4400–4599 (4401, 4403 Forbidden from the server's onConnect, 4429, 4500) is reported as its HTTP
 * status (4403 → head(403)), which the user then fails by its category, like a refused upgrade. Each `next` is an
 * event (its payload's JSON); `complete` ends it (`end(true)`) and `error` fails it (a StreamError with the first
 * error's message), both closing the socket with 1000; a socket the server closed otherwise is `end(false)`, a
 * connection error `fail` with Node's code, a message out of the protocol a `protocol` fault (closed with 4400).
 * `close()` sends `complete` for a subscription still running and closes the socket with 1000, reporting nothing more.
 */
function graphqlWsTransport(target) {
    checkSocketUrl(target.url);
    if (!target.graphql)
        throw new Error('a graphql-ws stream needs the GraphQL document of its subscription');
    const { query, variables, operationName } = target.graphql;
    const subscribe = JSON.stringify({ id: ID, type: 'subscribe', payload: { query, variables, operationName } });
    const options = socketOptions(target);
    let socket;
    /** Whether the open socket's connection was acknowledged: its subscription was sent and is running. */
    let acked = false;
    /** Forgets `opened` when it is the open socket: it was discarded, its stream is over. */
    const over = (opened) => {
        if (socket !== opened)
            return;
        socket = undefined;
        acked = false;
    };
    const open = (sink) => {
        if (socket)
            discard(socket);
        acked = false;
        const opened = openSocket(target, options, SUBPROTOCOL, {
            written: () => {
                sink.written();
            },
            open: () => {
                opened.send(CONNECTION_INIT);
            },
            message: (text) => {
                const message = parsed(text);
                switch (message?.type) {
                    case 'ping':
                        opened.send(PONG);
                        return;
                    case 'pong':
                        return;
                    case 'connection_ack':
                        if (acked)
                            return;
                        acked = true;
                        sink.head(101);
                        // The user may have closed the stream on its head (a status it does not count as ok).
                        if (socket === opened)
                            opened.send(subscribe);
                        return;
                }
                if (!acked || message?.id !== ID || !SUBSCRIPTION_MESSAGES.includes(message.type)) {
                    over(opened);
                    discard(opened, BAD_RESPONSE, 'Bad response');
                    sink.fail(new StreamError(WS_PROTOCOL, faultOf(message, acked)));
                    return;
                }
                if (message.type === 'next') {
                    sink.event(JSON.stringify(message.payload));
                    return;
                }
                over(opened);
                discard(opened);
                if (message.type === 'complete')
                    sink.end(true);
                else
                    sink.fail(new StreamError(GRAPHQL_STREAM, graphqlErrorMessage(message.payload)));
            },
            refused: (status) => {
                over(opened);
                sink.head(status);
            },
            closed: (code) => {
                const before = socket === opened && !acked;
                over(opened);
                if (before && code >= 4400 && code < 4600)
                    sink.head(code - 4000);
                else
                    sink.end(false);
            },
            failed: (error) => {
                over(opened);
                sink.fail(error);
            },
        });
        socket = opened;
    };
    return {
        open,
        close() {
            if (!socket)
                return;
            // The subscription still running is completed first, as the protocol asks of a client that stops listening.
            if (acked && socket.readyState === 1)
                socket.send(COMPLETE);
            discard(socket);
            socket = undefined;
            acked = false;
        },
    };
}

// EXTERNAL MODULE: ./node_modules/eventsource-parser/dist/parse.js + 1 modules
var dist_parse = __webpack_require__(46085);
;// CONCATENATED MODULE: ./src/engine/stream/sse-transport.ts


/** TextDecoder's option for a chunk that may end within a character. */
const STREAMING = { stream: true };
/** A GraphQL over SSE `complete` event written whole in a chunk, with or without a `data:` line. */
const COMPLETE_LINE = /(?:^|[\r\n])event: ?complete\r?\n/;
/**
 * One user's SSE streams, each one request on the user's HTTP client (the lean client, or undici's Client with
 * LOADTOOL_HTTP_CLIENT=undici), read with eventsource-parser from text decoded as it comes. Each stream has a
 * handler of its own (SseRequest), so that a callback of a stream the user closed never reaches the next one; the
 * parser and the decoder are the transport's, reset for each stream. The server's `retry:` is kept across streams,
 * as an EventSource keeps it, and given with every event.
 *
 * GraphQL over SSE (`graphql`): the request is the GraphQL POST; `next` events (or events without a type) are the
 * stream's events, `complete` ends it (`end(true)`); a response that ends without it is `end(false)`.
 */
class SseTransport {
    client;
    requestOf;
    graphql;
    /** The stream open, if any. */
    current = null;
    /** The server's last `retry:`, in ms. */
    retryMs = undefined;
    decoder = new TextDecoder();
    parser;
    /** The request with `Last-Event-ID`, kept while the id and request are the same, so that a client serializes it once. */
    resumed;
    resumedFrom;
    resumedRequest;
    constructor(client, 
    /**
     * The request of the next stream, `accept: text/event-stream` among its headers: the scenario's, built once, or
     * built anew for each stream when it has a per-request value (`${uuid}`).
     */
    requestOf, graphql) {
        this.client = client;
        this.requestOf = requestOf;
        this.graphql = graphql;
        this.parser = (0,dist_parse/* createParser */.C)({
            onEvent: (message) => {
                this.current?.message(message);
            },
            onRetry: (retryMs) => {
                this.retryMs = retryMs;
            },
        });
    }
    open(sink, lastEventId) {
        this.close();
        this.decoder.decode();
        this.parser.reset();
        const stream = new SseRequest(this, sink);
        this.current = stream;
        const request = this.requestOf();
        this.client.dispatch(lastEventId === undefined ? request : this.resumedWith(request, lastEventId), stream);
    }
    close() {
        const stream = this.current;
        this.current = null;
        stream?.close();
    }
    /** Returns the request with `last-event-id` added to its headers. */
    resumedWith(request, lastEventId) {
        if (this.resumed === undefined || this.resumedFrom !== lastEventId || this.resumedRequest !== request) {
            const headers = request.headers ?? [];
            this.resumed = { ...request, headers: [...headers, 'last-event-id', lastEventId] };
            this.resumedFrom = lastEventId;
            this.resumedRequest = request;
        }
        return this.resumed;
    }
}
/** The error a stream the user closed is aborted with: its handler no longer reports, so nobody reads it. */
const CLOSED = new ConnectionError('UND_ERR_ABORTED', 'the stream was closed');
/**
 * One SSE stream: the handler of its request, for either client (their onConnect, onHeaders, onBody or onData,
 * onComplete, onError). A response whose status the scenario counts as failed is reported by its status, and the
 * user closes it then. Closed by the user within one of its callbacks, the request is aborted once the callback is
 * over (a microtask), not from within the client's parser.
 */
class SseRequest {
    transport;
    sink;
    readsHeaders = false;
    /** Whether the stream still reports to its sink: not once the user closed it, nor after its end. */
    live = true;
    /** Whether the request ended (completed or failed): its abort would then end another request. */
    settled = false;
    abort = null;
    /** Within a callback of the client. */
    calling = false;
    /** A `complete` event was read (GraphQL over SSE). */
    completed = false;
    constructor(transport, sink) {
        this.transport = transport;
        this.sink = sink;
    }
    onConnect(abort) {
        this.abort = abort;
        // Closed before it was written (the user's head timeout during the connect, the run's end).
        if (!this.live)
            queueMicrotask(this.abortNow);
        else
            this.sink.written();
    }
    onHeaders(statusCode) {
        if (!this.live)
            return true;
        this.calling = true;
        try {
            this.sink.head(statusCode);
        }
        finally {
            this.calling = false;
        }
        return true;
    }
    onData(chunk) {
        this.onBody(chunk, 0, chunk.length);
        return true;
    }
    onBody(chunk, start, length) {
        if (!this.live)
            return;
        const transport = this.transport;
        const text = transport.decoder.decode(chunk.subarray(start, start + length), STREAMING);
        this.calling = true;
        try {
            transport.parser.feed(text);
            if (transport.graphql && COMPLETE_LINE.test(text))
                this.complete();
        }
        finally {
            this.calling = false;
        }
    }
    onComplete() {
        this.settled = true;
        if (!this.live)
            return;
        this.detach();
        this.sink.end(this.completed);
    }
    onError(error) {
        this.settled = true;
        if (!this.live)
            return;
        this.detach();
        this.sink.fail(error);
    }
    /** An event parsed from the stream. */
    message(message) {
        if (!this.live)
            return;
        const type = message.event;
        if (this.transport.graphql) {
            if (type === 'complete') {
                this.complete();
                return;
            }
            if (type !== undefined && type !== 'next')
                return;
        }
        this.sink.event(message.data, type, message.id, this.transport.retryMs);
    }
    /** The user closed the stream: it reports nothing more, and its request is aborted. */
    close() {
        this.live = false;
        if (this.calling)
            queueMicrotask(this.abortNow);
        else
            this.abortNow();
    }
    /**
     * GraphQL's `complete` was read: the stream is over. Its response usually ends in the same read; if it has not
     * once the read is done, it is aborted, and the stream ends all the same.
     */
    complete() {
        if (this.completed || !this.live)
            return;
        this.completed = true;
        queueMicrotask(() => {
            if (!this.live)
                return;
            this.detach();
            this.abortNow();
            this.sink.end(true);
        });
    }
    /** Stops reporting, the transport's stream no longer. */
    detach() {
        this.live = false;
        if (this.transport.current === this)
            this.transport.current = null;
    }
    abortNow = () => {
        const abort = this.abort;
        if (this.settled || abort === null)
            return;
        this.abort = null;
        abort(CLOSED);
    };
}

;// CONCATENATED MODULE: ./src/engine/stream/stream-plan.ts

/** Returns whether a message answers (`until:`): its JSON has a match of the path; a message not JSON never does. */
function answersOf(until) {
    if (until === undefined)
        return () => true;
    return (data) => {
        let json;
        try {
            json = JSON.parse(data);
        }
        catch {
            return false;
        }
        return until(json).length > 0;
    };
}
/**
 * Returns the first GraphQL error of an event's data when the data is a GraphQL response with a non-empty `errors`
 * (the message and code, or an empty object when it has neither); undefined otherwise. Only data that holds the text
 * `"errors"` is looked into.
 */
function graphqlErrorOf(data) {
    if (!data.includes('"errors"'))
        return undefined;
    const body = Buffer.from(data);
    if (!(0,graphql_errors/* hasGraphqlErrors */.pV)(body, body.length))
        return undefined;
    return (0,graphql_errors/* firstGraphqlError */.kL)(body, body.length, true) ?? {};
}
/** Returns `ms` in words for a sample: `3.2 s`, `250 ms`. */
function duration(ms) {
    return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms)} ms`;
}
/** Why a stream was a `stalled` fault: the events it had before the silence. */
function stalledReason(events) {
    return () => `stalled after ${events} event${events === 1 ? '' : 's'}`;
}
/** Why a stream was a `silent` fault. */
function silentReason(stallMs) {
    return () => `no event within the stall limit of ${duration(stallMs)}`;
}
/** Why a stream was an `ended` fault: closed by the server after `ms`, or cut (its connection closed mid-stream). */
function endedReason(ms, cut, expected) {
    return () => cut
        ? `cut after ${duration(ms)}: the connection closed before the stream ended`
        : `ended by the server after ${duration(ms)}${expected === undefined ? '' : ` ${expected}`}`;
}

// EXTERNAL MODULE: ./src/vocabulary/streams.ts
var streams = __webpack_require__(58765);
;// CONCATENATED MODULE: ./src/engine/stream/stream-recorder.ts


/** A stream fault's index in STREAM_FAULTS (and StreamRecorder.faults). */
const FAULT = {
    stalled: streams/* STREAM_FAULTS */.dX.indexOf('stalled'),
    ended: streams/* STREAM_FAULTS */.dX.indexOf('ended'),
    silent: streams/* STREAM_FAULTS */.dX.indexOf('silent'),
};
/**
 * The stream figures of one scenario, shared by its stream users (stream-user.ts), beside the scenario's own
 * ScenarioRecorder, in which each stream is one request. The hot path (an event) is a counter, one slot of the
 * per-second counts and one histogram record; the summaries are made once, at the end.
 */
class StreamRecorder {
    protocol;
    mode;
    /** Streams opened, each a request of the scenario's recorder (ok, failed, or interrupted at the end). */
    streams = 0;
    /** Events received, every stream's. */
    events = 0;
    /** Streams opened again by a user in hold mode after its stream ended or failed. */
    reconnects = 0;
    /** Stream faults by FAULT index; their sum is the scenario's `stream` category. */
    faults = new Float64Array(streams/* STREAM_FAULTS */.dX.length);
    /** In microseconds: write → head, write → first event, between two events of a stream, write → end. */
    ttfb = (0,latency_histogram/* createLatencyHistogram */.bf)();
    ttfe = (0,latency_histogram/* createLatencyHistogram */.bf)();
    eventGap = (0,latency_histogram/* createLatencyHistogram */.bf)();
    length = (0,latency_histogram/* createLatencyHistogram */.bf)();
    /** Events received in each second of the measured time; those after it count in its last second. */
    perSecond = new Float64Array(1);
    startedAt = 0;
    constructor(protocol, mode) {
        this.protocol = protocol;
        this.mode = mode;
    }
    /** Starts the clock of the per-second counts at `now`, for a measured time of `durationMs`. */
    start(now, durationMs) {
        this.startedAt = now;
        this.perSecond = new Float64Array(Math.max(1, Math.ceil(durationMs / 1000)));
    }
    /** Counts an event received at `now`. */
    event(now) {
        this.events++;
        const perSecond = this.perSecond;
        const second = Math.floor((now - this.startedAt) / 1000);
        const last = perSecond.length - 1;
        perSecond[second < 0 ? 0 : second > last ? last : second]++;
    }
    /** Records `ms` milliseconds into one of the histograms. */
    record(histogram, ms) {
        histogram.recordValue(Math.round(ms * latency_histogram/* MICROSECONDS_PER_MS */.Ld));
    }
    /**
     * Returns the timeline with each second's events: a timeline cut short (a cancelled run, or one ended early) has
     * the events of the seconds after its last in that last one, as the recorder counts late responses.
     */
    withEvents(timeline) {
        const perSecond = this.perSecond;
        const last = timeline.length - 1;
        return timeline.map((entry, index) => {
            let events = index < perSecond.length ? perSecond[index] : 0;
            if (index === last)
                for (let later = last + 1; later < perSecond.length; later++)
                    events += perSecond[later];
            return { ...entry, events };
        });
    }
    /** Returns results.json's StreamResult; each summary comes from the encoded histogram, as the latencies' do. */
    result() {
        const faults = Object.fromEntries(streams/* STREAM_FAULTS */.dX.map((fault, index) => [fault, this.faults[index]]));
        return {
            protocol: this.protocol,
            mode: this.mode,
            streams: this.streams,
            events: this.events,
            reconnects: this.reconnects,
            faults,
            ttfb: distributionOf(this.ttfb),
            ttfe: distributionOf(this.ttfe),
            eventGap: distributionOf(this.eventGap),
            length: distributionOf(this.length),
        };
    }
}
/** Returns a histogram's distribution: its count, its summary in milliseconds and its encoding. */
function distributionOf(histogram) {
    const encoded = (0,latency_histogram/* encodeHistogram */.ll)(histogram);
    const decoded = (0,latency_histogram/* decodeHistogram */.pr)(encoded);
    return { count: decoded.totalCount, ms: (0,latency_histogram/* summarizeLatency */.cH)(decoded), histogram: encoded };
}

;// CONCATENATED MODULE: ./src/engine/stream/stream-user.ts






/** No stream open; one waiting for its head; one open, its head ok. */
const IDLE = 0;
const OPENING = 1;
const OPEN = 2;
/**
 * One user of a stream scenario on the closed model (docs/streams.md). Each stream it opens is one request of the
 * scenario's recorder, in flight (ScenarioLoad.inFlight) until it ends, so that the drain waits for it:
 *
 * - `hold`: the stream is kept for the measured time. Open when the time ends (`stopped`), it is closed and ok, its
 *   latency its time to the first event, or to its head when it had no event yet (then it has no ttfe; one that went
 *   the stall limit without an event is a `silent` fault, even when the stall timer had not fired yet). A stream
 *   still waiting for its head then is awaited (the drain) and ok at its head. A stream that ends before the measured
 *   time is an `ended` fault; with `reconnect`, it is opened again after the server's `retry:` (at once without one;
 *   after CONNECT_RETRY_PAUSE_MS when it never had a head), SSE's with `Last-Event-ID`.
 * - `request`: one stream per iteration, read to the server's end; ok, its latency its length, then the next one
 *   after the think time. An end without the protocol's `complete` (GraphQL) is an `ended` fault. A WebSocket's
 *   iteration ends instead with its answer (`until:`, or the first message), its latency from the last message sent.
 *
 * Either way, `stallMs` without an event after one is a `stalled` fault, without the first after the head a `silent`
 * one; the scenario's timeout bounds only the wait for the head (`timeout`). A connection cut after the head is an
 * `ended` fault; one before, its category as any request's. Data with GraphQL `errors` fails the stream as `graphql`.
 */
class StreamUser {
    transport;
    plan;
    state = IDLE;
    opened = false;
    writtenAt = 0;
    headAt = 0;
    firstEventAt = 0;
    lastEventAt = 0;
    /** When the last `send:` message was written (WebSocket): an answer's latency runs from there. */
    sentAt = 0;
    status = 0;
    events = 0;
    bytes = 0;
    lastEventId;
    /** The server's `retry:` (SSE), the pause before a reconnect; -1 until it sent one. */
    retryMs = -1;
    stallTimer;
    immediate;
    constructor(transport, plan) {
        this.transport = transport;
        this.plan = plan;
    }
    /** Opens a stream, unless the measured time is over (a late ramp-up or reconnect timer). */
    start = () => {
        this.immediate = undefined;
        const load = this.plan.load;
        if (load.stopping || performance.now() >= load.endsAt)
            return;
        const plan = this.plan;
        const streams = plan.streams;
        if (this.opened && plan.hold)
            streams.reconnects++;
        this.opened = true;
        streams.streams++;
        load.inFlight++;
        this.state = OPENING;
        this.events = 0;
        this.bytes = 0;
        this.status = 0;
        this.writtenAt = performance.now();
        if (load.timeoutMs > 0)
            this.headTimer.arm(load.timeoutMs);
        const resumeFrom = plan.hold && plan.resumes ? this.lastEventId : undefined;
        this.transport.open(this, resumeFrom);
    };
    /** The user's timers, declared after `start`, which the next one calls. */
    nextTimer = new ReusedTimer(this.start);
    written() {
        if (this.state !== OPENING)
            return;
        this.writtenAt = performance.now();
        const timeoutMs = this.plan.load.timeoutMs;
        if (timeoutMs > 0)
            this.headTimer.arm(timeoutMs);
    }
    head(status) {
        if (this.state !== OPENING)
            return;
        const now = performance.now();
        const plan = this.plan;
        this.status = status;
        this.headAt = now;
        plan.streams.record(plan.streams.ttfb, now - this.writtenAt);
        const recorder = plan.load.recorder;
        const category = recorder.categoryOf(status);
        this.state = OPEN;
        if (category !== error_category.OK) {
            this.transport.close();
            recorder.response(status, category, now - this.writtenAt, 0, now);
            this.finish(now, true);
            return;
        }
        // Held streams that get their head after the measured time count as held to its end, at once.
        if (plan.hold && plan.load.stopping) {
            this.transport.close();
            this.endHeld(now);
            return;
        }
        const transport = this.transport;
        if (transport.send !== undefined)
            for (const message of plan.send)
                transport.send(message);
        this.sentAt = performance.now();
        this.armStall(plan.stallMs);
    }
    event(data, _type, id, retryMs) {
        if (this.state !== OPEN)
            return;
        const now = performance.now();
        const plan = this.plan;
        const streams = plan.streams;
        streams.event(now);
        if (++this.events === 1) {
            this.firstEventAt = now;
            streams.record(streams.ttfe, now - this.writtenAt);
        }
        else
            streams.record(streams.eventGap, now - this.lastEventAt);
        this.lastEventAt = now;
        this.bytes += data.length;
        if (id !== undefined)
            this.lastEventId = id;
        if (retryMs !== undefined)
            this.retryMs = retryMs;
        if (plan.graphql) {
            const error = graphqlErrorOf(data);
            if (error !== undefined) {
                this.transport.close();
                const recorder = plan.load.recorder;
                const category = error_category/* CATEGORY */.XJ.graphql;
                if (recorder.samples.wants(this.status, category))
                    recorder.samples.add(this.status, category, data.slice(0, failed_samples/* SAMPLE_BODY_BYTES */.OW), error);
                recorder.response(this.status, category, now - this.writtenAt, this.bytes, now);
                this.finish(now, true);
                return;
            }
        }
        const answers = plan.answers;
        if (answers !== undefined && !plan.hold && answers(data)) {
            this.transport.close();
            plan.load.recorder.response(this.status, error_category.OK, now - this.sentAt, this.bytes, now);
            this.finish(now, true);
        }
    }
    end(complete) {
        const state = this.state;
        if (state === IDLE)
            return;
        const now = performance.now();
        const plan = this.plan;
        if (!plan.hold && state === OPEN && (complete || !plan.completes) && plan.answers === undefined)
            plan.load.recorder.response(this.status, error_category.OK, now - this.writtenAt, this.bytes, now);
        else {
            const expected = plan.hold ? undefined : plan.completes ? 'without `complete`' : 'before its answer';
            this.fault(FAULT.ended, now, endedReason(now - this.writtenAt, false, expected));
        }
        this.finish(now, state === OPEN);
    }
    fail(error) {
        const state = this.state;
        if (state === IDLE)
            return;
        const now = performance.now();
        const name = (0,error_category/* categoryOfError */.sM)(error);
        if (state === OPEN && name === 'reset')
            this.fault(FAULT.ended, now, endedReason(now - this.writtenAt, true));
        else {
            const category = error_category/* CATEGORY */.XJ[name];
            const reason = name === 'graphql' ? () => error.message : (0,error_category/* reasonFor */.qo)(category, error);
            this.plan.load.recorder.error(category, now, reason);
        }
        this.finish(now, state === OPEN);
    }
    /** The measured time is over: a held stream that is open ends now; no stream opens after. */
    stopped = () => {
        this.nextTimer.clear();
        this.cancelImmediate();
        if (!this.plan.hold || this.state !== OPEN)
            return;
        const now = performance.now();
        const overdue = now - (this.events === 0 ? this.headAt : this.lastEventAt) >= this.plan.stallMs;
        if (overdue)
            this.stall(now);
        else {
            this.transport.close();
            this.endHeld(now);
        }
    };
    /** Ends the user; returns true when a stream was still in flight, which the caller counts as interrupted. */
    interrupt() {
        this.nextTimer.clear();
        this.headTimer.clear();
        clearTimeout(this.stallTimer);
        this.cancelImmediate();
        if (this.state === IDLE)
            return false;
        this.state = IDLE;
        this.transport.close();
        return true;
    }
    /** Records a held stream, open at the end of the measured time (the transport closed), as ok. */
    endHeld(now) {
        const latencyMs = (this.events > 0 ? this.firstEventAt : this.headAt) - this.writtenAt;
        this.plan.load.recorder.response(this.status, error_category.OK, latencyMs, this.bytes, now);
        this.finish(now, true);
    }
    /** Counts a stream fault, in the scenario's `stream` category with its reason for the sample. */
    fault(kind, now, reason) {
        this.plan.streams.faults[kind]++;
        this.plan.load.recorder.error(error_category/* CATEGORY */.XJ.stream, now, reason);
    }
    /** Ends the stream that was open (`headed`: it had its head, so it has a length) and sets the next one going. */
    finish(now, headed) {
        const plan = this.plan;
        const load = plan.load;
        this.state = IDLE;
        clearTimeout(this.stallTimer);
        if (headed)
            plan.streams.record(plan.streams.length, now - this.writtenAt);
        load.ended();
        if (load.stopping || now >= load.endsAt || (plan.hold && !plan.reconnect))
            return;
        const delayMs = !headed ? CONNECT_RETRY_PAUSE_MS : plan.hold ? Math.max(this.retryMs, 0) : load.thinkTimeMs;
        // A pause past the measured time (a server's long `retry:`) opens nothing more.
        if (delayMs >= load.endsAt - now)
            return;
        // Never at once: a transport's callback may still be under way (a stream the user ended on an event).
        if (delayMs > 0)
            this.nextTimer.arm(delayMs);
        else
            this.immediate = setImmediate(this.start);
    }
    cancelImmediate() {
        if (this.immediate !== undefined)
            clearImmediate(this.immediate);
        this.immediate = undefined;
    }
    /** The stream went the stall limit without an event: `silent` without any, else `stalled`; it is closed. */
    stall(now) {
        this.transport.close();
        const events = this.events;
        this.fault(events === 0 ? FAULT.silent : FAULT.stalled, now, events === 0 ? silentReason(this.plan.stallMs) : stalledReason(events));
        this.finish(now, true);
    }
    armStall(delayMs) {
        clearTimeout(this.stallTimer);
        this.stallTimer = setTimeout(this.checkStall, Math.max(1, Math.ceil(delayMs)));
    }
    /**
     * Checks the open stream against the stall limit when it may have run out: checked lazily, so that an event costs
     * no timer; a stream that had an event since is checked again when its own limit runs out.
     */
    checkStall = () => {
        this.stallTimer = undefined;
        if (this.state !== OPEN)
            return;
        const now = performance.now();
        const remainingMs = (this.events === 0 ? this.headAt : this.lastEventAt) + this.plan.stallMs - now;
        if (remainingMs > 0)
            this.armStall(remainingMs);
        else
            this.stall(now);
    };
    /** The head did not come within the scenario's timeout of the write: the stream is a `timeout`. */
    headExpired = () => {
        if (this.state !== OPENING)
            return;
        const now = performance.now();
        // A timer re-armed from the event loop's cached clock may fire a little early: it waits out the rest.
        const remainingMs = this.writtenAt + this.plan.load.timeoutMs - now;
        if (remainingMs > 0) {
            this.headTimer.arm(Math.ceil(remainingMs));
            return;
        }
        this.transport.close();
        this.plan.load.recorder.error(error_category/* CATEGORY */.XJ.timeout, now);
        this.finish(now, false);
    };
    /**
     * The wait for the head, re-armed for each stream and cleared only when the user ends: a Node timer once cleared is
     * not armed again by `refresh`. Once the head came, it fires with nothing to do.
     */
    headTimer = new ReusedTimer(this.headExpired, false);
}

;// CONCATENATED MODULE: ./src/engine/stream/websocket-transport.ts

/**
 * Returns one user's transport for the WebSocket streams of `target` (its URL checked now: it throws on one that is not
 * ws:/wss:). Each stream is one socket, opened with the target's headers on the upgrade and its TLS options for wss:;
 * the sink hears `head(101)` when it is open, or `head(status)` when the server refused the upgrade with an HTTP
 * status (the socket torn down, nothing more reported: the user fails it by its status); each message, text or binary
 * (decoded as UTF-8, so that a binary frame is counted like a text one and JSON in it can still be matched), as an
 * event; a close by the server as `end(false)` (WebSocket has no end of its own, so never complete), and an error as
 * `fail` with Node's code. At most one socket is open: `open` discards the one before, `close` closes it with 1000.
 */
function webSocketTransport(target) {
    checkSocketUrl(target.url);
    const options = socketOptions(target);
    let socket;
    return {
        open(sink) {
            if (socket)
                discard(socket);
            const opened = openSocket(target, options, undefined, {
                written: () => {
                    sink.written();
                },
                open: () => {
                    sink.head(101);
                },
                message: (data) => {
                    sink.event(data);
                },
                refused: (status) => {
                    if (socket === opened)
                        socket = undefined;
                    sink.head(status);
                },
                closed: () => {
                    if (socket === opened)
                        socket = undefined;
                    sink.end(false);
                },
                failed: (error) => {
                    if (socket === opened)
                        socket = undefined;
                    sink.fail(error);
                },
            });
            socket = opened;
        },
        send(message) {
            // Only on an open socket: ws throws while connecting; after a close there is no stream to send on.
            if (socket?.readyState === 1)
                socket.send(message);
        },
        close() {
            if (!socket)
                return;
            discard(socket);
            socket = undefined;
        },
    };
}

// EXTERNAL MODULE: ./src/engine/http/request-variants.ts
var request_variants = __webpack_require__(3305);
;// CONCATENATED MODULE: ./src/engine/stream/stream-run.ts

















/**
 * A stream is bounded by time (the measured time, the stall limit), not by its bytes: the run's bound on a response
 * (MAX_RESPONSE_BYTES) would cut a held stream after 16 MiB.
 */
const UNBOUNDED_BYTES = Number.MAX_SAFE_INTEGER;
/**
 * The closed model with the stream figures' clock started with the measured time's; a WebSocket scenario's HTTP
 * clients are never used, so none is opened before the clock.
 */
class StreamModel extends ClosedModel {
    streams;
    overHttp;
    constructor(parts, rampUpMs, userOf, streams, overHttp) {
        super(parts, rampUpMs, userOf);
        this.streams = streams;
        this.overHttp = overHttp;
    }
    warmConnections(withinMs) {
        return this.overHttp ? super.warmConnections(withinMs) : 0;
    }
    start(now, endsAt) {
        this.streams.start(now, endsAt - now);
        super.start(now, endsAt);
    }
}
/**
 * Returns a stream scenario (`stream:`) ready to run: one StreamUser per user on the closed model, each over a
 * transport of its own by the stream's protocol (`sse`: SseTransport on the user's HTTP client; `websocket` and
 * `graphql-ws` over their own sockets, to the scenario's URL with the `ws:`/`wss:` scheme); its figures are the
 * scenario's, each stream one request, with the stream figures (`stream`) and each second's events beside them.
 */
function streamSetup(baseUrl, scenario, options) {
    const stream = scenario.stream;
    timerDelay(stream.stallMs, 'the stall limit');
    const overHttp = stream.protocol === 'sse';
    // A subscription's variables may come from the API (data sources): user k opens its streams with variant k's
    // values, as request k of a request scenario takes them.
    let variants = [scenario];
    if (scenario.sources) {
        const values = options.sourceValues?.get(scenario.name);
        if (!values)
            throw new Error('its data sources (from, pick) were not fetched before the run');
        variants = (0,request_variants/* variantScenarios */.f)(scenario, values);
    }
    const built = variants.map((variant) => overHttp ? sseRequest(baseUrl, variant, options.env) : socketTarget(baseUrl, variant, options.env, options.client));
    const { requestOf, origin } = built[0];
    const secrets = [...new Set(built.flatMap((each) => each.secrets))];
    (0,build_request/* checkProtocol */.Bv)(origin);
    const statuses = (0,error_category/* statusTable */.XR)(scenario.expectStatus);
    // A WebSocket's head is its 101 Switching Protocols (and graphql-ws's connection_ack).
    if (!overHttp && scenario.expectStatus === undefined)
        statuses[101] = error_category.OK;
    const recorder = new ScenarioRecorder(statuses, secrets);
    const graphql = scenario.graphql !== undefined;
    const load = new ScenarioLoad(requestOf?.() ?? { method: 'GET', path: '/' }, recorder, {
        thinkTimeMs: scenario.thinkTimeMs ?? 0,
        timeoutMs: scenario.timeoutMs,
        graphql,
    });
    const streams = new StreamRecorder(stream.protocol, stream.mode);
    const plan = streamPlan(stream, load, streams, graphql);
    const parts = {
        load,
        // No session: a stream scenario keeps no cookies and follows no redirect.
        connections: scenarioConnections(origin, { ...scenario, cookies: 'off' }, { ...options.client, maxResponseBytes: UNBOUNDED_BYTES }, false),
    };
    let nextUser = options.firstUser ?? 0;
    const transportOf = (client) => {
        const { requestOf: own, target } = built[nextUser++ % built.length];
        if (stream.protocol === 'sse')
            return new SseTransport(client, own, graphql);
        return stream.protocol === 'websocket' ? webSocketTransport(target) : graphqlWsTransport(target);
    };
    const executor = new StreamModel(parts, (scenario.rampUpSeconds ?? 0) * 1000, (client) => new StreamUser(transportOf(client), plan), streams, overHttp);
    return {
        executor,
        parts,
        timeoutMs: scenario.timeoutMs,
        progressed: (progress) => ({ ...progress, events: streams.events }),
        measured: (time) => {
            const measured = measuredScenario(scenario, recorder, time);
            return { ...measured, timeline: streams.withEvents(measured.timeline), stream: streams.result() };
        },
    };
}
/** Returns the rules the scenario's users share. */
function streamPlan(stream, load, streams, graphql) {
    const { protocol } = stream;
    const until = stream.until === undefined ? undefined : (0,json_path/* compileJsonPath */.nO)(stream.until);
    return {
        load,
        streams,
        hold: stream.mode === 'hold',
        reconnect: stream.reconnect,
        stallMs: stream.stallMs,
        completes: protocol === 'graphql-ws' || (protocol === 'sse' && graphql),
        graphql,
        resumes: protocol === 'sse',
        send: protocol === 'websocket' ? (stream.send ?? []) : [],
        answers: protocol === 'websocket' && stream.mode === 'request' ? answersOf(until) : undefined,
    };
}
/**
 * Returns an SSE scenario's request: its own, `accept: text/event-stream` unless the scenario sets an Accept of its
 * own (a GraphQL subscription's POST as well); built once, or built anew for each stream when it holds a value of its
 * own per request (`${uuid}`: an LLM-style prompt made unique).
 */
function sseRequest(baseUrl, scenario, env) {
    const ownAccept = Object.keys(scenario.headers ?? {}).some((name) => name.toLowerCase() === 'accept');
    const source = ownAccept ? scenario : { ...scenario, headers: { ...scenario.headers, accept: 'text/event-stream' } };
    const names = perRequestNames(source);
    if (names.size > 0) {
        const secrets = [];
        const template = new RequestTemplate(baseUrl, source, names, env, (value) => {
            if (!secrets.includes(value))
                secrets.push(value);
        });
        return { requestOf: () => template.build(), origin: template.origin, secrets };
    }
    const built = (0,build_request/* buildRequest */.mK)(baseUrl, source, env);
    const request = (0,build_request/* dispatchOptions */.th)(built);
    return { requestOf: () => request, origin: built.origin, secrets: built.secrets };
}
/**
 * Returns where a WebSocket or graphql-ws scenario's sockets go: its URL with the base URL's scheme as `ws:`/`wss:`,
 * its headers and its GraphQL document, `${NAME}` filled, and the load test's TLS options.
 */
function socketTarget(baseUrl, scenario, env, client) {
    // The socket's request has no body: the scenario's headers, path and query alone.
    const { graphql, method, path, params, query, headers } = scenario;
    const request = {
        method,
        path,
        ...(params && { params }),
        ...(query && { query }),
        ...(headers && { headers }),
    };
    const built = (0,build_request/* buildRequest */.mK)(baseUrl, request, env);
    const secrets = new Set(built.secrets);
    let document;
    if (graphql !== undefined) {
        const filled = (0,build_request/* buildRequest */.mK)(baseUrl, { ...request, graphql }, env);
        for (const secret of filled.secrets)
            secrets.add(secret);
        document = JSON.parse(filled.body);
    }
    const url = `${built.origin.replace(/^http/, 'ws')}${built.path}`;
    const target = { url, headers: built.headers, tls: client.tls, graphql: document };
    return { target, origin: built.origin, secrets: [...secrets] };
}

;// CONCATENATED MODULE: ./src/engine/run-scenario.ts






















/** The longest the requests in flight at the end are awaited, whatever the timeout. */
const GRACE_CAP_MS = 30_000;
/**
 * Added to the grace period, so that a request about to time out is counted as a timeout, not as interrupted. The
 * response timeout itself is exact to the event loop's delay (each user's own timer), but a request that had to
 * reconnect at the end first waits for its connect, whose timeout undici checks on a clock that ticks every 500 ms.
 */
const TIMER_SLACK_MS = 1_000;
/** The longest the connections opened before the clock starts are awaited; the slower ones connect during the run. */
const WARM_UP_CAP_MS = 5_000;
/**
 * Returns the measurement of a scenario that is not to run at all, whatever the way it is run: `skipped` with its
 * reason when it has `skip:`, `errored` with the failure when its data sources gave it no value; undefined otherwise.
 */
function notRunMeasurement(scenario, options) {
    if (scenario.skip !== undefined)
        return { ...emptyMeasurement(scenario, 'skipped'), skip: scenario.skip };
    const failure = options.sourceFailures?.get(scenario.name);
    if (failure !== undefined)
        return { ...emptyMeasurement(scenario, 'errored'), error: failure };
    return undefined;
}
/**
 * Returns what one scenario measured, not yet judged (outcome `measured`, `cancelled`, `errored`, or `skipped`, see
 * notRunMeasurement). It never throws for what happens on the wire: that is data.
 */
async function runScenario(baseUrl, scenario, options) {
    const notRun = notRunMeasurement(scenario, options);
    if (notRun)
        return notRun;
    if (options.signal?.aborted)
        return emptyMeasurement(scenario, 'cancelled');
    // A scenario with fewer users than shards has none in some shards: not run there, and listed with 0 users, so that
    // the merge sees it was not forgotten (docs/scale.md#sharded-runs).
    if (scenario.concurrentUsers === 0)
        return emptyMeasurement(scenario, 'measured');
    // The users' cookie jars are made with the setup, which is synchronous.
    if (keepsCookies(scenario))
        await loadCookies();
    let setup;
    // A stream scenario adds its events to its progress: its held streams end only with the measured time.
    let progressed = (progress) => progress;
    try {
        const rows = scenario.data && (await dataRows(scenario.data.path, options.dataPart ?? read_data_file/* ALL_ROWS */.of));
        // A validated load test is within these; one built otherwise must not have its timers fire at once.
        timerDelay(scenario.durationSeconds * 1000, 'the duration');
        timerDelay((scenario.rampUpSeconds ?? 0) * 1000, 'the ramp-up');
        timerDelay(scenario.thinkTimeMs ?? 0, 'the think time');
        timerDelay(scenario.timeoutMs, 'the timeout');
        if (scenario.script !== undefined) {
            const script = options.scripts?.get(scenario.name);
            if (!script)
                throw new Error(`its script ${scenario.script} was not loaded before the run`);
            setup = scriptSetup(baseUrl, scenario, script, options.env, options.client, options.firstUser, options.arrivalPart);
        }
        else if (scenario.stream !== undefined) {
            const streamed = streamSetup(baseUrl, scenario, options);
            setup = streamed;
            progressed = streamed.progressed;
        }
        else
            setup = scenario.flow
                ? flowSetup(baseUrl, scenario, scenario.flow, options, rows)
                : requestSetup(baseUrl, scenario, options, rows);
    }
    catch (error) {
        // buildRequest's messages name the variable, never its value; a URL error's own message may quote the URL with
        // the values filled in, so it is replaced.
        const invalidUrl = error.code === 'ERR_INVALID_URL';
        const reason = invalidUrl
            ? `baseUrl ${baseUrl} is not a valid URL`
            : error instanceof read_data_file/* DataFileError */.t1
                ? `its data file ${scenario.data.file}${error.line === undefined ? '' : `:${error.line}`} ${error.message}`
                : error instanceof Error
                    ? error.message
                    : String(error);
        return { ...emptyMeasurement(scenario, 'errored'), error: `the scenario could not start: ${reason}` };
    }
    const { executor, parts, timeoutMs } = setup;
    const recorder = parts.load.recorder;
    const onProgress = options.onProgress;
    const time = await runLifecycle(executor, parts, {
        durationMs: scenario.durationSeconds * 1000,
        rounds: (0,regression/* roundsOf */.T1)(scenario),
        graceMs: (timeoutMs > 0 ? Math.min(timeoutMs, GRACE_CAP_MS) : GRACE_CAP_MS) + TIMER_SLACK_MS,
        warmUpMs: Math.min(timeoutMs > 0 ? timeoutMs : WARM_UP_CAP_MS, WARM_UP_CAP_MS),
        signal: options.signal,
        watch: abortWatch(scenario, recorder, remainingRequests(scenario, recorder, options.arrivalPart)),
        onProgress: onProgress &&
            ((now, elapsedMs) => {
                const live = options.liveFigures ? { steps: parts.stepRecorders, dropped: executor.dropped?.() } : undefined;
                onProgress(progressed(scenarioProgress(scenario, recorder, now, elapsedMs, live)));
            }),
    });
    return setup.measured(time);
}
/**
 * Returns a single-request scenario ready to run on the closed model, or the open model when it has an `arrival`
 * schedule: its request built once (or its variants), or, with `${uuid}`, built anew for each send.
 */
function requestSetup(baseUrl, scenario, options, rows) {
    let sourced;
    if (scenario.sources) {
        // Never a request with an invented value: the values come from the pre-flight, or the scenario does not run.
        const values = options.sourceValues?.get(scenario.name);
        if (!values)
            throw new Error('its data sources (from, pick) were not fetched before the run');
        sourced = (0,request_variants/* variantScenarios */.f)(scenario, values);
    }
    let templates;
    let variants;
    let built;
    let request;
    if (perRequestNames(scenario).size > 0) {
        // `${uuid}` is new at every request; a scenario without it keeps its request built once.
        const secrets = [];
        const addSecret = (value) => {
            if (!secrets.includes(value))
                secrets.push(value);
        };
        templates = (sourced ?? [scenario]).map((variant) => new RequestTemplate(baseUrl, variant, perRequestNames(variant), options.env, addSecret));
        built = { origin: templates[0].origin, secrets };
        request = templates[0].build();
    }
    else {
        variants = sourced?.map((variant) => (0,build_request/* buildRequest */.mK)(baseUrl, variant, options.env));
        const first = variants?.[0] ?? (0,build_request/* buildRequest */.mK)(baseUrl, scenario, options.env);
        built = first;
        request = (0,build_request/* dispatchOptions */.th)(first);
    }
    (0,build_request/* checkProtocol */.Bv)(built.origin);
    // `timeout: 0s` means none at all.
    const timeoutMs = scenario.timeoutMs;
    const recorder = new ScenarioRecorder((0,error_category/* statusTable */.XR)(scenario.expectStatus), built.secrets);
    const settings = {
        thinkTimeMs: scenario.thinkTimeMs ?? 0,
        timeoutMs,
        graphql: scenario.graphql !== undefined,
        followRedirects: scenario.followRedirects ?? 0,
        crossOrigin: scenario.crossOrigin === true,
        httpDebug: options.httpDebug,
    };
    const load = new ScenarioLoad(request, recorder, settings, variants?.map(build_request/* dispatchOptions */.th), options.firstUser, templates, rows &&
        dataFeeder(scenario.data, rows, (reason) => {
            load.endWhenIdle(reason);
        }));
    const parts = {
        load,
        connections: scenarioConnections(built.origin, scenario, options.client, (scenario.followRedirects ?? 0) > 0),
        checks: scenario.expectJson && new BodyChecks(scenario.expectJson),
        conformance: scenario.conformance === 'off' ? undefined : conformanceOf(scenario.responseContract),
    };
    const executor = scenario.arrival
        ? new OpenModel(parts, scenario.arrival, scenario.durationSeconds * 1000, options.arrivalPart)
        : new ClosedModel(parts, (scenario.rampUpSeconds ?? 0) * 1000);
    return {
        executor,
        parts,
        timeoutMs,
        measured: (time) => {
            let measured = measuredScenario(scenario, recorder, time);
            if (executor instanceof OpenModel)
                measured = executor.measured(measured, time);
            return parts.checks ? parts.checks.withCounts(measured) : measured;
        },
    };
}

// EXTERNAL MODULE: ./src/engine/self/calibration.ts
var self_calibration = __webpack_require__(11037);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(23024);
;// CONCATENATED MODULE: ./src/engine/self/self-check.ts
// src/engine/self/ watches the load generator itself; this is the self-check: its event-loop delay and busy share.
// Node's performance, imported rather than the global, whose type is the DOM's when a dependency's types pull in
// lib.dom (graphql-yoga's do): the DOM's has no eventLoopUtilization.

/** Above this event-loop delay (p99, ms) responses wait in the generator before they are timed. */
const SATURATED_DELAY_P99_MS = 50;
/** At or above this share of the time busy, the generator's event loop is the limit. */
const SATURATED_LOOP_UTILIZATION = 0.9;
/** The event-loop delay's sampling: 50 wake-ups a second, fine enough for SATURATED_DELAY_P99_MS. */
const RESOLUTION_MS = 20;
const SAMPLE_MS = 1000;
/**
 * Returns a probe of the generator's own health over a run: the event-loop delay (Node's monitorEventLoopDelay) and
 * the event loop's utilization (the share of time it was not idle), sampled each second, and the process's CPU time.
 * The generator counts as saturated when the delay's p99 is above SATURATED_DELAY_P99_MS, or when its event loop was
 * busy SATURATED_LOOP_UTILIZATION of the time or more in most seconds: then the latencies include time spent waiting
 * in the generator, and the request rate is the generator's, not the server's. The utilization is the generator's
 * own thread; the process's CPU time also counts other threads (GC, or a server embedded in the same process).
 */
function startSelfCheck() {
    const delay = (0,external_node_perf_hooks_.monitorEventLoopDelay)({ resolution: RESOLUTION_MS });
    delay.enable();
    const startedAt = external_node_perf_hooks_.performance.now();
    const startUse = external_node_perf_hooks_.performance.eventLoopUtilization();
    const startCpu = process.cpuUsage();
    let sampleAt = startedAt;
    let sampleUse = external_node_perf_hooks_.performance.eventLoopUtilization();
    let samples = 0;
    let busy = 0;
    const sample = (now) => {
        const use = external_node_perf_hooks_.performance.eventLoopUtilization();
        samples++;
        if (external_node_perf_hooks_.performance.eventLoopUtilization(use, sampleUse).utilization >= SATURATED_LOOP_UTILIZATION)
            busy++;
        sampleAt = now;
        sampleUse = use;
    };
    const timer = setInterval(() => {
        sample(external_node_perf_hooks_.performance.now());
    }, SAMPLE_MS);
    timer.unref();
    return {
        stop() {
            clearInterval(timer);
            delay.disable();
            const now = external_node_perf_hooks_.performance.now();
            // A last partial second counts only when long enough to say something.
            if (now - sampleAt >= SAMPLE_MS / 2)
                sample(now);
            const wallMicros = (now - startedAt) * 1000;
            const cpuUtilization = wallMicros > 0 ? round(cpuMicros(process.cpuUsage(startCpu)) / wallMicros, 100) : 0;
            const eventLoopUtilization = round(external_node_perf_hooks_.performance.eventLoopUtilization(startUse).utilization, 100);
            // The histogram holds the intervals between the monitor's timer ticks: the delay is what exceeds the interval.
            const eventLoopDelayP99Ms = delay.count > 0 ? round(Math.max(0, delay.percentile(99) / 1e6 - RESOLUTION_MS), 10) : 0;
            const saturated = eventLoopDelayP99Ms > SATURATED_DELAY_P99_MS || (samples > 0 && busy / samples > 0.5);
            return {
                saturated,
                eventLoopDelayP99Ms,
                eventLoopUtilization,
                cpuUtilization,
                ...(saturated && {
                    message: `The load generator was saturated (event-loop delay p99 ${eventLoopDelayP99Ms} ms, event loop busy ${Math.round(eventLoopUtilization * 100)} % of the time): latencies and requests per second measure the generator, not the server. Run fewer users or scenarios at once, give it more CPU (--workers auto, a bigger runner), or shard the run over more machines.`,
                }),
            };
        },
    };
}
function cpuMicros(usage) {
    return usage.user + usage.system;
}
function round(value, factor) {
    return Math.round(value * factor) / factor;
}

;// CONCATENATED MODULE: ./src/engine/shard-split.ts
/**
 * Returns shard `index` of `count`'s part of `users`, split exactly so that the shards add up to the whole: each gets
 * floor(users / count), and the first users mod count shards one more (10 users in 3 shards: 4, 3, 3), as k6's
 * execution segments and Artillery's workers do, never the whole load on every shard.
 */
function shardUsers(users, shard) {
    const base = Math.floor(users / shard.count);
    const extra = users % shard.count;
    const before = shard.index - 1;
    return {
        users: base + (shard.index <= extra ? 1 : 0),
        firstUser: before * base + Math.min(before, extra),
    };
}

;// CONCATENATED MODULE: ./src/engine/open/arrival-split.ts


/**
 * Returns shard `shard`'s part of the requests of `part`, a part with `users` connections (maxUsers), undefined when
 * the shard gets no connection (shardUsers gives the first min(count, users) shards one or more): the shards with
 * connections take the part's requests in turn, the first the 1st, the second the 2nd, …, so that together they
 * send exactly the part's schedule, each spread evenly over it at its share of the rate, whatever the rates and
 * stages. A ramp split this way stays a ramp in every shard.
 */
function splitArrival(part, users, shard) {
    const parts = Math.min(shard.count, users);
    if (shard.index > parts)
        return undefined;
    return { offset: part.offset + part.stride * (shard.index - 1), stride: part.stride * parts };
}
/**
 * Returns one part's requests of an open-model scenario with `maxUsers` connections: the process's shard of the whole
 * (`--shard i/n`), then this worker thread's part of that shard, as partUsers splits the connections; undefined when
 * the part has no connection, and so runs nothing of the scenario.
 */
function partArrival(maxUsers, shard, worker) {
    const whole = shard ? splitArrival(WHOLE_SCHEDULE, maxUsers, shard) : WHOLE_SCHEDULE;
    if (!whole || !worker)
        return whole;
    const users = shard ? shardUsers(maxUsers, shard).users : maxUsers;
    return splitArrival(whole, users, worker);
}

;// CONCATENATED MODULE: ./src/engine/workers/worker-split.ts


/**
 * Returns one part's users of a scenario: the process's shard of the whole (`--shard i/n`, or the whole without one),
 * then this worker's part of that shard, each split exactly by shardUsers, so that the workers add up to the shard and
 * the shards to the whole whatever the number of workers on each machine; the first user counts from the whole run,
 * for the data-source values and a script's `vu.id`.
 */
function partUsers(users, shard, worker) {
    const whole = shard ? shardUsers(users, shard) : { users, firstUser: 0 };
    if (!worker)
        return whole;
    const part = shardUsers(whole.users, worker);
    return { users: part.users, firstUser: whole.firstUser + part.firstUser };
}
/**
 * Returns one part's HTTP/2 connections (`protocol: h2`): the whole run's (h2Connections) split like the users, at
 * least one, so that the parts together open what one process would; undefined for HTTP/1.1, where each user has its
 * own.
 */
function partConnections(scenario, shard, worker) {
    if (scenario.protocol !== 'h2')
        return undefined;
    const whole = h2Connections(scenario.concurrentUsers, scenario.connections);
    return Math.max(1, partUsers(whole, shard, worker).users);
}

// EXTERNAL MODULE: ./src/tls-options.ts
var tls_options = __webpack_require__(27837);
;// CONCATENATED MODULE: ./src/engine/self/self-warm-up.ts
// Warms the generator itself before the clock starts, so that compiling its hot path is not measured.










/**
 * How long each executor loads the generator itself, in each pass. What a cold start costs the first second's latencies
 * is gone after a few hundred requests (at the 50 ms server its p99 was 54 to 55 ms with 10 or 30 ms passes, 58 ms
 * without a warm-up); the optimizing compiler takes the hot path during the run's first second either way, and 30 ms
 * passes took 7 to 33 ms more CPU a run (docs/benchmarks.md).
 */
const PASS_MS = 10;
/**
 * Each executor runs twice, each time a new instance. V8 specializes the optimized code of a closure created once
 * (an instance's arrow functions, and what they inline) to that one instance: after a single pass the run's own
 * instance had its hot path compiled again during its first second, on a compiler thread that took the core from
 * the scheduler for milliseconds at a time. Once a second instance exists, the code is compiled for any, and the run's
 * reuses it.
 */
const PASSES = 2;
const USERS = 4;
const MAX_RESPONSE_BYTES = 1024 * 1024;
// Headers as common servers send them, so that the parser's header handling is warmed on the branches it will take.
const RESPONSE = Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nDate: Thu, 01 Jan 2026 00:00:00 GMT\r\n' +
    'Connection: keep-alive\r\nKeep-Alive: timeout=5\r\nContent-Length: 11\r\n\r\n{"ok":true}');
const END_OF_HEAD = '\r\n\r\n';
/** The rate of the open model's self-load, per second. */
const OPEN_RATE = 10_000;
let warmedUp;
/**
 * Returns when the generator's own hot path has run for a moment against an in-process server, once per process.
 * A cold generator measures itself: the HTTP client compiles its WebAssembly parser on its first connection and the
 * hot path runs unoptimized for its first thousands of requests, which put a 50 ms server's first-second p99 at 80 ms
 * instead of 57. The system under test never sees these requests. Best effort: a failure only skips it.
 */
function warmUpGenerator(openModel = false) {
    warmedUp ??= loadSelf(openModel).catch(() => undefined);
    return warmedUp;
}
async function loadSelf(openModel) {
    const sockets = new Set();
    const server = (0,external_node_net_.createServer)((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
        let pending = '';
        socket.on('data', (chunk) => {
            pending += chunk.toString('latin1');
            for (let end = pending.indexOf(END_OF_HEAD); end >= 0; end = pending.indexOf(END_OF_HEAD)) {
                pending = pending.slice(end + END_OF_HEAD.length);
                socket.write(RESPONSE);
            }
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
    });
    const address = server.address();
    if (!address || typeof address === 'string')
        throw new Error('no port');
    const origin = `http://127.0.0.1:${address.port}`;
    const schedule = {
        startRate: OPEN_RATE,
        stages: [{ durationSeconds: PASS_MS / 1000, target: OPEN_RATE, line: 0 }],
    };
    for (let pass = 0; pass < PASSES; pass++) {
        await loadOnce(origin, (parts) => new ClosedModel(parts, 0));
        // The open model's scheduler, its ticker thread and its users are warmed the same way when a scenario uses them.
        if (openModel)
            await loadOnce(origin, (parts) => new OpenModel(parts, schedule, PASS_MS));
    }
    for (const socket of sockets)
        socket.destroy();
    await new Promise((resolve) => server.close(() => {
        resolve();
    }));
}
/** Runs the executor `executorOf` makes against the in-process server at `origin` for PASS_MS. */
async function loadOnce(origin, executorOf) {
    const recorder = new ScenarioRecorder((0,error_category/* statusTable */.XR)(undefined));
    // Built as a scenario's request is, so that the client takes the same branches.
    const request = (0,build_request/* dispatchOptions */.th)({ origin, method: 'GET', path: '/', headers: {}, secrets: [] });
    // The timeout and the response limit armed as in a real scenario, so that their code is warm too.
    const timeoutMs = 5000;
    const parts = {
        load: new ScenarioLoad(request, recorder, { thinkTimeMs: 0, timeoutMs, graphql: false }),
        connections: new ScenarioConnections(origin, USERS, {
            timeoutMs,
            maxResponseBytes: MAX_RESPONSE_BYTES,
            tls: tls_options/* DEFAULT_TLS */.s,
        }),
    };
    // However the self-load ends, it may not hold up the run: a second after its end it is abandoned.
    await runLifecycle(executorOf(parts), parts, {
        durationMs: PASS_MS,
        graceMs: 1000,
        warmUpMs: 1000,
    });
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./src/engine/shared-signal.ts
// A cancellation signal shared by many listeners at once, without Node's warning of a leak.

/**
 * Returns a signal that aborts when `signal` does (AbortSignal.any: no listener on `signal` itself), on which
 * `listeners` listeners at once are expected rather than a leak: Node warns (MaxListenersExceededWarning) past 10 on
 * one signal, and the engine puts one on it for each scenario running at once (scenario-lifecycle.ts), or each worker
 * thread (workers/run-in-workers.ts), each removed when it ends. Undefined without `signal`.
 */
function sharedSignal(signal, listeners) {
    if (!signal)
        return undefined;
    const shared = AbortSignal.any([signal]);
    (0,external_node_events_.setMaxListeners)(Math.max(listeners, 10), shared);
    return shared;
}

;// CONCATENATED MODULE: ./src/engine/run-load-test.ts










/** Responses larger than this fail with category `other`. */
const run_load_test_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;
/**
 * Returns what running a load test measured: the scenarios one after another, reads before writes, or all at once
 * (`execution`), at most MAX_PARALLEL_SCENARIOS at a time (runGroups), listed in the file's order, the generator's
 * self-check, and the machine's calibration (one before the warm-up, and one after the scenarios when the first saw
 * other work: calibrateRun; each skipped once the run is cancelled; none in a worker thread, whose main thread measures
 * it). It measures and does not judge: src/verdict/ does, after it returns (docs/architecture.md, "The arrows"). It
 * rejects only on a programming error: unreachable servers, failed requests and bad `${NAME}` values are measurements.
 */
async function runLoadTest(loadTest, options) {
    const selected = options.scenarios ? new Set(options.scenarios) : undefined;
    const scenarios = loadTest.scenarios.filter((scenario) => !selected || selected.has(scenario.name));
    const scenarioOptions = {
        env: options.env,
        // Every scenario running at once listens to it: at most a group of a parallel run (runGroups).
        signal: sharedSignal(options.signal, MAX_PARALLEL_SCENARIOS),
        onProgress: options.onProgress,
        liveFigures: options.liveFigures,
        httpDebug: options.httpDebug,
        client: { maxResponseBytes: run_load_test_MAX_RESPONSE_BYTES, tls: options.tls ?? tls_options/* DEFAULT_TLS */.s },
        sourceValues: options.sourceValues,
        sourceFailures: options.sourceFailures,
        scripts: options.scripts,
    };
    const { shard, worker } = options;
    const run = (scenario) => {
        if (!shard && !worker)
            return runScenario(loadTest.baseUrl, scenario, scenarioOptions);
        const { users, firstUser } = partUsers(scenario.concurrentUsers, shard, worker);
        // An open-model scenario's part takes its share of the schedule's requests, as it takes its share of maxUsers.
        const arrivalPart = scenario.arrival && partArrival(scenario.concurrentUsers, shard, worker);
        const options = { ...scenarioOptions, firstUser, arrivalPart, dataPart: rowPart(shard, worker) };
        const connections = partConnections(scenario, shard, worker);
        return runScenario(loadTest.baseUrl, { ...scenario, concurrentUsers: users, ...(connections && { connections }) }, options);
    };
    const startedAt = new Date();
    // The main thread calibrates the machine once for the whole run: a worker thread (`worker`) leaves it to it.
    const endCalibration = worker ? () => Promise.resolve(undefined) : await (0,self_calibration/* calibrateRun */.re)(options.signal);
    if (!options.signal?.aborted)
        await warmUpGenerator(scenarios.some((scenario) => scenario.arrival !== undefined));
    const probe = startSelfCheck();
    const byName = new Map();
    // Reads before writes, or a parallel run's groups (run-order.ts); after a cancellation the remaining scenarios
    // return at once as cancelled, so the loop needs no check.
    for (const group of runGroups(scenarios, loadTest.execution)) {
        const ran = await Promise.all(group.map(run));
        group.forEach((scenario, index) => byName.set(scenario.name, ran[index]));
    }
    // results.json lists the scenarios in the file's order, whatever order they ran in (names are unique).
    const measured = scenarios.map((scenario) => byName.get(scenario.name));
    const generator = probe.stop();
    const calibration = await endCalibration();
    return {
        version: 1,
        startedAt: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        baseUrl: loadTest.baseUrl,
        shard: shard ?? null,
        generator,
        ...(calibration && { calibration }),
        scenarios: measured,
    };
}

// EXTERNAL MODULE: ./src/engine/self/worst-self-check.ts
var worst_self_check = __webpack_require__(49076);
// EXTERNAL MODULE: ./src/engine/merge/merge-parallel.ts
var merge_parallel = __webpack_require__(82037);
;// CONCATENATED MODULE: ./src/engine/workers/merge-workers.ts




/**
 * Returns the workers' measured runs merged into one, as if one engine had run the whole: each scenario's parts merged
 * as parts that ran at the same time (mergeParallelScenario: counters summed, histograms bucket by bucket, rounds by
 * index, timelines by second; the workers start together). A worker that stopped without results counts, for each
 * scenario it had users in, as a part `errored` with its message, so that the scenario is errored and says why. The
 * self-check is the worst of the workers' (each has its own event loop) and the main thread's; the calibration is the
 * main thread's (a worker thread measures none: runLoadTest leaves it to the main thread).
 */
function mergeWorkerRuns(run, outcomes) {
    const count = outcomes.length;
    const runs = outcomes.map((outcome, index) => 'measured' in outcome
        ? outcome.measured.scenarios
        : run.scenarios.map((scenario) => failedPart(scenario, run.shard, { index: index + 1, count }, outcome.failed)));
    const scenarios = run.scenarios.map((scenario) => {
        const parts = runs.flatMap((list) => list.filter((part) => part.name === scenario.name));
        return (0,merge_parallel/* mergeParallelScenario */.G)(parts, parts.map(() => 0));
    });
    return {
        version: 1,
        startedAt: run.startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        baseUrl: run.baseUrl,
        shard: run.shard,
        generator: (0,worst_self_check/* worstSelfCheck */.e)([
            { name: 'the main thread', check: run.mainCheck },
            ...outcomes.flatMap((outcome, index) => 'measured' in outcome
                ? [{ name: `worker thread ${index + 1} of ${count}`, check: outcome.measured.generator }]
                : []),
        ]),
        ...(run.calibration && { calibration: run.calibration }),
        scenarios,
    };
}
/** Returns a failed worker's part of a scenario: its users, no request, errored with the worker's message. */
function failedPart(scenario, shard, worker, message) {
    const { users } = partUsers(scenario.concurrentUsers, shard ?? undefined, worker);
    return {
        ...emptyMeasurement({ ...scenario, concurrentUsers: users }, 'errored'),
        error: `worker thread ${worker.index} of ${worker.count} stopped: ${message}`,
    };
}

;// CONCATENATED MODULE: ./src/engine/workers/progress-sum.ts

const TICK_MS = 1000;
/**
 * The progress of the worker threads summed per scenario, passed on once a tick (a second, as one engine reports):
 * each worker's latest figures of a scenario added up; the p95 is the highest of the workers' (a percentile does not
 * add up; the results' is exact, from the merged histogram).
 */
class ProgressSum {
    emit;
    latest = new Map();
    changed = new Set();
    timer;
    constructor(emit) {
        this.emit = emit;
        this.timer = setInterval(() => {
            this.flush();
        }, TICK_MS);
        this.timer.unref();
    }
    /** Keeps worker `worker`'s latest progress of a scenario, passed on with the others' at the next tick. */
    add(worker, progress) {
        let byWorker = this.latest.get(progress.name);
        if (!byWorker) {
            byWorker = new Map();
            this.latest.set(progress.name, byWorker);
        }
        byWorker.set(worker, progress);
        this.changed.add(progress.name);
    }
    /** Passes on what changed since the last tick, and stops the ticks. */
    stop() {
        clearInterval(this.timer);
        this.flush();
    }
    flush() {
        for (const name of this.changed) {
            const parts = [...(this.latest.get(name)?.values() ?? [])];
            const add = (value) => parts.reduce((total, part) => total + value(part), 0);
            this.emit({
                name,
                elapsedSeconds: Math.max(...parts.map((part) => part.elapsedSeconds)),
                durationSeconds: Math.max(...parts.map((part) => part.durationSeconds)),
                requests: add((part) => part.requests),
                errors: add((part) => part.errors),
                rps: Math.round(add((part) => part.rps) * 10) / 10,
                p95Ms: Math.max(...parts.map((part) => part.p95Ms)),
                ...(parts.some((part) => part.events !== undefined) && { events: add((part) => part.events ?? 0) }),
                ...(parts.some((part) => part.live !== undefined) && { live: liveSum(parts) }),
            });
        }
        this.changed.clear();
    }
}
/**
 * Returns the workers' cumulative figures added up, their histograms merged, a flow's steps by name (only with
 * RunOptions.liveFigures).
 */
function liveSum(parts) {
    const lives = parts.flatMap(({ live }) => (live ? [live] : []));
    const sum = countsSum(lives);
    if (lives.some((live) => live.dropped !== undefined))
        sum.dropped = lives.reduce((total, live) => total + (live.dropped ?? 0), 0);
    const names = [...new Set(lives.flatMap((live) => (live.steps ?? []).map((step) => step.name)))];
    if (names.length > 0)
        sum.steps = names.map((name) => ({
            name,
            ...countsSum(lives.flatMap((live) => (live.steps ?? []).filter((step) => step.name === name))),
        }));
    return sum;
}
function countsSum(parts) {
    const histogram = (0,latency_histogram/* createLatencyHistogram */.bf)();
    const sum = { ok: 0, failed: 0, byCategory: {}, bytesReceived: 0, bytesSent: 0, histogram: '' };
    for (const live of parts) {
        sum.ok += live.ok;
        sum.failed += live.failed;
        sum.bytesReceived += live.bytesReceived;
        sum.bytesSent += live.bytesSent;
        for (const [category, count] of Object.entries(live.byCategory))
            sum.byCategory[category] = (sum.byCategory[category] ?? 0) + count;
        (0,latency_histogram/* addInto */.gQ)(histogram, (0,latency_histogram/* decodeHistogram */.pr)(live.histogram));
    }
    return { ...sum, histogram: (0,latency_histogram/* encodeHistogram */.ll)(histogram) };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
;// CONCATENATED MODULE: ./src/engine/workers/worker-thread.ts
// Starts a worker thread on worker-main, from the bundle or from the sources.





/**
 * Returns a worker thread started on worker-main with `input` as its workerData. From the bundle (dist/index.js, the
 * action, or dist/cli/index.js, loadtool) the entry is dist/worker/index.js beside it, bundled apart by
 * scripts/bundle.mjs as dist/strip-types/ is; from the sources (jest, tsx) Node cannot load `.ts` in a thread by
 * itself, so the thread first registers tsx's loader, then imports worker-main.ts. Throws when the bundle lacks it.
 */
function startWorkerThread(input) {
    const here = import.meta.url;
    if (here.endsWith('.ts')) {
        const tsx = tsxLoaderUrl(here);
        // Built from the running file's extension, so that ncc does not take the sources' entry for an asset to copy.
        const entry = new URL(`./worker-main${(0,external_node_path_.extname)((0,external_node_url_.fileURLToPath)(here))}`, here).href;
        const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
        return new external_node_worker_threads_.Worker(code, { eval: true, workerData: input });
    }
    const entry = ['./worker/index.js', '../worker/index.js']
        .map((path) => new URL(path, here))
        .find((url) => (0,external_node_fs_.existsSync)((0,external_node_url_.fileURLToPath)(url)));
    if (!entry)
        throw new Error(`the worker threads' file worker/index.js is missing beside ${(0,external_node_url_.fileURLToPath)(here)}; reinstall loadtool, or run with --workers 1`);
    return new external_node_worker_threads_.Worker(entry, { workerData: input });
}
/** Returns the URL of tsx's ESM API (`tsx/esm/api`, its `import` export), found from `here`. */
function tsxLoaderUrl(here) {
    const manifest = (0,external_node_module_.createRequire)(here).resolve('tsx/package.json');
    const { exports } = JSON.parse((0,external_node_fs_.readFileSync)(manifest, 'utf8'));
    return (0,external_node_url_.pathToFileURL)((0,external_node_path_.join)((0,external_node_path_.dirname)(manifest), exports['./esm/api'].import.default)).href;
}

;// CONCATENATED MODULE: ./src/engine/workers/run-in-workers.ts








/** Added to a run's longest possible time before a worker that has not answered is stopped: its start, the warm-up. */
const START_SLACK_MS = 60_000;
/** How long a worker may take to send its partial results after a cancel: the 2 s grace of the requests, and more. */
const CANCEL_BOUND_MS = 15_000;
/**
 * Returns what running a load test in `workers` worker threads measured, as one run: worker k runs part k of every
 * scenario's users (of this process's shard, with `shard`), each with its own engine on its own event loop, started
 * together; their runs merged by mergeWorkerRuns and handed back as runLoadTest's would be. The data sources' values
 * and `${NAME}` values go to each worker in its workerData; each loads the scripts itself. Progress is summed per
 * scenario each second; a cancel reaches every worker, each sends its partial run. A worker that fails, exits or does
 * not answer within the run's longest time (CANCEL_BOUND_MS after a cancel) is stopped and its part errored with why.
 * The machine's calibration is the main thread's, measured before the workers start (and after they end: calibrateRun).
 */
async function runInWorkers(loadTest, options, workers) {
    const selected = options.scenarios ? new Set(options.scenarios) : undefined;
    const scenarios = loadTest.scenarios.filter((scenario) => !selected || selected.has(scenario.name));
    const startedAt = new Date();
    // The machine is calibrated here, for the whole run (the workers do not calibrate).
    const endCalibration = await (0,self_calibration/* calibrateRun */.re)(options.signal);
    const probe = startSelfCheck();
    const progress = options.onProgress && new ProgressSum(options.onProgress);
    const scripts = [...(options.scripts ?? [])].map(([name, script]) => [name, script.file]);
    const boundMs = longestRunMs(scenarios, loadTest.execution) + START_SLACK_MS;
    // Each worker listens to it till its end.
    const signal = sharedSignal(options.signal, workers);
    const outcomes = await Promise.all(Array.from({ length: workers }, (_, index) => runWorker({
        loadTest,
        env: options.env,
        tls: options.tls,
        scenarios: options.scenarios,
        shard: options.shard,
        worker: { index: index + 1, count: workers },
        sourceValues: options.sourceValues,
        sourceFailures: options.sourceFailures,
        scripts,
        liveFigures: options.liveFigures,
        httpDebug: options.httpDebug,
    }, { signal, boundMs, onProgress: (update) => progress?.add(index, update) })));
    progress?.stop();
    const mainCheck = probe.stop();
    const calibration = await endCalibration();
    return mergeWorkerRuns({ scenarios, baseUrl: loadTest.baseUrl, shard: options.shard ?? null, startedAt, mainCheck, calibration }, outcomes);
}
/** Returns what one worker thread sent at its end, or why it stopped without it; never rejects, never hangs. */
function runWorker(input, watch) {
    return new Promise((resolve) => {
        let worker;
        try {
            worker = startWorkerThread(input);
        }
        catch (error) {
            resolve({ failed: error.message });
            return;
        }
        let timer;
        const cancel = () => {
            worker.postMessage({ type: 'cancel' });
            clearTimeout(timer);
            timer = setTimeout(() => {
                end({ failed: `it sent no results within ${CANCEL_BOUND_MS / 1000} s of the cancel` });
            }, CANCEL_BOUND_MS);
        };
        const end = (outcome) => {
            clearTimeout(timer);
            watch.signal?.removeEventListener('abort', cancel);
            worker.removeAllListeners();
            worker.on('error', () => undefined);
            // Its results are in: the thread's connections and timers go with it.
            void worker.terminate();
            resolve(outcome);
        };
        timer = setTimeout(() => {
            end({
                failed: `it did not finish within ${Math.round(watch.boundMs / 1000)} s, the run's longest possible time`,
            });
        }, watch.boundMs);
        worker.on('message', (message) => {
            if (message.type === 'progress')
                watch.onProgress(message.progress);
            else if (message.type === 'done')
                end({ measured: message.measured });
            else
                end({ failed: message.message });
        });
        worker.on('error', (error) => {
            end({ failed: error.message });
        });
        worker.on('exit', (code) => {
            end({ failed: `it exited with code ${code} before sending its results` });
        });
        if (watch.signal?.aborted)
            cancel();
        else
            watch.signal?.addEventListener('abort', cancel, { once: true });
    });
}
/**
 * Returns the longest a run of these scenarios can take, in ms: each one's ramp-up, duration, warm-up and grace, the
 * longest of each group of scenarios run at once (runGroups), one group after another.
 */
function longestRunMs(scenarios, execution) {
    const longest = (group) => Math.max(0, ...group.map((scenario) => (scenario.durationSeconds + (scenario.rampUpSeconds ?? 0)) * 1000 +
        WARM_UP_CAP_MS +
        GRACE_CAP_MS +
        TIMER_SLACK_MS));
    return runGroups(scenarios, execution).reduce((total, group) => total + longest(group), 0);
}

;// CONCATENATED MODULE: ./src/loadtest/fingerprint.ts
// The fingerprint of a load test: the hash of the scenarios run, which tells the shards of one load test.

/**
 * Returns the load test's fingerprint: the sha256 (hex) of the canonical JSON of what defines its load, for the
 * scenarios named (all when absent), in order: each scenario as parsed (name, request or flow or script, users,
 * duration, the open model's schedule, think time, ramp-up, thresholds, regression tolerances, rounds, the stream's
 * settings) and the execution. Left out: the base URL
 * (each shard may reach the system under test by its own address), the shard, and where things are written (lines,
 * columns, the thresholds' text, an upload's absolute paths), so that a blank line or a comment added to
 * loadtool.yaml changes nothing. `${NAME}` placeholders are hashed as written, never their values.
 */
function loadTestFingerprint(loadTest, names) {
    const named = names ? new Set(names) : undefined;
    const scenarios = loadTest.scenarios.filter((scenario) => !named || named.has(scenario.name));
    const definition = {
        version: loadTest.version,
        execution: loadTest.execution,
        scenarios: scenarios.map(scenarioDefinition),
    };
    return (0,external_node_crypto_.createHash)('sha256').update(canonicalJson(definition)).digest('hex');
}
/** Returns the scenario without where it is written. */
function scenarioDefinition({ line: _line, thresholds, flow, regression, arrival, upload, data, stream, ...load }) {
    return {
        ...load,
        // Where `stream:` is written is no part of the load; how the streams are opened and held is.
        ...(stream && { stream: streamDefinition(stream) }),
        ...(upload && { upload: writtenUpload(upload) }),
        // As written: shards that check the project out into different folders run the same data file.
        ...(data && { data: { file: data.file, pick: data.pick } }),
        ...(arrival && {
            arrival: { ...arrival, stages: arrival.stages.map(({ line: _at, ...stage }) => stage) },
        }),
        thresholds: thresholds.map(thresholdDefinition),
        ...(flow && { flow: flow.map(stepDefinition) }),
        ...(regression && { regression: regression.map(toleranceDefinition) }),
    };
}
function stepDefinition({ line: _line, thresholds, extract, upload, ...request }) {
    return {
        ...request,
        ...(upload && { upload: writtenUpload(upload) }),
        thresholds: thresholds.map(thresholdDefinition),
        extract: extract.map(({ line: _at, ...extraction }) => extraction),
    };
}
/** Returns an upload as written: its files without their absolute paths, which depend on where the test lies. */
function writtenUpload(upload) {
    const written = ({ path: _path, ...file }) => file;
    if ('file' in upload)
        return { file: written(upload.file) };
    const fields = Object.entries(upload.multipart).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : written(value),
    ]);
    return { multipart: Object.fromEntries(fields) };
}
function streamDefinition({ line: _line, ...settings }) {
    return settings;
}
function thresholdDefinition({ key, bound, limit, unit }) {
    return { key, bound, limit, unit };
}
function toleranceDefinition({ key, limit, unit }) {
    return { key, limit, unit };
}
/**
 * Returns the value as JSON with the keys of every object sorted and undefined properties left out, so that equal
 * definitions give equal text whatever order their keys were built in. Array order is kept: it is meaningful.
 */
function canonicalJson(value) {
    return JSON.stringify(value, (_key, inner) => {
        if (inner === null || typeof inner !== 'object' || Array.isArray(inner))
            return inner;
        const sorted = {};
        for (const key of Object.keys(inner).sort())
            sorted[key] = inner[key];
        return sorted;
    });
}

;// CONCATENATED MODULE: ./src/report/mask.ts
/**
 * The string fields of results.json that hold our own data, never text that a server or a message could echo: the
 * names, endpoints and base URL that come from loadtool.yaml, and codes, dates and encodings. Masking them would only
 * corrupt them. Every other string (errors, samples' bodies and reasons, GraphQL messages, failed checks, triage
 * evidence and next steps, the generator's message) is masked, and so is any string field added later.
 */
const OWN_KEYS = new Set([
    'name',
    'endpoint',
    'baseUrl',
    'histogram',
    'outcome',
    'startedAt',
    'finishedAt',
    'key',
    'unit',
    'category',
    'check',
    'writes',
]);
/** Returns the results with every free-text string masked; names, endpoints, codes, numbers and structure as they are. */
function maskResults(results, mask) {
    return JSON.parse(JSON.stringify(results, (key, value) => typeof value === 'string' && !OWN_KEYS.has(key) ? mask(value) : value));
}

// EXTERNAL MODULE: ./src/secret-values.ts
var secret_values = __webpack_require__(33754);
// EXTERNAL MODULE: ./src/triage/triage.ts + 17 modules
var triage = __webpack_require__(37588);
// EXTERNAL MODULE: ./src/verdict/judge-run.ts
var judge_run = __webpack_require__(35066);
// EXTERNAL MODULE: ./src/pipeline/baseline.ts
var pipeline_baseline = __webpack_require__(66671);
// EXTERNAL MODULE: ./src/compare/compare-run.ts + 2 modules
var compare_run = __webpack_require__(80613);
// EXTERNAL MODULE: ./src/compare/compare-scenario.ts + 3 modules
var compare_scenario = __webpack_require__(9106);
// EXTERNAL MODULE: ./src/engine/open/arrival-merge.ts
var arrival_merge = __webpack_require__(11263);
// EXTERNAL MODULE: ./src/engine/merge/merge-stream.ts
var merge_stream = __webpack_require__(84362);
// EXTERNAL MODULE: ./src/engine/merge/merge-pieces.ts
var merge_pieces = __webpack_require__(37401);
// EXTERNAL MODULE: ./src/engine/merge/align-parts.ts
var align_parts = __webpack_require__(62787);
;// CONCATENATED MODULE: ./src/engine/merge/merge-measured.ts





/**
 * Returns one scenario measured in parts that ran one after another (the rounds of one side of the same-job mode) as
 * if it had been measured at once: counters, statuses, categories and checks summed, histograms added bucket by bucket
 * (the latency summary recomputed from the sum; a stream scenario's four too, mergeStream), the timelines and rounds
 * one after another, renumbered from the first part's start (a stream scenario's events per second kept), the samples
 * kept as the engine keeps them, and a flow's steps merged by name the same way. The
 * outcome is the first part's `skipped`, `cancelled` or `errored` (with its error), else `measured`. Throws on no parts.
 */
function mergeMeasured(parts) {
    if (parts.length === 0)
        throw new Error('mergeMeasured needs at least one part');
    const merged = mergeFigures(parts);
    const withSteps = parts.some((part) => part.steps !== undefined);
    return withSteps ? { ...merged, steps: mergeSteps(parts.map((part) => part.steps ?? [])) } : merged;
}
/**
 * Returns one round measured in slices that ran apart, the other side's slices between them (the same-job mode's
 * halves, see runInterleaved): mergeMeasured's figures, with the slices' rounds (the scenario's and each step's) added
 * into one round, which starts where the first slice did and lasts as long as the slices together, and their
 * timelines as one: each slice's from the whole second of the round in which it started (a second two slices share
 * has the requests of both and the higher percentiles, as alignTimelines gives), so that a 1 s round of two halves is
 * one second, not two.
 */
function mergeSlices(slices) {
    const merged = mergeMeasured(slices);
    const starts = startSeconds(slices);
    const steps = merged.steps?.map((step) => asOneRound(step, slices.map((slice) => slice.steps?.find(({ name }) => name === step.name)?.timeline ?? []), starts));
    return {
        ...asOneRound(merged, slices.map((slice) => slice.timeline), starts),
        ...(steps && { steps }),
    };
}
/** Returns the whole second of the round in which each slice started: the measured time of those before it. */
function startSeconds(slices) {
    let ms = 0;
    return slices.map((slice) => {
        const second = Math.floor(ms / 1000);
        ms += (0,merge_pieces/* measuredMsOf */.sP)(slice);
        return second;
    });
}
/** Returns the figures with their rounds added into one and the slices' timelines aligned (see mergeSlices). */
function asOneRound(figures, timelines, starts) {
    const timeline = (0,align_parts/* alignTimelines */.U)(timelines, starts);
    const { rounds } = figures;
    if (!rounds || rounds.length < 2)
        return { ...figures, timeline };
    const [added] = (0,align_parts/* addRounds */.H)(rounds.map((round) => [round]));
    const durationMs = (0,merge_pieces/* sum */.cz)(rounds, (round) => round.durationMs);
    return { ...figures, timeline, rounds: [{ ...added, startMs: rounds[0].startMs, durationMs }] };
}
/** Returns the steps of a flow merged by name, in the first order they appear. */
function mergeSteps(parts) {
    return (0,merge_pieces/* groupByName */.mV)(parts).map((steps) => {
        const merged = mergeFigures(steps);
        return steps[0].once === undefined ? merged : { ...merged, once: steps[0].once };
    });
}
/** Returns the figures of the parts merged (not their steps): the body of mergeMeasured, shared with the steps. */
function mergeFigures(parts) {
    // The steps are merged by name apart, and `once` is a step's own: neither is copied from the first part.
    const first = { ...parts[0] };
    delete first.steps;
    delete first.once;
    const stopped = parts.find(({ outcome }) => outcome === 'skipped') ??
        parts.find(({ outcome }) => outcome === 'cancelled') ??
        parts.find(({ outcome }) => outcome === 'errored');
    const measuredMs = (0,merge_pieces/* sum */.cz)(parts, merge_pieces/* measuredMsOf */.sP);
    const completed = (0,merge_pieces/* sum */.cz)(parts, merge_pieces/* completedOf */.z);
    const rounds = parts.some((part) => part.rounds !== undefined) ? concatRounds(parts) : undefined;
    const error = parts.find((part) => part.error !== undefined)?.error;
    const { samples, ...figures } = (0,merge_pieces/* addFigures */.dY)(parts);
    const arrival = (0,arrival_merge/* mergeArrival */.O)(parts, false);
    const stream = (0,merge_stream/* mergeStream */.X)(parts);
    return {
        ...first,
        outcome: stopped?.outcome ?? 'measured',
        ...(error !== undefined && { error }),
        durationSeconds: (0,merge_pieces/* sum */.cz)(parts, (part) => part.durationSeconds),
        ...figures,
        rps: (0,rates/* roundedRate */.y)((0,rates/* perSecond */.E)(completed, measuredMs)),
        timeline: concatTimelines(parts),
        ...(rounds && { rounds }),
        ...(arrival && { arrival }),
        ...(stream && { stream }),
        samples,
    };
}
/** Returns the timelines one after another: each part's seconds follow the previous part's last second. */
function concatTimelines(parts) {
    const timeline = [];
    let offset = 0;
    for (const part of parts) {
        for (const entry of part.timeline)
            timeline.push({ ...entry, second: entry.second + offset });
        offset += part.timeline.reduce((last, entry) => Math.max(last, entry.second + 1), 0);
    }
    return timeline;
}
/** Returns the rounds one after another: each part's start where the previous part's measured time ended. */
function concatRounds(parts) {
    const rounds = [];
    let offsetMs = 0;
    for (const part of parts) {
        for (const round of part.rounds ?? [])
            rounds.push({ ...round, startMs: round.startMs + offsetMs });
        offsetMs += (0,merge_pieces/* measuredMsOf */.sP)(part);
    }
    return rounds;
}

;// CONCATENATED MODULE: ./src/pipeline/stages/interleave-stage.ts
// The same-job mode (`--baseline-url`): each scenario's rounds run in pairs on the base and the head, in halves around
// each other, compared as they go.













/**
 * The order of a pair's halves, 0 the side that goes first in the pair and 1 the other: each side's round is two
 * halves around the other side's two (X½ Y½ Y½ X½), so that both rounds of a pair are centred on the same moment: a
 * machine that drifts within the pair slows both alike, and a burst of other work that starts or ends during it
 * falls on both far more evenly than on two whole rounds one after the other (docs/regression-gate.md, "The
 * statistics").
 */
const HALVES_ORDER = [0, 1, 1, 0];
/**
 * Returns the head and the base measured in alternating rounds, in the groups of a run of its own (runGroups: one
 * scenario a group with `sequential`, reads before writes; a parallel run's scenarios together, each round of a side
 * running the group's scenarios at once). A group's rounds are of `duration / rounds`: first a warm-up round a side,
 * kept apart (interleaved.warmUp: a cold server, pools and JIT measured in no comparison), then pairs, each pair's
 * rounds in halves around each other (HALVES_ORDER), the side that goes first alternating from pair to pair (ABBA),
 * the warm-ups in the first pair's order; which side goes first alternates between groups and between CI runs
 * (runParity). `rounds` a side, then, while a scenario's comparison is inconclusive, one more pair of
 * the group's inconclusive scenarios at a time, up to maxRoundsOf a side. The engine measures each round; the
 * comparison after each pair is src/compare/'s, the same as `--baseline FILE` (docs/architecture.md, "The arrows"),
 * at the bound of interimPLimit.
 */
async function runInterleaved(loadTest, sameJob, options) {
    const selected = options.scenarios ? new Set(options.scenarios) : undefined;
    const scenarios = loadTest.scenarios.filter((scenario) => !selected || selected.has(scenario.name));
    const startedAt = new Date();
    const endCalibration = await (0,self_calibration/* calibrateRun */.re)(options.signal);
    if (!options.signal?.aborted)
        await warmUpGenerator();
    const probe = startSelfCheck();
    const measured = new Map();
    const context = {
        sameJob,
        options,
        // Every scenario running at once listens to it: at most a group of a parallel run (runGroups).
        signal: sharedSignal(options.signal, MAX_PARALLEL_SCENARIOS),
        urls: { base: sameJob.url, head: loadTest.baseUrl },
        pLimit: interimPLimit(plannedComparisons(scenarios, options)),
    };
    const parity = runParity(options.env);
    // In the groups of a run of its own (reads before writes), listed in the file's order as results.json lists them.
    for (const [position, group] of runGroups(scenarios, loadTest.execution).entries()) {
        const first = (parity ^ (position % 2)) === 0 ? 'base' : 'head';
        for (const [name, sides] of await interleaveGroup(group, first, context))
            measured.set(name, sides);
    }
    const heads = scenarios.map((scenario) => measured.get(scenario.name).head);
    const bases = scenarios.map((scenario) => measured.get(scenario.name).base);
    const generator = probe.stop();
    const calibration = await endCalibration();
    const finishedAt = new Date().toISOString();
    const run = {
        version: 1,
        startedAt: startedAt.toISOString(),
        finishedAt,
        ...(calibration && { calibration }),
    };
    return {
        head: { ...run, baseUrl: loadTest.baseUrl, shard: null, generator, scenarios: heads },
        base: { ...run, baseUrl: sameJob.url, shard: null, generator, scenarios: bases },
    };
}
/**
 * Returns the two sides of each scenario of a group, by name, each its rounds merged and its warm-up kept apart; the
 * rounds run as runInterleaved says, `first` the side of the first warm-up and of the first pair.
 */
async function interleaveGroup(group, first, context) {
    const sides = new Map();
    const running = [];
    for (const scenario of group) {
        // Skipped, or without the values of its data sources: not run on either side, in no round, no warm-up.
        const notRun = notRunMeasurement(scenario, context.options);
        if (notRun)
            sides.set(scenario.name, { base: notRun, head: notRun });
        else
            running.push(startRunning(scenario, context.sameJob));
    }
    const order = first === 'base' ? ['base', 'head'] : ['head', 'base'];
    for (const side of order) {
        const warmUps = await runRound(running, side, 'warm-up', context);
        running.forEach((scenario, index) => {
            scenario.warmUps[side] = warmUps[index];
        });
    }
    for (let pair = 0;; pair++) {
        const due = running.filter((scenario) => wantsPair(scenario, first, context));
        if (due.length === 0)
            break;
        const pairOrder = pair % 2 === 0 ? order : [order[1], order[0]];
        const halves = { base: [], head: [] };
        for (const side of HALVES_ORDER.map((index) => pairOrder[index])) {
            halves[side].push(await runRound(due, side, `round ${pair + 1}`, context, 'half'));
        }
        due.forEach((scenario, index) => {
            for (const side of pairOrder)
                scenario.parts[side].push(mergeSlices(halves[side].map((half) => half[index])));
        });
    }
    for (const scenario of running) {
        sides.set(scenario.scenario.name, {
            base: finished(scenario, 'base', first),
            head: finished(scenario, 'head', first),
        });
    }
    return sides;
}
/** Returns a scenario about to run its rounds: none yet, its round, and how many a side it may get. */
function startRunning(scenario, sameJob) {
    const rounds = (0,regression/* roundsOf */.T1)(scenario);
    const round = { ...scenario, durationSeconds: scenario.durationSeconds / rounds, rounds: 1 };
    return {
        scenario,
        round,
        half: { ...round, durationSeconds: round.durationSeconds / 2 },
        rounds,
        maxRounds: maxRoundsOf(scenario, sameJob.maxRounds),
        parts: { base: [], head: [] },
        warmUps: {},
    };
}
/**
 * Returns true when a scenario runs the next pair: one of its planned rounds, or, while its interim verdict is
 * inconclusive and it has had fewer than its most rounds (and the run was not cancelled), an extension, logged.
 */
function wantsPair(running, first, context) {
    const { scenario, parts, rounds, maxRounds } = running;
    const done = parts.base.length;
    if (done < rounds)
        return true;
    if (done >= maxRounds || context.options.signal?.aborted)
        return false;
    // As the run's comparison will see them: merged, with their warm-ups (which make their rounds pairs).
    const sides = { base: finished(running, 'base', first), head: finished(running, 'head', first) };
    if (verdictOf(scenario, sides, context.pLimit) !== 'inconclusive')
        return false;
    context.options.reporter.info(`${scenario.name}: inconclusive after ${done} ${done === 1 ? 'round' : 'rounds'} a side; running one more pair (at most ${maxRounds} a side, --max-rounds)`);
    return true;
}
/**
 * Returns what one round of a side (or half of one) measured for each scenario given, run at once, in their order.
 */
function runRound(running, side, label, context, part = 'round') {
    const options = roundOptions(context, side, label);
    return Promise.all(running.map((scenario) => runScenario(context.urls[side], scenario[part], options)));
}
/**
 * Returns a side of a scenario: its measured rounds merged, then its warm-up round and whether it went first, set
 * after merging so that the merge neither drops nor counts it. A side whose warm-up measured no round (cancelled
 * before it) has no `interleaved`.
 */
function finished(running, side, first) {
    const merged = mergeMeasured(running.parts[side]);
    const warmUp = running.warmUps[side]?.rounds?.[0];
    return warmUp ? { ...merged, interleaved: { warmUp, first: side === first } } : merged;
}
/**
 * Returns the most rounds a side of a scenario may get while its comparison is inconclusive: `--max-rounds` when
 * given (below the scenario's rounds: no extension), else three times its rounds (roundsOf), at most MAX_ROUNDS: more
 * rounds only where needed, within a time budget: an extension at most triples a scenario's time
 * (docs/regression-gate.md, `--max-rounds`).
 * @internal Exported for the tests.
 */
function maxRoundsOf(scenario, maxRounds) {
    const rounds = (0,regression/* roundsOf */.T1)(scenario);
    return Math.max(rounds, maxRounds ?? Math.min(3 * rounds, regression/* MAX_ROUNDS */.JH));
}
/**
 * Returns K, the number of metric comparisons the run's verdict will make: for each scenario that will run (not
 * skipped, not without its data sources' values), its tolerances, or the default ones, as compareRun takes them.
 * The interim verdicts test each metric at FALSE_ALARM_RATE / K (interimPLimit). It may count a metric the run then
 * leaves out (a side without a latency): a larger K only makes the bound stricter.
 * @internal Exported for the tests.
 */
function plannedComparisons(scenarios, options) {
    return scenarios
        .filter((scenario) => notRunMeasurement(scenario, options) === undefined)
        .reduce((count, scenario) => count + (0,compare_run/* withDefault */.IQ)(scenario.regression?.map(compare_run/* toleranceResult */.L1), scenario.line).length, 0);
}
/**
 * Returns the p-value at or below which an interim verdict says `regressed`: FALSE_ALARM_RATE / K (Bonferroni), K the
 * run's metric comparisons. The run's verdict adjusts every p-value together (Holm, compare/run-level.ts), which
 * keeps `regressed` every p-value at or below that bound: stopping a scenario there is safe, where the per-comparison
 * rate would stop on a regression the run's verdict then calls inconclusive.
 */
function interimPLimit(comparisons) {
    return regression/* FALSE_ALARM_RATE */.lg / Math.max(1, comparisons);
}
/**
 * Returns the run's bit of the order of the first pair: the parity of GITHUB_RUN_NUMBER when it is a number, so that
 * consecutive CI runs of a workflow start each scenario with the other side, else a random bit drawn once a run.
 */
function runParity(env) {
    const runNumber = env['GITHUB_RUN_NUMBER']?.trim();
    if (runNumber && /^[0-9]+$/.test(runNumber))
        return Number(runNumber.at(-1)) % 2;
    return (0,external_node_crypto_.randomInt)(2);
}
/**
 * Returns the verdict of the head's rounds against the base's so far, as the run's comparison will give it: the same
 * compareScenario, with the scenario's tolerances (or the default ones) as compareRun takes them, and `pLimit` as the
 * bound of `regressed` (interimPLimit).
 */
function verdictOf(scenario, sides, pLimit) {
    if (sides.head.outcome !== 'measured' || sides.base.outcome !== 'measured')
        return undefined;
    const tolerances = (0,compare_run/* withDefault */.IQ)(scenario.regression?.map(compare_run/* toleranceResult */.L1), sides.head.line);
    return (0,compare_scenario/* compareScenario */.A)(sides.base, sides.head, tolerances, pLimit).verdict;
}
/** Returns the engine's options for one round of a side: its progress named with the side and the round. */
function roundOptions(context, side, label) {
    const { options } = context;
    const { reporter } = options;
    return {
        env: options.env,
        signal: context.signal,
        client: { maxResponseBytes: run_load_test_MAX_RESPONSE_BYTES, tls: options.tls ?? tls_options/* DEFAULT_TLS */.s },
        sourceValues: options.sourceValues,
        sourceFailures: options.sourceFailures,
        scripts: options.scripts,
        onProgress: (progress) => {
            reporter.progress({ ...progress, name: `${progress.name} (${side}, ${label})` });
        },
    };
}

// EXTERNAL MODULE: ./src/sources/resolve-sources.ts + 1 modules
var resolve_sources = __webpack_require__(92115);
// EXTERNAL MODULE: ./src/sources/source-failure.ts
var source_failure = __webpack_require__(84202);
// EXTERNAL MODULE: ./src/scripts/find-script.ts
var find_script = __webpack_require__(77825);
// EXTERNAL MODULE: ./src/scripts/load-script.ts
var load_script = __webpack_require__(94680);
;// CONCATENATED MODULE: ./src/pipeline/start-at.ts
// Waits for `--start-at`, so that every shard sends its first request together.


/**
 * Returns once `startAt` (ms since the epoch, `--start-at`) has come, so that every shard sends its first request
 * together; at once, with a warning, when it has passed. Throws a CancelledError when cancelled while waiting.
 */
async function waitForStart(startAt, reporter, signal, now = Date.now()) {
    const when = new Date(startAt).toISOString();
    const waitMs = startAt - now;
    if (waitMs <= 0) {
        reporter.warning(`start-at ${when} was ${Math.round(-waitMs / 1000)} s ago: starting at once, so the shards do not start together; give a time far enough ahead for every shard to be ready`);
        return;
    }
    reporter.info(`Waiting ${Math.ceil(waitMs / 1000)} s, until ${when} (start-at), before the first request`);
    try {
        await (0,external_node_timers_promises_.setTimeout)(waitMs, undefined, { signal });
    }
    catch (error) {
        if (!signal?.aborted)
            throw error;
        throw new src_errors/* CancelledError */.cc('Cancelled while waiting for start-at, before the run started; nothing was written.');
    }
}

// EXTERNAL MODULE: ./src/loadtest/load-test-tls.ts
var load_test_tls = __webpack_require__(34871);
// EXTERNAL MODULE: ./src/results/tls-wording.ts
var tls_wording = __webpack_require__(3642);
// EXTERNAL MODULE: ./node_modules/protobufjs/index.js
var protobufjs = __webpack_require__(81853);
var protobufjs_default = /*#__PURE__*/__webpack_require__.n(protobufjs);
// EXTERNAL MODULE: ./node_modules/snappyjs/index.js
var snappyjs = __webpack_require__(64528);
// EXTERNAL MODULE: ./src/vocabulary/metric-names.ts
var metric_names = __webpack_require__(96068);
// EXTERNAL MODULE: ./src/outputs/exponential-buckets.ts
var exponential_buckets = __webpack_require__(45115);
// EXTERNAL MODULE: ./src/outputs/series-figures.ts
var series_figures = __webpack_require__(30997);
;// CONCATENATED MODULE: ./src/outputs/remote-write.ts
// Prometheus remote write 1.0: the figures as a prompb WriteRequest, in protobuf compressed with snappy's block format.





/** The headers of every remote write push (remote write 1.0). */
const REMOTE_WRITE_HEADERS = {
    'Content-Encoding': 'snappy',
    'Content-Type': 'application/x-protobuf',
    'X-Prometheus-Remote-Write-Version': '0.1.0',
};
const repeated = (type, id) => ({ rule: 'repeated', type, id });
/**
 * The messages of prompb (prometheus/prompb/remote.proto and types.proto) that a push uses, with their field numbers:
 * built here, no .proto file read at run time (the bundle has none).
 * @internal Exported for the tests.
 */
const PROMPB = protobufjs_default().Root.fromJSON({
    nested: {
        prometheus: {
            nested: {
                WriteRequest: { fields: { timeseries: repeated('TimeSeries', 1) } },
                TimeSeries: {
                    fields: {
                        labels: repeated('Label', 1),
                        samples: repeated('Sample', 2),
                        histograms: repeated('Histogram', 4),
                    },
                },
                Label: { fields: { name: { type: 'string', id: 1 }, value: { type: 'string', id: 2 } } },
                Sample: { fields: { value: { type: 'double', id: 1 }, timestamp: { type: 'int64', id: 2 } } },
                BucketSpan: { fields: { offset: { type: 'sint32', id: 1 }, length: { type: 'uint32', id: 2 } } },
                Histogram: {
                    oneofs: {
                        count: { oneof: ['countInt', 'countFloat'] },
                        zeroCount: { oneof: ['zeroCountInt', 'zeroCountFloat'] },
                    },
                    fields: {
                        countInt: { type: 'uint64', id: 1 },
                        countFloat: { type: 'double', id: 2 },
                        sum: { type: 'double', id: 3 },
                        schema: { type: 'sint32', id: 4 },
                        zeroThreshold: { type: 'double', id: 5 },
                        zeroCountInt: { type: 'uint64', id: 6 },
                        zeroCountFloat: { type: 'double', id: 7 },
                        negativeSpans: repeated('BucketSpan', 8),
                        negativeDeltas: repeated('sint64', 9),
                        negativeCounts: repeated('double', 10),
                        positiveSpans: repeated('BucketSpan', 11),
                        positiveDeltas: repeated('sint64', 12),
                        positiveCounts: repeated('double', 13),
                        resetHint: { type: 'int32', id: 14 },
                        timestamp: { type: 'int64', id: 15 },
                    },
                },
            },
        },
    },
});
const WriteRequest = PROMPB.lookupType('prometheus.WriteRequest');
/**
 * Returns the push body: the figures at `timestamp` (ms since the epoch) as a WriteRequest, snappy-compressed. The
 * latency goes as a native histogram when `native`, else as a summary (SUMMARY_QUANTILES, _sum and _count).
 */
function remoteWriteBody(figures, timestamp, native) {
    const timeseries = figures.flatMap((one) => seriesOf(one, timestamp, native));
    return snappyjs.compress(WriteRequest.encode(WriteRequest.fromObject({ timeseries })).finish());
}
/** Returns whether a body of these figures holds a native histogram (one with requests). */
function holdsHistograms(figures) {
    return figures.some(({ histogram }) => histogram.totalCount > 0);
}
function seriesOf(figures, timestamp, native) {
    const base = Object.entries(figures.labels).filter(([, value]) => value !== '' && value !== undefined);
    const all = (0,series_figures/* seriesSamples */.fU)(figures, !native).map(({ metric, suffix, labels, value }) => ({
        labels: labelsOf(`${metric_names/* METRIC_NAMES */.Uw[metric]}${suffix}`, [...base, ...labels]),
        samples: [{ value, timestamp }],
    }));
    const { histogram } = figures;
    if (native && histogram.totalCount > 0) {
        const buckets = (0,exponential_buckets/* exponentialBuckets */.$S)(histogram);
        const { spans, deltas } = (0,exponential_buckets/* spansAndDeltas */.wv)(buckets.buckets);
        all.push({
            labels: labelsOf(metric_names/* METRIC_NAMES */.Uw.duration, base),
            histograms: [
                {
                    countInt: buckets.count,
                    sum: buckets.sum,
                    schema: buckets.schema,
                    zeroThreshold: 0,
                    zeroCountInt: buckets.zeroCount,
                    positiveSpans: spans,
                    positiveDeltas: deltas,
                    timestamp,
                },
            ],
        });
    }
    return all;
}
/** Returns the labels with `__name__`, sorted by name as remote write asks. */
function labelsOf(name, labels) {
    return [['__name__', name], ...labels]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([label, value]) => ({ name: label, value }));
}

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/Metric.mjs
var Metric = __webpack_require__(18007);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/metrics/protobuf/metrics.mjs + 14 modules
var protobuf_metrics = __webpack_require__(83234);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/AggregationTemporality.mjs
var AggregationTemporality = __webpack_require__(69778);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/MetricData.mjs
var MetricData = __webpack_require__(63938);
;// CONCATENATED MODULE: ./src/outputs/otlp-metrics.ts
// OTLP/HTTP metrics: the figures as an ExportMetricsServiceRequest in protobuf, by OpenTelemetry's own serializer.





/** The headers of every OTLP push. */
const OTLP_HEADERS = { 'Content-Type': 'application/x-protobuf' };
/** Returns a metric's OTLP name: its Prometheus name with dots after the prefix (loadtool.requests). */
function otlpName(name) {
    return `${metric_names/* METRIC_PREFIX */._r}.${name.slice(metric_names/* METRIC_PREFIX */._r.length + 1).replaceAll('_', '.')}`;
}
/**
 * Returns the push body: the figures as cumulative points from `startMs` to `timestamp` (ms since the epoch): a
 * monotonic Sum per counter, an ExponentialHistogram of the latency (scale 8, as the remote write's), a Gauge of
 * the users.
 */
function otlpBody(figures, startMs, timestamp) {
    const startTime = hrTime(startMs);
    const endTime = hrTime(timestamp);
    const point = (attributes, value) => ({ startTime, endTime, attributes, value });
    const sum = (name, unit, points) => ({
        descriptor: { name: otlpName(name), description: '', unit, valueType: Metric/* ValueType */.e.INT },
        aggregationTemporality: AggregationTemporality/* AggregationTemporality */.h.CUMULATIVE,
        dataPointType: MetricData/* DataPointType */.n.SUM,
        isMonotonic: true,
        dataPoints: points,
    });
    const attributesOf = (one, extra = {}) => ({
        ...Object.fromEntries(Object.entries(one.labels).filter(([, value]) => value !== undefined)),
        ...extra,
    });
    const all = [
        sum(metric_names/* METRIC_NAMES */.Uw.requests, '{request}', figures.flatMap((one) => [
            point(attributesOf(one, { outcome: 'ok' }), one.ok),
            point(attributesOf(one, { outcome: 'failed' }), one.failed),
        ])),
        sum(metric_names/* METRIC_NAMES */.Uw.errors, '{request}', figures.flatMap((one) => Object.entries(one.byCategory).map(([category, count]) => point(attributesOf(one, { category }), count ?? 0)))),
        sum(metric_names/* METRIC_NAMES */.Uw.dropped, '{request}', figures.flatMap((one) => (one.dropped === undefined ? [] : [point(attributesOf(one), one.dropped)]))),
        sum(metric_names/* METRIC_NAMES */.Uw.bytesReceived, 'By', figures.map((one) => point(attributesOf(one), one.bytesReceived))),
        sum(metric_names/* METRIC_NAMES */.Uw.bytesSent, 'By', figures.map((one) => point(attributesOf(one), one.bytesSent))),
        {
            descriptor: { name: otlpName(metric_names/* METRIC_NAMES */.Uw.users), description: '', unit: '{user}', valueType: Metric/* ValueType */.e.INT },
            aggregationTemporality: AggregationTemporality/* AggregationTemporality */.h.CUMULATIVE,
            dataPointType: MetricData/* DataPointType */.n.GAUGE,
            dataPoints: figures.map((one) => point(attributesOf(one), one.users)),
        },
        {
            descriptor: { name: otlpName(metric_names/* METRIC_NAMES */.Uw.duration), description: '', unit: 's', valueType: Metric/* ValueType */.e.DOUBLE },
            aggregationTemporality: AggregationTemporality/* AggregationTemporality */.h.CUMULATIVE,
            dataPointType: MetricData/* DataPointType */.n.EXPONENTIAL_HISTOGRAM,
            dataPoints: figures
                .filter(({ histogram }) => histogram.totalCount > 0)
                .map((one) => {
                const buckets = (0,exponential_buckets/* exponentialBuckets */.$S)(one.histogram);
                return point(attributesOf(one), {
                    count: buckets.count,
                    sum: buckets.sum,
                    scale: buckets.schema,
                    zeroCount: buckets.zeroCount,
                    positive: (0,exponential_buckets/* otlpBuckets */.tI)(buckets.buckets),
                    negative: { offset: 0, bucketCounts: [] },
                    min: buckets.min,
                    max: buckets.max,
                });
            }),
        },
    ];
    const metrics = all.filter((metric) => metric.dataPoints.length > 0);
    const request = {
        // The serializer reads the resource's attributes only.
        resource: { attributes: { 'service.name': 'loadtool' } },
        scopeMetrics: [{ scope: { name: 'loadtool' }, metrics }],
    };
    return protobuf_metrics/* ProtobufMetricsSerializer */.D.serializeRequest(request) ?? new Uint8Array();
}
function hrTime(ms) {
    return [Math.floor(ms / 1000), (ms % 1000) * 1e6];
}

;// CONCATENATED MODULE: ./src/outputs/receiver.ts



/** The longest one push may take: a slow receiver costs its pushes, never the run's time. */
const PUSH_TIMEOUT_MS = 3_000;
/** The most points waiting for a receiver: when full, the oldest is dropped (each point is cumulative). */
const MAX_QUEUED = 3;
/** A receiver's pushes; never throws into the run. */
class Receiver {
    output;
    startMs;
    log;
    /** The pushes the receiver took. */
    pushes = 0;
    /** The points that never reached it: dropped from a full queue, or refused, failed or timed out. */
    dropped = 0;
    /** The URL as shown: without its credentials. */
    shown;
    url;
    headers;
    native = true;
    warned = false;
    queue = [];
    sending;
    constructor(output, startMs, log) {
        this.output = output;
        this.startMs = startMs;
        this.log = log;
        this.shown = (0,redact_url/* redactUrl */.B)(output.url);
        const { url, authorization } = withoutUserinfo(output.url);
        this.url = url;
        this.headers = {
            ...(output.kind === 'prometheus' ? REMOTE_WRITE_HEADERS : OTLP_HEADERS),
            ...(authorization !== undefined && { Authorization: authorization }),
            ...output.headers,
        };
    }
    /** Queues a point, dropping the oldest waiting one when MAX_QUEUED wait, and sends what waits in order. */
    push(point) {
        if (this.queue.length >= MAX_QUEUED) {
            this.queue.shift();
            this.dropped++;
        }
        this.queue.push(point);
        this.sending ??= this.drain().finally(() => {
            this.sending = undefined;
        });
    }
    /** Resolves when every queued point was sent (or failed); at most `waitMs`, whatever the receiver does. */
    async settled(waitMs) {
        let timer;
        await Promise.race([
            this.sending,
            new Promise((resolve) => {
                timer = setTimeout(resolve, waitMs);
            }),
        ]);
        clearTimeout(timer);
        // What is still queued never goes.
        this.dropped += this.queue.splice(0).length;
    }
    async drain() {
        for (let point = this.queue.shift(); point; point = this.queue.shift()) {
            if (await this.send(point))
                this.pushes++;
            else
                this.dropped++;
        }
    }
    /** Sends one point; a receiver that takes no native histogram gets it again with summaries, and summaries since. */
    async send(point) {
        try {
            const figures = point.figures();
            const native = this.output.kind === 'prometheus' && this.native && holdsHistograms(figures);
            const refused = await this.post(this.bodyOf(figures, point.timestamp));
            if (refused === undefined)
                return true;
            if (native && refused.status >= 400) {
                this.native = false;
                const again = await this.post(this.bodyOf(figures, point.timestamp));
                if (again === undefined) {
                    this.log.info(`metrics to ${this.shown}: native histograms refused (HTTP ${refused.status}): the latency goes as a summary`);
                    return true;
                }
                this.warn(`HTTP ${again.status} ${again.text}`);
                return false;
            }
            this.warn(`HTTP ${refused.status} ${refused.text}`);
        }
        catch (error) {
            this.warn(error.message);
        }
        return false;
    }
    bodyOf(figures, timestamp) {
        return this.output.kind === 'prometheus'
            ? remoteWriteBody(figures, timestamp, this.native)
            : otlpBody(figures, this.startMs, timestamp);
    }
    /** Returns undefined when the receiver took the body, else its status and the start of its answer. */
    async post(body) {
        const response = await fetch(this.url, {
            method: 'POST',
            headers: this.headers,
            body: body,
            signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
        const text = await response.text();
        return response.ok ? undefined : { status: response.status, text: text.trim().slice(0, 200) };
    }
    warn(why) {
        if (this.warned)
            return;
        this.warned = true;
        this.log.warning(`metrics to ${this.shown}: a push failed (${why}); the run goes on, and the points this receiver does not take are dropped (docs/metrics-out.md#when-the-receiver-is-down)`);
    }
}
/** Returns the URL without its user name and password, and those as a basic Authorization header. */
function withoutUserinfo(url) {
    const parsed = new URL(url);
    if (!parsed.username && !parsed.password)
        return { url };
    const credentials = `${decodedUserinfo(parsed.username)}:${decodedUserinfo(parsed.password)}`;
    parsed.username = '';
    parsed.password = '';
    return { url: parsed.toString(), authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };
}
/** Returns a URL's user name or password as sent: percent-decoded, or as written where it is not valid encoding. */
function decodedUserinfo(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./src/outputs/live-outputs.ts



/** How often the running scenarios' figures are pushed (and once at the first progress). */
const PUSH_INTERVAL_MS = 5_000;
/**
 * The longest the end of the run waits for the final push (docs/metrics-out.md#when-the-receiver-is-down).
 * @internal Exported for the tests.
 */
const FINAL_WAIT_MS = 5_000;
/**
 * Starts pushing to every receiver: each running scenario's cumulative figures (ScenarioProgress.live) at its first
 * progress and every PUSH_INTERVAL_MS, then the measured run's. Says the run id once, and at the end each receiver's
 * pushes and drops; a receiver that fails costs one warning, never the run (receiver.ts).
 */
function startLiveOutputs(options) {
    const startMs = Date.now();
    const receivers = options.outputs.map((output) => new Receiver(output, startMs, options.log));
    options.log.info(`Metrics out with run_id ${options.runId}: ${receivers.map((receiver) => receiver.shown).join(', ')}`);
    const specs = new Map(options.scenarios.map((scenario) => [
        scenario.name,
        {
            endpoint: scenario.endpoint,
            users: scenario.concurrentUsers,
            ...(scenario.flow && { stepEndpoints: new Map(scenario.flow.map((step) => [step.name, step.endpoint])) }),
        },
    ]));
    const latest = new Map();
    const run = { runId: options.runId, shard: options.shard };
    const pushLatest = () => {
        const updates = [...latest.values()];
        const point = {
            timestamp: Date.now(),
            figures: () => updates.flatMap((update) => (0,series_figures/* progressFigures */.ji)(update, specs.get(update.name) ?? { endpoint: '', users: 0 }, run)),
        };
        for (const receiver of receivers)
            receiver.push(point);
    };
    let timer;
    return {
        progress(update) {
            if (!update.live)
                return;
            latest.set(update.name, update);
            if (timer)
                return;
            pushLatest();
            timer = setInterval(pushLatest, PUSH_INTERVAL_MS);
            timer.unref();
        },
        async finish(measured) {
            clearInterval(timer);
            let figures = [];
            try {
                figures = (0,series_figures/* measuredFigures */.wq)(measured, run);
            }
            catch (error) {
                options.log.warning(`metrics out: the end figures could not be built (${error.message})`);
            }
            const point = { timestamp: Date.now(), figures: () => figures };
            for (const receiver of receivers)
                receiver.push(point);
            await Promise.all(receivers.map((receiver) => receiver.settled(FINAL_WAIT_MS)));
            for (const receiver of receivers)
                options.log.info(`metrics to ${receiver.shown}: ${receiver.pushes} pushes, ${receiver.dropped} dropped`);
        },
    };
}
/**
 * Returns the outputs with each header's `${NAME}` filled from `env`; each value, and the password of a URL's user
 * information (sent as basic auth), is passed to `onSecret`, to be masked wherever a receiver's answer echoes it. An
 * unset variable throws, naming it.
 */
function resolvedOutputs(outputs, env, onSecret) {
    for (const { url } of outputs) {
        const password = URL.canParse(url) ? new URL(url).password : '';
        if (password)
            onSecret(decodedUserinfo(password));
    }
    return outputs.map((output) => ({
        ...output,
        ...(output.headers && {
            headers: Object.fromEntries(Object.entries(output.headers).map(([name, value]) => [name, (0,placeholders/* fillPlaceholders */.Ct)(value, env, onSecret)])),
        }),
    }));
}

;// CONCATENATED MODULE: ./src/outputs/run-id.ts
// The run id every pushed series carries (label run_id), so that a dashboard picks one run.

/** Returns LOADTOOL_RUN_ID, else GitHub's GITHUB_RUN_ID-GITHUB_RUN_ATTEMPT, else a random id of 12 hex digits. */
function runIdOf(env) {
    if (env.LOADTOOL_RUN_ID)
        return env.LOADTOOL_RUN_ID;
    if (env.GITHUB_RUN_ID)
        return `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
    return (0,external_node_crypto_.randomBytes)(6).toString('hex');
}

;// CONCATENATED MODULE: ./src/pipeline/stages/run-stage.ts
// src/pipeline/stages/ holds the pipeline's stages; this is the run: pre-flight, measure, judge, triage, mask.

























/**
 * Returns the run's results: runStageWithBaseline's, without the base side's own (see there).
 * @internal Exported for the tests.
 */
async function runStage(loadTest, file, reporter, options) {
    return (await runStageWithBaseline(loadTest, file, reporter, options)).results;
}
/**
 * Checks that the base URL accepts connections, fetches the data sources, waits for `startAt` when given, runs the
 * load test (or this shard's part of it) with progress, and returns the results judged, triaged and masked, the base
 * URL without its credentials, with the load test's fingerprint, partial when cancelled; in the same-job mode the base
 * URL is checked too, and the base side is measured in rounds beside the head. A scenario whose data source fails or
 * yields nothing is errored with what came back, and the others run; a skipped one (`skip:`) is not run. Warns once
 * about the secrets too short to mask, and once when `tls.insecure` lets it accept any certificate. Throws a
 * LoadTestError when a file of `tls:` cannot be read, a CannotRunError when the base URL does not answer, a
 * CancelledError when cancelled before it started, and a bug of loadtool as itself, masked.
 */
async function runStageWithBaseline(loadTest, file, reporter, options) {
    const { mask, signal } = options;
    // Wherever the base URL is shown or written, its user name and password are not.
    const baseUrl = mask((0,redact_url/* redactUrl */.B)(loadTest.baseUrl));
    const short = (0,secret_values/* shortSecretNames */.Lk)(loadTest, options.env);
    if (short.length > 0) {
        const names = short.join(', ');
        reporter.warning(`${names} ${short.length === 1 ? 'is' : 'are'} shorter than ${masker/* MIN_MASKED_LENGTH */.Ym} characters: too short to mask (masking would replace those characters in every log line and report), so ${short.length === 1 ? 'its value is' : 'their values are'} not masked. Use a longer secret.`);
    }
    const tls = (0,load_test_tls/* loadTestTls */.m)(loadTest, file, options.env);
    if (!tls.rejectUnauthorized)
        reporter.warning((0,tls_wording/* insecureTlsNote */.Q)());
    const unreachable = await (0,preflight/* preflight */.M)(loadTest.baseUrl, options.env, signal);
    if (signal?.aborted)
        throw new src_errors/* CancelledError */.cc('Cancelled before the run started; nothing was written.');
    if (unreachable !== undefined) {
        throw new src_errors/* CannotRunError */.F3(`${baseUrl} does not accept connections (${mask(unreachable)}). Start the system under test, or correct baseUrl in ${file}.`);
    }
    if (options.sameJob)
        await preflightBaseline(options.sameJob.url, options);
    const sources = await fetchSources(loadTest, reporter, { ...options, tls });
    const scripts = await loadScripts(loadTest, file, options);
    // Every check and fetch is done before the wait, so that the shards' first requests go together.
    if (options.startAt !== undefined)
        await waitForStart(options.startAt, reporter, signal);
    const selected = loadTest.scenarios.filter(({ name }) => !options.scenarios || options.scenarios.includes(name));
    const skipped = selected.filter(({ skip }) => skip !== undefined).length;
    const count = selected.length - skipped;
    const notRun = skipped > 0 ? ` (${skipped} skipped)` : '';
    const against = options.sameJob ? ` and, in alternating rounds, ${mask((0,redact_url/* redactUrl */.B)(options.sameJob.url))}` : '';
    const part = options.shard ? `shard ${options.shard.index} of ${options.shard.count} of ` : '';
    // The same-job mode alternates rounds on one engine: its rounds are not split over threads.
    const threads = (options.workers ?? 1) > 1 && !options.sameJob ? ` in ${options.workers} worker threads` : '';
    reporter.info(`Running ${part}${count} scenario${count === 1 ? '' : 's'}${notRun} of ${file} against ${baseUrl}${against}${threads}`);
    const groups = !options.sameJob && parallelGroupsNotice(selected, loadTest.execution);
    if (groups)
        reporter.info(groups);
    try {
        const { head: measured, base } = await measure(loadTest, reporter, { ...options, tls }, sources, scripts);
        const judge = (run, compared, info) => {
            const judged = (0,judge_run/* judgeRun */.Z)(run, loadTest, compared?.scenarios);
            const withBaseline = info
                ? { ...judged, baseline: info, ...(compared && { regression: compared.regression }) }
                : judged;
            return maskResults((0,triage/* triageResults */.b)(withBaseline, loadTest), mask);
        };
        const baselineResults = base && judge(base);
        const baseline = options.baseline ??
            (baselineResults && {
                info: { kind: 'same-job', source: baselineResults.baseUrl, startedAt: baselineResults.startedAt },
                results: baselineResults,
            });
        const compared = baseline && (0,pipeline_baseline/* compareWithBaseline */.$_)(baseline, measured, loadTest, reporter);
        return { results: judge(measured, compared, baseline?.info), baselineResults };
    }
    catch (error) {
        // What happens on the wire is a result, so a rejection here is a bug of loadtool: reported as itself, with its
        // stack, exit 1, never as a run that could not take place; masked, as it may quote a value.
        throw (0,src_errors/* maskedError */.mX)(error, mask);
    }
}
/**
 * Checks that the base build accepts connections before any load is sent; throws a CannotRunError naming its URL
 * (without credentials) and the fix, a CancelledError when cancelled.
 */
async function preflightBaseline(url, options) {
    const { mask, signal } = options;
    const unreachable = await (0,preflight/* preflight */.M)(url, options.env, signal);
    if (signal?.aborted)
        throw new src_errors/* CancelledError */.cc('Cancelled before the run started; nothing was written.');
    if (unreachable === undefined)
        return;
    throw new src_errors/* CannotRunError */.F3(`The baseline URL ${mask((0,redact_url/* redactUrl */.B)(url))} does not accept connections (${mask(unreachable)}). Start the base build there (--baseline-start-command, the action's baseline-start-command), or correct --baseline-url.`);
}
/**
 * Returns the modules of the script scenarios that run, by scenario name, loaded before the measured time. Validation
 * loaded each already (and so its top level ran); a module that no longer loads is a CannotRunError naming it.
 */
async function loadScripts(loadTest, file, options) {
    const scripts = new Map();
    for (const { name, script, skip } of loadTest.scenarios) {
        if (script === undefined || skip !== undefined || (options.scenarios && !options.scenarios.includes(name)))
            continue;
        const { file: found, tried } = (0,find_script/* findScript */.f)(script, file);
        if (!found)
            throw new src_errors/* CannotRunError */.F3(`${file}: the script of ${name} is not found: looked for ${tried.join(' and ')}`);
        try {
            scripts.set(name, await (0,load_script/* loadScript */.k0)(found));
        }
        catch (error) {
            throw new src_errors/* CannotRunError */.F3(options.mask(`${file}: the script of ${name} ${error.message}`));
        }
    }
    return scripts;
}
/**
 * Returns the values of the load test's data sources, fetched before the measured time, each pre-flight line shown
 * (a warning for each source that failed or yielded nothing, masked), and the error of each scenario that got no
 * value: only that scenario is errored, the others run (docs/real-data-and-flows.md#real-data-from-the-api). Throws a CancelledError
 * when cancelled.
 */
async function fetchSources(loadTest, reporter, options) {
    const { mask, signal } = options;
    const sources = await (0,resolve_sources/* resolveSources */.l)(loadTest, options);
    if (signal?.aborted)
        throw new src_errors/* CancelledError */.cc('Cancelled before the run started; nothing was written.');
    for (const source of sources.results)
        reporter.info(mask((0,source_wording/* sourceLine */._)(source)));
    for (const failure of sources.failures)
        reporter.warning(mask((0,source_failure/* sourceFailureLine */.cH)(failure)));
    const errors = new Map([...(0,source_failure/* scenarioSourceErrors */.R6)(sources.failures)].map(([name, error]) => [name, mask(error)]));
    return { ...sources, errors };
}
/**
 * Returns what the engine measured with the values of the data sources, and the sources fetched; the progress shown
 * as it runs, and the base URL without its credentials.
 */
async function measure(loadTest, reporter, options, sources, scripts) {
    // results.json is shared and uploaded: its base URL goes without credentials, like every one shown.
    const fingerprint = loadTestFingerprint(loadTest, options.scenarios);
    const shared = (run) => withWrites({
        ...run,
        baseUrl: (0,redact_url/* redactUrl */.B)(run.baseUrl),
        fingerprint,
        ...(sources.results.length > 0 && { sources: sources.results }),
        ...(!options.tls.rejectUnauthorized && { insecureTls: true }),
    }, loadTest);
    try {
        if (options.sameJob) {
            const { head, base } = await runInterleaved(loadTest, options.sameJob, {
                ...options,
                sourceValues: sources.values,
                sourceFailures: sources.errors,
                scripts,
                reporter,
            });
            return { head: shared(head), base: shared(base) };
        }
        const live = liveOutputsOf(loadTest, reporter, options);
        const runOptions = {
            liveFigures: live !== undefined,
            httpDebug: options.httpDebug,
            env: options.env,
            tls: options.tls,
            signal: options.signal,
            scenarios: options.scenarios,
            shard: options.shard,
            sourceValues: sources.values,
            sourceFailures: sources.errors,
            ...(scripts.size > 0 && { scripts }),
            onProgress: (update) => {
                reporter.progress(update);
                live?.progress(update);
            },
        };
        const workers = options.workers ?? 1;
        const measured = workers > 1 ? await runInWorkers(loadTest, runOptions, workers) : await runLoadTest(loadTest, runOptions);
        await live?.finish(measured);
        return { head: shared(measured) };
    }
    finally {
        reporter.progressDone();
    }
}
/**
 * Returns the live metrics outputs of the run (loadtool.yaml's `outputs:` and `--metrics-out`), started; undefined
 * without any (docs/metrics-out.md). The same-job mode pushes none.
 */
function liveOutputsOf(loadTest, reporter, options) {
    const outputs = [...(loadTest.outputs ?? []), ...(options.metricsOut ?? [])];
    if (outputs.length === 0)
        return undefined;
    let resolved;
    try {
        resolved = resolvedOutputs(outputs, options.env, (value) => {
            reporter.secret(value);
        });
    }
    catch (error) {
        throw new src_errors/* CannotRunError */.F3(`outputs: a header of a receiver: ${error.message}`);
    }
    return startLiveOutputs({
        outputs: resolved,
        runId: runIdOf(options.env),
        shard: options.shard,
        scenarios: loadTest.scenarios,
        log: {
            info: (message) => {
                reporter.info(options.mask(message));
            },
            warning: (message) => {
                reporter.warning(options.mask(message));
            },
        },
    });
}
/**
 * Returns the run with what its writes were (docs/real-data-and-flows.md#writes): `defaults.writes`, each scenario that writes marked
 * `writes: true`, and, when the run took the scenarios in another order than the file's (reads before writes), how
 * many write scenarios it moved after the reads, from the same runOrder the engine ran them in.
 */
function withWrites(run, loadTest) {
    const specs = new Map(loadTest.scenarios.map((scenario) => [scenario.name, scenario]));
    const ran = run.scenarios.flatMap((measured) => specs.get(measured.name) ?? []);
    const moved = movedWrites(ran, loadTest.execution);
    return {
        ...run,
        writes: loadTest.writes ?? 'own',
        ...(moved > 0 && { movedWrites: moved }),
        scenarios: run.scenarios.map((measured) => {
            const spec = specs.get(measured.name);
            return spec && (0,loadtest_writes/* scenarioWrites */.Zj)(spec) ? { ...measured, writes: true } : measured;
        }),
    };
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


/***/ }),

/***/ 96068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ METRIC_HELP),
/* harmony export */   Uw: () => (/* binding */ METRIC_NAMES),
/* harmony export */   _r: () => (/* binding */ METRIC_PREFIX),
/* harmony export */   mN: () => (/* binding */ SUMMARY_QUANTILES)
/* harmony export */ });
// The names of the metrics loadtool writes for other tools (the live outputs: Prometheus remote write, OTLP), in one
// place, so that a dashboard and the text export of a results.json read the same ones (docs/metrics-out.md).
/** The prefix of every metric name. */
const METRIC_PREFIX = 'loadtool';
/**
 * The metrics, by what they count, in Prometheus's spelling (a counter's samples add `_total`; OTLP's names are these
 * with dots for the underscores after the prefix: `loadtool.requests`). Each series carries the labels `scenario`,
 * `endpoint`, `shard` and `run_id`, and a flow's or script's steps `step` (src/outputs/series-figures.ts).
 */
const METRIC_NAMES = {
    /** Completed requests (streams: ended streams); label `outcome`: `ok` or `failed`. A counter. */
    requests: 'loadtool_requests',
    /** Failed requests by error category (label `category`, results.json's `byCategory`). A counter. */
    errors: 'loadtool_errors',
    /** Requests (or iterations) of an arrival rate that no free user could start. A counter. */
    dropped: 'loadtool_dropped',
    /** Response bytes received. A counter. */
    bytesReceived: 'loadtool_received_bytes',
    /** Request body bytes sent. A counter. */
    bytesSent: 'loadtool_sent_bytes',
    /** The latency of completed requests, in seconds: a native histogram, or a summary where none is taken. */
    duration: 'loadtool_request_duration_seconds',
    /** The scenario's concurrent users (the open model: its maxUsers). A gauge. */
    users: 'loadtool_users',
};
/** Each metric's HELP text in a text export (src/outputs/metrics-text.ts). */
const METRIC_HELP = {
    requests: 'Completed requests by outcome (a flow: iterations; its steps: requests).',
    errors: 'Failed requests by error category.',
    dropped: 'Requests or iterations of an arrival rate that no free user could start.',
    bytesReceived: 'Response bytes received.',
    bytesSent: 'Request body bytes sent.',
    duration: 'The latency of completed requests (a flow: of its iterations).',
    users: 'Concurrent users of the scenario (an arrival rate: its maxUsers).',
};
/** The quantiles a summary gives, where a receiver takes no native histogram. */
const SUMMARY_QUANTILES = [0.5, 0.9, 0.95, 0.99];


/***/ })

};
