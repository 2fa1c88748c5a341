/**
 * The dashboard's top articles over REST against the emulator and the repo's rules: the
 * five most read or most liked published articles, read as title, slug and count only.
 */
import { doc, writeBatch } from 'firebase/firestore/lite';
import { searchTermsFor } from '../../../lib/article-text.js';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { fieldsRead, runQueryExchanges } from '../../../../tests/support/app/run-query-answers.js';
import { loadTopArticles } from './top-articles.js';

const env = appOnEmulators('demo-top-articles');

beforeAll(async () => {
  const batch = writeBatch(env.owner.db);
  for (let n = 0; n < 7; n++) {
    const data = articleDoc(`Top Note ${n}`);
    const content = `<p>${'Cash flow, margins and moats. '.repeat(50)}</p>`;
    batch.set(doc(env.owner.db, 'articles', `top-${n}`), {
      ...data, content, viewCount: 100 * n, likeCount: 10 * (7 - n), searchTerms: searchTermsFor({ title: String(data.title), summary: '', tags: [], content }),
    });
  }
  // The most viewed of all, but a draft: not listed.
  batch.set(doc(env.owner.db, 'articles', 'top-draft'), { ...articleDoc('Top Draft', { status: 'draft' }), viewCount: 10_000, likeCount: 10_000 });
  await batch.commit();
});

describe('loadTopArticles', () => {
  it('lists the five most read and most liked published articles', async () => {
    await signInNewAdmin(env.owner);
    expect(await loadTopArticles('viewCount')).toEqual(
      [6, 5, 4, 3, 2].map((n) => ({ id: `top-${n}`, title: `Top Note ${n}`, slug: `top-note-${n}`, count: 100 * n })),
    );
    expect((await loadTopArticles('likeCount')).map((article) => article.count)).toEqual([70, 60, 50, 40, 30]);
  });

  it('reads their title, slug and count, never their text or search words', async () => {
    const exchanges = await runQueryExchanges(() => Promise.all([loadTopArticles('viewCount'), loadTopArticles('likeCount')]));
    expect(exchanges).toHaveLength(2);
    expect(exchanges.flatMap(({ documents }) => documents)).toHaveLength(10);
    expect([...fieldsRead(exchanges)].sort()).toEqual(['likeCount', 'slug', 'title', 'viewCount']);
  });
});
