// What openapi-sampler is given to sample: a copy of a schema, `$ref`s resolved, bounded in values.
import type { Json, OpenApiDocument } from './openapi/openapi-document.js';
import { Copier, valuesWithin } from './sample-copy.js';

// The copy holds only what the sampler reads (sample-copy.ts), so that a schema small on disk that fans out (a wide
// schema referred to, or aliased in YAML, from hundreds of places) is sampled in time linear in the document. See
// docs/architecture.md, "Bounded samples and merges".

export { MAX_SAMPLE_DEPTH } from './sample-copy.js';

/**
 * The most values (scalars, lists and mappings) one sampled request value holds; past it the sample is cut.
 * @internal Exported for the tests.
 */
export const MAX_SAMPLE_VALUES = 1_000;

/** The most values all the samples of one document hold together: a document cannot fan out across operations. */
const MAX_DOCUMENT_SAMPLE_VALUES = 100_000;

/** A schema ready for openapi-sampler, and why it was cut (undefined when it was not). */
export interface BoundedSchema {
  schema: unknown;
  cut?: string;
}

/** What the samples of each document have spent of MAX_DOCUMENT_SAMPLE_VALUES. */
const spentBy = new WeakMap<Json, number>();

/** The values a sample of a document may hold now; `spend` records what it took. */
function budgetOf(document: OpenApiDocument) {
  const spent = spentBy.get(document.root) ?? 0;
  const budget = Math.max(0, Math.min(MAX_SAMPLE_VALUES, MAX_DOCUMENT_SAMPLE_VALUES - spent));
  return {
    budget,
    text: budget.toLocaleString('en-US'),
    spend: (count: number) => spentBy.set(document.root, spent + count),
  };
}

/**
 * Returns a copy of `schema` that openapi-sampler samples as it samples `schema` (with `skipNonRequired`), with every
 * `$ref` resolved, only required properties, and at most MAX_SAMPLE_VALUES values (fewer once the document's samples
 * have spent MAX_DOCUMENT_SAMPLE_VALUES): past the bound, properties are left out (required ones first, in order)
 * and lists shortened, and `cut` says so.
 */
export function boundedSchema(document: OpenApiDocument, schema: unknown): BoundedSchema {
  const { budget, text, spend } = budgetOf(document);
  const copier = new Copier(document, budget);
  const copy = copier.copy([schema], undefined);
  spend(copier.spent);
  if (!copier.cut) return { schema: copy };
  const why =
    budget < MAX_SAMPLE_VALUES
      ? `the document's samples hold ${MAX_DOCUMENT_SAMPLE_VALUES.toLocaleString('en-US')} values in all`
      : 'its required values expand to more, through $refs or YAML aliases';
  return { schema: copy, cut: `cut at ${text} values (${why})` };
}

/**
 * Returns an example of the document to send as it is when it holds at most MAX_SAMPLE_VALUES values (fewer once the
 * document's samples have spent MAX_DOCUMENT_SAMPLE_VALUES), else why not, to sample the schema instead.
 */
export function boundedExample(document: OpenApiDocument, example: unknown): { example?: unknown; cut?: string } {
  const { budget, text, spend } = budgetOf(document);
  const count = valuesWithin(example, budget);
  if (count === undefined)
    return { cut: `its example holds more than ${text} values, so it was sampled from its schema` };
  spend(count);
  return { example };
}
