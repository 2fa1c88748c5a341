/**
 * The editor's save logic as data, without a browser or an emulator: loading, typing,
 * saving, a conflict and its two ways out, a failed or offline save, the device copy's
 * offer, and when drafts save themselves.
 */
import type { Saved } from '../api/save-article.js';
import { EMPTY_DRAFT, type ArticleDraft, type StoredArticle } from '../types.js';
import { autosaves, editorReducer, initialEditorState, isUnsaved, shownSave, type EditorAction, type EditorState } from './editor-state.js';
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
  updatedAt: null,
  updatedBy: null,
});

const saved = (id: string, version: string): Saved => ({ id, version, replacedImage: null });
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const AT = new Date('2026-11-26T12:00:00Z');

describe('the editor state', () => {
  it('loads an article, and offers back what the device kept only when it differs', () => {
    const loading = initialEditorState('a1', null);
    expect(loading.load).toEqual({ kind: 'loading' });
    const same = run(loading, { type: 'loaded', stored: stored(), copy: { draft: draft(), savedAt: 1 } });
    expect(same).toMatchObject({ load: { kind: 'ready' }, articleId: 'a1', version: 'v1', restoreOffer: null, editorKey: 1 });
    expect(isUnsaved(same)).toBe(false);
    const copy = { draft: draft({ summary: 'Typed on the train.' }), savedAt: 1 };
    expect(run(loading, { type: 'loaded', stored: stored(), copy }).restoreOffer).toBe(copy);
    expect(run(loading, { type: 'load-failed', missing: true }).load).toEqual({ kind: 'missing' });
    expect(run(loading, { type: 'load-failed', missing: false, message: 'Offline.' }).load).toEqual({ kind: 'failed', message: 'Offline.' });
  });

  it('offers a new article what the device kept of one, unless it was empty', () => {
    expect(initialEditorState(null, { draft: draft(), savedAt: 1 }).restoreOffer).not.toBeNull();
    expect(initialEditorState(null, { draft: EMPTY_DRAFT, savedAt: 1 }).restoreOffer).toBeNull();
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

  it('a new article takes the id its first save gives it', () => {
    const first = run(initialEditorState(null, null), { type: 'update', fields: draft() });
    expect(run(first, { type: 'saved', sent: first.draft, status: 'draft', result: saved('new-1', 'v1'), at: AT }).articleId).toBe('new-1');
  });

  it('on a conflict keeps the work, stops autosaving, and lets the admin load theirs with mine offered back', () => {
    const ready = run(initialEditorState('a1', null), { type: 'loaded', stored: stored(), copy: null }, { type: 'update', fields: { summary: 'Mine.' } });
    expect(autosaves(ready)).toBe(true);
    const conflict = run(ready, { type: 'save-failed', failure: { kind: 'conflict', by: 'Maya Chen', at: AT } });
    expect(conflict.conflict).toEqual({ by: 'Maya Chen', at: AT });
    expect(shownSave(conflict)).toEqual({ kind: 'local' });
    expect(autosaves(conflict)).toBe(false);
    expect(conflict.draft.summary).toBe('Mine.');

    const mine = { draft: conflict.draft, savedAt: 2 };
    const theirs = run(conflict, { type: 'theirs-loaded', stored: stored({ summary: 'Theirs.' }, 'v2'), mine });
    expect(theirs).toMatchObject({ conflict: null, version: 'v2', restoreOffer: mine, draft: { summary: 'Theirs.' }, editorKey: conflict.editorKey + 1 });
    expect(isUnsaved(theirs)).toBe(false);
    const restored = run(theirs, { type: 'restored' });
    expect(restored).toMatchObject({ restoreOffer: null, draft: { summary: 'Mine.' }, version: 'v2' });
    expect(isUnsaved(restored)).toBe(true);
    expect(run(theirs, { type: 'discarded' })).toMatchObject({ restoreOffer: null, draft: { summary: 'Theirs.' } });
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
    expect(autosaves(loaded('draft', { draft: draft({ title: 'Other' }), savedAt: 1 }))).toBe(false);
    expect(autosaves(initialEditorState('a1', null))).toBe(false);
  });

  it('autosaves 3 s after the last change, and at least every minute while typing goes on', () => {
    expect(autosaveDelay(1000, 1000)).toBe(3000);
    expect(autosaveDelay(0, 58_500)).toBe(1500);
    expect(autosaveDelay(0, 90_000)).toBe(0);
  });
});
