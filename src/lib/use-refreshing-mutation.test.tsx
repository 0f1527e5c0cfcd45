import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshingMutation } from './use-refreshing-mutation';

function setUp(write: (request: string) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRefreshingMutation(write, ['admin', 'users']), { wrapper });
  return { result, invalidate };
}

describe('useRefreshingMutation', () => {
  it('answers what the write answers, then reads the stale key again', async () => {
    const { result, invalidate } = setUp(async (request) => `done ${request}`);
    await act(async () => expect(await result.current.mutateAsync('a')).toBe('done a'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'users'] });
  });

  it('reads it again after a failure too (the call may have changed something)', async () => {
    const { result, invalidate } = setUp(() => Promise.reject(new Error('unavailable')));
    await act(async () => expect(result.current.mutateAsync('a')).rejects.toThrow('unavailable'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'users'] });
  });
});
