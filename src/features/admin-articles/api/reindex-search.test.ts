/**
 * Re-index search through the real SDK against the repo's rules: every article's terms
 * stored anew from its text, its updatedAt kept, those right already not written; an
 * article the rules refuse reported by title and left as it was; a run that cannot count
 * the articles changes nothing.
 */
import { doc, getDoc, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { searchTermsFor, TITLE_MARK } from '../../../lib/article-text.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { reindexTexts } from '../texts.js';
import { ReindexStoppedError, reindexSearch, type ReindexProgress } from './reindex-search.js';

const env = appOnEmulators('demo-reindex-search');

const updatedAt = Timestamp.fromDate(new Date('2026-01-31T12:00:00Z'));

/** An article as a version before search read the text stored it: title, tags and summary words only. */
function older(title: string, content: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const data = articleDoc(title);
  const terms = searchTermsFor({ title, summary: String(data.summary), tags: [], content: '' }).filter((term) => !term.startsWith(TITLE_MARK));
  return { ...data, content, updatedAt, searchTerms: terms, editVersion: 'v1', ...extra };
}

const stored = async (id: string) => (await getDoc(doc(env.owner.db, 'articles', id))).data();

beforeEach(() => env.clearFirestore());

describe('reindexSearch', () => {
  it('stores every article’s terms from its text, keeping updatedAt, and writes none that are right already', async () => {
    await signInNewAdmin(env.owner);
    const base = articleDoc('Options Basics');
    const current = { ...base, updatedAt, editVersion: 'v9' };
    const batch = writeBatch(env.owner.db);
    batch.set(doc(env.owner.db, 'articles/older'), older('Cash Flow Notes', '<p>Buybacks and dividends compete for cash.</p>'));
    batch.set(doc(env.owner.db, 'articles/bare'), { ...articleDoc('Rebalancing'), content: '<p>Reinvest each dividend.</p>', updatedAt });
    const currentTerms = searchTermsFor({ title: 'Options Basics', summary: String(base.summary), tags: [], content: String(base.content) });
    batch.set(doc(env.owner.db, 'articles/current'), { ...current, searchTerms: currentTerms });
    await batch.commit();
    expect((await stored('older'))?.searchTerms).not.toContain('dividend');

    const progress: ReindexProgress[] = [];
    const result = await reindexSearch((step) => progress.push(step));

    expect(result).toEqual({ done: 3, total: 3, failures: [] });
    expect(progress[0]).toEqual({ done: 0, total: 3 });
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
    expect(progress.map((step) => step.done)).toEqual([0, 1, 2, 3]);

    const reindexed = await stored('older');
    expect(reindexed?.searchTerms).toEqual(searchTermsFor({ title: 'Cash Flow Notes', summary: 'Summary of Cash Flow Notes.', tags: [], content: String(reindexed?.content) }));
    expect(reindexed?.searchTerms).toEqual(expect.arrayContaining(['dividends', 'dividend', 'div', 't:cash']));
    expect((reindexed?.updatedAt as Timestamp).isEqual(updatedAt)).toBe(true);
    expect(reindexed?.editVersion).toMatch(/^[a-z0-9]{20}$/);
    expect(reindexed?.editedFrom).toBe('v1');
    expect((await stored('bare'))?.searchTerms).toContain('dividend');
    // Right already: not written, so an editor open on it is not told of a change.
    expect((await stored('current'))?.editVersion).toBe('v9');

    // Again: nothing to write.
    const again = await reindexSearch(() => undefined);
    expect(again).toEqual({ done: 3, total: 3, failures: [] });
    expect((await stored('older'))?.editVersion).toBe(reindexed?.editVersion);
  });

  it('reports an article the rules refuse by its title, leaves it as it was, and re-indexes the others', async () => {
    await signInNewAdmin(env.owner);
    // A field no save writes: the rules refuse any update of it until it is saved from the editor.
    const odd = older('An Odd One', '<p>Dividends.</p>', { internalNotes: 'from an import' });
    await setDoc(doc(env.owner.db, 'articles/a-odd'), odd);
    await setDoc(doc(env.owner.db, 'articles/b-fine'), older('Fine', '<p>Dividends.</p>'));
    // The SDK warns of the refused write: expected here, so kept out of the output.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());

    const result = await reindexSearch(() => undefined);
    expect(warn.mock.calls.map((args) => args.join(' '))).toEqual([expect.stringMatching(/RPC 'Commit'.*permission-denied.*articles\/a-odd/s)]);

    expect(result).toEqual({ done: 1, total: 2, failures: [{ title: 'An Odd One', reason: reindexTexts.refused }] });
    expect(await stored('a-odd')).toMatchObject({ searchTerms: odd.searchTerms, editVersion: 'v1', content: odd.content });
    expect((await stored('b-fine'))?.searchTerms).toContain('dividend');
  });

  it('changes nothing when the articles cannot be counted', async () => {
    await signInNewAdmin(env.owner);
    const before = older('Cash Flow Notes', '<p>Dividends.</p>');
    await setDoc(doc(env.owner.db, 'articles/older'), before);
    await env.closeFirestore();

    const run = reindexSearch(() => undefined);

    await expect(run).rejects.toBeInstanceOf(ReindexStoppedError);
    await expect(run).rejects.toMatchObject({ progress: null, failures: [] });
    await env.reopenFirestore();
    expect((await stored('older'))?.searchTerms).toEqual(before.searchTerms);
  });
});
