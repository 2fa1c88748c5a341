// Keeps `npm ci` working where the npm registry mirror lacks some platform-specific
// optional packages (e.g. @tailwindcss/oxide-darwin-arm64): `npm install` then leaves them
// out of package-lock.json, and `npm ci` refuses the lock as out of sync. This adds each
// missing one with the os/cpu/libc its name states, so npm skips it on other platforms and
// installs it normally where it applies. Run it after any `npm install` that changes the lock:
//
//   node scripts/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockFile = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 's390x', 'riscv64', 'wasm32', 'arm'];

/** Platform constraints from a package name like `…-linux-arm-gnueabihf` or `…-win32-x64-msvc`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p.startsWith('gnu')) ? 'glibc' : parts.some((p) => p.startsWith('musl')) ? 'musl' : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform package: leave it to npm
    packages[`node_modules/${dep}`] = { version, ...platform, optional: true };
    added++;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
lock.packages = sorted;
writeFileSync(lockFile, JSON.stringify(lock, null, 2) + '\n');
console.log(added ? `Added ${added} platform packages to package-lock.json.` : 'package-lock.json already lists every platform package.');
