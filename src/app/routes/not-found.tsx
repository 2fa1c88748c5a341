import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { SITE_NAME } from '../../config/site.js';

const linkBase =
  'rounded-md px-5 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

export function NotFoundRoute() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>{`Page Not Found | ${SITE_NAME}`}</title>
      <p className="text-6xl font-extrabold text-blue-600 dark:text-blue-400" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">Page Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to={paths.home.to()} className={`${linkBase} bg-blue-600 text-white hover:bg-blue-700`}>
          Back to Home
        </Link>
        <Link
          to={paths.blog.to()}
          className={`${linkBase} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800`}
        >
          Explore Articles
        </Link>
      </div>
    </section>
  );
}
