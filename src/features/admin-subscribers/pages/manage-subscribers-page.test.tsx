/**
 * Manage Subscribers against the emulator and the repo's rules: the total (exact past a
 * million) with Recount, and the table,
 * Remove with Confirm/Cancel, the empty text, search and pages, Export to CSV of the whole
 * list (escaped), Import CSV with its report (and a failure half-way), the failure texts,
 * and the page's own check that sends a non-admin to /dashboard.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, doc, getDoc, getDocs, limit, query, setDoc, Timestamp, where, writeBatch } from 'firebase/firestore/lite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { personSearchTerms } from '../../../lib/search-terms.js';
import { lastClosedDay } from '../../../lib/subscription-days.js';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { loadFirestoreRules } from '../../../../tests/support/emulator.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';
import { exportFileName } from '../csv/subscriber-csv.js';
import { ManageSubscribersPage } from './manage-subscribers-page.js';

// The first admin page a file opens compiles the admin chunks into jsdom (up to 20 s for its
// heading on a busy machine), so these tests get more than the project's 20 s.
// An import checks and writes hundreds of rows in batches: 8 s a step, 40 s a test.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 40_000 });

const projectId = 'demo-manage-subscribers';
const backend = appOnEmulators(projectId);

const subscribers = () => collection(backend.owner.db, 'subscribers');

/**
 * Empties the list, then writes `emails`, the first subscribed most recently (a day apart),
 * stored as before subscriptions had days, and no subscriber count: the page counts them.
 */
async function seedList(emails: readonly string[]): Promise<void> {
  const old = await getDocs(query(subscribers(), limit(1000)));
  const batch = writeBatch(backend.owner.db);
  for (const item of old.docs) batch.delete(item.ref);
  batch.delete(doc(backend.owner.db, 'site', 'subscribers'));
  emails.forEach((email, index) => {
    batch.set(doc(backend.owner.db, 'subscribers', email), { email, subscribedAt: Timestamp.fromMillis(Date.UTC(2026, 1, 20, 12) - index * 86_400_000), source: 'home' });
  });
  await batch.commit();
}

async function openPage() {
  renderApp('/admin/subscribers');
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Subscribers' }, { timeout: 20_000 })).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Loading subscribers…')).not.toBeInTheDocument());
}

const emailsShown = () => within(screen.getByRole('region', { name: 'Subscribers' })).getAllByRole('rowheader').map((cell) => cell.textContent);

function expectDeniedRequests() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  onTestFinished(() => warn.mockRestore());
}

/** Catches the file Export to CSV downloads (jsdom has no downloads). */
function catchDownloads(): { name: string; blob: Blob }[] {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const created = vi.fn((blob: Blob) => {
    const url = `blob:test-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  onTestFinished(() => click.mockRestore());
  return files;
}

describe('Manage Subscribers', () => {
  it('says "No subscribers found." when the list is empty', async () => {
    await seedList([]);
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(screen.getByText('No subscribers found.')).toBeVisible();
    expect(await screen.findByText('Total subscribers: 0')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('shows the total and the list newest first, and removes an address after Confirm (not after Cancel)', async () => {
    const user = userEvent.setup();
    await seedList(['newest@example.com', 'middle@example.com', 'oldest@example.com']);
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(await screen.findByText('Total subscribers: 3')).toBeVisible();
    expect(emailsShown()).toEqual(['newest@example.com', 'middle@example.com', 'oldest@example.com']);
    const table = screen.getByRole('region', { name: 'Subscribers' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Date Subscribed', 'Status', 'Actions']);
    const middle = screen.getByRole('rowheader', { name: 'middle@example.com' }).closest('tr')!;
    expect(within(middle).getByText('February 19, 2026')).toBeVisible();
    expect(within(middle).getByText('Active')).toBeVisible();

    await user.click(within(middle).getByRole('button', { name: 'Remove middle@example.com' }));
    expect(within(middle).getByText('Remove middle@example.com from the list?')).toBeVisible();
    expect(within(middle).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(middle).getByRole('button', { name: 'Cancel' }));
    expect(within(middle).getByRole('button', { name: 'Remove middle@example.com' })).toHaveFocus();
    expect((await getDoc(doc(backend.owner.db, 'subscribers', 'middle@example.com'))).exists()).toBe(true);

    await user.click(within(middle).getByRole('button', { name: 'Remove middle@example.com' }));
    await user.click(within(middle).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('middle@example.com was removed from the list.')).toHaveAttribute('role', 'status');
    expect(emailsShown()).toEqual(['newest@example.com', 'oldest@example.com']);
    expect(await screen.findByText('Total subscribers: 2')).toBeVisible();
    expect((await getDoc(doc(backend.owner.db, 'subscribers', 'middle@example.com'))).exists()).toBe(false);
  });

  it('shows the total exactly past a million; Recount counts every address and corrects it, saying by how much', async () => {
    const user = userEvent.setup();
    await seedList(['ann@example.com', 'bo@example.com', 'cy@example.com']);
    const countedThrough = Timestamp.fromDate(lastClosedDay());
    await setDoc(doc(backend.owner.db, 'site', 'subscribers'), { count: 1_234_567, countedThrough });
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(await screen.findByText('Total subscribers: 1,234,567')).toBeVisible();
    const recount = screen.getByRole('button', { name: 'Recount' });
    expect(recount).toHaveAccessibleDescription('Counts every address on the list again, and corrects the total if it is off.');

    await user.click(recount);
    expect(await screen.findByText('Recounted: 3 subscribers on the list. The total said 1,234,567 (1,234,564 too many) and now says 3.')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Total subscribers: 3')).toBeVisible();
    expect((await getDoc(doc(backend.owner.db, 'site', 'subscribers'))).data()).toEqual({ count: 3, countedThrough });

    await user.click(recount);
    expect(await screen.findByText('Recounted: 3 subscribers on the list, as the total said.')).toBeVisible();
  });

  it('says "The list could not be recounted. Please try again." and keeps the total', async () => {
    const user = userEvent.setup();
    await seedList(['kept@example.com']);
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(await screen.findByText('Total subscribers: 1')).toBeVisible();
    expectDeniedRequests();
    await backend.closeFirestore();
    await user.click(screen.getByRole('button', { name: 'Recount' }));
    expect(await screen.findByText('The list could not be recounted. Please try again.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Total subscribers: 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recount' })).toBeEnabled();
  });

  it('finds addresses by their start, and pages 25 at a time', async () => {
    const user = userEvent.setup();
    const emails = Array.from({ length: 30 }, (_, i) => `reader${String(i).padStart(2, '0')}@example.com`);
    await seedList([...emails, 'jordan.lee@example.com']);
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(emailsShown()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(emailsShown()).toHaveLength(31));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail address' }), 'Jordan{Enter}');
    await waitFor(() => expect(emailsShown()).toEqual(['jordan.lee@example.com']));
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail address' }), 'x{Enter}');
    expect(await screen.findByText('No subscribers found for “Jordanx”.')).toBeVisible();
  });

  it('exports every subscriber, not only the page on screen, to subscribers_{date}.csv with formula cells escaped', async () => {
    const user = userEvent.setup();
    const emails = Array.from({ length: 30 }, (_, i) => `reader${String(i).padStart(2, '0')}@example.com`);
    await seedList(emails);
    // An address the rules would refuse today, stored before they did (written as the backend.owner).
    await writeBatch(backend.owner.db).set(doc(backend.owner.db, 'subscribers', '=cmd@evil.io'), { email: '=cmd@evil.io', subscribedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)) }).commit();
    const files = catchDownloads();
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(emailsShown()).toHaveLength(25);

    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    expect(await screen.findByText(`Exported 31 subscribers to ${exportFileName(new Date())}.`)).toHaveAttribute('role', 'status');
    expect(files.map((file) => file.name)).toEqual([exportFileName(new Date())]);
    const lines = (await files[0]!.blob.text()).split('\r\n');
    expect(lines[0]).toBe('Email,Date Subscribed');
    expect(lines).toHaveLength(32);
    expect(lines).toContain('reader00@example.com,2026-02-20T12:00:00.000Z');
    expect(lines).toContain('reader29@example.com,2026-01-22T12:00:00.000Z');
    expect(lines).toContain(`"'=cmd@evil.io",2026-01-02T00:00:00.000Z`);
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
  });

  it('finds addresses by any word of the address and by the domain, with those stored without search terms', async () => {
    const user = userEvent.setup();
    await seedList(['legacy.reader@example.com']);
    const batch = writeBatch(backend.owner.db);
    for (const email of ['alex.morgan@fin-mail.co', 'morgan_b+news@example.com', 'sam@morganstanley.example']) {
      batch.set(doc(backend.owner.db, 'subscribers', email), { email, subscribedAt: Timestamp.now(), source: 'home', searchTerms: personSearchTerms('', email) });
    }
    await batch.commit();
    await signInNewAdmin(backend.owner);
    await openPage();
    const search = screen.getByRole('searchbox', { name: 'Search by e-mail address' });
    expect(search).toHaveAccessibleDescription(
      'Finds any word of an address (a.morgan@example.com by “morgan” or “example”) and addresses that begin with what you type.',
    );
    const found = async (text: string, emails: string[]) => {
      await user.clear(search);
      await user.type(search, `${text}{Enter}`);
      await waitFor(() => expect(emailsShown()).toEqual(emails));
    };
    await found('Morgan', ['alex.morgan@fin-mail.co', 'morgan_b+news@example.com', 'sam@morganstanley.example']);
    await found('news', ['morgan_b+news@example.com']);
    await found('example.com', ['morgan_b+news@example.com']);
    await found('fin-mail', ['alex.morgan@fin-mail.co']);
    await found('morgan example', ['morgan_b+news@example.com', 'sam@morganstanley.example']);
    // Stored without search terms (before they existed): found by its start only.
    await found('legacy.rea', ['legacy.reader@example.com']);
  });

  it('imports a CSV: new addresses added in lowercase, the rest reported with the reason', async () => {
    const user = userEvent.setup();
    await seedList(['jordan.lee@example.com']);
    await signInNewAdmin(backend.owner);
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const panel = screen.getByRole('region', { name: 'Import subscribers from a CSV file' });
    const csv = ['Name,Email', 'Ann,Ann.New@Example.com', 'Ann again,ann.new@example.com', 'Jordan,JORDAN.LEE@example.com', 'Bad,not-an-address', 'Formula,=cmd@evil.io', 'Nobody,', '', 'Bo,bo.new@example.com'].join('\n');
    await user.upload(within(panel).getByLabelText('CSV file'), new File([csv], 'list.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: 'Import' }));

    const report = await within(panel).findByRole('region', { name: 'Import report' });
    expect(within(report).getByRole('heading', { name: 'Import report' })).toHaveFocus();
    expect(within(report).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Added: 2 addresses',
      'Already on the list: 1 address',
      'Repeated in the file: 1 address',
      'Invalid: 3 rows',
    ]);
    const skipped = within(report).getByRole('table', { name: 'Rows not imported' });
    expect(within(skipped).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['3', 'ann.new@example.com', 'Same address as row 2'],
      ['5', 'not-an-address', 'Not an e-mail address (no @)'],
      ['6', '=cmd@evil.io', 'Not a valid e-mail address'],
      ['7', '', 'No address in this row'],
    ]);
    await waitFor(() => expect(emailsShown()).toHaveLength(3));
    expect(await screen.findByText('Total subscribers: 3')).toBeVisible();
    for (const email of ['ann.new@example.com', 'bo.new@example.com']) {
      expect((await getDoc(doc(backend.owner.db, 'subscribers', email))).data()).toMatchObject({ email, source: 'import', searchTerms: personSearchTerms('', email) });
    }
    // Imported addresses are found by any word: "new" is in both, not at their start.
    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail address' }), 'new{Enter}');
    await waitFor(() => expect(emailsShown()).toEqual(['ann.new@example.com', 'bo.new@example.com']));
    expect((await getDoc(doc(backend.owner.db, 'subscribers', 'jordan.lee@example.com'))).get('source')).toBe('home');
  });

  it('says what a file lacks, and exactly what was written when an import stops half-way', async () => {
    const user = userEvent.setup();
    await seedList([]);
    await signInNewAdmin(backend.owner);
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const panel = screen.getByRole('region', { name: 'Import subscribers from a CSV file' });
    const input = within(panel).getByLabelText('CSV file');
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(within(panel).getByText('Choose a CSV file first.')).toBeVisible();
    await user.upload(input, new File(['Name,Phone\nAnn,555'], 'people.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(await within(panel).findByText('The file has no column headed Email.')).toBeVisible();

    // Rules under which the second batch (addresses from "n" on) is refused.
    await loadFirestoreRules(
      backend.emulator,
      projectId,
      `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /users/{uid} { allow read, write: if true; }
    match /site/subscribers { allow read, write: if true; }
    match /subscribers/{email} {
      allow read: if true;
      allow create, update: if email < 'n';
    }
  }
}`,
    );
    expectDeniedRequests();
    const rows = [...Array.from({ length: 500 }, (_, i) => `a${i}@example.com`), ...Array.from({ length: 100 }, (_, i) => `z${i}@example.com`)];
    await user.upload(input, new File([`Email\n${rows.join('\n')}`], 'big.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    const report = await within(panel).findByRole('region', { name: 'Import report' }, { timeout: 20_000 });
    expect(within(report).getByRole('alert')).toHaveTextContent(
      "The import stopped: 500 addresses of 600 new ones were added (the first 500 in the file's order); the other 100 were not. Importing the same file again adds only those.",
    );
    expect(within(report).getByText('Added: 500 addresses')).toBeVisible();
    expect(await screen.findByText('Total subscribers: 500')).toBeVisible();
    await waitFor(() => expect(emailsShown()).toHaveLength(25));
    const imported = await getDocs(query(subscribers(), where('source', '==', 'import'), limit(1000)));
    expect(imported.size).toBe(500);
    expect(imported.docs.every((item) => item.id.startsWith('a'))).toBe(true);
  });

  it('says "Failed to load subscribers. Please try again." and "Failed to delete subscriber. Please try again."', async () => {
    const user = userEvent.setup();
    await seedList(['kept@example.com']);
    await signInNewAdmin(backend.owner);
    expectDeniedRequests();
    await backend.closeFirestore();
    renderApp('/admin/subscribers');
    expect(await screen.findByText('Failed to load subscribers. Please try again.', {}, { timeout: 20_000 })).toBeVisible();
    await backend.reopenFirestore();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(emailsShown()).toEqual(['kept@example.com']));

    await backend.closeFirestore();
    await user.click(screen.getByRole('button', { name: 'Remove kept@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete subscriber. Please try again.')).toHaveAttribute('role', 'alert');
    expect(emailsShown()).toEqual(['kept@example.com']);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('sends a signed-in non-admin to /dashboard by itself, whatever route it is under', async () => {
    await signInNewUser('not-an-admin');
    render(
      <MemoryRouter initialEntries={['/somewhere']}>
        <Routes>
          <Route path="/somewhere" element={<ManageSubscribersPage />} />
          <Route path="/dashboard" element={<h1>Dashboard here</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard here' })).toBeVisible();
    expect(screen.queryByText('Manage Subscribers')).not.toBeInTheDocument();
  });
});
