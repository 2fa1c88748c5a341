/**
 * StructuredQuery `where` JSON → Filter, with the per-filter checks and messages of
 * Google's emulator (oracle/queries.json). Checks that span filters live in validate.ts.
 */
import { invalidArgument, invalidPayload } from '../../shared/errors.js';
import { isDocumentPath, isNameField, parseName, type FieldPath } from '../paths.js';
import { decodeValue, type Value } from '../values.js';
import { parseFieldReference, readObject } from './parse-json.js';
import type { FieldOp, Filter, UnaryOp } from './types.js';

const FIELD_OPS: readonly FieldOp[] = [
  'LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'EQUAL',
  'NOT_EQUAL', 'ARRAY_CONTAINS', 'IN', 'ARRAY_CONTAINS_ANY', 'NOT_IN',
];
const UNARY_OPS: readonly UnaryOp[] = ['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'];

/** Operators whose operand is a list, with Google's maximum list length. */
const LIST_LIMITS: Partial<Record<FieldOp, number>> = { IN: 30, ARRAY_CONTAINS_ANY: 30, NOT_IN: 10 };

const notAKey = (): Error => invalidArgument('__key__ filter value must be a Key');

/** Maps an enum string; absent and *_UNSPECIFIED are "not set", unknown names are bad payloads. */
function readEnum<T extends string>(raw: unknown, values: readonly T[], unset: () => Error): T {
  if (raw === undefined || (typeof raw === 'string' && raw.endsWith('_UNSPECIFIED'))) throw unset();
  if (typeof raw !== 'string') throw invalidPayload();
  if (!(values as readonly string[]).includes(raw)) throw invalidPayload();
  return raw as T;
}

/** A `__name__` operand must name a document: `…/documents/c/d`. */
function checkKey(value: Value): void {
  if (value.kind !== 'reference') throw notAKey();
  const parsed = parseName(value.value);
  if (!parsed) throw invalidArgument(`Invalid resource name "${value.value}".`);
  if (!isDocumentPath(parsed.path)) {
    throw invalidArgument(`Document parent name "${value.value}" lacks "/" at index ${value.value.length}.`);
  }
}

function checkListOperand(op: FieldOp, value: Value): void {
  const max = LIST_LIMITS[op];
  if (max === undefined) return;
  if (value.kind !== 'array') throw invalidArgument(`'${op}' requires an ArrayValue.`);
  if (value.values.length === 0) throw invalidArgument(`'${op}' requires an non-empty ArrayValue.`);
  if (value.values.length > max) throw invalidArgument(`'${op}' supports up to ${max} comparison values.`);
}

function parseFieldFilter(json: unknown): Filter {
  const f = readObject(json, ['field', 'op', 'value']);
  const field = parseFieldReference(f.field);
  const op = readEnum(f.op, FIELD_OPS, () => invalidArgument('Unknown FieldFilter operator.'));
  const value = decodeValue(f.value ?? {});
  checkListOperand(op, value);
  if (isNameField(field)) {
    if (op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY') throw invalidArgument('the name __key__ is reserved');
    if (value.kind === 'array' && (op === 'IN' || op === 'NOT_IN')) value.values.forEach(checkKey);
    else checkKey(value);
  }
  return { type: 'field', field, op, value };
}

function parseUnaryFilter(json: unknown): Filter {
  const f = readObject(json, ['field', 'op']);
  const op = readEnum(f.op, UNARY_OPS, () => invalidArgument('Unknown UnaryFilter operator.'));
  const field: FieldPath = parseFieldReference(f.field);
  if (isNameField(field)) throw notAKey();
  return { type: 'unary', field, op };
}

function parseCompositeFilter(json: unknown): Filter {
  const f = readObject(json, ['op', 'filters']);
  const op = readEnum(f.op, ['AND', 'OR'] as const, () => invalidArgument('Unsupported CompositeFilter operator.'));
  const raw = f.filters ?? [];
  if (!Array.isArray(raw)) throw invalidPayload();
  return { type: 'composite', op, filters: raw.map(parseFilter) };
}

/** Parses one Filter message (exactly one of its three kinds). */
export function parseFilter(json: unknown): Filter {
  const f = readObject(json, ['compositeFilter', 'fieldFilter', 'unaryFilter']);
  const kinds = Object.keys(f);
  if (kinds.length !== 1) throw invalidPayload();
  if (f.fieldFilter !== undefined) return parseFieldFilter(f.fieldFilter);
  if (f.unaryFilter !== undefined) return parseUnaryFilter(f.unaryFilter);
  return parseCompositeFilter(f.compositeFilter);
}
