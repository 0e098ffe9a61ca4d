// The select contract's credit check section (spec §4 Editing sections): the customer as the soft
// credit check needs them (csrForSelectSchema), then the CSR controls. The section is saved before a
// CSR action is sent ("For a select contract's CSR step the client first sends SAVE, then the action");
// it counts as saved once the contract has a csr_status.
import { csrForSelectSchema } from '../../../../../shared/validation';
import { CsrControls } from '../actions/csr-controls';
import { CustomerFieldGroups } from './customer-fields';
import { useCustomerForm } from './customer-form';
import { SectionForm, useSectionSave } from './section-form';

/** The CSR controls of the section being edited: an action goes out only once the section saved. */
function SavingCsrControls() {
  const save = useSectionSave();
  return <CsrControls beforeAction={save} />;
}

export function CsrForSelectSection({ readOnly }: { readOnly: boolean }) {
  const { fields, ...form } = useCustomerForm(csrForSelectSchema);
  return (
    <SectionForm
      stayOpen
      section="csrForSelect"
      readOnly={readOnly}
      footer={readOnly ? <CsrControls /> : <SavingCsrControls />}
      {...form}
    >
      <CustomerFieldGroups fields={fields} readOnly={readOnly} />
    </SectionForm>
  );
}
