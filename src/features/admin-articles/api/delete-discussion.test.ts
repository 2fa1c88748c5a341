/**
 * Deleting an article takes its discussion with it (delete-discussion.ts), through the real
 * SDK against the repo's rules: every comment, every report of a reported one and every
 * author record, hundreds a commit once the article is gone, saying after each commit how
 * far it is; another article's discussion stays. A deletion cut short is finished by
 * deleting the article again; bulk deletion says how far each article's comments are.
 */
import { collection, collectionGroup, doc, getDoc, getDocs, query, Timestamp, where, writeBatch } from 'firebase/firestore/lite';
import { readFileSync } from 'node:fs';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { seedDiscussion } from '../../../../tests/support/app/discussion-fixtures.js';
import { loadFirestoreRules } from '../../../../tests/support/emulator.js';
import { runBulk } from './bulk-articles.js';
import { deleteArticle } from './delete-article.js';
import { DiscussionLeftError, type DiscussionProgress } from './delete-discussion.js';

const projectId = 'demo-delete-discussion';
const env = appOnEmulators(projectId);

const THREAD = 'long-thread';
const OTHER = 'other-thread';

async function seedArticle(id: string, title: string, status: 'published' | 'draft' = 'published'): Promise<void> {
  const batch = writeBatch(env.owner.db);
  batch.set(doc(env.owner.db, 'articles', id), { ...articleDoc(title, { status }), slug: id });
  if (status === 'published') batch.set(doc(env.owner.db, 'slugs', id), { articleId: id, createdAt: Timestamp.now() });
  await batch.commit();
}

/** What is left of an article's discussion, as stored. */
async function leftOf(articleId: string) {
  const [comments, authors, reports] = await Promise.all([
    getDocs(collection(env.owner.db, 'articles', articleId, 'comments')),
    getDocs(query(collection(env.owner.db, 'commentAuthors'), where('articleId', '==', articleId))),
    getDocs(collectionGroup(env.owner.db, 'reports')),
  ]);
  return { comments: comments.size, authors: authors.size, reports: reports.docs.filter((report) => report.ref.path.startsWith(`articles/${articleId}/`)).length };
}

function expectSteadyProgress(progress: readonly DiscussionProgress[], total: number) {
  expect(progress[0]).toEqual({ done: 0, total });
  expect(progress.at(-1)).toEqual({ done: total, total });
  for (const [i, step] of progress.entries()) {
    expect(step.total).toBe(total);
    if (i > 0) expect(step.done).toBeGreaterThan(progress[i - 1]!.done);
  }
}

beforeEach(async () => {
  await env.clearFirestore();
  await signInNewAdmin(env.owner);
});

describe("deleting an article's discussion", () => {
  it('deletes 1,200 comments with their reports and author records after the article, saying how far it is', async () => {
    await seedArticle(THREAD, 'A Long Thread');
    await seedArticle(OTHER, 'Another Thread');
    await seedDiscussion(env.owner, THREAD, 1200);
    await seedDiscussion(env.owner, OTHER, 3, { reportedEvery: 1 });
    expect(await leftOf(THREAD)).toEqual({ comments: 1200, authors: 1200, reports: 240 });

    const progress: DiscussionProgress[] = [];
    expect(await deleteArticle(THREAD, { rebuildFeeds: false, onProgress: (step) => progress.push(step) })).toBe(true);

    expect((await getDoc(doc(env.owner.db, 'articles', THREAD))).exists()).toBe(false);
    expect(await leftOf(THREAD)).toEqual({ comments: 0, authors: 0, reports: 0 });
    expect(await leftOf(OTHER)).toEqual({ comments: 3, authors: 3, reports: 6 });
    // A step a commit of at most 500 writes: 1,200 comments with 1,200 records and 240 reports take six or more.
    expect(progress.length).toBeGreaterThanOrEqual(6);
    expectSteadyProgress(progress, 1200);
  });

  it('finishes, when the article is deleted again, a deletion cut short', async () => {
    await seedArticle(THREAD, 'A Long Thread');
    await seedDiscussion(env.owner, THREAD, 40);
    // Rules under which the comments cannot go: the deletion stops after the article.
    const site = readFileSync('firestore.rules', 'utf8');
    const noCommentDeletes = site.replace(
      "allow delete: if isAdmin() && (!existsAfter(articleDoc(articleId)) || resource.data.state != 'visible' || articleFollows());",
      'allow delete: if false;',
    );
    expect(noCommentDeletes).not.toBe(site);
    await loadFirestoreRules(env.emulator, projectId, noCommentDeletes);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());

    const stopped = deleteArticle(THREAD, { rebuildFeeds: false });
    await expect(stopped).rejects.toBeInstanceOf(DiscussionLeftError);
    await expect(stopped).rejects.toMatchObject({ published: true });
    expect((await getDoc(doc(env.owner.db, 'articles', THREAD))).exists()).toBe(false);
    expect((await leftOf(THREAD)).comments).toBe(40);

    await env.reopenFirestore();
    const progress: DiscussionProgress[] = [];
    // Nothing readers see changes now: it was published, but is gone already.
    expect(await deleteArticle(THREAD, { rebuildFeeds: false, onProgress: (step) => progress.push(step) })).toBe(false);
    expect(await leftOf(THREAD)).toEqual({ comments: 0, authors: 0, reports: 0 });
    expectSteadyProgress(progress, 40);
  });

  it('says nothing of comments for an article without any', async () => {
    await seedArticle(THREAD, 'A Quiet Article');
    const progress: DiscussionProgress[] = [];
    await deleteArticle(THREAD, { rebuildFeeds: false, onProgress: (step) => progress.push(step) });
    expect(progress).toEqual([]);
  });

  it('tells a bulk deletion how far each article’s comments are', async () => {
    // Drafts again (unpublished since they were discussed): no feed to rebuild after the test.
    await seedArticle(THREAD, 'A Long Thread', 'draft');
    await seedArticle(OTHER, 'Another Thread', 'draft');
    await seedDiscussion(env.owner, THREAD, 30);
    await seedDiscussion(env.owner, OTHER, 20);
    const writer = { uid: 'editor', name: 'Test Editor' };
    const steps: [number, DiscussionProgress | undefined][] = [];
    const outcomes = await runBulk('delete', [{ id: THREAD, title: 'A Long Thread' }, { id: OTHER, title: 'Another Thread' }], writer, (through, comments) =>
      steps.push([through, comments]),
    );
    expect(outcomes.every((outcome) => outcome.done)).toBe(true);
    expect(steps).toContainEqual([0, { done: 30, total: 30 }]);
    expect(steps).toContainEqual([1, { done: 20, total: 20 }]);
    expect(steps.at(-1)).toEqual([2, undefined]);
    expect(await leftOf(THREAD)).toEqual({ comments: 0, authors: 0, reports: 0 });
    expect(await leftOf(OTHER)).toEqual({ comments: 0, authors: 0, reports: 0 });
  });
});
