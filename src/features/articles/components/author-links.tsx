/**
 * An author's profiles elsewhere (X/Twitter, LinkedIn, their website), as their byline
 * block gives them: under an article's bio and at the head of the author's page. Only web
 * addresses are linked (lib/web-address.ts): a stored javascript: link never is.
 */
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { siteOrigin } from '../../../config/site-origin.js';
import { webAddress } from '../../../lib/web-address.js';
import { articleTexts } from '../texts.js';
import type { ArticleAuthor } from '../types.js';

interface AuthorLink {
  readonly text: string;
  readonly label: string;
  readonly href: string;
}

function authorLinks(author: ArticleAuthor): AuthorLink[] {
  const { twitter, linkedin, website } = author.socialLinks ?? {};
  const origin = siteOrigin();
  const texts = articleTexts.author;
  return [
    { href: webAddress(twitter, origin), text: 'Twitter', label: texts.on(author.name, 'Twitter') },
    { href: webAddress(linkedin, origin), text: 'LinkedIn', label: texts.on(author.name, 'LinkedIn') },
    { href: webAddress(website, origin), text: 'Website', label: texts.website(author.name) },
  ].filter((link): link is AuthorLink => link.href !== null);
}

const linkStyle =
  'font-medium text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300';

export function AuthorLinks({ author, className = '' }: { readonly author: ArticleAuthor; readonly className?: string }) {
  const links = authorLinks(author);
  if (links.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-4 text-sm ${className}`}>
      {links.map((link) => (
        <li key={link.text}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} className={linkStyle}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A byline's name, linked to the author's page (/author/{id}) when the byline has an id; the
 * name alone otherwise. Positioned, so that it lies above a story's stretched link
 * (article-meta.tsx storyLink) and takes its own clicks.
 */
export function AuthorName({ author, className = '' }: { readonly author: Pick<ArticleAuthor, 'id' | 'name'>; readonly className?: string }) {
  if (!author.id) return <span className={className}>{author.name}</span>;
  return (
    <Link
      to={paths.author.to(author.id)}
      className={`relative underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${className}`}
    >
      {author.name}
    </Link>
  );
}
