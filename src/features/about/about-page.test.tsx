import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/support/app/render-app.js';

describe('the About page', () => {
  it('tells the story, the numbers, the mission and the team', async () => {
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Finance Articles' })).toBeVisible();
    expect(document.title).toBe('About Us | Finance Articles');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Since 2018'));

    expect(screen.getByRole('region', { name: 'Our Story' })).toHaveTextContent(/began in 2018/);

    const numbers = screen.getByRole('region', { name: 'Finance Articles in numbers' });
    const terms = within(numbers).getAllByRole('term').map((term) => term.textContent);
    const values = within(numbers).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Founded', 'Monthly Readers', 'Articles Read']);
    expect(values).toEqual(['2018', '500K+', '1.2M+']);

    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(within(mission).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Educate',
      'Empower',
      'Protect',
    ]);

    const team = screen.getByRole('region', { name: 'Meet the Team' });
    expect(within(team).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Daniel Brooks',
      'Maya Chen',
    ]);
    expect(within(team).getByText('DB')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});
