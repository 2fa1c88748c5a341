import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/app/render-app.js';

function menuButton(): HTMLElement {
  return screen.getByRole('button', { name: 'Menu' });
}

/** The panel the Menu button discloses, found the way assistive technology does: aria-controls. */
function menuPanel(): HTMLElement {
  const panel = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The Menu button controls no element.');
  return panel;
}

async function openMenu(): Promise<void> {
  await userEvent.click(menuButton());
  expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
}

function expectMenuClosed(): void {
  expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  expect(menuPanel()).not.toBeVisible();
}

describe('the header', () => {
  it('links every part of the site and marks the current page', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Articles', '/blog'],
      ['Categories', '/categories'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Finance Articles' })).toHaveAttribute('href', '/');
  });

  it('moves the current link as the reader navigates', async () => {
    renderApp('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await userEvent.click(within(nav).getByRole('link', { name: 'Categories' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('has its shadow at once on a page that opens scrolled down (a reload keeps the place)', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 300 });
    onTestFinished(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    });
    renderApp('/about');
    const header = screen.getByRole('banner');
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });
  });

  it('gains its shadow once the page is scrolled past 20 px', async () => {
    renderApp('/about');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');

    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    onTestFinished(() => scrollTo(0));

    scrollTo(20);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(21);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });
  });
});

describe('the mobile menu', () => {
  it('opens and closes from the keyboard, and Escape returns focus to its button', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });
    expectMenuClosed();

    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = menuPanel();
    expect(panel).toBeVisible();
    const nav = within(panel).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Articles',
      'Categories',
      'About',
      'Contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

    // The panel follows its button: the next Tab enters it, at its search box, then its links.
    await userEvent.tab();
    expect(within(panel).getByRole('searchbox', { name: 'Search articles' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expectMenuClosed();
    expect(menuButton()).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expectMenuClosed();
  });

  it('closes when the reader goes to another page', async () => {
    renderApp('/about');
    await openMenu();

    await userEvent.click(within(menuPanel()).getByRole('link', { name: 'Categories' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    expectMenuClosed();
  });

  it('closes on a click outside it, and when keyboard focus leaves it', async () => {
    renderApp('/about');
    const heading = await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });

    await openMenu();
    await userEvent.click(within(menuPanel()).getByRole('navigation'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(heading);
    expectMenuClosed();

    await openMenu();
    // The last control in the menu (a link, or the account area's last link or button).
    const controls = menuPanel().querySelectorAll<HTMLElement>('a[href], button');
    controls[controls.length - 1]!.focus();
    await userEvent.tab();
    expect(menuPanel()).not.toContainElement(document.activeElement as HTMLElement);
    expectMenuClosed();
  });
});
