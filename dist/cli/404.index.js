export const id = 404;
export const ids = [404];
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

/***/ 21916:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = true;
exports.Io = __webpack_unused_export__ = void 0;
var peq = new Uint32Array(0x10000);
var myers_32 = function (a, b) {
    var n = a.length;
    var m = b.length;
    var lst = 1 << (n - 1);
    var pv = -1;
    var mv = 0;
    var sc = n;
    var i = n;
    while (i--) {
        peq[a.charCodeAt(i)] |= 1 << i;
    }
    for (i = 0; i < m; i++) {
        var eq = peq[b.charCodeAt(i)];
        var xv = eq | mv;
        eq |= ((eq & pv) + pv) ^ pv;
        mv |= ~(eq | pv);
        pv &= eq;
        if (mv & lst) {
            sc++;
        }
        if (pv & lst) {
            sc--;
        }
        mv = (mv << 1) | 1;
        pv = (pv << 1) | ~(xv | mv);
        mv &= xv;
    }
    i = n;
    while (i--) {
        peq[a.charCodeAt(i)] = 0;
    }
    return sc;
};
var myers_x = function (b, a) {
    var n = a.length;
    var m = b.length;
    var mhc = [];
    var phc = [];
    var hsize = Math.ceil(n / 32);
    var vsize = Math.ceil(m / 32);
    for (var i = 0; i < hsize; i++) {
        phc[i] = -1;
        mhc[i] = 0;
    }
    var j = 0;
    for (; j < vsize - 1; j++) {
        var mv_1 = 0;
        var pv_1 = -1;
        var start_1 = j * 32;
        var vlen_1 = Math.min(32, m) + start_1;
        for (var k = start_1; k < vlen_1; k++) {
            peq[b.charCodeAt(k)] |= 1 << k;
        }
        for (var i = 0; i < n; i++) {
            var eq = peq[a.charCodeAt(i)];
            var pb = (phc[(i / 32) | 0] >>> i) & 1;
            var mb = (mhc[(i / 32) | 0] >>> i) & 1;
            var xv = eq | mv_1;
            var xh = ((((eq | mb) & pv_1) + pv_1) ^ pv_1) | eq | mb;
            var ph = mv_1 | ~(xh | pv_1);
            var mh = pv_1 & xh;
            if ((ph >>> 31) ^ pb) {
                phc[(i / 32) | 0] ^= 1 << i;
            }
            if ((mh >>> 31) ^ mb) {
                mhc[(i / 32) | 0] ^= 1 << i;
            }
            ph = (ph << 1) | pb;
            mh = (mh << 1) | mb;
            pv_1 = mh | ~(xv | ph);
            mv_1 = ph & xv;
        }
        for (var k = start_1; k < vlen_1; k++) {
            peq[b.charCodeAt(k)] = 0;
        }
    }
    var mv = 0;
    var pv = -1;
    var start = j * 32;
    var vlen = Math.min(32, m - start) + start;
    for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] |= 1 << k;
    }
    var score = m;
    for (var i = 0; i < n; i++) {
        var eq = peq[a.charCodeAt(i)];
        var pb = (phc[(i / 32) | 0] >>> i) & 1;
        var mb = (mhc[(i / 32) | 0] >>> i) & 1;
        var xv = eq | mv;
        var xh = ((((eq | mb) & pv) + pv) ^ pv) | eq | mb;
        var ph = mv | ~(xh | pv);
        var mh = pv & xh;
        score += (ph >>> (m - 1)) & 1;
        score -= (mh >>> (m - 1)) & 1;
        if ((ph >>> 31) ^ pb) {
            phc[(i / 32) | 0] ^= 1 << i;
        }
        if ((mh >>> 31) ^ mb) {
            mhc[(i / 32) | 0] ^= 1 << i;
        }
        ph = (ph << 1) | pb;
        mh = (mh << 1) | mb;
        pv = mh | ~(xv | ph);
        mv = ph & xv;
    }
    for (var k = start; k < vlen; k++) {
        peq[b.charCodeAt(k)] = 0;
    }
    return score;
};
var distance = function (a, b) {
    if (a.length < b.length) {
        var tmp = b;
        b = a;
        a = tmp;
    }
    if (b.length === 0) {
        return a.length;
    }
    if (a.length <= 32) {
        return myers_32(a, b);
    }
    return myers_x(a, b);
};
exports.Io = distance;
var closest = function (str, arr) {
    var min_distance = Infinity;
    var min_index = 0;
    for (var i = 0; i < arr.length; i++) {
        var dist = distance(str, arr[i]);
        if (dist < min_distance) {
            min_distance = dist;
            min_index = i;
        }
    }
    return arr[min_index];
};
__webpack_unused_export__ = closest;


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

/***/ 14499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  init: () => (/* binding */ init)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:readline/promises"
var external_node_readline_promises_ = __webpack_require__(26848);
// EXTERNAL MODULE: ./src/config/config-error.ts
var config_error = __webpack_require__(85877);
// EXTERNAL MODULE: ./src/config/load.ts + 6 modules
var load = __webpack_require__(1507);
// EXTERNAL MODULE: ./src/config/onboard.ts + 1 modules
var onboard = __webpack_require__(34362);
;// CONCATENATED MODULE: ./src/config/starter-plan.ts
// The starter qa-plan.md that `loadtool init` writes beside a new qa.config.json.



/**
 * The plan `loadtool init` writes beside a new qa.config.json, so that `loadtool generate` runs next with no flag
 * (docs/decisions.md#the-quick-start). Its Performance section names no endpoint: the scope is every operation
 * safe to repeat, as with `--plan none`, but in a file the user then edits. Its defaults keep the first run short
 * (10 users for 10 s a scenario, where generation's own are 30 s). The examples sit under a heading of their own,
 * since a line in the Performance section that names an endpoint would narrow the scope.
 */
function starterPlan(name) {
    return `# ${name ?? 'Project'} — QA plan

## Performance

Concurrency: 10 users
Duration: 10s

## Editing the scope

The section above names no endpoint, so \`loadtool generate\` tests every operation that is safe to repeat (GET,
HEAD and GraphQL queries) with its defaults. Lines such as these, added to it, set the scope:

- \`GET /pets: 20 users, 30s, p95 < 300ms\` puts that operation in scope, with its own load and limits;
- \`not GET /health\` leaves an operation out;
- \`Login: \${API_USER} / \${API_PASSWORD}\` names the variables a generated login reads.

Run \`loadtool generate\` again after an edit: it keeps your hand edits of the load test.
`;
}
/**
 * Writes the starter plan beside `configFile`, unless a qa-plan.md is there already: a plan is the user's. (The
 * caller looks under `requirements.docsPath` first: the plan module, a later stage, is not imported here.)
 */
async function writeStarterPlan(configFile, name) {
    const file = (0,external_node_path_.join)((0,external_node_path_.dirname)(configFile), 'qa-plan.md');
    try {
        await (0,promises_.writeFile)(file, starterPlan(name), { flag: 'wx' });
        return { file, status: 'wrote' };
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return { file, status: 'kept' };
        throw (0,onboard/* writeFailed */.PF)(file, error);
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/plan/find-plan.ts
var find_plan = __webpack_require__(28338);
;// CONCATENATED MODULE: ./src/cli/handlers/init-handler.ts
// What `loadtool init` does: onboarding, a new qa.config.json and, when it can, a starter qa-plan.md.









/**
 * Runs `loadtool init`: writes qa.config.json, or throws a ConfigError naming each value still missing; with a
 * complete config, also a starter qa-plan.md beside it when there is none, so that `loadtool generate` runs next.
 */
async function init(io, options) {
    const exists = await (0,promises_.access)(options.config).then(() => true, () => false);
    if (exists && !options.force) {
        throw new config_error/* ConfigError */.x(options.config, [
            { path: '', message: 'already exists; edit it, or run `loadtool init --force` to replace it' },
        ]);
    }
    const found = await (0,onboard/* discoverAnswers */.JO)(options.config, io.env.GITHUB_REPOSITORY);
    let answers = {
        name: options.name ?? found.name,
        baseUrl: options.baseUrl,
        schema: options.schema ?? found.schema,
    };
    if (!options.schema)
        for (const note of found.notes)
            io.stdout.write(`${note}\n`);
    if (io.stdin.isTTY)
        answers = await ask(io, answers);
    const result = await (0,onboard/* writeInitialConfig */.S1)(options.config, answers);
    io.stdout.write(`Wrote ${result.file}:\n${result.notes.map((note) => `  ${note}\n`).join('')}`);
    if (result.missing.length > 0) {
        io.stderr.write(`Still missing: edit ${result.file}, or run \`loadtool init --force\` with the flags (see --help).\n`);
        throw new config_error/* ConfigError */.x(result.file, result.missing);
    }
    // A plan generation would find already (at the root, or under requirements.docsPath) is kept: one written at the
    // root would hide the other.
    const { requirements } = (0,load/* parseConfig */.o4)(result.text, result.file);
    const existing = await (0,find_plan/* findPlan */.L)({ root: (0,external_node_path_.dirname)(result.file), docsPath: requirements.docsPath });
    const plan = existing
        ? { file: existing, status: 'kept' }
        : await writeStarterPlan(result.file, answers.name);
    io.stdout.write(plan.status === 'wrote'
        ? `Wrote ${plan.file}: every operation safe to repeat (GET, HEAD, GraphQL queries), 10 users for 10s each; edit its Performance section to choose.\n`
        : `Kept ${plan.file}: it was there already.\n`);
    io.stdout.write('Next: check it with `loadtool config`.\n');
    io.stdout.write('Then `loadtool generate` writes the load test and `loadtool run` runs it.\n');
}
/** Asks for each value, offering what is known as the default; Ctrl+C or Ctrl+D cancels. */
async function ask(io, known) {
    const prompt = (0,external_node_readline_promises_.createInterface)({ input: io.stdin, output: io.stdout });
    const cancel = new AbortController();
    prompt.on('SIGINT', () => {
        cancel.abort();
    });
    const question = async (label, value) => (await prompt.question(value ? `${label} [${value}]: ` : `${label}: `, { signal: cancel.signal })).trim() || value;
    try {
        return {
            name: await question('Project name', known.name),
            baseUrl: await question('Base URL of the API under test (e.g. http://localhost:3000)', known.baseUrl),
            schema: await question('OpenAPI document or GraphQL schema (URL or path)', known.schema),
        };
    }
    catch (error) {
        if (error instanceof Error && error.name === 'AbortError')
            throw new errors/* CancelledError */.cc('\nloadtool init was cancelled: nothing was written.');
        throw error;
    }
    finally {
        prompt.close();
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

/***/ 93218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ unsendable),
/* harmony export */   k: () => (/* binding */ headerValueProblem)
/* harmony export */ });
/* harmony import */ var _placeholders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(84429);
// What a header value cannot carry (a line break, a control character), said without the value.

/**
 * What a header value may hold (RFC 9110 field-vchar, as undici checks it): tab, visible ASCII and space, and the
 * Latin-1 range. A line break would split the header in two (header injection), and undici refuses it.
 */
const BAD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const LINE_BREAK = /[\r\n]/;
/**
 * Returns what a header value holds that no header can carry, in words (`a line break, which …`), or undefined when
 * it can be sent. A leaf module: the load test, the schema's headers and the data sources all check their values here.
 */
function unsendable(value) {
    if (LINE_BREAK.test(value))
        return 'a line break, which a header cannot carry';
    if (BAD_VALUE.test(value))
        return 'a character a header cannot carry (a control character, or one beyond Latin-1 such as €)';
    return undefined;
}
/**
 * Returns why a header value, written as `template` with `${NAME}` filled from `env`, cannot be sent, or undefined:
 * said of the text as written, else of the variables whose values bring the character in; never quoting a value,
 * which may be a secret. Without `env`, only the text as written is checked.
 */
function headerValueProblem(template, env) {
    const written = unsendable(template);
    if (written)
        return `holds ${written}: remove it, or encode the value (percent-encoding, base64)`;
    if (!env)
        return undefined;
    const names = [...new Set((0,_placeholders_js__WEBPACK_IMPORTED_MODULE_0__/* .findPlaceholders */ .GY)(template).flatMap(({ name, valid }) => (valid ? [name] : [])))].filter((name) => unsendable(env[name] ?? '') !== undefined);
    if (names.length === 0)
        return undefined;
    const what = unsendable(names.map((name) => env[name]).join(''));
    return `with ${names.map((name) => `\${${name}}`).join(' and ')} filled in from the environment, the value holds ${what}: check ${names.join(' and ')} (a trailing newline is the usual cause)`;
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


/***/ })

};
