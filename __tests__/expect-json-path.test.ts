import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { query, type JsonValue } from 'jsonpath-rfc9535';
import { compileJsonPath } from '../src/json-path.js';

const NAMES = ['a', 'b', 'id', '__proto__', 'constructor', 'length', '0'];

/** A JSONPath of names and indexes, written in the shorthand or bracketed forms RFC 9535 allows. */
const singularPath = fc
  .array(
    fc.oneof(
      fc.constantFrom(...NAMES.filter((name) => /^[a-z_]\w*$/i.test(name))).map((name) => `.${name}`),
      fc.constantFrom(...NAMES).map((name) => `['${name}']`),
      fc.integer({ min: -3, max: 3 }).map((index) => `[${index}]`),
    ),
    { maxLength: 4 },
  )
  .map((steps) => `$${steps.join('')}`);

/** JSON whose members use the same names, so that paths often match. */
const json = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...NAMES), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('a JSONPath compiled once', () => {
  it('matches what jsonpath-rfc9535 matches, for names and indexes walked from the parsed query', () => {
    fc.assert(
      fc.property(singularPath, json, (path, value) => {
        // JSON.parse makes `__proto__` an own member, as a response body would.
        const body = JSON.parse(JSON.stringify(value)) as JsonValue;
        expect(compileJsonPath(path)(body)).toEqual(query(body, path));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves any other query to jsonpath-rfc9535: wildcards, filters, slices and descendants', () => {
    const body = {
      items: [
        { id: 1, on: true },
        { id: 2, on: false },
      ],
      deep: { id: 3 },
    } as JsonValue;
    for (const path of ['$.items[*].id', '$.items[?@.on == true].id', '$.items[1:].id', '$..id'])
      expect(compileJsonPath(path)(body)).toEqual(query(body, path));
  });

  it('throws for a text that is not a JSONPath', () => {
    expect(() => compileJsonPath('$.items[')).toThrow('$.items[ is not a JSONPath');
  });
});
