// A request as the HTTP/2 client sends it: its HEADERS (and CONTINUATION) frames, built once, and its body.
import type { Dispatcher } from 'undici';
import { bodyBytes, headerPairs, WITH_BODY } from '../lean/request-wire.js';
import { DEFAULT_MAX_FRAME_SIZE, FLAG, FRAME, HEADER_LENGTH, writeHeader } from './frames.js';
import { requestBlock } from './hpack.js';

/** A request's frames, sent on any stream: the stream's number is written at `streamOffsets` of `headers`. */
export interface RequestFrames {
  /** HEADERS, then CONTINUATION frames when the block is larger than a frame; END_STREAM set when there is no body. */
  readonly headers: Buffer;
  readonly streamOffsets: readonly number[];
  /** The body, sent in DATA frames as the flow-control windows allow; null without one. */
  readonly body: Buffer | null;
  readonly head: boolean;
}

/**
 * Returns the frames of `options` to `authority` over `scheme`, or a sentence saying what HTTP/2 cannot carry: a
 * header that is not valid HTTP, a body that is not bytes or text, a method without a body given one.
 */
export function requestFrames(
  options: Dispatcher.DispatchOptions,
  scheme: 'http' | 'https',
  authority: string,
): RequestFrames | string {
  const { method, path } = options;
  const body = bodyBytes(options.body);
  if (body === null) return 'a body that is neither bytes nor text';
  if (body.length > 0 && !WITH_BODY.has(method)) return `a body on ${method}`;
  const headers = headerPairs(options.headers);
  if (headers === null) return 'headers that are not text';
  const sendsBody = body.length > 0 || WITH_BODY.has(method);
  const block = requestBlock(method, scheme, authority, path, headers, sendsBody ? body.length : null);
  if (typeof block === 'string') return `${block}: it is not valid HTTP`;
  const count = Math.max(1, Math.ceil(block.length / DEFAULT_MAX_FRAME_SIZE));
  const bytes = Buffer.allocUnsafe(block.length + count * HEADER_LENGTH);
  const streamOffsets: number[] = [];
  let offset = 0;
  for (let index = 0; index < count; index++) {
    const part = block.subarray(index * DEFAULT_MAX_FRAME_SIZE, (index + 1) * DEFAULT_MAX_FRAME_SIZE);
    const last = index === count - 1;
    const flags = (last ? FLAG.END_HEADERS : 0) | (index === 0 && !sendsBody ? FLAG.END_STREAM : 0);
    writeHeader(bytes, offset, part.length, index === 0 ? FRAME.HEADERS : FRAME.CONTINUATION, flags, 0);
    streamOffsets.push(offset + 5);
    part.copy(bytes, offset + HEADER_LENGTH);
    offset += HEADER_LENGTH + part.length;
  }
  return { headers: bytes, streamOffsets, body: sendsBody ? Buffer.from(body) : null, head: method === 'HEAD' };
}
