export const id = 568;
export const ids = [568];
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

/***/ 62013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  report: () => (/* binding */ report)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/read-results.ts + 3 modules
var read_results = __webpack_require__(16430);
// EXTERNAL MODULE: ./src/results/write-results.ts
var write_results = __webpack_require__(22178);
// EXTERNAL MODULE: ./src/report/html/render-html.ts + 7 modules
var render_html = __webpack_require__(1171);
// EXTERNAL MODULE: ./src/report/junit.ts
var junit = __webpack_require__(42998);
// EXTERNAL MODULE: ./src/report/markdown.ts + 7 modules
var markdown = __webpack_require__(57382);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/terminal-table.ts
var terminal_table = __webpack_require__(6025);
// EXTERNAL MODULE: ./src/report/write-reports.ts
var write_reports = __webpack_require__(22195);
// EXTERNAL MODULE: ./src/vocabulary/metric-names.ts
var metric_names = __webpack_require__(96068);
// EXTERNAL MODULE: ./src/outputs/series-figures.ts
var series_figures = __webpack_require__(30997);
;// CONCATENATED MODULE: ./src/outputs/metrics-text.ts


/**
 * The content type each format is served with.
 * @internal Exported for the tests.
 */
const METRICS_TEXT_TYPES = {
    openmetrics: 'application/openmetrics-text; version=1.0.0; charset=utf-8',
    prometheus: 'text/plain; version=0.0.4; charset=utf-8',
};
/**
 * Returns the results' figures, each scenario's and each step's (the labels `scenario`, `endpoint`, `step`, `shard`; a
 * file has no `run_id`), as metrics text: counters by outcome and category, bytes, users, and the latency as a summary
 * of HdrHistogram's exact quantiles. The two formats differ where they must: OpenMetrics names a counter's family
 * without `_total`, gives units and ends with `# EOF`; the text format 0.0.4 names the family as its samples.
 */
function renderMetricsText(results, format) {
    const figures = (0,series_figures/* measuredFigures */.wq)(results, { shard: results.shard ?? undefined });
    const lines = [];
    for (const [metric, samples] of familiesOf(figures)) {
        if (samples.length === 0)
            continue;
        const { type, unit } = FAMILIES[metric];
        const base = metric_names/* METRIC_NAMES */.Uw[metric];
        const named = format === 'prometheus' && type === 'counter' ? `${base}_total` : base;
        lines.push(`# HELP ${named} ${metric_names/* METRIC_HELP */.F0[metric]}`, `# TYPE ${named} ${type}`);
        if (format === 'openmetrics' && unit)
            lines.push(`# UNIT ${named} ${unit}`);
        for (const { suffix, labels, value } of samples)
            lines.push(`${base}${suffix}{${labels.map(([name, text]) => `${name}="${escapeLabelValue(text)}"`).join(',')}} ${value}`);
    }
    if (format === 'openmetrics')
        lines.push('# EOF');
    return `${lines.join('\n')}\n`;
}
/**
 * Returns a label's value escaped as both formats ask: a backslash, a double quote and a line feed each behind a
 * backslash. A scenario's name is the user's and may hold any of them.
 * @internal Exported for the tests.
 */
function escapeLabelValue(text) {
    return text.replace(/[\\"\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));
}
/** Each metric's type and unit in the text formats. */
const FAMILIES = {
    requests: { type: 'counter' },
    errors: { type: 'counter' },
    dropped: { type: 'counter' },
    bytesReceived: { type: 'counter', unit: 'bytes' },
    bytesSent: { type: 'counter', unit: 'bytes' },
    duration: { type: 'summary', unit: 'seconds' },
    users: { type: 'gauge' },
};
/** Returns each metric's samples of every series, in the order of METRIC_NAMES (a family's samples must be together). */
function familiesOf(figures) {
    const families = new Map(Object.keys(metric_names/* METRIC_NAMES */.Uw).map((metric) => [metric, []]));
    for (const one of figures) {
        const base = Object.entries(one.labels).filter((entry) => entry[1] !== undefined);
        for (const { metric, suffix, labels, value } of (0,series_figures/* seriesSamples */.fU)(one, true))
            families.get(metric).push({ suffix, labels: [...base, ...labels], value });
    }
    return families;
}

// EXTERNAL MODULE: ./src/engine/record/latency-histogram.ts
var latency_histogram = __webpack_require__(39331);
;// CONCATENATED MODULE: ./src/outputs/k6-summary.ts
// A results.json in k6's summary shapes, for the tools that read k6's (docs/metrics-out.md#exports-of-a-resultsjson):
// the `data` that k6 hands to handleSummary (what `JSON.stringify(data)` writes) and the `--summary-export` file made
// from it.

/** k6's trend statistics and the figure of results.json each is; p(75) only where a file has it. */
const TREND_STATS = [
    ['avg', 'mean'],
    ['min', 'min'],
    ['med', 'p50'],
    ['max', 'max'],
    ['p(75)', 'p75'],
    ['p(90)', 'p90'],
    ['p(95)', 'p95'],
    ['p(99)', 'p99'],
    ['p(99.9)', 'p999'],
];
/** The md5 of the empty path: the id k6 gives its root group. */
const ROOT_GROUP_ID = 'd41d8cd98f00b204e9800998ecf8427e';
/**
 * Returns handleSummary's `data` for the results. The whole run as k6's built-in metrics (`http_reqs`,
 * `http_req_failed`, `http_req_duration` of every request; `iterations`, `iteration_duration` of every scenario, a
 * flow's iterations; `data_received`, `data_sent`, `vus`, `vus_max`, `dropped_iterations`), each scenario and step
 * as a submetric tagged `scenario` (and `name`), and every threshold as k6 writes it on the submetric it judges.
 * @internal Exported for the tests.
 */
function k6SummaryData(results) {
    const ran = results.scenarios.filter(({ outcome }) => outcome !== 'errored' && outcome !== 'skipped');
    const seconds = Math.max(0, Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000;
    const requestParts = ran.flatMap((scenario) => scenario.steps ?? [scenario]);
    const users = sum(ran, (one) => one.concurrentUsers);
    const metrics = {
        ...requestMetrics('', requestParts, seconds),
        iterations: counter(sum(ran, (one) => one.requests.total), seconds),
        iteration_duration: trend(mergedLatency(ran)),
        data_received: counter(sum(ran, (one) => one.bytesReceived), seconds, 'data'),
        data_sent: counter(sum(ran, (one) => one.bytesSent ?? 0), seconds, 'data'),
        vus: gauge(users),
        vus_max: gauge(users),
    };
    const dropped = sum(ran, (one) => one.requests.dropped ?? 0);
    if (dropped > 0)
        metrics['dropped_iterations'] = counter(dropped, seconds);
    for (const scenario of ran) {
        const tag = `scenario:${scenario.name}`;
        Object.assign(metrics, requestMetrics(`{${tag}}`, scenario.steps ?? [scenario], scenario.durationSeconds));
        if (scenario.steps) {
            metrics[`iterations{${tag}}`] = counter(scenario.requests.total, scenario.durationSeconds);
            metrics[`iteration_duration{${tag}}`] = trend(scenario.latencyMs);
            metrics[`iteration_failed{${tag}}`] = rate(scenario.requests.failed, scenario.requests.total);
        }
        for (const step of scenario.steps ?? [])
            Object.assign(metrics, requestMetrics(`{${tag},name:${step.name}}`, [step], scenario.durationSeconds));
        for (const part of [scenario, ...(scenario.steps ?? [])]) {
            const tags = part === scenario ? `{${tag}}` : `{${tag},name:${part.name}}`;
            for (const threshold of part.thresholds)
                addThreshold(metrics, threshold, tags, part === scenario && !!scenario.steps);
        }
    }
    return {
        root_group: { name: '', path: '', id: ROOT_GROUP_ID, groups: [], checks: [] },
        options: { summaryTrendStats: TREND_STATS.map(([stat]) => stat), summaryTimeUnit: '', noColor: true },
        state: { isStdOutTTY: false, isStdErrTTY: false, testRunDurationMs: seconds * 1000 },
        metrics,
    };
}
/** Returns handleSummary's `data` as JSON. */
function renderK6Summary(results) {
    return `${JSON.stringify(k6SummaryData(results), null, 2)}\n`;
}
/**
 * Returns the `--summary-export` file k6 makes of the same data: each metric its values, a rate's `rate` as `value`,
 * its thresholds as `{ expression: failed }` (true when the threshold failed), groups and checks keyed by name.
 */
function renderK6SummaryExport(results) {
    const data = k6SummaryData(results);
    const metrics = Object.fromEntries(Object.entries(data.metrics).map(([name, { type, values, thresholds }]) => {
        const { rate: value, ...rest } = values;
        const flat = type === 'rate' ? { ...rest, value } : { ...values };
        if (thresholds)
            flat['thresholds'] = Object.fromEntries(Object.entries(thresholds).map(([source, { ok }]) => [source, !ok]));
        return [name, flat];
    }));
    return `${JSON.stringify({ root_group: { ...data.root_group, groups: {}, checks: {} }, metrics }, null, 4)}\n`;
}
/** The request metrics of some parts (plain scenarios, steps), named with `tags` (`{scenario:…}` or nothing). */
function requestMetrics(tags, parts, seconds) {
    const total = sum(parts, (one) => one.requests.total);
    return {
        [`http_reqs${tags}`]: counter(total, seconds),
        [`http_req_failed${tags}`]: rate(sum(parts, (one) => one.requests.failed), total),
        [`http_req_duration${tags}`]: trend(parts.length === 1 ? parts[0].latencyMs : mergedLatency(parts)),
    };
}
/**
 * Puts a threshold on the submetric it judges, in k6's expression: a latency on `http_req_duration` (a flow's own on
 * `iteration_duration`), errorRate and okRate as `rate<=` of the failed share, rps as `rate>=` of the requests; a
 * stream's figures on `loadtool_<key>`, which k6 has not.
 */
function addThreshold(metrics, threshold, tags, flow) {
    const { key, limit } = threshold;
    const latency = TREND_STATS.find(([, figure]) => figure === key)?.[0];
    const failedShare = flow ? 'iteration_failed' : 'http_req_failed';
    const [name, stat, expression] = latency
        ? [flow ? 'iteration_duration' : 'http_req_duration', latency, `<=${limit}`]
        : key === 'errorRate'
            ? [failedShare, 'rate', `<=${share(limit)}`]
            : key === 'okRate'
                ? [failedShare, 'rate', `<=${share(100 - limit)}`]
                : key === 'rps'
                    ? [flow ? 'iterations' : 'http_reqs', 'rate', `>=${limit}`]
                    : key === 'events'
                        ? ['loadtool_events', 'avg', `>=${limit}`]
                        : [`loadtool_${key}`, 'p(95)', `<=${limit}`];
    const metric = (metrics[`${name}${tags}`] ??= {
        type: 'trend',
        contains: threshold.unit === 'ms' ? 'time' : 'default',
        values: threshold.actual === undefined ? {} : { [stat]: threshold.actual },
    });
    (metric.thresholds ??= {})[`${stat}${expression}`] = { ok: threshold.passed };
}
/** A percent as a share of one, without a float's tail (0.1 for 10, not 0.10000000000000001). */
function share(percent) {
    return Number((percent / 100).toPrecision(12));
}
function sum(items, figure) {
    return items.reduce((total, item) => total + figure(item), 0);
}
function counter(count, seconds, contains = 'default') {
    return { type: 'counter', contains, values: { count, rate: seconds > 0 ? count / seconds : 0 } };
}
function gauge(value) {
    return { type: 'gauge', contains: 'default', values: { value, min: value, max: value } };
}
/** k6's Rate: `passes` the true values (for http_req_failed, the failed requests), `fails` the others. */
function rate(passes, total) {
    return {
        type: 'rate',
        contains: 'default',
        values: { rate: total > 0 ? passes / total : 0, passes, fails: total - passes },
    };
}
function trend(latency) {
    const values = {};
    for (const [stat, key] of TREND_STATS)
        if (latency[key] !== undefined)
            values[stat] = latency[key];
    return { type: 'trend', contains: 'time', values };
}
/** Returns the latency figures of the parts' histograms together (exact: HdrHistograms add). */
function mergedLatency(parts) {
    const merged = (0,latency_histogram/* createLatencyHistogram */.bf)();
    for (const { histogram } of parts)
        (0,latency_histogram/* addInto */.gQ)(merged, (0,latency_histogram/* decodeHistogram */.pr)(histogram));
    return (0,latency_histogram/* summarizeLatency */.cH)(merged);
}

// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(91084);
// EXTERNAL MODULE: ./src/cli/command-plumbing.ts
var command_plumbing = __webpack_require__(25416);
;// CONCATENATED MODULE: ./src/cli/handlers/report-handler.ts
// What `loadtool report` does: a results.json rendered again in the format asked for.













/**
 * Runs `loadtool report`: renders a results.json in the format asked for, to standard output or, with `--out`, into
 * that file (written whole or not at all, as the run's reports are), saying where.
 */
async function report(io, file, flags) {
    const results = await (0,read_results/* readResults */.x)(file);
    const options = { loadTestFile: flags.loadtest };
    const text = {
        markdown: () => (0,markdown/* renderSummary */.Br)(results, options),
        junit: () => (0,junit/* renderJUnit */.d)(results, options),
        json: () => (0,write_results/* serializeResults */.f)(results),
        html: () => (0,render_html/* renderHtmlReport */.w)(results, flags.loadtest),
        text: () => (0,terminal_table/* renderTerminalTable */.j)(results),
        openmetrics: () => renderMetricsText(results, 'openmetrics'),
        prometheus: () => renderMetricsText(results, 'prometheus'),
        'k6-summary': () => renderK6Summary(results),
        'k6-summary-export': () => renderK6SummaryExport(results),
    }[flags.format]();
    if (flags.out === undefined) {
        io.stdout.write(text);
        return;
    }
    try {
        await (0,write_reports/* writeWhole */.f8)((0,external_node_path_.dirname)(flags.out), [[flags.out, text]]);
    }
    catch (error) {
        if (!(error instanceof write_reports/* ReportWriteError */.yi))
            throw error;
        io.stderr.write(`loadtool report: error: ${(0,report_escape/* logText */.kc)(error.message)}\n`);
        throw new command_plumbing/* CommandExit */.uN(exit_codes/* ExitCode */.y.cannotRun);
    }
    io.stdout.write(`Report: ${(0,report_escape/* logText */.kc)(flags.out)}\n`);
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


/***/ })

};
