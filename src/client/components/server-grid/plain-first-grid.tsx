// A server-mode grid whose first page is drawn plain (issue 17: /contracts' blocking time). MUI X's
// DataGrid is the longest work of a list's load on a phone: its code's evaluation and its first mount,
// each one task the browser cannot interrupt (~0.2 s and ~0.6 s at a quarter of a laptop's speed). A list
// that is only looked at does not need it: the first rows that fit are drawn as a plain table, with
// the same columns, cells and row menus, and a row opens as in the grid. The grid takes its place on
// first use: a mouse over it, the keyboard's focus on it, a wheel or a swipe in it, or an address that
// names a row to scroll to. Its code is fetched (not run) once the page is idle, so the change is quick.
import { styled } from '@mui/material/styles';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { GRID_CLASS } from './print-classes';
import type { ServerGridProps } from './server-grid';
import { useUrlView } from './use-url-view';
import { ORDERBY, ROW_PARAM, shownSortOf } from './view-params';

const loadGrid = () =>
  import(/* webpackChunkName: "server-data-grid", webpackPrefetch: true */ './server-grid');
type GridModule = Awaited<ReturnType<typeof loadGrid>>;

/** The grid's compact density: rows of 36 px under a header of 39 px (52 and 56 px × 0.7). */
const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 39;

// MUI X's border colour for a light theme (its material/variables getBorderColor), so the change to
// the grid does not show.
const Table = styled('div')(({ theme }) => ({
  '--preview-border': theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88),
  height: '100%',
  overflow: 'hidden',
  border: '1px solid var(--preview-border)',
  borderRadius: theme.shape.borderRadius,
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .preview-row': {
    display: 'flex',
    minWidth: 'fit-content',
    height: ROW_HEIGHT,
    borderBottom: '1px solid var(--preview-border)',
  },
  '& .preview-head': { height: HEADER_HEIGHT, fontWeight: theme.typography.fontWeightMedium },
  '& .preview-body .preview-row': { cursor: 'pointer' },
  '& .preview-body .preview-row:hover': { backgroundColor: theme.palette.action.hover },
  '& .preview-cell': {
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    padding: '0 10px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  '& .preview-text': { overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .preview-sort': { marginLeft: 4, fontSize: '1.1rem', color: theme.palette.text.secondary },
  '& .preview-note': { padding: theme.spacing(2), color: theme.palette.text.secondary },
}));

interface Column<Row extends GridValidRowModel> {
  def: GridColDef<Row>;
  style: CSSProperties;
}

function styleOf<Row extends GridValidRowModel>(def: GridColDef<Row>): CSSProperties {
  const align = def.align ?? (def.type === 'number' ? 'right' : 'left');
  const justifyContent = align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start';
  if (def.flex) return { flex: `${def.flex} 0 ${def.minWidth ?? 50}px`, justifyContent };
  return { width: def.width ?? 100, justifyContent };
}

/** A cell as the grid draws it: the column's own drawing, else its value formatted. */
function cellOf<Row extends GridValidRowModel>(def: GridColDef<Row>, row: Row): ReactNode {
  const raw = row[def.field] as never;
  // The grid's API is not there: the getters and formatters of these columns read only the value and row.
  const value = def.valueGetter ? def.valueGetter(raw, row, def, undefined as never) : raw;
  const formatted = def.valueFormatter
    ? def.valueFormatter(value as never, row, def, undefined as never)
    : value;
  if (def.renderCell) {
    const params = { row, value, formattedValue: formatted, field: def.field, colDef: def };
    return def.renderCell(params as unknown as GridRenderCellParams<Row>);
  }
  return (
    <span className="preview-text">
      {formatted === null || formatted === undefined ? '' : String(formatted)}
    </span>
  );
}

interface PreviewProps<Row extends GridValidRowModel> extends ServerGridProps<Row> {
  onUse: (focus: boolean) => void;
  /** A press on the plain page began (true) or ended with its click (false). */
  onPress: (pressed: boolean) => void;
  tableRef: RefObject<HTMLDivElement | null>;
}

function Preview<Row extends GridValidRowModel>(props: PreviewProps<Row>) {
  const { pages, onUse, initialState } = props;
  const { search } = useUrlView();
  const [sorted] = shownSortOf(search.get(ORDERBY), props.defaultSort);
  const hidden = initialState?.columns?.columnVisibilityModel ?? {};
  const columns: Column<Row>[] = props.columns
    .filter((def) => hidden[def.field] !== false)
    .map((def) => ({ def, style: styleOf(def) }));
  // The rows that can be in sight: a plain page is for looking at; scrolling brings the grid.
  const [fits] = useState(() => Math.ceil(window.innerHeight / ROW_HEIGHT));
  const rows = pages.rows.slice(0, fits);
  const getRowId = props.getRowId ?? ((row: Row) => row.id as string | number);
  const { onRowClick } = props;
  const note = pages.failed
    ? props.failedLabel
    : rows.length === 0 && !pages.loading
      ? props.noRowsLabel
      : null;
  return (
    <Table
      ref={props.tableRef}
      role="table"
      aria-label={props.label}
      aria-rowcount={pages.count === null ? undefined : pages.count + 1}
      aria-busy={pages.loading}
      // The table is one stop in the tab order: there, the grid takes over (and the focus).
      tabIndex={0}
      className={[GRID_CLASS, props.className, 'plain-first-page'].filter(Boolean).join(' ')}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onUse(true);
      }}
      onPointerOver={(event) => {
        // A finger's tap opens a row or its menu here; a mouse is on its way to the grid's tools.
        if (event.pointerType !== 'touch') onUse(false);
      }}
      onWheel={() => onUse(false)}
      onTouchMove={() => onUse(false)}
      // A press here ends with its click here: the grid does not replace what is under it meanwhile.
      onPointerDown={() => props.onPress(true)}
      onPointerUp={() => setTimeout(() => props.onPress(false), 0)}
      onPointerCancel={() => props.onPress(false)}
    >
      <div role="rowgroup">
        <div role="row" className="preview-row preview-head" aria-rowindex={1}>
          {columns.map(({ def, style }) => {
            const sort = sorted?.field === def.field ? sorted.sort : null;
            return (
              <div
                key={def.field}
                role="columnheader"
                className="preview-cell"
                data-field={def.field}
                style={style}
                aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : undefined}
              >
                {def.renderHeader ? def.renderHeader(undefined as never) : def.headerName}
                {sort === 'asc' && <ArrowUpwardIcon className="preview-sort" />}
                {sort === 'desc' && <ArrowDownwardIcon className="preview-sort" />}
              </div>
            );
          })}
        </div>
      </div>
      {pages.loading && rows.length === 0 && <LinearProgress aria-label="Loading" />}
      <div role="rowgroup" className="preview-body">
        {rows.map((row, index) => (
          <div
            key={getRowId(row)}
            role="row"
            aria-rowindex={index + 2}
            className="preview-row"
            onClick={onRowClick && (() => onRowClick(row))}
          >
            {columns.map(({ def, style }) => (
              <div key={def.field} role="cell" className="preview-cell" data-field={def.field} style={style}>
                {cellOf(def, row)}
              </div>
            ))}
          </div>
        ))}
      </div>
      {note && <div className="preview-note">{note}</div>}
    </Table>
  );
}

/** ServerGrid's props and behaviour; until its first use, its first page drawn plain. */
export function PlainFirstGrid<Row extends GridValidRowModel>(props: ServerGridProps<Row>) {
  const [live, setLive] = useState(false);
  const table = useRef<HTMLDivElement>(null);
  const focus = useRef(false);
  const pressed = useRef(false);
  const loading = useRef<Promise<GridModule> | null>(null);
  const grid = useRef<GridModule | null>(null);
  // The grid comes in once its code is there, but not during a press (its click would land on
  // nothing) nor while a row's menu opened here is open (it would close under the pointer): the end
  // of the press, or the next use after the menu closes, brings it.
  const swap = useCallback(() => {
    if (!grid.current || pressed.current) return;
    if (table.current?.querySelector('[aria-expanded="true"]')) return;
    setLive(true);
  }, []);
  const press = useCallback(
    (down: boolean) => {
      pressed.current = down;
      if (!down) swap();
    },
    [swap],
  );
  const use = useCallback(
    (withFocus: boolean) => {
      focus.current ||= withFocus;
      loading.current ??= loadGrid();
      loading.current.then(
        (module) => {
          grid.current = module;
          swap();
        },
        () => {
          // Its code could not be fetched (offline): the plain page stays, and the next use asks again.
          loading.current = null;
        },
      );
    },
    [swap],
  );
  // A view opened at a row (a link, Back from a contract) is scrolled there: only the grid can.
  const { search } = useUrlView();
  const atRow = Number(search.get(ROW_PARAM)) > 0;
  useEffect(() => {
    if (atRow) use(false);
  }, [atRow, use]);
  const DataGrid = live ? grid.current?.ServerDataGrid : undefined;
  return (
    <Box sx={{ height: props.height, minHeight: props.minHeight }}>
      {DataGrid ? (
        <DataGrid<Row> {...props} focusOnMount={focus.current} />
      ) : (
        <Preview {...props} onUse={use} onPress={press} tableRef={table} />
      )}
    </Box>
  );
}
