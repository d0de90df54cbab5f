// The frames in what an HTTP/2 session reads: cut by reads, header blocks across CONTINUATION, sizes checked.
import type { OnReadOpts } from 'node:net';
import * as F from './frames.js';

/** What the reader hands its session: each frame's meaning, its payload read. */
export interface FrameSink {
  /** DATA of `stream`, padding taken off: `source[start, end)`, valid only during the call. */
  data(stream: number, flags: number, size: number, source: Buffer, start: number, end: number): void;
  /** A whole header block of `stream`, padding and priority taken off; `flags` are its HEADERS frame's. */
  headerBlock(stream: number, flags: number, source: Buffer, start: number, end: number): void;
  reset(stream: number, code: number): void;
  /** The server's SETTINGS (not an ACK), as identifier and value pairs. */
  settings(values: ReadonlyArray<readonly [number, number]>): void;
  /** A PING to answer, with its 8 bytes. */
  ping(payload: Buffer): void;
  goAway(lastStream: number, code: number): void;
  windowUpdate(stream: number, increment: number): void;
  /** A fault of the whole connection (RFC 9113 §5.4.1): the session ends with a GOAWAY of `code`. */
  fault(code: number, what: string): void;
  /** Whether the session ended, so that the rest of a read is dropped. */
  ended(): boolean;
}

/** The payload sizes RFC 9113 fixes (§6.4, §6.7, §6.9), by frame type; GOAWAY's is at least 8. */
const FIXED_SIZE: Record<number, number | undefined> = {
  [F.FRAME.RST_STREAM]: 4,
  [F.FRAME.PING]: 8,
  [F.FRAME.WINDOW_UPDATE]: 4,
};

const MAX_STREAM = 2 ** 31 - 1;

/** Every session's reads go into this buffer: a read is handled before the callback returns, one at a time. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);

/**
 * Splits a session's reads into frames: a frame cut by a read is kept until the rest arrives (at most a frame, as no
 * frame may be larger than the client's SETTINGS_MAX_FRAME_SIZE, the default), a header block's HEADERS and
 * CONTINUATION frames are joined, and a frame of the wrong size is a fault. The server's first frame must be its
 * SETTINGS (§3.4): anything else is a server that does not speak HTTP/2.
 */
export class FrameReader {
  private partial: Buffer | null = null;
  /** The header block being read, while CONTINUATION frames follow its HEADERS. */
  private block: Buffer[] | null = null;
  private blockStream = 0;
  private blockFlags = 0;
  private first = true;

  constructor(private readonly sink: FrameSink) {}

  /** What the socket reads into (net's `onread`): the shared buffer, each read handled at once. */
  readonly onread: OnReadOpts = {
    buffer: READ_BUFFER,
    callback: (length) => {
      if (!this.sink.ended()) this.read(READ_BUFFER, length);
      return true;
    },
  };

  /** Reads `buffer[0, length)`, valid only during the call. */
  private read(buffer: Buffer, length: number): void {
    let source = buffer;
    let end = length;
    if (this.partial !== null) {
      source = Buffer.concat([this.partial, buffer.subarray(0, length)]);
      end = source.length;
      this.partial = null;
    }
    let position = 0;
    while (end - position >= F.HEADER_LENGTH) {
      const size = (source[position]! << 16) | (source[position + 1]! << 8) | source[position + 2]!;
      const type = source[position + 3]!;
      if (this.first && (size > F.DEFAULT_MAX_FRAME_SIZE || type !== F.FRAME.SETTINGS)) {
        this.sink.fault(
          F.ERROR.PROTOCOL_ERROR,
          'an answer that is not HTTP/2: if it speaks HTTP/1.1 only, set protocol: http1',
        );
        return;
      }
      if (size > F.DEFAULT_MAX_FRAME_SIZE) {
        this.sink.fault(F.ERROR.FRAME_SIZE_ERROR, `a frame of ${size} bytes, more than the client allows`);
        return;
      }
      if (end - position < F.HEADER_LENGTH + size) break;
      this.first = false;
      const stream = source.readUInt32BE(position + 5) & MAX_STREAM;
      this.frame(type, source[position + 4]!, stream, source, position + F.HEADER_LENGTH, size);
      if (this.sink.ended()) return;
      position += F.HEADER_LENGTH + size;
    }
    if (position < end) this.partial = Buffer.from(source.subarray(position, end));
  }

  private frame(type: number, flags: number, stream: number, source: Buffer, start: number, size: number): void {
    const sink = this.sink;
    if (this.block !== null && (type !== F.FRAME.CONTINUATION || stream !== this.blockStream)) {
      sink.fault(F.ERROR.PROTOCOL_ERROR, 'a frame inside a header block');
      return;
    }
    const fixed = FIXED_SIZE[type];
    if (
      (fixed !== undefined && size !== fixed) ||
      (type === F.FRAME.GOAWAY && size < 8) ||
      (type === F.FRAME.SETTINGS && size % 6 !== 0)
    ) {
      sink.fault(F.ERROR.FRAME_SIZE_ERROR, `a frame of type ${type} with ${size} bytes`);
      return;
    }
    if (type === F.FRAME.HEADERS) {
      let from = start;
      let to = start + size;
      if (flags & F.FLAG.PADDED) to -= source[from++]!;
      if (flags & F.FLAG.PRIORITY) from += 5;
      if (from > to || stream === 0) {
        sink.fault(F.ERROR.PROTOCOL_ERROR, 'a HEADERS frame that does not fit');
        return;
      }
      this.blockStream = stream;
      this.blockFlags = flags;
      if (flags & F.FLAG.END_HEADERS) sink.headerBlock(stream, flags, source, from, to);
      else this.block = [Buffer.from(source.subarray(from, to))];
    } else if (type === F.FRAME.CONTINUATION) {
      if (this.block === null) {
        sink.fault(F.ERROR.PROTOCOL_ERROR, 'a CONTINUATION frame without HEADERS');
        return;
      }
      this.block.push(Buffer.from(source.subarray(start, start + size)));
      if (flags & F.FLAG.END_HEADERS) {
        const whole = Buffer.concat(this.block);
        this.block = null;
        sink.headerBlock(this.blockStream, this.blockFlags, whole, 0, whole.length);
      }
    } else this.other(type, flags, stream, source, start, size);
  }

  /** The frames whose payload is read here; PRIORITY and types this client does not know are ignored (§5.5). */
  private other(type: number, flags: number, stream: number, source: Buffer, start: number, size: number): void {
    const sink = this.sink;
    switch (type) {
      case F.FRAME.DATA: {
        const padding = flags & F.FLAG.PADDED ? source[start]! + 1 : 0;
        if (padding > size) sink.fault(F.ERROR.PROTOCOL_ERROR, 'a DATA frame whose padding does not fit');
        else
          sink.data(
            stream,
            flags,
            size,
            source,
            start + (padding > 0 ? 1 : 0),
            start + size - Math.max(0, padding - 1),
          );
        return;
      }
      case F.FRAME.RST_STREAM:
        sink.reset(stream, source.readUInt32BE(start));
        return;
      case F.FRAME.SETTINGS: {
        if (flags & F.FLAG.ACK) return;
        const values: Array<[number, number]> = [];
        for (let at = start; at < start + size; at += 6)
          values.push([source.readUInt16BE(at), source.readUInt32BE(at + 2)]);
        sink.settings(values);
        return;
      }
      case F.FRAME.PUSH_PROMISE:
        sink.fault(F.ERROR.PROTOCOL_ERROR, 'a PUSH_PROMISE, though push is off');
        return;
      case F.FRAME.PING:
        if (!(flags & F.FLAG.ACK)) sink.ping(Buffer.from(source.subarray(start, start + size)));
        return;
      case F.FRAME.GOAWAY:
        sink.goAway(source.readUInt32BE(start) & MAX_STREAM, source.readUInt32BE(start + 4));
        return;
      case F.FRAME.WINDOW_UPDATE:
        sink.windowUpdate(stream, source.readUInt32BE(start) & MAX_STREAM);
        return;
      default:
    }
  }
}
