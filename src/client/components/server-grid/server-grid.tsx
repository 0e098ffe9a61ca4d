// The server-mode grid (issue 12): one MUI X DataGrid for the reports, the contract list and the
// outbox. Its sort and its one column filter live in the address as the API names them (orderby,
// search_{field}); rows come from the screen's source a page at a time as the grid nears their end
// (the MIT grid's infinite scroll, TOOLCHAIN.md), and the row scrolled to is kept in the address too;
// an optional totals row sits beneath. A source that
// hands over every row at once (the outbox) is sorted and filtered by the grid itself, still from the
// address. The grid mounts just after the page's first paint, in its place kept by a box of its size:
// its first layout is the longest task of a list's load, and the page (heading, banners, toolbar) is
// then already on screen (issue 17, LCP of /contracts).
import Box from '@mui/material/Box';
import {
  DataGrid,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
  type GridInitialState,
  type GridRenderContext,
  type GridRowIdGetter,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { usePainted } from '../../app/main-thread';
import { withFilterOperators } from './filter-operators';
import { GRID_CLASS } from './print-classes';
import { GridTotalsContext, TotalsFooter, type GridTotals } from './totals-footer';
import { usePageEnd } from './use-page-end';
import { useRowInAddress } from './use-row-in-address';
import type { ServerPages } from './use-server-pages';
import { useUrlView } from './use-url-view';
import {
  columnFilterOf,
  filterModelOf,
  filterOf,
  ORDERBY,
  orderbyOf,
  shownSortOf,
  withColumnFilter,
  withParam,
} from './view-params';

/** Load the next page when the last rendered row is this close to the end. */
const NEAR_END = 40;
const TOTALS_SLOTS = { footer: TotalsFooter };
/** The address follows the filter panel after a pause in the typing. */
const FILTER_PAUSE_MS = 300;

export interface ServerGridProps<Row extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  pages: Pick<ServerPages<Row>, 'view' | 'rows' | 'count' | 'loading' | 'failed' | 'more'>;
  columns: GridColDef<Row>[];
  getRowId?: GridRowIdGetter<Row>;
  /** false: the source gives every row at once and the grid sorts and filters them. */
  serverSide?: boolean;
  /** The order shown while the address names none (the source's own order otherwise). */
  defaultSort?: GridSortModel;
  /** The totals row beneath, or none. */
  totals?: GridTotals | null;
  onRowClick?: (row: Row) => void;
  /** What an empty grid says; a failed load says `failedLabel`. */
  noRowsLabel: string;
  failedLabel: string;
  initialState?: GridInitialState;
  /** The screen's own class (print and browser tests find the grid by it). */
  className?: string;
  /** The grid's height: it scrolls inside. */
  height: string;
  minHeight: number;
}

interface DataGridProps<Row extends GridValidRowModel> extends ServerGridProps<Row> {
  /** Take the keyboard's focus once mounted (the plain first page it replaces had it). */
  focusOnMount?: boolean;
}

const CLICKABLE_ROWS = { '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;

export function ServerGrid<Row extends GridValidRowModel>(props: ServerGridProps<Row>) {
  const painted = usePainted();
  return (
    <Box sx={{ height: props.height, minHeight: props.minHeight }}>
      {painted && <ServerDataGrid {...props} />}
    </Box>
  );
}

/** The grid itself, once its place is painted (ServerGrid) or on first use (plain-first-grid.tsx). */
export function ServerDataGrid<Row extends GridValidRowModel>(props: DataGridProps<Row>) {
  const { pages, serverSide = true, totals = null, focusOnMount = false } = props;
  const columns = useMemo(() => withFilterOperators(props.columns), [props.columns]);
  const { search, change } = useUrlView();
  const apiRef = useGridApiRef();
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    const [first] = gridVisibleColumnFieldsSelector(apiRef);
    // The first column header: the grid's own stop in the tab order until a cell has the focus.
    if (focusFirst.current && first) apiRef.current?.setColumnHeaderFocus(first);
  }, [apiRef]);

  // The filter panel types into local state; the address (and the request) follow after a pause.
  const inAddress = JSON.stringify(columnFilterOf(search));
  const [filterModel, setFilterModel] = useState<GridFilterModel>(() =>
    filterModelOf(columnFilterOf(search), columns),
  );
  useEffect(() => {
    const wanted = JSON.parse(inAddress) as ReturnType<typeof columnFilterOf>;
    setFilterModel((model) =>
      JSON.stringify(filterOf(model)) === inAddress ? model : filterModelOf(wanted, columns),
    );
  }, [inAddress, columns]);
  const filterTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(filterTimer.current), []);
  const onFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    window.clearTimeout(filterTimer.current);
    filterTimer.current = window.setTimeout(
      () => change((now) => withColumnFilter(now, filterOf(model))),
      FILTER_PAUSE_MS,
    );
  };

  usePageEnd(apiRef, (context: GridRenderContext) => {
    if (context.lastRowIndex >= pages.rows.length - NEAR_END) pages.more();
  });
  useRowInAddress(apiRef, pages);

  const orderby = search.get(ORDERBY);
  const fields = columns.map((c) => c.field).join(',');
  const { defaultSort } = props;
  // The same model object while the order is the same: the grid takes a new one for a new order and
  // scrolls back to the first row. Only the columns the grid has (a report's arrive with its first
  // page): the grid would drop the others itself and report the address's sort as removed.
  const sortModel = useMemo(
    () => shownSortOf(orderby, defaultSort).filter((item) => fields.split(',').includes(item.field)),
    [orderby, defaultSort, fields],
  );
  const mode = serverSide ? 'server' : 'client';
  // The grid's props keep their identity between renders: a new object re-renders every row (the
  // rows' arrival and each page's would cost a whole grid render more on a phone, issue 17 TBT).
  const noRowsLabel = pages.failed ? props.failedLabel : props.noRowsLabel;
  const localeText = useMemo(() => ({ noRowsLabel }), [noRowsLabel]);
  const rowClicked = props.onRowClick;
  const onRowClick = useMemo(
    () => rowClicked && (({ row }: { row: GridValidRowModel }) => rowClicked(row as Row)),
    [rowClicked],
  );
  return (
    <GridTotalsContext.Provider value={totals}>
      <DataGrid
        className={[GRID_CLASS, props.className].filter(Boolean).join(' ')}
        aria-label={props.label}
        apiRef={apiRef}
        rows={pages.rows}
        columns={columns}
        getRowId={props.getRowId}
        loading={pages.loading}
        density="compact"
        paginationMode="server"
        sortingMode={mode}
        filterMode={mode}
        rowCount={-1}
        hideFooter={!totals}
        slots={totals ? TOTALS_SLOTS : undefined}
        disableRowSelectionOnClick
        initialState={props.initialState}
        // With an order of its own the grid always shows one: a third click gives no unsorted view.
        sortingOrder={props.defaultSort ? ['asc', 'desc'] : ['asc', 'desc', null]}
        sortModel={sortModel}
        onSortModelChange={(model: GridSortModel) =>
          change((now) => withParam(now, ORDERBY, orderbyOf(model)))
        }
        filterModel={filterModel}
        onFilterModelChange={onFilterModelChange}
        onRowClick={onRowClick}
        localeText={localeText}
        sx={props.onRowClick ? CLICKABLE_ROWS : undefined}
      />
    </GridTotalsContext.Provider>
  );
}
