// The filter operators of a server-mode grid (issue 12): each kind of column (its grid type,
// view-params.ts kindOf) offers the one operator its search_{field} means on the server (text contains,
// an exact number or choice, a day). They are MUI X's own operators, so they live with the grid's chunk:
// a list drawn before its grid (plain-first-grid.tsx) does not evaluate MUI X for its columns.
import {
  getGridDateOperators,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { kindOf, OPERATOR_OF, type ColumnKind } from './view-params';

const only = (operators: GridFilterOperator[], value: string) => operators.filter((o) => o.value === value);

export const FILTER_OPERATORS: Record<ColumnKind, GridFilterOperator[]> = {
  text: only(getGridStringOperators(), OPERATOR_OF.text),
  number: only(getGridNumericOperators(), OPERATOR_OF.number),
  date: only(getGridDateOperators(), OPERATOR_OF.date),
  choice: only(getGridSingleSelectOperators(), OPERATOR_OF.choice),
};

/** The columns, each without operators of its own given its kind's one. */
export function withFilterOperators<Row extends GridValidRowModel>(
  columns: GridColDef<Row>[],
): GridColDef<Row>[] {
  return columns.map((column) =>
    column.filterOperators ? column : { ...column, filterOperators: FILTER_OPERATORS[kindOf(column)] },
  );
}
