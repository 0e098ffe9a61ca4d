// Announcements (spec §2; issue 14): the announcements in force the user has not acknowledged, newest
// first; Acknowledge records it on the server, and once none is left Continue (or the last
// acknowledgement) leads to `next`. Query params: m, a message shown above; next, where to go after.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { shownBusinessMoment } from '../../../shared/business-time';
import type { Announcement } from '../../../shared/session';
import { getAnnouncements } from '../../api/announcements';
import { acknowledgeAnnouncement } from '../../api/broadcasts';
import { safeNext } from '../../app/routes';
import { useAppDispatch } from '../../app/store/hooks';
import { fetchUser } from '../../app/store/session-slice';
import { PageLoading } from '../../components/page-loading';

export default function AnnouncementsScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [announcements, setAnnouncements] = useState<Announcement[] | null>(null);
  const [busy, setBusy] = useState(false);
  const next = safeNext(search.get('next'));

  useEffect(() => {
    const controller = new AbortController();
    getAnnouncements(controller.signal)
      .then(setAnnouncements)
      .catch(() => !controller.signal.aborted && setAnnouncements([]));
    return () => controller.abort();
  }, []);

  const acknowledge = async (a: Announcement) => {
    setBusy(true);
    try {
      await acknowledgeAnnouncement(a.id);
      const left = (announcements ?? []).filter((x) => x.id !== a.id);
      setAnnouncements(left);
      // The session's announcement moves on (the profile menu item and the must-acknowledge gate).
      await dispatch(fetchUser());
      if (!left.some((x) => x.must_acknowledge) && search.get('next')) navigate(next, { replace: true });
    } catch {
      // The client's notice says what failed.
    } finally {
      setBusy(false);
    }
  };

  const message = search.get('m');
  const mustAcknowledge = announcements?.some((a) => a.must_acknowledge) ?? true;
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      {message && <Alert severity="info">{message}</Alert>}
      {announcements === null ? (
        <PageLoading />
      ) : announcements.length === 0 ? (
        <Typography color="text.secondary">You have read every announcement.</Typography>
      ) : (
        announcements.map((a) => (
          <Paper
            key={a.id}
            variant="outlined"
            component="article"
            sx={{ p: 3 }}
            aria-labelledby={`announcement-${a.id}`}
          >
            <Typography variant="h3" component="h2" id={`announcement-${a.id}`}>
              {a.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {shownBusinessMoment(a.starts_on)}
              {a.must_acknowledge ? ' · Please acknowledge' : ''}
            </Typography>
            <Box
              sx={{ mt: 1, '& p': { my: 1 } }}
              // Rendered by the server's Markdown renderer, which escapes every tag typed into it.
              dangerouslySetInnerHTML={{ __html: a.html }}
            />
            <Button variant="contained" disabled={busy} onClick={() => void acknowledge(a)} sx={{ mt: 1 }}>
              Acknowledge
            </Button>
          </Paper>
        ))
      )}
      {!mustAcknowledge && (
        <Button component={RouterLink} to={next} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      )}
    </Stack>
  );
}
