// Shared by the NACHA tests: a sink that keeps what the writer wrote, and a small WEB debit file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NachaWriter, type BatchHeader, type FileHeader } from '../../../../src/server/servicing/nacha';

export const fixture = (name: string): string => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

export function collectingSink() {
  const chunks: string[] = [];
  return { chunks, sink: (chunk: string) => void chunks.push(chunk), text: () => chunks.join('') };
}

export const FILE_HEADER: FileHeader = {
  immediateDestination: '091000019',
  immediateOrigin: '1234567890',
  immediateDestinationName: 'Wells Fargo Bank',
  immediateOriginName: 'PayPlan Servicing',
  fileCreationDate: '2026-11-26',
  fileCreationTime: '1705',
  fileIdModifier: 'A',
  referenceCode: 'PG1',
};

export const WEB_BATCH: BatchHeader = {
  serviceClassCode: 225,
  companyName: 'Bright Smiles Dental',
  companyIdentification: '1234567890',
  secCode: 'WEB',
  companyEntryDescription: 'PAYMENT',
  effectiveEntryDate: '2026-11-27',
  originatingDfi: '09100001',
};

/** A file of one WEB batch of `n` debits of $125.00 from 011000015 (the ODFI trace prefix 09100001). */
export async function webDebitFile(
  n: number,
): Promise<{ text: string; totals: Awaited<ReturnType<NachaWriter['end']>> }> {
  const out = collectingSink();
  const w = new NachaWriter(out.sink, FILE_HEADER);
  await w.startBatch(WEB_BATCH);
  for (let i = 1; i <= n; i++) {
    await w.entry({
      transactionCode: 27,
      rdfiRouting: '011000015',
      accountNumber: `40000${String(i).padStart(5, '0')}`,
      amountCents: 12_500,
      individualId: `PP-${i}`,
      individualName: `Customer ${i}`,
      discretionaryData: 'R',
      traceNumber: `09100001${String(i).padStart(7, '0')}`,
    });
  }
  await w.endBatch();
  const totals = await w.end();
  return { text: out.text(), totals };
}
