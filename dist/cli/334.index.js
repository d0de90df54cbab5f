export const id = 334;
export const ids = [334];
export const modules = {

/***/ 42998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ renderJUnit)
/* harmony export */ });
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _comparison_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19327);
/* harmony import */ var _triage_regression_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60063);
/* harmony import */ var _results_responses_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(26814);
/* harmony import */ var _results_steps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63813);
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48314);






/**
 * Returns the run as JUnit XML, as test reporters (dorny/test-reporter, mikepenz/action-junit-report) read it: one
 * `<testsuite name="qa-perf">`, one `<testcase>` per scenario with the load test's `file` and the scenario's `line`
 * (and one per step of a flow after it, named `Shop › List items`, with the step's line),
 * one `<failure type="check">` per failed check (the service stopped answering, no ok response), one
 * `<failure type="threshold">` per breached threshold (its message as `p95 812 ms > 300 ms`) and one
 * `<failure type="regression">` per metric that regressed against the baseline (`p95 +23% (95% CI +17% … +30%) >
 * 10%`, on the tolerance's line), the triage in the first
 * one's text, `<error>` for a scenario that could not run, `<skipped>` for a cancelled one, and the figures in
 * `<system-out>` (with base → head per metric when compared; an inconclusive scenario passes, its comparison there). `failures`, `errors` and `skipped` count test cases.
 */
function renderJUnit(results, options) {
    const cases = (0,_results_steps_js__WEBPACK_IMPORTED_MODULE_3__/* .withSteps */ .u)(results.scenarios);
    const count = (outcome) => cases.filter(({ result }) => result.outcome === outcome).length;
    const seconds = (Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000;
    const totals = {
        tests: cases.length,
        failures: count('failed'),
        errors: count('errored'),
        skipped: count('cancelled'),
        time: Number.isFinite(seconds) && seconds >= 0 ? seconds : 0,
    };
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites${attributes({ name: 'qa-perf', ...totals })}>`,
        `  <testsuite${attributes({ name: 'qa-perf', ...totals, timestamp: timestamp(results.startedAt) })}>`,
        '    <properties>',
        `      <property${attributes({ name: 'baseUrl', value: results.baseUrl })}/>`,
        `      <property${attributes({ name: 'outcome', value: results.outcome })}/>`,
        '    </properties>',
        ...cases.flatMap((row) => testCase(row, options.loadTestFile, results.baseline !== undefined)),
        `    <system-out>${content(runFigures(results))}</system-out>`,
        '  </testsuite>',
        '</testsuites>',
    ];
    return `${lines.join('\n')}\n`;
}
function testCase(row, file, baselined) {
    const s = row.result;
    const open = `    <testcase${attributes({
        name: (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)((0,_results_steps_js__WEBPACK_IMPORTED_MODULE_3__/* .qualifiedName */ .O)(row)),
        classname: (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(s.endpoint) || 'qa-perf',
        time: s.durationSeconds,
        file,
        line: s.line,
    })}>`;
    return [
        open,
        ...verdict(s, file),
        `      <system-out>${content([scenarioFigures(s), ...(row.flow ? stepFigures(row.flow, s.name) : comparisonFigures(s, baselined))].join('\n'))}</system-out>`,
        '    </testcase>',
    ];
}
function verdict(s, file) {
    const triage = s.triage ? `\nTriage: ${s.triage.category}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .describeTriage */ .UZ)(s.triage))}` : '';
    switch (s.outcome) {
        case 'passed':
            return [];
        case 'inconclusive':
            // Not a failure: JUnit has no "unknown", and skipped would hide that it ran; the comparison is in system-out.
            return [];
        case 'cancelled':
            return [`      <skipped${attributes({ message: 'the run was cancelled before this scenario finished' })}/>`];
        case 'errored': {
            const error = (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .errorReason */ .jf)(s));
            return [
                `      <error${attributes({ message: error, type: 'errored' })}>${content(`${file}:${s.line}: ${s.name}: ${error}${triage}`)}</error>`,
            ];
        }
        case 'failed': {
            const failures = [
                ...(s.failedChecks ?? []).map((check) => ({
                    message: (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .describeCheck */ .cn)(check)),
                    type: 'check',
                    line: s.line,
                })),
                ...s.thresholds
                    .filter((t) => !t.passed)
                    .map((t) => ({ message: (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .describeBreach */ .DR)(t), type: 'threshold', line: t.line })),
                ...(s.comparison?.metrics ?? [])
                    .filter(({ verdict }) => verdict === 'regressed')
                    .map((metric) => ({
                    message: (0,_triage_regression_js__WEBPACK_IMPORTED_MODULE_2__/* .describeRegression */ .Z_)(metric, s.comparison.confidence),
                    type: 'regression',
                    line: metric.line,
                })),
            ];
            if (failures.length === 0)
                return [
                    `      <failure${attributes({ message: 'failed', type: 'threshold' })}>${content(`${file}:${s.line}: ${s.name}${triage}`)}</failure>`,
                ];
            return failures.map(({ message, type, line }, index) => {
                const text = `${file}:${line}: ${message}${index === 0 ? triage : ''}`;
                return `      <failure${attributes({ message, type })}>${content(text)}</failure>`;
            });
        }
    }
}
function scenarioFigures(s) {
    const { total, failed } = s.requests;
    const latency = (0,_results_responses_js__WEBPACK_IMPORTED_MODULE_5__/* .hasResponses */ .b)(s)
        ? `; latency p50 ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatNumber */ .ZV)(s.latencyMs.p50)} ms, p95 ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatNumber */ .ZV)(s.latencyMs.p95)} ms, p99 ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatNumber */ .ZV)(s.latencyMs.p99)} ms`
        : '; no response';
    return `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(s.concurrentUsers)} users for ${s.durationSeconds}s: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(total)} requests, ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(failed)} failed, ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatNumber */ .ZV)(s.rps)} req/s${latency}`;
}
function runFigures(results) {
    const requests = results.scenarios.reduce((sum, s) => sum + s.requests.total, 0);
    const generator = results.generator.saturated ? `\nGenerator self-check: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .selfCheckMessage */ .c9)(results)}` : '';
    const baseline = (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .noBaselineSentence */ .Gc)(results) ?? (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineSentence */ .FD)(results, _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN);
    return `Base URL ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(results.baseUrl)}: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(requests)} requests, outcome ${results.outcome}${generator}${baseline ? `\n${baseline}` : ''}`;
}
/** A compared scenario's metrics, base → head, and what would settle it when inconclusive; why it was not compared. */
function comparisonFigures(s, baselined) {
    const { comparison } = s;
    if (!comparison)
        return baselined ? [`Baseline: ${(0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .notComparedReason */ .hF)(s)}`] : [];
    const hint = (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .inconclusiveHint */ .Y9)(s);
    return [
        `Baseline: ${comparison.verdict}`,
        ...comparison.metrics.map((metric) => (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .metricLine */ .DE)(metric, comparison.confidence)),
        ...(hint ? [hint] : []),
    ];
}
/** A step's comparison, base → head, from its flow's comparison (reported, not judged); none when not compared. */
function stepFigures(flow, name) {
    const step = (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .stepComparison */ .w_)(flow.comparison, name);
    return step ? (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .stepLines */ .mR)(step, _escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN) : [];
}
/** The JUnit schema's timestamp: ISO 8601 in UTC without zone or fraction, as jest-junit writes it. */
function timestamp(iso) {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : new Date(time).toISOString().slice(0, 19);
}
function attributes(values) {
    return Object.entries(values)
        .map(([name, value]) => ` ${name}="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(typeof value === 'number' ? seconds(value) : value)}"`)
        .join('');
}
/** Numbers as written in JUnit: at most three decimals, no thousands separator. */
function seconds(value) {
    return String(Math.round(value * 1000) / 1000);
}
function content(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeXml */ .X)(text, 'content');
}


/***/ }),

/***/ 10378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Br: () => (/* binding */ renderSummary)
});

// UNUSED EXPORTS: COMMENT_LIMIT, SUMMARY_LIMIT, renderComment

// EXTERNAL MODULE: ./src/results/source-wording.ts
var source_wording = __webpack_require__(77916);
// EXTERNAL MODULE: ./src/results/wording.ts
var wording = __webpack_require__(48314);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/report/markdown-budget.ts
/** Counts what is left of a size in UTF-8 bytes. */
class Budget {
    #left;
    constructor(bytes) {
        this.#left = bytes;
    }
    /** Sets bytes aside, for later parts that must not be crowded out by earlier ones; returns what was set aside. */
    hold(bytes) {
        const held = Math.max(0, Math.min(bytes, this.#left));
        this.#left -= held;
        return held;
    }
    release(bytes) {
        this.#left += bytes;
    }
    /** Takes the text and its separator from the budget and returns true, or returns false when they do not fit. */
    take(text, separator = '\n') {
        const size = Buffer.byteLength(text + separator, 'utf8');
        if (size > this.#left)
            return false;
        this.#left -= size;
        return true;
    }
}
/** Adds parts after `head` while they fit, in order; returns the text and how many of the parts it holds. */
function fill(parts, budget, head, separator = '\n') {
    if (parts.length === 0 || !budget.take(head, separator))
        return { text: '', shown: 0 };
    let shown = 0;
    while (shown < parts.length && budget.take(parts[shown], separator))
        shown++;
    return { text: [head, ...parts.slice(0, shown)].join(separator), shown };
}
/** Returns the bytes the texts take as blocks of the markdown, each with the blank line that follows it. */
function size(...texts) {
    return texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8') + 2, 0);
}

// EXTERNAL MODULE: ./src/results/responses.ts
var responses = __webpack_require__(26814);
;// CONCATENATED MODULE: ./src/report/markdown-text.ts
// The pieces every part of the markdown shares: outcome icons, how much untrusted text is kept, escaped text, rows.

/** The outcome's icon, in the heading, the triage, the table and the details. */
const ICONS = {
    passed: '✅',
    // Not ⚠️, which is errored's: an inconclusive comparison is a question, not a run that could not take place.
    inconclusive: '❔',
    failed: '❌',
    errored: '⚠️',
    cancelled: '⏹️',
};
/** Code points kept of text that did not come from us, so that no single scenario can fill a comment. */
const MAX_NAME = 120;
const MAX_ENDPOINT = 200;
const MAX_TEXT = 600;
const MAX_URL = 500;
const markdown_text_MAX_PATH = 100;
/** Returns text that did not come from us as inline markdown: on one line, cut to `max` code points, escaped. */
function markdown_text_md(text, max) {
    return (0,report_escape/* escapeMarkdown */.FV)((0,report_escape/* clip */.$Q)((0,report_escape/* oneLine */.TN)(text), max));
}
/** Returns one table row; every cell is already escaped, with no `|` or line break of its own. */
function row(cells) {
    return `| ${cells.join(' | ')} |`;
}
/** Returns the URL when it is safe to link: http(s), nothing that could end the link or start markup. */
function markdown_text_reportLink(url) {
    return url !== undefined && url.length <= MAX_URL && /^https?:\/\/[^\s<>()[\]"'`\\]+$/.test(url) ? url : undefined;
}

;// CONCATENATED MODULE: ./src/report/mermaid-chart.ts

/** Points per chart: a longer timeline is shown as the worst second of each slice. */
const CHART_POINTS = 60;
/**
 * Returns one chart per scenario, p95 and p50 by second: of the scenarios that did not pass if any has a timeline,
 * else of the first ones, `max` at most; the intro says which. Charts beyond `max` are left out by design.
 */
function selectCharts(ordered, max) {
    const charted = ordered.filter((s) => s.timeline.length >= 2);
    const failing = charted.filter((s) => s.outcome !== 'passed');
    const candidates = failing.length > 0 ? failing : charted;
    if (candidates.length === 0 || max <= 0)
        return { intro: '', charts: [] };
    const which = failing.length > 0
        ? `the ${failing.length === 1 ? 'scenario' : `${failing.length} scenarios`} that did not pass`
        : charted.length === 1
            ? 'the scenario'
            : `${charted.length} scenarios`;
    const shown = Math.min(max, candidates.length);
    const intro = `**Latency over time**, p95 (upper line) and p50 (lower line) in ms by second of the scenario, for ${shown < candidates.length ? `the first ${shown} of ` : ''}${which}:`;
    return { intro, charts: candidates.slice(0, max).map(chart) };
}
function chart(s) {
    const points = downsample(s.timeline);
    const values = (key) => `[${points.map((point) => round(point[key])).join(', ')}]`;
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${(0,report_escape/* mermaidText */.Hg)(s.name)}"`,
        `  x-axis "second" ${points[0].second} --> ${points[points.length - 1].second}`,
        '  y-axis "ms"',
        `  line ${values('p95')}`,
        `  line ${values('p50')}`,
        '```',
    ].join('\n');
}
/** Returns at most CHART_POINTS points: the worst second of each equal slice of the timeline. */
function downsample(timeline) {
    const size = Math.ceil(timeline.length / CHART_POINTS);
    const points = [];
    for (let start = 0; start < timeline.length; start += size) {
        const slice = timeline.slice(start, start + size);
        points.push({
            second: slice[0].second,
            p50: Math.max(...slice.map((point) => point.p50)),
            p95: Math.max(...slice.map((point) => point.p95)),
        });
    }
    return points;
}
/** Returns a chart's value to a tenth; 0 for a value that is not finite. */
function round(value) {
    return Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
}

;// CONCATENATED MODULE: ./src/report/markdown-details.ts






/** A failed response's body is kept to its first 300 bytes; at most as many code points of it are shown. */
const MAX_SAMPLE = 300;
/** Returns every part of the details of the scenarios (in their order): status table, failed responses, charts. */
function detailsParts(results, ordered, layout) {
    const open = `<details${layout.openDetails ? ' open' : ''}><summary>Details</summary>`;
    const close = '</details>';
    const { saturated, eventLoopDelayP99Ms, eventLoopUtilization } = results.generator;
    const busy = eventLoopUtilization === undefined ? '' : `, event loop busy ${Math.round(eventLoopUtilization * 100)}%`;
    const selfCheck = saturated
        ? `⚠️ Generator self-check: ${(0,report_escape/* escapeMarkdown */.FV)((0,wording/* selfCheckMessage */.c9)(results))}`
        : `Generator self-check: not saturated (event-loop delay p99 ${(0,wording/* formatNumber */.ZV)(eventLoopDelayP99Ms)} ms${busy}).`;
    const charts = selectCharts(ordered, layout.maxCharts);
    return {
        open,
        close,
        selfCheck,
        frame: `${open}\n\n${close}\n\n${selfCheck}\n\n${charts.intro}`,
        statusHead: `${row(['Scenario', 'Status codes', 'Error categories', 'Latency ms: min · mean · p50 · p90 · p99.9 · max', 'Received'])}\n${row([':--', ':--', ':--', '--:', '--:'])}`,
        statusRows: ordered.map(detailsRow),
        samplesHead: '**A failed response per scenario**, the start of its body as the server sent it:\n',
        samples: ordered.flatMap(sampleItem),
        chartsIntro: charts.intro,
        charts: charts.charts,
    };
}
/**
 * Returns the details as far as they fit: the charts before the status table, which is longer and less telling, but
 * shown in reading order, table first.
 */
function fillDetails(parts, scenarios, budget) {
    if (scenarios === 0)
        return { text: '', left: [] };
    if (!budget.take(`${parts.open}\n\n${parts.close}\n\n${parts.selfCheck}`, '\n\n'))
        return { text: '', left: ['the details'] };
    const left = [];
    const charts = fill(parts.charts, budget, parts.chartsIntro, '\n\n');
    const missing = parts.charts.length - charts.shown;
    if (missing > 0)
        left.push(missing === 1 ? 'a latency chart' : `${missing} latency charts`);
    const table = fill(parts.statusRows, budget, parts.statusHead);
    if (table.shown < scenarios)
        left.push(`the status codes and error categories of ${scenarios - table.shown} scenarios`);
    const samples = fill(parts.samples, budget, parts.samplesHead);
    if (samples.shown < parts.samples.length)
        left.push(`${parts.samples.length - samples.shown} failed responses`);
    const text = [parts.open, table.text, samples.text, charts.text, parts.selfCheck, parts.close]
        .filter(Boolean)
        .join('\n\n');
    return { text, left };
}
function detailsRow(s) {
    const statuses = Object.entries(s.requests.byStatus)
        .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
        .map(([status, count]) => `${markdown_text_md(status, 20)} × ${(0,wording/* formatCount */.B4)(count)}`);
    const categories = Object.entries(s.requests.byCategory)
        .filter(([, count]) => count > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([category, count]) => `${markdown_text_md(category, 20)} ${(0,wording/* formatCount */.B4)(count)}`);
    const { min, mean, p50, p90, p999, max } = s.latencyMs;
    return row([
        `${ICONS[s.outcome]} ${markdown_text_md(s.name, MAX_NAME)}`,
        statuses.join(' · ') || '–',
        categories.join(' · ') || '–',
        (0,responses/* hasResponses */.b)(s) ? [min, mean, p50, p90, p999, max].map(wording/* formatNumber */.ZV).join(' · ') : '–',
        formatBytes(s.bytesReceived),
    ]);
}
/**
 * Returns the scenario's failed response with a body, of its most frequent status, as a list item:
 * `- ❌ **Get pet** — 503 (http5xx): <code>{"error":"busy"}</code>`, escaped; none when the engine kept none.
 */
function sampleItem(s) {
    const count = (status) => s.requests.byStatus[String(status)] ?? 0;
    const [sample] = (s.samples ?? [])
        .filter((candidate) => candidate.body.trim() !== '')
        .sort((a, b) => count(b.status) - count(a.status));
    if (!sample)
        return [];
    // The first GraphQL error is in the body (JSON-escaped), unless the body was cut before it.
    const start = sample.graphqlMessage?.slice(0, 40);
    const message = sample.graphqlMessage && start && !sample.body.includes(JSON.stringify(start).slice(1, -1))
        ? ` — first error: ${markdown_text_md(sample.graphqlMessage, MAX_SAMPLE)}`
        : '';
    return [
        `- ${ICONS[s.outcome]} **${markdown_text_md(s.name, MAX_NAME)}** — ${sample.status} (${markdown_text_md(sample.category, 20)}): <code>${markdown_text_md(sample.body, MAX_SAMPLE)}</code>${message}`,
    ];
}
function formatBytes(bytes) {
    const units = ['B', 'kB', 'MB', 'GB', 'TB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1000 && unit < units.length - 1) {
        value /= 1000;
        unit++;
    }
    return `${(0,wording/* formatNumber */.ZV)(value)} ${units[unit]}`;
}

// EXTERNAL MODULE: ./src/verdict/breaches.ts
var verdict_breaches = __webpack_require__(69828);
;// CONCATENATED MODULE: ./src/report/markdown-table.ts




/** Thresholds with a column of their own in the table; the others go to the "Other thresholds" column. */
const COLUMN_KEYS = new Set(['p95', 'p99', 'rps', 'errorRate', 'okRate']);
/** Returns the table's title row and alignment row; an "Other thresholds" column when a scenario needs it. */
function tableHead(scenarios) {
    const other = hasOtherThresholds(scenarios);
    const titles = [
        'Scenario',
        'Users',
        'Requests',
        'Req/s',
        'p95',
        'p99',
        'Errors',
        ...(other ? ['Other thresholds'] : []),
    ];
    const align = [':--', '--:', '--:', '--:', '--:', '--:', '--:', ...(other ? [':--'] : [])];
    return `${row(titles)}\n${row(align)}`;
}
/**
 * Returns the scenario's row of the table, each figure with its thresholds met or breached, followed for a flow by a
 * row per step (`↳ List items`); `all` (every scenario and step) sets the columns.
 */
function tableRows(s, all) {
    return [tableRow(s, all), ...(s.steps ?? []).map((step) => tableRow(step, all, true))].join('\n');
}
function tableRow(s, all, step = false) {
    const name = step
        ? `&nbsp;&nbsp;↳ ${markdown_text_md(s.name, MAX_NAME)} ${ICONS[s.outcome]}${s.once ? ' (once per user, not judged)' : ''}`
        : `${ICONS[s.outcome]} ${markdown_text_md(s.name, MAX_NAME)}`;
    const cells = [
        `${name}<br><code>${markdown_text_md(s.endpoint, MAX_ENDPOINT)}</code>`,
        (0,wording/* formatCount */.B4)(s.concurrentUsers),
        (0,wording/* formatCount */.B4)(s.requests.total),
        (0,wording/* formatNumber */.ZV)(s.rps) + marks(s, ['rps']),
        latencyCell(s, 'p95'),
        latencyCell(s, 'p99'),
        errorsCell(s),
    ];
    if (hasOtherThresholds(all))
        cells.push(s.thresholds
            .filter((t) => !COLUMN_KEYS.has(t.key))
            .map((t) => `${t.key} ${thresholdValue(t)}${mark(t)}`)
            .join('<br>'));
    return row(cells);
}
/** Returns the line under the table that says what its marks mean; empty when the table has none. */
function tableLegend(scenarios, loadTestFile) {
    const checks = scenarios.some((s) => (s.failedChecks?.length ?? 0) > 0)
        ? ' · ❌ (no ok response): a built-in check failed, the service stopped answering or never answered ok'
        : '';
    if (!scenarios.some((s) => s.thresholds.length > 0))
        return checks.slice(' · '.length);
    return `✅ threshold met · ❌ threshold breached, with its line in ${markdown_text_md(loadTestFile, markdown_text_MAX_PATH)}${checks}`;
}
function hasOtherThresholds(scenarios) {
    return scenarios.some((s) => s.thresholds.some((t) => !COLUMN_KEYS.has(t.key)));
}
function latencyCell(s, key) {
    return ((0,responses/* hasResponses */.b)(s) ? `${(0,wording/* formatNumber */.ZV)(s.latencyMs[key])} ms` : '–') + marks(s, [key]);
}
function errorsCell(s) {
    const { total, failed } = s.requests;
    const share = total > 0 ? ` (${(0,wording/* formatNumber */.ZV)((failed / total) * 100)}%)` : '';
    return `${(0,wording/* formatCount */.B4)(failed)}${share}${marks(s, ['errorRate', 'okRate'])}${checkMarks(s)}`;
}
/** Returns ` ❌ (no ok response)` or ` ❌ (no ok response from second 2)` for each check the scenario failed. */
function checkMarks(s) {
    return (s.failedChecks ?? [])
        .map((check) => check.check === 'availability' && check.fromSecond !== undefined
        ? ` ❌ (no ok response from second ${check.fromSecond})`
        : ' ❌ (no ok response)')
        .join('');
}
/** Returns ` ✅ (≤ 300 ms)` or ` ❌ (≤ 300 ms, line 12)` for each of the scenario's thresholds on these keys. */
function marks(s, keys) {
    // A scenario the cancelled run never started has thresholds that measured nothing: neither met nor breached.
    if (s.outcome === 'cancelled' && (0,verdict_breaches/* didNotRun */._)(s))
        return '';
    return s.thresholds
        .filter((t) => keys.includes(t.key))
        .map(mark)
        .join('');
}
function mark(t) {
    return ` ${t.passed ? '✅' : '❌'} (${limitText(t)}${t.passed ? '' : `, line ${t.line}`})`;
}
function limitText(t) {
    switch (t.key) {
        case 'okRate':
            return `ok ≥ ${(0,wording/* formatNumber */.ZV)(t.limit)}%`;
        case 'rps':
            return `≥ ${(0,wording/* formatNumber */.ZV)(t.limit)}`;
        default:
            return `≤ ${withUnit(t.limit, t.unit)}`;
    }
}
function thresholdValue(t) {
    return t.actual === undefined ? 'not measured' : withUnit(t.actual, t.unit);
}
function withUnit(value, unit) {
    return unit === 'ms' ? `${(0,wording/* formatNumber */.ZV)(value)} ms` : unit === '%' ? `${(0,wording/* formatNumber */.ZV)(value)}%` : (0,wording/* formatNumber */.ZV)(value);
}

// EXTERNAL MODULE: ./src/results/steps.ts
var steps = __webpack_require__(63813);
// EXTERNAL MODULE: ./src/report/comparison-lines.ts
var comparison_lines = __webpack_require__(19327);
;// CONCATENATED MODULE: ./src/report/markdown-triage.ts





/**
 * Returns the triage item of a scenario that did not pass, as a list item: its category and why (the triage, the
 * error, the cancel, or its failed checks and breached thresholds), escaped.
 */
function triageItem(s) {
    const who = `- ${ICONS[s.outcome]} **${markdown_text_md(s.name, MAX_NAME)}** —`;
    if (s.triage)
        return `${who} ${code(s.triage.category)}: ${triageText(s.triage)}`;
    if (s.outcome === 'inconclusive')
        return `${who} \`inconclusive\`: ${markdown_text_md((0,comparison_lines/* inconclusiveHint */.Y9)(s) ?? 'the comparison with the baseline could not tell', MAX_TEXT)}`;
    if (s.outcome === 'errored')
        return `${who} \`error\`: ${markdown_text_md((0,wording/* errorReason */.jf)(s), MAX_TEXT)}`;
    if (s.outcome === 'cancelled')
        return (0,verdict_breaches/* didNotRun */._)(s)
            ? `${who} \`cancelled\`: the run was cancelled before this scenario started; it did not run, and its thresholds were not checked`
            : `${who} \`cancelled\`: the run was cancelled before this scenario finished`;
    const breaches = [
        ...(s.failedChecks ?? []).map(wording/* describeCheck */.cn),
        ...s.thresholds.filter((t) => !t.passed).map((t) => `${(0,wording/* describeBreach */.DR)(t)} (line ${t.line})`),
    ];
    const label = s.failedChecks?.length ? 'checks' : 'thresholds';
    return `${who} \`${label}\`: ${markdown_text_md(breaches.join(', ') || 'no breached threshold was recorded', MAX_TEXT)}`;
}
/** Returns the triage's evidence and next step, each cut on its own: a long quote of the server never hides the next step. */
function triageText(triage) {
    const part = (text) => (0,report_escape/* clip */.$Q)((0,report_escape/* oneLine */.TN)(text), MAX_TEXT);
    return markdown_text_md((0,wording/* describeTriage */.UZ)({ ...triage, evidence: part(triage.evidence), nextStep: part(triage.nextStep) }), 3 * MAX_TEXT);
}
/** Returns the text as inline code when it is a plain word (a category), else escaped. */
function code(text) {
    return /^[\w.-]+$/.test(text) ? `\`${text}\`` : markdown_text_md(text, 40);
}

;// CONCATENATED MODULE: ./src/report/markdown-comparison.ts
// The job summary's and the comment's part on the baseline: base → head per metric of each compared scenario, why a
// scenario was not compared, or that there was no baseline.




/**
 * Returns the comparison as a head (the baseline, or "no baseline") and one table row per metric of each compared
 * scenario (`| List pets | p95 | 120 ms → 148 ms | +23% (95% CI +17% … +30%) | 10% (line 12) | ❌ regressed |`), one
 * row per scenario not compared with the reason; every untrusted text escaped.
 */
function comparisonBlock(results) {
    const none = (0,comparison_lines/* noBaselineSentence */.Gc)(results);
    if (none)
        return { head: `**Baseline:** ${(0,report_escape/* escapeMarkdown */.FV)(none)}`, rows: [] };
    // Escaped as a whole below.
    const sentence = (0,comparison_lines/* baselineSentence */.FD)(results, (text) => (0,report_escape/* clip */.$Q)((0,report_escape/* oneLine */.TN)(text), MAX_TEXT));
    if (!sentence)
        return undefined;
    const rows = results.scenarios.flatMap((s) => {
        const name = markdown_text_md(s.name, MAX_NAME);
        const reason = (0,comparison_lines/* notComparedReason */.hF)(s);
        if (reason)
            return [row([name, '—', '—', (0,report_escape/* escapeMarkdown */.FV)(reason), '—', '—'])];
        const { comparison } = s;
        // The same-job mode may extend an inconclusive scenario (--max-rounds): how many rounds each side got is said.
        const rounds = comparison.rounds;
        const named = results.baseline?.kind === 'same-job' ? `${name} (${rounds.base} base, ${rounds.head} head rounds)` : name;
        // A flow's steps under it, as the verdict table shows them: reported, marked as not judged where not unchanged.
        const steps = (comparison.steps ?? []).flatMap((step) => metricRows(`&nbsp;&nbsp;↳ ${markdown_text_md(step.name, MAX_NAME)}`, step.metrics, step.confidence, true));
        return [...metricRows(named, comparison.metrics, comparison.confidence, false), ...steps];
    });
    const head = [
        `**Baseline:** ${(0,report_escape/* escapeMarkdown */.FV)(sentence.charAt(0).toUpperCase() + sentence.slice(1))}`,
        '',
        row(['Scenario', 'Metric', 'Base → head', 'Change', 'Tolerance', 'Verdict']),
        row(['---', '---', '---', '---', '---', '---']),
    ].join('\n');
    return { head, rows };
}
/** Returns the comparison's text (its head, then its rows while they fit) and what of it was left out. */
function fillComparison(results, budget) {
    const block = comparisonBlock(results);
    if (!block)
        return { text: '', left: [] };
    if (block.rows.length === 0)
        return { text: budget.take(block.head) ? block.head : '', left: [] };
    const { text, shown } = fill(block.rows, budget, block.head);
    const more = block.rows.length - shown;
    return { text, left: more > 0 ? [`${more} more rows of the comparison with the baseline`] : [] };
}
/** Returns a table row per metric, the first cell the (escaped) name of the scenario or step. */
function metricRows(name, metrics, confidence, step) {
    return metrics.map((metric) => {
        const parts = (0,comparison_lines/* metricParts */.Z)(metric, confidence, step);
        return row([name, parts.key, parts.baseToHead, parts.change, parts.tolerance, parts.verdict].map(escapeCell));
    });
}
/** Our own figures hold no markup; they are escaped anyway, so that a cell can never break the table. */
function escapeCell(text, index) {
    return index === 0 ? text : (0,report_escape/* escapeMarkdown */.FV)(text);
}

;// CONCATENATED MODULE: ./src/report/regression-chart.ts
// The summary's and the comment's charts of the comparison with a baseline: base and head p95 per round of each
// compared scenario, so that a reviewer sees whether the head's rounds sit apart from the base's or among them.



/** The scenarios that most need a look come first: regressed, then inconclusive, then unchanged. */
const ORDER = { regressed: 0, inconclusive: 1, unchanged: 2 };
/**
 * Returns the intro and one chart per compared scenario with two rounds or more on a side, the worst verdicts first,
 * `max` at most (the rest are left out by design, as the latency charts are); none when there is nothing to chart.
 */
function regressionCharts(results, max) {
    const charted = results.scenarios
        .filter((s) => Math.max(s.comparison?.p95ByRound?.base.length ?? 0, s.comparison?.p95ByRound?.head.length ?? 0) >= 2)
        .sort((a, b) => ORDER[a.comparison.verdict] - ORDER[b.comparison.verdict]);
    if (charted.length === 0 || max <= 0)
        return { intro: '', charts: [] };
    const shown = Math.min(max, charted.length);
    const which = shown < charted.length ? `the first ${shown} of ${charted.length} compared scenarios` : 'each compared scenario';
    const intro = `**p95 by round** against the baseline, in ms, for ${which}: the base's rounds (first line) and the head's (second line).`;
    return { intro, charts: charted.slice(0, max).map(regression_chart_chart) };
}
/** Returns the charts' text (the intro, then the charts while they fit the budget) and what of them was left out. */
function fillRegressionCharts(results, budget, max) {
    const { intro, charts } = regressionCharts(results, max);
    const { text, shown } = fill(charts, budget, intro, '\n\n');
    const more = charts.length - shown;
    return { text, left: more > 0 ? [`${more} more charts of p95 by round`] : [] };
}
function regression_chart_chart(s) {
    const { base, head } = s.comparison.p95ByRound;
    const values = (side) => `[${side.map(round).join(', ')}]`;
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${(0,report_escape/* mermaidText */.Hg)(s.name)}: p95 by round, base and head"`,
        `  x-axis "round" 1 --> ${Math.max(base.length, head.length)}`,
        '  y-axis "ms"',
        `  line ${values(base)}`,
        `  line ${values(head)}`,
        '```',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/report/markdown.ts











/**
 * GitHub refuses a comment over 65,536 characters. The size is measured in UTF-8 bytes, the strictest way to count
 * it (never less than code points or UTF-16 units), and kept below the limit with a margin.
 */
const COMMENT_LIMIT = 60_000;
/** GitHub takes up to 1 MiB of job summary from a step; measured in UTF-8 bytes too. */
const SUMMARY_LIMIT = 1_000_000;
/** Room kept for the notes that say what was left out and for the footer. */
const FOOTER_RESERVE = 3_000;
/**
 * Returns the job summary (summary.md): the verdict, the triage of each scenario that did not pass, the table of every
 * scenario with its thresholds, and the details (status codes, error categories, latency charts, the generator's
 * self-check), cut to fit GitHub's 1 MiB job summary if it must be.
 */
function renderSummary(results, options) {
    return render(results, options, {
        heading: '##',
        limit: SUMMARY_LIMIT,
        maxTriage: Number.POSITIVE_INFINITY,
        maxCharts: 10,
        openDetails: true,
        elsewhere: 'results.json',
    });
}
/**
 * Returns the pull-request comment: `marker` on the first line (so that the comment can be found and updated), then
 * what `renderSummary` shows, with fewer charts, cut to stay under GitHub's comment size; what is cut is named, with
 * where to read it (`reportUrl`, else the job summary and results.json).
 */
function renderComment(results, options) {
    const url = reportLink(options.reportUrl);
    return render(results, options, {
        marker: options.marker,
        heading: '###',
        limit: COMMENT_LIMIT,
        maxTriage: 20,
        maxCharts: 3,
        openDetails: false,
        elsewhere: url ? `[the full report](${url})` : 'the job summary and results.json',
        ...(url ? { footer: `<sub>[Full report](${url}) · load test ${md(options.loadTestFile, MAX_PATH)}</sub>` } : {}),
    });
}
function render(results, options, layout) {
    const ordered = [
        ...results.scenarios.filter((s) => s.outcome !== 'passed'),
        ...results.scenarios.filter((s) => s.outcome === 'passed'),
    ];
    const head = [
        ...(layout.marker === undefined ? [] : [layout.marker]),
        `${layout.heading} ${ICONS[results.outcome]} qa-perf: ${headline(results)}`,
        '',
        runLine(results),
        ...(results.sources?.length ? ['', preflightLine(results.sources)] : []),
        ...(results.generator.saturated
            ? ['', '> [!WARNING]', `> **Generator self-check:** ${(0,report_escape/* escapeMarkdown */.FV)((0,wording/* selfCheckMessage */.c9)(results))}`]
            : []),
    ].join('\n');
    const budget = new Budget(layout.limit - Buffer.byteLength(head, 'utf8') - FOOTER_RESERVE);
    const blocks = [head];
    const left = [];
    // The details' frame and charts keep their room (a quarter of the size at most) however long the table gets.
    const details = detailsParts(results, ordered, layout);
    const held = budget.hold(Math.min(size(details.frame, ...details.charts), Math.floor(layout.limit / 4)));
    const notPassed = ordered.filter((s) => s.outcome !== 'passed');
    const triage = fill(notPassed.slice(0, layout.maxTriage).map(triageItem), budget, '**Triage**\n');
    if (triage.shown > 0)
        blocks.push(triage.text);
    if (notPassed.length > triage.shown)
        left.push(`${notPassed.length - triage.shown} more triage items`);
    const baseline = fillComparison(results, budget);
    if (baseline.text)
        blocks.push(baseline.text);
    left.push(...baseline.left);
    const byRound = fillRegressionCharts(results, budget, layout.maxCharts);
    if (byRound.text)
        blocks.push(byRound.text);
    left.push(...byRound.left);
    // A flow's steps are rows of the table under it, shown or cut with their flow.
    const rows = (0,steps/* withSteps */.u)(results.scenarios).map(({ result }) => result);
    const legend = tableLegend(rows, options.loadTestFile);
    const legendHeld = budget.hold(legend ? size(legend) : 0);
    const table = fill(ordered.map((s) => tableRows(s, rows)), budget, tableHead(rows));
    budget.release(legendHeld);
    if (table.shown > 0)
        blocks.push(legend && budget.take(legend) ? `${table.text}\n\n${legend}` : table.text);
    if (ordered.length > table.shown)
        left.push(`${ordered.length - table.shown} more scenarios`);
    budget.release(held);
    const detailsBlock = fillDetails(details, ordered.length, budget);
    if (detailsBlock.text)
        blocks.push(detailsBlock.text);
    left.push(...detailsBlock.left);
    if (left.length > 0)
        blocks.push(`**Not shown here:** ${list(left)}; they are in ${layout.elsewhere}.`);
    if (layout.footer)
        blocks.push(layout.footer);
    const text = `${blocks.join('\n\n')}\n`;
    // Only a marker too long to leave room for anything could bring the text over the limit.
    if (Buffer.byteLength(text, 'utf8') <= layout.limit)
        return text;
    return `${head}\n\n**Not shown here:** the triage, the table and the details; they are in ${layout.elsewhere}.\n`;
}
/** The most data sources the head names; results.json has them all. */
const MAX_SOURCES_SHOWN = 5;
/** Returns the head's pre-flight line: each data source fetched before the run, with its status and values. */
function preflightLine(sources) {
    const shown = sources.slice(0, MAX_SOURCES_SHOWN).map((source) => (0,report_escape/* escapeMarkdown */.FV)((0,source_wording/* sourceFigures */.n)(source)));
    const more = sources.length - shown.length;
    return `Pre-flight: ${shown.join(' · ')}${more > 0 ? ` · ${more} more in results.json` : ''}`;
}
function headline(results) {
    const total = results.scenarios.length;
    const count = (outcome) => results.scenarios.filter((s) => s.outcome === outcome).length;
    const [failed, errored, cancelled] = [count('failed'), count('errored'), count('cancelled')];
    const of = (n) => `${n} of ${total} ${total === 1 ? 'scenario' : 'scenarios'}`;
    const also = (parts) => parts
        .filter(([n]) => n > 0)
        .map(([n, what]) => `, ${n} ${what}`)
        .join('');
    if (total === 0)
        return results.outcome === 'cancelled' ? 'cancelled before any scenario ran' : 'no scenario ran';
    switch (results.outcome) {
        case 'passed':
            return total === 1 ? 'the scenario passed' : `all ${total} scenarios passed`;
        case 'inconclusive':
            return `${of(count('inconclusive'))} inconclusive against the baseline`;
        case 'failed':
            return `${of(failed)} failed`;
        case 'errored':
            return `${of(errored)} could not run${also([[failed, 'failed']])}`;
        case 'cancelled':
            return `run cancelled, ${of(cancelled)} did not finish${also([
                [failed, 'failed'],
                [errored, 'could not run'],
            ])}`;
    }
}
function runLine(results) {
    const seconds = (Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000;
    const requests = results.scenarios.reduce((sum, s) => sum + s.requests.total, 0);
    return [
        `Base URL ${markdown_text_md(results.baseUrl, MAX_URL)}`,
        ...(Number.isFinite(seconds) && seconds >= 0 ? [formatDuration(seconds)] : []),
        `${(0,wording/* formatCount */.B4)(requests)} ${requests === 1 ? 'request' : 'requests'}`,
    ].join(' · ');
}
function list(items) {
    return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
function formatDuration(seconds) {
    const whole = Math.round(seconds);
    if (whole < 60)
        return `${whole}s`;
    const minutes = Math.floor(whole / 60);
    if (minutes < 60)
        return whole % 60 > 0 ? `${minutes}m ${whole % 60}s` : `${minutes}m`;
    return minutes % 60 > 0 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${Math.floor(minutes / 60)}h`;
}


/***/ }),

/***/ 52252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ renderTerminalTable)
});

;// CONCATENATED MODULE: ./src/vocabulary/outcomes.ts
/**
 * A scenario's outcome, and a run's (the worst of its scenarios'), from the best to the worst, in the order
 * schemas/results.schema.json lists them: shared by the results, the verdict, the reports and the exit codes.
 * `inconclusive`: a regression check against a baseline could not tell (src/verdict/).
 */
const SCENARIO_OUTCOMES = ['passed', 'inconclusive', 'failed', 'errored', 'cancelled'];

// EXTERNAL MODULE: ./src/results/wording.ts
var wording = __webpack_require__(48314);
// EXTERNAL MODULE: ./src/verdict/breaches.ts
var verdict_breaches = __webpack_require__(69828);
// EXTERNAL MODULE: ./src/results/responses.ts
var responses = __webpack_require__(26814);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/comparison-lines.ts
var comparison_lines = __webpack_require__(19327);
// EXTERNAL MODULE: ./src/results/steps.ts
var steps = __webpack_require__(63813);
;// CONCATENATED MODULE: ./src/report/terminal-table.ts







const COLORS = {
    passed: '\x1b[32m',
    inconclusive: '\x1b[33m',
    failed: '\x1b[31m',
    errored: '\x1b[31m',
    cancelled: '\x1b[33m',
};
const RESET = '\x1b[0m';
/** How many error categories the errors column names, largest first. */
const TOP_CATEGORIES = 2;
/**
 * Returns the table printed at the end of a run: one row per scenario (a flow's steps in rows under it, `  ↳ Log in`),
 * then every breached threshold as
 * `List pets: p95 312 ms > 300 ms` (a step's as `Shop › List items: …`), every failed check as `List pets: availability — the service stopped answering
 * from second 2 of 6 (…)`, every scenario that could not run, the triage of each scenario that did not pass
 * as `List pets: latency — p95 312 ms > 300 ms. Next: …` (after the comparison with the baseline: base → head per
 * metric with its interval and verdict, why a scenario was not compared, or "no baseline"), and the generator's self-check when it was saturated; ends
 * with a line break. Names, endpoints, errors and triage are shown on one line each, without control characters.
 */
function renderTerminalTable(results, options = {}) {
    const paint = (outcome, text) => options.color ? `${COLORS[outcome]}${text}${RESET}` : text;
    const header = [
        'Scenario',
        'Endpoint',
        'Users',
        'Requests',
        'Req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'Errors',
        'Outcome',
    ];
    const rightAligned = new Set([2, 3, 4, 5, 6, 7]);
    const all = (0,steps/* withSteps */.u)(results.scenarios);
    const rows = all.map(({ result: s, flow }) => [
        flow ? `  ↳ ${(0,report_escape/* plainText */.wh)(s.name)}${'once' in s && s.once ? ' (once)' : ''}` : (0,report_escape/* plainText */.wh)(s.name),
        (0,report_escape/* plainText */.wh)(s.endpoint),
        String(s.concurrentUsers),
        (0,wording/* formatCount */.B4)(s.requests.total),
        (0,wording/* formatNumber */.ZV)(s.rps),
        latency(s, 'p50'),
        latency(s, 'p95'),
        latency(s, 'p99'),
        errors(s),
        s.outcome,
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells, outcome) => cells
        .map((cell, column) => {
        const padded = rightAligned.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]);
        return outcome && column === cells.length - 1 ? paint(outcome, cell) : padded;
    })
        .join('  ')
        .trimEnd();
    const out = [line(header), line(widths.map((width) => '-'.repeat(width)))];
    all.forEach(({ result }, index) => out.push(line(rows[index], result.outcome)));
    // A scenario that did not run has thresholds that measured nothing: not breaches; it is listed as not run below.
    const breaches = all
        .filter((row) => !(0,verdict_breaches/* didNotRun */._)(row.result))
        .flatMap((row) => row.result.thresholds
        .filter((t) => !t.passed)
        .map((t) => `  ${(0,report_escape/* plainText */.wh)((0,steps/* qualifiedName */.O)(row))}: ${(0,wording/* describeBreach */.DR)(t)} (line ${t.line})`));
    if (breaches.length > 0)
        out.push('', 'Thresholds breached:', ...breaches);
    const checks = all.flatMap((row) => (row.result.failedChecks ?? []).map((check) => `  ${(0,report_escape/* plainText */.wh)((0,steps/* qualifiedName */.O)(row))}: ${(0,report_escape/* plainText */.wh)((0,wording/* describeCheck */.cn)(check))}`));
    if (checks.length > 0)
        out.push('', 'Checks failed:', ...checks);
    const errored = results.scenarios.filter((s) => s.outcome === 'errored');
    if (errored.length > 0)
        out.push('', 'Could not run:', ...errored.map((s) => `  ${(0,report_escape/* plainText */.wh)(s.name)}: ${(0,report_escape/* plainText */.wh)((0,wording/* errorReason */.jf)(s))}`));
    const notStarted = results.scenarios.filter((s) => s.outcome === 'cancelled' && (0,verdict_breaches/* didNotRun */._)(s));
    if (notStarted.length > 0)
        out.push('', 'Did not run (the run was cancelled before they started):', ...notStarted.map((s) => `  ${(0,report_escape/* plainText */.wh)(s.name)}`));
    const comparison = (0,comparison_lines/* comparisonLines */.pf)(results, report_escape/* plainText */.wh);
    if (comparison.length > 0)
        out.push('', 'Baseline:', ...comparison.map((text) => `  ${text}`));
    const triage = results.scenarios.flatMap((s) => s.outcome !== 'passed' && s.triage
        ? [`  ${(0,report_escape/* plainText */.wh)(s.name)}: ${s.triage.category} — ${(0,report_escape/* plainText */.wh)((0,wording/* describeTriage */.UZ)(s.triage))}`]
        : []);
    if (triage.length > 0)
        out.push('', 'Triage:', ...triage);
    if (results.generator.saturated)
        out.push('', `Generator self-check: ${(0,wording/* selfCheckMessage */.c9)(results)}`);
    out.push('', `Outcome: ${paint(results.outcome, results.outcome)}${tally(results.scenarios)}`);
    return `${out.join('\n')}\n`;
}
function latency(scenario, key) {
    // A scenario without a single response has no latency; a zero would read as "very fast".
    return (0,responses/* hasResponses */.b)(scenario) ? (0,wording/* formatNumber */.ZV)(scenario.latencyMs[key]) : '-';
}
function errors(scenario) {
    const { total, failed, byCategory } = scenario.requests;
    if (failed === 0)
        return '0';
    const top = Object.entries(byCategory)
        .filter(([, count]) => count > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, TOP_CATEGORIES)
        .map(([category, count]) => `${category} ${(0,wording/* formatCount */.B4)(count)}`);
    const percent = total > 0 ? ` (${(0,wording/* formatNumber */.ZV)((failed / total) * 100)}%)` : '';
    return `${(0,wording/* formatCount */.B4)(failed)}${percent}${top.length > 0 ? `: ${top.join(', ')}` : ''}`;
}
function tally(scenarios) {
    const counts = new Map();
    for (const { outcome } of scenarios)
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    const parts = SCENARIO_OUTCOMES.filter((outcome) => counts.has(outcome)).map((outcome) => `${counts.get(outcome)} ${outcome}`);
    return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}


/***/ }),

/***/ 77916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ sourceLine),
/* harmony export */   n: () => (/* binding */ sourceFigures)
/* harmony export */ });
/** Returns what a data source gave before the run: `GET /items/articles → 200, 24 values, 35 ms`. */
function sourceFigures(source) {
    const values = `${source.values} value${source.values === 1 ? '' : 's'}`;
    return `${source.request} → ${source.status}, ${values}, ${Math.round(source.ms)} ms`;
}
/** Returns the pre-flight line of a data source: `Pre-flight: GET /items/articles → 200, 24 values, 35 ms`. */
function sourceLine(source) {
    return `Pre-flight: ${sourceFigures(source)}`;
}


/***/ }),

/***/ 63813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ qualifiedName),
/* harmony export */   u: () => (/* binding */ withSteps)
/* harmony export */ });
/** Returns the scenarios as report rows, each flow followed by its steps in flow order. */
function withSteps(scenarios) {
    return scenarios.flatMap((result) => [
        { result },
        ...(result.steps ?? []).map((step) => ({ result: step, flow: result })),
    ]);
}
/** Returns the name a report gives a step on its own: `Shop › List items` (the scenario's name for a scenario). */
function qualifiedName({ result, flow }) {
    return flow ? `${flow.name} › ${result.name}` : result.name;
}


/***/ }),

/***/ 69828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ didNotRun)
/* harmony export */ });
/* unused harmony export breaches */

/**
 * Returns every breached threshold of the run, a flow's steps' too, the worst first. A scenario that did not run (see `didNotRun`) has
 * none: its thresholds measured nothing, and what stopped it is reported as such.
 */
function breaches(results) {
    return withSteps(results.scenarios)
        .filter((row) => !didNotRun(row.result))
        .flatMap((row) => row.result.thresholds
        .filter((threshold) => !threshold.passed)
        .map((threshold) => ({
        scenario: qualifiedName(row),
        endpoint: row.result.endpoint,
        threshold,
        severity: severity(threshold),
    })))
        .sort((a, b) => b.severity - a.severity);
}
/**
 * Returns true when the scenario made not one request because the run was cancelled before it started or it could not
 * start (outcome `cancelled` or `errored`): it did not run, so its thresholds are neither met nor breached.
 */
function didNotRun(scenario) {
    return (scenario.outcome === 'cancelled' || scenario.outcome === 'errored') && scenario.requests.total === 0;
}
function severity({ key, limit, actual }) {
    if (actual === undefined)
        return Number.POSITIVE_INFINITY;
    const ratio = (value, bound) => value / Math.max(bound, 0.001);
    // okRate is compared by its shortfall: 97% where 99% is required is twice the failures allowed.
    if (key === 'okRate')
        return ratio(100 - actual, 100 - limit);
    if (key === 'rps')
        return ratio(limit, actual);
    return ratio(actual, limit);
}


/***/ })

};
