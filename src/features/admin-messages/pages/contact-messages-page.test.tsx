/**
 * Contact messages against the emulator and the repo's rules: newest first with unread
 * ones marked, opening one (which marks it read), the reply link, mark unread, delete with
 * Confirm/Cancel, pages, and the failure texts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, doc, getDoc, getDocs, limit, query, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';

// The first admin page a file opens compiles the admin chunks into jsdom (up to 20 s for its
// heading on a busy machine), so these tests get more than the project's 20 s.
vi.setConfig({ testTimeout: 30_000 });

const projectId = 'demo-contact-messages';
const backend = appOnEmulators(projectId);

interface Seed {
  readonly id: string;
  readonly name: string;
  readonly subject: string;
  readonly daysAgo: number;
  readonly read?: boolean;
}

/** Replaces every message with `messages`, as the contact form stores them. */
async function seedMessages(messages: readonly Seed[]): Promise<void> {
  const old = await getDocs(query(collection(backend.owner.db, 'contactMessages'), limit(1000)));
  const batch = writeBatch(backend.owner.db);
  for (const item of old.docs) batch.delete(item.ref);
  for (const message of messages) {
    batch.set(doc(backend.owner.db, 'contactMessages', message.id), {
      name: message.name,
      email: `${message.id}@example.com`,
      subject: message.subject,
      message: `Hello,\n\nA question from ${message.name}.`,
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 2, 1, 15, 30) - message.daysAgo * 86_400_000),
      ...(message.read === undefined ? {} : { read: message.read }),
    });
  }
  await batch.commit();
}

const THREE: readonly Seed[] = [
  { id: 'priya', name: 'Priya Nair', subject: 'Research request: chips & tools', daysAgo: 9 },
  { id: 'tom', name: 'Tom Becker', subject: 'Podcast', daysAgo: 2 },
  { id: 'alex', name: 'Alex Morgan', subject: 'Dollar-cost averaging', daysAgo: 4, read: true },
];

const inbox = () => screen.getByRole('list', { name: 'Messages, newest first' });
const storedRead = async (id: string) => (await getDoc(doc(backend.owner.db, 'contactMessages', id))).get('read') as boolean | undefined;

async function openPage() {
  renderApp('/admin/messages');
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' }, { timeout: 20_000 })).toBeVisible();
  await waitFor(() => expect(screen.queryByText(/^(Loading messages|Counting messages)…$/)).not.toBeInTheDocument());
}

function expectDeniedRequests() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  onTestFinished(() => warn.mockRestore());
}

describe('Contact messages', () => {
  it('says so when there are none', async () => {
    await seedMessages([]);
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(await screen.findByText('No messages yet.')).toBeVisible();
    expect(await screen.findByText('0 messages, 0 unread')).toBeVisible();
  });

  it('lists messages newest first, marks the unread ones, and opening one marks it read', async () => {
    const user = userEvent.setup();
    await seedMessages(THREE);
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(await screen.findByText('3 messages, 2 unread')).toBeVisible();
    const items = within(inbox()).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Tom Becker.*Podcast/),
      expect.stringMatching(/^Alex Morgan.*Dollar-cost averaging/),
      expect.stringMatching(/^Unread: Priya Nair.*Research request/),
    ]);

    await user.click(within(inbox()).getByRole('button', { name: /Priya Nair/ }));
    const message = screen.getByRole('article', { name: 'Research request: chips & tools' });
    expect(within(message).getByRole('heading', { name: 'Research request: chips & tools' })).toHaveFocus();
    expect(within(message).getByText(/A question from Priya Nair\./)).toBeVisible();
    expect(within(message).getByRole('link', { name: 'priya@example.com' })).toHaveAttribute('href', 'mailto:priya@example.com');
    expect(within(message).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:priya@example.com?subject=Re%3A%20Research%20request%3A%20chips%20%26%20tools',
    );
    expect(await screen.findByText('3 messages, 1 unread')).toBeVisible();
    expect(within(inbox()).getByRole('button', { name: /Priya Nair/ })).toHaveAttribute('aria-current', 'true');
    expect(within(inbox()).getByRole('button', { name: /Priya Nair/ }).textContent).not.toMatch(/^Unread/);
    expect(await storedRead('priya')).toBe(true);

    // A message read already is not written again; mark unread goes back to the list.
    await user.click(within(inbox()).getByRole('button', { name: /Alex Morgan/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Marked as unread.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => expect(within(inbox()).getByRole('button', { name: /Alex Morgan/ })).toHaveFocus());
    expect(within(inbox()).getByRole('button', { name: /Alex Morgan/ }).textContent).toMatch(/^Unread: /);
    expect(await screen.findByText('3 messages, 2 unread')).toBeVisible();
    expect(await storedRead('alex')).toBe(false);
  });

  it('deletes a message after Confirm, not after Cancel', async () => {
    const user = userEvent.setup();
    await seedMessages(THREE);
    await signInNewAdmin(backend.owner);
    await openPage();
    await user.click(within(inbox()).getByRole('button', { name: /Tom Becker/ }));
    const message = screen.getByRole('article', { name: 'Podcast' });
    await user.click(within(message).getByRole('button', { name: 'Delete Podcast' }));
    expect(within(message).getByText('Delete the message “Podcast”? This cannot be undone.')).toBeVisible();
    await user.click(within(message).getByRole('button', { name: 'Cancel' }));
    expect((await getDoc(doc(backend.owner.db, 'contactMessages', 'tom'))).exists()).toBe(true);

    await user.click(within(message).getByRole('button', { name: 'Delete Podcast' }));
    await user.click(within(message).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The message was deleted.')).toHaveAttribute('role', 'status');
    expect(within(inbox()).queryByRole('button', { name: /Tom Becker/ })).not.toBeInTheDocument();
    expect(await screen.findByText('2 messages, 1 unread')).toBeVisible();
    expect((await getDoc(doc(backend.owner.db, 'contactMessages', 'tom'))).exists()).toBe(false);
  });

  it('shows 20 messages a page and the next on Load more', async () => {
    const user = userEvent.setup();
    await seedMessages(Array.from({ length: 23 }, (_, i) => ({ id: `m${i}`, name: `Sender ${i}`, subject: `Subject ${i}`, daysAgo: i })));
    await signInNewAdmin(backend.owner);
    await openPage();
    expect(within(inbox()).getAllByRole('listitem')).toHaveLength(20);
    expect(within(inbox()).getAllByRole('button')[0]).toHaveTextContent(/Sender 0\b/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(inbox()).getAllByRole('listitem')).toHaveLength(23));
    expect(within(inbox()).getAllByRole('button').at(-1)).toHaveTextContent(/Sender 22\b/);
  });

  it('says when messages cannot be loaded, marked read or deleted', async () => {
    const user = userEvent.setup();
    await seedMessages(THREE);
    await signInNewAdmin(backend.owner);
    expectDeniedRequests();
    await backend.closeFirestore();
    renderApp('/admin/messages');
    expect(await screen.findByText('Failed to load messages. Please try again.', {}, { timeout: 20_000 })).toBeVisible();
    await backend.reopenFirestore();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await user.click(await within(await screen.findByRole('list', { name: 'Messages, newest first' })).findByRole('button', { name: /Priya Nair/ }));
    expect(await screen.findByText('3 messages, 1 unread')).toBeVisible();

    await backend.closeFirestore();
    await user.click(within(inbox()).getByRole('button', { name: /Tom Becker/ }));
    expect(await screen.findByText('Failed to mark the message as read.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('article', { name: 'Podcast' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete Podcast' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete message. Please try again.')).toHaveAttribute('role', 'alert');
    expect(within(inbox()).getByRole('button', { name: /Tom Becker/ })).toBeVisible();
    expect(await storedRead('tom')).toBeUndefined();
  });
});
