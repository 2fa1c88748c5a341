import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeSystemTheme, type FakeSystemTheme } from '../../lib/theme/fake-system-theme.js';
import { renderApp } from '../../../tests/support/app/render-app.js';

let system: FakeSystemTheme;

const htmlIsDark = () => document.documentElement.classList.contains('dark');
const darkTheme = () => screen.getByRole('button', { name: 'Dark theme' });

afterEach(() => {
  system.uninstall();
  localStorage.clear();
  document.documentElement.className = '';
});

describe('the theme switch', () => {
  it('starts from the system preference while nothing is saved, and follows it', async () => {
    system = installFakeSystemTheme('dark');
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });

    expect(darkTheme()).toHaveAttribute('aria-pressed', 'true');
    expect(htmlIsDark()).toBe(true);

    act(() => system.set('light'));
    expect(darkTheme()).toHaveAttribute('aria-pressed', 'false');
    expect(htmlIsDark()).toBe(false);
  });

  it('starts from the saved choice, which wins over the system preference', async () => {
    system = installFakeSystemTheme('dark');
    localStorage.setItem('theme', 'light');
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });

    expect(darkTheme()).toHaveAttribute('aria-pressed', 'false');
    expect(htmlIsDark()).toBe(false);

    act(() => system.set('light'));
    act(() => system.set('dark'));
    expect(darkTheme()).toHaveAttribute('aria-pressed', 'false');
    expect(htmlIsDark()).toBe(false);
  });

  it('switches and saves the choice, and the system no longer decides', async () => {
    system = installFakeSystemTheme('light');
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });
    expect(darkTheme()).toHaveAttribute('title', 'Switch to dark theme');

    await userEvent.click(darkTheme());
    expect(darkTheme()).toHaveAttribute('aria-pressed', 'true');
    expect(darkTheme()).toHaveAttribute('title', 'Switch to light theme');
    expect(htmlIsDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');

    act(() => system.set('dark'));
    act(() => system.set('light'));
    expect(htmlIsDark()).toBe(true);

    await userEvent.click(darkTheme());
    expect(darkTheme()).toHaveAttribute('aria-pressed', 'false');
    expect(htmlIsDark()).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
