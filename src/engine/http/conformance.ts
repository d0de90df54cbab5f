// Checks a sample of a scenario's responses against the response contract of the API schema (docs/results.md#conformance).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ResponseContract } from '../../schema/response-contract.js';
import { declaredStatuses } from '../../schema/response-contract.js';
import { parse, PASSED } from './body-checks.js';
import { STATUS_CODES } from '../error-category.js';

/** Every one of a scenario's first CHECK_FIRST ok responses is checked… @internal Exported for the tests. */
export const CHECK_FIRST = 20;
/** …and after them one in CHECK_EVERY: the 100th, 200th… ok response. @internal Exported for the tests. */
export const CHECK_EVERY = 100;

/** The failures of a checked response (PASSED when none). */
const UNDECLARED = 0;
const NOT_JSON = 1;
const MISMATCH = 2;

/** In the table by status: the status is declared, its body not checked; else the index of its validator. */
const NO_BODY = -1;
const NOT_DECLARED = -2;

/** One ajv per dialect, made on first use: the compiled validators hold their code, not the instance. */
let draft07: Ajv | undefined;
let draft2020: Ajv2020 | undefined;
const OPTIONS = {
  strict: false,
  allErrors: false,
  validateFormats: false,
  validateSchema: false,
  logger: false,
  code: { optimize: false },
} as const;

/**
 * A scenario's response contract, compiled once and shared by its virtual users (not per user, nor per request).
 * Which ok responses are checked is one counter: the first CHECK_FIRST, then one in CHECK_EVERY, across the users,
 * so that the engine's cost per request stays within 2% (bench/engine.mjs measures it); only a response to be
 * checked has its body kept (up to CHECKED_BODY_BYTES, as expect.json reads it). A checked response fails when its
 * status is not one the operation declares (`default` declares any), or when the declared status has a JSON body
 * and the body does not parse or does not match its schema. A body too long to keep whole is not checked.
 *
 * Like BodyChecks, a failure is a number; only a response kept as a sample is described in words (`describe`),
 * from ajv's first error: its place in the body and its keyword, never the server's values.
 */
export class Conformance {
  /** Ok responses seen, and those checked and failed. */
  seen = 0;
  checked = 0;
  failed = 0;
  private countdown = CHECK_EVERY - CHECK_FIRST;
  private readonly byStatus = new Int16Array(STATUS_CODES);
  private readonly validators: Array<ValidateFunction | undefined> = [];
  private readonly json: boolean[] = [];
  /** The first error of the last failed body, read only by describe. */
  private lastError: ErrorObject | undefined;

  /** Throws when a schema cannot be compiled: the scenario then starts without it (see conformanceOf). */
  constructor(private readonly contract: ResponseContract) {
    const ajv = contract.dialect === '2020-12' ? (draft2020 ??= new Ajv2020(OPTIONS)) : (draft07 ??= new Ajv(OPTIONS));
    const entries = Object.entries(contract.statuses);
    const indexOf = new Map<string, number>();
    entries.forEach(([status, declared], index) => {
      indexOf.set(status, index);
      this.json.push(declared.json);
      this.validators.push(
        declared.json && declared.schema !== undefined
          ? ajv.compile(
              typeof declared.schema === 'boolean'
                ? declared.schema
                : { ...declared.schema, $defs: { ...contract.definitions, ...(declared.schema.$defs as object) } },
            )
          : undefined,
      );
    });
    for (let status = 0; status < STATUS_CODES; status++) {
      const index =
        indexOf.get(String(status)) ?? indexOf.get(`${Math.floor(status / 100)}XX`) ?? indexOf.get('default');
      this.byStatus[status] = index === undefined ? NOT_DECLARED : this.json[index] ? index : NO_BODY;
    }
  }

  /** Returns whether the next ok response is to be checked; call once per ok response, when its head arrives. */
  sample(): boolean {
    if (++this.seen <= CHECK_FIRST) return true;
    // A countdown rather than a division on every response: the 100th, 200th… ok response is checked.
    if (--this.countdown > 0) return false;
    this.countdown = CHECK_EVERY;
    return true;
  }

  /**
   * Returns PASSED, or the failure of a sampled response, counting it: `body[0, kept)` holds its first bytes,
   * `bytes` is its whole length.
   */
  judge(status: number, body: Buffer | undefined, kept: number, bytes: number): number {
    this.checked++;
    const failure = this.firstFailure(status, body, kept, bytes);
    if (failure !== PASSED) this.failed++;
    return failure;
  }

  /** Returns the sample's sentence for a failure, without the server's values. */
  describe(failure: number, status: number): string {
    if (failure === UNDECLARED)
      return `HTTP ${status} is not a status the API schema declares (${declaredStatuses(this.contract)})`;
    if (failure === NOT_JSON) return `the body is not JSON, but the API schema declares JSON for HTTP ${status}`;
    const error = this.lastError;
    if (!error) return 'the body does not match the API schema';
    return `${jsonPath(error.instancePath)} ${error.message ?? 'does not match'} (${error.keyword}, at ${error.schemaPath})`;
  }

  private firstFailure(status: number, body: Buffer | undefined, kept: number, bytes: number): number {
    const index = this.byStatus[status]!;
    if (index === NOT_DECLARED) return UNDECLARED;
    if (index === NO_BODY || bytes > kept) return PASSED;
    const json = body === undefined ? undefined : parse(body, kept);
    if (json === undefined) return NOT_JSON;
    const validate = this.validators[index];
    if (validate === undefined || validate(json)) return PASSED;
    this.lastError = validate.errors?.[0] ?? undefined;
    return MISMATCH;
  }
}

/** Returns the contract compiled, or undefined when there is none or it cannot be compiled (a schema ajv refuses). */
export function conformanceOf(contract: ResponseContract | undefined): Conformance | undefined {
  if (!contract) return undefined;
  try {
    return new Conformance(contract);
  } catch {
    // A document's schema that ajv cannot compile (a keyword it refuses) is no reason not to run the load.
    return undefined;
  }
}

/** Returns ajv's instance path (`/data/items/0/id`) as a JSONPath (`$.data.items[0].id`). */
function jsonPath(pointer: string): string {
  if (pointer === '') return '$';
  return (
    '$' +
    pointer
      .split('/')
      .slice(1)
      .map((raw) => {
        const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
        return /^\d+$/.test(key) ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
      })
      .join('')
  );
}
