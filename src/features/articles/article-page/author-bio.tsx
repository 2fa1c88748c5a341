import { siteOrigin } from '../../../config/site-origin.js';
import { webAddress } from '../../../lib/web-address.js';
import type { ArticleAuthor } from '../types.js';
import { AuthorAvatar } from './author-avatar.js';
import { articlePageTexts as texts } from './texts.js';

function socialLinks(author: ArticleAuthor): { label: string; href: string; text: string }[] {
  const { twitter, linkedin, website } = author.socialLinks ?? {};
  const origin = siteOrigin();
  return [
    { href: webAddress(twitter, origin), text: 'Twitter', label: texts.authorOn(author.name, 'Twitter') },
    { href: webAddress(linkedin, origin), text: 'LinkedIn', label: texts.authorOn(author.name, 'LinkedIn') },
    { href: webAddress(website, origin), text: 'Website', label: texts.authorWebsite(author.name) },
  ].filter((link): link is { label: string; href: string; text: string } => link.href !== null);
}

export function AuthorBio({ author }: { readonly author: ArticleAuthor }) {
  if (!author.name) return null;
  const links = socialLinks(author);
  return (
    <section aria-labelledby="about-author" className="flex gap-4 pt-2">
      <AuthorAvatar name={author.name} src={author.avatar} />
      <div>
        <h2 id="about-author" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {texts.aboutAuthor}
        </h2>
        <p className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{author.name}</p>
        {author.bio && <p className="mt-2 text-slate-600 dark:text-slate-300">{author.bio}</p>}
        {links.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-4 text-sm">
            {links.map((link) => (
              <li key={link.text}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
                >
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
