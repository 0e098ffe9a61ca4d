// A banner's preview (issue 14): the layout's banner stack shows the real banner component for the
// audience chosen here (kept in the address), and this page says whether that audience would see it
// now; Publish makes it active.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { Banner, BannerPreview } from '../../../shared/broadcasts';
import { shownBusinessMoment } from '../../../shared/business-time';
import { getBanner, getBannerPreview, saveBanner } from '../../api/broadcasts';
import { href } from '../../app/routes';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { selectSession } from '../../app/store/session-slice';
import { describeAudience, LEVEL_OPTIONS } from '../../components/audience-fields';
import { PageLoading } from '../../components/page-loading';
import { previewAudienceOf } from './preview-audience';

export default function BannerPreviewScreen() {
  const id = Number(useParams().bannerId);
  const dispatch = useAppDispatch();
  const clients = useAppSelector(selectSession)?.clients ?? [];
  const [search, setSearch] = useSearchParams();
  const audience = previewAudienceOf(search);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [preview, setPreview] = useState<BannerPreview | null>(null);
  const [publishing, setPublishing] = useState(false);
  const key = search.toString();

  useEffect(() => {
    const controller = new AbortController();
    getBanner(id, controller.signal)
      .then(setBanner)
      .catch(() => undefined);
    return () => controller.abort();
  }, [id]);

  useEffect(() => {
    const controller = new AbortController();
    getBannerPreview(id, previewAudienceOf(new URLSearchParams(key)), controller.signal)
      .then(setPreview)
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, key, banner?.is_active]);

  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  if (!banner) return <PageLoading />;
  const publish = async (active: boolean) => {
    setPublishing(true);
    try {
      await saveBanner(banner.id, { ...banner, is_active: active });
      setBanner({ ...banner, is_active: active });
      dispatch(notified({ variant: 'success', text: active ? 'Banner published.' : 'Banner withdrawn.' }));
    } catch {
      // The client's notice says what failed.
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 880 }}>
      <Typography>
        The banner above is shown as the chosen audience sees it at the top of every page it applies to.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label="Preview for">
        <TextField
          select
          label="Facility"
          size="small"
          value={audience.facility_id ?? ''}
          onChange={(e) => choose('facility_id', String(e.target.value))}
          sx={{ minWidth: 280 }}
        >
          <MenuItem value="">No facility</MenuItem>
          {clients.flatMap((c) =>
            c.facilities.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name} ({f.industry})
              </MenuItem>
            )),
          )}
        </TextField>
        <TextField
          select
          label="Level"
          size="small"
          value={audience.level ?? 3}
          onChange={(e) => choose('level', String(e.target.value))}
          sx={{ minWidth: 160 }}
        >
          {LEVEL_OPTIONS.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Page"
          size="small"
          value={audience.path ?? '/'}
          onChange={(e) => choose('path', e.target.value)}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={audience.internal === true}
              onChange={(e) => choose('internal', e.target.checked ? '1' : '')}
            />
          }
          label="Internal user"
        />
      </Stack>
      {preview && (
        <Alert severity={preview.shown ? 'success' : 'info'} role="status">
          {preview.reason}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {describeAudience(banner.audience, clients)} · from {shownBusinessMoment(banner.starts_on)}
        {banner.ends_on ? ` to ${shownBusinessMoment(banner.ends_on)}` : ''}
        {banner.page_scope ? ` · only under ${banner.page_scope}` : ''} ·{' '}
        {banner.is_active ? 'Active' : 'Draft'}
      </Typography>
      <Stack direction="row" spacing={1}>
        {banner.is_active ? (
          <Button variant="outlined" disabled={publishing} onClick={() => void publish(false)}>
            Withdraw
          </Button>
        ) : (
          <Button variant="contained" disabled={publishing} onClick={() => void publish(true)}>
            Publish
          </Button>
        )}
        <Button component={RouterLink} to={href.banner(banner.id)}>
          Edit
        </Button>
        <Button component={RouterLink} to={href.banners()}>
          Back to banners
        </Button>
      </Stack>
    </Stack>
  );
}
