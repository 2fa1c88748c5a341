/**
 * The demo discussion as Firestore documents (demo-content/comments.ts): each comment, its
 * private author record, each writer's comment record (commenters/{uid}), and per article
 * the count of shown comments and the tally of positions, as the site's writes keep them
 * (firestore.rules: comments, commentFollows).
 */
import { Timestamp } from 'firebase/firestore/lite';
import { tallyKey } from '../../../src/lib/comments/comment-from-doc.js';
import { utcDay } from '../../../src/lib/trade-record.js';
import { DEMO_COMMENTERS, DEMO_COMMENTS } from './comments.js';

const HOUR_MS = 60 * 60 * 1000;

export interface CommentDocuments {
  /** path → document data */
  readonly documents: readonly (readonly [string, Record<string, unknown>])[];
  /** What each article's document carries of its discussion, by article id. */
  readonly articles: ReadonlyMap<string, { readonly commentCount: number; readonly positionTally: Record<string, number> }>;
}

/**
 * `articleOf`: an article's id and publication time by title (null when it is not
 * published); `uidOf`: a writer's uid (the demo reader's is the account's).
 */
export function commentDocuments(
  articleOf: (title: string) => { readonly id: string; readonly publishedAt: number } | null,
  uidOf: (writer: keyof typeof DEMO_COMMENTERS) => string,
): CommentDocuments {
  const documents: [string, Record<string, unknown>][] = [];
  const articles = new Map<string, { commentCount: number; positionTally: Record<string, number> }>();
  const records = new Map<string, { lastAt: number; lastCommentId: string; days: Map<number, number> }>();
  for (const comment of DEMO_COMMENTS) {
    const article = articleOf(comment.article);
    if (!article) throw new Error(`A demo comment is on "${comment.article}", which is not a published demo article.`);
    const createdAt = article.publishedAt + comment.hoursAfter * HOUR_MS;
    const writer = DEMO_COMMENTERS[comment.writer];
    const uid = uidOf(comment.writer);
    documents.push([
      `articles/${article.id}/comments/${comment.id}`,
      {
        body: comment.body,
        authorName: writer.fullName,
        position: comment.position ?? null,
        parentId: comment.replyTo ?? null,
        createdAt: Timestamp.fromMillis(createdAt),
        editedAt: null,
        state: 'visible',
        review: comment.review ?? 'done',
        reportCount: comment.review === 'reported' ? 1 : 0,
      },
    ]);
    documents.push([`commentAuthors/${comment.id}`, { uid, articleId: article.id, createdAt: Timestamp.fromMillis(createdAt) }]);
    const counts = articles.get(article.id) ?? { commentCount: 0, positionTally: {} };
    counts.commentCount += 1;
    if (comment.position) counts.positionTally[tallyKey(comment.position)] = (counts.positionTally[tallyKey(comment.position)] ?? 0) + 1;
    articles.set(article.id, counts);
    const record = records.get(uid) ?? { lastAt: 0, lastCommentId: '', days: new Map<number, number>() };
    const day = utcDay(new Date(createdAt)).getTime();
    record.days.set(day, (record.days.get(day) ?? 0) + 1);
    if (createdAt > record.lastAt) Object.assign(record, { lastAt: createdAt, lastCommentId: comment.id });
    records.set(uid, record);
  }
  for (const [uid, record] of records) {
    const day = utcDay(new Date(record.lastAt)).getTime();
    documents.push([
      `commenters/${uid}`,
      { lastAt: Timestamp.fromMillis(record.lastAt), day: Timestamp.fromMillis(day), count: record.days.get(day) ?? 1, lastCommentId: record.lastCommentId, blocked: false },
    ]);
  }
  return { documents, articles };
}
