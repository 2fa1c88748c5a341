/**
 * Errors of the sign-in service as the account screens show them: the product's texts for
 * login failures (docs/product.md §8), and a readable sentence wherever the product says "{message}".
 */
import { errorCode } from '../../lib/firebase/errors.js';
import { accountTexts } from './texts.js';

/**
 * A sentence for the user: ours for the codes we know; otherwise the service's own words
 * without the SDK's "Firebase: … (auth/…)." wrapping.
 */
export function errorMessage(error: unknown): string {
  const code = errorCode(error);
  const known = code === undefined ? undefined : accountTexts.errors[code];
  if (known) return known;
  const raw = error instanceof Error ? error.message : '';
  const cleaned = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\((auth|firestore)\/[\w-]+\)\.?$/, '')
    .replace(/^Error$/, '')
    .trim();
  return cleaned || accountTexts.unknownError;
}

/** docs/product.md §8, Login: one text per failure, the default for everything else. */
export function loginErrorText(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/user-not-found':
      return accountTexts.login.userNotFound;
    case 'auth/wrong-password':
      return accountTexts.login.wrongPassword;
    case 'auth/too-many-requests':
      return accountTexts.login.tooManyRequests;
    default:
      return accountTexts.login.failed;
  }
}

/** docs/product.md §8, Register: the service's message, or "Registration failed". */
export function registerErrorText(error: unknown): string {
  const message = errorMessage(error);
  return message === accountTexts.unknownError ? accountTexts.register.failed : message;
}
