import {
  getNamedType,
  getNullableType,
  isListType,
  isLeafType,
  isObjectType,
  isInterfaceType,
  isRequiredArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLOutputType,
} from 'graphql';
import type { DataSource } from '../vocabulary/data-source.js';
import { PAGE_SIZE, pageSizeArgument } from './graphql-sample.js';
import type { FoundSources } from './operation.js';

/** A Query field that lists objects of one type without arguments, and how to select and pick their ids. */
export interface ListField {
  type: string;
  /** The selection around `id`: `books { id }`, `authors { nodes { id } }`. */
  wrap: (inner: string) => string;
  /** The JSONPath to the items: `$.data.books[*]`. */
  items: string;
}

/**
 * Returns a finder of sources for the required ID arguments of a query's root field: a Query field with no required arguments
 * that lists the type the field returns (`books: [Book]` for `book(id: ID!): Book`), bare or as a connection's
 * `nodes` or `edges.node`. The Query type's fields are read once.
 */
export function graphqlSourceFinder(
  schema: GraphQLSchema,
  endpointPath: string,
): (field: GraphQLField<unknown, unknown>) => FoundSources {
  let lists: ListField[] | undefined;
  return (field) => {
    const ids = field.args.filter((arg) => isRequiredArgument(arg) && getNamedType(arg.type).name === 'ID');
    if (ids.length === 0) return {};
    lists ??= listFields(schema);
    const returned = getNamedType(field.type);
    const found: FoundSources = {};
    for (const arg of ids) {
      const source = sourceFor(lists, returned, arg.name, endpointPath);
      if (source) (found.sources ??= {})[arg.name] = source;
      else (found.unsourced ??= {})[arg.name] = reason(returned, arg.name);
    }
    return found;
  };
}

function reason(returned: GraphQLNamedType, arg: string): string {
  return namesReturned(returned, arg) ? `no query lists ${returned.name}` : `nothing says which ids ${arg} takes`;
}

/** Returns whether an argument names the returned object itself: `id`, or `bookId` for a Book. */
export function namesReturned(returned: GraphQLNamedType, arg: string): boolean {
  return arg === 'id' || arg.toLowerCase() === `${returned.name}id`.toLowerCase();
}

function sourceFor(
  lists: ListField[],
  returned: GraphQLNamedType,
  arg: string,
  endpointPath: string,
): DataSource | undefined {
  if (!namesReturned(returned, arg) || !hasLeafId(returned)) return undefined;
  const list = lists.find((candidate) => candidate.type === returned.name);
  if (!list) return undefined;
  return { from: `POST ${endpointPath}`, graphql: { query: `{ ${list.wrap('id')} }` }, pick: `${list.items}.id` };
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

function hasLeafId(type: GraphQLNamedType): boolean {
  if (!isObjectType(type) && !isInterfaceType(type)) return false;
  const id = type.getFields().id;
  return id !== undefined && isLeafType(getNamedType(id.type));
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
      plain.push({ type: listed.name, wrap: (inner) => `${name} { ${inner} }`, items: `$.data.${at}[*]` });
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
