// The processing fee in the billing section (spec §8 processingFeeNotice, processingFeeConsent): while
// it is due, the notice and the consent the user must give before it is charged; once charged, when.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONTRACT_MESSAGES } from '../../../../../shared/contract-messages';
import { formatDisplayDate } from '../../../../../shared/dates';
import { formatMoney } from '../../../../../shared/money';
import type { ContractView } from '../../../../api/contracts';
import { CheckboxInput } from '../../../../components/form/form-fields';
import { chargedDay } from './billing-methods';

export function processingFeeCharged(contract: ContractView): string | null {
  const day = chargedDay(contract.charged_on);
  if (day === null || !contract.processing_fee) return null;
  return `Processing fee of ${formatMoney(contract.processing_fee)} charged on ${formatDisplayDate(day)}`;
}

/** The notice and the consent checkbox (a Formik field, `fee_consent`), shown while the fee is due. */
export function ProcessingFeeConsent({
  fee,
  disabled,
}: {
  fee: ContractView['processing_fee'];
  disabled: boolean;
}) {
  return (
    <Box sx={{ border: 1, borderColor: 'warning.light', borderRadius: 1, px: 2, py: 1.5 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {CONTRACT_MESSAGES.processingFeeNotice(formatMoney(fee))}
      </Typography>
      {/* The error's line is kept when it clears, so the buttons below do not move (issue 15). */}
      <CheckboxInput
        name="fee_consent"
        label={CONTRACT_MESSAGES.processingFeeConsent}
        help=" "
        disabled={disabled}
      />
    </Box>
  );
}

/** 'Processing fee of $X charged on MM/DD/YYYY', once the contract's fee is charged. */
export function ProcessingFeeCharged({ contract }: { contract: ContractView | null }) {
  const text = contract ? processingFeeCharged(contract) : null;
  return text ? <Alert severity="success">{text}</Alert> : null;
}
