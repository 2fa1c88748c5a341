/**
 * Path literals in expression position (docs/emulator.md §7.1):
 * `/databases/$(database)/documents/users/$(request.auth.uid)`. Segments are raw text read
 * straight from the source (`users`, `(default)`, `a-b.c`) or `$(expr)`; the literal ends
 * at the first character that cannot continue it (space, `)`, `,`, `]`, an operator …).
 */
import type { Expr, PathExpr, PathExprSegment } from './ast.js';
import type { Token } from './lexer.js';
import type { TokenStream } from './token-stream.js';

/** Text of a segment, including parenthesized words such as `(default)`. */
const SEGMENT_TEXT = /[A-Za-z0-9_\-.~%@+]+|\([A-Za-z0-9_\-.~%@+]*\)/y;

export function parsePathLiteral(ts: TokenStream, slash: Token, expression: () => Expr): PathExpr {
  const lexer = ts.lexer;
  const source = lexer.source;
  const segments: PathExprSegment[] = [];
  let at = slash.start;
  // `//` and `/*` start comments, here as anywhere.
  while (source[at] === '/' && !source.startsWith('//', at) && !source.startsWith('/*', at)) {
    const start = at + 1;
    if (source.startsWith('$(', start)) {
      ts.resume(start + 2);
      const expr = expression();
      if (!ts.is(')')) ts.mismatched("')'");
      segments.push({ kind: 'interpolation', pos: lexer.posAt(start), expr });
      at = ts.tok.end;
    } else {
      SEGMENT_TEXT.lastIndex = start;
      let end = start;
      while (SEGMENT_TEXT.exec(source)) end = SEGMENT_TEXT.lastIndex;
      if (end === start) lexer.fail(at, "Unexpected '/'.");
      segments.push({ kind: 'literal', pos: lexer.posAt(start), text: source.slice(start, end) });
      at = end;
    }
  }
  ts.resume(at);
  // `$(a)b` or `$(a).b`: text glued to an interpolation belongs to no segment.
  const next = ts.tok;
  const glued = next.kind === 'punct' ? next.text === '.' : next.kind !== 'eof';
  if (next.start === at && glued) ts.unexpected();
  return { kind: 'path', pos: slash.pos, segments };
}
