// Keeps a generated GraphQL mutation to the records the run creates: its document, the create before it, the cleanup.
import {
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { DataSource } from '../../vocabulary/data-source.js';
import { CHANGE_VERB, CREATE_VERB, DELETE_VERB } from '../../vocabulary/write-verbs.js';
import { listedValues, listFields, type ListField } from './graphql-sources.js';
import { documentOf, isKey, wrap, type Leaf } from './graphql-write-document.js';
import type { RecordStep, RequestData, WritePlan } from '../operation.js';
import { referenceBase } from '../record-names.js';

type Field = GraphQLField<unknown, unknown>;

/** Any of the three: what is left of the name is the record it writes (`createTag` → `Tag`). */
const VERB = new RegExp(`${CREATE_VERB.source}|${DELETE_VERB.source}|${CHANGE_VERB.source}`);

/** A mutation's document with its inputs as variables, and what generation found for it. */
export interface GraphqlWrite {
  request: RequestData;
  /** Values taken from the API: a create's references to other records, or (for `Writes: existing`) the keys. */
  sources?: Record<string, DataSource>;
  /** References that nothing lists, each with the reason: generation comments their line. */
  unsourced?: Record<string, string>;
  write?: WritePlan;
}

/**
 * Returns a finder of the documents and write plans of a schema's mutations (docs/real-data-and-flows.md#writes). Each document writes
 * its input objects out field by field, every value a variable of its own (`createComment(input: { comment: {
 * postId: $postId, body: $body } })`), so that a value can come from the API or from a step before it. Free text
 * gets a new value at every request; a reference to another record (`postId`) a real record's id from a list of
 * them. A create is a create; a mutation with a key (`id`, `nodeId`, the fields of `…ByName`) changes or deletes the
 * record of that key, which the create of the same type makes first; one named as a change or a delete without a
 * key is refused.
 */
export function graphqlWriteFinder(
  schema: GraphQLSchema,
  endpointPath: string,
): (field: Field, selection: string) => GraphqlWrite | { problem: string } {
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
  let lists: ListField[] | undefined;
  const listed = (type: string, field: string) =>
    listedValues((lists ??= listFields(schema)), type, field, endpointPath);

  /**
   * The references of a create to other records (`postId`), each from a list of them; and, for a record made only of
   * references (a post's tag), the last one left to a parent the iteration creates, since a pair of listed records
   * would be the same pair at every request, which its key refuses after the first.
   */
  const referencesOf = (leaves: Leaf[], record: GraphQLObjectType | undefined) => {
    const sources: Record<string, DataSource> = {};
    const unsourced: Record<string, string> = {};
    const references = leaves.flatMap((leaf) => {
      const base = referenceBase(leaf.name);
      if (!base || !isLeafType(getNamedType(leaf.type))) return [];
      return [{ leaf, target: referenced(schema, record, leaf.name, base), base }];
    });
    const link = references.length >= 2 && references.length === leaves.length ? references.at(-1) : undefined;
    for (const { leaf, target, base } of references) {
      if (leaf === link?.leaf && target) continue;
      const source = target && listed(target.name, 'id');
      if (source) sources[leaf.variable] = source;
      else unsourced[leaf.variable] = `no query lists the ${target?.name ?? base} it names`;
    }
    return { sources, unsourced, parent: link?.target && { leaf: link.leaf, type: link.target } };
  };

  /**
   * The steps that make a record of `type` and extract its `fields` (each under `names[field]`, else its own name),
   * a link record's new parent first; the step that removes the record, and those that remove its new parents.
   */
  const createChain = (
    type: GraphQLObjectType,
    fields: string[],
    names: Record<string, string> = {},
    depth = 0,
  ): { create: RecordStep[]; removal?: RecordStep; parents: RecordStep[] } | undefined => {
    if (depth > 2) return undefined;
    for (const mutation of mutations) {
      if (!CREATE_VERB.test(mutation.name)) continue;
      const record = recordOf(mutation, fields);
      if (record?.type !== type) continue;
      const removal = deleteOf(type, fields, names);
      const selected = [...new Set([...fields, ...(removal?.keys ?? [])])];
      const document = documentOf(mutation, ` { ${wrap(record.path, selected.join(' '))} }`);
      if ('problem' in document) continue;
      const { sources, parent } = referencesOf(document.leaves, type);
      const made = parent && createChain(parent.type, ['id'], { id: parent.leaf.variable }, depth + 1);
      if (parent && !made) continue;
      const at = ['$.data', mutation.name, ...record.path].join('.');
      const variables = {
        ...document.variables,
        ...sources,
        ...(parent && { [parent.leaf.variable]: `\${${parent.leaf.variable}}` }),
      };
      const step: RecordStep = {
        endpoint: `POST ${endpointPath}`,
        title: mutation.name,
        request: { graphql: { query: document.query, variables } },
        extract: Object.fromEntries(selected.map((name) => [names[name] ?? name, `${at}.${name}`])),
      };
      return {
        create: [...(made?.create ?? []), step],
        ...(removal && { removal: removal.step }),
        parents: made ? [...(made.removal ? [made.removal] : []), ...made.parents] : [],
      };
    }
    return undefined;
  };

  /** The delete of a record of `type` by fields it has, as a step with the values extracted under their `names`. */
  const deleteOf = (type: GraphQLObjectType, prefer: string[], names: Record<string, string> = {}) => {
    const candidates = mutations.flatMap((mutation) => {
      if (!DELETE_VERB.test(mutation.name)) return [];
      const document = documentOf(mutation, ' { __typename }', isKey);
      if ('problem' in document || document.keys.length === 0) return [];
      const keys = document.keys.map((leaf) => leaf.name);
      if (recordOf(mutation, keys)?.type !== type || document.keys.length !== document.leaves.length) return [];
      return [{ mutation, document, keys }];
    });
    const chosen =
      candidates.find(({ keys }) => keys.length === prefer.length && keys.every((k) => prefer.includes(k))) ??
      candidates[0];
    if (!chosen) return undefined;
    const step: RecordStep = {
      endpoint: `POST ${endpointPath}`,
      title: chosen.mutation.name,
      request: {
        graphql: {
          query: chosen.document.query,
          variables: Object.fromEntries(
            chosen.document.keys.map((leaf) => [leaf.variable, `\${${names[leaf.name] ?? leaf.name}}`]),
          ),
        },
      },
    };
    return { step, keys: chosen.keys };
  };

  return (field, selection) => {
    if (CREATE_VERB.test(field.name)) {
      // The cleanup deletes the new record by its keys: the create selects them first, to extract them.
      const record = recordOf(field, []);
      const removal = record && deleteOf(record.type, ['id']);
      const select =
        removal && selection ? selection.replace(/^ \{/, ` { ${wrap(record.path, removal.keys.join(' '))}`) : selection;
      const document = documentOf(field, select);
      if ('problem' in document) return document;
      const { sources, unsourced, parent } = referencesOf(document.leaves, record?.type);
      const made = parent && createChain(parent.type, ['id'], { id: parent.leaf.variable });
      const at = ['$.data', field.name, ...(record?.path ?? [])].join('.');
      const variables = {
        ...document.variables,
        ...(made && { [parent.leaf.variable]: `\${${parent.leaf.variable}}` }),
      };
      const parents = made ? [...(made.removal ? [made.removal] : []), ...made.parents] : [];
      const cleanup = [...(removal && selection ? [removal.step] : []), ...parents];
      return {
        request: { graphql: { query: document.query, variables } },
        ...(Object.keys(sources).length > 0 && { sources }),
        ...(Object.keys(unsourced).length > 0 && { unsourced }),
        write: {
          kind: 'create',
          ...(made && { before: made.create }),
          ...(removal &&
            selection && { extract: Object.fromEntries(removal.keys.map((key) => [key, `${at}.${key}`])) }),
          ...(cleanup.length > 0 && { cleanup }),
        },
      };
    }
    // PostGraphile names a write by a unique key after `By` (`updateTagByName`, `…ByPostIdAndTagId`).
    const named = /By([A-Z]\w*)$/
      .exec(field.name)?.[1]
      ?.split(/And(?=[A-Z])/)
      .map((part) => part.charAt(0).toLowerCase() + part.slice(1));
    const document = documentOf(
      field,
      selection,
      (leaf) => isKey(leaf) || (named?.includes(leaf.name) ?? false),
      named,
    );
    if ('problem' in document) return document;
    const request = { graphql: { query: document.query, variables: document.variables } };
    const keyNames = document.keys.map((leaf) => leaf.name);
    const record = keyNames.length > 0 ? recordOf(field, keyNames) : undefined;
    if (keyNames.length === 0) {
      if (!DELETE_VERB.test(field.name) && !CHANGE_VERB.test(field.name)) return { request };
      return {
        request,
        write: refused(
          `it ${DELETE_VERB.test(field.name) ? 'deletes' : 'changes'} records without naming one by a key`,
        ),
      };
    }
    if (!record)
      return {
        request,
        write: refused(
          `its answer has no record with its ${keyNames.join(', ')}, so no create of the same records can be found`,
        ),
      };
    const sources: Record<string, DataSource> = {};
    for (const leaf of document.keys) {
      const source = listed(record.type.name, leaf.name);
      if (source) sources[leaf.variable] = source;
    }
    const withSources = Object.keys(sources).length > 0 ? { sources } : {};
    const perIteration = DELETE_VERB.test(field.name);
    const chain = createChain(record.type, keyNames);
    if (!chain)
      return {
        request,
        ...withSources,
        write: refused(`no create mutation returns a ${record.type.name} with its ${keyNames.join(', ')}`),
      };
    // A delete removes its own record: what stays to remove is what its create made before it (a link's parent).
    const cleanup = [...(chain.removal && !perIteration ? [chain.removal] : []), ...chain.parents];
    return {
      request,
      ...withSources,
      write: {
        kind: 'record',
        create: chain.create,
        perIteration,
        keys: Object.fromEntries(document.keys.map((leaf) => [leaf.variable, `\${${leaf.name}}`])),
        ...(cleanup.length > 0 && { cleanup }),
      },
    };
  };
}

/**
 * Returns the record a mutation answers with: the type its name is about (`Tag` for `createTag`, `updateTagByName`,
 * `deleteTag`; `PostTag` for `deletePostTagByPostIdAndTagId`), which it returns itself or as a field of its payload
 * (`UpdateTagPayload.tag`), and which has every field of `keys`. Matched by name only: a payload also returns the
 * records around the one written (`CreateCommentPayload.userByAuthorId`), which a write must never take for its own.
 */
function recordOf(mutation: Field, keys: string[]): { path: string[]; type: GraphQLObjectType } | undefined {
  const subject = normalized(mutation.name.replace(VERB, '').replace(/By[A-Z]\w*$/, ''));
  const named = getNamedType(mutation.type);
  if (!isObjectType(named) || subject === '') return undefined;
  const fits = (candidate: GraphQLObjectType) => {
    const fields = candidate.getFields();
    return normalized(candidate.name) === subject && keys.every((key) => fields[key] !== undefined);
  };
  if (fits(named)) return { path: [], type: named };
  for (const field of Object.values(named.getFields())) {
    const inner = getNamedType(field.type);
    if (isObjectType(inner) && !isListType(getNullableType(field.type)) && fits(inner))
      return { path: [field.name], type: inner };
  }
  return undefined;
}

/** A name without case or separators, to compare a mutation's subject with a type's name. */
function normalized(name: string): string {
  return name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
}

/** The type a reference names: a field of the record (`author` or `userByAuthorId`), else the type of that name. */
function referenced(
  schema: GraphQLSchema,
  record: GraphQLObjectType | undefined,
  name: string,
  base: string,
): GraphQLObjectType | undefined {
  const suffix = `By${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  for (const field of Object.values(record?.getFields() ?? {})) {
    const type = getNamedType(field.type);
    if ((field.name === base || field.name.endsWith(suffix)) && isObjectType(type)) return type;
  }
  const type = schema.getType(`${base.charAt(0).toUpperCase()}${base.slice(1)}`);
  return isObjectType(type) ? type : undefined;
}

function refused(reason: string): WritePlan {
  return { kind: 'refused', reason };
}
