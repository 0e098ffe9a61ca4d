// The agreement section of a standard contract (spec §4 Editing sections, §5 Agreement): the terms,
// their live figures and the Truth-in-Lending box; saved as section 'agreement'.
import { useMemo } from 'react';
import { agreementSchema } from '../../../../../shared/validation';
import { useContractEditor } from '../editor-context';
import { agreementTypeOf } from '../editor-facts';
import { AgreementFactsProvider } from './agreement-facts';
import { AgreementFields } from './agreement-fields';
import { AgreementForm } from './agreement-form';
import { AgreementLayout } from './agreement-layout';
import {
  agreementContextOf,
  agreementPayload,
  initialAgreementValues,
  sectionFieldNames,
  type AgreementValues,
} from './agreement-values';

export function AgreementSection({ readOnly }: { readOnly: boolean }) {
  const editor = useContractEditor();
  const { facility, lookups, today, rights, isSelect, contract } = editor;
  const submittedOn = contract?.submitted_on;
  const ctx = useMemo(
    () => agreementContextOf(editor),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context reads only these
    [facility, lookups.taxes, today, rights.isFacilityAdmin, isSelect, submittedOn, contract?.agreement_code],
  );
  const schema = useMemo(() => agreementSchema(ctx), [ctx]);
  const fields = useMemo(() => sectionFieldNames(schema), [schema]);
  // Editing starts from the contract as opened; a later copy does not reset what is being typed.
  const shown = readOnly ? contract?.modified_on : 'editing';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => initialAgreementValues(editor, fields), [fields, shown]);
  const payload = (values: AgreementValues) =>
    agreementPayload(schema, values, fields, agreementTypeOf(facility, values.agreement_code));

  return (
    <AgreementForm
      key={shown}
      section="agreement"
      schema={schema}
      initialValues={initialValues}
      payload={payload}
      readOnly={readOnly}
    >
      <AgreementFactsProvider ctx={ctx}>
        <AgreementLayout contract={contract}>
          <AgreementFields ctx={ctx} schema={schema} readOnly={readOnly} />
        </AgreementLayout>
      </AgreementFactsProvider>
    </AgreementForm>
  );
}
