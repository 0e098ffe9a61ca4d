// The contract status being waited for on the editor's screen (spec §4 Status polling): the saga checks
// it every 5 s and reports a change; the editor reloads the contract and names the customer.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type PollField = 'csr_status' | 'status';

/** What is watched: one field of one contract, and the value it had when the watch began. */
export interface PollTarget {
  contractId: number;
  field: PollField;
  value: string;
}

export interface StatusChange {
  contractId: number;
  field: PollField;
  from: string;
  to: string | null;
}

export interface ContractPollState {
  watching: PollTarget | null;
  /** The last change seen for the watched contract, until the editor starts or stops watching again. */
  change: StatusChange | null;
}

const initialState: ContractPollState = { watching: null, change: null };

const contractPollSlice = createSlice({
  name: 'contractPoll',
  initialState,
  reducers: {
    pollStarted: (state, action: PayloadAction<PollTarget>) => {
      state.watching = action.payload;
      state.change = null;
    },
    pollStopped: (state) => {
      state.watching = null;
      state.change = null;
    },
    statusChanged: (state, action: PayloadAction<StatusChange>) => {
      state.watching = null;
      state.change = action.payload;
    },
  },
});

export const { pollStarted, pollStopped, statusChanged } = contractPollSlice.actions;
export default contractPollSlice.reducer;

export const selectPollWatching = (state: { contractPoll: ContractPollState }) => state.contractPoll.watching;
export const selectStatusChange = (state: { contractPoll: ContractPollState }) => state.contractPoll.change;
