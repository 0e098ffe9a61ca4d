// The ODFI: the bank that sends our ACH files into the network and hands back the returns and
// notifications of change its customers' banks send (issue 11 "Debits", "Returns").

export interface OdfiSubmission {
  /** Unique per file; sending a name again is a no-op. */
  name: string;
  /** The NACHA file. */
  content: string;
  /** YYYY-MM-DD, the business day it is sent. */
  businessDay: string;
}

export interface OdfiReceipt {
  reference: string;
  /** The business day the bank took the file (the next one when it was sent on a weekend or holiday). */
  acceptedOn: string;
}

export interface OdfiReceivedFile {
  name: string;
  kind: 'returns' | 'notices';
  content: string;
}

export interface OdfiBankAccount {
  routing: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
}

export type OdfiAccountValidation = { valid: true } | { valid: false; code: string; message: string };

export interface OdfiProvider {
  readonly name: string;
  /** Hands a NACHA file to the bank. Sending the same file name again is a no-op that returns the first receipt. */
  submitFile(file: OdfiSubmission): Promise<OdfiReceipt>;
  /** The files the bank has produced for us (returns, notifications of change) that are dated `businessDay` — the same answer every time it is asked for that day. */
  filesFor(businessDay: string): Promise<OdfiReceivedFile[]>;
  /** Account validation before a first WEB debit (or after a change of account): the provider's validation call. */
  validateAccount(account: OdfiBankAccount): Promise<OdfiAccountValidation>;
}

/** The bank refused a file (not a NACHA file, a bad name or day); nothing was kept. */
export class OdfiRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OdfiRejectedError';
  }
}
