/**
 * Create article (/admin/create-article) and Edit article (/admin/edit-article/{id}), one
 * page for both (the edit page has the same rich editor and fields as Create; docs/authoring.md).
 * A draft has Save Draft and Publish (asked once: publish-dialog.tsx), a published article
 * Update and, in the settings, Unpublish; each keeps the editor open and says where the
 * article is (published-notice.tsx).
 * Both routes render this same component, so when the first autosave of a new article
 * creates it and the address becomes its edit address, nothing remounts and typing goes on.
 *
 * The rich text editor comes in as a component (features do not import each other; the
 * app composes them), and gets its image uploads as a function.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons.js';
import { ErrorBox } from '../../../components/ui/error-box.js';
import { Icon } from '../../../components/ui/icon.js';
import { PageMeta } from '../../../components/page-meta.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session/session.js';
import { ImageError, imageProblem, uploadImage } from '../api/images.js';
import { byline } from '../api/records.js';
import { ArticleFields } from '../components/article-fields.js';
import { ConflictBanner, RestoreBanner } from '../components/editor-banners.js';
import { FeaturedImageField } from '../components/featured-image-field.js';
import { ImageTextFields } from '../components/image-text-fields.js';
import { SearchFields } from '../components/search-fields.js';
import { MergePanel } from '../components/merge-panel.js';
import { PreviewDialog } from '../components/preview-dialog.js';
import { FeedsNotice } from '../components/feeds-notice.js';
import { PublishDialog } from '../components/publish-dialog.js';
import { PublishedNotice, type Notice } from '../components/published-notice.js';
import { ShareCardNotice } from '../components/share-card-notice.js';
import { DisclosureField, TickerField, TradeIdeaFields } from '../components/finance-fields.js';
import { RevisionsPanel } from '../components/revisions-panel.js';
import { BylineNote } from '../components/byline-note.js';
import { SaveStatus } from '../components/save-status.js';
import { SettingsPanel, panelBesideText } from '../components/settings-panel.js';
import { missingFields, saveProblem, storedSlug, type RequiredField } from '../draft.js';
import { useArticleEditor } from '../hooks/use-article-editor.js';
import { useLeaveGuard } from '../hooks/use-leave-guard.js';
import { editorTexts as texts } from '../texts.js';
import type { ArticleStatus, Revision, Writer } from '../types.js';
import { siteOrigin } from '../../../config/site-origin.js';

/** What the admin asked for: the save under way says so on its button. */
type Action = 'draft' | 'publish' | 'update' | 'unpublish';

export interface RichEditorProps {
  readonly initialHtml: string;
  readonly onChange: (html: string) => void;
  readonly labelledBy: string;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  readonly imageProblem: (file: File) => string | null;
  readonly onUploadImage: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  readonly onImageError: (message: string) => void;
}

export function ArticleEditorPage({ Editor }: { readonly Editor: ComponentType<RichEditorProps> }) {
  const { articleId: routeId } = useParams();
  // Create or edit, as the page was opened (the spec's messages differ).
  const [mode] = useState<'create' | 'edit'>(routeId ? 'edit' : 'create');
  const session = useSession();
  const navigate = useNavigate();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const name = session.status === 'signed-in' ? session.profile?.fullName || session.user.displayName || '' : '';
  // The same object from render to render: the save functions built on it stay the same.
  const writer: Writer | null = useMemo(() => (uid ? { uid, name } : null), [uid, name]);
  // The same page under its new address: the focus stays where the admin has it (app/route-focus.tsx).
  const onCreated = useCallback((id: string) => void navigate(paths.adminEditArticle.to(id), { replace: true, state: { keepFocus: true } }), [navigate]);
  const editor = useArticleEditor(routeId ?? null, writer, onCreated);
  // The status the last refused save was for (its problem follows the form until fixed).
  const [refused, setRefused] = useState<ArticleStatus | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const contentLabel = useId();
  const errorId = useId();
  const panelId = useId();
  const form = useRef<HTMLFormElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const publishButton = useRef<HTMLButtonElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    // Back to the bar's Settings button, unless the window grew and it is gone.
    window.setTimeout(() => settingsButton.current?.checkVisibility() && settingsButton.current.focus(), 0);
  }, []);

  useLeaveGuard(editor.unsaved, texts.leaveConfirm);

  // Ctrl+S or Cmd+S saves, as in every editor, wherever the focus is (never the browser's Save Page).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      // After the rich text's last words reach the form (it hands them over on this same key).
      window.setTimeout(() => form.current?.requestSubmit(), 0);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const title = mode === 'create' ? texts.createTitle : texts.editTitle;
  if (editor.load.kind === 'loading') return <Spinner label={texts.loading} />;
  if (editor.load.kind === 'missing' || editor.load.kind === 'failed') {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <PageMeta title={title} description={texts.editDescription} />
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <div className="mt-6">
          <ErrorBox message={editor.load.kind === 'missing' ? texts.notFound : texts.loadFailed(editor.load.message)} />
        </div>
      </section>
    );
  }

  const { draft } = editor;
  const failedMessage = editor.save.kind === 'failed' ? editor.save.message : null;
  const published = editor.storedStatus === 'published';
  const isNew = editor.articleId === null;
  const problemFor = (status: ArticleStatus) =>
    editor.merge ? texts.mergeBlocksSave : saveProblem({ ...draft, status }, mode, editor.frozen, isNew);

  /** Whether the form can be saved with `status`; when not, the problem is said and the first field missing has the focus. */
  const check = (status: ArticleStatus): boolean => {
    const found = problemFor(status);
    setRefused(found ? status : null);
    if (!found) return true;
    const [first] = status === 'published' ? missingFields(draft) : [];
    if (first && !editor.merge) {
      // A field in the settings opens the sheet first on a phone.
      const inPanel = first === 'summary' || first === 'category';
      if (inPanel && !panelBesideText()) setSheetOpen(true);
      window.setTimeout(() => focusField(first), 0);
    }
    return false;
  };

  /** Saves the form with `status`, keeping the editor open; says where the article is when it is done. */
  const save = async (status: ArticleStatus, doing: Action): Promise<boolean> => {
    setNotice(null);
    setAction(doing);
    const slug = storedSlug(draft.slug);
    const result = await editor.saveNow(status);
    setAction(null);
    if (!result) return false;
    // A share card that could not be made is said beside it (share-card-notice.tsx).
    if (doing === 'unpublish') setNotice({ kind: 'unpublished' });
    else if (status === 'published') setNotice({ kind: doing === 'publish' ? 'published' : 'updated', slug });
    return true;
  };

  // Save Draft, or Update (Ctrl+S too): the article keeps its status.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const status = published ? 'published' : 'draft';
    if (check(status)) await save(status, published ? 'update' : 'draft');
  };

  const askToPublish = () => {
    if (check('published')) setConfirming(true);
  };

  const publishNow = async () => {
    const done = await save('published', 'publish');
    setConfirming(false);
    // Publish gives way to Update, which takes the focus; refused, the focus is back on Publish.
    window.setTimeout(() => (done ? submitButton : publishButton).current?.focus(), 0);
  };

  const cancelPublish = () => {
    setConfirming(false);
    window.setTimeout(() => publishButton.current?.focus(), 0);
  };

  const unpublish = async () => {
    if (!check('draft') || !(await save('draft', 'unpublish'))) throw new Error(texts.unpublish.failed);
  };

  /**
   * A revision's text in the form, saved at once (keeping the stored status). When that save
   * could not go through (a field publishing needs is empty in it), it stays in the form,
   * unsaved, with the problem named as on Save.
   */
  const restoreRevision = async ({ title, summary, content }: Revision): Promise<boolean> => {
    if (editor.merge) {
      setRefused(editor.storedStatus ?? 'draft');
      return false;
    }
    const status = editor.storedStatus ?? 'draft';
    const found = saveProblem({ ...draft, title, summary, content, status }, mode, editor.frozen);
    setRefused(found ? status : null);
    if (found) {
      editor.replaceText({ title, summary, content });
      return false;
    }
    return (await editor.restoreRevision({ title, summary, content })) !== null;
  };

  const submitLabel = published
    ? action === 'update' ? texts.updating : texts.update
    : action === 'draft' ? (isNew ? texts.creating : texts.saving) : texts.saveDraft;
  // Once a save was refused for a problem, the message follows the form: it goes when fixed.
  const currentProblem = refused && problemFor(refused);
  const shownProblem = currentProblem || (failedMessage && (mode === 'create' ? texts.createFailed(failedMessage) : texts.updateFailed(failedMessage)));
  // The required fields still empty since the last refused publish, marked at each field and named by the button.
  const missing = new Set(currentProblem && refused === 'published' && !editor.merge ? missingFields(draft) : []);
  const problemText = shownProblem && (
    <>
      <span>{shownProblem}</span>
      {missing.size > 0 && <span> {texts.missing([...missing].map((field) => FIELD_NAMES[field]))}</span>}
    </>
  );

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate className="mx-auto max-w-6xl px-4 pt-8" aria-describedby={errorId}>
      <PageMeta title={title} description={mode === 'create' ? texts.createDescription : texts.editDescription} />
      <h1 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">{title}</h1>

      <div className="mt-6 space-y-4 empty:hidden">
        {editor.restoreOffer && <RestoreBanner copy={editor.restoreOffer} onRestore={editor.restoreLocal} onDiscard={editor.discardLocal} />}
        {editor.conflict && <ConflictBanner conflict={editor.conflict} choosing={editor.merge !== null} />}
        {editor.merge && <MergePanel merge={editor.merge} onSettle={editor.settleMerge} />}
      </div>
      <FeedsNotice />
      {editor.shareCardFailed && editor.articleId && editor.storedStatus === 'published' && (
        <ShareCardNotice href={paths.article.to(draft.slug)} />
      )}

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <ArticleFields draft={draft} onTitle={editor.setTitle} onChange={editor.update} showPart="main" missing={missing} />
          <div data-field="content">
            <span id={contentLabel} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
              {texts.content}
            </span>
            {missing.has('content') && (
              <p id={`${contentLabel}-missing`} className="mb-1 text-sm font-medium text-red-700 dark:text-red-300">
                {texts.required}
              </p>
            )}
            <Editor
              key={editor.editorKey}
              initialHtml={draft.content}
              onChange={(content) => editor.update({ content })}
              labelledBy={contentLabel}
              {...(missing.has('content') ? { describedBy: `${contentLabel}-missing` } : {})}
              invalid={missing.has('content')}
              imageProblem={(file) => imageProblem(file, 'inline')}
              onUploadImage={(file, onProgress) => {
                setImageError(null);
                return uploadImage(file, 'inline', onProgress).catch((error: unknown) => {
                  throw error instanceof ImageError ? error : new Error(texts.addImageFailed(error instanceof Error ? error.message : String(error)));
                });
              }}
              onImageError={setImageError}
            />
            <p role="alert" className="mt-1 text-sm text-red-700 empty:hidden dark:text-red-300">
              {imageError}
            </p>
          </div>
        </div>

        <SettingsPanel id={panelId} open={sheetOpen} onClose={closeSheet} problem={problemText}>
          <ArticleFields draft={draft} onTitle={editor.setTitle} onChange={editor.update} showPart="side" missing={missing} published={published} onUnpublish={unpublish} />
          <TickerField draft={draft} onChange={editor.update} />
          <FeaturedImageField value={draft.featuredImage} storedValue={editor.savedImage} onChange={(featuredImage) => editor.update({ featuredImage })} />
          {draft.featuredImage && <ImageTextFields draft={draft} onChange={editor.update} />}
          <SearchFields draft={draft} onChange={editor.update} />
          <DisclosureField draft={draft} onChange={editor.update} />
          <TradeIdeaFields draft={draft} onChange={editor.update} frozen={editor.frozen} record={editor.record} onRecord={editor.recordIdea} />
          {editor.articleId && (
            <RevisionsPanel articleId={editor.articleId} refreshKey={editor.save} current={draft} onRestore={restoreRevision} />
          )}
        </SettingsPanel>
      </div>

      {/* On screen however long the article: where the work is, what stops a save, and the buttons. */}
      <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div id={errorId} role="alert" className="mb-2 text-sm text-red-800 empty:hidden dark:text-red-200">
          {shownProblem && <p className="font-medium">{problemText}</p>}
        </div>
        <PublishedNotice notice={notice} onDismiss={() => setNotice(null)} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SaveStatus state={editor.save} published={published} />
          <BylineNote articleId={mode === 'edit' ? (routeId ?? null) : null} loaded={editor.load.kind === 'ready'} writer={writer} />
          <div className="ml-auto flex flex-wrap justify-end gap-2 sm:gap-3">
            <button
              ref={settingsButton}
              type="button"
              className={`${secondaryButton} max-sm:px-2.5 lg:hidden`}
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              aria-controls={panelId}
              onClick={() => setSheetOpen(true)}
            >
              <Icon>
                <path d="M20 7h-9M14 17H5" />
                <circle cx="17" cy="17" r="3" />
                <circle cx="7" cy="7" r="3" />
              </Icon>
              <span className="max-sm:sr-only">{texts.openSettings}</span>
            </button>
            <Link to={mode === 'create' ? paths.adminArticles.to() : paths.admin.to()} className={secondaryButton}>
              {texts.cancel}
            </Link>
            <button type="button" className={secondaryButton} onClick={() => setPreviewing(true)}>
              {texts.preview}
            </button>
            <button ref={submitButton} type="submit" className={published ? primaryButton : secondaryButton} disabled={action !== null || !writer}>
              {submitLabel}
            </button>
            {!published && (
              <button ref={publishButton} type="button" className={primaryButton} disabled={action !== null || !writer} onClick={askToPublish}>
                {action === 'publish' ? texts.publishing : texts.publish}
              </button>
            )}
          </div>
        </div>
      </div>
      {previewing && writer && <PreviewDialog data={{ draft, author: byline(writer).name }} onClose={() => setPreviewing(false)} />}
      {confirming && (
        <PublishDialog
          address={`${siteOrigin()}${paths.article.to(storedSlug(draft.slug))}`}
          publishing={action === 'publish'}
          onPublish={() => void publishNow()}
          onCancel={cancelPublish}
        />
      )}
    </form>
  );
}

const FIELD_NAMES: Readonly<Record<RequiredField, string>> = {
  title: texts.title,
  summary: texts.summary,
  content: texts.content,
  category: texts.category,
};

/** Puts the focus in a field of the form (the rich text for the content), in the middle of the screen. */
function focusField(field: RequiredField): void {
  const element = document.querySelector<HTMLElement>(field === 'content' ? '[data-field="content"] [contenteditable="true"]' : `[data-field="${field}"]`);
  element?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: 'center' });
}
