// Sample values for a GraphQL field's required arguments and input objects, page sizes included.
import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isRequiredInputField,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/** How deep required input objects may nest before the sample gives up on them. */
const MAX_INPUT_DEPTH = 10;

/** Page-size arguments: 1 would make the load test measure a page of one item. */
const PAGE_SIZE_NAMES = new Set(['first', 'last', 'limit', 'per_page', 'perpage', 'pagesize', 'page_size', 'take']);

/** The page size a page-size argument is given. */
export const PAGE_SIZE = 10;

const TIMESTAMP = '2024-01-01T00:00:00Z';

/** Values for custom scalars whose meaning their name makes clear, by lower-case name. */
const CUSTOM_SCALARS: Record<string, unknown> = {
  datetime: TIMESTAMP,
  timestamp: TIMESTAMP,
  gittimestamp: TIMESTAMP,
  iso8601datetime: TIMESTAMP,
  instant: TIMESTAMP,
  offsetdatetime: TIMESTAMP,
  zoneddatetime: TIMESTAMP,
  precisedatetime: '2024-01-01T00:00:00.000Z',
  date: '2024-01-01',
  localdate: '2024-01-01',
  time: '12:00:00Z',
  localtime: '12:00:00',
  uri: 'https://example.com',
  url: 'https://example.com',
  html: '<p>example</p>',
  gitobjectid: '4b825dc642cb6eb9a060e54bf8d69288fbee4904',
  gitrefname: 'refs/heads/main',
  gitsshremote: 'git@github.com:octocat/example.git',
  base64string: 'ZXhhbXBsZQ==',
  base64: 'ZXhhbXBsZQ==',
  x509certificate: '-----BEGIN CERTIFICATE-----\nZXhhbXBsZQ==\n-----END CERTIFICATE-----',
  // GitHub's BigInt and most others are sent as a string, since they may not fit in a JSON number.
  bigint: '1',
  long: 1,
  decimal: 1.5,
  bigdecimal: 1.5,
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'user@example.com',
  emailaddress: 'user@example.com',
  phonenumber: '+15555550100',
  json: {},
  jsonobject: {},
  positiveint: 1,
  nonnegativeint: 1,
  unsignedint: 1,
};

/** A sampled value, or the problem that prevents one. */
export type Sample = { value: unknown } | { problem: string };

/**
 * Returns a value of an input type, or the problem that prevents one. `name` is the argument's or input field's
 * name (a page size gets 10), `at` its path for messages, `stack` the input objects being filled.
 */
export function sampleInput(type: GraphQLInputType, name: string, at: string, stack: readonly string[]): Sample {
  if (isNonNullType(type)) return sampleInput(type.ofType, name, at, stack);
  if (isListType(type)) {
    const item = sampleInput(type.ofType, name, `${at}[0]`, stack);
    return 'problem' in item ? item : { value: [item.value] };
  }
  if (isEnumType(type)) {
    const values = type.getValues();
    // The first value that is not deprecated: a server may already refuse a deprecated one.
    const value = values.find((candidate) => candidate.deprecationReason == null) ?? values[0];
    return value ? { value: value.name } : { problem: `${at} (${type.name}): the enum has no values` };
  }
  if (isScalarType(type)) return sampleScalar(type.name, name, at);
  if (isInputObjectType(type)) {
    const chain = [...stack, type.name].join(' → ');
    if (stack.includes(type.name)) {
      return { problem: `${at} (${type.name}): its required fields never end (${chain})` };
    }
    if (stack.length >= MAX_INPUT_DEPTH) {
      return {
        problem: `${at} (${type.name}): required input objects nest more than ${MAX_INPUT_DEPTH} deep (${chain})`,
      };
    }
    const inner = [...stack, type.name];
    const fields = Object.values(type.getFields());
    if (type.isOneOf) {
      // A @oneOf input takes exactly one field: the first that can be produced.
      let first: string | undefined;
      for (const field of fields) {
        const sample = sampleInput(field.type, field.name, `${at}.${field.name}`, inner);
        if ('value' in sample) return { value: { [field.name]: sample.value } };
        first ??= sample.problem;
      }
      return { problem: `${at} (@oneOf ${type.name}): none of its fields can be produced${first ? `: ${first}` : ''}` };
    }
    const value: Record<string, unknown> = {};
    for (const field of fields) {
      if (!isRequiredInputField(field)) continue;
      const sample = sampleInput(field.type, field.name, `${at}.${field.name}`, inner);
      if ('problem' in sample) return sample;
      value[field.name] = sample.value;
    }
    return { value };
  }
  return { problem: `${at}: its type cannot be used as an input` };
}

/**
 * Returns the optional argument that sets the page size of a field (`first`, `limit`, …) when it has no default.
 * Relay servers such as GitHub's refuse a connection without `first` or `last`, so it gets a value even though it
 * is optional; `first` wins over `last` because they refuse both at once.
 */
export function pageSizeArgument(field: GraphQLField<unknown, unknown>): GraphQLArgument | undefined {
  const candidates = field.args.filter(
    (arg) =>
      arg.defaultValue === undefined &&
      PAGE_SIZE_NAMES.has(arg.name.toLowerCase()) &&
      (String(arg.type) === 'Int' || String(arg.type) === 'Int!'),
  );
  return candidates.find((arg) => arg.name.toLowerCase() !== 'last') ?? candidates[0];
}

function sampleScalar(scalar: string, name: string, at: string): Sample {
  switch (scalar) {
    case 'Int':
      return { value: PAGE_SIZE_NAMES.has(name.toLowerCase()) ? PAGE_SIZE : 1 };
    case 'Float':
      return { value: 1.5 };
    case 'String':
      return { value: 'example' };
    case 'Boolean':
      return { value: true };
    case 'ID':
      return { value: '1' };
  }
  const known = CUSTOM_SCALARS[scalar.toLowerCase()];
  if (known !== undefined) return { value: structuredClone(known) };
  if (/^upload$|^file$/i.test(scalar)) {
    return { problem: `${at} (${scalar}): a file upload, which a JSON request cannot carry` };
  }
  return { problem: `${at} (custom scalar ${scalar}): its format is unknown, so no example value can be made up` };
}
