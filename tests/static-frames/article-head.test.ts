// @vitest-environment jsdom
/**
 * The article head the boot draws before React (src/app/draw-article-head.ts) is the HTML
 * React renders for ArticleFrame, with the article's values put into the build's template
 * (scripts/lib/static-frames.ts) as text, whatever they hold.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { articleHeadTemplate, STAND_IN } from '../../scripts/lib/static-frames.js';
import { ARTICLE_HEAD_TEMPLATE_ID } from '../../src/app/article-head.js';
import { drawArticleHead } from '../../src/app/draw-article-head.js';
import { ArticleFrame } from '../../src/features/articles/article-page/article-frame.js';
import type { Article } from '../../src/features/articles/types.js';

const article: Article = {
  ...STAND_IN,
  id: 'a1',
  title: 'Margins <b>& "Moats"</b>: what Q3 said',
  category: 'trade-ideas',
  featuredImage: 'https://images.example/q3.jpg?size=1200&fit="crop"',
  author: { id: 'u1', name: 'Dana <i>O\'Neil</i>' },
  publishedAt: new Date(Date.UTC(2026, 10, 3, 9)),
  readTime: 7,
};

/** index.html's <main> as the build writes it for an address without a frame of its own. */
function staticMain(): HTMLElement {
  document.body.innerHTML = `<div id="root"><main class="min-h-screen flex-1"><script type="application/json" id="${ARTICLE_HEAD_TEMPLATE_ID}"></script></main></div>`;
  document.getElementById(ARTICLE_HEAD_TEMPLATE_ID)!.textContent = JSON.stringify(articleHeadTemplate());
  return document.querySelector('main')!;
}

/** What React draws, for comparison; without the image preload React adds for a server's <head>. */
function reactHead(of: Article): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderToStaticMarkup(createElement(ArticleFrame, { article: of })).replace(/^<link[^>]*>/, '');
  return box.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the article head drawn before React', () => {
  it('is what React draws for the article, its values as text', () => {
    const main = staticMain();
    void drawArticleHead(article);
    const drawn = main.querySelector(':scope > div')!;
    // The one difference: the name the image's paint is reported under, for the boot alone.
    expect(main.querySelector('img')!.getAttribute('elementtiming')).toBe('boot-image');
    main.querySelector('img')!.removeAttribute('elementtiming');
    expect(drawn.isEqualNode(reactHead(article))).toBe(true);
    expect(main.querySelector('h1')!.textContent).toBe(article.title);
    expect(main.querySelector('img')!.getAttribute('src')).toBe(article.featuredImage);
    // Markup in the values stays text.
    expect(main.querySelector('b, i')).toBeNull();
  });

  it('resolves once the image is on screen (a frame after its load, where paints are not reported), or has failed (its place kept, empty)', async () => {
    const main = staticMain();
    const loaded = drawArticleHead(article);
    main.querySelector('img')!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();

    const again = staticMain();
    const failed = drawArticleHead(article);
    const image = again.querySelector('img')!;
    image.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();
    expect(image.style.visibility).toBe('hidden');
  });

  it('draws nothing for an article of another shape, nor where a frame is already drawn, nor without the template', async () => {
    const main = staticMain();
    await drawArticleHead({ ...article, featuredImage: null });
    await drawArticleHead({ ...article, category: null });
    await drawArticleHead({ ...article, author: { id: 'u1', name: '' } });
    await drawArticleHead({ ...article, readTime: 0 });
    expect(main.querySelector(':scope > :not(script)')).toBeNull();

    main.insertAdjacentHTML('beforeend', '<section><h1>A list</h1></section>');
    await drawArticleHead(article);
    expect(main.querySelectorAll('h1')).toHaveLength(1);

    document.body.innerHTML = '<main class="min-h-screen flex-1"></main>';
    await drawArticleHead(article);
    expect(document.querySelector('main')!.children).toHaveLength(0);
  });
});
