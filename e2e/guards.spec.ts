/**
 * Route guards on the local stack (docs/product.md §6, docs/data-model.md) for a guest, a subscriber and an
 * admin made with `npm run set-role`. A page that must not be seen never is: every main
 * heading the page ever shows is recorded, not only the last one.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { readProjectConfig } from '../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../scripts/lib/stack.js';
import { createAccount, uniqueEmail, type AuthEmulatorTarget } from '../tests/support/auth-emulator.js';
import { logIn } from '../tests/support/e2e/sign-in.js';
import { expect, test } from './test.js';

const { host } = readProjectConfig(process.cwd());
const auth: AuthEmulatorTarget = { host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID };
const PASSWORD = 'guards-spec-password';

const ADMIN_PAGES = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/articles', 'Manage Articles'],
  ['/admin/users', 'Manage Users'],
  ['/admin/subscribers', 'Manage Subscribers'],
  ['/admin/messages', 'Contact Messages'],
  ['/admin/create-article', 'Create Article'],
  ['/admin/edit-article/some-article', 'Edit Article'],
] as const;

/** Records the text of every main heading the page shows, from its first paint. */
async function recordHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) {
        const text = h1.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}

/** Logs in; a reader lands on their dashboard, an admin in the admin area. */
async function logInAs(page: Page, email: string, home: '/dashboard' | '/admin' = '/dashboard'): Promise<void> {
  await logIn(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(home);
}

async function newAccount(name: string): Promise<string> {
  const email = uniqueEmail(name);
  await createAccount(auth, { email, password: PASSWORD, displayName: name });
  return email;
}

test('a guest is sent to log in from every guarded page, and comes back after logging in', async ({ page }) => {
  const seen = await recordHeadings(page);
  for (const path of ['/dashboard', '/profile', '/verify-email', ...ADMIN_PAGES.map(([admin]) => admin)]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  }
  await page.goto('/edit-article/some-article');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/admin/edit-article/some-article')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  // Every main heading this page load ever showed: the login form's, never the editor's.
  expect(await seen()).toEqual(['Welcome back']);

  const email = await newAccount('guard-guest');
  await page.goto('/profile');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a subscriber has the dashboard and profile, and never sees an admin page', async ({ page }) => {
  await logInAs(page, await newAccount('guard-subscriber'));
  const seen = await recordHeadings(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  // docs/product.md §6: the admin dashboard sends a non-admin home; the other admin pages to /dashboard.
  await page.goto('/admin');
  await expect(page).toHaveURL('/');
  for (const [path] of ADMIN_PAGES.slice(1)) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }
  const adminHeadings: readonly string[] = ADMIN_PAGES.map(([, name]) => name);
  expect((await seen()).filter((text) => adminHeadings.includes(text))).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'guard-subscriber' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Profile', 'Logout']);
});

test('an admin made with npm run set-role reaches every admin page', async ({ page }) => {
  // The command starts a Node process of its own, then every admin page loads anew: about
  // 15 s alone, twice that while the rest of the suite shares the two cores.
  test.slow();
  const email = await newAccount('guard-admin');
  // The command itself, as a developer runs it, pointed at this test stack.
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/set-role.ts', email, 'admin'], {
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: `${host}:${TEST_PORTS.auth}`,
      FIRESTORE_EMULATOR_HOST: `${host}:${TEST_PORTS.firestore}`,
    },
  });
  expect(stdout).toContain(`${email} (`);
  expect(stdout).toContain(') is now admin.');

  await logInAs(page, email, '/admin');
  for (const [path, name] of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  await page.goto('/edit-article/some-article');
  await expect(page).toHaveURL('/admin/edit-article/some-article');

  await page.getByRole('banner').getByRole('button', { name: 'guard-admin' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Dashboard', 'Profile', 'Admin Dashboard', 'New Article', 'Manage Articles', 'Manage Users', 'Manage Subscribers', 'Contact Messages', 'Comments', 'Logout',
  ]);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
});
