/**
 * The error a query gets when no index serves it: production's message and console link,
 * plus the entry to paste into firestore.indexes.json so that the emulator and the next
 * `firebase deploy` both have the index.
 */
import { failedPrecondition, type ApiError } from '../../shared/errors.js';
import { formatFieldPath, NAME_FIELD, type DatabaseRef } from '../paths.js';
import type { IndexMode } from './index-config.js';
import type { IndexTarget } from './index-match.js';
import type { Requirement } from './index-requirements.js';

interface SuggestedField {
  readonly fieldPath: string;
  readonly mode: IndexMode;
}

const jsonField = ({ fieldPath, mode }: SuggestedField): Record<string, string> =>
  mode === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: mode };

/** The index fields in the order production suggests them: equalities, then orders. */
function suggestedFields(req: Requirement): SuggestedField[] {
  const fields: SuggestedField[] = [
    ...req.equalities.map((e) => ({
      fieldPath: formatFieldPath(e.field),
      mode: e.kind === 'contains' ? ('CONTAINS' as const) : ('ASCENDING' as const),
    })),
    ...req.orders.map((o) => ({
      fieldPath: formatFieldPath(o.field),
      mode: o.direction === 'DESCENDING' ? ('DESCENDING' as const) : ('ASCENDING' as const),
    })),
  ];
  // The index ends with __name__ in its last field's direction unless told otherwise.
  const last = fields.at(-1)?.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING';
  if (req.nameDirection && req.orders.length > 0 && req.nameDirection !== last) {
    fields.push({ fieldPath: NAME_FIELD, mode: req.nameDirection });
  }
  return fields;
}

// ---------------------------------------------------------------- the console link

function varint(n: number): number[] {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return out;
}

const bytesField = (tag: number, bytes: readonly number[]): number[] => [(tag << 3) | 2, ...varint(bytes.length), ...bytes];
const enumField = (tag: number, value: number): number[] => [tag << 3, ...varint(value)];
const stringField = (tag: number, s: string): number[] => bytesField(tag, [...Buffer.from(s, 'utf8')]);

/** A google.firestore.admin.v1.Index message, base64 encoded, as production's link carries it. */
function encodedIndex(db: DatabaseRef, target: IndexTarget, fields: readonly SuggestedField[]): string {
  const name = `projects/${db.project}/databases/${db.database}/collectionGroups/${target.collectionGroup}/indexes/_`;
  const withName = fields.some((f) => f.fieldPath === NAME_FIELD)
    ? fields
    : [...fields, { fieldPath: NAME_FIELD, mode: fields.at(-1)?.mode === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING' } as const];
  const bytes = [
    ...stringField(1, name),
    ...enumField(2, target.queryScope === 'COLLECTION' ? 1 : 2),
    ...withName.flatMap((f) =>
      bytesField(3, [
        ...stringField(1, f.fieldPath),
        ...(f.mode === 'CONTAINS' ? enumField(3, 1) : enumField(2, f.mode === 'ASCENDING' ? 1 : 2)),
      ]),
    ),
  ];
  return Buffer.from(bytes).toString('base64').replace(/=+$/, '');
}

const SINGLE_FIELD_NAMES: Record<IndexMode, string> = { ASCENDING: 'ASC', DESCENDING: 'DESC', CONTAINS: 'ARRAY_CONTAINS' };

export function missingIndexError(db: DatabaseRef, target: IndexTarget, req: Requirement): ApiError {
  const fields = suggestedFields(req);
  if (fields.length === 1) {
    // One field: a single-field index, which only an override can add (e.g. collection-group scope).
    const [{ fieldPath, mode }] = fields as [SuggestedField];
    const index = mode === 'CONTAINS' ? { arrayConfig: mode } : { order: mode };
    const entry = { collectionGroup: target.collectionGroup, fieldPath, indexes: [{ ...index, queryScope: target.queryScope }] };
    return failedPrecondition(
      `The query requires an index. It needs a ${target.queryScope}_${SINGLE_FIELD_NAMES[mode]} index for collection ` +
        `${target.collectionGroup} and field ${fieldPath}: add it to "fieldOverrides" in firestore.indexes.json ` +
        `(or to the "indexes" of the field's existing entry): ${JSON.stringify(entry)}`,
    );
  }
  const entry = { collectionGroup: target.collectionGroup, queryScope: target.queryScope, fields: fields.map(jsonField) };
  const url =
    `https://console.firebase.google.com/v1/r/project/${db.project}/firestore/indexes?create_composite=` +
    encodedIndex(db, target, fields);
  return failedPrecondition(
    `The query requires an index. You can create it here: ${url} - or add this entry to "indexes" in ` +
      `firestore.indexes.json: ${JSON.stringify(entry)}`,
  );
}
