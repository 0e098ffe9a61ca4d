// The contract list screen (spec §2 /contracts, §6, §8): the query string becomes the request, the
// search box waits for the typing to pause, 'Include all facilities' is an internal admin's and is
// remembered, each row offers what its rights allow, and Print warns first.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../src/shared/messages';
import { INCLUDE_ALL_KEY } from '../../../src/client/features/contracts/list/include-all';
import { bringGrid, makeRow, mockListFetch, page, renderList } from './list-harness';

const GARCIA = makeRow();
const BENNETT = makeRow({
  id: 102,
  customer_name: 'Olivia Bennett',
  status: 'INCOMPLETE',
  ebcs_account_number: null,
  has_payments: false,
  rewrite_allowed: false,
});
const JENSEN = makeRow({
  id: 103,
  customer_name: 'Lucas Jensen',
  status: 'INCOMPLETE',
  is_deleted: true,
  has_payments: false,
});

beforeEach(() => window.localStorage.clear());

const grid = () => screen.getByRole('grid', { name: 'Contracts' });
const menuOf = async (user: ReturnType<typeof renderList>['user'], name: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  const items = within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((i) => i.textContent);
  return items;
};

describe('the query string is the request', () => {
  it('sends status, search, orderby and the column filter, narrowed to the current facility', async () => {
    const { lists } = mockListFetch(() => page([GARCIA], 1));
    renderList('/contracts?status=completed&search=Garcia&orderby=-created_on&search_customer_name=Ava');
    await bringGrid();
    expect(await screen.findByText('Ava Garcia')).toBeInTheDocument();
    const params = lists()[0];
    expect(Object.fromEntries(params)).toEqual({
      status: 'completed',
      search: 'Garcia',
      orderby: '-created_on',
      search_customer_name: 'Ava',
      facility_id: '7',
      limit: '100',
      offset: '0',
    });
    expect(screen.getByRole('searchbox', { name: 'Search contracts' })).toHaveValue('Garcia');
    expect(within(grid()).getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // The downloads are the same view, streamed by the browser.
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/api/crud/contract?status=completed&search=Garcia&orderby=-created_on&search_customer_name=Ava&facility_id=7&output_format=csv',
    );
    expect(screen.getByRole('link', { name: 'Excel' })).toHaveAttribute(
      'href',
      expect.stringContaining('output_format=excel'),
    );
  });

  it('shows the count, money right-aligned, dates MM/DD/YYYY and a contract # as it is; an empty search says so', async () => {
    mockListFetch((params) => {
      if (params.get('search') === 'nobody') return page([], 0);
      // 123 on the server; the next page is asked for as the grid shows the end (empty here).
      return params.get('offset') === '0' ? page([{ ...GARCIA, id: 10234 }, BENNETT], 123) : page([], 123);
    });
    renderList();
    await bringGrid();
    expect(await screen.findByText('123 contracts')).toBeInTheDocument();
    // The grid draws new rows a moment after the count shows.
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(3));
    const row = within(grid()).getAllByRole('row')[1];
    expect(within(row).getByText('$3,600.00')).toBeInTheDocument();
    expect(within(row).getByText('11/25/2026')).toBeInTheDocument();
    expect(within(row).getByText('10/16/2026')).toBeInTheDocument();
    // A number of the row, not a quantity: no thousands separator.
    expect(within(row).getByRole('gridcell', { name: '10234' })).toBeInTheDocument();
    renderList('/contracts?search=nobody');
    expect(await screen.findByText('No contracts match this search.')).toBeInTheDocument();
  });

  it('sorting a column puts orderby in the query string and asks the server again', async () => {
    const { lists } = mockListFetch(() => page([GARCIA, BENNETT]));
    const { router, user } = renderList();
    await bringGrid();
    await screen.findByText('Ava Garcia');
    await user.click(within(grid()).getByRole('columnheader', { name: 'Customer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?orderby=customer_name'));
    await waitFor(() => expect(lists().at(-1)?.get('orderby')).toBe('customer_name'));
  });
});

describe('the search box', () => {
  it('waits for a pause in the typing, then asks once', async () => {
    const { lists } = mockListFetch(() => page([GARCIA]));
    const { router, user } = renderList();
    await bringGrid();
    await screen.findByText('Ava Garcia');
    const before = lists().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search contracts' }), 'Payoff');
    // Typed faster than the 300 ms pause: nothing asked yet.
    expect(lists().length).toBe(before);
    await waitFor(() => expect(router.state.location.search).toBe('?search=Payoff'));
    await waitFor(() => expect(lists().at(-1)?.get('search')).toBe('Payoff'));
    expect(
      lists()
        .slice(before)
        .map((p) => p.get('search')),
    ).toEqual(['Payoff']);
  });

  it('follows the back button', async () => {
    mockListFetch(() => page([GARCIA]));
    const { router } = renderList('/contracts?search=Garcia');
    await bringGrid();
    const box = await screen.findByRole('searchbox', { name: 'Search contracts' });
    expect(box).toHaveValue('Garcia');
    await act(() => router.navigate('/contracts?search=Bennett'));
    await waitFor(() => expect(box).toHaveValue('Bennett'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box).toHaveValue('Garcia'));
  });
});

describe('include all facilities (spec §6: internal admins, stored locally)', () => {
  it('is an internal admin’s switch: on, no facility_id and a Facility column; remembered', async () => {
    const { lists } = mockListFetch(() => page([GARCIA]));
    const first = renderList('/contracts', 'internalAdmin');
    await bringGrid();
    await screen.findByText('Ava Garcia');
    expect(lists()[0].get('facility_id')).toBe('7');
    expect(within(grid()).queryByRole('columnheader', { name: 'Facility' })).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('switch', { name: 'Include all facilities' }));
    await waitFor(() => expect(lists().at(-1)?.has('facility_id')).toBe(false));
    expect(within(grid()).getByRole('columnheader', { name: 'Facility' })).toBeInTheDocument();
    expect(window.localStorage.getItem(INCLUDE_ALL_KEY)).toBe('true');
    first.unmount();

    const before = lists().length;
    renderList('/contracts', 'internalAdmin');
    await bringGrid();
    expect(await screen.findByRole('switch', { name: 'Include all facilities' })).toBeChecked();
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
    expect(lists()[before].has('facility_id')).toBe(false);
  });

  it('is not offered to others, whatever the browser stored', async () => {
    window.localStorage.setItem(INCLUDE_ALL_KEY, 'true');
    const { lists } = mockListFetch(() => page([GARCIA]));
    renderList('/contracts', 'facilityAdmin');
    await bringGrid();
    await screen.findByText('Ava Garcia');
    expect(screen.queryByRole('switch', { name: 'Include all facilities' })).not.toBeInTheDocument();
    expect(lists()[0].get('facility_id')).toBe('7');
  });
});

describe('row actions by the row’s rights', () => {
  it('offers what the contract and the user allow', async () => {
    mockListFetch(() => page([GARCIA, BENNETT, JENSEN]));
    const { user } = renderList();
    await bringGrid();
    expect(await menuOf(user, 'Ava Garcia')).toEqual(['Open', 'Payment history', 'Rewrite']);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'Olivia Bennett')).toEqual(['Open', 'Delete']);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'Lucas Jensen')).toEqual(['Open', 'Undelete']);
  });

  it('read-only users get Open and Payment history only', async () => {
    mockListFetch(() => page([GARCIA, BENNETT, JENSEN]));
    const { user } = renderList('/contracts', 'read');
    await bringGrid();
    expect(await menuOf(user, 'Ava Garcia')).toEqual(['Open', 'Payment history']);
    await user.keyboard('{Escape}');
    expect(await menuOf(user, 'Lucas Jensen')).toEqual(['Open']);
    expect(screen.queryByRole('link', { name: 'New Contract' })).not.toBeInTheDocument();
  });

  it('a facility that does not allow deletions offers no Delete', async () => {
    mockListFetch(() => page([{ ...BENNETT, delete_allowed: false }]));
    const { user } = renderList();
    await bringGrid();
    expect(await menuOf(user, 'Olivia Bennett')).toEqual(['Open']);
  });

  it('Delete asks the reason (the editor’s, without CSR Reject and CC Decline), deletes and reloads', async () => {
    let deleted = false;
    const { requests, lists } = mockListFetch(() => page(deleted ? [GARCIA] : [GARCIA, BENNETT]), {
      'DELETE /api/crud/contract/102': () => {
        deleted = true;
        return { body: { saved: true, contract: null, errors: {}, alert: null } };
      },
    });
    const { user, store } = renderList();
    await bringGrid();
    await menuOf(user, 'Olivia Bennett');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reason for Deletion' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Customer Request']);
    const loadsBefore = lists().length;
    await user.click(within(dialog).getByRole('radio', { name: 'Customer Request' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Olivia Bennett')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'DELETE /api/crud/contract/102')?.body).toEqual({
      reason_for_cancel: '1',
    });
    expect(lists().length).toBeGreaterThan(loadsBefore);
    expect(store.getState().notifications.queue.map((n) => n.text)).toContain('Contract #102 was deleted.');
  });

  it('Undelete confirms, sends UNDELETE with the row’s modified_on and an idempotency key', async () => {
    const { requests } = mockListFetch(() => page([JENSEN]), {
      'PUT /api/crud/contract/103': () => ({
        body: { saved: true, contract: null, errors: {}, alert: null },
      }),
    });
    const { user } = renderList('/contracts?status=deleted');
    await bringGrid();
    await menuOf(user, 'Lucas Jensen');
    await user.click(screen.getByRole('menuitem', { name: 'Undelete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undelete Contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Undelete' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT /api/crud/contract/103')).toBe(true));
    const body = requests.find((r) => r.method === 'PUT /api/crud/contract/103')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ action: 'UNDELETE', contract: { modified_on: JENSEN.modified_on } });
    expect(typeof body.idempotency_key).toBe('string');
  });

  it('Open and a row click go to the contract; Payment history to its history', async () => {
    mockListFetch(() => page([GARCIA]));
    const { user, router } = renderList();
    await bringGrid();
    await menuOf(user, 'Ava Garcia');
    await user.click(screen.getByRole('menuitem', { name: 'Payment history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/101/payment-history'));
    await act(() => router.navigate(-1));
    await bringGrid();
    await user.click(await screen.findByText('Ava Garcia'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/101'));
  });
});

describe('print (spec §8 dataTablePrintWarning)', () => {
  it('warns that only the displayed rows print, then prints; Cancel prints nothing', async () => {
    mockListFetch(() => page([GARCIA]));
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderList();
    await bringGrid();
    await screen.findByText('Ava Garcia');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    let dialog = await screen.findByRole('dialog', { name: 'Print' });
    expect(dialog).toHaveTextContent(MESSAGES.dataTablePrintWarning);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(print).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Print' }));
    dialog = await screen.findByRole('dialog', { name: 'Print' });
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    print.mockRestore();
  });
});
