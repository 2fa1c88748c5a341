/**
 * The article editor and Manage Articles against the repo's rules: every validation and
 * error message, word for word. Errors come about as they would for real: a form the
 * rules refuse, an admin whose role was taken away while the page was open, an address
 * that holds no article, a permalink another article holds.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collection, doc, getDoc, getDocs, orderBy, query, setDoc, Timestamp, writeBatch } from 'firebase/firestore/lite';
import { refreshSession } from '../../../lib/session/session.js';
import { appOnEmulators } from '../../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../../tests/support/app/article-fixtures.js';
import { renderApp } from '../../../../tests/support/app/render-app.js';
import { signInNewUser } from '../../../../tests/support/app/sign-in-to-app.js';
import { EMPTY_DRAFT } from '../types.js';

// The first page to open loads the editor's code (Tiptap, ProseMirror) into jsdom.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const env = appOnEmulators('demo-article-editor');

async function signInAsAdmin(): Promise<string> {
  const uid = await signInNewUser('editor');
  await setDoc(doc(env.owner.db, 'users', uid), { role: 'admin', fullName: 'Test Editor' }, { merge: true });
  await refreshSession();
  return uid;
}

/** The admin's role taken away while their page is open (their session still says admin). */
const demote = (uid: string) => setDoc(doc(env.owner.db, 'users', uid), { role: 'subscriber' }, { merge: true });

async function seedArticle(id: string, title: string, options: Parameters<typeof articleDoc>[1] = {}): Promise<void> {
  const data = articleDoc(title, options);
  const batch = writeBatch(env.owner.db);
  batch.set(doc(env.owner.db, 'articles', id), data);
  // A published article holds the claim on its slug; a draft holds none.
  if (data.status === 'published') batch.set(doc(env.owner.db, 'slugs', String(data.slug)), { articleId: id, createdAt: Timestamp.now() });
  await batch.commit();
}

/** The SDK logs each refused request as a warning: expected in a test that provokes one, and nothing else. */
function expectRefusedRequests(): void {
  const warnings: string[] = [];
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
  onTestFinished(() => {
    warn.mockRestore();
    expect(warnings.length).toBeGreaterThan(0);
    for (const warning of warnings) expect(warning).toMatch(/RestConnection RPC '\w+' .* failed with error/);
  });
}

const articleCount = async () => (await getDocs(collection(env.owner.db, 'articles'))).size;
/**
 * The page's heading. The rich text editor shows in the same render, and Tiptap may still
 * replace its instance once mounted (when React took over a millisecond to mount it, on a
 * busy machine): a request awaited right after this, outside Testing Library's helpers, goes in act().
 */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const field = (name: string) => screen.getByLabelText(name, { exact: true, selector: 'input, textarea, select' });

beforeEach(() => localStorage.clear());

describe('create article', () => {
  it('asks for every required field before publishing, and saves nothing', async () => {
    await signInAsAdmin();
    const before = await articleCount();
    renderApp('/admin/create-article');
    await heading('Create Article');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    // Nothing to confirm yet: SPEC's message by the button, each field named, marked at the field, and the focus on the first.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const alert = (await screen.findByText('Please fill in all required fields')).parentElement!;
    expect(alert).toHaveTextContent('Please fill in all required fields Missing: Title, Summary, Content, Category.');
    expect(field('Title')).toHaveFocus();
    for (const name of ['Title', 'Summary', 'Category']) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveAccessibleDescription(/^Required/);
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field('Title'), 'Half a form');
    expect(alert).toHaveTextContent('Please fill in all required fields Missing: Summary, Content, Category.');
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
    expect(await articleCount()).toBe(before);
  });

  it('stores a draft that has only a title, and stays in the editor; an empty one it refuses', async () => {
    await signInAsAdmin();
    const before = await articleCount();
    renderApp('/admin/create-article');
    await heading('Create Article');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeVisible();
    expect(await articleCount()).toBe(before);

    await userEvent.type(field('Title'), 'Notes on Float');
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText(/^Saved on the server at \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    await heading('Create Article');
    const stored = (await getDocs(collection(env.owner.db, 'articles'))).docs.map((article) => article.data()).find((article) => article.title === 'Notes on Float');
    expect(stored).toMatchObject({ status: 'draft', slug: 'notes-on-float', summary: '', category: '', updatedBy: { name: 'Test Editor' } });
  });

  it('says what the rules refused, and keeps the work on the device', async () => {
    expectRefusedRequests();
    await signInAsAdmin();
    // Work kept on this device from an earlier visit, with a title longer than the rules allow.
    const title = `${'A very long headline '.repeat(10)}that goes on`;
    const kept = { ...EMPTY_DRAFT, title, slug: 'a-long-headline', summary: 'Kept on the device.', content: '<p>Some text.</p>', category: 'market-insights' as const };
    localStorage.setItem('finance-articles:editor:new', JSON.stringify({ draft: kept, savedAt: Date.now() }));
    renderApp('/admin/create-article');
    await heading('Create Article');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(field('Title')).toHaveValue(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Failed to create article: Missing or insufficient permissions.')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('finance-articles:editor:new') ?? '{}')).toMatchObject({ draft: { title } });
  });

  it("refuses a featured image that is not an image, a GIF over 2 MB or a photo over 20 MB, with SPEC's messages", async () => {
    await signInAsAdmin();
    renderApp('/admin/create-article');
    await heading('Create Article');
    const input = screen.getByLabelText('Featured image');
    await userEvent.upload(input, new File(['not an image'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Please upload a valid image file (JPG, PNG, GIF, or SVG)')).toBeVisible();
    // A GIF is stored as picked, so SPEC's 2 MB applies to it; a photo is made smaller before it is stored.
    await userEvent.upload(input, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'cover.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Image size should not exceed 2MB')).toBeVisible();
    await userEvent.upload(input, new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('Image size should not exceed 20MB')).toBeVisible();
  });
});

describe('finance fields', () => {
  it('says before publishing what the disclosure and the trade idea need, then publishes them', async () => {
    await signInAsAdmin();
    const kept = {
      ...EMPTY_DRAFT,
      title: 'Long Apple Into Earnings',
      slug: 'long-apple-into-earnings',
      summary: 'Why the setup favours the upside.',
      content: '<p>The setup.</p>',
      category: 'trade-ideas' as const,
      status: 'published' as const,
      tickers: ['AAPL'],
      tradeIdea: { direction: 'long' as const, ticker: 'AAPL', entry: '180', target: '215', stop: '190', horizon: '3–6 months' },
    };
    localStorage.setItem('finance-articles:editor:new', JSON.stringify({ draft: kept, savedAt: Date.now() }));
    renderApp('/admin/create-article');
    await heading('Create Article');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore them' }));
    const publish = () => userEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(screen.getByText('Required to publish Equity Research and Trade Ideas.')).toBeVisible();
    await publish();
    expect(await screen.findByText(/^Equity Research and Trade Ideas are published with a disclosure/)).toBeVisible();
    await userEvent.type(field('Disclosure'), 'I have a long position in AAPL. I received no compensation.');

    await publish();
    expect((await screen.findAllByText('For a long idea, the stop is below the entry and the target above it.'))[0]).toBeVisible();
    await userEvent.clear(field('Stop price'));
    await userEvent.type(field('Stop price'), '166');
    expect(screen.getByText('Reward-to-risk 2.5 to 1')).toBeVisible();

    await publish();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Publish this article?' })).getByRole('button', { name: 'Publish now' }));
    // Done once the confirm has closed; jsdom draws nothing off screen: the share card cannot
    // be made, which the editor says beside the notice (a real browser's card: e2e/share-cards.spec.ts).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Published.')).toBeVisible();
    expect(screen.getByText(/^The article is published, but its share card/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'View the article' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Long Apple Into Earnings' })).toBeVisible();
    // The article page has counted this visit and loaded what follows the text: nothing is left to update.
    expect(await screen.findByText('1 view')).toBeVisible();
    expect(await screen.findByRole('complementary', { name: 'Sidebar' })).toBeVisible();
    await waitFor(() => expect(screen.queryAllByRole('status').filter((status) => status.textContent?.startsWith('Loading'))).toEqual([]));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Like/ })).toBeEnabled());
    const stored = (await getDocs(collection(env.owner.db, 'articles'))).docs.map((item) => item.data()).find((data) => data.slug === 'long-apple-into-earnings');
    expect(stored).toMatchObject({
      tickers: ['AAPL'],
      disclosure: 'I have a long position in AAPL. I received no compensation.',
      tradeIdea: { direction: 'long', ticker: 'AAPL', entry: 180, target: 215, stop: 166, horizon: '3–6 months' },
    });
  });

  it('takes tickers as chips, in their stored form, and refuses what is not one', async () => {
    await signInAsAdmin();
    renderApp('/admin/create-article');
    await heading('Create Article');
    const input = field('Tickers');
    await userEvent.type(input, '$aapl{Enter}brk.b,');
    const chips = screen.getByRole('list', { name: 'Tickers' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['AAPL×', 'BRK.B×']);
    await userEvent.type(input, 'A/B{Enter}');
    expect(screen.getByText('“A/B” is not a ticker symbol: use letters, digits, “.” and “-”.')).toBeVisible();
  });
});

describe('a draft is stored whatever state its fields are in', () => {
  it("stores the newcomer's draft with its half-filled trade idea and the disclosure being written; publishing names what is missing", async () => {
    await signInAsAdmin();
    renderApp('/admin/create-article');
    await heading('Create Article');
    await userEvent.type(field('Title'), 'Long Nvidia, first notes');
    await userEvent.selectOptions(field('Category'), 'trade-ideas');
    await userEvent.click(screen.getByRole('button', { name: 'Add a trade idea' }));
    // Prices left empty, a horizon half typed, the disclosure being written.
    await userEvent.type(field('Time horizon'), 'into ear');
    await userEvent.type(field('Disclosure'), 'I hold no');
    // Autosave stores it: the status line says so, never "kept on this device" for longer than the save.
    expect(await screen.findByText(/^Saved on the server at \d{1,2}:\d{2} [AP]M$/, {}, { timeout: 15_000 })).toBeVisible();
    const stored = async () =>
      (await getDocs(collection(env.owner.db, 'articles'))).docs.map((article) => article.data()).find((article) => article.title === 'Long Nvidia, first notes');
    expect(await stored()).toMatchObject({
      status: 'draft',
      category: 'trade-ideas',
      disclosure: 'I hold no',
      tradeIdea: { direction: 'long', ticker: '', entry: null, target: null, stop: null, horizon: 'into ear' },
    });

    // Save Draft stores it too, with no word about the idea's prices.
    await userEvent.type(field('Entry price'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));
    // Saving… until it is done.
    expect(await screen.findByRole('button', { name: 'Save Draft' })).toBeEnabled();
    await waitFor(async () => expect((await stored())?.tradeIdea).toMatchObject({ entry: 120, target: null }));
    expect(screen.queryByText('Entry, target and stop must be positive numbers.')).not.toBeInTheDocument();

    // Publishing is what needs it complete, and says so before asking anything.
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please fill in all required fields', { exact: false })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await stored())?.status).toBe('draft');
  });

  it('says in the status line why an autosave was refused, rather than keeping it on the device silently', async () => {
    expectRefusedRequests();
    const uid = await signInAsAdmin();
    await seedArticle('refused-draft', 'Float, again', { status: 'draft' });
    renderApp('/admin/edit-article/refused-draft');
    await heading('Edit Article');
    await act(() => demote(uid));
    await userEvent.type(field('Title'), ' and again');
    expect(await screen.findByText('Not saved: Missing or insufficient permissions. Kept on this device.', {}, { timeout: 15_000 })).toBeVisible();
  });
});

describe('publishing', () => {
  /** A clipboard that keeps what is written to it, or refuses as a browser without the permission does. */
  function clipboard(refuse: boolean): string[] {
    const written: string[] = [];
    const writeText = (text: string) => (refuse ? Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) : Promise.resolve(void written.push(text)));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'clipboard'));
    return written;
  }

  it('publishes a draft after a confirm that takes the focus and gives it back, and stays in the editor with View and Copy link', async () => {
    await signInAsAdmin();
    await seedArticle('to-publish', 'Owner Earnings, Revisited', { status: 'draft' });
    const written = clipboard(false);
    renderApp('/admin/edit-article/to-publish');
    await heading('Edit Article');
    const publish = screen.getByRole('button', { name: 'Publish' });

    await userEvent.click(publish);
    let dialog = await screen.findByRole('dialog', { name: 'Publish this article?' });
    expect(dialog).toHaveAccessibleDescription(/^Readers will see it on the site, at http.+\/article\/owner-earnings-revisited\.$/);
    expect(within(dialog).getByRole('button', { name: 'Publish now' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(publish).toHaveFocus());
    expect((await getDoc(doc(env.owner.db, 'articles', 'to-publish'))).get('status')).toBe('draft');

    await userEvent.click(publish);
    dialog = await screen.findByRole('dialog', { name: 'Publish this article?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    // Announced where the bar is, the confirm closed, Update in Publish's place with the focus, the editor still open.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus());
    const notice = screen.getByText('Published.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect((await getDoc(doc(env.owner.db, 'articles', 'to-publish'))).get('status')).toBe('published');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View (opens in a new tab)' })).toHaveAttribute('href', '/article/owner-earnings-revisited');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(written).toEqual([`${window.location.origin}/article/owner-earnings-revisited`]);
  });

  it('updates a published article and keeps the editor open; a refused clipboard leaves the link to copy by hand', async () => {
    await signInAsAdmin();
    await seedArticle('to-update', 'Return on Capital');
    clipboard(true);
    renderApp('/admin/edit-article/to-update');
    await heading('Edit Article');
    await userEvent.type(field('Summary'), ' Updated.');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Updated: readers see your changes.')).toBeVisible();
    expect((await getDoc(doc(env.owner.db, 'articles', 'to-update'))).get('summary')).toMatch(/ Updated\.$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    expect((field('Summary') as HTMLTextAreaElement).value).toBe('Summary of Return on Capital. Updated.');

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const link = await screen.findByRole('textbox', { name: 'Link to the article' });
    expect(link).toHaveValue(`${window.location.origin}/article/return-on-capital`);
    expect(screen.getByText('This browser did not let the page copy. Select the link and copy it:')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Updated: readers see your changes.')).not.toBeInTheDocument();
  });
});

describe('edit article', () => {
  it('says so when there is no such article', async () => {
    await signInAsAdmin();
    renderApp('/admin/edit-article/no-such-article');
    expect(await screen.findByText('Article not found')).toBeVisible();
  });

  it('loads the stored article into the same fields as Create, and checks them with SPEC\'s messages', async () => {
    await signInAsAdmin();
    await seedArticle('to-edit', 'Margin of Safety', { category: 'equity-research' });
    renderApp('/admin/edit-article/to-edit');
    await heading('Edit Article');
    expect(field('Title')).toHaveValue('Margin of Safety');
    expect(field('Category')).toHaveValue('equity-research');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveTextContent('Margin of Safety');
    expect(screen.getByRole('group', { name: 'Publishing status' })).toHaveTextContent(/Published: readers see it/);
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();

    await userEvent.clear(field('Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Title and content are required')).toBeVisible();

    await userEvent.type(field('Title'), 'Margin of Safety');
    await userEvent.clear(field('Summary'));
    await userEvent.paste('x'.repeat(301));
    expect(screen.getByText('301/300')).toBeVisible();
    expect(screen.getAllByText('Summary should not exceed 300 characters')[0]).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Summary should not exceed 300 characters'));
  });

  it('unpublishes from the settings, asked first with what crawlers and networks keep, and stays in the editor', async () => {
    await signInAsAdmin();
    await seedArticle('to-unpublish', 'Moats That Last');
    renderApp('/admin/edit-article/to-unpublish');
    await heading('Edit Article');
    const status = screen.getByRole('group', { name: 'Publishing status' });
    const note = 'Search engines and social networks that already fetched this article keep their copy until the site is next deployed and their own caches expire.';
    expect(screen.queryByText(note)).not.toBeInTheDocument();

    await userEvent.click(within(status).getByRole('button', { name: 'Unpublish this article' }));
    const confirm = within(status).getByRole('button', { name: 'Unpublish' });
    expect(confirm).toHaveAccessibleDescription(/^Unpublish this article\? Readers no longer see it.+ Search engines and social networks/);
    // Cancel is where the focus goes: Enter never unpublishes by accident.
    expect(within(status).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(confirm);
    expect(await screen.findByText('Unpublished: readers no longer see it. It is a draft again.')).toBeVisible();
    expect((await getDoc(doc(env.owner.db, 'articles', 'to-unpublish'))).get('status')).toBe('draft');
    // A draft again: Save Draft and Publish, in the same editor.
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
  });

  it('refuses a permalink another article holds', async () => {
    await signInAsAdmin();
    await seedArticle('first', 'Owner Earnings');
    await seedArticle('second', 'Return on Capital');
    renderApp('/admin/edit-article/second');
    await heading('Edit Article');
    await userEvent.click(screen.getByRole('button', { name: 'Edit permalink' }));
    await userEvent.clear(field('Slug'));
    await userEvent.type(field('Slug'), 'owner-earnings');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update article: Another article already uses this permalink. Please choose another.')).toBeVisible();
  });

  it('says why a save failed, and keeps the changes on the device', async () => {
    expectRefusedRequests();
    const uid = await signInAsAdmin();
    await seedArticle('refused', 'Circle of Competence');
    renderApp('/admin/edit-article/refused');
    await heading('Edit Article');
    // In act: the rich text editor may still be mounting (see heading()).
    await act(() => demote(uid));
    await userEvent.type(field('Title'), ' Revisited');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update article: Missing or insufficient permissions.')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('finance-articles:editor:refused') ?? '{}')).toMatchObject({ draft: { title: 'Circle of Competence Revisited' } });
  });
});

describe('revisions', () => {
  it('lists who kept each, when and why, and restores one as a save of its own, keeping the unsaved text', async () => {
    await signInAsAdmin();
    await seedArticle('with-history', 'Margin of Safety');
    const revision = (id: string, minutesAgo: number, content: string, kind?: string) =>
      setDoc(doc(env.owner.db, 'articles/with-history/revisions', id), {
        title: 'Margin of Safety', summary: 'Summary of Margin of Safety.', content,
        savedAt: new Date(Date.now() - minutesAgo * 60_000), savedBy: { id: 'author-1', name: 'Dana Whitfield' },
        ...(kind ? { kind } : {}),
      });
    // One kept before revisions said their kind.
    await revision('older', 120, '<p>Margin of Safety</p><p>An older paragraph.</p>');
    await revision('newer', 5, '<p>Margin of Safety</p>', 'publish');
    renderApp('/admin/edit-article/with-history');
    await heading('Edit Article');
    await userEvent.type(field('Title'), ' Revisited');

    await userEvent.click(screen.getByText('Revisions'));
    const list = await screen.findByRole('list', { name: 'Revisions, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Published5 minutes ago', '2 hours ago']);
    expect(items[0]).toHaveTextContent('by Dana Whitfield');
    const time = items[1]!.querySelector('time')!;
    expect(time).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(time).toHaveAttribute('title', expect.stringMatching(/^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d\s[AP]M$/));

    // Restore from the list: one action (the opened revision, whose dialog jsdom lacks, is e2e/revisions.spec.ts's).
    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Restore the version of / }));
    expect(await screen.findByText(/^Restored the version of .+ and saved it\./)).toBeVisible();
    expect(field('Title')).toHaveValue('Margin of Safety');
    // The list has read the new revision: nothing is left to update.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Revisions, newest first' })).getAllByRole('listitem')[0]).toHaveTextContent(/^Restoredless than a minute ago/));
    await waitFor(() => expect(screen.getByText(/^Saved on the server at/)).toBeVisible());
    const stored = await getDocs(query(collection(env.owner.db, 'articles/with-history/revisions'), orderBy('savedAt', 'desc')));
    // The restore, and before it the unsaved title it replaced; the stored text was in history already.
    expect(stored.docs.map((kept): unknown[] => [kept.get('kind'), kept.get('title')])).toEqual([
      ['restore', 'Margin of Safety'],
      ['autosave', 'Margin of Safety Revisited'],
      ['publish', 'Margin of Safety'],
      [undefined, 'Margin of Safety'],
    ]);
    expect(stored.docs[0]?.get('content')).toBe('<p>Margin of Safety</p><p>An older paragraph.</p>');
  });
});

describe('manage articles', () => {
  it('filters by status and category, and says when nothing matches', async () => {
    await signInAsAdmin();
    await seedArticle('m-1', 'Float and Insurance', { category: 'equity-research' });
    await seedArticle('m-2', 'Unfinished Screen', { category: 'trade-ideas', status: 'draft' });
    renderApp('/admin/articles');
    await heading('Manage Articles');
    const title = (text: string) => screen.findByText(text, { selector: 'td > p' });
    expect(await title('Float and Insurance')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(await title('Unfinished Screen')).toBeVisible();
    expect(screen.queryByText('Float and Insurance', { selector: 'td > p' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'portfolio-performance');
    expect(await screen.findByText('No articles found with the current filters.')).toBeVisible();
  });

  it('loads a page of 20 at a time, newest first, and the next on Load more', async () => {
    await signInAsAdmin();
    const batch = writeBatch(env.owner.db);
    for (let index = 0; index < 23; index++) {
      const data = articleDoc(`Paged Note ${String(index).padStart(2, '0')}`, { category: 'portfolio-performance', publishedDaysAgo: 40 + index });
      batch.set(doc(env.owner.db, 'articles', `paged-${index}`), data);
    }
    await batch.commit();
    renderApp('/admin/articles');
    await heading('Manage Articles');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'portfolio-performance');
    const titles = () => screen.queryAllByText(/^Paged Note \d+$/, { selector: 'td > p' }).map((title) => title.textContent);
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(titles()[0]).toBe('Paged Note 00');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(23));
    expect(titles().at(-1)).toBe('Paged Note 22');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when loading or deleting failed', async () => {
    expectRefusedRequests();
    const uid = await signInAsAdmin();
    await seedArticle('d-1', 'Mr Market');
    renderApp('/admin/articles');
    await heading('Manage Articles');
    const row = (await screen.findByText('Mr Market', { selector: 'td > p' })).closest('tr')!;
    await demote(uid);
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    expect(await within(row).findByText('Failed to delete article. Please try again.')).toBeVisible();
    // Readers may list published articles only: without a status, the list is an admin's.
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'market-insights');
    expect(await screen.findByText('Failed to load articles. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
