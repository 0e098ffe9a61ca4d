// The contract's own details saved with the agreement (spec §3 Other contract fields): the procedure
// (its description required for procedure contract types, spec §5 Required on a contract), where the
// customer came from, the salesperson and the practice's own account references.
import { useMemo } from 'react';
import { SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useContractEditor } from '../editor-context';
import { FieldGroup, Wide } from './agreement-field-grid';

export function AgreementDetailFields(props: { readOnly: boolean; procedureRequired: boolean }) {
  const { readOnly, procedureRequired } = props;
  const { lookups } = useContractEditor();
  const sources = useMemo(
    () => lookups.sources.map((s) => ({ value: String(s.code), label: s.label })),
    [lookups.sources],
  );
  return (
    <FieldGroup title="Contract details">
      <Wide>
        <TextInput
          name="procedure_description"
          label="Procedure description"
          required={procedureRequired}
          readOnly={readOnly}
        />
      </Wide>
      <TextInput name="procedure_code" label="Procedure code" readOnly={readOnly} />
      <TextInput name="procedure_date" label="Procedure date" mask="date" readOnly={readOnly} />
      <SelectInput name="source_code" label="Source" choices={sources} readOnly={readOnly} />
      <TextInput name="salesperson" label="Salesperson" readOnly={readOnly} />
      <TextInput name="client_internal_acct_number" label="Practice account number" readOnly={readOnly} />
      <TextInput name="client_internal_id" label="Practice customer ID" readOnly={readOnly} />
    </FieldGroup>
  );
}
