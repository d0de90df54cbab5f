// A once step whose answer a flow's users share (`shared: true`): one token for all, refreshed once for all.
import type { JsonValue } from 'jsonpath-rfc9535';
import { parse } from '../http/body-checks.js';
import type { RequestValues } from '../http/request-template.js';

/** A shared answer is fetched again once this share of its `expires_in` has passed, before the server refuses it. */
const REFRESH_AT = 0.9;

/** What a user does about a shared once step: its values are in hand, it sends the step, or it waits for a sender. */
export type SharedTake = 'ready' | 'send' | 'wait';

/**
 * The answer of one `shared: true` once step (an OAuth2 client-credentials token), shared by the users of one flow
 * scenario in one process: the first user that needs it sends the step while the others wait; its extracted values
 * are then every user's. A `refreshOn` status refreshes it once for all, not once per user that got the status: only
 * a user holding the current answer invalidates it. An answer with a JSON `expires_in` (seconds, RFC 6749) is fetched
 * again once REFRESH_AT of it has passed, by the first user to start an iteration after that.
 */
export class SharedOnce {
  /** Bumped at each new answer, so that a status got with an older one refreshes nothing. */
  version = 0;
  private values: RequestValues | undefined;
  private expiresAt = Number.POSITIVE_INFINITY;
  private sending = false;
  private readonly waiting: Array<() => void> = [];

  constructor(
    /** The names the step extracts. */
    private readonly names: readonly string[],
  ) {}

  /**
   * Returns what a user does about the step at `now`: `ready` with the current answer's values put into `into`;
   * `send` when none is valid and no user is fetching it (the caller then sends the step and reports its end);
   * `wait` while another user fetches it, `wake` being called once that ends.
   */
  take(into: RequestValues, wake: () => void, now: number): SharedTake {
    const values = this.values;
    if (values !== undefined && now < this.expiresAt) {
      for (const name of this.names) {
        into.text[name] = values.text[name]!;
        into.json[name] = values.json[name];
      }
      return 'ready';
    }
    if (this.sending) {
      this.waiting.push(wake);
      return 'wait';
    }
    this.sending = true;
    return 'send';
  }

  /** Whether the user holding answer `version` should fetch it again at `now`: a newer one is there, or it expired. */
  stale(version: number, now: number): boolean {
    return version !== this.version || now >= this.expiresAt;
  }

  /**
   * Keeps the values a user's ok answer extracted (`from`), its JSON body's `expires_in` read from the first `kept`
   * bytes of `body`, and wakes the users that waited for it.
   */
  answered(from: RequestValues, body: Buffer | undefined, kept: number, now: number): void {
    const values: RequestValues = { text: {}, json: {} };
    for (const name of this.names) {
      values.text[name] = from.text[name]!;
      values.json[name] = from.json[name];
    }
    this.values = values;
    this.version++;
    const seconds = expiresIn(body, kept);
    this.expiresAt = seconds === undefined ? Number.POSITIVE_INFINITY : now + seconds * 1000 * REFRESH_AT;
    this.ended();
  }

  /** Wakes the waiting users after a failed answer: one of them sends the step again, as the sender would have. */
  failed(): void {
    this.ended();
  }

  /** Drops the answer of `version` (a later step got a refreshOn status with it); a newer one stays. */
  refresh(version: number): void {
    if (version === this.version) this.values = undefined;
  }

  private ended(): void {
    this.sending = false;
    for (const wake of this.waiting.splice(0)) wake();
  }
}

/** Returns the `expires_in` of a JSON answer, in seconds, when it is a positive number. */
function expiresIn(body: Buffer | undefined, kept: number): number | undefined {
  if (!body || kept === 0) return undefined;
  const json: JsonValue | undefined = parse(body, kept);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const value = (json as Record<string, JsonValue>).expires_in;
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
