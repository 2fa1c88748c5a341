/**
 * An author's page (/author/{id}): their profile, the record of their trade ideas with each
 * idea's outcome, and their articles, a page at a time. The profile is their staff profile
 * (authors/{id}), and until it has come, or without one, the byline block of their newest
 * published article; an id no published article carries is not an author (the site's 404
 * page). A lazy chunk of its own; the boot
 * starts both of its queries (src/app/start-route-data.ts), and the build renders it for
 * every author of a published article (src/app/prerender.tsx).
 */
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageMeta } from '../../../components/page-meta.js';
import { sectionHeading } from '../../../components/ui/section-heading.js';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { siteOrigin } from '../../../config/site-origin.js';
import { isAuthorId } from '../../../lib/author-id.js';
import { ArticleListView } from '../list-page/article-list.js';
import { useArticleList } from '../list-page/use-article-list.js';
import { IdeaRecord } from '../trade-record/idea-record.js';
import { usePublishedIdeas } from '../trade-record/use-published-ideas.js';
import type { ArticleFilter } from '../types.js';
import { withProfile } from '../api/author-profile.js';
import { useAuthorProfile } from '../components/use-author-profile.js';
import { authorJsonLd } from './author-json-ld.js';
import { AuthorProfile } from './author-profile.js';
import { authorPageTexts as texts } from './texts.js';

interface AuthorPageProps {
  /** What to show when there is no such author: the site's 404 page. */
  readonly notFound: ReactNode;
}

export function AuthorPage({ notFound }: AuthorPageProps) {
  const { authorId = '' } = useParams();
  if (!isAuthorId(authorId)) return notFound;
  // Keyed: another author starts with their own queries.
  return <AuthorView key={authorId} authorId={authorId} notFound={notFound} />;
}

function AuthorView({ authorId, notFound }: { readonly authorId: string; readonly notFound: ReactNode }) {
  const [filter] = useState<ArticleFilter>(() => ({ kind: 'author', author: authorId }));
  const list = useArticleList(filter);
  const ideas = usePublishedIdeas({ kind: 'author', author: authorId });
  // Asked for beside the lists; until it has come, the newest byline's copy of it.
  const profile = useAuthorProfile(authorId);

  // One loading state and one error for both: the page draws once, with its record and its articles.
  if (list.status === 'error' || ideas.status === 'error') {
    const retry = () => {
      if (list.status === 'error') list.retry();
      if (ideas.status === 'error') ideas.retry();
    };
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorBox message={texts.loadFailed} onRetry={retry} />
      </div>
    );
  }
  if (list.status === 'loading' || ideas.status === 'loading') return <Spinner label={texts.loading} />;

  const byline = list.articles[0]?.author;
  if (!byline?.name) return notFound;
  const author = withProfile(byline, profile);
  const url = siteOrigin() + paths.author.to(authorId);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageMeta
        title={texts.title(author.name)}
        description={texts.description(author.name, author.bio)}
        og={{ type: 'profile', url, image: author.avatar }}
        jsonLd={authorJsonLd(author, url, siteOrigin())}
      />
      <AuthorProfile author={author} />
      {ideas.data.ideas.length > 0 && (
        <div className="mt-12">
          <IdeaRecord ideas={ideas.data} heading={texts.recordHeading} headingId="author-record" />
        </div>
      )}
      <section aria-labelledby="author-articles" className="mt-12">
        <h2 id="author-articles" className={sectionHeading}>
          {texts.articlesHeading(author.name)}
        </h2>
        <div className="mt-6">
          <ArticleListView list={list} headingLevel={3} slot="card" />
        </div>
      </section>
    </div>
  );
}
