/**
 * The lint's import-cycle rule (eslint-rules/no-import-cycle.js): it finds a cycle through
 * a dynamic import as well as a static one, and nothing in a graph without one.
 */
import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf } from '../../eslint-rules/no-import-cycle.js';

describe('the import-cycle rule of the lint', () => {
  it('reads static, dynamic and type imports, and only relative ones', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      "export * from './c.js';",
      "const d = () => import('./d.js');",
      "import { useState } from 'react';",
    ].join('\n');
    const found = importsOf(new URL('../../src/features/articles/api/get-article.ts', import.meta.url).pathname, text.replace(/\.\/(a|b|c|d)\.js/g, './get-article-by-id.js'));
    expect(found).toHaveLength(4);
  });

  it('finds a cycle of any length, and none where there is none', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(cyclesOf(graph({ a: ['b'], b: ['a'], c: ['a'] }))).toEqual([['a', 'b']]);
    expect(cyclesOf(graph({ a: ['b'], b: ['c'], c: ['a'], d: [] }))).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf(graph({ a: ['a'] }))).toEqual([['a']]);
    expect(cyclesOf(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});
