// ajv's errors on qa.config.json as problems, each with a sentence that says what to write instead.
import type { ErrorObject } from 'ajv';
import type { Problem } from '../errors.js';
import {
  jsonMessage,
  JSON_WORDS,
  problemsByPath,
  schemaAt,
  subjectOf,
  Wording,
  type Described,
  type SchemaNode,
} from '../json-schema-messages.js';

const FORMATS: Record<string, string> = {
  uri: 'an http(s) URL',
  'http-url-or-relative-path': 'an http(s) URL or a relative path',
};

/** qa.config.json is JSON: its messages use JSON's names for types and write examples as JSON. */
const JSON_WORDING = new Wording({ ...JSON_WORDS, reference: "qa-perf's docs/configuration.md" });

/** Returns one problem per invalid value, each with a sentence that says what to write instead. */
export function problemsFromSchemaErrors(errors: ErrorObject[], root: SchemaNode, data: unknown): Problem[] {
  const failedBranches = errors.filter((e) => e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const described = errors
    .filter((error) => error.keyword !== 'if' && !failedBranches.some((prefix) => error.schemaPath.startsWith(prefix)))
    .map((error) => describe(error, root, data));
  return problemsByPath(described);
}

function describe(error: ErrorObject, root: SchemaNode, data: unknown): Described {
  const subject = subjectOf(error, root, data);
  const { at, value, node, params } = subject;
  switch (error.keyword) {
    case 'required': {
      const domain = error.schemaPath.includes('/then/') && at[0] === 'domains' ? at[1] : undefined;
      if (domain === undefined) break;
      const segments = [...at, String(params.missingProperty)];
      return {
        segments,
        message: `is required when ${domain} is enabled; ${JSON_WORDING.whatToWrite(schemaAt(root, segments).node)}`,
      };
    }
    case 'type':
      if (at.length > 0) break;
      return { segments: at, message: `the file must hold a JSON object, not ${JSON_WORDING.kindOf(value)}` };
    case 'exclusiveMinimum':
      return {
        segments: at,
        message: `must be greater than ${String(params.limit)}, not ${String(value)}; ${JSON_WORDING.whatToWrite(node)}`,
      };
    case 'minLength':
      return { segments: at, message: `must not be empty; ${JSON_WORDING.whatToWrite(node)}` };
    case 'format':
    case 'pattern':
      return {
        segments: at,
        message: `${JSON.stringify(value)} is not ${FORMATS[String(params.format)] ?? FORMATS.uri}; ${JSON_WORDING.whatToWrite(node)}`,
      };
    case 'anyOf': {
      const names = (error.schema as SchemaNode[]).flatMap((branch) => branch.required ?? []);
      const each = names.map((n) => `${n}: ${JSON_WORDING.whatToWrite(schemaAt(root, [...at, n]).node)}`);
      return { segments: at, message: `needs one of ${names.join(' or ')}; ${each.join('; ')}` };
    }
    case 'not': {
      const names = (error.schema as SchemaNode).required ?? [];
      return { segments: at, message: `sets ${names.join(' and ')} together; keep only one of them` };
    }
  }
  return jsonMessage(error, subject, root, JSON_WORDING) ?? { segments: at, message: error.message ?? 'is invalid' };
}
