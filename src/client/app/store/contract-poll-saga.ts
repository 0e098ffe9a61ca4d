// The 5 s status poll of the contract editor (spec §4 Status polling, §9): after each pause it asks
// check_status for the watched field and reports the first change. A new watch or a stop cancels the
// loop (takeLatest), aborting a check still in flight.
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, cancelled, delay, put, takeLatest } from 'redux-saga/effects';
import { STATUS_POLL_MS } from '../../../shared/constants';
import { ApiError } from '../../api/client';
import { checkStatus } from '../../api/contracts';
import { pollStarted, pollStopped, statusChanged, type PollTarget } from './contract-poll-slice';

/** A 4xx (other than a time-out or too many requests) will not get better by asking again. */
const isLasting = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

function* checkOnce(target: PollTarget) {
  const controller = new AbortController();
  try {
    const answer: Awaited<ReturnType<typeof checkStatus>> = yield call(
      checkStatus,
      target.contractId,
      target.field,
      controller.signal,
    );
    return answer.status;
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

export function* pollContractStatus(target: PollTarget) {
  for (;;) {
    yield delay(STATUS_POLL_MS);
    let status: string | null;
    try {
      status = yield* checkOnce(target);
    } catch (e) {
      if (isLasting(e)) return;
      continue; // the server was not reached: ask again at the next tick
    }
    if (status !== target.value) {
      const { contractId, field, value } = target;
      yield put(statusChanged({ contractId, field, from: value, to: status }));
      return;
    }
  }
}

function* onPollAction(action: UnknownAction) {
  if (pollStarted.match(action)) yield* pollContractStatus(action.payload);
}

export function* contractPollSaga() {
  yield takeLatest([pollStarted.type, pollStopped.type], onPollAction);
}
