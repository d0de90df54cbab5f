// src/plan/ reads qa-plan.md's Performance section into a Scope; this is the plan reader's entry.
import { isSentHttpMethod, unsentMethodMessage } from '../vocabulary/http-methods.js';
import type { Problem } from '../errors.js';
import type { PerfOverrides } from '../vocabulary/perf-overrides.js';
import { findEndpoints } from './find-endpoints.js';
import { boundProblems, isEmpty, lineOverrides, overlayOverrides } from './line-overrides.js';
import {
  headingLine,
  lineText,
  linesOf,
  performanceSection,
  phrasingLines,
  sectionEnd,
  tableRows,
  type Block,
  type TextLine,
} from './markdown-lines.js';
import { PlanError } from './plan-error.js';
import { planLimitProblems } from './plan-limits.js';

// Which lines of the Performance section become entries, which set overrides for the entries around them, and which set
// the plan's defaults. The markdown walk is in markdown-lines.ts, endpoint recognition in find-endpoints.ts, the
// phrases of the overrides in override-grammar.ts.

/** One operation that `qa-plan.md` puts in scope. */
export interface ScopeEntry {
  /** `GET /pets/{petId}`, or `query pets` / `mutation addPet` for a GraphQL field. */
  key: string;
  /** 1-based line in `qa-plan.md`. */
  line: number;
  /** The line as plain text (a table row's cells joined by ` | `), for messages. */
  text: string;
  overrides: PerfOverrides;
}

/** One operation a `not` line leaves out of the scope (`- not GET /server/health`). */
interface ScopeExclusion {
  /** As ScopeEntry's key. */
  key: string;
  /** 1-based line in `qa-plan.md`. */
  line: number;
  text: string;
}

/** The performance scope of `qa-plan.md` (docs/plan.md). */
export interface Scope {
  /** Whether the plan has a section whose heading contains "Performance". */
  found: boolean;
  /**
   * In plan order. None that selects (see selectOperations: a line giving only request values does not) means every
   * operation that is safe to repeat.
   */
  entries: ScopeEntry[];
  /** What lines without an endpoint set; a later line wins. */
  defaults: PerfOverrides;
  /** The operations `not` lines leave out, in plan order; absent or empty: none. They never narrow the scope. */
  excluded?: ScopeExclusion[];
}

/** What the lines around a line make of it. */
interface Context {
  /** The entries of the enclosing line that named endpoints: a wrapped or nested line adds its overrides to them. */
  owners: ScopeEntry[];
  /** Overrides of an enclosing line without an endpoint that introduces endpoint lines ("Reads, 20 users:"). */
  group: PerfOverrides;
}

interface State {
  entries: ScopeEntry[];
  excluded: ScopeExclusion[];
  defaults: PerfOverrides;
  /** User counts and durations past what a load test accepts, at their lines. */
  problems: Problem[];
}

/**
 * Returns the performance scope of a `qa-plan.md`: its entries in plan order and the plan's defaults. Throws a
 * PlanError naming each line that sets more users or a longer duration than a load test accepts, or, before parsing,
 * saying why the plan is not read at all (too large, nested too deep, too much markup: see plan-limits.ts).
 */
export function readScope(markdown: string, file: string): Scope {
  const refused = planLimitProblems(markdown);
  if (refused.length > 0) throw new PlanError(file, refused);
  try {
    return readSection(markdown, file);
  } catch (error) {
    // The limits keep the parser and the walker far from the stack's end; should a plan still reach it, the user
    // gets a sentence, never a stack trace.
    if (!(error instanceof RangeError)) throw error;
    throw new PlanError(file, [
      {
        path: '',
        message: 'nests too deeply to be read: write it with fewer lists, quotes and emphasis within each other',
      },
    ]);
  }
}

function readSection(markdown: string, file: string): Scope {
  const section = performanceSection(markdown);
  if (!section) return { found: false, entries: [], defaults: {} };
  const state: State = { entries: [], excluded: [], defaults: {}, problems: [] };
  readBlocks(section, { owners: [], group: {} }, state);
  if (state.problems.length > 0) throw new PlanError(file, state.problems);
  return { found: true, entries: state.entries, defaults: state.defaults, excluded: state.excluded };
}

function readBlocks(blocks: Block[], context: Context, state: State): void {
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    if (block.type !== 'heading') {
      readBlock(block, context, state);
      continue;
    }
    // A deeper heading opens a subsection: its own line is read like a list item's, its body like the item's children.
    const end = sectionEnd(blocks, index);
    const body = blocks.slice(index + 1, end);
    const inner = readLine(headingLine(block), context, state, () => body.some(hasEndpoint));
    readBlocks(body, inner, state);
    index = end - 1;
  }
}

function readBlock(block: Block, context: Context, state: State): void {
  switch (block.type) {
    case 'paragraph':
      // Outside a list item every line stands alone, so `Concurrency: 20 users` under `GET /pets` stays a default.
      for (const line of phrasingLines(block.children)) readLine(line, context, state, () => false);
      break;
    case 'list':
      for (const item of block.children) readItem(item.children, context, state);
      break;
    case 'table':
      for (const row of tableRows(block)) readLine(row, context, state, () => false);
      break;
    case 'blockquote':
      readBlocks(block.children, context, state);
      break;
    default:
    // Code blocks, HTML and the rest are not scope lines: an example in a fence must not change the scope.
  }
}

/** A list item's lines chain: a line without an endpoint belongs to the endpoint line above it in the same item. */
function readItem(blocks: Block[], context: Context, state: State): void {
  const units = blocks.flatMap((block): Array<{ line: TextLine } | { block: Block }> =>
    block.type === 'paragraph' || block.type === 'heading' ? linesOf(block).map((line) => ({ line })) : [{ block }],
  );
  // Whether an endpoint follows each unit, worked out once from the end when first asked: asking each line about
  // all the lines after it made a long item quadratic.
  let endpointAfter: boolean[] | undefined;
  const endpointFollows = (index: number) => {
    if (!endpointAfter) {
      endpointAfter = Array<boolean>(units.length).fill(false);
      for (let at = units.length - 2; at >= 0; at--) {
        const next = units[at + 1]!;
        endpointAfter[at] =
          endpointAfter[at + 1]! || ('line' in next ? findEndpoints(next.line).length > 0 : hasEndpoint(next.block));
      }
    }
    return endpointAfter[index]!;
  };
  let current = context;
  units.forEach((unit, index) => {
    if ('block' in unit) {
      readBlock(unit.block, current, state);
      return;
    }
    current = readLine(unit.line, current, state, () => endpointFollows(index));
  });
}

/**
 * Reads one line: endpoints become entries, overrides go to the enclosing endpoint line, the endpoint lines that
 * this line introduces, or the plan's defaults. Returns the context for the lines this one encloses.
 */
function readLine(line: TextLine, context: Context, state: State, introducesEndpoints: () => boolean): Context {
  const excluding = withoutNot(line);
  if (excluding) return readExclusion(line, excluding, context, state);
  const endpoints = findEndpoints(line);
  const overrides = lineOverrides(line, endpoints);
  state.problems.push(...boundProblems(overrides, line.line));
  for (const endpoint of endpoints) {
    const [method = ''] = endpoint.key.split(' ');
    if (!/^(?:query|mutation|subscription)$/.test(method) && !isSentHttpMethod(method)) {
      state.problems.push({ path: '', line: line.line, column: 1, message: unsentMethodMessage(method) });
    }
    if (overrides.transport && method !== 'subscription') state.problems.push(transportProblem(endpoint.key, line));
  }
  if (endpoints.length > 0) {
    const keys = [...new Set(endpoints.map((endpoint) => endpoint.key))];
    const entries = keys.map((key) => ({
      key,
      line: line.line,
      text: lineText(line),
      overrides: overlayOverrides(context.group, overrides),
    }));
    state.entries.push(...entries);
    return { owners: entries, group: context.group };
  }
  if (isEmpty(overrides)) return context;
  if (context.owners.length > 0) {
    for (const entry of context.owners) entry.overrides = overlayOverrides(entry.overrides, overrides);
    return context;
  }
  if (introducesEndpoints()) return { owners: [], group: overlayOverrides(context.group, overrides) };
  state.defaults = overlayOverrides(state.defaults, overrides);
  return context;
}

/** `not` (or `not:`) first on a line or in its first cell, after a task list's box: what follows is left out. */
const NOT = /^(?:\[[ xX]\]\s*)?not(?:\s*:\s*|\s+)/i;

/** Returns the line without its leading `not`, or undefined when it has none or names no endpoint after it. */
function withoutNot(line: TextLine): TextLine | undefined {
  const [first, ...rest] = line.cells;
  const text = first?.text.trimStart() ?? '';
  if (!NOT.test(text)) return undefined;
  const stripped: TextLine = {
    line: line.line,
    cells: [{ ...first, text: text.replace(NOT, '') }, ...rest],
    // `not query users` in one code span: the field is what the span names after `not`.
    codes: line.codes.map((code) => code.trimStart().replace(NOT, '')),
  };
  // "Not load tested: the admin pages" is prose: only a line that goes on with an endpoint leaves something out.
  return findEndpoints(stripped).length > 0 ? stripped : undefined;
}

/**
 * Reads a `not` line: its endpoints are left out of the scope. Returns a context whose owners are discarded, so that
 * the lines it encloses (a reason, a wrapped line) set nothing for the plan.
 */
function readExclusion(line: TextLine, stripped: TextLine, context: Context, state: State): Context {
  const keys = [...new Set(findEndpoints(stripped).map((endpoint) => endpoint.key))];
  const text = lineText(line);
  state.excluded.push(...keys.map((key) => ({ key, line: line.line, text })));
  return { owners: keys.map((key) => ({ key, line: line.line, text, overrides: {} })), group: context.group };
}

/** The problem of `over websocket` on a line that names what is no GraphQL subscription. */
function transportProblem(key: string, line: TextLine): Problem {
  return {
    path: '',
    line: line.line,
    column: 1,
    message: `chooses how a GraphQL subscription is carried (over websocket: graphql-ws; over sse: GraphQL over SSE), and ${key} is no subscription: name one (- subscription onPrice over websocket), or write stream: in loadtool.yaml (docs/streams.md)`,
  };
}

function hasEndpoint(block: Block): boolean {
  return linesOf(block).some((line) => findEndpoints(line).length > 0);
}
