/**
 * Assertions that also record what they proved in the coverage registry, once they pass.
 * A denial must be a permission denial (assertFails), so a broken fixture or a missing
 * index cannot pass for a rule at work.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { expect } from 'vitest';
import { attackDenied, covered, schemaCheckDenied, type Operation, type Persona, type Row } from './coverage.js';
import type { RestAnswer } from './raw-rest.js';

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

/** An answer with its times masked: what a caller could compare. */
export const answerShape = (answer: RestAnswer): string => JSON.stringify(answer).replace(/"\d{4}-\d\d-\d\dT[^"]+"/g, '"<time>"');

/** A probe: a crafted request, and the name in it that it asks about (masked when answers are compared). */
export interface Probe {
  readonly answer: Promise<RestAnswer>;
  readonly about: string;
}

/**
 * A named probe learns nothing: the same crafted request about a secret and about nothing
 * gets the same answer, but for the name asked about, and that answer is a refusal.
 */
export async function attackLearnsNothing(name: string, aboutSecret: Probe, aboutNothing: Probe): Promise<void> {
  const [secret, nothing] = await Promise.all([aboutSecret.answer, aboutNothing.answer]);
  const masked = (answer: RestAnswer, about: string) => answerShape(answer).replaceAll(about, '<name>');
  expect(masked(secret, aboutSecret.about)).toBe(masked(nothing, aboutNothing.about));
  expect(secret.status).not.toBe(200);
  attackDenied(name);
}
