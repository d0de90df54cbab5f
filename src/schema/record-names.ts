// The words generated writes use for records, the same for OpenAPI and GraphQL (docs/real-data-and-flows.md#writes).
/**
 * The value generation writes for free text in what a test creates or changes: a new UUID at every request
 * (`${uuid}`, filled by the engine), after a word that tells a record the test made from one a person made.
 */
export const UNIQUE_TEXT = 'qa-perf ${uuid}';

/** A field or property that names a record: `id`, `nodeId`, `rowId`, `postId`, `post_id`. */
export const KEY_NAME = /^(?:id|nodeId|rowId)$|[a-z0-9]Id$|_id$/;

/** Returns what a reference to another record names (`author` for `authorId` or `author_id`), else undefined. */
export function referenceBase(name: string): string | undefined {
  return /^(.+?)(?:Id|_id)$/.exec(name)?.[1];
}
