// /contracts (spec §2): the New Contract button (standard, or select when the facility offers select
// agreement types); the list itself arrives with the contract list release.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { availableAgreementTypes } from '../../../shared/validation';
import { href } from '../../app/routes';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility, selectRights } from '../../app/store/session-slice';
import { ComingLater } from '../../components/coming-later';

export default function ContractsScreen() {
  const rights = useAppSelector(selectRights);
  const facility = useAppSelector(selectCurrentFacility);
  const offersSelect = facility !== null && availableAgreementTypes({ facility, isSelect: true }).length > 0;
  return (
    <Stack spacing={2}>
      {rights.canCreate && (
        <Stack direction="row" spacing={1}>
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
      <ComingLater what="The contract list: filter by status, search, sort, include all facilities (internal admins), row actions and infinite scroll." />
    </Stack>
  );
}
