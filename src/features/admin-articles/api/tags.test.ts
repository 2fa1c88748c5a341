/**
 * Tags in one spelling, through the real SDK against the repo's rules: a save stores typed
 * tags in the site's spelling with their keys, an admin's save (not an autosave) adds new
 * ones to site/tags, and older articles are tidied once, keeping their updatedAt.
 */
import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';
import { EMPTY_DRAFT, type Writer } from '../types.js';
import { saveArticle } from './save-article.js';
import { forgetTagNames, tagNames, tidyOlderTags } from './tags.js';

const env = appOnEmulators('demo-article-tags');

async function signInAsAdmin(): Promise<Writer> {
  const uid = await signInNewUser('editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'Test Editor' }, { merge: true });
  await refreshSession();
  return { uid, name: 'Test Editor' };
}

const stored = async (path: string) => (await getDoc(doc(env.owner.db, path))).data();

beforeEach(() => forgetTagNames());

describe('tags in one spelling', () => {
  it('saves typed tags in the site’s spelling with their keys; only an admin’s own save adds new tags', async () => {
    const writer = await signInAsAdmin();
    await setDoc(doc(env.owner.db, 'site/tags'), { names: ['Stocks', 'Market Analysis'] });
    const draft = { ...EMPTY_DRAFT, title: 'Rates and stocks', tags: 'stocks, MARKET analysis, Dividends' };

    const autosaved = await saveArticle({ id: null, draft, status: 'draft', version: '', writer, auto: true });
    expect(await stored(`articles/${autosaved.id}`)).toMatchObject({
      tags: ['Stocks', 'Market Analysis', 'Dividends'],
      tagKeys: ['stocks', 'market analysis', 'dividends'],
    });
    expect((await stored('site/tags'))?.names).toEqual(['Stocks', 'Market Analysis']);

    await saveArticle({ id: autosaved.id, draft, status: 'draft', version: autosaved.version, writer });
    expect((await stored('site/tags'))?.names).toEqual(['Stocks', 'Market Analysis', 'Dividends']);
    expect(await tagNames()).toEqual(['Stocks', 'Market Analysis', 'Dividends']);
  });

  it('tidies older articles’ tags once, each in its first spelling, keeping their updatedAt', async () => {
    await signInAsAdmin();
    const updatedAt = Timestamp.fromDate(new Date('2026-01-31T12:00:00Z'));
    await setDoc(doc(env.owner.db, 'articles/older'), { ...articleDoc('Older'), tags: ['stocks', 'Tesla', 'ETFS'], updatedAt });
    await setDoc(doc(env.owner.db, 'articles/newer'), { ...articleDoc('Newer'), tags: ['tesla', 'Stocks'], tagKeys: ['tesla', 'stocks'], updatedAt });
    await setDoc(doc(env.owner.db, 'articles/tidy'), { ...articleDoc('Tidy'), tags: ['Stocks'], tagKeys: ['stocks'], updatedAt });

    expect(await tidyOlderTags()).toBe(1);
    // The topic tags' spellings first (Stocks, ETFs), then each as first met, by id ("newer" before "older").
    expect(await stored('articles/older')).toMatchObject({ tags: ['Stocks', 'tesla', 'ETFs'], tagKeys: ['stocks', 'tesla', 'etfs'], updatedAt });
    expect(await stored('articles/newer')).toMatchObject({ tags: ['tesla', 'Stocks'], tagKeys: ['tesla', 'stocks'], updatedAt });
    expect((await stored('articles/older'))?.editVersion).toMatch(/^[a-z0-9]{20}$/);
    expect((await stored('site/tags'))?.tidiedAt).toBeInstanceOf(Timestamp);
    expect((await stored('site/tags'))?.names).toEqual(expect.arrayContaining(['Stocks', 'ETFs', 'tesla']));

    // Done once: nothing is read or written again.
    expect(await tidyOlderTags()).toBe(0);
  });
});
