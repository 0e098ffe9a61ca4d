// Who is acting as whom while an internal admin impersonates a user (spec §4 Impersonation; issue 15):
// shown on every page of the main layout, above the page, with Stop Impersonating beside it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useAppSelector } from '../store/hooks';
import { selectSession } from '../store/session-slice';

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;

export function ImpersonationBar({ onStop }: { onStop: () => void }) {
  const session = useAppSelector(selectSession);
  const impersonator = session?.impersonator;
  const user = session?.user;
  if (!impersonator || !user) return null;
  return (
    <Alert
      role="region"
      aria-label="Impersonation"
      severity="warning"
      variant="outlined"
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={onStop}>
          Stop Impersonating
        </Button>
      }
      sx={{
        position: 'sticky',
        top: { xs: 60, sm: 68 },
        zIndex: (t) => t.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        mt: 1,
        alignItems: 'center',
      }}
    >
      <strong>{fullName(impersonator)}</strong> ({impersonator.email}) is acting as{' '}
      <strong>{fullName(user)}</strong> ({user.email})
    </Alert>
  );
}
