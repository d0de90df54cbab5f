// ajv's errors turned into sentences, for qa.config.json, loadtool.yaml and results.json alike.
import type { ErrorObject } from 'ajv';
import { distance as editDistance } from 'fastest-levenshtein';
import { joinPath, type Problem } from './errors.js';

/** The parts of a JSON Schema node that messages and the reference table read. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: boolean | SchemaNode;
  $defs?: Record<string, SchemaNode>;
  then?: SchemaNode;
  [keyword: string]: unknown;
}

/** The schema node of a value, and the name of the `$defs` entry it refers to. */
export interface SchemaAt {
  node?: SchemaNode;
  def?: string;
}

/** A path into data: keys, and the indexes of arrays as numbers. */
export type Segments = Array<string | number>;

/**
 * Returns the schema node that describes the value at `segments`, following `properties`, `items` (for array indexes)
 * and `additionalProperties`, with `$ref`s to `#/$defs` merged in; empty where the schema says nothing of the value.
 * Given the data, an `anyOf` of a mapping and other values is followed into the branch for the value's kind (a
 * mapping into the mapping's), so that a message speaks of the value as it was meant.
 */
export function schemaAt(root: SchemaNode, segments: ReadonlyArray<string | number>, data?: unknown): SchemaAt {
  let at = resolve(root, root);
  let value = data;
  for (const segment of segments) {
    const node = at.node;
    const child =
      node?.properties?.[segment] ??
      (typeof segment === 'number' ? node?.items : undefined) ??
      (typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined);
    if (!child) return {};
    value = valueAt(value, [segment]);
    at = branchFor(root, resolve(root, child), value);
  }
  return at;
}

/** Returns the branch of an `anyOf` node meant for the value (see `meantBranch`), merged over the node; else the node. */
function branchFor(root: SchemaNode, at: SchemaAt, value: unknown): SchemaAt {
  const index = value === undefined ? undefined : meantBranch(root, at.node, value);
  if (index === undefined) return at;
  const resolved = resolve(root, (at.node!.anyOf as SchemaNode[])[index]!);
  return { ...resolved, node: { ...at.node, ...resolved.node } };
}

/**
 * Returns the index of the `anyOf` branch of `node` that a value is meant for, undefined when the node has none: a
 * mapping that uses a key of a mapping branch is meant for that branch; any other value for the first branch that
 * is not a mapping. A message then speaks of the value as it was meant, not of every branch it misses.
 */
export function meantBranch(root: SchemaNode, node: SchemaNode | undefined, value: unknown): number | undefined {
  const branches = node?.anyOf;
  if (!Array.isArray(branches)) return undefined;
  const nodes = (branches as SchemaNode[]).map((branch) => resolve(root, branch).node ?? {});
  const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
  const mapping = nodes.findIndex(
    (branch) => branch.type === 'object' && keys.some((key) => branch.properties?.[key] !== undefined),
  );
  if (mapping !== -1) return mapping;
  const other = nodes.findIndex((branch) => branch.type !== 'object');
  return other === -1 ? undefined : other;
}

function resolve(root: SchemaNode, node: SchemaNode): SchemaAt {
  const def = node.$ref?.replace('#/$defs/', '');
  const target = def ? root.$defs?.[def] : undefined;
  return target ? { node: { ...resolve(root, target).node, ...node }, def } : { node };
}

/** What an ajv error is about: where the value is, the value, its schema node (and `$defs` name), the error's params. */
export interface Subject extends SchemaAt {
  at: Segments;
  value: unknown;
  params: Record<string, unknown>;
}

/** Returns what an ajv error is about, in `data` validated against `root`. */
export function subjectOf(error: ErrorObject, root: SchemaNode, data: unknown): Subject {
  const at = segmentsOf(error.instancePath, data);
  return { at, value: valueAt(data, at), ...schemaAt(root, at, data), params: error.params as Record<string, unknown> };
}

/** Returns the segments of an ajv instance path (a JSON Pointer) into `data`, array indexes as numbers. */
function segmentsOf(pointer: string, data: unknown): Segments {
  const segments: Segments = [];
  let value = data;
  for (const raw of pointer ? pointer.slice(1).split('/') : []) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    segments.push(Array.isArray(value) ? Number(segment) : segment);
    value = valueAt(value, [segment]);
  }
  return segments;
}

function valueAt(data: unknown, segments: ReadonlyArray<string | number>): unknown {
  return segments.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    data,
  );
}

/** The words that differ between files, from which a Wording builds its sentences. */
export interface Words {
  /** What each JSON Schema type is called, both for what a value must be and for what it is. */
  types: { null: string; array: string; object: string; [type: string]: string };
  /** Returns a value as a message quotes it, on one line. */
  show: (value: unknown) => string;
  /** Whether a number or boolean is named with its type, `a number (5)`, or shown alone, `5`. */
  typedScalars: boolean;
  /** Returns an example value as the file would hold it. */
  print: (value: unknown) => string;
  /** The reference page for the file (qa-perf's docs/), pointed to where the schema gives a value no title. */
  reference: string;
}

/** JSON's names for types and its way of quoting values, for the messages about a JSON file (qa.config.json, results.json). */
export const JSON_WORDS = {
  types: {
    object: 'an object',
    array: 'an array',
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'a boolean',
    null: 'null',
  },
  show: (value: unknown) =>
    JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value),
  typedScalars: true,
  print: (value: unknown) => JSON.stringify(value),
} satisfies Omit<Words, 'reference'>;

/**
 * The sentences about values that both validators write, in the words of one file: qa.config.json is JSON ("an
 * array", examples in JSON), loadtool.yaml is YAML ("a list", examples in flow YAML).
 */
export class Wording {
  constructor(private readonly words: Words) {}

  /** Returns how to fix a value: `write <the schema's title>, e.g. <its first example>`, or where the reference page says. */
  whatToWrite(node: SchemaNode | undefined): string {
    if (!node?.title) return `see ${this.words.reference}`;
    const example = node.examples?.[0];
    return example === undefined ? `write ${node.title}` : `write ${node.title}, e.g. ${this.words.print(example)}`;
  }

  /** Returns what a value is, for a message: `a list`, `the string "30 s"`, `5` or `a number (5)`. */
  kindOf(value: unknown): string {
    const { types, show, typedScalars } = this.words;
    if (value === null) return types.null;
    if (Array.isArray(value)) return types.array;
    if (typeof value === 'object') return types.object;
    if (typeof value === 'string') return `the string ${show(value)}`;
    return typedScalars ? `${types[typeof value] ?? typeof value} (${show(value)})` : show(value);
  }

  /** Returns the sentence for a value of the wrong type: the types the schema allows, what it is, what to write. */
  wrongType({ node, params, value }: Subject): string {
    const types = ([] as unknown[]).concat(node?.type ?? params.type).map(String);
    const names = types.map((type) => this.words.types[type] ?? type);
    const expected = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` : (names[0] ?? 'valid');
    return `must be ${expected}, not ${this.kindOf(value)}; ${this.whatToWrite(node)}`;
  }
}

/** Returns the sentence for a value outside the schema's `enum`: the value as quoted, then the values allowed. */
export function notAllowed(quoted: string, node: SchemaNode | undefined): string {
  return `${quoted} is not allowed; write one of ${(node?.enum ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
}

/**
 * Returns the sentence for a key the schema does not know: the known key it most likely meant, else all of them, then
 * the fix (by default for a file whose keys of one's own start with `x-`).
 */
export function unknownKey(
  name: string,
  known: string[],
  fix = 'Remove it, or start a key of your own with "x-".',
): string {
  const guess = closest(name, known);
  const hint = guess ? `did you mean "${guess}"?` : `the keys here are ${known.map((key) => `"${key}"`).join(', ')}.`;
  return `unknown key: ${hint} ${fix}`;
}

/** Returns the known key a typo most likely meant: same letters ignoring case, or at most two edits away. */
function closest(name: string, known: string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const key of known) {
    const distance = key.toLowerCase() === name.toLowerCase() ? 0 : editDistance(name, key);
    if (distance <= 2 && (!best || distance < best.distance)) best = { key, distance };
  }
  return best?.key;
}

/** A sentence about one value of a file: where the value is, what is wrong with it and how to fix it. */
export interface Described {
  segments: Segments;
  message: string;
}

/**
 * Returns the sentence for an error of a keyword that every JSON file's messages word alike (a missing or unknown key,
 * a wrong type, a value outside an enum, a number out of range), in `wording`; undefined for any other keyword.
 * `unknownKeyFix` is what to do about an unknown key (see unknownKey).
 */
export function jsonMessage(
  error: ErrorObject,
  subject: Subject,
  root: SchemaNode,
  wording: Wording,
  unknownKeyFix?: string,
): Described | undefined {
  const { at, value, node, params } = subject;
  switch (error.keyword) {
    case 'required': {
      const segments = [...at, String(params.missingProperty)];
      return { segments, message: `is required; ${wording.whatToWrite(schemaAt(root, segments).node)}` };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return { segments: [...at, name], message: unknownKey(name, Object.keys(node?.properties ?? {}), unknownKeyFix) };
    }
    case 'type':
      return { segments: at, message: wording.wrongType(subject) };
    case 'enum':
      return { segments: at, message: notAllowed(JSON.stringify(value), node) };
    case 'minimum':
      return {
        segments: at,
        message: `must be at least ${String(params.limit)}, not ${String(value)}; ${wording.whatToWrite(node)}`,
      };
    case 'maximum':
      return {
        segments: at,
        message: `must be at most ${String(params.limit)}, not ${String(value)}; ${wording.whatToWrite(node)}`,
      };
    default:
      return undefined;
  }
}

/** Returns one problem per value: the first sentence about each path, the one to fix first (`$` is the file itself). */
export function problemsByPath(described: Iterable<Described>): Problem[] {
  const problems = new Map<string, Problem>();
  for (const { segments, message } of described) {
    const path = joinPath(segments) || '$';
    if (!problems.has(path)) problems.set(path, { path, message });
  }
  return [...problems.values()];
}
