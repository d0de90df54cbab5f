// HTTP/2's frames (RFC 9113 §6): their types, flags, error codes and settings, and the connection's own frames.

export const FRAME = {
  DATA: 0x0,
  HEADERS: 0x1,
  PRIORITY: 0x2,
  RST_STREAM: 0x3,
  SETTINGS: 0x4,
  PUSH_PROMISE: 0x5,
  PING: 0x6,
  GOAWAY: 0x7,
  WINDOW_UPDATE: 0x8,
  CONTINUATION: 0x9,
} as const;

export const FLAG = { END_STREAM: 0x1, ACK: 0x1, END_HEADERS: 0x4, PADDED: 0x8, PRIORITY: 0x20 } as const;

export const SETTING = {
  HEADER_TABLE_SIZE: 0x1,
  ENABLE_PUSH: 0x2,
  MAX_CONCURRENT_STREAMS: 0x3,
  INITIAL_WINDOW_SIZE: 0x4,
  MAX_FRAME_SIZE: 0x5,
} as const;

/** The error codes of RFC 9113 §7, by number, for the messages of reset streams and GOAWAY. */
const ERROR_NAMES = [
  'NO_ERROR',
  'PROTOCOL_ERROR',
  'INTERNAL_ERROR',
  'FLOW_CONTROL_ERROR',
  'SETTINGS_TIMEOUT',
  'STREAM_CLOSED',
  'FRAME_SIZE_ERROR',
  'REFUSED_STREAM',
  'CANCEL',
  'COMPRESSION_ERROR',
  'CONNECT_ERROR',
  'ENHANCE_YOUR_CALM',
  'INADEQUATE_SECURITY',
  'HTTP_1_1_REQUIRED',
];

export const ERROR = { NO_ERROR: 0x0, PROTOCOL_ERROR: 0x1, FRAME_SIZE_ERROR: 0x6, CANCEL: 0x8, COMPRESSION_ERROR: 0x9 };

/** Returns the name of an HTTP/2 error code, or its number in hex when RFC 9113 has none. */
export function errorName(code: number): string {
  return ERROR_NAMES[code] ?? `0x${code.toString(16)}`;
}

/** The frame header's length (RFC 9113 §4.1), and the largest frame payload every peer takes (§4.2). */
export const HEADER_LENGTH = 9;
export const DEFAULT_MAX_FRAME_SIZE = 16_384;

/**
 * The receive window the client gives each stream and the connection: 2^30 − 1, as h2load's defaults (`-w 30 -W 30`),
 * so that no response of a load test waits for a window update; the client tops the window up at half.
 */
export const RECEIVE_WINDOW = 2 ** 30 - 1;

/** The client connection preface (RFC 9113 §3.4). */
const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1');

/** Writes a frame header at `offset` of `target`. */
export function writeHeader(
  target: Buffer,
  offset: number,
  length: number,
  type: number,
  flags: number,
  stream: number,
): void {
  target.writeUIntBE(length, offset, 3);
  target[offset + 3] = type;
  target[offset + 4] = flags;
  target.writeUInt32BE(stream, offset + 5);
}

/** Returns a whole frame of `type` with `payload`. */
export function frame(type: number, flags: number, stream: number, payload: Buffer): Buffer {
  const bytes = Buffer.allocUnsafe(HEADER_LENGTH + payload.length);
  writeHeader(bytes, 0, payload.length, type, flags, stream);
  payload.copy(bytes, HEADER_LENGTH);
  return bytes;
}

/**
 * Returns what the client writes first: the preface, its SETTINGS (no push, the receive window, the default header
 * table) and the connection's window raised to RECEIVE_WINDOW.
 */
export function prefaceBytes(): Buffer {
  const settings = Buffer.alloc(12);
  settings.writeUInt16BE(SETTING.ENABLE_PUSH, 0);
  settings.writeUInt32BE(0, 2);
  settings.writeUInt16BE(SETTING.INITIAL_WINDOW_SIZE, 6);
  settings.writeUInt32BE(RECEIVE_WINDOW, 8);
  return Buffer.concat([PREFACE, frame(FRAME.SETTINGS, 0, 0, settings), windowUpdate(0, RECEIVE_WINDOW - 65_535)]);
}

export function windowUpdate(stream: number, increment: number): Buffer {
  const payload = Buffer.allocUnsafe(4);
  payload.writeUInt32BE(increment, 0);
  return frame(FRAME.WINDOW_UPDATE, 0, stream, payload);
}

export function resetStream(stream: number, code: number): Buffer {
  const payload = Buffer.allocUnsafe(4);
  payload.writeUInt32BE(code, 0);
  return frame(FRAME.RST_STREAM, 0, stream, payload);
}

export function goAway(lastStream: number, code: number): Buffer {
  const payload = Buffer.allocUnsafe(8);
  payload.writeUInt32BE(lastStream, 0);
  payload.writeUInt32BE(code, 4);
  return frame(FRAME.GOAWAY, 0, 0, payload);
}

export const SETTINGS_ACK = frame(FRAME.SETTINGS, FLAG.ACK, 0, Buffer.alloc(0));
