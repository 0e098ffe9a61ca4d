// Switch Facility (spec §2 Modals): multi-facility users choose another client and facility.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { FacilitySelector } from '../../components/facility-selector';
import { href } from '../../app/routes';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { fetchUser, selectSession } from '../../app/store/session-slice';
import { modalClosed, selectModal } from '../../app/store/ui-slice';

export default function SwitchFacilityDialog() {
  const open = useAppSelector(selectModal) === 'switchFacility';
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const close = () => dispatch(modalClosed());

  const select = async (facilityId: number) => {
    const result = await dispatch(fetchUser({ facility_id: facilityId }));
    if (fetchUser.fulfilled.match(result)) {
      close();
      navigate(href.dashboard());
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="switch-facility-title" maxWidth="sm" fullWidth>
      <DialogTitle id="switch-facility-title">Switch Facility</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {open && session && (
          <FacilitySelector
            clients={session.clients}
            facilityId={session.currentFacility?.id ?? null}
            onSelect={(id) => void select(id)}
            direction="column"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
