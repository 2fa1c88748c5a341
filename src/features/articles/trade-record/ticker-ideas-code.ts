/**
 * The code of a ticker page's ideas (ticker-ideas.tsx), loaded once: by the boot on a ticker's
 * address, beside the list page's code (src/app/start-route-data.ts), else by the page. No
 * React here: the boot imports it before React has loaded.
 */
import type * as TickerIdeasModule from './ticker-ideas.js';

let pending: Promise<typeof TickerIdeasModule> | undefined;
let loaded: typeof TickerIdeasModule | undefined;

export function loadTickerIdeas(): Promise<typeof TickerIdeasModule> {
  pending ??= import('./ticker-ideas.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = undefined; // a later visit tries again
      throw error;
    },
  );
  return pending;
}

/** The module, once it has arrived. */
export const tickerIdeasLoaded = (): typeof TickerIdeasModule | undefined => loaded;
