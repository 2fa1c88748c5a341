/**
 * What a save does with slug claims and bylines, through the real SDK against the repo's
 * rules: a draft holds no claim (an outsider could probe it and learn of unpublished
 * research), publishing claims the slug, unpublishing lets go of every claim and keeps
 * the addresses for when it is published again, and no byline is an e-mail address.
 */
import { collection, doc, getDoc, getDocs, orderBy, query, setDoc, Timestamp, where } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';
import { EMPTY_DRAFT, type ArticleDraft, type ArticleStatus, type Writer } from '../types.js';
import { ConflictError, SlugTakenError, revisionKind, saveArticle as saveWithFeeds, type Saved, type SaveRequest } from './save-article.js';
import type { DrawCard } from './share-card.js';

const env = appOnEmulators('demo-save-article');

/**
 * A publish rebuilds the feeds in the background, after the save has resolved: these tests
 * are about claims and bylines, and a rebuild still running when the file ends would log
 * into a closed test worker (an unhandled error that fails the run). The feeds have tests
 * of their own.
 */
const saveArticle = (request: SaveRequest): Promise<Saved> => saveWithFeeds({ ...request, rebuildFeeds: false });

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

  // The rules refuse an unpublish that clears it (a published idea would be editable again): tests/rules/suites/trade-records.ts.
  it('keeps publishedAt through an unpublish and a publish again', async () => {
    const writer = await signInAsAdmin();
    const idea = { direction: 'long', ticker: 'AAPL', entry: '180', target: '215', stop: '165', horizon: '3 months' } as const;
    const draft = { ...draftOf('Apple, long', 'apple-long'), category: 'trade-ideas', tickers: ['AAPL'], tradeIdea: idea,
      disclosure: 'The author holds no position in the securities named here.' } as const;
    let saved = await saveArticle({ id: null, draft, status: 'published', version: '', writer });
    const first = (await stored(saved.id))?.publishedAt as Timestamp;
    saved = await saveArticle({ id: saved.id, draft, status: 'draft', version: saved.version, writer });
    expect(((await stored(saved.id))?.publishedAt as Timestamp).isEqual(first)).toBe(true);
    saved = await saveArticle({ id: saved.id, draft, status: 'published', version: saved.version, writer });
    expect(await stored(saved.id)).toMatchObject({ status: 'published', tradeIdea: { target: 215 } });
    expect(((await stored(saved.id))?.publishedAt as Timestamp).isEqual(first)).toBe(true);
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

describe('the kind of revision a save keeps', () => {
  it('is restore for a restore, autosave for an autosave, publish when the article is published after it, and save otherwise', () => {
    const replacing = { title: 'T', summary: 'S', content: '<p>C</p>' };
    expect(revisionKind({ status: 'draft' })).toBe('save');
    expect(revisionKind({ status: 'published' })).toBe('publish');
    expect(revisionKind({ status: 'draft', auto: true })).toBe('autosave');
    expect(revisionKind({ status: 'draft', restore: { replacing } })).toBe('restore');
    expect(revisionKind({ status: 'published', restore: { replacing } })).toBe('restore');
    expect(revisionKind({ status: 'published', auto: false })).toBe('publish');
  });

  /** The article's revisions, newest first: kind and title. */
  const revisionsOf = async (id: string) =>
    (await getDocs(query(collection(env.owner.db, 'articles', id, 'revisions'), orderBy('savedAt', 'desc')))).docs.map((revision) => ({
      kind: revision.get('kind') as unknown,
      title: revision.get('title') as unknown,
    }));

  it('is stored with each revision, and a restore keeps what it replaces before its own', async () => {
    const writer = await signInAsAdmin();
    const draft = draftOf('Cash conversion', 'cash-conversion');
    let saved = await saveArticle({ id: null, draft, status: 'draft', version: '', writer, auto: true });
    saved = await saveArticle({ id: saved.id, draft: { ...draft, title: 'Cash conversion cycles' }, status: 'draft', version: saved.version, writer });
    saved = await saveArticle({ id: saved.id, draft: { ...draft, title: 'Cash conversion, explained' }, status: 'published', version: saved.version, writer });
    // An autosave within ten minutes of the last revision keeps none.
    const published = { ...draft, title: 'Cash conversion, explained again' };
    saved = await saveArticle({ id: saved.id, draft: published, status: 'published', version: saved.version, writer, auto: true });
    expect(await revisionsOf(saved.id)).toEqual([
      { kind: 'publish', title: 'Cash conversion, explained' },
      { kind: 'save', title: 'Cash conversion cycles' },
      { kind: 'autosave', title: 'Cash conversion' },
    ]);

    // Restoring the first version over unsaved text: the stored text (no revision held it)
    // and the unsaved text go into history first, then the restore.
    const replacing = { title: 'Cash conversion, unsaved', summary: published.summary, content: published.content };
    saved = await saveArticle({ id: saved.id, draft, status: 'published', version: saved.version, writer, restore: { replacing } });
    expect((await revisionsOf(saved.id)).slice(0, 3)).toEqual([
      { kind: 'restore', title: 'Cash conversion' },
      { kind: 'autosave', title: 'Cash conversion, unsaved' },
      { kind: 'autosave', title: 'Cash conversion, explained again' },
    ]);
    expect(await stored(saved.id)).toMatchObject({ title: 'Cash conversion', status: 'published' });

    // A restore with nothing unsaved over a text history holds keeps only its own revision,
    // and is refused like any save over a version it did not start from.
    const count = (await revisionsOf(saved.id)).length;
    const older = { ...draft, title: 'Cash conversion cycles' };
    await expect(saveArticle({ id: saved.id, draft: older, status: 'published', version: 'stale', writer, restore: { replacing: draft } })).rejects.toBeInstanceOf(ConflictError);
    saved = await saveArticle({ id: saved.id, draft: older, status: 'published', version: saved.version, writer, restore: { replacing: draft } });
    const after = await revisionsOf(saved.id);
    expect(after).toHaveLength(count + 1);
    expect(after[0]).toEqual({ kind: 'restore', title: 'Cash conversion cycles' });
  });
});

describe("a published article's share card", () => {
  // jsdom has no canvas, and its requests cannot reach Storage's upload: the card itself,
  // drawn and stored, is proven in a real browser (e2e/share-cards.spec.ts) and by the seed.
  it('never holds a publish up: a card that cannot be made leaves the article published, says so, and is tried again', async () => {
    const writer = await signInAsAdmin();
    const tried: string[] = [];
    const broken: DrawCard = (input) => {
      tried.push(input.title);
      return Promise.reject(new Error('No canvas here.'));
    };
    const draft = draftOf('Dividends in a downturn', 'dividends-in-a-downturn');
    let saved = await saveArticle({ id: null, draft: { ...draft, status: 'draft' }, status: 'draft', version: '', writer, drawCard: broken });
    expect(tried).toEqual([]);
    saved = await saveArticle({ id: saved.id, draft, status: 'published', version: saved.version, writer, drawCard: broken });
    expect(saved).toMatchObject({ shareCardFailed: true, replacedShareImage: null });
    expect(await stored(saved.id)).toMatchObject({ status: 'published', title: 'Dividends in a downturn' });
    expect((await stored(saved.id))?.shareImage).toBeUndefined();

    saved = await saveArticle({ id: saved.id, draft, status: 'published', version: saved.version, writer, drawCard: broken });
    expect(tried).toEqual(['Dividends in a downturn', 'Dividends in a downturn']);
    expect(saved.shareCardFailed).toBe(true);
  });
});
