// The contract list (spec §2 /contracts): the status query, search box, server-side sorting and column
// filter, and an infinite scroll of pages of 100 on the MIT DataGrid (TOOLCHAIN.md recipe), all kept in
// the query string; row actions by the row's rights; print and downloads of the current view. Its first
// page is drawn plain, and the grid takes its place on first use (plain-first-grid.tsx, issue 17).
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, noticeFor } from '../../../api/client';
import { undeleteContract, type ContractListRow } from '../../../api/contract-list';
import { href } from '../../../app/routes';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import { notified } from '../../../app/store/notifications-slice';
import { selectCurrentFacility, selectRights } from '../../../app/store/session-slice';
import { useConfirm } from '../../../components/confirm-dialog';
import { PlainFirstGrid } from '../../../components/server-grid/plain-first-grid';
import { useServerPages } from '../../../components/server-grid/use-server-pages';
import { useUrlView } from '../../../components/server-grid/use-url-view';
import { columnFilterOf, withParam } from '../../../components/server-grid/view-params';
import { CONTRACT_MESSAGES } from '../../../../shared/contract-messages';
import { contractColumns, HIDDEN_COLUMNS } from './contract-columns';
import { CONTRACT_SOURCE, requestParamsOf } from './contract-source';
import { useIncludeAll } from './include-all';
import { ListToolbar } from './list-toolbar';
import { RowActionsContext, type RowActionsApi } from './row-actions';
import type { RowAction } from './row-rights';

const INITIAL_STATE = { columns: { columnVisibilityModel: HIDDEN_COLUMNS } };

// The reason-for-deletion dialog and its chart are a chunk of their own, asked for on Delete: the list's
// first page does not evaluate them (issue 17).
const DeleteRowDialog = lazy(() =>
  import(/* webpackChunkName: "delete-row-dialog" */ './delete-row-dialog').then((dialog) => ({
    default: dialog.DeleteRowDialog,
  })),
);

export function ContractList() {
  const rights = useAppSelector(selectRights);
  const facility = useAppSelector(selectCurrentFacility);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, change } = useUrlView();
  const [includeAll, setIncludeAll] = useIncludeAll(rights.isEbcsAdmin);
  const params = useMemo(
    () => requestParamsOf(search, { includeAll, facilityId: facility?.id ?? null }),
    [search, includeAll, facility?.id],
  );
  const pages = useServerPages(CONTRACT_SOURCE, params);
  const columns = useMemo(() => contractColumns(includeAll), [includeAll]);
  const [deleting, setDeleting] = useState<ContractListRow | null>(null);
  const [ask, confirmDialog] = useConfirm();
  const onSearch = useCallback(
    (text: string) => change((now) => withParam(now, 'search', text.trim())),
    [change],
  );

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

  const openRow = useCallback((row: ContractListRow) => navigate(href.contract(row.id)), [navigate]);
  const searched = Boolean(search.get('search')) || columnFilterOf(search) !== null;
  const emptyText = searched ? 'No contracts match this search.' : 'No contracts here yet.';
  return (
    <RowActionsContext.Provider value={actionsApi}>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <ListToolbar
          search={search.get('search') ?? ''}
          onSearch={onSearch}
          count={pages.count}
          params={params}
          includeAll={rights.isEbcsAdmin ? includeAll : null}
          onIncludeAll={setIncludeAll}
        />
        <PlainFirstGrid<ContractListRow>
          label="Contracts"
          className="contract-list-grid"
          pages={pages}
          columns={columns}
          initialState={INITIAL_STATE}
          onRowClick={openRow}
          noRowsLabel={emptyText}
          failedLabel="The contracts could not be loaded."
          height="calc(100vh - 250px)"
          minHeight={360}
        />
      </Stack>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteRowDialog row={deleting} onClose={deleted} onFailure={notifyFailure} />
        </Suspense>
      )}
      {confirmDialog}
    </RowActionsContext.Provider>
  );
}
