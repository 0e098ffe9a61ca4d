// Banners and announcements (issue 14; internal admins): the banners with their audience, window and
// counts, and the announcements with who has acknowledged them (?tab=announcements).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DataGrid } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { Banner } from '../../../shared/broadcasts';
import { getBanners } from '../../api/broadcasts';
import { href } from '../../app/routes';
import { useAppSelector } from '../../app/store/hooks';
import { selectSession } from '../../app/store/session-slice';
import { AnnouncementsAdmin } from './announcements-admin';
import { bannerColumns } from './banner-columns';

export default function BannersScreen() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'announcements' ? 'announcements' : 'banners';
  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_e, next: string) => setSearch(next === 'banners' ? {} : { tab: next }, { replace: true })}
        aria-label="Messages to practices"
      >
        <Tab value="banners" label="Banners" id="tab-banners" aria-controls="panel-banners" />
        <Tab
          value="announcements"
          label="Announcements"
          id="tab-announcements"
          aria-controls="panel-announcements"
        />
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'banners' ? <BannerList /> : <AnnouncementsAdmin />}
      </div>
    </Stack>
  );
}

function BannerList() {
  const navigate = useNavigate();
  const clients = useAppSelector(selectSession)?.clients;
  const columns = useMemo(() => bannerColumns(clients ?? []), [clients]);
  const [banners, setBanners] = useState<Banner[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getBanners(controller.signal)
      .then(setBanners)
      .catch(() => !controller.signal.aborted && setBanners([]));
    return () => controller.abort();
  }, []);

  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to={href.banner('new')}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        New banner
      </Button>
      <DataGrid
        aria-label="Banners"
        rows={banners ?? []}
        columns={columns}
        loading={banners === null}
        onRowClick={(params) => navigate(href.banner(params.id))}
        disableRowSelectionOnClick
        autoHeight
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Stack>
  );
}
