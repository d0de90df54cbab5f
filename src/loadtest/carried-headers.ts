// Auth carried over: the headers a schema was read with, written into the load test as `${NAME}`, never as values.
import { findPlaceholders } from '../placeholders.js';
import type { ApiDescription } from '../schema/operation.js';

/** A header written literally when the schema was read, now one variable, and the value it was read with. */
export interface LiteralHeader {
  header: string;
  variable: string;
  value: string;
}

/** The schema's headers as the load test sends them, and what the probe and the user need to know about them. */
export interface CarriedHeaders {
  /** By header name, the value written: the header's own `${NAME}` template, or `${NAME}` named after the header. */
  headers: Record<string, string>;
  /** The variables the run needs, each with the header it fills; in the order of the headers. */
  variables: Array<{ variable: string; header: string }>;
  /**
   * Each header whose value was written literally (`--schema-header "X-Key: abc"`), now one variable named after it,
   * with the value the schema was read with: for the probe only, in memory, never written.
   */
  literal: LiteralHeader[];
}

/**
 * Returns the headers the schema was read with, to send with every scenario, when no security scheme of the API says
 * how requests authenticate (an API whose schema needs a token mostly needs it for its operations too): a template
 * (`Bearer ${TOKEN}`) is kept as written, a literal value becomes `${NAME}` named after the header (`X-Api-Key` →
 * `${X_API_KEY}`). Undefined when there is nothing to carry over.
 */
export function carriedHeaders(
  templates: Record<string, string> | undefined,
  resolved: Record<string, string>,
  api: ApiDescription,
): CarriedHeaders | undefined {
  const names = Object.keys(templates ?? {});
  if (names.length === 0 || Object.keys(api.securityHeaders).length > 0 || api.login) return undefined;
  const carried: CarriedHeaders = { headers: {}, variables: [], literal: [] };
  for (const header of names) {
    const template = templates![header]!;
    const placeholders = findPlaceholders(template).filter(({ valid }) => valid);
    if (placeholders.length > 0) {
      carried.headers = { ...carried.headers, [header]: template };
      for (const { name } of placeholders) {
        if (!carried.variables.some(({ variable }) => variable === name))
          carried.variables.push({ variable: name, header });
      }
      continue;
    }
    const variable = variableOf(header);
    carried.headers = { ...carried.headers, [header]: `\${${variable}}` };
    carried.variables.push({ variable, header });
    carried.literal.push({ header, variable, value: resolved[header] ?? template });
  }
  return carried;
}

/**
 * Returns the headers of the API's own security schemes that are one variable (`Authorization: "${API_KEY}"`) unset
 * in `env`, when the schema was read with the same header: the probe sends the schema header's value for it, in
 * memory only, and may tell whether it must carry its scheme.
 */
export function borrowedHeaders(
  resolved: Record<string, string>,
  api: ApiDescription,
  env: NodeJS.ProcessEnv,
): LiteralHeader[] {
  const byName = new Map(Object.entries(resolved).map(([name, value]) => [name.toLowerCase(), value]));
  return Object.entries(api.securityHeaders).flatMap(([header, template]) => {
    const [placeholder] = findPlaceholders(template);
    const variable = placeholder?.valid && template === `\${${placeholder.name}}` ? placeholder.name : undefined;
    const value = byName.get(header.toLowerCase());
    return variable !== undefined && value !== undefined && !env[variable] ? [{ header, variable, value }] : [];
  });
}

/** Returns the note that names the variables to set before running, and where their values come from. */
export function carriedNote(carried: CarriedHeaders): string {
  const headers = [...new Set(carried.variables.map(({ header }) => header))].join(', ');
  const variables = carried.variables.map(({ variable }) => variable).join(', ');
  return `the schema was read with ${headers} and no security scheme of the API says how its operations authenticate: every scenario sends ${plural(carried.variables.length, 'it', 'them')} as written in defaults.headers; set ${variables} in the environment before running (in a workflow, from a secret under env:)`;
}

/** Returns a variable name for a header: upper case, `-` and other characters as `_` (`X-Api-Key` → `X_API_KEY`). */
function variableOf(header: string): string {
  const name = header.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
