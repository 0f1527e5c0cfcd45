import { describe, expect, it } from 'vitest';
import { permissionsOfRole } from './staff-roles';
import { CUSTOMER_PERMISSIONS, newUserRecord } from './user';

describe('newUserRecord', () => {
  it('gives a customer the customer permissions and no createdBy (the rules refuse it on a sign-up)', () => {
    const record = newUserRecord({ email: 'ama@example.com', displayName: 'Ama', role: 'customer' }, 'now', 'now');
    expect(record).toEqual({
      email: 'ama@example.com',
      displayName: 'Ama',
      role: 'customer',
      isActive: true,
      permissions: CUSTOMER_PERMISSIONS,
      totalOrders: 0,
      totalSpent: 0,
      createdAt: 'now',
      updatedAt: 'now',
      lastLoginAt: 'now',
    });
    expect('createdBy' in record).toBe(false);
  });

  it('gives a staff member the permissions of their job and who made the account', () => {
    const permissions = permissionsOfRole('storekeeper');
    const record = newUserRecord(
      { email: 'a@example.com', displayName: 'A', role: 'admin', permissions, createdBy: 'u1' },
      1,
    );
    expect(record).toMatchObject({ role: 'admin', permissions, createdBy: 'u1', lastLoginAt: null });
  });
});
