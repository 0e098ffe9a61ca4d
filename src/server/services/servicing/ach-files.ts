// The NACHA files of a day (README.md "Debits"): one file per practice group with a batch per SEC code
// and entry description (WEB or PPD; PAYMENT or RETRY PYMT), entries in trace order, written streaming
// to <DOCUMENTS_DIR>/ach/sent/<day>/ and handed to the ODFI; the files the ODFI sends back are kept in
// <DOCUMENTS_DIR>/ach/received/<day>/. Writing is deterministic from the day's entries, so a run that
// stopped before handing a file over writes the same file again.
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { dirname, join, relative } from 'node:path';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/database';
import { NachaWriter, type BatchHeader, type EntryDetail } from '../../servicing/nacha';
import type { EngineDeps } from './engine';
import { dayMoment } from './postings';

const PAGE = 2000;

export async function keepReceivedFile(
  deps: EngineDeps,
  file: { name: string; kind: 'returns' | 'notices'; content: string },
  day: IsoDate,
): Promise<void> {
  const path = join(deps.config.filesDir, 'received', day, file.name);
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.part`, file.content);
    renameSync(`${path}.part`, path);
  }
  const entries = file.content.split('\n').filter((l) => l.startsWith('6')).length;
  await deps.db
    .insertInto('ach_files')
    .values({
      name: file.name,
      direction: 'received',
      kind: file.kind,
      client_id: null,
      business_day: day,
      path: relative(deps.config.filesDir, path),
      entry_count: entries,
      reference: null,
      submitted_on: null,
      processed_on: null,
      created_on: dayMoment(day),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Stream-writes a NACHA file to `path` (through a .part file renamed at the end). */
export async function writeNachaFile(
  path: string,
  header: ConstructorParameters<typeof NachaWriter>[1],
  fill: (writer: NachaWriter) => Promise<void>,
) {
  mkdirSync(dirname(path), { recursive: true });
  const out = createWriteStream(`${path}.part`);
  const writer = new NachaWriter(async (chunk) => {
    if (!out.write(chunk)) await once(out, 'drain');
  }, header);
  await fill(writer);
  const totals = await writer.end();
  out.end();
  await once(out, 'finish');
  renameSync(`${path}.part`, path);
  return totals;
}

export function fileHeaderOf(deps: EngineDeps, day: IsoDate, modifier: string) {
  return {
    immediateDestination: deps.config.odfiRouting,
    immediateOrigin: deps.config.companyId,
    immediateDestinationName: deps.config.odfiName,
    immediateOriginName: deps.config.companyName,
    fileCreationDate: day,
    fileCreationTime: '1700',
    fileIdModifier: modifier,
  };
}

export async function writeDayFiles(deps: EngineDeps, day: IsoDate, effective: IsoDate): Promise<void> {
  const { db } = deps;
  const clients = await db
    .selectFrom('servicing_entries as e')
    .innerJoin('clients as c', 'c.id', 'e.client_id')
    .select(['c.id', 'c.client_number', 'c.name'])
    .where('e.business_day', '=', day)
    .where('e.method', '=', 'ACH')
    .groupBy(['c.id', 'c.client_number', 'c.name'])
    .orderBy('c.id')
    .execute();
  for (const client of clients) {
    const name = `DEBITS-${client.client_number}-${day}.ach`;
    const known = await db.selectFrom('ach_files').selectAll().where('name', '=', name).executeTakeFirst();
    if (known?.submitted_on) continue;
    const path = join(deps.config.filesDir, 'sent', day, name);
    const groups = await db
      .selectFrom('servicing_entries')
      .select(['sec_code', 'description'])
      .where('business_day', '=', day)
      .where('method', '=', 'ACH')
      .where('client_id', '=', client.id)
      .groupBy(['sec_code', 'description'])
      .orderBy('sec_code')
      .orderBy('description')
      .execute();
    let count = 0;
    const totals = await writeNachaFile(path, fileHeaderOf(deps, day, 'A'), async (writer) => {
      for (const g of groups) {
        const batch: BatchHeader = {
          serviceClassCode: 225,
          companyName: deps.config.companyName,
          companyDiscretionaryData: client.client_number,
          companyIdentification: deps.config.companyId,
          secCode: (g.sec_code ?? 'PPD') as 'PPD' | 'WEB',
          companyEntryDescription: g.description ?? 'PAYMENT',
          effectiveEntryDate: effective,
          originatingDfi: deps.config.odfiRouting.slice(0, 8),
        };
        await writer.startBatch(batch);
        for await (const e of entriesOf(deps, day, client.id, g.sec_code, g.description)) {
          await writer.entry(e);
          count += 1;
        }
        await writer.endBatch();
      }
    });
    const row = {
      name,
      direction: 'sent' as const,
      kind: 'debits' as const,
      client_id: client.id,
      business_day: day,
      path: relative(deps.config.filesDir, path),
      entry_count: count,
      debit_cents: totals.totalDebitCents,
      credit_cents: totals.totalCreditCents,
      reference: null,
      submitted_on: null,
      processed_on: null,
      created_on: dayMoment(day),
    };
    await db
      .insertInto('ach_files')
      .values(row)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const file = await db
      .selectFrom('ach_files')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('servicing_entries')
      .set({ file_id: file.id })
      .where('business_day', '=', day)
      .where('method', '=', 'ACH')
      .where('client_id', '=', client.id)
      .execute();
    const receipt = await deps.odfi.submitFile({
      name,
      content: readFileSync(path, 'utf8'),
      businessDay: day,
    });
    await db
      .updateTable('ach_files')
      .set({ submitted_on: receipt.acceptedOn, reference: receipt.reference })
      .where('id', '=', file.id)
      .execute();
  }
}

/** The entries of one batch in trace order, read a page at a time (keyset), with their bank details. */
async function* entriesOf(
  deps: EngineDeps,
  day: IsoDate,
  clientId: number,
  sec: string | null,
  description: string | null,
): AsyncGenerator<EntryDetail> {
  const db: Db = deps.db;
  for (let after = ''; ;) {
    let q = db
      .selectFrom('servicing_entries as e')
      .innerJoin('banks as b', 'b.id', 'e.bank_id')
      .innerJoin('contracts as c', 'c.id', 'e.contract_id')
      .select([
        'e.trace_number',
        'e.amount_cents',
        'b.aba_number',
        'b.account_number_encrypted',
        'b.is_savings_account',
        'b.first_name_on_account',
        'b.last_name_on_account',
        'b.business_name_on_account',
        'c.ebcs_account_number',
      ]) // prettier-ignore
      .where('e.business_day', '=', day)
      .where('e.method', '=', 'ACH')
      .where('e.client_id', '=', clientId)
      .where('e.trace_number', '>', after)
      .orderBy('e.trace_number')
      .limit(PAGE);
    q = sec === null ? q.where('e.sec_code', 'is', null) : q.where('e.sec_code', '=', sec);
    q =
      description === null
        ? q.where('e.description', 'is', null)
        : q.where('e.description', '=', description);
    const rows = await q.execute();
    for (const r of rows) {
      yield {
        transactionCode: r.is_savings_account === 1 ? 37 : 27,
        rdfiRouting: r.aba_number,
        accountNumber: deps.encryption.decryptField(r.account_number_encrypted),
        amountCents: Number(r.amount_cents),
        individualId: r.ebcs_account_number ?? '',
        individualName: r.business_name_on_account || `${r.first_name_on_account} ${r.last_name_on_account}`,
        ...(sec === 'WEB' ? { discretionaryData: 'R ' } : {}),
        traceNumber: r.trace_number as string,
      };
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].trace_number as string;
  }
}
