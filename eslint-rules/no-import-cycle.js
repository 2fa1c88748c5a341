// ESLint rule: no import cycle among the repo's own modules, static or dynamic (`import()`
// too: a module loaded later is still a module that depends back on its importer).
// eslint-plugin-import-x's no-cycle reported nothing here, not even a static cycle of two
// files, so the repo checks its own graph: every relative import of every TypeScript file
// under the folders below, read with TypeScript's own pre-processor, and its strongly
// connected components (Tarjan). A file in a cycle is reported with the cycle's files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.emulator-data']);

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names: `./x.js` is `./x.ts` or `./x.tsx`, as the bundler resolves it. */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs|ts|tsx)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every relative import of `file`, static and dynamic (type-only imports included: they are erased, but a cycle of them is still a knot). */
export function importsOf(file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((imported) => resolveRelative(file, imported.fileName)).filter((target) => target !== null);
}

/** The cycles of a graph (file → the files it imports): each strongly connected component of more than one file, or a file importing itself. */
export function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const cache = new Map();

/** The cycles under `root`'s folders, computed once per lint run. */
function cyclesUnder(root, folders) {
  const key = `${root}|${folders.join(',')}`;
  if (!cache.has(key)) {
    const graph = new Map();
    for (const file of folders.flatMap((folder) => filesUnder(path.join(root, folder)))) {
      graph.set(file, importsOf(file, readFileSync(file, 'utf8')));
    }
    const byFile = new Map();
    for (const cycle of cyclesOf(graph)) for (const file of cycle) byFile.set(file, cycle);
    cache.set(key, byFile);
  }
  return cache.get(key);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among the repo\'s modules, static or dynamic.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' }, folders: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{files}}. Move what both need into a module of its own.' },
  },
  create(context) {
    const { root, folders } = context.options[0];
    const cycle = cyclesUnder(root, folders).get(context.physicalFilename);
    if (!cycle) return {};
    return {
      Program(node) {
        context.report({ node, loc: { line: 1, column: 0 }, messageId: 'cycle', data: { files: cycle.map((file) => path.relative(root, file)).join(' ⇄ ') } });
      },
    };
  },
};
