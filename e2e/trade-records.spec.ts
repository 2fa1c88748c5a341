/**
 * A trade idea's record, as an admin keeps it and a reader sees it: once published the idea
 * is frozen, the admin records how it ended (refused when the exit contradicts the idea),
 * adds dated amendments, changes the outcome only with one, and the article's card shows it all.
 */
import { seedFullDocument, storedDocument, uniqueTitle, openArticleSettings, closeArticleSettings } from '../tests/support/e2e/admin.js';
import { DEMO_ACCOUNTS, logIn } from '../tests/support/e2e/sign-in.js';
import { updateInEditor } from '../tests/support/e2e/editor.js';
import { expect, test } from './test.js';

const DAY = 24 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const utcDate = (date: Date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

/** A published trade idea, ten days old, as the editor would have stored it. */
async function seedIdea(title: string): Promise<{ id: string; slug: string }> {
  const slug = title.toLowerCase().replace(/\s+/g, '-');
  const id = `idea-${slug.slice(-6)}`;
  const published = new Date(Date.now() - 10 * DAY);
  await seedFullDocument(`articles/${id}`, {
    title,
    slug,
    summary: 'A long position in a maker of chips, with its stop under the last low.',
    excerpt: 'Chips again.',
    content: '<p>Chips again, with a stop under the last low.</p>',
    category: 'trade-ideas',
    tags: ['Stocks'],
    tagKeys: ['stocks'],
    featuredImage: null,
    status: 'published',
    isFeatured: false,
    // An author of its own: a demo author's page (built, and checked for shifts as the app takes it over) keeps its record.
    author: { id: 'journey-desk', name: 'Journey Desk', bio: 'Trader.', socialLinks: {} },
    createdAt: published,
    updatedAt: published,
    publishedAt: published,
    readTime: 1,
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
    searchTerms: [],
    tickers: ['NVDA'],
    disclosure: 'The author holds no position in NVDA and received no compensation for this article.',
    tradeIdea: { direction: 'long', ticker: 'NVDA', entry: 120, target: 150, stop: 110, horizon: '3 months' },
    editVersion: 'v1',
  });
  await seedFullDocument(`slugs/${slug}`, { articleId: id, createdAt: published });
  return { id, slug };
}

test('an admin records how a published idea ended, amends it, and readers see its record on the card', async ({ page }) => {
  const title = uniqueTitle('Chips Into Strength');
  const { id, slug } = await seedIdea(title);
  const today = new Date();
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.goto(`/admin/edit-article/${id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

  const settings = await openArticleSettings(page);
  const idea = settings.getByRole('group', { name: 'Trade idea' });
  // Frozen: its figures are text, not fields.
  await expect(idea.getByText('Published ideas are frozen')).toBeVisible();
  await expect(idea.getByLabel('Entry price')).toHaveCount(0);
  await expect(idea).toContainText('Open · No outcome recorded yet.');

  await idea.getByRole('button', { name: 'Record outcome' }).click();
  const form = idea.getByRole('group', { name: 'Record outcome' });
  await form.getByLabel('Target hit').check();
  await form.getByLabel('Exit price').fill('118');
  await form.getByRole('button', { name: 'Record outcome' }).click();
  await expect(idea.getByRole('alert')).toHaveText(/^A target is hit above the entry of a long idea/);
  await form.getByLabel('Exit price').fill('151.5');
  await form.getByLabel('Note for readers (optional)').fill('Sold into the rally after earnings.');
  await form.getByLabel('Exit price').press('Enter');
  await expect(idea.getByRole('status')).toHaveText('Outcome recorded. Readers see it on the article now.');
  await expect(idea).toContainText(`Target hit · ${utcDate(today)} · 151.5 · +26.3%`);
  await expect.poll(async () => (await storedDocument(`articles/${id}`))?.ideaOutcome).toMatchObject({ status: 'target-hit', price: 151.5, note: 'Sold into the rally after earnings.' });

  // A change of outcome needs an amendment that says why.
  await idea.getByRole('button', { name: 'Change outcome' }).click();
  const change = idea.getByRole('group', { name: 'Change outcome' });
  await change.getByLabel('Exit price').fill('150.5');
  await change.getByRole('button', { name: 'Change outcome' }).click();
  await expect(idea.getByRole('alert')).toHaveText('Say why the outcome changes: readers see it as an amendment.');
  await change.getByLabel('Why the outcome changes').fill('The exit was 150.50, not 151.50: a typing error.');
  await change.getByRole('button', { name: 'Change outcome' }).click();
  await expect(idea.getByRole('status')).toHaveText('Outcome recorded. Readers see it on the article now.');

  await idea.getByLabel('Amendment', { exact: true }).fill('Earnings moved to the 20th; the horizon stands as published.');
  await idea.getByRole('button', { name: 'Add amendment' }).click();
  await expect(idea.getByRole('status')).toHaveText('Amendment added. Readers see it on the article now.');
  await expect(idea.getByRole('listitem')).toHaveCount(2);
  await closeArticleSettings(page);

  // The idea cannot leave with the category, and the article still saves otherwise.
  await (await openArticleSettings(page)).getByLabel('Category', { exact: true }).selectOption({ label: 'Market Insights' });
  await closeArticleSettings(page);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(/^This trade idea was published: its direction, ticker, prices and horizon cannot change\./)).toBeVisible();
  await (await openArticleSettings(page)).getByLabel('Category', { exact: true }).selectOption({ label: 'Trade Ideas' });
  await closeArticleSettings(page);
  await updateInEditor(page);
  await page.goto(`/article/${id}`);

  const card = page.getByRole('region', { name: 'Trade idea Long NVDA' });
  await expect(card.getByText('Target hit', { exact: true })).toBeVisible();
  await expect(card).toContainText(/Published [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(card).toContainText(`Target hit at 150.50 on ${utcDate(today)}`);
  await expect(card).toContainText('Return +25.4%');
  await expect(card).toContainText('Sold into the rally after earnings.');
  await expect(card.getByRole('heading', { name: 'Amendments' })).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText([
    /: The exit was 150\.50, not 151\.50: a typing error\.$/,
    /: Earnings moved to the 20th; the horizon stands as published\.$/,
  ]);
  await page.goto(`/article/${slug}`);
  await expect(page.getByRole('region', { name: 'Trade idea Long NVDA' })).toContainText('Return +25.4%');
});
