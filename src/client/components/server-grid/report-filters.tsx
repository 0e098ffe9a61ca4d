// A report's own filters (issue 12), as the server lists them: dates, choices and numbers, each kept in
// the query string under the API's name; an empty box leaves the server's default (shown in it), but an
// emptied date range end asks for no bound (`date_from=`, report-params.ts). A
// text filter the server offers choices for (the agreement types in scope) is a select.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { AGING_BUCKET_LABELS, type AgingBucket, type ReportFilter } from '../../../shared/reports';

const optionLabel = (value: string) => AGING_BUCKET_LABELS[value as AgingBucket] ?? value;

function FilterField({
  filter,
  value,
  onChange,
}: {
  filter: ReportFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  // Typed text and numbers go to the address after a pause; dates and choices at once.
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (filter.type !== 'text' && filter.type !== 'number') return undefined;
    if (typed === value) return undefined;
    const timer = window.setTimeout(() => onChange(typed), 400);
    return () => window.clearTimeout(timer);
  }, [typed, value, filter.type, onChange]);

  if (filter.type === 'enum' || filter.options) {
    const offered = filter.options ?? (filter.values ?? []).map((v) => ({ value: v, label: optionLabel(v) }));
    // A value from an older link that is not offered (any text the API accepts) stays shown as applied.
    const options =
      value === '' || offered.some((o) => o.value === value)
        ? offered
        : [...offered, { value, label: value }];
    return (
      <TextField
        select
        size="small"
        label={filter.label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ width: filter.options ? 240 : 180 }}
      >
        <MenuItem value="">All</MenuItem>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      size="small"
      label={filter.label}
      type={
        filter.type === 'number' || filter.type === 'date' || filter.type === 'month' ? filter.type : 'text'
      }
      value={filter.type === 'date' || filter.type === 'month' ? value : typed}
      onChange={(e) =>
        filter.type === 'date' || filter.type === 'month'
          ? onChange(e.target.value)
          : setTyped(e.target.value)
      }
      slotProps={{ inputLabel: { shrink: true }, htmlInput: filter.type === 'number' ? { min: 0 } : {} }}
      sx={{ width: filter.type === 'text' ? 200 : filter.type === 'number' ? 170 : 165 }}
    />
  );
}

export function ReportFilters({
  filters,
  applied,
  onChange,
}: {
  filters: ReportFilter[];
  applied: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  if (filters.length === 0) return null;
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }} className="report-no-print">
      {filters.map((f) => (
        <FilterField
          key={f.name}
          filter={f}
          value={applied[f.name] ?? ''}
          onChange={(value) => onChange(f.name, value)}
        />
      ))}
    </Stack>
  );
}
