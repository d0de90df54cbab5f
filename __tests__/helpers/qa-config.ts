import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Returns a qa.config.json object: project `name`, ui, api and accessibility off, performance on with `performance`. */
export function performanceConfig(name: string, performance: Record<string, unknown>) {
  return {
    project: { name },
    domains: {
      ui: { enabled: false },
      api: { enabled: false },
      accessibility: { enabled: false },
      performance: { enabled: true, ...performance },
    },
  };
}

/** Returns a load test of one passing scenario on `baseUrl`'s /ok, 1 user for 1 s. */
export const okLoadTestYaml = (baseUrl: string) =>
  `version: 1\nbaseUrl: ${baseUrl}\nscenarios:\n  - name: Ok\n    endpoint: GET /ok\n    concurrentUsers: 1\n    duration: 1s\n    thresholds: { p99: 5000ms, okRate: 50% }\n`;

/**
 * Writes a project in `root` with one passing scenario on `baseUrl`'s /ok: openapi.json, qa.config.json (every domain
 * listed, `performance` merged in) and the committed load-tests/loadtool.yaml; returns `root`.
 */
export async function writeOkProject(
  root: string,
  name: string,
  baseUrl: string,
  performance: Record<string, unknown> = {},
): Promise<string> {
  const ok = { get: { responses: { '200': { description: 'ok' } } } };
  await writeFile(
    join(root, 'openapi.json'),
    JSON.stringify({ openapi: '3.0.3', info: { title: 'Ok', version: '1' }, paths: { '/ok': ok } }),
  );
  await writeFile(
    join(root, 'qa.config.json'),
    JSON.stringify(
      performanceConfig(name, {
        baseUrl,
        schemaUrl: 'openapi.json',
        ...performance,
        thresholds: { p99LatencyMs: 5000, okRequestPercent: 50 },
      }),
    ),
  );
  await mkdir(join(root, 'load-tests'), { recursive: true });
  await writeFile(join(root, 'load-tests', 'loadtool.yaml'), okLoadTestYaml(baseUrl));
  return root;
}
