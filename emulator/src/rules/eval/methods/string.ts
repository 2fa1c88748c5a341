/**
 * rules.String (docs/emulator.md §7.6). Sizes and indexes count UTF-16 units and lower()/upper()
 * change ASCII letters only, as Google's engine does (measured by a third party).
 */
import { evalError } from '../errors.js';
import { fullMatchRegex, globalRegex } from '../regex.js';
import { bool, bytes, int, list, str, type Of, type RulesValue } from '../value.js';
import { method, type MethodTable } from './support.js';

type S = Of<'string'>;

const asString = (v: RulesValue | undefined): string | undefined => (v?.type === 'string' ? v.value : undefined);

export const STRING_METHODS: MethodTable = {
  size: method<S>(0, (s) => int(BigInt(s.value.length))),
  lower: method<S>(0, (s) => str(s.value.replace(/[A-Z]+/g, (c) => c.toLowerCase()))),
  upper: method<S>(0, (s) => str(s.value.replace(/[a-z]+/g, (c) => c.toUpperCase()))),
  trim: method<S>(0, (s) => str(s.value.trim())),
  toUtf8: method<S>(0, (s) => bytes(new Uint8Array(Buffer.from(s.value, 'utf8')))),
  matches: method<S>(1, (s, [re], pos) => {
    const pattern = asString(re);
    const regex = pattern === undefined ? null : fullMatchRegex(pattern);
    return regex ? bool(regex.test(s.value)) : evalError(pos);
  }),
  replace: method<S>(2, (s, [re, sub], pos) => {
    const pattern = asString(re);
    const replacement = asString(sub);
    const regex = pattern === undefined ? null : globalRegex(pattern);
    if (!regex || replacement === undefined) return evalError(pos);
    return str(s.value.replace(regex, replacement));
  }),
  split: method<S>(1, (s, [re], pos) => {
    const pattern = asString(re);
    const regex = pattern === undefined ? null : globalRegex(pattern);
    return regex ? list(s.value.split(regex).map(str)) : evalError(pos);
  }),
};
