import { installFakeSystemTheme, type FakeSystemTheme } from './fake-system-theme.js';
import { currentTheme, preferredTheme, subscribeToTheme, THEME_STORAGE_KEY, toggleTheme } from './theme.js';

let system: FakeSystemTheme;
let unsubscribe: (() => void) | undefined;

const htmlIsDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => {
  system = installFakeSystemTheme('light');
});

afterEach(() => {
  unsubscribe?.();
  unsubscribe = undefined;
  system.uninstall();
  localStorage.clear();
  document.documentElement.className = '';
});

describe('the preferred theme', () => {
  it('is the system preference while nothing is saved', () => {
    expect(preferredTheme()).toBe('light');
    system.set('dark');
    expect(preferredTheme()).toBe('dark');
  });

  it('is the saved choice when there is one', () => {
    system.set('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(preferredTheme()).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    system.set('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(preferredTheme()).toBe('dark');
  });

  it('is light without matchMedia', () => {
    system.uninstall();
    expect(preferredTheme()).toBe('light');
  });
});

describe('the theme store', () => {
  it('applies the theme to <html> and follows the system while nothing is saved', () => {
    const changes = vi.fn();
    unsubscribe = subscribeToTheme(changes);
    expect(htmlIsDark()).toBe(false);

    system.set('dark');

    expect(currentTheme()).toBe('dark');
    expect(htmlIsDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('saves a toggled choice, which then wins over system changes', () => {
    unsubscribe = subscribeToTheme(() => undefined);

    toggleTheme();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(htmlIsDark()).toBe(true);

    system.set('dark');
    system.set('light');
    expect(currentTheme()).toBe('dark');
    expect(htmlIsDark()).toBe(true);

    toggleTheme();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(currentTheme()).toBe('light');
  });

  it('updates the browser toolbar colour', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
    onTestFinished(() => meta.remove());
    unsubscribe = subscribeToTheme(() => undefined);

    toggleTheme();
    expect(meta.content).toBe('#020617');
    toggleTheme();
    expect(meta.content).toBe('#ffffff');
  });

  it('follows a choice saved in another tab', () => {
    unsubscribe = subscribeToTheme(() => undefined);

    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));

    expect(currentTheme()).toBe('dark');
    expect(htmlIsDark()).toBe(true);
  });

  it('stops listening to the system when nobody listens to it', () => {
    const changes = vi.fn();
    subscribeToTheme(changes)();

    system.set('dark');

    expect(changes).not.toHaveBeenCalled();
    expect(currentTheme()).toBe('dark');
  });
});
