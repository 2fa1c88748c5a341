import { describe, expect, it } from 'vitest';
import { staffNameKeys } from './staff-names.js';

describe('staffNameKeys', () => {
  it('reads a name as its letters and digits in lower case, before any comma or parenthesis', () => {
    expect(staffNameKeys('Maya Chen')).toEqual(['mayachen']);
    expect(staffNameKeys('  maya   CHEN ')).toEqual(['mayachen']);
    expect(staffNameKeys('Maya Chen, CFA')).toEqual(['mayachen']);
    expect(staffNameKeys('Maya Chen (CFA)')).toEqual(['mayachen']);
    expect(staffNameKeys('Maya-Chen')).toEqual(['mayachen']);
  });

  it("adds the first two words', so that a credential after a space still finds the byline", () => {
    expect(staffNameKeys('Maya Chen CFA')).toEqual(['mayachencfa', 'mayachen']);
    expect(staffNameKeys('Editor')).toEqual(['editor']);
  });

  it('has no key for a name without Latin letters or digits (nothing to reserve)', () => {
    expect(staffNameKeys('陈玛雅')).toEqual([]);
    expect(staffNameKeys('')).toEqual([]);
    expect(staffNameKeys(', Maya Chen')).toEqual([]);
  });
});
