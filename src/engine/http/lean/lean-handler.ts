// The handler interface both HTTP clients call (undici's methods and two of the lean client's), and its errors.
/**
 * A request handler of the engine (RequestHandler): undici's original handler methods, which undici's Client calls
 * too, and two the lean client uses.
 */
export interface LeanHandler {
  /** Whether onHeaders needs the response's raw headers; without, they are skipped unread. */
  readonly readsHeaders: boolean;
  /** The request is about to be written; `abort` ends it with an error (the handler's timeout). */
  onConnect(abort: (error?: Error) => void): void;
  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void, statusText: string): boolean;
  /** Body bytes `chunk[start, start + length)`, valid only during the call. */
  onBody(chunk: Buffer, start: number, length: number): void;
  onComplete(trailers: string[] | null): void;
  onError(error: Error): void;
}

/** An error of the connection, with the code undici gives the same failure, so that it counts in the same category. */
export class ConnectionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectionError';
  }
}
