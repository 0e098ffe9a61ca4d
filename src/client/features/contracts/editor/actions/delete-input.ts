// What the deletion flow reads off a contract (spec §4 Deletion, Rejecting; §6 canCreate).
import type { DeletionInput } from '../../../../../../machines/deletion.machine';
import type { Facility } from '../../../../../shared/facility';
import { moneyNumber, parseMoney } from '../../../../../shared/money';
import type { Rights } from '../../../../../shared/permissions';
import type { ContractView } from '../../../../api/contracts';

const text = <T extends string>(value: T | null | undefined): T | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function deletionInputOf(
  contract: ContractView,
  openContractId: number | null,
  facility: Facility,
  rights: Rights,
): DeletionInput {
  return {
    contract_id: contract.id,
    open_contract_id: openContractId,
    csr_status: text(contract.csr_status),
    // As the server's lifecycle reads it: the contract's flag and the facility's setting.
    edit_allowed: contract.edit_allowed !== false && facility.can_edit,
    is_deleted: contract.is_deleted === true,
    processing_fee: moneyNumber(parseMoney(contract.processing_fee) ?? 0),
    charged_on: text(contract.charged_on),
    credit_timestamp: text(contract.credit_timestamp),
    rejected_on: text(contract.rejected_on),
    is_rewrite: contract.rewrite_of !== null && contract.rewrite_of !== undefined,
    can_create: rights.canCreate,
  };
}
