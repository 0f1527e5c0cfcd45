import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldState } from './use-field-state';

describe('useFieldState', () => {
  it('keeps what was chosen or typed, under an id of its own', () => {
    const { result } = renderHook(() => [useFieldState('morning'), useFieldState('')] as const);
    const [slot, note] = result.current;
    expect(slot.value).toBe('morning');
    expect(slot.id).not.toBe(note.id);
    act(() => result.current[1].onChange('Called twice.'));
    expect(result.current[1].value).toBe('Called twice.');
    expect(result.current[1].id).toBe(note.id);
  });
});
