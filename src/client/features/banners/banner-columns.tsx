// The banners list's columns (issue 14): title, audience, window, active, views, dismissals.
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { Banner } from '../../../shared/broadcasts';
import { shownBusinessMoment } from '../../../shared/business-time';
import type { ClientSummary } from '../../../shared/facility';
import { href } from '../../app/routes';
import { describeAudience } from '../../components/audience-fields';

export function bannerColumns(clients: ClientSummary[]): GridColDef<Banner>[] {
  return [
    {
      field: 'title',
      headerName: 'Title',
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={href.banner(row.id)}>
          {row.title}
        </Link>
      ),
    },
    {
      field: 'severity',
      headerName: 'Severity',
      width: 100,
      valueFormatter: (value: string) => value.charAt(0).toUpperCase() + value.slice(1),
    },
    {
      field: 'audience',
      headerName: 'Audience',
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) =>
        describeAudience(row.audience, clients) + (row.page_scope ? ` · ${row.page_scope}` : ''),
    },
    {
      field: 'starts_on',
      headerName: 'Window (ET)',
      width: 360,
      valueGetter: (_v, row) =>
        `${shownBusinessMoment(row.starts_on)} – ${row.ends_on ? shownBusinessMoment(row.ends_on) : 'no end'}`,
    },
    { field: 'is_active', headerName: 'Active', type: 'boolean', width: 80 },
    { field: 'views', headerName: 'Views', type: 'number', width: 80 },
    { field: 'dismissals', headerName: 'Dismissals', type: 'number', width: 100 },
  ];
}
