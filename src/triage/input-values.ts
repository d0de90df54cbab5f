// Where a scenario sends a value that the server refused: found by the value itself, else by its column's name.
import type { Scenario } from '../loadtest/types.js';

/** One value a scenario sends, with where loadtool.yaml writes it: `graphql.variables.name`, `params.id`. */
export interface SentValue {
  path: string;
  value: string | number | boolean | null;
}

/** Suffixes PostgreSQL gives the constraints it names itself: `tags_name_key`, `comments_post_id_fkey`. */
const CONSTRAINT_SUFFIX = /_(?:key|fkey|pkey|check|not_null|excl|idx|unique)$/;

/**
 * Returns the values of `spec` that the server named: those equal to one of `values` (PostgreSQL's detail quotes the
 * value it refused), else those whose key is one of `columns` (`post_id` is `postId` or `post_id`), else, from a
 * constraint's name alone (`tags_name_key`, on `table` when known), those whose key ends it. Empty without a spec,
 * or when nothing matches: the value may be inline in a GraphQL query, or come from a data source.
 */
export function sentAs(
  spec: Scenario | undefined,
  named: { values?: readonly string[]; columns?: readonly string[]; constraint?: string; table?: string },
): SentValue[] {
  if (!spec) return [];
  const sent = sentValues(spec);
  const values = named.values ?? [];
  const byValue = sent.filter(({ value }) => value !== null && values.includes(String(value)));
  if (byValue.length > 0) return byValue;
  const columns = (named.columns ?? []).map((column) => column.toLowerCase());
  const byColumn = sent.filter(({ path }) => columns.includes(snakeCase(lastKey(path))));
  if (byColumn.length > 0 || !named.constraint) return byColumn;
  let core = named.constraint.toLowerCase().replace(CONSTRAINT_SUFFIX, '');
  if (named.table && core.startsWith(`${named.table.toLowerCase()}_`)) core = core.slice(named.table.length + 1);
  // The longest key that ends the constraint's name: `post_id` rather than `id` in `comments_post_id`.
  const ending = sent
    .map((value) => ({ value, key: snakeCase(lastKey(value.path)) }))
    .filter(({ key }) => key !== '' && (core === key || core.endsWith(`_${key}`)));
  const longest = Math.max(0, ...ending.map(({ key }) => key.length));
  return ending.filter(({ key }) => key.length === longest).map(({ value }) => value);
}

/** Returns `graphql.variables.name = "history"`, the values joined by `, `. */
export function describeSent(values: readonly SentValue[]): string {
  return values.map(({ path, value }) => `${path} = ${JSON.stringify(value)}`).join(', ');
}

/** Returns the column a constraint's name stands for: `comments_post_id_fkey` on `comments` → `post_id`. */
export function constraintColumn(constraint: string, table: string | undefined): string | undefined {
  const core = constraint.replace(CONSTRAINT_SUFFIX, '');
  if (core === constraint || !table || !core.startsWith(`${table}_`)) return undefined;
  return core.slice(table.length + 1) || undefined;
}

/** Every scalar value the scenario sends in params, query, body and graphql.variables, in that order. */
function sentValues(spec: Scenario): SentValue[] {
  const found: SentValue[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'object' && value !== null) {
      const entries = Array.isArray(value)
        ? value.map((item, index): [string, unknown] => [`${path}[${index}]`, item])
        : Object.entries(value).map(([key, item]): [string, unknown] => [`${path}.${key}`, item]);
      for (const [at, item] of entries) walk(item, at);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null) {
      found.push({ path, value });
    }
  };
  walk(spec.params, 'params');
  walk(spec.query, 'query');
  walk(spec.body, 'body');
  walk(spec.graphql?.variables, 'graphql.variables');
  return found;
}

/** `graphql.variables.input.postId` → `postId`; `query.ids[0]` → `ids`. */
function lastKey(path: string): string {
  return path.replace(/(\[\d+\])+$/, '').replace(/^.*\./, '');
}

/** `postId` → `post_id`; `post-id` → `post_id`. */
function snakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}
