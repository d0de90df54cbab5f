// A GraphQL SDL document with its repeated definitions of a field or value dropped, each with a warning.
import { Kind, type DefinitionNode, type DocumentNode, type Location } from 'graphql';

type Member = { name: { value: string; loc?: Location } };

const TYPE_KINDS = new Set<string>([
  Kind.SCALAR_TYPE_DEFINITION,
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
]);

/**
 * Returns the document with every duplicated definition dropped, keeping the first: a type or directive defined
 * twice, a field, enum value, argument, union member or interface listed twice in one type (across its extensions
 * too). Published schemas have these (GitHub's defines two fields of EnterpriseOwnerInfo twice) and servers built
 * from them still work, so one mistake in a 20,000-line file must not stop the load test.
 */
export function withoutDuplicates(document: DocumentNode, source: string, warnings: string[]): DocumentNode {
  const types = new Map<string, Location | undefined>();
  const directives = new Map<string, Location | undefined>();
  let schemaDefinition: Location | undefined | null = null;
  // Members seen per type, shared by the type's definition and its extensions, which graphql-js merges.
  const membersOf = new Map<string, Map<string, Location | undefined>>();

  const warn = (loc: Location | undefined, first: Location | undefined, what: string) => {
    const at = loc ? `${source}:${loc.startToken.line}:${loc.startToken.column}` : source;
    const firstLine = first ? ` (first at line ${first.startToken.line})` : '';
    warnings.push(`${at}: ${what} is defined twice${firstLine}: the first definition is kept`);
  };

  const unique = <T extends Member>(
    members: readonly T[] | undefined,
    seen: Map<string, Location | undefined>,
    describe: (name: string) => string,
  ): T[] | undefined => {
    if (!members) return undefined;
    const kept: T[] = [];
    for (const member of members) {
      const name = member.name.value;
      if (seen.has(name)) {
        warn(member.name.loc, seen.get(name), describe(name));
        continue;
      }
      seen.set(name, member.name.loc);
      kept.push(dedupeArguments(member, describe(name)));
    }
    return kept;
  };

  const dedupeArguments = <T extends Member>(member: T, owner: string): T => {
    const args = (member as { arguments?: readonly Member[] }).arguments;
    if (!args || args.length < 2) return member;
    const kept = unique(args, new Map(), (name) => `argument "${name}" of ${owner}`);
    return kept!.length === args.length ? member : { ...member, arguments: kept };
  };

  const definitions: DefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.SCHEMA_DEFINITION) {
      if (schemaDefinition !== null) {
        warn(definition.loc, schemaDefinition, 'the schema { … } block');
        continue;
      }
      schemaDefinition = definition.loc;
      definitions.push(definition);
      continue;
    }
    if (definition.kind === Kind.DIRECTIVE_DEFINITION) {
      const name = definition.name.value;
      if (directives.has(name)) {
        warn(definition.name.loc, directives.get(name), `directive @${name}`);
        continue;
      }
      directives.set(name, definition.name.loc);
      definitions.push(dedupeArguments(definition, `directive @${name}`));
      continue;
    }
    if (!('name' in definition) || !definition.name) {
      definitions.push(definition);
      continue;
    }
    const { value: name, loc } = definition.name;
    if (TYPE_KINDS.has(definition.kind)) {
      if (types.has(name)) {
        warn(loc, types.get(name), `type ${name}`);
        continue;
      }
      types.set(name, loc);
    }
    let members = membersOf.get(name);
    if (!members) {
      members = new Map<string, Location | undefined>();
      membersOf.set(name, members);
    }
    const interfaces = new Map<string, Location | undefined>();
    const changed: Record<string, unknown> = {};
    if ('fields' in definition && definition.fields) {
      changed.fields = unique<Member>(definition.fields, members, (field) => `field ${name}.${field}`);
    }
    if ('values' in definition && definition.values) {
      changed.values = unique(definition.values, members, (value) => `enum value ${name}.${value}`);
    }
    if ('types' in definition && definition.types) {
      changed.types = unique(definition.types, members, (member) => `member ${member} of union ${name}`);
    }
    if ('interfaces' in definition && definition.interfaces) {
      changed.interfaces = unique(definition.interfaces, interfaces, (face) => `interface ${face} of ${name}`);
    }
    definitions.push({ ...definition, ...changed });
  }
  return { ...document, definitions };
}
