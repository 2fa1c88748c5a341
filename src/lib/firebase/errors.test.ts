import { errorCode, isPermissionDenied } from './errors.js';

describe('Firebase errors by their code', () => {
  it('reads the code of anything that has one as text, and nothing else', () => {
    expect(errorCode({ code: 'auth/wrong-password' })).toBe('auth/wrong-password');
    expect(errorCode(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }))).toBe('permission-denied');
    for (const other of [null, undefined, 'permission-denied', new Error('no code'), { code: 403 }]) expect(errorCode(other)).toBeUndefined();
  });

  it('tells a refusal of the rules from other failures', () => {
    expect(isPermissionDenied({ code: 'permission-denied' })).toBe(true);
    expect(isPermissionDenied({ code: 'unavailable' })).toBe(false);
    expect(isPermissionDenied(new Error('permission-denied'))).toBe(false);
  });
});
