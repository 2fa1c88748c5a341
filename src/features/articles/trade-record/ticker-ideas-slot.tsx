/**
 * Where a ticker's page draws its ideas (ticker-ideas.tsx), from their own chunk. Drawn at
 * once when that code has arrived (the boot asks for it with the page's), else when it
 * does; always inside the same Suspense boundary, which the build's page holds too.
 */
import { lazy, Suspense, useState } from 'react';
import { loadTickerIdeas, tickerIdeasLoaded } from './ticker-ideas-code.js';

const LazyTickerIdeas = lazy(() => loadTickerIdeas().then((module) => ({ default: module.TickerIdeas })));

/** Key it by ticker. */
export function TickerIdeasSlot({ ticker }: { readonly ticker: string }) {
  // Decided once per mount, so that the element's type never changes under it.
  const [module] = useState(tickerIdeasLoaded);
  return <Suspense fallback={null}>{module ? <module.TickerIdeas ticker={ticker} /> : <LazyTickerIdeas ticker={ticker} />}</Suspense>;
}
