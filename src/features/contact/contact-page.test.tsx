import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, getDocs, Timestamp } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../tests/support/app/app-on-emulators.js';
import { renderApp } from '../../../tests/support/app/render-app.js';
import { ContactDetails } from './components/contact-details.js';

const projectId = 'demo-contact';
const backend = appOnEmulators(projectId, { auth: false });

const storedMessages = async () => (await getDocs(collection(backend.owner.db, 'contactMessages'))).docs.map((d) => d.data());

async function openForm() {
  renderApp('/contact');
  const form = await screen.findByRole('form', { name: 'Send Us a Message' });
  return {
    form,
    name: within(form).getByRole('textbox', { name: 'Name' }),
    email: within(form).getByRole('textbox', { name: 'Email' }),
    subject: within(form).getByRole('textbox', { name: 'Subject' }),
    message: within(form).getByRole('textbox', { name: 'Message' }),
    send: within(form).getByRole('button', { name: 'Send Message' }),
  };
}

type Form = Awaited<ReturnType<typeof openForm>>;

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: Form) {
  await user.type(form.name, 'Alex Morgan');
  await user.type(form.email, 'alex@example.com');
  await user.type(form.subject, 'Coverage request');
  await user.type(form.message, 'Could you cover regional banks?');
}

describe('the contact page', () => {
  it('gives the address with a link that opens it on a map, phone, e-mail and two FAQ entries', async () => {
    renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(document.title).toBe('Contact Us | Finance Articles');
    const details = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(details).getByText('100 Market Street, Suite 500')).toBeVisible();
    expect(within(details).getByRole('link', { name: '+1 (212) 555-0148' })).toHaveAttribute('href', 'tel:+12125550148');
    expect(within(details).getByRole('link', { name: 'contact@financearticles.example' })).toHaveAttribute(
      'href',
      'mailto:contact@financearticles.example',
    );
    const map = within(details).getByRole('link', { name: 'Open in OpenStreetMap (opens in a new tab)' });
    expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/search?query=100%20Market%20Street%2C%20Suite%20500%2C%20New%20York%2C%20NY%2010005%2C%20United%20States');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(details).queryByText(/coming soon|placeholder/i)).toBeNull();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('group')).toHaveLength(2);
  });

  it('requires all four fields', async () => {
    const form = await openForm();
    for (const field of [form.name, form.email, form.subject, form.message]) expect(field).toBeRequired();
    expect(form.email).toHaveAttribute('type', 'email');
  });

  it('stores the message, says it was sent and clears the form', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await fillIn(user, form);

    await user.click(form.send);

    expect(await within(form.form).findByText('Message sent successfully!')).toBeVisible();
    expect(within(form.form).getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
    for (const field of [form.name, form.email, form.subject, form.message]) expect(field).toHaveValue('');
    expect(await storedMessages()).toContainEqual({
      name: 'Alex Morgan',
      email: 'alex@example.com',
      subject: 'Coverage request',
      message: 'Could you cover regional banks?',
      createdAt: expect.any(Timestamp) as Timestamp,
    });
  });

  it('says so when the message cannot be sent, and keeps everything typed', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await fillIn(user, form);
    const before = (await storedMessages()).length;
    await backend.closeFirestore();
    // The SDK warns of the denied request: expected here. The site's rules come back after the test.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    onTestFinished(() => warn.mockRestore());

    await user.click(form.send);

    expect(await within(form.form).findByText('Failed to send message. Please try again later.')).toBeVisible();
    expect(form.name).toHaveValue('Alex Morgan');
    expect(form.email).toHaveValue('alex@example.com');
    expect(form.subject).toHaveValue('Coverage request');
    expect(form.message).toHaveValue('Could you cover regional banks?');
    expect(within(form.form).queryByText('Message sent successfully!')).not.toBeInTheDocument();
    expect(await storedMessages()).toHaveLength(before);
  });

  it('asks for fields that hold only spaces, and for an address mail can reach', async () => {
    const user = userEvent.setup();
    const form = await openForm();
    await fillIn(user, form);
    await user.clear(form.subject);
    await user.type(form.subject, '   ');

    await user.click(form.send);
    expect(await within(form.form).findByText('Please fill in all fields.')).toBeVisible();

    await user.type(form.subject, 'Coverage');
    await user.clear(form.email);
    await user.type(form.email, 'alex@localhost');
    await user.click(form.send);
    expect(await within(form.form).findByText('Please enter a valid email address.')).toBeVisible();
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    expect(form.message).toHaveValue('Could you cover regional banks?');
  });

  it('shows only the details config/site.ts sets', () => {
    render(<ContactDetails publisher={{ name: 'The Desk', address: [], phone: '', hours: 'Never', email: 'desk@example.com' }} />);
    const details = screen.getByRole('region', { name: 'Get in Touch' });
    expect(within(details).queryByText('Address')).toBeNull();
    expect(within(details).queryByRole('link', { name: /OpenStreetMap/ })).toBeNull();
    expect(within(details).queryByText('Phone')).toBeNull();
    expect(within(details).queryByText('Never')).toBeNull();
    expect(within(details).getByRole('link', { name: 'desk@example.com' })).toHaveAttribute('href', 'mailto:desk@example.com');
  });
});
