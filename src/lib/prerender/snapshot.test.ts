import { dehydrate, onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createElement } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applySnapshot, readPageSnapshot, snapshotScript, usePricesChecked, type PageSnapshot } from './snapshot';

afterEach(() => {
  document.body.innerHTML = '';
  onlineManager.setOnline(true);
});

function built(client: QueryClient, url = '/products/p1'): PageSnapshot {
  return { url, queries: dehydrate(client), router: { loaderData: { '0': null } } };
}

function buildTimeClient() {
  const client = new QueryClient();
  client.setQueryData(['products', 'detail', 'p1'], { id: 'p1', name: 'Panel </script><b>', price: 900 });
  client.setQueryData(['settings', 'global'], { taxRate: 15, since: new Date(1_000) });
  return client;
}

describe('the data embedded in a prerendered page', () => {
  it('cannot end its script early, and reads back as it was (Dates too) on the page it was made for', () => {
    const script = snapshotScript(built(buildTimeClient()));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    const read = readPageSnapshot(document, { pathname: '/products/p1', search: '' });
    const client = new QueryClient();
    applySnapshot(client, read!);
    expect(client.getQueryData(['products', 'detail', 'p1'])).toMatchObject({ name: 'Panel </script><b>' });
    expect(client.getQueryData<{ since: Date }>(['settings', 'global'])?.since).toEqual(new Date(1_000));
  });

  it('is not used at another address (the products page opened for a category)', () => {
    document.body.innerHTML = snapshotScript(built(buildTimeClient(), '/products'));
    expect(readPageSnapshot(document, { pathname: '/products', search: '?category=Inverters' })).toBeNull();
    expect(readPageSnapshot(document, { pathname: '/products', search: '' })).not.toBeNull();
  });
});

describe('usePricesChecked', () => {
  it("says no until the page's products have been read again as the page shows them, then yes", async () => {
    // Built a moment ago (well within the shop's one-minute staleTime): read again all the same.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    let answer: (value: unknown) => void = () => undefined;
    let reads = 0;
    const queryFn = () => {
      reads++;
      return new Promise((resolve) => (answer = resolve));
    };
    const checked = renderHook(() => usePricesChecked());
    applySnapshot(client, built(buildTimeClient()));
    expect(checked.result.current).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(reads).toBe(0); // nothing is read before a screen asks for it
    // The product page mounts and shows the built copy while it reads the fresh one.
    const page = renderHook(() => useQuery({ queryKey: ['products', 'detail', 'p1'], queryFn }), {
      wrapper: ({ children }) => createElement(QueryClientProvider, { client }, children),
    });
    expect(page.result.current.data).toMatchObject({ price: 900 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(reads).toBe(1);
    expect(checked.result.current).toBe(false);
    await act(async () => answer({ id: 'p1', name: 'Panel', price: 950 }));
    await waitFor(() => expect(page.result.current.data).toMatchObject({ price: 950 }));
    expect(checked.result.current).toBe(true);
  });

  it('does not hold the cart offline (checkout confirms every price)', () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const { result } = renderHook(() => usePricesChecked());
    act(() => applySnapshot(client, built(buildTimeClient())));
    expect(result.current).toBe(true);
  });
});
