// Lint rules, and the design rules they guard (a wrong import fails `npm test`):
// - Layers: imports flow app → features → ui / state → storage → core. core is pure TypeScript
//   and imports nothing above it; storage knows only core; stores (state) import core and
//   storage, never workers (the app hands a store the worker it needs); shared UI pieces (ui)
//   are presentational and import no store; the server imports src/core only.
// - Features reach storage only through state (tests may set storage up directly).
// - A feature imports another feature only through that feature's index.ts, its public entry;
//   everything else in a feature folder is its own (eslint-rules/feature-entry.js). The app
//   shell imports features the same way, or the contribution.ts of each that it collects.
// - No import cycles anywhere in src or server.
// - core runs in workers and Node too: it uses no window, document or browser storage, and
//   tsconfig.core.json type-checks it without the DOM library.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import featureEntry from './eslint-rules/feature-entry.js';

// Each layer lists the layers it must not import (globs over the import path).
const forbid = (files, layers, message, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: layers.map((layer) => ({
          group: [`**/${layer}/*`, `**/${layer}/**`],
          message,
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
  forbid(
    ['src/storage/**/*.ts'],
    ['state', 'ui', 'features', 'app', 'workers'],
    'storage only knows core',
  ),
  forbid(
    ['src/state/**/*.ts'],
    ['ui', 'features', 'app', 'workers'],
    'stores import core and storage only (the app hands a store the worker it needs)',
  ),
  forbid(
    ['src/ui/**/*.{ts,tsx}'],
    ['state', 'features', 'app'],
    'shared UI pieces are presentational',
  ),
  forbid(['src/features/**/*.{ts,tsx}'], ['app'], 'features never import the app shell'),
  forbid(
    ['src/features/**/*.{ts,tsx}'],
    ['app', 'storage'],
    'features never import the app shell, and reach storage only through state',
    ['src/features/**/*.test.{ts,tsx}'],
  ),
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
      'dist-server',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'bench/baseline/dist',
      // Programs with deliberate mistakes, kept exactly as a beginner would write them.
      'src/**/__fixtures__',
      'src/**/__heldout__',
      // Real-world files of every language, kept as written, for the detection benchmark.
      'test-fixtures',
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
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    plugins: { design: { rules: { 'feature-entry': featureEntry } } },
    rules: { 'design/feature-entry': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
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
