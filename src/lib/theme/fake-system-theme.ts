/**
 * Test support: jsdom has no matchMedia, so tests install this stand-in for the system's
 * light/dark preference and change it as a user would in their OS settings.
 */
import type { Theme } from './theme.js';

export interface FakeSystemTheme {
  /** Switches the system preference and tells the listeners, as the browser would. */
  set(theme: Theme): void;
  uninstall(): void;
}

export function installFakeSystemTheme(initial: Theme): FakeSystemTheme {
  let dark = initial === 'dark';
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const matchMedia = (query: string): MediaQueryList =>
    ({
      media: query,
      get matches() {
        return query === '(prefers-color-scheme: dark)' && dark;
      },
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    set(theme) {
      dark = theme === 'dark';
      for (const listener of [...listeners]) listener({ matches: dark } as MediaQueryListEvent);
    },
    uninstall() {
      Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}
