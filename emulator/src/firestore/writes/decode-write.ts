/**
 * Write messages in two steps, in Google's order: `readWrites` parses the JSON into the
 * message shape (payload errors, before the Authorization header is read), `checkWrites`
 * then validates names, paths and values (after it).
 */
import { invalidArgument, invalidPayload } from '../../shared/errors.js';
import type { DatabaseRef } from '../paths.js';
import { parseDocumentName } from '../resource-names.js';
import { validateFirestoreFields, validateArrayElements, validateStorageLimits } from '../validation.js';
import { isNumber, type MapFields, type Value } from '../values.js';
import { parseStrictFieldPath } from './field-paths.js';
import * as pj from './proto-json.js';
import type { FieldTransform, Precondition, Write } from './types.js';

/** A FieldTransform whose field path is still the text sent. */
type RawTransform =
  | { readonly fieldPath: string; readonly kind: 'serverTime' }
  | { readonly fieldPath: string; readonly kind: 'increment' | 'maximum' | 'minimum'; readonly operand: Value }
  | {
      readonly fieldPath: string;
      readonly kind: 'appendMissingElements' | 'removeAllFromArray';
      readonly elements: readonly Value[];
    };

export interface RawWrite {
  readonly kind: Write['kind'];
  readonly name: string;
  readonly fields?: MapFields;
  readonly mask?: readonly string[];
  readonly transforms: readonly RawTransform[];
  readonly precondition?: Precondition;
}

const TRANSFORM_KINDS = ['setToServerValue', 'increment', 'maximum', 'minimum', 'appendMissingElements', 'removeAllFromArray'];

function readTransform(json: unknown): RawTransform {
  const m = pj.readMessage(json, ['fieldPath', ...TRANSFORM_KINDS]);
  const fieldPath = pj.optString(m.fieldPath) ?? '';
  const kind = pj.oneOf(m, TRANSFORM_KINDS);
  switch (kind) {
    case 'setToServerValue':
      if (m.setToServerValue !== 'REQUEST_TIME' && m.setToServerValue !== 1) throw invalidPayload();
      return { fieldPath, kind: 'serverTime' };
    case 'increment':
    case 'maximum':
    case 'minimum':
      return { fieldPath, kind, operand: pj.value(m[kind]) };
    case 'appendMissingElements':
    case 'removeAllFromArray': {
      const array = pj.readMessage(m[kind], ['values']);
      return { fieldPath, kind, elements: pj.list(array.values).map(pj.value) };
    }
    default:
      throw invalidArgument('A field transform must specify a transformation.');
  }
}

function readPrecondition(json: unknown): Precondition | undefined {
  if (json === undefined) return undefined;
  const m = pj.readMessage(json, ['exists', 'updateTime']);
  pj.oneOf(m, ['exists', 'updateTime']);
  const exists = pj.optBool(m.exists);
  const updateTime = pj.optTimestamp(m.updateTime);
  if (exists !== undefined) return { exists };
  return updateTime === undefined ? undefined : { updateTime };
}

/** Reads a Document message (update target or REST body): its name and fields. */
export function readDocument(json: unknown): { name?: string; fields: MapFields } {
  const m = pj.readMessage(json, ['name', 'fields', 'createTime', 'updateTime']);
  pj.optTimestamp(m.createTime);
  pj.optTimestamp(m.updateTime);
  return { name: pj.optString(m.name), fields: pj.fields(m.fields) };
}

function readWrite(json: unknown): RawWrite {
  const m = pj.readMessage(json, ['update', 'delete', 'verify', 'transform', 'updateMask', 'updateTransforms', 'currentDocument']);
  const kind = pj.oneOf(m, ['update', 'delete', 'verify', 'transform']) as Write['kind'] | undefined;
  const common = {
    mask: pj.optMask(m.updateMask),
    transforms: pj.list(m.updateTransforms).map(readTransform),
    precondition: readPrecondition(m.currentDocument),
  };
  switch (kind) {
    case 'update': {
      const doc = readDocument(m.update);
      return { kind, name: doc.name ?? '', fields: doc.fields, ...common };
    }
    case 'delete':
    case 'verify':
      return { kind, name: pj.optString(m[kind]) ?? '', ...common };
    case 'transform': {
      const t = pj.readMessage(m.transform, ['document', 'fieldTransforms']);
      const own = pj.list(t.fieldTransforms).map(readTransform);
      return { kind, name: pj.optString(t.document) ?? '', ...common, transforms: [...own, ...common.transforms] };
    }
    default:
      throw invalidArgument('A write must specify an operation.');
  }
}

/** The `writes` of a commit or batchWrite body, parsed but not yet validated. */
export function readWrites(raw: unknown): RawWrite[] {
  return pj.list(raw).map(readWrite);
}

function checkTransform(raw: RawTransform): FieldTransform {
  const field = parseStrictFieldPath(raw.fieldPath);
  switch (raw.kind) {
    case 'serverTime':
      return { field, kind: raw.kind };
    case 'increment':
    case 'maximum':
    case 'minimum':
      if (!isNumber(raw.operand)) throw invalidArgument('Input must be int64 or double.');
      return { field, kind: raw.kind, operand: raw.operand };
    default:
      validateArrayElements(raw.elements);
      return { field, kind: raw.kind, elements: raw.elements };
  }
}

function checkVerify(raw: RawWrite): void {
  if (raw.precondition === undefined) throw invalidArgument('a verify must contain a precondition');
  if (raw.mask !== undefined) throw invalidArgument('a verify must not specify a document mask.');
  if (raw.transforms.length) throw invalidArgument('a verify must not specify a update transform.');
}

/** Validates one parsed write against its database: names, paths, field values and limits. */
export function checkWrite(db: DatabaseRef, raw: RawWrite): Write {
  const path = parseDocumentName(db, raw.name);
  if (raw.kind === 'verify') checkVerify(raw);
  const mask = raw.mask?.map(parseStrictFieldPath);
  const transforms = raw.transforms.map(checkTransform);
  if (raw.fields) {
    validateFirestoreFields(raw.fields);
    validateStorageLimits(raw.fields);
  }
  return { kind: raw.kind, path, fields: raw.fields, mask, transforms, precondition: raw.precondition };
}
