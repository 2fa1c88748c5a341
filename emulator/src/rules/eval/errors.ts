/**
 * Errors are values (docs/emulator.md §7.5): an operation that fails yields a RulesError, which
 * flows up until `&&`/`||` absorb it or it reaches the top of a condition and denies.
 * The message is what a denial reports for that condition, in the words of Google's
 * emulator ("Null value error.", "evaluation error at L10:27", …).
 *
 * Exceeding a per-request limit is not a value: it throws LimitExceeded and the whole
 * request is denied.
 */
import type { Pos } from '../ast.js';
import type { RulesValue } from './value.js';

export interface RulesError {
  readonly type: 'error';
  readonly message: string;
}

export type Result = RulesValue | RulesError;

export const isError = (r: Result): r is RulesError => r.type === 'error';

const error = (message: string): RulesError => ({ type: 'error', message });

/** The generic failure of the operation at `pos`. */
export const evalError = (pos: Pos): RulesError => error(`evaluation error at L${pos.line}:${pos.column}`);

export const NULL_VALUE_ERROR = error('Null value error.');

export const undefinedProperty = (name: string): RulesError => error(`Property ${name} is undefined on object.`);

export const functionNotFound = (name: string): RulesError => error(`Function not found error: Name: [${name}].`);

export const undefinedVariable = (name: string): RulesError => error(`Variable ${name} is not defined.`);

/** An operator applied to types it does not take (`[1] + [2]`). */
export const unsupportedOperation = (received: string): RulesError =>
  error(`Unsupported operation error. Received: ${received}.`);

export class LimitExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LimitExceeded';
  }
}
