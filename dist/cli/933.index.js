export const id = 933;
export const ids = [933];
export const modules = {

/***/ 42939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ outUrlOf),
/* harmony export */   p: () => (/* binding */ uploadWritten)
/* harmony export */ });
/* harmony import */ var _report_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _upload_out_url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19269);
// `--out-url` of `run` and `gate`: the target checked before the run, the written report files uploaded after it.


/** Returns the target of `--out-url` (none without the flag) and a sentence for each problem with it or its variables. */
function outUrlOf(text, env, label = '--out-url') {
    return text === undefined ? { problems: [] } : (0,_upload_out_url_js__WEBPACK_IMPORTED_MODULE_1__/* .parseOutUrl */ .F)(text, env, label);
}
/**
 * Uploads the written report files to the target and says where they went; returns false after saying, on stderr,
 * which could not be uploaded and that the local files in `outDir` are kept (the run then exits 3).
 */
async function uploadWritten(io, command, target, files, shard, outDir) {
    // Loaded only with --out-url: the signing library is no part of a run without it.
    const { uploadReports, UploadError } = await Promise.all(/* import() */[__webpack_require__.e(543), __webpack_require__.e(774)]).then(__webpack_require__.bind(__webpack_require__, 51774));
    try {
        const uploaded = await uploadReports(target, [files.results, files.summary, files.junit, files.html], shard);
        io.stdout.write(`Uploaded: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(uploaded.join(', '))}\n`);
        return true;
    }
    catch (error) {
        if (!(error instanceof UploadError))
            throw error;
        io.stderr.write(`loadtool ${command}: error: ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(error.message)}; the files are kept in ${(0,_report_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .logText */ .kc)(outDir)}\n`);
        return false;
    }
}


/***/ }),

/***/ 40749:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ ResponseTimeoutError),
/* harmony export */   I_: () => (/* binding */ STATUS_CODES),
/* harmony export */   OK: () => (/* binding */ OK),
/* harmony export */   XJ: () => (/* binding */ CATEGORY),
/* harmony export */   XR: () => (/* binding */ statusTable),
/* harmony export */   qo: () => (/* binding */ reasonFor),
/* harmony export */   sM: () => (/* binding */ categoryOfError)
/* harmony export */ });
/* harmony import */ var _results_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85187);
// How the engine counts a failed request: its error category, by index, from undici's and the lean client's codes.

/** The index of each category in ERROR_CATEGORIES. */
const CATEGORY = Object.fromEntries(_results_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_CATEGORIES */ .Uu.map((name, index) => [name, index]));
/** The status codes a response can have: llhttp reads exactly three digits. */
const STATUS_CODES = 1000;
/** Marks an ok status in a status table. */
const OK = -1;
/** undici's brand of its HTTPParserError (lib/core/errors.js). */
const HTTP_PARSER_ERROR = Symbol.for('undici.error.UND_ERR_HTTP_PARSER');
/** The code of ResponseTimeoutError. */
const RESPONSE_TIMEOUT = 'LOADTOOL_RESPONSE_TIMEOUT';
/**
 * The engine's own timeout: the whole response did not arrive within the scenario's `timeout` of the request's
 * write. A virtual user aborts its request in flight with it; it carries a code like undici's errors, so that the
 * category comes from the code as for every other error.
 */
class ResponseTimeoutError extends Error {
    code = RESPONSE_TIMEOUT;
    constructor() {
        super('the response did not arrive within the scenario timeout');
        this.name = 'ResponseTimeoutError';
    }
}
const BY_CODE = {
    [RESPONSE_TIMEOUT]: 'timeout',
    UND_ERR_HEADERS_TIMEOUT: 'timeout',
    UND_ERR_BODY_TIMEOUT: 'timeout',
    ECONNREFUSED: 'connect',
    ENOTFOUND: 'connect',
    EAI_AGAIN: 'connect',
    EAI_FAIL: 'connect',
    UND_ERR_CONNECT_TIMEOUT: 'connect',
    ETIMEDOUT: 'connect',
    EHOSTUNREACH: 'connect',
    EHOSTDOWN: 'connect',
    ENETUNREACH: 'connect',
    ENETDOWN: 'connect',
    // The machine ran out of local ports: the connection could not be opened.
    EADDRNOTAVAIL: 'connect',
    ECONNRESET: 'reset',
    ECONNABORTED: 'reset',
    EPIPE: 'reset',
    UND_ERR_SOCKET: 'reset',
    UND_ERR_CLOSED: 'reset',
    // undici's name for a body cut short by the connection closing before Content-Length bytes arrived.
    UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'reset',
    // The HTTP/2 client's (engine/http/h2/): a stream the server reset, or cut by its GOAWAY, and a server that broke
    // the protocol or did not agree to HTTP/2 by ALPN (the connection could not be used).
    LOADTOOL_H2_RESET: 'reset',
    LOADTOOL_H2_PROTOCOL: 'protocol',
    LOADTOOL_H2_ALPN: 'connect',
    // A redirect the user's session would not follow (http/agent/redirects.ts): too many, a loop, another origin.
    LOADTOOL_REDIRECT: 'redirect',
    // A GraphQL subscription's `error` message (stream/stream-transport.ts), counted as a response with `errors` is.
    LOADTOOL_GRAPHQL_STREAM: 'graphql',
    // A WebSocket or graphql-transport-ws server that broke its protocol (stream/websocket-socket.ts: a bad frame or message).
    LOADTOOL_WS_PROTOCOL: 'protocol',
};
// Certificate problems carry OpenSSL's codes; a TLS handshake that fails means the connection could not be opened.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;
/**
 * Returns the category of a failed request from its error's `code` (undici's `UND_ERR_*`, Node's `E*` system codes,
 * llhttp's `HPE_*`), never from the message, which is for people and changes between versions.
 */
function categoryOfError(error) {
    const code = error?.code;
    if (typeof code !== 'string') {
        // undici 7 builds llhttp's errors with `code` undefined (it looks the number up in a name-to-number table), so
        // its parser errors are recognised by the brand that its HTTPParserError's instanceof checks, without loading it.
        return error?.[HTTP_PARSER_ERROR] === true ? 'protocol' : 'other';
    }
    const known = BY_CODE[code];
    if (known)
        return known;
    if (code.startsWith('HPE_'))
        return 'protocol';
    if (TLS_CODE.test(code))
        return 'connect';
    return 'other';
}
/**
 * Returns why a request failed, for people: the error's code and message (`UND_ERR_INVALID_ARG: invalid
 * transfer-encoding header`), or its message alone when it has no code. Kept for the `other` category, whose code
 * alone does not say what to fix.
 */
function reasonOf(error) {
    const code = error?.code;
    const message = error instanceof Error ? error.message : String(error);
    return typeof code === 'string' && code !== '' ? `${code}: ${message}` : message;
}
/**
 * Returns, for a request that failed in `category` with `error`, what its sample says of why (asked only when a
 * sample is taken): the code and message of `other`, whose category alone does not say what to fix, and the message of
 * `redirect`, which says what to set; undefined for the others, which their category explains.
 */
function reasonFor(category, error) {
    if (category === CATEGORY.other)
        return () => reasonOf(error);
    return category === CATEGORY.redirect ? () => error.message : undefined;
}
/**
 * Returns, for every status code 0–999, OK or the index of the category a response with that status counts in: with
 * `expectStatus`, only the listed codes are ok and any other is failed (4xx and 5xx in their class's category, the
 * rest `other`); without it, 2xx and 3xx are ok.
 */
function statusTable(expectStatus) {
    const table = new Int8Array(STATUS_CODES);
    for (let status = 0; status < STATUS_CODES; status++) {
        const ok = expectStatus ? expectStatus.includes(status) : status >= 200 && status < 400;
        table[status] = ok
            ? OK
            : status >= 400 && status < 500
                ? CATEGORY.http4xx
                : status >= 500 && status < 600
                    ? CATEGORY.http5xx
                    : CATEGORY.other;
    }
    return table;
}


/***/ }),

/***/ 62787:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ addRounds),
/* harmony export */   U: () => (/* binding */ alignTimelines)
/* harmony export */ });
/* harmony import */ var _merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37401);
// Aligns the timelines and rounds of parts that ran at the same time, by wall-clock second and by round.

/**
 * Returns the timelines of shards that ran at the same time as one: each shard's seconds shifted by its offset (the
 * whole seconds its run started after the earliest shard's; 0 for shards started together with --start-at), then
 * each wall-clock second's requests and errors (and a stream scenario's events) summed. A second's latency
 * percentiles are the highest any shard measured in it: a timeline keeps no histogram per second, and percentiles are
 * never averaged.
 */
function alignTimelines(timelines, offsets) {
    const bySecond = new Map();
    timelines.forEach((timeline, part) => {
        for (const entry of timeline) {
            const second = entry.second + (offsets[part] ?? 0);
            bySecond.set(second, [...(bySecond.get(second) ?? []), entry]);
        }
    });
    return [...bySecond.entries()]
        .sort(([a], [b]) => a - b)
        .map(([second, entries]) => ({
        second,
        requests: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(entries, (entry) => entry.requests),
        errors: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(entries, (entry) => entry.errors),
        p50: Math.max(...entries.map((entry) => entry.p50)),
        p95: Math.max(...entries.map((entry) => entry.p95)),
        p99: Math.max(...entries.map((entry) => entry.p99)),
        // An open-model scenario's seconds: what each part had due, and dropped, adds up.
        ...(entries.some((entry) => entry.target !== undefined) && {
            dropped: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(entries, (entry) => entry.dropped ?? 0),
            target: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(entries, (entry) => entry.target ?? 0),
        }),
        // A stream scenario's seconds: the events every part received in them add up.
        ...(entries.some((entry) => entry.events !== undefined) && {
            events: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(entries, (entry) => entry.events ?? 0),
        }),
    }));
}
/**
 * Returns the rounds of shards that ran at the same time, summed round by round (the same index is the same span of
 * the measured time): counters added, histograms added bucket by bucket, the earliest start and the longest duration.
 * A shard cancelled early has fewer rounds; the rounds it lacks are the others' alone.
 */
function addRounds(parts) {
    const length = Math.max(0, ...parts.map((rounds) => rounds.length));
    return Array.from({ length }, (_, index) => {
        const rounds = parts.flatMap((part) => part[index] ?? []);
        return {
            startMs: Math.min(...rounds.map((round) => round.startMs)),
            durationMs: Math.max(...rounds.map((round) => round.durationMs)),
            requests: {
                total: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(rounds, (round) => round.requests.total),
                ok: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(rounds, (round) => round.requests.ok),
                failed: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(rounds, (round) => round.requests.failed),
            },
            histogram: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .addHistograms */ .Bh)(rounds.map((round) => round.histogram)).histogram,
        };
    });
}


/***/ }),

/***/ 82037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ mergeParallelScenario)
/* harmony export */ });
/* harmony import */ var _align_parts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62787);
/* harmony import */ var _open_arrival_merge_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11263);
/* harmony import */ var _merge_stream_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84362);
/* harmony import */ var _merge_pieces_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37401);
/* harmony import */ var _record_rates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(10089);
/* harmony import */ var _results_not_started_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14551);






/**
 * Returns one scenario's parts that ran at the same time merged, unjudged, each part's timeline shifted by its offset
 * in whole seconds: counters, statuses, categories, checks and bytes summed, histograms added bucket by bucket (the
 * latency summary recomputed from the sum, never averaged), the users and the rates added (each part's requests over
 * its own measured time), rounds summed round by round, timelines aligned by wall-clock second, an open model's
 * dropped requests summed and its figures merged (mergeArrival), a stream scenario's figures merged (mergeStream:
 * counts summed, its four histograms added bucket by bucket, its events per second by wall-clock second), failed
 * samples kept as the engine keeps them, a flow's steps merged by name the same way. The outcome is `skipped` (with
 * its reason) when the parts' was (`skip:` is the same in every part), `cancelled` when a part's was, `errored` (with
 * that part's error) when a part that had users could not run, else `measured`; stopped early when every part that
 * ran was.
 */
function mergeParallelScenario(parts, offsets) {
    const merged = mergeParallel(parts, offsets);
    if (!parts.some((part) => part.steps !== undefined))
        return merged;
    const partSteps = parts.map((part) => part.steps ?? []);
    const steps = (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_3__/* .groupByName */ .mV)(partSteps).map((group) => {
        const stepOffsets = group.map((step) => offsets[partSteps.findIndex((list) => list.includes(step))]);
        const step = mergeParallel(group, stepOffsets);
        return group[0].once === undefined ? step : { ...step, once: group[0].once };
    });
    return { ...merged, steps };
}
/** Returns the figures of parts that ran at the same time merged (not their steps), unjudged. */
function mergeParallel(parts, offsets) {
    // What the verdict and the triage set is set again on the whole; the steps are merged by name apart.
    const first = { ...parts[0] };
    delete first.outcome;
    delete first.error;
    delete first.skip;
    delete first.stoppedEarly;
    delete first.thresholds;
    delete first.failedChecks;
    delete first.triage;
    delete first.comparison;
    delete first.steps;
    delete first.once;
    const stopped = stoppedPart(parts);
    const rounds = parts.some((part) => part.rounds !== undefined)
        ? (0,_align_parts_js__WEBPACK_IMPORTED_MODULE_0__/* .addRounds */ .H)(parts.map((part) => part.rounds ?? []))
        : undefined;
    const { samples, ...figures } = (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_3__/* .addFigures */ .dY)(parts);
    const arrival = (0,_open_arrival_merge_js__WEBPACK_IMPORTED_MODULE_1__/* .mergeArrival */ .O)(parts, true);
    const stream = (0,_merge_stream_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeStream */ .X)(parts);
    const stoppedEarly = lastStoppedEarly(parts);
    return {
        ...first,
        outcome: stopped?.outcome ?? 'measured',
        ...(stopped?.error !== undefined && { error: stopped.error }),
        ...(stopped?.skip !== undefined && { skip: stopped.skip }),
        ...(stoppedEarly && { stoppedEarly }),
        concurrentUsers: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_3__/* .sum */ .cz)(parts, (part) => part.concurrentUsers),
        durationSeconds: Math.max(...parts.map((part) => part.durationSeconds)),
        ...figures,
        // The parts sent at the same time: the whole's rate is the sum of each one's (its requests over its own time).
        rps: (0,_record_rates_js__WEBPACK_IMPORTED_MODULE_4__/* .roundedRate */ .y)((0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_3__/* .sum */ .cz)(parts, rateOf)),
        timeline: (0,_align_parts_js__WEBPACK_IMPORTED_MODULE_0__/* .alignTimelines */ .U)(parts.map((part) => part.timeline), offsets),
        ...(rounds && { rounds }),
        ...(arrival && { arrival }),
        ...(stream && { stream }),
        samples,
    };
}
/** Returns a part's completed requests per second of its measured time; 0 when it measured no time. */
function rateOf(part) {
    return (0,_record_rates_js__WEBPACK_IMPORTED_MODULE_4__/* .perSecond */ .E)((0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_3__/* .completedOf */ .z)(part), (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_3__/* .measuredMsOf */ .sP)(part));
}
/**
 * Returns the part that stops the whole: a skipped one (`skip:`: no part ran it), a cancelled one (or one the cancelled
 * run never started: judged again, the whole is not run only when no part sent anything), else one that had users and
 * could not run (errored without a request). A part without users for the scenario (fewer users than parts) did not
 * run it by design; a flow errored by its `once` step is judged again from the merged steps.
 */
function stoppedPart(parts) {
    const skipped = parts.find((part) => part.outcome === 'skipped' && !(0,_results_not_started_js__WEBPACK_IMPORTED_MODULE_5__/* .notStarted */ .DY)(part));
    if (skipped)
        return { outcome: 'skipped', ...(skipped.skip !== undefined && { skip: skipped.skip }) };
    // A shard whose run was cancelled before it started the scenario sent none of it: the others' figures stay.
    if (parts.some((part) => part.outcome === 'cancelled' || (0,_results_not_started_js__WEBPACK_IMPORTED_MODULE_5__/* .notStarted */ .DY)(part)))
        return { outcome: 'cancelled' };
    const failed = parts.find((part) => part.outcome === 'errored' &&
        part.requests.total === 0 &&
        part.concurrentUsers > 0 &&
        !('once' in part && part.once));
    return failed && { outcome: 'errored', ...(failed.error !== undefined && { error: failed.error }) };
}
/**
 * Returns when the whole stopped early: when every part that ran did (each its own rows of a data file used up), the
 * last of them; undefined when one ran its duration.
 */
function lastStoppedEarly(parts) {
    const ran = parts.filter((part) => part.requests.total > 0);
    if (ran.length === 0 || ran.some((part) => part.stoppedEarly === undefined))
        return undefined;
    return ran
        .map((part) => part.stoppedEarly)
        .reduce((last, one) => (one.afterSeconds > last.afterSeconds ? one : last));
}


/***/ }),

/***/ 37401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ addHistograms),
/* harmony export */   cz: () => (/* binding */ sum),
/* harmony export */   dY: () => (/* binding */ addFigures),
/* harmony export */   mV: () => (/* binding */ groupByName),
/* harmony export */   sP: () => (/* binding */ measuredMsOf),
/* harmony export */   z: () => (/* binding */ completedOf)
/* harmony export */ });
/* harmony import */ var _record_failed_samples_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99443);
/* harmony import */ var _record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39331);


/** Returns the sum of `value` over the items. */
function sum(items, value) {
    return items.reduce((total, item) => total + value(item), 0);
}
/** Returns the counts of every key added up. */
function sumCounts(parts) {
    const total = {};
    for (const counts of parts) {
        for (const [key, count] of Object.entries(counts))
            total[key] = (total[key] ?? 0) + (count ?? 0);
    }
    return total;
}
/** Returns the encoded sum of the histograms, bucket by bucket, and the latency summary computed from it. */
function addHistograms(encoded) {
    const histogram = (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .createLatencyHistogram */ .bf)();
    for (const part of encoded)
        (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .addInto */ .gQ)(histogram, (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeHistogram */ .pr)(part));
    const sumEncoded = (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeHistogram */ .ll)(histogram);
    // From the encoded histogram, as the engine does, so that whoever decodes results.json gets the same figures.
    return { histogram: sumEncoded, latencyMs: (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizeLatency */ .cH)((0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeHistogram */ .pr)(sumEncoded)) };
}
/** Returns how long a part measured, in ms: its rounds' time when it has rounds (a cancel shortens them), else its duration. */
function measuredMsOf(part) {
    return part.rounds?.length ? sum(part.rounds, (round) => round.durationMs) : part.durationSeconds * 1000;
}
/** Returns the requests a part completed (ok or failed): those started, less those still in flight at the end. */
function completedOf(part) {
    return part.requests.total - (part.requests.byCategory.interrupted ?? 0);
}
/**
 * Returns the figures the parts add up exactly whatever their timing: the requests and their counters, the histogram
 * and its latency summary, the bytes, and the samples the engine would have kept of them all.
 */
function addFigures(parts) {
    const byCheck = parts.some((part) => part.requests.byCheck !== undefined)
        ? sumCounts(parts.map((part) => part.requests.byCheck ?? {}))
        : undefined;
    const open = parts.some((part) => part.requests.dropped !== undefined);
    const redirects = sum(parts, (part) => part.requests.redirects ?? 0);
    const bytesSent = sum(parts, (part) => part.bytesSent ?? 0);
    return {
        requests: {
            total: sum(parts, (part) => part.requests.total),
            ...(open && { dropped: sum(parts, (part) => part.requests.dropped ?? 0) }),
            ok: sum(parts, (part) => part.requests.ok),
            failed: sum(parts, (part) => part.requests.failed),
            byCategory: sumCounts(parts.map((part) => part.requests.byCategory)),
            byStatus: sumCounts(parts.map((part) => part.requests.byStatus)),
            ...(byCheck && { byCheck }),
            ...(redirects > 0 && { redirects }),
        },
        ...addHistograms(parts.map((part) => part.histogram)),
        bytesReceived: sum(parts, (part) => part.bytesReceived),
        ...(bytesSent > 0 && { bytesSent }),
        samples: keepSamples(parts.flatMap((part) => part.samples ?? [])),
    };
}
/** Returns the items grouped by name, each group in the parts' order, the groups in the order names first appear. */
function groupByName(parts) {
    const byName = new Map();
    for (const items of parts) {
        for (const item of items)
            byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
    }
    return [...byName.values()];
}
/** Returns the samples the engine would have kept of them all: the first of each status and category, within the caps. */
function keepSamples(samples) {
    const taken = new Map();
    const kept = [];
    for (const sample of samples) {
        if (kept.length >= _record_failed_samples_js__WEBPACK_IMPORTED_MODULE_0__/* .SAMPLES_PER_SCENARIO */ .jU)
            break;
        const kind = `${sample.status} ${sample.category}`;
        const count = taken.get(kind) ?? 0;
        if (count >= (sample.status === 0 ? 1 : _record_failed_samples_js__WEBPACK_IMPORTED_MODULE_0__/* .SAMPLES_PER_KIND */ .VF))
            continue;
        taken.set(kind, count + 1);
        kept.push(sample);
    }
    return kept;
}


/***/ }),

/***/ 84362:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ mergeStream)
/* harmony export */ });
/* harmony import */ var _vocabulary_streams_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58765);
/* harmony import */ var _merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37401);


/**
 * Returns the stream figures of parts of one scenario merged, undefined when no part has any (not a stream scenario).
 * Whether the parts ran at the same time or one after another, the merge is the same: the streams, events, reconnects
 * and each kind of fault summed, and each distribution's histogram added bucket by bucket, its summary recomputed from
 * the sum (never averaged), as the scenario's latency is (addHistograms). The protocol and mode are the first part's:
 * every part ran the same scenario.
 */
function mergeStream(parts) {
    const streams = parts.flatMap((part) => (part.stream ? [part.stream] : []));
    const [first] = streams;
    if (!first)
        return undefined;
    const faults = Object.fromEntries(_vocabulary_streams_js__WEBPACK_IMPORTED_MODULE_1__/* .STREAM_FAULTS */ .dX.map((fault) => [fault, (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(streams, (stream) => stream.faults[fault])]));
    const distribution = (key) => {
        const { histogram, latencyMs } = (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .addHistograms */ .Bh)(streams.map((stream) => stream[key].histogram));
        return { count: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(streams, (stream) => stream[key].count), ms: latencyMs, histogram };
    };
    return {
        protocol: first.protocol,
        mode: first.mode,
        streams: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(streams, (stream) => stream.streams),
        events: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(streams, (stream) => stream.events),
        reconnects: (0,_merge_pieces_js__WEBPACK_IMPORTED_MODULE_0__/* .sum */ .cz)(streams, (stream) => stream.reconnects),
        faults,
        ttfb: distribution('ttfb'),
        ttfe: distribution('ttfe'),
        eventGap: distribution('eventGap'),
        length: distribution('length'),
    };
}


/***/ }),

/***/ 37258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ serviceSummary),
/* harmony export */   v: () => (/* binding */ ArrivalFigures)
/* harmony export */ });
/* harmony import */ var _record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39331);
/* harmony import */ var _record_rates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10089);


/**
 * What an open-model scenario records beside its ScenarioRecorder (whose latencies run from each request's intended
 * start): the requests scheduled, started and dropped, by second of their intended start, the service time (from
 * the actual write) and the scheduler's lateness (the actual write less the intended start).
 */
class ArrivalFigures {
    started = 0;
    dropped = 0;
    /** By second of the intended start: the requests scheduled, and those of them dropped. */
    scheduledBySecond;
    droppedBySecond;
    service = (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .createLatencyHistogram */ .bf)();
    lateness = (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .createLatencyHistogram */ .bf)();
    constructor(durationMs) {
        const seconds = Math.max(1, Math.ceil(durationMs / 1000));
        this.scheduledBySecond = new Float64Array(seconds);
        this.droppedBySecond = new Float64Array(seconds);
    }
    /** Records a whole response's service time, from its write to its last byte. */
    serviceTime(ms) {
        this.service.recordValue(Math.round(ms * _record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .MICROSECONDS_PER_MS */ .Ld));
    }
    /** Records how late a request was written after its intended start. */
    late(ms) {
        this.lateness.recordValue(Math.round(Math.max(0, ms) * _record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .MICROSECONDS_PER_MS */ .Ld));
    }
    /**
     * Returns `measured` with the open model's figures: `requests.dropped`, the schedule against what was achieved
     * (`arrival`), and each second's dropped and scheduled requests in the timeline.
     */
    withArrival(measured, time, maxUsers) {
        const measuredMs = time.stoppedAt - time.startedAt;
        const rate = (count) => (0,_record_rates_js__WEBPACK_IMPORTED_MODULE_1__/* .roundedRate */ .y)((0,_record_rates_js__WEBPACK_IMPORTED_MODULE_1__/* .perSecond */ .E)(count, measuredMs));
        const serviceHistogram = (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .encodeHistogram */ .ll)(this.service);
        const arrival = {
            targetRate: rate(this.started + this.dropped),
            achievedRate: rate(this.started),
            maxUsers,
            serviceMs: serviceSummary(serviceHistogram),
            serviceHistogram,
            latenessP99Ms: this.lateness.totalCount > 0 ? (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .toMs */ .G8)(this.lateness.getValueAtPercentile(99)) : 0,
        };
        return {
            ...measured,
            requests: { ...measured.requests, dropped: this.dropped },
            timeline: measured.timeline.map((entry) => ({
                ...entry,
                dropped: this.droppedBySecond[entry.second] ?? 0,
                target: this.scheduledBySecond[entry.second] ?? 0,
            })),
            arrival,
        };
    }
}
/** Returns the service-time summary of an encoded histogram, as results.json writes it; all 0 when empty. */
function serviceSummary(encoded) {
    const histogram = (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeHistogram */ .pr)(encoded);
    if (histogram.totalCount === 0)
        return { p50: 0, p95: 0, p99: 0, max: 0 };
    const at = (percentile) => (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .toMs */ .G8)(histogram.getValueAtPercentile(percentile));
    return { p50: at(50), p95: at(95), p99: at(99), max: (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_0__/* .toMs */ .G8)(histogram.maxValue) };
}


/***/ }),

/***/ 11263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ mergeArrival)
/* harmony export */ });
/* harmony import */ var _arrival_figures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37258);
/* harmony import */ var _record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39331);
/* harmony import */ var _merge_merge_pieces_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37401);
/* harmony import */ var _record_rates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(10089);




/**
 * Returns the open-model figures of parts of one scenario merged, undefined when no part has any (the closed model):
 * the connections summed, the service-time histograms added bucket by bucket (the summary recomputed from the sum),
 * the lateness the worst part's (a p99 cannot be added), and the rates recomputed from each part's requests
 * scheduled (total + dropped) and started over its measured time: for parts that ran at the same time (`parallel`:
 * shards, worker threads) the sum of each one's rate, for parts that ran one after another their requests over
 * their time together.
 */
function mergeArrival(parts, parallel) {
    const open = parts.filter((part) => part.arrival !== undefined);
    if (open.length === 0)
        return undefined;
    const scheduled = (part) => part.requests.total + (part.requests.dropped ?? 0);
    const started = (part) => part.requests.total;
    const rate = (count) => {
        if (parallel)
            return (0,_record_rates_js__WEBPACK_IMPORTED_MODULE_3__/* .roundedRate */ .y)((0,_merge_merge_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .sum */ .cz)(open, (part) => (0,_record_rates_js__WEBPACK_IMPORTED_MODULE_3__/* .perSecond */ .E)(count(part), (0,_merge_merge_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .measuredMsOf */ .sP)(part))));
        return (0,_record_rates_js__WEBPACK_IMPORTED_MODULE_3__/* .roundedRate */ .y)((0,_record_rates_js__WEBPACK_IMPORTED_MODULE_3__/* .perSecond */ .E)((0,_merge_merge_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .sum */ .cz)(open, count), (0,_merge_merge_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .sum */ .cz)(open, _merge_merge_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .measuredMsOf */ .sP)));
    };
    const histogram = (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .createLatencyHistogram */ .bf)();
    for (const part of open)
        (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .addInto */ .gQ)(histogram, (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeHistogram */ .pr)(part.arrival.serviceHistogram));
    const serviceHistogram = (0,_record_latency_histogram_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeHistogram */ .ll)(histogram);
    return {
        targetRate: rate(scheduled),
        achievedRate: rate(started),
        maxUsers: parallel
            ? (0,_merge_merge_pieces_js__WEBPACK_IMPORTED_MODULE_2__/* .sum */ .cz)(open, (part) => part.arrival.maxUsers)
            : Math.max(...open.map((p) => p.arrival.maxUsers)),
        serviceMs: (0,_arrival_figures_js__WEBPACK_IMPORTED_MODULE_0__/* .serviceSummary */ .m)(serviceHistogram),
        serviceHistogram,
        latenessP99Ms: Math.max(...open.map((part) => part.arrival.latenessP99Ms)),
    };
}


/***/ }),

/***/ 99443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OW: () => (/* binding */ SAMPLE_BODY_BYTES),
/* harmony export */   PQ: () => (/* binding */ FailedSamples),
/* harmony export */   VF: () => (/* binding */ SAMPLES_PER_KIND),
/* harmony export */   jU: () => (/* binding */ SAMPLES_PER_SCENARIO)
/* harmony export */ });
/* harmony import */ var _error_category_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40749);
/* harmony import */ var _results_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85187);
// The failed responses a scenario keeps as samples: the first few of each status and category, bounded.


/** The most samples kept of one status and category: the first ones seen. */
const SAMPLES_PER_KIND = 2;
/** The most samples kept of one scenario. */
const SAMPLES_PER_SCENARIO = 10;
/** How much of a failed response's body a sample keeps. */
const SAMPLE_BODY_BYTES = 300;
/**
 * The failed responses a scenario keeps as evidence for the triage: the first SAMPLES_PER_KIND of each (status,
 * category) pair, at most SAMPLES_PER_SCENARIO in all, and one per category for failures without a response
 * (status 0, empty body: a timeout, a refused connect, a reset). The virtual users ask `wants` before they copy
 * anything, and once the scenario's slots are full the answer is a single flag: sampling costs nothing after that.
 *
 * A server may echo a `${NAME}` value back (a 401 quoting the token it refused). The results are masked before
 * they are written, but masking finds whole values only: a value cut in two by the 300-byte bound would leave its
 * first part unmasked, so a text that ends with the start of a secret loses that end here.
 */
class FailedSamples {
    secrets;
    /** Set once every slot is taken. */
    full = false;
    samples = [];
    // Samples taken so far by status and category: index status * categories + category.
    taken = new Uint8Array(_error_category_js__WEBPACK_IMPORTED_MODULE_0__/* .STATUS_CODES */ .I_ * _results_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ERROR_CATEGORIES */ .Uu.length);
    /** `secrets`: the values of the scenario's `${NAME}` placeholders. */
    constructor(secrets = []) {
        this.secrets = secrets;
    }
    /** Returns whether a failed response of this status (0: none) and category would be kept. */
    wants(status, category) {
        return (!this.full && this.taken[status * _results_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ERROR_CATEGORIES */ .Uu.length + category] < (status === 0 ? 1 : SAMPLES_PER_KIND));
    }
    /**
     * Keeps a sample when `wants` says so; `body` is the start of the response body as text, `graphql` the first
     * GraphQL error of a body that carried `errors` (its message and code), `reason` why a request
     * without a response failed (kept for category `other`, which the triage cannot explain by its category alone),
     * `check` the `expect.json` check a response of category `check` failed, `exchange` the request and response head
     * (`--http-debug`).
     */
    add(status, category, body, graphql, reason, check, exchange) {
        if (!this.wants(status, category))
            return;
        this.taken[status * _results_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ERROR_CATEGORIES */ .Uu.length + category]++;
        this.samples.push({
            status,
            category: _results_types_js__WEBPACK_IMPORTED_MODULE_1__/* .ERROR_CATEGORIES */ .Uu[category],
            body: this.withoutCutSecret(body),
            ...(graphql?.message !== undefined && { graphqlMessage: this.withoutCutSecret(graphql.message) }),
            ...(graphql?.code !== undefined && { graphqlCode: this.withoutCutSecret(graphql.code) }),
            ...(reason !== undefined && { reason: this.withoutCutSecret(reason.slice(0, SAMPLE_BODY_BYTES)) }),
            ...(check !== undefined && { check }),
            ...(exchange !== undefined && {
                exchange: {
                    request: this.withoutCutSecret(exchange.request),
                    response: this.withoutCutSecret(exchange.response),
                },
            }),
        });
        if (this.samples.length >= SAMPLES_PER_SCENARIO)
            this.full = true;
    }
    /** Returns the text without the longest end that is the start, but not the whole, of a secret. */
    withoutCutSecret(text) {
        let cut = 0;
        for (const secret of this.secrets) {
            for (let length = Math.min(secret.length - 1, text.length); length > cut; length--) {
                if (text.endsWith(secret.slice(0, length))) {
                    cut = length;
                    break;
                }
            }
        }
        return cut > 0 ? text.slice(0, text.length - cut) : text;
    }
}


/***/ }),

/***/ 10089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ perSecond),
/* harmony export */   y: () => (/* binding */ roundedRate)
/* harmony export */ });
// Rates per second, as every figure of the engine computes them.
/** Returns `count` per second of `ms`; 0 without time. */
function perSecond(count, ms) {
    return ms > 0 ? (count / ms) * 1000 : 0;
}
/** Returns a rate as results.json writes it: to the hundredth. */
function roundedRate(rate) {
    return Math.round(rate * 100) / 100;
}


/***/ }),

/***/ 11037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nf: () => (/* binding */ slowerCalibration),
/* harmony export */   re: () => (/* binding */ calibrateRun)
/* harmony export */ });
/* unused harmony exports measureCalibration, isQuiet, calibrationOf, runCalibration */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23024);
/* harmony import */ var node_perf_hooks__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__);
// A short calibration of the machine, measured the same way in every run: a comparison across time says when two
// runs' machines differed (docs/regression-gate.md).

// Node's performance, imported rather than the global (see self-check.ts).

/** After this the calibration is abandoned: a machine that slow says nothing a calibration could use. */
const TIMEOUT_MS = 5000;
/** How many times the CPU workload runs, each timed, and how many of the slowest are left out of its figure. */
const CPU_REPETITIONS = 30;
const CPU_SLOWEST_LEFT_OUT = 3;
/** The CPU workload's size: about 1 ms on a 2020s core. */
const CPU_ITERATIONS = 450_000;
const TABLE_SIZE = 4096;
/** The untimed runs that compile the workload: 0.2 ms in all. */
const WARM_UP_RUNS = 50;
const WARM_UP_ITERATIONS = 2000;
/** How many sequential requests the loopback probe times, after LOOPBACK_WARM_UP untimed ones. */
const LOOPBACK_REQUESTS = 100;
const LOOPBACK_WARM_UP = 20;
const REQUEST = Buffer.from('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
const RESPONSE = Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nKeep-Alive: timeout=5\r\nContent-Length: 11\r\n\r\n{"ok":true}');
/**
 * How far the CPU figure (calibrationOf) may be above the fastest run of the workload on a machine that nothing else
 * disturbed: 1.01 to 1.04 measured on a quiet 2-core machine, while a run the scheduler held back for a time slice
 * (several ms) beyond the slowest left out puts it past 1.2.
 */
const QUIET_RATIO = 1.1;
/**
 * Returns a short calibration of this machine (docs/regression-gate.md): how long a fixed CPU workload takes and the
 * round trip of a small HTTP/1.1 request over loopback, in µs to 0.1 (see calibrationOf), in about 30 ms on a quiet
 * machine. Undefined when the signal is already aborted or the calibration failed or took more than TIMEOUT_MS: it
 * never rejects, as a calibration that fails is left out of results.json and never fails a run.
 * @internal Exported for the tests; a run calibrates by calibrateRun.
 */
async function measureCalibration(signal) {
    const samples = await calibrationSamples(signal);
    return samples && calibrationOf(samples);
}
/**
 * Calibrates the machine at the start of a run and returns what gives the run's calibration at its end
 * (runCalibration): the end is measured too only when the start's CPU probe saw other work (isQuiet), so that a burst
 * at the start is not taken for the machine; a quiet start is already the machine's figure, which the end could only
 * repeat (about 25 ms of CPU a run). A run calibrates before its warm-up (self-warm-up.ts): the compiler threads
 * optimize what the warm-up ran for tens of ms after it, and on one core they held back the CPU probe.
 */
async function calibrateRun(signal) {
    const start = await calibrationSamples(signal);
    const figures = start && calibrationOf(start);
    return async () => runCalibration(figures, start && isQuiet(start) ? undefined : await measureCalibration(signal));
}
/** Returns one calibration's samples; undefined as measureCalibration says. */
async function calibrationSamples(signal) {
    if (signal?.aborted)
        return undefined;
    try {
        return await measureCalibrationSamples();
    }
    catch {
        return undefined;
    }
}
/**
 * Returns whether nothing else took the core during the CPU probe: its figure (the mean without the slowest) at
 * most QUIET_RATIO times its fastest run.
 * @internal
 */
function isQuiet(samples) {
    return meanOfFastest(samples.cpu) <= QUIET_RATIO * Math.min(...samples.cpu);
}
/**
 * Returns the figures of a calibration's samples: for the CPU, the mean of the workload's times without the
 * CPU_SLOWEST_LEFT_OUT slowest; for the loopback, the fastest round trip. The usual figure of a benchmark, the minimum
 * (or the median), leaves out interference, but interference is what the CPU figure must see: a machine whose other
 * processes take the cores gives a load test worse latencies. Most 1 ms runs fit in one time slice of the scheduler
 * (several ms) however busy the cores, so the median and the minimum do not see contention (measured on 2 cores: a
 * median of 0.9 to 1 ms with no CPU hog and with 4 hogs per core), while the runs that waited for a core make the mean
 * the workload's time divided by the share of a core the process got (1 to 1.4 ms with no hog, 3.2 to 4.9 ms with one
 * per core, 5.8 to 9.1 ms with 4). Leaving out the slowest tenth keeps a stray interruption of a quiet machine out of
 * it. A round trip over loopback (20 to 40 µs) is too short to see contention with any figure; its minimum, the
 * kernel's loopback and the event loop's turn without interference, moved least between calibrations (its median
 * moved 2 to 3 times as much between processes).
 * @internal
 */
function calibrationOf(samples) {
    return {
        cpuMicros: roundTenth(meanOfFastest(samples.cpu)),
        loopbackMicros: roundTenth(Math.min(...samples.loopback)),
    };
}
/** Returns the mean of the CPU workload's times without the CPU_SLOWEST_LEFT_OUT slowest. */
function meanOfFastest(cpu) {
    return mean([...cpu].sort((a, b) => a - b).slice(0, cpu.length - CPU_SLOWEST_LEFT_OUT));
}
/**
 * Returns the calibration of a run from the one at its start and the one at its end: the faster of the two, figure by
 * figure, so that a short burst of other work at one end (a test starting a browser beside it, a neighbour's build
 * step) is not taken for the machine, while a machine busy through the whole run is slow at both. Either may be
 * missing; undefined when both are.
 * @internal Exported for the tests; calibrateRun combines them.
 */
function runCalibration(start, end) {
    return figureByFigure(start, end, Math.min);
}
/**
 * Returns the slower of two calibrations, figure by figure (the workers or the shards of one run): the slowest machine
 * the run ran on. Either may be missing; undefined when both are.
 */
function slowerCalibration(a, b) {
    return figureByFigure(a, b, Math.max);
}
/** Returns two calibrations made one by `pick` of each figure; the one given when the other is missing. */
function figureByFigure(a, b, pick) {
    if (!a || !b)
        return a ?? b;
    return { cpuMicros: pick(a.cpuMicros, b.cpuMicros), loopbackMicros: pick(a.loopbackMicros, b.loopbackMicros) };
}
/**
 * Returns the samples of one calibration: CPU_REPETITIONS timings of a fixed CPU workload, then LOOPBACK_REQUESTS
 * round trips over loopback; rejects when it takes longer than TIMEOUT_MS or a socket fails.
 */
async function measureCalibrationSamples() {
    const deadline = node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now() + TIMEOUT_MS;
    const cpu = cpuSamples(deadline);
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => {
            reject(new Error(`the calibration took more than ${TIMEOUT_MS / 1000} s`));
        }, Math.max(0, deadline - node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now()));
    });
    const abandon = new AbortController();
    try {
        const loopback = await Promise.race([loopbackSamples(abandon.signal), timeout]);
        return { cpu, loopback };
    }
    finally {
        clearTimeout(timer);
        abandon.abort();
    }
}
/**
 * Returns the wall time of each run of the CPU workload, in µs, after untimed runs that compile it: short ones, so
 * that every operation has its type feedback before the optimizing compiler takes the function (compiled in the middle
 * of a long first loop, its code lacked the feedback of what follows the loop and was thrown away at each call's end,
 * which made one process's figure up to 3 times another's), then a full one. Throws past the deadline.
 */
function cpuSamples(deadline) {
    const table = new Int32Array(TABLE_SIZE);
    let sink = 0;
    for (let run = 0; run < WARM_UP_RUNS; run++)
        sink ^= cpuWorkload(table, WARM_UP_ITERATIONS);
    sink ^= cpuWorkload(table, CPU_ITERATIONS);
    const samples = [];
    for (let repetition = 0; repetition < CPU_REPETITIONS; repetition++) {
        const start = node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now();
        sink ^= cpuWorkload(table, CPU_ITERATIONS);
        const end = node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now();
        samples.push((end - start) * 1000);
        if (end > deadline)
            throw new Error(`the CPU probe took more than ${TIMEOUT_MS / 1000} s`);
    }
    // Read, so that the workload cannot be optimized away.
    if (sink === 0.5)
        samples.push(0);
    return samples;
}
/**
 * A fixed, deterministic workload of 32-bit integer arithmetic (xorshift) and reads and writes of a 16 KiB table (in
 * the L1 cache of any core): the same instructions in every run, so that its time says how fast this machine runs
 * JavaScript. Operators only: Math.imul ran a hundred times slower where Math is not the engine's own (a vm context,
 * as under jest).
 */
function cpuWorkload(table, iterations) {
    table.fill(0);
    let x = 0x2545f491;
    for (let i = 0; i < iterations; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        const slot = x & (TABLE_SIZE - 1);
        table[slot] = (table[slot] + x + i) | 0;
    }
    return table[x & (TABLE_SIZE - 1)] ^ x;
}
/**
 * Returns the round trip of each of LOOPBACK_REQUESTS sequential HTTP/1.1 requests on one keep-alive connection to a
 * server this process starts on 127.0.0.1 (closed after), in µs, after LOOPBACK_WARM_UP untimed ones. Both ends are
 * plain sockets writing fixed bytes: with node:http's client and server the figure measured their JavaScript being
 * compiled (it fell 4 times over a process's first thousands of requests, and differed by 16% between processes),
 * where a calibration is to measure the machine: its loopback and the wake-up of the event loop.
 */
async function loopbackSamples(signal) {
    const sockets = new Set();
    const server = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.createServer)((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
        let pending = 0;
        socket.on('data', (chunk) => {
            // The client sends one fixed request at a time: each whole one is answered.
            for (pending += chunk.length; pending >= REQUEST.length; pending -= REQUEST.length)
                socket.write(RESPONSE);
        });
    });
    const close = () => {
        for (const socket of sockets)
            socket.destroy();
        server.close();
    };
    signal.addEventListener('abort', close, { once: true });
    try {
        const client = await connected(await listening(server));
        sockets.add(client);
        const samples = [];
        for (let index = 0; index < LOOPBACK_WARM_UP + LOOPBACK_REQUESTS && !signal.aborted; index++) {
            const start = node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now();
            await roundTrip(client);
            if (index >= LOOPBACK_WARM_UP)
                samples.push((node_perf_hooks__WEBPACK_IMPORTED_MODULE_1__.performance.now() - start) * 1000);
        }
        return samples;
    }
    finally {
        close();
    }
}
/** Resolves with the port once the server listens on 127.0.0.1. */
function listening(server) {
    return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            server.off('error', reject);
            resolve(server.address().port);
        });
    });
}
/** Resolves with a socket connected to 127.0.0.1:`port`, its writes sent at once. */
function connected(port) {
    return new Promise((resolve, reject) => {
        const socket = (0,node_net__WEBPACK_IMPORTED_MODULE_0__.connect)({ port, host: '127.0.0.1', noDelay: true });
        socket.once('error', reject);
        socket.once('connect', () => {
            resolve(socket);
        });
    });
}
/** Resolves once the whole response to one request has come back; rejects when the socket fails or closes first. */
function roundTrip(socket) {
    return new Promise((resolve, reject) => {
        let received = 0;
        const onData = (chunk) => {
            received += chunk.length;
            if (received < RESPONSE.length)
                return;
            socket.off('data', onData).off('error', reject).off('close', onClose);
            resolve();
        };
        const onClose = () => {
            reject(new Error('the loopback connection closed'));
        };
        socket.on('data', onData).once('error', reject).once('close', onClose);
        socket.write(REQUEST);
    });
}
function mean(values) {
    return values.reduce((sum, value) => sum + value, 0) / values.length;
}
function roundTenth(value) {
    return Math.round(value * 10) / 10;
}


/***/ }),

/***/ 49076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ worstSelfCheck)
/* harmony export */ });
/**
 * Returns the self-check of generators that ran at the same time (worker threads, or shards on their own machines):
 * saturated when one was, with the worst figures of any, and the message of each saturated one prefixed by its name.
 */
function worstSelfCheck(checks) {
    const all = checks.map(({ check }) => check);
    const utilizations = all.flatMap(({ eventLoopUtilization }) => eventLoopUtilization ?? []);
    const messages = checks
        .filter(({ check }) => check.saturated && check.message !== undefined)
        .map(({ name, check }) => `${name}: ${check.message}`);
    return {
        saturated: all.some(({ saturated }) => saturated),
        eventLoopDelayP99Ms: Math.max(...all.map(({ eventLoopDelayP99Ms }) => eventLoopDelayP99Ms)),
        ...(utilizations.length > 0 && { eventLoopUtilization: Math.max(...utilizations) }),
        cpuUtilization: Math.max(...all.map(({ cpuUtilization }) => cpuUtilization)),
        ...(messages.length > 0 && { message: messages.join(' ') }),
    };
}


/***/ }),

/***/ 20470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ redactUrl)
/* harmony export */ });
// A URL without its credentials and query values, for messages.
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


/***/ }),

/***/ 85187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uu: () => (/* binding */ ERROR_CATEGORIES)
/* harmony export */ });
/* unused harmony export TRIAGE_CATEGORIES */
/** The error categories of results.json; every request that was started ends as ok or in exactly one of them. */
const ERROR_CATEGORIES = [
    'http4xx',
    'http5xx',
    'graphql',
    'timeout',
    'connect',
    'reset',
    'protocol',
    'interrupted',
    'check',
    'conformance',
    'redirect',
    'stream',
    'script',
    'other',
];
// The outcomes are vocabulary that exit codes share with results; they are part of the results contract too.

/**
 * The triage categories; `regression`: a scenario failed only by its comparison with a baseline; `generator`: the
 * load generator, not the server, was the bottleneck: an open-model scenario fell behind its schedule, or timeouts
 * while the self-check found the generator saturated (triage/generator.ts).
 * @internal Exported for the tests.
 */
const TRIAGE_CATEGORIES = (/* unused pure expression or super */ null && ([
    'unavailable',
    'server-errors',
    'client-errors',
    'timeouts',
    'latency',
    'systemic',
    'borderline',
    'regression',
    'generator',
]));


/***/ }),

/***/ 19269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ parseOutUrl),
/* harmony export */   j: () => (/* binding */ targetName)
/* harmony export */ });
/* harmony import */ var _redact_url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20470);
// `--out-url`: where the report files go after they are written, an S3-compatible bucket or a presigned PUT URL.

/** A bucket name as S3 and its compatibles take it: 3 to 63 lower-case letters, digits, dots and hyphens. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Returns `s3://bucket/prefix/` for messages: it never holds a credential. */
function targetName(target) {
    return target.kind === 's3' ? `s3://${target.bucket}/${target.prefix}` : (0,_redact_url_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUrl */ .B)(target.url);
}
/**
 * Returns the target of `--out-url` (`s3://bucket/prefix/` with its credentials from `env`, or an `https://` URL,
 * presigned), or a sentence for each problem, naming the flag or the variable and what to set, so that a run that
 * could not upload its reports is refused before it sends any load. `label` names the flag.
 */
function parseOutUrl(text, env, label = '--out-url') {
    const trimmed = text.trim();
    if (/^https?:\/\//i.test(trimmed)) {
        if (!URL.canParse(trimmed))
            return { problems: [`${label} ${(0,_redact_url_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUrl */ .B)(trimmed)} is not a URL`] };
        return { target: { kind: 'presigned', url: trimmed }, problems: [] };
    }
    const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/i.exec(trimmed);
    if (!match)
        return {
            problems: [
                `${label} is ${JSON.stringify(trimmed)}; write s3://bucket/prefix/ (credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY) or an https:// presigned PUT URL`,
            ],
        };
    const problems = [];
    const bucket = match[1];
    const prefix = (match[2] ?? '').replace(/^\/+/, '');
    if (!BUCKET.test(bucket))
        problems.push(`${label} names the bucket ${JSON.stringify(bucket)}; a bucket name is 3 to 63 lower-case letters, digits, dots and hyphens, e.g. s3://perf-results/nightly/`);
    if (/(^|\/)\.\.?(\/|$)/.test(prefix) || prefix.includes('//'))
        problems.push(`${label} has the prefix ${JSON.stringify(prefix)}; write it without empty, . or .. segments`);
    const access = s3Access(env, label, problems);
    if (problems.length > 0 || !access)
        return { problems };
    const withSlash = prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
    return { target: { kind: 's3', bucket, prefix: withSlash, access }, problems };
}
/** Returns the credentials, region and endpoint from `env`, or undefined after naming each missing variable. */
function s3Access(env, label, problems) {
    const value = (name) => env[name]?.trim() || undefined;
    const accessKeyId = value('AWS_ACCESS_KEY_ID');
    const secretAccessKey = value('AWS_SECRET_ACCESS_KEY');
    for (const [name, given] of [
        ['AWS_ACCESS_KEY_ID', accessKeyId],
        ['AWS_SECRET_ACCESS_KEY', secretAccessKey],
    ])
        if (given === undefined)
            problems.push(`${label} s3://… needs ${name} in the environment, the bucket's ${name === 'AWS_ACCESS_KEY_ID' ? 'access key' : 'secret key'} (in Kubernetes, from a Secret); or give a presigned https:// URL instead`);
    const endpointText = value('AWS_ENDPOINT_URL_S3') ?? value('AWS_ENDPOINT_URL');
    const endpointName = value('AWS_ENDPOINT_URL_S3') ? 'AWS_ENDPOINT_URL_S3' : 'AWS_ENDPOINT_URL';
    let endpoint;
    if (endpointText !== undefined) {
        if (URL.canParse(endpointText) && /^https?:$/.test(new URL(endpointText).protocol))
            endpoint = new URL(endpointText);
        else
            problems.push(`${endpointName} is ${JSON.stringify((0,_redact_url_js__WEBPACK_IMPORTED_MODULE_0__/* .redactUrl */ .B)(endpointText))}; write the endpoint's URL, e.g. http://minio:9000`);
    }
    if (accessKeyId === undefined || secretAccessKey === undefined || problems.length > 0)
        return undefined;
    return {
        accessKeyId,
        secretAccessKey,
        sessionToken: value('AWS_SESSION_TOKEN'),
        region: value('AWS_REGION') ?? value('AWS_DEFAULT_REGION') ?? 'us-east-1',
        endpoint,
    };
}


/***/ }),

/***/ 35066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ judgedRun),
/* harmony export */   Z: () => (/* binding */ judgeRun)
/* harmony export */ });
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(95537);
/* harmony import */ var _regression_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(24580);


/**
 * Returns the run judged: each measured scenario against the thresholds of the load test's scenario of the same name
 * (names are unique; a subset run or a merge may list them in another order), a flow's steps against their own, its
 * regression tolerances recorded, its comparison with the baseline (from `comparisons`, by name; none without a
 * baseline) deciding between passed, inconclusive and failed (see withComparison), and the run's outcome the worst of
 * theirs. The engine only measures; judging after it returns is what lets a results file be judged again.
 */
function judgeRun(measured, loadTest, comparisons = new Map()) {
    const specs = new Map(loadTest.scenarios.map((scenario) => [scenario.name, scenario]));
    const scenarios = measured.scenarios.map((scenario) => {
        const spec = specs.get(scenario.name);
        // A flow's steps are judged against their own thresholds, by step name (unique in a flow).
        const stepThresholds = new Map(spec?.flow?.map((step) => [step.name, step.thresholds]));
        const judged = (0,_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .judgeScenario */ .qZ)(scenario, spec?.thresholds ?? [], stepThresholds);
        const tolerances = (0,_regression_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .toleranceResults */ .qR)(spec?.regression);
        return (0,_regression_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .withComparison */ .aS)(tolerances ? { ...judged, tolerances } : judged, comparisons.get(scenario.name));
    });
    return judgedRun(measured, scenarios);
}
/**
 * Returns the run with its judged scenarios, its outcome the worst of theirs; `errored`, with its `error`, when every
 * one was skipped (runOutcome).
 */
function judgedRun(measured, scenarios) {
    const { version, ...run } = measured;
    delete run.error;
    // `version` and `outcome` first, where results.json has always had them.
    return { version, ...(0,_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .runOutcome */ .CL)(scenarios), ...run, scenarios };
}


/***/ })

};
