// GET /api/crud/contract/{id} as it travels (the `contract` of every save answer too): every stored
// field by its spec name, secrets masked, its banks and cards, the computed extras of spec §3 Contract
// view extras and the actions allowed now. The server's view builder (services/contracts/contract-view.ts)
// and the client's ContractView (src/client/api/contracts.ts) both read this type.
import type { BankAccount, Card } from './contract';
import type {
  DateColumn,
  FlagColumn,
  IntegerColumn,
  MoneyColumn,
  NumericColumn,
  SecretColumn,
  TextColumn,
  TimestampColumn,
} from './contract-columns';

/** The stored fields as the view gives them: money in dollars, flags as booleans, blanks as null. */
export type ContractStoredFields = { [K in TextColumn | DateColumn | TimestampColumn]: string | null } & {
  [K in IntegerColumn | NumericColumn | MoneyColumn]: number | null;
} & { [K in FlagColumn]: boolean | null } & {
  /** Masked (starting with *) once stored; never the number itself. */
  [K in SecretColumn]: string | null;
};

/** spec §3 Contract view extras: computed for the view, never stored. */
export interface ContractViewExtras<Status extends string, Action extends string> {
  client_id: number;
  ssn_is_stored: boolean;
  banks: BankAccount[];
  cards: Card[];
  processing_fee_required: boolean;
  cc_is_chargeable: boolean;
  billing_complete: boolean;
  has_pdf: boolean;
  has_photo: boolean;
  has_csr_pdf: boolean;
  has_payments: boolean;
  current_rewrite_status: Status | null;
  rejected_by: string | null;
  deleted_by: string | null;
  editable: boolean;
  deletable: boolean;
  undelete_able: boolean;
  updatable: boolean;
  rejectable: boolean;
  allowed_actions: Action[];
  /** Term sheet limits saved outstanding, by field, for the user asking (issue 15: the override rule). */
  limits_outstanding: Partial<Record<'financed_amount' | 'number_of_payments', string>>;
}

/**
 * The whole view. The lifecycle's statuses and actions live in machines/, which src/shared does not
 * import: the reader names them (`Status`, `Csr`, `Action`).
 */
export type ContractViewWire<
  Status extends string = string,
  Csr extends string = string,
  Action extends string = string,
> = Omit<ContractStoredFields, 'status' | 'csr_status' | 'waive_processing_fee'> &
  ContractViewExtras<Status, Action> & {
    id: number;
    facility_id: number;
    created_on: string;
    modified_on: string;
    status: Status;
    csr_status: Csr | null;
    /** Stored null reads as false. */
    waive_processing_fee: boolean;
  };
