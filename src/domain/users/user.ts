/**
 * Shop accounts, the one owner (docs/storefront.md, "Accounts"): roles, each role's permissions, the email and
 * password limits, and the users/{uid} record of a new account, used by the app, the functions and the seed.
 * No zod here: the session code on every page imports it.
 */
import { amountOf, asRecord, oneOf, textOf, textOrNull } from '@domain/shared/stored-values';

export type UserRole = 'customer' | 'admin';

/** docs/storefront.md, "Accounts": an email of at most 254 characters, a password of at least 6. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;

// One @, something before it, a dot in the domain, no spaces: what people mean by "looks like an address".
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * An e-mail address as every form and list of the shop accepts one: its shape, at most EMAIL_MAX_LENGTH long.
 * firestore.rules checks a looser shape (something@something.tld), so the server takes whatever this accepts.
 */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email);
}

/**
 * docs/storefront.md, "Accounts": a customer's permissions map. A staff member's is the preset of their job
 * (staff-roles.ts, docs/staff-roles.md), kept out of this module: every page's session code imports it.
 */
export const CUSTOMER_PERMISSIONS = { placeOrders: true, viewOrders: true, manageProfile: true } as const;

/** users/{uid} of a new account, its timestamps of type T (a server-timestamp sentinel or a Timestamp). */
export interface NewUserRecord<T> {
  email: string;
  displayName: string;
  role: UserRole;
  isActive: true;
  permissions: Readonly<Record<string, boolean>>;
  totalOrders: 0;
  totalSpent: 0;
  createdAt: T;
  updatedAt: T;
  lastLoginAt: T | null;
  createdBy?: string;
}

/** Who a new account is for: a customer, or a staff member with the permissions of their job. */
export type NewUser = { email: string; displayName: string; createdBy?: string } & (
  { role: 'customer' } | { role: 'admin'; permissions: Readonly<Record<string, boolean>> }
);

/**
 * The record of a new account, exactly the keys firestore.rules accepts: `createdBy` only for an account made
 * by someone else (an admin, the seed), never for a customer's own sign-up.
 */
export function newUserRecord<T>(user: NewUser, at: T, lastLoginAt: T | null = null): NewUserRecord<T> {
  return {
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    isActive: true,
    permissions: user.role === 'admin' ? user.permissions : CUSTOMER_PERMISSIONS,
    totalOrders: 0,
    totalSpent: 0,
    createdAt: at,
    updatedAt: at,
    lastLoginAt,
    ...(user.createdBy === undefined ? {} : { createdBy: user.createdBy }),
  };
}

/**
 * How a customer hears of their orders, chosen in Account Settings, stored as users/{uid}.notifyBy;
 * both when unset. The words are in choice-labels.ts: this module is on every page's first paint.
 */
export const NOTIFY_BY_OPTIONS = ['both', 'email', 'sms'] as const;
export type NotifyBy = (typeof NOTIFY_BY_OPTIONS)[number];
export const notifyByOf = (value: unknown): NotifyBy => oneOf(NOTIFY_BY_OPTIONS, value, 'both');

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  role: UserRole;
  isActive: boolean;
  permissions: Record<string, boolean>;
  totalOrders: number;
  totalSpent: number;
  /** The installation projects they asked for (requestProject counts them) */
  totalProjects: number;
  createdAt: Date | null;
  updatedAt: Date | null;
  lastLoginAt: Date | null;
  createdBy: string | null;
  notifyBy: NotifyBy;
}

/** Admin rights come from the stored role, and only while the account is active (as in firestore.rules). */
export const isActiveAdmin = (profile: UserProfile | null): boolean =>
  profile !== null && profile.role === 'admin' && profile.isActive;

export const isActiveCustomer = (profile: UserProfile | null): boolean =>
  profile !== null && profile.role === 'customer' && profile.isActive;

/**
 * The one reader of users/{uid}: an unknown role reads as customer, a missing isActive as inactive; `date` turns a
 * stored time into a Date (null for none).
 */
export function userProfileFromRecord(uid: string, data: unknown, date: (value: unknown) => Date | null): UserProfile {
  const d = asRecord(data);
  const permissions: Record<string, boolean> = {};
  for (const [key, v] of Object.entries(asRecord(d.permissions))) permissions[key] = v === true;
  return {
    uid,
    email: textOf(d.email),
    displayName: textOf(d.displayName),
    role: d.role === 'admin' ? 'admin' : 'customer',
    isActive: d.isActive === true,
    permissions,
    totalOrders: amountOf(d.totalOrders),
    totalSpent: amountOf(d.totalSpent),
    totalProjects: amountOf(d.totalProjects),
    createdAt: date(d.createdAt),
    updatedAt: date(d.updatedAt),
    lastLoginAt: date(d.lastLoginAt),
    createdBy: textOrNull(d.createdBy),
    notifyBy: notifyByOf(d.notifyBy),
  };
}
