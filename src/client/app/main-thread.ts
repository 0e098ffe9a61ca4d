// Work split into tasks short enough for a slow phone (issue 17: Total Blocking Time): a long task
// blocks input for as long as it runs, so the app's start gives the browser a turn between its steps.
import { useEffect, useRef, useState } from 'react';
import { BUSINESS_TIME_ZONE } from '../../shared/constants';

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/** Lets the browser run what waits (input, paint, network callbacks) before going on. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resume) => setTimeout(resume, 0));
}

/**
 * The first date or number format of a page loads the browser's locale and time-zone data: ~20 ms, and
 * 70–100 ms on a phone at a quarter of a laptop's speed. Asked for in a task of its own while the app's
 * chunks download, it is not added to the long tasks that evaluate and first render the app, where the
 * business calendar's and the charts' formats (shared/calendar.ts, …) would otherwise pay for it.
 */
export function loadLocaleDataSoon(): void {
  setTimeout(() => {
    new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'short' }).format(0);
    (0).toLocaleString('en-US');
  }, 0);
}

/**
 * Resolves once the browser has painted what is on the screen now: a frame, then a task after it. Work
 * started then does not hold the paint, nor compete with it for the network (issue 17: LCP).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resume) => requestAnimationFrame(() => setTimeout(resume, 0)));
}

/**
 * false, then true once the browser has painted the component's first render (afterNextPaint): a part
 * mounted then (a grid, a list's chunk) does not hold that paint. `onPainted` (the first render's) runs
 * just before: what it starts (a request) is under way before anything that render mounts asks.
 */
export function usePainted(onPainted?: () => void): boolean {
  const [painted, setPainted] = useState(false);
  const first = useRef(onPainted);
  useEffect(() => {
    let live = true;
    void afterNextPaint().then(() => {
      if (!live) return;
      first.current?.();
      setPainted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
