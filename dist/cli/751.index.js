export const id = 751;
export const ids = [751];
export const modules = {

/***/ 39331:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ toMs),
/* harmony export */   Ld: () => (/* binding */ MICROSECONDS_PER_MS),
/* harmony export */   bf: () => (/* binding */ createLatencyHistogram),
/* harmony export */   cH: () => (/* binding */ summarizeLatency),
/* harmony export */   gQ: () => (/* binding */ addInto),
/* harmony export */   hm: () => (/* binding */ meanOf),
/* harmony export */   ib: () => (/* binding */ percentilesOf),
/* harmony export */   ll: () => (/* binding */ encodeHistogram),
/* harmony export */   pr: () => (/* binding */ decodeHistogram)
/* harmony export */ });
/* harmony import */ var hdr_histogram_js_dist_HistogramBuilder_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37003);
/* harmony import */ var hdr_histogram_js_dist_encoding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76879);
/* harmony import */ var hdr_histogram_js_dist_JsHistogram_encoding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64984);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_3__);




/**
 * hdr-histogram-js compresses with Node's zlib where it can `require` it, else with pako, zlib ported to JavaScript;
 * in an ES module (the bundle) it cannot, and pako's deflate took 1 to 2 ms per histogram, a run's rounds and steps
 * each having one. Its encoding module reads `deflate` and `inflate` from its exports at each call: they are set to
 * zlib's here, the same format (RFC 1950), so that every histogram written or read goes through native code. Node
 * gives the module's exports as `default`, the bundle as the namespace itself.
 */
const codec = (hdr_histogram_js_dist_JsHistogram_encoding_js__WEBPACK_IMPORTED_MODULE_2__["default"] ?? hdr_histogram_js_dist_JsHistogram_encoding_js__WEBPACK_IMPORTED_MODULE_2__);
codec.deflate = (data) => (0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.deflateSync)(data);
codec.inflate = (data) => (0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.inflateSync)(data);
/** Latencies are recorded in whole microseconds. */
const MICROSECONDS_PER_MS = 1000;
/**
 * Returns an empty latency histogram in microseconds: 3 significant digits (0.1 % error at any latency), and
 * auto-resizing so that a 2-minute stall is recorded, not dropped. It starts sized for a minute so that resizing
 * stays off the hot path in ordinary runs.
 */
function createLatencyHistogram() {
    return (0,hdr_histogram_js_dist_HistogramBuilder_js__WEBPACK_IMPORTED_MODULE_0__/* .build */ .jq)({
        bitBucketSize: 32,
        autoResize: true,
        lowestDiscernibleValue: 1,
        highestTrackableValue: 60_000_000,
        numberOfSignificantValueDigits: 3,
    });
}
/** Returns HdrHistogram's compressed base64 encoding ("HISTFAAA…"), which other HdrHistogram ports decode and merge exactly. */
function encodeHistogram(histogram) {
    return (0,hdr_histogram_js_dist_encoding_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeIntoCompressedBase64 */ .dH)(histogram);
}
/** Returns the histogram that `encodeHistogram` encoded. */
function decodeHistogram(encoded) {
    return (0,hdr_histogram_js_dist_encoding_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeFromCompressedBase64 */ .Vc)(encoded, 32, false);
}
/** Returns the latency summary of results.json in milliseconds, rounded to the microsecond; all 0 when empty. */
function summarizeLatency(histogram) {
    const empty = histogram.totalCount === 0;
    const [p50 = 0, p75 = 0, p90 = 0, p95 = 0, p99 = 0, p999 = 0] = percentilesOf(histogram, [50, 75, 90, 95, 99, 99.9]).map(toMs);
    return {
        min: empty ? 0 : toMs(histogram.minNonZeroValue),
        mean: empty ? 0 : toMs(meanOf(histogram)),
        p50,
        p75,
        p90,
        p95,
        p99,
        p999,
        max: empty ? 0 : toMs(histogram.maxValue),
    };
}
/**
 * Returns the histogram's mean exactly as its `mean` does (each recorded bucket's median equivalent value times its
 * count, summed from the lowest bucket up), by a loop over the counts: `mean` walks them with an iterator object that
 * took a millisecond per histogram, and a run summarizes one per scenario, round and step.
 */
function meanOf(histogram) {
    if (histogram.totalCount === 0)
        return 0;
    const jsHistogram = histogram;
    let total = 0;
    const last = lastIndex(jsHistogram);
    for (let index = firstIndex(jsHistogram); index <= last; index++) {
        const count = jsHistogram.getCountAtIndex(index);
        if (count > 0)
            total += jsHistogram.medianEquivalentValue(jsHistogram.valueFromIndex(index)) * count;
    }
    return total / histogram.totalCount;
}
/**
 * Returns the values at the percentiles, given in ascending order, each exactly as the histogram's
 * `getValueAtPercentile` gives it (0 for each when it is empty), in one walk from its lowest recorded value: the
 * library walks the counts from the first for each, and a run asks for three every second and seven a summary.
 */
function percentilesOf(histogram, percentiles) {
    const values = percentiles.map(() => 0);
    const total = histogram.totalCount;
    if (total === 0)
        return values;
    const jsHistogram = histogram;
    let next = 0;
    let counted = 0;
    const last = lastIndex(jsHistogram);
    for (let index = firstIndex(jsHistogram); index <= last && next < percentiles.length; index++) {
        counted += jsHistogram.getCountAtIndex(index);
        for (; next < percentiles.length && counted >= countAtPercentile(percentiles[next], total); next++) {
            const value = jsHistogram.valueFromIndex(index);
            values[next] =
                percentiles[next] === 0 ? jsHistogram.lowestEquivalentValue(value) : jsHistogram.highestEquivalentValue(value);
        }
    }
    return values;
}
/**
 * Returns how many of `total` values a percentile covers, rounded up as `getValueAtPercentile` rounds it: less the
 * unit in the last place of the product (the library's ulp), so that a product one ulp too large skips no count.
 */
function countAtPercentile(percentile, total) {
    const count = (Math.min(percentile, 100) / 100) * total;
    return Math.max(Math.ceil(count - Math.pow(2, Math.floor(Math.log2(count)) - 52)), 1);
}
/** Returns the index of the lowest value recorded (a recorded 0 is counted at index 0, and is not minNonZeroValue). */
function firstIndex(histogram) {
    return histogram.getCountAtIndex(0) > 0 ? 0 : histogram.countsArrayIndex(histogram.minNonZeroValue);
}
/** Returns the index of the highest value recorded. */
function lastIndex(histogram) {
    return histogram.countsArrayIndex(histogram.maxValue);
}
/**
 * Adds `other`'s counts to `histogram` as its `add` does, walking only the counts from other's lowest recorded value
 * to its highest: `add` walks every count (about 23,000 at this precision), and a run adds every slice to its second
 * and round and every second to the total, which in its first second ran unoptimized over all of them, and then had
 * the optimizing compiler take the loop (about 12 ms of CPU). Histograms of another layout (one resized) go to `add`.
 */
function addInto(histogram, other) {
    const target = histogram;
    const source = other;
    if (source.totalCount === 0)
        return;
    if (target.countsArrayLength !== source.countsArrayLength ||
        target.subBucketCount !== source.subBucketCount ||
        target.unitMagnitude !== source.unitMagnitude) {
        histogram.add(other);
        return;
    }
    let added = 0;
    const last = lastIndex(source);
    for (let index = firstIndex(source); index <= last; index++) {
        const count = source.getCountAtIndex(index);
        if (count > 0) {
            target.addToCountAtIndex(index, count);
            added += count;
        }
    }
    target.setTotalCount(target.totalCount + added);
    const bounds = target;
    bounds.updatedMaxValue(Math.max(target.maxValue, source.maxValue));
    bounds.updateMinNonZeroValue(Math.min(target.minNonZeroValue, source.minNonZeroValue));
    target.startTimeStampMsec = Math.min(target.startTimeStampMsec, source.startTimeStampMsec);
    target.endTimeStampMsec = Math.max(target.endTimeStampMsec, source.endTimeStampMsec);
}
/** Returns microseconds as milliseconds rounded to 0.001. */
function toMs(microseconds) {
    return Math.round(microseconds) / MICROSECONDS_PER_MS;
}


/***/ }),

/***/ 19327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AS: () => (/* binding */ environmentWarning),
/* harmony export */   DE: () => (/* binding */ metricLine),
/* harmony export */   FD: () => (/* binding */ baselineSentence),
/* harmony export */   Gc: () => (/* binding */ noBaselineSentence),
/* harmony export */   Y9: () => (/* binding */ inconclusiveHint),
/* harmony export */   Z: () => (/* binding */ metricParts),
/* harmony export */   eU: () => (/* binding */ roundNotes),
/* harmony export */   hF: () => (/* binding */ notComparedReason),
/* harmony export */   lo: () => (/* binding */ runLevelSentence),
/* harmony export */   mR: () => (/* binding */ stepLines),
/* harmony export */   n_: () => (/* binding */ VERDICT_ICONS),
/* harmony export */   nt: () => (/* binding */ verdictText),
/* harmony export */   p1: () => (/* binding */ runNotes),
/* harmony export */   pf: () => (/* binding */ comparisonLines),
/* harmony export */   w5: () => (/* binding */ figuresLabel),
/* harmony export */   w_: () => (/* binding */ stepComparison)
/* harmony export */ });
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);
/* harmony import */ var _triage_regression_causes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38252);
/* harmony import */ var _results_environment_words_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(47203);
/* harmony import */ var _results_not_started_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14551);
// What every report says of the comparison with a baseline, as plain text that each report escapes its own way:
// each metric's median of rounds base → head with the shift over rounds, its interval and verdict (how sure, at the
// run's level), the run's false-alarm rate, outlier rounds and warm-ups, why a scenario was not compared, or that
// there was no baseline.




/** The verdict's icon. Inconclusive is ❔ as its outcome is, not ⚠️, which says a scenario could not run. */
const VERDICT_ICONS = {
    unchanged: '✅',
    regressed: '❌',
    inconclusive: '❔',
};
/** What a step's verdict says beside it: it is reported, but the scenario's verdict is the one that decides. */
const STEP_NOT_JUDGED = 'step, not judged';
/**
 * Returns a verdict with its icon (`❌ regressed`), then `detail` in parentheses when given (how sure, see howSure);
 * a step's, unless unchanged, marked as not judged.
 */
function verdictText(verdict, step = false, detail) {
    const text = `${VERDICT_ICONS[verdict]} ${verdict}`;
    if (step && verdict !== 'unchanged')
        return `${text} (${STEP_NOT_JUDGED})`;
    return detail ? `${text} (${detail})` : text;
}
/** Returns what a metric's figures are (see FiguresLabel). */
function figuresLabel(metric) {
    return metric.medians ? 'median of rounds' : 'over all rounds';
}
/**
 * Returns a metric's parts: its figures and what they are (the medians of rounds, else the pooled figures of an older
 * file), the shift with its interval, the tolerance, icon and verdict with how sure it is at the run's level (a
 * step's marked as not judged, see verdictText).
 */
function metricParts(metric, confidence, options = {}) {
    const [base, head] = metric.medians ? [metric.medians.base, metric.medians.head] : [metric.base, metric.head];
    const detail = options.step ? undefined : (0,_triage_regression_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .howSure */ .o3)(metric, options.run, options.short);
    return {
        key: metric.key,
        label: figuresLabel(metric),
        baseToHead: `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(base)} → ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(head)}${unitOf(metric)}`,
        change: (0,_triage_regression_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .describeChange */ .uQ)(metric, confidence),
        tolerance: `${(0,_triage_regression_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatTolerance */ .z9)(metric)} (line ${metric.line})`,
        verdict: verdictText(metric.verdict, options.step, detail),
    };
}
/**
 * Returns a metric on one line: `p95 median of rounds 120 → 148 ms; shift +23% (95% CI +17% … +30%), tolerance 10%
 * (line 12): ❌ regressed (p 0.00002; 0.0012 adjusted for 60 comparisons, ≤ 0.01)`.
 */
function metricLine(metric, confidence, options = {}) {
    const parts = metricParts(metric, confidence, options);
    return `${parts.key} ${parts.label} ${parts.baseToHead}; shift ${parts.change}, tolerance ${parts.tolerance}: ${parts.verdict}`;
}
/** Returns a metric's unit as written after its figures: ` ms`, ` req/s`, `%` (errorRate). */
function unitOf(metric) {
    if (metric.key === 'rps')
        return ' req/s';
    return metric.key === 'errorRate' ? '%' : ' ms';
}
/**
 * Returns the run's control of its comparisons as a sentence, or undefined without one (no baseline, an older file):
 * `Run level: 60 comparisons held together to a 1% false-alarm rate (Holm–Bonferroni): if nothing changed, this run
 * reports a regression anywhere at most 1% of the time.`
 */
function runLevelSentence(results) {
    const { regression } = results;
    if (!results.baseline || !regression)
        return undefined;
    const rate = `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(regression.falseAlarmRate * 100)}%`;
    const count = `${regression.comparisons} ${regression.comparisons === 1 ? 'comparison' : 'comparisons'}`;
    return `Run level: ${count} held together to a ${rate} false-alarm rate (Holm–Bonferroni): if nothing changed, this run reports a regression anywhere at most ${rate} of the time.`;
}
/**
 * Returns, when the two runs of a comparison across time ran on machines that differ (results.regression.environment),
 * what differed and that every verdict is at most inconclusive, capitalized (environmentSentence); else undefined.
 */
function environmentWarning(results) {
    const environment = results.regression?.environment;
    const sentence = environment ? (0,_results_environment_words_js__WEBPACK_IMPORTED_MODULE_2__/* .environmentSentence */ .n)(environment) : undefined;
    if (!sentence)
        return undefined;
    return `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .capitalized */ .l2)(sentence)}${sentence.endsWith('.') ? '' : '.'}`;
}
/**
 * Returns the run's notes on its comparison with a baseline, each written by `style`, none when there is nothing to
 * say: the warning when the two runs' machines differed (environmentWarning), then the run level (runLevelSentence).
 */
function runNotes(results, style) {
    const warning = environmentWarning(results);
    const runLevel = runLevelSentence(results);
    return [...(warning ? [style.warning(warning)] : []), ...(runLevel ? [style.note(runLevel)] : [])];
}
/**
 * Returns a compared scenario's notes on its rounds as plain lines, none when there is nothing to say: the outlier
 * rounds of each metric (shown, not dropped: the shift over rounds gives one wild round little weight), p95's with
 * each round's p95 and the side's median of rounds (`outlier rounds (shown, not dropped): p95 base round 1 (578 ms;
 * the side's median 41 ms)`); and in the same-job mode each side's warm-up round, not compared (`warm-up round a side,
 * not compared: base p95 578 ms, head p95 60 ms; the base went first`).
 */
function roundNotes(comparison) {
    const outliers = comparison.metrics.flatMap((metric) => {
        if (!metric.outliers)
            return [];
        const sides = ['base', 'head']
            .filter((side) => metric.outliers[side].length > 0)
            .map((side) => outlierSide(comparison, metric, side));
        return sides.length > 0 ? [`${metric.key} ${sides.join(', ')}`] : [];
    });
    const notes = outliers.length > 0 ? [`outlier rounds (shown, not dropped): ${outliers.join('; ')}`] : [];
    const { warmUp, first } = comparison;
    if (warmUp) {
        const side = (name) => warmUp[name] === undefined ? `${name} no latency` : `${name} p95 ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(warmUp[name])} ms`;
        notes.push(`warm-up round a side, not compared: ${side('base')}, ${side('head')}${first ? `; the ${first} went first` : ''}`);
    }
    return notes;
}
/**
 * Returns a side's outlier rounds of a metric: `base rounds 1, 4`, and for p95, when each round's p95 is known
 * (p95ByRound has a value for every round of the side), with them and the side's median: `base round 1 (578 ms; the
 * side's median 41 ms)`.
 */
function outlierSide(comparison, metric, side) {
    const rounds = metric.outliers[side];
    const named = `${side} ${rounds.length === 1 ? 'round' : 'rounds'} ${rounds.join(', ')}`;
    const byRound = comparison.p95ByRound?.[side];
    if (metric.key !== 'p95' || byRound?.length !== comparison.rounds[side])
        return named;
    const values = rounds.map((round) => byRound[round - 1]);
    if (values.some((value) => value === undefined))
        return named;
    const median = metric.medians ? `; the side's median ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(metric.medians[side])} ms` : '';
    return `${named} (${values.map((value) => (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(value)).join(', ')} ms${median})`;
}
/**
 * Returns why a scenario of a run with a baseline was not compared, or undefined when it was: it has no tolerances,
 * it did not run to the end, this run has no rounds of it, or the baseline has no scenario of that name with rounds.
 */
function notComparedReason(s) {
    if (s.comparison)
        return undefined;
    if (s.outcome === 'skipped')
        return `not compared: it was not run (${(0,_results_not_started_js__WEBPACK_IMPORTED_MODULE_3__/* .skippedBySkipKey */ .ai)([s]) ? 'skip: in the load test' : (0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .skipReason */ .YG)(s)})`;
    if (!s.tolerances?.length)
        return 'not compared: it has no regression tolerances (regression: in the load test)';
    if (s.outcome === 'errored' || s.outcome === 'cancelled')
        return `not compared: it ${s.outcome === 'errored' ? 'could not run' : 'was cancelled'}`;
    if (!s.rounds?.length)
        return 'not compared: this run has no rounds of it';
    return 'not compared: the baseline has no scenario of this name with rounds (a renamed or new scenario, or a baseline written before rounds existed)';
}
/**
 * Returns the sentence of a run whose load test has tolerances but that had no baseline, or undefined: the tolerances
 * were not checked, and how to give one.
 */
function noBaselineSentence(results) {
    if (results.baseline)
        return undefined;
    const withTolerances = results.scenarios.filter((s) => s.tolerances?.length).length;
    if (withTolerances === 0)
        return undefined;
    return `no baseline: the regression tolerances of ${withTolerances} ${withTolerances === 1 ? 'scenario were' : 'scenarios were'} not checked; give a results.json of the base branch with --baseline FILE (action input baseline), or compare two with loadtool compare BASE HEAD`;
}
/** Returns the baseline as a sentence: `a results file (base/results.json) of a run started 2026-11-22T20:00:00Z`. */
function baselineSentence(results, text) {
    const { baseline } = results;
    if (!baseline)
        return undefined;
    const kind = baseline.kind === 'file' ? 'the results file' : 'the base build at';
    return `compared with ${kind} ${text(baseline.source)}, run at ${text(baseline.startedAt)}`;
}
/** Returns what would settle an inconclusive scenario, or undefined: see conclusiveHint. */
function inconclusiveHint(s, run) {
    return s.comparison ? (0,_triage_regression_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .conclusiveHint */ .X4)(s.comparison, run) : undefined;
}
/**
 * Returns the comparison of the run as plain lines, empty when no scenario has tolerances or a comparison: the
 * baseline, a warning when the two runs' machines differed, the run's false-alarm rate, then a header line per
 * scenario, its metrics, notes on its rounds and what would settle it indented: the terminal and JUnit show these.
 * `text` escapes what did not come from us (names, the baseline's path) for where the lines go; the sentences of our
 * own go through it too.
 */
function comparisonLines(results, text) {
    const none = noBaselineSentence(results);
    if (none)
        return [none];
    if (!results.baseline)
        return [];
    const run = results.regression;
    return [
        baselineSentence(results, text),
        ...runNotes(results, { warning: (warning) => `Warning: ${text(warning)}`, note: text }),
        ...results.scenarios.flatMap((s) => {
            const reason = notComparedReason(s);
            if (reason)
                return [`  ${text(s.name)}: ${reason}`];
            const { comparison } = s;
            const hint = (0,_triage_regression_causes_js__WEBPACK_IMPORTED_MODULE_1__/* .conclusiveHint */ .X4)(comparison, run);
            return [
                `  ${text(s.name)}: ${VERDICT_ICONS[comparison.verdict]} ${comparison.verdict} (${comparison.rounds.base} base rounds, ${comparison.rounds.head} head rounds)`,
                ...comparison.metrics.map((metric) => `    ${metricLine(metric, comparison.confidence, { run })}`),
                ...roundNotes(comparison).map((note) => `    ${text(note)}`),
                ...(hint ? [`    ${text(hint)}`] : []),
                ...(comparison.steps ?? []).flatMap((step) => stepLines(step, text).map((line) => `    ${line}`)),
            ];
        }),
    ];
}
/**
 * Returns a step's comparison as plain lines, a header (`↳ Log in: ❌ regressed (step, not judged; 6 base rounds, 6
 * head rounds)`) and its metrics indented: the terminal shows them under the scenario, JUnit in the step's test case.
 */
function stepLines(step, text) {
    const mark = step.verdict === 'unchanged' ? '' : `${STEP_NOT_JUDGED}; `;
    const rounds = `${mark}${step.rounds.base} base rounds, ${step.rounds.head} head rounds`;
    return [
        `↳ ${text(step.name)}: ${VERDICT_ICONS[step.verdict]} ${step.verdict} (${rounds})`,
        ...step.metrics.map((metric) => `  ${metricLine(metric, step.confidence, { step: true })}`),
    ];
}
/** Returns the comparison of the step of that name in its scenario's comparison, if it was compared. */
function stepComparison(comparison, name) {
    return comparison?.steps?.find((step) => step.name === name);
}


/***/ }),

/***/ 94130:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ perSecond),
/* harmony export */   FL: () => (/* binding */ arrivalSentence),
/* harmony export */   FW: () => (/* binding */ serviceFigures),
/* harmony export */   IJ: () => (/* binding */ rateFigures),
/* harmony export */   L_: () => (/* binding */ peakTarget),
/* harmony export */   io: () => (/* binding */ dueCount),
/* harmony export */   iw: () => (/* binding */ scheduledLoad)
/* harmony export */ });
/* harmony import */ var _responses_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26814);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);


// Shared so that the rate, the dropped requests and the service time read the same everywhere. Not escaped for any
// medium: each caller escapes.
/** Returns a rate as `200/s`. */
function perSecond(rate) {
    return `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(rate)}/s`;
}
/** Returns the highest rate the schedule asked for: the timeline's targets, else the average target. */
function peakTarget(result, arrival) {
    return result.timeline.reduce((peak, { target }) => Math.max(peak, target ?? 0), arrival.targetRate);
}
/** Returns the load of an open-model scenario as `200/s`, or `up to 300/s` for a schedule whose rate varied. */
function scheduledLoad(result, arrival) {
    const peak = peakTarget(result, arrival);
    // The average of a steady rate may differ from its seconds' targets by rounding only.
    return peak > arrival.targetRate * 1.01 ? `up to ${perSecond(peak)}` : perSecond(arrival.targetRate);
}
/** Returns the requests that were due: those started and those dropped. */
function dueCount(result) {
    return result.requests.total + (result.requests.dropped ?? 0);
}
/** Returns `198 of 200 requests/s started`. */
function rateFigures(arrival) {
    return `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(arrival.achievedRate)} of ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(arrival.targetRate)} requests/s started`;
}
/** Returns `20 dropped (1% of 2,000 due: every one of the 400 connections was busy)`, or `none dropped`. */
function droppedFigures(result, arrival) {
    const dropped = result.requests.dropped ?? 0;
    if (dropped === 0)
        return 'none dropped';
    const due = dueCount(result);
    return `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(dropped)} dropped (${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatShare */ .T1)(dropped, due)} of ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(due)} due: every one of the ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(arrival.maxUsers)} connections was busy)`;
}
/** Returns `service time p95 8.4 ms, p99 14.2 ms`. */
function serviceFigures(arrival) {
    return `service time p95 ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(arrival.serviceMs.p95)} ms, p99 ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(arrival.serviceMs.p99)} ms`;
}
/**
 * Returns an open-model scenario's schedule as one sentence: `198 of 200 requests/s started, 20 dropped (…); latency
 * from the intended start p95 10.3 ms, p99 20.5 ms; service time p95 8.4 ms, p99 14.2 ms; schedule lateness p99 0.4 ms`.
 */
function arrivalSentence(result, arrival) {
    const { p95, p99 } = result.latencyMs;
    return [
        `${rateFigures(arrival)}, ${droppedFigures(result, arrival)}`,
        ...((0,_responses_js__WEBPACK_IMPORTED_MODULE_1__/* .hasResponses */ .b)(result)
            ? [
                `latency from the intended start p95 ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(p95)} ms, p99 ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(p99)} ms`,
                serviceFigures(arrival),
            ]
            : ['no response']),
        `schedule lateness p99 ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(arrival.latenessP99Ms)} ms`,
    ].join('; ');
}


/***/ }),

/***/ 47203:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ beyondItsTolerance),
/* harmony export */   n: () => (/* binding */ environmentSentence)
/* harmony export */ });
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);

/**
 * Returns, for every report, what made the two runs' machines differ and what to do, as plain text; undefined when
 * they did not differ. It names each probe beyond the tolerance with its change and both figures, a saturated
 * generator, and a side without a calibration, then says that every verdict is at most inconclusive and that the
 * same-job mode judges a change on one machine.
 */
function environmentSentence(environment) {
    if (!environment.differs)
        return undefined;
    const reasons = [];
    const probes = environment.figures.filter(beyondItsTolerance).map(probeWords);
    if (probes.length > 0)
        reasons.push(`on this run's machine ${probes.join(' and ')}`);
    const saturated = environment.figures.find((figure) => figure.name === 'saturated');
    if (saturated && saturated.base === 1 && saturated.head === 1)
        reasons.push("both runs' load generators were saturated");
    else if (saturated?.base === 1)
        reasons.push("the baseline's load generator was saturated");
    else if (saturated?.head === 1)
        reasons.push("this run's load generator was saturated");
    if (environment.missing)
        reasons.push(MISSING[environment.missing]);
    return `the two runs' machines cannot be taken for the same: ${reasons.join('; ')}. Every verdict against this baseline is at most inconclusive; to judge a change, compare in the same job, where the base and the head alternate on one machine (the action's input baseline-url, or --baseline-url of loadtool run and gate)`;
}
const MISSING = {
    base: 'the baseline has no calibration of its machine (written by a version of loadtool without one)',
    head: 'this run has no calibration of its machine (it could not be measured, or the file was written by a version of loadtool without one)',
    both: 'neither run has a calibration of its machine (written by a version of loadtool without one)',
};
/**
 * Returns whether a probe changed by more than its tolerance either way, as a ratio: slower by more than the tolerance
 * (+50%), or faster by as much (÷ 1.5, −33%), so that a faster machine is seen as readily as a slower one.
 */
function beyondItsTolerance(figure) {
    if (figure.name === 'saturated')
        return false;
    return Math.abs(Math.log(figure.head / figure.base)) > Math.log(1 + figure.tolerance / 100);
}
const PROBE_NAMES = { cpu: 'the CPU probe', loopback: 'the loopback probe' };
/** Returns a probe's change in words: `the CPU probe took 58% longer (120 µs → 190 µs), more than the 50% it may vary by`. */
function probeWords(figure) {
    const name = PROBE_NAMES[figure.name];
    const how = figure.change > 0 ? 'longer' : 'less time';
    return `${name} took ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(Math.abs(figure.change))}% ${how} (${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(figure.base)} µs → ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(figure.head)} µs), more than the ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(figure.tolerance)}% it may vary by`;
}


/***/ }),

/***/ 79287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ jsonSyntaxError)
/* harmony export */ });
/* harmony import */ var _bracket_nesting_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76772);
// Where JSON text first breaks the grammar (RFC 8259): its line and column, and what was expected there.

const VALUE = 'a value (an object, array, string, number, true, false or null)';
/** A number or a literal, from where it starts. */
const SCALAR = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
/**
 * Returns where JSON text that JSON.parse refused breaks, and what was expected there, never quoting the text (which
 * may hold anything, a secret too); undefined when the grammar finds nothing wrong. One pass without recursion, so that
 * a text of any size and nesting is told in time and memory proportional to its length, without a syntax tree:
 * JSON.parse's own message gives no position for an unexpected character, but a piece of the text instead.
 */
function jsonSyntaxError(text) {
    /** The closing bracket of each array and object open. */
    const open = [];
    let state = 'value';
    let i = 0;
    const fail = (expected) => ({ ...(0,_bracket_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .d)(text, i), expected });
    for (;;) {
        while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')
            i++;
        const c = text[i];
        const close = open.at(-1);
        if (state === 'after' && close === undefined)
            return c === undefined ? undefined : fail('the end of the file after the JSON value');
        if (c !== undefined && c === close && (state === 'after' || state === 'valueOrClose' || state === 'keyOrClose')) {
            open.pop();
            i++;
            state = 'after';
        }
        else if (state === 'after') {
            if (c !== ',')
                return fail(`',' or '${close}'`);
            i++;
            state = close === '}' ? 'key' : 'value';
        }
        else if (state === 'colon') {
            if (c !== ':')
                return fail("':' after the key");
            i++;
            state = 'value';
        }
        else if (c === '"' || isKey(state)) {
            if (c !== '"')
                return fail('a key in double quotes');
            const end = stringEnd(text, i);
            if (typeof end !== 'number')
                return { ...(0,_bracket_nesting_js__WEBPACK_IMPORTED_MODULE_0__/* .positionOf */ .d)(text, end.at), expected: end.expected };
            i = end;
            state = isKey(state) ? 'colon' : 'after';
        }
        else if (c === '{' || c === '[') {
            open.push(c === '{' ? '}' : ']');
            i++;
            state = c === '{' ? 'keyOrClose' : 'valueOrClose';
        }
        else {
            SCALAR.lastIndex = i;
            if (c === undefined || !SCALAR.test(text))
                return fail(VALUE);
            i = SCALAR.lastIndex;
            state = 'after';
        }
    }
}
function isKey(state) {
    return state === 'key' || state === 'keyOrClose';
}
/** Returns the index after the string that starts at `start`, or where and why it is not one. */
function stringEnd(text, start) {
    for (let i = start + 1; i < text.length;) {
        const code = text.charCodeAt(i);
        if (code === 0x22)
            return i + 1;
        if (code < 0x20)
            return {
                at: i,
                expected: 'a character of the string (a line break or other control character is escaped in JSON, as \\n or \\u0000)',
            };
        if (code !== 0x5c) {
            i++;
            continue;
        }
        ESCAPE.lastIndex = i;
        if (!ESCAPE.test(text))
            return {
                at: i,
                expected: 'an escape of JSON in a string: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u and four hex digits',
            };
        i = ESCAPE.lastIndex;
    }
    return { at: text.length, expected: 'the closing double quote of a string' };
}


/***/ }),

/***/ 14551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DY: () => (/* binding */ notStarted),
/* harmony export */   Yd: () => (/* binding */ NOT_STARTED),
/* harmony export */   ai: () => (/* binding */ skippedBySkipKey),
/* harmony export */   xX: () => (/* binding */ cancelledBeforeSending)
/* harmony export */ });
/**
 * The `skip` of a scenario that a cancelled run never started: not run (outcome `skipped`), as one with `skip:` in the
 * load test is, but the run that held it is `cancelled` (verdict/outcome.ts, runOutcome).
 */
const NOT_STARTED = 'the run was cancelled before it started';
/** Returns whether the scenario is one a cancelled run never started (skipped with NOT_STARTED). */
function notStarted(scenario) {
    return scenario.outcome === 'skipped' && scenario.skip === NOT_STARTED;
}
/**
 * Returns whether the scenario was cancelled before it sent anything, it nor any step of it: not one request made or
 * due (an open model's dropped ones count as due). It did not run, so it has nothing to judge.
 */
function cancelledBeforeSending(scenario) {
    const sentNothing = ({ requests }) => requests.total === 0 && (requests.dropped ?? 0) === 0;
    return scenario.outcome === 'cancelled' && sentNothing(scenario) && (scenario.steps ?? []).every(sentNothing);
}
/**
 * Returns whether every one of these scenarios not run was skipped by its `skip:` in the load test, none because the
 * run was cancelled before it started: the reports then say `(skip: in the load test)` after "Not run"; otherwise
 * each one's reason says why.
 */
function skippedBySkipKey(scenarios) {
    return !scenarios.some(notStarted);
}


/***/ }),

/***/ 16430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ readResults)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/vocabulary/thresholds.ts
var thresholds = __webpack_require__(58442);
// EXTERNAL MODULE: ./src/results/json-syntax-error.ts
var json_syntax_error = __webpack_require__(79287);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/results/read-results-text.ts
// Reads results.json's text, bounded, from a file or out of an artifact.


/**
 * The largest results.json read, from a file or out of an artifact: far above any real run's (a run of many
 * scenarios with their rounds is a few megabytes), and what a results.json is documented to be at most.
 */
const MAX_RESULTS_BYTES = 64 * 1024 * 1024;
/** Why a file was not read: the end of a sentence that starts with its name (`is a folder, not a file`). */
class FileRefused extends Error {
}
/**
 * Returns the text of a regular file, read to at most `maxBytes` whatever its size says (/proc files say 0). What is
 * not a regular file (a folder, a named pipe, a device) is refused before it is opened, and again after (opened
 * without blocking, in case it was replaced in between), so that reading never waits for a writer nor reads forever.
 * Throws a FileRefused saying why; the text is never part of the reason.
 */
async function readBoundedText(file, maxBytes = MAX_RESULTS_BYTES) {
    checkRegular(await (0,promises_.stat)(file).catch((error) => {
        throw new FileRefused(reasonOf(error));
    }), maxBytes);
    const handle = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK).catch((error) => {
        throw new FileRefused(reasonOf(error));
    });
    try {
        checkRegular(await handle.stat(), maxBytes);
        // One byte more than allowed tells a file at the limit from one over it.
        const buffer = Buffer.alloc(Math.min(maxBytes + 1, 64 * 1024));
        const chunks = [];
        let total = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, null).catch((error) => {
                throw new FileRefused(reasonOf(error));
            });
            if (bytesRead === 0)
                break;
            total += bytesRead;
            if (total > maxBytes)
                throw new FileRefused(tooLarge(maxBytes));
            chunks.push(Buffer.from(buffer.subarray(0, bytesRead)));
        }
        return Buffer.concat(chunks, total).toString('utf8');
    }
    finally {
        await handle.close();
    }
}
function checkRegular(info, maxBytes) {
    const kind = info.isDirectory()
        ? 'a folder'
        : info.isFIFO()
            ? 'a named pipe (FIFO)'
            : info.isCharacterDevice()
                ? 'a character device'
                : info.isBlockDevice()
                    ? 'a block device'
                    : info.isSocket()
                        ? 'a socket'
                        : undefined;
    if (kind !== undefined)
        throw new FileRefused(`is ${kind}, not a file`);
    if (info.size > maxBytes)
        throw new FileRefused(tooLarge(maxBytes));
}
function tooLarge(maxBytes) {
    return `is larger than the ${maxBytes / 1024 / 1024} MiB a results.json may be`;
}
/** Returns why a file could not be opened or read, with the system's code (`EACCES`) unless it does not exist. */
function reasonOf(error) {
    const code = error.code;
    return code === undefined || code === 'ENOENT' ? 'cannot be read' : `cannot be read (${code})`;
}

// EXTERNAL MODULE: ./node_modules/ajv/dist/2020.js
var _2020 = __webpack_require__(52210);
// EXTERNAL MODULE: ./src/ajv-options.ts
var ajv_options = __webpack_require__(487);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(82815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
;// CONCATENATED MODULE: ./schemas/results.schema.json
const results_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"results.schema.json","title":"results.json","description":"The results of a run, as `loadtool run` and `loadtool gate` write them and `loadtool report` reads them: per scenario its request counts, latencies, lossless histogram, timeline, thresholds with their verdict, failed checks, samples and triage. Version 1: fields are added, never renamed.","type":"object","required":["version","outcome","startedAt","finishedAt","baseUrl","shard","generator","scenarios"],"additionalProperties":false,"properties":{"version":{"const":1,"description":"The version of the format; only 1 exists."},"outcome":{"enum":["skipped","passed","inconclusive","failed","errored","cancelled"],"description":"The worst outcome of the scenarios: cancelled > errored > failed > inconclusive > passed > skipped; errored when no scenario ran (every one skipped), never skipped."},"error":{"type":"string","description":"Why the run is errored when none of its scenarios is: no scenario ran (every one was skipped)."},"startedAt":{"type":"string","format":"date-time","description":"When the run started, ISO 8601."},"finishedAt":{"type":"string","format":"date-time","description":"When the run finished, ISO 8601."},"baseUrl":{"type":"string","description":"The load test\'s base URL as written (`${NAME}` unresolved), its user name, password and credential-like query values as `***`."},"shard":{"$ref":"#/$defs/shard"},"fingerprint":{"type":"string","pattern":"^[0-9a-f]{64}$","description":"The sha256 (hex) of the scenarios run, as parsed: what defines the load (names, requests, flows, scripts, users, durations, thresholds), not the base URL nor the shard. Every shard of one load test has the same."},"generator":{"$ref":"#/$defs/selfCheck"},"scenarios":{"type":"array","items":{"$ref":"#/$defs/scenario"},"description":"One entry per scenario of the load test, in its order."},"sources":{"type":"array","items":{"$ref":"#/$defs/source"},"description":"The data sources (`{ from, pick }`) fetched before the measured time, each request once; absent when the load test has none. Not part of any scenario\'s figures."},"baseline":{"$ref":"#/$defs/baseline"},"regression":{"$ref":"#/$defs/runRegression"},"calibration":{"$ref":"#/$defs/calibration"},"insecureTls":{"const":true,"description":"The load test\'s `tls.insecure` let the run accept any certificate: the server\'s identity was not checked, and every report says so. Absent when certificates were checked."},"writes":{"enum":["own","existing"],"description":"`defaults.writes` of the load test: `own` when its writes acted only on records the run created, `existing` when they may have changed records the run did not create (every report then names the scenarios that wrote). Absent in files written before it existed: read as `own`."},"movedWrites":{"type":"integer","minimum":1,"description":"With `execution: sequential` the scenarios that only read run first, then those that write: how many write scenarios ran after a read that the load test puts after them. Absent when the scenarios ran in the file\'s order; `scenarios` keeps the file\'s order either way."}},"$defs":{"baseline":{"type":"object","required":["kind","source","startedAt"],"additionalProperties":false,"description":"What the run was compared with (`--baseline FILE`, the action\'s `baseline`); absent without a baseline.","properties":{"kind":{"enum":["file","same-job"],"description":"`file`: a results.json of an earlier run; `same-job`: the base build, run in alternating rounds beside the head."},"source":{"type":"string","description":"The file as given, or the base\'s URL (redacted)."},"startedAt":{"type":"string","description":"When the baseline\'s run started."}}},"runRegression":{"type":"object","required":["comparisons","falseAlarmRate","method"],"additionalProperties":false,"description":"With a baseline: the run-level error control over every comparison of the run (docs/regression-gate.md#the-statistics), and, across time, the two machines compared.","properties":{"comparisons":{"type":"integer","minimum":0,"description":"The metric comparisons the run\'s verdict covers: each compared scenario\'s tolerances (steps are never judged)."},"falseAlarmRate":{"type":"number","exclusiveMinimum":0,"maximum":1,"description":"The most the chance may be that an unchanged build is judged regressed on any scenario, any tolerance: a metric regressed when its Holm-adjusted p-value is at most this."},"method":{"type":"string","description":"How the comparisons were controlled together, for people."},"environment":{"$ref":"#/$defs/environmentComparison"}}},"calibration":{"type":"object","required":["cpuMicros","loopbackMicros"],"additionalProperties":false,"description":"A short calibration of the machine, measured the same way at the start and the end of every run (the faster of the two: a short burst of other work at one end is not the machine). Absent in files written before it existed.","properties":{"cpuMicros":{"type":"number","minimum":0,"description":"The mean time of a fixed CPU workload of about 1 ms, its slowest tenth left out, in µs: it grows when other processes take the cores."},"loopbackMicros":{"type":"number","minimum":0,"description":"The fastest round trip of a small HTTP/1.1 request over loopback to a server in the same process, in µs."}}},"environmentComparison":{"type":"object","required":["differs","tolerance","figures"],"additionalProperties":false,"description":"A comparison across time (`file`): the two runs\' calibrations compared; every verdict is at most inconclusive when they differ.","properties":{"differs":{"type":"boolean","description":"True when a figure differs by more than the tolerance, or a side has no calibration."},"tolerance":{"type":"number","minimum":0,"description":"The smallest percent tolerance of the compared metrics (10 when none is in percent)."},"figures":{"type":"array","items":{"type":"object","required":["name","base","head","change","tolerance"],"additionalProperties":false,"properties":{"name":{"enum":["cpu","loopback","saturated"],"description":"A calibration probe, or the generator\'s self-check (saturated: 0 or 1)."},"base":{"type":"number"},"head":{"type":"number"},"change":{"type":"number","description":"The change in percent of the base\'s value, worse positive."},"tolerance":{"type":"number","minimum":0,"description":"The change in percent this figure may have: the tolerance, at least the probe\'s own noise between two runs on one machine (100%, twice or half, for cpu and loopback); 0 for saturated."}}}},"missing":{"enum":["base","head","both"],"description":"The side without a calibration (a file written before it existed)."}}},"comparison":{"type":"object","required":["rounds","confidence","method","metrics","verdict"],"additionalProperties":false,"description":"The scenario compared with the baseline\'s scenario of the same name: each tolerance\'s metric, and the worst of their verdicts.","properties":{"rounds":{"type":"object","required":["base","head"],"additionalProperties":false,"properties":{"base":{"type":"integer","minimum":0},"head":{"type":"integer","minimum":0}},"description":"The rounds of each side the statistics used."},"confidence":{"type":"number","minimum":0,"maximum":1,"description":"The confidence of every interval: the nearest achievable level at or above 0.95 (lower only when the rounds are too few, and then every metric is inconclusive)."},"method":{"type":"string","description":"How the change and its interval were estimated, for people."},"metrics":{"type":"array","items":{"$ref":"#/$defs/metricComparison"}},"verdict":{"$ref":"#/$defs/regressionVerdict"},"p95ByRound":{"type":"object","required":["base","head"],"additionalProperties":false,"properties":{"base":{"type":"array","items":{"type":"number","minimum":0}},"head":{"type":"array","items":{"type":"number","minimum":0}}},"description":"Each side\'s p95 in ms per round that had a latency, in order, for the reports\' chart."},"warmUp":{"type":"object","additionalProperties":false,"properties":{"base":{"type":"number","minimum":0},"head":{"type":"number","minimum":0}},"description":"Same-job only: the p95 (ms) of each side\'s warm-up round, run before the measured rounds and not compared."},"first":{"enum":["base","head"],"description":"Same-job only: the side whose round ran first (the order alternates between runs)."},"steps":{"type":"array","items":{"$ref":"#/$defs/stepComparison"},"description":"Each step (of a flow, or named request of a script) compared with the baseline\'s step of the same name, by the scenario\'s tolerances; reported, never judged: only the scenario\'s verdict decides. Absent when none was compared."}}},"stepComparison":{"type":"object","required":["name","rounds","confidence","method","metrics","verdict"],"additionalProperties":false,"description":"A step compared with the baseline\'s step of the same name: the same figures as a scenario\'s comparison, without a chart.","properties":{"name":{"type":"string","description":"The step\'s name."},"rounds":{"$ref":"#/$defs/comparison/properties/rounds"},"confidence":{"$ref":"#/$defs/comparison/properties/confidence"},"method":{"type":"string"},"metrics":{"type":"array","items":{"$ref":"#/$defs/metricComparison"}},"verdict":{"$ref":"#/$defs/regressionVerdict"}}},"metricComparison":{"type":"object","required":["key","base","head","change","interval","tolerance","unit","line","verdict","detectable"],"additionalProperties":false,"properties":{"key":{"type":"string","description":"The metric: a regression key (p95, errorRate, rps…)."},"base":{"type":"number","description":"Over all the base\'s rounds: ms, requests per second, or percent."},"head":{"type":"number","description":"Over all the head\'s rounds, in the same unit."},"change":{"type":"number","description":"The estimated change, worse positive: percent of the base (for rps, how much lower), or percentage points for errorRate."},"interval":{"type":"array","items":{"type":"number"},"minItems":2,"maxItems":2,"description":"The confidence interval of the change, [low, high], in the same unit."},"tolerance":{"type":"number","minimum":0},"unit":{"enum":["%","pp"]},"line":{"type":"integer","minimum":1,"description":"The tolerance\'s line in loadtool.yaml."},"verdict":{"$ref":"#/$defs/regressionVerdict"},"detectable":{"type":"number","minimum":0,"description":"The smallest change this run could have told from no change: the interval\'s half-width."},"medians":{"type":"object","required":["base","head"],"additionalProperties":false,"properties":{"base":{"type":"number"},"head":{"type":"number"}},"description":"The median of each side\'s per-round values, in the metric\'s unit: what the change (a shift over rounds) compares."},"p":{"type":"number","minimum":0,"maximum":1,"description":"The exact one-sided Mann–Whitney p-value of \\"no worse than the tolerance\\": small when the rounds say the metric regressed."},"adjustedP":{"type":"number","minimum":0,"maximum":1,"description":"`p` adjusted for every comparison of the run (Holm–Bonferroni): regressed when at most the run\'s falseAlarmRate. Absent for a step."},"outliers":{"type":"object","required":["base","head"],"additionalProperties":false,"properties":{"base":{"type":"array","items":{"type":"integer","minimum":1}},"head":{"type":"array","items":{"type":"integer","minimum":1}}},"description":"The rounds (numbered from 1 on each side) whose value is an outlier among that side\'s rounds; absent when none."}}},"tolerance":{"type":"object","required":["key","worse","unit","limit","line"],"additionalProperties":false,"properties":{"key":{"type":"string","description":"A regression key: p95, errorRate, rps…"},"worse":{"enum":["higher","lower"]},"unit":{"enum":["%","pp"]},"limit":{"type":"number","minimum":0},"line":{"type":"integer","minimum":1,"description":"The tolerance\'s line in loadtool.yaml."}}},"regressionVerdict":{"enum":["regressed","unchanged","inconclusive"],"description":"regressed: the whole interval is beyond the tolerance; unchanged: all of it within; inconclusive: it straddles."},"source":{"type":"object","required":["request","pick","status","values","ms","scenarios"],"additionalProperties":false,"description":"A data source as the pre-flight fetched it.","properties":{"request":{"type":"string","description":"The source request as written: `GET /items/articles`."},"pick":{"type":"string","description":"The JSONPath that picked the values from its body."},"status":{"type":"integer","minimum":100,"maximum":599,"description":"The response\'s HTTP status."},"values":{"type":"integer","minimum":1,"maximum":1000,"description":"How many values were picked and kept (strings, numbers and booleans)."},"ms":{"type":"number","minimum":0,"description":"How long the request took, in ms."},"scenarios":{"type":"array","items":{"type":"string"},"description":"The names of the scenarios that use its values."}}},"shard":{"type":["object","null"],"description":"Which shard of a sharded run this file holds (`--shard index/count`); null for a whole run.","required":["index","count"],"additionalProperties":false,"properties":{"index":{"type":"integer","minimum":1,"maximum":1000,"description":"The shard\'s index, from 1 to count, as `--shard` names it."},"count":{"type":"integer","minimum":1,"maximum":1000,"description":"How many shards the run has."}}},"selfCheck":{"type":"object","description":"The load generator\'s own health: a saturated generator measures itself, not the server.","required":["saturated","eventLoopDelayP99Ms","cpuUtilization"],"additionalProperties":false,"properties":{"saturated":{"type":"boolean","description":"Whether the generator was the bottleneck."},"eventLoopDelayP99Ms":{"type":"number","minimum":0,"description":"p99 of the event-loop delay during the run, in ms."},"eventLoopUtilization":{"type":"number","minimum":0,"maximum":1,"description":"The share of the run\'s time the event loop was busy, 0 to 1."},"cpuUtilization":{"type":"number","minimum":0,"description":"The process\'s CPU time over wall time; 1 is one core busy all the time."},"message":{"type":"string","description":"A sentence for people when saturated."}}},"scenario":{"type":"object","description":"One scenario\'s results.","additionalProperties":false,"required":["name","endpoint","line","outcome","concurrentUsers","durationSeconds","requests","latencyMs","histogram","rps","bytesReceived","timeline","thresholds","triage"],"properties":{"name":{"type":"string"},"endpoint":{"type":"string","description":"METHOD /path."},"line":{"type":"integer","minimum":0,"description":"The scenario\'s line in loadtool.yaml."},"outcome":{"enum":["skipped","passed","inconclusive","failed","errored","cancelled"]},"error":{"type":"string","description":"Why the scenario could not run, when its outcome is errored."},"skip":{"type":"string","minLength":1,"description":"Why the scenario was not run, when its outcome is skipped: its `skip:` in loadtool.yaml."},"stoppedEarly":{"type":"object","required":["afterSeconds","reason"],"additionalProperties":false,"description":"When the scenario ended before its duration was over, not cancelled (its data file\'s rows all used, with pick: unique): after how long and why; its figures are those of the time it ran.","properties":{"afterSeconds":{"type":"number","minimum":0},"reason":{"type":"string","minLength":1}}},"concurrentUsers":{"type":"integer","minimum":0,"description":"The virtual users."},"durationSeconds":{"type":"number","minimum":0,"description":"The measured duration, in seconds."},"requests":{"$ref":"#/$defs/requests"},"latencyMs":{"$ref":"#/$defs/latency"},"histogram":{"type":"string","description":"The latency histogram in microseconds, HdrHistogram\'s compressed base64 (\\"HISTFAAA…\\")."},"rps":{"type":"number","minimum":0,"description":"Requests completed (ok or failed) per second of the measured duration."},"bytesReceived":{"type":"integer","minimum":0,"description":"Bytes of the responses."},"bytesSent":{"type":"integer","minimum":1,"description":"Bytes of the request bodies (an upload\'s file or form, a JSON body), each counted as its request was written to a connection; a flow\'s and a script\'s count every request of theirs, each step its own. Absent when no request had a body."},"timeline":{"type":"array","items":{"$ref":"#/$defs/second"},"description":"One entry per second of the run."},"arrival":{"$ref":"#/$defs/arrival"},"stream":{"$ref":"#/$defs/stream"},"tolerances":{"type":"array","items":{"$ref":"#/$defs/tolerance"},"description":"The scenario\'s regression tolerances (`regression:` in loadtool.yaml), kept so that `loadtool compare` can judge two results files without the YAML; absent when it has none."},"comparison":{"$ref":"#/$defs/comparison"},"interleaved":{"type":"object","required":["warmUp","first"],"additionalProperties":false,"description":"Same-job runs only: this side\'s warm-up round (run before the measured rounds, not counted nor compared) and whether this side went first.","properties":{"warmUp":{"$ref":"#/$defs/round"},"first":{"type":"boolean"}}},"rounds":{"type":"array","items":{"$ref":"#/$defs/round"},"description":"The measured time split into equal rounds (the scenario\'s `rounds`), each with the requests that ended in it and its own latency histogram; lossless: their counts add up to `requests` and their histograms to `histogram`. A cancelled scenario has the rounds it reached. Absent in files written before rounds existed."},"thresholds":{"type":"array","items":{"$ref":"#/$defs/threshold"}},"failedChecks":{"type":"array","items":{"$ref":"#/$defs/failedCheck"},"description":"The built-in checks the scenario failed, besides its thresholds."},"samples":{"type":"array","items":{"$ref":"#/$defs/failedSample"},"description":"A few failed responses as the server sent them."},"triage":{"$ref":"#/$defs/triage"},"steps":{"type":"array","items":{"$ref":"#/$defs/scenario"},"description":"For a flow: each step\'s own results, in flow order (a step has no steps of its own). The flow\'s own figures count iterations of its measured steps."},"once":{"type":"boolean","description":"On a step of a flow: true for a once step (run per user before its iterations), shown but never judged."},"measure":{"const":false,"description":"On a step of a flow: false for a `measure: false` step (run in every iteration, with figures and thresholds of its own, not part of the flow\'s figures); absent for a measured step."},"cleanup":{"const":true,"description":"On a step of a flow: true for a cleanup step (run per user after the measured time), not part of the flow\'s figures, shown but never judged."},"writes":{"const":true,"description":"True for a scenario that writes: a POST, PUT, PATCH or DELETE that is not a GraphQL query, a GraphQL mutation, a flow with such a step, or a script (its requests are unknown). Absent for a scenario that only reads; never on a step."}}},"requests":{"type":"object","description":"Every request started: total = ok + failed, failed = the sum of byCategory.","additionalProperties":false,"required":["total","ok","failed","byCategory","byStatus"],"properties":{"total":{"type":"integer","minimum":0,"description":"Every request started."},"dropped":{"type":"integer","minimum":0,"description":"Open model only: requests due while every connection was busy, so never sent and not in total; okRate and errorRate are over total + dropped."},"ok":{"type":"integer","minimum":0,"description":"The ok requests."},"failed":{"type":"integer","minimum":0,"description":"The sum of byCategory."},"byCategory":{"type":"object","description":"Failed requests by error category.","additionalProperties":false,"properties":{"http4xx":{"type":"integer","minimum":0,"description":"Requests that failed as http4xx."},"http5xx":{"type":"integer","minimum":0,"description":"Requests that failed as http5xx."},"graphql":{"type":"integer","minimum":0,"description":"Requests that failed as graphql."},"timeout":{"type":"integer","minimum":0,"description":"Requests that failed as timeout."},"connect":{"type":"integer","minimum":0,"description":"Requests that failed as connect."},"reset":{"type":"integer","minimum":0,"description":"Requests that failed as reset."},"protocol":{"type":"integer","minimum":0,"description":"Requests that failed as protocol."},"interrupted":{"type":"integer","minimum":0,"description":"Requests that failed as interrupted."},"check":{"type":"integer","minimum":0,"description":"Requests that failed as check."},"conformance":{"type":"integer","minimum":0,"description":"Responses that did not match the API schema: a status it does not declare, or a body that is not the JSON it documents (checked on a sample of the responses)."},"redirect":{"type":"integer","minimum":0,"description":"Requests whose redirects could not be followed (followRedirects): a chain longer than followRedirects, a loop (the same request twice in one chain), a Location on another origin without crossOrigin: true, or one that is not an http(s) URL."},"stream":{"type":"integer","minimum":0,"description":"Streams (a stream scenario\'s requests) that failed by a stream fault: stalled, ended early or silent; their sum by kind is stream.faults."},"script":{"type":"integer","minimum":0,"description":"Iterations of a script that failed because the script threw."},"other":{"type":"integer","minimum":0,"description":"Requests that failed as other."}}},"byStatus":{"type":"object","description":"Responses by status code, whatever their category.","propertyNames":{"pattern":"^[0-9]{1,3}$"},"additionalProperties":{"type":"integer","minimum":0,"description":"Responses with this status."}},"byCheck":{"type":"object","description":"The check failures by the first expect.json check each response failed, as written ($.errors: absent), or body: not JSON / body: over 64 KiB; their sum is byCategory.check.","additionalProperties":{"type":"integer","minimum":0,"description":"Responses that failed this check first."}},"redirects":{"type":"integer","minimum":0,"description":"The redirects followed (followRedirects), each hop once: not requests of their own, not in total nor byStatus, their latency part of the request\'s. Absent when none was followed."}}},"latency":{"type":"object","description":"Latency in ms of the requests that got a whole response.","additionalProperties":false,"required":["min","mean","p50","p90","p95","p99","p999","max"],"properties":{"min":{"type":"number","minimum":0,"description":"min in ms."},"mean":{"type":"number","minimum":0,"description":"mean in ms."},"p50":{"type":"number","minimum":0,"description":"p50 in ms."},"p75":{"type":"number","minimum":0,"description":"p75 in ms."},"p90":{"type":"number","minimum":0,"description":"p90 in ms."},"p95":{"type":"number","minimum":0,"description":"p95 in ms."},"p99":{"type":"number","minimum":0,"description":"p99 in ms."},"p999":{"type":"number","minimum":0,"description":"p999 in ms."},"max":{"type":"number","minimum":0,"description":"max in ms."}}},"round":{"type":"object","description":"One round of a scenario: a slice of its measured time with its own figures.","additionalProperties":false,"required":["startMs","durationMs","requests","histogram"],"properties":{"startMs":{"type":"number","minimum":0,"description":"Where the round starts, in ms from the start of the measured time."},"durationMs":{"type":"number","minimum":0,"description":"How long the round lasted, in ms; the last round of a cancelled scenario is shorter."},"requests":{"type":"object","description":"Requests that ended in the round (those after the measured time in the last one): total = ok + failed.","additionalProperties":false,"required":["total","ok","failed"],"properties":{"total":{"type":"integer","minimum":0},"ok":{"type":"integer","minimum":0},"failed":{"type":"integer","minimum":0}}},"histogram":{"type":"string","description":"The round\'s latencies in microseconds, HdrHistogram\'s compressed base64, as the scenario\'s `histogram`."}}},"second":{"type":"object","description":"One second of the timeline.","additionalProperties":false,"required":["second","requests","errors","p50","p95","p99"],"properties":{"second":{"type":"integer","minimum":0,"description":"The second, from 0."},"requests":{"type":"integer","minimum":0,"description":"Requests that ended in this second."},"errors":{"type":"integer","minimum":0,"description":"Of them, the failed ones."},"p50":{"type":"number","minimum":0,"description":"p50 in ms."},"p95":{"type":"number","minimum":0,"description":"p95 in ms."},"p99":{"type":"number","minimum":0,"description":"p99 in ms."},"dropped":{"type":"integer","minimum":0,"description":"Open model only: the requests due in this second that were dropped (every connection busy)."},"target":{"type":"integer","minimum":0,"description":"Open model only: the requests the schedule had due in this second."},"events":{"type":"integer","minimum":0,"description":"A stream scenario only: the events received in this second, every stream\'s."}}},"arrival":{"type":"object","description":"An open-model scenario\'s schedule against what was achieved; its latencyMs and histogram run from each request\'s intended start, serviceMs from the actual write. Absent for the closed model.","additionalProperties":false,"required":["targetRate","achievedRate","maxUsers","serviceMs","serviceHistogram","latenessP99Ms"],"properties":{"targetRate":{"type":"number","minimum":0,"description":"The requests per second the schedule asked for (scheduled requests over the measured time)."},"achievedRate":{"type":"number","minimum":0,"description":"The requests started (not dropped) per second of the measured time."},"maxUsers":{"type":"integer","minimum":0,"description":"The most connections (requests in flight) the scenario could use."},"serviceMs":{"type":"object","description":"Service time in ms, from each request\'s actual write to its last byte.","additionalProperties":false,"required":["p50","p95","p99","max"],"properties":{"p50":{"type":"number","minimum":0},"p95":{"type":"number","minimum":0},"p99":{"type":"number","minimum":0},"max":{"type":"number","minimum":0}}},"serviceHistogram":{"type":"string","description":"The service-time histogram in microseconds, HdrHistogram\'s compressed base64, as the scenario\'s `histogram`."},"latenessP99Ms":{"type":"number","minimum":0,"description":"The scheduler\'s own lateness at p99 (actual write minus intended start), in ms: the generator falling behind."}}},"stream":{"type":"object","description":"A stream scenario\'s (`stream:`) own figures; absent for any other scenario. Each stream opened is one of the scenario\'s requests: ok when it ended as it should (request mode: the server ended it; hold mode: it was open when the measured time ended), else in its error category (`stream` for the faults). The scenario\'s latencyMs and histogram are each ok stream\'s length in request mode, its time to first event in hold mode.","additionalProperties":false,"required":["protocol","mode","streams","events","reconnects","faults","ttfb","ttfe","eventGap","length"],"properties":{"protocol":{"enum":["sse","websocket","graphql-ws"],"description":"sse: a text/event-stream response (GraphQL over SSE too); websocket: a WebSocket\'s messages; graphql-ws: a GraphQL subscription over graphql-transport-ws."},"mode":{"enum":["hold","request"],"description":"hold: each user kept one stream open for the measured time; request: one stream per iteration, read to its end."},"streams":{"type":"integer","minimum":0,"description":"Streams opened: the scenario\'s requests.total (each reconnect is one more)."},"events":{"type":"integer","minimum":0,"description":"Events received, every stream\'s: SSE events, WebSocket messages, GraphQL next payloads."},"reconnects":{"type":"integer","minimum":0,"description":"Streams opened again by a user whose stream ended or failed (hold mode)."},"faults":{"type":"object","description":"The stream faults by kind; their sum is requests.byCategory.stream.","additionalProperties":false,"required":["stalled","ended","silent"],"properties":{"stalled":{"type":"integer","minimum":0,"description":"Streams that went the stall limit without an event after one."},"ended":{"type":"integer","minimum":0,"description":"Streams closed by the server (or cut) before the measured time was over in hold mode, or without their protocol\'s end in request mode."},"silent":{"type":"integer","minimum":0,"description":"Streams that got not one event within the stall limit of their head."}}},"ttfb":{"$ref":"#/$defs/streamDistribution","description":"Time from the request\'s write to the response\'s head (the WebSocket\'s open; graphql-ws\'s connection_ack), per stream."},"ttfe":{"$ref":"#/$defs/streamDistribution","description":"Time from the request\'s write to the stream\'s first event, of every stream that got one."},"eventGap":{"$ref":"#/$defs/streamDistribution","description":"The gaps between consecutive events of one stream."},"length":{"$ref":"#/$defs/streamDistribution","description":"Each stream\'s length, from its write to its end (in hold mode, an open stream ends with the measured time)."}}},"streamDistribution":{"type":"object","description":"One of a stream scenario\'s distributions: how many values, their summary in ms and their histogram.","additionalProperties":false,"required":["count","ms","histogram"],"properties":{"count":{"type":"integer","minimum":0,"description":"How many values: streams for ttfb, ttfe and length, gaps for eventGap."},"ms":{"$ref":"#/$defs/latency"},"histogram":{"type":"string","description":"The values in microseconds, HdrHistogram\'s compressed base64, as the scenario\'s `histogram`: shards and worker threads add them bucket by bucket."}}},"threshold":{"type":"object","description":"A threshold with its definition and verdict, so that results can be judged again without loadtool.yaml.","additionalProperties":false,"required":["key","limit","unit","passed","line"],"properties":{"key":{"enum":["p50","p75","p90","p95","p99","p999","max","mean","ttfb","ttfe","eventGap","errorRate","okRate","rps","events"]},"bound":{"enum":["max","min"],"description":"max: the value must not exceed the limit; min: it must reach it. Absent in files written before it was kept: then the key\'s own."},"limit":{"type":"number"},"actual":{"type":"number","description":"The measured value; absent when nothing was measured."},"unit":{"enum":["ms","%","rps","events"]},"passed":{"type":"boolean"},"line":{"type":"integer","minimum":0,"description":"The threshold\'s line in loadtool.yaml."}}},"failedCheck":{"type":"object","description":"A built-in check the scenario failed.","additionalProperties":false,"required":["check","message"],"properties":{"check":{"enum":["availability","ok-responses","conformance"]},"message":{"type":"string"},"fromSecond":{"type":"integer","minimum":0,"description":"For availability: the first second without an ok response."}}},"failedSample":{"type":"object","description":"One failed response kept as evidence.","additionalProperties":false,"required":["status","category","body"],"properties":{"status":{"type":"integer","minimum":0,"description":"The HTTP status; 0 without a response."},"category":{"enum":["http4xx","http5xx","graphql","timeout","connect","reset","protocol","interrupted","check","conformance","redirect","stream","script","other"]},"body":{"type":"string","description":"The first 300 bytes of the body, as UTF-8 text."},"graphqlMessage":{"type":"string","description":"The first GraphQL error\'s message."},"graphqlCode":{"type":"string","description":"The first GraphQL error\'s code: the PostgreSQL SQLSTATE when the error carries one (errcode, extensions.exception.code: 23505), else extensions.code (BAD_USER_INPUT)."},"check":{"type":"string","description":"For category check: the expect.json check the response failed, without the server\'s values. For category conformance: the first mismatch with the API schema (its place and keyword), without the server\'s values."},"reason":{"type":"string","description":"For a failure of category other without a response: why, as the HTTP client said it."},"exchange":{"type":"object","required":["request","response"],"additionalProperties":false,"description":"With --http-debug only: the request as sent (method and path, headers, the start of its body) and the response\'s status and headers; credentials shown as ***.","properties":{"request":{"type":"string","maxLength":8192},"response":{"type":"string","maxLength":8192}}}}},"triage":{"type":["object","null"],"description":"Why the scenario did not pass and what to do; null when it passed.","additionalProperties":false,"required":["category","evidence","nextStep"],"properties":{"category":{"enum":["unavailable","server-errors","client-errors","timeouts","latency","systemic","borderline","regression","generator"]},"evidence":{"type":"string"},"nextStep":{"type":"string"}}}}}');
// EXTERNAL MODULE: ./src/json-schema-messages.ts
var json_schema_messages = __webpack_require__(45034);
;// CONCATENATED MODULE: ./src/results/results-problems.ts
// What does not fit schemas/results.schema.json in a parsed results.json, one problem per value.





const schema = results_schema_namespaceObject;
/** results.json is JSON written by loadtool: a message points to its page in the docs for each field. */
const RESULTS_WORDING = new json_schema_messages/* Wording */.Jj({ ...json_schema_messages/* JSON_WORDS */.Tp, reference: "qa-perf's docs/results.md" });
/** What to do about a key results.json does not have: the file is written by loadtool, not by hand. */
const NOT_IN_CONTRACT = 'results.json holds only the keys of schemas/results.schema.json: remove it.';
let validator;
/**
 * Returns what does not fit schemas/results.schema.json in a parsed results.json: one problem per value, named by its
 * JSON path (`scenarios[0].requests.total`), each with what it must be. Empty when the value fits.
 */
function resultsProblems(data) {
    if (!validator) {
        const ajv = new _2020.Ajv2020({
            ...ajv_options/* RUNTIME_COMPILE */.f,
            allErrors: true,
            strict: true,
            strictRequired: false,
            allowUnionTypes: true,
        });
        // ajv-formats is CommonJS; its plugin is also its own `default` property, which both Node and the bundle see.
        dist_default()["default"](ajv, ['date-time']);
        validator = ajv.compile(schema);
    }
    if (validator(data))
        return [];
    // A status key that is not a number gets a `pattern` error naming it; the `propertyNames` one repeats it.
    const errors = (validator.errors ?? []).filter((error) => error.keyword !== 'propertyNames');
    return (0,json_schema_messages/* problemsByPath */.P8)(errors.map((error) => describe(error, data)));
}
function describe(error, data) {
    const subject = (0,json_schema_messages/* subjectOf */.et)(error, schema, data);
    const { at, value, params } = subject;
    if (error.propertyName !== undefined)
        return { segments: [...at, error.propertyName], message: 'is not a status code: write the status as digits' };
    switch (error.keyword) {
        case 'const':
            return {
                segments: at,
                message: `must be ${JSON.stringify(params.allowedValue)}, not ${RESULTS_WORDING.kindOf(value)}`,
            };
        case 'format':
            return {
                segments: at,
                message: `${JSON.stringify(value)} is not a date and time: write it as ISO 8601, e.g. "2026-01-01T10:00:00Z"`,
            };
    }
    return ((0,json_schema_messages/* jsonMessage */.G1)(error, subject, schema, RESULTS_WORDING, NOT_IN_CONTRACT) ?? {
        segments: at,
        message: `${error.message ?? 'is invalid'}; ${RESULTS_WORDING.whatToWrite(subject.node)}`,
    });
}

;// CONCATENATED MODULE: ./src/results/read-results.ts
// src/results/ owns results.json; this reads one: bounded, parsed, checked against its schema.





/** What to do about a file that is not a results.json: every results file is written by loadtool. */
const PASS_RESULTS = 'pass the path of a results.json written by `loadtool run` or `loadtool gate`';
/**
 * Reads a results.json written by `loadtool run` or `loadtool gate` and returns its results; throws an InputError (exit
 * 2) naming the file when it cannot be read, is not a regular file, is larger than MAX_RESULTS_BYTES, is not JSON (at
 * its line and column, never quoting the text), is not of version 1, or does not fit schemas/results.schema.json (then
 * with every problem at once, each at its JSON path). A threshold written before results kept its `bound` gets its
 * key's. Every command that reads a results file reads it here.
 */
async function readResults(file) {
    const problem = (message) => new errors/* InputError */.dz(file, [{ path: '', message }]);
    const text = await readBoundedText(file).catch((error) => {
        throw error instanceof FileRefused ? problem(`${error.message}: ${PASS_RESULTS}`) : error;
    });
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        // JSON.parse's message quotes a piece of the text, which may be anything: a secret too.
        const where = (0,json_syntax_error/* jsonSyntaxError */.U)(text);
        throw new errors/* InputError */.dz(file, [
            {
                path: '',
                ...(where && { line: where.line, column: where.column }),
                message: `is not JSON: expected ${where?.expected ?? 'JSON'} here; ${PASS_RESULTS}`,
            },
        ]);
    }
    const results = value;
    if (results?.version !== 1 || !Array.isArray(results.scenarios))
        throw problem('is not a results.json of version 1: it needs "version": 1 and a "scenarios" list');
    const problems = resultsProblems(value);
    if (problems.length > 0)
        throw new errors/* InputError */.dz(file, problems);
    return withBounds(results);
}
/** Returns the results with each threshold's `bound`, taken from its key where the file has none. */
function withBounds(results) {
    return {
        ...results,
        scenarios: results.scenarios.map((scenario) => ({
            ...scenario,
            thresholds: scenario.thresholds.map(({ key, bound, ...rest }) => ({
                key,
                bound: bound ?? thresholds/* THRESHOLD_DEFINITIONS */.Tf[key].bound,
                ...rest,
            })),
        })),
    };
}


/***/ }),

/***/ 26814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ responseCount),
/* harmony export */   b: () => (/* binding */ hasResponses)
/* harmony export */ });
/** Returns how many whole responses a scenario recorded, whatever their status. */
function responseCount(result) {
    return Object.values(result.requests.byStatus).reduce((sum, count) => sum + count, 0);
}
/** Returns true when at least one whole response was recorded, i.e. when there is a latency to show or compare. */
function hasResponses(result) {
    return responseCount(result) > 0;
}


/***/ }),

/***/ 62593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ distributionCell),
/* harmony export */   BT: () => (/* binding */ eventsPerSecond),
/* harmony export */   H0: () => (/* binding */ faultsText),
/* harmony export */   Mn: () => (/* binding */ streamLines),
/* harmony export */   Vk: () => (/* binding */ streamLatency),
/* harmony export */   kt: () => (/* binding */ streamSentence),
/* harmony export */   py: () => (/* binding */ STREAM_DISTRIBUTIONS),
/* harmony export */   xB: () => (/* binding */ eventsPerStream)
/* harmony export */ });
/* harmony import */ var _vocabulary_streams_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58765);
/* harmony import */ var _wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);


// Shared so that a stream's events, faults and distributions read the same everywhere. Not escaped for any medium:
// each caller escapes.
/** Returns what a stream scenario's latency figures are: each stream's length, or its time to first event when held. */
function streamLatency(stream) {
    return stream.mode === 'hold'
        ? "its latency is each stream's time to its first event"
        : "its latency is each stream's length";
}
/** The distributions of StreamResult with the names the reports give them, in report order. */
const STREAM_DISTRIBUTIONS = [
    { key: 'ttfb', name: 'time to first byte' },
    { key: 'ttfe', name: 'time to first event' },
    { key: 'eventGap', name: 'event gap' },
    { key: 'length', name: 'length' },
];
/** Returns the mean events per stream (what the `events` threshold judges); 0 without a stream. */
function eventsPerStream(stream) {
    return stream.streams > 0 ? stream.events / stream.streams : 0;
}
/** Returns the events received per second of the measured time; 0 when it measured no time. */
function eventsPerSecond(result, stream) {
    return result.durationSeconds > 0 ? stream.events / result.durationSeconds : 0;
}
/** Returns the stream faults by kind, `2 stalled, 1 ended`, largest first; `none` without any. */
function faultsText(stream) {
    const faults = _vocabulary_streams_js__WEBPACK_IMPORTED_MODULE_1__/* .STREAM_FAULTS */ .dX.map((fault) => [fault, stream.faults[fault]])
        .filter(([, count]) => count > 0)
        .sort(([, a], [, b]) => b - a);
    return faults.length === 0 ? 'none' : faults.map(([fault, count]) => `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)} ${fault}`).join(', ');
}
/** Returns a distribution's `p50 · p95 · p99 · max` in ms, `12 · 30.5 · 41 · 52`; `–` when it holds no value. */
function distributionCell(distribution) {
    if (distribution.count === 0)
        return '–';
    const { p50, p95, p99, max } = distribution.ms;
    return [p50, p95, p99, max].map(_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV).join(' · ');
}
/** Returns `120 streams (sse, held), 14,400 events (120 per stream, 48/s), 3 reconnects, faults: 2 stalled`. */
function streamCounts(result, stream) {
    const mode = stream.mode === 'hold' ? 'held' : 'one per iteration';
    return [
        `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(stream.streams)} ${stream.streams === 1 ? 'stream' : 'streams'} (${stream.protocol}, ${mode})`,
        `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(stream.events)} events (${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(eventsPerStream(stream))} per stream, ${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(eventsPerSecond(result, stream))}/s)`,
        `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(stream.reconnects)} ${stream.reconnects === 1 ? 'reconnect' : 'reconnects'}`,
        `faults: ${faultsText(stream)}`,
    ].join(', ');
}
/**
 * Returns a stream scenario's figures as one sentence: its counts (streamCounts), then each distribution's p50, p95,
 * p99 and max in ms: `…; time to first event p50 12 ms, p95 30.5 ms, p99 41 ms, max 52 ms; event gap …`.
 */
function streamSentence(result, stream) {
    const distributions = STREAM_DISTRIBUTIONS.map(({ key, name }) => {
        const distribution = stream[key];
        if (distribution.count === 0)
            return `${name}: none`;
        const { p50, p95, p99, max } = distribution.ms;
        const ms = (value) => `${(0,_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(value)} ms`;
        return `${name} p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(max)}`;
    });
    return [streamCounts(result, stream), ...distributions].join('; ');
}
/** Returns the stream scenarios with their figures as one sentence each (not escaped), in their order. */
function streamLines(scenarios) {
    return scenarios.flatMap((scenario) => scenario.stream ? [{ scenario, text: streamSentence(scenario, scenario.stream) }] : []);
}


/***/ }),

/***/ 48314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   DR: () => (/* binding */ describeBreach),
/* harmony export */   Hi: () => (/* binding */ thresholdName),
/* harmony export */   QD: () => (/* binding */ formatWithUnit),
/* harmony export */   T1: () => (/* binding */ formatShare),
/* harmony export */   UZ: () => (/* binding */ describeTriage),
/* harmony export */   Uu: () => (/* binding */ skippedScenarios),
/* harmony export */   YG: () => (/* binding */ skipReason),
/* harmony export */   ZV: () => (/* binding */ formatNumber),
/* harmony export */   c9: () => (/* binding */ selfCheckMessage),
/* harmony export */   cn: () => (/* binding */ describeCheck),
/* harmony export */   iV: () => (/* binding */ runHeadline),
/* harmony export */   jf: () => (/* binding */ errorReason),
/* harmony export */   l2: () => (/* binding */ capitalized)
/* harmony export */ });
/* unused harmony export notRunSuffix */
// The terminal table, markdown, JUnit, annotations and the triage share it, so that a breach or a figure reads the same
// everywhere. Not escaped for any medium: each caller escapes.
/**
 * Returns one breached threshold as `p95 312 ms > 300 ms`, `okRate 97.5% < 99%`, `ttfe p95 812 ms > 500 ms`,
 * `events 3.2 per stream < 5 per stream` or `p95 not measured`.
 */
function describeBreach(threshold) {
    const { key, bound, limit, actual, unit } = threshold;
    const withUnit = (value) => formatWithUnit(value, unit);
    const name = thresholdName(key);
    if (actual === undefined)
        return `${name} not measured (${NOT_MEASURED[key] ?? 'no response'}), limit ${withUnit(limit)}`;
    return `${name} ${withUnit(actual)} ${bound === 'min' ? '<' : '>'} ${withUnit(limit)}`;
}
/** Why a stream threshold measured nothing; any other's: no response. */
const NOT_MEASURED = {
    ttfb: 'no stream opened',
    ttfe: 'no event',
    eventGap: 'no stream got two events',
    events: 'no stream',
};
/** The stream thresholds judged on a distribution's p95 (verdict/evaluate.ts). */
const ON_P95 = new Set(['ttfb', 'ttfe', 'eventGap']);
/** Returns a threshold's key as a sentence names it: `ttfe p95` for a stream distribution's, else the key. */
function thresholdName(key) {
    return ON_P95.has(key) ? `${key} p95` : key;
}
/** Returns a threshold's figure with its unit: `312 ms`, `97.5%`, `41 req/s`, `3.2 per stream` (events). */
function formatWithUnit(value, unit) {
    switch (unit) {
        case 'ms':
            return `${formatNumber(value)} ms`;
        case '%':
            return `${formatNumber(value)}%`;
        case 'rps':
            return `${formatNumber(value)} req/s`;
        case 'events':
            return `${formatNumber(value)} per stream`;
    }
}
/** Returns a failed check as `availability — the service stopped answering from second 2 of 6 (…)`. */
function describeCheck(check) {
    return `${check.check} — ${check.message}`;
}
/**
 * Returns a triage's evidence and next step as one text: `96% of responses were 401 (1,152 of 1,200). Next: set
 * API_TOKEN`; not escaped for any medium.
 */
function describeTriage(triage) {
    const evidence = triage.evidence.trim();
    return `${evidence}${/[.!?]$/.test(evidence) ? '' : '.'} Next: ${triage.nextStep.trim()}`;
}
/** Returns why a scenario could not run, as recorded, or `no reason was recorded`; not escaped for any medium. */
function errorReason(result) {
    return result.error ?? 'no reason was recorded';
}
/** Returns why a scenario was not run (its `skip:`), or `no reason was given`; not escaped for any medium. */
function skipReason(result) {
    return result.skip ?? 'no reason was given';
}
/** Returns the scenarios not run on purpose (`skip:`), in the run's order. */
function skippedScenarios(results) {
    return results.scenarios.filter((s) => s.outcome === 'skipped');
}
/** Returns `, 2 not run` after a headline when scenarios were skipped; nothing otherwise. */
function notRunSuffix(results) {
    const count = skippedScenarios(results).length;
    return count > 0 ? `, ${count} not run` : '';
}
/**
 * Returns the run's verdict with its counts, as the job summary's heading and report.html's headline say it:
 * `6 of 44 scenarios failed, 2 not run`, `all 12 scenarios passed`, `1 of 3 scenarios could not run, 1 failed`.
 */
function runHeadline(results) {
    const total = results.scenarios.length;
    const count = (outcome) => results.scenarios.filter((s) => s.outcome === outcome).length;
    const [failed, errored, cancelled] = [count('failed'), count('errored'), count('cancelled')];
    const of = (n) => `${n} of ${total} ${total === 1 ? 'scenario' : 'scenarios'}`;
    const also = (parts) => parts
        .filter(([n]) => n > 0)
        .map(([n, what]) => `, ${n} ${what}`)
        .join('');
    const notRun = notRunSuffix(results);
    if (total === 0)
        return results.outcome === 'cancelled' ? 'cancelled before any scenario ran' : 'no scenario ran';
    switch (results.outcome) {
        case 'skipped':
            return `no scenario ran${notRun}`;
        case 'passed':
            if (notRun)
                return `${of(count('passed'))} passed${notRun}`;
            return total === 1 ? 'the scenario passed' : `all ${total} scenarios passed`;
        case 'inconclusive':
            return `${of(count('inconclusive'))} inconclusive against the baseline${notRun}`;
        case 'failed':
            return `${of(failed)} failed${notRun}`;
        case 'errored':
            // Errored though none of its scenarios is: every one was skipped.
            if (errored === 0 && results.error !== undefined)
                return `no scenario ran${notRun}`;
            return `${of(errored)} could not run${also([[failed, 'failed']])}${notRun}`;
        case 'cancelled': {
            // None may have been cut short: the cancel came between two scenarios, those after it not run.
            const cut = cancelled > 0 ? `, ${of(cancelled)} did not finish` : '';
            return `run cancelled${cut}${also([
                [failed, 'failed'],
                [errored, 'could not run'],
            ])}${notRun}`;
        }
    }
}
/** Returns the generator's self-check as a sentence for people, for a saturated generator. */
function selfCheckMessage(results) {
    const { message, eventLoopDelayP99Ms, cpuUtilization } = results.generator;
    return (message ??
        `the load generator was saturated (event-loop delay p99 ${formatNumber(eventLoopDelayP99Ms)} ms, CPU ${Math.round(cpuUtilization * 100)}%): the figures may show the generator's limit, not the server's`);
}
/** Returns a sentence of ours with its first letter capitalized, to stand at the start of a line. */
function capitalized(sentence) {
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}
/** Returns a count with thousands separators: 12,034. */
function formatCount(value) {
    // A whole number is grouped by hand: toLocaleString's first call starts ICU, a hundredth of a second of every run.
    if (Number.isSafeInteger(value))
        return grouped(String(value));
    return value.toLocaleString('en-US');
}
/** Returns a number written in plain decimals (`-12345.6`) with its whole part grouped by thousands (`-12,345.6`). */
function grouped(decimal) {
    const point = decimal.indexOf('.');
    const whole = point < 0 ? decimal : decimal.slice(0, point);
    return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (point < 0 ? '' : decimal.slice(point));
}
/** Three significant figures at most below 100, whole numbers above: 0.123, 4.56, 45.6, 312, 12,034. */
function formatNumber(value) {
    if (!Number.isFinite(value))
        return String(value);
    const magnitude = Math.abs(value);
    const digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3;
    const rounded = Number(value.toFixed(digits));
    // Grouped by hand, as formatCount: String writes plain decimals below 1e21 and drops trailing zeros, as
    // toLocaleString with maximumFractionDigits does (which keeps the sign of -0).
    if (Math.abs(rounded) >= 1e21)
        return rounded.toLocaleString('en-US', { maximumFractionDigits: digits });
    return Object.is(rounded, -0) ? '-0' : grouped(String(rounded));
}
/** Returns a share in whole percents from 10%, one decimal below; never 100% for less than all, nor 0% for more than none. */
function formatShare(part, whole) {
    if (whole <= 0)
        return '0%';
    const value = (part / whole) * 100;
    let shown = value >= 10 ? Math.round(value) : value >= 0.1 ? Math.round(value * 10) / 10 : Number(value.toPrecision(1));
    if (shown >= 100 && part < whole)
        shown = Math.floor(value * 10) / 10;
    return `${shown}%`;
}


/***/ }),

/***/ 22178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ serializeResults)
/* harmony export */ });
/**
 * Returns the text of results.json for a run: the results as indented JSON with a final line break, the one form
 * every writer uses (the report files, `loadtool report --format json`).
 */
function serializeResults(results) {
    return `${JSON.stringify(results, null, 2)}\n`;
}


/***/ }),

/***/ 55317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R4: () => (/* binding */ requestShare),
/* harmony export */   VV: () => (/* binding */ users),
/* harmony export */   cv: () => (/* binding */ loadKey),
/* harmony export */   w0: () => (/* binding */ statusEvidence)
/* harmony export */ });
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);
/* harmony import */ var _results_responses_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26814);
/* harmony import */ var _results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94130);



/** Returns `35% of requests (420 of 1,200)`: a failure category's share of the requests made. */
function requestShare(result, category) {
    const count = result.requests.byCategory[category] ?? 0;
    const { total } = result.requests;
    return `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatShare */ .T1)(count, total)} of requests (${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)} of ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(total)})`;
}
/** Returns `62% of responses were 503 (744 of 1,200), 20% were 502 (240 of 1,200)`: the two largest statuses. */
function statusEvidence(result, statuses) {
    const responses = (0,_results_responses_js__WEBPACK_IMPORTED_MODULE_2__/* .responseCount */ .X)(result);
    return statuses
        .slice(0, 2)
        .map(([status, count], index) => `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatShare */ .T1)(count, responses)} ${index === 0 ? 'of responses ' : ''}were ${status} (${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(count)} of ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(responses)})`)
        .join(', ');
}
/** Returns the scenario's load: `10 users` or `1 user`; for an open-model scenario its rate, `200/s`. */
function users(result) {
    if (result.arrival)
        return (0,_results_arrival_wording_js__WEBPACK_IMPORTED_MODULE_1__/* .scheduledLoad */ .iw)(result, result.arrival);
    return `${result.concurrentUsers} ${result.concurrentUsers === 1 ? 'user' : 'users'}`;
}
/** Returns the load setting a person would lower: `concurrentUsers`, or `arrivalRate` for an open-model scenario. */
function loadKey(result) {
    return result.arrival ? 'arrivalRate' : 'concurrentUsers';
}


/***/ }),

/***/ 38252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X4: () => (/* binding */ conclusiveHint),
/* harmony export */   Z_: () => (/* binding */ describeRegression),
/* harmony export */   bD: () => (/* binding */ regressionEvidence),
/* harmony export */   o3: () => (/* binding */ howSure),
/* harmony export */   uA: () => (/* binding */ fromRegression),
/* harmony export */   uQ: () => (/* binding */ describeChange),
/* harmony export */   z9: () => (/* binding */ formatTolerance)
/* harmony export */ });
/* unused harmony export formatP */
/* harmony import */ var _results_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48314);
/* harmony import */ var _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93975);
/* harmony import */ var _figures_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55317);



/** Returns the metric's change as the reader thinks of it: rps shown falling (−12%), every other metric rising. */
function shown(metric, value) {
    return metric.key === 'rps' ? -value : value;
}
/** Returns a signed change in its unit: `+23%`, `−12%`, `+0.5pp`. */
function formatChange(value, unit) {
    const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
    return `${sign}${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(Math.abs(value))}${unit}`;
}
/**
 * Returns the change (the shift over rounds) and its interval: `+23% (95% CI +17% … +30%)`; without the confidence
 * (`+23% (+17% … +30%)`) when `labelled` is false, for a table whose column names it.
 */
function describeChange(metric, confidence, labelled = true) {
    const [low, high] = [shown(metric, metric.interval[0]), shown(metric, metric.interval[1])].sort((a, b) => a - b);
    const label = labelled ? `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(confidence * 100)}% CI ` : '';
    const ci = `${label}${formatChange(low, metric.unit)} … ${formatChange(high, metric.unit)}`;
    return `${formatChange(shown(metric, metric.change), metric.unit)} (${ci})`;
}
/** Returns the tolerance as judged: `10%` (rps: `−5%`, how far it may fall), `1pp`. */
function formatTolerance(metric) {
    return metric.key === 'rps'
        ? `−${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(metric.tolerance)}${metric.unit}`
        : `${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(metric.tolerance)}${metric.unit}`;
}
/** Returns one regressed metric as evidence: `p95 +23% (95% CI +17% … +30%) > 10%` (rps: `… < −5%`). */
function describeRegression(metric, confidence) {
    return `${metric.key} ${describeChange(metric, confidence)} ${metric.key === 'rps' ? '<' : '>'} ${formatTolerance(metric)}`;
}
/** Returns the evidence of a comparison's regressed metrics, joined: `p95 +23% (…) > 10%, errorRate …`. */
function regressionEvidence(comparison) {
    return comparison.metrics
        .filter(({ verdict }) => verdict === 'regressed')
        .map((metric) => describeRegression(metric, comparison.confidence))
        .join(', ');
}
/**
 * Returns the triage of a scenario whose thresholds passed but whose comparison with the baseline regressed: the
 * regressed metrics with their intervals, and the next step: find what this change costs, or accept it on the
 * tolerance's line.
 */
function fromRegression(result, comparison) {
    const lines = [
        ...new Set(comparison.metrics.filter(({ verdict }) => verdict === 'regressed').map(({ line }) => line)),
    ];
    return {
        category: 'regression',
        evidence: `against the baseline: ${regressionEvidence(comparison)}`,
        nextStep: `look for what this change adds to ${result.endpoint} (a new query, a lost cache, a larger payload) by profiling it and the base at ${(0,_figures_js__WEBPACK_IMPORTED_MODULE_2__/* .users */ .VV)(result)}; if the cost is intended, raise the tolerance on line ${lines.join(', ')} of the load test`,
    };
}
/**
 * Returns a p-value as people read it: two significant digits as a decimal (`0.00002`, `0.0012`, `0.04`), `1` for 1,
 * and `< 0.000001` below a millionth, where a decimal would need an exponent.
 * @internal Exported for the tests.
 */
function formatP(p) {
    if (p < 0.000001)
        return '< 0.000001';
    return String(Number(p.toPrecision(2)));
}
/**
 * Returns true when a metric is inconclusive only for the run's many comparisons: its whole interval is beyond the
 * tolerance (it would have regressed compared alone) but its Holm-adjusted p-value is above the run's false-alarm
 * rate, and the machines did not differ (which makes every verdict inconclusive on its own account).
 */
function beyondButNotAmongMany(metric, run) {
    return (metric.verdict === 'inconclusive' &&
        metric.adjustedP !== undefined &&
        metric.adjustedP > (run?.falseAlarmRate ?? _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_1__/* .FALSE_ALARM_RATE */ .lg) &&
        metric.interval[0] > metric.tolerance &&
        run?.environment?.differs !== true);
}
/**
 * Returns how sure a judged metric's verdict is at the level of the run, for the words after its verdict, or undefined
 * when there is nothing to say (a step, an older file without p-values, an unchanged metric): for a regressed one, its
 * p-value and the p-value adjusted for the run's comparisons, at most the false-alarm rate (`p 0.00002; 0.0012
 * adjusted for 60 comparisons, ≤ 0.01`); for one that would have regressed alone (beyondButNotAmongMany), the same
 * with `> 0.01`. `short`: the adjusted p-value only (`adjusted p 0.0012 ≤ 0.01`), for the pull-request comment.
 */
function howSure(metric, run, short = false) {
    const { p, adjustedP } = metric;
    if (p === undefined || adjustedP === undefined)
        return undefined;
    if (metric.verdict !== 'regressed' && !beyondButNotAmongMany(metric, run))
        return undefined;
    const rate = run?.falseAlarmRate ?? _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_1__/* .FALSE_ALARM_RATE */ .lg;
    const bound = `${adjustedP <= rate ? '≤' : '>'} ${formatP(rate)}`;
    if (short)
        return `adjusted p ${formatP(adjustedP)} ${bound}`;
    const over = run ? ` for ${run.comparisons} ${run.comparisons === 1 ? 'comparison' : 'comparisons'}` : ' for the run';
    return `p ${formatP(p)}; ${formatP(adjustedP)} adjusted${over}, ${bound}`;
}
/**
 * Returns what would make an inconclusive comparison conclusive, or undefined when it is not inconclusive. When the two
 * runs' machines differed (`run.environment.differs`), only a comparison in the same job can: it says so. A metric
 * whose whole interval is beyond the tolerance but that did not regress among the run's `run.comparisons` comparisons
 * (beyondButNotAmongMany) needs more rounds (`--max-rounds`, `rounds:`), and says how many when its rounds are too few. For the
 * other undecided metrics, the smallest change each could detect, and about how many rounds would settle it (the
 * interval narrows with the square root of the rounds), or longer rounds when even MAX_ROUNDS would not.
 */
function conclusiveHint(comparison, run) {
    const undecided = comparison.metrics.filter(({ verdict }) => verdict === 'inconclusive');
    if (undecided.length === 0)
        return undefined;
    if (run?.environment?.differs)
        return "the two runs' machines differed (see the baseline's warning), so no verdict against this baseline can be more than inconclusive; to make it conclusive, compare in the same job (baseline-url)";
    const beyond = undecided.filter((metric) => beyondButNotAmongMany(metric, run));
    const straddling = undecided.filter((metric) => !beyond.includes(metric));
    return [
        ...beyond.map((metric) => multiplicityHint(metric, comparison, run)),
        ...(straddling.length > 0 ? [roundsHint(comparison, straddling)] : []),
    ].join('; ');
}
/**
 * Returns why a metric beyond its tolerance is not regressed: `p95's whole 95% interval (+12% … +30%) is beyond the
 * 10% tolerance, but not surely enough for the run's 60 comparisons held together to a 1% false-alarm rate (adjusted
 * p 0.04 > 0.01); 6 rounds a side can never reach it: at least 8 a side would (…)`, or `more rounds would tell (…)`
 * when the rounds could (fewestRoundsToRegress).
 */
function multiplicityHint(metric, comparison, run) {
    const [low, high] = [shown(metric, metric.interval[0]), shown(metric, metric.interval[1])].sort((a, b) => a - b);
    const interval = `${formatChange(low, metric.unit)} … ${formatChange(high, metric.unit)}`;
    const rate = run?.falseAlarmRate ?? _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_1__/* .FALSE_ALARM_RATE */ .lg;
    const count = run?.comparisons ?? 1;
    const among = `the run's ${count} ${count === 1 ? 'comparison' : 'comparisons held together'} to a ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(rate * 100)}% false-alarm rate`;
    const rounds = Math.min(comparison.rounds.base, comparison.rounds.head);
    const needed = (0,_vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_1__/* .fewestRoundsToRegress */ .yM)(count);
    const how = '(--max-rounds with a same-job baseline, or rounds: in the load test, on both sides)';
    const more = rounds < needed
        ? `${rounds} rounds a side can never reach it: at least ${needed} a side would ${how}`
        : `more rounds would tell ${how}`;
    return `${metric.key}'s whole ${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(comparison.confidence * 100)}% interval (${interval}) is beyond the ${formatTolerance(metric)} tolerance, but not surely enough for ${among} (adjusted p ${formatP(metric.adjustedP)} > ${formatP(rate)}); ${more}`;
}
/** Returns the smallest change each straddling metric could detect, and the rounds that would settle them. */
function roundsHint(comparison, undecided) {
    const rounds = Math.min(comparison.rounds.base, comparison.rounds.head);
    const needed = Math.max(...undecided.map(({ change, tolerance, detectable }) => {
        const margin = Math.abs(tolerance - change);
        return margin > 0 ? Math.ceil(rounds * (detectable / margin) ** 2) : Number.POSITIVE_INFINITY;
    }));
    const detectable = undecided
        .map((metric) => `${metric.key} could tell only changes beyond ±${(0,_results_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .formatNumber */ .ZV)(metric.detectable)}${metric.unit} from ${formatTolerance(metric)}`)
        .join('; ');
    const more = needed > rounds && needed <= _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ROUNDS */ .JH
        ? `about ${needed} rounds (rounds: ${needed}, with a duration long enough for each round to stay as long)`
        : `longer rounds (a longer duration) or more of them: ${rounds} rounds are not enough and ${_vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ROUNDS */ .JH} may not be`;
    return `${detectable}; to make it conclusive, run ${more} on both sides`;
}


/***/ })

};
