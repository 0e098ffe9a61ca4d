// The progress bar runs while a route loads (10 s, login 30 s) or while work reports progress (spec §2, §9);
// after its time-out it hides rather than spin forever.
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { ROUTES, routeNameFor } from './routes';
import { useAppSelector } from './store/hooks';
import { selectProgress } from './store/ui-slice';

export function ProgressBar() {
  const navigation = useNavigation();
  const progress = useAppSelector(selectProgress);
  const pendingName = navigation.location ? routeNameFor(navigation.location.pathname) : null;
  const navigating = navigation.state !== 'idle';
  const active = navigating || progress.pending > 0;
  const timeoutMs = navigating && pendingName ? ROUTES[pendingName].progressTimeoutMs : progress.timeoutMs;
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    setTimedOut(false);
    if (!active) return;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [active, timeoutMs, navigation.location]);

  if (!active || timedOut) return null;
  return (
    <LinearProgress
      aria-label="Loading"
      color="secondary"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.tooltip + 1, height: 3 }}
    />
  );
}
