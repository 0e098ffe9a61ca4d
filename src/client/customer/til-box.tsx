// The federal Truth-in-Lending box (Reg. Z 1026.18): "annual percentage rate" and "finance charge"
// more prominent than the other figures (1026.17), then the payment schedule.
import { formatUsd as formatMoney } from '../../shared/money-format';
import { TIL_EXPLANATIONS as TIL } from '../../shared/truth-in-lending';
import { formatDate, type Plan } from './customer-view';

export function TruthInLendingBox({ plan }: { plan: Plan }) {
  const apr = plan.apr === null ? 'None' : `${plan.apr.toFixed(2)}%`;
  return (
    <>
      <dl className="c-til" aria-label="Truth-in-Lending disclosures">
        <div className="c-prominent">
          <dt>Annual percentage rate</dt>
          <dd>{apr}</dd>
          <span className="c-muted">{TIL.apr}</span>
        </div>
        <div className="c-prominent">
          <dt>Finance charge</dt>
          <dd>{formatMoney(plan.finance_charge)}</dd>
          <span className="c-muted">{TIL.financeCharge}</span>
        </div>
        <div>
          <dt>Amount financed</dt>
          <dd>{formatMoney(plan.financed_amount)}</dd>
          <span className="c-muted">{TIL.amountFinanced}</span>
        </div>
        <div>
          <dt>Total of payments</dt>
          <dd>{formatMoney(plan.total_of_payments)}</dd>
          <span className="c-muted">{TIL.totalOfPayments}</span>
        </div>
        <div className="c-wide">
          <dt>Total sale price</dt>
          <dd>{formatMoney(plan.total_of_sale)}</dd>
          <span className="c-muted">{TIL.totalSalePrice(formatMoney(plan.down_payment))}</span>
        </div>
      </dl>
      <p>
        <strong>Payment schedule:</strong> {plan.number_of_payments} {plan.billing_cycle.toLowerCase()}{' '}
        payments of {formatMoney(plan.payment_amount_total)}, from {formatDate(plan.first_payment_due_date)}{' '}
        to {formatDate(plan.last_payment_date)}.
      </p>
    </>
  );
}
