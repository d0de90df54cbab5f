// The checks of loadtool.yaml's structure the yaml library leaves to us: duplicate keys, aliases, tags.
import { isAlias, isMap, isNode, isScalar, isSeq, type Alias, type Node as YamlNode } from 'yaml';
import { joinPath, type Problem } from '../../errors.js';
import type { Segments } from '../../json-schema-messages.js';
import type { Position } from './yaml-locator.js';

/** The most aliases a file may hold, and the yaml library's limit on how far they may expand (`maxAliasCount`). */
export const MAX_ALIASES = 100;

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
export function structureProblems(root: YamlNode, position: (offset: number) => Position, source: string): Problem[] {
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
