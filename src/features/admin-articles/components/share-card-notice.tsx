import { Link } from 'react-router-dom';
import { editorTexts as texts } from '../texts.js';

/**
 * The article was published but its share card could not be made (api/save-article.ts): the
 * editor says so beside the notice that it is published, and the next save tries again.
 */
export function ShareCardNotice({ href }: { readonly href: string }) {
  return (
    <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p>{texts.shareCardFailed}</p>
      <Link to={href} className="font-medium underline underline-offset-2">
        {texts.viewArticle}
      </Link>
    </div>
  );
}
