import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareValues, decodeValue, comparePaths } from '../src/firestore/values.js';

interface OrderFixture {
  values: { groups: { label: string; value: unknown }[][] };
  paths: { order: string[] };
}

const fixture = JSON.parse(
  readFileSync(new URL('../../tests/parity/oracle/value_order.json', import.meta.url), 'utf8'),
) as OrderFixture;

describe('Firestore value order (oracle/value_order.json)', () => {
  const groups = fixture.values.groups.map((g) => g.map((e) => ({ label: e.label, value: decodeValue(e.value) })));

  it('orders every group strictly after the previous one', () => {
    for (let i = 1; i < groups.length; i++) {
      for (const a of groups[i - 1]!) {
        for (const b of groups[i]!) {
          expect(compareValues(a.value, b.value), `${a.label} < ${b.label}`).toBe(-1);
          expect(compareValues(b.value, a.value), `${b.label} > ${a.label}`).toBe(1);
        }
      }
    }
  });

  it('treats the values of one group as equal', () => {
    for (const group of groups) {
      for (const a of group) {
        for (const b of group) expect(compareValues(a.value, b.value), `${a.label} = ${b.label}`).toBe(0);
      }
    }
  });

  it('orders document paths like a collection group query', () => {
    const sorted = [...fixture.paths.order].sort(comparePaths);
    expect(sorted).toEqual(fixture.paths.order);
  });
});
