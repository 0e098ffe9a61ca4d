// The night's batch (spec §3 Change of information): every request waiting for the servicer is sent,
// marked TRANSMITTED once the servicer has it, and applied as the servicer confirms it. A request sent
// but not confirmed stays TRANSMITTED and goes again with the next try: the servicer takes it once.
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ChangeOfInformationTable } from '../../db/schema-contracts';
import type { ServicerChangeRequest, ServicerProvider } from '../../providers/servicer';
import { reconcileChange } from './apply-change';
import { PERSONAL_FIELDS } from './change-fields';
import { batchIdOf, enqueueNightlyTransmission } from './nightly-batch';
import { QUEUED, TRANSMITTED } from './transmission-status';

/** Requests per call to the servicer; a large night goes in several calls of one batch. */
export const SERVICER_BATCH_SIZE = 500;

export interface BatchOutcome {
  sent: number;
  reconciled: number;
}

function requestOf(row: Selectable<ChangeOfInformationTable>): ServicerChangeRequest {
  return {
    request_id: row.id,
    ebcs_account_number: row.ebcs_account_number,
    client_internal_acct_number: row.client_internal_acct_number,
    is_personal_info_change: row.is_personal_info_change === 1,
    is_cancellation: row.is_cancellation === 1,
    is_billing_date_change: row.is_billing_date_change === 1,
    customer:
      row.is_personal_info_change === 1
        ? Object.fromEntries(PERSONAL_FIELDS.map((name) => [name, row[name]]))
        : null,
    reason_for_cancel: row.reason_for_cancel,
    date_of_cancel: row.date_of_cancel,
    next_payment_due_date: row.next_payment_due_date,
  };
}

const waitingAfter = (db: Db, afterId: number) =>
  db
    .selectFrom('change_of_information')
    .selectAll()
    .where('ne_ebcs_transmission_status', 'in', [QUEUED, TRANSMITTED])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(SERVICER_BATCH_SIZE)
    .execute();

export async function transmitNightlyBatch(
  db: Db,
  servicer: ServicerProvider,
  batchDate: string,
  now: Date,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { sent: 0, reconciled: 0 };
  for (
    let rows = await waitingAfter(db, 0);
    rows.length > 0;
    rows = await waitingAfter(db, rows[rows.length - 1].id)
  ) {
    const receipt = await servicer.transmitChanges({
      batch_id: batchIdOf(batchDate),
      requests: rows.map(requestOf),
    });
    await db
      .updateTable('change_of_information')
      .set({ ne_ebcs_transmission_status: TRANSMITTED })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .where('ne_ebcs_transmission_status', '=', QUEUED)
      .execute();
    outcome.sent += rows.length;
    for (const confirmation of receipt.confirmations) {
      if (await reconcileChange(db, confirmation, now)) outcome.reconciled += 1;
    }
  }
  // A request stored while this batch ran, or left unconfirmed, goes with the next night's batch.
  const left = await db
    .selectFrom('change_of_information')
    .select('id')
    .where('ne_ebcs_transmission_status', 'in', [QUEUED, TRANSMITTED])
    .executeTakeFirst();
  if (left) await enqueueNightlyTransmission(db, now);
  return outcome;
}
