// The billing section read-only: the stored cards and banks, numbers masked, and the processing fee
// once charged. No buttons.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BankAccount, Card } from '../../../../../shared/contract';
import { formatDisplayDate } from '../../../../../shared/dates';
import type { ContractView } from '../../../../api/contracts';
import { MASKS } from '../../../../components/form/masks';
import { endingIn } from './billing-methods';
import { Cell, MethodCard } from './billing-method-card';
import { ProcessingFeeCharged } from './processing-fee-consent';

function Detail({
  label,
  value,
  span = 2,
}: {
  label: string;
  value: string | null | undefined;
  span?: 1 | 2 | 3;
}) {
  return (
    <Cell span={span}>
      <Box sx={{ mb: 1 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body2">{value || '—'}</Typography>
      </Box>
    </Cell>
  );
}

const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

function CardSummary({ card, title }: { card: Card; title: string }) {
  return (
    <MethodCard
      title={title}
      subtitle={endingIn(card.card_number)}
      preferred={card.preferred === true}
      readOnly
    >
      <Detail label="Card number" value={endingIn(card.card_number)} />
      <Detail
        label="Expiration"
        value={card.expiration ? MASKS.expiration(card.expiration) : null}
        span={1}
      />
      <Detail label="Billing zip code" value={card.zip_code} span={1} />
      <Detail label="Name on card" value={card.name_on_card} />
      <Detail
        label="Cardholder"
        value={fullName(card.holder_first_name, card.holder_middle_initial, card.holder_last_name)}
      />
      {card.business_name && <Detail label="Business name" value={card.business_name} />}
      {card.street_number && <Detail label="Street number" value={card.street_number} span={1} />}
    </MethodCard>
  );
}

function BankSummary({ bank, title }: { bank: BankAccount; title: string }) {
  const kind = [
    bank.is_business_account ? 'Business' : null,
    bank.is_savings_account ? 'Savings' : 'Checking',
  ];
  return (
    <MethodCard
      title={title}
      subtitle={endingIn(bank.account_number)}
      preferred={bank.preferred === true}
      readOnly
    >
      <Detail label="Bank name" value={bank.bank_name} span={3} />
      <Detail label="ABA number" value={bank.aba_number} span={1} />
      <Detail label="Account number" value={endingIn(bank.account_number)} />
      <Detail
        label="Name on account"
        value={fullName(
          bank.first_name_on_account,
          bank.middle_initial_on_account,
          bank.last_name_on_account,
        )}
        span={3}
      />
      <Detail label="Account type" value={kind.filter(Boolean).join(' ')} span={1} />
      {bank.business_name_on_account && (
        <Detail label="Business name on account" value={bank.business_name_on_account} />
      )}
      {bank.flagged_bad_on && (
        <Cell span={6}>
          <Alert severity="error" sx={{ mt: 0.5 }}>
            Flagged bad on {formatDisplayDate(bank.flagged_bad_on)}: the bank returned this account
            {bank.flagged_bad_reason ? ` (${bank.flagged_bad_reason})` : ''}, and the servicer stopped
            debiting it.
          </Alert>
        </Cell>
      )}
    </MethodCard>
  );
}

export function BillingSummary({ contract }: { contract: ContractView | null }) {
  const cards = contract?.cards ?? [];
  const banks = contract?.banks ?? [];
  return (
    <Stack spacing={1.5}>
      {cards.length + banks.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No payment methods.
        </Typography>
      )}
      {cards.map((card, i) => (
        <CardSummary key={card.id} card={card} title={`Card ${i + 1}`} />
      ))}
      {banks.map((bank, i) => (
        <BankSummary key={bank.id} bank={bank} title={`Bank account ${i + 1}`} />
      ))}
      <ProcessingFeeCharged contract={contract} />
    </Stack>
  );
}
