/**
 * The search index is kept fresh by indexProductForSearch (docs/search.md): each change of a product rewrites its
 * entry in searchIndexChanges, read by phones whose built index is older.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchIndexRow } from '../../src/domain/search-index';
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

/** The trigger runs after the write returns: read until it has (at most 30 s). */
async function entryWhen(id: string, done: (e: Entry | null) => boolean): Promise<Entry | null> {
  const deadline = Date.now() + 30_000;
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
  it('writes a new product, its new name, its stock state, and takes it out when off sale or deleted', async () => {
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

    // Staff rename it: the entry follows, with a later time.
    await db.doc(`products/${id}`).update({ name: 'Deye SUN 5K Hybrid Inverter' });
    const renamed = await entryWhen(id, (e) => e?.row?.[1] === 'Deye SUN 5K Hybrid Inverter');
    expect(renamed?.row?.[1]).toBe('Deye SUN 5K Hybrid Inverter');
    expect(renamed!.changedAt).toBeGreaterThan(first!.changedAt);

    // A sale leaving few: "only 3 left".
    await db.doc(`products/${id}`).update({ stock: 3 });
    expect((await entryWhen(id, (e) => e?.row?.[6] === 3))?.row?.[6]).toBe(3);

    // Off sale: the entry says so (null), so the phone drops it from its built index.
    await db.doc(`products/${id}`).update({ available: false });
    expect(await entryWhen(id, (e) => e !== null && e.row === null)).toMatchObject({ row: null });

    // Back on sale, then deleted for good.
    await db.doc(`products/${id}`).update({ available: true });
    await entryWhen(id, (e) => e?.row !== null);
    await db.doc(`products/${id}`).delete();
    expect(await entryWhen(id, (e) => e !== null && e.row === null)).toMatchObject({ row: null });
  });

  it('writes nothing when what the search shows is unchanged (a view counted)', async () => {
    const id = unique('search-index');
    created.push(id);
    await db.doc(`products/${id}`).set(product('Growatt SPF 3500 ES'));
    const first = await entryWhen(id, (e) => e?.row?.[1] === 'Growatt SPF 3500 ES');
    await db.doc(`products/${id}`).update({ views: 5, lastViewed: Timestamp.now() });
    // The trigger's work run again for the view: the entry keeps its time.
    const { refreshSearchIndexEntry } = await import('../src/search-index');
    await refreshSearchIndexEntry(id);
    expect((await entry(id))?.changedAt).toBe(first!.changedAt);
    // A new price moves it.
    await db.doc(`products/${id}`).update({ price: 9000 });
    await refreshSearchIndexEntry(id);
    const priced = await entry(id);
    expect(priced?.row?.[4]).toBe(9000);
    expect(priced!.changedAt).toBeGreaterThan(first!.changedAt);
  });
});
