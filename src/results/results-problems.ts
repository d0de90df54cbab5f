// What does not fit schemas/results.schema.json in a parsed results.json, one problem per value.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { RUNTIME_COMPILE } from '../ajv-options.js';
import formats from 'ajv-formats';
import schemaJson from '../../schemas/results.schema.json' with { type: 'json' };
import type { Problem } from '../errors.js';
import {
  jsonMessage,
  JSON_WORDS,
  problemsByPath,
  subjectOf,
  Wording,
  type Described,
  type SchemaNode,
} from '../json-schema-messages.js';

const schema = schemaJson as SchemaNode;

/** results.json is JSON written by loadtool: a message points to its page in the docs for each field. */
const RESULTS_WORDING = new Wording({ ...JSON_WORDS, reference: "qa-perf's docs/results.md" });

/** What to do about a key results.json does not have: the file is written by loadtool, not by hand. */
const NOT_IN_CONTRACT = 'results.json holds only the keys of schemas/results.schema.json: remove it.';

let validator: ValidateFunction | undefined;

/**
 * Returns what does not fit schemas/results.schema.json in a parsed results.json: one problem per value, named by its
 * JSON path (`scenarios[0].requests.total`), each with what it must be. Empty when the value fits.
 */
export function resultsProblems(data: unknown): Problem[] {
  if (!validator) {
    const ajv = new Ajv2020({
      ...RUNTIME_COMPILE,
      allErrors: true,
      strict: true,
      strictRequired: false,
      allowUnionTypes: true,
    });
    // ajv-formats is CommonJS; its plugin is also its own `default` property, which both Node and the bundle see.
    formats.default(ajv, ['date-time']);
    validator = ajv.compile(schema);
  }
  if (validator(data)) return [];
  // A status key that is not a number gets a `pattern` error naming it; the `propertyNames` one repeats it.
  const errors = (validator.errors ?? []).filter((error) => error.keyword !== 'propertyNames');
  return problemsByPath(errors.map((error) => describe(error, data)));
}

function describe(error: ErrorObject, data: unknown): Described {
  const subject = subjectOf(error, schema, data);
  const { at, value, params } = subject;
  if (error.propertyName !== undefined)
    return { segments: [...at, error.propertyName], message: 'is not a status code: write the status as digits' };
  switch (error.keyword) {
    case 'const':
      return {
        segments: at,
        message: `must be ${JSON.stringify(params.allowedValue)}, not ${RESULTS_WORDING.kindOf(value)}`,
      };
    case 'format':
      return {
        segments: at,
        message: `${JSON.stringify(value)} is not a date and time: write it as ISO 8601, e.g. "2026-01-01T10:00:00Z"`,
      };
  }
  return (
    jsonMessage(error, subject, schema, RESULTS_WORDING, NOT_IN_CONTRACT) ?? {
      segments: at,
      message: `${error.message ?? 'is invalid'}; ${RESULTS_WORDING.whatToWrite(subject.node)}`,
    }
  );
}
