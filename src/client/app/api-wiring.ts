// Connects the API client's reactions to the store (spec §7, §8): 401 ends the session (the route guard
// then sends the user to /login?next=current), 403 'Terms not accepted' asks for the terms dialog, and
// other failures become notifications.
import { configureApiClient } from '../api/client';
import type { AppStore } from './store/store';
import { notified } from './store/notifications-slice';
import { fetchUser, sessionEnded } from './store/session-slice';
import { termsRequired } from './store/ui-slice';

export function connectApiClient(store: AppStore): void {
  configureApiClient({
    onUnauthorized: () => {
      if (!store.getState().session.data?.user) return;
      store.dispatch(sessionEnded());
      // The logged-out session hands out the csrf token the next login needs.
      void store.dispatch(fetchUser({ initial_load: true }));
    },
    onTermsNotAccepted: () => store.dispatch(termsRequired()),
    onNotice: (notice) => store.dispatch(notified(notice)),
  });
}
