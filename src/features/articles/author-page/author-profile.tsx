import { AuthorAvatar } from '../../../components/ui/author-avatar.js';
import { AuthorLinks } from '../components/author-links.js';
import type { ArticleAuthor } from '../types.js';
import { authorPageTexts as texts } from './texts.js';

/** The head of an author's page: picture, name, bio and profiles elsewhere, as their staff profile gives them. */
export function AuthorProfile({ author }: { readonly author: ArticleAuthor }) {
  return (
    <header className="border-t-2 border-slate-900 pt-6 sm:pt-8 dark:border-slate-300">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-8">
        <AuthorAvatar name={author.name} src={author.avatar} size="large" />
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">{texts.kicker}</p>
          <h1 className="mt-1 font-serif text-3xl font-bold text-balance text-slate-900 sm:text-4xl dark:text-white">{author.name}</h1>
          {author.bio && <p className="mt-3 max-w-2xl text-lg/7 text-slate-700 dark:text-slate-300">{author.bio}</p>}
          <AuthorLinks author={author} className="mt-4" />
        </div>
      </div>
    </header>
  );
}
