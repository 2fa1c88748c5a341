/**
 * A reader deletes their account from the profile (issue 34, point 12): a reader who liked,
 * saved and commented (one comment answered by another reader, one not) confirms with their
 * address, is signed out and sent on to /register; a guest then finds the answered comment
 * reading "Comment deleted by its writer" with its reply kept, the other gone, nothing of
 * theirs left, and the like count down. The section and its confirmation pass axe in both
 * themes; at 390 px nothing scrolls sideways.
 */
import type { Locator, Page } from '@playwright/test';
import { seedFullDocument, storedDocument } from '../tests/support/e2e/admin.js';
import { audit, SCREENS } from '../tests/support/e2e/axe-audit.js';
import { newCommenter, seedDiscussion, uniqueWord } from '../tests/support/e2e/discussions.js';
import { logIn } from '../tests/support/e2e/sign-in.js';
import { expect, test } from './test.js';

const section = (page: Page): Locator => page.getByRole('region', { name: 'Delete Account' });

async function openConfirmation(page: Page): Promise<Locator> {
  await section(page).getByRole('button', { name: 'Delete My Account' }).click();
  const dialog = section(page).getByRole('alertdialog', { name: 'Are you sure you want to delete your account? This action cannot be undone.' });
  await expect(dialog.getByLabel('Type your email address to confirm')).toBeFocused();
  return dialog;
}

/** The uid of the signed-in user, as Firebase keeps it in the browser. */
const signedInUid = (page: Page): Promise<string> =>
  page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i) ?? '';
        if (key.startsWith('firebase:authUser:')) return (JSON.parse(storage.getItem(key) ?? '{}') as { uid: string }).uid;
      }
    }
    throw new Error('Nobody is signed in.');
  });

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    test('a reader deletes their account; nothing of theirs stays readable', async ({ page }) => {
      const word = uniqueWord();
      const name = `Rowan Quill ${word}`;
      const credentials = await newCommenter(name);
      await logIn(page, credentials);
      const uid = await signedInUid(page);

      // Their two comments, one answered by another reader, written as the site writes them.
      const id = `deletion-${word}`;
      const path = await seedDiscussion(id, `Dividends After the Split ${word}`, [
        { id: 'answered', authorName: name, body: `Answered words ${word}.`, minutesAgo: 90, position: { ticker: 'AAPL', side: 'long' } },
        { id: 'reply', authorName: 'Priya Shah', body: `A reply that stays ${word}.`, minutesAgo: 60, parentId: 'answered' },
        { id: 'lonely', authorName: name, body: `Unanswered words ${word}.`, minutesAgo: 30 },
      ]);
      for (const comment of ['answered', 'lonely']) {
        await seedFullDocument(`commentAuthors/${id}-${comment}`, { uid, articleId: id, createdAt: new Date() });
      }

      // They like and save the article.
      await page.goto(path);
      const like = page.getByRole('button', { name: /^Like/ });
      const save = page.getByRole('button', { name: 'Save' });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(like).toContainText('0');
      await like.click();
      await save.click();
      await expect(like).toHaveAttribute('aria-busy', 'false');
      await expect(save).toHaveAttribute('aria-busy', 'false');
      await expect(like).toContainText('1');

      // The section and its confirmation, in both themes.
      expect(await audit(page, '/profile', undefined, [screen])).toEqual([]);
      expect(await audit(page, '/profile', async (opened) => void (await openConfirmation(opened)), [screen])).toEqual([]);
      if (screen.width === 390) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      }

      // A wrong address deletes nothing; theirs does.
      const dialog = section(page).getByRole('alertdialog');
      const field = dialog.getByLabel('Type your email address to confirm');
      await field.fill('someone@example.com');
      await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click();
      await expect(section(page).getByText('That is not the email address of this account.')).toBeVisible();
      await field.fill(credentials.email);
      await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Account deleted successfully. Redirecting to registration page...' })).toBeVisible();
      await expect(page).toHaveURL('/register');
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();

      // As a guest: the answered comment reads as deleted with its reply, the other is gone.
      await page.goto(path);
      await expect(like).toContainText('0');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const discussion = page.getByRole('region', { name: 'Discussion' });
      const comments = discussion.getByRole('list', { name: 'Comments' });
      await expect(comments).toBeVisible();
      await expect(discussion.getByText('1 comment', { exact: true })).toBeVisible();
      await expect(comments.getByRole('article', { name: 'Comment deleted by its writer' })).toBeVisible();
      await expect(comments.getByRole('article', { name: 'Reply by Priya Shah' })).toContainText(`A reply that stays ${word}.`);
      await expect(comments.getByRole('article')).toHaveCount(2);
      await expect(discussion).not.toContainText(name);
      await expect(discussion).not.toContainText(`words ${word}`);
      expect(await storedDocument(`users/${uid}`)).toBeNull();
      expect(await storedDocument(`articles/${id}/comments/${id}-lonely`)).toMatchObject({ state: 'deleted', body: '', authorName: '' });
    });
  });
}
