// GET contract/{id}: every stored field (secrets masked), its banks and cards, and the computed extras
// of spec §3 Contract view extras, with the actions the lifecycle and the user's rights allow now.
import { limitsOutstandingOf, withoutActionsAwaitingOverride } from './limits-outstanding';
import { allowedActions } from '../../../../machines/contract-state';
import {
  SIGNED_OR_LATER,
  type ContractStatus,
  type LifecycleAction,
} from '../../../../machines/contract-lifecycle.types';
import { businessToday } from '../../../shared/calendar';
import type { ContractViewExtras } from '../../../shared/contract-view';
import type { Db } from '../../db/database';
import { contractStatusOf } from '../../repositories/contracts/contracts';
import { documentKindsOf } from '../../repositories/contracts/documents';
import { lastActorOf } from '../../repositories/contracts/status-history';
import { maskSsn, type FieldEncryption } from '../../security';
import { mayTake } from './action-rights';
import { ccIsChargeable, lifecycleContractOf, processingFeeRequired } from './lifecycle-contract';
import { bankView, cardView } from './payment-method-view';
import { isLive, payoffToday } from '../payments/account-servicing';
import type { ContractScope } from './scope';

export type ContractView = Record<string, unknown>;

function maskedSecret(encryption: FieldEncryption, token: string | null): string | null {
  return token === null ? null : maskSsn(encryption.decryptField(token));
}

async function hasPayments(db: Db, contractId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function contractView(
  db: Db,
  encryption: FieldEncryption,
  scope: ContractScope,
  options: { checkPayments?: boolean } = {},
): Promise<ContractView> {
  const { data, rights, row } = scope;
  const today = businessToday();
  const lifecycle = lifecycleContractOf(scope, today);
  const allowed = withoutActionsAwaitingOverride(
    scope,
    allowedActions(lifecycle).filter((a) => mayTake(rights, a)),
  );
  const status = data.status as ContractStatus;
  const deleted = data.is_deleted === true;
  // Independent reads at once (PostgreSQL: no round trip waits for another; issue 17).
  const [documents, hasPaymentsNow, currentRewriteStatus, rejectedBy, deletedBy, payoff] = await Promise.all([
    documentKindsOf(db, row.id),
    options.checkPayments ? hasPayments(db, row.id) : false,
    contractStatusOf(db, (data.current_rewrite_id as number | null) ?? null),
    status === 'REJECTED' ? lastActorOf(db, row.id, 'REJECT') : null,
    deleted ? lastActorOf(db, row.id, 'contract.delete') : null,
    // A live account's payoff as of today (the servicing engine stores it as of its last run).
    isLive(row.status) ? payoffToday(db, row, today) : {},
  ]);
  // The computed part, typed by the wire type the client reads (src/shared/contract-view.ts).
  const extras: ContractViewExtras<string, LifecycleAction> = {
    client_id: row.client_id,
    ssn_is_stored: row.customer_ssn_encrypted !== null,
    banks: scope.banks.map(bankView),
    cards: scope.cards.map(cardView),
    processing_fee_required: processingFeeRequired(scope),
    cc_is_chargeable: ccIsChargeable(scope, today),
    billing_complete: lifecycle.billing_complete,
    has_pdf: documents.has('contract') || documents.has('signed'),
    has_photo: documents.has('upload'),
    // The credit report behind a completed CSR can be shown as a PDF.
    has_csr_pdf: data.csr_status === 'COMPLETED' && data.credit_timestamp !== null,
    has_payments: hasPaymentsNow,
    current_rewrite_status: currentRewriteStatus,
    rejected_by: rejectedBy,
    deleted_by: deletedBy,
    editable: allowed.includes('SAVE'),
    deletable: allowed.includes('contract.delete'),
    undelete_able: allowed.includes('UNDELETE'),
    // Live and signed accounts change through a change of information (spec §3).
    updatable: rights.canEdit && !deleted && SIGNED_OR_LATER.includes(status),
    rejectable: allowed.includes('REJECT'),
    allowed_actions: allowed,
    limits_outstanding: limitsOutstandingOf(scope, today),
  };
  // Keys in the order the view always gave them: the stored fields, then the extras.
  const { client_id, ...rest } = extras;
  return {
    ...data,
    ...payoff,
    client_id,
    customer_ssn: maskedSecret(encryption, row.customer_ssn_encrypted),
    guarantor_ssn: maskedSecret(encryption, row.guarantor_ssn_encrypted),
    ...rest,
    waive_processing_fee: data.waive_processing_fee === true,
  };
}
