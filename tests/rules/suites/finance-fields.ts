/**
 * The finance fields of an article, as the rules check them: ticker symbols, the author's
 * disclosure (required to publish research and trade ideas) and one trade idea whose
 * prices make sense for its direction. Each refused write stands next to an allowed one.
 */
import { deleteField, doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore/lite';
import { beforeEach, describe, it } from 'vitest';
import { allowed, attackIsDenied, denied, schemaIsEnforced } from '../support/access.js';
import { createArticle, newArticle, publishArticle, storedArticle, without } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const LONG = { direction: 'long', ticker: 'AAPL', entry: 180, target: 215.5, stop: 165, horizon: '3–6 months' };
const SHORT = { direction: 'short', ticker: 'TSLA', entry: 250, target: 190, stop: 280, horizon: '6 weeks' };
const tradeIdeas = (overrides: DocumentData = {}) =>
  newArticle({ category: 'trade-ideas', slug: 'a-trade-idea', tickers: ['AAPL', 'TSLA'], tradeIdea: LONG, ...overrides });
const published = (overrides: DocumentData) => tradeIdeas({ status: 'published', ...overrides });

const BROKEN: readonly (readonly [string, DocumentData])[] = [
  ['tickers that are not a list', newArticle({ tickers: 'AAPL' })],
  ['more than 10 tickers', newArticle({ tickers: Array.from({ length: 11 }, (_, i) => `T${i}`) })],
  ['a lowercase ticker', newArticle({ tickers: ['AAPL', 'msft'] })],
  ['a ticker with a space', newArticle({ tickers: ['BRK B'] })],
  ['a ticker that is not text', newArticle({ tickers: ['AAPL', 42] })],
  ['a ticker twice', newArticle({ tickers: ['AAPL', 'AAPL'] })],
  ['a disclosure over 2,000 characters', newArticle({ disclosure: `${'x'.repeat(2000)}.` })],
  ['a trade idea outside Trade Ideas', newArticle({ tradeIdea: LONG })],
  ['a trade idea with a price as text', tradeIdeas({ tradeIdea: { ...LONG, entry: '180' } })],
  ['a trade idea on a ticker the article does not name', tradeIdeas({ tradeIdea: { ...LONG, ticker: 'NVDA' } })],
  ['a trade idea without a horizon', tradeIdeas({ tradeIdea: without(LONG, 'horizon') })],
  ['a trade idea without a price', tradeIdeas({ tradeIdea: without(LONG, 'stop') })],
  ['a trade idea with a horizon over 60 characters', tradeIdeas({ tradeIdea: { ...LONG, horizon: `${'6 months '.repeat(7)}` } })],
  ['a trade idea with an unknown field', tradeIdeas({ tradeIdea: { ...LONG, confidence: 'high' } })],
  ['a trade idea in another direction', tradeIdeas({ tradeIdea: { ...LONG, direction: 'sideways' } })],
  // Once published, an idea is complete and makes sense for its direction.
  ['a published long idea with its stop above the entry', published({ tradeIdea: { ...LONG, stop: 190 } })],
  ['a published long idea with its target below the entry', published({ tradeIdea: { ...LONG, target: 170 } })],
  ['a published short idea with its target above the entry', published({ tradeIdea: { ...SHORT, target: 260 } })],
  ['a published short idea with its stop below the entry', published({ tradeIdea: { ...SHORT, stop: 240 } })],
  ['a published trade idea with a negative price', published({ tradeIdea: { ...SHORT, target: -5 } })],
  ['a published trade idea without a price', published({ tradeIdea: { ...LONG, stop: null } })],
  ['a published trade idea without a ticker', published({ tradeIdea: { ...LONG, ticker: '' } })],
  ['a published trade idea without a horizon', published({ tradeIdea: { ...LONG, horizon: '' } })],
];

/** A trade idea the way a newcomer leaves it: a direction, and nothing else yet. */
const HALF_FILLED = { direction: 'long', ticker: '', entry: null, target: null, stop: null, horizon: '' };

export function financeFieldTests(): void {
  describe('articles: tickers, disclosures and trade ideas', () => {
    const world = useRulesWorld('demo-rules-finance');
    const create = (data: DocumentData) => createArticle(world.admin.db, 'new-1', data);

    beforeEach(async () => {
      await world.seed('articles/research-draft', storedArticle({ status: 'draft', slug: 'research-draft', disclosure: null }));
      await world.seed('articles/research-live', storedArticle({ slug: 'research-live' }));
    });

    it('the well-formed finance fields these cases break are allowed: tickers, a long and a short idea', async () => {
      await allowed(['articles (writes)', 'admin', 'create'], create(newArticle({ tickers: ['AAPL', 'BRK.B', 'BTC-USD', 'SPY'] })));
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'long-1', tradeIdeas()));
      const short = tradeIdeas({ slug: 'a-short-idea', status: 'published', tradeIdea: SHORT });
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'short-1', short));
    });

    for (const [name, data] of BROKEN) {
      it(`denies ${name}`, async () => {
        await schemaIsEnforced('articles', name, create(data));
      });
    }

    it('stores a draft whatever state its trade idea is in, and publishes only a complete one', async () => {
      await world.seed('articles/idea-draft', storedArticle({ status: 'draft', slug: 'idea-draft', category: 'trade-ideas', tickers: ['AAPL'], editVersion: 'v1' }));
      const save = (tradeIdea: DocumentData, persona: 'admin' | 'user' = 'admin') =>
        updateDoc(doc(world.as(persona).db, 'articles/idea-draft'), { tradeIdea, updatedAt: serverTimestamp(), editedFrom: 'v1', editVersion: 'v2' });
      // The newcomer's draft: an idea just added, its prices empty, and the disclosure being written.
      await allowed(['articles (writes)', 'admin', 'create'], create(tradeIdeas({ tradeIdea: HALF_FILLED, disclosure: 'I hold' })));
      await allowed(['articles (writes)', 'admin', 'update'], save(HALF_FILLED));
      await world.seed('articles/idea-draft', storedArticle({ status: 'draft', slug: 'idea-draft', category: 'trade-ideas', tickers: ['AAPL'], editVersion: 'v1' }));
      // Half typed: some prices, out of order as typing leaves them, a horizon that does not name a time yet.
      await allowed(['articles (writes)', 'admin', 'update'], save({ ...LONG, target: 1, stop: null, horizon: 'into earn' }));
      await world.seed('articles/idea-draft', storedArticle({ status: 'draft', slug: 'idea-draft', category: 'trade-ideas', tickers: ['AAPL'], editVersion: 'v1' }));
      // A reader cannot write it, half filled or not.
      await denied(['articles (writes)', 'user', 'update'], save(HALF_FILLED, 'user'));

      // Publishing it as it stands is refused; completed, it publishes.
      await world.seed('articles/idea-draft', storedArticle({ status: 'draft', slug: 'idea-draft', category: 'trade-ideas', tickers: ['AAPL'], tradeIdea: HALF_FILLED, editVersion: 'v1' }));
      const publish = (fields: DocumentData) =>
        publishArticle(world.admin.db, 'idea-draft', 'idea-draft', { publishedAt: serverTimestamp(), editedFrom: 'v1', editVersion: 'v2', ...fields });
      await attackIsDenied('publishing an unfinished trade idea', publish({}));
      await attackIsDenied('publishing an unfinished trade idea', publish({ tradeIdea: { ...LONG, stop: null } }));
      await attackIsDenied('publishing an unfinished trade idea', publish({ tradeIdea: { ...LONG, stop: 190 } }));
      await attackIsDenied('publishing an unfinished trade idea', create(published({ tradeIdea: HALF_FILLED })));
      await allowed(['articles (writes)', 'admin', 'update'], publish({ tradeIdea: LONG }));
    });

    it('publishes research and trade ideas only with a disclosure of at least a sentence', async () => {
      for (const category of ['equity-research', 'trade-ideas']) {
        const slug = `published-${category}`;
        await attackIsDenied('publishing research without a disclosure', create(newArticle({ category, slug, status: 'published', disclosure: null })));
        await attackIsDenied('publishing research without a disclosure', create(without(newArticle({ category, slug, status: 'published' }), 'disclosure')));
        for (const disclosure of ['None.', '                         .', 'No positions held in any of these securities']) {
          await attackIsDenied('publishing research without a disclosure', create(newArticle({ category, slug, status: 'published', disclosure })));
        }
      }
      // A draft may wait for its disclosure; Market Insights and Portfolio Performance need none.
      await allowed(['articles (writes)', 'admin', 'create'], create(newArticle({ disclosure: null })));
      await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, 'insight-1', newArticle({ category: 'market-insights', slug: 'an-insight', status: 'published', disclosure: null })));

      const publish = (fields: DocumentData) => publishArticle(world.admin.db, 'research-draft', 'research-draft', { publishedAt: serverTimestamp(), ...fields });
      await attackIsDenied('publishing research without a disclosure', publish({}));
      await allowed(['articles (writes)', 'admin', 'update'], publish({ disclosure: 'I have a beneficial long position in AAPL through stock ownership.' }));

      const live = doc(world.admin.db, 'articles/research-live');
      await attackIsDenied('publishing research without a disclosure', updateDoc(live, { disclosure: deleteField(), updatedAt: serverTimestamp() }));
      await attackIsDenied('publishing research without a disclosure', updateDoc(live, { category: 'trade-ideas', disclosure: '', updatedAt: serverTimestamp() }));
      await allowed(['articles (writes)', 'admin', 'update'], updateDoc(live, { category: 'market-insights', disclosure: deleteField(), updatedAt: serverTimestamp() }));
    });

    it('takes as a disclosure only a sentence that reads as text', async () => {
      const publish = (disclosure: string) =>
        createArticle(world.admin.db, 'new-1', newArticle({ slug: 'published-research', status: 'published', disclosure }));
      for (const placeholder of [
        'xxxxxxxxxxxxxxxxxxx.',
        'xx xx xx xx xx xx xx xx xx.',
        'disclosure disclosure disclosure.',
        '1234 5678 9012 3456 7890 1234.',
        'a b c d e f g h i j k l m n o.',
      ]) {
        await attackIsDenied('a disclosure that does not read as text', publish(placeholder));
      }
      await allowed(['articles (writes)', 'admin', 'create'], publish('I hold no position in AAPL or BRK.B.'));
    });

    it('takes one symbol a ticker entry, and a trade idea on one of them', async () => {
      const create = (data: DocumentData) => createArticle(world.admin.db, 'new-1', data);
      const many = Array.from({ length: 300 }, (_, i) => `T${i}`).join(',');
      for (const tickers of [['AAPL,MSFT'], ['AAPL', 'MSFT,TSLA'], [many]]) {
        await attackIsDenied('several symbols in one ticker entry', create(newArticle({ tickers })));
      }
      const joined = tradeIdeas({ tickers: ['AAPL,TSLA'], tradeIdea: { ...LONG, ticker: 'AAPL,TSLA' } });
      await attackIsDenied('several symbols in one ticker entry', create(joined));
      await allowed(['articles (writes)', 'admin', 'create'], create(newArticle({ tickers: ['AAPL', 'MSFT', 'TSLA'] })));
    });
  });
}
