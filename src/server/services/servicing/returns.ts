// Returns and notifications of change received from the ODFI (README.md "Returns, re-presentment,
// notices of change"). Each return is one transaction keyed by its trace number: the payment reversed,
// the code recorded, a return fee for R01/R09, the bank method flagged for R02/R03/R04/R16/R20 and
// stopped for R05/R07/R10/R29 (with a note and, for a bad account, an email asking for another
// method). Each notice of change is applied to the stored bank method once, with a note.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { queueMessage } from '../../jobs/handlers/messaging-deliver';
import { insertNote } from '../../repositories/contracts/notes';
import { paymentValues } from '../payments/payment-values';
import type { FieldEncryption } from '../../security';
import {
  correctionOf,
  flagsMethodBad,
  isNsfReturn,
  isUnauthorizedReturn,
  mayRepresent,
  returnCodeInfo,
  stopsAllDebits,
  type ReturnOrNotice,
} from '../../servicing/nacha';
import { formatUsd } from '../../../shared/money-format';
import { PRODUCT } from '../../../shared/product';
import type { FacilitySettings } from './accounts';
import { returnFeeCents } from './debits';

export const accountHash = (accountNumber: string) =>
  createHash('sha256').update(accountNumber).digest('hex').slice(0, 32);

/** Applies one return; false when it was applied before (or matches no entry of ours). */
export async function applyReturn(
  db: Db,
  item: ReturnOrNotice,
  day: string,
  facilities: Map<number, FacilitySettings>,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('servicing_entries')
      .selectAll()
      .where('trace_number', '=', item.originalTraceNumber)
      .executeTakeFirst();
    if (!entry) return false;
    // The claim: only the first run turns the entry returned.
    const claimed = await trx
      .updateTable('servicing_entries')
      .set({ status: 'returned', return_code: item.code, returned_on: day })
      .where('id', '=', entry.id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const info = returnCodeInfo(item.code);
    const reason = `${item.code} ${info.title}`;
    const at = now.toISOString();
    const contract = await trx
      .selectFrom('contracts')
      .select(['id', 'facility_id', 'customer_email', 'customer_first_name'])
      .where('id', '=', entry.contract_id)
      .executeTakeFirstOrThrow();
    const what = entry.kind === 'installment' ? `payment ${entry.installment_number}` : 'return fee';
    if (entry.payment_id !== null) {
      await trx
        .updateTable('payments')
        .set({ returned_on: day, return_reason: reason, return_amount_cents: Number(entry.amount_cents) })
        .where('id', '=', entry.payment_id)
        .execute();
    }
    await trx
      .insertInto('payments')
      .values(
        paymentValues({
          contract_id: entry.contract_id,
          date: day,
          type: 'RETURN',
          amount_cents: Number(entry.amount_cents),
          description: `Returned ACH debit (${what}, ${item.code})`,
          return_reason: reason,
          returned_payment_id: entry.payment_id,
          created_on: at,
          servicing_key: `return:${item.originalTraceNumber}`,
          trace_number: item.originalTraceNumber,
        }),
      )
      .onConflict((oc) => oc.column('servicing_key').doNothing())
      .execute();
    const facility = facilities.get(contract.facility_id);
    const notes: string[] = [];
    if (isNsfReturn(item.code) && entry.kind === 'installment' && facility) {
      const fee = returnFeeCents({ facility });
      if (fee > 0) {
        await trx
          .insertInto('payments')
          .values(
            paymentValues({
              contract_id: entry.contract_id,
              date: day,
              type: 'RETURN FEE',
              amount_cents: fee,
              description: `Returned payment fee (${item.code})`,
              created_on: at,
              servicing_key: `return-fee:${entry.id}`,
            }),
          )
          .onConflict((oc) => oc.column('servicing_key').doNothing())
          .execute();
      }
      const next = mayRepresent({
        returnCode: item.code,
        presentmentNumber: entry.presentment,
        originalSettlementDate: entry.original_settlement_date ?? entry.effective_date,
        onDate: day,
      });
      if (!next.allowed) notes.push(`Not re-presented: ${next.reason} The installment is missed.`);
    }
    if (entry.bank_id !== null && (flagsMethodBad(item.code) || stopsAllDebits(item.code))) {
      await trx
        .updateTable('banks')
        .set({ flagged_bad_on: day, flagged_bad_code: item.code })
        .where('id', '=', entry.bank_id)
        .where('flagged_bad_on', 'is', null)
        .execute();
      notes.push(
        stopsAllDebits(item.code)
          ? `Every debit from this bank account is stopped${isUnauthorizedReturn(item.code) ? ' (an unauthorized return)' : ''}.`
          : 'The bank account is flagged bad: no further debits go to it. The customer was asked for another payment method.',
      );
      if (flagsMethodBad(item.code) && contract.customer_email) {
        await queueMessage(
          trx,
          {
            channel: 'email',
            to: contract.customer_email,
            subject: `Your payment to ${facility?.name ?? 'your practice'} could not be collected`,
            text:
              `Dear ${contract.customer_first_name ?? 'customer'},\n\nYour bank returned your payment plan's debit ` +
              `(${info.title}). Please call ${facility?.name ?? 'your practice'} or ${PRODUCT.supportPhone} ` +
              `to give another bank account or a card, so your plan stays current.\n`,
          },
          now,
        );
      }
    }
    await insertNote(trx, {
      contract_id: entry.contract_id,
      user_id: null,
      at,
      text: `ACH debit returned: ${what}, ${formatUsd(Number(entry.amount_cents) / 100)}, ${reason} (trace ${item.originalTraceNumber}).${notes.length ? ` ${notes.join(' ')}` : ''}`,
    });
    return true;
  });
}

/** Applies one notification of change to the bank method debited; false when applied before. */
export async function applyNotice(
  db: Db,
  item: ReturnOrNotice,
  day: string,
  encryption: FieldEncryption,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('servicing_entries')
      .selectAll()
      .where('trace_number', '=', item.originalTraceNumber)
      .executeTakeFirst();
    if (!entry || entry.bank_id === null) return false;
    const claimed = await trx
      .updateTable('servicing_entries')
      .set({ noc_code: item.code, noc_applied_on: day })
      .where('id', '=', entry.id)
      .where('noc_applied_on', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    let correction;
    try {
      correction = correctionOf(item.code, item.correctedData ?? '');
    } catch (error) {
      await insertNote(trx, {
        contract_id: entry.contract_id,
        user_id: null,
        at: now.toISOString(),
        text: `Notification of change ${item.code} could not be applied: ${(error as Error).message}`,
      });
      return true;
    }
    const changes: Record<string, unknown> = {};
    const said: string[] = [];
    if (correction.routing) {
      changes.aba_number = correction.routing;
      said.push(`routing number → ${correction.routing}`);
    }
    if (correction.accountNumber) {
      changes.account_number_encrypted = encryption.encryptField(correction.accountNumber);
      changes.account_number_last4 = correction.accountNumber.slice(-4);
      said.push(`account number → ending ${correction.accountNumber.slice(-4)}`);
    }
    if (correction.accountType) {
      changes.is_savings_account = correction.accountType === 'savings' ? 1 : 0;
      said.push(`account type → ${correction.accountType}`);
    }
    if (Object.keys(changes).length > 0) {
      await trx.updateTable('banks').set(changes).where('id', '=', entry.bank_id).execute();
    }
    await insertNote(trx, {
      contract_id: entry.contract_id,
      user_id: null,
      at: now.toISOString(),
      text: `Notification of change ${item.code} from the customer's bank applied: ${said.join('; ') || 'nothing to change'}.`,
    });
    return true;
  });
}
