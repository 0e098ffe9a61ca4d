// The outbox's source of the server-mode grid: pages of GET /api/crud/outbox (the generic resource API:
// counted, sorted, searched and exported by the server). Its view in the address is the recipient
// (`to`), the sort and the column filter, each named as the API names it.
import { getOutboxPage, OUTBOX_PAGE_SIZE, type OutboxMessage } from '../../api/outbox';
import type { GridSource } from '../../components/server-grid/use-server-pages';
import { isColumnFilter, ORDERBY } from '../../components/server-grid/view-params';

export const RECIPIENT_PARAM = 'to';

export const OUTBOX_SOURCE: GridSource<OutboxMessage> = {
  pageSize: OUTBOX_PAGE_SIZE,
  page: getOutboxPage,
};

/** The address's parameters the outbox sends: the recipient, the sort and the column filter. */
export const isOutboxParam = (name: string) =>
  name === RECIPIENT_PARAM || name === ORDERBY || isColumnFilter(name);
