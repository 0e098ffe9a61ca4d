// The change of information dialog (spec §3, §5 Change of information rules, §7 POST
// change_of_information): the three kinds as checkboxes (at least one), each revealing its fields,
// validated with the shared schema on the kinds asked for; the server's field errors land on their
// fields, its refusals (not live, already pending) show at the top.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import type { BillingCycle } from '../../../../../shared/facility';
import {
  cancellationReasons,
  changeOfInformationSchema,
  validateSection,
} from '../../../../../shared/validation';
import { ApiError, noticeFor } from '../../../../api/client';
import {
  requestChangeOfInformation,
  type ChangeOfInformationRow,
  type ContractView,
} from '../../../../api/contracts';
import { CheckboxInput } from '../../../../components/form/form-fields';
import { useContractEditor } from '../editor-context';
import { BillingDateFields, CancellationFields, PersonalInfoFields } from './change-request-fields';
import {
  allowedBillingDates,
  changeRequestBody,
  earliestCancellationDate,
  formErrorsOf,
  initialChangeRequest,
  KINDS,
  type ChangeRequestValues,
} from './change-request-values';

export const REQUESTED_NOTICE =
  'Change of information requested. It goes to the servicer tonight and shows as pending until it is applied.';

const FORM_ID = 'change-of-information-form';

export interface ChangeRequestDialogProps {
  contract: ContractView;
  onClose: () => void;
  onRequested: (row: ChangeOfInformationRow) => void;
}

/** One key per dialog: a resend of the same request after a lost answer is applied once. */
const newKey = () => `coi-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function ChangeRequestDialog({ contract, onClose, onRequested }: ChangeRequestDialogProps) {
  const { lookups, today, notify } = useContractEditor();
  const [key] = useState(newKey);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cycle = (contract.billing_cycle as BillingCycle | null | undefined) ?? null;
  const schema = useMemo(() => changeOfInformationSchema({ today, cycle }), [today, cycle]);
  const initialValues = useMemo(() => initialChangeRequest(contract), [contract]);
  const states = useMemo(() => lookups.states.map((s) => ({ value: s.code, label: s.label })), [lookups]);
  const reasons = useMemo(
    () => cancellationReasons(lookups.reasons_for_cancel).map((r) => ({ value: r.code, label: r.label })),
    [lookups],
  );
  const dates = useMemo(() => allowedBillingDates(today, cycle), [today, cycle]);

  // Only the kinds asked for are judged: a field the request does not carry cannot hold it up.
  const validate = (values: ChangeRequestValues) => {
    const { contract_id: _, ...body } = changeRequestBody(contract.id, values);
    return formErrorsOf(validateSection(schema, body).errors);
  };

  const submit = async (values: ChangeRequestValues, helpers: FormikHelpers<ChangeRequestValues>) => {
    setRefusal(null);
    try {
      const row = await requestChangeOfInformation(changeRequestBody(contract.id, values), key);
      notify('success', REQUESTED_NOTICE);
      onRequested(row);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.body.errors) helpers.setErrors(formErrorsOf(error.body.errors));
      setRefusal(error.body.message ?? noticeFor(error).text);
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} validateOnChange={false} onSubmit={submit}>
      {({ values, errors, submitCount, isSubmitting, handleSubmit }) => (
        <Dialog
          open
          onClose={isSubmitting ? undefined : onClose}
          aria-labelledby="coi-dialog-title"
          maxWidth="md"
          fullWidth
        >
          <DialogTitle id="coi-dialog-title">Request change of information</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              The servicer applies the change in tonight&apos;s batch. Until then it shows as pending on this
              contract.
            </DialogContentText>
            {refusal && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {refusal}
              </Alert>
            )}
            <Stack component="form" id={FORM_ID} noValidate onSubmit={handleSubmit} spacing={1}>
              <FormControl
                component="fieldset"
                error={submitCount > 0 && Boolean(errors.changes)}
                aria-describedby="coi-changes-help"
              >
                <FormLabel component="legend">What changes?</FormLabel>
                <FormGroup row>
                  {KINDS.map((kind) => (
                    <CheckboxInput key={kind.flag} name={kind.flag} label={kind.label} />
                  ))}
                </FormGroup>
                <FormHelperText id="coi-changes-help">
                  {submitCount > 0 && errors.changes ? errors.changes : 'Choose one or more.'}
                </FormHelperText>
              </FormControl>
              {values.is_personal_info_change && <PersonalInfoFields states={states} />}
              {values.is_cancellation && (
                <CancellationFields reasons={reasons} earliest={earliestCancellationDate(today)} />
              )}
              {values.is_billing_date_change && (
                <BillingDateFields dates={dates} current={contract.next_payment_due_date ?? null} />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              variant="contained"
              disabled={isSubmitting}
              startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Send request
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Formik>
  );
}
