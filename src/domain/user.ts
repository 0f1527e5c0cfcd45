/** A shop account's record, users/{uid} (SPEC.md section 3). */
export type UserRole = 'customer' | 'admin';

export const CUSTOMER_PERMISSIONS = { placeOrders: true, viewOrders: true, manageProfile: true } as const;
export const ADMIN_PERMISSIONS = {
  manageProducts: true,
  manageOrders: true,
  manageUsers: true,
  createAdmins: true,
  viewAnalytics: true,
} as const;

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  role: UserRole;
  isActive: boolean;
  permissions: Record<string, boolean>;
  totalOrders: number;
  totalSpent: number;
  createdAt: Date | null;
  updatedAt: Date | null;
  lastLoginAt: Date | null;
  createdBy: string | null;
}

/** Admin rights come from the stored role, and only while the account is active (as in firestore.rules). */
export const isActiveAdmin = (profile: UserProfile | null): boolean =>
  profile !== null && profile.role === 'admin' && profile.isActive;

export const isActiveCustomer = (profile: UserProfile | null): boolean =>
  profile !== null && profile.role === 'customer' && profile.isActive;
