/**
 * A route's page whose code loads on demand (reader-pages.ts): drawn at once when that code
 * has already arrived, and otherwise through React.lazy.
 *
 * Why not React.lazy alone: a lazy component suspends on its first render even when its
 * module is already in (its import() settles a moment later), so the first screen would
 * show the loading fallback, and React holds back whatever replaces a fallback until 300 ms
 * after the fallback appeared. The boot waits for the first page's code instead (boot.tsx),
 * and the first frame React draws is the page itself, about 300 ms sooner.
 */
import { lazy, useState, type ComponentType } from 'react';
import type { PageCode } from './reader-pages.js';

export function lazyPage<Module, Props extends object>(
  code: PageCode<Module>,
  pick: (module: Module) => ComponentType<Props>,
): ComponentType<Props> {
  const Lazy = lazy(() => code().then((module) => ({ default: pick(module) })));
  return function LazyPage(props: Props) {
    // Decided once per mount, so a mounted page's element type never changes under it.
    const [loaded] = useState(() => code.loaded);
    if (loaded === undefined) return <Lazy {...props} />;
    const Page = pick(loaded);
    return <Page {...props} />;
  };
}
