import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { findPlan } from '../../src/plan/find-plan.js';
import { PlanError } from '../../src/plan/plan-error.js';
import { readScope, type Scope } from '../../src/plan/read-scope.js';
import { selectOperations } from '../../src/plan/select-operations.js';
import type { Operation } from '../../src/schema/operation.js';
import type { PerfOverrides } from '../../src/vocabulary/perf-overrides.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const tempDir = useTempDirs();

/** Joins lines into a document, so that a case's line numbers can be read off its array: index + 1. */
const md = (...lines: string[]) => lines.join('\n');

const entry = (line: number, key: string, overrides: PerfOverrides = {}) => ({ key, line, overrides });

/** The scope without each entry's text, which only messages read. */
function scopeOf(markdown: string): Omit<Scope, 'entries'> & { entries: Array<ReturnType<typeof entry>> } {
  const { found, entries, defaults } = readScope(markdown, 'qa-plan.md');
  return { found, defaults, entries: entries.map(({ key, line, overrides }) => ({ key, line, overrides })) };
}

describe('readScope finds the Performance section', () => {
  it.each([
    {
      what: 'no Performance section',
      markdown: md('# QA plan', '## API', '- GET /pets'),
      expected: { found: false, entries: [], defaults: {} },
    },
    {
      what: 'a Performance section without endpoint lines',
      markdown: md('# QA plan', '## Performance', 'We care about speed.', '## API', '- GET /pets'),
      expected: { found: true, entries: [], defaults: {} },
    },
    {
      what: 'an empty Performance section at the end of the file',
      markdown: md('# QA plan', '## Performance'),
      expected: { found: true, entries: [], defaults: {} },
    },
    ...[1, 2, 3, 4].map((level) => ({
      what: `a level ${level} heading, ended by the next heading of the same level`,
      markdown: md(`${'#'.repeat(level)} Performance`, '- GET /pets', `${'#'.repeat(level)} Security`, '- GET /out'),
      expected: { found: true, entries: [entry(2, 'GET /pets')], defaults: {} },
    })),
    {
      what: 'a setext heading (===)',
      markdown: md('Performance', '===========', '', '- GET /pets', '', 'Security', '========', '- GET /out'),
      expected: { found: true, entries: [entry(4, 'GET /pets')], defaults: {} },
    },
    {
      what: 'a setext heading (---), ended by an atx heading of the same level',
      markdown: md('Performance', '-----------', '- GET /pets', '## Security', '- GET /out'),
      expected: { found: true, entries: [entry(3, 'GET /pets')], defaults: {} },
    },
    {
      what: 'a Performance heading nested under another heading',
      markdown: md(
        '# QA plan',
        '## UI',
        '- GET /ui',
        '## Performance',
        '- GET /pets',
        '## Accessibility',
        '- GET /a11y',
      ),
      expected: { found: true, entries: [entry(5, 'GET /pets')], defaults: {} },
    },
    {
      what: 'a heading that merely contains the word, in any case',
      markdown: md('## Load and PERFORMANCE tests', '- GET /pets'),
      expected: { found: true, entries: [entry(2, 'GET /pets')], defaults: {} },
    },
    {
      what: 'deeper headings inside the section, ended by a higher one',
      markdown: md(
        '## Performance',
        '### Reads',
        '- GET /pets',
        '#### Details',
        '- GET /pets/{petId}',
        '### Writes',
        '- POST /pets',
        '# Appendix',
        '- GET /out',
      ),
      expected: {
        found: true,
        entries: [entry(3, 'GET /pets'), entry(5, 'GET /pets/{petId}'), entry(7, 'POST /pets')],
        defaults: {},
      },
    },
    {
      what: 'fenced and indented code blocks inside the section, which do not count',
      markdown: md(
        '## Performance',
        '```http',
        'GET /in-a-fence',
        'Concurrency: 99 users',
        '```',
        '~~~',
        '## Not a heading',
        'GET /in-a-tilde-fence',
        '~~~',
        '',
        '    GET /indented',
        '',
        '- GET /pets',
      ),
      expected: { found: true, entries: [entry(13, 'GET /pets')], defaults: {} },
    },
    {
      what: 'a "Performance" heading inside a code block before the real one',
      markdown: md('```md', '## Performance', '- GET /fenced', '```', '## Performance', '- GET /pets'),
      expected: { found: true, entries: [entry(6, 'GET /pets')], defaults: {} },
    },
    {
      what: 'YAML front matter, which is not a heading',
      markdown: md('---', 'title: Performance plan', '---', '# Plan', '## Performance', '- GET /pets'),
      expected: { found: true, entries: [entry(6, 'GET /pets')], defaults: {} },
    },
    {
      what: 'the first of two Performance sections',
      markdown: md('## Performance', '- GET /pets', '## Other', '## Performance, again', '- GET /out'),
      expected: { found: true, entries: [entry(2, 'GET /pets')], defaults: {} },
    },
  ])('$what', ({ markdown, expected }) => {
    expect(scopeOf(markdown)).toEqual(expected);
  });
});

describe('readScope reads endpoint lines', () => {
  it.each([
    {
      what: 'list items of every kind',
      markdown: md('## Performance', '- GET /pets', '* POST /pets', '1. DELETE /pets/{petId}', '+ HEAD /health'),
      expected: [
        entry(2, 'GET /pets'),
        entry(3, 'POST /pets'),
        entry(4, 'DELETE /pets/{petId}'),
        entry(5, 'HEAD /health'),
      ],
    },
    {
      what: 'code spans, bold, emphasis and links',
      markdown: md(
        '## Performance',
        '- `POST /pets/{petId}`',
        '- **GET /pets**',
        '- _PUT_ `/pets/{petId}`',
        '- [GET /store/inventory](https://example.com/docs#inventory)',
      ),
      expected: [
        entry(2, 'POST /pets/{petId}'),
        entry(3, 'GET /pets'),
        entry(4, 'PUT /pets/{petId}'),
        entry(5, 'GET /store/inventory'),
      ],
    },
    {
      what: 'keys normalized: method upper case, :id, <id> and [id] as {id}, no trailing slash, no query string',
      markdown: md(
        '## Performance',
        '- get /pets/:petId',
        '- Patch /pets/<petId>/',
        '- PUT /pets/[petId]',
        '- GET /pets?limit=20',
        '- GET /',
        '- GET /pets/{petId}.',
      ),
      expected: [
        entry(2, 'GET /pets/{petId}'),
        entry(3, 'PATCH /pets/{petId}'),
        entry(4, 'PUT /pets/{petId}'),
        entry(5, 'GET /pets'),
        entry(6, 'GET /'),
        entry(7, 'GET /pets/{petId}'),
      ],
    },
    {
      what: 'lines outside lists, and one line naming two endpoints',
      markdown: md('## Performance', 'GET /pets', 'GET /pets/{petId} and DELETE /pets/{petId}: 5 users'),
      expected: [
        entry(2, 'GET /pets'),
        entry(3, 'GET /pets/{petId}', { concurrentUsers: 5 }),
        entry(3, 'DELETE /pets/{petId}', { concurrentUsers: 5 }),
      ],
    },
    {
      what: 'GraphQL fields in every form',
      markdown: md(
        '## Performance',
        '- query pets',
        '- Query.pet',
        '- mutation addPet: 2 users',
        '- Mutation.removePet',
        '- `query owners`',
        '- `query Pets($first: Int) { pets(first: $first) { id } }` 30s',
        '- Also under load: Query.search and `mutation adopt`',
      ),
      expected: [
        entry(2, 'query pets'),
        entry(3, 'query pet'),
        entry(4, 'mutation addPet', { concurrentUsers: 2 }),
        entry(5, 'mutation removePet'),
        entry(6, 'query owners'),
        entry(7, 'query pets', { duration: '30s' }),
        entry(8, 'query search'),
        entry(8, 'mutation adopt'),
      ],
    },
    {
      what: 'a number inside a path, which is no user count or duration',
      markdown: md(
        '## Performance',
        '- GET /v2/users',
        '- GET /reports/30s',
        '- GET /pets/10 users',
        '- `GET /api/2/users/{id}` with 3 users',
      ),
      expected: [
        entry(2, 'GET /v2/users'),
        entry(3, 'GET /reports/30s'),
        entry(4, 'GET /pets/10'),
        entry(5, 'GET /api/2/users/{id}', { concurrentUsers: 3 }),
      ],
    },
    {
      what: 'lines commented out or struck through, which do not count',
      markdown: md(
        '## Performance',
        '<!-- - GET /old -->',
        '- ~~GET /retired~~',
        '- GET /pets <!-- 99 users -->',
        '- GET /pets/{petId} ~~20 users~~ 5 users',
      ),
      expected: [entry(4, 'GET /pets'), entry(5, 'GET /pets/{petId}', { concurrentUsers: 5 })],
    },
    {
      what: 'the same endpoint twice, both kept (selectOperations reports the second)',
      markdown: md('## Performance', '- GET /pets', '- GET /pets 5 users'),
      expected: [entry(2, 'GET /pets'), entry(3, 'GET /pets', { concurrentUsers: 5 })],
    },
    {
      what: 'prose without an endpoint, ignored',
      markdown: md(
        '## Performance',
        'The API must stay fast. We get / post a lot; each query must answer quickly.',
        'See /docs/perf for details. Query the logs after the run.',
        '- GET /pets',
      ),
      expected: [entry(4, 'GET /pets')],
    },
  ])('$what', ({ markdown, expected }) => {
    expect(scopeOf(markdown)).toEqual({ found: true, entries: expected, defaults: {} });
  });

  it('keeps the line as plain text for messages', () => {
    const markdown = md(
      '## Performance',
      '- **`GET /pets`** — 20 users',
      '',
      '| Endpoint | Users |',
      '|-|-|',
      '| `GET /a` | 3 |',
    );
    expect(readScope(markdown, 'qa-plan.md').entries.map(({ line, text }) => ({ line, text }))).toEqual([
      { line: 2, text: 'GET /pets — 20 users' },
      { line: 6, text: 'GET /a | 3' },
    ]);
  });
});

describe('readScope reads overrides on an endpoint line', () => {
  it.each<{ written: string; expected: PerfOverrides }>([
    { written: '20 users', expected: { concurrentUsers: 20 } },
    { written: '1 user', expected: { concurrentUsers: 1 } },
    { written: '50 VUs', expected: { concurrentUsers: 50 } },
    { written: '15 virtual users', expected: { concurrentUsers: 15 } },
    { written: 'concurrency 8', expected: { concurrentUsers: 8 } },
    { written: '(concurrency: 12)', expected: { concurrentUsers: 12 } },
    { written: '1,000 users', expected: { concurrentUsers: 1000 } },
    { written: '30s', expected: { duration: '30s' } },
    { written: '2m', expected: { duration: '2m' } },
    { written: '1h', expected: { duration: '1h' } },
    { written: 'for 30 seconds', expected: { duration: '30s' } },
    { written: 'for 2 minutes', expected: { duration: '2m' } },
    { written: 'for 1.5m', expected: { duration: '90s' } },
    { written: 'p95 < 300ms', expected: { thresholds: { p95: '300ms' } } },
    { written: 'p99 < 1s', expected: { thresholds: { p99: '1s' } } },
    { written: 'p99 <= 800 ms', expected: { thresholds: { p99: '800ms' } } },
    { written: 'max < 2s', expected: { thresholds: { max: '2s' } } },
    { written: 'mean < 100ms', expected: { thresholds: { mean: '100ms' } } },
    {
      written: 'p50 < 50ms, p75 < 80ms, p90 < 120ms',
      expected: { thresholds: { p50: '50ms', p75: '80ms', p90: '120ms' } },
    },
    { written: 'p99.9 < 2s', expected: { thresholds: { p999: '2s' } } },
    { written: 'p999 < 1.5 seconds', expected: { thresholds: { p999: '1.5s' } } },
    { written: 'p95 latency under 250 ms', expected: { thresholds: { p95: '250ms' } } },
    { written: '95th percentile < 300ms', expected: { thresholds: { p95: '300ms' } } },
    { written: 'p(95)<300', expected: { thresholds: { p95: '300ms' } } },
    { written: 'errors < 1%', expected: { thresholds: { errorRate: '1%' } } },
    { written: 'error rate < 0.5%', expected: { thresholds: { errorRate: '0.5%' } } },
    { written: '< 2% errors', expected: { thresholds: { errorRate: '2%' } } },
    { written: 'success rate >= 99.5%', expected: { thresholds: { okRate: '99.5%' } } },
    { written: 'rps > 100', expected: { thresholds: { rps: 100 } } },
    { written: 'throughput >= 100 rps', expected: { thresholds: { rps: 100 } } },
    { written: 'at least 250 req/s', expected: { thresholds: { rps: 250 } } },
    { written: '30s with a 10s ramp-up and a 5s timeout', expected: { duration: '30s' } },
    {
      written: '— 50 users for 2 minutes; p95 < 300ms, p99 < 1s, errors < 1%',
      expected: { concurrentUsers: 50, duration: '2m', thresholds: { p95: '300ms', p99: '1s', errorRate: '1%' } },
    },
    { written: '(the listing)', expected: {} },
  ])('GET /pets $written', ({ written, expected }) => {
    expect(scopeOf(md('## Performance', `- GET /pets ${written}`)).entries).toEqual([entry(2, 'GET /pets', expected)]);
  });
});

describe('readScope reads tables', () => {
  it.each([
    {
      what: 'overrides in columns of their own, read with their header',
      markdown: md(
        '## Performance',
        '| Endpoint | Users | Duration | p95 (ms) | Error rate | Timeout |',
        '|---|---|---|---|---|---|',
        '| `GET /pets` | 20 | 60s | 300 | 1% | 5s |',
        '| `POST /pets` | 5 | 2m | | | |',
        '| GET /pets/{petId} | | 60 | < 200ms | | 10s |',
      ),
      expected: {
        entries: [
          entry(4, 'GET /pets', {
            concurrentUsers: 20,
            duration: '60s',
            thresholds: { p95: '300ms', errorRate: '1%' },
          }),
          entry(5, 'POST /pets', { concurrentUsers: 5, duration: '2m' }),
          entry(6, 'GET /pets/{petId}', { duration: '60s', thresholds: { p95: '200ms' } }),
        ],
        defaults: {},
      },
    },
    {
      what: 'overrides written in full in a notes column',
      markdown: md(
        '## Performance',
        '| Endpoint | Notes |',
        '| --- | --- |',
        '| GET /pets | 10 VUs for 30s, p99 < 1s |',
      ),
      expected: {
        entries: [entry(4, 'GET /pets', { concurrentUsers: 10, duration: '30s', thresholds: { p99: '1s' } })],
        defaults: {},
      },
    },
    {
      what: 'method and path in separate columns',
      markdown: md(
        '## Performance',
        '| Method | Path | VUs |',
        '|---|---|---|',
        '| GET | /pets/:petId | 7 |',
        '| get | /v3/users | |',
      ),
      expected: {
        entries: [entry(4, 'GET /pets/{petId}', { concurrentUsers: 7 }), entry(5, 'GET /v3/users')],
        defaults: {},
      },
    },
    {
      what: 'a settings table without endpoints, which sets the defaults',
      markdown: md(
        '## Performance',
        '| Setting | Value |',
        '|---|---|',
        '| Users | 25 |',
        '| Duration | 45s |',
        '| p95 | 400ms |',
        '',
        '- GET /pets',
      ),
      expected: {
        entries: [entry(8, 'GET /pets')],
        defaults: { concurrentUsers: 25, duration: '45s', thresholds: { p95: '400ms' } },
      },
    },
  ])('$what', ({ markdown, expected }) => {
    expect(scopeOf(markdown)).toEqual({ found: true, ...expected });
  });
});

describe('readScope reads the plan defaults', () => {
  it.each([
    {
      what: 'the design examples',
      markdown: md('## Performance', 'Concurrency: 20 users', 'Duration: 60s', '- GET /pets'),
      expected: { defaults: { concurrentUsers: 20, duration: '60s' }, entries: [entry(4, 'GET /pets')] },
    },
    {
      what: 'a list item for every endpoint, and lines after the endpoints',
      markdown: md('## Performance', '- GET /pets', '- p95 < 300ms for every endpoint', '', 'Duration: 2 minutes'),
      expected: { defaults: { duration: '2m', thresholds: { p95: '300ms' } }, entries: [entry(2, 'GET /pets')] },
    },
    {
      what: 'a later default line over an earlier one, thresholds key by key',
      markdown: md(
        '## Performance',
        'Duration: 30s, p95 < 300ms, errors < 1%',
        'Duration: 2m',
        'p95 < 250ms',
        '### Reads',
        'Users: 40',
      ),
      expected: {
        defaults: { concurrentUsers: 40, duration: '2m', thresholds: { p95: '250ms', errorRate: '1%' } },
        entries: [],
      },
    },
    {
      what: 'a bare duration after the word',
      markdown: md('## Performance', 'Duration: 90', 'VUs: 3'),
      expected: { defaults: { concurrentUsers: 3, duration: '90s' }, entries: [] },
    },
    {
      what: 'a plain line after an endpoint line, which stays a default',
      markdown: md('## Performance', 'GET /pets', 'Concurrency: 20 users'),
      expected: { defaults: { concurrentUsers: 20 }, entries: [entry(2, 'GET /pets')] },
    },
  ])('$what', ({ markdown, expected }) => {
    expect(scopeOf(markdown)).toEqual({ found: true, ...expected });
  });
});

describe('readScope gives nearby lines to the endpoint they belong to', () => {
  it.each([
    {
      what: 'a list item wrapped over two lines',
      markdown: md('## Performance', '- GET /pets: the listing, under 20 users', '  for 2 minutes'),
      expected: { defaults: {}, entries: [entry(2, 'GET /pets', { concurrentUsers: 20, duration: '2m' })] },
    },
    {
      what: 'nested list items under an endpoint item',
      markdown: md('## Performance', '- GET /pets', '  - 20 users', '  - p95 < 300ms', '- POST /pets', '- 60s for all'),
      expected: {
        defaults: { duration: '60s' },
        entries: [entry(2, 'GET /pets', { concurrentUsers: 20, thresholds: { p95: '300ms' } }), entry(5, 'POST /pets')],
      },
    },
    {
      what: 'lines under a heading that names an endpoint',
      markdown: md('## Performance', '### GET /pets', 'Users: 20', '', 'p99 < 1s', '### Everything else', '30s'),
      expected: {
        defaults: { duration: '30s' },
        entries: [entry(2, 'GET /pets', { concurrentUsers: 20, thresholds: { p99: '1s' } })],
      },
    },
    {
      what: 'a line without an endpoint that introduces endpoint items',
      markdown: md(
        '## Performance',
        'Concurrency: 20 users',
        '- Reads, 50 users for 5m:',
        '  - GET /pets',
        '  - GET /pets/{petId} 100 users',
        '- POST /pets',
      ),
      expected: {
        defaults: { concurrentUsers: 20 },
        entries: [
          entry(4, 'GET /pets', { concurrentUsers: 50, duration: '5m' }),
          entry(5, 'GET /pets/{petId}', { concurrentUsers: 100, duration: '5m' }),
          entry(6, 'POST /pets'),
        ],
      },
    },
    {
      what: 'a heading without an endpoint that introduces endpoints',
      markdown: md('## Performance', '### Writes (5 users)', '- POST /pets', '### Notes', '2 users'),
      expected: { defaults: { concurrentUsers: 2 }, entries: [entry(3, 'POST /pets', { concurrentUsers: 5 })] },
    },
  ])('$what', ({ markdown, expected }) => {
    expect(scopeOf(markdown)).toEqual({ found: true, ...expected });
  });
});

const operation = (key: string, safe: boolean): Operation => {
  const [verb = '', target = ''] = key.split(' ');
  const graphql = !target.startsWith('/');
  return {
    key,
    method: graphql ? 'POST' : verb,
    path: graphql ? '/graphql' : target,
    title: key,
    safe,
    request: {},
  };
};

const operations = [
  operation('GET /pets', true),
  operation('POST /pets', false),
  operation('GET /pets/{petId}', true),
  operation('DELETE /pets/{petId}', false),
  operation('HEAD /health', true),
  operation('GET /store/inventory', true),
  operation('query pets', true),
  operation('mutation addPet', false),
];

function select(markdown: string) {
  return selectOperations(readScope(markdown, 'qa-plan.md'), operations, 'qa-plan.md').map(
    ({ operation, overrides }) => ({ key: operation.key, overrides }),
  );
}

function problemsOf(markdown: string) {
  try {
    select(markdown);
  } catch (error) {
    if (error instanceof PlanError) return error;
    throw error;
  }
  throw new Error('the plan was accepted');
}

describe('selectOperations', () => {
  it.each([
    { what: 'no Performance section', markdown: md('# Plan', '- GET /pets') },
    { what: 'a Performance section without endpoints', markdown: md('## Performance', 'Be fast.') },
  ])('selects every safe operation, in schema order, for $what', ({ markdown }) => {
    expect(select(markdown)).toEqual(
      ['GET /pets', 'GET /pets/{petId}', 'HEAD /health', 'GET /store/inventory', 'query pets'].map((key) => ({
        key,
        overrides: {},
      })),
    );
  });

  it('gives every safe operation the plan defaults when the scope is empty', () => {
    const selected = select(md('## Performance', 'Concurrency: 5 users, p95 < 300ms'));
    expect(selected.map(({ overrides }) => overrides)).toEqual(
      Array(5).fill({ concurrentUsers: 5, thresholds: { p95: '300ms' } }),
    );
  });

  it('selects the named operations in plan order, mutations included, whatever the parameter names', () => {
    const markdown = md(
      '## Performance',
      '- mutation addPet',
      '- DELETE /pets/{id}',
      '- get /pets/:petId/',
      '- `GET /pets/`',
      '- Query.pets',
    );
    expect(select(markdown).map(({ key }) => key)).toEqual([
      'mutation addPet',
      'DELETE /pets/{petId}',
      'GET /pets/{petId}',
      'GET /pets',
      'query pets',
    ]);
  });

  it('overlays the plan defaults with each line, thresholds key by key', () => {
    const markdown = md(
      '## Performance',
      'Concurrency: 20 users. Duration: 60s. p95 < 300ms, errors < 1%',
      '- GET /pets: p95 < 200ms, p99 < 1s',
      '- POST /pets: 5 users',
    );
    expect(select(markdown)).toEqual([
      {
        key: 'GET /pets',
        overrides: { concurrentUsers: 20, duration: '60s', thresholds: { p95: '200ms', errorRate: '1%', p99: '1s' } },
      },
      {
        key: 'POST /pets',
        overrides: { concurrentUsers: 5, duration: '60s', thresholds: { p95: '300ms', errorRate: '1%' } },
      },
    ]);
  });

  it('reports every line that matches no operation, with the closest one', () => {
    const error = problemsOf(
      md(
        '## Performance',
        '- GET /pet',
        '- GET /pets',
        '- POST /pets/{id}',
        '- GET /v1/store/inventory',
        '- GET /users',
        '- query Pets',
        '- mutation removePet',
        '- OPTIONS /pets',
        '- PUT /owners',
      ),
    );
    expect(error.problems).toEqual([
      {
        path: '',
        line: 2,
        column: 1,
        message:
          'GET /pet is not an operation of the API: did you mean GET /pets? Correct the line, or remove it from the Performance section.',
      },
      {
        path: '',
        line: 4,
        column: 1,
        message:
          'POST /pets/{id} is not an operation of the API, which has GET /pets/{petId}, DELETE /pets/{petId} for this path. Correct the line, or remove it from the Performance section.',
      },
      {
        path: '',
        line: 5,
        column: 1,
        message:
          'GET /v1/store/inventory is not an operation of the API: did you mean GET /store/inventory? Correct the line, or remove it from the Performance section.',
      },
      {
        path: '',
        line: 6,
        column: 1,
        message:
          'GET /users is not an operation of the API; its GET operations are GET /pets, GET /pets/{petId}, GET /store/inventory. Correct the line, or remove it from the Performance section.',
      },
      {
        path: '',
        line: 7,
        column: 1,
        message:
          'query Pets is not an operation of the API: did you mean query pets? Correct the line, or remove it from the Performance section.',
      },
      {
        path: '',
        line: 8,
        column: 1,
        message:
          'mutation removePet is not an operation of the API; its mutation operations are mutation addPet. Correct the line, or remove it from the Performance section.',
      },
      {
        path: '',
        line: 9,
        column: 1,
        message:
          'OPTIONS /pets is not an operation of the API, which has GET /pets, POST /pets for this path. Correct the line, or remove it from the Performance section.',
      },
      {
        path: '',
        line: 10,
        column: 1,
        message:
          'PUT /owners is not an operation of the API, which has no PUT operation. Correct the line, or remove it from the Performance section.',
      },
    ]);
    expect(error.message.split('\n')[0]).toBe(
      'qa-plan.md:2:1: GET /pet is not an operation of the API: did you mean GET /pets? Correct the line, or remove it from the Performance section.',
    );
  });

  it('reports an operation named twice, by the same key or another parameter name', () => {
    const error = problemsOf(
      md('## Performance', '- GET /pets', '- GET /pets/{petId}', '- GET /pets 5 users', '- GET /pets/{id}'),
    );
    expect(error.problems.map(({ line, message }) => ({ line, message }))).toEqual([
      {
        line: 4,
        message: 'GET /pets is already in scope on line 2: remove this line, or move its overrides to line 2',
      },
      {
        line: 5,
        message:
          'GET /pets/{id} is already in scope on line 3 (as GET /pets/{petId}): remove this line, or move its overrides to line 3',
      },
    ]);
  });
});

describe('selectOperations compares a line that matches nothing with the whole schema', () => {
  // An API of 48 GET operations and a few others; generation reads only the operations the scope names, so the
  // operations passed in are those the plan's lines matched, and the schema's keys are all of them.
  const resources = [
    'pets',
    'owners',
    'vets',
    'visits',
    'clinics',
    'toys',
    'foods',
    'breeds',
    'shelters',
    'cages',
    'walks',
    'baths',
  ];
  const schemaKeys = [
    ...resources.flatMap((name) => [
      `GET /${name}`,
      `GET /${name}/{id}`,
      `GET /${name}/{id}/history`,
      `GET /${name}/{id}/notes`,
    ]),
    'POST /pets',
    'DELETE /pets/{id}',
    'query allPosts',
    'query post',
    'mutation addPost',
    'GET /uploads/{file}',
  ];
  const schema = {
    keys: schemaKeys,
    skipped: [
      { key: 'GET /uploads/{file}', reason: 'the required parameter file (format binary) cannot be given a value' },
    ],
  };
  const fix = 'Correct the line, or remove it from the Performance section.';

  it.each([
    {
      what: 'a typo in a path',
      line: '- GET /petz',
      message: `GET /petz is not an operation of the API: did you mean GET /pets? ${fix}`,
    },
    {
      what: 'a typo in a GraphQL field',
      line: '- query allPost',
      message: `query allPost is not an operation of the API: did you mean query allPosts? ${fix}`,
    },
    {
      what: 'a path like none of the 48 GET operations',
      line: '- GET /invoices/{id}/lines',
      message: `GET /invoices/{id}/lines is not an operation of the API; its GET operations are GET /pets, GET /pets/{id}, GET /pets/{id}/history, GET /pets/{id}/notes, GET /owners, and 44 more. ${fix}`,
    },
    {
      what: 'a method the API does not have, near a path it has',
      line: '- PUT /ownerz',
      message: `PUT /ownerz is not an operation of the API, which has no PUT operation; the closest of its 54 operations is GET /owners. ${fix}`,
    },
    {
      what: 'another method on a path it has',
      line: '- PATCH /pets/{petId}',
      message: `PATCH /pets/{petId} is not an operation of the API, which has GET /pets/{id}, DELETE /pets/{id} for this path. ${fix}`,
    },
    {
      what: 'an operation left out for want of request data',
      line: '- GET /uploads/{name}',
      message:
        'GET /uploads/{name} cannot be load tested: the required parameter file (format binary) cannot be given a value. Remove the line, or write its scenario in loadtool.yaml by hand.',
    },
  ])('$what', ({ line, message }) => {
    const inScope = [operation('GET /owners/{id}', true)];
    const scope = readScope(md('## Performance', '- GET /owners/{id}', line), 'qa-plan.md');
    let caught: unknown;
    try {
      selectOperations(scope, inScope, 'qa-plan.md', schema);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PlanError);
    expect((caught as PlanError).problems).toEqual([{ path: '', line: 3, column: 1, message }]);
  });
});

describe('findPlan', () => {
  async function project(files: string[]): Promise<string> {
    const root = await tempDir();
    for (const file of files) {
      await mkdir(join(root, file, '..'), { recursive: true });
      await writeFile(join(root, file), '## Performance\n');
    }
    return root;
  }

  it.each([
    { what: 'qa-plan.md at the root', files: ['qa-plan.md'], docsPath: null, expected: 'qa-plan.md' },
    {
      what: 'qa-plan.md under docsPath',
      files: ['docs/requirements/qa-plan.md'],
      docsPath: './docs/requirements',
      expected: 'docs/requirements/qa-plan.md',
    },
    {
      what: 'the root before docsPath',
      files: ['qa-plan.md', 'docs/qa-plan.md'],
      docsPath: 'docs',
      expected: 'qa-plan.md',
    },
    { what: 'another case of the name', files: ['QA-Plan.md'], docsPath: undefined, expected: 'QA-Plan.md' },
    { what: 'no plan anywhere', files: ['README.md'], docsPath: 'docs', expected: undefined },
    {
      what: 'a plan under docsPath when docsPath is null',
      files: ['docs/qa-plan.md'],
      docsPath: null,
      expected: undefined,
    },
    { what: 'a folder named qa-plan.md', files: ['qa-plan.md/README.md'], docsPath: undefined, expected: undefined },
  ])('finds $what', async ({ files, docsPath, expected }) => {
    const root = await project(files);
    expect(await findPlan({ root, docsPath })).toBe(expected && join(root, expected));
  });

  it.each([
    { what: 'a file that exists', plan: 'plans/perf.md', expected: 'plans/perf.md' },
    { what: 'a folder holding qa-plan.md', plan: 'plans', expected: 'plans/qa-plan.md' },
    { what: 'a file that does not exist, even with a plan at the root', plan: 'missing.md', expected: undefined },
  ])('takes the path given: $what', async ({ plan, expected }) => {
    const root = await project(['qa-plan.md', 'plans/perf.md', 'plans/qa-plan.md']);
    expect(await findPlan({ plan: join(root, plan), root })).toBe(expected && join(root, expected));
  });
});

describe('readScope and the HTTP methods a load test sends', () => {
  it('a TRACE line is an error naming its line, not an operation in scope', () => {
    let error: unknown;
    try {
      readScope(['# Plan', '', '## Performance', '', '- GET /pets', '- TRACE /x'].join('\n'), 'qa-plan.md');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PlanError);
    expect((error as PlanError).problems).toEqual([
      { path: '', line: 6, column: 1, message: expect.stringMatching(/^TRACE is not an HTTP method .*GET, HEAD/) },
    ]);
  });
});
