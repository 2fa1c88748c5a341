import { layoutTexts } from './texts.js';

/** The first stop of the keyboard on every page: straight to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900 focus:shadow"
    >
      {layoutTexts.skipToContent}
    </a>
  );
}
