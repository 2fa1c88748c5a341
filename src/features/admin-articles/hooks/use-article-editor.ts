/**
 * The state of the article editor (authors never lose work, admins never
 * overwrite each other):
 * - the form, kept on this device as it changes until it is saved (local-copy.ts), and
 *   offered back on the next visit;
 * - autosave of drafts 3 s after typing stops and at least every minute while typing;
 *   a published article changes only when Save Changes is pressed;
 * - every save goes over the version the editor holds, or is refused as a conflict, and
 *   the admin chooses: load the other version (theirs) or overwrite it (mine).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorCode } from '../../../lib/firebase/errors.js';
import { ArticleGoneError, ConflictError, SlugTakenError, saveArticle, type Saved } from '../api/save-article.js';
import { errorMessage } from '../api/error-message.js';
import { deleteImage } from '../api/images.js';
import { loadArticle } from '../api/load-article.js';
import { canAutosave, sameDraft, withTitle } from '../draft.js';
import { editorTexts as texts } from '../texts.js';
import { EMPTY_DRAFT, type ArticleDraft, type ArticleStatus, type StoredArticle, type Writer } from '../types.js';
import { readLocalCopy, removeLocalCopy, writeLocalCopy, type LocalCopy } from './local-copy.js';

/** Ghost's habit: save 3 s after the last change, and at least every minute. */
export const AUTOSAVE_IDLE_MS = 3000;
export const AUTOSAVE_MAX_WAIT_MS = 60_000;
const LOCAL_COPY_MS = 400;

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

const isOffline = (error: unknown): boolean =>
  !navigator.onLine || ['unavailable', 'deadline-exceeded'].includes(errorCode(error) ?? '');

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
  readonly conflict: Conflict | null;
  readonly restoreOffer: LocalCopy | null;
  readonly update: (change: Partial<ArticleDraft>) => void;
  readonly setTitle: (title: string) => void;
  /** Replaces the text fields (a restored revision); the rich text editor reloads. */
  readonly replaceText: (text: Pick<ArticleDraft, 'title' | 'summary' | 'content'>) => void;
  /** Saves what the form says, the status included; resolves with the result, or null when it did not save. */
  readonly saveNow: (options?: { readonly overwrite?: boolean }) => Promise<Saved | null>;
  readonly loadTheirs: () => Promise<void>;
  readonly restoreLocal: () => void;
  readonly discardLocal: () => void;
}

export function useArticleEditor(routeId: string | null, writer: Writer | null, onCreated: (id: string) => void): ArticleEditor {
  const [articleId, setArticleId] = useState<string | null>(routeId);
  const [load, setLoad] = useState<LoadState>(routeId ? { kind: 'loading' } : { kind: 'ready' });
  const [draft, setDraft] = useState<ArticleDraft>(EMPTY_DRAFT);
  const [saved, setSaved] = useState<ArticleDraft>(EMPTY_DRAFT);
  // The version of the stored article this editor holds: a ref, since a save that waited
  // for another must go over the version that one left.
  const version = useRef('');
  const [storedStatus, setStoredStatus] = useState<ArticleStatus | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // A new article: what this device kept of one, offered back at once.
  const [restoreOffer, setRestoreOffer] = useState<LocalCopy | null>(() => {
    if (routeId) return null;
    const copy = readLocalCopy(null);
    return copy && !sameDraft(copy.draft, EMPTY_DRAFT) ? copy : null;
  });
  // The save under way: another waits for it (an autosave just gives way).
  const inflight = useRef<Promise<Saved> | null>(null);
  const firstUnsavedAt = useRef<number | null>(null);
  // The form as of the last change, ahead of React's next render: what a page that is
  // going away (reload, closed tab) keeps on the device.
  const latest = useRef({ draft, saved, articleId, leaving: false });
  useLayoutEffect(() => {
    latest.current.saved = saved;
    latest.current.articleId = articleId;
  }, [saved, articleId]);

  /** Keeps the form on the device now, if it differs from what the server has. */
  const keepLocally = useCallback(() => {
    const { draft: now, saved: stored, articleId: id } = latest.current;
    if (!sameDraft(now, stored)) writeLocalCopy(id, now);
  }, []);

  const unsaved = !sameDraft(draft, saved);

  const change = useCallback((next: (current: ArticleDraft) => ArticleDraft) => {
    latest.current.draft = next(latest.current.draft);
    setDraft(latest.current.draft);
    // A change while the page goes away (the rich text editor's last words) is kept at once.
    if (latest.current.leaving) keepLocally();
  }, [keepLocally]);

  const adopt = useCallback((stored: StoredArticle) => {
    latest.current.draft = stored.draft;
    setDraft(stored.draft);
    setSaved(stored.draft);
    version.current = stored.version;
    setStoredStatus(stored.storedStatus);
    setEditorKey((key) => key + 1);
  }, []);

  // Loading the stored article (edit), and what this device kept of it.
  useEffect(() => {
    if (!routeId) return;
    if (routeId === articleId && load.kind === 'ready') return; // just created here: the form is the article
    let current = true;
    loadArticle(routeId).then(
      (stored) => {
        if (!current) return;
        if (!stored) {
          setLoad({ kind: 'missing' });
          return;
        }
        adopt(stored);
        setArticleId(stored.id);
        setLoad({ kind: 'ready' });
        const copy = readLocalCopy(stored.id);
        if (copy && !sameDraft(copy.draft, stored.draft)) setRestoreOffer(copy);
      },
      (error: unknown) => current && setLoad({ kind: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
    // Only a new address loads anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeId]);

  // Kept on this device while it differs from what the server has.
  useEffect(() => {
    if (load.kind !== 'ready' || restoreOffer) return;
    const timer = window.setTimeout(() => {
      if (unsaved) writeLocalCopy(articleId, draft);
      else removeLocalCopy(articleId);
    }, LOCAL_COPY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, unsaved, articleId, load.kind, restoreOffer]);

  useEffect(() => {
    if (load.kind !== 'ready' || restoreOffer) return;
    const onPageHide = (event: PageTransitionEvent) => {
      // A page kept in the back/forward cache may come back: it is not leaving for good.
      latest.current.leaving = !event.persisted;
      keepLocally();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [load.kind, restoreOffer, keepLocally]);

  const store = useCallback(
    async (status: ArticleStatus, overwrite: boolean, auto = false): Promise<Saved | null> => {
      if (!writer) return null;
      if (inflight.current) {
        if (auto) return null;
        // The admin's own save waits for an autosave under way, then saves what the form says now.
        await inflight.current.catch(() => undefined);
      }
      setSave({ kind: 'saving' });
      const sent = latest.current.draft;
      const articleId = latest.current.articleId;
      const run = saveArticle({ id: articleId, draft: sent, status, version: version.current, overwrite, auto, writer });
      inflight.current = run;
      try {
        const result = await run;
        version.current = result.version;
        latest.current.articleId = result.id;
        setSaved({ ...sent, status });
        setStoredStatus(status);
        setConflict(null);
        setSave({ kind: 'saved', at: new Date() });
        firstUnsavedAt.current = null;
        removeLocalCopy(articleId);
        if (result.replacedImage) void deleteImage(result.replacedImage).catch(() => undefined);
        if (!articleId) {
          setArticleId(result.id);
          onCreated(result.id);
        }
        return result;
      } catch (error) {
        writeLocalCopy(articleId, sent);
        if (error instanceof ConflictError) {
          setConflict({ by: error.savedBy, at: error.savedAt });
          setSave({ kind: 'local' });
        } else if (error instanceof SlugTakenError) {
          setSave({ kind: 'failed', message: texts.slugTaken });
        } else if (error instanceof ArticleGoneError) {
          setSave({ kind: 'failed', message: texts.notFound });
        } else if (isOffline(error)) {
          setSave({ kind: 'offline' });
        } else {
          setSave({ kind: 'failed', message: errorMessage(error) });
        }
        throw error;
      } finally {
        if (inflight.current === run) inflight.current = null;
      }
    },
    [writer, onCreated],
  );

  // Autosave: drafts only (a published article changes only on Save Changes), complete
  // enough for the rules, and never over a conflict.
  const autosaving = storedStatus !== 'published' && !conflict && !restoreOffer && load.kind === 'ready';
  useEffect(() => {
    if (!unsaved) {
      firstUnsavedAt.current = null;
      return;
    }
    firstUnsavedAt.current ??= Date.now();
    if (!autosaving || !canAutosave(draft)) return;
    const waited = Date.now() - firstUnsavedAt.current;
    const timer = window.setTimeout(() => void store('draft', false, true).catch(() => undefined), Math.max(0, Math.min(AUTOSAVE_IDLE_MS, AUTOSAVE_MAX_WAIT_MS - waited)));
    return () => window.clearTimeout(timer);
  }, [draft, unsaved, autosaving, store]);

  const loadTheirs = useCallback(async () => {
    if (!articleId) return;
    const mine = draft;
    const stored = await loadArticle(articleId);
    if (!stored) {
      setLoad({ kind: 'missing' });
      return;
    }
    adopt(stored);
    setConflict(null);
    setSave({ kind: 'idle' });
    // Mine stays on this device, offered back until restored or discarded.
    writeLocalCopy(articleId, mine);
    setRestoreOffer(readLocalCopy(articleId));
  }, [articleId, draft, adopt]);

  // Changes the server does not have yet are on this device, until a save says otherwise.
  const shownSave: SaveState = unsaved && (save.kind === 'idle' || save.kind === 'saved') ? { kind: 'local' } : save;

  return {
    load,
    articleId,
    draft,
    editorKey,
    storedStatus,
    savedImage: saved.featuredImage,
    save: shownSave,
    unsaved,
    conflict,
    restoreOffer,
    update: (fields) => change((current) => ({ ...current, ...fields })),
    setTitle: (title) => change((current) => withTitle(current, title)),
    replaceText: (text) => {
      change((current) => ({ ...current, ...text }));
      setEditorKey((key) => key + 1);
    },
    saveNow: async (options = {}) => {
      try {
        return await store(draft.status, options.overwrite ?? false);
      } catch {
        return null;
      }
    },
    loadTheirs,
    restoreLocal: () => {
      if (!restoreOffer) return;
      change(() => restoreOffer.draft);
      setEditorKey((key) => key + 1);
      setRestoreOffer(null);
    },
    discardLocal: () => {
      removeLocalCopy(articleId);
      setRestoreOffer(null);
    },
  };
}
