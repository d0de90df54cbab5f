// `protocol: h2` through the real engine against node:http2 servers: every stream the server received is counted
// once, in the category of what the server did with it, with reset streams, a GOAWAY mid-run, slow and refused
// streams; over TLS with `tls.ca` by the run stage as `loadtool run` does.
import { constants } from 'node:http2';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { parseLoadTest } from '../../../../src/loadtest/validate.js';
import { runStage } from '../../../../src/pipeline/stages/run-stage.js';
import { useCertificates, type Certificates } from '../../../helpers/certificates.js';
import { expectAccounted, loadTestOf, onlyScenario, runEngine } from '../../../helpers/engine-run.js';
import { useH2Servers, type H2Answer } from '../../../helpers/h2-server.js';
import { quietReporter } from '../../../helpers/quiet-reporter.js';
import { DEFAULT_TLS } from '../../../../src/tls-options.js';

const start = useH2Servers();

let certificates: Certificates;
useCertificates((made) => (certificates = made));

/** h2c (prior knowledge) or h2 over TLS, by ALPN, trusting the test CA. */
type Transport = 'h2c' | 'h2';
const TRANSPORTS: Transport[] = ['h2c', 'h2'];
const serverTls = (transport: Transport) =>
  transport === 'h2'
    ? { cert: certificates.pem(certificates.server.cert), key: certificates.pem(certificates.server.key) }
    : undefined;
const runOver = (transport: Transport, url: string, scenario: Record<string, unknown>) =>
  runEngine(loadTestOf(url, [{ protocol: 'h2', ...scenario }]), {
    ...(transport === 'h2' && { tls: { ...DEFAULT_TLS, ca: certificates.pem(certificates.ca) } }),
  });

type Fault = 'ok' | 'not-found' | 'server-error' | 'refuse' | 'reset-mid-body' | 'goaway' | 'slow';

/** A server that does `script(n)` with its n-th stream, counting each. */
async function faultServer(script: (n: number) => Fault, tls?: { cert: string; key: string }) {
  const byFault: Record<Fault, number> = {
    ok: 0,
    'not-found': 0,
    'server-error': 0,
    refuse: 0,
    'reset-mid-body': 0,
    goaway: 0,
    slow: 0,
  };
  const answer: H2Answer = (stream, _headers, _body, n) => {
    const fault = script(n);
    byFault[fault]++;
    switch (fault) {
      case 'not-found':
      case 'server-error':
        stream.respond({ ':status': fault === 'not-found' ? 404 : 500 });
        stream.end('no');
        return;
      case 'refuse':
        stream.close(constants.NGHTTP2_REFUSED_STREAM);
        return;
      case 'reset-mid-body':
        stream.respond({ ':status': 200, 'content-length': '100' });
        stream.write('part', () => {
          stream.close(constants.NGHTTP2_INTERNAL_ERROR);
        });
        return;
      case 'slow':
        setTimeout(() => {
          if (!stream.closed) {
            stream.respond({ ':status': 200 });
            stream.end('late');
          }
        }, 3000).unref();
        return;
      default:
        stream.respond({ ':status': 200, 'content-type': 'application/json' });
        stream.end('{"ok":true}');
        // A graceful close: GOAWAY; the streams the server took go on, the ones it did not are the client's to resend.
        if (fault === 'goaway') stream.session?.close();
    }
  };
  const target = await start(answer, tls ? { tls } : {});
  return { target, byFault };
}

describe('protocol: h2 through the engine', () => {
  it.each(TRANSPORTS)(
    '%s: counts every stream the server received, users spread over the connections asked for',
    async (transport) => {
      const { target } = await faultServer(() => 'ok', serverTls(transport));
      const scenario = onlyScenario(await runOver(transport, target.url, { concurrentUsers: 30, connections: 3 }));
      expectAccounted(scenario);
      expect(scenario.requests.total).toBeGreaterThan(0);
      expect(scenario.requests.ok).toBe(scenario.requests.total);
      expect(scenario.requests.total).toBe(target.streams);
      expect(target.sessions).toBe(3);
    },
    30_000,
  );

  it('splits the connections among worker threads as it splits the users, every stream counted once', async () => {
    const { target } = await faultServer(() => 'ok');
    const text = stringify({
      version: 1,
      baseUrl: target.url,
      scenarios: [
        { name: 'Read', endpoint: 'GET /', protocol: 'h2', concurrentUsers: 40, connections: 4, duration: '1s' },
      ],
    });
    const results = await runStage(parseLoadTest(text, 'loadtool.yaml'), 'loadtool.yaml', quietReporter, {
      env: {},
      mask: (value) => value,
      workers: 2,
    });
    const scenario = onlyScenario(results);
    expectAccounted(scenario);
    expect(scenario.requests.ok).toBe(scenario.requests.total);
    expect(scenario.requests.total).toBe(target.streams);
    expect(target.sessions).toBe(4);
  }, 30_000);

  it.each(TRANSPORTS)(
    '%s: counts a mix of faults each as the server answered it, with GOAWAYs mid-run, every stream once',
    async (transport) => {
      const mix: Fault[] = [
        'ok',
        'ok',
        'ok',
        'ok',
        'not-found',
        'server-error',
        'refuse',
        'reset-mid-body',
        'ok',
        'ok',
      ];
      // Every 97th stream closes its connection gracefully (GOAWAY): 97 is prime to the mix's 10.
      const { target, byFault } = await faultServer(
        (n) => (n % 97 === 96 ? 'goaway' : mix[n % 10]!),
        serverTls(transport),
      );
      const scenario = onlyScenario(await runOver(transport, target.url, { concurrentUsers: 20, duration: '2s' }));
      const { total, byStatus, byCategory } = scenario.requests;
      expectAccounted(scenario);
      expect(byFault.goaway).toBeGreaterThan(0);
      // Each GOAWAY ends one session and the next streams go on a new one, unless the run ended first.
      expect(target.sessions).toBeGreaterThanOrEqual(byFault.goaway);
      expect(target.sessions).toBeLessThanOrEqual(byFault.goaway + 1);
      expect(total).toBe(target.streams);
      expect(byStatus).toEqual({
        200: byFault.ok + byFault.goaway,
        404: byFault['not-found'],
        500: byFault['server-error'],
      });
      expect(byCategory).toEqual({
        http4xx: byFault['not-found'],
        http5xx: byFault['server-error'],
        reset: byFault.refuse + byFault['reset-mid-body'],
      });
    },
    30_000,
  );

  it('counts a slow stream as timeout and cancels it, the other streams of its connection going on', async () => {
    const { target, byFault } = await faultServer((n) => (n % 5 === 0 ? 'slow' : 'ok'));
    const scenario = onlyScenario(
      await runEngine(
        loadTestOf(target.url, [{ protocol: 'h2', concurrentUsers: 5, duration: '1s', timeout: '300ms' }]),
      ),
    );
    expectAccounted(scenario);
    expect(byFault.slow).toBeGreaterThan(0);
    // A busy machine may time out a quick one too: bounds, as for HTTP/1.1.
    expect(scenario.requests.byCategory.timeout ?? 0).toBeGreaterThanOrEqual(byFault.slow);
    expect(scenario.requests.total).toBeGreaterThanOrEqual(target.streams);
    expect(scenario.requests.ok).toBeLessThanOrEqual(byFault.ok);
    expect(target.sessions).toBe(1);
  }, 30_000);
});

describe('protocol: h2 over TLS', () => {
  it('runs with tls.ca by ALPN, counting every stream the server received, and fails as connect without it', async () => {
    const { target } = await faultServer(() => 'ok', serverTls('h2'));
    const file = join(certificates.dir, 'loadtool.yaml');
    const run = async (tls: object | undefined) => {
      const text = stringify({
        version: 1,
        baseUrl: target.url,
        ...(tls && { tls }),
        scenarios: [{ name: 'Read', endpoint: 'GET /', protocol: 'h2', concurrentUsers: 10, duration: '1s' }],
      });
      const results = await runStage(parseLoadTest(text, file), file, quietReporter, {
        env: {},
        mask: (value) => value,
      });
      return results.scenarios[0]!;
    };
    const refused = await run(undefined);
    expect(refused.requests.byCategory).toEqual({ connect: refused.requests.total });
    expect(target.streams).toBe(0);
    const trusted = await run({ ca: certificates.ca });
    expect(trusted.requests.total).toBeGreaterThan(0);
    expect(trusted.requests.ok).toBe(trusted.requests.total);
    expect(trusted.requests.total).toBe(target.streams);
  }, 30_000);
});
