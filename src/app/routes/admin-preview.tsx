/**
 * The admin's preview page (/admin/preview): what the editor holds, unsaved, as readers will
 * see it, inside the site's header and footer; the editor shows it in a frame at a desktop or
 * a phone width (features/admin-articles/preview.ts). Composed here because features do not
 * import each other: the draft comes from the editor, the page from the articles.
 */
import { useEffect, useState } from 'react';
import { PageMeta } from '../../components/page-meta.js';
import { readingTime } from '../../lib/article-text.js';
import { parseTags, tickersOf, tradeIdeaOf } from '../../features/admin-articles/draft.js';
import { onPreviewChange, readPreview, type PreviewData } from '../../features/admin-articles/preview.js';
import { manageTexts } from '../../features/admin-articles/texts.js';
import { ArticlePreview } from '../../features/articles/article-page/article-preview.js';
import type { Article } from '../../features/articles/types.js';

const texts = {
  title: (headline: string) => `Preview: ${headline}`,
  description: 'The article as readers will see it, before it is saved.',
  nothing: 'Nothing to preview',
  nothingHint: 'Open Preview from the article editor.',
} as const;

/** The article as its page would show it once published now, by the admin writing it. */
function previewArticle({ draft, author }: PreviewData): Article {
  const now = new Date();
  return {
    id: 'preview',
    title: draft.title.trim() || manageTexts.untitled,
    slug: draft.slug,
    summary: draft.summary,
    excerpt: '',
    content: draft.content,
    category: draft.category || null,
    tags: parseTags(draft.tags),
    featuredImage: draft.featuredImage,
    featuredImageAlt: draft.featuredImageAlt.trim(),
    featuredImageCaption: draft.featuredImageCaption.trim(),
    metaTitle: draft.metaTitle.trim(),
    metaDescription: draft.metaDescription.trim(),
    status: 'published',
    isFeatured: draft.isFeatured,
    // No byline id: the name stays plain, as no author page exists for a preview.
    author: { id: '', name: author },
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    readTime: readingTime(draft.content),
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
    positionTally: {},
    tickers: tickersOf(draft),
    disclosure: draft.disclosure.trim() || null,
    tradeIdea: tradeIdeaOf(draft),
    ideaOutcome: null,
    ideaAmendments: [],
  };
}

export function AdminPreviewRoute() {
  const [data, setData] = useState(readPreview);
  useEffect(() => onPreviewChange(() => setData(readPreview())), []);

  if (!data) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <PageMeta title={texts.nothing} description={texts.description} />
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{texts.nothing}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{texts.nothingHint}</p>
      </section>
    );
  }
  const article = previewArticle(data);
  return (
    <>
      <PageMeta title={texts.title(article.title)} description={texts.description} />
      <ArticlePreview article={article} />
    </>
  );
}
