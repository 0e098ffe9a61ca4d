// notistack loads with the first notification, not with the first page.
import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../app/store/hooks';
import { selectPendingNotices } from '../../app/store/notifications-slice';

const Notifier = lazy(() => import(/* webpackChunkName: "notifier" */ './notifier'));

export function NotificationsGate() {
  const pending = useAppSelector(selectPendingNotices).length > 0;
  const [needed, setNeeded] = useState(pending);
  if (pending && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifier />
    </Suspense>
  );
}
