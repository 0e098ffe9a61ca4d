// Survey Responses (spec §2 /surveys; issue 14; internal admins): every response on a server-paged
// DataGrid (the generic survey_response resource) with filters, CSV and Excel downloads of the same
// view, and the NPS; the Surveys tab defines the surveys themselves.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { DataGrid, type GridSortModel } from '@mui/x-data-grid';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NpsSummary, Survey } from '../../../shared/broadcasts';
import {
  getNps,
  getResponsePage,
  getSurveys,
  RESPONSE_PAGE_SIZE,
  responseExportHref,
  type SurveyResponseRow,
} from '../../api/broadcasts';
import { isAbortError } from '../../api/client';
import { useAppSelector } from '../../app/store/hooks';
import { selectSession } from '../../app/store/session-slice';
import { NpsPanel } from './nps-panel';
import { RESPONSE_COLUMNS } from './response-columns';
import { filtersOf, ResponseFilterBar } from './response-filters';
import { SurveyDefinitions } from './survey-definitions';

export default function SurveysScreen() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'surveys' ? 'surveys' : 'responses';
  const [surveys, setSurveys] = useState<Survey[]>([]);
  const reload = useCallback(() => {
    getSurveys()
      .then(setSurveys)
      .catch(() => undefined);
  }, []);
  useEffect(reload, [reload]);

  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_e, next: string) =>
          setSearch(next === 'responses' ? {} : { tab: next }, { replace: true })
        }
        aria-label="Surveys"
      >
        <Tab value="responses" label="Responses" id="tab-responses" aria-controls="panel-responses" />
        <Tab value="surveys" label="Surveys" id="tab-surveys" aria-controls="panel-surveys" />
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'responses' ? (
          <Responses surveys={surveys} />
        ) : (
          <SurveyDefinitions surveys={surveys} onSaved={reload} />
        )}
      </div>
    </Stack>
  );
}

function Responses({ surveys }: { surveys: Survey[] }) {
  const [search, setSearch] = useSearchParams();
  const clients = useAppSelector(selectSession)?.clients ?? [];
  const filters = filtersOf(search);
  const key = JSON.stringify(filters);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<GridSortModel>([{ field: 'answered_on', sort: 'desc' }]);
  const [answer, setAnswer] = useState<{ count: number; rows: SurveyResponseRow[] } | null>(null);
  const [nps, setNps] = useState<NpsSummary | null>(null);
  const orderby = sort[0] ? `${sort[0].sort === 'desc' ? '-' : ''}${sort[0].field}` : undefined;

  useEffect(() => {
    const controller = new AbortController();
    setAnswer(null);
    getResponsePage(JSON.parse(key), page, orderby, controller.signal)
      .then(setAnswer)
      .catch((error: unknown) => !isAbortError(error) && setAnswer({ count: 0, rows: [] }));
    return () => controller.abort();
  }, [key, page, orderby]);

  useEffect(() => {
    const controller = new AbortController();
    getNps(JSON.parse(key), controller.signal)
      .then(setNps)
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);

  const change = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setPage(0);
    setSearch(next, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <ResponseFilterBar filters={filters} onChange={change} surveys={surveys} clients={clients} />
      <NpsPanel summary={nps} />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" href={responseExportHref(filters, 'csv')} download>
          Download CSV
        </Button>
        <Button variant="outlined" href={responseExportHref(filters, 'excel')} download>
          Download Excel
        </Button>
      </Stack>
      <DataGrid
        aria-label="Survey responses"
        rows={answer?.rows ?? []}
        columns={RESPONSE_COLUMNS}
        loading={answer === null}
        rowCount={answer?.count ?? 0}
        paginationMode="server"
        sortingMode="server"
        sortModel={sort}
        onSortModelChange={(model) => {
          setPage(0);
          setSort(model);
        }}
        paginationModel={{ page, pageSize: RESPONSE_PAGE_SIZE }}
        onPaginationModelChange={(model) => setPage(model.page)}
        pageSizeOptions={[RESPONSE_PAGE_SIZE]}
        disableColumnFilter
        disableRowSelectionOnClick
        autoHeight
      />
    </Stack>
  );
}
