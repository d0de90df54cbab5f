/**
 * `${NAME}` placeholders of loadtool.yaml, read the same way by validation and by the engine: a name of letters,
 * digits and `_`, filled from the environment; `$${` writes a literal `${`.
 */
const PLACEHOLDER = /\$?\$\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Returns each `${…}` placeholder in a text: its name, and whether that name is a valid variable name. `$${` is a literal `${`. */
export function findPlaceholders(text: string): Array<{ name: string; valid: boolean }> {
  return [...text.matchAll(PLACEHOLDER)]
    .filter(([match]) => !match.startsWith('$$'))
    .map(([, name = '']) => ({ name, valid: NAME.test(name) }));
}

/**
 * Returns the text with each `${NAME}` replaced by its value in `env` (and `$${` by `${`); calls `onValue` with each
 * value used, so that it can be masked. An unset or empty variable throws, naming the variable, never a value.
 */
export function fillPlaceholders(text: string, env: NodeJS.ProcessEnv, onValue: (value: string) => void): string {
  return text.replace(PLACEHOLDER, (match, name: string) => {
    if (match.startsWith('$$')) return match.slice(1);
    const value = env[name];
    // An empty variable counts as unset, as validation says: GitHub gives "" for a secret a fork's run cannot read.
    if (!value) throw new Error(`the environment variable ${name} is not set`);
    onValue(value);
    return value;
  });
}
