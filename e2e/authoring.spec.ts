/**
 * Writing for the site as an admin: create, publish, edit and delete articles in the rich
 * editor, with images; work kept through reloads; two admins on one article; bad images
 * and pasted scripts refused. Every article here has a title no other test uses.
 */
import type { Browser, Page } from '@playwright/test';
import {
  articleIdByTitle, imageExists, inArticleSettings, largeGif, largePng, pngFile, seedDocument, setFields, signInAsNewAdmin, storedDocument, storedIds, uniqueTitle,
} from '../tests/support/e2e/admin.js';
import { publishedAddress, publishInEditor, updateInEditor } from '../tests/support/e2e/editor.js';
import { expect, test } from './test.js';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Content' });
const saveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^(Saving…|Saved .+|Draft saved .+|Not saved yet.*|Unsaved changes.*)$/ });

interface Fields {
  readonly title: string;
  readonly summary?: string;
  readonly category?: string;
  readonly tags?: string;
  readonly body?: string;
}

async function fillArticle(page: Page, fields: Fields): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(fields.title);
  await inArticleSettings(page, async () => {
    await page.getByLabel('Summary', { exact: true }).fill(fields.summary ?? `What ${fields.title} means for a long-term investor.`);
    await page.getByLabel('Category', { exact: true }).selectOption({ label: fields.category ?? 'Market Insights' });
    if (fields.tags !== undefined) await page.getByLabel('Tags', { exact: true }).fill(fields.tags);
  });
  await editor(page).click();
  await page.keyboard.type(fields.body ?? 'Interest rates set the price of every other asset.');
}

/** Accepts the "leave this page?" prompts a test provokes on purpose. */
function acceptLeavePrompts(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  return asked;
}

test.describe('as an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('creates and publishes an article with a featured image and an image in the text', async ({ page }) => {
    const title = uniqueTitle('Dividend Growth Versus High Yield');
    await page.goto('/admin/create-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible();

    // Nothing filled in: SPEC's message, nothing saved.
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();

    await fillArticle(page, { title, tags: ' Dividends, , ETFs ,dividends', category: 'Equity Research' });
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    await expect(page.getByText(`Permalink: ${new URL(page.url()).origin}/article/${slug}`)).toBeVisible();
    await expect(page.getByText(`${`What ${title} means for a long-term investor.`.length}/300`, { exact: true })).toBeVisible();

    await page.getByLabel('Featured image').setInputFiles(pngFile('Cover Photo.png'));
    const cover = page.getByRole('img', { name: 'The featured image' });
    await expect(cover).toHaveAttribute('src', /images%2Ffeatured%2Fcover-photo-[a-z0-9]{20}-1x1-w1\.(jpg|png)\?alt=media$/);

    await page.keyboard.press('Enter');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await (await chooser).setFiles(pngFile('yield-chart.png'));
    const describe = page.getByRole('dialog', { name: 'Describe the image' });
    await describe.getByLabel('Description (alternative text)').fill('Dividend yield against payout growth');
    await describe.getByRole('button', { name: 'Insert' }).click();
    await expect(editor(page).getByRole('img', { name: 'Dividend yield against payout growth' })).toBeVisible();
    // Typing goes on below the image, which stays (the image was left selected, and the first key replaced it).
    await page.keyboard.type('Payout growth compounds.');
    await expect(editor(page).locator('img + p')).toHaveText('Payout growth compounds.');
    await expect(editor(page).getByRole('img', { name: 'Dividend yield against payout growth' })).toBeVisible();
    await expect(page.getByText(/^\d+ words · 1 min read$/)).toBeVisible();

    // Research is published with the author's disclosure.
    await page.getByLabel('Disclosure', { exact: true }).fill('I hold no position in the securities named and received no compensation.');
    await publishInEditor(page);
    // The editor stays open; View leads to the article's address.
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();
    await page.goto(await publishedAddress(page));
    await expect(page).toHaveURL(`/article/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.getByRole('article').first();
    await expect(body.getByRole('img', { name: 'Dividend yield against payout growth' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'Dividends' })).toBeVisible();
    await expect(body.getByRole('link', { name: 'ETFs' })).toBeVisible();

    const stored = await storedDocument(`articles/${await articleIdByTitle(title)}`);
    expect(stored).toMatchObject({ status: 'published', slug, category: 'equity-research', tags: ['Dividends', 'ETFs'], readTime: 1, author: { name: 'Maya Chen' } });
    expect(stored?.publishedAt).toEqual(expect.any(String));
    expect(await storedDocument(`slugs/${slug}`)).toMatchObject({ articleId: await articleIdByTitle(title) });
  });

  test('saves a draft, finds it with the filters, edits and publishes it, and published links keep working', async ({ page }) => {
    const title = uniqueTitle('Rebalancing Bands Explained');
    await page.goto('/admin/create-article');
    await fillArticle(page, { title, category: 'Portfolio Performance' });
    // Ctrl+S (Cmd+S on a Mac) saves what is on screen, the words just typed included (an
    // autosave may have stored the title alone before), and a draft stays in the editor.
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page).toHaveURL(/\/admin\/edit-article\/[\w-]+$/);
    const draftId = await articleIdByTitle(title);
    await expect.poll(async () => String((await storedDocument(`articles/${draftId}`))?.content)).toContain('Interest rates set the price');
    await expect(saveStatus(page)).toHaveText(/^Saved on the server at /);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Articles' })).toBeVisible();

    // Filters: status, category and a title word.
    await page.getByLabel('Status').selectOption({ label: 'Draft' });
    await page.getByLabel('Category').selectOption({ label: 'Portfolio Performance' });
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: /^View/ })).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await page.getByLabel('Status').selectOption({ label: 'All' });
    await page.getByLabel('Category').selectOption({ label: 'Trade Ideas' });
    await page.getByLabel('Search by title').fill(title.split(' ').at(-1)!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No articles found with the current filters.')).toBeVisible();
    await page.getByLabel('Category').selectOption({ label: 'All categories' });
    await expect(page.getByRole('row')).toHaveCount(2);

    await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(editor(page)).toContainText('Interest rates set the price');
    const oldSlug = title.toLowerCase().replace(/\s+/g, '-');

    // Publishing with an empty title: SPEC's message for the edit page (a draft may be saved without one).
    await page.getByLabel('Title', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Title and content are required')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Publish this article?' })).toHaveCount(0);
    await expect(page.getByText('Missing: Title.')).toBeVisible();

    const newTitle = `${title} for 2027`;
    await page.getByLabel('Title', { exact: true }).fill(newTitle);
    // An existing article keeps its address when its title changes, until the admin changes it.
    await expect(page.getByText(new RegExp(`^Permalink: .*/article/${oldSlug}$`))).toBeVisible();
    await page.getByRole('button', { name: 'Edit permalink' }).click();
    await page.getByLabel('Slug').fill(`${oldSlug}-for-2027`);
    await publishInEditor(page);
    expect(await publishedAddress(page)).toBe(`/article/${oldSlug}-for-2027`);
    const id = await articleIdByTitle(newTitle);
    await page.goto(`/article/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await page.goto(`/article/${oldSlug}-for-2027`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    // The draft's address was never public, and a draft claims no slug: it leads nowhere.
    expect(await storedDocument(`slugs/${oldSlug}`)).toBeNull();
    await page.goto(`/article/${oldSlug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

    // A published address keeps working when the permalink changes.
    await page.goto(`/admin/edit-article/${id}`);
    await page.getByRole('button', { name: 'Edit permalink' }).click();
    await page.getByLabel('Slug').fill(`${oldSlug}-in-2027`);
    await updateInEditor(page);
    expect(await publishedAddress(page)).toBe(`/article/${oldSlug}-in-2027`);
    await page.goto(`/article/${oldSlug}-for-2027`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    const stored = await storedDocument(`articles/${id}`);
    expect(stored).toMatchObject({ status: 'published', slug: `${oldSlug}-in-2027` });

    // Revisions: the first save and the publish, newest first; restoring one saves it at once.
    await page.goto(`/admin/edit-article/${id}`);
    await page.getByText('Revisions', { exact: true }).click();
    const revisions = page.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem');
    await expect(revisions).toHaveCount(2);
    await expect(revisions.first()).toContainText('Published');
    await revisions.nth(1).getByRole('button', { name: /^Open/ }).click();
    const opened = page.getByRole('dialog', { name: /^Version of / });
    await expect(opened.locator('ins').filter({ hasText: 'for 2027' })).toBeVisible();
    await opened.getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(saveStatus(page)).toHaveText(/^Saved on the server at /);
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ title, status: 'published' });
  });

  test('deletes an article after Cancel and Confirm, with its image, likes and revisions', async ({ page }) => {
    const title = uniqueTitle('Sector Rotation Myths');
    await page.goto('/admin/create-article');
    await fillArticle(page, { title });
    await page.getByLabel('Featured image').setInputFiles(pngFile('rotation.png'));
    await expect(page.getByRole('img', { name: 'The featured image' })).toBeVisible();
    const image = (await page.getByRole('img', { name: 'The featured image' }).getAttribute('src'))!;
    await publishInEditor(page);
    const id = await articleIdByTitle(title);
    expect(await imageExists(image)).toBe(true);
    await seedDocument(`articles/${id}/likes/some-reader`, { createdAt: new Date() });
    expect(await storedIds(`articles/${id}/likes`)).toEqual(['some-reader']);
    expect((await storedIds(`articles/${id}/revisions`)).length).toBeGreaterThan(0);

    await page.goto('/admin/articles');
    await page.getByLabel('Search by title').fill(title.split(' ').at(-1)!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');

    await row.getByRole('button', { name: /^Delete/ }).click();
    await expect(row.getByText(`Delete “${title}”? Its images, likes, revisions and comments go with it.`)).toBeVisible();
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByRole('button', { name: /^Delete/ })).toBeVisible();
    expect(await storedDocument(`articles/${id}`)).not.toBeNull();

    await row.getByRole('button', { name: /^Delete/ }).click();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${title}” was deleted.` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    expect(await storedDocument(`articles/${id}`)).toBeNull();
    expect(await storedIds(`articles/${id}/revisions`)).toEqual([]);
    expect(await storedIds(`articles/${id}/likes`)).toEqual([]);
    await expect.poll(() => imageExists(image)).toBe(false);
  });

  test('autosaves a draft, and keeps unsaved changes on the device through a reload', async ({ page }) => {
    acceptLeavePrompts(page);
    const title = uniqueTitle('Why Duration Matters');
    await page.goto('/admin/create-article');
    await fillArticle(page, { title });
    // A few seconds after typing stops, the draft is saved and the address becomes its own.
    await expect(saveStatus(page)).toHaveText(/^Saved on the server at \d{1,2}:\d{2} [AP]M$/, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/edit-article\/[\w-]+$/);
    const id = await articleIdByTitle(title);
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ status: 'draft', title });

    // Typed, then reloaded before anything could be saved: the copy on this device is offered back.
    await editor(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Kept across reloads.');
    await page.getByLabel('Summary', { exact: true }).fill('A summary typed just before the reload.');
    await page.reload();
    await expect(page.getByText(/^You have unsaved changes from .+ on this device\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Restore them' }).click();
    await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('A summary typed just before the reload.');
    await expect(editor(page)).toContainText('Kept across reloads.');
    await expect(saveStatus(page)).toHaveText(/^Saved /, { timeout: 15_000 });
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ summary: 'A summary typed just before the reload.' });
  });

  test('on a phone, a draft with only its title reaches the server by itself, and opens in another browser', async ({ page, browser, roleState }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const title = uniqueTitle('Started on the Train');
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await expect(saveStatus(page)).toHaveText(/^Saved on the server at /, { timeout: 15_000 });
    await expect(page).toHaveURL(/\/admin\/edit-article\/[\w-]+$/);
    const id = await articleIdByTitle(title);
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ status: 'draft', title, summary: '', category: '' });

    const laptop = await (await browser.newContext({ storageState: await roleState('admin') })).newPage();
    await laptop.goto(`/admin/edit-article/${id}`);
    await expect(laptop.getByLabel('Title', { exact: true })).toHaveValue(title);
    await laptop.context().close();
    // The settings are a sheet over the page: Escape closes it, back on the button that opened it.
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    await settings.click();
    const sheet = page.getByRole('dialog', { name: 'Article settings' });
    await expect(sheet.getByRole('heading', { name: 'Article settings' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(settings).toBeFocused();
    // Publishing it still needs every field: the sheet opens on the first one missing in it, and nothing is asked yet.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Publish this article?' })).toHaveCount(0);
    await expect(sheet.getByText('Missing: Summary, Content, Category.')).toBeVisible();
    await expect(sheet.getByLabel('Summary', { exact: true })).toBeFocused();
    await expect(sheet.getByText('Required', { exact: true })).toHaveCount(2);
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('Missing: Summary, Content, Category.')).toBeVisible();
  });

  test('on a touch screen, typing right after a tap on the toolbar goes into the text', async ({ browser, roleState }) => {
    const context = await browser.newContext({ storageState: await roleState('admin'), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const phone = await context.newPage();
    await phone.goto('/admin/create-article');
    const text = editor(phone);
    await text.tap();
    await phone.keyboard.type('What depreciation hides');
    // A tap used to focus the button: the next keys went to the toolbar (End, Enter: a horizontal rule).
    await phone.getByRole('button', { name: 'H2 heading' }).tap();
    await phone.keyboard.press('End');
    await phone.keyboard.press('Enter');
    await phone.keyboard.type('A ');
    await phone.getByRole('button', { name: 'Bold' }).tap();
    await phone.keyboard.type('maintenance capex');
    await phone.getByRole('button', { name: 'Bold' }).tap();
    await phone.keyboard.type(' estimate.');
    await expect(text).toBeFocused();
    await expect(text.locator('h2')).toHaveText('What depreciation hides');
    await expect(text.locator('p').filter({ hasText: /\S/ })).toHaveText(['A maintenance capex estimate.']);
    await expect(text.locator('p strong')).toHaveText('maintenance capex');
    await expect(text.locator('hr')).toHaveCount(0);
    await context.close();
  });

  for (const width of [1280, 390]) {
    test(`previews the unsaved article as readers will see it, at a desktop and a phone width (${width} px window)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const title = uniqueTitle('Preview Before Publishing');
      await page.goto('/admin/create-article');
      await fillArticle(page, { title, tags: 'Rates', body: 'What the preview shows.' });
      await page.getByRole('button', { name: 'Preview' }).click();
      const dialog = page.getByRole('dialog', { name: 'Preview' });
      const frame = page.frameLocator('iframe[title="The article as readers will see it"]');
      // The reader site's own frame, with the article as its page shows it.
      await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(frame.getByRole('banner').getByRole('link', { name: 'Finance Articles' })).toBeVisible();
      await expect(frame.getByText('What the preview shows.')).toBeVisible();
      await expect(frame.getByRole('link', { name: 'Rates' })).toBeVisible();
      await dialog.getByText('Phone', { exact: true }).click();
      await expect(page.locator('iframe[title="The article as readers will see it"]')).toHaveCSS('width', width === 390 ? /^3\d\dpx$/ : '390px');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Nothing was published to show it: the slug answers to no article.
      await inArticleSettings(page, () => expect(page.getByRole('group', { name: 'Publishing status' })).toContainText('Draft: only admins see it.'));
      expect(await storedDocument(`slugs/${title.toLowerCase().replace(/\s+/g, '-')}`)).toBeNull();
    });
  }

  test('formats text from the keyboard: the toolbar is one Tab stop with arrow keys, and says what is on', async ({ page }) => {
    await page.goto('/admin/create-article');
    await editor(page).click();
    await page.keyboard.type('Cash flow');
    // Out of the text, the toolbar is the one stop before it; arrows, Home and End move inside.
    await page.keyboard.press('Shift+Tab');
    const bold = page.getByRole('button', { name: 'Bold' });
    await expect(bold).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Horizontal rule' })).toBeFocused();
    await page.keyboard.press('Home');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    const h2 = page.getByRole('button', { name: 'H2 heading' });
    await expect(h2).toBeFocused();
    await expect(h2).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Space');
    await expect(editor(page).getByRole('heading', { level: 2, name: 'Cash flow' })).toBeVisible();
    await expect(h2).toHaveAttribute('aria-pressed', 'true');

    // Tiptap's shortcuts work in the text, and the toolbar shows them.
    await editor(page).getByText('Cash flow').click({ clickCount: 3 });
    await page.keyboard.press('ControlOrMeta+b');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor(page).locator('h2 strong')).toHaveText('Cash flow');
    // Ctrl+K (Cmd+K) asks for a link, as the toolbar's Link button does.
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('https://www.sec.gov/edgar');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await expect(editor(page).getByRole('link', { name: 'Cash flow' })).toHaveAttribute('href', 'https://www.sec.gov/edgar');
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    const title = uniqueTitle('Cash Drag');
    await page.goto('/admin/create-article');
    await page.getByLabel('Title', { exact: true }).fill(title);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('navigation').first().getByRole('link', { name: 'Articles' }).click();
    await expect.poll(() => asked).toEqual([expect.stringContaining('You have unsaved changes. Leave this page?')]);
    await expect(page).toHaveURL('/admin/create-article');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  });

  test('refuses images that are too large or not images, with SPEC\'s messages', async ({ page }) => {
    await page.goto('/admin/create-article');
    // A photo is resized before it is stored, so up to 20 MB may be picked; a GIF is stored as it is.
    await page.getByLabel('Featured image').setInputFiles(largePng('huge-cover.png', 20.1));
    await expect(page.getByText('Image size should not exceed 20MB')).toBeVisible();
    await page.getByLabel('Featured image').setInputFiles(largeGif('huge-cover.gif', 2.1));
    await expect(page.getByText('Image size should not exceed 2MB')).toBeVisible();
    await page.getByLabel('Featured image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Please upload a valid image file (JPG, PNG, GIF, or SVG)')).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await (await chooser).setFiles(largeGif('huge-figure.gif', 5.1));
    await expect(page.getByText('Image size should not exceed 5MB')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(editor(page).getByRole('img')).toHaveCount(0);
  });

  test('stores no script, event handler or javascript: link from pasted markup', async ({ page }) => {
    const title = uniqueTitle('Pasted From A Newsletter');
    await page.goto('/admin/create-article');
    await fillArticle(page, { title, body: 'Before the paste. ' });
    await editor(page).evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>Pasted <strong>text</strong><script>window.pwned = 1</script>' +
          '<img src="x" onerror="window.pwned = 2"> and <a href="javascript:window.pwned=3">a link</a>' +
          ' and <a href="https://example.com/report" onclick="window.pwned=4">a report</a>.</p>',
      );
      data.setData('text/plain', 'Pasted text and a link and a report.');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(editor(page)).toContainText('Pasted text');
    await publishInEditor(page);

    const content = String((await storedDocument(`articles/${await articleIdByTitle(title)}`))?.content);
    expect(content).toContain('<strong>text</strong>');
    expect(content).toContain('href="https://example.com/report"');
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });
});

test.describe('two admins on one article', () => {
  test.use({ signedInAs: 'admin' });

  /** A published article open in my editor and in another admin's, in a browser of their own. */
  async function openTwice(page: Page, browser: Browser, roleState: (role: 'admin') => Promise<string>, name: string) {
    const title = uniqueTitle(name);
    await page.goto('/admin/create-article');
    await fillArticle(page, { title, tags: 'Rates' });
    await publishInEditor(page);
    const id = await articleIdByTitle(title);
    const other = await (await browser.newContext({ storageState: await roleState('admin') })).newPage();
    await other.goto(`/admin/edit-article/${id}`);
    await page.goto(`/admin/edit-article/${id}`);
    await expect(other.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    return { id, title, other };
  }

  async function theySave(other: Page, id: string, summary: string): Promise<void> {
    await other.getByLabel('Summary', { exact: true }).fill(summary);
    await updateInEditor(other);
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ summary });
    await other.context().close();
  }

  test('a save after theirs keeps their change and mine, and asks about a field we both changed', async ({ browser, page, roleState }) => {
    const { id, other } = await openTwice(page, browser, roleState, 'Two Editors One Article');
    await theySave(other, id, 'Their summary, saved first.');

    // I changed the tags: my save is refused, their summary comes into the form beside my tags.
    await page.getByLabel('Tags', { exact: true }).fill('Rates, Bonds');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText(/^Maya Chen saved this article at .+, after you opened it\.$/)).toBeVisible();
    await expect(page.getByText('Their changes are now in the form with yours. Check them, then save again.')).toBeVisible();
    await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Their summary, saved first.');
    await expect(page.getByLabel('Tags', { exact: true })).toHaveValue('Rates, Bonds');
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ summary: 'Their summary, saved first.', tags: ['Rates'] });

    await updateInEditor(page);
    expect(await storedDocument(`articles/${id}`)).toMatchObject({ summary: 'Their summary, saved first.', tags: ['Rates', 'Bonds'] });

    // Now we both change the summary: I choose, field by field, with both versions in view.
    const again = await openTwice(page, browser, roleState, 'Two Editors Same Field');
    await theySave(again.other, again.id, 'Their summary.');
    await page.getByLabel('Summary', { exact: true }).fill('My summary.');
    await page.getByLabel('Tags', { exact: true }).fill('Rates, Credit');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const choice = page.getByRole('region', { name: 'Changed on both sides' });
    await expect(choice.getByRole('group', { name: 'Summary' })).toBeVisible();
    await expect(choice.getByRole('group')).toHaveCount(1);
    await expect(choice.getByRole('radio', { name: /^Yours/ })).toBeChecked();
    // No save until I have chosen.
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Choose which version of each field to keep before saving.')).toBeVisible();
    await choice.getByRole('radio', { name: /^Theirs/ }).check();
    await choice.getByRole('button', { name: 'Keep these' }).click();
    await expect(choice).toBeHidden();
    await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Their summary.');
    await updateInEditor(page);
    expect(await storedDocument(`articles/${again.id}`)).toMatchObject({ summary: 'Their summary.', tags: ['Rates', 'Credit'] });
  });

  for (const width of [1280, 390]) {
    test(`work kept on the device and restored after a reload never undoes a colleague’s save (${width} px)`, async ({ browser, page, roleState }) => {
      await page.setViewportSize({ width, height: 844 });
      const { id, other } = await openTwice(page, browser, roleState, 'Two Editors One Device Copy');
      await inArticleSettings(page, () => page.getByLabel('Tags', { exact: true }).fill('Rates, Housing'));
      await expect(saveStatus(page)).toHaveText(/^Unsaved changes/);
      await theySave(other, id, 'Their summary, saved while I was away.');

      acceptLeavePrompts(page);
      await page.reload();
      await page.getByRole('button', { name: 'Restore them' }).click();
      await inArticleSettings(page, async () => {
        await expect(page.getByLabel('Tags', { exact: true })).toHaveValue('Rates, Housing');
        await expect(page.getByLabel('Summary', { exact: true })).toHaveValue('Their summary, saved while I was away.');
      });
      await updateInEditor(page);
      expect(await storedDocument(`articles/${id}`)).toMatchObject({ summary: 'Their summary, saved while I was away.', tags: ['Rates', 'Housing'] });
    });
  }
});

test.describe('an admin whose role is taken away while writing', () => {
  test.use({
    expectedConsole: [[/^console\.error: Failed to load resource: the server responded with a status of 403/], { scope: 'test' }],
    expectedFailedRequests: [[/^403 POST .*\/o\?name=images%2Ffeatured%2F/], { scope: 'test' }],
  });

  test('is told why the upload failed', async ({ page }) => {
    const uid = await signInAsNewAdmin(page, 'demoted-admin');
    await page.goto('/admin/create-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();
    // What the editor reads as it opens (the site's tags) is in before the role goes: read
    // after, it would be refused too, a second failure this test does not provoke.
    await page.waitForLoadState('networkidle');
    await setFields(`users/${uid}`, { role: 'subscriber' });
    await page.getByLabel('Featured image').setInputFiles(pngFile('cover.png'));
    await expect(page.getByText(/^Failed to upload image: cover\.png: Firebase Storage: User does not have permission to access 'images\/featured\/cover-[a-z0-9]{20}-1x1-w1\.webp'\. \(storage\/unauthorized\)$/)).toBeVisible();
  });
});
