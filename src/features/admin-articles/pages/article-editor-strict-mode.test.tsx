/**
 * The editor as `npm start` serves it: under React's StrictMode, in development, where React
 * mounts, unmounts and mounts every component again on its first render. The production
 * build (and so the end-to-end suite) never does that, so what breaks only there is tested
 * here (issue 34: Preview closed as soon as it opened).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';

// The first page to open loads the editor's code (Tiptap, ProseMirror) into jsdom.
vi.setConfig({ testTimeout: 30_000 });

const env = appOnEmulators('demo-editor-strict-mode');

async function signInAsAdmin(): Promise<void> {
  const uid = await signInNewUser('editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'Test Editor' }, { merge: true });
  await refreshSession();
}

/** Lets every task queued so far run (a dialog's "close" event is one). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens Preview, and checks it is still open, with its frame, at both widths. */
async function expectPreviewStaysOpen(): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  await nextTask();
  const dialog = screen.getByRole('dialog', { name: 'Preview' });
  expect(dialog).toHaveAttribute('open');
  expect(within(dialog).getByTitle('The article as readers will see it')).toHaveAttribute('src', '/admin/preview');

  await userEvent.click(within(dialog).getByText('Phone', { exact: true }));
  await nextTask();
  expect(screen.getByRole('dialog', { name: 'Preview' })).toHaveAttribute('open');
  expect(within(dialog).getByTitle('The article as readers will see it')).toHaveStyle({ width: '390px' });

  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await nextTask();
  expect(screen.queryByRole('dialog', { name: 'Preview' })).not.toBeInTheDocument();
}

describe('the editor under StrictMode, as npm start serves it', () => {
  it('keeps Preview open for a new article until it is closed', async () => {
    await signInAsAdmin();
    renderApp('/admin/create-article', { strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Create Article' });
    await userEvent.type(screen.getByLabelText('Title', { exact: true, selector: 'input, textarea' }), 'Preview in development');
    await expectPreviewStaysOpen();
  });

  it('keeps Preview open for a stored draft until it is closed', async () => {
    await signInAsAdmin();
    await setDoc(doc(env.owner.db, 'articles', 'draft-to-preview'), articleDoc('Draft to Preview', { status: 'draft' }));
    renderApp('/admin/edit-article/draft-to-preview', { strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Edit Article' });
    await expectPreviewStaysOpen();
  });
});
