import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseIndexConfig } from '../src/firestore/query/index-config.js';
import { loadIndexChecker } from '../src/firestore/query/load-indexes.js';
import { parseStructuredQuery } from '../src/firestore/query/parse.js';

const DB = { project: 'demo-index-config', database: '(default)' };

const orderedByDate = parseStructuredQuery(
  {
    from: [{ collectionId: 'articles' }],
    where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'published' } } },
    orderBy: [{ field: { fieldPath: 'publishedAt' }, direction: 'DESCENDING' }],
  },
  '',
);

describe('firestore.indexes.json parsing', () => {
  it('reads composite indexes, array configs, quoted paths and overrides', () => {
    const config = parseIndexConfig({
      indexes: [
        {
          collectionGroup: 'articles',
          queryScope: 'COLLECTION_GROUP',
          fields: [
            { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
            { fieldPath: '`a b`.c', order: 'DESCENDING' },
          ],
        },
      ],
      fieldOverrides: [{ collectionGroup: 'likes', fieldPath: 'uid', ttl: false, indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }] }],
    });
    expect(config.indexes).toEqual([
      {
        collectionGroup: 'articles',
        queryScope: 'COLLECTION_GROUP',
        fields: [
          { field: ['tags'], mode: 'CONTAINS' },
          { field: ['a b', 'c'], mode: 'DESCENDING' },
        ],
      },
    ]);
    expect(config.fieldOverrides).toEqual([
      { collectionGroup: 'likes', field: ['uid'], indexes: [{ mode: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }] },
    ]);
  });

  it('reads the legacy format (collectionId, mode) and defaults the scope to COLLECTION', () => {
    const config = parseIndexConfig({
      indexes: [{ collectionId: 'articles', fields: [{ fieldPath: 'a', mode: 'ASCENDING' }, { fieldPath: 't', mode: 'ARRAY_CONTAINS' }] }],
    });
    expect(config.indexes[0]).toEqual({
      collectionGroup: 'articles',
      queryScope: 'COLLECTION',
      fields: [{ field: ['a'], mode: 'ASCENDING' }, { field: ['t'], mode: 'CONTAINS' }],
    });
  });

  it('leaves vector indexes out', () => {
    const config = parseIndexConfig({
      indexes: [{ collectionGroup: 'docs', fields: [{ fieldPath: 'embedding', vectorConfig: { dimension: 3, flat: {} } }] }],
    });
    expect(config.indexes).toEqual([]);
  });

  it.each([
    [[], /expected an object/],
    [{ indexes: {} }, /indexes: expected a list/],
    [{ indexes: [{ fields: [{ fieldPath: 'a', order: 'ASCENDING' }] }] }, /indexes\[0\]\.collectionGroup/],
    [{ indexes: [{ collectionGroup: 'c', fields: [{ fieldPath: 'a', order: 'UP' }] }] }, /indexes\[0\]\.fields\[0\]: expected order/],
    [{ indexes: [{ collectionGroup: 'c', fields: [{ fieldPath: 'a..b', order: 'ASCENDING' }] }] }, /invalid fieldPath "a\.\.b"/],
    [{ indexes: [{ collectionGroup: 'c', queryScope: 'DATABASE', fields: [{ fieldPath: 'a', order: 'ASCENDING' }] }] }, /unknown queryScope/],
    [{ indexes: [{ collectionGroup: 'c', fields: [] }] }, /an index needs fields/],
  ])('rejects a malformed file: %j', (json, message) => {
    expect(() => parseIndexConfig(json)).toThrow(message);
  });
});

describe('loadIndexChecker', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'indexes-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks queries against the indexes of the file', () => {
    const file = path.join(dir, 'with-index.json');
    writeFileSync(
      file,
      JSON.stringify({
        indexes: [
          {
            collectionGroup: 'articles',
            queryScope: 'COLLECTION',
            fields: [{ fieldPath: 'status', order: 'ASCENDING' }, { fieldPath: 'publishedAt', order: 'DESCENDING' }],
          },
        ],
      }),
    );
    expect(() => loadIndexChecker(file).check(DB, orderedByDate)).not.toThrow();
    const empty = path.join(dir, 'empty.json');
    writeFileSync(empty, JSON.stringify({ indexes: [], fieldOverrides: [] }));
    expect(() => loadIndexChecker(empty).check(DB, orderedByDate)).toThrow(/^The query requires an index\./);
  });

  it('fails loudly on a missing or unreadable file', () => {
    expect(() => loadIndexChecker(path.join(dir, 'nope.json'))).toThrow(/Cannot read the indexes file/);
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{"indexes": [');
    expect(() => loadIndexChecker(broken)).toThrow(/Cannot read the indexes file/);
  });

  it("loads the repository's own firestore.indexes.json", () => {
    expect(() => loadIndexChecker(fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)))).not.toThrow();
  });
});
