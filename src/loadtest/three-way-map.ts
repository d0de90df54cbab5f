// The three-way merge of regeneration, key by key: the new generation into the file as a person left it.
import { isDeepStrictEqual } from 'node:util';
import { isMap, isNode, isScalar, type Pair, type YAMLMap } from 'yaml';
import type { Segments } from '../json-schema-messages.js';

/** What a person changed in a generated load test and regeneration kept: a key changed, added or removed. */
export interface KeptChange {
  /** Where, in the merged file: `['scenarios', 1, 'params', 'petId']`. */
  segments: Segments;
  change: 'changed' | 'added' | 'removed';
}

/** A mapping of the last generation as plain data; undefined where there was none (or no record of it). */
export type BaseValue = unknown;

/**
 * Merges `theirs` (the new generation) into `ours` (the file as a person left it), in place, key by key against
 * `base` (what the last generation wrote); returns the keys it kept from `ours`. A key nobody touched takes the new
 * value; a key a person changed, added or removed stays as they left it, and mappings both sides changed are merged
 * key by key. Values are compared as data, so that a change of layout (flow or block style) is no edit. `ours` keeps
 * its order and comments; a new key goes after the key it follows in the new generation.
 */
export function mergeMap(
  base: BaseValue,
  ours: YAMLMap,
  theirs: YAMLMap,
  at: Segments,
  skip: ReadonlySet<string> = new Set(),
): KeptChange[] {
  const kept: KeptChange[] = [];
  const baseMap = isPlainObject(base) ? base : {};
  const theirKeys = theirs.items.map(keyOf);
  const keys = [...ours.items.map(keyOf), ...theirKeys.filter((key) => !ours.has(key))];
  for (const key of keys) {
    if (skip.has(key)) continue;
    const mine = ours.get(key, true) as unknown;
    const their = theirs.get(key, true) as unknown;
    const [b, o, t] = [baseMap[key], data(mine), data(their)];
    const segments = [...at, key];
    if (isDeepStrictEqual(o, b)) {
      if (isDeepStrictEqual(o, t)) continue;
      if (t === undefined) ours.delete(key);
      else if (mine === undefined) insertPair(ours, pairOf(theirs, key)!, theirKeys);
      else ours.set(key, cloneOf(their));
    } else if (isDeepStrictEqual(o, t)) {
      continue;
    } else if (isMap(mine) && isMap(their) && (b === undefined || isPlainObject(b))) {
      kept.push(...mergeMap(b, mine, their, segments));
    } else {
      kept.push({
        segments,
        change: o === undefined ? 'removed' : b === undefined && t === undefined ? 'added' : 'changed',
      });
    }
  }
  return kept;
}

/** Returns a node's value as plain data (a scalar's value, a collection as objects and arrays). */
export function data(node: unknown): unknown {
  return isNode(node) ? (node.toJSON() as unknown) : node;
}

/** Returns a scalar as text, and anything else (a mapping, a list, nothing) as the empty string. */
export function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Returns whether a value is a plain mapping (not null, not an array). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function keyOf(pair: Pair): string {
  return String(isScalar(pair.key) ? pair.key.value : pair.key);
}

function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((pair) => keyOf(pair) === key);
}

function cloneOf(value: unknown): unknown {
  return isNode(value) ? value.clone() : value;
}

/** Inserts a pair of the new generation after the key it follows there, or first when it follows none of ours. */
function insertPair(ours: YAMLMap, pair: Pair, theirKeys: string[]): void {
  const before = theirKeys.slice(0, theirKeys.indexOf(keyOf(pair))).reverse();
  const after = before.map((key) => ours.items.findIndex((item) => keyOf(item) === key)).find((index) => index >= 0);
  ours.items.splice(after === undefined ? 0 : after + 1, 0, pair.clone());
}
