// One banner (issue 14): its message in Markdown with a live rendering, severity, window in New York
// time, audience, page scope, whether staff may dismiss it, and whether it is published.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { BANNER_SEVERITIES, type BannerInput } from '../../../shared/broadcasts';
import { bannerSchema } from '../../../shared/validation/broadcasts';
import { getBanner, renderMarkdown, saveBanner } from '../../api/broadcasts';
import { isAbortError } from '../../api/client';
import { href } from '../../app/routes';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { selectSession } from '../../app/store/session-slice';
import { AudienceFields } from '../../components/audience-fields';
import { BusinessMomentField } from '../../components/business-moment-field';
import { PageLoading } from '../../components/page-loading';
import { useSavedForm } from '../../components/use-saved-form';
import { BannerView } from './banner-view';

const SEVERITY_LABELS = {
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
  success: 'Success',
} as const;

/** A new banner starts as a draft (not active) from the current minute, for everyone. */
const draft = (): BannerInput => ({
  title: '',
  message: '',
  severity: 'info',
  starts_on: new Date(Math.floor(Date.now() / 60000) * 60000).toISOString(),
  ends_on: null,
  audience: { kind: 'everyone', ids: [] },
  page_scope: null,
  dismissible: true,
  is_active: false,
});

export default function BannerScreen() {
  const { bannerId } = useParams();
  const id = bannerId === 'new' ? null : Number(bannerId);
  const [loaded, setLoaded] = useState<BannerInput | null>(id === null ? draft() : null);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    getBanner(id, controller.signal)
      .then(
        ({ title, message, severity, starts_on, ends_on, audience, page_scope, dismissible, is_active }) =>
          setLoaded({
            title,
            message,
            severity,
            starts_on,
            ends_on,
            audience,
            page_scope,
            dismissible,
            is_active,
          }),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [id]);

  return loaded ? <BannerForm key={bannerId} id={id} initial={loaded} /> : <PageLoading />;
}

function useRendered(markdown: string): string {
  const [html, setHtml] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      renderMarkdown(markdown, controller.signal)
        .then((r) => setHtml(r.html))
        .catch((error: unknown) => !isAbortError(error) && setHtml(''));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);
  return html;
}

function BannerForm({ id, initial }: { id: number | null; initial: BannerInput }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const clients = useAppSelector(selectSession)?.clients ?? [];
  const { values, set, errors, saving, submit } = useSavedForm(initial, bannerSchema());
  const html = useRendered(values.message);

  const save = async (then: 'stay' | 'preview') => {
    const saved = await submit((v) => saveBanner(id, v));
    if (!saved) return;
    dispatch(notified({ variant: 'success', text: 'Banner saved.' }));
    if (then === 'preview') navigate(href.bannerPreview(saved.id));
    else if (id === null) navigate(href.banner(saved.id), { replace: true });
  };

  return (
    <Stack
      component="form"
      spacing={2.5}
      sx={{ maxWidth: 880 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save('stay');
      }}
    >
      <TextField
        label="Title"
        name="title"
        size="small"
        required
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={!!errors.title}
        helperText={errors.title ?? 'Shown in bold above the message.'}
      />
      <TextField
        label="Message"
        name="message"
        required
        multiline
        minRows={3}
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
        error={!!errors.message}
        helperText={
          errors.message ?? 'Markdown: **bold**, _italic_, [a link](https://…), lists. HTML is shown as text.'
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Severity"
          name="severity"
          size="small"
          value={values.severity}
          onChange={(e) => set('severity', e.target.value as BannerInput['severity'])}
          sx={{ minWidth: 180 }}
        >
          {BANNER_SEVERITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {SEVERITY_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <BusinessMomentField
          label="Starts"
          name="starts_on"
          required
          value={values.starts_on}
          onChange={(v) => set('starts_on', v ?? '')}
          error={errors.starts_on}
        />
        <BusinessMomentField
          label="Ends"
          name="ends_on"
          value={values.ends_on}
          onChange={(v) => set('ends_on', v)}
          error={errors.ends_on}
        />
      </Stack>
      <AudienceFields
        value={values.audience}
        onChange={(a) => set('audience', a)}
        clients={clients}
        error={errors['audience.ids']}
      />
      <TextField
        label="Only on pages under"
        name="page_scope"
        size="small"
        placeholder="/contracts"
        value={values.page_scope ?? ''}
        onChange={(e) => set('page_scope', e.target.value || null)}
        error={!!errors.page_scope}
        helperText={errors.page_scope ?? 'Leave empty to show it on every page.'}
      />
      <Stack direction="row" spacing={3}>
        <FormControlLabel
          control={
            <Checkbox checked={values.dismissible} onChange={(e) => set('dismissible', e.target.checked)} />
          }
          label="Staff may dismiss it"
        />
        <FormControlLabel
          control={
            <Checkbox checked={values.is_active} onChange={(e) => set('is_active', e.target.checked)} />
          }
          label="Active (published)"
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          How it looks
        </Typography>
        <BannerView
          banner={{
            id: 0,
            title: values.title || 'Title',
            severity: values.severity,
            html,
            dismissible: values.dismissible,
          }}
          onDismiss={() => undefined}
        />
      </Paper>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving}>
          Save
        </Button>
        <Button variant="outlined" disabled={saving} onClick={() => void save('preview')}>
          Save and preview
        </Button>
        <Button onClick={() => navigate(href.banners())}>Back to banners</Button>
      </Stack>
    </Stack>
  );
}
