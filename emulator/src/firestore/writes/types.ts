/**
 * A Write message of the Firestore API once decoded and checked: what the engine applies.
 */
import type { FieldPath } from '../paths.js';
import type { Timestamp } from '../timestamp.js';
import type { MapFields, Value } from '../values.js';

export type FieldTransform =
  | { readonly field: FieldPath; readonly kind: 'serverTime' }
  | { readonly field: FieldPath; readonly kind: 'increment' | 'maximum' | 'minimum'; readonly operand: Value }
  | {
      readonly field: FieldPath;
      readonly kind: 'appendMissingElements' | 'removeAllFromArray';
      readonly elements: readonly Value[];
    };

export interface Precondition {
  readonly exists?: boolean;
  readonly updateTime?: Timestamp;
}

export interface Write {
  /** `transform` is the legacy standalone transform write (no fields, creates if missing). */
  readonly kind: 'update' | 'delete' | 'verify' | 'transform';
  /** Relative document path. */
  readonly path: string;
  /** The document's fields, for `update`. */
  readonly fields?: MapFields;
  /** updateMask: only these paths are taken from `fields` (others are left as stored). */
  readonly mask?: readonly FieldPath[];
  readonly transforms: readonly FieldTransform[];
  readonly precondition?: Precondition;
}
