import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { harFromMessages } from 'chrome-har';
import { DEMO_CREDENTIALS, startPetstore } from '../../examples/petstore/server.js';
import { ROOT } from '../helpers/bundle.js';
import { loadtool } from '../helpers/cli.js';
import { useChromium } from '../helpers/chromium.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { startBeacon, startSite, type Passed } from './petstore-site.js';

// The importers end to end: a HAR recorded by headless Chromium, a Postman collection and a k6 script of the pet
// store's journey, each imported and run against a fresh pet store with only the variables import printed.
const FIXTURES = join(ROOT, '__tests__/fixtures/import');
const servers = useServers();
const tempDir = useTempDirs();
const browser = useChromium();

/** Opens the site's page in Chromium and returns the HAR of the session, response bodies included (chrome-har). */
async function recordHar(url: string): Promise<unknown> {
  const page = await browser().newPage();
  const session = await page.createCDPSession();
  const messages: Array<{ method: string; params: Record<string, unknown> }> = [];
  const responses = new Map<string, { response: Record<string, unknown> }>();
  const bodies: Array<Promise<void>> = [];
  for (const method of [
    'Page.loadEventFired',
    'Page.domContentEventFired',
    'Page.frameStartedLoading',
    'Page.frameAttached',
    'Network.requestWillBeSent',
    'Network.requestServedFromCache',
    'Network.dataReceived',
    'Network.responseReceived',
    'Network.resourceChangedPriority',
    'Network.loadingFinished',
    'Network.loadingFailed',
    'Network.requestWillBeSentExtraInfo',
    'Network.responseReceivedExtraInfo',
  ]) {
    session.on(method, (event: unknown) => {
      const params = event as Record<string, unknown>;
      messages.push({ method, params });
      // Chromium sends a request's body as postDataEntries (base64) now; HAR, and chrome-har, want postData.
      const request = params.request as { postData?: string; postDataEntries?: Array<{ bytes?: string }> } | undefined;
      if (
        method === 'Network.requestWillBeSent' &&
        request &&
        request.postData === undefined &&
        request.postDataEntries
      )
        request.postData = request.postDataEntries
          .map(({ bytes }) => Buffer.from(bytes ?? '', 'base64').toString('utf8'))
          .join('');
      if (method === 'Network.responseReceived')
        responses.set(String(params.requestId), params as { response: Record<string, unknown> });
      if (method === 'Network.loadingFinished') {
        const received = responses.get(String(params.requestId));
        if (!received) return;
        bodies.push(
          session
            .send('Network.getResponseBody', { requestId: String(params.requestId) })
            .then(({ body, base64Encoded }) => {
              received.response.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
            })
            .catch(() => undefined),
        );
      }
    });
  }
  await session.send('Page.enable');
  await session.send('Network.enable');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.title.startsWith('bought') || document.title.startsWith('failed'), {
    timeout: 15_000,
  });
  expect(await page.title()).toBe('bought Biscuit');
  await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.all(bodies);
  await page.close();
  return harFromMessages(messages, { includeTextFromResponseBody: true });
}

/**
 * Runs the written file for 2 s, with only `env` set, against a fresh pet store (behind the site's proxy, which
 * records what passed): it passes, and every pet it reads is one it created there (expectCorrelated). Returns the run.
 */
async function expectPassesOnFreshStore(file: string, env: NodeJS.ProcessEnv, recordedIds: string[] = []) {
  const store = await startPetstore({ slowMs: 10 });
  try {
    const front = await startSite(store.url, servers);
    const out = join(await tempDir(), 'out');
    const run = await loadtool(
      ['run', file, '--out', out, '--users', '2', '--duration', '2s', '--base-url', front.url],
      env,
    );
    const written = join(out, 'results.json');
    const results = existsSync(written)
      ? (JSON.parse(await readFile(written, 'utf8')) as { scenarios: Array<{ outcome: string }> })
      : undefined;
    expect(results?.scenarios.map((scenario) => scenario.outcome)).toEqual(['passed']);
    expect(run.code).toBe(0);
    expectCorrelated(front.passed, recordedIds);
    return run;
  } finally {
    await store.close();
  }
}

/** Checks what the fresh pet store saw: every pet read is one the run created there, with a token it got there. */
function expectCorrelated(passed: Passed[], recordedIds: string[]) {
  const created = new Set(
    passed
      .filter((p) => p.method === 'POST' && p.path === '/pets' && p.status === 201)
      .map((p) => (JSON.parse(p.body) as { id: string }).id),
  );
  const tokens = new Set(
    passed
      .filter((p) => p.path === '/login' && p.status === 200)
      .map((p) => (JSON.parse(p.body) as { token: string }).token),
  );
  const reads = passed.filter((p) => p.method === 'GET' && p.path.startsWith('/pets/'));
  expect(created.size).toBeGreaterThan(0);
  expect(reads.length).toBeGreaterThan(0);
  for (const read of reads) {
    const id = read.path.slice('/pets/'.length);
    expect(created.has(id)).toBe(true);
    expect(recordedIds).not.toContain(id);
    expect(read.status).toBe(200);
  }
  for (const sent of passed.filter((p) => p.path.startsWith('/pets')))
    expect(tokens.has(String(sent.authorization).replace('Bearer ', ''))).toBe(true);
}

describe('loadtool import, end to end on examples/petstore', () => {
  it('imports a HAR recorded by headless Chromium into a flow that passes against a fresh pet store', async () => {
    const recordedStore = await startPetstore({ slowMs: 10 });
    const beacon = await startBeacon(servers);
    const site = await startSite(recordedStore.url, servers, beacon.url);
    let har: unknown;
    try {
      har = await recordHar(`${site.url}/app/`);
    } finally {
      await recordedStore.close();
    }
    const recordedIds = site.passed
      .filter((p) => p.method === 'POST' && p.path === '/pets')
      .map((p) => (JSON.parse(p.body) as { id: string }).id);
    const recordedToken = (JSON.parse(site.passed.find((p) => p.path === '/login')!.body) as { token: string }).token;
    const dir = await tempDir();
    const harFile = join(dir, 'session.har');
    await writeFile(harFile, JSON.stringify(har));

    const output = join(dir, 'load-tests', 'loadtool.yaml');

    const imported = await loadtool(['import', 'har', harFile, '--out', output]);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    const text = await readFile(output, 'utf8');
    // Nothing recorded that is a secret or a value of that session is in the file or what import printed.
    for (const secret of [DEMO_CREDENTIALS.password, recordedToken, ...recordedIds]) {
      expect(text).not.toContain(secret);
      expect(imported.stdout).not.toContain(secret);
    }
    expect(text).toContain('Bearer ${token}');
    expect(text).toContain('endpoint: GET /pets/{id}');
    for (const asset of ['/app/ ', '/app/app.css', '/app/logo.png', '/app/app.js'])
      expect(imported.stdout).toContain(`${site.url}${asset}`.trim());
    expect(imported.stdout).toContain(`left out 1 request(s) to ${new URL(beacon.url).origin}`);
    const variables = [...imported.stdout.matchAll(/^ {2}([A-Z_0-9]+): /gm)].map((match) => match[1]);
    expect(variables.sort()).toEqual(['PASSWORD', 'USERNAME']);

    expect((await loadtool(['validate', output])).code).toBe(0);
    const run = await expectPassesOnFreshStore(
      output,
      { USERNAME: DEMO_CREDENTIALS.user, PASSWORD: DEMO_CREDENTIALS.password },
      recordedIds,
    );
    expect(run.stderr).not.toContain('Error');
  }, 60_000);

  it('imports a Postman collection and its environment into a flow that passes with only the variables set', async () => {
    const output = join(await tempDir(), 'loadtool.yaml');
    const imported = await loadtool([
      'import',
      'postman',
      join(FIXTURES, 'petstore.postman_collection.json'),
      '--environment',
      join(FIXTURES, 'petstore.postman_environment.json'),
      '--out',
      output,
    ]);
    expect(imported.code).toBe(0);
    const text = await readFile(output, 'utf8');
    expect(text).not.toContain(DEMO_CREDENTIALS.password);
    expect(imported.stdout).not.toContain(DEMO_CREDENTIALS.password);
    expect(imported.stdout).toContain('Log in: test script line 6 is not imported');
    const variables = [...imported.stdout.matchAll(/^ {2}([A-Z_0-9]+): /gm)].map((match) => match[1]);
    expect(variables.sort()).toEqual(['PASSWORD', 'USERNAME']);
    await expectPassesOnFreshStore(output, { USERNAME: DEMO_CREDENTIALS.user, PASSWORD: DEMO_CREDENTIALS.password });
  }, 30_000);

  it('imports a k6 script, reports what it leaves out by line, and the flow passes with its __ENV variables', async () => {
    const output = join(await tempDir(), 'loadtool.yaml');
    const imported = await loadtool(['import', 'k6', join(FIXTURES, 'petstore-k6.js'), '--out', output]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("petstore-k6.js:35: group('view', function () { is not imported");
    expect(imported.stdout).toContain('petstore-k6.js:40: console.log(pet.status); is not imported');
    expect(imported.stdout).toContain("petstore-k6.js:29: check 'has pets' is not imported");
    expect((await loadtool(['validate', output])).code).toBe(0);
    await expectPassesOnFreshStore(output, {
      PETSTORE_USER: DEMO_CREDENTIALS.user,
      PETSTORE_PASSWORD: DEMO_CREDENTIALS.password,
    });
  }, 30_000);
});
