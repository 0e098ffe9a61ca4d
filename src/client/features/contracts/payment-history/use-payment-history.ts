// Loads the contract (with its servicing fields: check_payments) and its payments together. A load
// denied with 403 goes to error not-authorized; another failure goes back, or to the contract list,
// as the contract screen does (spec §8). reload() refreshes both in place after a payment or email.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, isAbortError, noticeFor } from '../../../api/client';
import { getContract } from '../../../api/contracts';
import { getPayments, type PaymentList, type ServicedContract } from '../../../api/payments';
import { href } from '../../../app/routes';
import { useAppDispatch } from '../../../app/store/hooks';
import { notified } from '../../../app/store/notifications-slice';

export interface PaymentHistory {
  contract: ServicedContract;
  payments: PaymentList;
}

export function usePaymentHistory(contractId: string | undefined) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const id = Number(contractId);
  const [history, setHistory] = useState<PaymentHistory | null>(null);
  const controller = useRef<AbortController | null>(null);

  const failed = useCallback(
    (e: unknown, firstLoad: boolean) => {
      if (isAbortError(e)) return;
      if (e instanceof ApiError && e.status === 403) {
        navigate(href.error('not-authorized'), { replace: true });
        return;
      }
      if (e instanceof ApiError) dispatch(notified(noticeFor(e)));
      if (!firstLoad) return;
      if (window.history.length > 1 && location.key !== 'default') navigate(-1);
      else navigate(href.contracts(), { replace: true });
    },
    [dispatch, navigate, location.key],
  );

  const load = useCallback(
    (firstLoad: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      Promise.all([getContract(id, current.signal), getPayments(id, current.signal)]).then(
        ([contract, payments]) => {
          if (!current.signal.aborted) setHistory({ contract, payments });
        },
        (e: unknown) => failed(e, firstLoad),
      );
    },
    [id, failed],
  );

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      navigate(href.error('not-found'), { replace: true });
      return;
    }
    setHistory(null);
    load(true);
    return () => controller.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const reload = useCallback(() => load(false), [load]);
  return { history, reload };
}
