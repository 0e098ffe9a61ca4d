// The outbox's source of the server-mode grid: GET /api/outbox answers the newest messages (at most
// OUTBOX_LIMIT) to the recipient searched, all at once, without paging or sorting of its own, so the
// grid sorts and filters those rows itself. The address holds the recipient as `to`.
import { getOutbox, OUTBOX_LIMIT, type OutboxMessage } from '../../api/outbox';
import type { GridSource } from '../../components/server-grid/use-server-pages';

export const RECIPIENT_PARAM = 'to';

export const OUTBOX_SOURCE: GridSource<OutboxMessage> = {
  pageSize: OUTBOX_LIMIT,
  page: (params, _offset, _limit, signal) =>
    getOutbox(params[RECIPIENT_PARAM] ?? null, signal).then((rows) => ({ rows, count: rows.length })),
};
