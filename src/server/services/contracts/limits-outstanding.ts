// The override rule on the server (issue 15; src/shared/validation/term-sheet-limits.ts): a contract
// saved with a term sheet limit outstanding is not charged, submitted or sent until a facility admin,
// for whom the limit does not apply, completes it.
import type { LifecycleAction } from '../../../../machines/contract-lifecycle.types';
import { businessToday } from '../../../shared/calendar';
import {
  ACTIONS_AFTER_OVERRIDE,
  outstandingLimits,
  VALIDATION_MESSAGES,
  type OutstandingLimits,
} from '../../../shared/validation';
import { HttpError } from '../http-error';
import type { ContractScope } from './scope';

/** The limits the acting user leaves outstanding on the stored agreement (none for a facility admin). */
export function limitsOutstandingOf(scope: ContractScope, today = businessToday()): OutstandingLimits {
  if (!scope.data.agreement_code) return {};
  return outstandingLimits(
    {
      facility: scope.facility,
      taxes: [],
      today,
      isFacilityAdmin: scope.rights.isFacilityAdmin,
      isSelect: scope.data.is_select === true,
    },
    scope.data,
  );
}

const waitsForOverride = (action: string): boolean =>
  (ACTIONS_AFTER_OVERRIDE as readonly string[]).includes(action);

/** The actions the contract view offers: those that wait for the override are left out. */
export function withoutActionsAwaitingOverride<A extends LifecycleAction>(
  scope: ContractScope,
  actions: A[],
): A[] {
  if (Object.keys(limitsOutstandingOf(scope)).length === 0) return actions;
  return actions.filter((a) => !waitsForOverride(a));
}

/** 409 with the rule's message when the action waits for a facility admin to complete the agreement. */
export function refuseWhileLimitsOutstanding(scope: ContractScope, action: string): void {
  if (!waitsForOverride(action)) return;
  const outstanding = limitsOutstandingOf(scope);
  if (Object.keys(outstanding).length === 0) return;
  throw new HttpError(409, VALIDATION_MESSAGES.overrideOutstanding, { errors: outstanding });
}
