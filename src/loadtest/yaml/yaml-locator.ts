// Where a path of the data is written in loadtool.yaml, as an offset, and offsets as line and column.
import { isMap, isNode, isScalar, isSeq, type Document, type Pair, type YAMLMap } from 'yaml';
import type { Segments } from '../../json-schema-messages.js';
import type { Finding } from '../findings/finding.js';

/** A place in the text: 1-based line and column. */
export type Position = { line: number; column: number };

/**
 * Returns a function that says where the value at `segments` is written, as an offset: its key (`at: 'key'`), its
 * value (`'value'`, the key when the value is empty), or the mapping that holds it (`'parent'`, for a key that is
 * missing). A path that leaves the text, as through an alias, ends at the last node it reached.
 */
export function locator(doc: Document): (segments: Segments, at: Finding['at']) => number {
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
