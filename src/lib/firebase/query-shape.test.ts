import { describe, expect, it } from 'vitest';
import { readShapePage, type QueryShape } from './query-shape';

const shape: QueryShape = { collection: 'products', where: [], orderBy: [{ field: 'createdAt', direction: 'desc' }] };

describe('readShapePage: the one pager of both read paths', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'];
  const reader = (asked: QueryShape[]) => async (q: QueryShape) => {
    asked.push(q);
    return rows.slice(0, q.limit);
  };

  it('asks one document more than the page, and starts the next page after its last', async () => {
    const asked: QueryShape[] = [];
    const page = await readShapePage(shape, 2, reader(asked), (d) => `after:${d}`);
    expect(asked[0]?.limit).toBe(3);
    expect(page).toEqual({ docs: ['a', 'b'], next: 'after:b' });
  });

  it('knows the last page: no document beyond it', async () => {
    expect(await readShapePage(shape, 5, reader([]), (d) => d)).toEqual({ docs: rows, next: null });
    expect(await readShapePage(shape, 9, reader([]), (d) => d)).toEqual({ docs: rows, next: null });
  });
});
