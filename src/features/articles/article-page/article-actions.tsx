import { Link } from 'react-router-dom';
import { DISCUSSION_HASH, paths } from '../../../config/paths.js';
import { formatCount } from '../../../lib/numbers.js';
import { useSession } from '../../../lib/session/session.js';
import { useHydrating } from '../../../lib/use-hydrating.js';
import type { Article } from '../types.js';
import { articlePageTexts as texts } from './texts.js';
import { useLike } from './use-like.js';
import { useSave } from './use-save.js';

const toggleButton =
  'inline-flex items-center gap-2 rounded-full border px-4 py-2 font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';
const pressedStyle = 'border-blue-600 bg-blue-600 text-white hover:bg-blue-700 dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950';
const unpressedStyle = 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800';

/** Like (with its count), save, views and, once there are any, comments; only a published article has them. Admins also get Edit. */
export function ArticleActions({ article, views }: { readonly article: Article; readonly views: number }) {
  const session = useSession();
  const like = useLike(article);
  const save = useSave(article);
  const errors = [like.error, save.error].filter(Boolean);
  // On a built page, until the app has it: a tap would do nothing (lib/use-hydrating.ts).
  const hydrating = useHydrating();

  return (
    <div className="border-y border-slate-200 py-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" aria-pressed={like.liked} aria-busy={like.pending} disabled={hydrating} onClick={like.toggle} className={`${toggleButton} ${like.liked ? pressedStyle : unpressedStyle}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill={like.liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
            <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z" strokeLinejoin="round" />
          </svg>
          {texts.like}
          <span className="tabular-nums">{formatCount(like.count)}</span>
        </button>
        <button type="button" aria-pressed={save.saved} aria-busy={save.pending} disabled={hydrating} onClick={save.toggle} className={`${toggleButton} ${save.saved ? pressedStyle : unpressedStyle}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill={save.saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8">
            <path d="M6 3h12v18l-6-4-6 4V3Z" strokeLinejoin="round" />
          </svg>
          {save.saved ? texts.saved : texts.save}
        </button>
        {session.status === 'signed-in' && session.isAdmin && (
          <Link to={paths.adminEditArticle.to(article.id)} className={`${toggleButton} ${unpressedStyle}`}>
            {texts.edit}
          </Link>
        )}
        <p className="ml-auto flex gap-4 text-sm text-slate-600 dark:text-slate-300">
          <span>{texts.views(views)}</span>
          {/* No count while an article has no comments; once it has, the count leads to them. A plain
              link: the browser moves to the discussion's place, which loads at once (discussion-slot.tsx). */}
          {article.commentCount > 0 && (
            <a href={DISCUSSION_HASH} className="underline decoration-slate-400 underline-offset-4 hover:text-slate-900 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:decoration-slate-500 dark:hover:text-white">
              {texts.comments(article.commentCount)}
            </a>
          )}
        </p>
      </div>
      <div role="alert" className="empty:hidden mt-3 text-sm text-red-700 dark:text-red-300">
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
        {(like.needsVerification || save.needsVerification) && (
          <p className="text-slate-800 dark:text-slate-100">
            {texts.verifyToLikeAndSave}{' '}
            <Link to={paths.verifyEmail.to()} className="font-medium text-blue-700 underline underline-offset-4 dark:text-blue-300">
              {texts.verifyLink}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
