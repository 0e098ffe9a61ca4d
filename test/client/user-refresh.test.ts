import { fetchUser, sessionEnded } from '../../src/client/app/store/session-slice';
import { makeStore } from '../../src/client/app/store/store';
import { USER_REFRESH_MS } from '../../src/shared/constants';
import type { GetUserResponse, LookupData } from '../../src/shared/session';
import { mockFetch } from './fetch-mock';
import { LOGGED_OUT, makeSession } from './fixtures';

const LOOKUPS: LookupData = {
  states: [{ code: 'NY', label: 'New York' }],
  sources: [],
  reasons_for_cancel: [],
  contract_types: [],
  industry_types: [],
  taxes: [],
};

const getUserCalls = (calls: ReturnType<typeof mockFetch>['calls']) =>
  calls.filter((c) => c.path === '/auth/get_user');

describe('user refresh every 15 minutes (spec §1, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reloads the user after 15 minutes, sending the facility and lookup_last_fetched', async () => {
    const { calls } = mockFetch({
      'POST /auth/get_user': {
        body: { ...makeSession('read'), lookupData: LOOKUPS, lookupLastFetched: '2026-11-22T01:00:00.000Z' },
      },
    });
    const store = makeStore();
    await store.dispatch(fetchUser({ initial_load: true }));
    expect(store.getState().lookups.data).toEqual(LOOKUPS);
    expect(getUserCalls(calls)).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS - 1000);
    expect(getUserCalls(calls)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(getUserCalls(calls)).toHaveLength(2);
    expect(getUserCalls(calls)[1].body).toMatchObject({
      facility_id: 7,
      lookup_last_fetched: '2026-11-22T01:00:00.000Z',
    });
    expect(getUserCalls(calls)[1].body).not.toHaveProperty('initial_load');

    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS);
    expect(getUserCalls(calls)).toHaveLength(3);
  });

  it('keeps the lookups it has when the server sends none (not newer)', async () => {
    let answer: GetUserResponse = {
      ...makeSession('read'),
      lookupData: LOOKUPS,
      lookupLastFetched: '2026-11-22T01:00:00.000Z',
    };
    mockFetch({ 'POST /auth/get_user': () => ({ body: answer }) });
    const store = makeStore();
    await store.dispatch(fetchUser());
    answer = { ...answer, lookupData: null, lookupLastFetched: null };
    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS);
    expect(store.getState().lookups).toEqual({ data: LOOKUPS, lastFetched: '2026-11-22T01:00:00.000Z' });
  });

  it('stops refreshing at logout', async () => {
    const { calls } = mockFetch({ 'POST /auth/get_user': { body: makeSession('read') } });
    const store = makeStore();
    await store.dispatch(fetchUser());
    store.dispatch(sessionEnded());
    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS * 2);
    expect(getUserCalls(calls)).toHaveLength(1);
  });

  it('does not refresh a logged-out session', async () => {
    const { calls } = mockFetch({ 'POST /auth/get_user': { body: LOGGED_OUT } });
    const store = makeStore();
    await store.dispatch(fetchUser({ initial_load: true }));
    await jest.advanceTimersByTimeAsync(USER_REFRESH_MS * 2);
    expect(getUserCalls(calls)).toHaveLength(1);
  });
});
