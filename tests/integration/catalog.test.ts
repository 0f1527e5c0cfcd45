// @vitest-environment jsdom
/**
 * The catalogue, contact and quote services against the emulators (seeded demo data), through the same client
 * SDK calls and storefront REST reads the app makes.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from '../../scripts/seed-data';
import { productComparator } from '@domain/catalog/product-sort';
import { getFeaturedProducts } from '../../src/features/catalog/api/get-featured-products';
import { getProduct } from '../../src/features/catalog/api/get-product';
import { getProducts, getProductsPage } from '../../src/features/catalog/api/get-products';
import { getRelatedProducts } from '../../src/features/catalog/api/get-related-products';
import { recordProductView } from '../../src/features/catalog/api/record-product-view';
import { getSearchCorpus, getSearchCorpusSlice } from '../../src/features/catalog/api/search-products';
import { searchEntries } from '@domain/catalog/product-search';
import { sendMessage } from '../../src/features/contact/api/send-message';
import { requestQuote } from '../../src/features/quotes/api/request-quote';

const admin = () => {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app =
    getApps().find((a) => a.name === 'integration') ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-savanna-solar' }, 'integration');
  return getFirestore(app);
};

const available = SEED_PRODUCTS.filter((p) => p.available);

beforeAll(() => {
  expect(process.env.VITE_USE_EMULATORS, 'run with the emulators (npm run test:emulated)').toBe('true');
});

describe('product list', () => {
  it('pages through the available products by cursor, newest first, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof getProductsPage>> = await getProductsPage(
        { available: true, sort: 'newest' },
        cursor,
        12,
      );
      expect(page.products.length).toBeLessThanOrEqual(12);
      seen.push(...page.products.map((p) => p.id));
      cursor = page.next;
      pages++;
    } while (cursor && pages < 20);
    const expected = [...available].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo || (a.id < b.id ? 1 : -1));
    expect(seen).toEqual(expected.map((p) => p.id));
    expect(pages).toBe(Math.ceil(available.length / 12));
  });

  it('filters by category and orders by the chosen field', async () => {
    const batteries = await getProducts({ category: 'Batteries', available: true, sort: 'price-asc' });
    const expected = available.filter((p) => p.category === 'Batteries');
    expect(batteries.map((p) => p.id)).toEqual(
      [...expected].sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1)).map((p) => p.id),
    );
    const limited = await getProducts({ available: true, sort: 'name', limit: 5 });
    expect(limited).toHaveLength(5);
    expect(limited).toEqual([...limited].sort(productComparator('name')));
  });

  it('a visitor cannot list without the available filter: "Failed to fetch products"', async () => {
    await expect(getProducts({ category: 'Inverters' })).rejects.toThrow('Failed to fetch products');
  });

  it('featured: featured and available, newest first', async () => {
    const featured = await getFeaturedProducts();
    const expected = available.filter((p) => p.featured).sort((a, b) => a.createdDaysAgo - b.createdDaysAgo);
    expect(featured.map((p) => p.id)).toEqual(expected.map((p) => p.id));
  });

  it('related products: same category, available, without the product itself', async () => {
    const related = await getRelatedProducts({ id: 'inverter-deye-5kw-hybrid', category: 'Inverters' });
    expect(related.length).toBe(4);
    for (const p of related) expect(p).toMatchObject({ category: 'Inverters', available: true });
    expect(related.map((p) => p.id)).not.toContain('inverter-deye-5kw-hybrid');
  });
});

describe('product detail', () => {
  it('reads one product, type defaulted; "Product not found" for an unknown or withdrawn one', async () => {
    const service = await getProduct('svc-energy-audit');
    expect(service).toMatchObject({ name: 'Energy Audit and System Sizing', type: 'service', price: 300 });
    await expect(getProduct('no-such-product')).rejects.toThrow('Product not found');
    await expect(getProduct('panel-jinko-580w-tiger-neo')).rejects.toThrow('Product not found');
  });

  it('counts a view: exactly +1 and lastViewed set by the server', async () => {
    const ref = admin().doc('products/acc-eastron-energy-meter');
    const before = (await ref.get()).data()!;
    await recordProductView('acc-eastron-energy-meter');
    const after = (await ref.get()).data()!;
    expect(after.views).toBe((before.views as number) + 1);
    expect(Date.now() - after.lastViewed.toMillis()).toBeLessThan(60_000);
    expect({ ...after, views: before.views, lastViewed: before.lastViewed }).toEqual(before);
    await expect(recordProductView('panel-jinko-580w-tiger-neo')).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

describe('search', () => {
  it('reads the available products once, ordered by name, and matches on the client', async () => {
    const corpus = await getSearchCorpus();
    expect(corpus.map((e) => e.item.id).sort()).toEqual(available.map((p) => p.id).sort());
    const names = corpus.map((e) => e.item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // Read in slices by cursor: the same products, none twice.
    const sliced: string[] = [];
    let after = null;
    do {
      const slice: Awaited<ReturnType<typeof getSearchCorpusSlice>> = await getSearchCorpusSlice(after, 10);
      expect(slice.entries.length).toBeLessThanOrEqual(10);
      sliced.push(...slice.entries.map((e) => e.item.id));
      after = slice.next;
    } while (after);
    expect(sliced).toEqual(corpus.map((e) => e.item.id));
    // The phone matches on the search index (docs/search.md; a built file, not served here): the same matcher.
    const results = searchEntries(corpus, 'LiFePO4');
    expect(results.length).toBeGreaterThan(2);
    for (const p of results) expect(`${p.name} ${p.description} ${p.category}`.toLowerCase()).toContain('lifepo4');
  });
});

describe('contact messages and quote requests', () => {
  // What the browser wrote: the enquiry trigger may already have added its verdict on the enquiry limits.
  const writtenKeys = (stored: Record<string, unknown>) =>
    Object.keys(stored)
      .filter((key) => key !== 'limitedReason')
      .sort();

  it('stores a message with exactly the allowed keys and status "new"', async () => {
    const email = `int.${Date.now()}@example.com`;
    const id = await sendMessage({
      name: 'Gifty',
      email,
      phone: '',
      subject: 'Hello',
      message: 'Do you deliver to Bolgatanga?',
    });
    const stored = (await admin().doc(`messages/${id}`).get()).data()!;
    expect(writtenKeys(stored)).toEqual([
      'createdAt',
      'deviceId',
      'email',
      'message',
      'name',
      'phone',
      'status',
      'subject',
    ]);
    expect(stored.deviceId).toMatch(/^[\w-]{8,64}$/);
    expect(stored).toMatchObject({ email, status: 'new', phone: '' });
  });

  it('stores a quote request, with the preferred date only when given', async () => {
    const id = await requestQuote({
      service: 'Off-grid solar',
      name: 'Yakubu',
      phone: '+233201112222',
      email: '',
      location: 'Savelugu',
      details: 'A school',
      preferredDate: '',
    });
    const stored = (await admin().doc(`quotes/${id}`).get()).data()!;
    expect(writtenKeys(stored)).toEqual([
      'createdAt',
      'details',
      'deviceId',
      'email',
      'location',
      'name',
      'phone',
      'service',
      'status',
    ]);
    expect(stored).toMatchObject({ service: 'Off-grid solar', status: 'new' });
  });

  it('an invalid request is refused by the rules, not only by the form', async () => {
    await expect(
      requestQuote({
        service: 'Off-grid solar',
        name: 'Y',
        phone: '0201112222',
        email: '',
        location: 'Savelugu',
        details: '',
        preferredDate: '',
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
