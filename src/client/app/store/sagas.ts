// Sagas do timing only (STYLE.md): the 15-minute user refresh (spec §1), which also refreshes the
// lookups because get_user sends lookup_last_fetched, and the contract editor's 5 s status poll (§4).
import type { UnknownAction } from '@reduxjs/toolkit';
import { delay, fork, put, select, takeLatest } from 'redux-saga/effects';
import { USER_REFRESH_MS } from '../../../shared/constants';
import { contractPollSaga } from './contract-poll-saga';
import { fetchUser, selectUser, sessionEnded } from './session-slice';

/** Each load restarts the clock; a logout cancels it (takeLatest drops the waiting task). */
export function* refreshUserLater() {
  const user: ReturnType<typeof selectUser> = yield select(selectUser);
  if (!user) return;
  yield delay(USER_REFRESH_MS);
  // put goes through the whole middleware chain, so the thunk middleware runs the thunk.
  yield put(fetchUser() as unknown as UnknownAction);
}

export function* rootSaga() {
  yield takeLatest([fetchUser.fulfilled.type, sessionEnded.type], refreshUserLater);
  yield fork(contractPollSaga);
}
