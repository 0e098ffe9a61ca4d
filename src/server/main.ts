// `npm start` (after build and db:setup): serves the SPA and the API on one port.
import { build } from './app';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';
import { shutDown, shutdownOptionsFrom } from './shutdown';

async function main(): Promise<void> {
  const app = await build();
  for (const warning of app.config.warnings) app.log.warn(warning);
  const { port, host } = app.config;
  await app.listen({ port, host });

  // SIGTERM/SIGINT: not ready at once, then stop listening, answer the requests in flight, let the
  // running job finish, close the database (shutdown.ts); a second signal or the cap cuts it short.
  const shutdown = shutdownOptionsFrom(process.env);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        app.log.warn({ signal }, 'Second signal: exiting without waiting');
        process.exit(1);
      }
      stopping = true;
      app.log.info({ signal, ...shutdown }, 'Shutting down');
      shutDown(app, shutdown).then(
        (outcome) => {
          if (outcome === 'timed out') app.log.error(shutdown, 'Shutdown took too long: connections cut');
          else app.log.info('Shut down');
          process.exit(outcome === 'closed' ? 0 : 1);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  const where = app.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : app.config.sqliteFile;
  console.log(
    `\nPayPlan is running at http://localhost:${port} (listening on ${host}:${port}; database: ${where})`,
  );
  if (app.config.environment !== 'production') {
    console.log(`Demo logins, all with the password ${DEMO_PASSWORD}:`);
    for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(28)} ${user.role}`);
    console.log('Emails (multifactor and password links) are in the outbox table and at GET /api/outbox.\n');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
