/**
 * Firebase errors by their code ('auth/wrong-password', 'permission-denied', …). By code
 * rather than by class: the lite SDK's errors are not always instances of its exported
 * FirestoreError.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The rules refused the request (for a reader, a draft reads as not found). */
export const isPermissionDenied = (error: unknown): boolean => errorCode(error) === 'permission-denied';
