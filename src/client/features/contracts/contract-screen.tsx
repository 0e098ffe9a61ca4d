// /contracts/{contractId} (spec §2): loads the contract, or starts a new draft at /contracts/new
// (?select=1 for a select contract). A load denied with 403 goes to error not-authorized; another
// failure goes back, or to the contract list (spec §8). A contract of another facility asks whether
// to switch to it (spec §4 Switching facility).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CONTRACT_MESSAGES } from '../../../shared/contract-messages';
import { ApiError, isAbortError, noticeFor } from '../../api/client';
import { getContract, type ContractView } from '../../api/contracts';
import { href } from '../../app/routes';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { selectLookups } from '../../app/store/lookups-slice';
import { notified } from '../../app/store/notifications-slice';
import { fetchUser, selectCurrentFacility, selectRights } from '../../app/store/session-slice';
import { useConfirm } from '../../components/confirm-dialog';
import { PageLoading } from '../../components/page-loading';
import { ContractEditor } from './editor/contract-editor';
import { ContractEditorProvider } from './editor/contract-editor-provider';

export const NEW_CONTRACT_ID = 'new';

/** A contract handed over by the screen that just saved it (no second load). */
interface HandedOver {
  contract?: ContractView;
}

function useLoadedContract(contractId: string | undefined): ContractView | null | 'loading' {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const handed = (location.state as HandedOver | null)?.contract;
  const isNew = contractId === NEW_CONTRACT_ID;
  const id = Number(contractId);
  const [contract, setContract] = useState<ContractView | null | 'loading'>(
    isNew ? null : handed?.id === id ? handed : 'loading',
  );

  useEffect(() => {
    if (isNew) {
      setContract(null);
      return;
    }
    if (handed?.id === id) {
      setContract(handed);
      // Used once: a reload of this page loads the contract afresh, not the copy handed over.
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      return;
    }
    if (!Number.isInteger(id) || id <= 0) {
      navigate(href.error('not-found'), { replace: true });
      return;
    }
    const controller = new AbortController();
    setContract('loading');
    getContract(id, controller.signal).then(setContract, (e: unknown) => {
      if (isAbortError(e)) return;
      if (e instanceof ApiError && e.status === 403) {
        navigate(href.error('not-authorized'), { replace: true });
        return;
      }
      if (e instanceof ApiError) dispatch(notified(noticeFor(e)));
      // spec §8: any other failed load goes back, or to the contract list.
      if (window.history.length > 1 && location.key !== 'default') navigate(-1);
      else navigate(href.contracts(), { replace: true });
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contractId]);
  return contract;
}

export default function ContractScreen() {
  const { contractId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const facility = useAppSelector(selectCurrentFacility);
  const lookups = useAppSelector(selectLookups);
  const rights = useAppSelector(selectRights);
  const contract = useLoadedContract(contractId);
  const [ask, confirmDialog] = useConfirm();
  const loaded = contract === 'loading' ? null : contract;
  const otherFacility = loaded !== null && facility !== null && loaded.facility_id !== facility.id;

  useEffect(() => {
    if (!otherFacility || loaded === null) return;
    void ask({ title: 'Switch Facility', text: CONTRACT_MESSAGES.confirmSwitchFacility }).then(
      async (yes) => {
        if (!yes) {
          navigate(href.contracts(), { replace: true });
          return;
        }
        await dispatch(fetchUser({ facility_id: loaded.facility_id }));
      },
    );
  }, [otherFacility, loaded, ask, navigate, dispatch]);

  if (contract === 'loading' || !facility || !lookups || otherFacility) {
    return (
      <>
        <PageLoading />
        {confirmDialog}
      </>
    );
  }
  return (
    <ContractEditorProvider
      key={contract?.id ?? `new-${search.get('select') ?? ''}`}
      contract={contract}
      facility={facility}
      lookups={lookups}
      rights={rights}
      newAsSelect={search.get('select') === '1'}
    >
      <ContractEditor />
    </ContractEditorProvider>
  );
}
