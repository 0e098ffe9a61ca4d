// The audit trail (issue 13, internal admins): every change of access and settings, impersonation and
// sign-in, filtered by actor, target, action and date, and downloaded as CSV with the same filters.
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useEffect, useState, type FormEvent } from 'react';
import type { AuditRow } from '../../../shared/user-admin';
import { auditCsvUrl, listAudit, type AuditFilterInput } from '../../api/users';

const COLUMNS: GridColDef<AuditRow>[] = [
  {
    field: 'occurred_on',
    headerName: 'When',
    width: 190,
    valueFormatter: (v: string) => new Date(v).toLocaleString('en-US', { timeZone: 'America/New_York' }),
  },
  {
    field: 'actor',
    headerName: 'Who',
    width: 220,
    valueGetter: (_v, row) => (row.impersonated ? `${row.actor} as ${row.impersonated}` : row.actor),
  },
  { field: 'action', headerName: 'Action', width: 170 },
  { field: 'target_label', headerName: 'Target', flex: 1, minWidth: 200 },
  { field: 'before', headerName: 'Before', flex: 1, minWidth: 160 },
  { field: 'after', headerName: 'After', flex: 1, minWidth: 160 },
  { field: 'ip', headerName: 'IP', width: 120 },
  { field: 'user_agent', headerName: 'Browser', width: 160 },
];

const FIELDS: [keyof AuditFilterInput, string, string][] = [
  ['actor', 'Actor email', 'text'],
  ['target', 'Target', 'text'],
  ['action', 'Action', 'text'],
  ['from', 'From', 'date'],
  ['to', 'To', 'date'],
];

export default function AuditScreen() {
  const [draft, setDraft] = useState<AuditFilterInput>({});
  const [filter, setFilter] = useState<AuditFilterInput>({});
  const [page, setPage] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const [result, setResult] = useState<{ rows: AuditRow[]; total: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setResult(null);
    listAudit(filter, { limit: page.pageSize, offset: page.page * page.pageSize }, controller.signal)
      .then(setResult)
      .catch(() => !controller.signal.aborted && setResult({ rows: [], total: 0 }));
    return () => controller.abort();
  }, [filter, page]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(Object.fromEntries(Object.entries(draft).filter(([, v]) => v?.trim())));
    setPage((p) => ({ ...p, page: 0 }));
  };

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        onSubmit={apply}
      >
        {FIELDS.map(([name, label, type]) => (
          <TextField
            key={name}
            id={`audit-${name}`}
            label={label}
            type={type}
            size="small"
            value={draft[name] ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
            slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
          />
        ))}
        <Button type="submit" variant="contained">
          Filter
        </Button>
        <Button component="a" href={auditCsvUrl(filter)} startIcon={<DownloadIcon />} download>
          Export CSV
        </Button>
      </Stack>
      <DataGrid
        aria-label="Audit trail"
        rows={result?.rows ?? []}
        rowCount={result?.total ?? 0}
        columns={COLUMNS}
        loading={result === null}
        paginationMode="server"
        paginationModel={page}
        onPaginationModelChange={setPage}
        pageSizeOptions={[50, 100]}
        disableRowSelectionOnClick
        localeText={{ noRowsLabel: 'No audit rows.' }}
        sx={{ height: 'calc(100vh - 240px)', minHeight: 400 }}
      />
    </Stack>
  );
}
