import { articlePageTexts as texts } from './texts.js';

/**
 * After the text: the author's disclosure of their positions and any compensation, in a
 * labelled box, then on every article the site's statement that it gives no personal advice.
 */
export function ArticleDisclosure({ disclosure }: { readonly disclosure: string | null }) {
  return (
    <footer className="space-y-4">
      {disclosure && (
        <section aria-labelledby="article-disclosure" className="rounded-lg border-l-4 border-slate-500 bg-slate-50 p-4 dark:border-slate-400 dark:bg-slate-900">
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
