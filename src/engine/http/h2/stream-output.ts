// What an HTTP/2 session writes: requests, bodies as the server's windows allow, control frames; one write a turn.
import type { Socket } from 'node:net';
import { DEFAULT_MAX_FRAME_SIZE, FLAG, FRAME, HEADER_LENGTH, writeHeader } from './frames.js';
import type { H2User } from './h2-user.js';

/** The windows every peer starts with (RFC 9113 §6.9.2). */
const DEFAULT_WINDOW = 65_535;

/**
 * The frames a session writes, gathered in one buffer and written by one `write` once the current turn of the event
 * loop is done (a microtask): the requests a read's responses released leave together, as h2load sends them. Bodies
 * go in DATA frames as large as the server takes, as far as the connection's and the stream's send windows allow; a
 * body the windows stop waits for the server's WINDOW_UPDATE.
 */
export class StreamOutput {
  maxFrameSize = DEFAULT_MAX_FRAME_SIZE;
  private buffer = Buffer.allocUnsafe(16 * 1024);
  private length = 0;
  private scheduled = false;
  private connectionWindow = DEFAULT_WINDOW;
  private streamWindow = DEFAULT_WINDOW;
  /** The users whose bodies wait for a window. */
  private readonly blocked = new Set<H2User>();

  constructor(private readonly socket: Socket) {}

  /** Writes `user`'s request on `stream`: its header frames, then as much of its body as the windows allow. */
  request(user: H2User, stream: number): void {
    const frames = user.frames!;
    const headers = frames.headers;
    const at = this.reserve(headers.length);
    headers.copy(this.buffer, at);
    for (const offset of frames.streamOffsets) this.buffer.writeUInt32BE(stream, at + offset);
    if (frames.body !== null) {
      user.bodySent = 0;
      user.sendWindow = this.streamWindow;
      this.pump(user);
    }
  }

  /** Writes a frame of the connection's own (SETTINGS, PING, WINDOW_UPDATE, RST_STREAM). */
  control(bytes: Buffer): void {
    bytes.copy(this.buffer, this.reserve(bytes.length));
  }

  /** The server's WINDOW_UPDATE for the connection (`stream` 0) or for `user`'s stream. */
  windowUpdate(stream: number, increment: number, user: H2User | undefined): void {
    if (stream === 0) this.connectionWindow += increment;
    else if (user !== undefined) user.sendWindow += increment;
    for (const waiting of [...this.blocked]) this.pump(waiting);
  }

  /** The server's SETTINGS_INITIAL_WINDOW_SIZE: every stream's window moves by the difference (RFC 9113 §6.9.2). */
  initialWindow(size: number, users: Iterable<H2User>): void {
    const change = size - this.streamWindow;
    this.streamWindow = size;
    for (const user of users) user.sendWindow += change;
    for (const waiting of [...this.blocked]) this.pump(waiting);
  }

  /** The request of `user` ended: the rest of its body is not sent. */
  forget(user: H2User): void {
    this.blocked.delete(user);
  }

  /** Drops what was not written: the socket is gone. */
  clear(): void {
    this.length = 0;
    this.blocked.clear();
  }

  /** Writes what was gathered, now. */
  readonly flush = (): void => {
    this.scheduled = false;
    if (this.length === 0 || this.socket.destroyed) return;
    this.socket.write(this.buffer.subarray(0, this.length));
    // The written bytes belong to the socket until they are sent: the next ones go into a new buffer.
    this.buffer = Buffer.allocUnsafe(Math.max(16 * 1024, this.length));
    this.length = 0;
  };

  /** Sends as much of `user`'s body as the windows allow, the last frame with END_STREAM. */
  private pump(user: H2User): void {
    const body = user.frames!.body!;
    for (;;) {
      const left = body.length - user.bodySent;
      const size = Math.min(left, this.maxFrameSize, user.sendWindow, this.connectionWindow);
      if (size <= 0 && left > 0) {
        this.blocked.add(user);
        return;
      }
      const last = size === left;
      const at = this.reserve(HEADER_LENGTH + size);
      writeHeader(this.buffer, at, size, FRAME.DATA, last ? FLAG.END_STREAM : 0, user.stream);
      body.copy(this.buffer, at + HEADER_LENGTH, user.bodySent, user.bodySent + size);
      user.bodySent += size;
      user.sendWindow -= size;
      this.connectionWindow -= size;
      if (last) {
        this.blocked.delete(user);
        return;
      }
    }
  }

  /** Returns where `size` more bytes go, the buffer grown when needed and the write scheduled. */
  private reserve(size: number): number {
    const at = this.length;
    if (at + size > this.buffer.length) {
      const larger = Buffer.allocUnsafe(Math.max(2 * this.buffer.length, at + size));
      this.buffer.copy(larger, 0, 0, at);
      this.buffer = larger;
    }
    this.length = at + size;
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(this.flush);
    }
    return at;
  }
}
