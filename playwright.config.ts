// Browser tests: Playwright drives Debian's Chromium against the real server, started on its own
// SQLite database (migrated and seeded) by test/e2e/serve.ts. The client must be built first
// (npm test builds it before this step).
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Each port gets its own database and documents, so two runs on one machine stay apart; the tests
// read the same folder (stored-secrets.ts).
const dataDir = process.env.E2E_DATA_DIR ?? (port === 3210 ? 'data/e2e' : `data/e2e-${port}`);
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: port === 3210 ? 'test-results' : `test-results-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 850 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `npx tsx test/e2e/serve.ts`,
    env: {
      PORT: String(port),
      E2E_DATA_DIR: dataDir,
      DOCUMENTS_DIR: `${dataDir}/documents`,
      NODE_ENV: 'test',
      JOB_RUNNER: '1',
    },
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
