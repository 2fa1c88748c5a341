/**
 * Route guards (docs/product.md §6, docs/data-model.md) for each persona: a guest is sent to log in and back,
 * a subscriber away from admin pages, an admin let through.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { doc, setDoc } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../tests/support/app/app-on-emulators.js';
import { refreshSession } from '../../lib/session/session.js';
import { renderAppAt } from '../../../tests/support/app/render-app-at.js';
import { signInNewUser } from '../../../tests/support/app/sign-in-to-app.js';

// Each test signs in, out and in again through two emulators, and opens guarded pages
// whose code is compiled on first use: more than the project's 20 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const env = appOnEmulators('demo-route-guards');

const ADMIN_PAGES = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/articles', 'Manage Articles'],
  ['/admin/users', 'Manage Users'],
  ['/admin/subscribers', 'Manage Subscribers'],
  ['/admin/messages', 'Contact Messages'],
  ['/admin/comments', 'Comments'],
  ['/admin/create-article', 'Create Article'],
  ['/admin/edit-article/a1', 'Edit Article'],
] as const;

/** Renders `url`, waits for the guard and the page to settle, returns where the app ended up. */
async function visit(url: string): Promise<string> {
  const { location } = renderAppAt(url);
  // Every page the guards lead to has a main heading.
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  const at = location.current;
  cleanup();
  return at;
}

describe('route guards', () => {
  it('send a guest to log in, and back afterwards', async () => {
    for (const path of ['/dashboard', '/profile', '/verify-email', ...ADMIN_PAGES.map(([admin]) => admin)]) {
      expect(await visit(path), path).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    }
    expect(await visit('/edit-article/a1')).toBe(`/login?redirect=${encodeURIComponent('/admin/edit-article/a1')}`);
  });

  it('let a subscriber into the dashboard and profile, and keep them out of admin pages', async () => {
    await signInNewUser('subscriber');
    expect(await visit('/dashboard')).toBe('/dashboard');
    expect(await visit('/profile')).toBe('/profile');
    // docs/product.md §6: the admin dashboard sends a non-admin home; the other admin pages to /dashboard.
    expect(await visit('/admin')).toBe('/');
    for (const [path] of ADMIN_PAGES.slice(1)) expect(await visit(path), path).toBe('/dashboard');
  });

  it('let an admin into every admin page, and /edit-article/{id} leads to the editor', async () => {
    const uid = await signInNewUser('admin');
    await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin' }, { merge: true });
    await act(() => refreshSession());

    for (const [path, heading] of ADMIN_PAGES) {
      renderAppAt(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      cleanup();
    }
    expect(await visit('/edit-article/a1')).toBe('/admin/edit-article/a1');
  });
});
