// The credit check's answer beside the agreement once the CSR is complete (spec §3 Credit): the
// recommendation and grade, and the minimum down payment in dollars for the cash price being typed.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Decimal from 'decimal.js';
import { memo } from 'react';
import { formatMoney, roundCents } from '../../../../../shared/money';
import type { ContractView } from '../../../../api/contracts';
import { recommendationWords } from '../actions/csr-step';
import { useAgreementFacts } from './agreement-facts';

function text(x: unknown): string | null {
  return typeof x === 'string' && x.trim() !== '' ? x.trim() : null;
}

/** Reads the cash price being typed; the recommendation renders only when it changed. */
export function AgreementCredit({ contract }: { contract: ContractView | null }) {
  const { cashPrice } = useAgreementFacts();
  return <CreditRecommendation contract={contract} cashPrice={cashPrice} />;
}

const CreditRecommendation = memo(function CreditRecommendation(props: {
  contract: ContractView | null;
  cashPrice: number;
}) {
  const { contract, cashPrice } = props;
  if (contract?.csr_status !== 'COMPLETED') return null;
  // The same words as the CSR panel ('Approve', not the bureau's 'APPROVE').
  const recommendation = recommendationWords(contract.credit_recommendation);
  const grade = text(contract.credit_grade);
  const raw = contract.credit_min_downpayment_percent;
  const percent = raw === null || raw === undefined ? NaN : Number(raw);
  const hasPercent = Number.isFinite(percent);
  const minimum = roundCents(new Decimal(cashPrice).times(hasPercent ? percent : 0).dividedBy(100));
  return (
    <Alert severity="info" sx={{ mb: 1.5 }}>
      <AlertTitle>Credit recommendation: {recommendation ?? 'none given'}</AlertTitle>
      {grade && <div>Credit grade: {grade}</div>}
      {hasPercent && (
        <div>
          Minimum down payment: {percent}%
          {cashPrice > 0 ? `, ${formatMoney(minimum)} of the ${formatMoney(cashPrice)} cash price` : ''}
        </div>
      )}
    </Alert>
  );
});
