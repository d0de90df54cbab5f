export const id = 531;
export const ids = [531];
export const modules = {

/***/ 64730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ fileErrorReason),
/* harmony export */   I6: () => (/* binding */ writeFixOf),
/* harmony export */   c2: () => (/* binding */ fileErrorCode)
/* harmony export */ });
const PERMISSION = 'give the user running loadtool write permission on that folder';
const SPACE = 'free space on that disk';
/** The error codes of file operations, in words (docs/architecture.md §5: every failure says what to do). */
const FILE_ERRORS = {
    EACCES: { what: 'permission denied', writeFix: PERMISSION },
    EPERM: { what: 'operation not permitted', writeFix: PERMISSION },
    EROFS: { what: 'the file system is read-only', writeFix: 'choose a folder on a writable file system' },
    ENOSPC: { what: 'no space left on the device', writeFix: SPACE },
    EDQUOT: { what: 'the disk quota is exceeded', writeFix: SPACE },
    ENOTDIR: { what: 'a part of the path is a file, not a folder', writeFix: 'move the file in that path away' },
    EISDIR: { what: 'a folder stands where the file goes', writeFix: 'move that folder away' },
    ENOENT: { what: 'a part of the path does not exist', writeFix: 'check that nothing removes the folder meanwhile' },
    EEXIST: { what: 'a file stands where the folder goes', writeFix: 'move that file away' },
    ENAMETOOLONG: { what: 'the path is too long', writeFix: 'choose a shorter path' },
    ELOOP: { what: 'the path has a loop of symbolic links', writeFix: 'mend the symbolic links' },
    EMFILE: { what: 'too many files are open', writeFix: 'raise the limit of open files (ulimit -n)' },
    ENFILE: { what: 'too many files are open on the system', writeFix: 'close other programs' },
    EIO: { what: 'the device failed to read or write', writeFix: 'check the disk' },
    EBUSY: { what: 'the file or folder is busy', writeFix: 'stop what holds it' },
};
/** Returns the error code of a failed file operation (`EROFS`), or undefined when it has none. */
function fileErrorCode(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : undefined;
}
/**
 * Returns why a file operation failed, for a message: its code and what that code means (`EROFS: the file system is
 * read-only`), the code alone when it is not one of FILE_ERRORS, or the error's message when it has no code.
 */
function fileErrorReason(error) {
    const code = fileErrorCode(error);
    if (code === undefined)
        return error instanceof Error ? error.message : String(error);
    const words = FILE_ERRORS[code];
    return words ? `${code}: ${words.what}` : code;
}
/** Returns what to do when a write failed with this error (`free space on that disk`), lower case, without a stop. */
function writeFixOf(error) {
    return FILE_ERRORS[fileErrorCode(error) ?? '']?.writeFix ?? 'check that folder';
}


/***/ }),

/***/ 1171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ renderHtmlReport)
});

// UNUSED EXPORTS: jsonForScript

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/vocabulary/outcomes.ts
var outcomes = __webpack_require__(50435);
// EXTERNAL MODULE: ./src/results/wording.ts
var wording = __webpack_require__(48314);
// EXTERNAL MODULE: ./src/results/writes-wording.ts
var writes_wording = __webpack_require__(58217);
// EXTERNAL MODULE: ./src/results/stopped-wording.ts
var stopped_wording = __webpack_require__(69278);
// EXTERNAL MODULE: ./src/results/tls-wording.ts
var tls_wording = __webpack_require__(3642);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/report/comparison-lines.ts
var comparison_lines = __webpack_require__(19327);
// EXTERNAL MODULE: ./src/engine/record/latency-histogram.ts
var latency_histogram = __webpack_require__(39331);
;// CONCATENATED MODULE: ./src/report/html/chart-data.ts

/** Longer timelines are drawn in buckets of whole seconds, so that 100 ten-minute scenarios stay under 1 MB. */
const MAX_TIMELINE_POINTS = 150;
/**
 * The x of each point of a percentile curve, 1/(1-p): from p = 0 (x = 1) to p = 99.9999% (x = 10^6), six to a
 * decade, evenly spread on the log axis the chart draws them on.
 */
const DISTRIBUTION_X = [0, 1, 2, 3, 4, 5]
    .flatMap((decade) => [1, 1.5, 2, 3, 5, 7].map((step) => step * 10 ** decade))
    .concat(10 ** 6);
/** Returns a figure rounded to 3 significant figures (the histogram's own precision), which keeps the page small. */
function rounded(value) {
    return value === 0 ? 0 : Number(value.toPrecision(3));
}
/**
 * Returns the percentile curve of an encoded histogram: the latency at each x of DISTRIBUTION_X while x is at most
 * the count (a finer percentile is not in the data), then the max, then nulls; undefined for an empty histogram.
 * @internal Exported for the tests.
 */
function percentileCurve(label, encoded) {
    const histogram = decoded(encoded);
    if (histogram === undefined || histogram.totalCount === 0)
        return undefined;
    const count = histogram.totalCount;
    let ended = false;
    const ms = DISTRIBUTION_X.map((x) => {
        if (ended)
            return null;
        if (x < count)
            return rounded((0,latency_histogram/* toMs */.G8)(histogram.getValueAtPercentile(100 * (1 - 1 / x))));
        ended = true;
        return rounded((0,latency_histogram/* toMs */.G8)(histogram.maxValue));
    });
    return { label, ms };
}
/**
 * Returns the histogram `encoded` holds; undefined when there is none, or it does not decode (a results.json edited by
 * hand or cut short): the report then draws no curve, and its tables still show the figures.
 */
function decoded(encoded) {
    if (!encoded)
        return undefined;
    try {
        return (0,latency_histogram/* decodeHistogram */.pr)(encoded);
    }
    catch {
        return undefined;
    }
}
/** Returns the timeline in buckets of `every` seconds: rates averaged over the bucket, percentiles their worst second. */
function timelineSeries(timeline) {
    if (timeline.length === 0)
        return undefined;
    const every = Math.ceil(timeline.length / MAX_TIMELINE_POINTS);
    const second = [];
    const series = { requests: [], errors: [] };
    const latency = { p50: [], p95: [], p99: [] };
    for (let start = 0; start < timeline.length; start += every) {
        const bucket = timeline.slice(start, start + every);
        const mean = (pick) => rounded(bucket.reduce((sum, point) => sum + pick(point), 0) / bucket.length);
        second.push(bucket[0].second);
        series.requests.push(mean((point) => point.requests));
        series.errors.push(mean((point) => point.errors));
        for (const key of ['p50', 'p95', 'p99']) {
            latency[key].push(rounded(Math.max(...bucket.map((point) => point[key]))));
        }
    }
    return { ...pointsOf(timeline, every, second), ...series, ...latency };
}
/**
 * Returns where a timeline's points are: its first second, the seconds a point, and each point's first second when
 * the seconds are not consecutive.
 */
function pointsOf(timeline, every, second) {
    const start = timeline[0].second;
    const consecutive = timeline.every((point, index) => point.second === start + index);
    return { start, every, ...(!consecutive && { second }) };
}
/** Returns a stream scenario's events per second in the timeline's buckets (averaged over each); undefined without any. */
function eventsSeries(timeline) {
    if (timeline.length === 0 || !timeline.some((point) => point.events !== undefined))
        return undefined;
    const every = Math.ceil(timeline.length / MAX_TIMELINE_POINTS);
    const second = [];
    const events = [];
    for (let start = 0; start < timeline.length; start += every) {
        const bucket = timeline.slice(start, start + every);
        second.push(bucket[0].second);
        events.push(rounded(bucket.reduce((sum, point) => sum + (point.events ?? 0), 0) / bucket.length));
    }
    return { ...pointsOf(timeline, every, second), events };
}
/**
 * Returns what report.html draws of a scenario: its curve and its steps', its timeline, its p95 by round; for a stream
 * scenario its events per second and its event-gap curve.
 */
function scenarioCharts(scenario, id) {
    const curves = [
        percentileCurve(scenario.steps?.length ? `${scenario.name} (iteration)` : scenario.name, scenario.histogram),
        ...(scenario.steps ?? []).map((step) => percentileCurve(step.name, step.histogram)),
    ].filter((curve) => curve !== undefined);
    const timeline = timelineSeries(scenario.timeline);
    const rounds = scenario.comparison?.p95ByRound;
    const events = scenario.stream && eventsSeries(scenario.timeline);
    const eventGap = scenario.stream && percentileCurve('event gap', scenario.stream.eventGap.histogram);
    return {
        id,
        ...(curves.length > 0 && { distribution: curves }),
        ...(timeline && { timeline }),
        ...(rounds &&
            (rounds.base.length > 0 || rounds.head.length > 0) && {
            rounds: { base: rounds.base.map(rounded), head: rounds.head.map(rounded) },
        }),
        ...(events && { events }),
        ...(eventGap && { eventGap: [eventGap] }),
    };
}

// EXTERNAL MODULE: ./src/results/steps.ts
var steps = __webpack_require__(63813);
// EXTERNAL MODULE: ./src/triage/regression-causes.ts
var regression_causes = __webpack_require__(38252);
;// CONCATENATED MODULE: ./src/report/html/html-tables.ts





// Every untrusted string goes through escapeHtml here, and every cell handed to `table` is HTML already.
/** Returns an HTML table of already-escaped cells, or '' without rows; `caption` is ours, escaped anyway. */
function table(caption, headers, rows, className = '') {
    if (rows.length === 0)
        return '';
    const head = headers.map((header) => `<th scope="col">${(0,report_escape/* escapeHtml */.ZD)(header)}</th>`).join('');
    const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n');
    const classes = className ? ` class="${className}"` : '';
    return `<table${classes}><caption>${(0,report_escape/* escapeHtml */.ZD)(caption)}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`;
}
/** Returns a verdict as a coloured badge: passed, failed, errored, inconclusive, cancelled, regressed… */
function badge(word) {
    return `<span class="badge ${(0,report_escape/* escapeHtml */.ZD)(word)}">${(0,report_escape/* escapeHtml */.ZD)(word)}</span>`;
}
/** Returns a line of the load test as `loadtool.yaml:12`. */
function lineOf(loadTestPath, line) {
    return `<span class="line">${(0,report_escape/* escapeHtml */.ZD)(`${loadTestPath}:${line}`)}</span>`;
}
/** Returns the thresholds table: key, limit, actual, verdict and the threshold's line in loadtool.yaml. */
function thresholdsTable(result, loadTestPath) {
    const rows = result.thresholds.map((threshold) => [
        `<code>${(0,report_escape/* escapeHtml */.ZD)((0,wording/* thresholdName */.Hi)(threshold.key))}</code>`,
        (0,report_escape/* escapeHtml */.ZD)(`${threshold.bound === 'min' ? '≥' : '≤'} ${(0,wording/* formatWithUnit */.QD)(threshold.limit, threshold.unit)}`),
        threshold.actual === undefined ? 'not measured' : (0,report_escape/* escapeHtml */.ZD)((0,wording/* formatWithUnit */.QD)(threshold.actual, threshold.unit)),
        badge(threshold.passed ? 'met' : 'breached'),
        lineOf(loadTestPath, threshold.line),
    ]);
    const checks = (result.failedChecks ?? []).map((check) => [
        `<code>${(0,report_escape/* escapeHtml */.ZD)(check.check)}</code>`,
        'built-in check',
        (0,report_escape/* escapeHtml */.ZD)((0,wording/* describeCheck */.cn)(check)),
        badge('breached'),
        '',
    ]);
    return table('Thresholds', ['Threshold', 'Limit', 'Measured', 'Verdict', 'Line'], [...rows, ...checks]);
}
/** Returns the latency percentiles table, in ms. */
function latencyTable(result) {
    const latency = result.latencyMs;
    const keys = ['min', 'mean', 'p50', 'p75', 'p90', 'p95', 'p99', 'p999', 'max'];
    const shown = keys.filter((key) => latency[key] !== undefined);
    return table('Latency (ms)', shown, [shown.map((key) => (0,wording/* formatNumber */.ZV)(latency[key]))], 'figures');
}
/** Returns the responses by status code and the failures by error category (and by expect.json check). */
function countsTables(result) {
    const { total, byStatus, byCategory, byCheck } = result.requests;
    const rows = (counts) => Object.entries(counts)
        .filter((entry) => (entry[1] ?? 0) > 0)
        .sort(([, a], [, b]) => b - a)
        .map(([key, count]) => [`<code>${(0,report_escape/* escapeHtml */.ZD)(key)}</code>`, (0,wording/* formatCount */.B4)(count), (0,wording/* formatShare */.T1)(count, total)]);
    return [
        table('Status codes', ['Status', 'Responses', 'Of requests'], rows(byStatus), 'counts'),
        table('Error categories', ['Category', 'Requests', 'Of requests'], rows(byCategory), 'counts'),
        table('Failed expect.json checks', ['Check', 'Responses', 'Of requests'], rows(byCheck ?? {}), 'counts'),
    ].join('\n');
}
/**
 * Returns the failed-response samples: status, category, what failed, and the start of the body as text. A GraphQL
 * error's message is shown whole, as the engine kept it (never cut here), with its code.
 */
function samplesTable(result) {
    const rows = (result.samples ?? []).map((sample) => [
        sample.status === 0 ? 'no response' : String(sample.status),
        `<code>${(0,report_escape/* escapeHtml */.ZD)(sample.category)}</code>`,
        sampleDetail(sample),
        sample.body ? `<pre>${(0,report_escape/* escapeHtml */.ZD)(sample.body)}</pre>` : '<em>empty</em>',
    ]);
    return table('Failed responses (samples)', ['Status', 'Category', 'Detail', 'Body (first 300 bytes)'], rows, 'samples');
}
/**
 * Returns what failed in a sample, escaped: the failed check (or the client's reason), then the first GraphQL error's
 * code and its whole message in a block that keeps its line breaks.
 */
function sampleDetail(sample) {
    const said = sample.check ?? sample.reason;
    const parts = said === undefined ? [] : [(0,report_escape/* escapeHtml */.ZD)(said)];
    if (sample.graphqlMessage !== undefined) {
        const code = sample.graphqlCode === undefined ? '' : `<code>${(0,report_escape/* escapeHtml */.ZD)(sample.graphqlCode)}</code> `;
        parts.push(`<div class="graphql-message">${code}${(0,report_escape/* escapeHtml */.ZD)(sample.graphqlMessage)}</div>`);
    }
    return parts.join('');
}
/**
 * Returns the comparison with the baseline (of the scenario, or of its step `step`): each metric's figures base and
 * head (the medians of rounds, the headers say so; the pooled figures of an older file, labelled), the shift over
 * rounds and its interval, the verdict with how sure at the run's level (`run`; not for a step, never judged); then
 * the scenario's notes on its rounds (outlier rounds, the warm-ups).
 */
function comparisonTable(comparison, loadTestPath, step, run) {
    const signed = (value) => `${value > 0 ? '+' : ''}${(0,wording/* formatNumber */.ZV)(value)}`;
    const medians = comparison.metrics.every((metric) => metric.medians);
    const figure = (value, metric) => medians ? (0,wording/* formatNumber */.ZV)(value) : `${(0,wording/* formatNumber */.ZV)(value)} <small>(${(0,report_escape/* escapeHtml */.ZD)((0,comparison_lines/* figuresLabel */.w5)(metric))})</small>`;
    const rows = comparison.metrics.map((metric) => {
        const [base, head] = metric.medians ? [metric.medians.base, metric.medians.head] : [metric.base, metric.head];
        const sure = step === undefined ? (0,regression_causes/* howSure */.o3)(metric, run) : undefined;
        return [
            `<code>${(0,report_escape/* escapeHtml */.ZD)(metric.key)}</code>`,
            figure(base, metric),
            figure(head, metric),
            `${signed(metric.change)} ${metric.unit}`,
            `[${signed(metric.interval[0])}, ${signed(metric.interval[1])}] ${metric.unit}`,
            `${(0,wording/* formatNumber */.ZV)(metric.tolerance)} ${metric.unit}`,
            sure ? `${badge(metric.verdict)} <small>${(0,report_escape/* escapeHtml */.ZD)(sure)}</small>` : badge(metric.verdict),
            lineOf(loadTestPath, metric.line),
        ];
    });
    const caption = `${step === undefined ? '' : `Step ${step}: `}Base against head (${comparison.rounds.base} base, ${comparison.rounds.head} head rounds; ${Math.round(comparison.confidence * 100)}% interval, ${comparison.method}; worse is positive)`;
    const sides = medians ? [' (median of rounds)', ' (median of rounds)'] : ['', ''];
    const headers = ['Metric', `Base${sides[0]}`, `Head${sides[1]}`, 'Shift', 'Interval', 'Tolerance', 'Verdict', 'Line'];
    const notes = step === undefined ? (0,comparison_lines/* roundNotes */.eU)(comparison) : [];
    return [table(caption, headers, rows), ...notes.map((note) => `<p class="meta">${(0,report_escape/* escapeHtml */.ZD)(note)}</p>`)].join('\n');
}
/** Returns ` <em>(once)</em>` after a step that is not simply measured, or nothing. */
function noteOf(step) {
    const note = (0,steps/* stepNote */.Lu)(step, true);
    return note === undefined ? '' : ` <em>(${(0,report_escape/* escapeHtml */.ZD)(note)})</em>`;
}
/** Returns a flow's steps: each one's outcome, requests, errors, p50/p95/p99 and rate. */
function stepsTable(steps) {
    const rows = steps.map((step) => [
        `${(0,report_escape/* escapeHtml */.ZD)(step.name)}${noteOf(step)}`,
        badge(step.outcome),
        (0,wording/* formatCount */.B4)(step.requests.total),
        (0,wording/* formatCount */.B4)(step.requests.failed),
        (0,wording/* formatNumber */.ZV)(step.latencyMs.p50),
        (0,wording/* formatNumber */.ZV)(step.latencyMs.p95),
        (0,wording/* formatNumber */.ZV)(step.latencyMs.p99),
        (0,wording/* formatNumber */.ZV)(step.rps),
    ]);
    return table('Steps', ['Step', 'Outcome', 'Requests', 'Failed', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'], rows);
}

;// CONCATENATED MODULE: ./src/report/html/page-script.ts
// The one script of report.html beside uPlot: each scenario's charts drawn from the page's JSON data.
/** The colours of the charts' lines, by series index; the legends' values (legend-values.ts) show the same. */
const SERIES_COLORS = ['#0969da', '#cf222e', '#1a7f37', '#9a6700', '#8250df', '#bf3989', '#1b7c83', '#953800'];
/**
 * The one script of report.html beside uPlot: it reads the figures from the JSON data element (never from markup) and
 * draws each scenario's charts into the places the page left for them. Labels reach uPlot as text (it sets
 * textContent), so no name from the data becomes markup. Plain ES2017, no module: the file opens from disk.
 */
const PAGE_SCRIPT = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('data').textContent);
  var X = data.distributionX;
  var style = getComputedStyle(document.documentElement);
  var fg = style.getPropertyValue('--fg').trim() || '#1f2328';
  var rule = style.getPropertyValue('--rule').trim() || '#d1d9e0';
  var COLORS = ${JSON.stringify(SERIES_COLORS)};
  var charts = [];

  function percentLabel(x) {
    var p = 100 * (1 - 1 / x);
    return (p >= 99 ? Number(p.toPrecision(7)) : Math.round(p * 10) / 10) + '%';
  }
  function axis(extra) {
    var base = { stroke: fg, grid: { stroke: rule, width: 1 }, ticks: { stroke: rule, width: 1 } };
    for (var key in extra) base[key] = extra[key];
    return base;
  }
  function line(label, index, extra) {
    var series = { label: label, stroke: COLORS[index % COLORS.length], width: 2, spanGaps: false };
    for (var key in extra) series[key] = extra[key];
    return series;
  }
  function draw(box, options, columns) {
    options.width = Math.max(280, box.clientWidth - 12);
    options.height = 220;
    options.legend = { live: true };
    charts.push({ box: box, plot: new uPlot(options, columns, box) });
  }

  // Percentile curves (the latency's, a stream's event gaps), x = 1/(1-p) on a log axis.
  function drawCurves(box, curves) {
    // The axis ends where the longest curve does (its max), in whole decades: 90%, 99%, 99.9%…
    var last = 0;
    curves.forEach(function (curve) { curve.ms.forEach(function (ms, i) { if (ms !== null && i > last) last = i; }); });
    var end = Math.max(10, Math.pow(10, Math.ceil(Math.log10(X[last]))));
    var decades = [];
    for (var d = 1; d <= end; d *= 10) decades.push(d);
    draw(box, {
      scales: {
        x: { time: false, distr: 3, log: 10, range: function () { return [1, end]; } },
        y: { range: function (u, min, max) { return [0, max > 0 ? max * 1.05 : 1]; } },
      },
      series: [{ label: 'percentile', value: function (u, x) { return x == null ? '-' : percentLabel(x); } }]
        .concat(curves.map(function (curve, i) { return line(curve.label, i, { points: { show: false } }); })),
      axes: [
        axis({ label: 'percentile', splits: function () { return decades; }, values: function (u, xs) { return xs.map(percentLabel); } }),
        axis({ label: 'ms', size: 60 }),
      ],
    }, [X].concat(curves.map(function (curve) { return curve.ms; })));
  }

  var drawers = {
    distribution: function (box, scenario) { drawCurves(box, scenario.distribution); },
    eventGap: function (box, scenario) { drawCurves(box, scenario.eventGap); },
    timeline: function (box, scenario) {
      var t = scenario.timeline;
      var seconds = t.second || t.requests.map(function (_, i) { return t.start + i * t.every; });
      draw(box, {
        scales: { x: { time: false }, rate: {}, ms: {} },
        series: [
          { label: 'second' },
          line('requests/s', 0, { scale: 'rate' }),
          line('errors/s', 1, { scale: 'rate', dash: [4, 4] }),
          line('p50 ms', 2, { scale: 'ms' }),
          line('p95 ms', 3, { scale: 'ms' }),
          line('p99 ms', 4, { scale: 'ms' }),
        ],
        axes: [axis({ label: 'second', incrs: [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600] }), axis({ scale: 'rate', label: 'req/s', size: 60 }),
          axis({ scale: 'ms', label: 'ms', side: 1, size: 60, grid: { show: false } })],
      }, [seconds, t.requests, t.errors, t.p50, t.p95, t.p99]);
    },
    events: function (box, scenario) {
      var t = scenario.events;
      var seconds = t.second || t.events.map(function (_, i) { return t.start + i * t.every; });
      draw(box, {
        scales: { x: { time: false } },
        series: [{ label: 'second' }, line('events/s', 2)],
        axes: [axis({ label: 'second', incrs: [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600] }), axis({ label: 'events/s', size: 60 })],
      }, [seconds, t.events]);
    },
    rounds: function (box, scenario) {
      var r = scenario.rounds;
      var n = Math.max(r.base.length, r.head.length);
      var x = [], base = [], head = [];
      for (var i = 0; i < n; i++) { x.push(i + 1); base.push(i < r.base.length ? r.base[i] : null); head.push(i < r.head.length ? r.head[i] : null); }
      draw(box, {
        scales: { x: { time: false } },
        series: [{ label: 'round' }, line('base p95 ms', 6), line('head p95 ms', 0)],
        axes: [axis({ label: 'round', incrs: [1, 2, 5, 10, 20, 50] }), axis({ label: 'ms', size: 60 })],
      }, [x, base, head]);
    },
  };

  data.scenarios.forEach(function (scenario) {
    Object.keys(drawers).forEach(function (kind) {
      var box = document.getElementById(scenario.id + '-' + kind);
      if (box && scenario[kind]) drawers[kind](box, scenario);
    });
  });

  var pending;
  window.addEventListener('resize', function () {
    clearTimeout(pending);
    pending = setTimeout(function () {
      charts.forEach(function (chart) { chart.plot.setSize({ width: Math.max(280, chart.box.clientWidth - 12), height: 220 }); });
    }, 150);
  });
})();
`;

;// CONCATENATED MODULE: ./src/report/html/page-style.ts
// The style sheet of report.html: light and dark colour schemes, and a print layout.
/**
 * The style sheet of report.html: light and dark colour schemes (prefers-color-scheme) through custom properties, and
 * a print layout (white paper, black text, sections kept whole, charts scaled to the page).
 */
const PAGE_STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --rule: #d1d9e0; --panel: #f6f8fa;
  --pass: #1a7f37; --fail: #cf222e; --warn: #9a6700; --info: #0969da; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --rule: #3d444d; --panel: #151b23;
    --pass: #3fb950; --fail: #f85149; --warn: #d29922; --info: #4493f8; }
}
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 3rem; background: var(--bg); color: var(--fg);
  font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
h1 { font-size: 1.6rem; margin: 0.5rem 0; }
h2 { font-size: 1.25rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
a { color: var(--info); }
code, pre, .line { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; max-width: 60ch; }
.facts, .meta, caption, figcaption { color: var(--muted); }
section.scenario { border: 1px solid var(--rule); border-left-width: 6px; border-radius: 6px; padding: 0.75rem 1rem;
  margin: 1.25rem 0; background: var(--bg); }
section.passed { border-left-color: var(--pass); }
section.failed, section.errored { border-left-color: var(--fail); }
section.inconclusive, section.cancelled { border-left-color: var(--warn); }
section.skipped { border-left-color: var(--muted); }
.headline { font-size: 1.15rem; font-weight: 600; margin: 0.25rem 0; }
.not-run { background: var(--panel); border-radius: 6px; padding: 0.4rem 0.75rem; margin: 0.5rem 0; }
.not-run p, .not-run ul { margin: 0.2rem 0; }
.graphql-message { white-space: pre-wrap; overflow-wrap: anywhere; max-width: 80ch; }
table.legend { display: table; margin: 0 0 0.25rem; font-size: 0.8rem; }
table.legend th, table.legend td { padding: 0 0.4rem; }
table.legend td { text-align: right; font-variant-numeric: tabular-nums; }
table.legend th[scope="row"] { background: none; font-weight: normal; }
.swatch { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 2px; margin-right: 0.35em;
  vertical-align: -0.05em; }
table { border-collapse: collapse; margin: 0.5rem 1rem 0.75rem 0; display: inline-table; vertical-align: top; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.2rem; }
th, td { border: 1px solid var(--rule); padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
th { background: var(--panel); }
table.figures td, table.counts td:nth-child(n+2) { text-align: right; font-variant-numeric: tabular-nums; }
.badge { display: inline-block; border-radius: 1em; padding: 0 0.6em; font-size: 0.8rem; font-weight: 600;
  color: #fff; background: var(--muted); vertical-align: middle; }
.badge.passed, .badge.met, .badge.unchanged { background: var(--pass); }
.badge.failed, .badge.errored, .badge.breached, .badge.regressed { background: var(--fail); }
.badge.inconclusive, .badge.cancelled { background: var(--warn); }
.error, .triage { background: var(--panel); border-radius: 6px; padding: 0.4rem 0.75rem; margin: 0.5rem 0; }
.error strong { color: var(--fail); }
.charts { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0.5rem 0; }
figure.chart { margin: 0; flex: 1 1 360px; min-width: 300px; border: 1px solid var(--rule); border-radius: 6px;
  padding: 0.4rem; background: var(--bg); }
figure.chart figcaption { font-size: 0.85rem; margin-bottom: 0.25rem; }
.uplot, .uplot .u-legend { font-family: inherit; color: var(--fg); }
.nojs { background: var(--panel); padding: 0.4rem 0.75rem; border-radius: 6px; }
@media print {
  :root { --bg: #ffffff; --fg: #000000; --muted: #333333; --rule: #999999; --panel: #eeeeee; color-scheme: light; }
  body { max-width: none; padding: 0; font-size: 11px; }
  section.scenario { break-inside: avoid-page; }
  figure.chart { break-inside: avoid; }
  figure.chart canvas { max-width: 100%; height: auto !important; }
  .badge { color: #000; border: 1px solid #000; background: none !important; }
}
`;

// EXTERNAL MODULE: ./src/results/arrival-wording.ts
var arrival_wording = __webpack_require__(94130);
// EXTERNAL MODULE: ./src/results/stream-wording.ts
var stream_wording = __webpack_require__(62593);
;// CONCATENATED MODULE: ./src/report/html/legend-values.ts
// The values of each chart's legend in report.html, written into the page so that they show without hovering (uPlot's
// own legend shows a point's values only under the cursor) and without JavaScript.




/** The percentiles the distribution's legend shows, each read from the curve at its x = 1/(1-p). */
const CURVE_POINTS = [
    ['p50', 2],
    ['p95', 20],
    ['p99', 100],
];
/** Returns a curve's value at x (the max when the count ran out before x), or undefined when the curve has none. */
function curveAt(curve, x) {
    const index = DISTRIBUTION_X.indexOf(x);
    const value = curve.ms[index];
    return value ?? undefined;
}
/** Returns a curve's last value: the histogram's max. */
function curveMax(curve) {
    return curve.ms.findLast((value) => value !== null);
}
/** Returns the min, mean and max of a series, without its gaps (nulls). */
function minMeanMax(values) {
    const present = values.filter((value) => value !== null && Number.isFinite(value));
    if (present.length === 0)
        return [undefined, undefined, undefined];
    const mean = present.reduce((sum, value) => sum + value, 0) / present.length;
    return [Math.min(...present), mean, Math.max(...present)];
}
/** Returns a legend as a small table: a swatch of each series' colour, its label and its figures. */
function legendTable(headers, rows) {
    const head = ['Series', ...headers].map((header) => `<th scope="col">${(0,report_escape/* escapeHtml */.ZD)(header)}</th>`).join('');
    const body = rows
        .map(({ label, color, values }) => {
        const swatch = `<span class="swatch" style="background:${SERIES_COLORS[color % SERIES_COLORS.length]}"></span>`;
        const cells = values.map((value) => `<td>${value === undefined ? '—' : (0,wording/* formatNumber */.ZV)(value)}</td>`).join('');
        return `<tr><th scope="row">${swatch}${(0,report_escape/* escapeHtml */.ZD)(label)}</th>${cells}</tr>`;
    })
        .join('');
    return `<table class="legend"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
/** Returns the legend of percentile curves: each one's p50, p95, p99 and max (ms). */
function curvesLegend(curves) {
    const rows = curves.map((curve, index) => ({
        label: curve.label,
        color: index,
        values: [...CURVE_POINTS.map(([, x]) => curveAt(curve, x)), curveMax(curve)],
    }));
    return legendTable([...CURVE_POINTS.map(([label]) => `${label} ms`), 'max ms'], rows);
}
/**
 * Returns the legend of one chart of a scenario with each series' figures, or '' when the scenario has no such chart:
 * the percentile curves' (the latency's, the event gaps') p50, p95, p99 and max (ms); the timeline's, the events per
 * second's and the rounds' min, mean and max of each series.
 */
function legendValues(charts, kind) {
    if (kind === 'distribution' && charts.distribution)
        return curvesLegend(charts.distribution);
    if (kind === 'eventGap' && charts.eventGap)
        return curvesLegend(charts.eventGap);
    if (kind === 'events' && charts.events)
        return legendTable(['min', 'mean', 'max'], [{ label: 'events/s', color: 2, values: minMeanMax(charts.events.events) }]);
    if (kind === 'timeline' && charts.timeline) {
        const t = charts.timeline;
        const series = [
            ['requests/s', t.requests],
            ['errors/s', t.errors],
            ['p50 ms', t.p50],
            ['p95 ms', t.p95],
            ['p99 ms', t.p99],
        ];
        const rows = series.map(([label, values], index) => ({ label, color: index, values: minMeanMax(values) }));
        return legendTable(['min', 'mean', 'max'], rows);
    }
    if (kind === 'rounds' && charts.rounds) {
        const rows = [
            { label: 'base p95 ms', color: 6, values: minMeanMax(charts.rounds.base) },
            { label: 'head p95 ms', color: 0, values: minMeanMax(charts.rounds.head) },
        ];
        return legendTable(['min', 'mean', 'max'], rows);
    }
    return '';
}

// EXTERNAL MODULE: ./src/results/not-started.ts
var not_started = __webpack_require__(14551);
;// CONCATENATED MODULE: ./src/report/html/scenario-section.ts







/**
 * Returns the place of one chart, which the page's script draws into; it says what it shows without JavaScript too,
 * and its legend's values show without hovering.
 */
function chartBox(charts, kind, title) {
    return `<figure class="chart" id="${charts.id}-${kind}" data-chart="${kind}"><figcaption>${(0,report_escape/* escapeHtml */.ZD)(title)}</figcaption>${legendValues(charts, kind)}</figure>`;
}
/** Returns the chart places of a scenario, one for each chart its data has. */
function chartBoxes(charts) {
    const boxes = [
        charts.distribution && chartBox(charts, 'distribution', 'Latency by percentile (HdrHistogram: x = 1/(1-p), log)'),
        charts.timeline &&
            chartBox(charts, 'timeline', charts.timeline.every > 1
                ? `Timeline, ${charts.timeline.every} s a point: requests and errors per second, worst p50/p95/p99 (ms)`
                : 'Timeline per second: requests, errors, p50/p95/p99 (ms)'),
        charts.events &&
            chartBox(charts, 'events', charts.events.every > 1 ? `Events per second, ${charts.events.every} s a point` : 'Events per second'),
        charts.eventGap && chartBox(charts, 'eventGap', 'Gaps between events by percentile (ms)'),
        charts.rounds && chartBox(charts, 'rounds', 'p95 by round, base against head (ms)'),
    ].filter(Boolean);
    return boxes.length > 0 ? `<div class="charts">${boxes.join('\n')}</div>` : '';
}
/** Returns why the scenario did not pass and what to do, with its failed-response samples. */
function triageBlock(scenario) {
    const parts = [];
    if (scenario.outcome === 'skipped') {
        parts.push(`<p class="not-run"><strong>Not run</strong>${(0,not_started/* skippedBySkipKey */.ai)([scenario]) ? ' (<code>skip:</code> in the load test)' : ''}: ${(0,report_escape/* escapeHtml */.ZD)((0,wording/* skipReason */.YG)(scenario))}</p>`);
    }
    if (scenario.outcome === 'errored') {
        parts.push(`<p class="error"><strong>Could not run:</strong> ${(0,report_escape/* escapeHtml */.ZD)((0,wording/* errorReason */.jf)(scenario))}</p>`);
    }
    if (scenario.triage) {
        parts.push(`<div class="triage"><p><strong>Triage:</strong> <code>${(0,report_escape/* escapeHtml */.ZD)(scenario.triage.category)}</code> — ${(0,report_escape/* escapeHtml */.ZD)(scenario.triage.evidence)}</p>`, `<p><strong>Next step:</strong> ${(0,report_escape/* escapeHtml */.ZD)(scenario.triage.nextStep)}</p></div>`);
    }
    parts.push(samplesTable(scenario));
    return parts.join('\n');
}
/**
 * Returns a scenario's section of report.html: verdict, thresholds, charts, counts, triage, comparison (how sure at the
 * level of the run `run`) and steps.
 */
function scenarioSection(scenario, charts, loadTestPath, run) {
    const { requests } = scenario;
    const facts = [
        `<code>${(0,report_escape/* escapeHtml */.ZD)(scenario.endpoint)}</code>`,
        lineOf(loadTestPath, scenario.line),
        scenario.arrival
            ? `max ${(0,wording/* formatCount */.B4)(scenario.concurrentUsers)} users`
            : `${(0,wording/* formatCount */.B4)(scenario.concurrentUsers)} users`,
        `${(0,wording/* formatNumber */.ZV)(scenario.durationSeconds)} s`,
        `${(0,wording/* formatCount */.B4)(requests.total)} requests`,
        `${(0,wording/* formatCount */.B4)(requests.failed)} failed`,
        `${(0,wording/* formatNumber */.ZV)(scenario.rps)} req/s`,
    ];
    const measured = requests.total > 0;
    return [
        `<section class="scenario ${(0,report_escape/* escapeHtml */.ZD)(scenario.outcome)}" id="${charts.id}">`,
        `<h2>${badge(scenario.outcome)} <span class="name">${(0,report_escape/* escapeHtml */.ZD)(scenario.name)}</span></h2>`,
        `<p class="facts">${facts.join(' · ')}</p>`,
        // An open-model scenario's schedule against what was achieved (the same sentence as the job summary's).
        scenario.arrival
            ? `<p class="facts">Open model: ${(0,report_escape/* escapeHtml */.ZD)((0,arrival_wording/* arrivalSentence */.FL)(scenario, scenario.arrival))}</p>`
            : '',
        // A stream scenario's figures (the same sentence as the terminal's and JUnit's) and what its latency is.
        scenario.stream
            ? `<p class="facts">Streams: ${(0,report_escape/* escapeHtml */.ZD)((0,stream_wording/* streamSentence */.kt)(scenario, scenario.stream))}. ${(0,report_escape/* escapeHtml */.ZD)((0,wording/* capitalized */.l2)((0,stream_wording/* streamLatency */.Vk)(scenario.stream)))}.</p>`
            : '',
        triageBlock(scenario),
        thresholdsTable(scenario, loadTestPath),
        chartBoxes(charts),
        measured ? latencyTable(scenario) : '<p><em>No request was measured.</em></p>',
        countsTables(scenario),
        scenario.comparison ? comparisonTable(scenario.comparison, loadTestPath, undefined, run) : '',
        ...(scenario.comparison?.steps ?? []).map((step) => comparisonTable(step, loadTestPath, step.name)),
        scenario.steps?.length ? stepsTable(scenario.steps) : '',
        '</section>',
    ]
        .filter(Boolean)
        .join('\n');
}

;// CONCATENATED MODULE: ./src/report/html/uplot.generated.ts
// @ts-nocheck
// Generated by `npm run uplot-assets` from uPlot 1.6.32 (MIT, node_modules/uplot/dist): do not edit.
const UPLOT_VERSION = "1.6.32";
const UPLOT_SCRIPT = "/*! https://github.com/leeoniya/uPlot (v1.6.32) */\nvar uPlot=function(){\"use strict\";const l=\"u-off\",e=\"u-label\",t=\"width\",n=\"height\",i=\"top\",o=\"bottom\",s=\"left\",r=\"right\",u=\"#000\",a=u+\"0\",f=\"mousemove\",c=\"mousedown\",h=\"mouseup\",d=\"mouseenter\",p=\"mouseleave\",m=\"dblclick\",g=\"change\",x=\"dppxchange\",w=\"--\",_=\"undefined\"!=typeof window,b=_?document:null,v=_?window:null,k=_?navigator:null;let y,M;function S(l,e){if(null!=e){let t=l.classList;!t.contains(e)&&t.add(e)}}function T(l,e){let t=l.classList;t.contains(e)&&t.remove(e)}function E(l,e,t){l.style[e]=t+\"px\"}function z(l,e,t,n){let i=b.createElement(l);return null!=e&&S(i,e),null!=t&&t.insertBefore(i,n),i}function D(l,e){return z(\"div\",l,e)}const P=new WeakMap;function A(e,t,n,i,o){let s=\"translate(\"+t+\"px,\"+n+\"px)\";s!=P.get(e)&&(e.style.transform=s,P.set(e,s),0>t||0>n||t>i||n>o?S(e,l):T(e,l))}const W=new WeakMap;function Y(l,e,t){let n=e+t;n!=W.get(l)&&(W.set(l,n),l.style.background=e,l.style.borderColor=t)}const C=new WeakMap;function H(l,e,t,n){let i=e+\"\"+t;i!=C.get(l)&&(C.set(l,i),l.style.height=t+\"px\",l.style.width=e+\"px\",l.style.marginLeft=n?-e/2+\"px\":0,l.style.marginTop=n?-t/2+\"px\":0)}const F={passive:!0},R={...F,capture:!0};function G(l,e,t,n){e.addEventListener(l,t,n?R:F)}function I(l,e,t){e.removeEventListener(l,t,F)}function L(l,e,t,n){let i;t=t||0;let o=2147483647>=(n=n||e.length-1);for(;n-t>1;)i=o?t+n>>1:sl((t+n)/2),l>e[i]?t=i:n=i;return l-e[t]>e[n]-l?n:t}function O(l){return(e,t,n)=>{let i=-1,o=-1;for(let o=t;n>=o;o++)if(l(e[o])){i=o;break}for(let i=n;i>=t;i--)if(l(e[i])){o=i;break}return[i,o]}}_&&function l(){let e=devicePixelRatio;y!=e&&(y=e,M&&I(g,M,l),M=matchMedia(`(min-resolution: ${y-.001}dppx) and (max-resolution: ${y+.001}dppx)`),G(g,M,l),v.dispatchEvent(new CustomEvent(x)))}();const N=l=>null!=l,j=l=>null!=l&&l>0,U=O(N),V=O(j);function B(l,e,t,n){let i=hl(l),o=hl(e);l==e&&(-1==i?(l*=t,e/=t):(l/=t,e*=t));let s=10==t?dl:pl,r=1==o?ul:sl,u=(1==i?sl:ul)(s(ol(l))),a=r(s(ol(e))),f=cl(t,u),c=cl(t,a);return 10==t&&(0>u&&(f=Al(f,-u)),0>a&&(c=Al(c,-a))),n||2==t?(l=f*i,e=c*o):(l=Pl(l,f),e=Dl(e,c)),[l,e]}function $(l,e,t,n){let i=B(l,e,t,n);return 0==l&&(i[0]=0),0==e&&(i[1]=0),i}const J=.1,q={mode:3,pad:J},K={pad:0,soft:null,mode:0},X={min:K,max:K};function Z(l,e,t,n){return Ol(t)?ll(l,e,t):(K.pad=t,K.soft=n?0:null,K.mode=n?3:0,ll(l,e,X))}function Q(l,e){return null==l?e:l}function ll(l,e,t){let n=t.min,i=t.max,o=Q(n.pad,0),s=Q(i.pad,0),r=Q(n.hard,-gl),u=Q(i.hard,gl),a=Q(n.soft,gl),f=Q(i.soft,-gl),c=Q(n.mode,0),h=Q(i.mode,0),d=e-l,p=dl(d),m=fl(ol(l),ol(e)),g=dl(m),x=ol(g-p);(1e-24>d||x>10)&&(d=0,0!=l&&0!=e||(d=1e-24,2==c&&a!=gl&&(o=0),2==h&&f!=-gl&&(s=0)));let w=d||m||1e3,_=dl(w),b=cl(10,sl(_)),v=Al(Pl(l-w*(0==d?0==l?.1:1:o),b/10),24),k=a>l||1!=c&&(3!=c||v>a)&&(2!=c||a>v)?gl:a,y=fl(r,k>v&&l>=k?k:al(k,v)),M=Al(Dl(e+w*(0==d?0==e?.1:1:s),b/10),24),S=e>f||1!=h&&(3!=h||f>M)&&(2!=h||M>f)?-gl:f,T=al(u,M>S&&S>=e?S:fl(S,M));return y==T&&0==y&&(T=100),[y,T]}const el=new Intl.NumberFormat(_?k.language:\"en-US\"),tl=l=>el.format(l),nl=Math,il=nl.PI,ol=nl.abs,sl=nl.floor,rl=nl.round,ul=nl.ceil,al=nl.min,fl=nl.max,cl=nl.pow,hl=nl.sign,dl=nl.log10,pl=nl.log2,ml=(l,e=1)=>nl.asinh(l/e),gl=1/0;function xl(l){return 1+(0|dl((l^l>>31)-(l>>31)))}function wl(l,e,t){return al(fl(l,e),t)}function _l(l){return\"function\"==typeof l}function bl(l){return _l(l)?l:()=>l}const vl=l=>l,kl=(l,e)=>e,yl=()=>null,Ml=()=>!0,Sl=(l,e)=>l==e,Tl=/\\.\\d*?(?=9{6,}|0{6,})/gm,El=l=>{if(Il(l)||Wl.has(l))return l;const e=\"\"+l,t=e.match(Tl);if(null==t)return l;let n=t[0].length-1;if(-1!=e.indexOf(\"e-\")){let[l,t]=e.split(\"e\");return+`${El(l)}e${t}`}return Al(l,n)};function zl(l,e){return El(Al(El(l/e))*e)}function Dl(l,e){return El(ul(El(l/e))*e)}function Pl(l,e){return El(sl(El(l/e))*e)}function Al(l,e=0){if(Il(l))return l;let t=10**e;return rl(l*t*(1+Number.EPSILON))/t}const Wl=new Map;function Yl(l){return((\"\"+l).split(\".\")[1]||\"\").length}function Cl(l,e,t,n){let i=[],o=n.map(Yl);for(let s=e;t>s;s++){let e=ol(s),t=Al(cl(l,s),e);for(let r=0;n.length>r;r++){let u=10==l?+`${n[r]}e${s}`:n[r]*t,a=(0>s?e:0)+(o[r]>s?o[r]:0),f=10==l?u:Al(u,a);i.push(f),Wl.set(f,a)}}return i}const Hl={},Fl=[],Rl=[null,null],Gl=Array.isArray,Il=Number.isInteger;function Ll(l){return\"string\"==typeof l}function Ol(l){let e=!1;if(null!=l){let t=l.constructor;e=null==t||t==Object}return e}function Nl(l){return null!=l&&\"object\"==typeof l}const jl=Object.getPrototypeOf(Uint8Array),Ul=\"__proto__\";function Vl(l,e=Ol){let t;if(Gl(l)){let n=l.find((l=>null!=l));if(Gl(n)||e(n)){t=Array(l.length);for(let n=0;l.length>n;n++)t[n]=Vl(l[n],e)}else t=l.slice()}else if(l instanceof jl)t=l.slice();else if(e(l)){t={};for(let n in l)n!=Ul&&(t[n]=Vl(l[n],e))}else t=l;return t}function Bl(l){let e=arguments;for(let t=1;e.length>t;t++){let n=e[t];for(let e in n)e!=Ul&&(Ol(l[e])?Bl(l[e],Vl(n[e])):l[e]=Vl(n[e]))}return l}function $l(l,e,t){for(let n,i=0,o=-1;e.length>i;i++){let s=e[i];if(s>o){for(n=s-1;n>=0&&null==l[n];)l[n--]=null;for(n=s+1;t>n&&null==l[n];)l[o=n++]=null}}}const Jl=\"undefined\"==typeof queueMicrotask?l=>Promise.resolve().then(l):queueMicrotask,ql=[\"January\",\"February\",\"March\",\"April\",\"May\",\"June\",\"July\",\"August\",\"September\",\"October\",\"November\",\"December\"],Kl=[\"Sunday\",\"Monday\",\"Tuesday\",\"Wednesday\",\"Thursday\",\"Friday\",\"Saturday\"];function Xl(l){return l.slice(0,3)}const Zl=Kl.map(Xl),Ql=ql.map(Xl),le={MMMM:ql,MMM:Ql,WWWW:Kl,WWW:Zl};function ee(l){return(10>l?\"0\":\"\")+l}const te={YYYY:l=>l.getFullYear(),YY:l=>(l.getFullYear()+\"\").slice(2),MMMM:(l,e)=>e.MMMM[l.getMonth()],MMM:(l,e)=>e.MMM[l.getMonth()],MM:l=>ee(l.getMonth()+1),M:l=>l.getMonth()+1,DD:l=>ee(l.getDate()),D:l=>l.getDate(),WWWW:(l,e)=>e.WWWW[l.getDay()],WWW:(l,e)=>e.WWW[l.getDay()],HH:l=>ee(l.getHours()),H:l=>l.getHours(),h:l=>{let e=l.getHours();return 0==e?12:e>12?e-12:e},AA:l=>12>l.getHours()?\"AM\":\"PM\",aa:l=>12>l.getHours()?\"am\":\"pm\",a:l=>12>l.getHours()?\"a\":\"p\",mm:l=>ee(l.getMinutes()),m:l=>l.getMinutes(),ss:l=>ee(l.getSeconds()),s:l=>l.getSeconds(),fff:l=>function(l){return(10>l?\"00\":100>l?\"0\":\"\")+l}(l.getMilliseconds())};function ne(l,e){e=e||le;let t,n=[],i=/\\{([a-z]+)\\}|[^{]+/gi;for(;t=i.exec(l);)n.push(\"{\"==t[0][0]?te[t[1]]:t[0]);return l=>{let t=\"\";for(let i=0;n.length>i;i++)t+=\"string\"==typeof n[i]?n[i]:n[i](l,e);return t}}const ie=(new Intl.DateTimeFormat).resolvedOptions().timeZone,oe=l=>l%1==0,se=[1,2,2.5,5],re=Cl(10,-32,0,se),ue=Cl(10,0,32,se),ae=ue.filter(oe),fe=re.concat(ue),ce=\"{YYYY}\",he=\"\\n\"+ce,de=\"{M}/{D}\",pe=\"\\n\"+de,me=pe+\"/{YY}\",ge=\"{aa}\",xe=\"{h}:{mm}\"+ge,we=\"\\n\"+xe,_e=\":{ss}\",be=null;function ve(l){let e=1e3*l,t=60*e,n=60*t,i=24*n,o=30*i,s=365*i;return[(1==l?Cl(10,0,3,se).filter(oe):Cl(10,-3,0,se)).concat([e,5*e,10*e,15*e,30*e,t,5*t,10*t,15*t,30*t,n,2*n,3*n,4*n,6*n,8*n,12*n,i,2*i,3*i,4*i,5*i,6*i,7*i,8*i,9*i,10*i,15*i,o,2*o,3*o,4*o,6*o,s,2*s,5*s,10*s,25*s,50*s,100*s]),[[s,ce,be,be,be,be,be,be,1],[28*i,\"{MMM}\",he,be,be,be,be,be,1],[i,de,he,be,be,be,be,be,1],[n,\"{h}\"+ge,me,be,pe,be,be,be,1],[t,xe,me,be,pe,be,be,be,1],[e,_e,me+\" \"+xe,be,pe+\" \"+xe,be,we,be,1],[l,_e+\".{fff}\",me+\" \"+xe,be,pe+\" \"+xe,be,we,be,1]],function(e){return(r,u,a,f,c,h)=>{let d=[],p=c>=s,m=c>=o&&s>c,g=e(a),x=Al(g*l,3),w=Pe(g.getFullYear(),p?0:g.getMonth(),m||p?1:g.getDate()),_=Al(w*l,3);if(m||p){let t=m?c/o:0,n=p?c/s:0,i=x==_?x:Al(Pe(w.getFullYear()+n,w.getMonth()+t,1)*l,3),r=new Date(rl(i/l)),u=r.getFullYear(),a=r.getMonth();for(let o=0;f>=i;o++){let s=Pe(u+n*o,a+t*o,1),r=s-e(Al(s*l,3));i=Al((+s+r)*l,3),i>f||d.push(i)}}else{let o=i>c?c:i,s=_+(sl(a)-sl(x))+Dl(x-_,o);d.push(s);let p=e(s),m=p.getHours()+p.getMinutes()/t+p.getSeconds()/n,g=c/n,w=h/r.axes[u]._space;for(;s=Al(s+c,1==l?0:3),f>=s;)if(g>1){let l=sl(Al(m+g,6))%24,t=e(s).getHours()-l;t>1&&(t=-1),s-=t*n,m=(m+g)%24,.7>Al((s-d[d.length-1])/c,3)*w||d.push(s)}else d.push(s)}return d}}]}const[ke,ye,Me]=ve(1),[Se,Te,Ee]=ve(.001);function ze(l,e){return l.map((l=>l.map(((t,n)=>0==n||8==n||null==t?t:e(1==n||0==l[8]?t:l[1]+t)))))}function De(l,e){return(t,n,i,o,s)=>{let r,u,a,f,c,h,d=e.find((l=>s>=l[0]))||e[e.length-1];return n.map((e=>{let t=l(e),n=t.getFullYear(),i=t.getMonth(),o=t.getDate(),s=t.getHours(),p=t.getMinutes(),m=t.getSeconds(),g=n!=r&&d[2]||i!=u&&d[3]||o!=a&&d[4]||s!=f&&d[5]||p!=c&&d[6]||m!=h&&d[7]||d[1];return r=n,u=i,a=o,f=s,c=p,h=m,g(t)}))}}function Pe(l,e,t){return new Date(l,e,t)}function Ae(l,e){return e(l)}function We(l,e){return(t,n,i,o)=>null==o?w:e(l(n))}Cl(2,-53,53,[1]);const Ye={show:!0,live:!0,isolate:!1,mount:()=>{},markers:{show:!0,width:2,stroke:function(l,e){let t=l.series[e];return t.width?t.stroke(l,e):t.points.width?t.points.stroke(l,e):null},fill:function(l,e){return l.series[e].fill(l,e)},dash:\"solid\"},idx:null,idxs:null,values:[]},Ce=[0,0];function He(l,e,t,n=!0){return l=>{0==l.button&&(!n||l.target==e)&&t(l)}}function Fe(l,e,t,n=!0){return l=>{(!n||l.target==e)&&t(l)}}const Re={show:!0,x:!0,y:!0,lock:!1,move:function(l,e,t){return Ce[0]=e,Ce[1]=t,Ce},points:{one:!1,show:function(l,e){let i=l.cursor.points,o=D(),s=i.size(l,e);E(o,t,s),E(o,n,s);let r=s/-2;E(o,\"marginLeft\",r),E(o,\"marginTop\",r);let u=i.width(l,e,s);return u&&E(o,\"borderWidth\",u),o},size:function(l,e){return l.series[e].points.size},width:0,stroke:function(l,e){let t=l.series[e].points;return t._stroke||t._fill},fill:function(l,e){let t=l.series[e].points;return t._fill||t._stroke}},bind:{mousedown:He,mouseup:He,click:He,dblclick:He,mousemove:Fe,mouseleave:Fe,mouseenter:Fe},drag:{setScale:!0,x:!0,y:!1,dist:0,uni:null,click:(l,e)=>{e.stopPropagation(),e.stopImmediatePropagation()},_x:!1,_y:!1},focus:{dist:(l,e,t,n,i)=>n-i,prox:-1,bias:0},hover:{skip:[void 0],prox:null,bias:0},left:-10,top:-10,idx:null,dataIdx:null,idxs:null,event:null},Ge={show:!0,stroke:\"rgba(0,0,0,0.07)\",width:2},Ie=Bl({},Ge,{filter:kl}),Le=Bl({},Ie,{size:10}),Oe=Bl({},Ge,{show:!1}),Ne='12px system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\"',je=\"bold \"+Ne,Ue={show:!0,scale:\"x\",stroke:u,space:50,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:je,side:2,grid:Ie,ticks:Le,border:Oe,font:Ne,lineGap:1.5,rotate:0},Ve={show:!0,scale:\"x\",auto:!1,sorted:1,min:gl,max:-gl,idxs:[]};function Be(l,e){return e.map((l=>null==l?\"\":tl(l)))}function $e(l,e,t,n,i,o,s){let r=[],u=Wl.get(i)||0;for(let l=t=s?t:Al(Dl(t,i),u);n>=l;l=Al(l+i,u))r.push(Object.is(l,-0)?0:l);return r}function Je(l,e,t,n,i){const o=[],s=l.scales[l.axes[e].scale].log,r=sl((10==s?dl:pl)(t));i=cl(s,r),10==s&&(i=fe[L(i,fe)]);let u=t,a=i*s;10==s&&(a=fe[L(a,fe)]);do{o.push(u),u+=i,10!=s||Wl.has(u)||(u=Al(u,Wl.get(i))),a>u||(a=(i=u)*s,10==s&&(a=fe[L(a,fe)]))}while(n>=u);return o}function qe(l,e,t,n,i){let o=l.scales[l.axes[e].scale].asinh,s=n>o?Je(l,e,fl(o,t),n,i):[o],r=0>n||t>0?[]:[0];return(-o>t?Je(l,e,fl(o,-n),-t,i):[o]).reverse().map((l=>-l)).concat(r,s)}const Ke=/./,Xe=/[12357]/,Ze=/[125]/,Qe=/1/,lt=(l,e,t,n)=>l.map(((l,i)=>4==e&&0==l||i%n==0&&t.test(l.toExponential()[0>l?1:0])?l:null));function et(l,e,t){let n=l.axes[t],i=n.scale,o=l.scales[i],s=l.valToPos,r=n._space,u=s(10,i),a=s(9,i)-u<r?s(7,i)-u<r?s(5,i)-u<r?Qe:Ze:Xe:Ke;if(a==Qe){let l=ol(s(1,i)-u);if(r>l)return lt(e.slice().reverse(),o.distr,a,ul(r/l)).reverse()}return lt(e,o.distr,a,1)}function tt(l,e,t){let n=l.axes[t],i=n.scale,o=n._space,s=l.valToPos,r=ol(s(1,i)-s(2,i));return o>r?lt(e.slice().reverse(),3,Ke,ul(o/r)).reverse():e}function nt(l,e,t,n){return null==n?w:null==e?\"\":tl(e)}const it={show:!0,scale:\"y\",stroke:u,space:30,gap:5,alignTo:1,size:50,labelGap:0,labelSize:30,labelFont:je,side:3,grid:Ie,ticks:Le,border:Oe,font:Ne,lineGap:1.5,rotate:0},ot={scale:null,auto:!0,sorted:0,min:gl,max:-gl},st=(l,e,t,n,i)=>i,rt={show:!0,auto:!0,sorted:0,gaps:st,alpha:1,facets:[Bl({},ot,{scale:\"x\"}),Bl({},ot,{scale:\"y\"})]},ut={scale:\"y\",auto:!0,sorted:0,show:!0,spanGaps:!1,gaps:st,alpha:1,points:{show:function(l,e){let{scale:t,idxs:n}=l.series[0],i=l._data[0],o=l.valToPos(i[n[0]],t,!0),s=l.valToPos(i[n[1]],t,!0);return ol(s-o)/(l.series[e].points.space*y)>=n[1]-n[0]},filter:null},values:null,min:gl,max:-gl,idxs:[],path:null,clip:null};function at(l,e,t){return t/10}const ft={time:!0,auto:!0,distr:1,log:10,asinh:1,min:null,max:null,dir:1,ori:0},ct=Bl({},ft,{time:!1,ori:1}),ht={};function dt(l){let e=ht[l];return e||(e={key:l,plots:[],sub(l){e.plots.push(l)},unsub(l){e.plots=e.plots.filter((e=>e!=l))},pub(l,t,n,i,o,s,r){for(let u=0;e.plots.length>u;u++)e.plots[u]!=t&&e.plots[u].pub(l,t,n,i,o,s,r)}},null!=l&&(ht[l]=e)),e}function pt(l,e,t){const n=l.mode,i=l.series[e],o=2==n?l._data[e]:l._data,s=l.scales,r=l.bbox;let u=o[0],a=2==n?o[1]:o[e],f=2==n?s[i.facets[0].scale]:s[l.series[0].scale],c=2==n?s[i.facets[1].scale]:s[i.scale],h=r.left,d=r.top,p=r.width,m=r.height,g=l.valToPosH,x=l.valToPosV;return 0==f.ori?t(i,u,a,f,c,g,x,h,d,p,m,kt,Mt,Tt,zt,Pt):t(i,u,a,f,c,x,g,d,h,m,p,yt,St,Et,Dt,At)}function mt(l,e){let t=0,n=0,i=Q(l.bands,Fl);for(let l=0;i.length>l;l++){let o=i[l];o.series[0]==e?t=o.dir:o.series[1]==e&&(n|=1==o.dir?1:2)}return[t,1==n?-1:2==n?1:3==n?2:0]}function gt(l,e,t,n,i){let o=l.series[e],s=l.scales[2==l.mode?o.facets[1].scale:o.scale];return-1==i?s.min:1==i?s.max:3==s.distr?1==s.dir?s.min:s.max:0}function xt(l,e,t,n,i,o){return pt(l,e,((l,e,s,r,u,a,f,c,h,d,p)=>{let m=l.pxRound;const g=0==r.ori?Mt:St;let x,w;1==r.dir*(0==r.ori?1:-1)?(x=t,w=n):(x=n,w=t);let _=m(a(e[x],r,d,c)),b=m(f(s[x],u,p,h)),v=m(a(e[w],r,d,c)),k=m(f(1==o?u.max:u.min,u,p,h)),y=new Path2D(i);return g(y,v,k),g(y,_,k),g(y,_,b),y}))}function wt(l,e,t,n,i,o){let s=null;if(l.length>0){s=new Path2D;const r=0==e?Tt:Et;let u=t;for(let e=0;l.length>e;e++){let t=l[e];if(t[1]>t[0]){let l=t[0]-u;l>0&&r(s,u,n,l,n+o),u=t[1]}}let a=t+i-u,f=10;a>0&&r(s,u,n-f/2,a,n+o+f)}return s}function _t(l,e,t,n,i,o,s){let r=[],u=l.length;for(let a=1==i?t:n;a>=t&&n>=a;a+=i)if(null===e[a]){let f=a,c=a;if(1==i)for(;++a<=n&&null===e[a];)c=a;else for(;--a>=t&&null===e[a];)c=a;let h=o(l[f]),d=c==f?h:o(l[c]),p=f-i;h=s>0||0>p||p>=u?h:o(l[p]);let m=c+i;d=0>s||0>m||m>=u?d:o(l[m]),h>d||r.push([h,d])}return r}function bt(l){return 0==l?vl:1==l?rl:e=>zl(e,l)}function vt(l){let e=0==l?kt:yt,t=0==l?(l,e,t,n,i,o)=>{l.arcTo(e,t,n,i,o)}:(l,e,t,n,i,o)=>{l.arcTo(t,e,i,n,o)},n=0==l?(l,e,t,n,i)=>{l.rect(e,t,n,i)}:(l,e,t,n,i)=>{l.rect(t,e,i,n)};return(l,i,o,s,r,u=0,a=0)=>{0==u&&0==a?n(l,i,o,s,r):(u=al(u,s/2,r/2),a=al(a,s/2,r/2),e(l,i+u,o),t(l,i+s,o,i+s,o+r,u),t(l,i+s,o+r,i,o+r,a),t(l,i,o+r,i,o,a),t(l,i,o,i+s,o,u),l.closePath())}}const kt=(l,e,t)=>{l.moveTo(e,t)},yt=(l,e,t)=>{l.moveTo(t,e)},Mt=(l,e,t)=>{l.lineTo(e,t)},St=(l,e,t)=>{l.lineTo(t,e)},Tt=vt(0),Et=vt(1),zt=(l,e,t,n,i,o)=>{l.arc(e,t,n,i,o)},Dt=(l,e,t,n,i,o)=>{l.arc(t,e,n,i,o)},Pt=(l,e,t,n,i,o,s)=>{l.bezierCurveTo(e,t,n,i,o,s)},At=(l,e,t,n,i,o,s)=>{l.bezierCurveTo(t,e,i,n,s,o)};function Wt(){return(l,e,t,n,i)=>pt(l,e,((e,o,s,r,u,a,f,c,h,d,p)=>{let m,g,{pxRound:x,points:w}=e;0==r.ori?(m=kt,g=zt):(m=yt,g=Dt);const _=Al(w.width*y,3);let b=(w.size-w.width)/2*y,v=Al(2*b,3),k=new Path2D,M=new Path2D,{left:S,top:T,width:E,height:z}=l.bbox;Tt(M,S-v,T-v,E+2*v,z+2*v);const D=l=>{if(null!=s[l]){let e=x(a(o[l],r,d,c)),t=x(f(s[l],u,p,h));m(k,e+b,t),g(k,e,t,b,0,2*il)}};if(i)i.forEach(D);else for(let l=t;n>=l;l++)D(l);return{stroke:_>0?k:null,fill:k,clip:M,flags:3}}))}function Yt(l){return(e,t,n,i,o,s)=>{n!=i&&(o!=n&&s!=n&&l(e,t,n),o!=i&&s!=i&&l(e,t,i),l(e,t,s))}}const Ct=Yt(Mt),Ht=Yt(St);function Ft(l){const e=Q(l?.alignGaps,0);return(l,t,n,i)=>pt(l,t,((o,s,r,u,a,f,c,h,d,p,m)=>{[n,i]=U(r,n,i);let g,x,w=o.pxRound,_=l=>w(f(l,u,p,h)),b=l=>w(c(l,a,m,d));0==u.ori?(g=Mt,x=Ct):(g=St,x=Ht);const v=u.dir*(0==u.ori?1:-1),k={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:1},y=k.stroke;let M=!1;if(i-n<4*p)for(let l=1==v?n:i;l>=n&&i>=l;l+=v){let e=r[l];null===e?M=!0:null!=e&&g(y,_(s[l]),b(e))}else{let e,t,o,a=e=>l.posToVal(e,u.key,!0),f=null,c=null,h=_(s[1==v?n:i]),d=_(s[n]),p=_(s[i]),m=a(1==v?d+1:p-1);for(let l=1==v?n:i;l>=n&&i>=l;l+=v){let n=s[l],i=(1==v?m>n:n>m)?h:_(n),o=r[l];i==h?null!=o?(t=o,null==f?(g(y,i,b(t)),e=f=c=t):f>t?f=t:t>c&&(c=t)):null===o&&(M=!0):(null!=f&&x(y,h,b(f),b(c),b(e),b(t)),null!=o?(t=o,g(y,i,b(t)),f=c=e=t):(f=c=null,null===o&&(M=!0)),h=i,m=a(h+v))}null!=f&&f!=c&&o!=h&&x(y,h,b(f),b(c),b(e),b(t))}let[S,T]=mt(l,t);if(null!=o.fill||0!=S){let e=k.fill=new Path2D(y),r=b(o.fillTo(l,t,o.min,o.max,S)),u=_(s[n]),a=_(s[i]);-1==v&&([a,u]=[u,a]),g(e,a,r),g(e,u,r)}if(!o.spanGaps){let a=[];M&&a.push(..._t(s,r,n,i,v,_,e)),k.gaps=a=o.gaps(l,t,n,i,a),k.clip=wt(a,u.ori,h,d,p,m)}return 0!=T&&(k.band=2==T?[xt(l,t,n,i,y,-1),xt(l,t,n,i,y,1)]:xt(l,t,n,i,y,T)),k}))}function Rt(l,e,t,n,i,o,s=gl){if(l.length>1){let r=null;for(let u=0,a=1/0;l.length>u;u++)if(void 0!==e[u]){if(null!=r){let e=ol(l[u]-l[r]);a>e&&(a=e,s=ol(t(l[u],n,i,o)-t(l[r],n,i,o)))}r=u}}return s}function Gt(l,e,t,n,i){const o=l.length;if(2>o)return null;const s=new Path2D;if(t(s,l[0],e[0]),2==o)n(s,l[1],e[1]);else{let t=Array(o),n=Array(o-1),r=Array(o-1),u=Array(o-1);for(let t=0;o-1>t;t++)r[t]=e[t+1]-e[t],u[t]=l[t+1]-l[t],n[t]=r[t]/u[t];t[0]=n[0];for(let l=1;o-1>l;l++)0===n[l]||0===n[l-1]||n[l-1]>0!=n[l]>0?t[l]=0:(t[l]=3*(u[l-1]+u[l])/((2*u[l]+u[l-1])/n[l-1]+(u[l]+2*u[l-1])/n[l]),isFinite(t[l])||(t[l]=0));t[o-1]=n[o-2];for(let n=0;o-1>n;n++)i(s,l[n]+u[n]/3,e[n]+t[n]*u[n]/3,l[n+1]-u[n]/3,e[n+1]-t[n+1]*u[n]/3,l[n+1],e[n+1])}return s}const It=new Set;function Lt(){for(let l of It)l.syncRect(!0)}_&&(G(\"resize\",v,Lt),G(\"scroll\",v,Lt,!0),G(x,v,(()=>{en.pxRatio=y})));const Ot=Ft(),Nt=Wt();function jt(l,e,t,n){return(n?[l[0],l[1]].concat(l.slice(2)):[l[0]].concat(l.slice(1))).map(((l,n)=>Ut(l,n,e,t)))}function Ut(l,e,t,n){return Bl({},0==e?t:n,l)}function Vt(l,e,t){return null==e?Rl:[e,t]}const Bt=Vt;function $t(l,e,t){return null==e?Rl:Z(e,t,J,!0)}function Jt(l,e,t,n){return null==e?Rl:B(e,t,l.scales[n].log,!1)}const qt=Jt;function Kt(l,e,t,n){return null==e?Rl:$(e,t,l.scales[n].log,!1)}const Xt=Kt;function Zt(l,e,t,n,i){let o=fl(xl(l),xl(e)),s=e-l,r=L(i/n*s,t);do{let l=t[r],e=n*l/s;if(e>=i&&17>=o+(5>l?Wl.get(l):0))return[l,e]}while(++r<t.length);return[0,0]}function Qt(l){let e,t;return[l=l.replace(/(\\d+)px/,((l,n)=>(e=rl((t=+n)*y))+\"px\")),e,t]}function ln(l){l.show&&[l.font,l.labelFont].forEach((l=>{let e=Al(l[2]*y,1);l[0]=l[0].replace(/[0-9.]+px/,e+\"px\"),l[1]=e}))}function en(u,g,_){const k={mode:Q(u.mode,1)},M=k.mode;function P(l,e,t,n){let i=e.valToPct(l);return n+t*(-1==e.dir?1-i:i)}function W(l,e,t,n){let i=e.valToPct(l);return n+t*(-1==e.dir?i:1-i)}function C(l,e,t,n){return 0==e.ori?P(l,e,t,n):W(l,e,t,n)}k.valToPosH=P,k.valToPosV=W;let F=!1;k.status=0;const R=k.root=D(\"uplot\");null!=u.id&&(R.id=u.id),S(R,u.class),u.title&&(D(\"u-title\",R).textContent=u.title);const O=z(\"canvas\"),K=k.ctx=O.getContext(\"2d\"),X=D(\"u-wrap\",R);G(\"click\",X,(l=>{l.target===el&&(Nn!=Gn||jn!=In)&&Zn.click(k,l)}),!0);const ll=k.under=D(\"u-under\",X);X.appendChild(O);const el=k.over=D(\"u-over\",X),tl=+Q((u=Vl(u)).pxAlign,1),sl=bt(tl);(u.plugins||[]).forEach((l=>{l.opts&&(u=l.opts(k,u)||u)}));const hl=u.ms||.001,pl=k.series=1==M?jt(u.series||[],Ve,ut,!1):function(l,e){return l.map(((l,t)=>0==t?{}:Bl({},e,l)))}(u.series||[null],rt),xl=k.axes=jt(u.axes||[],Ue,it,!0),vl=k.scales={},Tl=k.bands=u.bands||[];Tl.forEach((l=>{l.fill=bl(l.fill||null),l.dir=Q(l.dir,-1)}));const El=2==M?pl[1].facets[0].scale:pl[0].scale,Dl={axes:function(){for(let l=0;xl.length>l;l++){let e=xl[l];if(!e.show||!e._show)continue;let t,n,u=e.side,a=u%2,f=e.stroke(k,l),c=0==u||3==u?-1:1,[h,d]=e._found;if(null!=e.label){let s=rl((e._lpos+e.labelGap*c)*y);_n(e.labelFont[0],f,\"center\",2==u?i:o),K.save(),1==a?(t=n=0,K.translate(s,rl(lt+st/2)),K.rotate((3==u?-il:il)/2)):(t=rl(Qe+ot/2),n=s);let r=_l(e.label)?e.label(k,l,h,d):e.label;K.fillText(r,t,n),K.restore()}if(0==d)continue;let p=vl[e.scale],m=0==a?ot:st,g=0==a?Qe:lt,x=e._splits,w=2==p.distr?x.map((l=>pn[l])):x,_=2==p.distr?pn[x[1]]-pn[x[0]]:h,b=e.ticks,v=e.border,M=b.show?b.size:0,S=rl(M*y),T=rl((2==e.alignTo?e._size-M-e.gap:e.gap)*y),E=e._rotate*-il/180,z=sl(e._pos*y),D=z+(S+T)*c;n=0==a?D:0,t=1==a?D:0,_n(e.font[0],f,1==e.align?s:2==e.align?r:E>0?s:0>E?r:0==a?\"center\":3==u?r:s,E||1==a?\"middle\":2==u?i:o);let P=e.font[1]*e.lineGap,A=x.map((l=>sl(C(l,p,m,g)))),W=e._values;for(let l=0;W.length>l;l++){let e=W[l];if(null!=e){0==a?t=A[l]:n=A[l],e=\"\"+e;let i=-1==e.indexOf(\"\\n\")?[e]:e.split(/\\n/gm);for(let l=0;i.length>l;l++){let e=i[l];E?(K.save(),K.translate(t,n+l*P),K.rotate(E),K.fillText(e,0,0),K.restore()):K.fillText(e,t,n+l*P)}}}b.show&&zn(A,b.filter(k,w,l,d,_),a,u,z,S,Al(b.width*y,3),b.stroke(k,l),b.dash,b.cap);let Y=e.grid;Y.show&&zn(A,Y.filter(k,w,l,d,_),a,0==a?2:1,0==a?lt:Qe,0==a?st:ot,Al(Y.width*y,3),Y.stroke(k,l),Y.dash,Y.cap),v.show&&zn([z],[1],0==a?1:0,0==a?1:2,1==a?lt:Qe,1==a?st:ot,Al(v.width*y,3),v.stroke(k,l),v.dash,v.cap)}Ci(\"drawAxes\")},series:function(){if(Gt>0){let l=pl.some((l=>l._focus))&&dn!=Tt.alpha;l&&(K.globalAlpha=dn=Tt.alpha),pl.forEach(((l,e)=>{if(e>0&&l.show&&(kn(e,!1),kn(e,!0),null==l._paths)){let t=dn;dn!=l.alpha&&(K.globalAlpha=dn=l.alpha);let n=2==M?[0,g[e][0].length-1]:function(l){let e=wl(Lt-1,0,Gt-1),t=wl(en+1,0,Gt-1);for(;null==l[e]&&e>0;)e--;for(;null==l[t]&&Gt-1>t;)t++;return[e,t]}(g[e]);l._paths=l.paths(k,e,n[0],n[1]),dn!=t&&(K.globalAlpha=dn=t)}})),pl.forEach(((l,e)=>{if(e>0&&l.show){let t=dn;dn!=l.alpha&&(K.globalAlpha=dn=l.alpha),null!=l._paths&&yn(e,!1);{let t=null!=l._paths?l._paths.gaps:null,n=l.points.show(k,e,Lt,en,t),i=l.points.filter(k,e,n,t);(n||i)&&(l.points._paths=l.points.paths(k,e,Lt,en,i),yn(e,!0))}dn!=t&&(K.globalAlpha=dn=t),Ci(\"drawSeries\",e)}})),l&&(K.globalAlpha=dn=1)}}},Pl=(u.drawOrder||[\"axes\",\"series\"]).map((l=>Dl[l]));function Cl(l){const e=3==l.distr?e=>dl(e>0?e:l.clamp(k,e,l.min,l.max,l.key)):4==l.distr?e=>ml(e,l.asinh):100==l.distr?e=>l.fwd(e):l=>l;return t=>{let n=e(t),{_min:i,_max:o}=l;return(n-i)/(o-i)}}function Il(l){let e=vl[l];if(null==e){let t=(u.scales||Hl)[l]||Hl;if(null!=t.from){Il(t.from);let e=Bl({},vl[t.from],t,{key:l});e.valToPct=Cl(e),vl[l]=e}else{e=vl[l]=Bl({},l==El?ft:ct,t),e.key=l;let n=e.time,i=e.range,o=Gl(i);if((l!=El||2==M&&!n)&&(!o||null!=i[0]&&null!=i[1]||(i={min:null==i[0]?q:{mode:1,hard:i[0],soft:i[0]},max:null==i[1]?q:{mode:1,hard:i[1],soft:i[1]}},o=!1),!o&&Ol(i))){let l=i;i=(e,t,n)=>null==t?Rl:Z(t,n,l)}e.range=bl(i||(n?Bt:l==El?3==e.distr?qt:4==e.distr?Xt:Vt:3==e.distr?Jt:4==e.distr?Kt:$t)),e.auto=bl(!o&&e.auto),e.clamp=bl(e.clamp||at),e._min=e._max=null,e.valToPct=Cl(e)}}}Il(\"x\"),Il(\"y\"),1==M&&pl.forEach((l=>{Il(l.scale)})),xl.forEach((l=>{Il(l.scale)}));for(let l in u.scales)Il(l);const jl=vl[El],Ul=jl.distr;let $l,ql;0==jl.ori?(S(R,\"u-hz\"),$l=P,ql=W):(S(R,\"u-vt\"),$l=W,ql=P);const Kl={};for(let l in vl){let e=vl[l];null==e.min&&null==e.max||(Kl[l]={min:e.min,max:e.max},e.min=e.max=null)}const Xl=u.tzDate||(l=>new Date(rl(l/hl))),Zl=u.fmtDate||ne,Ql=1==hl?Me(Xl):Ee(Xl),le=De(Xl,ze(1==hl?ye:Te,Zl)),ee=We(Xl,Ae(\"{YYYY}-{MM}-{DD} {h}:{mm}{aa}\",Zl)),te=[],ie=k.legend=Bl({},Ye,u.legend),oe=k.cursor=Bl({},Re,{drag:{y:2==M}},u.cursor),se=ie.show,re=oe.show,ue=ie.markers;let ce,he,de;ie.idxs=te,ue.width=bl(ue.width),ue.dash=bl(ue.dash),ue.stroke=bl(ue.stroke),ue.fill=bl(ue.fill);let pe,me=[],ge=[],xe=!1,we={};if(ie.live){const l=pl[1]?pl[1].values:null;xe=null!=l,pe=xe?l(k,1,0):{_:0};for(let l in pe)we[l]=w}if(se)if(ce=z(\"table\",\"u-legend\",R),de=z(\"tbody\",null,ce),ie.mount(k,ce),xe){he=z(\"thead\",null,ce,de);let l=z(\"tr\",null,he);for(var _e in z(\"th\",null,l),pe)z(\"th\",e,l).textContent=_e}else S(ce,\"u-inline\"),ie.live&&S(ce,\"u-live\");const be={show:!0},ve={show:!1},Pe=new Map;function Ce(l,e,t,n=!0){const i=Pe.get(e)||{},o=oe.bind[l](k,e,t,n);o&&(G(l,e,i[l]=o),Pe.set(e,i))}function He(l,e){const t=Pe.get(e)||{};for(let n in t)null!=l&&n!=l||(I(n,e,t[n]),delete t[n]);null==l&&Pe.delete(e)}let Fe=0,Ge=0,Ie=0,Le=0,Oe=0,Ne=0,je=Oe,Ke=Ne,Xe=Ie,Ze=Le,Qe=0,lt=0,ot=0,st=0;k.bbox={};let ht=!1,pt=!1,mt=!1,xt=!1,wt=!1,_t=!1;function vt(l,e,t){(t||l!=k.width||e!=k.height)&&kt(l,e),An(!1),mt=!0,pt=!0,Jn()}function kt(l,e){k.width=Fe=Ie=l,k.height=Ge=Le=e,Oe=Ne=0,function(){let l=!1,e=!1,t=!1,n=!1;xl.forEach((i=>{if(i.show&&i._show){let{side:o,_size:s}=i,r=s+(null!=i.label?i.labelSize:0);r>0&&(o%2?(Ie-=r,3==o?(Oe+=r,n=!0):t=!0):(Le-=r,0==o?(Ne+=r,l=!0):e=!0))}})),Ct[0]=l,Ct[1]=t,Ct[2]=e,Ct[3]=n,Ie-=Rt[1]+Rt[3],Oe+=Rt[3],Le-=Rt[2]+Rt[0],Ne+=Rt[0]}(),function(){let l=Oe+Ie,e=Ne+Le,t=Oe,n=Ne;function i(i,o){switch(i){case 1:return l+=o,l-o;case 2:return e+=o,e-o;case 3:return t-=o,t+o;case 0:return n-=o,n+o}}xl.forEach((l=>{if(l.show&&l._show){let e=l.side;l._pos=i(e,l._size),null!=l.label&&(l._lpos=i(e,l.labelSize))}}))}();let t=k.bbox;Qe=t.left=zl(Oe*y,.5),lt=t.top=zl(Ne*y,.5),ot=t.width=zl(Ie*y,.5),st=t.height=zl(Le*y,.5)}const yt=3;if(k.setSize=function({width:l,height:e}){vt(l,e)},null==oe.dataIdx){let l=oe.hover,e=l.skip=new Set(l.skip??[]);e.add(void 0);let t=l.prox=bl(l.prox),n=l.bias??=0;oe.dataIdx=(l,i,o,s)=>{if(0==i)return o;let r=o,u=t(l,i,o,s)??gl,a=u>=0&&gl>u,f=0==jl.ori?Ie:Le,c=oe.left,h=g[0],d=g[i];if(e.has(d[o])){r=null;let l,t=null,i=null;if(0==n||-1==n)for(l=o;null==t&&l-- >0;)e.has(d[l])||(t=l);if(0==n||1==n)for(l=o;null==i&&l++<d.length;)e.has(d[l])||(i=l);if(null!=t||null!=i)if(a){let l=c-(null==t?-1/0:$l(h[t],jl,f,0)),e=(null==i?1/0:$l(h[i],jl,f,0))-c;l>e?e>u||(r=i):l>u||(r=t)}else r=null==i?t:null==t||o-t>i-o?i:t}else a&&ol(c-$l(h[o],jl,f,0))>u&&(r=null);return r}}const Mt=l=>{oe.event=l};oe.idxs=te,oe._lock=!1;let St=oe.points;St.show=bl(St.show),St.size=bl(St.size),St.stroke=bl(St.stroke),St.width=bl(St.width),St.fill=bl(St.fill);const Tt=k.focus=Bl({},u.focus||{alpha:.3},oe.focus),Et=Tt.prox>=0,zt=Et&&St.one;let Dt=[],Pt=[],At=[];function Wt(l,e){let t=St.show(k,e);if(t instanceof HTMLElement)return S(t,\"u-cursor-pt\"),S(t,l.class),A(t,-10,-10,Ie,Le),el.insertBefore(t,Dt[e]),t}function Yt(t,n){if(1==M||n>0){let l=1==M&&vl[t.scale].time,e=t.value;t.value=l?Ll(e)?We(Xl,Ae(e,Zl)):e||ee:e||nt,t.label=t.label||(l?\"Time\":\"Value\")}if(zt||n>0){t.width=null==t.width?1:t.width,t.paths=t.paths||Ot||yl,t.fillTo=bl(t.fillTo||gt),t.pxAlign=+Q(t.pxAlign,tl),t.pxRound=bt(t.pxAlign),t.stroke=bl(t.stroke||null),t.fill=bl(t.fill||null),t._stroke=t._fill=t._paths=t._focus=null;let l=function(l){return Al(1*(3+2*(l||1)),3)}(fl(1,t.width)),e=t.points=Bl({},{size:l,width:fl(1,.2*l),stroke:t.stroke,space:2*l,paths:Nt,_stroke:null,_fill:null},t.points);e.show=bl(e.show),e.filter=bl(e.filter),e.fill=bl(e.fill),e.stroke=bl(e.stroke),e.paths=bl(e.paths),e.pxAlign=t.pxAlign}if(se){let i=function(t,n){if(0==n&&(xe||!ie.live||2==M))return Rl;let i=[],o=z(\"tr\",\"u-series\",de,de.childNodes[n]);S(o,t.class),t.show||S(o,l);let s=z(\"th\",null,o);if(ue.show){let l=D(\"u-marker\",s);if(n>0){let e=ue.width(k,n);e&&(l.style.border=e+\"px \"+ue.dash(k,n)+\" \"+ue.stroke(k,n)),l.style.background=ue.fill(k,n)}}let r=D(e,s);for(var u in t.label instanceof HTMLElement?r.appendChild(t.label):r.textContent=t.label,n>0&&(ue.show||(r.style.color=t.width>0?ue.stroke(k,n):ue.fill(k,n)),Ce(\"click\",s,(l=>{if(oe._lock)return;Mt(l);let e=pl.indexOf(t);if((l.ctrlKey||l.metaKey)!=ie.isolate){let l=pl.some(((l,t)=>t>0&&t!=e&&l.show));pl.forEach(((t,n)=>{n>0&&oi(n,l?n==e?be:ve:be,!0,Fi.setSeries)}))}else oi(e,{show:!t.show},!0,Fi.setSeries)}),!1),Et&&Ce(d,s,(l=>{oe._lock||(Mt(l),oi(pl.indexOf(t),ai,!0,Fi.setSeries))}),!1)),pe){let l=z(\"td\",\"u-value\",o);l.textContent=\"--\",i.push(l)}return[o,i]}(t,n);me.splice(n,0,i[0]),ge.splice(n,0,i[1]),ie.values.push(null)}if(re){te.splice(n,0,null);let l=null;zt?0==n&&(l=Wt(t,n)):n>0&&(l=Wt(t,n)),Dt.splice(n,0,l),Pt.splice(n,0,0),At.splice(n,0,0)}Ci(\"addSeries\",n)}k.addSeries=function(l,e){e=null==e?pl.length:e,l=1==M?Ut(l,e,Ve,ut):Ut(l,e,{},rt),pl.splice(e,0,l),Yt(pl[e],e)},k.delSeries=function(l){if(pl.splice(l,1),se){ie.values.splice(l,1),ge.splice(l,1);let e=me.splice(l,1)[0];He(null,e.firstChild),e.remove()}re&&(te.splice(l,1),Dt.splice(l,1)[0].remove(),Pt.splice(l,1),At.splice(l,1)),Ci(\"delSeries\",l)};const Ct=[!1,!1,!1,!1];function Ht(l,e,t){let[n,i,o,s]=t,r=e%2,u=0;return 0==r&&(s||i)&&(u=0==e&&!n||2==e&&!o?rl(Ue.size/3):0),1==r&&(n||o)&&(u=1==e&&!i||3==e&&!s?rl(it.size/2):0),u}const Ft=k.padding=(u.padding||[Ht,Ht,Ht,Ht]).map((l=>bl(Q(l,Ht)))),Rt=k._padding=Ft.map(((l,e)=>l(k,e,Ct,0)));let Gt,Lt=null,en=null;const tn=1==M?pl[0].idxs:null;let nn,on,sn,rn,un,an,fn,cn,hn,dn,pn=null,mn=!1;function gn(l,e){if(k.data=k._data=g=null==l?[]:l,2==M){Gt=0;for(let l=1;pl.length>l;l++)Gt+=g[l][0].length}else{0==g.length&&(k.data=k._data=g=[[]]),pn=g[0],Gt=pn.length;let l=g;if(2==Ul){l=g.slice();let e=l[0]=Array(Gt);for(let l=0;Gt>l;l++)e[l]=l}k._data=g=l}if(An(!0),Ci(\"setData\"),2==Ul&&(mt=!0),!1!==e){let l=jl;l.auto(k,mn)?xn():ii(El,l.min,l.max),xt=xt||oe.left>=0,_t=!0,Jn()}}function xn(){let l,e;mn=!0,1==M&&(Gt>0?(Lt=tn[0]=0,en=tn[1]=Gt-1,l=g[0][Lt],e=g[0][en],2==Ul?(l=Lt,e=en):l==e&&(3==Ul?[l,e]=B(l,l,jl.log,!1):4==Ul?[l,e]=$(l,l,jl.log,!1):jl.time?e=l+rl(86400/hl):[l,e]=Z(l,e,J,!0))):(Lt=tn[0]=l=null,en=tn[1]=e=null)),ii(El,l,e)}function wn(l,e,t,n,i,o){l??=a,t??=Fl,n??=\"butt\",i??=a,o??=\"round\",l!=nn&&(K.strokeStyle=nn=l),i!=on&&(K.fillStyle=on=i),e!=sn&&(K.lineWidth=sn=e),o!=un&&(K.lineJoin=un=o),n!=an&&(K.lineCap=an=n),t!=rn&&K.setLineDash(rn=t)}function _n(l,e,t,n){e!=on&&(K.fillStyle=on=e),l!=fn&&(K.font=fn=l),t!=cn&&(K.textAlign=cn=t),n!=hn&&(K.textBaseline=hn=n)}function bn(l,e,t,n,i=0){if(n.length>0&&l.auto(k,mn)&&(null==e||null==e.min)){let e=Q(Lt,0),o=Q(en,n.length-1),s=null==t.min?function(l,e,t,n=0,i=!1){let o=i?V:U,s=i?j:N;[e,t]=o(l,e,t);let r=l[e],u=l[e];if(e>-1)if(1==n)r=l[e],u=l[t];else if(-1==n)r=l[t],u=l[e];else for(let n=e;t>=n;n++){let e=l[n];s(e)&&(r>e?r=e:e>u&&(u=e))}return[r??gl,u??-gl]}(n,e,o,i,3==l.distr):[t.min,t.max];l.min=al(l.min,t.min=s[0]),l.max=fl(l.max,t.max=s[1])}}k.setData=gn;const vn={min:null,max:null};function kn(l,e){let t=e?pl[l].points:pl[l];t._stroke=t.stroke(k,l),t._fill=t.fill(k,l)}function yn(l,e){let t=e?pl[l].points:pl[l],{stroke:n,fill:i,clip:o,flags:s,_stroke:r=t._stroke,_fill:u=t._fill,_width:a=t.width}=t._paths;a=Al(a*y,3);let f=null,c=a%2/2;e&&null==u&&(u=a>0?\"#fff\":r);let h=1==t.pxAlign&&c>0;if(h&&K.translate(c,c),!e){let l=Qe-a/2,e=lt-a/2,t=ot+a,n=st+a;f=new Path2D,f.rect(l,e,t,n)}e?Sn(r,a,t.dash,t.cap,u,n,i,s,o):function(l,e,t,n,i,o,s,r,u,a,f){let c=!1;0!=u&&Tl.forEach(((h,d)=>{if(h.series[0]==l){let l,p=pl[h.series[1]],m=g[h.series[1]],x=(p._paths||Hl).band;Gl(x)&&(x=1==h.dir?x[0]:x[1]);let w=null;p.show&&x&&function(l,e,t){for(e=Q(e,0),t=Q(t,l.length-1);t>=e;){if(null!=l[e])return!0;e++}return!1}(m,Lt,en)?(w=h.fill(k,d)||o,l=p._paths.clip):x=null,Sn(e,t,n,i,w,s,r,u,a,f,l,x),c=!0}})),c||Sn(e,t,n,i,o,s,r,u,a,f)}(l,r,a,t.dash,t.cap,u,n,i,s,f,o),h&&K.translate(-c,-c)}const Mn=3;function Sn(l,e,t,n,i,o,s,r,u,a,f,c){wn(l,e,t,n,i),(u||a||c)&&(K.save(),u&&K.clip(u),a&&K.clip(a)),c?(r&Mn)==Mn?(K.clip(c),f&&K.clip(f),En(i,s),Tn(l,o,e)):2&r?(En(i,s),K.clip(c),Tn(l,o,e)):1&r&&(K.save(),K.clip(c),f&&K.clip(f),En(i,s),K.restore(),Tn(l,o,e)):(En(i,s),Tn(l,o,e)),(u||a||c)&&K.restore()}function Tn(l,e,t){t>0&&(e instanceof Map?e.forEach(((l,e)=>{K.strokeStyle=nn=e,K.stroke(l)})):null!=e&&l&&K.stroke(e))}function En(l,e){e instanceof Map?e.forEach(((l,e)=>{K.fillStyle=on=e,K.fill(l)})):null!=e&&l&&K.fill(e)}function zn(l,e,t,n,i,o,s,r,u,a){let f=s%2/2;1==tl&&K.translate(f,f),wn(r,s,u,a,r),K.beginPath();let c,h,d,p,m=i+(0==n||3==n?-o:o);0==t?(h=i,p=m):(c=i,d=m);for(let n=0;l.length>n;n++)null!=e[n]&&(0==t?c=d=l[n]:h=p=l[n],K.moveTo(c,h),K.lineTo(d,p));K.stroke(),1==tl&&K.translate(-f,-f)}function Dn(l){let e=!0;return xl.forEach(((t,n)=>{if(!t.show)return;let i=vl[t.scale];if(null==i.min)return void(t._show&&(e=!1,t._show=!1,An(!1)));t._show||(e=!1,t._show=!0,An(!1));let o=t.side,s=o%2,{min:r,max:u}=i,[a,f]=function(l,e,t,n){let i,o=xl[l];if(n>0){let s=o._space=o.space(k,l,e,t,n);i=Zt(e,t,o._incrs=o.incrs(k,l,e,t,n,s),n,s)}else i=[0,0];return o._found=i}(n,r,u,0==s?Ie:Le);if(0==f)return;let c=t._splits=t.splits(k,n,r,u,a,f,2==i.distr),h=2==i.distr?c.map((l=>pn[l])):c,d=2==i.distr?pn[c[1]]-pn[c[0]]:a,p=t._values=t.values(k,t.filter(k,h,n,f,d),n,f,d);t._rotate=2==o?t.rotate(k,p,n,f):0;let m=t._size;t._size=ul(t.size(k,p,n,l)),null!=m&&t._size!=m&&(e=!1)})),e}function Pn(l){let e=!0;return Ft.forEach(((t,n)=>{let i=t(k,n,Ct,l);i!=Rt[n]&&(e=!1),Rt[n]=i})),e}function An(l){pl.forEach(((e,t)=>{t>0&&(e._paths=null,l&&(1==M?(e.min=null,e.max=null):e.facets.forEach((l=>{l.min=null,l.max=null}))))}))}let Wn,Yn,Cn,Hn,Fn,Rn,Gn,In,Ln,On,Nn,jn,Un=!1,Vn=!1,Bn=[];function $n(){Vn=!1;for(let l=0;Bn.length>l;l++)Ci(...Bn[l]);Bn.length=0}function Jn(){Un||(Jl(qn),Un=!0)}function qn(){if(ht&&(function(){for(let l in vl){let e=vl[l];null==Kl[l]&&(null==e.min||null!=Kl[El]&&e.auto(k,mn))&&(Kl[l]=vn)}for(let l in vl){let e=vl[l];null==Kl[l]&&null!=e.from&&null!=Kl[e.from]&&(Kl[l]=vn)}null!=Kl[El]&&An(!0);let l={};for(let e in Kl){let t=Kl[e];if(null!=t){let n=l[e]=Vl(vl[e],Nl);if(null!=t.min)Bl(n,t);else if(e!=El||2==M)if(0==Gt&&null==n.from){let l=n.range(k,null,null,e);n.min=l[0],n.max=l[1]}else n.min=gl,n.max=-gl}}if(Gt>0){pl.forEach(((e,t)=>{if(1==M){let n=e.scale,i=Kl[n];if(null==i)return;let o=l[n];if(0==t){let l=o.range(k,o.min,o.max,n);o.min=l[0],o.max=l[1],Lt=L(o.min,g[0]),en=L(o.max,g[0]),en-Lt>1&&(o.min>g[0][Lt]&&Lt++,g[0][en]>o.max&&en--),e.min=pn[Lt],e.max=pn[en]}else e.show&&e.auto&&bn(o,i,e,g[t],e.sorted);e.idxs[0]=Lt,e.idxs[1]=en}else if(t>0&&e.show&&e.auto){let[n,i]=e.facets,o=n.scale,s=i.scale,[r,u]=g[t],a=l[o],f=l[s];null!=a&&bn(a,Kl[o],n,r,n.sorted),null!=f&&bn(f,Kl[s],i,u,i.sorted),e.min=i.min,e.max=i.max}}));for(let e in l){let t=l[e],n=Kl[e];if(null==t.from&&(null==n||null==n.min)){let l=t.range(k,t.min==gl?null:t.min,t.max==-gl?null:t.max,e);t.min=l[0],t.max=l[1]}}}for(let e in l){let t=l[e];if(null!=t.from){let n=l[t.from];if(null==n.min)t.min=t.max=null;else{let l=t.range(k,n.min,n.max,e);t.min=l[0],t.max=l[1]}}}let e={},t=!1;for(let n in l){let i=l[n],o=vl[n];if(o.min!=i.min||o.max!=i.max){o.min=i.min,o.max=i.max;let l=o.distr;o._min=3==l?dl(o.min):4==l?ml(o.min,o.asinh):100==l?o.fwd(o.min):o.min,o._max=3==l?dl(o.max):4==l?ml(o.max,o.asinh):100==l?o.fwd(o.max):o.max,e[n]=t=!0}}if(t){pl.forEach(((l,t)=>{2==M?t>0&&e.y&&(l._paths=null):e[l.scale]&&(l._paths=null)}));for(let l in e)mt=!0,Ci(\"setScale\",l);re&&oe.left>=0&&(xt=_t=!0)}for(let l in Kl)Kl[l]=null}(),ht=!1),mt&&(function(){let l=!1,e=0;for(;!l;){e++;let t=Dn(e),n=Pn(e);l=e==yt||t&&n,l||(kt(k.width,k.height),pt=!0)}}(),mt=!1),pt){if(E(ll,s,Oe),E(ll,i,Ne),E(ll,t,Ie),E(ll,n,Le),E(el,s,Oe),E(el,i,Ne),E(el,t,Ie),E(el,n,Le),E(X,t,Fe),E(X,n,Ge),O.width=rl(Fe*y),O.height=rl(Ge*y),xl.forEach((({_el:e,_show:t,_size:n,_pos:i,side:o})=>{if(null!=e)if(t){let t=o%2==1;E(e,t?\"left\":\"top\",i-(3===o||0===o?n:0)),E(e,t?\"width\":\"height\",n),E(e,t?\"top\":\"left\",t?Ne:Oe),E(e,t?\"height\":\"width\",t?Le:Ie),T(e,l)}else S(e,l)})),nn=on=sn=un=an=fn=cn=hn=rn=null,dn=1,_i(!0),Oe!=je||Ne!=Ke||Ie!=Xe||Le!=Ze){An(!1);let l=Ie/Xe,e=Le/Ze;if(re&&!xt&&oe.left>=0){oe.left*=l,oe.top*=e,Cn&&A(Cn,rl(oe.left),0,Ie,Le),Hn&&A(Hn,0,rl(oe.top),Ie,Le);for(let t=0;Dt.length>t;t++){let n=Dt[t];null!=n&&(Pt[t]*=l,At[t]*=e,A(n,ul(Pt[t]),ul(At[t]),Ie,Le))}}if(ei.show&&!wt&&ei.left>=0&&ei.width>0){ei.left*=l,ei.width*=l,ei.top*=e,ei.height*=e;for(let l in ki)E(ti,l,ei[l])}je=Oe,Ke=Ne,Xe=Ie,Ze=Le}Ci(\"setSize\"),pt=!1}Fe>0&&Ge>0&&(K.clearRect(0,0,O.width,O.height),Ci(\"drawClear\"),Pl.forEach((l=>l())),Ci(\"draw\")),ei.show&&wt&&(ni(ei),wt=!1),re&&xt&&(xi(null,!0,!1),xt=!1),ie.show&&ie.live&&_t&&(mi(),_t=!1),F||(F=!0,k.status=1,Ci(\"ready\")),mn=!1,Un=!1}function Kn(l,e){let t=vl[l];if(null==t.from){if(0==Gt){let n=t.range(k,e.min,e.max,l);e.min=n[0],e.max=n[1]}if(e.min>e.max){let l=e.min;e.min=e.max,e.max=l}if(Gt>1&&null!=e.min&&null!=e.max&&1e-16>e.max-e.min)return;l==El&&2==t.distr&&Gt>0&&(e.min=L(e.min,g[0]),e.max=L(e.max,g[0]),e.min==e.max&&e.max++),Kl[l]=e,ht=!0,Jn()}}k.batch=function(l,e=!1){Un=!0,Vn=e,l(k),qn(),e&&Bn.length>0&&queueMicrotask($n)},k.redraw=(l,e)=>{mt=e||!1,!1!==l?ii(El,jl.min,jl.max):Jn()},k.setScale=Kn;let Xn=!1;const Zn=oe.drag;let Qn=Zn.x,li=Zn.y;re&&(oe.x&&(Wn=D(\"u-cursor-x\",el)),oe.y&&(Yn=D(\"u-cursor-y\",el)),0==jl.ori?(Cn=Wn,Hn=Yn):(Cn=Yn,Hn=Wn),Nn=oe.left,jn=oe.top);const ei=k.select=Bl({show:!0,over:!0,left:0,width:0,top:0,height:0},u.select),ti=ei.show?D(\"u-select\",ei.over?el:ll):null;function ni(l,e){if(ei.show){for(let e in l)ei[e]=l[e],e in ki&&E(ti,e,l[e]);!1!==e&&Ci(\"setSelect\")}}function ii(l,e,t){Kn(l,{min:e,max:t})}function oi(e,t,n,i){null!=t.focus&&function(l){if(l!=ui){let e=null==l,t=1!=Tt.alpha;pl.forEach(((n,i)=>{if(1==M||i>0){let o=e||0==i||i==l;n._focus=e?null:o,t&&function(l,e){pl[l].alpha=e,re&&null!=Dt[l]&&(Dt[l].style.opacity=e),se&&me[l]&&(me[l].style.opacity=e)}(i,o?1:Tt.alpha)}})),ui=l,t&&Jn()}}(e),null!=t.show&&pl.forEach(((n,i)=>{0>=i||e!=i&&null!=e||(n.show=t.show,function(e){if(pl[e].show)se&&T(me[e],l);else if(se&&S(me[e],l),re){let l=zt?Dt[0]:Dt[e];null!=l&&A(l,-10,-10,Ie,Le)}}(i),2==M?(ii(n.facets[0].scale,null,null),ii(n.facets[1].scale,null,null)):ii(n.scale,null,null),Jn())})),!1!==n&&Ci(\"setSeries\",e,t),i&&Ii(\"setSeries\",k,e,t)}let si,ri,ui;k.setSelect=ni,k.setSeries=oi,k.addBand=function(l,e){l.fill=bl(l.fill||null),l.dir=Q(l.dir,-1),Tl.splice(e=null==e?Tl.length:e,0,l)},k.setBand=function(l,e){Bl(Tl[l],e)},k.delBand=function(l){null==l?Tl.length=0:Tl.splice(l,1)};const ai={focus:!0};function fi(l,e,t){let n=vl[e];t&&(l=l/y-(1==n.ori?Ne:Oe));let i=Ie;1==n.ori&&(i=Le,l=i-l),-1==n.dir&&(l=i-l);let o=n._min,s=o+l/i*(n._max-o),r=n.distr;return 3==r?cl(10,s):4==r?((l,e=1)=>nl.sinh(l)*e)(s,n.asinh):100==r?n.bwd(s):s}function ci(l,e){E(ti,s,ei.left=l),E(ti,t,ei.width=e)}function hi(l,e){E(ti,i,ei.top=l),E(ti,n,ei.height=e)}se&&Et&&Ce(p,ce,(l=>{oe._lock||(Mt(l),null!=ui&&oi(null,ai,!0,Fi.setSeries))})),k.valToIdx=l=>L(l,g[0]),k.posToIdx=function(l,e){return L(fi(l,El,e),g[0],Lt,en)},k.posToVal=fi,k.valToPos=(l,e,t)=>0==vl[e].ori?P(l,vl[e],t?ot:Ie,t?Qe:0):W(l,vl[e],t?st:Le,t?lt:0),k.setCursor=(l,e,t)=>{Nn=l.left,jn=l.top,xi(null,e,t)};let di=0==jl.ori?ci:hi,pi=1==jl.ori?ci:hi;function mi(l,e){if(null!=l&&(l.idxs?l.idxs.forEach(((l,e)=>{te[e]=l})):(l=>void 0===l)(l.idx)||te.fill(l.idx),ie.idx=te[0]),se&&ie.live){for(let l=0;pl.length>l;l++)(l>0||1==M&&!xe)&&gi(l,te[l]);!function(){if(se&&ie.live)for(let l=2==M?1:0;pl.length>l;l++){if(0==l&&xe)continue;let e=ie.values[l],t=0;for(let n in e)ge[l][t++].firstChild.nodeValue=e[n]}}()}_t=!1,!1!==e&&Ci(\"setLegend\")}function gi(l,e){let t,n=pl[l],i=0==l&&2==Ul?pn:g[l];xe?t=n.values(k,l,e)??we:(t=n.value(k,null==e?null:i[e],l,e),t=null==t?we:{_:t}),ie.values[l]=t}function xi(l,e,t){let n;Ln=Nn,On=jn,[Nn,jn]=oe.move(k,Nn,jn),oe.left=Nn,oe.top=jn,re&&(Cn&&A(Cn,rl(Nn),0,Ie,Le),Hn&&A(Hn,0,rl(jn),Ie,Le)),si=gl,ri=null;let i=0==jl.ori?Ie:Le,o=1==jl.ori?Ie:Le;if(0>Nn||0==Gt||Lt>en){n=oe.idx=null;for(let l=0;pl.length>l;l++){let e=Dt[l];null!=e&&A(e,-10,-10,Ie,Le)}Et&&oi(null,ai,!0,null==l&&Fi.setSeries),ie.live&&(te.fill(n),_t=!0)}else{let l,e,t;1==M&&(l=0==jl.ori?Nn:jn,e=fi(l,El),n=oe.idx=L(e,g[0],Lt,en),t=$l(g[0][n],jl,i,0));let s=-10,r=-10,u=0,a=0,f=!0,c=\"\",h=\"\";for(let l=2==M?1:0;pl.length>l;l++){let d=pl[l],p=te[l],m=null==p?null:1==M?g[l][p]:g[l][1][p],x=oe.dataIdx(k,l,n,e),w=null==x?null:1==M?g[l][x]:g[l][1][x];if(_t=_t||w!=m||x!=p,te[l]=x,l>0&&d.show){let e=null==x?-10:x==n?t:$l(1==M?g[0][x]:g[l][0][x],jl,i,0),p=null==w?-10:ql(w,1==M?vl[d.scale]:vl[d.facets[1].scale],o,0);if(Et&&null!=w){let e=1==jl.ori?Nn:jn,t=ol(Tt.dist(k,l,x,p,e));if(si>t){let n=Tt.bias;if(0!=n){let i=fi(e,d.scale),o=0>i?-1:1;o!=(0>w?-1:1)||(1==o?1==n?i>w:w>i:1==n?w>i:i>w)||(si=t,ri=l)}else si=t,ri=l}}if(_t||zt){let t,n;0==jl.ori?(t=e,n=p):(t=p,n=e);let i,o,d,m,g,x,w=!0,_=St.bbox;if(null!=_){w=!1;let e=_(k,l);d=e.left,m=e.top,i=e.width,o=e.height}else d=t,m=n,i=o=St.size(k,l);if(x=St.fill(k,l),g=St.stroke(k,l),zt)l!=ri||si>Tt.prox||(s=d,r=m,u=i,a=o,f=w,c=x,h=g);else{let e=Dt[l];null!=e&&(Pt[l]=d,At[l]=m,H(e,i,o,w),Y(e,x,g),A(e,ul(d),ul(m),Ie,Le))}}}}if(zt){let l=Tt.prox;if(_t||(null==ui?l>=si:si>l||ri!=ui)){let l=Dt[0];null!=l&&(Pt[0]=s,At[0]=r,H(l,u,a,f),Y(l,c,h),A(l,ul(s),ul(r),Ie,Le))}}}if(ei.show&&Xn)if(null!=l){let[e,t]=Fi.scales,[n,s]=Fi.match,[r,u]=l.cursor.sync.scales,a=l.cursor.drag;if(Qn=a._x,li=a._y,Qn||li){let a,f,c,h,d,{left:p,top:m,width:g,height:x}=l.select,w=l.scales[r].ori,_=l.posToVal,b=null!=e&&n(e,r),v=null!=t&&s(t,u);b&&Qn?(0==w?(a=p,f=g):(a=m,f=x),c=vl[e],h=$l(_(a,r),c,i,0),d=$l(_(a+f,r),c,i,0),di(al(h,d),ol(d-h))):di(0,i),v&&li?(1==w?(a=p,f=g):(a=m,f=x),c=vl[t],h=ql(_(a,u),c,o,0),d=ql(_(a+f,u),c,o,0),pi(al(h,d),ol(d-h))):pi(0,o)}else yi()}else{let l=ol(Ln-Fn),e=ol(On-Rn);if(1==jl.ori){let t=l;l=e,e=t}Qn=Zn.x&&l>=Zn.dist,li=Zn.y&&e>=Zn.dist;let t,n,s=Zn.uni;null!=s?Qn&&li&&(Qn=l>=s,li=e>=s,Qn||li||(e>l?li=!0:Qn=!0)):Zn.x&&Zn.y&&(Qn||li)&&(Qn=li=!0),Qn&&(0==jl.ori?(t=Gn,n=Nn):(t=In,n=jn),di(al(t,n),ol(n-t)),li||pi(0,o)),li&&(1==jl.ori?(t=Gn,n=Nn):(t=In,n=jn),pi(al(t,n),ol(n-t)),Qn||di(0,i)),Qn||li||(di(0,0),pi(0,0))}if(Zn._x=Qn,Zn._y=li,null==l){if(t){if(null!=Ri){let[l,e]=Fi.scales;Fi.values[0]=null!=l?fi(0==jl.ori?Nn:jn,l):null,Fi.values[1]=null!=e?fi(1==jl.ori?Nn:jn,e):null}Ii(f,k,Nn,jn,Ie,Le,n)}if(Et){let l=t&&Fi.setSeries,e=Tt.prox;null==ui?si>e||oi(ri,ai,!0,l):si>e?oi(null,ai,!0,l):ri!=ui&&oi(ri,ai,!0,l)}}_t&&(ie.idx=n,mi()),!1!==e&&Ci(\"setCursor\")}k.setLegend=mi;let wi=null;function _i(l=!1){l?wi=null:(wi=el.getBoundingClientRect(),Ci(\"syncRect\",wi))}function bi(l,e,t,n,i,o){oe._lock||Xn&&null!=l&&0==l.movementX&&0==l.movementY||(vi(l,e,t,n,i,o,0,!1,null!=l),null!=l?xi(null,!0,!0):xi(e,!0,!1))}function vi(l,e,t,n,i,o,s,r,u){if(null==wi&&_i(!1),Mt(l),null!=l)t=l.clientX-wi.left,n=l.clientY-wi.top;else{if(0>t||0>n)return Nn=-10,void(jn=-10);let[l,s]=Fi.scales,r=e.cursor.sync,[u,a]=r.values,[f,c]=r.scales,[h,d]=Fi.match,p=e.axes[0].side%2==1,m=0==jl.ori?Ie:Le,g=1==jl.ori?Ie:Le,x=p?o:i,w=p?i:o,_=p?n:t,b=p?t:n;if(t=null!=f?h(l,f)?C(u,vl[l],m,0):-10:m*(_/x),n=null!=c?d(s,c)?C(a,vl[s],g,0):-10:g*(b/w),1==jl.ori){let l=t;t=n,n=l}}!u||null!=e&&e.cursor.event.type!=f||(t>1&&Ie-1>t||(t=zl(t,Ie)),n>1&&Le-1>n||(n=zl(n,Le))),r?(Fn=t,Rn=n,[Gn,In]=oe.move(k,t,n)):(Nn=t,jn=n)}Object.defineProperty(k,\"rect\",{get:()=>(null==wi&&_i(!1),wi)});const ki={width:0,height:0,left:0,top:0};function yi(){ni(ki,!1)}let Mi,Si,Ti,Ei;function zi(l,e,t,n,i,o){Xn=!0,Qn=li=Zn._x=Zn._y=!1,vi(l,e,t,n,i,o,0,!0,!1),null!=l&&(Ce(h,b,Di,!1),Ii(c,k,Gn,In,Ie,Le,null));let{left:s,top:r,width:u,height:a}=ei;Mi=s,Si=r,Ti=u,Ei=a}function Di(l,e,t,n,i,o){Xn=Zn._x=Zn._y=!1,vi(l,e,t,n,i,o,0,!1,!0);let{left:s,top:r,width:u,height:a}=ei,f=u>0||a>0,c=Mi!=s||Si!=r||Ti!=u||Ei!=a;if(f&&c&&ni(ei),Zn.setScale&&f&&c){let l=s,e=u,t=r,n=a;if(1==jl.ori&&(l=r,e=a,t=s,n=u),Qn&&ii(El,fi(l,El),fi(l+e,El)),li)for(let l in vl){let e=vl[l];l!=El&&null==e.from&&e.min!=gl&&ii(l,fi(t+n,l),fi(t,l))}yi()}else oe.lock&&(oe._lock=!oe._lock,xi(e,!0,null!=l));null!=l&&(He(h,b),Ii(h,k,Nn,jn,Ie,Le,null))}function Pi(l){oe._lock||(Mt(l),xn(),yi(),null!=l&&Ii(m,k,Nn,jn,Ie,Le,null))}function Ai(){xl.forEach(ln),vt(k.width,k.height,!0)}G(x,v,Ai);const Wi={};Wi.mousedown=zi,Wi.mousemove=bi,Wi.mouseup=Di,Wi.dblclick=Pi,Wi.setSeries=(l,e,t,n)=>{-1!=(t=(0,Fi.match[2])(k,e,t))&&oi(t,n,!0,!1)},re&&(Ce(c,el,zi),Ce(f,el,bi),Ce(d,el,(l=>{Mt(l),_i(!1)})),Ce(p,el,(function(l){if(oe._lock)return;Mt(l);let e=Xn;if(Xn){let l,e,t=!0,n=!0,i=10;0==jl.ori?(l=Qn,e=li):(l=li,e=Qn),l&&e&&(t=i>=Nn||Nn>=Ie-i,n=i>=jn||jn>=Le-i),l&&t&&(Nn=Gn>Nn?0:Ie),e&&n&&(jn=In>jn?0:Le),xi(null,!0,!0),Xn=!1}Nn=-10,jn=-10,te.fill(null),xi(null,!0,!0),e&&(Xn=e)})),Ce(m,el,Pi),It.add(k),k.syncRect=_i);const Yi=k.hooks=u.hooks||{};function Ci(l,e,t){Vn?Bn.push([l,e,t]):l in Yi&&Yi[l].forEach((l=>{l.call(null,k,e,t)}))}(u.plugins||[]).forEach((l=>{for(let e in l.hooks)Yi[e]=(Yi[e]||[]).concat(l.hooks[e])}));const Hi=(l,e,t)=>t,Fi=Bl({key:null,setSeries:!1,filters:{pub:Ml,sub:Ml},scales:[El,pl[1]?pl[1].scale:null],match:[Sl,Sl,Hi],values:[null,null]},oe.sync);2==Fi.match.length&&Fi.match.push(Hi),oe.sync=Fi;const Ri=Fi.key,Gi=dt(Ri);function Ii(l,e,t,n,i,o,s){Fi.filters.pub(l,e,t,n,i,o,s)&&Gi.pub(l,e,t,n,i,o,s)}function Li(){Ci(\"init\",u,g),gn(g||u.data,!1),Kl[El]?Kn(El,Kl[El]):xn(),wt=ei.show&&(ei.width>0||ei.height>0),xt=_t=!0,vt(u.width,u.height)}return Gi.sub(k),k.pub=function(l,e,t,n,i,o,s){Fi.filters.sub(l,e,t,n,i,o,s)&&Wi[l](null,e,t,n,i,o,s)},k.destroy=function(){Gi.unsub(k),It.delete(k),Pe.clear(),I(x,v,Ai),R.remove(),ce?.remove(),Ci(\"destroy\")},pl.forEach(Yt),xl.forEach((function(l,e){if(l._show=l.show,l.show){let t=vl[l.scale];null==t&&(l.scale=l.side%2?pl[1].scale:El,t=vl[l.scale]);let n=t.time;l.size=bl(l.size),l.space=bl(l.space),l.rotate=bl(l.rotate),Gl(l.incrs)&&l.incrs.forEach((l=>{!Wl.has(l)&&Wl.set(l,Yl(l))})),l.incrs=bl(l.incrs||(2==t.distr?ae:n?1==hl?ke:Se:fe)),l.splits=bl(l.splits||(n&&1==t.distr?Ql:3==t.distr?Je:4==t.distr?qe:$e)),l.stroke=bl(l.stroke),l.grid.stroke=bl(l.grid.stroke),l.ticks.stroke=bl(l.ticks.stroke),l.border.stroke=bl(l.border.stroke);let i=l.values;l.values=Gl(i)&&!Gl(i[0])?bl(i):n?Gl(i)?De(Xl,ze(i,Zl)):Ll(i)?function(l,e){let t=ne(e);return(e,n)=>n.map((e=>t(l(e))))}(Xl,i):i||le:i||Be,l.filter=bl(l.filter||(3>t.distr||10!=t.log?3==t.distr&&2==t.log?tt:kl:et)),l.font=Qt(l.font),l.labelFont=Qt(l.labelFont),l._size=l.size(k,null,e,0),l._space=l._rotate=l._incrs=l._found=l._splits=l._values=null,l._size>0&&(Ct[e]=!0,l._el=D(\"u-axis\",X))}})),_?_ instanceof HTMLElement?(_.appendChild(R),Li()):_(k,Li):Li(),k}en.assign=Bl,en.fmtNum=tl,en.rangeNum=Z,en.rangeLog=B,en.rangeAsinh=$,en.orient=pt,en.pxRatio=y,en.join=function(l,e){if(function(l){let e=l[0][0],t=e.length;for(let n=1;l.length>n;n++){let i=l[n][0];if(i.length!=t)return!1;if(i!=e)for(let l=0;t>l;l++)if(i[l]!=e[l])return!1}return!0}(l)){let e=l[0].slice();for(let t=1;l.length>t;t++)e.push(...l[t].slice(1));return function(l,e=100){const t=l.length;if(1>=t)return!0;let n=0,i=t-1;for(;i>=n&&null==l[n];)n++;for(;i>=n&&null==l[i];)i--;if(n>=i)return!0;const o=fl(1,sl((i-n+1)/e));for(let e=l[n],t=n+o;i>=t;t+=o){const n=l[t];if(null!=n){if(e>=n)return!1;e=n}}return!0}(e[0])||(e=function(l){let e=l[0],t=e.length,n=Array(t);for(let l=0;n.length>l;l++)n[l]=l;n.sort(((l,t)=>e[l]-e[t]));let i=[];for(let e=0;l.length>e;e++){let o=l[e],s=Array(t);for(let l=0;t>l;l++)s[l]=o[n[l]];i.push(s)}return i}(e)),e}let t=new Set;for(let e=0;l.length>e;e++){let n=l[e][0],i=n.length;for(let l=0;i>l;l++)t.add(n[l])}let n=[Array.from(t).sort(((l,e)=>l-e))],i=n[0].length,o=new Map;for(let l=0;i>l;l++)o.set(n[0][l],l);for(let t=0;l.length>t;t++){let s=l[t],r=s[0];for(let l=1;s.length>l;l++){let u=s[l],a=Array(i).fill(void 0),f=e?e[t][l]:1,c=[];for(let l=0;u.length>l;l++){let e=u[l],t=o.get(r[l]);null===e?0!=f&&(a[t]=e,2==f&&c.push(t)):a[t]=e}$l(a,c,i),n.push(a)}}return n},en.fmtDate=ne,en.tzDate=function(l,e){let t;return\"UTC\"==e||\"Etc/UTC\"==e?t=new Date(+l+6e4*l.getTimezoneOffset()):e==ie?t=l:(t=new Date(l.toLocaleString(\"en-US\",{timeZone:e})),t.setMilliseconds(l.getMilliseconds())),t},en.sync=dt;{en.addGap=function(l,e,t){let n=l[l.length-1];n&&n[0]==e?n[1]=t:l.push([e,t])},en.clipGaps=wt;let l=en.paths={points:Wt};l.linear=Ft,l.stepped=function(l){const e=Q(l.align,1),t=Q(l.ascDesc,!1),n=Q(l.alignGaps,0),i=Q(l.extend,!1);return(l,o,s,r)=>pt(l,o,((u,a,f,c,h,d,p,m,g,x,w)=>{[s,r]=U(f,s,r);let _=u.pxRound,{left:b,width:v}=l.bbox,k=l=>_(d(l,c,x,m)),M=l=>_(p(l,h,w,g)),S=0==c.ori?Mt:St;const T={stroke:new Path2D,fill:null,clip:null,band:null,gaps:null,flags:1},E=T.stroke,z=c.dir*(0==c.ori?1:-1);let D=M(f[1==z?s:r]),P=k(a[1==z?s:r]),A=P,W=P;i&&-1==e&&(W=b,S(E,W,D)),S(E,P,D);for(let l=1==z?s:r;l>=s&&r>=l;l+=z){let t=f[l];if(null==t)continue;let n=k(a[l]),i=M(t);1==e?S(E,n,D):S(E,A,i),S(E,n,i),D=i,A=n}let Y=A;i&&1==e&&(Y=b+v,S(E,Y,D));let[C,H]=mt(l,o);if(null!=u.fill||0!=C){let e=T.fill=new Path2D(E),t=M(u.fillTo(l,o,u.min,u.max,C));S(e,Y,t),S(e,W,t)}if(!u.spanGaps){let i=[];i.push(..._t(a,f,s,r,z,k,n));let h=u.width*y/2,d=t||1==e?h:-h,p=t||-1==e?-h:h;i.forEach((l=>{l[0]+=d,l[1]+=p})),T.gaps=i=u.gaps(l,o,s,r,i),T.clip=wt(i,c.ori,m,g,x,w)}return 0!=H&&(T.band=2==H?[xt(l,o,s,r,E,-1),xt(l,o,s,r,E,1)]:xt(l,o,s,r,E,H)),T}))},l.bars=function(l){const e=Q((l=l||Hl).size,[.6,gl,1]),t=l.align||0,n=l.gap||0;let i=l.radius;i=null==i?[0,0]:\"number\"==typeof i?[i,0]:i;const o=bl(i),s=1-e[0],r=Q(e[1],gl),u=Q(e[2],1),a=Q(l.disp,Hl),f=Q(l.each,(()=>{})),{fill:c,stroke:h}=a;return(l,e,i,d)=>pt(l,e,((p,m,g,x,w,_,b,v,k,M,S)=>{let T,E,z=p.pxRound,D=t,P=n*y,A=r*y,W=u*y;0==x.ori?[T,E]=o(l,e):[E,T]=o(l,e);const Y=x.dir*(0==x.ori?1:-1);let C,H,F,R=0==x.ori?Tt:Et,G=0==x.ori?f:(l,e,t,n,i,o,s)=>{f(l,e,t,i,n,s,o)},I=Q(l.bands,Fl).find((l=>l.series[0]==e)),L=p.fillTo(l,e,p.min,p.max,null!=I?I.dir:0),O=z(b(L,w,S,k)),N=M,j=z(p.width*y),U=!1,V=null,B=null,$=null,J=null;null==c||0!=j&&null==h||(U=!0,V=c.values(l,e,i,d),B=new Map,new Set(V).forEach((l=>{null!=l&&B.set(l,new Path2D)})),j>0&&($=h.values(l,e,i,d),J=new Map,new Set($).forEach((l=>{null!=l&&J.set(l,new Path2D)}))));let{x0:q,size:K}=a;if(null!=q&&null!=K){D=1,m=q.values(l,e,i,d),2==q.unit&&(m=m.map((e=>l.posToVal(v+e*M,x.key,!0))));let t=K.values(l,e,i,d);H=2==K.unit?t[0]*M:_(t[0],x,M,v)-_(0,x,M,v),N=Rt(m,g,_,x,M,v,N),F=N-H+P}else N=Rt(m,g,_,x,M,v,N),F=N*s+P,H=N-F;1>F&&(F=0),H/2>j||(j=0),5>F&&(z=vl);let X=F>0;H=z(wl(N-F-(X?j:0),W,A)),C=(0==D?H/2:D==Y?0:H)-D*Y*((0==D?P/2:0)+(X?j/2:0));const Z={stroke:null,fill:null,clip:null,band:null,gaps:null,flags:0},ll=U?null:new Path2D;let el=null;if(null!=I)el=l.data[I.series[1]];else{let{y0:t,y1:n}=a;null!=t&&null!=n&&(g=n.values(l,e,i,d),el=t.values(l,e,i,d))}let tl=T*H,nl=E*H;for(let t=1==Y?i:d;t>=i&&d>=t;t+=Y){let n=g[t];if(null==n)continue;if(null!=el){let l=el[t]??0;if(n-l==0)continue;O=b(l,w,S,k)}let i=_(2!=x.distr||null!=a?m[t]:t,x,M,v),o=b(Q(n,L),w,S,k),s=z(i-C),r=z(fl(o,O)),u=z(al(o,O)),f=r-u;if(null!=n){let i=0>n?nl:tl,o=0>n?tl:nl;U?(j>0&&null!=$[t]&&R(J.get($[t]),s,u+sl(j/2),H,fl(0,f-j),i,o),null!=V[t]&&R(B.get(V[t]),s,u+sl(j/2),H,fl(0,f-j),i,o)):R(ll,s,u+sl(j/2),H,fl(0,f-j),i,o),G(l,e,t,s-j/2,u,H+j,f)}}return j>0?Z.stroke=U?J:ll:U||(Z._fill=0==p.width?p._fill:p._stroke??p._fill,Z.width=0),Z.fill=U?B:ll,Z}))},l.spline=function(l){return function(l,e){const t=Q(e?.alignGaps,0);return(e,n,i,o)=>pt(e,n,((s,r,u,a,f,c,h,d,p,m,g)=>{[i,o]=U(u,i,o);let x,w,_,b=s.pxRound,v=l=>b(c(l,a,m,d)),k=l=>b(h(l,f,g,p));0==a.ori?(x=kt,_=Mt,w=Pt):(x=yt,_=St,w=At);const y=a.dir*(0==a.ori?1:-1);let M=v(r[1==y?i:o]),S=M,T=[],E=[];for(let l=1==y?i:o;l>=i&&o>=l;l+=y)if(null!=u[l]){let e=v(r[l]);T.push(S=e),E.push(k(u[l]))}const z={stroke:l(T,E,x,_,w,b),fill:null,clip:null,band:null,gaps:null,flags:1},D=z.stroke;let[P,A]=mt(e,n);if(null!=s.fill||0!=P){let l=z.fill=new Path2D(D),t=k(s.fillTo(e,n,s.min,s.max,P));_(l,S,t),_(l,M,t)}if(!s.spanGaps){let l=[];l.push(..._t(r,u,i,o,y,v,t)),z.gaps=l=s.gaps(e,n,i,o,l),z.clip=wt(l,a.ori,d,p,m,g)}return 0!=A&&(z.band=2==A?[xt(e,n,i,o,D,-1),xt(e,n,i,o,D,1)]:xt(e,n,i,o,D,A)),z}))}(Gt,l)}}return en}();";
const UPLOT_STYLE = ".uplot, .uplot *, .uplot *::before, .uplot *::after {box-sizing: border-box;}.uplot {font-family: system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, \"Noto Sans\", sans-serif, \"Apple Color Emoji\", \"Segoe UI Emoji\", \"Segoe UI Symbol\", \"Noto Color Emoji\";line-height: 1.5;width: min-content;}.u-title {text-align: center;font-size: 18px;font-weight: bold;}.u-wrap {position: relative;user-select: none;}.u-over, .u-under {position: absolute;}.u-under {overflow: hidden;}.uplot canvas {display: block;position: relative;width: 100%;height: 100%;}.u-axis {position: absolute;}.u-legend {font-size: 14px;margin: auto;text-align: center;}.u-inline {display: block;}.u-inline * {display: inline-block;}.u-inline tr {margin-right: 16px;}.u-legend th {font-weight: 600;}.u-legend th > * {vertical-align: middle;display: inline-block;}.u-legend .u-marker {width: 1em;height: 1em;margin-right: 4px;background-clip: padding-box !important;}.u-inline.u-live th::after {content: \":\";vertical-align: middle;}.u-inline:not(.u-live) .u-value {display: none;}.u-series > * {padding: 4px;}.u-series th {cursor: pointer;}.u-legend .u-off > * {opacity: 0.3;}.u-select {background: rgba(0,0,0,0.07);position: absolute;pointer-events: none;}.u-cursor-x, .u-cursor-y {position: absolute;left: 0;top: 0;pointer-events: none;will-change: transform;}.u-hz .u-cursor-x, .u-vt .u-cursor-y {height: 100%;border-right: 1px dashed #607D8B;}.u-hz .u-cursor-y, .u-vt .u-cursor-x {width: 100%;border-bottom: 1px dashed #607D8B;}.u-cursor-pt {position: absolute;top: 0;left: 0;border-radius: 50%;border: 0 solid;pointer-events: none;will-change: transform;/*this has to be !important since we set inline \"background\" shorthand */background-clip: padding-box !important;}.u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off {display: none;}";

;// CONCATENATED MODULE: ./src/report/html/render-html.ts
// src/report/html/ is report.html; this renders the page: headline, overview, a section per scenario, the data.















/**
 * Returns JSON for a `<script type="application/json">` element: every `<` as `\u003c`, so that no `</script>` or
 * `<!--` from the data can end the element or start a script, and DEL and the C1 controls (which JSON leaves as they
 * are, and HTML reads as errors) as `\u` escapes too; JSON.parse reads it back as it was.
 * @internal Exported for the tests.
 */
function jsonForScript(value) {
    return JSON.stringify(value).replace(/[<\u007f-\u009f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** Returns the Content-Security-Policy source of an inline script: its sha256, so that no other script runs. */
function scriptHash(script) {
    return `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(script, 'utf8').digest('base64')}'`;
}
/**
 * Returns the run's header: outcome and headline (the job summary's counts), when, against what, the baseline and the
 * shard, the generator's health, what the writes did, and the scenarios not run with their reasons.
 */
function runHeader(run, loadTestPath) {
    const facts = [
        `${(0,report_escape/* escapeHtml */.ZD)(run.startedAt)} – ${(0,report_escape/* escapeHtml */.ZD)(run.finishedAt)}`,
        `<code>${(0,report_escape/* escapeHtml */.ZD)(run.baseUrl)}</code>`,
        `load test <code>${(0,report_escape/* escapeHtml */.ZD)(loadTestPath)}</code>`,
        ...(run.shard ? [`shard ${run.shard.index} of ${run.shard.count}`] : []),
        ...(run.baseline
            ? [`compared with ${(0,report_escape/* escapeHtml */.ZD)(run.baseline.kind)} baseline <code>${(0,report_escape/* escapeHtml */.ZD)(run.baseline.source)}</code>`]
            : []),
    ];
    return [
        `<h1>${badge(run.outcome)} Performance report</h1>`,
        `<p class="headline">${(0,report_escape/* escapeHtml */.ZD)((0,wording/* runHeadline */.iV)(run))}</p>`,
        `<p class="meta">${facts.join(' · ')}</p>`,
        run.generator.saturated ? `<p class="error">${(0,report_escape/* escapeHtml */.ZD)((0,wording/* selfCheckMessage */.c9)(run))}</p>` : '',
        ...comparisonParagraphs(run),
        ...paragraphs((0,tls_wording/* runTlsNote */.R)(run), undefined),
        ...writesParagraphs(run),
        ...(0,stopped_wording/* stoppedEarlyNotes */.g)(run).flatMap((note) => paragraphs(undefined, note)),
        notRunList(run),
    ].join('\n');
}
/** Returns the scenarios not run on purpose (`skip:`), each linked to its section, with its reason; '' when none. */
function notRunList(run) {
    const skipped = (0,wording/* skippedScenarios */.Uu)(run);
    if (skipped.length === 0)
        return '';
    const items = skipped.map((scenario) => `<li><a href="#scenario-${run.scenarios.indexOf(scenario)}">${(0,report_escape/* escapeHtml */.ZD)(scenario.name)}</a>: ${(0,report_escape/* escapeHtml */.ZD)((0,wording/* skipReason */.YG)(scenario))}</li>`);
    const source = (0,not_started/* skippedBySkipKey */.ai)(skipped) ? ' (<code>skip:</code> in the load test)' : '';
    return `<div class="not-run"><p><strong>Not run</strong>${source}</p><ul>\n${items.join('\n')}\n</ul></div>`;
}
/**
 * Returns the indexes of the scenarios worst outcome first (cancelled, errored, failed, inconclusive, passed, then the
 * ones not run), in the run's order within one outcome. Sections keep the id of their place in results.json.
 */
function worstFirst(scenarios) {
    const rank = (index) => outcomes/* SCENARIO_OUTCOMES */.R.indexOf(scenarios[index].outcome);
    return scenarios.map((_, index) => index).sort((a, b) => rank(b) - rank(a) || a - b);
}
/**
 * Returns the header's notes of the comparison with a baseline: a warning when the two runs' machines differed (every
 * verdict is then at most inconclusive), and the run's false-alarm rate over its comparisons.
 */
function comparisonParagraphs(run) {
    return paragraphs((0,comparison_lines/* environmentWarning */.AS)(run), (0,comparison_lines/* runLevelSentence */.lo)(run));
}
/** Returns the header's notes of the run's writes: a warning when they changed existing data; reads before writes. */
function writesParagraphs(run) {
    return paragraphs((0,writes_wording/* existingDataNote */._Y)(run), (0,writes_wording/* readsFirstNote */.gr)(run));
}
/** Returns a warning of the header and a note after it as paragraphs, escaped; none for what is undefined. */
function paragraphs(warning, note) {
    return [
        ...(warning ? [`<p class="error"><strong>${(0,report_escape/* escapeHtml */.ZD)(warning)}</strong></p>`] : []),
        ...(note ? [`<p class="meta">${(0,report_escape/* escapeHtml */.ZD)(note)}</p>`] : []),
    ];
}
/** Returns the table of every scenario, worst outcome first, each linked to its section. */
function overview(run, order) {
    const rows = order
        .map((index) => [run.scenarios[index], index])
        .map(([scenario, index]) => [
        badge(scenario.outcome),
        `<a href="#scenario-${index}">${(0,report_escape/* escapeHtml */.ZD)(scenario.name)}</a>`,
        `<code>${(0,report_escape/* escapeHtml */.ZD)(scenario.endpoint)}</code>`,
        (0,wording/* formatCount */.B4)(scenario.requests.total),
        (0,wording/* formatCount */.B4)(scenario.requests.failed),
        scenario.requests.total > 0 ? (0,wording/* formatNumber */.ZV)(scenario.latencyMs.p95) : '—',
        (0,wording/* formatNumber */.ZV)(scenario.rps),
    ]);
    return table('Scenarios', ['Outcome', 'Scenario', 'Endpoint', 'Requests', 'Failed', 'p95 ms', 'req/s'], rows, 'overview');
}
/**
 * Returns report.html for a run: one self-contained page that loads nothing (uPlot, the style and the figures
 * inlined; a Content-Security-Policy allows no network and no script but its own two), with tables that read
 * without JavaScript and charts drawn by uPlot. Every untrusted string is escaped for HTML.
 */
function renderHtmlReport(run, loadTestPath = 'loadtool.yaml') {
    const charts = run.scenarios.map((scenario, index) => scenarioCharts(scenario, `scenario-${index}`));
    const order = worstFirst(run.scenarios);
    const data = jsonForScript({ distributionX: DISTRIBUTION_X, scenarios: charts });
    const policy = [
        "default-src 'none'",
        `script-src ${scriptHash(UPLOT_SCRIPT)} ${scriptHash(PAGE_SCRIPT)}`,
        "style-src 'unsafe-inline'",
        'img-src data:',
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    const title = `Performance report: ${(0,wording/* runHeadline */.iV)(run)}`;
    return [
        '<!DOCTYPE html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${policy}">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="color-scheme" content="light dark">',
        `<title>${(0,report_escape/* escapeHtml */.ZD)(title)}</title>`,
        `<style>${UPLOT_STYLE}</style>`,
        `<style>${PAGE_STYLE}</style>`,
        '</head>',
        '<body>',
        runHeader(run, loadTestPath),
        '<noscript><p class="nojs">The charts need JavaScript; every figure is in the tables.</p></noscript>',
        overview(run, order),
        ...order.map((index) => scenarioSection(run.scenarios[index], charts[index], loadTestPath, run.regression)),
        `<script type="application/json" id="data">${data}</script>`,
        `<script>${UPLOT_SCRIPT}</script>`,
        `<script>${PAGE_SCRIPT}</script>`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}


/***/ }),

/***/ 42998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ renderJUnit)
/* harmony export */ });
/* harmony import */ var _results_writes_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58217);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(19327);
/* harmony import */ var _triage_regression_causes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38252);
/* harmony import */ var _results_responses_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(26814);
/* harmony import */ var _results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94130);
/* harmony import */ var _results_steps_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(63813);
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48314);
/* harmony import */ var _results_not_started_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(14551);
/* harmony import */ var _results_stream_wording_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(62593);










/**
 * Returns the run as JUnit XML, as test reporters (dorny/test-reporter, mikepenz/action-junit-report) read it: one
 * `<testsuite name="qa-perf">`, one `<testcase>` per scenario with the load test's `file` and the scenario's `line`
 * (and one per step of a flow after it, named `Shop › List items`, with the step's line),
 * one `<failure type="check">` per failed check (the service stopped answering, no ok response), one
 * `<failure type="threshold">` per breached threshold (its message as `p95 812 ms > 300 ms`) and one
 * `<failure type="regression">` per metric that regressed against the baseline (`p95 +23% (95% CI +17% … +30%) >
 * 10%`, on the tolerance's line), the triage in the first
 * one's text, `<error>` for a scenario that could not run, `<skipped>` for a cancelled one and for one not run on
 * purpose (`skip:`, its reason as the message; the suite's `error` property when no scenario ran), and the figures in
 * `<system-out>` (with the median of rounds base → head, the shift and how sure per metric when compared, and notes
 * on its rounds; an inconclusive scenario passes, its comparison there; the suite's `<system-out>` has the baseline,
 * the run's false-alarm rate and a warning when the two runs' machines differed);
 * the suite's `writes` property (`own` or `existing`) and its `<system-out>` say what the run's writes did (a note
 * when they changed existing data, or when reads ran before writes). `failures`, `errors` and `skipped` count test cases.
 */
function renderJUnit(results, options) {
    const cases = (0,_results_steps_js__WEBPACK_IMPORTED_MODULE_7__/* .withSteps */ .uQ)(results.scenarios);
    const count = (outcome) => cases.filter(({ result }) => result.outcome === outcome).length;
    const seconds = (Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000;
    const totals = {
        tests: cases.length,
        failures: count('failed'),
        errors: count('errored'),
        skipped: count('cancelled') + count('skipped'),
        time: Number.isFinite(seconds) && seconds >= 0 ? seconds : 0,
    };
    const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites${attributes({ name: 'qa-perf', ...totals })}>`,
        `  <testsuite${attributes({ name: 'qa-perf', ...totals, timestamp: timestamp(results.startedAt) })}>`,
        '    <properties>',
        `      <property${attributes({ name: 'baseUrl', value: results.baseUrl })}/>`,
        `      <property${attributes({ name: 'outcome', value: results.outcome })}/>`,
        ...(results.writes ? [`      <property${attributes({ name: 'writes', value: results.writes })}/>`] : []),
        ...(results.error !== undefined
            ? [`      <property${attributes({ name: 'error', value: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(results.error) })}/>`]
            : []),
        '    </properties>',
        ...cases.flatMap((row) => testCase(row, options.loadTestFile, results)),
        `    <system-out>${content(runFigures(results))}</system-out>`,
        '  </testsuite>',
        '</testsuites>',
    ];
    return `${lines.join('\n')}\n`;
}
function testCase(row, file, results) {
    const s = row.result;
    const open = `    <testcase${attributes({
        name: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_results_steps_js__WEBPACK_IMPORTED_MODULE_7__/* .qualifiedName */ .OL)(row)),
        classname: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(s.endpoint) || 'qa-perf',
        time: s.durationSeconds,
        file,
        line: s.line,
    })}>`;
    return [
        open,
        ...verdict(s, file),
        `      <system-out>${content([scenarioFigures(s), ...streamFigures(s), ...(row.flow ? stepFigures(row.flow, s.name) : comparisonFigures(s, results))].join('\n'))}</system-out>`,
        '    </testcase>',
    ];
}
function verdict(s, file) {
    const triage = s.triage ? `\nTriage: ${s.triage.category}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .describeTriage */ .UZ)(s.triage))}` : '';
    switch (s.outcome) {
        case 'skipped':
            return [`      <skipped${attributes({ message: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .skipReason */ .YG)(s)) })}/>`];
        case 'passed':
            return [];
        case 'inconclusive':
            // Not a failure: JUnit has no "unknown", and skipped would hide that it ran; the comparison is in system-out.
            return [];
        case 'cancelled':
            return [`      <skipped${attributes({ message: 'the run was cancelled before this scenario finished' })}/>`];
        case 'errored': {
            const error = (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .errorReason */ .jf)(s));
            return [
                `      <error${attributes({ message: error, type: 'errored' })}>${content(`${file}:${s.line}: ${s.name}: ${error}${triage}`)}</error>`,
            ];
        }
        case 'failed': {
            const failures = [
                ...(s.failedChecks ?? []).map((check) => ({
                    message: (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .describeCheck */ .cn)(check)),
                    type: 'check',
                    line: s.line,
                })),
                ...s.thresholds
                    .filter((t) => !t.passed)
                    .map((t) => ({ message: (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .describeBreach */ .DR)(t), type: 'threshold', line: t.line })),
                ...(s.comparison?.metrics ?? [])
                    .filter(({ verdict }) => verdict === 'regressed')
                    .map((metric) => ({
                    message: (0,_triage_regression_causes_js__WEBPACK_IMPORTED_MODULE_3__/* .describeRegression */ .Z_)(metric, s.comparison.confidence),
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
/** A stream scenario's figures (streams, events, faults, distributions) and what its latency is; none for others. */
function streamFigures(s) {
    return s.stream ? [`Streams: ${(0,_results_stream_wording_js__WEBPACK_IMPORTED_MODULE_6__/* .streamSentence */ .kt)(s, s.stream)}; ${(0,_results_stream_wording_js__WEBPACK_IMPORTED_MODULE_6__/* .streamLatency */ .Vk)(s.stream)}`] : [];
}
function scenarioFigures(s) {
    if (s.outcome === 'skipped')
        return `not run${(0,_results_not_started_js__WEBPACK_IMPORTED_MODULE_8__/* .skippedBySkipKey */ .ai)([s]) ? ' (skip: in the load test)' : ''}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .skipReason */ .YG)(s))}`;
    const { total, failed } = s.requests;
    const { arrival } = s;
    const percentiles = `p50 ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatNumber */ .ZV)(s.latencyMs.p50)} ms, p95 ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatNumber */ .ZV)(s.latencyMs.p95)} ms, p99 ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatNumber */ .ZV)(s.latencyMs.p99)} ms`;
    if (!arrival) {
        const latency = (0,_results_responses_js__WEBPACK_IMPORTED_MODULE_9__/* .hasResponses */ .b)(s) ? `; latency ${percentiles}` : '; no response';
        return `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(s.concurrentUsers)} users for ${s.durationSeconds}s: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(total)} requests, ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(failed)} failed, ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatNumber */ .ZV)(s.rps)} req/s${latency}`;
    }
    // The open model: the latency runs from each request's intended start; the service time from its actual write.
    const latency = (0,_results_responses_js__WEBPACK_IMPORTED_MODULE_9__/* .hasResponses */ .b)(s)
        ? `; latency from the intended start ${percentiles}; ${(0,_results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .serviceFigures */ .FW)(arrival)}`
        : '; no response';
    return `at ${(0,_results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .scheduledLoad */ .iw)(s, arrival)} (${(0,_results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_4__/* .perSecond */ .Ed)(arrival.achievedRate)} achieved), at most ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(arrival.maxUsers)} connections for ${s.durationSeconds}s: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(total)} requests, ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(failed)} failed, ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(s.requests.dropped ?? 0)} dropped, ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatNumber */ .ZV)(s.rps)} req/s${latency}; schedule lateness p99 ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatNumber */ .ZV)(arrival.latenessP99Ms)} ms`;
}
function runFigures(results) {
    const requests = results.scenarios.reduce((sum, s) => sum + s.requests.total, 0);
    const generator = results.generator.saturated ? `\nGenerator self-check: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .selfCheckMessage */ .c9)(results)}` : '';
    const baseline = (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .noBaselineSentence */ .Gc)(results) ?? (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .baselineSentence */ .FD)(results, _escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN);
    // When the machines differed, every verdict against the baseline is at most inconclusive: said before the rest.
    const comparison = [
        ...(baseline ? [baseline] : []),
        ...(0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .runNotes */ .p1)(results, { warning: (warning) => `Warning: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(warning)}`, note: _escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN }),
    ].map((line) => `\n${line}`);
    const writes = (0,_results_writes_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .runFactNotes */ .vJ)(results).map((note) => `\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(note)}`);
    const error = results.error !== undefined ? ` (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(results.error)})` : '';
    return `Base URL ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(results.baseUrl)}: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(requests)} requests, outcome ${results.outcome}${error}${generator}${comparison.join('')}${writes.join('')}`;
}
/**
 * A compared scenario's metrics (median of rounds base → head, the shift, how sure at the run's level), notes on its
 * rounds, and what would settle it when inconclusive; why it was not compared.
 */
function comparisonFigures(s, results) {
    const { comparison } = s;
    if (!comparison)
        return results.baseline ? [`Baseline: ${(0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .notComparedReason */ .hF)(s)}`] : [];
    const run = results.regression;
    const hint = (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .inconclusiveHint */ .Y9)(s, run);
    return [
        `Baseline: ${comparison.verdict}`,
        ...comparison.metrics.map((metric) => (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .metricLine */ .DE)(metric, comparison.confidence, { run })),
        ...(0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .roundNotes */ .eU)(comparison),
        ...(hint ? [hint] : []),
    ];
}
/** A step's comparison, base → head, from its flow's comparison (reported, not judged); none when not compared. */
function stepFigures(flow, name) {
    const step = (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .stepComparison */ .w_)(flow.comparison, name);
    return step ? (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .stepLines */ .mR)(step, _escape_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN) : [];
}
/** The JUnit schema's timestamp: ISO 8601 in UTC without zone or fraction, as jest-junit writes it. */
function timestamp(iso) {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : new Date(time).toISOString().slice(0, 19);
}
function attributes(values) {
    return Object.entries(values)
        .map(([name, value]) => ` ${name}="${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeXml */ .X)(typeof value === 'number' ? seconds(value) : value)}"`)
        .join('');
}
/** Numbers as written in JUnit: at most three decimals, no thousands separator. */
function seconds(value) {
    return String(Math.round(value * 1000) / 1000);
}
function content(text) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeXml */ .X)(text, 'content');
}


/***/ }),

/***/ 47141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rx: () => (/* binding */ MAX_ENDPOINT),
/* harmony export */   Ze: () => (/* binding */ ICONS),
/* harmony export */   lG: () => (/* binding */ MAX_TEXT),
/* harmony export */   lm: () => (/* binding */ MAX_PATH),
/* harmony export */   md: () => (/* binding */ md),
/* harmony export */   nM: () => (/* binding */ row),
/* harmony export */   zB: () => (/* binding */ MAX_NAME),
/* harmony export */   zu: () => (/* binding */ MAX_URL)
/* harmony export */ });
/* unused harmony export reportLink */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
// The pieces every part of the markdown shares: outcome icons, how much untrusted text is kept, escaped text, rows.

/** The outcome's icon, in the heading, the triage, the table and the details. */
const ICONS = {
    // Not run on purpose (`skip:`): neither a pass nor a failure.
    skipped: '⏭️',
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
const MAX_PATH = 100;
/** Returns text that did not come from us as inline markdown: on one line, cut to `max` code points, escaped. */
function md(text, max) {
    return (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(text), max));
}
/** Returns one table row; every cell is already escaped, with no `|` or line break of its own. */
function row(cells) {
    return `| ${cells.join(' | ')} |`;
}
/** Returns the URL when it is safe to link: http(s), nothing that could end the link or start markup. */
function reportLink(url) {
    return url !== undefined && url.length <= MAX_URL && /^https?:\/\/[^\s<>()[\]"'`\\]+$/.test(url) ? url : undefined;
}


/***/ }),

/***/ 57382:
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
// EXTERNAL MODULE: ./src/results/writes-wording.ts
var writes_wording = __webpack_require__(58217);
// EXTERNAL MODULE: ./src/results/stopped-wording.ts
var stopped_wording = __webpack_require__(69278);
// EXTERNAL MODULE: ./src/results/tls-wording.ts
var tls_wording = __webpack_require__(3642);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
;// CONCATENATED MODULE: ./src/report/markdown-budget.ts
// The budget of GitHub's size limits: what is left in UTF-8 bytes, and parts filled while they fit.
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
// EXTERNAL MODULE: ./src/report/markdown-text.ts
var markdown_text = __webpack_require__(47141);
;// CONCATENATED MODULE: ./src/report/mermaid-chart.ts

/** Points per chart: a longer timeline is shown as the worst second of each slice. */
const CHART_POINTS = 60;
/**
 * Returns one chart per scenario, p95 and p50 by second (an open-model scenario's followed by its rate by second:
 * achieved as bars, the target as a line): of the scenarios that did not pass if any has a timeline,
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
    const chosen = candidates.slice(0, max);
    const rates = chosen.some((s) => s.arrival)
        ? " (an open-model scenario's second chart: its requests per second, achieved (bars) and target (line))"
        : '';
    const intro = `**Latency over time**, p95 (upper line) and p50 (lower line) in ms by second of the scenario, for ${shown < candidates.length ? `the first ${shown} of ` : ''}${which}${rates}:`;
    return { intro, charts: chosen.map((s) => [chart(s), ...(s.arrival ? [rateChart(s)] : [])].join('\n\n')) };
}
function chart(s) {
    const points = slices(s.timeline).map((slice) => ({
        second: slice[0].second,
        p50: Math.max(...slice.map((point) => point.p50)),
        p95: Math.max(...slice.map((point) => point.p95)),
    }));
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
/**
 * Returns an open-model scenario's rate by second: the requests of each second as bars and, when the timeline has the
 * schedule's targets, the target as a line; a slice of seconds is shown as its mean, so that a rate stays a rate.
 */
function rateChart(s) {
    const mean = (slice, value) => round(slice.reduce((sum, point) => sum + value(point), 0) / slice.length);
    const parts = slices(s.timeline);
    const targeted = s.timeline.some((point) => point.target !== undefined);
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${(0,report_escape/* mermaidText */.Hg)(s.name)}: requests per second"`,
        `  x-axis "second" ${parts[0][0].second} --> ${parts[parts.length - 1][0].second}`,
        '  y-axis "req/s"',
        `  bar [${parts.map((slice) => mean(slice, (point) => point.requests)).join(', ')}]`,
        ...(targeted ? [`  line [${parts.map((slice) => mean(slice, (point) => point.target ?? 0)).join(', ')}]`] : []),
        '```',
    ].join('\n');
}
/** Returns the timeline in at most CHART_POINTS equal slices of consecutive seconds, each one point of a chart. */
function slices(timeline) {
    const size = Math.ceil(timeline.length / CHART_POINTS);
    const parts = [];
    for (let start = 0; start < timeline.length; start += size)
        parts.push(timeline.slice(start, start + size));
    return parts;
}
/** Returns a chart's value to a tenth; 0 for a value that is not finite. */
function round(value) {
    return Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
}

// EXTERNAL MODULE: ./src/report/open-model-text.ts
var open_model_text = __webpack_require__(50402);
// EXTERNAL MODULE: ./src/report/stream-text.ts
var stream_text = __webpack_require__(52022);
;// CONCATENATED MODULE: ./src/report/markdown-details.ts








/** A failed response's body is kept to its first 300 bytes; at most as many code points of it are shown. */
const MAX_SAMPLE = 300;
/**
 * Returns every part of the details of the scenarios (in their order): status table, the open-model scenarios'
 * schedules, the stream scenarios' figures (when the layout shows them), failed responses, charts.
 */
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
        statusHead: `${(0,markdown_text/* row */.nM)(['Scenario', 'Status codes', 'Error categories', 'Latency ms: min · mean · p50 · p90 · p99.9 · max', 'Received'])}\n${(0,markdown_text/* row */.nM)([':--', ':--', ':--', '--:', '--:'])}`,
        statusRows: ordered.map(detailsRow),
        samplesHead: '**A failed response per scenario**, the start of its body as the server sent it:\n',
        samples: ordered.flatMap(sampleItem),
        openModelHead: `**Open model** ${open_model_text/* OPEN_MODEL_FIGURES */.Jm}:\n`,
        openModel: (0,open_model_text/* openModelLines */.rT)(ordered).map(({ scenario, text }) => `- ${markdown_text/* ICONS */.Ze[scenario.outcome]} **${(0,markdown_text.md)(scenario.name, markdown_text/* MAX_NAME */.zB)}** — ${(0,report_escape/* escapeMarkdown */.FV)(text)}`),
        streamsHead: stream_text/* STREAMS_HEAD */.$J,
        streams: layout.streams ? (0,stream_text/* streamRows */.IX)(ordered) : [],
        chartsIntro: charts.intro,
        charts: charts.charts,
    };
}
/**
 * Returns the details as far as they fit: the charts, then the open-model schedules and the stream figures, before the
 * status table, which is longer and less telling, but shown in reading order, table first.
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
    const open = fill(parts.openModel, budget, parts.openModelHead);
    if (open.shown < parts.openModel.length)
        left.push(`the schedule and service time of ${parts.openModel.length - open.shown} open-model scenarios`);
    const streams = fill(parts.streams, budget, parts.streamsHead);
    if (streams.shown < parts.streams.length)
        left.push(`the stream figures of ${parts.streams.length - streams.shown} stream scenarios`);
    const table = fill(parts.statusRows, budget, parts.statusHead);
    if (table.shown < scenarios)
        left.push(`the status codes and error categories of ${scenarios - table.shown} scenarios`);
    const samples = fill(parts.samples, budget, parts.samplesHead);
    if (samples.shown < parts.samples.length)
        left.push(`${parts.samples.length - samples.shown} failed responses`);
    const text = [
        parts.open,
        table.text,
        open.text,
        streams.text,
        samples.text,
        charts.text,
        parts.selfCheck,
        parts.close,
    ]
        .filter(Boolean)
        .join('\n\n');
    return { text, left };
}
function detailsRow(s) {
    const statuses = Object.entries(s.requests.byStatus)
        .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
        .map(([status, count]) => `${(0,markdown_text.md)(status, 20)} × ${(0,wording/* formatCount */.B4)(count)}`);
    const categories = Object.entries(s.requests.byCategory)
        .filter(([, count]) => count > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([category, count]) => `${(0,markdown_text.md)(category, 20)} ${(0,wording/* formatCount */.B4)(count)}`);
    const { min, mean, p50, p90, p999, max } = s.latencyMs;
    return (0,markdown_text/* row */.nM)([
        `${markdown_text/* ICONS */.Ze[s.outcome]} ${(0,markdown_text.md)(s.name, markdown_text/* MAX_NAME */.zB)}`,
        statuses.join(' · ') || '–',
        categories.join(' · ') || '–',
        (0,responses/* hasResponses */.b)(s) ? [min, mean, p50, p90, p999, max].map(wording/* formatNumber */.ZV).join(' · ') : '–',
        // The request bodies beside the responses' only where there were any: most scenarios send none.
        s.bytesSent === undefined
            ? formatBytes(s.bytesReceived)
            : `${formatBytes(s.bytesReceived)} · sent ${formatBytes(s.bytesSent)}`,
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
        ? ` — first error: ${(0,markdown_text.md)(sample.graphqlMessage, MAX_SAMPLE)}`
        : '';
    return [
        `- ${markdown_text/* ICONS */.Ze[s.outcome]} **${(0,markdown_text.md)(s.name, markdown_text/* MAX_NAME */.zB)}** — ${sample.status} (${(0,markdown_text.md)(sample.category, 20)}): <code>${(0,markdown_text.md)(sample.body, MAX_SAMPLE)}</code>${message}`,
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
// EXTERNAL MODULE: ./src/results/steps.ts
var steps = __webpack_require__(63813);
// EXTERNAL MODULE: ./src/results/stream-wording.ts
var stream_wording = __webpack_require__(62593);
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
    return `${(0,markdown_text/* row */.nM)(titles)}\n${(0,markdown_text/* row */.nM)(align)}`;
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
        ? `&nbsp;&nbsp;↳ ${(0,markdown_text.md)(s.name, markdown_text/* MAX_NAME */.zB)} ${markdown_text/* ICONS */.Ze[s.outcome]}${inParentheses((0,steps/* stepNote */.Lu)(s))}`
        : `${markdown_text/* ICONS */.Ze[s.outcome]} ${(0,markdown_text.md)(s.name, markdown_text/* MAX_NAME */.zB)}`;
    const cells = [
        `${name}<br><code>${(0,markdown_text.md)(s.endpoint, markdown_text/* MAX_ENDPOINT */.Rx)}</code>`,
        (0,open_model_text/* usersCell */.RJ)(s, wording/* formatCount */.B4),
        (0,wording/* formatCount */.B4)(s.requests.total),
        (s.arrival ? `${(0,open_model_text/* rateCell */.LA)(s)} /s` : (0,open_model_text/* rateCell */.LA)(s)) + marks(s, ['rps']),
        latencyCell(s, 'p95'),
        latencyCell(s, 'p99'),
        errorsCell(s),
    ];
    if (hasOtherThresholds(all))
        cells.push(s.thresholds
            .filter((t) => !COLUMN_KEYS.has(t.key))
            .map((t) => `${(0,wording/* thresholdName */.Hi)(t.key)} ${thresholdValue(t)}${mark(t)}`)
            .join('<br>'));
    return (0,markdown_text/* row */.nM)(cells);
}
/** Returns the line under the table that says what its marks mean; empty when the table has none. */
function tableLegend(scenarios, loadTestFile) {
    const checks = scenarios.some((s) => (s.failedChecks?.length ?? 0) > 0)
        ? ' · ❌ (no ok response): a built-in check failed, the service stopped answering or never answered ok'
        : '';
    const open = scenarios.some((s) => s.arrival)
        ? ' · Req/s of an open-model scenario: achieved / target; its Users: the connections at most; dropped: requests due while every connection was busy'
        : '';
    if (!scenarios.some((s) => s.thresholds.length > 0))
        return `${checks}${open}`.slice(' · '.length);
    return `✅ threshold met · ❌ threshold breached, with its line in ${(0,markdown_text.md)(loadTestFile, markdown_text/* MAX_PATH */.lm)}${checks}${open}`;
}
/** Returns ` (note)`, or nothing without a note. */
function inParentheses(note) {
    return note === undefined ? '' : ` (${note})`;
}
function hasOtherThresholds(scenarios) {
    return scenarios.some((s) => s.thresholds.some((t) => !COLUMN_KEYS.has(t.key)));
}
function latencyCell(s, key) {
    return ((0,responses/* hasResponses */.b)(s) ? `${(0,wording/* formatNumber */.ZV)(s.latencyMs[key])} ms` : '–') + marks(s, [key]);
}
function errorsCell(s) {
    return `${(0,wording/* formatCount */.B4)(s.requests.failed)}${(0,open_model_text/* failedShare */.FL)(s)}${(0,open_model_text/* droppedSuffix */.ao)(s)}${faultsSuffix(s)}${marks(s, ['errorRate', 'okRate'])}${checkMarks(s)}`;
}
/** Returns ` · stream faults: 2 stalled, 1 ended` for a stream scenario with faults; empty otherwise. */
function faultsSuffix(s) {
    return s.stream && (s.requests.byCategory.stream ?? 0) > 0 ? ` · stream faults: ${(0,stream_wording/* faultsText */.H0)(s.stream)}` : '';
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
            return `${t.bound === 'min' ? '≥' : '≤'} ${withUnit(t.limit, t.unit)}`;
    }
}
function thresholdValue(t) {
    return t.actual === undefined ? 'not measured' : withUnit(t.actual, t.unit);
}
/** Returns a figure with its unit, as wording.ts says it; req/s without its unit, which the Req/s column says. */
function withUnit(value, unit) {
    return unit === 'rps' ? (0,wording/* formatNumber */.ZV)(value) : (0,wording/* formatWithUnit */.QD)(value, unit);
}

// EXTERNAL MODULE: ./src/report/comparison-lines.ts
var comparison_lines = __webpack_require__(19327);
;// CONCATENATED MODULE: ./src/report/markdown-triage.ts





/**
 * Returns the triage item of a scenario that did not pass, as a list item: its category and why (the triage, the
 * error, the cancel, what would settle an inconclusive comparison given the run's control `run`, or its failed checks
 * and breached thresholds), escaped.
 */
function triageItem(s, run) {
    const who = `- ${markdown_text/* ICONS */.Ze[s.outcome]} **${(0,markdown_text.md)(s.name, markdown_text/* MAX_NAME */.zB)}** —`;
    if (s.triage)
        return `${who} ${code(s.triage.category)}: ${triageText(s.triage)}`;
    if (s.outcome === 'inconclusive')
        return `${who} \`inconclusive\`: ${(0,markdown_text.md)((0,comparison_lines/* inconclusiveHint */.Y9)(s, run) ?? 'the comparison with the baseline could not tell', markdown_text/* MAX_TEXT */.lG)}`;
    if (s.outcome === 'errored')
        return `${who} \`error\`: ${(0,markdown_text.md)((0,wording/* errorReason */.jf)(s), markdown_text/* MAX_TEXT */.lG)}`;
    if (s.outcome === 'cancelled')
        return (0,verdict_breaches/* didNotRun */._)(s)
            ? `${who} \`cancelled\`: the run was cancelled before this scenario started; it did not run, and its thresholds were not checked`
            : `${who} \`cancelled\`: the run was cancelled before this scenario finished`;
    const breaches = [
        ...(s.failedChecks ?? []).map(wording/* describeCheck */.cn),
        ...s.thresholds.filter((t) => !t.passed).map((t) => `${(0,wording/* describeBreach */.DR)(t)} (line ${t.line})`),
    ];
    const label = s.failedChecks?.length ? 'checks' : 'thresholds';
    return `${who} \`${label}\`: ${(0,markdown_text.md)(breaches.join(', ') || 'no breached threshold was recorded', markdown_text/* MAX_TEXT */.lG)}`;
}
/** Returns the triage's evidence and next step, each cut on its own: a long quote of the server never hides the next step. */
function triageText(triage) {
    const part = (text) => (0,report_escape/* clip */.$Q)((0,report_escape/* oneLine */.TN)(text), markdown_text/* MAX_TEXT */.lG);
    return (0,markdown_text.md)((0,wording/* describeTriage */.UZ)({ ...triage, evidence: part(triage.evidence), nextStep: part(triage.nextStep) }), 3 * markdown_text/* MAX_TEXT */.lG);
}
/** Returns the text as inline code when it is a plain word (a category), else escaped. */
function code(text) {
    return /^[\w.-]+$/.test(text) ? `\`${text}\`` : (0,markdown_text.md)(text, 40);
}

// EXTERNAL MODULE: ./src/triage/regression-causes.ts
var regression_causes = __webpack_require__(38252);
;// CONCATENATED MODULE: ./src/report/markdown-comparison.ts
// The job summary's and the comment's part on the baseline: each metric's median of rounds base → head with the shift
// over rounds, of each compared scenario, the run's false-alarm rate, notes on rounds, why a scenario was not
// compared, or that there was no baseline.






/**
 * The confidence the table's shift column names: an interval is the nearest achievable at or above it (95.6%, 96.3%),
 * so at least this sure; a comparison below it (too few rounds) says its own in the cell.
 */
const TABLE_CONFIDENCE = 0.95;
/** The most notes on rounds the pull-request comment shows: outlier rounds only, the warm-ups in the summary. */
const COMMENT_ROUND_NOTES = 5;
/**
 * Returns the comparison as a head (the baseline, or "no baseline"; the run's false-alarm rate), one table row per
 * metric of each compared scenario (`| List pets | p95 | 120 → 148 ms | +23% (+17% … +30%) | 10% (line 12) | ❌
 * regressed (p 0.00002; 0.0012 adjusted for 60 comparisons, ≤ 0.01) |`, the figures' column naming what they are), one
 * row per scenario not compared with the reason, and the notes on rounds; every untrusted text escaped. The comment
 * gives only the adjusted p-value after a verdict, and of the notes only outlier rounds, COMMENT_ROUND_NOTES at most.
 */
function comparisonBlock(results, layout) {
    const none = (0,comparison_lines/* noBaselineSentence */.Gc)(results);
    if (none)
        return { head: `**Baseline:** ${(0,report_escape/* escapeMarkdown */.FV)(none)}`, rows: [], notes: [] };
    // Escaped as a whole below.
    const sentence = (0,comparison_lines/* baselineSentence */.FD)(results, (text) => (0,report_escape/* clip */.$Q)((0,report_escape/* oneLine */.TN)(text), markdown_text/* MAX_TEXT */.lG));
    if (!sentence)
        return undefined;
    const metrics = results.scenarios.flatMap((s) => [
        ...(s.comparison?.metrics ?? []),
        ...(s.comparison?.steps ?? []).flatMap((step) => step.metrics),
    ]);
    // The figures' column says what most are (every metric of one comparison is of one kind); a cell of the other says so.
    const label = metrics.length > 0 && metrics.every((metric) => !metric.medians) ? 'over all rounds' : 'median of rounds';
    const table = { label, run: results.regression, short: layout.comment };
    const rows = results.scenarios.flatMap((s) => {
        const name = (0,markdown_text.md)(s.name, markdown_text/* MAX_NAME */.zB);
        const reason = (0,comparison_lines/* notComparedReason */.hF)(s);
        if (reason)
            return [(0,markdown_text/* row */.nM)([name, '—', '—', (0,report_escape/* escapeMarkdown */.FV)(reason), '—', '—'])];
        const { comparison } = s;
        // The same-job mode may extend an inconclusive scenario (--max-rounds): how many rounds each side got is said.
        const rounds = comparison.rounds;
        const named = results.baseline?.kind === 'same-job' ? `${name} (${rounds.base} base, ${rounds.head} head rounds)` : name;
        // A flow's steps under it, as the verdict table shows them: reported, marked as not judged where not unchanged.
        const steps = (comparison.steps ?? []).flatMap((step) => metricRows(`&nbsp;&nbsp;↳ ${(0,markdown_text.md)(step.name, markdown_text/* MAX_NAME */.zB)}`, step.metrics, step.confidence, { ...table, step: true }));
        return [...metricRows(named, comparison.metrics, comparison.confidence, table), ...steps];
    });
    const runLevel = (0,comparison_lines/* runLevelSentence */.lo)(results);
    const figures = `${(0,wording/* capitalized */.l2)(label)}, base → head`;
    const head = [
        `**Baseline:** ${(0,report_escape/* escapeMarkdown */.FV)((0,wording/* capitalized */.l2)(sentence))}`,
        ...(runLevel ? ['', (0,report_escape/* escapeMarkdown */.FV)(runLevel)] : []),
        '',
        (0,markdown_text/* row */.nM)(['Scenario', 'Metric', figures, `Shift (${TABLE_CONFIDENCE * 100}% CI)`, 'Tolerance', 'Verdict']),
        (0,markdown_text/* row */.nM)(['---', '---', '---', '---', '---', '---']),
    ].join('\n');
    const notes = results.scenarios.flatMap((s) => {
        if (!s.comparison)
            return [];
        const kept = (0,comparison_lines/* roundNotes */.eU)(s.comparison).filter((note) => !layout.comment || note.startsWith('outlier'));
        return kept.map((note) => `- **${(0,markdown_text.md)(s.name, markdown_text/* MAX_NAME */.zB)}**: ${(0,report_escape/* escapeMarkdown */.FV)(note)}`);
    });
    return { head, rows, notes: layout.comment ? notes.slice(0, COMMENT_ROUND_NOTES) : notes };
}
/**
 * Returns the comparison's text (its head, then its rows while they fit, then its notes on rounds while they fit) and
 * what of it was left out.
 */
function fillComparison(results, budget, layout = { comment: false }) {
    const block = comparisonBlock(results, layout);
    if (!block)
        return { text: '', left: [] };
    if (block.rows.length === 0)
        return { text: budget.take(block.head) ? block.head : '', left: [] };
    const table = fill(block.rows, budget, block.head);
    const more = block.rows.length - table.shown;
    const left = more > 0 ? [`${more} more rows of the comparison with the baseline`] : [];
    if (table.shown === 0 || block.notes.length === 0)
        return { text: table.text, left };
    const notes = fill(block.notes, budget, '\n**Rounds of note**\n');
    if (notes.shown < block.notes.length)
        left.push(`${block.notes.length - notes.shown} more notes on rounds`);
    return { text: notes.shown > 0 ? `${table.text}\n${notes.text}` : table.text, left };
}
/**
 * Returns a table row per metric, the first cell the (escaped) name of the scenario or step: its figures (labelled
 * when they are not what the column says), the shift with its interval (its confidence said when below the column's).
 */
function metricRows(name, metrics, confidence, options) {
    return metrics.map((metric) => {
        const parts = (0,comparison_lines/* metricParts */.Z)(metric, confidence, options);
        const figures = (0,comparison_lines/* figuresLabel */.w5)(metric) === options.label ? parts.baseToHead : `${parts.baseToHead} (${parts.label})`;
        const change = (0,regression_causes/* describeChange */.uQ)(metric, confidence, confidence < TABLE_CONFIDENCE);
        return (0,markdown_text/* row */.nM)([name, parts.key, figures, change, parts.tolerance, parts.verdict].map(escapeCell));
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

// EXTERNAL MODULE: ./src/results/not-started.ts
var not_started = __webpack_require__(14551);
;// CONCATENATED MODULE: ./src/report/markdown.ts
















/**
 * GitHub refuses a comment over 65,536 characters. The size is measured in UTF-8 bytes, the strictest way to count
 * it (never less than code points or UTF-16 units), and kept below the limit with a margin.
 * @internal Exported for the tests.
 */
const COMMENT_LIMIT = 60_000;
/**
 * GitHub takes up to 1 MiB of job summary from a step; measured in UTF-8 bytes too.
 * @internal Exported for the tests.
 */
const SUMMARY_LIMIT = 1_000_000;
/** Room kept for the notes that say what was left out and for the footer. */
const FOOTER_RESERVE = 3_000;
/**
 * Returns the job summary (summary.md): the verdict, what the writes did (existing data changed, reads moved before
 * writes, or writes kept to the run's own records), the triage of each scenario that did not pass, the table of every
 * scenario with its thresholds, and the details (status codes, error categories, the stream scenarios' figures,
 * latency charts, the generator's self-check), cut to fit GitHub's 1 MiB job summary if it must be.
 */
function renderSummary(results, options) {
    return render(results, options, {
        heading: '##',
        limit: SUMMARY_LIMIT,
        maxTriage: Number.POSITIVE_INFINITY,
        maxCharts: 10,
        openDetails: true,
        streams: true,
        elsewhere: 'results.json',
        ownWrites: true,
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
    // What did not pass first, then what passed, then what was not run on purpose (`skip:`).
    const ordered = [
        ...results.scenarios.filter((s) => s.outcome !== 'passed' && s.outcome !== 'skipped'),
        ...results.scenarios.filter((s) => s.outcome === 'passed'),
        ...(0,wording/* skippedScenarios */.Uu)(results),
    ];
    const head = [
        ...(layout.marker === undefined ? [] : [layout.marker]),
        `${layout.heading} ${markdown_text/* ICONS */.Ze[results.outcome]} qa-perf: ${(0,wording/* runHeadline */.iV)(results)}`,
        '',
        runLine(results),
        ...(results.sources?.length ? ['', preflightLine(results.sources)] : []),
        ...writesLines(results, layout),
        ...environmentLines(results),
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
    const notPassed = ordered.filter((s) => s.outcome !== 'passed' && s.outcome !== 'skipped');
    const triage = fill(notPassed.slice(0, layout.maxTriage).map((s) => triageItem(s, results.regression)), budget, '**Triage**\n');
    if (triage.shown > 0)
        blocks.push(triage.text);
    if (notPassed.length > triage.shown)
        left.push(`${notPassed.length - triage.shown} more triage items`);
    const skipped = (0,wording/* skippedScenarios */.Uu)(results);
    const notRunHeading = `**Not run**${(0,not_started/* skippedBySkipKey */.ai)(skipped) ? ' (`skip:` in the load test)' : ''}\n`;
    const notRun = fill(skipped.map(notRunItem), budget, notRunHeading);
    if (notRun.shown > 0)
        blocks.push(notRun.text);
    if (skipped.length > notRun.shown)
        left.push(`${skipped.length - notRun.shown} more scenarios not run`);
    const baseline = fillComparison(results, budget, { comment: layout.marker !== undefined });
    if (baseline.text)
        blocks.push(baseline.text);
    left.push(...baseline.left);
    const byRound = fillRegressionCharts(results, budget, layout.maxCharts);
    if (byRound.text)
        blocks.push(byRound.text);
    left.push(...byRound.left);
    // A flow's steps are rows of the table under it, shown or cut with their flow.
    const rows = (0,steps/* withSteps */.uQ)(results.scenarios).map(({ result }) => result);
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
/**
 * Returns the head's lines about what the run did beyond measuring: a warning when it did not check certificates, a
 * warning when its writes changed existing data, the note that reads ran before writes, (in the job summary) that
 * the writes kept to the records the run created, and the scenarios that stopped before their duration was over.
 */
function writesLines(results, layout) {
    const insecure = (0,tls_wording/* runTlsNote */.R)(results);
    const existing = (0,writes_wording/* existingDataNote */._Y)(results);
    const readsFirst = (0,writes_wording/* readsFirstNote */.gr)(results);
    const own = layout.ownWrites ? (0,writes_wording/* ownWritesNote */.tX)(results) : undefined;
    return [
        ...(insecure ? ['', '> [!WARNING]', `> ${(0,report_escape/* escapeMarkdown */.FV)(insecure)}`] : []),
        ...(existing ? ['', '> [!WARNING]', `> ${(0,report_escape/* escapeMarkdown */.FV)(existing)}`] : []),
        ...(readsFirst ? ['', (0,report_escape/* escapeMarkdown */.FV)(readsFirst)] : []),
        ...(own ? ['', (0,report_escape/* escapeMarkdown */.FV)(own)] : []),
        ...(0,stopped_wording/* stoppedEarlyNotes */.g)(results).flatMap((note) => ['', (0,report_escape/* escapeMarkdown */.FV)(note)]),
    ];
}
/**
 * Returns the head's warning when the two runs of a comparison across time ran on machines that differ: every verdict
 * against the baseline is then at most inconclusive (environmentWarning).
 */
function environmentLines(results) {
    const warning = (0,comparison_lines/* environmentWarning */.AS)(results);
    return warning ? ['', '> [!WARNING]', `> **Baseline:** ${(0,report_escape/* escapeMarkdown */.FV)(warning)}`] : [];
}
/** The most data sources the head names; results.json has them all. */
const MAX_SOURCES_SHOWN = 5;
/** Returns the head's pre-flight line: each data source fetched before the run, with its status and values. */
function preflightLine(sources) {
    const shown = sources.slice(0, MAX_SOURCES_SHOWN).map((source) => (0,report_escape/* escapeMarkdown */.FV)((0,source_wording/* sourceFigures */.n)(source)));
    const more = sources.length - shown.length;
    return `Pre-flight: ${shown.join(' · ')}${more > 0 ? ` · ${more} more in results.json` : ''}`;
}
/** Returns a scenario not run on purpose as a list item: its name, line and `skip:` reason, escaped. */
function notRunItem(s) {
    return `- ${markdown_text/* ICONS */.Ze.skipped} **${(0,markdown_text.md)(s.name, markdown_text/* MAX_NAME */.zB)}** (line ${s.line}): ${(0,markdown_text.md)((0,wording/* skipReason */.YG)(s), markdown_text/* MAX_TEXT */.lG)}`;
}
function runLine(results) {
    const seconds = (Date.parse(results.finishedAt) - Date.parse(results.startedAt)) / 1000;
    const requests = results.scenarios.reduce((sum, s) => sum + s.requests.total, 0);
    return [
        `Base URL ${(0,markdown_text.md)(results.baseUrl, markdown_text/* MAX_URL */.zu)}`,
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

/***/ 50402:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ failedShare),
/* harmony export */   Jm: () => (/* binding */ OPEN_MODEL_FIGURES),
/* harmony export */   LA: () => (/* binding */ rateCell),
/* harmony export */   RJ: () => (/* binding */ usersCell),
/* harmony export */   ao: () => (/* binding */ droppedSuffix),
/* harmony export */   rT: () => (/* binding */ openModelLines)
/* harmony export */ });
/* harmony import */ var _results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(94130);
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48314);


// The rate as achieved / target, the connections at most, the dropped requests beside the failed ones, and the service
// time beside the latency from the intended start. A closed-model scenario gets exactly what it got before.
/** What the open-model lines of the details and the terminal say their figures are, after `Open model`. */
const OPEN_MODEL_FIGURES = "(latency from each request's intended start, service time from its actual write)";
/** Returns the users cell: the closed model's users, or `max 400` (the connections at most) for an open-model one. */
function usersCell(s, closed) {
    return s.arrival ? `max ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(s.arrival.maxUsers)}` : closed(s.concurrentUsers);
}
/** Returns the rate cell: the closed model's requests per second, or `198 / 200` (achieved / target). */
function rateCell(s) {
    return s.arrival
        ? `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)(s.arrival.achievedRate)} / ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)(s.arrival.targetRate)}`
        : (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)(s.rps);
}
/** Returns the failed requests' share: of the requests sent, or of those due (sent and dropped) in the open model. */
function failedShare(s) {
    const due = (0,_results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .dueCount */ .io)(s);
    return due > 0 ? ` (${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)((s.requests.failed / due) * 100)}%)` : '';
}
/** Returns ` · dropped 20 (1%)` for an open-model scenario that dropped requests; empty otherwise. */
function droppedSuffix(s) {
    const dropped = s.requests.dropped ?? 0;
    if (!s.arrival || dropped === 0)
        return '';
    return ` · dropped ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(dropped)} (${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)((dropped / (0,_results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .dueCount */ .io)(s)) * 100)}%)`;
}
/** Returns the open-model scenarios with their schedule as one sentence each (not escaped), in their order. */
function openModelLines(scenarios) {
    return scenarios.flatMap((scenario) => scenario.arrival ? [{ scenario, text: (0,_results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .arrivalSentence */ .FL)(scenario, scenario.arrival) }] : []);
}


/***/ }),

/***/ 52022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $J: () => (/* binding */ STREAMS_HEAD),
/* harmony export */   IX: () => (/* binding */ streamRows),
/* harmony export */   w2: () => (/* binding */ eventsRateCell)
/* harmony export */ });
/* harmony import */ var _results_stream_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62593);
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48314);
/* harmony import */ var _markdown_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47141);



// The terminal's Req/s cell of a stream scenario is its events per second (its streams are in Requests), and the
// job summary's details have a table of every stream scenario's figures. The comment's table shows only the faults.
/** Returns the terminal's rate cell of a stream scenario, `48 ev/s`; undefined for any other scenario. */
function eventsRateCell(s) {
    return s.stream ? `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)((0,_results_stream_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .eventsPerSecond */ .BT)(s, s.stream))} ev/s` : undefined;
}
/** The head of the details' table of stream scenarios: its title and its columns. */
const STREAMS_HEAD = `**Streams** (ms: p50 · p95 · p99 · max; the table's latency is each stream's length, or its time to first event when held):\n\n${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_2__/* .row */ .nM)([
    'Scenario',
    'Streams',
    'Events',
    'Per stream',
    'Events/s',
    'Reconnects',
    'Faults',
    ..._results_stream_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .STREAM_DISTRIBUTIONS */ .py.map(({ name }) => `${name[0].toUpperCase()}${name.slice(1)}`),
])}\n${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_2__/* .row */ .nM)([':--', '--:', '--:', '--:', '--:', '--:', ':--', '--:', '--:', '--:', '--:'])}`;
/** Returns the details' rows of the stream scenarios (in their order), escaped; none without any. */
function streamRows(scenarios) {
    return scenarios.flatMap((s) => {
        const { stream } = s;
        if (!stream)
            return [];
        return [
            (0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_2__/* .row */ .nM)([
                `${_markdown_text_js__WEBPACK_IMPORTED_MODULE_2__/* .ICONS */ .Ze[s.outcome]} ${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(s.name, _markdown_text_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_NAME */ .zB)}`,
                `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(stream.streams)} (${(0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_2__.md)(stream.protocol, 20)}, ${stream.mode === 'hold' ? 'held' : 'per iteration'})`,
                (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(stream.events),
                (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)((0,_results_stream_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .eventsPerStream */ .xB)(stream)),
                (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatNumber */ .ZV)((0,_results_stream_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .eventsPerSecond */ .BT)(s, stream)),
                (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(stream.reconnects),
                (0,_markdown_text_js__WEBPACK_IMPORTED_MODULE_2__.md)((0,_results_stream_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .faultsText */ .H0)(stream), 100),
                ..._results_stream_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .STREAM_DISTRIBUTIONS */ .py.map(({ key }) => (0,_results_stream_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .distributionCell */ .$q)(stream[key])),
            ]),
        ];
    });
}


/***/ }),

/***/ 6025:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ renderTerminalTable)
/* harmony export */ });
/* harmony import */ var _results_types_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(50435);
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);
/* harmony import */ var _verdict_breaches_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(69828);
/* harmony import */ var _results_responses_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(26814);
/* harmony import */ var _results_writes_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58217);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14031);
/* harmony import */ var _comparison_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19327);
/* harmony import */ var _results_steps_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(63813);
/* harmony import */ var _open_model_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(50402);
/* harmony import */ var _results_not_started_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(14551);
/* harmony import */ var _results_stream_wording_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62593);
/* harmony import */ var _stream_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(52022);
// The run as a terminal table: one row per scenario and step, the comparison, the self-check, the writes.












const COLORS = {
    skipped: '\x1b[2m',
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
 * Returns the table printed at the end of a run: one row per scenario (a flow's steps in rows under it, `  ↳ Log in`;
 * an open-model scenario's rate as achieved / target, its users as `max 400` and its dropped requests beside the
 * failed ones; a stream scenario's Req/s as its events per second, `48 ev/s`), then each open-model scenario's schedule
 * (rate, dropped, latency and service time), each stream scenario's figures (streams, events, faults, distributions),
 * every breached
 * threshold as
 * `List pets: p95 312 ms > 300 ms` (a step's as `Shop › List items: …`), every failed check as `List pets: availability — the service stopped answering
 * from second 2 of 6 (…)`, every scenario that could not run, every one not run on purpose with its `skip:` reason
 * (and why the run is errored when none ran), the triage of each scenario that did not pass
 * as `List pets: latency — p95 312 ms > 300 ms. Next: …` (after the comparison with the baseline: base → head per
 * metric with its interval and verdict, why a scenario was not compared, or "no baseline"), the generator's self-check when it was saturated, and the notes of the run's writes (existing data changed, reads before writes); ends
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
    const all = (0,_results_steps_js__WEBPACK_IMPORTED_MODULE_7__/* .withSteps */ .uQ)(results.scenarios);
    const rows = all.map(({ result: s, flow }) => [
        flow ? `  ↳ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(s.name)}${flowNote(s)}` : (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(s.name),
        (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(s.endpoint),
        (0,_open_model_text_js__WEBPACK_IMPORTED_MODULE_4__/* .usersCell */ .RJ)(s, String),
        (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(s.requests.total),
        (0,_stream_text_js__WEBPACK_IMPORTED_MODULE_6__/* .eventsRateCell */ .w2)(s) ?? (0,_open_model_text_js__WEBPACK_IMPORTED_MODULE_4__/* .rateCell */ .LA)(s),
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
    const open = (0,_open_model_text_js__WEBPACK_IMPORTED_MODULE_4__/* .openModelLines */ .rT)(results.scenarios);
    if (open.length > 0)
        out.push('', `Open model ${_open_model_text_js__WEBPACK_IMPORTED_MODULE_4__/* .OPEN_MODEL_FIGURES */ .Jm}:`, ...open.map(({ scenario, text }) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(scenario.name)}: ${text}`));
    const streams = (0,_results_stream_wording_js__WEBPACK_IMPORTED_MODULE_5__/* .streamLines */ .Mn)(results.scenarios);
    if (streams.length > 0)
        out.push('', "Streams (Req/s is events/s, Requests the streams opened; latency: each stream's length, or its time to first event when held):", ...streams.map(({ scenario, text }) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(scenario.name)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(text)}`));
    // A scenario that did not run has thresholds that measured nothing: not breaches; it is listed as not run below.
    const breaches = all
        .filter((row) => !(0,_verdict_breaches_js__WEBPACK_IMPORTED_MODULE_8__/* .didNotRun */ ._)(row.result))
        .flatMap((row) => row.result.thresholds
        .filter((t) => !t.passed)
        .map((t) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)((0,_results_steps_js__WEBPACK_IMPORTED_MODULE_7__/* .qualifiedName */ .OL)(row))}: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .describeBreach */ .DR)(t)} (line ${t.line})`));
    if (breaches.length > 0)
        out.push('', 'Thresholds breached:', ...breaches);
    const checks = all.flatMap((row) => (row.result.failedChecks ?? []).map((check) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)((0,_results_steps_js__WEBPACK_IMPORTED_MODULE_7__/* .qualifiedName */ .OL)(row))}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .describeCheck */ .cn)(check))}`));
    if (checks.length > 0)
        out.push('', 'Checks failed:', ...checks);
    const errored = results.scenarios.filter((s) => s.outcome === 'errored');
    if (errored.length > 0)
        out.push('', 'Could not run:', ...errored.map((s) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(s.name)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .errorReason */ .jf)(s))}`));
    const skipped = (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .skippedScenarios */ .Uu)(results);
    if (skipped.length > 0)
        out.push('', `Not run${(0,_results_not_started_js__WEBPACK_IMPORTED_MODULE_9__/* .skippedBySkipKey */ .ai)(skipped) ? ' (skip: in the load test)' : ''}:`, ...skipped.map((s) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(s.name)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .skipReason */ .YG)(s))}`));
    if (results.error !== undefined)
        out.push('', `The run is errored: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(results.error)}`);
    const notStarted = results.scenarios.filter((s) => s.outcome === 'cancelled' && (0,_verdict_breaches_js__WEBPACK_IMPORTED_MODULE_8__/* .didNotRun */ ._)(s));
    if (notStarted.length > 0)
        out.push('', 'Did not run (the run was cancelled before they started):', ...notStarted.map((s) => `  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(s.name)}`));
    const comparison = (0,_comparison_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .comparisonLines */ .pf)(results, _escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh);
    if (comparison.length > 0)
        out.push('', 'Baseline:', ...comparison.map((text) => `  ${text}`));
    const triage = results.scenarios.flatMap((s) => s.outcome !== 'passed' && s.triage
        ? [`  ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(s.name)}: ${s.triage.category} — ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)((0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .describeTriage */ .UZ)(s.triage))}`]
        : []);
    if (triage.length > 0)
        out.push('', 'Triage:', ...triage);
    if (results.generator.saturated)
        out.push('', `Generator self-check: ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .selfCheckMessage */ .c9)(results)}`);
    for (const note of (0,_results_writes_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .runFactNotes */ .vJ)(results))
        out.push('', (0,_escape_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .wh)(note));
    out.push('', `Outcome: ${paint(results.outcome, results.outcome)}${tally(results.scenarios)}`);
    return `${out.join('\n')}\n`;
}
/** Returns ` (once)` after a step that is not simply measured, or nothing. */
function flowNote(step) {
    const note = (0,_results_steps_js__WEBPACK_IMPORTED_MODULE_7__/* .stepNote */ .Lu)(step, true);
    return note === undefined ? '' : ` (${note})`;
}
function latency(scenario, key) {
    // A scenario without a single response has no latency; a zero would read as "very fast".
    return (0,_results_responses_js__WEBPACK_IMPORTED_MODULE_10__/* .hasResponses */ .b)(scenario) ? (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(scenario.latencyMs[key]) : '-';
}
function errors(scenario) {
    const { failed, byCategory } = scenario.requests;
    if (failed === 0)
        return `0${(0,_open_model_text_js__WEBPACK_IMPORTED_MODULE_4__/* .droppedSuffix */ .ao)(scenario)}`;
    const top = Object.entries(byCategory)
        .filter(([, count]) => count > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, TOP_CATEGORIES)
        .map(([category, count]) => `${category} ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)}`);
    return `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(failed)}${(0,_open_model_text_js__WEBPACK_IMPORTED_MODULE_4__/* .failedShare */ .FL)(scenario)}${top.length > 0 ? `: ${top.join(', ')}` : ''}${(0,_open_model_text_js__WEBPACK_IMPORTED_MODULE_4__/* .droppedSuffix */ .ao)(scenario)}`;
}
function tally(scenarios) {
    const counts = new Map();
    for (const { outcome } of scenarios)
        counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    const parts = _results_types_js__WEBPACK_IMPORTED_MODULE_11__/* .SCENARIO_OUTCOMES */ .R.filter((outcome) => counts.has(outcome)).map((outcome) => `${counts.get(outcome)} ${outcome}`);
    return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}


/***/ }),

/***/ 22195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ writeReports),
/* harmony export */   Rx: () => (/* binding */ unwrittenOutcome),
/* harmony export */   f8: () => (/* binding */ writeWhole),
/* harmony export */   yi: () => (/* binding */ ReportWriteError)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _file_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(64730);
/* harmony import */ var _forced_exit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(59151);
/* harmony import */ var _results_write_results_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(22178);
/* harmony import */ var _html_render_html_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1171);
/* harmony import */ var _junit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(42998);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(57382);
// src/report/ renders a run for people; this writes its report files: summary, JUnit, results.json, report.html.










/** The report files could not be written: the run is errored (exit 3), its verdict still shown. */
class ReportWriteError extends Error {
    dir;
    /** The system's error code (`EROFS`), when it gave one. */
    code;
    /**
     * `path` is the file that could not be written or the folder that could not be created (`creating`), as given;
     * the message names it, the system's reason in words (fileErrorReason) and what to do.
     */
    constructor(dir, path, creating, cause) {
        const what = creating ? `creating the folder ${path}` : `writing ${path}`;
        const fix = (0,_file_error_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFixOf */ .I6)(cause);
        super(`the reports could not be written into ${dir}: ${what} failed (${(0,_file_error_js__WEBPACK_IMPORTED_MODULE_4__/* .fileErrorReason */ .Hs)(cause)}). ${fix[0].toUpperCase()}${fix.slice(1)}, or set domains.performance.reportDir (\`--out\` for loadtool run) to another folder; no report file was left half-written.`, { cause });
        this.dir = dir;
        this.name = 'ReportWriteError';
        this.code = (0,_file_error_js__WEBPACK_IMPORTED_MODULE_4__/* .fileErrorCode */ .c2)(cause);
    }
}
/**
 * Returns the outcome of a run whose report files could not be written: `errored` (exit 3: a later step would find no
 * results.json), unless it was cancelled. The verdict itself is still shown (the terminal table, the job summary).
 */
function unwrittenOutcome(outcome) {
    return outcome === 'cancelled' ? 'cancelled' : 'errored';
}
/** Returns the content of results.json, summary.md, junit.xml and report.html for a run, by file name. */
function renderReports(results, loadTestFile) {
    return {
        results: (0,_results_write_results_js__WEBPACK_IMPORTED_MODULE_9__/* .serializeResults */ .f)(results),
        summary: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_8__/* .renderSummary */ .Br)(results, { loadTestFile }),
        junit: (0,_junit_js__WEBPACK_IMPORTED_MODULE_7__/* .renderJUnit */ .d)(results, { loadTestFile }),
        html: (0,_html_render_html_js__WEBPACK_IMPORTED_MODULE_6__/* .renderHtmlReport */ .w)(results, loadTestFile),
    };
}
/**
 * Writes results.json, summary.md, junit.xml and report.html into `dir` and returns their paths. Each file is written whole or not
 * at all: into a temporary file in the same folder, then renamed over the old one (a rename within one folder is
 * atomic), so that a full disk or a killed process never leaves a truncated results.json for a later step to read
 * (writeWhole). Throws a ReportWriteError naming the file or folder, the reason and what to do.
 */
async function writeReports(results, dir, loadTestFile) {
    const contents = renderReports(results, loadTestFile);
    const files = {
        results: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'results.json'),
        summary: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'summary.md'),
        junit: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'junit.xml'),
        html: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'report.html'),
    };
    await writeWhole(dir, Object.keys(files).map((name) => [files[name], contents[name]]));
    return files;
}
/**
 * Writes each text into its file in `dir`, every one whole or not at all: each into a temporary file in the same
 * folder, then renamed over the old one (a rename within one folder is atomic). Throws a ReportWriteError naming the
 * file or folder and the reason, after removing its temporary files. The temporary files are removed too when the
 * process exits meanwhile (a second Ctrl+C: onForcedExit).
 */
async function writeWhole(dir, texts) {
    const suffix = `.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`;
    const temporary = texts.map(([file]) => `${file}${suffix}`);
    const removeTemporary = () => {
        for (const file of temporary)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(file, { force: true });
    };
    const forgetExit = (0,_forced_exit_js__WEBPACK_IMPORTED_MODULE_5__/* .onForcedExit */ .f)(removeTemporary);
    try {
        await makeFolder(dir);
        // Every file is written before any is renamed, so that a failure leaves the previous ones as they were.
        await Promise.all(texts.map(([, text], i) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(temporary[i], text, { flag: 'wx' })));
        for (const [i, [file]] of texts.entries())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary[i], file);
    }
    catch (error) {
        await Promise.all(temporary.map((file) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(file, { force: true }).catch(() => undefined)));
        throw new ReportWriteError(dir, ...failedPath(error, dir, suffix), error);
    }
    finally {
        forgetExit();
    }
}
/**
 * Returns what a failed step of writeWhole was about: the report file (not its temporary file), or the folder it
 * could not create (`true`); `dir` when the error names no path.
 */
function failedPath(error, dir, suffix) {
    const { path, dest, syscall } = error;
    if (syscall === 'mkdir')
        return [path ?? dir, true];
    // A rename names the report file as its destination; a write, the temporary file.
    const file = dest ?? path;
    return file === undefined ? [dir, false] : [file.endsWith(suffix) ? file.slice(0, -suffix.length) : file, false];
}
/**
 * Creates `dir` and its missing parents, one level at a time: a level that cannot be created fails with its own reason
 * (EROFS on a read-only file system, EACCES), where mkdir's `recursive` says ENOENT. A folder that exists is kept.
 */
async function makeFolder(dir) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir);
    }
    catch (error) {
        const code = (0,_file_error_js__WEBPACK_IMPORTED_MODULE_4__/* .fileErrorCode */ .c2)(error);
        if (code === 'EEXIST')
            return;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(dir);
        if (code !== 'ENOENT' || parent === dir)
            throw error;
        await makeFolder(parent);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir).catch((again) => {
            if ((0,_file_error_js__WEBPACK_IMPORTED_MODULE_4__/* .fileErrorCode */ .c2)(again) !== 'EEXIST')
                throw again;
        });
    }
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
/* harmony export */   Lu: () => (/* binding */ stepNote),
/* harmony export */   OL: () => (/* binding */ qualifiedName),
/* harmony export */   uQ: () => (/* binding */ withSteps)
/* harmony export */ });
/** Returns the scenarios as report rows, each flow followed by its steps in flow order. */
function withSteps(scenarios) {
    return scenarios.flatMap((result) => [
        { result },
        ...(result.steps ?? []).map((step) => ({ result: step, flow: result })),
    ]);
}
/**
 * Returns what a report says beside a step that is not simply measured (`once per user, not judged`), or in `brief`
 * (`once`) where a table is narrow; undefined for a measured step.
 */
function stepNote(result, brief = false) {
    const step = result;
    if (step.once)
        return brief ? 'once' : 'once per user, not judged';
    if (step.cleanup)
        return brief ? 'cleanup' : 'cleanup per user after the run, not judged';
    if (step.measure === false)
        return brief ? 'measure: false' : "not in the flow's figures";
    return undefined;
}
/** Returns the name a report gives a step on its own: `Shop › List items` (the scenario's name for a scenario). */
function qualifiedName({ result, flow }) {
    return flow ? `${flow.name} › ${result.name}` : result.name;
}


/***/ }),

/***/ 69278:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ stoppedEarlyNotes)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);

/**
 * Returns one sentence per scenario that stopped before its duration was over, not cancelled, in the run's order:
 * `"Search" stopped after 3.2 s of 60 s: every row of its data file terms.csv was used once (…).` Its figures are
 * those of the time it ran, which a reader comparing rates must know.
 */
function stoppedEarlyNotes(results) {
    return results.scenarios.flatMap(({ name, durationSeconds, stoppedEarly }) => stoppedEarly
        ? [
            `"${name}" stopped after ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(stoppedEarly.afterSeconds)} s of ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(durationSeconds)} s: ${stoppedEarly.reason}.`,
        ]
        : []);
}


/***/ }),

/***/ 3642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ insecureTlsNote),
/* harmony export */   R: () => (/* binding */ runTlsNote)
/* harmony export */ });
// How every report says that a run did not check the server's certificate (`tls.insecure`, docs/tls-and-protocols.md).
// Not escaped for any medium: each caller escapes.
/** The sentence every report and the run's start show for a run with `tls.insecure: true`. */
function insecureTlsNote() {
    return "Certificates were not checked (tls.insecure: true): the run trusted whatever server answered. Give the server's CA as tls.ca instead.";
}
/** Returns the note of a run that accepted any certificate, or undefined for one that checked them. */
function runTlsNote(results) {
    return results.insecureTls ? insecureTlsNote() : undefined;
}


/***/ }),

/***/ 58217:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _Y: () => (/* binding */ existingDataNote),
/* harmony export */   gr: () => (/* binding */ readsFirstNote),
/* harmony export */   tX: () => (/* binding */ ownWritesNote),
/* harmony export */   vJ: () => (/* binding */ runFactNotes)
/* harmony export */ });
/* harmony import */ var _tls_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3642);
/* harmony import */ var _stopped_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69278);
// How every report says what a run's writes did (docs/real-data-and-flows.md#writes): the terminal table, the job summary and the
// comment, JUnit and report.html show the same sentences. Not escaped for any medium: each caller escapes.


/** The most scenario names a note lists; results.json marks every one with `writes: true`. */
const MAX_WRITE_NAMES = 10;
/** Code points kept of each name in a note, so that one name cannot fill a comment. */
const MAX_NAME = 120;
/**
 * Returns the note of a run whose load test allowed writes to existing data (`writes: existing`): `This run changed
 * existing data (defaults.writes: existing): Update todo, Delete todo`, naming each scenario that writes and sent a
 * request (at most MAX_WRITE_NAMES, then how many more); undefined for `own`, for an older file without `writes`,
 * and for a run in which no write was sent.
 */
function existingDataNote(results) {
    if (results.writes !== 'existing')
        return undefined;
    const names = results.scenarios.filter((scenario) => scenario.writes && sentAny(scenario)).map(({ name }) => name);
    if (names.length === 0)
        return undefined;
    const shown = names.slice(0, MAX_WRITE_NAMES).map(clipName);
    const more = names.length - shown.length;
    return `This run changed existing data (defaults.writes: existing): ${shown.join(', ')}${more > 0 ? ` and ${more} more (results.json marks each with writes: true)` : ''}`;
}
/**
 * Returns the note of a run that took its scenarios in another order than the file's: `Reads ran before writes: 2
 * write scenarios moved after the reads, so that a read does not measure what a write left.`; undefined otherwise.
 */
function readsFirstNote(results) {
    const moved = results.movedWrites ?? 0;
    if (moved <= 0)
        return undefined;
    const scenarios = moved === 1 ? '1 write scenario' : `${moved} write scenarios`;
    return `Reads ran before writes: ${scenarios} moved after the reads, so that a read does not measure what a write left.`;
}
/**
 * Returns the job summary's note of a run whose writes kept to the records it created (`writes: own`, and a scenario
 * that writes sent a request); undefined otherwise. Only the job summary says it: the other reports speak only when
 * existing data was changed.
 */
function ownWritesNote(results) {
    if (results.writes !== 'own')
        return undefined;
    const wrote = results.scenarios.some((scenario) => scenario.writes && sentAny(scenario));
    return wrote ? 'Writes acted only on records the run created (defaults.writes: own).' : undefined;
}
/**
 * Returns the notes the terminal table and JUnit show after a run's figures, in the order every report shows them:
 * that certificates were not checked (tls-wording.ts), that existing data was changed, that reads ran first, then
 * the scenarios that stopped early (stopped-wording.ts).
 */
function runFactNotes(results) {
    return [
        (0,_tls_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .runTlsNote */ .R)(results),
        existingDataNote(results),
        readsFirstNote(results),
        ...(0,_stopped_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .stoppedEarlyNotes */ .g)(results),
    ].filter((note) => note !== undefined && note !== '');
}
/** Returns whether a scenario, or one of its steps (a flow's once steps run before its first iteration), sent a request. */
function sentAny(scenario) {
    return scenario.requests.total > 0 || (scenario.steps ?? []).some((step) => step.requests.total > 0);
}
function clipName(name) {
    const codePoints = Array.from(name);
    return codePoints.length <= MAX_NAME ? name : `${codePoints.slice(0, MAX_NAME - 1).join('')}…`;
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


/***/ }),

/***/ 50435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ SCENARIO_OUTCOMES)
/* harmony export */ });
// The outcomes of a scenario and a run, from the best to the worst.
/**
 * A scenario's outcome, and a run's (the worst of its scenarios'), from the best to the worst, in the order
 * schemas/results.schema.json lists them: shared by the results, the verdict, the reports and the exit codes.
 * `skipped`: the scenario was not run on purpose (`skip:` in loadtool.yaml), the best, so that it never worsens a run;
 * a run in which no scenario ran is `errored` all the same (src/verdict/). `inconclusive`: a regression check against
 * a baseline could not tell (src/verdict/).
 */
const SCENARIO_OUTCOMES = ['skipped', 'passed', 'inconclusive', 'failed', 'errored', 'cancelled'];


/***/ })

};
