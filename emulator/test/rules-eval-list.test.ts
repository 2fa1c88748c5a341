/**
 * List queries under "rules are not filters" (docs/emulator.md §6.2): a query is allowed only when
 * its own constraints guarantee the rule, whatever the stored documents are.
 */
import { describe, expect, it } from 'vitest';
import type { FieldOp, Filter, Query } from '../src/firestore/query/types.js';
import { NULL, integer, string, type Value } from '../src/firestore/values.js';
import { fromJson } from '../src/rules/eval/convert.js';
import { decideList } from '../src/rules/eval/list-query.js';
import { mapOf, str, type RulesValue } from '../src/rules/eval/value.js';
import { parseRuleset } from '../src/rules/parser.js';
import { doc, documentsOf } from './rules-eval-harness.js';

const eq = (field: string, value: Value): Filter => ({ type: 'field', field: field.split('.'), op: 'EQUAL', value });
const op = (field: string, fieldOp: FieldOp, value: Value): Filter => ({ type: 'field', field: field.split('.'), op: fieldOp, value });
const array = (...values: Value[]): Value => ({ kind: 'array', values });
const and = (...filters: Filter[]): Filter => ({ type: 'composite', op: 'AND', filters });
const or = (...filters: Filter[]): Filter => ({ type: 'composite', op: 'OR', filters });
const ref = (path: string): Value => ({ kind: 'reference', value: `projects/p/databases/(default)/documents/${path}` });

function query(where?: Filter, more: Partial<Query> = {}): Query {
  return { parent: '', collectionId: 'posts', allDescendants: false, orderBy: [], offset: 0, ...(where ? { where } : {}), ...more };
}

const STORED: Record<string, RulesValue> = {
  'posts/p1': doc('posts/p1', fromJson({ owner: 'alice' })),
  'posts/p2': doc('posts/p2', fromJson({ owner: 'bob' })),
};

function allowed(condition: string, q: Query, queryInfo: RulesValue = mapOf({})): boolean {
  return decision(condition, q, queryInfo).allowed;
}

function decision(condition: string, q: Query, queryInfo: RulesValue = mapOf({})): { allowed: boolean; message: string } {
  const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /posts/{postId} { allow list: if ${condition}; }
    match /{path=**}/comments/{id} { allow list: if request.auth.uid == 'alice'; }
    match /posts/{postId}/notes/{id} { allow list: if postId == 'p1'; }
  }
}`;
  const request = mapOf({ auth: fromJson({ uid: 'alice', token: {} }), query: queryInfo });
  return decideList(parseRuleset(rules, 'test.rules').ast, {
    database: '(default)',
    query: q,
    request,
    documents: documentsOf(),
    stored: (path) => STORED[path] ?? null,
  });
}

describe('list queries: rules are not filters', () => {
  const ownRule = 'resource.data.owner == request.auth.uid';

  it('requires an equality filter that binds the field the rule reads', () => {
    expect(allowed(ownRule, query(eq('owner', string('alice'))))).toBe(true);
    expect(allowed(ownRule, query(eq('owner', string('bob'))))).toBe(false);
    expect(allowed(ownRule, query())).toBe(false);
    expect(allowed(ownRule, query(op('owner', 'GREATER_THAN_OR_EQUAL', string('alice'))))).toBe(false);
    expect(allowed(ownRule, query(and(eq('owner', string('alice')), eq('other', integer(1)))))).toBe(true);
  });

  it('treats each IN value and each OR branch as a way that must pass', () => {
    expect(allowed(ownRule, query(op('owner', 'IN', array(string('alice')))))).toBe(true);
    expect(allowed(ownRule, query(op('owner', 'IN', array(string('alice'), string('bob')))))).toBe(false);
    expect(allowed(ownRule, query(or(eq('owner', string('alice')), and(eq('owner', string('alice')), eq('n', integer(1))))))).toBe(true);
    expect(allowed(ownRule, query(or(eq('owner', string('alice')), eq('n', integer(1)))))).toBe(false);
  });

  it('lets range filters imply range rules, never the other way round', () => {
    const rule = 'resource.data.n > 4';
    expect(allowed(rule, query(op('n', 'GREATER_THAN', integer(5))))).toBe(true);
    expect(allowed(rule, query(op('n', 'GREATER_THAN', integer(4))))).toBe(true);
    expect(allowed(rule, query(op('n', 'GREATER_THAN_OR_EQUAL', integer(5))))).toBe(true);
    expect(allowed(rule, query(op('n', 'GREATER_THAN_OR_EQUAL', integer(4))))).toBe(false);
    expect(allowed(rule, query(op('n', 'GREATER_THAN', integer(3))))).toBe(false);
    expect(allowed(rule, query(op('n', 'LESS_THAN', integer(10))))).toBe(false);
    expect(allowed('resource.data.n < 10', query(op('n', 'LESS_THAN_OR_EQUAL', integer(9))))).toBe(true);
    expect(allowed('4 < resource.data.n', query(op('n', 'GREATER_THAN', integer(5))))).toBe(true);
    expect(allowed('resource.data.n == 6', query(op('n', 'GREATER_THAN', integer(5))))).toBe(false);
  });

  it('lets !=, not-in and ranges imply a != rule', () => {
    const rule = "resource.data.status != 'draft'";
    expect(allowed(rule, query(op('status', 'NOT_EQUAL', string('draft'))))).toBe(true);
    expect(allowed(rule, query(op('status', 'NOT_IN', array(string('draft'), string('x')))))).toBe(true);
    expect(allowed(rule, query(eq('status', string('published'))))).toBe(true);
    expect(allowed(rule, query(op('status', 'GREATER_THAN', string('e'))))).toBe(true);
    expect(allowed(rule, query(op('status', 'NOT_EQUAL', string('x'))))).toBe(false);
    expect(allowed(rule, query())).toBe(false);
    expect(allowed('resource.data.status != null', query(op('status', 'NOT_EQUAL', string('x'))))).toBe(true);
  });

  it('lets array-contains filters imply membership', () => {
    const rule = 'request.auth.uid in resource.data.members';
    expect(allowed(rule, query(op('members', 'ARRAY_CONTAINS', string('alice'))))).toBe(true);
    expect(allowed(rule, query(op('members', 'ARRAY_CONTAINS', string('bob'))))).toBe(false);
    expect(allowed(rule, query(op('members', 'ARRAY_CONTAINS_ANY', array(string('alice')))))).toBe(true);
    expect(allowed(rule, query(op('members', 'ARRAY_CONTAINS_ANY', array(string('alice'), string('bob')))))).toBe(false);
    expect(allowed('resource.data.members is list', query(op('members', 'ARRAY_CONTAINS', string('x'))))).toBe(true);
  });

  it('binds null and NaN from unary filters, and nested fields', () => {
    const isNull: Filter = { type: 'unary', field: ['deletedAt'], op: 'IS_NULL' };
    expect(allowed('resource.data.deletedAt == null', query(isNull))).toBe(true);
    expect(allowed('resource.data.deletedAt == null', query(eq('deletedAt', NULL)))).toBe(true);
    expect(allowed('resource.data.deletedAt == null', query({ ...isNull, op: 'IS_NOT_NULL' }))).toBe(false);
    expect(allowed("resource.data.author.id == 'alice'", query(eq('author.id', string('alice'))))).toBe(true);
    expect(allowed("resource.data.author.name == 'A'", query(eq('author.id', string('alice'))))).toBe(false);
    expect(allowed("resource.data.get('visibility', 'private') == 'public'", query(eq('visibility', string('public'))))).toBe(true);
    expect(allowed("resource.data.get('visibility', 'private') == 'public'", query())).toBe(false);
    expect(allowed("'visibility' in resource.data", query(eq('visibility', string('public'))))).toBe(true);
  });

  it('errs on any other use of the unknown documents', () => {
    expect(allowed("postId == 'p1'", query())).toBe(false);
    expect(allowed("resource.id == 'p1'", query())).toBe(false);
    expect(allowed('resource.data.n + 1 > 5', query(op('n', 'GREATER_THAN', integer(5))))).toBe(false);
    expect(allowed('resource.data.size() > 0', query(eq('n', integer(1))))).toBe(false);
    expect(allowed('resource != null', query())).toBe(true);
    expect(decision('resource.data.x == 1', query())).toMatchObject({ allowed: false, message: "\nevaluation error at L4:58 for 'list' @ L4" });
  });

  it('decides a way with __name__ == against that stored document', () => {
    expect(allowed(ownRule, query(eq('__name__', ref('posts/p1'))))).toBe(true);
    expect(allowed(ownRule, query(eq('__name__', ref('posts/p2'))))).toBe(false);
    expect(allowed(ownRule, query(op('__name__', 'IN', array(ref('posts/p1'), ref('posts/p2')))))).toBe(false);
    expect(allowed("postId == 'p1'", query(eq('__name__', ref('posts/p1'))))).toBe(true);
  });

  it('gives rules request.query: limit, offset and orderBy', () => {
    const rule = "request.query.limit <= 50 && request.query.orderBy.createdAt == 'DESC'";
    const info = (limit?: number): RulesValue =>
      mapOf({ ...(limit === undefined ? {} : { limit: fromJson(limit) }), offset: fromJson(0), orderBy: mapOf({ createdAt: str('DESC') }) });
    expect(allowed(rule, query(), info(10))).toBe(true);
    expect(allowed(rule, query(), info(100))).toBe(false);
    expect(allowed(rule, query(), info())).toBe(false);
  });

  it('walks collection groups with an unknown path and binds parent wildcards', () => {
    const group = (collectionId: string, parent = ''): Query => ({ ...query(), parent, collectionId, allDescendants: true });
    expect(allowed('true', group('comments'))).toBe(true);
    expect(allowed('true', group('notes'))).toBe(false);
    expect(allowed('true', { ...query(), parent: 'posts/p1', collectionId: 'notes' })).toBe(true);
    expect(allowed('true', { ...query(), parent: 'posts/p2', collectionId: 'notes' })).toBe(false);
    expect(allowed('true', group('notes', 'posts/p1'))).toBe(false);
  });
});
