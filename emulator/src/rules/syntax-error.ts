/**
 * A ruleset that does not compile: the file, the 1-based line and column of the offending
 * token, and a short description in the words Google's compiler uses where we know them.
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
