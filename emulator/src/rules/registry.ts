/**
 * The rulesets in force, per service and project. A project without its own ruleset uses
 * the default one (the repo's rules file in local use). A ruleset that fails to parse is
 * rejected and the previous one stays in force.
 *
 * The access layers report each decision made with these rulesets back here, so that a
 * test in the same process can see what a request cost (docs/emulator.md §6.7); nothing
 * listens outside tests.
 */
import { parseRuleset, RulesSyntaxError, type Ruleset } from './parser.js';

export type RulesService = Ruleset['service'];

interface RulesIssue {
  readonly sourcePosition: { readonly fileName: string; readonly line: number; readonly column: number };
  readonly description: string;
  readonly severity: 'ERROR' | 'WARNING';
}

export type LoadResult = { readonly ok: true; readonly ruleset: Ruleset } | { readonly ok: false; readonly issues: RulesIssue[] };

function compileRules(service: RulesService, source: string, fileName: string): LoadResult {
  try {
    const ruleset = parseRuleset(source, fileName);
    if (ruleset.service !== service) {
      return { ok: false, issues: [issue(fileName, 1, 1, `Expected service ${service}, found ${ruleset.service}.`)] };
    }
    return { ok: true, ruleset };
  } catch (err) {
    if (err instanceof RulesSyntaxError) {
      return { ok: false, issues: [issue(err.fileName, err.line, err.column, err.description)] };
    }
    throw err;
  }
}

function issue(fileName: string, line: number, column: number, description: string): RulesIssue {
  return { sourcePosition: { fileName, line, column }, description, severity: 'ERROR' };
}

/** One decision of a ruleset: what was asked, the answer, and the expressions it took. */
export interface DecisionReport {
  readonly service: RulesService;
  readonly project: string;
  /** get, list, create, update or delete. */
  readonly method: string;
  /** Firestore: the document's (or a query's collection's) path under the database's documents, 'articles/a1'; Storage: the object's name. */
  readonly path: string;
  readonly allowed: boolean;
  /** Expressions evaluated, against the limit of 1,000 (a query: its costliest way). */
  readonly expressions: number;
}

export type DecisionListener = (report: DecisionReport) => void;

export class RulesRegistry {
  private readonly byProject = new Map<string, Ruleset>();
  private readonly defaults = new Map<RulesService, Ruleset>();
  private readonly listeners = new Set<DecisionListener>();

  /** Compiles and installs a ruleset for one project; on error the previous one stays. */
  load(service: RulesService, project: string, source: string, fileName: string): LoadResult {
    const result = compileRules(service, source, fileName);
    if (result.ok) this.byProject.set(`${service}/${project}`, result.ruleset);
    return result;
  }

  /** Installs the ruleset used by every project that has not loaded its own. */
  setDefault(service: RulesService, ruleset: Ruleset): void {
    this.defaults.set(service, ruleset);
  }

  get(service: RulesService, project: string): Ruleset | undefined {
    return this.byProject.get(`${service}/${project}`) ?? this.defaults.get(service);
  }

  /** Hears every decision from now on; returns the function that stops it. */
  onDecision(listener: DecisionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called by the access layers with each decision they made. */
  reportDecision(report: DecisionReport): void {
    for (const listener of this.listeners) listener(report);
  }
}
