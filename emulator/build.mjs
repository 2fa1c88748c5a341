// Bundles the emulator into emulator/dist (one file per entry point) for fast cold starts.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
await build({
  entryPoints: { cli: `${here}src/cli.ts`, index: `${here}src/index.ts` },
  outdir: `${here}dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
