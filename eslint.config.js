// Lint rules: typescript-eslint's recommended type-aware set plus React hooks rules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// zod's `z` export is one namespace object holding all of zod, locales included: esbuild keeps every one of them
// (454 KB minified, 93 KB gzip for a form page) where `import * as z` lets it keep only what is used (85 KB, 25 KB).
const zodAsNamespace = {
  selector: "ImportDeclaration[source.value='zod'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
  message: "Write `import * as z from 'zod'`: the `z` export brings every locale into the browser bundle.",
};
const noServerCode = { group: ['**/server/**', '../server/*', '../../server/*'], message: 'Client code must not import server code.' };
// The browser's first load has the route table with the private screens' rows cut down to their paths
// (scripts/build.ts, cutRouteTable): code that runs in the browser reads rows through the route modules or `paths`.
const routeRowsOnlyInRouteModules = {
  group: ['**/shared/routes', './routes'],
  importNames: ['SCREENS', 'screenRows'],
  message: "The browser's first load has only the public rows of the route table: use `paths`, or the route modules (client/routes*.tsx).",
};
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
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServerCode, routeRowsOnlyInRouteModules] }],
      'no-restricted-syntax': ['error', zodAsNamespace],
    },
  },
  // The modules that make the routes and the paths from the route table's rows (decision 0037).
  {
    files: ['client/routes.tsx', 'client/routes-public.tsx', 'client/routes-private.tsx', 'shared/paths.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServerCode] }],
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
    files: ['server/http/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noScripts, { regex: '(^|/)features/', message: 'server/http and server/lib must not import a feature: move what they need down, or pass it in.' }] }],
    },
  },
  // lib/ and db/ are the bottom of the server: they import each other, config.ts, env.ts, shared/ and the migrations,
  // and nothing above them (http, the features, the render, mail, the app's wiring).
  {
    files: ['server/lib/**/*.ts', 'server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noScripts,
            {
              regex: '^\\.\\./(features|http|ssr|mail|backup|storage|cli)(/|$)|^\\.\\./(api|app|services|route-deps|jobs|seed|index)$',
              message: 'server/lib and server/db are the bottom layer: move what they need down, or pass it in.',
            },
          ],
        },
      ],
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
