/**
 * Trade idea records, as the rules keep them: an idea frozen once its article is published,
 * outcomes recorded only when consistent with the idea (after publication, on the right side
 * of the entry for a target hit or a stop), amendments only ever added, and a recorded
 * outcome never changed without one; an unpublished idea stays frozen, since publishedAt
 * never goes. Each refused write stands next to an allowed one.
 */
import { Timestamp, deleteField, doc, getDoc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it } from 'vitest';
import { utcDay } from '../../../src/lib/trade-record.js';
import { allowed, attackIsDenied, denied } from '../support/access.js';
import type { Persona } from '../support/coverage.js';
import { createArticle, LAST_WEEK, newArticle, publishArticle, storedArticle, storedClaim, unpublishArticle } from '../support/fixtures.js';
import { useRulesWorld } from '../support/rules-world.js';

const LONG = { direction: 'long', ticker: 'AAPL', entry: 180, target: 215.5, stop: 165, horizon: '3–6 months' };
const SHORT = { direction: 'short', ticker: 'TSLA', entry: 250, target: 190, stop: 280, horizon: '6 weeks' };
const idea = (tradeIdea: DocumentData, overrides: DocumentData = {}) =>
  storedArticle({ category: 'trade-ideas', tickers: ['AAPL', 'TSLA'], tradeIdea, editVersion: 'v1', ...overrides });

const day = (daysAgo: number) => Timestamp.fromDate(utcDay(new Date(Date.now() - daysAgo * 24 * 3600 * 1000)));
const TODAY = day(0);
const outcome = (status: string, price: number, closedOn = day(2), note = 'Closed as planned.') => ({ status, price, closedOn, note });
const amendment = (note: string) => ({ amendedAt: serverTimestamp(), note });

export function tradeRecordTests(): void {
  describe('articles: trade idea records', () => {
    const world = useRulesWorld('demo-rules-trade-records');
    const cell = (persona: Persona) => ['articles (idea records)', persona, 'update'] as const;
    const ref = (id: string, persona: Persona = 'admin') => doc(world.as(persona).db, 'articles', id);
    /** The write the editor's outcome form makes: the record, over the version it has seen. */
    const record = (id: string, fields: DocumentData, persona: Persona = 'admin', from = 'v1') =>
      updateDoc(ref(id, persona), { ...fields, editedFrom: from, editVersion: 'v2' });
    /** An edit as the editor saves one. */
    const edit = (id: string, fields: DocumentData) => updateDoc(ref(id), { ...fields, updatedAt: serverTimestamp(), editedFrom: 'v1', editVersion: 'v2' });

    beforeEach(async () => {
      await world.seed('articles/long', idea(LONG, { slug: 'long' }));
      await world.seed('articles/short', idea(SHORT, { slug: 'short' }));
      await world.seed('articles/closed', idea(LONG, { slug: 'closed', ideaOutcome: outcome('closed', 190), ideaAmendments: { 1: { amendedAt: LAST_WEEK, note: 'First.' } } }));
      await world.seed('articles/draft', idea(LONG, { slug: 'draft', status: 'draft' }));
      await world.seed('articles/plain', storedArticle({ slug: 'plain', editVersion: 'v1' }));
    });

    it('freezes a published idea: no change to its prices, direction, symbol or horizon, none added or removed', async () => {
      for (const change of [{ entry: 181 }, { target: 230 }, { stop: 160 }, { horizon: '12 months' }, { ticker: 'TSLA' }]) {
        await attackIsDenied('changing a published trade idea', edit('long', { tradeIdea: { ...LONG, ...change } }));
      }
      await attackIsDenied('changing a published trade idea', edit('short', { tradeIdea: { ...LONG, direction: 'short', target: 150, stop: 200 } }));
      await attackIsDenied('removing a published trade idea', edit('long', { tradeIdea: null }));
      await attackIsDenied('removing a published trade idea', edit('long', { tradeIdea: deleteField() }));
      await attackIsDenied('removing a published trade idea', updateDoc(ref('long'), { status: 'draft', tradeIdea: null, updatedAt: serverTimestamp(), editedFrom: 'v1', editVersion: 'v2' }));
      await attackIsDenied('adding a trade idea to a published article', edit('plain', { category: 'trade-ideas', tradeIdea: LONG }));
      // No idea stored and null written (the editor's save of an article without one) is the same idea: none.
      await allowed(['articles (writes)', 'admin', 'update'], edit('plain', { tradeIdea: null }));
      await world.seed('articles/plain', storedArticle({ slug: 'plain', editVersion: 'v1' }));
      // The rest of the article stays editable, the idea with it as it was; a draft's idea too.
      await allowed(['articles (writes)', 'admin', 'update'], edit('long', { title: 'A better title', tradeIdea: LONG }));
      await allowed(['articles (writes)', 'admin', 'update'], edit('draft', { tradeIdea: { ...LONG, entry: 181 } }));
      await allowed(['articles (writes)', 'admin', 'update'], publishArticle(world.admin.db, 'draft', 'draft', { publishedAt: serverTimestamp(), editedFrom: 'v2', editVersion: 'v3' }));
    });

    it('keeps a published idea frozen after it is unpublished, and its publishedAt with it', async () => {
      await world.seed('slugs/long', storedClaim('long'));
      const unpublish = (fields: DocumentData = {}) => unpublishArticle(world.admin.db, 'long', 'long', { editedFrom: 'v1', editVersion: 'v2', ...fields });
      // The route of the attack: unpublish dropping publishedAt, then rewrite or remove the idea as a draft's.
      await attackIsDenied('clearing publishedAt of a once-published article', unpublish({ publishedAt: null }));
      await attackIsDenied('clearing publishedAt of a once-published article', unpublish({ publishedAt: null, tradeIdea: { ...LONG, direction: 'short', target: 150, stop: 200 } }));
      await allowed(['articles (writes)', 'admin', 'update'], unpublish());
      const onDraft = (fields: DocumentData) => updateDoc(ref('long'), { ...fields, updatedAt: serverTimestamp(), editedFrom: 'v2', editVersion: 'v3' });
      const rewritten = { ...LONG, direction: 'short', target: 150, stop: 200 };
      await attackIsDenied('rewriting a published trade idea after unpublishing it', onDraft({ tradeIdea: rewritten }));
      await attackIsDenied('rewriting a published trade idea after unpublishing it', onDraft({ tradeIdea: rewritten, publishedAt: null }));
      await attackIsDenied('rewriting a published trade idea after unpublishing it', onDraft({ tradeIdea: { ...LONG, target: 230 } }));
      await attackIsDenied('rewriting a published trade idea after unpublishing it', publishArticle(world.admin.db, 'long', 'long', { tradeIdea: rewritten, editedFrom: 'v2', editVersion: 'v3' }));
      await attackIsDenied('removing a published trade idea after unpublishing it', onDraft({ tradeIdea: null }));
      await attackIsDenied('removing a published trade idea after unpublishing it', onDraft({ tradeIdea: deleteField() }));
      await attackIsDenied('removing a published trade idea after unpublishing it', onDraft({ category: 'market-insights', tradeIdea: null }));
      // The draft's other fields stay editable, and it is published again with its idea and its date.
      await allowed(['articles (writes)', 'admin', 'update'], onDraft({ title: 'Apple, long: revisited' }));
      await allowed(['articles (writes)', 'admin', 'update'], publishArticle(world.admin.db, 'long', 'long', { editedFrom: 'v3', editVersion: 'v4' }));
      const stored = (await getDoc(doc(world.owner.db, 'articles', 'long'))).data();
      expect(stored?.tradeIdea).toEqual(LONG);
      expect((stored?.publishedAt as Timestamp).isEqual(LAST_WEEK)).toBe(true);
    });

    it('publishes a new idea only with a horizon that names a time (a draft may hold one being typed)', async () => {
      for (const horizon of ['into earnings', 'soon', '6 monthsish']) {
        // Stored as a draft, and refused when it is published, whether the idea changes in that write or did before.
        await allowed(['articles (writes)', 'admin', 'update'], edit('draft', { tradeIdea: { ...LONG, horizon } }));
        await attackIsDenied('a new idea whose horizon names no time', publishArticle(world.admin.db, 'draft', 'draft', { publishedAt: serverTimestamp(), editedFrom: 'v2', editVersion: 'v3' }));
        await world.seed('articles/draft', idea(LONG, { slug: 'draft', status: 'draft' }));
        await attackIsDenied('a new idea whose horizon names no time', publishArticle(world.admin.db, 'draft', 'draft', { publishedAt: serverTimestamp(), tradeIdea: { ...LONG, horizon }, editedFrom: 'v1', editVersion: 'v2' }));
        const created = newArticle({ category: 'trade-ideas', slug: 'new-idea', tickers: ['AAPL'], tradeIdea: { ...LONG, horizon } });
        await allowed(['articles (writes)', 'admin', 'create'], createArticle(world.admin.db, `draft-${horizon.length}`, created));
        await attackIsDenied('a new idea whose horizon names no time', createArticle(world.admin.db, 'new-1', { ...created, status: 'published', publishedAt: serverTimestamp() }));
      }
      for (const horizon of ['2 weeks', '90 Days', 'Through earnings, about 4 weeks', '1 year']) {
        await allowed(['articles (writes)', 'admin', 'update'], edit('draft', { tradeIdea: { ...LONG, horizon } }));
        await world.seed('articles/draft', idea(LONG, { slug: 'draft', status: 'draft' }));
      }
      await attackIsDenied('an outcome or amendment on a new article', createArticle(world.admin.db, 'new-2', newArticle({ ideaAmendments: {} })));
    });

    it('records an outcome consistent with the idea: target hit, stopped out or closed', async () => {
      await allowed(cell('admin'), record('long', { ideaOutcome: outcome('target-hit', 216) }));
      await allowed(cell('admin'), record('short', { ideaOutcome: outcome('stopped-out', 281.5, TODAY, '') }));
      await world.seed('articles/short', idea(SHORT, { slug: 'short' }));
      await allowed(cell('admin'), record('short', { ideaOutcome: outcome('closed', 260, day(7)) }));
      await world.seed('articles/long', idea(LONG, { slug: 'long' }));
      await allowed(cell('admin'), record('long', { ideaOutcome: outcome('stopped-out', 164) }));
    });

    it('refuses outcomes that contradict the idea or its dates', async () => {
      const refused: readonly (readonly [string, string, DocumentData])[] = [
        ['target hit on the wrong side of the entry', 'long', outcome('target-hit', 170)],
        ['target hit on the wrong side of the entry', 'short', outcome('target-hit', 260)],
        ['target hit on the wrong side of the entry', 'long', outcome('target-hit', 180)],
        ['stopped out on the wrong side of the entry', 'long', outcome('stopped-out', 200)],
        ['stopped out on the wrong side of the entry', 'short', outcome('stopped-out', 200)],
        ['an outcome before publication', 'long', outcome('closed', 190, day(9))],
        ['an outcome in the future', 'long', outcome('closed', 190, day(-2))],
        ['an outcome out of shape', 'long', outcome('won', 190)],
        ['an outcome out of shape', 'long', outcome('closed', 0)],
        ['an outcome out of shape', 'long', outcome('closed', '190' as unknown as number)],
        ['an outcome out of shape', 'long', outcome('closed', 190, day(2), 'x'.repeat(141))],
        ['an outcome out of shape', 'long', { ...outcome('closed', 190), confidence: 'high' }],
        ['an outcome out of shape', 'long', { status: 'closed', price: 190 }],
      ];
      for (const [attack, id, ideaOutcome] of refused) await attackIsDenied(attack, record(id, { ideaOutcome }));
      await attackIsDenied('an outcome on an idea not yet published', record('draft', { ideaOutcome: outcome('closed', 190) }));
      await attackIsDenied('an outcome on an article without an idea', record('plain', { ideaOutcome: outcome('closed', 190) }));
      await attackIsDenied('saving over a version the editor has not seen', record('long', { ideaOutcome: outcome('closed', 190) }, 'admin', 'v0'));
      await allowed(cell('admin'), record('long', { ideaOutcome: outcome('closed', 190) }));
    });

    it('keeps outcomes to their own writes, and to admins', async () => {
      await attackIsDenied('an outcome with an edit', record('long', { ideaOutcome: outcome('closed', 190), title: 'Closed: a trade idea' }));
      await attackIsDenied('an outcome with an edit', record('long', { ideaOutcome: outcome('closed', 190), updatedAt: serverTimestamp() }));
      await attackIsDenied('an outcome with an edit', edit('long', { ideaOutcome: outcome('closed', 190), title: 'Closed: a trade idea' }));
      for (const persona of ['guest', 'user'] as const) {
        await denied(cell(persona), record('long', { ideaOutcome: outcome('closed', 190) }, persona));
        await denied(cell(persona), record('long', { 'ideaAmendments.1': amendment('Nothing to see.') }, persona));
      }
      await attackIsDenied('non-admin records an outcome', record('long', { ideaOutcome: outcome('target-hit', 216) }, 'user'));
      await allowed(cell('admin'), record('long', { 'ideaAmendments.1': amendment('The target is the May high, as the text says.') }));
    });

    it('changes a recorded outcome only beside an amendment, and never rewrites an amendment', async () => {
      await attackIsDenied('rewriting a recorded outcome without an amendment', record('closed', { ideaOutcome: outcome('closed', 210) }));
      await attackIsDenied('rewriting a recorded outcome without an amendment', record('closed', { ideaOutcome: null }));
      await attackIsDenied('rewriting a recorded outcome without an amendment', record('closed', { ideaOutcome: deleteField() }));
      const first = { amendedAt: LAST_WEEK, note: 'First.' };
      for (const ideaAmendments of [
        { 1: { amendedAt: LAST_WEEK, note: 'Rewritten.' }, 2: amendment('Second.') },
        { 2: amendment('Second.') },
        { 1: first, 2: { amendedAt: LAST_WEEK, note: 'Backdated.' } },
        { 1: first, 2: amendment('One.'), 3: amendment('Two.') },
        { 1: first, 3: amendment('Out of turn.') },
        { 1: first, 2: amendment('') },
        { 1: first, 2: { ...amendment('Extra.'), by: 'someone' } },
      ]) {
        await attackIsDenied('editing or removing an amendment', record('closed', { ideaAmendments }));
      }
      await attackIsDenied('editing or removing an amendment', record('closed', { ideaAmendments: deleteField() }));
      await attackIsDenied('editing or removing an amendment', record('closed', { 'ideaAmendments.1': amendment('Rewritten.') }));
      await allowed(cell('admin'), record('closed', { ideaOutcome: outcome('closed', 210), 'ideaAmendments.2': amendment('The exit was 210, not 190: a typing error.') }));
    });

    it('lets an admin take an outcome back, with an amendment that says why', async () => {
      await allowed(cell('admin'), record('closed', { ideaOutcome: null, ideaAmendments: { 1: { amendedAt: LAST_WEEK, note: 'First.' }, 2: amendment('Recorded on the wrong idea.') } }));
    });
  });
}
