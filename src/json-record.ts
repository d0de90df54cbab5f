// Whether a value parsed from JSON or YAML is a mapping: what every check of raw data asks before reading its keys.

/** Returns whether `value` is a mapping (an object that is not an array, nor null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
