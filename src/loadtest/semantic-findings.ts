import schemaJson from '../../schemas/loadtool.schema.json' with { type: 'json' };
import type { SchemaNode, Segments } from '../json-schema-messages.js';
import type { Finding } from './finding.js';
import { show } from './yaml-wording.js';
import { findPlaceholders } from './placeholders.js';

const schema = schemaJson as SchemaNode;

const ENDPOINT = /^\S+ (\/[^\s?#]*)/;

/**
 * Returns what a JSON Schema cannot say is wrong: names used twice, path parameters without a value or a use,
 * `${…}` placeholders that are not variables or (when `env` is given) are unset, and base URLs that do not parse.
 */
export function semanticFindings(data: Record<string, unknown>, env: NodeJS.ProcessEnv | undefined): Finding[] {
  const findings: Finding[] = [];
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  const firstIndex = new Map<string, number>();
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    if (typeof scenario.name === 'string' && scenario.name !== '') {
      const first = firstIndex.get(scenario.name);
      if (first === undefined) firstIndex.set(scenario.name, index);
      else {
        findings.push({
          segments: [...at, 'name'],
          at: 'value',
          message: `${show(scenario.name)} is already the name of scenarios[${first}]: give each scenario its own name`,
        });
      }
    }
    const path = typeof scenario.endpoint === 'string' ? ENDPOINT.exec(scenario.endpoint)?.[1] : undefined;
    if (path !== undefined) findings.push(...pathParamFindings(path, scenario.params, at));
  });

  // Where `${NAME}` is read from the environment at run time.
  const strings: Array<{ segments: Segments; text: string }> = [];
  const collect = (value: unknown, segments: Segments) => {
    const stack = [{ value, segments }];
    for (let item = stack.pop(); item; item = stack.pop()) {
      if (typeof item.value === 'string') strings.push({ segments: item.segments, text: item.value });
      else if (Array.isArray(item.value)) {
        item.value.forEach((child, index) => stack.push({ value: child, segments: [...item.segments, index] }));
      } else if (isRecord(item.value)) {
        for (const [key, child] of Object.entries(item.value))
          stack.push({ value: child, segments: [...item.segments, key] });
      }
    }
  };
  collect(data.baseUrl, ['baseUrl']);
  if (isRecord(data.defaults)) collect(data.defaults.headers, ['defaults', 'headers']);
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    for (const key of ['headers', 'query', 'params', 'body']) collect(scenario[key], ['scenarios', index, key]);
  });
  for (const { segments, text } of strings) findings.push(...placeholderFindings(text, segments, env));

  // A URL of the right shape may still not parse (a port past 65535); with ${NAME} in it, that is known at run time.
  const { baseUrl } = data;
  const shaped = typeof baseUrl === 'string' && new RegExp(String(schema.$defs?.baseUrl?.pattern), 'u').test(baseUrl);
  if (shaped && findPlaceholders(baseUrl).length === 0 && !URL.canParse(baseUrl)) {
    findings.push({
      segments: ['baseUrl'],
      at: 'value',
      message: `${show(baseUrl)} is not a valid URL; write an http(s) URL, e.g. "http://localhost:3000"`,
    });
  }
  return findings;
}

function pathParamFindings(path: string, params: unknown, at: Segments): Finding[] {
  const findings: Finding[] = [];
  const names = [...new Set([...path.matchAll(/\{([^{}]*)\}/g)].map(([, name = '']) => name))];
  if (names.includes('') || /[{}]/.test(path.replace(/\{[^{}]*\}/g, ''))) {
    findings.push({
      segments: [...at, 'endpoint'],
      at: 'value',
      message: 'the path has an empty {} or an unmatched { or }: write each parameter as {name}, e.g. /pets/{petId}',
    });
  }
  const given = isRecord(params) ? params : {};
  const missing = names.filter((name) => name !== '' && !Object.hasOwn(given, name));
  if (missing.length > 0) {
    const list = missing.map((name) => `{${name}}`).join(' and ');
    findings.push({
      segments: [...at, 'endpoint'],
      at: 'value',
      message: `${list} ${missing.length > 1 ? 'have' : 'has'} no value: add ${isRecord(params) ? '' : 'params with '}${missing.length > 1 ? 'them' : 'it'}, e.g. params: { ${missing.map((name) => `${name}: 1`).join(', ')} }`,
    });
  }
  for (const key of Object.keys(given)) {
    if (!names.includes(key)) {
      findings.push({
        segments: [...at, 'params', key],
        at: 'key',
        message: `the path ${path} has no {${key}}: remove this parameter, or use it in the endpoint`,
      });
    }
  }
  return findings;
}

function placeholderFindings(text: string, segments: Segments, env: NodeJS.ProcessEnv | undefined): Finding[] {
  const placeholders = findPlaceholders(text);
  const findings: Finding[] = [];
  const invalid = placeholders.filter(({ valid }) => !valid).map(({ name }) => `\${${name}}`);
  if (invalid.length > 0) {
    findings.push({
      segments,
      at: 'value',
      message: `${invalid.join(' and ')} is not a variable: write \${NAME} with letters, digits and _ only (or $\${ for a literal \${)`,
    });
  }
  // An empty variable counts as unset: GitHub Actions gives "" for a secret that a fork's run cannot read.
  const unset = [...new Set(placeholders.filter(({ name, valid }) => valid && !env?.[name]).map(({ name }) => name))];
  if (env && unset.length > 0) {
    const names = unset.map((name) => `\${${name}}`).join(' and ');
    findings.push({
      segments,
      at: 'value',
      message: `${names} ${unset.length > 1 ? 'are' : 'is'} not set (or empty) in the environment: set ${unset.join(' and ')} before the run, e.g. under env: in the workflow`,
    });
  }
  return findings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
