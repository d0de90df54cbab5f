// The response contract of an operation: the statuses its schema declares and, per status, the JSON body it documents.

/** A JSON Schema as plain data (structured-cloneable: it goes to worker threads with its scenario). */
export type JsonSchema = Record<string, unknown> | boolean;

/** What the schema documents for one declared status. */
export interface DeclaredResponse {
  /** Whether the body is declared as JSON (application/json, +json): a body that does not parse is a mismatch. */
  json: boolean;
  /** The JSON Schema the body must match; absent: any JSON (or, when `json` is false, the body is not checked). */
  schema?: JsonSchema;
}

/**
 * The responses of one operation as its schema documents them (docs/results.md#conformance): by `200`, a range `2XX`, or
 * `default` (which allows any status), each with the JSON body declared. Schemas are JSON Schema in `dialect`, every
 * `$ref` a local `#/$defs/<name>` into `definitions`. An operation's contract may share `definitions` with every
 * other operation of its document; a scenario's (forScenario) holds only the definitions it reaches.
 */
export interface ResponseContract {
  /** OpenAPI 3.1 is JSON Schema 2020-12; OpenAPI 2.0 and 3.0 (converted) and GraphQL are checked as draft-07. */
  dialect: 'draft-07' | '2020-12';
  statuses: Record<string, DeclaredResponse>;
  definitions: Record<string, JsonSchema>;
}

/** The prefix of every `$ref` in a contract's schemas. */
export const DEFINITIONS_REF = '#/$defs/';

/**
 * Returns the contract with only the definitions its schemas reach, and no body check for HEAD (which has no body):
 * what a scenario carries, small enough to be copied to every worker thread.
 */
export function forScenario(contract: ResponseContract, method: string): ResponseContract {
  const statuses: Record<string, DeclaredResponse> = {};
  for (const [status, declared] of Object.entries(contract.statuses))
    statuses[status] = method === 'HEAD' ? { json: false } : declared;
  const reached: Record<string, JsonSchema> = {};
  const stack: unknown[] = Object.values(statuses).map((declared) => declared.schema);
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      stack.push(...(value as unknown[]));
      continue;
    }
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(DEFINITIONS_REF)) {
      const name = ref.slice(DEFINITIONS_REF.length);
      if (!(name in reached) && name in contract.definitions) {
        reached[name] = contract.definitions[name]!;
        stack.push(reached[name]);
      }
    }
    stack.push(...Object.values(value as Record<string, unknown>));
  }
  return { dialect: contract.dialect, statuses, definitions: reached };
}

/** Returns the declared statuses as written for people: `200, 404, default`. */
export function declaredStatuses(contract: ResponseContract): string {
  return Object.keys(contract.statuses).join(', ');
}
