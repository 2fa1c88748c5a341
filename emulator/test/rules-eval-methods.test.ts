/**
 * Every method of docs/emulator.md §7.6, each with a case that holds and one that does not (or
 * errs), evaluated as a rule condition.
 */
import { describe, expect, it } from 'vitest';
import { fromJson } from '../src/rules/eval/convert.js';
import { fails, holds, value } from './rules-eval-harness.js';

/** [holds, does not hold] per method. */
type Cases = Record<string, readonly [string, string]>;

function check(cases: Cases): void {
  for (const [name, [yes, no]] of Object.entries(cases)) {
    expect(holds(yes), `${name}: ${yes}`).toBe(true);
    expect(holds(no), `${name}: ${no}`).toBe(false);
  }
}

describe('rules methods', () => {
  it('String', () => {
    check({
      size: ["'héllo'.size() == 5", "'abc'.size() == 4"],
      sizeUtf16: ["'😀'.size() == 2", "'😀'.size() == 1"],
      lower: ["'AbC'.lower() == 'abc'", "'ÀB'.lower() == 'àb'"],
      upper: ["'aBc'.upper() == 'ABC'", "'àb'.upper() == 'ÀB'"],
      trim: ["'  a b '.trim() == 'a b'", "' a'.trim() == ' a'"],
      matches: ["'user_42'.matches('[a-z]+_[0-9]+')", "'user_42x'.matches('[a-z]+_[0-9]+')"],
      matchesFlags: ["'ABC'.matches('(?i)abc')", "'ABC'.matches('abc')"],
      replace: ["'banana'.replace('a', 'o') == 'bonono'", "'banana'.replace('a', 'o') == 'bonana'"],
      split: ["'a,b,,c'.split(',') == ['a', 'b', '', 'c']", "'a1b2c'.split('[0-9]') == ['a1b2c']"],
      toUtf8: ["'é'.toUtf8() == b'\\xC3\\xA9'", "'e'.toUtf8().size() == 2"],
      index: ["'abc'[2] == 'c'", "'abc'[0] == 'b'"],
      range: ["'abcdef'[1:4] == 'bcd'", "'abcdef'[0:2] == 'abc'"],
    });
    expect(fails("'a'.matches('(')")).toBe(true);
    expect(fails("'a'.nope()")).toBe(true);
    expect(value("'a'.nope()")).toMatchObject({ message: 'Function not found error: Name: [nope].' });
  });

  it('List', () => {
    check({
      size: ['[1, 2, 3].size() == 3', '[].size() == 1'],
      concat: ['[1].concat([2, 3]) == [1, 2, 3]', '[1].concat([2]) == [2, 1]'],
      hasAll: ["['a', 'b', 'c'].hasAll(['a', 'c'])", "['a', 'b'].hasAll(['a', 'z'])"],
      hasAny: ["['a', 'b'].hasAny(['z', 'b'])", "['a', 'b'].hasAny(['y', 'z'])"],
      hasOnly: ["['a', 'b'].hasOnly(['a', 'b', 'c'])", "['a', 'd'].hasOnly(['a', 'b', 'c'])"],
      join: ["['a', 'b'].join('-') == 'a-b'", "['a', 'b'].join('') == 'a-b'"],
      removeAll: ['[1, 2, 3, 2].removeAll([2]) == [1, 3]', '[1, 2].removeAll([2]) == [1, 2]'],
      toSet: ['[1, 1, 2].toSet() == [2, 1].toSet()', '[1, 2].toSet().size() == 3'],
      numbersByValue: ['[1, 2].hasAll([1.0])', '[1, 2].hasAny([3.0])'],
    });
    expect(fails('[1, 2].join(",")')).toBe(true);
    expect(fails('[1].hasAll(1)')).toBe(true);
  });

  it('Map', () => {
    const request = fromJson({ m: { a: 1, b: { c: 2 } } });
    const cases: Cases = {
      size: ['request.m.size() == 2', 'request.m.size() == 1'],
      keys: ["request.m.keys().hasOnly(['a', 'b'])", "request.m.keys() == ['a']"],
      values: ['1 in request.m.values()', '2 in request.m.values()'],
      get: ["request.m.get('a', 0) == 1 && request.m.get('z', 7) == 7", "request.m.get('z', 7) == 1"],
      getNested: ["request.m.get(['b', 'c'], 0) == 2 && request.m.get(['b', 'x'], 9) == 9", "request.m.get(['b', 'c'], 0) == 0"],
      diff: ["request.m.diff({'a': 1}) is map_diff", "request.m.diff({'a': 1}) is map"],
    };
    for (const [name, [yes, no]] of Object.entries(cases)) {
      expect(holds(yes, { request }), `${name}: ${yes}`).toBe(true);
      expect(holds(no, { request }), `${name}: ${no}`).toBe(false);
    }
  });

  it('MapDiff', () => {
    const diff = "{'a': 0, 'c': 0, 'u': 0}.diff({'r': 0, 'c': 1, 'u': 0})";
    check({
      addedKeys: [`${diff}.addedKeys() == ['a'].toSet()`, `${diff}.addedKeys() == ['r'].toSet()`],
      removedKeys: [`${diff}.removedKeys() == ['r'].toSet()`, `${diff}.removedKeys() == ['a'].toSet()`],
      changedKeys: [`${diff}.changedKeys() == ['c'].toSet()`, `${diff}.changedKeys() == ['u'].toSet()`],
      unchangedKeys: [`${diff}.unchangedKeys() == ['u'].toSet()`, `${diff}.unchangedKeys() == ['c'].toSet()`],
      affectedKeys: [`${diff}.affectedKeys() == ['a', 'r', 'c'].toSet()`, `${diff}.affectedKeys().hasAny(['u'])`],
      numbersByValue: ["{'n': 1}.diff({'n': 1.0}).changedKeys().size() == 0", "{'n': 1}.diff({'n': 2}).changedKeys().size() == 0"],
    });
  });

  it('Set', () => {
    const s = "['a', 'b'].toSet()";
    check({
      size: [`${s}.size() == 2`, `${s}.size() == 3`],
      hasAll: [`${s}.hasAll(['a'])`, `${s}.hasAll(['a', 'z'])`],
      hasAny: [`${s}.hasAny(['z', 'a'].toSet())`, `${s}.hasAny(['z'])`],
      hasOnly: [`${s}.hasOnly(['a', 'b', 'c'])`, `${s}.hasOnly(['a'])`],
      difference: [`${s}.difference(['a'].toSet()) == ['b'].toSet()`, `${s}.difference(['a'].toSet()) == ${s}`],
      intersection: [`${s}.intersection(['b', 'c'].toSet()) == ['b'].toSet()`, `${s}.intersection(['c'].toSet()).size() == 1`],
      union: [`${s}.union(['c'].toSet()) == ['c', 'b', 'a'].toSet()`, `${s}.union(['c'].toSet()).size() == 2`],
      in: [`'a' in ${s}`, `'c' in ${s}`],
      equalityIgnoresOrder: [`${s} == ['b', 'a'].toSet()`, `${s} == ['a'].toSet()`],
    });
  });

  it('Bytes', () => {
    check({
      size: ["b'\\x00\\xFF'.size() == 2", "b'abc'.size() == 2"],
      toBase64: ["b'\\xFB\\xFF'.toBase64() == '-_8'", "b'a'.toBase64() == 'a'"],
      toHexString: ["b'\\x00\\xFF'.toHexString() == '00FF'", "b'\\x01'.toHexString() == '1'"],
    });
  });

  it('Timestamp', () => {
    // 2024-02-29T13:45:30.123456789Z, a Thursday.
    const t = "(timestamp.date(2024, 2, 29) + duration.time(13, 45, 30, 123456789))";
    check({
      year: [`${t}.year() == 2024`, `${t}.year() == 2023`],
      month: [`${t}.month() == 2`, `${t}.month() == 1`],
      day: [`${t}.day() == 29`, `${t}.day() == 28`],
      hours: [`${t}.hours() == 13`, `${t}.hours() == 1`],
      minutes: [`${t}.minutes() == 45`, `${t}.minutes() == 30`],
      seconds: [`${t}.seconds() == 30`, `${t}.seconds() == 45`],
      nanos: [`${t}.nanos() == 123456789`, `${t}.nanos() == 123`],
      dayOfWeek: [`${t}.dayOfWeek() == 4`, `${t}.dayOfWeek() == 5`],
      dayOfYear: [`${t}.dayOfYear() == 60`, `${t}.dayOfYear() == 59`],
      date: [`${t}.date() == timestamp.date(2024, 2, 29)`, `${t}.date() == ${t}`],
      time: [`${t}.time() == duration.time(13, 45, 30, 123456789)`, `${t}.time() == duration.value(0, 's')`],
      toMillis: ['timestamp.value(1700000000123).toMillis() == 1700000000123', 'timestamp.value(5).toMillis() == 6'],
      beforeEpoch: ['timestamp.value(-1).year() == 1969 && timestamp.value(-1).nanos() == 999000000', 'timestamp.value(-1).seconds() == 0'],
    });
    expect(fails('timestamp.date(2023, 2, 29)')).toBe(true);
  });

  it('Duration', () => {
    check({
      seconds: ["duration.value(90, 's').seconds() == 90", "duration.value(1, 'm').seconds() == 1"],
      nanos: ["duration.value(1500, 'ms').nanos() == 500000000", "duration.value(1500, 'ms').nanos() == 0"],
      value: ["duration.value(2, 'w') == duration.value(14, 'd') && duration.value(1, 'h') == duration.value(3600000000000, 'ns')", "duration.value(1, 'd') == duration.value(1, 'h')"],
      time: ['duration.time(1, 2, 3, 4).seconds() == 3723', 'duration.time(0, 0, 0, 5).nanos() == 4'],
      abs: ["duration.abs(duration.value(-3, 's')) == duration.value(3, 's')", "duration.abs(duration.value(-3, 's')) == duration.value(-3, 's')"],
    });
    expect(fails("duration.value(1, 'y')")).toBe(true);
  });

  it('LatLng', () => {
    check({
      latitude: ['latlng.value(48.8, 2.3).latitude() == 48.8', 'latlng.value(48.8, 2.3).latitude() == 2.3'],
      longitude: ['latlng.value(48.8, 2.3).longitude() == 2.3', 'latlng.value(48.8, 2.3).longitude() == 48.8'],
      distance: [
        'latlng.value(0, 0).distance(latlng.value(0, 1)) > 111000 && latlng.value(0, 0).distance(latlng.value(0, 1)) < 111400',
        'latlng.value(0, 0).distance(latlng.value(1, 0)) < 1000',
      ],
    });
    expect(fails('latlng.value(91, 0)')).toBe(true);
  });

  it('Path', () => {
    check({
      index: ["/databases/(default)/documents/users/alice[4] == 'alice'", "path('/a/b')[0] == 'b'"],
      bind: ["path('/users/{uid}/posts').bind({'uid': 'alice'}) == /users/alice/posts", "path('/users/{uid}').bind({'uid': 'bob'}) == /users/alice"],
      equality: ["/a/$('b')/c == path('/a/b/c')", "/a/b == '/a/b'"],
      string: ["string(/a/b) == '/a/b'", "string(/a/b) == 'a/b'"],
    });
    expect(fails("path('/users/{uid}').bind({})")).toBe(true);
  });

  it('conversions', () => {
    check({
      int: ["int(2.9) == 2 && int(-2.9) == -2 && int('42') == 42", "int('42') == '42'"],
      float: ["float(2) == 2.0 && float(2) is float && float('1.5') == 1.5", 'float(1) is int'],
      string: ["string(true) == 'true' && string(1) == '1' && string(2.0) == '2.0' && string(null) == 'null'", "string(1.5) == '1.50'"],
      stringFloats: ["string(1e21) == '1.0E21' && string(0.0001) == '1.0E-4' && string(1.5) == '1.5'", "string(1e21) == '1e+21'"],
      path: ["path('/a/b') == /a/b", "path('a/b') == /a/c"],
      debug: ['debug(1) == 1', 'debug(1) == 2'],
    });
    for (const src of ["int('x')", "float('x')", 'int(float("NaN"))', 'string([1])', 'int(1e19)', 'nope(1)']) {
      expect(fails(src), src).toBe(true);
    }
  });

  it('math', () => {
    check({
      abs: ['math.abs(-3) == 3 && math.abs(-2.5) == 2.5', 'math.abs(-3) == -3'],
      ceil: ['math.ceil(1.2) == 2 && math.ceil(1.2) is int', 'math.ceil(1.2) == 1'],
      floor: ['math.floor(1.8) == 1 && math.floor(-1.2) == -2', 'math.floor(1.8) == 2'],
      round: ['math.round(2.5) == 3 && math.round(-2.5) == -3 && math.round(2.4) == 2', 'math.round(2.5) == 2'],
      sqrt: ['math.sqrt(16) == 4.0', 'math.sqrt(16) == 5.0'],
      pow: ['math.pow(2, 10) == 1024.0', 'math.pow(2, 10) == 100'],
      isInfinite: ['math.isInfinite(1.0 / 0)', 'math.isInfinite(1.0)'],
      isNaN: ['math.isNaN(float("NaN"))', 'math.isNaN(1.0)'],
    });
    expect(fails('math.nope(1)')).toBe(true);
  });

  it('hashing', () => {
    check({
      crc32: ["hashing.crc32('123456789').toHexString() == 'CBF43926'", "hashing.crc32('x').size() == 8"],
      crc32c: ["hashing.crc32c('123456789').toHexString() == 'E3069283'", "hashing.crc32c('123456789') == hashing.crc32('123456789')"],
      md5: ["hashing.md5('abc').toHexString() == '900150983CD24FB0D6963F7D28E17F72'", "hashing.md5(b'abc') != hashing.md5('abc')"],
      sha256: ["hashing.sha256(b'abc').size() == 32", "hashing.sha256('abc').size() == 16"],
    });
  });
});
