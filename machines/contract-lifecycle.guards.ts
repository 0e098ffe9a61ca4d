// The lifecycle's named guards: the spec's conditions on the stored contract fields (spec §3, §4).
// Kept apart from the chart so each reads as one rule; machines/LIFECYCLE.md lists where each applies.
// The combined ones are named too, so the visualizer and the exported JSON show them by name.
import { and } from 'xstate';
import type { LifecycleContext } from './contract-lifecycle.types';

type Guard = (args: { context: LifecycleContext }) => boolean;

const conditions = {
  editAllowed: ({ context }) => context.edit_allowed,
  deleteAllowed: ({ context }) => context.delete_allowed,
  rewriteAllowed: ({ context }) => context.rewrite_allowed,
  noCurrentRewrite: ({ context }) => context.current_rewrite_id === null,

  isSelect: ({ context }) => context.is_select,
  isStandard: ({ context }) => !context.is_select,
  agreementSaved: ({ context }) => context.agreement_saved,
  billingComplete: ({ context }) => context.billing_complete,

  facilityUsesCsr: ({ context }) => context.facility_csr,
  /** Nothing received from the customer yet: a CSR may be requested (again) or overridden. */
  csrAuthorizationOutstanding: ({ context }) =>
    !context.csr_skipped && (context.csr_status === null || context.csr_status === 'WAITING AUTHORIZATION'),
  csrWaitingAuthorization: ({ context }) =>
    !context.csr_skipped && context.csr_status === 'WAITING AUTHORIZATION',
  csrReceivedAuthorization: ({ context }) =>
    !context.csr_skipped && context.csr_status === 'RECEIVED AUTHORIZATION',
  csrPending: ({ context }) => !context.csr_skipped && context.csr_status !== 'COMPLETED',
  csrCompleted: ({ context }) => context.csr_status === 'COMPLETED',
  /** Spec §4 Editing sections: the CSR must be complete or skipped when the facility uses CSR. */
  csrCompleteOrSkipped: ({ context }) =>
    !context.facility_csr || context.csr_skipped || context.csr_status === 'COMPLETED',

  /** A processing fee is required and has not been charged yet. */
  processingFeeDue: ({ context }) => context.processing_fee_required && context.charged_on === null,
  processingFeeSettled: ({ context }) => !context.processing_fee_required || context.charged_on !== null,
  cardChargeable: ({ context }) => context.cc_is_chargeable,
} satisfies Record<string, Guard>;

export const lifecycleGuards = {
  ...conditions,
  csrRequestable: and(['facilityUsesCsr', 'csrAuthorizationOutstanding', 'editAllowed']),
  csrAcceptable: and(['csrReceivedAuthorization', 'editAllowed']),
  csrSkippable: and(['facilityUsesCsr', 'csrPending', 'editAllowed']),
  feeChargeable: and(['processingFeeDue', 'cardChargeable', 'editAllowed']),
  feeDeclinable: and(['processingFeeDue', 'editAllowed']),
  rejectable: and(['csrCompleted', 'editAllowed']),
  /** A standard contract goes out for signature or print (spec §4; machines/LIFECYCLE.md). */
  readyToSubmit: and([
    'isStandard',
    'agreementSaved',
    'billingComplete',
    'csrCompleteOrSkipped',
    'processingFeeSettled',
    'editAllowed',
  ]),
  /** A select contract goes out as an agreement application: billing and fee come from the customer. */
  readyToFinishSelect: and(['isSelect', 'agreementSaved', 'csrCompleteOrSkipped', 'editAllowed']),
  rewritable: and(['rewriteAllowed', 'noCurrentRewrite']),
};
