// The copy of a schema that sample-budget.ts gives openapi-sampler: what it reads, within a budget of values.
import { inferType } from 'openapi-sampler';
import { isObject, type Json, type OpenApiDocument } from './openapi/openapi-document.js';

// See docs/architecture.md, "Bounded samples and merges".

/** How deep openapi-sampler goes into properties and items (its `maxSampleDepth`). */
export const MAX_SAMPLE_DEPTH = 8;

/** The longest string a `minLength` may ask for: openapi-sampler repeats its sample up to it. */
const MAX_MIN_LENGTH = 10_000;

/** Keywords of schemas that openapi-sampler combines; the copy holds only the parts it samples. */
const COMPOSED = new Set(['allOf', 'oneOf', 'anyOf', 'if', 'then', 'else']);
/** Keywords whose value openapi-sampler returns as the sample. */
const EXAMPLES = ['const', 'examples', 'enum', 'default'] as const;

/** Returns how many values (scalars, lists and mappings) a value holds, or undefined past `budget`; iterative. */
export function valuesWithin(value: unknown, budget: number): number | undefined {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (++count > budget) return undefined;
    if (typeof next === 'object' && next !== null) for (const item of Object.values(next)) stack.push(item);
  }
  return count;
}

/**
 * Copies a schema as openapi-sampler samples it (with `skipNonRequired`): every `$ref` resolved, only required
 * properties, at most `budget` values; past it, properties are left out (in the schema's order) and lists shortened,
 * and `cut` is set.
 */
export class Copier {
  spent = 0;
  cut = false;
  /** The `$ref`s being copied, as openapi-sampler marks them: one met again inside itself is circular. */
  private readonly refs: string[] = [];

  constructor(
    private readonly document: OpenApiDocument,
    readonly budget: number,
  ) {}

  private get left(): number {
    return this.budget - this.spent;
  }

  /**
   * Returns the copy of a schema given as layers, later ones winning as openapi-sampler merges them (a `$ref`'s
   * target and its siblings in OAS 3.1, `if` and `then`); `depth` is openapi-sampler's context depth, undefined at
   * the top and under `allOf`, where it starts again.
   */
  copy(given: unknown[], depth: number | undefined): unknown {
    const entered = this.refs.length;
    try {
      const layers = this.layers(given);
      if (!Array.isArray(layers)) return layers.circular;
      return this.merged(layers, depth);
    } finally {
      this.refs.length = entered;
    }
  }

  /** Resolves `$ref`s (marking them) and `if`/`then` into layers; a `$ref` met inside itself is circular. */
  private layers(given: unknown[]): unknown[] | { circular: unknown } {
    const layers: unknown[] = [];
    for (const layer of given) {
      if (!isObject(layer)) {
        layers.push(layer);
        continue;
      }
      const { $ref, if: condition, then } = layer;
      const rest = without(layer, ['$ref', 'if', 'then', 'else']);
      if (typeof $ref === 'string') {
        const target = pointerTarget(this.document.root, $ref);
        // Left for openapi-sampler to refuse, with its message: it resolves a `$ref` as pointerTarget does.
        if (!isObject(target)) return { circular: layer };
        const siblings = this.document.version === '3.1' ? [rest] : [];
        if (this.refs.includes($ref)) return { circular: stub(Object.assign({}, target, ...siblings) as Json) };
        this.refs.push($ref);
        const inner = this.layers([target, ...siblings]);
        if (!Array.isArray(inner)) return inner;
        layers.push(...inner);
      } else if (condition !== undefined && then !== undefined) {
        // openapi-sampler merges them deeply, `required` lists by index as any list.
        const required = [rest, condition, then].reduce<unknown[]>(
          (merged, part) =>
            isObject(part) && Array.isArray(part.required) ? Object.assign(merged, part.required) : merged,
          [],
        );
        const inner = this.layers([
          without(rest, ['required']),
          isObject(condition) ? without(condition, ['required']) : condition,
          { ...(isObject(then) ? then : {}), required },
        ]);
        if (!Array.isArray(inner)) return inner;
        layers.push(...inner);
      } else layers.push(layer);
    }
    return layers;
  }

  private merged(layers: unknown[], depth: number | undefined): unknown {
    this.spent += 1;
    const objects = layers.filter(isObject);
    if (objects.length === 0) return layers[layers.length - 1];
    const merged = Object.assign({}, ...objects) as Json;
    const example = merged.example !== undefined ? merged.example : exampleOf(merged);
    if (example !== undefined) return this.leaf(merged, example);
    const copy: Json = {};
    for (const [key, value] of Object.entries(merged)) {
      if (key === '$ref' || COMPOSED.has(key)) continue;
      // Walked keywords are copied below; every object is kept empty for openapi-sampler's type inference, which
      // looks only at whether a keyword is there.
      copy[key] =
        typeof value === 'object' && value !== null && key !== 'type' ? (Array.isArray(value) ? [] : {}) : value;
    }
    if (typeof copy.minLength === 'number' && copy.minLength > MAX_MIN_LENGTH) {
      copy.minLength = MAX_MIN_LENGTH;
      this.cut = true;
    }
    const composed = Array.isArray(merged.allOf) || nonEmpty(merged.oneOf) || nonEmpty(merged.anyOf);
    // openapi-sampler samples a schema's own part of an `allOf` without its context: depth starts again.
    const own = Array.isArray(merged.allOf) ? undefined : depth;
    this.properties(objects, own, copy);
    this.additional(merged, own, copy);
    this.items(merged, own, copy);
    if (composed) this.composed(merged, depth, own, copy);
    return copy;
  }

  private leaf(merged: Json, example: unknown): unknown {
    const size = valuesWithin(example, this.left + 1);
    if (size === undefined) {
      this.cut = true;
      return stub(merged);
    }
    this.spent += size - 1;
    const copy: Json = {};
    for (const key of ['example', ...EXAMPLES, 'type', 'readOnly', 'writeOnly'])
      if (merged[key] !== undefined) copy[key] = merged[key];
    return copy;
  }

  /** The required properties, in the order of the schema, each copied until the budget is spent. */
  private properties(layers: Json[], depth: number | undefined, copy: Json): void {
    const all = layers.map((layer) => (isObject(layer.properties) ? layer.properties : undefined));
    if (!all.some(Boolean)) return;
    const required = new Set(
      layers.flatMap((layer) => (Array.isArray(layer.required) ? (layer.required as unknown[]) : [])),
    );
    const names = [...new Set(all.flatMap((properties) => Object.keys(properties ?? {})))].filter((name) =>
      required.has(name),
    );
    const properties: Json = {};
    const child = (depth ?? 1) + 1;
    for (const name of names) {
      if (this.left <= 0) {
        this.cut = true;
        break;
      }
      const value = this.child(
        all.flatMap((properties) => (properties && properties[name] !== undefined ? [properties[name]] : [])),
        child,
      );
      if (value !== undefined) properties[name] = value;
    }
    copy.properties = properties;
    copy.required = Object.keys(properties);
  }

  /** openapi-sampler samples `additionalProperties` twice (`property1`, `property2`). */
  private additional(merged: Json, depth: number | undefined, copy: Json): void {
    if (!isObject(merged.additionalProperties)) return;
    const before = this.spent;
    const value = this.child([merged.additionalProperties], (depth ?? 1) + 1);
    const cost = this.spent - before;
    // Nothing (past the depth, not an object or a list) is no property, as openapi-sampler leaves it out of JSON.
    if (value === undefined || cost > this.left) {
      this.cut ||= value !== undefined;
      delete copy.additionalProperties;
      return;
    }
    this.spent += cost;
    copy.additionalProperties = value;
  }

  /** The items openapi-sampler samples (`prefixItems`, else `items`, else `contains`), as many as it makes. */
  private items(merged: Json, depth: number | undefined, copy: Json): void {
    const key = ['prefixItems', 'items', 'contains'].find((name) => merged[name]);
    if (key === undefined) return;
    const given = merged[key];
    const min = typeof merged.minItems === 'number' && merged.minItems > 0 ? merged.minItems : 1;
    const wanted = Math.min(typeof merged.maxItems === 'number' ? merged.maxItems : Infinity, min);
    let length: number;
    if (Array.isArray(given)) {
      const copies = this.each(given, (depth ?? 1) + 1);
      copy[key] = copies;
      // Beyond its tuple, openapi-sampler fills a list with one value each.
      const more = copies.length < given.length ? 0 : Math.max(0, wanted - copies.length);
      length = copies.length + Math.min(more, this.left);
      this.spent += length - copies.length;
      if (length < Math.max(wanted, given.length)) this.cut = true;
    } else {
      const before = this.spent;
      const [item] = this.each([given], (depth ?? 1) + 1);
      copy[key] = item ?? {};
      // Each item beyond the first costs what the first did.
      const each = Math.max(1, this.spent - before);
      length = item === undefined ? 0 : 1 + Math.max(0, Math.min(wanted - 1, Math.floor(this.left / each)));
      this.spent += Math.max(0, length - 1) * each;
      if (length < wanted) this.cut = true;
    }
    copy.minItems = length;
    copy.maxItems = length;
  }

  /** `allOf` in full; of `oneOf` and `anyOf` only the first, the one openapi-sampler samples. */
  private composed(merged: Json, depth: number | undefined, own: number | undefined, copy: Json): void {
    if (Array.isArray(merged.allOf)) copy.allOf = this.each(merged.allOf, depth);
    const [key, list] = nonEmpty(merged.oneOf) ? ['oneOf', merged.oneOf] : ['anyOf', merged.anyOf];
    if (nonEmpty(list)) copy[key] = this.each(list.slice(0, 1), own);
  }

  /** Copies of the schemas of a list, as many as the budget allows. */
  private each(list: unknown[], depth: number | undefined): unknown[] {
    const copies: unknown[] = [];
    for (const item of list) {
      if (this.left <= 0) {
        this.cut = true;
        break;
      }
      copies.push(this.child([item], depth) ?? {});
    }
    return copies;
  }

  /**
   * Returns the copy of a property's or item's schema at a depth, or undefined where openapi-sampler gives no value
   * (a value past its depth that is neither an object nor a list).
   */
  private child(layers: unknown[], depth: number | undefined): unknown {
    if (depth !== undefined && depth > MAX_SAMPLE_DEPTH) {
      // openapi-sampler looks at the schema as written, before resolving a `$ref`.
      const written = Object.assign({}, ...layers.filter(isObject)) as Json;
      this.spent += 1;
      return stub(written);
    }
    if (this.left <= 0) {
      this.cut = true;
      return undefined;
    }
    return this.copy(layers, depth);
  }
}

/** What openapi-sampler gives for a circular schema or one too deep: `{}`, `[]`, or nothing. */
function stub(schema: Json): unknown {
  const type = inferType(schema);
  return type === 'object' || type === 'array' ? { type } : undefined;
}

/** The value openapi-sampler takes as the sample before looking at types: `const`, `examples[0]`, `enum[0]`, `default`. */
function exampleOf(schema: Json): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  return schema.default;
}

/** Returns what a `$ref` points to, resolved as openapi-sampler resolves it (decoded whole, then a JSON pointer). */
function pointerTarget(root: Json, ref: string): unknown {
  let pointer: string;
  try {
    pointer = decodeURIComponent(ref);
  } catch {
    return undefined;
  }
  if (pointer.startsWith('#')) pointer = pointer.slice(1);
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let value: unknown = root;
  for (const token of pointer.slice(1).split('/')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Json)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

function without(schema: Json, keys: string[]): Json {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}

function nonEmpty(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0;
}
