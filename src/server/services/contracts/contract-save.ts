// SAVE (spec §4 Editing sections): the sections sent are validated with the shared schemas (400 with
// errors keyed by field), the agreement figures recomputed, and everything written in one
// transaction, creating the contract when it is new (canCreate) or updating it (canEdit).
import type { ContractSection } from '../../../../machines/contract-lifecycle.types';
import { businessToday } from '../../../shared/calendar';
import { MESSAGES } from '../../../shared/messages';
import type { Facility } from '../../../shared/facility';
import type { Rights } from '../../../shared/permissions';
import type { Db } from '../../db/database';
import type { ContractRow } from '../../db/schema-contracts';
import { contractDataOf, type ContractData } from '../../repositories/contracts/contract-mapping';
import { findContract, insertContract } from '../../repositories/contracts/contracts';
import { loadStateTaxes } from '../../repositories/lookups';
import { maskSsn } from '../../security';
import { HttpError } from '../http-error';
import { saveBilling, validateBilling, type ValidBilling } from './billing';
import { contractSectionChanges, type SectionChanges } from './contract-fields';
import type { ContractDeps, ContractPayload } from './deps';
import { refuseNameOrSsnChange } from './name-or-ssn-change';
import { isAgreementSection, sectionsOf } from './section-schemas';
import type { ContractScope } from './scope';
import { planTransition, writeContract, type Actor } from './transitions';

export interface PreparedSave {
  sections: ContractSection[];
  fields: SectionChanges['changes'];
  billing: ValidBilling | null;
}

function withMaskedSecrets(deps: ContractDeps, scope: ContractScope): ContractData {
  const mask = (token: string | null) =>
    token === null ? null : maskSsn(deps.providers.encryption.decryptField(token));
  return {
    ...scope.data,
    customer_ssn: mask(scope.row.customer_ssn_encrypted),
    guarantor_ssn: mask(scope.row.guarantor_ssn_encrypted),
  };
}

/** Validates the sections of the payload against the stored contract; 400 with every field's error. */
export async function prepareSave(
  deps: ContractDeps,
  scope: ContractScope,
  payload: ContractPayload,
): Promise<PreparedSave> {
  const isSelect = scope.data.is_select === true;
  const sections = sectionsOf(payload, isSelect);
  planTransition(scope, { type: 'SAVE', section: sections[0] ?? 'customer' });
  refuseNameOrSsnChange(scope, payload.contract, deps.providers.encryption);
  const today = businessToday();
  const saved = withMaskedSecrets(deps, scope);
  const merged = { ...saved, ...(payload.contract ?? {}) };
  // Only the agreement's rules read the taxes by state: a customer's save does not wait for them.
  const taxes = sections.some(isAgreementSection) ? await loadStateTaxes(deps.db) : [];
  const ctx = { facility: scope.facility, taxes, today, rights: scope.rights, saved, isSelect };
  const { errors, changes } = contractSectionChanges(sections, ctx, merged, deps.providers.encryption);
  let billing: ValidBilling | null = null;
  if (sections.includes('billing')) {
    // The billing rules read the agreement as it is being saved (its type and processing fee).
    const data = { ...scope.data, ...contractDataOf({ ...scope.row, ...changes } as ContractRow) };
    const result = await validateBilling({ ...scope, data }, payload, deps.providers, today);
    Object.assign(errors, result.errors);
    billing = result.billing;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, MESSAGES.validationErrors, { errors });
  return { sections, fields: changes, billing };
}

/** Writes a prepared save; returns the security codes typed with new cards (for CHARGE). */
export async function writeSave(trx: Db, deps: ContractDeps, scope: ContractScope, prepared: PreparedSave) {
  await writeContract(trx, scope, prepared.fields, new Date());
  return prepared.billing ? saveBilling(trx, scope, prepared.billing, deps.providers.encryption) : new Map();
}

/** A contract not yet stored, to judge a create payload with the same rules. */
function newScope(facility: Facility, rights: Rights, isSelect: boolean): ContractScope {
  const now = new Date().toISOString();
  const row = {
    ...Object.fromEntries(Object.keys(contractDataOf({} as ContractRow)).map((k) => [k, null])),
    id: 0,
    facility_id: facility.id,
    client_id: facility.client_id,
    status: 'INCOMPLETE',
    is_select: isSelect ? 1 : 0,
    is_deleted: 0,
    csr_skipped: 0,
    edit_allowed: 1,
    delete_allowed: 1,
    rewrite_allowed: 0,
    waive_processing_fee: 0,
    customer_ssn_encrypted: null,
    guarantor_ssn_encrypted: null,
    created_on: now,
    modified_on: now,
  } as unknown as ContractScope['row'];
  return { row, data: contractDataOf(row), facility, banks: [], cards: [], rights };
}

/** POST contract: creates the contract with the sections sent; returns its id. */
export async function createContract(
  deps: ContractDeps,
  facility: Facility,
  rights: Rights,
  payload: ContractPayload,
  actor: Actor,
): Promise<number> {
  const isSelect = payload.contract?.is_select === true;
  const prepared = await prepareSave(deps, newScope(facility, rights, isSelect), payload);
  return deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const id = await insertContract(trx, {
      facility_id: facility.id,
      status: 'INCOMPLETE',
      is_select: isSelect ? 1 : 0,
      created_by: actor.userId,
      created_on: now,
      modified_on: now,
    });
    const row = await findContract(trx, id);
    if (!row) throw new Error('the contract just inserted is missing');
    const scope = { ...newScope(facility, rights, isSelect), row, data: contractDataOf(row) };
    await writeSave(trx, deps, scope, prepared);
    return id;
  });
}
