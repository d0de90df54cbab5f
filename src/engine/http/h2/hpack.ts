// HPACK (RFC 7541): the decoder of the server's header blocks, and the encoding of the requests' header blocks.
import { table } from 'hpack.js/lib/hpack/static-table.js';
import { huffmanDecode } from './huffman.js';

/**
 * A header field of the static or the dynamic table; `status` is the number of a `:status` field (else 0), `length`
 * that of a `content-length` (else -1, and -2 when it is not a number).
 */
interface Field {
  readonly name: Buffer;
  readonly value: Buffer;
  /** The size the table counts for it: name and value octets plus 32 (RFC 7541 §4.1). */
  readonly size: number;
  readonly status: number;
  readonly length: number;
}

const STATUS = Buffer.from(':status');
const CONTENT_LENGTH = Buffer.from('content-length');
const STATIC: readonly Field[] = table.map(({ name, value }) => field(Buffer.from(name), Buffer.from(value)));

function field(name: Buffer, value: Buffer): Field {
  const status = name.equals(STATUS) && /^\d{3}$/.test(value.toString('latin1')) ? Number(value.toString('latin1')) : 0;
  const length = name.equals(CONTENT_LENGTH)
    ? /^\d{1,15}$/.test(value.toString('latin1'))
      ? Number(value.toString('latin1'))
      : -2
    : -1;
  return { name, value, size: name.length + value.length + 32, status, length };
}

/** Whether a literal's value is read even when nobody asked for the headers: the fields the client itself needs. */
const needsValue = (name: Buffer): boolean => name.equals(STATUS) || name.equals(CONTENT_LENGTH);

/** The header table size the client announces (SETTINGS_HEADER_TABLE_SIZE's default): the decoder's bound. */
const HEADER_TABLE_SIZE = 4096;

/**
 * The decoder of one connection's response header blocks, with its dynamic table, which every block changes in
 * order: a block is decoded even when nobody waits for it (a stream cancelled), or the next ones would be misread.
 * It reads `:status` and, only when asked, the other fields as undici gives them (`[name, value, …]`, pseudo-headers
 * left out); values nobody reads and no table keeps are skipped undecoded.
 */
export class HpackDecoder {
  /** The dynamic table, the newest field last. */
  private readonly fields: Field[] = [];
  private size = 0;
  private maxSize = HEADER_TABLE_SIZE;
  private position = 0;
  private source: Buffer = Buffer.alloc(0);
  /** The `content-length` of the last block decoded: -1 without one, -2 when it is not a number. */
  contentLength = -1;

  /**
   * Returns the `:status` of the block `source[start, end)` (0 when it has none), pushing its other fields onto
   * `headers` when given; -1 when the block is not valid HPACK (a COMPRESSION_ERROR of the whole connection).
   */
  decode(source: Buffer, start: number, end: number, headers: Buffer[] | null): number {
    this.source = source;
    this.position = start;
    this.contentLength = -1;
    let status = 0;
    while (this.position < end) {
      const first = source[this.position]!;
      let found: Field | null;
      if (first & 0x80) {
        found = this.indexed(this.integer(7, end));
      } else if (first & 0x40) {
        found = this.literal(6, end, true, true);
        if (found !== null) this.insert(found);
      } else if (first & 0x20) {
        const size = this.integer(5, end);
        if (size < 0 || size > HEADER_TABLE_SIZE) return -1;
        this.maxSize = size;
        this.evict(0);
        continue;
      } else found = this.literal(4, end, false, headers !== null);
      if (found === null) return -1;
      if (found.status !== 0) {
        status = found.status;
        continue;
      }
      if (found.length !== -1) this.contentLength = found.length;
      if (headers !== null && found.name[0] !== 0x3a) headers.push(found.name, found.value);
    }
    return this.position === end ? status : -1;
  }

  /** Returns the field at `index` of the static table then the dynamic one, newest first; null when there is none. */
  private indexed(index: number): Field | null {
    if (index <= 0) return null;
    if (index <= STATIC.length) return STATIC[index - 1]!;
    return this.fields[this.fields.length - (index - STATIC.length)] ?? null;
  }

  /**
   * Reads a literal field whose name index has a `prefix`-bit prefix; its value is decoded only when `keep` (a field
   * for the table or the caller) or when it is a `:status`.
   */
  private literal(prefix: number, end: number, indexing: boolean, keep: boolean): Field | null {
    const index = this.integer(prefix, end);
    const name = index === 0 ? this.string(end, true) : this.indexed(index)?.name;
    if (name === undefined || name === null) return null;
    const value = this.string(end, keep || indexing || needsValue(name));
    if (value === null) return null;
    return field(name, value);
  }

  /** Reads an integer with a `prefix`-bit prefix (RFC 7541 §5.1); -1 when it is cut or too large. */
  private integer(prefix: number, end: number): number {
    const source = this.source;
    const limit = (1 << prefix) - 1;
    let value = source[this.position++]! & limit;
    if (value < limit) return value;
    for (let shift = 0; shift <= 21; shift += 7) {
      if (this.position >= end) return -1;
      const byte = source[this.position++]!;
      value += (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    return -1;
  }

  /**
   * Reads a string literal (RFC 7541 §5.2): its octets when `decoded`, else an empty Buffer past it; null if invalid.
   */
  private string(end: number, decoded: boolean): Buffer | null {
    if (this.position >= end) return null;
    const huffman = (this.source[this.position]! & 0x80) !== 0;
    const length = this.integer(7, end);
    const start = this.position;
    if (length < 0 || start + length > end) return null;
    this.position = start + length;
    if (!decoded) return EMPTY;
    return huffman
      ? huffmanDecode(this.source, start, start + length)
      : Buffer.from(this.source.subarray(start, start + length));
  }

  private insert(added: Field): void {
    this.evict(added.size);
    // A field larger than the whole table empties it and is not kept (RFC 7541 §4.4).
    if (added.size > this.maxSize) return;
    this.fields.push(added);
    this.size += added.size;
  }

  /** Drops the oldest fields until `room` more octets fit. */
  private evict(room: number): void {
    while (this.fields.length > 0 && this.size + room > this.maxSize) this.size -= this.fields.shift()!.size;
  }
}

const EMPTY = Buffer.alloc(0);

/** Headers HTTP/2 forbids or says otherwise (RFC 9113 §8.2.2): never sent; `host` becomes `:authority`. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);
/** A header name as HTTP allows it (a token), and a value without control characters but tab. */
const TOKEN = /^[\^_\x60a-zA-Z\-0-9!#$%&'*+.|~]+$/;
const VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Returns the header block of a request: the pseudo-headers, then `headers` lower-cased, each a literal never added
 * to the server's table (RFC 7541 §6.2.2), so that blocks are built once and sent on any stream as they are; a `host`
 * header becomes `:authority`, the connection headers HTTP/2 forbids are left out, `te` is kept only as `trailers`.
 * Returns a string naming the header when one is not valid HTTP.
 */
export function requestBlock(
  method: string,
  scheme: 'http' | 'https',
  authority: string,
  path: string,
  headers: readonly string[],
  contentLength: number | null,
): Buffer | string {
  const parts: number[] = [];
  for (let index = 0; index + 1 < headers.length; index += 2) {
    const name = headers[index]!.toLowerCase();
    if (name === 'host') authority = headers[index + 1]!;
  }
  if (method === 'GET') parts.push(0x82);
  else if (method === 'POST') parts.push(0x83);
  else literal(parts, 2, '', method);
  parts.push(scheme === 'https' ? 0x87 : 0x86);
  literal(parts, 1, '', authority);
  if (path === '/') parts.push(0x84);
  else literal(parts, 4, '', path);
  for (let index = 0; index + 1 < headers.length; index += 2) {
    const name = headers[index]!;
    const value = headers[index + 1]!;
    if (!TOKEN.test(name)) return `header name ${JSON.stringify(name)}`;
    if (!VALUE.test(value)) return `the value of header ${name}`;
    const lower = name.toLowerCase();
    if (CONNECTION_HEADERS.has(lower) || (lower === 'te' && value.trim().toLowerCase() !== 'trailers')) continue;
    literal(parts, 0, lower, value);
  }
  if (contentLength !== null) literal(parts, 28, '', String(contentLength));
  return Buffer.from(parts);
}

/** Appends a literal field without indexing (RFC 7541 §6.2.2): name by static `index`, or `name` when 0. */
function literal(parts: number[], index: number, name: string, value: string): void {
  integer(parts, 0x00, 4, index);
  if (index === 0) octets(parts, name);
  octets(parts, value);
}

function octets(parts: number[], text: string): void {
  const bytes = Buffer.from(text, 'latin1');
  integer(parts, 0x00, 7, bytes.length);
  for (const byte of bytes) parts.push(byte);
}

/** Appends `value` with a `prefix`-bit prefix after the bits `high` (RFC 7541 §5.1). */
function integer(parts: number[], high: number, prefix: number, value: number): void {
  const limit = (1 << prefix) - 1;
  if (value < limit) {
    parts.push(high | value);
    return;
  }
  parts.push(high | limit);
  value -= limit;
  while (value >= 0x80) {
    parts.push((value & 0x7f) | 0x80);
    value >>>= 7;
  }
  parts.push(value);
}
