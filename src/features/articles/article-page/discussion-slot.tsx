/**
 * Where the discussion goes under an article: in the reading column, loaded as the reader
 * nears it (WhenNear: its code and its queries are spent only on readers who get that far),
 * or at once when the address links to it (#comments: the comment count's link, or a guest
 * back from logging in to comment). Not while a built page is being taken over: the build
 * drew the place empty, and the first render must draw the same. Not before the article is
 * the server's answer rather than the build's (`ready`): one unpublished since the build
 * has no discussion a reader may read, and asking for it would be refused.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { WhenNear } from '../../../components/ui/when-near.js';
import { DISCUSSION_HASH } from '../../../config/paths.js';
import { useHydrating } from '../../../lib/use-hydrating.js';
import { COLUMN } from './article-frame.js';

export function DiscussionSlot({ children, ready }: { readonly children: ReactNode; readonly ready: boolean }) {
  const { hash } = useLocation();
  const hydrating = useHydrating();
  // Once asked for, it stays, wherever the address goes within the page.
  const [linked, setLinked] = useState(false);
  if (!linked && !hydrating && ready && hash === DISCUSSION_HASH) setLinked(true);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12">
      <div className={COLUMN}>
        <WhenNear minHeight="16rem" now={linked} ready={ready}>
          <Suspense fallback={null}>{children}</Suspense>
        </WhenNear>
      </div>
    </div>
  );
}
