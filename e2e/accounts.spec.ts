/**
 * Account journeys on the local stack. The Auth emulator sends no e-mail: the codes of the
 * verification and reset links are read from its REST API. Every test makes its own
 * accounts (unique addresses), so specs running side by side never share one.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { readProjectConfig } from '../emulator/src/config.js';
import { DEMO_PROJECT_ID, TEST_PORTS } from '../scripts/lib/stack.js';
import { createAccount, findAccount, latestOobLink, uniqueEmail, type AuthEmulatorTarget } from '../tests/support/auth-emulator.js';
import { serveGoogleScriptsOffline } from '../tests/support/e2e/offline-google-scripts.js';
import { submitLogIn } from '../tests/support/e2e/sign-in.js';
import { expect, test } from './test.js';

const auth: AuthEmulatorTarget = { host: readProjectConfig(process.cwd()).host, port: TEST_PORTS.auth, projectId: DEMO_PROJECT_ID };
const PASSWORD = 'accounts-spec-password';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });
const dashboardValue = (page: Page, term: string) =>
  page.getByRole('region', { name: 'Account Information' }).locator('dt', { hasText: term }).locator('+ dd');

/** The login form on the page as it is, with Remember me as given (on unless said). */
const logIn = (page: Page, email: string, password: string, options: { remember?: boolean } = {}) =>
  submitLogIn(page, { email, password }, { remember: options.remember ?? true });

/** A returning reader: an account whose e-mail address is verified. */
async function newReader(name: string): Promise<string> {
  const email = uniqueEmail(name);
  await createAccount(auth, { email, password: PASSWORD, displayName: 'Journey Reader', emailVerified: true });
  return email;
}

test('register, verify the e-mail address and reach the dashboard', async ({ page, context }) => {
  const email = uniqueEmail('journey-register');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await expect(heading(page, 'Create your account')).toBeVisible();
  await page.getByLabel('Full Name').fill('Rosa Register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${PASSWORD}!`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/verify-email');
  await expect(page.getByText(email)).toBeVisible();
  await expect(accountButton(page, 'Rosa Register')).toBeVisible();

  // The link of the e-mail, as it is, opened in another tab: the local Auth emulator sends
  // it to the site's page, as the project's action URL does in production. This tab
  // notices within 5 seconds.
  const link = await latestOobLink(auth, email, 'VERIFY_EMAIL');
  const mail = await context.newPage();
  await mail.goto(link);
  await expect(mail).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/auth\/action\?/);
  await expect(mail.getByText('Your email has been verified.')).toBeVisible();
  await mail.close();

  await expect(page.getByText('Email verified! Redirecting to dashboard...')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(dashboardValue(page, 'Email Verified')).toHaveText('Yes');
  await expect(dashboardValue(page, 'Role')).toHaveText('Reader');
  await expect(page.getByRole('region', { name: 'Saved Articles' }).getByText("You haven't saved any articles yet.")).toBeVisible();
});

test('cancel a registration: the account is deleted after confirming', async ({ page }) => {
  const email = uniqueEmail('journey-cancel');
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Changed Mind');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/verify-email');

  await page.getByRole('button', { name: 'Cancel Registration & Delete Account' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete your account? This action cannot be undone.');
  await page.getByRole('button', { name: 'Yes, Delete My Account' }).click();
  await expect(page.getByText('Account deleted successfully. Redirecting to registration page...')).toBeVisible();
  await expect(page).toHaveURL('/register');
  expect(await findAccount(auth, email)).toBeNull();
});

test('forgot the password, reset it from the link, log in with the new one', async ({ page }) => {
  const email = await newReader('journey-reset');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The address changes before the page's code is in, while the login form (with its own Email field) is still shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent! Check your inbox.')).toBeVisible();

  // The e-mail's link as it is: the site's reset form, not the emulator's JSON.
  const link = await latestOobLink(auth, email, 'PASSWORD_RESET');
  expect(new URL(link).pathname).toBe('/emulator/action');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?oobCode=/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password has been reset successfully!')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 10_000 });

  await logIn(page, email, 'a-brand-new-password');
  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page, 'Journey Reader')).toBeVisible();
});

/** Signs in on the emulator's stand-in for the provider's page, as a new account. */
async function chooseNewProviderAccount(page: Page, email: string, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/emulator\/auth\/handler\?/);
  await page.getByText('Add new account').click();
  await page.locator('#email-input').fill(email);
  await page.locator('#display-name-input').fill(name);
  await page.locator('#sign-in').click();
}

test('log in with Google through the provider page, and come back to where the user was', async ({ page }) => {
  await serveGoogleScriptsOffline(page);
  await page.goto('/login?redirect=%2Fprofile');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await chooseNewProviderAccount(page, uniqueEmail('journey-google'), 'Gale Google');

  await expect(page).toHaveURL('/profile');
  await expect(heading(page, 'Profile')).toBeVisible();
  await expect(accountButton(page, 'Gale Google')).toBeVisible();
  await expect(dashboardValue(page, 'Role')).toHaveText('Reader');
  // users/{uid} was created at this first sign-in (the date comes from it).
  await expect(dashboardValue(page, 'Joined')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByText('You sign in with Google or Facebook, so your email address and password are managed there.')).toBeVisible();
});

test('sign up with Facebook from the register page', async ({ page }) => {
  await serveGoogleScriptsOffline(page);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await chooseNewProviderAccount(page, uniqueEmail('journey-facebook'), 'Faye Facebook');

  await expect(page).toHaveURL('/dashboard');
  await expect(accountButton(page, 'Faye Facebook')).toBeVisible();
});

/** A second tab of the same browser, and the same browser after a restart (only what persists). */
async function signedInElsewhere(context: BrowserContext, browserContext: () => Promise<BrowserContext>) {
  const tab = await context.newPage();
  await tab.goto('/dashboard');
  const restarted = await browserContext();
  const afterRestart = await restarted.newPage();
  await afterRestart.goto('/dashboard');
  return { tab, afterRestart, close: () => restarted.close() };
}

test('remember me keeps the user signed in across tabs and restarts', async ({ page, context, browser }) => {
  const email = await newReader('journey-remember');
  await page.goto('/login');
  await logIn(page, email, PASSWORD, { remember: true });
  await expect(page).toHaveURL('/dashboard');

  const state = await context.storageState();
  const { tab, afterRestart, close } = await signedInElsewhere(context, () => browser.newContext({ storageState: state }));
  await expect(heading(tab, 'Dashboard')).toBeVisible();
  await expect(heading(afterRestart, 'Dashboard')).toBeVisible();
  await close();
});

test('without remember me the user stays signed in for this tab only', async ({ page, context, browser }) => {
  const email = await newReader('journey-forget');
  await page.goto('/login');
  await logIn(page, email, PASSWORD, { remember: false });
  await expect(page).toHaveURL('/dashboard');
  await page.reload();
  await expect(heading(page, 'Dashboard')).toBeVisible();

  const state = await context.storageState();
  const { tab, afterRestart, close } = await signedInElsewhere(context, () => browser.newContext({ storageState: state }));
  await expect(tab).toHaveURL('/login?redirect=%2Fdashboard');
  await expect(afterRestart).toHaveURL('/login?redirect=%2Fdashboard');
  await close();
});

test('save an article and find it on the dashboard', async ({ page }) => {
  const email = await newReader('journey-save');
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/blog');
  const first = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const title = await first.innerText();
  await first.click();
  await expect(heading(page, title)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await accountButton(page, 'Journey Reader').click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const saved = page.getByRole('region', { name: 'Saved Articles' });
  await saved.getByRole('link', { name: title }).click();
  await expect(heading(page, title)).toBeVisible();
});

test('a return path that leads off the site after logging in is replaced by the dashboard', async ({ page }) => {
  const email = await newReader('journey-redirect');
  // A tab between the slashes: a browser drops it and reads //evil.example, another host.
  await page.goto(`/login?redirect=${encodeURIComponent('/\t/evil.example')}`);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  await expect(heading(page, 'Dashboard')).toBeVisible();

  // Signed in, the login page sends the reader on at once: each variant lands on the dashboard.
  for (const redirect of ['/\\evil.example', '/.//evil.example', '/%2e//evil.example', '\n//evil.example', 'https://evil.example/']) {
    await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
    await expect(page).toHaveURL('/dashboard');
    await expect(heading(page, 'Dashboard')).toBeVisible();
  }
  // The control: a path on the site is where the reader goes.
  await page.goto(`/login?redirect=${encodeURIComponent('/blog?tag=ETFs')}`);
  await expect(page).toHaveURL('/blog?tag=ETFs');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the account menu opens inside the header's menu; Escape closes only the account menu", async ({ page }) => {
    const email = await newReader('journey-phone');
    await page.goto('/login');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL('/dashboard');
    // The address changes before the dashboard's code has arrived; a reader opens the
    // menu on the page they see (a new page closes any menu left open).
    await expect(heading(page, 'Dashboard')).toBeVisible();

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const account = accountButton(page, 'Journey Reader');
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/profile');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
