/**
 * The global conversion functions (docs/emulator.md §7.6): int(), float(), string(), path(), and
 * debug(), which returns its argument.
 */
import type { Pos } from '../ast.js';
import { evalError, type Result } from './errors.js';
import { float, inInt64, int, path, str, type RulesValue } from './value.js';

/** Java's Double.toString, which Google's engine prints floats with: 2.0, 1.0E21, 1.0E-4. */
function formatFloat(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(n);
  if (abs >= 1e-3 && abs < 1e7) {
    const text = String(n);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa, exponent] = n.toExponential().split('e') as [string, string];
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`;
}

const INTEGER_TEXT = /^[+-]?\d+$/;
const FLOAT_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$|^[+-]?(?:NaN|Infinity)$/;

function toInt(v: RulesValue, pos: Pos): Result {
  if (v.type === 'int') return v;
  if (v.type === 'float') {
    if (!Number.isFinite(v.value)) return evalError(pos);
    const n = BigInt(Math.trunc(v.value));
    return inInt64(n) ? int(n) : evalError(pos);
  }
  if (v.type === 'string' && INTEGER_TEXT.test(v.value)) {
    const n = BigInt(v.value);
    return inInt64(n) ? int(n) : evalError(pos);
  }
  return evalError(pos);
}

function toFloat(v: RulesValue, pos: Pos): Result {
  if (v.type === 'float') return v;
  if (v.type === 'int') return float(Number(v.value));
  if (v.type === 'string' && FLOAT_TEXT.test(v.value)) return float(Number(v.value.replace(/^\+/, '')));
  return evalError(pos);
}

function toText(v: RulesValue, pos: Pos): Result {
  switch (v.type) {
    case 'string': return v;
    case 'null': return str('null');
    case 'bool': return str(String(v.value));
    case 'int': return str(v.value.toString());
    case 'float': return str(formatFloat(v.value));
    case 'path': return str(`/${v.segments.join('/')}`);
    default: return evalError(pos);
  }
}

function toPath(v: RulesValue, pos: Pos): Result {
  if (v.type === 'path') return v;
  if (v.type === 'string') return path(v.value.split('/').filter((s) => s !== ''));
  return evalError(pos);
}

const CONVERSIONS: Readonly<Record<string, (v: RulesValue, pos: Pos) => Result>> = {
  int: toInt,
  float: toFloat,
  string: toText,
  path: toPath,
  debug: (v) => v,
};

export const isConversion = (name: string): boolean => Object.hasOwn(CONVERSIONS, name);

export function convert(name: string, args: readonly RulesValue[], pos: Pos): Result {
  const fn = CONVERSIONS[name];
  return fn && args.length === 1 ? fn(args[0]!, pos) : evalError(pos);
}
