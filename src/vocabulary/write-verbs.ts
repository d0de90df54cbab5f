// How GraphQL schemas name what a mutation does to records: create, delete or change.
/**
 * How GraphQL schemas name what a mutation does to records: the verb that starts its name. A create (`createTag`,
 * `addComment`, `insert_todos`), a delete (`deleteTagById`, `removeItem`), a change (`updateUser`, `setTitle`).
 * Validation (loadtest/writes.ts) reads a document by them; schema/graphql/graphql-writes.ts names mutations the same way for
 * generation.
 */
export const CREATE_VERB = /^(?:create|add|insert|new|register)(?=[A-Z_0-9]|$)/;
export const DELETE_VERB = /^(?:delete|remove|destroy|drop|purge)(?=[A-Z_0-9]|$)/;
export const CHANGE_VERB = /^(?:update|edit|set|patch|replace|upsert|modify|change|rename)(?=[A-Z_0-9]|$)/;
