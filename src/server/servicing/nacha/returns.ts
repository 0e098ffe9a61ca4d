// What a received returns or notices file says, entry by entry: the engine matches each to the entry
// it sent by the original trace number.
import { isValidRouting } from './routing';
import type { ParsedNachaFile } from './parsed-types';

export interface ReturnOrNotice {
  kind: 'return' | 'noc';
  /** R01… for a return, C01… for a notification of change. */
  code: string;
  originalTraceNumber: string;
  /** The original entry's RDFI (8 digits). */
  originalRdfi: string;
  /** The return or NOC entry's own trace number. */
  traceNumber: string;
  amountCents: number;
  transactionCode: number;
  accountNumber: string;
  individualId: string;
  individualName: string;
  dateOfDeath?: string;
  correctedData?: string;
  addendaInformation?: string;
  effectiveEntryDate: string | null;
  companyEntryDescription: string;
  companyName: string;
  companyIdentification: string;
  secCode: string;
  /** The line of the entry detail in the received file. */
  line: number;
}

export function returnsAndNoticesOf(file: ParsedNachaFile): ReturnOrNotice[] {
  const found: ReturnOrNotice[] = [];
  for (const batch of file.batches) {
    const h = batch.header;
    for (const e of batch.entries) {
      for (const a of e.addenda) {
        if (a.typeCode !== '98' && a.typeCode !== '99') continue;
        found.push({
          kind: a.typeCode === '99' ? 'return' : 'noc',
          code: a.typeCode === '99' ? a.returnCode : a.changeCode,
          originalTraceNumber: a.originalTraceNumber,
          originalRdfi: a.originalRdfi,
          traceNumber: e.traceNumber,
          amountCents: e.amountCents,
          transactionCode: e.transactionCode,
          accountNumber: e.accountNumber,
          individualId: e.individualId,
          individualName: e.individualName,
          ...(a.typeCode === '99'
            ? {
                ...(a.dateOfDeath ? { dateOfDeath: a.dateOfDeath } : {}),
                ...(a.addendaInformation ? { addendaInformation: a.addendaInformation } : {}),
              }
            : { correctedData: a.correctedData }),
          effectiveEntryDate: h.effectiveEntryDate,
          companyEntryDescription: h.companyEntryDescription,
          companyName: h.companyName,
          companyIdentification: h.companyIdentification,
          secCode: h.secCode,
          line: e.line,
        });
      }
    }
  }
  return found;
}

export type AccountType = 'checking' | 'savings';

export interface BankCorrection {
  routing?: string;
  accountNumber?: string;
  accountType?: AccountType;
}

/** 22–29 are checking, 32–39 savings (a transaction code the RDFI gives in C05, C06, C07). */
export function accountTypeOfTransactionCode(code: string): AccountType {
  if (/^2[2-9]$/.test(code)) return 'checking';
  if (/^3[2-9]$/.test(code)) return 'savings';
  throw new Error(`'${code}' is not a checking or savings transaction code.`);
}

/**
 * The corrected data of a notification of change, by its layout in the Rules (Appendix Five):
 * C01 account (1–17); C02 routing (1–9); C03 routing (1–9), 3 spaces, account (13–29); C05 transaction
 * code (1–2); C06 account (1–17), 3 spaces, transaction code (21–22); C07 routing (1–9), account
 * (10–26), transaction code (27–28). Other codes change nothing of the bank method.
 */
export function correctionOf(changeCode: string, correctedData: string): BankCorrection {
  const d = correctedData.padEnd(29, ' ');
  const routing = (text: string) => {
    if (!isValidRouting(text))
      throw new Error(`${changeCode}: corrected routing number '${text}' is not valid.`);
    return text;
  };
  const account = (text: string) => {
    const value = text.trim();
    if (value === '') throw new Error(`${changeCode}: the corrected account number is blank.`);
    return value;
  };
  switch (changeCode) {
    case 'C01':
      return { accountNumber: account(d.slice(0, 17)) };
    case 'C02':
      return { routing: routing(d.slice(0, 9)) };
    case 'C03':
      return { routing: routing(d.slice(0, 9)), accountNumber: account(d.slice(12, 29)) };
    case 'C05':
      return { accountType: accountTypeOfTransactionCode(d.slice(0, 2)) };
    case 'C06':
      return {
        accountNumber: account(d.slice(0, 17)),
        accountType: accountTypeOfTransactionCode(d.slice(20, 22)),
      };
    case 'C07':
      return {
        routing: routing(d.slice(0, 9)),
        accountNumber: account(d.slice(9, 26)),
        accountType: accountTypeOfTransactionCode(d.slice(26, 28)),
      };
    default:
      return {};
  }
}

/** The corrected data an RDFI writes for a correction (the inverse of correctionOf), 29 characters or less. */
export function correctedDataFor(
  changeCode: 'C01' | 'C02' | 'C03' | 'C05' | 'C06' | 'C07',
  c: { routing?: string; accountNumber?: string; transactionCode?: number },
): string {
  const acct = (c.accountNumber ?? '').padEnd(17, ' ');
  const code = String(c.transactionCode ?? '');
  switch (changeCode) {
    case 'C01':
      return acct.trimEnd();
    case 'C02':
      return c.routing ?? '';
    case 'C03':
      return `${c.routing ?? ''}   ${acct}`.trimEnd();
    case 'C05':
      return code;
    case 'C06':
      return `${acct}   ${code}`;
    case 'C07':
      return `${c.routing ?? ''}${acct}${code}`;
  }
}
