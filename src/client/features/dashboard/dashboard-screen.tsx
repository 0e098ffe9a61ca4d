// Dashboard (spec §2 '/'): a welcome, the current facility and quick links to the work of the day.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { facilityLabel } from '../../../shared/facility';
import { href } from '../../app/routes';
import { useAppSelector } from '../../app/store/hooks';
import { selectCurrentFacility, selectRights, selectUser } from '../../app/store/session-slice';

export default function DashboardScreen() {
  const user = useAppSelector(selectUser);
  const facility = useAppSelector(selectCurrentFacility);
  const rights = useAppSelector(selectRights);
  const links = [
    { label: 'All Contracts', to: href.contracts() },
    // Internal admins follow incomplete contracts across facilities; staff follow their signatures.
    rights.isEbcsAdmin
      ? { label: 'Incomplete/Waiting', to: href.contracts('incomplete-waiting') }
      : { label: 'Waiting Signature', to: href.contracts('waiting-signature') },
    { label: 'Missed Payments', to: href.contracts('missed-payments') },
    ...(rights.canViewReports ? [{ label: 'Reports', to: href.reports() }] : []),
    { label: 'Profile', to: href.profile() },
  ];
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h2" component="p" gutterBottom>
          Welcome, {user?.first_name}
        </Typography>
        {facility ? (
          <Typography color="text.secondary">
            You are working in <strong>{facilityLabel(facility, facility.client_number)}</strong>
            {facility.client_name ? `, ${facility.client_name}` : ''}.
          </Typography>
        ) : (
          <Typography color="text.secondary">Choose a client and facility to start.</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" gutterBottom>
          Quick links
        </Typography>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} variant="outlined">
              {link.label}
            </Button>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
