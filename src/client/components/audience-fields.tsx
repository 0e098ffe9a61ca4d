// Who a banner or a survey is for (src/shared/audience.ts): the kind, then the industries, clients,
// facilities or levels it names. Clients and facilities come from the session (an internal admin
// reaches them all).
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIENCE_KINDS, AUDIENCE_LABELS, type Audience, type AudienceKind } from '../../shared/audience';
import { INDUSTRY_TYPE } from '../../shared/facility';
import type { ClientSummary } from '../../shared/facility';
import { LEVEL } from '../../shared/permissions';

export const INDUSTRY_OPTIONS = [
  { id: INDUSTRY_TYPE.veterinary, label: 'Veterinary' },
  { id: INDUSTRY_TYPE.dental, label: 'Dental' },
  { id: INDUSTRY_TYPE.general, label: 'General business' },
];

export const LEVEL_OPTIONS = [
  { id: LEVEL.read, label: '1 Read only' },
  { id: LEVEL.edit, label: '2 Edit' },
  { id: LEVEL.create, label: '3 Create' },
  { id: LEVEL.admin, label: '4 Admin' },
  { id: LEVEL.developer, label: '5 Developer' },
];

export function audienceOptions(
  kind: AudienceKind,
  clients: ClientSummary[],
): { id: number; label: string }[] {
  switch (kind) {
    case 'industry':
      return INDUSTRY_OPTIONS;
    case 'clients':
      return clients.map((c) => ({ id: c.id, label: `${c.name} (${c.client_number})` }));
    case 'facilities':
      return clients.flatMap((c) => c.facilities.map((f) => ({ id: f.id, label: `${f.name} — ${c.name}` })));
    case 'levels':
      return LEVEL_OPTIONS;
    default:
      return [];
  }
}

/** 'Industry: Veterinary' — how the lists show an audience. */
export function describeAudience(audience: Audience, clients: ClientSummary[]): string {
  const options = audienceOptions(audience.kind, clients);
  const names = audience.ids.map((id) => options.find((o) => o.id === id)?.label ?? `#${id}`);
  return names.length > 0
    ? `${AUDIENCE_LABELS[audience.kind]}: ${names.join(', ')}`
    : AUDIENCE_LABELS[audience.kind];
}

export interface AudienceFieldsProps {
  value: Audience;
  onChange: (audience: Audience) => void;
  clients: ClientSummary[];
  /** The message for the chosen ids, if any. */
  error?: string;
}

export function AudienceFields({ value, onChange, clients, error }: AudienceFieldsProps) {
  const options = audienceOptions(value.kind, clients);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Audience"
        size="small"
        value={value.kind}
        onChange={(e) => onChange({ kind: e.target.value as AudienceKind, ids: [] })}
        fullWidth={false}
        sx={{ width: { sm: 220 }, flexShrink: 0 }}
      >
        {AUDIENCE_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {AUDIENCE_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      {options.length > 0 && (
        <TextField
          select
          label={AUDIENCE_LABELS[value.kind]}
          size="small"
          value={value.ids}
          onChange={(e) => {
            const picked = e.target.value as unknown as (number | string)[];
            onChange({ kind: value.kind, ids: picked.map(Number) });
          }}
          slotProps={{ select: { multiple: true } }}
          error={!!error}
          helperText={error}
          sx={{ flex: 1, minWidth: 0 }}
        >
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
