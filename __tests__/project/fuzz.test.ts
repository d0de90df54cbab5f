import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ConfigError } from '../../src/config/config-error.js';
import { parseConfig } from '../../src/config/load.js';
import { LoadTestError } from '../../src/loadtest/load-test-error.js';
import { checkLoadTest, parseLoadTest } from '../../src/loadtest/validate.js';
import { PlanError } from '../../src/plan/plan-error.js';
import { readScope } from '../../src/plan/read-scope.js';

/**
 * Every reader of user input either succeeds or throws its own InputError subclass: never another error, never a
 * stack overflow. Seeded, so that a failure prints a seed and path that reproduce it; bounded in runs and time.
 */
const RUNS = { seed: 20261122, numRuns: 200, interruptAfterTimeLimit: 20_000 } as const;

function readsOrRefuses(read: () => unknown, own: new (...args: never[]) => Error): boolean {
  try {
    read();
    return true;
  } catch (error) {
    if (error instanceof own) return true;
    throw error;
  }
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** A string repeated n times, up to 3,000: deep nesting for every reader. */
const repeated = (units: string[]) =>
  fc
    .tuple(fc.constantFrom(...units), fc.integer({ min: 1, max: 3000 }), fc.string())
    .map(([unit, times, tail]) => unit.repeat(times) + tail);

/** JSON values with keys that reach into Object.prototype. */
const hostileJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string()), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const configText = fc.oneof(
  fc.string(),
  fc.json(),
  hostileJson.map((value) => JSON.stringify(value)),
  hostileJson.map((value) => JSON.stringify({ project: { name: 'p' }, domains: value })),
  hostileJson.map((value) =>
    JSON.stringify({ project: value, domains: { performance: { thresholds: value, schemaHeaders: value } } }),
  ),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => `{"${key}": {"name": "p"}, "project": {"${key}": 1}}`),
  fc.constantFrom('1e400', '-1e400', '1e-400', '0.1e999999').map((n) => `{"project": {"name": "p"}, "x-n": ${n}}`),
  repeated(['[', '{"a":', '[{"b":', '"', '\\']),
);

const yamlText = fc.oneof(
  fc.string(),
  fc.json(),
  hostileJson.map((value) => JSON.stringify(value)),
  hostileJson.map((value) => JSON.stringify({ version: 1, baseUrl: 'http://localhost:3000', scenarios: [value] })),
  fc
    .constantFrom(...PROTOTYPE_KEYS)
    .map((key) => `version: 1\nbaseUrl: http://localhost:3000\n${key}: 1\nscenarios:\n  - ${key}: x\n    name: a\n`),
  repeated(['[', '{a: ', '- ', '  - ', '&a [*a, ', '? ', '!!map {']),
);

const markdownText = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom(
      '#',
      '>',
      '-',
      '*',
      '_',
      '|',
      '`',
      '[',
      ']',
      '(',
      ')',
      '<',
      ' ',
      '\n',
      'GET /a',
      'p95 < 1ms',
      '1.',
    ),
  }),
  fc.string().map((text) => `## Performance\n${text}`),
  repeated(['> ', '- ', '* ', '1. ', '  - ', '> - ', '*', '[', '|', '~~']).map((text) => `## Performance\n${text}`),
  fc.constantFrom(...PROTOTYPE_KEYS).map((key) => `## Performance\n- GET /${key} ${key} users p95 < 300ms`),
);

describe('fuzz: each reader reads or refuses with its own error', () => {
  it('the config reader (parseConfig)', () => {
    fc.assert(
      fc.property(configText, (text) => readsOrRefuses(() => parseConfig(text, 'qa.config.json'), ConfigError)),
      RUNS,
    );
  });

  it('the load-test reader (parseLoadTest, checkLoadTest)', () => {
    fc.assert(
      fc.property(yamlText, (text) =>
        readsOrRefuses(() => {
          parseLoadTest(text, 'loadtool.yaml', { env: {} });
          checkLoadTest(text, 'loadtool.yaml', { env: {}, unsetVariables: 'warning' });
        }, LoadTestError),
      ),
      RUNS,
    );
  });

  it('the plan reader (readScope)', () => {
    fc.assert(
      fc.property(markdownText, (text) => readsOrRefuses(() => readScope(text, 'qa-plan.md'), PlanError)),
      RUNS,
    );
  });

  it('Object.prototype is untouched', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).name).toBeUndefined();
  });
});
