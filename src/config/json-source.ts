// A JSON document parsed with the positions of its values, so that messages point at a line.
import { parse, type ValueNode } from '@humanwhocodes/momoa';
import { joinPath, type Problem } from '../errors.js';
import { deepNestingPosition } from '../bracket-nesting.js';

/** A JSON document with the source positions of its values, for messages that point at a line. */
export interface JsonSource {
  value: unknown;
  /** Returns the 1-based line and column where the value at `segments` is, or its nearest existing parent. */
  positionOf(segments: ReadonlyArray<string | number>): { line: number; column: number };
}

/**
 * How deep arrays and objects may nest in qa.config.json, which needs four levels.
 * @internal Exported for the tests.
 */
export const MAX_JSON_NESTING = 64;

interface SyntaxError {
  line: number;
  column: number;
  offset: number;
  message: string;
}

/**
 * Parses JSON text strictly (no comments, no trailing commas). Returns the document, or its problems with line and
 * column: the first syntax error, or every duplicated key and every raw control character in a string.
 */
export function parseJsonSource(text: string): JsonSource | { problems: Problem[] } {
  // The parser recurses once per level: 3,000 levels would end in a stack overflow, not a message.
  const deep = deepNestingPosition(text, MAX_JSON_NESTING);
  if (deep) return { problems: [tooDeep(deep)] };
  let body: ValueNode;
  try {
    body = parse(text, { mode: 'json', ranges: true }).body;
  } catch (error) {
    if (error instanceof RangeError) return { problems: [tooDeep({ line: 1, column: 1 })] };
    const { line, column, offset, message } = error as SyntaxError;
    return { problems: [{ path: '', line, column, message: syntaxMessage(text, offset, message) }] };
  }

  const problems: Problem[] = [];
  visit(body, [], (node, segments, keyNode) => {
    if (keyNode) {
      problems.push({
        path: joinPath(segments),
        ...at(keyNode),
        message: 'this key appears twice in the same object: keep one',
      });
      return;
    }
    // JSON.parse reads 1e400 as Infinity, which no JSON writer can give back (JSON.stringify writes null).
    if (node.type === 'Number' && !Number.isFinite(node.value)) {
      problems.push({
        path: joinPath(segments),
        ...at(node),
        message: `${text.slice(node.range![0], node.range![1])} is too large a number (JSON numbers end near 1.8e308): write the value meant`,
      });
    }
    // momoa accepts raw tabs and line breaks inside strings, JSON.parse does not.
    // eslint-disable-next-line no-control-regex -- raw control characters are what this looks for
    if (node.type === 'String' && /[\u0000-\u001f]/.test(text.slice(node.range![0], node.range![1]))) {
      problems.push({
        path: joinPath(segments),
        ...at(node),
        message: 'a tab or line break inside a string: write it as \\t or \\n',
      });
    }
  });
  if (problems.length > 0) return { problems };

  return {
    // JSON.parse rather than the tree's values: it keeps a "__proto__" key as plain data.
    value: JSON.parse(text) as unknown,
    positionOf(segments) {
      let node: ValueNode = body;
      let position = at(body);
      for (const segment of segments) {
        if (node.type === 'Object') {
          const member = node.members.find((m) => m.name.type === 'String' && m.name.value === String(segment));
          if (!member) break;
          [node, position] = [member.value, at(member.name)];
        } else if (node.type === 'Array') {
          const element = node.elements[Number(segment)];
          if (!element) break;
          [node, position] = [element.value, at(element)];
        } else break;
      }
      return position;
    },
  };
}

function tooDeep(position: { line: number; column: number }): Problem {
  return {
    path: '',
    ...position,
    message: `arrays and objects are nested more than ${MAX_JSON_NESTING} levels deep here: a configuration needs four, so this is not one; check the file`,
  };
}

function at(node: { loc: ValueNode['loc'] }): { line: number; column: number } {
  return { line: node.loc.start.line, column: node.loc.start.column };
}

/** Calls `report` for each value, with `duplicateKey` set when its key already appeared in the same object. */
function visit(
  node: ValueNode,
  segments: Array<string | number>,
  report: (node: ValueNode, segments: Array<string | number>, duplicateKey?: { loc: ValueNode['loc'] }) => void,
): void {
  report(node, segments);
  if (node.type === 'Array') {
    node.elements.forEach((element, index) => {
      visit(element.value, [...segments, index], report);
    });
  }
  if (node.type !== 'Object') return;
  const seen = new Set<string>();
  for (const member of node.members) {
    const key = member.name.type === 'String' ? member.name.value : member.name.name;
    if (seen.has(key)) report(member.value, [...segments, key], member.name);
    seen.add(key);
    visit(member.value, [...segments, key], report);
  }
}

function syntaxMessage(text: string, offset: number, parserMessage: string): string {
  const next = text[offset];
  const before = text.slice(0, offset).trimEnd();
  if (text.trim() === '') return 'the file is empty: it must hold a JSON object';
  if (next === undefined || /end of input/i.test(parserMessage))
    return 'the JSON ends too early: close every { and [ that is open';
  if ((next === '}' || next === ']') && before.endsWith(',')) return "trailing comma: remove the ',' before this point";
  if (next === '/') return 'comments are not allowed in JSON: remove them';
  if (next === "'") return 'strings and keys need double quotes, not single quotes';
  const what = parserMessage
    .replace(/\s*\(\d+:\d+\)$/, '')
    .replace(/ found\.?$/, '')
    .replace(/^Unexpected/, 'unexpected');
  return `${what}: check for a missing comma, colon or quote just before it`;
}
