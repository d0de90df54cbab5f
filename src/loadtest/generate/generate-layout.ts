// How generated scenarios are laid out: their names made unique, their keys in a fixed order, small maps in flow style.
import { isMap, isScalar, type YAMLMap } from 'yaml';
import type { Operation } from '../../schema/operation.js';

/**
 * Returns thresholds or tolerances in the fixed order of their keys, latencies first, so that output does not depend
 * on where each came from; unknown keys last.
 */
export function ordered<T>(values: Record<string, T>, order: readonly string[]): Record<string, T> {
  const rank = (key: string) => (order.indexOf(key) + order.length + 1) % (order.length + 1);
  return Object.fromEntries(Object.entries(values).sort(([a], [b]) => rank(a) - rank(b)));
}

/** Scenario names from operation titles, made unique with the endpoint where two operations share a title. */
export function uniqueNames(operations: Operation[]): string[] {
  const counts = new Map<string, number>();
  for (const { title } of operations) counts.set(title, (counts.get(title) ?? 0) + 1);
  const seen = new Set<string>();
  return operations.map(({ title, key }) => {
    let name = counts.get(title) === 1 ? title : `${title} (${key})`;
    for (let n = 2; seen.has(name); n++) name = `${title} (${key}) ${n}`;
    seen.add(name);
    return name;
  });
}

/** Writes maps of a few scalars in flow style (`{ p99: 1000ms, okRate: 99% }`), as people write them. */
export function flowSmallMaps(node: unknown): void {
  if (!isMap(node) && !(node && typeof node === 'object' && 'items' in node)) return;
  const collection = node as YAMLMap;
  for (const item of collection.items as unknown[]) {
    const value = (item as { value?: unknown }).value ?? item;
    flowSmallMaps(value);
  }
  if (
    isMap(node) &&
    node.items.length <= 4 &&
    // A value with a comment keeps its own line: a comment cannot follow a value inside `{ … }`.
    node.items.every(
      (pair) =>
        !(
          pair.value &&
          typeof pair.value === 'object' &&
          ('items' in pair.value || (isScalar(pair.value) && pair.value.comment))
        ),
    )
  ) {
    const text = JSON.stringify(node.toJSON());
    if (text.length <= 80) node.flow = true;
  }
}
