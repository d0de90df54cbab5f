// The markdown walk of the plan reader: the Performance section's blocks, and each block's text lines.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';

// Endpoint recognition (find-endpoints.ts) and the override grammar (override-grammar.ts) read those lines.

type Root = ReturnType<typeof fromMarkdown>;
export type Block = Root['children'][number];
export type Heading = Extract<Block, { type: 'heading' }>;
type Table = Extract<Block, { type: 'table' }>;
type Phrasing = Heading['children'][number];

/** A line of the section as plain text: a source line, or a table row with its cells. */
export interface TextLine {
  line: number;
  /** A table row's cells, each with its column's header; a single cell for any other line. */
  cells: Array<{ text: string; header?: string }>;
  /** The code spans on the line. */
  codes: string[];
}

const PERFORMANCE_HEADING = /performance/i;

/**
 * Returns the blocks of the plan's first section whose heading contains "Performance", its heading left out, or
 * undefined when the plan has no such section.
 */
export function performanceSection(markdown: string): Block[] | undefined {
  const tree = fromMarkdown(withoutFrontMatter(markdown.replace(/^\uFEFF/, '')), {
    extensions: [gfmTable()],
    mdastExtensions: [gfmTableFromMarkdown()],
  });
  const blocks = tree.children;
  const start = blocks.findIndex((b) => b.type === 'heading' && PERFORMANCE_HEADING.test(lineText(headingLine(b))));
  if (blocks[start]?.type !== 'heading') return undefined;
  return blocks.slice(start + 1, sectionEnd(blocks, start));
}

/** YAML front matter would otherwise read as a thematic break and a setext heading; blank lines keep the numbering. */
function withoutFrontMatter(markdown: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(markdown);
  if (!match) return markdown;
  return match[0].replace(/[^\r\n]/g, '') + markdown.slice(match[0].length);
}

/** Returns the index of the first block after `blocks[start]` that is a heading of the same or a higher level. */
export function sectionEnd(blocks: Block[], start: number): number {
  const depth = (blocks[start] as Heading).depth;
  let end = start + 1;
  while (end < blocks.length) {
    const block = blocks[end]!;
    if (block.type === 'heading' && block.depth <= depth) break;
    end++;
  }
  return end;
}

/** Returns every line of a block that the reader looks at, code blocks left out. */
export function linesOf(block: Block): TextLine[] {
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

/** Returns a heading as a line. A setext heading may span lines; it is one line of the scope all the same. */
export function headingLine(heading: Heading): TextLine {
  const lines = phrasingLines(heading.children);
  return {
    line: heading.position?.start.line ?? 0,
    cells: [{ text: lines.map(lineText).join(' ') }],
    codes: lines.flatMap((line) => line.codes),
  };
}

/** Returns the rows of a table after its header, each cell paired with its column's header. */
export function tableRows(table: Table): TextLine[] {
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
export function phrasingLines(nodes: Phrasing[]): TextLine[] {
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
      case 'text':
        // A comment is how one takes a line out of a plan without deleting it.
        if (node.type === 'html' && node.value.startsWith('<!--')) break;
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

/** Returns a line as plain text, a table row's cells joined by ` | `. */
export function lineText(line: TextLine): string {
  return line.cells.map((cell) => cell.text).join(' | ');
}
