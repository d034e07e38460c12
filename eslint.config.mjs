/**
 * Lint rules for the whole repository (`npm run lint`). Type-aware where it
 * pays: imports of types say so, assertions the types already make are
 * removed, promises are awaited or handled on purpose. Formatting is
 * Prettier's (`.prettierrc.json`), not the linter's.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-artifacts/**',
      'bench/load/profiles/**',
      '**/*.mjs',
      '**/*.js',
      'web/vite.config.mts',
      'drizzle.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Games and tools type loosely where a definition is generic over its state (GameDefinition<any>).
      '@typescript-eslint/no-explicit-any': 'off',
      'no-control-regex': 'off',
    },
  },
);
