// Endpoint recognition: which text on a plan line names an operation, an HTTP method and path or a GraphQL field.
import { KNOWN_HTTP_METHODS } from '../vocabulary/http-methods.js';
import { lineText, type TextLine } from './markdown-lines.js';

/** An operation a plan line names. */
export interface Endpoint {
  key: string;
  /** The text that named it, left out when the line's overrides are read: `/v2/users` holds no user count. */
  written: string;
}

// The refused methods are matched too, so that `TRACE /x` is an error naming its line rather than prose passed over.
const HTTP_METHOD = KNOWN_HTTP_METHODS.join('|');
/** A method and a path, also split over two table cells (`GET | /pets`); the query string is not part of the key. */
const HTTP_ENDPOINT = new RegExp(
  String.raw`(?<![\w/-])(${HTTP_METHOD})(?:\s+|\s*\|\s*)(\/(?:[\w\-.~%@$:/]|\{[^{}\s/]*\}|<[\w.-]+>|\[[\w.-]+\])*)(\?[^\s|]*)?`,
  'gi',
);
/** `Query.pets`, the root type's name and the field, counts anywhere on a line. */
const GRAPHQL_DOTTED = /(?<![\w.])(Query|Mutation|Subscription)\.([_A-Za-z]\w*)/g;
/** `query pets` counts at the start of a line or cell, or in a code span: elsewhere "query" is likely prose. */
const GRAPHQL_SPACED =
  /^(?:\[[ xX]\]\s*)?(query|mutation|subscription)\s+([_A-Za-z]\w*)(?![\w.]|\s*(?:\([^)]*\)\s*)?\{)/;
/** A GraphQL document in a code span (`query Pets { pets { id } }`) names its first field, not its own name. */
const GRAPHQL_DOCUMENT = /^(query|mutation|subscription)\b\s*(?:[_A-Za-z]\w*\s*)?(?:\([^)]*\)\s*)?\{\s*([_A-Za-z]\w*)/;

/** Returns the endpoints a line names, in the order written. */
export function findEndpoints(line: TextLine): Endpoint[] {
  const found: Array<Endpoint & { at: number }> = [];
  const text = lineText(line);
  for (const match of text.matchAll(HTTP_ENDPOINT)) {
    const [written, method = '', rawPath = ''] = match;
    const path = rawPath.replace(/[.:]+$/, '');
    // "get / post" in prose is not `GET /`; an upper-case method with the root path is.
    if (path === '/' && method !== method.toUpperCase()) continue;
    found.push({ key: `${method.toUpperCase()} ${normalizePath(path)}`, written, at: match.index });
  }
  for (const match of text.matchAll(GRAPHQL_DOTTED)) {
    const [written, type = '', field = ''] = match;
    found.push({ key: `${type.toLowerCase()} ${field}`, written, at: match.index });
  }
  let offset = 0;
  for (const cell of line.cells) {
    const match = GRAPHQL_SPACED.exec(cell.text.trimStart());
    if (match) found.push({ key: `${match[1]!} ${match[2]!}`, written: match[0], at: offset });
    offset += cell.text.length + 3;
  }
  for (const code of line.codes) {
    const match = GRAPHQL_SPACED.exec(code.trim()) ?? GRAPHQL_DOCUMENT.exec(code.trim());
    if (match) found.push({ key: `${match[1] ?? 'query'} ${match[2]!}`, written: code, at: text.indexOf(code) });
  }
  found.sort((a, b) => a.at - b.at);
  return found.filter((endpoint, index) => found.findIndex((other) => other.key === endpoint.key) === index);
}

/** Returns the path as keys write it: `:id`, `<id>` and `[id]` as `{id}`, no trailing slash except for the root. */
function normalizePath(path: string): string {
  const segments = path
    .split('/')
    .map((segment) => segment.replace(/^(?::([\w.-]+)|<([\w.-]+)>|\[([\w.-]+)\])$/, '{$1$2$3}'));
  const normalized = segments.join('/');
  return normalized.length > 1 ? normalized.replace(/\/+$/, '') || '/' : normalized;
}
