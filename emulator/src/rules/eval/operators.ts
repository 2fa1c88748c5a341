/**
 * The operators other than `&&` and `||` (docs/emulator.md §7.5), on concrete values.
 * Ints are int64: overflow and division by zero are errors. Floats follow IEEE.
 */
import type { BinaryOp, Pos, TypeName, UnaryOp } from '../ast.js';
import { compare, equals, valueKey } from './equality.js';
import { evalError, unsupportedOperation, type Result } from './errors.js';
import {
  bool, duration, float, inInt64, inTimestampRange, int, isNumber, str, timestamp, toNumber, type RulesValue,
} from './value.js';

/** ±10,000 years, the range of a protobuf Duration. */
const MAX_DURATION = 315_576_000_000n * 1_000_000_000n;

const unsupported = (l: RulesValue, op: string, r: RulesValue): Result =>
  unsupportedOperation(`${l.type} ${op} ${r.type}`);

function intArithmetic(op: BinaryOp, a: bigint, b: bigint, pos: Pos): Result {
  let n: bigint;
  switch (op) {
    case '+': n = a + b; break;
    case '-': n = a - b; break;
    case '*': n = a * b; break;
    case '/': if (b === 0n) return evalError(pos); n = a / b; break;
    case '%': if (b === 0n) return evalError(pos); n = a % b; break;
    default: return evalError(pos);
  }
  return inInt64(n) ? int(n) : evalError(pos);
}

function floatArithmetic(op: BinaryOp, a: number, b: number, pos: Pos): Result {
  switch (op) {
    case '+': return float(a + b);
    case '-': return float(a - b);
    case '*': return float(a * b);
    case '/': return float(a / b);
    case '%': return float(a % b);
    default: return evalError(pos);
  }
}

function timeArithmetic(op: BinaryOp, l: RulesValue, r: RulesValue, pos: Pos): Result | undefined {
  const checkTimestamp = (n: bigint): Result => (inTimestampRange(n) ? timestamp(n) : evalError(pos));
  const checkDuration = (n: bigint): Result => (n >= -MAX_DURATION && n <= MAX_DURATION ? duration(n) : evalError(pos));
  if (l.type === 'timestamp' && r.type === 'duration') {
    if (op === '+') return checkTimestamp(l.nanos + r.nanos);
    if (op === '-') return checkTimestamp(l.nanos - r.nanos);
  }
  if (l.type === 'duration' && r.type === 'timestamp' && op === '+') return checkTimestamp(l.nanos + r.nanos);
  if (l.type === 'timestamp' && r.type === 'timestamp' && op === '-') return checkDuration(l.nanos - r.nanos);
  if (l.type === 'duration' && r.type === 'duration') {
    if (op === '+') return checkDuration(l.nanos + r.nanos);
    if (op === '-') return checkDuration(l.nanos - r.nanos);
  }
  return undefined;
}

function arithmetic(op: BinaryOp, l: RulesValue, r: RulesValue, pos: Pos): Result {
  if (l.type === 'int' && r.type === 'int') return intArithmetic(op, l.value, r.value, pos);
  if (isNumber(l) && isNumber(r)) return floatArithmetic(op, toNumber(l), toNumber(r), pos);
  if (l.type === 'string' && r.type === 'string' && op === '+') return str(l.value + r.value);
  return timeArithmetic(op, l, r, pos) ?? unsupported(l, op, r);
}

function membership(l: RulesValue, r: RulesValue): Result {
  switch (r.type) {
    case 'list': {
      const key = valueKey(l);
      return bool(r.items.some((x) => valueKey(x) === key));
    }
    case 'set': return bool(r.items.has(valueKey(l)));
    case 'map': return bool(l.type === 'string' && r.entries.has(l.value));
    default: return unsupported(l, 'in', r);
  }
}

/** A binary operator on two concrete values. */
export function binaryOp(op: BinaryOp, l: RulesValue, r: RulesValue, pos: Pos): Result {
  switch (op) {
    case '==': return bool(equals(l, r));
    case '!=': return bool(!equals(l, r));
    case 'in': return membership(l, r);
    case '<': case '<=': case '>': case '>=': {
      const c = compare(l, r);
      if (c === 'incomparable') return unsupported(l, op, r);
      if (c === undefined) return bool(false);
      return bool(op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0);
    }
    default: return arithmetic(op, l, r, pos);
  }
}

export function unaryOp(op: UnaryOp, v: RulesValue, pos: Pos): Result {
  if (op === '!') return v.type === 'bool' ? bool(!v.value) : unsupportedOperation(`!${v.type}`);
  if (v.type === 'int') return inInt64(-v.value) ? int(-v.value) : evalError(pos);
  if (v.type === 'float') return float(-v.value);
  if (v.type === 'duration') return duration(-v.nanos);
  return unsupportedOperation(`-${v.type}`);
}

export function isType(v: RulesValue, type: TypeName): boolean {
  return type === 'number' ? isNumber(v) : v.type === type;
}
