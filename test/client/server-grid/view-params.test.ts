// The view in the query string (issue 12): what the address holds becomes the request, the grid's sort
// and column filter go back to the address as the API names them.
import type { GridColDef } from '@mui/x-data-grid';
import { requestParamsOf } from '../../../src/client/components/server-grid/report-params';
import {
  columnFilterOf,
  filterModelOf,
  filterOf,
  orderbyOf,
  paramsOf,
  sortModelOf,
  withColumnFilter,
  withParam,
} from '../../../src/client/components/server-grid/view-params';

const place = { facilityId: 7, clientId: 3, wholeClient: false };

describe('the request of a view', () => {
  it('a report adds the facility chosen in the header, or the whole client', () => {
    const search = new URLSearchParams('date_from=2026-01-01&scope=client&orderby=-amount');
    expect(requestParamsOf(search, place)).toEqual({
      date_from: '2026-01-01',
      orderby: '-amount',
      facility_id: '7',
    });
    expect(requestParamsOf(search, { ...place, wholeClient: true })).toEqual({
      date_from: '2026-01-01',
      orderby: '-amount',
      client_id: '3',
    });
  });

  it('sends only what the source takes, and nothing empty', () => {
    const search = new URLSearchParams('to=pat&orderby=-time&search_subject=&junk=1');
    expect(paramsOf(search, (name) => name === 'to' || name === 'search_subject')).toEqual({ to: 'pat' });
  });

  it('drops a parameter set to nothing', () => {
    const search = withParam(new URLSearchParams('method=ACH&status=settled'), 'method', '');
    expect(search.toString()).toBe('status=settled');
  });
});

describe('sort and column filter', () => {
  it('turns orderby into the grid sort and back', () => {
    expect(sortModelOf('-date,id')).toEqual([{ field: 'date', sort: 'desc' }]);
    expect(orderbyOf([{ field: 'customer', sort: 'asc' }])).toBe('customer');
    expect(orderbyOf([])).toBeNull();
  });

  it('keeps one search_{column} in the address, a date as YYYY-MM-DD', () => {
    const columns: GridColDef[] = [{ field: 'date', headerName: 'Effective', type: 'date' }];
    const typed = filterOf({
      items: [{ id: 1, field: 'date', operator: 'is', value: new Date(2026, 2, 5) }],
    });
    const search = withColumnFilter(new URLSearchParams('search_customer=ann&status=x'), typed);
    expect(search.toString()).toBe('status=x&search_date=2026-03-05');
    const filter = columnFilterOf(search);
    expect(filter).toEqual({ field: 'date', value: '2026-03-05' });
    expect(filterModelOf(filter, columns).items[0]).toMatchObject({
      field: 'date',
      operator: 'is',
      value: new Date(2026, 2, 5),
    });
  });

  it('gives each kind of column the operator the server means', () => {
    const columns: GridColDef[] = [
      { field: 'customer' },
      { field: 'amount', type: 'number' },
      { field: 'status', type: 'singleSelect' },
    ];
    const operator = (field: string) => filterModelOf({ field, value: '1' }, columns).items[0].operator;
    expect(['customer', 'amount', 'status'].map(operator)).toEqual(['contains', '=', 'is']);
    // A filter on a column the grid does not have is no filter.
    expect(filterModelOf({ field: 'ssn', value: '1' }, columns)).toEqual({ items: [] });
  });
});
