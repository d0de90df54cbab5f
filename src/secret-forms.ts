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

/** A text decoded: its bytes, and for each, the span of the original text it came from. */
interface Decoded {
  bytes: Buffer;
  start: number[];
  end: number[];
}

/** How many layers of escapes are decoded at most: an escape of an escape of an escape, and no deeper. */
const DECODINGS = 3;

/** What a secret looks like decoded: as written without line breaks, with `+` for a space, and its base64. */
export function secretForms(secret: string): string[] {
  const plain = withoutBreaks(secret);
  return [...new Set([plain, plain.replace(/ /g, '+'), ...base64Cores(secret)])].filter((form) => form.length > 0);
}

/** The text without its line breaks, as it is searched. */
export function withoutBreaks(text: string): string {
  return text.replace(/[\r\n]/g, '');
}

/** Returns the spans of the text (start, end) where one of the forms is, in the text as it is or decoded. */
export function spansOf(text: string, forms: readonly string[]): [number, number][] {
  const spans: [number, number][] = [];
  if (!/[%\\&\r\n]/.test(text)) {
    // Nothing to decode and no line break: the forms as they are (the common case, without a copy of the text).
    for (const form of forms) {
      for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) spans.push([at, at + form.length]);
    }
    return spans;
  }
  const needles = forms.map((form) => Buffer.from(form, 'utf8'));
  const layers: { decoded: Decoded; depth: number }[] = [{ decoded: asBytes(text), depth: 0 }];
  for (let layer = layers.pop(); layer !== undefined; layer = layers.pop()) {
    const { decoded, depth } = layer;
    for (const form of needles) {
      for (let at = decoded.bytes.indexOf(form); at !== -1; at = decoded.bytes.indexOf(form, at + 1)) {
        spans.push([decoded.start[at]!, decoded.end[at + form.length - 1]!]);
      }
    }
    if (depth === DECODINGS) continue;
    for (const escape of ESCAPES) {
      const next = decodeOnce(decoded, escape);
      if (next) layers.push({ decoded: next, depth: depth + 1 });
    }
  }
  return spans;
}

/** The text as UTF-8 bytes, each with the span of its character; line breaks left out. */
function asBytes(text: string): Decoded {
  const decoded: Decoded = { bytes: Buffer.alloc(0), start: [], end: [] };
  const bytes: number[] = [];
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

/** Returns the bytes an escape at `at` stands for and its length, or undefined when none of its kind starts there. */
type Escape = (text: string, at: number) => [number[], number] | undefined;

const JSON_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const NAMED_REFERENCES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** `%XX`: a byte. */
const percent: Escape = (text, at) => {
  const match = /^%([0-9a-fA-F]{2})/.exec(text.slice(at, at + 3));
  return match ? [[parseInt(match[1]!, 16)], 3] : undefined;
};

/** `\uXXXX` (a surrogate pair as one), `\"` and the other escapes of a JSON string. */
const json: Escape = (text, at) => {
  const rest = text.slice(at, at + 12);
  let match = /^\\u(d[89ab][0-9a-f]{2})\\u(d[c-f][0-9a-f]{2})/i.exec(rest);
  if (match) return [utf8(String.fromCharCode(parseInt(match[1]!, 16), parseInt(match[2]!, 16))), 12];
  match = /^\\u([0-9a-fA-F]{4})/.exec(rest);
  if (match) return [utf8(String.fromCharCode(parseInt(match[1]!, 16))), 6];
  match = /^\\(["\\/bfnrt])/.exec(rest);
  return match ? [utf8(JSON_ESCAPES[match[1]!]!), 2] : undefined;
};

/** `&lt;` and the other named references of XML, `&#60;`, `&#x3C;`. */
const markup: Escape = (text, at) => {
  const match = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/.exec(text.slice(at, at + 12));
  if (!match) return undefined;
  if (match[3]) return [utf8(NAMED_REFERENCES[match[3]]!), match[0].length];
  const code = match[1] ? Number(match[1]) : parseInt(match[2]!, 16);
  return code <= 0x10ffff ? [utf8(String.fromCodePoint(code)), match[0].length] : undefined;
};

const ESCAPES: readonly Escape[] = [percent, json, markup];

/** Decodes every escape of one kind once; undefined when there is none. A line break decoded is dropped. */
function decodeOnce(input: Decoded, escape: Escape): Decoded | undefined {
  const output: Decoded = { bytes: Buffer.alloc(0), start: [], end: [] };
  const bytes: number[] = [];
  const text = input.bytes.toString('latin1');
  let decodedAny = false;
  for (let at = 0; at < text.length;) {
    const found = escape(text, at);
    decodedAny ||= found !== undefined;
    const [value, length] = found ?? [[input.bytes[at]!], 1];
    const start = input.start[at]!;
    const end = input.end[at + length - 1]!;
    for (const byte of value) {
      if (byte === 0x0a || byte === 0x0d) continue;
      bytes.push(byte);
      output.start.push(start);
      output.end.push(end);
    }
    at += length;
  }
  if (!decodedAny) return undefined;
  output.bytes = Buffer.from(bytes);
  return output;
}

function utf8(text: string): number[] {
  return [...Buffer.from(text, 'utf8')];
}

/**
 * Returns the base64 characters that the secret's bytes alone decide, at each of the three places it can start in
 * a base64 text (after 0, 1 or 2 bytes of something else, e.g. `user:`), in both alphabets (`+/` and `-_`).
 */
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores: string[] = [];
  for (const offset of [0, 1, 2]) {
    const text = Buffer.concat([Buffer.alloc(offset), bytes, Buffer.alloc(2)]).toString('base64');
    // A base64 character holds 6 bits: those wholly inside the secret's bits depend on nothing else.
    const core = text.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
    cores.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return cores;
}
