// /contracts (spec §2): the New Contract button (standard, or select when the facility offers select
// agreement types) above the contract list (list/). The list and its grid (MUI X DataGrid, ~115 KB
// gzipped) are a chunk of their own, asked for once the page has painted: the page (layout, banners,
// the buttons) paints without waiting for them, and on a slow phone their download does not share the
// line with what that first paint needs (issue 17: LCP of /contracts). The first page of rows is asked
// for at once, beside that chunk, and the grid mounts with it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { availableAgreementTypes } from '../../../shared/facility';
import { usePainted } from '../../app/main-thread';
import { href } from '../../app/routes';
import { NO_PRINT } from '../../components/server-grid/print-classes';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility, selectRights } from '../../app/store/session-slice';
import { PageLoading } from '../../components/page-loading';
import { prefetchFirstPage } from '../../components/server-grid/use-server-pages';
import { CONTRACT_SOURCE, requestParamsOf } from './list/contract-source';
import { useIncludeAll } from './list/include-all';

const ContractList = lazy(() =>
  import(/* webpackChunkName: "contract-list" */ './list/contract-list').then((list) => ({
    default: list.ContractList,
  })),
);

export default function ContractsScreen() {
  const rights = useAppSelector(selectRights);
  const facility = useAppSelector(selectCurrentFacility);
  const offersSelect = facility !== null && availableAgreementTypes({ facility, isSelect: true }).length > 0;
  const [search] = useSearchParams();
  const [includeAll] = useIncludeAll(rights.isEbcsAdmin);
  // Once the page has painted, the first view's rows are asked for beside the list's chunk; the list
  // takes the answer. The page's first view only: the list asks for every later one itself.
  const painted = usePainted(() =>
    prefetchFirstPage(
      CONTRACT_SOURCE,
      requestParamsOf(search, { includeAll, facilityId: facility?.id ?? null }),
    ),
  );
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      {rights.canCreate && (
        <Stack direction="row" spacing={1} className={NO_PRINT}>
          <Button component={RouterLink} to={href.newContract()} variant="contained">
            New Contract
          </Button>
          {offersSelect && (
            <Button component={RouterLink} to={href.newContract(true)} variant="outlined">
              New Select Contract
            </Button>
          )}
        </Stack>
      )}
      <Suspense fallback={<PageLoading />}>{painted ? <ContractList /> : <PageLoading />}</Suspense>
    </Stack>
  );
}
