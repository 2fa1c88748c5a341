/**
 * Reader pages for a reader this browser remembers as signed in: the home page's calls to
 * action, and a contact message that names its sender. The session decides at start-up
 * whether Auth must load (it looks for a stored user), so the app is imported only after
 * signing in: this file cannot use appOnEmulators, which imports the session at once.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithEmailAndPassword, type User } from 'firebase/auth';
import { collection, getDocs } from 'firebase/firestore/lite';
import { inject } from 'vitest';
import { authEmulatorForTests, createAccount, uniqueEmail } from '../../../tests/support/auth-emulator.js';
import { clientsFor, startTestEmulator, type TestEmulator } from '../../../tests/support/emulator.js';
import { pointAppAtEmulator } from '../../../tests/support/app/point-app-at-emulator.js';

const projectId = 'demo-home-signed-in';
const email = uniqueEmail('returning.reader');
const password = 'correct-horse-battery';
let stopAuth: () => Promise<void>;
let emulator: TestEmulator;
let user: User;
let renderApp: (url: string) => unknown;

beforeAll(async () => {
  let auth;
  [{ target: auth, stop: stopAuth }, emulator] = await Promise.all([
    authEmulatorForTests(inject('authEmulator'), projectId),
    startTestEmulator({ rules: { firestore: 'firestore.rules', storage: 'storage.rules' } }),
  ]);
  pointAppAtEmulator(projectId, emulator);
  vi.stubEnv('VITE_AUTH_EMULATOR_PORT', String(auth.port));
  await createAccount(auth, { email, password, displayName: 'Returning Reader' });

  const { getAuthInstance } = await import('../../lib/firebase/auth.js');
  ({ user } = await signInWithEmailAndPassword(getAuthInstance(), email, password));
  // The Node build of Auth that tests run keeps the user in memory; mark it in web
  // storage as the browser build does, so that the session waits for Auth.
  localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
  ({ renderApp } = await import('../../../tests/support/app/render-app.js'));
  // The lazy page, loaded first (after the session module has seen the stored user), so it
  // shows while the session still loads.
  await import('./home.js');
  // An Auth emulator of its own, when the run has none, takes seconds to start.
}, 60_000);

afterAll(async () => {
  localStorage.clear();
  await Promise.all([stopAuth(), emulator.stop()]);
  vi.unstubAllEnvs();
});

describe('signed in', () => {
  it('never shows the guest buttons while the session loads, then offers the dashboard and the articles', async () => {
    // Every link text the page ever shows, from the first render on.
    const shown = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const link of document.querySelectorAll('a')) shown.add(link.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    onTestFinished(() => observer.disconnect());
    renderApp('/');

    // Restoring the session from Auth takes seconds on a busy machine: wait up to 15.
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Invest Smarter with Expert Insights' }, { timeout: 15_000 })).closest('section')!;
    expect(await within(hero).findByRole('link', { name: 'Go to Dashboard' }, { timeout: 15_000 })).toHaveAttribute('href', '/dashboard');
    expect(within(hero).getByRole('link', { name: 'Browse Articles' })).toHaveAttribute('href', '/blog');
    expect(within(hero).queryByRole('link', { name: 'Join for Free' })).not.toBeInTheDocument();
    expect(within(hero).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(shown).not.toContain('Join for Free');
  }, 40_000);

  it("sends contact messages with the sender's uid", async () => {
    const events = userEvent.setup();
    renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Send Us a Message' });
    await events.type(within(form).getByRole('textbox', { name: 'Name' }), 'Returning Reader');
    await events.type(within(form).getByRole('textbox', { name: 'Email' }), email);
    await events.type(within(form).getByRole('textbox', { name: 'Subject' }), 'Hello');
    await events.type(within(form).getByRole('textbox', { name: 'Message' }), 'Thanks for the research.');
    await events.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByText('Message sent successfully!')).toBeVisible();
    const owner = clientsFor(emulator, projectId, 'owner');
    onTestFinished(() => owner.dispose());
    const messages = (await getDocs(collection(owner.db, 'contactMessages'))).docs.map((d) => d.data());
    expect(messages).toEqual([expect.objectContaining({ subject: 'Hello', uid: user.uid })]);
  });
});
