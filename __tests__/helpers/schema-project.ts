import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadtool } from './cli.js';
import { performanceConfig } from './qa-config.js';

/**
 * Writes qa.config.json with all four domains and performance's own schemaUrl (valid under the old and the new
 * rules); returns the folder, a `generate` runner and the generated file's text.
 */
export async function schemaProject(
  dir: string,
  options: { schemaUrl: string; baseUrl: string; plan?: string; schemaHeaders?: Record<string, string> },
) {
  const config = performanceConfig('schema-test', {
    baseUrl: options.baseUrl,
    schemaUrl: options.schemaUrl,
    ...(options.schemaHeaders && { schemaHeaders: options.schemaHeaders }),
    thresholds: { p99LatencyMs: 60000, okRequestPercent: 50 },
  });
  const configFile = join(dir, 'qa.config.json');
  await writeFile(configFile, JSON.stringify(config, null, 2));
  if (options.plan !== undefined) await writeFile(join(dir, 'qa-plan.md'), options.plan);
  const output = join(dir, 'load-tests', 'loadtool.yaml');
  const generate = (args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
    loadtool(['generate', '--config', configFile, '-o', output, ...args], env);
  return { dir, configFile, output, generate, yaml: () => readFile(output, 'utf8') };
}

/** Starts a node:http server on 127.0.0.1 port 0, pushed onto `servers` to be closed; returns its origin. */
export async function serveOn(
  servers: Server[],
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
