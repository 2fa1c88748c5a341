/**
 * The dashboard and the profile page for a signed-in reader, against the repo's rules:
 * the account card, the 3 latest articles, the 3 latest bookmarks and their empty state.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { collection, doc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';

const env = appOnEmulators('demo-dashboard-page');
const articleIds: string[] = [];

beforeAll(async () => {
  const { owner } = env;
  const batch = writeBatch(owner.db);
  const articles = [
    articleDoc('Four Days Old', { publishedDaysAgo: 4 }),
    articleDoc('Newest Equity Note', { publishedDaysAgo: 0, category: 'equity-research' }),
    articleDoc('Draft Not Listed', { status: 'draft', publishedDaysAgo: 0 }),
    articleDoc('Two Days Old', { publishedDaysAgo: 2 }),
    articleDoc('One Day Old', { publishedDaysAgo: 1, category: 'trade-ideas' }),
  ];
  for (const article of articles) {
    const ref = doc(collection(owner.db, 'articles'));
    articleIds.push(ref.id);
    batch.set(ref, article);
  }
  await batch.commit();
});

/**
 * Bookmarks as the article page writes them (seeded as the owner, with chosen times), and
 * the article itself, published, unless it is `gone` or was taken back to a draft.
 */
async function save(uid: string, title: string, savedAt: Date, article: 'published' | 'draft' | 'gone' = 'published'): Promise<void> {
  const articleId = `${title.toLowerCase().replace(/\W+/g, '-')}-id`;
  if (article !== 'gone') await setDoc(doc(env.owner.db, 'articles', articleId), articleDoc(title, { status: article, publishedDaysAgo: 5 }));
  await setDoc(doc(env.owner.db, 'savedArticles', `${uid}_${articleId}`), {
    userId: uid,
    articleId,
    savedAt,
    title,
    slug: articleId,
    summary: `Why ${title} matters.`,
    category: 'portfolio-performance',
    publishedAt: new Date(Date.UTC(2026, 0, 10, 12)),
    author: { id: 'author-1', name: 'Dana Whitfield' },
  });
}

async function loaded(heading: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
}

const region = (name: string) => screen.getByRole('region', { name });
const value = (term: string) => within(region('Account Information')).getByText(term).nextElementSibling;

describe('dashboard', () => {
  it('shows the account, the 3 latest articles, and an empty saved list', async () => {
    await signInNewUser('dashboard-reader');
    renderApp('/dashboard');
    await loaded('Dashboard');

    // A new account is welcomed, not welcomed back.
    expect(screen.getByText('Welcome')).toBeVisible();
    expect(value('Role')).toHaveTextContent('Reader');
    expect(value('Email')).toHaveTextContent(/^dashboard-reader-.+@example\.com$/);
    expect(value('Display Name')).toHaveTextContent('N/A');
    expect(value('Joined')).toHaveTextContent(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(value('Email Verified')).toHaveTextContent('No');
    expect(within(region('Account Information')).getByRole('link', { name: 'Verify your email' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    expect(within(region('Account Information')).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');

    const recent = region('Recent Articles');
    expect(within(recent).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Newest Equity Note',
      'One Day Old',
      'Two Days Old',
    ]);
    expect(within(recent).getByRole('link', { name: 'Newest Equity Note' })).toHaveAttribute('href', `/article/${articleIds[1]}`);
    expect(within(recent).getByText('Equity Research')).toBeVisible();
    expect(within(recent).getByText('January 31, 2026').parentElement).toHaveTextContent('January 31, 2026 · by Dana Whitfield');
    expect(within(recent).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/blog');

    const saved = region('Saved Articles');
    expect(within(saved).getByText("You haven't saved any articles yet.")).toBeVisible();
    expect(within(saved).getByRole('link', { name: 'Browse articles' })).toHaveAttribute('href', '/blog');
  });

  it('welcomes back a reader whose account is older than a day', async () => {
    const uid = await signInNewUser('returning-reader');
    await setDoc(doc(env.owner.db, 'users', uid), { createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) }, { merge: true });
    await refreshSession();
    renderApp('/dashboard');
    await loaded('Dashboard');
    expect(screen.getByText(/^Welcome back/)).toBeVisible();
  });

  it("lists the user's 3 most recently saved articles, not other users'", async () => {
    const uid = await signInNewUser('saver');
    await save(uid, 'Oldest Save', new Date('2026-02-01T10:00:00Z'));
    await save(uid, 'Latest Save', new Date('2026-02-04T10:00:00Z'));
    await save(uid, 'Middle Save', new Date('2026-02-03T10:00:00Z'));
    await save(uid, 'Second Save', new Date('2026-02-02T10:00:00Z'));
    await save('someone-else', 'Not Mine', new Date('2026-02-05T10:00:00Z'));
    renderApp('/dashboard');
    await loaded('Dashboard');

    const saved = region('Saved Articles');
    expect(within(saved).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Latest Save',
      'Middle Save',
      'Second Save',
    ]);
    expect(within(saved).getByRole('link', { name: 'Latest Save' })).toHaveAttribute('href', '/article/latest-save-id');
    expect(within(saved).getByText('Why Latest Save matters.')).toBeVisible();
    expect(within(saved).getAllByText('Portfolio Performance')).toHaveLength(3);
    expect(within(saved).getByText('Saved February 4, 2026').parentElement).toHaveTextContent(
      'Saved February 4, 2026 · by Dana Whitfield',
    );
  });

  it('shows a saved article that was deleted or unpublished since as removed, without a link', async () => {
    const uid = await signInNewUser('saver-of-removed');
    await save(uid, 'Still Here', new Date('2026-02-03T10:00:00Z'));
    await save(uid, 'Deleted Since', new Date('2026-02-02T10:00:00Z'), 'gone');
    await save(uid, 'Back To Draft', new Date('2026-02-01T10:00:00Z'), 'draft');
    renderApp('/dashboard');
    await loaded('Dashboard');

    const saved = region('Saved Articles');
    expect(within(saved).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Still Here', 'Deleted Since', 'Back To Draft']);
    expect(within(saved).getByRole('link', { name: 'Still Here' })).toHaveAttribute('href', '/article/still-here-id');
    expect(within(saved).queryByRole('link', { name: 'Deleted Since' })).not.toBeInTheDocument();
    expect(within(saved).queryByRole('link', { name: 'Back To Draft' })).not.toBeInTheDocument();
    expect(within(saved).getAllByText('Removed')).toHaveLength(2);
    expect(within(saved).getAllByText('This article is no longer available.')).toHaveLength(2);
  });

  it('shows an admin their role and the way to the admin area; a reader neither', async () => {
    await signInNewUser('reader');
    renderApp('/dashboard');
    await loaded('Dashboard');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    cleanup();

    const uid = await signInNewUser('admin');
    await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin' }, { merge: true });
    await refreshSession();
    renderApp('/dashboard');
    await loaded('Dashboard');
    expect(value('Role')).toHaveTextContent('Admin');
    const links = within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Admin dashboard', '/admin'],
      ['New article', '/admin/create-article'],
      ['Contact messages', '/admin/messages'],
    ]);
  });
});
