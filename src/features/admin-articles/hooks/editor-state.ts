/**
 * The article editor's state as a pure reducer: what the form holds, what the server has,
 * how the last save went, and what the device kept. Everything that keeps authors from
 * losing work and from overwriting each other is decided here, as data; the hooks around it
 * (use-article-editor.ts, use-device-copy.ts, use-autosave.ts) only run the requests and
 * timers. editor-state.test.ts walks through it without a browser or an emulator.
 */
import type { Saved } from '../api/save-article.js';
import { sameDraft, withTitle } from '../draft.js';
import { EMPTY_DRAFT, type ArticleDraft, type ArticleStatus, type StoredArticle } from '../types.js';
import type { LocalCopy } from './local-copy.js';

export type LoadState = { readonly kind: 'loading' } | { readonly kind: 'ready' } | { readonly kind: 'missing' } | { readonly kind: 'failed'; readonly message: string };

export type SaveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly at: Date }
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
  /** Remount the rich text editor when this changes (its content was replaced). */
  readonly editorKey: number;
  readonly save: SaveState;
  readonly conflict: Conflict | null;
  /** What this device kept, offered back until restored or discarded. */
  readonly restoreOffer: LocalCopy | null;
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
  /** After a conflict: the stored version is loaded; mine stays on the device, offered back. */
  | { readonly type: 'theirs-loaded'; readonly stored: StoredArticle; readonly mine: LocalCopy }
  | { readonly type: 'restored' }
  | { readonly type: 'discarded' };

/** A new article's editor, offering what this device kept of one; an existing one's, loading. */
export function initialEditorState(articleId: string | null, copyOfNew: LocalCopy | null): EditorState {
  return {
    load: articleId ? { kind: 'loading' } : { kind: 'ready' },
    articleId,
    draft: EMPTY_DRAFT,
    saved: EMPTY_DRAFT,
    version: '',
    storedStatus: null,
    editorKey: 0,
    save: { kind: 'idle' },
    conflict: null,
    restoreOffer: !articleId && copyOfNew && !sameDraft(copyOfNew.draft, EMPTY_DRAFT) ? copyOfNew : null,
  };
}

/** The stored article in the form and as what the server has; the rich text editor reloads. */
const adopt = (state: EditorState, stored: StoredArticle): EditorState => ({
  ...state,
  articleId: stored.id,
  draft: stored.draft,
  saved: stored.draft,
  version: stored.version,
  storedStatus: stored.storedStatus,
  editorKey: state.editorKey + 1,
});

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loaded': {
      const next = adopt(state, action.stored);
      const copy = action.copy && !sameDraft(action.copy.draft, action.stored.draft) ? action.copy : null;
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
        saved: { ...action.sent, status: action.status },
        version: action.result.version,
        storedStatus: action.status,
        conflict: null,
        save: { kind: 'saved', at: action.at },
      };
    case 'save-failed': {
      const { failure } = action;
      if (failure.kind === 'conflict') return { ...state, conflict: { by: failure.by, at: failure.at }, save: { kind: 'local' } };
      return { ...state, save: failure.kind === 'offline' ? { kind: 'offline' } : { kind: 'failed', message: failure.message } };
    }
    case 'theirs-loaded':
      return { ...adopt(state, action.stored), conflict: null, save: { kind: 'idle' }, restoreOffer: action.mine };
    case 'restored':
      return state.restoreOffer ? { ...state, draft: state.restoreOffer.draft, editorKey: state.editorKey + 1, restoreOffer: null } : state;
    case 'discarded':
      return { ...state, restoreOffer: null };
  }
}

/** Changes the server does not have yet. */
export const isUnsaved = (state: EditorState): boolean => !sameDraft(state.draft, state.saved);

/** What the status line says: changes the server does not have yet are on this device, until a save says otherwise. */
export function shownSave(state: EditorState): SaveState {
  return isUnsaved(state) && (state.save.kind === 'idle' || state.save.kind === 'saved') ? { kind: 'local' } : state.save;
}

/** Whether drafts save themselves: never a published article (only Save Changes changes it), nor over a conflict or an offer. */
export const autosaves = (state: EditorState): boolean =>
  state.storedStatus !== 'published' && !state.conflict && !state.restoreOffer && state.load.kind === 'ready';
