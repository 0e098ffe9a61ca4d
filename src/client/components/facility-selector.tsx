// Client/facility selector for users with several facilities (spec §2, §6).
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ClientSummary } from '../../shared/facility';
import { MESSAGES } from '../../shared/messages';

export interface FacilitySelectorProps {
  clients: ClientSummary[];
  facilityId: number | null;
  onSelect: (facilityId: number) => void;
  direction?: 'row' | 'column';
  disabled?: boolean;
}

export function FacilitySelector({
  clients,
  facilityId,
  onSelect,
  direction = 'row',
  disabled,
}: FacilitySelectorProps) {
  const owner = clients.find((c) => c.facilities.some((f) => f.id === facilityId));
  const [clientId, setClientId] = useState<number | ''>(owner?.id ?? '');
  const client = clients.find((c) => c.id === clientId);
  const facilities = client?.facilities ?? [];
  const selectedFacility = facilities.some((f) => f.id === facilityId) ? facilityId : '';

  return (
    <Stack direction={{ xs: 'column', sm: direction }} spacing={1.5} sx={{ minWidth: 0 }}>
      <TextField
        select
        label="Client"
        value={clientId}
        disabled={disabled}
        onChange={(e) => setClientId(Number(e.target.value))}
        sx={{ minWidth: 220 }}
      >
        {clients.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {client && facilities.length === 0 ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          {MESSAGES.noFacilities}
        </Alert>
      ) : (
        <TextField
          select
          label="Facility"
          value={selectedFacility ?? ''}
          disabled={disabled || !client}
          onChange={(e) => onSelect(Number(e.target.value))}
          sx={{ minWidth: 300 }}
        >
          {facilities.map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
