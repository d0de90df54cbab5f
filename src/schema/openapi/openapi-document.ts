// An OpenAPI document parsed (JSON or YAML), and the readings of it every other reader shares: `$ref`, parameters.
import { readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { CancelledError } from '../../errors.js';
import { joinPath, type Problem } from '../../errors.js';
import { redactUrl } from '../../redact-url.js';
import { fetchText, type FetchOptions } from '../fetch-text.js';
import { deepNestingPosition } from '../../bracket-nesting.js';
import { isStackOverflow, MAX_NESTING, nestsTooDeep, TooDeepError } from '../nesting.js';
import { SchemaError } from '../schema-error.js';
import { statusAdvice } from '../schema-headers.js';

export type Json = Record<string, unknown>;

/** Where a document was read from: a file path or an http(s) URL. */
export type Location = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/** An OpenAPI document as parsed, with external `$ref`s grafted in so that every `$ref` is a local pointer. */
export interface OpenApiDocument {
  root: Json;
  /** `3.1` for a 3.2 document too (openApiVersion). */
  version: '2.0' | '3.0' | '3.1';
  source: string;
  location: Location;
}

/** Where grafted external documents live inside the root, so that their `$ref`s become local pointers. */
const GRAFTS = 'x-qa-perf-external';

/** Returns the value a local `$ref` (`#/components/schemas/Pet`) points to, or undefined. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let value = root;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Json)[key];
  }
  return value;
}

/** Returns the object a value stands for: the target of its `$ref` (followed up to 20 times), or the value itself. */
export function deref(root: unknown, value: unknown): Json | undefined {
  let current = value;
  for (let hops = 0; hops < 20 && isObject(current) && typeof current.$ref === 'string'; hops++) {
    current = resolvePointer(root, current.$ref);
  }
  return isObject(current) ? current : undefined;
}

/** The path item's parameters overlaid by the operation's, by name and location. */
export function operationParameters(root: Json, item: Json, operation: Json): Json[] {
  const byKey = new Map<string, Json>();
  for (const list of [item.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = deref(root, raw);
      if (parameter) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
    }
  }
  return [...byKey.values()];
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses an OpenAPI document's text (JSON or YAML); returns the parsed value or throws a positioned SchemaError. */
export function parseDocumentText(text: string, source: string): unknown {
  // Refused before parsing: YAML's composer and every later walker recurse once per level.
  const deep = deepNestingPosition(text, MAX_NESTING);
  if (deep) throw new TooDeepError(source, deep);
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all (YAML flow style starts with `{` too): the YAML parser says where it breaks.
    }
  }
  let value: unknown;
  try {
    value = parseYaml(text, { maxAliasCount: 1000 }) as unknown;
  } catch (error) {
    const [position] = error instanceof YAMLParseError ? (error.linePos ?? []) : [];
    // The YAML parser reports a stack overflow of its own as a parse error at the place it happened.
    if (isStackOverflow(error)) throw new TooDeepError(source, { line: position?.line, column: position?.col });
    if (error instanceof YAMLParseError) {
      const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      throw new SchemaError(source, [{ path: '', line: position?.line, column: position?.col, message }]);
    }
    throw new SchemaError(source, [{ path: '', message: `cannot be parsed: ${(error as Error).message}` }]);
  }
  // Block style nests by indentation, and an alias may repeat a deep part: the parsed value is what counts.
  if (nestsTooDeep(value)) throw new TooDeepError(source);
  return value;
}

/**
 * Returns the OpenAPI version of a parsed document, or undefined when it is not an OpenAPI document. 3.2 is read as
 * 3.1: the same JSON Schema 2020-12 and the same objects, with additions (a media type's `itemSchema`, the `query`
 * method, tags' parents) that generation can do without.
 */
export function openApiVersion(value: unknown): OpenApiDocument['version'] | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.swagger === 'string' && value.swagger.startsWith('2.')) return '2.0';
  if (typeof value.openapi === 'string' && value.openapi.startsWith('3.0')) return '3.0';
  if (typeof value.openapi === 'string' && /^3\.[12]\b/.test(value.openapi)) return '3.1';
  return undefined;
}

/** Distinct external documents read at most: a split description has dozens, a hostile one would have no end. */
const MAX_EXTERNAL_DOCUMENTS = 500;

/**
 * How many external documents a chain of `$ref`s may pass through from the document (the shortest chain to each).
 * A document that refers to itself by a relative path from a folder the server serves it in for every path
 * (`./schemas/pets.json` → `/schemas/schemas/pets.json` → …) would otherwise be fetched until the URL is too long.
 */
const MAX_EXTERNAL_DEPTH = 32;

/** Headers sent with every same-origin `$ref` fetch (the schema's credentials), the run's signal, the TLS options. */
export type ExternalRefOptions = Pick<FetchOptions, 'headers' | 'signal' | 'tls'>;

/**
 * Returns the document with every external `$ref` grafted in as a local pointer. External documents may only be
 * files beside the document (its folder and below, symbolic links resolved), or, for a document read from a URL,
 * URLs of the same origin, whose redirects must stay on it; at most MAX_EXTERNAL_DOCUMENTS of them, at most
 * MAX_EXTERNAL_DEPTH away. Throws a SchemaError naming each `$ref` that is refused or cannot be read.
 */
export async function withExternalRefs(
  document: OpenApiDocument,
  text: string,
  options: ExternalRefOptions = {},
): Promise<OpenApiDocument> {
  // Most documents have no external $ref: a look at the text spares walking a large document.
  if (!/["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"']/.test(text)) return document;
  const problems: Problem[] = [];
  const grafts: Json = {};
  const loaded = new Map<string, string>();
  const rootFolder = document.location.kind === 'file' ? await realFolder(document.location.path) : undefined;
  const queue: Array<{ value: unknown; location: Location; graftPath: string; chain: string[] }> = [
    { value: document.root, location: document.location, graftPath: '', chain: [] },
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { location, graftPath, chain } = next;
    // A problem in an external document says which one: the SchemaError names the document the user gave.
    const within = chain.length > 0 ? `in ${chain[chain.length - 1]}: ` : '';
    for (const { holder, ref, segments } of refsIn(next.value)) {
      if (ref.startsWith('#')) {
        if (graftPath) holder.$ref = `#${graftPath}${ref.slice(1)}`;
        continue;
      }
      const at = joinPath([...segments, '$ref']);
      const [target, pointer = ''] = ref.split('#');
      const resolved = await resolveRef(document.location, rootFolder, location, target!);
      if ('refused' in resolved) {
        problems.push({ path: at, message: `${within}${resolved.refused}` });
        continue;
      }
      let name = loaded.get(resolved.key);
      if (name === undefined) {
        const limit =
          chain.length >= MAX_EXTERNAL_DEPTH
            ? `a chain of more than ${MAX_EXTERNAL_DEPTH} external documents (${[...chain.slice(0, 3), '…', ...chain.slice(-2), resolved.label].join(' → ')})`
            : loaded.size >= MAX_EXTERNAL_DOCUMENTS
              ? `more than ${MAX_EXTERNAL_DOCUMENTS} external documents`
              : undefined;
        if (limit) {
          // Nothing more is fetched: a document that never ends would go on for ever.
          problems.push({
            path: at,
            message: `${within}refers to ${target!}, which would make ${limit}: external $refs may not go further; a relative $ref that leads back to its own document under a longer path never ends, so check the paths of the $refs`,
          });
          throw new SchemaError(document.source, problems);
        }
        name = String(loaded.size);
        loaded.set(resolved.key, name);
        try {
          // Only same-origin URLs get this far, so the schema's headers may go with them.
          const external = await readLocation(resolved.location, options);
          grafts[name] = parseDocumentText(external, resolved.label);
          queue.push({
            value: grafts[name],
            location: resolved.location,
            graftPath: `/${GRAFTS}/${name}`,
            chain: [...chain, resolved.label],
          });
        } catch (error) {
          if (error instanceof CancelledError) throw error;
          const reason =
            error instanceof SchemaError
              ? error.problems
                  .map((p) =>
                    p.line === undefined ? p.message : `${resolved.label}:${p.line}:${p.column ?? 1}: ${p.message}`,
                  )
                  .join('; ')
              : (error as Error).message;
          problems.push({ path: at, message: `${within}refers to ${target!}, which cannot be read: ${reason}` });
        }
      }
      holder.$ref = `#/${GRAFTS}/${name}${pointer}`;
    }
  }
  if (problems.length > 0) throw new SchemaError(document.source, problems);
  return { ...document, root: { ...document.root, [GRAFTS]: grafts } };
}

/** Yields every object with a `$ref` in a parsed document, with its path; iterative, in document order. */
function* refsIn(value: unknown): Generator<{ holder: Json; ref: string; segments: Array<string | number> }> {
  const stack: Array<{ value: unknown; segments: Array<string | number> }> = [{ value, segments: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, segments } = next;
    const children: Array<[string | number, unknown]> = Array.isArray(current)
      ? [...current.entries()]
      : isObject(current)
        ? Object.entries(current)
        : [];
    if (isObject(current) && typeof current.$ref === 'string') yield { holder: current, ref: current.$ref, segments };
    for (let index = children.length - 1; index >= 0; index--) {
      const [key, item] = children[index]!;
      if (typeof item === 'object' && item !== null) stack.push({ value: item, segments: [...segments, key] });
    }
  }
}

/** Returns the real path of a file's folder, symbolic links resolved, or the folder as given when it is missing. */
async function realFolder(file: string): Promise<string> {
  return realpath(dirname(file)).catch(() => dirname(file));
}

async function resolveRef(
  root: Location,
  rootFolder: string | undefined,
  from: Location,
  target: string,
): Promise<{ location: Location; key: string; label: string } | { refused: string }> {
  if (from.kind === 'url') {
    const url = new URL(target, from.url);
    const origin = new URL(root.kind === 'url' ? root.url : 'file:///').origin;
    if (url.origin !== origin)
      return { refused: `refers to ${target}, on another host: external $refs may only point to the same server` };
    return { location: { kind: 'url', url: url.href }, key: url.href, label: redactUrl(url.href) };
  }
  if (/^[a-z][\w+.-]*:/i.test(target) || isAbsolute(target)) {
    return {
      refused: `refers to ${target}: external $refs may only point to files beside the document, by a relative path`,
    };
  }
  const outside = {
    refused: `refers to ${target}, outside the document's folder: external $refs may only point to files beside it`,
  };
  const folder = root.kind === 'file' ? dirname(root.path) : '.';
  const path = resolve(dirname(from.path), target);
  if (!isWithin(folder, path)) return outside;
  // A symbolic link beside the document may lead anywhere: where it really leads is what must be inside.
  const real = await realpath(path).catch(() => undefined);
  if (real === undefined) return { location: { kind: 'file', path }, key: path, label: relative(folder, path) };
  if (!isWithin(rootFolder ?? folder, real)) {
    return {
      refused: `refers to ${target}, outside the document's folder (a symbolic link leads there): external $refs may only point to files beside it`,
    };
  }
  return { location: { kind: 'file', path }, key: real, label: relative(folder, path) };
}

function isWithin(folder: string, path: string): boolean {
  const inside = relative(folder, path);
  return !inside.startsWith('..') && !isAbsolute(inside);
}

/** Returns the text at a location: a file, or an http(s) URL answering 2xx to a GET with the given headers. */
export async function readLocation(location: Location, options: ExternalRefOptions = {}): Promise<string> {
  if (location.kind === 'file') {
    try {
      return await readFile(location.path, 'utf8');
    } catch {
      throw new SchemaError(location.path, [
        { path: '', message: 'not found: check the path (relative to qa.config.json)' },
      ]);
    }
  }
  const response = await fetchText(location.url, {
    ...options,
    headers: { accept: 'application/json, application/yaml, */*', ...options.headers },
  });
  if (response.status < 200 || response.status > 299) {
    throw new SchemaError(redactUrl(location.url), [
      {
        path: '',
        message: `answered GET with HTTP ${response.status}: ${statusAdvice(response.status, Object.keys(options.headers ?? {}))}`,
      },
    ]);
  }
  return response.text;
}
