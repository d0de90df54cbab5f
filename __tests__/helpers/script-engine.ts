import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import type { LoadTest, Scenario } from '../../src/loadtest/types.js';
import type { MeasuredStep, ScenarioResult, StepResult } from '../../src/results/types.js';
import type { ScriptFunction } from '../../src/scripts/api.js';
import type { LoadedScript } from '../../src/scripts/loaded-script.js';

/**
 * Returns a fixture of __tests__/fixtures/scripts/ loaded as the real loader loads a script: its module imported
 * (ts-jest transforms it in jest), its default export and its `once`.
 */
export async function loadFixture(name: string): Promise<LoadedScript> {
  const url = new URL(`../fixtures/scripts/${name}.ts`, import.meta.url);
  const module = (await import(`../fixtures/scripts/${name}.js`)) as { default: ScriptFunction; once?: ScriptFunction };
  return { file: fileURLToPath(url), run: module.default, once: module.once };
}

/** Returns a load test of one script scenario named `Script`, in the shape validation gives, 1 user for 1 s. */
export function scriptLoadTest(baseUrl: string, fixture: string, rest: Partial<Scenario> = {}): LoadTest {
  const script = `load-tests/${fixture}.ts`;
  const scenario: Scenario = {
    name: 'Script',
    endpoint: `script ${script}`,
    method: '',
    path: '',
    line: 3,
    concurrentUsers: 1,
    durationSeconds: 1,
    timeoutMs: 5000,
    thresholds: [],
    script,
    ...rest,
  };
  return { version: 1, baseUrl, execution: 'sequential', scenarios: [scenario] };
}

/** Returns the scripts option of a run: the fixture loaded for the scenario named `Script`. */
export async function scriptsOf(fixture: string): Promise<Map<string, LoadedScript>> {
  return new Map([['Script', await loadFixture(fixture)]]);
}

/** Returns the step of that name (and once or not), which must exist. */
export function stepNamed<T extends MeasuredStep | StepResult>(
  scenario: { steps?: T[] | undefined },
  name: string,
  once = false,
): T {
  const found = scenario.steps?.find((step) => step.name === name && (step.once ?? false) === once);
  expect(found).toBeDefined();
  return found!;
}

/** Returns the sum of a step list's requests: every request a script sent is in exactly one step. */
export function stepTotal(result: Pick<ScenarioResult, 'steps'>): number {
  return (result.steps ?? []).reduce((sum, step) => sum + step.requests.total, 0);
}
