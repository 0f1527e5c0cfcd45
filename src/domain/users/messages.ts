/**
 * The accounts' words (docs/storefront.md, "Accounts"): sign in, sign up, password reset and account settings,
 * word for word, their toasts, how a customer is told of their orders, and the staff accounts' functions and list.
 */

/** Accounts: sign in, sign up, password reset, account settings (docs/storefront.md, "Accounts"), word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  invalidCredentials: 'Invalid email or password',
  accountDisabled: 'This account has been disabled',
  loginFailed: 'Invalid email or password. Please try again.',
  registrationFailed: 'Failed to create account. Please try again.',
  resetFailed: 'Failed to send password reset email. Please try again.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  recentLoginRequired: 'Please sign out and sign back in to change your password.',
  emailCannotBeChanged: 'Email cannot be changed',
  // The shop's own: the clearest words we could find.
  emailInUse: 'An account with this email already exists. Please sign in instead.',
  network: 'No internet connection. Check your connection and try again.',
  signInRequired: 'Please sign in to continue.',
  adminsOnly: 'Only admins can open the admin area.',
} as const;

/** A toast's words: its title and description. */
export interface ToastText {
  title: string;
  description: string;
}

/** The toasts of the accounts screens: title and description. */
export const AUTH_TOASTS = {
  loginMissingFields: { title: 'Missing Information', description: 'Please fill in all fields.' },
  registerMissingFields: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  passwordMismatch: { title: 'Password Mismatch', description: 'Passwords do not match. Please try again.' },
  weakPassword: { title: 'Weak Password', description: 'Password must be at least 6 characters long.' },
  emailRequired: {
    title: 'Email Required',
    description: 'Please enter your email address to reset your password.',
  },
  displayNameRequired: { title: 'Missing Information', description: 'Display name is required.' },
  passwordFieldsMissing: { title: 'Missing Information', description: 'Please fill in all password fields.' },
  newPasswordMismatch: { title: 'Password Mismatch', description: 'New passwords do not match.' },
  newPasswordWeak: { title: 'Weak Password', description: 'New password must be at least 6 characters long.' },
  welcomeBack: { title: 'Welcome Back! 👋', description: 'Successfully signed in to your account.' },
  resetSent: { title: 'Password Reset Sent! 📧', description: 'Check your email for password reset instructions.' },
  profileUpdated: { title: 'Profile Updated! ✅', description: 'Your name has been saved.' },
  passwordUpdated: { title: 'Password Updated! ✅', description: 'Your password has been changed successfully.' },
} as const satisfies Record<string, ToastText>;

export type AuthToastKey = keyof typeof AUTH_TOASTS;

/** "Welcome to {product}! 🎉": the account is created and its owner signed in. */
export const welcomeToast = (shopName: string): ToastText => ({
  title: `Welcome to ${shopName}! 🎉`,
  description: 'Your account has been created and you are signed in.',
});

/** Titles of the destructive toasts when an accounts call fails. */
export const AUTH_FAILURE_TITLES = {
  login: 'Login Failed',
  register: 'Registration Failed',
  reset: 'Reset Failed',
  profile: 'Update Failed',
  password: 'Update Failed',
} as const;

/** Saving how a customer wants to hear of their orders (users/{uid}.notifyBy). */
export const NOTIFY_BY_MESSAGES = {
  saveFailed: 'Your notification choice could not be saved. Please try again.',
  saved: 'Notification choice saved.',
} as const;

/** When the signed-in person's account cannot be read. */
export const PROFILE_LOAD_FAILED = 'We could not load your account. Check your connection and try again.';
