export const id = 543;
export const ids = [543];
export const modules = {

/***/ 88832:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

var aws4 = exports,
    url = __webpack_require__(87016),
    querystring = __webpack_require__(83480),
    crypto = __webpack_require__(76982),
    lru = __webpack_require__(22638),
    credentialsCache = lru(1000)

// http://docs.amazonwebservices.com/general/latest/gr/signature-version-4.html

function hmac(key, string, encoding) {
  return crypto.createHmac('sha256', key).update(string, 'utf8').digest(encoding)
}

function hash(string, encoding) {
  return crypto.createHash('sha256').update(string, 'utf8').digest(encoding)
}

// This function assumes the string has already been percent encoded
function encodeRfc3986(urlEncodedString) {
  return urlEncodedString.replace(/[!'()*]/g, function(c) {
    return '%' + c.charCodeAt(0).toString(16).toUpperCase()
  })
}

function encodeRfc3986Full(str) {
  return encodeRfc3986(encodeURIComponent(str))
}

// A bit of a combination of:
// https://github.com/aws/aws-sdk-java-v2/blob/dc695de6ab49ad03934e1b02e7263abbd2354be0/core/auth/src/main/java/software/amazon/awssdk/auth/signer/internal/AbstractAws4Signer.java#L59
// https://github.com/aws/aws-sdk-js/blob/18cb7e5b463b46239f9fdd4a65e2ff8c81831e8f/lib/signers/v4.js#L191-L199
// https://github.com/mhart/aws4fetch/blob/b3aed16b6f17384cf36ea33bcba3c1e9f3bdfefd/src/main.js#L25-L34
var HEADERS_TO_IGNORE = {
  'authorization': true,
  'connection': true,
  'x-amzn-trace-id': true,
  'user-agent': true,
  'expect': true,
  'presigned-expires': true,
  'range': true,
}

// request: { path | body, [host], [method], [headers], [service], [region] }
// credentials: { accessKeyId, secretAccessKey, [sessionToken] }
function RequestSigner(request, credentials) {

  if (typeof request === 'string') request = url.parse(request)

  var headers = request.headers = Object.assign({}, (request.headers || {})),
      hostParts = (!this.service || !this.region) && this.matchHost(request.hostname || request.host || headers.Host || headers.host)

  this.request = request
  this.credentials = credentials || this.defaultCredentials()

  this.service = request.service || hostParts[0] || ''
  this.region = request.region || hostParts[1] || 'us-east-1'

  // SES uses a different domain from the service name
  if (this.service === 'email') this.service = 'ses'

  if (!request.method && request.body)
    request.method = 'POST'

  if (!headers.Host && !headers.host) {
    headers.Host = request.hostname || request.host || this.createHost()

    // If a port is specified explicitly, use it as is
    if (request.port)
      headers.Host += ':' + request.port
  }
  if (!request.hostname && !request.host)
    request.hostname = headers.Host || headers.host

  this.isCodeCommitGit = this.service === 'codecommit' && request.method === 'GIT'

  this.extraHeadersToIgnore = request.extraHeadersToIgnore || Object.create(null)
  this.extraHeadersToInclude = request.extraHeadersToInclude || Object.create(null)
}

RequestSigner.prototype.matchHost = function(host) {
  var match = (host || '').match(/([^\.]{1,63})\.(?:([^\.]{0,63})\.)?amazonaws\.com(\.cn)?$/)
  var hostParts = (match || []).slice(1, 3)

  // ES's hostParts are sometimes the other way round, if the value that is expected
  // to be region equals ‘es’ switch them back
  // e.g. search-cluster-name-aaaa00aaaa0aaa0aaaaaaa0aaa.us-east-1.es.amazonaws.com
  if (hostParts[1] === 'es' || hostParts[1] === 'aoss')
    hostParts = hostParts.reverse()

  if (hostParts[1] == 's3') {
    hostParts[0] = 's3'
    hostParts[1] = 'us-east-1'
  } else {
    for (var i = 0; i < 2; i++) {
      if (/^s3-/.test(hostParts[i])) {
        hostParts[1] = hostParts[i].slice(3)
        hostParts[0] = 's3'
        break
      }
    }
  }

  return hostParts
}

// http://docs.aws.amazon.com/general/latest/gr/rande.html
RequestSigner.prototype.isSingleRegion = function() {
  // Special case for S3 and SimpleDB in us-east-1
  if (['s3', 'sdb'].indexOf(this.service) >= 0 && this.region === 'us-east-1') return true

  return ['cloudfront', 'ls', 'route53', 'iam', 'importexport', 'sts']
    .indexOf(this.service) >= 0
}

RequestSigner.prototype.createHost = function() {
  var region = this.isSingleRegion() ? '' : '.' + this.region,
      subdomain = this.service === 'ses' ? 'email' : this.service
  return subdomain + region + '.amazonaws.com'
}

RequestSigner.prototype.prepareRequest = function() {
  this.parsePath()

  var request = this.request, headers = request.headers, query

  if (request.signQuery) {

    this.parsedPath.query = query = this.parsedPath.query || {}

    if (this.credentials.sessionToken)
      query['X-Amz-Security-Token'] = this.credentials.sessionToken

    if (this.service === 's3' && !query['X-Amz-Expires'])
      query['X-Amz-Expires'] = 86400

    if (query['X-Amz-Date'])
      this.datetime = query['X-Amz-Date']
    else
      query['X-Amz-Date'] = this.getDateTime()

    query['X-Amz-Algorithm'] = 'AWS4-HMAC-SHA256'
    query['X-Amz-Credential'] = this.credentials.accessKeyId + '/' + this.credentialString()
    query['X-Amz-SignedHeaders'] = this.signedHeaders()

  } else {

    if (!request.doNotModifyHeaders && !this.isCodeCommitGit) {
      if (request.body && !headers['Content-Type'] && !headers['content-type'])
        headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=utf-8'

      if (request.body && !headers['Content-Length'] && !headers['content-length'])
        headers['Content-Length'] = Buffer.byteLength(request.body)

      if (this.credentials.sessionToken && !headers['X-Amz-Security-Token'] && !headers['x-amz-security-token'])
        headers['X-Amz-Security-Token'] = this.credentials.sessionToken

      if (this.service === 's3' && !headers['X-Amz-Content-Sha256'] && !headers['x-amz-content-sha256'])
        headers['X-Amz-Content-Sha256'] = hash(this.request.body || '', 'hex')

      if (headers['X-Amz-Date'] || headers['x-amz-date'])
        this.datetime = headers['X-Amz-Date'] || headers['x-amz-date']
      else
        headers['X-Amz-Date'] = this.getDateTime()
    }

    delete headers.Authorization
    delete headers.authorization
  }
}

RequestSigner.prototype.sign = function() {
  if (!this.parsedPath) this.prepareRequest()

  if (this.request.signQuery) {
    this.parsedPath.query['X-Amz-Signature'] = this.signature()
  } else {
    this.request.headers.Authorization = this.authHeader()
  }

  this.request.path = this.formatPath()

  return this.request
}

RequestSigner.prototype.getDateTime = function() {
  if (!this.datetime) {
    var headers = this.request.headers,
      date = new Date(headers.Date || headers.date || new Date)

    this.datetime = date.toISOString().replace(/[:\-]|\.\d{3}/g, '')

    // Remove the trailing 'Z' on the timestamp string for CodeCommit git access
    if (this.isCodeCommitGit) this.datetime = this.datetime.slice(0, -1)
  }
  return this.datetime
}

RequestSigner.prototype.getDate = function() {
  return this.getDateTime().substr(0, 8)
}

RequestSigner.prototype.authHeader = function() {
  return [
    'AWS4-HMAC-SHA256 Credential=' + this.credentials.accessKeyId + '/' + this.credentialString(),
    'SignedHeaders=' + this.signedHeaders(),
    'Signature=' + this.signature(),
  ].join(', ')
}

RequestSigner.prototype.signature = function() {
  var date = this.getDate(),
      cacheKey = [this.credentials.secretAccessKey, date, this.region, this.service].join(),
      kDate, kRegion, kService, kCredentials = credentialsCache.get(cacheKey)
  if (!kCredentials) {
    kDate = hmac('AWS4' + this.credentials.secretAccessKey, date)
    kRegion = hmac(kDate, this.region)
    kService = hmac(kRegion, this.service)
    kCredentials = hmac(kService, 'aws4_request')
    credentialsCache.set(cacheKey, kCredentials)
  }
  return hmac(kCredentials, this.stringToSign(), 'hex')
}

RequestSigner.prototype.stringToSign = function() {
  return [
    'AWS4-HMAC-SHA256',
    this.getDateTime(),
    this.credentialString(),
    hash(this.canonicalString(), 'hex'),
  ].join('\n')
}

RequestSigner.prototype.canonicalString = function() {
  if (!this.parsedPath) this.prepareRequest()

  var pathStr = this.parsedPath.path,
      query = this.parsedPath.query,
      headers = this.request.headers,
      queryStr = '',
      normalizePath = this.service !== 's3',
      decodePath = this.service === 's3' || this.request.doNotEncodePath,
      decodeSlashesInPath = this.service === 's3',
      firstValOnly = this.service === 's3',
      bodyHash

  if (this.service === 's3' && this.request.signQuery) {
    bodyHash = 'UNSIGNED-PAYLOAD'
  } else if (this.isCodeCommitGit) {
    bodyHash = ''
  } else {
    bodyHash = headers['X-Amz-Content-Sha256'] || headers['x-amz-content-sha256'] ||
      hash(this.request.body || '', 'hex')
  }

  if (query) {
    var reducedQuery = Object.keys(query).reduce(function(obj, key) {
      if (!key) return obj
      obj[encodeRfc3986Full(key)] = !Array.isArray(query[key]) ? query[key] :
        (firstValOnly ? query[key][0] : query[key])
      return obj
    }, {})
    var encodedQueryPieces = []
    Object.keys(reducedQuery).sort().forEach(function(key) {
      if (!Array.isArray(reducedQuery[key])) {
        encodedQueryPieces.push(key + '=' + encodeRfc3986Full(reducedQuery[key]))
      } else {
        reducedQuery[key].map(encodeRfc3986Full).sort()
          .forEach(function(val) { encodedQueryPieces.push(key + '=' + val) })
      }
    })
    queryStr = encodedQueryPieces.join('&')
  }
  if (pathStr !== '/') {
    if (normalizePath) pathStr = pathStr.replace(/\/{2,}/g, '/')
    pathStr = pathStr.split('/').reduce(function(path, piece) {
      if (normalizePath && piece === '..') {
        path.pop()
      } else if (!normalizePath || piece !== '.') {
        if (decodePath) piece = decodeURIComponent(piece.replace(/\+/g, ' '))
        path.push(encodeRfc3986Full(piece))
      }
      return path
    }, []).join('/')
    if (pathStr[0] !== '/') pathStr = '/' + pathStr
    if (decodeSlashesInPath) pathStr = pathStr.replace(/%2F/g, '/')
  }

  return [
    this.request.method || 'GET',
    pathStr,
    queryStr,
    this.canonicalHeaders() + '\n',
    this.signedHeaders(),
    bodyHash,
  ].join('\n')
}

RequestSigner.prototype.filterHeaders = function() {
  var headers = this.request.headers,
      extraHeadersToInclude = this.extraHeadersToInclude,
      extraHeadersToIgnore = this.extraHeadersToIgnore
  this.filteredHeaders = Object.keys(headers)
    .map(function(key) { return [key.toLowerCase(), headers[key]] })
    .filter(function(entry) {
      return extraHeadersToInclude[entry[0]] ||
        (HEADERS_TO_IGNORE[entry[0]] == null && !extraHeadersToIgnore[entry[0]])
    })
    .sort(function(a, b) { return a[0] < b[0] ? -1 : 1 })
}

RequestSigner.prototype.canonicalHeaders = function() {
  if (!this.filteredHeaders) this.filterHeaders()

  return this.filteredHeaders.map(function(entry) {
    return entry[0] + ':' + entry[1].toString().trim().replace(/\s+/g, ' ')
  }).join('\n')
}

RequestSigner.prototype.signedHeaders = function() {
  if (!this.filteredHeaders) this.filterHeaders()

  return this.filteredHeaders.map(function(entry) { return entry[0] }).join(';')
}

RequestSigner.prototype.credentialString = function() {
  return [
    this.getDate(),
    this.region,
    this.service,
    'aws4_request',
  ].join('/')
}

RequestSigner.prototype.defaultCredentials = function() {
  var env = process.env
  return {
    accessKeyId: env.AWS_ACCESS_KEY_ID || env.AWS_ACCESS_KEY,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY || env.AWS_SECRET_KEY,
    sessionToken: env.AWS_SESSION_TOKEN,
  }
}

RequestSigner.prototype.parsePath = function() {
  var path = this.request.path || '/'

  // S3 doesn't always encode characters > 127 correctly and
  // all services don't encode characters > 255 correctly
  // So if there are non-reserved chars (and it's not already all % encoded), just encode them all
  if (/[^0-9A-Za-z;,/?:@&=+$\-_.!~*'()#%]/.test(path)) {
    path = encodeURI(decodeURI(path))
  }

  var queryIx = path.indexOf('?'),
      query = null

  if (queryIx >= 0) {
    query = querystring.parse(path.slice(queryIx + 1))
    path = path.slice(0, queryIx)
  }

  this.parsedPath = {
    path: path,
    query: query,
  }
}

RequestSigner.prototype.formatPath = function() {
  var path = this.parsedPath.path,
      query = this.parsedPath.query

  if (!query) return path

  // Services don't support empty query string keys
  if (query[''] != null) delete query['']

  return path + '?' + encodeRfc3986(querystring.stringify(query))
}

aws4.RequestSigner = RequestSigner

aws4.sign = function(request, credentials) {
  return new RequestSigner(request, credentials).sign()
}


/***/ }),

/***/ 22638:
/***/ ((module) => {

module.exports = function(size) {
  return new LruCache(size)
}

function LruCache(size) {
  this.capacity = size | 0
  this.map = Object.create(null)
  this.list = new DoublyLinkedList()
}

LruCache.prototype.get = function(key) {
  var node = this.map[key]
  if (node == null) return undefined
  this.used(node)
  return node.val
}

LruCache.prototype.set = function(key, val) {
  var node = this.map[key]
  if (node != null) {
    node.val = val
  } else {
    if (!this.capacity) this.prune()
    if (!this.capacity) return false
    node = new DoublyLinkedNode(key, val)
    this.map[key] = node
    this.capacity--
  }
  this.used(node)
  return true
}

LruCache.prototype.used = function(node) {
  this.list.moveToFront(node)
}

LruCache.prototype.prune = function() {
  var node = this.list.pop()
  if (node != null) {
    delete this.map[node.key]
    this.capacity++
  }
}


function DoublyLinkedList() {
  this.firstNode = null
  this.lastNode = null
}

DoublyLinkedList.prototype.moveToFront = function(node) {
  if (this.firstNode == node) return

  this.remove(node)

  if (this.firstNode == null) {
    this.firstNode = node
    this.lastNode = node
    node.prev = null
    node.next = null
  } else {
    node.prev = null
    node.next = this.firstNode
    node.next.prev = node
    this.firstNode = node
  }
}

DoublyLinkedList.prototype.pop = function() {
  var lastNode = this.lastNode
  if (lastNode != null) {
    this.remove(lastNode)
  }
  return lastNode
}

DoublyLinkedList.prototype.remove = function(node) {
  if (this.firstNode == node) {
    this.firstNode = node.next
  } else if (node.prev != null) {
    node.prev.next = node.next
  }
  if (this.lastNode == node) {
    this.lastNode = node.prev
  } else if (node.next != null) {
    node.next.prev = node.prev
  }
}


function DoublyLinkedNode(key, val) {
  this.key = key
  this.val = val
  this.prev = null
  this.next = null
}


/***/ }),

/***/ 153:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ym: () => (/* binding */ MIN_MASKED_LENGTH),
  nk: () => (/* binding */ maskerOf),
  Mp: () => (/* binding */ tooShortToMask)
});

;// CONCATENATED MODULE: ./src/secret-forms.ts
// Finds a secret in a text in every form it took on the way out, for masker.ts.
/**
 * Where a secret is in a text, in whatever form it took on the way out: a server echoes what it was sent
 * percent-encoded (`Cannot GET /items?t=p%40ss`), JSON-escaped (once, or JSON within JSON), HTML- or XML-escaped, in
 * base64 (alone, or inside `user:password` of Basic auth), form-encoded (`+` for a space), or cut by a line break.
 *
 * Rather than spell out every form (a pattern of every encoding of every character grows with the secret and with
 * each encoding), the text is decoded into bytes that each remember the span of the text they came from, one kind of
 * escape at a time (percent, JSON, HTML/XML; up to three layers, any order: `\\"` in JSON within JSON, `%2540`
 * encoded twice, JSON within HTML); line breaks are dropped. The secret's bytes and its base64 are looked for in the
 * text and in each decoding, and a match is the span of the text it came from. One kind a layer, because the kinds
 * read each other's characters (`\f&quot;` is a JSON escape and an HTML one); each layer is read as its encoder wrote
 * it, from the start of the text. A leaf module.
 */
/** How many layers of escapes are decoded at most: an escape of an escape of an escape, and no deeper. */
const DECODINGS = 3;
/** What a secret looks like decoded: as written without line breaks, with `+` for a space, and its base64. */
function secretForms(secret) {
    const plain = withoutBreaks(secret);
    return [...new Set([plain, plain.replace(/ /g, '+'), ...base64Cores(secret)])].filter((form) => form.length > 0);
}
/** The text without its line breaks, as it is searched. */
function withoutBreaks(text) {
    return text.replace(/[\r\n]/g, '');
}
/** Returns the spans of the text (start, end) where one of the forms is, in the text as it is or decoded. */
function spansOf(text, forms) {
    const spans = [];
    if (!/[%\\&\r\n]/.test(text)) {
        // Nothing to decode and no line break: the forms as they are (the common case, without a copy of the text).
        for (const form of forms) {
            for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1))
                spans.push([at, at + form.length]);
        }
        return spans;
    }
    const needles = forms.map((form) => Buffer.from(form, 'utf8'));
    const layers = [{ decoded: asBytes(text), depth: 0 }];
    for (let layer = layers.pop(); layer !== undefined; layer = layers.pop()) {
        const { decoded, depth } = layer;
        for (const form of needles) {
            for (let at = decoded.bytes.indexOf(form); at !== -1; at = decoded.bytes.indexOf(form, at + 1)) {
                spans.push([decoded.start[at], decoded.end[at + form.length - 1]]);
            }
        }
        if (depth === DECODINGS)
            continue;
        for (const escape of ESCAPES) {
            const next = decodeOnce(decoded, escape);
            if (next)
                layers.push({ decoded: next, depth: depth + 1 });
        }
    }
    return spans;
}
/** The text as UTF-8 bytes, each with the span of its character; line breaks left out. */
function asBytes(text) {
    const decoded = { bytes: Buffer.alloc(0), start: [], end: [] };
    const bytes = [];
    let index = 0;
    for (const character of text) {
        const next = index + character.length;
        if (character !== '\n' && character !== '\r') {
            for (const byte of Buffer.from(character, 'utf8')) {
                bytes.push(byte);
                decoded.start.push(index);
                decoded.end.push(next);
            }
        }
        index = next;
    }
    decoded.bytes = Buffer.from(bytes);
    return decoded;
}
const JSON_ESCAPES = {
    '"': '"',
    '\\': '\\',
    '/': '/',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
};
const NAMED_REFERENCES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** `%XX`: a byte. */
const percent = (text, at) => {
    const match = /^%([0-9a-fA-F]{2})/.exec(text.slice(at, at + 3));
    return match ? [[parseInt(match[1], 16)], 3] : undefined;
};
/** `\uXXXX` (a surrogate pair as one), `\"` and the other escapes of a JSON string. */
const json = (text, at) => {
    const rest = text.slice(at, at + 12);
    let match = /^\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})/i.exec(rest);
    if (match)
        return [utf8(String.fromCharCode(parseInt(match[1], 16), parseInt(match[2], 16))), 12];
    match = /^\\u([0-9a-fA-F]{4})/.exec(rest);
    if (match)
        return [utf8(String.fromCharCode(parseInt(match[1], 16))), 6];
    match = /^\\(["\\/bfnrt])/.exec(rest);
    return match ? [utf8(JSON_ESCAPES[match[1]]), 2] : undefined;
};
/** `&lt;` and the other named references of XML, `&#60;`, `&#x3C;`. */
const markup = (text, at) => {
    const match = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/.exec(text.slice(at, at + 12));
    if (!match)
        return undefined;
    if (match[3])
        return [utf8(NAMED_REFERENCES[match[3]]), match[0].length];
    const code = match[1] ? Number(match[1]) : parseInt(match[2], 16);
    return code <= 0x10ffff ? [utf8(String.fromCodePoint(code)), match[0].length] : undefined;
};
const ESCAPES = [percent, json, markup];
/** Decodes every escape of one kind once; undefined when there is none. A line break decoded is dropped. */
function decodeOnce(input, escape) {
    const output = { bytes: Buffer.alloc(0), start: [], end: [] };
    const bytes = [];
    const text = input.bytes.toString('latin1');
    let decodedAny = false;
    for (let at = 0; at < text.length;) {
        const found = escape(text, at);
        decodedAny ||= found !== undefined;
        const [value, length] = found ?? [[input.bytes[at]], 1];
        const start = input.start[at];
        const end = input.end[at + length - 1];
        for (const byte of value) {
            if (byte === 0x0a || byte === 0x0d)
                continue;
            bytes.push(byte);
            output.start.push(start);
            output.end.push(end);
        }
        at += length;
    }
    if (!decodedAny)
        return undefined;
    output.bytes = Buffer.from(bytes);
    return output;
}
function utf8(text) {
    return [...Buffer.from(text, 'utf8')];
}
/**
 * Returns the base64 characters that the secret's bytes alone decide, at each of the three places it can start in
 * a base64 text (after 0, 1 or 2 bytes of something else, e.g. `user:`), in both alphabets (`+/` and `-_`).
 */
function base64Cores(secret) {
    const bytes = Buffer.from(secret, 'utf8');
    const cores = [];
    for (const offset of [0, 1, 2]) {
        const text = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(2)]).toString('base64');
        // A base64 character holds 6 bits: those wholly inside the secret's bits depend on nothing else.
        const core = text.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
        cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return cores;
}

;// CONCATENATED MODULE: ./src/masker.ts
// maskerOf(values): the one way a secret is hidden in text, in every form it takes on the way out.

/**
 * Secrets shorter than this are not masked. Masking a one-character secret (`API_TOKEN=o`) would replace that letter
 * in every text, and still hide nothing worth hiding; GitHub's masker has the same problem, so such a value is not
 * given to it either. Whoever registers secrets warns about the short ones, naming them (see `tooShortToMask`).
 */
const MIN_MASKED_LENGTH = 4;
/** Returns whether a secret is too short to be masked safely (see MIN_MASKED_LENGTH); an empty value is no secret. */
function tooShortToMask(secret) {
    return secret.length > 0 && withoutBreaks(secret).length < MIN_MASKED_LENGTH;
}
/**
 * Returns a function that replaces each of the secrets in a text with `***`, in every form it can take on the way out
 * (as written, percent-encoded, JSON-, HTML- or XML-escaped, base64 alone or within `user:password`, cut by a line
 * break: secret-forms.ts). Every stage that handles a secret (the schema fetch's headers, the load test's `${NAME}`
 * values) masks with it, before anything reaches a log or a file. Secrets too short to mask safely are left out.
 */
function maskerOf(secrets) {
    const forms = [...new Set(secrets)]
        .filter((secret) => withoutBreaks(secret).length >= MIN_MASKED_LENGTH)
        .flatMap((secret) => secretForms(secret));
    if (forms.length === 0)
        return (text) => text;
    const maskOnce = (text) => replaceSpans(text, spansOf(text, forms));
    // Again until nothing changes: a secret of `*` can be made whole again by the `***` put in its place.
    return (text) => {
        let result = text;
        for (let before = ''; result !== before;)
            [before, result] = [result, maskOnce(result)];
        return result;
    };
}
/** Returns the text with each span, overlapping ones merged, replaced by `***`. */
function replaceSpans(text, spans) {
    if (spans.length === 0)
        return text;
    spans.sort((a, b) => a[0] - b[0]);
    let result = '';
    let from = 0;
    for (const [start, end] of spans) {
        if (end <= from)
            continue;
        result += start >= from ? `${text.slice(from, start)}***` : '';
        from = end;
    }
    return result + text.slice(from);
}


/***/ }),

/***/ 22543:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ presignedPut),
/* harmony export */   T: () => (/* binding */ s3Call)
/* harmony export */ });
/* harmony import */ var aws4__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88832);
/* harmony import */ var aws4__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(aws4__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _masker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(153);
// One request to an S3-compatible bucket, signed with SigV4 by aws4, and what a failed one says.


/** How long one request may take: a report file is small; a stalled endpoint must not hold the job. */
const REQUEST_TIMEOUT_MS = 60_000;
/**
 * Returns the response to the call, signed with the access's credentials: path-style to an endpoint
 * (`AWS_ENDPOINT_URL`: MinIO, R2, GCS), virtual-hosted to AWS. Throws an Error that names no credential on a
 * network failure or a status that is not 2xx.
 */
async function s3Call(access, call) {
    const encodedKey = call.key.split('/').map(encodeURIComponent).join('/');
    const query = new URLSearchParams(call.query ?? {}).toString();
    const endpoint = access.endpoint;
    // A bucket with a dot breaks the TLS name of a virtual host (*.s3.amazonaws.com): AWS takes it path-style too.
    const pathStyle = endpoint !== undefined || call.bucket.includes('.');
    const host = endpoint ? endpoint.host : `${pathStyle ? '' : `${call.bucket}.`}s3.${access.region}.amazonaws.com`;
    const base = pathStyle ? `${endpoint ? endpoint.pathname.replace(/\/$/, '') : ''}/${call.bucket}` : '';
    const path = `${base}/${encodedKey}${query ? `?${query}` : ''}`;
    const headers = {};
    if (call.body)
        headers['content-type'] = call.contentType ?? 'application/octet-stream';
    const signed = aws4__WEBPACK_IMPORTED_MODULE_0___default().sign({ host, path, method: call.method, service: 's3', region: access.region, headers, body: call.body }, {
        accessKeyId: access.accessKeyId,
        secretAccessKey: access.secretAccessKey,
        ...(access.sessionToken ? { sessionToken: access.sessionToken } : {}),
    });
    const protocol = endpoint ? endpoint.protocol : 'https:';
    const secrets = [access.secretAccessKey, access.sessionToken].filter((value) => !!value);
    return send(`${protocol}//${host}${path}`, call.method, signed.headers, call.body, secrets);
}
/** Returns the response body to a PUT of `body` to a presigned URL; throws as s3Call does. */
async function presignedPut(url, body, contentType) {
    return send(url, 'PUT', { 'content-type': contentType }, body, []);
}
/** Sends the request; returns the body of a 2xx answer, else throws with the status and the service's own code. */
async function send(url, method, headers, body, secrets) {
    let response;
    try {
        response = await fetch(url, {
            method,
            headers,
            body: body ? new Uint8Array(body) : undefined,
            redirect: 'manual',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
    }
    catch (error) {
        const cause = error.cause;
        const why = cause?.code ?? cause?.message ?? error.message;
        throw new Error(`no answer (${(0,_masker_js__WEBPACK_IMPORTED_MODULE_1__/* .maskerOf */ .nk)(secrets)(why)})`);
    }
    const answer = Buffer.from(await response.arrayBuffer());
    if (response.ok)
        return answer;
    throw new Error(`${response.status} ${(0,_masker_js__WEBPACK_IMPORTED_MODULE_1__/* .maskerOf */ .nk)(secrets)(serviceError(answer.toString('utf8')))}`.trim());
}
/** Returns the `<Code>` and `<Message>` of an S3 error body (never its StringToSign or CanonicalRequest), or ''. */
function serviceError(xml) {
    const element = (name) => new RegExp(`<${name}>([^<]{0,300})</${name}>`).exec(xml)?.[1]?.trim();
    const code = element('Code');
    const message = element('Message');
    return [code, message].filter(Boolean).join(': ');
}


/***/ })

};
