// The JavaScript that codegen writes for values of loadtool.yaml, as literals, template literals and property accesses.
import { replacePlaceholders } from '../../placeholders.js';

// Strings with `${…}` become template literals, other values literals, JSONPaths property accesses.

/** How a `${name}` of a request reads in the script: an extracted value, a value kept by once(), or `vu.env`. */
export type PlaceholderRef = (name: string) => string;

/**
 * Returns a string as a single-quoted literal, or as a template literal when it holds `${…}` placeholders; `bare`
 * reads a string that is exactly one placeholder as its value itself, as the engine sends an extracted number of a
 * JSON body with its type.
 */
export function jsString(text: string, ref: PlaceholderRef, bare = false): string {
  const parts: string[] = [];
  let placeholders = 0;
  // replacePlaceholders is the one reading of the syntax: each placeholder is marked, then the text split on marks.
  const marked = replacePlaceholders(text, (name) => {
    parts.push(name);
    placeholders += 1;
    return '\u0000';
  });
  // A whole value of one variable reads as the variable itself: `vu.env('API_USER')`, not a template around it.
  if (marked === '\u0000' && (bare || ref(parts[0]!).startsWith('vu.env('))) return ref(parts[0]!);
  if (placeholders === 0) return `'${marked.replace(/[\\']/g, '\\$&').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
  const pieces = marked.split('\u0000').map((piece) => piece.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${'));
  return `\`${pieces.map((piece, index) => (index < parts.length ? `${piece}\${${ref(parts[index]!)}}` : piece)).join('')}\``;
}

/** Returns a JSON value as a JavaScript literal, its strings through jsString (`bare` too), indented for `depth`. */
export function jsValue(value: unknown, ref: PlaceholderRef, depth = 0, bare = false): string {
  if (typeof value === 'string') return jsString(value, ref, bare);
  if (value === null || typeof value !== 'object') return value === undefined ? 'undefined' : JSON.stringify(value);
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${jsValue(item, ref, depth + 1, bare)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => `${pad}${jsKey(key)}: ${jsValue(item, ref, depth + 1, bare)},`);
  return `{\n${lines.join('\n')}\n${end}}`;
}

/** Returns a property name as written in an object literal: bare when it is an identifier, quoted otherwise. */
function jsKey(key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : `'${key.replace(/[\\']/g, '\\$&')}'`;
}

/** Returns a name usable as a local variable: the extracted name itself, unless JavaScript reserves it. */
export function jsLocal(name: string): string {
  return RESERVED.has(name) ? `${name}_` : name;
}

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof let new null return super switch this throw true try typeof var void while with yield await static implements interface package private protected public vu'.split(
    ' ',
  ),
);

/**
 * Returns the property access that reads a JSONPath's first match on `on` (`$.data[*].id` → `on?.data?.[0]?.id`),
 * or undefined for a path beyond names, indexes and `[*]` (a filter, `..`), which the user writes by hand.
 */
export function jsonPathAccess(path: string, on: string): string | undefined {
  if (!path.startsWith('$')) return undefined;
  let access = on;
  let rest = path.slice(1);
  while (rest !== '') {
    const match =
      /^\.([A-Za-z_$][A-Za-z0-9_$]*)/.exec(rest) ??
      /^\[(\d+)\]/.exec(rest) ??
      /^\[(\*)\]/.exec(rest) ??
      /^\['((?:[^'\\]|\\.)*)'\]/.exec(rest) ??
      /^\["((?:[^"\\]|\\.)*)"\]/.exec(rest);
    if (!match) return undefined;
    const [whole, key = ''] = match;
    if (whole.startsWith('.')) access += `?.${key}`;
    else if (key === '*') access += '?.[0]';
    else if (/^\d+$/.test(key) && !whole.includes("'") && !whole.includes('"')) access += `?.[${key}]`;
    else access += `?.[${JSON.stringify(key.replace(/\\(.)/g, '$1'))}]`;
    rest = rest.slice(whole.length);
  }
  return access;
}
