// What the sandbox bank answers to the files of a day: which entries come back returned or with a
// notification of change (test-accounts.ts), written as the NACHA files an RDFI's answers arrive in.
import {
  NachaWriter,
  abaCheckDigit,
  correctedDataFor,
  isDebitCode,
  isNsfReturn,
  isPrenoteCode,
  type Addenda,
  type ParsedBatch,
  type ParsedEntry,
  type ParsedNachaFile,
  type TransactionCode,
} from '../../servicing/nacha';
import { CORRECTED_ROUTING, correctedAccountOf, sandboxOutcome } from './test-accounts';

/** One answer: the original entry, its batch, and the addenda the RDFI attaches. */
export interface Answer {
  /** Which of the day's files, so batches of different files never share a group. */
  fileIndex: number;
  batch: ParsedBatch;
  entry: ParsedEntry;
  addenda: Addenda;
}

type AnsweredSecCode = 'PPD' | 'WEB' | 'CCD';
const ANSWERED_SEC_CODES: ReadonlySet<string> = new Set<AnsweredSecCode>(['PPD', 'WEB', 'CCD']);

export function answersTo(files: ParsedNachaFile[]): { returns: Answer[]; notices: Answer[] } {
  const returns: Answer[] = [];
  const notices: Answer[] = [];
  files.forEach((file, fileIndex) => {
    for (const batch of file.batches) {
      if (!ANSWERED_SEC_CODES.has(batch.header.secCode)) continue;
      for (const entry of batch.entries) {
        if (!isDebitCode(entry.transactionCode)) continue; // the sandbox answers debits only
        const outcome = sandboxOutcome(entry.accountNumber, batch.header.companyEntryDescription);
        // A prenote moves no money, so it cannot come back for insufficient or uncollected funds.
        if (outcome.kind === 'return' && isPrenoteCode(entry.transactionCode) && isNsfReturn(outcome.code))
          continue;
        const originalRdfi = entry.rdfiRouting.slice(0, 8);
        if (outcome.kind === 'return') {
          returns.push({
            fileIndex,
            batch,
            entry,
            addenda: {
              typeCode: '99',
              returnCode: outcome.code,
              originalTraceNumber: entry.traceNumber,
              originalRdfi,
            },
          });
        } else if (outcome.kind === 'notice') {
          // The notice accounts are checking accounts at CORRECTED_ROUTING: a bank sends a notice only
          // while an entry is wrong, so an entry already corrected pays without one.
          const code = outcome.changeCode;
          const checking = entry.transactionCode < 30;
          const routingRight = entry.rdfiRouting === CORRECTED_ROUTING;
          if ((code === 'C05' && checking) || (code === 'C02' && routingRight)) continue;
          const otherType = checking ? entry.transactionCode + 10 : entry.transactionCode - 10;
          const correctedData = correctedDataFor(outcome.changeCode, {
            routing: CORRECTED_ROUTING,
            accountNumber: correctedAccountOf(entry.accountNumber),
            transactionCode: otherType,
          });
          notices.push({
            fileIndex,
            batch,
            entry,
            addenda: {
              typeCode: '98',
              changeCode: outcome.changeCode,
              originalTraceNumber: entry.traceNumber,
              originalRdfi,
              correctedData,
            },
          });
        }
      }
    }
  });
  return { returns, notices };
}

/** 27 and 28 are answered with 26, 37 and 38 with 36 (22 and 23 with 21, 32 and 33 with 31). */
const answerCodeOf = (code: number): TransactionCode =>
  (Math.floor(code / 10) * 10 + (isDebitCode(code) ? 6 : 1)) as TransactionCode;

/**
 * A file from the bank to us: one batch per original batch and RDFI (the RDFI originates the return),
 * the original company fields and description, the entry back to our ODFI, trace numbers the RDFI's.
 */
export async function answerFile(
  original: ParsedNachaFile,
  day: string,
  modifier: string,
  answers: Answer[],
): Promise<string> {
  const chunks: string[] = [];
  const w = new NachaWriter((c) => void chunks.push(c), {
    immediateDestination: original.header.immediateOrigin.padStart(10, ' '),
    immediateOrigin: original.header.immediateDestination,
    immediateDestinationName: original.header.immediateOriginName,
    immediateOriginName: original.header.immediateDestinationName,
    fileCreationDate: day,
    fileCreationTime: '0600',
    fileIdModifier: modifier,
  });
  const groups = new Map<string, Answer[]>();
  for (const a of answers) {
    const key = `${a.fileIndex}|${a.batch.header.batchNumber}|${a.entry.rdfiRouting.slice(0, 8)}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  let sequence = 0;
  for (const group of groups.values()) {
    const { batch, entry } = group[0];
    const h = batch.header;
    const rdfi = entry.rdfiRouting.slice(0, 8);
    await w.startBatch({
      serviceClassCode: 200,
      companyName: h.companyName,
      companyDiscretionaryData: h.companyDiscretionaryData,
      companyIdentification: h.companyIdentification,
      secCode: group[0].addenda.typeCode === '98' ? 'COR' : (h.secCode as AnsweredSecCode),
      companyEntryDescription: h.companyEntryDescription,
      companyDescriptiveDate: h.companyDescriptiveDate,
      effectiveEntryDate: day,
      originatingDfi: rdfi,
    });
    for (const a of group) {
      sequence += 1;
      await w.entry({
        transactionCode: answerCodeOf(a.entry.transactionCode),
        rdfiRouting: h.originatingDfi + abaCheckDigit(h.originatingDfi),
        accountNumber: a.entry.accountNumber,
        amountCents: a.addenda.typeCode === '98' ? 0 : a.entry.amountCents,
        individualId: a.entry.individualId,
        individualName: a.entry.individualName,
        discretionaryData: a.entry.discretionaryData,
        traceNumber: rdfi + String(sequence).padStart(7, '0'),
        addenda: a.addenda,
      });
    }
    await w.endBatch();
  }
  await w.end();
  return chunks.join('');
}
