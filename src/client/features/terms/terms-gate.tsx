// Loads the terms dialog (and XState with it) only when terms must be accepted: the server answered
// 403 'Terms not accepted', or the session says they are not accepted. Keeps the login page light.
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/store/hooks';
import { selectMustAcceptTerms } from '../../app/store/session-slice';
import { selectTermsRequests } from '../../app/store/ui-slice';

const TermsDialog = lazy(() => import(/* webpackChunkName: "terms-dialog" */ './terms-dialog'));

export function TermsGate() {
  const requests = useAppSelector(selectTermsRequests);
  const mustAccept = useAppSelector(selectMustAcceptTerms);
  // One dialog for the whole app; its machine ignores further requests while it is open.
  if (requests === 0 && !mustAccept) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog />
    </Suspense>
  );
}
