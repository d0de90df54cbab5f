// The findings a JSON Schema cannot state: paths, placeholders, headers, flows and data sources, gathered.
import schemaJson from '../../../schemas/loadtool.schema.json' with { type: 'json' };
import type { SchemaNode, Segments } from '../../json-schema-messages.js';
import type { Finding } from './finding.js';
import { flowFindings } from './flow-findings.js';
import { headerFindings } from './header-findings.js';
import { ENDPOINT_PATH, pathParamFindings } from './path-param-findings.js';
import { invalidPlaceholderFinding, stringsIn, unsetFinding, type PlacedString } from './placeholder-findings.js';
import { protocolFindings } from './protocol-findings.js';
import { sourceFindings } from './source-findings.js';
import { show } from '../yaml/yaml-wording.js';
import { findPlaceholders, isRunValue, replacePlaceholders, unsetVariables } from '../../placeholders.js';
import { isRecord } from '../../json-record.js';

const schema = schemaJson as SchemaNode;

/** The schema's baseUrl: an http(s) URL, or a text with `${…}` in it, checked here once filled in. */
const BASE_URL = new RegExp(String(schema.$defs?.baseUrl?.pattern), 'u');
const HTTP_SCHEME = /^https?:\/\//;

/** What the JSON Schema cannot say is wrong, in two kinds: what is wrong in the file, and what the environment lacks. */
export interface SemanticFindings {
  /**
   * Names used twice, path parameters without a value or a use, `${…}` that are not variables, bad base URLs,
   * headers the HTTP client refuses.
   */
  problems: Finding[];
  /**
   * Each value with a `${NAME}` that `env` leaves unset or empty (none when no `env` is given). Whether that is an
   * error (run) or a warning (validate) is the caller's one switch.
   */
  unset: Finding[];
}

/** Returns what a JSON Schema cannot say is wrong, the unset variables apart. */
export function semanticFindings(data: Record<string, unknown>, env: NodeJS.ProcessEnv | undefined): SemanticFindings {
  const problems: Finding[] = [];
  const unset: Finding[] = [];
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  const firstIndex = new Map<string, number>();
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    if (typeof scenario.name === 'string' && scenario.name !== '') {
      const first = firstIndex.get(scenario.name);
      if (first === undefined) firstIndex.set(scenario.name, index);
      else {
        problems.push({
          segments: [...at, 'name'],
          at: 'value',
          message: `${show(scenario.name)} is already the name of scenarios[${first}]: give each scenario its own name`,
        });
      }
    }
    const path = typeof scenario.endpoint === 'string' ? ENDPOINT_PATH.exec(scenario.endpoint)?.[1] : undefined;
    if (path !== undefined) problems.push(...pathParamFindings(path, scenario.params, at));
    const flow = flowFindings(scenario, at, env);
    problems.push(...flow.problems);
    unset.push(...flow.unset);
  });

  // Where `${NAME}` is read from the environment at run time (a flow's steps apart).
  const strings: PlacedString[] = [];
  const collect = (value: unknown, segments: Segments) => strings.push(...stringsIn(value, segments));
  collect(data.baseUrl, ['baseUrl']);
  collect(data.tls, ['tls']);
  if (isRecord(data.defaults)) collect(data.defaults.headers, ['defaults', 'headers']);
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    for (const key of ['headers', 'query', 'params', 'body']) {
      // A flow's own headers may name values its steps extract: flowFindings checks them.
      if (key === 'headers' && Array.isArray(scenario.flow)) continue;
      collect(scenario[key], ['scenarios', index, key]);
    }
  });
  for (const { segments, text } of strings) {
    const invalid = invalidPlaceholderFinding(text, segments);
    if (invalid) problems.push(invalid);
    const missing = env ? unsetFinding(text, segments, env) : undefined;
    if (missing) unset.push(missing);
  }

  problems.push(...headerFindings(data, env));
  problems.push(...sourceFindings(data));
  problems.push(...protocolFindings(data));

  const { baseUrl } = data;
  if (typeof baseUrl === 'string' && BASE_URL.test(baseUrl)) {
    const problem = baseUrlFinding(baseUrl, env);
    if (problem) problems.push({ segments: ['baseUrl'], at: 'value', message: problem });
  }
  return { problems, unset };
}

/**
 * Returns what is wrong with a base URL of the schema's shape, if anything. A URL may still not parse (a port past
 * 65535). With `${NAME}` in it, the URL is known only once the variables are filled in: then it must be an http(s)
 * URL (said without its value, which may be a secret); before, its literal start must be able to begin one.
 */
function baseUrlFinding(baseUrl: string, env: NodeJS.ProcessEnv | undefined): string | undefined {
  const placeholders = findPlaceholders(baseUrl);
  if (placeholders.length === 0) {
    return URL.canParse(baseUrl)
      ? undefined
      : `${show(baseUrl)} is not a valid URL; write an http(s) URL, e.g. "http://localhost:3000"`;
  }
  // A `${…}` that is not a variable is reported where every placeholder is.
  if (placeholders.some(({ valid }) => !valid)) return undefined;
  const builtIn = placeholders.find(({ name }) => isRunValue(name));
  if (builtIn) {
    return `\${${builtIn.name}} is a new value for each request, never part of the base URL (the origin every connection opens to): write it in a request's params, query, headers or body`;
  }
  const names = [...new Set(placeholders.map(({ name }) => name))];
  const start = replacePlaceholders(baseUrl, () => '\0').split('\0')[0]!;
  if (!(HTTP_SCHEME.test(start) || 'http://'.startsWith(start) || 'https://'.startsWith(start))) {
    return `${show(baseUrl)} is not an http(s) URL: it must start with http:// or https://, e.g. "http://\${${names[0]!}}" or "\${${names[0]!}}" with the whole URL in ${names[0]!}`;
  }
  if (!env || unsetVariables(baseUrl, env).length > 0) return undefined;
  const filled = replacePlaceholders(baseUrl, (name) => env[name]!);
  if (HTTP_SCHEME.test(filled) && BASE_URL.test(filled) && URL.canParse(filled)) return undefined;
  const list = names.map((name) => `\${${name}}`).join(' and ');
  return `with ${list} filled in from the environment, it is not an http(s) URL without a query or fragment: set ${names.join(' and ')} so that it is one, e.g. "http://localhost:3000"`;
}
