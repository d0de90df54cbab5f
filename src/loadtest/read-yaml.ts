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
import { joinPath, type Problem } from '../errors.js';
import type { Segments } from '../json-schema-messages.js';
import type { Finding } from './finding.js';
import { LoadTestError } from './load-test-error.js';

/** A load test is a few kilobytes; a file past this is refused unread. */
export const MAX_LOAD_TEST_BYTES = 10 * 1024 * 1024;

/** The deepest nesting of mappings and lists accepted; a body nested deeper than this is not a hand-written test. */
export const MAX_NESTING = 64;

/** The most aliases a file may hold, and the yaml library's limit on how far they may expand (`maxAliasCount`). */
export const MAX_ALIASES = 100;

// Duplicate keys are found in structureProblems: the library's own check takes quadratic time in a large mapping.
const YAML_OPTIONS = { uniqueKeys: false, logLevel: 'error' } as const;

/** A place in the text: 1-based line and column. */
export type Position = { line: number; column: number };

/** Throws a LoadTestError when a file of `bytes` is too big to be a load test; returns nothing otherwise. */
export function checkSize(bytes: number, file: string): void {
  if (bytes > MAX_LOAD_TEST_BYTES) {
    const message = `is ${(bytes / 1024 / 1024).toFixed(1)} MB; a load test is a few kilobytes, so this is not one: check the path`;
    throw new LoadTestError(file, [{ path: '', message }]);
  }
}

/**
 * Returns the one YAML document of a text as data, and a function that says where the value at a path is written.
 * Throws a LoadTestError for a text too big, or what is not a YAML mapping, or not safe to convert into one.
 */
export function readYaml(
  text: string,
  file: string,
): { data: Record<string, unknown>; locate: (segments: Segments, at: Finding['at']) => Position } {
  checkSize(Buffer.byteLength(text), file);
  // Editors do not show a byte-order mark; columns on the first line are counted without it.
  const source = text.replace(/^\uFEFF/, '');
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
  const structure = structureProblems(root, position, source);
  if (structure.length > 0) throw fail(structure);
  let data: Record<string, unknown>;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIASES }) as Record<string, unknown>;
  } catch (error) {
    // structureProblems finds what the library refuses; this is a safety net for what it may find besides.
    if (!(error instanceof ReferenceError)) throw error;
    throw fail([{ path: '', ...position(root.range[0]), message: `the aliases cannot be resolved: ${error.message}` }]);
  }
  const offsetOf = locator(doc);
  return { data, locate: (segments, at) => position(offsetOf(segments, at)) };
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
 * library's `maxAliasCount` (its own rule, replayed here to point at the alias), and tags. Walks without recursion.
 */
function structureProblems(root: YamlNode, position: (offset: number) => Position, source: string): Problem[] {
  const problems: Problem[] = [];
  const at = (node: YamlNode | Alias) => position(node.range?.[0] ?? 0);
  const tagProblem = (node: unknown, path: string) => {
    if (!isNode(node) || !node.tag) return;
    problems.push({ path, ...position(tagOffset(node, source)), message: tagMessage(node.tag) });
  };
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
    tagProblem(node, path);
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
        tagProblem(key, path);
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

/**
 * Every tag is refused, those the yaml library resolves too: `!!binary` would turn a body into a Buffer (sent as
 * `{"0":104,…}`), `!!timestamp` a string into a Date, `!!set` a list into an empty mapping. A load test holds plain
 * values, which the JSON Schema checks as written.
 */
function tagMessage(tag: string): string {
  const written = tag.replace(/^tag:yaml\.org,2002:/, '!!');
  return `the tag ${written} is not allowed: loadtool.yaml holds plain values only (strings, numbers, booleans, lists and mappings); remove the tag and write the value as text, e.g. a body as a string`;
}

/** Returns the offset of a node's tag: the node's range starts at its value, after the tag (and an anchor). */
function tagOffset(node: YamlNode, source: string): number {
  const start = node.range?.[0] ?? 0;
  let bang = source.lastIndexOf('!', start);
  if (bang < 0) return start;
  // Back to the tag's first character: `!!binary` and `!e!name` hold more than one `!`.
  while (bang > 0 && !/[\s,[{]/.test(source[bang - 1]!)) bang--;
  return bang;
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

/** Returns the problems in the order of the text: by line, then column, then path. */
export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.path.localeCompare(b.path),
  );
}
