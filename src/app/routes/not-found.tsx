import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';

const texts = {
  code: '404',
  heading: 'Page Not Found',
  body: 'The page you are looking for does not exist or has been moved.',
  home: 'Back to Home',
  articles: 'Explore Articles',
} as const;

const linkBase =
  'rounded-md px-5 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Any address the site does not have (docs/product.md §2), and unknown categories. */
export function NotFoundRoute() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageMeta title={texts.heading} description={texts.body} />
      {/* Not a page of the site: keep it out of search results. */}
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-blue-600 dark:text-blue-400" aria-hidden="true">
        {texts.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{texts.heading}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{texts.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={paths.home.to()} className={`${linkBase} bg-blue-600 text-white hover:bg-blue-700`}>
          {texts.home}
        </Link>
        <Link
          to={paths.blog.to()}
          className={`${linkBase} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800`}
        >
          {texts.articles}
        </Link>
      </div>
    </section>
  );
}
