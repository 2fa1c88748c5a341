/**
 * The editor's save logic as data, without a browser or an emulator: loading, typing,
 * saving, a colleague's save merged field by field (after a refused save, and when the
 * device's copy is restored), a failed or offline save, and when drafts save themselves.
 */
import type { Saved } from '../api/save-article.js';
import { EMPTY_DRAFT, NO_RECORD, type ArticleDraft, type StoredArticle } from '../types.js';
import { autosaveDue, autosaves, editorReducer, initialEditorState, isUnsaved, shownSave, type EditorAction, type EditorState } from './editor-state.js';
import { autosaveDelay } from './use-autosave.js';

const draft = (fields: Partial<ArticleDraft> = {}): ArticleDraft => ({
  ...EMPTY_DRAFT,
  title: 'Owner earnings',
  slug: 'owner-earnings',
  summary: 'What a business really earns.',
  content: '<p>Cash, not accounting.</p>',
  category: 'equity-research',
  ...fields,
});

const stored = (fields: Partial<ArticleDraft> = {}, version = 'v1', storedStatus: 'draft' | 'published' = 'draft'): StoredArticle => ({
  id: 'a1',
  draft: draft(fields),
  version,
  storedStatus,
  record: NO_RECORD,
  updatedAt: null,
  updatedBy: null,
});

const saved = (id: string, version: string): Saved => ({ id, version, replacedImage: null, replacedShareImage: null, shareCardFailed: false });
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const AT = new Date('2026-11-26T12:00:00Z');

describe('the editor state', () => {
  it('loads an article, and offers back what the device kept only when it differs', () => {
    const loading = initialEditorState('a1', null);
    expect(loading.load).toEqual({ kind: 'loading' });
    const same = run(loading, { type: 'loaded', stored: stored(), copy: { draft: draft(), savedAt: 1, base: null } });
    expect(same).toMatchObject({ load: { kind: 'ready' }, articleId: 'a1', version: 'v1', restoreOffer: null, editorKey: 1 });
    expect(isUnsaved(same)).toBe(false);
    const copy = { draft: draft({ summary: 'Typed on the train.' }), savedAt: 1, base: draft() };
    expect(run(loading, { type: 'loaded', stored: stored(), copy }).restoreOffer).toBe(copy);
    expect(run(loading, { type: 'load-failed', missing: true }).load).toEqual({ kind: 'missing' });
    expect(run(loading, { type: 'load-failed', missing: false, message: 'Offline.' }).load).toEqual({ kind: 'failed', message: 'Offline.' });
  });

  it('offers a new article what the device kept of one, unless it was empty', () => {
    expect(initialEditorState(null, { draft: draft(), savedAt: 1, base: null }).restoreOffer).not.toBeNull();
    expect(initialEditorState(null, { draft: EMPTY_DRAFT, savedAt: 1, base: null }).restoreOffer).toBeNull();
    expect(initialEditorState(null, null)).toMatchObject({ load: { kind: 'ready' }, articleId: null, restoreOffer: null });
  });

  it('says changes are on this device until a save has them, and what a save sent is what the server has', () => {
    const ready = run(initialEditorState('a1', null), { type: 'loaded', stored: stored(), copy: null });
    const typed = run(ready, { type: 'update', fields: { summary: 'Cash that could leave.' } });
    expect(isUnsaved(typed)).toBe(true);
    expect(shownSave(typed)).toEqual({ kind: 'local' });
    const sent = typed.draft;
    const saving = run(typed, { type: 'save-started' });
    expect(shownSave(saving)).toEqual({ kind: 'saving' });
    // Typing goes on while the save is under way: that change is still only on the device.
    const later = run(saving, { type: 'update', fields: { tags: 'Value' } }, { type: 'saved', sent, status: 'draft', result: saved('a1', 'v2'), at: AT });
    expect(later.version).toBe('v2');
    expect(isUnsaved(later)).toBe(true);
    expect(shownSave(later)).toEqual({ kind: 'local' });
    const settled = run(later, { type: 'saved', sent: later.draft, status: 'draft', result: saved('a1', 'v3'), at: AT });
    expect(shownSave(settled)).toEqual({ kind: 'saved', at: AT });
  });

  it('keeps a title and its slug together until the slug is edited, and reloads the text editor for a restored revision', () => {
    const ready = initialEditorState(null, null);
    expect(run(ready, { type: 'set-title', title: 'Return on Capital' }).draft.slug).toBe('return-on-capital');
    const revision = run(ready, { type: 'replace-text', text: { title: 'Earlier', summary: 'Before.', content: '<p>Then.</p>' } });
    expect(revision).toMatchObject({ editorKey: 1, draft: { title: 'Earlier', summary: 'Before.', content: '<p>Then.</p>' } });
  });

  it("freezes the trade idea once a save publishes it, and goes on from a record's version only when it was the editor's", () => {
    const ready = run(initialEditorState('a1', null), { type: 'loaded', stored: stored(), copy: null });
    expect(ready.record.publishedAt).toBeNull();
    const draftSaved = run(ready, { type: 'save-started' }, { type: 'saved', sent: ready.draft, status: 'draft', result: saved('a1', 'v2'), at: AT });
    expect(draftSaved.record.publishedAt).toBeNull();
    const published = run(draftSaved, { type: 'save-started' }, { type: 'saved', sent: ready.draft, status: 'published', result: saved('a1', 'v3'), at: AT });
    expect(published.record.publishedAt).toEqual(AT);
    const later = new Date('2026-11-27T12:00:00Z');
    const again = run(published, { type: 'save-started' }, { type: 'saved', sent: ready.draft, status: 'published', result: saved('a1', 'v4'), at: later });
    expect(again.record.publishedAt).toEqual(AT);

    const outcome = { status: 'closed', price: 101, closedOn: AT, note: '' } as const;
    const record = { publishedAt: AT, outcome, amendments: [] };
    expect(run(again, { type: 'record-saved', record, version: 'v5' })).toMatchObject({ record, version: 'v5' });
    // Written over a colleague's version: the editor keeps its own, and meets theirs at its next save.
    expect(run(again, { type: 'record-saved', record, version: null })).toMatchObject({ record, version: 'v4' });
  });

  it('a new article takes the id its first save gives it', () => {
    const first = run(initialEditorState(null, null), { type: 'update', fields: draft() });
    expect(run(first, { type: 'saved', sent: first.draft, status: 'draft', result: saved('new-1', 'v1'), at: AT }).articleId).toBe('new-1');
  });

  it('after a refused save, merges their version into the form field by field, and saves nothing until the admin does', () => {
    const ready = run(initialEditorState('a1', null), { type: 'loaded', stored: stored(), copy: null });
    const typed = run(ready, { type: 'update', fields: { content: '<p>My rewrite.</p>' } });
    const conflict = run(typed, { type: 'save-failed', failure: { kind: 'conflict', by: 'Maya Chen', at: AT } });
    expect(conflict.conflict).toEqual({ by: 'Maya Chen', at: AT });
    expect(autosaves(conflict)).toBe(false);
    expect(conflict.draft.content).toBe('<p>My rewrite.</p>');

    // They changed the summary, I the text: both are kept, and nothing is left to choose.
    const merged = run(conflict, { type: 'theirs-merged', stored: stored({ summary: 'Their summary.' }, 'v2') });
    expect(merged).toMatchObject({ version: 'v2', merge: null, conflict: { by: 'Maya Chen' }, editorKey: conflict.editorKey + 1 });
    expect(merged.draft).toEqual(draft({ summary: 'Their summary.', content: '<p>My rewrite.</p>' }));
    expect(isUnsaved(merged)).toBe(true);
    expect(autosaves(merged)).toBe(false);
    const resaved = run(merged, { type: 'saved', sent: merged.draft, status: 'draft', result: saved('a1', 'v3'), at: AT });
    expect(resaved).toMatchObject({ conflict: null, merge: null, version: 'v3' });
    expect(autosaves(resaved)).toBe(true);
  });

  it('asks about each field both changed, holding mine until the admin chooses', () => {
    const ready = run(initialEditorState('a1', null), { type: 'loaded', stored: stored(), copy: null });
    const typed = run(ready, { type: 'update', fields: { summary: 'My summary.', tags: 'Mine' } });
    const conflict = run(typed, { type: 'save-failed', failure: { kind: 'conflict', by: null, at: null } });
    const asking = run(conflict, { type: 'theirs-merged', stored: stored({ summary: 'Their summary.', title: 'Their Title' }, 'v2') });
    expect(asking.merge?.conflicts).toEqual(['summary']);
    expect(asking.draft).toMatchObject({ summary: 'My summary.', title: 'Their Title', tags: 'Mine' });
    expect(autosaves(asking)).toBe(false);
    const settled = run(asking, { type: 'merge-settled', theirsFor: new Set(['summary'] as const) });
    expect(settled).toMatchObject({ merge: null, draft: { summary: 'Their summary.', title: 'Their Title', tags: 'Mine' } });
  });

  it('restores the device’s copy over a colleague’s later save without undoing the fields only they changed', () => {
    // Kept on this device from version 1, with my text; the server has their summary since.
    const copy = { draft: draft({ content: '<p>Typed offline.</p>' }), savedAt: 1, base: draft() };
    const offered = run(initialEditorState('a1', null), { type: 'loaded', stored: stored({ summary: 'Their summary.' }, 'v2'), copy });
    expect(offered.restoreOffer).toBe(copy);
    const restored = run(offered, { type: 'restored' });
    expect(restored).toMatchObject({ restoreOffer: null, merge: null, version: 'v2', editorKey: offered.editorKey + 1 });
    expect(restored.draft).toEqual(draft({ summary: 'Their summary.', content: '<p>Typed offline.</p>' }));
    expect(run(offered, { type: 'discarded' })).toMatchObject({ restoreOffer: null, draft: { summary: 'Their summary.' } });
  });

  it('asks about every field that differs in a copy that does not say what it started from, and offers none that holds nothing of mine', () => {
    const legacy = { draft: draft({ content: '<p>Typed offline.</p>' }), savedAt: 1, base: null };
    const offered = run(initialEditorState('a1', null), { type: 'loaded', stored: stored({ summary: 'Their summary.' }, 'v2'), copy: legacy });
    expect(run(offered, { type: 'restored' }).merge?.conflicts).toEqual(['summary', 'content']);
    const untouched = { draft: draft(), savedAt: 1, base: draft() };
    expect(run(initialEditorState('a1', null), { type: 'loaded', stored: stored({ summary: 'Their summary.' }, 'v2'), copy: untouched }).restoreOffer).toBeNull();
  });

  it('restores a new article’s copy as it was: there is nothing on the server to merge with', () => {
    const copy = { draft: draft(), savedAt: 1, base: null };
    expect(run(initialEditorState(null, copy), { type: 'restored' })).toMatchObject({ draft: draft(), merge: null, restoreOffer: null });
  });

  it('says a failed or offline save as such, and a later save clears the conflict', () => {
    const ready = run(initialEditorState('a1', null), { type: 'loaded', stored: stored(), copy: null });
    expect(run(ready, { type: 'save-failed', failure: { kind: 'offline' } }).save).toEqual({ kind: 'offline' });
    expect(run(ready, { type: 'save-failed', failure: { kind: 'failed', message: 'Refused.' } }).save).toEqual({ kind: 'failed', message: 'Refused.' });
    const conflict = run(ready, { type: 'save-failed', failure: { kind: 'conflict', by: null, at: null } });
    const overwritten = run(conflict, { type: 'saved', sent: conflict.draft, status: 'draft', result: saved('a1', 'v9'), at: AT });
    expect(overwritten.conflict).toBeNull();
  });

  it('autosaves drafts only: never a published article, nor while an offer to restore is open, nor before it is loaded', () => {
    const loaded = (status: 'draft' | 'published', copy: EditorState['restoreOffer'] = null) =>
      run(initialEditorState('a1', null), { type: 'loaded', stored: stored({}, 'v1', status), copy });
    expect(autosaves(loaded('draft'))).toBe(true);
    expect(autosaves(loaded('published'))).toBe(false);
    expect(autosaves(loaded('draft', { draft: draft({ title: 'Other' }), savedAt: 1, base: draft() }))).toBe(false);
    expect(autosaves(initialEditorState('a1', null))).toBe(false);
  });

  it('takes the status from the save, never the form, and says a new article with nothing written is not saved', () => {
    const empty = run(initialEditorState(null, null), { type: 'update', fields: { category: 'trade-ideas' } });
    // Nothing to create an article from yet: the line says why, not "kept on this device".
    expect(shownSave(empty)).toEqual({ kind: 'waiting' });
    const typed = run(empty, { type: 'update', fields: { title: 'A first idea' } });
    expect(shownSave(typed)).toEqual({ kind: 'local' });
    const published = run(typed, { type: 'save-started' }, { type: 'saved', sent: typed.draft, status: 'published', result: saved('a1', 'v1'), at: AT });
    expect(published.draft.status).toBe('published');
    expect(isUnsaved(published)).toBe(false);
    expect(shownSave(published)).toEqual({ kind: 'saved', at: AT });
    expect(autosaves(published)).toBe(false);
  });

  it('restores a copy with the server’s status: a copy kept before Publish was a button may say Published', () => {
    const ready = run(initialEditorState('a1', null), { type: 'loaded', stored: stored(), copy: { draft: draft({ status: 'published', summary: 'Mine.' }), savedAt: 1, base: draft() } });
    const restored = run(ready, { type: 'restored' });
    expect(restored.draft).toMatchObject({ status: 'draft', summary: 'Mine.' });
    expect(autosaveDue(restored)).toBe(true);
  });

  it('autosaves 3 s after the last change, and at least every minute while typing goes on', () => {
    expect(autosaveDelay(1000, 1000)).toBe(3000);
    expect(autosaveDelay(0, 58_500)).toBe(1500);
    expect(autosaveDelay(0, 90_000)).toBe(0);
  });
});
