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
  projects: [
    {
      ...base,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/shared/**/*.test.ts', '<rootDir>/test/machines/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'client',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/client/setup.ts'],
      // findBy* waits up to 8 s (setup.ts) on a busy machine; the test itself gets room for two of those.
      testTimeout: 20_000,
      moduleNameMapper: { '\\.(css|png|svg|pdf)$': '<rootDir>/test/client/file-stub.js' },
    },
    {
      ...base,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      // Each file migrates and seeds a fresh database in beforeAll: slower than 5 s on a busy 2-core machine.
      testTimeout: 30_000,
      // ESM-only dependencies of light-my-request (app.inject) and @fastify/static: jest's CommonJS
      // runtime needs them transpiled (Node 20.19 itself loads them with require(esm)).
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
    },
  ],
};
