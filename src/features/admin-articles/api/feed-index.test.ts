/**
 * The feed index (feed-index.ts) as saves, bulk changes and deletes keep it, through the
 * real SDK against the repo's rules: each publish, edit, unpublish and delete updates the
 * article's RSS item and sitemap entry in its own commit; the first rebuild builds the index
 * from older articles once; and neither a publish nor a rebuild reads more documents with a
 * bigger archive, nor any article's body.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { getBytes, ref } from 'firebase/storage';
import { refreshSession } from '../../../lib/session/session.js';
import { getStorageInstance } from '../../../lib/firebase/storage.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';
import { EMPTY_DRAFT, type ArticleDraft, type Writer } from '../types.js';
import { runBulk } from './bulk-articles.js';
import { deleteArticle } from './delete-article.js';
import { newestFeedItems } from './feed-index.js';
import { rebuildFeedsInBackground } from './feeds.js';
import { saveArticle, type Saved } from './save-article.js';

const env = appOnEmulators('demo-feed-index');

// The Storage SDK's uploads go through Node's fetch here, which cannot read jsdom's Blob
// ("object.stream is not a function"): the file's uploads get Node's own.
const jsdomBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = jsdomBlob;
});

async function signInAsAdmin(): Promise<Writer> {
  const uid = await signInNewUser('editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'Test Editor' }, { merge: true });
  await refreshSession();
  return { uid, name: 'Test Editor' };
}

const draftOf = (title: string, slug: string, overrides: Partial<ArticleDraft> = {}): ArticleDraft => ({
  ...EMPTY_DRAFT,
  title,
  slug,
  summary: `Why ${title.toLowerCase()}.`,
  content: `<p>${title}, see <a href="/ticker/AAPL">AAPL</a>.</p><script>alert(1)</script>`,
  category: 'market-insights',
  ...overrides,
});

/** The site's own origin here: the feeds' addresses are absolute on it. */
const ORIGIN = window.location.origin;

const item = async (id: string) => (await getDoc(doc(env.owner.db, 'feedItems', id))).data();

/** Every sitemap entry, by article id. */
async function entries(): Promise<Record<string, { s: string; t: string[] }>> {
  const chunks = await getDocs(collection(env.owner.db, 'sitemapChunks'));
  return Object.assign({}, ...chunks.docs.map((chunk) => chunk.get('entries') as object)) as Record<string, { s: string; t: string[] }>;
}

/**
 * What the app's Firestore requests read while `action` runs: documents, by collection, as
 * Firestore bills them (a document asked for by id and missing is a read too).
 */
async function readsOf(action: () => Promise<unknown>): Promise<{ total: number; byCollection: Record<string, number> }> {
  const byCollection: Record<string, number> = {};
  const original = globalThis.fetch;
  const counted: Promise<void>[] = [];
  const count = (name: unknown) => {
    if (typeof name !== 'string') return;
    // The document's own collection (a revision counts as 'revisions').
    const key = name.split('/').at(-2) ?? '?';
    byCollection[key] = (byCollection[key] ?? 0) + 1;
  };
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/:(batchGet|runQuery)(\?|$)/.test(url)) {
      counted.push(
        response.clone().json().then((answer: unknown) => {
          for (const part of Array.isArray(answer) ? (answer as Record<string, unknown>[]) : []) {
            const found = (part.document ?? part.found) as { name?: unknown } | undefined;
            count(found?.name ?? part.missing);
          }
        }),
      );
    }
    return response;
  };
  try {
    await action();
  } finally {
    globalThis.fetch = original;
  }
  await Promise.all(counted);
  return { total: Object.values(byCollection).reduce((sum, n) => sum + n, 0), byCollection };
}

/** `n` published articles an older version of the site stored, and indexed when `indexed`. */
async function archive(n: number, from: number): Promise<void> {
  const batch = writeBatch(env.owner.db);
  for (let i = from; i < from + n; i++) {
    const data = articleDoc(`Archived article ${i}`, { publishedDaysAgo: 100 + i });
    batch.set(doc(env.owner.db, 'articles', `archived-${i}`), { ...data, content: `<p>${'Long body. '.repeat(500)}</p>` });
    batch.set(doc(env.owner.db, 'slugs', data.slug as string), { articleId: `archived-${i}`, createdAt: Timestamp.now() });
  }
  await batch.commit();
}

const storedFeed = async (path: string) => new TextDecoder().decode(await getBytes(ref(getStorageInstance(), path)));

describe('the feed index', () => {
  beforeEach(() => env.clearFirestore());

  it('follows a publish, an edit, an unpublish, a publish again and a delete, each in its own commit', async () => {
    const writer = await signInAsAdmin();
    const save = (saved: Saved | null, draft: ArticleDraft, status: 'draft' | 'published') =>
      saveArticle({ id: saved?.id ?? null, draft, status, version: saved?.version ?? '', writer, rebuildFeeds: false });

    let saved = await save(null, draftOf('Apple at a discount', 'apple-at-a-discount'), 'draft');
    expect(await item(saved.id)).toBeUndefined();
    expect(await entries()).toEqual({});

    saved = await save(saved, draftOf('Apple at a discount', 'apple-at-a-discount', { tickers: ['AAPL'] }), 'published');
    const published = await item(saved.id);
    expect(published).toMatchObject({ slug: 'apple-at-a-discount', title: 'Apple at a discount', author: 'Test Editor', category: 'market-insights', chunk: 1, image: null });
    // The text as the article stores it (the rules compare them); the feed reader gets it sanitized again, its addresses absolute.
    expect(published?.content).toBe((await getDoc(doc(env.owner.db, 'articles', saved.id))).get('content'));
    expect((await newestFeedItems(ORIGIN)).find((feedItem) => feedItem.slug === 'apple-at-a-discount')?.content)
      .toBe(`<p>Apple at a discount, see <a href="${ORIGIN}/ticker/AAPL">AAPL</a>.</p>`);
    expect((await entries())[saved.id]).toMatchObject({ s: 'apple-at-a-discount', t: ['AAPL'], c: 'market-insights' });

    saved = await save(saved, draftOf('Apple, cheaper still', 'apple-cheaper-still', { category: 'equity-research', disclosure: 'The author holds no position in the securities named here.' }), 'published');
    expect(await item(saved.id)).toMatchObject({ slug: 'apple-cheaper-still', title: 'Apple, cheaper still', category: 'equity-research', chunk: 1 });
    expect((await entries())[saved.id]).toMatchObject({ s: 'apple-cheaper-still', c: 'equity-research' });

    saved = await save(saved, draftOf('Apple, cheaper still', 'apple-cheaper-still'), 'draft');
    expect(await item(saved.id)).toBeUndefined();
    expect(await entries()).toEqual({});

    saved = await save(saved, draftOf('Apple, cheaper still', 'apple-cheaper-still'), 'published');
    expect(await item(saved.id)).toMatchObject({ slug: 'apple-cheaper-still' });

    await deleteArticle(saved.id, { rebuildFeeds: false });
    expect(await item(saved.id)).toBeUndefined();
    expect(await entries()).toEqual({});
  });

  it("takes out an item an older version left for a draft, when the draft is saved or deleted", async () => {
    const writer = await signInAsAdmin();
    // Two drafts unpublished while their items stayed (the rules allowed it before), still in the feeds.
    for (const id of ['stale-1', 'stale-2']) {
      const data = articleDoc(`Pulled ${id}`, { status: 'draft', publishedDaysAgo: 3 });
      await setDoc(doc(env.owner.db, 'articles', id), { ...data, editVersion: 'v1' });
      await setDoc(doc(env.owner.db, 'feedItems', id), {
        slug: data.slug, title: data.title, summary: data.summary, author: 'Dana Whitfield', category: data.category,
        publishedAt: data.publishedAt, content: data.content, image: null, chunk: 1,
      });
      await setDoc(doc(env.owner.db, 'sitemapChunks', '1'), { n: 1, entries: { [id]: { s: data.slug, c: data.category, t: [], m: Timestamp.now() } }, changed: id }, { merge: true });
    }
    const draft = { ...draftOf('Pulled stale-1', 'pulled-stale-1'), status: 'draft' as const };
    await saveArticle({ id: 'stale-1', draft, status: 'draft', version: 'v1', writer, auto: true, rebuildFeeds: false });
    expect(await item('stale-1')).toBeUndefined();
    expect(await deleteArticle('stale-2', { rebuildFeeds: false })).toBe(true);
    expect(await item('stale-2')).toBeUndefined();
    expect(await entries()).toEqual({});
  });

  it('follows a bulk publish and unpublish', async () => {
    const writer = await signInAsAdmin();
    const ids: string[] = [];
    for (const title of ['Bulk one', 'Bulk two']) {
      ids.push((await saveArticle({ id: null, draft: draftOf(title, title.toLowerCase().replace(' ', '-')), status: 'draft', version: '', writer })).id);
    }
    const targets = ids.map((id) => ({ id, title: id }));
    // Each bulk change rebuilds the feeds once, in the background: waited for, as it runs signed in.
    const rebuilt = () => vi.waitFor(async () => expect((await getDoc(doc(env.owner.db, 'site', 'feeds'))).get('state')).toBe('done'));
    await runBulk('publish', targets, writer, () => undefined);
    await rebuilt();
    expect(Object.keys(await entries()).sort()).toEqual([...ids].sort());
    expect((await item(ids[0]!))?.slug).toBe('bulk-one');
    await setDoc(doc(env.owner.db, 'site', 'feeds'), { state: 'running' });
    await runBulk('unpublish', targets, writer, () => undefined);
    await rebuilt();
    expect(await entries()).toEqual({});
    expect(await item(ids[1]!)).toBeUndefined();
  });

  it('is built once from older articles by the first rebuild, which then writes the feeds from it', async () => {
    await signInAsAdmin();
    await archive(3, 0);
    await rebuildFeedsInBackground();
    expect((await getDoc(doc(env.owner.db, 'site', 'feedIndex'))).exists()).toBe(true);
    expect(Object.values(await entries()).map((entry) => entry.s).sort()).toEqual(['archived-article-0', 'archived-article-1', 'archived-article-2']);
    expect((await getDoc(doc(env.owner.db, 'site', 'feeds'))).get('state')).toBe('done');
    const rss = await storedFeed('rss.xml');
    expect(rss).toContain('<title>Archived article 2</title>');
    expect(rss).toContain('<dc:creator>Dana Whitfield</dc:creator>');
    expect(await storedFeed('sitemap.xml')).toContain('/article/archived-article-1</loc>');
  });

  it('costs a publish and a rebuild the same reads at 60 articles as at 120, never an article body', async () => {
    const writer = await signInAsAdmin();
    const publishOne = async (title: string) => {
      const draft = await saveArticle({ id: null, draft: draftOf(title, title.toLowerCase().replace(/ /g, '-')), status: 'draft', version: '', writer });
      const publish = await readsOf(() =>
        saveArticle({ id: draft.id, draft: draftOf(title, title.toLowerCase().replace(/ /g, '-')), status: 'published', version: draft.version, writer, rebuildFeeds: false }),
      );
      const rebuild = await readsOf(() => rebuildFeedsInBackground());
      return { publish, rebuild };
    };

    await archive(60, 0);
    await rebuildFeedsInBackground(); // builds the index once
    const small = await publishOne('Publish at sixty');
    await archive(60, 60);
    // Articles an older tab published without the index: the index is built already, so they wait for their next save.
    const large = await publishOne('Publish at one hundred twenty');

    expect(large.publish.total).toBe(small.publish.total);
    expect(large.publish.total).toBeLessThanOrEqual(10);
    // The rebuild: the newest 50 items, the sitemap's chunk(s), its own marks; no article.
    expect(large.rebuild.byCollection.feedItems).toBe(50);
    expect(large.rebuild.byCollection.articles ?? 0).toBe(0);
    expect(large.rebuild.total).toBe(small.rebuild.total);
    // The publish reads the article it saves, and no other.
    expect(large.publish.byCollection.articles).toBe(1);
  });
});
