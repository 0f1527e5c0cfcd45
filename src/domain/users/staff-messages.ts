/**
 * The accounts' words only staff read (docs/storefront.md, "Accounts"): the admin functions' and Admin › Users'.
 * The customers' are in messages.ts; apart, so that no shop page loads these.
 */

/** The admin functions (docs/storefront.md, "Accounts": "Only admins can create other admins"). */
export const ADMIN_MESSAGES = {
  onlyAdminsCreateAdmins: 'Only admins can create other admins',
  adminsOnly: 'Only admins can do this.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  userNotFound: 'User not found.',
  emailTaken: 'An account with this email already exists.',
  invalidEmail: 'Please enter a valid email address',
  weakPassword: 'Password must be at least 6 characters long.',
  displayNameRequired: 'Display name is required.',
  invalidUser: 'Please choose a user.',
  chooseActive: 'Please say whether the account is active.',
  createAdminFailed: 'We could not create the admin account. Please try again.',
  setUserActiveFailed: 'We could not change this account. Please try again.',
  lastActiveAdmin: 'This is the last active admin account: make another admin active first.',
} as const;

/** Admin › Users, when its list cannot be read. */
export const USERS_LOAD_FAILED = 'We could not load the users. Check your connection and try again.';
