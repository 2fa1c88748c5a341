/**
 * Decoding Write messages: proto3 JSON leniency and strictness, and the checks that follow
 * (names, field paths, verify writes, transform operands, repeated targets).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/shared/errors.js';
import { checkWrite, readWrites } from '../src/firestore/writes/decode-write.js';
import { checkBatchTargets, checkCommitTargets } from '../src/firestore/writes/targets.js';
import type { Write } from '../src/firestore/writes/types.js';

const DB = { project: 'p', database: '(default)' };
const NAME = 'projects/p/databases/(default)/documents';

const decode = (writes: unknown): Write[] => readWrites(writes).map((w) => checkWrite(DB, w));

function errorOf(fn: () => unknown): { status: string; message: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, message: err.message };
    throw err;
  }
  throw new Error('no error');
}

const PAYLOAD = { status: 'INVALID_ARGUMENT', message: "Payload isn't valid for request." };

describe('readWrites', () => {
  it('accepts snake_case names, numbers as strings and strings as numbers', () => {
    const [write] = decode([
      {
        update: { name: `${NAME}/c/d`, fields: { i: { integer_value: 5 }, d: { doubleValue: '1.5' } } },
        current_document: { exists: false },
        update_mask: { field_paths: ['i', 'd'] },
        update_transforms: [{ field_path: 'n', set_to_server_value: 'REQUEST_TIME' }],
      },
    ]);
    expect(write).toMatchObject({
      kind: 'update',
      path: 'c/d',
      mask: [['i'], ['d']],
      transforms: [{ field: ['n'], kind: 'serverTime' }],
      precondition: { exists: false },
    });
    expect(write!.fields!.get('i')).toEqual({ kind: 'integer', value: 5n });
    expect(write!.fields!.get('d')).toEqual({ kind: 'double', value: 1.5 });
  });

  it('reads a standalone transform write with its own and the update transforms', () => {
    const [write] = decode([
      {
        transform: { document: `${NAME}/c/d`, fieldTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }] },
      },
    ]);
    expect(write).toMatchObject({ kind: 'transform', path: 'c/d', transforms: [{ kind: 'increment' }] });
  });

  it.each([
    ['a wrong type', 'x'],
    ['an unknown field', [{ nope: 1 }]],
    ['two operations', [{ delete: `${NAME}/c/d`, verify: `${NAME}/c/d` }]],
    ['both precondition kinds', [{ delete: `${NAME}/c/d`, currentDocument: { exists: true, updateTime: '2020-01-01T00:00:00Z' } }]],
    ['a bad timestamp', [{ delete: `${NAME}/c/d`, currentDocument: { updateTime: 'yesterday' } }]],
    ['an unknown server value', [{ transform: { document: `${NAME}/c/d`, fieldTransforms: [{ fieldPath: 'a', setToServerValue: 'NOW' }] } }]],
    ['the same field twice', [{ delete: `${NAME}/c/d`, current_document: {}, currentDocument: {} }]],
  ])('rejects %s as an invalid payload', (_, writes) => {
    expect(errorOf(() => readWrites(writes))).toEqual(PAYLOAD);
  });
});

describe('checkWrite', () => {
  it.each([
    [[{ update: { name: `${NAME}/c`, fields: {} } }], `Document name "${NAME}/c" lacks "/" at index 42.`],
    [[{ delete: 'x' }], 'Document name "x" lacks "projects" at index 0.'],
    [[{ verify: `${NAME}/c/d` }], 'a verify must contain a precondition'],
    [[{ verify: `${NAME}/c/d`, currentDocument: { exists: true }, updateMask: { fieldPaths: [] } }], 'a verify must not specify a document mask.'],
    [
      [{ verify: `${NAME}/c/d`, currentDocument: { exists: true }, updateTransforms: [{ fieldPath: 'a', increment: { integerValue: '1' } }] }],
      'a verify must not specify a update transform.',
    ],
    [[{ update: { name: `${NAME}/c/d` }, updateTransforms: [{ fieldPath: 'a', maximum: { stringValue: 'x' } }] }], 'Input must be int64 or double.'],
    [
      [{ update: { name: `${NAME}/c/d` }, updateTransforms: [{ fieldPath: 'a', appendMissingElements: { values: [{ arrayValue: {} }] } }] }],
      'Nested arrays are not allowed',
    ],
    [[{ update: { name: `${NAME}/c/d`, fields: { m: { mapValue: { fields: { __k__: { nullValue: null } } } } } } }], "field name '__k__' is reserved."],
    [[{ update: { name: `${NAME}/c/d` }, updateMask: { fieldPaths: ['a-b'] } }], 'Invalid property path "a-b".'],
  ])('rejects %j', (writes, message) => {
    expect(errorOf(() => decode(writes)).message).toContain(message);
  });

  it('accepts quoted field paths and vector maps', () => {
    const [write] = decode([
      {
        update: {
          name: `${NAME}/c/d`,
          fields: {
            v: { mapValue: { fields: { __type__: { stringValue: '__vector__' }, value: { arrayValue: { values: [{ doubleValue: 1 }] } } } } },
          },
        },
        updateMask: { fieldPaths: ['`weird.key`.`with space`', 'v'] },
      },
    ]);
    expect(write!.mask).toEqual([['weird.key', 'with space'], ['v']]);
  });
});

describe('repeated targets', () => {
  const verify = (path: string): Write => ({ kind: 'verify', path, transforms: [], precondition: { exists: true } });
  const remove = (path: string): Write => ({ kind: 'delete', path, transforms: [] });

  it('lets a commit write a document twice but not mix verifies and writes of it', () => {
    expect(() => checkCommitTargets([remove('c/a'), remove('c/a'), verify('c/b')])).not.toThrow();
    expect(() => checkCommitTargets([verify('c/a'), remove('c/a')])).toThrow('the same document cannot be verified and then written in a single request');
    expect(() => checkCommitTargets([remove('c/a'), verify('c/a')])).toThrow('the same document cannot be written and then verified in a single request');
    expect(() => checkCommitTargets([verify('c/a'), verify('c/a')])).toThrow('the same document cannot be verified more than once in a single request');
  });

  it('lets a batchWrite touch each document once', () => {
    expect(() => checkBatchTargets([remove('c/a'), remove('c/b')])).not.toThrow();
    expect(() => checkBatchTargets([remove('c/a'), verify('c/a')])).toThrow('the same document cannot be written more than once in a single request');
  });
});
