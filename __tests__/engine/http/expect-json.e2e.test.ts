import { describe, expect, it } from '@jest/globals';
import type { ScenarioResult } from '../../../src/results/types.js';
import { triageResults } from '../../../src/triage/triage.js';
import { maskResults } from '../../../src/report/mask.js';
import { expectAccounted, loadTestOf, onlyScenario, runEngine, startHttpTarget } from '../../helpers/engine-run.js';
import { resultsSchemaErrors } from '../../helpers/results-schema.js';
import { useServers } from '../../helpers/servers.js';

const servers = useServers();

/** Starts a server that answers every request with `status` and `body` (JSON unless `type` says otherwise). */
async function serve(body: string, status = 200, type = 'application/json'): Promise<string> {
  return (
    await startHttpTarget(servers, (_request, response) => {
      response.writeHead(status, { 'content-type': type }).end(body);
    })
  ).url;
}

/** Runs one scenario of 1 user for 1 s with `extra` (an `expect` above all) and returns its judged, triaged result. */
async function runWith(url: string, extra: Record<string, unknown>): Promise<ScenarioResult> {
  const loadTest = loadTestOf(url, [extra]);
  const scenario = onlyScenario(triageResults(await runEngine(loadTest), loadTest));
  expectAccounted(scenario);
  expect(scenario.requests.total).toBeGreaterThan(0);
  return scenario;
}

const json = (checks: Record<string, unknown>, status?: number[]) => ({
  expect: { json: checks, ...(status && { status }) },
});

/** Expects every response of the scenario to have failed `check`, with a sample naming it. */
function expectAllFailed(scenario: ScenarioResult, check: string): void {
  const { total, ok, failed, byCategory, byCheck } = scenario.requests;
  expect({ ok, failed, byCategory }).toEqual({ ok: 0, failed: total, byCategory: { check: total } });
  expect(Object.values(byCheck ?? {}).reduce((sum, count) => sum + count, 0)).toBe(total);
  expect(scenario.outcome).toBe('failed');
  expect(scenario.failedChecks?.map(({ check: name }) => name)).toContain('ok-responses');
  expect(scenario.samples?.[0]).toMatchObject({ status: 200, category: 'check', check });
}

describe('expect.json: checks on the body of an ok response', () => {
  it('a 200 with {"errors":[…]} fails `"$.errors": absent` as category check, with a sample naming the check', async () => {
    const body = '{"errors":[{"message":"no such article"}],"data":null}';
    const scenario = await runWith(await serve(body), json({ '$.errors': 'absent' }));
    expectAllFailed(scenario, '$.errors is present (expected absent)');
    expect(scenario.requests.byCheck).toEqual({ '$.errors: absent': scenario.requests.total });
    expect(scenario.samples![0]!.body).toBe(body);
    expect(scenario.triage).toMatchObject({ category: 'client-errors' });
    expect(scenario.triage!.evidence).toContain('$.errors is present (expected absent)');
    expect(scenario.triage!.evidence).toContain('no such article');
  });

  it('the results fit results.schema.json, and a check never quotes the value the server sent', async () => {
    const url = await serve('{"token":"s3cret-value-from-the-server"}');
    const loadTest = loadTestOf(url, [json({ '$.token': 'expected-value' })]);
    const results = triageResults(await runEngine(loadTest), loadTest);
    expect(resultsSchemaErrors(results)).toEqual([]);
    const [sample] = onlyScenario(results).samples!;
    expect(sample!.check).toBe('$.token is another string (expected "expected-value")');
    // The check is our own text, like a failed check's name, so masking leaves it as it is.
    const masked = maskResults(results, (text) => text.replaceAll('s3cret-value-from-the-server', '***'));
    expect(onlyScenario(masked).samples![0]).toMatchObject({ check: sample!.check, body: '{"token":"***"}' });
  });

  it('without expect.json the same 200 is ok, as before', async () => {
    const scenario = await runWith(await serve('{"errors":[{"message":"x"}]}'), {});
    expect(scenario.requests.ok).toBe(scenario.requests.total);
    expect(scenario.requests.byCheck).toBeUndefined();
    expect(scenario.outcome).toBe('passed');
  });

  it('`absent` and `present` pass when the body agrees', async () => {
    const url = await serve('{"data":{"id":"7f3c","tags":["a","b"]},"errors":[]}');
    const scenario = await runWith(
      url,
      json({ '$.data.id': 'present', '$.data.tags[*]': 'present', '$.data.name': 'absent', '$.errors[0]': 'absent' }),
    );
    expect(scenario.requests.ok).toBe(scenario.requests.total);
    expect(scenario.outcome).toBe('passed');
  });

  it('`present` fails when nothing matches', async () => {
    const scenario = await runWith(await serve('{"data":null}'), json({ '$.data.id': 'present' }));
    expectAllFailed(scenario, '$.data.id is absent (expected present)');
    expect(scenario.triage!.nextStep).toMatch(/params|ids?/);
  });

  it('an equality passes when the first match equals the value', async () => {
    const url = await serve('{"ok":true,"count":3,"status":"active","next":null,"items":[{"id":1},{"id":2}]}');
    const scenario = await runWith(
      url,
      json({ '$.ok': true, '$.count': 3, '$.status': 'active', '$.next': null, '$.items[*].id': 1 }),
    );
    expect(scenario.requests.ok).toBe(scenario.requests.total);
  });

  it.each([
    { what: 'a boolean', body: '{"ok":false}', checks: { '$.ok': true }, check: '$.ok is false (expected true)' },
    {
      what: 'a string, whose value the check does not quote',
      body: '{"status":"paused"}',
      checks: { '$.status': 'active' },
      check: '$.status is another string (expected "active")',
    },
    {
      what: 'a number',
      body: '{"count":4}',
      checks: { '$.count': 3 },
      check: '$.count is another number (expected 3)',
    },
    { what: 'no match', body: '{}', checks: { '$.ok': true }, check: '$.ok is absent (expected true)' },
    { what: 'an object', body: '{"ok":{"v":1}}', checks: { '$.ok': true }, check: '$.ok is an object (expected true)' },
  ])('an equality fails on $what', async ({ body, checks, check }) => {
    const scenario = await runWith(await serve(body), json(checks));
    expectAllFailed(scenario, check);
  });

  it('the first failing check is the one counted, in the order written', async () => {
    const scenario = await runWith(await serve('{"ok":false}'), json({ '$.ok': false, '$.data': 'present' }));
    expectAllFailed(scenario, '$.data is absent (expected present)');
    expect(scenario.requests.byCheck).toEqual({ '$.data: present': scenario.requests.total });
  });

  it('a body that is not JSON fails the checks', async () => {
    const scenario = await runWith(await serve('<html>Login</html>', 200, 'text/html'), json({ '$.ok': true }));
    expectAllFailed(scenario, 'the body is not JSON (expected by expect.json)');
    expect(scenario.requests.byCheck).toEqual({ 'body: not JSON': scenario.requests.total });
    expect(scenario.triage).toMatchObject({ category: 'client-errors' });
  });

  it('a body over 64 KiB fails: the checks could not run', async () => {
    const body = JSON.stringify({ ok: true, padding: 'x'.repeat(70 * 1024) });
    const scenario = await runWith(await serve(body), json({ '$.ok': true }));
    expectAllFailed(scenario, 'the body is over 64 KiB: expect.json could not run');
    expect(scenario.requests.byCheck).toEqual({ 'body: over 64 KiB': scenario.requests.total });
    expect(scenario.bytesReceived).toBeGreaterThanOrEqual(scenario.requests.total * body.length);
  });

  it('a status that is not ok keeps its category: the checks run on ok responses only', async () => {
    const scenario = await runWith(await serve('{"errors":["x"]}', 500), json({ '$.errors': 'absent' }));
    expect(scenario.requests.byCategory).toEqual({ http5xx: scenario.requests.total });
    expect(scenario.requests.byCheck).toEqual({});
  });

  it('the counts add up when some responses pass and some fail: total = ok + failed, byCheck sums to check', async () => {
    let count = 0;
    const { url } = await startHttpTarget(servers, (_request, response) => {
      count++;
      const body = count % 3 === 0 ? '{"errors":[1]}' : count % 3 === 1 ? '{"data":{"id":1}}' : 'oops';
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    const scenario = onlyScenario(
      await runEngine(
        loadTestOf(url, [{ concurrentUsers: 3, ...json({ '$.errors': 'absent', '$.data.id': 'present' }) }]),
      ),
    );
    expectAccounted(scenario);
    const { total, ok, failed, byCategory, byCheck } = scenario.requests;
    expect(total).toBe(ok + failed);
    expect(ok).toBeGreaterThan(0);
    expect(byCategory.check).toBe(failed);
    const sum = Object.values(byCheck ?? {}).reduce((a, b) => a + b, 0);
    expect(sum).toBe(failed);
    expect(
      Object.keys(byCheck ?? {}).every((key) =>
        ['$.errors: absent', '$.data.id: present', 'body: not JSON'].includes(key),
      ),
    ).toBe(true);
  });

  it('a GraphQL response with errors stays `graphql`, and its ok responses are checked too', async () => {
    const url = await serve('{"data":{"pet":null},"errors":[{"message":"boom"}]}');
    const graphql = { endpoint: 'POST /graphql', graphql: { query: '{ pet { id } }' } };
    const scenario = await runWith(url, { ...graphql, ...json({ '$.data.pet': 'present' }) });
    expect(scenario.requests.byCategory).toEqual({ graphql: scenario.requests.total });
    const checked = await runWith(await serve('{"data":{"pet":null}}'), {
      ...graphql,
      ...json({ '$.data.pet.id': 'present' }),
    });
    expect(checked.requests.byCategory).toEqual({ check: checked.requests.total });
    expect(checked.samples![0]!.check).toBe('$.data.pet.id is absent (expected present)');
  });
});
