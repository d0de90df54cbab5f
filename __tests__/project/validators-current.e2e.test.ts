import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { fitsSchema, schemaFindings } from '../../src/loadtest/findings/schema-findings.js';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the validators compiled ahead of time', () => {
  it('are what scripts/validators.ts gives from the schemas now (run `npm run validators` when this fails)', () => {
    expect(() =>
      execFileSync(resolve(ROOT, 'node_modules/.bin/tsx'), ['scripts/validators.ts', '--check'], {
        cwd: ROOT,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('load no module but the formats of the config: the bundle needs nothing beside them', () => {
    const fits = readFileSync(resolve(ROOT, 'src/loadtest/findings/fits-schema.generated.ts'), 'utf8');
    expect(fits).not.toMatch(/\brequire\(|^import /m);
    const config = readFileSync(resolve(ROOT, 'src/config/config-schema.generated.ts'), 'utf8');
    expect(config).not.toMatch(/\brequire\(/);
    expect(config.match(/^import .*$/gm)).toEqual(["import { CONFIG_FORMATS } from './config-formats.js';"]);
  });

  it('tell a load test that fits the schema from one that does not', () => {
    const valid = {
      version: 1,
      baseUrl: 'http://127.0.0.1:9',
      scenarios: [{ name: 'a', endpoint: 'GET /', concurrentUsers: 1, duration: '1s' }],
    };
    expect(schemaFindings(valid)).toEqual([]);
    expect(fitsSchema(valid)).toBe(true);
    expect(fitsSchema({ ...valid, version: 2 })).toBe(false);
    expect(fitsSchema({ ...valid, scenarios: [{ name: 'a', endpoint: 'GET /', concurrentUsers: 'ten' }] })).toBe(false);
  });
});
