import type {
  ContractStatus,
  LifecycleAction,
  LifecycleEvent,
} from '../../machines/contract-lifecycle.types';
import { CONTRACT_STATUSES, SUBMITTED } from '../../machines/contract-lifecycle.types';
import {
  allowedActions,
  nextContractState,
  nextStatus,
  type LifecycleContract,
} from '../../machines/contract-state';
import { contract } from './lifecycle-fixtures';

type Row = [string, Partial<LifecycleContract>, LifecycleAction | LifecycleEvent, ContractStatus | null];

const fee = { charged_on: null, cc_is_chargeable: true };
const select = { is_select: true, billing_complete: false, processing_fee_required: false };

// spec §4 and machines/LIFECYCLE.md: each transition, and each guard on it both ways.
const INCOMPLETE_ROWS: Row[] = [
  ['SAVE when edit allowed', {}, 'SAVE', 'INCOMPLETE'],
  ['SAVE refused when edit not allowed', { edit_allowed: false }, 'SAVE', null],
  ['REQUEST-CSR before any CSR', { csr_status: null }, 'REQUEST-CSR', 'INCOMPLETE'],
  ['REQUEST-CSR again while waiting', { csr_status: 'WAITING AUTHORIZATION' }, 'REQUEST-CSR', 'INCOMPLETE'],
  [
    'REQUEST-CSR refused without facility CSR',
    { csr_status: null, facility: { csr: false } },
    'REQUEST-CSR',
    null,
  ],
  ['REQUEST-CSR refused once authorized', { csr_status: 'RECEIVED AUTHORIZATION' }, 'REQUEST-CSR', null],
  ['REQUEST-CSR refused when skipped', { csr_status: null, csr_skipped: true }, 'REQUEST-CSR', null],
  [
    'REQUEST-CSR refused when edit not allowed',
    { csr_status: null, edit_allowed: false },
    'REQUEST-CSR',
    null,
  ],
  ['OVERRIDE-CSR before any CSR', { csr_status: null }, 'OVERRIDE-CSR', 'INCOMPLETE'],
  ['OVERRIDE-CSR refused when completed', {}, 'OVERRIDE-CSR', null],
  [
    'OVERRIDE-CSR refused without facility CSR',
    { csr_status: null, facility: { csr: false } },
    'OVERRIDE-CSR',
    null,
  ],
  [
    'customer.authorized while waiting',
    { csr_status: 'WAITING AUTHORIZATION' },
    'customer.authorized',
    'INCOMPLETE',
  ],
  ['customer.authorized refused before a request', { csr_status: null }, 'customer.authorized', null],
  ['ACCEPT-CSR once authorized', { csr_status: 'RECEIVED AUTHORIZATION' }, 'ACCEPT-CSR', 'INCOMPLETE'],
  ['ACCEPT-CSR refused while waiting', { csr_status: 'WAITING AUTHORIZATION' }, 'ACCEPT-CSR', null],
  [
    'ACCEPT-CSR refused when skipped',
    { csr_status: 'RECEIVED AUTHORIZATION', csr_skipped: true },
    'ACCEPT-CSR',
    null,
  ],
  [
    'ACCEPT-CSR refused when edit not allowed',
    { csr_status: 'RECEIVED AUTHORIZATION', edit_allowed: false },
    'ACCEPT-CSR',
    null,
  ],
  ['SKIP-CSR while pending', { csr_status: 'WAITING AUTHORIZATION' }, 'SKIP-CSR', 'INCOMPLETE'],
  ['SKIP-CSR refused when completed', {}, 'SKIP-CSR', null],
  ['SKIP-CSR refused when skipped', { csr_status: null, csr_skipped: true }, 'SKIP-CSR', null],
  ['SKIP-CSR refused without facility CSR', { csr_status: null, facility: { csr: false } }, 'SKIP-CSR', null],
  ['SKIP-CSR refused when edit not allowed', { csr_status: null, edit_allowed: false }, 'SKIP-CSR', null],
  ['CHARGE a due fee on a chargeable card', fee, 'CHARGE', 'INCOMPLETE'],
  ['CHARGE refused once charged', {}, 'CHARGE', null],
  ['CHARGE refused when no fee is required', { ...fee, processing_fee_required: false }, 'CHARGE', null],
  ['CHARGE refused on an unchargeable card', { ...fee, cc_is_chargeable: false }, 'CHARGE', null],
  ['CHARGE refused when edit not allowed', { ...fee, edit_allowed: false }, 'CHARGE', null],
  ['DECLINE a due fee', { ...fee, cc_is_chargeable: false }, 'DECLINE', 'PROCESS FEE DECLINED'],
  ['DECLINE refused once charged', {}, 'DECLINE', null],
  ['DECLINE refused when edit not allowed', { ...fee, edit_allowed: false }, 'DECLINE', null],
  ['REJECT after a completed CSR', {}, 'REJECT', 'REJECTED'],
  ['REJECT refused before the CSR completes', { csr_status: 'RECEIVED AUTHORIZATION' }, 'REJECT', null],
  ['REJECT refused when edit not allowed', { edit_allowed: false }, 'REJECT', null],
  ['request-signature when ready', {}, 'request-signature', 'WAITING E-SIGNATURE'],
  [
    'request-signature with the CSR skipped',
    { csr_status: null, csr_skipped: true },
    'request-signature',
    'WAITING E-SIGNATURE',
  ],
  [
    'request-signature without facility CSR',
    { csr_status: null, facility: { csr: false } },
    'request-signature',
    'WAITING E-SIGNATURE',
  ],
  [
    'request-signature with no fee required',
    { ...fee, processing_fee_required: false },
    'request-signature',
    'WAITING E-SIGNATURE',
  ],
  ['request-signature refused for select', { is_select: true }, 'request-signature', null],
  ['request-signature refused before the agreement', { agreement_date: null }, 'request-signature', null],
  ['request-signature refused before billing', { billing_complete: false }, 'request-signature', null],
  [
    'request-signature refused while the CSR is pending',
    { csr_status: 'WAITING AUTHORIZATION' },
    'request-signature',
    null,
  ],
  ['request-signature refused while the fee is due', fee, 'request-signature', null],
  ['request-signature refused when edit not allowed', { edit_allowed: false }, 'request-signature', null],
  ['PRINT when ready', {}, 'PRINT', 'WAITING CONTRACT UPLOAD'],
  ['PRINT refused while the fee is due', fee, 'PRINT', null],
  ['PRINT refused for select', { is_select: true }, 'PRINT', null],
  [
    'FINISH-SELECT when the select agreement is saved',
    select,
    'FINISH-SELECT',
    'WAITING AGREEMENT APPLICATION',
  ],
  ['FINISH-SELECT refused for standard', {}, 'FINISH-SELECT', null],
  ['FINISH-SELECT refused before the agreement', { ...select, agreement_date: null }, 'FINISH-SELECT', null],
  ['FINISH-SELECT refused while the CSR is pending', { ...select, csr_status: null }, 'FINISH-SELECT', null],
  ['FINISH-SELECT refused when edit not allowed', { ...select, edit_allowed: false }, 'FINISH-SELECT', null],
  ['contract.delete when delete allowed', {}, 'contract.delete', 'INCOMPLETE'],
  ['contract.delete refused when delete not allowed', { delete_allowed: false }, 'contract.delete', null],
  ['customer.signed refused before submission', {}, 'customer.signed', null],
  ['servicer.boarded refused before signing', {}, 'servicer.boarded', null],
];

const submittedRows = (status: ContractStatus): Row[] => [
  [`UNDO-SUBMIT from ${status}`, { status }, 'UNDO-SUBMIT', 'INCOMPLETE'],
  [`UNDO-SUBMIT refused when edit not allowed`, { status, edit_allowed: false }, 'UNDO-SUBMIT', null],
  [`REJECT from ${status}`, { status }, 'REJECT', 'REJECTED'],
  [
    `REJECT refused before the CSR completes`,
    { status, csr_status: null, csr_skipped: true },
    'REJECT',
    null,
  ],
  [`contract.delete from ${status}`, { status }, 'contract.delete', status],
  [
    `contract.delete refused when delete not allowed`,
    { status, delete_allowed: false },
    'contract.delete',
    null,
  ],
  [`SAVE refused while submitted`, { status }, 'SAVE', null],
];

const OTHER_ROWS: Row[] = [
  [
    'PRINT again while waiting for the upload',
    { status: 'WAITING CONTRACT UPLOAD' },
    'PRINT',
    'WAITING CONTRACT UPLOAD',
  ],
  ['contract.uploaded', { status: 'WAITING CONTRACT UPLOAD' }, 'contract.uploaded', 'SIGNED'],
  [
    'request-signature resends',
    { status: 'WAITING E-SIGNATURE' },
    'request-signature',
    'WAITING E-SIGNATURE',
  ],
  ['customer.signed', { status: 'WAITING E-SIGNATURE' }, 'customer.signed', 'SIGNED'],
  [
    'request-application resends',
    { status: 'WAITING AGREEMENT APPLICATION' },
    'request-application',
    'WAITING AGREEMENT APPLICATION',
  ],
  [
    'customer.application-completed',
    { status: 'WAITING AGREEMENT APPLICATION' },
    'customer.application-completed',
    'WAITING E-SIGNATURE',
  ],
  ['UNDO-REJECT', { status: 'REJECTED' }, 'UNDO-REJECT', 'INCOMPLETE'],
  [
    'UNDO-REJECT refused when edit not allowed',
    { status: 'REJECTED', edit_allowed: false },
    'UNDO-REJECT',
    null,
  ],
  ['contract.delete from REJECTED', { status: 'REJECTED' }, 'contract.delete', 'REJECTED'],
  [
    'contract.delete refused from REJECTED',
    { status: 'REJECTED', delete_allowed: false },
    'contract.delete',
    null,
  ],
  ['SAVE the card after a decline', { status: 'PROCESS FEE DECLINED' }, 'SAVE', 'PROCESS FEE DECLINED'],
  [
    'SAVE refused after a decline when edit not allowed',
    { status: 'PROCESS FEE DECLINED', edit_allowed: false },
    'SAVE',
    null,
  ],
  ['CHARGE after a decline resumes', { status: 'PROCESS FEE DECLINED', ...fee }, 'CHARGE', 'INCOMPLETE'],
  [
    'CHARGE after a decline refused on an unchargeable card',
    { status: 'PROCESS FEE DECLINED', ...fee, cc_is_chargeable: false },
    'CHARGE',
    null,
  ],
  [
    'contract.delete after a decline',
    { status: 'PROCESS FEE DECLINED' },
    'contract.delete',
    'PROCESS FEE DECLINED',
  ],
  [
    'contract.delete refused after a decline',
    { status: 'PROCESS FEE DECLINED', delete_allowed: false },
    'contract.delete',
    null,
  ],
  ['servicer.boarded', { status: 'SIGNED' }, 'servicer.boarded', 'ACTIVE'],
  ['contract.delete refused once signed', { status: 'SIGNED' }, 'contract.delete', null],
  ['servicer.collect', { status: 'ACTIVE' }, 'servicer.collect', 'COLLECT'],
  ['servicer.reinstated', { status: 'COLLECT' }, 'servicer.reinstated', 'ACTIVE'],
  ['contract.rewrite of an active account', { status: 'ACTIVE' }, 'contract.rewrite', 'ACTIVE'],
  ['contract.rewrite of a collect account', { status: 'COLLECT' }, 'contract.rewrite', 'COLLECT'],
  [
    'contract.rewrite refused when not allowed',
    { status: 'ACTIVE', rewrite_allowed: false },
    'contract.rewrite',
    null,
  ],
  [
    'contract.rewrite refused with a current rewrite',
    { status: 'COLLECT', current_rewrite_id: 7 },
    'contract.rewrite',
    null,
  ],
];

const DELETED_ROWS: Row[] = CONTRACT_STATUSES.flatMap((status): Row[] => [
  [
    `UNDELETE ${status}`,
    { status, is_deleted: true },
    'UNDELETE',
    SUBMITTED.includes(status) ? 'INCOMPLETE' : status,
  ],
  [
    `UNDELETE ${status} refused when delete not allowed`,
    { status, is_deleted: true, delete_allowed: false },
    'UNDELETE',
    null,
  ],
]);

describe('contract lifecycle transitions (spec §4)', () => {
  test.each([...INCOMPLETE_ROWS, ...SUBMITTED.flatMap(submittedRows), ...OTHER_ROWS, ...DELETED_ROWS])(
    '%s',
    (_, overrides, action, expected) => {
      expect(nextStatus(contract(overrides), action)).toBe(expected);
    },
  );

  test('a deleted contract accepts only UNDELETE', () => {
    for (const status of CONTRACT_STATUSES) {
      expect(allowedActions(contract({ status, is_deleted: true }))).toEqual(['UNDELETE']);
    }
  });

  test('deleting sets the deleted flag and keeps the status; undeleting clears it', () => {
    const deleted = nextContractState(contract({ status: 'REJECTED' }), 'contract.delete');
    expect(deleted).toMatchObject({ status: 'REJECTED', is_deleted: true });
    const back = nextContractState(contract({ status: 'REJECTED', is_deleted: true }), 'UNDELETE');
    expect(back).toMatchObject({ status: 'REJECTED', is_deleted: false });
  });
});
