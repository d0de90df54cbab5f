// HTTPS with `tls:` against real node:https servers and certificates made at test time: a server signed by a CA of
// its own passes only with `tls.ca` or `tls.insecure`; a server that requires a client certificate (mTLS) passes
// with `tls.cert`/`tls.key` and refuses the run without; sessions are resumed on reconnect; the data sources use the
// same options; every report says when certificates were not checked.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server, type ServerOptions } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { LoadTestError } from '../../src/loadtest/load-test-error.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { runStage } from '../../src/pipeline/stages/run-stage.js';
import { renderHtmlReport } from '../../src/report/html/render-html.js';
import { renderJUnit } from '../../src/report/junit.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { renderTerminalTable } from '../../src/report/terminal-table.js';
import type { RunResults } from '../../src/results/types.js';
import { useCertificates, type Certificates } from '../helpers/certificates.js';
import { loadtool } from '../helpers/cli.js';
import { quietReporter } from '../helpers/quiet-reporter.js';
import { useServers } from '../helpers/servers.js';

const servers = useServers();

/** The API of the servers below: `GET /` answers `{"ok":true}`, which a schema fetched by `run --schema` declares. */
const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'tls', version: '1' },
  paths: {
    '/': {
      get: {
        responses: {
          200: {
            description: 'ok',
            content: {
              'application/json': {
                schema: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
              },
            },
          },
        },
      },
    },
  },
};

/** The certificates, and the load tests written beside them in their folder (their relative paths start there). */
let certificates: Certificates;
useCertificates((made) => (certificates = made));

/** Returns the problems of a load test text written beside the certificates; fails the test when it is accepted. */
function problemsOf(text: string) {
  try {
    parseLoadTest(text, join(certificates.dir, 'loadtool.yaml'));
  } catch (error) {
    if (error instanceof LoadTestError) return error.problems;
    throw error;
  }
  throw new Error('the load test was accepted');
}

/** An https server on 127.0.0.1:0 answering `{"items":[…]}`; what it received, and whether each TLS session was resumed. */
interface HttpsTarget {
  url: string;
  paths: string[];
  resumed: boolean[];
}

async function startHttps(options: ServerOptions, close = false): Promise<HttpsTarget> {
  const target: HttpsTarget = { url: '', paths: [], resumed: [] };
  const server: Server = createServer(options, (request, response) => {
    target.paths.push(request.url ?? '');
    request.resume();
    const body =
      request.url === '/items'
        ? '[{"id":"a"},{"id":"b"}]'
        : request.url === '/openapi.json'
          ? JSON.stringify(OPENAPI)
          : '{"ok":true}';
    response.writeHead(200, { 'content-type': 'application/json', ...(close && { connection: 'close' }) });
    response.end(body);
  });
  server.on('secureConnection', (socket: TLSSocket) => {
    target.resumed.push(socket.isSessionReused());
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  target.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return target;
}

/** The server's certificate, signed by the test CA. */
function signedByCa(): ServerOptions {
  return { cert: certificates.pem(certificates.server.cert), key: certificates.pem(certificates.server.key) };
}

/** Runs a load test of one scenario (`GET /` unless said, 2 users, 1 s) written next to the certificates. */
async function run(
  url: string,
  tls: Record<string, unknown> | undefined,
  scenario: Record<string, unknown> = {},
  env: NodeJS.ProcessEnv = {},
  workers = 1,
): Promise<RunResults> {
  const text = stringify({
    version: 1,
    baseUrl: url,
    ...(tls && { tls }),
    scenarios: [{ name: 'Read', endpoint: 'GET /', concurrentUsers: 2, duration: '1s', ...scenario }],
  });
  const file = join(certificates.dir, 'loadtool.yaml');
  const loadTest = parseLoadTest(text, file, { env });
  return runStage(loadTest, file, quietReporter, { env, mask: (value) => value, workers });
}

function only(results: RunResults) {
  return results.scenarios[0]!;
}

describe('a server whose certificate a CA of its own signed', () => {
  it('fails every request without tls (category connect), and sends nothing that reaches the server', async () => {
    const server = await startHttps(signedByCa());
    const results = await run(server.url, undefined);
    const { requests } = only(results);
    expect(requests.total).toBeGreaterThan(0);
    expect(requests.failed).toBe(requests.total);
    expect(requests.byCategory.connect).toBe(requests.total);
    expect(server.paths).toEqual([]);
  });

  it('passes with tls.ca, a path relative to the load test, counting exactly what the server received', async () => {
    const server = await startHttps(signedByCa());
    const results = await run(server.url, { ca: 'ca.pem' });
    const { requests } = only(results);
    expect(requests.failed).toBe(0);
    expect(requests.ok).toBe(server.paths.length);
    expect(results.insecureTls).toBeUndefined();
  });

  it('passes with tls.ca given as ${NAME} of PEM text, through the undici client too', async () => {
    const server = await startHttps(signedByCa());
    const env = { STAGING_CA: certificates.pem(certificates.ca) };
    const lean = await run(server.url, { ca: '${STAGING_CA}' }, {}, env);
    const before = process.env.LOADTOOL_HTTP_CLIENT;
    process.env.LOADTOOL_HTTP_CLIENT = 'undici';
    try {
      const undici = await run(server.url, { ca: '${STAGING_CA}' }, {}, env);
      expect(only(undici).requests.failed).toBe(0);
      expect(only(undici).requests.ok).toBeGreaterThan(0);
    } finally {
      if (before === undefined) delete process.env.LOADTOOL_HTTP_CLIENT;
      else process.env.LOADTOOL_HTTP_CLIENT = before;
    }
    expect(only(lean).requests.failed).toBe(0);
    expect(only(lean).requests.ok + only(lean).requests.failed).toBeGreaterThan(0);
  });

  it('gives the worker threads the same options (--workers 2)', async () => {
    const server = await startHttps(signedByCa());
    const results = await run(server.url, { ca: 'ca.pem' }, { concurrentUsers: 4 }, {}, 2);
    const { requests } = only(results);
    expect(requests.failed).toBe(0);
    expect(requests.ok).toBe(server.paths.length);
  });

  it('fetches the data sources with the same options', async () => {
    const server = await startHttps(signedByCa());
    const results = await run(
      server.url,
      { ca: 'ca.pem' },
      {
        endpoint: 'GET /items/{id}',
        params: { id: { from: 'GET /items', pick: '$[*].id' } },
      },
    );
    expect(results.sources).toEqual([expect.objectContaining({ status: 200, values: 2 })]);
    expect(only(results).requests.failed).toBe(0);
    expect(server.paths.filter((path) => path.startsWith('/items/')).length).toBe(only(results).requests.ok);
  });

  it('resumes the TLS session when it reconnects, rather than a whole handshake', async () => {
    // The server closes every connection after its response: each request opens a new one.
    const server = await startHttps(signedByCa(), true);
    const results = await run(server.url, { ca: 'ca.pem' }, { concurrentUsers: 1 });
    expect(only(results).requests.failed).toBe(0);
    expect(server.resumed.length).toBeGreaterThan(3);
    // The first handshakes of the warm-up have no session to resume yet; every later one resumes.
    expect(server.resumed.slice(2).every(Boolean)).toBe(true);
  });
});

describe('loadtool run --schema of an https URL', () => {
  it("fetches the schema with the load test's tls, and checks the responses against it", async () => {
    const server = await startHttps(signedByCa());
    const file = join(certificates.dir, 'schema-run.yaml');
    writeFileSync(
      file,
      stringify({
        version: 1,
        baseUrl: server.url,
        tls: { ca: 'ca.pem' },
        scenarios: [{ name: 'Read', endpoint: 'GET /', concurrentUsers: 1, duration: '1s' }],
      }),
    );
    const out = mkdtempSync(join(tmpdir(), 'qa-perf-tls-out-'));
    try {
      const { code, stderr } = await loadtool(['run', file, '--schema', `${server.url}/openapi.json`, '--out', out]);
      expect({ code, stderr }).toEqual({
        code: 0,
        stderr: expect.stringContaining('conformance: the responses of 1 of 1 request are checked'),
      });
      expect(server.paths).toContain('/openapi.json');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('a self-signed server', () => {
  const selfSigned = () => ({
    cert: certificates.pem(certificates.selfSigned.cert),
    key: certificates.pem(certificates.selfSigned.key),
  });

  it('passes with tls.ca naming the certificate itself', async () => {
    const server = await startHttps(selfSigned());
    const results = await run(server.url, { ca: certificates.selfSigned.cert });
    expect(only(results).requests.failed).toBe(0);
    expect(only(results).requests.ok).toBe(server.paths.length);
  });

  it('fails with the CA of another server', async () => {
    const server = await startHttps(selfSigned());
    const results = await run(server.url, { ca: 'ca.pem' });
    expect(only(results).requests.failed).toBe(only(results).requests.total);
    expect(server.paths).toEqual([]);
  });

  it('passes with tls.insecure, which results.json and every report say', async () => {
    const server = await startHttps(selfSigned());
    const results = await run(server.url, { insecure: true });
    expect(only(results).requests.failed).toBe(0);
    expect(results.insecureTls).toBe(true);
    const note = 'Certificates were not checked (tls.insecure: true)';
    expect(renderTerminalTable(results)).toContain(note);
    const options = { loadTestFile: 'loadtool.yaml' };
    expect(renderSummary(results, options)).toContain(note);
    expect(renderComment(results, { ...options, marker: '<!-- m -->' })).toContain(note);
    expect(renderJUnit(results, options)).toContain(note);
    expect(renderHtmlReport(results)).toContain(note);
  });
});

describe('a server that requires a client certificate (mTLS)', () => {
  const mutual = (): ServerOptions => ({
    ...signedByCa(),
    ca: certificates.pem(certificates.ca),
    requestCert: true,
    rejectUnauthorized: true,
  });

  it('refuses every request of a run without tls.cert and tls.key', async () => {
    const server = await startHttps(mutual());
    const results = await run(server.url, { ca: 'ca.pem' });
    const { requests } = only(results);
    expect(requests.total).toBeGreaterThan(0);
    expect(requests.failed).toBe(requests.total);
    expect(requests.byCategory.connect).toBe(requests.total);
    expect(server.paths).toEqual([]);
  });

  it('passes with tls.cert and tls.key (the key as ${NAME} of PEM text), counting what the server received', async () => {
    const server = await startHttps(mutual());
    const env = { CLIENT_KEY: certificates.pem(certificates.client.key) };
    const results = await run(server.url, { ca: 'ca.pem', cert: 'client.pem', key: '${CLIENT_KEY}' }, {}, env);
    const { requests } = only(results);
    expect(requests.failed).toBe(0);
    expect(requests.ok).toBe(server.paths.length);
  });
});

describe('tls: problems', () => {
  it('names a certificate file that is not there, and a cert without its key, with their lines', () => {
    const text = stringify({
      version: 1,
      baseUrl: 'https://127.0.0.1:8443',
      tls: { ca: 'missing-ca.pem', cert: 'client.pem' },
      scenarios: [{ name: 'Read', endpoint: 'GET /', concurrentUsers: 1, duration: '1s' }],
    });
    const problems = problemsOf(text);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'tls.ca', line: 4, message: expect.stringContaining('missing-ca.pem') }),
        expect.objectContaining({ path: 'tls.cert', message: 'a client certificate needs its key: add tls.key' }),
      ]),
    );
  });

  it('names an unset ${NAME} of tls at its line and column: a warning in validate, exit 2 in run, no value shown', async () => {
    // tls.key's `${CLIENT_KEY}` is at line 5, column 8; tls.cert's variable is set, and its text is never printed.
    const file = join(certificates.dir, 'unset-tls.yaml');
    writeFileSync(
      file,
      stringify({
        version: 1,
        baseUrl: 'https://127.0.0.1:1',
        tls: { cert: '${CLIENT_CERT}', key: '${CLIENT_KEY}' },
        scenarios: [{ name: 'Read', endpoint: 'GET /', concurrentUsers: 1, duration: '4s' }],
      }),
    );
    const env = { CLIENT_CERT: '-----BEGIN CERTIFICATE-----\nSECRET-LOOKING-TEXT\n-----END CERTIFICATE-----' };
    const unset =
      '${CLIENT_KEY} is not set (or empty) in the environment: set CLIENT_KEY before the run, e.g. under env: in the workflow';
    const validated = await loadtool(['validate', file], env);
    expect(validated).toEqual({
      code: 0,
      stdout: `${file}: 1 scenario, valid\n`,
      stderr: `${file}:5:8: tls.key: warning: ${unset}\n`,
    });
    const out = mkdtempSync(join(tmpdir(), 'qa-perf-tls-out-'));
    try {
      const ran = await loadtool(['run', file, '--out', out], env);
      expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 2, stderr: `${file}:5:8: tls.key: ${unset}\n` });
      expect(ran.stdout).not.toContain('SECRET-LOOKING-TEXT');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('refuses a file with no PEM block when the run starts, exit 2, naming tls.ca and never its text', async () => {
    writeFileSync(join(certificates.dir, 'not-pem.txt'), 'SECRET-LOOKING-TEXT');
    const rejection = run('https://127.0.0.1:1', { ca: 'not-pem.txt' });
    await expect(rejection).rejects.toBeInstanceOf(LoadTestError);
    const error = (await rejection.catch((caught: unknown) => caught)) as LoadTestError;
    expect(error.problems).toEqual([expect.objectContaining({ path: 'tls.ca', line: 3 })]);
    expect(error.message).toContain('holds no PEM block');
    expect(error.message).not.toContain('SECRET-LOOKING-TEXT');
    expect(error.exitCode).toBe(2);
  });
});
