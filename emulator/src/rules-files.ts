/**
 * The repo's rules files as the default rulesets: loaded at start (a file that does not
 * compile stops the start, naming file, line and column) and, in local use, reloaded when
 * they change. A change that does not compile is reported and the previous rules stay.
 */
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadResult, RulesRegistry, RulesService } from './rules/registry.js';

function describeIssues(file: string, result: Extract<LoadResult, { ok: false }>): string {
  return result.issues
    .map((issue) => `${file}:${issue.sourcePosition.line}:${issue.sourcePosition.column}: ${issue.description}`)
    .join('\n');
}

async function compileFile(rules: RulesRegistry, service: RulesService, file: string): Promise<LoadResult> {
  return rules.load(service, '*', await readFile(file, 'utf8'), file);
}

export async function loadRulesFile(rules: RulesRegistry, service: RulesService, file: string): Promise<void> {
  const result = await compileFile(rules, service, file);
  if (!result.ok) throw new Error(`Rules file does not compile:\n${describeIssues(file, result)}`);
  rules.setDefault(service, result.ruleset);
}

/** Reloads `file` whenever it changes; returns a function that stops watching. */
export function watchRulesFile(
  rules: RulesRegistry,
  service: RulesService,
  file: string,
  log: (line: string) => void,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const reload = async (): Promise<void> => {
    let result: LoadResult;
    try {
      result = await compileFile(rules, service, file);
    } catch (err) {
      log(`Could not read ${file}: ${(err as Error).message}. Keeping the previous rules.`);
      return;
    }
    if (result.ok) {
      rules.setDefault(service, result.ruleset);
      log(`Reloaded ${path.basename(file)}.`);
    } else {
      log(`${describeIssues(file, result)}\n${path.basename(file)} does not compile: keeping the previous rules.`);
    }
  };
  // Watch the folder, not the file: editors often replace a file rather than write it.
  const watcher: FSWatcher = watch(path.dirname(file), (_event, name) => {
    if (name !== path.basename(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), 50);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
