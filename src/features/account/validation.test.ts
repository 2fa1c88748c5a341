import { newPasswordProblem, passwordsDiffer, registrationProblem, type RegistrationForm } from './validation.js';

const valid: RegistrationForm = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  agreed: true,
};

describe('registration rules', () => {
  it('accepts a complete form', () => {
    expect(registrationProblem(valid)).toBeNull();
  });

  it('wants a name that is more than spaces', () => {
    expect(registrationProblem({ ...valid, fullName: '   ' })).toBe('Please enter your name');
  });

  it('wants an address the site accepts', () => {
    expect(registrationProblem({ ...valid, email: ' Ada@Example.com ' })).toBeNull();
    for (const email of ['=cmd"<x>@evil.io', "o'hara@example.com", 'ada@localhost']) {
      expect(registrationProblem({ ...valid, email })).toBe('Please enter a valid email address.');
    }
  });

  it('wants matching passwords first, then at least 6 characters, then the terms', () => {
    expect(registrationProblem({ ...valid, password: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
    expect(registrationProblem({ ...valid, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(registrationProblem({ ...valid, agreed: false })).toBe(
      'You must agree to the Terms of Service and Privacy Policy',
    );
  });

  it('counts an empty confirmation as not (yet) differing', () => {
    expect(passwordsDiffer('secret1', '')).toBe(false);
    expect(passwordsDiffer('secret1', 'secret')).toBe(true);
    expect(passwordsDiffer('secret1', 'secret1')).toBe(false);
  });
});

describe('new password rules', () => {
  it('uses the reset screen texts', () => {
    expect(newPasswordProblem('abcdef', 'abcdeg')).toBe('Passwords do not match');
    expect(newPasswordProblem('abc', 'abc')).toBe('Password must be at least 6 characters');
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeNull();
  });
});
