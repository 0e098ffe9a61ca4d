// A first page asked for before its grid is there (issue 17: the contract list's rows start beside the
// grid's chunk): the grid's first load of the same view takes that answer once; any other view, a
// later load or a stale answer goes to the server.
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  prefetchFirstPage,
  useServerPages,
  type GridSource,
} from '../../../src/client/components/server-grid/use-server-pages';
import type { GridParams } from '../../../src/client/components/server-grid/view-params';

interface Row {
  id: number;
}

function countingSource() {
  const asked: { params: GridParams; offset: number }[] = [];
  const source: GridSource<Row> = {
    pageSize: 2,
    page: (params, offset) => {
      asked.push({ params, offset });
      return Promise.resolve({ rows: [{ id: asked.length }], count: 1 });
    },
  };
  return { source, asked };
}

afterEach(() => jest.restoreAllMocks());

it('takes the prefetched first page once for the same view, and asks the server for the next load', async () => {
  const { source, asked } = countingSource();
  prefetchFirstPage(source, { status: 'completed' });
  expect(asked).toHaveLength(1);

  const { result } = renderHook(() => useServerPages(source, { status: 'completed' }));
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 1 }]));
  expect(asked).toHaveLength(1);

  act(() => result.current.reload());
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
  expect(asked).toEqual([
    { params: { status: 'completed' }, offset: 0 },
    { params: { status: 'completed' }, offset: 0 },
  ]);
});

it('asks the server when the grid opens on another view than the one prefetched', async () => {
  const { source, asked } = countingSource();
  prefetchFirstPage(source, { status: 'completed' });
  const { result } = renderHook(() => useServerPages(source, { status: 'rejected' }));
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
  expect(asked.map((a) => a.params)).toEqual([{ status: 'completed' }, { status: 'rejected' }]);
});

it('does not use a prefetched page older than ten seconds', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-27T12:00:00Z'));
  const { source, asked } = countingSource();
  prefetchFirstPage(source, {});
  now.mockReturnValue(Date.parse('2026-11-27T12:00:11Z'));
  const { result } = renderHook(() => useServerPages(source, {}));
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 2 }]));
  expect(asked).toHaveLength(2);
});
