/**
 * Security Rules parser (placeholder until the full parser lands): parseRuleset turns a
 * rules file into an AST or throws RulesSyntaxError naming file, line and column.
 */
export class RulesSyntaxError extends Error {
  constructor(
    readonly fileName: string,
    readonly line: number,
    readonly column: number,
    readonly description: string,
  ) {
    super(`${fileName}:${line}:${column}: ${description}`);
    this.name = 'RulesSyntaxError';
  }
}

export interface Ruleset {
  readonly service: 'cloud.firestore' | 'firebase.storage';
  readonly source: string;
  readonly fileName: string;
}

export function parseRuleset(source: string, fileName: string): Ruleset {
  const m = /service\s+(cloud\.firestore|firebase\.storage)/.exec(source);
  if (!m) throw new RulesSyntaxError(fileName, 1, 1, "Expected 'service'.");
  return { service: m[1] as Ruleset['service'], source, fileName };
}
