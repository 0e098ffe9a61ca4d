// Survey Responses' filters (issue 14): survey, dates (New York days), facility, industry and score
// band; kept in the address so a reload or a shared link shows the same view.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Survey } from '../../../shared/broadcasts';
import type { ClientSummary } from '../../../shared/facility';
import type { ResponseFilters } from '../../api/broadcasts';

export const FILTER_NAMES = ['survey_id', 'from', 'to', 'facility_id', 'industry', 'band'] as const;

export const filtersOf = (search: URLSearchParams): ResponseFilters =>
  Object.fromEntries(FILTER_NAMES.map((n) => [n, search.get(n) ?? undefined]).filter(([, v]) => v));

export interface ResponseFilterBarProps {
  filters: ResponseFilters;
  onChange: (name: (typeof FILTER_NAMES)[number], value: string) => void;
  surveys: Survey[];
  clients: ClientSummary[];
}

export function ResponseFilterBar({ filters, onChange, surveys, clients }: ResponseFilterBarProps) {
  const select = (
    name: (typeof FILTER_NAMES)[number],
    label: string,
    options: [string, string][],
    width = 180,
  ) => (
    <TextField
      select
      label={label}
      size="small"
      value={filters[name] ?? ''}
      onChange={(e) => onChange(name, e.target.value)}
      fullWidth={false}
      sx={{ width }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  const date = (name: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      label={label}
      size="small"
      value={filters[name] ?? ''}
      onChange={(e) => onChange(name, e.target.value)}
      fullWidth={false}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    />
  );
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="search"
      aria-label="Filter responses"
    >
      {select(
        'survey_id',
        'Survey',
        surveys.map((s) => [String(s.id), s.title]),
        220,
      )}
      {date('from', 'From')}
      {date('to', 'To')}
      {select(
        'facility_id',
        'Facility',
        clients.flatMap((c) => c.facilities.map((f): [string, string] => [String(f.id), f.name])),
        240,
      )}
      {select('industry', 'Industry', [
        ['veterinary', 'Veterinary'],
        ['dental', 'Dental'],
        ['general', 'General business'],
      ])}
      {select('band', 'Score', [
        ['promoter', 'Promoters (9–10)'],
        ['passive', 'Passives (7–8)'],
        ['detractor', 'Detractors (0–6)'],
      ])}
    </Stack>
  );
}
