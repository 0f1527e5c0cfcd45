import { describe, expect, it } from 'vitest';
import { pageOf } from './pagination';

describe('pageOf', () => {
  it('pages a list and keeps the page within range', () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3 });
    expect(pageOf(items, 3).items).toEqual([40, 41, 42, 43, 44]);
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
