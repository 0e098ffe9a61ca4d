// The engine's postings (README.md "Debits", "Fees"): ACH entries with their payment rows (dated the
// effective entry date), card installments charged with a key per installment and attempt, and late
// fees. Each is keyed: servicing_entries.entry_key, payments.servicing_key; a retry inserts nothing new.
import { sql } from 'kysely';
import { formatDisplayDate, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import { dfiOf } from '../../servicing/nacha';
import { insertNote } from '../../repositories/contracts/notes';
import { paymentValues } from '../payments/payment-values';
import { traceSql } from './bulk';
import type { PlannedDebit, PlannedFee } from './debits';
import type { EngineDeps } from './engine';

/** Close of business on the day (America/New_York, 5 pm in winter): what the engine's rows are dated. */
export const dayMoment = (day: IsoDate) => `${day}T22:00:00.000Z`;

const CHUNK = 200;

const installmentLabel = (d: PlannedDebit) =>
  `${d.method === 'ACH' ? 'Scheduled ACH debit' : 'Scheduled card payment'} (payment ${d.installmentNumber}${d.presentment > 1 ? `, ${d.method === 'ACH' ? 'presentment' : 'attempt'} ${d.presentment}` : ''})`;

export async function recordAchDebits(
  deps: EngineDeps,
  debits: PlannedDebit[],
  day: IsoDate,
  effective: IsoDate,
): Promise<void> {
  const { db } = deps;
  const at = dayMoment(day);
  for (let i = 0; i < debits.length; i += CHUNK) {
    const part = debits.slice(i, i + CHUNK);
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('servicing_entries')
        .values(
          part.map((d) => ({
            contract_id: d.contractId,
            entry_key: d.entryKey,
            kind: 'installment' as const,
            installment_number: d.installmentNumber,
            presentment: d.presentment,
            method: 'ACH' as const,
            business_day: day,
            effective_date: effective,
            client_id: d.clientId,
            sec_code: d.secCode,
            description: d.description,
            trace_number: null,
            file_id: null,
            status: 'sent' as const,
            return_code: null,
            returned_on: null,
            payment_id: null,
            original_settlement_date: d.originalSettlementDate ?? effective,
            bank_id: d.bank?.id ?? null,
            card_id: null,
            noc_code: null,
            noc_applied_on: null,
            amount_cents: d.amountCents,
            created_on: at,
          })),
        )
        .onConflict((oc) => oc.column('entry_key').doNothing())
        .returning('entry_key')
        .execute();
      const fresh = new Set(inserted.map((r) => r.entry_key));
      const payments = part.filter((d) => fresh.has(d.entryKey));
      if (payments.length > 0) {
        await trx
          .insertInto('payments')
          .values(
            payments.map((d) =>
              paymentValues({
                contract_id: d.contractId,
                date: effective,
                type: 'ACH',
                amount_cents: d.amountCents,
                description: installmentLabel(d),
                created_on: at,
                servicing_key: `debit:${d.entryKey}`,
              }),
            ),
          )
          .onConflict((oc) => oc.column('servicing_key').doNothing())
          .execute();
      }
      // Trace numbers (the ODFI's 8 digits and the entry id) and the links to the payment rows.
      await sql`update servicing_entries set trace_number = ${traceSql(trx, dfiOf(deps.config.odfiRouting), 'id')}
        where business_day = ${day} and method = 'ACH' and trace_number is null`.execute(trx);
      await sql`update servicing_entries set payment_id = (select p.id from payments p where p.servicing_key = 'debit:' || servicing_entries.entry_key)
        where business_day = ${day} and payment_id is null`.execute(trx);
      await sql`update payments set trace_number = (select e.trace_number from servicing_entries e where e.payment_id = payments.id)
        where payments.date = ${effective} and payments.type = 'ACH' and payments.trace_number is null and payments.servicing_key is not null`.execute(
        trx,
      );
    });
  }
}

/**
 * One card installment attempt: the entry is written first (status sent), then the card is charged
 * with the key of this installment and attempt (the processor answers a retried key with its first
 * answer), then the answer is recorded with the payment row when approved.
 */
export async function chargeCardInstallment(deps: EngineDeps, d: PlannedDebit, day: IsoDate): Promise<void> {
  const { db } = deps;
  const card = d.card;
  if (!card) return;
  const at = dayMoment(day);
  await db
    .insertInto('servicing_entries')
    .values({
      contract_id: d.contractId,
      entry_key: d.entryKey,
      kind: 'installment',
      installment_number: d.installmentNumber,
      presentment: d.presentment,
      method: 'CARD',
      business_day: day,
      effective_date: day,
      client_id: d.clientId,
      sec_code: null,
      description: d.description,
      trace_number: null,
      file_id: null,
      status: 'sent',
      return_code: null,
      returned_on: null,
      payment_id: null,
      original_settlement_date: null,
      bank_id: null,
      card_id: card.id,
      noc_code: null,
      noc_applied_on: null,
      amount_cents: d.amountCents,
      created_on: at,
    })
    .onConflict((oc) => oc.column('entry_key').doNothing())
    .execute();
  const entry = await db
    .selectFrom('servicing_entries')
    .selectAll()
    .where('entry_key', '=', d.entryKey)
    .executeTakeFirstOrThrow();
  if (entry.status !== 'sent') return; // recorded by an earlier run
  const result = await deps.payments.charge({
    idempotencyKey: `contract-${d.contractId}-installment-${d.installmentNumber}-attempt-${d.presentment}`,
    amountCents: Number(entry.amount_cents),
    cardNumber: deps.encryption.decryptField(card.card_number_encrypted),
    expiration: card.expiration,
    cvc: '',
    zip: card.zip_code,
    nameOnCard: card.name_on_card,
    description: `Payment plan installment ${d.installmentNumber}`,
    storedCredential: true,
  });
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('servicing_entries')
      .set({
        status: result.approved ? 'approved' : 'declined',
        return_code: result.approved ? null : result.declineCode,
      })
      .where('id', '=', entry.id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    if (!result.approved) {
      await insertNote(trx, {
        contract_id: d.contractId,
        user_id: null,
        at,
        text: `Card installment ${d.installmentNumber} declined (attempt ${d.presentment}): ${result.errors.join(' ')}`,
      });
      return;
    }
    const payment = await trx
      .insertInto('payments')
      .values(
        paymentValues({
          contract_id: d.contractId,
          date: day,
          type: 'CARD',
          amount_cents: Number(entry.amount_cents),
          description: installmentLabel(d),
          created_on: at,
          servicing_key: `debit:${d.entryKey}`,
        }),
      )
      .onConflict((oc) => oc.column('servicing_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (payment) {
      await trx
        .updateTable('servicing_entries')
        .set({ payment_id: payment.id })
        .where('id', '=', entry.id)
        .execute();
    }
  });
}

export async function recordLateFees(db: Db, fees: PlannedFee[], day: IsoDate): Promise<void> {
  const at = dayMoment(day);
  for (let i = 0; i < fees.length; i += CHUNK) {
    const part = fees.slice(i, i + CHUNK);
    await db
      .insertInto('payments')
      .values(
        part.map((f) =>
          paymentValues({
            contract_id: f.contractId,
            date: day,
            type: 'LATE FEE',
            amount_cents: f.amountCents,
            description: `Late fee (payment ${f.installmentNumber} due ${formatDisplayDate(f.dueDate)} unpaid)`,
            created_on: at,
            servicing_key: f.key,
          }),
        ),
      )
      .onConflict((oc) => oc.column('servicing_key').doNothing())
      .execute();
  }
}
