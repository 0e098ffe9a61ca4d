// Who has and has not acknowledged an announcement: every active user, those who have not first.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import type { Acknowledgement, AdminAnnouncement } from '../../../shared/broadcasts';
import { shownBusinessMoment } from '../../../shared/business-time';
import { getAcknowledgements } from '../../api/broadcasts';

const COLUMNS: GridColDef<Acknowledgement & { id: number }>[] = [
  { field: 'name', headerName: 'User', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  {
    field: 'acknowledged_on',
    headerName: 'Acknowledged (ET)',
    width: 220,
    valueFormatter: (value: string | null) => (value ? shownBusinessMoment(value) : 'Not yet'),
  },
];

export function AcknowledgementsDialog({
  announcement,
  onClose,
}: {
  announcement: AdminAnnouncement;
  onClose: () => void;
}) {
  const [rows, setRows] = useState<Acknowledgement[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getAcknowledgements(announcement.id, controller.signal)
      .then((list) =>
        setRows([...list].sort((a, b) => Number(!!a.acknowledged_on) - Number(!!b.acknowledged_on))),
      )
      .catch(() => !controller.signal.aborted && setRows([]));
    return () => controller.abort();
  }, [announcement.id]);
  const done = rows?.filter((r) => r.acknowledged_on).length ?? 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="acknowledgements-title">
      <DialogTitle id="acknowledgements-title">Who acknowledged “{announcement.title}”</DialogTitle>
      <DialogContent>
        {rows && (
          <Typography sx={{ mb: 1 }}>
            {done} of {rows.length} users have acknowledged; {rows.length - done} have not.
          </Typography>
        )}
        <DataGrid
          aria-label="Acknowledgements"
          rows={(rows ?? []).map((r) => ({ ...r, id: r.user_id }))}
          columns={COLUMNS}
          loading={rows === null}
          autoHeight
          disableRowSelectionOnClick
          pageSizeOptions={[25, 50, 100]}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
