// Statuses, context and events of the contract lifecycle (spec §3 Contract, §4 States and transitions).

/** Contract status values (spec §4), in the spec's order. */
export const CONTRACT_STATUSES = [
  'INCOMPLETE',
  'WAITING CONTRACT UPLOAD',
  'WAITING E-SIGNATURE',
  'WAITING AGREEMENT APPLICATION',
  'REJECTED',
  'PROCESS FEE DECLINED',
  'SIGNED',
  'ACTIVE',
  'COLLECT',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The first six are the 'not yet complete' set (spec §4). */
export const NOT_YET_COMPLETE: readonly ContractStatus[] = CONTRACT_STATUSES.slice(0, 6);
/** The 'submitted' set (spec §4). */
export const SUBMITTED: readonly ContractStatus[] = [
  'WAITING CONTRACT UPLOAD',
  'WAITING E-SIGNATURE',
  'WAITING AGREEMENT APPLICATION',
];
/** Live accounts (spec §4). */
export const LIVE: readonly ContractStatus[] = ['ACTIVE', 'COLLECT'];
/** Signed, and live accounts after it (spec §4). */
export const SIGNED_OR_LATER: readonly ContractStatus[] = ['SIGNED', ...LIVE];
/** The statuses a customer moves on from by themselves (the application, the e-signature). */
export const WAITING_FOR_CUSTOMER: readonly ContractStatus[] = [
  'WAITING AGREEMENT APPLICATION',
  'WAITING E-SIGNATURE',
];

/** Whether a status read as text (an API answer, a database row) is one of a set. */
export const statusIn = (set: readonly ContractStatus[], status: string | null | undefined): boolean =>
  (set as readonly string[]).includes(status ?? '');

/** CSR status (spec §4); null before a CSR is requested. */
export type CsrStatus = 'WAITING AUTHORIZATION' | 'RECEIVED AUTHORIZATION' | 'COMPLETED';

/** signing_method (spec §3): how the e-signature or application link is sent. */
export type SigningMethod = 'email' | 'sms';

/** Editing sections (spec §4 Editing sections). */
export const CONTRACT_SECTIONS = [
  'customer',
  'agreement',
  'billing',
  'csrForSelect',
  'agreementForSelect',
] as const;
export type ContractSection = (typeof CONTRACT_SECTIONS)[number];

/** What the lifecycle guards read: the stored contract fields, named as stored (spec §3). */
export interface LifecycleContext {
  /** The facility uses CSR (Facility csr). */
  facility_csr: boolean;
  is_select: boolean;
  csr_status: CsrStatus | null;
  csr_skipped: boolean;
  processing_fee_required: boolean;
  cc_is_chargeable: boolean;
  charged_on: string | null;
  /** Agreement section saved: has id and agreement date (spec §4 Editing sections). */
  agreement_saved: boolean;
  /** Billing section saved: has id and billing is complete (spec §4 Billing requirements). */
  billing_complete: boolean;
  edit_allowed: boolean;
  delete_allowed: boolean;
  rewrite_allowed: boolean;
  current_rewrite_id: number | null;
}

/** Events: the spec's contract actions (§4) in capitals, everything else dotted lowercase. */
export type LifecycleEvent =
  | { type: 'SAVE'; section: ContractSection }
  | { type: 'REQUEST-CSR' }
  | { type: 'OVERRIDE-CSR' }
  | { type: 'SKIP-CSR' }
  | { type: 'ACCEPT-CSR' }
  | { type: 'REJECT' }
  | { type: 'UNDO-REJECT' }
  | { type: 'CHARGE'; charged_on: string }
  | { type: 'DECLINE' }
  | { type: 'PRINT' }
  | { type: 'UNDO-SUBMIT' }
  | { type: 'UNDELETE' }
  | { type: 'FINISH-SELECT' }
  | { type: 'request-signature'; method: SigningMethod }
  | { type: 'request-application'; method: SigningMethod }
  | { type: 'contract.delete'; reason_for_cancel: string }
  | { type: 'contract.uploaded' }
  | { type: 'contract.rewrite'; rewrite_id: number }
  | { type: 'customer.authorized' }
  | { type: 'customer.application-completed'; charged_on: string | null }
  | { type: 'customer.signed' }
  | { type: 'servicer.boarded' }
  | { type: 'servicer.collect' }
  | { type: 'servicer.reinstated' };

export type LifecycleAction = LifecycleEvent['type'];
