// What a header value cannot carry (a line break, a control character), said without the value.
import { findPlaceholders } from './placeholders.js';

/**
 * What a header value may hold (RFC 9110 field-vchar, as undici checks it): tab, visible ASCII and space, and the
 * Latin-1 range. A line break would split the header in two (header injection), and undici refuses it.
 */
const BAD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

const LINE_BREAK = /[\r\n]/;

/**
 * Returns what a header value holds that no header can carry, in words (`a line break, which …`), or undefined when
 * it can be sent. A leaf module: the load test, the schema's headers and the data sources all check their values here.
 */
export function unsendable(value: string): string | undefined {
  if (LINE_BREAK.test(value)) return 'a line break, which a header cannot carry';
  if (BAD_VALUE.test(value))
    return 'a character a header cannot carry (a control character, or one beyond Latin-1 such as €)';
  return undefined;
}

/**
 * Returns why a header value, written as `template` with `${NAME}` filled from `env`, cannot be sent, or undefined:
 * said of the text as written, else of the variables whose values bring the character in; never quoting a value,
 * which may be a secret. Without `env`, only the text as written is checked.
 */
export function headerValueProblem(template: string, env?: NodeJS.ProcessEnv): string | undefined {
  const written = unsendable(template);
  if (written) return `holds ${written}: remove it, or encode the value (percent-encoding, base64)`;
  if (!env) return undefined;
  const names = [...new Set(findPlaceholders(template).flatMap(({ name, valid }) => (valid ? [name] : [])))].filter(
    (name) => unsendable(env[name] ?? '') !== undefined,
  );
  if (names.length === 0) return undefined;
  const what = unsendable(names.map((name) => env[name]).join(''))!;
  return `with ${names.map((name) => `\${${name}}`).join(' and ')} filled in from the environment, the value holds ${what}: check ${names.join(' and ')} (a trailing newline is the usual cause)`;
}
