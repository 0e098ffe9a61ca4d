// The select contract's agreement section (spec §4 Editing sections, agreementForSelectSchema): the
// customer's contact details (and name, address and birth date when the facility has no CSR step),
// then the agreement on the select term sheet with the same fields, figures and TIL box as a standard
// contract; saved as section 'agreementForSelect'.
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo } from 'react';
import {
  agreementForSelectSchema,
  type AgreementContext,
  type CustomerContext,
} from '../../../../../shared/validation';
import { useContractEditor } from '../editor-context';
import { agreementTypeOf } from '../../../../../shared/facility';
import { AgreementFactsProvider } from './agreement-facts';
import { AgreementFields } from './agreement-fields';
import { AgreementLayout } from './agreement-layout';
import {
  agreementFieldNames,
  agreementPayload,
  FIGURE_FIELDS,
  initialAgreementValues,
  useAgreementContext,
  type AgreementValues,
} from './agreement-values';
import { CustomerFieldGroups } from './customer-fields';
import { useCustomerForm } from './customer-form';
import { SectionForm } from './section-form';

export function AgreementForSelectSection({ readOnly }: { readOnly: boolean }) {
  const editor = useContractEditor();
  const { contract, facility } = editor;
  const standardCtx = useAgreementContext(editor);
  // The select term sheet and agreement types, whatever the draft was opened as.
  const ctx = useMemo<AgreementContext>(() => ({ ...standardCtx, isSelect: true }), [standardCtx]);
  const schemaOf = useCallback(
    (customer: CustomerContext) => agreementForSelectSchema({ ...ctx, ...customer, facility }),
    [ctx, facility],
  );
  const { fields: schemaFields, initialValues: customerValues, ...form } = useCustomerForm(schemaOf);
  const agreementFields = useMemo(() => agreementFieldNames(ctx), [ctx]);
  const customerFields = useMemo(
    () => schemaFields.filter((f) => !agreementFields.includes(f) && !FIGURE_FIELDS.includes(f)),
    [schemaFields, agreementFields],
  );

  const shown = readOnly ? contract?.modified_on : 'editing';
  const initialValues = useMemo(
    () => ({
      ...Object.fromEntries(customerFields.map((f) => [f, customerValues[f]])),
      ...initialAgreementValues(editor, agreementFields),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- editing starts from the contract as opened
    [customerFields, agreementFields, shown],
  );
  const toPayload = useCallback(
    (cast: AgreementValues) => ({
      contract: {
        ...Object.fromEntries(customerFields.map((f) => [f, cast[f] ?? null])),
        ...agreementPayload(cast, agreementFields, agreementTypeOf(facility, cast.agreement_code)),
      },
    }),
    [customerFields, agreementFields, facility],
  );

  return (
    <SectionForm
      section="agreementForSelect"
      readOnly={readOnly}
      {...form}
      initialValues={initialValues}
      toPayload={toPayload}
    >
      <Stack spacing={2.5}>
        <CustomerFieldGroups fields={customerFields} readOnly={readOnly} />
        <Divider />
        <AgreementFactsProvider ctx={ctx}>
          <AgreementLayout contract={contract}>
            <AgreementFields ctx={ctx} readOnly={readOnly} />
          </AgreementLayout>
        </AgreementFactsProvider>
      </Stack>
    </SectionForm>
  );
}
