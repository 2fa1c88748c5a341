/**
 * An article's byline copies its author's staff profile (authors/{bylineId}), through the
 * real SDK against the repo's rules: a new article carries the profile, a writer without one
 * keeps what their newest article carried, and no save ever writes to the profile.
 */
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';
import { EMPTY_DRAFT, type ArticleDraft, type Writer } from '../types.js';
import { saveArticle } from './save-article.js';

const env = appOnEmulators('demo-byline-block');

async function signInAsAdmin(name: string): Promise<Writer> {
  const uid = await signInNewUser('editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: name }, { merge: true });
  await refreshSession();
  return { uid, name };
}

const draftOf = (title: string): ArticleDraft => ({
  ...EMPTY_DRAFT,
  title,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  summary: `Why ${title.toLowerCase()}.`,
  content: `<p>${title}, in full.</p>`,
  category: 'market-insights',
});

const stored = async (path: string) => (await getDoc(doc(env.owner.db, path))).data();
const BIO = 'Editor, portfolio strategist and Certified Financial Planner.';

describe("an article's byline", () => {
  it("copies the writer's profile at creation, and follows it at the saves that keep the status; the profile stays as it is", async () => {
    const writer = await signInAsAdmin('Maya Chen');
    const profile = { name: 'Maya Chen', bio: BIO, avatar: '', socialLinks: { twitter: 'https://x.com/maya', linkedin: '', website: '' } };
    await setDoc(doc(env.owner.db, 'authors', 'maya-chen'), { ...profile, updatedAt: new Date() });

    let saved = await saveArticle({ id: null, draft: draftOf('Rebalancing in a bear market'), status: 'draft', version: '', writer, auto: true, rebuildFeeds: false });
    expect((await stored(`articles/${saved.id}`))?.author).toEqual({ id: 'maya-chen', name: 'Maya Chen', bio: BIO, socialLinks: { twitter: 'https://x.com/maya' } });
    saved = await saveArticle({ id: saved.id, draft: draftOf('Rebalancing in a bear market'), status: 'published', version: saved.version, writer, rebuildFeeds: false });
    expect((await stored(`articles/${saved.id}`))?.author).toMatchObject({ bio: BIO });

    await setDoc(doc(env.owner.db, 'authors', 'maya-chen'), { ...profile, bio: 'Now a portfolio manager.', updatedAt: new Date() });
    await saveArticle({ id: saved.id, draft: draftOf('Rebalancing in a bear market, revised'), status: 'published', version: saved.version, writer, rebuildFeeds: false });
    expect((await stored(`articles/${saved.id}`))?.author).toMatchObject({ id: 'maya-chen', bio: 'Now a portfolio manager.' });
    expect(await stored('authors/maya-chen')).toMatchObject({ bio: 'Now a portfolio manager.' });
  });

  it('of a writer without a profile keeps what their newest article carried, and never blanks it', async () => {
    await setDoc(doc(env.owner.db, 'articles', 'older'), {
      ...articleDoc('An older piece'),
      author: { id: 'daniel-brooks', name: 'Daniel Brooks', bio: 'CFA charterholder.', socialLinks: { linkedin: 'https://www.linkedin.com/in/daniel' } },
    });
    const writer = await signInAsAdmin('Daniel Brooks');
    const saved = await saveArticle({ id: null, draft: draftOf('Reading a cash flow statement'), status: 'published', version: '', writer, rebuildFeeds: false });
    expect((await stored(`articles/${saved.id}`))?.author).toEqual({
      id: 'daniel-brooks', name: 'Daniel Brooks', bio: 'CFA charterholder.', socialLinks: { linkedin: 'https://www.linkedin.com/in/daniel' },
    });
    expect(await stored('authors/daniel-brooks')).toBeUndefined();
    expect((await stored('articles/older'))?.author).toMatchObject({ bio: 'CFA charterholder.' });
  });
});
