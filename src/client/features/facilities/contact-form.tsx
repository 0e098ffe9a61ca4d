// The practice's contact details (issue 13): street address and phone, as its letters print them.
// Internal admins edit them; everyone who sees the facility reads them. Errors come back keyed by
// field (contactErrors in src/shared/validation/facility-settings.ts).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { FacilityContact } from '../../../shared/validation/facility-settings';
import { ApiError } from '../../api/client';
import { saveContact, type FacilityDetail } from '../../api/practices';

const FIELDS: { name: keyof FacilityContact; label: string; width: number; autoComplete: string }[] = [
  { name: 'address1', label: 'Street address', width: 6, autoComplete: 'address-line1' },
  { name: 'address2', label: 'Address line 2', width: 6, autoComplete: 'address-line2' },
  { name: 'city', label: 'City', width: 4, autoComplete: 'address-level2' },
  { name: 'zip', label: 'Zip code', width: 4, autoComplete: 'postal-code' },
  { name: 'phone', label: 'Phone', width: 4, autoComplete: 'tel' },
];

const textOf = (c: FacilityContact) =>
  Object.fromEntries(FIELDS.map((f) => [f.name, c[f.name] ?? ''])) as Record<keyof FacilityContact, string>;

/** "1450 Riverside Drive, Columbus, OH 43212 · (614) 555-0142", or that none is on file. */
export function contactLine(facility: FacilityDetail): string {
  const c = facility.contact;
  const street = [c.address1, c.address2, c.city].filter(Boolean).join(', ');
  const address = street ? `${street}, ${facility.st} ${c.zip ?? ''}`.trim() : '';
  return [address, c.phone].filter(Boolean).join(' · ') || 'No address or phone on file';
}

export function ContactForm({
  facility,
  onSaved,
}: {
  facility: FacilityDetail;
  onSaved: (next: FacilityDetail) => void;
}) {
  const [text, setText] = useState(() => textOf(facility.contact));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = Object.fromEntries(
      FIELDS.map((f) => [f.name, text[f.name].trim() || null]),
    ) as unknown as FacilityContact;
    setBusy(true);
    setFailure(null);
    try {
      const next = await saveContact(facility.id, body);
      setErrors({});
      setText(textOf(next.contact));
      onSaved(next);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.body.errors ?? {});
        setFailure(e.body.message ?? null);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Contact details"
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Contact details
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Grid container spacing={2}>
        {FIELDS.map((f) => (
          <Grid key={f.name} size={{ xs: 12, sm: f.width }}>
            <TextField
              id={`contact-${f.name}`}
              label={f.label}
              value={text[f.name]}
              onChange={(e) => setText((t) => ({ ...t, [f.name]: e.target.value }))}
              error={Boolean(errors[f.name])}
              helperText={errors[f.name] ?? ' '}
              autoComplete={f.autoComplete}
              fullWidth
              size="small"
            />
          </Grid>
        ))}
      </Grid>
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={busy}>
          Save the contact details
        </Button>
      </Stack>
    </Stack>
  );
}
