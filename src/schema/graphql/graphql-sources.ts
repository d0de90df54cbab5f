// Where the values of a GraphQL query's required arguments come from in the API itself: the lists of the schema.
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { DataSource } from '../../vocabulary/data-source.js';
import { PAGE_SIZE, pageSizeArgument } from './graphql-sample.js';
import { everyOf, isSet } from '../lookup-filter.js';
import type { FoundSources } from '../operation.js';

type Field = GraphQLField<unknown, unknown>;

/** A Query field that lists objects of one type without arguments, and how to select and pick their ids. */
export interface ListField {
  type: string;
  /** The selection around `id`: `books { id }`, `authors { nodes { id } }`. */
  wrap: (inner: string) => string;
  /** The JSONPath to the items: `$.data.books[*]`. */
  items: string;
  /** The JSONPath to the array of the items: `$.data.authors.nodes`, `$.data.publishers.edges`. */
  array: string;
  /** The path from an entry of `array` to the item: empty, or `.node` for a connection's edges. */
  member: string;
}

/**
 * Returns a finder of sources for the required arguments of a query's root field (docs/real-data-and-flows.md#real-data-from-the-api):
 * each takes the values of the field of the same name (`id` also for `<type>Id`) and a type it accepts, in the items
 * of a Query field with no required arguments that lists the type the field returns (`books: [Book]` for `book(id:
 * ID!): Book`), bare or as a connection's `nodes` or `edges.node`; for an interface (Relay's `node(nodeId: ID!)`), a
 * list of a type that implements it; else a list whose items hold one such object (`allPosts { nodes { author { id }
 * } }` for `user(id:)`). The keys of one field come from one list (see lookupSources). A scalar key of a look-up that
 * nothing gives is `unsourced` with the reason, as is an `ID` argument of any other field; a search term is not.
 * The Query type's fields are read once.
 */
export function graphqlSourceFinder(schema: GraphQLSchema, endpointPath: string): (field: Field) => FoundSources {
  let lists: ListField[] | undefined;
  return (field) => {
    // An enum's sample is already one of its values; a scalar's is made up.
    const keys = field.args.filter((arg) => isRequiredArgument(arg) && isScalarType(getNullableType(arg.type)));
    if (keys.length === 0) return {};
    lists ??= listFields(schema);
    const returned = getNamedType(field.type);
    const lookup = isLookupField(field);
    const { sources, missing, listed } = lookupSources(schema, lists, returned, keys, endpointPath);
    const found: FoundSources = {};
    if (Object.keys(sources).length > 0) found.sources = sources;
    for (const arg of missing) {
      if (!lookup && getNamedType(arg.type).name !== 'ID') continue;
      (found.unsourced ??= {})[arg.name] = reason(returned, arg, listed);
    }
    return found;
  };
}

/**
 * Returns whether a root field looks one object up by its arguments (`post(id: UUID!): Post`,
 * `postTagByPostIdAndTagId(postId: UUID!, tagId: Int!): PostTag`, `node(nodeId: ID!): Node`): it returns one object
 * or nothing, and has required arguments. Such a field answers a key it does not know with null, a 200 without
 * errors; a non-null field answers it with an error, which is already counted.
 */
export function isLookupField(field: Field): boolean {
  return (
    !isNonNullType(field.type) &&
    !isListType(field.type) &&
    isCompositeType(getNamedType(field.type)) &&
    field.args.some(isRequiredArgument)
  );
}

function reason(returned: GraphQLNamedType, arg: GraphQLArgument, listed: boolean): string {
  const type = getNamedType(arg.type).name;
  if (listed) return `no list of ${returned.name} has a field ${arg.name} of type ${type}`;
  return type !== 'ID' || namesReturned(returned, arg.name)
    ? `no query lists ${returned.name}`
    : `nothing says which ids ${arg.name} takes`;
}

/** Returns whether an argument names the returned object itself: `id`, or `bookId` for a Book. */
function namesReturned(returned: GraphQLNamedType, arg: string): boolean {
  return arg === 'id' || arg.toLowerCase() === `${returned.name}id`.toLowerCase();
}

/** Where a look-up's values may be: a list, and the field of its items that holds the object, if not the items. */
interface Candidate {
  list: ListField;
  /** `author` for `allPosts { nodes { author { id } } }`; absent when the items are the objects. */
  via?: string;
  /** The type of the objects whose fields give the values. */
  type: GraphQLObjectType | GraphQLInterfaceType;
}

/**
 * Returns the sources of a field's keys from the one list that gives most of them (the first on a tie), each picking
 * the field of the same items from one request that selects them all; the keys no list gives; whether any list of the
 * type was found. The keys of one field stay together item by item: the engine gives request k the k-th value of each
 * source (modulo its count), and one source request is sent once in the pre-flight however many values pick from it.
 * An item whose key field is null would drop out of one pick and not the other, so nullable key fields are picked
 * through a filter that keeps only the items where every key is set.
 */
function lookupSources(
  schema: GraphQLSchema,
  lists: readonly ListField[],
  returned: GraphQLNamedType,
  keys: readonly GraphQLArgument[],
  endpointPath: string,
): { sources: Record<string, DataSource>; missing: GraphQLArgument[]; listed: boolean } {
  let best: { candidate: Candidate; fields: Map<GraphQLArgument, Field> } | undefined;
  let listed = false;
  for (const candidate of candidates(schema, lists, returned)) {
    listed = true;
    const fields = new Map<GraphQLArgument, Field>();
    for (const arg of keys) {
      const item = itemField(candidate.type, returned, arg);
      if (item) fields.set(arg, item);
    }
    if (fields.size > (best?.fields.size ?? 0)) best = { candidate, fields };
    if (fields.size === keys.length) break;
  }
  if (!best) return { sources: {}, missing: [...keys], listed };
  const { candidate, fields } = best;
  const { list, via } = candidate;
  const names = [...new Set([...fields.values()].map((item) => item.name))];
  const inner = via ? `${via} { ${names.join(' ')} }` : names.join(' ');
  const within = via ? `.${via}` : '';
  const nullable = [...fields.values()].some((item) => !isNonNullType(item.type));
  const items =
    names.length > 1 && nullable
      ? `${list.array}[?${everyOf(names.map((name) => isSet(`${list.member}${within}.${name}`, 'always present')))}]${list.member}`
      : list.items;
  const sources: Record<string, DataSource> = {};
  for (const [arg, item] of fields) {
    sources[arg.name] = {
      from: `POST ${endpointPath}`,
      graphql: { query: `{ ${list.wrap(inner)} }` },
      pick: `${items}${within}.${item.name}`,
    };
  }
  return { sources, missing: keys.filter((arg) => !fields.has(arg)), listed };
}

/**
 * The places a look-up's values may be, best first: the lists of the type itself, the lists of a type that
 * implements it (an interface such as Relay's Node), then the lists whose items hold one object of it.
 */
function* candidates(
  schema: GraphQLSchema,
  lists: readonly ListField[],
  returned: GraphQLNamedType,
): Generator<Candidate> {
  const typeOf = (name: string) => {
    const type = schema.getType(name);
    return isObjectType(type) || isInterfaceType(type) ? type : undefined;
  };
  for (const list of lists) {
    const type = typeOf(list.type);
    if (type && list.type === returned.name) yield { list, type };
  }
  if (isAbstractType(returned)) {
    for (const list of lists) {
      const type = typeOf(list.type);
      if (type && isObjectType(type) && schema.isSubType(returned, type)) yield { list, type };
    }
  }
  for (const list of lists) {
    const type = typeOf(list.type);
    if (!type || list.type === returned.name) continue;
    for (const field of Object.values(type.getFields())) {
      const held = getNamedType(field.type);
      if (held.name !== returned.name || isListType(getNullableType(field.type))) continue;
      if (field.args.some(isRequiredArgument) || !(isObjectType(held) || isInterfaceType(held))) continue;
      yield { list, via: field.name, type: held };
    }
  }
}

/**
 * The field of an item that gives an argument its values: the field of the same name, else `id` for the object's own
 * id (`bookId` of a Book); a single leaf, without required arguments, of a type the argument accepts.
 */
function itemField(
  type: GraphQLObjectType | GraphQLInterfaceType,
  returned: GraphQLNamedType,
  arg: GraphQLArgument,
): Field | undefined {
  const fields = type.getFields();
  for (const name of [arg.name, ...(namesReturned(returned, arg.name) ? ['id'] : [])]) {
    const field = fields[name];
    if (!field || field.args.some(isRequiredArgument) || isListType(getNullableType(field.type))) continue;
    if (accepts(getNamedType(arg.type), getNamedType(field.type))) return field;
  }
  return undefined;
}

/**
 * Whether an argument of one leaf type takes the values of a field of another: the same type; an `ID` (sent as a
 * string, and accepting an integer) from any scalar but a Boolean or Float; a String from an ID.
 */
function accepts(arg: GraphQLNamedType, field: GraphQLNamedType): boolean {
  if (arg.name === field.name) return true;
  if (!isScalarType(arg) || !isScalarType(field)) return false;
  if (arg.name === 'ID') return field.name !== 'Boolean' && field.name !== 'Float';
  return arg.name === 'String' && field.name === 'ID';
}

/** Returns the source of a field of a type's objects (`id`, `nodeId`) in a list of them, or undefined. */
export function listedValues(
  lists: readonly ListField[],
  type: string,
  field: string,
  endpointPath: string,
): DataSource | undefined {
  const list = lists.find((candidate) => candidate.type === type);
  return (
    list && {
      from: `POST ${endpointPath}`,
      graphql: { query: `{ ${list.wrap(field)} }` },
      pick: `${list.items}.${field}`,
    }
  );
}

/** The Query fields without required arguments that return a list, a connection's `nodes`, or its `edges.node`. */
export function listFields(schema: GraphQLSchema): ListField[] {
  const query = schema.getQueryType();
  if (!query) return [];
  const plain: ListField[] = [];
  const connections: ListField[] = [];
  for (const field of Object.values(query.getFields())) {
    if (field.args.some(isRequiredArgument)) continue;
    // A connection without a page size is refused by Relay servers such as GitHub's, as in a scenario's document.
    const pageSize = pageSizeArgument(field);
    const name = pageSize ? `${field.name}(${pageSize.name}: ${PAGE_SIZE})` : field.name;
    const at = field.name;
    const listed = listedType(field.type);
    if (listed) {
      plain.push({
        type: listed.name,
        wrap: (inner) => `${name} { ${inner} }`,
        items: `$.data.${at}[*]`,
        array: `$.data.${at}`,
        member: '',
      });
      continue;
    }
    const connection = getNamedType(field.type);
    if (!isObjectType(connection)) continue;
    const { nodes, edges } = connection.getFields();
    const node = nodes && listedType(nodes.type);
    if (node) {
      connections.push({
        type: node.name,
        wrap: (inner) => `${name} { nodes { ${inner} } }`,
        items: `$.data.${at}.nodes[*]`,
        array: `$.data.${at}.nodes`,
        member: '',
      });
      continue;
    }
    const edge = edges && listedType(edges.type);
    const edgeNode = edge && isObjectType(edge) ? edge.getFields().node : undefined;
    if (edgeNode && !isListType(getNullableType(edgeNode.type))) {
      connections.push({
        type: getNamedType(edgeNode.type).name,
        wrap: (inner) => `${name} { edges { node { ${inner} } } }`,
        items: `$.data.${at}.edges[*].node`,
        array: `$.data.${at}.edges`,
        member: '.node',
      });
    }
  }
  // A plain list is the simplest request; a connection comes after.
  return [...plain, ...connections];
}

/** The item type of a list type of objects (`[Book!]!` → Book), or undefined. */
function listedType(type: GraphQLOutputType): GraphQLNamedType | undefined {
  const nullable = getNullableType(type);
  if (!isListType(nullable)) return undefined;
  const named = getNamedType(nullable);
  return isObjectType(named) || isInterfaceType(named) ? named : undefined;
}
