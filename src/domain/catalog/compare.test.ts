import { describe, expect, it } from 'vitest';
import { addToComparison, COMPARE_LIMIT, removeFromComparison } from './compare';

const p = (id: string) => ({ id, name: `Product ${id}` });

describe('comparison list (docs/storefront.md, "Comparison")', () => {
  it('takes up to 3 products, in the order added', () => {
    expect(COMPARE_LIMIT).toBe(3);
    let items = [p('a')];
    for (const id of ['b', 'c']) {
      const result = addToComparison(items, p(id));
      if (!result.ok) throw new Error(result.error);
      items = result.items;
    }
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a 4th with its message and leaves the list as it was', () => {
    const items = [p('a'), p('b'), p('c')];
    expect(addToComparison(items, p('d'))).toEqual({
      ok: false,
      error: 'You can only compare up to 3 products at a time.',
    });
    expect(items).toHaveLength(3);
  });

  it('refuses a duplicate with its message, even when the list is full', () => {
    expect(addToComparison([p('a')], p('a'))).toEqual({
      ok: false,
      error: 'This product is already in your comparison list.',
    });
    expect(addToComparison([p('a'), p('b'), p('c')], p('b'))).toMatchObject({
      error: 'This product is already in your comparison list.',
    });
  });

  it('keeps only id and name, and removes by id', () => {
    const result = addToComparison([], { ...p('a'), price: 10 } as ReturnType<typeof p>);
    expect(result).toEqual({ ok: true, items: [p('a')] });
    expect(removeFromComparison([p('a'), p('b')], 'a')).toEqual([p('b')]);
    expect(removeFromComparison([p('a')], 'zzz')).toEqual([p('a')]);
  });
});
