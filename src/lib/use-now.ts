import { useHydrating } from './use-hydrating.js';

/** When the build rendered the page being taken over (src/app/built-page.ts); null on other pages. */
let builtAt: Date | null = null;

export const setBuiltTime = (date: Date | null): void => {
  builtAt = date;
};

/**
 * The time a page judges things by (whether a trade idea has expired): the build's while
 * React takes a built page over, so that the browser's first render is the HTML's, then the
 * browser's clock (lib/use-hydrating.ts).
 */
export function useNow(): Date {
  const hydrating = useHydrating();
  return hydrating && builtAt ? builtAt : new Date();
}
