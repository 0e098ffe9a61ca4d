// The fields each kind of change reveals (spec §3 Change of information, §5 rules): the customer's
// personal information as on the contract, the cancellation's reason and date, the new billing date.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDisplayDate, weekday, type IsoDate } from '../../../../../shared/dates';
import { MAX_LENGTH } from '../../../../../shared/validation';
import { SelectInput, TextInput, type Choice } from '../../../../components/form/form-fields';
import { formName } from './change-request-values';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))' },
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const Span = ({ n, children }: { n: 1 | 2 | 4; children: ReactNode }) => (
  <Box sx={{ gridColumn: { xs: 'span 1', sm: `span ${n}` } }}>{children}</Box>
);

export function PersonalInfoFields({ states }: { states: Choice[] }) {
  return (
    <Group title="Personal information">
      <Span n={2}>
        <TextInput
          name={formName('customer_first_name')}
          label="First name"
          required
          maxLength={MAX_LENGTH.text}
        />
      </Span>
      <Span n={1}>
        <TextInput
          name={formName('customer_middle_initial')}
          label="Middle initial"
          mask="initial"
          maxLength={MAX_LENGTH.initial}
        />
      </Span>
      <Span n={1}>
        <TextInput name={formName('customer_date_of_birth')} label="Date of birth" required mask="date" />
      </Span>
      <Span n={4}>
        <TextInput
          name={formName('customer_last_name')}
          label="Last name"
          required
          maxLength={MAX_LENGTH.text}
        />
      </Span>
      <Span n={2}>
        <TextInput
          name={formName('customer_address1')}
          label="Address"
          required
          maxLength={MAX_LENGTH.text}
        />
      </Span>
      <Span n={2}>
        <TextInput name={formName('customer_address2')} label="Address line 2" maxLength={MAX_LENGTH.text} />
      </Span>
      <Span n={2}>
        <TextInput name={formName('customer_city')} label="City" required maxLength={MAX_LENGTH.text} />
      </Span>
      <Span n={1}>
        <SelectInput name={formName('customer_st')} label="State" required choices={states} />
      </Span>
      <Span n={1}>
        <TextInput name={formName('customer_zip')} label="Zip code" required mask="zip" inputMode="numeric" />
      </Span>
      <Span n={1}>
        <TextInput
          name={formName('customer_phone1')}
          label="Home phone"
          mask="phone"
          type="tel"
          inputMode="tel"
        />
      </Span>
      <Span n={1}>
        <TextInput
          name={formName('customer_phone2')}
          label="Mobile phone"
          mask="phone"
          type="tel"
          inputMode="tel"
        />
      </Span>
      <Span n={2}>
        <TextInput
          name={formName('customer_phone3')}
          label="Work phone"
          mask="phone"
          type="tel"
          inputMode="tel"
        />
      </Span>
      <Span n={4}>
        <TextInput
          name={formName('customer_email')}
          label="Email"
          required
          type="email"
          inputMode="email"
          maxLength={MAX_LENGTH.email}
        />
      </Span>
    </Group>
  );
}

export function CancellationFields({ reasons, earliest }: { reasons: Choice[]; earliest: IsoDate }) {
  return (
    <Group title="Cancellation">
      <Span n={2}>
        <SelectInput
          name={formName('reason_for_cancel')}
          label="Reason for cancellation"
          required
          choices={reasons}
        />
      </Span>
      <Span n={2}>
        <TextInput
          name={formName('date_of_cancel')}
          label="Date of cancellation"
          required
          mask="date"
          help={`At least 3 business days from today: ${formatDisplayDate(earliest)} or later.`}
        />
      </Span>
    </Group>
  );
}

export function BillingDateFields({ dates, current }: { dates: IsoDate[]; current: string | null }) {
  const choices = dates.map((d) => ({
    value: d,
    label: `${WEEKDAYS[weekday(d) - 1]} ${formatDisplayDate(d)}`,
  }));
  return (
    <Group title="Billing date change">
      <Span n={2}>
        <SelectInput
          name={formName('next_payment_due_date')}
          label="Next payment due date"
          required
          choices={choices}
          help={
            current
              ? `Currently ${formatDisplayDate(current)}. Only the dates this billing cycle allows are listed.`
              : undefined
          }
        />
      </Span>
    </Group>
  );
}
