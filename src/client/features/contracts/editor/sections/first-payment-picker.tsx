// The first payment date (spec §5 Agreement "First payment date", §9): typed as MM/DD/YYYY, or chosen
// from the dates this billing cycle allows, grouped by month. A native select: instant and usable from
// the keyboard; the schema's messages show under the typed field on blur.
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { memo, useCallback, useMemo, type ChangeEvent } from 'react';
import { isWeekBasedCycle } from '../../../../../shared/cycles';
import { dateParts, formatDisplayDate, weekday, type IsoDate } from '../../../../../shared/dates';
import { allowedFirstPaymentDates, type FirstPaymentContext } from '../../../../../shared/first-payment';
import { TextInput } from '../../../../components/form/form-fields';

const FIELD = 'first_payment_due_date';
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface MonthOfDates {
  label: string;
  dates: IsoDate[];
}

function byMonth(dates: IsoDate[]): MonthOfDates[] {
  const months: MonthOfDates[] = [];
  for (const date of dates) {
    const { year, month } = dateParts(date);
    const label = `${MONTHS[month - 1]} ${year}`;
    const last = months[months.length - 1];
    if (last?.label === label) last.dates.push(date);
    else months.push({ label, dates: [date] });
  }
  return months;
}

const optionLabel = (date: IsoDate) => `${WEEKDAYS[weekday(date) - 1]} ${formatDisplayDate(date)}`;

export interface FirstPaymentPickerProps {
  /** null until a billing cycle is chosen. */
  ctx: FirstPaymentContext | null;
  readOnly: boolean;
  required?: boolean;
}

/** Reads the date from the form; the field and the dates offered render only when it or ctx changed. */
export const FirstPaymentPicker = memo(function FirstPaymentPicker(props: FirstPaymentPickerProps) {
  const [field] = useField<string>(FIELD);
  const { setFieldValue, setFieldTouched } = useFormikContext();
  const onPick = useCallback(
    (e: ChangeEvent<HTMLInputElement>) => {
      if (e.target.value === '') return;
      void setFieldValue(FIELD, e.target.value, false);
      // Chosen, not typed: judge it now, as a blur would.
      void setFieldTouched(FIELD, true, true);
    },
    [setFieldValue, setFieldTouched],
  );
  return <FirstPaymentDates {...props} value={field.value} onPick={onPick} />;
});

interface FirstPaymentDatesProps extends FirstPaymentPickerProps {
  value: string;
  onPick: (e: ChangeEvent<HTMLInputElement>) => void;
}

const FirstPaymentDates = memo(function FirstPaymentDates(props: FirstPaymentDatesProps) {
  const { ctx, readOnly, required, value, onPick } = props;
  const agreementDate = ctx?.agreementDate;
  const cycle = ctx?.cycle;
  const today = ctx?.today;
  const maxDays = ctx?.maxDaysInFuture;
  const months = useMemo(
    () =>
      agreementDate && cycle && today && maxDays !== undefined
        ? byMonth(allowedFirstPaymentDates({ agreementDate, cycle, today, maxDaysInFuture: maxDays }))
        : [],
    [agreementDate, cycle, today, maxDays],
  );
  const offered = months.some((m) => m.dates.includes(value));
  const days = !cycle
    ? 'Choose a billing cycle first.'
    : isWeekBasedCycle(cycle)
      ? 'Wednesdays and Fridays.'
      : 'Days 1, 5, 10, 15, 20 and 25 of a month.';
  const within = typeof maxDays === 'number' ? ` and within ${maxDays} days` : '';
  return (
    <>
      <TextInput
        name={FIELD}
        label="First payment date"
        mask="date"
        required={required}
        readOnly={readOnly}
        help={`At least 7 days from today${within}.`}
      />
      {!readOnly && (
        <TextField
          select
          id="first-payment-choices"
          label="Available first payment dates"
          value={offered ? value : ''}
          onChange={onPick}
          disabled={!cycle}
          helperText={days}
          size="small"
          fullWidth
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            // The help says why the list is disabled: it stays readable (4.5:1), not greyed out.
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        >
          <option value="">{months.length > 0 ? 'Choose a date' : 'No dates available'}</option>
          {months.map((m) => (
            <optgroup key={m.label} label={m.label}>
              {m.dates.map((date) => (
                <option key={date} value={date}>
                  {optionLabel(date)}
                </option>
              ))}
            </optgroup>
          ))}
        </TextField>
      )}
    </>
  );
});
