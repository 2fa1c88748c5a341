/**
 * The Hosting predeploy hook of firebase.json: firebase deploy runs it before uploading
 * anything, with RESOURCE_DIR (the folder it will upload) and GCLOUD_PROJECT (the project
 * it deploys to). It refuses a folder that was built for the local emulators, for another
 * project, or not by this repo's build, so that a `firebase deploy` typed by hand after
 * `npm run preview` or a test build cannot publish a site that talks to 127.0.0.1.
 * npm run deploy checks the same before it calls firebase deploy.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployBuildProblems } from './lib/build-target.js';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = process.env.RESOURCE_DIR ?? path.join(root, 'dist');
const projectId = process.env.GCLOUD_PROJECT;

const problems = projectId ? deployBuildProblems(outDir, projectId) : ['GCLOUD_PROJECT is not set: run this through firebase deploy.'];
if (problems.length > 0) {
  console.error(['The site in this folder must not be deployed:', ...problems.map((problem) => `  - ${problem}`)].join('\n'));
  console.error('Deploy with npm run deploy, which builds the site for the project of .env.production.local first.');
  process.exit(1);
}
console.log(`${path.relative(root, outDir) || outDir}/ was built for ${projectId}.`);
