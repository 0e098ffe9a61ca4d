// /error/{error} (spec §2): open to all; explains what happened and offers a way on.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PRODUCT } from '../../../shared/product';
import { href } from '../../app/routes';

const ERRORS: Record<string, { title: string; text: string }> = {
  'not-found': { title: 'Page not found', text: 'Sorry, the page you asked for does not exist.' },
  'not-authorized': {
    title: 'Not authorized',
    text: 'Sorry, you are not authorized to see this page. Ask your facility administrator for access.',
  },
  'server-error': {
    title: 'Something went wrong',
    text: 'Sorry, the server could not complete the request.',
  },
  'chunk-load-failed': {
    title: 'The page did not load',
    text: 'Part of the application could not be downloaded. Please check your connection and try again.',
  },
};

export default function ErrorScreen() {
  const { error = '' } = useParams();
  const shown = ERRORS[error] ?? {
    title: 'Something went wrong',
    text: 'Sorry, an unexpected error occurred.',
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h2" component="h2">
        {shown.title}
      </Typography>
      <Typography color="text.secondary">{shown.text}</Typography>
      <Typography variant="body2" color="text.secondary">
        Need help? Call {PRODUCT.supportPhone}, {PRODUCT.supportHours}.
      </Typography>
      <Button
        component={RouterLink}
        to={href.dashboard()}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        Go to the dashboard
      </Button>
    </Stack>
  );
}
