// The view held in the address (issue 12): what it says now, and a change built on it — each change a
// history entry, so Back returns to the view before; the same view again adds none.
import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

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
      if (wanted.toString() !== now.toString()) setSearch(wanted, options);
    },
    [pathname, setSearch],
  );
  return { search, change };
}
