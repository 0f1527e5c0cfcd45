import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
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
  it("says no until the page's products have been read again, then yes", async () => {
    const client = new QueryClient();
    let answer: (value: unknown) => void = () => undefined;
    client.setQueryDefaults(['products'], { queryFn: () => new Promise((resolve) => (answer = resolve)) });
    const { result } = renderHook(() => usePricesChecked());
    applySnapshot(client, built(buildTimeClient()));
    expect(result.current).toBe(false);
    // The page refreshes what it was built with.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.current).toBe(false);
    await act(async () => answer({ id: 'p1', name: 'Panel', price: 950 }));
    expect(result.current).toBe(true);
    expect(client.getQueryData(['products', 'detail', 'p1'])).toMatchObject({ price: 950 });
  });

  it('does not hold the cart offline (checkout confirms every price)', () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const { result } = renderHook(() => usePricesChecked());
    act(() => applySnapshot(client, built(buildTimeClient())));
    expect(result.current).toBe(true);
  });
});
