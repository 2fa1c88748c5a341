import { planImport, type PlanResult } from './import-plan.js';

const plan = (result: PlanResult) => {
  if (!result.ok) throw new Error(`no plan: ${result.problem}`);
  return result.plan;
};

describe('planning an import', () => {
  it('takes the Email column, lowercases, and keeps the first of each address', () => {
    const result = plan(
      planImport([
        ['Name', 'E-mail Address'],
        ['Jordan', '  Jordan.Lee@Example.com '],
        ['Sofia', 'sofia@example.com'],
        ['Jordan again', 'jordan.lee@example.com'],
      ]),
    );
    expect(result.addresses).toEqual([
      { row: 2, email: 'jordan.lee@example.com' },
      { row: 3, email: 'sofia@example.com' },
    ]);
    expect(result.repeated).toEqual([{ row: 4, email: 'jordan.lee@example.com', value: 'jordan.lee@example.com', firstRow: 2 }]);
    expect(result.invalid).toEqual([]);
  });

  it('reads a file without a header row from its first column', () => {
    expect(plan(planImport([['a@example.com', 'x'], ['b@example.com']])).addresses.map((a) => a.email)).toEqual(['a@example.com', 'b@example.com']);
  });

  it("gives each row it cannot import the reason, with the spreadsheet's row number", () => {
    const long = `${'x'.repeat(250)}@example.com`;
    const result = plan(
      planImport([
        ['Email', 'Note'],
        ['no-at-sign', ''],
        [long, ''],
        ['=cmd|"/c calc"@evil.io', 'a formula'],
        ['"Sam" <sam@example.com>', ''],
        ['', 'an empty address'],
        ['', ''],
        ['ok@example.com', ''],
      ]),
    );
    expect(result.invalid).toEqual([
      { row: 2, value: 'no-at-sign', reason: 'no-at-sign' },
      { row: 3, value: long, reason: 'too-long' },
      { row: 4, value: '=cmd|"/c calc"@evil.io', reason: 'not-an-address' },
      { row: 5, value: '"Sam" <sam@example.com>', reason: 'not-an-address' },
      { row: 6, value: '', reason: 'missing' },
    ]);
    expect(result.addresses).toEqual([{ row: 8, email: 'ok@example.com' }]);
  });

  it('says when a file is empty or has no Email column', () => {
    expect(planImport([])).toEqual({ ok: false, problem: 'empty' });
    expect(planImport([[''], ['  ']])).toEqual({ ok: false, problem: 'empty' });
    expect(planImport([['Name', 'Phone'], ['Jordan', '555']])).toEqual({ ok: false, problem: 'no-email-column' });
  });
});
