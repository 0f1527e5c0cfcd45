import { act, render, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useFilterParams } from './use-filter-params';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useFilterParams', () => {
  it('a search typed just after a tab was chosen, before the page shows the tab, keeps the tab', async () => {
    window.history.replaceState(null, '', '/admin/plans');
    let setFilter: (key: string, value: string) => void = () => undefined;
    function Plans() {
      const [params, set] = useFilterParams();
      setFilter = set;
      return <p>{params.toString() || 'none'}</p>;
    }
    const router = createBrowserRouter([{ path: '/admin/plans', element: <Plans /> }]);
    const { container } = render(<RouterProvider router={router} />);
    await waitFor(() => expect(container.textContent).toBe('none'));
    // The set of the page as rendered before the tab was chosen (the render after the paint has not come yet).
    const setAsRendered = setFilter;
    await act(() => router.navigate('?tab=arrears', { replace: true }));
    expect(window.location.search).toBe('?tab=arrears');

    await act(() => setAsRendered('q', 'wumbei'));
    await waitFor(() => expect(window.location.search).toBe('?tab=arrears&q=wumbei'));
    expect(container.textContent).toBe('tab=arrears&q=wumbei');
    // Emptied, the search leaves the address; the tab stays.
    await act(() => setFilter('q', ''));
    await waitFor(() => expect(window.location.search).toBe('?tab=arrears'));
  });
});
