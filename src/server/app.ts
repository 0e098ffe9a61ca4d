// Builds the Fastify app (fastify/demo order): external plugins → app plugins → routes.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Config, loadConfig } from './config';
import { createDb, type Db } from './db/database';
import { registerJobRunner } from './jobs';
import { registerApiDocs } from './plugins/api-docs';
import { registerClientApp } from './plugins/client-app';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { loggerOptions } from './plugins/logger';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createMessagingProvider, type MessagingProvider } from './providers/messaging';
import { registerRoutes } from './routes';
import { type ContractProviders, createContractProviders } from './services/contracts/providers';
import { registerShutdownState } from './shutdown';
import { assertKeysReadDatabase } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    messaging: MessagingProvider;
    /** Payments, credit, ABA directory, document storage, PDFs and field encryption (contracts). */
    providers: ContractProviders;
    /** When the client bundle was built (shown to admins in the sidebar footer). */
    buildTimestamp: string;
  }
}

export interface BuildOptions {
  config?: Partial<Config>;
  /** An existing database (tests); otherwise one is opened from the config and closed with the app. */
  db?: Db;
  messaging?: MessagingProvider;
  /** Providers to use instead of the sandbox defaults (tests). */
  providers?: Partial<ContractProviders>;
  logger?: FastifyServerOptions['logger'];
}

function buildTimestampOf(config: Config): string {
  if (config.buildTimestamp) return config.buildTimestamp;
  try {
    return statSync(join(config.clientDir, 'index.html')).mtime.toISOString();
  } catch {
    return new Date().toISOString();
  }
}

export async function build(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...opts.config };
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.environment, process.env.LOG_LEVEL),
    trustProxy: config.trustProxy,
    bodyLimit: 3 * 1024 * 1024,
    // On close: idle keep-alive connections are closed at once, busy ones after their answer.
    forceCloseConnections: 'idle',
    // One log line per request (below), not Fastify's two (issue 17: log work per request).
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  });

  const db = opts.db ?? createDb(config);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('buildTimestamp', buildTimestampOf(config));
  app.decorate(
    'messaging',
    opts.messaging ?? createMessagingProvider(db, config.smtpUrl, (line) => app.log.info(line)),
  );
  app.decorate(
    'providers',
    createContractProviders(db, config, (line) => app.log.info(line), opts.providers),
  );
  // Keys that cannot read the stored values refuse the start (security/README.md "Which key reads …").
  await assertKeysReadDatabase(db, app.providers.encryption);
  if (!opts.db) app.addHook('onClose', async () => db.destroy());
  registerShutdownState(app);
  if (config.jobRunner) registerJobRunner(app);

  // API answers are compressed as they go (the client's files are compressed at build time): the
  // fastest levels, a list page of 65 KB in a third less time than the defaults (gzip 6, brotli 4) for
  // ~15 % more bytes (issue 17: the server's work per request).
  await app.register(compress, {
    global: true,
    zlibOptions: { level: 1 },
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerJsonBody(app);
  // Before any route: it describes the routes as they are added.
  await registerApiDocs(app);
  await registerClientApp(app, config.clientDir);
  await app.register(registerRoutes);
  return app;
}
