/**
 * What the products' rules tests share (products.rules.test.ts, product-views.rules.test.ts,
 * product-limits.rules.test.ts): the emulator's rules environment, cleared and seeded before each test with
 * users and products, the callers, and products as the admin area writes them.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { adminUser, customerUser, rulesEnv, seedDocs } from './rules-env';

const { FieldValue, Timestamp } = firebase.firestore;

export let env: RulesTestEnvironment;

/** A product as the admin area writes it (DESIGN.md section 2). */
export const product = () => ({
  name: 'Deye 5 kW Hybrid Inverter',
  description: 'A hybrid inverter.',
  category: 'Inverters',
  type: 'product',
  price: 9800,
  stock: 4,
  available: true,
  featured: false,
  views: 7,
  sales: 0,
  brand: 'Deye',
  specs: { powerW: 5000 },
  images: ['/products/inverter.svg'],
  lowStockThreshold: 5,
  createdAt: Timestamp.fromMillis(1_700_000_000_000),
  updatedAt: Timestamp.fromMillis(1_700_000_000_000),
  createdBy: 'admin',
  updatedBy: 'admin',
  deletedAt: null,
  deletedBy: null,
  lastViewed: null,
});

/**
 * Starts the rules environment for the file, with the users and products each test starts from, in a project of
 * the file's own: the rules files run side by side, and each clears its project before every test.
 */
export function withProductsEnv(projectId: string) {
  beforeAll(async () => {
    env = await rulesEnv(projectId);
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await seedDocs(env, {
      'users/admin': adminUser,
      'users/former-admin': { ...adminUser, isActive: false },
      'users/ama': customerUser,
      'users/former-customer': { ...customerUser, isActive: false },
      'products/on-sale': product(),
      'products/also-on-sale': product(),
      'products/withdrawn': { ...product(), available: false, stock: 0 },
      'products/never-viewed': (() => {
        const { views: _views, lastViewed: _lastViewed, ...rest } = product();
        return rest;
      })(),
    });
  });

  afterAll(async () => {
    await env.cleanup();
  });
}

export const visitor = () => env.unauthenticatedContext().firestore();
export const customer = () => env.authenticatedContext('ama').firestore();
export const admin = () => env.authenticatedContext('admin').firestore();
export const formerAdmin = () => env.authenticatedContext('former-admin').firestore();

export const view = { views: FieldValue.increment(1), lastViewed: FieldValue.serverTimestamp() };
export const formerCustomer = () => env.authenticatedContext('former-customer').firestore();

/** What the admin area writes on create: stamped with the admin and the server's time (see api/create-product). */
export const newProduct = (uid = 'admin') => ({
  ...product(),
  views: 0,
  sales: 0,
  createdAt: FieldValue.serverTimestamp(),
  updatedAt: FieldValue.serverTimestamp(),
  createdBy: uid,
  updatedBy: uid,
});

/** Stamp of an admin edit. */
export const stamp = (uid = 'admin') => ({ updatedAt: FieldValue.serverTimestamp(), updatedBy: uid });

/** The stored document, read with rules off. */
export async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data();
  });
  return data ?? {};
}
