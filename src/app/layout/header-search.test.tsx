import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doc, setDoc } from 'firebase/firestore/lite';
import { appOnEmulators } from '../../../tests/support/app/app-on-emulators.js';
import { articleDoc } from '../../../tests/support/app/article-fixtures.js';
import { renderAppAt } from '../../../tests/support/app/render-app-at.js';
import { searchTermsFor } from '../../lib/article-text.js';

const backend = appOnEmulators('demo-header-search', { auth: false });

const TITLE = 'Market Breadth Explained';
const SUMMARY = 'How many stocks take part in a rally, and what a narrow market tells you.';

beforeAll(async () => {
  const stored = articleDoc(TITLE);
  await setDoc(doc(backend.owner.db, 'articles', 'breadth'), {
    ...stored,
    summary: SUMMARY,
    searchTerms: searchTermsFor({ title: TITLE, summary: SUMMARY, tags: [], content: String(stored.content) }),
  });
});

// The site's header: the first banner (jsdom also counts a list page's own <header> as one).
const header = () => screen.getAllByRole('banner')[0]!;
const menuButton = () => within(header()).getByRole('button', { name: 'Menu' });
const menuPanel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '')!;

/** The results page, with its count and the searched word marked in the card. */
async function expectResults(text: string): Promise<void> {
  const results = await screen.findByRole('region', { name: `Search results for “${text}”` });
  expect(await within(results).findByText(`1 result for “${text}”`)).toBeVisible();
  const card = within(results).getByRole('article');
  expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Market', 'market']);
}

describe('the header’s search', () => {
  it('is a form the browser can send by itself to /blog?search=, labelled, in the bar', async () => {
    renderAppAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });

    // The menu is closed: the bar's is the one in view.
    const search = within(header()).getByRole('search', { name: 'Site search' });
    expect(search).toHaveAttribute('action', '/blog');
    expect(search).toHaveAttribute('method', 'get');
    const box = within(search).getByRole('searchbox', { name: 'Search articles' });
    expect(box).toHaveAttribute('name', 'search');
    expect(box).toBeRequired();
    expect(within(search).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('takes the reader from the bar to the results, which keep the words in the box', async () => {
    const user = userEvent.setup();
    const app = renderAppAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });

    const search = within(header()).getByRole('search', { name: 'Site search' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search articles' }), '  market {Enter}');

    await expectResults('market');
    expect(app.location.current).toBe('/blog?search=market');
    expect(within(header()).getByRole('searchbox', { name: 'Search articles' })).toHaveValue('market');
  });

  it('is the first thing in the phone’s menu, and takes the reader to the results, closing the menu', async () => {
    const user = userEvent.setup();
    const app = renderAppAt('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' });

    await user.click(menuButton());
    // The panel follows its button: the next Tab is in the search box.
    await user.tab();
    const box = within(menuPanel()).getByRole('searchbox', { name: 'Search articles' });
    expect(box).toHaveFocus();
    expect(within(menuPanel()).getByRole('search', { name: 'Site search' })).toContainElement(box);
    await user.keyboard('Market{Enter}');

    await expectResults('Market');
    expect(app.location.current).toBe('/blog?search=Market');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
