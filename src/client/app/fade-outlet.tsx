// Page transition (spec §2): fade, out-in, 0.2 s: the old page fades out, then the new one fades in.
import Fade from '@mui/material/Fade';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';

export function FadeOutlet({ durationMs }: { durationMs: number }) {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const [shown, setShown] = useState<{ pathname: string; outlet: ReactNode }>({ pathname, outlet });
  const leaving = shown.pathname !== pathname;

  // Same page (e.g. a new query string): show the fresh outlet at once.
  useEffect(() => {
    if (!leaving) setShown({ pathname, outlet });
  }, [leaving, pathname, outlet]);

  return (
    <Fade in={!leaving} timeout={durationMs} appear onExited={() => setShown({ pathname, outlet })}>
      <div>{shown.outlet}</div>
    </Fade>
  );
}
