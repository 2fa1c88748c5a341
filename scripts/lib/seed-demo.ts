/**
 * Demo content for the local stack (docs/local-stack.md): realistic articles in every category with
 * generated featured photographs (stored as image sets, as an editor's upload is) and inline
 * figures in Storage, an admin and a reader account in
 * the Auth emulator with their users/{uid} profiles, newsletter subscribers and contact
 * messages. Runs on the first `npm start`, in every end-to-end run, and after `npm run
 * reseed` has wiped the stack (demo-content/stack-control.ts).
 *
 * Idempotent: when any article exists, nothing is written, so a restart never duplicates or
 * overwrites what a developer changed; only demo accounts whose profiles are there but whose
 * Auth accounts are gone are recreated. Firestore and Storage are written as the emulator's
 * owner (rules skipped, past dates allowed), but every document is what the app itself would
 * store: tests/seed proves it by re-writing each one as the seeded admin under the real rules.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes, uploadString, type FirebaseStorage } from 'firebase/storage';
import { categoryName } from '../../src/config/categories.js';
import { SITE_NAME } from '../../src/config/site.js';
import { absoluteAddresses, articleUrl, feedImage, rssXml, sitemapFiles, type FeedItem, type SitemapEntry } from '../../src/lib/feeds.js';
import { cardHash, shareCardPath } from '../../src/lib/share-card/layout.js';
import { imageFileName, imageUploadMetadata } from '../../src/lib/image-names.js';
import { storagePrefix, storedFileAddress } from '../../src/lib/image-set.js';
import { personSearchTerms } from '../../src/lib/search-terms.js';
import { staffNameKeys } from '../../src/lib/staff-names.js';
import { lastClosedDay, subscriptionDay } from '../../src/lib/subscription-days.js';
import { DEMO_ACCOUNTS, DEMO_READER, type DemoAccount } from './demo-content/accounts.js';
import { commentDocuments } from './demo-content/comment-documents.js';
import { DEMO_COMMENTERS } from './demo-content/comments.js';
import { articleDocument, DAY_MS, slugOf, type ArticleData } from './demo-content/article-document.js';
import { DEMO_ARTICLES } from './demo-content/articles/index.js';
import { lookupByEmail, lookupByUid, upsertAccount } from './demo-content/auth-admin.js';
import { DEMO_AUTHORS, demoProfile } from './demo-content/authors.js';
import { demoPhoto, type DemoPhoto } from './demo-content/featured-photos.js';
import { demoShareCard } from './demo-content/share-cards.js';
import { FIGURES } from './demo-content/figures.js';
import { DEMO_MESSAGES, DEMO_SUBSCRIBERS } from './demo-content/readers.js';
import type { SeedTarget } from './demo-content/stack-control.js';
import { uploadImageSet } from './image-set-node.js';

export type { SeedTarget };
export { DEMO_ADMIN, DEMO_READER } from './demo-content/accounts.js';

export interface DemoLogin {
  readonly email: string;
  readonly password: string;
  readonly role: DemoAccount['role'];
}

export interface SeedResult {
  /** false: articles were already there and nothing was written. */
  readonly seeded: boolean;
  readonly published: number;
  readonly drafts: number;
  readonly images: number;
  readonly accounts: number;
  readonly subscribers: number;
  readonly messages: number;
  /** The demo accounts present on the stack, created now or by an earlier seed. */
  readonly logins: readonly DemoLogin[];
  /**
   * Demo accounts that were missing while their profiles were there (Auth data lost, e.g.
   * by a crash before this stack saved accounts), recreated with the profiles' uids.
   */
  readonly recreated: readonly string[];
}


const loginOf = (account: DemoAccount): DemoLogin => ({ email: account.email, password: account.password, role: account.role });

interface OwnerClients {
  readonly db: Firestore;
  readonly storage: FirebaseStorage;
  /** Where the stack's Storage serves files: `{origin}/v0/b/{bucket}/o/`. */
  readonly storagePrefix: string;
  dispose(): Promise<void>;
}

let appCounter = 0;

/** Lite Firestore and Storage acting as the owner: the emulators skip the rules for it. */
function ownerClients(target: SeedTarget): OwnerClients {
  const bucket = `${target.projectId}.appspot.com`;
  const app = initializeApp(
    { projectId: target.projectId, apiKey: 'demo-api-key', storageBucket: bucket },
    `seed-demo-${process.pid}-${++appCounter}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(db, target.firestore.host, target.firestore.port, { mockUserToken: 'owner' });
  const storage = getStorage(app);
  connectStorageEmulator(storage, target.storage.host, target.storage.port, { mockUserToken: 'owner' });
  const prefix = storagePrefix(`http://${target.storage.host}:${target.storage.port}`, bucket);
  return { db, storage, storagePrefix: prefix, dispose: () => deleteApp(app) };
}

/** Stored as the app stores images: a name with a random part, served as an attachment. */
async function upload(storage: FirebaseStorage, folder: string, name: string, svg: string): Promise<string> {
  const file = ref(storage, `${folder}/${imageFileName(name, 'image/svg+xml')}`);
  await uploadString(file, svg, 'raw', imageUploadMetadata('image/svg+xml'));
  return getDownloadURL(file);
}

interface UploadedImages {
  /** By slug: the featured photograph's reference address (no token: anyone may read it). */
  readonly featured: Map<string, string>;
  /** By slug: the photograph itself, which the share card is drawn from. */
  readonly photos: Map<string, DemoPhoto>;
  /** By name: the inline figures' download URLs. */
  readonly figures: Record<string, string>;
}

/** Uploads every featured photograph (as its image set) and inline figure. */
async function uploadImages(clients: OwnerClients): Promise<UploadedImages> {
  const featured = await Promise.all(
    DEMO_ARTICLES.map(async (article) => {
      const slug = slugOf(article);
      const photo = await demoPhoto(slug);
      const reference = await uploadImageSet(clients.storage, photo.set);
      return [slug, photo, storedFileAddress(clients.storagePrefix, reference)] as const;
    }),
  );
  const figures = await Promise.all(
    Object.entries(FIGURES).map(async ([name, draw]) => [name, await upload(clients.storage, 'images/inline', name, draw())] as const),
  );
  return {
    featured: new Map(featured.map(([slug, , address]) => [slug, address])),
    photos: new Map(featured.map(([slug, photo]) => [slug, photo])),
    figures: Object.fromEntries(figures),
  };
}

/**
 * The published articles' share cards, stored as the editor stores them
 * (images/share/{articleId}-{hash}.png); returns their addresses by article id.
 */
async function uploadShareCards(storage: FirebaseStorage, ids: readonly string[], images: UploadedImages): Promise<Map<string, string>> {
  const cards = await Promise.all(
    DEMO_ARTICLES.map(async (article, index) => {
      const id = ids[index] ?? '';
      const slug = slugOf(article);
      if (article.publishedDaysAgo === null) return null;
      const input = {
        title: article.title, category: categoryName(article.category), siteName: SITE_NAME,
        author: DEMO_AUTHORS[article.author].name, image: images.featured.get(slug) ?? null,
      };
      // Drawn from the set's reference, the JPEG the editor reads from the featured image's address.
      const photo = images.photos.get(slug);
      const reference = photo?.set.files[photo.set.files.length - 1];
      if (!photo || !reference) throw new Error(`No featured photograph for ${slug}.`);
      const png = await demoShareCard(input, { key: photo.key, data: reference.data });
      const file = ref(storage, shareCardPath(id, await cardHash(input)));
      await uploadBytes(file, png, { contentType: 'image/png', cacheControl: 'public, max-age=31536000, immutable' });
      return [id, await getDownloadURL(file)] as const;
    }),
  );
  return new Map(cards.filter((card) => card !== null));
}

async function writeDocuments(
  db: Firestore,
  now: number,
  images: { featured: Map<string, string>; figures: Record<string, string>; ids: readonly string[]; cards: ReadonlyMap<string, string> },
  uids: ReadonlyMap<DemoAccount, string>,
): Promise<ArticleData[]> {
  const at = (daysAgo: number) => Timestamp.fromMillis(now - daysAgo * DAY_MS);
  const batch = writeBatch(db);
  const articles: ArticleData[] = [];
  const built = DEMO_ARTICLES.map((article, index) => {
    const featuredImage = images.featured.get(slugOf(article)) ?? '';
    const id = images.ids[index] ?? '';
    const shareImage = images.cards.get(id);
    return { id, data: articleDocument(article, { now, featuredImage, figureUrls: images.figures, ...(shareImage ? { shareImage } : {}) }) };
  });
  // The demo discussion, and what each article keeps of it (its count and tally).
  const discussion = commentDocuments(
    (title) => {
      const found = built.find(({ data }) => data.title === title && data.publishedAt);
      return found?.data.publishedAt ? { id: found.id, publishedAt: found.data.publishedAt.toMillis() } : null;
    },
    (writer) => (writer === 'alex' ? (uids.get(DEMO_READER) ?? DEMO_READER.uid) : DEMO_COMMENTERS[writer].uid),
  );
  for (const [path, fields] of discussion.documents) batch.set(doc(db, path), fields);
  for (const { id, data: plain } of built) {
    const data = { ...plain, ...discussion.articles.get(id) };
    const ref = doc(db, 'articles', id);
    articles.push(data);
    batch.set(ref, data);
    // Each published slug claimed for its article (firestore.rules: one published article
    // per slug; a draft holds no claim).
    if (data.status === 'published') batch.set(doc(db, 'slugs', data.slug), { articleId: ref.id, createdAt: data.createdAt });
  }
  // The demo bylines, reserved as publishing reserves them (no reader comments under one),
  // and their staff profiles (authors/{id}) from the bios their articles carry, as an admin's
  // profile page stores them.
  for (const author of Object.values(DEMO_AUTHORS)) {
    const [key] = staffNameKeys(author.name);
    if (key) batch.set(doc(db, 'staffNames', key), { name: author.name, createdAt: Timestamp.fromMillis(now) });
    batch.set(doc(db, 'authors', author.id), { ...demoProfile(author), updatedAt: Timestamp.fromMillis(now) });
  }
  // The tags' spellings, for the editor's suggestions; the demo's tags need no tidying.
  batch.set(doc(db, 'site', 'tags'), { names: [...new Set(articles.flatMap((article) => article.tags))], tidiedAt: Timestamp.fromMillis(now) });
  for (const [account, uid] of uids) {
    batch.set(doc(db, 'users', uid), {
      uid,
      fullName: account.fullName,
      email: account.email,
      role: account.role,
      createdAt: at(account.createdDaysAgo),
      lastLogin: at(1),
      emailVerified: true,
      updatedAt: at(1),
      searchTerms: personSearchTerms(account.fullName, account.email),
    });
  }
  // Each subscriber with the day it joined, and the subscriber count as an admin's browser
  // keeps it (site/subscribers): those who joined up to three days back, the rest counted
  // live from their days.
  const countedThrough = lastClosedDay(new Date(now));
  const joinedOn = (daysAgo: number) => subscriptionDay(new Date(now - daysAgo * DAY_MS));
  for (const subscriber of DEMO_SUBSCRIBERS) {
    batch.set(doc(db, 'subscribers', subscriber.email), {
      email: subscriber.email,
      subscribedAt: at(subscriber.daysAgo),
      source: subscriber.source,
      searchTerms: personSearchTerms('', subscriber.email),
      subscribedDays: [Timestamp.fromDate(joinedOn(subscriber.daysAgo))],
    });
  }
  batch.set(doc(db, 'site', 'subscribers'), {
    count: DEMO_SUBSCRIBERS.filter((subscriber) => joinedOn(subscriber.daysAgo) <= countedThrough).length,
    countedThrough: Timestamp.fromDate(countedThrough),
  });
  for (const message of DEMO_MESSAGES) {
    const reader = message.uid ? DEMO_ACCOUNTS.find((account) => account.uid === message.uid) : undefined;
    const uid = reader ? uids.get(reader) : undefined;
    batch.set(doc(db, 'contactMessages', message.id), {
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      createdAt: at(message.daysAgo),
      ...(uid ? { uid } : {}),
    });
  }
  await batch.commit();
  return articles;
}

/**
 * The RSS feed and the sitemap, as an admin's browser rebuilds them after each change. The
 * feed index (feedItems, sitemapChunks) is left to the first rebuild, which builds it from
 * the articles once (src/features/admin-articles/api/feed-index.ts, buildFeedIndex). The
 * demo's text is the seed's own, so it is not sanitized again here.
 */
async function writeFeeds(storage: FirebaseStorage, articles: readonly ArticleData[], siteOrigin: string, now: number): Promise<void> {
  const published = articles.flatMap((article) => (article.status === 'published' && article.publishedAt ? [{ ...article, publishedAt: article.publishedAt }] : []));
  const items: FeedItem[] = published.map((article) => ({
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    author: article.author.name,
    category: article.category,
    publishedAt: article.publishedAt.toDate(),
    content: absoluteAddresses(article.content, articleUrl(siteOrigin, article.slug)),
    image: feedImage(article.shareImage ?? null, article.featuredImage),
  }));
  const entries: SitemapEntry[] = published.map((article) => ({
    slug: article.slug,
    category: article.category,
    tickers: article.tickers,
    lastmod: article.updatedAt.toDate(),
  }));
  const cacheControl = 'public, max-age=300';
  await Promise.all([
    uploadString(ref(storage, 'rss.xml'), rssXml(items, siteOrigin, new Date(now)), 'raw', { contentType: 'application/rss+xml', cacheControl }),
    ...sitemapFiles(entries, siteOrigin).map(({ path, xml }) => uploadString(ref(storage, path), xml, 'raw', { contentType: 'application/xml', cacheControl })),
  ]);
}

async function existingLogins(target: SeedTarget): Promise<DemoLogin[]> {
  const found = await lookupByEmail(target, DEMO_ACCOUNTS.map((account) => account.email));
  const emails = new Set(found.map((user) => user.email));
  return DEMO_ACCOUNTS.filter((account) => emails.has(account.email)).map(loginOf);
}

/** The uid of the account's users/{uid} profile: found by its e-mail, else the demo uid's. */
async function profileUid(db: Firestore, account: DemoAccount): Promise<string | undefined> {
  const byEmail = await getDocs(query(collection(db, 'users'), where('email', '==', account.email), limit(1)));
  if (!byEmail.empty) return byEmail.docs[0]?.id;
  return (await getDoc(doc(db, 'users', account.uid))).exists() ? account.uid : undefined;
}

/**
 * Recreates demo accounts whose profile is there but whose Auth account is gone, with the
 * profile's uid, so the printed logins work and own their articles' data again. An account
 * without a profile was removed on purpose (or never seeded) and stays away.
 */
async function recreateMissingAccounts(target: SeedTarget, db: Firestore): Promise<string[]> {
  const recreated: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const uid = await profileUid(db, account);
    if (!uid) continue;
    const [byEmail, byUid] = await Promise.all([lookupByEmail(target, [account.email]), lookupByUid(target, [uid])]);
    if (byEmail.length > 0 || byUid.length > 0) continue;
    await upsertAccount(target, account, uid);
    recreated.push(account.email);
  }
  return recreated;
}

/** Seeds the demo content unless the stack already has articles. */
export interface SeedOptions {
  /** When the seed runs (ms); every date is relative to it. */
  readonly now?: number;
  /** The site's address, for the absolute links of the feeds (default: `npm start`'s). */
  readonly siteOrigin?: string;
}

const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:5173';

export async function seedDemoContent(target: SeedTarget, options: SeedOptions = {}): Promise<SeedResult> {
  const clients = ownerClients(target);
  try {
    const existing = await getDocs(query(collection(clients.db, 'articles'), limit(1)));
    if (!existing.empty) {
      const recreated = await recreateMissingAccounts(target, clients.db);
      return {
        seeded: false, published: 0, drafts: 0, images: 0, accounts: 0, subscribers: 0, messages: 0,
        logins: await existingLogins(target),
        recreated,
      };
    }
    const now = options.now ?? Date.now();
    // Accounts and images first: the articles, written last in one batch, mark the seed as done.
    const ids = DEMO_ARTICLES.map(() => doc(collection(clients.db, 'articles')).id);
    const [uids, images] = await Promise.all([
      Promise.all(DEMO_ACCOUNTS.map(async (account) => [account, await upsertAccount(target, account)] as const)),
      uploadImages(clients).then(async (uploaded) => ({ ...uploaded, ids, cards: await uploadShareCards(clients.storage, ids, uploaded) })),
    ]);
    const articles = await writeDocuments(clients.db, now, images, new Map(uids));
    await writeFeeds(clients.storage, articles, options.siteOrigin ?? DEFAULT_SITE_ORIGIN, now);
    const drafts = DEMO_ARTICLES.filter((article) => article.publishedDaysAgo === null).length;
    return {
      seeded: true,
      published: DEMO_ARTICLES.length - drafts,
      drafts,
      images: images.featured.size + Object.keys(images.figures).length,
      accounts: uids.length,
      subscribers: DEMO_SUBSCRIBERS.length,
      messages: DEMO_MESSAGES.length,
      logins: DEMO_ACCOUNTS.map(loginOf),
      recreated: [],
    };
  } finally {
    await clients.dispose();
  }
}

/** One line for the console: what the seed did. */
export function describeSeed(result: SeedResult): string {
  if (!result.seeded) {
    const recreated = result.recreated.length > 0
      ? ` Recreated the missing demo accounts ${result.recreated.join(', ')} (their Auth accounts were gone; same uids as their profiles).`
      : '';
    return `Demo content already present (npm run reseed starts over).${recreated}`;
  }
  return `Seeded demo content: ${result.published} published articles and ${result.drafts} drafts, ${result.images} images, `
    + `${result.accounts} accounts, ${result.subscribers} newsletter subscribers, ${result.messages} contact messages.`;
}

/** The demo logins as aligned console lines ('' when there are none). */
export function formatLogins(logins: readonly DemoLogin[], indent = '  '): string {
  const label = 'Demo logins'.padEnd(19);
  return logins
    .map((login, i) => `${indent}${i === 0 ? label : ''.padEnd(19)}${login.email} / ${login.password} (${login.role === 'admin' ? 'admin' : 'reader'})`)
    .join('\n');
}
