// Renewal of a recurring agreement (spec §3 Agreement terms "Renewal and billing"): automatic renewal
// where the type renews itself, and the amount, date and term of years 2 to 5 where it renews by year.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AgreementType } from '../../../../../shared/facility';
import { CheckboxInput, TextInput } from '../../../../components/form/form-fields';
import { FieldGroup, Wide } from './agreement-field-grid';
import { RENEWAL_YEARS } from './agreement-values';

export function AgreementRenewalFields({ type, readOnly }: { type: AgreementType; readOnly: boolean }) {
  return (
    <FieldGroup title="Renewal">
      {type.auto_renew && (
        <Wide>
          <CheckboxInput
            name="automatic_periodic_renewal"
            label="Renew automatically at the end of each term"
            readOnly={readOnly}
          />
        </Wide>
      )}
      {type.multi_renew &&
        RENEWAL_YEARS.map((year) => (
          <Wide key={year}>
            <Box
              role="group"
              aria-label={`Year ${year} renewal`}
              sx={{
                display: 'grid',
                columnGap: 2,
                alignItems: 'start',
                gridTemplateColumns: '4.5rem repeat(3, minmax(0, 1fr))',
              }}
            >
              <Typography variant="body2" sx={{ pt: 1 }}>
                Year {year}
              </Typography>
              <TextInput
                name={`renewal_amount_year_${year}`}
                label="Amount"
                adornment="money"
                inputMode="decimal"
                readOnly={readOnly}
              />
              <TextInput name={`renewal_date_year_${year}`} label="Date" mask="date" readOnly={readOnly} />
              <TextInput
                name={`renewal_term_year_${year}`}
                label="Term (months)"
                mask="payments"
                inputMode="numeric"
                readOnly={readOnly}
              />
            </Box>
          </Wide>
        ))}
    </FieldGroup>
  );
}
