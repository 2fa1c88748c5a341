import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderAppAt } from '../../../../tests/support/app/render-app-at.js';

const backend = appOnEmulators('demo-article-page', { auth: false });

const TITLE = 'Reading the Yield Curve';
const SLUG = 'reading-the-yield-curve';

function article(title: string, fields: Record<string, unknown> = {}, options: Parameters<typeof articleDoc>[1] = {}) {
  return { ...articleDoc(title, options), ...fields };
}

async function seed(articles: Record<string, Record<string, unknown>>): Promise<void> {
  const batch = writeBatch(backend.owner.db);
  for (const [id, fields] of Object.entries(articles)) batch.set(doc(backend.owner.db, 'articles', id), fields);
  await batch.commit();
}

async function stored(id: string): Promise<Record<string, unknown> | undefined> {
  return (await getDoc(doc(backend.owner.db, 'articles', id))).data();
}

const findTitle = (title = TITLE) => screen.findByRole('heading', { level: 1, name: title });
const findNotFound = () => screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

/** Waits until nothing on the page is loading any more (every spinner is a "Loading…" status). */
async function settled(): Promise<void> {
  await waitFor(() => {
    const loading = screen.queryAllByRole('status').filter((status) => status.textContent?.startsWith('Loading'));
    expect(loading).toEqual([]);
  });
}
const main = () => screen.getByRole('main');
/** The article itself: the first <article> (related articles and the sidebar come after it). */
const theArticle = () => screen.getAllByRole('article')[0]!;

beforeAll(async () => {
  // The lazy chunks, compiled once here so that no test waits for the compiler.
  await Promise.all([import('./article-page.js'), import('./article-extras.js'), import('./article-more.js')]);
});

beforeEach(async () => {
  await backend.clearFirestore();
  sessionStorage.clear();
});

describe('the article page', () => {
  it('loads an article by slug and shows it whole, its HTML sanitized', async () => {
    await seed({
      a1: article(TITLE, {
        summary: 'What an inverted curve says, and what it does not.',
        content:
          '<h2>Why it matters</h2><p>Read the <a href="https://www.treasury.gov/rates">Treasury data</a>.</p>' +
          '<script>window.hacked = true</script><img src="chart.png" onerror="window.hacked = true">',
        tags: ['Market Analysis', 'Bonds'],
        viewCount: 41,
        author: {
          id: 'author-1',
          name: 'Dana Whitfield',
          bio: 'Fixed-income strategist.',
          socialLinks: { linkedin: 'https://www.linkedin.com/in/dana', twitter: 'javascript:alert(1)' },
        },
      }),
    });

    renderAppAt(`/article/${SLUG}`);

    expect(await screen.findByText('Loading article…')).toBeInTheDocument();
    const title = await findTitle();
    const hero = title.closest('header')!;
    expect(within(hero).getByText('Market Insights')).toBeVisible();
    expect(within(hero).getByText('Dana Whitfield')).toBeVisible();
    expect(within(hero).getByText('January 31, 2026')).toHaveAttribute('datetime', '2026-01-31T12:00:00.000Z');
    expect(within(hero).getByText('4 min read')).toBeVisible();
    expect(within(hero).getByTestId('article-image-placeholder')).toBeInTheDocument();
    expect(screen.getByText('What an inverted curve says, and what it does not.')).toBeVisible();

    // The body: formatting kept, scripts and handlers gone, the external link made safe.
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Treasury data' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Treasury data' })).toHaveAttribute('target', '_blank');
    expect(main().querySelector('script:not([type="application/ld+json"])')).toBeNull();
    expect(main().querySelector('[onerror]')).toBeNull();
    expect(window).not.toHaveProperty('hacked');

    const topics = screen.getByRole('region', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Market Analysis' })).toHaveAttribute('href', '/blog?tag=Market+Analysis');
    expect(within(topics).getByRole('link', { name: 'Bonds' })).toHaveAttribute('href', '/blog?tag=Bonds');

    // 41 earlier views and this one.
    expect(await within(theArticle()).findByText('42 views')).toBeVisible();
    // No comments, no count claiming them.
    expect(within(theArticle()).queryByText(/comments?$/)).toBeNull();

    const bio = screen.getByRole('region', { name: 'About the author' });
    expect(within(bio).getByText('Fixed-income strategist.')).toBeVisible();
    expect(within(bio).getByTestId('avatar-placeholder')).toHaveTextContent('DW');
    expect(within(bio).getByRole('link', { name: 'Dana Whitfield on LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/in/dana');
    expect(within(bio).queryByRole('link', { name: 'Dana Whitfield on Twitter' })).not.toBeInTheDocument();

    // After the article, loaded as the reader nears it: related articles and the sidebar's widgets.
    expect(await screen.findByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  });

  it("shows in About the author the author's staff profile over the copy the article carries", async () => {
    await seed({ a1: article(TITLE, { author: { id: 'dana-whitfield', name: 'Dana Whitfield', bio: 'Fixed-income strategist.' } }) });
    await setDoc(doc(backend.owner.db, 'authors', 'dana-whitfield'), {
      name: 'Dana Whitfield',
      bio: 'Portfolio manager; writes about bonds.',
      avatar: '',
      socialLinks: { twitter: 'https://x.com/dana', linkedin: '', website: '' },
      updatedAt: new Date(),
    });

    renderAppAt(`/article/${SLUG}`);

    const about = await screen.findByRole('region', { name: 'About the author' });
    expect(await within(about).findByText('Portfolio manager; writes about bonds.')).toBeVisible();
    expect(within(about).queryByText('Fixed-income strategist.')).toBeNull();
    expect(within(about).getByRole('link', { name: 'Dana Whitfield on Twitter' })).toHaveAttribute('href', 'https://x.com/dana');
    await settled();
  });

  it('shows the securities, the trade idea with its reward-to-risk, the disclosure and the site statement', async () => {
    await seed({
      a1: article(TITLE, {
        category: 'trade-ideas',
        tickers: ['AAPL', 'BRK.B'],
        disclosure: 'I have a beneficial long position in AAPL. I received no compensation for this article.',
        tradeIdea: { direction: 'long', ticker: 'AAPL', entry: 180, target: 215, stop: 166, horizon: '3–6 months' },
      }),
    });
    renderAppAt(`/article/${SLUG}`);
    await findTitle();

    const idea = screen.getByRole('region', { name: 'Trade idea Long AAPL' });
    expect(within(idea).getByRole('link', { name: 'AAPL' })).toHaveAttribute('href', '/ticker/AAPL');
    const figure = (term: string) => within(idea).getByText(term).nextElementSibling?.textContent;
    expect(figure('Entry')).toBe('180.00');
    expect(figure('Target')).toBe('215.00');
    expect(figure('Stop')).toBe('166.00');
    expect(figure('Horizon')).toBe('3–6 months');
    // (215 − 180) / (180 − 166) = 2.5
    expect(figure('Reward-to-risk')).toBe('2.5 to 1');

    const disclosure = screen.getByRole('region', { name: 'Disclosure' });
    expect(disclosure).toHaveTextContent('I have a beneficial long position in AAPL. I received no compensation for this article.');
    expect(screen.getByText(/^This article is for educational purposes only and is not personalised investment advice\./)).toBeVisible();

    const securities = screen.getByRole('region', { name: 'Securities' });
    expect(within(securities).getByRole('link', { name: 'BRK.B' })).toHaveAttribute('href', '/ticker/BRK.B');
  });

  it("shows a trade idea's record: its date, its status, how it ended with its return, and its amendments", async () => {
    // Published January 31, 2026 (article-fixtures.ts).
    const idea = { direction: 'short', ticker: 'TSLA', entry: 250, target: 200, stop: 275, horizon: '3 months' };
    const disclosure = 'The author holds no position in TSLA and received no compensation.';
    await seed({
      a1: article(TITLE, {
        category: 'trade-ideas',
        tickers: ['TSLA'],
        disclosure,
        tradeIdea: idea,
        ideaOutcome: { status: 'stopped-out', price: 276.4, closedOn: new Date(Date.UTC(2026, 1, 20)), note: 'Guidance gapped the shares through the stop.' },
        ideaAmendments: { 1: { amendedAt: new Date(Date.UTC(2026, 1, 2, 12)), note: 'The text said 257; the entry has always been 250.' } },
      }),
    });
    renderAppAt(`/article/${SLUG}`);
    await findTitle();
    const card = screen.getByRole('region', { name: /^Trade idea Short TSLA/ });
    expect(within(card).getByText('Stopped out', { selector: 'span' })).toBeVisible();
    expect(card).toHaveTextContent('Published January 31, 2026');
    // (250 − 276.40) / 250 = −10.56 %: a short loses as the price rises.
    expect(card).toHaveTextContent('Stopped out at 276.40 on February 20, 2026');
    expect(card).toHaveTextContent('Return −10.6%');
    expect(card).toHaveTextContent('Guidance gapped the shares through the stop.');
    expect(within(card).getByRole('heading', { name: 'Amendments' })).toBeVisible();
    expect(card).toHaveTextContent('February 2, 2026: The text said 257; the entry has always been 250.');
    expect(card).not.toHaveTextContent('Horizon ends');
  });

  it('calls an idea with no outcome open until its horizon ends, then expired', async () => {
    const idea = { direction: 'long', ticker: 'AAPL', entry: 180, target: 215, stop: 166 };
    const disclosure = 'The author holds no position in AAPL and received no compensation.';
    await seed({
      a1: article(TITLE, { category: 'trade-ideas', tickers: ['AAPL'], disclosure, tradeIdea: { ...idea, horizon: '3 months' } }),
      a2: article('An Open Idea', { category: 'trade-ideas', tickers: ['AAPL'], disclosure, tradeIdea: { ...idea, horizon: '30 years' } }),
    });
    renderAppAt(`/article/${SLUG}`);
    await findTitle();
    const expired = screen.getByRole('region', { name: /^Trade idea Long AAPL/ });
    expect(within(expired).getByText('Expired', { selector: 'span' })).toBeVisible();
    expect(expired).toHaveTextContent('Horizon ended May 2, 2026');
    expect(expired).toHaveTextContent('No outcome was recorded before its horizon ended.');

    renderAppAt('/article/an-open-idea');
    await findTitle('An Open Idea');
    const open = screen.getAllByRole('region', { name: /^Trade idea Long AAPL/ }).at(-1)!;
    expect(within(open).getByText('Open', { selector: 'span' })).toBeVisible();
    expect(open).toHaveTextContent('Horizon ends');
    expect(open).not.toHaveTextContent('Outcome');
  });

  it('states on every article that it is not personal advice, with or without a disclosure', async () => {
    await seed({ a1: article(TITLE) });
    renderAppAt(`/article/${SLUG}`);
    await findTitle();
    expect(screen.queryByRole('region', { name: 'Disclosure' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Trade idea/ })).not.toBeInTheDocument();
    expect(screen.getByText(/^This article is for educational purposes only/)).toBeVisible();
  });

  it('shows link previews its share card, with its size, rather than the featured image', async () => {
    const card = 'https://cdn.example/images/share/a1-0123456789abcdef.png';
    await seed({ a1: article(TITLE, { featuredImage: 'https://cdn.example/curve.svg', shareImage: card }) });
    renderAppAt(`/article/${SLUG}`);
    await findTitle();
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[property="og:image"]')).toBe(card);
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
    expect(meta('meta[name="twitter:image"]')).toBe(card);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('describes itself to browsers, social networks and search engines', async () => {
    await seed({ a1: article(TITLE, { summary: 'Curve basics.', featuredImage: 'https://cdn.example/curve.png' }) });

    renderAppAt(`/article/${SLUG}`);
    await findTitle();

    const url = `${window.location.origin}/article/${SLUG}`;
    expect(document.title).toBe(`${TITLE} | Finance Articles`);
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Curve basics.');
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:url"]')).toBe(url);
    expect(meta('meta[property="og:image"]')).toBe('https://cdn.example/curve.png');
    expect(meta('meta[property="og:image:width"]')).toBeUndefined();
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: TITLE,
      description: 'Curve basics.',
      image: ['https://cdn.example/curve.png'],
      datePublished: '2026-01-31T12:00:00.000Z',
      dateModified: '2026-01-31T12:00:00.000Z',
      author: { '@type': 'Person', name: 'Dana Whitfield' },
      publisher: { '@type': 'Organization', name: 'Finance Articles' },
    });
  });

  it('is found at /blog/{slug} and by document id too', async () => {
    await seed({ 'article-id-7': article(TITLE) });

    const first = renderAppAt(`/blog/${SLUG}`);
    await findTitle();
    first.unmount();

    renderAppAt('/article/article-id-7');
    await findTitle();
  });

  it('offers sharing on Facebook, Twitter, LinkedIn and by e-mail, and copies the link', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await seed({ a1: article(TITLE) });

    renderAppAt(`/article/${SLUG}`);
    await findTitle();

    const url = `${window.location.origin}/article/${SLUG}`;
    const u = encodeURIComponent(url);
    const share = screen.getByRole('region', { name: 'Share this article' });
    expect(within(share).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(within(share).getByRole('link', { name: 'Share on Twitter' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(TITLE)}`,
    );
    expect(within(share).getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(within(share).getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(share).getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(`${TITLE}\n\n${url}`)}`,
    );

    // No share sheet in this browser (jsdom has no navigator.share): the networks instead.
    expect(within(share).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));

    expect(await within(share).findByRole('status')).toHaveTextContent('Link copied to clipboard!');
    expect(alert).toHaveBeenCalledWith('Link copied to clipboard!');
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(url));
  });

  describe('on a device with a share sheet', () => {
    /** navigator.share as a phone has it, answering with `answer`; jsdom has none. */
    function shareSheet(answer: () => Promise<void>) {
      const share = vi.fn<(data: ShareData) => Promise<void>>(answer);
      Object.defineProperty(navigator, 'share', { configurable: true, value: share });
      onTestFinished(() => {
        Reflect.deleteProperty(navigator, 'share');
      });
      return share;
    }
    const summary = 'What an inverted curve says, and what it does not.';

    it('opens it with the title, the summary and the canonical address, in place of the networks', async () => {
      const user = userEvent.setup();
      const share = shareSheet(() => Promise.resolve());
      await seed({ a1: article(TITLE, { summary }) });

      renderAppAt(`/blog/${SLUG}`);
      await findTitle();
      const region = screen.getByRole('region', { name: 'Share this article' });
      expect(within(region).queryByRole('link', { name: 'Share on LinkedIn' })).not.toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Copy link' })).toBeVisible();

      await user.click(within(region).getByRole('button', { name: 'Share' }));

      // The canonical address (/article/{slug}), whichever address the page was opened at.
      expect(share).toHaveBeenCalledExactlyOnceWith({ title: TITLE, text: summary, url: `${window.location.origin}/article/${SLUG}` });
      expect(within(region).getByRole('status')).toHaveTextContent('');
    });

    it('says nothing when the reader closes the sheet without sharing', async () => {
      const user = userEvent.setup();
      const share = shareSheet(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
      await seed({ a1: article(TITLE, { summary }) });

      renderAppAt(`/article/${SLUG}`);
      await findTitle();
      const region = screen.getByRole('region', { name: 'Share this article' });
      await user.click(within(region).getByRole('button', { name: 'Share' }));

      expect(share).toHaveBeenCalledOnce();
      // Once the sheet's answer has been handled (the page's handler was attached first): no message, still the sheet.
      await act(() => (share.mock.results[0]!.value as Promise<void>).then(() => undefined, () => undefined));
      expect(within(region).getByRole('button', { name: 'Share' })).toBeVisible();
      expect(within(region).getByRole('status')).toHaveTextContent('');
      expect(within(region).queryByRole('link', { name: 'Share on LinkedIn' })).not.toBeInTheDocument();
    });

    it('falls back to the networks when the sheet cannot open', async () => {
      const user = userEvent.setup();
      shareSheet(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
      await seed({ a1: article(TITLE, { summary }) });

      renderAppAt(`/article/${SLUG}`);
      await findTitle();
      const region = screen.getByRole('region', { name: 'Share this article' });
      await user.click(within(region).getByRole('button', { name: 'Share' }));

      expect(await within(region).findByRole('link', { name: 'Share on LinkedIn' })).toBeVisible();
      expect(within(region).getByRole('status')).toHaveTextContent('Could not open your device’s share options. Share it from here instead.');
      expect(within(region).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    });
  });

  it('lists up to 3 other published articles of the same category, newest first', async () => {
    await seed({
      self: article(TITLE, {}, { publishedDaysAgo: 2 }),
      r1: article('Bond Ladders Explained', {}, { publishedDaysAgo: 1 }),
      r2: article('Duration in Plain English', {}, { publishedDaysAgo: 3 }),
      r3: article('What Credit Spreads Signal', {}, { publishedDaysAgo: 5 }),
      r4: article('A History of Rate Cycles', {}, { publishedDaysAgo: 8 }),
      draft: article('Unpublished Rate Notes', {}, { status: 'draft', publishedDaysAgo: 0 }),
      other: article('Three Chip Stocks', {}, { category: 'equity-research', publishedDaysAgo: 0 }),
    });

    renderAppAt(`/article/${SLUG}`);
    await findTitle();

    const related = await screen.findByRole('region', { name: 'Related Articles' });
    const titles = await within(related).findAllByRole('heading', { level: 3 });
    expect(titles.map((heading) => heading.textContent)).toEqual([
      'Bond Ladders Explained',
      'Duration in Plain English',
      'What Credit Spreads Signal',
    ]);
    expect(within(related).getByRole('link', { name: 'Bond Ladders Explained' })).toHaveAttribute('href', '/article/bond-ladders-explained');
  });

  it('shows no related articles when the category has no others', async () => {
    await seed({ self: article(TITLE), other: article('Three Chip Stocks', {}, { category: 'equity-research' }) });

    renderAppAt(`/article/${SLUG}`);
    await findTitle();

    await settled();
    expect(screen.queryByRole('region', { name: 'Related Articles' })).not.toBeInTheDocument();
  });

  it('counts a view once per browser session', async () => {
    await seed({ a1: article(TITLE, { viewCount: 9 }) });

    const first = renderAppAt(`/article/${SLUG}`);
    await findTitle();
    expect(await within(theArticle()).findByText('10 views')).toBeVisible();
    await waitFor(async () => expect(await stored('a1')).toMatchObject({ viewCount: 10 }));
    first.unmount();

    // Again in the same session: shown as stored, not counted.
    const second = renderAppAt(`/article/${SLUG}`);
    await findTitle();
    expect(await within(theArticle()).findByText('10 views')).toBeVisible();
    await waitFor(async () => expect(await stored('a1')).toMatchObject({ viewCount: 10 }));
    second.unmount();

    // A new browser session counts again.
    sessionStorage.clear();
    renderAppAt(`/article/${SLUG}`);
    await findTitle();
    expect(await within(theArticle()).findByText('11 views')).toBeVisible();
    await waitFor(async () => expect(await stored('a1')).toMatchObject({ viewCount: 11 }));
  });

  it('sends a guest who likes or saves to log in, and back to the article afterwards', async () => {
    const user = userEvent.setup();
    await seed({ a1: article(TITLE, { likeCount: 3 }) });

    const like = renderAppAt(`/article/${SLUG}`);
    await findTitle();
    const likeButton = await screen.findByRole('button', { name: /^Like/ });
    expect(likeButton).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton).toHaveTextContent('3');
    await user.click(likeButton);
    // The address changes once the login page (a lazy chunk, compiled on first use) is ready.
    await waitFor(() => expect(like.location.current).toBe(`/login?redirect=${encodeURIComponent(`/article/${SLUG}`)}`));
    like.unmount();

    const save = renderAppAt(`/blog/${SLUG}`);
    await findTitle();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save.location.current).toBe(`/login?redirect=${encodeURIComponent(`/blog/${SLUG}`)}`));
    await waitFor(async () => expect(await stored('a1')).toMatchObject({ likeCount: 3 }));
  });
});

describe('an address without a readable article', () => {
  it('shows Page Not Found with ways back for an unknown slug or id', async () => {
    renderAppAt('/article/no-such-article');

    expect(await findNotFound()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Explore Articles' })).toHaveAttribute('href', '/blog');
  });

  it('treats a draft as not found, by slug and by id, and does not count it', async () => {
    // Reading a draft by id is denied to readers; the SDK warns about the denied request.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seed({ 'draft-id': article('Unpublished Rate Notes', {}, { status: 'draft' }) });

    const bySlug = renderAppAt('/article/unpublished-rate-notes');
    expect(await findNotFound()).toBeVisible();
    bySlug.unmount();

    renderAppAt('/article/draft-id');
    expect(await findNotFound()).toBeVisible();
    await waitFor(async () => expect(await stored('draft-id')).toMatchObject({ viewCount: 0 }));
  });
});

describe('a failed load', () => {
  it('shows the error with Try Again, which loads the article', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await seed({ a1: article(TITLE) });
    // Rules that refuse everything make the read fail as a network or server error would.
    await backend.closeFirestore();

    renderAppAt(`/article/${SLUG}`);

    const alert = await screen.findByRole('alert');
    // The SDK's own description of the failure follows.
    expect(alert).toHaveTextContent(/^Error loading article: \S+/);

    await backend.reopenFirestore();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await findTitle();
    expect(screen.queryByText(/Error loading article/)).not.toBeInTheDocument();
  });
});
