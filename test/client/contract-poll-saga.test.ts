// The 5 s status poll (spec §4 Status polling, §9), run by the saga in a real store.
import { pollStarted, pollStopped, type PollTarget } from '../../src/client/app/store/contract-poll-slice';
import { makeStore } from '../../src/client/app/store/store';
import { STATUS_POLL_MS } from '../../src/shared/constants';
import { mockFetch, type FetchCall } from './fetch-mock';

const checks = (calls: FetchCall[]) => calls.filter((c) => c.path === '/api/check_status');

const WAITING_CSR: PollTarget = { contractId: 501, field: 'csr_status', value: 'WAITING AUTHORIZATION' };
const WAITING_SIGNATURE: PollTarget = { contractId: 501, field: 'status', value: 'WAITING E-SIGNATURE' };

describe('status polling every 5 s (spec §4 Status polling)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks check_status for the watched field every 5 s while nothing changes', async () => {
    const { fetchMock, calls } = mockFetch({
      'GET /api/check_status': { body: { status: 'WAITING AUTHORIZATION' } },
    });
    const store = makeStore();
    store.dispatch(pollStarted(WAITING_CSR));
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS - 100);
    expect(checks(calls)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(100);
    expect(checks(calls)).toHaveLength(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/check_status?contract_id=501&status_field=csr_status');
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 2);
    expect(checks(calls)).toHaveLength(3);
    expect(store.getState().contractPoll.change).toBeNull();
  });

  it('reports the first change and stops asking', async () => {
    let status = 'WAITING E-SIGNATURE';
    const { fetchMock, calls } = mockFetch({ 'GET /api/check_status': () => ({ body: { status } }) });
    const store = makeStore();
    store.dispatch(pollStarted(WAITING_SIGNATURE));
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/check_status?contract_id=501&status_field=status');
    status = 'SIGNED';
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(store.getState().contractPoll).toEqual({
      watching: null,
      change: { contractId: 501, field: 'status', from: 'WAITING E-SIGNATURE', to: 'SIGNED' },
    });
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 3);
    expect(checks(calls)).toHaveLength(2);
  });

  it('stops on pollStopped', async () => {
    const { calls } = mockFetch({ 'GET /api/check_status': { body: { status: 'WAITING AUTHORIZATION' } } });
    const store = makeStore();
    store.dispatch(pollStarted(WAITING_CSR));
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS);
    store.dispatch(pollStopped());
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 4);
    expect(checks(calls)).toHaveLength(1);
    expect(store.getState().contractPoll.watching).toBeNull();
  });

  it('a new watch replaces the old one: one loop, for the new field', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/check_status': { body: { status: 'WAITING E-SIGNATURE' } },
    });
    const store = makeStore();
    store.dispatch(pollStarted(WAITING_CSR));
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS / 2);
    store.dispatch(pollStarted(WAITING_SIGNATURE));
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 2);
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls).toEqual([
      '/api/check_status?contract_id=501&status_field=status',
      '/api/check_status?contract_id=501&status_field=status',
    ]);
  });

  it('keeps asking after the server could not be reached, and gives up on a 404', async () => {
    let answer: { status: number; body: unknown } = { status: 503, body: {} };
    const { calls } = mockFetch({ 'GET /api/check_status': () => answer });
    const store = makeStore();
    store.dispatch(pollStarted(WAITING_CSR));
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 2);
    expect(checks(calls)).toHaveLength(2);
    answer = { status: 404, body: {} };
    await jest.advanceTimersByTimeAsync(STATUS_POLL_MS * 3);
    expect(checks(calls)).toHaveLength(3);
    expect(store.getState().contractPoll.change).toBeNull();
  });
});
