/**
 * Jest in ESM mode with ts-jest, as in actions/typescript-action, in two projects (docs/testing.md): `unit`, tests that
 * start no process and open no socket (enforced by a guard), and `e2e`, the `*.e2e.test.ts` files, which start real
 * servers, the bundled CLI and action, PostgreSQL or Chromium. `npm test` runs both, `npm run test:unit` the first.
 */
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: { isolatedModules: true } }] },
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
      testPathIgnorePatterns: ['\\.e2e\\.test\\.ts$'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/helpers/unit-guard.ts'],
    },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/__tests__/**/*.e2e.test.ts'] },
  ],
  testTimeout: 30000,
  // Most tests wait on local servers and timers rather than compute: two workers on a 2-core runner halve the wall
  // time (jest's default is one fewer than the cores), and every test is written to pass on a busy machine.
  maxWorkers: 2,
};
