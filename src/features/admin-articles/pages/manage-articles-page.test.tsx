/**
 * Manage Articles' lists against the emulators and the repo's rules: the order (last
 * updated, created, published), the search by any word of the title (and by the start of a
 * title stored without search terms), and the bulk actions: one question naming how many,
 * the editor's publishing checks per article, each one not done named with the reason;
 * how far a deleted article's comments are; and Re-index search.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, doc, getDoc, getDocs, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { searchTermsFor } from '../../../lib/article-text.js';
import { listArticleRows } from '../api/list-articles.js';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { seedDiscussion } from '../../../../tests/support/app/discussion-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';

// The first admin page a file opens compiles the admin chunks into jsdom.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

const env = appOnEmulators('demo-manage-articles');
const DAY = 86_400_000;

async function signInAsAdmin(): Promise<void> {
  const uid = await signInNewUser('lists-editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'List Editor' }, { merge: true });
  await refreshSession();
}

interface Seed {
  readonly id: string;
  readonly title: string;
  readonly status?: 'draft' | 'published';
  readonly category?: string;
  /** Days before the fixtures' day: created, updated and published. */
  readonly created: number;
  readonly updated: number;
  readonly published?: number;
  /** Stored as an older version of the site did: without search terms. */
  readonly legacy?: boolean;
  readonly extra?: Record<string, unknown>;
}

const at = (days: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 31, 12) - days * DAY);

async function seed(articles: readonly Seed[]): Promise<void> {
  const batch = writeBatch(env.owner.db);
  for (const article of articles) {
    const data = articleDoc(article.title, { status: article.status ?? 'published', category: article.category ?? 'market-insights' });
    const stored: Record<string, unknown> = {
      ...data,
      createdAt: at(article.created),
      updatedAt: at(article.updated),
      publishedAt: article.published === undefined ? null : at(article.published),
      ...(article.legacy ? {} : { searchTerms: searchTermsFor({ title: article.title, summary: String(data.summary), tags: [], content: String(data.content) }) }),
      ...article.extra,
    };
    batch.set(doc(env.owner.db, 'articles', article.id), stored);
    if (stored.status === 'published') batch.set(doc(env.owner.db, 'slugs', String(stored.slug)), { articleId: article.id, createdAt: Timestamp.now() });
  }
  await batch.commit();
}

async function openPage() {
  renderApp('/admin/articles');
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Articles' }, { timeout: 20_000 })).toBeVisible();
  return screen.findByRole('region', { name: 'Articles' });
}

const titles = () => within(screen.getByRole('region', { name: 'Articles' })).queryAllByText(/./, { selector: 'td > p:first-child' }).map((p) => p.textContent);

describe('Manage Articles: order and search', () => {
  it('orders by last updated, created or published, newest first, with the filters', async () => {
    await signInAsAdmin();
    await seed([
      { id: 'o-a', title: 'Order Alpha', created: 30, updated: 1, published: 20 },
      { id: 'o-b', title: 'Order Beta', created: 10, updated: 5, published: 9 },
      { id: 'o-c', title: 'Order Gamma', status: 'draft', created: 2, updated: 3 },
    ]);
    const user = userEvent.setup();
    await openPage();
    const ours = () => titles().filter((title) => title?.startsWith('Order '));
    await waitFor(() => expect(ours()).toEqual(['Order Alpha', 'Order Gamma', 'Order Beta']));
    expect(screen.getByRole('columnheader', { name: 'Last updated' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by (newest first)'), 'Created');
    await waitFor(() => expect(ours()).toEqual(['Order Gamma', 'Order Beta', 'Order Alpha']));
    expect(screen.getByRole('columnheader', { name: 'Created' })).toBeInTheDocument();

    // Never published: last.
    await user.selectOptions(screen.getByLabelText('Sort by (newest first)'), 'Published');
    await waitFor(() => expect(ours()).toEqual(['Order Beta', 'Order Alpha', 'Order Gamma']));

    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await waitFor(() => expect(ours()).toEqual(['Order Beta', 'Order Alpha']));
  });

  it('takes its filters, order and search from the address, so a filtered list can be linked to', async () => {
    await signInAsAdmin();
    await seed([
      { id: 'l-a', title: 'Linked Alpha', status: 'draft', created: 4, updated: 4 },
      { id: 'l-b', title: 'Linked Beta', status: 'draft', created: 6, updated: 2 },
      { id: 'l-c', title: 'Linked Gamma', created: 5, updated: 1, published: 5 },
    ]);
    renderApp('/admin/articles?status=draft&sort=created&q=linked');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Articles' }, { timeout: 20_000 })).toBeVisible();
    await waitFor(() => expect(titles()).toEqual(['Linked Alpha', 'Linked Beta']));
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.getByLabelText('Sort by (newest first)')).toHaveValue('created');
  });

  it('says how long ago within a day, then the date and time, with the exact time on hover', async () => {
    await signInAsAdmin();
    await seed([{ id: 't-old', title: 'Timed Old', created: 3, updated: 3, published: 3 }]);
    await setDoc(doc(env.owner.db, 'articles', 't-new'), { ...articleDoc('Timed New', { status: 'draft', category: 'market-insights' }), createdAt: Timestamp.fromMillis(Date.now() - 5 * 60_000), updatedAt: Timestamp.fromMillis(Date.now() - 5 * 60_000), publishedAt: null });
    const table = await openPage();
    const timeOf = async (title: string) => within((await within(table).findByText(title, { selector: 'td > p:first-child' })).closest('tr')!).getByText((_, element) => element?.tagName === 'TIME');
    const recent = await timeOf('Timed New');
    expect(recent).toHaveTextContent('5 minutes ago');
    expect(recent.getAttribute('title')).toMatch(/, \d{1,2}:\d{2}:\d{2} [AP]M$/);
    expect(await timeOf('Timed Old')).toHaveTextContent(/^Jan 28, 2026, \d{1,2}:\d{2} [AP]M$/);
  });

  it('finds any word of a title, every word typed, and old articles by the start of their title', async () => {
    await signInAsAdmin();
    await seed([
      { id: 's-morgan', title: "Alex Morgan's Notes on Banks", created: 4, updated: 4, published: 4 },
      { id: 's-apple', title: 'Why Apple Buys Back Shares', created: 5, updated: 5, published: 5 },
      { id: 's-pear', title: 'Pear Growers and Apple Orchards', status: 'draft', created: 6, updated: 6 },
      { id: 's-old', title: 'Legacy Apple Note', created: 7, updated: 7, published: 7, legacy: true },
    ]);
    const user = userEvent.setup();
    await openPage();
    const search = screen.getByRole('searchbox', { name: 'Search by title' });
    const found = async (text: string, expected: string[]) => {
      await user.clear(search);
      await user.type(search, `${text}{Enter}`);
      await waitFor(() => expect(titles()).toEqual(expected));
    };
    await found('Morgan', ["Alex Morgan's Notes on Banks"]);
    await found('apple', ['Why Apple Buys Back Shares', 'Pear Growers and Apple Orchards']);
    await found('ap', ['Why Apple Buys Back Shares', 'Pear Growers and Apple Orchards']);
    await found('apple orchards', ['Pear Growers and Apple Orchards']);
    // Stored without search terms: found by the start of its title, as before.
    await found('legacy', ['Legacy Apple Note']);
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await found('apple', ['Pear Growers and Apple Orchards']);
  });
});

describe('Manage Articles: indexes', () => {
  it('has an index for every filter, order and search together (the emulator refuses a query without one, as production does)', async () => {
    await signInAsAdmin();
    for (const status of ['all', 'published', 'draft'] as const) {
      for (const category of ['all', 'trade-ideas'] as const) {
        for (const search of ['', 'apple']) {
          for (const sort of ['updated', 'created', 'published'] as const) {
            await expect(listArticleRows({ status, category, search, sort }, null), `${status} ${category} “${search}” ${sort}`).resolves.toHaveProperty('items');
          }
        }
      }
    }
  });
});

/**
 * The feeds' first rebuild, in the background after a bulk change, builds the feed index
 * from every published article, signed in: waited for, so that it does not outlive its test.
 */
const feedIndexBuilt = () =>
  waitFor(async () => expect((await getDoc(doc(env.owner.db, 'site', 'feedIndex'))).exists()).toBe(true), { timeout: 15_000 });

describe('Manage Articles: bulk actions', () => {
  it('publishes the selected drafts after one question; one that cannot be is named with the reason', async () => {
    await signInAsAdmin();
    await seed([
      { id: 'b-ready', title: 'Bulk Ready Draft', status: 'draft', created: 40, updated: 40 },
      { id: 'b-empty', title: 'Bulk Summary Missing', status: 'draft', created: 41, updated: 41, extra: { summary: '' } },
      { id: 'b-research', title: 'Bulk Research Undisclosed', status: 'draft', category: 'equity-research', created: 42, updated: 42 },
    ]);
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'bulk{Enter}');
    await waitFor(() => expect(titles()).toHaveLength(3));
    const bar = screen.getByRole('group', { name: 'Actions on selected articles' });
    expect(within(bar).getByRole('button', { name: 'Publish' })).toBeDisabled();

    await user.click(within(bar).getByRole('checkbox', { name: 'Select all 3 shown' }));
    expect(within(bar).getByText('3 articles selected')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select “Bulk Ready Draft”' }));
    expect(within(bar).getByRole('checkbox', { name: 'Select all 3 shown' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select “Bulk Ready Draft”' }));

    await user.click(within(bar).getByRole('button', { name: 'Publish' }));
    expect(within(bar).getByText('Publish 3 articles?')).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(bar).getByRole('button', { name: 'Publish 3 articles' }));

    expect(await within(bar).findByText('1 article published.')).toBeVisible();
    expect(within(bar).getByText('2 articles not published:')).toBeVisible();
    expect(within(bar).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“Bulk Summary Missing”: Summary is missing.',
      expect.stringMatching(/^“Bulk Research Undisclosed”: .*disclosure/i) as string,
    ]);
    expect((await getDoc(doc(env.owner.db, 'articles', 'b-ready'))).get('status')).toBe('published');
    expect((await getDoc(doc(env.owner.db, 'slugs', 'bulk-ready-draft'))).get('articleId')).toBe('b-ready');
    expect((await getDoc(doc(env.owner.db, 'articles', 'b-empty'))).get('status')).toBe('draft');
    // What was not done stays selected, to open or try again.
    expect(within(bar).getByText('2 articles selected')).toBeVisible();
    await feedIndexBuilt();
  });

  it('unpublishes and deletes the selected articles, asking once with the number', async () => {
    await signInAsAdmin();
    await seed([
      { id: 'u-1', title: 'Unpub One', created: 50, updated: 50, published: 50 },
      { id: 'u-2', title: 'Unpub Two', created: 51, updated: 51, published: 51 },
      { id: 'u-3', title: 'Unpub Three', created: 52, updated: 52, published: 52 },
    ]);
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'unpub{Enter}');
    await waitFor(() => expect(titles()).toHaveLength(3));
    const bar = screen.getByRole('group', { name: 'Actions on selected articles' });
    await user.click(screen.getByRole('checkbox', { name: 'Select “Unpub One”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “Unpub Two”' }));
    await user.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    // Crawlers and networks keep what they fetched: said with the question, and with its buttons.
    const kept = 'Search engines and social networks that already fetched the published articles keep their copies until the site is next deployed and their own caches expire.';
    expect(within(bar).getByText(kept)).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Cancel' })).toHaveAccessibleDescription(
      `Unpublish 2 articles? Readers no longer see them; they go back to drafts. ${kept}`,
    );
    await user.click(within(bar).getByRole('button', { name: 'Unpublish 2 articles' }));
    expect(await within(bar).findByText('2 articles unpublished.')).toBeVisible();
    expect((await getDoc(doc(env.owner.db, 'articles', 'u-1'))).get('status')).toBe('draft');
    expect((await getDoc(doc(env.owner.db, 'slugs', 'unpub-one'))).exists()).toBe(false);

    await user.click(within(bar).getByRole('checkbox', { name: 'Select all 3 shown' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(within(bar).getByText('Delete 3 articles? Their images, likes, revisions and comments go with them.')).toBeVisible();
    // One of the three is still published.
    expect(
      within(bar).getByText('Search engines and social networks that already fetched the published article keep their copy until the site is next deployed and their own caches expire.'),
    ).toBeVisible();
    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect((await getDoc(doc(env.owner.db, 'articles', 'u-3'))).exists()).toBe(true);
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete 3 articles' }));
    expect(await within(bar).findByText('3 articles deleted.')).toBeVisible();
    expect(await screen.findByText('No articles found with the current filters.')).toBeVisible();
    for (const id of ['u-1', 'u-2', 'u-3']) expect((await getDoc(doc(env.owner.db, 'articles', id))).exists()).toBe(false);
    expect((await getDoc(doc(env.owner.db, 'slugs', 'unpub-three'))).exists()).toBe(false);
  });

  it('says, when a published article is deleted or unpublished, that crawlers and networks keep their copy until the next deploy', async () => {
    await signInAsAdmin();
    await seed([
      { id: 'k-live', title: 'Kept Live Note', created: 60, updated: 60, published: 60 },
      { id: 'k-draft', title: 'Kept Draft Note', status: 'draft', created: 61, updated: 61 },
    ]);
    const kept = 'Search engines and social networks that already fetched this article keep their copy until the site is next deployed and their own caches expire.';
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'kept{Enter}');
    await waitFor(() => expect(titles()).toHaveLength(2));
    const row = (title: string) => screen.getByText(title, { selector: 'td > p' }).closest('tr')!;

    // A row's Delete: the note under the question, and read with Confirm and Cancel.
    await user.click(within(row('Kept Live Note')).getByRole('button', { name: /^Delete/ }));
    expect(within(row('Kept Live Note')).getByText(kept)).toBeVisible();
    expect(within(row('Kept Live Note')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(row('Kept Live Note')).getByRole('button', { name: 'Cancel' })).toHaveAccessibleDescription(
      `Delete “Kept Live Note”? Its images, likes, revisions and comments go with it. ${kept}`,
    );
    await user.click(within(row('Kept Live Note')).getByRole('button', { name: 'Cancel' }));
    // A draft was not public: nothing to say.
    await user.click(within(row('Kept Draft Note')).getByRole('button', { name: /^Delete/ }));
    expect(within(row('Kept Draft Note')).getByText('Delete “Kept Draft Note”? Its images, likes, revisions and comments go with it.')).toBeVisible();
    expect(screen.queryByText(/already fetched/)).not.toBeInTheDocument();
    await user.click(within(row('Kept Draft Note')).getByRole('button', { name: 'Cancel' }));

    // Publishing keeps nothing from anyone; unpublishing only the draft neither.
    const bar = screen.getByRole('group', { name: 'Actions on selected articles' });
    await user.click(screen.getByRole('checkbox', { name: 'Select “Kept Draft Note”' }));
    await user.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    expect(within(bar).getByText('Unpublish 1 article? Readers no longer see it; it goes back to drafts.')).toBeVisible();
    expect(screen.queryByText(/already fetched/)).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all 2 shown' }));
    await user.click(within(bar).getByRole('button', { name: 'Publish' }));
    expect(within(bar).getByText('Publish 2 articles?')).toBeVisible();
    expect(screen.queryByText(/already fetched/)).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Cancel' }));
    for (const id of ['k-live', 'k-draft']) expect((await getDoc(doc(env.owner.db, 'articles', id))).exists()).toBe(true);
  });
});

/** Every "Deleting comments…" a status said while the page ran, in order (each is on screen a moment only). */
function commentProgressSaid(): string[] {
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    for (const status of document.querySelectorAll('[role="status"]')) {
      const text = /Deleting comments… [\d,]+ of [\d,]+/.exec(status.textContent)?.[0];
      if (text && said.at(-1) !== text) said.push(text);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return said;
}

const doneOf = (said: string) => Number(/… ([\d,]+) of/.exec(said)?.[1]?.replace(/,/g, ''));

describe('Manage Articles: deleting a discussed article', () => {
  // Drafts again, unpublished since they were discussed: no feeds to rebuild after the test.
  it('says how far the comments of a long thread are, on a row and in a bulk deletion', async () => {
    await signInAsAdmin();
    await seed([
      { id: 'd-long', title: 'Discussed Long Note', status: 'draft', created: 70, updated: 70, published: 70 },
      { id: 'd-a', title: 'Discussed Bulk Alpha', status: 'draft', created: 71, updated: 71, published: 71 },
      { id: 'd-b', title: 'Discussed Bulk Beta', status: 'draft', created: 72, updated: 72, published: 72 },
    ]);
    await seedDiscussion(env.owner, 'd-long', 1250);
    await seedDiscussion(env.owner, 'd-a', 30);
    await seedDiscussion(env.owner, 'd-b', 20);
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'discussed{Enter}');
    await waitFor(() => expect(titles()).toHaveLength(3));
    const row = screen.getByText('Discussed Long Note', { selector: 'td > p' }).closest('tr')!;

    const said = commentProgressSaid();
    await user.click(within(row).getByRole('button', { name: /^Delete/ }));
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('“Discussed Long Note” was deleted.')).toBeVisible();
    expect(said[0]).toBe('Deleting comments… 0 of 1,250');
    expect(said.length).toBeGreaterThan(2);
    expect(said.map(doneOf)).toEqual([...said.map(doneOf)].sort((a, b) => a - b));
    expect(said.every((text) => text.endsWith(' of 1,250'))).toBe(true);
    expect((await getDocs(collection(env.owner.db, 'articles', 'd-long', 'comments'))).size).toBe(0);

    said.length = 0;
    const bar = screen.getByRole('group', { name: 'Actions on selected articles' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Select all 2 shown' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete 2 articles' }));
    expect(await within(bar).findByText('2 articles deleted.')).toBeVisible();
    expect(said).toContain('Deleting comments… 0 of 30');
    expect(said).toContain('Deleting comments… 20 of 20');
    for (const id of ['d-a', 'd-b']) expect((await getDocs(collection(env.owner.db, 'articles', id, 'comments'))).size).toBe(0);
  });
});

describe('Manage Articles: Re-index search', () => {
  it('stores every article’s search words from its text, keeping updatedAt, and says how it ended', async () => {
    await signInAsAdmin();
    // Saved by a version before search read the text: no terms at all.
    await seed([{ id: 'r-old', title: 'Reindex Old Note', created: 3, updated: 3, published: 3, legacy: true, extra: { content: '<p>Buybacks and dividends.</p>' } }]);
    const before = (await getDoc(doc(env.owner.db, 'articles/r-old'))).data();
    const user = userEvent.setup();
    await openPage();

    const section = screen.getByRole('region', { name: 'Search index' });
    const button = within(section).getByRole('button', { name: 'Re-index search' });
    expect(button).toHaveAccessibleDescription(/^Stores the words search finds for every article anew/);
    await user.click(button);

    const status = within(section).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Re-indexed (\d+) of \1 articles\. Search finds them by any word of their text\.$/));
    expect(button).toBeEnabled();
    const after = (await getDoc(doc(env.owner.db, 'articles/r-old'))).data();
    expect(after?.searchTerms).toEqual(expect.arrayContaining(['dividends', 'dividend', 'buyback', 't:reindex']));
    expect((after?.updatedAt as Timestamp).isEqual(before?.updatedAt as Timestamp)).toBe(true);
  });
});
