// Candidate values for an invented one: what the API's own lists hold, the same type's first, by name and type.
import {
  getNamedType,
  isListType,
  getNullableType,
  isObjectType,
  type GraphQLSchema,
  type GraphQLOutputType,
} from 'graphql';
import type { InventedValue } from '../loadtest/generate/generate-values.js';
import type { Scenario } from '../loadtest/types.js';
import { rootFieldNode } from './answer.js';

/** The most candidate values tried for one invented value: a probe, not a search. */
export const MAX_CANDIDATES = 5;

/** A list a ready scenario answered: its items, what they are, and how to name where a value came from. */
export interface ListAnswer {
  /** `GET /collections`, or the root field for GraphQL (`posts`). */
  from: string;
  /** The objects the list holds: a bare array, one array property (`data`), a connection's `nodes` or `edges.node`. */
  items: Array<Record<string, unknown>>;
  /** What the items are: the GraphQL type's name, or the REST list's path. */
  type: string;
}

/** A candidate: the value, and the list it came from. */
export interface Candidate {
  value: string | number | boolean;
  from: string;
}

/** Names under which an item holds a key a look-up may take, after the argument's own name and `id`. */
const KEY_FIELDS = ['id', 'key', 'name', 'slug', 'code', 'username', 'email', 'title', 'uuid', 'handle'];

/** Returns the list a ready scenario's JSON answer holds, or undefined when it holds none. */
export function listAnswer(
  scenario: Scenario,
  json: unknown,
  schema: GraphQLSchema | undefined,
): ListAnswer | undefined {
  if (scenario.graphql) {
    const field = rootFieldNode(scenario.graphql.query);
    const data = (json as { data?: Record<string, unknown> } | null)?.data;
    const answer = field && data ? data[field.alias?.value ?? field.name.value] : undefined;
    const items = graphqlItems(answer);
    if (!field || items.length === 0) return undefined;
    const type = schema?.getQueryType()?.getFields()[field.name.value]?.type;
    return { from: field.name.value, items, type: type ? itemTypeName(type) : field.name.value };
  }
  const items = restItems(json);
  return items.length === 0 ? undefined : { from: scenario.endpoint, items, type: scenario.path };
}

/**
 * Returns what a look-up's scenario returns, to compare with lists' types: the GraphQL type of its root field, or the
 * REST path up to the segment that holds `name` (`/collections` for `/collections/{collection}`).
 */
export function lookupType(scenario: Scenario, name: string, schema: GraphQLSchema | undefined): string | undefined {
  if (scenario.graphql) {
    const field = rootFieldNode(scenario.graphql.query);
    const type = field && schema?.getQueryType()?.getFields()[field.name.value]?.type;
    return type ? getNamedType(type).name : undefined;
  }
  const segments = scenario.path.split('/');
  const at = segments.indexOf(`{${name}}`);
  return at > 0 ? segments.slice(0, at).join('/') || '/' : undefined;
}

/**
 * Returns up to MAX_CANDIDATES values for an invented value, best first: an item field of the value's own name in a
 * list of the same type, then `id` of such a list for an id (`id`, `postId`), then the same name in any list (but `id`), then a
 * key-like field (`name`, `slug`…) of the same type's items; each converted to the invented value's JSON type.
 */
export function candidateValues(
  invented: InventedValue,
  type: string | undefined,
  lists: readonly ListAnswer[],
): Candidate[] {
  const scored: Array<{ score: number; order: number; candidate: Candidate }> = [];
  const idLike = invented.name === 'id' || /(?:Id|_id|ID)$/.test(invented.name);
  lists.forEach((list, order) => {
    const same = type !== undefined && (list.type === type || stemMatches(invented.name, list.type));
    const fields = new Map<string, number>();
    // Every record has an `id`: another type's ids are not this one's.
    if (same || invented.name !== 'id') fields.set(invented.name, same ? 4 : 2);
    if (same && idLike) fields.set('id', Math.max(fields.get('id') ?? 0, 3));
    if (same) for (const key of KEY_FIELDS) if (!fields.has(key)) fields.set(key, 1);
    for (const [field, score] of fields) {
      for (const item of list.items) {
        const value = converted(item[field], invented.value);
        if (value !== undefined) scored.push({ score, order, candidate: { value, from: list.from } });
      }
    }
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const seen = new Set<string>([JSON.stringify(invented.value)]);
  const candidates: Candidate[] = [];
  for (const { candidate } of scored) {
    const key = JSON.stringify(candidate.value);
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push(candidate);
    if (candidates.length === MAX_CANDIDATES) break;
  }
  return candidates;
}

/** Whether an id's name names a REST list's last segment: `postId` and `/posts`, `author_id` and `/authors`. */
function stemMatches(name: string, listType: string): boolean {
  const stem = /^(.+?)(?:Id|_id|ID)$/.exec(name)?.[1]?.toLowerCase();
  const last = listType.split('/').at(-1)?.toLowerCase() ?? '';
  return stem !== undefined && stem.length > 1 && (last === stem || last === `${stem}s` || last === `${stem}es`);
}

/** Returns a value of the invented value's JSON type (a number for a number, a string for a string), or undefined. */
function converted(value: unknown, like: string | number | boolean): string | number | boolean | undefined {
  if (typeof value === 'string' && value !== '') {
    if (typeof like === 'number') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
    return typeof like === 'string' ? value : undefined;
  }
  if (typeof value === 'number' && isFinite(value))
    return typeof like === 'string' ? String(value) : typeof like === 'number' ? value : undefined;
  return undefined;
}

function isItem(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns the objects of a REST list: a bare array, or the first array property of objects (`data`, `items`). */
function restItems(json: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(json)) return json.filter(isItem);
  if (!isItem(json)) return [];
  for (const value of Object.values(json)) {
    if (Array.isArray(value) && value.some(isItem)) return value.filter(isItem);
  }
  return [];
}

/** Returns the objects of a GraphQL list field's answer: bare, a connection's `nodes`, or its `edges[].node`. */
function graphqlItems(answer: unknown): Array<Record<string, unknown>> {
  if (Array.isArray(answer)) return answer.filter(isItem);
  if (!isItem(answer)) return [];
  if (Array.isArray(answer.nodes)) return answer.nodes.filter(isItem);
  if (Array.isArray(answer.edges))
    return answer.edges.map((edge) => (isItem(edge) ? edge.node : undefined)).filter(isItem);
  return [];
}

/** Returns the name of the type a list field's items are: `Post` of `[Post!]!` and of a connection of Posts. */
function itemTypeName(type: GraphQLOutputType): string {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return getNamedType(nullable).name;
  const named = getNamedType(type);
  if (isObjectType(named)) {
    const fields = named.getFields();
    if (fields.nodes) return getNamedType(fields.nodes.type).name;
    const edge = fields.edges && getNamedType(fields.edges.type);
    const node = edge && isObjectType(edge) ? edge.getFields().node : undefined;
    if (node) return getNamedType(node.type).name;
  }
  return named.name;
}
