import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

const remotes = ['mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms'];

// These files of the checked packages still hold English texts; their texts move into catalogues next.
const NOT_YET_TRANSLATED = [
  'shell/src/server/**',
  'ui/src/seo/**',
  'ui/src/forms/posted-form.tsx',
  'ui/src/forms/browser-leave-prompt.tsx',
];

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
  // Visible texts come from the catalogues (src/messages): a literal in a component's markup is an error. Which
  // attributes, calls and names hold no visible text is listed here once.
  {
    files: ['ui/src/**/*.tsx', 'shell/src/**/*.tsx', ...remotes.map((remote) => `${remote}/src/**/*.tsx`)],
    ignores: ['**/*.test.tsx', '**/testing/**', ...NOT_YET_TRANSLATED],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Message ids ('nav.home'), and strings without a space that start like a path, a package, a selector or a token.
          ignore: ['^[a-z]+(\\.[a-zA-Z]+)+$', '^[-@a-z0-9/#.(\\[][^\\s]*$', '^\\(.*\\)$', '^\\S+@\\S+$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(status|timeZone|currency|userRole|adminListPath|formClassName|buttonSize|className|key|type|id|name|href|to|rel|role|method|action|as|variant|tone|size|inputMode|autoComplete|htmlFor|target|path|page|src|srcSet|sizes|loading|decoding|fetchPriority|width|height|viewBox|d|fill|stroke|xmlns|icon|form|mode|data-.+|aria-(hidden|live|controls|current|haspopup|roledescription|busy))$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            '*.get',
            '*.has',
            'Error',
            'useContent',
            'publicContentQuery',
            'navigate',
            'performance.mark',
            'window.matchMedia',
            'document.getElementById',
            'matchMedia',
            '*.querySelector',
            '*.querySelectorAll',
          ],
        },
      ],
    },
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
