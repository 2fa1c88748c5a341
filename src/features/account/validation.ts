/** Form rules of docs/product.md §5 for the account screens (pure, so they are unit-tested alone). */
import { isEmailAddress } from '../../lib/email-address.js';
import { accountTexts } from './texts.js';

/** docs/product.md §9. */
const MIN_PASSWORD_LENGTH = 6;

/** Only once something is typed in the confirmation: an empty one is not yet a mismatch. */
export function passwordsDiffer(password: string, confirmation: string): boolean {
  return confirmation !== '' && password !== confirmation;
}

export interface RegistrationForm {
  readonly fullName: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly agreed: boolean;
}

/** The first problem with a registration, in the order the form shows its fields. */
export function registrationProblem(form: RegistrationForm): string | null {
  if (form.fullName.trim() === '') return accountTexts.settings.nameRequired;
  // The profile's address must pass firestore.rules, so one they would refuse is caught here.
  if (!isEmailAddress(form.email.trim())) return accountTexts.register.invalidEmail;
  if (form.password !== form.confirmPassword) return accountTexts.register.passwordsDiffer;
  if (form.password.length < MIN_PASSWORD_LENGTH) return accountTexts.register.passwordTooShort;
  if (!form.agreed) return accountTexts.register.mustAgree;
  return null;
}

/** docs/product.md §5, Reset password (its length text differs from Register's by one word). */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return accountTexts.reset.passwordsDiffer;
  if (password.length < MIN_PASSWORD_LENGTH) return accountTexts.reset.passwordTooShort;
  return null;
}
