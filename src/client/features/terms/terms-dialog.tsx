// The terms dialog (spec §4 Terms), driven by machines/terms.machine.ts with the app's effects.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { termsMachine } from '../../../../machines/terms.machine';
import { TERMS_SCROLL_THRESHOLD_PX } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { acceptTerms, getTerms } from '../../api/auth';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks';
import { fetchUser, logoutUser, selectMustAcceptTerms } from '../../app/store/session-slice';
import { selectTermsRequests } from '../../app/store/ui-slice';

export default function TermsDialog() {
  const dispatch = useAppDispatch();
  const requests = useAppSelector(selectTermsRequests);
  const mustAccept = useAppSelector(selectMustAcceptTerms);
  const actor = useActorRef(
    termsMachine.provide({
      actors: {
        loadTerms: fromPromise(() => getTerms()),
        acceptTerms: fromPromise<void>(async () => {
          await acceptTerms();
        }),
      },
      actions: {
        reloadUser: () => void dispatch(fetchUser()),
        logout: () => void dispatch(logoutUser()),
      },
    }),
    { input: { scrollThresholdPx: TERMS_SCROLL_THRESHOLD_PX } },
  );
  const state = useSelector(actor, (s) => s);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (requests > 0 || mustAccept) actor.send({ type: 'terms.required' });
  }, [actor, requests, mustAccept]);

  const reportScroll = () => {
    if (content.current) actor.send({ type: 'terms.scrolled', ...pick(content.current) });
  };
  // Terms short enough to need no scrolling count as read once shown.
  const reading = state.matches('reading');
  useEffect(() => {
    if (reading && content.current) actor.send({ type: 'terms.scrolled', ...pick(content.current) });
  }, [actor, reading]);

  const { terms, errorMessage } = state.context;
  const open = !state.matches('closed');
  const busy = state.matches('loading') || state.matches('accepting');
  return (
    <Dialog open={open} maxWidth="md" fullWidth aria-labelledby="terms-title">
      <DialogTitle id="terms-title">{terms?.title ?? 'Terms and Conditions'}</DialogTitle>
      <DialogContent
        dividers
        ref={content}
        onScroll={reportScroll}
        data-testid="terms-content"
        sx={{ maxHeight: '55vh' }}
      >
        <Alert severity="info" sx={{ mb: 2 }}>
          {MESSAGES.termsNotAccepted}
        </Alert>
        {errorMessage && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage}
          </Alert>
        )}
        {state.matches('loading') && <CircularProgress aria-label="Loading terms" />}
        {terms && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{terms.body}</Typography>}
      </DialogContent>
      <DialogActions>
        {!state.can({ type: 'terms.accept' }) && terms && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
            Scroll to the end to accept.
          </Typography>
        )}
        {state.matches('loadFailed') && (
          <Button onClick={() => actor.send({ type: 'terms.retry' })}>Retry</Button>
        )}
        <Button onClick={() => actor.send({ type: 'terms.decline' })} disabled={state.matches('accepting')}>
          Decline
        </Button>
        <Button
          variant="contained"
          onClick={() => actor.send({ type: 'terms.accept' })}
          disabled={busy || !state.can({ type: 'terms.accept' })}
        >
          Accept
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const pick = (el: HTMLElement) => ({
  scrollTop: el.scrollTop,
  scrollHeight: el.scrollHeight,
  clientHeight: el.clientHeight,
});
