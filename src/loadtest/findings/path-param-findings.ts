// The findings of an endpoint's path parameters: braces, a `{name}` without a value, a `params` key not used.
import type { Segments } from '../../json-schema-messages.js';
import type { Finding } from './finding.js';
import { isRecord } from '../../json-record.js';

/** The path of an endpoint, `METHOD /path`, as the JSON Schema lets it through. */
export const ENDPOINT_PATH = /^\S+ (\/[^\s?#]*)/;

/**
 * Returns what is wrong with the path parameters of a request at `at`: an empty or unmatched brace, a `{name}` with
 * no value in `params`, and a key of `params` that the path does not use.
 */
export function pathParamFindings(path: string, params: unknown, at: Segments): Finding[] {
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
