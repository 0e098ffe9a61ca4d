// spec §4 Change of information load: the latest request of a contract not yet RECONCILED is pending
// when it asks for any of the three changes.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { RECONCILED } from './transmission-status';

export async function pendingChangeOf(db: Db, contractId: number) {
  const latest = await db
    .selectFrom('change_of_information')
    .select(['id', 'is_personal_info_change', 'is_cancellation', 'is_billing_date_change'])
    .where('contract_id', '=', contractId)
    .where(
      sql<SqlBool>`(ne_ebcs_transmission_status is null or ne_ebcs_transmission_status <> ${RECONCILED})`,
    )
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const pending =
    latest &&
    (latest.is_personal_info_change === 1 ||
      latest.is_cancellation === 1 ||
      latest.is_billing_date_change === 1);
  return pending ? latest : null;
}
