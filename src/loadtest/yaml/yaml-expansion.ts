// The bound on a file whose aliases regeneration writes out as copies of their anchors (keep-edits.ts).
import { visit, type Alias, type Document, type Node as YamlNode } from 'yaml';
import { positionOf } from '../../bracket-nesting.js';
import type { Problem } from '../../errors.js';

// A file that validation reads in a moment, since an alias shares its anchor's value, may be many times larger written
// out.

/**
 * The largest file, aliases written out, whose edits regeneration keeps: it parses the merged text several times
 * (to merge, locate the edits and validate), about 4 s and 220 MB a megabyte: about 8 s and 450 MB at this bound.
 * A load test is a few kilobytes; validation reads up to MAX_LOAD_TEST_BYTES.
 */
const MAX_MERGED_BYTES = 2 * 1024 * 1024;

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const FRESH = 'discard your edits with `loadtool generate --fresh`';

/** Returns the problem of a file larger than MAX_MERGED_BYTES as it is, found before it is parsed; else undefined. */
export function mergedSizeProblem(text: string): Problem | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes <= MAX_MERGED_BYTES) return undefined;
  const message = `is ${MB(bytes)}: regeneration keeps the edits of a load test of at most ${MB(MAX_MERGED_BYTES)} (a load test is a few kilobytes); ${FRESH}`;
  return { path: '', message };
}

/**
 * Returns the problem of a file that its aliases, written out, would make larger than MAX_MERGED_BYTES, at the alias
 * that passes the bound; undefined when it stays within. Counts the bytes of each anchor's text, its own aliases
 * written out, once per alias: aliases times aliases steps, which validation bounds (MAX_ALIASES).
 */
export function aliasesSizeProblem(doc: Document.Parsed, text: string): Problem | undefined {
  const aliases: Array<{ alias: Alias; target: YamlNode }> = [];
  // An alias stands for the last anchor of its name before it: the anchors are gathered in the order of the text.
  const anchors = new Map<string, YamlNode>();
  visit(doc, {
    Alias: (_, alias) => {
      const target = anchors.get(alias.source);
      if (target) aliases.push({ alias, target });
    },
    Node: (_, node) => {
      if (node.anchor) anchors.set(node.anchor, node);
    },
  });
  const bytes = new Map<YamlNode, number>();
  // The bytes of a node written out: its text, each alias inside it replaced by its anchor's bytes written out.
  const writtenOut = (node: YamlNode): number => {
    const known = bytes.get(node);
    if (known !== undefined) return known;
    const [start, , end] = node.range ?? [0, 0, 0];
    let size = end - start;
    for (const { alias, target } of aliases) {
      const [at, , aliasEnd] = alias.range ?? [0, 0, 0];
      // Validation has refused an alias inside its own anchor: a target always ends before its alias starts.
      if (at >= start && aliasEnd <= end && target !== node) size += writtenOut(target) - (aliasEnd - at);
    }
    bytes.set(node, size);
    return size;
  };
  let total = Buffer.byteLength(text);
  for (const { alias, target } of aliases) {
    const [at, , end] = alias.range ?? [0, 0, 0];
    total += writtenOut(target) - (end - at);
    if (total <= MAX_MERGED_BYTES) continue;
    return {
      path: '',
      ...positionOf(text, at),
      message: `*${alias.source} and the aliases before it make the file ${MB(total)} once written out, as regeneration writes each alias (a copy of its anchor), and it keeps the edits of a load test of at most ${MB(MAX_MERGED_BYTES)}: write what scenarios share once (in defaults) rather than as large aliases, or ${FRESH}`,
    };
  }
  return undefined;
}
