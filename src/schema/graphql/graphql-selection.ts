// The selection set a generated query asks for: scalar fields first, nested objects within bounds.
import {
  getNamedType,
  isAbstractType,
  isInterfaceType,
  isLeafType,
  isRequiredArgument,
  type GraphQLAbstractType,
  type GraphQLCompositeType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { PAGE_SIZE, pageSizeArgument } from './graphql-sample.js';

/** Fields per selection set: GitHub's Repository has over a hundred, and a load test does not need them all. */
const MAX_FIELDS = 25;

/** Places in a full selection set kept for object fields, ahead of the scalars that would fill it. */
const MIN_NESTED = 5;

/** Inline fragments per interface or union: GitHub's Node interface has over two hundred possible types. */
const MAX_FRAGMENTS = 5;

/** Builds selection sets that graphql-js validates, the same for the same schema. */
export class SelectionBuilder {
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
