/**
 * Whole rulesets decided without a server: the match tree (nesting, overlap, wildcards,
 * `**` in rules versions 1 and 2), method groups, functions and `let`, document reads with
 * their cache and limit, the expression and call-depth limits, and denial messages.
 */
import { describe, expect, it } from 'vitest';
import { fromJson } from '../src/rules/eval/convert.js';
import { mapOf, str } from '../src/rules/eval/value.js';
import { decideOn, doc, documentsOf, holds } from './rules-eval-harness.js';

const DOCS = '/databases/(default)/documents';
const alice = { request: fromJson({ auth: { uid: 'alice', token: { admin: true } } }) };

const rules = (body: string, version = "rules_version = '2';"): string =>
  `${version}\nservice cloud.firestore {\n  match /databases/{database}/documents {\n${body}\n  }\n}`;

describe('rules match tree', () => {
  it('binds wildcards of every level, a segment as a string and ** as a path', () => {
    const source = rules(`
      match /users/{uid} {
        allow get: if uid == request.auth.uid && uid is string;
        match /files/{rest=**} {
          allow get: if rest == /a/b && rest is path && database == '(default)';
        }
      }`);
    expect(decideOn(source, { ...alice, method: 'get', path: `${DOCS}/users/alice` }).allowed).toBe(true);
    expect(decideOn(source, { ...alice, method: 'get', path: `${DOCS}/users/bob` }).allowed).toBe(false);
    expect(decideOn(source, { ...alice, method: 'get', path: `${DOCS}/users/alice/files/a/b` }).allowed).toBe(true);
    expect(decideOn(source, { ...alice, method: 'get', path: `${DOCS}/users/alice/files/a/c` }).allowed).toBe(false);
  });

  it('allows when any of several overlapping matches allows', () => {
    const source = rules(`
      match /posts/{id} { allow get: if false; }
      match /{document=**} { allow get: if request.auth.token.admin == true; }`);
    expect(decideOn(source, { ...alice, method: 'get', path: `${DOCS}/posts/p1` }).allowed).toBe(true);
    expect(decideOn(source, { request: fromJson({ auth: null }), method: 'get', path: `${DOCS}/posts/p1` })).toMatchObject({
      allowed: false,
      message: "\nfalse for 'get' @ L5, Null value error. for 'get' @ L6",
    });
  });

  it('lets ** match zero segments in version 2 and only one or more in version 1', () => {
    const body = `match /cities/{city}/{document=**} { allow get: if true; }`;
    const v2 = rules(body);
    const v1 = rules(body, '');
    expect(decideOn(v2, { method: 'get', path: `${DOCS}/cities/sf/landmarks/l1` }).allowed).toBe(true);
    expect(decideOn(v2, { method: 'get', path: `${DOCS}/cities/sf` }).allowed).toBe(true);
    expect(decideOn(v1, { method: 'get', path: `${DOCS}/cities/sf/landmarks/l1` }).allowed).toBe(true);
    expect(decideOn(v1, { method: 'get', path: `${DOCS}/cities/sf` }).allowed).toBe(false);
  });

  it('matches a mid-pattern ** (collection groups) in version 2', () => {
    const source = rules(`match /{path=**}/comments/{id} { allow get: if path == /posts/p1 || path == path('/'); }`);
    expect(decideOn(source, { method: 'get', path: `${DOCS}/posts/p1/comments/c1` }).allowed).toBe(true);
    expect(decideOn(source, { method: 'get', path: `${DOCS}/comments/c1` }).allowed).toBe(true);
    expect(decideOn(source, { method: 'get', path: `${DOCS}/posts/p2/comments/c1` }).allowed).toBe(false);
    expect(decideOn(source, { method: 'get', path: `${DOCS}/posts/p1/other/c1` }).allowed).toBe(false);
  });

  it('counts only complete matches, and names no statement when none applies', () => {
    const source = rules(`match /users/{uid} { allow read; }`);
    expect(decideOn(source, { method: 'get', path: `${DOCS}/users/alice/private/x` })).toMatchObject({
      allowed: false,
      message: '\nNo matching allow statements',
    });
  });

  it('maps read to get and list, write to create, update and delete', () => {
    const source = rules(`match /r/{id} { allow read; } match /w/{id} { allow write; } match /u/{id} { allow create, delete; }`);
    for (const method of ['get', 'list'] as const) {
      expect(decideOn(source, { method, path: `${DOCS}/r/x` }).allowed).toBe(true);
      expect(decideOn(source, { method, path: `${DOCS}/w/x` }).allowed).toBe(false);
    }
    for (const method of ['create', 'update', 'delete'] as const) {
      expect(decideOn(source, { method, path: `${DOCS}/w/x` }).allowed).toBe(true);
      expect(decideOn(source, { method, path: `${DOCS}/r/x` }).allowed).toBe(false);
    }
    expect(decideOn(source, { method: 'update', path: `${DOCS}/u/x` }).allowed).toBe(false);
    expect(decideOn(source, { method: 'delete', path: `${DOCS}/u/x` }).allowed).toBe(true);
  });

  it('reports false, errors and non-boolean results per statement with its line', () => {
    const source = rules(`match /t/{id} {
      allow update: if false;
      allow update: if resource.data.x;
      allow update: if 1 / 0 == 1;
      allow update: if 'yes';
    }`);
    const decision = decideOn(source, { method: 'update', path: `${DOCS}/t/x` });
    expect(decision.message).toBe(
      "\nfalse for 'update' @ L5, Null value error. for 'update' @ L6, evaluation error at L7:26 for 'update' @ L7, evaluation error at L8:24 for 'update' @ L8",
    );
  });
});

describe('rules functions', () => {
  it('calls functions of the service and of enclosing matches, which see their wildcards', () => {
    const source = `rules_version = '2';
      service cloud.firestore {
        function signedIn() { return request.auth != null; }
        match /databases/{database}/documents {
          function isOwner(uid) { return signedIn() && request.auth.uid == uid && database == '(default)'; }
          match /users/{uid} { allow get: if isOwner(uid); }
        }
      }`;
    expect(decideOn(source, { ...alice, method: 'get', path: `${DOCS}/users/alice` }).allowed).toBe(true);
    expect(decideOn(source, { ...alice, method: 'get', path: `${DOCS}/users/bob` }).allowed).toBe(false);
  });

  it('evaluates let bindings in order, and only when used', () => {
    const functions = `
      function f(x) { let y = x * 2; let z = y + 1; return z == 7; }
      function lazy(flag) { let boom = get(/databases/(default)/documents/never/read); return flag || boom.data.x; }`;
    const docs = documentsOf();
    expect(holds('f(3)', {}, { functions })).toBe(true);
    expect(holds('f(4)', {}, { functions })).toBe(false);
    expect(holds('lazy(true)', {}, { functions, docs })).toBe(true);
    expect(docs.reads).toEqual([]);
  });

  it('refuses recursion, wrong arity, unknown functions and calls deeper than 20', () => {
    const chain = Array.from({ length: 22 }, (_, i) => `function f${i}() { return ${i === 21 ? 'true' : `f${i + 1}()`}; }`).join('\n');
    const functions = `function loop(n) { return loop(n); } function one(a) { return a; } ${chain}`;
    expect(holds('loop(1)', {}, { functions })).toBe(false);
    expect(holds('one(true, false)', {}, { functions })).toBe(false);
    expect(holds('nope()', {}, { functions })).toBe(false);
    expect(holds('f2()', {}, { functions })).toBe(true);
    expect(holds('f0()', {}, { functions })).toBe(false);
  });

  it('passes an error argument as a value that || can still absorb', () => {
    expect(holds('either(1 / 0 == 1)', {}, { functions: 'function either(x) { return true || x; }' })).toBe(true);
  });
});

describe('rules limits and document reads', () => {
  const readRules = (n: number): string =>
    rules(`match /t/{id} { allow get: if ${Array.from({ length: n }, (_, i) => `exists(/databases/$(database)/documents/d/${i})`).join(' && ')}; }`);
  const allDocs = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`d/${i}`, doc(`d/${i}`, mapOf({}))]));

  it('allows 10 distinct reads and denies the 11th; identical reads count once', () => {
    expect(decideOn(readRules(10), { method: 'get', path: `${DOCS}/t/x`, documents: documentsOf({ before: allDocs }) }).allowed).toBe(true);
    const denied = decideOn(readRules(11), { method: 'get', path: `${DOCS}/t/x`, documents: documentsOf({ before: allDocs }) });
    expect(denied).toMatchObject({ allowed: false, message: "\nExceeded maximum of 10 document access calls. for 'get' @ L4" });
    const repeated = rules(`match /t/{id} { allow get: if ${Array.from({ length: 15 }, () => 'exists(/databases/(default)/documents/d/1)').join(' && ')}; }`);
    const docs = documentsOf({ before: allDocs });
    expect(decideOn(repeated, { method: 'get', path: `${DOCS}/t/x`, documents: docs }).allowed).toBe(true);
    expect(docs.reads).toEqual(['before:d/1']);
  });

  it('returns the document, null when missing, and errs on paths that name no document', () => {
    const docs = documentsOf({ before: { 'admins/alice': doc('admins/alice', fromJson({ role: 'admin' })) } });
    const functions = '';
    expect(holds("get(/databases/(default)/documents/admins/alice).data.role == 'admin'", {}, { functions, docs })).toBe(true);
    expect(holds("get(/databases/(default)/documents/admins/alice).id == 'alice'", {}, { functions, docs })).toBe(true);
    expect(holds('get(/databases/(default)/documents/admins/bob) == null', {}, { docs })).toBe(true);
    expect(holds('!exists(/databases/(default)/documents/admins/bob)', {}, { docs })).toBe(true);
    expect(holds('get(/databases/(default)/documents/admins/bob).data.role == null', {}, { docs })).toBe(false);
    expect(holds('exists(/databases/(default)/documents/admins)', {}, { docs })).toBe(false);
    expect(holds('exists(/databases/other/documents/admins/alice)', {}, { docs })).toBe(false);
    expect(holds("exists('/databases/(default)/documents/admins/alice')", {}, { docs })).toBe(false);
  });

  it('reads the state after the request with getAfter() and existsAfter()', () => {
    const docs = documentsOf({ after: { 'c/1': doc('c/1', mapOf({ n: str('after') })) } });
    expect(holds("getAfter(/databases/(default)/documents/c/1).data.n == 'after'", {}, { docs })).toBe(true);
    expect(holds('existsAfter(/databases/(default)/documents/c/1) && !exists(/databases/(default)/documents/c/1)', {}, { docs })).toBe(true);
  });

  it('denies a request that evaluates more than 1,000 expressions', () => {
    const sum = Array.from({ length: 600 }, () => '1').join(' + ');
    const decision = decideOn(rules(`match /t/{id} { allow get: if ${sum} > 0; }`), { method: 'get', path: `${DOCS}/t/x` });
    expect(decision).toEqual({ allowed: false, message: "\nExceeded maximum of 1000 expressions to evaluate. for 'get' @ L4", expressions: 1001 });
    const small = Array.from({ length: 400 }, () => '1').join(' + ');
    expect(decideOn(rules(`match /t/{id} { allow get: if ${small} > 0; }`), { method: 'get', path: `${DOCS}/t/x` }).allowed).toBe(true);
  });

  it('says how many expressions a decision took, the statements tried before the one that allows included', () => {
    const get = { method: 'get', path: `${DOCS}/t/x` } as const;
    // `1 + 1 == 3`: the sum, its two operands, the comparison and its right side.
    expect(decideOn(rules('match /t/{id} { allow get: if 1 + 1 == 3; }'), get)).toEqual({ allowed: false, message: "\nfalse for 'get' @ L4", expressions: 5 });
    expect(decideOn(rules('match /t/{id} { allow get: if true; }'), get)).toEqual({ allowed: true, message: '', expressions: 1 });
    expect(decideOn(rules('match /t/{id} { allow get: if 1 + 1 == 3; allow get: if true; }'), get).expressions).toBe(6);
    expect(decideOn(rules('match /t/{id} { allow get: if true; allow get: if 1 + 1 == 3; }'), get).expressions).toBe(1);
    expect(decideOn(rules('match /t/{id} { allow get; }'), get).expressions).toBe(0);
  });
});
