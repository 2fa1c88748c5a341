import { lazy, Suspense, type ReactNode } from 'react';
import { WhenNear } from '../../../components/ui/when-near.js';
import { siteOrigin } from '../../../config/site-origin.js';
import type { Article } from '../types.js';
import { ArticleBody } from './article-body.js';
import { DiscussionSlot } from './discussion-slot.js';
import { ArticleDisclosure } from './article-disclosure.js';
import { ArticleFooter } from './article-extras.js';
import { ArticleFrame, COLUMN } from './article-frame.js';
import { articleUrl } from './article-links.js';
import { ArticlePageMeta } from './article-page-meta.js';
import { ArticleTopics } from './article-topics.js';
import { ShareButtons } from './share-buttons.js';
import { articlePageTexts } from './texts.js';
import { TradeIdeaCard } from './trade-idea-card.js';
import { useViewCount } from './use-view-count.js';

// Below the text: requested when the reader nears the end of the article.
const ArticleMore = lazy(() => import('./article-more.js').then((m) => ({ default: m.ArticleMore })));

interface ArticleViewProps {
  readonly article: Article;
  readonly newsletter?: ReactNode;
  /** The discussion under a published article, from its feature (features do not import each other). */
  readonly discussion?: (article: Article) => ReactNode;
  /** The article is the server's answer, not only the build's (its discussion waits for it). */
  readonly confirmed?: boolean;
}

export function ArticleView({ article, newsletter, discussion, confirmed = true }: ArticleViewProps) {
  const origin = siteOrigin();
  const url = articleUrl(article, origin);
  const counted = useViewCount(article);

  return (
    <>
      <ArticlePageMeta article={article} url={url} origin={origin} />
      <ArticleFrame article={article}>
        <div className={`${COLUMN} mt-8 space-y-8`}>
          {article.status !== 'published' && (
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
              {articlePageTexts.draftNotice}
            </p>
          )}
          <ShareButtons url={url} title={article.title} text={article.summary} />
          {article.summary && <p className="font-serif text-xl/8 text-slate-800 dark:text-slate-200">{article.summary}</p>}
          {article.tradeIdea && (
            <TradeIdeaCard idea={article.tradeIdea} outcome={article.ideaOutcome} amendments={article.ideaAmendments} publishedAt={article.status === 'published' ? article.publishedAt : null} />
          )}
          <ArticleBody html={article.content} />
          <ArticleDisclosure disclosure={article.disclosure} />
          <ArticleTopics tags={article.tags} tickers={article.tickers} />
          <ArticleFooter article={article} views={article.viewCount + (counted ? 1 : 0)} />
        </div>
      </ArticleFrame>
      {discussion && article.status === 'published' && <DiscussionSlot ready={confirmed}>{discussion(article)}</DiscussionSlot>}
      <WhenNear minHeight="32rem">
        <Suspense fallback={null}>
          <ArticleMore article={article} newsletter={newsletter} />
        </Suspense>
      </WhenNear>
    </>
  );
}
