// What an account is debited on a day (README.md "Debits"): each installment of its serviced schedule
// whose debit date (the due date, moved back to a business day) falls by the next business day, once;
// an R01/R09 return re-presented within the rules; a declined card installment tried again by the
// dunning policy. The preferred method, else the other one where the agreement type asks for two and
// the preferred bank account was flagged bad.
import { previousBusinessDay } from '../../../shared/calendar';
import { addDays, type IsoDate } from '../../../shared/dates';
import { toCents } from '../../../shared/money';
import { openInstallments } from '../../../shared/servicing';
import type { BankRow, CardRow } from '../../db/schema-contracts';
import { mayRepresent, PAYMENT_DESCRIPTION, RETRY_DESCRIPTION } from '../../servicing/nacha';
import type { Account, EntryRow } from './accounts';
import type { ServicingConfig } from './config';

export interface PlannedDebit {
  contractId: number;
  clientId: number;
  entryKey: string;
  installmentNumber: number;
  presentment: number;
  method: 'ACH' | 'CARD';
  amountCents: number;
  description: string;
  secCode: 'WEB' | 'PPD' | null;
  bank: BankRow | null;
  card: CardRow | null;
  /** A re-presentment keeps the original settlement date (the 180 days count from it). */
  originalSettlementDate: IsoDate | null;
}

export const entryKeyOf = (contractId: number, installment: number, presentment: number) =>
  `inst:${contractId}:${installment}:${presentment}`;

const usableBank = (a: Account) => {
  const bank = a.banks.find((b) => b.preferred === 1) ?? a.banks[0] ?? null;
  return bank && bank.flagged_bad_on === null ? bank : null;
};
const usableCard = (a: Account) => a.cards.find((c) => c.preferred === 1) ?? a.cards[0] ?? null;

/** The method an installment is debited from today, or null when none may be. */
export function methodOf(
  a: Account,
): { method: 'ACH'; bank: BankRow } | { method: 'CARD'; card: CardRow } | null {
  const preferredCard = a.cards.some((c) => c.preferred === 1) && !a.banks.some((b) => b.preferred === 1);
  const bank = usableBank(a);
  const card = usableCard(a);
  if (preferredCard) return card ? { method: 'CARD', card } : null;
  if (bank) return { method: 'ACH', bank };
  // The bank was flagged bad: the card only where the agreement type asks for two methods.
  if (a.twoMethods && card) return { method: 'CARD', card };
  return null;
}

/** The installments due for their first debit on `day` (debit date up to the effective date). */
export function firstDebits(
  a: Account,
  day: IsoDate,
  effective: IsoDate,
  config: ServicingConfig,
): PlannedDebit[] {
  const boarded = (a.row.processed_on ?? a.row.signed_on ?? day).slice(0, 10);
  const presented = new Set(
    a.entries.filter((e) => e.kind === 'installment').map((e) => e.installment_number),
  );
  const how = methodOf(a);
  if (!how) return [];
  // An ACH debit settles on the due date moved back to a business day, so it is sent the business day
  // before; a card is charged on the due date itself (the next business day's run when it is none).
  const due = (date: IsoDate) =>
    how.method === 'ACH' ? previousBusinessDay(date) <= effective : date <= day;
  const open = openInstallments(a.schedule, a.events, day).filter(
    (i) => !presented.has(i.number) && due(i.date) && i.date > boarded,
  );
  if (open.length === 0) return [];
  return open.map((i) => ({
    contractId: a.row.id,
    clientId: a.facility.client_id,
    entryKey: entryKeyOf(a.row.id, i.number, 1),
    installmentNumber: i.number,
    presentment: 1,
    method: how.method,
    amountCents: i.owedCents,
    description: config.entryDescription || PAYMENT_DESCRIPTION,
    secCode: how.method === 'ACH' ? (a.paper ? 'PPD' : 'WEB') : null,
    bank: how.method === 'ACH' ? how.bank : null,
    card: how.method === 'CARD' ? how.card : null,
    originalSettlementDate: null,
  }));
}

/** The last presentment of each installment. */
function lastPresentments(entries: EntryRow[]): EntryRow[] {
  const last = new Map<number, EntryRow>();
  for (const e of entries) {
    if (e.kind !== 'installment' || e.installment_number === null) continue;
    const seen = last.get(e.installment_number);
    if (!seen || e.presentment > seen.presentment) last.set(e.installment_number, e);
  }
  return [...last.values()];
}

export interface Refusal {
  contractId: number;
  entry: EntryRow;
  reason: string;
}

/**
 * R01/R09 returns re-presented the business day after the return was applied (at most twice, within
 * 180 days of the original settlement, same amount, described RETRY PYMT); what the rules refuse is
 * reported once (the refusal is noted when the return that ends it arrives: see returns.ts).
 */
export function representments(a: Account, day: IsoDate): PlannedDebit[] {
  const bank = usableBank(a);
  if (!bank) return [];
  return lastPresentments(a.entries).flatMap((e) => {
    if (e.method !== 'ACH' || e.status !== 'returned' || e.return_code === null) return [];
    if (e.returned_on === null || e.returned_on >= day) return [];
    const original = e.original_settlement_date ?? e.effective_date;
    const decision = mayRepresent({
      returnCode: e.return_code,
      presentmentNumber: e.presentment,
      originalSettlementDate: original,
      onDate: day,
    });
    if (!decision.allowed) return [];
    return [
      {
        contractId: a.row.id,
        clientId: a.facility.client_id,
        entryKey: entryKeyOf(a.row.id, e.installment_number as number, e.presentment + 1),
        installmentNumber: e.installment_number as number,
        presentment: e.presentment + 1,
        method: 'ACH' as const,
        amountCents: Number(e.amount_cents),
        description: RETRY_DESCRIPTION,
        secCode: (e.sec_code as 'WEB' | 'PPD' | null) ?? (a.paper ? 'PPD' : 'WEB'),
        bank,
        card: null,
        originalSettlementDate: original,
      },
    ];
  });
}

/** Declined card installments tried again `retryDays` after the first attempt, then missed. */
export function cardRetries(a: Account, day: IsoDate, retryDays: number[]): PlannedDebit[] {
  const card = usableCard(a);
  if (!card) return [];
  return lastPresentments(a.entries).flatMap((e) => {
    if (e.method !== 'CARD' || e.status !== 'declined') return [];
    if (e.presentment > retryDays.length) return [];
    const first = a.entries.find(
      (x) => x.kind === 'installment' && x.installment_number === e.installment_number && x.presentment === 1,
    );
    if (!first || addDays(first.business_day, retryDays[e.presentment - 1]) > day) return [];
    return [
      {
        contractId: a.row.id,
        clientId: a.facility.client_id,
        entryKey: entryKeyOf(a.row.id, e.installment_number as number, e.presentment + 1),
        installmentNumber: e.installment_number as number,
        presentment: e.presentment + 1,
        method: 'CARD' as const,
        amountCents: Number(e.amount_cents),
        description: 'PAYMENT',
        secCode: null,
        bank: null,
        card,
        originalSettlementDate: null,
      },
    ];
  });
}

/** The late fee on an installment: the facility's, never above the state's caps. */
export function lateFeeCents(a: Account, installmentCents: number): number {
  let fee = a.facility.late_fee_cents;
  if (a.facility.max_late_fee_cents !== null) fee = Math.min(fee, a.facility.max_late_fee_cents);
  if (a.facility.max_late_fee_percent !== null)
    fee = Math.min(fee, Math.floor((installmentCents * a.facility.max_late_fee_percent) / 100));
  return Math.max(0, fee);
}

/** The return fee on a returned entry (R01/R09): the facility's, where the state allows, capped by it. */
export function returnFeeCents(a: Pick<Account, 'facility'>): number {
  let fee = a.facility.return_fee_cents;
  if (a.facility.max_return_fee_cents !== null) fee = Math.min(fee, a.facility.max_return_fee_cents);
  return Math.max(0, fee);
}

export interface PlannedFee {
  contractId: number;
  key: string;
  installmentNumber: number;
  dueDate: IsoDate;
  amountCents: number;
}

/** A late fee per installment still unpaid after the grace days (assessed once, keyed by installment). */
export function lateFees(a: Account, day: IsoDate): PlannedFee[] {
  const schedule = a.schedule;
  const amounts = new Map(schedule.map((s) => [s.number, toCents(s.amount)]));
  return openInstallments(schedule, a.events, day).flatMap((i) => {
    const key = `late-fee:${a.row.id}:${i.number}`;
    if (a.keys.has(key) || addDays(i.date, a.facility.grace_days) >= day) return [];
    const amountCents = lateFeeCents(a, amounts.get(i.number) ?? i.owedCents);
    return amountCents > 0
      ? [{ contractId: a.row.id, key, installmentNumber: i.number, dueDate: i.date, amountCents }]
      : [];
  });
}
