/**
 * The discussion under an article, as readers use it: a guest reads a thread, writes, logs in
 * and comes back to post what they wrote; a verified reader replies, is held to 30 seconds
 * between comments, edits within 15 minutes, deletes and reports. Each journey runs on an
 * article of its own, with other readers' comments seeded for it (tests/support/e2e/
 * discussions.ts), and at both widths, each in one theme (the other journey the other).
 */
import type { Locator, Page } from '@playwright/test';
import { storedDocument } from '../tests/support/e2e/admin.js';
import { newCommenter, seedDiscussion, uniqueWord, type SeededComment } from '../tests/support/e2e/discussions.js';
import { viewportAt } from '../tests/support/e2e/reader-pages.js';
import { logIn, submitLogIn } from '../tests/support/e2e/sign-in.js';
import { expect, test } from './test.js';

const MARKUP = '<img src=x onerror="window.hacked = true"> <b>not bold</b>';

/** Another reader's comment with a link, a reply to it, and one that tries markup. */
const thread = (word: string): SeededComment[] => [
  { id: 'short', authorName: 'Priya Shah', body: `Buybacks at 30 times earnings, ${word}. The filing: https://www.sec.gov/edgar.`, minutesAgo: 90, position: { ticker: 'AAPL', side: 'short' } },
  { id: 'markup', authorName: 'Hiro Tanaka', body: MARKUP, minutesAgo: 60 },
  { id: 'reply', authorName: 'Sam Ortiz', body: 'The buyback offsets the dilution.', minutesAgo: 30, parentId: 'short', position: { ticker: 'AAPL', side: 'long' } },
];

const discussionOf = (page: Page): Locator => page.getByRole('region', { name: 'Discussion' });

/** Brings the discussion into view (it loads as the reader nears it) and waits for its comments. */
async function openDiscussion(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const discussion = discussionOf(page);
  await expect(discussion.getByRole('list', { name: 'Comments' })).toBeVisible();
  return discussion;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

const SCREENS = [
  { width: 1280, theme: 'light' },
  { width: 390, theme: 'dark' },
] as const;

for (const { width, theme } of SCREENS) {
  test.describe(`at ${width} px, ${theme}`, () => {
    test.use({ viewport: viewportAt(width), colorScheme: theme });

    test('a guest reads the thread, writes, logs in and comes back to post what they wrote', async ({ page }) => {
      const word = uniqueWord();
      const id = `discussion-${word}`;
      const path = await seedDiscussion(id, `Apple After the Buyback ${word}`, thread(word));
      const reader = await newCommenter('Casey Quinn');

      await page.goto(path);
      const discussion = await openDiscussion(page);
      await expect(discussion.getByText('3 comments')).toBeVisible();
      await expect(discussion.getByRole('list', { name: 'Reader positions' }).getByRole('listitem')).toHaveText(['AAPL: 1 long · 1 short']);

      // Newest first, each comment with its replies under it.
      const comments = discussion.getByRole('list', { name: 'Comments' }).getByRole('article');
      await expect(comments.first()).toHaveAttribute('aria-label', 'Comment by Hiro Tanaka');
      const priya = discussion.getByRole('article', { name: 'Comment by Priya Shah' });
      await expect(priya.getByText('Short AAPL')).toBeVisible();
      const link = priya.getByRole('link', { name: 'https://www.sec.gov/edgar' });
      await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(discussion.getByRole('list', { name: 'Replies to Priya Shah' }).getByRole('article', { name: 'Reply by Sam Ortiz' })).toContainText('The buyback offsets the dilution.');
      // What tried to be markup is text.
      const hiro = discussion.getByRole('article', { name: 'Comment by Hiro Tanaka' });
      await expect(hiro.getByText(MARKUP, { exact: true })).toBeVisible();
      await expect(hiro.locator('img, b')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
      // A guest reads; replying and reporting are for readers who log in.
      await expect(discussion.getByRole('button', { name: /^(Reply|Report)/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await discussion.getByLabel('Your comment').fill(`Casey's view, ${word}: the buyback is the whole case.`);
      await discussion.getByLabel('Your position').selectOption({ label: 'MSFT: long' });
      await discussion.getByRole('link', { name: 'Log in to join the discussion' }).click();
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${path}#comments`)}`);
      // Back on the article, the list is read at once but answers only after the comment is
      // posted: what the reader posts shows with a list that was read without it.
      let posted!: () => void;
      const afterPosting = new Promise<void>((resolve) => (posted = resolve));
      await page.route(`**/documents/articles/${id}:runQuery*`, async (route) => {
        const response = await route.fetch();
        await afterPosting;
        await route.fulfill({ response });
      });
      await submitLogIn(page, reader);

      // Back at the discussion, with what they wrote.
      await expect(page).toHaveURL(`${path}#comments`);
      const box = discussion.getByLabel('Your comment');
      await expect(box).toHaveValue(`Casey's view, ${word}: the buyback is the whole case.`);
      await expect(box).toBeFocused();
      await expect(discussion.getByLabel('Your position')).toHaveValue('MSFT long');
      await expect(box).toBeInViewport();

      await discussion.getByRole('button', { name: 'Post comment' }).click();
      await expect(discussion.getByText('Your comment is posted.')).toBeAttached();
      await expect(box).toHaveValue('');
      await expect(discussion.getByText('4 comments')).toBeVisible();
      posted();
      const mine = discussion.getByRole('article', { name: 'Comment by Casey Quinn' });
      await expect(mine).toContainText(`Casey's view, ${word}`);
      await expect(mine).toHaveAttribute('aria-busy', 'false');
      await expect(comments.first()).toHaveAttribute('aria-label', 'Comment by Casey Quinn');
      await page.unroute(`**/documents/articles/${id}:runQuery*`);
      await expect(discussion.getByRole('list', { name: 'Reader positions' }).getByRole('listitem')).toHaveText(['AAPL: 1 long · 1 short', 'MSFT: 1 long']);
      await expectNoSidewaysScroll(page);

      // Stored: a fresh load shows it first, theirs, with its position.
      await page.reload();
      await openDiscussion(page);
      await expect(comments.first()).toHaveAttribute('aria-label', 'Comment by Casey Quinn');
      await expect(mine.getByText('Long MSFT')).toBeVisible();
      await expect(mine.getByText('You', { exact: true })).toBeVisible();
      await expect(discussion.getByLabel('Your comment')).toHaveValue('');
    });
  });
}

for (const { width, theme } of [
  { width: 1280, theme: 'dark' },
  { width: 390, theme: 'light' },
] as const) {
  test.describe(`at ${width} px, ${theme}`, () => {
    test.use({ viewport: viewportAt(width), colorScheme: theme });

    test('a verified reader replies, waits 30 seconds to comment again, edits, reports and deletes', async ({ page }) => {
      const word = uniqueWord();
      const id = `discussion-${word}`;
      const path = await seedDiscussion(id, `Microsoft's Margins ${word}`, thread(word));
      await logIn(page, await newCommenter('Robin Hale'));

      await page.goto(path);
      const discussion = await openDiscussion(page);
      const priya = discussion.getByRole('article', { name: 'Comment by Priya Shah' });
      await priya.getByRole('button', { name: 'Reply to Priya Shah' }).click();
      const replyBox = discussion.getByLabel('Your reply to Priya Shah');
      await expect(replyBox).toBeFocused();
      await replyBox.fill(`Agreed, ${word}: the multiple does the work.`);
      await discussion.getByRole('button', { name: 'Post reply' }).click();

      const replies = discussion.getByRole('list', { name: 'Replies to Priya Shah' });
      const mine = replies.getByRole('article', { name: 'Reply by Robin Hale' });
      await expect(mine).toContainText(`Agreed, ${word}`);
      await expect(mine).toHaveAttribute('aria-busy', 'false');
      await expect(discussion.getByText('Your reply is posted.')).toBeAttached();
      await expect(discussion.getByText('4 comments')).toBeVisible();

      // Another comment at once: refused, with how long to wait, and the text kept.
      const box = discussion.getByLabel('Your comment');
      await box.fill(`A second thought, ${word}.`);
      await discussion.getByRole('button', { name: 'Post comment' }).click();
      await expect(discussion.getByRole('alert').filter({ hasText: /^Please wait \d+ seconds? before posting again\.$/ })).toBeVisible();
      await expect(box).toHaveValue(`A second thought, ${word}.`);
      await expect(discussion.getByRole('article', { name: 'Comment by Robin Hale' })).toHaveCount(0);
      await expect(discussion.getByText('4 comments')).toBeVisible();

      // Edit, within the 15 minutes the page counts down.
      await expect(mine.getByText(/^1[45] min left to edit$/)).toBeVisible();
      await mine.getByRole('button', { name: 'Edit your comment' }).click();
      await mine.getByLabel('Edit your comment').fill(`Agreed, ${word}: the multiple does the work, not the buyback.`);
      await mine.getByRole('button', { name: 'Save' }).click();
      await expect(mine.getByText(`Agreed, ${word}: the multiple does the work, not the buyback.`)).toBeVisible();
      await expect(mine.getByText(/Edited/)).toBeVisible();
      await expect(discussion.getByText('Your comment is saved.')).toBeAttached();

      // Report another reader's comment, once.
      const hiro = discussion.getByRole('article', { name: 'Comment by Hiro Tanaka' });
      await hiro.getByRole('button', { name: 'Report the comment by Hiro Tanaka' }).click();
      await expect(hiro.getByText('Report this comment to the moderators?')).toBeVisible();
      await hiro.getByRole('button', { name: 'Report', exact: true }).click();
      await expect(hiro.getByText('Reported', { exact: true })).toBeVisible();
      await expect(hiro.getByRole('button', { name: /^Report/ })).toHaveCount(0);
      expect(await storedDocument(`articles/${id}/comments/${id}-markup`)).toMatchObject({ reportCount: 1, review: 'reported' });
      await expectNoSidewaysScroll(page);

      // Delete, asked twice: the reply goes, and the count with it.
      await mine.getByRole('button', { name: 'Delete your comment' }).click();
      await expect(mine.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await mine.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(mine).toHaveCount(0);
      await expect(discussion.getByText('Your comment is deleted.')).toBeAttached();
      await expect(discussion.getByText('3 comments')).toBeVisible();

      // As stored: the edit had reached the server, the deletion too.
      await page.reload();
      await openDiscussion(page);
      await expect(replies.getByRole('article')).toHaveCount(1);
      await expect(replies.getByRole('article', { name: 'Reply by Sam Ortiz' })).toBeVisible();
      await expect(discussion.getByText('3 comments')).toBeVisible();
    });
  });
}

test('the discussion is neither fetched nor queried until the reader nears it', async ({ page }) => {
  const word = uniqueWord();
  const path = await seedDiscussion(`discussion-${word}`, `A Long Read ${word}`, thread(word), { paragraphs: 40 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/discussion-[\w-]+\.js$/.test(url) || (/:runQuery(\?|$)/.test(url) && request.postData()?.includes('"collectionId":"comments"'))) asked.push(url);
  });
  // A phone's screen: the article's head fills it, its discussion far below.
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: `A Long Read ${word}` })).toBeVisible();
  expect(asked).toEqual([]);

  // Near it: its code, then its comments and their replies.
  await openDiscussion(page);
  expect(asked).toHaveLength(3);
});
