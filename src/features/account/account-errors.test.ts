import { errorMessage, loginErrorText, registerErrorText } from './account-errors.js';

/** The shape of the SDK's errors: a code and a "Firebase: …" message. */
function serviceError(code: string, message = `Firebase: Error (${code}).`): Error & { code: string } {
  return Object.assign(new Error(message), { code });
}

describe('login errors (docs/product.md §8)', () => {
  it('has a text for each known failure', () => {
    expect(loginErrorText(serviceError('auth/user-not-found'))).toBe('No account found with this email. Please register.');
    expect(loginErrorText(serviceError('auth/wrong-password'))).toBe('Incorrect password. Please try again.');
    expect(loginErrorText(serviceError('auth/too-many-requests'))).toBe(
      'Too many failed login attempts. Please try again later.',
    );
  });

  it('falls back to the default text, also for errors without a code', () => {
    expect(loginErrorText(serviceError('auth/invalid-credential'))).toBe('Invalid email or password. Please try again.');
    expect(loginErrorText(new Error('boom'))).toBe('Invalid email or password. Please try again.');
    expect(loginErrorText('not an error')).toBe('Invalid email or password. Please try again.');
  });
});

describe('readable service messages', () => {
  it('uses our sentence for known codes', () => {
    expect(errorMessage(serviceError('auth/email-already-in-use'))).toBe('An account with this email already exists.');
    expect(errorMessage(serviceError('permission-denied', 'Missing or insufficient permissions.'))).toBe(
      'You do not have permission to do that.',
    );
  });

  it("keeps the service's words for unknown codes, without the SDK's wrapping", () => {
    expect(errorMessage(serviceError('auth/quota-exceeded', 'Firebase: Exceeded quota for email (auth/quota-exceeded).'))).toBe(
      'Exceeded quota for email',
    );
    expect(errorMessage(serviceError('auth/internal-error'))).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
  });

  it('registration shows the service message, else "Registration failed"', () => {
    expect(registerErrorText(serviceError('auth/weak-password'))).toBe('The password is too weak. Use at least 6 characters.');
    expect(registerErrorText(serviceError('auth/internal-error'))).toBe('Registration failed');
    expect(registerErrorText(undefined)).toBe('Registration failed');
  });
});
