/**
 * The chunk policy (vite/chunk-policy.ts): a new module in a shared folder lands in the
 * shared chunk without anyone listing it, its exceptions still name files that exist, and
 * each group claims what it says. The 'start' group is left out: it depends on the module
 * graph (what the entry runs before React), which only a build knows.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_MODULES, NOT_SHARED, SHARED_FOLDERS, chunkGroups } from '../../vite/chunk-policy.js';

const root = new URL('../../', import.meta.url);
/** A module id as the bundler gives it: an absolute path. */
const id = (path: string) => new URL(path, root).pathname;

/** The first group (but 'start') whose test claims the module, or null. */
function groupOf(path: string): string | null {
  for (const group of chunkGroups) {
    if (group.name === 'start') continue;
    const claims = typeof group.test === 'function' ? group.test(id(path)) : group.test.test(id(path));
    if (claims) return group.name;
  }
  return null;
}

describe('the chunk policy', () => {
  it.each(SHARED_FOLDERS.map((folder) => `${folder}a-new-module.tsx`))('puts a new module in a shared folder, %s, in the shared chunk', (path) => {
    expect(groupOf(path)).toBe('shared');
  });

  it.each([...Object.keys(NOT_SHARED), ...CARD_MODULES])('lists %s, which exists', (path) => {
    expect(existsSync(new URL(path, root))).toBe(true);
  });

  it('keeps what only admin screens, the boot or the forms use out of the shared chunk', () => {
    for (const path of ['src/components/ui/data-table.tsx', 'src/lib/feeds.ts', 'src/lib/theme/theme.ts', 'src/lib/firebase/errors.ts', 'src/features/articles/components/sidebar/sidebar.tsx']) {
      expect(groupOf(path), path).toBeNull();
    }
    expect(groupOf('src/features/articles/components/article-card.tsx')).toBe('cards');
    expect(groupOf('src/lib/sanitize-html.ts')).toBe('article-html');
    expect(groupOf('src/components/ui/article-prose.ts')).toBe('article-html');
    expect(groupOf('src/lib/dates.ts')).toBe('shared');
    expect(groupOf('src/features/articles/components/sidebar/a-new-widget.tsx')).toBeNull();
    expect(groupOf('src/lib/dates.test.ts')).toBeNull();
  });

  it("keeps the article page's modules in one chunk, without what it loads later or the admin's preview", () => {
    expect(groupOf('src/features/articles/article-page/article-page.tsx')).toBe('article-page');
    expect(groupOf('src/features/articles/article-page/author-bio.tsx')).toBe('article-page');
    for (const path of ['article-more.tsx', 'related-articles.tsx', 'article-preview.tsx', 'article-json-ld.test.ts']) {
      expect(groupOf(`src/features/articles/article-page/${path}`), path).toBeNull();
    }
  });

  it('gives each library its chunk: React, the Firebase core, each Firebase product, DOMPurify', () => {
    expect(groupOf('node_modules/react-dom/client.js')).toBe('react');
    expect(groupOf('node_modules/@firebase/app/dist/esm/index.esm.js')).toBe('firebase-app');
    expect(groupOf('node_modules/@firebase/firestore/dist/lite/index.browser.esm.js')).toBe('firebase-firestore');
    expect(groupOf('node_modules/@firebase/auth/dist/esm/index.js')).toBe('firebase-auth');
    expect(groupOf('node_modules/@firebase/storage/dist/index.esm.js')).toBe('firebase-storage');
    expect(groupOf('node_modules/dompurify/dist/purify.es.mjs')).toBe('article-html');
  });
});
