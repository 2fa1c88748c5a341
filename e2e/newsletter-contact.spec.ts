import { expect, test } from './test.js';

/**
 * Subscribing an address again is answered exactly as a first subscription (the rules let
 * a repeat renew its date), so nothing reveals who is subscribed: no request fails and the
 * console stays quiet.
 */
test.describe('newsletter', () => {
  test('subscribing twice with the same address thanks the reader both times', async ({ page }) => {
    const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/');

    const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    for (const typed of [email, email.toUpperCase()]) {
      await newsletter.getByRole('textbox', { name: 'Email address' }).fill(typed);
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await expect(newsletter.getByText(/Thank you for subscribing!/)).toBeVisible();
      await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    }
    expect(failed).toEqual([]);
    expect(warnings).toEqual([]);
  });
});

test('a contact message is sent and the form cleared', async ({ page }) => {
  await page.goto('/contact');

  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Jordan Lee');
  await form.getByRole('textbox', { name: 'Email' }).fill('jordan.lee@example.com');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Research request');
  await form.getByRole('textbox', { name: 'Message' }).fill('Could you cover dividend aristocrats?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByText('Message sent successfully!')).toBeVisible();
  await expect(form.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});
