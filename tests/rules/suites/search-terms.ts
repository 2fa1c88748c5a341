/**
 * An article's search terms: at most 1,500 (src/lib/article-text.ts MAX_SEARCH_TERMS), and
 * Manage Articles' Re-index search, which stores them anew without counting as an edit
 * (it keeps updatedAt, like the tags' tidy: firestore.rules tidiesTags). Only an admin
 * re-indexes, only the terms and the version change, and the version check still holds.
 */
import { Timestamp, doc, getDoc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowed, attackIsDenied, schemaIsEnforced } from '../support/access.js';
import { LAST_WEEK, createArticle, newArticle, storedArticle } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const terms = (count: number): string[] => Array.from({ length: count }, (_, i) => `term${i}`);

/** What Re-index search writes over the stored version `v1`. */
const reindex = (extra: DocumentData = {}): DocumentData => ({ searchTerms: terms(40), editVersion: 'v2', editedFrom: 'v1', ...extra });

export function searchTermTests(): void {
  describe('articles: search terms and Re-index search', () => {
    const world = useRulesWorld('demo-rules-search-terms');
    const article = () => doc(world.admin.db, 'articles/published-1');

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle({ editVersion: 'v1' }));
    });

    it('allows up to 1,500 terms on a create and an edit, and denies more or terms that are not a list', async () => {
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'new-1', newArticle({ searchTerms: terms(1500) })));
      await schemaIsEnforced('articles', 'a create with more than 1,500 search terms', createArticle(world.admin.db, 'new-2', newArticle({ searchTerms: terms(1501) })));
      await schemaIsEnforced('articles', 'a create with search terms that are not a list', createArticle(world.admin.db, 'new-2', newArticle({ searchTerms: 'dividend' })));

      const edit = (searchTerms: unknown) => updateDoc(article(), { searchTerms, editVersion: 'v2', editedFrom: 'v1', updatedAt: serverTimestamp() });
      await schemaIsEnforced('articles', 'an edit with more than 1,500 search terms', edit(terms(1501)));
      await allowed(['articles (writes)', 'admin', 'update'], edit(terms(1500)));
    });

    it('allows an admin to store the terms anew with a new version, keeping updatedAt', async () => {
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(article(), reindex({ searchTerms: terms(1500) })));
      const stored = (await getDoc(doc(world.owner.db, 'articles/published-1'))).data();
      expect(stored?.searchTerms).toHaveLength(1500);
      expect(stored?.editVersion).toBe('v2');
      expect((stored?.updatedAt as Timestamp).isEqual(LAST_WEEK)).toBe(true);
    });

    it('denies a re-index by anyone but an admin', async () => {
      await attackIsDenied('non-admin re-indexes an article', updateDoc(doc(world.as('user').db, 'articles/published-1'), reindex()));
      await attackIsDenied('non-admin re-indexes an article', updateDoc(doc(world.as('guest').db, 'articles/published-1'), reindex()));
    });

    it('denies a re-index that changes anything else while keeping updatedAt', async () => {
      for (const [name, extra] of [
        ['the summary', { summary: 'Slipped in with the terms.' }],
        ['the title', { title: 'A new title' }],
        ['the status', { status: 'draft' }],
        ['the featured flag', { isFeatured: true }],
      ] as const) {
        await attackIsDenied(`re-index that also changes ${name}`, updateDoc(article(), reindex(extra)));
      }
    });

    it('denies a re-index over another version, or without a new one, or with a chosen updatedAt', async () => {
      await attackIsDenied('re-index over a version saved since', updateDoc(article(), reindex({ editedFrom: 'v0' })));
      await attackIsDenied('re-index without a new version', updateDoc(article(), reindex({ editVersion: 'v1' })));
      await attackIsDenied('re-index with a chosen updatedAt', updateDoc(article(), reindex({ updatedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) })));
      await schemaIsEnforced('articles', 'a re-index with more than 1,500 search terms', updateDoc(article(), reindex({ searchTerms: terms(1501) })));
    });
  });
}
