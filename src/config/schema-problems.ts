import type { ErrorObject } from 'ajv';
import { joinPath, type Problem } from '../errors.js';
import {
  notAllowed,
  schemaAt,
  subjectOf,
  unknownKey,
  Wording,
  type SchemaNode,
  type Segments,
} from '../json-schema-messages.js';

const FORMATS: Record<string, string> = {
  uri: 'an http(s) URL',
  'http-url-or-relative-path': 'an http(s) URL or a relative path',
};

/** qa.config.json is JSON: its messages use JSON's names for types and write examples as JSON. */
const JSON_WORDING = new Wording({
  types: {
    object: 'an object',
    array: 'an array',
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'a boolean',
    null: 'null',
  },
  show: (value) => JSON.stringify(typeof value === 'string' && value.length > 40 ? `${value.slice(0, 40)}…` : value),
  typedScalars: true,
  print: (value) => JSON.stringify(value),
  reference: 'the configuration reference',
});

/** Returns one problem per invalid value, each with a sentence that says what to write instead. */
export function problemsFromSchemaErrors(errors: ErrorObject[], root: SchemaNode, data: unknown): Problem[] {
  const failedBranches = errors.filter((e) => e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const problems = new Map<string, Problem>();
  for (const error of errors) {
    if (error.keyword === 'if' || failedBranches.some((prefix) => error.schemaPath.startsWith(prefix))) continue;
    const { segments, message } = describe(error, root, data);
    const path = joinPath(segments) || '$';
    if (!problems.has(path)) problems.set(path, { path, message });
  }
  return [...problems.values()];
}

function describe(error: ErrorObject, root: SchemaNode, data: unknown): { segments: Segments; message: string } {
  const subject = subjectOf(error, root, data);
  const { at, value, node, params } = subject;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const segments = [...at, name];
      const domain = error.schemaPath.includes('/then/') && at[0] === 'domains' ? at[1] : undefined;
      return {
        segments,
        message: `is required${domain ? ` when ${domain} is enabled` : ''}; ${JSON_WORDING.whatToWrite(schemaAt(root, segments).node)}`,
      };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return { segments: [...at, name], message: unknownKey(name, Object.keys(node?.properties ?? {})) };
    }
    case 'type':
      if (at.length === 0) {
        return { segments: at, message: `the file must hold a JSON object, not ${JSON_WORDING.kindOf(value)}` };
      }
      return { segments: at, message: JSON_WORDING.wrongType(subject) };
    case 'enum':
      return { segments: at, message: notAllowed(JSON.stringify(value), node) };
    case 'exclusiveMinimum':
      return {
        segments: at,
        message: `must be greater than ${String(params.limit)}, not ${String(value)}; ${JSON_WORDING.whatToWrite(node)}`,
      };
    case 'minimum':
      return {
        segments: at,
        message: `must be at least ${String(params.limit)}, not ${String(value)}; ${JSON_WORDING.whatToWrite(node)}`,
      };
    case 'maximum':
      return {
        segments: at,
        message: `must be at most ${String(params.limit)}, not ${String(value)}; ${JSON_WORDING.whatToWrite(node)}`,
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
    default:
      return { segments: at, message: error.message ?? 'is invalid' };
  }
}
