import { currentState, NAV_LINKS } from './nav-links.js';

function current(pathname: string): Record<string, string> {
  return Object.fromEntries(
    NAV_LINKS.flatMap((link) => {
      const state = currentState(link, pathname);
      return state ? [[link.label, state]] : [];
    }),
  );
}

describe('the current header link', () => {
  it('is the page itself', () => {
    expect(current('/')).toEqual({ Home: 'page' });
    expect(current('/blog')).toEqual({ Articles: 'page' });
    expect(current('/articles')).toEqual({ Articles: 'page' });
    expect(current('/categories')).toEqual({ Categories: 'page' });
    expect(current('/about')).toEqual({ About: 'page' });
    expect(current('/contact/')).toEqual({ Contact: 'page' });
  });

  it('is the part of the site a page belongs to', () => {
    expect(current('/article/reading-a-10-k')).toEqual({ Articles: 'true' });
    expect(current('/blog/reading-a-10-k')).toEqual({ Articles: 'true' });
    expect(current('/trade-ideas')).toEqual({ Categories: 'true' });
    expect(current('/categories/market-insights')).toEqual({ Categories: 'true' });
  });

  it('is none elsewhere', () => {
    expect(current('/login')).toEqual({});
    expect(current('/no-such-page')).toEqual({});
    expect(current('/about-us')).toEqual({});
  });
});
