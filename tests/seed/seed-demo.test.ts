/**
 * The seed against the repo's real rules: a test emulator with firestore.rules and
 * storage.rules, and a private Auth emulator (the reseed test deletes every account of its
 * project, which must not touch the accounts other test files keep in the shared one).
 *
 * How the data is proven valid: the seed writes as the owner, because an admin's create
 * must carry createdAt/publishedAt == request.time and counters at 0, so past dates and view
 * counts cannot be written through the rules. Instead, after seeding, the seeded admin signs
 * in with the printed password (a real Auth emulator ID token) and
 *  - updates every article with only a new updatedAt, as the editor does on save: the rules
 *    then check validArticle on the whole stored document (keys, types, lengths, enums, the
 *    author block, integer counters, createdAt a timestamp) and that publishedAt is kept;
 *  - creates a copy of every article with the same fields, its timestamps as
 *    serverTimestamp() and counters at 0: the create rule accepts it;
 * and the same for profiles (each user updates their own), subscribers (re-created by a
 * guest after an admin deleted them, each with the subscriber count as the rules want it,
 * which then stands at 0) and contact messages (copies by a guest or the reader).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signInWithEmailAndPassword } from 'firebase/auth';
import {
  arrayUnion,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  where,
  type DocumentData,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore/lite';
import { connectStorageEmulator, getStorage, ref, uploadBytes, uploadString, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthEmulator, type RunningAuthEmulator } from '../../scripts/lib/auth-emulator.js';
import { deleteAllAccounts, lookupByEmail } from '../../scripts/lib/demo-content/auth-admin.js';
import { DEMO_AUTHORS } from '../../scripts/lib/demo-content/authors.js';
import { findRunningStack, wipeStackData } from '../../scripts/lib/demo-content/stack-control.js';
import { DEMO_ADMIN, DEMO_READER, describeSeed, seedDemoContent, type SeedResult, type SeedTarget } from '../../scripts/lib/seed-demo.js';
import { CATEGORIES } from '../../src/config/categories.js';
import { imageFileName, imageUploadMetadata } from '../../src/lib/image-names.js';
import { imageSetOf, planImageSet, storagePrefix, storedFileAddress } from '../../src/lib/image-set.js';
import { personSearchTerms } from '../../src/lib/search-terms.js';
import { subscriptionDay } from '../../src/lib/subscription-days.js';
import { pngSize } from '../support/png-size.js';
import { clientsFor, describeOurs, startTestEmulator, type TestClients, type TestEmulator } from '../support/emulator.js';

const projectId = 'demo-seed';
let emulator: TestEmulator;
let auth: RunningAuthEmulator;
let target: SeedTarget;
let first: SeedResult;
let owner: TestClients;
const apps: FirebaseApp[] = [];

// Our emulator's hub and in-process Auth emulator: skipped against Google's emulators.
describeOurs('the demo seed', () => {
  beforeAll(async () => {
    [emulator, auth] = await Promise.all([
      startTestEmulator({ rules: { firestore: 'firestore.rules', storage: 'storage.rules' } }),
      startAuthEmulator({ port: 0, projectId }),
    ]);
    target = { projectId, firestore: emulator.firestore, storage: emulator.storage, auth: { host: auth.host, port: auth.port } };
    first = await seedDemoContent(target);
    owner = clientsFor(emulator, projectId, 'owner');
  }, 180_000);

  afterAll(async () => {
    await Promise.all([owner.dispose(), ...apps.map((app) => deleteApp(app))]);
    await Promise.all([emulator.stop(), auth.stop()]);
  });

  /** Firestore and Storage of an app signed in through the Auth emulator (a real ID token). */
  async function signIn(email: string, password: string): Promise<{ db: Firestore; storage: FirebaseStorage; uid: string; verified: boolean }> {
    const app = initializeApp({ projectId, apiKey: 'demo-api-key', storageBucket: `${projectId}.appspot.com` }, `seed-user-${apps.length}`);
    apps.push(app);
    const appAuth = initializeAuth(app, { persistence: inMemoryPersistence });
    connectAuthEmulator(appAuth, `http://${auth.host}:${auth.port}`, { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(appAuth, email, password);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emulator.firestore.host, emulator.firestore.port);
    const storage = getStorage(app);
    connectStorageEmulator(storage, emulator.storage.host, emulator.storage.port);
    return { db, storage, uid: user.uid, verified: user.emailVerified };
  }

  async function allArticles(): Promise<{ id: string; data: DocumentData }[]> {
    const snapshot = await getDocs(collection(owner.db, 'articles'));
    return snapshot.docs.map((article) => ({ id: article.id, data: article.data() }));
  }

  describe('seeding a fresh stack', () => {
    it('reports what it wrote and the demo logins', () => {
      expect(first).toMatchObject({ seeded: true, accounts: 2, subscribers: 8, messages: 3 });
      expect(first.published + first.drafts).toBeGreaterThanOrEqual(16);
      expect(first.logins.map((login) => [login.email, login.role])).toEqual([
        [DEMO_ADMIN.email, 'admin'],
        [DEMO_READER.email, 'subscriber'],
      ]);
    });

    it('writes articles in all four categories, drafts without a publication date, featured ones', async () => {
      const articles = await allArticles();
      expect(articles).toHaveLength(first.published + first.drafts);
      const live = articles.filter(({ data }) => data.status === 'published');
      for (const category of CATEGORIES) expect(live.some(({ data }) => data.category === category.id), category.id).toBe(true);
      const drafts = articles.filter(({ data }) => data.status === 'draft');
      expect(drafts).toHaveLength(first.drafts);
      expect(drafts.every(({ data }) => data.publishedAt === null)).toBe(true);
      expect(live.filter(({ data }) => data.isFeatured === true).length).toBeGreaterThanOrEqual(3);
    });

    it('shows guests the published articles only, newest first, with the 10-K article on top', async () => {
      const guest = clientsFor(emulator, projectId);
      try {
        const published = query(collection(guest.db, 'articles'), where('status', '==', 'published'), orderBy('publishedAt', 'desc'));
        // Reader queries state a limit (firestore.rules): the largest page is 50.
        expect((await getCount(query(published, limit(50)))).data().count).toBe(first.published);
        const latest = await getDocs(query(published, limit(5)));
        expect(latest.docs[0]!.data().title).toBe('Reading a 10-K: The Five Sections Analysts Check First');
      } finally {
        await guest.dispose();
      }
    });

    it('creates e-mail-verified accounts that sign in with the printed passwords, with their profiles', async () => {
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const reader = await signIn(DEMO_READER.email, DEMO_READER.password);
      expect([admin.verified, reader.verified]).toEqual([true, true]);
      expect((await getDoc(doc(admin.db, 'users', admin.uid))).data()).toMatchObject({
        role: 'admin',
        email: DEMO_ADMIN.email,
        emailVerified: true,
        searchTerms: personSearchTerms(DEMO_ADMIN.fullName, DEMO_ADMIN.email),
      });
      expect((await getDoc(doc(reader.db, 'users', reader.uid))).data()).toMatchObject({ role: 'subscriber', email: DEMO_READER.email });
      // What the session does on sign-in: the rules check the whole stored profile.
      for (const user of [admin, reader]) {
        await updateDoc(doc(user.db, 'users', user.uid), { lastLogin: serverTimestamp(), updatedAt: serverTimestamp() });
      }
    });

    it('stores every article as the admin could: an edit and a create of the same data pass the rules', async () => {
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const articles = await allArticles();
      for (const { id, data } of articles) {
        await updateDoc(doc(admin.db, 'articles', id), { updatedAt: serverTimestamp() });
        // Each published article holds the claim on its slug (slugs/{slug}), as the editor
        // writes it; a draft holds none.
        const claim = await getDoc(doc(admin.db, 'slugs', data.slug as string));
        expect(claim.exists() ? claim.get('articleId') : null).toBe(data.status === 'published' ? id : null);
        // An outcome, amendments and the discussion's tally come after publication, in
        // writes of their own (demo-content.test.ts checks them as the rules would).
        const { publishedAt: _publishedAt, ideaOutcome: _outcome, ideaAmendments: _amendments, positionTally: _tally, ...rest } = data;
        const copy = doc(collection(admin.db, 'articles'));
        const slug = `${data.slug as string}-copy`;
        const create = writeBatch(admin.db);
        create.set(copy, {
          ...rest,
          slug,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
          ...(data.status === 'published' ? { publishedAt: serverTimestamp() } : {}),
          viewCount: 0,
          likeCount: 0,
          commentCount: 0,
        });
        if (data.status === 'published') create.set(doc(admin.db, 'slugs', slug), { articleId: copy.id, createdAt: serverTimestamp() });
        await create.commit();
        const remove = writeBatch(admin.db);
        remove.delete(copy);
        if (data.status === 'published') remove.delete(doc(admin.db, 'slugs', slug));
        await remove.commit();
      }
      // And the owner-only parts really are out of an admin's reach, so the proof above means something.
      const { id } = articles[0]!;
      await expect(updateDoc(doc(admin.db, 'articles', id), { viewCount: 1, updatedAt: serverTimestamp() })).rejects.toMatchObject({ code: 'permission-denied' });
    });

    it("gives each demo author a staff profile from their articles' bio, as the admin could store it", async () => {
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const articles = await allArticles();
      const guest = clientsFor(emulator, projectId);
      for (const author of Object.values(DEMO_AUTHORS)) {
        const profile = (await getDoc(doc(guest.db, 'authors', author.id))).data();
        expect(profile).toMatchObject({ name: author.name, bio: author.bio, avatar: '', socialLinks: { twitter: '', linkedin: '', website: '' } });
        expect(articles.some(({ data }) => (data.author as { id: string; bio?: string }).id === author.id && (data.author as { bio?: string }).bio === author.bio)).toBe(true);
        const { updatedAt: _updatedAt, ...fields } = profile ?? {};
        await setDoc(doc(admin.db, 'authors', author.id), { ...fields, updatedAt: serverTimestamp() });
      }
      await guest.dispose();
    });

    it('stores subscribers and contact messages as the site forms would', async () => {
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const reader = await signIn(DEMO_READER.email, DEMO_READER.password);
      const guest = clientsFor(emulator, projectId);
      try {
        const subscribers = await getDocs(collection(admin.db, 'subscribers'));
        expect(subscribers.size).toBe(first.subscribers);
        // The count holds those who joined on or before countedThrough; the others count by their day.
        const count = doc(admin.db, 'site', 'subscribers');
        const { countedThrough } = (await getDoc(count)).data() as { count: number; countedThrough: Timestamp };
        const counted = (data: DocumentData) => (data.subscribedDays as Timestamp[])[0]!.toMillis() <= countedThrough.toMillis();
        expect((await getDoc(count)).get('count')).toBe(subscribers.docs.filter((subscriber) => counted(subscriber.data())).length);
        expect(subscribers.docs.some((subscriber) => !counted(subscriber.data()))).toBe(true);
        for (const subscriber of subscribers.docs) {
          const removal = writeBatch(admin.db).delete(subscriber.ref);
          if (counted(subscriber.data())) removal.update(count, { count: increment(-1) });
          await removal.commit();
          const subscription = { ...subscriber.data(), subscribedAt: serverTimestamp(), subscribedDays: arrayUnion(subscriptionDay()) };
          await setDoc(doc(guest.db, 'subscribers', subscriber.id), subscription, { merge: true });
        }
        expect((await getDoc(count)).get('count')).toBe(0);
        const messages = await getDocs(collection(admin.db, 'contactMessages'));
        expect(messages.size).toBe(first.messages);
        for (const message of messages.docs) {
          const data = message.data();
          const sender = data.uid === reader.uid ? reader.db : guest.db;
          const copy = doc(collection(sender, 'contactMessages'));
          await setDoc(copy, { ...data, createdAt: serverTimestamp() });
          await deleteDoc(doc(admin.db, 'contactMessages', copy.id));
        }
        expect(messages.docs.some((message) => message.data().uid === reader.uid)).toBe(true);
      } finally {
        await guest.dispose();
      }
    });

    it('stores every featured image as a photograph\'s image set that anyone reads without a token, and the admin could upload', async () => {
      const articles = await allArticles();
      const prefix = storagePrefix(`http://${emulator.storage.host}:${emulator.storage.port}`, `${projectId}.appspot.com`);
      const addresses = articles.map(({ data }) => data.featuredImage as string);
      expect(new Set(addresses).size).toBe(articles.length);
      for (const address of addresses) {
        // The reference, the set's largest JPEG, is what the article stores.
        expect(address, address).not.toMatch(/token=/);
        const set = imageSetOf(prefix, address);
        expect(set, address).toMatchObject({ folder: 'featured', type: 'image/jpeg', memberWidth: 1200 });
        expect(set!.width).toBeGreaterThanOrEqual(3000);
        // Every member the pages' srcset and the e-mails name is there, of its type.
        for (const member of planImageSet({ ...set!, hasAlpha: false }).members) {
          const response = await fetch(storedFileAddress(prefix, member.path));
          expect(response.status, member.path).toBe(200);
          expect(response.headers.get('content-type'), member.path).toBe(member.type);
          expect((await response.arrayBuffer()).byteLength, member.path).toBeGreaterThan(1000);
        }
      }
      // Each member is a file the rules let the admin store: the set's name, type and size.
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const set = imageSetOf(prefix, addresses[0]!)!;
      for (const member of planImageSet({ ...set, hasAlpha: false }).members) {
        const data = new Uint8Array(await (await fetch(storedFileAddress(prefix, member.path))).arrayBuffer());
        await uploadBytes(ref(admin.storage, member.path), data, { contentType: member.type, cacheControl: 'public, max-age=31536000, immutable' });
      }
    });

    it('serves every inline figure from Storage as SVG, uploadable by the admin', async () => {
      const articles = await allArticles();
      const urls = articles.flatMap(({ data }) => [...(data.content as string).matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')));
      expect(new Set(urls).size + articles.length).toBe(first.images);
      for (const url of urls) {
        expect(url).toMatch(new RegExp(`^http://${emulator.storage.host}:${emulator.storage.port}/v0/b/${projectId}\\.appspot\\.com/o/images%2Finline%2F[a-z0-9-]+\\.svg\\?alt=media&token=`));
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        // Opening the address downloads the file rather than running any script in it.
        expect(response.headers.get('content-disposition')).toMatch(/^attachment/);
        expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      }
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      const sample = await (await fetch(urls[0]!)).text();
      const name = `images/inline/${imageFileName('seed check', 'image/svg+xml')}`;
      await uploadString(ref(admin.storage, name), sample, 'raw', imageUploadMetadata('image/svg+xml'));
    });
  });

  describe('share cards', () => {
    it('gives every published article a 1200×630 PNG card in images/share, and no draft one', async () => {
      const articles = await allArticles();
      for (const { id, data } of articles) {
        if (data.status !== 'published') {
          expect(data.shareImage, String(data.slug)).toBeUndefined();
          continue;
        }
        const url = data.shareImage as string;
        expect(url).toMatch(new RegExp(`/o/images%2Fshare%2F${id}-[0-9a-f]{16}\\.png\\?alt=media&token=`));
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(pngSize(new Uint8Array(await response.arrayBuffer())), url).toEqual({ width: 1200, height: 630 });
      }
    });
  });

  describe('seeding again', () => {
    it('does nothing when articles exist, and still reports the demo logins', async () => {
      const before = await allArticles();
      const again = await seedDemoContent(target);
      expect(again).toMatchObject({ seeded: false, published: 0, drafts: 0, images: 0, accounts: 0, subscribers: 0, messages: 0 });
      expect(again.logins.map((login) => login.email)).toEqual([DEMO_ADMIN.email, DEMO_READER.email]);
      const after = await allArticles();
      expect(after.map(({ id }) => id).sort()).toEqual(before.map(({ id }) => id).sort());
    });

    it('recreates demo accounts that are gone while the content is there, with their profiles\' uids, and says so', async () => {
      const before = await allArticles();
      await deleteAllAccounts(target);
      const again = await seedDemoContent(target);
      expect(again).toMatchObject({ seeded: false, recreated: [DEMO_ADMIN.email, DEMO_READER.email] });
      expect(describeSeed(again)).toMatch(/Recreated the missing demo accounts admin@demo\.finance, reader@demo\.finance/);
      expect(again.logins.map((login) => login.email)).toEqual([DEMO_ADMIN.email, DEMO_READER.email]);
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect(admin.uid).toBe(DEMO_ADMIN.uid);
      expect((await getDoc(doc(admin.db, 'users', admin.uid))).data()).toMatchObject({ role: 'admin', email: DEMO_ADMIN.email });
      expect((await allArticles()).map(({ id }) => id).sort()).toEqual(before.map(({ id }) => id).sort());
      // Present now: nothing more to recreate.
      expect((await seedDemoContent(target)).recreated).toEqual([]);
    });

    it('repairs demo accounts that already exist (another uid, another password) instead of failing', async () => {
      await wipeStackData(target);
      const response = await fetch(`http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
        method: 'POST',
        headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_READER.email, password: 'changed-by-a-developer' }),
      });
      const { localId } = (await response.json()) as { localId: string };
      const result = await seedDemoContent(target);
      expect(result.seeded).toBe(true);
      const reader = await signIn(DEMO_READER.email, DEMO_READER.password);
      expect(reader.uid).toBe(localId);
      expect((await getDoc(doc(reader.db, 'users', localId))).data()).toMatchObject({ role: 'subscriber', emailVerified: true });
      const messages = await getDocs(query(collection(owner.db, 'contactMessages'), where('uid', '==', localId)));
      expect(messages.size).toBe(1);
    });
  });

  describe('wiping for npm run reseed', () => {
    it('forgets documents, images and accounts; the next seed starts over', async () => {
      const [article] = await allArticles();
      await wipeStackData(target);
      expect(await allArticles()).toEqual([]);
      expect((await getDocs(collection(owner.db, 'subscribers'))).size).toBe(0);
      expect((await fetch(article!.data.featuredImage as string)).status).toBe(404);
      expect(await lookupByEmail(target, [DEMO_ADMIN.email, DEMO_READER.email])).toEqual([]);

      const result = await seedDemoContent(target);
      expect(result.seeded).toBe(true);
      expect((await allArticles()).length).toBe(result.published + result.drafts);
      const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
      expect(admin.uid).toBe(DEMO_ADMIN.uid);
    });

    it('finds a running stack through its hub, and says when there is none or it lacks Auth', async () => {
      const withHub = await startTestEmulator({ ports: { firestore: 0, storage: 0, hub: 0 }, auth: target.auth });
      const withoutAuth = await startTestEmulator({ ports: { firestore: 0, storage: 0, hub: 0 } });
      try {
        expect(await findRunningStack(withHub.hub!, projectId)).toEqual({
          state: 'running',
          target: { projectId, firestore: withHub.firestore, storage: withHub.storage, auth: target.auth },
        });
        expect(await findRunningStack(withoutAuth.hub!, projectId)).toMatchObject({ state: 'incomplete' });
      } finally {
        await Promise.all([withHub.stop(), withoutAuth.stop()]);
      }
      // Its hub port is closed now.
      expect(await findRunningStack(withHub.hub!, projectId)).toEqual({ state: 'none' });
    });
  });
});
