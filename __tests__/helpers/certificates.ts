// Certificates made at test time with the openssl command line: a CA, a server and a client certificate it signed,
// and a self-signed server certificate, all for 127.0.0.1 and localhost, valid for a day.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';

/** The PEM files made in a folder (paths) and their text (`pem`). */
export interface Certificates {
  dir: string;
  /** The CA's certificate, which signed `server` and `client`. */
  ca: string;
  server: { cert: string; key: string };
  client: { cert: string; key: string };
  /** A server certificate signed by itself, not by the CA. */
  selfSigned: { cert: string; key: string };
  pem: (path: string) => string;
}

const SUBJECT_ALT_NAME = 'subjectAltName=IP:127.0.0.1,DNS:localhost';
/** EC P-256 keys: made in milliseconds, where RSA's take a tenth of a second each. */
const NEW_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

function openssl(dir: string, args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

/** Makes the certificates in `dir` (an empty folder of the test's). */
export function makeCertificates(dir: string): Certificates {
  const day = ['-days', '1'];
  openssl(dir, [
    'req',
    '-x509',
    ...NEW_KEY,
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    ...day,
    '-subj',
    '/CN=qa-perf test CA',
  ]);
  const signed = (name: string, extension: string) => {
    writeFileSync(join(dir, `${name}.ext`), `${extension}\n`);
    openssl(dir, ['req', ...NEW_KEY, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`]);
    openssl(dir, [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      `${name}.pem`,
      ...day,
      '-extfile',
      `${name}.ext`,
    ]);
    return { cert: join(dir, `${name}.pem`), key: join(dir, `${name}.key`) };
  };
  const server = signed('server', SUBJECT_ALT_NAME);
  const client = signed('client', 'extendedKeyUsage=clientAuth');
  openssl(dir, [
    'req',
    '-x509',
    ...NEW_KEY,
    '-keyout',
    'self.key',
    '-out',
    'self.pem',
    ...day,
    '-subj',
    '/CN=localhost',
    '-addext',
    SUBJECT_ALT_NAME,
  ]);
  return {
    dir,
    ca: join(dir, 'ca.pem'),
    server,
    client,
    selfSigned: { cert: join(dir, 'self.pem'), key: join(dir, 'self.key') },
    pem: (path) => readFileSync(path, 'utf8'),
  };
}

/** Makes the certificates in a folder of their own before a file's tests, handed to `use`; removed after them. */
export function useCertificates(use: (certificates: Certificates) => void): void {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'qa-perf-certificates-'));
    use(makeCertificates(dir));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });
}
