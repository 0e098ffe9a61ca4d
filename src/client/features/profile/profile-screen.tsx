// Profile (spec §2): who the user is, where they work, and the change-password form.
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { facilityLabel } from '../../../shared/facility';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility, selectUser } from '../../app/store/session-slice';
import { ChangePasswordForm } from './change-password-form';

export default function ProfileScreen() {
  const user = useAppSelector(selectUser);
  const facility = useAppSelector(selectCurrentFacility);
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack spacing={0.5}>
        <Typography variant="h2" component="p">
          {user?.first_name} {user?.last_name}
        </Typography>
        <Typography color="text.secondary">{user?.email}</Typography>
        {facility && (
          <Typography color="text.secondary">{facilityLabel(facility, facility.client_number)}</Typography>
        )}
      </Stack>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h3" component="h2" sx={{ mb: 2.5 }}>
        Change password
      </Typography>
      <ChangePasswordForm />
    </Paper>
  );
}
