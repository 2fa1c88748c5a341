/**
 * A parsed StructuredQuery. The query engine executes it; the rules engine reasons about
 * it symbolically for `list` decisions (rules are not filters).
 */
import type { FieldPath } from '../paths.js';
import type { Value } from '../values.js';

export type FieldOp =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOp = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export type Filter =
  | { readonly type: 'field'; readonly field: FieldPath; readonly op: FieldOp; readonly value: Value }
  | { readonly type: 'unary'; readonly field: FieldPath; readonly op: UnaryOp }
  | { readonly type: 'composite'; readonly op: 'AND' | 'OR'; readonly filters: readonly Filter[] };

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface Order {
  readonly field: FieldPath;
  readonly direction: Direction;
}

export interface Cursor {
  readonly values: readonly Value[];
  /** true: the position just before the values (startAt inclusive / endBefore exclusive). */
  readonly before: boolean;
}

export type DistanceMeasure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';

/** A vector search (`findNearest`): the nearest documents to a query vector. */
export interface FindNearest {
  readonly field: FieldPath;
  readonly queryVector: readonly number[];
  readonly measure: DistanceMeasure;
  readonly limit: number;
  readonly distanceResultField?: FieldPath;
  readonly distanceThreshold?: number;
}

export interface Query {
  /** Relative path of the document that owns the collection; '' for the root. */
  readonly parent: string;
  /** '' selects every collection under the parent (a kindless query). */
  readonly collectionId: string;
  readonly allDescendants: boolean;
  /** Projection; undefined means all fields. An empty list means only names. */
  readonly select?: readonly FieldPath[];
  readonly where?: Filter;
  /** The orderBy exactly as sent (without the implicit orders the engine adds). */
  readonly orderBy: readonly Order[];
  readonly startAt?: Cursor;
  readonly endAt?: Cursor;
  readonly offset: number;
  readonly limit?: number;
  readonly findNearest?: FindNearest;
}
