// The practice's monthly remittance (README.md "Remittance"): per facility, the payments collected in
// the month (ACH debits and card installments not returned by the statement's day), minus the servicing
// fees (a per-payment fee and a percentage, facility settings), minus the returns of payments paid out
// on an earlier statement = the net paid, each figure backed by its lines; a CCD credit to the
// practice's bank account in a NACHA file, and a PDF statement. One statement per facility and month.
// Only the contract types the facility lists in its remittance_contract_types are remitted (spec §3,
// the same rule the reports apply: a facility listing none has no statement).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatDisplayDate, type IsoDate } from '../../../shared/dates';
import { formatUsd } from '../../../shared/money-format';
import { PRODUCT } from '../../../shared/product';
import { addBusinessDays } from '../../../shared/calendar';
import { dfiOf } from '../../servicing/nacha';
import { parsedList } from '../practice-numbers/scope';
import type { EngineDeps } from './engine';
import { fileHeaderOf, writeNachaFile } from './ach-files';
import { dayMoment } from './postings';

interface Line {
  kind: 'payment' | 'servicing_fee' | 'return';
  payment_id: number | null;
  contract_id: number | null;
  date: string;
  description: string;
  amount_cents: number;
}

/** The servicing fee of one payment: the per-payment fee plus the percentage (half-up to the cent). */
export function servicingFeeCents(amountCents: number, perPaymentCents: number, percent: number): number {
  return perPaymentCents + Math.round((amountCents * percent) / 100);
}

export async function remitMonth(deps: EngineDeps, month: string, day: IsoDate): Promise<void> {
  const { db } = deps;
  const facilities = await db
    .selectFrom('facilities')
    .select([
      'id',
      'name',
      'client_id',
      'servicing_fee_per_payment_cents',
      'servicing_fee_percent',
      'remittance_routing_number',
      'remittance_account_number',
      'remittance_account_type',
      'remittance_contract_types',
    ]) // prettier-ignore
    .orderBy('id')
    .execute();
  const from = `${month}-01`;
  const to = `${month}-31`;
  for (const f of facilities) {
    const exists = await db
      .selectFrom('remittance_statements')
      .select('id')
      .where('facility_id', '=', f.id)
      .where('month', '=', month)
      .executeTakeFirst();
    if (exists) continue;
    const types = parsedList(String(f.remittance_contract_types ?? '[]'));
    if (types.length === 0) continue;
    const collected = await db
      .selectFrom('payments as p')
      .innerJoin('contracts as c', 'c.id', 'p.contract_id')
      .select(['p.id', 'p.contract_id', 'p.date', 'p.type', 'p.amount_cents', 'p.returned_on', 'c.ebcs_account_number', 'c.customer_last_name'])
      .where('c.facility_id', '=', f.id)
      .where('c.contract_type', 'in', types)
      .where('p.type', 'in', ['ACH', 'CARD'])
      .where('p.date', '>=', from)
      .where('p.date', '<=', to)
      .where((eb) => eb.or([eb('p.returned_on', 'is', null), eb('p.returned_on', '>', day)]))
      .orderBy('p.date')
      .orderBy('p.id')
      .execute(); // prettier-ignore
    // Returns in the month of payments an earlier statement paid out.
    const takenBack = await db
      .selectFrom('payments as r')
      .innerJoin('remittance_lines as l', (j) => j.onRef('l.payment_id', '=', 'r.returned_payment_id').on('l.kind', '=', 'payment'))
      .innerJoin('contracts as c', 'c.id', 'r.contract_id')
      .select(['r.id', 'r.contract_id', 'r.date', 'r.amount_cents', 'c.ebcs_account_number'])
      .where('c.facility_id', '=', f.id)
      .where('c.contract_type', 'in', types)
      .where('r.type', '=', 'RETURN')
      .where('r.date', '>=', from)
      .where('r.date', '<=', to)
      .execute(); // prettier-ignore
    if (collected.length === 0 && takenBack.length === 0) continue;
    const per = Number(f.servicing_fee_per_payment_cents);
    const pct = Number(f.servicing_fee_percent);
    const lines: Line[] = [];
    for (const p of collected) {
      const amount = Number(p.amount_cents);
      lines.push({ kind: 'payment', payment_id: p.id, contract_id: p.contract_id, date: p.date, description: `${p.type} payment, account ${p.ebcs_account_number ?? ''} (${p.customer_last_name ?? ''})`, amount_cents: amount }); // prettier-ignore
      const fee = servicingFeeCents(amount, per, pct);
      if (fee > 0)
        lines.push({ kind: 'servicing_fee', payment_id: p.id, contract_id: p.contract_id, date: p.date, description: `Servicing fee on ${formatUsd(amount / 100)}`, amount_cents: fee }); // prettier-ignore
    }
    for (const r of takenBack) {
      lines.push({ kind: 'return', payment_id: r.id, contract_id: r.contract_id, date: r.date, description: `Return of a payment remitted earlier, account ${r.ebcs_account_number ?? ''}`, amount_cents: Number(r.amount_cents) }); // prettier-ignore
    }
    const sum = (kind: Line['kind']) =>
      lines.filter((l) => l.kind === kind).reduce((t, l) => t + l.amount_cents, 0);
    const gross = sum('payment');
    const fees = sum('servicing_fee');
    const returns = sum('return');
    const net = gross - fees - returns;
    const relPdf = join('remittance', String(f.id), `${month}.pdf`);
    await db.transaction().execute(async (trx) => {
      const statement = await trx
        .insertInto('remittance_statements')
        .values({
          facility_id: f.id,
          month,
          gross_cents: gross,
          servicing_fee_cents: fees,
          returns_cents: returns,
          net_cents: net,
          payment_count: collected.length,
          pdf_path: relPdf,
          file_id: null,
          trace_number: null,
          paid_on: null,
          created_on: dayMoment(day),
        })
        .onConflict((oc) => oc.columns(['facility_id', 'month']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!statement) return;
      for (let i = 0; i < lines.length; i += 200) {
        await trx
          .insertInto('remittance_lines')
          .values(lines.slice(i, i + 200).map((l) => ({ ...l, statement_id: statement.id })))
          .execute();
      }
    });
    await writeStatementPdf(
      join(deps.config.filesDir, relPdf),
      f.name,
      month,
      { gross, fees, returns, net },
      lines,
    );
  }
  await creditPractices(deps, month, day);
}

/** One CCD credit per statement with a net to pay and a remittance account, in the month's file. */
async function creditPractices(deps: EngineDeps, month: string, day: IsoDate): Promise<void> {
  const { db } = deps;
  const name = `REMIT-${month}.ach`;
  if (await db.selectFrom('ach_files').select('id').where('name', '=', name).executeTakeFirst()) return;
  const due = await db
    .selectFrom('remittance_statements as s')
    .innerJoin('facilities as f', 'f.id', 's.facility_id')
    .select(['s.id', 's.net_cents', 'f.name', 'f.facility_number', 'f.remittance_routing_number', 'f.remittance_account_number', 'f.remittance_account_type'])
    .where('s.month', '=', month)
    .where('s.net_cents', '>', 0)
    .where('f.remittance_routing_number', 'is not', null)
    .where('f.remittance_account_number', 'is not', null)
    .orderBy('s.id')
    .execute(); // prettier-ignore
  if (due.length === 0) return;
  const effective = addBusinessDays(day, 1);
  const traces = due.map((s) => `${dfiOf(deps.config.odfiRouting)}9${String(s.id).padStart(6, '0')}`);
  const path = join(deps.config.filesDir, 'sent', day, name);
  const totals = await writeNachaFile(path, fileHeaderOf(deps, day, 'R'), async (writer) => {
    await writer.startBatch({
      serviceClassCode: 220,
      companyName: deps.config.companyName,
      companyIdentification: deps.config.companyId,
      secCode: 'CCD',
      companyEntryDescription: 'REMITTANCE',
      effectiveEntryDate: effective,
      originatingDfi: deps.config.odfiRouting.slice(0, 8),
    });
    for (const [i, s] of due.entries()) {
      await writer.entry({
        transactionCode: s.remittance_account_type === 'savings' ? 32 : 22,
        rdfiRouting: s.remittance_routing_number as string,
        accountNumber: deps.encryption.decryptField(s.remittance_account_number as string),
        amountCents: Number(s.net_cents),
        individualId: `FAC${s.facility_number}`,
        individualName: s.name,
        traceNumber: traces[i],
      });
    }
    await writer.endBatch();
  });
  const receipt = await deps.odfi.submitFile({ name, content: readFileSync(path, 'utf8'), businessDay: day });
  await db.transaction().execute(async (trx) => {
    const file = await trx
      .insertInto('ach_files')
      .values({
        name,
        direction: 'sent',
        kind: 'remittance',
        client_id: null,
        business_day: day,
        path: relative(deps.config.filesDir, path),
        entry_count: due.length,
        debit_cents: totals.totalDebitCents,
        credit_cents: totals.totalCreditCents,
        reference: receipt.reference,
        submitted_on: receipt.acceptedOn,
        processed_on: null,
        created_on: dayMoment(day),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    for (const [i, s] of due.entries()) {
      await trx
        .updateTable('remittance_statements')
        .set({ file_id: file?.id ?? null, trace_number: traces[i], paid_on: effective })
        .where('id', '=', s.id)
        .execute();
    }
  });
}

async function writeStatementPdf(
  path: string,
  facility: string,
  month: string,
  t: { gross: number; fees: number; returns: number; net: number },
  lines: Line[],
): Promise<void> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([612, 792]);
  let y = 740;
  const text = (s: string, x: number, size = 10, f = font) => page.drawText(s, { x, y, size, font: f });
  const money = (c: number) => formatUsd(c / 100);
  text(`${PRODUCT.name} remittance statement`, 50, 16, bold);
  y -= 22;
  text(`${facility} — ${month}`, 50, 12);
  y -= 28;
  for (const [label, value] of [
    ['Payments collected', money(t.gross)],
    ['Servicing fees', `-${money(t.fees)}`],
    ['Returns of earlier remittances', `-${money(t.returns)}`],
    ['Net paid to the practice', money(t.net)],
  ]) {
    text(label, 50, 11, label.startsWith('Net') ? bold : font);
    text(value, 420, 11, label.startsWith('Net') ? bold : font);
    y -= 16;
  }
  y -= 14;
  text('Date', 50, 9, bold);
  text('Line', 120, 9, bold);
  text('Amount', 470, 9, bold);
  y -= 14;
  for (const l of lines) {
    if (y < 50) {
      page = pdf.addPage([612, 792]);
      y = 740;
    }
    text(formatDisplayDate(l.date), 50, 9);
    text(l.description.slice(0, 70), 120, 9);
    text(`${l.kind === 'payment' ? '' : '-'}${money(l.amount_cents)}`, 470, 9);
    y -= 12;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await pdf.save());
}
