/**
 * Field transforms (write.proto FieldTransform), checked against oracle/transforms.json:
 * each reads the current value, computes the new one and reports a transform result.
 */
import { getField, setField } from '../document.js';
import type { Timestamp } from '../timestamp.js';
import {
  compareNumbers,
  INT64_MAX,
  INT64_MIN,
  isNaNValue,
  isNumber,
  NULL,
  timestamp,
  valuesEqual,
  type MapFields,
  type Value,
} from '../values.js';
import type { FieldTransform } from './types.js';

type NumberValue = Extract<Value, { kind: 'integer' | 'double' }>;

const toDouble = (v: NumberValue): number => (v.kind === 'double' ? v.value : Number(v.value));

/** int + int saturates at the int64 bounds; anything with a double is a double. */
function add(current: NumberValue, operand: NumberValue): Value {
  if (current.kind === 'integer' && operand.kind === 'integer') {
    const sum = current.value + operand.value;
    return { kind: 'integer', value: sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum };
  }
  return { kind: 'double', value: toDouble(current) + toDouble(operand) };
}

/**
 * maximum/minimum: NaN wins over any number; equal values (3 and 3.0, 0 and -0) keep the
 * stored one; otherwise the larger (smaller) operand with its own type.
 */
function extreme(current: NumberValue, operand: NumberValue, sign: 1 | -1): Value {
  if (isNaNValue(current)) return current;
  if (isNaNValue(operand)) return operand;
  return compareNumbers(operand, current) * sign > 0 ? operand : current;
}

function union(current: Value | undefined, elements: readonly Value[]): Value {
  const values = current?.kind === 'array' ? [...current.values] : [];
  for (const element of elements) {
    if (!values.some((v) => valuesEqual(v, element))) values.push(element);
  }
  return { kind: 'array', values };
}

function remove(current: Value | undefined, elements: readonly Value[]): Value {
  const values = current?.kind === 'array' ? current.values : [];
  return { kind: 'array', values: values.filter((v) => !elements.some((e) => valuesEqual(v, e))) };
}

/** The new value of the field and the transform result the commit reports. */
function transformValue(current: Value | undefined, transform: FieldTransform, time: Timestamp): [Value, Value] {
  switch (transform.kind) {
    case 'serverTime': {
      const now = timestamp(time);
      return [now, now];
    }
    case 'increment':
    case 'maximum':
    case 'minimum': {
      const { operand } = transform;
      if (current === undefined || !isNumber(current) || !isNumber(operand)) return [operand, operand];
      const next =
        transform.kind === 'increment' ? add(current, operand) : extreme(current, operand, transform.kind === 'maximum' ? 1 : -1);
      return [next, next];
    }
    case 'appendMissingElements':
      return [union(current, transform.elements), NULL];
    case 'removeAllFromArray':
      return [remove(current, transform.elements), NULL];
  }
}

/** Applies transforms in order; a later one sees what an earlier one wrote. */
export function applyTransforms(
  fields: MapFields,
  transforms: readonly FieldTransform[],
  time: Timestamp,
): { fields: MapFields; results: Value[] } {
  const results: Value[] = [];
  let out = fields;
  for (const transform of transforms) {
    const [next, result] = transformValue(getField(out, transform.field), transform, time);
    out = setField(out, transform.field, next);
    results.push(result);
  }
  return { fields: out, results };
}
