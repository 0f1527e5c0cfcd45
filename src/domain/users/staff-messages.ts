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
  lastActiveOwner:
    'This is the last active account that may manage the staff: give that to another active account first.',
  notYourJob: 'Your job at the shop does not include this. Ask the owner if you need it.',
  notYourVisit: 'This visit is not assigned to you. Ask the office to assign it to you.',
  chooseJob: 'Please choose the job of the new staff member.',
  notStaff: 'Only a member of the staff has a job: this account is a customer’s.',
  setStaffJobFailed: 'We could not change their job. Please try again.',
} as const;

/** Each staff job's name and what it may do, as Admin › Users shows them (docs/staff-roles.md). */
export const STAFF_ROLE_WORDS = {
  owner: { name: 'Owner', may: 'Everything: staff, settings, prices, refunds and the activity log.' },
  sales: {
    name: 'Sales',
    may: 'Orders (not refunds), enquiries, customers, projects up to the proposal, and plans’ follow-up calls.',
  },
  storekeeper: { name: 'Storekeeper', may: 'Products, prices, stock and the showcase.' },
  technician: { name: 'Technician', may: 'Only the surveys, installations and maintenance visits the office assigns.' },
  accounts: { name: 'Accounts', may: 'Payments, refunds, plans, Payments to check and analytics; orders read-only.' },
} as const;

/** Admin › Users, when its list cannot be read. */
export const USERS_LOAD_FAILED = 'We could not load the users. Check your connection and try again.';

/** A page of the admin area outside the staff member's job, in words (their job's name and what it may do). */
export const notYourPage = (page: string, job: { name: string; may: string } | null): string =>
  job
    ? `Your job at the shop is ${job.name}, which does not include ${page}. ${job.name}: ${job.may} Ask the owner if you need more.`
    : `Your account does not include ${page}. Ask the owner if you need it.`;

/** Admin › Activity (docs/staff-roles.md, "Activity"). */
export const ACTIVITY_WORDS = {
  title: 'Activity',
  description:
    'Every change staff made to money, refunds, stages, plans and the staff, with who, when, and before and after.',
  loadFailed: 'We could not load the activity. Check your connection and try again.',
  empty: 'Nothing matches: no change by this person, of this kind, on this day.',
  everyone: 'Everyone',
  anyKind: 'Every kind',
  kinds: { money: 'Money received', refund: 'Refunds', stage: 'Stages', plan: 'Plans', staff: 'Staff' },
} as const;
