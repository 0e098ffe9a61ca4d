// What the customer agreed to or declined through a customer link (migration 2026_11_22_0320).
import type { Generated, Selectable } from 'kysely';
import type { Flag, IsoTimestamp } from './schema';

export type CustomerConsentKind = 'csr-authorization' | 'esign-consent' | 'signature';

export interface CustomerConsentsTable {
  id: Generated<number>;
  contract_id: number;
  customer_link_id: number;
  kind: CustomerConsentKind;
  /** 1 agreed, 0 declined. */
  agreed: Flag;
  /** The exact words shown (or, for a signature, the name typed). */
  words: string;
  ip: string;
  user_agent: string;
  at: IsoTimestamp;
}

export interface CustomerConsentTables {
  customer_consents: CustomerConsentsTable;
}

export type CustomerConsentRow = Selectable<CustomerConsentsTable>;
