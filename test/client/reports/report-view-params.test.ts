// The report view in the query string (issue 12): what the address holds becomes the request, the
// grid's sort and column filter go back to the address as the API names them.
import type { ReportColumn } from '../../../src/shared/reports';
import {
  columnFilterOf,
  filterModelOf,
  orderbyOf,
  requestParamsOf,
  sortModelOf,
  withColumnFilter,
  withParam,
} from '../../../src/client/components/report-grid/report-view-params';

const place = { facilityId: 7, clientId: 3, wholeClient: false };

describe('the request of a view', () => {
  it('adds the facility chosen in the header, or the whole client', () => {
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
    const columns: ReportColumn[] = [
      { name: 'date', header: 'Effective', type: 'date', sortable: true, filterable: true },
    ];
    const search = withColumnFilter(new URLSearchParams('search_customer=ann'), {
      items: [{ id: 1, field: 'date', operator: 'is', value: new Date(2026, 2, 5) }],
    });
    expect(search.toString()).toBe('search_date=2026-03-05');
    const filter = columnFilterOf(search);
    expect(filter).toEqual({ field: 'date', value: '2026-03-05' });
    expect(filterModelOf(filter, columns).items[0].value).toEqual(new Date(2026, 2, 5));
  });
});
