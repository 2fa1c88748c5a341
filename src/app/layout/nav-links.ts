/** The header's links and which one is current (docs/product.md §2: active link highlighted). */
import { CATEGORIES } from '../../config/categories.js';
import { paths } from '../../config/paths.js';
import { layoutTexts } from './texts.js';

export interface NavLinkSpec {
  readonly label: string;
  readonly to: string;
  /** Addresses that are this very page (the list page has two). */
  readonly pages: readonly string[];
  /** Addresses inside this part of the site (an article belongs to Articles). */
  readonly within: (pathname: string) => boolean;
}

const categoryPages = new Set<string>(CATEGORIES.map((category) => paths.category.to(category.id)));
const never = () => false;

export const NAV_LINKS: readonly NavLinkSpec[] = [
  { label: layoutTexts.nav.home, to: paths.home.to(), pages: [paths.home.to()], within: never },
  {
    label: layoutTexts.nav.articles,
    to: paths.blog.to(),
    pages: [paths.blog.to(), paths.articles.to()],
    within: (pathname) => pathname.startsWith('/blog/') || pathname.startsWith('/article/'),
  },
  {
    label: layoutTexts.nav.categories,
    to: paths.categories.to(),
    pages: [paths.categories.to()],
    within: (pathname) => pathname.startsWith('/categories/') || categoryPages.has(pathname),
  },
  { label: layoutTexts.nav.about, to: paths.about.to(), pages: [paths.about.to()], within: never },
  { label: layoutTexts.nav.contact, to: paths.contact.to(), pages: [paths.contact.to()], within: never },
];

/**
 * aria-current for a link: "page" on the page itself, "true" inside its part of the site
 * (an article under Articles), nothing elsewhere.
 */
export function currentState(link: NavLinkSpec, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (link.pages.includes(path)) return 'page';
  return link.within(path) ? 'true' : undefined;
}
