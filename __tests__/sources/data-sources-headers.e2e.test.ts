import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { stringify } from 'yaml';
import { loadtool } from '../helpers/cli.js';
import { serveOn } from '../helpers/schema-project.js';
import { useServers } from '../helpers/servers.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const servers = useServers();
const tempDir = useTempDirs();

/**
 * An API whose `GET /tenants` lists names, the second one `name`; every other route answers 200 and is counted: what
 * the scenario sent.
 */
async function tenantsApi(name: string) {
  const sent: string[] = [];
  const url = await serveOn(servers, (request, response) => {
    if (request.url === '/tenants') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ data: [{ name: 'acme' }, { name }] }));
    }
    sent.push(request.url!);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  return { url, sent };
}

/** Writes a load test of one scenario whose `in` value `X-Tenant` comes from the tenants' names; returns its path. */
async function loadTestFile(baseUrl: string, where: 'headers' | 'query'): Promise<string> {
  const dir = await tempDir();
  const file = join(dir, 'loadtool.yaml');
  const scenario = {
    name: 'Per tenant',
    endpoint: 'GET /orders',
    concurrentUsers: 1,
    duration: '1s',
    [where]: { 'X-Tenant': { from: 'GET /tenants', pick: '$.data[*].name' } },
  };
  await writeFile(file, stringify({ version: 1, baseUrl, scenarios: [scenario] }));
  return file;
}

describe('a data source value that a header cannot carry', () => {
  it.each([
    { what: 'a CRLF', name: 'beta\r\nX-Injected: yes', holds: 'a line break, which a header cannot carry' },
    { what: 'a line feed', name: 'beta\n', holds: 'a line break, which a header cannot carry' },
    { what: 'a NUL', name: 'be\u0000ta', holds: 'a character a header cannot carry' },
  ])(
    'with $what: the pre-flight names the source and the header, the value is not sent, the run exits 3',
    async ({ name, holds }) => {
      const api = await tenantsApi(name);
      const file = await loadTestFile(api.url, 'headers');
      const { code, stderr } = await loadtool(['run', file, '--out', join(file, '..', 'out')]);
      expect(stderr).toContain(
        `Pre-flight: Per tenant, headers.X-Tenant: GET /tenants answered 200, but $.data[*].name matched a value (the 2nd of 2) that holds ${holds}`,
      );
      expect(stderr).toContain('or give headers.X-Tenant a fixed value instead');
      expect(stderr).not.toMatch(/UND_ERR|invalid/i);
      expect(code).toBe(3);
      expect(api.sent).toEqual([]);
    },
  );

  it('in a query parameter, the same value is encoded and sent', async () => {
    const api = await tenantsApi('beta\r\nX-Injected: yes');
    const file = await loadTestFile(api.url, 'query');
    const { code } = await loadtool(['run', file, '--out', join(file, '..', 'out')]);
    expect(code).toBe(0);
    expect(api.sent).toContain('/orders?X-Tenant=beta%0D%0AX-Injected%3A+yes');
  });
});
