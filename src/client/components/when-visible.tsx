// Renders its children once their place on the page comes near the screen, a placeholder of the same
// height until then: below-the-fold work (the dashboard's charts: their chunk and first render are the
// page's longest tasks) stays out of the first load on a phone (issue 17, TBT) and nothing moves.
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenVisibleProps {
  height: number;
  label: string;
  children: ReactNode;
}

export function WhenVisible({ height, label, children }: WhenVisibleProps) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  if (near) return children;
  return (
    <div ref={place}>
      <Skeleton variant="rectangular" height={height} aria-label={label} />
    </div>
  );
}
