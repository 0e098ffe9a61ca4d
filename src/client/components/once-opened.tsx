// A lazy part (a menu, a dialog) mounted from its first opening on: its chunk is not asked for before
// then (issue 17: the layout's first paint), and once shown it stays mounted so that it closes with its
// transition.
import { Suspense, useState, type ReactNode } from 'react';

export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
