// The expiration date is usually the last payment date: offered as one click while the field is empty,
// so it need not be typed (spec §5: not before the computed last payment date).
import Button from '@mui/material/Button';
import { useField } from 'formik';
import { formatDisplayDate, type IsoDate } from '../../../../../shared/dates';

export function ExpirationSuggestion({ lastPayment }: { lastPayment: IsoDate | null }) {
  const [field, , helpers] = useField<string | null>('agreement_expiration_date');
  const shown = lastPayment ? formatDisplayDate(lastPayment) : '';
  if (!lastPayment || !shown || (field.value ?? '') !== '') return null;
  return (
    <Button
      size="small"
      sx={{ justifySelf: 'start', alignSelf: 'start', mt: 0.5 }}
      onClick={() => void helpers.setValue(lastPayment, true)}
    >
      Use {shown}
    </Button>
  );
}
