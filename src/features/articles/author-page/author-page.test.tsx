import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';

const backend = appOnEmulators('demo-author-page', { auth: false });

const DANA = {
  id: 'dana-whitfield',
  name: 'Dana Whitfield',
  bio: 'Fixed-income strategist and CFA charterholder.',
  socialLinks: { linkedin: 'https://www.linkedin.com/in/dana', twitter: 'javascript:alert(1)' },
};
const LEE = { id: 'lee-okafor', name: 'Lee Okafor' };

interface Idea {
  readonly direction: 'long' | 'short';
  readonly ticker: string;
  readonly entry: number;
  readonly target: number;
  readonly stop: number;
  readonly horizon: string;
}

function published(title: string, daysAgo: number, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...articleDoc(title, { publishedDaysAgo: daysAgo, category: 'equity-research' }), author: DANA, ...fields };
}

function ideaArticle(title: string, daysAgo: number, idea: Idea, outcome?: { status: string; price: number; daysAgo: number; note: string }) {
  return published(title, daysAgo, {
    category: 'trade-ideas',
    tickers: [idea.ticker],
    tradeIdea: idea,
    ...(outcome && {
      ideaOutcome: { status: outcome.status, price: outcome.price, closedOn: new Date(Date.UTC(2026, 0, 31) - outcome.daysAgo * 86_400_000), note: outcome.note },
    }),
  });
}

async function seed(...articles: Record<string, unknown>[]): Promise<void> {
  const batch = writeBatch(backend.owner.db);
  for (const article of articles) batch.set(doc(collection(backend.owner.db, 'articles')), article);
  await batch.commit();
}

/** Dana's record: one idea open, one expired, one that hit its target and one stopped out. */
const IDEAS = [
  {
    ...ideaArticle('Long Treasuries into the First Cut', 1, { direction: 'long', ticker: 'TLT', entry: 90, target: 99, stop: 87, horizon: '5 years' }),
    ideaAmendments: { 1: { amendedAt: new Date(Date.UTC(2026, 0, 31, 15)), note: 'The horizon runs from the first cut, not from today.' } },
  },
  ideaArticle('Short the Rally in Regional Banks', 40, { direction: 'short', ticker: 'KRE', entry: 50, target: 41, stop: 53, horizon: '2 months' }, {
    status: 'stopped-out', price: 53.5, daysAgo: 20, note: 'Deposits held up; the stop was hit on the open.',
  }),
  ideaArticle('Buying the Dip in Utilities', 60, { direction: 'long', ticker: 'XLU', entry: 60, target: 66, stop: 57, horizon: '6 weeks' }, {
    status: 'target-hit', price: 66.6, daysAgo: 30, note: '',
  }),
  ideaArticle('Gold Miners Before the Print', 200, { direction: 'long', ticker: 'GDX', entry: 30, target: 36, stop: 28, horizon: '1 month' }),
];

const recordRegion = () => screen.findByRole('region', { name: 'Trade idea record' });
const ideaRow = (list: HTMLElement, title: string) => within(list).getByRole('link', { name: title }).closest('li')!;
/** A figure of the record: the value of the term with that label. */
const figure = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeAll(async () => {
  // The lazy chunks, compiled once here so that no test waits for the compiler: the author's
  // page, and the article page's, which tests open from a byline. A chunk still loading when
  // its test has ended would finish in the next one, outside act() (React says so).
  await Promise.all([
    import('./author-page.js'),
    import('../article-page/article-page.js'),
    import('../article-page/article-extras.js'),
    import('../article-page/article-more.js'),
  ]);
});

beforeEach(() => backend.clearFirestore());

describe('an author’s page', () => {
  it('shows the author’s name, bio and links from their newest byline, and their record with each idea’s outcome', async () => {
    await seed(
      ...IDEAS,
      published('An Older Byline', 300, { author: { id: DANA.id, name: 'Dana W.' } }),
      { ...ideaArticle('Lee’s Idea', 2, { direction: 'long', ticker: 'SPY', entry: 10, target: 12, stop: 9, horizon: '1 year' }), author: LEE },
    );

    renderApp('/author/dana-whitfield');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Dana Whitfield' });
    const profile = heading.closest('header')!;
    expect(within(profile).getByText('Fixed-income strategist and CFA charterholder.')).toBeVisible();
    expect(within(profile).getByRole('link', { name: 'Dana Whitfield on LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/dana');
    expect(within(profile).queryByRole('link', { name: 'Dana Whitfield on Twitter' })).not.toBeInTheDocument();
    expect(document.title).toBe('Dana Whitfield: articles and trade ideas | Finance Articles');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Fixed-income strategist and CFA charterholder. Articles and trade ideas by Dana Whitfield, with the outcome of each idea.',
    );

    const record = await recordRegion();
    expect([figure(record, 'Published'), figure(record, 'Open'), figure(record, 'Expired'), figure(record, 'Closed')]).toEqual(['4', '1', '1', '2']);
    // +11.0% and −7.0%; reward-to-risk 2.0 and 3.0.
    expect([figure(record, 'Hit rate'), figure(record, 'Average return'), figure(record, 'Average reward-to-risk')]).toEqual(['50%', '+2.0%', '2.5 to 1']);

    const ideas = within(record).getByRole('list', { name: 'Trade ideas, newest first' });
    expect(within(ideas).getAllByRole('listitem')).toHaveLength(4);
    const titles = within(ideas).getAllByRole('link').map((link) => link.textContent);
    expect(titles).toEqual(['Long Treasuries into the First Cut', 'Short the Rally in Regional Banks', 'Buying the Dip in Utilities', 'Gold Miners Before the Print']);

    const stopped = ideaRow(ideas, 'Short the Rally in Regional Banks');
    expect(within(stopped).getByRole('link', { name: 'Short the Rally in Regional Banks' })).toHaveAttribute('href', '/article/short-the-rally-in-regional-banks');
    expect(stopped).toHaveTextContent(/^December 22, 2025Short KRE · R\/R 3\.0/);
    expect(stopped).toHaveTextContent('Deposits held up; the stop was hit on the open.');
    expect(within(stopped).getByText('Stopped out')).toBeVisible();
    expect(within(stopped).getByText('Exit 53.50')).toBeVisible();
    expect(within(stopped).getByText('January 11, 2026')).toHaveAttribute('datetime', '2026-01-11T00:00:00.000Z');
    expect(figure(stopped, 'Entry')).toBe('50.00');
    expect(figure(stopped, 'Target')).toBe('41.00');
    expect(figure(stopped, 'Stop')).toBe('53.00');
    expect(figure(stopped, 'Return')).toBe('−7.0%');

    const hit = ideaRow(ideas, 'Buying the Dip in Utilities');
    expect(within(hit).getByText('Target hit')).toBeVisible();
    expect(figure(hit, 'Return')).toBe('+11.0%');

    const open = ideaRow(ideas, 'Long Treasuries into the First Cut');
    expect(within(open).getByText('Open')).toBeVisible();
    expect(within(open).getByText('Horizon: 5 years')).toBeVisible();
    expect(open).toHaveTextContent('Amended January 31, 2026: The horizon runs from the first cut, not from today.');
    expect(figure(open, 'Return')).toBe('—None until closed');

    const expired = ideaRow(ideas, 'Gold Miners Before the Print');
    expect(within(expired).getByText('Expired')).toBeVisible();

    // The author's ideas only: no one else's.
    expect(within(ideas).queryByText('Lee’s Idea')).not.toBeInTheDocument();
  });

  it('shows the author’s staff profile over the copy their articles carry', async () => {
    await seed(published('Duration Is a Bet on Rates', 3, { author: { id: DANA.id, name: DANA.name } }));
    await setDoc(doc(backend.owner.db, 'authors', DANA.id), {
      name: DANA.name,
      bio: 'Portfolio manager; writes about bonds.',
      avatar: '',
      socialLinks: { twitter: 'https://x.com/dana', linkedin: '', website: 'javascript:alert(1)' },
      updatedAt: new Date(),
    });

    renderApp('/author/dana-whitfield');
    const profile = (await screen.findByRole('heading', { level: 1, name: 'Dana Whitfield' })).closest('header')!;
    expect(await within(profile).findByText('Portfolio manager; writes about bonds.')).toBeVisible();
    expect(within(profile).getByRole('link', { name: 'Dana Whitfield on Twitter' })).toHaveAttribute('href', 'https://x.com/dana');
    expect(within(profile).queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    // Its articles are listed (the article's own About the author: article-page.test.tsx).
    expect(await screen.findByRole('link', { name: 'Duration Is a Bet on Rates' })).toBeVisible();
  });

  it('lists the author’s articles, newest first, and the next ones on Load more', async () => {
    const articles = Array.from({ length: 14 }, (_, i) => published(`Dana’s Article ${i + 1}`, i + 1));
    await seed(...articles, { ...published('By Someone Else', 0), author: LEE });
    const user = userEvent.setup();

    renderApp('/author/dana-whitfield');

    const list = await screen.findByRole('region', { name: 'Articles by Dana Whitfield' });
    const cardTitles = () => within(list).getAllByRole('heading', { level: 3 }).map((title) => title.textContent);
    expect(cardTitles()).toEqual(Array.from({ length: 12 }, (_, i) => `Dana’s Article ${i + 1}`));
    // No trade ideas, no record.
    expect(screen.queryByRole('region', { name: 'Trade idea record' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('2 more articles loaded. That is all of them.')).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(14);
    expect(within(list).queryByText('By Someone Else')).not.toBeInTheDocument();
  });

  it.each([
    ['an id no published article carries', '/author/nobody-here'],
    ['an id only a draft carries', '/author/dana-whitfield'],
    ['an id that cannot be one', '/author/Dana%20Whitfield'],
  ])('shows Page Not Found for %s', async (_, address) => {
    await seed({ ...published('A Draft', 1), status: 'draft' });

    renderApp(address);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  it('says when it cannot load, and loads on Try Again', async () => {
    await seed(...IDEAS);
    await backend.closeFirestore();
    // The SDK warns of each denied request; expected here.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();

    renderApp('/author/dana-whitfield');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load this author’s page. Please try again.');
    await backend.reopenFirestore();
    warn.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
    expect(await recordRegion()).toBeVisible();
  });
});

describe('bylines', () => {
  it('lead from an article’s card and its page to the author’s page', async () => {
    await seed(published('Reading the Yield Curve', 1), { ...published('Without an Id', 2), author: { id: '', name: 'Anonymous Desk' } });
    const user = userEvent.setup();

    renderApp('/blog');

    // The list's cards (the sidebar's popular articles name them too).
    const list = await screen.findByRole('region', { name: 'Latest Articles' });
    const card = (await within(list).findByRole('link', { name: 'Reading the Yield Curve' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute('href', '/author/dana-whitfield');
    // A byline without an id links nowhere.
    const anonymous = within(list).getByRole('link', { name: 'Without an Id' }).closest('article')!;
    expect(within(anonymous).getByText('Anonymous Desk')).toBeVisible();
    expect(within(anonymous).queryByRole('link', { name: 'Anonymous Desk' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Reading the Yield Curve' }));
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Reading the Yield Curve' })).closest('header')!;
    expect(hero).toHaveTextContent('By Dana Whitfield');
    expect(within(screen.getByRole('region', { name: 'About the author' })).getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute('href', '/author/dana-whitfield');
    // What follows the article (loaded as the reader nears it) is in before the page is left.
    await screen.findByRole('complementary', { name: 'Sidebar' });

    await user.click(within(hero).getByRole('link', { name: 'Dana Whitfield' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeVisible();
  });
});
