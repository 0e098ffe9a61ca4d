// The agreement sections' form: Formik judging with the section's schema on blur and on save (never
// per keystroke, so typing stays fast), unsaved edits told to the editor, the save sent cast, and the
// server's field errors shown on their fields with the banner (spec §4 Editing sections, §5).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { ContractSection } from '../../../../../../machines/contract-lifecycle.types';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { useContractEditor, type SectionPayload } from '../editor-context';
import type { AgreementValues } from './agreement-values';

export interface AgreementFormProps {
  section: Extract<ContractSection, 'agreement' | 'agreementForSelect'>;
  schema: AnyObjectSchema;
  initialValues: AgreementValues;
  /** The contract fields a save sends, cast. */
  payload: (values: AgreementValues) => NonNullable<SectionPayload['contract']>;
  readOnly: boolean;
  children: ReactNode;
}

function DirtyReporter() {
  const { dirty } = useFormikContext();
  const { setDirty } = useContractEditor();
  useEffect(() => {
    setDirty(dirty);
  }, [dirty, setDirty]);
  return null;
}

function ErrorBanner() {
  const { errors, submitCount, status } = useFormikContext<AgreementValues>();
  const failed = submitCount > 0 && Object.keys(errors).length > 0;
  if (!failed && !status?.banner) return null;
  return (
    <Alert severity="error" sx={{ mb: 1.5 }}>
      {status?.banner ?? CONTRACT_MESSAGES.validationErrors}
    </Alert>
  );
}

function SaveBar() {
  const { isSubmitting } = useFormikContext();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save'}
      </Button>
    </Box>
  );
}

export function AgreementForm(props: AgreementFormProps) {
  const { section, schema, initialValues, payload, readOnly, children } = props;
  const editor = useContractEditor();

  const onSubmit = async (values: AgreementValues, helpers: FormikHelpers<AgreementValues>) => {
    helpers.setStatus(undefined);
    const outcome = await editor.saveSection(section, { contract: payload(values) });
    if (outcome.ok || Object.keys(outcome.errors).length === 0) return;
    // The server judged with the same schema; show its messages where the fields are.
    helpers.setErrors(outcome.errors);
    void helpers.setTouched(
      Object.fromEntries(Object.keys(outcome.errors).map((field) => [field, true])),
      false,
    );
    helpers.setStatus({ banner: CONTRACT_MESSAGES.validationErrors });
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={schema}
      validateOnChange={false}
      validateOnBlur
      onSubmit={onSubmit}
    >
      <Form noValidate aria-label={readOnly ? 'Agreement' : 'Edit agreement'}>
        {!readOnly && <DirtyReporter />}
        <ErrorBanner />
        {children}
        {!readOnly && <SaveBar />}
      </Form>
    </Formik>
  );
}
