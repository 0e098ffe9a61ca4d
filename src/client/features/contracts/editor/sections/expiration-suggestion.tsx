// The expiration date is usually the last payment date: offered as one click while the field is empty,
// so it need not be typed (spec §5: not before the computed last payment date).
import Button from '@mui/material/Button';
import { useField, useFormikContext } from 'formik';
import { memo } from 'react';
import { formatDisplayDate, type IsoDate } from '../../../../../shared/dates';

const FIELD = 'agreement_expiration_date';

/** Reads whether the field is empty; the button renders only when that or the last date changed. */
export function ExpirationSuggestion({ lastPayment }: { lastPayment: IsoDate | null }) {
  const [field] = useField<string | null>(FIELD);
  const { setFieldValue } = useFormikContext();
  const empty = (field.value ?? '') === '';
  return <SuggestionButton lastPayment={empty ? lastPayment : null} setFieldValue={setFieldValue} />;
}

const SuggestionButton = memo(function SuggestionButton(props: {
  lastPayment: IsoDate | null;
  setFieldValue: (field: string, value: unknown, shouldValidate?: boolean) => unknown;
}) {
  const { lastPayment, setFieldValue } = props;
  const shown = lastPayment ? formatDisplayDate(lastPayment) : '';
  if (!lastPayment || !shown) return null;
  return (
    <Button
      size="small"
      sx={{ justifySelf: 'start', alignSelf: 'start', mt: 0.5 }}
      onClick={() => void setFieldValue(FIELD, lastPayment, true)}
    >
      Use {shown}
    </Button>
  );
});
