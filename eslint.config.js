// Lint rules, including the layering rule of DESIGN §2: imports flow app → features → ui/state →
// core, and core imports nothing above it. A wrong import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const layering = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  rules: {
    'import-x/no-cycle': ['error', { maxDepth: 8 }],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/core',
            from: [
              './src/state',
              './src/storage',
              './src/ui',
              './src/features',
              './src/app',
              './src/workers',
            ],
            message: 'core is pure TypeScript and imports nothing above it (DESIGN §2).',
          },
          {
            target: './src/storage',
            from: ['./src/state', './src/ui', './src/features', './src/app'],
            message: 'storage adapters only know core (DESIGN §2).',
          },
          {
            target: './src/state',
            from: ['./src/ui', './src/features', './src/app'],
            message: 'stores import core and storage only (DESIGN §2).',
          },
          {
            target: './src/ui',
            from: ['./src/features', './src/app', './src/state'],
            message: 'shared UI pieces are presentational (DESIGN §2).',
          },
          {
            target: './src/features',
            from: ['./src/app'],
            message: 'features never import the app shell (DESIGN §2).',
          },
          {
            target: './server',
            from: ['./src/features', './src/ui', './src/state', './src/app', './src/storage'],
            message: 'the server imports src/core only (DESIGN §2).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'coverage',
      'bench/baseline/dist',
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
  layering,
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
