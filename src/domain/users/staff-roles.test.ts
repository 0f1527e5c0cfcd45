import { describe, expect, it } from 'vitest';
import {
  CALLABLE_PERMISSIONS,
  mayDo,
  permissionsOfRole,
  roleOfPermissions,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  STAFF_ROLE_PERMISSIONS,
  adminPageOf,
  mayOpen,
} from './staff-roles';

describe('staff jobs as presets of permissions', () => {
  it('the owner may do everything; each other job only its own', () => {
    expect(Object.values(permissionsOfRole('owner')).every(Boolean)).toBe(true);
    expect(permissionsOfRole('technician')).toMatchObject({ fieldWork: true, manageProducts: false, refund: false });
    expect(permissionsOfRole('sales')).toMatchObject({ manageOrders: true, refund: false, manageProducts: false });
    expect(permissionsOfRole('storekeeper')).toMatchObject({ manageProducts: true, viewCustomers: false });
    expect(permissionsOfRole('accounts')).toMatchObject({ refund: true, readOrders: true, manageOrders: false });
  });

  it('a stored map names its job again, and a map made by hand names none', () => {
    for (const role of STAFF_ROLES) expect(roleOfPermissions(permissionsOfRole(role))).toBe(role);
    expect(roleOfPermissions({ fieldWork: true, refund: true })).toBeNull();
    expect(roleOfPermissions({ placeOrders: true, viewOrders: true, manageProfile: true })).toBeNull();
  });

  it('no two jobs share a preset, and every preset names known permissions only', () => {
    const presets = STAFF_ROLES.map((r) => [...STAFF_ROLE_PERMISSIONS[r]].sort().join());
    expect(new Set(presets).size).toBe(STAFF_ROLES.length);
    for (const role of STAFF_ROLES) {
      for (const p of STAFF_ROLE_PERMISSIONS[role]) expect(STAFF_PERMISSIONS).toContain(p);
    }
  });

  it('a callable is allowed by any one of its permissions, never by none', () => {
    const technician = permissionsOfRole('technician');
    expect(mayDo(technician, CALLABLE_PERMISSIONS.markInstalled)).toBe(true);
    expect(mayDo(technician, CALLABLE_PERMISSIONS.recordRefund)).toBe(false);
    expect(mayDo(permissionsOfRole('sales'), CALLABLE_PERMISSIONS.recordRefund)).toBe(false);
    expect(mayDo(permissionsOfRole('accounts'), CALLABLE_PERMISSIONS.recordRefund)).toBe(true);
    expect(mayDo({}, CALLABLE_PERMISSIONS.updateOrderStatus)).toBe(false);
  });

  it('every staff callable is allowed to the owner and refused to a customer', () => {
    const owner = permissionsOfRole('owner');
    const customer = { placeOrders: true, viewOrders: true, manageProfile: true };
    for (const needed of Object.values(CALLABLE_PERMISSIONS)) {
      expect(mayDo(owner, needed)).toBe(true);
      expect(mayDo(customer, needed)).toBe(false);
    }
  });

  it('an admin page opens to the jobs whose work it is; the dashboard to every job', () => {
    expect(adminPageOf('/admin')).toBe('');
    expect(adminPageOf('/admin/orders/abc/receipt')).toBe('orders');
    expect(adminPageOf('/admin/nothing-here')).toBeNull();
    for (const role of STAFF_ROLES) expect(mayOpen(permissionsOfRole(role), '')).toBe(true);
    expect(mayOpen(permissionsOfRole('storekeeper'), 'products')).toBe(true);
    expect(mayOpen(permissionsOfRole('storekeeper'), 'orders')).toBe(false);
    expect(mayOpen(permissionsOfRole('sales'), 'products')).toBe(false);
    expect(mayOpen(permissionsOfRole('technician'), 'projects')).toBe(false);
    expect(mayOpen(permissionsOfRole('accounts'), 'payments')).toBe(true);
    expect(mayOpen(permissionsOfRole('accounts'), 'settings')).toBe(false);
  });
});
