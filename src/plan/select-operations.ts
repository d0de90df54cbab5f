import { distance } from 'fastest-levenshtein';
import type { Problem } from '../errors.js';
import { operationShape, type ApiDescription, type Operation } from '../schema/operation.js';
import type { PerfOverrides } from '../vocabulary/perf-overrides.js';
import { PlanError } from './plan-error.js';
import { overlayOverrides } from './line-overrides.js';
import type { Scope, ScopeEntry } from './read-scope.js';

/** An operation in scope, with what the plan sets for it. */
export interface SelectedOperation {
  operation: Operation;
  /** The plan's defaults overlaid by the operation's own line. */
  overrides: PerfOverrides;
}

/** What the whole schema has, beyond the operations read for the scope: for messages about a line that matches none. */
export type SchemaIndex = Pick<ApiDescription, 'keys' | 'skipped'>;

/**
 * Returns the operations the scope names, in plan order, or every operation that is safe to repeat when the scope
 * names none. Throws a PlanError listing every line that names no operation of the API, or one already named; a
 * line that names nothing is compared with every operation of `schema` (all of `operations` when not given).
 */
export function selectOperations(
  scope: Scope,
  operations: Operation[],
  file: string,
  schema: SchemaIndex = { keys: operations.map((operation) => operation.key), skipped: [] },
): SelectedOperation[] {
  if (scope.entries.length === 0) {
    return operations
      .filter((operation) => operation.safe)
      .map((operation) => ({ operation, overrides: overlayOverrides({}, scope.defaults) }));
  }

  const byShape = new Map<string, Operation>();
  for (const operation of operations) {
    const shape = operationShape(operation.key);
    if (!byShape.has(shape)) byShape.set(shape, operation);
  }
  const named = new Map<Operation, ScopeEntry>();
  const selected: SelectedOperation[] = [];
  const problems: Problem[] = [];
  for (const entry of scope.entries) {
    const operation = byShape.get(operationShape(entry.key));
    const first = operation && named.get(operation);
    if (!operation) {
      problems.push({ path: '', line: entry.line, column: 1, message: unmatched(entry, schema) });
    } else if (first) {
      const as = first.key === entry.key ? '' : ` (as ${first.key})`;
      problems.push({
        path: '',
        line: entry.line,
        column: 1,
        message: `${entry.key} is already in scope on line ${first.line}${as}: remove this line, or move its overrides to line ${first.line}`,
      });
    } else {
      named.set(operation, entry);
      selected.push({ operation, overrides: overlayOverrides(scope.defaults, entry.overrides) });
    }
  }
  if (problems.length > 0) throw new PlanError(file, problems);
  return selected;
}

function splitKey(key: string): { verb: string; target: string } {
  const space = key.indexOf(' ');
  return space === -1 ? { verb: '', target: key } : { verb: key.slice(0, space), target: key.slice(space + 1) };
}

const MAX_LISTED = 5;

/** Says that the line names no operation and, when one is close, which one it likely meant. */
function unmatched(entry: ScopeEntry, schema: SchemaIndex): string {
  const fix = 'Correct the line, or remove it from the Performance section.';
  const shape = operationShape(entry.key);
  const left = schema.skipped.find(({ key }) => operationShape(key) === shape);
  if (left) {
    return `${entry.key} cannot be load tested: ${left.reason}. Remove the line, or write its scenario in loadtool.yaml by hand.`;
  }
  const keys = [...new Set(schema.keys)];
  const guess = closestOperation(entry.key, keys, true);
  if (guess) return `${entry.key} is not an operation of the API: did you mean ${guess}? ${fix}`;
  const { verb, target } = splitKey(shape);
  const otherVerbs = keys.filter((key) => {
    const other = splitKey(operationShape(key));
    return other.target === target && other.verb.toLowerCase() !== verb.toLowerCase();
  });
  if (otherVerbs.length > 0) {
    return `${entry.key} is not an operation of the API, which has ${otherVerbs.join(', ')} for this ${target.startsWith('/') ? 'path' : 'field'}. ${fix}`;
  }
  const sameVerb = keys.filter((key) => splitKey(key).verb.toLowerCase() === verb.toLowerCase());
  if (sameVerb.length === 0) {
    const nearest = closestOperation(entry.key, keys, false);
    const hint = nearest ? `; the closest of its ${keys.length} operations is ${nearest}` : '';
    return `${entry.key} is not an operation of the API, which has no ${verb} operation${hint}. ${fix}`;
  }
  const more = sameVerb.length > MAX_LISTED ? `, and ${sameVerb.length - MAX_LISTED} more` : '';
  const listed = sameVerb.slice(0, MAX_LISTED);
  return `${entry.key} is not an operation of the API; its ${verb} operations are ${listed.join(', ')}${more}. ${fix}`;
}

/**
 * Returns the operation key whose path or field is most like the entry's: a few typos away, or the same path with or
 * without a prefix such as `/v1` or `/api`. With `sameVerb`, only keys of the entry's method (or GraphQL operation
 * type) are compared; without, any.
 */
function closestOperation(key: string, keys: readonly string[], sameVerb: boolean): string | undefined {
  const wanted = splitKey(operationShape(key));
  let best: { key: string; distance: number } | undefined;
  for (const other of keys) {
    const candidate = splitKey(operationShape(other));
    if (sameVerb && candidate.verb.toLowerCase() !== wanted.verb.toLowerCase()) continue;
    // A REST path is never a GraphQL field, nor the other way round.
    if (candidate.target.startsWith('/') !== wanted.target.startsWith('/')) continue;
    const [a, b] = [wanted.target, candidate.target];
    const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
    // `/pets` for `/v1/pets`, not `/{}` for every path that ends in a parameter.
    const prefixed = shorter.startsWith('/') && /[A-Za-z0-9]/.test(shorter) && longer.endsWith(shorter);
    // The same letters in another case are closer than any typo.
    const edits = a.toLowerCase() === b.toLowerCase() ? 0.5 : distance(a, b);
    const limit = Math.max(2, Math.floor(Math.max(a.length, b.length) / 3));
    if (!prefixed && edits > limit) continue;
    const score = prefixed ? Math.min(edits, limit) : edits;
    if (!best || score < best.distance) best = { key: other, distance: score };
  }
  return best?.key;
}
