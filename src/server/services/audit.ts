// One audit row per change of access, settings, agreement types and term sheets, per impersonation
// start and stop and per sign-in (issue 13): who (the impersonating admin too), what, the target,
// before and after, when, the IP address and the browser.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { type AuditEntry, recordAudit } from '../repositories/audit-log';

export type AuditChange = Pick<AuditEntry, 'action' | 'target' | 'before' | 'after'>;

function browserOf(request: FastifyRequest): string | undefined {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' ? agent : undefined;
}

/** Records a change made by the request's user (and impersonator, if any). */
export async function auditChange(db: Db, request: FastifyRequest, change: AuditChange): Promise<void> {
  const access = request.access;
  await recordAudit(db, {
    occurredOn: new Date().toISOString(),
    userId: access?.user?.id ?? null,
    impersonatorUserId: access?.impersonator?.id ?? null,
    ip: request.ip,
    userAgent: browserOf(request),
    ...change,
  });
}

/** A sign-in: the session is not loaded yet, the user is the one who just logged in. */
export async function auditSignIn(
  db: Db,
  request: FastifyRequest,
  user: { id: number; email: string },
): Promise<void> {
  await recordAudit(db, {
    occurredOn: new Date().toISOString(),
    userId: user.id,
    impersonatorUserId: null,
    action: 'sign-in',
    target: { type: 'user', id: user.id, label: user.email },
    ip: request.ip,
    userAgent: browserOf(request),
  });
}

export type SignInFailure = 'wrong password' | 'unknown email' | 'deactivated' | 'no password yet';

/**
 * A refused sign-in (issue 13: every sign-in is one row): the account's user when the email has one,
 * else no actor and the email tried as the target. The reason is for the audit screen only; the
 * person trying gets the same 401 whatever it is.
 */
export async function auditFailedSignIn(
  db: Db,
  request: FastifyRequest,
  tried: { email: string; userId: number | null; reason: SignInFailure },
): Promise<void> {
  await recordAudit(db, {
    occurredOn: new Date().toISOString(),
    userId: tried.userId,
    impersonatorUserId: null,
    action: 'sign-in.failed',
    target: { type: 'user', id: tried.userId, label: tried.email },
    after: { reason: tried.reason },
    ip: request.ip,
    userAgent: browserOf(request),
  });
}
