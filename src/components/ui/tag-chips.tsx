import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.js';

const SIZES = {
  small: 'gap-2 [&_a]:px-3 [&_a]:py-1',
  large: 'gap-3 [&_a]:px-4 [&_a]:py-2 [&_a]:font-medium',
} as const;

/** Tags as chips, each linking to the articles with that tag (/blog?tag=). */
export function TagChips({ tags, size = 'small' }: { readonly tags: readonly string[]; readonly size?: keyof typeof SIZES }) {
  return (
    <ul className={`flex flex-wrap ${SIZES[size]}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={paths.blog.to({ tag })}
            className="inline-block rounded-full bg-slate-100 text-sm text-slate-700 hover:bg-blue-100 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-blue-950 dark:hover:text-blue-200"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
