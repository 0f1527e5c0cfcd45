/**
 * The search index is kept fresh by indexProductForSearch (docs/search.md): each change of a product rewrites its
 * entry in searchIndexChanges, read by phones whose built index is older.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchIndexRow } from '@domain/catalog/search-index';
import { db, unique } from './support';

const created: string[] = [];

afterAll(async () => {
  for (const id of created) {
    await db.doc(`products/${id}`).delete();
    await db.doc(`searchIndexChanges/${id}`).delete();
  }
});

interface Entry {
  row: SearchIndexRow | null;
  changedAt: number;
}

async function entry(id: string): Promise<Entry | null> {
  const data = (await db.doc(`searchIndexChanges/${id}`).get()).data();
  if (!data) return null;
  return {
    row: typeof data.row === 'string' ? (JSON.parse(data.row) as SearchIndexRow) : null,
    changedAt: (data.changedAt as Timestamp).toMillis(),
  };
}

/** The trigger runs after the write returns: read until it has (at most 60 s: the emulator is slow under load). */
async function entryWhen(id: string, done: (e: Entry | null) => boolean): Promise<Entry | null> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await entry(id);
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 300));
  }
}

const product = (name: string) => ({
  name,
  description: 'Pure sine wave hybrid inverter for batteries and panels.',
  category: 'Inverters',
  type: 'product',
  brand: 'Deye',
  price: 14500,
  stock: 20,
  lowStockThreshold: 5,
  available: true,
  featured: false,
  images: ['/products/inverter.svg'],
  specs: {},
  createdAt: Timestamp.now(),
  deletedAt: null,
});

describe('indexProductForSearch', () => {
  it('writes a new product, then its new name when staff rename it', async () => {
    const id = unique('search-index');
    created.push(id);
    await db.doc(`products/${id}`).set(product('Deye 5 kW Hybrid Inverter'));
    const first = await entryWhen(id, (e) => e?.row?.[1] === 'Deye 5 kW Hybrid Inverter');
    expect(first?.row).toEqual([
      id,
      'Deye 5 kW Hybrid Inverter',
      'Inverters',
      'Deye',
      14500,
      'product',
      0,
      '/products/inverter.svg',
      expect.stringContaining('sine'),
    ]);

    await db.doc(`products/${id}`).update({ name: 'Deye SUN 5K Hybrid Inverter' });
    const renamed = await entryWhen(id, (e) => e?.row?.[1] === 'Deye SUN 5K Hybrid Inverter');
    expect(renamed?.row?.[1]).toBe('Deye SUN 5K Hybrid Inverter');
    expect(renamed!.changedAt).toBeGreaterThan(first!.changedAt);
  }, 150_000);
});

describe("refreshSearchIndexEntry (the trigger's work, run here directly)", () => {
  it('follows the stock state, takes the product out when off sale or deleted, and skips unchanged rows', async () => {
    const { refreshSearchIndexEntry } = await import('../src/catalog/search-index');
    const id = unique('search-index');
    created.push(id);
    const doc = db.doc(`products/${id}`);
    await doc.set(product('Growatt SPF 3500 ES'));
    await refreshSearchIndexEntry(id);
    const first = await entry(id);
    expect(first?.row?.[1]).toBe('Growatt SPF 3500 ES');

    // A view counted: nothing the search shows, so the entry keeps its time.
    await doc.update({ views: 5, lastViewed: Timestamp.now() });
    await refreshSearchIndexEntry(id);
    expect((await entry(id))?.changedAt).toBe(first!.changedAt);

    // Sales leaving 3: "only 3 left"; a new price.
    await doc.update({ stock: 3, price: 9000 });
    await refreshSearchIndexEntry(id);
    const sold = await entry(id);
    expect([sold?.row?.[4], sold?.row?.[6]]).toEqual([9000, 3]);
    expect(sold!.changedAt).toBeGreaterThan(first!.changedAt);

    // Off sale: null, so that phones drop it from their built index; back on sale; deleted for good: null.
    await doc.update({ available: false });
    await refreshSearchIndexEntry(id);
    expect((await entry(id))?.row).toBeNull();
    await doc.update({ available: true });
    await refreshSearchIndexEntry(id);
    expect((await entry(id))?.row?.[1]).toBe('Growatt SPF 3500 ES');
    await doc.delete();
    await refreshSearchIndexEntry(id);
    expect((await entry(id))?.row).toBeNull();
  });
});
