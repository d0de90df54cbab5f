import { describe, expect, it } from '@jest/globals';
import {
  HEAD,
  placedProblems,
  problemAt,
  yamlLines as y,
  type FindingRow,
  judgesFindingRows,
} from '../../helpers/load-test-problems.js';

// The findings of src/loadtest/findings/header-findings.ts, each rule (each sentence it can say) with a file that shows
// it, through parseLoadTest as `loadtool run` reads a file: the problems in order, each at its line and column. The
// accepted files are read as `loadtool validate` reads them, so that a warning fails them too.

/** A file of one scenario whose headers (lines 7 onwards) are `headers`. */
const withHeaders = (...headers: string[]) =>
  y(
    ...HEAD,
    '  - name: Add pet',
    '    endpoint: POST /pets',
    '    headers:',
    ...headers.map((line) => `      ${line}`),
    '    concurrentUsers: 1',
    '    duration: 4s',
    '    body: { name: Rex }',
  );

const ACCEPTED: Array<Omit<FindingRow, 'problems'>> = [
  {
    rule: 'Host, Latin-1 values and ordinary headers',
    yaml: withHeaders('Host: api.example.com', 'X-Name: "café"', 'Accept: application/json'),
  },
];

const REFUSED: FindingRow[] = [
  {
    rule: 'Content-Length',
    yaml: withHeaders('Content-Length: "5"'),
    problems: [
      problemAt(
        '7:7',
        'scenarios[0].headers.Content-Length',
        'loadtool sets Content-Length itself, from the body it sends: remove this header',
      ),
    ],
  },
  {
    rule: 'Transfer-Encoding, whatever its case',
    yaml: withHeaders('transfer-encoding: chunked'),
    problems: [
      problemAt(
        '7:7',
        'scenarios[0].headers.transfer-encoding',
        'loadtool sends the body whole, with its Content-Length, never with a Transfer-Encoding: remove this header',
      ),
    ],
  },
  {
    rule: 'Keep-Alive',
    yaml: withHeaders('Keep-Alive: timeout=5'),
    problems: [
      problemAt(
        '7:7',
        'scenarios[0].headers.Keep-Alive',
        'manages the connection, which loadtool keeps itself (one keep-alive connection per virtual user): remove this header',
      ),
    ],
  },
  {
    rule: 'Upgrade',
    yaml: withHeaders('Upgrade: websocket'),
    problems: [
      problemAt(
        '7:7',
        'scenarios[0].headers.Upgrade',
        'manages the connection, which loadtool keeps itself (one keep-alive connection per virtual user); a protocol upgrade (WebSocket, h2c) is not load-tested: remove this header',
      ),
    ],
  },
  {
    rule: 'Connection',
    yaml: withHeaders('Connection: close'),
    problems: [
      problemAt(
        '7:7',
        'scenarios[0].headers.Connection',
        'manages the connection, which loadtool keeps itself (one keep-alive connection per virtual user): remove this header',
      ),
    ],
  },
  {
    rule: 'Expect',
    yaml: withHeaders('Expect: 100-continue'),
    problems: [
      problemAt(
        '7:7',
        'scenarios[0].headers.Expect',
        'loadtool sends the body at once: its HTTP client does not support Expect (100-continue): remove this header',
      ),
    ],
  },
  {
    rule: 'a value with a line break',
    yaml: withHeaders('X-Trace: "a\\r\\nInjected: yes"'),
    problems: [
      problemAt(
        '7:16',
        'scenarios[0].headers.X-Trace',
        'holds a line break, which a header cannot carry: remove it, or encode the value (percent-encoding, base64)',
      ),
    ],
  },
  {
    rule: 'a value with a line feed',
    yaml: withHeaders('X-Trace: "a\\nb"'),
    problems: [
      problemAt(
        '7:16',
        'scenarios[0].headers.X-Trace',
        'holds a line break, which a header cannot carry: remove it, or encode the value (percent-encoding, base64)',
      ),
    ],
  },
  {
    rule: 'a value with a NUL',
    yaml: withHeaders('X-Trace: "a\\0b"'),
    problems: [
      problemAt(
        '7:16',
        'scenarios[0].headers.X-Trace',
        'holds a character a header cannot carry (a control character, or one beyond Latin-1 such as €): remove it, or encode the value (percent-encoding, base64)',
      ),
    ],
  },
  {
    rule: 'a value with a character beyond Latin-1',
    yaml: withHeaders('X-Trace: "€"'),
    problems: [
      problemAt(
        '7:16',
        'scenarios[0].headers.X-Trace',
        'holds a character a header cannot carry (a control character, or one beyond Latin-1 such as €): remove it, or encode the value (percent-encoding, base64)',
      ),
    ],
  },
  {
    rule: 'a refused header in defaults',
    yaml: y(
      'version: 1',
      'baseUrl: http://localhost:3000',
      'defaults:',
      '  headers: { Expect: 100-continue }',
      'scenarios:',
      '  - { name: a, endpoint: GET /, concurrentUsers: 1, duration: 4s }',
    ),
    problems: [
      problemAt(
        '4:14',
        'defaults.headers.Expect',
        'loadtool sends the body at once: its HTTP client does not support Expect (100-continue): remove this header',
      ),
    ],
  },
  {
    rule: 'a refused header on a flow step',
    yaml: y(
      ...HEAD,
      '  - name: F',
      '    concurrentUsers: 1',
      '    duration: 4s',
      '    flow:',
      '      - name: a',
      '        endpoint: GET /a',
      '        headers: { Connection: close }',
    ),
    problems: [
      problemAt(
        '10:20',
        'scenarios[0].flow[0].headers.Connection',
        'manages the connection, which loadtool keeps itself (one keep-alive connection per virtual user): remove this header',
      ),
    ],
  },
  {
    rule: 'a ${NAME} whose value holds a line break',
    yaml: withHeaders('Authorization: "Bearer ${API_TOKEN}"'),
    env: { API_TOKEN: 's3cret\r\nX-Evil: 1' },
    problems: [
      problemAt(
        '7:22',
        'scenarios[0].headers.Authorization',
        'with ${API_TOKEN} filled in from the environment, the value holds a line break, which a header cannot carry: check API_TOKEN (a trailing newline is the usual cause)',
      ),
    ],
  },
];

describe('header findings: the headers the HTTP client refuses or sets itself', () => {
  judgesFindingRows(ACCEPTED, REFUSED);

  it.each(REFUSED.filter(({ env }) => Object.values(env ?? {}).some(Boolean)))(
    'never says a value of the environment: $rule',
    ({ yaml, env }) => {
      const said = JSON.stringify(placedProblems(yaml, { env }));
      // Each line of a value on its own too: a value with a line break would be said escaped, never whole.
      const parts = Object.values(env!).flatMap((value) => [value, ...value!.split(/[\r\n]+/)]);
      for (const part of parts.filter(Boolean)) expect(said).not.toContain(part);
    },
  );
});
