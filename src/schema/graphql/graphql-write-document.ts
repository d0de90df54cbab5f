// The document a generated mutation sends: its input objects written out, every value a variable of its own.
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isRequiredInputField,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { operationName } from './graphql-operation-name.js';
import { sampleInput } from './graphql-sample.js';
import { KEY_NAME, UNIQUE_TEXT } from '../record-names.js';

type Field = GraphQLField<unknown, unknown>;

/** One value of a mutation's input: the variable that carries it, where it sits, its type and sampled value. */
export interface Leaf {
  variable: string;
  /** The input field's (or argument's) own name. */
  name: string;
  type: GraphQLInputType;
  value: unknown;
  /** Set inside a patch (an input object whose every field is optional): a value it changes. */
  patch: boolean;
}

/** A mutation's document: its text, its variables' sampled values, each variable, and those that name its record. */
export interface Document {
  query: string;
  variables: Record<string, unknown>;
  leaves: Leaf[];
  keys: Leaf[];
}

/** The input of a mutation as written in its document: a variable, or an input object written out field by field. */
type Node = { leaf: Leaf } | { fields: Array<[string, Node]> };

/**
 * Returns the document of a mutation: each of its required input objects written out field by field, every value a
 * variable of its own with its sampled value (free text new at every request), a patch (an input object whose every
 * field is optional) with one field of free text that is not in `keep`; `keyOf` picks the values that name the
 * record (never a patch's); `select` is the selection set of its answer. Or the problem that prevents a value.
 */
export function documentOf(
  field: Field,
  select: string,
  keyOf?: (leaf: Leaf) => boolean,
  /** Fields a patch leaves alone: the record's key by name (`name` of `updateTagByName`), which it would change. */
  keep: readonly string[] = [],
): Document | { problem: string } {
  const used = new Set<string>();
  const leaves: Leaf[] = [];
  let problem: string | undefined;
  const walk = (
    type: GraphQLInputType,
    name: string,
    parent: string,
    depth: number,
    patch = false,
  ): Node | undefined => {
    const named = isNonNullType(type) ? type.ofType : type;
    // A @oneOf input takes exactly one field, which the sample picks: it stays one value.
    if (isInputObjectType(named) && !named.isOneOf && depth < 4) {
      const fields = Object.values(named.getFields());
      const required = fields.filter(isRequiredInputField);
      // A patch (every field optional) gets one field of free text, so that the change changes something.
      const inPatch = patch || (required.length === 0 && depth > 0);
      const chosen = inPatch
        ? fields.filter((f) => !KEY_NAME.test(f.name) && !keep.includes(f.name) && freeText(f.type)).slice(0, 1)
        : required;
      const nodes: Array<[string, Node]> = [];
      for (const inner of chosen) {
        const node = walk(inner.type, inner.name, name, depth + 1, inPatch);
        if (node) nodes.push([inner.name, node]);
      }
      return { fields: nodes };
    }
    const sample = sampleInput(type, name, name, []);
    if ('problem' in sample) {
      problem ??= sample.problem;
      return undefined;
    }
    let variable = name;
    if (used.has(variable)) variable = `${parent}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    for (let n = 2; used.has(variable); n++) variable = `${name}${n}`;
    used.add(variable);
    const leaf: Leaf = { variable, name, type, value: freeText(type) ? textFor(name) : sample.value, patch };
    leaves.push(leaf);
    return { leaf };
  };
  const args: string[] = [];
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) || arg.defaultValue !== undefined) continue;
    const node = walk(arg.type, arg.name, field.name, 0);
    if (node) args.push(`${arg.name}: ${render(node)}`);
  }
  if (problem !== undefined) return { problem };
  const header = leaves.length > 0 ? `(${leaves.map((l) => `$${l.variable}: ${String(l.type)}`).join(', ')})` : '';
  const call = args.length > 0 ? `(${args.join(', ')})` : '';
  const query = `mutation ${operationName(field.name)}${header} { ${field.name}${call}${select} }`;
  const variables = Object.fromEntries(leaves.map((leaf) => [leaf.variable, leaf.value]));
  // What a patch sets is the change, never the record's key.
  const keys = keyOf ? leaves.filter((leaf) => !leaf.patch && keyOf(leaf)) : [];
  return { query, variables, leaves, keys };
}

/** Whether a value names a record: a scalar named as a key (`id`, `nodeId`, `tagId`) or of type ID or UUID. */
export function isKey(leaf: Leaf): boolean {
  const named = getNamedType(leaf.type);
  return (
    isScalarType(named) &&
    !isListType(isNonNullType(leaf.type) ? leaf.type.ofType : leaf.type) &&
    (KEY_NAME.test(leaf.name) || named.name === 'ID' || /^uuid$/i.test(named.name))
  );
}

/** Whether free text fits an input: a String (not an ID, which often must name something). */
function freeText(type: GraphQLInputType): boolean {
  const named = isNonNullType(type) ? type.ofType : type;
  return isScalarType(named) && named.name === 'String';
}

/** Unique text for a field, in the shape its name asks for (an e-mail address, a URL) where it says. */
function textFor(name: string): string {
  if (/e-?mail/i.test(name)) return 'qa-perf-${uuid}@example.com';
  if (/url|uri|link|website/i.test(name)) return 'https://example.com/qa-perf/${uuid}';
  return UNIQUE_TEXT;
}

function render(node: Node): string {
  if ('leaf' in node) return `$${node.leaf.variable}`;
  if (node.fields.length === 0) return '{}';
  return `{ ${node.fields.map(([name, inner]) => `${name}: ${render(inner)}`).join(', ')} }`;
}

export function wrap(path: string[], inner: string): string {
  return path.reduceRight((text, name) => `${name} { ${text} }`, inner);
}
