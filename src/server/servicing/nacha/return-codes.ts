// Return reason codes (NACHA Operating Rules, Appendix Four) and what kind of return each is. Data and
// small predicates only: the servicing engine decides what to do with a return.

/**
 * nsf: may be re-presented (R01, R09). administrative: counts against the 3 % administrative return
 * rate. unauthorized: counts against the 0.5 % unauthorized return rate. bad-account: the bank method
 * is flagged bad. stop-all: no further debit goes to the account.
 */
export type ReturnCategory = 'nsf' | 'administrative' | 'unauthorized' | 'bad-account' | 'stop-all';

export interface ReturnCodeInfo {
  code: string;
  title: string;
  categories: readonly ReturnCategory[];
}

const table: [string, string, ReturnCategory[]][] = [
  ['R01', 'Insufficient Funds', ['nsf']],
  ['R02', 'Account Closed', ['administrative', 'bad-account']],
  ['R03', 'No Account/Unable to Locate Account', ['administrative', 'bad-account']],
  ['R04', 'Invalid Account Number Structure', ['administrative', 'bad-account']],
  ['R05', 'Unauthorized Debit to Consumer Account Using Corporate SEC Code', ['unauthorized', 'stop-all']],
  ['R06', "Returned per ODFI's Request", []],
  ['R07', 'Authorization Revoked by Customer', ['unauthorized', 'stop-all']],
  ['R08', 'Payment Stopped', []],
  ['R09', 'Uncollected Funds', ['nsf']],
  [
    'R10',
    "Customer Advises Originator is Not Known to Receiver and/or Originator is Not Authorized by Receiver to Debit Receiver's Account",
    ['unauthorized', 'stop-all'],
  ],
  ['R11', 'Customer Advises Entry Not in Accordance with the Terms of the Authorization', ['unauthorized']],
  ['R12', 'Account Sold to Another DFI', []],
  ['R13', 'Invalid ACH Routing Number', []],
  ['R14', 'Representative Payee Deceased or Unable to Continue in That Capacity', []],
  ['R15', 'Beneficiary or Account Holder (Other Than a Representative Payee) Deceased', []],
  ['R16', 'Account Frozen/Entry Returned per OFAC Instruction', ['bad-account']],
  [
    'R17',
    'File Record Edit Criteria/Entry with Invalid Account Number Initiated Under Questionable Circumstances',
    [],
  ],
  ['R20', 'Non-Transaction Account', ['bad-account']],
  ['R23', 'Credit Entry Refused by Receiver', []],
  ['R24', 'Duplicate Entry', []],
  ['R29', 'Corporate Customer Advises Not Authorized', ['unauthorized', 'stop-all']],
  ['R31', 'Permissible Return Entry (CCD and CTX only)', []],
];

export const RETURN_CODES: ReadonlyMap<string, ReturnCodeInfo> = new Map(
  table.map(([code, title, categories]) => [code, { code, title, categories }]),
);

/** The code's entry in the table; an unknown R code gets a generic title and no category. */
export function returnCodeInfo(code: string): ReturnCodeInfo {
  return RETURN_CODES.get(code) ?? { code, title: `Return reason ${code}`, categories: [] };
}

const has = (category: ReturnCategory) => (code: string) =>
  returnCodeInfo(code).categories.includes(category);

/** R01, R09: the entry may be re-presented (see represent.ts for the limits). */
export const isNsfReturn = has('nsf');
/** R02, R03, R04: the administrative return rate. */
export const isAdministrativeReturn = has('administrative');
/** R05, R07, R10, R11, R29: the unauthorized return rate. */
export const isUnauthorizedReturn = has('unauthorized');
/** R02, R03, R04, R16, R20: the bank method is flagged bad. */
export const flagsMethodBad = has('bad-account');
/** R05, R07, R10, R29: every debit from that account stops. */
export const stopsAllDebits = has('stop-all');

/** Notification of change codes (Appendix Five) this product reads. */
export const CHANGE_CODES: ReadonlyMap<string, string> = new Map([
  ['C01', 'Incorrect DFI Account Number'],
  ['C02', 'Incorrect Routing Number'],
  ['C03', 'Incorrect Routing Number and Incorrect DFI Account Number'],
  ['C04', 'Incorrect Individual Name/Receiving Company Name'],
  ['C05', 'Incorrect Transaction Code'],
  ['C06', 'Incorrect DFI Account Number and Incorrect Transaction Code'],
  ['C07', 'Incorrect Routing Number, Incorrect DFI Account Number, and Incorrect Transaction Code'],
  ['C09', 'Incorrect Individual Identification Number'],
]);
