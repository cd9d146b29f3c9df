import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'releases/**',
      // Generated from the block files and section folders (scripts/lib/block-index.cjs).
      'contracts/src/blocks/index.ts',
      'mfe-public/src/sections/*-sections.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', ...remotes.map((r) => `${r}/**/*.{ts,tsx}`)],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Remotes are deployed alone: none may import another remote or the shell (STYLE.md, "what the anchors avoid").
  ...[...remotes, 'shell'].map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...remotes, 'shell']
            .filter((other) => other !== app)
            .flatMap((other) => [`@agency/${other}`, `@agency/${other}/*`, `**/${other}/src/*`]),
        },
      ],
    },
  })),
  // The embedded engine reaches mingo through its adapter folder only, so mingo can be replaced one operator at a time.
  {
    files: ['embedded-mongo/src/**/*.ts'],
    ignores: ['embedded-mongo/src/mingo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^mingo(/|$)', message: 'Import mingo through src/mingo (its adapter).' }],
        },
      ],
    },
  },
);
