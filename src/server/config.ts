// Server configuration from the environment, read once at start (ARCHITECTURE.md: one `npm start`).
import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';

export type ServerEnvironment = 'development' | 'test' | 'production';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl: string | null;
  /** DATABASE_POOL_MAX: most PostgreSQL connections of this process (db/database.ts DEFAULT_PG_POOL_MAX). */
  databasePoolMax?: number;
  sqliteFile: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** ENCRYPTION_KEY: encrypts every new value and reads the values it wrote. */
  encryptionKey: string;
  /**
   * ENCRYPTION_KEY_PREVIOUS (comma-separated): older keys that only read, while a rotation is under way
   * (security/README.md "Rotating the key"; `npm run keys:reencrypt` moves their values to the new key).
   */
  encryptionKeysPrevious: string[];
  smtpUrl: string | null;
  /** The address links in emails point at (never taken from the request's Host header). */
  publicUrl: string;
  /** Trust X-Forwarded-Proto/-For from a reverse proxy (TRUST_PROXY=1). */
  trustProxy: boolean;
  environment: ServerEnvironment;
  clientDir: string;
  /** Where contract documents are kept (DOCUMENTS_DIR, default ./data/documents). */
  documentsDir: string;
  buildTimestamp: string | null;
  /** Run background jobs in this process (JOB_RUNNER=1/0; on by default, off in tests). */
  jobRunner: boolean;
  /**
   * The key of the HMAC-SHA256 signature on the card processor's callbacks (PAYMENTS_WEBHOOK_SECRET);
   * when unset, derived from ENCRYPTION_KEY (providers/payments/README.md "Callbacks"). It must be set
   * during a key rotation: the derived value changes with the key, the processor's copy does not.
   */
  paymentsWebhookSecret: string;
  /** Problems worth a line in the log at start (e.g. the development encryption key). */
  warnings: string[];
}

const DEV_ENCRYPTION_KEY = 'payplan-development-key-not-for-production-use-000';

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`);
  return n;
}

function environmentOf(nodeEnv: string | undefined): ServerEnvironment {
  if (nodeEnv === 'production' || nodeEnv === 'test') return nodeEnv;
  return 'development';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const environment = environmentOf(env.NODE_ENV);
  const port = int(env.PORT, 3000, 'PORT');
  const warnings: string[] = [];
  let encryptionKey = env.ENCRYPTION_KEY ?? '';
  if (!encryptionKey) {
    if (environment === 'production') throw new Error('ENCRYPTION_KEY is required in production');
    encryptionKey = DEV_ENCRYPTION_KEY;
    warnings.push('ENCRYPTION_KEY is not set: using the development key. Never do this in production.');
  }
  const encryptionKeysPrevious = (env.ENCRYPTION_KEY_PREVIOUS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '' && key !== encryptionKey);
  if (encryptionKeysPrevious.length > 0 && !env.PAYMENTS_WEBHOOK_SECRET) {
    const problem =
      'PAYMENTS_WEBHOOK_SECRET is not set while ENCRYPTION_KEY_PREVIOUS is: the default is derived from ' +
      "ENCRYPTION_KEY, so the new key changes it and the card processor's callbacks, signed with the old " +
      'value, are refused. Set PAYMENTS_WEBHOOK_SECRET to the value the processor has ' +
      '(src/server/security/README.md "Rotating the key").';
    if (environment === 'production') throw new Error(problem);
    warnings.push(problem);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    ...(env.DATABASE_POOL_MAX ? { databasePoolMax: int(env.DATABASE_POOL_MAX, 0, 'DATABASE_POOL_MAX') } : {}),
    sqliteFile: resolve(env.SQLITE_FILE || './data/payplan.sqlite'),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 60, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    encryptionKey,
    encryptionKeysPrevious,
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY === '1',
    environment,
    clientDir: resolve(env.CLIENT_DIR || './dist/client'),
    documentsDir: resolve(env.DOCUMENTS_DIR || './data/documents'),
    buildTimestamp: env.BUILD_TIMESTAMP || null,
    jobRunner: env.JOB_RUNNER ? env.JOB_RUNNER === '1' : environment !== 'test',
    paymentsWebhookSecret:
      env.PAYMENTS_WEBHOOK_SECRET ||
      createHmac('sha256', encryptionKey).update('payments-webhook').digest('hex'),
    warnings,
  };
}
