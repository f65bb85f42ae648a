// Lint rules: typescript-eslint's recommended type-aware set plus React hooks rules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noScripts = { group: ['**/scripts/**'], message: 'The running site holds only the site: no build or generator code.' };

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'uploads/', '.data/', 'client/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '../server/*', '../../server/*'], message: 'Client code must not import server code.' }] }],
    },
  },
  // The running site holds only the site; and the server's layers point one way (docs/decisions/0028). A later block's
  // patterns replace an earlier one's for the same files, so each block repeats the ones before it.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noScripts] }],
    },
  },
  // http/ and lib/ serve the features and know none of them.
  {
    files: ['server/http/**/*.ts', 'server/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noScripts, { regex: '(^|/)features/', message: 'server/http and server/lib must not import a feature: move what they need down, or pass it in.' }] }],
    },
  },
  // A feature uses another only through that feature's public module, features/<name>/<name>.service.ts.
  {
    files: ['server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noScripts, { regex: '^\\.\\./(?!\\.\\.)([^/]+)/(?!\\1\\.service$)', message: "Import another feature only through its public module, '../<name>/<name>.service'." }] }],
    },
  },
);
