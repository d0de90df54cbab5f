// The TLS options of a load test (`tls:` in loadtool.yaml, docs/tls-and-protocols.md): PEM text or files, `${NAME}` filled.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fillPlaceholders } from './placeholders.js';

/** The keys of `tls:` that hold PEM text or the path of a PEM file. */
const PEM_KEYS = ['ca', 'cert', 'key'] as const;

/** The most of a PEM file read: a bundle of every public CA is 220 KB. */
const MAX_PEM_BYTES = 1024 * 1024;

/**
 * `tls:` of loadtool.yaml as written. `ca`, `cert` and `key` are each PEM text or the path of a PEM file, relative to
 * the load test's folder; any value may hold `${NAME}`, filled from the environment when the run starts.
 */
export interface TlsSettings {
  /** The certificates to trust, in place of the public CAs (a staging server's own CA). */
  ca?: string;
  /** The client certificate (mTLS), with `key`. */
  cert?: string;
  key?: string;
  /** Of an encrypted `key`. */
  passphrase?: string;
  /** The name sent in SNI and checked against the server's certificate, in place of the URL's host. */
  servername?: string;
  /** True: the server's certificate is not checked, which every report says. */
  insecure?: boolean;
  /** The folder that relative paths start from: the load test's. */
  dir: string;
  /** 1-based line of `tls:` in loadtool.yaml, for the problems found at run time. */
  line?: number;
}

/** What node:tls's `connect` and undici's connector take: PEM text, never a path. */
export interface TlsOptions {
  ca?: string;
  cert?: string;
  key?: string;
  passphrase?: string;
  servername?: string;
  rejectUnauthorized: boolean;
}

/** The TLS options of a load test without `tls:`: the public CAs (and NODE_EXTRA_CA_CERTS), certificates checked. */
export const DEFAULT_TLS: TlsOptions = { rejectUnauthorized: true };

/**
 * Returns the options `settings` give, each `${NAME}` filled from `env` (`onValue` gets each value, to mask it) and
 * each file read; or the problems, each naming its key (`tls.ca`) and what to do, every one at once. A value is PEM
 * text when it holds `-----BEGIN`, else a path. It never names a value, only variables and paths.
 */
export function resolveTls(
  settings: TlsSettings,
  env: NodeJS.ProcessEnv,
  onValue: (value: string) => void = () => undefined,
): { options: TlsOptions } | { problems: Array<{ key: string; message: string }> } {
  const problems: Array<{ key: string; message: string }> = [];
  const fill = (key: string, text: string): string | undefined => {
    try {
      return fillPlaceholders(text, env, onValue);
    } catch (error) {
      problems.push({ key, message: (error as Error).message });
      return undefined;
    }
  };
  const options: TlsOptions = { rejectUnauthorized: settings.insecure !== true };
  for (const key of PEM_KEYS) {
    const written = settings[key];
    if (written === undefined) continue;
    const value = fill(`tls.${key}`, written);
    if (value === undefined) continue;
    const pem = value.includes('-----BEGIN') ? value : readPem(resolve(settings.dir, value), key, problems);
    if (pem !== undefined) options[key] = pem;
  }
  for (const key of ['passphrase', 'servername'] as const) {
    const written = settings[key];
    const value = written === undefined ? undefined : fill(`tls.${key}`, written);
    if (value !== undefined) options[key] = value;
  }
  if ((options.cert === undefined) !== (options.key === undefined) && problems.length === 0) {
    problems.push({ key: 'tls', message: 'a client certificate needs both cert and key: give the one missing' });
  }
  return problems.length > 0 ? { problems } : { options };
}

/** Returns the PEM text of a file, or undefined with a problem that names the path and the fix. */
function readPem(
  path: string,
  key: (typeof PEM_KEYS)[number],
  problems: Array<{ key: string; message: string }>,
): string | undefined {
  let text: string;
  try {
    const bytes = readFileSync(path);
    if (bytes.length > MAX_PEM_BYTES) {
      problems.push({ key: `tls.${key}`, message: `${path} is larger than 1 MiB: give a PEM file` });
      return undefined;
    }
    text = bytes.toString('utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    problems.push({
      key: `tls.${key}`,
      message: `cannot read ${path} (${code}): give the path of a PEM file, relative to the load test, or the PEM text itself`,
    });
    return undefined;
  }
  if (!text.includes('-----BEGIN')) {
    problems.push({
      key: `tls.${key}`,
      message: `${path} holds no PEM block (-----BEGIN …): convert it, e.g. openssl x509 -inform der -in FILE -out FILE.pem`,
    });
    return undefined;
  }
  return text;
}
