/**
 * An article's largest element is its image, which the app draws only once React and the
 * page's code (about 100 KiB) have arrived. So the boot draws the article's head (kicker,
 * headline, byline and image) into index.html's frame as soon as the page's data is in, from
 * the template the build made of ArticleFrame (article-head.ts), and asks for React and the
 * page's code once the image is on screen (start-route-data.ts), as on the home page
 * (draw-lead-image.ts). The app then draws the same head, the image from the cache, in the
 * same place.
 */
import type { Article } from '../features/articles/types.js';
import { escapeMarkup } from '../lib/escape-markup.js';
import { ARTICLE_HEAD_TEMPLATE_ID, articleHeadValues, type ArticleHeadTemplate } from './article-head.js';
import { imageShown, preloadImage } from './draw-lead-image.js';

function template(): ArticleHeadTemplate | null {
  const source = document.getElementById(ARTICLE_HEAD_TEMPLATE_ID)?.textContent;
  if (!source) return null;
  try {
    return JSON.parse(source) as ArticleHeadTemplate;
  } catch {
    return null;
  }
}

/**
 * Draws the article's head into index.html's empty <main> and resolves once its image is on
 * screen (or failed: its place stays, empty, until the app draws the placeholder). Where
 * that is not possible (no template, as under the dev server; a frame already there; an
 * article of another shape) it only asks for the image.
 */
export function drawArticleHead(article: Article): Promise<void> {
  const values = articleHeadValues(article);
  const head = template();
  // index.html's frame only (its <main> has no id), and only while nothing is drawn in it.
  const main = document.querySelector<HTMLElement>('main:not(#main)');
  if (!values || !head || !main || main.querySelector(':scope > :not(script)')) {
    preloadImage(article.featuredImage);
    return Promise.resolve();
  }
  const html = head.parts.reduce((drawn, part, i) => {
    const slot = head.slots[i - 1];
    return drawn + (slot ? escapeMarkup(values[slot]) : '') + part;
  }, '');
  main.insertAdjacentHTML('beforeend', html);
  const image = main.querySelector('img');
  if (!image) return Promise.resolve();
  return imageShown(image, () => (image.style.visibility = 'hidden'));
}
