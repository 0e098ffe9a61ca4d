// What every part of the contract editor reads and calls: the loaded contract (or the new draft), its
// facility, the lookups and rights, and the calls that save a section or take an action. Sections and
// panels use useContractEditor(); ContractEditorProvider supplies it.
import { createContext, useContext } from 'react';
import type {
  ContractSection,
  LifecycleAction,
  SigningMethod,
} from '../../../../../machines/contract-lifecycle.types';
import type { BankAccount, Card, ContractValues } from '../../../../shared/contract';
import type { IsoDate } from '../../../../shared/dates';
import type { Facility } from '../../../../shared/facility';
import type { NoticeVariant } from '../../../../shared/messages';
import type { Rights } from '../../../../shared/permissions';
import type { LookupData } from '../../../../shared/session';
import type { ContractView, SaveResponse } from '../../../api/contracts';
import type { ConfirmOptions } from '../../../components/confirm-dialog';

/** What a section sends: its contract fields and, for billing, the methods. */
export interface SectionPayload {
  contract?: ContractValues & Record<string, unknown>;
  banks?: Partial<BankAccount>[];
  cards?: Partial<Card>[];
}

export type SaveOutcome =
  | { ok: true; response: SaveResponse }
  | {
      ok: false;
      /** HTTP status; 0 when the server was not reached, 200 when it answered saved: false. */
      status: number;
      /** Field errors keyed as the form's fields (`cards[0].card_number`, `preferred`, …). */
      errors: Record<string, string>;
      /** The server's alert or message for the banner. */
      message: string | null;
      /** CHARGE declined: the card errors (spec §8 cardChargeFailed). */
      cardCharge: string[] | null;
    };

export interface ContractEditorApi {
  /** The contract as last loaded or saved; null for a new draft not yet saved. */
  contract: ContractView | null;
  /** Initial form values: the contract, or the new draft's unedited defaults. */
  values: ContractValues & Record<string, unknown>;
  facility: Facility;
  lookups: LookupData;
  rights: Rights;
  today: IsoDate;
  isNew: boolean;
  isSelect: boolean;
  /** The contract may be edited now (lifecycle allows SAVE, or a new draft the user may create). */
  editable: boolean;
  /** The lifecycle and the user's rights allow this action now. */
  allowed: (action: LifecycleAction) => boolean;
  /** The section open for editing, if any (the editor statechart decides). */
  openSection: ContractSection | null;
  /**
   * Saves a section (POST for a new contract, PUT otherwise); shows '{Section} saved.' on success and
   * opens the next section, unless stayOpen (an action follows the save). quiet: the caller tells
   * the outcome itself (the fee charge that follows speaks for both).
   */
  saveSection: (
    section: ContractSection,
    payload: SectionPayload,
    options?: { stayOpen?: boolean; quiet?: boolean },
  ) => Promise<SaveOutcome>;
  /** Takes a lifecycle action with the current copy, optionally saving fields with it. */
  act: (
    action: LifecycleAction,
    options?: { method?: SigningMethod; payload?: SectionPayload; section?: ContractSection },
  ) => Promise<SaveOutcome>;
  /** Runs another contract call that answers a SaveResponse and takes its contract. */
  apply: (call: () => Promise<SaveResponse>) => Promise<SaveOutcome>;
  /** Replaces the contract with a fresh copy from the server. */
  reload: () => Promise<void>;
  /** The open section's form tells whether it has unsaved edits. */
  setDirty: (dirty: boolean) => void;
  requestSection: (section: ContractSection) => void;
  closeSection: () => void;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  notify: (variant: NoticeVariant, text: string, title?: string) => void;
}

export const ContractEditorContext = createContext<ContractEditorApi | null>(null);

export function useContractEditor(): ContractEditorApi {
  const api = useContext(ContractEditorContext);
  if (!api) throw new Error('useContractEditor needs a ContractEditorProvider');
  return api;
}

/** Section headings as the '{Section} saved.' notice names them. */
export const SECTION_TITLES: Record<ContractSection, string> = {
  customer: 'Customer',
  agreement: 'Agreement',
  billing: 'Billing',
  csrForSelect: 'Credit Check',
  agreementForSelect: 'Agreement',
};
