/**
 * The admin dashboard against the emulator and the repo's rules, as the app composes it
 * (the Users and Articles tabs come from their features): the overview's counts, the most
 * read and liked articles, new subscribers per week with its table, the tabs, and the
 * Articles tab's Delete, which removes the article with its slug claims, likes and
 * revisions. And what each part says when it cannot load.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { lastClosedDay } from '../../../lib/subscription-days.js';
import { weekStart } from '../weeks.js';

// The first admin page a file opens compiles the admin chunks into jsdom (up to 20 s for its
// heading on a busy machine), so these tests get more than the project's 20 s.
// Its charts and counts are several queries each: 8 s for what follows.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

const projectId = 'demo-admin-dashboard';
const backend = appOnEmulators(projectId);
const DAY = 86_400_000;

/** Articles: [title, status, views, likes, created days ago]. */
const ARTICLES = [
  ['Most Viewed Note', 'published', 900, 5, 30],
  ['Most Liked Note', 'published', 100, 80, 20],
  ['Quiet Note', 'published', 10, 1, 10],
  ['Unfinished Draft', 'draft', 0, 0, 1],
] as const;

beforeAll(async () => {
  const batch = writeBatch(backend.owner.db);
  for (const [title, status, viewCount, likeCount, daysAgo] of ARTICLES) {
    const id = title.toLowerCase().replace(/\W+/g, '-');
    batch.set(doc(backend.owner.db, 'articles', id), { ...articleDoc(title, { status }), viewCount, likeCount, createdAt: new Date(Date.now() - daysAgo * DAY) });
    batch.set(doc(backend.owner.db, 'slugs', id), { articleId: id, createdAt: new Date() });
  }
  batch.set(doc(backend.owner.db, 'slugs', 'quiet-note-old-name'), { articleId: 'quiet-note', createdAt: new Date() });
  batch.set(doc(backend.owner.db, 'articles', 'quiet-note', 'likes', 'someone'), { createdAt: new Date() });
  batch.set(doc(backend.owner.db, 'articles', 'quiet-note', 'revisions', 'r1'), {
    title: 'Quiet Note', summary: 's', content: '<p>x</p>', savedAt: new Date(), savedBy: { id: 'a', name: 'A' },
  });
  // Two subscribers this week, three the week before, one long ago.
  const now = Date.now();
  const thisWeek = Math.max(weekStart(new Date(now)).getTime(), now - 60_000);
  const lastWeek = weekStart(new Date(now)).getTime() - 3 * DAY;
  const subscribed = [thisWeek, thisWeek, lastWeek, lastWeek, lastWeek, now - 200 * DAY];
  subscribed.forEach((at, i) => batch.set(doc(backend.owner.db, 'subscribers', `s${i}@example.com`), { email: `s${i}@example.com`, subscribedAt: Timestamp.fromMillis(at) }));
  for (const [id, read] of [['m1', true], ['m2', false], ['m3', undefined]] as const) {
    batch.set(doc(backend.owner.db, 'contactMessages', id), {
      name: 'Sam', email: 'sam@example.com', subject: id, message: 'Hi', createdAt: new Date(), ...(read === undefined ? {} : { read }),
    });
  }
  for (const uid of ['u1', 'u2']) {
    batch.set(doc(backend.owner.db, 'users', uid), {
      uid, fullName: `User ${uid}`, email: `${uid}@example.com`, role: 'subscriber', createdAt: new Date(now - 5 * DAY), lastLogin: null, emailVerified: true, updatedAt: new Date(),
    });
  }
  // Comments on two articles: two awaiting review (new, reported), one reviewed.
  for (const [articleId, id, review] of [['quiet-note', 'c1', 'new'], ['most-liked-note', 'c2', 'reported'], ['most-liked-note', 'c3', 'done']] as const) {
    batch.set(doc(backend.owner.db, 'articles', articleId, 'comments', id), {
      body: 'A comment.', authorName: 'Sam', position: null, parentId: null, createdAt: new Date(), editedAt: null, state: 'visible', review, reportCount: review === 'reported' ? 1 : 0,
    });
  }
  await batch.commit();
}, 30_000);

async function openDashboard() {
  renderApp('/admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, { timeout: 20_000 })).toBeVisible();
}

/** A count's tile (in the page: the admin navigation has links of the same names). */
const tile = (label: string) => within(screen.getByRole('main')).getByRole('link', { name: new RegExp(`${label}$`) });

function expectDeniedRequests() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  onTestFinished(() => warn.mockRestore());
}

describe('the admin dashboard', () => {
  it('counts articles, subscribers, users, unread messages and comments awaiting review, each leading to its screen', async () => {
    await signInNewAdmin(backend.owner);
    await openDashboard();
    expect(screen.getByRole('link', { name: 'Create New Article' })).toHaveAttribute('href', '/admin/create-article');
    await waitFor(() => expect(tile('Published articles')).toHaveTextContent('3 Published articles'));
    expect(tile('Drafts')).toHaveTextContent('1 Drafts');
    // Each count opens the list it counts.
    expect(tile('Drafts')).toHaveAttribute('href', '/admin/articles?status=draft');
    expect(tile('Published articles')).toHaveAttribute('href', '/admin/articles?status=published');
    expect(tile('Subscribers')).toHaveTextContent('6 Subscribers');
    expect(tile('Users')).toHaveTextContent('3 Users');
    expect(tile('Unread messages')).toHaveTextContent('2 Unread messages');
    expect(tile('Unread messages')).toHaveAttribute('href', '/admin/messages');
    expect(tile('Subscribers')).toHaveAttribute('href', '/admin/subscribers');
    expect(tile('Users')).toHaveAttribute('href', '/admin/users');
    expect(tile('Comments awaiting review')).toHaveTextContent('2 Comments awaiting review');
    expect(tile('Comments awaiting review')).toHaveAttribute('href', '/admin/comments');
  });

  it('shows the subscriber count exactly past a million, where the other counts would stop', async () => {
    await setDoc(doc(backend.owner.db, 'site', 'subscribers'), { count: 1_234_567, countedThrough: Timestamp.fromDate(lastClosedDay()) });
    onTestFinished(() => deleteDoc(doc(backend.owner.db, 'site', 'subscribers')));
    await signInNewAdmin(backend.owner, 'Count Admin');
    await openDashboard();
    await waitFor(() => expect(tile('Subscribers')).toHaveTextContent(/^1,234,567 Subscribers$/));
  });

  it('lists the five most read and most liked published articles, and new subscribers per week', async () => {
    const user = userEvent.setup();
    await signInNewAdmin(backend.owner);
    await openDashboard();
    const mostRead = await screen.findByRole('region', { name: 'Most read' });
    await waitFor(() => expect(within(mostRead).getAllByRole('listitem')).toHaveLength(3));
    expect(within(mostRead).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Most Viewed Note900 views',
      '2Most Liked Note100 views',
      '3Quiet Note10 views',
    ]);
    expect(within(mostRead).getByRole('link', { name: 'Most Viewed Note' })).toHaveAttribute('href', '/article/most-viewed-note');
    const mostLiked = screen.getByRole('region', { name: 'Most liked' });
    await waitFor(() => expect(within(mostLiked).getAllByRole('listitem')[0]).toHaveTextContent('Most Liked Note80 likes'));
    expect(within(mostLiked).queryByText('Unfinished Draft')).not.toBeInTheDocument();

    const chart = screen.getByRole('region', { name: 'New subscribers per week' });
    expect(await within(chart).findByText('5 in the last 12 weeks, 2 so far this week.')).toBeVisible();
    await user.click(within(chart).getByText('Show the numbers as a table'));
    const table = within(chart).getByRole('table', { name: 'New subscribers per week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.at(-1)).toHaveTextContent(/\(this week\)2$/);
    expect(rows.at(-2)).toHaveTextContent(/3$/);
    expect(rows.slice(0, 10).every((row) => row.textContent?.endsWith('0'))).toBe(true);
  });

  it('has Users and Articles tabs, keyboard operable; the Users tab lists the newest accounts', async () => {
    const user = userEvent.setup();
    await signInNewAdmin(backend.owner, 'Tab Admin');
    await openDashboard();
    const tabs = within(screen.getByRole('tablist', { name: 'Site records' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([['Users', 'true'], ['Articles', 'false']]);
    const usersPanel = screen.getByRole('tabpanel', { name: 'Users' });
    const users = await within(usersPanel).findByRole('region', { name: 'Newest users' });
    expect(within(users).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Role', 'Joined', 'Last Login']);
    const u1 = within(users).getByRole('rowheader', { name: 'User u1' }).closest('tr')!;
    expect(within(u1).getByText('Reader')).toBeVisible();
    expect(within(u1).getByText('Never')).toBeVisible();
    expect(within(usersPanel).getByRole('link', { name: 'Manage users and roles' })).toHaveAttribute('href', '/admin/users');

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(usersPanel).not.toBeVisible();
    const articles = await within(screen.getByRole('tabpanel', { name: 'Articles' })).findByRole('region', { name: 'Articles, newest first' });
    expect(within(articles).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Unfinished Draft', 'Quiet Note', 'Most Liked Note', 'Most Viewed Note']);
    expect(within(articles).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Category', 'Status', 'Created', 'Actions']);
    const draft = within(articles).getByRole('rowheader', { name: 'Unfinished Draft' }).closest('tr')!;
    expect(within(draft).getByText('Draft')).toBeVisible();
    expect(within(draft).getByText('Market Insights')).toBeVisible();
    expect(within(draft).getByRole('link', { name: 'Edit Unfinished Draft' })).toHaveAttribute('href', '/admin/edit-article/unfinished-draft');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('deletes an article from the Articles tab after Confirm, with its slug claims, likes and revisions', async () => {
    const user = userEvent.setup();
    await signInNewAdmin(backend.owner, 'Delete Admin');
    await openDashboard();
    await user.click(screen.getByRole('tab', { name: 'Articles' }));
    const articles = await screen.findByRole('region', { name: 'Articles, newest first' });
    const row = within(articles).getByRole('rowheader', { name: 'Quiet Note' }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete Quiet Note' }));
    expect(within(row).getByText('Delete “Quiet Note”? Its images, likes, revisions and comments go with it.')).toBeVisible();
    expect(
      within(row).getByText('Search engines and social networks that already fetched this article keep their copy until the site is next deployed and their own caches expire.'),
    ).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect((await getDoc(doc(backend.owner.db, 'articles', 'quiet-note'))).exists()).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'Delete Quiet Note' }));
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('“Quiet Note” was deleted.')).toHaveAttribute('role', 'status');
    expect(within(articles).queryByRole('rowheader', { name: 'Quiet Note' })).not.toBeInTheDocument();
    expect((await getDoc(doc(backend.owner.db, 'articles', 'quiet-note'))).exists()).toBe(false);
    expect((await getDoc(doc(backend.owner.db, 'slugs', 'quiet-note'))).exists()).toBe(false);
    expect((await getDoc(doc(backend.owner.db, 'slugs', 'quiet-note-old-name'))).exists()).toBe(false);
    expect((await getDocs(query(collection(backend.owner.db, 'articles', 'quiet-note', 'likes'), limit(5)))).size).toBe(0);
    expect((await getDocs(query(collection(backend.owner.db, 'articles', 'quiet-note', 'revisions'), limit(5)))).size).toBe(0);
  });

  it('says what could not be loaded, or deleted, each part on its own', async () => {
    const user = userEvent.setup();
    await signInNewAdmin(backend.owner, 'Failing Admin');
    expectDeniedRequests();
    await backend.closeFirestore();
    await openDashboard();
    expect(await screen.findByText('Failed to load the overview. Please try again.')).toBeVisible();
    expect(await within(screen.getByRole('region', { name: 'Most read' })).findByText('Failed to load articles. Please try again.')).toBeVisible();
    expect(await screen.findByText('Failed to load subscriber numbers. Please try again.')).toBeVisible();
    expect(await within(screen.getByRole('tabpanel', { name: 'Users' })).findByText('Failed to load users. Please try again.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Articles' }));
    expect(await within(screen.getByRole('tabpanel', { name: 'Articles' })).findByText('Failed to load articles. Please try again.')).toBeVisible();

    await backend.reopenFirestore();
    await user.click(within(screen.getByRole('tabpanel', { name: 'Articles' })).getByRole('button', { name: 'Try Again' }));
    const articles = await screen.findByRole('region', { name: 'Articles, newest first' });
    await backend.closeFirestore();
    const row = within(articles).getByRole('rowheader', { name: 'Most Liked Note' }).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete Most Liked Note' }));
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await within(row).findByText('Failed to delete article. Please try again.')).toHaveAttribute('role', 'alert');
    expect((await getDoc(doc(backend.owner.db, 'articles', 'most-liked-note'))).exists()).toBe(true);
  });
});
