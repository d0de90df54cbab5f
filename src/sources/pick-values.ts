// Picks a source's values out of its body with its JSONPath, or says why it has none.
import { query, type JsonValue } from 'jsonpath-rfc9535';
import { deepNestingPosition } from '../bracket-nesting.js';
import type { SourcedValue } from '../loadtest/types.js';
import { MAX_NESTING } from '../schema/nesting.js';
import { MAX_SOURCE_VALUES, type PickedValue } from '../vocabulary/data-source.js';

/** What a source's body yields: its values, or why it has none. */
export interface Picked {
  values?: PickedValue[];
  /** The body is not JSON, carries GraphQL `errors`, or nests deeper than a walker may recurse. */
  problem?: 'not JSON' | 'GraphQL errors' | 'nested too deep';
}

/** Returns the values `pick` selects in a body: the strings, numbers and booleans, at most MAX_SOURCE_VALUES. */
export function pickValues(body: string, sourced: SourcedValue): Picked {
  // The JSONPath evaluator recurses into the body (`$..id`): a hostile depth is refused before it walks it.
  if (deepNestingPosition(body, MAX_NESTING)) return { problem: 'nested too deep' };
  let json: JsonValue;
  try {
    json = JSON.parse(body) as JsonValue;
  } catch {
    return { problem: 'not JSON' };
  }
  if (sourced.source.graphql && hasErrors(json)) return { problem: 'GraphQL errors' };
  const values: PickedValue[] = [];
  for (const match of query(json, sourced.source.pick) as unknown[]) {
    if (typeof match === 'string' || typeof match === 'boolean' || (typeof match === 'number' && isFinite(match)))
      values.push(match);
    if (values.length === MAX_SOURCE_VALUES) break;
  }
  return { values };
}

function hasErrors(json: unknown): boolean {
  const errors = (json as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.length > 0 : errors !== undefined && errors !== null;
}
