import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/app/render-app.js';

const main = () => screen.getByRole('main');

describe('the Privacy Policy', () => {
  it('says what is stored, where, and how to ask about it', async () => {
    renderApp('/privacy-policy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(document.title).toBe('Privacy Policy | Finance Articles');
    expect(within(main()).getByText('Last updated:')).toHaveTextContent('Last updated: November 21, 2026');
    expect(within(main()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Information we collect',
      '2. How we use your information',
      '3. Who processes your information',
      '4. How long we keep it',
      '5. Your choices and rights',
      '6. Security',
      '7. Children',
      '8. Changes to this policy',
      'Contact Us',
    ]);
    const collected = screen.getByRole('region', { name: '1. Information we collect' });
    for (const what of [/^Account information/, /^Likes and saved articles/, /^Newsletter subscriptions/, /^Contact messages/]) {
      expect(within(collected).getByText(what)).toBeVisible();
    }
    expect(screen.getByRole('region', { name: '3. Who processes your information' })).toHaveTextContent(/Google Firebase/);
    expect(within(main()).getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/contact');
  });

  it('leads to the Terms of Service', async () => {
    renderApp('/privacy-policy');

    await userEvent.click(await within(main()).findByRole('link', { name: 'Terms of Service' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });
});

describe('the Terms of Service', () => {
  it('starts with the investment disclaimer and ends with contact details', async () => {
    renderApp('/terms-of-service');

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(document.title).toBe('Terms of Service | Finance Articles');
    const first = screen.getByRole('region', { name: '1. Educational content, not investment advice' });
    expect(first).toHaveTextContent(/not personalised investment, financial, tax or legal advice/);
    expect(screen.getByRole('region', { name: '3. Acceptable use' })).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/contact');
    expect(within(main()).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
