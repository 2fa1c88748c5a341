/**
 * Discussions a journey makes for itself: a published article of its own, on AAPL and MSFT,
 * published long ago so that no list's first page moves for it, with comments of other
 * readers written as the emulators' owner (each with its private author record, as the
 * site writes them), so that no journey depends on the demo's threads or another's comments.
 */
import { readProjectConfig } from '../../../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../../../scripts/lib/stack.js';
import { createAccount, uniqueEmail } from '../auth-emulator.js';
import { seedFullDocument } from './admin.js';
import type { Credentials } from './sign-in.js';

/**
 * Older than every demo article (at most 88 days old), and the same in every worker: a spec
 * with a fixed article id seeds it again in each worker, which must not move its dates
 * under a journey reading it (an index commit made meanwhile, which the rules match against
 * publishedAt, was refused that way).
 */
const LONG_AGO = new Date('2022-03-01T14:00:00Z');
const MINUTE = 60_000;

export interface SeededComment {
  readonly id: string;
  readonly authorName: string;
  readonly body: string;
  readonly minutesAgo: number;
  readonly position?: { readonly ticker: string; readonly side: 'long' | 'short' | 'none' } | null;
  readonly parentId?: string | null;
  readonly state?: 'visible' | 'hidden' | 'deleted';
  /** Written by staff (the article's author is Maya Chen). */
  readonly staff?: boolean;
}

/**
 * A published article with `comments` (by readers other than the journey's), at the address
 * it resolves with; `paragraphs` makes its text longer than a screen. A comment's id is the article's and its own (`{id}-{comment id}`), as
 * author records of every article share one collection.
 */
export async function seedDiscussion(id: string, title: string, comments: readonly SeededComment[], { paragraphs = 1 } = {}): Promise<string> {
  const shown = comments.filter((comment) => (comment.state ?? 'visible') === 'visible');
  const tally: Record<string, number> = {};
  for (const { position } of shown) if (position) tally[`${position.ticker} ${position.side}`] = (tally[`${position.ticker} ${position.side}`] ?? 0) + 1;
  await seedFullDocument(`articles/${id}`, {
    title, slug: id, summary: `Summary of ${title}.`, excerpt: `Summary of ${title}.`,
    content: Array.from({ length: paragraphs }, (_, n) => `<p>${title}: what the article says, in paragraph ${n + 1} of ${paragraphs}.</p>`).join(''),
    category: 'market-insights', tags: [], featuredImage: '', status: 'published', isFeatured: false,
    author: { id: 'maya-chen', name: 'Maya Chen' }, createdAt: LONG_AGO, updatedAt: LONG_AGO, publishedAt: LONG_AGO,
    readTime: 1, viewCount: 0, likeCount: 0, commentCount: shown.length, positionTally: tally, tickers: ['AAPL', 'MSFT'],
  });
  for (const comment of comments) {
    const createdAt = new Date(Date.now() - comment.minutesAgo * MINUTE);
    const state = comment.state ?? 'visible';
    const commentId = `${id}-${comment.id}`;
    await seedFullDocument(`articles/${id}/comments/${commentId}`, {
      body: state === 'visible' ? comment.body : '', authorName: comment.authorName, position: comment.position ?? null, parentId: comment.parentId ? `${id}-${comment.parentId}` : null,
      createdAt, editedAt: null, state, review: 'new', reportCount: 0, staff: comment.staff ?? false,
    });
    await seedFullDocument(`commentAuthors/${commentId}`, { uid: `reader-${commentId}`, articleId: id, createdAt });
  }
  return `/article/${id}`;
}

const auth = { host: readProjectConfig(process.cwd()).host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID };

/** A new reader with a verified e-mail and `name` (their profile takes it at their first sign-in). */
export async function newCommenter(name: string): Promise<Credentials> {
  const email = uniqueEmail('commenter');
  const password = 'commenter-password';
  await createAccount(auth, { email, password, displayName: name, emailVerified: true });
  return { email, password };
}

/** A word no other journey writes, to name a journey's own article and comments. */
export const uniqueWord = (): string => `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
