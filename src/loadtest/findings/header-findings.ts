// The findings of a load test's headers: those loadtool sets itself, and values a header cannot carry.
import type { Segments } from '../../json-schema-messages.js';
import { headerValueProblem } from '../../header-value.js';
import type { Finding } from './finding.js';
import { eachStep } from './each-step.js';
import { isRecord } from '../../json-record.js';

const CONNECTION = 'manages the connection, which loadtool keeps itself (one keep-alive connection per virtual user)';

/**
 * The headers the HTTP client (undici) refuses or sets itself, by lower-case name, with why. undici fails every
 * request that carries one (or, for a Content-Length that differs from the body, every request with a body) before it
 * reaches the server. `Host` is not among them: undici sends it as given, which tests a virtual host.
 */
const REFUSED_HEADERS = new Map<string, string>([
  ['content-length', 'loadtool sets Content-Length itself, from the body it sends'],
  ['transfer-encoding', 'loadtool sends the body whole, with its Content-Length, never with a Transfer-Encoding'],
  ['connection', CONNECTION],
  ['keep-alive', CONNECTION],
  ['upgrade', `${CONNECTION}; a protocol upgrade (WebSocket, h2c) is not load-tested`],
  ['expect', 'loadtool sends the body at once: its HTTP client does not support Expect (100-continue)'],
]);

/**
 * Returns the headers of the file (defaults and every scenario) that the HTTP client would refuse: a name it refuses
 * or sets itself (at the key), a value with a character a header cannot carry (at the value), and, when `env` is
 * given, a `${NAME}` whose value brings one in (said without the value, which may be a secret).
 */
export function headerFindings(data: Record<string, unknown>, env: NodeJS.ProcessEnv | undefined): Finding[] {
  const findings: Finding[] = [];
  const check = (headers: unknown, at: Segments) => {
    if (!isRecord(headers)) return;
    for (const [name, value] of Object.entries(headers)) {
      const segments = [...at, name];
      const refused = REFUSED_HEADERS.get(name.toLowerCase());
      if (refused) findings.push({ segments, at: 'key', message: `${refused}: remove this header` });
      if (typeof value !== 'string') continue;
      const problem = headerValueProblem(value, env);
      if (problem) findings.push({ segments, at: 'value', message: problem });
    }
  };
  if (isRecord(data.defaults)) check(data.defaults.headers, ['defaults', 'headers']);
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  scenarios.forEach((scenario, index) => {
    if (isRecord(scenario)) check(scenario.headers, ['scenarios', index, 'headers']);
    eachStep(scenario, ['scenarios', index], (step, at) => {
      check(step.headers, [...at, 'headers']);
    });
  });
  return findings;
}
