// Stored contracts for the lifecycle tests: `contract()` is a standard contract every guard lets through
// (CSR completed, fee charged, sections saved, all rights), so a test changes only the field it is about.
import type { LifecycleContract } from '../../machines/contract-state';

export const CHARGED_ON = '2026-11-22T15:04:05.000Z';

export function contract(overrides: Partial<LifecycleContract> = {}): LifecycleContract {
  return {
    status: 'INCOMPLETE',
    is_deleted: false,
    is_select: false,
    csr_status: 'COMPLETED',
    csr_skipped: false,
    processing_fee_required: true,
    cc_is_chargeable: true,
    charged_on: CHARGED_ON,
    agreement_date: '2026-11-20',
    edit_allowed: true,
    delete_allowed: true,
    rewrite_allowed: true,
    current_rewrite_id: null,
    billing_complete: true,
    facility: { csr: true },
    ...overrides,
  };
}
