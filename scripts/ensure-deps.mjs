// Runs before `npm start` and `npm test` (plain Node, no dependencies): installs the locked
// dependencies with `npm ci` when node_modules is missing or does not match package-lock.json,
// so a fresh clone needs only the two commands of the README.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function lockedPackages(file) {
  try {
    const { packages = {} } = JSON.parse(readFileSync(file, 'utf8'));
    return packages;
  } catch {
    return undefined;
  }
}

function inSync() {
  const wanted = lockedPackages(`${root}package-lock.json`);
  const installed = lockedPackages(`${root}node_modules/.package-lock.json`);
  if (!wanted || !installed) return false;
  return Object.entries(wanted).every(([name, meta]) => {
    // The root itself, links, and optional (platform-specific) packages need not be present.
    if (name === '' || meta.link || meta.optional || meta.version === undefined) return true;
    return installed[name]?.version === meta.version;
  });
}

if (!inSync()) {
  console.log('Installing dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
