/**
 * Manage Users against the emulator and the repo's rules: the table, the role dropdown
 * (promotion asked first, saved at once, said so), the admin's own role locked, search by
 * any word of a name or an address (and by the start of one, for profiles stored without
 * search terms), pages by cursor, and the two failure texts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { personSearchTerms } from '../../../lib/search-terms.js';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';

// The first admin page a file opens compiles the admin chunks into jsdom (up to 20 s for its
// heading on a busy machine), so these tests get more than the project's 20 s.
vi.setConfig({ testTimeout: 30_000 });

const projectId = 'demo-manage-users';
const backend = appOnEmulators(projectId);

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

function profile(uid: string, fullName: string, email: string, createdAt: Date, lastLogin: Date | null, role = 'subscriber') {
  return { uid, fullName, email, role, createdAt, lastLogin, emailVerified: true, updatedAt: createdAt };
}

beforeAll(async () => {
  const batch = writeBatch(backend.owner.db);
  batch.set(doc(backend.owner.db, 'users', 'alice'), profile('alice', 'Alice Reader', 'alice.reader@example.com', day('2026-01-10'), null));
  batch.set(doc(backend.owner.db, 'users', 'bob'), profile('bob', 'Bob Other', 'bob@example.com', day('2026-01-05'), day('2026-01-20')));
  await batch.commit();
}, 30_000);

const storedRole = async (uid: string) => (await getDoc(doc(backend.owner.db, 'users', uid))).get('role') as string;
const rowOf = (name: RegExp | string) => screen.getByRole('rowheader', { name }).closest('tr')!;

async function openPage() {
  renderApp('/admin/users');
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' }, { timeout: 20_000 })).toBeVisible();
  return screen.findByRole('region', { name: 'Users' });
}

/** The SDK warns of each request the rules deny: expected where a test provokes one. */
function expectDeniedRequests() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  onTestFinished(() => warn.mockRestore());
}

describe('Manage Users', () => {
  it('lists every account newest first: name, e-mail, role, joined, last login or Never', async () => {
    const uid = await signInNewAdmin(backend.owner);
    const table = await openPage();
    const names = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names.slice(0, 3)).toEqual(['Maya Chen You', 'Alice Reader', 'Bob Other']);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Role', 'Joined', 'Last Login']);
    const alice = rowOf('Alice Reader');
    expect(within(alice).getByText('alice.reader@example.com')).toBeVisible();
    expect(within(alice).getByText('January 10, 2026')).toBeVisible();
    expect(within(alice).getByText('Never')).toBeVisible();
    expect(within(rowOf('Bob Other')).getByText('January 20, 2026')).toBeVisible();

    // The admin's own role: shown, locked, and the row says why.
    const own = within(rowOf(/Maya Chen/)).getByRole('combobox', { name: 'Role of Maya Chen' });
    expect(own).toBeDisabled();
    expect(own).toHaveValue('admin');
    expect(own).toHaveAccessibleDescription('You cannot change your own role, so the site always keeps an admin.');
    expect(await storedRole(uid)).toBe('admin');
  });

  it('asks before making someone an admin, saves at once and says so, in both directions', async () => {
    const user = userEvent.setup();
    await signInNewAdmin(backend.owner, 'Role Admin');
    await openPage();
    const select = screen.getByRole('combobox', { name: 'Role of Alice Reader' });

    await user.selectOptions(select, 'admin');
    const question = screen.getByRole('group', { name: 'Make Alice Reader an admin?' });
    expect(question).toHaveTextContent(/Admins can create, edit and delete every article/);
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(select).toHaveValue('subscriber');
    expect(select).toHaveFocus();
    expect(await storedRole('alice')).toBe('subscriber');

    await user.selectOptions(select, 'admin');
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Saved: Alice Reader is now an admin.')).toHaveAttribute('role', 'status');
    expect(within(rowOf('Alice Reader')).getByText('Saved')).toBeVisible();
    expect(select).toHaveValue('admin');
    expect(await storedRole('alice')).toBe('admin');

    // Back to subscriber: no question, saved at once.
    await user.selectOptions(select, 'subscriber');
    expect(screen.queryByRole('group', { name: /an admin\?/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Saved: Alice Reader is now a subscriber.')).toHaveAttribute('role', 'status');
    expect(await storedRole('alice')).toBe('subscriber');
  });

  it('finds users by the start of a name (any case) or of an e-mail address', async () => {
    const user = userEvent.setup();
    await signInNewAdmin(backend.owner);
    const table = await openPage();
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThanOrEqual(3);
    const search = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    expect(search).toHaveAccessibleDescription(
      'Finds any word of a name or an e-mail address, or the start of one: “morgan” finds Alex Morgan, “example” everyone at example.com.',
    );

    await user.type(search, 'ali{Enter}');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Alice Reader']));
    await user.clear(search);
    await user.type(search, 'BOB@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Bob Other']));
    await user.clear(search);
    await user.type(search, 'nobody here{Enter}');
    expect(await screen.findByText('No users found for “nobody here”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getAllByRole('rowheader').length).toBeGreaterThanOrEqual(3));
  });

  it('finds users by any word of the name or the address, and the start of the domain', async () => {
    const user = userEvent.setup();
    const morgan = { ...profile('morgan', 'Alex Morgan', 'a.morgan+news@fin-mail.co', day('2026-01-12'), null) };
    await setDoc(doc(backend.owner.db, 'users', 'morgan'), { ...morgan, searchTerms: personSearchTerms(morgan.fullName, morgan.email) });
    await signInNewAdmin(backend.owner, 'Words Admin');
    await openPage();
    const search = screen.getByRole('searchbox', { name: 'Search by name or e-mail' });
    const found = async (text: string, names: string[]) => {
      await user.clear(search);
      await user.type(search, `${text}{Enter}`);
      await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(names));
    };
    await found('Morgan', ['Alex Morgan']);
    await found('morgan alex', ['Alex Morgan']);
    await found('news', ['Alex Morgan']);
    await found('fin-mail.co', ['Alex Morgan']);
    await found('fin', ['Alex Morgan']);
    // The account made by signing up in the app stored its terms: any word of its name.
    await found('words', ['Words Admin You']);
    await user.clear(search);
    await user.type(search, 'morgan bob{Enter}');
    expect(await screen.findByText('No users found for “morgan bob”.')).toBeVisible();
  });

  it('shows 20 users a page and the next page on Load more', async () => {
    const user = userEvent.setup();
    const batch = writeBatch(backend.owner.db);
    for (let i = 0; i < 22; i++) {
      const uid = `paged-${String(i).padStart(2, '0')}`;
      batch.set(doc(backend.owner.db, 'users', uid), profile(uid, `Paged ${i}`, `${uid}@example.com`, day('2025-06-01'), null));
    }
    await batch.commit();
    await signInNewAdmin(backend.owner, 'Paging Admin');
    const table = await openPage();
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(21));
    const paged = within(table).getAllByRole('rowheader').map((cell) => cell.textContent).filter((name) => name?.startsWith('Paged'));
    expect(new Set(paged).size).toBe(22);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "Failed to load users. Please try again." and loads them on Try Again', async () => {
    const user = userEvent.setup();
    await signInNewAdmin(backend.owner);
    expectDeniedRequests();
    await backend.closeFirestore();
    renderApp('/admin/users');
    expect(await screen.findByText('Failed to load users. Please try again.', {}, { timeout: 20_000 })).toBeVisible();
    await backend.reopenFirestore();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Users' })).toBeVisible();
  });

  it('says "Failed to update user role. Please try again." and keeps the role it had', async () => {
    const user = userEvent.setup();
    await signInNewAdmin(backend.owner);
    await openPage();
    expectDeniedRequests();
    await backend.closeFirestore();
    const select = screen.getByRole('combobox', { name: 'Role of Bob Other' });
    await user.selectOptions(select, 'admin');
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Failed to update user role. Please try again.')).toHaveAttribute('role', 'alert');
    expect(within(rowOf('Bob Other')).getByText('Not saved')).toBeVisible();
    expect(select).toHaveValue('subscriber');
    expect(await storedRole('bob')).toBe('subscriber');
  });
});
