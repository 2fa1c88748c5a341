/**
 * What a reader types, or a browser's autofill or password manager fills in, as soon as a
 * form is on screen stays there once the page has settled (its code, the session, the
 * data). Issue 34: the log-in and forgot-password forms were reported to lose it in the
 * first moments after the page opened. Each field is filled right after the navigation,
 * before the page has settled, as autofill does; then the page is left to settle.
 *
 * The loss showed when moving from one account screen to another by its links: a
 * navigation keeps the screen being left on view until the next one's code is in, so
 * what was typed then went into the old screen's Email field, under the new address, and
 * was gone when the next screen replaced it. The account screens now share their code.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.js';

interface FormPage {
  readonly path: string;
  readonly heading: string;
  /** The page's own fields (by label) and what goes into them. */
  readonly fields: readonly (readonly [label: string, value: string])[];
}

const FORMS: readonly FormPage[] = [
  {
    path: '/login',
    heading: 'Welcome back',
    fields: [['Email', 'early-reader@example.com'], ['Password', 'early-password']],
  },
  { path: '/forgot-password', heading: 'Forgot Password', fields: [['Email', 'early-reader@example.com']] },
  {
    path: '/register',
    heading: 'Create your account',
    fields: [['Full Name', 'Early Reader'], ['Email', 'early-reader@example.com'], ['Password', 'early-password'], ['Confirm Password', 'early-password']],
  },
  { path: '/contact', heading: 'Contact Us', fields: [['Name', 'Early Reader'], ['Email', 'early-reader@example.com'], ['Subject', 'Early']] },
];

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
const footerSubscribe = (page: Page) => page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });

/** The page has settled: its heading is there, the session is known, nothing is loading any more. */
async function settled(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-session');
  await page.waitForLoadState('networkidle');
}

/** From one account screen to another by its link, typing at once. */
const MOVES = [
  { from: '/forgot-password', link: 'Back to Log In', heading: 'Welcome back' },
  { from: '/register', link: 'Log in', heading: 'Welcome back' },
  { from: '/login', link: 'Forgot password?', heading: 'Forgot Password' },
  { from: '/login', link: 'Sign up', heading: 'Create your account' },
] as const;

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const form of FORMS) {
      test(`${form.path} keeps what was filled in before the page settled`, async ({ page }) => {
        await page.goto(form.path, { waitUntil: 'commit' });
        // The footer's newsletter form is drawn with the site's frame, before the page's own code arrives.
        await footerSubscribe(page).fill('early-subscriber@example.com');
        for (const [label, value] of form.fields) await field(page, label).fill(value);

        await settled(page, form.heading);
        for (const [label, value] of form.fields) await expect(field(page, label)).toHaveValue(value);
        await expect(footerSubscribe(page)).toHaveValue('early-subscriber@example.com');
      });
    }

    for (const move of MOVES) {
      test(`from ${move.from} by ${move.link}, what is typed at once stays`, async ({ page }) => {
        await page.goto(move.from);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.getByRole('main').getByRole('link', { name: move.link, exact: true }).click();
        // The screen it leaves has an Email field too, and stays until the new one is drawn:
        // typed at once means as soon as the new screen shows, before it has settled.
        await expect(page.getByRole('heading', { level: 1, name: move.heading })).toBeVisible();
        await field(page, 'Email').fill('early-reader@example.com');

        await settled(page, move.heading);
        await expect(field(page, 'Email')).toHaveValue('early-reader@example.com');
      });
    }
  });
}
