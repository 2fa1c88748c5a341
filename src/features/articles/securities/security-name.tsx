/**
 * A ticker page names its security (securities.ts): the list is a chunk of its own, loaded on
 * ticker pages only. A lazy component inside a Suspense boundary, so that the build's page
 * holds the name (React's prerender waits for it) and the browser keeps that HTML until the
 * chunk is in.
 */
import { lazy, Suspense } from 'react';

const Name = lazy(async () => {
  const { SECURITIES } = await import('./securities.js');
  return {
    default: function Name({ symbol }: { readonly symbol: string }) {
      const security = SECURITIES[symbol];
      if (!security) return null;
      return (
        <p className="mt-1 text-base font-medium text-slate-700 dark:text-slate-200">
          {security.name} <span className="text-slate-500 dark:text-slate-400">· {security.exchange}</span>
        </p>
      );
    },
  };
});

export function SecurityName({ symbol }: { readonly symbol: string }) {
  return (
    <Suspense fallback={null}>
      <Name symbol={symbol} />
    </Suspense>
  );
}
