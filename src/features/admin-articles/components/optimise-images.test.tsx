/**
 * Manage Articles' Optimise images against the emulators and the repo's rules: what it
 * says it does, the report of a run that had nothing to convert (SVGs kept, an image that
 * cannot be downloaded named with its article, which stays as it was), and what an admin
 * is told when the articles cannot be counted. Converting a photograph needs a browser's
 * encoders: e2e/optimise-images.spec.ts runs that.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc, writeBatch } from 'firebase/firestore/lite';
import { serviceOrigin } from '../../../config/firebase-setup.js';
import { getFirebaseSetup } from '../../../lib/firebase/app.js';
import { storagePrefix } from '../../../lib/image-set.js';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 40_000 });

const env = appOnEmulators('demo-optimise-images');
const RANDOM = 'a1b2c3d4e5f6g7h8i9j0';

async function signInAsAdmin(): Promise<void> {
  const uid = await signInNewUser('image-optimiser');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'Image Optimiser' }, { merge: true });
  await refreshSession();
}

/** The address of a stored file as an older upload stored it (getDownloadURL's, with a token). SVGs are kept without being read. */
const siteAddress = (path: string) => {
  const setup = getFirebaseSetup();
  return `${storagePrefix(serviceOrigin(setup, 'storage'), setup.config.storageBucket)}${encodeURIComponent(path)}?alt=media&token=0c1d2e3f`;
};

async function openSection() {
  renderApp('/admin/articles');
  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Articles' }, { timeout: 20_000 })).toBeVisible();
  return screen.getByRole('region', { name: 'Images' });
}

describe('Manage Articles: Optimise images', () => {
  it('keeps SVGs, names an image it could not download with its article, and changes no article it could not convert', async () => {
    await signInAsAdmin();
    const featuredSvg = siteAddress(`images/featured/harbour-${RANDOM}.svg`);
    const inlineSvg = siteAddress(`images/inline/diagram-${RANDOM}.svg`);
    const missing = siteAddress(`images/inline/vanished-chart-${RANDOM}.jpg`);
    const batch = writeBatch(env.owner.db);
    batch.set(doc(env.owner.db, 'articles/o-drawn'), {
      ...articleDoc('Drawn Harbour'),
      featuredImage: featuredSvg,
      content: `<p>A drawing.</p><img src="${inlineSvg.replace(/&/g, '&amp;')}" alt="Diagram">`,
      editVersion: 'v-drawn',
    });
    batch.set(doc(env.owner.db, 'articles/o-missing'), {
      ...articleDoc('Vanished Chart', { status: 'draft' }),
      content: `<img src="${missing.replace(/&/g, '&amp;')}" alt="Chart"><img src="https://example.com/elsewhere.jpg" alt="Elsewhere">`,
      editVersion: 'v-missing',
    });
    await batch.commit();
    const before = (await getDoc(doc(env.owner.db, 'articles/o-missing'))).data();

    const user = userEvent.setup();
    const section = await openSection();
    const button = within(section).getByRole('button', { name: 'Optimise images' });
    expect(button).toHaveAccessibleDescription(/^Stores the featured and inline images of every article, drafts included, in the sizes reader pages ask for/);
    await user.click(button);

    const status = within(section).getByRole('status');
    await waitFor(() => expect(within(status).getByText('Went through the images of 2 articles.')).toBeVisible());
    expect(within(status).getByText('0 images stored in sizes.')).toBeVisible();
    expect(within(status).getByText('2 images kept as they are (SVG or GIF).')).toBeVisible();
    expect(within(status).getByText('1 image could not be optimised; its article keeps it as before. Run it again to try again:')).toBeVisible();
    expect(within(status).getByText(`“Vanished Chart”, vanished-chart-${RANDOM}.jpg: It could not be downloaded (HTTP 404).`)).toBeVisible();
    expect(button).toBeEnabled();

    const after = (await getDoc(doc(env.owner.db, 'articles/o-missing'))).data();
    expect(after?.content).toBe(before?.content);
    expect(after?.editVersion).toBe('v-missing');
    expect((await getDoc(doc(env.owner.db, 'articles/o-drawn'))).get('editVersion')).toBe('v-drawn');
  });

  it('says it could not start, and that nothing changed, when the articles cannot be counted', async () => {
    await signInAsAdmin();
    await setDoc(doc(env.owner.db, 'articles/o-counted'), articleDoc('Uncounted Note'));
    const user = userEvent.setup();
    const section = await openSection();
    // The list has loaded: its query is not the one the closed rules refuse.
    expect((await screen.findAllByText('Uncounted Note'))[0]).toBeVisible();
    await env.closeFirestore();
    await user.click(within(section).getByRole('button', { name: 'Optimise images' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'Optimising could not start: the articles could not be counted. Check your connection and try again. No article was changed.',
      ),
    );
  });
});
