// The agreement's processing fee under the facility's setting (issue 13): a required fee is said under
// the field (the shared rule refuses less, or a waiver); a waivable one offers "Waive the processing
// fee", which leaves nothing to charge (the fee becomes $0.00, as the server stores it).
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useFormikContext } from 'formik';
import { memo } from 'react';
import { type FacilityFee, requiredProcessingFeeCents } from '../../../../../shared/facility';
import { formatMoney, fromCents } from '../../../../../shared/money';
import { TextInput, useShownError } from '../../../../components/form/form-fields';
import type { AgreementValues } from './agreement-values';

const FEE_HELP = "Non-refundable; charged to the customer's card.";

interface FeeProps {
  fee: FacilityFee;
  readOnly: boolean;
}

/** Reads the waiver and its error; the field renders only when one of them changed. */
export function ProcessingFeeField({ fee, readOnly }: FeeProps) {
  const { values, setFieldValue } = useFormikContext<AgreementValues>();
  const waiverError = useShownError('waive_processing_fee');
  return (
    <ProcessingFee
      fee={fee}
      readOnly={readOnly}
      waived={values.waive_processing_fee === true}
      waiverError={waiverError}
      setFieldValue={setFieldValue}
    />
  );
}

const ProcessingFee = memo(function ProcessingFee(
  props: FeeProps & {
    waived: boolean;
    waiverError: string | undefined;
    setFieldValue: (field: string, value: unknown) => unknown;
  },
) {
  const { fee, readOnly, waived, waiverError, setFieldValue } = props;
  const required = requiredProcessingFeeCents(fee);
  const practiceFee = fee.processing_fee_cents ?? null;
  const waivable = required === null && practiceFee !== null && practiceFee > 0;
  const help = waived
    ? 'Waived: nothing is charged.'
    : required !== null
      ? `Required by this practice: ${formatMoney(fromCents(required))}. ${FEE_HELP}`
      : FEE_HELP;
  const waive = (on: boolean) => {
    void setFieldValue('waive_processing_fee', on);
    void setFieldValue('processing_fee', on ? '0.00' : fromCents(practiceFee ?? 0).toFixed(2));
  };
  return (
    <>
      <TextInput
        name="processing_fee"
        label="Processing fee"
        adornment="money"
        inputMode="decimal"
        readOnly={readOnly || waived}
        help={help}
      />
      {(waivable || waived) && (
        <FormControl error={Boolean(waiverError)}>
          <FormControlLabel
            label="Waive the processing fee"
            control={
              <Checkbox
                id="field-waive_processing_fee"
                name="waive_processing_fee"
                checked={waived}
                onChange={(e) => waive(e.target.checked)}
                disabled={readOnly}
              />
            }
          />
          {waiverError && <FormHelperText>{waiverError}</FormHelperText>}
        </FormControl>
      )}
    </>
  );
});
