import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * True while a page is rendered ahead of time (the build, src/app/built-page.ts) and while
 * React takes that HTML over in the browser; false from the render after. What a component
 * draws while it is true must not depend on the browser (its time zone, its storage), or
 * the browser's first render would differ from the HTML; it draws the browser's version
 * right after. A page drawn in the browser from the start is never hydrating.
 */
export const useHydrating = (): boolean => useSyncExternalStore(nothingToWatch, () => false, () => true);
