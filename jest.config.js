// @ts-check
/** swc transpiles TypeScript for jest; tsc type-checks separately (npm run typecheck). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};

/** @type {import('jest').Config} */
module.exports = {
  // Jest reads testTimeout from the global config only (a project's own is ignored). 30 s: integration
  // files migrate and seed a fresh database in beforeAll, and client tests wait up to 8 s for a lazy
  // screen (setup.ts), both slow on a busy 2-core machine.
  testTimeout: 30_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/test/shared/**/*.test.ts',
        '<rootDir>/test/machines/**/*.test.ts',
        '<rootDir>/test/tools/**/*.test.ts',
      ],
    },
    {
      ...base,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      moduleNameMapper: { '\\.(css|png|svg|pdf)$': '<rootDir>/test/client/file-stub.js' },
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      // One seeded template database per run, copied for each test file (helpers/global-setup.ts).
      globalSetup: '<rootDir>/test/server/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/test/server/helpers/global-teardown.ts',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // cookie and content-disposition are held at CommonJS versions (package.json overrides: the ESM-only
      // majors need Node 22); should they turn ESM again, jest's CommonJS runtime needs them transpiled.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
    },
  ],
};
