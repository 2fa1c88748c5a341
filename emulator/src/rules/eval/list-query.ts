/**
 * The `list` decision of a Firestore query (docs/emulator.md §6.2): rules are not filters, so a
 * query is allowed only when its own constraints guarantee the rule for every document it
 * could return. Result documents are never looked at.
 *
 * The filter is split into ways (each OR branch, each IN / ARRAY_CONTAINS_ANY value) and
 * every way must be allowed. In a way, `resource.data` holds only what the filters say
 * (see symbolic.ts) and the document id is unknown, except that a way with
 * `__name__ == ref` is decided against that stored document.
 */
import type { Filter, Query } from '../../firestore/query/types.js';
import type { RulesAst } from '../ast.js';
import { documentPath, fromFirestoreValue } from './convert.js';
import { allowedAfter, decide, type Decision } from './decide.js';
import type { DocumentAccess } from './documents.js';
import { ANY_ID, ANY_PATH, type PathSegment } from './match-tree.js';
import { FIELD_SEPARATOR } from './symbolic.js';
import { NULL, UNKNOWN, float, mapOf, type FieldConstraint, type RulesValue } from './value.js';

/** Google caps a query's disjunctions at 30; far more ways than that are refused outright. */
const MAX_WAYS = 100;

type Atom = Exclude<Filter, { type: 'composite' }>;
type Way = readonly Atom[];

function splitWays(filter: Filter | undefined): Way[] | undefined {
  if (!filter) return [[]];
  if (filter.type === 'composite') {
    const parts = filter.filters.map(splitWays);
    if (parts.some((p) => p === undefined)) return undefined;
    let ways: Way[] = filter.op === 'OR' ? parts.flatMap((p) => p!) : [[]];
    if (filter.op === 'AND') {
      for (const part of parts) {
        ways = ways.flatMap((way) => part!.map((more) => [...way, ...more]));
        if (ways.length > MAX_WAYS) return undefined;
      }
    }
    return ways.length > MAX_WAYS ? undefined : ways;
  }
  if (filter.type === 'field' && (filter.op === 'IN' || filter.op === 'ARRAY_CONTAINS_ANY')) {
    const values = filter.value.kind === 'array' ? filter.value.values : [];
    const op = filter.op === 'IN' ? 'EQUAL' : 'ARRAY_CONTAINS';
    return values.length > MAX_WAYS ? undefined : values.map((value) => [{ ...filter, op, value }]);
  }
  return [[filter]];
}

const isName = (atom: Atom): boolean => atom.field.length === 1 && atom.field[0] === '__name__';

/** `resource.data` of a way: bound and constrained fields. */
function partialData(way: Way): RulesValue {
  const bound = new Map<string, RulesValue>();
  const constrained = new Map<string, FieldConstraint[]>();
  for (const atom of way) {
    if (isName(atom)) continue;
    const key = atom.field.join(FIELD_SEPARATOR);
    if (atom.type === 'unary' && (atom.op === 'IS_NULL' || atom.op === 'IS_NAN')) {
      bound.set(key, atom.op === 'IS_NULL' ? NULL : float(NaN));
    } else if (atom.type === 'field' && atom.op === 'EQUAL') {
      if (!bound.has(key)) bound.set(key, fromFirestoreValue(atom.value));
    } else {
      const constraint: FieldConstraint =
        atom.type === 'unary' ? { op: atom.op } : { op: atom.op, value: fromFirestoreValue(atom.value) };
      constrained.set(key, [...(constrained.get(key) ?? []), constraint]);
    }
  }
  return { type: 'partial', prefix: '', data: { bound, constrained } };
}

/** The document a `__name__ ==` filter names, as a path relative to the documents root. */
function namedDocument(way: Way): string | undefined {
  for (const atom of way) {
    if (atom.type === 'field' && atom.op === 'EQUAL' && isName(atom) && atom.value.kind === 'reference') {
      return /\/documents\/(.+)$/.exec(atom.value.value)?.[1];
    }
  }
  return undefined;
}

export interface ListRequest {
  readonly database: string;
  readonly query: Query;
  /** `request`, with `query` (limit, offset, orderBy). */
  readonly request: RulesValue;
  readonly documents: DocumentAccess;
  /** The stored document at a relative path, as `resource`; null when missing. */
  readonly stored: (docPath: string) => RulesValue | null;
}

export function decideList(ast: RulesAst, list: ListRequest): Decision {
  const { query, database } = list;
  const ways = splitWays(query.where);
  if (!ways) return { allowed: false, message: `\nThe query has more than ${MAX_WAYS} disjunctions.`, expressions: 0 };
  if (query.collectionId === '') return { allowed: false, message: '\nNo matching allow statements', expressions: 0 };
  const collection: PathSegment[] = documentPath(database, query.parent).filter((s) => s !== '');
  if (query.allDescendants) collection.push(ANY_PATH);
  collection.push(query.collectionId);
  // Each way is a decision of its own, with its own limit: the query costs as much as its costliest way.
  let expressions = 0;
  for (const way of ways) {
    const named = namedDocument(way);
    const resource =
      named === undefined ? mapOf({ __name__: UNKNOWN, id: UNKNOWN, data: partialData(way) }) : (list.stored(named) ?? NULL);
    const path: readonly PathSegment[] = named === undefined ? [...collection, ANY_ID] : documentPath(database, named);
    const globals = new Map([['request', list.request], ['resource', resource]]);
    const decision = decide(ast, { method: 'list', path, globals, documents: list.documents });
    if (!decision.allowed) return decision;
    expressions = Math.max(expressions, decision.expressions);
  }
  return allowedAfter(expressions);
}
