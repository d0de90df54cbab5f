// The `${NAME}` syntax: finding placeholders and filling them from the environment.
import { randomUUID } from 'node:crypto';

/**
 * `${NAME}` placeholders, read the same way wherever a value comes from the environment (loadtool.yaml, the schema
 * headers of qa.config.json) and by the engine: a name of letters, digits and `_`; `$${` writes a literal `${`. An
 * empty variable counts as unset: GitHub Actions gives "" for a secret that a fork's run cannot read.
 */
const PLACEHOLDER = /\$?\$\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** `${data.<column>}`: a value of the row a request takes from its scenario's data file (docs/data-files.md). */
const DATA_NAME = /^data\.[A-Za-z_][A-Za-z0-9_-]*$/;
/** How a data file's column is written in a placeholder: `data.` and the column's name. */
export const DATA_PREFIX = 'data.';

/** Returns each `${…}` placeholder in a text: its name, and whether that name is a valid variable name. `$${` is a literal `${`. */
export function findPlaceholders(text: string): Array<{ name: string; valid: boolean }> {
  return [...text.matchAll(PLACEHOLDER)]
    .filter(([match]) => !match.startsWith('$$'))
    .map(([, name = '']) => ({ name, valid: NAME.test(name) || DATA_NAME.test(name) }));
}

/** Whether a name is a variable's name, as `${NAME}` writes it: letters, digits and `_`, not starting with a digit. */
export function isVariableName(name: string): boolean {
  return NAME.test(name);
}

/** Says what is wrong with a text's `${…}` that are not variables, or undefined when it has none. */
export function invalidPlaceholders(text: string): string | undefined {
  const invalid = findPlaceholders(text)
    .filter(({ valid }) => !valid)
    .map(({ name }) => `\${${name}}`);
  if (invalid.length === 0) return undefined;
  return `${invalid.join(' and ')} ${invalid.length > 1 ? 'are not variables' : 'is not a variable'}: write \${NAME} with letters, digits and _ only, \${data.<column>} for a column of a data file (or $\${ for a literal \${)`;
}

/**
 * The built-in `${uuid}`: a new random UUID for each request, never read from the environment and never a secret. The
 * engine fills it per request (engine/http/request-template.ts), one UUID for every `${uuid}` of the request.
 */
export const UUID = 'uuid';

/** Returns whether a placeholder's name is a built-in value rather than an environment variable. */
export function isBuiltIn(name: string): boolean {
  return name === UUID;
}

/** Returns whether a placeholder names a column of the scenario's data file (`${data.<column>}`). */
export function isDataName(name: string): boolean {
  return name.startsWith(DATA_PREFIX);
}

/**
 * Returns whether a placeholder's value is the run's, filled per request and never read from the environment nor a
 * secret: `${uuid}` and a data file's `${data.<column>}`.
 */
export function isRunValue(name: string): boolean {
  return isBuiltIn(name) || isDataName(name);
}

/** Returns whether a variable counts as set: present and not empty. */
function isSet(env: NodeJS.ProcessEnv, name: string): boolean {
  return Boolean(env[name]);
}

/** Returns the names of the valid placeholders of a text that `env` leaves unset, each once, in order. */
export function unsetVariables(text: string, env: NodeJS.ProcessEnv): string[] {
  const names = findPlaceholders(text).flatMap(({ name, valid }) =>
    valid && !isRunValue(name) && !isSet(env, name) ? [name] : [],
  );
  return [...new Set(names)];
}

/** Returns the text with each `${NAME}` replaced by `fill(NAME)` and each `$${` by `${`: the one reading of the syntax. */
export function replacePlaceholders(text: string, fill: (name: string) => string): string {
  return text.replace(PLACEHOLDER, (match, name: string) => (match.startsWith('$$') ? match.slice(1) : fill(name)));
}

/**
 * Returns the text with each `${NAME}` replaced by its value in `env` (and `$${` by `${`); calls `onValue` with each
 * value used, so that it can be masked. An unset or empty variable throws, naming the variable, never a value.
 * `${uuid}` is `uuid()`, by default a new UUID each time, and not a secret.
 */
export function fillPlaceholders(
  text: string,
  env: NodeJS.ProcessEnv,
  onValue: (value: string) => void,
  uuid: () => string = randomUUID,
): string {
  return replacePlaceholders(text, (name) => {
    if (isBuiltIn(name)) return uuid();
    if (isDataName(name)) throw new Error(`\${${name}} is a data file's column, and the scenario has no data file`);
    if (!isSet(env, name)) throw new Error(`the environment variable ${name} is not set`);
    const value = env[name]!;
    onValue(value);
    return value;
  });
}
