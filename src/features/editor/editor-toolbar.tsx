/**
 * The editor's toolbar: bold, italic, underline, H2–H4, lists, alignment, image,
 * link and rule. A WAI-ARIA toolbar: one Tab stop, arrow keys (and Home, End) move between
 * buttons; each button has a name, its shortcut in its title, and aria-pressed for marks
 * and blocks, so it says when it is active.
 */
import { useEditorState, type Editor } from '@tiptap/react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { editorUiTexts as texts } from './texts.js';

interface ToolbarProps {
  readonly editor: Editor;
  readonly onImage: (file: File) => void;
  readonly onLink: () => void;
}

interface Tool {
  readonly name: string;
  readonly shortcut?: string;
  readonly icon: ReactNode;
  /** Undefined for actions (image, link, rule), which are never "on". */
  readonly active?: boolean;
  readonly run: () => void;
}

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    {children}
  </svg>
);

const letter = (text: string, className = '') => <span aria-hidden="true" className={`text-sm font-bold ${className}`}>{text}</span>;

/** What a destroyed editor (one Tiptap dropped before React mounted it) reports. */
const INACTIVE = {
  bold: false, italic: false, underline: false, h2: false, h3: false, h4: false,
  bullets: false, numbers: false, left: false, center: false, right: false, link: false,
};

export function EditorToolbar({ editor, onImage, onLink }: ToolbarProps) {
  const fileInputId = useId();
  const [focusIndex, setFocusIndex] = useState(0);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => (e.isDestroyed ? null : {
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      link: e.isActive('link'),
    }),
  }) ?? INACTIVE;

  const chain = () => editor.chain().focus();
  const tools: Tool[][] = [
    [
      { name: texts.bold, shortcut: 'Ctrl+B', icon: letter('B'), active: state.bold, run: () => chain().toggleBold().run() },
      { name: texts.italic, shortcut: 'Ctrl+I', icon: letter('I', 'italic font-serif'), active: state.italic, run: () => chain().toggleItalic().run() },
      { name: texts.underline, shortcut: 'Ctrl+U', icon: letter('U', 'underline'), active: state.underline, run: () => chain().toggleUnderline().run() },
    ],
    ([2, 3, 4] as const).map((level) => ({
      name: texts.heading(level),
      shortcut: `Ctrl+Alt+${level}`,
      icon: letter(`H${level}`),
      active: state[`h${level}`],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    [
      {
        name: texts.bulletList,
        shortcut: 'Ctrl+Shift+8',
        icon: svg(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />),
        active: state.bullets,
        run: () => chain().toggleBulletList().run(),
      },
      {
        name: texts.orderedList,
        shortcut: 'Ctrl+Shift+7',
        icon: svg(<path d="M10 6h10M10 12h10M10 18h10M4 4v4M3 8h2M3 14h2l-2 3h2" />),
        active: state.numbers,
        run: () => chain().toggleOrderedList().run(),
      },
    ],
    [
      { name: texts.alignLeft, shortcut: 'Ctrl+Shift+L', icon: svg(<path d="M4 6h16M4 12h10M4 18h14" />), active: state.left, run: () => chain().setTextAlign('left').run() },
      { name: texts.alignCenter, shortcut: 'Ctrl+Shift+E', icon: svg(<path d="M4 6h16M7 12h10M5 18h14" />), active: state.center, run: () => chain().setTextAlign('center').run() },
      { name: texts.alignRight, shortcut: 'Ctrl+Shift+R', icon: svg(<path d="M4 6h16M10 12h10M6 18h14" />), active: state.right, run: () => chain().setTextAlign('right').run() },
    ],
    [
      {
        name: texts.image,
        icon: svg(<><rect x="3" y="4" width="18" height="16" rx="2" /><path d="m3 16 5-5 4 4 3-3 6 6" /><circle cx="15.5" cy="8.5" r="1.5" /></>),
        run: () => document.getElementById(fileInputId)?.click(),
      },
      {
        name: texts.link,
        icon: svg(<path d="M10 14a4 4 0 0 0 6 .5l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6-.5l-3 3a4 4 0 0 0 6 6l1-1" />),
        active: state.link,
        run: onLink,
      },
      { name: texts.rule, icon: svg(<path d="M3 12h18" />), run: () => chain().setHorizontalRule().run() },
    ],
  ];
  const flat = tools.flat();

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Readonly<Record<string, number>> = { ArrowRight: focusIndex + 1, ArrowLeft: focusIndex - 1, Home: 0, End: flat.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + flat.length) % flat.length;
    setFocusIndex(index);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-tool]')[index]?.focus();
  };

  // Each group's first place in the whole toolbar, for the roving Tab stop.
  const starts = tools.map((_, groupIndex) => tools.slice(0, groupIndex).reduce((sum, group) => sum + group.length, 0));
  return (
    <div
      role="toolbar"
      aria-label={texts.toolbar}
      onKeyDown={onKeyDown}
      className="sticky top-14 z-20 flex flex-wrap items-center gap-1 rounded-t-lg border-b border-slate-200 bg-slate-50 p-1.5 lg:top-0 dark:border-slate-800 dark:bg-slate-900"
    >
      {tools.map((group, groupIndex) => (
        <div key={groupIndex} className="flex items-center gap-1 border-slate-300 pr-1 not-last:border-r dark:border-slate-700">
          {group.map((tool, toolIndex) => {
            const own = (starts[groupIndex] ?? 0) + toolIndex;
            return (
              <button
                key={tool.name}
                data-tool
                type="button"
                tabIndex={own === focusIndex ? 0 : -1}
                aria-label={tool.name}
                title={tool.shortcut ? `${tool.name} (${tool.shortcut})` : tool.name}
                {...(tool.active === undefined ? {} : { 'aria-pressed': tool.active })}
                // A click or a tap leaves the focus, the selection and a phone's keyboard in the text.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setFocusIndex(own);
                  tool.run();
                }}
                className={`inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800 ${
                  tool.active ? 'bg-blue-600 text-white hover:bg-blue-700 dark:bg-blue-600 dark:text-white dark:hover:bg-blue-700' : ''
                }`}
              >
                {tool.icon}
              </button>
            );
          })}
        </div>
      ))}
      <input
        id={fileInputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/svg+xml,image/webp,image/heic,image/heif,.heic,.heif"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onImage(file);
        }}
      />
    </div>
  );
}
