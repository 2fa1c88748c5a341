/**
 * `npm run deploy`: builds the site for the real Firebase project of .env.production.local
 * (or VITE_FIREBASE_* in the environment) and deploys it together with what it relies on:
 * Hosting, Firestore rules and indexes, Storage rules, to that same project. Refuses, with
 * the reasons and exit code 1 and before building or deploying anything, when the config is
 * missing, incomplete or names a demo- project.
 *
 *   --dry-run        every check and the build, then stop: nothing is deployed
 *   --out-dir DIR    (with --dry-run) build into DIR instead of firebase.json's hosting.public
 *
 * See docs/deploying.md.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import { deployBuildProblems, deployConfigProblems } from './lib/build-target.js';
import { resolveFeedRedirects } from './lib/feed-redirects.js';
import { firebaseCliPath } from './lib/firebase-tools-internals.js';
import { prerenderSite } from './lib/prerender.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Everything the site needs deployed with it, so rules and indexes never lag behind the code. */
const ONLY = 'hosting,firestore:rules,firestore:indexes,storage';

function refuse(problems: readonly string[], hint?: string): never {
  console.error(['Refusing to deploy; nothing was built or deployed:', ...problems.map((problem) => `  - ${problem}`)].join('\n'));
  if (hint) console.error(`\n${hint}`);
  process.exit(1);
}

const { values: flags } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'out-dir': { type: 'string' },
  },
});
const dryRun = flags['dry-run'];
if (flags['out-dir'] && !dryRun) refuse(['--out-dir is for dry runs: firebase deploy uploads firebase.json\'s hosting.public.']);

// 1. The project: the same variables, read the same way, as the build will use.
const env = loadEnv('production', root, 'VITE_');
const configProblems = deployConfigProblems(env);
if (configProblems.length > 0) {
  refuse(
    configProblems,
    'Put the web app config of your Firebase project (console: Project settings > Your apps) in\n'
      + '.env.production.local as VITE_FIREBASE_API_KEY=…, VITE_FIREBASE_AUTH_DOMAIN=…, VITE_FIREBASE_PROJECT_ID=…,\n'
      + 'VITE_FIREBASE_STORAGE_BUCKET=…, VITE_FIREBASE_MESSAGING_SENDER_ID=…, VITE_FIREBASE_APP_ID=… (see docs/deploying.md).',
  );
}
const projectId = String(env.VITE_FIREBASE_PROJECT_ID).trim();

// 2. What firebase deploy will upload besides the site.
interface FirebaseJson {
  hosting?: { public?: string; redirects?: unknown };
  firestore?: { rules?: string; indexes?: string };
  storage?: { rules?: string };
}
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as FirebaseJson;
const parts: [string, string | undefined][] = [
  ['hosting.public', firebaseJson.hosting?.public],
  ['firestore.rules', firebaseJson.firestore?.rules],
  ['firestore.indexes', firebaseJson.firestore?.indexes],
  ['storage.rules', firebaseJson.storage?.rules],
];
const missing = parts.filter(([, file]) => !file).map(([key]) => `firebase.json has no ${key}.`);
const absent = parts.slice(1).filter(([, file]) => file && !existsSync(path.join(root, file))).map(([key, file]) => `${key} names ${file}, which does not exist.`);
if (missing.length + absent.length > 0) refuse([...missing, ...absent]);

// 3. The build, for that project.
const outDir = path.resolve(root, flags['out-dir'] ?? firebaseJson.hosting!.public!);
console.log(`Building the site for the Firebase project ${projectId}…`);
await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });

// 4. The build is what was asked for (a stale or emulator build in dist/ is never uploaded).
const buildProblems = deployBuildProblems(outDir, projectId);
if (buildProblems.length > 0) refuse(buildProblems);

// 5. The reader pages, rendered from the project's published articles as a guest reads them
// (scripts/lib/prerender.ts); from an emulator's instead when FIRESTORE_EMULATOR_HOST names one.
const emulator = process.env.FIRESTORE_EMULATOR_HOST?.trim() || undefined;
console.log(`Rendering the published articles of ${emulator ? `the Firestore emulator at ${emulator}` : projectId}…`);
try {
  const rendered = await prerenderSite({ root, outDir, mode: 'production', firestoreEmulator: emulator });
  console.log(`Rendered ${rendered.pages} pages, ${rendered.articles} of them articles.`);
} catch (error) {
  console.error(`The published articles could not be read, so the site's pages were not rendered: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Nothing was deployed. Check the network and the project\'s Firestore, then run npm run deploy again.');
  process.exit(1);
}

// firebase.json with the feeds' redirects pointed at this project's bucket (see
// scripts/lib/feed-redirects.ts), beside it so that its relative paths still hold.
const bucket = String(env.VITE_FIREBASE_STORAGE_BUCKET).trim();
const deployConfig = path.join(root, '.firebase.deploy.json');
const command = ['deploy', '--project', projectId, '--only', ONLY, '--config', path.basename(deployConfig)];
if (dryRun) {
  console.log(`\nDry run: every check passed and the site is built in ${path.relative(root, outDir) || outDir}/.`);
  console.log(`Nothing was deployed. Without --dry-run this runs: firebase ${command.join(' ')}`);
  process.exit(0);
}

// 6. Deploy. firebase-tools asks for a login (npx firebase login) when it has none, and
// asks before deleting indexes that exist in the project but not in firestore.indexes.json.
writeFileSync(deployConfig, `${JSON.stringify({ ...firebaseJson, hosting: resolveFeedRedirects(firebaseJson.hosting!, bucket) }, null, 2)}\n`);
console.log(`\nDeploying to ${projectId}: firebase ${command.join(' ')}`);
const child = spawn(process.execPath, [firebaseCliPath(), ...command], { cwd: root, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
