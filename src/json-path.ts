// RFC 9535 JSONPath: a path parsed with the column where it is wrong, and compiled once to run on many bodies.
import { query as queryJson, type JsonValue } from 'jsonpath-rfc9535';
import parseQuery, { type JsonPathQuery } from 'jsonpath-rfc9535/parser';

/** A JSONPath (RFC 9535) parsed once, evaluated on many bodies: see compileJsonPath. */
export type CompiledJsonPath = (json: JsonValue) => JsonValue[];

/** Why a text is not a JSONPath: the parser's sentence and the 1-based column in the text where it stopped. */
export interface JsonPathSyntaxError {
  message: string;
  column: number;
}

/**
 * Returns the query parsed, or why the text is not an RFC 9535 JSONPath (the parser's sentence, beginning in lower
 * case, and its column in the text).
 */
export function parseJsonPath(path: string): JsonPathQuery | JsonPathSyntaxError {
  try {
    return parseQuery(path);
  } catch (error) {
    const column = (error as { location?: { start?: { column?: number } } }).location?.start?.column ?? 1;
    const message = error instanceof Error ? error.message : String(error);
    return { message: message.charAt(0).toLowerCase() + message.slice(1).replace(/\.$/, ''), column };
  }
}

/** Returns whether parseJsonPath failed. */
export function isJsonPathSyntaxError(parsed: JsonPathQuery | JsonPathSyntaxError): parsed is JsonPathSyntaxError {
  return 'message' in parsed;
}

/**
 * Returns a function that gives the matches of a valid JSONPath in a JSON value, in document order, as
 * jsonpath-rfc9535's `query` does. The library parses its text on every call and evaluates no parsed form, so a
 * singular query (names and indexes only: `$.data.id`, `$.items[0]`, `$['a b'][-1]`, the shape almost every body
 * check has) is walked here from the query parsed once; any other (wildcards, slices, filters, `..`) goes to `query`.
 * Throws when the text is not a JSONPath.
 */
export function compileJsonPath(path: string): CompiledJsonPath {
  const parsed = parseJsonPath(path);
  if (isJsonPathSyntaxError(parsed)) throw new Error(`${path} is not a JSONPath: ${parsed.message}`);
  const steps = singularSteps(parsed);
  if (!steps) return (json) => queryJson(json, path);
  return (json) => {
    let value: JsonValue | undefined = json;
    for (const step of steps) value = childOf(value, step);
    return value === undefined ? [] : [value];
  };
}

/** Returns the names and indexes of a query made of them alone, one per segment; undefined for any other query. */
function singularSteps(parsed: JsonPathQuery): Array<string | number> | undefined {
  const steps: Array<string | number> = [];
  for (const segment of parsed.segments) {
    if (segment.type !== 'ChildSegment') return undefined;
    const { node } = segment;
    if (node.type === 'MemberNameShorthand') steps.push(node.value);
    else if (node.type === 'BracketedSelection' && node.selectors.length === 1) {
      const [selector] = node.selectors;
      if (selector?.type === 'NameSelector' || selector?.type === 'IndexSelector') steps.push(selector.value);
      else return undefined;
    } else return undefined;
  }
  return steps;
}

/** Returns the member or element a name or index selects (RFC 9535 §2.3.1, §2.3.3), undefined when there is none. */
function childOf(value: JsonValue | undefined, step: string | number): JsonValue | undefined {
  if (typeof step === 'string') {
    // Own members only: a body's `constructor` or `__proto__` key is data, the prototype's are not.
    return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, step)
      ? value[step]
      : undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const index = step < 0 ? value.length + step : step;
  return index >= 0 && index < value.length ? value[index] : undefined;
}
