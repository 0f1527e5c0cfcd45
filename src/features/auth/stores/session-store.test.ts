import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@domain/users/user';
import { selectDisplayLabel, sessionActions, useSessionStore } from './session-store';

const user = { uid: 'u1', email: 'ama@example.com', displayName: 'Ama Mensah' };
const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  uid: 'u1',
  email: 'ama@example.com',
  displayName: 'Ama Mensah',
  role: 'customer',
  isActive: true,
  permissions: {},
  totalOrders: 0,
  totalSpent: 0,
  totalProjects: 0,
  createdAt: null,
  updatedAt: null,
  lastLoginAt: null,
  createdBy: null,
  notifyBy: 'both',
  ...overrides,
});

beforeEach(() => sessionActions.signedOut());

describe('session store', () => {
  it('isAdmin and isUser come from the stored role', () => {
    sessionActions.signedIn(user, profile());
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', isUser: true, isAdmin: false });
    sessionActions.signedIn(user, profile({ role: 'admin' }));
    expect(useSessionStore.getState()).toMatchObject({ isUser: false, isAdmin: true });
  });

  it('a deactivated admin is not an admin; a missing record grants nothing', () => {
    sessionActions.signedIn(user, profile({ role: 'admin', isActive: false }));
    expect(useSessionStore.getState().isAdmin).toBe(false);
    sessionActions.signedIn(user, null);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', isAdmin: false, isUser: false });
  });

  it('signing out clears the user and the record', () => {
    sessionActions.signedIn(user, profile({ role: 'admin' }));
    sessionActions.signedOut();
    expect(useSessionStore.getState()).toEqual({
      status: 'signed-out',
      user: null,
      profile: null,
      isAdmin: false,
      isUser: false,
    });
  });

  it('re-reading the same user keeps their record meanwhile; another user starts empty', () => {
    sessionActions.signedIn(user, profile({ role: 'admin' }));
    sessionActions.loading(user);
    expect(useSessionStore.getState()).toMatchObject({ status: 'loading', isAdmin: true });
    sessionActions.loading({ ...user, uid: 'u2' });
    expect(useSessionStore.getState()).toMatchObject({ status: 'loading', isAdmin: false, profile: null });
  });

  it('greets by name, else by email; a rename updates both', () => {
    sessionActions.signedIn({ ...user, displayName: null }, null);
    expect(selectDisplayLabel(useSessionStore.getState())).toBe('ama@example.com');
    sessionActions.signedIn(user, profile());
    sessionActions.renamed('Ama K.');
    expect(useSessionStore.getState().user?.displayName).toBe('Ama K.');
    expect(useSessionStore.getState().profile?.displayName).toBe('Ama K.');
    expect(selectDisplayLabel(useSessionStore.getState())).toBe('Ama K.');
  });

  it('keeps the notification choice the user saved in their profile (no second read of their record)', () => {
    sessionActions.signedIn(user, profile());
    sessionActions.profileChanged({ notifyBy: 'sms' });
    expect(useSessionStore.getState().profile).toMatchObject({ notifyBy: 'sms', displayName: 'Ama Mensah' });
  });
});
