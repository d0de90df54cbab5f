// The findings of `${NAME}` placeholders in every string of the file: syntax, variables not set.
import type { Segments } from '../../json-schema-messages.js';
import { invalidPlaceholders, unsetVariables } from '../../placeholders.js';
import type { Finding } from './finding.js';

/** A string of the file and where it is. */
export interface PlacedString {
  segments: Segments;
  text: string;
}

/** Returns every string inside a value (mappings and lists walked without recursion), each with its place. */
export function stringsIn(value: unknown, segments: Segments): PlacedString[] {
  const strings: PlacedString[] = [];
  const stack = [{ value, segments }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') strings.push({ segments: item.segments, text: item.value });
    else if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => stack.push({ value: child, segments: [...item.segments, index] }));
    } else if (typeof item.value === 'object' && item.value !== null) {
      for (const [key, child] of Object.entries(item.value))
        stack.push({ value: child, segments: [...item.segments, key] });
    }
  }
  return strings;
}

/** Returns the problem of a text with a `${…}` that is not a variable name, if it has one. */
export function invalidPlaceholderFinding(text: string, segments: Segments): Finding | undefined {
  const message = invalidPlaceholders(text);
  return message === undefined ? undefined : { segments, at: 'value', message };
}

/**
 * Returns the finding of a text whose `${NAME}`s `env` leaves unset or empty, if any; the names in `extracted` are
 * values an earlier flow step takes from a response, not environment variables.
 */
export function unsetFinding(
  text: string,
  segments: Segments,
  env: NodeJS.ProcessEnv,
  extracted?: ReadonlySet<string>,
): Finding | undefined {
  const unset = unsetVariables(text, env).filter((name) => !extracted?.has(name));
  if (unset.length === 0) return undefined;
  const names = unset.map((name) => `\${${name}}`).join(' and ');
  return {
    segments,
    at: 'value',
    message: `${names} ${unset.length > 1 ? 'are' : 'is'} not set (or empty) in the environment: set ${unset.join(' and ')} before the run, e.g. under env: in the workflow`,
  };
}
