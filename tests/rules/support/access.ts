/**
 * Assertions that also record what they proved in the coverage registry, once they pass.
 * A denial must be a permission denial (assertFails), so a broken fixture or a missing
 * index cannot pass for a rule at work.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { attackDenied, covered, schemaCheckDenied, type Operation, type Persona, type Row } from './coverage.js';

export type Cell = readonly [Row, Persona, Operation];

/** The request succeeds; returns its result. */
export async function allowed<T>(cell: Cell, request: Promise<T>): Promise<T> {
  const result = await assertSucceeds(request);
  covered(...cell, 'succeeds');
  return result;
}

export async function denied(cell: Cell, request: Promise<unknown>): Promise<void> {
  await assertFails(request);
  covered(...cell, 'fails');
}

/** A named attack is denied; `cell` when it is also a cell of the matrix. */
export async function attackIsDenied(name: string, request: Promise<unknown>, cell?: Cell): Promise<void> {
  await assertFails(request);
  attackDenied(name);
  if (cell) covered(...cell, 'fails');
}

/** A write that breaks the schema of `collection` is denied. */
export async function schemaIsEnforced(collection: string, name: string, request: Promise<unknown>): Promise<void> {
  await assertFails(request);
  schemaCheckDenied(collection, name);
}
