export const id = 374;
export const ids = [374];
export const modules = {

/***/ 10779:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.fullFormats = {
    // date: http://tools.ietf.org/html/rfc3339#section-5.6
    date: fmtDef(date, compareDate),
    // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
    time: fmtDef(getTime(true), compareTime),
    "date-time": fmtDef(getDateTime(true), compareDateTime),
    "iso-time": fmtDef(getTime(), compareIsoTime),
    "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
    // duration: https://tools.ietf.org/html/rfc3339#appendix-A
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri,
    "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    // uri-template: https://tools.ietf.org/html/rfc6570
    "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    // For the source: https://gist.github.com/dperini/729294
    // For test cases: https://mathiasbynens.be/demo/url-regex
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex,
    // uuid: http://tools.ietf.org/html/rfc4122
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    // JSON-pointer: https://tools.ietf.org/html/rfc6901
    // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
    // byte: https://github.com/miguelmota/is-base64
    byte,
    // signed 32 bit integer
    int32: { type: "number", validate: validateInt32 },
    // signed 64 bit integer
    int64: { type: "number", validate: validateInt64 },
    // C-type float
    float: { type: "number", validate: validateNumber },
    // C-type double
    double: { type: "number", validate: validateNumber },
    // hint to the UI to hide input strings
    password: true,
    // unchecked string payload
    binary: true,
};
exports.fastFormats = {
    ...exports.fullFormats,
    date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
    time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
    "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
    "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
    "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
    // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    // email (sources from jsen validator):
    // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
    // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
    email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
exports.formatNames = Object.keys(exports.fullFormats);
function isLeapYear(year) {
    // https://tools.ietf.org/html/rfc3339#appendix-C
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {
    // full-date from http://tools.ietf.org/html/rfc3339#section-5.6
    const matches = DATE.exec(str);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return (month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
    if (!(d1 && d2))
        return undefined;
    if (d1 > d2)
        return 1;
    if (d1 < d2)
        return -1;
    return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
    return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
            return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
            return false;
        if (hr <= 23 && min <= 59 && sec < 60)
            return true;
        // leap second
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
    };
}
function compareTime(s1, s2) {
    if (!(s1 && s2))
        return undefined;
    const t1 = new Date("2020-01-01T" + s1).valueOf();
    const t2 = new Date("2020-01-01T" + s2).valueOf();
    if (!(t1 && t2))
        return undefined;
    return t1 - t2;
}
function compareIsoTime(t1, t2) {
    if (!(t1 && t2))
        return undefined;
    const a1 = TIME.exec(t1);
    const a2 = TIME.exec(t2);
    if (!(a1 && a2))
        return undefined;
    t1 = a1[1] + a1[2] + a1[3];
    t2 = a2[1] + a2[2] + a2[3];
    if (t1 > t2)
        return 1;
    if (t1 < t2)
        return -1;
    return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
    const time = getTime(strictTimeZone);
    return function date_time(str) {
        // http://tools.ietf.org/html/rfc3339#section-5.6
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
    };
}
function compareDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const d1 = new Date(dt1).valueOf();
    const d2 = new Date(dt2).valueOf();
    if (!(d1 && d2))
        return undefined;
    return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
    const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
    const res = compareDate(d1, d2);
    if (res === undefined)
        return undefined;
    return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {
    // http://jmrware.com/articles/2009/uri_regexp/URI_regex.html + optional protocol + required "."
    return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
    BYTE.lastIndex = 0;
    return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
    return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {
    // JSON and javascript max Int is 2**53, so any int that passes isInteger is valid for Int64
    return Number.isInteger(value);
}
function validateNumber() {
    return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
    if (Z_ANCHOR.test(str))
        return false;
    try {
        new RegExp(str);
        return true;
    }
    catch (e) {
        return false;
    }
}
//# sourceMappingURL=formats.js.map

/***/ }),

/***/ 33966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  generate: () => (/* binding */ generate)
});

// EXTERNAL MODULE: ./src/pipeline/stages/generate-stage.ts + 19 modules
var generate_stage = __webpack_require__(26278);
// EXTERNAL MODULE: external "node:readline/promises"
var promises_ = __webpack_require__(26848);
// EXTERNAL MODULE: ./src/vocabulary/units.ts
var units = __webpack_require__(17947);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/vocabulary/arrival-rate.ts
var arrival_rate = __webpack_require__(45128);
// EXTERNAL MODULE: ./src/vocabulary/thresholds.ts
var vocabulary_thresholds = __webpack_require__(58442);
;// CONCATENATED MODULE: ./src/cli/adjust-scenarios.ts
// `loadtool generate` on a terminal: the generated scenarios shown as a table, the user's changes read before writing.





/** Returns the scenarios as a text table: number, name, endpoint, users, duration and thresholds. */
function scenarioTable(scenarios) {
    const rows = scenarios.map((s, index) => [
        String(index + 1),
        s.name,
        s.endpoint,
        s.arrivalRate ?? String(s.concurrentUsers),
        s.duration,
        thresholdText(s.thresholds),
    ]);
    // A rate stands where the users of the open model would.
    const load = scenarios.some((s) => s.arrivalRate !== undefined) ? 'users or rate' : 'users';
    const header = ['#', 'scenario', 'endpoint', load, 'duration', 'thresholds'];
    const widths = header.map((title, column) => Math.min(60, Math.max(title.length, ...rows.map((row) => row[column].length))));
    const line = (cells) => cells
        .map((cell, column) => {
        const text = cell.length > widths[column] ? `${cell.slice(0, widths[column] - 1)}…` : cell;
        return column === 0 || column === 3 ? text.padStart(widths[column]) : text.padEnd(widths[column]);
    })
        .join('  ')
        .trimEnd();
    return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
function thresholdText(thresholds) {
    return Object.entries(thresholds)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ');
}
/**
 * Shows the scenarios and lets the user change the users, duration and thresholds of any of them before the file
 * is written; returns the scenarios as adjusted. Ctrl+C or Ctrl+D cancels: nothing is written.
 */
async function adjustScenarios(io, scenarios, output) {
    const adjusted = scenarios.map((scenario) => ({ ...scenario, thresholds: { ...scenario.thresholds } }));
    const prompt = (0,promises_.createInterface)({ input: io.stdin, output: io.stdout });
    const cancel = new AbortController();
    prompt.on('SIGINT', () => {
        cancel.abort();
    });
    const ask = async (question) => (await prompt.question(question, { signal: cancel.signal })).trim();
    const askUntil = async (question, parse) => {
        for (;;) {
            const parsed = parse(await ask(question));
            if ('value' in parsed)
                return parsed.value;
            io.stdout.write(`  ${parsed.error}\n`);
        }
    };
    try {
        for (;;) {
            io.stdout.write(scenarioTable(adjusted));
            const choice = await ask(`Adjust a scenario: its number, or Enter to write ${output}: `);
            if (choice === '')
                return adjusted;
            const scenario = adjusted[Number(choice) - 1];
            if (!/^\d+$/.test(choice) || !scenario) {
                io.stdout.write(`  ${choice} is not a scenario number (1 to ${adjusted.length})\n`);
                continue;
            }
            const { concurrentUsers, duration, thresholds, arrivalRate } = scenario;
            if (arrivalRate !== undefined) {
                scenario.arrivalRate = await askUntil(`  Arrival rate [${arrivalRate}]: `, (answer) => {
                    if (answer === '')
                        return { value: arrivalRate };
                    const rate = (0,arrival_rate/* parseRate */.WN)(answer);
                    return rate !== undefined && rate > 0 && rate <= arrival_rate/* MAX_ARRIVAL_RATE */.m3
                        ? { value: (0,arrival_rate/* formatRate */.CE)(rate) }
                        : { error: `write ${arrival_rate/* RATE_EXAMPLES */.bI}, at most ${arrival_rate/* MAX_ARRIVAL_RATE */.m3}/s` };
                });
            }
            else
                scenario.concurrentUsers = await askUntil(`  Concurrent users [${concurrentUsers}]: `, (answer) => {
                    if (answer === '')
                        return { value: concurrentUsers };
                    return /^\d+$/.test(answer) && Number(answer) >= 1
                        ? { value: Number(answer) }
                        : { error: 'write a whole number of at least 1' };
                });
            scenario.duration = await askUntil(`  Duration [${duration}]: `, (answer) => {
                if (answer === '')
                    return { value: duration };
                return (0,units/* parseDurationSeconds */.lW)(answer) ? { value: answer } : { error: 'write a duration such as 30s, 2m or 1h' };
            });
            scenario.thresholds = await askUntil(`  Thresholds [${thresholdText(thresholds) || 'none'}] (e.g. "p95: 300ms, errorRate: 1%", "-" for none): `, (answer) => (answer === '' ? { value: thresholds } : parseThresholds(answer)));
        }
    }
    catch (error) {
        if (error instanceof Error && error.name === 'AbortError')
            throw new errors/* CancelledError */.cc(`\nloadtool generate was cancelled: ${output} was not written.`);
        throw error;
    }
    finally {
        prompt.close();
    }
}
/** Returns `p95: 300ms, okRate: 99%` as thresholds, or a sentence saying what is wrong. */
function parseThresholds(text) {
    if (text === '-')
        return { value: {} };
    const thresholds = {};
    for (const part of text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^(\w+)\s*[:=]\s*(\S+)$/.exec(part);
        if (!match || !(0,vocabulary_thresholds/* isThresholdKey */.jA)(match[1])) {
            return { error: `"${part}" is not a threshold: write key: value with a key among ${vocabulary_thresholds/* THRESHOLD_KEYS */.Hj.join(', ')}` };
        }
        const [, key, value] = match;
        const problem = (0,units/* thresholdValueProblem */.Uh)(key, value);
        if (problem)
            return { error: `"${value}" does not suit ${key}: write ${problem}` };
        thresholds[key] = key === 'rps' ? Number(value) : value;
    }
    return { value: thresholds };
}

// EXTERNAL MODULE: ./src/cli/command-plumbing.ts
var command_plumbing = __webpack_require__(25416);
;// CONCATENATED MODULE: ./src/cli/handlers/generate-handler.ts



/** Runs `loadtool generate`: writes the load test and says what it wrote; returns when it is written. */
async function generate(io, signals, flags) {
    const prepared = await (0,command_plumbing/* cancellable */.nZ)(signals, (signal) => (0,generate_stage/* prepareLoadTest */.iE)({
        config: flags.config,
        plan: flags.plan,
        schema: flags.schema,
        baseUrl: flags.baseUrl,
        schemaHeaders: flags.schemaHeader,
        env: io.env,
        output: flags.output,
        signal,
        probe: flags.probe,
    }));
    for (const note of prepared.notes)
        io.stderr.write(`note: ${note}\n`);
    for (const line of prepared.probe)
        io.stdout.write(`${line}\n`);
    let scenarios = prepared.scenarios;
    if (io.stdout.isTTY && io.stdin.isTTY && !flags.yes)
        scenarios = await adjustScenarios(io, scenarios, flags.output);
    const written = await (0,generate_stage/* writeLoadTest */.ee)(prepared, scenarios, { fresh: flags.fresh });
    // The load test itself is not read: generation has checked it, and parsing it again is what takes longest.
    if (!io.stdout.isTTY)
        io.stdout.write(scenarioTable(written.scenarios));
    for (const line of written.edits)
        io.stdout.write(`${line}\n`);
    io.stdout.write(`Wrote ${flags.output}: ${written.scenarios.length} scenarios against ${written.baseUrl}, valid.\n`);
}


/***/ }),

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


/***/ })

};
