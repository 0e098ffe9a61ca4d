import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import contractPoll from './contract-poll-slice';
import lookups from './lookups-slice';
import notifications from './notifications-slice';
import { rootSaga } from './sagas';
import session from './session-slice';
import ui from './ui-slice';

const rootReducer = combineReducers({ session, lookups, notifications, ui, contractPoll });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(saga),
  });
  saga.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
