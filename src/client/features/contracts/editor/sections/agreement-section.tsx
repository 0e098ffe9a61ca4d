// The agreement section of a standard contract (spec §4 Editing sections, §5 Agreement): the terms,
// their live figures and the Truth-in-Lending box; saved as section 'agreement'.
import { useCallback, useMemo } from 'react';
import { agreementSchema } from '../../../../../shared/validation';
import { useContractEditor } from '../editor-context';
import { agreementTypeOf } from '../../../../../shared/facility';
import { AgreementFactsProvider } from './agreement-facts';
import { AgreementFields } from './agreement-fields';
import { AgreementLayout } from './agreement-layout';
import {
  agreementFieldNames,
  agreementPayload,
  initialAgreementValues,
  useAgreementContext,
  type AgreementValues,
} from './agreement-values';
import { SectionForm } from './section-form';

export function AgreementSection({ readOnly }: { readOnly: boolean }) {
  const editor = useContractEditor();
  const { contract, facility } = editor;
  const ctx = useAgreementContext(editor);
  const schema = useMemo(() => agreementSchema(ctx), [ctx]);
  const fields = useMemo(() => agreementFieldNames(ctx), [ctx]);
  // Editing starts from the contract as opened; a later copy does not reset what is being typed.
  const shown = readOnly ? contract?.modified_on : 'editing';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => initialAgreementValues(editor, fields), [fields, shown]);
  const toPayload = useCallback(
    (cast: AgreementValues) => ({
      contract: agreementPayload(cast, fields, agreementTypeOf(facility, cast.agreement_code)),
    }),
    [fields, facility],
  );

  return (
    <SectionForm
      section="agreement"
      schema={schema}
      initialValues={initialValues}
      readOnly={readOnly}
      toPayload={toPayload}
    >
      <AgreementFactsProvider ctx={ctx}>
        <AgreementLayout contract={contract}>
          <AgreementFields ctx={ctx} readOnly={readOnly} />
        </AgreementLayout>
      </AgreementFactsProvider>
    </SectionForm>
  );
}
