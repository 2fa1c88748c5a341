/**
 * Authors have pages (/author/{id}), and securities list the ideas on them: a reader goes
 * from a byline to the author's page and finds their record with each idea's outcome, and
 * a ticker's page lists the ideas on its symbol with theirs. The demo's records: Daniel
 * Brooks's short on TSLA was stopped out and his long on SPY hit its target; Maya Chen's
 * long on SPY is open, with an amendment. No journey writes a trade idea, so they hold.
 */
import type { Locator } from '@playwright/test';
import { expect, opensNotFound, test } from './test.js';

const TSLA_SHORT = 'Trading Earnings Season with Defined-Risk Option Spreads';
const SPY_LONG = 'How Much to Risk per Trade: The Fixed-Fractional Method';
const SPY_OPEN = 'Trend Following with Moving Averages: A Rules-Based Approach';
const ETFS = 'What Are ETFs? How Exchange-Traded Funds Work';

/** The value of the figure with that label in a record. */
const figure = (record: Locator, label: string) => record.locator(`div:has(> dt:text-is("${label}")) > dd`).first();

async function expectFigures(record: Locator, figures: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(figures)) await expect(figure(record, label), label).toHaveText(value);
}

/** The ideas of a record, newest first. */
const ideasOf = (record: Locator) => record.getByRole('list', { name: 'Trade ideas, newest first' }).getByRole('listitem');

test('a reader goes from an article’s byline to its author’s page, and finds their record with each idea’s outcome', async ({ page }) => {
  await page.goto('/article/trading-earnings-season-with-defined-risk-option-spreads');
  const hero = page.getByRole('main').locator('article header');
  await expect(hero).toContainText('By Daniel Brooks');
  await hero.getByRole('link', { name: 'Daniel Brooks' }).click();

  await expect(page).toHaveURL('/author/daniel-brooks');
  const profile = page.getByRole('main').locator('header').first();
  await expect(profile.getByRole('heading', { level: 1, name: 'Daniel Brooks' })).toBeVisible();
  await expect(profile).toContainText('CFA charterholder and equity analyst for fifteen years');
  await expect(page).toHaveTitle('Daniel Brooks: articles and trade ideas | Finance Articles');

  const record = page.getByRole('region', { name: 'Trade idea record' });
  await expectFigures(record, { Published: '2', Open: '0', Expired: '0', Closed: '2' });
  // +5.4% and −10.6%; reward-to-risk 2.5 and 2.0.
  await expectFigures(record, { 'Hit rate': '50%', 'Average return': '−2.6%', 'Average reward-to-risk': '2.3 to 1' });

  const ideas = ideasOf(record);
  await expect(ideas).toHaveCount(2);
  // Newest first: SPY 33 days before the seed, TSLA 61.
  await expect(ideas.first()).toContainText('Long SPY');
  const spy = ideas.filter({ hasText: 'Long SPY' });
  await expect(spy.getByText('Target hit', { exact: true })).toBeVisible();
  await expect(figure(spy, 'Entry')).toHaveText('560.00');
  await expect(figure(spy, 'Outcome')).toContainText('Exit 590.20');
  await expect(figure(spy, 'Return')).toHaveText('+5.4%');
  const tsla = ideas.filter({ hasText: 'Short TSLA' });
  await expect(tsla.getByText('Stopped out', { exact: true })).toBeVisible();
  await expect(tsla).toContainText('Raised delivery guidance gapped the shares through the stop.');
  await expect(figure(tsla, 'Outcome')).toContainText('Exit 276.40');
  await expect(figure(tsla, 'Return')).toHaveText('−10.6%');

  // His articles follow; each idea leads to the article that published it.
  await expect(page.getByRole('region', { name: 'Articles by Daniel Brooks' }).getByRole('article').first()).toBeVisible();
  await tsla.getByRole('link', { name: TSLA_SHORT }).click();
  await expect(page.getByRole('heading', { level: 1, name: TSLA_SHORT })).toBeVisible();
});

test('a card’s byline leads to its author’s page: an open idea, amended, and her articles', async ({ page }) => {
  await page.goto('/blog');
  const card = page.getByRole('region', { name: 'Latest Articles' }).getByRole('article').filter({ has: page.getByRole('heading', { name: ETFS }) });
  await card.getByRole('link', { name: 'Maya Chen' }).click();

  await expect(page).toHaveURL('/author/maya-chen');
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  const record = page.getByRole('region', { name: 'Trade idea record' });
  await expectFigures(record, { Published: '1', Open: '1', Expired: '0', Closed: '0' });
  // Nothing is closed: no hit rate, return or reward-to-risk yet.
  for (const label of ['Hit rate', 'Average return', 'Average reward-to-risk']) await expect(figure(record, label), label).toHaveText('—None closed yet');
  const idea = ideasOf(record);
  await expect(idea).toHaveCount(1);
  await expect(idea.getByText('Open', { exact: true })).toBeVisible();
  await expect(idea).toContainText('Horizon: 3–6 months');
  await expect(idea).toContainText(/Amended \w+ \d+, \d{4}: SPY held its 200-day average through the October dip/);
  await expect(idea.getByRole('link', { name: SPY_OPEN })).toHaveAttribute('href', '/article/trend-following-with-moving-averages-a-rules-based-approach');

  // Her articles (the demo's eight, and any a journey has published as her since).
  const articles = page.getByRole('region', { name: 'Articles by Maya Chen' });
  await expect(articles.getByRole('heading', { level: 3, name: ETFS })).toBeVisible();
  expect(await articles.getByRole('article').count()).toBeGreaterThanOrEqual(8);
});

test('a ticker’s page lists the ideas on its symbol, each with its author and outcome, above its articles', async ({ page }) => {
  await page.goto('/ticker/SPY');
  const spy = page.getByRole('region', { name: 'Trade ideas on SPY' });
  await expectFigures(spy, { Published: '2', Open: '1', Closed: '1', 'Hit rate': '100%', 'Average return': '+5.4%' });
  const ideas = ideasOf(spy);
  await expect(ideas).toHaveCount(2);
  const hit = ideas.filter({ has: page.getByRole('link', { name: SPY_LONG }) });
  await expect(hit.getByText('Target hit', { exact: true })).toBeVisible();
  await expect(hit.getByRole('link', { name: 'Daniel Brooks' })).toHaveAttribute('href', '/author/daniel-brooks');
  const open = ideas.filter({ has: page.getByRole('link', { name: SPY_OPEN }) });
  await expect(open.getByText('Open', { exact: true })).toBeVisible();
  await expect(figure(open, 'Return')).toHaveText('—None until closed');
  await expect(open.getByRole('link', { name: 'Maya Chen' })).toHaveAttribute('href', '/author/maya-chen');
  // The articles come after the ideas, under their own heading.
  const articles = page.getByRole('heading', { level: 2, name: 'Articles on SPY' });
  await expect(articles).toBeVisible();
  expect((await spy.boundingBox())!.y).toBeLessThan((await articles.boundingBox())!.y);

  await page.goto('/ticker/TSLA');
  const tsla = page.getByRole('region', { name: 'Trade ideas on TSLA' });
  await expectFigures(tsla, { Published: '1', Closed: '1', 'Hit rate': '0%', 'Average return': '−10.6%', 'Average reward-to-risk': '2.0 to 1' });
  const short = ideasOf(tsla);
  await expect(short).toHaveCount(1);
  await expect(short.getByText('Stopped out', { exact: true })).toBeVisible();
  await expect(figure(short, 'Return')).toHaveText('−10.6%');
  await short.getByRole('link', { name: 'Daniel Brooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daniel Brooks' })).toBeVisible();
});

test.describe(() => {
  // Hosting has no page for either id (author ids are lowercase), so it answers 404.
  test.use(opensNotFound('/author/nobody-here', '/author/Daniel-Brooks'));

  test('a symbol no idea is on has no record; an id no article carries is not an author', async ({ page }) => {
    await page.goto('/ticker/AAPL');
    await expect(page.getByRole('heading', { level: 2, name: 'Articles on AAPL' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: /^Trade ideas on/ })).toHaveCount(0);

    for (const address of ['/author/nobody-here', '/author/Daniel-Brooks']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
  });
});
