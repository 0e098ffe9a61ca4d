// Select contracts in progress are edited in two sections, csrForSelect and agreementForSelect (spec §4
// Editing sections); the whole contract is the sum of its sections, for a save of every field.
import { object } from 'yup';
import { agreementFields } from './agreement';
import type { AgreementContext } from './agreement-context';
import { customerContactFields, customerIdentityFields, type CustomerContext } from './customer';

export interface ContractContext extends Omit<AgreementContext, 'facility'>, CustomerContext {
  facility: AgreementContext['facility'] & { csr: boolean };
}

/**
 * The select agreement section: the customer's contact details and the agreement on the select term
 * sheet. Name, address and birth date belong to the CSR section, or here when the facility has no CSR.
 */
export function agreementForSelectSchema(ctx: Omit<ContractContext, 'isSelect'>) {
  const select = { ...ctx, isSelect: true };
  return object({
    ...(ctx.facility.csr ? {} : customerIdentityFields(select)),
    ...customerContactFields(select),
    ...agreementFields(select),
  });
}

/** Every contract field, for a standard or a select contract (ctx.isSelect). */
export function contractSchema(ctx: ContractContext) {
  return object({ ...customerIdentityFields(ctx), ...customerContactFields(ctx), ...agreementFields(ctx) });
}
