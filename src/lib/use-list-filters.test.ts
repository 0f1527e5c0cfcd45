import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './use-list-filters';

describe('useListFilters', () => {
  it('changes one filter, keeps the others, and goes back to the first page', () => {
    const { result } = renderHook(() => useListFilters({ search: '', role: 'admin' }));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilter({ search: 'ama' }));
    expect(result.current.filters).toEqual({ search: 'ama', role: 'admin' });
    expect(result.current.page).toBe(1);
  });
});
