// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');

// The one-way import rule of README.md (Layout of the code): client → shared, machines; server → shared,
// machines; machines → xstate and types from src/shared; shared → nothing of ours. Each layer also keeps
// out the packages and globals of the places it does not run in. test/tools/boundaries.test.ts proves
// each rule fails on a fixture.
const layerFiles = (dir) => [`${dir}/**/*.ts`, `${dir}/**/*.tsx`];
/**
 * `import-x/no-restricted-paths` zones: `target` must not import `from` (paths resolved, not spelled).
 * The rule reads them from process.cwd(): run ESLint from the repository root (the npm scripts do).
 */
const zones = (target, from, message) => [
  'error',
  { zones: from.map((f) => ({ target: `./${target}`, from: `./${f}`, message })) },
];
/** Whole package names (and their subpaths) as one anchored regular expression. */
const packages = (...names) => `^(${names.join('|')})(/.*)?$`;
const nodeAndDomGlobals = [
  ...['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'self'].map(
    (name) => ({
      name,
      message: 'No DOM here: this layer also runs on the server; the client passes what it needs.',
    }),
  ),
  ...['fetch', 'XMLHttpRequest', 'WebSocket'].map((name) => ({
    name,
    message: 'No network here: the client or server does the I/O and passes the result in.',
  })),
  ...['process', 'Buffer', 'global', '__dirname', '__filename', 'require', 'setImmediate'].map((name) => ({
    name,
    message: 'No Node here: this layer also runs in the browser.',
  })),
];
const nodeAndDomProperties = ['window', 'document', 'fetch', 'process'].map((property) => ({
  object: 'globalThis',
  property,
  message: 'No DOM, network or Node globals in this layer.',
}));

module.exports = tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'machines/*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Import cycles among the application's modules (tests import them but nothing imports a test).
    // Type-only imports do not count; maxDepth bounds the walk on the 2-core CI machine.
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
    },
  },
  {
    files: layerFiles('src/client'),
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': zones(
        'src/client',
        ['src/server'],
        'src/client must not import src/server.',
      ),
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: packages(
                'fastify',
                '@fastify/[^/]+',
                'kysely',
                'pg',
                'pg-[^/]+',
                'better-sqlite3',
                'nodemailer',
                '@node-rs/[^/]+',
              ),
              message: 'src/client runs in the browser: no server or database packages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: layerFiles('src/server'),
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': zones(
        'src/server',
        ['src/client'],
        'src/server must not import src/client.',
      ),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: packages(
                'react',
                'react-dom',
                '@mui/[^/]+',
                '@emotion/[^/]+',
                '@xstate/react',
                'react-redux',
                'react-router(-dom)?',
                'notistack',
              ),
              message: 'src/server does not render React or MUI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: layerFiles('src/shared'),
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': zones(
        'src/shared',
        ['src/server', 'src/client', 'machines'],
        'src/shared imports nothing of ours outside src/shared.',
      ),
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.)(?!(decimal\\.js|luxon|yup)$)',
              message:
                'src/shared runs in browser and server: only decimal.js, luxon and yup among packages.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...nodeAndDomGlobals],
      'no-restricted-properties': ['error', ...nodeAndDomProperties],
    },
  },
  {
    files: ['machines/**/*.ts'],
    ignores: ['machines/export.ts'], // the visualizer export tool (Node, prettier)
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': zones(
        'machines',
        ['src/server', 'src/client'],
        'machines import xstate and types from src/shared only.',
      ),
      'import-x/no-nodejs-modules': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/shared(/|$)',
              allowTypeImports: true,
              message:
                'machines import only types from src/shared (import type); values come in through input or guards.',
            },
            { regex: '^(?!\\.)(?!xstate$)', message: 'machines import no package but xstate.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...nodeAndDomGlobals],
      'no-restricted-properties': ['error', ...nodeAndDomProperties],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'test/tools/**',
      'test/e2e/serve.ts',
      'src/server/db/cli.ts',
      'src/server/db/aba-import.ts',
      'src/server/security/keys-cli.ts',
      'src/server/services/servicing/cli.ts',
      'src/server/main.ts',
      'machines/export.ts',
      'test/bench/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
