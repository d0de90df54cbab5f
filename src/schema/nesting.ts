// How deep a schema may nest, and the error of one that nests deeper, checked before any walker recurses.
import { SchemaError } from './schema-error.js';

/**
 * How deep arrays and objects (or GraphQL lists, objects and argument lists) may nest in a schema. Real API
 * descriptions stay far below (GitHub's REST description: about 20 levels); every walker that reads a schema (our own, the
 * $ref resolver, openapi-sampler, graphql-js's parser and printer) recurses once per level, so a hostile document
 * nested 100,000 deep would otherwise end in a stack overflow instead of a message.
 */
export const MAX_NESTING = 256;

/** A schema nests deeper than MAX_NESTING: refused before any walker recurses into it. */
export class TooDeepError extends SchemaError {
  override name = 'TooDeepError';

  constructor(source: string, position: { line?: number; column?: number } = {}) {
    super(source, [
      {
        path: '',
        ...position,
        message: `nests more than ${MAX_NESTING} levels deep (lists and objects within each other): no API schema does, so it is not read; check that this is the schema meant`,
      },
    ]);
  }
}

/** Returns whether a parsed value nests arrays and objects more than MAX_NESTING deep; iterative. */
export function nestsTooDeep(value: unknown): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  // A YAML alias may share one object from several places (or contain itself): each is walked again only when
  // reached deeper than before, so that the walk ends and a cycle counts as too deep.
  const deepest = new Map<object, number>();
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, depth } = next;
    if (typeof current !== 'object' || current === null || (deepest.get(current) ?? -1) >= depth) continue;
    if (depth >= MAX_NESTING) return true;
    deepest.set(current, depth);
    for (const item of Object.values(current)) {
      if (typeof item === 'object' && item !== null) stack.push({ value: item, depth: depth + 1 });
    }
  }
  return false;
}

/**
 * Returns whether an error is a JavaScript stack overflow (or a library's error that wraps one), which a schema too
 * deep for a walker causes.
 */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof Error && /maximum call stack size exceeded/i.test(error.message);
}
