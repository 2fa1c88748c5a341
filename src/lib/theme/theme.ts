/**
 * The light/dark theme (docs/product.md §4): the saved choice, else the system preference; the
 * system preference is followed only while nothing is saved. index.html applies the same
 * rule before first paint; this store keeps <html> in step afterwards.
 */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The browser's toolbar colour, matching the page background (slate-950 / white). */
const THEME_COLORS: Record<Theme, string> = { light: '#ffffff', dark: '#020617' };

function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function systemTheme(): Theme {
  return darkQuery()?.matches ? 'dark' : 'light';
}

export function preferredTheme(): Theme {
  return savedTheme() ?? systemTheme();
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

let current: Theme | null = null;
/** A choice made while storage was unavailable: it still wins over the system for this page. */
let unsavedChoice = false;
let systemQuery: MediaQueryList | null = null;
const listeners = new Set<() => void>();

function setTheme(theme: Theme): void {
  applyTheme(theme);
  if (theme === current) return;
  current = theme;
  for (const listener of listeners) listener();
}

function onSystemChange(): void {
  if (savedTheme() === null && !unsavedChoice) setTheme(systemTheme());
}

/** Another tab saved a choice (or cleared it). */
function onStorage(event: StorageEvent): void {
  if (event.key === THEME_STORAGE_KEY || event.key === null) setTheme(preferredTheme());
}

export function subscribeToTheme(listener: () => void): () => void {
  if (listeners.size === 0) {
    // Nobody was listening, so nothing kept `current` fresh: read the rule again.
    current = preferredTheme();
    applyTheme(current);
    systemQuery = darkQuery();
    systemQuery?.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      systemQuery?.removeEventListener('change', onSystemChange);
      systemQuery = null;
      window.removeEventListener('storage', onStorage);
    }
  };
}

export function currentTheme(): Theme {
  return listeners.size > 0 && current ? current : preferredTheme();
}

/** Switches light/dark and saves the choice, which from then on wins over the system's. */
export function toggleTheme(): void {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    unsavedChoice = true; // storage disabled: the choice holds for this page only
  }
  setTheme(next);
}
