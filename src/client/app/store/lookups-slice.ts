// Lookup lists (states, sources, reasons…). get_user returns them only when newer than lastFetched.
import { createSlice } from '@reduxjs/toolkit';
import type { LookupData } from '../../../shared/session';
import { fetchUser } from './session-slice';

export interface LookupsState {
  data: LookupData | null;
  lastFetched: string | null;
}

const initialState: LookupsState = { data: null, lastFetched: null };

const lookupsSlice = createSlice({
  name: 'lookups',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(fetchUser.fulfilled, (state, action) => {
      if (action.payload.lookupData) {
        state.data = action.payload.lookupData;
        state.lastFetched = action.payload.lookupLastFetched;
      }
    });
  },
});

export default lookupsSlice.reducer;

export const selectLookups = (state: { lookups: LookupsState }) => state.lookups.data;
