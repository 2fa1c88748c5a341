import { describe, expect, it } from 'vitest';
import { parseRuleset, RulesSyntaxError } from '../src/rules/parser.js';

function errorOf(source: string): { line: number; column: number; description: string } {
  try {
    parseRuleset(source, 'bad.rules');
  } catch (err) {
    if (!(err instanceof RulesSyntaxError)) throw err;
    expect(err.fileName).toBe('bad.rules');
    expect(err.message).toBe(`bad.rules:${err.line}:${err.column}: ${err.description}`);
    return { line: err.line, column: err.column, description: err.description };
  }
  throw new Error('parsed without error');
}

/** A file whose match block holds `body`, starting at line 3 column 1. */
const inMatch = (body: string, version = "rules_version = '2';"): string =>
  `${version}\nservice cloud.firestore { match /databases/{database}/documents {\n${body}\n} }`;

describe('rules parser: syntax errors name the offending token', () => {
  it.each<[string, string, number, number, string]>([
    ['missing service', "rules_version = '2';\n", 2, 1, "mismatched input '<EOF>' expecting {'function', 'service', 'rules_version'}"],
    ['a database rules file', '{\n  "rules": {}\n}', 1, 1, "mismatched input '{' expecting {'function', 'service', 'rules_version'}"],
    ['unknown service', 'service cloud.datastore {}', 1, 9, "Unsupported service 'cloud.datastore'. Expected cloud.firestore or firebase.storage."],
    ['unsupported version', "rules_version = '3';\nservice cloud.firestore {}", 1, 17, "Unsupported rules_version '3'. Expected '1' or '2'."],
    ['version not a string', 'rules_version = 2;', 1, 17, "mismatched input '2' expecting STRING"],
    ['version without semicolon', "rules_version = '2'\nservice cloud.firestore {}", 2, 1, "missing ';' at 'service'"],
    ['version after the service', "service cloud.firestore {}\nrules_version = '2';", 2, 1, "Unexpected 'rules_version'."],
    ['unclosed block', inMatch('allow read;').slice(0, -2), 4, 2, "mismatched input '<EOF>' expecting '}'"],
    ['extra closing brace', `${inMatch('allow read;')}\n}`, 5, 1, "Unexpected '}'."],
    ['second service', 'service cloud.firestore {}\nservice firebase.storage {}', 2, 1, "Unexpected 'service'."],
    ['allow at service level', 'service cloud.firestore {\n  allow read;\n}', 2, 3, "Unexpected 'allow'."],
    ['path without match', inMatch('  /users/{uid} { allow read; }'), 3, 3, "Missing 'match' keyword before path."],
    ['unknown method', inMatch('  allow read, reed: if true;'), 3, 15, "Invalid method 'reed'. Expected one of read, write, get, list, create, update, delete."],
    ['missing if', inMatch('  allow read: true;'), 3, 15, "Missing 'if' before conditional expression."],
    ['missing colon', inMatch('  allow read if true;'), 3, 14, "missing ':' at 'if'"],
    ['missing method separator', inMatch('  allow read write;'), 3, 14, "Unexpected 'write'."],
    ['empty condition', inMatch('  allow read: if ;'), 3, 18, "Unexpected ';'."],
    ['dangling operator', inMatch('  allow read: if a &&\n}'), 4, 1, "Unexpected '}'."],
    ['single equals', inMatch('  allow read: if a = b;'), 3, 20, "Unexpected '='."],
    ['single ampersand', inMatch('  allow read: if a & b;'), 3, 20, "Unexpected '&'."],
    ['dollar outside a path', inMatch('  allow read: if $(a);'), 3, 18, "Unexpected '$'."],
    ['unclosed parenthesis', inMatch('  allow read: if (a || b;'), 3, 25, "mismatched input ';' expecting ')'"],
    ['unclosed list', inMatch('  allow read: if a in [1, 2;'), 3, 28, "mismatched input ';' expecting {',', ']'}"],
    ['map without colon', inMatch("  allow read: if {'a' 1};"), 3, 23, "mismatched input '1' expecting ':'"],
    ['call of a call', inMatch('  allow read: if f()(1);'), 3, 21, "Unexpected '('."],
    ['reserved word as variable', inMatch('  allow read: if let;'), 3, 18, "Unexpected 'let'."],
    ['member without name', inMatch('  allow read: if a.1;'), 3, 20, "mismatched input '1' expecting IDENTIFIER"],
    ['unknown type', inMatch('  allow read: if a is boolean;'), 3, 23, "Unknown type 'boolean'."],
    ['unterminated string', inMatch("  allow read: if a == 'abc;\n"), 3, 23, 'Unterminated string.'],
    ['unterminated raw string', inMatch('  allow read: if a == r"abc'), 3, 23, 'Unterminated string.'],
    ['invalid escape', inMatch("  allow read: if a == 'ab\\qc';"), 3, 26, "Invalid escape sequence '\\q'."],
    ['short hex escape', inMatch("  allow read: if a == '\\x4';"), 3, 24, "Invalid escape sequence '\\x'."],
    ['unterminated comment', inMatch('  /* no end\n allow read;'), 3, 3, 'Unterminated comment.'],
    ['integer out of range', inMatch('  allow read: if a == 9223372036854775808;'), 3, 23, 'Integer literal out of range: 9223372036854775808.'],
    ['double slash in a path, which starts a comment', inMatch('  allow read: if exists(/a//b);'), 4, 1, "mismatched input '}' expecting ')'"],
    ['path ending in a slash', inMatch('  allow read: if exists(/a/);'), 3, 27, "Unexpected '/'."],
    ['text glued to an interpolation', inMatch('  allow read: if exists(/a/$(b)c);'), 3, 32, "Unexpected 'c'."],
    ['unclosed interpolation', inMatch('  allow read: if exists(/a/$(b c);'), 3, 32, "mismatched input 'c' expecting ')'"],
    ['lone slash', inMatch('  allow read: if a == / 2;'), 3, 23, "Unexpected '/'."],
    ['match without slash', inMatch('  match users/{uid} {}'), 3, 9, "mismatched input 'users' expecting '/'"],
    ['match with empty segment', inMatch('  match /users//{uid} {}'), 3, 16, "Forward slash '/' found where identifier or binding expected."],
    ['match ending in a slash', inMatch('  match /users/ {}'), 3, 15, "Missing path segment after '/'."],
    ['match with a bad wildcard', inMatch('  match /users/{uid=***} {}'), 3, 16, 'Invalid wildcard: expected {name}, {name=*} or {name=**}.'],
    ['match with an unclosed wildcard', inMatch('  match /users/{uid {}'), 3, 16, 'Invalid wildcard: expected {name}, {name=*} or {name=**}.'],
    ['match with an interpolation', inMatch('  match /users/$(uid) {}'), 3, 16, "Unexpected '$'."],
    ['match with a dollar wildcard', inMatch('  match /users/a${uid} {}'), 3, 17, "Unexpected '$'."],
    ['match without block', inMatch('  match /users/{uid} allow read;'), 3, 22, "mismatched input 'allow' expecting '{'"],
    ['glob not last in version 1', inMatch('  match /{path=**}/posts/{post} {}', ''), 3, 10, 'Invalid glob match expression. Glob matches are permitted as the last segment in a match declaration path.'],
    ['two globs in version 2', inMatch('  match /{a=**}/x/{b=**} {}'), 3, 19, 'Only one recursive wildcard (**) is permitted in a match declaration path.'],
    ['function without return', inMatch('  function f() { let a = 1; }'), 3, 29, "mismatched input '}' expecting {'let', 'return'}"],
    ['let without semicolon', inMatch('  function f() {\n    let a = 1\n    return a;\n  }'), 5, 5, "missing ';' at 'return'"],
    ['let after return', inMatch('  function f() { return 1; let a = 2; }'), 3, 28, "mismatched input 'let' expecting '}'"],
    ['function named like a keyword', inMatch('  function if() { return 1; }'), 3, 12, "mismatched input 'if' expecting IDENTIFIER"],
    ['duplicate function', inMatch('  function f() { return 1; }\n  function f(x) { return x; }'), 4, 12, "Function 'f' is already defined."],
    ['duplicate function across file and service', 'function f() { return 1; }\nservice cloud.firestore { function f() { return 2; } }', 2, 36, "Function 'f' is already defined."],
    ['duplicate parameter', inMatch('  function f(a, a) { return a; }'), 3, 17, "Duplicate parameter 'a'."],
    ['eleven let bindings', inMatch(`  function f() {\n${Array.from({ length: 11 }, (_, i) => `    let v${i} = ${i};`).join('\n')}\n    return 1;\n  }`), 14, 5, 'A function may have at most 10 let bindings.'],
  ])('%s', (_name, source, line, column, description) => {
    expect(errorOf(source)).toEqual({ line, column, description });
  });

  it('reports nesting beyond ten match levels at the eleventh match', () => {
    const nested = Array.from({ length: 11 }, (_, i) => `${' '.repeat(i)}match /a {`).join('\n');
    expect(errorOf(`service cloud.firestore {\n${nested}\n${'}'.repeat(12)}`)).toEqual({
      line: 12, column: 11, description: 'Nested match depth exceeds the limit of 10.',
    });
  });

  it('reports a match path beyond 100 segments at its first segment', () => {
    const source = `service cloud.firestore {\n match ${'/s'.repeat(60)} {\n  match ${'/t'.repeat(41)} {}\n }\n}`;
    expect(errorOf(source)).toEqual({ line: 3, column: 10, description: 'Match path exceeds the limit of 100 segments.' });
  });

  it('refuses a source larger than 256 KB', () => {
    const source = `service cloud.firestore {}\n//${'x'.repeat(256 * 1024)}`;
    expect(errorOf(source)).toEqual({ line: 1, column: 1, description: 'Ruleset source exceeds the limit of 256 KB.' });
  });

  it('refuses expressions nested too deeply instead of overflowing the stack', () => {
    expect(errorOf(inMatch(`  allow read: if ${'('.repeat(200)}a${')'.repeat(200)};`))).toEqual({
      line: 3, column: 118, description: 'Expression nested too deeply.',
    });
    expect(errorOf(inMatch(`  allow read: if ${'!'.repeat(500)}a;`)).description).toBe('Expression nested too deeply.');
  });

  it('counts columns in code points and tabs as one column', () => {
    expect(errorOf(inMatch("\tallow read: if '😀😀' == &&;"))).toEqual({ line: 3, column: 25, description: "Unexpected '&&'." });
  });
});
