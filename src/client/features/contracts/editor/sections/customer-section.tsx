// The customer section of a standard contract (spec §3 Customer, Guarantor; §4 Editing sections; §5):
// every field of customerSchema in its group, saved as editor.saveSection('customer', { contract }).
// A new draft's first save creates the contract.
import { customerSchema } from '../../../../../shared/validation';
import { CustomerFieldGroups } from './customer-fields';
import { useCustomerForm } from './customer-form';
import { SectionForm } from './section-form';

export function CustomerSection({ readOnly }: { readOnly: boolean }) {
  const { fields, ...form } = useCustomerForm(customerSchema);
  return (
    <SectionForm section="customer" readOnly={readOnly} {...form}>
      <CustomerFieldGroups fields={fields} readOnly={readOnly} />
    </SectionForm>
  );
}
