// Page transition (spec §2): fade, out-in, 0.2 s: the old page fades out, then the new one fades in.
// The page a document opens on is no transition: it paints at once, without a fade-in (issue 17: the
// fade's start forced a layout in the first render's long task and held the page's first paint). It
// renders in the commit after the layout's first (a transition): the layout (header, banners, heading)
// paints in one task and the page in the next, not both in one long task (issue 17, TBT).
import Fade from '@mui/material/Fade';
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router-dom';

let firstPageShown = false;

export function FadeOutlet({ durationMs }: { durationMs: number }) {
  const [appear] = useState(() => firstPageShown);
  const [ready, setReady] = useState(() => firstPageShown);
  useEffect(() => {
    firstPageShown = true;
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const current = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  const [shown, setShown] = useState<{ context: typeof current; outlet: ReactNode }>({
    context: current,
    outlet,
  });
  const leaving = shown.context.location.pathname !== location.pathname;

  // Same page (e.g. a new query string): keep what is shown current.
  useEffect(() => {
    if (!leaving) setShown({ context: current, outlet });
  }, [leaving, current, outlet]);

  const page = leaving ? shown : { context: current, outlet };
  return (
    <Fade
      in={!leaving}
      timeout={durationMs}
      appear={appear}
      onExited={() => setShown({ context: current, outlet })}
    >
      {/* The page fading out is inert: nothing on it can be clicked or typed into any more. */}
      <div inert={leaving}>
        {/* The page fading out keeps its own location, so it does not react to the next one. */}
        <UNSAFE_LocationContext.Provider value={page.context}>
          {ready ? page.outlet : null}
        </UNSAFE_LocationContext.Provider>
      </div>
    </Fade>
  );
}
