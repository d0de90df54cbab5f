import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // The k6 scripts `loadtool import k6` reads are k6's JavaScript, as users write it, not code of ours.
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'src/**/*.generated.ts', '__tests__/fixtures/import/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', 'scripts/*.mjs', 'bench/*.mjs'],
          // The scripts and benches outside tsconfig.json's projects: more than the default 8.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // noUncheckedIndexedAccess is on: an index known to exist is asserted with `!`.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
  },
);
