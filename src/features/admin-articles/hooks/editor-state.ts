/**
 * The article editor's state as a pure reducer: what the form holds, what the server has,
 * how the last save went, and what the device kept. Everything that keeps authors from
 * losing work and from overwriting each other is decided here, as data; the hooks around it
 * (use-article-editor.ts, use-device-copy.ts, use-autosave.ts) only run the requests and
 * timers. editor-state.test.ts walks through it without a browser or an emulator.
 */
import type { Saved } from '../api/save-article.js';
import { holdsAnything, sameDraft, withTitle, type DraftField } from '../draft.js';
import { mergeDrafts, settleMerge, type Merge } from '../merge-drafts.js';
import { EMPTY_DRAFT, NO_RECORD, type ArticleDraft, type ArticleStatus, type IdeaRecord, type StoredArticle } from '../types.js';
import type { LocalCopy } from './local-copy.js';

export type LoadState = { readonly kind: 'loading' } | { readonly kind: 'ready' } | { readonly kind: 'missing' } | { readonly kind: 'failed'; readonly message: string };

export type SaveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly at: Date }
  /** A new article with nothing written yet: it is created once it holds a title, a summary or text. */
  | { readonly kind: 'waiting' }
  | { readonly kind: 'local' }
  | { readonly kind: 'offline' }
  | { readonly kind: 'failed'; readonly message: string };

export interface Conflict {
  readonly by: string | null;
  readonly at: Date | null;
}

export interface EditorState {
  readonly load: LoadState;
  /** null: a new article, not yet saved. */
  readonly articleId: string | null;
  /** What the form says. */
  readonly draft: ArticleDraft;
  /** What the server has, as the form would show it. */
  readonly saved: ArticleDraft;
  /** The token of the stored version this editor holds: a save over another is refused. */
  readonly version: string;
  readonly storedStatus: ArticleStatus | null;
  /** The trade idea's record on the server: once published, the idea is frozen. */
  readonly record: IdeaRecord;
  /** Remount the rich text editor when this changes (its content was replaced). */
  readonly editorKey: number;
  readonly save: SaveState;
  readonly conflict: Conflict | null;
  /** What this device kept, offered back until restored or discarded. */
  readonly restoreOffer: LocalCopy | null;
  /** Fields both I and a colleague changed, each with both values, until the admin chooses. */
  readonly merge: Merge | null;
}

/** Why a save did not go through, as the editor tells the admin. */
export type SaveFailure =
  | { readonly kind: 'conflict'; readonly by: string | null; readonly at: Date | null }
  | { readonly kind: 'offline' }
  | { readonly kind: 'failed'; readonly message: string };

export type EditorAction =
  | { readonly type: 'loaded'; readonly stored: StoredArticle; readonly copy: LocalCopy | null }
  | { readonly type: 'load-failed'; readonly missing: boolean; readonly message?: string }
  | { readonly type: 'update'; readonly fields: Partial<ArticleDraft> }
  | { readonly type: 'set-title'; readonly title: string }
  /** A restored revision: the text fields change and the rich text editor reloads. */
  | { readonly type: 'replace-text'; readonly text: Pick<ArticleDraft, 'title' | 'summary' | 'content'> }
  | { readonly type: 'save-started' }
  | { readonly type: 'saved'; readonly sent: ArticleDraft; readonly status: ArticleStatus; readonly result: Saved; readonly at: Date }
  | { readonly type: 'save-failed'; readonly failure: SaveFailure }
  /** The idea's record was written (record-idea.ts); `version` when it was over the editor's. */
  | { readonly type: 'record-saved'; readonly record: IdeaRecord; readonly version: string | null }
  /** After a conflict: the stored version, merged field by field with the form. */
  | { readonly type: 'theirs-merged'; readonly stored: StoredArticle }
  /** The device's copy, merged field by field with what the server has now. */
  | { readonly type: 'restored' }
  | { readonly type: 'discarded' }
  /** The admin's choice for each field both sides changed: theirs in `theirsFor`, mine elsewhere. */
  | { readonly type: 'merge-settled'; readonly theirsFor: ReadonlySet<DraftField> };

/** A new article's editor, offering what this device kept of one; an existing one's, loading. */
export function initialEditorState(articleId: string | null, copyOfNew: LocalCopy | null): EditorState {
  return {
    load: articleId ? { kind: 'loading' } : { kind: 'ready' },
    articleId,
    draft: EMPTY_DRAFT,
    saved: EMPTY_DRAFT,
    version: '',
    storedStatus: null,
    record: NO_RECORD,
    editorKey: 0,
    save: { kind: 'idle' },
    conflict: null,
    restoreOffer: !articleId && copyOfNew && !sameDraft(copyOfNew.draft, EMPTY_DRAFT) ? copyOfNew : null,
    merge: null,
  };
}

/**
 * `mine` over what the server has now (`state.saved`), from the version `mine` started
 * from: merged where only one side changed a field, and the fields both changed left to the
 * admin. The caller reloads the rich text editor.
 */
function mergedOver(state: EditorState, base: ArticleDraft | null, mine: ArticleDraft): EditorState {
  const merge = mergeDrafts(base, mine, state.saved);
  return { ...state, draft: merge.draft, merge: merge.conflicts.length > 0 ? merge : null };
}

/** The stored article in the form and as what the server has; the rich text editor reloads. */
const adopt = (state: EditorState, stored: StoredArticle): EditorState => ({
  ...state,
  articleId: stored.id,
  draft: stored.draft,
  saved: stored.draft,
  version: stored.version,
  storedStatus: stored.storedStatus,
  record: stored.record,
  editorKey: state.editorKey + 1,
});

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loaded': {
      const next = adopt(state, action.stored);
      // Offered when it holds something of mine: it differs from the server, and from what it started from.
      const { copy: kept, stored } = action;
      const copy = kept && !sameDraft(kept.draft, stored.draft) && !(kept.base && sameDraft(kept.draft, kept.base)) ? kept : null;
      return { ...next, load: { kind: 'ready' }, restoreOffer: copy };
    }
    case 'load-failed':
      return { ...state, load: action.missing ? { kind: 'missing' } : { kind: 'failed', message: action.message ?? '' } };
    case 'update':
      return { ...state, draft: { ...state.draft, ...action.fields } };
    case 'set-title':
      return { ...state, draft: withTitle(state.draft, action.title) };
    case 'replace-text':
      return { ...state, draft: { ...state.draft, ...action.text }, editorKey: state.editorKey + 1 };
    case 'save-started':
      return { ...state, save: { kind: 'saving' } };
    case 'saved':
      return {
        ...state,
        articleId: action.result.id,
        // The status is the save's to set (Save Draft, Publish, Update, Unpublish), never the form's.
        draft: { ...state.draft, status: action.status },
        saved: { ...action.sent, status: action.status },
        version: action.result.version,
        storedStatus: action.status,
        // Published for the first time: its idea is frozen from now on (the server's time is close enough).
        record: action.status === 'published' && !state.record.publishedAt ? { ...state.record, publishedAt: action.at } : state.record,
        conflict: null,
        merge: null,
        save: { kind: 'saved', at: action.at },
      };
    case 'record-saved':
      return { ...state, record: action.record, version: action.version ?? state.version };
    case 'save-failed': {
      const { failure } = action;
      if (failure.kind === 'conflict') return { ...state, conflict: { by: failure.by, at: failure.at }, save: { kind: 'local' } };
      return { ...state, save: failure.kind === 'offline' ? { kind: 'offline' } : { kind: 'failed', message: failure.message } };
    }
    case 'theirs-merged': {
      // The version this form started from is what the server had before their save (adopt reloads the text editor).
      const base = state.saved;
      return { ...mergedOver(adopt(state, action.stored), base, state.draft), save: { kind: 'idle' } };
    }
    case 'restored': {
      const copy = state.restoreOffer;
      if (!copy) return state;
      // The status stays the server's: only a save changes it (a copy kept before Publish was a button may say Published).
      const status = state.saved.status;
      const mine = { ...copy.draft, status };
      // A new article has nothing on the server to merge with.
      if (!state.articleId) return { ...state, draft: mine, editorKey: state.editorKey + 1, restoreOffer: null };
      return { ...mergedOver(state, copy.base && { ...copy.base, status }, mine), editorKey: state.editorKey + 1, restoreOffer: null };
    }
    case 'discarded':
      return { ...state, restoreOffer: null };
    case 'merge-settled':
      return state.merge ? { ...state, draft: settleMerge(state.merge, action.theirsFor), editorKey: state.editorKey + 1, merge: null } : state;
  }
}

/** Changes the server does not have yet. */
export const isUnsaved = (state: EditorState): boolean => !sameDraft(state.draft, state.saved);

/** Changes an autosave would keep (an autosave stores a draft: only Publish publishes). */
export const autosaveDue = (state: EditorState): boolean => !sameDraft({ ...state.draft, status: state.saved.status }, state.saved);

/**
 * What the status line says: changes the server does not have yet are on this device until
 * the save under way (an autosave's, 3 s after the last change) says otherwise; a new article
 * with nothing written yet is not saved at all, and the line says so.
 */
export function shownSave(state: EditorState): SaveState {
  const { save } = state;
  if (!isUnsaved(state) || (save.kind !== 'idle' && save.kind !== 'saved')) return save;
  return !state.articleId && !holdsAnything(state.draft) ? { kind: 'waiting' } : { kind: 'local' };
}

/**
 * Whether drafts save themselves: never a published article (only Update changes it),
 * nor after a conflict (until the admin saves the merge), nor with an offer or a choice open.
 */
export const autosaves = (state: EditorState): boolean =>
  state.storedStatus !== 'published' && !state.conflict && !state.restoreOffer && !state.merge && state.load.kind === 'ready';
