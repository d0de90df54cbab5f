// A scenario's `stream:` read into its StreamSettings, with the defaults of what is not written (docs/streams.md).
import type { Segments } from '../../json-schema-messages.js';
import { DEFAULT_STALL_MS, type StreamMode, type StreamProtocol } from '../../vocabulary/streams.js';
import { parseTimeMs } from '../../vocabulary/units.js';
import { defaultStreamMode } from './stream-findings.js';
import type { StreamSettings } from '../types.js';
import type { Locate } from '../parse/raw-request.js';

/** `stream:` as the JSON Schema and stream-findings.ts let it through. */
export interface RawStream {
  protocol?: StreamProtocol;
  mode?: StreamMode;
  stall?: string;
  reconnect?: boolean;
  send?: Array<string | Record<string, unknown>>;
  until?: string;
}

/**
 * Returns the stream settings of a valid `stream:` written at `at`, of a scenario sending `method` with a body or not:
 * protocol `sse`, mode `hold` for a GET without a body (else `request`), stall DEFAULT_STALL_MS and reconnect true
 * when not written; each message of `send` a string, a mapping as its JSON.
 */
export function toStream(
  raw: RawStream,
  method: string,
  hasBody: boolean,
  at: Segments,
  locate: Locate,
): StreamSettings {
  return {
    protocol: raw.protocol ?? 'sse',
    mode: raw.mode ?? defaultStreamMode(method, hasBody),
    stallMs: (raw.stall !== undefined ? parseTimeMs(raw.stall) : undefined) ?? DEFAULT_STALL_MS,
    reconnect: raw.reconnect ?? true,
    ...(raw.send && {
      send: raw.send.map((message) => (typeof message === 'string' ? message : JSON.stringify(message))),
    }),
    ...(raw.until !== undefined && { until: raw.until }),
    line: locate(at, 'key').line,
  };
}
