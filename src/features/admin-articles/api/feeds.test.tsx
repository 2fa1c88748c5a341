/**
 * The feeds' state (site/feeds) as every admin sees it: a rebuild that failed, or was cut
 * short by a closed tab, in any admin's browser, is shown in this one, with a way to
 * rebuild now. Real SDK, the repo's rules.
 */
import { render, screen } from '@testing-library/react';
import { doc, setDoc, Timestamp } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';
import { FeedsNotice } from '../components/feeds-notice.js';
import { manageTexts } from '../texts.js';
import { feedsProblem } from './feeds.js';

const env = appOnEmulators('demo-feeds-state');

async function signInAsAdmin(): Promise<void> {
  const uid = await signInNewUser('editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'Test Editor' }, { merge: true });
  await refreshSession();
}

/** The state another admin's browser left. */
const leftByAnotherAdmin = (state: string, minutesAgo: number, message?: string) =>
  setDoc(doc(env.owner.db, 'site', 'feeds'), {
    state,
    ...(message ? { message } : {}),
    updatedAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
  });

describe("the feeds' state", () => {
  it('reports a rebuild that failed or was cut short in another browser, and none that is running or done', async () => {
    await signInAsAdmin();
    expect(await feedsProblem()).toBeNull();
    await leftByAnotherAdmin('failed', 30, 'The server could not be reached.');
    expect(await feedsProblem()).toBe('The server could not be reached.');
    await leftByAnotherAdmin('running', 3);
    expect(await feedsProblem()).toBe('the last update did not finish.');
    await leftByAnotherAdmin('running', 0);
    expect(await feedsProblem()).toBeNull();
    await leftByAnotherAdmin('done', 0);
    expect(await feedsProblem()).toBeNull();
  });

  it('shows the problem on the admin pages, with a way to rebuild now', async () => {
    await signInAsAdmin();
    await leftByAnotherAdmin('failed', 30, 'The server could not be reached.');
    render(<FeedsNotice />);
    expect(await screen.findByRole('alert')).toHaveTextContent(manageTexts.feedsFailed('The server could not be reached.'));
    // The rebuild itself, to its end, is the end-to-end journey's (e2e/finance.spec.ts).
    expect(screen.getByRole('button', { name: manageTexts.feedsRetry })).toBeEnabled();
  });
});
