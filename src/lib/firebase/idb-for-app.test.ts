import { readFileSync } from 'node:fs';
import path from 'node:path';

// Tests run from the repository root.
const APP = readFileSync(path.resolve('node_modules/@firebase/app/dist/esm/index.esm.js'), 'utf8');

describe('the openDB that @firebase/app gets instead of the idb package', () => {
  it('is all the SDK imports from idb', () => {
    const imports = [...APP.matchAll(/import \{([^}]*)\} from 'idb'/g)].map(([, names]) => names?.trim());
    expect(imports).toEqual(['openDB']);
  });

  it('covers every call the SDK makes on what openDB gives', () => {
    // The SDK's database code: everything between opening the database and the heartbeat service.
    const start = APP.indexOf('function getDbPromise()');
    const end = APP.indexOf('function computeKey(');
    expect(start).toBeGreaterThan(0);
    const code = APP.slice(start, end);
    const calls = new Set([...code.matchAll(/\b(db|tx|objectStore)\.(\w+)/g)].map(([, target, member]) => `${target}.${member}`));
    expect([...calls].sort()).toEqual(['db.createObjectStore', 'db.transaction', 'objectStore.put', 'tx.done', 'tx.objectStore']);
    expect(code).toMatch(/tx\.objectStore\(STORE_NAME\)\.get\(/);
  });
});
