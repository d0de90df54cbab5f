// How loadtool.yaml's messages speak: a mapping, a list, examples as flow YAML.
import { Wording } from '../../json-schema-messages.js';

/** loadtool.yaml is YAML: its messages call an object a mapping and an array a list, and write examples as flow YAML. */
export const YAML_WORDING = new Wording({
  types: {
    object: 'a mapping',
    array: 'a list',
    string: 'a string',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'a boolean',
    null: 'empty',
  },
  show,
  typedScalars: false,
  print: flowYaml,
  reference: "qa-perf's docs/loadtool-yaml.md",
});

/** Returns a value as a message about loadtool.yaml quotes it: JSON on one line, cut short past 60 characters. */
export function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Returns a value as YAML on one line: `{ status: [201] }`, `"30s"`. */
function flowYaml(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(flowYaml).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_][\w-]*$/.test(key) ? key : JSON.stringify(key)}: ${flowYaml(item)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}
