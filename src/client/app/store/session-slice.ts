// The session (spec §3 User/session): what /auth/get_user returned, and the rights derived from it.
import { createAsyncThunk, createSelector, createSlice } from '@reduxjs/toolkit';
import { deriveRights } from '../../../shared/permissions';
import type { GetUserRequest, GetUserResponse } from '../../../shared/session';
import { getUser, logout as logoutCall } from '../../api/auth';
import { takeEarlySession } from '../../api/early-session';

export interface SessionState {
  data: GetUserResponse | null;
  /** 'idle' until the first get_user answers; guards wait for it. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

interface SessionRoot {
  session: SessionState;
  lookups: { lastFetched: string | null };
}

const initialState: SessionState = { data: null, status: 'idle' };

/** Loads the user; keeps the current facility and tells the server which lookups the client holds. */
export const fetchUser = createAsyncThunk<
  GetUserResponse,
  GetUserRequest | undefined,
  { state: SessionRoot }
>('session/fetchUser', (request, { getState, signal }) => {
  const { session, lookups } = getState();
  const ask = () =>
    getUser(
      {
        facility_id: session.data?.currentFacility?.id ?? null,
        local_time: new Date().toISOString(),
        lookup_last_fetched: lookups.lastFetched,
        ...request,
      },
      signal,
    );
  // The app's first load takes the answer the entry asked for (api/early-session.ts); if that failed
  // (no network for a moment), it asks again, with the API client's reactions now in place.
  const early = request?.initial_load && !session.data ? takeEarlySession() : null;
  return early ? early.catch(ask) : ask();
});

/** Logs out on the server, then loads the logged-out session (and its fresh csrf token). */
export const logoutUser = createAsyncThunk<void, void, { state: SessionRoot }>(
  'session/logout',
  async (_, { dispatch }) => {
    try {
      await logoutCall();
    } finally {
      dispatch(sessionEnded());
      await dispatch(fetchUser({ initial_load: true }));
    }
  },
);

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The server said 401, or the user logged out: nothing of the old session stays usable. */
    sessionEnded: (state) => {
      state.data = state.data && {
        ...state.data,
        user: null,
        permissions: [],
        clients: [],
        currentFacility: null,
        announcement: null,
        multipleFacilities: false,
        isImpersonator: false,
        impersonator: null,
      };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUser.pending, (state) => {
        if (state.status !== 'ready') state.status = 'loading';
      })
      .addCase(fetchUser.fulfilled, (state, action) => {
        state.data = action.payload;
        state.status = 'ready';
      })
      .addCase(fetchUser.rejected, (state) => {
        if (state.status !== 'ready') state.status = 'failed';
      });
  },
});

export const { sessionEnded } = sessionSlice.actions;
export default sessionSlice.reducer;

export const selectSession = (state: SessionRoot) => state.session.data;
export const selectSessionStatus = (state: SessionRoot) => state.session.status;
export const selectUser = (state: SessionRoot) => state.session.data?.user ?? null;
export const selectCurrentFacility = (state: SessionRoot) => state.session.data?.currentFacility ?? null;

/** Logged in but the current terms are not accepted yet (spec §4 Terms). */
export const selectMustAcceptTerms = (state: SessionRoot) => {
  const session = state.session.data;
  return Boolean(session?.user && !session.multifactorPending && !session.termsAccepted);
};

/** Rights come from deriveRights only (spec §6), with the current client and facility as scope. */
export const selectRights = createSelector([selectSession], (session) =>
  deriveRights({
    hasAccount: Boolean(session?.user),
    multifactorPending: session?.multifactorPending ?? false,
    termsAccepted: session?.termsAccepted ?? false,
    permissions: session?.permissions ?? [],
    clientId: session?.currentFacility?.client_id ?? null,
    facilityId: session?.currentFacility?.id ?? null,
  }),
);
