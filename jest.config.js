/** Jest in ESM mode with ts-jest, as in actions/typescript-action. */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: { isolatedModules: true } }] },
  testMatch: ['**/__tests__/**/*.test.ts'],
  testTimeout: 30000,
};
