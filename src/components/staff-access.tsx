import { createContext, useContext } from 'react';
import {
  mayCall,
  mayDo,
  mayOpen,
  roleOfPermissions,
  type AdminPage,
  type StaffCallable,
  type StaffPermission,
} from '@domain/users/staff-roles';

/**
 * What the signed-in staff member's job lets them see and do (docs/staff-roles.md), for the admin screens to
 * show only that. The admin layout provides their uid and permissions map (from the session); the screens only follow:
 * firestore.rules and the functions refuse the rest.
 */
export interface StaffAccess {
  uid: string;
  permissions: Readonly<Record<string, boolean>>;
}

export const StaffPermissions = createContext<StaffAccess>({ uid: '', permissions: {} });

/** The staff member's permissions map (none outside the admin area). */
export const usePermissions = (): Readonly<Record<string, boolean>> => useContext(StaffPermissions).permissions;

/** The staff member's uid ('' outside the admin area): their own visits. */
export const useStaffUid = (): string => useContext(StaffPermissions).uid;

/** Whether their job includes one of `needed`. */
export const useMayDo = (...needed: StaffPermission[]): boolean => mayDo(usePermissions(), needed);

/** Whether their job lets them call a staff callable (shown as a button, a form). */
export const useMayCall = (callable: StaffCallable): boolean => mayCall(usePermissions(), callable);

/** Whether their job opens an admin page. */
export const useMayOpen = (page: AdminPage): boolean => mayOpen(usePermissions(), page);

/** Their job by its preset, or null for a map made by hand. */
export const useStaffJob = () => roleOfPermissions(usePermissions());
