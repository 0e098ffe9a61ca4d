// A grid whose first page is drawn plain (plain-first-grid.tsx, issue 17): the rows a user looks at come
// without MUI X's grid, with the grid's cells, order and row clicks; the grid takes their place on first
// use (a mouse, the keyboard's focus, a wheel) or at once for an address that names a row.
import type { GridColDef } from '@mui/x-data-grid';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { PlainFirstGrid } from '../../../src/client/components/server-grid/plain-first-grid';
import { useServerPages, type GridSource } from '../../../src/client/components/server-grid/use-server-pages';
import { useUrlView } from '../../../src/client/components/server-grid/use-url-view';
import { paramsOf } from '../../../src/client/components/server-grid/view-params';
import { renderWithProviders } from '../render';

interface Thing {
  id: number;
  name: string;
  amount: number;
  secret: string;
}

const COLUMNS: GridColDef<Thing>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  { field: 'secret', headerName: 'Secret', width: 100 },
  { field: 'badge', headerName: 'Badge', width: 100, renderCell: ({ row }) => <b>#{row.id}</b> },
];

function thingSource(count: number): GridSource<Thing> {
  return {
    pageSize: 100,
    page: async (_params, offset, limit) => ({
      rows: Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => ({
        id: offset + i + 1,
        name: `Thing ${offset + i + 1}`,
        amount: (offset + i + 1) * 1.5,
        secret: 'hidden',
      })),
      count,
    }),
  };
}

function Things({ source, opened }: { source: GridSource<Thing>; opened: Thing[] }) {
  const { search } = useUrlView();
  const pages = useServerPages(
    source,
    paramsOf(search, () => true),
  );
  return (
    <PlainFirstGrid<Thing>
      label="Things"
      pages={pages}
      columns={COLUMNS}
      initialState={{ columns: { columnVisibilityModel: { secret: false } } }}
      onRowClick={(row) => opened.push(row)}
      noRowsLabel="No things."
      failedLabel="The things could not be loaded."
      height="600px"
      minHeight={400}
    />
  );
}

function renderThings(count: number, path = '/things') {
  const opened: Thing[] = [];
  const router = createMemoryRouter(
    [{ path: '/things', element: <Things source={thingSource(count)} opened={opened} /> }],
    { initialEntries: [path] },
  );
  return { opened, ...renderWithProviders(<RouterProvider router={router} />) };
}

const plain = () => screen.getByRole('table', { name: 'Things' });

describe('the first page drawn plain', () => {
  it("shows the rows with the columns' formats and drawings, the hidden columns left out, the sort", async () => {
    renderThings(3, '/things?orderby=-amount');
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    const rows = within(plain()).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([[], ['Thing 1', '$1.50', '#1'], ['Thing 2', '$3.00', '#2'], ['Thing 3', '$4.50', '#3']]);
    expect(
      within(plain())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Amount', 'Badge']);
    expect(within(plain()).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  // A finger's tap (no mouse over the rows first): the browser test "on a phone" taps in Chromium.
  it('opens a row as the grid would, without the grid', async () => {
    const { opened } = renderThings(3);
    fireEvent.click(await screen.findByText('Thing 2'));
    expect(opened.map((row) => row.id)).toEqual([2]);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('keeps the plain page under a press until its click, then becomes the grid', async () => {
    const { opened } = renderThings(3);
    const row = await screen.findByText('Thing 2');
    fireEvent.pointerOver(row, { pointerType: 'mouse' });
    fireEvent.pointerDown(row);
    // The grid's code is in, but the press has not ended: what is under it stays.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    fireEvent.pointerUp(row);
    fireEvent.click(row);
    expect(opened.map((r) => r.id)).toEqual([2]);
    expect(await screen.findByRole('grid', { name: 'Things' })).toBeInTheDocument();
  });

  it('says so when there is nothing to show', async () => {
    renderThings(0);
    expect(await screen.findByText('No things.')).toBeInTheDocument();
  });

  it('becomes the grid with the same rows when a mouse comes over it', async () => {
    renderThings(3);
    fireEvent.pointerOver(await screen.findByText('Thing 1'), { pointerType: 'mouse' });
    const grid = await screen.findByRole('grid', { name: 'Things' });
    expect(within(grid).getByText('Thing 3')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('becomes the grid, with the focus in it, when the keyboard comes to it', async () => {
    renderThings(3);
    await screen.findByText('Thing 1');
    plain().focus();
    const grid = await screen.findByRole('grid', { name: 'Things' });
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
  });

  it('is the grid at once for an address that names a row to scroll to', async () => {
    renderThings(3, '/things?row=2');
    expect(await screen.findByRole('grid', { name: 'Things' })).toBeInTheDocument();
  });
});
