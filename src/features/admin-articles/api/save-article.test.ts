/**
 * What a save does with slug claims and bylines, through the real SDK against the repo's
 * rules: a draft holds no claim (an outsider could probe it and learn of unpublished
 * research), publishing claims the slug, unpublishing lets go of every claim and keeps
 * the addresses for when it is published again, and no byline is an e-mail address.
 */
import { collection, doc, getDoc, getDocs, query, setDoc, Timestamp, where } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';
import { EMPTY_DRAFT, type ArticleDraft, type ArticleStatus, type Writer } from '../types.js';
import { SlugTakenError, saveArticle, type Saved } from './save-article.js';

const env = appOnEmulators('demo-save-article');

async function signInAsAdmin(): Promise<Writer> {
  const uid = await signInNewUser('editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'Test Editor' }, { merge: true });
  await refreshSession();
  return { uid, name: 'Test Editor' };
}

const draftOf = (title: string, slug: string): ArticleDraft => ({
  ...EMPTY_DRAFT,
  title,
  slug,
  summary: `Why ${title.toLowerCase()}.`,
  content: `<p>${title}, in full.</p>`,
  category: 'market-insights',
});

/** The slugs claimed for an article, as stored. */
async function claimsOf(articleId: string): Promise<string[]> {
  const claims = await getDocs(query(collection(env.owner.db, 'slugs'), where('articleId', '==', articleId)));
  return claims.docs.map((claim) => claim.id).sort();
}

const stored = async (id: string) => (await getDoc(doc(env.owner.db, 'articles', id))).data();

describe('saving an article', () => {
  it('claims a slug only while the article is published, and keeps its addresses across an unpublish', async () => {
    const writer = await signInAsAdmin();
    const save = (saved: Saved | null, draft: ArticleDraft, status: ArticleStatus) =>
      saveArticle({ id: saved?.id ?? null, draft, status, version: saved?.version ?? '', writer });

    let saved = await save(null, draftOf('Nvidia downgrade to sell', 'nvidia-downgrade-to-sell'), 'draft');
    expect(await claimsOf(saved.id)).toEqual([]);
    expect((await getDoc(doc(env.owner.db, 'slugs', 'nvidia-downgrade-to-sell'))).exists()).toBe(false);

    saved = await save(saved, draftOf('Nvidia downgrade to sell', 'nvidia-downgrade-to-sell'), 'published');
    expect(await claimsOf(saved.id)).toEqual(['nvidia-downgrade-to-sell']);
    saved = await save(saved, draftOf('Nvidia cut to sell', 'nvidia-cut-to-sell'), 'published');
    expect(await claimsOf(saved.id)).toEqual(['nvidia-cut-to-sell', 'nvidia-downgrade-to-sell']);

    saved = await save(saved, draftOf('Nvidia cut to sell', 'nvidia-cut-to-sell'), 'draft');
    expect(await claimsOf(saved.id)).toEqual([]);
    expect(((await stored(saved.id))?.formerSlugs as string[]).sort()).toEqual(['nvidia-cut-to-sell', 'nvidia-downgrade-to-sell']);

    // Meanwhile another article takes one of the old addresses: it stays that article's.
    const other = await save(null, draftOf('Nvidia downgrade to sell', 'nvidia-downgrade-to-sell'), 'published');
    saved = await save(saved, draftOf('Nvidia cut to sell', 'nvidia-cut-to-sell'), 'published');
    expect(await claimsOf(saved.id)).toEqual(['nvidia-cut-to-sell']);
    expect(await claimsOf(other.id)).toEqual(['nvidia-downgrade-to-sell']);
  });

  it('refuses, for a draft too, a slug a published article holds', async () => {
    const writer = await signInAsAdmin();
    const first = await saveArticle({ id: null, draft: draftOf('Owner earnings', 'owner-earnings'), status: 'published', version: '', writer });
    const second = saveArticle({ id: null, draft: draftOf('Owner earnings again', 'owner-earnings'), status: 'draft', version: '', writer });
    await expect(second).rejects.toBeInstanceOf(SlugTakenError);
    expect(await claimsOf(first.id)).toEqual(['owner-earnings']);
  });

  it("lets go of a draft's claim that an earlier version of the site made, at the draft's next save", async () => {
    const writer = await signInAsAdmin();
    await setDoc(doc(env.owner.db, 'articles', 'legacy-draft'), articleDoc('An old draft', { status: 'draft' }));
    await setDoc(doc(env.owner.db, 'slugs', 'an-old-draft'), { articleId: 'legacy-draft', createdAt: Timestamp.now() });
    await saveArticle({ id: 'legacy-draft', draft: draftOf('An old draft', 'an-old-draft'), status: 'draft', version: '', writer, auto: true });
    expect(await claimsOf('legacy-draft')).toEqual([]);
  });

  it('stores a title, summary and tags pasted with characters XML forbids, without them', async () => {
    const writer = await signInAsAdmin();
    const pasted = { ...draftOf('Margins\u000b under\u0008 pressure', 'margins-under-pressure'), summary: 'Why\ufffe margins fell.', tags: 'Stocks, Mar\u000cgins' };
    const saved = await saveArticle({ id: null, draft: pasted, status: 'published', version: '', writer });
    expect(await stored(saved.id)).toMatchObject({ title: 'Margins under pressure', summary: 'Why margins fell.', tags: ['Stocks', 'Margins'] });
  });

  it('never publishes an e-mail address as the byline or as who saved last', async () => {
    const { uid } = await signInAsAdmin();
    const writer = { uid, name: 'test.editor@example.com' };
    const saved = await saveArticle({ id: null, draft: draftOf('Reading a cash flow statement', 'reading-a-cash-flow-statement'), status: 'draft', version: '', writer });
    const data = await stored(saved.id);
    expect(data?.author).toMatchObject({ id: 'editor', name: 'Editor' });
    expect(data?.updatedBy).toEqual({ name: 'Editor' });
  });
});
