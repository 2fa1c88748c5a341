import type { Rule } from 'eslint';

/** Every relative import of `file` (static, dynamic and type-only), as the files they name. */
export function importsOf(file: string, text: string): string[];
/** The cycles of a graph (file → the files it imports), each as its sorted files. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][];
declare const rule: Rule.RuleModule;
export default rule;
