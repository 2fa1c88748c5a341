/**
 * The rules language through the real SDK (docs/emulator.md §7): every operator and every method,
 * each with a write it allows and one it denies. A case is a collection whose `create`
 * rule is the case's condition over the written data, so values arrive as the lite SDK
 * encodes them (ints, floats, timestamps, bytes, geopoints, references, arrays, maps).
 */
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Bytes, doc, GeoPoint, setDoc, Timestamp, type DocumentData, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { clientsFor, startTestEmulator, type TestClients, type TestEmulator } from '../../support/emulator.js';

const projectId = 'demo-rules-language';
const past = Timestamp.fromDate(new Date('2024-02-29T13:45:30.123Z'));
const future = Timestamp.fromMillis(Date.now() + 86_400_000);
const bytes = (...b: number[]): Bytes => Bytes.fromUint8Array(new Uint8Array(b));

/** [condition over d() = request.resource.data, data it allows, data it denies]. */
type Case = readonly [string, DocumentData, DocumentData];

const OPERATORS: Record<string, Case> = {
  eq: ['d().a == 1', { a: 1 }, { a: 2 }],
  eqIntFloat: ['d().a == 1.0', { a: 1 }, { a: 1.5 }],
  neq: ["d().a != 'x'", { a: 'y' }, { a: 'x' }],
  lt: ['d().n < 10', { n: 9 }, { n: 10 }],
  le: ['d().n <= 10', { n: 10 }, { n: 11 }],
  gt: ['d().n > 10', { n: 10.5 }, { n: 10 }],
  ge: ["d().s >= 'b'", { s: 'b' }, { s: 'a' }],
  add: ['d().a + d().b == 3', { a: 1, b: 2 }, { a: 2, b: 2 }],
  sub: ['d().a - d().b == -1', { a: 1, b: 2 }, { a: 2, b: 1 }],
  mul: ['d().a * d().b == 6', { a: 2, b: 3 }, { a: 2, b: 4 }],
  intDiv: ['d().a / d().b == 2', { a: 5, b: 2 }, { a: 4, b: 3 }],
  floatDiv: ['d().a / d().b == 2.5', { a: 7.5, b: 3 }, { a: 5, b: 2 }],
  mod: ['d().a % 3 == 1', { a: 7 }, { a: 8 }],
  concat: ["d().first + ' ' + d().last == 'Ada Lovelace'", { first: 'Ada', last: 'Lovelace' }, { first: 'Ada', last: 'King' }],
  not: ['!d().flag', { flag: false }, { flag: true }],
  negate: ['-d().n == 5', { n: -5 }, { n: 5 }],
  and: ['d().a == 1 && d().b == 2', { a: 1, b: 2 }, { a: 1, b: 3 }],
  or: ['d().a == 1 || d().b == 2', { a: 0, b: 2 }, { a: 0, b: 0 }],
  ternary: ["d().kind == 'up' ? d().n > 0 : d().n < 0", { kind: 'down', n: -1 }, { kind: 'up', n: -1 }],
  inList: ["d().role in ['reader', 'writer']", { role: 'writer' }, { role: 'admin' }],
  inMap: ["'k' in d().m", { m: { k: 1 } }, { m: { j: 1 } }],
  isInt: ['d().v is int', { v: 1 }, { v: 1.5 }],
  isFloat: ['d().v is float', { v: 1.5 }, { v: 1 }],
  isNumber: ['d().v is number', { v: 1 }, { v: '1' }],
  isString: ['d().v is string', { v: 's' }, { v: 1 }],
  isBool: ['d().v is bool', { v: false }, { v: 0 }],
  isTimestamp: ['d().v is timestamp', { v: past }, { v: past.toMillis() }],
  isBytes: ['d().v is bytes', { v: bytes(1) }, { v: 'x' }],
  isLatlng: ['d().v is latlng', { v: new GeoPoint(1, 2) }, { v: [1, 2] }],
  isList: ['d().v is list', { v: [] }, { v: {} }],
  isMap: ['d().v is map', { v: {} }, { v: [] }],
  isNull: ['d().v == null', { v: null }, { v: 0 }],
  index: ["d().l[1] == 'b' && d().s[0] == 'x'", { l: ['a', 'b'], s: 'xy' }, { l: ['b', 'a'], s: 'xy' }],
  slice: ["d().l[0:2] == ['a', 'b'] && d().s[1:3] == 'yz'", { l: ['a', 'b', 'c'], s: 'xyz' }, { l: ['a', 'c', 'b'], s: 'xyz' }],
  listEquality: ['d().l == [1, 2]', { l: [1, 2] }, { l: [1, 2.5] }],
  mapEquality: ["d().m == {'a': 1, 'b': [true]}", { m: { b: [true], a: 1 } }, { m: { a: 1 } }],
  errorOrTrue: ['d().missing == 1 || d().ok == true', { ok: true }, { ok: false }],
  trueAndError: ['d().ok == true && d().missing == 1', { ok: true, missing: 1 }, { ok: true }],
  errorAndFalse: ['!(d().missing == 1 && d().flag)', { flag: false }, { flag: true }],
  timeCompare: ['d().t < request.time', { t: past }, { t: future }],
  timeArithmetic: ["request.time - d().t > duration.value(1, 'd')", { t: past }, { t: future }],
  reference: ["d().r == /databases/$(database)/documents/users/alice", { r: 'ref:users/alice' }, { r: 'ref:users/bob' }],
};

const METHODS: Record<string, Case> = {
  'string.size': ['d().s.size() == 5', { s: 'héllo' }, { s: 'hello!' }],
  'string.lower': ["d().s.lower() == 'abc'", { s: 'AbC' }, { s: 'ABD' }],
  'string.upper': ["d().s.upper() == 'ABC'", { s: 'abc' }, { s: 'abd' }],
  'string.trim': ["d().s.trim() == 'a'", { s: '  a ' }, { s: ' b' }],
  'string.matches': ["d().s.matches('[a-z]+@[a-z]+\\\\.com')", { s: 'ada@example.com' }, { s: 'ada@example.org' }],
  'string.replace': ["d().s.replace('a', 'o') == 'bonono'", { s: 'banana' }, { s: 'bandana' }],
  'string.split': ["d().s.split(',') == ['a', 'b']", { s: 'a,b' }, { s: 'a;b' }],
  'string.toUtf8': ['d().s.toUtf8().size() == 2', { s: 'é' }, { s: 'e' }],
  'list.size': ['d().l.size() == 2', { l: [1, 2] }, { l: [1] }],
  'list.concat': ['d().l.concat([3]) == [1, 2, 3]', { l: [1, 2] }, { l: [2, 1] }],
  'list.hasAll': ["d().l.hasAll(['a', 'b'])", { l: ['b', 'c', 'a'] }, { l: ['a', 'c'] }],
  'list.hasAny': ["d().l.hasAny(['a', 'b'])", { l: ['b'] }, { l: ['c'] }],
  'list.hasOnly': ["d().l.hasOnly(['a', 'b'])", { l: ['a'] }, { l: ['a', 'z'] }],
  'list.join': ["d().l.join('/') == 'a/b'", { l: ['a', 'b'] }, { l: ['b', 'a'] }],
  'list.removeAll': ["d().l.removeAll(['x']) == ['a']", { l: ['x', 'a', 'x'] }, { l: ['a', 'b'] }],
  'list.toSet': ["d().l.toSet() == ['a', 'b'].toSet()", { l: ['b', 'a', 'b'] }, { l: ['a'] }],
  'map.size': ['d().m.size() == 1', { m: { a: 1 } }, { m: {} }],
  'map.keys': ["d().keys().hasOnly(['a', 'b'])", { a: 1 }, { a: 1, c: 2 }],
  'map.values': ['d().m.values().hasAll([1, 2])', { m: { x: 1, y: 2 } }, { m: { x: 1 } }],
  'map.get': ["d().get('n', 0) == 0 && d().get(['m', 'x'], 1) == 1", { other: true }, { n: 5 }],
  'map.diff': ["d().diff({'a': 1, 'b': 2}).affectedKeys() == ['b', 'c'].toSet()", { a: 1, c: 3 }, { a: 2, b: 2 }],
  'mapDiff.addedKeys': ["d().diff({'a': 1}).addedKeys() == ['b'].toSet()", { a: 1, b: 2 }, { a: 1 }],
  'mapDiff.removedKeys': ["d().diff({'a': 1, 'z': 0}).removedKeys() == ['z'].toSet()", { a: 2 }, { a: 1, z: 0 }],
  'mapDiff.changedKeys': ["d().diff({'a': 1, 'b': 2}).changedKeys() == ['a'].toSet()", { a: 9, b: 2 }, { a: 1, b: 2 }],
  'mapDiff.unchangedKeys': ["d().diff({'a': 1, 'b': 2}).unchangedKeys() == ['a', 'b'].toSet()", { a: 1, b: 2 }, { a: 1, b: 3 }],
  'set.size': ['d().l.toSet().size() == 2', { l: ['a', 'b', 'a'] }, { l: ['a'] }],
  'set.hasAll': ["d().l.toSet().hasAll(['a'])", { l: ['a', 'b'] }, { l: ['b'] }],
  'set.hasAny': ["d().l.toSet().hasAny(['a', 'z'])", { l: ['a'] }, { l: ['b'] }],
  'set.hasOnly': ["d().l.toSet().hasOnly(['a'])", { l: ['a', 'a'] }, { l: ['a', 'b'] }],
  'set.difference': ["d().l.toSet().difference(['a'].toSet()) == ['b'].toSet()", { l: ['a', 'b'] }, { l: ['a', 'c'] }],
  'set.intersection': ["d().l.toSet().intersection(['a', 'c'].toSet()) == ['a'].toSet()", { l: ['a', 'b'] }, { l: ['b'] }],
  'set.union': ["d().l.toSet().union(['c'].toSet()).size() == 3", { l: ['a', 'b'] }, { l: ['a', 'c'] }],
  'bytes.size': ['d().y.size() == 3', { y: bytes(1, 2, 3) }, { y: bytes(1) }],
  'bytes.toBase64': ["d().y.toBase64() == 'AQID'", { y: bytes(1, 2, 3) }, { y: bytes(3, 2, 1) }],
  'bytes.toHexString': ["d().y.toHexString() == '00FF'", { y: bytes(0, 255) }, { y: bytes(255, 0) }],
  'timestamp.year': ['d().t.year() == 2024', { t: past }, { t: Timestamp.fromDate(new Date('2023-06-01')) }],
  'timestamp.month': ['d().t.month() == 2', { t: past }, { t: Timestamp.fromDate(new Date('2024-03-01')) }],
  'timestamp.day': ['d().t.day() == 29', { t: past }, { t: Timestamp.fromDate(new Date('2024-02-28')) }],
  'timestamp.hours': ['d().t.hours() == 13', { t: past }, { t: Timestamp.fromDate(new Date('2024-02-29T14:00:00Z')) }],
  'timestamp.minutes': ['d().t.minutes() == 45', { t: past }, { t: Timestamp.fromDate(new Date('2024-02-29T13:44:00Z')) }],
  'timestamp.seconds': ['d().t.seconds() == 30', { t: past }, { t: Timestamp.fromDate(new Date('2024-02-29T13:45:31Z')) }],
  'timestamp.nanos': ['d().t.nanos() == 123000000', { t: past }, { t: Timestamp.fromDate(new Date('2024-02-29T13:45:30Z')) }],
  'timestamp.dayOfWeek': ['d().t.dayOfWeek() == 4', { t: past }, { t: Timestamp.fromDate(new Date('2024-03-01')) }],
  'timestamp.dayOfYear': ['d().t.dayOfYear() == 60', { t: past }, { t: Timestamp.fromDate(new Date('2024-01-01')) }],
  'timestamp.date': ['d().t.date() == timestamp.date(2024, 2, 29)', { t: past }, { t: Timestamp.fromDate(new Date('2024-03-01')) }],
  'timestamp.time': ["d().t.time() > duration.value(13, 'h')", { t: past }, { t: Timestamp.fromDate(new Date('2024-02-29T01:00:00Z')) }],
  'timestamp.toMillis': [`d().t.toMillis() == ${past.toMillis()}`, { t: past }, { t: future }],
  'timestamp.value': [`d().t == timestamp.value(${past.toMillis()})`, { t: past }, { t: future }],
  'duration.seconds': ["(d().b - d().a).seconds() == 90", { a: past, b: Timestamp.fromMillis(past.toMillis() + 90_000) }, { a: past, b: past }],
  'duration.nanos': ["(d().b - d().a).nanos() == 500000000", { a: past, b: Timestamp.fromMillis(past.toMillis() + 1500) }, { a: past, b: past }],
  'duration.time': ['d().b - d().a == duration.time(0, 1, 30, 0)', { a: past, b: Timestamp.fromMillis(past.toMillis() + 90_000) }, { a: past, b: past }],
  'duration.abs': ["duration.abs(d().a - d().b) == duration.value(90, 's')", { a: past, b: Timestamp.fromMillis(past.toMillis() + 90_000) }, { a: past, b: past }],
  'latlng.latitude': ['d().g.latitude() == 48.85', { g: new GeoPoint(48.85, 2.35) }, { g: new GeoPoint(2.35, 48.85) }],
  'latlng.longitude': ['d().g.longitude() == 2.35', { g: new GeoPoint(48.85, 2.35) }, { g: new GeoPoint(2.35, 48.85) }],
  'latlng.distance': ['d().g.distance(latlng.value(48.85, 2.35)) < 1000', { g: new GeoPoint(48.851, 2.351) }, { g: new GeoPoint(45, 2) }],
  'path.index': ["d().r[4] == 'alice'", { r: 'ref:users/alice' }, { r: 'ref:users/bob' }],
  'path.bind': ["path('/databases/{db}/documents/users/alice').bind({'db': database}) == d().r", { r: 'ref:users/alice' }, { r: 'ref:users/bob' }],
  'math.abs': ['math.abs(d().n) == 3', { n: -3 }, { n: -4 }],
  'math.ceil': ['math.ceil(d().x) == 2', { x: 1.2 }, { x: 2.2 }],
  'math.floor': ['math.floor(d().x) == 1', { x: 1.8 }, { x: 2.1 }],
  'math.round': ['math.round(d().x) == 2', { x: 1.5 }, { x: 1.4 }],
  'math.sqrt': ['math.sqrt(d().n) == 3.0', { n: 9 }, { n: 8 }],
  'math.pow': ['math.pow(d().n, 2) == 16.0', { n: 4 }, { n: 3 }],
  'math.isInfinite': ['math.isInfinite(d().x)', { x: Infinity }, { x: 1.5 }],
  'math.isNaN': ['math.isNaN(d().x)', { x: NaN }, { x: 1.5 }],
  'hashing.md5': ["hashing.md5(d().s).toHexString() == '900150983CD24FB0D6963F7D28E17F72'", { s: 'abc' }, { s: 'abd' }],
  'hashing.sha256': ['hashing.sha256(d().y).size() == 32 && hashing.sha256(d().s) == hashing.sha256(d().y)', { s: 'a', y: bytes(97) }, { s: 'b', y: bytes(97) }],
  'hashing.crc32': ["hashing.crc32(d().s).toHexString() == 'CBF43926'", { s: '123456789' }, { s: '12345678' }],
  'hashing.crc32c': ["hashing.crc32c(d().s).toHexString() == 'E3069283'", { s: '123456789' }, { s: '12345678' }],
  int: ["int(d().s) == 42 && int(d().x) == 2", { s: '42', x: 2.9 }, { s: '42', x: 3.1 }],
  float: ['float(d().n) == 2.0 && float(d().n) is float', { n: 2 }, { n: 3 }],
  string: ["string(d().n) == '1' && string(d().x) == '2.5' && string(d().b) == 'true'", { n: 1, x: 2.5, b: true }, { n: 1, x: 3.5, b: true }],
  path: ["path('/databases/' + database + '/documents/users/' + d().uid) == d().r", { uid: 'alice', r: 'ref:users/alice' }, { uid: 'bob', r: 'ref:users/alice' }],
};

function rulesFor(cases: Record<string, Case>): string {
  const blocks = Object.entries(cases).map(([name, [condition]]) => `    match /${collection(name)}/{id} { allow create: if ${condition}; }`);
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function d() { return request.resource.data; }
${blocks.join('\n')}
  }
}`;
}

const collection = (name: string): string => `c-${name.replace('.', '-')}`;

let emulator: TestEmulator;
let env: RulesTestEnvironment;
let alice: TestClients;

beforeAll(async () => {
  emulator = await startTestEmulator();
  env = await initializeTestEnvironment({
    projectId,
    firestore: { ...emulator.firestore, rules: rulesFor({ ...OPERATORS, ...METHODS }) },
  });
  alice = clientsFor(emulator, projectId, { sub: 'alice' });
});
afterAll(async () => {
  await alice.dispose();
  await env.cleanup();
  await emulator.stop();
});

/** 'ref:users/alice' stands for a reference, which needs the Firestore instance. */
function withRefs(db: Firestore, data: DocumentData): DocumentData {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('ref:') ? doc(db, v.slice(4)) : v]),
  );
}

function runCases(title: string, cases: Record<string, Case>): void {
  describe(title, () => {
    it.each(Object.entries(cases))('%s', async (name, [, yes, no]) => {
      const db = alice.db;
      await assertSucceeds(setDoc(doc(db, collection(name), 'allowed'), withRefs(db, yes)));
      await assertFails(setDoc(doc(db, collection(name), 'denied'), withRefs(db, no)));
    });
  });
}

runCases('rules operators through the SDK', OPERATORS);
runCases('rules methods through the SDK', METHODS);
