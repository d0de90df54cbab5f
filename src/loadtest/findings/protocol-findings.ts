// The findings of the HTTP version keys: `connections` means something only with `protocol: h2`.
import type { Segments } from '../../json-schema-messages.js';
import type { Finding } from './finding.js';
import { isRecord } from '../../json-record.js';

const ONLY_H2 =
  'connections is for protocol: h2, where the users are streams over shared connections; over HTTP/1.1 each user has a connection of its own: set protocol: h2, or remove connections';

/**
 * Returns a problem for each `connections` that no HTTP/2 scenario reads: a scenario's own when its protocol (its own,
 * or that of defaults) is not h2, and that of defaults when no scenario inherits it with h2.
 */
export function protocolFindings(data: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  const defaults = isRecord(data.defaults) ? data.defaults : {};
  const scenarios = Array.isArray(data.scenarios) ? (data.scenarios as unknown[]) : [];
  const isH2 = (scenario: Record<string, unknown>) => (scenario.protocol ?? defaults.protocol) === 'h2';
  const place = (segments: Segments) => findings.push({ segments, at: 'key', message: ONLY_H2 });
  scenarios.forEach((scenario, index) => {
    if (isRecord(scenario) && Object.hasOwn(scenario, 'connections') && !isH2(scenario))
      place(['scenarios', index, 'connections']);
  });
  const inherited = scenarios.some(
    (scenario) => isRecord(scenario) && !Object.hasOwn(scenario, 'connections') && isH2(scenario),
  );
  if (Object.hasOwn(defaults, 'connections') && !inherited) place(['defaults', 'connections']);
  return findings;
}
