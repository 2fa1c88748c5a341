// @vitest-environment jsdom
/**
 * The demo content itself, without an emulator: enough real articles in every category,
 * written in the editor's formatting, with derived fields computed by the site's own
 * helpers and only the keys firestore.rules allows.
 */
import { readFileSync } from 'node:fs';
import type { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/config/categories.js';
import { readingTime, searchTermsFor, wordCount } from '../../src/lib/article-text.js';
import { excerptOf } from '../../src/lib/excerpt.js';
import { slugify } from '../../src/lib/slug.js';
import { amendmentsFrom, horizonDays, outcomeFrom, outcomeProblem } from '../../src/lib/trade-record.js';
import { DEMO_ACCOUNTS } from '../../scripts/lib/demo-content/accounts.js';
import { articleDocument, DAY_MS, slugOf } from '../../scripts/lib/demo-content/article-document.js';
import { DEMO_ARTICLES } from '../../scripts/lib/demo-content/articles/index.js';
import { DEMO_AUTHORS } from '../../scripts/lib/demo-content/authors.js';
import { drawPhoto, photoSpec } from '../../scripts/lib/demo-content/photo.js';
import { FIGURES, SEQUENCE_RETURNS, sequenceBalances } from '../../scripts/lib/demo-content/figures.js';
import { DEMO_MESSAGES, DEMO_SUBSCRIBERS } from '../../scripts/lib/demo-content/readers.js';
import { DEMO_TAGS } from '../../scripts/lib/demo-content/types.js';
import { commentDocuments } from '../../scripts/lib/demo-content/comment-documents.js';
import { DEMO_COMMENTERS, DEMO_COMMENTS } from '../../scripts/lib/demo-content/comments.js';
import { MAX_COMMENT } from '../../src/lib/comments/model.js';
import { describeSeed, formatLogins, type SeedResult } from '../../scripts/lib/seed-demo.js';

const NOW = Date.UTC(2026, 10, 21, 12);
const published = DEMO_ARTICLES.filter((article) => article.publishedDaysAgo !== null);
const drafts = DEMO_ARTICLES.filter((article) => article.publishedDaysAgo === null);
const publishedSlugs = new Set(published.map(slugOf));
const figureUrls = Object.fromEntries(Object.keys(FIGURES).map((name) => [name, `http://storage.test/${name}.svg?alt=media&token=t`]));
const documents = DEMO_ARTICLES.map((article) => ({
  article,
  data: articleDocument(article, { now: NOW, featuredImage: `http://storage.test/${slugOf(article)}-3000x2000-w1200.jpg?alt=media`, figureUrls }),
}));

/**
 * The keys firestore.rules lets an article hold: those an editor writes (editableKeys()) and
 * those of the writes of their own (recordKeys()), each a pattern of names (a|b|c).
 */
function articleKeysInRules(): string[] {
  const rules = readFileSync('firestore.rules', 'utf8');
  return ['editableKeys', 'recordKeys'].flatMap((functionName) => {
    const names = new RegExp(`function ${functionName}\\(\\) \\{\\s*return '([^']*)'`).exec(rules)?.[1];
    if (names === undefined) throw new Error(`${functionName}() not found in firestore.rules`);
    return names.split('|').filter(Boolean);
  });
}

/** Strict XML parsing (jsdom's DOMParser): anything not well formed yields a <parsererror> document. */
const parseXml = (text: string): Document => new DOMParser().parseFromString(text, 'application/xml');

describe('demo articles', () => {
  it('are at least 16, published in all four categories, with drafts and featured articles', () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(16);
    for (const category of CATEGORIES) {
      expect(published.filter((article) => article.category === category.id).length, category.id).toBeGreaterThanOrEqual(3);
    }
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    const featured = DEMO_ARTICLES.filter((article) => article.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.every((article) => article.publishedDaysAgo !== null)).toBe(true);
  });

  it('are real articles of 400 to 900 words with a summary the editor would accept', () => {
    for (const article of DEMO_ARTICLES) {
      expect(wordCount(article.content), article.title).toBeGreaterThanOrEqual(400);
      expect(wordCount(article.content), article.title).toBeLessThanOrEqual(900);
      expect(article.summary.length, article.title).toBeGreaterThanOrEqual(120);
      expect(article.summary.length, article.title).toBeLessThanOrEqual(300);
      expect(article.content).not.toMatch(/lorem ipsum/i);
    }
  });

  it('have unique titles and slugs', () => {
    expect(new Set(DEMO_ARTICLES.map((article) => article.title)).size).toBe(DEMO_ARTICLES.length);
    expect(new Set(DEMO_ARTICLES.map(slugOf)).size).toBe(DEMO_ARTICLES.length);
  });

  it('use only the tags of docs/product.md §2, and every tag chip finds a published article', () => {
    const tags = new Set<string>(DEMO_TAGS);
    for (const article of DEMO_ARTICLES) {
      expect(article.tags.length, article.title).toBeGreaterThan(0);
      for (const tag of article.tags) expect(tags.has(tag), `${article.title}: ${tag}`).toBe(true);
    }
    for (const tag of DEMO_TAGS) expect(published.some((article) => article.tags.includes(tag)), tag).toBe(true);
  });

  it("use only the editor's formatting, well formed", () => {
    const allowed = new Set(['H2', 'H3', 'P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'A', 'HR', 'IMG']);
    for (const article of DEMO_ARTICLES) {
      // As XHTML, an unclosed or misnested tag is a parse error.
      const xhtml = article.content.replace(/<hr>/g, '<hr/>').replace(/(<img [^>]*[^/])>/g, '$1/>');
      const doc = parseXml(`<div xmlns="http://www.w3.org/1999/xhtml">${xhtml}</div>`);
      expect(doc.getElementsByTagName('parsererror').length, article.title).toBe(0);
      const names = [...doc.documentElement.querySelectorAll('*')].map((element) => element.tagName.toUpperCase());
      expect(names.filter((name) => !allowed.has(name)), article.title).toEqual([]);
      expect(names.filter((name) => name === 'H2').length, article.title).toBeGreaterThanOrEqual(3);
    }
  });

  it('leave the closing disclaimer to the page, which says it once (the disclosure, then the site’s statement)', () => {
    for (const article of published) expect(article.content, article.title).not.toMatch(/<p><em>[^<]*(educational|education|not (personalised|a recommendation))[^<]*<\/em><\/p>\s*$/i);
  });

  it('link only to published demo articles and to existing figures, with alt text', () => {
    for (const article of DEMO_ARTICLES) {
      for (const [, href] of article.content.matchAll(/href="([^"]+)"/g)) {
        if (href!.startsWith('/')) expect(publishedSlugs.has(href!.replace('/article/', '')), `${article.title} → ${href}`).toBe(true);
        else expect(href, article.title).toMatch(/^https:\/\//);
      }
      for (const [tag] of article.content.matchAll(/<img [^>]*>/g)) {
        expect(tag, article.title).toMatch(/src="\{\{figure:[a-z0-9-]+\}\}"/);
        expect(tag, article.title).toMatch(/alt="[^"]{20,}"/);
      }
    }
    const used = DEMO_ARTICLES.flatMap((article) => [...article.content.matchAll(/\{\{figure:([a-z0-9-]+)\}\}/g)].map((m) => m[1]));
    expect(new Set(used)).toEqual(new Set(Object.keys(FIGURES)));
  });

  it('state the figures their charts show (sequence of returns)', () => {
    const badFirst = sequenceBalances(SEQUENCE_RETURNS).at(-1)!;
    const goodFirst = sequenceBalances([...SEQUENCE_RETURNS].reverse()).at(-1)!;
    const article = DEMO_ARTICLES.find((candidate) => candidate.content.includes('{{figure:sequence-of-returns}}'))!;
    const thousands = (value: number) => `$${(Math.round(value / 1000) * 1000).toLocaleString('en-US')}`;
    expect(article.content).toContain(thousands(badFirst));
    expect(article.content).toContain(thousands(goodFirst));
  });
});

describe('demo article documents', () => {
  const articleKeys = articleKeysInRules();

  it('give their authors no profile that is only a network\'s home page', () => {
    for (const author of Object.values(DEMO_AUTHORS)) {
      for (const address of Object.values(author.socialLinks)) expect(new URL(address).pathname, author.name).not.toBe('/');
    }
  });

  it('carry only the keys firestore.rules allows, and an author without e-mail', () => {
    for (const { article, data } of documents) {
      for (const key of Object.keys(data)) expect(articleKeys, `${article.title}: ${key}`).toContain(key);
      expect(Object.keys(data.author).sort()).toEqual(['bio', 'id', 'name', 'socialLinks']);
      expect(JSON.stringify(data.author)).not.toContain('@');
    }
  });

  it("derive slug, reading time, search terms and excerpt with the site's helpers", () => {
    for (const { article, data } of documents) {
      expect(data.slug).toBe(slugify(article.title));
      expect(data.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(data.readTime).toBe(readingTime(data.content));
      expect(data.searchTerms).toEqual(searchTermsFor({ ...article, content: data.content }));
      expect(data.excerpt.length).toBeLessThanOrEqual(500);
      expect(data.excerpt).toBe(excerptOf(data.content));
      expect(data.content).not.toContain('{{');
    }
  });

  it('date published articles over the past months, after their creation; drafts have no publication', () => {
    for (const { article, data } of documents) {
      if (article.publishedDaysAgo === null) {
        expect(data.status).toBe('draft');
        expect(data.publishedAt).toBeNull();
        expect([data.viewCount, data.likeCount, data.commentCount]).toEqual([0, 0, 0]);
        continue;
      }
      expect(data.status).toBe('published');
      const publishedAt = data.publishedAt!.toMillis();
      expect(publishedAt).toBeLessThan(NOW);
      expect(data.createdAt.toMillis()).toBeLessThan(publishedAt);
      expect(data.updatedAt.toMillis()).toBeGreaterThanOrEqual(publishedAt);
      expect(data.updatedAt.toMillis()).toBeLessThan(NOW);
      expect(Number.isInteger(data.viewCount) && data.viewCount > 0).toBe(true);
      expect(Number.isInteger(data.likeCount) && data.likeCount > 0 && data.likeCount < data.viewCount).toBe(true);
    }
    const ages = documents.flatMap(({ data }) => (data.publishedAt ? [(NOW - data.publishedAt.toMillis()) / DAY_MS] : []));
    expect(Math.min(...ages)).toBeLessThan(7);
    expect(Math.max(...ages)).toBeGreaterThan(60);
  });

  it('give trade ideas a readable horizon and outcomes the rules accept, closed and open ones both', () => {
    const ideas = documents.filter(({ data }) => data.tradeIdea);
    for (const { article, data } of ideas) {
      const idea = data.tradeIdea!;
      expect(horizonDays(idea.horizon), article.title).not.toBeNull();
      const outcome = outcomeFrom(data.ideaOutcome);
      if (outcome) expect(outcomeProblem(idea, outcome, data.publishedAt!.toDate(), new Date(NOW)), article.title).toBeNull();
      for (const { amendedAt } of amendmentsFrom(data.ideaAmendments)) expect(amendedAt.getTime()).toBeGreaterThan(data.publishedAt!.toMillis());
    }
    expect(ideas.some(({ data }) => data.ideaOutcome)).toBe(true);
    expect(ideas.some(({ data }) => !data.ideaOutcome)).toBe(true);
    expect(ideas.some(({ data }) => data.ideaAmendments)).toBe(true);
  });

  it('name the demo admin as the author of some articles, by a public byline id and never by uid', () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    expect(DEMO_AUTHORS.maya.name).toContain(admin.fullName);
    expect(documents.some(({ data }) => data.author.id === DEMO_AUTHORS.maya.id)).toBe(true);
    expect(documents.some(({ data }) => data.author.id === DEMO_AUTHORS.daniel.id)).toBe(true);
    const uids = new Set(DEMO_ACCOUNTS.map((account) => account.uid));
    expect(documents.filter(({ data }) => uids.has(data.author.id))).toEqual([]);
  });
});

describe('generated images', () => {
  it('give every article its own photograph, at a camera\'s size (3000 to 4032 px wide, 3:2 or 4:3)', () => {
    const specs = DEMO_ARTICLES.map((article) => photoSpec(slugOf(article)));
    expect(new Set(specs.map((spec) => JSON.stringify(spec))).size).toBe(specs.length);
    for (const { width, height } of specs) {
      expect(width).toBeGreaterThanOrEqual(3000);
      expect(width).toBeLessThanOrEqual(4032);
      expect([3 / 2, 4 / 3]).toContain(width / height);
    }
    // Every scene and light is used, so the pages show varied pictures.
    expect(new Set(specs.map((spec) => spec.scene)).size).toBe(3);
    expect(new Set(specs.map((spec) => spec.light)).size).toBe(4);
    expect(photoSpec('a')).toEqual(photoSpec('a'));
  });

  it('draw a photograph that weighs what a camera\'s does: about 1 MB as JPEG', async () => {
    const spec = photoSpec(slugOf(DEMO_ARTICLES[0]!));
    const photo = drawPhoto(spec);
    expect([photo.width, photo.height]).toEqual([spec.width, spec.height]);
    const jpeg = await photo.encode('jpeg', 85);
    expect(jpeg.length).toBeGreaterThan(500_000);
    expect(jpeg.length).toBeLessThan(2_000_000);
  });

  it('draw the inline figures as well-formed SVG with a title', () => {
    for (const [index, svg] of Object.values(FIGURES).map((draw) => draw()).entries()) {
      const doc = parseXml(svg);
      expect(doc.getElementsByTagName('parsererror').length, `image ${index}`).toBe(0);
      expect(doc.documentElement.tagName).toBe('svg');
      expect(doc.querySelector('title')?.textContent).toBeTruthy();
      expect(svg).not.toMatch(/NaN|undefined|href=/);
      expect(svg.length).toBeLessThan(20_000);
    }
  });

});

describe('readers and accounts', () => {
  it('subscribers are lowercased addresses with a form source; messages fit the contact form limits', () => {
    for (const { email, source } of DEMO_SUBSCRIBERS) {
      expect(email).toBe(email.toLowerCase());
      expect(source).toMatch(/^[a-z0-9-]{1,40}$/);
    }
    for (const message of DEMO_MESSAGES) {
      expect(message.name.length).toBeLessThanOrEqual(100);
      expect(message.subject.length).toBeLessThanOrEqual(200);
      expect(message.message.length).toBeLessThanOrEqual(5000);
    }
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.role))).toEqual(new Set(['admin', 'subscriber']));
  });

  it('the console lines name what was seeded and the logins', () => {
    const result: SeedResult = {
      seeded: true, published: 17, drafts: 3, images: 22, accounts: 2, subscribers: 8, messages: 3,
      logins: DEMO_ACCOUNTS.map(({ email, password, role }) => ({ email, password, role })),
      recreated: [],
    };
    expect(describeSeed(result)).toBe(
      'Seeded demo content: 17 published articles and 3 drafts, 22 images, 2 accounts, 8 newsletter subscribers, 3 contact messages.',
    );
    expect(describeSeed({ ...result, seeded: false })).toBe('Demo content already present (npm run reseed starts over).');
    expect(describeSeed({ ...result, seeded: false, recreated: ['admin@demo.finance'] })).toBe(
      'Demo content already present (npm run reseed starts over). Recreated the missing demo accounts admin@demo.finance '
        + '(their Auth accounts were gone; same uids as their profiles).',
    );
    expect(formatLogins(result.logins).split('\n')).toEqual([
      '  Demo logins        admin@demo.finance / admin-demo-123 (admin)',
      '                     reader@demo.finance / reader-demo-123 (reader)',
    ]);
    expect(formatLogins([])).toBe('');
  });
});

describe('the demo discussion', () => {
  const byTitle = new Map(documents.map(({ article, data }, index) => [article.title, { id: `a${index}`, data }]));
  const discussion = commentDocuments(
    (title) => {
      const found = byTitle.get(title);
      return found?.data.publishedAt ? { id: found.id, publishedAt: found.data.publishedAt.toMillis() } : null;
    },
    (writer) => DEMO_COMMENTERS[writer].uid,
  );
  const comments = discussion.documents.filter(([path]) => path.includes('/comments/'));

  it('has threads with replies and positions, on published articles, after their publication and before the seed', () => {
    expect(comments.length).toBe(DEMO_COMMENTS.length);
    expect(DEMO_COMMENTS.some((comment) => comment.replyTo)).toBe(true);
    for (const comment of DEMO_COMMENTS) {
      const article = byTitle.get(comment.article)!;
      const [, fields] = comments.find(([path]) => path.endsWith(`/${comment.id}`))!;
      expect((fields.createdAt as Timestamp).toMillis()).toBeGreaterThan(article.data.publishedAt!.toMillis());
      expect((fields.createdAt as Timestamp).toMillis()).toBeLessThan(NOW);
      expect((fields.body as string).length).toBeLessThanOrEqual(MAX_COMMENT);
      expect(fields.authorName).not.toContain('@');
      if (comment.position) expect(article.data.tickers, comment.id).toContain(comment.position.ticker);
      // One level deep: a reply answers a comment on the article, on the same article.
      if (comment.replyTo) {
        const parent = DEMO_COMMENTS.find((other) => other.id === comment.replyTo)!;
        expect(parent.replyTo).toBeUndefined();
        expect(parent.article).toBe(comment.article);
      }
    }
  });

  it('leaves each article the count and tally its comments make, and each writer a record the rules accept', () => {
    for (const [id, counts] of discussion.articles) {
      const own = DEMO_COMMENTS.filter((comment) => byTitle.get(comment.article)!.id === id);
      expect(counts.commentCount).toBe(own.length);
      expect(Object.values(counts.positionTally).reduce((sum, n) => sum + n, 0)).toBe(own.filter((comment) => comment.position).length);
    }
    const records = discussion.documents.filter(([path]) => path.startsWith('commenters/'));
    expect(records.map(([path]) => path).sort()).toEqual([...new Set(Object.values(DEMO_COMMENTERS).map((writer) => `commenters/${writer.uid}`))].sort());
    for (const [, record] of records) {
      expect(record.blocked).toBe(false);
      expect(record.count).toBeGreaterThan(0);
    }
  });
});
