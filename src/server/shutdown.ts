// Graceful shutdown (SIGTERM/SIGINT in main.ts): the process says it is not ready (GET /api/ready
// answers 503, so a load balancer stops sending), optionally waits for the balancer to notice, then
// closes: no new connections, requests in flight answered, the job runner's job in flight finished
// and recorded, then the database closed. A cap ends it if something hangs.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the process starts to shut down (GET /api/ready answers 503). */
    shuttingDown: boolean;
  }
}

export interface ShutdownOptions {
  /** How long to keep serving while answering not-ready before closing (SHUTDOWN_DRAIN_SECONDS, 0). */
  drainMs: number;
  /** How long the close may take before connections are cut (SHUTDOWN_TIMEOUT_SECONDS, 25). */
  timeoutMs: number;
}

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback * 1000;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number of seconds`);
  return n * 1000;
}

export function shutdownOptionsFrom(env: NodeJS.ProcessEnv = process.env): ShutdownOptions {
  return {
    drainMs: seconds(env.SHUTDOWN_DRAIN_SECONDS, 0, 'SHUTDOWN_DRAIN_SECONDS'),
    timeoutMs: seconds(env.SHUTDOWN_TIMEOUT_SECONDS, 25, 'SHUTDOWN_TIMEOUT_SECONDS'),
  };
}

/** The shutting-down state (app.ts): set by shutDown, or by app.close() itself. */
export function registerShutdownState(app: FastifyInstance): void {
  app.decorate('shuttingDown', false);
  app.addHook('preClose', async () => {
    app.shuttingDown = true;
  });
  // An answer finished while shutting down ends its keep-alive connection, so the client's next
  // request opens a new one (to another process) and server.close() need not wait for it to idle.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.shuttingDown) reply.header('connection', 'close');
    return payload;
  });
}

/** Closes the app gracefully; 'timed out' when the cap was reached (connections were then cut). */
export async function shutDown(
  app: FastifyInstance,
  options: ShutdownOptions,
): Promise<'closed' | 'timed out'> {
  app.shuttingDown = true;
  if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  let timer: NodeJS.Timeout | undefined;
  const cap = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), options.timeoutMs);
  });
  const outcome = await Promise.race([app.close().then(() => 'closed' as const), cap]);
  clearTimeout(timer);
  if (outcome === 'timed out') app.server.closeAllConnections();
  return outcome;
}
