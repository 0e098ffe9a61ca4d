// A place and a level, offered as src/shared/permission-grants.ts allows (issue 13).
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LEVEL_NAMES } from '../../../shared/permission-grants';
import type { PermissionLevel } from '../../../shared/permissions';
import type { Place } from './places';

export interface AccessValue {
  placeKey: string;
  level: PermissionLevel | '';
}

export function AccessFields({
  places,
  value,
  onChange,
  idPrefix,
}: {
  places: Place[];
  value: AccessValue;
  onChange: (next: AccessValue) => void;
  idPrefix: string;
}) {
  const place = places.find((p) => p.key === value.placeKey);
  const levels = place?.levels ?? [];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        id={`${idPrefix}-place`}
        label="Where"
        value={place ? value.placeKey : ''}
        onChange={(e) => {
          const next = places.find((p) => p.key === e.target.value);
          const level = next && value.level && next.levels.includes(value.level) ? value.level : '';
          onChange({ placeKey: e.target.value, level });
        }}
        sx={{ minWidth: 280 }}
      >
        {places.map((p) => (
          <MenuItem key={p.key} value={p.key}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id={`${idPrefix}-level`}
        label="Level"
        value={value.level}
        disabled={!place}
        onChange={(e) => onChange({ ...value, level: Number(e.target.value) as PermissionLevel })}
        sx={{ minWidth: 160 }}
      >
        {levels.map((l) => (
          <MenuItem key={l} value={l}>
            {`${l} ${LEVEL_NAMES[l]}`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
