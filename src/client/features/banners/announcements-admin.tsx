// Announcements for internal admins (issue 14): write, schedule (a start in New York time) and retire
// them, say whether staff must acknowledge, and see who has and has not acknowledged.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminAnnouncement, AnnouncementInput } from '../../../shared/broadcasts';
import { shownBusinessMoment } from '../../../shared/business-time';
import { getAllAnnouncements, saveAnnouncement } from '../../api/broadcasts';
import { useAppDispatch } from '../../app/store/hooks';
import { notified } from '../../app/store/notifications-slice';
import { AcknowledgementsDialog } from './acknowledgements-dialog';
import { AnnouncementDialog } from './announcement-dialog';

const inputOf = ({
  title,
  body,
  starts_on,
  must_acknowledge,
  is_active,
}: AdminAnnouncement): AnnouncementInput => ({
  title,
  body,
  starts_on,
  must_acknowledge,
  is_active,
});

export function AnnouncementsAdmin() {
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<AdminAnnouncement[] | null>(null);
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const [acknowledgements, setAcknowledgements] = useState<AdminAnnouncement | null>(null);

  const load = useCallback(() => {
    getAllAnnouncements()
      .then(setRows)
      .catch(() => setRows([]));
  }, []);
  useEffect(load, [load]);

  const columns = useMemo<GridColDef<AdminAnnouncement>[]>(() => {
    const setActive = async (row: AdminAnnouncement, active: boolean) => {
      await saveAnnouncement(row.id, { ...inputOf(row), is_active: active });
      dispatch(
        notified({ variant: 'success', text: active ? 'Announcement restored.' : 'Announcement retired.' }),
      );
      load();
    };
    return [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
      {
        field: 'starts_on',
        headerName: 'Starts (ET)',
        width: 200,
        valueFormatter: (value: string) => shownBusinessMoment(value),
      },
      { field: 'must_acknowledge', headerName: 'Must acknowledge', type: 'boolean', width: 150 },
      { field: 'is_active', headerName: 'Active', type: 'boolean', width: 80 },
      {
        field: 'acknowledged',
        headerName: 'Acknowledged',
        width: 130,
        valueGetter: (_v, row) => `${row.acknowledged} of ${row.users}`,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 300,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Button size="small" onClick={() => setEditing(row)}>
              Edit
            </Button>
            <Button size="small" onClick={() => setAcknowledgements(row)}>
              Who acknowledged
            </Button>
            <Button size="small" onClick={() => void setActive(row, !row.is_active).catch(() => undefined)}>
              {row.is_active ? 'Retire' : 'Restore'}
            </Button>
          </Stack>
        ),
      },
    ];
  }, [dispatch, load]);

  return (
    <Stack spacing={2}>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing('new')}>
        New announcement
      </Button>
      <DataGrid
        aria-label="Announcements"
        rows={rows ?? []}
        columns={columns}
        loading={rows === null}
        disableRowSelectionOnClick
        autoHeight
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
      {editing && (
        <AnnouncementDialog
          id={editing === 'new' ? null : editing.id}
          initial={editing === 'new' ? null : inputOf(editing)}
          onClose={(saved) => {
            setEditing(null);
            if (saved) load();
          }}
        />
      )}
      {acknowledgements && (
        <AcknowledgementsDialog announcement={acknowledgements} onClose={() => setAcknowledgements(null)} />
      )}
    </Stack>
  );
}
