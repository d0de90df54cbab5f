// The checks of qa.config.json's schema headers: names HTTP allows, values a header can carry, `${NAME}`s.
import type { Segments } from '../json-schema-messages.js';
import { headerValueProblem } from '../header-value.js';
import { findPlaceholders, invalidPlaceholders } from '../placeholders.js';

/** A header name as HTTP defines it (RFC 9110 `token`). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Header names whose value is a credential. A literal value there is a secret committed to the repository, readable
 * by anyone who can read the file (and by every fork), so it must come from a `${NAME}` set from a CI secret.
 */
const CREDENTIAL = /auth|token|key|secret|passw|session|cookie|credential|signature/i;

/**
 * Returns what the JSON Schema cannot say about `domains.performance.schemaHeaders`: header names that are not
 * names, values a header cannot carry (a line break), `${…}` that are not variables, and credentials written into
 * the file. Messages never quote a value.
 */
export function schemaHeaderFindings(data: unknown): Array<{ segments: Segments; message: string }> {
  const headers = recordAt(recordAt(recordAt(data, 'domains'), 'performance'), 'schemaHeaders');
  if (!headers) return [];
  const findings: Array<{ segments: Segments; message: string }> = [];
  for (const [name, value] of Object.entries(headers)) {
    const segments = ['domains', 'performance', 'schemaHeaders', name];
    if (!HEADER_NAME.test(name)) {
      findings.push({
        segments,
        message: 'is not a header name: use letters, digits and - only, e.g. "Authorization" or "X-Api-Key"',
      });
      continue;
    }
    // A value of another type is the schema's to report.
    if (typeof value !== 'string') continue;
    const unsendable = headerValueProblem(value);
    if (unsendable) {
      findings.push({ segments, message: unsendable });
      continue;
    }
    const placeholders = findPlaceholders(value);
    const invalid = invalidPlaceholders(value);
    if (invalid !== undefined) {
      findings.push({ segments, message: invalid });
    } else if (CREDENTIAL.test(name) && placeholders.length === 0) {
      findings.push({
        segments,
        message: `holds a credential written into the file, where everyone who can read the repository reads it: keep it in a secret and write a \${NAME} here, e.g. "Bearer \${SCHEMA_TOKEN}", with SCHEMA_TOKEN set in the environment (env: SCHEMA_TOKEN: \${{ secrets.SCHEMA_TOKEN }})`,
      });
    }
  }
  return findings;
}

function recordAt(parent: unknown, key: string): Record<string, unknown> | undefined {
  const value = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
