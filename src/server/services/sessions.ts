// Server-side sessions behind the opaque `sid` cookie (ARCHITECTURE.md security model): only the
// cookie's SHA-256 is stored; idle and absolute time-outs; a new id whenever the person changes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { SessionRow } from '../db/schema';
import * as sessions from '../repositories/sessions';
import { clearSessionCookie, writeSessionCookie } from './session-cookie';
import { digest, randomToken } from './tokens';

/** Writing last_seen_on on every request is wasted work: a minute's precision is enough. */
const TOUCH_AFTER_MS = 60_000;

export type SessionFields = Pick<
  SessionRow,
  'user_id' | 'impersonator_user_id' | 'client_id' | 'facility_id' | 'multifactor_pending'
>;

export const ANONYMOUS: SessionFields = {
  user_id: null,
  impersonator_user_id: null,
  client_id: null,
  facility_id: null,
  multifactor_pending: 0,
};

export type Timeouts = Pick<Config, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

export function isExpired(row: SessionRow, config: Timeouts, now: Date): boolean {
  const idleSince = now.getTime() - Date.parse(row.last_seen_on);
  const age = now.getTime() - Date.parse(row.created_on);
  return idleSince > config.sessionIdleMinutes * 60_000 || age > config.sessionAbsoluteHours * 3_600_000;
}

/**
 * A stored session as of `now`: null when expired (then deleted), else the row, its last_seen_on
 * moved on when a minute has passed.
 */
export async function keepAlive(db: Db, config: Timeouts, row: SessionRow, now: Date) {
  if (isExpired(row, config, now)) {
    await sessions.deleteSession(db, row.id_hash);
    return null;
  }
  if (now.getTime() - Date.parse(row.last_seen_on) > TOUCH_AFTER_MS) {
    row.last_seen_on = now.toISOString();
    await sessions.updateSession(db, row.id_hash, { last_seen_on: row.last_seen_on });
  }
  return row;
}

/**
 * Starts a session with a fresh id and CSRF token, ending the request's current one: called for the
 * anonymous visitor, at login and when multifactor completes (session fixation cannot carry over).
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  fields: SessionFields,
): Promise<SessionRow> {
  if (request.session) await sessions.deleteSession(db, request.session.id_hash);
  const started = new Date();
  // Housekeeping: sessions idle past the limit can never be used again.
  const idleLimitMs = request.server.config.sessionIdleMinutes * 60_000;
  await sessions.deleteIdleSessions(db, new Date(started.getTime() - idleLimitMs).toISOString());
  const sid = randomToken();
  const now = started.toISOString();
  const row: SessionRow = {
    id_hash: digest(sid),
    ...fields,
    csrf_token: randomToken(24),
    created_on: now,
    last_seen_on: now,
  };
  await sessions.insertSession(db, row);
  writeSessionCookie(request, reply, sid);
  request.session = row;
  return row;
}

export async function changeSession(db: Db, request: FastifyRequest, changes: Partial<SessionFields>) {
  if (!request.session) return;
  await sessions.updateSession(db, request.session.id_hash, changes);
  request.session = { ...request.session, ...changes };
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await sessions.deleteSession(db, request.session.id_hash);
  request.session = null;
  clearSessionCookie(reply);
}
