import { describe, expect, it } from 'vitest';
import { permissionsOfRole } from '@domain/users/staff-roles';
import { permissionsWhenJobsArrive } from './staff-jobs-migration';

describe('permissionsWhenJobsArrive', () => {
  it("gives an admin of before the jobs the owner's preset", () => {
    const before = {
      role: 'admin',
      permissions: {
        manageProducts: true,
        manageOrders: true,
        manageUsers: true,
        createAdmins: true,
        viewAnalytics: true,
      },
    };
    expect(permissionsWhenJobsArrive(before)).toEqual(permissionsOfRole('owner'));
    expect(permissionsWhenJobsArrive({ role: 'admin' })).toEqual(permissionsOfRole('owner'));
  });

  it('leaves a customer, and an admin who has a job, as they are: running it again changes nothing', () => {
    expect(permissionsWhenJobsArrive({ role: 'customer', permissions: { placeOrders: true } })).toBeNull();
    expect(permissionsWhenJobsArrive({ role: 'admin', permissions: permissionsOfRole('technician') })).toBeNull();
    expect(permissionsWhenJobsArrive({ role: 'admin', permissions: permissionsOfRole('owner') })).toBeNull();
  });
});
