// The right each user action needs at the contract's facility (spec §6). Customer and servicer
// events are not the practice's to send.
import type { LifecycleAction } from '../../../../machines/contract-lifecycle.types';
import type { RightName, Rights } from '../../../shared/permissions';

const NEEDS: Partial<Record<LifecycleAction, RightName>> = {
  SAVE: 'canEdit',
  'REQUEST-CSR': 'canEdit',
  'OVERRIDE-CSR': 'canEdit',
  'SKIP-CSR': 'canEdit',
  'ACCEPT-CSR': 'canEdit',
  CHARGE: 'canEdit',
  DECLINE: 'canEdit',
  PRINT: 'canEdit',
  'UNDO-SUBMIT': 'canEdit',
  'FINISH-SELECT': 'canEdit',
  'request-signature': 'canEdit',
  'request-application': 'canEdit',
  'contract.uploaded': 'canEdit',
  // spec §6: the CSR-reject deletion reason needs canCreate; rejecting is that reason's flow.
  REJECT: 'canCreate',
  'UNDO-REJECT': 'canCreate',
  'contract.rewrite': 'canCreate',
  'contract.delete': 'canDelete',
  UNDELETE: 'canDelete',
};

export function rightForAction(action: LifecycleAction): RightName | null {
  return NEEDS[action] ?? null;
}

export function mayTake(rights: Rights, action: LifecycleAction): boolean {
  const right = rightForAction(action);
  return right !== null && rights[right];
}
