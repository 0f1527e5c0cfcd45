/**
 * The activity log (docs/staff-roles.md, "Activity"), on the emulators: each staff change to an order, a project's
 * stage and the staff's jobs is recorded in the same transaction with who, when, and only the values that changed,
 * before and after; a call that changes nothing (or is refused) records nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, createProduct, createUser, db, orderRequest, placeOrder, type TestUser } from './support';

let owner: TestUser;
let sales: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [owner, sales, customer] = await Promise.all([
    createUser({ job: 'owner' }),
    createUser({ job: 'sales' }),
    createUser(),
  ]);
  await db.doc(`users/${sales.uid}`).update({ displayName: 'Fuseini Alhassan' });
}, 60_000);

afterAll(cleanup);

const entriesOn = async (id: string) =>
  (await db.collection('activity').where('target.id', '==', id).get()).docs.map((d) => d.data());

describe('the activity log', { timeout: 60_000 }, () => {
  it("records an order moved on and paid: who, when, the day, and each value's before and after", async () => {
    const productId = await createProduct({ price: 500, stock: 5 });
    const { order } = await placeOrder(customer, orderRequest([{ productId, quantity: 1 }]));
    await sales.call('updateOrderStatus', { orderId: order.id, status: 'confirmed' });
    // Refused (a storekeeper may not): nothing recorded.
    const storekeeper = await createUser({ job: 'storekeeper' });
    await expect(storekeeper.call('updateOrderStatus', { orderId: order.id, status: 'processing' })).rejects.toThrow();
    const entries = await entriesOn(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      by: sales.uid,
      byName: 'Fuseini Alhassan',
      kind: 'stage',
      action: 'updateOrderStatus',
      target: { collection: 'orders', id: order.id, label: order.number },
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    expect(entries[0]?.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entries[0]?.at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records a staff member's job changed, with the job before and after", async () => {
    const member = await createUser({ job: 'sales' });
    await owner.call('setStaffJob', { uid: member.uid, job: 'storekeeper' });
    // The same job again changes nothing: nothing more is recorded.
    await owner.call('setStaffJob', { uid: member.uid, job: 'storekeeper' });
    const entries = await entriesOn(member.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      by: owner.uid,
      kind: 'staff',
      action: 'setStaffJob',
      before: { job: 'sales' },
      after: { job: 'storekeeper' },
    });
  });
});
