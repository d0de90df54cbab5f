// src/schema/graphql/ reads GraphQL schemas; this makes an Operation of each root field: query, mutation, subscription.
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { operationName } from './graphql-operation-name.js';
import { pageSizeArgument, sampleInput } from './graphql-sample.js';
import { SelectionBuilder } from './graphql-selection.js';
import { graphqlSourceFinder, isLookupField } from './graphql-sources.js';
import { graphqlWriteFinder, type GraphqlWrite } from './graphql-writes.js';
import type { ApiDescription, FoundSources, Operation } from '../operation.js';

/** What an operation of a root field holds beyond its name, method, path and safety. */
type OperationData = Omit<Operation, 'key' | 'method' | 'path' | 'title' | 'safe'>;

export interface GraphqlApiOptions {
  /** Where the schema was read from, as given (a path or a URL). */
  source: string;
  /** The path of the GraphQL endpoint relative to the base URL, e.g. `/graphql`. */
  endpointPath: string;
  /** Asked before any work is done for a field: a scope of three fields does not build documents for a thousand. */
  include?: (key: string, safe: boolean) => boolean;
  /** Levels of selection below the root field; 2 unless given (see DEFAULT_DEPTH). */
  depth?: number;
  /** Warnings from reading the schema, passed on in the result. */
  warnings?: string[];
}

/**
 * Two levels below the root field: the object it returns with its scalars, and the objects next to it with theirs
 * (`pets { id name owner { id name } }`). That is the usual shape of a page in a client and makes the server resolve
 * relations, which is where the cost of a GraphQL query is; a third level multiplies the document's size (and the
 * load on the server) by the width of the schema for little more realism.
 */
const DEFAULT_DEPTH = 2;

/**
 * Returns the operations of a GraphQL schema: one per field of the Query type (`query <field>`, safe), of the
 * Mutation type (`mutation <field>`, not safe) and of the Subscription type (`subscription <field>`, safe, a stream),
 * each with a document and sampled variables. Fields whose
 * required arguments cannot be given a value are listed in `skipped` instead. Deterministic.
 */
export function graphqlApi(schema: GraphQLSchema, options: GraphqlApiOptions): ApiDescription {
  const warnings = [...(options.warnings ?? [])];
  const depth = Math.max(1, Math.floor(options.depth ?? DEFAULT_DEPTH));
  const builder = new SelectionBuilder(schema, depth);
  const findSources = graphqlSourceFinder(schema, options.endpointPath);
  const findWrite = graphqlWriteFinder(schema, options.endpointPath);
  const operations: Operation[] = [];
  const skipped: ApiDescription['skipped'] = [];
  const keys: string[] = [];

  // A subscription is a read: safe to repeat, and its variables are sourced as a query's are.
  const roots = [
    { kind: 'query', type: schema.getQueryType(), safe: true },
    { kind: 'mutation', type: schema.getMutationType(), safe: false },
    { kind: 'subscription', type: schema.getSubscriptionType(), safe: true },
  ] as const;
  if (!roots[0].type) warnings.push(`${options.source}: the schema has no Query type, so no query can be load tested`);

  for (const { kind, type, safe } of roots) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${kind} ${field.name}`;
      keys.push(key);
      if (options.include && !options.include(key, safe)) continue;

      const named = getNamedType(field.type);
      const selections = isLeafType(named) ? [] : builder.selectionSet(named, 1, new Set([type.name, named.name]));
      const selection = isLeafType(named) ? '' : ` { ${selections.join(' ')} }`;
      const found =
        kind === 'mutation'
          ? mutationOperation(findWrite(field, selection))
          : queryOperation(field, selections, findSources, kind);
      if ('problem' in found) {
        skipped.push({ key, reason: found.problem });
        continue;
      }
      operations.push({ key, method: 'POST', path: options.endpointPath, title: field.name, safe, ...found });
    }
  }

  return {
    kind: 'graphql',
    source: options.source,
    servers: [],
    operations,
    keys,
    securityHeaders: {},
    graphqlSchema: schema,
    skipped,
    warnings,
  };
}

/** What a mutation's operation holds beyond its name: its document and write plan, or why no input can be made. */
function mutationOperation(found: GraphqlWrite | { problem: string }): OperationData | { problem: string } {
  if ('problem' in found) return { problem: `a value of its input cannot be made: ${found.problem}` };
  return {
    request: found.request,
    ...(found.sources && { sources: found.sources }),
    ...(found.unsourced && { unsourced: found.unsourced }),
    ...(found.write && { write: found.write }),
  };
}

/**
 * What a query's (or a subscription's) operation holds beyond its name: a document with a variable for each required
 * argument and for one page size, their sources in the API, the check of a lookup (a subscription's stream instead);
 * or why an argument cannot be given a value.
 */
function queryOperation(
  field: GraphQLField<unknown, unknown>,
  selections: readonly string[],
  findSources: (field: GraphQLField<unknown, unknown>) => FoundSources,
  kind: 'query' | 'subscription',
): OperationData | { problem: string } {
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args: string[] = [];
  const pageSize = pageSizeArgument(field);
  const found = findSources(field);
  for (const arg of field.args) {
    if (!isRequiredArgument(arg) && arg !== pageSize) continue;
    // A key the API lists needs no sample of its own (a custom scalar `Slug!`): generation writes its source there.
    let sample = sampleInput(arg.type, arg.name, arg.name, []);
    if ('problem' in sample && found.sources?.[arg.name]) sample = { value: '' };
    if ('problem' in sample)
      return {
        problem: `the required argument ${arg.name} (${String(arg.type)}) cannot be given a value: ${sample.problem}`,
      };
    variables[arg.name] = sample.value;
    definitions.push(`$${arg.name}: ${String(arg.type)}`);
    args.push(`${arg.name}: $${arg.name}`);
  }
  const header = definitions.length > 0 ? `(${definitions.join(', ')})` : '';
  const call = args.length > 0 ? `(${args.join(', ')})` : '';
  const selection = selections.length > 0 ? ` { ${selections.join(' ')} }` : '';
  const query = `${kind} ${operationName(field.name)}${header} { ${field.name}${call}${selection} }`;
  return {
    request: { graphql: definitions.length > 0 ? { query, variables } : { query } },
    ...found,
    // A subscription's events are checked by no body check: it is a stream, over SSE on the same endpoint by default
    // (GraphQL over SSE, what graphql-yoga and others serve); the plan may choose graphql-ws (docs/streams.md).
    ...(kind === 'query' ? lookupCheck(field, selections) : { stream: { protocol: 'sse', mode: 'hold' } }),
  };
}

/**
 * Returns the check of a look-up (isLookupField): a leaf of the answer's object is present, so that a null answer
 * (`{"data":{"post":null}}`, a 200 without errors for a key the server does not know) fails instead of being measured
 * as a look-up. The leaf is `id`, else `nodeId`, else the first selected leaf the schema says is never null, else the
 * first selected leaf, else `__typename` (which an interface's selection has), as selected: a field selected with
 * arguments or an alias is not one.
 */
function lookupCheck(
  field: GraphQLField<unknown, unknown>,
  selections: readonly string[],
): Pick<OperationData, 'expectJson'> {
  if (!isLookupField(field)) return {};
  const type = getNamedType(field.type);
  const fields = isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};
  const leaves = selections.filter((name) => fields[name] && isLeafType(getNamedType(fields[name].type)));
  const leaf =
    ['id', 'nodeId'].find((name) => leaves.includes(name)) ??
    leaves.find((name) => isNonNullType(fields[name]!.type)) ??
    leaves[0] ??
    (selections.includes('__typename') ? '__typename' : undefined);
  return leaf ? { expectJson: { [`$.data.${field.name}.${leaf}`]: 'present' } } : {};
}
