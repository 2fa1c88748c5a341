/**
 * An admin's author profile on the profile page (authors/{bylineId}), against the emulators
 * and the repo's rules: started from their newest article's byline, edited, saved, shown
 * again on the next visit; problems said before anything is sent; what was typed kept when
 * a save fails.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { signInNewAdmin } from '../../../../tests/support/app/admin-session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';

const env = appOnEmulators('demo-staff-profile');
const OLD_BIO = 'Editor and Certified Financial Planner. Writes about retirement.';

async function profilePage(): Promise<HTMLElement> {
  renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Author Profile' });
  // Loaded: the form is there.
  await within(section).findByRole('button', { name: 'Save Author Profile' });
  return section;
}

describe('author profile', () => {
  it("starts from the newest article's byline, saves, and shows what was saved on the next visit", async () => {
    await setDoc(doc(env.owner.db, 'articles', 'older'), {
      ...articleDoc('An older piece'),
      author: { id: 'rita-okafor', name: 'Rita Okafor', bio: OLD_BIO, socialLinks: { website: 'https://rita.example.com/' } },
    });
    await signInNewAdmin(env.owner, 'Rita Okafor');
    const section = await profilePage();
    const form = within(section).getByRole('form', { name: 'Rita Okafor' });
    expect(within(form).getByText("Filled in from your newest article's byline: save it to keep it as your profile.")).toBeVisible();
    const bio = within(form).getByLabelText('Bio');
    expect(bio).toHaveValue(OLD_BIO);
    expect(within(form).getByLabelText('Website')).toHaveValue('https://rita.example.com/');
    expect(within(form).getByRole('link', { name: 'View your author page' })).toHaveAttribute('href', '/author/rita-okafor');

    const user = userEvent.setup();
    await user.clear(bio);
    await user.type(bio, 'Portfolio strategist. Writes about risk.');
    await user.type(within(form).getByLabelText('X (Twitter)'), '@rita_o');
    await user.click(within(form).getByRole('button', { name: 'Save Author Profile' }));
    expect(await within(form).findByText('Your author profile has been saved.')).toHaveAttribute('role', 'status');
    expect(within(form).queryByText(/Filled in from/)).not.toBeInTheDocument();
    expect(within(form).getByLabelText('X (Twitter)')).toHaveValue('https://x.com/rita_o');
    expect((await getDoc(doc(env.owner.db, 'authors', 'rita-okafor'))).data()).toMatchObject({
      name: 'Rita Okafor',
      bio: 'Portfolio strategist. Writes about risk.',
      avatar: '',
      socialLinks: { twitter: 'https://x.com/rita_o', linkedin: '', website: 'https://rita.example.com/' },
    });

    cleanup();
    const again = await profilePage();
    expect(within(again).getByLabelText('Bio')).toHaveValue('Portfolio strategist. Writes about risk.');
    expect(within(again).queryByText(/Filled in from/)).not.toBeInTheDocument();
  });

  it('says what is wrong before sending, and keeps what was typed when the save fails', async () => {
    await signInNewAdmin(env.owner, 'Sam Patel');
    const section = await profilePage();
    const form = within(section).getByRole('form', { name: 'Sam Patel' });
    expect(within(form).getByLabelText('Bio')).toHaveValue('');
    const user = userEvent.setup();
    const bio = within(form).getByLabelText('Bio');
    await user.click(bio);
    await user.paste('x'.repeat(201));
    expect(within(form).getByText('201 of 200 characters')).toBeVisible();
    await user.type(within(form).getByLabelText('Website'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save Author Profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please correct the fields marked below.');
    expect(bio).toHaveAccessibleDescription(/Your bio can be at most 200 characters\./);
    expect(within(form).getByLabelText('Website')).toHaveAccessibleDescription('Enter a web address starting with https://, or a handle.');
    expect((await getDoc(doc(env.owner.db, 'authors', 'sam-patel'))).exists()).toBe(false);

    await user.clear(bio);
    await user.type(bio, 'Covers semiconductors.');
    await user.clear(within(form).getByLabelText('Website'));
    await user.type(within(form).getByLabelText('Website'), 'sam.example.com');
    await env.closeFirestore();
    await user.click(within(form).getByRole('button', { name: 'Save Author Profile' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Could not save: /);
    expect(bio).toHaveValue('Covers semiconductors.');
    expect(within(form).getByLabelText('Website')).toHaveValue('sam.example.com');

    await env.reopenFirestore();
    await user.click(within(form).getByRole('button', { name: 'Save Author Profile' }));
    expect(await within(form).findByText('Your author profile has been saved.')).toHaveAttribute('role', 'status');
    expect((await getDoc(doc(env.owner.db, 'authors', 'sam-patel'))).data()).toMatchObject({
      bio: 'Covers semiconductors.',
      socialLinks: { twitter: '', linkedin: '', website: 'https://sam.example.com' },
    });
  });

  it('is not offered to readers', async () => {
    await signInNewUser('reader');
    renderApp('/profile');
    expect(await screen.findByRole('region', { name: 'Account Settings' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Author Profile' })).not.toBeInTheDocument();
  });
});
