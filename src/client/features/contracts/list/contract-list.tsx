// The contract list (spec §2 /contracts): the status query, search box, server-side sorting and column
// filter, and an infinite scroll of pages of 100 on the MIT DataGrid (TOOLCHAIN.md recipe), all kept in
// the query string; row actions by the row's rights; print and downloads of the current view.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridFilterModel,
  type GridRenderContext,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, noticeFor } from '../../../api/client';
import { undeleteContract, type ContractListRow } from '../../../api/contract-list';
import { href } from '../../../app/routes';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import { notified } from '../../../app/store/notifications-slice';
import { selectCurrentFacility, selectRights } from '../../../app/store/session-slice';
import { useConfirm } from '../../../components/confirm-dialog';
import { CONTRACT_MESSAGES } from '../../../../shared/contract-messages';
import { contractColumns, DATE_FIELDS, HIDDEN_COLUMNS } from './contract-columns';
import { DeleteRowDialog } from './delete-row-dialog';
import { useIncludeAll } from './include-all';
import {
  filterModelOf,
  filterOf,
  orderbyOf,
  requestParamsOf,
  searchOf,
  sortModelOf,
  viewOf,
  type ListView,
} from './list-query';
import { ListToolbar } from './list-toolbar';
import { RowActionsContext, type RowActionsApi } from './row-actions';
import type { RowAction } from './row-rights';
import { usePageEnd } from './use-page-end';
import { useContractPages } from './use-contract-pages';

/** Load the next page when the last rendered row is this close to the end. */
const NEAR_END = 20;

export function ContractList() {
  const rights = useAppSelector(selectRights);
  const facility = useAppSelector(selectCurrentFacility);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewOf(searchParams), [searchParams]);
  const [includeAll, setIncludeAll] = useIncludeAll(rights.isEbcsAdmin);
  const params = useMemo(
    () => requestParamsOf(view, { includeAll, facilityId: facility?.id ?? null }),
    [view, includeAll, facility?.id],
  );
  const pages = useContractPages(params);
  const apiRef = useGridApiRef();
  const columns = useMemo(() => contractColumns(includeAll), [includeAll]);
  const [deleting, setDeleting] = useState<ContractListRow | null>(null);
  const [ask, confirmDialog] = useConfirm();

  // Every choice goes to the query string (a history entry each, so back returns to it). Built on the
  // address as it is now: a debounced change may fire before this screen renders a newer address.
  const change = useCallback(
    (next: Partial<ListView>) => {
      const now =
        window.location.pathname === href.contracts()
          ? new URLSearchParams(window.location.search)
          : searchParams;
      const wanted = searchOf({ ...viewOf(now), ...next });
      // The same view again (a debounced search firing twice) adds no second history entry.
      if (wanted.toString() === now.toString()) return;
      setSearchParams(wanted);
    },
    [searchParams, setSearchParams],
  );

  // The filter panel types into local state; the URL (and the request) follow after a pause.
  const [filterModel, setFilterModel] = useState<GridFilterModel>(() =>
    filterModelOf(view.filter, DATE_FIELDS),
  );
  const viewFilter = JSON.stringify(view.filter);
  useEffect(() => {
    setFilterModel((model) =>
      JSON.stringify(filterOf(model)) === viewFilter ? model : filterModelOf(view.filter, DATE_FIELDS),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- view.filter is read through its text
  }, [viewFilter]);
  const changeRef = useRef(change);
  changeRef.current = change;
  useEffect(() => {
    const filter = filterOf(filterModel);
    if (JSON.stringify(filter) === viewFilter) return;
    const timer = window.setTimeout(() => changeRef.current({ filter }), 300);
    return () => window.clearTimeout(timer);
  }, [filterModel, viewFilter]);

  usePageEnd(apiRef, (context: GridRenderContext) => {
    if (context.lastRowIndex >= pages.rows.length - NEAR_END) pages.more();
  });

  const notifyFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      const notice = noticeFor(error);
      dispatch(notified({ variant: 'error', text: notice.text, title: notice.title }));
    },
    [dispatch],
  );

  const undelete = useCallback(
    async (row: ContractListRow) => {
      const yes = await ask({
        title: 'Undelete Contract',
        text: CONTRACT_MESSAGES.undeleteConfirm,
        confirmLabel: 'Undelete',
        cancelLabel: 'Cancel',
      });
      if (!yes) return;
      try {
        const answer = await undeleteContract(row);
        if (answer.saved === false) {
          dispatch(notified({ variant: 'error', text: answer.alert ?? 'The contract was not undeleted.' }));
          return;
        }
        dispatch(notified({ variant: 'success', text: `Contract #${row.id} was undeleted.` }));
        pages.reload();
      } catch (error) {
        notifyFailure(error);
      }
    },
    [ask, dispatch, notifyFailure, pages],
  );

  const actionsApi = useMemo<RowActionsApi>(
    () => ({
      rights,
      act: (action: RowAction, row: ContractListRow) => {
        if (action === 'open') navigate(href.contract(row.id));
        else if (action === 'paymentHistory') navigate(href.paymentHistory(row.id));
        else if (action === 'delete') setDeleting(row);
        else if (action === 'undelete') void undelete(row);
        // The editor's Rewrite button starts the flow; ?rewrite=1 asks it to open it at once.
        else navigate(`${href.contract(row.id)}?rewrite=1`);
      },
    }),
    [rights, navigate, undelete],
  );

  const deleted = (done: boolean) => {
    const row = deleting;
    setDeleting(null);
    if (!done || !row) return;
    dispatch(notified({ variant: 'success', text: `Contract #${row.id} was deleted.` }));
    pages.reload();
  };

  const emptyText = view.search || view.filter ? 'No contracts match this search.' : 'No contracts here yet.';
  return (
    <RowActionsContext.Provider value={actionsApi}>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <ListToolbar
          search={view.search}
          onSearch={(search) => change({ search })}
          count={pages.count}
          params={params}
          includeAll={rights.isEbcsAdmin ? includeAll : null}
          onIncludeAll={setIncludeAll}
        />
        <Box sx={{ height: 'calc(100vh - 250px)', minHeight: 360 }}>
          <DataGrid
            className="contract-list-grid"
            aria-label="Contracts"
            apiRef={apiRef}
            rows={pages.rows}
            columns={columns}
            loading={pages.loading}
            density="compact"
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            rowCount={-1}
            hideFooter
            disableColumnSelector={false}
            disableRowSelectionOnClick
            initialState={{ columns: { columnVisibilityModel: HIDDEN_COLUMNS } }}
            sortingOrder={['asc', 'desc', null]}
            sortModel={sortModelOf(view.orderby)}
            onSortModelChange={(model: GridSortModel) => change({ orderby: orderbyOf(model) })}
            filterModel={filterModel}
            onFilterModelChange={setFilterModel}
            onRowClick={({ row }) => navigate(href.contract(row.id))}
            localeText={{ noRowsLabel: pages.failed ? 'The contracts could not be loaded.' : emptyText }}
            sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        </Box>
      </Stack>
      {deleting && <DeleteRowDialog row={deleting} onClose={deleted} onFailure={notifyFailure} />}
      {confirmDialog}
    </RowActionsContext.Provider>
  );
}
