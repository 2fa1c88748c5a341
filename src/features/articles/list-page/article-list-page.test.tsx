import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, doc, writeBatch } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { tagKey } from '../../../lib/tags.js';
import { excerptOf } from '../../../lib/excerpt.js';
import { searchTermsFor } from '../../../lib/article-text.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';

const backend = appOnEmulators('demo-article-lists', { auth: false });

interface TestArticle {
  readonly title: string;
  readonly daysAgo?: number;
  readonly category?: string;
  readonly tags?: readonly string[];
  readonly summary?: string;
  readonly status?: 'draft' | 'published';
  readonly viewCount?: number;
  readonly featuredImage?: string;
  readonly content?: string;
  readonly tickers?: readonly string[];
}

async function seed(...articles: TestArticle[]): Promise<void> {
  const batch = writeBatch(backend.owner.db);
  for (const article of articles) {
    const tags = [...(article.tags ?? [])];
    const stored = articleDoc(article.title, { status: article.status, publishedDaysAgo: article.daysAgo ?? 0, category: article.category });
    const summary = article.summary ?? String(stored.summary);
    const content = article.content ?? String(stored.content);
    batch.set(doc(collection(backend.owner.db, 'articles')), {
      ...stored,
      tags,
      tagKeys: tags.map(tagKey),
      summary,
      // As the editor saves it.
      excerpt: excerptOf(content),
      searchTerms: searchTermsFor({ title: article.title, summary, tags, content }),
      viewCount: article.viewCount ?? 0,
      featuredImage: article.featuredImage ?? '',
      content,
      ...(article.tickers ? { tickers: [...article.tickers] } : {}),
    });
  }
  await batch.commit();
}

/** `count` published articles, "Article 1" the newest. */
const numbered = (count: number): TestArticle[] =>
  Array.from({ length: count }, (_, i) => ({ title: `Article ${i + 1}`, daysAgo: i }));

const reopenFirestore = () => backend.reopenFirestore();

/**
 * Every request of the project denied until reopened (at the latest when the test ends).
 * The SDK warns of each denied request; expected here, so kept out of the output.
 */
async function closeFirestore(): Promise<void> {
  await backend.closeFirestore();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  onTestFinished(async () => {
    warn.mockRestore();
    await reopenFirestore();
  });
}

/** The list column, a region named by the page's heading (the sidebar is beside it). */
const listRegion = (name: string) => screen.findByRole('region', { name });
const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });
const cardTitles = async (list: HTMLElement) =>
  (await within(list).findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);

beforeEach(() => backend.clearFirestore());

describe('/blog', () => {
  it('shows the newest 12 published articles, then the next ones on Load more, announced and focused', async () => {
    await seed(...numbered(14), { title: 'A Draft Nobody Sees', status: 'draft', daysAgo: 0 });
    const user = userEvent.setup();

    renderApp('/blog');

    const list = await listRegion('Latest Articles');
    expect(within(list).getByRole('heading', { level: 1 })).toBeVisible();
    expect(await within(list).findByText('Loading articles…')).toBeInTheDocument();
    expect(await cardTitles(list)).toEqual(numbered(12).map((article) => article.title));
    expect(document.title).toBe('Latest Articles | Finance Articles');

    await user.click(within(list).getByRole('button', { name: 'Load more' }));

    expect(await within(list).findByText('2 more articles loaded. That is all of them.')).toBeInTheDocument();
    expect(await cardTitles(list)).toEqual(numbered(14).map((article) => article.title));
    expect(within(list).getByRole('link', { name: 'Article 13' })).toHaveFocus();
    expect(within(list).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(list).queryByText('A Draft Nobody Sees')).not.toBeInTheDocument();
  });

  it('/articles is the same list; no Load more when everything fits on one page', async () => {
    await seed(...numbered(12));

    renderApp('/articles');

    const list = await listRegion('Latest Articles');
    expect(await cardTitles(list)).toHaveLength(12);
    expect(within(list).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a card per article: link by slug, category, summary, author, date, read time, placeholder image', async () => {
    await seed({ title: 'Reading a Cash Flow Statement', category: 'equity-research', summary: 'Where the cash really goes.' });

    renderApp('/blog');

    const list = await listRegion('Latest Articles');
    const link = await within(list).findByRole('link', { name: 'Reading a Cash Flow Statement' });
    expect(link).toHaveAttribute('href', '/article/reading-a-cash-flow-statement');
    const card = link.closest('article')!;
    expect(within(card).getByText('Equity Research')).toBeVisible();
    expect(within(card).getByText('Where the cash really goes.')).toBeVisible();
    expect(within(card).getByText(/Dana Whitfield/)).toBeVisible();
    expect(within(card).getByText('January 31, 2026')).toBeVisible();
    expect(within(card).getByText(/4 min read/)).toBeVisible();
    expect(within(card).getByTestId('article-image-placeholder')).toBeInTheDocument();
  });

  it('falls back to a placeholder when an image fails, and to the excerpt of the text when there is no summary', async () => {
    const opening = 'Margins widened as input costs fell. '.repeat(5);
    await seed({
      title: 'Older Article Without Summary',
      summary: '',
      // Lists read no article's text: the excerpt saved from its first paragraph stands in.
      content: `<p>${opening}</p><p>Second paragraph.</p>`,
      featuredImage: 'https://images.example.invalid/missing.jpg',
    });

    renderApp('/blog');

    const list = await listRegion('Latest Articles');
    const card = (await within(list).findByRole('link', { name: 'Older Article Without Summary' })).closest('article')!;
    expect(within(card).getByText(/^Margins widened as input costs fell\. Margins/)).toHaveTextContent(/…$/);
    const image = within(card).getByRole('presentation');
    expect(image).toHaveAttribute('src', 'https://images.example.invalid/missing.jpg');
    fireEvent.error(image);
    expect(within(card).queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(card).getByTestId('article-image-placeholder')).toBeInTheDocument();
  });

  it('says so when nothing is published, with a way to the categories', async () => {
    await seed({ title: 'Only a Draft', status: 'draft' });

    renderApp('/blog');

    const list = await listRegion('Latest Articles');
    expect(await within(list).findByText('No articles found')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Browse Categories' })).toHaveAttribute('href', '/categories');
    // A search's empty state offers more (below); this list's is the product's.
    expect(within(list).queryByRole('region', { name: 'Try a category' })).toBeNull();
  });

  it('shows the error with Try Again, which loads the list once Firestore answers', async () => {
    await seed({ title: 'Back Again' });
    await closeFirestore();
    const user = userEvent.setup();

    renderApp('/blog');

    const list = await listRegion('Latest Articles');
    expect(await within(list).findByRole('alert')).toHaveTextContent('Failed to load articles. Please try again.');
    await reopenFirestore();
    await user.click(within(list).getByRole('button', { name: 'Try Again' }));
    expect(await within(list).findByRole('link', { name: 'Back Again' })).toBeVisible();
  });

  it('keeps the articles shown when Load more fails, and loads the rest on Try Again', async () => {
    await seed(...numbered(13));
    const user = userEvent.setup();

    renderApp('/blog');
    const list = await listRegion('Latest Articles');
    await within(list).findByRole('link', { name: 'Article 12' });
    // The sidebar's popular articles load beside the list: settled before every request is
    // refused, or they arrive (or fail) while nothing waits on the page, which React reports.
    const popular = within(sidebar()).getByRole('region', { name: 'Popular Articles' });
    await waitFor(() => expect(within(popular).queryByRole('status')).toBeNull());
    await closeFirestore();
    await user.click(within(list).getByRole('button', { name: 'Load more' }));

    expect(await within(list).findByRole('alert')).toHaveTextContent('Failed to load articles. Please try again.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await reopenFirestore();
    await user.click(within(list).getByRole('button', { name: 'Try Again' }));
    // The focus moves in an effect after the article is drawn: on a busy machine, a moment later.
    const next = await within(list).findByRole('link', { name: 'Article 13' });
    await waitFor(() => expect(next).toHaveFocus());
  });
});

describe('category pages', () => {
  it('list only their category, under its name', async () => {
    await seed(
      { title: 'Semiconductor Valuations', category: 'equity-research', daysAgo: 3 },
      { title: 'Breakout Setups in Energy', category: 'trade-ideas', daysAgo: 1 },
      { title: 'Bank Balance Sheets', category: 'equity-research', daysAgo: 2 },
      { title: 'Draft Research', category: 'equity-research', status: 'draft' },
    );

    renderApp('/equity-research');

    const list = await listRegion('Equity Research');
    expect(await cardTitles(list)).toEqual(['Bank Balance Sheets', 'Semiconductor Valuations']);
    expect(document.title).toBe('Equity Research | Finance Articles');
  });

  it.each([
    ['/trade-ideas', 'Trade Ideas'],
    ['/portfolio-performance', 'Portfolio Performance'],
    ['/market-insights', 'Market Insights'],
  ])('%s is headed %s and says when it is empty', async (url, name) => {
    renderApp(url);

    const list = await listRegion(name);
    expect(within(list).getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await within(list).findByText('No articles found')).toBeVisible();
  });
});

describe('tag and search results', () => {
  it('/blog?tag= lists the articles with that tag', async () => {
    await seed(
      { title: 'ETF Fees Compared', tags: ['ETFs', 'Investment'], daysAgo: 2 },
      { title: 'Bitcoin After the Halving', tags: ['Bitcoin'], daysAgo: 1 },
      { title: 'Bond ETFs for Income', tags: ['ETFs'], daysAgo: 3 },
    );

    renderApp('/blog?tag=ETFs');

    const list = await listRegion('Articles tagged “ETFs”');
    expect(await cardTitles(list)).toEqual(['ETF Fees Compared', 'Bond ETFs for Income']);
    expect(within(list).getByRole('link', { name: 'Show all articles' })).toHaveAttribute('href', '/blog');
  });

  it('/blog?tag= is one tag whatever its case: etfs lists what ETFs lists', async () => {
    await seed({ title: 'ETF Fees Compared', tags: ['ETFs'], daysAgo: 2 }, { title: 'Bitcoin After the Halving', tags: ['Bitcoin'], daysAgo: 1 });

    renderApp('/blog?tag=etfs');

    expect(await cardTitles(await listRegion('Articles tagged “etfs”'))).toEqual(['ETF Fees Compared']);
  });

  it('/blog?search= finds published articles with every word in the title, summary or tags', async () => {
    await seed(
      { title: 'Dividend Growth Investing', daysAgo: 1 },
      { title: 'Why Dividends Matter', summary: 'Growth of income over time.', tags: ['Dividend'], daysAgo: 2 },
      { title: 'High Dividend Traps', daysAgo: 3 },
      { title: 'Growth Stocks in 2026', daysAgo: 4 },
      { title: 'Dividend Growth Draft', status: 'draft' },
    );

    renderApp('/blog?search=dividend%20GROWTH');

    const list = await listRegion('Search results for “dividend GROWTH”');
    expect(await cardTitles(list)).toEqual(['Dividend Growth Investing', 'Why Dividends Matter']);
    expect(within(list).getByText('2 results for “dividend GROWTH”')).toBeVisible();
  });

  it('marks the searched words in each result’s title and in the part of its summary it shows', async () => {
    const far = 'A quarter of steady rebalancing across the model portfolios, and what the dividend sleeve added to the returns.';
    await seed(
      { title: 'Why Dividends Matter', summary: 'Growth of income over time.', daysAgo: 1 },
      { title: 'Quarterly Review', summary: far, daysAgo: 2 },
    );

    renderApp('/blog?search=dividend');

    const list = await listRegion('Search results for “dividend”');
    const [first, second] = await within(list).findAllByRole('article');
    const marks = (card: HTMLElement) => [...card.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks(first!)).toEqual(['Dividends']);
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('Why Dividends Matter');
    expect(within(first!).getByText('Growth of income over time.')).toBeVisible();
    // Far into its summary: shown from a few words before it.
    expect(marks(second!)).toEqual(['dividend']);
    expect(second!.querySelector('mark')?.parentElement).toHaveTextContent(/^…portfolios, and what the dividend sleeve added to the returns\.$/);
    expect(within(list).getByText('2 results for “dividend”')).toBeVisible();
  });

  it.each([
    ['ETF', ['What Are ETFs?']],
    ['etfs', ['What Are ETFs?']],
    ['dividend', ['Three Dividends Worth Keeping']],
    ['dividends', ['Three Dividends Worth Keeping']],
    ['divid etf', []],
    ['exch', ['What Are ETFs?']],
  ])('/blog?search=%s finds singulars, plurals and the beginnings of words', async (text, found) => {
    await seed(
      { title: 'What Are ETFs?', summary: 'How exchange-traded funds work.', daysAgo: 1 },
      { title: 'Three Dividends Worth Keeping', tags: ['Income'], daysAgo: 2 },
    );

    renderApp(`/blog?search=${encodeURIComponent(text)}`);

    const list = await listRegion(`Search results for “${text}”`);
    if (found.length === 0) expect(await within(list).findByText('No articles found')).toBeVisible();
    else expect(await cardTitles(list)).toEqual(found);
  });

  it('pages search results with Load more', async () => {
    await seed(
      ...Array.from({ length: 13 }, (_, i) => ({ title: `Yield Curve Note ${i + 1}`, daysAgo: i })),
      ...Array.from({ length: 4 }, (_, i) => ({ title: `Yield Only ${i + 1}`, daysAgo: i })),
    );
    const user = userEvent.setup();

    renderApp('/blog?search=yield%20curve');

    const list = await listRegion('Search results for “yield curve”');
    expect(await cardTitles(list)).toHaveLength(12);
    // More may follow: the count says what is found so far.
    expect(within(list).getByText('12 results for “yield curve” so far')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    const next = await within(list).findByRole('link', { name: 'Yield Curve Note 13' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(await cardTitles(list)).toEqual(Array.from({ length: 13 }, (_, i) => `Yield Curve Note ${i + 1}`));
    expect(within(list).getByText('13 results for “yield curve”')).toBeVisible();
  });

  it('says when a page of a search read its share of articles without a match, and searches older ones on', async () => {
    await seed(
      { title: 'The Last Word', summary: 'Semiconductors and their earnings.', daysAgo: 200 },
      ...Array.from({ length: 130 }, (_, i) => ({ title: `Weekly Note ${i + 1}`, summary: 'Semiconductors this week.', daysAgo: i })),
      ...Array.from({ length: 60 }, (_, i) => ({ title: `Ticker Tape ${i + 1}`, summary: 'Earnings season.', daysAgo: i })),
    );
    const user = userEvent.setup();

    renderApp('/blog?search=semiconductors%20earnings');

    const list = await listRegion('Search results for “semiconductors earnings”');
    expect(await within(list).findByText('No matches among the newest articles. Older ones are still to search.')).toBeVisible();
    expect(within(list).queryByText('No articles found')).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Search older articles' }));
    expect(await within(list).findByRole('link', { name: 'The Last Word' })).toBeVisible();
    expect(within(list).queryByRole('button', { name: /^(Load more|Search older articles)$/ })).toBeNull();
  });

  it('a search from the sidebar shows its results and keeps the words in the box', async () => {
    await seed({ title: 'Inverted Yield Curve Explained', daysAgo: 1 }, { title: 'Options Basics', daysAgo: 2 });
    const user = userEvent.setup();

    renderApp('/blog');
    const list = await listRegion('Latest Articles');
    await within(list).findByRole('link', { name: 'Options Basics' });
    await user.type(within(sidebar()).getByRole('searchbox', { name: 'Search articles' }), 'yield curve{Enter}');

    await listRegion('Search results for “yield curve”');
    expect(await cardTitles(list)).toEqual(['Inverted Yield Curve Explained']);
    expect(within(sidebar()).getByRole('searchbox', { name: 'Search articles' })).toHaveValue('yield curve');
  });

  it('finds a word of the text, listing the articles with it in their title first, then the others newest first', async () => {
    await seed(
      { title: 'Cash Flow Notes', content: '<p>Buybacks and dividends compete for the same cash.</p>', daysAgo: 1 },
      { title: 'Dividend Aristocrats', daysAgo: 9 },
      { title: 'Rebalancing', content: '<p>Reinvest each dividend as it is paid.</p>', daysAgo: 3 },
      { title: 'Options Basics', content: '<p>Calls and puts.</p>', daysAgo: 2 },
      { title: 'Why Dividends Matter', daysAgo: 5 },
      { title: 'A Draft About Dividends', status: 'draft', content: '<p>Dividends.</p>' },
    );

    renderApp('/blog?search=dividends');

    const list = await listRegion('Search results for “dividends”');
    expect(await cardTitles(list)).toEqual(['Why Dividends Matter', 'Dividend Aristocrats', 'Cash Flow Notes', 'Rebalancing']);
  });

  it('needs every word, in the title for the first place: a title word and a text word list the article with the others', async () => {
    await seed(
      { title: 'Dividend Growth', daysAgo: 4 },
      { title: 'Dividend Traps', content: '<p>Yield without growth.</p>', daysAgo: 1 },
      { title: 'Growth Stocks', content: '<p>No payouts.</p>', daysAgo: 2 },
    );

    renderApp('/blog?search=divid%20growth');

    const list = await listRegion('Search results for “divid growth”');
    expect(await cardTitles(list)).toEqual(['Dividend Growth', 'Dividend Traps']);
  });

  it('goes on with Load more from the title matches to the others, each once', async () => {
    await seed(
      ...Array.from({ length: 12 }, (_, i) => ({ title: `Moat Study ${i + 1}`, daysAgo: 10 + i })),
      ...Array.from({ length: 3 }, (_, i) => ({ title: `Note ${i + 1}`, content: '<p>A wide moat.</p>', daysAgo: i })),
    );
    const user = userEvent.setup();

    renderApp('/blog?search=moat');

    const list = await listRegion('Search results for “moat”');
    const studies = Array.from({ length: 12 }, (_, i) => `Moat Study ${i + 1}`);
    expect(await cardTitles(list)).toEqual(studies);
    await user.click(within(list).getByRole('button', { name: 'Load more' }));
    await within(list).findByRole('link', { name: 'Note 1' });
    expect(await cardTitles(list)).toEqual([...studies, 'Note 1', 'Note 2', 'Note 3']);
    expect(within(list).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says No articles found when nothing matches, and offers the categories and the popular tags', async () => {
    await seed({ title: 'Options Basics' });

    renderApp('/blog?search=cryptocurrency');

    const list = await listRegion('Search results for “cryptocurrency”');
    expect(await within(list).findByText('No articles found')).toBeVisible();
    expect(within(list).getByText(/^Nothing matches “cryptocurrency”\./)).toBeVisible();
    const categories = within(list).getByRole('region', { name: 'Try a category' });
    expect(within(categories).getByRole('link', { name: 'Trade Ideas' })).toHaveAttribute('href', '/trade-ideas');
    expect(within(categories).getAllByRole('link')).toHaveLength(4);
    const tags = within(list).getByRole('region', { name: 'Try a popular tag' });
    expect(within(tags).getByRole('link', { name: 'ETFs' })).toHaveAttribute('href', '/blog?tag=ETFs');
    expect(within(list).getByRole('link', { name: 'Browse Categories' })).toHaveAttribute('href', '/categories');
  });
});

describe('the sidebar', () => {
  it('shows the five most read articles, the categories and popular tags', async () => {
    await seed(...[10, 500, 40, 300, 20, 900, 70].map((views, i) => ({ title: `Read ${views} times`, viewCount: views, daysAgo: i })));

    renderApp('/blog');

    const popular = within(sidebar()).getByRole('region', { name: 'Popular Articles' });
    const links = await within(popular).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Read 900 times', 'Read 500 times', 'Read 300 times', 'Read 70 times', 'Read 40 times',
    ]);
    expect(within(popular).getByText(/900 views/)).toBeVisible();
    const categories = within(sidebar()).getByRole('region', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Trade Ideas' })).toHaveAttribute('href', '/trade-ideas');
    const tags = within(sidebar()).getByRole('region', { name: 'Popular Tags' });
    expect(within(tags).getByRole('link', { name: 'Market Analysis' })).toHaveAttribute('href', '/blog?tag=Market+Analysis');
    expect(within(sidebar()).getByRole('region', { name: 'Newsletter' })).toContainElement(
      within(sidebar()).getByRole('button', { name: 'Subscribe' }),
    );
  });

  it('shows sample titles, labelled as samples and not linked, only when the query fails', async () => {
    await closeFirestore();

    renderApp('/blog');

    const popular = within(sidebar()).getByRole('region', { name: 'Popular Articles' });
    expect(await within(popular).findByText(/These are sample titles, not real articles/)).toBeVisible();
    expect(within(popular).getAllByText('Sample')).toHaveLength(5);
    expect(within(popular).queryAllByRole('link')).toHaveLength(0);
    expect(within(popular).getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});

describe('a ticker page', () => {
  it('names its security, from the list the site ships', async () => {
    await seed({ title: 'Berkshire After Buffett', tickers: ['BRK.B'] });
    // The list's chunk, compiled before the page asks for it: a busy machine takes longer than a find waits.
    await import('../securities/securities.js');
    renderApp('/ticker/BRK.B');
    const heading = await screen.findByRole('heading', { level: 1, name: 'BRK.B: research and ideas' });
    const head = heading.closest('header')!;
    expect(await within(head).findByText(/^Berkshire Hathaway Inc\. \(Class B\)/)).toBeVisible();
    expect(within(head).getByText('· NYSE')).toBeVisible();
  });

  it('keeps its page without a name for a symbol the list does not hold', async () => {
    await seed({ title: 'A Small Listing', tickers: ['ZZZQ'] });
    renderApp('/ticker/ZZZQ');
    const heading = await screen.findByRole('heading', { level: 1, name: 'ZZZQ: research and ideas' });
    // The list is in (a known symbol would show by now), and names nothing here.
    await import('../securities/securities.js');
    expect(within(heading.closest('header')!).queryByText(/^· /)).toBeNull();
    // The card's picture and its heading both link to the article.
    expect((await screen.findAllByRole('link', { name: 'A Small Listing' }))[0]).toBeVisible();
  });

  it('is Page Not Found, kept out of search results, when no published article names the symbol', async () => {
    await seed({ title: 'Only a Draft on It', tickers: ['ZZZR'], status: 'draft' });
    renderApp('/ticker/ZZZR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'ZZZR: research and ideas' })).toBeNull();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
