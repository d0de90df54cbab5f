import { readFile, stat } from 'node:fs/promises';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { distance as editDistance } from 'fastest-levenshtein';
import {
  Composer,
  Lexer,
  LineCounter,
  Parser,
  isAlias,
  isMap,
  isNode,
  isScalar,
  isSeq,
  type Alias,
  type Document,
  type Node as YamlNode,
  type Pair,
  type YAMLError,
  type YAMLMap,
} from 'yaml';
import schemaJson from '../../schemas/loadtool.schema.json' with { type: 'json' };
import type { SchemaNode } from '../config/schema-problems.js';
import { joinPath, type Problem } from '../input-error.js';
import { LoadTestError } from './load-test-error.js';
import type { LoadTest, Scenario, Threshold, ThresholdKey } from './types.js';
import { lacksUnit, parseDurationSeconds, parseLatencyMs, parsePercent, parseTimeMs } from './units.js';

/** A load test is a few kilobytes; a file past this is refused unread. */
export const MAX_LOAD_TEST_BYTES = 10 * 1024 * 1024;

/** The deepest nesting of mappings and lists accepted; a body nested deeper than this is not a hand-written test. */
export const MAX_NESTING = 64;

/** The most aliases a file may hold, and the yaml library's limit on how far they may expand (`maxAliasCount`). */
export const MAX_ALIASES = 100;

/** The per-request timeout when neither the scenario nor `defaults` sets one. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The methods a scenario may send (DESIGN §4). */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface ParseOptions {
  /** The environment of the run: when given, every `${NAME}` whose variable is unset or empty there is a problem. */
  env?: NodeJS.ProcessEnv;
}

const schema = schemaJson as SchemaNode;
// Duplicate keys are found in structureProblems: the library's own check takes quadratic time in a large mapping.
const YAML_OPTIONS = { uniqueKeys: false, logLevel: 'error' } as const;

/** Reads and validates a `loadtool.yaml`; returns the load test or throws a LoadTestError with every problem. */
export async function loadLoadTest(file: string, options: ParseOptions = {}): Promise<LoadTest> {
  const info = await stat(file).catch(() => undefined);
  if (!info)
    throw fileProblem(file, 'not found: run `loadtool generate` to write it, or pass the path of loadtool.yaml');
  if (!info.isFile()) throw fileProblem(file, 'is not a file: pass the path of loadtool.yaml');
  if (info.size > MAX_LOAD_TEST_BYTES) throw fileProblem(file, tooBig(info.size));
  return parseLoadTest(await readFile(file, 'utf8'), file, options);
}

/**
 * Validates the text of a `loadtool.yaml`; returns the load test with defaults merged and units parsed, or throws a
 * LoadTestError with every problem, each with its line and column.
 */
export function parseLoadTest(text: string, file: string, options: ParseOptions = {}): LoadTest {
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_LOAD_TEST_BYTES) throw fileProblem(file, tooBig(bytes));
  // Editors do not show a byte-order mark; columns on the first line are counted without it.
  const { doc, data, position } = readYaml(text.replace(/^\uFEFF/, ''), file);
  const locate = locator(doc);
  const at = (segments: Segments, where: Finding['at']) => position(locate(segments, where));

  const findings = [...schemaFindings(data), ...semanticFindings(data, options.env)];
  if (findings.length > 0) {
    const problems = new Map<string, Problem>();
    for (const { segments, at: where, message } of findings) {
      const path = joinPath(segments);
      problems.set(`${path}\n${message}`, { path, ...at(segments, where), message });
    }
    throw new LoadTestError(file, sortProblems([...problems.values()]));
  }
  return toLoadTest(data as unknown as RawLoadTest, at);
}

/** Returns each `${…}` placeholder in a text: its name, and whether that name is a valid variable name. `$${` is a literal `${`. */
export function findPlaceholders(text: string): Array<{ name: string; valid: boolean }> {
  return [...text.matchAll(/\$?\$\{([^}]*)\}/g)]
    .filter(([match]) => !match.startsWith('$$'))
    .map(([, name = '']) => ({ name, valid: /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) }));
}

// ---------------------------------------------------------------------------------------------------------------------
// YAML: nesting, syntax, keys and aliases

type Segments = Array<string | number>;
type Position = { line: number; column: number };

function fileProblem(file: string, message: string): LoadTestError {
  return new LoadTestError(file, [{ path: '', message }]);
}

function tooBig(bytes: number): string {
  return `is ${(bytes / 1024 / 1024).toFixed(1)} MB; a load test is a few kilobytes, so this is not one: check the path`;
}

/**
 * Returns the one YAML document of a text, as data and as nodes with their offsets, and a function from offset to
 * line and column. Throws a LoadTestError for what is not a YAML mapping, or not safe to convert into one.
 */
function readYaml(
  source: string,
  file: string,
): { doc: Document.Parsed; data: Record<string, unknown>; position: (offset: number) => Position } {
  const lineCounter = new LineCounter();
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const fail = (problems: Problem[]) => new LoadTestError(file, sortProblems(problems));

  const parsed = parseYaml(source, lineCounter);
  if ('tooDeep' in parsed) {
    const message = `nested more than ${MAX_NESTING} levels deep: a load test does not need this much nesting; flatten it`;
    throw fail([{ path: '', ...position(parsed.tooDeep), message }]);
  }
  const { doc, secondDocument } = parsed;
  const syntax = [...doc.errors, ...doc.warnings].map((error) => yamlProblem(error, position));
  if (secondDocument !== undefined) {
    const message = `a second YAML document starts here: ${ONE_DOCUMENT}`;
    syntax.push({ path: '', ...position(secondDocument), message });
  }
  if (syntax.length > 0) throw fail(syntax);

  const root = doc.contents;
  if (root === null) {
    throw fail([
      { path: '', line: 1, column: 1, message: 'the file is empty: write version: 1, baseUrl and scenarios' },
    ]);
  }
  if (!isMap(root)) {
    const what = isSeq(root) ? 'a list' : isAlias(root) ? 'an alias' : 'a single value';
    const message = `the file must hold a mapping of keys (version, baseUrl, scenarios), not ${what}`;
    throw fail([{ path: '', ...position(root.range[0]), message }]);
  }
  const structure = structureProblems(root, position);
  if (structure.length > 0) throw fail(structure);
  try {
    return { doc, data: doc.toJS({ maxAliasCount: MAX_ALIASES }) as Record<string, unknown>, position };
  } catch (error) {
    // structureProblems finds what the library refuses; this is a safety net for what it may find besides.
    if (!(error instanceof ReferenceError)) throw error;
    throw fail([{ path: '', ...position(root.range[0]), message: `the aliases cannot be resolved: ${error.message}` }]);
  }
}

/** Stops the token stream of a document nested too deeply, before the document is composed. */
class TooDeep extends Error {
  constructor(readonly offset: number) {
    super('nested too deeply');
  }
}

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);

/**
 * Parses the first YAML document of a text, as the yaml library's parseDocument does, in one pass that watches how
 * deep the parser is: the library composes nested nodes recursively, so input nested past MAX_NESTING is stopped
 * before composition, at the offset of the first collection too deep. Also returns where a second document starts.
 */
function parseYaml(
  source: string,
  lineCounter: LineCounter,
): { doc: Document.Parsed; secondDocument?: number } | { tooDeep: number } {
  const parser = new Parser(lineCounter.addNewLine);
  function* tokens() {
    lineCounter.addNewLine(0);
    for (const lexeme of new Lexer().lex(source)) {
      yield* parser.next(lexeme);
      // The parser keeps what is open on an explicit stack; collections are at most as many as its entries.
      if (parser.stack.length <= MAX_NESTING) continue;
      const deepest = parser.stack.filter((token) => COLLECTIONS.has(token.type))[MAX_NESTING];
      if (deepest && 'offset' in deepest) throw new TooDeep(deepest.offset);
    }
    yield* parser.end();
  }
  const documents: Document.Parsed[] = [];
  try {
    for (const doc of new Composer(YAML_OPTIONS).compose(tokens(), true, source.length)) {
      documents.push(doc);
      if (documents.length === 2) break;
    }
  } catch (error) {
    if (error instanceof TooDeep) return { tooDeep: error.offset };
    throw error;
  }
  return { doc: documents[0]!, secondDocument: documents[1]?.range[0] };
}

const ONE_DOCUMENT = 'loadtool.yaml holds one document; remove this "---" and what follows, or merge it into the first';

const YAML_HINTS: Partial<Record<YAMLError['code'], string>> = {
  TAB_AS_INDENT: 'indent with spaces only',
  BAD_INDENT: 'check the indentation of this line against the lines above',
  MISSING_CHAR: 'close the quote or bracket that is open',
  BLOCK_AS_IMPLICIT_KEY: 'put a nested mapping on its own lines, indented, or quote a value that holds ": "',
  MULTILINE_IMPLICIT_KEY: 'a key must fit on one line; check for a missing ":" or a quote left open above',
  UNEXPECTED_TOKEN: 'check the YAML syntax at this point',
  TAG_RESOLVE_FAILED: 'remove the tag: loadtool.yaml uses plain YAML values only',
  BAD_ALIAS: 'check the alias name',
};

function yamlProblem(error: YAMLError, position: (offset: number) => Position): Problem {
  const said = error.message.replace(/\.$/, '');
  const hint = YAML_HINTS[error.code];
  return {
    path: '',
    ...position(error.pos[0]),
    message: `${said.charAt(0).toLowerCase()}${said.slice(1)}${hint ? `: ${hint}` : ''}`,
  };
}

interface Frame {
  node: unknown;
  segments: Segments;
  parent?: Frame;
}

/**
 * Returns the problems the yaml library would pass over or meet only while converting: keys that repeat or are not
 * plain values, aliases that point nowhere or into themselves, too many aliases, and aliases that expand past the
 * library's `maxAliasCount` (its own rule, replayed here to point at the alias). Walks without recursion.
 */
function structureProblems(root: YamlNode, position: (offset: number) => Position): Problem[] {
  const problems: Problem[] = [];
  const at = (node: YamlNode | Alias) => position(node.range?.[0] ?? 0);
  const anchors = new Map<string, YamlNode>();
  const targets = new Map<Alias, YamlNode>();
  const uses = new Map<YamlNode, { count: number; weight: number }>();
  let aliases = 0;
  let aliasProblem = false;

  const stack: Frame[] = [{ node: root, segments: [] }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { node, segments } = frame;
    const path = joinPath(segments);
    if (isAlias(node)) {
      aliases += 1;
      if (aliasProblem) continue;
      const target = anchors.get(node.source);
      let message: string | undefined;
      if (aliases > MAX_ALIASES) {
        message = `more than ${MAX_ALIASES} aliases: write the values out, or use defaults for what scenarios share`;
      } else if (!target) {
        message = `*${node.source} has no anchor &${node.source} before it: define the anchor first, or fix the name`;
      } else if (ancestors(frame).includes(target)) {
        message = `*${node.source} is inside &${node.source} itself, which makes an endless loop: remove the alias`;
      } else {
        targets.set(node, target);
        // The yaml library's rule: an anchor's uses times the expansion of what it holds may not pass maxAliasCount.
        const use = uses.get(target) ?? { count: 1, weight: 0 };
        uses.set(target, use);
        use.count += 1;
        if (use.weight === 0) use.weight = aliasWeight(target, targets, uses);
        if (use.count * use.weight > MAX_ALIASES) {
          message = `*${node.source} makes the aliases expand past ${MAX_ALIASES} copies, as an "alias bomb" does: write the values out`;
        }
      }
      if (message) {
        // One alias problem is enough: the aliases after it are checked against counts that no longer hold.
        problems.push({ path, ...at(node), message });
        aliasProblem = true;
      }
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const anchor = (node as YamlNode).anchor;
    if (anchor) anchors.set(anchor, node as YamlNode);
    const children: Frame[] = [];
    if (isMap(node)) {
      const seen = new Map<string, YamlNode>();
      for (const { key, value } of node.items) {
        if (!isScalar(key)) {
          const where = key && typeof key === 'object' && 'range' in key ? at(key as YamlNode) : at(node);
          problems.push({ path, ...where, message: 'a key must be a plain name, not a list, mapping or alias' });
          continue;
        }
        const name = String(key.value);
        const first = seen.get(name);
        if (first) {
          const line = at(first).line;
          problems.push({
            path: joinPath([...segments, name]),
            ...at(key),
            message: `this key appears twice in the same mapping (first on line ${line}): keep one`,
          });
        } else seen.set(name, key);
        children.push({ node: value, segments: [...segments, name], parent: frame });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => children.push({ node: item, segments: [...segments, index], parent: frame }));
    }
    // Reversed, so that nodes are visited in the order of the text, as anchors and aliases must be. One by one: a
    // mapping may have more keys than a function call takes arguments.
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return problems;
}

function ancestors(frame: Frame): unknown[] {
  const nodes: unknown[] = [];
  for (let parent = frame.parent; parent; parent = parent.parent) nodes.push(parent.node);
  return nodes;
}

/** Returns the yaml library's alias count of a node: an alias weighs its anchor's uses times its weight, any value 1. */
function aliasWeight(
  node: YamlNode,
  targets: Map<Alias, YamlNode>,
  uses: Map<YamlNode, { count: number; weight: number }>,
): number {
  let weight = 0;
  const stack: unknown[] = [node];
  while (stack.length > 0) {
    const item = stack.pop();
    if (isAlias(item)) {
      const target = targets.get(item);
      const use = target && uses.get(target);
      weight = Math.max(weight, use ? use.count * use.weight : 0);
    } else if (isMap(item)) {
      for (const pair of item.items) stack.push(pair.key, pair.value);
    } else if (isSeq(item)) {
      for (const child of item.items) stack.push(child);
    } else weight = Math.max(weight, 1);
  }
  return weight;
}

/**
 * Returns a function that says where the value at `segments` is written, as an offset: its key (`at: 'key'`), its
 * value (`'value'`, the key when the value is empty), or the mapping that holds it (`'parent'`, for a key that is
 * missing). A path that leaves the text, as through an alias, ends at the last node it reached.
 */
function locator(doc: Document): (segments: Segments, at: Finding['at']) => number {
  // Each mapping's keys are indexed once: a file may hold many problems in one large mapping.
  const indexes = new WeakMap<YAMLMap, Map<string, Pair>>();
  const pairOf = (map: YAMLMap, key: string) => {
    let index = indexes.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) if (isScalar(pair.key)) index.set(String(pair.key.value), pair);
      indexes.set(map, index);
    }
    return index.get(key);
  };
  const start = (node: unknown) => (isNode(node) ? node.range?.[0] : undefined);

  return (segments, at) => {
    let value: unknown = doc.contents;
    let key: unknown;
    for (const segment of at === 'parent' ? segments.slice(0, -1) : segments) {
      if (isMap(value)) {
        const pair = pairOf(value, String(segment));
        if (!pair) break;
        [key, value] = [pair.key, pair.value];
      } else if (isSeq(value) && value.items[Number(segment)] !== undefined) {
        [key, value] = [undefined, value.items[Number(segment)]];
      } else break;
    }
    const empty = start(value) === undefined || (isScalar(value) && value.value === null && !value.source);
    return (at === 'key' || empty ? start(key) : undefined) ?? start(value) ?? 0;
  };
}

function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.path.localeCompare(b.path),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// JSON Schema

/** A problem found in the data, before it is located in the text. */
interface Finding {
  segments: Segments;
  message: string;
  /** What the problem points at: the key, the value, or the mapping that lacks the key. */
  at: 'key' | 'value' | 'parent';
}

let validator: ValidateFunction | undefined;

function schemaFindings(data: unknown): Finding[] {
  // Compiled without $refs: ajv concatenates the errors of a referenced schema onto all those found so far, which
  // takes quadratic time in a file with many bad scenarios; inlined schemas push their errors instead.
  validator ??= new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(
    inlineRefs(schema),
  );
  if (validator(data)) return [];
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const error of validator.errors ?? []) {
    if (error.keyword === 'propertyNames') continue;
    const finding = describeError(error, data);
    const path = joinPath(finding.segments);
    // One sentence per value: the first of its errors is the one to fix first.
    if (!seen.has(path)) findings.push(finding);
    seen.add(path);
  }
  return findings;
}

/** Returns a copy of a schema node with every `$ref` to `#/$defs` replaced by what it refers to. */
function inlineRefs(node: SchemaNode): SchemaNode {
  const inlined = Object.fromEntries(
    Object.entries(node)
      .filter(([keyword]) => keyword !== '$ref' && keyword !== '$defs')
      .map(([keyword, value]) => [keyword, inlineValue(keyword, value)]),
  ) as SchemaNode;
  const target = node.$ref ? schema.$defs?.[node.$ref.replace('#/$defs/', '')] : undefined;
  return target ? { ...inlineRefs(target), ...inlined } : inlined;
}

function inlineValue(keyword: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || ['examples', 'default', 'const', 'enum'].includes(keyword)) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => inlineValue('', item));
  // Under properties and patternProperties the keys are names, each with a schema; elsewhere the object is a schema.
  if (keyword === 'properties' || keyword === 'patternProperties') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, inlineValue('', item)]));
  }
  return inlineRefs(value as SchemaNode);
}

/** The schema node of a value, and the name of the `$defs` entry it refers to. */
interface SchemaAt {
  node?: SchemaNode;
  def?: string;
}

function schemaAtPath(segments: Segments): SchemaAt {
  let at = resolve(schema);
  for (const segment of segments) {
    const node = at.node;
    const child =
      node?.properties?.[segment] ??
      (typeof segment === 'number' ? (node?.items as SchemaNode | undefined) : undefined) ??
      (typeof node?.additionalProperties === 'object' ? (node.additionalProperties as SchemaNode) : undefined);
    if (!child) return {};
    at = resolve(child);
  }
  return at;
}

function resolve(node: SchemaNode): SchemaAt {
  const def = node.$ref?.replace('#/$defs/', '');
  const target = def ? schema.$defs?.[def] : undefined;
  return target ? { node: { ...target, ...node }, def } : { node };
}

function describeError(error: ErrorObject, data: unknown): Finding {
  const at = segmentsOf(error.instancePath, data);
  const value = valueAt(data, at);
  const { node, def } = schemaAtPath(at);
  const params = error.params as Record<string, unknown>;
  const finding = (message: string, segments = at, where: Finding['at'] = 'value'): Finding => ({
    segments,
    message,
    at: where,
  });
  if (error.propertyName !== undefined) {
    const names = node?.propertyNames as SchemaNode | undefined;
    return finding(
      `${show(error.propertyName)} is not a header name; ${whatToWrite(names)}`,
      [...at, error.propertyName],
      'key',
    );
  }
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      return finding(`is required; ${whatToWrite(schemaAtPath([...at, name]).node)}`, [...at, name], 'parent');
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return finding(unknownKey(name, Object.keys(node?.properties ?? {})), [...at, name], 'key');
    }
    case 'not':
      return finding(
        'cannot be set together with graphql, which sends its own JSON body: keep one of them',
        [...at, 'body'],
        'key',
      );
    case 'type':
      if (value === null) return finding(`is empty; ${whatToWrite(node)}`);
      if (def && UNITS[def] && lacksUnit(value)) return finding(unitMessage(value, node, def));
      if (params.type === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
        return finding(`must be a string, not ${kindOf(value)}: quote it, e.g. ${JSON.stringify(String(value))}`);
      }
      return finding(`must be ${typesOf(node, params)}, not ${kindOf(value)}; ${whatToWrite(node)}`);
    case 'const':
      return finding(`must be ${JSON.stringify(params.allowedValue)}, not ${kindOf(value)}; ${whatToWrite(node)}`);
    case 'enum':
      return finding(
        `${show(value)} is not allowed; write one of ${(node?.enum ?? []).map((v) => JSON.stringify(v)).join(', ')}`,
      );
    case 'minimum':
      return finding(`must be at least ${String(params.limit)}, not ${show(value)}; ${whatToWrite(node)}`);
    case 'maximum':
      return finding(`must be at most ${String(params.limit)}, not ${show(value)}; ${whatToWrite(node)}`);
    case 'exclusiveMinimum':
      return finding(`must be more than ${String(params.limit)}, not ${show(value)}; ${whatToWrite(node)}`);
    case 'minItems':
      return finding(`must not be an empty list; ${whatToWrite(node)}`);
    case 'minLength':
      return finding(`must not be empty; ${whatToWrite(node)}`);
    case 'pattern':
      if (def === 'endpoint') return finding(endpointMessage(String(value), node));
      if (def && UNITS[def]) return finding(unitMessage(value, node, def));
      return finding(`${show(value)} is not ${def ? (PATTERN_NOUNS[def] ?? 'valid') : 'valid'}; ${whatToWrite(node)}`);
    default:
      return finding(`${error.message ?? 'is invalid'}; ${whatToWrite(node)}`);
  }
}

/**
 * Values with a unit, by the `$defs` entry of their schema: a noun for messages, and the units to suggest for a bare
 * number (a timeout of 500 is as likely 500ms as 500s; a latency of 300 is 300ms).
 */
const UNITS: Record<string, { noun: string; suggest: string[] }> = {
  duration: { noun: 'a duration', suggest: ['s'] },
  timeout: { noun: 'a timeout', suggest: ['ms', 's'] },
  thinkTime: { noun: 'a think time', suggest: ['ms', 's'] },
  rampUp: { noun: 'a ramp-up time', suggest: ['s'] },
  latency: { noun: 'a latency limit', suggest: ['ms'] },
  percentage: { noun: 'a percentage', suggest: ['%'] },
};

const PATTERN_NOUNS: Record<string, string> = {
  baseUrl: 'an http(s) URL without a query or fragment',
  mediaType: 'a media type',
};

function unitMessage(value: unknown, node: SchemaNode | undefined, def: string): string {
  const { noun, suggest } = UNITS[def]!;
  if (lacksUnit(value)) {
    const pattern = new RegExp(String(node?.pattern), 'u');
    const fixed = suggest.map((unit) => `${String(value).trim()}${unit}`).filter((text) => pattern.test(text));
    const examples = fixed.length > 0 ? fixed : (node?.examples ?? []).slice(0, 1);
    return `${show(value)} needs a unit, e.g. ${examples.map((text) => JSON.stringify(text)).join(' or ')}`;
  }
  if (def === 'percentage' && typeof value === 'string' && /^[0-9]+(\.[0-9]+)?%$/.test(value)) {
    return `${show(value)} is more than 100%; ${whatToWrite(node)}`;
  }
  return `${show(value)} is not ${noun}; ${whatToWrite(node)}`;
}

function endpointMessage(endpoint: string, node: SchemaNode | undefined): string {
  const match = /^(\S+)(\s+)(\S+)$/.exec(endpoint.trim());
  if (!match) return `${show(endpoint)} is not METHOD /path; ${whatToWrite(node)}`;
  const [, method = '', space = '', path = ''] = match;
  const methods = HTTP_METHODS as readonly string[];
  if (!methods.includes(method.toUpperCase())) {
    return `${method} is not an HTTP method a load test sends; write one of ${HTTP_METHODS.join(', ')}`;
  }
  const [pathOnly = ''] = path.split(/[?#]/);
  const fixed = `${method.toUpperCase()} ${pathOnly.startsWith('/') ? '' : '/'}${pathOnly}`;
  if (method !== method.toUpperCase()) return `the method must be in upper case: write ${JSON.stringify(fixed)}`;
  if (!path.startsWith('/')) return `the path must start with /: write ${JSON.stringify(fixed)}`;
  if (pathOnly !== path) {
    return `the path holds a query or fragment: write ${JSON.stringify(fixed)} and put the parameters under query, e.g. query: { limit: 20 }`;
  }
  if (space !== ' ' || endpoint !== endpoint.trim())
    return `write one space between method and path: ${JSON.stringify(fixed)}`;
  return `${show(endpoint)} is not METHOD /path; ${whatToWrite(node)}`;
}

function unknownKey(name: string, known: string[]): string {
  // A typo is a key a letter or two away from a known one, or the same letters in another case.
  const ranked = known
    .map((key) => ({ key, distance: key.toLowerCase() === name.toLowerCase() ? 0 : editDistance(key, name) }))
    .filter(({ distance }) => distance <= 2)
    .sort((a, b) => a.distance - b.distance);
  const hint = ranked[0]
    ? `did you mean "${ranked[0].key}"?`
    : `the keys here are ${known.map((key) => `"${key}"`).join(', ')}.`;
  return `unknown key: ${hint} Remove it, or start a key of your own with "x-".`;
}

function whatToWrite(node: SchemaNode | undefined): string {
  if (!node?.title) return 'see the loadtool.yaml reference in the README';
  const example = node.examples?.[0];
  return example === undefined ? `write ${node.title}` : `write ${node.title}, e.g. ${flowYaml(example)}`;
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

const TYPE_NAMES: Record<string, string> = {
  object: 'a mapping',
  array: 'a list',
  string: 'a string',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'a boolean',
  null: 'empty',
};

function typesOf(node: SchemaNode | undefined, params: Record<string, unknown>): string {
  const types = ([] as unknown[]).concat(node?.type ?? params.type).map(String);
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` : (names[0] ?? 'valid');
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string ${show(value)}`;
  return show(value);
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Returns the segments of an ajv instance path, array indexes as numbers. */
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

function valueAt(data: unknown, segments: Segments): unknown {
  return segments.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    data,
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// Semantic checks: what a JSON Schema cannot say

const ENDPOINT = /^\S+ (\/[^\s?#]*)/;

function semanticFindings(data: Record<string, unknown>, env: NodeJS.ProcessEnv | undefined): Finding[] {
  const findings: Finding[] = [];
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  const firstIndex = new Map<string, number>();
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    const at: Segments = ['scenarios', index];
    if (typeof scenario.name === 'string' && scenario.name !== '') {
      const first = firstIndex.get(scenario.name);
      if (first === undefined) firstIndex.set(scenario.name, index);
      else {
        findings.push({
          segments: [...at, 'name'],
          at: 'value',
          message: `${show(scenario.name)} is already the name of scenarios[${first}]: give each scenario its own name`,
        });
      }
    }
    const path = typeof scenario.endpoint === 'string' ? ENDPOINT.exec(scenario.endpoint)?.[1] : undefined;
    if (path !== undefined) findings.push(...pathParamFindings(path, scenario.params, at));
  });

  // Where `${NAME}` is read from the environment at run time.
  const strings: Array<{ segments: Segments; text: string }> = [];
  const collect = (value: unknown, segments: Segments) => {
    const stack = [{ value, segments }];
    for (let item = stack.pop(); item; item = stack.pop()) {
      if (typeof item.value === 'string') strings.push({ segments: item.segments, text: item.value });
      else if (Array.isArray(item.value)) {
        item.value.forEach((child, index) => stack.push({ value: child, segments: [...item.segments, index] }));
      } else if (isRecord(item.value)) {
        for (const [key, child] of Object.entries(item.value))
          stack.push({ value: child, segments: [...item.segments, key] });
      }
    }
  };
  collect(data.baseUrl, ['baseUrl']);
  if (isRecord(data.defaults)) collect(data.defaults.headers, ['defaults', 'headers']);
  scenarios.forEach((scenario, index) => {
    if (!isRecord(scenario)) return;
    for (const key of ['headers', 'query', 'params', 'body']) collect(scenario[key], ['scenarios', index, key]);
  });
  for (const { segments, text } of strings) findings.push(...placeholderFindings(text, segments, env));

  // A URL of the right shape may still not parse (a port past 65535); with ${NAME} in it, that is known at run time.
  const { baseUrl } = data;
  const shaped = typeof baseUrl === 'string' && new RegExp(String(schema.$defs?.baseUrl?.pattern), 'u').test(baseUrl);
  if (shaped && findPlaceholders(baseUrl).length === 0 && !URL.canParse(baseUrl)) {
    findings.push({
      segments: ['baseUrl'],
      at: 'value',
      message: `${show(baseUrl)} is not a valid URL; write an http(s) URL, e.g. "http://localhost:3000"`,
    });
  }
  return findings;
}

function pathParamFindings(path: string, params: unknown, at: Segments): Finding[] {
  const findings: Finding[] = [];
  const names = [...new Set([...path.matchAll(/\{([^{}]*)\}/g)].map(([, name = '']) => name))];
  if (names.includes('') || /[{}]/.test(path.replace(/\{[^{}]*\}/g, ''))) {
    findings.push({
      segments: [...at, 'endpoint'],
      at: 'value',
      message: 'the path has an empty {} or an unmatched { or }: write each parameter as {name}, e.g. /pets/{petId}',
    });
  }
  const given = isRecord(params) ? params : {};
  const missing = names.filter((name) => name !== '' && !Object.hasOwn(given, name));
  if (missing.length > 0) {
    const list = missing.map((name) => `{${name}}`).join(' and ');
    findings.push({
      segments: [...at, 'endpoint'],
      at: 'value',
      message: `${list} ${missing.length > 1 ? 'have' : 'has'} no value: add ${isRecord(params) ? '' : 'params with '}${missing.length > 1 ? 'them' : 'it'}, e.g. params: { ${missing.map((name) => `${name}: 1`).join(', ')} }`,
    });
  }
  for (const key of Object.keys(given)) {
    if (!names.includes(key)) {
      findings.push({
        segments: [...at, 'params', key],
        at: 'key',
        message: `the path ${path} has no {${key}}: remove this parameter, or use it in the endpoint`,
      });
    }
  }
  return findings;
}

function placeholderFindings(text: string, segments: Segments, env: NodeJS.ProcessEnv | undefined): Finding[] {
  const placeholders = findPlaceholders(text);
  const findings: Finding[] = [];
  const invalid = placeholders.filter(({ valid }) => !valid).map(({ name }) => `\${${name}}`);
  if (invalid.length > 0) {
    findings.push({
      segments,
      at: 'value',
      message: `${invalid.join(' and ')} is not a variable: write \${NAME} with letters, digits and _ only (or $\${ for a literal \${)`,
    });
  }
  // An empty variable counts as unset: GitHub Actions gives "" for a secret that a fork's run cannot read.
  const unset = [...new Set(placeholders.filter(({ name, valid }) => valid && !env?.[name]).map(({ name }) => name))];
  if (env && unset.length > 0) {
    const names = unset.map((name) => `\${${name}}`).join(' and ');
    findings.push({
      segments,
      at: 'value',
      message: `${names} ${unset.length > 1 ? 'are' : 'is'} not set (or empty) in the environment: set ${unset.join(' and ')} before the run, e.g. under env: in the workflow`,
    });
  }
  return findings;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------------------------------
// The load test, from valid data

type Thresholds = Record<string, string | number>;

interface RawDefaults {
  headers?: Record<string, string>;
  timeout?: string;
  thinkTime?: string;
  rampUp?: string;
  thresholds?: Thresholds;
  expect?: { status: number[] };
}

interface RawScenario extends Omit<RawDefaults, 'headers'> {
  name: string;
  endpoint: string;
  concurrentUsers: number;
  duration: string;
  params?: Scenario['params'];
  query?: Scenario['query'];
  headers?: Record<string, string>;
  body?: unknown;
  contentType?: string;
  graphql?: { query: string; variables?: Record<string, unknown> };
}

interface RawLoadTest {
  version: 1;
  baseUrl: string;
  execution?: LoadTest['execution'];
  defaults?: RawDefaults;
  scenarios: RawScenario[];
}

const THRESHOLDS: Record<ThresholdKey, Pick<Threshold, 'bound' | 'unit'>> = {
  p50: { bound: 'max', unit: 'ms' },
  p75: { bound: 'max', unit: 'ms' },
  p90: { bound: 'max', unit: 'ms' },
  p95: { bound: 'max', unit: 'ms' },
  p99: { bound: 'max', unit: 'ms' },
  p999: { bound: 'max', unit: 'ms' },
  max: { bound: 'max', unit: 'ms' },
  mean: { bound: 'max', unit: 'ms' },
  errorRate: { bound: 'max', unit: '%' },
  okRate: { bound: 'min', unit: '%' },
  rps: { bound: 'min', unit: 'rps' },
};

function toLoadTest(raw: RawLoadTest, position: (segments: Segments, at: Finding['at']) => Position): LoadTest {
  const defaults = raw.defaults ?? {};
  const scenarios = raw.scenarios.map((scenario, index): Scenario => {
    const at: Segments = ['scenarios', index];
    const [method = '', path = ''] = scenario.endpoint.split(' ');
    const headers = mergeHeaders(defaults.headers, scenario.headers);
    const expect = scenario.expect ?? defaults.expect;
    const thinkTime = scenario.thinkTime ?? defaults.thinkTime;
    const rampUp = scenario.rampUp ?? defaults.rampUp;
    const [thresholds, thresholdsAt] = scenario.thresholds
      ? [scenario.thresholds, [...at, 'thresholds']]
      : [defaults.thresholds ?? {}, ['defaults', 'thresholds']];
    return {
      name: scenario.name,
      endpoint: scenario.endpoint,
      method,
      path,
      line: position(at, 'value').line,
      concurrentUsers: scenario.concurrentUsers,
      durationSeconds: parseDurationSeconds(scenario.duration)!,
      ...(scenario.params && { params: scenario.params }),
      ...(scenario.query && { query: scenario.query }),
      ...(headers && { headers }),
      ...('body' in scenario && { body: scenario.body }),
      ...(scenario.contentType && { contentType: scenario.contentType }),
      ...(scenario.graphql && {
        graphql: {
          query: scenario.graphql.query,
          ...(scenario.graphql.variables && { variables: scenario.graphql.variables }),
        },
      }),
      ...(expect && { expectStatus: expect.status }),
      timeoutMs: parseTimeMs(scenario.timeout ?? defaults.timeout ?? '') ?? DEFAULT_TIMEOUT_MS,
      ...(thinkTime && { thinkTimeMs: parseTimeMs(thinkTime)! }),
      ...(rampUp && { rampUpSeconds: parseTimeMs(rampUp)! / 1000 }),
      thresholds: Object.entries(thresholds)
        .filter(([key]) => Object.hasOwn(THRESHOLDS, key))
        .map(([key, value]) => toThreshold(key as ThresholdKey, value, position([...thresholdsAt, key], 'key'))),
    };
  });
  return { version: 1, baseUrl: raw.baseUrl, execution: raw.execution ?? 'sequential', scenarios };
}

function toThreshold(key: ThresholdKey, value: string | number, at: Position): Threshold {
  const { bound, unit } = THRESHOLDS[key];
  const text = String(value);
  const limit = unit === 'rps' ? Number(value) : unit === '%' ? parsePercent(text)! : parseLatencyMs(text)!;
  return { key, bound, limit, unit, text, ...at };
}

/** Returns the default headers with the scenario's on top; names match whatever their case, as HTTP's do. */
function mergeHeaders(
  defaults: Record<string, string> | undefined,
  own: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!defaults && !own) return undefined;
  const merged = new Map<string, [string, string]>();
  for (const [name, value] of [...Object.entries(defaults ?? {}), ...Object.entries(own ?? {})]) {
    merged.set(name.toLowerCase(), [name, value]);
  }
  return Object.fromEntries(merged.values());
}
