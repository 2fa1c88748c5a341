import { articlePageTexts as texts } from './texts.js';

/**
 * After the text, one closing block: the author's disclosure of their positions and any
 * compensation, when there is one, then the site's statement that it gives no personal
 * advice, which every article carries.
 */
export function ArticleDisclosure({ disclosure }: { readonly disclosure: string | null }) {
  return (
    <footer className="space-y-3 rounded-lg border-l-4 border-slate-500 bg-slate-50 p-4 dark:border-slate-400 dark:bg-slate-900">
      {disclosure && (
        <section aria-labelledby="article-disclosure" className="border-b border-slate-200 pb-3 dark:border-slate-700">
          <h2 id="article-disclosure" className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-200">
            {texts.disclosure}
          </h2>
          <p className="mt-2 text-base text-slate-800 dark:text-slate-200">{disclosure}</p>
        </section>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{texts.siteStatement}</p>
    </footer>
  );
}
