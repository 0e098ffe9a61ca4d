// Shell state: sidebar, the open modal, the progress bar and requests for the terms dialog.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PROGRESS_TIMEOUT_MS } from '../../../shared/constants';

/** Modals that close on route change (spec §2); the terms dialog is driven by its machine instead. */
export type ModalName = 'switchFacility' | 'impersonation';

export interface UiState {
  sidebarOpen: boolean;
  modal: ModalName | null;
  /** Work in flight that shows the progress bar, and how long it may run before the bar gives up. */
  progress: { pending: number; timeoutMs: number };
  /** Bumped each time the server says terms are not accepted; the terms dialog listens. */
  termsRequests: number;
}

const initialState: UiState = {
  sidebarOpen: true,
  modal: null,
  progress: { pending: 0, timeoutMs: PROGRESS_TIMEOUT_MS },
  termsRequests: 0,
};

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    sidebarToggled: (state) => {
      state.sidebarOpen = !state.sidebarOpen;
    },
    modalOpened: (state, action: PayloadAction<ModalName>) => {
      state.modal = action.payload;
    },
    modalClosed: (state) => {
      state.modal = null;
    },
    progressStarted: (state, action: PayloadAction<{ timeoutMs?: number } | undefined>) => {
      state.progress.pending += 1;
      state.progress.timeoutMs = action.payload?.timeoutMs ?? PROGRESS_TIMEOUT_MS;
    },
    progressDone: (state) => {
      state.progress.pending = Math.max(0, state.progress.pending - 1);
    },
    termsRequired: (state) => {
      state.termsRequests += 1;
    },
  },
});

export const { sidebarToggled, modalOpened, modalClosed, progressStarted, progressDone, termsRequired } =
  uiSlice.actions;
export default uiSlice.reducer;

type UiRoot = { ui: UiState };
export const selectSidebarOpen = (state: UiRoot) => state.ui.sidebarOpen;
export const selectModal = (state: UiRoot) => state.ui.modal;
export const selectProgress = (state: UiRoot) => state.ui.progress;
export const selectTermsRequests = (state: UiRoot) => state.ui.termsRequests;
