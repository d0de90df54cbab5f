// The findings of schemas/loadtool.schema.json: one per value that does not fit, with a sentence that says the fix.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { RUNTIME_COMPILE } from '../../ajv-options.js';
import schemaJson from '../../../schemas/loadtool.schema.json' with { type: 'json' };
import validateFits from './fits-schema.generated.js';
import { isSentHttpMethod, unsentMethodMessage } from '../../vocabulary/http-methods.js';
import { joinPath } from '../../errors.js';
import {
  meantBranch,
  notAllowed,
  schemaAt,
  subjectOf,
  unknownKey,
  type SchemaNode,
} from '../../json-schema-messages.js';
import type { Finding } from './finding.js';
import { isRegressionOwned } from './regression-findings.js';
import { isArrivalOwned, isArrivalSchemaError } from './arrival-findings.js';
import { lacksUnit } from '../../vocabulary/units.js';
import { show, YAML_WORDING } from '../yaml/yaml-wording.js';
import { isRecord } from '../../json-record.js';

const schema = schemaJson as SchemaNode;

let validator: ValidateFunction | undefined;

/**
 * Returns whether the data fits the JSON Schema: the yes or no of schemaFindings, from a validator that stops at the
 * first error, compiled when the package is built (scripts/validators.mjs), so that a run compiles no schema for it.
 * For data that is almost always valid (what generation writes), so that its findings are only worded when there are
 * some.
 */
export function fitsSchema(data: unknown): boolean {
  return validateFits(data);
}

/** Returns what the JSON Schema finds wrong in the data: one finding per value, with a sentence that says the fix. */
export function schemaFindings(data: unknown): Finding[] {
  // The validator compiled at build time says whether there is anything to word: a valid file, every run's, costs
  // no compile (a tenth of a second of a run's start).
  if (validateFits(data)) return [];
  // Compiled without $refs: ajv concatenates the errors of a referenced schema onto all those found so far, which
  // takes quadratic time in a file with many bad scenarios; inlined schemas push their errors instead.
  validator ??= new Ajv2020({
    ...RUNTIME_COMPILE,
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
  }).compile(inlineRefs(schema));
  if (validator(data)) return [];
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const errors = validator.errors ?? [];
  const meant = meantBranches(errors, data);
  for (const error of errors) {
    // An `if`'s own error ("must match else schema") says nothing that its branch's errors do not; a `oneOf`'s
    // (endpoint or flow) says more than its branches' "endpoint is required" and "flow is required".
    if (error.keyword === 'propertyNames' || error.keyword === 'if' || !meant(error)) continue;
    if (/\/oneOf\/\d+\//.test(error.schemaPath) || isArrivalSchemaError(error.schemaPath)) continue;
    // A scenario that is no mapping passes every branch of the oneOf, each of which only requires a key: its type
    // error says what is wrong, where "has both endpoint and flow" would not.
    if (error.keyword === 'oneOf' && !isRecord(subjectOf(error, schema, data).value)) continue;
    const finding = describeError(error, data);
    // regression-findings.ts words these, every one, in the words of tolerances and rounds; arrival-findings.ts those
    // of the load model.
    if (isRegressionOwned(finding.segments) || isArrivalOwned(finding.segments)) continue;
    const path = joinPath(finding.segments);
    // One sentence per value: the first of its errors is the one to fix first.
    if (!seen.has(path)) findings.push(finding);
    seen.add(path);
  }
  return findings;
}

/**
 * Returns whether an error speaks of the value as it was meant: an error inside an `anyOf` (a value, or a data
 * source) counts only in the branch the value is meant for (`meantBranch`), and the `anyOf`'s own error ("must match
 * a schema in anyOf") says nothing more.
 */
function meantBranches(errors: ErrorObject[], data: unknown): (error: ErrorObject) => boolean {
  const anyOfs = errors.filter((error) => error.keyword === 'anyOf');
  return (error) => {
    if (error.keyword === 'anyOf') return false;
    const branch = /^(.*\/anyOf)\/(\d+)\//.exec(error.schemaPath);
    if (!branch) return true;
    const owner = anyOfs
      .filter(({ schemaPath, instancePath }) => schemaPath === branch[1] && isPrefix(instancePath, error.instancePath))
      .sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
    if (!owner) return true;
    const { at, value } = subjectOf(owner, schema, data);
    return meantBranch(schema, schemaAt(schema, at).node, value) === Number(branch[2]);
  };
}

function isPrefix(pointer: string, of: string): boolean {
  return of === pointer || of.startsWith(`${pointer}/`);
}

/** Returns a copy of a schema node with every `$ref` to `#/$defs` replaced by what it refers to. */
function inlineRefs(node: SchemaNode): SchemaNode {
  const inlined = Object.fromEntries(
    Object.entries(node)
      .filter(([keyword]) => keyword !== '$ref' && keyword !== '$defs')
      .map(([keyword, value]) => [keyword, inlineValue(keyword, value)]),
  ) as SchemaNode;
  const target = node.$ref ? schema.$defs?.[node.$ref.replace('#/$defs/', '')] : undefined;
  return target ? { ...inlineRefs(target), ...inlined } : inlined;
}

function inlineValue(keyword: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || ['examples', 'default', 'const', 'enum'].includes(keyword)) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => inlineValue('', item));
  // Under properties and patternProperties the keys are names, each with a schema; elsewhere the object is a schema.
  if (keyword === 'properties' || keyword === 'patternProperties') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, inlineValue('', item)]));
  }
  return inlineRefs(value as SchemaNode);
}

function describeError(error: ErrorObject, data: unknown): Finding {
  const subject = subjectOf(error, schema, data);
  const { at, value, node, def, params } = subject;
  const finding = (message: string, segments = at, where: Finding['at'] = 'value'): Finding => ({
    segments,
    message,
    at: where,
  });
  if (error.propertyName !== undefined) {
    const names = node?.propertyNames as SchemaNode | undefined;
    const what = def === 'extract' ? 'a name to extract: it is used as ${name} in later steps;' : 'a header name;';
    return finding(
      `${show(error.propertyName)} is not ${what} ${YAML_WORDING.whatToWrite(names)}`,
      [...at, error.propertyName],
      'key',
    );
  }
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      // concurrentUsers and duration: either place will do.
      const orDefaults =
        at.length === 2 && at[0] === 'scenarios' && schema.properties?.defaults?.properties?.[name]
          ? ', in the scenario or once under defaults for every scenario'
          : '';
      // The closed model's users, or else a rate: the open model.
      const orRate =
        name === 'concurrentUsers' ? '; or, for the open model, arrivalRate (e.g. arrivalRate: 200/s)' : '';
      return finding(
        `is required; ${YAML_WORDING.whatToWrite(schemaAt(schema, [...at, name], data).node)}${orDefaults}${orRate}`,
        [...at, name],
        'parent',
      );
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      // What writes may change is one choice for the whole file (writes-findings.ts), not a scenario's or a step's.
      if (name === 'writes' && (at.length === 0 || at.at(-2) === 'scenarios' || at.at(-2) === 'flow'))
        return finding(
          'is set once, under defaults, for the whole file: write defaults.writes: existing to allow writes to existing data',
          [...at, name],
          'key',
        );
      return finding(unknownKey(name, Object.keys(node?.properties ?? {})), [...at, name], 'key');
    }
    case 'oneOf':
      // The scenario's one `oneOf`: an endpoint, a flow or a script. None is the missing endpoint, at the scenario
      // as a missing key is.
      return params.passingSchemas
        ? finding(bothMessage(params.passingSchemas as number[]))
        : finding(
            'has neither endpoint, flow nor script: add endpoint, e.g. endpoint: GET /pets, or flow, a list of steps each with name and endpoint, or script, the path of a module, e.g. script: load-tests/checkout.ts',
            [...at, 'endpoint'],
            'parent',
          );
    case 'false schema':
      // The request keys a flow or script scenario may not have (its `dependentSchemas`).
      return error.schemaPath.includes('/dependentSchemas/script/')
        ? finding(
            "is not a key of a script scenario: the script's requests set it, e.g. vu.request('GET', '/pets', { query, json, expect })",
            at,
            'key',
          )
        : finding('is not a key of a flow scenario: put it on the step that needs it, under flow', at, 'key');
    case 'not':
      return finding(
        'cannot be set together with graphql, which sends its own JSON body: keep one of them',
        [...at, 'body'],
        'key',
      );
    case 'type':
      if (value === null) return finding(`is empty; ${YAML_WORDING.whatToWrite(node)}`);
      if (def && UNITS[def] && lacksUnit(value)) return finding(unitMessage(value, node, def));
      if (params.type === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
        return finding(
          `must be a string, not ${YAML_WORDING.kindOf(value)}: quote it, e.g. ${JSON.stringify(String(value))}`,
        );
      }
      return finding(YAML_WORDING.wrongType(subject));
    case 'const':
      return finding(
        `must be ${JSON.stringify(params.allowedValue)}, not ${YAML_WORDING.kindOf(value)}; ${YAML_WORDING.whatToWrite(node)}`,
      );
    case 'enum':
      return finding(notAllowed(show(value), node));
    case 'minimum':
      return finding(`must be at least ${String(params.limit)}, not ${show(value)}; ${YAML_WORDING.whatToWrite(node)}`);
    case 'maximum':
      return finding(
        `must be at most ${String(params.limit)}, not ${show(value)}; ${MAXIMUM_ADVICE[String(at.at(-1))] ?? YAML_WORDING.whatToWrite(node)}`,
      );
    case 'exclusiveMinimum':
      return finding(
        `must be more than ${String(params.limit)}, not ${show(value)}; ${YAML_WORDING.whatToWrite(node)}`,
      );
    case 'minItems':
      return finding(`must not be an empty list; ${YAML_WORDING.whatToWrite(node)}`);
    case 'minLength':
      return finding(`must not be empty; ${YAML_WORDING.whatToWrite(node)}`);
    case 'pattern':
      if (def === 'endpoint') return finding(endpointMessage(String(value), node));
      if (def && UNITS[def]) return finding(unitMessage(value, node, def));
      return finding(
        `${show(value)} is not ${def ? (PATTERN_NOUNS[def] ?? 'valid') : 'valid'}; ${YAML_WORDING.whatToWrite(node)}`,
      );
    default:
      return finding(`${error.message ?? 'is invalid'}; ${YAML_WORDING.whatToWrite(node)}`);
  }
}

/**
 * Values with a unit, by the `$defs` entry of their schema: a noun for messages, and the units to suggest for a bare
 * number (a timeout of 500 is as likely 500ms as 500s; a latency of 300 is 300ms).
 */
const UNITS: Record<string, { noun: string; suggest: string[] }> = {
  duration: { noun: 'a duration', suggest: ['s'] },
  timeout: { noun: 'a timeout', suggest: ['ms', 's'] },
  stall: { noun: 'a stall limit', suggest: ['s'] },
  thinkTime: { noun: 'a think time', suggest: ['ms', 's'] },
  rampUp: { noun: 'a ramp-up time', suggest: ['s'] },
  latency: { noun: 'a latency limit', suggest: ['ms'] },
  percentage: { noun: 'a percentage', suggest: ['%'] },
};

/** What to do instead of a value past its maximum, by key, where writing a smaller value is not the whole answer. */
const MAXIMUM_ADVICE: Record<string, string> = {
  concurrentUsers:
    'one process holds one connection per virtual user, so a larger load does not fit in one run: split it over several runners (shards), each with at most 10000 users',
};

const PATTERN_NOUNS: Record<string, string> = {
  sourceFrom: 'GET or POST, a space and a path relative to baseUrl',
  baseUrl: 'an http(s) URL without a query or fragment',
  mediaType: 'a media type',
  script: 'the path of a module ending in .ts, .mts, .js or .mjs',
};

/** The sentence for a scenario with more than one of endpoint, flow and script (the `oneOf` branches that passed). */
function bothMessage(passing: number[]): string {
  const keys = passing.map((index) => ['endpoint', 'flow', 'script'][index]);
  return `has both ${keys.join(' and ')}: keep endpoint for one request, flow for a sequence of steps, or script for a module of your own`;
}

function unitMessage(value: unknown, node: SchemaNode | undefined, def: string): string {
  const { noun, suggest } = UNITS[def]!;
  if (lacksUnit(value)) {
    const pattern = new RegExp(String(node?.pattern), 'u');
    const fixed = suggest.map((unit) => `${String(value).trim()}${unit}`).filter((text) => pattern.test(text));
    const examples = fixed.length > 0 ? fixed : (node?.examples ?? []).slice(0, 1);
    return `${show(value)} needs a unit, e.g. ${examples.map((text) => JSON.stringify(text)).join(' or ')}`;
  }
  if (def === 'percentage' && typeof value === 'string' && /^[0-9]+(\.[0-9]+)?%$/.test(value)) {
    return `${show(value)} is more than 100%; ${YAML_WORDING.whatToWrite(node)}`;
  }
  return `${show(value)} is not ${noun}; ${YAML_WORDING.whatToWrite(node)}`;
}

function endpointMessage(endpoint: string, node: SchemaNode | undefined): string {
  const match = /^(\S+)(\s+)(\S+)$/.exec(endpoint.trim());
  if (!match) return `${show(endpoint)} is not METHOD /path; ${YAML_WORDING.whatToWrite(node)}`;
  const [, method = '', space = '', path = ''] = match;
  if (!isSentHttpMethod(method)) return unsentMethodMessage(method);
  const [pathOnly = ''] = path.split(/[?#]/);
  const fixed = `${method.toUpperCase()} ${pathOnly.startsWith('/') ? '' : '/'}${pathOnly}`;
  if (method !== method.toUpperCase()) return `the method must be in upper case: write ${JSON.stringify(fixed)}`;
  if (!path.startsWith('/')) return `the path must start with /: write ${JSON.stringify(fixed)}`;
  if (pathOnly !== path) {
    return `the path holds a query or fragment: write ${JSON.stringify(fixed)} and put the parameters under query, e.g. query: { limit: 20 }`;
  }
  if (space !== ' ' || endpoint !== endpoint.trim())
    return `write one space between method and path: ${JSON.stringify(fixed)}`;
  return `${show(endpoint)} is not METHOD /path; ${YAML_WORDING.whatToWrite(node)}`;
}
