/**
 * Operators of the rules language (docs/emulator.md §7.5): each one with a case that holds and one
 * that does not, precedence, int/float typing, errors, and how && / || absorb errors.
 */
import { describe, expect, it } from 'vitest';
import { fromJson } from '../src/rules/eval/convert.js';
import { documentsOf, fails, holds, value, type Vars } from './rules-eval-harness.js';

const holdsAll = (cases: readonly string[], vars: Vars = {}): void => {
  for (const src of cases) expect(holds(src, vars), src).toBe(true);
};
const holdsNone = (cases: readonly string[], vars: Vars = {}): void => {
  for (const src of cases) expect(holds(src, vars), src).toBe(false);
};

describe('rules operators', () => {
  it('compares with == and != across types without erring', () => {
    holdsAll(['1 == 1', '1 == 1.0', "'a' != 'b'", '1 != "1"', 'null == null', 'true != false', '[1, 2] == [1, 2]', "{'a': 1} == {'a': 1}"]);
    holdsNone(['1 == 2', "'a' == 'b'", '1 == "1"', '[1] == [1.0]', "{'a': 1} == {'a': 1.0}", '[1, 2] == [2, 1]', 'null != null']);
  });

  it('orders numbers, strings, bytes, timestamps and durations', () => {
    holdsAll(['1 < 2', '2 <= 2', '3 > 2.5', '2.0 >= 2', "'abc' < 'abd'", "b'\\x01' < b'\\x02'",
      'timestamp.value(1) < timestamp.value(2)', "duration.value(1, 's') > duration.value(999, 'ms')"]);
    holdsNone(['2 < 1', '3 <= 2', '1 > 2', '1 >= 2', "'b' < 'a'", 'float("NaN") < 1', 'float("NaN") >= 1']);
    expect(fails("1 < 'a'")).toBe(true);
    expect(fails('[1] < [2]')).toBe(true);
  });

  it('does int arithmetic in int64 and float arithmetic in IEEE', () => {
    holdsAll(['1 + 2 == 3', '5 - 7 == -2', '6 * 7 == 42', '7 / 2 == 3', '-7 / 2 == -3', '7 % 3 == 1', '-7 % 3 == -1',
      '1 + 2.5 == 3.5', '7.0 / 2 == 3.5', '1 / 2 is int', '1 / 2.0 is float', "'a' + 'b' == 'ab'", '1.0 / 0 == float("Infinity")']);
    holdsNone(['1 + 2 == 4', '7 / 2 == 3.5', "'a' + 'b' == 'ba'"]);
    for (const src of ['1 / 0', '1 % 0', '9223372036854775807 + 1', '-9223372036854775807 - 2', '[1] + [2]', "'a' + 1", '{} + {}']) {
      expect(fails(src), src).toBe(true);
    }
    expect(value('[1] + [2]')).toMatchObject({ message: 'Unsupported operation error. Received: list + list.' });
  });

  it('does timestamp and duration arithmetic', () => {
    holdsAll([
      "timestamp.value(1000) + duration.value(1, 's') == timestamp.value(2000)",
      "duration.value(1, 's') + timestamp.value(0) == timestamp.value(1000)",
      "timestamp.value(5000) - timestamp.value(2000) == duration.value(3, 's')",
      "timestamp.value(5000) - duration.value(5, 's') == timestamp.value(0)",
      "duration.value(1, 'm') - duration.value(30, 's') == duration.value(30, 's')",
    ]);
    holdsNone(["timestamp.value(1000) + duration.value(1, 's') == timestamp.value(1000)"]);
    expect(fails("timestamp.value(253402300799000) + duration.value(1, 's')")).toBe(true);
  });

  it('tests membership of lists, maps and sets with in', () => {
    holdsAll(['2 in [1, 2, 3]', '1 in [1.0]', "'a' in {'a': 1}", "'x' in ['x', 'y'].toSet()"]);
    holdsNone(['4 in [1, 2, 3]', "'b' in {'a': 1}", "'z' in ['x'].toSet()", "1 in {'1': 1}"]);
    expect(fails("'a' in 'abc'")).toBe(true);
  });

  it('negates with ! and unary minus', () => {
    holdsAll(['!false', '-(3) == -3', '-1.5 < 0', '!!true', "-duration.value(1, 's') < duration.value(0, 's')"]);
    holdsNone(['!true', '-(-3) == -3']);
    expect(fails('!1')).toBe(true);
    expect(fails("-'a'")).toBe(true);
  });

  it('checks types with is', () => {
    holdsAll(['1 is int', '1 is number', '1.5 is float', '1.5 is number', "'a' is string", 'true is bool', 'null == null',
      '[1] is list', "{'a': 1} is map", '[1].toSet() is set', "b'a' is bytes", 'timestamp.value(0) is timestamp',
      "duration.value(1, 's') is duration", 'latlng.value(1, 2) is latlng', "path('/a/b') is path",
      "{'a': 1}.diff({}) is map_diff"]);
    holdsNone(['1 is float', '1.0 is int', "'1' is number", 'null is map', '[1] is set', "{'a': 1} is list"]);
  });

  it('applies precedence: * over +, + over <, < over ==, == over && over ||, then ?:', () => {
    holdsAll(['1 + 2 * 3 == 7', '(1 + 2) * 3 == 9', '1 + 2 < 4', '1 < 2 == true', 'true || false && false',
      '!(true && false)', '2 in [1, 2] == true', "1 is int == true", '-2 * 3 == -6', 'true ? 1 == 1 : false',
      'false ? false : 2 > 1', '10 - 4 - 3 == 3', '100 / 10 / 5 == 2', '7 % 4 * 2 == 6']);
    holdsNone(['(true || false) && false', '1 + 2 * 3 == 9']);
  });

  it('evaluates a conditional and rejects a non-bool test', () => {
    expect(holds('(1 > 0 ? 10 : 20) == 10')).toBe(true);
    expect(holds('(1 < 0 ? 10 : 20) == 10')).toBe(false);
    expect(fails("(1 ? 'a' : 'b') == 'a'")).toBe(true);
  });

  it('absorbs errors in && and || as the table of docs/emulator.md §7.5 says', () => {
    const error = '(1 / 0 == 1)';
    holdsAll([`true || ${error}`, `${error} || true`, `!(false && ${error})`, `!(${error} && false)`]);
    for (const src of [`false || ${error}`, `${error} || false`, `true && ${error}`, `${error} && true`, `!${error}`, `${error} == true`]) {
      expect(fails(src), src).toBe(true);
    }
    expect(fails('1 && true')).toBe(true);
    expect(holds('1 || true')).toBe(true);
  });

  it('short-circuits: a get() on the decided side is neither read nor counted', () => {
    const docs = documentsOf({ before: { 'admins/alice': fromJson({}) } });
    expect(holds('true || exists(/databases/(default)/documents/admins/alice)', {}, { docs })).toBe(true);
    expect(holds('false && exists(/databases/(default)/documents/admins/alice)', {}, { docs })).toBe(false);
    expect(docs.reads).toEqual([]);
    expect(holds('false || exists(/databases/(default)/documents/admins/alice)', {}, { docs })).toBe(true);
    expect(docs.reads).toEqual(['before:admins/alice']);
  });

  it('reads members, indexes and slices, erring on what is not there', () => {
    const request = fromJson({ auth: { uid: 'alice', token: { n: 2 } }, list: [1, 2, 3], s: 'hello' });
    holdsAll(["request.auth.uid == 'alice'", "request['auth']['token'].n == 2", 'request.list[1] == 2',
      'request.list[1:3] == [2, 3]', "request.s[1] == 'e'", "request.s[1:3] == 'el'", "path('/a/b/c')[1] == 'b'"], { request });
    for (const src of ['request.missing', "request['missing']", 'request.list[3]', 'request.list[-1]', 'request.list[2:1]',
      'request.s[9]', 'request.list[0:4]', 'request.auth.uid.x']) {
      expect(fails(src, { request }), src).toBe(true);
    }
    expect(value('request.missing', { request })).toMatchObject({ message: 'Property missing is undefined on object.' });
    expect(value('resource.data')).toMatchObject({ message: 'Null value error.' });
  });
});
