/**
 * Signing in, the one way the journeys do it: through the login page, as a person does.
 * A journey that is about signing in calls logIn; one that only needs to be signed in
 * says `test.use({ signedInAs: 'admin' })` (e2e/test.ts), and starts with the session of a
 * demo account that each worker signed in once (Playwright's storage state).
 */
import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_BASE_URL } from '../../../e2e/site.js';

/** The demo accounts the seed makes (scripts/lib/demo-content/accounts.ts). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.finance', password: 'admin-demo-123', name: 'Maya Chen' },
  reader: { email: 'reader@demo.finance', password: 'reader-demo-123', name: 'Alex Morgan' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** Fills in the login form on the page as it is, and sends it. */
export async function submitLogIn(page: Page, { email, password }: Credentials, options: { remember?: boolean } = {}): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember !== undefined) await page.getByRole('checkbox', { name: 'Remember me' }).setChecked(options.remember);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Where logging in leads, by its heading: the address changes before the page's code is in. */
const LANDINGS: Readonly<Record<string, string>> = { '/dashboard': 'Dashboard', '/admin': 'Admin Dashboard' };

/**
 * Signs in from the login page and waits for the page it leads to: a reader's dashboard or
 * an admin's admin area (its heading shown), or the e-mail check for an unverified account.
 */
export async function logIn(page: Page, credentials: Credentials, options: { remember?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await submitLogIn(page, credentials, options);
  await expect(page).toHaveURL(/\/(dashboard|admin|verify-email)$/);
  const heading = LANDINGS[new URL(page.url()).pathname];
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Signs in once in a context of its own and saves the session to `file`, for `storageState`. */
export async function saveSignedInState(browser: Browser, credentials: Credentials, file: string): Promise<string> {
  // Signed out: a storageState option of the test would otherwise apply here too. A context
  // made outside a test (a worker's fixture) has none of the test's options: the address too.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  try {
    await logIn(await context.newPage(), credentials);
    await context.storageState({ path: file });
    return file;
  } finally {
    await context.close();
  }
}
