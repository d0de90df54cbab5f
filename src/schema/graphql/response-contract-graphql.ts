// The response contract of a GraphQL document: the answer its selection must have, by the schema's types.
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLInterfaceType,
  GraphQLScalarType,
  isCompositeType,
  isNonNullType,
  Kind,
  OperationTypeNode,
  parse,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { JsonSchema, ResponseContract } from '../response-contract.js';

/** The JSON type of each built-in scalar; a custom scalar may be anything. `ID` is serialised as a string or a number. */
const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  Boolean: { type: 'boolean' },
  ID: { type: ['string', 'integer'] },
};

/**
 * Returns the contract of a GraphQL document's answer (its first operation), or undefined when the document does
 * not parse or its operation's root type is missing: an object with `data`, in which each selected field of a
 * non-null type is required and not null, recursively, and a look-up (a root field of a query that takes a required
 * argument and returns one object) is required not null whatever its type says: a look-up that answers null found
 * nothing, which a load test must not measure as a success. Fields selected in a fragment on a narrower type than
 * the one selected from, and fields under `@include`/`@skip`, are not required (they may be absent); extra fields
 * are allowed. Any status is allowed: GraphQL over HTTP answers errors with 200 and 4xx alike.
 */
export function graphqlResponseContract(schema: GraphQLSchema, query: string): ResponseContract | undefined {
  let operation: OperationDefinitionNode | undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  try {
    for (const definition of parse(query).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION) operation ??= definition;
      else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  } catch {
    return undefined;
  }
  if (!operation) return undefined;
  const root = schema.getRootType(operation.operation);
  if (!root) return undefined;
  const lookups = operation.operation === OperationTypeNode.QUERY;
  const data = selectionSchema(root, operation.selectionSet, fragments, lookups);
  return {
    dialect: 'draft-07',
    statuses: {
      default: { json: true, schema: { type: 'object', required: ['data'], properties: { data } } },
    },
    definitions: {},
  };
}

/** Returns the schema of an object selected from `type` (not null): its fields' schemas, those of non-null types required. */
function selectionSchema(
  type: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  lookups = false,
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const visit = (selections: SelectionSetNode, sameType: boolean): void => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        if (key in properties || !sameType) continue;
        const name = selection.name.value;
        if (name === '__typename') {
          properties[key] = { type: 'string' };
          required.push(key);
          continue;
        }
        const field =
          type instanceof GraphQLObjectType || type instanceof GraphQLInterfaceType
            ? type.getFields()[name]
            : undefined;
        if (!field) {
          properties[key] = true;
          continue;
        }
        const lookup = lookups && isLookup(field.type, field.args);
        const fieldType = lookup && !isNonNullType(field.type) ? new GraphQLNonNull(field.type) : field.type;
        properties[key] = outputSchema(fieldType, selection.selectionSet, fragments);
        if (isNonNullType(fieldType) && !(selection.directives ?? []).length) required.push(key);
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) continue;
        const condition = fragment.typeCondition?.name.value;
        // Only a fragment on the selected type itself holds for every answer; one on a narrower type may not apply.
        const applies = sameType && (condition === undefined || condition === type.name);
        if (applies && !(selection.directives ?? []).length) visit(fragment.selectionSet, true);
      }
    }
  };
  visit(selectionSet, true);
  return { type: 'object', properties, ...(required.length > 0 && { required }) };
}

/** Returns the schema of a value of an output type: null allowed unless the type is non-null. */
function outputSchema(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): JsonSchema {
  if (type instanceof GraphQLNonNull) return nonNullSchema(type.ofType, selectionSet, fragments);
  const schema = nonNullSchema(type, selectionSet, fragments);
  if (typeof schema === 'boolean') return schema;
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type)) return { ...schema, type: [...(schema.type as string[]), 'null'] };
  if (Array.isArray(schema.enum)) return { ...schema, enum: [...(schema.enum as unknown[]), null] };
  return schema;
}

function nonNullSchema(
  type: GraphQLOutputType,
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): JsonSchema {
  if (type instanceof GraphQLNonNull) return nonNullSchema(type.ofType, selectionSet, fragments);
  if (type instanceof GraphQLList) return { type: 'array', items: outputSchema(type.ofType, selectionSet, fragments) };
  if (type instanceof GraphQLScalarType) return SCALARS[type.name] ?? true;
  if (type instanceof GraphQLEnumType) return { enum: type.getValues().map((value) => value.name) };
  if (isCompositeType(type) && selectionSet) return selectionSchema(type, selectionSet, fragments);
  return true;
}

/** Whether a root field is a look-up: it returns one object (not a list) and takes a required argument. */
function isLookup(type: GraphQLOutputType, args: ReadonlyArray<{ type: unknown; defaultValue: unknown }>): boolean {
  const single = !(type instanceof GraphQLList) && !(isNonNullType(type) && type.ofType instanceof GraphQLList);
  return (
    single &&
    isCompositeType(getNamedType(type)) &&
    args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
  );
}
