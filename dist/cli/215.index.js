export const id = 215;
export const ids = [215];
export const modules = {

/***/ 97774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ readPlan)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _plan_find_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28338);
// The plan stage: qa-plan.md found and read once, for generation or the drift check.



/**
 * Returns the scope of the plan: the file `plan` names (`none`: no plan), else the `qa-plan.md` findPlan finds under
 * `root` or `docsPath`; an empty scope when there is none, for the caller to decide whether that is an error.
 */
async function readPlan(options) {
    const empty = { found: false, entries: [], defaults: {} };
    if (options.plan === 'none')
        return { scope: empty, status: 'none' };
    const found = await (0,_plan_find_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .findPlan */ .L)(options);
    if (!found)
        return { scope: empty, status: 'missing' };
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(process.cwd(), found);
    // The markdown parser is loaded only for a plan there is to read.
    const { readScope } = await Promise.all(/* import() */[__webpack_require__.e(690), __webpack_require__.e(703)]).then(__webpack_require__.bind(__webpack_require__, 98703));
    return { scope: readScope(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(found, 'utf8'), file), file, status: 'read' };
}


/***/ }),

/***/ 28338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ findPlan)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// Finds `qa-plan.md`: the path given, else at the root, else in `requirements.docsPath`.


const PLAN_FILE = 'qa-plan.md';
/**
 * Returns the path of the `qa-plan.md` to read: the path given, else `qa-plan.md` at the project root,
 * else in `requirements.docsPath`. Returns undefined when there is none, or when the path given does not exist, so
 * that the caller can say which.
 */
async function findPlan({ plan, root, docsPath }) {
    if (plan) {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(plan).catch(() => undefined);
        if (info?.isFile())
            return plan;
        return info?.isDirectory() ? planIn(plan) : undefined;
    }
    const atRoot = await planIn(root);
    if (atRoot || !docsPath)
        return atRoot;
    return planIn((0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(docsPath) ? docsPath : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, docsPath));
}
/** Returns the `qa-plan.md` in a folder; a file named in another case (`QA-PLAN.md`) also counts. */
async function planIn(folder) {
    const exact = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, PLAN_FILE);
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(exact).catch(() => undefined))?.isFile())
        return exact;
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(folder).catch(() => []);
    for (const name of names.sort()) {
        if (name.toLowerCase() !== PLAN_FILE)
            continue;
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, name);
        if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path).catch(() => undefined))?.isFile())
            return path;
    }
    return undefined;
}


/***/ }),

/***/ 16089:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jv: () => (/* binding */ boundProblems),
  Im: () => (/* binding */ isEmpty),
  wn: () => (/* binding */ lineOverrides),
  ox: () => (/* binding */ overlayOverrides)
});

// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
// EXTERNAL MODULE: ./src/vocabulary/arrival-rate.ts
var arrival_rate = __webpack_require__(45128);
;// CONCATENATED MODULE: ./src/plan/rate-grammar.ts
// The grammar of an arrival rate on a plan line (`200/s`, `200 rps`, `12000/m`).

/*
 * The phrases a plan line may use to ask for the open model, an arrival rate (loadtool.yaml's `arrivalRate`), as
 * readRate reads them (matched without regard to case; `[ ]` is optional, `|` one of):
 *
 *   rate        = [ rate-name [ "is" | "of" ] [ ":" | "=" ] | "at" ] number rate-unit
 *               | arrival-name [ "is" | "of" ] [ ":" | "=" ] number ;
 *                   a number without a unit is a rate only after "arrival rate", in requests per second
 *   rate-name   = arrival-name | "rate" | "load" ;
 *   arrival-name = "arrival rate" | "arrival-rate" | "arrival_rate" | "arrivalrate" ;
 *   rate-unit   = per-second | per-minute ;
 *   per-second  = "/s" | "/sec" | "/second" | "rps" | "req/s" | "request/s" | "requests/s" | "request/sec"
 *               | "requests/sec" | "requests per second" | "per second" ;
 *   per-minute  = "/m" | "/min" | "/minute" | "rpm" | "req/min" | "requests/min" | "requests per minute" | "per minute" ;
 *
 * Read after the thresholds of override-grammar.ts: a rate after a comparison or a throughput word (`at least 200 rps`,
 * `throughput 200 rps`, `rps > 200`) is the minimum throughput (`rps` threshold), already taken; a bare rate is the
 * load to send. A rate is written as loadtool.yaml writes it, per second (`12000/m` is `200/s`).
 *
 * Examples (each is parsed by __tests__/plan/arrival-plan.e2e.test.ts, which reads this list):
 *   `200 rps`                                       → arrivalRate: 200/s
 *   `200/s`                                         → arrivalRate: 200/s
 *   `200 requests per second`                       → arrivalRate: 200/s
 *   `at 50 req/s for 2m`                            → arrivalRate: 50/s, duration: 2m
 *   `12000/min`                                     → arrivalRate: 200/s
 *   `arrival rate: 75`                              → arrivalRate: 75/s
 *   `load 1.5/s`                                    → arrivalRate: 1.5/s
 *   `200 rps, 400 connections`                      → arrivalRate: 200/s, concurrentUsers: 400
 *   `throughput at least 200 rps`                   → rps: 200
 *   `rate 200`                                      → (nothing: a rate needs its unit, unless it is an arrival rate)
 */
const NUMBER = String.raw `(\d+(?:\.\d+)?)`;
const WORD_START = String.raw `(?<![\w.])`;
const ARRIVAL_NAME = String.raw `arrival[\s_-]?rate`;
const NAME_LINK = String.raw `(?:\s+(?:is|of))?\s*(?:[:=]\s*)?`;
const PER_MINUTE = String.raw `\/min(?:ute)?|\/m|rpm|req\/min|requests\/min|(?:requests\s+)?per\s+minute`;
const PER_SECOND = String.raw `\/sec(?:ond)?|\/s|rps|req\/s|requests?\/s(?:ec)?|(?:requests\s+)?per\s+second`;
const RATE = new RegExp(WORD_START +
    String.raw `(?:(?:${ARRIVAL_NAME}|rate|load)${NAME_LINK}|at\s+)?${NUMBER}\s*(?:(${PER_MINUTE})|${PER_SECOND})(?![\w/])`, 'gi');
const ARRIVAL_BARE = new RegExp(WORD_START + String.raw `${ARRIVAL_NAME}${NAME_LINK}${NUMBER}(?![\w.%/])`, 'gi');
/**
 * Returns the arrival rate a piece of text states (`200/s`, the first one read; undefined for none) and the text with
 * every rate phrase blanked out, for the other phrases to be read from.
 */
function readRate(text) {
    let perSecond;
    let rest = text.replace(RATE, (_match, number, perMinute) => {
        perSecond ??= perMinute ? Number(number) / 60 : Number(number);
        return ' ';
    });
    rest = rest.replace(ARRIVAL_BARE, (_match, number) => {
        perSecond ??= Number(number);
        return ' ';
    });
    return { ...(perSecond !== undefined && { arrivalRate: (0,arrival_rate/* formatRate */.CE)(perSecond) }), rest };
}

;// CONCATENATED MODULE: ./src/plan/regression-grammar.ts
// The grammar of regression tolerances on a plan line (`p95 +10%`, `errors +1pp`).
/*
 * The phrases a plan line may use to set regression tolerances (loadtool.yaml's `regression`), as readRegression
 * reads them (matched without regard to case; `[ ]` is optional, `|` one of):
 *
 *   tolerance  = latency [ "latency" | "response time" ] [ "by" ] "+" number "%"
 *              | errors [ "by" ] "+" number ( "pp" | "percentage point" | "percentage points" | "points" )
 *              | rps [ "by" ] "-" number "%" ;
 *   latency    = "p50" | "p75" | "p90" | "p95" | "p99" | "p99.9" | "p999" | "p(95)" … | "median" | "mean" | "avg"
 *              | "average" | "max" | "maximum" ;
 *   errors     = "error" | "errors" | "error rate" | "error_rate" | "error-rate" | "errorrate" | "failures"
 *              | "failure rate" ;
 *   rps        = "rps" | "throughput" | "requests per second" | "req/s" ;
 *
 * The sign says which way is worse, as a reviewer writes it (`p95 +10%`: 10% slower at most). On a line that says
 * `regression` (`regression: p95 10%, errors 1pp`) the sign may be left out. The tolerances are read before the
 * thresholds of override-grammar.ts, which no phrase here can be mistaken for: a threshold has no sign and no `pp`.
 *
 * Examples (each is parsed by __tests__/plan/regression-plan.e2e.test.ts, which reads this list):
 *   `p95 +10%`                                      → p95: 10%
 *   `p99 latency +20%`                              → p99: 20%
 *   `errors +1pp`                                   → errorRate: 1pp
 *   `error rate +0.5pp`                             → errorRate: 0.5pp
 *   `rps -5%`                                       → rps: 5%
 *   `throughput by -5%`                             → rps: 5%
 *   `regression: p95 +10%`                          → p95: 10%
 *   `regression: p(99.9) 30%, failures 2 points`    → p999: 30%, errorRate: 2pp
 *   `p95 -10%`                                      → (nothing: a latency's tolerance is how much higher it may get)
 */
const regression_grammar_NUMBER = String.raw `(\d+(?:\.\d+)?)`;
const regression_grammar_WORD_START = String.raw `(?<![\w.])`;
const BY = String.raw `(?:by\s*)?`;
const LATENCY = String.raw `(?:p\(?(50|75|90|95|99\.9|999|99)\)?|(median|mean|avg|average|max|maximum))(?:\s+(?:latency|response\s+time))?`;
const ERRORS = String.raw `(?:errors?|error[\s_-]?rate|errorrate|failures|failure\s+rate)`;
const RPS = String.raw `(?:rps|throughput|requests\s+per\s+second|req/s)`;
const NAMES = { '99.9': 'p999', median: 'p50', avg: 'mean', average: 'mean', maximum: 'max' };
/** The phrases, each with its sign, its unit and the key it sets; `signed` is false on a line that says regression. */
function phrases(signed) {
    const sign = (char) => (signed ? `\\${char}\\s*` : `(?:\\${char}\\s*)?`);
    const end = String.raw `(?![\w%])`;
    return [
        {
            regex: new RegExp(`${regression_grammar_WORD_START}${LATENCY}\\s*${BY}${sign('+')}${regression_grammar_NUMBER}\\s*%${end}`, 'gi'),
            key: ([, percentile, name = '']) => percentile ? (NAMES[percentile] ?? `p${percentile}`) : (NAMES[name.toLowerCase()] ?? name.toLowerCase()),
            unit: '%',
        },
        {
            regex: new RegExp(`${regression_grammar_WORD_START}${ERRORS}\\s*${BY}${sign('+')}${regression_grammar_NUMBER}\\s*(?:pp|percentage\\s+points?|points?)${end}`, 'gi'),
            key: () => 'errorRate',
            unit: 'pp',
        },
        {
            regex: new RegExp(`${regression_grammar_WORD_START}${RPS}\\s*${BY}${sign('-')}${regression_grammar_NUMBER}\\s*%${end}`, 'gi'),
            key: () => 'rps',
            unit: '%',
        },
    ];
}
/**
 * Returns the tolerances a piece of text states (`{ p95: '10%', errorRate: '1pp' }`, undefined for none) and the
 * text with their phrases blanked out, for the other phrases to be read from.
 */
function readRegression(text) {
    const regression = {};
    const signed = !/(?<![\w-])regression\b/i.test(text);
    let rest = text;
    for (const { regex, key, unit } of phrases(signed)) {
        rest = rest.replace(regex, (...args) => {
            const match = args.slice(0, -2).map((part) => (typeof part === 'string' ? part : ''));
            const value = match
                .slice(1)
                .reverse()
                .find((part) => /^\d/.test(part));
            regression[key(match)] = `${Number(value)}${unit}`;
            return ' ';
        });
    }
    // `regression = …` is no request value named regression.
    if (!signed)
        rest = rest.replace(/(?<![\w-])regression\s*[:=]?/gi, ' ');
    return { ...(Object.keys(regression).length > 0 && { regression }), rest };
}

;// CONCATENATED MODULE: ./src/plan/transport-grammar.ts
// The grammar of how a plan line's GraphQL subscriptions are carried (`over websocket`, `over sse`).
/*
 * The phrase a plan line may use to choose how a GraphQL subscription is carried (docs/streams.md), as readTransport
 * reads it (matched without regard to case; `|` one of):
 *
 *   transport   = ( "over" | "via" ) ( "websocket" | "websockets" | "web socket" | "ws" | "graphql-ws"
 *               | "graphql-transport-ws" | "sse" | "server-sent events" ) ;
 *                   a WebSocket: graphql-ws (the graphql-transport-ws protocol); SSE: GraphQL over SSE, the default
 *
 * On a line that names a subscription (`- subscription onPrice over websocket`) it carries that one; on a line of its
 * own (`Subscriptions: over websocket`) every subscription; read-scope.ts refuses it on a line naming anything else.
 *
 * Examples (each is parsed by __tests__/plan/transport-grammar.test.ts, which reads this list):
 *   `over websocket`                                → transport: websocket
 *   `Subscriptions: over graphql-ws`                → transport: websocket
 *   `via WS`                                        → transport: websocket
 *   `over Server-Sent Events`                       → transport: sse
 *   `over SSE, 30s`                                 → transport: sse, duration: 30s
 *   `handover websockets`                           → (nothing: "over" is a word of its own)
 */
const TRANSPORT = /(?<![\w-])(?:over|via)\s+(web\s?sockets?|ws|graphql-ws|graphql-transport-ws|sse|server-sent\s+events)(?![\w-])/gi;
/** Returns the transport a text names, if any (the last one written wins), and the text without it. */
function readTransport(text) {
    let transport;
    const rest = text.replace(TRANSPORT, (_whole, word) => {
        transport = /^(?:sse|server)/i.test(word) ? 'sse' : 'websocket';
        return ' ';
    });
    return { ...(transport && { transport }), rest };
}

;// CONCATENATED MODULE: ./src/plan/override-grammar.ts



/*
 * The phrases a plan line may use to set users, a duration, thresholds and request values, as parseOverrides reads
 * them (matched without regard to case; `[ ]` is optional, `|` one of, `…` the same for the other percentiles):
 *
 *   overrides   = { credentials | writes | latency | error-rate | ok-rate | rps | rate | users | other-time | duration | param | any other text } ;
 *
 *   credentials = ( "login" | "log in with" | "credentials" ) [ ":" | "=" ] variable [ "/" | "," | "and" ] variable ;
 *   variable    = "${" env-name "}" | env-name ;   env-name = ( letter | "_" ) { letter | digit | "_" } ;
 *                   the environment variables of the user name and the password a generated login step sends
 *
 *   writes      = "writes" [ ":" | "=" ] ( "existing" | "own" ) ;
 *                   `existing` lets generated writes change records the run did not create (docs/real-data-and-flows.md#writes)
 *
 *   latency     = stat [ "latency" | "response time" ] [ verb ] [ below ] number [ time-unit ] ;
 *                   without a time unit only "<", "<=", "=<" or "≤" make it a latency, in milliseconds (k6's p(95)<300)
 *   stat        = "p50" | "p75" | "p90" | "p95" | "p99" | "p99.9" | "p999" | "p(95)" …
 *               | "50th percentile" | "75th percentile" | "90th percentile" | "95th percentile" | "99th percentile"
 *               | "99.9th percentile" | "95 percentile" … | "max" | "maximum" | "mean" | "avg" | "average" | "median" ;
 *                   99.9 is p999, median p50, avg and average mean, maximum max
 *   time-unit   = "ms" | "msec" | "msecs" | "millisecond" | "milliseconds" | "s" | "sec" | "secs" | "second" | "seconds" ;
 *   verb        = "is" | "be" | "stay" | "stays" | "should be" | "must be" | "should stay" | "must stay" ;
 *   below       = "<" | "<=" | "=<" | "≤" | ":" | "=" | "under" | "below" | "within" | "at most" | "less than"
 *               | "lower than" | "of" ;
 *   above       = ">" | ">=" | "=>" | "≥" | ":" | "=" | "above" | "over" | "at least" | "more than" | "of" ;
 *
 *   error-rate  = errors [ verb ] [ below ] number "%"
 *               | ( "<" | "<=" | "≤" | "under" | "below" | "at most" | "less than" ) number "%" [ "of" ] errors-after ;
 *   errors      = "error" | "errors" | "error rate" | "error_rate" | "error-rate" | "errorrate" | "failure"
 *               | "failures" | "failure rate" | "failure_rate" | "failure-rate" | "failurerate" | "failed requests" ;
 *   errors-after = "error" | "errors" | "error rate" | "failure" | "failures" | "failed requests" ;
 *   ok-rate     = ( "ok rate" | "ok_rate" | "ok-rate" | "okrate" | "ok requests" | "success" | "success rate"
 *               | "success_rate" | "success-rate" | "successrate" | "successful requests" | "availability" )
 *                 [ verb ] [ above ] number "%" ;
 *   rps         = ( "rps" | "throughput" | "requests per second" | "req/s" ) [ verb ] [ above ] number [ rps-unit ]
 *               | ( ">" | ">=" | "=>" | "≥" | "at least" | "above" | "over" ) number rps-unit ;
 *                   the minimum throughput; a bare `200 rps` is a rate: the load to send (rate-grammar.ts)
 *   rps-unit    = "rps" | "req/s" | "request/s" | "requests/s" | "request/sec" | "requests/sec" | "requests per second" ;
 *
 *   users       = count [ "concurrent" | "parallel" | "simultaneous" ] user-noun
 *               | ( "concurrency" | "concurrent users" | "users" | "vus" | "virtual users" | "virtual-users"
 *                 | "connections" ) [ "is" | "of" ] [ ":" | "=" ] count ;
 *   user-noun   = "user" | "users" | "vu" | "vus" | "virtual user" | "virtual users" | "virtual-user" | "virtual-users"
 *               | "client" | "clients" | "connection" | "connections" ;
 *   other-time  = ( "ramp-up" | "ramp up" | "rampup" | "ramping up" | "ramp-down" … | "think time" | "think-time"
 *               | "thinktime" | "timeout" | "timeouts" | "time out" | "time-out" | "warm-up" | "warm up" | "warmup"
 *               | "cool-down" | "cool down" | "cooldown" ) [ "of" | "for" | ":" | "=" ] number [ letters ] ;
 *                   read only to be passed over: a ramp-up or a timeout is not the test's duration
 *   duration    = number ( "s" | "sec" | "secs" | "second" | "seconds" | "m" | "min" | "mins" | "minute" | "minutes"
 *               | "h" | "hr" | "hrs" | "hour" | "hours" )
 *               | "duration" [ ":" | "=" | "of" | "is" ] integer ;
 *                   a bare duration is in seconds; a fraction of a minute or an hour is written in seconds
 *
 *   param       = name "=" value ;
 *                   a request value: a path parameter, a GraphQL variable, else a query parameter; several are
 *                   separated by commas. Read last, so that `users = 20` is a user count, not a value
 *   name        = ( letter | "_" ) { letter | digit | "_" | "-" | "." } ;
 *                   not a word of the phrases above (`p95 = 300` sets nothing: a bare number needs a comparison)
 *   value       = number | '"' text '"' | "'" text "'" | characters up to a space, a comma or a quote ;
 *                   a number is kept as a number (`42`), anything else as text (`007`, `pages`)
 *
 *   count       = a whole number from 1, with "," between thousands allowed ("1,000") ;
 *   number      = digits [ "." digits ] ;
 *
 * Regression tolerances (`p95 +10%`, `errors +1pp`, `rps -5%`) are read first, by regression-grammar.ts, after how a
 * subscription is carried (`over websocket`), by transport-grammar.ts.
 *
 * Each phrase is read once, in the order above: thresholds, then the rate, then users, then times, then values, so that the `300ms`
 * of a latency is never a duration. A line that states the users or the duration twice keeps the first read (in that
 * order); a later threshold or value replaces an earlier one of the same key. A table cell is read after its column's
 * header (line-overrides.ts).
 *
 * Examples (each is parsed by __tests__/plan/plan-grammar.test.ts, which reads this list):
 *   `p95 < 300ms`                                   → p95: 300ms
 *   `p(99) 1s`                                      → p99: 1s
 *   `95th percentile latency under 250 ms`          → p95: 250ms
 *   `median response time should stay below 0.5s`  → p50: 0.5s
 *   `p99.9 <= 2000`                                 → p999: 2000ms
 *   `max latency of 2 seconds`                      → max: 2s
 *   `average 120ms`                                 → mean: 120ms
 *   `error rate < 1%`                               → errorRate: 1%
 *   `less than 0.5% errors`                         → errorRate: 0.5%
 *   `failed requests: 0%`                           → errorRate: 0%
 *   `availability at least 99.9%`                  → okRate: 99.9%
 *   `success rate > 99%`                            → okRate: 99%
 *   `throughput over 200 rps`                       → rps: 200
 *   `at least 50 req/s`                             → rps: 50
 *   `200 rps`                                       → arrivalRate: 200/s
 *   `20 concurrent users`                           → concurrentUsers: 20
 *   `concurrency: 1,000`                            → concurrentUsers: 1000
 *   `for 2 minutes`                                 → duration: 2m
 *   `1.5 minutes`                                   → duration: 90s
 *   `duration: 90`                                  → duration: 90s
 *   `ramp-up 30s, then 5 min`                       → duration: 5m
 *   `p95 300`                                       → (nothing: a bare number needs a comparison or a unit)
 *   `20 users for 2m, p95 < 300ms, errors < 1%`     → concurrentUsers: 20, duration: 2m, p95: 300ms, errorRate: 1%
 *   `petId = 42`                                    → params.petId: 42
 *   `collection=pages, slug = "hello world"`        → params.collection: pages, params.slug: hello world
 *   `p95 = 300, users = 20`                         → concurrentUsers: 20
 *   `Login: ${SHOP_USER} / ${SHOP_PASSWORD}`        → credentials: SHOP_USER / SHOP_PASSWORD
 *   `credentials: SHOP_USER, SHOP_PASSWORD`         → credentials: SHOP_USER / SHOP_PASSWORD
 */
const override_grammar_NUMBER = String.raw `(\d+(?:\.\d+)?)`;
const ENV_NAME = String.raw `(?:\$\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))`;
const CREDENTIALS = new RegExp(String.raw `(?<![\w.])(?:log\s*in\s+with|login|credentials)\s*(?:[:=]\s*)?${ENV_NAME}(?:\s*(?:\/|,|\band\b)\s*|\s+)${ENV_NAME}(?![\w}])`, 'gi');
const override_grammar_WORD_START = String.raw `(?<![\w.])`;
const WRITES = /(?<![\w.])writes\s*(?:[:=]\s*)?(existing|own)(?![\w])/gi;
const LINKING_VERB = String.raw `(?:(?:is|be|stays?|(?:should|must)\s+(?:be|stay))\s+)?`;
// Each optional part takes the spaces after it: two `\s*` in a row would backtrack for long on a run of spaces.
const BELOW = String.raw `(?:(<=|=<|<|≤|:|=|under|below|within|at\s+most|less\s+than|lower\s+than|of)\s*)?`;
const ABOVE = String.raw `(?:(>=|=>|>|≥|:|=|above|over|at\s+least|more\s+than|of)\s*)?`;
const override_grammar_LATENCY = new RegExp(override_grammar_WORD_START +
    String.raw `(?:p\(?(50|75|90|95|99\.9|999|99)\)?|(50|75|90|95|99\.9|99)(?:th)?\s+percentile|(max|maximum|mean|avg|average|median))` +
    String.raw `(?:\s+(?:latency|response\s+time))?\s*` +
    LINKING_VERB +
    BELOW +
    String.raw `${override_grammar_NUMBER}\s*(ms|msecs?|milliseconds?|s|secs?|seconds?)?(?![\w%])`, 'gi');
const ERROR_RATE = new RegExp(override_grammar_WORD_START +
    String.raw `(?:errors?|error[\s_-]?rate|errorrate|failures?|failure[\s_-]?rate|failed\s+requests)\s*` +
    LINKING_VERB +
    BELOW +
    String.raw `${override_grammar_NUMBER}\s*%`, 'gi');
const ERROR_RATE_AFTER = new RegExp(String.raw `(?:<=|<|≤|under|below|at\s+most|less\s+than)\s*${override_grammar_NUMBER}\s*%\s*(?:of\s+)?(?:errors?|error\s+rate|failures?|failed\s+requests)(?![\w])`, 'gi');
const OK_RATE = new RegExp(override_grammar_WORD_START +
    String.raw `(?:ok[\s_-]?rate|okrate|ok\s+requests|success(?:ful\s+requests|[\s_-]?rate)?|availability)\s*` +
    LINKING_VERB +
    ABOVE +
    String.raw `${override_grammar_NUMBER}\s*%`, 'gi');
const RPS_UNIT = String.raw `(?:rps|req/s|requests?/s(?:ec)?|requests\s+per\s+second)`;
const override_grammar_RPS = new RegExp(override_grammar_WORD_START +
    String.raw `(?:rps|throughput|requests\s+per\s+second|req/s)\s*` +
    LINKING_VERB +
    ABOVE +
    String.raw `${override_grammar_NUMBER}(?:\s*${RPS_UNIT})?(?![\w%/])`, 'gi');
const RPS_AFTER = new RegExp(override_grammar_WORD_START + String.raw `(?:>=|=>|>|≥|at\s+least|above|over)\s*${override_grammar_NUMBER}\s*${RPS_UNIT}(?![\w/])`, 'gi');
const COUNT = String.raw `([1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)`;
const USERS = new RegExp(String.raw `(?<![\w.,/])${COUNT}\s*(?:(?:concurrent|parallel|simultaneous)\s+)?(?:users?|vus?|virtual[\s-]users?|clients?|connections?)(?![\w])`, 'gi');
const USERS_AFTER = new RegExp(override_grammar_WORD_START +
    String.raw `(?:concurrency|concurrent\s+users|users|vus|virtual[\s-]users|connections)(?:\s+(?:is|of))?\s*(?:[:=]\s*)?${COUNT}(?![\w.%])`, 'gi');
/** Other durations on a line (a ramp-up, a timeout) are not the test's duration. */
const OTHER_DURATION = new RegExp(override_grammar_WORD_START +
    String.raw `(?:ramp(?:ing)?[\s-]?(?:up|down)|think[\s-]?time|time[\s-]?outs?|warm[\s-]?up|cool[\s-]?down)\s*(?:(?:of|for|:|=)\s*)?\d+(?:\.\d+)?\s*[a-z]*`, 'gi');
const DURATION = new RegExp(override_grammar_WORD_START + String.raw `${override_grammar_NUMBER}\s*(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)(?![\w])`, 'gi');
const DURATION_BARE = new RegExp(override_grammar_WORD_START + String.raw `duration\s*(?:(?:[:=]|of|is)\s*)?(\d+)(?![\w.%])`, 'gi');
const PARAM = new RegExp(String.raw `(?<![\w.$-])([A-Za-z_][\w.-]*)\s*=\s*("[^"]*"|'[^']*'|[^\s,"'\`]+)`, 'g');
/** Words of the phrases above: `p95 = 300` is a latency without its comparison, not a request value. */
const NOT_PARAMS = /^(?:p\(?\d.*|max|maximum|mean|avg|average|median|errors?|error[_-]?rate|errorrate|failures?|failure[_-]?rate|ok[_-]?rate|okrate|success(?:[_-]?rate)?|availability|rps|throughput|users?|vus?|concurrency|connections?|duration|timeouts?|latency|writes)$/i;
const PERCENTILES = { '99.9': 'p999', median: 'p50', avg: 'mean', average: 'mean' };
/** Returns the overrides that a piece of text states; each phrase is read once, thresholds before durations. */
function parseOverrides(text) {
    const thresholds = {};
    let concurrentUsers;
    let duration;
    let rest = text;
    let credentials;
    const take = (regex, read) => {
        rest = rest.replace(regex, (...args) => {
            const match = args.slice(0, -2).map((part) => (typeof part === 'string' ? part : ''));
            return read(match) ? ' ' : match[0];
        });
    };
    // First, so that `${SHOP_USER}` is never read as anything else.
    take(CREDENTIALS, ([, user, bareUser, password, barePassword]) => {
        credentials = { user: user || bareUser, password: password || barePassword };
        return true;
    });
    let writes;
    take(WRITES, ([, mode = '']) => {
        writes = mode.toLowerCase();
        return true;
    });
    const { transport, rest: afterTransport } = readTransport(rest);
    rest = afterTransport;
    const { regression, rest: afterRegression } = readRegression(rest);
    rest = afterRegression;
    take(override_grammar_LATENCY, ([, short, long, name = '', comparison = '', value = '', unit]) => {
        // Without a unit only a comparison makes a number a latency bound (k6's `p(95)<300` is in milliseconds).
        if (!unit && !/^(?:<=|=<|<|≤)$/.test(comparison))
            return false;
        const lower = name.toLowerCase();
        const percentile = short || long;
        const key = percentile
            ? (PERCENTILES[percentile] ?? `p${percentile}`)
            : (PERCENTILES[lower] ?? (lower === 'maximum' ? 'max' : lower));
        thresholds[key] = `${Number(value)}${unit && /^s/i.test(unit) ? 's' : 'ms'}`;
        return true;
    });
    for (const regex of [ERROR_RATE, ERROR_RATE_AFTER]) {
        take(regex, (match) => {
            thresholds.errorRate = `${Number(match.find((part, i) => i > 0 && /^\d/.test(part)))}%`;
            return true;
        });
    }
    take(OK_RATE, ([, , value = '']) => {
        thresholds.okRate = `${Number(value)}%`;
        return true;
    });
    take(override_grammar_RPS, ([, , value = '']) => {
        thresholds.rps = Number(value);
        return true;
    });
    take(RPS_AFTER, ([, value = '']) => {
        thresholds.rps = Number(value);
        return true;
    });
    const { arrivalRate, rest: afterRate } = readRate(rest);
    rest = afterRate;
    for (const regex of [USERS, USERS_AFTER]) {
        take(regex, ([, count = '']) => {
            concurrentUsers ??= Number(count.replace(/,/g, ''));
            return true;
        });
    }
    take(OTHER_DURATION, () => true);
    take(DURATION, ([, value = '', unit = '']) => {
        duration ??= durationOf(Number(value), unit.toLowerCase());
        return true;
    });
    take(DURATION_BARE, ([, seconds = '']) => {
        duration ??= `${Number(seconds)}s`;
        return true;
    });
    const params = {};
    take(PARAM, ([, name = '', written = '']) => {
        if (NOT_PARAMS.test(name))
            return false;
        const value = /^(["']).*\1$/.test(written) ? written.slice(1, -1) : written;
        params[name] = String(Number(value)) === value ? Number(value) : value;
        return true;
    });
    const overrides = {};
    if (credentials)
        overrides.credentials = credentials;
    if (writes)
        overrides.writes = writes;
    if (transport)
        overrides.transport = transport;
    if (arrivalRate !== undefined)
        overrides.arrivalRate = arrivalRate;
    if (concurrentUsers !== undefined)
        overrides.concurrentUsers = concurrentUsers;
    if (duration !== undefined)
        overrides.duration = duration;
    if (Object.keys(thresholds).length > 0)
        overrides.thresholds = thresholds;
    if (regression)
        overrides.regression = regression;
    if (Object.keys(params).length > 0)
        overrides.params = params;
    return overrides;
}
/** Returns a duration as loadtool.yaml writes it: a whole number and `s`, `m` or `h`; fractions in seconds. */
function durationOf(value, unit) {
    const letter = unit.startsWith('h') ? 'h' : unit.startsWith('m') ? 'm' : 's';
    if (Number.isInteger(value))
        return value > 0 ? `${value}${letter}` : undefined;
    const seconds = Math.round(value * { s: 1, m: 60, h: 3600 }[letter]);
    return seconds > 0 ? `${seconds}s` : undefined;
}

;// CONCATENATED MODULE: ./src/plan/line-overrides.ts



/**
 * Returns the overrides on a line or table row. A table cell is read after its column's header (`| Users | p95 (ms) |`
 * over `| 20 | 300 |`); a row whose cells say nothing that way is read as one line (`| Users | 20 |`).
 */
function lineOverrides(line, endpoints) {
    const clean = (text) => endpoints
        .reduce((rest, endpoint) => rest.replace(endpoint.written, ' '), text)
        // A path without a method (a "Path" column, a URL) holds no counts either.
        .replace(/(?<![\w])\/[^\s|]*/g, ' ');
    let overrides = {};
    for (const cell of line.cells) {
        const text = clean(cell.text).trim();
        if (!text)
            continue;
        // Always with the header: a `Timeout` column's `30s` is no duration, a `Users` column's `20` is a user count.
        overrides = overlayOverrides(overrides, parseOverrides(cell.header ? withHeader(cell.header, text) : text));
    }
    if (isEmpty(overrides) && line.cells.length > 1) {
        overrides = parseOverrides(clean(line.cells.map((cell) => cell.text).join(' ')));
    }
    return overrides;
}
const HEADER_UNIT = /\(\s*(ms|s|m|%|rps|users|vus)\s*\)/i;
/** `p95 (ms)` over `300` reads as `p95 300ms`; `Users` over `20` as `Users 20`. */
function withHeader(header, value) {
    const unit = HEADER_UNIT.exec(header)?.[1] ?? '';
    const name = header.replace(HEADER_UNIT, ' ').trim();
    return /^\d+(?:\.\d+)?$/.test(value) ? `${name} ${value}${unit}` : `${name} ${value}`;
}
/** Returns `over` laid on `base`: `over`'s values win, thresholds, params and regression are merged key by key. */
function overlayOverrides(base, over) {
    const result = { ...base, ...over };
    if (base.thresholds || over.thresholds)
        result.thresholds = { ...base.thresholds, ...over.thresholds };
    if (base.params || over.params)
        result.params = { ...base.params, ...over.params };
    if (base.regression || over.regression)
        result.regression = { ...base.regression, ...over.regression };
    return result;
}
/** Returns whether overrides set nothing. */
function isEmpty(overrides) {
    return Object.keys(overrides).length === 0;
}
/** Returns the problems of a line whose user count, rate or duration is past what loadtool.yaml accepts (units.ts). */
function boundProblems(overrides, line) {
    const problems = [];
    const add = (message) => problems.push({ path: '', line, column: 1, message });
    const { concurrentUsers, duration, arrivalRate } = overrides;
    const rate = arrivalRate === undefined ? undefined : (0,arrival_rate/* parseRate */.WN)(arrivalRate);
    if (rate !== undefined && (rate === 0 || rate > arrival_rate/* MAX_ARRIVAL_RATE */.m3)) {
        add(rate === 0
            ? 'a rate of 0/s sends no request: write the requests per second to send, e.g. 200 rps'
            : `${arrivalRate} is more than ${arrival_rate/* MAX_ARRIVAL_RATE */.m3}/s, the highest rate of one load test scenario (one process): write at most ${arrival_rate/* MAX_ARRIVAL_RATE */.m3} rps, and split a larger load over several runners (shards)`);
    }
    if (concurrentUsers !== undefined && concurrentUsers > units/* MAX_CONCURRENT_USERS */.AD) {
        add(`${concurrentUsers} users is more than ${units/* MAX_CONCURRENT_USERS */.AD}, the most one load test scenario runs (one process, one connection per user): write at most ${units/* MAX_CONCURRENT_USERS */.AD} users, and split a larger load over several runners (shards)`);
    }
    const seconds = duration === undefined ? undefined : (0,units/* parseDurationSeconds */.lW)(duration);
    if (seconds !== undefined && seconds > units/* MAX_DURATION_SECONDS */.EF) {
        add(`a duration of ${duration} is longer than 24h, the longest a scenario runs: write at most 24h, and run a longer soak test as several runs`);
    }
    return problems;
}


/***/ }),

/***/ 80099:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ PlanError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// The error of a plan whose performance scope names what the schema does not have, or cannot be read.

/** `qa-plan.md`'s performance scope names what the schema does not have, or cannot be read. */
class PlanError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz {
    name = 'PlanError';
}


/***/ }),

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jf: () => (/* binding */ isNarrowed),
/* harmony export */   Qo: () => (/* binding */ scopeWarnings),
/* harmony export */   UA: () => (/* binding */ scopeIncludes),
/* harmony export */   VX: () => (/* binding */ selectOperations)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21916);
/* harmony import */ var _schema_operation_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60226);
/* harmony import */ var _plan_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80099);
/* harmony import */ var _line_overrides_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16089);
// The rules of selection: which of the schema's operations the plan's scope takes, and the overrides of each.




/*
 * Which operations a scope selects (docs/plan.md):
 *
 *   - A line that names an operation is an entry. An entry that sets anything but request values, `writes` and a
 *     subscription's transport (a load, a duration, a threshold, or nothing at all) selects: with one or more such
 *     entries the scope is the operations the entries name, in plan order.
 *   - An entry that gives only request values, `writes` or `over websocket` (`GET /collections/{id}: id = 42`, the
 *     line the generated comments suggest) tunes its operation: it never narrows the scope. With no selecting entry the scope is every
 *     operation safe to repeat, in schema order, and then the operations such lines name that are not safe (a write
 *     is never in scope unless a line names it). Its values join those of another line naming the same operation.
 *   - A `not` line (`- not GET /server/health`) leaves its operations out of whatever the other lines select; alone
 *     it never narrows either: every operation safe to repeat but those. Naming an operation both ways is an error.
 */
/** The request values, write mode and transport of a line: how to send an operation, not whether to test it. */
const TUNING = new Set(['params', 'writes', 'transport']);
/**
 * Returns whether an entry only tunes its operation (request values, `writes`, `over websocket`): such a line never
 * narrows a scope.
 */
function tunesOnly(entry) {
    const keys = Object.keys(entry.overrides);
    return keys.length > 0 && keys.every((key) => TUNING.has(key));
}
/** Returns whether the scope names the operations to test, rather than every operation safe to repeat. */
function isNarrowed(scope) {
    return scope.entries.some((entry) => !tunesOnly(entry));
}
/**
 * Returns which operations of the schema a scope may select, as readApiSchema's `include` takes it: so that a large
 * schema is read only as far as the scope needs. Operations `not` lines leave out are still read, to be checked.
 */
function scopeIncludes(scope) {
    const named = new Set(scope.entries.map((entry) => (0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(entry.key)));
    const narrowed = isNarrowed(scope);
    return (key, safe) => (!narrowed && safe) || named.has((0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(key));
}
/**
 * Returns the operations the scope selects (the rules above), each with the plan's defaults overlaid by what its
 * lines set. Throws a PlanError listing every line that names no operation of the API, one already named by a line
 * that also selects, or one a `not` line leaves out; a line that names nothing is compared with every operation of
 * `schema` (all of `operations` when not given). A `not` line naming no operation is a warning (scopeWarnings).
 */
function selectOperations(scope, operations, file, schema = { keys: operations.map((operation) => operation.key), skipped: [] }) {
    const byShape = new Map();
    for (const operation of operations) {
        const shape = (0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(operation.key);
        if (!byShape.has(shape))
            byShape.set(shape, operation);
    }
    const named = new Map();
    const problems = [];
    for (const entry of scope.entries) {
        const operation = byShape.get((0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(entry.key));
        const first = operation && named.get(operation);
        if (!operation) {
            problems.push({ path: '', line: entry.line, column: 1, message: unmatched(entry, schema) });
        }
        else if (first && !tunesOnly(first.entry) && !tunesOnly(entry)) {
            const as = first.entry.key === entry.key ? '' : ` (as ${first.entry.key})`;
            problems.push({
                path: '',
                line: entry.line,
                column: 1,
                message: `${entry.key} is already in scope on line ${first.entry.line}${as}: remove this line, or move its overrides to line ${first.entry.line}`,
            });
        }
        else if (first) {
            // Values for an operation another line names join that line's; the line that selects names it in messages.
            first.overrides = (0,_line_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .overlayOverrides */ .ox)(first.overrides, entry.overrides);
            if (tunesOnly(first.entry))
                first.entry = entry;
        }
        else {
            named.set(operation, { entry, overrides: entry.overrides });
        }
    }
    const excluded = new Set();
    for (const exclusion of scope.excluded ?? []) {
        const shape = (0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(exclusion.key);
        excluded.add(shape);
        const both = [...named.values()].find(({ entry }) => (0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(entry.key) === shape);
        if (both) {
            problems.push({
                path: '',
                line: exclusion.line,
                column: 1,
                message: `${exclusion.key} is in scope on line ${both.entry.line} and left out on this line: remove one of the two lines`,
            });
        }
    }
    if (problems.length > 0)
        throw new _plan_error_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanError */ .W(file, problems);
    const chosen = isNarrowed(scope)
        ? [...named.keys()]
        : [
            ...operations.filter((operation) => operation.safe),
            ...[...named.keys()].filter((operation) => !operation.safe),
        ];
    return chosen
        .filter((operation) => !excluded.has((0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(operation.key)))
        .map((operation) => ({
        operation,
        overrides: (0,_line_overrides_js__WEBPACK_IMPORTED_MODULE_2__/* .overlayOverrides */ .ox)(scope.defaults, named.get(operation)?.overrides ?? {}),
    }));
}
/**
 * Returns a warning for each `not` line that names no operation of the schema, with the operation it likely meant.
 * An operation generation cannot load test (`schema.skipped`) is one to leave out, and no warning.
 */
function scopeWarnings(scope, schema) {
    const known = new Set([...schema.keys, ...schema.skipped.map(({ key }) => key)].map(_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b));
    return (scope.excluded ?? [])
        .filter((exclusion) => !known.has((0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(exclusion.key)))
        .map((exclusion) => ({
        line: exclusion.line,
        message: `not ${exclusion.key} leaves nothing out: ${notAnOperation(exclusion.key, schema)}`,
    }));
}
function splitKey(key) {
    const space = key.indexOf(' ');
    return space === -1 ? { verb: '', target: key } : { verb: key.slice(0, space), target: key.slice(space + 1) };
}
const MAX_LISTED = 5;
/** Says that the line names no operation and, when one is close, which one it likely meant. */
function unmatched(entry, schema) {
    const shape = (0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(entry.key);
    const left = schema.skipped.find(({ key }) => (0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(key) === shape);
    if (left) {
        return `${entry.key} cannot be load tested: ${left.reason}. Remove the line, or write its scenario in loadtool.yaml by hand.`;
    }
    return notAnOperation(entry.key, schema);
}
/** Says that a key is no operation of the schema and, when one is close, which one it likely meant. */
function notAnOperation(key, schema) {
    const fix = 'Correct the line, or remove it from the Performance section.';
    const shape = (0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(key);
    const keys = [...new Set(schema.keys)];
    const guess = closestOperation(key, keys, true);
    if (guess)
        return `${key} is not an operation of the API: did you mean ${guess}? ${fix}`;
    const { verb, target } = splitKey(shape);
    const otherVerbs = keys.filter((other) => {
        const split = splitKey((0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(other));
        return split.target === target && split.verb.toLowerCase() !== verb.toLowerCase();
    });
    if (otherVerbs.length > 0) {
        return `${key} is not an operation of the API, which has ${otherVerbs.join(', ')} for this ${target.startsWith('/') ? 'path' : 'field'}. ${fix}`;
    }
    const sameVerb = keys.filter((other) => splitKey(other).verb.toLowerCase() === verb.toLowerCase());
    if (sameVerb.length === 0) {
        const nearest = closestOperation(key, keys, false);
        const hint = nearest ? `; the closest of its ${keys.length} operations is ${nearest}` : '';
        return `${key} is not an operation of the API, which has no ${verb} operation${hint}. ${fix}`;
    }
    const more = sameVerb.length > MAX_LISTED ? `, and ${sameVerb.length - MAX_LISTED} more` : '';
    const listed = sameVerb.slice(0, MAX_LISTED);
    return `${key} is not an operation of the API; its ${verb} operations are ${listed.join(', ')}${more}. ${fix}`;
}
/**
 * Returns the operation key whose path or field is most like the entry's: a few typos away, or the same path with or
 * without a prefix such as `/v1` or `/api`. With `sameVerb`, only keys of the entry's method (or GraphQL operation
 * type) are compared; without, any.
 */
function closestOperation(key, keys, sameVerb) {
    const wanted = splitKey((0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(key));
    let best;
    for (const other of keys) {
        const candidate = splitKey((0,_schema_operation_js__WEBPACK_IMPORTED_MODULE_3__/* .operationShape */ .b)(other));
        if (sameVerb && candidate.verb.toLowerCase() !== wanted.verb.toLowerCase())
            continue;
        // A REST path is never a GraphQL field, nor the other way round.
        if (candidate.target.startsWith('/') !== wanted.target.startsWith('/'))
            continue;
        const [a, b] = [wanted.target, candidate.target];
        const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
        // `/pets` for `/v1/pets`, not `/{}` for every path that ends in a parameter.
        const prefixed = shorter.startsWith('/') && /[A-Za-z0-9]/.test(shorter) && longer.endsWith(shorter);
        // The same letters in another case are closer than any typo.
        const edits = a.toLowerCase() === b.toLowerCase() ? 0.5 : (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(a, b);
        const limit = Math.max(2, Math.floor(Math.max(a.length, b.length) / 3));
        if (!prefixed && edits > limit)
            continue;
        const score = prefixed ? Math.min(edits, limit) : edits;
        if (!best || score < best.distance)
            best = { key: other, distance: score };
    }
    return best?.key;
}


/***/ }),

/***/ 60226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ operationShape),
/* harmony export */   l: () => (/* binding */ LAST_PATH_SEGMENT)
/* harmony export */ });
/**
 * The part of a `Location` a create step takes: its last path segment, a trailing slash, query and fragment left out
 * (`/articles/7f3c…` → `7f3c…`).
 */
const LAST_PATH_SEGMENT = '([^/?#]+)/?(?:[?#].*)?$';
/**
 * Returns the shape of an operation key, which ignores the names of path parameters and a trailing slash
 * (`GET /pets/{}`), so that `/pets/{id}` in a plan or a load test names the schema's `/pets/{petId}`.
 */
function operationShape(key) {
    const space = key.indexOf(' ');
    const [verb, target] = space === -1 ? ['', key] : [key.slice(0, space), key.slice(space + 1)];
    if (!target.startsWith('/'))
        return key;
    return `${verb.toUpperCase()} ${target.replace(/\{[^}]*\}/g, '{}').replace(/(?<=.)\/+$/, '')}`;
}


/***/ }),

/***/ 71463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ forScenario),
/* harmony export */   Fd: () => (/* binding */ DEFINITIONS_REF),
/* harmony export */   ZS: () => (/* binding */ declaredStatuses)
/* harmony export */ });
// The response contract of an operation: the statuses its schema declares and, per status, the JSON body it documents.
/** The prefix of every `$ref` in a contract's schemas. */
const DEFINITIONS_REF = '#/$defs/';
/**
 * Returns the contract with only the definitions its schemas reach, and no body check for HEAD (which has no body):
 * what a scenario carries, small enough to be copied to every worker thread.
 */
function forScenario(contract, method) {
    const statuses = {};
    for (const [status, declared] of Object.entries(contract.statuses))
        statuses[status] = method === 'HEAD' ? { json: false } : declared;
    const reached = {};
    const stack = Object.values(statuses).map((declared) => declared.schema);
    while (stack.length > 0) {
        const value = stack.pop();
        if (typeof value !== 'object' || value === null)
            continue;
        if (Array.isArray(value)) {
            stack.push(...value);
            continue;
        }
        const ref = value.$ref;
        if (typeof ref === 'string' && ref.startsWith(DEFINITIONS_REF)) {
            const name = ref.slice(DEFINITIONS_REF.length);
            if (!(name in reached) && name in contract.definitions) {
                reached[name] = contract.definitions[name];
                stack.push(reached[name]);
            }
        }
        stack.push(...Object.values(value));
    }
    return { dialect: contract.dialect, statuses, definitions: reached };
}
/** Returns the declared statuses as written for people: `200, 404, default`. */
function declaredStatuses(contract) {
    return Object.keys(contract.statuses).join(', ');
}


/***/ }),

/***/ 4719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FZ: () => (/* binding */ statusAdvice),
/* harmony export */   oE: () => (/* binding */ resolveSchemaHeaders),
/* harmony export */   oR: () => (/* binding */ parseHeaderLines),
/* harmony export */   y7: () => (/* binding */ SCHEMA_HEADER_HINT)
/* harmony export */ });
/* harmony import */ var _header_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93218);
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84429);
/* harmony import */ var _schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9275);



/** Where a protected schema URL's credentials go, said in every message about a 401 or 403. */
const SCHEMA_HEADER_HINT = 'send them with --schema-header "Authorization: Bearer ${SCHEMA_TOKEN}" (the action input schema-headers, or domains.performance.schemaHeaders in qa.config.json)';
// RFC 9110 token characters: what a header name may hold.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * Returns the headers of `Name: value` lines (the `--schema-header` flag, the `schema-headers` input); blank lines
 * are skipped. Throws a SchemaError naming each line that is not a header, never quoting its value.
 */
function parseHeaderLines(lines, origin) {
    const headers = [];
    const problems = [];
    lines.forEach((line, index) => {
        if (line.trim() === '')
            return;
        const colon = line.indexOf(':');
        const name = colon === -1 ? '' : line.slice(0, colon).trim();
        if (!HEADER_NAME.test(name)) {
            problems.push({
                path: `[${index}]`,
                message: `is not a header: write "Name: value", e.g. "Authorization: Bearer \${SCHEMA_TOKEN}", one per ${origin === 'schema-headers' ? 'line' : 'flag'}`,
            });
            return;
        }
        headers.push([name, line.slice(colon + 1).trim()]);
    });
    if (problems.length > 0)
        throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .A(origin, problems);
    // From entries: a header named `__proto__` or `constructor` is a header like any other.
    return Object.fromEntries(headers);
}
/**
 * Returns the headers of the sources merged by name, case-insensitively (a later source wins), with each `${NAME}`
 * filled from the environment, and the values to mask. Throws a SchemaError naming the header and the variable
 * (never a value) for each variable that is not set, and for each value a header cannot carry (a line break).
 */
function resolveSchemaHeaders(sources, env) {
    const merged = new Map();
    for (const source of sources) {
        for (const [name, template] of Object.entries(source.headers))
            merged.set(name.toLowerCase(), { name, template, source });
    }
    const headers = [];
    const secrets = [];
    const problems = new Map();
    const refuse = (source, name, message) => {
        const list = problems.get(source.file) ?? [];
        list.push({ path: source.path ? `${source.path}.${name}` : name, message });
        problems.set(source.file, list);
    };
    for (const { name, template, source } of merged.values()) {
        try {
            const value = (0,_placeholders_js__WEBPACK_IMPORTED_MODULE_1__/* .fillPlaceholders */ .Ct)(template, env, (filled) => secrets.push(filled));
            headers.push([name, value]);
            secrets.push(value);
            // undici would refuse it as an invalid argument, which reads as a server that cannot be reached.
            const unsendable = (0,_header_value_js__WEBPACK_IMPORTED_MODULE_0__/* .headerValueProblem */ .k)(template, env);
            if (unsendable)
                refuse(source, name, unsendable);
        }
        catch (error) {
            refuse(source, name, `${error.message}: set it before running loadtool (in a workflow, from a secret under env:), or remove the header`);
        }
    }
    const [first] = problems.entries();
    if (first)
        throw new _schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .SchemaError */ .A(first[0], [...problems.values()].flat());
    // From entries: a header named `__proto__` or `constructor` is a header like any other.
    return {
        headers: Object.fromEntries(headers),
        secrets: secrets.filter((value) => value.trim() !== ''),
        templates: Object.fromEntries([...merged.values()].map(({ name, template }) => [name, template])),
    };
}
/** Returns the sentence for a schema URL that answered a request with an error status. */
function statusAdvice(status, headerNames) {
    if (status === 401 || status === 403) {
        return headerNames.length > 0
            ? `the credentials sent in ${headerNames.join(', ')} were not accepted: check the values of the variables they name`
            : `the schema URL needs credentials: ${SCHEMA_HEADER_HINT}`;
    }
    if (status === 404)
        return 'nothing is there: check the URL';
    if (status >= 500)
        return 'the server failed: check that it is healthy and look at its logs';
    return 'check the URL';
}


/***/ })

};
