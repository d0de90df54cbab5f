import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { joinPath, type Problem } from '../input-error.js';
import { fetchText, redactUrl } from './fetch-text.js';
import { SchemaError } from './schema-error.js';
import { statusAdvice } from './schema-headers.js';

export type Json = Record<string, unknown>;

/** Where a document was read from: a file path or an http(s) URL. */
export type Location = { kind: 'file'; path: string } | { kind: 'url'; url: string };

/** An OpenAPI document as parsed, with external `$ref`s grafted in so that every `$ref` is a local pointer. */
export interface OpenApiDocument {
  root: Json;
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

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses an OpenAPI document's text (JSON or YAML); returns the parsed value or throws a positioned SchemaError. */
export function parseDocumentText(text: string, source: string): unknown {
  if (/^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all (YAML flow style starts with `{` too): the YAML parser says where it breaks.
    }
  }
  try {
    return parseYaml(text, { maxAliasCount: 1000 }) as unknown;
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const [position] = error.linePos ?? [];
      const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      throw new SchemaError(source, [{ path: '', line: position?.line, column: position?.col, message }]);
    }
    throw new SchemaError(source, [{ path: '', message: `cannot be parsed: ${(error as Error).message}` }]);
  }
}

/** Returns the OpenAPI version of a parsed document, or undefined when it is not an OpenAPI document. */
export function openApiVersion(value: unknown): OpenApiDocument['version'] | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.swagger === 'string' && value.swagger.startsWith('2.')) return '2.0';
  if (typeof value.openapi === 'string' && value.openapi.startsWith('3.0')) return '3.0';
  if (typeof value.openapi === 'string' && value.openapi.startsWith('3.1')) return '3.1';
  return undefined;
}

/**
 * Returns the document with every external `$ref` grafted in as a local pointer. External documents may only be
 * files beside the document (its folder and below), or, for a document read from a URL, URLs of the same origin.
 */
export async function withExternalRefs(
  document: OpenApiDocument,
  text: string,
  headers: Record<string, string> = {},
): Promise<OpenApiDocument> {
  // Most documents have no external $ref: a look at the text spares walking a large document.
  if (!/["']?\$ref["']?\s*:\s*["']?(?!#)[^\s"']/.test(text)) return document;
  const problems: Problem[] = [];
  const grafts: Json = {};
  const loaded = new Map<string, string>();
  const queue: Array<{ value: unknown; location: Location; graftPath: string; segments: Array<string | number> }> = [
    { value: document.root, location: document.location, graftPath: '', segments: [] },
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { location, graftPath } = next;
    for (const { holder, ref, segments } of refsIn(next.value, next.segments)) {
      if (ref.startsWith('#')) {
        if (graftPath) holder.$ref = `#${graftPath}${ref.slice(1)}`;
        continue;
      }
      const [target, pointer = ''] = ref.split('#');
      const resolved = resolveRef(document.location, location, target!);
      if ('refused' in resolved) {
        problems.push({ path: joinPath([...segments, '$ref']), message: resolved.refused });
        continue;
      }
      let name = loaded.get(resolved.key);
      if (name === undefined) {
        name = String(loaded.size);
        loaded.set(resolved.key, name);
        try {
          // Only same-origin URLs get this far, so the schema's headers may go with them.
          const external = await readLocation(resolved.location, headers);
          grafts[name] = parseDocumentText(external, resolved.key);
          queue.push({
            value: grafts[name],
            location: resolved.location,
            graftPath: `/${GRAFTS}/${name}`,
            segments: [],
          });
        } catch (error) {
          const reason =
            error instanceof SchemaError ? error.problems.map((p) => p.message).join('; ') : (error as Error).message;
          problems.push({
            path: joinPath([...segments, '$ref']),
            message: `refers to ${target!}, which cannot be read: ${reason}`,
          });
        }
      }
      holder.$ref = `#/${GRAFTS}/${name}${pointer}`;
    }
  }
  if (problems.length > 0) throw new SchemaError(document.source, problems);
  return { ...document, root: { ...document.root, [GRAFTS]: grafts } };
}

function* refsIn(
  value: unknown,
  segments: Array<string | number>,
): Generator<{ holder: Json; ref: string; segments: Array<string | number> }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* refsIn(item, [...segments, index]);
  } else if (isObject(value)) {
    if (typeof value.$ref === 'string') yield { holder: value, ref: value.$ref, segments };
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'object') yield* refsIn(item, [...segments, key]);
  }
}

function resolveRef(
  root: Location,
  from: Location,
  target: string,
): { location: Location; key: string } | { refused: string } {
  if (from.kind === 'url') {
    const url = new URL(target, from.url);
    const origin = new URL(root.kind === 'url' ? root.url : 'file:///').origin;
    if (url.origin !== origin)
      return { refused: `refers to ${target}, on another host: external $refs may only point to the same server` };
    return { location: { kind: 'url', url: url.href }, key: url.href };
  }
  if (/^[a-z][\w+.-]*:/i.test(target) || isAbsolute(target)) {
    return {
      refused: `refers to ${target}: external $refs may only point to files beside the document, by a relative path`,
    };
  }
  const rootFolder = dirname(root.kind === 'file' ? root.path : '.');
  const path = resolve(dirname(from.path), target);
  const inside = relative(rootFolder, path);
  if (inside.startsWith('..') || isAbsolute(inside)) {
    return {
      refused: `refers to ${target}, outside the document's folder: external $refs may only point to files beside it`,
    };
  }
  return { location: { kind: 'file', path }, key: path };
}

/** Returns the text at a location: a file, or an http(s) URL answering 2xx to a GET with the given headers. */
export async function readLocation(location: Location, headers: Record<string, string> = {}): Promise<string> {
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
    headers: { accept: 'application/json, application/yaml, */*', ...headers },
  });
  if (response.status < 200 || response.status > 299) {
    throw new SchemaError(redactUrl(location.url), [
      {
        path: '',
        message: `answered GET with HTTP ${response.status}: ${statusAdvice(response.status, Object.keys(headers))}`,
      },
    ]);
  }
  return response.text;
}
