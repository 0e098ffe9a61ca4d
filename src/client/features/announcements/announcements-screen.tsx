// Announcements (spec §2): the list from /api/announcements; sidebar disabled. Query params: m, a
// message shown above the list, and next, where Continue leads.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Announcement } from '../../../shared/session';
import { getAnnouncements } from '../../api/announcements';
import { safeNext } from '../../app/routes';
import { PageLoading } from '../../components/page-loading';

const shownDate = (iso: string) => new Date(iso).toLocaleDateString('en-US');

export default function AnnouncementsScreen() {
  const [search] = useSearchParams();
  const [announcements, setAnnouncements] = useState<Announcement[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getAnnouncements(controller.signal)
      .then(setAnnouncements)
      .catch(() => !controller.signal.aborted && setAnnouncements([]));
    return () => controller.abort();
  }, []);

  const message = search.get('m');
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {message && <Alert severity="info">{message}</Alert>}
      {announcements === null ? (
        <PageLoading />
      ) : announcements.length === 0 ? (
        <Typography color="text.secondary">There are no announcements.</Typography>
      ) : (
        announcements.map((a) => (
          <Paper key={a.id} variant="outlined" component="article" sx={{ p: 3 }}>
            <Typography variant="h3" component="h2">
              {a.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {shownDate(a.created_on)}
            </Typography>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{a.body}</Typography>
          </Paper>
        ))
      )}
      <Button
        component={RouterLink}
        to={safeNext(search.get('next'))}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        Continue
      </Button>
    </Stack>
  );
}
