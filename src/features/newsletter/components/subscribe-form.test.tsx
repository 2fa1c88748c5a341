import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, doc, getDoc, getDocs, Timestamp } from 'firebase/firestore/lite';
import { subscriptionDay } from '../../../lib/subscription-days.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';

const projectId = 'demo-newsletter';
const backend = appOnEmulators(projectId, { auth: false });

const stored = async (email: string) => (await getDoc(doc(backend.owner.db, 'subscribers', email))).data();

/** The home page's newsletter form, once the page has loaded (no articles in this project). */
async function homeForm() {
  renderApp('/');
  await within(await screen.findByRole('region', { name: 'Latest Articles' })).findByText('No articles found');
  const region = screen.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  return {
    email: within(region).getByRole('textbox', { name: 'Email address' }),
    subscribe: within(region).getByRole('button', { name: 'Subscribe' }),
    region,
  };
}

describe('subscribing to the newsletter', () => {
  it('stores the lowercased address with where it was given, says thanks and empties the field', async () => {
    const user = userEvent.setup();
    const form = await homeForm();

    await user.type(form.email, '  New.Reader@Example.com ');
    await user.click(form.subscribe);

    expect(await within(form.region).findByText(/Thank you for subscribing!/)).toBeVisible();
    expect(form.email).toHaveValue('');
    const subscriber = await stored('new.reader@example.com');
    expect(subscriber).toEqual({
      email: 'new.reader@example.com',
      source: 'home',
      subscribedAt: expect.any(Timestamp) as Timestamp,
      // The words admins find the address by (src/lib/search-terms.ts).
      searchTerms: ['new', 'reader', 'example', 'com', 'ne', 're', 'rea', 'read', 'reade', 'ex', 'exa', 'exam', 'examp', 'exampl', 'co'],
      // The UTC day it joined the list, which the subscriber count goes by.
      subscribedDays: [Timestamp.fromDate(subscriptionDay())],
    });
  });

  it('thanks a reader who subscribes twice the same way, renewing only the date, with nothing in the console', async () => {
    const user = userEvent.setup();
    const form = await homeForm();
    await user.type(form.email, 'twice@example.com');
    await user.click(form.subscribe);
    await within(form.region).findByText(/Thank you for subscribing!/);
    const first = await stored('twice@example.com');

    // A repeat is not refused, so the SDK has nothing to warn about.
    const warn = vi.spyOn(console, 'warn');
    onTestFinished(() => warn.mockRestore());
    await user.type(form.email, 'TWICE@example.com');
    expect(within(form.region).queryByText(/Thank you/)).not.toBeInTheDocument();
    await user.click(form.subscribe);

    expect(await within(form.region).findByText(/Thank you for subscribing!/)).toBeVisible();
    expect(within(form.region).queryByRole('alert')).not.toBeInTheDocument();
    const again = await stored('twice@example.com');
    // The same day again adds nothing to subscribedDays: the address still joined once.
    expect(again).toEqual({ ...first, subscribedAt: expect.any(Timestamp) as Timestamp });
    expect((again?.subscribedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual((first?.subscribedAt as Timestamp).toMillis());
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses an address the list cannot hold, keeps what was typed and stores nothing', async () => {
    const user = userEvent.setup();
    const form = await homeForm();
    const before = (await getDocs(collection(backend.owner.db, 'subscribers'))).size;

    // A valid input for the browser (no dot needed), not an address mail can reach.
    await user.type(form.email, 'reader@localhost');
    await user.click(form.subscribe);

    expect(await within(form.region).findByText('Please enter a valid email address.')).toBeVisible();
    expect(form.email).toHaveValue('reader@localhost');
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect((await getDocs(collection(backend.owner.db, 'subscribers'))).size).toBe(before);
  });

  it('records the sidebar as the source of a subscription made there', async () => {
    const user = userEvent.setup();
    renderApp('/blog');
    await screen.findByText('No articles found');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    await within(sidebar).findByText('No articles yet.');
    const region = within(sidebar).getByRole('region', { name: 'Newsletter' });

    await user.type(within(region).getByRole('textbox', { name: 'Email address' }), 'sidebar.reader@example.com');
    await user.click(within(region).getByRole('button', { name: 'Subscribe' }));

    expect(await within(region).findByText(/Thank you for subscribing!/)).toBeVisible();
    expect(await stored('sidebar.reader@example.com')).toMatchObject({ source: 'sidebar' });
  });
});
