/**
 * Security Rules parser: parseRuleset turns a rules file into a syntax tree (ast.ts) or
 * throws RulesSyntaxError naming file, line and column of the offending token.
 *
 * File level (docs/emulator.md §7.2): `rules_version = '1'|'2';`, functions, one
 * `service cloud.firestore|firebase.storage { … }`.
 */
import type { FunctionDecl, MatchBlock, RulesAst, ServiceName } from './ast.js';
import { BlockParser, type FunctionScope } from './block-parser.js';
import { Lexer } from './lexer.js';
import { RulesSyntaxError } from './syntax-error.js';
import { TokenStream } from './token-stream.js';

export { RulesSyntaxError };

export interface Ruleset {
  readonly service: ServiceName;
  readonly source: string;
  readonly fileName: string;
  readonly ast: RulesAst;
}

/** Google's limit on the size of a ruleset's source (docs/emulator.md §6.5). */
const MAX_SOURCE_BYTES = 256 * 1024;
const SERVICES = new Set<string>(['cloud.firestore', 'firebase.storage'] satisfies ServiceName[]);
const FILE_LEVEL = "{'function', 'service', 'rules_version'}";

export function parseRuleset(source: string, fileName: string): Ruleset {
  if (Buffer.byteLength(source, 'utf8') > MAX_SOURCE_BYTES) {
    throw new RulesSyntaxError(fileName, 1, 1, `Ruleset source exceeds the limit of ${MAX_SOURCE_BYTES / 1024} KB.`);
  }
  const ast = parseFile(new TokenStream(new Lexer(source, fileName)));
  return { service: ast.service, source, fileName, ast };
}

function parseFile(ts: TokenStream): RulesAst {
  let rulesVersion: 1 | 2 = 1;
  const functions: FunctionDecl[] = [];
  const scope: FunctionScope = new Set();
  let service: Omit<RulesAst, 'rulesVersion' | 'functions'> | undefined;
  for (;;) {
    if (ts.tok.kind === 'eof' && service) return { rulesVersion, functions, ...service };
    if (ts.is('rules_version') && !service) {
      rulesVersion = parseVersion(ts);
    } else if (ts.is('function')) {
      functions.push(new BlockParser(ts, rulesVersion).function(scope));
    } else if (ts.is('service') && !service) {
      service = parseService(ts, new BlockParser(ts, rulesVersion), functions, scope);
    } else if (service) {
      ts.unexpected();
    } else {
      ts.mismatched(FILE_LEVEL);
    }
  }
}

function parseVersion(ts: TokenStream): 1 | 2 {
  ts.advance();
  ts.expect('=');
  const version = ts.tok;
  if (version.kind !== 'string') ts.mismatched('STRING');
  if (version.value !== '1' && version.value !== '2') {
    ts.fail(version, `Unsupported rules_version ${version.text}. Expected '1' or '2'.`);
  }
  ts.advance();
  ts.expectSemicolon();
  return version.value === '2' ? 2 : 1;
}

/** `service name { function | match }`; its functions join those of the file level. */
function parseService(
  ts: TokenStream,
  blocks: BlockParser,
  functions: FunctionDecl[],
  scope: FunctionScope,
): Omit<RulesAst, 'rulesVersion' | 'functions'> {
  const keyword = ts.advance();
  const first = ts.identifier();
  let name = first.text;
  while (ts.accept('.')) name += `.${ts.identifier().text}`;
  if (!SERVICES.has(name)) {
    ts.fail(first, `Unsupported service '${name}'. Expected cloud.firestore or firebase.storage.`);
  }
  ts.expect('{');
  const matches: MatchBlock[] = [];
  while (!ts.accept('}')) {
    if (ts.is('function')) functions.push(blocks.function(scope));
    else if (ts.is('match')) matches.push(blocks.match(1, 0));
    else blocks.unexpectedInBlock();
  }
  return { service: name as ServiceName, matches, pos: keyword.pos };
}
