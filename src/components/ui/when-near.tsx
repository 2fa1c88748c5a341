/**
 * Renders its children once the reader scrolls near where they go (or at once where the
 * browser cannot tell). For what comes far below the text of a page: its code and its data
 * are fetched only for readers who get that far, and the page holds the space meanwhile.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/**
 * Whether the reader has scrolled near `place` (800 px or less from the view), from then on;
 * true at once where the browser cannot tell.
 */
export function useNear(place: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '800px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, place]);

  return near;
}

/**
 * `now`: render them at once all the same (the address links to them). `ready`: not before
 * this is true, however near (what they show is not settled yet).
 */
export function WhenNear({ children, minHeight, now = false, ready = true }: { readonly children: ReactNode; readonly minHeight: string; readonly now?: boolean; readonly ready?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNear(place);
  return (near || now) && ready ? <>{children}</> : <div ref={place} style={{ minHeight }} />;
}
