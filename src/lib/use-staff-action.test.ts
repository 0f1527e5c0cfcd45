import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './toast';
import { useStaffAction } from './use-staff-action';

afterEach(() => vi.restoreAllMocks());

const wordsOf = (error: unknown) => `Refused: ${(error as Error).message}`;

describe('useStaffAction', () => {
  it('says the action is done and empties the form when it succeeds, and clears the last failure', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const after = vi.fn();
    const { result } = renderHook(() => useStaffAction(wordsOf));
    act(() => result.current.setError('Say why.'));
    await act(() => result.current.run(() => Promise.resolve(), 'Saved.', after));
    expect(success).toHaveBeenCalledWith('Saved.');
    expect(after).toHaveBeenCalledOnce();
    expect(result.current.error).toBe('');
  });

  it("shows a failure in the action's words, says nothing done and keeps the form", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const after = vi.fn();
    const { result } = renderHook(() => useStaffAction(wordsOf));
    await act(() => result.current.run(() => Promise.reject(new Error('closed')), 'Saved.', after));
    expect(result.current.error).toBe('Refused: closed');
    expect(success).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
