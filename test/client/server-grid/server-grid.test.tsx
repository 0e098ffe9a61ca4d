// The one server-mode grid (issue 12): the view it shows is the address's (a link, a reload or Back
// restores it), its sort and column filter go back to the address and to the source, the next page is
// asked for as the rows near their end (once, and not past the count), and a report's downloads are
// the same query as its rows.
import type { GridColDef } from '@mui/x-data-grid';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ReportView } from '../../../src/client/components/server-grid/report-view';
import { ServerGrid } from '../../../src/client/components/server-grid/server-grid';
import { useServerPages, type GridSource } from '../../../src/client/components/server-grid/use-server-pages';
import { useUrlView } from '../../../src/client/components/server-grid/use-url-view';
import { paramsOf, type GridParams } from '../../../src/client/components/server-grid/view-params';
import type { ReportAnswer } from '../../../src/shared/reports';
import { mockFetch } from '../fetch-mock';
import { makeSession, type Role } from '../fixtures';
import { renderWithProviders } from '../render';

interface Thing {
  id: number;
  name: string;
  amount: number;
}

const COLUMNS: GridColDef<Thing>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

/** A source of `count` things in pages of `pageSize`, recording what it was asked. */
function thingSource(count: number, pageSize = 100) {
  const asked: { params: GridParams; offset: number; limit: number }[] = [];
  const source: GridSource<Thing> = {
    pageSize,
    page: async (params, offset, limit) => {
      asked.push({ params, offset, limit });
      const rows = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => ({
        id: offset + i + 1,
        name: `Thing ${offset + i + 1}`,
        amount: offset + i + 1,
      }));
      return { rows, count };
    },
  };
  return { source, asked };
}

function Things({ source }: { source: GridSource<Thing> }) {
  const { search } = useUrlView();
  const pages = useServerPages(
    source,
    paramsOf(search, () => true),
  );
  return (
    <ServerGrid<Thing>
      label="Things"
      pages={pages}
      columns={COLUMNS}
      noRowsLabel="No things."
      failedLabel="The things could not be loaded."
      height="600px"
      minHeight={400}
    />
  );
}

function renderThings(source: GridSource<Thing>, path: string) {
  const router = createMemoryRouter([{ path: '/things', element: <Things source={source} /> }], {
    initialEntries: [path],
  });
  return { router, ...renderWithProviders(<RouterProvider router={router} />) };
}

const grid = (name: string) => screen.getByRole('grid', { name });
const header = (name: string) => within(grid('Things')).getByRole('columnheader', { name });

describe('the view is the address', () => {
  it('a link opens its view; sorting is a history entry, and Back restores the view before', async () => {
    const { source, asked } = thingSource(3);
    const { router, user } = renderThings(source, '/things?kind=a&orderby=-amount&search_name=Thing');
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
    expect(asked[0]).toEqual({
      params: { kind: 'a', orderby: '-amount', search_name: 'Thing' },
      offset: 0,
      limit: 100,
    });
    expect(header('Amount')).toHaveAttribute('aria-sort', 'descending');

    await user.click(header('Name'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=a&orderby=name&search_name=Thing'));
    await waitFor(() => expect(asked.at(-1)?.params.orderby).toBe('name'));
    expect(asked.at(-1)?.offset).toBe(0);
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(header('Amount')).toHaveAttribute('aria-sort', 'descending'));
    expect(header('Name')).not.toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(asked.at(-1)?.params.orderby).toBe('-amount'));
  });
});

describe('pages as the grid scrolls', () => {
  it('asks for the next page as the rows near their end, once each, never past the count', async () => {
    const { source, asked } = thingSource(25, 10);
    renderThings(source, '/things');
    // jsdom draws every row, so the end is in sight at once and each page brings the next.
    await waitFor(() => expect(grid('Things')).toHaveAttribute('aria-rowcount', '26'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked.map((a) => [a.offset, a.limit])).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
  });

  it('a new view starts again from its first page', async () => {
    const { source, asked } = thingSource(25, 10);
    const { router } = renderThings(source, '/things');
    await waitFor(() => expect(grid('Things')).toHaveAttribute('aria-rowcount', '26'));
    const before = asked.length;
    await act(() => router.navigate('/things?kind=b'));
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(asked[before]).toEqual({ params: { kind: 'b' }, offset: 0, limit: 10 });
  });
});

const PAYMENTS: ReportAnswer = {
  name: 'payments',
  title: 'Payments Made',
  columns: [
    { name: 'customer', header: 'Customer', type: 'text', sortable: true, filterable: true },
    { name: 'amount', header: 'Amount', type: 'money', sortable: true, filterable: true },
  ],
  filters: [],
  applied: {},
  count: 1,
  rows: [{ customer: 'Ava Garcia', amount: 210.5 }],
  totals: { amount: 210.5 },
  figures: [],
  chart: null,
  pageSize: 1000,
};

function renderReport(path: string, role: Role, answer: ReportAnswer = PAYMENTS) {
  const { fetchMock } = mockFetch({ 'GET /api/reports/payments': { body: answer } });
  const router = createMemoryRouter(
    [{ path: '/reports/payments', element: <ReportView name="payments" /> }],
    {
      initialEntries: [path],
    },
  );
  renderWithProviders(<RouterProvider router={router} />, { session: makeSession(role) });
  const requests = () =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/reports/payments'))
      .map((url) => new URLSearchParams(url.split('?')[1]));
  return { requests, router };
}

describe('a report on the grid', () => {
  it('asks for Payments Made 1000 rows at a time; its downloads carry the filters, sort and facility', async () => {
    const { requests } = renderReport(
      '/reports/payments?method=CARD&orderby=-amount&search_customer=garcia',
      'facilityAdmin',
    );
    expect(await screen.findByText('Ava Garcia')).toBeInTheDocument();
    expect(Object.fromEntries(requests()[0])).toEqual({
      method: 'CARD',
      orderby: '-amount',
      search_customer: 'garcia',
      facility_id: '7',
      offset: '0',
      limit: '1000',
    });
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/reports/payments?method=CARD&orderby=-amount&search_customer=garcia&facility_id=7&output_format=csv',
    );
    expect(screen.getByRole('link', { name: 'Excel' })).toHaveAttribute(
      'href',
      '/api/reports/payments?method=CARD&orderby=-amount&search_customer=garcia&facility_id=7&output_format=xlsx',
    );
    expect(screen.getByRole('group', { name: 'Totals' })).toHaveTextContent('Totals (1 row)');
    expect(screen.getByRole('group', { name: 'Totals' })).toHaveTextContent('$210.50');
  });

  it('the whole client, for those who may see it, in the rows and in the files', async () => {
    const { requests } = renderReport('/reports/payments?scope=client&method=ACH', 'internalAdmin');
    expect(await screen.findByText('All facilities of Oak Valley Group')).toBeInTheDocument();
    expect(requests()[0].get('client_id')).toBe('3');
    expect(requests()[0].has('facility_id')).toBe(false);
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/reports/payments?method=ACH&client_id=3&output_format=csv',
    );
  });

  it('a date emptied leaves that end of the range open, in the address, the request and the files', async () => {
    const dated: ReportAnswer = {
      ...PAYMENTS,
      filters: [
        { name: 'date_from', label: 'Effective from', type: 'date', default: '2026-10-28', open: true },
        { name: 'date_to', label: 'Effective to', type: 'date', default: '2026-11-26', open: true },
        { name: 'method', label: 'Method', type: 'enum', values: ['ACH', 'CARD'] },
      ],
      applied: { date_from: '2026-10-28', date_to: '2026-11-26' },
    };
    const { requests, router } = renderReport('/reports/payments', 'facilityAdmin', dated);
    const from = await screen.findByLabelText('Effective from');
    expect(from).toHaveValue('2026-10-28');
    fireEvent.change(from, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?date_from='));
    await waitFor(() => expect(requests().at(-1)?.get('date_from')).toBe(''));
    expect(screen.getByLabelText('Effective from')).toHaveValue('');
    expect(screen.getByLabelText('Effective to')).toHaveValue('2026-11-26');
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/reports/payments?date_from=&facility_id=7&output_format=csv',
    );
  });
});
