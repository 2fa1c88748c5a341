/**
 * The people and documents of the rules tests: tokens as the Auth emulator would issue
 * them, stored documents as the site keeps them, and the payloads the app writes (with
 * serverTimestamp() wherever a rule wants request.time).
 */
import { Timestamp, arrayUnion, doc, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import { personSearchTerms } from '../../../src/lib/search-terms.js';
import { subscriptionDay } from '../../../src/lib/subscription-days.js';

export interface Person {
  readonly uid: string;
  readonly email: string;
  readonly name: string;
  readonly token: { sub: string; email: string; email_verified: boolean };
}

const person = (uid: string, name: string, email: string): Person => ({
  uid,
  email,
  name,
  token: { sub: uid, email, email_verified: true },
});

export const ALICE = person('alice', 'Alice Reader', 'alice@example.com');
export const BOB = person('bob', 'Bob Other', 'bob@example.com');
export const ADMIN = person('ann-admin', 'Ann Admin', 'ann@example.com');

/** A time in the past: what a client would pick instead of serverTimestamp(). */
export const LAST_WEEK = Timestamp.fromMillis(Date.now() - 7 * 24 * 3600 * 1000);

/** `data` without `key`: a required field left out. */
export function without(data: DocumentData, key: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));
}

/** A user profile as stored. */
export function storedProfile(who: Person, overrides: DocumentData = {}): DocumentData {
  return {
    uid: who.uid,
    fullName: who.name,
    email: who.email,
    role: 'subscriber',
    createdAt: LAST_WEEK,
    lastLogin: LAST_WEEK,
    emailVerified: true,
    updatedAt: LAST_WEEK,
    ...overrides,
  };
}

/** The profile the app writes on registration. */
export function newProfile(who: Person, overrides: DocumentData = {}): DocumentData {
  return {
    uid: who.uid,
    fullName: who.name,
    email: who.email,
    role: 'subscriber',
    emailVerified: who.token.email_verified,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    lastLogin: serverTimestamp(),
    searchTerms: personSearchTerms(who.name, who.email),
    ...overrides,
  };
}

const author = {
  id: 'author-daniel',
  name: 'Daniel Brooks, CFA',
  bio: 'Head of equity research.',
  socialLinks: { linkedin: 'https://www.linkedin.com/' },
};

const articleBody = {
  title: 'Reading a 10-K: The Five Sections Analysts Check First',
  slug: 'reading-a-10-k-the-five-sections-analysts-check-first',
  summary: 'Where professional analysts start in an annual report, and the red flags that deserve a closer look.',
  excerpt: 'An annual report runs to hundreds of pages.',
  content: '<p>A company\'s annual report is the most complete picture of its business.</p>',
  category: 'equity-research',
  tags: ['Stocks', 'Investment'],
  featuredImage: 'https://example.com/images/featured/10-k.png',
  isFeatured: false,
  author,
  readTime: 4,
  commentCount: 0,
  searchTerms: ['reading', '10-k', 'analysts', 'stocks'],
  tickers: ['AAPL', 'BRK.B'],
  disclosure: 'The author holds no position in the securities named and received no compensation for this article.',
};

/** An article as stored: published a week ago unless `status: 'draft'` is given. */
export function storedArticle(overrides: DocumentData = {}): DocumentData {
  const draft = overrides.status === 'draft';
  return {
    ...articleBody,
    status: 'published',
    createdAt: LAST_WEEK,
    updatedAt: LAST_WEEK,
    publishedAt: draft ? null : LAST_WEEK,
    viewCount: 41,
    likeCount: 3,
    ...overrides,
  };
}

/** The article an admin's create form writes: a draft unless `status: 'published'`. */
export function newArticle(overrides: DocumentData = {}): DocumentData {
  const published = overrides.status === 'published';
  return {
    ...articleBody,
    status: 'draft',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    publishedAt: published ? serverTimestamp() : null,
    viewCount: 0,
    likeCount: 0,
    ...overrides,
  };
}

/** A bookmark as the article page writes it. */
export function newSave(who: Person, articleId: string, overrides: DocumentData = {}): DocumentData {
  return {
    userId: who.uid,
    articleId,
    savedAt: serverTimestamp(),
    title: articleBody.title,
    slug: articleBody.slug,
    summary: articleBody.summary,
    category: articleBody.category,
    featuredImage: articleBody.featuredImage,
    publishedAt: LAST_WEEK,
    author: { id: author.id, name: author.name },
    ...overrides,
  };
}

/** A subscription as the forms write it (merged with what is there: `{ merge: true }`), today's UTC day added. */
export function newSubscriber(email: string, overrides: DocumentData = {}): DocumentData {
  return {
    email,
    subscribedAt: serverTimestamp(),
    source: 'footer',
    searchTerms: personSearchTerms('', email),
    subscribedDays: arrayUnion(subscriptionDay()),
    ...overrides,
  };
}

export function newContactMessage(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Sam Visitor',
    email: 'Sam.Visitor@example.com',
    subject: 'Research request',
    message: 'Could you cover dividend growth stocks in a future article?',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

/**
 * Creates an article as the editor does: the article, and when it is published the claim on
 * its slug, in one batch (a draft holds no claim).
 */
export function createArticle(db: Firestore, id: string, data: DocumentData): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'articles', id), data);
  if (data.status === 'published' && typeof data.slug === 'string' && data.slug !== '') {
    batch.set(doc(db, 'slugs', data.slug), { articleId: id, createdAt: serverTimestamp() });
  }
  return batch.commit();
}

/** Publishes a stored draft as the editor does: the article and the claim on its slug, in one batch. */
export function publishArticle(db: Firestore, id: string, slug: string, fields: DocumentData = {}): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'articles', id), { status: 'published', updatedAt: serverTimestamp(), ...fields });
  batch.set(doc(db, 'slugs', slug), { articleId: id, createdAt: serverTimestamp() });
  return batch.commit();
}

/** Unpublishes as the editor does: the article becomes a draft and lets go of its claim, in one batch. */
export function unpublishArticle(db: Firestore, id: string, slug: string, fields: DocumentData = {}): Promise<void> {
  const batch = writeBatch(db);
  batch.update(doc(db, 'articles', id), { status: 'draft', updatedAt: serverTimestamp(), ...fields });
  batch.delete(doc(db, 'slugs', slug));
  return batch.commit();
}

/** A slug claim as stored. */
export function storedClaim(articleId: string): DocumentData {
  return { articleId, createdAt: LAST_WEEK };
}
