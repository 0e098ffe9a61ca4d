import { request } from './client';

/** One email, SMS or letter for mail the messaging provider sent or queued (GET /api/outbox). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms' | 'letter';
  to_address: string;
  subject: string | null;
  body: string;
  status: string;
  created_on: string;
  sent_on: string | null;
  /** The PDF sent with it, e.g. the adverse action letter. */
  attachment_filename: string | null;
}

/** The server's page: newest first, at most 100 (the MIT grid's largest page). */
export const OUTBOX_LIMIT = 100;

export const getOutbox = (to: string | null, signal?: AbortSignal) =>
  request<OutboxMessage[]>('/api', 'outbox', { query: { to, limit: OUTBOX_LIMIT }, signal });
