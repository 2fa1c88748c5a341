/**
 * An article as readers will see it, from what the editor holds (the admin's Preview): the
 * head, summary, trade idea, text, disclosure, topics and author of ArticleView, without
 * what only a stored, published article has (views, likes, saves, sharing, related articles).
 * Loaded only on the admin's preview page.
 */
import type { Article } from '../types.js';
import { ArticleBody } from './article-body.js';
import { ArticleDisclosure } from './article-disclosure.js';
import { ArticleFrame, COLUMN } from './article-frame.js';
import { ArticleTopics } from './article-topics.js';
import { AuthorBio } from './author-bio.js';
import { TradeIdeaCard } from './trade-idea-card.js';

export function ArticlePreview({ article }: { readonly article: Article }) {
  return (
    <ArticleFrame article={article}>
      <div className={`${COLUMN} mt-8 space-y-8`}>
        {article.summary && <p className="font-serif text-xl/8 text-slate-800 dark:text-slate-200">{article.summary}</p>}
        {article.tradeIdea && <TradeIdeaCard idea={article.tradeIdea} outcome={article.ideaOutcome} amendments={article.ideaAmendments} publishedAt={null} />}
        <ArticleBody html={article.content} />
        <ArticleDisclosure disclosure={article.disclosure} />
        <ArticleTopics tags={article.tags} tickers={article.tickers} />
        <AuthorBio author={article.author} />
      </div>
    </ArticleFrame>
  );
}
