// What a stream scenario's users share (its load, figures and rules), and the words of its faults' samples.
import type { ScenarioLoad } from '../scenario-load.js';
import type { StreamRecorder } from './stream-recorder.js';
import { firstGraphqlError, hasGraphqlErrors, type GraphqlError } from '../http/graphql-errors.js';
import type { CompiledJsonPath } from '../../json-path.js';

/** The rules every user of one stream scenario follows, built once by stream-run.ts. */
export interface StreamPlan {
  load: ScenarioLoad;
  streams: StreamRecorder;
  /** `hold` mode: one stream kept for the measured time; else `request` mode: one stream per iteration. */
  hold: boolean;
  /** Hold mode: a stream that ended or failed is opened again. */
  reconnect: boolean;
  /** `stall:` the longest a stream may go without an event, and without its first one after its head. */
  stallMs: number;
  /** The stream's protocol says when it is over (GraphQL's `complete`): an end without it is an `ended` fault. */
  completes: boolean;
  /** A GraphQL subscription: an event whose JSON has a non-empty `errors` fails the stream as `graphql`. */
  graphql: boolean;
  /** SSE: a reconnect sends the last `id:` received as `Last-Event-ID`. */
  resumes: boolean;
  /** WebSocket `send:`: the messages sent once the stream is open. */
  send: readonly string[];
  /**
   * WebSocket request mode: whether a message ends the iteration (`until:`, or any message without it); undefined in
   * any other case, where the server ends the stream.
   */
  answers: ((data: string) => boolean) | undefined;
}

/** Returns whether a message answers (`until:`): its JSON has a match of the path; a message not JSON never does. */
export function answersOf(until: CompiledJsonPath | undefined): (data: string) => boolean {
  if (until === undefined) return () => true;
  return (data) => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return false;
    }
    return until(json as Parameters<CompiledJsonPath>[0]).length > 0;
  };
}

/**
 * Returns the first GraphQL error of an event's data when the data is a GraphQL response with a non-empty `errors`
 * (the message and code, or an empty object when it has neither); undefined otherwise. Only data that holds the text
 * `"errors"` is looked into.
 */
export function graphqlErrorOf(data: string): GraphqlError | undefined {
  if (!data.includes('"errors"')) return undefined;
  const body = Buffer.from(data);
  if (!hasGraphqlErrors(body, body.length)) return undefined;
  return firstGraphqlError(body, body.length, true) ?? {};
}

/** Returns `ms` in words for a sample: `3.2 s`, `250 ms`. */
function duration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms)} ms`;
}

/** Why a stream was a `stalled` fault: the events it had before the silence. */
export function stalledReason(events: number): () => string {
  return () => `stalled after ${events} event${events === 1 ? '' : 's'}`;
}

/** Why a stream was a `silent` fault. */
export function silentReason(stallMs: number): () => string {
  return () => `no event within the stall limit of ${duration(stallMs)}`;
}

/** Why a stream was an `ended` fault: closed by the server after `ms`, or cut (its connection closed mid-stream). */
export function endedReason(ms: number, cut: boolean, expected?: string): () => string {
  return () =>
    cut
      ? `cut after ${duration(ms)}: the connection closed before the stream ended`
      : `ended by the server after ${duration(ms)}${expected === undefined ? '' : ` ${expected}`}`;
}
