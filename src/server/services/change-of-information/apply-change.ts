// The servicer confirmed a change: it is applied to the contract in one transaction with a note saying
// what changed, and the request becomes RECONCILED (spec §3, §4). The contract keeps no cancellation
// date of its own: the date is in the note, and a `servicer.cancellation` status history row (status
// unchanged) records when the servicer took the cancellation on.
import type { Selectable } from 'kysely';
import { formatDisplayDate } from '../../../shared/dates';
import { DESCRIPTORS as D } from '../../../shared/validation/descriptors';
import type { Db } from '../../db/database';
import type { ChangeOfInformationTable, ContractRow } from '../../db/schema-contracts';
import { insertNote } from '../../repositories/contracts/notes';
import { insertStatusHistory } from '../../repositories/contracts/status-history';
import { loadLookupData } from '../../repositories/lookups';
import type { ServicerConfirmation } from '../../providers/servicer';
import { PERSONAL_FIELDS } from './change-fields';
import { RECONCILED, TRANSMITTED } from './transmission-status';

type ChangeRow = Selectable<ChangeOfInformationTable>;

export const CANCELLATION_HISTORY_ACTION = 'servicer.cancellation';

const shown = (name: string, value: string | null) =>
  value === null || value === '' ? '(blank)' : name.includes('date') ? formatDisplayDate(value) : value;

/** The customer fields the request changes, each with the contract's value and the new one. */
function personalChanges(change: ChangeRow, contract: ContractRow) {
  return PERSONAL_FIELDS.filter((name) => (contract[name] ?? null) !== (change[name] ?? null)).map(
    (name) => ({ name, from: contract[name] ?? null, to: change[name] ?? null }),
  );
}

async function noteText(
  db: Db,
  change: ChangeRow,
  contract: ContractRow,
  confirmation: ServicerConfirmation,
) {
  const parts: string[] = [];
  if (change.is_personal_info_change === 1) {
    const changed = personalChanges(change, contract);
    parts.push(
      changed.length === 0
        ? 'personal information confirmed unchanged'
        : changed.map((c) => `${D[c.name]}: ${shown(c.name, c.from)} → ${shown(c.name, c.to)}`).join('; '),
    );
  }
  if (change.is_cancellation === 1) {
    const { reasons_for_cancel: reasons } = await loadLookupData(db);
    const reason =
      reasons.find((r) => r.code === change.reason_for_cancel)?.label ?? change.reason_for_cancel;
    parts.push(`cancellation effective ${shown('date_of_cancel', change.date_of_cancel)} (${reason})`);
  }
  if (change.is_billing_date_change === 1) {
    const from = shown('next_payment_due_date', contract.next_payment_due_date);
    parts.push(
      `next payment due date: ${from} → ${shown('next_payment_due_date', change.next_payment_due_date)}`,
    );
  }
  return `Change of information applied by the servicer (confirmation ${confirmation.confirmation_number}): ${parts.join('; ')}.`;
}

function contractChanges(change: ChangeRow): Partial<ContractRow> {
  return {
    ...(change.is_personal_info_change === 1
      ? Object.fromEntries(PERSONAL_FIELDS.map((name) => [name, change[name] ?? null]))
      : {}),
    ...(change.is_cancellation === 1 ? { reason_for_cancel: change.reason_for_cancel } : {}),
    ...(change.is_billing_date_change === 1 ? { next_payment_due_date: change.next_payment_due_date } : {}),
  };
}

/** Applies one confirmed change; false when it was already applied (a retry), so it is applied once. */
export function reconcileChange(db: Db, confirmation: ServicerConfirmation, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The conditional update claims the change: a second run (or a second worker) finds it RECONCILED.
    const change = (await trx
      .updateTable('change_of_information')
      .set({ ne_ebcs_transmission_status: RECONCILED })
      .where('id', '=', confirmation.request_id)
      .where('ne_ebcs_transmission_status', '=', TRANSMITTED)
      .returningAll()
      .executeTakeFirst()) as ChangeRow | undefined;
    if (!change) return false;
    const contract = await trx
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', change.contract_id)
      .executeTakeFirst();
    if (!contract) return true;
    const at = now.toISOString();
    const text = await noteText(trx, change, contract, confirmation);
    await trx
      .updateTable('contracts')
      .set({ ...contractChanges(change), modified_on: at })
      .where('id', '=', contract.id)
      .execute();
    await insertNote(trx, { contract_id: contract.id, user_id: null, at, text });
    if (change.is_cancellation === 1) {
      await insertStatusHistory(trx, {
        contract_id: contract.id,
        user_id: null,
        impersonator_id: null,
        at,
        from_status: String(contract.status),
        to_status: String(contract.status),
        from_csr_status: contract.csr_status,
        to_csr_status: contract.csr_status,
        action: CANCELLATION_HISTORY_ACTION,
      });
    }
    return true;
  });
}
