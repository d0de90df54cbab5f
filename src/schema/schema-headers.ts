// The headers sent when a schema is fetched, `${NAME}` filled in, their values kept out of every message.
import type { Problem } from '../errors.js';
import { headerValueProblem } from '../header-value.js';
import { fillPlaceholders } from '../placeholders.js';
import { SchemaError } from './schema-error.js';

/** Headers sent when the schema is fetched, with `${NAME}` filled in, and the values that must never be shown. */
export interface SchemaHeaders {
  headers: Record<string, string>;
  /** Every header value and every variable value put into one, for masking. */
  secrets: string[];
  /** Each header as written, `${NAME}` unfilled, by the name `headers` uses: what generation carries over. */
  templates?: Record<string, string>;
}

/** Where a protected schema URL's credentials go, said in every message about a 401 or 403. */
export const SCHEMA_HEADER_HINT =
  'send them with --schema-header "Authorization: Bearer ${SCHEMA_TOKEN}" (the action input schema-headers, or domains.performance.schemaHeaders in qa.config.json)';

// RFC 9110 token characters: what a header name may hold.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Returns the headers of `Name: value` lines (the `--schema-header` flag, the `schema-headers` input); blank lines
 * are skipped. Throws a SchemaError naming each line that is not a header, never quoting its value.
 */
export function parseHeaderLines(lines: readonly string[], origin: string): Record<string, string> {
  const headers: Array<[string, string]> = [];
  const problems: Problem[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const colon = line.indexOf(':');
    const name = colon === -1 ? '' : line.slice(0, colon).trim();
    if (!HEADER_NAME.test(name)) {
      problems.push({
        path: `[${index}]`,
        message: `is not a header: write "Name: value", e.g. "Authorization: Bearer \${SCHEMA_TOKEN}", one per ${origin === 'schema-headers' ? 'line' : 'flag'}`,
      });
      return;
    }
    headers.push([name, line.slice(colon + 1).trim()]);
  });
  if (problems.length > 0) throw new SchemaError(origin, problems);
  // From entries: a header named `__proto__` or `constructor` is a header like any other.
  return Object.fromEntries(headers);
}

/** Headers from one place (the config, the flags or the input), with where to point a problem with one. */
export interface HeaderSource {
  headers: Record<string, string>;
  /** The file or flag named in messages: `qa.config.json`, `--schema-header`. */
  file: string;
  /** The JSON path of the headers in that file, e.g. `domains.performance.schemaHeaders`; empty for a flag. */
  path: string;
}

/**
 * Returns the headers of the sources merged by name, case-insensitively (a later source wins), with each `${NAME}`
 * filled from the environment, and the values to mask. Throws a SchemaError naming the header and the variable
 * (never a value) for each variable that is not set, and for each value a header cannot carry (a line break).
 */
export function resolveSchemaHeaders(sources: readonly HeaderSource[], env: NodeJS.ProcessEnv): SchemaHeaders {
  const merged = new Map<string, { name: string; template: string; source: HeaderSource }>();
  for (const source of sources) {
    for (const [name, template] of Object.entries(source.headers))
      merged.set(name.toLowerCase(), { name, template, source });
  }
  const headers: Array<[string, string]> = [];
  const secrets: string[] = [];
  const problems = new Map<string, Problem[]>();
  const refuse = (source: HeaderSource, name: string, message: string) => {
    const list = problems.get(source.file) ?? [];
    list.push({ path: source.path ? `${source.path}.${name}` : name, message });
    problems.set(source.file, list);
  };
  for (const { name, template, source } of merged.values()) {
    try {
      const value = fillPlaceholders(template, env, (filled) => secrets.push(filled));
      headers.push([name, value]);
      secrets.push(value);
      // undici would refuse it as an invalid argument, which reads as a server that cannot be reached.
      const unsendable = headerValueProblem(template, env);
      if (unsendable) refuse(source, name, unsendable);
    } catch (error) {
      refuse(
        source,
        name,
        `${(error as Error).message}: set it before running loadtool (in a workflow, from a secret under env:), or remove the header`,
      );
    }
  }
  const [first] = problems.entries();
  if (first) throw new SchemaError(first[0], [...problems.values()].flat());
  // From entries: a header named `__proto__` or `constructor` is a header like any other.
  return {
    headers: Object.fromEntries(headers),
    secrets: secrets.filter((value) => value.trim() !== ''),
    templates: Object.fromEntries([...merged.values()].map(({ name, template }) => [name, template])),
  };
}

/** Returns the sentence for a schema URL that answered a request with an error status. */
export function statusAdvice(status: number, headerNames: readonly string[]): string {
  if (status === 401 || status === 403) {
    return headerNames.length > 0
      ? `the credentials sent in ${headerNames.join(', ')} were not accepted: check the values of the variables they name`
      : `the schema URL needs credentials: ${SCHEMA_HEADER_HINT}`;
  }
  if (status === 404) return 'nothing is there: check the URL';
  if (status >= 500) return 'the server failed: check that it is healthy and look at its logs';
  return 'check the URL';
}
