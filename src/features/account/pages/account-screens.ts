/**
 * The guest's account screens, as one piece of code. Links lead from each to the others
 * (Forgot password?, Back to Log In, Sign up, Log in), and a navigation keeps the screen
 * being left on view, and accepting input, until the next one's code is in: with a piece
 * each, what was typed in those moments went into the screen being left, under the new
 * address, and was lost when the next screen replaced it (issue 34). Together, moving
 * between them never waits.
 */
export { ForgotPasswordPage } from './forgot-password-page.js';
export { LoginPage } from './login-page.js';
export { RegisterPage } from './register-page.js';
export { ResetPasswordPage } from './reset-password-page.js';
