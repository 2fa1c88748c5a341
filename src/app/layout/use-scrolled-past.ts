import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `offset` pixels; re-renders only when that flips.
 *
 * Read on scroll, and first in the frame after the header mounts, never while React renders
 * or commits: reading `scrollY` makes the browser lay the page out there and then, and in a
 * commit that lays out the whole freshly drawn page inside React's task (useSyncExternalStore
 * reads it in both; an effect can run in the commit's task too). In an animation frame the
 * browser lays the page out for that frame anyway.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);

  useEffect(() => {
    const check = () => setPast(window.scrollY > offset);
    const frame = requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, [offset]);

  return past;
}
