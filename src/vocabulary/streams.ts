// Streams (`stream:` in loadtool.yaml): how they are carried and held, the words the load test and results share.

/** How a stream scenario's streams are carried (docs/streams.md). */
export const STREAM_PROTOCOLS = ['sse', 'websocket', 'graphql-ws'] as const;
export type StreamProtocol = (typeof STREAM_PROTOCOLS)[number];

/** `hold`: each user keeps one stream open for the measured time; `request`: one stream per iteration, read to its end. */
export const STREAM_MODES = ['hold', 'request'] as const;
export type StreamMode = (typeof STREAM_MODES)[number];

/** The stall limit when `stream.stall` is not set: the longest a stream goes without an event before it is a fault. */
export const DEFAULT_STALL_MS = 30_000;

/** The kinds of a stream fault (error category `stream`), as results.json counts them (StreamResult.faults). */
export const STREAM_FAULTS = ['stalled', 'ended', 'silent'] as const;
export type StreamFault = (typeof STREAM_FAULTS)[number];
