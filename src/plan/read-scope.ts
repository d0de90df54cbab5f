import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';
import {
  HTTP_METHODS,
  isSentHttpMethod,
  UNSENT_HTTP_METHODS,
  unsentMethodMessage,
} from '../vocabulary/http-methods.js';
import type { Problem } from '../errors.js';
import { MAX_CONCURRENT_USERS, MAX_DURATION_SECONDS, parseDurationSeconds } from '../vocabulary/units.js';
import type { PerfOverrides } from '../vocabulary/perf-overrides.js';
import { PlanError } from './plan-error.js';
import { planLimitProblems } from './plan-limits.js';

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

/** The performance scope of `qa-plan.md` (README, The performance scope). */
export interface Scope {
  /** Whether the plan has a section whose heading contains "Performance". */
  found: boolean;
  /** In plan order; empty means every operation that is safe to repeat. */
  entries: ScopeEntry[];
  /** What lines without an endpoint set; a later line wins. */
  defaults: PerfOverrides;
}

type Root = ReturnType<typeof fromMarkdown>;
type Block = Root['children'][number];
type Heading = Extract<Block, { type: 'heading' }>;
type Table = Extract<Block, { type: 'table' }>;
type Phrasing = Heading['children'][number];

/** A line of the section as plain text: a source line, or a table row with its cells. */
interface TextLine {
  line: number;
  /** A table row's cells, each with its column's header; a single cell for any other line. */
  cells: Array<{ text: string; header?: string }>;
  /** The code spans on the line. */
  codes: string[];
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
  defaults: PerfOverrides;
  /** User counts and durations past what a load test accepts, at their lines. */
  problems: Problem[];
}

const PERFORMANCE_HEADING = /performance/i;

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
  const tree = fromMarkdown(withoutFrontMatter(markdown.replace(/^\uFEFF/, '')), {
    extensions: [gfmTable()],
    mdastExtensions: [gfmTableFromMarkdown()],
  });
  const blocks = tree.children;
  const start = blocks.findIndex((b) => b.type === 'heading' && PERFORMANCE_HEADING.test(lineText(headingLine(b))));
  const heading = blocks[start];
  if (heading?.type !== 'heading') return { found: false, entries: [], defaults: {} };
  const end = sectionEnd(blocks, start);
  const state: State = { entries: [], defaults: {}, problems: [] };
  readBlocks(blocks.slice(start + 1, end), { owners: [], group: {} }, state);
  if (state.problems.length > 0) throw new PlanError(file, state.problems);
  return { found: true, entries: state.entries, defaults: state.defaults };
}

/** Returns `over` laid on `base`: `over`'s values win, thresholds are merged key by key. */
export function overlayOverrides(base: PerfOverrides, over: PerfOverrides): PerfOverrides {
  const result: PerfOverrides = { ...base, ...over };
  if (base.thresholds || over.thresholds) result.thresholds = { ...base.thresholds, ...over.thresholds };
  return result;
}

/** YAML front matter would otherwise read as a thematic break and a setext heading; blank lines keep the numbering. */
function withoutFrontMatter(markdown: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(markdown);
  if (!match) return markdown;
  return match[0].replace(/[^\r\n]/g, '') + markdown.slice(match[0].length);
}

/** Returns the index of the first block after `blocks[start]` that is a heading of the same or a higher level. */
function sectionEnd(blocks: Block[], start: number): number {
  const depth = (blocks[start] as Heading).depth;
  let end = start + 1;
  while (end < blocks.length) {
    const block = blocks[end]!;
    if (block.type === 'heading' && block.depth <= depth) break;
    end++;
  }
  return end;
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
  const endpoints = findEndpoints(line);
  const overrides = lineOverrides(line, endpoints);
  state.problems.push(...boundProblems(overrides, line.line));
  for (const endpoint of endpoints) {
    const [method = ''] = endpoint.key.split(' ');
    if (!/^(?:query|mutation)$/.test(method) && !isSentHttpMethod(method)) {
      state.problems.push({ path: '', line: line.line, column: 1, message: unsentMethodMessage(method) });
    }
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

function isEmpty(overrides: PerfOverrides): boolean {
  return Object.keys(overrides).length === 0;
}

function hasEndpoint(block: Block): boolean {
  return linesOf(block).some((line) => findEndpoints(line).length > 0);
}

/** Returns every line of a block that the reader looks at, code blocks left out. */
function linesOf(block: Block): TextLine[] {
  switch (block.type) {
    case 'paragraph':
      return phrasingLines(block.children);
    case 'heading':
      return [headingLine(block)];
    case 'list':
      return block.children.flatMap((item) => item.children.flatMap(linesOf));
    case 'blockquote':
      return block.children.flatMap(linesOf);
    case 'table':
      return tableRows(block);
    default:
      return [];
  }
}

/** A setext heading may span lines; it is one line of the scope all the same. */
function headingLine(heading: Heading): TextLine {
  const lines = phrasingLines(heading.children);
  return {
    line: heading.position?.start.line ?? 0,
    cells: [{ text: lines.map(lineText).join(' ') }],
    codes: lines.flatMap((line) => line.codes),
  };
}

/** Returns the rows of a table after its header, each cell paired with its column's header. */
function tableRows(table: Table): TextLine[] {
  const [head, ...rows] = table.children;
  const headers = (head?.children ?? []).map((cell) => phrasingLines(cell.children).map(lineText).join(' '));
  return rows.map((row) => {
    const cells = row.children.map((cell, column) => {
      const lines = phrasingLines(cell.children);
      return { text: lines.map(lineText).join(' '), header: headers[column], codes: lines.flatMap((l) => l.codes) };
    });
    return {
      line: row.position?.start.line ?? 0,
      cells: cells.map(({ text, header }) => (header ? { text, header } : { text })),
      codes: cells.flatMap((cell) => cell.codes),
    };
  });
}

/** Returns the source lines of inline content as plain text, markup (bold, links, code spans) removed. */
function phrasingLines(nodes: Phrasing[]): TextLine[] {
  const byLine = new Map<number, { parts: string[]; codes: string[] }>();
  const add = (line: number, text: string, code = false) => {
    const entry = byLine.get(line) ?? { parts: [], codes: [] };
    entry.parts.push(text);
    if (code) entry.codes.push(text);
    byLine.set(line, entry);
  };
  const visit = (node: Phrasing) => {
    const line = node.position?.start.line ?? 0;
    switch (node.type) {
      case 'html':
        // A comment is how one takes a line out of a plan without deleting it.
        if (node.value.startsWith('<!--')) break;
        node.value.split('\n').forEach((part, offset) => {
          add(line + offset, part);
        });
        break;
      case 'text':
        node.value.split('\n').forEach((part, offset) => {
          add(line + offset, part);
        });
        break;
      case 'inlineCode':
        add(line, node.value, true);
        break;
      default:
        if ('children' in node) for (const child of node.children) visit(child);
    }
  };
  for (const node of nodes) visit(node);
  return [...byLine.entries()]
    .sort(([a], [b]) => a - b)
    .map(([line, { parts, codes }]) => ({ line, cells: [{ text: withoutStruck(parts.join('')).trim() }], codes }));
}

/** GFM strikethrough (`~~GET /pets~~`) takes text out of the plan; the parser is not given that extension. */
function withoutStruck(text: string): string {
  return text.replace(/~~(?!\s)[^~]*~~/g, ' ');
}

function lineText(line: TextLine): string {
  return line.cells.map((cell) => cell.text).join(' | ');
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoints

interface Endpoint {
  key: string;
  /** The text that named it, left out when the line's overrides are read: `/v2/users` holds no user count. */
  written: string;
}

// The refused methods are matched too, so that `TRACE /x` is an error naming its line rather than prose passed over.
const HTTP_METHOD = [...HTTP_METHODS, ...UNSENT_HTTP_METHODS].join('|');
/** A method and a path, also split over two table cells (`GET | /pets`); the query string is not part of the key. */
const HTTP_ENDPOINT = new RegExp(
  String.raw`(?<![\w/-])(${HTTP_METHOD})(?:\s+|\s*\|\s*)(\/(?:[\w\-.~%@$:/]|\{[^{}\s/]*\}|<[\w.-]+>|\[[\w.-]+\])*)(\?[^\s|]*)?`,
  'gi',
);
/** `Query.pets`, the root type's name and the field, counts anywhere on a line. */
const GRAPHQL_DOTTED = /(?<![\w.])(Query|Mutation)\.([_A-Za-z]\w*)/g;
/** `query pets` counts at the start of a line or cell, or in a code span: elsewhere "query" is likely prose. */
const GRAPHQL_SPACED = /^(?:\[[ xX]\]\s*)?(query|mutation)\s+([_A-Za-z]\w*)(?![\w.]|\s*(?:\([^)]*\)\s*)?\{)/;
/** A GraphQL document in a code span (`query Pets { pets { id } }`) names its first field, not its own name. */
const GRAPHQL_DOCUMENT = /^(query|mutation)\b\s*(?:[_A-Za-z]\w*\s*)?(?:\([^)]*\)\s*)?\{\s*([_A-Za-z]\w*)/;

/** Returns the endpoints a line names, in the order written. */
function findEndpoints(line: TextLine): Endpoint[] {
  const found: Array<Endpoint & { at: number }> = [];
  const text = lineText(line);
  for (const match of text.matchAll(HTTP_ENDPOINT)) {
    const [written, method = '', rawPath = ''] = match;
    const path = rawPath.replace(/[.:]+$/, '');
    // "get / post" in prose is not `GET /`; an upper-case method with the root path is.
    if (path === '/' && method !== method.toUpperCase()) continue;
    found.push({ key: `${method.toUpperCase()} ${normalizePath(path)}`, written, at: match.index });
  }
  for (const match of text.matchAll(GRAPHQL_DOTTED)) {
    const [written, type = '', field = ''] = match;
    found.push({ key: `${type.toLowerCase()} ${field}`, written, at: match.index });
  }
  let offset = 0;
  for (const cell of line.cells) {
    const match = GRAPHQL_SPACED.exec(cell.text.trimStart());
    if (match) found.push({ key: `${match[1]!} ${match[2]!}`, written: match[0], at: offset });
    offset += cell.text.length + 3;
  }
  for (const code of line.codes) {
    const match = GRAPHQL_SPACED.exec(code.trim()) ?? GRAPHQL_DOCUMENT.exec(code.trim());
    if (match) found.push({ key: `${match[1] ?? 'query'} ${match[2]!}`, written: code, at: text.indexOf(code) });
  }
  found.sort((a, b) => a.at - b.at);
  return found.filter((endpoint, index) => found.findIndex((other) => other.key === endpoint.key) === index);
}

/** Returns the path as keys write it: `:id`, `<id>` and `[id]` as `{id}`, no trailing slash except for the root. */
function normalizePath(path: string): string {
  const segments = path
    .split('/')
    .map((segment) => segment.replace(/^(?::([\w.-]+)|<([\w.-]+)>|\[([\w.-]+)\])$/, '{$1$2$3}'));
  const normalized = segments.join('/');
  return normalized.length > 1 ? normalized.replace(/\/+$/, '') || '/' : normalized;
}

// ---------------------------------------------------------------------------------------------------------------
// Overrides

/**
 * Returns the overrides on a line or table row. A table cell is read after its column's header (`| Users | p95 (ms) |`
 * over `| 20 | 300 |`); a row whose cells say nothing that way is read as one line (`| Users | 20 |`).
 */
function lineOverrides(line: TextLine, endpoints: Endpoint[]): PerfOverrides {
  const clean = (text: string) =>
    endpoints
      .reduce((rest, endpoint) => rest.replace(endpoint.written, ' '), text)
      // A path without a method (a "Path" column, a URL) holds no counts either.
      .replace(/(?<![\w])\/[^\s|]*/g, ' ');
  let overrides: PerfOverrides = {};
  for (const cell of line.cells) {
    const text = clean(cell.text).trim();
    if (!text) continue;
    // Always with the header: a `Timeout` column's `30s` is no duration, a `Users` column's `20` is a user count.
    overrides = overlayOverrides(overrides, parseOverrides(cell.header ? withHeader(cell.header, text) : text));
  }
  if (isEmpty(overrides) && line.cells.length > 1) {
    overrides = parseOverrides(clean(line.cells.map((cell) => cell.text).join(' ')));
  }
  return overrides;
}

const HEADER_UNIT = /\(\s*(ms|s|m|%|rps|users|vus)\s*\)/i;

/** `p95 (ms)` over `300` reads as `p95 300ms`; `Users` over `20` as `Users 20`. */
function withHeader(header: string, value: string): string {
  const unit = HEADER_UNIT.exec(header)?.[1] ?? '';
  const name = header.replace(HEADER_UNIT, ' ').trim();
  return /^\d+(?:\.\d+)?$/.test(value) ? `${name} ${value}${unit}` : `${name} ${value}`;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const WORD_START = String.raw`(?<![\w.])`;
const LINKING_VERB = String.raw`(?:(?:is|be|stays?|(?:should|must)\s+(?:be|stay))\s+)?`;
// Each optional part takes the spaces after it: two `\s*` in a row would backtrack for long on a run of spaces.
const BELOW = String.raw`(?:(<=|=<|<|≤|:|=|under|below|within|at\s+most|less\s+than|lower\s+than|of)\s*)?`;
const ABOVE = String.raw`(?:(>=|=>|>|≥|:|=|above|over|at\s+least|more\s+than|of)\s*)?`;

const LATENCY = new RegExp(
  WORD_START +
    String.raw`(?:p\(?(50|75|90|95|99\.9|999|99)\)?|(50|75|90|95|99\.9|99)(?:th)?\s+percentile|(max|maximum|mean|avg|average|median))` +
    String.raw`(?:\s+(?:latency|response\s+time))?\s*` +
    LINKING_VERB +
    BELOW +
    String.raw`${NUMBER}\s*(ms|msecs?|milliseconds?|s|secs?|seconds?)?(?![\w%])`,
  'gi',
);
const ERROR_RATE = new RegExp(
  WORD_START +
    String.raw`(?:errors?|error[\s_-]?rate|errorrate|failures?|failure[\s_-]?rate|failed\s+requests)\s*` +
    LINKING_VERB +
    BELOW +
    String.raw`${NUMBER}\s*%`,
  'gi',
);
const ERROR_RATE_AFTER = new RegExp(
  String.raw`(?:<=|<|≤|under|below|at\s+most|less\s+than)\s*${NUMBER}\s*%\s*(?:of\s+)?(?:errors?|error\s+rate|failures?|failed\s+requests)(?![\w])`,
  'gi',
);
const OK_RATE = new RegExp(
  WORD_START +
    String.raw`(?:ok[\s_-]?rate|okrate|ok\s+requests|success(?:ful\s+requests|[\s_-]?rate)?|availability)\s*` +
    LINKING_VERB +
    ABOVE +
    String.raw`${NUMBER}\s*%`,
  'gi',
);
const RPS_UNIT = String.raw`(?:rps|req/s|requests?/s(?:ec)?|requests\s+per\s+second)`;
const RPS = new RegExp(
  WORD_START +
    String.raw`(?:rps|throughput|requests\s+per\s+second|req/s)\s*` +
    LINKING_VERB +
    ABOVE +
    String.raw`${NUMBER}(?:\s*${RPS_UNIT})?(?![\w%/])`,
  'gi',
);
const RPS_AFTER = new RegExp(
  WORD_START + String.raw`(?:(?:>=|=>|>|≥|at\s+least|above|over)\s*)?${NUMBER}\s*${RPS_UNIT}(?![\w/])`,
  'gi',
);
const COUNT = String.raw`([1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)`;
const USERS = new RegExp(
  String.raw`(?<![\w.,/])${COUNT}\s*(?:(?:concurrent|parallel|simultaneous)\s+)?(?:users?|vus?|virtual[\s-]users?|clients?|connections?)(?![\w])`,
  'gi',
);
const USERS_AFTER = new RegExp(
  WORD_START +
    String.raw`(?:concurrency|concurrent\s+users|users|vus|virtual[\s-]users|connections)(?:\s+(?:is|of))?\s*(?:[:=]\s*)?${COUNT}(?![\w.%])`,
  'gi',
);
/** Other durations on a line (a ramp-up, a timeout) are not the test's duration. */
const OTHER_DURATION = new RegExp(
  WORD_START +
    String.raw`(?:ramp(?:ing)?[\s-]?(?:up|down)|think[\s-]?time|time[\s-]?outs?|warm[\s-]?up|cool[\s-]?down)\s*(?:(?:of|for|:|=)\s*)?\d+(?:\.\d+)?\s*[a-z]*`,
  'gi',
);
const DURATION = new RegExp(
  WORD_START + String.raw`${NUMBER}\s*(s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?)(?![\w])`,
  'gi',
);
const DURATION_BARE = new RegExp(WORD_START + String.raw`duration\s*(?:(?:[:=]|of|is)\s*)?(\d+)(?![\w.%])`, 'gi');

const PERCENTILES: Record<string, string> = { '99.9': 'p999', median: 'p50', avg: 'mean', average: 'mean' };

/** Returns the overrides that a piece of text states; each phrase is read once, thresholds before durations. */
function parseOverrides(text: string): PerfOverrides {
  const thresholds: Record<string, string | number> = {};
  let concurrentUsers: number | undefined;
  let duration: string | undefined;
  let rest = text;
  const take = (regex: RegExp, read: (match: string[]) => boolean) => {
    rest = rest.replace(regex, (...args: unknown[]) => {
      const match = args.slice(0, -2).map((part) => (typeof part === 'string' ? part : ''));
      return read(match) ? ' ' : match[0]!;
    });
  };

  take(LATENCY, ([, short, long, name = '', comparison = '', value = '', unit]) => {
    // Without a unit only a comparison makes a number a latency bound (k6's `p(95)<300` is in milliseconds).
    if (!unit && !/^(?:<=|=<|<|≤)$/.test(comparison)) return false;
    const lower = name.toLowerCase();
    const percentile = short || long;
    const key = percentile
      ? (PERCENTILES[percentile] ?? `p${percentile}`)
      : (PERCENTILES[lower] ?? (lower === 'maximum' ? 'max' : lower));
    thresholds[key] = `${Number(value)}${unit && /^s/i.test(unit) ? 's' : 'ms'}`;
    return true;
  });
  for (const regex of [ERROR_RATE, ERROR_RATE_AFTER]) {
    take(regex, (match) => {
      thresholds.errorRate = `${Number(match.find((part, i) => i > 0 && /^\d/.test(part)))}%`;
      return true;
    });
  }
  take(OK_RATE, ([, , value = '']) => {
    thresholds.okRate = `${Number(value)}%`;
    return true;
  });
  take(RPS, ([, , value = '']) => {
    thresholds.rps = Number(value);
    return true;
  });
  take(RPS_AFTER, ([, value = '']) => {
    thresholds.rps = Number(value);
    return true;
  });
  for (const regex of [USERS, USERS_AFTER]) {
    take(regex, ([, count = '']) => {
      concurrentUsers ??= Number(count.replace(/,/g, ''));
      return true;
    });
  }
  take(OTHER_DURATION, () => true);
  take(DURATION, ([, value = '', unit = '']) => {
    duration ??= durationOf(Number(value), unit.toLowerCase());
    return true;
  });
  take(DURATION_BARE, ([, seconds = '']) => {
    duration ??= `${Number(seconds)}s`;
    return true;
  });

  const overrides: PerfOverrides = {};
  if (concurrentUsers !== undefined) overrides.concurrentUsers = concurrentUsers;
  if (duration !== undefined) overrides.duration = duration;
  if (Object.keys(thresholds).length > 0) overrides.thresholds = thresholds;
  return overrides;
}

/** Returns the problems of a line whose user count or duration is past what loadtool.yaml accepts (units.ts). */
function boundProblems(overrides: PerfOverrides, line: number): Problem[] {
  const problems: Problem[] = [];
  const { concurrentUsers, duration } = overrides;
  if (concurrentUsers !== undefined && concurrentUsers > MAX_CONCURRENT_USERS) {
    problems.push({
      path: '',
      line,
      column: 1,
      message: `${concurrentUsers} users is more than ${MAX_CONCURRENT_USERS}, the most one load test scenario runs (one process, one connection per user): write at most ${MAX_CONCURRENT_USERS} users, and split a larger load over several runners (shards)`,
    });
  }
  const seconds = duration === undefined ? undefined : parseDurationSeconds(duration);
  if (seconds !== undefined && seconds > MAX_DURATION_SECONDS) {
    problems.push({
      path: '',
      line,
      column: 1,
      message: `a duration of ${duration!} is longer than 24h, the longest a scenario runs: write at most 24h, and run a longer soak test as several runs`,
    });
  }
  return problems;
}

/** Returns a duration as loadtool.yaml writes it: a whole number and `s`, `m` or `h`; fractions in seconds. */
function durationOf(value: number, unit: string): string | undefined {
  const letter = unit.startsWith('h') ? 'h' : unit.startsWith('m') ? 'm' : 's';
  if (Number.isInteger(value)) return value > 0 ? `${value}${letter}` : undefined;
  const seconds = Math.round(value * { s: 1, m: 60, h: 3600 }[letter]);
  return seconds > 0 ? `${seconds}s` : undefined;
}
