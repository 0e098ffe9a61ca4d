// The view held in the address (issue 12): what it says now, and a change built on it — each change a
// history entry, so Back returns to the view before; the same view again adds none. A new view starts
// at its first row: the row scrolled to belongs to the view it was in.
import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ROW_PARAM, sameView } from './view-params';

export type ViewChange = (
  next: (now: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void;

export function useUrlView(): { search: URLSearchParams; change: ViewChange } {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const rendered = useRef(search);
  rendered.current = search;
  const change = useCallback<ViewChange>(
    (next, options) => {
      // The address as it is now: a debounced change may fire before this screen renders a newer one.
      const now =
        window.location.pathname === pathname
          ? new URLSearchParams(window.location.search)
          : rendered.current;
      const wanted = next(new URLSearchParams(now));
      if (!sameView(wanted, now)) wanted.delete(ROW_PARAM);
      if (wanted.toString() === now.toString()) return;
      // Where the view is scrolled to replaces the entry and leaves the window where it is.
      setSearch(wanted, { ...options, preventScrollReset: options?.replace });
    },
    [pathname, setSearch],
  );
  return { search, change };
}
