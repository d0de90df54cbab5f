import { describe, expect, it } from '@jest/globals';
import schemaJson from '../../../schemas/loadtool.schema.json' with { type: 'json' };
import { loadTestFingerprint } from '../../../src/loadtest/fingerprint.js';
import { attachContracts } from '../../../src/loadtest/response-contracts.js';
import type { LoadTest } from '../../../src/loadtest/types.js';
import { parseLoadTest } from '../../../src/loadtest/validate.js';
import type { ApiDescription } from '../../../src/schema/operation.js';
import { DEFAULT_STALL_MS } from '../../../src/vocabulary/streams.js';
import { STREAM_THRESHOLD_KEYS, THRESHOLD_DEFINITIONS, THRESHOLD_KEYS } from '../../../src/vocabulary/thresholds.js';
import { HEAD, yamlLines as y } from '../../helpers/load-test-problems.js';

// `stream:` read into Scenario.stream (src/loadtest/stream/parse-stream.ts): the defaults of what is not written, the
// messages to send, the line; the stream in the fingerprint; no response contract for a stream; the threshold keys
// of the JSON Schema in step with THRESHOLD_DEFINITIONS.

/** A scenario of `endpoint` with `more` lines of its own. */
const scenario = (name: string, endpoint: string, ...more: string[]) => [
  `  - name: ${name}`,
  `    endpoint: ${endpoint}`,
  '    concurrentUsers: 5',
  '    duration: 10s',
  ...more.map((line) => `    ${line}`),
];

const parse = (...lines: string[]): LoadTest => parseLoadTest(y(...HEAD, ...lines), 'loadtool.yaml');

describe('stream: parsed', () => {
  it('defaults to SSE held open for a GET without a body, the default stall and reconnect', () => {
    const [read] = parse(...scenario('Ticker', 'GET /prices/stream', 'stream: {}')).scenarios;
    expect(read!.stream).toEqual({
      protocol: 'sse',
      mode: 'hold',
      stallMs: DEFAULT_STALL_MS,
      reconnect: true,
      line: 8,
    });
  });

  it('defaults to request mode for a POST and for a GET with a body; graphql-ws on a GET holds', () => {
    const { scenarios } = parse(
      ...scenario('Chat', 'POST /chat', 'body: { prompt: hi }', 'stream: { stall: 1.5s }'),
      ...scenario('Search', 'GET /search', 'body: { q: a }', 'stream: {}'),
      ...scenario(
        'Sub',
        'GET /graphql',
        'graphql: { query: "subscription { a }" }',
        'stream: { protocol: graphql-ws }',
      ),
      ...scenario('Over SSE', 'POST /graphql', 'graphql: { query: "subscription { a }" }', 'stream: {}'),
    );
    expect(scenarios.map((each) => [each.name, each.stream?.mode, each.stream?.stallMs])).toEqual([
      ['Chat', 'request', 1500],
      ['Search', 'request', DEFAULT_STALL_MS],
      ['Sub', 'hold', DEFAULT_STALL_MS],
      ['Over SSE', 'request', DEFAULT_STALL_MS],
    ]);
  });

  it('keeps what is written: a WebSocket, its messages (a mapping as its JSON), until', () => {
    const [read] = parse(
      ...scenario(
        'Socket',
        'GET /ws',
        'stream:',
        '  protocol: websocket',
        '  mode: request',
        '  stall: 2m',
        '  send: [\'{"subscribe":"prices"}\', { op: ping, n: 1 }]',
        '  until: $.type',
      ),
    ).scenarios;
    expect(read!.stream).toEqual({
      protocol: 'websocket',
      mode: 'request',
      stallMs: 120_000,
      reconnect: true,
      send: ['{"subscribe":"prices"}', '{"op":"ping","n":1}'],
      until: '$.type',
      line: 8,
    });
  });

  it('keeps reconnect: false of a stream held open', () => {
    const [read] = parse(...scenario('Ticker', 'GET /s', 'stream: { reconnect: false }')).scenarios;
    expect(read!.stream?.reconnect).toBe(false);
  });

  it('reads the stream thresholds, events as a number of events', () => {
    const [read] = parse(
      ...scenario('Ticker', 'GET /s', 'stream: {}', 'thresholds: { ttfb: 200ms, ttfe: 1s, eventGap: 2s, events: 10 }'),
    ).scenarios;
    expect(read!.thresholds.map(({ key, bound, limit, unit }) => ({ key, bound, limit, unit }))).toEqual([
      { key: 'ttfb', bound: 'max', limit: 200, unit: 'ms' },
      { key: 'ttfe', bound: 'max', limit: 1000, unit: 'ms' },
      { key: 'eventGap', bound: 'max', limit: 2000, unit: 'ms' },
      { key: 'events', bound: 'min', limit: 10, unit: 'events' },
    ]);
  });

  it('leaves stream out of a scenario without it', () => {
    expect(parse(...scenario('Plain', 'GET /a')).scenarios[0]!.stream).toBeUndefined();
  });
});

describe('a stream in the fingerprint and the contracts', () => {
  it('changes the fingerprint with the stream settings, not with the line of stream:', () => {
    const of = (...lines: string[]) => loadTestFingerprint(parse(...lines));
    const held = of(...scenario('S', 'GET /s', 'stream: {}'));
    expect(of(...scenario('S', 'GET /s', 'stream: {}', '# a comment'))).toBe(held);
    expect(of(...scenario('S', 'GET /s', '', 'stream: {}'))).toBe(held);
    expect(of(...scenario('S', 'GET /s', 'stream: { stall: 10s }'))).not.toBe(held);
    expect(of(...scenario('S', 'GET /s'))).not.toBe(held);
  });

  it('attaches no response contract to a stream', () => {
    const loadTest = parse(...scenario('S', 'GET /s', 'stream: {}'), ...scenario('Plain', 'GET /s'));
    const api = {
      kind: 'openapi',
      source: 'openapi.json',
      servers: [],
      keys: ['GET /s'],
      securityHeaders: {},
      skipped: [],
      warnings: [],
      operations: [
        {
          key: 'GET /s',
          method: 'GET',
          path: '/s',
          title: 's',
          safe: true,
          request: {},
          responses: { dialect: '2020-12', statuses: { '200': { json: true } }, definitions: {} },
        },
      ],
    } as unknown as ApiDescription;
    const attached = attachContracts(loadTest, api);
    expect(attached.loadTest.scenarios.map((each) => each.responseContract !== undefined)).toEqual([false, true]);
  });
});

describe('the threshold keys of schemas/loadtool.schema.json', () => {
  it('are those of THRESHOLD_DEFINITIONS, the stream keys among them', () => {
    const properties = Object.keys(schemaJson.$defs.thresholds.properties);
    expect(properties.sort()).toEqual([...THRESHOLD_KEYS].sort());
    for (const key of STREAM_THRESHOLD_KEYS) expect(THRESHOLD_DEFINITIONS[key]).toBeDefined();
  });
});
