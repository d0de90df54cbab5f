// The rules of selection: which of the schema's operations the plan's scope takes, and the overrides of each.
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

/*
 * Which operations a scope selects (docs/plan.md):
 *
 *   - A line that names an operation is an entry. An entry that sets anything but request values, `writes` and a
 *     subscription's transport (a load, a duration, a threshold, or nothing at all) selects: with one or more such
 *     entries the scope is the operations the entries name, in plan order.
 *   - An entry that gives only request values, `writes` or `over websocket` (`GET /collections/{id}: id = 42`, the
 *     line the generated comments suggest) tunes its operation: it never narrows the scope. With no selecting entry the scope is every
 *     operation safe to repeat, in schema order, and then the operations such lines name that are not safe (a write
 *     is never in scope unless a line names it). Its values join those of another line naming the same operation.
 *   - A `not` line (`- not GET /server/health`) leaves its operations out of whatever the other lines select; alone
 *     it never narrows either: every operation safe to repeat but those. Naming an operation both ways is an error.
 */

/** The request values, write mode and transport of a line: how to send an operation, not whether to test it. */
const TUNING = new Set<keyof PerfOverrides>(['params', 'writes', 'transport']);

/**
 * Returns whether an entry only tunes its operation (request values, `writes`, `over websocket`): such a line never
 * narrows a scope.
 */
function tunesOnly(entry: ScopeEntry): boolean {
  const keys = Object.keys(entry.overrides) as Array<keyof PerfOverrides>;
  return keys.length > 0 && keys.every((key) => TUNING.has(key));
}

/** Returns whether the scope names the operations to test, rather than every operation safe to repeat. */
export function isNarrowed(scope: Scope): boolean {
  return scope.entries.some((entry) => !tunesOnly(entry));
}

/**
 * Returns which operations of the schema a scope may select, as readApiSchema's `include` takes it: so that a large
 * schema is read only as far as the scope needs. Operations `not` lines leave out are still read, to be checked.
 */
export function scopeIncludes(scope: Scope): (key: string, safe: boolean) => boolean {
  const named = new Set(scope.entries.map((entry) => operationShape(entry.key)));
  const narrowed = isNarrowed(scope);
  return (key, safe) => (!narrowed && safe) || named.has(operationShape(key));
}

/**
 * Returns the operations the scope selects (the rules above), each with the plan's defaults overlaid by what its
 * lines set. Throws a PlanError listing every line that names no operation of the API, one already named by a line
 * that also selects, or one a `not` line leaves out; a line that names nothing is compared with every operation of
 * `schema` (all of `operations` when not given). A `not` line naming no operation is a warning (scopeWarnings).
 */
export function selectOperations(
  scope: Scope,
  operations: Operation[],
  file: string,
  schema: SchemaIndex = { keys: operations.map((operation) => operation.key), skipped: [] },
): SelectedOperation[] {
  const byShape = new Map<string, Operation>();
  for (const operation of operations) {
    const shape = operationShape(operation.key);
    if (!byShape.has(shape)) byShape.set(shape, operation);
  }
  const named = new Map<Operation, { entry: ScopeEntry; overrides: PerfOverrides }>();
  const problems: Problem[] = [];
  for (const entry of scope.entries) {
    const operation = byShape.get(operationShape(entry.key));
    const first = operation && named.get(operation);
    if (!operation) {
      problems.push({ path: '', line: entry.line, column: 1, message: unmatched(entry, schema) });
    } else if (first && !tunesOnly(first.entry) && !tunesOnly(entry)) {
      const as = first.entry.key === entry.key ? '' : ` (as ${first.entry.key})`;
      problems.push({
        path: '',
        line: entry.line,
        column: 1,
        message: `${entry.key} is already in scope on line ${first.entry.line}${as}: remove this line, or move its overrides to line ${first.entry.line}`,
      });
    } else if (first) {
      // Values for an operation another line names join that line's; the line that selects names it in messages.
      first.overrides = overlayOverrides(first.overrides, entry.overrides);
      if (tunesOnly(first.entry)) first.entry = entry;
    } else {
      named.set(operation, { entry, overrides: entry.overrides });
    }
  }
  const excluded = new Set<string>();
  for (const exclusion of scope.excluded ?? []) {
    const shape = operationShape(exclusion.key);
    excluded.add(shape);
    const both = [...named.values()].find(({ entry }) => operationShape(entry.key) === shape);
    if (both) {
      problems.push({
        path: '',
        line: exclusion.line,
        column: 1,
        message: `${exclusion.key} is in scope on line ${both.entry.line} and left out on this line: remove one of the two lines`,
      });
    }
  }
  if (problems.length > 0) throw new PlanError(file, problems);

  const chosen = isNarrowed(scope)
    ? [...named.keys()]
    : [
        ...operations.filter((operation) => operation.safe),
        ...[...named.keys()].filter((operation) => !operation.safe),
      ];
  return chosen
    .filter((operation) => !excluded.has(operationShape(operation.key)))
    .map((operation) => ({
      operation,
      overrides: overlayOverrides(scope.defaults, named.get(operation)?.overrides ?? {}),
    }));
}

/** A line of the plan that leaves nothing out: warned about, the scope is read all the same. */
export interface ScopeWarning {
  /** 1-based line in `qa-plan.md`. */
  line: number;
  message: string;
}

/**
 * Returns a warning for each `not` line that names no operation of the schema, with the operation it likely meant.
 * An operation generation cannot load test (`schema.skipped`) is one to leave out, and no warning.
 */
export function scopeWarnings(scope: Scope, schema: SchemaIndex): ScopeWarning[] {
  const known = new Set([...schema.keys, ...schema.skipped.map(({ key }) => key)].map(operationShape));
  return (scope.excluded ?? [])
    .filter((exclusion) => !known.has(operationShape(exclusion.key)))
    .map((exclusion) => ({
      line: exclusion.line,
      message: `not ${exclusion.key} leaves nothing out: ${notAnOperation(exclusion.key, schema)}`,
    }));
}

function splitKey(key: string): { verb: string; target: string } {
  const space = key.indexOf(' ');
  return space === -1 ? { verb: '', target: key } : { verb: key.slice(0, space), target: key.slice(space + 1) };
}

const MAX_LISTED = 5;

/** Says that the line names no operation and, when one is close, which one it likely meant. */
function unmatched(entry: ScopeEntry, schema: SchemaIndex): string {
  const shape = operationShape(entry.key);
  const left = schema.skipped.find(({ key }) => operationShape(key) === shape);
  if (left) {
    return `${entry.key} cannot be load tested: ${left.reason}. Remove the line, or write its scenario in loadtool.yaml by hand.`;
  }
  return notAnOperation(entry.key, schema);
}

/** Says that a key is no operation of the schema and, when one is close, which one it likely meant. */
function notAnOperation(key: string, schema: SchemaIndex): string {
  const fix = 'Correct the line, or remove it from the Performance section.';
  const shape = operationShape(key);
  const keys = [...new Set(schema.keys)];
  const guess = closestOperation(key, keys, true);
  if (guess) return `${key} is not an operation of the API: did you mean ${guess}? ${fix}`;
  const { verb, target } = splitKey(shape);
  const otherVerbs = keys.filter((other) => {
    const split = splitKey(operationShape(other));
    return split.target === target && split.verb.toLowerCase() !== verb.toLowerCase();
  });
  if (otherVerbs.length > 0) {
    return `${key} is not an operation of the API, which has ${otherVerbs.join(', ')} for this ${target.startsWith('/') ? 'path' : 'field'}. ${fix}`;
  }
  const sameVerb = keys.filter((other) => splitKey(other).verb.toLowerCase() === verb.toLowerCase());
  if (sameVerb.length === 0) {
    const nearest = closestOperation(key, keys, false);
    const hint = nearest ? `; the closest of its ${keys.length} operations is ${nearest}` : '';
    return `${key} is not an operation of the API, which has no ${verb} operation${hint}. ${fix}`;
  }
  const more = sameVerb.length > MAX_LISTED ? `, and ${sameVerb.length - MAX_LISTED} more` : '';
  const listed = sameVerb.slice(0, MAX_LISTED);
  return `${key} is not an operation of the API; its ${verb} operations are ${listed.join(', ')}${more}. ${fix}`;
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
