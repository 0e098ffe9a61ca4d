// The surveys themselves (issue 14): their audience, window and wait period, and how many users were
// asked, answered and dismissed; New survey and Edit open the survey dialog.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { Survey } from '../../../shared/broadcasts';
import { shownBusinessMoment } from '../../../shared/business-time';
import { useAppSelector } from '../../app/store/hooks';
import { selectSession } from '../../app/store/session-slice';
import { describeAudience } from '../../components/audience-fields';
import { SurveyDialog } from './survey-dialog';

export function SurveyDefinitions({ surveys, onSaved }: { surveys: Survey[]; onSaved: () => void }) {
  const clients = useAppSelector(selectSession)?.clients;
  const [editing, setEditing] = useState<Survey | 'new' | null>(null);
  const columns = useMemo<GridColDef<Survey>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
      {
        field: 'audience',
        headerName: 'Audience',
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => describeAudience(row.audience, clients ?? []),
      },
      {
        field: 'starts_on',
        headerName: 'Window (ET)',
        width: 300,
        valueGetter: (_v, row) =>
          `${shownBusinessMoment(row.starts_on)} – ${row.ends_on ? shownBusinessMoment(row.ends_on) : 'no end'}`,
      },
      { field: 'wait_days', headerName: 'Wait (days)', type: 'number', width: 100 },
      { field: 'is_active', headerName: 'Active', type: 'boolean', width: 80 },
      { field: 'shown', headerName: 'Asked', type: 'number', width: 80 },
      { field: 'answered', headerName: 'Answered', type: 'number', width: 90 },
      { field: 'dismissed', headerName: 'Dismissed', type: 'number', width: 90 },
      {
        field: 'edit',
        headerName: '',
        width: 80,
        sortable: false,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit ${row.title}`}>
            Edit
          </Button>
        ),
      },
    ],
    [clients],
  );
  return (
    <Stack spacing={2}>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
        New survey
      </Button>
      <DataGrid
        aria-label="Surveys"
        rows={surveys}
        columns={columns}
        disableRowSelectionOnClick
        autoHeight
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
      {editing && (
        <SurveyDialog
          survey={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) onSaved();
          }}
        />
      )}
    </Stack>
  );
}
