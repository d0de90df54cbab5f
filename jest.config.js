/** Jest in ESM mode with ts-jest, as in actions/typescript-action. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: { isolatedModules: true } }] },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testTimeout: 30000,
  // Most tests wait on local servers and timers rather than compute: two workers on a 2-core runner halve the wall
  // time (jest's default is one fewer than the cores), and every test is written to pass on a busy machine.
  maxWorkers: 2,
};
