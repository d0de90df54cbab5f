// Secrets out of the recording: passwords, keys, tokens and cookies nobody set become `${VARIABLES}` to set.
import { isRecord } from '../json-record.js';
import { editStrings, type DraftStep } from './draft-step.js';

const SECRET_FIELD =
  /^(?:pass(?:word)?|passwd|pwd|secret|client_?secret|api_?key|apikey|access_?token|refresh_?token|id_?token|private_?key|otp|pin)$/i;
const USER_FIELD = /^(?:user(?:_?name)?|login|e?mail|client_?id)$/i;
const SECRET_HEADER = /(?:api[-_]?key|token|secret|session|csrf|xsrf|signature|^x-auth)/i;
const SECRET_QUERY = /^(?:api_?key|apikey|key|token|access_?token|auth|signature|sig|secret|client_?secret|password)$/i;

/** The variables the written file needs, by name: what each is for (never its value). */
export type Variables = Map<string, string>;

/** Collects the secret values found and the variable each became, so that one value gets one name. */
class SecretNames {
  readonly values = new Map<string, string>();

  constructor(readonly variables: Variables) {}

  /** Returns `${NAME}` for a secret value, naming it after `base` (a number added when the name is taken). */
  placeholder(base: string, value: string, why: string): string {
    const known = this.values.get(value);
    if (known) return `\${${known}}`;
    const stem =
      base
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .toUpperCase() || 'SECRET';
    let name = /^\d/.test(stem) ? `V_${stem}` : stem;
    for (let n = 2; this.variables.has(name); n++) name = `${stem}_${n}`;
    this.variables.set(name, why);
    this.values.set(value, name);
    return `\${${name}}`;
  }
}

/**
 * Replaces the secrets the steps send with `${NAME}`s, recording each in `variables`: credentials in bodies, an
 * `Authorization` that correlation left as it was, API key headers and query values, and cookies no response set
 * (those that one did are the cookie jar's: left out). Then every other place that sends one of those values.
 * Returns the secret values, for masking what import prints.
 */
export function hideSecrets(steps: DraftStep[], variables: Variables): string[] {
  const names = new SecretNames(variables);
  const setCookies = new Set<string>();
  for (const step of steps) {
    step.headers = step.headers.flatMap(([header, value]): Array<[string, string]> => {
      if (value.includes('${') && !/^cookie$/i.test(header)) return [[header, value]];
      if (/^authorization$/i.test(header)) {
        const scheme = /^(\w+)\s+(\S.*)$/.exec(value);
        if (scheme?.[1]?.toLowerCase() === 'bearer')
          return [
            [header, `Bearer ${names.placeholder('API_TOKEN', scheme[2]!, 'the bearer token of Authorization')}`],
          ];
        if (scheme?.[1]?.toLowerCase() === 'basic')
          return [
            [
              header,
              `Basic ${names.placeholder('BASIC_AUTH', scheme[2]!, 'base64 of user:password for Authorization: Basic')}`,
            ],
          ];
        return [[header, names.placeholder('AUTHORIZATION', value, 'the Authorization header')]];
      }
      if (/^cookie$/i.test(header)) {
        const kept = value
          .split(/;\s*/)
          .filter((pair) => pair && !setCookies.has(pair.split('=')[0]!.trim()))
          .map((pair) => {
            const [name = '', ...rest] = pair.split('=');
            const cookie = rest.join('=');
            if (cookie.includes('${')) return pair;
            return `${name.trim()}=${names.placeholder(`COOKIE_${name.trim()}`, cookie, `the cookie ${name.trim()}, sent but never set in the recording`)}`;
          });
        return kept.length === 0 ? [] : [[header, kept.join('; ')]];
      }
      if (SECRET_HEADER.test(header)) return [[header, names.placeholder(header, value, `the header ${header}`)]];
      return [[header, value]];
    });
    step.query = step.query.map(([key, value]) =>
      SECRET_QUERY.test(key) && !value.includes('${')
        ? [key, names.placeholder(key, value, `the query parameter ${key}`)]
        : [key, value],
    );
    if (step.body?.kind === 'json') step.body = { kind: 'json', value: hideInJson(step.body.value, names) };
    if (step.body?.kind === 'form') {
      const fields = step.body.fields;
      const hasSecret = fields.some(([key]) => SECRET_FIELD.test(key));
      step.body = {
        kind: 'form',
        fields: fields.map(([key, value]) =>
          value.includes('${') || !(SECRET_FIELD.test(key) || (hasSecret && USER_FIELD.test(key)))
            ? [key, value]
            : [key, names.placeholder(key, value, `the form field ${key}`)],
        ),
      };
    }
    for (const [header, value] of step.recorded.responseHeaders ?? [])
      if (/^set-cookie$/i.test(header)) setCookies.add(value.split('=')[0]!.trim());
  }
  // A secret sent elsewhere too (a token in a query, a password in a text body) is hidden there as well.
  const secrets = [...names.values].filter(([value]) => value.length >= 4).sort((a, b) => b[0].length - a[0].length);
  if (secrets.length === 0) return [];
  for (const step of steps)
    editStrings(step, (text) => secrets.reduce((out, [value, name]) => out.split(value).join(`\${${name}}`), text));
  return secrets.map(([value]) => value);
}

/** Returns JSON data with its secret fields (and the user field beside a secret one) as `${NAME}`. */
function hideInJson(value: unknown, names: SecretNames, depth = 0): unknown {
  if (depth > 32) return value;
  if (Array.isArray(value)) return value.map((item) => hideInJson(item, names, depth + 1));
  if (!isRecord(value)) return value;
  const hasSecret = Object.entries(value).some(([key, item]) => SECRET_FIELD.test(key) && typeof item === 'string');
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const secret = SECRET_FIELD.test(key) || (hasSecret && USER_FIELD.test(key));
      if (typeof item === 'string' && secret && !item.includes('${'))
        return [key, names.placeholder(key, item, `the body field ${key}`)];
      return [key, hideInJson(item, names, depth + 1)];
    }),
  );
}
