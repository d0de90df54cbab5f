import { describe } from '@jest/globals';
import {
  HEAD,
  problemAt,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/stream/stream-findings.ts and stream-threshold-findings.ts, each rule (each sentence
// they can say) with a file that shows it, through parseLoadTest as `loadtool run` reads a file: the problems in
// order, each at its line and column. The accepted files are read as `loadtool validate` reads them.

/** A stream scenario's first lines (4–7), with `more` lines of its own after them. */
const stream = (endpoint: string, ...more: string[]) => [
  '  - name: S',
  `    endpoint: ${endpoint}`,
  '    concurrentUsers: 5',
  '    duration: 10s',
  ...more.map((line) => `    ${line}`),
];

const SUBSCRIPTION = 'graphql: { query: "subscription { onPrice { id } }" }';

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  { rule: 'an SSE stream held open by default', yaml: y(...HEAD, ...stream('GET /prices/stream', 'stream: {}')) },
  {
    rule: 'every key of the issue, on a WebSocket in request mode',
    yaml: y(
      ...HEAD,
      ...stream(
        'GET /ws',
        'stream:',
        '  protocol: websocket',
        '  mode: request',
        '  stall: 10s',
        '  send: [\'{"subscribe":"prices"}\', { op: ping }]',
        '  until: $.type',
        'thresholds: { ttfe: 1s, eventGap: 2s, events: 10, errorRate: 1%, ttfb: 300ms }',
      ),
    ),
  },
  {
    rule: 'a WebSocket held open with reconnect off',
    yaml: y(...HEAD, ...stream('GET /ws', 'stream: { protocol: websocket, reconnect: false }')),
  },
  {
    rule: 'GraphQL over SSE (a POST) held open, and graphql-ws (a GET)',
    yaml: y(
      ...HEAD,
      ...stream('POST /graphql', SUBSCRIPTION, 'stream: { protocol: sse, mode: hold }'),
      '  - name: W',
      '    endpoint: GET /graphql',
      `    ${SUBSCRIPTION}`,
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    stream: { protocol: graphql-ws }',
    ),
  },
  {
    rule: 'an LLM-style answer: a POST read to its end, with its stall',
    yaml: y(...HEAD, ...stream('POST /chat', 'body: { prompt: hi }', 'stream: { stall: 10m }')),
  },
  {
    rule: 'stream thresholds in defaults taken by stream scenarios only',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { thresholds: { ttfe: 1s } }',
      'scenarios:',
      ...stream('GET /a', 'stream: {}'),
      '  - name: Plain',
      '    endpoint: GET /b',
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    thresholds: { p95: 1s }',
    ),
  },
  {
    rule: 'followRedirects: 0 and protocol: http1 over defaults that set them otherwise',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { followRedirects: 3, protocol: h2 }',
      'scenarios:',
      ...stream('GET /a', 'stream: {}', 'followRedirects: 0', 'protocol: http1'),
    ),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'a stream as a flow or a script',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    flow: [{ name: s, endpoint: GET /a }]',
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    stream: {}',
      '  - name: T',
      '    script: load-tests/t.ts',
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    stream: {}',
    ),
    problems: [
      problemAt('5:5', 'scenarios[0].flow', 'streams in flows are not supported yet'),
      problemAt('10:5', 'scenarios[1].script', 'streams in scripts are not supported yet'),
    ],
  },
  {
    rule: 'a stream at a rate, and one that takes the rate of defaults',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { arrivalRate: 10/s, duration: 10s }',
      'scenarios:',
      '  - name: A',
      '    endpoint: GET /a',
      '    arrivalRate: 5/s',
      '    stream: {}',
      '  - name: B',
      '    endpoint: GET /b',
      '    stream: {}',
    ),
    problems: [
      problemAt('7:5', 'scenarios[0].arrivalRate', 'write concurrentUsers: 200 in place of arrivalRate'),
      problemAt('11:5', 'scenarios[1].stream', 'takes the open model of defaults (arrivalRate)'),
    ],
  },
  {
    rule: 'data, an upload, followRedirects and protocol: h2 on a stream',
    yaml: y(
      ...HEAD,
      ...stream(
        'POST /a',
        'data: { file: rows.csv }',
        'body: { file: uploads/a.png }',
        'followRedirects: 2',
        'protocol: h2',
        'stream: {}',
      ),
    ),
    problems: [
      problemAt('8:5', 'scenarios[0].data', 'a stream scenario reads no data file yet'),
      problemAt('9:5', 'scenarios[0].body', 'a stream scenario uploads no file'),
      problemAt('10:5', 'scenarios[0].followRedirects', 'a stream follows no redirect'),
      problemAt('11:5', 'scenarios[0].protocol', 'HTTP/2 streams are not supported yet'),
    ],
  },
  {
    rule: 'followRedirects and protocol: h2 taken from defaults',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { followRedirects: 3, protocol: h2 }',
      'scenarios:',
      ...stream('GET /a', 'stream: {}'),
    ),
    problems: [
      problemAt('9:5', 'scenarios[0].stream', 'takes followRedirects from defaults'),
      problemAt('9:5', 'scenarios[0].stream', 'takes protocol: h2 from defaults'),
    ],
  },
  {
    rule: 'a WebSocket that is no GET, with a body and graphql',
    yaml: y(...HEAD, ...stream('POST /ws', 'body: { a: 1 }', 'stream: { protocol: websocket }')),
    problems: [
      problemAt('5:15', 'scenarios[0].endpoint', 'a WebSocket opens with a GET'),
      problemAt('8:5', 'scenarios[0].body', 'write the messages to send once it is open in stream.send'),
    ],
  },
  {
    rule: 'graphql-ws without graphql, websocket with graphql, GraphQL over SSE as a GET',
    yaml: y(
      ...HEAD,
      ...stream('GET /a', 'stream: { protocol: graphql-ws }'),
      '  - name: W',
      '    endpoint: GET /b',
      `    ${SUBSCRIPTION}`,
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    stream: { protocol: websocket }',
      '  - name: E',
      '    endpoint: GET /c',
      `    ${SUBSCRIPTION}`,
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    stream: { protocol: sse }',
    ),
    problems: [
      problemAt('4:5', 'scenarios[0].graphql', 'is required with protocol: graphql-ws'),
      problemAt('11:5', 'scenarios[1].graphql', 'is protocol: graphql-ws'),
      problemAt('16:15', 'scenarios[2].endpoint', 'GraphQL over SSE is sent as a POST, not a GET: write "POST /c"'),
    ],
  },
  {
    rule: 'send and until on SSE, until on a held WebSocket, until that is no JSONPath',
    yaml: y(
      ...HEAD,
      ...stream('GET /a', 'stream: { send: [hi], until: $.a }'),
      '  - name: W',
      '    endpoint: GET /ws',
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    stream: { protocol: websocket, until: type }',
    ),
    problems: [
      problemAt('8:15', 'scenarios[0].stream.send', 'a Server-Sent Events stream takes nothing once open'),
      problemAt('8:27', 'scenarios[0].stream.until', 'is for protocol: websocket in request mode'),
      problemAt('13:36', 'scenarios[1].stream.until', 'set mode: request, or remove until'),
      problemAt('13:43', 'scenarios[1].stream.until', '"type" is not a JSONPath (RFC 9535): at column 1'),
    ],
  },
  {
    rule: 'reconnect in request mode, written or the default of a POST',
    yaml: y(
      ...HEAD,
      ...stream('POST /chat', 'stream: { reconnect: true }'),
      '  - name: R',
      '    endpoint: GET /a',
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    stream: { mode: request, reconnect: false }',
    ),
    problems: [
      problemAt('8:15', 'scenarios[0].stream.reconnect', 'means nothing in mode: request (the default for a POST)'),
      problemAt('13:30', 'scenarios[1].stream.reconnect', 'means nothing in mode: request:'),
    ],
  },
  {
    rule: 'a stall past 10m, of no unit, of a wrong protocol and mode',
    yaml: y(
      ...HEAD,
      ...stream('GET /a', 'stream: { stall: 11m }'),
      '  - name: B',
      '    endpoint: GET /b',
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    stream: { stall: 30, protocol: grpc, mode: keep }',
    ),
    problems: [
      problemAt('8:22', 'scenarios[0].stream.stall', '"11m" is longer than 10m'),
      problemAt('13:22', 'scenarios[1].stream.stall', '30 needs a unit, e.g. "30s"'),
      problemAt(
        '13:36',
        'scenarios[1].stream.protocol',
        '"grpc" is not allowed; write one of "sse", "websocket", "graphql-ws"',
      ),
      problemAt('13:48', 'scenarios[1].stream.mode', '"keep" is not allowed; write one of "hold", "request"'),
    ],
  },
  {
    rule: 'a subscription without stream',
    yaml: y(...HEAD, ...stream('POST /graphql', SUBSCRIPTION)),
    problems: [problemAt('8:16', 'scenarios[0].graphql.query', 'is a subscription')],
  },
  {
    rule: 'stream thresholds on a scenario, a step and in defaults, where no stream measures them',
    yaml: y(
      ...HEAD.slice(0, 2),
      'defaults: { thresholds: { eventGap: 1s } }',
      'scenarios:',
      '  - name: Plain',
      '    endpoint: GET /a',
      '    concurrentUsers: 5',
      '    duration: 10s',
      '    thresholds: { ttfe: 1s, events: 3 }',
      '  - name: Flow',
      '    flow: [{ name: s, endpoint: GET /a, thresholds: { ttfb: 1s } }]',
      '    concurrentUsers: 5',
      '    duration: 10s',
    ),
    problems: [
      problemAt('3:27', 'defaults.thresholds.eventGap', 'scenarios without stream: take these thresholds ("Flow")'),
      problemAt('9:19', 'scenarios[0].thresholds.ttfe', 'this scenario has no stream'),
      problemAt('9:29', 'scenarios[0].thresholds.events', 'this scenario has no stream'),
      problemAt('11:55', 'scenarios[1].flow[0].thresholds.ttfb', "a flow's step is no stream"),
    ],
  },
  {
    rule: 'an events threshold that is no number above 0',
    yaml: y(...HEAD, ...stream('GET /a', 'stream: {}', 'thresholds: { events: 0 }')),
    problems: [problemAt('9:27', 'scenarios[0].thresholds.events', 'must be more than 0')],
  },
];

describe('stream findings', () => {
  judgesFindingRows(ACCEPTED, REFUSED);
});
