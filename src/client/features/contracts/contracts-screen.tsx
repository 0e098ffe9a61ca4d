// /contracts (spec §2): the New Contract button (standard, or select when the facility offers select
// agreement types) above the contract list (list/). The list and its grid (MUI X DataGrid, ~115 KB
// gzipped) are a chunk of their own, asked for when the page renders: the page (layout, banners, the
// buttons) paints without waiting for them (issue 17: LCP of /contracts on a slow phone).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { availableAgreementTypes } from '../../../shared/validation/agreement-context';
import { href } from '../../app/routes';
import { NO_PRINT } from '../../components/server-grid/grid-print-button';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility, selectRights } from '../../app/store/session-slice';
import { PageLoading } from '../../components/page-loading';

const ContractList = lazy(() =>
  import(/* webpackChunkName: "contract-list" */ './list/contract-list').then((list) => ({
    default: list.ContractList,
  })),
);

export default function ContractsScreen() {
  const rights = useAppSelector(selectRights);
  const facility = useAppSelector(selectCurrentFacility);
  const offersSelect = facility !== null && availableAgreementTypes({ facility, isSelect: true }).length > 0;
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
      <Suspense fallback={<PageLoading />}>
        <ContractList />
      </Suspense>
    </Stack>
  );
}
