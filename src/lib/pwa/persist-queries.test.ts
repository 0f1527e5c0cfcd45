import { QueryClient, QueryClientProvider, dehydrate, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../query-keys';

// The device's storage (IndexedDB, which jsdom does not have): what one visit keeps, the next one finds.
const device = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(device.get(key)),
  set: (key: string, value: unknown) => Promise.resolve(void device.set(key, value)),
  del: (key: string) => Promise.resolve(void device.delete(key)),
}));

const PRODUCT = queryKeys.products.detail('p1');
const MINUTE = 60_000;

/** A fresh page: the shop's modules as a new page load has them (nothing started, nothing unchecked). */
async function openPage() {
  vi.resetModules();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: MINUTE } } });
  const { persistPublicQueries } = await import('./persist-queries');
  const snapshot = await import('../prerender/snapshot');
  return { client, persistPublicQueries, ...snapshot };
}

/** The product's screen, reading through `read` (which counts its calls and answers when told). */
function showProduct(client: QueryClient) {
  const read = { count: 0, answer: (() => undefined) as (value: unknown) => void };
  const shown = renderHook(
    () =>
      useQuery({
        queryKey: PRODUCT,
        queryFn: () => {
          read.count++;
          return new Promise((resolve) => (read.answer = resolve));
        },
      }),
    { wrapper: ({ children }) => createElement(QueryClientProvider, { client }, children) },
  );
  return { read, shown };
}

/** The first visit, a few seconds ago, kept the product as it read it then; the same page is opened again. */
async function openAgain() {
  device.clear();
  const first = await openPage();
  first.client.setQueryData(PRODUCT, { id: 'p1', price: 950 }, { updatedAt: Date.now() - 5_000 });
  await first.persistPublicQueries(first.client);
  expect(device.size).toBe(1);
  // Its prerendered copy carries the build's data (older than what the device kept).
  const page = await openPage();
  const built = new QueryClient();
  built.setQueryData(PRODUCT, { id: 'p1', price: 900 }, { updatedAt: Date.now() - 60 * MINUTE });
  page.applySnapshot(page.client, { url: '/products/p1', queries: dehydrate(built), router: { loaderData: {} } });
  return page;
}

describe('the public data kept on the device', () => {
  it('a page opened again within a minute, from its prerendered copy: the kept prices are read again before any is added', async () => {
    const page = await openAgain();
    const checked = renderHook(() => page.usePricesChecked());
    // The kept copy is restored before the product's screen asks for its data (the order varies in a browser).
    await page.persistPublicQueries(page.client);
    expect(page.client.getQueryData(PRODUCT)).toMatchObject({ price: 950 });

    const { read, shown } = showProduct(page.client);
    await waitFor(() => expect(read.count).toBe(1));
    expect(checked.result.current).toBe(false);
    await act(async () => read.answer({ id: 'p1', price: 975 }));
    await waitFor(() => expect(shown.result.current.data).toMatchObject({ price: 975 }));
    expect(checked.result.current).toBe(true);
    expect(read.count).toBe(1);
  });

  it('a read the screen started before the kept copy came back is the check: it is not started again', async () => {
    const page = await openAgain();
    const checked = renderHook(() => page.usePricesChecked());
    const { read, shown } = showProduct(page.client);
    await waitFor(() => expect(read.count).toBe(1));
    const restoring = page.persistPublicQueries(page.client);
    // Restored (and the kept copies marked for reading again, in the same chain of promises), the read is still one.
    await waitFor(() => expect(page.client.getQueryData(PRODUCT)).toMatchObject({ price: 950 }));
    expect(read.count).toBe(1);
    await act(async () => read.answer({ id: 'p1', price: 975 }));
    await restoring;
    await waitFor(() => expect(shown.result.current.data).toMatchObject({ price: 975 }));
    expect(checked.result.current).toBe(true);
    expect(read.count).toBe(1);
  });
});
