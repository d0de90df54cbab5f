// src/loadtest/yaml/ reads loadtool.yaml; this is its entry: the text parsed with positions.
import { Composer, Lexer, LineCounter, Parser, isAlias, isMap, isSeq, type Document } from 'yaml';
import type { Problem } from '../../errors.js';
import type { Segments } from '../../json-schema-messages.js';
import type { Finding } from '../findings/finding.js';
import { LoadTestError } from '../load-test-error.js';
import { locator, type Position } from './yaml-locator.js';
import { MAX_ALIASES, structureProblems } from './yaml-structure.js';
import { ONE_DOCUMENT, yamlProblem } from './yaml-syntax-problems.js';

// The checks of its structure (duplicate keys, aliases, tags) are in yaml-structure.ts, the wording of the yaml
// library's syntax errors in yaml-syntax-problems.ts, and the lookup of where a path is written in yaml-locator.ts.

export type { Position } from './yaml-locator.js';

/** A load test is a few kilobytes; a file past this is refused unread. */
export const MAX_LOAD_TEST_BYTES = 10 * 1024 * 1024;

/** The deepest nesting of mappings and lists accepted; a body nested deeper than this is not a hand-written test. */
const MAX_NESTING = 64;

// Duplicate keys are found in structureProblems: the library's own check takes quadratic time in a large mapping.
export const YAML_OPTIONS = { uniqueKeys: false, logLevel: 'error' } as const;

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

/** Returns the problems in the order of the text: by line, then column, then path. */
export function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.path.localeCompare(b.path),
  );
}
