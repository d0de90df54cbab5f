import { expect, it } from '@jest/globals';
import { applyRunOverrides } from '../../src/loadtest/apply-overrides.js';
import { loadTestFingerprint } from '../../src/loadtest/fingerprint.js';
import { parseLoadTest } from '../../src/loadtest/validate.js';
import { yamlLines } from '../helpers/load-test-problems.js';

const yaml = (gap: string[] = []) =>
  yamlLines(
    'version: 1',
    'baseUrl: http://127.0.0.1:9',
    'scenarios:',
    ...gap,
    '  - name: Ramp',
    '    endpoint: GET /a',
    '    stages:',
    '      - { duration: 30s, target: 100/s }',
    '      - { duration: 10s, target: 0/s }',
    '  - { name: Constant, endpoint: GET /a, arrivalRate: 20/s, duration: 8s }',
  );

it('--users sets the maxUsers of an open-model scenario, --duration stretches its stages in proportion', () => {
  const loadTest = parseLoadTest(yaml(), 'loadtool.yaml');
  const [ramp, constant] = applyRunOverrides(loadTest, { concurrentUsers: 7, durationSeconds: 20 }).scenarios;
  expect([ramp!.concurrentUsers, ramp!.durationSeconds, ramp!.arrival]).toEqual([
    7,
    20,
    {
      startRate: 0,
      stages: [
        { durationSeconds: 15, target: 100, line: 7 },
        { durationSeconds: 5, target: 0, line: 8 },
      ],
      maxUsers: 7,
    },
  ]);
  expect(constant!.arrival).toEqual({
    startRate: 20,
    stages: [{ durationSeconds: 20, target: 20, line: 9 }],
    maxUsers: 7,
  });
});

it('the fingerprint of an open-model load test does not change with the lines its stages are on', () => {
  const fingerprint = (text: string) => loadTestFingerprint(parseLoadTest(text, 'loadtool.yaml'));
  expect(fingerprint(yaml(['  # a comment', '']))).toBe(fingerprint(yaml()));
  expect(fingerprint(yaml().replace('target: 100/s', 'target: 90/s'))).not.toBe(fingerprint(yaml()));
});
