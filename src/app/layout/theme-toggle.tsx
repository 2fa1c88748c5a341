import { useTheme } from '../../lib/theme/use-theme.js';
import { useHydrating } from '../../lib/use-hydrating.js';
import { MoonIcon, SunIcon } from './icons.js';
import { layoutTexts } from './texts.js';

/** A toggle button: its name stays "Dark theme", aria-pressed says whether it is on. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  // On a built page, until the app has it: a click would do nothing (lib/use-hydrating.ts).
  const hydrating = useHydrating();
  return (
    <button
      type="button"
      aria-pressed={dark}
      disabled={hydrating}
      onClick={toggle}
      title={layoutTexts.switchTo(dark ? 'light' : 'dark')}
      className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {/* Drawn by the theme's class rather than `dark`, which a page built ahead of time cannot know. */}
      <SunIcon className="hidden size-5 dark:block" />
      <MoonIcon className="size-5 dark:hidden" />
      <span className="sr-only">{layoutTexts.darkTheme}</span>
    </button>
  );
}
