import type { Page } from '@playwright/test';
import { expect, test } from './test.js';

/** The total Manage Subscribers shows, once counted. */
async function shownTotal(admin: Page): Promise<number> {
  const total = admin.getByText(/^Total subscribers: [\d,]+$/);
  await expect(total).toBeVisible();
  return Number((await total.textContent())!.replace(/\D/g, ''));
}

/**
 * Subscribing an address again is answered exactly as a first subscription (the rules let
 * a repeat renew its date), so nothing reveals who is subscribed: no request fails and the
 * console stays quiet. The admin's total counts the address once: it moves when it joins,
 * and a Recount of every address finds the total right.
 */
test.describe('newsletter', () => {
  test('subscribing twice with the same address thanks the reader both times, and the total counts it once', async ({ page, browser, roleState }) => {
    const email = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const adminContext = await browser.newContext({ storageState: await roleState('admin') });
    const admin = await adminContext.newPage();
    const failed: string[] = [];
    const warnings: string[] = [];
    for (const tab of [page, admin]) {
      tab.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      tab.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
    }
    await admin.goto('/admin/subscribers');
    const before = await shownTotal(admin);
    await page.goto('/');

    const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    for (const typed of [email, email.toUpperCase()]) {
      await newsletter.getByRole('textbox', { name: 'Email address' }).fill(typed);
      await newsletter.getByRole('button', { name: 'Subscribe' }).click();
      await expect(newsletter.getByText(/Thank you for subscribing!/)).toBeVisible();
      await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    }

    // Other journeys may subscribe meanwhile: the total moved by this one at least, and the
    // recount (which counts every address, the concurrent ones too) finds it right.
    await admin.reload();
    expect(await shownTotal(admin)).toBeGreaterThanOrEqual(before + 1);
    await admin.getByRole('button', { name: 'Recount' }).click();
    await expect(admin.getByRole('status').filter({ hasText: /^Recounted: [\d,]+ subscribers on the list, as the total said\.$/ })).toBeVisible();
    await adminContext.close();
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
