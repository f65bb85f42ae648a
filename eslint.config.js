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
// A screen's row under PRIVATE_PREFIXES is in client/screens-private.ts, which the browser fetches with the private
// routes; a static import of it from anything else under client/ would put every private row into the first load
// (decisions 0017 and 0043).
const privateRowsWithTheirRoutes = {
  regex: '(^|/)screens-private$',
  message: 'Only client/routes-private.tsx (fetched when needed) and client/routes.tsx (the server) import the private rows: use `paths`, or those modules.',
};
// shared/ is what both sides use, so it imports neither: an import of client/ from it made the server's import graph
// reach every page, and one of server/ would put server code in the browser (decision 0043).
const sharedImportsNeitherSide = {
  regex: '^(\\.\\./)+(client|server)(/|$)',
  message: 'shared/ imports nothing from client/ or server/: move what both need into shared/, or pass it in.',
};
// …nor with `import()`, which no-restricted-imports does not look at (`\x2F` is a slash: esquery ends a regex at one).
const sharedLoadsNeitherSide = {
  selector: 'ImportExpression[source.value=/^(\\.\\.\\x2F)+(client|server)(\\x2F|$)/]',
  message: sharedImportsNeitherSide.message,
};
// Interface text comes from the catalogues (shared/i18n/messages, decision 0044): in the files that are converted, words
// written into JSX — text, or a literal in an attribute people read or hear — are an error. A brand name or a sign that
// is the same in every language is allowed with `// eslint-disable-next-line no-restricted-syntax -- <why>`.
const interfaceText = 'Interface text comes from the catalogues: t(\'…\') from useT()/useI18n() (shared/i18n/messages).';
const noHardCodedText = [
  { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: interfaceText },
  { selector: 'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder|data-tooltip|label|hint|subtitle|adviserLabel)$/] > Literal[value=/[A-Za-z]{2,}/]', message: interfaceText },
];
/** The public site's files whose interface text is in the catalogues (the staff's screens stay in English). */
const translatedFiles = [
  'client/pages/public/**/*.tsx',
  'client/components/{home,study,content,gallery}/**/*.tsx',
  'client/components/{NotFound,Widget,Picture,PageTransition,ToastView,Loading,SectionMenu,Logo,Flag,ui,LanguageSuggestion}.tsx',
  'client/layouts/{DefaultLayout,SiteChrome,RouteErrorView,ErrorLayout,PlainLayout,LanguageMenu,AccountMenu}.tsx',
  // Signing in, registering and the student's own pages.
  'client/pages/auth/**/*.tsx',
  'client/pages/account/**/*.tsx',
  'client/components/{LoginForm,OAuthButtons,SignInSteps,ConfirmIdentity,ProfileFields,form}.tsx',
  'client/components/documents/{Documents,DocumentCard,UploadForm,Checklist,AccessLog}*.tsx',
];

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
      'no-restricted-imports': ['error', { patterns: [noServerCode, privateRowsWithTheirRoutes] }],
      'no-restricted-syntax': ['error', zodAsNamespace],
    },
  },
  {
    files: translatedFiles,
    rules: {
      'no-restricted-syntax': ['error', zodAsNamespace, ...noHardCodedText],
    },
  },
  // The two modules that make the private screens' routes: the one the browser fetches, and the server's whole tree.
  {
    files: ['client/routes-private.tsx', 'client/routes.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noServerCode] }],
    },
  },
  // Components are the pieces layouts and pages are made of: they import neither (what a layout and a route share,
  // like the error views, lives with the layouts).
  {
    files: ['client/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noServerCode, privateRowsWithTheirRoutes, { regex: '^(\\.\\./)+(layouts|pages)(/|$)', message: 'Components import no layout or page: move the shared piece into components/, or the component next to its layout.' }] },
      ],
    },
  },
  // shared/ points at neither side, as the server's layers point one way (docs/decisions/0028). These patterns replace
  // the block's above for shared/ (server/ is one of the two sides).
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sharedImportsNeitherSide] }],
      'no-restricted-syntax': ['error', zodAsNamespace, sharedLoadsNeitherSide],
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
