import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MatchBlock, RulesAst } from '../src/rules/ast.js';
import { parseRuleset } from '../src/rules/parser.js';

const parse = (source: string): RulesAst => parseRuleset(source, 'test.rules').ast;

/** Common rule idioms (docs/emulator.md §7.7), written out in full. */
const IDIOMS = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isOwner(uid) { return signedIn() && request.auth.uid == uid; }
    function isAdmin() {
      return signedIn() && get(/databases/$(database)/documents/admins/$(request.auth.uid)).data.role == 'admin';
    }
    match /users/{uid} {
      allow get: if isOwner(uid) || isAdmin();
      allow create: if isOwner(uid)
        && request.resource.data.keys().hasOnly(['name', 'createdAt'])
        && request.resource.data.name is string && request.resource.data.name.size() <= 50
        && request.resource.data.createdAt == request.time;
      allow update: if isOwner(uid)
        && request.resource.data.diff(resource.data).affectedKeys().hasOnly(['name']);
      match /private/{doc=**} { allow read, write: if isOwner(uid); }
    }
    match /posts/{postId} {
      allow list: if request.query.limit <= 50 && resource.data.visibility == 'public';
      allow read: if resource.data.owner == request.auth.uid;
    }
    match /{path=**}/comments/{commentId} { allow read: if signedIn(); }
  }
}
`;

/** A match's pattern written back as text, e.g. `/users/{uid}/{rest=**}`. */
const patternText = (m: MatchBlock): string =>
  m.pattern
    .map((s) => (s.kind === 'literal' ? `/${s.text}` : s.kind === 'wildcard' ? `/{${s.name}}` : `/{${s.name}=**}`))
    .join('');

describe('rules parser: file structure (docs/emulator.md §7.3)', () => {
  it('parses the idioms of docs/emulator.md §7.7 into the expected tree', () => {
    const ast = parse(IDIOMS);
    expect(ast).toMatchObject({ rulesVersion: 2, service: 'cloud.firestore', functions: [], pos: { line: 2, column: 1 } });
    const [root] = ast.matches;
    if (!root) throw new Error('no root match');
    expect(patternText(root)).toBe('/databases/{database}/documents');
    expect(root.functions.map((f) => [f.name, f.params, f.pos])).toEqual([
      ['signedIn', [], { line: 4, column: 5 }],
      ['isOwner', ['uid'], { line: 5, column: 5 }],
      ['isAdmin', [], { line: 6, column: 5 }],
    ]);
    expect(root.matches.map(patternText)).toEqual(['/users/{uid}', '/posts/{postId}', '/{path=**}/comments/{commentId}']);
    const [users, posts] = root.matches;
    expect(users?.allows.map((a) => [a.methods, a.pos.line])).toEqual([[['get'], 10], [['create'], 11], [['update'], 15]]);
    expect(users?.matches.map(patternText)).toEqual(['/private/{doc=**}']);
    expect(users?.matches[0]?.allows[0]?.methods).toEqual(['read', 'write']);
    expect(posts?.allows.map((a) => a.methods)).toEqual([['list'], ['read']]);
    expect(users?.allows[1]?.condition).toMatchObject({ kind: 'binary', op: '&&', pos: { line: 14, column: 9 } });
  });

  it.each([
    ['firestore.rules', 'cloud.firestore'],
    ['storage.rules', 'firebase.storage'],
  ])('parses the repo’s %s', (file, service) => {
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const ruleset = parseRuleset(source, file);
    expect(ruleset).toMatchObject({ service, fileName: file, source, ast: { rulesVersion: 2, service } });
    expect(ruleset.ast.matches.length).toBeGreaterThan(0);
  });

  it('defaults to rules version 1 and reads the version declaration', () => {
    expect(parse('service cloud.firestore {}').rulesVersion).toBe(1);
    expect(parse("rules_version = '1'; service cloud.firestore {}").rulesVersion).toBe(1);
    expect(parse('rules_version = "2";\nservice firebase.storage {}')).toMatchObject({ rulesVersion: 2, service: 'firebase.storage' });
  });

  it('keeps functions of the file level and of the service block together', () => {
    const ast = parse('function a() { return 1; }\nservice cloud.firestore { function b(x, y) { return x; } }\nfunction c() { return 2 }');
    expect(ast.functions.map((f) => [f.name, f.params])).toEqual([['a', []], ['b', ['x', 'y']], ['c', []]]);
  });

  it('keeps let bindings in order, and the return expression', () => {
    const ast = parse(`service cloud.firestore { match /a {
      function f(d) {
        let keys = d.keys();
        let n = keys.size();
        return n > 0 && n <= 10;
      }
    } }`);
    const f = ast.matches[0]?.functions[0];
    expect(f?.lets.map((l) => [l.name, l.value.kind, l.pos])).toEqual([
      ['keys', 'method', { line: 3, column: 9 }],
      ['n', 'method', { line: 4, column: 9 }],
    ]);
    expect(f?.result).toMatchObject({ kind: 'binary', op: '&&' });
  });

  it('accepts ten let bindings', () => {
    const lets = Array.from({ length: 10 }, (_, i) => `let v${i} = ${i};`).join(' ');
    const ast = parse(`service cloud.firestore { function f() { ${lets} return v9; } }`);
    expect(ast.functions[0]?.lets).toHaveLength(10);
  });

  it.each([
    ['allow read;', ['read'], null],
    ['allow read, write', ['read', 'write'], null],
    ['allow get, list, create, update, delete: if true', ['get', 'list', 'create', 'update', 'delete'], 'bool'],
    ['allow write: if a;', ['write'], 'ident'],
  ])('parses `%s`', (statement, methods, conditionKind) => {
    const allow = parse(`service cloud.firestore { match /a { ${statement} } }`).matches[0]?.allows[0];
    expect(allow?.methods).toEqual(methods);
    expect(allow?.condition?.kind ?? null).toBe(conditionKind);
  });

  it('accepts statements without their optional semicolons', () => {
    const ast = parse(`service cloud.firestore { match /a {
      allow read: if a allow write: if b
      function f() { return true }
      match /b { allow read }
    } }`);
    const a = ast.matches[0];
    expect(a?.allows.map((x) => x.methods[0])).toEqual(['read', 'write']);
    expect(a?.functions[0]?.name).toBe('f');
    expect(a?.matches[0]?.allows[0]?.condition).toBeNull();
  });

  it.each([
    ['/databases/{database}/documents', [['literal', 'databases'], ['wildcard', 'database'], ['literal', 'documents']]],
    ['/b/{bucket}/o', [['literal', 'b'], ['wildcard', 'bucket'], ['literal', 'o']]],
    ['/{document=**}', [['recursive', 'document']]],
    ['/users/{uid=*}', [['literal', 'users'], ['wildcard', 'uid']]],
    ['/.some-path/{doc}', [['literal', '.some-path'], ['wildcard', 'doc']]],
    ['/databases/(default)/documents', [['literal', 'databases'], ['literal', '(default)'], ['literal', 'documents']]],
    ['/{path=**}/posts/{post}', [['recursive', 'path'], ['literal', 'posts'], ['wildcard', 'post']]],
  ])('parses the match pattern %s', (pattern, segments) => {
    const m = parse(`rules_version = '2';\nservice cloud.firestore {\n  match ${pattern} {}\n}`).matches[0];
    expect(m?.pattern.map((s) => [s.kind, s.kind === 'literal' ? s.text : s.name])).toEqual(segments);
    expect(m?.pos).toEqual({ line: 3, column: 3 });
    expect(m?.pattern[0]?.pos).toEqual({ line: 3, column: 10 });
  });

  it('accepts a pattern glued to its block and a recursive wildcard last in version 1', () => {
    const m = parse('service firebase.storage { match /b/{bucket}/o{ match /{allPaths=**} { allow read; } } }').matches[0];
    expect(patternText(m!)).toBe('/b/{bucket}/o');
    expect(m?.matches[0] && patternText(m.matches[0])).toBe('/{allPaths=**}');
  });

  it('lets statement keywords name variables', () => {
    const ast = parse('service cloud.firestore { match /services/{service} { allow read: if service == match.allow; } }');
    expect(ast.matches[0]?.allows[0]?.condition).toMatchObject({
      kind: 'binary',
      left: { kind: 'ident', name: 'service' },
      right: { kind: 'member', name: 'allow', object: { kind: 'ident', name: 'match' } },
    });
  });

  it('accepts the version declaration after file-level functions', () => {
    expect(parse("function f() { return 1; }\nrules_version = '2';\nservice cloud.firestore {}").rulesVersion).toBe(2);
  });

  it('parses a whole ruleset written on one line', () => {
    const oneLine = IDIOMS.replace(/\s*\n\s*/g, ' ');
    const ast = parse(oneLine);
    expect(ast.matches[0]?.matches[2]?.pos).toEqual({ line: 1, column: oneLine.indexOf('match /{path=**}') + 1 });
  });

  it('allows the same function name in sibling and nested blocks', () => {
    const ast = parse(`service cloud.firestore {
      function f() { return 1; }
      match /a { function f() { return 2; } match /b { function f() { return 3; } } }
      match /c { function f() { return 4; } }
    }`);
    expect(ast.functions.map((f) => f.name)).toEqual(['f']);
  });

  it('accepts ten nested matches and a hundred path segments', () => {
    const nested = 'match /a { '.repeat(10) + 'allow read;' + ' }'.repeat(10);
    expect(parse(`service cloud.firestore { ${nested} }`).matches).toHaveLength(1);
    const long = '/s'.repeat(100);
    expect(parse(`service cloud.firestore { match ${long} {} }`).matches[0]?.pattern).toHaveLength(100);
  });
});
