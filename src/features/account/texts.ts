/** User-facing texts of the account screens (docs/product.md §2, §5, §8; the product's own texts word for word). */
import { menuTexts } from './menu-texts.js';

export const accountTexts = {
  menu: menuTexts,

  fields: {
    fullName: 'Full Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    currentPassword: 'Current Password',
    /** A toggle (aria-pressed says whether it is shown), so one name for both states. */
    showPassword: (label: string) => `Show ${label.toLowerCase()}`,
  },

  providers: {
    divider: 'or continue with',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    redirecting: 'Redirecting…',
    completing: 'Signing you in…',
  },

  login: {
    title: 'Log In',
    heading: 'Welcome back',
    intro: 'Log in to see your dashboard and saved articles.',
    description: 'Log in to your Finance Articles account.',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    submit: 'Log In',
    submitting: 'Logging in…',
    noAccount: "Don't have an account?",
    register: 'Sign up',
    // docs/product.md §8
    failed: 'Invalid email or password. Please try again.',
    userNotFound: 'No account found with this email. Please register.',
    wrongPassword: 'Incorrect password. Please try again.',
    tooManyRequests: 'Too many failed login attempts. Please try again later.',
    redirectFailed: (message: string) => `Authentication failed: ${message}`,
    googleFailed: (message: string) => `Google login failed: ${message}`,
    facebookFailed: (message: string) => `Facebook login failed: ${message}`,
  },

  register: {
    title: 'Sign Up',
    heading: 'Create your account',
    intro: 'Join for free to keep a dashboard of recent and saved articles.',
    description: 'Create a free Finance Articles account.',
    agreePrefix: 'I agree to the ',
    terms: 'Terms of Service',
    agreeJoin: ' and ',
    privacy: 'Privacy Policy',
    newTab: '(opens in a new tab)',
    submit: 'Create Account',
    submitting: 'Creating account…',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
    // docs/product.md §5, §8
    passwordsDiffer: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters long',
    // Ours: a name staff publish under is reserved (docs/security.md, Comments).
    staffName: 'That name is one our authors publish under. Please use your own name.',
    mustAgree: 'You must agree to the Terms of Service and Privacy Policy',
    // Ours: the site's strict address pattern (src/lib/email-address.ts), checked before an account is made.
    invalidEmail: 'Please enter a valid email address.',
    failed: 'Registration failed',
  },

  verify: {
    title: 'Verify Your Email',
    description: 'Confirm your e-mail address to finish creating your account.',
    sentTo: 'We sent a verification link to',
    checkInbox: 'Open it to verify your account. If you cannot find it, check your spam folder.',
    autoCheck: 'This page checks every few seconds and continues once your email is verified.',
    verified: "I've Verified My Email",
    checking: 'Checking…',
    resend: 'Resend Verification Email',
    resendIn: (seconds: number) => `Resend available in ${seconds}s`,
    cancel: 'Cancel Registration & Delete Account',
    keepAccount: 'Cancel',
    confirmDeleteButton: 'Yes, Delete My Account',
    deleting: 'Deleting account…',
    backHome: 'Back to Home',
    // docs/product.md §8
    notYet: 'Email not yet verified. Please check your inbox or try again.',
    checkFailed: (message: string) => `Failed to check verification status: ${message}`,
    resendFailed: (message: string) => `Failed to resend verification email: ${message}`,
    deleteFailed: 'Failed to delete account. You may need to log in again before deleting your account.',
    sent: 'Verification email sent! Please check your inbox and spam folder.',
    success: 'Email verified! Redirecting to dashboard...',
    deleted: 'Account deleted successfully. Redirecting to registration page...',
    confirmDelete: 'Are you sure you want to delete your account? This action cannot be undone.',
  },

  forgot: {
    title: 'Forgot Password',
    description: 'Reset the password of your Finance Articles account.',
    intro: "Enter your account's email address and we will send you a link to reset your password.",
    submit: 'Send Reset Link',
    submitting: 'Sending…',
    backToLogin: 'Back to Log In',
    // docs/product.md §5, §8
    emailRequired: 'Please enter your email address',
    failed: (message: string) => `Failed to send password reset email: ${message}`,
    sent: 'Password reset email sent! Check your inbox.',
  },

  reset: {
    title: 'Reset Password',
    description: 'Choose a new password for your Finance Articles account.',
    checking: 'Checking your reset link…',
    forAccount: 'Choose a new password for',
    submit: 'Reset Password',
    submitting: 'Resetting…',
    requestNew: 'Request a new link',
    backToLogin: 'Back to Log In',
    // docs/product.md §5, §8
    missingCode: 'Invalid password reset link. Please try again by requesting a new password reset.',
    invalidCode: 'Invalid or expired password reset link. Please try again by requesting a new password reset.',
    passwordsDiffer: 'Passwords do not match',
    passwordTooShort: 'Password must be at least 6 characters',
    failed: (message: string) => `Failed to reset password: ${message}`,
    success: 'Password has been reset successfully!',
    redirecting: 'Taking you to the login page…',
  },

  action: {
    title: 'Account Action',
    working: 'Applying your link…',
    emailVerified: 'Your email has been verified.',
    emailChanged: 'Your email address has been changed.',
    emailRestored: 'Your previous email address has been restored.',
    logInAgain: 'Please log in again with your email address.',
    failed: 'This link is invalid or has expired. Please request a new one.',
    unknown: 'This link is not one we recognise.',
    toDashboard: 'Go to Dashboard',
    toLogin: 'Go to Log In',
  },

  settings: {
    heading: 'Account Settings',
    nameHeading: 'Name',
    saveName: 'Save Name',
    nameSaved: 'Your name has been updated.',
    nameRequired: 'Please enter your name',
    emailHeading: 'Email Address',
    newEmail: 'New Email',
    changeEmail: 'Change Email',
    emailLinkSent: (email: string) =>
      `We sent a confirmation link to ${email}. Your email address changes once you follow it.`,
    sameEmail: 'That is already your email address.',
    passwordHeading: 'Password',
    changePassword: 'Change Password',
    passwordChanged: 'Your password has been changed.',
    currentPasswordHelp: 'For your security, confirm your current password.',
    providerOnly: 'You sign in with Google or Facebook, so your email address and password are managed there.',
    saving: 'Saving…',
    failed: (message: string) => `Could not save: ${message}`,
  },

  /** The profile's Delete Account section (docs/product.md §2, Profile; the product's texts where it has them). */
  deleteAccount: {
    heading: 'Delete Account',
    intro: 'Deleting your account removes it for good:',
    likesAndSaves: 'your likes and saved articles are removed, and the like counts go down;',
    comments:
      'your comments lose their text and your name: one that someone answered reads "Comment deleted by its writer" with the replies kept, the others are removed;',
    profile: 'your profile and your sign-in are deleted, and you are signed out.',
    newsletter:
      'A newsletter subscription is not part of your account and stays. To be taken off the list, write to us on the Contact page.',
    adminOnly:
      "An admin's account cannot be deleted here, so the site never loses its admins by accident. Ask another admin to make you a Reader on Manage Users first.",
    open: 'Delete My Account',
    // docs/product.md §8
    confirm: 'Are you sure you want to delete your account? This action cannot be undone.',
    typeEmail: 'Type your email address to confirm',
    emailMismatch: 'That is not the email address of this account.',
    cancel: 'Cancel',
    confirmButton: 'Yes, Delete My Account',
    progressLabel: 'Deleting your account',
    progress: (done: number, total: number) => `Deleting… ${done} of ${total}`,
    passwordNeeded: 'For your security, enter your password to finish deleting your account.',
    passwordSubmit: 'Confirm and Delete',
    passwordRequired: 'Please enter your password.',
    // docs/product.md §8, Verify e-mail
    failed: 'Failed to delete account. You may need to log in again before deleting your account.',
    deleted: 'Account deleted successfully. Redirecting to registration page...',
    description: 'Your account has been deleted.',
  },

  /** Readable versions of the service's errors, for the product's "{message}" placeholders (docs/product.md §8). */
  errors: {
    'auth/email-already-in-use': 'An account with this email already exists.',
    'auth/invalid-email': 'The email address is not valid.',
    'auth/missing-email': 'Please enter your email address.',
    'auth/weak-password': 'The password is too weak. Use at least 6 characters.',
    'auth/missing-password': 'Please enter your password.',
    'auth/user-not-found': 'No account found with this email.',
    'auth/wrong-password': 'The password is incorrect.',
    'auth/invalid-credential': 'The email or password is incorrect.',
    'auth/invalid-login-credentials': 'The email or password is incorrect.',
    'auth/user-disabled': 'This account has been disabled.',
    'auth/too-many-requests': 'Too many attempts. Please try again later.',
    'auth/network-request-failed': 'Network error. Please check your connection and try again.',
    'auth/requires-recent-login': 'Please log in again and retry.',
    'auth/user-token-expired': 'Your session has expired. Please log in again.',
    'auth/invalid-action-code': 'The link is invalid or has already been used.',
    'auth/expired-action-code': 'The link has expired.',
    'auth/operation-not-allowed': 'This sign-in method is not enabled.',
    'auth/account-exists-with-different-credential':
      'An account already exists with this email. Log in with the method you used before.',
    'auth/unauthorized-domain': 'This site is not allowed to sign in with that provider.',
    'auth/web-storage-unsupported': 'Your browser blocks the storage that signing in needs.',
    'permission-denied': 'You do not have permission to do that.',
    unavailable: 'The service is unavailable. Please try again later.',
  } as Readonly<Record<string, string>>,
  unknownError: 'Something went wrong. Please try again.',
} as const;
