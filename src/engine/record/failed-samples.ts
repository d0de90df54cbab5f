// The failed responses a scenario keeps as samples: the first few of each status and category, bounded.
import { STATUS_CODES, type CategoryIndex } from '../error-category.js';
import { ERROR_CATEGORIES, type FailedSample, type HttpExchange } from '../../results/types.js';
import type { GraphqlError } from '../http/graphql-errors.js';

/** The most samples kept of one status and category: the first ones seen. */
export const SAMPLES_PER_KIND = 2;
/** The most samples kept of one scenario. */
export const SAMPLES_PER_SCENARIO = 10;
/** How much of a failed response's body a sample keeps. */
export const SAMPLE_BODY_BYTES = 300;

/**
 * The failed responses a scenario keeps as evidence for the triage: the first SAMPLES_PER_KIND of each (status,
 * category) pair, at most SAMPLES_PER_SCENARIO in all, and one per category for failures without a response
 * (status 0, empty body: a timeout, a refused connect, a reset). The virtual users ask `wants` before they copy
 * anything, and once the scenario's slots are full the answer is a single flag: sampling costs nothing after that.
 *
 * A server may echo a `${NAME}` value back (a 401 quoting the token it refused). The results are masked before
 * they are written, but masking finds whole values only: a value cut in two by the 300-byte bound would leave its
 * first part unmasked, so a text that ends with the start of a secret loses that end here.
 */
export class FailedSamples {
  /** Set once every slot is taken. */
  full = false;
  readonly samples: FailedSample[] = [];
  // Samples taken so far by status and category: index status * categories + category.
  private readonly taken = new Uint8Array(STATUS_CODES * ERROR_CATEGORIES.length);

  /** `secrets`: the values of the scenario's `${NAME}` placeholders. */
  constructor(private readonly secrets: readonly string[] = []) {}

  /** Returns whether a failed response of this status (0: none) and category would be kept. */
  wants(status: number, category: CategoryIndex): boolean {
    return (
      !this.full && this.taken[status * ERROR_CATEGORIES.length + category]! < (status === 0 ? 1 : SAMPLES_PER_KIND)
    );
  }

  /**
   * Keeps a sample when `wants` says so; `body` is the start of the response body as text, `graphql` the first
   * GraphQL error of a body that carried `errors` (its message and code), `reason` why a request
   * without a response failed (kept for category `other`, which the triage cannot explain by its category alone),
   * `check` the `expect.json` check a response of category `check` failed, `exchange` the request and response head
   * (`--http-debug`).
   */
  add(
    status: number,
    category: CategoryIndex,
    body: string,
    graphql?: GraphqlError,
    reason?: string,
    check?: string,
    exchange?: HttpExchange,
  ): void {
    if (!this.wants(status, category)) return;
    this.taken[status * ERROR_CATEGORIES.length + category]!++;
    this.samples.push({
      status,
      category: ERROR_CATEGORIES[category]!,
      body: this.withoutCutSecret(body),
      ...(graphql?.message !== undefined && { graphqlMessage: this.withoutCutSecret(graphql.message) }),
      ...(graphql?.code !== undefined && { graphqlCode: this.withoutCutSecret(graphql.code) }),
      ...(reason !== undefined && { reason: this.withoutCutSecret(reason.slice(0, SAMPLE_BODY_BYTES)) }),
      ...(check !== undefined && { check }),
      ...(exchange !== undefined && {
        exchange: {
          request: this.withoutCutSecret(exchange.request),
          response: this.withoutCutSecret(exchange.response),
        },
      }),
    });
    if (this.samples.length >= SAMPLES_PER_SCENARIO) this.full = true;
  }

  /** Returns the text without the longest end that is the start, but not the whole, of a secret. */
  private withoutCutSecret(text: string): string {
    let cut = 0;
    for (const secret of this.secrets) {
      for (let length = Math.min(secret.length - 1, text.length); length > cut; length--) {
        if (text.endsWith(secret.slice(0, length))) {
          cut = length;
          break;
        }
      }
    }
    return cut > 0 ? text.slice(0, text.length - cut) : text;
  }
}
