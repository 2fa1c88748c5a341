/**
 * How the build splits the code into chunks (rolldown's codeSplitting groups, in order: a
 * module goes to the first group that claims it, and a group also takes the dependencies
 * of what it claims).
 *
 * Libraries change less often than the app, so separate chunks stay cached across deploys,
 * and each Firebase product has its own, so a page downloads only the products it imports.
 * What the entry runs before React is a chunk of its own (plugins/preload-app.ts). The
 * small building blocks most reader pages share go into one 'shared' chunk rather than a
 * dozen tiny ones: every module of the folders in SHARED_FOLDERS, now and later, but those
 * NOT_SHARED names, each for a reason. A new component or helper in those folders is
 * shared by default; if only the admin screens use it, the bundle budgets say so and it
 * belongs in NOT_SHARED. tests/tooling/chunk-policy.test.ts checks both lists.
 */
/** Folders of modules that reader pages share. */
export const SHARED_FOLDERS = [
  'src/config/',
  'src/components/',
  'src/lib/',
  'src/features/articles/components/',
  'src/features/newsletter/',
];

/** Modules in SHARED_FOLDERS that are not shared, and why: each one or each folder. */
export const NOT_SHARED: Readonly<Record<string, string>> = {
  // Only the admin screens use them: no reader should download them.
  'src/components/ui/admin-page.tsx': 'admin screens',
  'src/components/ui/buttons.ts': 'admin screens',
  'src/components/ui/data-table.tsx': 'admin screens',
  'src/components/ui/inline-confirm.tsx': 'admin screens',
  'src/components/ui/load-more.tsx': 'admin screens',
  'src/components/ui/paged-list.tsx': 'admin screens',
  'src/components/ui/prompt-dialog.tsx': 'the editor',
  'src/components/ui/use-modal-dialog.ts': 'the editor',
  'src/components/ui/search-form.tsx': 'admin screens',
  'src/lib/excerpt.ts': 'the editor',
  'src/lib/feeds.ts': 'admin screens',
  'src/lib/image-names.ts': 'the editor',
  'src/lib/random-token.ts': 'the editor',
  'src/lib/slug.ts': 'the editor',
  'src/lib/share-card/': 'the editor (publishing draws the share card)',
  'src/lib/use-cursor-list.ts': 'admin screens',
  // The account pages' forms (login, register, profile) and the admin's.
  'src/components/ui/form-styles.ts': 'forms',
  'src/lib/email-address.ts': 'forms',
  // The article page and the editor, in the 'article-html' chunk below.
  'src/components/ui/article-prose.ts': 'article-html',
  'src/lib/sanitize-html.ts': 'article-html',
  // What the entry runs before React, or what it loads on its own.
  'src/lib/escape-markup.ts': 'the boot',
  'src/lib/preload.ts': 'the boot',
  'src/lib/theme/': 'the boot',
  'src/lib/firebase/': 'the Firebase set-up, with the SDK that needs it',
  // Comments: the discussion under an article, loaded as the reader nears it, and the
  // moderation queue; never on a page's first screen.
  'src/lib/comments/': 'the discussion and its moderation',
  // The sidebar (popular articles, search) and the subscription's request: list pages only.
  'src/features/articles/components/sidebar/': 'list pages',
  'src/features/newsletter/api/': 'list pages',
};

/** The article lists' cards: up front on the home and list pages, below the text on an article (related articles). */
export const CARD_MODULES = [
  'src/features/articles/components/article-card.tsx',
  'src/features/articles/components/article-grid.tsx',
  'src/features/articles/components/article-grid-skeleton.tsx',
  'src/features/articles/components/article-meta.tsx',
  'src/features/articles/components/no-articles.tsx',
];

/** A module id as a path from the repo's root with forward slashes ('' outside src/). */
function repoPath(id: string): string {
  const normal = id.replace(/\\/g, '/');
  const at = normal.lastIndexOf('/src/');
  return at === -1 ? '' : normal.slice(at + 1);
}

const isSource = (path: string): boolean => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path);
const listed = (path: string, list: Iterable<string>): boolean => [...list].some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));

const isCardModule = (id: string): boolean => listed(repoPath(id), CARD_MODULES);

function isSharedModule(id: string): boolean {
  const path = repoPath(id);
  return isSource(path) && listed(path, SHARED_FOLDERS) && !listed(path, Object.keys(NOT_SHARED)) && !isCardModule(id);
}

/**
 * The article page's own modules, but what it loads later (article-more: related articles
 * and the sidebar) and the admin's preview, which reuses most of them: without this group,
 * the modules the page and the preview share would become a chunk of their own, one more
 * file (and less compression) on every article.
 */
const ARTICLE_PAGE = 'src/features/articles/article-page/';
const NOT_ARTICLE_PAGE = ['article-more.tsx', 'related-articles.tsx', 'article-preview.tsx'].map((file) => ARTICLE_PAGE + file);

function isArticlePageModule(id: string): boolean {
  const path = repoPath(id);
  return isSource(path) && path.startsWith(ARTICLE_PAGE) && !NOT_ARTICLE_PAGE.includes(path);
}

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export const chunkGroups = [
  { name: 'react', test: nodeModule('react|react-dom|scheduler|react-router|react-router-dom|cookie') },
  // The shared Firebase core first: each product's group would otherwise take it.
  { name: 'firebase-app', test: nodeModule('firebase[\\\\/]app|@firebase[\\\\/](app|component|logger|util)|idb') },
  { name: 'firebase-firestore', test: nodeModule('@?firebase[\\\\/]firestore') },
  { name: 'firebase-auth', test: nodeModule('@?firebase[\\\\/]auth') },
  { name: 'firebase-storage', test: nodeModule('@?firebase[\\\\/]storage') },
  // What the entry runs before React (main.tsx, start-route-data.ts): never in a chunk that
  // imports React. main.tsx itself (and index.css) stay in the entry, on which no page
  // depends, so no page lists the stylesheet that index.html inlines (plugins/inline-stylesheet.ts).
  {
    name: 'start',
    test: (id: string) => /[\\/]src[\\/].*\.tsx?$/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id),
    tags: ['$initial' as const],
  },
  { name: 'shared', test: isSharedModule, minShareCount: 2 },
  // The cards, on their own after the shared blocks they use, so that an article page's
  // first download does not carry them.
  { name: 'cards', test: isCardModule, minShareCount: 2 },
  // Article HTML: the sanitizer (DOMPurify) and the typography, which the article page and
  // the editor share; in one chunk of their own so no other reader page downloads them.
  {
    name: 'article-html',
    test: /[\\/](node_modules[\\/]dompurify[\\/]|src[\\/](lib[\\/]sanitize-html\.ts|components[\\/]ui[\\/]article-prose\.ts)$)/,
  },
  { name: 'article-page', test: isArticlePageModule },
];
