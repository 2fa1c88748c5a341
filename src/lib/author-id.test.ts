import { isAuthorId } from './author-id.js';

describe('an author id', () => {
  it.each(['maya-chen', 'daniel-brooks', 'a', 'analyst-2', '7'])('%s is one', (id) => {
    expect(isAuthorId(id)).toBe(true);
  });

  it.each(['', 'Maya-Chen', 'maya chen', '-maya', 'maya-', 'maya--chen', 'maya_chen', 'maya.chen', 'é', 'a'.repeat(129)])('%j is not', (id) => {
    expect(isAuthorId(id)).toBe(false);
  });

  it('may be 128 characters long', () => {
    expect(isAuthorId('a'.repeat(128))).toBe(true);
  });
});
