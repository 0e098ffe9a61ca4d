// `npm start` (after build and db:setup): serves the SPA and the API on one port.
import { build } from './app';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';

async function main(): Promise<void> {
  const app = await build();
  for (const warning of app.config.warnings) app.log.warn(warning);
  const { port, host } = app.config;
  await app.listen({ port, host });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
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
