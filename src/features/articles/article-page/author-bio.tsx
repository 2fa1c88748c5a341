import { AuthorAvatar } from '../../../components/ui/author-avatar.js';
import { AuthorLinks, AuthorName } from '../components/author-links.js';
import { withProfile } from '../api/author-profile.js';
import { useAuthorProfile } from '../components/use-author-profile.js';
import type { ArticleAuthor } from '../types.js';
import { articlePageTexts as texts } from './texts.js';

/** "About the author": their staff profile, or the copy of it the article carries until it has come. */
export function AuthorBio({ author: byline }: { readonly author: ArticleAuthor }) {
  const author = withProfile(byline, useAuthorProfile(byline.id));
  if (!author.name) return null;
  return (
    <section aria-labelledby="about-author" className="flex gap-4 pt-2">
      <AuthorAvatar name={author.name} src={author.avatar} />
      <div>
        <h2 id="about-author" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {texts.aboutAuthor}
        </h2>
        <p className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
          <AuthorName author={author} />
        </p>
        {author.bio && <p className="mt-2 text-slate-600 dark:text-slate-300">{author.bio}</p>}
        <AuthorLinks author={author} className="mt-3" />
      </div>
    </section>
  );
}
