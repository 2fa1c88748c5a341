import { describe, expect, it } from 'vitest';
import type { Expr } from '../src/rules/ast.js';
import { parseRuleset } from '../src/rules/parser.js';

/** The condition of a one-rule file; the expression starts at line 2, column 1. */
function parseExpr(source: string): Expr {
  const ast = parseRuleset(`service cloud.firestore { match /a { allow read: if\n${source}\n; } }`, 'test.rules').ast;
  const condition = ast.matches[0]?.allows[0]?.condition;
  if (!condition) throw new Error('no condition');
  return condition;
}

/** An S-expression: the tree shape without positions, to compare precedence at a glance. */
function show(e: Expr): string {
  const all = (es: readonly Expr[]): string => es.map((x) => ` ${show(x)}`).join('');
  switch (e.kind) {
    case 'null': return 'null';
    case 'bool': return String(e.value);
    case 'int': return `${e.value}`;
    case 'float': return `${e.value}f`;
    case 'string': return JSON.stringify(e.value);
    case 'bytes': return `b[${[...e.value].join(',')}]`;
    case 'list': return `[${all(e.items)} ]`;
    case 'map': return `{${e.entries.map((en) => ` ${show(en.key)}:${show(en.value)}`).join('')} }`;
    case 'path': return `(path${e.segments.map((s) => (s.kind === 'literal' ? ` ${s.text}` : ` $${show(s.expr)}`)).join('')})`;
    case 'ident': return e.name;
    case 'member': return `(. ${show(e.object)} ${e.name})`;
    case 'index': return `([] ${show(e.object)} ${show(e.index)})`;
    case 'slice': return `([:] ${show(e.object)} ${show(e.start)} ${show(e.end)})`;
    case 'call': return `(${e.name}()${all(e.args)})`;
    case 'method': return `(.${e.name}() ${show(e.object)}${all(e.args)})`;
    case 'unary': return `(${e.op} ${show(e.operand)})`;
    case 'binary': return `(${e.op} ${show(e.left)} ${show(e.right)})`;
    case 'is': return `(is ${show(e.operand)} ${e.type})`;
    case 'ternary': return `(? ${show(e.test)} ${show(e.consequent)} ${show(e.alternate)})`;
  }
}

describe('rules expressions: precedence and associativity (docs/emulator.md §7.2)', () => {
  it.each([
    ['a || b && c', '(|| a (&& b c))'],
    ['a && b || c', '(|| (&& a b) c)'],
    ['a || b || c', '(|| (|| a b) c)'],
    ['a && b && c', '(&& (&& a b) c)'],
    ['a == b && c != d', '(&& (== a b) (!= c d))'],
    ['a == b == c', '(== (== a b) c)'],
    ['!a.b()', '(! (.b() a))'],
    ['-x.y', '(- (. x y))'],
    ['!!a', '(! (! a))'],
    ['- -1', '(- (- 1))'],
    ['-a * b', '(* (- a) b)'],
    ['!a && b', '(&& (! a) b)'],
    ['a in b == c', '(== (in a b) c)'],
    ['x is int == true', '(== (is x int) true)'],
    ['a == b is bool', '(== a (is b bool))'],
    ['a in b is bool', '(is (in a b) bool)'],
    ['x is int is bool', '(is (is x int) bool)'],
    ['a < b in c', '(in (< a b) c)'],
    ['a in b in c', '(in (in a b) c)'],
    ['a + b < c * d', '(< (+ a b) (* c d))'],
    ['a <= b >= c', '(>= (<= a b) c)'],
    ['a - b - c', '(- (- a b) c)'],
    ['a - b + c', '(+ (- a b) c)'],
    ['a / b % c * d', '(* (% (/ a b) c) d)'],
    ['a + b * c', '(+ a (* b c))'],
    ['(a + b) * c', '(* (+ a b) c)'],
    ['(a || b) && c', '(&& (|| a b) c)'],
    ['a ? b : c', '(? a b c)'],
    ['a ? b : c ? d : e', '(? a b (? c d e))'],
    ['a ? b ? c : d : e', '(? a (? b c d) e)'],
    ['a || b ? c : d', '(? (|| a b) c d)'],
    ['a ? b || c : d && e', '(? a (|| b c) (&& d e))'],
    ['(a ? b : c) ? d : e', '(? (? a b c) d e)'],
    ['a[0].b[1:2]', '([:] (. ([] a 0) b) 1 2)'],
    ['a.b.c', '(. (. a b) c)'],
    ["m['k'].x", '(. ([] m "k") x)'],
    ['f(a, b).c(d)', '(.c() (f() a b) d)'],
    ['f()', '(f())'],
    ['math.abs(-1)', '(.abs() math (- 1))'],
    ['-a[0]', '(- ([] a 0))'],
    ['!a in b', '(in (! a) b)'],
    ['a.size() <= 50 && a is string', '(&& (<= (.size() a) 50) (is a string))'],
    ['a.b.diff(c.d).affectedKeys().hasOnly([\'x\'])', '(.hasOnly() (.affectedKeys() (.diff() (. a b) (. c d))) [ "x" ])'],
  ])('%s', (source, expected) => {
    expect(show(parseExpr(source))).toBe(expected);
  });
});

describe('rules expressions: literals, lists, maps and paths', () => {
  it.each([
    ['true', 'true'],
    ['false', 'false'],
    ['null', 'null'],
    ['[]', '[ ]'],
    ['[1, 2.5, "s",]', '[ 1 2.5f "s" ]'],
    ['{}', '{ }'],
    ["{'a': 1, 'b': [x]}", '{ "a":1 "b":[ x ] }'],
    ["{'a': {'b': null},}", '{ "a":{ "b":null } }'],
    ['10 / 2', '(/ 10 2)'],
    ['a/b', '(/ a b)'],
    ['/databases/$(database)/documents/users/$(request.auth.uid)', '(path databases $database documents users $(. (. request auth) uid))'],
    ['/databases/(default)/documents/a-b/c.d_e~f', '(path databases (default) documents a-b c.d_e~f)'],
    ["get(/databases/$(database)/documents/admins/$(request.auth.uid)).data.role == 'admin'",
      '(== (. (. (get() (path databases $database documents admins $(. (. request auth) uid))) data) role) "admin")'],
    ['exists(/a/$(xs()[0])/b)', '(exists() (path a $([] (xs()) 0) b))'],
    ['exists(/a/$( f(x, y) ))', '(exists() (path a $(f() x y)))'],
    ['firestore.get(/databases/(default)/documents/users/$(request.auth.uid)).data.admin',
      '(. (. (.get() firestore (path databases (default) documents users $(. (. request auth) uid))) data) admin)'],
    ['x == /a/b && y', '(&& (== x (path a b)) y)'],
    ['[/a/b, /c]', '[ (path a b) (path c) ]'],
    ['c ? /a : /b/c', '(? c (path a) (path b c))'],
    ['/a/$(b)/c // trailing comment', '(path a $b c)'],
    ['path("/a/" + x)', '(path() (+ "/a/" x))'],
  ])('%s', (source, expected) => {
    expect(show(parseExpr(source))).toBe(expected);
  });

  it('reads integers, floats and their limits', () => {
    expect(parseExpr('42')).toMatchObject({ kind: 'int', value: 42n });
    expect(parseExpr('0x1F')).toMatchObject({ kind: 'int', value: 31n });
    expect(parseExpr('9223372036854775807')).toMatchObject({ kind: 'int', value: 9223372036854775807n });
    expect(parseExpr('1.5')).toMatchObject({ kind: 'float', value: 1.5 });
    expect(parseExpr('2.0')).toMatchObject({ kind: 'float', value: 2 });
    expect(parseExpr('1e3')).toMatchObject({ kind: 'float', value: 1000 });
    expect(parseExpr('2.5E-3')).toMatchObject({ kind: 'float', value: 0.0025 });
  });

  it.each([
    [String.raw`'a\nb\tc'`, 'a\nb\tc'],
    [String.raw`"it's"`, "it's"],
    [String.raw`'say \"hi\" \'x\''`, `say "hi" 'x'`],
    [String.raw`'back\\slash'`, 'back\\slash'],
    [String.raw`'\u00e9\U0001F600'`, 'é😀'],
    [String.raw`'\x41\101'`, 'AA'],
    [String.raw`'\a\b\f\r\v\?\`'`, '\x07\b\f\r\v?`'],
    [String.raw`r'a\nb'`, 'a\\nb'],
    [String.raw`R"\d+"`, '\\d+'],
    ["'''one\ntwo'''", 'one\ntwo'],
    ['"""a "quoted" b"""', 'a "quoted" b'],
    ["'é😀'", 'é😀'],
    ["''", ''],
  ])('string %s', (source, value) => {
    expect(parseExpr(source)).toEqual({ kind: 'string', value, pos: { line: 2, column: 1 } });
  });

  it.each([
    [String.raw`b'\x00\xFF'`, [0, 255]],
    [String.raw`b'\000\377'`, [0, 255]],
    ["b'é'", [0xc3, 0xa9]],
    [String.raw`B"a\n"`, [0x61, 0x0a]],
    [String.raw`b'\u00e9'`, [0xc3, 0xa9]],
  ])('bytes %s', (source, bytes) => {
    expect(parseExpr(source)).toEqual({ kind: 'bytes', value: Uint8Array.from(bytes), pos: { line: 2, column: 1 } });
  });

  it('skips comments anywhere between tokens', () => {
    expect(show(parseExpr('a /* and */ && // then\n /* b */ b'))).toBe('(&& a b)');
  });
});

describe('rules expressions: source positions', () => {
  it('puts each node at the token that names it', () => {
    const e = parseExpr("a.b(c) || !x[1] && y is int ? f(z) : /p/$(q)");
    expect(e).toMatchObject({
      kind: 'ternary',
      pos: { line: 2, column: 29 },
      test: {
        kind: 'binary', op: '||', pos: { line: 2, column: 8 },
        left: { kind: 'method', name: 'b', pos: { line: 2, column: 3 }, object: { kind: 'ident', pos: { line: 2, column: 1 } } },
        right: {
          kind: 'binary', op: '&&', pos: { line: 2, column: 17 },
          left: { kind: 'unary', op: '!', pos: { line: 2, column: 11 }, operand: { kind: 'index', pos: { line: 2, column: 13 } } },
          right: { kind: 'is', pos: { line: 2, column: 22 }, operand: { kind: 'ident', name: 'y', pos: { line: 2, column: 20 } } },
        },
      },
      consequent: { kind: 'call', name: 'f', pos: { line: 2, column: 31 } },
      alternate: {
        kind: 'path', pos: { line: 2, column: 38 },
        segments: [
          { kind: 'literal', text: 'p', pos: { line: 2, column: 39 } },
          { kind: 'interpolation', pos: { line: 2, column: 41 }, expr: { kind: 'ident', name: 'q', pos: { line: 2, column: 43 } } },
        ],
      },
    });
  });

  it('counts lines across multi-line expressions and columns in code points', () => {
    const e = parseExpr("'😀😀' ==\n  x");
    expect(e).toMatchObject({ pos: { line: 2, column: 6 }, right: { pos: { line: 3, column: 3 } } });
  });
});
