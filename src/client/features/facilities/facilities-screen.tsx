// Facilities (spec §2 /facilities): the facilities the user's permissions reach, with their clients.
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listFacilities, type FacilityRow } from '../../api/practices';
import { href } from '../../app/routes';

const COLUMNS: GridColDef<FacilityRow>[] = [
  { field: 'client_name', headerName: 'Client', flex: 1, minWidth: 200 },
  { field: 'client_number', headerName: 'Client #', width: 100 },
  { field: 'name', headerName: 'Facility', flex: 1, minWidth: 220 },
  { field: 'facility_number', headerName: 'Facility #', width: 110 },
  { field: 'industry', headerName: 'Industry', width: 120 },
  { field: 'st', headerName: 'State', width: 80 },
  { field: 'csr', headerName: 'CSR', width: 80, valueFormatter: (v: boolean) => (v ? 'On' : 'Off') },
];

export default function FacilitiesScreen() {
  const navigate = useNavigate();
  const [rows, setRows] = useState<FacilityRow[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listFacilities(controller.signal)
      .then(setRows)
      .catch(() => !controller.signal.aborted && setRows([]));
    return () => controller.abort();
  }, []);
  return (
    <DataGrid
      aria-label="Facilities"
      rows={rows ?? []}
      columns={COLUMNS}
      loading={rows === null}
      onRowClick={({ row }) => void navigate(href.facility(row.id))}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
      disableRowSelectionOnClick
      sx={{ minHeight: 300 }}
    />
  );
}
