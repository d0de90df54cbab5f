export const id = 613;
export const ids = [613];
export const modules = {

/***/ 80613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XZ: () => (/* binding */ compareRun),
  vK: () => (/* binding */ notCompared),
  L1: () => (/* binding */ toleranceResult),
  IQ: () => (/* binding */ withDefault)
});

// EXTERNAL MODULE: ./src/vocabulary/regression.ts
var regression = __webpack_require__(93975);
// EXTERNAL MODULE: ./src/compare/compare-scenario.ts + 3 modules
var compare_scenario = __webpack_require__(9106);
;// CONCATENATED MODULE: ./src/compare/compare-steps.ts

/**
 * Returns the comparison of each head step with the base's step of the same name, in the head's order, by the same
 * statistics and tolerances as its scenario: a `once` or `cleanup` step (its figures are never judged, and a cleanup's
 * all fall after the measured time), a step the base lacks and a step without rounds on either side are left out.
 * Empty when there is nothing to compare.
 */
function compareSteps(base, head, tolerances) {
    if (!head?.length || !base?.length)
        return [];
    const bases = new Map(base.map((step) => [step.name, step]));
    const compared = [];
    for (const step of head) {
        const counterpart = bases.get(step.name);
        if (step.once || step.cleanup || counterpart === undefined || counterpart.once || counterpart.cleanup)
            continue;
        if (!step.rounds?.length || !counterpart.rounds?.length)
            continue;
        // The chart of rounds (p95ByRound) is the scenario's alone: a step's would crowd the comment for no decision.
        const { rounds, confidence, method, metrics, verdict } = (0,compare_scenario/* compareScenario */.A)(counterpart, step, tolerances);
        compared.push({ name: step.name, rounds, confidence, method, metrics, verdict });
    }
    return compared;
}

// EXTERNAL MODULE: ./src/results/environment-words.ts
var environment_words = __webpack_require__(47203);
;// CONCATENATED MODULE: ./src/compare/environment.ts
// A comparison across time (`--baseline FILE`) compares two runs' machines too: their calibrations and self-checks.

/** The tolerance of the machines' figures when no compared metric has a percent tolerance. */
const DEFAULT_ENVIRONMENT_TOLERANCE = 10;
/**
 * The least each probe may change by, whatever the tolerance, as a ratio either way: beyond its own noise between two
 * fresh processes on one busy machine, so that two runs under the same conditions are not called different (measured
 * on a shared 2-core runner at a load of 4–12, 20 pairs: the CPU probe moved 12% at the median and 34% at most, the
 * loopback probe 29% and 48%; with 4 busy loops on the 2 cores the whole time, the CPU probe of two runs back to back
 * differed by 58%). What they still see: a machine half as fast, or twice as busy for the whole run (six CPU hogs per
 * core more than doubled it), a generator that shares its core with a busy build. Smaller differences go unseen: the
 * same-job mode is the cure for those (docs/regression-gate.md#comparisons-across-time).
 */
const PROBE_NOISE = { cpu: 100, loopback: 100 };
/**
 * Returns the two runs' machines compared (docs/regression-gate.md): the CPU and loopback probes of their
 * calibrations, each side's figure and the change in percent of the base's (slower positive, 0.1 precision), and
 * whether each side's load generator was saturated (`saturated`: 0 or 1, the change in points, always listed). They
 * differ when a probe changed by more than `tolerancePercent` either way (a faster machine hides a regression as a
 * slower one makes one up), when either generator was saturated (its figures measure itself), or when a side has no
 * usable calibration (`missing`; its probes are then not listed): then no verdict across time can be more than
 * inconclusive.
 */
function compareEnvironments(base, head, tolerancePercent) {
    const baseCalibration = usable(base.calibration);
    const headCalibration = usable(head.calibration);
    const figures = [];
    if (baseCalibration && headCalibration) {
        figures.push(probe('cpu', baseCalibration.cpuMicros, headCalibration.cpuMicros, tolerancePercent), probe('loopback', baseCalibration.loopbackMicros, headCalibration.loopbackMicros, tolerancePercent));
    }
    const saturated = { base: base.generator.saturated ? 1 : 0, head: head.generator.saturated ? 1 : 0 };
    figures.push({ name: 'saturated', ...saturated, change: (saturated.head - saturated.base) * 100, tolerance: 0 });
    const missing = missingSide(baseCalibration, headCalibration);
    const differs = missing !== undefined || saturated.base === 1 || saturated.head === 1 || figures.some(environment_words/* beyondItsTolerance */.X);
    return { differs, tolerance: tolerancePercent, figures, ...(missing && { missing }) };
}
/**
 * Returns the tolerance in percent the machines' figures are held to: the smallest percent tolerance among the compared
 * metrics' (`%`; percentage points say nothing of a time), or DEFAULT_ENVIRONMENT_TOLERANCE when none is in percent. A
 * machine that differs by less than the smallest change the gate may report cannot alone make a regression of it.
 */
function environmentTolerance(limits) {
    const percents = limits.filter(({ unit }) => unit === '%').map(({ limit }) => limit);
    return percents.length > 0 ? Math.min(...percents) : DEFAULT_ENVIRONMENT_TOLERANCE;
}
/**
 * Returns a probe's figures, its change in percent of the base's (rounded to 0.1; slower, longer, positive) and the
 * change it may have: the tolerance, at least the probe's own noise (PROBE_NOISE).
 */
function probe(name, base, head, tolerancePercent) {
    const tolerance = Math.max(tolerancePercent, PROBE_NOISE[name]);
    return { name, base, head, change: Math.round((head / base - 1) * 1000) / 10, tolerance };
}
/** Returns a calibration whose figures can be compared in percent (positive, finite), else undefined. */
function usable(calibration) {
    const valid = (value) => Number.isFinite(value) && value > 0;
    return calibration && valid(calibration.cpuMicros) && valid(calibration.loopbackMicros) ? calibration : undefined;
}
function missingSide(base, head) {
    if (!base && !head)
        return 'both';
    if (!base)
        return 'base';
    return head ? undefined : 'head';
}

// EXTERNAL MODULE: ./src/compare/run-level.ts
var run_level = __webpack_require__(38681);
;// CONCATENATED MODULE: ./src/compare/compare-run.ts





/**
 * Returns the comparison of each head scenario with the baseline's scenario of the same name, by name; a scenario
 * without a counterpart, or whose side has no rounds, is left out (see notCompared). The tolerances are the load
 * test's scenario's when a load test is given, else those the head's results kept; either way DEFAULT_REGRESSION
 * where there are none, as a baseline given on purpose asks for a comparison. Each step that both sides measured in
 * rounds is compared too, with the scenario's tolerances, into the comparison's `steps`. The verdicts are then
 * controlled over the whole run (controlRun), and, across time, at most inconclusive when the machines differed.
 */
function compareRun(baseline, measured, options) {
    const { loadTest } = options;
    const bases = new Map(baseline.scenarios.map((scenario) => [scenario.name, scenario]));
    const fromYaml = new Map(loadTest?.scenarios.map((scenario) => [scenario.name, scenario.regression]));
    const comparisons = new Map();
    for (const head of measured.scenarios) {
        const base = bases.get(head.name);
        if (base === undefined || notCompared(base, head) !== undefined)
            continue;
        const kept = loadTest ? fromYaml.get(head.name)?.map(toleranceResult) : head.tolerances;
        const tolerances = withDefault(kept, head.line);
        const comparison = (0,compare_scenario/* compareScenario */.A)(base, head, tolerances);
        // Steps have no tolerances of their own: the scenario's apply to each (reported, not judged; see Comparison).
        const steps = compareSteps(base.steps, head.steps, tolerances);
        comparisons.set(head.name, steps.length > 0 ? { ...comparison, steps } : comparison);
    }
    const compared = [...comparisons.values()].flatMap(({ metrics }) => metrics);
    const environment = options.acrossTime
        ? compareEnvironments(baseline, measured, environmentTolerance(compared.map(({ unit, tolerance }) => ({ unit, limit: tolerance }))))
        : undefined;
    const { comparisons: scenarios, regression } = (0,run_level/* controlRun */.XU)(comparisons, environment);
    return { scenarios, regression };
}
/** Returns why a head scenario cannot be compared with its base (undefined: it can); base undefined: none by that name. */
function notCompared(base, head) {
    if (base === undefined)
        return 'no scenario of that name in the baseline';
    if (!base.rounds?.length)
        return 'no rounds in the baseline';
    return head.rounds?.length ? undefined : 'no rounds';
}
/** Returns the tolerances, or DEFAULT_REGRESSION's at the scenario's line when there are none. */
function withDefault(tolerances, line) {
    if (tolerances && tolerances.length > 0)
        return [...tolerances];
    return Object.entries(regression/* DEFAULT_REGRESSION */.ou).map(([key, text]) => {
        const typed = key;
        return { key: typed, ...regression/* REGRESSION_DEFINITIONS */.dO[typed], limit: (0,regression/* parseTolerance */.BL)(typed, text) ?? 0, line };
    });
}
/** Returns a tolerance of the load test as results.json keeps it. */
function toleranceResult({ key, worse, unit, limit, line }) {
    return { key, worse, unit, limit, line };
}


/***/ }),

/***/ 9106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ compareScenario)
});

// UNUSED EXPORTS: metricVerdict

;// CONCATENATED MODULE: ./src/compare/median.ts
// The median of a set of values, for the comparison with a baseline.
/**
 * Returns the median of `values`: the middle one of a sorted copy, or the mean of the two middle ones for an even
 * count; the input is left as it was. Throws a RangeError for no values, which have no median (the comparison never
 * asks for one: it has at least one round a side). The comparison's one median, the Hodges–Lehmann shift, is a few
 * lines, so it is written here rather than taken from a statistics library.
 */
function median(values) {
    if (values.length === 0)
        throw new RangeError('the median of no values');
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    if (sorted.length % 2 === 1)
        return sorted[middle];
    const low = sorted[middle - 1];
    const high = sorted[middle];
    // Halved before they are added, since the sum of two large values overflows to Infinity; two equal values are
    // returned as they are, since halving the smallest of them would round it to 0.
    return low === high ? low : low / 2 + high / 2;
}

;// CONCATENATED MODULE: ./src/compare/hodges-lehmann.ts
// The Hodges–Lehmann shift between two sets of rounds, with the Mann–Whitney (or, paired, Wilcoxon) interval.

/**
 * Returns the Hodges–Lehmann shift of head against base (both non-empty) with its exact Mann–Whitney interval at the
 * nearest achievable confidence at or above `level`; with too few values for that level, the range of all
 * differences, its (lower) confidence, and `enough: false`.
 */
function hodgesLehmann(base, head, level = 0.95) {
    const differences = head.flatMap((h) => base.map((b) => h - b));
    return shiftOf(differences, mannWhitneyTail(base.length, head.length), level);
}
/**
 * Returns the paired Hodges–Lehmann shift of pairs' differences (head − base of each pair, non-empty) with its exact
 * Wilcoxon signed-rank interval, as hodgesLehmann does for independent sides: the estimate is the median of the Walsh
 * averages (every mean of two differences, each with itself too), the interval cuts as many of them from each end as
 * the signed-rank statistic's tail allows. Rounds run side by side (the same job's base and head rounds, one right
 * after the other) share the machine's moment and drift; their differences cancel both, where the independent
 * comparison counts them as noise.
 */
function pairedShift(differences, level = 0.95) {
    const walsh = differences.flatMap((d, i) => differences.slice(i).map((e) => (d + e) / 2));
    return shiftOf(walsh, signedRankTail(differences.length), level);
}
/**
 * Returns the shift of a set of elementary estimates (pairwise differences, Walsh averages): their median, and the
 * interval that cuts `trim` of them from each end, the most whose tail probability stays within (1 − level) / 2.
 */
function shiftOf(estimates, tail, level) {
    const sorted = estimates.sort((a, b) => a - b);
    const alpha = (1 - level) / 2;
    let trim = 0;
    while (trim < tail.length && tail[trim] <= alpha + 1e-12)
        trim++;
    const enough = trim > 0;
    const cut = Math.max(trim, 1);
    return {
        estimate: median(sorted),
        interval: [sorted[cut - 1], sorted[sorted.length - cut]],
        confidence: Math.max(0, 1 - 2 * tail[cut - 1]),
        enough,
    };
}
/**
 * Returns P(T ≤ k) for k = 0, 1, … up to the middle of the distribution, T the Wilcoxon signed-rank statistic of n
 * pairs without ties or zeros, exactly: the number of the 2^n sign patterns whose positive ranks sum to t is the number
 * of subsets of {1 … n} that sum to t.
 * @internal Exported for the tests.
 */
function signedRankTail(n) {
    const most = (n * (n + 1)) / 2;
    const counts = new Array(most + 1).fill(0);
    counts[0] = 1;
    for (let rank = 1; rank <= n; rank++)
        for (let sum = most; sum >= rank; sum--)
            counts[sum] += counts[sum - rank];
    const all = 2 ** n;
    const tail = [];
    let below = 0;
    for (let t = 0; t <= most / 2; t++) {
        below += counts[t];
        tail.push(below / all);
    }
    return tail;
}
/**
 * Returns the exact one-sided Mann–Whitney p-value that the head is shifted beyond the base by more than a limit:
 * P(U ≥ u) under no shift, u the number of (base, head) pairs whose difference head − base `beyond` accepts (strictly
 * beyond the limit: a tie counts against a regression, so the p-value is conservative). It is the test the interval
 * inverts: the interval's low end is beyond the limit exactly when this p-value is within (1 − level) / 2. Both sides
 * non-empty.
 */
function shiftPValue(base, head, beyond) {
    let u = 0;
    for (const h of head)
        for (const b of base)
            if (beyond(h - b))
                u++;
    if (u === 0)
        return 1;
    // P(U ≥ u) = P(U ≤ mn − u): the distribution is symmetric.
    return mannWhitneyCdf(base.length, head.length)[base.length * head.length - u];
}
/**
 * Returns P(U ≤ k) for k = 0, 1, … up to the middle of the distribution (see mannWhitneyCdf).
 * @internal Exported for the tests.
 */
function mannWhitneyTail(m, n) {
    return mannWhitneyCdf(m, n).slice(0, Math.floor((m * n) / 2) + 1);
}
/**
 * Returns P(U ≤ k) for every k = 0 … mn, U the Mann–Whitney statistic of samples of m and n values without ties,
 * exactly: the number of arrangements with U = u is the coefficient of q^u in the Gaussian binomial [m+n choose m],
 * built as the product of (1 − q^(n+i)) / (1 − q^i) for i = 1 … m.
 */
function mannWhitneyCdf(m, n) {
    const degree = m * n;
    const counts = new Array(degree + 1).fill(0);
    counts[0] = 1;
    for (let i = 1; i <= m; i++) {
        const top = Math.min(degree, (i - 1) * n + n + i);
        for (let k = top; k >= n + i; k--)
            counts[k] -= counts[k - (n + i)];
        const end = i * n;
        for (let k = i; k <= end; k++)
            counts[k] += counts[k - i];
        for (let k = end + 1; k <= top; k++)
            counts[k] = 0;
    }
    const all = counts.reduce((sum, count) => sum + count, 0);
    const cdf = [];
    let below = 0;
    for (const count of counts) {
        below += count;
        cdf.push(Math.min(1, below / all));
    }
    return cdf;
}

// EXTERNAL MODULE: ./src/engine/record/latency-histogram.ts
var latency_histogram = __webpack_require__(39331);
;// CONCATENATED MODULE: ./src/compare/round-metrics.ts
// A tolerance's metric in each round of a scenario (latency, error rate, rps), and over all of them.

/**
 * Returns a metric's value in each round that has one, in order: ms for latencies (from the round's histogram; a
 * round without a latency has none), percent for errorRate (failed of total; a round without requests has none),
 * requests per second for rps.
 */
function roundValues(rounds, key) {
    return roundSeries(rounds, key).map(({ value }) => value);
}
/** Returns roundValues with each value's round, numbered from 1, so that a report can name a round. */
function roundSeries(rounds, key) {
    const series = [];
    rounds.forEach((round, index) => {
        const value = metricOf(round.requests, round.durationMs, () => (0,latency_histogram/* decodeHistogram */.pr)(round.histogram), key);
        if (value !== undefined)
            series.push({ round: index + 1, value });
    });
    return series;
}
/** Returns a metric over all the rounds together (their histograms merged, their counters added); undefined if none. */
function overallValue(rounds, key) {
    const requests = { total: 0, failed: 0 };
    let durationMs = 0;
    for (const round of rounds) {
        requests.total += round.requests.total;
        requests.failed += round.requests.failed;
        durationMs += round.durationMs;
    }
    return metricOf(requests, durationMs, () => mergedHistogram(rounds), key);
}
function mergedHistogram(rounds) {
    const merged = (0,latency_histogram/* createLatencyHistogram */.bf)();
    for (const round of rounds)
        (0,latency_histogram/* addInto */.gQ)(merged, (0,latency_histogram/* decodeHistogram */.pr)(round.histogram));
    return merged;
}
/** Returns one metric of counters, a duration and a histogram (decoded only for a latency); undefined when it has none. */
function metricOf(requests, durationMs, histogram, key) {
    if (key === 'errorRate')
        return requests.total > 0 ? (requests.failed / requests.total) * 100 : undefined;
    if (key === 'rps')
        return durationMs > 0 ? requests.total / (durationMs / 1000) : undefined;
    const latencies = histogram();
    // The summary results.json writes, so that a side's value reads like the scenario's own figure.
    return latencies.totalCount === 0 ? undefined : (0,latency_histogram/* summarizeLatency */.cH)(latencies)[key];
}

// EXTERNAL MODULE: ./src/vocabulary/regression.ts
var regression = __webpack_require__(93975);
// EXTERNAL MODULE: ./src/compare/run-level.ts
var run_level = __webpack_require__(38681);
;// CONCATENATED MODULE: ./src/compare/compare-scenario.ts





/** The confidence every interval is asked for; the one reported is the nearest achievable at or above it. */
const CONFIDENCE = 0.95;
/** What Comparison.method says, for people: of independent rounds, and of the same job's pairs of rounds. */
const METHOD = 'Hodges–Lehmann shift over rounds (log scale for latencies and rps), exact Mann–Whitney U confidence interval';
const PAIRED_METHOD = 'Hodges–Lehmann shift over the pairs of rounds run side by side (log scale for latencies and rps), exact Wilcoxon signed-rank confidence interval; regressed by the exact Mann–Whitney U test over all rounds';
/**
 * The fewest pairs whose paired interval is used: below, the signed-rank test's exact 95% interval is the range of
 * the pairs' differences or close to it (at 6 pairs, exactly), wider than the rank-sum one of the same rounds; from 8
 * it leaves out the most extreme Walsh averages. A rule of the rounds' count alone, never of their values.
 */
const PAIRED_FROM = 8;
/** A round is an outlier among its side's when it is this many scaled MADs from their median… */
const OUTLIER_MADS = 3;
/** …and at least this far: 25% on a log scale, or 1 percentage point, so that steady rounds flag no noise. */
const OUTLIER_FLOOR = { log: Math.log(1.25), points: 1 };
/**
 * Returns the comparison of a scenario's head rounds with its base rounds, each tolerance's metric judged: `regressed`
 * when its one-sided p-value of "no worse than the tolerance" is at most `pLimit` (the run's false-alarm rate for one
 * comparison; compareRun then adjusts every p-value of the run together, see run-level.ts), `unchanged` when the whole
 * 95% interval of the change is at or below the tolerance, `inconclusive` otherwise, and whenever the rounds are too
 * few for a 95% interval; the scenario's verdict the worst. A metric a side has no value for (no response had a
 * latency) is left out. One function for every way a baseline is given, so that the same rounds always get the same
 * verdict.
 */
function compareScenario(base, head, tolerances, pLimit = regression/* FALSE_ALARM_RATE */.lg) {
    const baseRounds = base.rounds ?? [];
    const headRounds = head.rounds ?? [];
    const metrics = [];
    const confidences = [];
    // The same job's rounds are pairs: its base and head rounds run one right after the other (interleave-stage.ts).
    const paired = base.interleaved !== undefined && head.interleaved !== undefined;
    let pairedAll = paired;
    for (const tolerance of tolerances) {
        const compared = compareMetric(baseRounds, headRounds, tolerance, pLimit, paired);
        if (compared === undefined)
            continue;
        metrics.push(compared.metric);
        confidences.push(compared.confidence);
        pairedAll &&= compared.paired;
    }
    return {
        rounds: { base: baseRounds.length, head: headRounds.length },
        // The lowest of the metrics': they differ where a metric had no value in some round, and between paired and
        // independent intervals.
        confidence: confidences.length > 0 ? Math.min(...confidences) : CONFIDENCE,
        method: pairedAll && metrics.length > 0 ? PAIRED_METHOD : METHOD,
        metrics,
        verdict: (0,run_level/* worstVerdict */.zP)(metrics),
        // Whatever the tolerances, so that the reports can chart how each side's rounds went.
        p95ByRound: { base: roundValues(baseRounds, 'p95').map(round3), head: roundValues(headRounds, 'p95').map(round3) },
        ...interleavedParts(base.interleaved, head.interleaved),
    };
}
/** Returns what the same-job mode adds to a comparison: each side's warm-up p95, and the side that went first. */
function interleavedParts(base, head) {
    if (!base || !head)
        return {};
    const p95 = (side) => roundValues([side.warmUp], 'p95').map(round3)[0];
    const [basePart, headPart] = [p95(base), p95(head)];
    return {
        warmUp: { ...(basePart !== undefined && { base: basePart }), ...(headPart !== undefined && { head: headPart }) },
        first: base.first ? 'base' : 'head',
    };
}
/**
 * Returns the verdict of a metric's p-value and interval: see compareScenario.
 * @internal Exported for the tests.
 */
function metricVerdict(p, interval, limit, pLimit, enough) {
    if (!enough)
        return 'inconclusive';
    if (p <= pLimit)
        return 'regressed';
    return interval[1] <= limit ? 'unchanged' : 'inconclusive';
}
/**
 * Returns one tolerance's metric compared: the shift and its 95% interval (paired when the rounds are the same job's
 * pairs, PAIRED_FROM of them or more, else of independent rounds), the rank-sum p-value, the medians and the outlier rounds; undefined
 * when a side has no value of the metric. Why two tests: `regressed` must reach the run's false-alarm rate over many
 * comparisons, and the rank-sum test over all rounds gets there with the fewest (its smallest p-value at 6 against 6 is
 * 1/924, the signed-rank test's over 6 pairs 1/64); `unchanged` needs the narrowest honest interval, and the paired one
 * cancels what a pair of rounds shares (docs/regression-gate.md#the-statistics).
 */
function compareMetric(baseRounds, headRounds, tolerance, pLimit, paired) {
    const { key, limit, unit, line, worse } = tolerance;
    const base = overallValue(baseRounds, key);
    const head = overallValue(headRounds, key);
    const baseSeries = roundSeries(baseRounds, key);
    const headSeries = roundSeries(headRounds, key);
    if (base === undefined || head === undefined || baseSeries.length === 0 || headSeries.length === 0)
        return undefined;
    // Points for errorRate; for the others a ratio, estimated in log space so that +100% and −50% weigh alike.
    const points = unit === 'pp';
    const scale = (series) => series.map(({ value }) => (points ? value : logOf(value)));
    const [baseScaled, headScaled] = [scale(baseSeries), scale(headSeries)];
    const pairs = paired ? pairDifferences(baseSeries, headSeries, scale) : [];
    const pairedOne = pairs.length >= PAIRED_FROM ? pairedShift(pairs, CONFIDENCE) : undefined;
    const shift = pairedOne?.enough ? pairedOne : hodgesLehmann(baseScaled, headScaled, CONFIDENCE);
    const change = toChange(shift.estimate, points, worse);
    const [a, b] = [toChange(shift.interval[0], points, worse), toChange(shift.interval[1], points, worse)];
    const interval = [Math.min(a, b), Math.max(a, b)];
    const p = shiftPValue(baseScaled, headScaled, (difference) => toChange(difference, points, worse) > limit);
    const outliers = {
        base: outlierRounds(baseSeries, baseScaled, points),
        head: outlierRounds(headSeries, headScaled, points),
    };
    const metric = {
        key,
        base: round3(base),
        head: round3(head),
        change: round3(change),
        interval: [round3(interval[0]), round3(interval[1])],
        tolerance: limit,
        unit,
        line,
        verdict: metricVerdict(p, interval, limit, pLimit, shift.enough),
        detectable: round3((interval[1] - interval[0]) / 2),
        medians: {
            base: round3(median(baseSeries.map(({ value }) => value))),
            head: round3(median(headSeries.map(({ value }) => value))),
        },
        p: roundP(p),
        ...(outliers.base.length + outliers.head.length > 0 && { outliers }),
    };
    return { metric, confidence: shift.confidence, paired: shift === pairedOne };
}
/** Returns head − base of each round both sides have a value in, pairing them by their number, scaled. */
function pairDifferences(base, head, scale) {
    const bases = new Map(base.map((entry) => [entry.round, entry]));
    const both = head.filter(({ round }) => bases.has(round));
    const [headScaled, baseScaled] = [scale(both), scale(both.map(({ round }) => bases.get(round)))];
    return headScaled.map((value, index) => value - baseScaled[index]);
}
/**
 * Returns the rounds of a side whose value (on the scale the shift is estimated on) is an outlier among the side's:
 * more than OUTLIER_MADS scaled median absolute deviations from their median, and at least OUTLIER_FLOOR away. They are
 * shown, not dropped: the Hodges–Lehmann shift and the rank test already give one wild round little weight.
 */
function outlierRounds(series, scaled, points) {
    if (scaled.length < 3)
        return [];
    const middle = median(scaled);
    // 1.4826 × MAD estimates the standard deviation of normal data.
    const spread = 1.4826 * median(scaled.map((value) => Math.abs(value - middle)));
    const far = Math.max(OUTLIER_MADS * spread, points ? OUTLIER_FLOOR.points : OUTLIER_FLOOR.log);
    return series.filter((_, index) => Math.abs(scaled[index] - middle) > far).map(({ round }) => round);
}
/** A p-value kept to 3 significant digits: enough to read, and to adjust again from the file. */
function roundP(p) {
    return Number(p.toPrecision(3));
}
/** A value at or below 0 (a round without a request has 0 rps) is taken as a thousandth, so that its log is finite. */
function logOf(value) {
    return Math.log(Math.max(value, 0.001));
}
/** Returns a shift as the change reported, worse positive: points as they are; a log ratio as percent of the base. */
function toChange(shift, points, worse) {
    if (points)
        return worse === 'higher' ? shift : -shift;
    // rps: "how much lower", so that a 5% tolerance reads the same way as a latency's.
    return worse === 'higher' ? (Math.exp(shift) - 1) * 100 : (1 - Math.exp(shift)) * 100;
}
function round3(value) {
    return Math.round(value * 1000) / 1000;
}


/***/ }),

/***/ 38681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XU: () => (/* binding */ controlRun),
/* harmony export */   zP: () => (/* binding */ worstVerdict)
/* harmony export */ });
/* unused harmony export holmAdjusted */
/* harmony import */ var _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93975);

/** What RunRegression.method says, for people. */
const METHOD = 'Holm–Bonferroni over the exact one-sided Mann–Whitney p-values of every compared metric of the run (steps are not judged)';
/**
 * Returns the comparisons with their verdicts controlled at the level of the run, and what the run's verdict covers.
 * Each metric's p-value is adjusted by Holm's step-down method over every metric of every compared scenario (sorted,
 * the i-th smallest of K times K − i + 1, never below the one before it): the chance that any metric of an unchanged
 * build is judged regressed is then at most FALSE_ALARM_RATE whatever their dependence, where testing each at that
 * rate would multiply it by up to K. Holm rather than Bonferroni: it rejects everything Bonferroni does and more, with
 * the same guarantee and no assumption; rather than a false-discovery rate: a gate's one verdict needs the chance of
 * any false alarm held, not their share. The adjustment only demotes: a metric stays `regressed` when its adjusted
 * p-value is at most the rate, else it is `inconclusive`; `unchanged` (the whole interval within the tolerance) does
 * not claim a regression and stands. When the two runs' machines differed (`environment.differs`, a comparison across
 * time), every `regressed` and `unchanged` is `inconclusive`: the runs cannot tell a change of the API from one of the
 * machine. Steps are reported, never judged, and left as they are.
 */
function controlRun(comparisons, environment) {
    const metrics = [...comparisons.values()].flatMap((comparison) => comparison.metrics);
    const adjusted = holmAdjusted(metrics.map(({ p }) => p ?? 1));
    const byMetric = new Map(metrics.map((metric, index) => [metric, adjusted[index]]));
    const controlled = new Map();
    for (const [name, comparison] of comparisons) {
        const judged = comparison.metrics.map((metric) => controlledMetric(metric, byMetric.get(metric), environment?.differs === true));
        controlled.set(name, { ...comparison, metrics: judged, verdict: worstVerdict(judged) });
    }
    const regression = {
        comparisons: metrics.length,
        falseAlarmRate: _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_0__/* .FALSE_ALARM_RATE */ .lg,
        method: METHOD,
        ...(environment && { environment }),
    };
    return { comparisons: controlled, regression };
}
function controlledMetric(metric, adjustedP, machinesDiffer) {
    let verdict = metric.verdict === 'regressed' && adjustedP > _vocabulary_regression_js__WEBPACK_IMPORTED_MODULE_0__/* .FALSE_ALARM_RATE */ .lg ? 'inconclusive' : metric.verdict;
    if (machinesDiffer)
        verdict = 'inconclusive';
    return { ...metric, adjustedP: Number(adjustedP.toPrecision(3)), verdict };
}
/** Returns the worst of the metrics' verdicts (regressed > inconclusive > unchanged); unchanged when there are none. */
function worstVerdict(metrics) {
    const verdicts = metrics.map(({ verdict }) => verdict);
    if (verdicts.includes('regressed'))
        return 'regressed';
    return verdicts.includes('inconclusive') ? 'inconclusive' : 'unchanged';
}
/**
 * Returns Holm's adjusted p-values, in the order given: sorted ascending, the i-th (from 0) of K is
 * min(1, (K − i) × p), and each at least the one before it, so that the adjusted values keep the p-values' order.
 * @internal Exported for the tests.
 */
function holmAdjusted(pValues) {
    const count = pValues.length;
    const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p);
    const adjusted = new Array(count);
    let highest = 0;
    order.forEach(({ p, index }, rank) => {
        highest = Math.max(highest, Math.min(1, (count - rank) * p));
        adjusted[index] = highest;
    });
    return adjusted;
}


/***/ })

};
