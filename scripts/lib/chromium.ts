/**
 * Finds a Chromium for Playwright. Playwright cannot download its browsers here, so we use
 * Playwright's own when present, else Debian's /usr/bin/chromium, installing it with
 * apt-get when we can (root, apt available) and saying what to do when we cannot.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export type ChromiumResult = { ok: true; executablePath: string } | { ok: false; message: string };

function playwrightsOwn(): string | undefined {
  try {
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return playwrightsOwn() ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

export function ensureChromium(): ChromiumResult {
  const found = findChromium();
  if (found) return { ok: true, executablePath: found };
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s chromium with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(DEBIAN_CHROMIUM)) return { ok: true, executablePath: DEBIAN_CHROMIUM };
  }
  return {
    ok: false,
    message: [
      'No Chromium for the end-to-end tests, and it could not be installed automatically.',
      'Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)',
      '  - or Playwright\'s own browser where downloads work: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at any Chromium/Chrome binary.',
    ].join('\n'),
  };
}
