/**
 * Staff jobs in firestore.rules (docs/staff-roles.md): each job against each staff collection, read and written,
 * as a table written out here by hand. Every staff member is an admin by role; what they may read and change is
 * their job's permissions. A technician reads none of the office's collections (their visits are their own).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@domain/users/staff-roles';
import { customerUser, rulesEnv, seedDocs, staffUser } from './rules-env';
import { product } from './products-env';

const { FieldValue, Timestamp } = firebase.firestore;

let env: RulesTestEnvironment;

const as = (uid: string) => env.authenticatedContext(uid).firestore();
const stamp = (uid: string) => ({ updatedAt: FieldValue.serverTimestamp(), updatedBy: uid });

type Db = ReturnType<typeof as>;

/** Each thing staff do to a collection, and the jobs that may: every other job is refused. */
const MATRIX: { what: string; jobs: readonly StaffRole[]; attempt: (db: Db, uid: string) => Promise<unknown> }[] = [
  {
    what: "read a customer's record (their phone and address)",
    jobs: ['owner', 'sales'],
    attempt: (db) => db.doc('users/ama').get(),
  },
  { what: 'list the accounts', jobs: ['owner', 'sales'], attempt: (db) => db.collection('users').get() },
  {
    what: 'read an order',
    jobs: ['owner', 'sales', 'accounts'],
    attempt: (db) => db.doc('orders/o1').get(),
  },
  {
    what: "read an order's staff notes",
    jobs: ['owner', 'sales', 'accounts'],
    attempt: (db) => db.collection('orders/o1/staffNotes').get(),
  },
  { what: 'read a project', jobs: ['owner', 'sales', 'accounts'], attempt: (db) => db.doc('projects/p1').get() },
  {
    what: "read a project's proposal",
    jobs: ['owner', 'sales', 'accounts'],
    attempt: (db) => db.doc('projects/p1/proposals/1').get(),
  },
  {
    what: "read a project's staff notes",
    jobs: ['owner', 'sales', 'accounts'],
    attempt: (db) => db.collection('projects/p1/staffNotes').get(),
  },
  { what: 'read a payment plan', jobs: ['owner', 'sales', 'accounts'], attempt: (db) => db.doc('plans/pl1').get() },
  {
    what: "read a plan's calls",
    jobs: ['owner', 'sales', 'accounts'],
    attempt: (db) => db.collection('plans/pl1/calls').get(),
  },
  {
    what: 'read Payments to check',
    jobs: ['owner', 'accounts'],
    attempt: (db) => db.collection('paymentProblems').get(),
  },
  { what: 'read field vitals', jobs: ['owner', 'accounts'], attempt: (db) => db.collection('vitalsDaily').get() },
  { what: 'read a contact message', jobs: ['owner', 'sales'], attempt: (db) => db.doc('messages/m1').get() },
  {
    what: 'mark a message read',
    jobs: ['owner', 'sales'],
    attempt: (db, uid) => db.doc('messages/m1').update({ status: 'read', ...stamp(uid) }),
  },
  { what: 'read a quote request', jobs: ['owner', 'sales'], attempt: (db) => db.doc('quotes/q1').get() },
  {
    what: 'read the notifications sent',
    jobs: ['owner', 'sales'],
    attempt: (db) => db.collection('notifications').get(),
  },
  {
    what: "change a product's price",
    jobs: ['owner', 'storekeeper'],
    attempt: (db, uid) => db.doc('products/p1').update({ price: 9500, ...stamp(uid) }),
  },
  {
    what: 'change stock',
    jobs: ['owner', 'storekeeper'],
    attempt: (db, uid) => db.doc('products/p1').update({ stock: 9, ...stamp(uid) }),
  },
  {
    what: 'hide an installation of the showcase',
    jobs: ['owner', 'storekeeper'],
    attempt: (db, uid) => db.doc('installations/i1').update({ visible: false, ...stamp(uid) }),
  },
  {
    what: "change the shop's settings",
    jobs: ['owner'],
    attempt: (db, uid) => db.doc('settings/global').update({ 'business.deliveryFee': 80, ...stamp(uid) }),
  },
  {
    what: 'choose who is told of new orders',
    jobs: ['owner'],
    attempt: (db, uid) =>
      db
        .doc('settings/notifications')
        .set({ emailEnabled: true, smsEnabled: false, emails: [], phones: [], ...stamp(uid) }),
  },
  { what: 'read the activity log', jobs: ['owner'], attempt: (db) => db.collection('activity').get() },
  {
    what: 'write the activity log',
    jobs: [],
    attempt: (db) => db.doc('activity/a1').update({ after: { price: 1 } }),
  },
  {
    what: 'read a visit assigned to the technician',
    jobs: ['owner', 'sales', 'technician', 'accounts'],
    attempt: (db) => db.doc('visits/p1-survey').get(),
  },
  {
    what: "read another technician's visit",
    jobs: ['owner', 'sales', 'accounts'],
    attempt: (db) => db.doc('visits/p2-install').get(),
  },
  {
    what: "list one's own visits",
    jobs: ['owner', 'sales', 'technician', 'accounts'],
    attempt: (db, uid) => db.collection('visits').where('technicianUids', 'array-contains', uid).get(),
  },
  {
    what: 'write a visit',
    jobs: [],
    attempt: (db) => db.doc('visits/p1-survey').update({ status: 'done' }),
  },
  {
    what: "read a hidden product (the admin area's catalogue)",
    jobs: STAFF_ROLES,
    attempt: (db) => db.doc('products/hidden').get(),
  },
];

beforeAll(async () => {
  env = await rulesEnv('demo-rules-staff-jobs');
  await env.clearFirestore();
  const at = Timestamp.fromMillis(1_700_000_000_000);
  await seedDocs(env, {
    ...Object.fromEntries(STAFF_ROLES.map((job) => [`users/${job}`, staffUser(job)])),
    'users/ama': { ...customerUser, phone: '+233241234567' },
    'users/kofi': { ...customerUser, email: 'kofi@example.com' },
    'orders/o1': { userId: 'ama', total: 100, status: 'pending' },
    'orders/o1/staffNotes/n1': { note: 'Haggled', at, by: 'owner' },
    'projects/p1': { userId: 'ama', stage: 'proposal_sent' },
    'projects/p1/proposals/1': { version: 1 },
    'visits/p1-survey': { projectId: 'p1', kind: 'survey', technicianUids: ['technician'], status: 'booked' },
    'visits/p2-install': { projectId: 'p2', kind: 'install', technicianUids: ['someone-else'], status: 'booked' },
    'projects/p1/staffNotes/n1': { note: 'Roof is steep', at, by: 'owner' },
    'plans/pl1': { userId: 'ama', status: 'active' },
    'plans/pl1/calls/c1': { note: 'Promised Friday', at, by: 'owner' },
    'paymentProblems/x1': { kind: 'mismatch', at },
    'activity/a1': { kind: 'stage', by: 'owner', at, before: { status: 'pending' }, after: { status: 'confirmed' } },
    'vitalsDaily/d1': { day: '2026-11-29' },
    'messages/m1': { name: 'Kofi', email: 'kofi@example.com', message: 'Hello', status: 'new', createdAt: at },
    'quotes/q1': { name: 'Kofi', email: 'kofi@example.com', status: 'new', createdAt: at },
    'notifications/n1': { status: 'sent', at },
    'products/p1': product(),
    'products/hidden': { ...product(), available: false },
    'installations/i1': {
      title: 'Family home rooftop system',
      location: 'Tamale',
      systemSize: '5 kVA',
      description: 'Panels and batteries.',
      image: '/installations/home-rooftop.svg',
      completedAt: at,
      position: 0,
      visible: true,
      createdAt: at,
      updatedAt: at,
    },
    'settings/global': {
      business: { taxRate: 15, deliveryFee: 50, freeDeliveryThreshold: 5000 },
      contact: {
        phones: ['+233 20 000 0000'],
        email: 'support@example.com',
        whatsapp: '+233200000000',
        address: 'Tamale',
        hours: 'Monday to Friday, 8:00 AM to 6:00 PM GMT',
      },
      payment: { holdMinutes: 30 },
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('each staff job against each staff collection', () => {
  for (const { what, jobs, attempt } of MATRIX) {
    it(`${what}: ${jobs.join(', ')}; no one else`, async () => {
      for (const job of STAFF_ROLES) {
        // A write allowed leaves a value the next job's same write may set again: each attempt stands alone.
        const write = () => attempt(as(job), job);
        if (jobs.includes(job)) await assertSucceeds(write());
        else await assertFails(write());
      }
      // Another customer, not the one whose order, project and plan these are.
      await assertFails(attempt(as('kofi'), 'kofi'));
    });
  }

  it('covers every staff job', () => {
    expect(new Set(MATRIX.flatMap((row) => row.jobs))).toEqual(new Set(STAFF_ROLES));
  });
});

describe('a permissions map is what counts, not the role alone', () => {
  it('an admin with no permissions reads no order and changes no price', async () => {
    await seedDocs(env, { 'users/bare': { ...staffUser('owner'), permissions: {} } });
    await assertFails(as('bare').doc('orders/o1').get());
    await assertFails(
      as('bare')
        .doc('products/p1')
        .update({ price: 1, ...stamp('bare') }),
    );
  });

  it('a customer who wrote themselves staff permissions is refused: the rules ask for the admin role too', async () => {
    await seedDocs(env, { 'users/sly': { ...customerUser, permissions: { readOrders: true, manageProducts: true } } });
    await assertFails(as('sly').doc('orders/o1').get());
    await assertFails(
      as('sly')
        .doc('products/p1')
        .update({ price: 1, ...stamp('sly') }),
    );
  });
});
