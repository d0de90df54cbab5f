import type { ErrorObject } from 'ajv';
import { distance as editDistance } from 'fastest-levenshtein';
import { joinPath, type Problem } from '../input-error.js';

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
  $defs?: Record<string, SchemaNode>;
  then?: SchemaNode;
  [keyword: string]: unknown;
}

const FORMATS: Record<string, string> = {
  uri: 'an http(s) URL',
  'http-url-or-relative-path': 'an http(s) URL or a relative path',
};

/** Returns the schema node that describes the value at `segments`, with `$ref`s to `#/$defs` merged in. */
export function schemaAt(root: SchemaNode, segments: ReadonlyArray<string>): SchemaNode | undefined {
  let node: SchemaNode | undefined = resolve(root, root);
  for (const segment of segments) {
    node = node?.properties?.[segment];
    if (node) node = resolve(root, node);
  }
  return node;
}

function resolve(root: SchemaNode, node: SchemaNode): SchemaNode {
  const name = node.$ref?.replace('#/$defs/', '');
  const target = name ? root.$defs?.[name] : undefined;
  return target ? { ...resolve(root, target), ...node } : node;
}

/** Returns one problem per invalid value, each with a sentence that says what to write instead. */
export function problemsFromSchemaErrors(errors: ErrorObject[], root: SchemaNode, data: unknown): Problem[] {
  const failedBranches = errors.filter((e) => e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const problems = new Map<string, Problem>();
  for (const error of errors) {
    if (error.keyword === 'if' || failedBranches.some((prefix) => error.schemaPath.startsWith(prefix))) continue;
    const { segments, message } = describe(error, root, data);
    const path = joinPath(segments) || '$';
    if (!problems.has(path)) problems.set(path, { path, message });
  }
  return [...problems.values()];
}

function describe(error: ErrorObject, root: SchemaNode, data: unknown): { segments: string[]; message: string } {
  const at = pointerSegments(error.instancePath);
  const value = valueAt(data, at);
  const node = schemaAt(root, at);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const segments = [...at, name];
      const domain = error.schemaPath.includes('/then/') && at[0] === 'domains' ? at[1] : undefined;
      return {
        segments,
        message: `is required${domain ? ` when ${domain} is enabled` : ''}; ${whatToWrite(schemaAt(root, segments))}`,
      };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys(node?.properties ?? {});
      const guess = closest(name, known);
      const hint = guess ? `did you mean "${guess}"?` : `the keys here are ${known.map((k) => `"${k}"`).join(', ')}.`;
      return {
        segments: [...at, name],
        message: `unknown key: ${hint} Remove it, or start a key of your own with "x-".`,
      };
    }
    case 'type': {
      const expected = ([] as string[]).concat(node?.type ?? String(params.type));
      if (at.length === 0) return { segments: at, message: `the file must hold a JSON object, not ${kindOf(value)}` };
      return {
        segments: at,
        message: `must be ${expected.map(article).join(' or ')}, not ${kindOf(value)}; ${whatToWrite(node)}`,
      };
    }
    case 'enum':
      return {
        segments: at,
        message: `${JSON.stringify(value)} is not allowed; write one of ${(node?.enum ?? []).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'exclusiveMinimum':
      return {
        segments: at,
        message: `must be greater than ${String(params.limit)}, not ${String(value)}; ${whatToWrite(node)}`,
      };
    case 'maximum':
      return {
        segments: at,
        message: `must be at most ${String(params.limit)}, not ${String(value)}; ${whatToWrite(node)}`,
      };
    case 'minLength':
      return { segments: at, message: `must not be empty; ${whatToWrite(node)}` };
    case 'format':
    case 'pattern':
      return {
        segments: at,
        message: `${JSON.stringify(value)} is not ${FORMATS[String(params.format)] ?? FORMATS.uri}; ${whatToWrite(node)}`,
      };
    case 'anyOf': {
      const names = (error.schema as SchemaNode[]).flatMap((branch) => branch.required ?? []);
      return {
        segments: at,
        message: `needs one of ${names.join(' or ')}; ${names.map((n) => `${n}: ${whatToWrite(schemaAt(root, [...at, n]))}`).join('; ')}`,
      };
    }
    case 'not': {
      const names = (error.schema as SchemaNode).required ?? [];
      return { segments: at, message: `sets ${names.join(' and ')} together; keep only one of them` };
    }
    default:
      return { segments: at, message: error.message ?? 'is invalid' };
  }
}

function whatToWrite(node: SchemaNode | undefined): string {
  if (!node?.title) return 'see the configuration reference in the README';
  const example = node.examples?.[0];
  return example === undefined ? `write ${node.title}` : `write ${node.title}, e.g. ${JSON.stringify(example)}`;
}

function pointerSegments(pointer: string): string[] {
  return pointer
    ? pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    : [];
}

function valueAt(data: unknown, segments: string[]): unknown {
  return segments.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    data,
  );
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${article(typeof value)} (${JSON.stringify(value)})`;
}

function article(type: string): string {
  if (type === 'null') return 'null';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
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
