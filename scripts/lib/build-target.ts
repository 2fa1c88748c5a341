/**
 * What a production build talks to, and the checks that keep a site built for the local
 * emulators, or for half a config, from being deployed. Used by vite/plugins/build-target.ts (a
 * production build without a real project fails), `npm run deploy`, and the Hosting
 * predeploy hook in firebase.json (scripts/check-deploy-build.ts), which also guards a
 * `firebase deploy` typed by hand. See docs/deploying.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_KEYS, resolveFirebaseSetup, type FirebaseEnv } from '../../src/config/firebase-setup.js';

/** `vite build --mode emulators`: a production build that talks to the local emulators. */
export const EMULATOR_BUILD_MODE = 'emulators';

/** Written into the build's folder; dot files are not uploaded (firebase.json hosting.ignore). */
export const BUILD_TARGET_FILE = '.build-target.json';

/** The document Hosting serves for a reader address that has no built page (firebase.json's rewrites): index.html as Vite wrote it. */
export const SHELL_DOCUMENT = 'shell.html';

export interface BuildTarget {
  readonly projectId: string;
  /** true: the site talks to the local emulators. */
  readonly emulators: boolean;
}

// Firebase's rule for project ids: 6 to 30 lowercase letters, digits and hyphens, starting
// with a letter and not ending with a hyphen.
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
// Copied from an example rather than from the console.
const PLACEHOLDER = /[…<>\s]|\.\.\./;

/** Why `env` (VITE_* variables) cannot be deployed; empty when it can. */
export function deployConfigProblems(env: FirebaseEnv): string[] {
  const text = (key: string): string => {
    const value = env[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const given = PROJECT_KEYS.filter((key) => text(key) !== '');
  if (given.length === 0) {
    return [`No Firebase project is configured: ${PROJECT_KEYS.join(', ')} are not set, so the site would talk to the local emulators (127.0.0.1).`];
  }
  const problems: string[] = [];
  try {
    resolveFirebaseSetup(env);
  } catch (err) {
    // Names the missing variables.
    problems.push((err as Error).message);
  }
  for (const key of given) {
    if (PLACEHOLDER.test(text(key))) problems.push(`${key} looks like a placeholder ("${text(key)}"), not a value from the Firebase console.`);
  }
  const projectId = text('VITE_FIREBASE_PROJECT_ID');
  if (projectId.startsWith('demo-')) {
    problems.push(`VITE_FIREBASE_PROJECT_ID is "${projectId}": a demo- project exists only in the emulators and cannot be deployed to.`);
  } else if (projectId && !PROJECT_ID.test(projectId)) {
    problems.push(`VITE_FIREBASE_PROJECT_ID "${projectId}" is not a Firebase project id (6 to 30 lowercase letters, digits and hyphens).`);
  }
  return problems;
}

/** The build target of the site built into `outDir`, or undefined if it has none. */
function readBuildTarget(outDir: string): BuildTarget | undefined {
  try {
    const target = JSON.parse(readFileSync(path.join(outDir, BUILD_TARGET_FILE), 'utf8')) as Partial<BuildTarget>;
    if (typeof target.projectId !== 'string' || typeof target.emulators !== 'boolean') return undefined;
    return { projectId: target.projectId, emulators: target.emulators };
  } catch {
    return undefined;
  }
}

/** Why the site built into `outDir` must not be deployed to `projectId`; empty when it may. */
export function deployBuildProblems(outDir: string, projectId: string): string[] {
  const target = readBuildTarget(outDir);
  if (!target) return [`${outDir} holds no build of this site (no ${BUILD_TARGET_FILE}): build it with npm run deploy.`];
  if (target.emulators) return [`${outDir} was built for the local emulators (project ${target.projectId}), not for a real project.`];
  if (target.projectId !== projectId) return [`${outDir} was built for the project ${target.projectId}, not for ${projectId}.`];
  return [];
}
