/**
 * The article editor (authors never lose work, admins never overwrite each other): the
 * state and its rules are editor-state.ts (a pure reducer); this hook runs what the state
 * asks for:
 * - loading the stored article, and offering back what this device kept of it;
 * - keeping the form on the device until it is saved (use-device-copy.ts);
 * - autosaving drafts (use-autosave.ts), whatever state their fields are in; a published
 *   article changes only on Update;
 * - saving over the version the editor holds; when a colleague saved in between, their
 *   version is merged into the form field by field (merge-drafts.ts), and the admin
 *   chooses for each field both changed, then saves again;
 * - restoring a revision: its text replaces the form's and is saved at once, through the
 *   same save (and its refusal of a stale version), as a 'restore' revision;
 * - a published trade idea's outcome and amendments are written at once, apart from the
 *   form (record-idea.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCode } from '../../../lib/firebase/errors.js';
import { ArticleGoneError, ConflictError, SlugTakenError, saveArticle, type Saved } from '../api/save-article.js';
import { errorMessage } from '../api/error-message.js';
import { deleteImage } from '../api/images.js';
import { loadArticle } from '../api/load-article.js';
import { recordIdea, type RecordChange } from '../api/record-idea.js';
import { reserveByline } from '../api/staff-byline.js';
import { canAutosave, draftSaveProblem, tradeIdeaOf, type DraftField, type FrozenIdea } from '../draft.js';
import { editorTexts as texts } from '../texts.js';
import type { Merge } from '../merge-drafts.js';
import type { ArticleDraft, ArticleStatus, IdeaRecord, RevisionText, Writer } from '../types.js';
import {
  autosaveDue, autosaves, editorReducer, initialEditorState, isUnsaved, shownSave,
  type Conflict, type EditorAction, type LoadState, type SaveFailure, type SaveState,
} from './editor-state.js';
import { readLocalCopy, removeLocalCopy, writeLocalCopy, type LocalCopy } from './local-copy.js';
import { useAutosave } from './use-autosave.js';
import { useDeviceCopy } from './use-device-copy.js';

export type { Conflict, SaveState } from './editor-state.js';

export interface ArticleEditor {
  readonly load: LoadState;
  readonly articleId: string | null;
  readonly draft: ArticleDraft;
  /** Remount the rich text editor when this changes (its content was replaced). */
  readonly editorKey: number;
  readonly storedStatus: ArticleStatus | null;
  /** The featured image the server has (deleted only once a save replaces it). */
  readonly savedImage: string | null;
  readonly save: SaveState;
  /** Changes not yet on the server. */
  readonly unsaved: boolean;
  /** A colleague's save this editor merged (until the admin saves). */
  readonly conflict: Conflict | null;
  /** Fields both changed, with both values, waiting for the admin's choice. */
  readonly merge: Merge | null;
  readonly restoreOffer: LocalCopy | null;
  /** The last save published the article, but could not make its share card (the next save tries again). */
  readonly shareCardFailed: boolean;
  /** The trade idea's record on the server; the idea is frozen once the article has been published. */
  readonly record: IdeaRecord;
  /** Once published, the idea as stored (null: none): a save must keep it as it is. */
  readonly frozen: FrozenIdea;
  /** Records the idea's outcome or an amendment at once (record-idea.ts); rejects with why it did not. */
  readonly recordIdea: (change: RecordChange) => Promise<void>;
  readonly update: (change: Partial<ArticleDraft>) => void;
  readonly setTitle: (title: string) => void;
  /** Replaces the text fields (a restored revision); the rich text editor reloads. */
  readonly replaceText: (text: Pick<ArticleDraft, 'title' | 'summary' | 'content'>) => void;
  /**
   * Saves the form with a status (Save Draft and Unpublish: a draft; Publish and Update:
   * published); resolves with the result, or null when it did not save.
   */
  readonly saveNow: (status: ArticleStatus) => Promise<Saved | null>;
  /**
   * Puts a revision's text in the form and saves at once, keeping the stored status; the
   * form's unsaved text goes into history first (save-article.ts). Null when it did not save.
   */
  readonly restoreRevision: (text: RevisionText) => Promise<Saved | null>;
  /** Settles the fields both changed: theirs in `theirsFor`, mine in the others. */
  readonly settleMerge: (theirsFor: ReadonlySet<DraftField>) => void;
  readonly restoreLocal: () => void;
  readonly discardLocal: () => void;
}

const isOffline = (error: unknown): boolean => !navigator.onLine || ['unavailable', 'deadline-exceeded'].includes(errorCode(error) ?? '');

/** Why a save did not go through, in the editor's terms. */
function failureOf(error: unknown): SaveFailure {
  if (error instanceof ConflictError) return { kind: 'conflict', by: error.savedBy, at: error.savedAt };
  if (error instanceof SlugTakenError) return { kind: 'failed', message: texts.slugTaken };
  if (error instanceof ArticleGoneError) return { kind: 'failed', message: texts.notFound };
  if (isOffline(error)) return { kind: 'offline' };
  return { kind: 'failed', message: errorMessage(error) };
}

/**
 * The reducer's state, also readable at once through `current()`: a save sends the form
 * as of the last keystroke, and a page that is going away keeps it, ahead of React's next render.
 */
function useEditorState(routeId: string | null) {
  const [state, setState] = useState(() => initialEditorState(routeId, routeId ? null : readLocalCopy(null)));
  const latest = useRef(state);
  const dispatch = useCallback((action: EditorAction) => {
    latest.current = editorReducer(latest.current, action);
    setState(latest.current);
  }, []);
  const current = useCallback(() => latest.current, []);
  return { state, dispatch, current };
}

export function useArticleEditor(routeId: string | null, writer: Writer | null, onCreated: (id: string) => void): ArticleEditor {
  const { state, dispatch, current } = useEditorState(routeId);
  const device = useDeviceCopy(state, current);
  // The save under way: another waits for it (an autosave just gives way).
  const inflight = useRef<Promise<Saved> | null>(null);
  const [shareCardFailed, setShareCardFailed] = useState(false);

  // Loading the stored article (edit), and what this device kept of it.
  useEffect(() => {
    if (!routeId) return;
    const now = current();
    if (routeId === now.articleId && now.load.kind === 'ready') return; // just created here: the form is the article
    let live = true;
    loadArticle(routeId).then(
      (stored) => {
        if (!live) return;
        if (stored) dispatch({ type: 'loaded', stored, copy: readLocalCopy(stored.id) });
        else dispatch({ type: 'load-failed', missing: true });
      },
      (error: unknown) => live && dispatch({ type: 'load-failed', missing: false, message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [routeId, current, dispatch]);

  /** A change to the form; one made while the page goes away (the rich text editor's last words) is kept at once. */
  const change = useCallback(
    (action: EditorAction) => {
      dispatch(action);
      if (device.leaving()) device.keepNow();
    },
    [dispatch, device],
  );

  /** A colleague saved since this form was loaded: their version, merged into the form. */
  const mergeTheirs = useCallback(
    async (articleId: string) => {
      const stored = await loadArticle(articleId).catch(() => null);
      // Unreadable now: the conflict stays on screen, and the form and the device keep mine.
      if (stored) dispatch({ type: 'theirs-merged', stored });
    },
    [dispatch],
  );

  const store = useCallback(
    async (status: ArticleStatus, auto = false, restore?: { readonly replacing: RevisionText }): Promise<Saved | null> => {
      // Not while the admin has fields to choose between.
      if (!writer || current().merge) return null;
      if (inflight.current) {
        if (auto) return null;
        // The admin's own save waits for an autosave under way, then saves what the form says now.
        await inflight.current.catch(() => undefined);
      }
      const { draft: sent, saved: base, articleId, version } = current();
      // What the rules refuse in any draft is said in the status line, rather than left on the device silently.
      const problem = auto ? draftSaveProblem(sent, articleId === null) : null;
      if (problem) {
        writeLocalCopy(articleId, sent, base);
        dispatch({ type: 'save-failed', failure: { kind: 'failed', message: problem } });
        return null;
      }
      dispatch({ type: 'save-started' });
      const run = saveArticle({ id: articleId, draft: sent, status, version, auto, writer, ...(restore ? { restore } : {}) });
      inflight.current = run;
      try {
        const result = await run;
        dispatch({ type: 'saved', sent, status, result, at: new Date() });
        removeLocalCopy(articleId);
        if (result.replacedImage) void deleteImage(result.replacedImage).catch(() => undefined);
        if (result.replacedShareImage) void deleteImage(result.replacedShareImage).catch(() => undefined);
        setShareCardFailed(result.shareCardFailed);
        if (status === 'published') void reserveByline(writer);
        if (!articleId) onCreated(result.id);
        return result;
      } catch (error) {
        writeLocalCopy(articleId, sent, base);
        dispatch({ type: 'save-failed', failure: failureOf(error) });
        if (error instanceof ConflictError && articleId) await mergeTheirs(articleId);
        throw error;
      } finally {
        if (inflight.current === run) inflight.current = null;
      }
    },
    [writer, onCreated, current, dispatch, mergeTheirs],
  );

  const unsaved = isUnsaved(state);
  const autosave = useCallback(() => void store('draft', true).catch(() => undefined), [store]);
  // Drafts whatever state their fields are in (a new one once anything is written), never over a conflict or an offer to restore.
  useAutosave(state.draft, autosaveDue(state), autosaves(state) && canAutosave(state.draft, state.articleId === null), autosave);

  return {
    load: state.load,
    articleId: state.articleId,
    draft: state.draft,
    editorKey: state.editorKey,
    storedStatus: state.storedStatus,
    savedImage: state.saved.featuredImage,
    save: shownSave(state),
    unsaved,
    conflict: state.conflict,
    merge: state.merge,
    restoreOffer: state.restoreOffer,
    shareCardFailed,
    record: state.record,
    frozen: state.record.publishedAt ? { idea: tradeIdeaOf(state.saved) } : null,
    recordIdea: async (change) => {
      // After a save under way, so that each goes over the version the other left.
      await inflight.current?.catch(() => undefined);
      const { articleId, version } = current();
      if (!articleId) return;
      const result = await recordIdea(articleId, version, change);
      dispatch({ type: 'record-saved', record: result.record, version: result.overEditorsVersion ? result.version : null });
    },
    update: (fields) => change({ type: 'update', fields }),
    setTitle: (title) => change({ type: 'set-title', title }),
    replaceText: (text) => change({ type: 'replace-text', text }),
    saveNow: async (status) => {
      try {
        return await store(status);
      } catch {
        return null;
      }
    },
    restoreRevision: async (text) => {
      const { draft, merge, articleId, storedStatus } = current();
      if (!writer || merge || !articleId) return null;
      const replacing = { title: draft.title, summary: draft.summary, content: draft.content };
      change({ type: 'replace-text', text });
      try {
        return await store(storedStatus ?? 'draft', false, { replacing });
      } catch {
        return null;
      }
    },
    settleMerge: (theirsFor) => change({ type: 'merge-settled', theirsFor }),
    restoreLocal: () => change({ type: 'restored' }),
    discardLocal: () => {
      removeLocalCopy(current().articleId);
      dispatch({ type: 'discarded' });
    },
  };
}
