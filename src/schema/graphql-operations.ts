import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  type GraphQLAbstractType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { ApiDescription, Operation } from './operation.js';

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
export const DEFAULT_DEPTH = 2;

/** Fields per selection set: GitHub's Repository has over a hundred, and a load test does not need them all. */
const MAX_FIELDS = 25;

/** Places in a full selection set kept for object fields, ahead of the scalars that would fill it. */
const MIN_NESTED = 5;

/** Inline fragments per interface or union: GitHub's Node interface has over two hundred possible types. */
const MAX_FRAGMENTS = 5;

/** How deep required input objects may nest before the sample gives up on them. */
const MAX_INPUT_DEPTH = 10;

/** Page-size arguments: 1 would make the load test measure a page of one item. */
const PAGE_SIZE_NAMES = new Set(['first', 'last', 'limit', 'per_page', 'perpage', 'pagesize', 'page_size', 'take']);

const PAGE_SIZE = 10;

const TIMESTAMP = '2024-01-01T00:00:00Z';

/** Values for custom scalars whose meaning their name makes clear, by lower-case name. */
const CUSTOM_SCALARS: Record<string, unknown> = {
  datetime: TIMESTAMP,
  timestamp: TIMESTAMP,
  gittimestamp: TIMESTAMP,
  iso8601datetime: TIMESTAMP,
  instant: TIMESTAMP,
  offsetdatetime: TIMESTAMP,
  zoneddatetime: TIMESTAMP,
  precisedatetime: '2024-01-01T00:00:00.000Z',
  date: '2024-01-01',
  localdate: '2024-01-01',
  time: '12:00:00Z',
  localtime: '12:00:00',
  uri: 'https://example.com',
  url: 'https://example.com',
  html: '<p>example</p>',
  gitobjectid: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
  gitrefname: 'refs/heads/main',
  gitsshremote: 'git@github.com:octocat/example.git',
  base64string: 'ZXhhbXBsZQ==',
  base64: 'ZXhhbXBsZQ==',
  x509certificate: '-----BEGIN CERTIFICATE-----\nZXhhbXBsZQ==\n-----END CERTIFICATE-----',
  // GitHub's BigInt and most others are sent as a string, since they may not fit in a JSON number.
  bigint: '1',
  long: 1,
  decimal: 1.5,
  bigdecimal: 1.5,
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'user@example.com',
  emailaddress: 'user@example.com',
  phonenumber: '+15555550100',
  json: {},
  jsonobject: {},
  positiveint: 1,
  nonnegativeint: 1,
  unsignedint: 1,
};

/**
 * Returns the operations of a GraphQL schema: one per field of the Query type (`query <field>`, safe) and of the
 * Mutation type (`mutation <field>`, not safe), each with a query document and sampled variables. Fields whose
 * required arguments cannot be given a value are listed in `skipped` instead. Deterministic.
 */
export function graphqlApi(schema: GraphQLSchema, options: GraphqlApiOptions): ApiDescription {
  const warnings = [...(options.warnings ?? [])];
  const depth = Math.max(1, Math.floor(options.depth ?? DEFAULT_DEPTH));
  const builder = new SelectionBuilder(schema, depth);
  const operations: Operation[] = [];
  const skipped: ApiDescription['skipped'] = [];
  const keys: string[] = [];

  const roots = [
    { kind: 'query', type: schema.getQueryType(), safe: true },
    { kind: 'mutation', type: schema.getMutationType(), safe: false },
  ] as const;
  if (!roots[0].type) warnings.push(`${options.source}: the schema has no Query type, so no query can be load tested`);

  for (const { kind, type, safe } of roots) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const key = `${kind} ${field.name}`;
      keys.push(key);
      if (options.include && !options.include(key, safe)) continue;

      const variables: Record<string, unknown> = {};
      const definitions: string[] = [];
      const args: string[] = [];
      let problem: string | undefined;
      const pageSize = pageSizeArgument(field);
      for (const arg of field.args) {
        if (!isRequiredArgument(arg) && arg !== pageSize) continue;
        const sample = sampleInput(arg.type, arg.name, arg.name, []);
        if ('problem' in sample) {
          problem = `the required argument ${arg.name} (${String(arg.type)}) cannot be given a value: ${sample.problem}`;
          break;
        }
        variables[arg.name] = sample.value;
        definitions.push(`$${arg.name}: ${String(arg.type)}`);
        args.push(`${arg.name}: $${arg.name}`);
      }
      if (problem !== undefined) {
        skipped.push({ key, reason: problem });
        continue;
      }

      const named = getNamedType(field.type);
      const selection = isLeafType(named)
        ? ''
        : ` { ${builder.selectionSet(named, 1, new Set([type.name, named.name])).join(' ')} }`;
      const header = definitions.length > 0 ? `(${definitions.join(', ')})` : '';
      const call = args.length > 0 ? `(${args.join(', ')})` : '';
      const query = `${kind} ${operationName(field.name)}${header} { ${field.name}${call}${selection} }`;
      operations.push({
        key,
        method: 'POST',
        path: options.endpointPath,
        title: field.name,
        safe,
        request: { graphql: definitions.length > 0 ? { query, variables } : { query } },
      });
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

/** Returns the PascalCase operation name for a root field: `pets` → `Pets`, `add_pet` → `AddPet`. */
function operationName(field: string): string {
  const name = field
    .split('_')
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return /^[A-Za-z]/.test(name) ? name : `Operation${name}`;
}

/** Builds selection sets that graphql-js validates, the same for the same schema. */
class SelectionBuilder {
  /** Per abstract type: the type each field name is selected with unaliased in its fragments. */
  private readonly canonical = new Map<string, Map<string, string>>();
  private readonly possible = new Map<string, readonly GraphQLObjectType[]>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly depth: number,
  ) {}

  /**
   * Returns the selections of a selection set on `type` at `level` (1 is the root field's), never empty. `path`
   * holds the types from the root down to `type`, so that a cycle (User.friends: [User]) is cut.
   */
  selectionSet(type: GraphQLCompositeType, level: number, path: ReadonlySet<string>): string[] {
    if (!isAbstractType(type)) {
      const fields = this.fields(type, level, path);
      return fields.length > 0 ? fields : ['__typename'];
    }
    const selections = ['__typename', ...(isInterfaceType(type) ? this.fields(type, level, path) : [])];
    let fragments = 0;
    for (const possible of this.possibleTypes(type)) {
      if (fragments === MAX_FRAGMENTS) break;
      if (path.has(possible.name)) continue;
      const fields = this.fields(possible, level, new Set(path).add(possible.name), type);
      // A fragment that adds nothing to __typename and the interface's fields is noise.
      if (fields.length === 0) continue;
      selections.push(`... on ${possible.name} { ${fields.join(' ')} }`);
      fragments += 1;
    }
    return selections;
  }

  /**
   * Returns the field selections of an object or interface type: scalars and enums first, then objects while the
   * depth allows, at most MAX_FIELDS of which up to MIN_NESTED are kept for objects. Inside a fragment on a possible
   * type of `within`, the interface's own fields are left to the interface, and a field whose type differs from the
   * one its name has elsewhere in `within` gets an alias, since graphql-js refuses one response name with two types
   * ("fields conflict because they return conflicting types").
   */
  private fields(
    type: GraphQLObjectType | GraphQLInterfaceType,
    level: number,
    path: ReadonlySet<string>,
    within?: GraphQLAbstractType,
  ): string[] {
    const leaves: string[] = [];
    const nested: Array<{ name: string; type: GraphQLCompositeType }> = [];
    const interfaceFields = within && isInterfaceType(within) ? within.getFields() : undefined;
    const canonical = within ? this.canonicalTypes(within) : undefined;

    for (const field of Object.values(type.getFields())) {
      if (field.deprecationReason != null) continue;
      if (field.args.some(isRequiredArgument)) continue;
      if (interfaceFields?.[field.name]) continue;
      let name = field.name;
      if (canonical && canonical.get(field.name) !== String(field.type)) {
        name = `${field.name}On${type.name}`;
        // The alias must not be a field name elsewhere in the abstract type, or it would conflict in turn.
        if (canonical.has(name)) continue;
        name = `${name}: ${field.name}`;
      }
      const named = getNamedType(field.type);
      const pageSize = pageSizeArgument(field);
      // Always the same literal, so that two selections of one field never differ in arguments.
      if (pageSize) name += `(${pageSize.name}: ${PAGE_SIZE})`;
      if (isLeafType(named)) leaves.push(name);
      else if (level < this.depth && !path.has(named.name)) nested.push({ name, type: named });
    }

    // A type with many scalars still gets a few of its relations, which are what make a query cost something.
    const selections = leaves.slice(0, MAX_FIELDS - Math.min(nested.length, MIN_NESTED));
    for (const { name, type: child } of nested) {
      if (selections.length === MAX_FIELDS) break;
      const inner = this.selectionSet(child, level + 1, new Set(path).add(child.name));
      selections.push(`${name} { ${inner.join(' ')} }`);
    }
    return selections;
  }

  /** Returns the possible types of an abstract type by name, so that the order does not depend on how it was read. */
  private possibleTypes(type: GraphQLAbstractType): readonly GraphQLObjectType[] {
    let types = this.possible.get(type.name);
    if (!types) {
      types = [...this.schema.getPossibleTypes(type)].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      this.possible.set(type.name, types);
    }
    return types;
  }

  /**
   * Returns, for each field name in an abstract type, the type it is selected with without an alias: the
   * interface's own, else the first possible type's. Computed over all possible types, not only those that get a
   * fragment, so that two selection sets on the same type always agree when graphql-js merges them.
   */
  private canonicalTypes(type: GraphQLAbstractType): Map<string, string> {
    let types = this.canonical.get(type.name);
    if (!types) {
      types = new Map();
      const sources = isInterfaceType(type) ? [type, ...this.possibleTypes(type)] : this.possibleTypes(type);
      for (const source of sources) {
        for (const field of Object.values(source.getFields())) {
          if (!types.has(field.name)) types.set(field.name, String(field.type));
        }
      }
      this.canonical.set(type.name, types);
    }
    return types;
  }
}

type Sample = { value: unknown } | { problem: string };

/**
 * Returns a value of an input type, or the problem that prevents one. `name` is the argument's or input field's
 * name (a page size gets 10), `at` its path for messages, `stack` the input objects being filled.
 */
function sampleInput(type: GraphQLInputType, name: string, at: string, stack: readonly string[]): Sample {
  if (isNonNullType(type)) return sampleInput(type.ofType, name, at, stack);
  if (isListType(type)) {
    const item = sampleInput(type.ofType, name, `${at}[0]`, stack);
    return 'problem' in item ? item : { value: [item.value] };
  }
  if (isEnumType(type)) {
    const values = type.getValues();
    // The first value that is not deprecated: a server may already refuse a deprecated one.
    const value = values.find((candidate) => candidate.deprecationReason == null) ?? values[0];
    return value ? { value: value.name } : { problem: `${at} (${type.name}): the enum has no values` };
  }
  if (isScalarType(type)) return sampleScalar(type.name, name, at);
  if (isInputObjectType(type)) {
    const chain = [...stack, type.name].join(' → ');
    if (stack.includes(type.name)) {
      return { problem: `${at} (${type.name}): its required fields never end (${chain})` };
    }
    if (stack.length >= MAX_INPUT_DEPTH) {
      return {
        problem: `${at} (${type.name}): required input objects nest more than ${MAX_INPUT_DEPTH} deep (${chain})`,
      };
    }
    const inner = [...stack, type.name];
    const fields = Object.values(type.getFields());
    if (type.isOneOf) {
      // A @oneOf input takes exactly one field: the first that can be produced.
      let first: string | undefined;
      for (const field of fields) {
        const sample = sampleInput(field.type, field.name, `${at}.${field.name}`, inner);
        if ('value' in sample) return { value: { [field.name]: sample.value } };
        first ??= sample.problem;
      }
      return { problem: `${at} (@oneOf ${type.name}): none of its fields can be produced${first ? `: ${first}` : ''}` };
    }
    const value: Record<string, unknown> = {};
    for (const field of fields) {
      if (!isRequiredInputField(field)) continue;
      const sample = sampleInput(field.type, field.name, `${at}.${field.name}`, inner);
      if ('problem' in sample) return sample;
      value[field.name] = sample.value;
    }
    return { value };
  }
  return { problem: `${at}: its type cannot be used as an input` };
}

/**
 * Returns the optional argument that sets the page size of a field (`first`, `limit`, …) when it has no default.
 * Relay servers such as GitHub's refuse a connection without `first` or `last`, so it gets a value even though it
 * is optional; `first` wins over `last` because they refuse both at once.
 */
function pageSizeArgument(field: GraphQLField<unknown, unknown>): GraphQLArgument | undefined {
  const candidates = field.args.filter(
    (arg) =>
      arg.defaultValue === undefined &&
      PAGE_SIZE_NAMES.has(arg.name.toLowerCase()) &&
      (String(arg.type) === 'Int' || String(arg.type) === 'Int!'),
  );
  return candidates.find((arg) => arg.name.toLowerCase() !== 'last') ?? candidates[0];
}

function sampleScalar(scalar: string, name: string, at: string): Sample {
  switch (scalar) {
    case 'Int':
      return { value: PAGE_SIZE_NAMES.has(name.toLowerCase()) ? PAGE_SIZE : 1 };
    case 'Float':
      return { value: 1.5 };
    case 'String':
      return { value: 'example' };
    case 'Boolean':
      return { value: true };
    case 'ID':
      return { value: '1' };
  }
  const known = CUSTOM_SCALARS[scalar.toLowerCase()];
  if (known !== undefined) return { value: structuredClone(known) };
  if (/^upload$|^file$/i.test(scalar)) {
    return { problem: `${at} (${scalar}): a file upload, which a JSON request cannot carry` };
  }
  return { problem: `${at} (custom scalar ${scalar}): its format is unknown, so no example value can be made up` };
}
