// /contracts/{contractId}/payment-history (spec §2, §3; issue 6): where the account stands, its
// payments, fees and returns with the running balance and totals, the exports, and for editors of a
// live account Apply payment and, once paid in full, the paid-in-full email.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LIVE } from '../../../../machines/contract-lifecycle.types';
import { formatMoney } from '../../../shared/money';
import { deriveRights } from '../../../shared/permissions';
import type { PaymentRow } from '../../api/payments';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { selectSession } from '../../app/store/session-slice';
import { PageLoading } from '../../components/page-loading';
import { ApplyPaymentDialog } from './payment-history/apply-payment-dialog';
import { HistoryHeader } from './payment-history/history-header';
import { PaymentsTable } from './payment-history/payments-table';
import { PifEmail } from './payment-history/pif-email';
import { ServicingSummary } from './payment-history/servicing-summary';
import { usePaymentHistory } from './payment-history/use-payment-history';

/** canEdit judged at the contract's own facility, as the server judges it. */
function useCanEditAt(clientId: number | undefined, facilityId: number | undefined): boolean {
  const session = useAppSelector(selectSession);
  return useMemo(
    () =>
      deriveRights({
        hasAccount: Boolean(session?.user),
        multifactorPending: session?.multifactorPending ?? false,
        termsAccepted: session?.termsAccepted ?? false,
        permissions: session?.permissions ?? [],
        clientId: clientId ?? null,
        facilityId: facilityId ?? null,
      }).canEdit,
    [session, clientId, facilityId],
  );
}

export default function PaymentHistoryScreen() {
  const { contractId } = useParams();
  const dispatch = useAppDispatch();
  const { history, reload } = usePaymentHistory(contractId);
  const [applying, setApplying] = useState(false);
  const canEdit = useCanEditAt(history?.contract.client_id, history?.contract.facility_id);

  if (!history) return <PageLoading />;
  const { contract, payments } = history;
  const live = LIVE.includes(contract.status);

  const applied = (payment: PaymentRow) => {
    setApplying(false);
    const amount = payment.payment_amount === null ? '' : ` of ${formatMoney(payment.payment_amount)}`;
    dispatch(notified({ variant: 'success', text: `The payment${amount} was applied.` }));
    reload();
  };

  const actions = (
    <>
      {canEdit && live && (
        <Button variant="contained" onClick={() => setApplying(true)}>
          Apply payment
        </Button>
      )}
      <PifEmail contract={contract} canEdit={canEdit} onSent={reload} />
    </>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1280 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <HistoryHeader contract={contract} actions={actions} />
      </Paper>
      <ServicingSummary contract={contract} />
      <Paper variant="outlined">
        <PaymentsTable list={payments} />
      </Paper>
      {applying && (
        <ApplyPaymentDialog contractId={contract.id} onClose={() => setApplying(false)} onApplied={applied} />
      )}
    </Stack>
  );
}
