/**
 * The article editor: Tiptap with the starter kit, underline,
 * text alignment, links and images; a toolbar (WAI-ARIA toolbar: one Tab stop, arrow keys
 * between its buttons) whose buttons say when they are active; word count, reading time and
 * tips below. Between 500 and 800 px tall, scrolling inside.
 *
 * It knows nothing of Firebase: images go through `onUploadImage`. What it emits
 * follows its schema, so pasted scripts, handlers and javascript: links never get in; the
 * saved HTML is sanitized again with the site's allowlist all the same.
 */
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readingTime, wordCount } from '../../lib/article-text.js';
import { articleProse } from '../../components/ui/article-prose.js';
import { usePrompt } from '../../components/ui/prompt-dialog.js';
import { editorUiTexts as texts } from './texts.js';
import { EditorToolbar } from './editor-toolbar.js';

/** The editor's content reaches the form every 2 seconds while typing, and on blur. */
const SYNC_MS = 2000;

/**
 * After an image is inserted the image itself is selected, so the next key typed would
 * replace it: the cursor goes on in the paragraph after it instead (a new one when none follows).
 */
function continueAfterImage(editor: Editor): void {
  const { selection, doc } = editor.state;
  if (!(selection instanceof NodeSelection)) return;
  const after = selection.to;
  const chain = editor.chain().focus();
  (doc.resolve(after).nodeAfter?.isTextblock ? chain : chain.insertContentAt(after, { type: 'paragraph' })).setTextSelection(after + 1).run();
}

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

export interface RichTextEditorProps {
  /** The content at mount; remount (key) to load other content. */
  readonly initialHtml: string;
  readonly onChange: (html: string) => void;
  /** The id of the element that names the editor (its label). */
  readonly labelledBy: string;
  readonly describedBy?: string;
  readonly invalid?: boolean;
  /** Checks a file before it is uploaded: a message when it cannot be used. */
  readonly imageProblem: (file: File) => string | null;
  /** Uploads an image and resolves with its address. */
  readonly onUploadImage: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** Reports a problem with an image (too large, failed upload). */
  readonly onImageError: (message: string) => void;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { initialHtml, labelledBy, describedBy, invalid } = props;
  // The props of the last render, for the editor's callbacks (set up once, when it is created).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const { element: prompt, ask } = usePrompt();
  const [uploading, setUploading] = useState<number | null>(null);
  const syncTimer = useRef<number | undefined>(undefined);

  const editor = useEditor({
    extensions: [
      // StarterKit 3 brings Link and Underline: configured here, not added again.
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        // http, https and mailto are linkify's own schemes: registering them again (`protocols`) warns each
        // time the editor is created anew after linkify first ran on typed text (a restored revision remounts it).
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
      Image.configure({ allowBase64: false }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        // The text grows with what is written: the page scrolls, not a box inside it.
        class: `${articleProse} min-h-80 px-4 py-2 focus:outline-none`,
      },
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
        const key = event.key.toLowerCase();
        // Ctrl+S or Cmd+S: the page saves (it listens on the window); what was just typed goes with it.
        if (key === 's') flush(editor);
        if (key !== 'k') return false;
        // Ctrl+K or Cmd+K adds a link (or changes the one under the cursor), as in every editor.
        event.preventDefault();
        void editLink();
        return true;
      },
      handleDrop: (_view, event) => insertFiles(event.dataTransfer?.files, event),
      handlePaste: (_view, event) => insertFiles(event.clipboardData?.files),
    },
    onUpdate: ({ editor: current }) => {
      if (syncTimer.current !== undefined) return;
      syncTimer.current = window.setTimeout(() => {
        syncTimer.current = undefined;
        latest.current.onChange(current.getHTML());
      }, SYNC_MS);
    },
    onBlur: ({ editor: current }) => flush(current),
  });

  function flush(current: Editor): void {
    window.clearTimeout(syncTimer.current);
    syncTimer.current = undefined;
    latest.current.onChange(current.getHTML());
  }

  // What was typed in the last two seconds still reaches the form when the editor goes
  // away, or the page does (a reload, a closed tab): the form keeps it on the device then.
  useEffect(() => {
    const onPageHide = () => {
      if (syncTimer.current !== undefined && !editor.isDestroyed) flush(editor);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      onPageHide();
    };
  }, [editor]);

  /** Uploads files dropped or pasted into the text, asking for each one's description. */
  function insertFiles(files: FileList | null | undefined, drop?: DragEvent): boolean {
    const images = [...(files ?? [])].filter((file) => file.type.startsWith('image/'));
    if (images.length === 0) return false;
    const at = drop ? editor.view.posAtCoords({ left: drop.clientX, top: drop.clientY })?.pos : undefined;
    void (async () => {
      for (const file of images) await addImage(file, at);
    })();
    return true;
  }

  async function addImage(file: File, at?: number): Promise<void> {
    const problem = latest.current.imageProblem(file);
    if (problem) {
      latest.current.onImageError(problem);
      return;
    }
    const alt = await ask({ title: texts.altTitle, label: texts.altLabel, hint: texts.altHint, confirm: texts.ok, cancel: texts.cancel });
    if (alt === null) return;
    setUploading(0);
    try {
      const src = await latest.current.onUploadImage(file, setUploading);
      const chain = editor.chain().focus();
      (at === undefined ? chain : chain.setTextSelection(at)).setImage({ src, alt }).run();
      continueAfterImage(editor);
      flush(editor);
    } catch (error) {
      latest.current.onImageError(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(null);
    }
  }

  async function editLink(): Promise<void> {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = await ask({
      title: texts.linkTitle,
      label: texts.linkLabel,
      hint: texts.linkHint,
      initial: current ?? '',
      type: 'url',
      confirm: texts.ok,
      cancel: texts.cancel,
      check: (value) => (value === '' || SAFE_LINK.test(value) ? null : texts.linkInvalid),
    });
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    (href === '' ? chain.unsetLink() : chain.setLink({ href })).run();
  }

  const stats = useEditorState({
    editor,
    // From the document's text, not its HTML: cheap enough for every keystroke. A destroyed
    // editor (Tiptap drops an instance that React did not mount in time) has no schema left.
    selector: ({ editor: current }) => {
      if (current.isDestroyed) return { words: 0, minutes: 0 };
      const { doc } = current.state;
      // Escaped, so that a "<" in the text is not read as the start of a tag.
      const text = doc.textBetween(0, doc.content.size, ' ', ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return { words: wordCount(text), minutes: readingTime(text) };
    },
  });

  return (
    <div className={`rounded-lg border bg-white dark:bg-slate-950 ${invalid ? 'border-red-600' : 'border-slate-300 dark:border-slate-700'}`}>
      <EditorToolbar
        editor={editor}
        onImage={(file) => void addImage(file)}
        onLink={() => void editLink()}
      />
      <EditorContent editor={editor} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-2 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
        <p>
          {texts.words(stats.words)} · {texts.readingTime(stats.minutes)}
        </p>
        <p role="status" className="empty:hidden">
          {uploading !== null && texts.uploadingImage(uploading)}
        </p>
      </div>
      <details className="border-t border-slate-200 px-4 py-2 text-sm dark:border-slate-800">
        <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-200">{texts.tipsHeading}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-300">
          {texts.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </details>
      {prompt}
    </div>
  );
}
