// Lint rules, including the layering rule of DESIGN §2: imports flow app → features → ui/state →
// core, and core imports nothing above it. A wrong import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Each layer lists the layers it must not import (globs over the import path).
const forbid = (files, layers, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: layers.map((layer) => ({
          group: [`**/${layer}/*`, `**/${layer}/**`],
          message: `${message} (DESIGN §2)`,
        })),
      },
    ],
  },
});

const layering = [
  forbid(
    ['src/core/**/*.{ts,tsx}'],
    ['state', 'storage', 'ui', 'features', 'app', 'workers'],
    'core is pure TypeScript and imports nothing above it',
  ),
  forbid(['src/storage/**/*.ts'], ['state', 'ui', 'features', 'app'], 'storage only knows core'),
  forbid(['src/state/**/*.ts'], ['ui', 'features', 'app'], 'stores import core and storage only'),
  forbid(
    ['src/ui/**/*.{ts,tsx}'],
    ['state', 'features', 'app'],
    'shared UI pieces are presentational',
  ),
  forbid(['src/features/**/*.{ts,tsx}'], ['app'], 'features never import the app shell'),
  forbid(
    ['server/**/*.ts'],
    ['features', 'ui', 'state', 'app', 'storage'],
    'the server imports src/core only',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'bench/baseline/dist',
      // Programs with deliberate mistakes, kept exactly as a beginner would write them.
      'src/**/__fixtures__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Untrusted HTML goes through ui/sanitize.ts only (STYLE.md).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...layering,
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'core runs in workers and Node too.' },
        { name: 'document', message: 'core runs in workers and Node too.' },
        { name: 'localStorage', message: 'only src/storage touches browser storage.' },
        { name: 'sessionStorage', message: 'only src/storage touches browser storage.' },
        { name: 'indexedDB', message: 'only src/storage touches browser storage.' },
      ],
    },
  },
);
