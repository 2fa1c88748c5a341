import { Link } from 'react-router-dom';
import { TagChips } from '../../../components/ui/tag-chips.js';
import { paths } from '../../../config/paths.js';
import { articlePageTexts } from './texts.js';

/** The securities the article covers (each to its ticker page), and its topics (each to its tag's list). */
export function ArticleTopics({ tags, tickers }: { readonly tags: readonly string[]; readonly tickers: readonly string[] }) {
  return (
    <>
      {tickers.length > 0 && (
        <section aria-labelledby="article-securities" className="flex flex-wrap items-center gap-2">
          <h2 id="article-securities" className="mr-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
            {articlePageTexts.securities}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {tickers.map((ticker) => (
              <li key={ticker}>
                <Link
                  to={paths.ticker.to(ticker)}
                  title={articlePageTexts.tickerLink(ticker)}
                  className="inline-block rounded-md border border-slate-300 px-2.5 py-1 font-mono text-sm font-semibold text-slate-800 hover:border-blue-600 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-100 dark:hover:text-blue-300"
                >
                  {ticker}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {tags.length > 0 && (
        <section aria-labelledby="article-topics" className="flex flex-wrap items-center gap-2">
          <h2 id="article-topics" className="mr-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
            {articlePageTexts.topics}
          </h2>
          <TagChips tags={tags} />
        </section>
      )}
    </>
  );
}
