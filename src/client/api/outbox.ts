import { request } from './client';

/** One email, SMS or letter for mail the messaging provider sent or queued (GET /api/crud/outbox). */
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

/** A page of the outbox and the count of the whole view. */
export interface OutboxAnswer {
  count: number;
  rows: OutboxMessage[];
}

/** The outbox's own parameters (to, search, search_*, orderby), without paging. */
export type OutboxParams = Record<string, string>;

/** A page of an infinite scroll: the MIT grid's largest page. */
export const OUTBOX_PAGE_SIZE = 100;

const RESOURCE = 'crud/outbox';

export const getOutboxPage = (params: OutboxParams, offset: number, limit: number, signal?: AbortSignal) =>
  request<OutboxAnswer>('/api', RESOURCE, { query: { ...params, limit, offset }, signal });

/** The current view as a file: the same parameters with output_format; every matching message. */
export function outboxExportHref(params: OutboxParams, format: 'csv' | 'excel'): string {
  return `/api/${RESOURCE}?${new URLSearchParams({ ...params, output_format: format }).toString()}`;
}
