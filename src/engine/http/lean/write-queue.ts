// The thread's queue of writes held while responses are being read, so that a write never delays a reading.
/** What the write queue holds: a client with a request to write. */
interface Writer {
  writePending(): void;
}

/**
 * A request sent while a response is being read is written once the event loop has read every socket that is ready
 * (setImmediate runs after the poll phase): the write, the costliest call of a request, would otherwise delay the
 * reading, and so the measured latency, of every response that arrived with this one. One queue per thread.
 */
let reading = false;
let queued: Writer[] = [];
let spare: Writer[] = [];

const writeQueued = (): void => {
  const writers = queued;
  queued = spare;
  for (const writer of writers) writer.writePending();
  writers.length = 0;
  spare = writers;
};

/** Returns whether a response is being read: a request sent now waits for `whenReadsEnd`. */
export function readingResponses(): boolean {
  return reading;
}

/** Marks the start (true) and the end (false) of the reading of a socket's bytes. */
export function setReading(value: boolean): void {
  reading = value;
}

/** Has `writer.writePending()` called once the reads that are ready have ended. */
export function whenReadsEnd(writer: Writer): void {
  if (queued.push(writer) === 1) setImmediate(writeQueued);
}
