// 'Include all facilities' (spec §6): internal admins only, remembered in this browser's local storage.
import { useCallback, useState } from 'react';

export const INCLUDE_ALL_KEY = 'payplan.contracts.includeAllFacilities';

function stored(): boolean {
  try {
    return window.localStorage.getItem(INCLUDE_ALL_KEY) === 'true';
  } catch {
    return false; // storage blocked: the switch still works for this page
  }
}

/** [on, set]: always off for anyone who is not an internal admin, whatever was stored. */
export function useIncludeAll(isAdmin: boolean): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(INCLUDE_ALL_KEY, String(next));
    } catch {
      // not remembered; nothing else to do
    }
  }, []);
  return [isAdmin && on, set];
}
