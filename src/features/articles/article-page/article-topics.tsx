import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { articlePageTexts } from './texts.js';

export function ArticleTopics({ tags }: { readonly tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="article-topics" className="flex flex-wrap items-center gap-2">
      <h2 id="article-topics" className="mr-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
        {articlePageTexts.topics}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={paths.blog.to({ tag })}
              className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-blue-100 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-blue-950 dark:hover:text-blue-200"
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
