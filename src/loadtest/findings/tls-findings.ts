// The findings of `tls:`: a certificate file that is not there, a client certificate without its key.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { findPlaceholders } from '../../placeholders.js';
import type { Finding } from './finding.js';

/**
 * Returns what is wrong with `tls:` that validation can see: a `ca`, `cert` or `key` written as a path (no PEM text,
 * no `${NAME}`) that names no file next to the load test `file`, and `cert` without `key` or the reverse. A value with
 * `${NAME}` is known only at run time, where the same checks are made (tls-options.ts).
 */
export function tlsFindings(data: Record<string, unknown>, file: string): Finding[] {
  const tls = data.tls;
  if (typeof tls !== 'object' || tls === null) return [];
  const findings: Finding[] = [];
  const values = tls as Record<string, unknown>;
  for (const key of ['ca', 'cert', 'key']) {
    const value = values[key];
    if (typeof value !== 'string' || value.includes('-----BEGIN') || findPlaceholders(value).length > 0) continue;
    const path = resolve(dirname(file), value);
    if (!existsSync(path)) {
      findings.push({
        segments: ['tls', key],
        at: 'value',
        message: `no file ${path}: give the path of a PEM file, relative to this file, or \${NAME} of a variable holding the PEM text`,
      });
    }
  }
  if (typeof values.cert === 'string' && values.key === undefined) {
    findings.push({ segments: ['tls', 'cert'], at: 'key', message: 'a client certificate needs its key: add tls.key' });
  }
  if (typeof values.key === 'string' && values.cert === undefined) {
    findings.push({ segments: ['tls', 'key'], at: 'key', message: 'a key needs its client certificate: add tls.cert' });
  }
  return findings;
}
