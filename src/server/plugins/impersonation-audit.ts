// Every request made while an internal admin impersonates a user is written to the audit log with
// both ids (spec §6: internal admins can impersonate users). Written in onSend, before the answer
// leaves, so the row exists by the time the client sees the response.
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../repositories/audit-log';
import { redactUrl } from './logger';

export function registerImpersonationAudit(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.access;
    if (!access?.impersonator || !access.user) return payload;
    try {
      await recordAudit(app.db, {
        occurredOn: new Date().toISOString(),
        userId: access.user.id,
        impersonatorUserId: access.impersonator.id,
        action: 'impersonated.request',
        method: request.method,
        // The path only, without a customer link's token (logger.ts).
        path: redactUrl(request.url.split('?')[0]),
        statusCode: reply.statusCode,
        ip: request.ip,
      });
    } catch (err) {
      request.log.error({ err }, 'could not write the impersonation audit row');
    }
    return payload;
  });
}
