import type { Rollup } from 'vite';

/**
 * The files the browser needs for these modules of src (each started by a dynamic import)
 * beyond what the entry already brings: each module's own chunk and every chunk it imports
 * statically, as addresses (/assets/…).
 */
export function chunksBeyondEntry(bundle: Rollup.OutputBundle | undefined, moduleIds: readonly string[]): string[] {
  const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry)?.fileName;
  if (!entry) throw new Error('The build has no entry chunk.');
  const chunkOf = (moduleId: string): string => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\\/g, '/').endsWith(moduleId));
    if (!chunk) throw new Error(`${moduleId} has no chunk of its own in the build.`);
    return chunk.fileName;
  };
  const closure = (start: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const next of byName.get(name)?.imports ?? []) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const loaded = closure([entry]);
  return [...closure(moduleIds.map(chunkOf))].filter((name) => !loaded.has(name)).map((name) => `/${name}`);
}
