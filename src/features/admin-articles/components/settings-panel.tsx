/**
 * The article's settings (status, summary, category, tags, tickers, image, search and social
 * texts, disclosure, trade idea, revisions): a panel beside the text at desktop widths, and
 * below them a sheet over the page, opened from the editor's bar as Ghost's settings menu is.
 * The sheet is a modal dialog while open: everything else on the page is inert, Escape and
 * Done close it, and the page puts the focus back on the button that opened it.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { secondaryButton } from '../../../components/ui/buttons.js';
import { editorTexts as texts } from '../texts.js';

/** Tailwind's `lg`: from here on the panel sits beside the text. */
const DESKTOP = '(min-width: 64rem)';

/** Whether the panel sits beside the text (so with no matchMedia at all, as in jsdom: nothing to open). */
export const panelBesideText = (): boolean => typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP).matches;

interface SettingsPanelProps {
  readonly id: string;
  /** Open as a sheet (below desktop widths). */
  readonly open: boolean;
  readonly onClose: () => void;
  /** What stopped the last save (the bar says it too, behind the sheet). */
  readonly problem: ReactNode;
  readonly children: ReactNode;
}

export function SettingsPanel({ id, open, onClose, problem, children }: SettingsPanelProps) {
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    // Into the sheet, unless a field in it has the focus already (a required one, say).
    if (!panel.current?.contains(document.activeElement)) heading.current?.focus();
    const others = panel.current ? inertOthers(panel.current) : [];
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Grown to desktop width, the sheet is a panel beside the text again.
    const media = window.matchMedia(DESKTOP);
    const grown = () => media.matches && onClose();
    media.addEventListener('change', grown);
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('keydown', escape);
      for (const other of others) other.inert = false;
      root.style.overflow = overflow;
      media.removeEventListener('change', grown);
    };
  }, [open, onClose]);

  return (
    <section
      ref={panel}
      id={id}
      aria-labelledby={headingId}
      {...(open && { role: 'dialog', 'aria-modal': true })}
      className={`space-y-6 lg:sticky lg:top-4 lg:-mr-2 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto lg:pr-2 max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:bg-white max-lg:px-4 max-lg:pb-8 dark:max-lg:bg-slate-950 ${open ? '' : 'max-lg:hidden'}`}
    >
      <div className="flex items-center justify-between gap-4 border-slate-200 max-lg:sticky max-lg:top-0 max-lg:z-10 max-lg:-mx-4 max-lg:border-b max-lg:bg-white max-lg:px-4 max-lg:py-3 dark:border-slate-800 dark:max-lg:bg-slate-950">
        <h2 ref={heading} id={headingId} tabIndex={-1} className="text-sm font-semibold tracking-wide text-slate-600 uppercase focus:outline-none dark:text-slate-300">
          {texts.settings}
        </h2>
        <button type="button" className={`${secondaryButton} lg:hidden`} onClick={onClose}>
          {texts.done}
        </button>
      </div>
      {open && problem && <p className="text-sm font-medium text-red-800 lg:hidden dark:text-red-200">{problem}</p>}
      {children}
    </section>
  );
}

/** Makes every element beside the panel and its ancestors inert; returns those it changed. */
function inertOthers(panel: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = panel; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return changed;
}
