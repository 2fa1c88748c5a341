import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeToTheme, toggleTheme, type Theme } from './theme.js';

export function useTheme(): { readonly theme: Theme; readonly toggle: () => void } {
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light' as const);
  return { theme, toggle: toggleTheme };
}
