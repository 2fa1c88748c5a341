import { cursorAtPosition, positionOf } from '../features/articles/api/pages.js';
import type { ArticlePage } from '../features/articles/types.js';
import { builtPageFor, builtPath, decodeBuiltPage, encodeBuiltPage, BUILT_PAGE_ID, type BuiltPage } from './built-page.js';

const page: BuiltPage = {
  path: '/article/margins',
  data: {
    'articles:one:margins': {
      title: '</script><script>alert(1)</script> & “quotes”',
      publishedAt: new Date('2026-11-02T09:30:00.123Z'),
      updatedAt: null,
      tags: ['<b>', 'createdAt'],
      summary: '2026-11-02T09:30:00.000Z',
      ideaOutcome: { status: 'closed', price: 101, closedOn: new Date('2026-11-20T00:00:00.000Z'), note: '' },
      ideaAmendments: [{ amendedAt: new Date('2026-11-21T08:00:00.000Z'), note: 'A correction.' }],
    },
  },
  builtAt: '2026-11-26T10:00:00.000Z',
};

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = BUILT_PAGE_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('a built page’s data', () => {
  it('cannot close its script, whatever an article holds, and comes back the same, dates as dates', () => {
    const text = encodeBuiltPage(page);
    expect(text).not.toMatch(/<\//);
    expect(text).not.toContain('<');
    expect(decodeBuiltPage(text)).toEqual(page);
    // Only the date fields become dates: a text that looks like one stays a text.
    const article = decodeBuiltPage(text).data['articles:one:margins'] as Record<string, unknown>;
    expect(article.publishedAt).toBeInstanceOf(Date);
    expect(article.summary).toBe('2026-11-02T09:30:00.000Z');
  });

  it('carries a record’s ideas with their dates, as dates', () => {
    const ideas = {
      ideas: [
        {
          articleId: 'a1',
          publishedAt: new Date('2026-09-01T10:00:00.000Z'),
          idea: { direction: 'long', ticker: 'SPY', entry: 560, target: 590, stop: 548, horizon: '6–8 weeks' },
          outcome: { status: 'target-hit', price: 590.2, closedOn: new Date('2026-10-01T00:00:00.000Z'), note: '' },
          amendments: [{ amendedAt: new Date('2026-09-15T08:00:00.000Z'), note: 'The horizon is eight weeks.' }],
        },
      ],
    };
    const built = { path: '/author/maya-chen', data: { 'ideas:author:maya-chen': ideas } };
    expect(decodeBuiltPage(encodeBuiltPage(built))).toEqual(built);
  });

  it('carries a list’s cursor as its place, so that Load more goes on from the built page', () => {
    const position = { publishedAt: { seconds: 1_790_000_000, nanoseconds: 123_456_789 }, id: 'a12' };
    const list: ArticlePage = { articles: [], next: cursorAtPosition(position) };
    const decoded = decodeBuiltPage(encodeBuiltPage({ path: '/blog', data: { 'articles:list:all': list, 'articles:list:last': { articles: [], next: null } } }));
    expect(positionOf((decoded.data['articles:list:all'] as ArticlePage).next!)).toEqual(position);
    expect((decoded.data['articles:list:last'] as ArticlePage).next).toBeNull();
  });

  it('is the page’s only at its own address: a trailing slash still is, another path or a tag’s or a search’s list is not', () => {
    const doc = documentWith(encodeBuiltPage(page));
    expect(builtPageFor(doc, { pathname: '/article/margins', search: '' })?.path).toBe('/article/margins');
    expect(builtPageFor(doc, { pathname: '/article/margins/', search: '?utm_source=x' })?.path).toBe('/article/margins');
    expect(builtPageFor(doc, { pathname: '/article/other', search: '' })).toBeNull();
    const list = documentWith(encodeBuiltPage({ path: '/blog', data: {} }));
    expect(builtPageFor(list, { pathname: '/blog', search: '' })?.path).toBe('/blog');
    expect(builtPageFor(list, { pathname: '/blog', search: '?tag=Bonds' })).toBeNull();
    expect(builtPageFor(list, { pathname: '/blog', search: '?search=moat' })).toBeNull();
  });

  it('is none in the shell, or when it cannot be read', () => {
    expect(builtPageFor(documentWith(null), { pathname: '/', search: '' })).toBeNull();
    expect(builtPageFor(documentWith('{"path":'), { pathname: '/', search: '' })).toBeNull();
    expect(builtPath('/')).toBe('/');
  });
});
