/**
 * Bundle budgets, run after `vite build`: what the home route downloads (the entry and its
 * static imports, JS and CSS, gzip) must stay under budget, and must not include the Auth
 * or Storage SDKs (DESIGN §1: readers never download them). Also lists every lazy chunk
 * with what it adds on top of the home route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Measured: 137 KiB (React + router 95, Firestore lite + Firebase core 31, the site 11). */
const HOME_BUDGET_KIB = 160;
const NOT_ON_HOME = ['firebase-auth', 'firebase-storage'];

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

const dist = path.resolve(fileURLToPath(new URL('../dist', import.meta.url)));

function readManifest(): Manifest {
  try {
    return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    console.error('No dist/.vite/manifest.json: run `vite build` first.');
    process.exit(1);
  }
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The chunk and everything it imports statically: what loading it downloads. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (files: readonly string[]): number => files.reduce((sum, file) => sum + gzipSize(file), 0);

const manifest = readManifest();
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

const homeKeys = closure(manifest, entryKey);
const homeFiles = filesOf(manifest, homeKeys);
const homeTotal = total(homeFiles);

console.log('Home route (entry + static imports), gzip:');
for (const file of [...homeFiles].sort((a, b) => gzipSize(b) - gzipSize(a))) {
  console.log(`  ${file.padEnd(48)} ${kib(gzipSize(file)).padStart(10)}`);
}
console.log(`  ${'total'.padEnd(48)} ${kib(homeTotal).padStart(10)}   budget ${HOME_BUDGET_KIB} KiB`);

console.log('\nLazy chunks (what each adds to the home route), gzip:');
for (const [key, chunk] of Object.entries(manifest).filter(([, c]) => c.isDynamicEntry)) {
  const extra = filesOf(manifest, [...closure(manifest, key)].filter((k) => !homeKeys.has(k)));
  console.log(`  ${(chunk.src ?? key).padEnd(48)} ${kib(total(extra)).padStart(10)}`);
}

const problems: string[] = [];
if (homeTotal > HOME_BUDGET_KIB * 1024) {
  problems.push(`The home route loads ${kib(homeTotal)}, over its budget of ${HOME_BUDGET_KIB} KiB.`);
}
const forbidden = [...homeKeys].map((key) => manifest[key]?.name).filter((name) => name && NOT_ON_HOME.includes(name));
if (forbidden.length) problems.push(`The home route loads ${forbidden.join(', ')}: those SDKs belong only to the routes that use them.`);

if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nBundle budgets: OK');
