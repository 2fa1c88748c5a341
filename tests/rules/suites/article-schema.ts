/**
 * The article schema, as an admin writes it: each malformed create or edit is denied,
 * while the well-formed ones beside them (article-writes) pass.
 */
import { Timestamp, deleteField, doc, serverTimestamp, updateDoc, writeBatch, type DocumentData } from 'firebase/firestore/lite';
import { beforeEach, describe, it } from 'vitest';
import { allowed, attackIsDenied, schemaIsEnforced } from '../support/access.js';
import { ADMIN, LAST_WEEK, createArticle, newArticle, publishArticle, storedArticle, without } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const BROKEN_CREATES: readonly (readonly [string, DocumentData])[] = [
  ['an unknown field', newArticle({ authorEmail: 'daniel@example.com' })],
  ['a missing summary', without(newArticle(), 'summary')],
  ['a summary over 300 characters, published', newArticle({ summary: 'x'.repeat(301), status: 'published' })],
  ['a summary over 2,000 characters, in a draft', newArticle({ summary: 'x'.repeat(2001) })],
  ['a published article with an empty title', newArticle({ status: 'published', title: '' })],
  ['a published article with empty content', newArticle({ status: 'published', content: '' })],
  ['a published article with an empty summary', newArticle({ status: 'published', summary: '' })],
  ['a published article without a category', newArticle({ status: 'published', category: '' })],
  ['a published article with an empty slug', newArticle({ status: 'published', slug: '' })],
  ['a draft with a slug that is not lowercase words and hyphens', newArticle({ slug: 'a draft!' })],
  ['a category that is not one of the four', newArticle({ category: 'crypto' })],
  ['a status other than draft or published', newArticle({ status: 'archived' })],
  ['an e-mail in the author block', newArticle({ author: { id: 'a1', name: 'Daniel', email: 'daniel@example.com' } })],
  ['an author without a name', newArticle({ author: { id: 'a1' } })],
  ['social links other than twitter, linkedin, website', newArticle({ author: { id: 'a1', name: 'D', socialLinks: { phone: '555' } } })],
  ['a slug that is not lowercase words and hyphens', newArticle({ slug: 'Not A Slug' })],
  ['tags that are not a list', newArticle({ tags: 'Stocks' })],
  ['more than 20 tags', newArticle({ tags: Array.from({ length: 21 }, (_, i) => `tag-${i}`) })],
  ['tag keys that are not the tags in lower case', newArticle({ tags: ['Stocks'], tagKeys: ['bonds'] })],
  ['tag keys in the tags’ case', newArticle({ tags: ['Stocks'], tagKeys: ['Stocks'] })],
  ['more tag keys than tags', newArticle({ tags: ['Stocks'], tagKeys: ['stocks', 'bonds'] })],
  ['tag keys that are not a list', newArticle({ tags: ['Stocks'], tagKeys: 'stocks' })],
  ['an SEO title over 100 characters', newArticle({ metaTitle: 'x'.repeat(101) })],
  ['an SEO description over 300 characters', newArticle({ metaDescription: 'x'.repeat(301) })],
  ['an image description over 250 characters', newArticle({ featuredImageAlt: 'x'.repeat(251) })],
  ['an image caption over 300 characters', newArticle({ featuredImageCaption: 'x'.repeat(301) })],
  ['an SEO title that is not text', newArticle({ metaTitle: 42 })],
  ['a character XML forbids in the SEO description', newArticle({ metaDescription: 'Margins\u000b fell.' })],
  ['a readTime that is not an integer', newArticle({ readTime: '4 min' })],
  ['isFeatured that is not a boolean', newArticle({ isFeatured: 'yes' })],
  ['a client-chosen createdAt', newArticle({ createdAt: LAST_WEEK })],
  ['a client-chosen updatedAt', newArticle({ updatedAt: LAST_WEEK })],
  ['counters that do not start at 0', newArticle({ viewCount: 1000 })],
  ['a draft with a publishedAt', newArticle({ publishedAt: serverTimestamp() })],
  ['a published article with a client-chosen publishedAt', newArticle({ status: 'published', publishedAt: LAST_WEEK })],
  ['a published article without publishedAt', newArticle({ status: 'published', publishedAt: null })],
];

const BROKEN_EDITS: readonly (readonly [string, DocumentData])[] = [
  ['an edit with a client-chosen updatedAt', { title: 'New title', updatedAt: LAST_WEEK }],
  ['an edit that does not set updatedAt', { title: 'New title' }],
  ['an edit that changes createdAt', { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }],
  ['an edit that sets viewCount', { viewCount: 100000, updatedAt: serverTimestamp() }],
  ['an edit that sets likeCount', { likeCount: 0, updatedAt: serverTimestamp() }],
  ['an edit that moves publishedAt of a published article', { publishedAt: serverTimestamp(), updatedAt: serverTimestamp() }],
  ['an edit that removes a required field', { summary: deleteField(), updatedAt: serverTimestamp() }],
  ['an edit that adds an unknown field', { internalNotes: 'do not publish', updatedAt: serverTimestamp() }],
  ['an edit with a category that is not one of the four', { category: 'crypto', updatedAt: serverTimestamp() }],
  ['an edit of the text that keeps updatedAt beside a tidy of the tags', { tags: ['Stocks'], tagKeys: ['stocks'], summary: 'Slipped in.' }],
  ['a tidy of the tags with a client-chosen updatedAt', { tags: ['Stocks'], tagKeys: ['stocks'], updatedAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }],
];

export function articleSchemaTests(): void {
  describe('articles: schema of admin writes', () => {
    const world = useRulesWorld('demo-rules-article-schema');

    beforeEach(async () => {
      await world.seed('articles/published-1', storedArticle());
      await world.seed('articles/draft-1', storedArticle({ status: 'draft', slug: 'a-draft' }));
    });

    it('the well-formed create these cases break is allowed', async () => {
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'new-1', newArticle()));
      // A draft's summary may run past 300 characters while the author cuts it down.
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'new-2', newArticle({ summary: 'x'.repeat(2000) })));
    });

    for (const [name, data] of BROKEN_CREATES) {
      it(`denies a create with ${name}`, async () => {
        await schemaIsEnforced('articles', `create with ${name}`, createArticle(world.admin.db, 'new-1', data));
      });
    }

    for (const [name, data] of BROKEN_EDITS) {
      it(`denies ${name}`, async () => {
        await schemaIsEnforced('articles', name, updateDoc(doc(world.admin.db, 'articles/published-1'), data));
      });
    }

    it("denies a byline that names the writer's uid: uids stay private, so uid-keyed documents cannot be probed", async () => {
      const author = { id: ADMIN.uid, name: 'Ann Admin' };
      await attackIsDenied('article author id that is a uid', createArticle(world.admin.db, 'new-1', newArticle({ author })));
      const uidLike = { id: 'Xy7PqR2sT9uV1wZ3aB5cD7eF9gH1', name: 'Ann Admin' };
      await attackIsDenied('article author id that is a uid', createArticle(world.admin.db, 'new-1', newArticle({ author: uidLike })));
      const edit = updateDoc(doc(world.admin.db, 'articles/published-1'), { author, updatedAt: serverTimestamp() });
      await attackIsDenied('article author id that is a uid', edit);
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'new-1', newArticle({ author: { id: 'author-ann', name: 'Ann Admin' } })));
    });

    it('denies images and author links that are not web addresses', async () => {
      const create = (data: DocumentData) => createArticle(world.admin.db, 'new-1', newArticle(data));
      for (const address of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', ' https://example.com/x.png', 'https://example.com/"onerror="x']) {
        await attackIsDenied('article link that is not a web address', create({ featuredImage: address }));
        await attackIsDenied('article link that is not a web address', create({ author: { id: 'd', name: 'D', socialLinks: { website: address } } }));
        await attackIsDenied('article link that is not a web address', create({ author: { id: 'd', name: 'D', avatar: address } }));
      }
      // The links are checked together, joined by line breaks: one holding a line break, or two links in one, is refused.
      for (const website of ['https://example.com/a\nhttps://example.com/b', '\nhttps://example.com/a', 'https://example.com/a https://example.com/b']) {
        await attackIsDenied('article link that is not a web address', create({ author: { id: 'd', name: 'D', socialLinks: { website, twitter: 'https://x.com/d' } } }));
      }
      const links = { website: 'https://example.com/d', twitter: '', linkedin: 'https://www.linkedin.com/in/d' };
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'links-1', newArticle({ author: { id: 'd', name: 'D', socialLinks: links } })));
      await allowed(['articles (writes)', 'admin', 'create'], create({ featuredImage: 'http://127.0.0.1:9199/v0/b/x/o/images%2Ffeatured%2Fa.png?alt=media' }));
    });

    it('takes a share card only as a web address, and the heaviest publish with one still fits the budget', async () => {
      const create = (data: DocumentData) => createArticle(world.admin.db, 'new-1', newArticle(data));
      const card = 'http://127.0.0.1:9199/v0/b/x/o/images%2Fshare%2Fnew-1-0123456789abcdef.png?alt=media&token=a1';
      for (const address of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', ' https://example.com/x.png', 'https://example.com/"onerror="x', `https://example.com/${'x'.repeat(2050)}`]) {
        await attackIsDenied('article link that is not a web address', create({ shareImage: address }));
      }
      await attackIsDenied('article link that is not a web address', create({ shareImage: 42 }));
      await attackIsDenied('article link that is not a web address', create({ shareImage: null }));
      const edit = updateDoc(doc(world.admin.db, 'articles/published-1'), { shareImage: 'javascript:alert(1)', updatedAt: serverTimestamp() });
      await attackIsDenied('article link that is not a web address', edit);
      await allowed(['articles (writes)', 'admin', 'create'], create({ shareImage: card }));
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(doc(world.admin.db, 'articles/published-1'), { shareImage: card, updatedAt: serverTimestamp() }));

      // The most the rules evaluate for one article: a published trade idea with its disclosure,
      // every text at its longest, a full author block, ten tickers, twenty tags, and the card.
      const tags = Array.from({ length: 20 }, (_, i) => `Tag ${i}`);
      const heaviest = newArticle({
        status: 'published', category: 'trade-ideas', slug: 'the-heaviest-idea', title: 'T'.repeat(200), summary: 'S'.repeat(300),
        tags, tagKeys: tags.map((tag) => tag.toLowerCase()), metaTitle: 'M'.repeat(100), metaDescription: 'D'.repeat(300),
        featuredImageAlt: 'A'.repeat(250), featuredImageCaption: 'C'.repeat(300), formerSlugs: ['an-older-slug'],
        tickers: ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'GOOG', 'META', 'BRK.B', 'JPM', 'BTC-USD'],
        tradeIdea: { direction: 'long', ticker: 'AAPL', entry: 180, target: 215.5, stop: 165, horizon: '3–6 months' },
        author: {
          id: 'author-daniel', name: 'Daniel Brooks, CFA', bio: 'B'.repeat(1000), avatar: 'https://example.com/avatar.png',
          socialLinks: { twitter: 'https://x.com/d', linkedin: 'https://www.linkedin.com/in/d', website: 'https://example.com/d' },
        },
        updatedBy: { name: 'Daniel Brooks, CFA' }, editVersion: 'a1b2c3', editedFrom: '', shareImage: card,
      });
      const batch = writeBatch(world.admin.db);
      batch.set(doc(world.admin.db, 'articles/heavy-1'), heaviest);
      batch.set(doc(world.admin.db, 'slugs/the-heaviest-idea'), { articleId: 'heavy-1', createdAt: serverTimestamp() });
      await allowed(['articles (writes)', 'admin', 'create'], batch.commit());
      const newCard = { shareImage: card.replace('0123456789abcdef', 'fedcba9876543210'), editVersion: 'd4e5f6', editedFrom: 'a1b2c3', updatedAt: serverTimestamp() };
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(doc(world.admin.db, 'articles/heavy-1'), { ...newCard, title: 'U'.repeat(200) }));
    });

    it('denies a character XML forbids in a title, summary or tag, and takes tabs and line breaks', async () => {
      const create = (data: DocumentData) => createArticle(world.admin.db, 'new-1', newArticle(data));
      const name = 'a character XML forbids in a title, summary or tag';
      for (const character of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001f', '\ufffe', '\uffff']) {
        await attackIsDenied(name, create({ title: `Margins${character} under pressure` }));
        await attackIsDenied(name, create({ summary: `Why margins${character} fell.` }));
        await attackIsDenied(name, create({ tags: ['Stocks', `Mar${character}gins`] }));
      }
      const edit = updateDoc(doc(world.admin.db, 'articles/published-1'), { title: 'Margins\u000b under pressure', updatedAt: serverTimestamp() });
      await attackIsDenied(name, edit);
      await allowed(['articles (writes)', 'admin', 'create'], create({ title: 'Margins\tunder pressure', summary: 'Why margins fell.\r\nAnd what comes next.', tags: ['Stocks'] }));
    });

    it('allows tag keys, SEO texts and the image’s description and caption, and a tidy of the tags that keeps updatedAt', async () => {
      const extras = {
        tags: ['Stocks', 'S&P 500'], tagKeys: ['stocks', 's&p 500'], metaTitle: 'A headline for search', metaDescription: 'What search results show.',
        featuredImageAlt: 'A chart of margins by quarter', featuredImageCaption: 'Margins, 2019–2026. Source: filings.',
      };
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'new-1', newArticle(extras)));
      const tidy = { tags: ['Stocks', 'Investment'], tagKeys: ['stocks', 'investment'] };
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(doc(world.admin.db, 'articles/published-1'), tidy));
      await attackIsDenied('non-admin tidies tags', updateDoc(doc(world.as('user').db, 'articles/published-1'), tidy));
    });

    it('takes tag keys that are exactly the tags in lower case, a tag holding a comma included', async () => {
      const create = (tags: string[], tagKeys: string[]) => createArticle(world.admin.db, 'new-1', newArticle({ tags, tagKeys }));
      const name = 'tag keys that name another tag through a comma';
      await attackIsDenied(name, create(['Stocks,Bonds', 'Gold'], ['stocks', 'bonds,gold']));
      await attackIsDenied(name, create(['Stocks', 'Bonds,Gold'], ['stocks,bonds', 'gold']));
      await attackIsDenied(name, create(['Stocks', 'Bonds'], ['stocks\u0001bonds', '']));
      const tidy = { tags: ['Stocks,Bonds', 'Gold'], tagKeys: ['stocks', 'bonds,gold'] };
      await attackIsDenied(name, updateDoc(doc(world.admin.db, 'articles/published-1'), tidy));
      await allowed(['articles (writes)', 'admin', 'create'], create(['Stocks,Bonds', 'Gold'], ['stocks,bonds', 'gold']));
    });

    it('allows a draft with whatever it holds so far: a title alone, or text without a title', async () => {
      const create = (id: string, data: DocumentData) => createArticle(world.admin.db, id, newArticle(data));
      await allowed(['articles (writes)', 'admin', 'create'], create('title-only', { summary: '', content: '', category: '', tags: [], tickers: [], disclosure: '' }));
      await allowed(['articles (writes)', 'admin', 'create'], create('text-only', { title: '', slug: '', summary: '', category: '', tags: [], tickers: [], disclosure: '' }));
    });

    it('denies publishing an incomplete draft, and publishes it once complete', async () => {
      const db = world.admin.db;
      await createArticle(db, 'incomplete', newArticle({ slug: 'half-done', summary: '', category: '', tickers: [], disclosure: '' }));
      await schemaIsEnforced('articles', 'publishing a draft with an empty summary or category', publishArticle(db, 'incomplete', 'half-done', { publishedAt: serverTimestamp() }));
      const complete = { summary: 'Now it has one.', category: 'market-insights', publishedAt: serverTimestamp() };
      await allowed(['articles (writes)', 'admin', 'update'], publishArticle(db, 'incomplete', 'half-done', complete));
    });

    it('denies publishing a draft with a client-chosen publishedAt', async () => {
      const publish = publishArticle(world.admin.db, 'draft-1', 'a-draft', { publishedAt: LAST_WEEK });
      await schemaIsEnforced('articles', 'publishing with a client-chosen publishedAt', publish);
    });

    it('denies an e-mail address as a byline or as the name of who saved last', async () => {
      const create = (data: DocumentData) => createArticle(world.admin.db, 'new-1', newArticle(data));
      await attackIsDenied('e-mail address as a byline', create({ author: { id: 'ann-example-com', name: 'ann@example.com' } }));
      await attackIsDenied('e-mail address as a byline', create({ author: { id: 'author-ann', name: 'Ann Admin <ann@example.com>' } }));
      await attackIsDenied('e-mail address as a byline', create({ updatedBy: { name: 'ann@example.com' } }));
      const edit = (name: string) => updateDoc(doc(world.admin.db, 'articles/published-1'), { updatedBy: { name }, updatedAt: serverTimestamp() });
      await attackIsDenied('e-mail address as a byline', edit('ann@example.com'));
      await allowed(['articles (writes)', 'admin', 'update'], edit('Ann Admin'));
      await allowed(['articles (writes)', 'admin', 'create'], create({ author: { id: 'author-ann', name: 'Ann Admin' }, updatedBy: { name: 'Ann Admin' } }));
    });
  });
}
