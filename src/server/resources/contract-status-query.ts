// The contract list's status query (spec §2 Contracts sub-menu), each value in terms of stored fields.
// Every value but `deleted` leaves deleted contracts out. The admin-only values (spec §2: Started
// Today, Incomplete/Waiting) are refused to other users with a 403, not only hidden by the sidebar;
// the sidebar's other rules (non-admin only, CSR facilities only) only choose what is offered.
import { sql, type SqlBool } from 'kysely';
import {
  LIVE,
  SIGNED_OR_LATER,
  SUBMITTED,
  type ContractStatus,
} from '../../../machines/contract-lifecycle.types';
import type { AnyQuery, NamedQuery } from './resource';
import { businessToday } from '../../shared/calendar';
import { addDays } from '../../shared/dates';
import { STALE_INCOMPLETE_DAYS } from '../../shared/stats';
import { businessDayStart, businessTodayStart } from './search';

const notDeleted = (q: AnyQuery) => q.where('c.is_deleted', '=', 0);
const inStatuses = (q: AnyQuery, statuses: readonly ContractStatus[]) =>
  notDeleted(q).where('c.status', 'in', [...statuses]);

/** Contracts not deleted in one of the statuses: counted from the maintained counts too. */
const byStatus = (statuses: readonly ContractStatus[]): NamedQuery => ({
  where: (q) => inStatuses(q, statuses),
  counted: { isDeleted: 0, statuses },
});

/** An INCOMPLETE contract created before this moment is stale (the dashboard's tile and its list). */
export const staleIncompleteBefore = (today: string = businessToday()) =>
  businessDayStart(addDays(today, -STALE_INCOMPLETE_DAYS));

export const STATUS_QUERY_VALUES = [
  'all',
  'started-today',
  'incomplete-waiting',
  'waiting-csr',
  'waiting-signature',
  'completed',
  'missed-payments',
  'bank-flagged',
  'incomplete-stale',
  'rejected',
  'process-fee-declined',
  'deleted',
] as const;
export type StatusQueryValue = (typeof STATUS_QUERY_VALUES)[number];

export const CONTRACT_STATUS_QUERIES: Record<StatusQueryValue, NamedQuery> = {
  // Every contract that is not deleted, newest first.
  all: { where: notDeleted, counted: { isDeleted: 0 } },
  // Created since midnight in the business time zone; oldest first, as the day went (spec §2).
  'started-today': {
    where: (q) => notDeleted(q).where(sql<SqlBool>`c.created_on >= ${businessTodayStart()}`),
    orderby: 'created_on',
    right: 'isEbcsAdmin',
  },
  // Still being written or waiting for the customer; grouped by facility name (spec §2).
  'incomplete-waiting': {
    ...byStatus(['INCOMPLETE', ...SUBMITTED]),
    orderby: 'facility,-created_on',
    right: 'isEbcsAdmin',
  },
  // Incomplete with a credit check asked for and not yet accepted by the practice.
  'waiting-csr': {
    where: (q) =>
      inStatuses(q, ['INCOMPLETE']).where('c.csr_status', 'in', [
        'WAITING AUTHORIZATION',
        'RECEIVED AUTHORIZATION',
      ]),
  },
  // Submitted to the customer: the application, the e-signature or the signed copy is awaited.
  'waiting-signature': byStatus(SUBMITTED),
  // Signed, and live accounts.
  completed: byStatus(SIGNED_OR_LATER),
  // Live accounts the servicer reports as late.
  'missed-payments': { where: (q) => inStatuses(q, LIVE).where('c.days_late', '>', 0) },
  // Live accounts whose bank account the servicing engine flagged bad after a return (R02, R03, R04,
  // R16, R20) or a failed validation: no further debit goes to it until the practice records another
  // method (issue 11). Not a sidebar entry: the dashboard's tile opens it.
  'bank-flagged': {
    where: (q) =>
      inStatuses(q, LIVE).where(({ exists, selectFrom }) =>
        exists(
          selectFrom('banks as fb')
            .select('fb.id')
            .whereRef('fb.contract_id', '=', 'c.id')
            .where('fb.flagged_bad_on', 'is not', null),
        ),
      ),
  },
  // Still INCOMPLETE, started more than STALE_INCOMPLETE_DAYS days ago (before the start of that
  // business day), oldest first: what the dashboard's tile counts (issue 12). Not a sidebar entry.
  'incomplete-stale': {
    where: (q) => inStatuses(q, ['INCOMPLETE']).where('c.created_on', '<', staleIncompleteBefore()),
    orderby: 'created_on',
  },
  rejected: byStatus(['REJECTED']),
  // The processing fee charge was declined (the DECLINE action, spec §4).
  'process-fee-declined': byStatus(['PROCESS FEE DECLINED']),
  // Deleted contracts only, whatever their status.
  deleted: { where: (q) => q.where('c.is_deleted', '=', 1), counted: { isDeleted: 1 } },
};
