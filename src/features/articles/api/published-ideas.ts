/**
 * The published trade ideas of one author, or on one security, each with what became of it:
 * what an author's page and a ticker's page draw their record from (lib/trade-record.ts).
 *
 * A record needs every idea, so this reads them all, newest first, in reads of 50 (the most
 * the rules let a reader's query ask for), each starting after the last: a page view costs
 * one document read per idea, and at least one (docs/data-model.md, "What a page view
 * reads"). Over REST, as the first screen's lists are (first-screen.ts): the boot starts it
 * (src/app/start-route-data.ts), the build renders with it (src/app/prerender.tsx), and the
 * pages take it over (trade-record/use-published-ideas.ts); no SDK is needed for it.
 *
 * An author's ideas are their Trade Ideas articles: the rules allow an idea in that category
 * only (firestore.rules validTradeIdea), so the other articles are not read; one without an
 * idea is read and left out. Indexes (firestore.indexes.json): articles (status, author.id,
 * category, publishedAt desc) and (status, tradeIdea.ticker, publishedAt desc).
 */
import type { CategoryId } from '../../../config/categories.js';
import { preload } from '../../../lib/preload.js';
import {
  allOf, documentName, fieldEquals, runQueryRest, timestampValue, type RestDocument, type RestFilter, type RestTimestamp, type StructuredQuery,
} from '../../../lib/firebase/rest-query.js';
import type { IdeaAmendment, RecordedIdea } from '../../../lib/trade-record.js';
import { articleFromDoc } from './article-from-doc.js';

/** Whose ideas: an author's (by the public id of their byline) or a security's (by its symbol). */
export type IdeaSource = { readonly kind: 'author'; readonly author: string } | { readonly kind: 'ticker'; readonly ticker: string };

/** An idea as a record lists it: the idea, its outcome and amendments, and the article that published it. */
export interface PublishedIdea extends RecordedIdea {
  readonly articleId: string;
  readonly slug: string;
  readonly title: string;
  readonly author: { readonly id: string; readonly name: string };
  /** Oldest first. */
  readonly amendments: readonly IdeaAmendment[];
}

export interface PublishedIdeas {
  /** Newest first. */
  readonly ideas: readonly PublishedIdea[];
}

/** Documents a read asks for: the most a reader's query may (firestore.rules boundedQuery(50)). */
export const IDEAS_PER_READ = 50;

const TRADE_IDEAS: CategoryId = 'trade-ideas';
const IDEA_FIELDS = ['title', 'slug', 'publishedAt', 'author.id', 'author.name', 'tradeIdea', 'ideaOutcome', 'ideaAmendments'];

export const ideasKey = (source: IdeaSource): string => (source.kind === 'author' ? `ideas:author:${source.author}` : `ideas:ticker:${source.ticker}`);

const text = (stringValue: string) => ({ stringValue });

function sourceFilters(source: IdeaSource): RestFilter[] {
  return source.kind === 'author'
    ? [fieldEquals('author.id', text(source.author)), fieldEquals('category', text(TRADE_IDEAS))]
    : [fieldEquals('tradeIdea.ticker', text(source.ticker))];
}

interface Place {
  readonly publishedAt: RestTimestamp;
  readonly id: string;
}

function ideasQuery(source: IdeaSource, after: Place | null): StructuredQuery {
  return {
    select: { fields: IDEA_FIELDS.map((fieldPath) => ({ fieldPath })) },
    from: [{ collectionId: 'articles' }],
    where: allOf(fieldEquals('status', text('published')), ...sourceFilters(source)),
    orderBy: [
      { field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' },
      { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
    ],
    ...(after && { startAt: { values: [timestampValue(after.publishedAt), { referenceValue: documentName(`articles/${after.id}`) }], before: false } }),
    limit: IDEAS_PER_READ,
  };
}

function publishedIdea(document: RestDocument): PublishedIdea[] {
  const article = articleFromDoc(document.id, document.fields);
  if (!article.tradeIdea) return [];
  return [
    {
      articleId: article.id,
      slug: article.slug,
      title: article.title,
      author: { id: article.author.id, name: article.author.name },
      publishedAt: article.publishedAt,
      idea: article.tradeIdea,
      outcome: article.ideaOutcome,
      amendments: article.ideaAmendments,
    },
  ];
}

/** Every published idea of the source, newest first. */
export async function readPublishedIdeas(source: IdeaSource): Promise<PublishedIdeas> {
  const ideas: PublishedIdea[] = [];
  for (let after: Place | null = null; ; ) {
    const found = await runQueryRest(ideasQuery(source, after));
    ideas.push(...found.flatMap(publishedIdea));
    const last = found.at(-1);
    const lastPublished = last?.fields.publishedAt as RestTimestamp | null | undefined;
    if (found.length < IDEAS_PER_READ || !last || !lastPublished) break;
    after = { publishedAt: lastPublished, id: last.id };
  }
  return { ideas };
}

export const preloadPublishedIdeas = (source: IdeaSource): Promise<PublishedIdeas> => preload(ideasKey(source), () => readPublishedIdeas(source));
